"""Whole voice games through stand-in devices: the spoken loop's soak test.

:func:`run_voice_game` plays one game with the real speech output
(:func:`voice_ono.speech.tts.make_playback_speaker`: eSpeak NG, played through
the stand-in sound card, which blocks for each clip's length), the real
microphone input path (:class:`voice_ono.session.speech_input.SpeechInput` on the stand-in
microphone, with echo of everything played) and the real recogniser.  A
stand-in player listens until the program has been quiet for a moment, then
says its command (synthesised with flite or espeak-ng) into the microphone.

It measures what a blind player depends on: every line said was played
(none dropped), clips never overlapped, the microphone never passed audio
while the program was playing, no recognised utterance came from the
program's own speech (self-heard), and the game finished in time (no deadlock).
Used by tests/workshop/test_spoken_loop.py and ``voice-ono bench loop``.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
import threading
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Iterator, Sequence

import numpy as np

from voice_ono.demo.voice import DemoVoice
from voice_ono.session.speech_input import SpeechInput
from voice_ono.rules.scenario import state_from_scenario
from voice_ono.session import Confirm, GameSettings, Session, SessionOptions, TextInput, new_state
from voice_ono.speech.audio import MicrophoneSource
from voice_ono.speech.asr.endpoint import listen
from voice_ono_dev.standins import StandinSoundDevice, cpu_load
from voice_ono.speech.tts import RecorderSpeaker, TeeSpeaker, make_playback_speaker

#: A short endgame (2 players, total 91): a few human turns, then a winner.
ENDGAME = {
    "rules": "mattel2022",
    "players": ["You", "Bot 1"],
    "kinds": ["human", "heuristic"],
    "hands": [["1", "2", "3", "0"], ["9", "8", "7", "6"]],
    "draw_pile": ["5", "9", "8", "7", "6", "9", "8", "7", "5", "4"],
    "total": 91,
    "direction": 1,
    "turn": 0,
    "pending_play2": False,
    "seed": 3,
}


#: Seconds with no line said or played while the session is not waiting for
#: input: the spoken loop has stalled (a deadlock for the player).
STALL_S = 30.0


@dataclass
class LoopResult:
    """Figures from one game (see the module docstring)."""

    finished: bool = False
    deadlock: bool = False
    lines_said: int = 0
    lines_played: int = 0
    lines_cut: int = 0
    lines_dropped: int = 0
    out_of_order: int = 0
    silent_clips: int = 0
    overlaps: int = 0
    open_mic_while_playing: int = 0
    self_heard: list[str] = field(default_factory=list)  # recognised audio with no user speech
    user_utterances: int = 0
    finals: int = 0
    overflows: int = 0
    discarded_blocks: int = 0
    restarts: int = 0
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@contextlib.contextmanager
def standin_sounddevice(sd: StandinSoundDevice) -> Iterator[StandinSoundDevice]:
    """Make ``import sounddevice`` return ``sd`` inside the block."""
    old = sys.modules.get("sounddevice")
    sys.modules["sounddevice"] = sd  # type: ignore[assignment]
    try:
        yield sd
    finally:
        if old is None:
            sys.modules.pop("sounddevice", None)
        else:
            sys.modules["sounddevice"] = old


def _user_voice() -> Any:
    from voice_ono.demo.synth import SynthesisError, available_voices

    voices = {v.label: v for v in available_voices()}
    for label in DemoVoice.PREFERRED_VOICES:
        if label in voices:
            return voices[label]
    raise SynthesisError("demo-no-synthesiser", "demo-install-synthesiser")


def run_voice_game(recognizer: Any, *, scenario: dict[str, Any] | None = ENDGAME, seed: int = 0, bots: int = 1,
                   half_duplex: bool = True, echo_gain: float = 0.5, cpu_threads: int = 0,
                   rate: float = 320, time_limit_s: float = 180.0, saved_game: bool = False,
                   on_command: Callable[[], None] | None = None) -> LoopResult:
    """Play one voice game through stand-in devices and measure it.

    :param recognizer: a grammar recogniser (16 kHz), e.g. from
        :func:`voice_ono.app.wiring.grammar_recognizer`.
    :param scenario: a position (scenario dict, ``docs/scenario.md``), or None
        for a new game with ``bots`` heuristic bots and ``seed``.
    :param half_duplex: False opens the microphone with no gate (the control:
        with echo, the program then hears itself).
    :param echo_gain: loudness of played audio in the microphone (0..1).
    :param cpu_threads: busy Python threads during the game (CPU load).
    :param rate: speaking rate, words per minute.
    :param time_limit_s: a game still running after this is a deadlock.
    :param saved_game: start as ``voice-ono play`` does when an autosave
        exists: the program asks whether to continue it, the player says
        "yes", and the saved game (the same position, saved) goes on.
    :param on_command: called after each command the player gave (a benchmark's progress bar).
    :raises SynthesisError: no flite/espeak-ng for the stand-in player.
    :raises SpeechUnavailableError: espeak-ng/libespeak missing.
    """
    from voice_ono.demo.synth import synthesize_array

    voice = _user_voice()
    sd = StandinSoundDevice(echo_gain=echo_gain, mic_rate=recognizer.sample_rate)
    result = LoopResult()
    t_start = time.monotonic()
    with standin_sounddevice(sd), cpu_load(cpu_threads):
        speaker = make_playback_speaker(rate=rate, sd=sd)
        said = RecorderSpeaker()
        tee = TeeSpeaker(said, speaker)
        if scenario is not None:
            state, kinds = state_from_scenario(scenario)
            settings = GameSettings(bots=sum(k != "human" for k in kinds), humans=1, rules=state.rules.name,
                                    seed=state.seed, names=list(state.names))
        else:
            settings = GameSettings(bots=bots, humans=1, difficulty="heuristic", seed=seed,
                                    names=["You"] + [f"Bot {i + 1}" for i in range(bots)])
            state, kinds = new_state(settings), [str(k) for k in settings.kinds()]
        if half_duplex:
            inputs = SpeechInput.from_microphone(None, recognizer, tee)
            mic = inputs.closer
        else:
            mic = MicrophoneSource(None, target_rate=recognizer.sample_rate).start()
            inputs = SpeechInput(listen(mic, recognizer), closer=mic)
        saved = None
        save_dir = None
        if saved_game:
            import tempfile
            from pathlib import Path

            from voice_ono.session import load_autosave

            save_dir = tempfile.TemporaryDirectory(prefix="voice-ono-soak-")
            save_path = Path(save_dir.name) / "autosave.json"
            first = Session(state, kinds, speaker=RecorderSpeaker(), inputs=TextInput(io.StringIO()), settings=settings,
                            save_path=save_path)
            first.emit(state.start())  # a started game, autosaved
            saved = load_autosave(save_path)
            fresh, _ = state_from_scenario(scenario) if scenario is not None else (new_state(settings), None)
            state = fresh
        session = Session(state, kinds, speaker=tee, inputs=inputs, settings=settings,
                          save_path=None if save_dir is None else save_path,
                          options=SessionOptions(confirm=Confirm.NEVER, wait_for_speech=True))
        player = DemoVoice(recognizer, seed=seed)

        user_spans: list[tuple[float, float]] = []
        lock = threading.Lock()
        finals_seen = [0]
        answered = [0]
        awaiting = threading.Event()
        done = threading.Event()

        def counted(finals: Iterator[Any]) -> Iterator[Any]:
            for r in finals:
                now = time.monotonic()
                with lock:
                    finals_seen[0] += 1
                    mine = any(a <= now <= b + 3.0 for a, b in user_spans)
                if not mine:
                    result.self_heard.append(r.text if r.accepted else "(rejected)")
                yield r

        inputs.finals = counted(inputs.finals)
        real_next = inputs.next

        def next_(prompt: Any = None) -> Any:
            awaiting.set()
            try:
                return real_next(prompt)
            finally:
                awaiting.clear()
                answered[0] += 1
                if on_command is not None:
                    on_command()

        inputs.next = next_  # type: ignore[method-assign]

        def user() -> None:
            while not done.is_set():
                if not awaiting.wait(0.05):
                    continue
                if tee.is_speaking() or sd.quiet_for() < 0.6:
                    time.sleep(0.05)  # the player listens to the end of the prompt
                    continue
                before = answered[0]
                text = "yes" if not session.state.started else player.choose(session.prompt())
                if text is None:
                    return
                player.last_text = text
                samples = synthesize_array(text, voice, recognizer.sample_rate)
                now = time.monotonic()
                with lock:
                    user_spans.append((now, now + len(samples) / recognizer.sample_rate))
                sd.speak_into_mic(samples, recognizer.sample_rate)
                result.user_utterances += 1
                t0 = time.monotonic()
                while answered[0] == before and time.monotonic() - t0 < 10 and not done.is_set():
                    time.sleep(0.05)

        def watch() -> None:
            last = (len(said.lines), len(sd.clips))
            last_change = time.monotonic()
            while not done.is_set():
                if sd.is_playing() and (not half_duplex or not tee.is_speaking()):
                    # the microphone must be shut whenever sound plays; without
                    # the half-duplex gate it is open by design (the control)
                    result.open_mic_while_playing += 1
                now_state = (len(said.lines), len(sd.clips))
                if now_state != last or awaiting.is_set() or sd.is_playing():
                    last, last_change = now_state, time.monotonic()
                elif time.monotonic() - last_change > STALL_S:
                    result.deadlock = True  # neither speaking, nor listening, nor moving on
                time.sleep(0.01)

        game = threading.Thread(target=session.run, args=(saved,), name="soak-session", daemon=True)
        helpers = [threading.Thread(target=user, daemon=True), threading.Thread(target=watch, daemon=True)]
        for t in helpers:
            t.start()
        game.start()
        deadline = time.monotonic() + time_limit_s
        while (game.is_alive() and not session.state.is_over and not result.deadlock
               and time.monotonic() < deadline):
            time.sleep(0.1)
        if not speaker.wait(STALL_S):
            result.deadlock = True  # queued speech never drained
        done.set()
        if mic is not None:  # from_microphone always gives its stream
            mic.close()
        game.join(5)
        for t in helpers:
            t.join(5)
        speaker.close()
        player.close()
        if save_dir is not None:
            save_dir.cleanup()

    result.finished = session.state.is_over
    result.lines_said = len(said.lines)
    result.lines_played = len(speaker.spoken)
    result.lines_cut = speaker.cut
    result.lines_dropped = result.lines_said - result.lines_played - result.lines_cut
    played_in_order = [line for line in said.lines if line in set(speaker.spoken)]
    result.out_of_order = sum(a != b for a, b in zip(played_in_order, speaker.spoken))
    full = [c for c in sd.clips if not c.aborted]
    result.silent_clips = sum(int(np.abs(c.audio.astype(np.int32)).max(initial=0)) < 1000 for c in full)
    result.overlaps = len(sd.overlaps())
    result.finals = finals_seen[0]
    result.overflows = getattr(mic, "overflows", 0)
    result.discarded_blocks = getattr(mic, "discarded", 0)
    result.restarts = speaker.restarts
    result.seconds = time.monotonic() - t_start
    return result


# ---------------------------------------------------------------------------
# The speech-output contract alone: pyttsx3 2.99's own loop vs PlaybackSpeaker
# ---------------------------------------------------------------------------

CONTRACT_LINES = (
    "New game of ONO 99 with Bot 1 and Bot 2. The total starts at zero. You deal.",
    "It is your turn. The total is 0. You have 3, 5, 7 and reverse.",
    "Bot 1 plays seven. The total is 7.",
)

_FAKE_APLAY = """#!{python}
import os, shutil, sys, time, wave
path = [a for a in sys.argv[1:] if not a.startswith("-")][0]
out = os.environ["VOICE_ONO_STANDIN_APLAY_DIR"]
start = time.time()
with wave.open(path) as w:
    seconds = w.getnframes() / w.getframerate()
shutil.copy(path, os.path.join(out, "%.6f.wav" % start))
time.sleep(seconds)  # a sound card plays in real time
"""


def _busy(seconds: float) -> None:
    """Keep this thread busy in Python (as the endpointer is with microphone frames)."""
    end = time.monotonic() + seconds
    x = 0
    while time.monotonic() < end:
        for i in range(2000):
            x = (x * 31 + i) % 1000003


def contract_trial(kind: str, *, busy_s: float = 2.0, cpu_threads: int = 0, rate: float = 400,
                   wait_s: float = 15.0, tmp_dir: Any = None, speaker_class: Any = None,
                   lines: Sequence[str] = CONTRACT_LINES) -> dict[str, Any]:
    """Say the first of ``lines`` (:data:`CONTRACT_LINES`), keep the main thread busy
    ``busy_s`` seconds, say the others, and wait ``wait_s`` seconds to drain.

    :param kind: "playback" (:class:`PlaybackSpeaker` on the stand-in sound
        card), "libespeak" (the same, synthesising with libespeak-ng
        in-process: Linux without the ``espeak-ng`` program) or "pyttsx3" (``speaker_class``, default :class:`Pyttsx3Speaker`: pyttsx3's own event loop
        and its eSpeak driver, playing through a stand-in ``aplay`` on PATH
        that records each WAV and blocks for its length).
    :returns: ``drained`` (wait() returned True), ``played`` (non-silent
        clips), ``dropped`` (lines not played), ``open_mic`` (samples, 10 ms
        apart, where is_speaking() was False while a line was playing).
    """
    import os
    import tempfile
    from pathlib import Path

    lines = list(lines)
    open_mic = 0
    quiet_at: list[float] = []  # wall times (time.time) when is_speaking() was False
    if kind == "playback":
        sd = StandinSoundDevice()
        speaker: Any = make_playback_speaker(rate=rate, sd=sd)
    elif kind == "libespeak":  # Linux without the espeak-ng program: libespeak-ng in-process, played by us
        from voice_ono.speech.tts.playback import LibEspeakSynth, PlaybackSpeaker, SoundDevicePlayer

        sd = StandinSoundDevice()
        speaker = PlaybackSpeaker(LibEspeakSynth(None, rate, None), SoundDevicePlayer(None, sd=sd))
    elif kind == "pyttsx3":
        from voice_ono.speech.tts import Pyttsx3Speaker

        tmp = Path(tmp_dir or tempfile.mkdtemp(prefix="voice-ono-aplay-"))
        (tmp / "bin").mkdir(exist_ok=True)
        (tmp / "out").mkdir(exist_ok=True)
        aplay = tmp / "bin" / "aplay"
        aplay.write_text(_FAKE_APLAY.format(python=sys.executable), encoding="utf-8")
        aplay.chmod(0o755)
        os.environ["PATH"] = f"{tmp / 'bin'}{os.pathsep}{os.environ['PATH']}"
        os.environ["VOICE_ONO_STANDIN_APLAY_DIR"] = str(tmp / "out")
        speaker = (speaker_class or Pyttsx3Speaker)(rate=rate)
    else:
        raise ValueError(f"unknown speaker kind {kind!r}; use playback, libespeak or pyttsx3")
    stop_watch = threading.Event()

    def watch() -> None:
        nonlocal open_mic
        while not stop_watch.is_set():
            if not speaker.is_speaking():
                if kind != "pyttsx3" and sd.is_playing():
                    open_mic += 1
                quiet_at.append(time.time())
            time.sleep(0.01)

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        with cpu_load(cpu_threads):
            speaker.say(lines[0])
            _busy(busy_s)
            for line in lines[1:]:
                speaker.say(line)
            drained = speaker.wait(wait_s)
    finally:
        stop_watch.set()
        watcher.join()
    if kind != "pyttsx3":
        clips = [c.audio for c in sd.clips]
        speaker.close()
    else:
        time.sleep(0.5)
        import soundfile as sf

        clips = []
        for f in sorted((tmp / "out").glob("*.wav")):
            data, wav_rate = sf.read(str(f), dtype="int16")
            clips.append(np.asarray(data).reshape(-1))
            start = float(f.stem)
            open_mic += sum(start <= t <= start + len(data) / wav_rate for t in quiet_at)
        if drained:
            speaker.close(timeout=2)
        os.environ["PATH"] = os.environ["PATH"].split(os.pathsep, 1)[1]
    played = sum(int(np.abs(c.astype(np.int32)).max(initial=0)) >= 1000 for c in clips)
    return {"kind": kind, "drained": bool(drained), "played": int(played),
            "dropped": len(lines) - int(played), "clips": len(clips), "open_mic": open_mic}


def reproduce_command(args: Any) -> str:
    """The ``voice-ono bench loop`` command line that repeats a run (every option it used)."""
    import shlex

    cmd = (f"voice-ono bench loop --games {args.games} --scenario {args.scenario} --load {args.load} "
           f"--contract {args.contract} --rate {args.rate:g} --time-limit {args.time_limit:g}")
    if args.engine is not None:
        cmd += f" --engine {args.engine}"
    cmd += (" --no-half-duplex" if args.no_half_duplex else "") + (" --saved" if args.saved else "")
    return cmd + f" --out {shlex.quote(str(args.out))}"


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``voice-ono bench loop``."""
    from pathlib import Path

    from voice_ono_dev.reports import positive_int, report_path

    p.add_argument("--games", type=positive_int, default=3, help="voice games to play (default 3)")
    p.add_argument("--scenario", choices=["endgame", "new"], default="new",
                   help="'new': whole games from the deal (1 bot); 'endgame': a short fixed position")
    p.add_argument("--load", type=int, default=1, help="busy Python threads during each game (default 1)")
    p.add_argument("--contract", type=int, default=5,
                   help="speech-output contract trials per speaker (default 5; 0 to skip)")
    p.add_argument("--engine", default=None, choices=["auto", "whisper", "sphinx", "vosk"],
                   help="speech engine (default: sphinx, the embedded model, so runs compare across machines)")
    p.add_argument("--rate", type=float, default=320, help="speaking rate, words per minute")
    p.add_argument("--saved", action="store_true",
                   help="each game starts with a saved game: asked to continue, the player says yes")
    p.add_argument("--time-limit", type=float, default=900, help="seconds per game before giving up (default 900)")
    p.add_argument("--no-half-duplex", action="store_true",
                   help="control run: microphone open while speaking (shows the self-heard check firing)")
    p.add_argument("--out", type=report_path, default=Path("reports"),
                   help="folder for loop_bench.json and loop_bench.md (default reports); "
                        "a path ending in .md or .json names the report files instead (bl/r1.md: bl/r1.{json,md})")


def main(args: argparse.Namespace) -> int:
    """``voice-ono bench loop``: whole voice games through the stand-ins under
    CPU load, and the speech-output contract trial for PlaybackSpeaker vs
    pyttsx3's own loop.  Prints a table and writes ``reports/loop_bench.{json,md}``.
    Exit code 1 when a bar is missed (dropped lines, deadlocks, self-heard
    commands must all be zero for the playback speaker)."""
    import json
    import subprocess

    from voice_ono.app.wiring import grammar_recognizer
    from voice_ono.narration import problem_text
    from voice_ono_dev.reports import write_report
    from voice_ono.speech.asr.factory import EngineChoice


    recognizer, message = grammar_recognizer(args.engine or "sphinx")
    if args.engine is None:  # nothing was requested: say it is the bench's default
        message = problem_text(EngineChoice("engine-sphinx-default"))
    print(message, file=sys.stderr)
    out_dir, report_name = args.out, "loop_bench"
    if args.out.suffix in (".md", ".json"):
        out_dir, report_name = args.out.parent, args.out.stem
    from tqdm import tqdm

    games = []
    for i in range(args.games):
        with tqdm(desc=f"game {i + 1} of {args.games}", unit="command", file=sys.stderr) as bar:
            r = run_voice_game(recognizer, scenario=ENDGAME if args.scenario == "endgame" else None, seed=i,
                               cpu_threads=args.load, rate=args.rate, time_limit_s=args.time_limit,
                               half_duplex=not args.no_half_duplex, saved_game=args.saved, on_command=bar.update)
        games.append(r.to_json())
        print(f"game {i + 1}: finished={r.finished} said={r.lines_said} played={r.lines_played} "
              f"dropped={r.lines_dropped} deadlock={r.deadlock} self_heard={len(r.self_heard)} "
              f"overflows={r.overflows} {r.seconds:.0f} s", file=sys.stderr, flush=True)
    trials: dict[str, list[dict[str, Any]]] = {"playback": [], "libespeak": [], "pyttsx3": []}
    contract_bar = tqdm(total=len(trials) * args.contract, desc="speech-output contract", unit="trial",
                        file=sys.stderr, disable=not args.contract)
    for kind in trials if args.contract else ():
        for _ in range(args.contract):
            # pyttsx3 can deadlock for good: each trial in its own process, killed after 60 s
            code = ("import json,sys; from voice_ono_dev.spoken_loop import contract_trial; "
                    f"print(json.dumps(contract_trial({kind!r}, cpu_threads={args.load})))")
            try:
                out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
                trials[kind].append(json.loads(out.stdout.strip().splitlines()[-1]))
            except (subprocess.TimeoutExpired, IndexError, ValueError):
                trials[kind].append({"kind": kind, "drained": False, "played": 0, "dropped": len(CONTRACT_LINES),
                                     "clips": 0, "open_mic": 0, "hung": True})
            contract_bar.update()
    contract_bar.close()
    tot = {k: sum(g[k] for g in games) for k in ("lines_said", "lines_played", "lines_cut", "lines_dropped",
                                                 "overlaps", "open_mic_while_playing", "overflows",
                                                 "discarded_blocks", "restarts", "silent_clips")}
    tot["deadlocks"] = sum(g["deadlock"] for g in games)
    tot["self_heard"] = sum(len(g["self_heard"]) for g in games)
    tot["finished"] = sum(g["finished"] for g in games)
    report = {"games": games, "totals": tot, "contract": trials, "args": {k: str(v) for k, v in vars(args).items()}}
    gate = "NO half-duplex (control), " if args.no_half_duplex else ""
    gate += "starting from a saved game, " if args.saved else ""
    lines = [f"# Spoken loop soak ({args.games} {args.scenario} games, {gate}{args.load} busy thread(s), "
             f"{recognizer.engine}, {args.rate:.0f} wpm)", "",
             "| games finished | lines said | played | cut | dropped | deadlocks | self-heard | overlaps "
             "| mic open while playing | mic overflows | restarts |",
             "|---|---|---|---|---|---|---|---|---|---|---|",
             f"| {tot['finished']}/{args.games} | {tot['lines_said']} | {tot['lines_played']} | {tot['lines_cut']} "
             f"| {tot['lines_dropped']} | {tot['deadlocks']} | {tot['self_heard']} | {tot['overlaps']} "
             f"| {tot['open_mic_while_playing']} | {tot['overflows']} | {tot['restarts']} |", ""]
    if args.contract:
        lines += ["Speech-output contract (say a line, main thread busy 2 s, say two more, wait 15 s):", "",
                  "| speaker | trials | drained | lines played | dropped | hung | is_speaking() False while playing (10 ms samples) |",
                  "|---|---|---|---|---|---|---|"]
        labels = {"playback": "playback (espeak-ng program, played by voice-ono: Linux)",
                  "libespeak": "playback (libespeak-ng in-process: Linux without the espeak-ng program)",
                  "pyttsx3": "pyttsx3's own loop (the Windows/macOS speaker, here on pyttsx3's eSpeak driver; "
                             "gate held for each line's estimated length)"}
        for kind, ts in trials.items():
            lines.append(f"| {labels[kind]} | {len(ts)} | {sum(t['drained'] for t in ts)} | {sum(t['played'] for t in ts)}"
                         f"/{len(ts) * len(CONTRACT_LINES)} | {sum(t['dropped'] for t in ts)} "
                         f"| {sum(bool(t.get('hung')) for t in ts)} | {sum(t['open_mic'] for t in ts)} |")
    if args.no_half_duplex:
        lines += ["", "Control run: with no half-duplex gate the microphone is open by design, so "
                  "\"mic open while playing\" counts every 10 ms sample while sound played."]
    else:
        lines += ["", "\"mic open while playing\": 10 ms samples where sound played while the half-duplex gate "
                  "was open (must be 0)."]
    lines += ["", "Reproduce: " + reproduce_command(args)]
    write_report(out_dir, report_name, report, lines)
    if args.no_half_duplex:
        return 0
    return 0 if tot["lines_dropped"] == tot["deadlocks"] == tot["self_heard"] == 0 else 1
