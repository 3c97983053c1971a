"""Cards, lists and rule-set names as the player hears them (catalog:
``locales/<lang>/cards.ftl``).  Pure: no I/O beyond reading the catalog."""

from __future__ import annotations

from typing import Iterable, Sequence

from voice_ono.narration.catalog import text
from voice_ono.rules.cards import Card, sort_cards

_JOIN = {"and": "list-and", "then": "list-then", "or": "list-or", ", or": "list-or-comma"}


def card_key(card: Card) -> int | str:
    """The ``$card`` selector of ``card``: a number card as its number, any other by its id."""
    return int(card.value) if card.is_number else card.value


def card_name(card: Card) -> str:
    """``"7"``, ``"Play 2"``, ``"minus 10"``, ``"ONO 99"``."""
    return text("card-name", card=card_key(card))


def a_card(card: Card) -> str:
    """One card with its article, so a number is not heard as a count:
    ``"a 1"``, ``"an 8"``, ``"a Reverse"``, ``"an ONO 99"``."""
    return text("card-with-article", card=card_key(card), name=card_name(card))


def card_in_question(card: Card) -> str:
    """``"7"``, ``"the number 2"`` or ``"the Play 2 card"`` (in "Play the Play 2 card?")."""
    kind = "two" if card is Card.TWO else "number" if card.is_number else card.value
    return text("card-in-question", card=kind, name=card_name(card))


def card_said(card: Card, start: bool = False) -> str:
    """A card played or refused, the number 2 and the Play 2 card kept apart: ``"7"``, ``"the number 2"``,
    ``"the Play 2 card"`` (``start``: capitalised, at the start of a sentence)."""
    return text("card-said", card=card_key(card), name=card_name(card), start="yes" if start else "no")


def card_said_short(card: Card) -> str:
    """:func:`card_said` in short announcements, bare: ``"7"``, ``"number 2"``, ``"Play 2 card"``."""
    return text("card-said-short", card=card_key(card), name=card_name(card))


def card_choice(card: Card) -> str:
    """``"the number 2"`` or ``"the Play 2 card"`` (in "Do you mean ...?")."""
    return text("card-choice", card="number" if card.is_number else card.value, name=card_name(card))


def join_words(items: Sequence[str], conj: str = "and") -> str:
    """``["a", "b", "c"]`` -> ``"a, b and c"``; ``[]`` -> ``"nothing"``.
    ``conj``: ``"and"``, ``"then"``, ``"or"`` or ``", or"``.

    :raises KeyError: for another ``conj``.
    """
    items = list(items)
    if not items:
        return text("list-empty")
    if len(items) == 1:
        return items[0]
    first = text("list-separator" if conj != ", or" else "list-or-separator").join(items[:-1])
    return text(_JOIN[conj], first=first, last=items[-1])


def hand_text(cards: Iterable[Card | str]) -> str:
    """A hand read aloud in canonical order: ``"3, 7, Reverse and ONO 99"``."""
    cs = sort_cards(c if isinstance(c, Card) else Card.from_name(str(c)) for c in cards)
    return join_words([card_name(c) for c in cs])


def rules_label(name: str) -> str:
    """A preset name as it should be spoken: ``classic1980`` -> ``classic 1980``."""
    return text("rules-name", rules=name).replace("_", " ")
