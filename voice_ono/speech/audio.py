"""Audio sources: iterables of PCM16 mono byte chunks at a stated ``sample_rate`` (Hz).

* :class:`WavSource` reads any file libsndfile reads (soundfile), mixes
  channels down to mono and resamples with soxr (libsoxr, the SoX resampler).
* :class:`MicrophoneSource` records with sounddevice (PortAudio): its callback
  copies blocks into a bounded :class:`queue.Queue`; the stream is opened at the
  device's native default rate and resampled with soxr. Queue overflow (the
  consumer is too slow) and PortAudio input overflow are counted and logged.

Both yield the same chunk type, so WAV input goes through exactly the same
endpointing/recognition path as the microphone. sounddevice is imported lazily,
so this module imports on machines without PortAudio.
"""
from __future__ import annotations

import logging
import queue
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

import numpy as np

from .audio_convert import float_to_pcm16 as float_to_pcm16  # re-exported: tests and benches use it
from .audio_convert import pcm16_samples, resample, stream_resampler, to_mono
from .errors import AudioDeviceError, AudioFormatError

log = logging.getLogger(__name__)

NO_MIC_FIX = "no-mic-fix"
"""Catalog id of the remedy for a missing or unusable microphone."""


class MicrophoneStoppedError(AudioDeviceError):
    """The microphone stopped delivering audio mid-game and could not be reopened."""


DIGITAL_SILENCE_FRACTION = 0.05
"""Files with more exact-zero samples than this are synthetic (a microphone
always has a noise floor) and get one added before decoding."""


def add_noise_floor(x: np.ndarray, snr_db: float = 40.0, seed: int = 0) -> np.ndarray:
    """Add white noise ``snr_db`` below the RMS of the voiced samples.

    pocketsphinx decodes audio padded with exact digital silence badly (its
    noise and cepstral-mean estimates break down); a faint noise floor, as
    every real microphone has, fixes it (DESIGN.md, measured: 55% -> 95%).
    ``x`` is float audio in -1..1; the result is the same length.  Seeded, so
    the same file always decodes the same way.
    """
    voiced = x[np.abs(x) > 1e-4]
    if voiced.size == 0:
        return x
    rms = float(np.sqrt(np.mean(voiced ** 2)))
    noise = np.random.default_rng(seed).standard_normal(x.size).astype(np.float32)
    return np.asarray(x + noise * rms * 10 ** (-snr_db / 20), dtype=np.float32)


class PcmSource:
    """PCM16 mono bytes at ``sample_rate`` Hz, fed as chunks (an audio source for :func:`listen`).

    :param pcm: PCM16 mono little-endian bytes.
    :param sample_rate: their rate (Hz).
    :param chunk_s: chunk length in seconds (default 0.1 s; last chunk may be shorter).
    """

    def __init__(self, pcm: bytes, sample_rate: int, chunk_s: float = 0.1) -> None:
        self._pcm = pcm
        self.sample_rate = int(sample_rate)
        self.chunk_s = chunk_s

    @property
    def duration_s(self) -> float:
        """Length in seconds at ``sample_rate``."""
        return len(self._pcm) / 2 / self.sample_rate

    @property
    def pcm(self) -> bytes:
        """The whole audio as PCM16 mono bytes at ``sample_rate``."""
        return self._pcm

    def __iter__(self) -> Iterator[bytes]:
        step = max(1, int(self.chunk_s * self.sample_rate)) * 2
        for i in range(0, len(self._pcm), step):
            yield self._pcm[i:i + step]


class WavSource(PcmSource):
    """Read an audio file as PCM16 mono chunks at ``target_rate`` Hz.

    :param path: WAV/FLAC/OGG... file (anything libsndfile reads).
    :param target_rate: output sample rate (Hz); other rates are resampled (soxr, HQ).
    :param chunk_s: chunk length in seconds (default 0.1 s; last chunk may be shorter).
    :raises AudioFormatError: the file is missing, unreadable or empty.
    """

    def __init__(self, path: str | Path, target_rate: int = 16000, chunk_s: float = 0.1) -> None:
        import soundfile as sf

        self.path = Path(path)
        if not self.path.is_file():
            raise AudioFormatError("audio-file-folder" if self.path.is_dir() else "audio-file-missing",
                                   "audio-file-name-fix", path=self.path)
        try:
            data, rate = sf.read(str(self.path), dtype="float32", always_2d=True)
        except (RuntimeError, OSError, sf.LibsndfileError) as exc:
            detail = str(exc).rstrip(".").replace(f"Error opening {str(self.path)!r}: ", "")
            raise AudioFormatError("audio-file-unreadable", "audio-file-format-fix", detail=detail,
                                   path=self.path) from exc
        if data.size == 0:
            raise AudioFormatError("audio-file-empty", "audio-file-empty-fix", path=self.path)
        self.source_rate = int(rate)
        self.source_channels = int(data.shape[1])
        mono = resample(to_mono(data), int(rate), int(target_rate))
        self.noise_floor_added = False
        if np.mean(mono == 0.0) > DIGITAL_SILENCE_FRACTION:
            mono = add_noise_floor(mono)
            self.noise_floor_added = True
        super().__init__(float_to_pcm16(mono), int(target_rate), chunk_s)


def quietest_std(pcm: bytes, sample_rate: int, frame_s: float = 0.03, least: float = 10.0) -> float:
    """The RMS (PCM16 units) of the quietest ``frame_s`` frame of PCM16 mono ``pcm``, at least ``least``: a
    recording's own noise floor, for :class:`Padded`."""
    x = pcm16_samples(pcm).astype(np.float64)
    hop = max(1, int(frame_s * sample_rate))
    n = x.size // hop * hop
    if n == 0:
        return least
    return max(least, float(np.sqrt(np.mean(x[:n].reshape(-1, hop) ** 2, axis=1)).min()))


PADDING_S = 0.5
"""Default seconds of :class:`Padded` noise."""


class Padded:
    """An audio source with ``pad_s`` seconds of faint seeded noise (about -70 dBFS) before and after, as a
    microphone stream has around an utterance.  For recordings cut tight around a word (corpus clips, takes
    listed in a manifest): the endpointer learns its noise floor from what it hears first.

    :param source: PCM16 mono chunks with a ``sample_rate`` attribute (Hz), e.g. :class:`WavSource`.
    :param std: the noise's standard deviation in PCM16 units (10: about -70 dBFS); :func:`quietest_std`
        gives a recording's own floor, so a file that is all noise stays noise to the endpointer.
    """

    def __init__(self, source: Any, pad_s: float = PADDING_S, seed: int = 0, std: float = 10.0) -> None:
        self.source = source
        self.sample_rate = source.sample_rate
        n = int(pad_s * self.sample_rate)
        rng = np.random.default_rng(seed)
        self._pads = [rng.normal(0, std, n).clip(-32768, 32767).astype("<i2").tobytes() for _ in range(2)]

    def __iter__(self) -> Iterator[bytes]:
        yield self._pads[0]
        yield from self.source
        yield self._pads[1]


@dataclass(frozen=True)
class InputDevice:
    """A PortAudio input device: ``index`` for ``--device``, ``default_samplerate`` in Hz."""

    index: int
    name: str
    max_input_channels: int
    default_samplerate: float
    is_default: bool


def _import_sounddevice() -> Any:
    """Import sounddevice lazily.

    :raises AudioDeviceError: PortAudio (libportaudio2) or sounddevice is missing.
    """
    try:
        import sounddevice as sd
    except OSError as exc:  # sounddevice raises OSError when the PortAudio library is missing
        raise AudioDeviceError("portaudio-missing", "portaudio-fix", detail=str(exc)) from exc
    except ImportError as exc:
        raise AudioDeviceError("sounddevice-missing", "sounddevice-fix", detail=str(exc)) from exc
    return sd


def list_input_devices() -> list[InputDevice]:
    """List input-capable audio devices (may be empty).

    :raises AudioDeviceError: PortAudio or sounddevice is missing.
    """
    sd = _import_sounddevice()
    try:
        devices = sd.query_devices()
        default_in = sd.default.device[0] if sd.default.device is not None else -1
    except Exception as exc:  # PortAudioError is raised when host APIs fail to initialise
        raise AudioDeviceError("audio-devices-unreadable", NO_MIC_FIX, detail=str(exc)) from exc
    out = []
    for i, d in enumerate(devices):
        if d.get("max_input_channels", 0) > 0:
            out.append(InputDevice(i, str(d["name"]), int(d["max_input_channels"]),
                                   float(d["default_samplerate"]), i == default_in))
    return out


class MicrophoneSource:
    """Record PCM16 mono chunks at ``target_rate`` Hz from a microphone.

    Use as a context manager or call :meth:`start`/:meth:`close`; iterate to
    get chunks (iteration blocks; it ends after :meth:`close`). The stream runs
    at the device's native default sample rate and is resampled with soxr.

    :param device: PortAudio device index or name substring (``None`` = default input).
    :param target_rate: output sample rate (Hz).
    :param block_s: PortAudio block length (s).
    :param max_queue: queue bound in blocks (default 50 blocks = 1.5 s at 30 ms);
        when full (nobody read, e.g. during bot turns) the oldest block is
        dropped, counted in ``overflows`` and logged at debug level.
    :param discard: called in the audio callback; while it returns True
        blocks are not queued at all (counted in ``discarded``). The half-duplex
        input passes the speaker's ``is_speaking``: audio heard while the program
        speaks is never wanted, so it must not fill the queue.
    :param stall_s: a stream that delivers no block for this long (s), or that
        PortAudio reports finished (``finished_callback``, ``stream.active``
        False: unplugged, stream error), has stopped: iteration closes it and
        reopens the device, up to ``max_reopens`` times in all.
    :param on_stop: called as ``on_stop(reopened)`` after each stop (True:
        the device was reopened and audio flows again), so the program can
        say so; iteration then raises :class:`MicrophoneStoppedError` if it
        could not be reopened.

    Devices that accept only stereo are opened with 2 channels and mixed down;
    a device that rejects its default rate is tried at :data:`FALLBACK_RATES`.
    :raises AudioDeviceError: (on construction) PortAudio missing, no input
        device, or the device rejects its rate/format.
    """

    def __init__(self, device: int | str | None = None, target_rate: int = 16000,
                 block_s: float = 0.03, max_queue: int = 50,
                 discard: Callable[[], bool] | None = None, stall_s: float = 2.0,
                 max_reopens: int = 3, on_stop: Callable[[bool], None] | None = None) -> None:
        self._sd = _import_sounddevice()
        self.stall_s = stall_s
        self.max_reopens = max_reopens
        self.on_stop = on_stop
        self.stops = 0              # times the stream stopped delivering audio
        self._last_block = 0.0      # time.monotonic() of the last callback
        self._finished = False      # PortAudio said the stream finished (finished_callback)
        self.sample_rate = int(target_rate)
        self.block_s = block_s
        self.overflows = 0          # old blocks dropped because the queue was full
        self.discarded = 0          # blocks not queued because ``discard()`` said so
        self.discard = discard
        self.input_overflows = 0    # PortAudio reported input overflow (samples lost in the driver)
        self._queue: queue.Queue[bytes | None] = queue.Queue(maxsize=max_queue)
        self._stream: Any = None
        self._closing = False
        self._token: object = None
        try:
            info = self._sd.query_devices(device, kind="input")
        except (ValueError, self._sd.PortAudioError) as exc:
            if device is None:
                raise AudioDeviceError("mic-none", NO_MIC_FIX, detail=str(exc)) from exc
            raise AudioDeviceError("mic-device-missing", NO_MIC_FIX, detail=str(exc), device=device) from exc
        if int(info.get("max_input_channels", 0)) < 1:
            raise AudioDeviceError("mic-no-input-channels", NO_MIC_FIX, device=info.get("name"))
        self.device = device
        self.device_name = str(info["name"])
        self.device_rate, self.channels = self._pick_settings(device, info)
        self._resampler = stream_resampler(self.device_rate, self.sample_rate)

    #: Rates tried, after the device's default, when a device rejects its default rate (Hz).
    FALLBACK_RATES = (48000, 44100, 16000, 32000, 22050, 8000)

    def _pick_settings(self, device: int | str | None, info: Any) -> tuple[int, int]:
        """The first (rate, channels) the device accepts: its default rate, then
        :data:`FALLBACK_RATES`; mono, else stereo (mixed down in :meth:`__iter__`).

        :raises AudioDeviceError: no combination is accepted.
        """
        default = int(round(float(info["default_samplerate"])))
        rates = [default] + [r for r in self.FALLBACK_RATES if r != default]
        channel_options = [1, 2] if int(info.get("max_input_channels", 1)) >= 2 else [1]
        first_error: Exception | None = None
        for channels in channel_options:
            for rate in rates:
                try:
                    self._sd.check_input_settings(device=device, channels=channels, dtype="int16", samplerate=rate)
                except (ValueError, self._sd.PortAudioError) as exc:
                    first_error = first_error or exc
                    continue
                if (rate, channels) != (default, 1):
                    log.info("microphone %r: using %d Hz, %d channel(s)", self.device_name, rate, channels)
                return rate, channels
        raise AudioDeviceError("mic-no-format", "mic-other-device-fix", detail=str(first_error),
                               device=self.device_name, rate=default,
                               rates=", ".join(map(str, rates[1:]))) from first_error

    def _callback(self, indata: Any, frames: int, time_info: Any, status: Any) -> None:
        self._last_block = time.monotonic()
        if status and getattr(status, "input_overflow", False):
            self.input_overflows += 1
        if self.discard is not None and self.discard():
            self.discarded += 1  # the program is speaking: this audio would be thrown away anyway
            return
        block = bytes(indata)
        try:
            self._queue.put_nowait(block)
        except queue.Full:
            # Nobody read for max_queue blocks (the session was busy): keep the newest audio.
            self.overflows += 1
            try:
                self._queue.get_nowait()
                self._queue.put_nowait(block)
            except (queue.Empty, queue.Full):
                pass
            if self.overflows in (1, 10, 100) or self.overflows % 1000 == 0:
                log.debug("microphone queue overflow: %d old blocks dropped (input not read)", self.overflows)

    def start(self) -> "MicrophoneSource":
        """Open and start the input stream.

        :raises AudioDeviceError: PortAudio could not open the device.
        """
        if self._stream is not None:
            return self
        token = self._token = object()  # a stopped old stream's finished_callback must not count
        try:
            self._stream = self._sd.RawInputStream(
                samplerate=self.device_rate, blocksize=int(self.block_s * self.device_rate),
                device=self.device, channels=self.channels, dtype="int16", callback=self._callback,
                finished_callback=lambda token=token: self._on_finished(token))
            self._finished = False
            self._last_block = time.monotonic()
            self._stream.start()
        except (ValueError, self._sd.PortAudioError) as exc:
            self._stream = None
            raise AudioDeviceError("mic-cannot-open", NO_MIC_FIX, detail=str(exc), device=self.device_name) from exc
        return self

    def _on_finished(self, token: object) -> None:
        """PortAudio's ``finished_callback``: the stream ended (stopped, aborted or failed)."""
        if token is self._token:
            self._finished = True

    def _stalled(self) -> bool:
        """Whether the open stream has stopped delivering audio."""
        stream = self._stream
        if stream is None:
            return False
        return (self._finished or not getattr(stream, "active", True)
                or time.monotonic() - self._last_block > self.stall_s)

    def _reopen(self) -> bool:
        """Close the stopped stream and open the device again; True if audio flows."""
        old, self._stream = self._stream, None
        if old is not None:
            try:
                old.abort() if hasattr(old, "abort") else old.stop()
                old.close()
            except Exception as exc:  # a vanished device may fail to close; the new stream matters
                log.debug("closing the stopped microphone stream failed: %s", exc)
        try:
            self.start()
        except AudioDeviceError as exc:
            log.warning("microphone could not be reopened: %s", exc)
            return False
        opened = self._last_block
        deadline = opened + self.stall_s
        while time.monotonic() < deadline:  # opened is not enough: blocks must arrive
            if self._finished or not getattr(self._stream, "active", True):
                return False
            if self._last_block > opened:
                return True
            time.sleep(0.02)
        return False

    def close(self) -> None:
        """Stop the stream and end iteration."""
        self._closing = True
        if self._stream is not None:
            try:
                self._stream.stop()
                self._stream.close()
            finally:
                self._stream = None
                if self.input_overflows:
                    log.warning("PortAudio reported %d input overflows", self.input_overflows)
        try:
            self._queue.put_nowait(None)
        except queue.Full:
            pass

    def __enter__(self) -> "MicrophoneSource":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _wait_block(self) -> bytes | None:
        """The next queued block; None once closed.  A stopped stream is
        reopened (``on_stop(True)``); if it can't be, ``on_stop(False)`` and
        :class:`MicrophoneStoppedError`.

        :raises MicrophoneStoppedError: the device stopped and could not be reopened.
        """
        while True:
            try:
                return self._queue.get(timeout=min(0.5, self.stall_s))
            except queue.Empty:
                if self._closing or not self._stalled():
                    continue
            self.stops += 1
            log.warning("microphone %r stopped delivering audio (stop %d)", self.device_name, self.stops)
            reopened = self.stops <= self.max_reopens and self._reopen()
            if self.on_stop is not None:
                self.on_stop(reopened)
            if not reopened:
                self.close()
                raise MicrophoneStoppedError("mic-stopped", NO_MIC_FIX, device=self.device_name)

    def __iter__(self) -> Iterator[bytes]:
        self.start()
        while True:
            block = self._wait_block()
            if block is None:
                if self._resampler is not None:  # flush samples soxr holds back
                    tail = self._resampler.flush()
                    if tail:
                        yield tail
                return
            if self.channels > 1:  # mix down to mono
                block = to_mono(pcm16_samples(block).reshape(-1, self.channels)).tobytes()
            if self._resampler is None:
                yield block
            else:
                out = self._resampler.convert(block)
                if out:
                    yield out
