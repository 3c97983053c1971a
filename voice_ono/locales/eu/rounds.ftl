## 1980ko edizioetako erronden gertaerak (voice_ono.narration.rounds).
## $who: jokalaria; $person: you edo other.

round-started = { $round }. erronda.
everyone-tokens = Denek { $count ->
        [one] fitxa { $count }
       *[other] { $count } fitxa
    } dituzte.
scored-in-points = Joko hau puntuka zenbatzen da; denek 0 puntutik hasten dira.
round-ended = { $round }. erronda amaitu da.
lost-the-round = { $who }: erronda galdu du.
tokens-left-list = Geratzen diren fitxak: { $players }.
last-one-in = { $person ->
        [you] Zu zara jokoan geratzen den azkena.
       *[other] { $who } da jokoan geratzen den azkena.
    }
points-this-round = Erronda honetako puntuak: { $players }.
scores-listed = Puntuazioak: { $players }.
# Zerrendako sarrera bat: "Zuk 3 fitxa dituzu". $unit: token edo point.
player-has = { $who }: { $unit ->
        [token] { $count ->
            [one] fitxa { $count }
           *[other] { $count } fitxa
        }
       *[point] { $count ->
            [one] puntu { $count }
           *[other] { $count } puntu
        }
    }
token-lost = { $person ->
        [you] Fitxa bat galdu duzu
       *[other] { $who }: fitxa bat galdu du
    }, { $left ->
        [0] ez da fitxarik geratzen; beste galera bat eta kanpora
        [one] fitxa { $left } geratzen da
       *[other] { $left } fitxa geratzen dira
    }.
out-target = { $person ->
        [you] { $score } puntura iritsi zara eta jokotik kanpo zaude.
       *[other] { $who }: { $score } puntura iritsi da eta jokotik kanpo dago.
    }
out-no-tokens = { $person ->
        [you] Ez zaizu fitxarik geratzen eta jokotik kanpo zaude.
       *[other] { $who }: ez zaio fitxarik geratzen eta jokotik kanpo dago.
    }
draw-forfeited = { $person ->
        [you] Ez duzu garaiz karta hartu, eta
       *[other] { $who }: ez du garaiz karta hartu, eta
    } { $cards ->
        [one] karta hori
       *[other] { $cards } karta horiek
    } galdu { $person ->
        [you] dituzu
       *[other] ditu
    } erronda osorako.
turn-passed = { $person ->
        [you] Lau ONO 99 karta dituzu; txanda jokatu gabe amaitzen da.
       *[other] { $who }: lau ONO 99 karta ditu; txanda jokatu gabe amaitzen da.
    }
# $reason: second_card, edo beste edozer (karta segururik ez).
out-of-round = { $who }: { $reason ->
        [second_card] ezin du bigarren karta seguru bat jokatu
       *[other] ezin du seguru jokatu
    }, eta erronda honetatik kanpo { $person ->
        [you] zaude
       *[other] dago
    }.
