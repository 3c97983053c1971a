"""The ``voice-ono`` command line: start-up notes said once, Ctrl-C said
once, ``models`` usage, range checks of every numeric option, README commands
(issue 9, sections 3 and 6)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent


def _play_cli(*args, commands=("read my hand",), env=None):
    return subprocess.run([sys.executable, "-m", "voice_ono", "play", "--no-autosave", *args],
                          input="".join(c + "\n" for c in commands), capture_output=True, text=True,
                          timeout=60, env=env)


def test_screen_reader_says_typed_commands_once_without_device_detail():
    proc = _play_cli("--screen-reader", "--seed", "3")
    assert proc.returncode == 0
    assert proc.stderr.count("Typed commands are in use.") == 1
    assert "Error querying device" not in proc.stderr


def test_ctrl_c_is_reported_once(tmp_path):
    proc = subprocess.Popen([sys.executable, "-m", "voice_ono", "play", "--input", "text", "--no-speech",
                             "--seed", "3", "--save-file", str(tmp_path / "s.json")],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            # a shell's background job ignores SIGINT and children inherit that;
                            # a player's terminal does not, so give the child the default action
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        deadline = time.monotonic() + 30
        while not (tmp_path / "s.json").exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=30)  # Ctrl-C alone ends it; stdin stays open, so end of input cannot race it
        _, err = proc.communicate(timeout=30)
    finally:
        proc.kill()
    assert err.lower().count("interrupted") == 1
    assert "the game is saved" in err


# ---------------------------------------------------------------- 6. command line


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "voice_ono", *args], capture_output=True, text=True, timeout=60)


def test_models_without_an_action_prints_usage():
    proc = _cli("models")
    assert proc.returncode == 2
    assert "list" in proc.stdout and "download" in proc.stdout
    assert "error" not in proc.stderr


@pytest.mark.parametrize("args,fragment", [
    (["--volume", "5"], "give 0.0 to 1.0"),
    (["--volume", "-0.5"], "give 0.0 to 1.0"),
    (["--rate", "3"], "give 20 to 1000"),
    (["--bots", "40"], "give 0 to 9"),
    (["--humans", "-1"], "give 0 to 8"),
    (["--seed", "-3"], "give 0 to"),
    (["--bots", "two"], "not a whole number"),
])
def test_numeric_options_are_range_checked(args, fragment, capsys):
    from voice_ono.cli import build_parser

    with pytest.raises(SystemExit) as exc:
        build_parser().parse_args(["play", *args])
    assert exc.value.code == 2
    assert fragment in capsys.readouterr().err


def test_numeric_option_error_names_the_range():
    proc = _cli("play", "--volume", "5")
    assert proc.returncode == 2
    assert "give 0.0 to 1.0" in proc.stderr


def test_readme_lists_voices():
    assert "voice-ono voices" in (ROOT / "README.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("args", [["play", "--volume", "5"], ["play", "--bogus"], ["play", "--input", "foo"]])
def test_bad_command_line_values_are_one_line_without_the_usage_block(args):
    """Tester: a screen-reader user heard ten lines of usage before the reason."""
    proc = _cli(*args)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "usage" not in proc.stderr
    assert lines[0].startswith("voice-ono play: ") and lines[0].endswith("See voice-ono play --help.")


def test_a_missing_config_file_is_said_not_silently_ignored(tmp_path):
    missing = tmp_path / "nope.toml"
    proc = _play_cli("--input", "text", "--no-speech", "--seed", "3", "--config", str(missing))
    assert proc.returncode == 0
    assert (f"voice-ono: the config file {missing} does not exist; using the default speech settings"
            in proc.stderr)
    assert not missing.exists()


def test_closed_output_pipe_ends_quietly_with_the_game_saved(tmp_path):
    """``voice-ono play | head``: the reader goes away; no traceback, game kept."""
    save = tmp_path / "save.json"
    proc = subprocess.Popen(
        [sys.executable, "-m", "voice_ono", "play", "--input", "text", "--no-speech",
         "--seed", "3", "--save-file", str(save)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env={**os.environ, "HOME": str(tmp_path)},
    )
    assert proc.stdout is not None and proc.stdin is not None
    proc.stdout.readline()
    deadline = time.monotonic() + 30
    while not save.exists() and time.monotonic() < deadline:  # the bots' first moves are saved
        time.sleep(0.1)
    proc.stdout.close()  # the reader leaves, as `head -1` does
    _, err = proc.communicate(("read my hand\n" * 2000).encode(), timeout=120)
    assert b"Traceback" not in err, err.decode(errors="replace")
    assert proc.returncode == 141
    assert save.exists()


def test_a_save_open_in_another_game_is_not_touched(tmp_path, monkeypatch):
    """Tester: two games on one save file overwrote each other with no warning."""
    import filelock

    from voice_ono.app import save_lock_path

    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    save = tmp_path / "c.json"
    lock_path = save_lock_path(save)
    assert lock_path.is_relative_to(tmp_path / "cache")  # nothing added beside the player's files
    lock_path.parent.mkdir(parents=True)
    with filelock.FileLock(str(lock_path)):  # another voice-ono holds this save
        res = subprocess.run([sys.executable, "-m", "voice_ono", "play", "--input", "text", "--no-speech",
                              "--save-file", str(save)], input="no\nplay 5\nquit\n", capture_output=True,
                             text=True, timeout=60, env=dict(os.environ))
    assert res.returncode == 2
    assert "open in another voice-ono" in res.stderr
    assert not save.exists()  # nothing written
    # once the other game has closed, the save is free again
    res = subprocess.run([sys.executable, "-m", "voice_ono", "play", "--input", "text", "--no-speech",
                          "--seed", "3", "--save-file", str(save)], input="quit\nyes\n", capture_output=True,
                         text=True, timeout=60, env=dict(os.environ))
    assert res.returncode == 0 and save.exists()


@pytest.mark.parametrize("args", [
    *[["bench", what, "--nope"] for what in
      ("rules", "bots", "asr", "answers", "adapt", "core", "enroll", "latency", "soak", "loop")],
    ["bench", "bots", "--games", "x"], ["models", "download", "--nope"], ["models", "list", "extra"],
])
def test_sub_command_options_are_one_line_errors_too(args, capsys):
    """The benches' and models' own parsers (voice_ono.cli_parser.Parser) answer a bad option like the main one."""
    from voice_ono.cli import main

    with pytest.raises(SystemExit) as exc:
        main(args)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    prog = "voice-ono " + " ".join(args[:2])
    assert len(lines) == 1 and "usage" not in err, err
    assert lines[0].startswith(f"{prog}: ") and lines[0].endswith(f"See {prog} --help."), err


def test_one_cli_tree_every_bench_and_models_action_is_a_subparser(capsys):
    """``voice-ono bench X --help`` and ``voice-ono models download --help`` come from the one tree (issue 10):
    each prints its own usage and options, named by its full command."""
    from voice_ono.cli import BENCHES, main

    for args in [["bench", what] for what in BENCHES] + [["models", "download"], ["models", "list"]]:
        with pytest.raises(SystemExit) as exc:
            main([*args, "--help"])
        assert exc.value.code == 0
        out = capsys.readouterr().out
        assert out.startswith(f"usage: voice-ono {' '.join(args)} ") and "--help" in out, args
    for args in (["bench"], ["models"]):  # no action: the list of actions, not an error
        assert main(args) == 2
        out = capsys.readouterr().out
        assert "rules" in out or "download" in out


def test_play_start_up_imports_no_bench_tools_and_no_librosa():
    code = ("import sys; from voice_ono.cli import build_parser; "
            "build_parser().parse_args(['play', '--input', 'text']); "
            "import voice_ono.app, voice_ono.session.speech_input, voice_ono.speech.asr.factory; "
            "print(sorted(m for m in sys.modules if m.startswith('voice_ono.tools') or m == 'librosa'))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"


def test_argument_errors_are_worded_from_the_catalog(capsys):
    from voice_ono.cli import main
    from voice_ono.narration import text

    with pytest.raises(SystemExit):
        main(["play", "--bots", "40"])
    error = "argument --bots: " + text("cli-out-of-range", value="40", low="0", high="9", unit="")
    assert capsys.readouterr().err == text("cli-error", prog="voice-ono play", error=error) + "\n"
    with pytest.raises(SystemExit):
        main(["bench", "rules", "--nope"])
    error = text("cli-unrecognized", args="--nope")
    assert capsys.readouterr().err == text("cli-error", prog="voice-ono bench rules", error=error) + "\n"
