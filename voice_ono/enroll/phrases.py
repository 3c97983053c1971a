"""What enrollment asks for, and labels as the enrollment phrases they mean."""
from __future__ import annotations

from typing import Callable, Sequence


ENROLL_PHRASES: tuple[str, ...] = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "reverse", "play two", "minus ten", "hold", "double play", "ono", "ninety nine",
    "yes", "no", "stop", "read my hand", "what is the total",
)
"""What enrollment asks for: the card names, yes, no, stop and the two commonest queries (issue 11)."""


TAKES_PER_PHRASE = 2


def spoken_phrase(said: str, meaning: Callable[[str], str | None], phrases: Sequence[str] = ENROLL_PHRASES) -> str:
    """``said`` as words: a label written in digits (``"7"``, ``"99"``) becomes the enrollment phrase that means the
    same (``"seven"``), since the acoustic adaptation needs the words said; any other label is returned as it is."""
    said = " ".join(said.split()).lower()
    if said.isdigit():
        m = meaning(said)
        return next((p for p in phrases if m is not None and meaning(p) == m), said)
    return said


def is_enroll_phrase(said: str, meaning: Callable[[str], str | None], phrases: Sequence[str] = ENROLL_PHRASES) -> bool:
    """Whether ``said`` is one of the enrollment phrases or means the same as one ("play seven" for "seven")."""
    if said in phrases:
        return True
    m = meaning(said)
    return m is not None and any(meaning(p) == m for p in phrases)


def uncovered(enrolled: Sequence[str], meaning: Callable[[str], str | None],
              phrases: Sequence[str] = ENROLL_PHRASES) -> list[str]:
    """The enrollment phrases (in their order) that none of a profile's ``enrolled`` phrases means: a profile built
    after every take of a phrase was left out does not know that phrase."""
    have = {meaning(p) or p for p in enrolled}
    return [p for p in phrases if (meaning(p) or p) not in have]
