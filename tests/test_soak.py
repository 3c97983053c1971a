"""Property-based tests (hypothesis): random commands and random answers at
every question, through whole games on all three presets.  After every step:
the state is unchanged when nothing was played (refusals, "no", questions
asked again), the autosave is valid and equals the game, no game is replaced
or lost without an explicit yes, and no traceback escapes
(:mod:`voice_ono.tools.soak` holds the checks; ``voice-ono bench soak`` runs many
more games through them).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from voice_ono.rules import PRESETS
from voice_ono.tools.soak import scratch_dir, soak_game


@pytest.mark.parametrize("rules", sorted(PRESETS))
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), rng=st.randoms(use_true_random=False))
def test_random_commands_and_answers_never_lose_data(rules, seed, rng):
    with scratch_dir() as tmp:
        result = soak_game(rules, seed, Path(tmp), rng=rng, max_steps=150)
    assert result.crash is None, result.crash
    assert result.violations == []
    assert result.steps > 0


def test_checks_can_fail(monkeypatch):
    """The invariants are real: a session that forgets the previous save is caught."""
    from voice_ono import session as session_mod

    monkeypatch.setattr(session_mod.Session, "_keep_previous_save", lambda self, left: True)
    bad = 0
    with scratch_dir() as tmp:
        for seed in range(12):
            result = soak_game("mattel2022", seed, Path(tmp), max_steps=150)
            bad += bool(result.violations)
    assert bad > 0
