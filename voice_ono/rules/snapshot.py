"""Snapshots: a game state as JSON-ready data and back.

:func:`state_to_dict` writes the scenario schema plus the engine internals;
:func:`fill_state` sets a new state's fields from such data, for saved games
and scenario files alike (docs/scenario.md).  The one builder from data is
:meth:`voice_ono.rules.state.GameState.from_dict`: it makes the state (so the
players are checked against the rules) and calls :func:`fill_state`.
Validation of the data's shape is done before, once, against the JSON Schema
(:mod:`voice_ono.rules.schema`).
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from voice_ono.rules.cards import Card
from voice_ono.rules.events import action_from_str
from voice_ono.rules.outcome import Outcome, Termination
from voice_ono.rules.table import Table

RngState = tuple[int, tuple[int, ...], float | None]
"""What ``random.Random.getstate()`` returns."""


def state_to_dict(state: Table) -> dict[str, Any]:
    """A JSON-ready snapshot (the scenario schema plus engine internals)."""
    return {
        "rules": state.rules.name,
        "options": state.rules.options_dict(),
        "players": list(state.names),
        "hands": [[c.value for c in h] for h in state.hands],
        "draw_pile": [c.value for c in reversed(state.draw_pile)],  # top first
        "discard_pile": [c.value for c in state.discard_pile],  # bottom first
        "total": state.total,
        "direction": state.direction,
        "turn": state.turn,
        "pending_play2": state.pending_play2,
        "plays_left": state.plays_left,
        "seed": state.seed,
        "dealer": state.dealer,
        "eliminated": list(state.eliminated),
        "revealed": {str(s): [c.value for c in h] for s, h in state.revealed.items()},
        "last_to_play": state.last_to_play,
        "last_played": list(state.last_played),
        "outcome": None if state.outcome is None else
        {"winner": state.outcome.winner, "termination": state.outcome.termination.value},
        "history": [str(a) for a in state.history],
        "round": state.round,
        "tokens": list(state.tokens),
        "scores": list(state.scores),
        "out_of_game": list(state.out_of_game),
        "put_out": list(state.put_out),
        "pending_draw": state.pending_draw,
        "pending_draw_count": state.pending_draw_count,
        "ono_extra_played": state.ono_extra_played,
        "started": state.started,
        "rng_state": rng_state_to_json(state.rng.getstate()),
    }


def fill_state(state: Table, data: Mapping[str, Any]) -> None:
    """Set the fields of ``state``, just made for ``data["players"]`` and
    ``data["seed"]``, from a snapshot (:func:`state_to_dict`) or a scenario:
    the fields given are set, the rest keep their start-of-game values.  A
    seat out of the game is also out of the round.  The state is dealt, and
    started only when the data says so (a scenario is started by the caller).

    :raises KeyError: when ``hands`` is missing.
    :raises ValueError: on an unknown card, action or termination.
    """
    n = len(state.names)
    state.hands = [[Card.from_name(c) for c in h] for h in data["hands"]]
    state.draw_pile = [Card.from_name(c) for c in reversed(data.get("draw_pile", []))]
    state.discard_pile = [Card.from_name(c) for c in data.get("discard_pile", [])]
    state.total = int(data.get("total", 0))
    state.direction = int(data.get("direction", 1))
    state.turn = int(data.get("turn", 0))
    state.pending_play2 = bool(data.get("pending_play2", False))
    state.plays_left = int(data.get("plays_left", 1))
    state.dealer = data.get("dealer")
    state.out_of_game = [bool(x) for x in data.get("out_of_game", [False] * n)]
    state.eliminated = [bool(e) or o for e, o in
                        zip(data.get("eliminated", [False] * n), state.out_of_game)]
    state.revealed = {int(s): [Card.from_name(c) for c in h]
                      for s, h in data.get("revealed", {}).items()}
    state.last_to_play = data.get("last_to_play")
    state.last_played = [int(x) for x in data.get("last_played", [-1] * n)]
    if "last_played" not in data and state.last_to_play is not None:
        state.last_played[int(state.last_to_play)] = len(data.get("history", []))
    outcome = data.get("outcome")
    if outcome:
        state.outcome = Outcome(int(outcome["winner"]), Termination(outcome["termination"]))
    state.history = [action_from_str(a) for a in data.get("history", [])]
    state.round = int(data.get("round", 1))
    state.tokens = [int(t) for t in data.get("tokens", state.tokens)]
    state.scores = [int(t) for t in data.get("scores", [0] * n)]
    state.put_out = [bool(x) for x in data.get("put_out", [False] * n)]
    state.pending_draw = data.get("pending_draw")
    state.pending_draw_count = int(data.get("pending_draw_count", 0))
    state.ono_extra_played = bool(data.get("ono_extra_played", False))
    state.started = bool(data.get("started", False))
    state.dealt = True
    if data.get("rng_state") is not None:
        state.rng.setstate(rng_state_from_json(data["rng_state"]))


def rng_state_to_json(st: RngState) -> list[Any]:
    version, internal, gauss = st
    return [version, list(internal), gauss]


def rng_state_from_json(data: Iterable[Any]) -> RngState:
    version, internal, gauss = data
    return (int(version), tuple(int(x) for x in internal), gauss)
