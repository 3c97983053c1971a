"""Actions a player takes and events the engine reports.

Events are the single source for narration, the JSON event stream
(``--events jsonl``), the game log and tests (STYLE.md, convention 2).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Union

from voice_ono.rules.cards import Card


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

    :raises ValueError: when ``text`` names no action.
    """
    text = text.strip().lower()
    if text.startswith("play "):
        return PlayCard(Card.from_name(text[5:]))
    if text == str(DiscardOnoSet()):
        return DiscardOnoSet()
    if text == "draw":
        return Draw()
    raise ValueError(f"not an action: {text!r}")


# Event types (the "type" field of the JSON event stream).
GAME_STARTED = "game_started"
TURN_STARTED = "turn_started"
CARD_PLAYED = "card_played"
DIRECTION_CHANGED = "direction_changed"
PLAY2_PENDING = "play2_pending"
PLAY2_PASSED = "play2_passed"
DREW = "drew"
RESHUFFLED = "reshuffled"
ONO99_DISCARDED = "ono99_discarded"
PLAYER_ELIMINATED = "player_eliminated"
COMMAND_REFUSED = "command_refused"
GAME_WON = "game_won"
# Multi-round scoring (1980 editions: R-80-TOK, R-80-PTS-*, R-99-2, R-80-DRAW).
ROUND_STARTED = "round_started"  # data: round, dealer, tokens | scores
ROUND_ENDED = "round_ended"  # data: round, tokens {name: n} | points/scores {name: points}
TOKEN_LOST = "token_lost"  # data: tokens (left)
PLAYER_OUT = "player_out"  # out of the game (not just the round); data: reason
DRAW_FORFEITED = "draw_forfeited"  # data: by (who played first), cards
TURN_PASSED = "turn_passed"  # R-80-PTS-1 four O'NO 99 cards end the turn; data: reason


@dataclass(frozen=True)
class Event:
    """One thing that happened.

    ``player`` is the display name and ``seat`` the seat index of the player
    concerned; ``card`` the canonical card name; ``total`` the discard pile
    total after the event; ``data`` holds type-specific fields (e.g.
    ``hand`` for ``player_eliminated``).
    """

    type: str
    player: str | None = None
    seat: int | None = None
    card: str | None = None
    total: int | None = None
    data: dict[str, Any] = field(default_factory=dict, hash=False, compare=True)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict: ``type`` plus the fields that apply, then ``data``."""
        out: dict[str, Any] = {"type": self.type}
        for key in ("player", "seat", "card", "total"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        out.update(self.data)
        return out
