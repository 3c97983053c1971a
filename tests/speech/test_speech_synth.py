from __future__ import annotations

import numpy as np
import pytest
import soundfile as sf

from voice_ono.demo.synth import SynthesisError, Voice, make_noise, mix_at_snr, synthesize

from speech_fixtures import flite_voice, voices_or_skip


def test_synthesize_writes_16k_mono_with_noise_floor(tmp_path):
    voice = flite_voice("kal")  # kal is 8 kHz: checks resampling too
    path = synthesize("play seven", voice, tmp_path / "a.wav")
    data, rate = sf.read(path, dtype="int16")
    assert rate == 16000 and data.ndim == 1
    lead = data[: int(0.4 * rate)]
    assert np.count_nonzero(lead) > 0.9 * lead.size, "padding must carry a noise floor, not digital silence"
    assert np.abs(data).max() > 20 * np.abs(lead).std()


def test_every_voice_synthesises(tmp_path):
    for v in voices_or_skip():
        data, rate = sf.read(synthesize("yes", v, tmp_path / f"{v.name}.wav"))
        assert rate == 16000 and len(data) > rate, v


def test_mix_at_snr_hits_requested_ratio():
    rng = np.random.default_rng(1)
    speech = rng.standard_normal(16000).astype(np.float32) * 0.3
    noise = make_noise(16000, "white", seed=2)
    mixed = mix_at_snr(speech, noise, 10.0, ref_power=float(np.mean(speech**2)))
    added = mixed - speech
    snr = 10 * np.log10(np.mean(speech**2) / np.mean(added**2))
    assert snr == pytest.approx(10.0, abs=0.01)


def test_unknown_engine_raises(tmp_path):
    with pytest.raises(SynthesisError):
        synthesize("hi", Voice("nosuch", "x"), tmp_path / "x.wav")
