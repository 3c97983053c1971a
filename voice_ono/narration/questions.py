"""The questions the session asks, as types, and their sentences.

Every question protects the game: it is asked; an answer that is not one of
its choices is met once by asking again with the choices named; then the
safe choice (nothing is played, quit or replaced) is taken and said.  An
explicit "no" has its own sentence.  Words: ``locales/<lang>/session.ftl``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from voice_ono.commands.resolve import Clarify, action_phrase, card_phrase
from voice_ono.commands.types import SpeechSetting
from voice_ono.narration.cards import card_in_question, join_words, rules_label
from voice_ono.narration.catalog import text
from voice_ono.narration.reasons import choice_question, refusal_text
from voice_ono.rules import Action, Card, Illegal, PlayCard


@dataclass(frozen=True)
class ConfirmPlay:
    """"Play 7? Say yes or no." before an unsure (or ``--confirm always``) action.

    ``ruled_out``: the other cards that fit what was said and why they cannot be played, said first ("play
    two" when only the Play 2 card is safe: "The number 2 would make 100 ... Play the Play 2 card?").
    """

    action: Action
    ruled_out: tuple[Illegal, ...] = ()


@dataclass(frozen=True)
class ChooseCard:
    """"Do you mean the number 2, or the Play 2 card?": ``choices`` are actions of the hand."""

    choices: tuple[Action, ...]


@dataclass(frozen=True)
class ConfirmQuit:
    """"Quit the game?" (spoken "quit"); ``saved``: the game is saved on quitting."""

    saved: bool


@dataclass(frozen=True)
class ConfirmNewGame:
    """"Start a new game with 3 medium bots? This game will end."

    :param bots: the number of bots; ``difficulty``: easy, medium or hard;
        ``rules``: the preset, said unless it is the default; ``scoring``:
        "points" or "tokens" when the player asked for it, else None;
        ``kept``: the game being left is kept in a file (False with
        ``--no-autosave``: it is lost, and the question says so);
        ``empty``: it has no moves yet, so there is nothing to keep or lose
        (the question says neither).
    """

    bots: int
    difficulty: str
    rules: str
    scoring: str | None = None
    kept: bool = True
    empty: bool = False


@dataclass(frozen=True)
class ConfirmSetting:
    """"Speak louder? Say yes or no." before an unsure spoken speech setting (it is saved in the config file).

    :param setting: slower, faster, louder, quieter, short or full.
    """

    setting: SpeechSetting


Question = Union[ConfirmPlay, ChooseCard, ConfirmQuit, ConfirmNewGame, ConfirmSetting]
"""A question waiting for an answer (``Session.pending``)."""

DEFAULT_RULES = "mattel2022"


def new_game_summary(q: ConfirmNewGame) -> str:
    """``"a new game with 3 medium bots, classic 1980 rules with points"``."""
    out = text("new-game-summary", bots=q.bots, difficulty=q.difficulty)
    if q.rules != DEFAULT_RULES:
        out += text("new-game-summary-rules", rules=rules_label(q.rules))
    if q.scoring is not None:
        out += " " + text("new-game-summary-scoring", scoring=q.scoring)
    return out


def _says(choices: tuple[Action, ...]) -> str:
    return join_words([card_phrase(a.card) if isinstance(a, PlayCard) else action_phrase(a) for a in choices],
                      ", or")


def _action_what(action: Action) -> str:
    what = action_phrase(action)
    return what[:1].upper() + what[1:]


def ask(q: Question) -> str:
    """The question as first asked."""
    if isinstance(q, ConfirmPlay):
        first = "".join(refusal_text(r) + " " for r in q.ruled_out)
        if isinstance(q.action, PlayCard):
            return first + text("play-ask", what=card_in_question(q.action.card))
        return first + text("action-ask", what=_action_what(q.action))
    if isinstance(q, ChooseCard):
        return choice_question(Clarify(q.choices))
    if isinstance(q, ConfirmQuit):
        return text("quit-ask" if q.saved else "quit-ask-unsaved")
    if isinstance(q, ConfirmSetting):
        return text("setting-ask", setting=q.setting.value)
    return text("new-game-ask" if q.kept or q.empty else "new-game-ask-unsaved", summary=new_game_summary(q))


def again(q: Question) -> str:
    """The question asked again once, naming its choices."""
    if isinstance(q, ConfirmPlay):
        if isinstance(q.action, PlayCard):
            plain = q.action.card.is_number and q.action.card is not Card.TWO  # "the 7"; "the number 2"
            return text("play-again-ask", what=text("card-in-answer", card="number" if plain else "other",
                                                    name=card_in_question(q.action.card)))
        return text("action-again-ask", what=action_phrase(q.action))
    if isinstance(q, ChooseCard):
        return text("choose-again", says=_says(q.choices))
    if isinstance(q, ConfirmQuit):
        return text("quit-again" if q.saved else "quit-again-unsaved")
    if isinstance(q, ConfirmSetting):
        return text("setting-again")
    key = "new-game-again-empty" if q.empty else "new-game-again" if q.kept else "new-game-again-unsaved"
    return text(key, summary=new_game_summary(q))


def safe(q: Question) -> str:
    """Said when the safe choice is taken after a second answer that was not one."""
    return text({ConfirmPlay: "play-safe", ChooseCard: "choose-safe", ConfirmQuit: "quit-safe",
                 ConfirmNewGame: "new-game-safe", ConfirmSetting: "setting-safe"}[type(q)])


def said_no(q: Question) -> str:
    """Said for an explicit "no"."""
    return text({ConfirmPlay: "play-no", ChooseCard: "choose-no", ConfirmQuit: "quit-no",
                 ConfirmNewGame: "new-game-no", ConfirmSetting: "setting-no"}[type(q)])
