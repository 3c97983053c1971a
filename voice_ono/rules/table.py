"""The data of one game: :class:`Table`, a plain mutable dataclass, and turn order (:func:`next_seat`).

The rule functions (``dealing``, ``legal``, ``turns``, ``scoring``, ``snapshot``) take a :class:`Table` and
read or change its fields; :class:`voice_ono.rules.state.GameState` is the table with the public methods
(validation, queries, save and load) on top.  Nothing here calls back into a subclass: the table has no
hooks, and its few methods are queries of its own fields.  The import graph of the rules package has no
cycle, not even a type-only one (tests/test_architecture.py): ``table`` imports none of the rule modules,
and ``state`` imports them all.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Sequence

from voice_ono.rules.cards import Card
from voice_ono.rules.events import Action
from voice_ono.rules.outcome import Outcome
from voice_ono.rules.ruleset import RuleSet


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


@dataclass(eq=False, kw_only=True)
class Table:
    """Everything about one game of ONO 99 under :attr:`rules`, as plain data.

    Seats are numbered 0..n-1 in clockwise order; every per-seat list has one entry per seat (``len(names)``).
    Piles are lists whose last element is the top card.  Equality is identity (a table is a game, not a
    value).  The rule functions change the fields in place; a new game's values come from
    :class:`voice_ono.rules.state.GameState` (or :func:`voice_ono.rules.snapshot.fill_state`).
    """

    rules: RuleSet
    names: list[str]
    """The players' names, seat 0 first (checked by :mod:`voice_ono.rules.names`)."""
    seed: int | None
    """The seed of :attr:`rng` (saved, so a game replays)."""
    rng: random.Random
    """The one source of randomness: every shuffle and the dealer (R-SET-1, R-SET-2)."""
    hands: list[list[Card]]
    eliminated: list[bool]
    """Per seat: out of the current round (or game)."""
    tokens: list[int]
    """Per seat: tokens left (R-80-TOK); 0 without tokens scoring."""
    scores: list[int]
    """Per seat: points so far (R-80-PTS-2)."""
    out_of_game: list[bool]
    """Per seat: out of the game (tokens or points scoring, R-80-TOK, R-80-PTS-3)."""
    put_out: list[bool]
    """Per seat: put out of this round (points scoring, R-80-PTS-1)."""
    last_played: list[int]
    """Per seat: ``len(history)`` at its last play, -1 before any (R-WIN-2)."""
    draw_pile: list[Card] = field(default_factory=list)
    discard_pile: list[Card] = field(default_factory=list)
    total: int = 0
    """The running total (below ``rules.bust_total``, R-BUST-1)."""
    direction: int = 1
    """+1 while play goes in seat order, -1 after an odd number of Reverses (R-REV-1)."""
    turn: int = 0
    """The seat whose turn it is."""
    dealer: int | None = None
    round: int = 1
    """The round's number, from 1 (multi-round scorings)."""
    pending_draw: int | None = None
    """The seat that owes a draw (R-80-DRAW), or None."""
    pending_draw_count: int = 0
    """How many cards the seat in :attr:`pending_draw` owes."""
    ono_extra_played: bool = False
    """An extra O'NO 99 card was played this turn (R-80-ONO-3: one per turn)."""
    revealed: dict[int, list[Card]] = field(default_factory=dict)
    """The face-up hands of eliminated seats (R-ELIM-1), by seat."""
    plays_left: int = 1
    """Cards still to play this turn (2 at the start of a Play 2, R-P2-1)."""
    pending_play2: bool = False
    """The seat on turn faces a forced play (R-P2-1, R-80-DP-1)."""
    last_to_play: int | None = None
    """The seat that played the last card, or None."""
    outcome: Outcome | None = None
    """Set once the game is over."""
    history: list[Action] = field(default_factory=list)
    """The actions applied, in order."""
    started: bool = False
    dealt: bool = False
    """The hands are dealt (or given by a scenario)."""
    announce_turns: bool = True
    """An engine option: each turn builds its full ``turn_started`` event (the hand, the safe cards: what
    narration says).  A search bot's playouts read no events: with False the engine instead keeps the legal
    actions it computed for the seat on turn in :attr:`turn_legal` and the event is a bare one
    (:func:`voice_ono.rules.turns.announce_turn`).  The rules are the same either way."""
    turn_legal: list[Action] | None = None
    """The legal actions of the seat whose turn just began, kept when :attr:`announce_turns` is False (until
    the next action)."""

    def active_seats(self) -> list[int]:
        """Seats still in the round, in seat order."""
        return [i for i, e in enumerate(self.eliminated) if not e]

    def next_seat(self, seat: int) -> int:
        """The next non-eliminated seat after ``seat`` in the current direction (:func:`next_seat`)."""
        return next_seat(seat, self.direction, self.eliminated)

    def total_after(self, card: Card) -> int:
        """The total if ``card`` were played now (R-NUM-1, R-M10-1, R-99-1)."""
        return self.rules.total_after(self.total, card)
