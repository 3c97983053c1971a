## Karten izenak, zerrendak eta arau-multzoen izenak.
## $card: zenbaki-karta bat zenbaki gisa (0tik 10era), beste edozein karta bere idaz
## (reverse, play2, minus10, ono99, hold, double_play, ninety_nine).

card-name = { $card ->
    [reverse] Alderantzizkoa
    [play2] Jokatu 2
    [minus10] ken 10
    [ono99] ONO 99
    [hold] Eutsi
    [double_play] Bikoitza
    [ninety_nine] 99
   *[other] { $card }
 }

# Karta bat "bat" hitzarekin, zenbakia kopuru gisa ez entzuteko: "1 bat", "8 bat", "ONO 99 bat".
card-with-article = { $card ->
    [8] { $name } bat
    [ono99] { $name } bat
    [play2] { $name } karta bat
   *[other] { $name } bat
 }

# "Jokatu 2 karta jokatu?" (ez "Jokatu Jokatu 2?"); zenbakia den bezala esaten da, baina 2 zenbakia
# "2 zenbakia" da ("Jokatu 2" kartaren izena da).
card-in-question = { $card ->
    [number] { $name }
    [two] { $name } zenbakia
   *[other] { $name } karta
 }

# Jokatutako edo baztertutako karta bat; 2 zenbakiak eta Jokatu 2 kartak ez dute berdin entzun behar:
# "2 zenbakia jokatu duzu." / "Jokatu 2 karta jokatu duzu."; $start: yes esaldi hasieran.
card-said = { $card ->
    [2] { $name } zenbakia
    [play2] { $name } karta
   *[other] { $name }
 }
# Berdin iragarpen laburretan: "Robota 1: 2 zenbakia, guztira 40."
card-said-short = { $card ->
    [2] { $name } zenbakia
    [play2] { $name } karta
   *[other] { $name }
 }

# Karta bat "2 zenbakia esan nahi duzu, ala Jokatu 2 karta?" galderan.
card-choice = { $card ->
    [number] { $name } zenbakia
   *[other] { $name } karta
 }

# Zerrendak: "a, b eta c"; azken biak list-and, list-then edo list-or bidez lotzen dira.
list-separator = {", "}
list-or-separator = {", edo "}
# Between the commands of a help line.
help-separator = {"; "}
list-and = { $first } eta { $last }
list-then = { $first }, gero { $last }
list-or = { $first } edo { $last }
list-or-comma = { $first }, edo { $last }
list-empty = ezer ez

rules-name = { $rules ->
    [mattel2022] Mattel 2022
    [classic1980] 1980ko klasikoa
    [ninetynine_card] 99ko karta
   *[other] { $rules }
 }
## voice_ono.rules.UnknownCardError (adibidez `voice-ono recognize --hand` aginduan)
card-unknown = karta ezezaguna: '{ $name }'. Izen egokiak: { $valid }
