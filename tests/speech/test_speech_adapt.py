"""Acoustic adaptation (voice_ono.speech.asr.adapt): model-file conversions, MLLR estimation, the recogniser's mllr."""
from __future__ import annotations

import numpy as np
import pytest
import soundfile as sf

from voice_ono.speech.asr import adapt
from voice_ono.speech.asr.adapt import AdaptationUnavailable, AdaptationUtterance, estimate_mllr
from voice_ono.speech.audio import WavSource
from voice_ono.speech.asr.endpoint import listen
from voice_ono.speech.errors import RecognizerError
from voice_ono.speech.asr.sphinx import SphinxRecognizer
from voice_ono.demo.synth import synthesize

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
    with pytest.raises(RecognizerError, match="^mllr-missing "):
        SphinxRecognizer(PHRASES, JSGF, mllr=tmp_path / "missing")
    bad = tmp_path / "bad"
    bad.write_text("not a transform\n")
    with pytest.raises(RecognizerError, match="^sphinx-start-failed "):
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


def test_shipped_transforms_are_chosen_by_sample_rate():
    from voice_ono.speech.asr.sphinx import shipped_mllr

    nb, wb = shipped_mllr(8000), shipped_mllr(16000)
    assert nb is not None and wb is not None and nb.name == "narrowband.mllr" and wb.name == "wideband.mllr"
    assert shipped_mllr(44100) == wb and shipped_mllr(6000) == nb
    for path in (nb, wb):
        assert path.read_text().split()[:3] == ["1", "3", "13"]
    sources = (nb.parent / "SOURCES.md").read_text()
    assert "CC BY 4.0" in sources and "CC BY-SA 4.0" in sources
    assert SphinxRecognizer(PHRASES, JSGF, sample_rate=8000).mllr == nb
    assert SphinxRecognizer(PHRASES, JSGF).mllr == wb
    assert SphinxRecognizer(PHRASES, JSGF, mllr=None).mllr is None


def test_adaptation_clips_and_narrowband_audio(tmp_path):
    from voice_ono_dev.asr.adapt_bench import adaptation_set, clip_audio, transform_for
    from voice_ono_dev.asr.corpus_bench import Clip

    sf.write(tmp_path / "w.wav", (np.sin(np.arange(16000) / 5) * 8000).astype(np.int16), 16000, subtype="PCM_16")
    clip = Clip("w.wav", "seven", {"intent": "play", "card": "7"}, "sc-1", "sc", 16000)
    wide, narrow = clip_audio(tmp_path, clip), clip_audio(tmp_path, clip, narrowband=True)
    assert (wide.sample_rate, len(wide.pcm)) == (16000, 32000)
    assert narrow.sample_rate == 8000 and abs(len(narrow.pcm) - 16000) <= 4 and narrow.transcript == "seven"
    noise = Clip("n.wav", None, None, None, "sc", 16000)
    oog = Clip("c.wav", "cat", None, "sc-2", "sc", 16000)
    odd = Clip("z.wav", "zxqvw", None, "sc-3", "sc", 16000)
    assert adaptation_set([clip, noise, oog, odd], lambda w: w != "zxqvw") == [clip, oog]
    tr = {"narrowband": tmp_path / "n", "wideband": tmp_path / "w"}
    assert transform_for(8000, tr) == tmp_path / "n" and transform_for(16000, tr) == tmp_path / "w"


def test_grammar_for_a_hand_weights_only_the_card_names():
    from voice_ono.commands.grammar import load_grammar

    g = load_grammar()
    plain, held = g.jsgf(garbage=False), g.jsgf(garbage=False, hand=["7", "reverse"], not_held_weight=0.01)
    card_line = next(ln for ln in held.splitlines() if ln.startswith("<slot_card> ="))
    assert "/1/ seven" in card_line and "/1/ reverse" in card_line and "/0.01/ three" in card_line
    assert [ln for ln in plain.splitlines() if not ln.startswith("<slot_card>")] == \
        [ln for ln in held.splitlines() if not ln.startswith("<slot_card>")]
    assert g.jsgf(garbage=False, hand=None) == plain


def test_set_hand_decodes_on_the_hand_grammar_and_back(tmp_path):
    from voice_ono.commands.grammar import load_grammar
    from voice_ono.speech.asr.factory import make_recognizer

    g = load_grammar()
    built: list[frozenset[str]] = []

    def hand_jsgf(hand: frozenset[str]) -> str:
        built.append(hand)
        return g.jsgf(garbage=False, hand=hand)

    rec = make_recognizer(g, hand_jsgf=hand_jsgf)
    wav = synthesize("play seven", flite_voice("kal16"), tmp_path / "u.wav")
    rec.set_hand(["7", "Reverse"])
    rec.set_hand(["7", "reverse"])  # the same hand: built once
    assert [r.evidence.phrase for r in listen(WavSource(wav), rec)] == ["play seven"]
    rec.set_hand(None)
    assert [r.evidence.phrase for r in listen(WavSource(wav), rec)] == ["play seven"]
    assert built == [frozenset({"7", "reverse"})]


def test_the_microphone_band_picks_the_transform():
    """A narrowband microphone (8 kHz, resampled to 16 kHz on the way) gets the narrowband transform."""
    from voice_ono.app.wiring import grammar_recognizer
    from voice_ono.speech.asr.sphinx import shipped_mllr

    narrow, _ = grammar_recognizer("sphinx", input_rate=8000)
    wide, _ = grammar_recognizer("sphinx", input_rate=48000)
    unknown, _ = grammar_recognizer("sphinx")
    assert narrow.sample_rate == 16000 and narrow.mllr == shipped_mllr(8000)
    assert wide.mllr == unknown.mllr == shipped_mllr(16000)
