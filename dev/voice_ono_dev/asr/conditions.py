"""Listening conditions for the real-voice benchmark: the corpus's clips as a quiet, a clipping, a noisy or a
narrowband microphone would deliver them.

Each condition changes a clip's samples (float, full scale 1.0) before the benchmark pads and decodes it:

* ``clean``: as recorded;
* ``quiet``: scaled so its peak is at -30 dBFS (a quiet speaker or a low input level; issue 18's quiet target);
* ``clipped``: 12 dB of gain over the gain that would bring its peak to full scale, then hard-clipped at full
  scale (a microphone set too loud);
* ``noise10``: one of the corpus's own noise clips (``speech_commands/noise/``, chosen by a seeded draw per clip,
  looped to length) mixed under it at 10 dB SNR over its voiced part (:func:`voice_ono.demo.synth.mix_at_snr`);
  clips that are themselves noise are left as they are;
* ``8khz``: every clip fed at 8 kHz (the 16 kHz clips resampled, soxr), as a narrowband headset delivers it.
"""
from __future__ import annotations

import enum
import random
from pathlib import Path
from typing import Sequence

import numpy as np

QUIET_PEAK_DBFS = -30.0
CLIP_OVER_DB = 12.0
NOISE_SNR_DB = 10.0
NARROWBAND_RATE = 8000


class Condition(enum.Enum):
    """How a clip is heard (module docstring)."""

    CLEAN = "clean"
    QUIET = "quiet"
    CLIPPED = "clipped"
    NOISE10 = "noise10"
    NARROWBAND = "8khz"


def feed_rate(condition: Condition, rate: int) -> int:
    """The rate (Hz) a clip recorded at ``rate`` is fed at under ``condition``."""
    return min(rate, NARROWBAND_RATE) if condition is Condition.NARROWBAND else rate


def peak(x: np.ndarray) -> float:
    """Largest absolute sample of ``x`` (0.0 when empty)."""
    return float(np.max(np.abs(x))) if x.size else 0.0


def apply_condition(x: np.ndarray, condition: Condition, noise: np.ndarray | None = None) -> np.ndarray:
    """``x`` (float32 mono, full scale 1.0) as heard under ``condition``.

    :param noise: for ``noise10``, the noise to mix (any length: looped or cut to ``x``'s); ``None`` leaves ``x``.
    :returns: float32 samples of the same length.
    """
    p = peak(x)
    if condition is Condition.QUIET and p > 0:
        return np.asarray(x * (10 ** (QUIET_PEAK_DBFS / 20) / p), dtype=np.float32)
    if condition is Condition.CLIPPED and p > 0:
        return np.asarray(np.clip(x * (10 ** (CLIP_OVER_DB / 20) / p), -1.0, 1.0), dtype=np.float32)
    if condition is Condition.NOISE10 and noise is not None and noise.size and x.size:
        from voice_ono.demo.synth import mix_at_snr

        looped = np.resize(noise, x.size)
        return np.asarray(np.clip(mix_at_snr(x, looped, NOISE_SNR_DB), -1.0, 1.0), dtype=np.float32)
    return x


class NoiseBank:
    """The corpus's noise clips at one rate, drawn per clip by a seeded choice (the same clip gets the same noise
    in every run).

    :param files: noise files (anything libsndfile reads).
    :param rate: rate (Hz) to bring them to.
    :param seed: seed of the draw.
    """

    def __init__(self, files: Sequence[Path], rate: int, seed: int = 0) -> None:
        from voice_ono.speech.audio import WavSource
        from voice_ono.speech.audio_convert import pcm16_to_float

        self.noises = [pcm16_to_float(WavSource(f, rate).pcm) for f in sorted(files)]
        self.seed = seed

    def for_clip(self, name: str) -> np.ndarray | None:
        """The noise mixed under the clip called ``name`` (``None`` when the bank is empty)."""
        if not self.noises:
            return None
        return self.noises[random.Random(f"{self.seed}:{name}").randrange(len(self.noises))]
