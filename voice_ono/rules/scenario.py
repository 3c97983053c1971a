"""Scenario files: start a game from a given position (docs/scenario.md).

A scenario is a JSON object; see :func:`state_from_scenario` for the schema.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from voice_ono.rules.cards import Card, UnknownCardError
from voice_ono.rules.ruleset import UnknownRulesError, get_ruleset
from voice_ono.rules.state import GameState


class ScenarioError(ValueError):
    """The scenario file is unreadable or invalid; the message says which field."""


def load_scenario(path: str | Path) -> dict[str, Any]:
    """Read a scenario JSON file.

    :raises ScenarioError: when the file is missing or not a JSON object.
    """
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ScenarioError(f"scenario file not found: {path}") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ScenarioError(f"scenario file {path} is not valid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise ScenarioError(f"scenario file {path} must hold a JSON object")
    return data


def _cards(value: Any, field: str) -> list[Card]:
    if not isinstance(value, list):
        raise ScenarioError(f"scenario field {field!r} must be a list of card names")
    try:
        return [Card.from_name(c) for c in value]
    except UnknownCardError as exc:
        raise ScenarioError(f"scenario field {field!r}: {exc}") from None


def _per_seat_ints(data: dict[str, Any], field: str, default: list[int], n: int) -> list[int]:
    value = data.get(field, default)
    if not isinstance(value, list) or len(value) != n or not all(
        isinstance(v, int) and v >= 0 for v in value
    ):
        raise ScenarioError(f"scenario field {field!r} must list one whole number >= 0 per player ({n})")
    return list(value)


def state_from_scenario(data: dict[str, Any]) -> tuple[GameState, list[str]]:
    """Build a :class:`GameState` from a scenario dict.

    Schema: ``rules`` (preset name, default ``mattel2022``), ``options``
    (rule options), ``players`` (names, seat 0 first), ``kinds`` (``"human"``
    or a bot name per seat; default all human), ``hands`` (card names per
    seat), ``draw_pile`` (top first), ``discard_pile`` (bottom first,
    optional), ``total``, ``direction`` (1 or -1), ``turn`` (seat index),
    ``pending_play2`` (bool), ``seed`` (int, for later reshuffles and
    re-deals), and optional ``eliminated`` (bool per seat).  For the
    multi-round 1980 scorings (R-80-TOK, R-80-PTS-*) also optional:
    ``round`` (int >= 1), ``dealer`` (seat), ``tokens`` (int per seat),
    ``scores`` (points per seat), ``out_of_game`` (bool per seat; such
    seats are also out of the round).

    :returns: the state (call ``start()`` on it) and the seat kinds.
    :raises ScenarioError: naming the first invalid field.
    """
    try:
        rules = get_ruleset(str(data.get("rules", "mattel2022")), data.get("options") or {})
    except UnknownRulesError as exc:
        raise ScenarioError(f"scenario: {exc}") from None
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) and p for p in players):
        raise ScenarioError("scenario field 'players' must be a list of player names")
    n = len(players)
    kinds = data.get("kinds", ["human"] * n)
    if not isinstance(kinds, list) or len(kinds) != n:
        raise ScenarioError(f"scenario field 'kinds' must list one kind per player ({n})")
    hands = data.get("hands")
    if not isinstance(hands, list) or len(hands) != n:
        raise ScenarioError(f"scenario field 'hands' must list one hand per player ({n})")
    seed = data.get("seed", 0)
    if not isinstance(seed, int):
        raise ScenarioError("scenario field 'seed' must be an integer")
    try:
        state = GameState(rules, players, seed)
    except ValueError as exc:
        raise ScenarioError(f"scenario: {exc}") from None
    state.hands = [_cards(h, f"hands[{i}]") for i, h in enumerate(hands)]
    state.draw_pile = list(reversed(_cards(data.get("draw_pile", []), "draw_pile")))
    state.discard_pile = _cards(data.get("discard_pile", []), "discard_pile")
    total = data.get("total", 0)
    if not isinstance(total, int) or isinstance(total, bool) or total >= rules.bust_total:
        raise ScenarioError(f"scenario field 'total' must be a whole number below {rules.bust_total}")
    if rules.min_total is not None and total < rules.min_total:
        raise ScenarioError(f"scenario field 'total' cannot be below {rules.min_total} in {rules.name}")
    state.total = total
    direction = data.get("direction", 1)
    if isinstance(direction, bool) or direction not in (1, -1):
        raise ScenarioError("scenario field 'direction' must be 1 (seat order) or -1 (reversed)")
    state.direction = direction
    turn = data.get("turn", 0)
    if not isinstance(turn, int) or isinstance(turn, bool) or not 0 <= turn < n:
        raise ScenarioError(f"scenario field 'turn' must be a seat index 0..{n - 1}")
    state.turn = turn
    state.pending_play2 = bool(data.get("pending_play2", False))
    eliminated = data.get("eliminated", [False] * n)
    if not isinstance(eliminated, list) or len(eliminated) != n:
        raise ScenarioError(f"scenario field 'eliminated' must list one bool per player ({n})")
    state.eliminated = [bool(e) for e in eliminated]
    state.tokens = _per_seat_ints(data, "tokens", state.tokens, n)
    state.scores = _per_seat_ints(data, "scores", state.scores, n)
    out = data.get("out_of_game", [False] * n)
    if not isinstance(out, list) or len(out) != n:
        raise ScenarioError(f"scenario field 'out_of_game' must list one bool per player ({n})")
    state.out_of_game = [bool(o) for o in out]
    state.eliminated = [e or o for e, o in zip(state.eliminated, state.out_of_game)]
    rnd = data.get("round", 1)
    if not isinstance(rnd, int) or rnd < 1:
        raise ScenarioError("scenario field 'round' must be a whole number from 1")
    state.round = rnd
    dealer = data.get("dealer")
    if dealer is not None and (not isinstance(dealer, int) or not 0 <= dealer < n):
        raise ScenarioError(f"scenario field 'dealer' must be a seat index 0..{n - 1}")
    state.dealer = dealer
    if state.eliminated[turn]:
        raise ScenarioError("scenario field 'turn' points at an eliminated player")
    state.dealt = True
    return state, [str(k) for k in kinds]
