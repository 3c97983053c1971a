"""The bots layer: computer opponents on a PlayerView (pure; never imports audio)."""

from voice_ono.bots.base import Bot, RandomBot
from voice_ono.bots.heuristic import HeuristicBot

BOTS = {"random": RandomBot, "heuristic": HeuristicBot}


def make_bot(kind: str, seed: int | None = 0) -> Bot:
    """A bot by name (``random`` or ``heuristic``).

    :raises ValueError: for an unknown bot name, listing the valid ones.
    """
    try:
        return BOTS[kind](seed)
    except KeyError:
        raise ValueError(f"unknown bot {kind!r}; choose one of: {', '.join(BOTS)}") from None


__all__ = ["BOTS", "Bot", "HeuristicBot", "RandomBot", "make_bot"]
