"""Cards of every ONO 99 edition.

A :class:`Card` is a string enum whose value is its canonical name, the one
used in JSON events and scenario files: ``"0"``..``"10"``, ``"reverse"``,
``"play2"``, ``"minus10"``, ``"ono99"`` (mattel2022) and ``"hold"``,
``"double_play"``, ``"ninety_nine"`` (the 1980 editions).  ``str(card)``
round-trips through ``Card.from_name``.
"""

from __future__ import annotations

from enum import Enum
from typing import Iterable

from voice_ono.rules.data_errors import DataError


class UnknownCardError(DataError):
    """A card name that no edition knows: catalog message ``card-unknown`` with ``name`` (as given) and
    ``valid`` (the valid names, comma-separated)."""


class Card(str, Enum):
    ZERO = "0"
    ONE = "1"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "10"
    REVERSE = "reverse"
    PLAY2 = "play2"
    MINUS10 = "minus10"
    ONO99 = "ono99"
    HOLD = "hold"
    DOUBLE_PLAY = "double_play"
    NINETY_NINE = "ninety_nine"

    def __str__(self) -> str:
        return self.value

    @classmethod
    def from_name(cls, name: str) -> "Card":
        """Parse a canonical card name (``"7"``, ``"minus10"``, ...).

        :raises UnknownCardError: naming the valid card names.
        """
        try:
            return cls(str(name).strip().lower())
        except ValueError:
            valid = ", ".join(c.value for c in cls)
            raise UnknownCardError("card-unknown", name=str(name), valid=valid) from None

    @property
    def is_number(self) -> bool:
        """True for the number cards 0..10 (R-NUM-1)."""
        return self.value.isdigit()

    @property
    def face_value(self) -> int | None:
        """The printed number of a number card, else None."""
        return int(self.value) if self.is_number else None

    @property
    def order(self) -> int:
        """Position in the canonical sort order (numbers first, then actions)."""
        return _ORDER[self]


_ORDER: dict[Card, int] = {card: i for i, card in enumerate(Card)}


def sort_cards(cards: Iterable[Card]) -> list[Card]:
    """Cards in canonical order: numbers ascending, then action cards."""
    return sorted(cards, key=_ORDER.__getitem__)
