"""One JSON Schema for scenario and save files (issue 10): a bad file gives a
short error naming the field, and nothing is changed or lost."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from voice_ono.rules.scenario import ScenarioError, load_scenario, state_from_scenario
from voice_ono.narration import problem_text, text
from voice_ono.rules.schema import SCHEMA, GameFileError, validate
from voice_ono.session import DamagedSaveError, load_autosave
import paths

HERE = paths.TESTS
SCENARIO = HERE / "scenarios" / "mattel2022" / "bust_refusal.json"
SAVE = HERE / "saves" / "main_v1" / "classic1980_scoring.json"


def test_every_scenario_and_old_save_fits_the_one_schema():
    for path in sorted((HERE / "scenarios").glob("[!i]*/*.json")):
        validate(load_scenario(path), "game", "scenario")
    for path in sorted((HERE / "saves" / "main_v1").glob("[!e]*.json")):
        validate(json.loads(path.read_text()), "save", "save")
    assert SCHEMA["$defs"]["save"]["properties"]["state"] == {"$ref": "#/$defs/game"}


@pytest.mark.parametrize("change, msg_id, values", [
    ({"total": "ninety"}, "file-wrong-type", {"field": "total", "types": "integer", "value": '"ninety"'}),
    ({"total": 99}, "file-total-too-high", {"field": "total", "bust_total": 99}),
    ({"direction": 0}, "file-one-of", {"field": "direction", "allowed": "1, -1", "value": "0"}),
    ({"hands": [["7", "minus11"], ["2"]]}, "file-unknown-card", {"field": "hands[0][1]", "value": '"minus11"'}),
    ({"turn": 5}, "file-not-a-seat", {"field": "turn", "last": 1}),
    ({"pending_play2": "yes"}, "file-wrong-type", {"field": "pending_play2", "types": "boolean", "value": '"yes"'}),
    ({"eliminated": [True]}, "file-one-per-player", {"field": "eliminated", "players": 2}),
    ({"players": "Ann"}, "file-wrong-type", {"field": "players", "types": "array", "shown": "yes"}),
])
def test_bad_scenario_field_is_named(change, msg_id, values):
    data = {**load_scenario(SCENARIO), **change}
    with pytest.raises(ScenarioError) as info:
        state_from_scenario(data)
    assert info.value.msg_id == msg_id and info.value.values["file"] == "scenario"
    assert {k: info.value.values[k] for k in values} == values
    said = problem_text(info.value)  # the catalog words it, naming the field
    assert values["field"] in said and "{" not in said


def test_missing_field_is_named():
    data = load_scenario(SCENARIO)
    del data["hands"]
    with pytest.raises(ScenarioError) as info:
        state_from_scenario(data)
    assert (info.value.msg_id, info.value.values["field"]) == ("file-field-missing", "hands")


@pytest.mark.parametrize("path, value, msg_id, field", [
    (("state", "tokens"), "three", "file-wrong-type", "state.tokens"),
    (("state", "rng_state"), [3, [1, -2], None], "file-below-minimum", "state.rng_state[1][1]"),
    (("settings", "bots"), -1, "file-below-minimum", "settings.bots"),
    (("state", "outcome"), {"winner": 0, "termination": "luck"}, None, "state.outcome"),
])
def test_damaged_save_says_which_field_and_the_file_is_untouched(tmp_path, path, value, msg_id, field):
    save = tmp_path / "save.json"
    data = json.loads(SAVE.read_text())
    data[path[0]][path[1]] = value
    save.write_text(json.dumps(data))
    before = save.read_bytes()
    with pytest.raises(GameFileError) as problem:
        validate(data, "save", "save")
    assert problem.value.values["field"].startswith(field) and problem.value.values["file"] == "save"
    assert msg_id is None or problem.value.msg_id == msg_id
    with pytest.raises(DamagedSaveError) as info:
        load_autosave(save)
    assert str(info.value) == text("save-damaged", path=str(save))
    assert info.value.detail == problem_text(problem.value)  # the log names the field, worded by the catalog
    assert save.read_bytes() == before  # nothing lost: the player can still repair or keep it


def test_seat_kinds_are_checked_as_data():
    from voice_ono.session import check_kinds

    with pytest.raises(GameFileError) as info:
        check_kinds(["human", "wizard"], 2, "scenario")
    assert info.value.msg_id == "file-unknown-kind" and info.value.values["kind"] == "wizard"
    assert "human" in info.value.values["kinds"].split(", ")
    with pytest.raises(GameFileError) as info:
        check_kinds(["human"], 2, "save")
    assert (info.value.msg_id, info.value.values["players"], info.value.values["file"]) == (
        "file-one-per-player", 2, "save")


def test_a_good_save_loads_after_a_copy(tmp_path):
    shutil.copy(SAVE, tmp_path / "s.json")
    state, kinds, settings = load_autosave(tmp_path / "s.json")
    assert state.started and settings.rules == "classic1980" and len(kinds) == len(state.names)


@pytest.mark.parametrize("kind", ["folder", "fifo", "device"])
def test_a_scenario_that_is_not_a_regular_file_is_refused_unread(tmp_path, kind):
    """A folder, a named pipe with no writer (opening it would wait for ever) and /dev/zero (reading it never
    ends): each is refused by its kind, before anything is read."""
    path = {"folder": tmp_path, "device": Path("/dev/zero")}.get(kind, tmp_path / "fifo")
    if kind == "fifo":
        import os
        os.mkfifo(path)
    with pytest.raises(ScenarioError) as err:
        load_scenario(path)
    assert err.value.msg_id == "file-not-regular" and err.value.values == {"file": "scenario", "path": str(path)}
