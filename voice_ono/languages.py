"""The languages voice-ono speaks and understands, and the one in use.

A language is a catalog folder (``voice_ono/locales/<code>/``) and a grammar (``grammars/<code>.toml``) with
the same code, an ISO 639-1 code.  One process plays in one language, as ``locale.setlocale`` sets one
locale: :func:`use_language` sets it once, from ``--language`` or the ``language`` setting of
``config.toml``; the catalog (:func:`voice_ono.narration.catalog.catalog`) and the grammar
(:func:`voice_ono.commands.grammar.load_grammar`) read it when no language is named.  The rules, bots and
saves never read it (a save made in Hindi resumes in Basque).

This module imports nothing of the package.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator


@dataclass(frozen=True)
class Language:
    """One language of the game.

    :param code: ISO 639-1 code, the name of its catalog folder and grammar file.
    :param name: its own name for itself (an endonym, shown in the list of languages).
    :param rtl: written right to left (Sindhi): the catalog isolates every value in a sentence with
        Unicode FIRST STRONG ISOLATE / POP DIRECTIONAL ISOLATE (Fluent's ``use_isolating``; Unicode
        Bidirectional Algorithm, UAX #9, section 2.7), so a number or a Latin name does not reorder
        the words around it.
    :param espeak_voice: the eSpeak NG voice that reads it.
    :param whisper_code: the language token of multilingual Whisper (``<|hi|>``), None for the
        English-only model.
    """

    code: str
    name: str
    rtl: bool = False
    espeak_voice: str = "en"
    whisper_code: str | None = None


LANGUAGES: dict[str, Language] = {
    lang.code: lang
    for lang in (
        Language("en", "English", espeak_voice="en"),
        Language("hi", "हिन्दी", espeak_voice="hi", whisper_code="hi"),
        Language("ml", "മലയാളം", espeak_voice="ml", whisper_code="ml"),
        Language("pa", "ਪੰਜਾਬੀ", espeak_voice="pa", whisper_code="pa"),
        Language("sd", "سنڌي", rtl=True, espeak_voice="sd", whisper_code="sd"),
        Language("eu", "euskara", espeak_voice="eu", whisper_code="eu"),
    )
}
"""Every language with a complete catalog and grammar, English first (the default): the five languages of the
rule articles (``../shared/seeds``) and English."""

DEFAULT_LANGUAGE = "en"


class UnknownLanguageError(ValueError):
    """A language code voice-ono has no catalog for; :attr:`code` is the code given."""

    def __init__(self, code: str) -> None:
        super().__init__(f"unknown language {code!r}; choose one of: {', '.join(LANGUAGES)}")
        self.code = code


_active = [DEFAULT_LANGUAGE]


def language(code: str) -> Language:
    """The :class:`Language` of ``code`` (case and surrounding spaces ignored).

    :raises UnknownLanguageError: for a code not in :data:`LANGUAGES`.
    """
    found = LANGUAGES.get(code.strip().lower()) if isinstance(code, str) else None
    if found is None:
        raise UnknownLanguageError(str(code))
    return found


def active_language() -> Language:
    """The language in use (English unless :func:`use_language` chose another)."""
    return LANGUAGES[_active[0]]


def use_language(code: str) -> Language:
    """Play in ``code`` from now on, in this process.

    :raises UnknownLanguageError: for an unknown code; the language in use is unchanged.
    """
    chosen = language(code)
    _active[0] = chosen.code
    return chosen


@contextmanager
def using_language(code: str) -> Iterator[Language]:
    """:func:`use_language` for the ``with`` block only (tests, a benchmark of one language)."""
    before = _active[0]
    try:
        yield use_language(code)
    finally:
        _active[0] = before
