"""Scenario files: start a game from a given position (docs/scenario.md).

A scenario is a JSON object; its shape is ``$defs/game`` of the one schema
for game files (:mod:`voice_ono.rules.schema`), and the state is built by
the one builder from data (:meth:`voice_ono.rules.state.GameState.from_dict`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Mapping

from voice_ono.rules.data_errors import DataError
from voice_ono.rules.ruleset import UnknownRulesError, get_ruleset
from voice_ono.rules.schema import GameFileError, validate
from voice_ono.rules.state import GameState


class ScenarioError(GameFileError):
    """The scenario file (or a save's game) is unreadable or invalid, as data: a ``file-*`` message id and
    values naming the field (:class:`~voice_ono.rules.schema.GameFileError`)."""


def load_scenario(path: str | Path) -> dict[str, Any]:
    """Read a scenario JSON file.

    :raises ScenarioError: when the file is missing or not a JSON object.
    """
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ScenarioError("file-not-found", file="scenario", path=str(path)) from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise ScenarioError("file-not-json", detail=str(exc), file="scenario", path=str(path)) from None
    if not isinstance(data, dict):
        raise ScenarioError("file-not-object", file="scenario", path=str(path))
    return data


def state_from_scenario(data: Mapping[str, Any]) -> tuple[GameState, list[str]]:
    """Build a :class:`GameState` from a scenario dict.

    Schema (``$defs/game`` in :mod:`voice_ono.rules.schema`): ``rules``
    (preset name, default ``mattel2022``), ``options`` (rule options),
    ``players`` (names, seat 0 first), ``kinds`` (``"human"`` or a bot name
    per seat; default all human), ``hands`` (card names per seat),
    ``draw_pile`` (top first), ``discard_pile`` (bottom first, optional),
    ``total``, ``direction`` (1 or -1), ``turn`` (seat index),
    ``pending_play2`` (bool), ``seed`` (int, for later reshuffles and
    re-deals), and optional ``eliminated`` (bool per seat).  For the
    multi-round 1980 scorings (R-80-TOK, R-80-PTS-*) also optional:
    ``round`` (int >= 1), ``dealer`` (seat), ``tokens`` (int per seat),
    ``scores`` (points per seat), ``out_of_game`` (bool per seat; such
    seats are also out of the round).  A saved game's ``state`` is a
    scenario with the engine's internals added.

    :returns: the state (call ``start()`` on it) and the seat kinds.
    :raises ScenarioError: naming the first invalid field; nothing is built.
    """
    try:
        validate(data, "game", "scenario")
    except GameFileError as exc:
        raise ScenarioError(exc.msg_id, detail=exc.detail, **exc.values) from None
    return build_game(data)


def build_game(data: Mapping[str, Any], file: str = "scenario") -> tuple[GameState, list[str]]:
    """Build the state of schema-valid game data (a scenario, or a save's
    ``state`` plus its ``kinds``), after the checks a schema cannot make:
    one entry per player, the total below the bust line, seats in range.
    ``file`` (``"scenario"`` or ``"save"``) is the ``file`` value of an error.

    :raises ScenarioError: naming the first invalid field.
    """
    try:
        rules = get_ruleset(str(data.get("rules", "mattel2022")), data.get("options") or {})
    except UnknownRulesError as exc:
        raise ScenarioError(exc.msg_id, file=file, field="rules", **exc.values) from None
    players = data["players"]
    n = len(players)
    kinds = data.get("kinds", ["human"] * n)
    for name in ("kinds", "hands", "eliminated", "out_of_game", "tokens", "scores"):
        if (name in data or name == "kinds") and len(data[name] if name in data else kinds) != n:
            raise ScenarioError("file-one-per-player", file=file, field=name, players=n)
    total = data.get("total", 0)
    if total >= rules.bust_total:
        raise ScenarioError("file-total-too-high", file=file, field="total", bust_total=rules.bust_total)
    if rules.min_total is not None and total < rules.min_total:
        raise ScenarioError("file-total-too-low", file=file, field="total", min_total=rules.min_total,
                            rules=rules.name)
    for name in ("turn", "dealer", "pending_draw"):
        seat = data.get(name)
        if seat is not None and seat >= n:
            raise ScenarioError("file-not-a-seat", file=file, field=name, last=n - 1)
    try:
        state = GameState.from_dict(data, rules)
    except ValueError as exc:
        # a DataError (a card, an action, players that do not fit) is worded by narration; another
        # ValueError keeps its own words
        raise ScenarioError("file-bad-game", detail=str(exc), file=file,
                            error=exc if isinstance(exc, DataError) else str(exc)) from None
    if state.eliminated[state.turn]:
        raise ScenarioError("file-turn-eliminated", file=file, field="turn")
    return state, [str(k) for k in kinds]
