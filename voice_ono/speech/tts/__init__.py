"""Speech output: speakers that say lines aloud, print them, or record them.

* :mod:`.base`: the :class:`Speaker` protocol, errors, :class:`PrintSpeaker`
  (``--no-speech``, ``--screen-reader``), :class:`RecorderSpeaker` (tests),
  :class:`TeeSpeaker` (fan-out).
* :mod:`.playback`: :class:`PlaybackSpeaker`, the Linux speaker: eSpeak NG
  synthesises each line, voice-ono plays it through sounddevice and so knows
  when sound starts and stops; watchdog for stuck engines.
* :mod:`.pyttsx3_driver`: :class:`Pyttsx3Speaker` (Windows SAPI5, macOS NSSS),
  :func:`save_to_wav`, :class:`WavSpeaker`.
* :mod:`.engine`: pyttsx3 helpers, voices (:func:`list_voices`, :func:`find_voice`).
* :mod:`.diagnostics`: :func:`make_speaker`, with a one-line reason and fix
  when speech cannot start.
* :mod:`.earcon`: short generated tones ("speak now").

This package does not import the rules, bots or session layers.
"""

from __future__ import annotations

from .base import (
    SPEAKER_MODES,
    PrintSpeaker,
    RecorderSpeaker,
    Speaker,
    SpeechUnavailableError,
    TeeSpeaker,
    VoiceNotFoundError,
)
from .diagnostics import _linux_sound_card_problem, list_speaker_voices, make_speaker
from .engine import (
    _explain_engine_error,
    _needs_engine_per_utterance,
    find_voice,
    list_voices,
)
from .playback import PlaybackSpeaker, make_playback_speaker
from .pyttsx3_driver import Pyttsx3Speaker, WavSpeaker, save_to_wav, wav_peak

__all__ = [
    "Speaker",
    "SpeechUnavailableError",
    "VoiceNotFoundError",
    "Pyttsx3Speaker",
    "PlaybackSpeaker",
    "PrintSpeaker",
    "RecorderSpeaker",
    "WavSpeaker",
    "TeeSpeaker",
    "list_voices",
    "find_voice",
    "save_to_wav",
    "wav_peak",
    "make_speaker",
    "list_speaker_voices",
    "make_playback_speaker",
    "SPEAKER_MODES",
    "_explain_engine_error",
    "_linux_sound_card_problem",
    "_needs_engine_per_utterance",
]
