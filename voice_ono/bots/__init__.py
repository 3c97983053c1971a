"""The bots layer: computer opponents on a PlayerView (pure; never imports audio).

Difficulty levels (the same words on the command line, in speech and in the
grammar): ``easy`` = :class:`RandomBot`, ``medium`` = :class:`HeuristicBot`,
``hard`` = :class:`SearchBot`.  The bot names ``random``, ``heuristic`` and
``search`` are accepted everywhere too.
"""

from __future__ import annotations

from enum import Enum
from typing import Callable

from voice_ono.bots.base import Bot, RandomBot
from voice_ono.bots.heuristic import HeuristicBot
from voice_ono.bots.search import SearchBot
from voice_ono.rules.data_errors import DataError


class SeatKind(str, Enum):
    """Who plays a seat: a human or one of the bots.  The value is the name
    saved in games and scenario files (``"human"``, ``"random"``, ...)."""

    HUMAN = "human"
    RANDOM = "random"
    HEURISTIC = "heuristic"
    SEARCH = "search"

    def __str__(self) -> str:
        return self.value

    @property
    def is_bot(self) -> bool:
        return self is not SeatKind.HUMAN

    @classmethod
    def parse(cls, name: str) -> "SeatKind":
        """``"human"``, a bot name or a difficulty level (``"hard"`` -> SEARCH).

        :raises voice_ono.rules.DataError: (a ValueError) for an unknown name: ``bot-unknown`` with ``name`` and
        ``choices``, the valid names.
        """
        key = str(name).strip().lower()
        if key == cls.HUMAN.value:
            return cls.HUMAN
        return bot_kind(key)


BOTS: dict[SeatKind, Callable[[int | None], Bot]] = {
    SeatKind.RANDOM: RandomBot, SeatKind.HEURISTIC: HeuristicBot, SeatKind.SEARCH: SearchBot,
}
"""Bot classes by kind (a plain name such as ``"random"`` works as a key too)."""

DIFFICULTIES = {"easy": SeatKind.RANDOM, "medium": SeatKind.HEURISTIC, "hard": SeatKind.SEARCH}
"""Difficulty level -> bot kind."""

LEVEL_OF_KIND = {kind: level for level, kind in DIFFICULTIES.items()}
"""Bot kind -> difficulty level."""

BOT_NAMES: tuple[str, ...] = (*DIFFICULTIES, *(kind.value for kind in BOTS))
"""Every accepted name: the levels first, then the bot kinds (aliases)."""


def bot_kind(name: str) -> SeatKind:
    """The bot kind for a difficulty level or bot name: ``"hard"`` -> ``SeatKind.SEARCH``.

    :raises ValueError: for an unknown name, listing the valid ones.
    """
    key = str(name).strip().lower()
    named = {kind.value: kind for kind in BOTS}
    if key in named:
        return named[key]
    if key in DIFFICULTIES:
        return DIFFICULTIES[key]
    raise DataError("bot-unknown", name=str(name), choices=", ".join(BOT_NAMES))


def difficulty_level(name: str) -> str:
    """The difficulty level for a level or bot name: ``"heuristic"`` -> ``"medium"``.

    :raises ValueError: for an unknown name.
    """
    return LEVEL_OF_KIND[bot_kind(name)]


def make_bot(kind: str, seed: int | None = 0) -> Bot:
    """A bot by difficulty level or name (``easy``/``random``, ``medium``/
    ``heuristic``, ``hard``/``search``), seeded.

    :raises ValueError: for an unknown name, listing the valid ones.
    """
    return BOTS[bot_kind(kind)](seed)


__all__ = ["BOTS", "BOT_NAMES", "Bot", "DIFFICULTIES", "HeuristicBot", "LEVEL_OF_KIND",
           "RandomBot", "SearchBot", "SeatKind", "bot_kind", "difficulty_level", "make_bot"]
