## Hints ("what should I play?") and "why did Bot 1 play that?": reason codes of voice_ono.bots.explain.
## reason-hint-*: to the player, present tense; reason-why-*: a bot's move, past tense; reason-why-hidden-*: while the bot's hand is
## hidden (only where the plain why would tell of its cards).
## $total: the total before the move, $after: after it, $bust: the losing total, $next: the next player ("you" or a name).

reason-hint-draw = the draw is yours, and you lose it if the next player plays first
reason-why-draw = the draw was its, and it would have lost it
reason-hint-discard_ono = ONO 99 cards can never be played, and this gives you four new cards
reason-why-discard_ono = ONO 99 cards can never be played, and this gave it four new cards
reason-hint-ono_on_tens = the total ends in zero, so an ONO 99 card goes for free
reason-why-ono_on_tens = the total ended in zero, so an ONO 99 card went for free
reason-hint-dodge = it passes the two cards on to { $next } instead of you playing two
reason-why-dodge = it passed the two cards on to { $next } instead of playing two
reason-hint-bring_down = the total is { $total } and your other cards would bust
reason-why-bring_down = the total was { $total } and its other cards would have busted
reason-why-hidden-bring_down = it brought the total down from { $total } to { $after }
reason-hint-only_safe = it is your only card that keeps the total under { $bust }
reason-why-only_safe = it was its only card that kept the total under { $bust }
reason-why-hidden-only_safe = it kept the total under { $bust }, at { $after }
reason-hint-safe_pair = it leaves you a safe second card
reason-why-safe_pair = it left it a safe second card
reason-why-hidden-safe_pair = it was the first of its two cards and kept the total at { $after }
reason-hint-force = it makes { $next } play two cards at { $total }
reason-why-force = it made { $next } play two cards at { $total }
reason-hint-set_99 = it sets the total to 99, so { $next } needs a card that adds nothing
reason-why-set_99 = it set the total to 99, so { $next } needed a card that adds nothing
reason-hint-reverse = it keeps the total at { $total } and saves your number cards
reason-why-reverse = it kept the total at { $total } and saved its number cards
reason-hint-lower = it brings the total down to { $after }, leaving room for your other cards
reason-why-lower = it brought the total down to { $after }, leaving room for its other cards
reason-hint-highest = it is your highest safe card, and it keeps your low cards for later
reason-why-highest = it was its highest safe card, and it kept its low cards for later
reason-why-hidden-highest = it took the total to { $after }, safely under { $bust }
reason-hint-number = it takes the total to { $after }, safely under { $bust }
reason-why-number = it took the total to { $after }, safely under { $bust }

why-easy-bot = it is an easy bot and plays any safe card at random

# "Play 3: it is ..." / "Bot 1 played 3: it was ..."
hint = { $move }: { $reason }.
why = { $mover } { $move }: { $reason }.

# $card: the card as said in a move (move-card)
move-play = { $tense ->
    [past] played { $card }
   *[imperative] Play { $card }
 }
move-draw = { $tense ->
    [past] drew its card
   *[imperative] Draw your card
 }
move-discard = { $tense ->
    [past] discarded four ONO 99 cards
   *[imperative] Discard your four ONO 99 cards
 }
move-card = { $card ->
    [number] { $name }
    [two] the number { $name }
    [minus10] { $name }
    [ono99] the { $name } card
    [ninety_nine] the { $name } card
   *[other] the { $name }
 }
