"""Typed contracts (issue 10): enums and classes inside, the same strings at the edges."""

from __future__ import annotations

import json

import pytest

from voice_ono.bots import BOTS, SeatKind, bot_kind, make_bot
from voice_ono.commands.grammar import CardKey, load_grammar
from voice_ono.commands.parse import parse_command
from voice_ono.commands.types import (AnswerCommand, AnswerKind, CommandKind, PlayCommand, QueryCommand, QueryKind,
                                      SetupCommand)
from voice_ono.rules import Card, PointsMode, ScoringMode, get_ruleset
from voice_ono.rules.ruleset import UnknownRulesError


def test_scoring_and_points_mode_are_enums_with_the_option_strings_at_the_edge():
    rules = get_ruleset("classic1980", {"scoring": "points", "points_mode": "lowest"})
    assert rules.scoring is ScoringMode.POINTS and rules.points_mode is PointsMode.LOWEST
    assert rules.options_dict()["scoring"] == "points"
    assert type(rules.options_dict()["scoring"]) is str
    assert get_ruleset("classic1980").scoring is ScoringMode.TOKENS
    with pytest.raises(UnknownRulesError) as info:
        get_ruleset("classic1980", {"scoring": "golf"})
    assert info.value.msg_id == "rules-option-choice"
    assert info.value.values == {"key": "scoring", "choices": "elimination, tokens, points", "value": "golf"}


def test_seat_kind_parses_names_and_levels():
    assert SeatKind.parse("Human") is SeatKind.HUMAN
    assert SeatKind.parse("hard") is SeatKind.SEARCH and bot_kind("easy") is SeatKind.RANDOM
    assert not SeatKind.HUMAN.is_bot and SeatKind.HEURISTIC.is_bot
    assert json.dumps([SeatKind.HUMAN, SeatKind.SEARCH]) == '["human", "search"]'
    assert isinstance(make_bot("medium"), BOTS[SeatKind.HEURISTIC])
    with pytest.raises(ValueError) as info:
        SeatKind.parse("wizard")
    assert info.value.msg_id == "bot-unknown" and info.value.values["name"] == "wizard"  # type: ignore[attr-defined]
    assert "hard" in info.value.values["choices"].split(", ")  # type: ignore[attr-defined]


def test_command_is_a_union_of_one_class_per_kind():
    play = parse_command("play two")
    assert isinstance(play, PlayCommand) and play.kind is CommandKind.PLAY and play.is_action
    assert play.cards == (Card.TWO, Card.PLAY2) and all(type(c) is Card for c in play.cards)
    assert parse_command("what's the total") == QueryCommand(QueryKind.TOTAL)
    assert parse_command("yes") == AnswerCommand(AnswerKind.YES) and parse_command("yes").yes
    setup = parse_command("new game with three bots")
    assert setup == SetupCommand(bots=3) and not setup.is_action
    assert QueryKind.TOTAL != "total" and CommandKind.PLAY != "play"  # enums are not their words
    assert play.to_json() == {"intent": "play", "card": None, "candidates": ["2", "play2"]}


def test_card_keys_are_typed_and_keep_their_text():
    keys = load_grammar().card_keys()
    assert keys["play two"] == CardKey.of(["play2", "2"]) == "2|play2"
    assert keys["play two"].cards == ("2", "play2")
    assert keys["play seven"].cards == ("7",)
    assert all(isinstance(k, CardKey) for k in keys.values())


def test_one_percentile_helper_uses_statistics_quantiles():
    from voice_ono_dev.reports import percentile

    assert percentile([], 95) is None
    assert percentile([4.0], 95) == 4.0
    assert percentile(list(range(101)), 95) == 95.0
    assert percentile([1.0, 2.0], 50) == 1.5  # interpolated between ranks
    with pytest.raises(ValueError):
        percentile([1.0], 100)
