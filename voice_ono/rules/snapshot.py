"""Snapshots: a game's :class:`~voice_ono.rules.table.Table` as JSON-ready data and back.

:func:`state_to_dict` writes the scenario schema plus the engine internals;
:func:`fill_state` sets a new table's fields from such data, for saved games
and scenario files alike (docs/scenario.md).  The one builder from data is
:meth:`voice_ono.rules.state.GameState.from_dict`: it makes the table (so the
players are checked against the rules) and calls :func:`fill_state`.
Validation of the data's shape is done before, once, against the JSON Schema
(:mod:`voice_ono.rules.schema`).
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, TypedDict

from voice_ono.rules.cards import Card
from voice_ono.rules.events import action_from_str
from voice_ono.rules.outcome import Outcome, Termination
from voice_ono.rules.ruleset import OptionValue
from voice_ono.rules.table import Table

RngState = tuple[int, tuple[int, ...], float | None]
"""What ``random.Random.getstate()`` returns."""

RngStateJSON = list[int | list[int] | float | None]
""":data:`RngState` as JSON: ``[version, [internal state...], gauss]``."""


class OutcomeJSON(TypedDict):
    """A finished game's :class:`~voice_ono.rules.outcome.Outcome`: the winner's seat and the
    :class:`~voice_ono.rules.outcome.Termination` value."""

    winner: int
    termination: str


class Snapshot(TypedDict):
    """What :func:`state_to_dict` writes: the scenario fields (docs/scenario.md; cards by name, piles with the
    draw pile top first and the discard pile bottom first, seats 0-based, per-seat lists one entry a seat) and
    the engine's internals (``rng_state``, ``history`` as action strings, ...)."""

    rules: str
    options: dict[str, OptionValue]
    players: list[str]
    hands: list[list[str]]
    draw_pile: list[str]
    discard_pile: list[str]
    total: int
    direction: int
    turn: int
    pending_play2: bool
    plays_left: int
    seed: int | None
    dealer: int | None
    eliminated: list[bool]
    revealed: dict[str, list[str]]
    last_to_play: int | None
    last_played: list[int]
    outcome: OutcomeJSON | None
    history: list[str]
    round: int
    tokens: list[int]
    scores: list[int]
    out_of_game: list[bool]
    put_out: list[bool]
    pending_draw: int | None
    pending_draw_count: int
    ono_extra_played: bool
    started: bool
    rng_state: RngStateJSON


def state_to_dict(table: Table) -> Snapshot:
    """A JSON-ready snapshot of ``table`` (the scenario schema plus engine internals)."""
    return {
        "rules": table.rules.name,
        "options": table.rules.options_dict(),
        "players": list(table.names),
        "hands": [[c.value for c in h] for h in table.hands],
        "draw_pile": [c.value for c in reversed(table.draw_pile)],  # top first
        "discard_pile": [c.value for c in table.discard_pile],  # bottom first
        "total": table.total,
        "direction": table.direction,
        "turn": table.turn,
        "pending_play2": table.pending_play2,
        "plays_left": table.plays_left,
        "seed": table.seed,
        "dealer": table.dealer,
        "eliminated": list(table.eliminated),
        "revealed": {str(s): [c.value for c in h] for s, h in table.revealed.items()},
        "last_to_play": table.last_to_play,
        "last_played": list(table.last_played),
        "outcome": None if table.outcome is None else
        {"winner": table.outcome.winner, "termination": table.outcome.termination.value},
        "history": [str(a) for a in table.history],
        "round": table.round,
        "tokens": list(table.tokens),
        "scores": list(table.scores),
        "out_of_game": list(table.out_of_game),
        "put_out": list(table.put_out),
        "pending_draw": table.pending_draw,
        "pending_draw_count": table.pending_draw_count,
        "ono_extra_played": table.ono_extra_played,
        "started": table.started,
        "rng_state": rng_state_to_json(table.rng.getstate()),
    }


def fill_state(table: Table, data: Mapping[str, Any]) -> None:
    """Set the fields of ``table``, just made for ``data["players"]`` and
    ``data["seed"]``, from a snapshot (:func:`state_to_dict`) or a scenario:
    the fields given are set, the rest keep their start-of-game values.  A
    seat out of the game is also out of the round.  The table is dealt, and
    started only when the data says so (a scenario is started by the caller).

    :raises KeyError: when ``hands`` is missing.
    :raises ValueError: on an unknown card, action or termination.
    """
    n = len(table.names)
    table.hands = [[Card.from_name(c) for c in h] for h in data["hands"]]
    table.draw_pile = [Card.from_name(c) for c in reversed(data.get("draw_pile", []))]
    table.discard_pile = [Card.from_name(c) for c in data.get("discard_pile", [])]
    table.total = int(data.get("total", 0))
    table.direction = int(data.get("direction", 1))
    table.turn = int(data.get("turn", 0))
    table.pending_play2 = bool(data.get("pending_play2", False))
    table.plays_left = int(data.get("plays_left", 1))
    table.dealer = data.get("dealer")
    table.out_of_game = [bool(x) for x in data.get("out_of_game", [False] * n)]
    table.eliminated = [bool(e) or o for e, o in
                        zip(data.get("eliminated", [False] * n), table.out_of_game)]
    table.revealed = {int(s): [Card.from_name(c) for c in h]
                      for s, h in data.get("revealed", {}).items()}
    table.last_to_play = data.get("last_to_play")
    table.last_played = [int(x) for x in data.get("last_played", [-1] * n)]
    if "last_played" not in data and table.last_to_play is not None:
        table.last_played[int(table.last_to_play)] = len(data.get("history", []))
    outcome = data.get("outcome")
    if outcome:
        table.outcome = Outcome(int(outcome["winner"]), Termination(outcome["termination"]))
    table.history = [action_from_str(a) for a in data.get("history", [])]
    table.round = int(data.get("round", 1))
    table.tokens = [int(t) for t in data.get("tokens", table.tokens)]
    table.scores = [int(t) for t in data.get("scores", [0] * n)]
    table.put_out = [bool(x) for x in data.get("put_out", [False] * n)]
    table.pending_draw = data.get("pending_draw")
    table.pending_draw_count = int(data.get("pending_draw_count", 0))
    table.ono_extra_played = bool(data.get("ono_extra_played", False))
    table.started = bool(data.get("started", False))
    table.dealt = True
    if data.get("rng_state") is not None:
        table.rng.setstate(rng_state_from_json(data["rng_state"]))


def rng_state_to_json(st: RngState) -> RngStateJSON:
    version, internal, gauss = st
    return [version, list(internal), gauss]


def rng_state_from_json(data: Iterable[Any]) -> RngState:
    version, internal, gauss = data
    return (int(version), tuple(int(x) for x in internal), gauss)
