"""``--rate`` and ``--volume`` are where "slower", "faster", "louder" and "quieter" start, and each speech
setting has one range, shared by the command line, the config file and the speech engine."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from voice_ono import cli
from voice_ono.commands.types import SpeechSetting
from voice_ono.narration import text
from voice_ono.prefs import QUIETEST_BY_VOICE, RATE_RANGE, RATE_STEP, VOLUME_RANGE, VOLUME_STEP, Prefs, changed
from voice_ono.prefs import load_prefs


def _play(home: Path, args: list[str], said: str, monkeypatch: pytest.MonkeyPatch,
          capsys: pytest.CaptureFixture[str]) -> str:
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"{said}\nquit\n"))
    code = cli.main(["play", "--input", "text", "--no-speech", "--no-autosave", "--seed", "3",
                     "--config", str(home / "config.toml"), *args])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return captured.out + captured.err


@pytest.mark.parametrize("args, said, expected", [
    (["--rate", "20"], "slower", text("speech-at-limit", what="slower")),
    (["--rate", "20"], "faster", text("speech-rate", what="faster", rate=20 + RATE_STEP)),
    (["--rate", "1000"], "faster", text("speech-at-limit", what="faster")),
    (["--rate", "300"], "slower", text("speech-rate", what="slower", rate=300 - RATE_STEP)),
    (["--volume", "0.0"], "quieter", text("speech-at-limit", what="quieter")),
    (["--volume", "0.0"], "louder", text("speech-volume", what="louder", percent=round(VOLUME_STEP * 100))),
    (["--volume", "0.5"], "quieter", text("speech-volume", what="quieter", percent=35)),
])
def test_voice_commands_start_from_the_command_line(home, monkeypatch, capsys, args, said, expected):
    assert expected in _play(home, args, said, monkeypatch, capsys)


def test_the_command_line_wins_over_the_config_and_only_the_change_is_stored(home, monkeypatch, capsys):
    config = home / "config.toml"
    config.write_text("[speech]\nrate = 200\nvolume = 0.8\n", encoding="utf-8")
    out = _play(home, ["--rate", "100", "--volume", "0.3"], "slower", monkeypatch, capsys)
    assert text("speech-rate", what="slower", rate=100 - RATE_STEP) in out
    assert load_prefs(config)[0] == Prefs(rate=100.0 - RATE_STEP, volume=0.8)  # --volume is for this run
    _play(home, ["--rate", "100"], "short announcements", monkeypatch, capsys)
    assert load_prefs(config)[0] == Prefs(rate=100.0 - RATE_STEP, volume=0.8, verbosity="short")


def test_at_a_limit_nothing_is_stored(home, monkeypatch, capsys):
    _play(home, ["--rate", "20"], "slower", monkeypatch, capsys)
    assert not (home / "config.toml").exists()


@pytest.mark.parametrize("option, value", [("rate", RATE_RANGE[0]), ("rate", RATE_RANGE[1]),
                                           ("volume", VOLUME_RANGE[0]), ("volume", VOLUME_RANGE[1])])
def test_one_range_for_the_command_line_and_the_config(home, monkeypatch, capsys, option, value):
    config = home / "config.toml"
    config.write_text(f"[speech]\n{option} = {value}\n", encoding="utf-8")
    assert load_prefs(config) == (Prefs(**{option: float(value)}), None)
    parser = cli.build_parser()
    assert getattr(parser.parse_args(["play", f"--{option}", str(value)]), option) == value
    outside = value - 1 if value == RATE_RANGE[0] or value == VOLUME_RANGE[0] else value + 1
    config.write_text(f"[speech]\n{option} = {outside}\n", encoding="utf-8")
    assert load_prefs(config)[1].fields == (option,)
    with pytest.raises(SystemExit):
        parser.parse_args(["play", f"--{option}", str(outside)])
    capsys.readouterr()


def test_the_speech_engine_takes_the_whole_range():
    from voice_ono.speech.errors import SpeechSettingError
    from voice_ono.speech.tts.engine import _check_rate_volume

    _check_rate_volume(RATE_RANGE[0], VOLUME_RANGE[0])
    _check_rate_volume(RATE_RANGE[1], VOLUME_RANGE[1])
    with pytest.raises(SpeechSettingError):
        _check_rate_volume(RATE_RANGE[1] + 1, None)
    with pytest.raises(SpeechSettingError):
        _check_rate_volume(None, VOLUME_RANGE[1] + 0.1)


def test_quieter_never_goes_silent_nor_up():
    assert changed(Prefs(volume=QUIETEST_BY_VOICE + 0.05), SpeechSetting.QUIETER) == \
        (Prefs(volume=QUIETEST_BY_VOICE), True)
    assert changed(Prefs(volume=0.0), SpeechSetting.QUIETER) == (Prefs(volume=0.0), False)
    assert changed(Prefs(rate=float(RATE_RANGE[0])), SpeechSetting.SLOWER) == \
        (Prefs(rate=float(RATE_RANGE[0])), False)
