"""Atomic writes (voice_ono.files): saved games and settings are never half-written."""
from __future__ import annotations

import json
import os
import stat

import pytest

from voice_ono.files import atomic_write_json


def test_atomic_write_replaces_the_file(tmp_path):
    path = tmp_path / "save.json"
    path.write_text("old")
    atomic_write_json(path, {"a": 1})
    assert json.loads(path.read_text()) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]  # no temporary file left


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links on this system")
def test_a_symlinked_save_writes_through_the_link(tmp_path):
    """Tester: a save kept in a synced folder through a link was replaced by a plain file, and the real
    file stopped being updated."""
    synced = tmp_path / "sync"
    synced.mkdir()
    real = synced / "ono.json"
    real.write_text(json.dumps({"turn": 1}))
    link = tmp_path / "autosave.json"
    link.symlink_to(real)
    atomic_write_json(link, {"turn": 2})
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert json.loads(real.read_text()) == {"turn": 2}
    assert sorted(p.name for p in synced.iterdir()) == ["ono.json"]


def test_stale_temporary_files_of_a_killed_save_are_removed_on_the_next_start(tmp_path):
    """BT_PLAY item 15: kill -9 between the temporary file and the rename leaves ``.autosave-*.json``."""
    import os
    import subprocess
    import sys
    import time

    from voice_ono.files import remove_stale_temps, temp_prefix
    from voice_ono.rules import GameState, get_ruleset
    from voice_ono.session import Session, TextInput
    from voice_ono.speech.tts import RecorderSpeaker

    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True, check=True).stdout.strip()
    stale = tmp_path / f".autosave-{dead}-abc123_9.json"
    stale.write_text("{}")
    hour_ago = (time.time() - 3700,) * 2
    old = tmp_path / ".keep-xyz45678.json"  # no pid: cannot be told from a player's own file, so kept
    old.write_text("{}")
    os.utime(old, hour_ago)
    recent = tmp_path / ".autosave-q1w2e3r4.json"  # maybe being written right now: kept
    recent.write_text("{}")
    live = tmp_path / f"{temp_prefix('autosave')}live1234.json"  # this process's own: kept
    live.write_text("{}")
    save = tmp_path / "autosave.json"
    save.write_text("{}")
    other = tmp_path / ".autosave-notes.txt"
    other.write_text("x")
    # tester: the player's own files with names like a leftover's are not leftovers
    mine = [tmp_path / ".autosave-mygame.json", tmp_path / f".autosave-{dead}-x.json",
            tmp_path / ".autosave-birthday.json", tmp_path / ".autosave-mygame01.json"]
    for path in mine:
        path.write_text("{}")
        os.utime(path, hour_ago)
    Session(GameState.new(get_ruleset(), ["You", "Bot"], 1), ["human", "random"], speaker=RecorderSpeaker(),
            inputs=TextInput(), save_path=save)
    assert not stale.exists() and old.exists()
    assert recent.exists() and live.exists() and save.exists() and other.exists()
    assert all(path.exists() for path in mine)
    assert remove_stale_temps(tmp_path / "missing") == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_something_that_is_not_a_regular_file_is_never_replaced(tmp_path):
    """Tester: "slower" with --config naming a device replaced the device with a plain 0600 file."""
    from voice_ono.files import NotRegularFileError, atomic_write_bytes

    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    link = tmp_path / "link.json"
    link.symlink_to(pipe)
    for path in (pipe, link):
        with pytest.raises(NotRegularFileError) as info:
            atomic_write_bytes(path, b"{}")
        assert info.value.filename == str(pipe)  # the link's target, which is what would have been replaced
    assert stat.S_ISFIFO(os.stat(pipe).st_mode) and link.is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.json", "pipe"]  # no temporary file left


def test_a_replaced_file_keeps_its_permission_bits(tmp_path):
    """Tester: writing a config through a link changed the real file's permissions from 644 to 600."""
    real = tmp_path / "real.json"
    real.write_text("{}")
    real.chmod(0o644)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    atomic_write_json(link, {"a": 1})
    assert stat.S_IMODE(os.stat(real).st_mode) == 0o644 and link.is_symlink()
    assert json.loads(real.read_text()) == {"a": 1}
    real.chmod(0o640)
    atomic_write_json(real, {"a": 2})
    assert stat.S_IMODE(os.stat(real).st_mode) == 0o640


def test_a_name_too_long_for_the_file_system_is_told_before_it_is_used(tmp_path):
    from voice_ono.files import name_too_long

    assert name_too_long(tmp_path / "ok.json") is None
    assert name_too_long(tmp_path / ("a" * 300 + ".json")) == ("name", 305, os.pathconf(tmp_path, "PC_NAME_MAX"))
    assert name_too_long(tmp_path / "missing" / ("é" * 200)) == ("name", 400, os.pathconf(tmp_path, "PC_NAME_MAX"))
    deep = tmp_path.joinpath(*["b" * 200] * 30)
    what, length, _ = name_too_long(deep)
    assert what == "path" and length == len(os.fsencode(str(deep)))
