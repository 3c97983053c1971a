"""Spoken input sources for the session: microphone, WAV files, and the demo's
synthetic player.  Each hands the session text (:class:`Heard`); decoding goes
through the same streaming path (:func:`voice_ono.speech.endpoint.listen`)
whatever the source.
"""

from __future__ import annotations

import itertools
import logging
import queue
import sys
import shutil
import threading
from dataclasses import dataclass
import tempfile
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from voice_ono.bots import HeuristicBot
from voice_ono.commands.grammar import load_grammar
from voice_ono.commands.parse import UnknownCommandError, parse_command
from voice_ono.commands.resolve import action_phrase
from voice_ono import catalog
from voice_ono.session import Heard, Session, TextInput
from voice_ono.speech.acceptance import GameContext
from voice_ono.speech.endpoint import HalfDuplexGate, SpeechCheck, listen
from voice_ono.speech.errors import AudioDeviceError, AudioFormatError
from voice_ono.speech.recognizer import RecognitionResult, Recognizer

log = logging.getLogger(__name__)

LISTEN_MODES = ("auto", "gate", "prompt", "key")
"""``--listen``: how the microphone takes turns with the program's speech.
"gate": half-duplex, audio heard while the program speaks (plus 0.3 s) is
discarded.  "prompt": the same, plus the "speak now" tone when the program
starts listening.  "key": push-to-talk, press Enter, wait for the tone,
speak one command (for screen readers, whose speech the program cannot
hear).  "auto": "key" with ``--screen-reader``, else "gate"."""

PUSH_TO_TALK_HELP = "To speak a command, press Enter, wait for the tone, then speak."


def resolve_listen(listen: str, screen_reader: bool) -> str:
    """The ``--listen`` mode to use (``auto`` resolved, see :data:`LISTEN_MODES`)."""
    if listen == "auto":
        return "key" if screen_reader else "gate"
    return listen


class PushToTalk:
    """Push-to-talk: each line read from ``keys`` (Enter) plays the "speak now"
    tone, then opens the microphone for up to ``window_s`` seconds or until
    one utterance has been heard (:meth:`close_window`).

    A line with text on it is a typed command, not a key press: it is
    handed to ``on_text`` and the microphone stays closed, so a
    screen-reader user can type or speak at every turn.

    :param keys: text stream whose lines are key presses (``sys.stdin``).
    :param tone: plays the tone and returns when it has finished (None: no tone).
    :param on_text: called with each typed line (stripped) from the reader thread.
    """

    def __init__(self, keys: Any, tone: Any = None, window_s: float = 8.0,
                 on_text: Callable[[str], None] | None = None, autostart: bool = True) -> None:
        self.keys = keys
        self.tone = tone
        self.window_s = window_s
        self.on_text = on_text
        self._open_until = 0.0
        self.presses = 0
        self._started = False
        if autostart:
            self.start()

    def start(self) -> None:
        """Start reading ``keys`` on a daemon thread (once)."""
        if not self._started:
            self._started = True
            threading.Thread(target=self._read, name="voice-ono-push-to-talk", daemon=True).start()

    def _read(self) -> None:
        import time

        for line in self.keys:
            text = line.strip()
            if text and self.on_text is not None:
                self.on_text(text)
                continue
            self.presses += 1
            if self.tone is not None:
                try:
                    self.tone()
                except Exception as exc:  # no sound output: listen without the tone
                    log.debug("speak-now tone failed: %s", exc)
            self._open_until = time.monotonic() + self.window_s

    def closed(self) -> bool:
        """True while the microphone must not listen."""
        import time

        return time.monotonic() >= self._open_until

    def close_window(self) -> None:
        self._open_until = 0.0


def _tone_through_sounddevice() -> None:
    """Play the "speak now" tone on the default output device (blocking)."""
    from voice_ono.speech.tts.earcon import speak_now_tone
    from voice_ono.speech.tts.playback import EARCON_RATE, SoundDevicePlayer

    SoundDevicePlayer().play(speak_now_tone(EARCON_RATE), EARCON_RATE)


def device_arg(device: str | None) -> int | str | None:
    """``--device`` as PortAudio wants it: an index when numeric, else a name substring."""
    return int(device) if device and device.isdigit() else device


def game_context(session: Session | None) -> GameContext | None:
    """The hand of the human whose turn it is, as the acceptance policy's context (``None`` otherwise)."""
    seat = getattr(session, "acting_seat", None) if session is not None else None
    if seat is None or seat not in getattr(session, "humans", ()):
        return None
    return GameContext.from_hand(str(card) for card in session.state.hands[seat])


def answer_context(session: Session | None) -> bool:
    """Whether the next utterance answers a yes/no question (or is hot-seat's "ready"): the recogniser then
    decodes it on the answer grammar (``SphinxRecognizer.set_context``; docs/benchmarks.md, "Answers")."""
    if session is None:
        return False
    if getattr(session, "asking_saved_game", False):
        return True
    pending = getattr(session, "pending", None)
    if pending is not None and not pending.choices:
        return True
    return getattr(session, "awaiting_ready", None) is not None


def set_recognizer_context(recognizer: Any, session: Session | None) -> None:
    """Tell a recogniser that supports it (``set_context``) what the next utterance answers."""
    setter = getattr(recognizer, "set_context", None)
    if setter is not None:
        setter(answer_context(session))


def heard_from_result(result: RecognitionResult, context: GameContext | None = None) -> Heard:
    """A final result as :class:`Heard`, decided by the acceptance policy
    (:mod:`voice_ono.speech.acceptance`) with the game as ``context``.

    Accepted: ``confident``; confirm: text with ``confident=False`` (the
    session asks first); reject: empty text.
    """
    if not result.is_final:
        return Heard("", confident=False, spoken=True)
    verdict = result.decide(context)
    if verdict.decision == "reject" or not verdict.phrase:
        return Heard("", confident=False, spoken=True)
    return Heard(verdict.phrase, confident=verdict.decision == "accept", spoken=True)


@dataclass(frozen=True)
class TypedLine:
    """A command typed (not spoken) while listening in push-to-talk mode."""

    text: str


class SpeechInput:
    """Commands from an audio stream through the recogniser.

    :param finals: final results, one per utterance, in order.
    :param barge_in: decode on a background thread so that "stop" cuts
        the program's speech at once, even while it is talking (use with
        headphones: without the half-duplex gate a loudspeaker would be heard
        by the microphone).
    :param speaker: the speaker to stop on barge-in.
    :param earcon: play the "speak now" tone (``speaker.play_earcon``) each
        time the session starts listening (``--listen prompt``).
    :param push_to_talk: close its window once an utterance was heard.
    """

    def __init__(self, finals: Iterator[RecognitionResult], closer: Any = None, *,
                 barge_in: bool = False, speaker: Any = None, earcon: bool = False,
                 push_to_talk: PushToTalk | None = None, recognizer: Recognizer | None = None) -> None:
        self.finals = finals
        self.recognizer = recognizer
        self.closer = closer
        self.speaker = speaker
        self.earcon = earcon
        self.push_to_talk = push_to_talk
        self._queue: queue.Queue[RecognitionResult | TypedLine | Exception | None] | None = None
        self.typed: Any = None  # typed commands, once the microphone stopped for good
        if barge_in or push_to_talk is not None:  # push-to-talk: typed lines share the queue
            self._queue = queue.Queue()
            threading.Thread(target=self._pump, name="voice-ono-listen", daemon=True).start()
            if push_to_talk is not None:
                typed_lines = self._queue
                push_to_talk.on_text = lambda text: typed_lines.put(TypedLine(text))
                push_to_talk.start()

    def _pump(self) -> None:
        assert self._queue is not None
        grammar = load_grammar()
        try:
            for result in self.finals:
                if result.accepted and self.speaker is not None:
                    try:
                        if parse_command(result.text, grammar).intent == "stop":
                            self.speaker.stop()  # barge-in: cut speech now
                    except UnknownCommandError:
                        pass
                self._queue.put(result)
        except AudioDeviceError as exc:  # the microphone stopped: next() switches to typing
            self._queue.put(exc)
        finally:
            self._queue.put(None)

    @classmethod
    def from_wavs(cls, paths: Sequence[Path], recognizer: Recognizer, speaker: Any,
                  per_file: bool = False) -> "SpeechInput":
        """Your turns played from WAV files (one utterance each, or long
        recordings with pauses); same endpointing as the microphone.

        :param per_file: exactly one final result per file (enrollment's takes): the file's first utterance,
            or an empty final result (``audio=b""``) when nothing was heard in it.
        :raises AudioFormatError: a file is unreadable.
        """
        from voice_ono.speech.audio import WavSource

        sources = []
        for p in paths:  # check every file first; skip (and report) the unreadable ones
            try:
                sources.append(WavSource(p, recognizer.sample_rate))
            except AudioFormatError as exc:
                print(f"voice-ono: {exc} Skipping it.", file=sys.stderr)
        if not sources:
            raise AudioFormatError("None of the WAV files could be read.", "Check the file names.")
        if per_file:
            def first(source: Any) -> Iterator[RecognitionResult]:
                for r in listen(source, recognizer):
                    yield r
                    return
                yield RecognitionResult("", True, engine=recognizer.engine, reason="nothing heard", audio=b"")

            finals = itertools.chain.from_iterable(first(s) for s in sources)
        else:
            finals = itertools.chain.from_iterable(listen(s, recognizer) for s in sources)
        return cls(finals, recognizer=recognizer)

    @classmethod
    def from_microphone(cls, device: str | None, recognizer: Recognizer, speaker: Any,
                        barge_in: bool = False, listen_mode: str = "gate", keys: Any = None,
                        tone: Any = _tone_through_sounddevice) -> "SpeechInput":
        """Live microphone input.  Half-duplex by default: audio heard while
        the program speaks (plus a 0.3 s guard) is discarded, so it never
        hears itself; such audio is not even queued (no queue overflow during
        bot turns).  ``listen_mode`` is one of :data:`LISTEN_MODES`
        ("key" reads Enter presses from ``keys``, default ``sys.stdin``, and
        plays ``tone``).  With ``barge_in`` (headphones) the gate is off and
        "stop" interrupts speech.

        :raises AudioDeviceError: no PortAudio, no microphone, or an unsupported rate.
        """
        from voice_ono.speech.audio import MicrophoneSource

        ptt = None
        if barge_in:
            shut = None
        elif listen_mode == "key":
            ptt = PushToTalk(keys if keys is not None else sys.stdin, tone, autostart=False)

            def shut() -> bool:
                return ptt.closed() or speaker.is_speaking()
        else:
            shut = speaker.is_speaking
        def stopped(reopened: bool) -> None:  # said once per stop, in one line
            speaker.say(catalog.MIC_STOPPED_REOPENED if reopened else catalog.MIC_STOPPED_TYPED)

        mic = MicrophoneSource(device_arg(device), target_rate=recognizer.sample_rate, discard=shut,
                               on_stop=stopped)
        mic.start()
        gate = None if shut is None else HalfDuplexGate(shut, guard_s=0.0 if ptt else 0.3)
        return cls(listen(mic, recognizer, gate=gate, speech_check=SpeechCheck.create()), closer=mic, barge_in=barge_in, speaker=speaker,
                   earcon=listen_mode == "prompt" and not barge_in, push_to_talk=ptt, recognizer=recognizer)

    def next_result(self) -> RecognitionResult | TypedLine | None:
        """The next utterance's final result (with its ``audio``), a line typed at the push-to-talk prompt
        (:class:`TypedLine`), or ``None`` when the input ended.

        :raises AudioDeviceError: the microphone stopped and could not be reopened.
        """
        if self.earcon and self.speaker is not None and hasattr(self.speaker, "play_earcon"):
            self.speaker.play_earcon()  # after the prompt: "speak now"
        result = self._queue.get() if self._queue is not None else next(self.finals, None)
        if isinstance(result, Exception):
            raise result
        if self.push_to_talk is not None and not isinstance(result, TypedLine):
            self.push_to_talk.close_window()
        return result

    def next(self, session: Session) -> Heard | None:
        if self.typed is not None:
            return self.typed.next(session)
        # The next utterance is decoded on the answer grammar while a yes/no question waits.  With barge-in the
        # decoding thread may already be inside the next utterance; it then takes effect one utterance later.
        set_recognizer_context(self.recognizer, session)
        try:
            result = self.next_result()
            if isinstance(result, TypedLine):  # typed at the push-to-talk prompt
                return Heard(result.text)
        except AudioDeviceError as exc:
            # The microphone stopped and could not be reopened (already said
            # aloud by its on_stop): the game goes on with typed commands.
            log.warning("%s", exc)
            self.typed = TextInput()
            return self.typed.next(session)
        if result is None:
            return None
        return heard_from_result(result, game_context(session))

    def close(self) -> None:
        if self.closer is not None:
            self.closer.close()


class DemoVoice:
    """The demo's player: decides a command (heuristic bot plus a few
    queries), synthesises it as speech with an offline synthesiser, decodes
    the audio with the real recogniser, and hands the session what was heard.

    :param voice: synthesiser voice label such as ``"flite:slt"``; default:
        the first available voice.
    :raises SynthesisError: no offline synthesiser is installed.
    """

    QUERIES = {1: "read my hand", 3: "what is the total", 5: "how many cards are left"}
    PREFERRED_VOICES = ("flite:slt", "flite:rms", "flite:awb", "flite:kal16", "espeak-ng:en-us")
    """Clearest voices first (measured with ``voice-ono bench asr``); 8 kHz
    flite:kal is the least intelligible to pocketsphinx."""

    def __init__(self, recognizer: Recognizer, voice: str | None = None, seed: int = 0) -> None:
        from voice_ono.speech.synth import SynthesisError, available_voices

        voices = available_voices()
        if not voices:
            raise SynthesisError("No offline synthesiser found for the demo.",
                                 "Install one: sudo apt-get install flite espeak-ng")
        if voice and not any(v.label == voice for v in voices):
            raise SynthesisError(f"Voice {voice!r} is not installed.",
                                 "Choose one of: " + ", ".join(v.label for v in voices))
        rank = {label: i for i, label in enumerate(((voice,) if voice else ()) + self.PREFERRED_VOICES)}
        chosen = sorted(voices, key=lambda v: rank.get(v.label, len(rank)))  # retries use the others
        self.voices = chosen
        self.voice = chosen[0]
        self.recognizer = recognizer
        self.bot = HeuristicBot(seed)
        self.grammar = load_grammar()
        self.tmp = Path(tempfile.mkdtemp(prefix="voice-ono-demo-"))
        self.count = 0
        self.turns = 0
        self.last_text: str | None = None
        self.last_key: tuple | None = None
        self.retries = 0
        self.asked: set[int] = set()

    def choose(self, session: Session) -> str | None:
        """What the demo player says next; None to give up (game over, or
        not understood seven times running)."""
        state = session.state
        if state.is_over:
            return None
        pending = session.pending
        key = (len(state.history), state.current_player, state.plays_left,
               pending.question if pending else None)
        if key == self.last_key and self.last_text is not None:
            self.retries += 1  # not understood: say it again, as a person would,
            if self.retries > 6:  # a little differently each time
                return None
            self.voice = self.voices[self.retries % len(self.voices)]
            if self.retries % 2 == 0 and self.last_text.startswith("play "):
                return self.last_text[5:]
            return self.last_text
        self.last_key, self.retries = key, 0
        self.voice = self.voices[0]
        if pending is not None:
            if pending.choices:
                wanted = self.bot.choose(state.view(state.current_player))
                return action_phrase(wanted if wanted in pending.choices else pending.choices[0])
            return "yes"
        self.turns += 1
        if self.turns in self.QUERIES and self.turns not in self.asked:
            self.asked.add(self.turns)
            self.last_key = None
            return self.QUERIES[self.turns]
        return action_phrase(self.bot.choose(state.view(state.current_player)))

    def next(self, session: Session) -> Heard | None:
        text = self.choose(session)
        if text is None:
            return None
        self.last_text = text
        self.count += 1
        from voice_ono.speech.audio import WavSource
        from voice_ono.speech.synth import synthesize

        wav = synthesize(text, self.voice, self.tmp / f"utt{self.count:04d}.wav",
                         sample_rate=self.recognizer.sample_rate, seed=self.count)
        session.speaker.say(f"You say: {text}.")
        set_recognizer_context(self.recognizer, session)
        finals = list(listen(WavSource(wav, self.recognizer.sample_rate), self.recognizer))
        accepted = [r for r in finals if r.accepted]
        result = accepted[0] if accepted else (finals[0] if finals else None)
        if result is None:
            return Heard("", confident=False, spoken=True)
        return heard_from_result(result, game_context(session))

    def close(self) -> None:
        shutil.rmtree(self.tmp, ignore_errors=True)


