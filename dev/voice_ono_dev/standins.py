"""Stand-in audio devices, for tests and ``voice-ono bench loop`` on machines
with no sound card or microphone.

:class:`StandinSoundDevice` takes the place of the ``sounddevice`` module
(pass it as ``sd=``, or put it in ``sys.modules["sounddevice"]``):

* its output streams behave as a sound card does: each buffer the callback
  fills is "played" in real time (the stream blocks for the audio's length),
  recorded as a :class:`Clip`, and ``finished_callback`` runs when the last
  buffer has been played;
* its input streams are a microphone: a faint noise floor, plus whatever a
  test says into it (:meth:`StandinSoundDevice.speak_into_mic`), plus, when
  ``echo_gain`` > 0, everything being played at that moment (a loudspeaker
  heard by the microphone);
* ``mic_channels`` and ``mic_rates`` model awkward devices (stereo only,
  rejecting their own default rate); speech is delivered at the rate the
  stream opened at (after a rate fallback, not the advertised default).

:func:`cpu_load` keeps Python threads busy (they hold the GIL, as the
endpointer does while it works through microphone frames).

Nothing here touches real audio hardware.
"""

from __future__ import annotations

import collections
import contextlib
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

import numpy as np

from voice_ono.speech.audio_convert import resample


class PortAudioError(Exception):
    """Stand-in for ``sounddevice.PortAudioError``."""


class CallbackStop(Exception):
    """Stand-in for ``sounddevice.CallbackStop``."""


class CallbackAbort(Exception):
    """Stand-in for ``sounddevice.CallbackAbort``."""


@dataclass
class Clip:
    """One output stream's audio: ``samples`` (int16 mono at ``rate`` Hz),
    wall-clock ``start``/``end`` (``time.monotonic`` seconds), and whether it
    was ``aborted`` (cut) before its end."""

    rate: int
    start: float
    end: float = 0.0
    samples: list[np.ndarray] = field(default_factory=list)
    aborted: bool = False

    @property
    def audio(self) -> np.ndarray:
        return np.concatenate(self.samples) if self.samples else np.zeros(0, np.int16)

    @property
    def duration_s(self) -> float:
        return sum(len(s) for s in self.samples) / self.rate


def _no_callback(*_: object) -> None:
    """A stream opened without a callback (sounddevice's blocking mode): blocks go nowhere."""


class _Status:
    input_overflow = False


class _OutputStream:
    def __init__(self, dev: "StandinSoundDevice", samplerate: float, channels: int = 1,
                 dtype: str = "int16", callback: Callable[..., object] | None = None,
                 finished_callback: Callable[..., object] | None = None, blocksize: int = 0, **_: Any) -> None:
        self.dev = dev
        self.rate = int(samplerate)
        self.callback: Callable[..., object] = callback or _no_callback  # sounddevice: a stream without one
        self.finished_callback = finished_callback
        self.blocksize = blocksize or max(1, self.rate // 50)  # 20 ms buffers
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.clip = Clip(self.rate, 0.0)

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="standin-output", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        dev = self.dev
        with dev._lock:
            dev._active_outputs += 1
            dev.max_concurrent_outputs = max(dev.max_concurrent_outputs, dev._active_outputs)
            self.clip.start = time.monotonic()
            dev.clips.append(self.clip)
        t0 = time.monotonic()
        played = 0
        wedged = dev.stuck_output.is_set()  # a wedged stream never plays or finishes
        try:
            while not self._stop.is_set():
                if wedged:
                    time.sleep(0.01)
                    continue
                out = np.zeros((self.blocksize, 1), np.int16)
                last = False
                try:
                    self.callback(out, self.blocksize, None, None)
                except CallbackStop:
                    last = True
                except CallbackAbort:
                    self.clip.aborted = True
                    break
                block = out[:, 0].copy()
                self.clip.samples.append(block)
                dev._echo_push(block, self.rate)
                played += len(block)
                delay = t0 + played / self.rate - time.monotonic()
                if delay > 0:
                    time.sleep(delay)  # the sound card plays in real time
                if last:
                    break
        finally:
            with dev._lock:
                dev._active_outputs -= 1
                self.clip.end = time.monotonic()
                dev.last_output_end = self.clip.end
        if self.finished_callback is not None and not self._stop.is_set():
            self.finished_callback()  # played to the end, or aborted by the callback

    def stop(self) -> None:
        self._stop.set()

    abort = stop

    def close(self) -> None:
        self._stop.set()


class _RawInputStream:
    def __init__(self, dev: "StandinSoundDevice", samplerate: float, blocksize: int, channels: int = 1,
                 dtype: str = "int16", callback: Callable[..., object] | None = None, device: Any = None,
                 finished_callback: Callable[..., object] | None = None, **_: Any) -> None:
        if dev.mic_unplugged:
            raise PortAudioError("Device unavailable [PaErrorCode -9985]")
        if channels not in dev.mic_channels:
            raise PortAudioError(f"Invalid number of channels {channels}")
        if int(samplerate) not in dev.mic_rates:
            raise PortAudioError(f"Invalid sample rate {samplerate}")
        self.dev = dev
        self.rate = int(samplerate)
        self.blocksize = int(blocksize)
        self.channels = channels
        self.callback: Callable[..., object] = callback or _no_callback  # sounddevice: a stream without one
        self.finished_callback = finished_callback
        self.active = False
        self._stop = threading.Event()
        self._failed = False
        self._report_failure = True
        self._rng = np.random.default_rng(0)

    def start(self) -> None:
        self.active = True
        with self.dev._lock:
            self.dev._mic_streams.append(self)
        threading.Thread(target=self._run, name="standin-mic", daemon=True).start()

    def _run(self) -> None:
        try:
            self._deliver()
        finally:
            self.active = False
            if self.finished_callback is not None:
                self.finished_callback()

    def _deliver(self) -> None:
        dev = self.dev
        t0 = time.monotonic()
        sent = 0
        noise_amp = 32768 * 10 ** (dev.noise_dbfs / 20)
        while not self._stop.is_set():
            if self._failed:
                if self._report_failure:
                    return  # a stream error: PortAudio ends the stream (finished_callback)
                time.sleep(0.01)  # a silent stall: the stream looks active but delivers nothing
                dev._advance(0.01)
                continue
            n = self.blocksize
            x = self._rng.standard_normal(n) * noise_amp
            user = dev._user_take(n, self.rate)
            echo = dev._echo_take(n, self.rate)
            x[: len(user)] += user
            x[: len(echo)] += echo * dev.echo_gain
            pcm = np.clip(x, -32768, 32767).astype("<i2")
            if self.channels > 1:
                pcm = np.repeat(pcm[:, None], self.channels, axis=1)
            dev._advance(n / self.rate)
            self.callback(pcm.tobytes(), n, None, _Status())
            sent += n
            delay = t0 + sent / self.rate - time.monotonic()
            if delay > 0:
                time.sleep(delay)

    def stop(self) -> None:
        self._stop.set()

    abort = stop

    def close(self) -> None:
        self._stop.set()
        with self.dev._lock:
            if self in self.dev._mic_streams:
                self.dev._mic_streams.remove(self)


class _Speech:
    """Speech queued for the microphone: ``samples`` (float, int16 scale) at ``rate`` Hz, resampled once per
    rate a stream asks for (the rate it opened at, which after a rate fallback is not the advertised one)."""

    def __init__(self, samples: np.ndarray, rate: int) -> None:
        self.samples = samples
        self.rate = rate
        self._at: dict[int, np.ndarray] = {}

    def at(self, rate: int) -> np.ndarray:
        if rate not in self._at:
            self._at[rate] = self.samples if rate == self.rate else resample(self.samples, self.rate, rate)
        return self._at[rate]


class StandinSoundDevice:
    """A stand-in for the ``sounddevice`` module (see the module docstring).

    :param output_rate: the output device's default sample rate (Hz).
    :param mic_rate: the microphone's default sample rate (Hz).
    :param mic_rates: rates the microphone accepts (default: ``{mic_rate}``).
    :param mic_channels: channel counts the microphone accepts.
    :param echo_gain: how loud played audio is in the microphone (0: headphones).
    :param noise_dbfs: the microphone's noise floor (dBFS RMS).
    :param has_output: False models a machine without a sound output device.

    :ivar clips: every output stream's audio, in start order.
    :ivar max_concurrent_outputs: most output streams playing at once (1 = no overlap).
    :ivar stuck_output: while set, new output streams are wedged: they never
        play a buffer or finish (a hung sound device), until closed.
    :ivar mic_unplugged: the microphone is gone (see :meth:`stop_mic`).
    """

    PortAudioError = PortAudioError
    CallbackStop = CallbackStop
    CallbackAbort = CallbackAbort

    def __init__(self, output_rate: int = 22050, mic_rate: int = 16000, *, mic_rates: set[int] | None = None,
                 mic_channels: tuple[int, ...] = (1,), echo_gain: float = 0.0, noise_dbfs: float = -60.0,
                 has_output: bool = True) -> None:
        self.output_rate = output_rate
        self.mic_rate = mic_rate
        self.mic_rates = set(mic_rates) if mic_rates is not None else {mic_rate}
        self.mic_channels = mic_channels
        self.echo_gain = echo_gain
        self.noise_dbfs = noise_dbfs
        self.has_output = has_output
        self.clips: list[Clip] = []
        self.max_concurrent_outputs = 0
        self.last_output_end = 0.0
        self.stuck_output = threading.Event()
        self.mic_unplugged = False
        self._mic_streams: list[_RawInputStream] = []
        self.default = type("default", (), {"device": (0, 1)})()
        self._active_outputs = 0
        self._lock = threading.Lock()
        self._echo = np.zeros(0)
        self._user: collections.deque[_Speech] = collections.deque()
        self._user_pos = 0
        self.user_done = threading.Event()
        self.user_done.set()
        self._device_s = 0.0

    def device_clock(self) -> float:
        """The microphone's own time in seconds: it advances by each block's length as the block is
        delivered, and by the time a silently stalled stream waits, never with the machine's load.  A test
        gives it to the code under test as ``time.monotonic`` so that stall detection depends on the audio
        delivered, not on how late a busy machine ran a thread."""
        with self._lock:
            return self._device_s

    def _advance(self, seconds: float) -> None:
        with self._lock:
            self._device_s += seconds

    # -- what the program calls -------------------------------------------------

    def query_devices(self, device: Any = None, kind: str | None = None) -> Any:
        mic = {"name": "stand-in microphone", "max_input_channels": max(self.mic_channels),
               "max_output_channels": 0, "default_samplerate": float(self.mic_rate)}
        spk = {"name": "stand-in speaker", "max_input_channels": 0, "max_output_channels": 2,
               "default_samplerate": float(self.output_rate)}
        if kind == "input":
            return mic
        if kind == "output":
            if not self.has_output:
                raise PortAudioError("No output device")
            return spk
        return [mic, spk] if self.has_output else [mic]

    def check_input_settings(self, device: Any = None, channels: int = 1, dtype: str = "int16",
                             samplerate: float | None = None, **_: Any) -> None:
        if self.mic_unplugged:
            raise PortAudioError("Device unavailable [PaErrorCode -9985]")
        if channels not in self.mic_channels:
            raise PortAudioError(f"Invalid number of channels {channels}")
        if samplerate is not None and int(samplerate) not in self.mic_rates:
            raise PortAudioError(f"Invalid sample rate {samplerate}")

    def OutputStream(self, **kw: Any) -> _OutputStream:  # noqa: N802 (sounddevice's name)
        if not self.has_output:
            raise PortAudioError("No output device")
        return _OutputStream(self, **kw)

    def RawInputStream(self, **kw: Any) -> _RawInputStream:  # noqa: N802
        return _RawInputStream(self, **kw)

    # -- what a test does -------------------------------------------------------

    def stop_mic(self, *, unplug: bool = False, silent: bool = False) -> None:
        """Make the open microphone streams stop delivering audio mid-game.

        :param unplug: the device is gone: opening it again fails.
        :param silent: the stream stays "active" but delivers nothing (no
            ``finished_callback``), as a wedged driver does; otherwise it ends
            as after a stream error (``finished_callback`` runs, ``active`` False).
        """
        with self._lock:
            self.mic_unplugged = self.mic_unplugged or unplug
            streams = list(self._mic_streams)
        for s in streams:
            s._report_failure = not silent
            s._failed = True

    def speak_into_mic(self, samples: np.ndarray, rate: int) -> None:
        """Queue speech (float -1..1 or int16, mono, ``rate`` Hz) for the microphone."""
        x = np.asarray(samples)
        x = x.astype(np.float64) * (32768.0 if x.dtype.kind == "f" else 1.0)
        with self._lock:  # resampled when a stream takes it, to the rate that stream opened at
            self._user.append(_Speech(x, int(rate)))
            self.user_done.clear()

    def is_playing(self) -> bool:
        with self._lock:
            return self._active_outputs > 0

    def quiet_for(self) -> float:
        """Seconds since the last output stream ended (0 while one plays)."""
        with self._lock:
            if self._active_outputs:
                return 0.0
            return time.monotonic() - self.last_output_end

    def overlaps(self) -> list[tuple[int, int]]:
        """Index pairs of clips that played at the same time (should be empty)."""
        spans = sorted((c.start, c.end, i) for i, c in enumerate(self.clips))
        return [(a[2], b[2]) for a, b in zip(spans, spans[1:]) if b[0] < a[1] - 1e-3]

    # -- internals ------------------------------------------------------------

    def _echo_push(self, block: np.ndarray, rate: int) -> None:
        if self.echo_gain <= 0:
            return
        x = block.astype(np.float64)
        with self._lock:
            opened = self._mic_streams[0].rate if self._mic_streams else self.mic_rate  # the rate heard at
        if rate != opened:
            idx = np.arange(0, len(x), rate / opened)
            x = np.interp(idx, np.arange(len(x)), x)
        with self._lock:
            self._echo = np.concatenate([self._echo, x])

    def _echo_take(self, n: int, rate: int) -> np.ndarray:
        with self._lock:
            part, self._echo = self._echo[:n], self._echo[n:]
            return part

    def _user_take(self, n: int, rate: int) -> np.ndarray:
        with self._lock:
            if not self._user:
                return np.zeros(0)
            cur = self._user[0].at(rate)
            part = cur[self._user_pos:self._user_pos + n]
            self._user_pos += len(part)
            if self._user_pos >= len(cur):
                self._user.popleft()
                self._user_pos = 0
                if not self._user:
                    self.user_done.set()
            return part


@contextlib.contextmanager
def cpu_load(threads: int = 1) -> Iterator[None]:
    """Keep ``threads`` Python threads busy (GIL-bound work) inside the block."""
    stop = threading.Event()

    def spin() -> None:
        x = 0
        while not stop.is_set():
            for i in range(2000):
                x = (x * 31 + i) % 1000003

    workers = [threading.Thread(target=spin, name="cpu-load", daemon=True) for _ in range(threads)]
    for w in workers:
        w.start()
    try:
        yield
    finally:
        stop.set()
        for w in workers:
            w.join()
