"""Atomic writes (voice_ono.files): saved games and settings are never half-written."""
from __future__ import annotations

import json
import os

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
