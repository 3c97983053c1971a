"""Which speaker to build, and why speech output cannot start (one line plus fix)."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from .base import SPEAKER_MODES, PrintSpeaker, Speaker, SpeechUnavailableError
from .engine import _check_rate_volume
from .playback import make_playback_speaker
from .pyttsx3_driver import Pyttsx3Speaker


def _linux_sound_card_problem() -> SpeechUnavailableError | None:
    """No ALSA sound card (``/proc/asound/cards`` missing or "no soundcards"):
    aplay would fail on every line with ALSA errors, so say so once instead."""
    cards = Path("/proc/asound/cards")
    try:
        if not cards.exists() or "no soundcards" in cards.read_text(encoding="utf-8", errors="replace"):
            return SpeechUnavailableError("tts-no-sound-card", "tts-speakers-fix")
    except OSError:
        return None
    return None


# --------------------------------------------------------------------------
# Factory with fallback
# --------------------------------------------------------------------------


def make_speaker(
    mode: str = "speech",
    voice: str | None = None,
    rate: float | None = None,
    volume: float | None = None,
    stream: TextIO | None = None,
    *,
    engine_factory: Callable[[], Any] | None = None,
    sd: Any = None,
) -> tuple[Speaker, SpeechUnavailableError | None]:
    """Build the speaker for a user-facing mode.

    * ``"speech"``: on Linux a :class:`~.playback.PlaybackSpeaker` (eSpeak NG
      played through sounddevice; ``sd`` replaces the sounddevice module, for
      stand-in devices), elsewhere :class:`Pyttsx3Speaker`. If the engine cannot start
      (pyttsx3 missing, no libespeak-ng1 or no ``aplay`` on Linux, any driver
      init error) it falls back to a :class:`PrintSpeaker` on ``stream`` and
      returns the reason as data (a :class:`SpeechUnavailableError`, e.g.
      ``tts-libespeak-missing`` with the fix ``tts-libespeak-fix``); the caller
      words it once (catalog ``speech-output-unavailable``).
    * ``"screen-reader"`` and ``"print"``: :class:`PrintSpeaker` (plain lines,
      flushed), reason ``None``.

    :returns: ``(speaker, reason_or_None)``.
    :raises ValueError: unknown mode, or rate/volume out of range.
    :raises VoiceNotFoundError: ``voice`` matches no installed voice (a user
        error, so no silent fallback).
    """
    if mode not in SPEAKER_MODES:
        raise ValueError(f"unknown speaker mode {mode!r}; use one of {', '.join(SPEAKER_MODES)}")
    _check_rate_volume(rate, volume)
    if mode != "speech":
        return PrintSpeaker(stream), None
    try:
        if engine_factory is None and sys.platform.startswith("linux"):
            problem = _linux_sound_card_problem() if sd is None else None
            if problem is not None:
                raise problem
            return make_playback_speaker(voice, rate, volume, sd=sd), None
        return Pyttsx3Speaker(voice, rate, volume, engine_factory=engine_factory), None
    except SpeechUnavailableError as exc:
        return PrintSpeaker(stream), exc


def list_speaker_voices() -> list[tuple[str, str]]:
    """``(id, name)`` of the voices ``--voice`` can choose: on Linux those of
    the ``espeak-ng`` program when installed, else pyttsx3's.

    :raises SpeechUnavailableError: no synthesiser can start (any driver
        error is turned into one line with a fix, never a traceback).
    """
    from .engine import _explain_engine_error, list_voices
    from .playback import list_espeak_ng_voices

    if sys.platform.startswith("linux") and shutil.which("espeak-ng"):
        return list_espeak_ng_voices()
    try:
        return list_voices()
    except SpeechUnavailableError:
        raise
    except Exception as exc:  # assorted driver errors (ctypes, COM, objc)
        raise _explain_engine_error(exc) from exc
