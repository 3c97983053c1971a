"""Errors of the rules engine."""

from __future__ import annotations

from voice_ono.rules.data_errors import DataError
from voice_ono.rules.events import Action
from voice_ono.rules.reasons import Illegal


class IllegalActionError(ValueError):
    """The action is not legal now; the state is unchanged.  ``reason`` is
    the :class:`Illegal` reason as data (narration words it for players);
    ``str()`` is a short code for logs."""

    def __init__(self, reason: Illegal, action: Action | None = None) -> None:
        super().__init__(str(reason))
        self.reason = reason
        self.action = action


class GameOverError(IllegalActionError):
    """The game has already ended."""


class GameSetupError(DataError):
    """Players that do not fit the rules (:class:`voice_ono.rules.GameState`), as data: ``game-player-count``
    (``rules``, ``low``, ``high``, ``count``), a bad name (``name-*``: :class:`voice_ono.rules.names.PlayerNameError`), ``game-hands-do-not-fit``
    (``players``, ``hand_size``, ``deck_size``); worded by :func:`voice_ono.narration.problem_text`."""
