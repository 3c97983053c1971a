"""The rules package along its seams (issue 10): queries never change the
state, turn order is one rule, and the command resolver needs only the view."""

from __future__ import annotations

import random

from voice_ono.commands.parse import parse_command
from voice_ono.commands.resolve import Refused, Resolved, resolve
from voice_ono.rules import GameState, get_ruleset
from voice_ono.rules.view import next_seat


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
