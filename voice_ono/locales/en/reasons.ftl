## Why a command is refused (rules reasons: voice_ono.rules.reasons.IllegalCode;
## command reasons: voice_ono.commands.resolve.RefusalCode).
## $card: the card's name; $said: the card at the start of a sentence ("The number 2"); $player: whose turn it is.

illegal-game_over = The game is over.
illegal-not_started = The game has not started.
illegal-not_your_turn = It is not your turn; it is { $player }'s turn.
illegal-nothing_to_draw = You have no card to draw now.
illegal-draw_first = Draw your card; it is not your turn to play.
illegal-not_in_hand = You have no { $card }.
illegal-ono_only_on_tens = { $card } cards may be played only when the total ends in zero, one per turn.
illegal-ono_once_per_turn = You have played one { $card } card this turn already, and only one is allowed per turn. Play another card.
# R-ONO-1: said whether or not the player holds one ("play ono", "play 99" in rules without a 99 card).
illegal-never_playable = { $card } cards can never be played in these rules; they stay in the hand. Say what can I play to hear your safe cards.
illegal-forcing_not_first = { $said } cannot be the first of your two forced cards.
# R-BUST-1: $total is the total the card would make; $safe the safe cards, listed ("none" when $count is 0).
illegal-would_bust = { $said } would make { $total }, and you lose at { $bust }. Safe cards: { $count ->
        [0] none
       *[other] { $safe }
    }.
illegal-not_now = You cannot play { $card } now.
illegal-no_ono_discard = These rules have no four ONO 99 discard.
illegal-need_four_ono = You need four ONO 99 cards to discard them.
illegal-not_possible = That is not possible now.
illegal-not_supported = That is not possible now.

refused-game_over = The game is over. Say new game to play again.
refused-draw_first = Draw your card first: say draw.
refused-not_your_turn = It is not your turn. It is { $player }'s turn.
# $cards: the cards heard, joined by "or".
refused-not_in_rules = There is no { $cards } card in these rules. Say read my hand to hear your cards.
refused-not_in_hand = You have no { $cards }. Say read my hand to hear your cards.

# Two cards of the hand fit what was said. $options: "the number 2, or the Play 2 card"; $says: the phrases to say.
choose-ask = Do you mean { $options }? Say { $says }.
