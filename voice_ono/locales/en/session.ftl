## The session's sentences: start-up, questions (each asked, asked again naming the choices, the safe
## choice taken, and an explicit no), help, hot-seat hand-over, hints and "why" (voice_ono.narration.questions
## and voice_ono.session).
welcome = Welcome to voice-ono. Say help at any time to hear what you can say.
help-any-time = Say help at any time to hear what you can say.
saved-game-ask = Welcome to voice-ono. You have a saved game. Say yes to continue it, or no to start a new game.
# $empty: "yes" when the saved game has no moves yet (it is not kept: nothing to lose)
saved-game-again = Please answer yes or no. Yes continues your saved game. No starts a new game{ $empty ->
    [yes] ; your saved game has no moves yet, so it is not kept.
   *[no] , and your saved game is kept in a file.
 }
saved-game-safe = I did not hear yes or no, so I will continue your saved game.
new-game-ask = Start { $summary }? This game will end. Say yes or no.
new-game-again = Please answer yes or no. Yes starts { $summary }, and this game is kept in a file. No goes on with this game.
new-game-ask-unsaved = Start { $summary }? This game will end, and it is not saved because autosave is off. Say yes or no.
new-game-again-empty = Please answer yes or no. Yes starts { $summary }; this game has no moves yet. No goes on with this game.
new-game-again-unsaved = Please answer yes or no. Yes starts { $summary }, and this game is lost, because autosave is off. No goes on with this game.
new-game-safe = Okay, this game goes on.
new-game-no = Okay, this game goes on.
quit-ask = Quit the game? It will be saved. Say yes or no.
quit-again = Please answer yes or no. Yes quits, and the game is saved. No goes on playing.
quit-ask-unsaved = Quit the game? It will not be saved. Say yes or no.
quit-again-unsaved = Please answer yes or no. Yes quits, and the game is not saved. No goes on playing.
say-again = Sorry, say that again?
not-caught = Sorry, I did not catch that. Please say it again, or say help.
## $earlier: "yes" when a saved game is on disk (it stays at the earlier position), "no" when none is.
## $cause: "full" (no space left on the disk), "denied" (voice-ono may not write there) or "other".
save-failed = I could not save the game{ $cause ->
    [full] : the disk is full.
    [denied] : I may not write in its folder.
   *[other] .
} { $earlier ->
    [yes] Your saved game is still at the earlier position.
   *[no] Nothing is saved yet.
} The game goes on, and I will try to save again after each move.
save-works-again = The game is saved again.
save-failed-goodbye = I could not save the game, so { $earlier ->
    [yes] your saved game is still at the earlier position; to continue from there, run { $command }.
   *[no] this game is not saved.
} Goodbye.
quit-safe = Okay, we go on playing.
quit-no = Okay, we go on playing.
play-ask = Play { $what }? Say yes or no.
play-again-ask = Please answer yes or no. Yes plays { $what }. No plays nothing.
action-ask = { $what }? Say yes or no.
action-again-ask = Please answer yes or no. Yes means { $what }. No does nothing.
play-safe = I did not hear yes or no, so nothing is played. It is still your turn.
play-no = Okay, not played. It is still your turn.
still-not-understood = I still did not understand. Say help to hear what you can say.
choose-again = Please say { $says }. Or say no to play nothing now.
choose-safe = Nothing played. It is still your turn.
choose-no = Okay, nothing played. It is still your turn.
old-game-not-kept = Your old game had no moves yet, so it is not kept.
saved-game-help = You have a saved game. { saved-game-again } Say quit to leave; the saved game is kept.
# A query ("what is the total") while the start-up question waits: no game is chosen yet.
saved-game-query = First choose the game, then ask again. { saved-game-again }
saved-game-quit = Your saved game is kept. To continue it, run { $command }. Goodbye.
kept-old-game = Your old game is kept; to continue it later, run voice-ono play --resume --save-file { $path }.
could-not-keep = I could not keep a copy of your old game ({ $error }), so it stays where it is and this new game will not be saved.
humans-out-solo = You are out of the game, so the bots finish it without reading every move; you will hear who wins.
humans-out = Every human player is out of the game, so the bots finish it without reading every move; you will hear who wins.
play-again = Say new game to play again, or quit.
help-short-text = You can say: { $commands }. Say more help for the rest, or help with cards, or help with questions.
help-more-tail = For questions about the game, say help with questions; for cards, say help with cards.
hand-over = { $name }, your turn. Say ready when only you are listening.
say-ready = { $name }, say ready first, when only you are listening.
say-draw = Say draw to take your card.
say-draw-named = { $name }, say draw to take your card.
drew-card = { $name } draws a card.
not-waiting-ready = Nobody needs to say ready now.
no-such-player = There is no player called { $who }. The players are { $players }.
hints-off = Hints are off in this game.
hint-game-over = The game is over. Say new game to play again.
hint-not-your-turn = It is { $player }'s turn. Ask for a hint on your turn.
why-no-bot-yet = No bot has played yet.
why-no-bot-since-resume = No bot has played since you resumed.
why-not-played = { $player } has not played yet.
## $count: how many bots the game has; $bots: their names, joined.
why-no-such-player = There is no { $player } in this game. { $count ->
    [0] There are no bots in it.
    [one] The only bot is { $bots }.
   *[other] The bots are { $bots }.
}
# "Yes plays the 3": a number card gets "the"; another card is already "the Play 2 card".
card-in-answer = { $card ->
        [number] the { $name }
       *[other] { $name }
    }
# $difficulty: easy, medium or hard.
new-game-summary = a new game with { $bots } { $difficulty } { $bots ->
        [one] bot
       *[other] bots
    }
new-game-summary-rules = , { $rules } rules
# "with points" / "with tokens", as asked.
new-game-summary-scoring = with { $scoring ->
        [points] points
       *[tokens] tokens
    }
starting = Starting { $summary }.
no-question = There is no question to answer. Say help to hear what you can say.
bots-range = You can play against { $low } to { $high } bots with { $rules } rules. Say for example: new game with three bots.
cannot-start = Cannot start that game: { $error }.
not-a-bot = { $who } { $person ->
        [you] are
       *[other] is
    } not a bot.
speech-refused = The speech engine refused it: { $error }.
setting-not-saved = It could not be saved for next time ({ $error }).
setting-not-stored-not-a-file = It holds for this game only and was not stored: { $path } is not a regular file. Give --config a regular file to keep it.
you-can-say = You can say: { $commands }.
# How to play a card (help); the special cards of the deck follow, as the grammar says them.
help-play = play seven, or just seven
help-play-ono = play ono, when the total ends in zero
resuming = Resuming your saved game of { $rules } rules with { $players }.
no-player-to-act = There is no player to act.
saved-goodbye = Game saved. To continue later, run { $command }. Goodbye.
goodbye = Goodbye.
# Speech settings changed by voice; $what: slower, faster, louder or quieter.
speech-at-limit = This is already the { $what ->
        [slower] slowest speed
        [faster] fastest speed
        [louder] loudest setting
       *[quieter] quietest setting
    }.
speech-rate = Speaking { $what ->
        [slower] slower
       *[faster] faster
    } now, { $rate } words a minute.
speech-volume = Speaking { $what ->
        [louder] louder
       *[quieter] quieter
    } now, volume { $percent } percent.
verbosity-short = Short announcements now. Say read my hand to hear your cards.
verbosity-full = Full announcements now.
# $heard: what was typed or heard, at most 40 characters.
not-understood = Sorry, I did not understand "{ $heard }". Say a card, like play seven, or say help to hear what you can say.
nothing-heard = (nothing)

## An unsure spoken speech setting is asked about first (it is saved in the config file).
setting-ask = { $setting ->
    [slower] Speak slower?
    [faster] Speak faster?
    [louder] Speak louder?
    [quieter] Speak more quietly?
    [short] Use short announcements?
   *[full] Use full announcements?
} Say yes or no.
setting-again = Please answer yes or no. Yes changes how I speak. No leaves it as it is.
setting-safe = I did not hear yes or no, so how I speak stays as it is.
setting-no = Okay, how I speak stays as it is.
