"""Tests for voice_ono.speech.tts: speakers, the engine thread, fallbacks, WAV output."""

from __future__ import annotations

import io
import threading
import time
from types import SimpleNamespace

import pytest

from voice_ono.narration import problem_text
from voice_ono.speech import tts


class FakeEngine:
    """Stands in for a pyttsx3 Engine. ``say`` + ``runAndWait`` 'speaks' by
    firing started-word callbacks; a test can hold runAndWait on a gate."""

    instances: list[FakeEngine] = []

    def __init__(self, log: list, gate: threading.Event | None = None,
                 started: threading.Event | None = None) -> None:
        self.log = log
        self.gate = gate
        self.started = started
        self.props: dict = {}
        self.callbacks: dict = {}
        self.queued: list[str] = []
        self.stopped = False
        FakeEngine.instances.append(self)

    def getProperty(self, name):
        if name == "voices":
            return [SimpleNamespace(id="gmw/en-us", name="English (America)"),
                    SimpleNamespace(id="gmw/en", name="English (Great Britain)"),
                    SimpleNamespace(id="roa/fr", name="French")]
        return self.props.get(name)

    def setProperty(self, name, value):
        self.props[name] = value

    def connect(self, topic, cb):
        self.callbacks.setdefault(topic, []).append(cb)

    def say(self, text):
        self.queued.append(text)

    def stop(self):
        self.stopped = True

    def runAndWait(self):
        texts, self.queued = self.queued, []
        for text in texts:
            self.stopped = False
            if self.started is not None:
                self.started.set()
            if self.gate is not None:
                assert self.gate.wait(10), "test gate never opened"
            words = text.split()
            spoken = []
            for w in words:
                for cb in self.callbacks.get("started-word", []):
                    cb(name=w, location=0, length=len(w))
                if self.stopped:
                    break
                spoken.append(w)
            self.log.append((" ".join(spoken), self.props.get("voice"), self.props.get("rate"),
                             self.props.get("volume"), self.stopped))


def make(log, **kw):
    gate = kw.pop("gate", None)
    started = kw.pop("started", None)
    return lambda: FakeEngine(log, gate, started)


def test_pyttsx3_speaker_speaks_every_line_in_order_with_properties():
    log: list = []
    sp = tts.Pyttsx3Speaker(voice="en-us", rate=150, volume=0.5, engine_factory=make(log),
                            engine_per_utterance=False)
    for line in ["your turn", "total is 42", "play seven"]:
        sp.say(line)
    assert sp.wait(10)
    sp.close()
    assert [e[0] for e in log] == ["your turn", "total is 42", "play seven"]
    assert all(e[1:4] == ("gmw/en-us", 150, 0.5) for e in log)
    assert sp.errors == []


@pytest.mark.parametrize("per_utterance", [True, False])
def test_one_say_and_run_per_utterance(per_utterance):
    """The 2.99 SAPI5 workaround: never more than one utterance per runAndWait,
    and with engine_per_utterance a fresh engine for each line."""
    FakeEngine.instances.clear()
    log: list = []
    sp = tts.Pyttsx3Speaker(engine_factory=make(log), engine_per_utterance=per_utterance)
    for i in range(4):
        sp.say(f"line {i}")
    assert sp.wait(10)
    sp.close()
    assert [e[0] for e in log] == [f"line {i}" for i in range(4)]
    # first engine is built at start (voice check) and used for line 0
    assert len(FakeEngine.instances) == (4 if per_utterance else 1)


@pytest.mark.parametrize("per_utterance", [True, False])
def test_adjust_applies_from_the_next_line(per_utterance):
    """"slower"/"louder" by voice: the new rate and volume apply at once, on the
    engine's own thread, whether the engine is kept or rebuilt per line."""
    log: list = []
    sp = tts.Pyttsx3Speaker(rate=180, volume=1.0, engine_factory=make(log),
                            engine_per_utterance=per_utterance)
    sp.say("before")
    assert sp.wait(10)
    sp.adjust(rate=150, volume=0.7)
    sp.say("after")
    assert sp.wait(10)
    with pytest.raises(ValueError):
        sp.adjust(volume=3)
    sp.close()
    assert [(e[0], e[2], e[3]) for e in log] == [("before", 180, 1.0), ("after", 150, 0.7)]


def test_per_utterance_engine_keeps_properties():
    log: list = []
    sp = tts.Pyttsx3Speaker(voice="French", rate=200, engine_factory=make(log),
                            engine_per_utterance=True)
    sp.say("un")
    sp.say("deux")
    assert sp.wait(10)
    sp.close()
    assert [(e[1], e[2]) for e in log] == [("roa/fr", 200), ("roa/fr", 200)]


def test_interrupt_drops_queued_and_never_calls_the_engine_from_a_callback():
    """The line being spoken finishes; queued lines are dropped. The speaker
    connects no engine callbacks at all: engine.stop() from pyttsx3 2.99's
    word callback deadlocks the eSpeak driver (issue 8)."""
    log: list = []
    gate = threading.Event()
    started = threading.Event()
    FakeEngine.instances.clear()
    sp = tts.Pyttsx3Speaker(engine_factory=make(log, gate=gate, started=started),
                            engine_per_utterance=False)
    sp.say("stale line one two three")
    assert started.wait(10)  # worker is inside runAndWait for the first line
    sp.say("stale queued line")
    assert sp.is_speaking()
    sp.say("new turn", interrupt=True)
    gate.set()
    assert sp.wait(10)
    sp.close()
    texts = [e[0] for e in log]
    assert texts == ["stale line one two three", "new turn"]
    assert all(not e.callbacks for e in FakeEngine.instances)


def test_is_speaking_and_stop_drains():
    log: list = []
    gate = threading.Event()
    started = threading.Event()
    sp = tts.Pyttsx3Speaker(engine_factory=make(log, gate=gate, started=started),
                            engine_per_utterance=False)
    assert not sp.is_speaking()
    sp.say("a b")
    sp.say("c d")
    assert sp.is_speaking()
    assert not sp.wait(0.05)  # held by the gate
    assert started.wait(10)
    sp.stop()
    assert sp.is_speaking()  # "a b" is still being spoken
    gate.set()
    assert sp.wait(10)
    # the gate stays shut for the line's estimated length plus a guard
    # (pyttsx3 does not say when sound ends), then opens
    deadline = time.monotonic() + 10
    while sp.is_speaking() and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not sp.is_speaking()
    sp.close()
    assert [e[0] for e in log] == ["a b"]


def test_engine_error_while_speaking_is_kept_and_thread_survives():
    log: list = []

    class Flaky(FakeEngine):
        def runAndWait(self):
            if self.queued and self.queued[0] == "boom":
                self.queued = []
                raise RuntimeError("driver hiccup")
            super().runAndWait()

    sp = tts.Pyttsx3Speaker(engine_factory=lambda: Flaky(log), engine_per_utterance=False)
    sp.say("boom")
    sp.say("after")
    assert sp.wait(10)
    sp.close()
    assert [e[0] for e in log] == ["after"]
    assert len(sp.errors) == 1 and "hiccup" in str(sp.errors[0])


def test_say_after_close_raises():
    sp = tts.Pyttsx3Speaker(engine_factory=make([]), engine_per_utterance=False)
    sp.close()
    sp.close()  # twice is fine
    with pytest.raises(RuntimeError):
        sp.say("hello")


def test_unknown_voice_lists_available():
    with pytest.raises(tts.VoiceNotFoundError) as ei:
        tts.Pyttsx3Speaker(voice="klingonese", engine_factory=make([]))
    assert ei.value.msg_id == "voice-not-found" and ei.value.values["voice"] == "klingonese"
    assert "gmw/en-us (English (America))" in ei.value.values["sample"]


def test_ambiguous_voice_is_refused():
    with pytest.raises(tts.VoiceNotFoundError) as ei:
        tts.Pyttsx3Speaker(voice="english", engine_factory=make([]))
    assert (ei.value.msg_id, ei.value.values["count"]) == ("voice-ambiguous", 2)


def test_find_voice_matching_order():
    voices = FakeEngine([]).getProperty("voices")
    assert tts.find_voice(voices, "gmw/en") == "gmw/en"
    assert tts.find_voice(voices, "en-us") == "gmw/en-us"
    assert tts.find_voice(voices, "english (great britain)") == "gmw/en"
    assert tts.find_voice(voices, "fren") == "roa/fr"


@pytest.mark.parametrize("kw", [{"rate": 5}, {"rate": 5000}, {"volume": 1.5}, {"volume": -0.1}])
def test_rate_volume_ranges(kw):
    with pytest.raises(ValueError):
        tts.Pyttsx3Speaker(engine_factory=make([]), **kw)


def test_engine_start_failure_falls_back_to_print_once():
    def broken():
        raise OSError("libespeak-ng.so.1: cannot open shared object file")

    out = io.StringIO()
    sp, msg = tts.make_speaker("speech", stream=out, engine_factory=broken)
    assert isinstance(sp, tts.PrintSpeaker)
    assert msg is not None and "\n" not in problem_text(msg)
    if __import__("sys").platform.startswith("linux"):
        assert (msg.msg_id, msg.fix_id) == ("tts-libespeak-missing", "tts-libespeak-fix")
        assert "libespeak-ng.so.1" in msg.detail
    sp.say("total is 10")
    assert out.getvalue() == "total is 10\n"


def test_no_sound_output_falls_back_to_print_with_fix():
    if not __import__("sys").platform.startswith("linux"):
        pytest.skip("the playback speaker is Linux-only")
    from voice_ono_dev.standins import StandinSoundDevice

    sp, msg = tts.make_speaker("speech", stream=io.StringIO(), sd=StandinSoundDevice(has_output=False))
    assert isinstance(sp, tts.PrintSpeaker)
    assert msg is not None and (msg.msg_id, msg.fix_id) == ("tts-no-output-device", "tts-speakers-fix")


def test_make_speaker_modes():
    out = io.StringIO()
    for mode in ("screen-reader", "print"):
        sp, msg = tts.make_speaker(mode, stream=out)
        assert isinstance(sp, tts.PrintSpeaker) and msg is None
    sp, msg = tts.make_speaker("speech", engine_factory=make([]))
    assert isinstance(sp, tts.Pyttsx3Speaker) and msg is None
    sp.close()
    with pytest.raises(ValueError):
        tts.make_speaker("shout")
    with pytest.raises(tts.VoiceNotFoundError):
        tts.make_speaker("speech", voice="nope", engine_factory=make([]))


def test_print_speaker_plain_one_line_each():
    out = io.StringIO()
    sp = tts.PrintSpeaker(out)
    sp.say("Your turn.\nTotal is 42.")
    sp.say("   ")
    sp.say("Bot 2 plays minus ten.", interrupt=True)
    assert out.getvalue() == "Your turn. Total is 42.\nBot 2 plays minus ten.\n"
    assert not sp.is_speaking() and sp.wait(0)
    assert isinstance(sp, tts.Speaker)


def test_recorder_and_tee(tmp_path):
    rec = tts.RecorderSpeaker(tmp_path / "said.txt")
    out = io.StringIO()
    tee = tts.TeeSpeaker(rec, tts.PrintSpeaker(out))
    tee.say("one")
    tee.say("two", interrupt=True)
    tee.stop()
    assert rec.lines == ["one", "two"]
    assert rec.interrupts == 2
    assert (tmp_path / "said.txt").read_text(encoding="utf-8") == "one\ntwo\n"
    assert out.getvalue() == "one\ntwo\n"
    assert tee.wait(1) and not tee.is_speaking()
    tee.close()


# ---- the real pyttsx3 engine (eSpeak driver on Linux) ----------------------

def _real_engine_or_skip():
    try:
        tts.list_voices()
    except tts.SpeechUnavailableError as exc:
        pytest.skip(f"pyttsx3 engine cannot start here: {exc}")


def test_real_engine_save_to_wav_has_audio(tmp_path):
    _real_engine_or_skip()
    path = tts.save_to_wav("play seven", tmp_path / "a.wav", rate=170)
    frames, peak = tts.wav_peak(path)
    assert frames > 1000
    assert peak > 0.05  # not silence


def test_real_engine_wav_speaker_writes_each_line(tmp_path):
    """pyttsx3 keeps only the last queued save_to_file: each line must get its own file."""
    _real_engine_or_skip()
    ws = tts.WavSpeaker(tmp_path)
    ws.say("your turn")
    ws.say("the total is ninety nine, which is a long sentence")
    assert [p.name for p, _ in ws.files] == ["0001.wav", "0002.wav"]
    (f1, _), (f2, _) = ws.files
    n1, p1 = tts.wav_peak(f1)
    n2, p2 = tts.wav_peak(f2)
    assert p1 > 0.05 and p2 > 0.05
    assert n2 > n1  # the longer line made the longer file


def test_real_engine_list_voices_and_unknown_voice(tmp_path):
    _real_engine_or_skip()
    voices = tts.list_voices()
    assert voices and all(isinstance(v, str) and isinstance(n, str) for v, n in voices)
    with pytest.raises(tts.VoiceNotFoundError):
        tts.save_to_wav("x", tmp_path / "x.wav", voice="zz-no-such-voice-zz")


def test_real_engine_thread_speaks_headless():
    """With no audio device the eSpeak driver still runs say+runAndWait per line
    without raising (playback errors go to aplay's stderr)."""
    _real_engine_or_skip()
    sp = tts.Pyttsx3Speaker(rate=400)
    sp.say("one")
    sp.say("two")
    assert sp.wait(30)
    sp.close()
    assert sp.errors == []


def test_engine_per_utterance_default_by_platform():
    """Windows (pyttsx3 2.99 SAPI5: only the first utterance is spoken) and macOS
    (second runAndWait may hang) get a fresh engine per line; Linux keeps one."""
    assert tts._needs_engine_per_utterance("win32")
    assert tts._needs_engine_per_utterance("darwin")
    assert not tts._needs_engine_per_utterance("linux")
