"""The checks of one enrollment take: nothing heard, too quiet, clipped, noise rather than a word."""
from __future__ import annotations

import math

import numpy as np

from voice_ono.speech.audio_convert import pcm16_samples


QUIET_PEAK_DBFS = -35.0
"""A take whose loudest 10 ms is below this level (dBFS) is too quiet (real close-talk speech in
../shared/corpus peaks above -25 dBFS)."""


CLIP_LEVEL = 32000


CLIP_FRACTION = 0.002
"""A take with more than this fraction of its samples at or above ``CLIP_LEVEL`` (of 32767) is clipped."""


NOISE_FLATNESS = 0.25
"""A take whose loudest frames (within 20 dB of the loudest) have a median spectral flatness above this is noise, not
a word (white or pink noise, rushing water).  Measured at 16 kHz (librosa ``spectral_flatness``, 512-point frames)
on ../shared/corpus: 200 speech clips of many speakers at most 0.12 (95% under 0.02); of the 45 noise clips that
pass the endpointer and the voice-activity check, 23 lie above 0.25 (the others are tonal machine noise, which
this does not catch).  Audio at 8 kHz has no energy above 4 kHz once brought to 16 kHz, so there the check
passes everything (it never refuses speech)."""


def noise_flatness(pcm: bytes, sample_rate: int) -> float:
    """Median spectral flatness (0: tonal, 1: white noise) of the loudest frames of PCM16 mono ``pcm`` brought to
    16 kHz (librosa ``feature.spectral_flatness``); 0.0 for audio under 50 ms."""
    import librosa

    from voice_ono.speech.audio_convert import pcm16_to_float, resample

    x = resample(pcm16_to_float(pcm), sample_rate, 16000)
    if x.size < 800:
        return 0.0
    power = np.abs(librosa.stft(x, n_fft=512, hop_length=160)) ** 2
    energy = 10 * np.log10(power.sum(axis=0) + 1e-12)
    loud = energy > energy.max() - 20
    return float(np.median(librosa.feature.spectral_flatness(S=power, power=1.0)[0][loud]))


MIN_VOICED = 0.1
"""A take of which fewer than this share of its loud frames (within 20 dB of the loudest) is voiced is noise, not a
word: every enrollment phrase has vowels.  A 10 ms frame is voiced when its 30 ms window's normalised
cross-correlation with itself shifted by one pitch period (70 to 400 Hz) peaks above :data:`VOICED_CORRELATION`
(the classic autocorrelation pitch detector's voicing decision; L. Rabiner, "On the use of autocorrelation analysis
for pitch detection", 1977).  Measured on ../shared/corpus at 16 kHz on the takes that pass the other checks (the
endpointer, too quiet, clipped, :data:`NOISE_FLATNESS`, the voice-activity check): 3 of 953 real speech clips of
all speakers have less (0.3%: two "six" and one "stop"), and none of the 18 noise clips that got that far (their
shares 0 to 0.099); docs/benchmarks.md, "Noise takes"."""


VOICED_CORRELATION = 0.5


def voiced_share(pcm: bytes, sample_rate: int) -> float:
    """The share (0 to 1) of the loud 10 ms frames of PCM16 mono ``pcm`` that are voiced (:data:`MIN_VOICED`);
    1.0 for audio too short to tell (under about 45 ms)."""
    x = pcm16_samples(pcm).astype(np.float64)
    hop, w = max(1, sample_rate // 100), max(2, int(0.03 * sample_rate))
    lo, hi = max(1, sample_rate // 400), max(2, sample_rate // 70)
    n = (x.size - w - hi) // hop
    if n <= 0:
        return 1.0
    starts = np.arange(n)[:, None] * hop
    a = x[starts + np.arange(w)]
    a -= a.mean(axis=1, keepdims=True)
    ea = np.einsum("ij,ij->i", a, a)
    best = np.zeros(n)
    for lag in range(lo, hi):
        b = x[starts + lag + np.arange(w)]
        b -= b.mean(axis=1, keepdims=True)
        np.maximum(best, np.einsum("ij,ij->i", a, b) / np.sqrt(ea * np.einsum("ij,ij->i", b, b) + 1e-9), out=best)
    level = 10 * np.log10(ea / w + 1e-3)
    loud = level > level.max() - 20
    return float(np.mean(best[loud] > VOICED_CORRELATION))


def check_take(pcm: bytes, sample_rate: int) -> str | None:
    """What is wrong with a take: ``"nothing"`` (no audio), ``"quiet"``, ``"clipped"`` or ``"noise"``
    (:data:`NOISE_FLATNESS`, :data:`MIN_VOICED`); ``None`` when fine.

    :param pcm: PCM16 mono bytes. :param sample_rate: Hz.
    """
    x = pcm16_samples(pcm).astype(np.float64)
    if x.size < sample_rate // 20:  # under 50 ms
        return "nothing"
    hop = max(1, sample_rate // 100)
    n = x.size // hop * hop
    rms = np.sqrt(np.mean(x[:n].reshape(-1, hop) ** 2, axis=1)) if n else np.array([0.0])
    peak_db = 20 * math.log10(max(float(rms.max()), 1e-9) / 32768.0)
    if peak_db < QUIET_PEAK_DBFS:
        return "quiet"
    if np.mean(np.abs(x) >= CLIP_LEVEL) > CLIP_FRACTION:
        return "clipped"
    if noise_flatness(pcm, sample_rate) > NOISE_FLATNESS or voiced_share(pcm, sample_rate) < MIN_VOICED:
        return "noise"
    return None
