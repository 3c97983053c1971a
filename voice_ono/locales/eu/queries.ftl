## Jokoari buruzko galderen erantzunak (voice_ono.narration.queries).

you-are-out = Joko honetatik kanpo zaude.
no-human-player = Joko honetako jokalari guztiak robotak dira. Ez dago zure kartarik esateko.
total-is = Guztirakoa { $total } da. Guztirakoa { $bust } edo gehiago bada, galdu egiten duzu.
# $reversed: yes edo no; $order: jokalariak txandaren ordenan.
direction = Jokoa { $reversed ->
        [yes] alderantzizko norabidean
       *[no] eserlekuen ordenan
    } doa: { $order }.
player-cards = { $person ->
        [you] { $count ->
            [one] Karta { $count } duzu
           *[other] { $count } karta dituzu
        }
       *[other] { $who }: { $count ->
            [one] karta { $count } du
           *[other] { $count } karta ditu
        }
    }
still-in = Jokoan oraindik: { $players }.
out-list = Kanpoan: { $players }.
draw-pile = { $count ->
        [one] Karta { $count } geratzen da zozketa-pilan.
       *[other] { $count } karta geratzen dira zozketa-pilan.
    }
# "Zenbat fitxa" edo "zein dira puntuak" galderaren erantzuna, horiek gabeko joko batean ($asked: tokens edo points).
not-this-game = Joko honetan ez dago { $asked ->
        [tokens] fitxarik
       *[points] punturik
    }{ $scoring ->
        [points] . Puntuekin kontatzen da. Esan: zein dira puntuak.
        [tokens] . Fitxekin jokatzen da. Esan: zenbat fitxa.
       *[elimination] . Jokoan geratzen den azkenak irabazten du. Esan: nor dago oraindik.
    }
player-count = { $who }: { $count }
tokens-list = Fitxak: { $players }.
scores-list = Puntuak: { $players }. Helburua { $target } da.
single-round = Joko honek erronda bakarra du.
round-is = Erronda { $round } da hau.
cannot-answer = Orain ezin dut horri erantzun.

still-to-draw = Oraindik karta hartu behar duzu. Esan: hartu karta.
must-play-second = Zure bigarren karta jokatu behar duzu.
must-play-two-you = Bi karta jokatu behar dituzu.
round-tokens = Erronda { $round }. { $count ->
        [one] Fitxa { $count } duzu
       *[other] { $count } fitxa dituzu
    }.
round-score = Erronda { $round }. Zure puntuak: { $score }.
round-plain = Erronda { $round }.
game-over = Jokoa amaitu da.
# $solo: yes giza jokalari bakarrarekin.
your-turn = { $solo ->
        [yes] Zure txanda da.
       *[no] { $name }, zure txanda da.
    }
whose-turn = Txanda: { $who }.
total-now = Guztirakoa { $total } da.
safe-to-play = Jokatzeko seguruak: { $cards }.
can-draw = Zure karta har dezakezu. Esan: hartu karta.
nothing-safe = Ez dago jokatzeko karta segururik.

not-played-lately = { $person ->
        [you] Azkenaldian ez duzu kartarik jokatu.
       *[other] { $who }: azkenaldian ez du kartarik jokatu.
    }
not-played-since-resume = { $person ->
        [you] Jarraitu duzunetik ez duzu kartarik jokatu.
       *[other] { $who }: ez du kartarik jokatu, zuk jarraitu duzunetik.
    }
last-played = { $who }, azken jokaldia: { $card }. Guztira { $total }.
no-plays-yet = Oraindik ez da kartarik jokatu.
no-plays-since-resume = Jarraitu duzunetik ez da kartarik jokatu. Goiko karta entzuteko, esan: zein izan da azken karta.
played-making = { $who }: { $card }, guztira { $total }.
last-plays = Azken jokaldiak: { $plays }
last-card-by = Azken karta: { $card }. Jokatu duena: { $who }. Guztirakoa { $total } da.
last-card = Azken karta: { $card }. Guztirakoa { $total } da.
no-card-yet = Oraindik ez da kartarik jokatu.
