"""Errors of the rules engine."""

from __future__ import annotations

from voice_ono.rules.events import Action


class IllegalActionError(ValueError):
    """The action is not legal now.  ``reason`` is a short, speakable
    explanation; the state is unchanged."""

    def __init__(self, reason: str, action: Action | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action


class GameOverError(IllegalActionError):
    """The game has already ended."""
