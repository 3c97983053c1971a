"""What a player's name may be: the one rule, for new games, scenario files and saves alike.

A name is said aloud and printed in every sentence about its player, so it must read as a name and nothing
else (issue 19 items 3-5):

- printable: letters, marks, digits, punctuation, symbols and spaces only; no control character (an ESC
  sequence, a carriage return, NUL), no invisible format character (a right-to-left override), no line
  break;
- trimmed: spaces at either end are dropped and a run of spaces inside is one space (any Unicode space
  counts as a space); the name is NFC-normalised;
- no sentence mark (``. ! ? ; :`` and their full-width and ellipsis forms): a name is spoken inside the
  game's own sentences, and with one ("Ben wins the game.") it could read as a line of the game;
- at least one letter or digit (a blank name gives sentences with no subject), at most
  :data:`MAX_NAME_LENGTH` characters (a long one would swamp every sentence);
- different from every other player's name, compared without case (``Ann`` and ``ANN`` are one name);
- not one of the words the narration uses for the player (``reserved``: "you", "your", ...; the caller
  passes them from the catalog), except for the one seat the narration calls "you" anyway (``exempt``:
  the single human, whose name is ``You`` in a new game).

A name that breaks the rule is refused with a :class:`PlayerNameError` (data: a message id and values,
worded by narration); nothing is cleaned but spaces.
"""

from __future__ import annotations

import unicodedata
from typing import Any, Collection, Sequence

from voice_ono.rules.errors import GameSetupError

MAX_NAME_LENGTH = 24
"""The longest name, in characters (Unicode code points, after trimming)."""

SENTENCE_MARKS = frozenset(".!?;:\u2026\u3002\uff01\uff1f\uff1b\uff1a\u061f\u06d4\u0964")
"""Characters that end or break a sentence (Latin, full-width, ellipsis, Arabic, Devanagari): not in a name."""

_PRINTABLE = frozenset("LMNPS")
"""Unicode general categories (first letter) a name may hold, besides spaces (``Zs``)."""


class PlayerNameError(GameSetupError):
    """A player's name that breaks the rule (see the module), as data: ``msg_id`` one of ``name-not-text``,
    ``name-empty``, ``name-not-printable``, ``name-sentence-mark``, ``name-too-long`` (with ``most``), ``name-repeated``,
    ``name-reserved`` (with ``name``); ``seat`` (0-based) and ``number`` (1-based, for the sentence) say
    whose name it is.  The name itself is never a value when it is not printable or too long."""

    def __init__(self, msg_id: str, seat: int, **values: Any) -> None:
        super().__init__(msg_id, seat=seat, number=seat + 1, **values)
        self.seat = seat


def clean_name(raw: object, seat: int = 0) -> str:
    """``raw`` as a player's name: trimmed, inner spaces as one space, NFC.

    :param seat: whose name it is (0-based), for the error.
    :returns: the name to use (1 to :data:`MAX_NAME_LENGTH` characters).
    :raises PlayerNameError: ``name-not-text`` (not a string), ``name-not-printable`` (a control, format or
        line-separator character), ``name-sentence-mark`` (:data:`SENTENCE_MARKS`), ``name-empty`` (no letter or digit), ``name-too-long`` (``most``).
    """
    if not isinstance(raw, str):
        raise PlayerNameError("name-not-text", seat)
    if len(raw) > 16 * MAX_NAME_LENGTH:  # refused before any work on a huge string (it cannot fit anyway)
        raise PlayerNameError("name-too-long", seat, most=MAX_NAME_LENGTH)
    chars: list[str] = []
    for ch in unicodedata.normalize("NFC", raw):
        category = unicodedata.category(ch)
        if category == "Zs":
            chars.append(" ")
        elif ch in SENTENCE_MARKS:
            raise PlayerNameError("name-sentence-mark", seat)
        elif category[0] in _PRINTABLE:
            chars.append(ch)
        else:
            raise PlayerNameError("name-not-printable", seat)
    name = " ".join(part for part in "".join(chars).split(" ") if part)
    if not any(unicodedata.category(ch)[0] in "LN" for ch in name):
        raise PlayerNameError("name-empty", seat)
    if len(name) > MAX_NAME_LENGTH:
        raise PlayerNameError("name-too-long", seat, most=MAX_NAME_LENGTH)
    return name


def name_key(name: str) -> str:
    """The form two names are compared in: case-folded (``Ann`` and ``ANN`` are one name)."""
    return unicodedata.normalize("NFC", name.casefold())


def check_names(names: Sequence[object], *, reserved: Collection[str] = (), exempt: int | None = None) -> list[str]:
    """Every player's name checked (:func:`clean_name`) and compared with the others.

    :param reserved: words a name may not be (compared without case): the narration's words for the
        player, from the catalog (:func:`voice_ono.narration.player_words`).
    :param exempt: the seat that may bear a reserved word (the single human, called "you" anyway), or None.
    :returns: the names to use, seat 0 first.
    :raises PlayerNameError: for the first name that breaks the rule; ``name-repeated`` names the later of
        two equal names, ``name-reserved`` gives the ``name``.
    """
    words = {name_key(w) for w in reserved}
    out: list[str] = []
    seen: set[str] = set()
    for seat, raw in enumerate(names):
        name = clean_name(raw, seat)
        key = name_key(name)
        if key in seen:
            raise PlayerNameError("name-repeated", seat)
        if key in words and seat != exempt:
            raise PlayerNameError("name-reserved", seat, name=name)
        seen.add(key)
        out.append(name)
    return out
