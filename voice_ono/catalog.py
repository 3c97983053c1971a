"""Player-facing sentences of the session: questions, their second asking,
what is said when the safe choice is taken, and the help texts.

One place for this text (BRIEF: player text in one catalog), so wording is
reviewed and translated together.  Pure: no I/O.
"""

from __future__ import annotations

# ---------------------------------------------------------------- questions
# Every question the session asks has three sentences: the question; the same
# question asked again once, naming the choices, when the answer was not one of
# them; and what is said when the safe choice is then taken (nothing is
# overwritten, deleted or quit without an explicit yes).

WELCOME = "Welcome to voice-ono. Say help at any time to hear what you can say."
HELP_ANY_TIME = "Say help at any time to hear what you can say."

SAVED_GAME_ASK = ("Welcome to voice-ono. You have a saved game. "
                  "Say yes to continue it, or no to start a new game.")
SAVED_GAME_AGAIN = ("Please answer yes or no. Yes continues your saved game. "
                    "No starts a new game, and your saved game is kept in a file.")
SAVED_GAME_SAFE = "I did not hear yes or no, so I will continue your saved game."

NEW_GAME_ASK = "Start {summary}? This game will end. Say yes or no."
NEW_GAME_AGAIN = ("Please answer yes or no. Yes starts {summary}, and this game is kept in a file. "
                  "No goes on with this game.")
NEW_GAME_SAFE = "Okay, this game goes on."
NEW_GAME_NO = "Okay, this game goes on."

QUIT_ASK = "Quit the game? It will be saved. Say yes or no."
QUIT_AGAIN = "Please answer yes or no. Yes quits, and the game is saved. No goes on playing."
QUIT_ASK_UNSAVED = "Quit the game? It will not be saved. Say yes or no."
QUIT_AGAIN_UNSAVED = "Please answer yes or no. Yes quits, and the game is not saved. No goes on playing."
SAY_AGAIN = "Sorry, say that again?"
NOT_CAUGHT = "Sorry, I did not catch that. Please say it again, or say help."
SAVE_FAILED = "I could not save the game: {reason}. The game goes on, but it will not be saved."
QUIT_SAFE = "Okay, we go on playing."
QUIT_NO = "Okay, we go on playing."

PLAY_ASK = "Play {what}? Say yes or no."
PLAY_AGAIN_ASK = "Please answer yes or no. Yes plays {what}. No plays nothing."
ACTION_ASK = "{what}? Say yes or no."
ACTION_AGAIN_ASK = "Please answer yes or no. Yes means {what}. No does nothing."
PLAY_SAFE = "I did not hear yes or no, so nothing is played. It is still your turn."
PLAY_NO = "Okay, not played. It is still your turn."
THE_CARD = "the {label} card"
"""A card other than a number, in "Play the Play 2 card?" (not "Play Play 2?")."""
STILL_NOT_UNDERSTOOD = "I still did not understand. Say help to hear what you can say."

CHOOSE_AGAIN = "Please say {says}. Or say no to play nothing now."
CHOOSE_SAFE = "Nothing played. It is still your turn."
CHOOSE_NO = "Okay, nothing played. It is still your turn."

OLD_GAME_NOT_KEPT = "Your old game had no moves yet, so it is not kept."
SAVED_GAME_HELP = "You have a saved game. " + SAVED_GAME_AGAIN + " Say quit to leave; the saved game is kept."
SAVED_GAME_QUIT = "Your saved game is kept. To continue it, run {command}. Goodbye."

# ---------------------------------------------------------------- save files (stderr, one line each)
NOT_A_SAVE = ("{path} is not a voice-ono saved game, so it is left untouched. "
              "Pick another file with --save-file, or leave --save-file out.")
SAVE_IN_USE = ("The saved game at {path} is open in another voice-ono right now, so this one will not touch it. "
               "Close the other game first, or pick another file with --save-file.")
DAMAGED_NEW_GAME = "The saved game at {path} is damaged and can't be loaded; it is kept as {kept}. Starting a new game."
DAMAGED_NOT_MOVED = ("The saved game at {path} is damaged and can't be loaded, and it could not be moved aside "
                     "({error}); it stays untouched and this game will not be saved.")
DAMAGED_RESUME = ("The saved game at {path} is damaged and can't be loaded. To start a new game, run "
                  "voice-ono play without --resume; the damaged file will be kept.")
INPUT_ENDED_SAVED = "input ended; your saved game is kept. Continue with: {command}"
INPUT_ENDED_GAME = "input ended; the game is saved. Continue with: {command}"
INPUT_ENDED_UNSAVED = "input ended; the game was not saved (autosave is off)."
RESUME_IGNORES = ("resuming your saved game as it was; {options} apply to new games only "
                  "(run without --resume for a new game).")
NO_PLAYS_SINCE_RESUME = "No cards have been played since you resumed. Say what was the last card to hear the top card."
NOT_PLAYED_SINCE_RESUME = "{who} has not played since you resumed."
CONFIG_MISSING = ("the config file {path} does not exist; using the default speech settings "
                  "(saying slower, louder or short announcements will create it).")

KEPT_OLD_GAME = ("Your old game is kept; to continue it later, run "
                 "voice-ono play --resume --save-file {path}.")
COULD_NOT_KEEP = ("I could not keep a copy of your old game ({error}), so it stays where it is "
                  "and this new game will not be saved.")

# ---------------------------------------------------------------- queries
NOT_THIS_GAME = {
    "points": "There are no {asked} in this game; it is scored in points. Say what are the scores.",
    "tokens": "There are no {asked} in this game; it is played with tokens. Say how many tokens.",
    "elimination": ("There are no {asked} in this game: the last player in wins. "
                    "Say who is still in."),
}
"""The answer to "how many tokens" or "what is the score" in a game without
them, saying what does apply (key: the game's scoring)."""

CAN_DISCARD = "You can discard your four ONO 99 cards: say discard four onos."

HUMANS_OUT_SOLO = ("You are out of the game, so the bots finish it without reading every move; "
                   "you will hear who wins.")
HUMANS_OUT = ("Every human player is out of the game, so the bots finish it without reading every move; "
              "you will hear who wins.")
PLAY_AGAIN = "Say new game to play again, or quit."

# ---------------------------------------------------------------- help
HELP_SHORT = ("play", "hand", "safe", "total", "repeat")
"""The five most used commands (grammar intent names), read by plain "help"."""
HELP_SHORT_TEXT = ("You can say: {commands}. Say more help for the rest, "
                   "or help with cards, or help with questions.")
HELP_MORE_TAIL = "For questions about the game, say help with questions; for cards, say help with cards."
HELP_CARDS = ("play", "discard_ono", "draw", "explain")
"""Intents read by "help with cards" ("help with questions" reads every query)."""

# ---------------------------------------------------------------- hot-seat
HAND_OVER = "{name}, your turn. Say ready when only you are listening."
SAY_READY = "{name}, say ready first, when only you are listening."
SAY_DRAW = "Say draw to take your card."
SAY_DRAW_NAMED = "{name}, say draw to take your card."
DREW_CARD = "{name} draws a card."
NOT_WAITING_READY = "Nobody needs to say ready now."

NO_SUCH_PLAYER = "There is no player called {who}. The players are {players}."

# ---------------------------------------------------------------- start-up notes (stderr)
TYPED_COMMANDS = "Typed commands are in use."
MIC_STOPPED_REOPENED = "The microphone stopped. I opened it again, so please say your command again."
MIC_STOPPED_TYPED = ("The microphone stopped and could not be opened again, so the game goes on with typed "
                     "commands. Type help to hear what you can type.")
DEVICE_UNUSED = "--device {device} is not used: {why}."
DEVICE_UNUSED_TEXT = "commands are typed (--input text)"
DEVICE_UNUSED_WAV = "commands come from the WAV files"
DEVICE_UNUSED_NO_MIC = "no microphone could be opened"
NO_MICROPHONE = "No microphone found, so typed commands are in use. For details run: voice-ono devices"


# ---------------------------------------------------------------- hints and "why" (issue 12)
# Reason code (voice_ono.bots.explain) -> (hint: to "you", present tense;
# why: a bot's move, past tense; why while the bot's hand is hidden, or None
# when the reason shows nothing of its hand).  Rendered by
# voice_ono.narrate.reason_text.
REASON_TEXTS: dict[str, tuple[str, str, str | None]] = {
    "draw": ("the draw is yours, and you lose it if the next player plays first",
             "the draw was its, and it would have lost it", None),
    "discard_ono": ("ONO 99 cards can never be played, and this gives you four new cards",
                    "ONO 99 cards can never be played, and this gave it four new cards", None),
    "ono_on_tens": ("the total ends in zero, so an ONO 99 card goes for free",
                    "the total ended in zero, so an ONO 99 card went for free", None),
    "dodge": ("it passes the two cards on to {next} instead of you playing two",
              "it passed the two cards on to {next} instead of playing two", None),
    "bring_down": ("the total is {total} and your other cards would bust",
                   "the total was {total} and its other cards would have busted",
                   "it brought the total down from {total} to {after}"),
    "only_safe": ("it is your only card that keeps the total under {bust}",
                  "it was its only card that kept the total under {bust}",
                  "it kept the total under {bust}, at {after}"),
    "safe_pair": ("it leaves you a safe second card",
                  "it left it a safe second card",
                  "it was the first of its two cards and kept the total at {after}"),
    "force": ("it makes {next} play two cards at {total}",
              "it made {next} play two cards at {total}", None),
    "set_99": ("it sets the total to 99, so {next} needs a card that adds nothing",
               "it set the total to 99, so {next} needed a card that adds nothing", None),
    "reverse": ("it keeps the total at {total} and saves your number cards",
                "it kept the total at {total} and saved its number cards", None),
    "lower": ("it brings the total down to {after}, leaving room for your other cards",
              "it brought the total down to {after}, leaving room for its other cards", None),
    "highest": ("it is your highest safe card, and it keeps your low cards for later",
                "it was its highest safe card, and it kept its low cards for later",
                "it took the total to {after}, safely under {bust}"),
    "number": ("it takes the total to {after}, safely under {bust}",
               "it took the total to {after}, safely under {bust}", None),
}

WHY_EASY_BOT = "it is an easy bot and plays any safe card at random"
HINTS_OFF = "Hints are off in this game."
HINT_GAME_OVER = "The game is over. Say new game to play again."
HINT_NOT_YOUR_TURN = "It is {player}'s turn. Ask for a hint on your turn."
WHY_NO_BOT_YET = "No bot has played yet."
WHY_NOT_PLAYED = "{player} has not played yet."
WHY_NO_SUCH_PLAYER = "There is no {player} in this game. The bots are {bots}."

# ================================================================ enrollment and voice profiles (issue 11)
# One block, so it can be converted to the Fluent catalog together.  Spoken and printed by voice_ono.enroll and
# voice_ono.app.

ENROLL_INTRO = ("Voice enrollment for profile {name}. I will ask you to say {phrases} phrases, {takes} times each, "
                "{total} takes in all. Say each phrase after I ask for it, in your normal voice. "
                "To stop, say quit, or press Control C; your takes are kept and you can go on later.")
ENROLL_RESUME = "Welcome back. {done} of {total} takes are already recorded; we go on from there."
ENROLL_PROMPT = "{n} of {total}. Say: {phrase}."
ENROLL_TOO_QUIET = "That was too quiet. Please come closer to the microphone, or speak up, and say {phrase} again."
ENROLL_CLIPPED = "That was too loud and distorted. Please move back a little and say {phrase} again."
ENROLL_NOTHING = "I heard nothing. Please say {phrase}."
ENROLL_SKIPPED = "Let us skip {phrase} for now; I will ask for it again next time."
ENROLL_PAUSED = ("Enrollment paused. {done} of {total} takes are kept. To go on, run: voice-ono enroll "
                 "--profile {name}")
ENROLL_BUILDING = "Thank you. All {total} takes are recorded. Building your voice profile; this takes a moment."
ENROLL_DONE = ("Your voice profile {name} is ready. Use it with: voice-ono play --profile {name}")
ENROLL_NOT_ADAPTED = "Note: {why}"
ENROLL_INCOMPLETE = ("{missing} takes are still missing, so the profile is not built yet. Run voice-ono enroll "
                     "--profile {name} again to record them.")
PROFILE_IN_USE = "Using voice profile {name}."
PROFILE_NOT_USED = "{problem} Going on without a voice profile."
PROFILES_NONE = "No voice profiles yet. Make one with: voice-ono enroll --profile NAME"
PROFILE_DELETED = "Deleted voice profile {name}."
