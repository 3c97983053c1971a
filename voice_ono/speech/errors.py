"""Typed errors of the speech layer. Each carries a one-line ``fix`` the user can act on."""
from __future__ import annotations


class SpeechError(Exception):
    """Base class: ``str(err)`` says what happened; ``err.fix`` is a one-line remedy."""

    def __init__(self, message: str, fix: str = "") -> None:
        super().__init__(f"{message} {fix}".strip())
        self.message = message
        self.fix = fix


class RecognizerError(SpeechError):
    """A recogniser could not be created or run (missing engine, model, or bad sample rate)."""


class GrammarWordsError(RecognizerError):
    """Grammar words are absent from the recogniser's dictionary; ``missing_words`` lists them."""

    def __init__(self, message: str, fix: str, missing_words: tuple[str, ...]) -> None:
        super().__init__(message, fix)
        self.missing_words = missing_words


class AudioFormatError(SpeechError):
    """An audio file could not be read or converted to PCM16 mono."""


class AudioDeviceError(SpeechError):
    """No usable microphone: PortAudio missing, no input device, or an unsupported sample rate."""
