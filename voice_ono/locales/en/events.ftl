## Narrated events (voice_ono.narration.events). $who: the player as said ("You" or a name);
## $person: "you" or "other", for the verb's agreement; $card: a card's name; $hand: a list of cards.

game-started = New game of ONO 99, { $rules } rules, with { $players }.
dealer-deals = { $who } { $person ->
        [you] deal
       *[other] deals
    }.

# $solo: "yes" with one human player ("Your turn"), else the player is named.
turn-lead = { $solo ->
        [yes] Your turn
       *[no] { $name }, your turn
    }
turn-start = { $lead }. The total is { $total }.
turn-forced = { $lead }. You must play two cards. The total is { $total }.
turn-second = Now play your second card. The total is { $total }.
you-hold = You hold { $hand }.
safe-now = Safe: { $cards }.
can-discard = You can discard your four ONO 99 cards: say discard four onos.

card-played = { $who } { $person ->
        [you] play
       *[other] plays
    } { $card }. Total { $total }.
card-played-short = { $who }: { $card }, total { $total }.
direction-changed = Direction reversed.
play2-passed = { $who } { $person ->
        [you] pass
       *[other] passes
    } the { $card } on.
must-play-two = { $who } must play two cards.
you-draw = You draw { $cards }.
# Short announcements name cards bare, like "Bot 1: 7, total 40": "New card: 4." / "New cards: 1, 2 and 3."
you-draw-short = { $count ->
        [one] New card
       *[other] New cards
    }: { $cards }.
reshuffled = The draw pile is empty. The discard pile is shuffled into a new draw pile.
ono-discarded = { $who } { $person ->
        [you] discard four ONO 99 cards and draw
       *[other] discards four ONO 99 cards and draws
    } four new cards.
# $reason: second_card (no safe second card) or no_safe_card.
eliminated = { $person ->
        [you] You { $reason ->
            [second_card] cannot play a second card
           *[other] have no safe card
        }. You are out. You held { $hand }.
       *[other] { $who } { $reason ->
            [second_card] cannot play a second card
           *[other] has no safe card
        } and is out. { $who } held { $hand }.
    }
held-hand = { $who } held { $hand }.

won-no-one-can-play = No one left can play. { $who } played the last card.
# R-80-PTS-3: the winner has the lowest score among the players still in ($score may be absent).
won-lowest-score = { $who } { $person ->
        [you] have
       *[other] has
    } the lowest score among the players still in.
won-lowest-score-points = { $who } { $person ->
        [you] have
       *[other] has
    } the lowest score among the players still in, { $score } points.
out-earlier = Out of the game earlier, on reaching the target: { $players }.
out-this-round = Out of the game this round, on reaching the target: { $players }.
player-at-score = { $who } at { $score }
game-won = { $person ->
        [you] You win the game!
       *[other] { $who } wins the game.
    }
