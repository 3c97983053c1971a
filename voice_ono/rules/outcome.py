"""How a game ended: the winning seat and the rule that decided it
(R-WIN-1, R-WIN-2, R-80-TOK, R-99-2, R-80-PTS-3)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Termination(str, Enum):
    LAST_PLAYER_STANDING = "last_player_standing"  # R-WIN-1
    NO_ONE_CAN_PLAY = "no_one_can_play"  # R-WIN-2
    LAST_IN_GAME = "last_in_game"  # R-80-TOK, R-99-2, R-80-PTS-3 elimination
    LOWEST_SCORE = "lowest_score"  # R-80-PTS-3 lowest


@dataclass(frozen=True)
class Outcome:
    """How the game ended: the winning seat and the rule that decided it."""

    winner: int
    termination: Termination
