"""Spoken input plumbing: recogniser results -> Heard, confirmation threshold, barge-in."""

from __future__ import annotations

import threading

from voice_ono.inputs import SURE_CONFIDENCE, SpeechInput, device_arg, heard_from_result
from voice_ono.speech.recognizer import RecognitionResult


def result(text: str, confidence: float | None = -1.0, engine: str = "sphinx") -> RecognitionResult:
    return RecognitionResult(text=text, is_final=True, confidence=confidence, engine=engine)


def test_rejected_result_is_heard_as_nothing():
    heard = heard_from_result(RecognitionResult(text="", is_final=True, engine="sphinx", reason="low"))
    assert heard.text == "" and heard.spoken and not heard.confident


def test_low_sphinx_confidence_marks_the_command_unsure():
    threshold = SURE_CONFIDENCE["sphinx"]
    assert heard_from_result(result("play seven", threshold + 0.5)).confident
    assert not heard_from_result(result("play seven", threshold - 0.5)).confident
    assert not heard_from_result(result("play seven", None)).confident


def test_vosk_results_count_as_sure():
    assert heard_from_result(result("play seven", 0.2, engine="vosk")).confident


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


def test_without_barge_in_nothing_is_stopped_early():
    speaker = StopCounter()
    source = SpeechInput(iter([result("stop")]), speaker=speaker)
    assert speaker.stops == 0
    assert source.next(None).text == "stop"
