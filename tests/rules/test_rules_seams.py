"""The rules package along its seams (issues 10, 20): queries never change the
state, turn order is one rule, the command resolver needs only the view, and
the rule functions take the table as plain data (no hooks)."""

from __future__ import annotations

import ast
import dataclasses
import random
from pathlib import Path

import voice_ono.rules
from voice_ono.commands.parse import parse_command
from voice_ono.commands.resolve import Refused, Resolved, resolve
from voice_ono.rules import GameState, get_ruleset
from voice_ono.rules.table import Table, next_seat

RULES = Path(voice_ono.rules.__file__).parent


def _states():
    for rules_name in ("mattel2022", "classic1980", "ninetynine_card"):
        state = GameState.new(get_ruleset(rules_name), ["A", "B", "C", "D"], seed=3)
        state.start()
        rng = random.Random(4)
        while not state.is_over and len(state.history) < 60:
            yield state
            state.apply(rng.choice(state.legal_actions()))


def test_queries_do_not_change_the_state():
    for state in _states():
        before = state.to_dict()
        for seat in range(len(state.names)):
            state.legal_actions_unforced(seat)
            state.legal_actions(seat)
            state.view(seat)
        assert state.to_dict() == before


def test_turn_order_is_one_rule_for_state_and_view():
    for state in _states():
        for seat in range(len(state.names)):
            expected = next_seat(seat, state.direction, state.eliminated)
            assert state.next_seat(seat) == expected
            assert state.view(0).next_seat(seat) == expected


def test_resolve_works_on_the_players_view():
    state = GameState.new(get_ruleset(), ["A", "B"], seed=1)
    state.start()
    view = state.view(state.turn)
    card = view.legal_actions[0].card
    assert resolve(parse_command(f"play {card.value}"), view) == Resolved(view.legal_actions[0])
    other = state.view(1 - state.turn)
    assert isinstance(resolve(parse_command(f"play {card.value}"), other), Refused)


def test_the_table_is_plain_data_and_game_state_adds_none():
    """GameState is the Table with public methods: every attribute of a game is a field of the table."""
    fields = {f.name for f in dataclasses.fields(Table)}
    for state in _states():
        assert set(vars(state)) == fields
        assert set(vars(state.copy())) == fields
        break


def test_the_rule_functions_call_no_private_hook():
    """No rule module reaches for a private attribute of another object (``x._y``); the turn's start is a
    public rule function (turns.begin_turn), not a method a subclass could override."""
    for name in ("dealing", "legal", "turns", "scoring", "snapshot", "view", "table"):
        tree = ast.parse((RULES / f"{name}.py").read_text(encoding="utf-8"))
        private = [node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)
                   and node.attr.startswith("_") and not node.attr.startswith("__")]
        assert private == [], (name, private)
