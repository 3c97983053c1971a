"""The game state as the rules functions see it: :class:`Table`, a
``typing.Protocol`` that :class:`voice_ono.rules.state.GameState` satisfies.

The function modules (``dealing``, ``legal``, ``turns``, ``scoring``,
``view``, ``snapshot``) are typed against this protocol rather than the
class, so ``state`` imports them and none of them imports ``state``: the
import graph of the rules package has no cycle, not even a type-only one
(tests/test_architecture.py).  The meaning of each field is documented on
:class:`GameState`.
"""

from __future__ import annotations

import random
from typing import Protocol

from voice_ono.rules.cards import Card
from voice_ono.rules.events import Action, Event, TurnStarted
from voice_ono.rules.outcome import Outcome
from voice_ono.rules.ruleset import RuleSet


class Table(Protocol):
    """The data of one game of ONO 99 and the few methods the rules functions call."""

    rules: RuleSet
    names: list[str]
    seed: int | None
    rng: random.Random
    hands: list[list[Card]]
    draw_pile: list[Card]  # top = last element
    discard_pile: list[Card]  # top = last element
    total: int
    direction: int
    turn: int
    dealer: int | None
    eliminated: list[bool]
    round: int
    tokens: list[int]
    scores: list[int]
    out_of_game: list[bool]
    put_out: list[bool]
    pending_draw: int | None
    pending_draw_count: int
    ono_extra_played: bool
    revealed: dict[int, list[Card]]
    plays_left: int
    pending_play2: bool
    last_to_play: int | None
    last_played: list[int]
    outcome: Outcome | None
    history: list[Action]
    started: bool
    dealt: bool

    def active_seats(self) -> list[int]: ...

    def next_seat(self, seat: int) -> int: ...

    def total_after(self, card: Card) -> int: ...

    def legal_actions(self, seat: int | None = None) -> list[Action]: ...

    def _turn_started_event(self, seat: int, second: bool,
                            legal: list[Action] | None = None) -> TurnStarted: ...

    def _begin_turn(self, events: list[Event]) -> None: ...
