"""Typed errors of the speech layer, as data: what happened and the fix are catalog message ids with their
values, worded by the narration layer (:func:`voice_ono.narration.problem_text`) at the edge.  The speech
layer never words a sentence for the player.

A library's own text (PortAudio's, libsndfile's, an exception's) is kept as ``detail``: it is for logs and
``--verbose``, never said by default.
"""
from __future__ import annotations

from typing import Any


class SpeechError(Exception):
    """Base class.

    :param msg_id: catalog message saying what happened (``locales/<lang>/speech.ftl``).
    :param fix_id: catalog message with a one-line remedy, or ``""``.
    :param detail: a library's own words for the fault (not translated; logs and ``--verbose`` only).
    :param values: the values the two messages refer to.

    ``str(err)`` is for logs and tracebacks only: the ids, the values and the detail.
    """

    def __init__(self, msg_id: str, fix_id: str = "", *, detail: str = "", **values: Any) -> None:
        self.msg_id = msg_id
        self.fix_id = fix_id
        self.detail = detail
        self.values: dict[str, Any] = values
        shown = ", ".join(f"{k}={v}" for k, v in values.items())
        super().__init__(" ".join(p for p in (msg_id, fix_id, f"[{shown}]" if shown else "",
                                              f"({detail})" if detail else "") if p))


class SpeechSettingError(SpeechError, ValueError):
    """A speech rate or volume out of range (``tts-rate-out-of-range``, ``tts-volume-out-of-range``, with
    ``value``); a ``ValueError`` too."""


class RecognizerError(SpeechError):
    """A recogniser could not be created or run (missing engine, model, or bad sample rate)."""


class GrammarWordsError(RecognizerError):
    """Grammar words are absent from the recogniser's dictionary; ``missing_words`` lists them."""

    def __init__(self, msg_id: str, fix_id: str, missing_words: tuple[str, ...], **values: Any) -> None:
        super().__init__(msg_id, fix_id, words=", ".join(missing_words), **values)
        self.missing_words = missing_words


class AudioFormatError(SpeechError):
    """An audio file could not be read or converted to PCM16 mono."""


class AudioDeviceError(SpeechError):
    """No usable microphone: PortAudio missing, no input device, or an unsupported sample rate."""


class ModelError(SpeechError):
    """A vosk model is missing, corrupt, or could not be fetched."""

