## Card names, lists and rule-set names.
## $card: a number card as a number (0 to 10), any other card by its id
## (reverse, play2, minus10, ono99, hold, double_play, ninety_nine).

card-name = { $card ->
    [reverse] Reverse
    [play2] Play 2
    [minus10] minus 10
    [ono99] ONO 99
    [hold] Hold
    [double_play] Double Play
    [ninety_nine] 99
   *[other] { $card }
 }

# One card with its article, so a number is not heard as a count: "a 1", "an 8", "an ONO 99".
card-with-article = { $card ->
    [8] an { $name }
    [ono99] an { $name }
    [play2] a { $name } card
   *[other] a { $name }
 }

# "Play the Play 2 card?" (not "Play Play 2?"); a number is said as it is, but the number 2 is
# "the number 2" ("Play 2?" is the Play 2 card's name).
card-in-question = { $card ->
    [number] { $name }
    [two] the number { $name }
   *[other] the { $name } card
 }

# A card played or refused, where the number 2 and the Play 2 card must not sound alike:
# "You play the number 2." / "You play the Play 2 card."; $start: yes at the start of a sentence.
card-said = { $card ->
    [2] { $start ->
        [yes] The
       *[no] the
    } number { $name }
    [play2] { $start ->
        [yes] The
       *[no] the
    } { $name } card
   *[other] { $name }
 }
# The same in short announcements: "Bot 1: number 2, total 40."
card-said-short = { $card ->
    [2] number { $name }
    [play2] { $name } card
   *[other] { $name }
 }

# A card in "Do you mean the number 2, or the Play 2 card?"
card-choice = { $card ->
    [number] the number { $name }
   *[other] the { $name } card
 }

# Lists: "a, b and c"; the last two are joined by list-and, list-then or list-or.
list-separator = {", "}
list-or-separator = {", or "}
# Between the commands of a help line.
help-separator = {"; "}
list-and = { $first } and { $last }
list-then = { $first } then { $last }
list-or = { $first } or { $last }
list-or-comma = { $first }, or { $last }
list-empty = nothing

rules-name = { $rules ->
    [mattel2022] Mattel 2022
    [classic1980] classic 1980
    [ninetynine_card] ninety-nine card
   *[other] { $rules }
 }
## voice_ono.rules.UnknownCardError (e.g. in `voice-ono recognize --hand`)
card-unknown = unknown card '{ $name }'; valid names: { $valid }
