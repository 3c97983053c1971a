## Karta batek zer egiten duen arau multzo batean (voice_ono.narration.explain).
## $name: kartaren izena; $card: bere id-a (zenbaki karta: bere zenbakia).

explain-not-in-deck = Arau hauetan ez dago { $name } kartarik.
explain-number = { $name } kartak { $amount } gehitzen dio guztirari.
# $floor: none (mugarik ez), edo guztira txikiena.
explain-minus = { $card ->
        [minus10] Ken 10 kartak
       *[other] { $name } kartak
    } { $amount } kentzen dio guztirari{ $floor ->
        [none] . Guztira zero azpitik joan daiteke.
        [0] , baina inoiz ez zero azpitik.
       *[other] , baina inoiz ez { $floor } azpitik.
    }
explain-adds-nothing = { $name } kartak ez dio ezer gehitzen guztirari.
explain-adds = { $name } kartak { $amount } gehitzen dio guztirari.
explain-set = { $name } kartak guztira { $amount } jartzen du, lehen zena zela ere. Hurrengo jokalariak ezer gehitzen ez duen edo hamar kentzen duen karta bat behar du orduan.
explain-reverse = { $name } kartak jokoaren norabidea aldatzen du eta ez dio ezer gehitzen guztirari.
explain-reverse-two = Bi jokalari bakarrik daudenean, txanda itzuli besterik ez du egiten.
explain-force = { $name } kartak ez du ezer gehitzen, eta hurrengo jokalariak { $count ->
        [2] bi
        [3] hiru
        [4] lau
       *[other] { $count }
    } karta jokatu behar ditu, bakoitzaren ondoren karta bat hartuz.
explain-force-not-first = Ezin da izan jokatzera behartuta zauden karten lehena.
explain-unplayable = { $name } kartak ezin dira inoiz jokatu; eskua betetzen dute besterik ez.
explain-ono-on-tens = { $name } kartak guztira zeroz amaitzen denean bakarrik jokatzen dira: orduan bat doan joka dezakezu, txanda bakoitzeko behin, zure kartaren aurretik.
explain-ono-discard = Lau dituzunean, laurak baztertu ditzakezu zure jokaldi gisa eta lau hartu.
explain-four-ono-ends-turn = Lau edukitzeak zure txanda amaitzen du jokatu gabe.
explain-only-ono-out = Zure eskuan { $name } kartak besterik ez badaude, erronda honetatik kanpo zaude.
explain-dodge = { $forcing } bat saihesten du ere: bi karta jokatu behar dituzunean jokatuta, zure karta bakarra da eta hurrengo jokalariak bi jokatu behar ditu.
explain-points = Erronda amaitzean eskuan geratzen bada, { $points } puntu balio du.
