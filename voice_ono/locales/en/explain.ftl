## What a card does under a rule set (voice_ono.narration.explain), worded from the rule set's data.
## $name: the card's name; $card: its id (a number card: its number).
## Rule IDs: R-NUM-1, R-M10-1, R-80-NEG, R-80-HOLD, R-REV-1/2, R-P2-*, R-80-DP-1..3, R-ONO-*, R-80-ONO-1..3, R-99-1, R-80-PTS-2.

explain-not-in-deck = There is no { $name } card in these rules.
explain-number = { $card ->
        [8] An
       *[other] A
    } { $name } adds { $amount } to the total.
# $floor: none (no floor), or the lowest total.
explain-minus = { $card ->
        [minus10] Minus 10
       *[other] { $name }
    } takes { $amount } off the total{ $floor ->
        [none] . The total may go below zero.
        [0] , but never below zero.
       *[other] , but never below { $floor }.
    }
explain-adds-nothing = { $name } adds nothing to the total.
explain-adds = { $name } adds { $amount } to the total.
explain-set = The { $name } card sets the total to { $amount }, whatever it was. The next player then needs a card that adds nothing or takes ten off.
explain-reverse = { $name } changes the direction of play and adds nothing to the total.
explain-reverse-two = With only two players in, it just passes the turn back.
explain-force = { $name } adds nothing, and the next player must play { $count ->
        [2] two
        [3] three
        [4] four
       *[other] { $count }
    } cards, drawing after each.
explain-force-not-first = It cannot be the first of the cards you are forced to play.
explain-unplayable = { $name } cards can never be played; they only clog your hand.
explain-ono-on-tens = { $name } cards are played only when the total ends in zero: then you may play one for nothing, once per turn, before your card.
explain-ono-discard = With four of them you may discard all four as your play and draw four.
explain-four-ono-ends-turn = Holding four of them ends your turn without a play.
explain-only-ono-out = If your hand holds nothing but { $name } cards, you are out of the round.
explain-dodge = It also dodges a { $forcing }: played when you must play two cards, it is your only card and the next player must play two instead.
explain-points = Left in your hand at a round's end it scores { $points } points.
