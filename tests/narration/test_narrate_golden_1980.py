"""Golden narrated games for the 1980 presets (issue 10): a whole seeded game
of ``classic1980`` (tokens, R-80-TOK) and of ``ninetynine_card`` (the 99
card, R-99-1, R-99-2), narrated exactly as a player hears it.

Regenerate the golden files after an intended wording change with::

    UPDATE_GOLDEN=1 python -m pytest tests/narration/test_narrate_golden_1980.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from narrated_games import narrate_game
import paths

GOLDEN = paths.TESTS / "golden"


@pytest.mark.parametrize("rules, seed, must_say", [
    ("classic1980", 7, ["classic 1980 rules", "loses a token", "Round 2", "wins the game"]),
    ("ninetynine_card", 7, ["plays 99. Total 99.", "loses a token", "Round 2", "wins the game"]),
])
def test_golden_narrated_game_1980(rules, seed, must_say):
    lines = narrate_game(rules, seed)
    text = "\n".join(lines) + "\n"
    path = GOLDEN / f"{rules}_seed{seed}_narration.txt"
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")
    for phrase in must_say:  # the transcript covers the edition's own rules
        assert phrase in text, phrase
    assert not any(line.startswith(("Bot 1 draws", "Bot 2 draws")) for line in lines)  # hidden cards
