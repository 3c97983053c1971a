## Kontatutako gertaerak (voice_ono.narration.events). $who: jokalaria esaten den bezala ("Zu" edo izen bat);
## $person: "you" edo "other", aditzaren komunztadurarako; $card: karta baten izena; $hand: karta-zerrenda bat.

game-started = ONO 99 joko berria. Arauak: { $rules }. Jokalariak: { $players }.
dealer-deals = { $person ->
        [you] Zu zara banatzailea.
       *[other] { $who } da banatzailea.
    }

# $solo: "yes" giza jokalari bakarra dagoenean ("Zure txanda"); bestela, jokalariaren izena esaten da.
turn-lead = { $solo ->
        [yes] Zure txanda
       *[no] { $name }, zure txanda
    }
turn-start = { $lead }. Guztirakoa { $total } da.
turn-forced = { $lead }. Bi karta jokatu behar dituzu. Guztirakoa { $total } da.
turn-second = Orain jokatu zure bigarren karta. Guztirakoa { $total } da.
you-hold = Zure kartak: { $hand }.
safe-now = Seguruak: { $cards }.
can-discard = Zure lau ONO 99 kartak baztertu ditzakezu. Esan: baztertu lau ono.

card-played = { $person ->
        [you] { $card } jokatu duzu.
       *[other] { $who }: { $card } jokatu du.
    } Guztira { $total }.
card-played-short = { $who }: { $card }, guztira { $total }.
direction-changed = Norabidea alderantzikatu da.
play2-passed = { $person ->
        [you] { $card } karta hurrengoari pasatu diozu.
       *[other] { $who }: { $card } karta hurrengoari pasatu dio.
    }
must-play-two = { $who } bi karta jokatzera behartuta dago.
you-draw = { $cards } hartu duzu.
# Iragarpen laburretan kartak hutsik esaten dira, "Robota 1: 7, guztira 40" bezala: "Karta berria: 4." / "Karta berriak: 1, 2 eta 3."
you-draw-short = { $count ->
        [one] Karta berria
       *[other] Karta berriak
    }: { $cards }.
reshuffled = Zozketa-pila hutsik dago. Bazterketa-pila nahastu da, zozketa-pila berria egiteko.
ono-discarded = { $person ->
        [you] Lau ONO 99 karta baztertu dituzu, eta lau karta berri hartu dituzu.
       *[other] { $who }: lau ONO 99 karta baztertu ditu, eta lau karta berri hartu ditu.
    }
# $reason: second_card (bigarren karta segururik ez) edo no_safe_card.
eliminated = { $person ->
        [you] { $reason ->
            [second_card] Ezin duzu bigarren kartarik jokatu
           *[other] Ez duzu karta segururik
        }. Kanpoan zaude. Eskuan zenituen kartak: { $hand }.
       *[other] { $who }: { $reason ->
            [second_card] ezin du bigarren kartarik jokatu
           *[other] ez du karta segururik
        }. { $who } kanpoan dago. Eskuan zituen kartak: { $hand }.
    }
held-hand = { $who }, eskuko kartak: { $hand }.

won-no-one-can-play = Geratzen direnetatik inork ezin du jokatu. Azken karta jokatu duena: { $who }.
# R-80-PTS-3: irabazleak du puntuazio txikiena jokoan jarraitzen dutenen artean ($score falta daiteke).
won-lowest-score = { $person ->
        [you] Zuk dituzu puntu gutxien, jokoan jarraitzen dutenen artean.
       *[other] { $who } da puntu gutxien dituena, jokoan jarraitzen dutenen artean.
    }
won-lowest-score-points = { $person ->
        [you] Zuk dituzu puntu gutxien, jokoan jarraitzen dutenen artean: { $score } puntu.
       *[other] { $who } da puntu gutxien dituena, jokoan jarraitzen dutenen artean: { $score } puntu.
    }
out-earlier = Lehenago kanporatuak, helburura iristean: { $players }.
out-this-round = Erronda honetan kanporatuak, helburura iristean: { $players }.
player-at-score = { $who }: { $score } puntu
game-won = { $person ->
        [you] Partida irabazi duzu!
       *[other] { $who } da irabazlea.
    }
