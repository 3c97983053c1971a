"""Speech output: speakers that say lines aloud, print them, or record them.

Every speaker implements the :class:`Speaker` protocol. The session layer
says each narrated sentence group through one speaker and asks
:meth:`Speaker.is_speaking` to gate the microphone (half-duplex: the
recogniser ignores audio while the assistant speaks).

Speakers:

* :class:`Pyttsx3Speaker` speaks with `pyttsx3 <https://pypi.org/project/pyttsx3/>`_
  (SAPI5 on Windows, NSSpeechSynthesizer on macOS, eSpeak NG on Linux).
  One dedicated thread owns the engine and reads utterances from a
  :class:`queue.Queue`; pyttsx3 engines are not thread-safe, so no other
  thread touches the engine.
* :class:`PrintSpeaker` prints plain lines (``--no-speech``, ``--screen-reader``).
* :class:`RecorderSpeaker` keeps every line said, for tests.
* :class:`WavSpeaker` writes each line to a WAV file (pyttsx3 ``save_to_file``).
* :class:`TeeSpeaker` fans one line out to several speakers.

:func:`make_speaker` builds the speaker for a user-facing mode and falls back
to printing, with a one-line explanation and fix, when the TTS engine cannot
start.

This module does not import the rules, bots or session layers.
"""

from __future__ import annotations

import contextlib
import io
import queue
import shutil
import sys
import threading
import wave
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, Protocol, TextIO, runtime_checkable

__all__ = [
    "Speaker",
    "SpeechUnavailableError",
    "VoiceNotFoundError",
    "Pyttsx3Speaker",
    "PrintSpeaker",
    "RecorderSpeaker",
    "WavSpeaker",
    "TeeSpeaker",
    "list_voices",
    "find_voice",
    "save_to_wav",
    "wav_peak",
    "make_speaker",
    "SPEAKER_MODES",
]

#: Modes accepted by :func:`make_speaker`.
SPEAKER_MODES = ("speech", "screen-reader", "print")

#: Seconds :meth:`Pyttsx3Speaker.__init__` waits for the engine thread to start.
ENGINE_START_TIMEOUT = 20.0


class SpeechUnavailableError(RuntimeError):
    """The TTS engine could not start.

    ``str(err)`` is one line saying what is missing; :attr:`fix` is the
    one-line remedy (may be empty when none is known).
    """

    def __init__(self, message: str, fix: str = "") -> None:
        super().__init__(message)
        self.fix = fix


class VoiceNotFoundError(ValueError):
    """``--voice`` matched no installed voice; the message lists some that exist."""


@runtime_checkable
class Speaker(Protocol):
    """Something that says lines of text to the user."""

    def say(self, text: str, *, interrupt: bool = False) -> None:
        """Queue ``text`` (one sentence group). ``interrupt=True`` first cuts
        current and queued speech (a new turn makes old speech stale)."""

    def stop(self) -> None:
        """Cut the current utterance (where the backend allows) and drop queued ones."""

    def wait(self, timeout: float | None = None) -> bool:
        """Block until every queued line is done; ``timeout`` in seconds.
        Returns True if drained, False on timeout."""

    def is_speaking(self) -> bool:
        """True while a line is queued or being spoken (half-duplex mic gating)."""

    def close(self) -> None:
        """Stop speaking and release the backend. Safe to call twice."""


# --------------------------------------------------------------------------
# Plain speakers
# --------------------------------------------------------------------------


class _InstantSpeaker:
    """Base for speakers that finish each line inside :meth:`say`:
    nothing is ever pending, so stop/wait/is_speaking/close are trivial."""

    def stop(self) -> None:
        """Nothing to cut: each line is done when say() returns."""

    def wait(self, timeout: float | None = None) -> bool:
        return True

    def is_speaking(self) -> bool:
        return False

    def close(self) -> None:
        pass


class PrintSpeaker(_InstantSpeaker):
    """Print each line as plain text: no colour, no box drawing.

    Used for ``--no-speech`` and ``--screen-reader`` (the user's screen reader
    reads the printed lines). One :meth:`say` call prints one line and flushes,
    so a screen reader announces it at once. Newlines inside ``text`` are
    folded to spaces to keep one sentence group per line.

    :param stream: text stream to print to (default: ``sys.stdout`` at call time).
    """

    def __init__(self, stream: TextIO | None = None) -> None:
        self._stream = stream

    @property
    def stream(self) -> TextIO:
        return self._stream if self._stream is not None else sys.stdout

    def say(self, text: str, *, interrupt: bool = False) -> None:
        line = " ".join(str(text).split())
        if not line:
            return
        print(line, file=self.stream, flush=True)

    def close(self) -> None:
        """Flush the stream; the stream itself is not closed (it is not ours)."""
        with contextlib.suppress(Exception):
            self.stream.flush()


class RecorderSpeaker(_InstantSpeaker):
    """Record every line said, for tests that assert what the user heard.

    :ivar lines: every non-empty line passed to :meth:`say`, in order.
    :ivar interrupts: how many times speech was cut (``stop()`` or
        ``say(..., interrupt=True)``).
    :param path: optional text file; each line is appended to it as said
        (UTF-8, one line per :meth:`say`).
    """

    def __init__(self, path: str | Path | None = None) -> None:
        self.lines: list[str] = []
        self.interrupts = 0
        self.path = Path(path) if path is not None else None

    def say(self, text: str, *, interrupt: bool = False) -> None:
        if interrupt:
            self.stop()
        line = " ".join(str(text).split())
        if not line:
            return
        self.lines.append(line)
        if self.path is not None:
            with self.path.open("a", encoding="utf-8") as f:
                f.write(line + "\n")

    def stop(self) -> None:
        self.interrupts += 1

    def clear(self) -> None:
        """Forget recorded lines (e.g. between test steps)."""
        self.lines.clear()
        self.interrupts = 0


class TeeSpeaker:
    """Fan each call out to several speakers (e.g. speak aloud AND log).

    :meth:`is_speaking` is True if any speaker is speaking; :meth:`wait`
    waits for each in turn, sharing one ``timeout`` budget (seconds).
    """

    def __init__(self, *speakers: Speaker) -> None:
        self.speakers: tuple[Speaker, ...] = speakers

    def say(self, text: str, *, interrupt: bool = False) -> None:
        for s in self.speakers:
            s.say(text, interrupt=interrupt)

    def stop(self) -> None:
        for s in self.speakers:
            s.stop()

    def adjust(self, *, rate: float | None = None, volume: float | None = None) -> None:
        """Pass a rate/volume change to every speaker that can take one."""
        for s in self.speakers:
            if hasattr(s, "adjust"):
                s.adjust(rate=rate, volume=volume)

    def wait(self, timeout: float | None = None) -> bool:
        import time

        deadline = None if timeout is None else time.monotonic() + timeout
        ok = True
        for s in self.speakers:
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            ok = s.wait(left) and ok
        return ok

    def is_speaking(self) -> bool:
        return any(s.is_speaking() for s in self.speakers)

    def close(self) -> None:
        for s in self.speakers:
            s.close()


# --------------------------------------------------------------------------
# pyttsx3 helpers
# --------------------------------------------------------------------------


def _import_pyttsx3() -> Any:
    """Import pyttsx3. :raises SpeechUnavailableError: when it is not installed."""
    try:
        import pyttsx3  # noqa: F401
        import pyttsx3.engine
    except ImportError as exc:
        raise SpeechUnavailableError(
            f"pyttsx3 is not installed ({exc})", "pip install pyttsx3"
        ) from exc
    return pyttsx3


def _pyttsx3_version() -> tuple[int, ...]:
    """Installed pyttsx3 version as a tuple of ints, ``()`` if unknown."""
    from importlib import metadata

    try:
        text = metadata.version("pyttsx3")
    except metadata.PackageNotFoundError:
        return ()
    parts: list[int] = []
    for piece in text.split("."):
        digits = "".join(ch for ch in piece if ch.isdigit())
        if not digits:
            break
        parts.append(int(digits))
    return tuple(parts)


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
    more = f" and {len(shown) - 8} more" if len(shown) > 8 else ""
    if hits:
        raise VoiceNotFoundError(
            f"Voice {wanted!r} matches {len(hits)} voices: {sample}{more}. "
            "Give a full voice id (see `voice-ono voices`)."
        )
    raise VoiceNotFoundError(
        f"Voice {wanted!r} not found. Available ({len(vs)}): {sample}{more}. "
        "See `voice-ono voices` for the full list."
    )


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
    """:raises ValueError: rate not in 20..1000 wpm or volume not in 0.0..1.0."""
    if rate is not None and not (20 <= rate <= 1000):
        raise ValueError(f"--rate {rate} is out of range: give words per minute, 20 to 1000 (about 180 is normal)")
    if volume is not None and not (0.0 <= volume <= 1.0):
        raise ValueError(f"--volume {volume} is out of range: give 0.0 (silent) to 1.0 (full)")


def _configure(engine: Any, voice_id: str | None, rate: float | None, volume: float | None) -> None:
    if voice_id is not None:
        engine.setProperty("voice", voice_id)
    if rate is not None:
        engine.setProperty("rate", int(rate))
    if volume is not None:
        engine.setProperty("volume", float(volume))


def _linux_player_problem() -> SpeechUnavailableError | None:
    """pyttsx3 2.99's eSpeak driver synthesises to memory, then plays the WAV by
    running ``aplay`` through the shell; without ``aplay`` it prints
    "aplay: not found" and stays silent (measured here: no exception).
    Detect that case. Returns an error to report, or None if playback can work.
    """
    if not sys.platform.startswith("linux"):
        return None
    try:
        import pyttsx3.drivers.espeak as drv

        src = Path(drv.__file__).read_text(encoding="utf-8", errors="replace")
    except Exception:
        return None
    if "aplay" in src and shutil.which("aplay") is None:
        return SpeechUnavailableError(
            "aplay not found; pyttsx3 plays eSpeak audio through it",
            "sudo apt-get install alsa-utils",
        )
    return _linux_sound_card_problem()


def _linux_sound_card_problem() -> SpeechUnavailableError | None:
    """No ALSA sound card (``/proc/asound/cards`` missing or "no soundcards"):
    aplay would fail on every line with ALSA errors, so say so once instead."""
    cards = Path("/proc/asound/cards")
    try:
        if not cards.exists() or "no soundcards" in cards.read_text(encoding="utf-8", errors="replace"):
            return SpeechUnavailableError(
                "no sound card found", "connect speakers or headphones, or use --screen-reader"
            )
    except OSError:
        return None
    return None


def _explain_engine_error(exc: BaseException) -> SpeechUnavailableError:
    """Turn a driver start failure into a one-line reason plus fix."""
    text = f"{type(exc).__name__}: {exc}"
    low = text.lower()
    if sys.platform.startswith("linux") and ("espeak" in low or isinstance(exc, OSError)):
        return SpeechUnavailableError(
            "libespeak-ng1 not installed", "sudo apt-get install libespeak-ng1"
        )
    if sys.platform == "win32" and ("comtypes" in low or "sapi" in low):
        return SpeechUnavailableError(f"SAPI5 speech did not start ({text})", "pip install --upgrade comtypes pywin32")
    if sys.platform == "darwin" and ("objc" in low or "appkit" in low or "foundation" in low):
        return SpeechUnavailableError(f"macOS speech did not start ({text})", "pip install pyobjc")
    return SpeechUnavailableError(f"TTS engine did not start ({text})", "")


# --------------------------------------------------------------------------
# Pyttsx3Speaker
# --------------------------------------------------------------------------


class Pyttsx3Speaker:
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
    queued utterance at once and asks the engine to stop the current one at
    its next word boundary (``engine.stop()`` from the engine's own
    ``started-word`` callback, the pattern pyttsx3 documents, so the engine
    is never touched from another thread). SAPI5 and NSSS report words while
    audio plays, so the cut is prompt there. pyttsx3 2.99's eSpeak driver
    reports words while synthesising and then plays the whole line with a
    blocking ``aplay``, so on Linux the current line finishes (lines are one
    sentence group, so this is short) and only the queued lines are dropped.

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
            raise SpeechUnavailableError(
                f"TTS engine did not start within {ENGINE_START_TIMEOUT:.0f} s", ""
            )
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
        engine.connect("started-word", self._on_word)
        return engine

    def _on_word(self, name: Any = None, location: Any = None, length: Any = None) -> None:
        # Runs in the engine thread, inside runAndWait().
        if self._speaking_generation != self._generation and self._engine is not None:
            with contextlib.suppress(Exception):
                self._engine.stop()

    def _run(self) -> None:
        self._engine: Any = None
        self._speaking_generation = -1
        if sys.platform == "win32":
            with contextlib.suppress(Exception):
                import comtypes  # type: ignore[import-not-found]

                comtypes.CoInitialize()
        try:
            engine = self._factory()
            if self._wanted_voice is not None:
                self.voice_id = find_voice(engine.getProperty("voices") or [], self._wanted_voice)
            _configure(engine, self.voice_id, self.rate, self.volume)
            engine.connect("started-word", self._on_word)
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
                    self._speak_one(generation, text)
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

    def _speak_one(self, generation: int, text: str) -> None:
        if self._per_utterance and self._engine is None:
            self._engine = self._new_engine()
        engine = self._engine
        if self._reconfigure:
            self._reconfigure = False
            _configure(engine, None, self.rate, self.volume)
        self._speaking_generation = generation
        try:
            engine.say(text)
            engine.runAndWait()
        finally:
            self._speaking_generation = -1
            if self._per_utterance:
                with contextlib.suppress(Exception):
                    engine.stop()
                self._engine = None  # the next utterance gets a fresh engine

    # -- public API (any thread) --------------------------------------------

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

    def wait(self, timeout: float | None = None) -> bool:
        """Block until all queued speech is done. ``timeout`` in seconds.

        :returns: True if drained, False if ``timeout`` passed first.
        """
        with self._cond:
            return self._cond.wait_for(lambda: self._pending == 0, timeout)

    def is_speaking(self) -> bool:
        """True while an utterance is queued or being spoken."""
        with self._cond:
            return self._pending > 0

    def close(self, timeout: float = 5.0) -> None:
        """Cut speech, end the engine thread (waits up to ``timeout`` seconds)."""
        if self._closed:
            return
        self._closed = True
        self.stop()
        self._queue.put(None)
        self._thread.join(timeout)

    def __enter__(self) -> Pyttsx3Speaker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


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
        raise SpeechUnavailableError(f"pyttsx3 wrote no audio to {out}", "")
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
) -> tuple[Speaker, str | None]:
    """Build the speaker for a user-facing mode.

    * ``"speech"``: :class:`Pyttsx3Speaker`. If the engine cannot start
      (pyttsx3 missing, no libespeak-ng1 or no ``aplay`` on Linux, any driver
      init error) it falls back to a :class:`PrintSpeaker` on ``stream`` and
      returns a one-line message with the fix, e.g. "Speech output
      unavailable (libespeak-ng1 not installed): printing instead. Fix: sudo
      apt-get install libespeak-ng1". The caller shows the message once.
    * ``"screen-reader"`` and ``"print"``: :class:`PrintSpeaker` (plain lines,
      flushed), message ``None``.

    :returns: ``(speaker, message_or_None)``.
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
        if engine_factory is None:
            problem = _linux_player_problem()
            if problem is not None:
                raise problem
        return Pyttsx3Speaker(voice, rate, volume, engine_factory=engine_factory), None
    except SpeechUnavailableError as exc:
        msg = f"Speech output unavailable ({exc}): printing instead."
        if exc.fix:
            msg += f" Fix: {exc.fix}"
        return PrintSpeaker(stream), msg
