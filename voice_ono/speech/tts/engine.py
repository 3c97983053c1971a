"""pyttsx3 helpers: import, engine factory, voices, properties, start errors."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from typing import Any

from ..errors import SpeechSettingError
from .base import SpeechUnavailableError, VoiceNotFoundError


def _import_pyttsx3() -> Any:
    """Import pyttsx3. :raises SpeechUnavailableError: when it is not installed."""
    try:
        import pyttsx3  # noqa: F401
        import pyttsx3.engine
    except ImportError as exc:
        raise SpeechUnavailableError("tts-pyttsx3-missing", "tts-pyttsx3-fix", detail=str(exc)) from exc
    return pyttsx3


def _needs_engine_per_utterance(platform: str | None = None) -> bool:
    """Whether to build a fresh pyttsx3 engine for every utterance.

    True on Windows and macOS. pyttsx3 2.99 on Windows (SAPI5) speaks only the
    first utterance of an engine: later ``say()`` + ``runAndWait()`` pairs
    return without sound (pyttsx3 issues #402, #419, #440; still open in
    2026; 2.98 works). On macOS (NSSS) a second ``runAndWait()`` on the same
    engine has been reported to hang (pyttsx3 issue #126). A fresh engine per
    utterance avoids both; the cost is a driver start per line (SAPI5: COM
    object creation). On Linux the eSpeak engine is kept (espeak itself
    initialises once per process and ``say`` + ``runAndWait`` per line works).
    """
    platform = sys.platform if platform is None else platform
    return platform in ("win32", "darwin")


def _default_engine_factory(driver: str | None = None) -> Callable[[], Any]:
    """Return a zero-argument callable making a new ``pyttsx3.engine.Engine``.

    ``pyttsx3.init()`` caches one engine per driver name, which would defeat
    re-creating the engine, so the factory builds ``Engine`` directly.

    :raises SpeechUnavailableError: when pyttsx3 is not installed.
    """
    pyttsx3 = _import_pyttsx3()

    def factory() -> Any:
        return pyttsx3.engine.Engine(driver)

    return factory


def _voice_fields(voice: Any) -> tuple[str, str]:
    return str(getattr(voice, "id", "")), str(getattr(voice, "name", "") or "")


def find_voice(voices: Iterable[Any], wanted: str) -> str:
    """Pick a voice id for ``--voice wanted`` from pyttsx3 ``Voice`` objects.

    Matching, first hit wins: exact id; id ending in ``/wanted`` (eSpeak ids
    look like ``gmw/en-us``); name equal ignoring case; the only voice whose
    id or name contains ``wanted`` ignoring case.

    :returns: the matched voice's ``id``.
    :raises VoiceNotFoundError: no match or several substring matches; the
        message lists up to 8 available ``id (name)`` pairs.
    """
    vs = [_voice_fields(v) for v in voices]
    w = wanted.strip()
    wl = w.lower()
    for vid, _ in vs:
        if vid == w:
            return vid
    for vid, _ in vs:
        if vid.lower().endswith("/" + wl) or vid.lower().endswith("\\" + wl):
            return vid
    for vid, name in vs:
        if name.lower() == wl:
            return vid
    hits = [(vid, name) for vid, name in vs if wl in vid.lower() or wl in name.lower()]
    if len(hits) == 1:
        return hits[0][0]
    # English voices first: the game's narration is English.
    shown = hits if hits else sorted(vs, key=lambda v: "english" not in v[1].lower())
    sample = ", ".join(f"{vid} ({name})" for vid, name in shown[:8])
    more = max(0, len(shown) - 8)
    if hits:
        raise VoiceNotFoundError("voice-ambiguous", "voice-full-id-fix", voice=wanted, count=len(hits),
                                 sample=sample, more=more)
    raise VoiceNotFoundError("voice-not-found", "voice-list-fix", voice=wanted, count=len(vs), sample=sample,
                             more=more)


def list_voices(engine_factory: Callable[[], Any] | None = None) -> list[tuple[str, str]]:
    """List installed TTS voices as ``(id, name)`` pairs, in driver order.

    :raises SpeechUnavailableError: when pyttsx3 or its driver cannot start.
    """
    factory = engine_factory or _default_engine_factory()
    try:
        engine = factory()
        voices = engine.getProperty("voices") or []
    except SpeechUnavailableError:
        raise
    except Exception as exc:
        raise _explain_engine_error(exc) from exc
    return [_voice_fields(v) for v in voices]


def _check_rate_volume(rate: float | None, volume: float | None) -> None:
    """:raises SpeechSettingError: (a ValueError) rate not in 20..1000 wpm or volume not in 0.0..1.0."""
    if rate is not None and not (20 <= rate <= 1000):
        raise SpeechSettingError("tts-rate-out-of-range", value=f"{rate:g}")
    if volume is not None and not (0.0 <= volume <= 1.0):
        raise SpeechSettingError("tts-volume-out-of-range", value=f"{volume:g}")


def _configure(engine: Any, voice_id: str | None, rate: float | None, volume: float | None) -> None:
    if voice_id is not None:
        engine.setProperty("voice", voice_id)
    if rate is not None:
        engine.setProperty("rate", int(rate))
    if volume is not None:
        engine.setProperty("volume", float(volume))



def _explain_engine_error(exc: BaseException) -> SpeechUnavailableError:
    """Turn a driver start failure into a one-line reason plus fix."""
    text = f"{type(exc).__name__}: {exc}"
    low = text.lower()
    if sys.platform.startswith("linux") and ("espeak" in low or isinstance(exc, OSError)):
        return SpeechUnavailableError("tts-libespeak-missing", "tts-libespeak-fix", detail=text)
    if sys.platform == "win32" and ("comtypes" in low or "sapi" in low):
        return SpeechUnavailableError("tts-sapi-failed", "tts-sapi-fix", detail=text)
    if sys.platform == "darwin" and ("objc" in low or "appkit" in low or "foundation" in low):
        return SpeechUnavailableError("tts-macos-failed", "tts-macos-fix", detail=text)
    return SpeechUnavailableError("tts-start-failed", detail=text)

