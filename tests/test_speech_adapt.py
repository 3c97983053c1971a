"""Acoustic adaptation (voice_ono.speech.adapt): model-file conversions, MLLR estimation, the recogniser's mllr."""
from __future__ import annotations

import numpy as np
import pytest
import soundfile as sf

from voice_ono.speech import adapt
from voice_ono.speech.adapt import AdaptationUnavailable, AdaptationUtterance, estimate_mllr
from voice_ono.speech.audio import WavSource
from voice_ono.speech.endpoint import listen
from voice_ono.speech.errors import RecognizerError
from voice_ono.speech.sphinx import SphinxRecognizer
from voice_ono.speech.synth import synthesize

from speech_fixtures import JSGF, PHRASES, flite_voice


def test_text_mdef_lists_every_phone_of_the_binary_model(tmp_path):
    out = adapt.text_mdef(adapt.model_dir() / "mdef", tmp_path / "mdef.txt")
    lines = out.read_text().splitlines()
    assert lines[0] == "0.3"
    head = {ln.split()[1]: int(ln.split()[0]) for ln in lines[1:7]}
    rows = [ln.split() for ln in lines if not ln.startswith("#") and len(ln.split()) == 10]
    assert len(rows) == head["n_base"] + head["n_tri"]
    assert head["n_state_map"] == 4 * len(rows)
    sil = next(r for r in rows if r[0] == "SIL")
    assert sil[1:5] == ["-", "-", "-", "filler"]
    states = {int(s) for r in rows for s in r[6:9]}
    assert min(states) == 0 and max(states) == head["n_tied_state"] - 1
    assert {r[3] for r in rows[head["n_base"]:]} <= set("ibes")


def test_mixture_weights_are_distributions_per_senone_and_stream(tmp_path):
    out = adapt.mixture_weights(adapt.model_dir() / "sendump", tmp_path / "mixture_weights")
    data = out.read_bytes()
    start = data.index(b"endhdr\n") + len(b"endhdr\n")
    assert start % 4 == 0 and np.frombuffer(data, "<i4", 1, start)[0] == 0x11223344
    n_sen, n_feat, n_den, n = np.frombuffer(data, "<u4", 4, start + 4)
    assert n == n_sen * n_feat * n_den and (n_feat, n_den) == (3, 128)
    w = np.frombuffer(data, "<f4", n, start + 20).reshape(n_sen, n_feat, n_den)
    sums = w.sum(axis=2)
    assert np.all(sums > 0.8) and np.all(sums < 1.2)  # quantised weights: sums near 1


def test_unavailable_tools_say_what_to_install(monkeypatch):
    monkeypatch.setattr(adapt, "SPHINXTRAIN_DIRS", ())
    monkeypatch.setenv("PATH", "/nonexistent")
    monkeypatch.delenv("VOICE_ONO_SPHINXTRAIN", raising=False)
    assert "sphinxtrain" in (adapt.tools_available() or "")
    with pytest.raises(AdaptationUnavailable, match="apt-get install sphinxtrain"):
        estimate_mllr([AdaptationUtterance(b"\0\0" * 1600, 16000, "seven")], "unused")


def test_no_usable_utterances_is_a_value_error(tmp_path):
    if (why := adapt.tools_available()) is not None:
        pytest.skip(why)
    with pytest.raises(ValueError):
        estimate_mllr([AdaptationUtterance(b"", 16000, "seven")], tmp_path / "m")
    with pytest.raises(ValueError):
        estimate_mllr([AdaptationUtterance(b"\0\0" * 1600, 16000, "zxqvw")], tmp_path / "m")


def test_bad_transform_is_a_clear_recognizer_error(tmp_path):
    with pytest.raises(RecognizerError, match="does not exist"):
        SphinxRecognizer(PHRASES, JSGF, mllr=tmp_path / "missing")
    bad = tmp_path / "bad"
    bad.write_text("not a transform\n")
    with pytest.raises(RecognizerError, match="MLLR"):
        SphinxRecognizer(PHRASES, JSGF, mllr=bad)


def test_estimated_transform_loads_and_still_recognises(tmp_path):
    """Adapt on a few synthetic utterances (8 kHz, so they are resampled on the way), then decode with it."""
    if (why := adapt.tools_available()) is not None:
        pytest.skip(why)
    voice = flite_voice("kal16")
    utts = []
    for i, text in enumerate(["play seven", "read my hand", "nine", "play two", "yes", "no"]):
        path = synthesize(text, voice, tmp_path / f"a{i}.wav", sample_rate=8000, seed=i)
        pcm, rate = sf.read(path, dtype="int16")
        utts.append(AdaptationUtterance(pcm.tobytes(), rate, text))
    out = estimate_mllr(utts, tmp_path / "mllr")
    numbers = out.read_text().split()
    assert numbers[:3] == ["1", "3", "13"]  # one class, three streams of 13 coefficients
    assert len(numbers) == 2 + 3 * (1 + 13 * 13 + 13 + 13)  # per stream: length, matrix, shift, variance scale
    again = estimate_mllr(utts, tmp_path / "mllr2", base_mllr=out)
    assert again.is_file()
    rec = SphinxRecognizer(PHRASES, JSGF, mllr=out)
    assert rec.mllr == out
    wav = synthesize("play seven", voice, tmp_path / "t.wav")
    finals = [r for r in listen(WavSource(wav), rec)]
    assert [r.evidence.phrase for r in finals] == ["play seven"]
