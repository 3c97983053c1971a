"""The 1980-edition phrases of grammars/en.toml: draw, round queries and
choosing the rules by voice at setup."""

from __future__ import annotations

import pytest

from voice_ono.commands.grammar import load_grammar
from voice_ono.rules import PRESETS


@pytest.mark.parametrize("phrase,intent,slots", [
    ("draw", "draw", {}),
    ("draw a card", "draw", {}),
    ("my tokens", "tokens", {}),
    ("how many tokens", "tokens", {}),
    ("scores", "scores", {}),
    ("what are the scores", "scores", {}),
    ("how many rounds", "rounds", {}),
    ("which round", "rounds", {}),
    ("new game classic rules", "new_game_rules", {"rules": "classic1980"}),
    ("new game ninety nine rules", "new_game_rules", {"rules": "ninetynine_card"}),
    ("new game classic rules with points", "new_game_rules", {"rules": "classic1980", "scoring": "points"}),
    ("new game ninety nine rules with nine bots", "new_game_rules", {"rules": "ninetynine_card", "count": "9"}),
    ("new game classic rules with one bot", "new_game_rules", {"rules": "classic1980", "count": "1"}),
])
def test_phrase_parses_to_one_intent(phrase, intent, slots):
    parses = load_grammar("en").parses(phrase)
    assert len(parses) == 1
    assert parses[0].intent.name == intent and dict(parses[0].slots) == slots


def test_rules_slot_names_real_presets_and_no_phrase_is_ambiguous():
    g = load_grammar("en")
    assert set(g.slots["rules"]) <= set(PRESETS)
    assert set(g.slots["scoring"]) <= {"tokens", "points"}
    ambiguous = [p for p in g.phrases() if len({x.intent.name for x in g.parses(p)}) > 1]
    assert ambiguous == []
    assert g.parses("draw pile")[0].intent.name == "draw_pile"  # not the draw action
