"""Spoken input plumbing: recogniser results -> Heard, confirmation threshold, barge-in."""

from __future__ import annotations

import threading

from voice_ono.session.speech_input import SpeechInput, device_arg, heard_from_result
from voice_ono.speech.asr.acceptance import THRESHOLDS, Evidence, GameContext
from voice_ono.speech.asr.recognizer import RecognitionResult


def result(text: str, confidence: float | None = -1.0, engine: str = "sphinx") -> RecognitionResult:
    cards = ("7",) if text.endswith("seven") else ()
    return RecognitionResult.from_evidence(text, Evidence(text, confidence, engine, cards=cards))


def test_rejected_result_is_heard_as_nothing():
    heard = heard_from_result(RecognitionResult(text="", is_final=True, engine="sphinx", reason="low"))
    assert heard.text == "" and heard.spoken and not heard.confident


def test_the_policy_decides_sure_unsure_and_nothing():
    for engine in ("sphinx", "vosk"):
        th = THRESHOLDS[engine]
        sure = heard_from_result(result("play seven", th.accept + 0.01, engine))
        assert sure.text == "play seven" and sure.confident
        if th.confirm < th.accept:
            unsure = heard_from_result(result("play seven", (th.accept + th.confirm) / 2, engine))
            assert unsure.text == "play seven" and not unsure.confident
        assert heard_from_result(result("play seven", th.confirm - 0.5, engine)).text == ""
        assert heard_from_result(result("play seven", None, engine)).text == ""


def test_a_card_not_in_the_hand_is_never_sure():
    th = THRESHOLDS["sphinx"]
    r = result("play seven", th.accept + 0.5)
    assert heard_from_result(r, GameContext.from_hand(["7", "3"])).confident
    held_not = heard_from_result(r, GameContext.from_hand(["3", "reverse"]))
    assert held_not.text == "play seven" and not held_not.confident


def test_device_arg_numbers_and_names():
    assert device_arg("3") == 3
    assert device_arg("USB Mic") == "USB Mic"
    assert device_arg(None) is None


class StopCounter:
    def __init__(self) -> None:
        self.stops = 0
        self.stopped = threading.Event()

    def stop(self) -> None:
        self.stops += 1
        self.stopped.set()


def test_barge_in_stop_cuts_speech_before_the_session_reads_it():
    speaker = StopCounter()
    finals = iter([result("stop"), result("play seven")])
    source = SpeechInput(finals, barge_in=True, speaker=speaker)
    assert speaker.stopped.wait(5), "barge-in did not stop speech"
    assert speaker.stops == 1  # "play seven" does not stop speech
    assert source.next(None).text == "stop"  # still forwarded to the session
    assert source.next(None).text == "play seven"
    assert source.next(None) is None


def test_barge_in_knows_stop_by_the_phrase_without_parsing_it_again(monkeypatch):
    """Issue 20: the barge-in thread does not parse each utterance a second time (the session parses it once)."""
    import time

    import voice_ono.commands.parse as parse_module
    import voice_ono.session.speech_input as speech_input

    calls = []
    real = parse_module.parse_command

    def counted(*args, **kwargs):
        calls.append(args)
        return real(*args, **kwargs)

    for module in (parse_module, speech_input):
        monkeypatch.setattr(module, "parse_command", counted)
    speaker = StopCounter()
    source = SpeechInput(iter([result("quiet"), result("play seven")]), barge_in=True, speaker=speaker)
    assert speaker.stopped.wait(5), "barge-in did not stop speech on \"quiet\" (a stop phrase)"
    deadline = time.monotonic() + 5
    while source._queue.qsize() < 3 and time.monotonic() < deadline:  # both results and the end, all pumped
        time.sleep(0.01)
    assert calls == []  # the barge-in thread parsed nothing
    assert [source.next(None).text, source.next(None).text, source.next(None)] == ["quiet", "play seven", None]
    assert speaker.stops == 1 and len(calls) == 2  # each phrase parsed once, where the session's Heard is made


def test_without_barge_in_nothing_is_stopped_early():
    speaker = StopCounter()
    source = SpeechInput(iter([result("stop")]), speaker=speaker)
    assert speaker.stops == 0
    assert source.next(None).text == "stop"


def test_a_spoken_phrase_is_parsed_once_where_it_is_decided_and_the_session_takes_that_command(monkeypatch):
    """Issue 20 item 1: the recogniser's phrase becomes a typed command once (``Heard.command``); the session
    acts on that command and never parses the text again."""
    from voice_ono.commands.grammar import load_grammar
    from voice_ono.commands.types import PlayCommand, QueryCommand, QueryKind
    from voice_ono.rules import Card

    th = THRESHOLDS["sphinx"]
    heard = heard_from_result(result("play seven", th.accept + 0.01), grammar=load_grammar())
    assert heard.command == PlayCommand((Card.SEVEN,))
    assert heard.parsed(load_grammar()) is heard.command
    assert heard_from_result(result("play seven", th.confirm - 0.5)).command is None  # rejected: nothing

    from voice_ono.commands import interpret as interpret_module
    from voice_ono.session.prompt import Heard

    calls = []
    real = interpret_module.parse_command
    monkeypatch.setattr(interpret_module, "parse_command", lambda *a, **k: calls.append(a) or real(*a, **k))
    spoken = Heard("what is the total", spoken=True, command=QueryCommand(QueryKind.TOTAL))
    assert spoken.parsed(load_grammar()) == QueryCommand(QueryKind.TOTAL) and calls == []
    typed = Heard("what is the total")  # typed text: the session parses it, once
    assert typed.parsed(load_grammar()) == QueryCommand(QueryKind.TOTAL) and len(calls) == 1


def test_heard_keeps_the_recognisers_evidence_as_typed_fields():
    """Issue 20: the phrase, its command, the alternatives and the score the policy decided on."""
    from voice_ono.commands.types import PlayCommand
    from voice_ono.rules import Card

    th = THRESHOLDS["sphinx"]
    r = RecognitionResult.from_evidence("play seven", Evidence("play seven", th.accept + 0.01, "sphinx", cards=("7",)),
                                        alternatives=("play eleven", "play six"))
    heard = heard_from_result(r)
    assert (heard.text, heard.command, heard.alternatives, heard.confidence) == (
        "play seven", PlayCommand((Card.SEVEN,)), ("play eleven", "play six"), th.accept + 0.01)
    from voice_ono.session.prompt import Heard

    assert heard == Heard("play seven", spoken=True, near_miss=False)  # the evidence is kept, not compared
