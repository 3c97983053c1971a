"""Parse typed or recognised text into a typed :class:`Command`.

Parsing is separate from applying (python-chess ``parse_san`` / ``push``):
``parse_command(text)`` gives a :class:`Command`; :mod:`resolve` turns it into
a game action against the current state.

Typed text is normalised first, so digits and symbols work: ``7``,
``-10``, ``play 2``, ``what's the total?``.  Then the phrase must be one of
the grammar's phrases (:mod:`voice_ono.commands.grammar`), so typed and
spoken commands are exactly the same language.
"""

from __future__ import annotations

import re

from voice_ono.commands.grammar import Grammar, PhraseParse, is_word_char, load_grammar
from voice_ono.commands.types import (AnswerCommand, AnswerKind, Command, CommandKind, ControlCommand,
                                      Difficulty, DiscardCommand, DrawCommand, PlayCommand, QueryCommand,
                                      QueryKind, SetupCommand, control_kind)
from voice_ono.rules import Card
from voice_ono.rules.ruleset import ScoringMode


class UnknownCommandError(ValueError):
    """The text is not a command.  :attr:`shown` is the text as it may be
    shown back (printable, at most 40 characters, ``""`` for nothing); the
    narration layer words the reply (message ``not-understood``)."""

    def __init__(self, text: str) -> None:
        shown = "".join(ch for ch in text if ch.isprintable()).strip()
        if len(shown) > 40:
            shown = shown[:40].rstrip() + "..."
        super().__init__(f"not a command: {shown!r}")
        self.text = text
        self.shown = shown


_NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
                 "nine", "ten"]
_REPLACEMENTS = [
    (r"^\s*y\s*$", "yes"), (r"^\s*n\s*$", "no"),  # typed shortcuts; never a spoken result
    (r"\bwho'?s turn\b", "whose turn"),  # a common misspelling of "whose turn"
    (r"\bwhat's\b", "what is"), (r"\bwho's\b", "who is"), (r"\bwhats\b", "what is"),
    (r"\bit's\b", "it is"), (r"\bi'll\b", "i will"),
    (r"[\u2010-\u2015\u2212\u207b\u208b\ufe58\ufe63\uff0d]", "-"),  # every dash and minus sign is "-"
    (r"\uff0b|\ufe62|\u207a|\u208a", "+"),
    (r"_(?=\s*[-+])", " "),  # "play_-10"
    (r"\bninety\s*-\s*nine\b", "ninety nine"),
    # a sign stuck to a word ("play-10", "play+ten") is a sign, not part of the word (tester)
    (r"(?<=[a-z])(?=[-+]\s*(?:\d|(?:zero|one|two|three|four|five|six|seven|eight|nine|ten)\b))", " "),
    (r"\bplay2\b", "play two card"),
    (r"(?<![\w-])-\s*(?:10|ten)\b", " minus ten "), (r"\bminus\s*10\b", "minus ten"),
    (r"\bplay\s*2\b", "play two"),
    (r"\bono\s*-?\s*99\b", "ono ninety nine"), (r"\bo'no\b", "ono"), (r"\bono's\b", "onos"),
    (r"\b99\b", "ninety nine"),
    (r"\bminus10\b", "minus ten"), (r"\bono99\b", "ono ninety nine"),
    (r"\bdouble_play\b", "double play"), (r"\bninety_nine\b", "ninety nine"),
]
_NUMBER = r"(?:\d|\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten)\b|ninety nine)"
_SIGNED_NUMBER = re.compile(rf"(?<!\w)[-+]\s*{_NUMBER}|{_NUMBER}\s*[-+](?!\w)")
"""A number, in digits or words, with a sign before or after it (``-5``, ``+7``, ``3-``, ``-nine``,
``+ten``) once ``-10`` and ``-ten`` have become "minus ten": no card is named so, and dropping the sign
would name a different card."""
_FILLERS = {"please", "um", "uh", "er", "erm", "okay", "ok", "hey", "so", "now", "card", "a", "the"}


def _replaced(text: str) -> str:
    """``text`` lowercased with :data:`_REPLACEMENTS` applied (digits and signs kept)."""
    t = text.lower().strip()
    for pattern, repl in _REPLACEMENTS:
        t = re.sub(pattern, repl, t)
    return t


def normalise(text: str) -> str:
    """Lowercase words only: contractions expanded, digits 0..10 spelled,
    ``-10`` -> ``minus ten``, punctuation dropped."""
    t = _replaced(text)
    t = re.sub(r"\b(10|[0-9])\b", lambda m: " " + _NUMBER_WORDS[int(m.group(1))] + " ", t)
    t = re.sub(r"[^a-z' ]+", " ", t)
    t = t.replace("'", "")
    return " ".join(t.split())


_DIGITS = re.compile(r"(?<![\w-])([-+]?)\s*(\d+)(?!\w)")
"""A number typed in digits, in any script's digits (Devanagari ७, Gurmukhi ੭, Malayalam ൭, Arabic-Indic
٧ are all ``\\d`` and ``int``), with its sign."""


_CHILLU = {"\u0d28\u0d4d\u200d": "\u0d7b", "\u0d23\u0d4d\u200d": "\u0d7a", "\u0d30\u0d4d\u200d": "\u0d7c",
           "\u0d32\u0d4d\u200d": "\u0d7d", "\u0d33\u0d4d\u200d": "\u0d7e", "\u0d15\u0d4d\u200d": "\u0d7f"}
"""Malayalam chillu letters as older keyboards type them (consonant, virama, zero-width joiner) and as
Unicode 5.1 encodes them (atomic ൻ ൺ ർ ൽ ൾ ൿ); the grammar uses the atomic letters."""


def normalise_in(text: str, grammar: Grammar) -> str:
    """A typed line as the words of a grammar of another language than English: NFC and lower case;
    digits 0 to 10, ``-10`` and ``99`` as the grammar's own words for those cards (its first form of
    ``[slots.card]``); punctuation (``।``, ``؟``, ``.``) dropped; each Latin-letter word spelled as the
    grammar spells it (``[romanised]``: "saat" -> "सात").  A signed number other than ``-10`` is kept with
    its sign, so it is no card."""
    import unicodedata

    t = unicodedata.normalize("NFC", text).lower()
    for old, chillu in _CHILLU.items():
        t = t.replace(old, chillu)
    t = t.replace("\u200c", "").replace("\u200d", "")  # zero-width (non-)joiners shape letters, not words
    t = re.sub(r"[\u2010-\u2015\u2212\u207b\u208b\ufe58\ufe63\uff0d]", "-", t)

    def spelled(m: re.Match[str]) -> str:
        sign, n = m.group(1), int(m.group(2))
        key = {"-": {10: "minus10"}, "": {99: "ninety_nine"}}.get(sign, {}).get(n, str(n) if not sign else "")
        words = grammar.card_words(key) if key else ()
        return f" {words[0]} " if words else m.group(0)

    t = _DIGITS.sub(spelled, t)
    if "-" in t or "+" in t:  # a sign left on a word or number ("-hamar", "7+"): no card is called that, and
        return "- " + " ".join(t.split())  # dropping the sign would play another card, so it is no phrase
    t = "".join(ch if is_word_char(ch) else " " for ch in t)
    return " ".join(grammar.romanised(w) for w in t.replace("'", "").split())


def _parse_in(text: str, grammar: Grammar) -> tuple[str, list[PhraseParse]]:
    """The phrase and parses of ``text`` in a grammar of another language than English."""
    phrase = normalise_in(text, grammar)
    parses = grammar.parses(phrase)
    if not parses:
        stripped = " ".join(w for w in phrase.split() if w not in grammar.fillers())
        parses = grammar.parses(stripped)
        if parses:
            phrase = stripped
    return phrase, parses


def parse_command(text: str, grammar: Grammar | None = None) -> Command:
    """Parse one utterance or typed line.

    :raises UnknownCommandError: when the text is not a phrase of the grammar
        (after normalising and dropping filler words such as "please"), or
        holds a signed number other than ``-10`` / ``-ten`` (``-5``, ``+7``, ``3-``,
        ``-nine``): no card is called that, and dropping the sign would play a different card.
    """
    grammar = grammar or load_grammar()
    if grammar.language != "en":
        phrase, parses = _parse_in(text, grammar)
        if not parses:
            raise UnknownCommandError(text)
        return _command(phrase, parses)
    if _SIGNED_NUMBER.search(_replaced(text)):
        raise UnknownCommandError(text)
    phrase = normalise(text)
    parses = grammar.parses(phrase)
    if not parses:
        stripped = " ".join(w for w in phrase.split() if w not in _FILLERS)
        parses = grammar.parses(stripped)
        if not parses and phrase.split()[-1:] == ["card"]:
            parses = grammar.parses(" ".join(phrase.split()[:-1]))
        if parses:
            phrase = stripped
    if not parses:
        raise UnknownCommandError(text)
    return _command(phrase, parses)


def _command(phrase: str, parses: list[PhraseParse]) -> Command:
    """The :class:`Command` of a phrase's parses: the first parse's kind and value, every card the readings
    of that kind can mean, and the first value of each other slot."""
    first = parses[0].intent
    cards: list[Card] = []
    slots: dict[str, str] = {}
    for p in parses:
        if p.intent.kind is not first.kind:
            continue
        for key, value in p.slots:
            if key == "card":
                card = Card.from_name(value)
                if card not in cards:
                    cards.append(card)
            else:
                slots.setdefault(key, value)
    value = first.value or ""
    match first.kind:
        case CommandKind.PLAY:
            return PlayCommand(tuple(cards), text=phrase)
        case CommandKind.DISCARD:
            return DiscardCommand(text=phrase)
        case CommandKind.DRAW:
            return DrawCommand(text=phrase)
        case CommandKind.QUERY:
            return QueryCommand(QueryKind(value), cards[0] if cards else None, slots.get("player"), text=phrase)
        case CommandKind.CONTROL:
            return ControlCommand(control_kind(value), text=phrase)
        case CommandKind.ANSWER:
            return AnswerCommand(AnswerKind(value), text=phrase)
        case CommandKind.SETUP:
            return _setup(slots, phrase)


def _setup(slots: dict[str, str], phrase: str) -> SetupCommand:
    """The :class:`SetupCommand` of the slots of a setup phrase (``count``, ``difficulty``, ``rules``,
    ``scoring``)."""
    count, difficulty, scoring = slots.get("count"), slots.get("difficulty"), slots.get("scoring")
    return SetupCommand(bots=None if count is None else int(count),
                        difficulty=None if difficulty is None else Difficulty(difficulty),
                        rules=slots.get("rules"),
                        scoring=None if scoring is None else ScoringMode(scoring), text=phrase)
