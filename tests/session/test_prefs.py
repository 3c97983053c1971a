"""Speech preferences (voice_ono.prefs): stored settings and their limits."""

from __future__ import annotations

import os
import stat

import pytest

from voice_ono.commands.types import SpeechSetting
from voice_ono.narration.settings import prefs_problem_text, save_problem_text, setting_text
from voice_ono.narration import text
from voice_ono.prefs import Prefs, changed, load_prefs, save_prefs
from said import said


def test_damaged_config_falls_back_to_defaults(tmp_path):
    config = tmp_path / "config.toml"
    config.write_text("[speech\nrate = ", encoding="utf-8")
    prefs, problem = load_prefs(config)
    assert prefs == Prefs() and problem.kind == "unreadable" and problem.path == config
    assert said(prefs_problem_text(problem), "config-unreadable", path=config)
    config.write_text("[speech]\nrate = 5000\nverbosity = 'loud'\n", encoding="utf-8")
    prefs, problem = load_prefs(config)
    assert prefs == Prefs() and problem.fields == ("rate", "verbosity")
    from voice_ono.languages import LANGUAGES
    from voice_ono.prefs import RATE_RANGE, VOLUME_RANGE

    # the line names the values ignored and the allowed ones (tester: "ignored bad rate" gave no range)
    assert prefs_problem_text(problem) == text("config-bad-values", path=config, fields="rate, verbosity",
                                               rate_low=RATE_RANGE[0], rate_high=RATE_RANGE[1],
                                               volume_low=VOLUME_RANGE[0], volume_high=VOLUME_RANGE[1],
                                               languages=", ".join(LANGUAGES))
    assert "20" in prefs_problem_text(problem) and "1000" in prefs_problem_text(problem)


def test_changes_stop_at_the_limits(tmp_path):
    prefs = Prefs(rate=30.0, volume=0.1)
    slower, moved = changed(prefs, SpeechSetting.SLOWER)
    assert slower.rate == 20.0 and moved
    same, moved = changed(slower, SpeechSetting.SLOWER)
    assert same == slower and not moved
    assert setting_text(SpeechSetting.SLOWER, same, moved) == text("speech-at-limit", what="slower")
    same, moved = changed(prefs, SpeechSetting.QUIETER)
    assert same == prefs and setting_text(SpeechSetting.QUIETER, same, moved) == text("speech-at-limit", what="quieter")
    assert setting_text(SpeechSetting.SLOWER, slower, True) == text("speech-rate", what="slower", rate=20)
    save_prefs(slower, tmp_path / "sub" / "config.toml")
    assert load_prefs(tmp_path / "sub" / "config.toml") == (slower, None)


def test_saving_never_overwrites_a_file_that_is_not_a_config(tmp_path):
    """Tester: --config notes.txt and "slower" replaced the notes."""
    from voice_ono.prefs import Prefs, PrefsFileError, save_prefs

    notes = tmp_path / "notes.txt"
    notes.write_text("my important notes\n", encoding="utf-8")
    with pytest.raises(PrefsFileError) as info:
        save_prefs(Prefs(rate=150.0), notes)
    assert info.value.filename == str(notes)
    assert save_problem_text(info.value) == text("config-not-ours", path=notes)
    assert notes.read_text(encoding="utf-8") == "my important notes\n"


def test_saving_keeps_the_rest_of_the_config_file(tmp_path):
    from voice_ono.prefs import Prefs, load_prefs, save_prefs

    cfg = tmp_path / "config.toml"
    cfg.write_text('# my comment\nvoice = "en-us"\n[speech]\nrate = 200\n[other]\nx = 1\n', encoding="utf-8")
    save_prefs(Prefs(rate=170.0, verbosity="short"), cfg)
    text = cfg.read_text(encoding="utf-8")
    assert "# my comment" in text and 'voice = "en-us"' in text and "[other]" in text
    prefs, problem = load_prefs(cfg)
    assert problem is None and prefs.rate == 170.0 and prefs.verbosity == "short"


def test_a_config_write_killed_before_the_rename_leaves_a_temp_that_the_next_start_removes(tmp_path):
    """Polish 4: config temporary files were never cleaned after a kill; now they carry the writer's pid and
    kind (``.config-<pid>-*.toml``) and go when that process is gone, as a save's do."""
    import subprocess
    import sys

    from voice_ono.files import temp_prefix

    config = tmp_path / "conf" / "config.toml"
    save_prefs(Prefs(rate=200.0), config)
    before = config.read_text()
    kill = ("import os, signal, voice_ono.files as f, voice_ono.prefs as p\n"
            "f.os.replace = lambda a, b: os.kill(os.getpid(), signal.SIGKILL)\n"
            f"p.save_prefs(p.Prefs(rate=100.0), p.Path({str(config)!r}))\n")
    run = subprocess.run([sys.executable, "-c", kill], capture_output=True, text=True, timeout=60)
    assert run.returncode == -9, run.stderr
    left = sorted(p.name for p in config.parent.iterdir() if p.name != "config.toml")
    assert len(left) == 1 and left[0].startswith(".config-") and left[0].endswith(".toml")
    dead = left[0].split("-")[1]
    legacy = config.parent / f".autosave-{dead}-abc123de.json"  # what a config write left before it had a kind
    legacy.write_text("x")
    live = config.parent / f"{temp_prefix('config')}live.toml"  # this process's own: kept
    live.write_text("x")
    notes = config.parent / ".config-notes.toml"  # no pid: not ours to judge, kept
    notes.write_text("x")
    assert load_prefs(config)[0].rate == 200.0  # the killed write changed nothing
    assert sorted(p.name for p in config.parent.iterdir()) == sorted(["config.toml", live.name, notes.name])
    assert config.read_text() == before


def test_temporary_files_have_a_known_kind(tmp_path):
    from voice_ono.files import atomic_write_bytes

    with pytest.raises(ValueError, match="config"):
        atomic_write_bytes(tmp_path / "x.toml", b"", kind="settings")
    assert not list(tmp_path.iterdir())


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_a_setting_is_never_stored_in_something_that_is_not_a_regular_file(tmp_path):
    """Tester: --config naming a device (or a link to one) and "slower": the device became a plain file.
    A named pipe stands for the device here: it is neither read (that would block) nor replaced."""
    from voice_ono.files import NotRegularFileError

    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    link = tmp_path / "config.toml"
    link.symlink_to(pipe)
    for path in (pipe, link):
        with pytest.raises(NotRegularFileError) as info:
            save_prefs(Prefs(rate=150.0), path)
        assert info.value.filename == str(pipe)
    assert stat.S_ISFIFO(os.stat(pipe).st_mode) and link.is_symlink()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_a_named_pipe_as_the_config_is_never_read(tmp_path):
    """Second tester: ``--config`` naming a named pipe (or a link to one) froze the game at launch, reading it.
    Run in a thread with a deadline, so that a regression fails instead of hanging the suite."""
    import threading

    from voice_ono.prefs import configured_language, load_prefs

    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    link = tmp_path / "config.toml"
    link.symlink_to(pipe)
    got: list[object] = []
    worker = threading.Thread(target=lambda: got.extend(
        [load_prefs(pipe), load_prefs(link), configured_language(pipe), configured_language(link)]), daemon=True)
    worker.start()
    worker.join(10)
    if worker.is_alive():  # unblock the reader so the thread ends
        with open(pipe, "w"):
            pass
        pytest.fail("reading the config blocked on a named pipe")
    assert got == [(Prefs(), None), (Prefs(), None), None, None]


def test_a_setting_stored_through_a_link_updates_the_real_file_and_its_mode_stays(tmp_path):
    real = tmp_path / "dotfiles" / "voice-ono.toml"
    real.parent.mkdir()
    real.write_text("# mine\n[speech]\nvolume = 0.5\n", encoding="utf-8")
    real.chmod(0o644)
    link = tmp_path / "config.toml"
    link.symlink_to(real)
    save_prefs(Prefs(rate=150.0, volume=0.5), link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert stat.S_IMODE(os.stat(real).st_mode) == 0o644
    assert real.read_text(encoding="utf-8").startswith("# mine\n")
    assert load_prefs(real) == (Prefs(rate=150.0, volume=0.5), None)
