"""The string catalog: every sentence spoken or printed to the player, one
Project Fluent catalog per language (``voice_ono/locales/<lang>/*.ftl``,
package data read with :mod:`importlib.resources`).

Plurals and agreement are Fluent selectors in the ``.ftl`` files (CLDR
plural categories through Babel; ``$person`` selects "you" or another
player), so no code conjugates a verb or adds an "s".  Library:
``fluent.runtime`` (https://projectfluent.org/).

Integers are passed as Fluent numbers without digit grouping, so a total
of 1000 is said "1000", as before.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from typing import Iterator

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import Pattern
from fluent.runtime.types import FluentNone, FluentNumber, fluent_number
from fluent.syntax.ast import VariableReference

from voice_ono.languages import DEFAULT_LANGUAGE, LANGUAGES, active_language
from voice_ono.languages import language as _language

DEFAULT_LOCALE = DEFAULT_LANGUAGE


class MissingMessageError(KeyError):
    """No message ``id`` in the catalog of the language."""


class Catalog:
    """The Fluent bundle of one language.

    :param locale: a folder of ``voice_ono/locales`` (``"en"``).
    :raises FileNotFoundError: when the language has no catalog.
    :raises ValueError: when an ``.ftl`` file does not parse (the junk is named).
    """

    def __init__(self, locale: str = DEFAULT_LOCALE) -> None:
        folder = resources.files("voice_ono") / "locales" / locale
        if not folder.is_dir():
            raise FileNotFoundError(f"no string catalog for language {locale!r}")
        self.locale = locale
        rtl = locale in LANGUAGES and LANGUAGES[locale].rtl
        # Right-to-left text isolates every value (Fluent use_isolating: FSI ... PDI), so a number or a
        # Latin name does not reorder the words around it (UAX #9, 2.7); left-to-right text needs none.
        self.bundle = FluentBundle([locale], use_isolating=rtl)
        self.rtl = rtl
        self.ids: set[str] = set()
        for entry in sorted(folder.iterdir(), key=lambda e: e.name):
            if not entry.name.endswith(".ftl"):
                continue
            resource = FluentResource(entry.read_text(encoding="utf-8"))
            junk = [j for j in resource.body if type(j).__name__ == "Junk"]
            if junk:
                raise ValueError(f"{locale}/{entry.name}: cannot parse: {str(getattr(junk[0], 'content', ''))[:80]!r}")
            for item in resource.body:
                ident = getattr(getattr(item, "id", None), "name", None)
                if ident and type(item).__name__ == "Message":
                    if ident in self.ids:
                        raise ValueError(f"{locale}/{entry.name}: message {ident!r} is defined twice")
                    self.ids.add(ident)
            self.bundle.add_resource(resource)

    def placeholders(self, msg_id: str) -> list[str]:
        """The names of the variables message ``msg_id`` refers to.

        :raises MissingMessageError: for an unknown id.
        """
        if not self.bundle.has_message(msg_id):
            raise MissingMessageError(msg_id)
        names: list[str] = []

        def walk(node: object) -> None:
            if isinstance(node, VariableReference):
                names.append(node.id.name)
            if hasattr(node, "__dict__"):
                for value in vars(node).values():
                    for child in value if isinstance(value, list) else [value]:
                        if hasattr(child, "__dict__"):
                            walk(child)

        walk(self.bundle.get_message(msg_id).value)
        return list(dict.fromkeys(names))

    def text(self, msg_id: str, **args: object) -> str:
        """The message ``msg_id`` with ``args`` filled in.

        :raises MissingMessageError: for an unknown id.
        :raises ValueError: when the message refers to an argument not given
            (Fluent's error, so no half-filled sentence is ever said).
        """
        values = tuple(sorted((k, _plain(v)) for k, v in args.items() if v is not None))
        return self._render(msg_id, values)

    def name_text(self, msg_id: str, **args: object) -> str:
        """A message that is itself a value (a default player name, "بوٽ 1"): :meth:`text` without the
        isolates a right-to-left catalog puts around its values (UAX #9, 2.7), so the name is the
        grammar's player word and is isolated once, whole, in each sentence it enters.

        :raises MissingMessageError: for an unknown id.
        :raises ValueError: as :meth:`text`.
        """
        return without_isolates(self.text(msg_id, **args))

    @lru_cache(maxsize=8192)  # the same few sentences recur all game ("Total 40", card names, lists)
    def _render(self, msg_id: str, values: tuple[tuple[str, PlainValue], ...]) -> str:
        if not self.bundle.has_message(msg_id):
            raise MissingMessageError(msg_id)
        pattern = self.bundle.get_message(msg_id).value
        if pattern is None:  # a message with attributes only: nothing to say
            raise MissingMessageError(msg_id)
        out, errors = _format(self.bundle, pattern, values)
        if errors:
            raise ValueError(f"message {msg_id!r}: {errors[0]}")
        if self.rtl and not _starts_right_to_left(str(out)):
            return RLM + str(out)  # "voice-ono ۾ ڀليڪار": laid out right to left all the same (UAX #9, P2-P3)
        return str(out)


_INITIATORS = "\u2066\u2067\u2068"  # LRI, RLI, FSI
_PDI = "\u2069"
_ISOLATE_CHARS = _INITIATORS + _PDI
_ISOLATES = dict.fromkeys(map(ord, _ISOLATE_CHARS))  # for str.translate: removed


RLM = "\u200f"
"""RIGHT-TO-LEFT MARK: starts a sentence of a right-to-left catalog whose first strong letter outside its
isolates is not right to left (a Latin word such as "voice-ono" or "ONO 99", or none), so a terminal or a
screen reader lays the line out right to left (UAX #9, rules P2 and P3)."""


def _isolate_depths(v: str) -> Iterator[tuple[str, int]]:
    """Each character of ``v`` that is not an isolate, with the number of isolates open around it, and each
    PDI as ``("", depth after it)`` (negative once a PDI closes none)."""
    depth = 0
    for ch in v:
        if ch in _INITIATORS:
            depth += 1
        elif ch == _PDI:
            depth -= 1
            yield "", depth
        else:
            yield ch, depth


def _starts_right_to_left(v: str) -> bool:
    """Whether the first strong character of ``v`` outside isolates is right to left (R or AL)."""
    import unicodedata

    for ch, depth in _isolate_depths(v):
        kind = unicodedata.bidirectional(ch) if ch and depth <= 0 else ""
        if kind in ("R", "AL", "L"):
            return kind != "L"
    return False


def _balanced_isolates(v: str) -> bool:
    """Whether every isolate initiator (LRI, RLI, FSI) of ``v`` is closed by a PDI, and no PDI closes none."""
    depths = [d for ch, d in _isolate_depths(v) if not ch]
    return min(depths, default=0) >= 0 and v.count(_PDI) == sum(v.count(c) for c in _INITIATORS)


def without_isolates(s: str) -> str:
    """``s`` (a sentence of a right-to-left catalog) without its isolates (LRI, RLI, FSI, PDI), to become a
    value of another sentence, isolated there whole: an isolate inside a value is shown as U+FFFD
    (:func:`safe_value`)."""
    return s.translate(_ISOLATES).removeprefix(RLM)


MAX_VALUE_LENGTH = 2000
"""The longest text a variable brings into a sentence (Fluent refuses a placeable over 2500 characters);
a longer one is cut, ending in "…"."""

_AS_SPACE = dict.fromkeys(map(ord, "\t\n\v\f\r\x85\u2028\u2029"), " ")


def safe_value(v: str) -> str:
    """``v`` safe to print and say in a sentence: line breaks and tabs as spaces (a value can never start
    a line of its own that reads as the game's narration), every other control or invisible format
    character (an ESC sequence, NUL, a right-to-left override, an unmatched isolate) as U+FFFD, and at most
    :data:`MAX_VALUE_LENGTH` characters.  Values come from files and the command line (paths, a file's
    wrong value), so this is the last guard before the terminal and the speech engine.  Isolates (LRI, RLI,
    FSI ... PDI) are kept when every one is matched, in order: a list or a name worded by a right-to-left
    catalog, put into another sentence, keeps its own isolates (they can only contain, never reorder, what
    is around them; UAX #9, 2.7); the :data:`RLM` that starts such a sentence is dropped (the sentence it
    enters sets the direction)."""
    import unicodedata

    v = v.translate(_AS_SPACE).replace(RLM, "")  # a nested sentence's RLM: the outer sentence sets the direction
    if not v.isprintable():
        kept = _ISOLATE_CHARS if _balanced_isolates(v) else ""  # a right-to-left sentence nested in another
        v = "".join(ch if ch.isprintable() or ch == " " or ch in kept or unicodedata.category(ch) == "Zs"
                    else "\ufffd" for ch in v)
    return v if len(v) <= MAX_VALUE_LENGTH else v[: MAX_VALUE_LENGTH - 1] + "…"


PlainValue = str | int | float
"""A message argument as the catalog keeps it (:func:`_plain`): hashable, for the cache of sentences."""


def _plain(v: object) -> PlainValue:
    """An argument as a hashable plain value: bools as "yes"/"no", numbers as they are, strings and
    anything else (paths, exceptions) as printed, made safe (:func:`safe_value`)."""
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, int) and not -_LONG_NUMBER < v < _LONG_NUMBER:
        return _digits(v)  # too long to be a number Fluent formats: its first digits, as text
    if isinstance(v, (int, float)):
        return v
    return safe_value(v if isinstance(v, str) else str(v))


def _value(v: PlainValue) -> PlainValue | FluentNumber | FluentNone:
    """A plain value as Fluent takes it: integers without digit grouping."""
    return fluent_number(v, useGrouping=False) if isinstance(v, int) else v


_DECIMAL_PRECISION = 28
"""The digits Python's default decimal context keeps: Babel quantizes a longer number with it and fails."""


def _format(bundle: FluentBundle, pattern: Pattern,
            values: tuple[tuple[str, PlainValue], ...]) -> tuple[str | FluentNone, list[Exception]]:
    """``pattern`` formatted with ``values``.  Numbers of more digits than the default decimal context
    keeps (a total of 10**30) are formatted with enough precision; should Babel still fail, every number is
    given as its plain digits (a safety net: a sentence, never a traceback)."""
    import decimal

    digits = max((len(_digits(v)) for _, v in values if isinstance(v, (int, float))), default=0)
    try:
        with decimal.localcontext() as ctx:
            ctx.prec = max(ctx.prec, _DECIMAL_PRECISION, digits + 8)
            ctx.Emax = max(ctx.Emax, digits + 8)
            return bundle.format_pattern(pattern, {k: _value(v) for k, v in values})
    except (ArithmeticError, ValueError):  # decimal.InvalidOperation is an ArithmeticError
        return bundle.format_pattern(pattern, {k: _digits(v) if isinstance(v, (int, float)) else v
                                               for k, v in values})


_LONG_NUMBER = 10**60
"""A whole number this long or longer is said as its first digits and "..." (:func:`_digits`)."""


def _digits(v: int | float) -> str:
    """A number's plain digits, at most 60 characters (cut, ending in "...")."""
    try:
        shown = str(v)
    except ValueError:  # an int of more digits than sys.get_int_max_str_digits()
        return "..."
    return shown if len(shown) <= 60 else shown[:57] + "..."


def catalog(locale: str | None = None) -> Catalog:
    """The (cached) :class:`Catalog` of ``locale``, by default the language in use
    (:func:`voice_ono.languages.active_language`).

    :raises voice_ono.languages.UnknownLanguageError: for a code that is not a language of the game.
    """
    return _catalog(active_language().code if locale is None else _language(locale).code)


@lru_cache(maxsize=None)
def _catalog(locale: str) -> Catalog:
    return Catalog(locale)


def text(msg_id: str, **args: object) -> str:
    """The message ``msg_id`` in the language in use (:meth:`Catalog.text`)."""
    return catalog().text(msg_id, **args)


def name_text(msg_id: str, **args: object) -> str:
    """A name in the language in use (:meth:`Catalog.name_text`)."""
    return catalog().name_text(msg_id, **args)


def placeholders(msg_id: str) -> list[str]:
    """The variables of message ``msg_id`` in the language in use (:meth:`Catalog.placeholders`)."""
    return catalog().placeholders(msg_id)
