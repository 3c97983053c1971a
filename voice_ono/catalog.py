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
QUIT_SAFE = "Okay, we go on playing."
QUIT_NO = "Okay, we go on playing."

CHOOSE_AGAIN = "Please say {says}. Or say no to play nothing now."
CHOOSE_SAFE = "Nothing played. It is still your turn."
CHOOSE_NO = "Okay, nothing played. It is still your turn."

KEPT_OLD_GAME = ("Your old game is kept; to continue it later, run "
                 "voice-ono play --resume --save-file {path}.")
COULD_NOT_KEEP = ("I could not keep a copy of your old game ({error}), so it stays where it is "
                  "and this new game will not be saved.")
