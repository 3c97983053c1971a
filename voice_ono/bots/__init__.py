"""The bots layer: computer opponents on a PlayerView (pure; never imports audio).

Difficulty levels (the same words on the command line, in speech and in the
grammar): ``easy`` = :class:`RandomBot`, ``medium`` = :class:`HeuristicBot`,
``hard`` = :class:`SearchBot`.  The bot names ``random``, ``heuristic`` and
``search`` are accepted everywhere too.
"""

from voice_ono.bots.base import Bot, RandomBot
from voice_ono.bots.heuristic import HeuristicBot
from voice_ono.bots.search import SearchBot

BOTS = {"random": RandomBot, "heuristic": HeuristicBot, "search": SearchBot}
"""Bot kinds by name (the names saved in games and scenario files)."""

DIFFICULTIES = {"easy": "random", "medium": "heuristic", "hard": "search"}
"""Difficulty level -> bot kind."""

LEVEL_OF_KIND = {kind: level for level, kind in DIFFICULTIES.items()}
"""Bot kind -> difficulty level."""

BOT_NAMES = (*DIFFICULTIES, *BOTS)
"""Every accepted name: the levels first, then the bot kinds (aliases)."""


def bot_kind(name: str) -> str:
    """The bot kind for a difficulty level or bot name: ``"hard"`` -> ``"search"``.

    :raises ValueError: for an unknown name, listing the valid ones.
    """
    key = str(name).strip().lower()
    if key in BOTS:
        return key
    if key in DIFFICULTIES:
        return DIFFICULTIES[key]
    raise ValueError(f"unknown bot {name!r}; choose one of: {', '.join(BOT_NAMES)}")


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
           "RandomBot", "SearchBot", "bot_kind", "difficulty_level", "make_bot"]
