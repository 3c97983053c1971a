"""Scenario files: start a game from a given position (docs/scenario.md).

A scenario is a JSON object; its shape is ``$defs/game`` of the one schema
for game files (:mod:`voice_ono.rules.schema`), and the state is built by
the one builder from data (:meth:`voice_ono.rules.state.GameState.from_dict`).
"""

from __future__ import annotations

import json
import os
import stat
from collections import Counter
from pathlib import Path
from typing import Any, Collection, Mapping

from voice_ono.rules.data_errors import DataError
from voice_ono.rules.names import PlayerNameError, check_names
from voice_ono.rules.ruleset import UnknownRulesError, get_ruleset
from voice_ono.rules.schema import GameFileError, json_int, validate
from voice_ono.rules.state import GameState


class ScenarioError(GameFileError):
    """The scenario file (or a save's game) is unreadable or invalid, as data: a ``file-*`` message id and
    values naming the field (:class:`~voice_ono.rules.schema.GameFileError`)."""


def load_scenario(path: str | Path) -> dict[str, Any]:
    """Read a scenario JSON file.

    :raises ScenarioError: when the file is missing, not a regular file (``file-not-regular``: a folder, a
        device such as ``/dev/zero`` or a named pipe, which are never read: one never ends, one may never
        open), or not a JSON object.
    """
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise ScenarioError("file-not-regular", file="scenario", path=str(path))
        data = json.loads(Path(path).read_text(encoding="utf-8"), parse_int=json_int)
    except FileNotFoundError:
        raise ScenarioError("file-not-found", file="scenario", path=str(path)) from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise ScenarioError("file-not-json", detail=str(exc), file="scenario", path=str(path)) from None
    if not isinstance(data, dict):
        raise ScenarioError("file-not-object", file="scenario", path=str(path))
    return data


def state_from_scenario(data: Mapping[str, Any], *, reserved: Collection[str] = ()) -> tuple[GameState, list[str]]:
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

    Player names follow :mod:`voice_ono.rules.names`; ``reserved`` are the words no name may be (the
    narration's words for the player, :func:`voice_ono.narration.player_words`), except the single human's.

    :returns: the state (call ``start()`` on it) and the seat kinds.
    :raises ScenarioError: naming the first invalid field; nothing is built.
    """
    try:
        validate(data, "game", "scenario")
    except GameFileError as exc:
        raise ScenarioError(exc.msg_id, detail=exc.detail, **exc.values) from None
    return build_game(data, reserved=reserved)


def build_game(data: Mapping[str, Any], file: str = "scenario", *,
               reserved: Collection[str] = ()) -> tuple[GameState, list[str]]:
    """Build the state of schema-valid game data (a scenario, or a save's
    ``state`` plus its ``kinds``), after the checks a schema cannot make:
    one entry per player, every name as :func:`voice_ono.rules.names.check_names` allows (``reserved``:
    the words only the single human may be called), the total below the bust line, seats in range.
    ``file`` (``"scenario"`` or ``"save"``) is the ``file`` value of an error.

    :raises ScenarioError: naming the first invalid field (``file-bad-name`` with ``field`` the name's
        ``players[i]`` and ``error`` the :class:`~voice_ono.rules.names.PlayerNameError`).
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
    humans = [seat for seat, kind in enumerate(kinds) if kind == "human"]
    try:
        names = check_names(players, reserved=reserved, exempt=humans[0] if len(humans) == 1 else None)
    except PlayerNameError as exc:
        raise ScenarioError("file-bad-name", file=file, field=f"players[{exc.seat}]", error=exc) from None
    data = {**data, "players": names}
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
    check_position(state, file)
    return state, [str(k) for k in kinds]


def check_position(state: GameState, file: str = "scenario") -> None:
    """Refuse a position the rules could never reach (a damaged or hand-edited file): more cards than the
    deck holds, or, in a position with the whole deck (a dealt game; a scenario may pick any few cards), more
    copies of a card than the deck has (R-SET-1: one deck), ``plays_left`` outside 1..the forced cards (R-P2-1),
    more than one card to play without a Play 2 pending, and, in a started game that is not over, a
    player to act with no legal move (a turn only begins with one: R-ELIM-1, R-P2-4; an empty hand on
    its turn would never move on).  A scenario not yet started is checked only for its cards and
    ``plays_left``: its start applies the rules (a hand with no safe card is out, R-ELIM-1).

    :raises ScenarioError: ``file-too-many-cards`` (``count``, ``deck``), ``file-too-many-copies`` (``card``,
        ``count``, ``deck``), ``file-plays-left``
        (``most``) or ``file-no-legal-move`` (``field`` the seat's hand, ``player``).
    """
    deck = state.rules.deck_size()
    if state.card_count() > deck:
        raise ScenarioError("file-too-many-cards", file=file, field="hands", count=state.card_count(), deck=deck)
    if state.card_count() == deck:  # a dealt deck (a game, not a scenario's hand-picked cards): one of each copy
        counts = Counter(c for pile in (*state.hands, state.draw_pile, state.discard_pile) for c in pile)
        in_deck = dict(state.rules.deck)
        for card, count in counts.items():
            if count > in_deck.get(card, 0):
                raise ScenarioError("file-too-many-copies", file=file, field="hands", card=card.value,
                                    count=count, deck=in_deck.get(card, 0))
    most = max(1, state.rules.forced_cards)
    if not 1 <= state.plays_left <= most or (state.plays_left > 1 and not state.pending_play2):
        raise ScenarioError("file-plays-left", file=file, field="plays_left", most=most,
                            value=str(state.plays_left))
    if not state.started or state.outcome is not None:
        return
    seats = {state.turn} if state.pending_draw in (None, state.turn) else {state.turn, state.pending_draw}
    for seat in sorted(seats):
        if not state.eliminated[seat] and not state.legal_actions(seat):
            raise ScenarioError("file-no-legal-move", file=file, field=f"hands[{seat}]",
                                player=state.names[seat])
