"""Speech whose start and end the program knows: synthesise each line to
samples, then play them through `sounddevice <https://python-sounddevice.readthedocs.io>`_
(PortAudio) ourselves.

This is the Linux speaker. pyttsx3 2.99's eSpeak driver plays each line with
``os.system("aplay ...")`` from inside eSpeak's synthesis callback, its first
``runAndWait()`` can return before the line is heard, and cancelling from a
word callback deadlocks (measured: docs/benchmarks.md, "Spoken loop").  Here:

* :class:`EspeakNgSynth` runs the ``espeak-ng`` program once per line
  (``--stdout``: a WAV on its standard output); a stuck process is killed.
* :class:`LibEspeakSynth` is the fallback when only ``libespeak-ng1`` is
  installed: libespeak-ng in-process through pyttsx3's ctypes binding; its
  callback only collects audio and sets an event (nothing calls into the
  engine from inside its callbacks).
* :class:`SoundDevicePlayer` plays the samples with a PortAudio output stream;
  it returns when the stream's ``finished_callback`` says the last buffer
  has been played.
* :class:`PlaybackSpeaker` owns one worker thread: lines are spoken in the
  order queued; :meth:`PlaybackSpeaker.is_speaking` is True from
  :meth:`~PlaybackSpeaker.say` until the line's audio finished playing; a
  watchdog restarts a stuck synthesis or playback, logs it and says the lost
  line again.
"""

from __future__ import annotations

import collections
import logging
import shutil
import subprocess
import threading
import time
from typing import Any, Callable, Protocol

import numpy as np

from .base import SpeechUnavailableError, VoiceNotFoundError, _ThreadedSpeaker
from .engine import _check_rate_volume, find_voice

log = logging.getLogger(__name__)

#: Seconds one line's synthesis may take before it counts as stuck.
SYNTH_TIMEOUT_S = 15.0
#: Seconds beyond a line's own length before its playback counts as stuck.
PLAY_GRACE_S = 3.0
#: How many times a line lost to a stuck engine is said again.
RETRIES = 2
#: Extra seconds (beyond the synthesis and playback timeouts) before the
#: watchdog replaces a stuck worker thread.
STALL_EXTRA_S = 30.0
#: Sample rate of generated earcons (Hz).
EARCON_RATE = 22050


class EngineStuckError(RuntimeError):
    """Synthesis or playback did not finish in time (the watchdog's verdict)."""


class Synthesizer(Protocol):
    """Turns one line into audio at ``rate`` (words per minute) and ``volume`` (0..1)."""

    rate: float | None
    volume: float | None

    def synthesize(self, text: str, timeout: float = SYNTH_TIMEOUT_S) -> tuple[np.ndarray, int]:
        """:returns: ``(samples, sample_rate)``: PCM16 mono ``int16`` array, Hz.
        :raises EngineStuckError: no audio within ``timeout`` seconds."""

    def cancel(self) -> None:
        """Abandon the synthesis in progress (from any thread)."""


def parse_wav_bytes(data: bytes) -> tuple[np.ndarray, int]:
    """PCM16 mono WAV bytes -> ``(int16 samples, rate Hz)``.

    Accepts the streaming header espeak-ng writes to a pipe (RIFF and data
    sizes 0x7fffffff): the data runs to the end of the bytes.

    :raises ValueError: not a PCM16 WAV.
    """
    if len(data) < 44 or data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        raise ValueError("not a WAV stream")
    pos = 12
    rate = 0
    while pos + 8 <= len(data):
        cid, size = data[pos:pos + 4], int.from_bytes(data[pos + 4:pos + 8], "little")
        if cid == b"fmt ":
            channels = int.from_bytes(data[pos + 10:pos + 12], "little")
            rate = int.from_bytes(data[pos + 12:pos + 16], "little")
            bits = int.from_bytes(data[pos + 22:pos + 24], "little")
            if channels != 1 or bits != 16:
                raise ValueError(f"expected PCM16 mono, got {channels} channels of {bits} bits")
        elif cid == b"data":
            body = data[pos + 8:pos + 8 + min(size, len(data))]
            body = body[: len(body) // 2 * 2]
            return np.frombuffer(body, dtype="<i2").astype(np.int16), rate
        pos += 8 + size + (size & 1)
    raise ValueError("WAV stream has no data chunk")


def list_espeak_ng_voices(exe: str | None = None) -> list[tuple[str, str]]:
    """``(id, name)`` of each voice ``espeak-ng --voices`` lists; ids are the
    voice files (``gmw/en-us``), as pyttsx3's eSpeak driver names them.

    :raises SpeechUnavailableError: espeak-ng is not installed or fails.
    """
    exe = exe or shutil.which("espeak-ng")
    if exe is None:
        raise SpeechUnavailableError("tts-espeak-missing", "tts-espeak-fix")
    try:
        out = subprocess.run([exe, "--voices"], capture_output=True, text=True, timeout=20, check=True).stdout
    except (OSError, subprocess.SubprocessError) as exc:
        raise SpeechUnavailableError("tts-espeak-voices-failed", "tts-espeak-reinstall-fix", detail=str(exc)) from exc
    voices = []
    for line in out.splitlines()[1:]:
        fields = line.split()
        if len(fields) >= 5:
            voices.append((fields[4].lower(), fields[3].replace("_", " ")))
    return voices


class EspeakNgSynth:
    """Synthesise with the ``espeak-ng`` program (``--stdout``), one process per line.

    :param voice: voice id, name or unique part (see :func:`find_voice`).
    :param rate: words per minute (``-s``); :param volume: 0.0..1.0 (``-a`` 0..100).
    :raises SpeechUnavailableError: espeak-ng not installed.
    :raises VoiceNotFoundError: ``voice`` matches no installed voice.
    :raises ValueError: rate or volume out of range.
    """

    def __init__(self, voice: str | None = None, rate: float | None = None,
                 volume: float | None = None, exe: str | None = None) -> None:
        _check_rate_volume(rate, volume)
        self.exe = exe or shutil.which("espeak-ng")
        if self.exe is None:
            raise SpeechUnavailableError("tts-espeak-missing", "tts-espeak-fix")
        self.voice_id = find_voice(list_espeak_ng_voices(self.exe), voice) if voice else None
        self.rate, self.volume = rate, volume
        self._proc: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()

    def command(self) -> list[str]:
        assert self.exe is not None  # checked in __init__
        cmd = [self.exe, "--stdout", "-b", "1"]  # -b 1: the text on stdin is UTF-8
        if self.voice_id:
            cmd += ["-v", self.voice_id]
        if self.rate is not None:
            cmd += ["-s", str(int(self.rate))]
        if self.volume is not None:
            cmd += ["-a", str(int(round(self.volume * 100)))]
        return cmd

    def synthesize(self, text: str, timeout: float = SYNTH_TIMEOUT_S) -> tuple[np.ndarray, int]:
        """:raises EngineStuckError: espeak-ng ran longer than ``timeout`` s (it is killed).
        :raises RuntimeError: espeak-ng failed (its message)."""
        proc = subprocess.Popen(self.command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE)
        with self._lock:
            self._proc = proc
        try:
            out, err = proc.communicate(text.encode("utf-8"), timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()
            raise EngineStuckError(f"espeak-ng gave no audio within {timeout:.0f} s") from None
        finally:
            with self._lock:
                self._proc = None
        if proc.returncode != 0:
            raise RuntimeError(f"espeak-ng failed ({err.decode(errors='replace').strip()})")
        return parse_wav_bytes(out)

    def cancel(self) -> None:
        with self._lock:
            if self._proc is not None:
                self._proc.kill()


#: libespeak-ng's sample rate in retrieval mode (Hz).
ESPEAK_RATE = 22050

#: One eSpeak instance per process: every in-process pyttsx3 eSpeak use takes this lock.
ESPEAK_LOCK = threading.Lock()


def quiet_espeak_driver() -> None:
    """pyttsx3 2.99's eSpeak driver prints "Audio saved to ..." from eSpeak's
    thread after each ``save_to_file``; give its module a silent ``print``."""
    try:
        import pyttsx3.drivers.espeak as drv
    except Exception:
        return
    drv.print = lambda *args, **kwargs: None


class LibEspeakSynth:
    """Synthesise with libespeak-ng in-process, through pyttsx3's own ctypes
    binding (``pyttsx3.drivers._espeak``), for machines with ``libespeak-ng1``
    but no ``espeak-ng`` program.

    Not pyttsx3 ``save_to_file``: pyttsx3 2.99's eSpeak driver writes the WAV
    when it sees the end-of-message event, before adding the samples that
    came in the same callback, so a short line (under eSpeak's 1 s buffer)
    is saved as an empty WAV (measured: "play seven" always empty).  Here our
    own synthesis callback keeps every buffer and only sets an event at the
    end: nothing calls into eSpeak from inside its callback.  eSpeak is
    initialised once per process, by pyttsx3 (``pyttsx3.init()``); every
    in-process use takes :data:`ESPEAK_LOCK`.

    :raises SpeechUnavailableError: pyttsx3 or libespeak cannot start.
    :raises VoiceNotFoundError: ``voice`` matches no installed voice.
    """

    def __init__(self, voice: str | None = None, rate: float | None = None,
                 volume: float | None = None) -> None:
        _check_rate_volume(rate, volume)
        from .engine import _explain_engine_error, _import_pyttsx3

        pyttsx3 = _import_pyttsx3()
        quiet_espeak_driver()
        try:
            with ESPEAK_LOCK:
                engine = pyttsx3.init()  # initialises eSpeak (once per process)
                voices = engine.getProperty("voices") or []
                from pyttsx3.drivers import _espeak
        except Exception as exc:
            raise _explain_engine_error(exc) from exc
        self._espeak = _espeak
        self.voice_id = find_voice(voices, voice) if voice else None
        self.rate, self.volume = rate, volume

    def synthesize(self, text: str, timeout: float = SYNTH_TIMEOUT_S) -> tuple[np.ndarray, int]:
        """:raises EngineStuckError: no end-of-message within ``timeout`` s."""
        import ctypes

        es = self._espeak
        chunks: list[bytes] = []
        done = threading.Event()

        def on_synth(wav: Any, numsamples: int, events: Any) -> int:
            if numsamples > 0:
                chunks.append(ctypes.string_at(wav, numsamples * 2))
            i = 0
            while events[i].type != es.EVENT_LIST_TERMINATED:
                if events[i].type == es.EVENT_MSG_TERMINATED:
                    done.set()
                i += 1
            return 0

        with ESPEAK_LOCK:
            if self.voice_id:
                es.SetVoiceByName(self.voice_id.encode("utf-8"))
            es.SetParameter(es.RATE, int(self.rate) if self.rate is not None else 175, 0)
            es.SetParameter(es.VOLUME, int(round((1.0 if self.volume is None else self.volume) * 100)), 0)
            es.SetSynthCallback(on_synth)
            es.Synth(text.encode("utf-8"), flags=es.ENDPAUSE | es.CHARS_UTF8)
            if not done.wait(timeout):
                raise EngineStuckError(f"libespeak gave no audio within {timeout:.0f} s")
        pcm = b"".join(chunks)
        return np.frombuffer(pcm, dtype="<i2").astype(np.int16), ESPEAK_RATE

    def cancel(self) -> None:
        """Nothing to cancel safely: the line is short and eSpeak's cancel can hang."""


class SoundDevicePlayer:
    """Play int16 samples through a PortAudio output stream and return when
    the last buffer has been played (the stream's ``finished_callback``).

    :param device: output device index or name part (``None``: default).
    :param sd: the sounddevice module (tests pass a stand-in).
    :raises SpeechUnavailableError: no PortAudio or no output device.
    """

    def __init__(self, device: int | str | None = None, sd: Any = None) -> None:
        if sd is None:
            from ..audio import _import_sounddevice
            from ..errors import AudioDeviceError

            try:
                sd = _import_sounddevice()
            except AudioDeviceError as exc:
                raise SpeechUnavailableError(exc.msg_id, "tts-portaudio-fix", detail=exc.detail, **exc.values) from exc
        self._sd = sd
        self.device = device
        try:
            info = sd.query_devices(device, kind="output")
        except Exception as exc:
            raise SpeechUnavailableError("tts-no-output-device", "tts-speakers-fix", detail=str(exc)) from exc
        self.device_rate = int(round(float(info["default_samplerate"])))
        self.grace_s = PLAY_GRACE_S

    def play(self, samples: np.ndarray, rate: int, should_stop: Callable[[], bool] = lambda: False) -> str:
        """Play ``samples`` (int16 mono at ``rate`` Hz), blocking.

        :param should_stop: polled by the audio callback; True cuts the line.
        :returns: "done" (played to the end), "cut" (``should_stop``) or
            "stuck" (not finished :attr:`grace_s` seconds after its length;
            default :data:`PLAY_GRACE_S`).
        """
        from ..audio_convert import resample

        sd = self._sd
        if samples.size:
            samples = resample(samples, rate, self.device_rate)
        done = threading.Event()
        pos = 0
        cut = False

        def callback(outdata: Any, frames: int, time_info: Any, status: Any) -> None:
            nonlocal pos, cut
            if should_stop():
                cut = True
                raise sd.CallbackAbort
            chunk = samples[pos:pos + frames]
            n = len(chunk)
            outdata[:n, 0] = chunk
            outdata[n:] = 0
            pos += frames
            if n < frames:
                raise sd.CallbackStop

        stream = sd.OutputStream(samplerate=self.device_rate, channels=1, dtype="int16",
                                 device=self.device, callback=callback, finished_callback=done.set)
        try:
            stream.start()
            if not done.wait(len(samples) / self.device_rate + self.grace_s):
                return "stuck"
        finally:
            if done.is_set():
                stream.close()
            else:  # a stuck stream: abandon it in a thread of its own
                threading.Thread(target=_close_quietly, args=(stream,), daemon=True).start()
        return "cut" if cut else "done"


def _close_quietly(stream: Any) -> None:
    try:
        stream.abort()
        stream.close()
    except Exception as exc:  # the device is already in trouble; the speaker has moved on
        log.debug("closing a stuck output stream failed: %s", exc)


class PlaybackSpeaker(_ThreadedSpeaker):
    """Speak lines with a :class:`Synthesizer` and a :class:`SoundDevicePlayer`
    from one worker thread, with a watchdog.

    Contract (checked by tests/workshop/test_spoken_loop.py through real eSpeak NG):
    every line queued is played, in order, unless cut on purpose
    (:meth:`stop`, ``say(interrupt=True)``, :meth:`close`);
    :meth:`is_speaking` is True from :meth:`say` until that line's audio has
    finished playing; lines never overlap.

    Watchdog: a synthesis longer than :data:`SYNTH_TIMEOUT_S` or a playback
    longer than its length plus :data:`PLAY_GRACE_S` is abandoned, logged as
    a restart (``restarts``) and the same line is said again, up to
    :data:`RETRIES` times; a line still not said counts in ``lost``.  A
    watchdog thread also replaces the worker thread itself when one item
    keeps it busy longer than :attr:`stall_limit_s` (a hang inside the
    driver that no timeout can interrupt); the item is said again.

    :ivar spoken: lines played to the end; :ivar cut: lines cut on purpose;
        :ivar restarts: watchdog restarts; :ivar lost: lines given up on;
        :ivar errors: other errors while speaking (logged, never raised).
    """

    def __init__(self, synth: Synthesizer, player: SoundDevicePlayer) -> None:
        self.synth = synth
        self.player = player
        self.voice_id = getattr(synth, "voice_id", None)
        self._cond = threading.Condition()
        self._queue: collections.deque[tuple[int, str, np.ndarray | None]] = collections.deque()
        self._pending = 0
        self._generation = 0
        self._closed = False
        self.spoken: list[str] = []
        self.cut = 0
        self.restarts = 0
        self.lost = 0
        self.errors: list[BaseException] = []
        #: Seconds one item may keep the worker busy before the watchdog
        #: replaces the worker (a hang the synthesis/playback timeouts cannot see).
        self.stall_limit_s = SYNTH_TIMEOUT_S + PLAY_GRACE_S + STALL_EXTRA_S
        self._worker = 0  # id of the current worker thread
        self._current: tuple[int, str, np.ndarray | None] | None = None
        self._busy_since: float | None = None
        self._start_worker()
        threading.Thread(target=self._watchdog, name="voice-ono-speak-watchdog", daemon=True).start()

    # -- worker -------------------------------------------------------------

    def _start_worker(self) -> None:
        self._worker += 1
        self._thread = threading.Thread(target=self._run, args=(self._worker,), name="voice-ono-speak",
                                        daemon=True)
        self._thread.start()

    def _watchdog(self) -> None:
        """Replace a worker stuck on one item for :attr:`stall_limit_s`; the
        item is queued again at the front (said again), the restart logged."""
        while True:
            with self._cond:
                if self._closed:
                    return
                self._cond.wait(0.2)
                since, item = self._busy_since, self._current
                if since is None or item is None or time.monotonic() - since < self.stall_limit_s:
                    continue
                self.restarts += 1
                self._queue.appendleft(item)  # its pending count carries over
                self._current = self._busy_since = None
                log.warning("speech worker stuck for %.0f s; restarted it, saying the line again: %r",
                            self.stall_limit_s, item[1])
                self._start_worker()
                self._cond.notify_all()

    def _run(self, worker: int) -> None:
        while True:
            with self._cond:
                while not self._queue and not self._closed and worker == self._worker:
                    self._cond.wait()
                if not self._queue or worker != self._worker:
                    return
                item = self._queue.popleft()
                generation, text, audio = item
                self._current, self._busy_since = item, time.monotonic()
            try:
                if audio is not None:
                    if not self._stale(generation, worker):
                        self.player.play(audio, EARCON_RATE, lambda: self._stale(generation, worker))
                else:
                    self._speak(generation, text, worker)
            except Exception as exc:  # keep the thread alive; the game goes on
                log.warning("speech output failed on %r: %s", text, exc)
                self.errors.append(exc)
            finally:
                with self._cond:
                    if worker != self._worker:
                        return  # abandoned by the watchdog: the item was queued again
                    self._current = self._busy_since = None
                    self._pending -= 1
                    self._cond.notify_all()

    def _stale(self, generation: int, worker: int) -> bool:
        """The item was cut (stop/close) or its worker was replaced by the watchdog."""
        return generation != self._generation or self._closed or worker != self._worker

    def _speak(self, generation: int, text: str, worker: int) -> None:
        for attempt in range(RETRIES + 1):
            if self._stale(generation, worker):
                self.cut += worker == self._worker
                return
            try:
                samples, rate = self.synth.synthesize(text)
            except EngineStuckError as exc:
                self.restarts += 1
                log.warning("speech engine stuck (%s); restarted, saying the line again: %r", exc, text)
                continue
            if self._stale(generation, worker):
                self.cut += worker == self._worker
                return
            outcome = self.player.play(samples, rate, lambda: self._stale(generation, worker))
            if outcome == "stuck":
                self.restarts += 1
                log.warning("sound output stuck; restarted, saying the line again: %r", text)
                continue
            if outcome == "cut":
                self.cut += worker == self._worker
            else:
                self.spoken.append(text)
            return
        self.lost += 1
        log.error("could not say %r after %d restarts", text, RETRIES)

    # -- public API (any thread) ------------------------------------------------

    def say(self, text: str, *, interrupt: bool = False) -> None:
        """Queue ``text`` and return at once; ``interrupt`` first cuts current
        and queued speech.

        :raises RuntimeError: the speaker was closed.
        """
        if self._closed:
            raise RuntimeError("PlaybackSpeaker is closed")
        if interrupt:
            self.stop()
        line = " ".join(str(text).split())
        if not line:
            return
        self._enqueue(line, None)

    def _enqueue(self, line: str, audio: np.ndarray | None) -> None:
        with self._cond:
            self._pending += 1
            self._queue.append((self._generation, line, audio))
            self._cond.notify_all()

    def adjust(self, *, rate: float | None = None, volume: float | None = None) -> None:
        """Change the speaking rate (words per minute) and volume (0..1) from
        the next line synthesised on; None keeps the current value.

        :raises ValueError: ``rate`` or ``volume`` out of range.
        """
        _check_rate_volume(rate, volume)
        if rate is not None:
            self.synth.rate = rate
        if volume is not None:
            self.synth.volume = volume

    def play_earcon(self) -> None:
        """Queue the "speak now" tone (:func:`.earcon.speak_now_tone`) after
        any lines already queued; :meth:`is_speaking` stays True until it has
        played, so the microphone opens only after the tone.

        :raises RuntimeError: the speaker was closed.
        """
        if self._closed:
            raise RuntimeError("PlaybackSpeaker is closed")
        from .earcon import speak_now_tone

        self._enqueue("", speak_now_tone(EARCON_RATE))

    def stop(self) -> None:
        """Cut the line playing (within one audio buffer) and drop queued lines."""
        with self._cond:
            self._generation += 1
            dropped = len(self._queue)
            self._queue.clear()
            self._pending -= dropped
            self.cut += dropped
            self._cond.notify_all()
        self.synth.cancel()



    def close(self, timeout: float = 5.0) -> None:
        """Cut speech and end the worker thread (waits up to ``timeout`` s)."""
        if self._closed:
            return
        self.stop()
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout)



def make_playback_speaker(voice: str | None = None, rate: float | None = None,
                          volume: float | None = None, *, sd: Any = None,
                          device: int | str | None = None) -> PlaybackSpeaker:
    """The Linux speaker: espeak-ng if installed, else pyttsx3 ``save_to_file``;
    played through sounddevice.

    :raises SpeechUnavailableError: no synthesiser or no sound output.
    :raises VoiceNotFoundError: ``voice`` matches no installed voice.
    :raises ValueError: rate or volume out of range.
    """
    player = SoundDevicePlayer(device, sd=sd)
    synth: Synthesizer
    if shutil.which("espeak-ng"):
        synth = EspeakNgSynth(voice, rate, volume)
    else:
        try:
            synth = LibEspeakSynth(voice, rate, volume)
        except VoiceNotFoundError:
            raise
        except SpeechUnavailableError as exc:
            raise SpeechUnavailableError("tts-no-synthesiser", "tts-espeak-fix", detail=str(exc)) from exc
    return PlaybackSpeaker(synth, player)


__all__ = ["EngineStuckError", "EspeakNgSynth", "LibEspeakSynth", "SoundDevicePlayer",
           "PlaybackSpeaker", "make_playback_speaker", "parse_wav_bytes", "list_espeak_ng_voices",
           "ESPEAK_LOCK", "quiet_espeak_driver"]
