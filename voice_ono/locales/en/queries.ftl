## Answers to questions about the game (voice_ono.narration.queries).

you-are-out = You are out of this game.
no-human-player = Every player in this game is a bot, so there is no hand of yours to tell.
total-is = The total is { $total }. You lose at { $bust }.
# $reversed: yes or no; $order: the players in turn order.
direction = Play goes { $reversed ->
        [yes] reversed
       *[no] in seat order
    }: { $order }.
player-cards = { $who } { $person ->
        [you] have
       *[other] has
    } { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
still-in = Still in: { $players }.
out-list = Out: { $players }.
draw-pile = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } left in the draw pile.
# The answer to "how many tokens" or "what is the score" in a game without them ($asked: tokens or points).
not-this-game = There are no { $asked ->
        [tokens] tokens
       *[points] points
    } in this game{ $scoring ->
        [points] ; it is scored in points. Say what are the scores.
        [tokens] ; it is played with tokens. Say how many tokens.
       *[elimination] : the last player in wins. Say who is still in.
    }
player-count = { $who } { $count }
tokens-list = Tokens: { $players }.
scores-list = Scores: { $players }. The target is { $target }.
single-round = This game has a single round.
round-is = This is round { $round }.
cannot-answer = I cannot answer that now.

still-to-draw = You still have to draw: say draw.
must-play-second = You must play your second card.
must-play-two-you = You must play two cards.
round-tokens = Round { $round }; you have { $count ->
        [one] { $count } token
       *[other] { $count } tokens
    }.
round-score = Round { $round }; your score is { $score }.
round-plain = Round { $round }.
game-over = The game is over.
# $solo: yes with one human player.
your-turn = { $solo ->
        [yes] It is your turn.
       *[no] { $name }, it is your turn.
    }
whose-turn = It is { $who }'s turn.
total-now = The total is { $total }.
safe-to-play = Safe to play: { $cards }.
can-draw = You can draw your card: say draw.
nothing-safe = No card is safe to play.

not-played-lately = { $who } { $person ->
        [you] have
       *[other] has
    } not played a card lately.
not-played-since-resume = { $who } { $person ->
        [you] have
       *[other] has
    } not played since you resumed.
last-played = { $who } last played { $card }, making { $total }.
no-plays-yet = No cards have been played yet.
no-plays-since-resume = No cards have been played since you resumed. Say what was the last card to hear the top card.
played-making = { $who } played { $card }, making { $total }.
last-plays = Last plays: { $plays }
last-card-by = The last card was { $card }, played by { $who }. The total is { $total }.
last-card = The last card was { $card }. The total is { $total }.
no-card-yet = No card has been played yet.
