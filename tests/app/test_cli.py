"""The ``voice-ono`` command line: start-up notes said once, Ctrl-C said
once, ``models`` usage, range checks of every numeric option, README commands
(issue 9, sections 3 and 6)."""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import paths
from said import said, said_in
from voice_ono.narration import text

ROOT = paths.ROOT


def _play_cli(*args, commands=("read my hand",), env=None):
    return subprocess.run([sys.executable, "-m", "voice_ono", "play", "--no-autosave", *args],
                          input="".join(c + "\n" for c in commands), capture_output=True, text=True,
                          timeout=60, env=env)


def test_screen_reader_says_typed_commands_once_without_device_detail():
    proc = _play_cli("--screen-reader", "--seed", "3")
    assert proc.returncode == 0
    assert proc.stderr.count(text("typed-commands")) == 1
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
    reports = [line for line in err.splitlines() if said_in(line, "interrupted") or said_in(line, "interrupted-saved")]
    assert len(reports) == 1 and said_in(reports[0], "interrupted-saved")  # said once: the game is saved


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
    (["--bots", "40"], "give 0 to 8"),
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


def test_readme_gives_the_ranges_the_program_checks():
    """Fix 3: the README said --bots 0 to 9 while the program allows 0 to 8; the ranges it gives are the code's."""
    from voice_ono.rules.ruleset import MOST_PLAYERS, PRESETS, bots_range
    from voice_ono.rules.schema import SEED_MAX

    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert f"`--bots` (0 to {MOST_PLAYERS}), `--humans` (0 to {MOST_PLAYERS}) and `--seed` (0 to {SEED_MAX})" \
        in readme
    assert "Mattel 2022 takes {0} to {1} players".format(PRESETS["mattel2022"].min_players,
                                                        PRESETS["mattel2022"].max_players) in readme
    for name in ("classic1980", "ninetynine_card"):
        assert (PRESETS[name].min_players, PRESETS[name].max_players) == (2, 8)
    assert "classic 1980 and ninetynine_card 2 to 8 (so with one human, {0} to {1} bots or {2} to {3})".format(
        *bots_range(PRESETS["mattel2022"], 1), *bots_range(PRESETS["classic1980"], 1)) in readme


@pytest.mark.parametrize("args", [["play", "--volume", "5"], ["play", "--bogus"], ["play", "--input", "foo"]])
def test_bad_command_line_values_are_one_line_without_the_usage_block(args):
    """Tester: a screen-reader user heard ten lines of usage before the reason."""
    proc = _cli(*args)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "usage" not in proc.stderr
    assert said(lines[0], "cli-error", prog="voice-ono play")


def test_a_missing_config_file_is_said_not_silently_ignored(tmp_path):
    missing = tmp_path / "nope.toml"
    proc = _play_cli("--input", "text", "--no-speech", "--seed", "3", "--config", str(missing))
    assert proc.returncode == 0
    assert "voice-ono: " + text("config-missing", path=missing) in proc.stderr
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


def test_a_save_open_in_a_game_with_another_cache_folder_is_not_touched(tmp_path, monkeypatch):
    """Tester: two games on one --save-file, started with different cache folders (another HOME or
    XDG_CACHE_HOME), did not see each other's lock, and the moves of one were lost.  The lock beside the
    save is seen by both."""
    import filelock

    from voice_ono.app.save_guard import beside_lock_path

    save = tmp_path / "shared.json"
    env = dict(os.environ, HOME=str(tmp_path / "b"), XDG_CACHE_HOME=str(tmp_path / "b" / "cache"))
    with filelock.FileLock(str(beside_lock_path(save))):  # the first game, with its own cache folder
        res = subprocess.run([sys.executable, "-m", "voice_ono", "play", "--input", "text", "--no-speech",
                              "--save-file", str(save)], input="play 5\nquit\n", capture_output=True,
                             text=True, timeout=60, env=env)
    assert res.returncode == 2
    assert said_in(res.stderr, "save-in-use")
    assert not save.exists()


def test_a_save_open_in_another_game_is_not_touched(tmp_path, monkeypatch):
    """Tester: two games on one save file overwrote each other with no warning."""
    import filelock

    from voice_ono.app.save_guard import save_lock_path

    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    save = tmp_path / "c.json"
    lock_path = save_lock_path(save)
    assert lock_path.is_relative_to(tmp_path / "cache")
    lock_path.parent.mkdir(parents=True)
    with filelock.FileLock(str(lock_path)):  # another voice-ono holds this save
        res = subprocess.run([sys.executable, "-m", "voice_ono", "play", "--input", "text", "--no-speech",
                              "--save-file", str(save)], input="no\nplay 5\nquit\n", capture_output=True,
                             text=True, timeout=60, env=dict(os.environ))
    assert res.returncode == 2
    assert said_in(res.stderr, "save-in-use")
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
        assert out.startswith(f"{text('cli-usage')}voice-ono {' '.join(args)} ") and "--help" in out, args
    for args in (["bench"], ["models"]):  # no action: the list of actions, not an error
        assert main(args) == 2
        out = capsys.readouterr().out
        assert "rules" in out or "download" in out


def test_play_start_up_imports_no_bench_tools_and_no_librosa():
    code = ("import sys; from voice_ono.cli import build_parser; "
            "build_parser().parse_args(['play', '--input', 'text']); "
            "import voice_ono.app.play, voice_ono.session.speech_input, voice_ono.speech.asr.factory; "
            "print(sorted(m for m in sys.modules if m.startswith(('voice_ono_dev', 'voice_ono.demo')) or m == 'librosa'))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"


def test_argument_errors_are_worded_from_the_catalog(capsys):
    from voice_ono.cli import main

    with pytest.raises(SystemExit):
        main(["play", "--bots", "40"])
    error = text("cli-argument-error", argument_name="--bots",
                 message=text("cli-out-of-range", value="40", low="0", high="8", unit=""))
    assert capsys.readouterr().err == text("cli-error", prog="voice-ono play", error=error) + "\n"
    with pytest.raises(SystemExit):
        main(["bench", "rules", "--nope"])
    error = text("cli-unrecognized", args="--nope")
    assert capsys.readouterr().err == text("cli-error", prog="voice-ono bench rules", error=error) + "\n"


# --- every text of the command line from the catalog (issue 10, item 2) -------------------------------------

def _marked(monkeypatch):
    """Each catalog text is shown as ``<message-id>text``, so a test sees which message said what."""
    from voice_ono.narration.catalog import Catalog

    original = Catalog.text
    monkeypatch.setattr(Catalog, "text", lambda self, msg_id, **args: f"<{msg_id}>" + original(self, msg_id, **args))


def _product_parsers():
    """``(command words, parser)`` for the command and every sub-command but the benchmarks' own options
    (developer tooling, docs/architecture.md)."""
    from voice_ono.cli import build_parser

    out, todo = [], [((), build_parser())]
    while todo:
        words, parser = todo.pop()
        out.append((words, parser))
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                todo += [((*words, name), sub) for name, sub in action.choices.items()
                         if words != ("bench",)]
    return out


def test_every_help_text_of_the_command_line_is_a_catalog_message():
    from voice_ono.cli_parser import ARGPARSE_MESSAGES
    from voice_ono.narration.catalog import catalog

    ids = catalog().ids
    seen = 0
    for words, parser in _product_parsers():
        texts = [parser.description] + [g.title for g in parser._action_groups]
        texts += [a.help for a in parser._actions]
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                texts += [c.help for c in action._choices_actions]
        for given in texts:
            if given is None or given == argparse.SUPPRESS:
                continue
            seen += 1
            assert given in ids or given in ARGPARSE_MESSAGES, (words, given)
    assert seen > 80


@pytest.mark.parametrize("words", [(), ("play",), ("models", "download"), ("bench",)])
def test_help_is_worded_from_the_catalog(words, monkeypatch, capsys):
    from voice_ono.cli import main
    from voice_ono.cli_parser import ARGPARSE_MESSAGES

    _marked(monkeypatch)
    parser = dict(_product_parsers())[words]
    with pytest.raises(SystemExit):
        main([*words, "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert out.startswith("<cli-usage>")
    for marker in ("<cli-options>", "<cli-help-help>"):
        assert marker in out
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            assert "<cli-positional-arguments>" in out
            for choice in action._choices_actions:
                assert f"<{choice.help}>" in out, choice.dest
        elif action.help and action.help != argparse.SUPPRESS:  # an id, or argparse's own (-h, --version)
            assert f"<{ARGPARSE_MESSAGES.get(action.help, (action.help,))[0]}>" in out, action.dest
    if parser.description:
        assert f"<{parser.description}>" in out


@pytest.mark.parametrize("args, ids", [
    (["play", "--input", "q"], ["cli-argument-error", "cli-invalid-choice"]),
    (["play", "--wav"], ["cli-argument-error", "cli-expected-at-least-one"]),
    (["play", "--seed"], ["cli-argument-error", "cli-expected-one"]),
    (["recognize"], ["cli-required"]),
    (["profiles", "list", "x", "y"], ["cli-unrecognized"]),
    (["play", "--no"], ["cli-ambiguous"]),
    (["nope"], ["cli-argument-error", "cli-invalid-choice"]),
])
def test_argparse_own_errors_are_worded_from_the_catalog(args, ids, monkeypatch, capsys):
    from voice_ono.cli import main

    _marked(monkeypatch)
    with pytest.raises(SystemExit) as exc:
        main(args)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("<cli-error>") and err.count("\n") == 1, err
    for msg_id in ids:
        assert f"<{msg_id}>" in err, (msg_id, err)


def test_argparse_texts_mapped_are_the_ones_this_python_uses():
    """The map is keyed by argparse's own gettext msgids: each must still be in the running argparse, or a
    Python upgrade would silently bring the English back."""
    import inspect

    from voice_ono.cli_parser import ARGPARSE_MESSAGES, ARGPARSE_PLURALS
    from voice_ono.narration.catalog import catalog

    source = inspect.getsource(argparse)
    for msgid, (msg_id, _names) in ARGPARSE_MESSAGES.items():
        assert repr(msgid) in source or f'"{msgid}"' in source, msgid
        assert msg_id in catalog().ids
    for msgid, msg_id in ARGPARSE_PLURALS.items():
        assert repr(msgid) in source and msg_id in catalog().ids


def test_argparse_placeholders_survive_the_catalog():
    """Each mapped text gives argparse back its own %-placeholders, so argparse can fill them in."""
    import re

    from voice_ono.cli_parser import ARGPARSE_MESSAGES, ARGPARSE_PLURALS, argparse_ntext, argparse_text

    for msgid in ARGPARSE_MESSAGES:
        assert sorted(re.findall(r"%\(?\w*\)?[rs]", argparse_text(msgid))) == sorted(re.findall(r"%\(?\w*\)?[rs]", msgid))
    for singular in ARGPARSE_PLURALS:
        assert argparse_ntext(singular, singular + "s", 1) % 1 != argparse_ntext(singular, singular + "s", 2) % 2


def test_version_loads_no_catalog_and_help_is_worded_when_shown():
    code = ("import sys; from voice_ono.cli import main\n"
            "try:\n    main(['--version'])\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m.startswith('fluent')), file=sys.stderr)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and proc.stderr.strip() == "[]", proc.stderr


def test_bench_out_under_a_file_is_refused_before_running(tmp_path, capsys):
    """BT_PLAY 4: ``bench rules --out FILE/x.md`` says in one line that FILE is a file (no traceback, no run)."""
    from voice_ono.cli import main

    a_file = tmp_path / "good.json"
    a_file.write_text("{}")
    with pytest.raises(SystemExit) as stop:
        main(["bench", "rules", "--games", "1", "--out", str(a_file / "x.md")])
    assert stop.value.code == 2
    assert text("report-out-is-a-file", path=str(a_file)) in capsys.readouterr().err
    assert a_file.read_text() == "{}"


def test_report_not_written_is_one_line(tmp_path):
    from voice_ono_dev.reports import save_report

    a_file = tmp_path / "f"
    a_file.write_text("x")
    with pytest.raises(SystemExit) as stop:
        save_report(a_file / "r", "n", {}, "md")
    assert str(stop.value.code).startswith("voice-ono: " + text("report-not-written", path=str(a_file / "r"),
                                                                reason="Not a directory").split("(")[0])


def test_bot_limits_come_from_the_presets(capsys):
    """BT_PLAY 12: --bots and demo --bots accept exactly what some preset can seat, and their help says so."""
    from voice_ono.cli import build_parser
    from voice_ono.rules import MOST_PLAYERS, PRESETS, bots_range

    parser = build_parser()
    most_bots = max(bots_range(r, 0)[1] for r in PRESETS.values())
    assert parser.parse_args(["play", "--bots", str(most_bots), "--humans", "0"]).bots == most_bots
    assert parser.parse_args(["demo", "--bots", str(max(bots_range(r, 1)[1] for r in PRESETS.values()))])
    for args in (["play", "--bots", str(most_bots + 1)], ["demo", "--bots", str(MOST_PLAYERS)]):
        with pytest.raises(SystemExit):
            parser.parse_args(args)
    help_text = " ".join(parser._subparsers._group_actions[0].choices["play"].format_help().split())
    assert f"0 to {most_bots} " in help_text
    for name, rules in PRESETS.items():
        assert f"{name} {rules.min_players}-{rules.max_players}" in help_text


def test_bench_from_a_wheel_says_how_to_install_the_workshop(monkeypatch, capsys):
    """A wheel install has no workshop (dev/): ``bench NAME``, its ``--help`` and a bare ``bench`` say how to
    add it, in one line, instead of a traceback or a pointer back to ``--help``."""
    from voice_ono import cli

    monkeypatch.setattr(cli, "workshop_installed", lambda: False)
    for argv in (["bench", "rules"], ["bench", "soak", "--help"], ["bench"]):
        with pytest.raises(SystemExit) as exc:
            code = cli.main(argv)
            raise SystemExit(code)
        assert exc.value.code == 2, argv
        err = capsys.readouterr().err
        assert text("cli-bench-not-installed") in err and "--help." not in err, argv


@pytest.mark.parametrize("option", ["--save-file", "--config", "--scenario", "recognize"])
def test_a_path_name_too_long_is_one_line_exit_2_nothing_written(option, tmp_path, capsys):
    """Tester: a name over 255 bytes gave an ``[Errno 36] File name too long`` traceback (--save-file after a
    lock warning, --config, recognize) or "is not valid JSON" (--scenario)."""
    from voice_ono.cli import main

    long = str(tmp_path / ("a" * 300 + ".json"))
    most = os.pathconf(tmp_path, "PC_NAME_MAX")
    args = ["recognize", long] if option == "recognize" else ["play", "--no-speech", option, long]
    with pytest.raises(SystemExit) as info:
        main(args)
    assert info.value.code == 2
    prog = "voice-ono recognize" if option == "recognize" else "voice-ono play"
    message = text("cli-name-too-long", what="name", path=long, length=305, most=most)
    error = text("cli-argument-error", argument_name="files" if option == "recognize" else option, message=message)
    assert capsys.readouterr().err == text("cli-error", prog=prog, error=error) + "\n"
    assert list(tmp_path.iterdir()) == []
