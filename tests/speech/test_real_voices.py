"""Real human recordings (../shared/corpus): a small fixed sample through the real pipeline and policy.

The full corpus is a benchmark (``voice-ono bench asr --corpus DIR``), not a
unit test; these floors sit below the figures measured on this sample.
Data: Free Spoken Digit Dataset (Z. Jackson et al., CC BY-SA 4.0) and Speech
Commands v0.02 (P. Warden, 2018, CC BY 4.0).
"""
from __future__ import annotations

import json

import pytest

from voice_ono_dev.asr.corpus_bench import default_corpus, outcome, same_command

CORPUS = default_corpus()
pytestmark = pytest.mark.skipif(CORPUS is None, reason="the real-voice corpus ../shared/corpus is not present")

SAMPLE = (  # 12 FSDD (3 per speaker, 8 kHz), 12 Speech Commands commands, 10 out-of-grammar words, 3 noise clips
    "fsdd/4_george_45.wav", "fsdd/1_george_19.wav", "fsdd/5_george_24.wav", "fsdd/8_jackson_14.wav",
    "fsdd/0_jackson_34.wav", "fsdd/0_jackson_5.wav", "fsdd/6_lucas_3.wav", "fsdd/1_lucas_8.wav",
    "fsdd/4_lucas_25.wav", "fsdd/7_nicolas_39.wav", "fsdd/0_nicolas_16.wav", "fsdd/6_nicolas_1.wav",
    "speech_commands/words/no__caf9fceb_nohash_0.wav", "speech_commands/words/yes__db24628d_nohash_2.wav",
    "speech_commands/words/yes__82b99576_nohash_0.wav", "speech_commands/words/unknown__eight_2d82a556_nohash_1.wav",
    "speech_commands/words/unknown__one_dfdabe19_nohash_1.wav", "speech_commands/words/yes__e0c782d5_nohash_0.wav",
    "speech_commands/words/stop__d7467392_nohash_1.wav", "speech_commands/words/yes__ffb86d3c_nohash_0.wav",
    "speech_commands/words/unknown__six_653a48f5_nohash_0.wav",
    "speech_commands/words/unknown__three_87070229_nohash_1.wav",
    "speech_commands/words/yes__f9643d42_nohash_1.wav", "speech_commands/words/unknown__two_4fd1443e_nohash_3.wav",
    "speech_commands/words/up__f2e59fea_nohash_1.wav", "speech_commands/words/unknown__cat_7192fddc_nohash_0.wav",
    "speech_commands/words/down__563aa4e6_nohash_3.wav", "speech_commands/words/unknown__happy_3df9a3d4_nohash_0.wav",
    "speech_commands/words/unknown__house_cd85758f_nohash_0.wav", "speech_commands/words/off__db24628d_nohash_1.wav",
    "speech_commands/words/go__f428ca69_nohash_0.wav", "speech_commands/words/off__d962e5ac_nohash_2.wav",
    "speech_commands/words/right__aa48c94a_nohash_1.wav", "speech_commands/words/go__cfbedff9_nohash_2.wav",
    "speech_commands/noise/silence__2419.wav", "speech_commands/noise/silence__4496.wav",
    "speech_commands/noise/silence__836.wav",
)


@pytest.fixture(scope="module")
def decoded():
    from voice_ono.commands.grammar import load_grammar
    from voice_ono.commands.parse import UnknownCommandError, parse_command
    from voice_ono.speech.asr.factory import make_recognizer
    from voice_ono_dev.asr.corpus_bench import decode_clips, load_manifest

    by_file = {c.file: c for c in load_manifest(CORPUS)}
    clips = [by_file[f] for f in SAMPLE]
    g = load_grammar()

    def to_command(phrase):
        try:
            return parse_command(phrase, g).to_json()
        except UnknownCommandError:
            return None

    return clips, decode_clips(clips, CORPUS, make_recognizer(g), to_command, progress=False)


def _outcomes(decoded, context_of=lambda c: None):
    from voice_ono_dev.asr.corpus_bench import clip_verdict

    clips, utts = decoded
    return [outcome(c, *clip_verdict(us, context_of(c))) for c, us in zip(clips, utts)]


def test_sample_is_as_intended():
    rows = {json.loads(line)["file"] for line in (CORPUS / "manifest.jsonl").read_text().splitlines() if line}
    assert set(SAMPLE) <= rows and len(set(SAMPLE)) == 37


def test_real_commands_acted_on_and_nothing_misfires(decoded):
    clips, _ = decoded
    outs = _outcomes(decoded)
    cmd = [o for c, o in zip(clips, outs) if c.expected is not None]
    non = [o for c, o in zip(clips, outs) if c.expected is None]
    acted = sum(o in ("correct", "confirmed") for o in cmd)
    print("\nreal-voice sample:", {k: outs.count(k) for k in set(outs)})
    assert acted >= ACTED_FLOOR, outs
    assert sum(o == "misfire" for o in cmd) <= 2
    assert sum(o == "false_accept" for o in non) <= 1


def test_with_the_hand_no_other_card_is_played(decoded):
    from voice_ono.speech.asr.acceptance import GameContext
    from voice_ono_dev.asr.corpus_bench import clip_verdict

    clips, utts = decoded
    for c, us in zip(clips, utts):
        if not c.expected or c.expected["intent"] != "play":
            continue
        card = c.expected["card"]
        for hand in ([card, "10", "reverse"], ["10", "reverse"] if card != "10" else ["9", "reverse"]):
            decision, cmd = clip_verdict(us, GameContext.from_hand(hand))
            if decision == "accept" and cmd and cmd["intent"] == "play":
                assert same_command(cmd, c.expected), (c.file, hand, cmd)
                assert cmd["card"] in hand


# Measured on this sample (see docs/benchmarks.md for the full corpus): set after calibration.
ACTED_FLOOR = 11  # measured 14 of 24 (3 accepted, 11 confirmed; misfires 1, false accepts 0) without MLLR transforms;
# 14 of 24 (2 accepted, 12 confirmed; misfires 0, false accepts 0) with the shipped ones, which were estimated on this
# corpus's speakers, so on this sample they are not held out (held-out figures: voice-ono bench adapt).


def test_recognize_json_contract_with_hand(capsys):
    from voice_ono.cli import main

    files = [str(CORPUS / f) for f in ("fsdd/7_nicolas_39.wav", "speech_commands/noise/silence__836.wav")]
    assert main(["recognize", "--engine", "sphinx", "--json", "--hand", "3,7,reverse", *files]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [d["file"] for d in lines] == files
    for d in lines:
        assert set(d) == {"file", "text", "command", "decision", "confidence", "engine", "level", "utterances"}
        assert d["decision"] in ("accept", "confirm", "reject") and d["engine"] == "sphinx"
        assert d["level"] in ("ok", "quiet", "clipped")
        assert (d["command"] is None) == (d["decision"] == "reject")
        if d["command"] and d["command"]["intent"] == "play" and d["decision"] == "accept":
            assert d["command"]["card"] in ("3", "7", "reverse")


def test_recognize_refuses_an_unknown_card_in_the_hand(capsys):
    from voice_ono.cli import main

    assert main(["recognize", "--engine", "sphinx", "--hand", "3,eleven", str(CORPUS / SAMPLE[0])]) == 2
    assert "eleven" in capsys.readouterr().err
