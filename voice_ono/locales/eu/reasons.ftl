## Zergatik ukatzen den agindu bat (voice_ono.rules.reasons.IllegalCode; voice_ono.commands.resolve.RefusalCode).
## $card: kartaren izena; $said: karta esaldiaren hasieran; $player: noren txanda den.

illegal-game_over = Jokoa amaitu da.
illegal-not_started = Jokoa ez da hasi.
illegal-not_your_turn = Ez da zure txanda; { $player } jokalariaren txanda da.
illegal-nothing_to_draw = Orain ez duzu kartarik hartzeko.
illegal-draw_first = Hartu zure karta; ez da zure jokatzeko txanda.
illegal-not_in_hand = Ez duzu { $card } kartarik.
illegal-ono_only_on_tens = { $card } karta guztira zeroz amaitzen denean bakarrik joka daiteke, bat txanda bakoitzeko.
illegal-ono_once_per_turn = Txanda honetan { $card } karta bat jokatu duzu jada, eta bakarra onartzen da txandako. Jokatu beste karta bat.
# R-ONO-1
illegal-never_playable = { $card } karta ezin da inoiz jokatu arau hauetan; eskuan geratzen da. Esan zer joka dezaket zure karta seguruak entzuteko.
illegal-forcing_not_first = { $said } ezin da izan zure bi karta behartuen lehena.
# R-BUST-1: $total karta jokatuta geratuko litzatekeen guztira; $safe karta seguruak.
illegal-would_bust = { $said }: guztira { $total } litzateke, eta { $bust } galtzen duzu. Karta seguruak: { $count ->
        [0] bat ere ez
       *[other] { $safe }
    }.
illegal-not_now = Orain ezin duzu { $card } jokatu.
illegal-no_ono_discard = Arau hauetan ez dago lau ONO 99 karta baztertzerik.
illegal-need_four_ono = Lau ONO 99 karta behar dituzu baztertzeko.
illegal-not_possible = Hori ez da posible orain.
illegal-not_supported = Hori ez da posible orain.

refused-game_over = Jokoa amaitu da. Esan joko berria berriro jokatzeko.
refused-draw_first = Hartu zure karta lehenago: esan hartu karta.
refused-not_your_turn = Ez da zure txanda. { $player } jokalariaren txanda da.
# $cards: entzundako kartak, "edo"-rekin lotuta.
refused-not_in_rules = Arau hauetan ez dago { $cards } kartarik. Esan nire kartak zure kartak entzuteko.
refused-not_in_hand = Ez duzu { $cards } kartarik. Esan nire kartak zure kartak entzuteko.

# Eskuko bi kartak bat datoz esandakoarekin. $options: aukerak; $says: esan beharreko esaldiak.
choose-ask = { $options } esan nahi duzu? Esan { $says }.
