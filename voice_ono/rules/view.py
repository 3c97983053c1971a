"""What one player may know: the :class:`PlayerView` bots and the command
resolver are given (OpenSpiel "observation"), and turn order (``next_seat``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from voice_ono.rules.cards import Card, sort_cards
from voice_ono.rules.events import Action
from voice_ono.rules.ruleset import RuleSet
from voice_ono.rules.table import Table


def next_seat(seat: int, direction: int, eliminated: Sequence[bool]) -> int:
    """The next seat after ``seat`` that is not eliminated, going ``direction``
    (+1 seat order, -1 reversed; R-REV-1).  ``seat`` itself when every other
    seat is eliminated.  The one turn-order rule of the engine, the view and
    the bots."""
    n = len(eliminated)
    s = seat
    for _ in range(n):
        s = (s + direction) % n
        if not eliminated[s]:
            return s
    return seat


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


def view_of(state: Table, seat: int) -> PlayerView:
    """The :class:`PlayerView` of ``seat``: no hidden cards of others, no draw order."""
    return PlayerView(
        seat=seat,
        names=tuple(state.names),
        hand=tuple(sort_cards(state.hands[seat])),
        total=state.total,
        direction=state.direction,
        turn=state.turn,
        plays_left=state.plays_left,
        pending_play2=state.pending_play2,
        hand_sizes=tuple(len(h) for h in state.hands),
        eliminated=tuple(state.eliminated),
        revealed={s: tuple(h) for s, h in state.revealed.items()},
        discard_pile=tuple(state.discard_pile),
        draw_pile_size=len(state.draw_pile),
        rules=state.rules,
        legal_actions=tuple(state.legal_actions(seat))
        if seat in (state.turn, state.pending_draw) else (),
        round=state.round,
        tokens=tuple(state.tokens),
        scores=tuple(state.scores),
        out_of_game=tuple(state.out_of_game),
        pending_draw=state.pending_draw,
        game_over=state.outcome is not None,
    )
