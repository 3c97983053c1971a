"""The bot protocol: a bot sees only a :class:`PlayerView` and returns one
of its ``legal_actions``.  Bots play through the same ``GameState.apply`` as
humans."""

from __future__ import annotations

import random
from typing import Protocol

from voice_ono.rules import Action, PlayerView


class Bot(Protocol):
    name: str

    def choose(self, view: PlayerView) -> Action:
        """Pick one of ``view.legal_actions`` (never empty when asked)."""
        ...


class RandomBot:
    """Any legal action, chosen with its own seeded ``random.Random``."""

    name = "random"

    def __init__(self, seed: int | None = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        return self.rng.choice(view.legal_actions)
