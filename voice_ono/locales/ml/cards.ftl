## കാർഡുകളുടെ പേരുകൾ, പട്ടികകൾ, നിയമങ്ങളുടെ പേരുകൾ.
## $card: നമ്പർ കാർഡ് നമ്പറായി (0 മുതൽ 10 വരെ), മറ്റുള്ളവ id ആയി.

card-name = { $card ->
    [reverse] റിവേഴ്സ്
    [play2] പ്ലേ 2
    [minus10] മൈനസ് 10
    [ono99] ഒനോ 99
    [hold] ഹോൾഡ്
    [double_play] ഡബിൾ പ്ലേ
    [ninety_nine] 99
   *[other] { $card }
 }

# ഒരു കാർഡ്, എണ്ണമായി തോന്നാതിരിക്കാൻ: "ഒരു 7", "ഒരു ഒനോ 99 കാർഡ്".
card-with-article = { $card ->
    [ono99] ഒരു { $name } കാർഡ്
    [play2] ഒരു { $name } കാർഡ്
    [reverse] ഒരു { $name } കാർഡ്
    [minus10] ഒരു { $name } കാർഡ്
    [hold] ഒരു { $name } കാർഡ്
    [double_play] ഒരു { $name } കാർഡ്
    [ninety_nine] ഒരു { $name } കാർഡ്
   *[other] ഒരു { $name }
 }

# ചോദ്യത്തിൽ: "പ്ലേ 2 കാർഡ് കളിക്കട്ടേ?"; നമ്പർ 2 "നമ്പർ 2" ആയി.
card-in-question = { $card ->
    [number] { $name }
    [two] നമ്പർ { $name }
   *[other] { $name } കാർഡ്
 }

# കളിച്ചതോ നിരസിച്ചതോ ആയ കാർഡ്: "നമ്പർ 2" / "പ്ലേ 2 കാർഡ്".
card-said = { $card ->
    [2] നമ്പർ { $name }
    [play2] { $name } കാർഡ്
   *[other] { $name }
 }
# ചുരുക്കിയ അറിയിപ്പുകളിൽ: "ബോട്ട് 1: നമ്പർ 2, ആകെ 40."
card-said-short = { $card ->
    [2] നമ്പർ { $name }
    [play2] { $name } കാർഡ്
   *[other] { $name }
 }

# "നമ്പർ 2 ആണോ, അതോ പ്ലേ 2 കാർഡ് ആണോ?"
card-choice = { $card ->
    [number] നമ്പർ { $name }
   *[other] { $name } കാർഡ്
 }

# പട്ടികകൾ: "a, b, പിന്നെ c".
list-separator = {", "}
list-or-separator = {", അല്ലെങ്കിൽ "}
# Between the commands of a help line.
help-separator = {"; "}
list-and = { $first }, പിന്നെ { $last }
list-then = { $first }, അതിനുശേഷം { $last }
list-or = { $first } അല്ലെങ്കിൽ { $last }
list-or-comma = { $first }, അല്ലെങ്കിൽ { $last }
list-empty = ഒന്നുമില്ല

rules-name = { $rules ->
    [mattel2022] മാറ്റൽ 2022
    [classic1980] ക്ലാസിക് 1980
    [ninetynine_card] 99 കാർഡ്
   *[other] { $rules }
 }
## അറിയാത്ത കാർഡ്
card-unknown = '{ $name }' എന്ന കാർഡ് അറിയില്ല; ശരിയായ പേരുകൾ: { $valid }
