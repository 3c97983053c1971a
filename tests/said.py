"""What a test expects the player to hear, by message id and values rather than by English sentence, so a
reworded catalog (voice_ono/locales/<lang>/*.ftl) does not break the test; the golden narrated games
(tests/narrated_games.py, tests/golden/) are where the English itself is checked.

``text(id, **values)`` renders a whole line.  When a test cannot know every value (a temporary path, the
players of a subprocess's game), :func:`said` matches the message with the values left out as wildcards,
and :func:`said_in` looks for it inside a longer text (a subprocess's output).  :func:`recording` lists the
messages the code itself rendered (ids and values), for lines whose English is alike (two messages of the
same words) or whose values the test checks one by one."""

from __future__ import annotations

import re
from contextlib import contextmanager
from typing import Iterable, Iterator
from unittest import mock

from voice_ono.narration import text
from voice_ono.narration.catalog import Catalog, placeholders

Message = tuple[str, dict[str, object]]
"""A message rendered: its id and the values given (those given as None left out, as the catalog does)."""

_HOLE = "\u27e6{}\u27e7"  # a value no message holds, so it is found again in the rendered text


def pattern(msg_id: str, **values: object) -> re.Pattern[str]:
    """Message ``msg_id`` as a regular expression: the given ``values`` filled in, every other variable
    matching any text, and a value given as a regular expression (``said=re.compile("play .+")``) matching
    what it matches.  A variable that selects a variant (a plural, ``$person``) must be given as a value."""
    given = {name: v for name, v in values.items() if not isinstance(v, re.Pattern)}
    holes = {name: _HOLE.format(name) for name in placeholders(msg_id) if name not in given}
    parts = re.split("\u27e6([^\u27e7]*)\u27e7", text(msg_id, **given, **holes))
    out = re.escape(parts[0])
    for name, after in zip(parts[1::2], parts[2::2]):
        value = values.get(name)
        out += (f"(?:{value.pattern})" if isinstance(value, re.Pattern) else ".+?") + re.escape(after)
    return re.compile(out)


def said(line: str, msg_id: str, **values: object) -> bool:
    """``line`` is message ``msg_id`` (with ``values``; the others any text), whole."""
    return pattern(msg_id, **values).fullmatch(line) is not None


def said_in(out: str, msg_id: str, **values: object) -> bool:
    """Message ``msg_id`` (with ``values``; the others any text) is somewhere in ``out``."""
    return pattern(msg_id, **values).search(out) is not None


def starts(line: str, msg_id: str, **values: object) -> bool:
    """``line`` begins with message ``msg_id`` (with ``values``; the others any text)."""
    return pattern(msg_id, **values).match(line) is not None


def count(lines: Iterable[str], msg_id: str, **values: object) -> int:
    """How many of ``lines`` are message ``msg_id`` (with ``values``; the others any text), whole."""
    return sum(said(line, msg_id, **values) for line in lines)


@contextmanager
def recording() -> Iterator[list[Message]]:
    """Every message rendered inside the ``with`` block, in any language and by any code (all of it goes
    through :meth:`Catalog.text`), in the order rendered: a message given as a value of another comes before it."""
    messages: list[Message] = []
    render = Catalog.text

    def record(self: Catalog, msg_id: str, **args: object) -> str:
        messages.append((msg_id, {k: v for k, v in args.items() if v is not None}))
        return render(self, msg_id, **args)

    with mock.patch.object(Catalog, "text", record):
        yield messages


def ids(messages: Iterable[Message]) -> list[str]:
    """The ids of ``messages`` (from :func:`recording`), in order."""
    return [msg_id for msg_id, _ in messages]
