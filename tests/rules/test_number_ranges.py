"""Whole numbers too long to say (from about 28 digits, Babel's decimal precision) are refused at the
edge with a range error (rule options, scenario fields) or make a save damaged; the catalog itself
formats any number without a traceback (the safety net)."""

from __future__ import annotations

import json
import random

import pytest

from voice_ono.narration import problem_text, text
from voice_ono.narration.catalog import catalog
from voice_ono.rules import GameState, get_ruleset
from voice_ono.rules.ruleset import HAND_SIZE_MOST, TARGET_MOST, TOKENS_MOST, UnknownRulesError
from voice_ono.rules.scenario import ScenarioError, state_from_scenario
from voice_ono.rules.schema import ROUND_MOST
from voice_ono.session import DamagedSaveError, GameSettings, load_autosave
from voice_ono.session.save import save_data

HUGE = 10**30


@pytest.mark.parametrize("number", [HUGE, -HUGE, 10**27, 10**200, 10**4000, 1e300])
@pytest.mark.parametrize("locale", ["en", "sd", "hi"])
def test_any_number_is_worded_without_a_traceback(number, locale):
    said = catalog(locale).text("rules-bad-bust-total", value=number)
    assert "bust_total" in said


def test_a_long_number_keeps_its_digits():
    assert str(10**30) in text("rules-bad-bust-total", value=10**30)


@pytest.mark.parametrize("key, high", [("tokens", TOKENS_MOST), ("target", TARGET_MOST),
                                       ("hand_size", HAND_SIZE_MOST)])
def test_an_option_above_its_range_is_a_range_error(key, high):
    get_ruleset("classic1980", {key: high})  # the highest value is allowed
    for value in (high + 1, HUGE, str(HUGE)):
        with pytest.raises(UnknownRulesError) as err:
            get_ruleset("classic1980", {key: value})
        assert err.value.msg_id == "cli-out-of-range"
        assert err.value.values == {"value": f"{key}={value}", "low": "1", "high": str(high), "unit": ""}
        assert problem_text(err.value) == text("cli-out-of-range", value=f"{key}={value}", low="1",
                                               high=str(high), unit="")


def test_a_huge_bust_total_is_said():
    with pytest.raises(UnknownRulesError) as err:
        get_ruleset("classic1980", {"bust_total": 10**27})
    assert err.value.msg_id == "rules-bad-bust-total"
    assert problem_text(err.value) == text("rules-bad-bust-total", value=str(10**27))


def test_an_infinite_float_option_is_not_a_whole_number():
    with pytest.raises(UnknownRulesError) as err:
        get_ruleset("classic1980", {"tokens": float("inf")})
    assert err.value.msg_id == "rules-option-int"


_BASE = {"rules": "classic1980", "players": ["You", "Bot"], "kinds": ["human", "easy"],
         "hands": [["2", "3", "4", "5"], ["2", "3", "4", "5"]]}


@pytest.mark.parametrize("change, field, low, high", [
    ({"round": HUGE}, "round", "1", str(ROUND_MOST)),
    ({"tokens": [HUGE, 3]}, "tokens[0]", "0", str(TOKENS_MOST)),
])
def test_a_scenario_number_above_its_range_is_a_range_error(change, field, low, high):
    with pytest.raises(ScenarioError) as err:
        state_from_scenario({**_BASE, **change})
    assert err.value.msg_id == "file-bad-game"
    inner = err.value.values["error"]
    assert inner.msg_id == "cli-out-of-range"
    value = json.dumps(next(iter(change.values())) if field == "round" else HUGE)
    assert inner.values == {"value": f"{field}={value}", "low": low, "high": high, "unit": ""}
    assert problem_text(err.value) == text("file-bad-game", file="scenario", error=text(
        "cli-out-of-range", value=f"{field}={value}", low=low, high=high, unit=""))


def test_scenario_options_out_of_range():
    with pytest.raises(ScenarioError) as err:
        state_from_scenario({**_BASE, "options": {"bust_total": 10**27}})
    assert err.value.msg_id == "rules-bad-bust-total"
    with pytest.raises(ScenarioError) as err:
        state_from_scenario({**_BASE, "options": {"tokens": HUGE}})
    assert err.value.msg_id == "cli-out-of-range"
    with pytest.raises(ScenarioError) as err:
        state_from_scenario({**_BASE, "total": -HUGE})
    assert err.value.msg_id == "file-below-minimum"
    problem_text(err.value)


def test_values_in_range_still_load():
    state, _ = state_from_scenario({**_BASE, "round": 7, "tokens": [TOKENS_MOST, 0], "total": -50})
    assert state.round == 7 and state.tokens == [TOKENS_MOST, 0]


def _save(tmp_path):
    state = GameState.new(get_ruleset("classic1980"), ["You", "Bot 1"], 5)
    state.start()
    rng = random.Random(5)
    for _ in range(3):
        state.apply(rng.choice(state.legal_actions()))
    return save_data(state, ["human", "random"], GameSettings(rules="classic1980", bots=1))


@pytest.mark.parametrize("where", ["tokens", "round", "options"])
def test_a_save_with_a_huge_number_is_damaged(tmp_path, where):
    data = _save(tmp_path)
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    load_autosave(path)  # the save as written loads
    if where == "tokens":
        data["state"]["tokens"][0] = HUGE
    elif where == "round":
        data["state"]["round"] = HUGE
    else:
        data["settings"]["options"] = {"tokens": HUGE}
        data["state"]["options"] = {"tokens": HUGE}
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DamagedSaveError) as err:
        load_autosave(path)
    assert str(HUGE) in err.value.detail


def test_a_whole_number_of_5000_digits_in_a_scenario_names_its_field(tmp_path):
    """Second tester: 5,000 digits hit Python's own limit on converting digit strings (4,300), whose message
    named neither the file nor the field."""
    from voice_ono.rules.scenario import load_scenario

    path = tmp_path / "s.json"
    path.write_text('{"players": ["You", "Bot"], "kinds": ["human", "medium"], "hands": [["2", "3"], ["4", "5"]], '
                    '"draw_pile": ["6"], "total": ' + "9" * 5000 + "}", encoding="utf-8")
    with pytest.raises(ScenarioError) as err:
        state_from_scenario(load_scenario(path))
    assert "'total'" in problem_text(err.value) and "Exceeds the limit" not in problem_text(err.value)
