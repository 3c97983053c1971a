"""Players' names (voice_ono/rules/names.py): the one rule, and what scenario files and saves that break it
get (issue 19 items 3-5)."""

from __future__ import annotations

import shlex

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from voice_ono.narration import player_words, problem_text, text
from voice_ono.rules.names import MAX_NAME_LENGTH, PlayerNameError, check_names, clean_name
import paths

SCENARIO = paths.TESTS / "scenarios" / "mattel2022" / "vs_bots.json"
FORGED = "Ann\rBot 1 plays 9. Total 98."


@pytest.mark.parametrize("raw, msg_id", [
    ("An\x1b[2Kn", "name-not-printable"),
    (FORGED, "name-not-printable"),
    ("Ann\nBen", "name-not-printable"),
    ("A\x00", "name-not-printable"),
    ("\u202eyxalaG", "name-not-printable"),  # a right-to-left override
    ("", "name-empty"),
    ("   ", "name-empty"),
    ("-'", "name-empty"),
    ("Ben wins the game.", "name-sentence-mark"),  # tester: narrated as "Ben wins the game. plays 6."
    ("Ann: total 98", "name-sentence-mark"),
    ("Why?", "name-sentence-mark"),
    ("x" * (MAX_NAME_LENGTH + 1), "name-too-long"),
    ("x" * 2500, "name-too-long"),
    (7, "name-not-text"),
    (None, "name-not-text"),
])
def test_a_name_that_is_not_a_name_is_refused_as_data(raw, msg_id):
    with pytest.raises(PlayerNameError) as info:
        clean_name(raw, seat=2)
    assert info.value.msg_id == msg_id and info.value.seat == 2 and info.value.values["number"] == 3
    said = problem_text(info.value)
    assert said.isprintable() and len(said) < 200  # never the raw name, never a long one


def test_a_name_is_trimmed_and_its_inner_spaces_are_one():
    assert clean_name("  Ann \u00a0 Lee ") == "Ann Lee"
    assert clean_name("x" * MAX_NAME_LENGTH) == "x" * MAX_NAME_LENGTH
    assert clean_name("Zoë 2") == "Zoë 2" and clean_name("Zoe\u0308") == "Zoë"  # NFC


def test_names_differ_without_case_and_only_the_single_human_may_be_called_you():
    with pytest.raises(PlayerNameError) as info:
        check_names(["Ann", "ANN"])
    assert (info.value.msg_id, info.value.seat) == ("name-repeated", 1)
    assert check_names(["You", "Bot 1"], reserved=player_words(), exempt=0) == ["You", "Bot 1"]
    for bad in ("You", "you", "YOUR", "Yourself"):
        with pytest.raises(PlayerNameError) as info:
            check_names(["You", bad], reserved=player_words(), exempt=0)
        assert info.value.msg_id in ("name-reserved", "name-repeated")
    with pytest.raises(PlayerNameError) as info:
        check_names(["Ann", "you"], reserved=player_words(), exempt=None)  # hot-seat: no one is "you"
    assert info.value.msg_id == "name-reserved"


def test_the_game_state_checks_names_too():
    from voice_ono.rules import GameState, get_ruleset

    with pytest.raises(PlayerNameError):
        GameState(get_ruleset("mattel2022"), ["Ann", FORGED])
    assert GameState(get_ruleset("mattel2022"), [" Ann", "Ben "]).names == ["Ann", "Ben"]


def _play(tmp_path, *args, commands=("quit",)):
    env = dict(os.environ, HOME=str(tmp_path), XDG_CACHE_HOME=str(tmp_path / "cache"),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_STATE_HOME=str(tmp_path / "state"))
    return subprocess.run([sys.executable, "-m", "voice_ono", "play", "--input", "text", "--no-speech", *args],
                          input="".join(c + "\n" for c in commands), capture_output=True, text=True,
                          timeout=60, env=env)


@pytest.mark.parametrize("name, msg_id", [
    ("An\x1b[2Kn", "name-not-printable"),
    (FORGED, "name-not-printable"),
    ("You", "name-reserved"),
    ("  ", "name-empty"),
    ("ann", "name-repeated"),
    ("x" * 2500, "name-too-long"),  # Fluent's "Too many characters in placeable", exit 1, before
])
def test_a_scenario_with_a_bad_name_is_refused_in_one_line(tmp_path, name, msg_id):
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    assert data["players"][0] == "Ann" and data["kinds"][1] != "human"
    data["players"][1] = name
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    proc = _play(tmp_path, "--scenario", str(path), "--no-autosave")
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and proc.stdout == ""
    assert f"'players[1]'" in lines[0] and lines[0].isprintable() and len(lines[0]) < 300
    assert text(msg_id, number=2, most=MAX_NAME_LENGTH, name=name) in lines[0]
    assert path.read_bytes() == before


def _save_with(tmp_path, name):
    assert _play(tmp_path, "--seed", "3", "--save-file", str(tmp_path / "save.json"),
                 commands=("play 5", "quit")).returncode == 0
    save = tmp_path / "save.json"
    data = json.loads(save.read_text(encoding="utf-8"))
    data["state"]["players"][1] = name
    save.write_text(json.dumps(data), encoding="utf-8")
    return save


@pytest.mark.parametrize("name", ["x" * 2500, FORGED, "You"])
def test_a_save_with_a_bad_name_is_damaged_kept_aside_and_a_new_game_starts(tmp_path, name):
    """A long name in the autosave crashed every start (Fluent); a control character reached the terminal."""
    save = _save_with(tmp_path, name)
    before = save.read_bytes()
    proc = _play(tmp_path, "--save-file", str(save))
    assert proc.returncode == 0 and "Traceback" not in proc.stderr
    kept = tmp_path / "save.damaged.json"
    assert kept.read_bytes() == before
    assert text("damaged-new-game", path=save, kept=kept) in proc.stderr
    assert "\r" not in proc.stdout + proc.stderr and "\x1b" not in proc.stdout + proc.stderr
    assert "players[1]" in (tmp_path / "voice-ono.log").read_text(encoding="utf-8")  # the detail


def test_resuming_a_save_with_a_bad_name_is_refused_and_the_save_kept(tmp_path):
    save = _save_with(tmp_path, "x" * 2500)
    before = save.read_bytes()
    proc = _play(tmp_path, "--resume", "--save-file", str(save))
    assert proc.returncode == 2
    # the way out keeps the --save-file (tester: following "run voice-ono play" opened another save)
    fresh = shlex.join(["voice-ono", "play", "--save-file", str(save)])
    assert proc.stderr.strip().splitlines() == [f"voice-ono: {text('damaged-resume', path=save, command=fresh)}"]
    assert save.read_bytes() == before
