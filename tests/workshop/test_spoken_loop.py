"""The spoken loop through real eSpeak NG and stand-in devices
(voice_ono_dev.standins): a sound card that blocks for each clip's length,
a microphone with echo of everything played, CPU load.  Issue 8: no silent
deadlock, no dropped line, never hearing itself.

Figures over many more runs: ``voice-ono bench loop`` (docs/benchmarks.md)."""

from __future__ import annotations

import shutil
import threading
import time

import numpy as np
import pytest

from voice_ono_dev.standins import StandinSoundDevice, cpu_load
from voice_ono.narration import hand_text, text
from voice_ono.speech.tts import make_speaker
from voice_ono.speech.tts.playback import EngineStuckError, PlaybackSpeaker, SoundDevicePlayer

pytestmark = pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")


_STARTED = " ".join((text("game-started", rules="mattel 2022", players="You and Bot 1"),
                     text("dealer-deals", who="You", person="you")))
_BOT_PLAYS_SEVEN = text("card-played", who="Bot 1", person="other", card="seven", total=42)
"""Lines as the game says them, from the catalog (what is checked is that each is played, in order)."""


def _peak(clip) -> int:
    return int(np.abs(clip.audio.astype(np.int32)).max(initial=0))


@pytest.mark.parametrize("trial", range(2))
def test_every_line_played_in_order_while_the_main_thread_is_busy(trial):
    """The deadlock of pyttsx3 2.99: one line, main thread busy in Python,
    more lines. Every line must play, in order, with is_speaking() True the
    whole time sound plays, and wait() must drain."""
    from voice_ono_dev.spoken_loop import contract_trial

    lines = (_STARTED, text("turn-start", lead=text("turn-lead", solo=True), total=0), _BOT_PLAYS_SEVEN)
    r = contract_trial("playback", busy_s=0.7, cpu_threads=1, rate=450, lines=lines)
    assert r["drained"], r
    assert r["played"] == len(lines) and r["dropped"] == 0, r
    assert r["open_mic"] == 0, r


def test_is_speaking_from_say_until_the_audio_ends_and_clips_never_overlap():
    sd = StandinSoundDevice()
    sp, msg = make_speaker("speech", rate=450, sd=sd)
    assert msg is None and isinstance(sp, PlaybackSpeaker)
    lines = [_BOT_PLAYS_SEVEN, text("total-now", total=42), text("your-turn", solo=True)]
    with cpu_load(1):
        for line in lines:
            sp.say(line)
            assert sp.is_speaking()  # true from the moment it is queued
        gaps = 0
        while sp.is_speaking():
            time.sleep(0.005)
        assert sp.wait(0)
    assert not sd.is_playing()  # nothing still sounding once is_speaking() turned False
    sp.close()
    assert sp.spoken == lines and sp.cut == 0 and sp.lost == 0 and gaps == 0
    assert len(sd.clips) == 3 and not sd.overlaps() and sd.max_concurrent_outputs == 1
    assert all(_peak(c) > 1000 for c in sd.clips)
    assert sd.clips[0].duration_s > 0.3


def test_stop_cuts_the_playing_line_within_a_buffer_and_drops_queued():
    sd = StandinSoundDevice()
    sp, _ = make_speaker("speech", rate=200, sd=sd)
    sp.say("This is a long line about the rules of the game that goes on and on for several seconds.")
    sp.say("A queued line that must not play.")
    while not sd.is_playing():
        time.sleep(0.01)
    time.sleep(0.3)
    t0 = time.monotonic()
    sp.stop()  # barge-in, from another thread than the worker
    assert sp.wait(2)
    cut_after = sd.clips[0].end - t0
    sp.say("After the cut.")
    assert sp.wait(10)
    sp.close()
    assert sd.clips[0].aborted and cut_after < 0.5
    assert sp.spoken == ["After the cut."] and sp.cut == 2
    assert len(sd.clips) == 2


def test_watchdog_restarts_stuck_playback_logs_and_says_the_line_again(caplog):
    sd = StandinSoundDevice()
    sp, _ = make_speaker("speech", rate=450, sd=sd)
    sp.player.grace_s = 0.3
    sd.stuck_output.set()  # the sound device hangs: no buffer is ever played
    line = text("total-now", total=99)
    sp.say(line)
    while not sd.clips:
        time.sleep(0.01)
    sd.stuck_output.clear()  # works again for the retry (the stuck stream stays abandoned)
    assert sp.wait(15)
    sp.close()
    assert sp.restarts >= 1 and sp.lost == 0
    assert sp.spoken == [line]
    assert any("stuck" in r.message for r in caplog.records)
    assert any(_peak(c) > 1000 for c in sd.clips)


class FirstCallFails:
    """A synthesiser whose first call runs ``first`` (hang or raise), then
    gives 0.1 s of audio; stands in for eSpeak in the watchdog tests."""

    voice_id = None

    def __init__(self, first) -> None:
        self.first = first
        self.calls = 0

    def synthesize(self, text, timeout=0):
        self.calls += 1
        if self.calls == 1:
            self.first()
        return np.full(2205, 3000, np.int16), 22050

    def cancel(self):
        pass


def test_watchdog_restarts_a_stuck_synthesiser():
    def stuck():
        raise EngineStuckError("espeak-ng gave no audio within 15 s")

    sd = StandinSoundDevice()
    sp = PlaybackSpeaker(FirstCallFails(stuck), SoundDevicePlayer(sd=sd))
    line = text("your-turn", solo=True)
    sp.say(line)
    assert sp.wait(10)
    sp.close()
    assert sp.restarts == 1 and sp.spoken == [line] and len(sd.clips) == 1


def test_a_voice_game_plays_every_line_and_never_hears_itself():
    """A short endgame by voice, with loud echo and CPU load: every narration
    line played in order, no overlap, the microphone shut whenever sound
    plays, nothing recognised from the program's own speech, no deadlock."""
    from voice_ono.app.wiring import grammar_recognizer
    from voice_ono_dev.spoken_loop import run_voice_game
    from voice_ono.demo.synth import available_voices

    if not [v for v in available_voices() if v.engine != "pyttsx3"]:
        pytest.skip("no synthesiser for the stand-in player (apt install flite)")
    recognizer, _ = grammar_recognizer("sphinx")
    r = run_voice_game(recognizer, echo_gain=0.5, cpu_threads=1, rate=450, time_limit_s=120)
    assert not r.deadlock, r
    assert r.finished, r
    assert r.lines_said > 3 and r.lines_played == r.lines_said and r.lines_dropped == 0, r
    assert r.out_of_order == 0 and r.silent_clips == 0 and r.overlaps == 0, r
    assert r.open_mic_while_playing == 0, r
    assert r.self_heard == [], r
    assert r.user_utterances >= 1 and r.discarded_blocks > 0, r


def test_stereo_only_microphone_is_mixed_down_and_a_rejected_default_rate_is_skipped(monkeypatch):
    import sys

    from voice_ono.speech.audio import MicrophoneSource

    sd = StandinSoundDevice(mic_rate=44100, mic_rates={48000}, mic_channels=(2,))
    monkeypatch.setitem(sys.modules, "sounddevice", sd)
    mic = MicrophoneSource(target_rate=16000)
    assert (mic.device_rate, mic.channels) == (48000, 2)
    tone = 0.3 * np.sin(2 * np.pi * 440 * np.arange(16000) / 16000)
    sd.speak_into_mic(tone, 16000)
    got = []
    done = threading.Event()

    def read():
        for chunk in mic:
            got.append(chunk)
            if sum(len(c) for c in got) >= 2 * 16000:
                break
        done.set()

    threading.Thread(target=read, daemon=True).start()
    assert done.wait(10)
    mic.close()
    x = np.frombuffer(b"".join(got), dtype="<i2").astype(np.float64)
    assert np.abs(x).max() > 0.2 * 32768  # the tone came through, mixed down to mono at 16 kHz


def _read_mic(mic, seconds):
    got = []
    done = threading.Event()

    def read():
        for chunk in mic:
            got.append(chunk)
            if sum(len(c) for c in got) >= 2 * 16000 * seconds:
                break
        done.set()

    threading.Thread(target=read, daemon=True).start()
    assert done.wait(10)
    mic.close()
    return np.frombuffer(b"".join(got), dtype="<i2").astype(np.float64)


def test_speech_through_a_rate_fallback_keeps_its_pitch(monkeypatch):
    """Issue 19 item 18: the stand-in microphone resampled speech to the device's advertised rate, not the
    rate the stream opened at, so audio through a rate fallback came out at the wrong speed and pitch (440 Hz
    as 479 Hz) and recognition through a fallback was never tested.  Through a fallback a tone keeps its
    frequency."""
    import sys

    from voice_ono.speech.audio import MicrophoneSource

    sd = StandinSoundDevice(mic_rate=44100, mic_rates={48000})
    monkeypatch.setitem(sys.modules, "sounddevice", sd)
    mic = MicrophoneSource(target_rate=16000)
    assert mic.device_rate == 48000  # the advertised 44100 was refused
    sd.speak_into_mic(0.3 * np.sin(2 * np.pi * 440 * np.arange(32000) / 16000), 16000)
    x = _read_mic(mic, 1.5)
    start = int(np.argmax(np.abs(x) > 0.1 * 32768))  # where the tone begins
    tone = x[start + 800:start + 800 + 16000]  # one second inside it
    assert len(tone) == 16000 and np.abs(tone).max() > 0.2 * 32768
    spectrum = np.abs(np.fft.rfft(tone * np.hanning(len(tone))))
    assert abs(int(np.argmax(spectrum)) - 440) <= 3  # 1 Hz bins: one second at 16 kHz


def test_a_command_is_recognised_through_a_rate_fallback(monkeypatch):
    """Issue 19 item 18: a spoken command through a microphone that refuses its own default rate (44.1 kHz
    advertised, 48 kHz opened) is recognised, through the real input path."""
    import sys

    from voice_ono.app.wiring import grammar_recognizer
    from voice_ono.rules.scenario import state_from_scenario
    from voice_ono.session.prompt import Prompt
    from voice_ono.session.speech_input import SpeechInput
    from voice_ono.speech.tts import RecorderSpeaker
    from voice_ono_dev.spoken_loop import ENDGAME
    from voice_ono.demo.synth import available_voices, synthesize_array

    voices = [v for v in available_voices() if v.engine == "flite"]
    if not voices:
        pytest.skip("flite is not installed")
    sd = StandinSoundDevice(mic_rate=44100, mic_rates={48000})
    monkeypatch.setitem(sys.modules, "sounddevice", sd)
    recognizer, _ = grammar_recognizer("sphinx")
    inputs = SpeechInput.from_microphone(None, recognizer, RecorderSpeaker())
    assert inputs.closer.device_rate == 48000  # the microphone, opened after the rate fallback
    state, _ = state_from_scenario(ENDGAME)
    state.start()
    sd.speak_into_mic(synthesize_array("what is the total", voices[0], 16000), 16000)
    heard = inputs.next(Prompt(view=state.view(0), started=True))
    inputs.close()
    assert heard is not None and heard.text == "what is the total"


def test_push_to_talk_listens_only_after_the_key_and_the_tone(monkeypatch):
    """--screen-reader with a microphone: speech (the screen reader, a
    person in the room) before Enter is never heard; after Enter and the
    tone, one command is."""
    import io
    import queue
    import sys

    from voice_ono.app.wiring import grammar_recognizer
    from voice_ono.session.speech_input import SpeechInput
    from voice_ono.demo.synth import available_voices, synthesize_array
    from voice_ono.speech.tts import PrintSpeaker

    voices = [v for v in available_voices() if v.engine == "flite"]
    if not voices:
        pytest.skip("flite is not installed")
    sd = StandinSoundDevice(mic_rate=16000)
    monkeypatch.setitem(sys.modules, "sounddevice", sd)
    recognizer, _ = grammar_recognizer("sphinx")
    keys: queue.Queue = queue.Queue()
    tones = []
    inp = SpeechInput.from_microphone(None, recognizer, PrintSpeaker(io.StringIO()), listen_mode="key",
                                      keys=iter(keys.get, None), tone=lambda: tones.append(time.monotonic()))
    sd.speak_into_mic(synthesize_array("play seven", voices[0], 16000), 16000)
    assert sd.user_done.wait(10)
    time.sleep(0.8)
    keys.put("\n")  # Enter
    while inp.push_to_talk.closed():
        time.sleep(0.01)
    sd.speak_into_mic(synthesize_array("read my hand", voices[0], 16000), 16000)
    heard = inp.next(None)
    keys.put(None)
    inp.close()
    assert heard is not None and heard.text == "read my hand"
    assert len(tones) == 1 and inp.push_to_talk.closed()


def test_push_to_talk_takes_a_typed_line_as_a_command(monkeypatch):
    """--listen key: a line with text on it is a typed command (a
    screen-reader user may type or speak); the microphone stays shut and no
    tone plays."""
    import io
    import queue
    import sys

    from voice_ono.app.wiring import grammar_recognizer
    from voice_ono.session.speech_input import SpeechInput
    from voice_ono.speech.tts import PrintSpeaker

    sd = StandinSoundDevice(mic_rate=16000)
    monkeypatch.setitem(sys.modules, "sounddevice", sd)
    recognizer, _ = grammar_recognizer("sphinx")
    keys: queue.Queue = queue.Queue()
    tones = []
    keys.put("  What is the total \n")  # typed before the input existed: not lost
    inp = SpeechInput.from_microphone(None, recognizer, PrintSpeaker(io.StringIO()), listen_mode="key",
                                      keys=iter(keys.get, None), tone=lambda: tones.append(1))
    heard = inp.next(None)
    keys.put(None)
    inp.close()
    assert heard is not None and heard.text == "What is the total" and not heard.spoken
    assert tones == [] and inp.push_to_talk.closed() and inp.push_to_talk.presses == 0


def test_speak_now_earcon_keeps_the_microphone_shut_until_it_has_played():
    sd = StandinSoundDevice()
    sp, _ = make_speaker("speech", rate=450, sd=sd)
    line = text("your-turn", solo=True)
    sp.say(line)
    sp.play_earcon()
    assert sp.is_speaking()
    assert sp.wait(10)
    sp.close()
    assert len(sd.clips) == 2 and sp.spoken == [line]
    tone = sd.clips[1]
    assert 0.12 < tone.duration_s < 0.2 and _peak(tone) > 10000


def test_pyttsx3_only_machines_speak_and_synthesise_commands_in_turn(capfd):
    """Item 5: with pyttsx3 as the only synthesiser (no flite, no espeak-ng),
    the demo's commands and the narration share one in-process eSpeak: both
    give audio every time, and no "Audio saved to ..." is printed."""
    from voice_ono.demo.synth import Voice, synthesize_array
    from voice_ono.speech.tts import SpeechUnavailableError
    from voice_ono.speech.tts.playback import LibEspeakSynth

    try:
        narration = LibEspeakSynth(rate=300)
    except SpeechUnavailableError as exc:
        pytest.skip(f"pyttsx3 cannot start here: {exc}")
    for _ in range(3):
        samples, rate = narration.synthesize("Bot 1 plays seven. The total is 42.")
        command = synthesize_array("play seven", Voice("pyttsx3", "default"), 16000)
        assert rate == 22050 and int(np.abs(samples.astype(np.int32)).max()) > 1000
        assert np.abs(command).max() > 0.05
    assert "Audio saved" not in capfd.readouterr().out


def test_microphone_audio_is_not_queued_while_the_program_speaks(monkeypatch, caplog):
    """Item 9: during bot turns nobody reads the microphone while the program
    speaks; that audio is discarded at the source instead of overflowing the
    queue. A queue that does fill (nobody read) keeps the newest audio and
    logs at debug level only (a screen reader would read a warning out)."""
    import logging
    import sys

    from voice_ono.speech.audio import MicrophoneSource

    monkeypatch.setitem(sys.modules, "sounddevice", StandinSoundDevice())
    speaking = [True]
    mic = MicrophoneSource(target_rate=16000, max_queue=5, discard=lambda: speaking[0])
    block = (np.ones(480, dtype="<i2") * 7).tobytes()
    with caplog.at_level(logging.DEBUG):
        for _ in range(100):
            mic._callback(block, 480, None, None)
        assert (mic.discarded, mic.overflows, mic._queue.qsize()) == (100, 0, 0)
        speaking[0] = False
        for i in range(8):
            mic._callback((np.ones(480, dtype="<i2") * i).tobytes(), 480, None, None)
    assert mic.overflows == 3 and mic._queue.qsize() == 5
    assert np.frombuffer(mic._queue.queue[-1], dtype="<i2")[0] == 7  # the newest block was kept
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


def test_watchdog_replaces_a_worker_hung_inside_the_driver(caplog):
    """A hang no timeout can interrupt (a driver call that never returns):
    the watchdog starts a new worker, logs it, and the line is said again."""
    release = threading.Event()
    sd = StandinSoundDevice()
    # the first call ignores its timeout, as a wedged C call would
    sp = PlaybackSpeaker(FirstCallFails(lambda: release.wait(30)), SoundDevicePlayer(sd=sd))
    sp.stall_limit_s = 0.5
    lines = [text("eliminated", person="other", who="Bot 2", reason="no_safe_card", hand=hand_text(["7"])),
             text("game-won", person="you", who="You")]
    for line in lines:
        sp.say(line)
    assert sp.wait(10)
    release.set()
    time.sleep(0.1)
    sp.close()
    assert sp.restarts == 1 and sp.spoken == lines
    assert not sp.is_speaking() and len(sd.clips) == 2
    assert any("worker stuck" in r.message for r in caplog.records)


def test_listen_prompt_plays_the_tone_after_the_prompt_before_listening():
    from voice_ono.session.speech_input import SpeechInput, resolve_listen
    from voice_ono.speech.asr.recognizer import RecognitionResult

    assert resolve_listen("auto", screen_reader=True) == "key"
    assert resolve_listen("auto", screen_reader=False) == "gate"
    assert resolve_listen("prompt", screen_reader=True) == "prompt"
    sd = StandinSoundDevice()
    sp, _ = make_speaker("speech", rate=450, sd=sd)
    result = RecognitionResult.final_result("read my hand", None, engine="vosk")
    inp = SpeechInput(iter([result]), speaker=sp, earcon=True)
    sp.say(text("your-turn", solo=True))
    heard = inp.next(None)
    assert sp.wait(10)
    sp.close()
    assert heard.text == "read my hand"
    assert [round(c.duration_s, 2) for c in sd.clips][1:] == [0.14]  # the prompt, then the tone


def test_slower_and_quieter_apply_to_the_next_line_through_espeak():
    sd = StandinSoundDevice()
    sp, _ = make_speaker("speech", rate=400, sd=sd)
    sp.say("Bot 1 plays seven.")
    assert sp.wait(10)
    sp.adjust(rate=200, volume=0.3)
    sp.say("Bot 1 plays seven.")
    assert sp.wait(10)
    with pytest.raises(ValueError):
        sp.adjust(volume=3)
    sp.close()
    fast, slow = sd.clips
    assert slow.duration_s > 1.4 * fast.duration_s
    assert _peak(slow) < 0.6 * _peak(fast)


def test_bench_loop_report_names_files_reproduces_every_option_and_says_the_default_engine(
        tmp_path, monkeypatch, capsys):
    """``--out bl/r1.md`` writes bl/r1.md and bl/r1.json (not a folder named
    r1.md); "Reproduce:" repeats --time-limit and --out; no engine was
    requested, so the message does not say "requested".  The games are
    replaced (this checks the report, not the loop: see the tests above)."""
    import voice_ono_dev.spoken_loop as loop

    monkeypatch.setattr(loop, "run_voice_game", lambda *a, **k: loop.LoopResult(finished=True))
    out = tmp_path / "bl" / "r1.md"
    from voice_ono.cli import main

    assert main(["bench", "loop", "--games", "1", "--contract", "0", "--time-limit", "60", "--out", str(out)]) == 0
    assert out.is_file() and (tmp_path / "bl" / "r1.json").is_file()
    report = out.read_text()
    assert "--time-limit 60" in report and f"--out {out}" in report
    err = capsys.readouterr().err
    assert text("engine-sphinx-requested") not in err and text("engine-sphinx-default") in err


def test_linux_without_the_espeak_ng_program_keeps_the_microphone_shut_while_playing():
    """Finding C: the fallback when only libespeak-ng1 is installed is
    libespeak-ng in-process, played by voice-ono through sounddevice (not
    pyttsx3's own loop): every line plays and is_speaking() holds throughout."""
    from voice_ono_dev.spoken_loop import contract_trial
    from voice_ono.speech.tts import SpeechUnavailableError

    lines = ("Bot 1 plays seven. The total is 42.", "It is your turn.")
    try:
        r = contract_trial("libespeak", busy_s=0.3, rate=450, lines=lines)
    except SpeechUnavailableError as exc:
        pytest.skip(f"libespeak-ng cannot start here: {exc}")
    assert r["drained"] and r["played"] == len(lines) and r["open_mic"] == 0, r


def test_pyttsx3_speaker_holds_is_speaking_while_its_driver_still_plays(tmp_path):
    """Finding C: pyttsx3 2.99's eSpeak driver returns from runAndWait()
    before the line has played; Pyttsx3Speaker keeps is_speaking() True for
    the line's estimated length plus a guard.  Real pyttsx3 and its eSpeak
    driver, playing through a stand-in aplay that sleeps for each WAV's
    length; in a subprocess, since pyttsx3's loop can hang for good."""
    import json
    import subprocess
    import sys

    code = ("import json; from voice_ono_dev.spoken_loop import contract_trial; "
            f"print(json.dumps(contract_trial('pyttsx3', busy_s=0.5, rate=400, tmp_dir={str(tmp_path)!r}, "
            "lines=('Bot 1 plays seven. The total is 42.', 'It is your turn.'))))")
    try:
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        pytest.skip("pyttsx3's own event loop hung (pyttsx3 2.99 eSpeak driver; not used on Linux)")
    if out.returncode != 0 and "SpeechUnavailable" in out.stderr:
        pytest.skip("pyttsx3 cannot start here")
    r = json.loads(out.stdout.strip().splitlines()[-1])
    if not r["drained"]:
        pytest.skip("pyttsx3's own event loop hung (pyttsx3 2.99 eSpeak driver; not used on Linux)")
    assert r["played"] >= 1 and r["open_mic"] == 0, r


def test_estimated_seconds_grows_with_words_and_slower_rates():
    from voice_ono.speech.tts.pyttsx3_driver import estimated_seconds

    short, long = "Play seven.", "Bot 1 plays seven. The total is 42. It is your turn."
    assert 0 < estimated_seconds(short, 200) < estimated_seconds(long, 200) < estimated_seconds(long, 100)
