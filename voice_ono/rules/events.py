"""Actions a player takes and events the engine reports.

Events are the single source for narration, the JSON event stream
(``--events jsonl``), the game log and tests (STYLE.md, convention 2).
Each event is its own frozen dataclass (:class:`CardPlayed`, :class:`TurnStarted`, ...; :data:`Event` is
their union), with typed fields: :class:`Card`, enums, tuples, :class:`FrozenMap`.  JSON is at one edge:
:meth:`EventBase.to_json` writes an event as the stream's object (``"type"`` is the class's :attr:`~EventBase.TAG`,
then its fields in order), :func:`event_from_json` reads one back, older streams included.
"""

from __future__ import annotations

import json
import types
import typing
from dataclasses import Field, dataclass, field, fields
from enum import Enum
from typing import Callable, ClassVar, Generic, Iterable, Iterator, Literal, Mapping, TypeVar, Union

from voice_ono.rules.cards import Card
from voice_ono.rules.data_errors import DataError
from voice_ono.rules.outcome import Termination


@dataclass(frozen=True)
class PlayCard:
    """Play one card from hand onto the discard pile (R-TURN-1)."""

    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True)
class DiscardOnoSet:
    """Discard four ONO 99 cards as the turn's play and draw four (R-ONO-2)."""

    def __str__(self) -> str:
        return "discard four ono99"


@dataclass(frozen=True)
class Draw:
    """Draw a card after playing, when the ``manual_draw`` option is on (R-80-DRAW)."""

    def __str__(self) -> str:
        return "draw"


Action = Union[PlayCard, DiscardOnoSet, Draw]


def action_from_str(text: str) -> Action:
    """Inverse of ``str(action)``.

    :raises voice_ono.rules.data_errors.DataError: when ``text`` names no action (``game-not-an-action``,
        or ``card-unknown`` from :meth:`Card.from_name`).
    """
    text = text.strip().lower()
    if text.startswith("play "):
        return PlayCard(Card.from_name(text[5:]))
    if text == str(DiscardOnoSet()):
        return DiscardOnoSet()
    if text == "draw":
        return Draw()
    raise DataError("game-not-an-action", action=text)


JSON = Union[None, bool, int, float, str, list["JSON"], dict[str, "JSON"]]
"""A JSON value, as :func:`json.loads` gives it and :func:`json.dumps` takes it."""

V = TypeVar("V")


class FrozenMap(Mapping[str, V], Generic[V]):
    """An immutable, hashable ``name -> value`` table in insertion order (an event's tokens or scores by
    player name, a refusal's values by variable name); JSON writes it as an object.  Equal to any mapping
    with the same items: ``FrozenMap({"Ann": 3}) == {"Ann": 3}``."""

    __slots__ = ("_items",)

    def __init__(self, items: Mapping[str, V] | Iterable[tuple[str, V]] = ()) -> None:
        self._items: dict[str, V] = dict(items)

    def __getitem__(self, key: str) -> V:
        return self._items[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __hash__(self) -> int:
        return hash(tuple(self._items.items()))

    def __repr__(self) -> str:
        return f"FrozenMap({self._items!r})"


class EliminationReason(str, Enum):
    """Why a player could not play safely (:class:`PlayerEliminated`)."""

    NO_SAFE_CARD = "no_safe_card"  # R-ELIM-1, R-P2-4, R-80-ONO-2
    SECOND_CARD = "second_card"  # R-P2-3: no safe second card of two


class OutReason(str, Enum):
    """Why a player is out of the game (:class:`PlayerOut`)."""

    TOKENS = "tokens"  # R-80-TOK, R-99-2: lost a round with no token left
    TARGET = "target"  # R-80-PTS-3: reached the points target


RefusalValue = Union[str, bool, int, float, tuple[str, ...], None]
"""A value of a refusal's message (:attr:`CommandRefused.values`): language-free (cards by canonical name)."""

# How a field is written (``field(metadata=...)``); by default a field that is None is left out.
_ALWAYS = {"write": "always"}  # written as null too
_FLAG = {"write": "flag"}  # written only when true
_OLDER = {"read": "older"}  # no default (new events give it), but older streams may lack it: read as None


def _with(other: str) -> dict[str, str]:
    """Written (as null too) whenever the field ``other`` is written."""
    return {"write": "with", "with": other}


_FIRST = ("player", "seat", "card", "total")
"""The fields written first, in this order, before an event's own (the stream's shape since its start)."""


@dataclass(frozen=True, kw_only=True)
class EventBase:
    """What every event is: a frozen dataclass with a JSON tag, made with keywords only."""

    TAG: ClassVar[str]
    """The event's ``"type"`` in the JSON event stream (``--events jsonl``) and the game log."""
    total: int
    """The discard pile total after the event, in points (R-TOT-1)."""

    def to_json(self) -> dict[str, JSON]:
        """A JSON-ready dict: ``type``, then ``player``, ``seat``, ``card`` and ``total`` where the event has
        them, then its own fields in order (cards and enums as their string values, tables as objects; a
        field that is None is left out unless it is always written): the one place an event becomes JSON."""
        out: dict[str, JSON] = {"type": self.TAG}
        for f in _json_order(type(self)):
            value = getattr(self, f.name)
            write = f.metadata.get("write")
            if write == "flag":
                keep = value is True
            elif value is not None or write == "always":
                keep = True
            else:
                keep = write == "with" and getattr(self, f.metadata["with"]) is not None
            if keep:
                out[f.metadata.get("json", f.name)] = _plain(value)
        return out


@dataclass(frozen=True, kw_only=True)
class PlayerEvent(EventBase):
    """An event about one player."""

    player: str
    """The player's display name."""
    seat: int
    """The player's seat index, from 0."""


@dataclass(frozen=True, kw_only=True)
class GameStarted(EventBase):
    """The game is dealt (R-SET-1, R-SET-2)."""

    TAG = "game_started"
    players: tuple[str, ...]
    """Every player's name, by seat."""
    dealer: str | None = field(metadata=_ALWAYS)
    """The dealer's name (R-SET-2); None when a scenario gave no dealer."""
    rules: str
    """The rule set's name (``"mattel2022"``, ``"classic1980"``, ...)."""


@dataclass(frozen=True, kw_only=True)
class RoundStarted(EventBase):
    """A round of a many-round game is dealt (R-80-TOK, R-99-2, R-80-PTS-1)."""

    TAG = "round_started"
    round: int
    """The round's number, from 1."""
    dealer: str | None = field(metadata=_ALWAYS)
    tokens: FrozenMap[int] | None = None
    """With tokens scoring (R-80-TOK, R-99-2): tokens left, by the name of each player still in the game."""
    scores: FrozenMap[int] | None = None
    """With points scoring (R-80-PTS-2): the score so far in points, by the name of each player still in."""


@dataclass(frozen=True, kw_only=True)
class TurnStarted(PlayerEvent):
    """``seat`` is to play (R-TURN-1); also the second of two forced cards (R-P2-1) and the turn going on
    after an extra O'NO 99 card (R-80-ONO-3)."""

    TAG = "turn_started"
    plays_left: int
    """Cards still to play this turn (2 when facing Play 2, R-P2-1)."""
    second_card: bool
    """This is the second of two forced cards (R-P2-1)."""
    pending_play2: bool | None = None
    """The player faces a Play 2 / Double Play (R-P2-1, R-80-DP-1); None on a second card (not written)."""
    hand: tuple[Card, ...] | None = None
    """The player's hand, sorted; None when hidden (a bot's turn in the event stream)."""
    safe: tuple[Card, ...] | None = None
    """The cards that may be played now without going over 99 (R-BUST-1); None when hidden."""
    can_discard: bool = field(default=False, metadata=_FLAG)
    """The four O'NO 99 discard is a legal play now (R-ONO-2); written only when true."""


@dataclass(frozen=True, kw_only=True)
class CardPlayed(PlayerEvent):
    """``card`` is played onto the discard pile (R-TURN-1); ``total`` is the total after it (R-TOT-1)."""

    TAG = "card_played"
    card: Card
    extra: bool = field(default=False, metadata=_FLAG)
    """An O'NO 99 card played for +0 on a total ending in zero, beside the turn's card (R-80-ONO-3);
    written only when true."""


@dataclass(frozen=True, kw_only=True)
class DirectionChanged(PlayerEvent):
    """A Reverse turned the order of play (R-REV-1)."""

    TAG = "direction_changed"
    direction: int
    """The new direction: 1 clockwise, -1 anticlockwise."""


@dataclass(frozen=True, kw_only=True)
class Play2Pending(PlayerEvent):
    """``seat`` must play two cards next (R-P2-1, R-80-DP-1, R-80-DP-2)."""

    TAG = "play2_pending"
    forcing_card: Card = field(metadata={"json": "card"})
    """The forcing card: Play 2, or Double Play in the 1980 editions (JSON ``"card"``)."""
    giver: str = field(metadata={"json": "from"})
    """The name of the player who played it or passed it on (JSON ``"from"``)."""
    passed: bool
    """The obligation was passed on by a Reverse or a second forcing card (R-P2-2, R-80-DP-2)."""


@dataclass(frozen=True, kw_only=True)
class Drew(PlayerEvent):
    """``seat`` draws one card (R-TURN-2, R-80-DRAW)."""

    TAG = "drew"
    card: Card | None = None
    """The card drawn; None when hidden (a bot's card in the event stream)."""
    draw_pile: int
    """Cards left in the draw pile."""


@dataclass(frozen=True, kw_only=True)
class Reshuffled(EventBase):
    """The discard pile but its top card is shuffled into a new draw pile (R-TURN-2)."""

    TAG = "reshuffled"
    draw_pile: int
    """Cards in the new draw pile."""


@dataclass(frozen=True, kw_only=True)
class Ono99Discarded(PlayerEvent):
    """Four O'NO 99 cards are discarded as the turn's play (R-ONO-2)."""

    TAG = "ono99_discarded"
    card: Card
    """The card discarded four times (O'NO 99)."""


@dataclass(frozen=True, kw_only=True)
class PlayerEliminated(PlayerEvent):
    """``seat`` cannot play safely (R-ELIM-1, R-P2-3, R-P2-4): out of the game, or with tokens or points
    scoring out of the round (R-80-TOK, R-99-2, R-80-PTS-1)."""

    TAG = "player_eliminated"
    hand: tuple[Card, ...] | None = None
    """The hand laid face up (R-ELIM-1); None with points scoring, where the player keeps it (R-80-PTS-1)."""
    reason: EliminationReason
    out_of: Literal["round"] | None = None
    """``"round"`` when only out of the round (tokens or points scoring); None when out of the game."""


@dataclass(frozen=True, kw_only=True)
class CommandRefused(EventBase):
    """A command was turned down; the game is unchanged.

    The event is language-free: the catalog ``message`` id and its ``values`` (cards by canonical name,
    numbers as numbers, lists as lists of text); narration words the sentence from them
    (:func:`voice_ono.narration.refusal_sentence`), in the language in use.  JSON::

        {"type": "command_refused", "total": 92, "message": "illegal-would_bust",
         "values": {"card": "9", "total": 101, "bust_total": 99, "safe": ["3"]}, "reason": "illegal-would_bust"}

    The key ``reason`` is kept, holding the message id again (no sentence), so a reader that looks for it
    still finds it.  Older streams read as they were written: ``reason`` the English sentence said, beside
    ``message`` and ``values`` or alone (:attr:`said`; ``message`` and ``values`` None when alone).
    """

    TAG = "command_refused"
    message: str | None = field(metadata=_OLDER)
    """The catalog message id (``"illegal-would_bust"``, ``"no-question"``); None only in the oldest streams."""
    values: FrozenMap[RefusalValue] | None = field(metadata=_OLDER)
    """The message's values, language-free (cards by canonical name); None only in the oldest streams."""
    said: str | None = field(default=None, metadata={"json": "reason"})
    """Older streams only: the sentence said, in the game's language (JSON ``"reason"``); None in new
    events, whose ``reason`` is the message id."""

    def __post_init__(self) -> None:
        if self.said is not None and self.said == self.message:  # a new event read back: "reason" is the id
            object.__setattr__(self, "said", None)
        if self.message is None and self.said is None:
            raise ValueError("a refusal without a message id or a reason")

    def to_json(self) -> dict[str, JSON]:
        """As :meth:`EventBase.to_json`, with ``reason`` the message id when there is no older sentence."""
        out = super().to_json()
        if self.said is None:
            out["reason"] = self.message
        return out


@dataclass(frozen=True, kw_only=True)
class GameWon(PlayerEvent):
    """``seat`` wins the game (R-WIN-1, R-WIN-2, R-80-TOK, R-99-2, R-80-PTS-3)."""

    TAG = "game_won"
    termination: Termination
    scores: FrozenMap[int] | None = None
    """With ``lowest_score`` (R-80-PTS-3): every player's score in points, by name."""
    out: tuple[str, ...] | None = None
    """With ``lowest_score`` (R-80-PTS-3): the names of the other players already out of the game."""


@dataclass(frozen=True, kw_only=True)
class RoundEnded(EventBase):
    """A round of a many-round game is over and scored (R-80-TOK, R-99-2, R-80-PTS-2)."""

    TAG = "round_ended"
    round: int
    loser: str | None = field(default=None, metadata=_with("tokens"))
    """Tokens scoring: the name of the player who lost the round (written, as null too, with ``tokens``)."""
    tokens: FrozenMap[int] | None = None
    """Tokens scoring (R-80-TOK, R-99-2): tokens left, by every player's name."""
    out: tuple[str, ...] | None = None
    """Tokens scoring: the names of the players out of the game."""
    winner: str | None = field(default=None, metadata=_with("points"))
    """Points scoring: the name of the last player in the round (written, as null too, with ``points``)."""
    points: FrozenMap[int] | None = None
    """Points scoring (R-80-PTS-2): the round's points, by the name of each player still in the game."""
    scores: FrozenMap[int] | None = None
    """Points scoring: every player's score so far, in points, by name."""
    hands: FrozenMap[tuple[Card, ...]] | None = None
    """Points scoring: the hands scored (R-80-PTS-2), sorted, by the name of each player still in."""


@dataclass(frozen=True, kw_only=True)
class TokenLost(PlayerEvent):
    """``seat`` loses a token (R-80-TOK, R-99-2)."""

    TAG = "token_lost"
    tokens: int
    """Tokens left."""


@dataclass(frozen=True, kw_only=True)
class PlayerOut(PlayerEvent):
    """``seat`` is out of the game, not just the round (R-80-TOK, R-99-2, R-80-PTS-3)."""

    TAG = "player_out"
    reason: OutReason
    score: int | None = None
    """With ``target``: the score in points that reached the target."""


@dataclass(frozen=True, kw_only=True)
class DrawForfeited(PlayerEvent):
    """``seat`` missed the draw they owed: the next card was played first (R-80-DRAW)."""

    TAG = "draw_forfeited"
    by: str
    """The name of the player who played first."""
    cards: int
    """The number of cards not drawn."""


@dataclass(frozen=True, kw_only=True)
class TurnPassed(PlayerEvent):
    """``seat`` holds four O'NO 99 cards: the turn ends without a play (R-80-PTS-1)."""

    TAG = "turn_passed"
    reason: Literal["four_ono"] = "four_ono"


Event = Union[GameStarted, RoundStarted, TurnStarted, CardPlayed, DirectionChanged, Play2Pending, Drew,
              Reshuffled, Ono99Discarded, PlayerEliminated, CommandRefused, GameWon, RoundEnded, TokenLost,
              PlayerOut, DrawForfeited, TurnPassed]
"""Any event the engine (or the session: :class:`CommandRefused`) reports."""

EVENT_CLASSES: tuple[type[Event], ...] = typing.get_args(Event)
"""Every event class, in the order of :data:`Event`."""

_BY_TAG: dict[str, type[Event]] = {cls.TAG: cls for cls in EVENT_CLASSES}


def _json_order(cls: type[EventBase]) -> tuple[Field[object], ...]:
    """The fields of ``cls`` in the order JSON writes them (:data:`_FIRST` first)."""
    order = _ORDER.get(cls)
    if order is None:
        order = _ORDER[cls] = tuple(sorted(fields(cls), key=lambda f: _FIRST.index(f.name) if f.name in _FIRST
                                           else len(_FIRST)))
    return order


_ORDER: dict[type[EventBase], tuple[Field[object], ...]] = {}


def event_from_json(data: Mapping[str, object]) -> Event:
    """Inverse of :meth:`EventBase.to_json`: one JSON event (a line of ``--events jsonl``, an event of the
    game log) as its class, the strings made cards and enums again.  Reads older streams: a field they
    lack takes its default (a refusal without ``message``, read as None; a bot's hidden ``hand`` or ``card``).

    :raises voice_ono.rules.data_errors.DataError: ``game-not-an-event`` for an unknown ``type`` or a field
        missing or of the wrong kind (``card-unknown`` for an unknown card name).
    """
    tag = data.get("type")
    cls = _BY_TAG.get(tag) if isinstance(tag, str) else None
    if cls is None:
        raise _invalid(data, f"type {tag!r}")
    values: dict[str, object] = {}
    hints = _HINTS[cls]
    for f in _json_order(cls):
        hint = hints[f.name]
        key = f.metadata.get("json", f.name)
        if key in data:
            try:
                values[f.name] = _decode(hint, data[key])
            except (TypeError, ValueError) as exc:
                if isinstance(exc, DataError):
                    raise
                raise _invalid(data, f"{key}: {exc}") from None
        elif f.metadata.get("read") == "older":
            values[f.name] = None
        elif f.default is f.default_factory:  # both MISSING: a field every stream has
            raise _invalid(data, f"no {key!r}")
    build: Callable[..., Event] = cls  # the values are checked against the field types just above
    try:
        return build(**values)
    except ValueError as exc:  # a check of the event's own (a refusal with neither message nor reason)
        raise _invalid(data, str(exc)) from None


_HINTS: dict[type[Event], dict[str, object]] = {cls: typing.get_type_hints(cls) for cls in EVENT_CLASSES}
"""The type of every field of every event class (resolved once)."""


def _invalid(data: Mapping[str, object], detail: str) -> DataError:
    return DataError("game-not-an-event", event=json.dumps(data, default=str)[:200], detail=detail)


def _decode(hint: object, value: object) -> object:
    """``value`` (JSON) as the type ``hint`` of a field; TypeError when it is not one."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is Union or origin is types.UnionType:
        if value is None and type(None) in args:
            return None
        for arg in args:
            if arg is not type(None):
                try:
                    return _decode(arg, value)
                except TypeError:
                    continue
        raise TypeError(f"not {hint}: {value!r}")
    if origin is Literal:
        if value in args:
            return value
    elif origin is tuple and isinstance(value, list):
        return tuple(_decode(args[0], v) for v in value)
    elif origin is FrozenMap and isinstance(value, dict):
        return FrozenMap({str(k): _decode(args[0], v) for k, v in value.items()})
    elif hint is Card and isinstance(value, str):
        return Card.from_name(value)
    elif isinstance(hint, type) and issubclass(hint, Enum) and isinstance(value, str):
        return hint(value)
    elif hint is bool and isinstance(value, bool):
        return value
    elif hint in (int, float) and isinstance(value, (int, float)) and not isinstance(value, bool):
        if hint is float or isinstance(value, int):
            return value
    elif hint is str and isinstance(value, str):
        return value
    raise TypeError(f"not {hint}: {value!r}")


def _plain(value: object) -> JSON:
    """``value`` as JSON: every enum (cards, termination, ...) as its string value, tables as objects."""
    if isinstance(value, Enum):
        return _plain(value.value)
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"not JSON: {value!r}")
