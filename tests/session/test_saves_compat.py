"""Saves written by an earlier version still load and play on identically.

``tests/saves/main_v1/`` holds autosaves written by main before the typed
contracts (issue 10), and ``expected.json`` the events and state that main
produced after loading each one and playing 15 random legal actions
(``random.Random(2)``).  The typed engine must load them unchanged and
continue with exactly the same events.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from voice_ono.session import load_autosave
import paths

SAVES = paths.TESTS / "saves" / "main_v1"
EXPECTED = json.loads((SAVES / "expected.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_old_save_loads_and_plays_on_identically(name):
    saved = json.loads((SAVES / name).read_text(encoding="utf-8"))
    state, kinds, settings = load_autosave(SAVES / name)
    assert state.to_dict() == saved["state"]  # nothing lost or changed by loading
    assert kinds == saved["kinds"]
    assert settings.rules == saved["settings"]["rules"]
    rng = random.Random(2)
    events = []
    for _ in range(15):
        if state.is_over:
            break
        events += [e.to_json() for e in state.apply(rng.choice(state.legal_actions()))]
    assert events == EXPECTED[name]["events"]
    assert json.loads(json.dumps(state.to_dict())) == EXPECTED[name]["state"]
