## Aholkuak ("zer jokatu behar dut?") eta "zergatik jokatu du Robota 1 hori?": voice_ono.bots.explain.
## reason-hint-*: jokalariari, orainaldian; reason-why-*: robot baten jokaldia, iraganean.
## $total: jokaldiaren aurreko guztira, $after: ondorengoa, $bust: galtzeko guztira, $next: hurrengo jokalaria.

reason-hint-draw = karta hartzea zurea da, eta hurrengo jokalariak lehenago jokatzen badu galdu egiten duzu
reason-why-draw = karta hartzea berea zen, eta bestela galdu egingo zuen
reason-hint-discard_ono = ONO 99 kartak ezin dira inoiz jokatu, eta honek lau karta berri ematen dizkizu
reason-why-discard_ono = ONO 99 kartak ezin dira inoiz jokatu, eta honek lau karta berri eman zizkion
reason-hint-ono_on_tens = guztira zeroz amaitzen da, beraz ONO 99 karta bat doan doa
reason-why-ono_on_tens = guztira zeroz amaitzen zen, beraz ONO 99 karta bat doan joan zen
reason-hint-dodge = bi kartak { $next } jokalariari pasatzen dizkio, zuk bi jokatu beharrean
reason-why-dodge = bi kartak { $next } jokalariari pasatu zizkion, bi jokatu beharrean
reason-hint-bring_down = guztira { $total } da eta zure beste kartekin galduko zenuke
reason-why-bring_down = guztira { $total } zen eta bere beste kartekin galduko zuen
reason-why-hidden-bring_down = guztirakoa jaitsi zuen: { $total } zen, eta { $after } geratu zen
reason-hint-only_safe = guztira { $bust } azpitik mantentzen duen zure karta bakarra da
reason-why-only_safe = guztira { $bust } azpitik mantentzen zuen bere karta bakarra zen
reason-why-hidden-only_safe = guztira { $bust } azpitik mantendu zuen, { $after }n
reason-hint-safe_pair = bigarren karta seguru bat uzten dizu
reason-why-safe_pair = bigarren karta seguru bat utzi zion
reason-why-hidden-safe_pair = bere bi karten lehena zen eta guztira { $after }n mantendu zuen
reason-hint-force = { $next } jokalariak bi karta jokatu beharko ditu { $total }n
reason-why-force = { $next } jokalariak bi karta jokatu behar izan zituen { $total }n
reason-hint-set_99 = guztira 99 jartzen du, beraz { $next } jokalariak ezer gehitzen ez duen karta bat behar du
reason-why-set_99 = guztira 99 jarri zuen, beraz { $next } jokalariak ezer gehitzen ez zuen karta bat behar izan zuen
reason-hint-reverse = guztira { $total }n mantentzen du eta zure zenbaki kartak gordetzen ditu
reason-why-reverse = guztira { $total }n mantendu zuen eta bere zenbaki kartak gorde zituen
reason-hint-lower = guztirakoa jaisten du, { $after } geratzen da, zure beste kartentzat lekua utziz
reason-why-lower = guztirakoa jaitsi zuen, { $after } geratu zen, bere beste kartentzat lekua utziz
reason-hint-highest = zure karta seguru altuena da, eta karta baxuak geroko gordetzen ditu
reason-why-highest = bere karta seguru altuena zen, eta karta baxuak geroko gorde zituen
reason-why-hidden-highest = guztirakoa { $after } geratu zen, { $bust } baino gutxiago, seguru
reason-hint-number = guztirakoa { $after } izango da, { $bust } baino gutxiago, seguru
reason-why-number = guztirakoa { $after } geratu zen, { $bust } baino gutxiago, seguru

why-easy-bot = robot erraza da eta edozein karta seguru jokatzen du ausaz

# "Jokatu 3: ..." / "Robota 1: 3 jokatu zuen: ..."
hint = { $move }: { $reason }.
why = { $mover }: { $move }: { $reason }.

# $card: jokaldiko karta (move-card)
move-play = { $tense ->
    [past] { $card } jokatu zuen
   *[imperative] Jokatu { $card }
 }
move-draw = { $tense ->
    [past] bere karta hartu zuen
   *[imperative] Hartu zure karta
 }
move-discard = { $tense ->
    [past] lau ONO 99 karta baztertu zituen
   *[imperative] Baztertu zure lau ONO 99 kartak
 }
move-card = { $card ->
    [number] { $name }
    [two] { $name } zenbakia
    [minus10] { $name }
    [ono99] { $name } karta
    [ninety_nine] { $name } karta
   *[other] { $name }
 }
