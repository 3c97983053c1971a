from __future__ import annotations

import numpy as np
import pytest
import soundfile as sf

from voice_ono.commands.grammar import load_grammar
from voice_ono.speech.audio import WavSource
from voice_ono.speech.asr.endpoint import listen
from voice_ono.speech.errors import GrammarWordsError
from voice_ono.speech.asr.factory import create_recognizer
from voice_ono.speech.asr.recognizer import Recognizer
from voice_ono.speech.asr.sphinx import SphinxRecognizer
from voice_ono.demo.synth import Voice, synthesize

from speech_fixtures import CHATTER, JSGF, PHRASES, flite_voice, multi_wav, voices_or_skip


def _decode(path, rec):
    return [r.text for r in listen(WavSource(path), rec) if r.accepted]


def test_is_a_recognizer():
    assert isinstance(SphinxRecognizer(PHRASES, JSGF), Recognizer)


@pytest.mark.parametrize("phrase", ["play seven", "read my hand", "what's the total", "play minus ten", "yes"])
def test_recognises_commands(tmp_path, phrase):
    path = synthesize(phrase, flite_voice("slt"), tmp_path / "u.wav")
    finals = list(listen(WavSource(path), SphinxRecognizer(PHRASES, JSGF)))
    assert len(finals) == 1
    r = finals[0]
    assert r.raw_text == phrase and r.engine == "sphinx"
    assert r.confidence is not None and r.evidence is not None and r.evidence.phrase == phrase
    assert r.decision in ("accept", "confirm") and r.text == phrase
    assert 0.3 < r.start_s < r.end_s < 0.6 + 2.5


def test_missing_words_are_reported():
    with pytest.raises(GrammarWordsError) as err:
        SphinxRecognizer(["play zxqv"], "#JSGF V1.0;\ngrammar g;\npublic <command> = play zxqv;\n")
    assert err.value.missing_words == ("zxqv",) and err.value.msg_id == "sphinx-words-missing"
    assert err.value.values["words"] == "zxqv"


def test_regular_plural_is_pronounced_by_rule():
    jsgf = "#JSGF V1.0;\ngrammar g;\npublic <command> = discard onos | yes;\n"
    rec = SphinxRecognizer(["discard onos", "yes"], jsgf)
    assert rec.guessed_words == {"onos": "OW N OW Z"} and rec.missing_words == ()


def test_white_noise_and_silence_yield_no_command(tmp_path):
    rng = np.random.default_rng(5)
    path = tmp_path / "noise.wav"
    sf.write(path, rng.standard_normal(16000 * 4) * 0.1, 16000, subtype="PCM_16")
    rec = SphinxRecognizer(PHRASES, JSGF)
    assert _decode(path, rec) == []
    quiet = tmp_path / "quiet.wav"
    sf.write(quiet, rng.standard_normal(16000 * 3) * 0.001, 16000, subtype="PCM_16")
    assert _decode(quiet, rec) == []


def test_noise_burst_after_silence_is_rejected(tmp_path):
    # Quiet, then a loud 1.5 s noise burst: the endpointer opens an utterance, the recogniser must refuse it.
    rng = np.random.default_rng(6)
    x = rng.standard_normal(16000 * 4) * 0.002
    x[16000:40000] += rng.standard_normal(24000) * 0.2
    path = tmp_path / "burst.wav"
    sf.write(path, x, 16000, subtype="PCM_16")
    finals = list(listen(WavSource(path), SphinxRecognizer(PHRASES, JSGF)))
    assert finals and not any(f.accepted for f in finals)
    assert all(f.reason for f in finals)


def test_chatter_mostly_rejected(tmp_path):
    voice = flite_voice("kal16")
    path = multi_wav(CHATTER, voice, tmp_path / "chat.wav")
    finals = list(listen(WavSource(path), SphinxRecognizer(PHRASES, JSGF)))
    assert len(finals) >= len(CHATTER)
    # Chatter may be asked about ("Play seven?"), but is never acted on without a question.
    assert sum(f.sure for f in finals) <= 1, [(f.raw_text, f.confidence) for f in finals]


def test_other_sample_rate_is_resampled(tmp_path):
    path = synthesize("read my hand", flite_voice("kal16"), tmp_path / "u.wav")
    rec = SphinxRecognizer(PHRASES, JSGF, sample_rate=8000)
    assert _decode_rate(path, rec, 8000) == ["read my hand"]


def _decode_rate(path, rec, rate):
    return [r.text for r in listen(WavSource(path, target_rate=rate), rec) if r.accepted]


def test_create_recognizer_sphinx_says_why():
    rec, msg = create_recognizer("sphinx", PHRASES, JSGF)
    assert rec.engine == "sphinx" and msg.msg_id == "engine-sphinx-requested"


def test_project_grammar_loads(tmp_path):
    g = load_grammar("en")
    rec = SphinxRecognizer(g.phrases(), g.jsgf())
    assert rec.missing_words == ()
    voice = flite_voice("kal16")
    for phrase in ("read my hand", "what is the total", "yes"):
        path = synthesize(phrase, voice, tmp_path / "u.wav")
        assert _decode(path, rec) == [phrase]


@pytest.mark.slow
def test_per_voice_accuracy_over_every_phrase(tmp_path):
    voices = voices_or_skip()
    rec = SphinxRecognizer(PHRASES, JSGF)
    accuracy = {}
    for v in voices:
        ok = 0
        for i, phrase in enumerate(PHRASES):
            path = synthesize(phrase, v, tmp_path / "u.wav", seed=i)
            ok += _decode(path, rec) == [phrase]
        accuracy[v.label] = ok / len(PHRASES)
    print("\nper-voice accuracy (sphinx, clean):", {k: f"{a:.0%}" for k, a in accuracy.items()})
    assert sum(accuracy.values()) / len(accuracy) >= MEAN_FLOOR
    assert min(accuracy.values()) >= MIN_FLOOR


# Measured 2026-11-29 (test grammar above, clean): kal 68%, kal16 89%, awb 89%, rms 100%, slt 95%,
# espeak-ng en-us 74%, en+m3 53%; mean 81%.
MEAN_FLOOR = 0.75
MIN_FLOOR = 0.45
# Measured 2026-11-29, 392-phrase grammar: 12% of the 100 (sentence, voice) pairs accepted as some command,
# 6% as a card play (kal16: 2, slt: 4; long card names such as "ninety nine card" absorb long sentences).
CHATTER_CARD_PLAY_MAX = 0.08


def test_same_audio_decodes_the_same_whatever_came_before(tmp_path):
    # fresh_features (default): noise-removal/CMN estimates do not carry over between utterances.
    voice = flite_voice("kal16")
    target = synthesize("play seven", voice, tmp_path / "t.wav", snr_db=10.0, seed=3)
    noisy = synthesize("what's the total", voice, tmp_path / "n.wav", snr_db=0.0, seed=4)
    fresh = SphinxRecognizer(PHRASES, JSGF)
    first = [(r.raw_text, r.confidence) for r in listen(WavSource(target), fresh)]
    list(listen(WavSource(noisy), fresh))
    again = [(r.raw_text, r.confidence) for r in listen(WavSource(target), fresh)]
    assert first == again


def test_nbest_rival_gap_is_to_a_phrase_of_another_meaning():
    rec = SphinxRecognizer(PHRASES, JSGF, phrase_keys={"play seven": "7", "seven": "7", "play nine": "9"})
    nbest = [("play seven", -10.0), ("seven", -10.5), ("play nine", -13.0)]
    assert rec._rival_gap("play seven", nbest) == 3.0  # "seven" means the same card: not a rival
    assert rec._rival_gap("play seven", nbest[:2]) is None
    assert rec._rival_gap("yes", [("yes", -1.0), ("play nine", -1.5)]) == 0.5  # unkeyed phrases have key ""


def _real_grammar_recognizer():
    from voice_ono.speech.asr.factory import make_recognizer

    g = load_grammar("en")
    return g, g.card_keys(), make_recognizer(g)


@pytest.mark.slow
def test_chatter_rarely_becomes_a_card_play():
    # The worst failure is playing a card the player did not say. Measured (docs/benchmarks.md) on the
    # 50 chatter sentences (30 seen while tuning, 20 held out) with these two voices: see CHATTER_CARD_PLAY_MAX.
    from voice_ono_dev.asr.synthetic_bench import DEFAULT_CHATTER, HELDOUT_CHATTER, _chunks
    from voice_ono.demo.synth import mix_utterances, synthesize_array

    g, keys, rec = _real_grammar_recognizer()
    sentences = list(DEFAULT_CHATTER) + list(HELDOUT_CHATTER)
    card_plays, accepted = [], 0
    for voice in (flite_voice("kal16"), flite_voice("slt")):
        for i, s in enumerate(sentences):
            x = mix_utterances([synthesize_array(s, voice)], seed=1000 + i)
            got = [r.text for r in listen(_chunks(x), rec, sample_rate=16000) if r.sure]  # played unasked
            accepted += bool(got)
            card_plays += [(voice.label, s, a) for a in got if a in keys]
    n = 2 * len(sentences)
    print(f"\nchatter: {accepted / n:.0%} accepted as a command, {len(card_plays) / n:.0%} as a card play: {card_plays}")
    assert len(card_plays) / n <= CHATTER_CARD_PLAY_MAX, card_plays


@pytest.mark.slow
def test_real_grammar_accuracy_and_no_wrong_cards():
    # Representative subset of the real grammar (every "play X", every bare card, the main queries),
    # clean audio, three voices. Prints per-voice correct/rejected/wrong; floors are below the measured
    # figures in REAL_GRAMMAR_FLOORS; a wrong *card* must stay rare.
    from voice_ono_dev.asr.synthetic_bench import _chunks, representative_phrases
    from voice_ono.demo.synth import mix_utterances, synthesize_array

    g, keys, rec = _real_grammar_recognizer()
    spoken = representative_phrases(g)
    wrong_cards, report = [], {}
    for name, floor in REAL_GRAMMAR_FLOORS.items():
        engine, voice_name = name.split(":")
        voice = flite_voice(voice_name) if engine == "flite" else Voice(engine, voice_name)
        ok = rejected = 0
        for i, phrase in enumerate(spoken):
            x = mix_utterances([synthesize_array(phrase, voice)], seed=i)
            finals = list(listen(_chunks(x), rec, sample_rate=16000))
            got = [r.text for r in finals if r.accepted]  # acted on or asked about
            ok += got == [phrase]
            rejected += not got
            said = set(keys.get(phrase, "").split("|"))
            wrong_cards += [(name, phrase, r.text) for r in finals
                            if r.sure and r.text in keys and not set(keys[r.text].split("|")) & said]
        report[name] = (ok / len(spoken), rejected / len(spoken))
        assert ok / len(spoken) >= floor, (name, report[name])
    print("\nreal grammar, clean (correct, rejected):", {k: f"{a:.0%}, {r:.0%}" for k, (a, r) in report.items()},
          "wrong cards:", wrong_cards)
    assert len(wrong_cards) <= 1, wrong_cards


# Measured 2026-11-29 (438-phrase grammar with the decoy <garbage> branch, 60 phrases, clean):
# kal16 82% (18% rejected), slt 77% (23%), espeak-ng en-us 27% (73% rejected: low acoustic
# scores, and decoys absorb some words); no wrong card.  Without the decoy branch these were
# 87% / 80% / 45%, but chatter and near-miss numbers then became card plays (41% of 223 clips).
REAL_GRAMMAR_FLOORS = {"flite:kal16": 0.72, "flite:slt": 0.68, "espeak-ng:en-us": 0.2}


NEAR_MISSES = ["play seventeen", "play forty", "play fourteen", "play fifteen", "play eighteen",
               "play eleven", "play it again", "play some music", "hey siri", "wait",
               "play the next song", "give me a minute"]


def test_near_miss_numbers_and_chatter_do_not_become_card_plays():
    """The product promise: nothing plays a card the player did not say.  Numbers that
    are not cards and "play ..." chatter are at most asked about ("Play seven?"), not
    played.  (The app no longer uses the decoy branch: on real voices it rejected real
    commands; the acceptance policy confirms unsure results instead.)"""
    from voice_ono.demo.synth import mix_utterances, synthesize_array
    from voice_ono.app.wiring import grammar_recognizer
    from voice_ono_dev.asr.synthetic_bench import _chunks

    g = load_grammar()
    keys = g.card_keys()
    rec, _ = grammar_recognizer("sphinx")
    card_plays = []
    for name in ("slt", "rms"):
        voice = flite_voice(name)
        for i, text in enumerate(NEAR_MISSES):
            x = mix_utterances([synthesize_array(text, voice)], seed=i)
            heard = [r.text for r in listen(_chunks(x), rec, sample_rate=16000) if r.sure]  # played unasked
            card_plays += [(name, text, h) for h in heard if h in keys]
    print("near misses that became card plays:", card_plays)
    assert len(card_plays) <= 2, card_plays
