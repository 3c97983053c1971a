"""Actions a player takes and events the engine reports.

Events are the single source for narration, the JSON event stream
(``--events jsonl``), the game log and tests (STYLE.md, convention 2).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Union

from voice_ono.rules.cards import Card
from voice_ono.rules.data_errors import DataError


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


class EventType(str, Enum):
    """The type of an :class:`Event`; its value is the ``"type"`` field of the
    JSON event stream (``--events jsonl``) and the game log."""

    GAME_STARTED = "game_started"  # data: players, dealer, rules
    TURN_STARTED = "turn_started"  # data: plays_left, second_card, pending_play2, hand, safe, can_discard
    CARD_PLAYED = "card_played"  # data: extra (R-80-ONO-3)
    DIRECTION_CHANGED = "direction_changed"  # data: direction
    PLAY2_PENDING = "play2_pending"  # data: card, from, passed
    DREW = "drew"  # data: draw_pile
    RESHUFFLED = "reshuffled"  # data: draw_pile
    ONO99_DISCARDED = "ono99_discarded"
    PLAYER_ELIMINATED = "player_eliminated"  # data: reason, hand, out_of
    COMMAND_REFUSED = "command_refused"  # data: reason
    GAME_WON = "game_won"  # data: termination, scores, out
    # Multi-round scoring (1980 editions: R-80-TOK, R-80-PTS-*, R-99-2, R-80-DRAW).
    ROUND_STARTED = "round_started"  # data: round, dealer, tokens | scores
    ROUND_ENDED = "round_ended"  # data: round, tokens {name: n} | points/scores {name: points}
    TOKEN_LOST = "token_lost"  # data: tokens (left)
    PLAYER_OUT = "player_out"  # out of the game (not just the round); data: reason
    DRAW_FORFEITED = "draw_forfeited"  # data: by (who played first), cards
    TURN_PASSED = "turn_passed"  # R-80-PTS-1 four O'NO 99 cards end the turn; data: reason

    def __str__(self) -> str:
        return self.value


# Module-level names for the event types (older spelling: ``ev.CARD_PLAYED``).
GAME_STARTED = EventType.GAME_STARTED
TURN_STARTED = EventType.TURN_STARTED
CARD_PLAYED = EventType.CARD_PLAYED
DIRECTION_CHANGED = EventType.DIRECTION_CHANGED
PLAY2_PENDING = EventType.PLAY2_PENDING
DREW = EventType.DREW
RESHUFFLED = EventType.RESHUFFLED
ONO99_DISCARDED = EventType.ONO99_DISCARDED
PLAYER_ELIMINATED = EventType.PLAYER_ELIMINATED
COMMAND_REFUSED = EventType.COMMAND_REFUSED
GAME_WON = EventType.GAME_WON
ROUND_STARTED = EventType.ROUND_STARTED
ROUND_ENDED = EventType.ROUND_ENDED
TOKEN_LOST = EventType.TOKEN_LOST
PLAYER_OUT = EventType.PLAYER_OUT
DRAW_FORFEITED = EventType.DRAW_FORFEITED
TURN_PASSED = EventType.TURN_PASSED


@dataclass(frozen=True)
class Event:
    """One thing that happened.

    ``player`` is the display name and ``seat`` the seat index of the player
    concerned; ``card`` the :class:`Card`; ``total`` the discard pile total
    after the event; ``data`` holds type-specific fields (e.g. ``hand``, a
    list of :class:`Card`, for ``player_eliminated``; see :class:`EventType`).
    Inside the program the values are typed (enums); :meth:`to_json` is the
    one place they become JSON.
    """

    type: EventType
    player: str | None = None
    seat: int | None = None
    card: Card | None = None
    total: int | None = None
    data: dict[str, Any] = field(default_factory=dict, hash=False, compare=True)

    def __post_init__(self) -> None:
        if not isinstance(self.type, EventType):  # "card_played" -> EventType.CARD_PLAYED
            object.__setattr__(self, "type", EventType(self.type))
        if self.card is not None and not isinstance(self.card, Card):  # "7" -> Card.SEVEN
            object.__setattr__(self, "card", Card.from_name(self.card))

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict: ``type`` plus the fields that apply, then ``data``
        (the one place an event becomes JSON)."""
        out: dict[str, Any] = {"type": self.type.value}
        for key in ("player", "seat", "card", "total"):
            value = getattr(self, key)
            if value is not None:
                out[key] = _plain(value)
        out.update({key: _plain(value) for key, value in self.data.items()})
        return out


def _plain(value: Any) -> Any:
    """``value`` with every enum (cards, termination, ...) replaced by its string value."""
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, dict):
        return {_plain(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value
