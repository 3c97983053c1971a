"""The listening conditions of the real-voice benchmark (quiet, clipped, noisy, narrowband microphones)."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from voice_ono_dev.asr.conditions import (CLIP_OVER_DB, NOISE_SNR_DB, QUIET_PEAK_DBFS, Condition, NoiseBank,
                                            apply_condition, feed_rate, peak)


def _tone(n: int = 16000, amp: float = 0.3) -> np.ndarray:
    t = np.arange(n) / 16000
    return (amp * np.sin(2 * np.pi * 440 * t)).astype(np.float32)


def test_quiet_brings_the_peak_to_minus_30_dbfs() -> None:
    y = apply_condition(_tone(), Condition.QUIET)
    assert 20 * np.log10(peak(y)) == pytest.approx(QUIET_PEAK_DBFS, abs=0.01)


def test_clipped_is_hard_clipped_at_full_scale() -> None:
    x = _tone()
    y = apply_condition(x, Condition.CLIPPED)
    assert peak(y) == pytest.approx(1.0)
    clipped = np.mean(np.abs(y) >= 1.0)
    # a sine 12 dB over full scale spends most of its time beyond it
    expected = 1 - 2 / np.pi * np.arcsin(10 ** (-CLIP_OVER_DB / 20))
    assert clipped == pytest.approx(expected, abs=0.02)


def test_noise_is_mixed_at_10_db_under_the_speech() -> None:
    x = _tone()
    noise = np.random.default_rng(0).standard_normal(4000).astype(np.float32)  # shorter: looped
    y = apply_condition(x, Condition.NOISE10, noise)
    added = y - x
    snr = 10 * np.log10(np.mean(x ** 2) / np.mean(added ** 2))
    assert snr == pytest.approx(NOISE_SNR_DB, abs=0.3)
    assert apply_condition(x, Condition.NOISE10, None) is x


def test_clean_and_empty_audio_are_left_as_they_are() -> None:
    x = _tone()
    assert apply_condition(x, Condition.CLEAN) is x
    empty = np.zeros(0, dtype=np.float32)
    for c in Condition:
        assert apply_condition(empty, c, np.ones(10, dtype=np.float32)).size == 0


def test_narrowband_feeds_every_clip_at_8_khz() -> None:
    assert feed_rate(Condition.NARROWBAND, 16000) == 8000
    assert feed_rate(Condition.NARROWBAND, 8000) == 8000
    assert feed_rate(Condition.QUIET, 16000) == 16000


def test_the_noise_bank_draws_the_same_noise_for_a_clip_every_time(tmp_path: Path) -> None:
    files = []
    for i in range(3):
        f = tmp_path / f"n{i}.wav"
        sf.write(f, np.full(800, 0.01 * (i + 1), dtype=np.float32), 8000, subtype="PCM_16")
        files.append(f)
    bank = NoiseBank(files, 16000)
    a, b = bank.for_clip("x.wav"), bank.for_clip("x.wav")
    assert a is not None and b is not None and np.array_equal(a, b)
    assert a.size == 1600  # brought to the bank's rate
    assert {round(float(np.median(bank.for_clip(f"c{i}.wav"))), 3) for i in range(40)} == {0.01, 0.02, 0.03}
    assert NoiseBank([], 16000).for_clip("x.wav") is None
