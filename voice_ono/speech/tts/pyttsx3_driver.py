"""Speakers built on pyttsx3's own event loop (Windows SAPI5, macOS NSSS), and
WAV output through pyttsx3 ``save_to_file``."""

from __future__ import annotations

import contextlib
import io
import queue
import sys
import threading
import time
import wave
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .base import SpeechUnavailableError, VoiceNotFoundError, _InstantSpeaker, _ThreadedSpeaker
from .engine import (
    _check_rate_volume,
    _configure,
    _default_engine_factory,
    _explain_engine_error,
    _needs_engine_per_utterance,
    find_voice,
)

#: Seconds the gate stays shut after a line's estimated end (audio latency, estimate error).
HOLD_GUARD_S = 0.5

#: Words per minute of pyttsx3's default rate (its drivers' default is 200).
DEFAULT_WPM = 200.0


def estimated_seconds(text: str, rate: float | None) -> float:
    """Estimated audio length (s) of ``text`` at ``rate`` words per minute
    (None: :data:`DEFAULT_WPM`): words, plus a pause per sentence mark, at
    that rate; generous by design (it holds the microphone shut)."""
    words = len(text.split()) + sum(text.count(c) for c in ".,;:?!")
    return 60.0 * words / float(rate or DEFAULT_WPM) * 1.25


#: Seconds :meth:`Pyttsx3Speaker.__init__` waits for the engine thread to start.
ENGINE_START_TIMEOUT = 20.0

# --------------------------------------------------------------------------
# Pyttsx3Speaker
# --------------------------------------------------------------------------


class Pyttsx3Speaker(_ThreadedSpeaker):
    """Speak lines aloud with pyttsx3, from one dedicated engine thread.

    :meth:`say` only puts the text on a :class:`queue.Queue` and returns. The
    worker thread builds the engine (so SAPI5's COM objects live in the thread
    that uses them) and speaks each utterance with its own ``say()`` +
    ``runAndWait()``: one utterance per event-loop run, never several queued
    into one engine loop (pyttsx3 2.99 on Windows drops all but the first of
    several queued utterances, issue #402).

    Windows workaround: besides the project pinning ``pyttsx3!=2.99`` on
    win32 in ``pyproject.toml``, the worker builds a fresh engine for every
    utterance on Windows and macOS (see :func:`_needs_engine_per_utterance`)
    so every line is spoken even if 2.99 or a later release with the same
    regression is installed. ``engine_per_utterance`` overrides the choice.

    Interruption: :meth:`stop` (and ``say(..., interrupt=True)``) drops every
    queued utterance at once; the line being spoken finishes (lines are one
    sentence group, so this is short). Nothing calls into the engine from
    inside an engine callback: the word-callback ``engine.stop()`` pattern
    deadlocks pyttsx3 2.99's eSpeak driver (issue 8, docs/benchmarks.md).
    On Linux :func:`~voice_ono.speech.tts.make_speaker` builds a
    :class:`~voice_ono.speech.tts.playback.PlaybackSpeaker` instead.

    :param voice: voice id, name, or unique part of one (``--voice``);
        ``None`` keeps the driver default.
    :param rate: speaking rate, words per minute (``--rate``), 20..1000.
    :param volume: 0.0..1.0 (``--volume``).
    :param engine_factory: zero-argument callable returning a pyttsx3-like
        engine (``say``, ``runAndWait``, ``stop``, ``setProperty``,
        ``getProperty``, ``connect``); default builds ``pyttsx3.engine.Engine``.
        Tests inject a fake.
    :param engine_per_utterance: build a new engine for each utterance;
        default per platform (see above).
    :raises ValueError: ``rate`` or ``volume`` out of range.
    :raises VoiceNotFoundError: ``voice`` matches no installed voice.
    :raises SpeechUnavailableError: pyttsx3 or its driver cannot start, or
        the engine thread did not report ready within
        :data:`ENGINE_START_TIMEOUT` seconds.
    """

    def __init__(
        self,
        voice: str | None = None,
        rate: float | None = None,
        volume: float | None = None,
        *,
        engine_factory: Callable[[], Any] | None = None,
        engine_per_utterance: bool | None = None,
    ) -> None:
        _check_rate_volume(rate, volume)
        self._factory = engine_factory or _default_engine_factory()
        self._per_utterance = (
            _needs_engine_per_utterance() if engine_per_utterance is None else engine_per_utterance
        )
        self._wanted_voice = voice
        self.voice_id: str | None = None
        self.rate = rate
        self.volume = volume
        self._reconfigure = False  # set by adjust(); the engine thread re-applies rate/volume
        self._queue: queue.Queue[tuple[int, str] | None] = queue.Queue()
        self._cond = threading.Condition()
        self._pending = 0  # utterances queued or being spoken
        self._hold_until = 0.0  # time.monotonic() until which the last line may still be sounding
        self._generation = 0  # bumped by stop(); older utterances are stale
        self._closed = False
        self.errors: list[BaseException] = []  # errors while speaking (logged, not raised)
        self._ready = threading.Event()
        self._start_error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="voice-ono-tts", daemon=True)
        self._thread.start()
        if not self._ready.wait(ENGINE_START_TIMEOUT):
            self._closed = True
            self._queue.put(None)
            raise SpeechUnavailableError("tts-start-timeout", seconds=round(ENGINE_START_TIMEOUT))
        if self._start_error is not None:
            err = self._start_error
            self._thread.join(timeout=5)
            self._closed = True
            if isinstance(err, (VoiceNotFoundError, SpeechUnavailableError, ValueError)):
                raise err
            raise _explain_engine_error(err) from err

    # -- engine thread ----------------------------------------------------

    def _new_engine(self) -> Any:
        engine = self._factory()
        _configure(engine, self.voice_id, self.rate, self.volume)
        return engine

    def _run(self) -> None:
        self._engine: Any = None
        if sys.platform == "win32":
            with contextlib.suppress(Exception):
                import comtypes  # type: ignore[import-not-found]

                comtypes.CoInitialize()
        try:
            engine = self._factory()
            if self._wanted_voice is not None:
                self.voice_id = find_voice(engine.getProperty("voices") or [], self._wanted_voice)
            _configure(engine, self.voice_id, self.rate, self.volume)
            self._engine = engine
        except BaseException as exc:  # reported to __init__
            self._start_error = exc
            self._ready.set()
            return
        self._ready.set()
        while True:
            item = self._queue.get()
            if item is None:
                break
            generation, text = item
            try:
                if generation == self._generation:
                    self._speak_one(text)
            except Exception as exc:  # keep the thread alive; the game goes on
                self.errors.append(exc)
            finally:
                with self._cond:
                    self._pending -= 1
                    self._cond.notify_all()
        with contextlib.suppress(Exception):
            if self._engine is not None:
                self._engine.stop()
        self._engine = None

    def adjust(self, *, rate: float | None = None, volume: float | None = None) -> None:
        """Change the speaking rate (words per minute) and volume (0..1) from
        the next utterance on; None keeps the current value.  Applied in the
        engine thread, like every other engine call.

        :raises ValueError: ``rate`` or ``volume`` out of range.
        """
        _check_rate_volume(rate, volume)
        if rate is not None:
            self.rate = rate
        if volume is not None:
            self.volume = volume
        self._reconfigure = True

    def _speak_one(self, text: str) -> None:
        if self._per_utterance and self._engine is None:
            self._engine = self._new_engine()
        engine = self._engine
        if self._reconfigure:
            self._reconfigure = False
            _configure(engine, None, self.rate, self.volume)
        started = time.monotonic()
        try:
            engine.say(text)
            engine.runAndWait()
        finally:
            # runAndWait() may return before the audio has finished (pyttsx3
            # 2.99's eSpeak driver); the driver does not say when sound ends,
            # so the half-duplex gate stays shut for the line's estimated
            # length plus a guard (is_speaking()).
            with self._cond:
                self._hold_until = max(self._hold_until, started + estimated_seconds(text, self.rate) + HOLD_GUARD_S)
            if self._per_utterance:
                with contextlib.suppress(Exception):
                    engine.stop()
                self._engine = None  # the next utterance gets a fresh engine

    # -- public API (any thread) --------------------------------------------

    def is_speaking(self) -> bool:
        """True from :meth:`say` until the line's engine run has returned and
        its estimated audio length (:func:`estimated_seconds`, from the start
        of the run) plus :data:`HOLD_GUARD_S` has passed."""
        with self._cond:
            return self._pending > 0 or time.monotonic() < self._hold_until

    def say(self, text: str, *, interrupt: bool = False) -> None:
        """Queue ``text`` for speaking and return at once.

        :param interrupt: first cut current and queued speech (:meth:`stop`).
        :raises RuntimeError: the speaker was closed.
        """
        if self._closed:
            raise RuntimeError("Pyttsx3Speaker is closed")
        if interrupt:
            self.stop()
        line = " ".join(str(text).split())
        if not line:
            return
        with self._cond:
            self._pending += 1
            gen = self._generation
        self._queue.put((gen, line))

    def stop(self) -> None:
        """Drop queued utterances; cut the current one where the driver allows
        (see the class docstring)."""
        with self._cond:
            self._generation += 1
        # Queued stale items are skipped by the worker (which also keeps the
        # pending count right); draining here makes is_speaking() drop at once.
        while True:
            try:
                item = self._queue.get_nowait()
            except queue.Empty:
                break
            if item is None:  # keep a close() request
                self._queue.put(None)
                break
            with self._cond:
                self._pending -= 1
                self._cond.notify_all()



    def close(self, timeout: float = 5.0) -> None:
        """Cut speech, end the engine thread (waits up to ``timeout`` seconds)."""
        if self._closed:
            return
        self._closed = True
        self.stop()
        self._queue.put(None)
        self._thread.join(timeout)



# --------------------------------------------------------------------------
# WAV output
# --------------------------------------------------------------------------


def save_to_wav(
    text: str,
    path: str | Path,
    *,
    voice: str | None = None,
    rate: float | None = None,
    volume: float | None = None,
    engine_factory: Callable[[], Any] | None = None,
) -> Path:
    """Synthesise ``text`` to a WAV file with pyttsx3 ``save_to_file``.

    One ``save_to_file`` + ``runAndWait`` per file: pyttsx3 keeps only the
    last of several queued ``save_to_file`` calls. Runs in the calling
    thread. Format is the driver's (eSpeak here: PCM16 mono 22050 Hz). The
    eSpeak driver's "Audio saved to ..." print is swallowed.

    Do not call this while a :class:`Pyttsx3Speaker` on the eSpeak driver is
    speaking in the same process: eSpeak has one synthesis callback per process.

    :returns: ``path`` as a :class:`~pathlib.Path`.
    :raises ValueError: empty text, or rate/volume out of range.
    :raises VoiceNotFoundError: ``voice`` matches no installed voice.
    :raises SpeechUnavailableError: the engine cannot start, or it wrote no file.
    """
    if not str(text).strip():
        raise ValueError("save_to_wav needs non-empty text")
    _check_rate_volume(rate, volume)
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    factory = engine_factory or _default_engine_factory()
    try:
        engine = factory()
    except Exception as exc:
        raise _explain_engine_error(exc) from exc
    voice_id = find_voice(engine.getProperty("voices") or [], voice) if voice else None
    _configure(engine, voice_id, rate, volume)
    with contextlib.redirect_stdout(io.StringIO()):
        engine.save_to_file(str(text), str(out))
        engine.runAndWait()
    with contextlib.suppress(Exception):
        engine.stop()
    if not out.exists() or out.stat().st_size == 0:
        raise SpeechUnavailableError("tts-no-audio-written", path=out)
    return out


class WavSpeaker(_InstantSpeaker):
    """Write each line to its own WAV file in ``path_dir`` (``0001.wav``, ...).

    Synthesis happens in :meth:`say` (blocking). :ivar files: ``(path, text)``
    for each line written. For tests and for building test utterances.

    :raises ValueError, VoiceNotFoundError, SpeechUnavailableError: as :func:`save_to_wav`.
    """

    def __init__(
        self,
        path_dir: str | Path,
        voice: str | None = None,
        rate: float | None = None,
        volume: float | None = None,
        *,
        engine_factory: Callable[[], Any] | None = None,
    ) -> None:
        _check_rate_volume(rate, volume)
        self.path_dir = Path(path_dir)
        self.path_dir.mkdir(parents=True, exist_ok=True)
        self.voice, self.rate, self.volume = voice, rate, volume
        self._factory = engine_factory
        self.files: list[tuple[Path, str]] = []

    def say(self, text: str, *, interrupt: bool = False) -> None:
        line = " ".join(str(text).split())
        if not line:
            return
        path = self.path_dir / f"{len(self.files) + 1:04d}.wav"
        save_to_wav(line, path, voice=self.voice, rate=self.rate, volume=self.volume,
                    engine_factory=self._factory)
        self.files.append((path, line))


def wav_peak(path: str | Path) -> tuple[int, float]:
    """Read a PCM16 WAV: returns ``(frames, peak)`` with peak as a fraction of
    full scale (0.0..1.0). Uses the stdlib :mod:`wave` module.

    :raises wave.Error: not a PCM WAV file.
    """
    with wave.open(str(path), "rb") as w:
        frames = w.getnframes()
        width = w.getsampwidth()
        data = w.readframes(frames)
    if width != 2 or not data:
        return frames, 0.0
    import array

    samples = array.array("h", data[: len(data) - len(data) % 2])
    if sys.byteorder == "big":
        samples.byteswap()
    peak = max((abs(s) for s in samples), default=0)
    return frames, peak / 32768.0


