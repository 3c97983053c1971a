"""The input level of an utterance: quiet, clipped or ok (:func:`measure_level`), and level normalisation
before recognition (:func:`normalise_level`).  Real microphones differ by about 30 dB in level (DESIGN.md);
a recogniser should hear a quiet one as well as a normal one, and a clipping one should be told to the player.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

import numpy as np

__all__ = ["Level", "LevelReport", "measure_level", "normalise_level", "level_of_pcm"]

CLIP_LEVEL = 32000 / 32768
"""A sample at or beyond this magnitude (full scale 1.0) counts as clipped."""
CLIP_FRACTION = 0.002
"""An utterance with at least this fraction of clipped samples is "clipped"."""
QUIET_PEAK_DBFS = -20.0
"""An utterance whose peak is below this is "quiet" (it is still normalised and decoded)."""
TARGET_PEAK = 0.5
""":func:`normalise_level` brings the 99.9th percentile of magnitudes to this (about -6 dBFS)."""
MAX_GAIN_DB = 36.0
MIN_GAIN_DB = -20.0


class Level(enum.Enum):
    """The input level of one utterance: ``ok``, ``quiet`` (peak under :data:`QUIET_PEAK_DBFS`) or
    ``clipped`` (at least :data:`CLIP_FRACTION` of samples at full scale)."""

    OK = "ok"
    QUIET = "quiet"
    CLIPPED = "clipped"


@dataclass(frozen=True)
class LevelReport:
    """:func:`measure_level`'s finding: the :class:`Level`, the peak (dBFS) and the fraction of clipped
    samples (0..1)."""

    level: Level
    peak_dbfs: float
    clipped_fraction: float


def measure_level(x: np.ndarray) -> LevelReport:
    """The level of float samples ``x`` (full scale 1.0, shape ``(n,)``)."""
    if x.size == 0:
        return LevelReport(Level.QUIET, -120.0, 0.0)
    peak = float(np.max(np.abs(x)))
    clipped = float(np.mean(np.abs(x) >= CLIP_LEVEL))
    peak_dbfs = 20 * np.log10(max(peak, 1e-6))
    if clipped >= CLIP_FRACTION:
        level = Level.CLIPPED
    elif peak_dbfs < QUIET_PEAK_DBFS:
        level = Level.QUIET
    else:
        level = Level.OK
    return LevelReport(level, round(float(peak_dbfs), 1), clipped)


def normalise_level(x: np.ndarray) -> np.ndarray:
    """``x`` (float, full scale 1.0) scaled so its 99.9th percentile magnitude is :data:`TARGET_PEAK`,
    the gain kept within :data:`MIN_GAIN_DB` .. :data:`MAX_GAIN_DB`; float32, same shape."""
    if x.size == 0:
        return x.astype(np.float32)
    p = float(np.percentile(np.abs(x), 99.9))
    if p <= 0:
        return x.astype(np.float32)
    gain = float(np.clip(TARGET_PEAK / p, 10 ** (MIN_GAIN_DB / 20), 10 ** (MAX_GAIN_DB / 20)))
    return np.clip(x * gain, -1.0, 1.0).astype(np.float32)


def level_of_pcm(pcm: bytes) -> LevelReport:
    """:func:`measure_level` of PCM16 mono bytes."""
    from ..audio_convert import pcm16_to_float

    return measure_level(pcm16_to_float(pcm))
