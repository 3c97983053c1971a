"""Small helpers for speakable English (pure; used by the rules' refusal
reasons and by narration)."""

from __future__ import annotations

from typing import Sequence

_IRREGULAR = {"has": "have", "is": "are", "does": "do", "was": "were"}


def join_words(items: Sequence[str], conj: str = "and") -> str:
    """``["a", "b", "c"]`` -> ``"a, b and c"``; ``[]`` -> ``"nothing"``."""
    items = list(items)
    if not items:
        return "nothing"
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {conj} " + items[-1]


def verb(subject: str, third_person: str) -> str:
    """The verb agreeing with ``subject``: ``verb("You", "passes")`` ->
    ``"pass"``, ``verb("Bot 1", "passes")`` -> ``"passes"``."""
    if subject != "You":
        return third_person
    if third_person in _IRREGULAR:
        return _IRREGULAR[third_person]
    if third_person.endswith(("sses", "shes", "ches", "xes")):
        return third_person[:-2]
    return third_person[:-1] if third_person.endswith("s") else third_person


def say(subject: str, third_person: str, rest: str = "") -> str:
    """``say("You", "loses", "a token")`` -> ``"You lose a token"``."""
    return f"{subject} {verb(subject, third_person)}{' ' + rest if rest else ''}"
