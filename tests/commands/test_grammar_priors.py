"""Recognition priors of grammars/en.toml: JSGF alternative weights and the core grammar
pocketsphinx falls back to (docs/benchmarks.md, "Real voices")."""
from __future__ import annotations

import re
import tomllib

import pytest

from voice_ono.commands.grammar import Grammar, GrammarError, load_grammar
from voice_ono.speech.audio import WavSource
from voice_ono.speech.asr.endpoint import listen
from voice_ono.speech.asr.sphinx import SphinxRecognizer
from voice_ono.demo.synth import synthesize

from speech_fixtures import flite_voice


def _source(**priors):
    g = load_grammar("en")
    with g.path.open("rb") as fh:
        src = tomllib.load(fh)
    src["priors"] = priors
    return src


def test_priors_become_jsgf_weights_and_the_core_is_the_top_prior():
    g = load_grammar("en")
    command = re.search(r"public <command> = (.*);", g.jsgf(garbage=False)).group(1)
    weights = {name: w for w, name in re.findall(r"/([0-9.e+-]+)/ <intent_(\w+)>", command)}
    assert set(weights) == {i.name for i in g.intents}
    assert {k for k, w in weights.items() if float(w) == 1.0} == {"play", "yes", "no", "stop"}
    assert set(g.core_intents()) == {"play", "yes", "no", "stop"}
    core = g.jsgf(core=True)
    assert "<intent_total>" not in core and "/" not in core.split("public")[1].split(";")[0]
    assert "<garbage>" not in core


def test_equal_priors_give_an_unweighted_grammar_whose_core_is_everything():
    g = Grammar(_source())
    assert "/" not in re.search(r"public <command> = (.*);", g.jsgf()).group(1)
    assert set(g.core_intents()) == {i.name for i in g.intents}


@pytest.mark.parametrize("priors,word", [({"no_such_intent": 1.0}, "unknown"), ({"default": 0.0}, "positive")])
def test_bad_priors_are_refused(priors, word):
    with pytest.raises(GrammarError, match=word):
        Grammar(_source(**priors))


def test_every_phrase_stays_sayable_with_the_weighted_grammar(tmp_path):
    g = load_grammar("en")
    rec = SphinxRecognizer(g.phrases(), g.jsgf(garbage=False), pronunciations=g.pronunciations(),
                           fallback_jsgf=g.jsgf(garbage=False, core=True))
    voice = flite_voice("kal16")
    for phrase in ("what is the total", "read my hand", "new game with three bots", "seven"):
        path = synthesize(phrase, voice, tmp_path / "u.wav", snr_db=40.0)
        assert [r.evidence.phrase for r in listen(WavSource(path), rec)] == [phrase]


def test_core_grammar_is_decoded_when_the_full_grammar_gives_no_complete_phrase(tmp_path):
    # "seven seven seven" is in the JSGF but not a phrase: the full grammar cannot give a complete phrase for
    # a lone "seven", so the core grammar decides.
    jsgf = "#JSGF V1.0;\ngrammar g;\npublic <command> = what is the total | seven seven seven;\n"
    core = "#JSGF V1.0;\ngrammar c;\npublic <command> = seven | yes;\n"
    path = synthesize("seven", flite_voice("kal16"), tmp_path / "u.wav", snr_db=40.0)
    without = [r.evidence for r in listen(WavSource(path), SphinxRecognizer(["what is the total", "seven"], jsgf))]
    assert [e.phrase for e in without] == [""]
    rec = SphinxRecognizer(["what is the total", "seven"], jsgf, fallback_jsgf=core)
    finals = list(listen(WavSource(path), rec))
    assert [r.evidence.phrase for r in finals] == ["seven"]
    assert finals[0].measures.get("core_grammar") == 1.0 and finals[0].decision in ("accept", "confirm")
