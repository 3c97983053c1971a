"""Decoding every utterance on the full and the core grammar and choosing by score
(SphinxRecognizer(core_rule=...); docs/benchmarks.md, "Always decode both grammars")."""
from __future__ import annotations

import math

from voice_ono.speech.asr.acceptance import Evidence
from voice_ono.speech.audio import WavSource
from voice_ono.speech.asr.endpoint import listen
from voice_ono.speech.asr.recognizer import RecognitionResult
from voice_ono.speech.asr.sphinx import SphinxRecognizer, core_margin_rule, prefers_core
from voice_ono.demo.synth import synthesize

from speech_fixtures import flite_voice


def _ev(phrase: str, acoustic: float | None, utterance: float | None = None) -> Evidence:
    measures = {} if utterance is None else {"utterance_acoustic": utterance}
    return Evidence(phrase=phrase, confidence=acoustic if phrase else None, engine="sphinx", measures=measures)


def test_core_is_taken_within_the_margin_of_the_full_grammar():
    full, core = _ev("new game", -2.0), _ev("seven", -2.5)
    assert prefers_core(full, core, 0.5) and prefers_core(full, core, 1.0)
    assert not prefers_core(full, core, 0.4) and not prefers_core(full, core, 0.0)
    assert prefers_core(_ev("seven", -2.0), _ev("seven", -1.0), 0.0)  # core scores better: always taken


def test_full_grammar_without_a_phrase_falls_back_and_an_empty_core_never_wins():
    assert prefers_core(_ev("", None), _ev("seven", -9.0), -math.inf)  # the old fallback
    assert not prefers_core(_ev("new game", -2.0), _ev("seven", -1.0), -math.inf)
    assert not prefers_core(_ev("new game", -2.0), _ev("", None), math.inf)
    assert not prefers_core(None, None, math.inf)


def test_the_utterance_measure_reads_the_evidence_measures():
    full, core = _ev("new game", -1.0, utterance=-3.0), _ev("seven", -5.0, utterance=-3.2)
    assert prefers_core(full, core, 0.25, "utterance_acoustic")
    assert not prefers_core(full, core, 0.25, "acoustic")
    assert not prefers_core(full, _ev("seven", -5.0), 10.0, "utterance_acoustic")  # no measure: not taken


def test_rule_returns_one_of_the_two_results():
    full = RecognitionResult.from_evidence("new game", _ev("new game", -2.0))
    core = RecognitionResult.from_evidence("seven", _ev("seven", -2.3))
    assert core_margin_rule(0.5)(full, core) is core
    assert core_margin_rule(0.1)(full, core) is full


def test_recognizer_decodes_both_grammars_and_the_rule_chooses(tmp_path):
    jsgf = "#JSGF V1.0;\ngrammar g;\npublic <command> = what is the total | seven;\n"
    core = "#JSGF V1.0;\ngrammar c;\npublic <command> = seven | yes;\n"
    seen: list[tuple[RecognitionResult, RecognitionResult]] = []

    def record(full: RecognitionResult, second: RecognitionResult) -> RecognitionResult:
        seen.append((full, second))
        return second

    path = synthesize("seven", flite_voice("kal16"), tmp_path / "u.wav", snr_db=40.0)
    rec = SphinxRecognizer(["what is the total", "seven"], jsgf, fallback_jsgf=core, core_rule=record)
    finals = list(listen(WavSource(path), rec))
    assert len(seen) == 1 and [r.evidence.phrase for r in finals] == ["seven"]
    full, second = seen[0]
    assert full.evidence is not None and full.evidence.phrase == "seven" and "core_grammar" not in full.measures
    assert second.measures.get("core_grammar") == 1.0 and finals[0].measures.get("core_grammar") == 1.0
    assert "utterance_acoustic" in second.measures  # the whole utterance's score is measured too
    again = list(listen(WavSource(path), rec))  # the full grammar's search is active again afterwards
    assert [r.evidence.phrase for r in again] == ["seven"] and len(seen) == 2


def test_a_core_phrase_from_the_full_grammar_is_taken_from_the_core_grammar():
    full, core = _ev("play nine", -1.0), _ev("play five", -4.0)
    assert prefers_core(full, core, -math.inf, core_phrases={"play nine", "play five"})
    assert not prefers_core(_ev("new game", -1.0), core, -math.inf, core_phrases={"play nine", "play five"})
    assert not prefers_core(full, _ev("", None), -math.inf, core_phrases={"play nine"})


def test_the_app_and_the_bench_decode_both_grammars_with_the_shipped_rule():
    from voice_ono.app.wiring import grammar_recognizer
    from voice_ono.commands.grammar import load_grammar
    from voice_ono.speech.asr.factory import make_recognizer

    app, _ = grammar_recognizer("sphinx")
    bench = make_recognizer(load_grammar())
    assert app.core_rule is not None and bench.core_rule is not None
    assert app.fallback_jsgf and bench.fallback_jsgf
