"""The one audio-conversion point: PCM16 <-> float samples, mixing down to mono, resampling, reading files.

Every resampling in voice_ono goes through :func:`resample` or :class:`StreamResampler`, both soxr (libsoxr,
the SoX resampler, its default "high quality" recipe); every PCM16 conversion through
:func:`pcm16_to_float` / :func:`float_to_pcm16` / :func:`pcm16_samples`.  PCM16 here is signed 16-bit
little-endian mono bytes, the format the recognisers take.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import soxr

#: Full scale of PCM16 when decoding (``int16 / 32768`` lies in [-1, 1)).
PCM16_SCALE = 32768.0


def pcm16_samples(pcm: bytes) -> np.ndarray:
    """PCM16 little-endian bytes -> an ``int16`` array (shape ``(n,)``, a view of the bytes, read-only)."""
    return np.frombuffer(pcm, dtype="<i2")


def pcm16_to_float(pcm: bytes) -> np.ndarray:
    """PCM16 little-endian bytes -> ``float32`` samples in [-1, 1), shape ``(n,)``."""
    return pcm16_samples(pcm).astype(np.float32) / PCM16_SCALE


def float_to_pcm16(x: np.ndarray) -> bytes:
    """Float samples in [-1, 1] (any shape, flattened) -> PCM16 little-endian bytes (clipped, scaled by 32767)."""
    return bytes((np.clip(x, -1.0, 1.0) * 32767.0).astype("<i2").tobytes())


def to_mono(frames: np.ndarray) -> np.ndarray:
    """Frames of shape ``(n, channels)`` -> mono ``(n,)``, the mean of the channels, in the input's dtype.

    A 1-D array is returned as it is."""
    if frames.ndim == 1:
        return frames
    if frames.shape[1] == 1:
        return frames[:, 0]
    return np.asarray(frames.mean(axis=1).astype(frames.dtype))


def resample(x: np.ndarray, rate_in: int, rate_out: int) -> np.ndarray:
    """Resample mono samples ``x`` (shape ``(n,)``, int16 or float) from ``rate_in`` to ``rate_out`` Hz (soxr).

    :returns: the samples at ``rate_out``, in ``x``'s dtype (``x`` itself when the rates are equal).
    """
    if int(rate_in) == int(rate_out):
        return x
    return np.asarray(soxr.resample(x, int(rate_in), int(rate_out))).astype(x.dtype, copy=False)


def resample_pcm16(pcm: bytes, rate_in: int, rate_out: int) -> bytes:
    """PCM16 mono bytes at ``rate_in`` Hz -> PCM16 mono bytes at ``rate_out`` Hz (soxr, one block)."""
    if int(rate_in) == int(rate_out):
        return pcm
    return bytes(resample(pcm16_samples(pcm), rate_in, rate_out).astype("<i2").tobytes())


class StreamResampler:
    """PCM16 mono bytes resampled chunk by chunk (``soxr.ResampleStream``, int16), for live audio.

    soxr holds a few samples back between chunks; pass ``last=True`` (or call :meth:`flush`) at the end of
    the stream to get them, and :meth:`clear` to start a new stream.
    """

    def __init__(self, rate_in: int, rate_out: int) -> None:
        self.rate_in = int(rate_in)
        self.rate_out = int(rate_out)
        self._stream: Any = soxr.ResampleStream(self.rate_in, self.rate_out, 1, dtype="int16")

    def convert(self, pcm: bytes, last: bool = False) -> bytes:
        """PCM16 bytes at ``rate_in`` -> the PCM16 bytes at ``rate_out`` ready so far (possibly none)."""
        return bytes(self._stream.resample_chunk(pcm16_samples(pcm), last=last).tobytes())

    def flush(self) -> bytes:
        """The samples soxr still holds, at the end of the stream."""
        return self.convert(b"", last=True)

    def clear(self) -> None:
        """Forget the stream's state, to start a new one."""
        self._stream.clear()


def stream_resampler(rate_in: int, rate_out: int) -> StreamResampler | None:
    """A :class:`StreamResampler` from ``rate_in`` to ``rate_out`` Hz, or ``None`` when the rates are equal."""
    return None if int(rate_in) == int(rate_out) else StreamResampler(rate_in, rate_out)


def read_mono(path: str | Path, sample_rate: int | None = None, dtype: str = "float32") -> tuple[np.ndarray, int]:
    """Read an audio file (soundfile: WAV, FLAC, OGG, ...), mix it down to mono, resample it (soxr).

    :param sample_rate: the rate wanted in Hz; ``None`` keeps the file's.
    :param dtype: ``"float32"`` (samples in [-1, 1]) or ``"int16"``.
    :returns: ``(samples of shape (n,), rate in Hz)``.
    :raises soundfile.LibsndfileError, RuntimeError, OSError: the file cannot be read (soundfile).
    """
    import soundfile as sf

    data, rate = sf.read(str(path), dtype=dtype, always_2d=True)
    mono = to_mono(data)
    if sample_rate is None:
        return mono, int(rate)
    return resample(mono, int(rate), sample_rate), int(sample_rate)
