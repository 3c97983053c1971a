"""What one player may know: the :class:`PlayerView` bots and the command
resolver are given (OpenSpiel "observation"), built by
:func:`voice_ono.rules.legal.view_of`.  Turn order is
:func:`voice_ono.rules.table.next_seat`.
"""

from __future__ import annotations

from dataclasses import dataclass

from voice_ono.rules.cards import Card
from voice_ono.rules.events import Action
from voice_ono.rules.ruleset import RuleSet
from voice_ono.rules.table import next_seat


@dataclass(frozen=True)
class PlayerView:
    """What one player may know (OpenSpiel "observation").

    Never contains other players' hidden hands or the draw pile order.
    ``hand_sizes`` and ``eliminated`` are indexed by seat; ``revealed`` holds
    the face-up hands of eliminated players (R-ELIM-1); ``discard_pile`` is
    the public history, bottom first.  ``legal_actions`` is empty unless the
    seat is to act; ``game_over`` is True once the game has a winner.
    """

    seat: int
    names: tuple[str, ...]
    hand: tuple[Card, ...]
    total: int
    direction: int
    turn: int
    plays_left: int
    pending_play2: bool
    hand_sizes: tuple[int, ...]
    eliminated: tuple[bool, ...]
    revealed: dict[int, tuple[Card, ...]]
    discard_pile: tuple[Card, ...]
    draw_pile_size: int
    rules: RuleSet
    legal_actions: tuple[Action, ...]
    round: int = 1
    tokens: tuple[int, ...] = ()
    scores: tuple[int, ...] = ()
    out_of_game: tuple[bool, ...] = ()
    pending_draw: int | None = None
    game_over: bool = False

    def next_seat(self, seat: int | None = None, direction: int | None = None) -> int:
        """The next non-eliminated seat after ``seat`` (default: this player),
        in the current direction unless ``direction`` is given."""
        return next_seat(self.seat if seat is None else seat,
                         self.direction if direction is None else direction, self.eliminated)

    @property
    def active_count(self) -> int:
        return sum(not e for e in self.eliminated)
