"""One JSON Schema for scenario and save files (issue 10): a bad file gives a
short error naming the field, and nothing is changed or lost."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from voice_ono.rules.scenario import ScenarioError, load_scenario, state_from_scenario
from voice_ono.rules.schema import SCHEMA, validate
from voice_ono.session import DamagedSaveError, load_autosave

HERE = Path(__file__).parent
SCENARIO = HERE / "scenarios" / "mattel2022" / "bust_refusal.json"
SAVE = HERE / "saves" / "main_v1" / "classic1980_scoring.json"


def test_every_scenario_and_old_save_fits_the_one_schema():
    for path in sorted((HERE / "scenarios").glob("[!i]*/*.json")):
        validate(load_scenario(path), "game", "scenario")
    for path in sorted((HERE / "saves" / "main_v1").glob("[!e]*.json")):
        validate(json.loads(path.read_text()), "save", "save")
    assert SCHEMA["$defs"]["save"]["properties"]["state"] == {"$ref": "#/$defs/game"}


@pytest.mark.parametrize("change, message", [
    ({"total": "ninety"}, "scenario field 'total' must be a whole number, not 'ninety'"),
    ({"total": 99}, "scenario field 'total' must be a whole number below 99"),
    ({"direction": 0}, "scenario field 'direction' must be one of 1, -1, not 0"),
    ({"hands": [["7", "minus11"], ["2"]]}, "scenario field 'hands[0][1]': unknown card 'minus11'"),
    ({"turn": 5}, "scenario field 'turn' must be a seat index 0..1"),
    ({"pending_play2": "yes"}, "scenario field 'pending_play2' must be true or false, not 'yes'"),
    ({"eliminated": [True]}, "scenario field 'eliminated' must list one bool per player (2)"),
    ({"players": "Ann"}, "scenario field 'players' must be a list"),
])
def test_bad_scenario_field_is_named(change, message):
    data = {**load_scenario(SCENARIO), **change}
    with pytest.raises(ScenarioError) as info:
        state_from_scenario(data)
    assert str(info.value).startswith(message)


def test_missing_field_is_named():
    data = load_scenario(SCENARIO)
    del data["hands"]
    with pytest.raises(ScenarioError, match="scenario field 'hands' is missing"):
        state_from_scenario(data)


@pytest.mark.parametrize("path, value, detail", [
    (("state", "tokens"), "three", "save field 'state.tokens' must be a list"),
    (("state", "rng_state"), [3, [1, -2], None], "save field 'state.rng_state[1][1]' must be at least 0"),
    (("settings", "bots"), -1, "save field 'settings.bots' must be at least 0, not -1"),
    (("state", "outcome"), {"winner": 0, "termination": "luck"}, "save field 'state.outcome"),
])
def test_damaged_save_says_which_field_and_the_file_is_untouched(tmp_path, path, value, detail):
    save = tmp_path / "save.json"
    data = json.loads(SAVE.read_text())
    data[path[0]][path[1]] = value
    save.write_text(json.dumps(data))
    before = save.read_bytes()
    with pytest.raises(DamagedSaveError, match="damaged") as info:
        load_autosave(save)
    assert info.value.detail.startswith(detail)
    assert save.read_bytes() == before  # nothing lost: the player can still repair or keep it


def test_a_good_save_loads_after_a_copy(tmp_path):
    shutil.copy(SAVE, tmp_path / "s.json")
    state, kinds, settings = load_autosave(tmp_path / "s.json")
    assert state.started and settings.rules == "classic1980" and len(kinds) == len(state.names)
