## The 1980 editions' round events (voice_ono.narration.rounds): R-80-TOK, R-80-PTS-1..3, R-80-DRAW, R-80-ONO-2.
## $who: the player as said; $person: you or other (the verb agrees).

round-started = Round { $round }.
everyone-tokens = Everyone has { $count ->
        [one] { $count } token
       *[other] { $count } tokens
    }.
scored-in-points = This game is scored in points; everyone starts at 0.
round-ended = End of round { $round }.
lost-the-round = { $who } lost the round.
tokens-left-list = Tokens left: { $players }.
last-one-in = { $who } { $person ->
        [you] are
       *[other] is
    } the last one in.
points-this-round = Points this round: { $players }.
scores-listed = Scores: { $players }.
# One entry of a listing: "You have 3 tokens", "Bob has 1 point". $unit: token or point.
player-has = { $who } { $person ->
        [you] have
       *[other] has
    } { $unit ->
        [token] { $count ->
            [one] { $count } token
           *[other] { $count } tokens
        }
       *[point] { $count ->
            [one] { $count } point
           *[other] { $count } points
        }
    }
token-lost = { $who } { $person ->
        [you] lose
       *[other] loses
    } a token, { $left ->
        [0] no tokens left; one more loss and out
        [one] { $left } token left
       *[other] { $left } tokens left
    }.
out-target = { $who } reached { $score } points and { $person ->
        [you] are
       *[other] is
    } out of the game.
out-no-tokens = { $who } { $person ->
        [you] have no tokens left and are
       *[other] has no tokens left and is
    } out of the game.
draw-forfeited = { $who } did not draw in time and { $person ->
        [you] lose
       *[other] loses
    } that { $cards ->
        [one] card
       *[other] { $cards } cards
    } for the rest of the round.
turn-passed = { $who } { $person ->
        [you] hold
       *[other] holds
    } four O'NO 99 cards; the turn ends without a play.
# $reason: second_card, or anything else (no safe card).
out-of-round = { $who } { $reason ->
        [second_card] cannot play a safe second card
       *[other] cannot play safely
    } and { $person ->
        [you] are
       *[other] is
    } out of this round.
