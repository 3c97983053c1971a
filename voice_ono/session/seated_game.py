"""The game at the table: what every part of a :class:`voice_ono.session.loop.Session` reads (the state, the
seats, the narrator) and what the game has seen so far (its plays, the bots' last moves).  One object, held by
every part; a new game is seated in it (:meth:`SeatedGame.seat`), so no part keeps an old game."""

from __future__ import annotations

from collections import deque
from typing import Sequence

from voice_ono.bots import SeatKind, make_bot
from voice_ono.bots.base import Bot
from voice_ono.narration import Narrator
from voice_ono.rules import Action, GameState, PlayerView
from voice_ono.session.settings import GameSettings

HISTORY_PLAYS = 40
"""Plays kept for "what happened" and "what did Bot 1 play" (the oldest are dropped)."""


class SeatedGame:
    """The game being played, its settings and its seats, shared by the session's parts.

    :param state: a game (started or not).
    :param kinds: ``"human"`` or a bot name per seat (:meth:`SeatKind.parse`: ``"hard"`` is the search bot).
    :param settings: the settings a new game by voice starts from, saved with the game.
    :param verbosity: the narrator's ``full`` or ``short`` announcements.
    :raises ValueError: when ``kinds`` does not have one kind per seat of ``state``.
    """

    state: GameState
    settings: GameSettings
    kinds: list[SeatKind]
    humans: list[int]
    """The human seats, in seat order."""
    bots: dict[int, Bot]
    """Bot seat -> its bot (seeded from the game's seed and the seat)."""
    narrator: Narrator
    plays: deque[tuple[str, str, int]]
    """(player, card, total) of the game's last :data:`HISTORY_PLAYS` plays, for "what happened"."""
    resumed: bool
    """The plays start at a resume (the moves before it are not known)."""
    last_moves: dict[int, tuple[PlayerView, Action]]
    """Bot seat -> what it saw and played last, for "why did Bot 1 play that?"."""
    last_mover: int | None
    """The bot seat that played last (None: no bot has played yet)."""

    def __init__(self, state: GameState, kinds: Sequence[str], settings: GameSettings, *, verbosity: str) -> None:
        self.seat(state, kinds, settings, verbosity=verbosity)

    def seat(self, state: GameState, kinds: Sequence[str], settings: GameSettings, *, verbosity: str) -> None:
        """Seat a new game (same parameters and errors as the class): what the old one had seen is dropped."""
        if len(kinds) != len(state.names):
            raise ValueError("one kind per seat is needed")
        self.state = state
        self.settings = settings
        self.kinds = [SeatKind.parse(k) for k in kinds]  # "hard" -> SeatKind.SEARCH
        self.humans = [i for i, k in enumerate(self.kinds) if not k.is_bot]
        seed = state.seed if state.seed is not None else 0
        self.bots = {i: make_bot(k, seed * 1000 + i) for i, k in enumerate(self.kinds) if k.is_bot}
        self.narrator = Narrator(state.names, self.humans, verbosity=verbosity)
        self.plays = deque(maxlen=HISTORY_PLAYS)
        self.resumed = False
        self.last_moves = {}
        self.last_mover = None

    @property
    def acting_seat(self) -> int | None:
        """The human seat whose command is expected (hot-seat: whoever's turn it is); None without humans."""
        if not self.state.is_over and self.state.current_player in self.humans:
            return self.state.current_player
        return self.humans[0] if self.humans else None

    @property
    def hot_seat(self) -> bool:
        """Several human seats share the input (each turn is handed over)."""
        return len(self.humans) > 1
