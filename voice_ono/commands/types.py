"""Parsed commands as small frozen value types (python-chess style: ``Move``, ``Piece``).

A command is one class per kind of grammar intent (``kind = "..."`` in ``grammars/<lang>.toml``), each with
typed fields: the cards a play can mean (:class:`voice_ono.rules.Card`), what a query asks
(:class:`QueryKind`), which control (:class:`ControlKind`, :class:`SpeechSetting`), the answer
(:class:`AnswerKind`) and the settings of a new game.  Every language's grammar has the same intents and
slot keys, so these types are the same for all of them; ``grammars/en.toml`` is the source of the names.

:func:`voice_ono.commands.parse.parse_command` builds them; the session dispatches on their class and
enums, never on the words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import ClassVar, Union

from voice_ono.rules import Card
from voice_ono.rules.ruleset import ScoringMode


CommandJSON = dict[str, str | list[str] | None]
"""A command as ``voice-ono recognize --json`` writes it (:meth:`_CommandBase.to_json`): the intent, then the
slots by the grammar's keys (a card by its name, ``candidates`` a list of card names)."""


class CommandKind(Enum):
    """The kind of a grammar intent (``kind = "..."`` in ``grammars/<lang>.toml``)."""

    PLAY = "play"
    DISCARD = "discard"
    DRAW = "draw"
    QUERY = "query"
    CONTROL = "control"
    ANSWER = "answer"
    SETUP = "setup"


class IntentValue(Enum):
    """An enum whose values are the ``value`` of grammar intents (and so the intents' names)."""

    _value_: str


class QueryKind(IntentValue):
    """What a query asks: the ``value`` of a ``kind = "query"`` intent (the intent of the same name)."""

    HAND = "hand"                    # "read my hand"
    SAFE = "safe"                    # "what can i play"
    TOTAL = "total"                  # "what is the total"
    TURN = "turn"                    # "whose turn is it"
    DIRECTION = "direction"          # "which direction"
    PLAYERS = "players"              # "who is still in"
    DRAW_PILE = "draw_pile"          # "how many cards are left"
    EXPLAIN = "explain"              # "what does {card} do"
    HINT = "hint"                    # "what should i play"
    WHY = "why"                      # "why did {player} play that"
    HISTORY = "history"              # "what happened"
    LAST_CARD = "last_card"          # "what was the last card"
    PLAYER_PLAYED = "player_played"  # "what did {player} play"
    TOKENS = "tokens"                # "my tokens" (R-80-TOK)
    SCORES = "scores"                # "what are the scores" (R-80-PTS-*)
    ROUNDS = "rounds"                # "which round"

    @property
    def reveals_hand(self) -> bool:
        """Whether the answer tells of a hand (a hint names a card in it): refused in hot-seat games until
        the player says "ready", and with no human seat."""
        return self in _PRIVATE_QUERIES


_PRIVATE_QUERIES = frozenset({QueryKind.HAND, QueryKind.SAFE, QueryKind.HINT})


class ControlKind(IntentValue):
    """A session control: the ``value`` of a ``kind = "control"`` intent that is not a
    :class:`SpeechSetting` (the intent of the same name)."""

    HELP = "help"                      # "help"
    MORE_HELP = "more_help"            # "more help"
    HELP_CARDS = "help_cards"          # "help with cards"
    HELP_QUESTIONS = "help_questions"  # "help with questions"
    READY = "ready"                    # "ready" (hot-seat)
    REPEAT = "repeat"                  # "say that again"
    STOP = "stop"                      # "stop": cut speech short
    QUIT = "quit"                      # "quit game"

    @property
    def is_help(self) -> bool:
        """The help controls (help, more help, help with cards, help with questions)."""
        return self in _HELP


_HELP = frozenset({ControlKind.HELP, ControlKind.MORE_HELP, ControlKind.HELP_CARDS, ControlKind.HELP_QUESTIONS})


class SpeechSetting(IntentValue):
    """A speech setting changed by voice and stored in the config file (:mod:`voice_ono.prefs`): the
    ``value`` of the ``kind = "control"`` intents slower, faster, louder, quieter, short and full."""

    SLOWER = "slower"
    FASTER = "faster"
    LOUDER = "louder"
    QUIETER = "quieter"
    SHORT = "short"  # short announcements
    FULL = "full"    # full announcements


class AnswerKind(IntentValue):
    """An answer to a yes/no question: the ``value`` of a ``kind = "answer"`` intent (yes, no)."""

    YES = "yes"
    NO = "no"


class Difficulty(Enum):
    """A difficulty level said at setup: the keys of ``[slots.difficulty]`` (the words of ``--difficulty``;
    :data:`voice_ono.bots.DIFFICULTIES` gives the bot of each)."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


PLAYER_YOU = "You"
"""The ``[slots.player]`` key that means the player asking ("what did i play"), in every language."""


@dataclass(frozen=True)
class _CommandBase:
    """What every command has: its :attr:`kind` (from the class) and ``text``, the normalised phrase
    heard or typed (not part of the command's value: "total" and "what is the total" are equal)."""

    kind: ClassVar[CommandKind]
    fixed_intent: ClassVar[str] = ""  # the intent of a class that has one
    text: str = field(default="", kw_only=True, compare=False)

    @property
    def is_action(self) -> bool:
        """True for the commands that become a game action (play, discard, draw)."""
        return self.kind in ACTION_KINDS

    @property
    def intent(self) -> str:
        """The name of the grammar intent said (``"play"``, ``"total"``, ``"new_game"``)."""
        return self.fixed_intent

    def to_json(self) -> CommandJSON:
        """``{"intent": ..., "card": ...}`` for ``voice-ono recognize --json`` (slot values as the grammar's
        keys, ``"value"`` the intent's value)."""
        return {"intent": self.intent, **self._json()}

    def _json(self) -> CommandJSON:
        return {}


@dataclass(frozen=True)
class PlayCommand(_CommandBase):
    """Play a card (intent ``play``).

    ``cards``: the one or more cards the words can mean, in the grammar's order ("play two" ->
    ``(Card.TWO, Card.PLAY2)``); :func:`voice_ono.commands.resolve.resolve` picks among them.
    """

    kind: ClassVar[CommandKind] = CommandKind.PLAY
    fixed_intent: ClassVar[str] = "play"
    cards: tuple[Card, ...]

    def _json(self) -> CommandJSON:
        out: CommandJSON = {"card": self.cards[0].value if len(self.cards) == 1 else None}
        if len(self.cards) > 1:
            out["candidates"] = [c.value for c in self.cards]
        return out


@dataclass(frozen=True)
class DiscardCommand(_CommandBase):
    """Discard four ONO 99 cards (intent ``discard_ono``, R-ONO-2)."""

    kind: ClassVar[CommandKind] = CommandKind.DISCARD
    fixed_intent: ClassVar[str] = "discard_ono"


@dataclass(frozen=True)
class DrawCommand(_CommandBase):
    """Draw the owed card (intent ``draw``, R-80-DRAW)."""

    kind: ClassVar[CommandKind] = CommandKind.DRAW
    fixed_intent: ClassVar[str] = "draw"


@dataclass(frozen=True)
class QueryCommand(_CommandBase):
    """Ask about the game (a ``kind = "query"`` intent).

    ``what``: what is asked.  ``card``: the card asked about ("what does reverse do", :attr:`QueryKind.EXPLAIN`;
    the first the words can mean).  ``player``: the player asked about ("why did bot one play that",
    "what did bot one play"): the ``[slots.player]`` key, the name the game gives the player ("Bot 1"), or
    :data:`PLAYER_YOU`.
    """

    kind: ClassVar[CommandKind] = CommandKind.QUERY
    what: QueryKind
    card: Card | None = None
    player: str | None = None

    @property
    def intent(self) -> str:
        return self.what.value

    @property
    def about_you(self) -> bool:
        """Whether the player asked about is the one asking (:data:`PLAYER_YOU`)."""
        return self.player == PLAYER_YOU

    def _json(self) -> CommandJSON:
        out: CommandJSON = {} if self.card is None else {"card": self.card.value}
        out["value"] = self.what.value
        if self.player is not None:
            out["player"] = self.player
        return out


@dataclass(frozen=True)
class ControlCommand(_CommandBase):
    """Control the session (a ``kind = "control"`` intent): ``what`` is a :class:`ControlKind` (help,
    repeat, stop, quit, ready) or a :class:`SpeechSetting` (slower, louder, short announcements ...)."""

    kind: ClassVar[CommandKind] = CommandKind.CONTROL
    what: ControlKind | SpeechSetting

    @property
    def intent(self) -> str:
        what: IntentValue = self.what
        return what.value

    def _json(self) -> CommandJSON:
        return {"value": self.intent}


@dataclass(frozen=True)
class AnswerCommand(_CommandBase):
    """Answer a yes/no question (intents ``yes`` and ``no``)."""

    kind: ClassVar[CommandKind] = CommandKind.ANSWER
    answer: AnswerKind

    @property
    def yes(self) -> bool:
        """True for yes, False for no."""
        return self.answer is AnswerKind.YES

    @property
    def intent(self) -> str:
        return self.answer.value

    def _json(self) -> CommandJSON:
        return {"value": self.answer.value}


@dataclass(frozen=True)
class SetupCommand(_CommandBase):
    """Start a new game (intents ``new_game`` and ``new_game_rules``), with the settings said; ``None``:
    not said (the current game's setting is kept).

    ``bots``: how many bots (``{count}``; out-of-range counts too, so that they are answered with the
    range).  ``difficulty``: ``{difficulty}``.  ``rules``: ``{rules}``, a rule preset name
    (:data:`voice_ono.rules.ruleset.PRESETS`).  ``scoring``: ``{scoring}`` (R-80-TOK, R-80-PTS-*).
    """

    kind: ClassVar[CommandKind] = CommandKind.SETUP
    bots: int | None = None
    difficulty: Difficulty | None = None
    rules: str | None = None
    scoring: ScoringMode | None = None

    @property
    def intent(self) -> str:
        """``new_game_rules`` when rules are named (every pattern of that intent names them), else
        ``new_game``."""
        return "new_game" if self.rules is None else "new_game_rules"

    @property
    def has_settings(self) -> bool:
        """Whether any setting was said ("new game with three bots"; not plain "new game")."""
        return any(v is not None for v in (self.bots, self.difficulty, self.rules, self.scoring))

    def _json(self) -> CommandJSON:
        said = {"count": None if self.bots is None else str(self.bots),
                "difficulty": None if self.difficulty is None else self.difficulty.value,
                "rules": self.rules, "scoring": None if self.scoring is None else self.scoring.value}
        return {k: v for k, v in said.items() if v is not None}


Command = Union[PlayCommand, DiscardCommand, DrawCommand, QueryCommand, ControlCommand,
                AnswerCommand, SetupCommand]
"""A parsed command: one class per :class:`CommandKind`."""

ActionCommand = Union[PlayCommand, DiscardCommand, DrawCommand]
"""The commands that become a game action (:func:`voice_ono.commands.resolve.resolve`)."""

ACTION_KINDS = frozenset({CommandKind.PLAY, CommandKind.DISCARD, CommandKind.DRAW})
"""The kinds of :data:`ActionCommand`."""


def control_kind(value: str) -> ControlKind | SpeechSetting:
    """The control named by a ``kind = "control"`` intent's ``value``.

    :raises ValueError: for a value that names neither.
    """
    try:
        return ControlKind(value)
    except ValueError:
        return SpeechSetting(value)
