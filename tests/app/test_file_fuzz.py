"""Hostile game files, fuzzed (hypothesis, structure-aware): a valid scenario, save, voice profile or config
file with one field made hostile (control characters, huge strings, wrong types, huge numbers, deep nesting),
loaded the way ``voice-ono`` loads it.  The same checks for each (issue 19 item 5): no traceback, no raw
control character in what is printed, and the file unchanged (a damaged save is moved aside whole, never
lost).  In-process runs of the command line, with every user folder in a temporary one."""

from __future__ import annotations

import io
import json
import math
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from voice_ono import cli
import paths

SCENARIO = paths.TESTS / "scenarios" / "mattel2022" / "vs_bots.json"
FUZZ = settings(max_examples=60, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

CONTROL = "\x00\x07\x08\t\n\r\x1b\x7f\x85\u200b\u200e\u202e\u2028\u2066"
hostile_text = st.one_of(
    st.text(alphabet=st.sampled_from(list(CONTROL) + list("ab ")), min_size=1, max_size=12),
    st.sampled_from(["\x1b[2K", "Ann\rBot 1 plays 9. Total 98.", "\u202eyxalaG", "", "   ", "You", "x\x00y"]),
    st.integers(2500, 20_000).map(lambda n: "x" * n),
    st.integers(100, 3000).map(lambda n: "\x1b[2K" * n),
)
hostile_number = st.one_of(
    st.sampled_from([10**30, -10**30, 2**63, -1, 1e308, -1e308, 0.5, math.inf, -math.inf, math.nan]),
    st.integers(),
)


hostile_fragment = st.one_of(
    st.one_of(hostile_text, hostile_number, st.booleans(), st.none(),
              st.lists(st.one_of(hostile_text, hostile_number), max_size=4),
              st.dictionaries(st.text(max_size=5), st.integers(), max_size=3)).map(json.dumps),
    st.sampled_from([5, 50, 5000]).map(lambda depth: "[" * depth + "0" + "]" * depth),  # deep nesting
    st.just("1" + "0" * 5000),  # a number too long for int()
)
"""A hostile value as JSON text (deep nesting cannot go through json.dumps)."""

MARK = "__hostile__"


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in ``data`` a value can be replaced: object keys and list items, all levels."""
    out = [prefix] if prefix else []
    if isinstance(data, dict):
        for key, value in data.items():
            out += _paths(value, prefix + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data[:6]):
            out += _paths(value, prefix + (i,))
    return out


@st.composite
def one_field_made_hostile(draw: Any, data: Any) -> str:
    """The JSON text of ``data`` with the value at one place (any level) replaced by a hostile one."""
    path = draw(st.sampled_from(_paths(data)))
    data = json.loads(json.dumps(data))
    node = data
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = MARK
    return json.dumps(data).replace(json.dumps(MARK), draw(hostile_fragment), 1)


def _run(argv: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
         stdin: str = "quit\nyes\n") -> tuple[int, str]:
    """``voice-ono ARGV`` in this process with ``stdin`` typed; its exit code and everything printed."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = cli.main(argv)
    captured = capsys.readouterr()
    return code, captured.out + captured.err


def _assert_clean(out: str) -> None:
    """No raw control or invisible character reaches the terminal (lines end in a newline only; a tab is
    ``profiles list``'s own column separator)."""
    assert "Traceback" not in out
    bad = {ch for ch in out if not ch.isprintable() and ch not in "\n\t"}
    assert not bad, (sorted(map(hex, map(ord, bad))), out[-500:])


PLAY = ["play", "--input", "text", "--no-speech", "--seed", "3"]


def _play_with(home: Path, name: str, data: str, option: str, monkeypatch: pytest.MonkeyPatch,
               capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """A game without autosave given ``data`` as file ``name`` with ``option``; the file must be unchanged
    and the output clean."""
    with tempfile.TemporaryDirectory(dir=home) as folder:
        path = Path(folder) / name
        path.write_text(data, encoding="utf-8")
        before = path.read_bytes()
        code, out = _run([*PLAY, "--no-autosave", option, str(path)], monkeypatch, capsys)
        _assert_clean(out)
        assert path.read_bytes() == before
        return code, out


@FUZZ
@given(data=one_field_made_hostile(json.loads(SCENARIO.read_text(encoding="utf-8"))))
def test_a_hostile_scenario_is_refused_in_one_line_or_played_cleanly(data, home, monkeypatch, capsys):
    code, out = _play_with(home, "scenario.json", data, "--scenario", monkeypatch, capsys)
    assert code in (0, 2)
    if code == 2:
        assert len(out.strip().splitlines()) == 1, out


def _valid_save() -> dict[str, Any]:
    from voice_ono.session import GameSettings, new_state
    from voice_ono.session.save import save_data

    game = GameSettings(seed=3)
    state = new_state(game)
    state.start()
    return save_data(state, game.kinds(), game)


@FUZZ
@given(data=one_field_made_hostile(_valid_save()))
def test_a_hostile_save_is_kept_whole_and_never_lost(data, home, monkeypatch, capsys):
    with tempfile.TemporaryDirectory(dir=home) as folder:
        path = Path(folder) / "save.json"
        path.write_text(data, encoding="utf-8")
        before = path.read_bytes()
        code, out = _run([*PLAY, "--save-file", str(path)], monkeypatch, capsys)
        _assert_clean(out)
        assert code in (0, 2), out
        kept = Path(folder) / "save.damaged.json"
        assert (path.exists() and path.read_bytes() == before) or kept.read_bytes() == before, out
        code, out = _run([*PLAY, "--resume", "--no-autosave", "--save-file", str(kept if kept.exists() else path)],
                         monkeypatch, capsys)
        _assert_clean(out)
        assert code in (0, 2), out


CONFIG = """# my speech settings
[speech]
rate = {rate}
volume = {volume}
verbosity = {verbosity}

[other]
kept = {kept}
"""
"""A valid config file (``voice_ono/prefs.py``), each value a place for a hostile one."""

hostile_toml = st.one_of(
    hostile_text.map(json.dumps),  # a JSON string is a TOML basic string: control characters as \\u escapes
    st.sampled_from(["1" + "0" * 30, "-" + "9" * 30, "1" + "0" * 5000, "1e308", "-1e999", "inf", "nan", "true",
                     "[]", "[1, 2]", '{ a = 1 }', "[" * 5000 + "]" * 5000, "1979-05-27", "0x7fffffffffffffff"]),
    st.integers().map(str),
)


@st.composite
def hostile_config(draw: Any) -> str:
    """The config file with one value hostile (or its ``[speech]`` table replaced by a value)."""
    values = {"rate": "180", "volume": "0.8", "verbosity": '"full"', "kept": '"yes"'}
    where = draw(st.sampled_from([*values, "table"]))
    if where == "table":
        return CONFIG.format(**values).replace("[speech]", "speech = " + draw(hostile_toml) + "\n[speech2]")
    return CONFIG.format(**{**values, where: draw(hostile_toml)})


@FUZZ
@given(data=hostile_config())
def test_a_hostile_config_file_is_named_in_one_line_and_left_as_it_was(data, home, monkeypatch, capsys):
    code, out = _play_with(home, "config.toml", data, "--config", monkeypatch, capsys)
    assert code == 0, out


def _valid_profile(root: Path) -> Path:
    from voice_ono.speech.asr.acceptance import Thresholds
    from voice_ono.speech.asr.profile.data import Profile
    from voice_ono.speech.asr.profile.storage import save_profile

    profile = Profile(name="fz", engine="sphinx", model="m", thresholds=Thresholds(accept=0.9, confirm=0.5),
                      phrases=["seven", "yes"], takes=4, notes=["no adaptation"])
    return save_profile(profile, root) / "profile.json"


@FUZZ
@given(choice=st.data())
def test_a_hostile_voice_profile_is_named_in_one_line_and_left_as_it_was(choice, home, monkeypatch, capsys):
    from voice_ono.narration import problem_text
    from voice_ono.speech.asr.profile.errors import ProfileError
    from voice_ono.speech.asr.profile.storage import load_profile

    from voice_ono.speech.asr.profile.storage import profiles_dir

    root = profiles_dir()
    assert home in root.parents
    meta_path = root / "fz" / "profile.json"
    if not meta_path.exists():
        _valid_profile(root)
    original = json.loads(meta_path.read_text(encoding="utf-8"))
    data = choice.draw(one_field_made_hostile(original))
    meta_path.write_text(data, encoding="utf-8")
    before = meta_path.read_bytes()
    try:
        try:
            load_profile("fz", root)
        except ProfileError as exc:
            said = problem_text(exc)
            _assert_clean(said)
        code, out = _run(["profiles", "list"], monkeypatch, capsys)
        _assert_clean(out)
        assert code == 0, out
        assert meta_path.read_bytes() == before
    finally:
        meta_path.write_text(json.dumps(original), encoding="utf-8")


@pytest.mark.parametrize("name", ["ev\x1b[2Jil", "a\rBot 1 plays 9", "x\u202eyz"])
def test_a_profile_folder_named_with_escapes_is_listed_without_them(name, home, monkeypatch, capsys):
    """Tester: a profile folder made by hand with an ESC in its name reached the terminal raw."""
    from voice_ono.speech.asr.profile.folders import profiles_dir

    (profiles_dir() / name).mkdir(parents=True)
    code, out = _run(["profiles", "list"], monkeypatch, capsys)
    _assert_clean(out)
    assert code == 0 and out.count("\n") == 1, out


def test_recognize_names_a_file_with_escapes_without_them(tmp_path, home, monkeypatch, capsys):
    """Tester: plain-text ``voice-ono recognize`` printed file names raw."""
    missing = tmp_path / "e\x1b[2Jv.wav"
    code, out = _run(["recognize", "--engine", "sphinx", str(missing)], monkeypatch, capsys)
    _assert_clean(out)
    assert code == 1
