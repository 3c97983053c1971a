"""The microphone stopping mid-game (unplugged, stream error, a wedged
driver) is detected, said aloud once in one line, and the game goes on:
the device is reopened, or typed commands take over.  Never a silent, deaf
game.  Through the real input path (MicrophoneSource, SpeechInput, the
recogniser) on the stand-in microphone (voice_ono_dev.standins)."""

from __future__ import annotations

import io
import shutil
import sys
import threading
import time

import pytest

from voice_ono.narration import text as _text
from voice_ono_dev.standins import StandinSoundDevice
from said import starts


def _wait(cond, timeout=10.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if cond():
            return True
        time.sleep(0.02)
    return False


def test_a_silent_stall_is_detected_and_an_unplugged_device_raises(monkeypatch):
    """Stall detection runs on the stand-in microphone's own clock (it advances with the audio delivered):
    under load a late thread once looked like a second stall (``[True, True]``); now only a real one is."""
    import types

    from voice_ono.speech import audio
    from voice_ono.speech.audio import MicrophoneSource, MicrophoneStoppedError

    sd = StandinSoundDevice(mic_rate=16000)
    monkeypatch.setitem(sys.modules, "sounddevice", sd)
    monkeypatch.setattr(audio, "time", types.SimpleNamespace(monotonic=sd.device_clock, sleep=time.sleep))
    stops = []
    mic = MicrophoneSource(target_rate=16000, stall_s=0.3, on_stop=stops.append)
    it = iter(mic)
    assert next(it)  # audio flows
    sd.stop_mic(silent=True)  # the stream stays "active" but delivers nothing: reopened
    got = []
    reader = threading.Thread(target=lambda: got.extend(b for _, b in zip(range(40), it)), daemon=True)
    reader.start()
    reader.join(10)
    assert stops == [True] and len(got) == 40  # blocks from the reopened stream
    sd.stop_mic(silent=True, unplug=True)  # gone: cannot be reopened
    with pytest.raises(MicrophoneStoppedError):
        for _ in it:
            pass
    assert stops == [True, False] and mic.stops == 2


@pytest.mark.skipif(shutil.which("flite") is None, reason="flite is not installed")
def test_microphone_stops_mid_game_reopened_then_typed_commands(monkeypatch):
    from voice_ono.app.wiring import grammar_recognizer
    from voice_ono.session.speech_input import SpeechInput
    from voice_ono.rules.scenario import state_from_scenario
    from voice_ono.session import Confirm, GameSettings, Session, SessionOptions
    from voice_ono.demo.synth import available_voices, synthesize_array
    from voice_ono.speech.tts import RecorderSpeaker
    from voice_ono_dev.spoken_loop import ENDGAME

    voice = [v for v in available_voices() if v.engine == "flite"][0]
    sd = StandinSoundDevice(mic_rate=16000)
    monkeypatch.setitem(sys.modules, "sounddevice", sd)
    typed = io.StringIO()
    monkeypatch.setattr(sys, "stdin", typed)
    recognizer, _ = grammar_recognizer("sphinx")
    said = RecorderSpeaker()
    inputs = SpeechInput.from_microphone(None, recognizer, said)
    state, kinds = state_from_scenario(ENDGAME)
    session = Session(state, kinds, speaker=said, inputs=inputs,
                      options=SessionOptions(confirm=Confirm.NEVER, wait_for_speech=True),
                      settings=GameSettings(bots=1, rules=state.rules.name, seed=state.seed, names=list(state.names)))
    game = threading.Thread(target=session.run, daemon=True)
    game.start()
    your_turn = _text("turn-lead", solo=True)  # the game's first line to the player: "Your turn. The total is 91."
    assert _wait(lambda: any(starts(line, "turn-start", lead=your_turn, total=91) for line in said.lines))
    sd.stop_mic()  # a stream error mid-game: PortAudio ends the stream
    assert _wait(lambda: _text("mic-stopped-reopened") in said.lines)
    before = len(said.lines)
    sd.speak_into_mic(synthesize_array("what is the total", voice, 16000), 16000)
    assert _wait(lambda: any("91" in line for line in said.lines[before:]), 20)  # heard through the reopened mic
    typed.write("read my hand\n")
    typed.seek(0)
    sd.stop_mic(unplug=True)  # unplugged: the game goes on with typed commands
    game.join(15)
    assert not game.is_alive()  # typed input ended: the session ended, no hang
    assert said.lines.count(_text("mic-stopped-reopened")) == 1
    assert said.lines.count(_text("mic-stopped-typed")) == 1
    after = said.lines[said.lines.index(_text("mic-stopped-typed")) + 1:]
    assert any("0, 1, 2 and 3" in line for line in after), after  # the typed command was carried out
