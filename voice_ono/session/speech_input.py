"""Spoken input for the session: microphone and WAV files through the
recogniser, push-to-talk, and the acceptance policy's game context.  Each
hands the session text (:class:`Heard`) and is given only a :class:`Prompt`;
decoding goes through the same streaming path
(:func:`voice_ono.speech.asr.endpoint.listen`) whatever the source.
"""

from __future__ import annotations

import itertools
import logging
import queue
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator, Protocol, Sequence

from voice_ono.speech.tts.base import Speaker
from voice_ono.commands.grammar import Grammar, load_grammar
from voice_ono.commands.parse import UnknownCommandError, parse_command
from voice_ono.commands.types import Command, CommandKind, ControlKind
from voice_ono.narration import problem_text, text
from voice_ono.session.prompt import Heard, Prompt, TextInput
from voice_ono.speech.asr.acceptance import GameContext
from voice_ono.speech.asr.endpoint import HalfDuplexGate, SpeechCheck
from voice_ono.speech.asr.endpoint import listen as listen  # re-exported: the spoken-loop bench times it
from voice_ono.speech.errors import AudioDeviceError, AudioFormatError
from voice_ono.speech.asr.recognizer import RecognitionResult, Recognizer

log = logging.getLogger(__name__)

LISTEN_MODES = ("auto", "gate", "prompt", "key")
"""``--listen``: how the microphone takes turns with the program's speech.
"gate": half-duplex, audio heard while the program speaks (plus 0.3 s) is
discarded.  "prompt": the same, plus the "speak now" tone when the program
starts listening.  "key": push-to-talk, press Enter, wait for the tone,
speak one command (for screen readers, whose speech the program cannot
hear).  "auto": "key" with ``--screen-reader``, else "gate"."""

def push_to_talk_help() -> str:
    """How to speak a command with push-to-talk (said once at start-up)."""
    return text("push-to-talk-help")


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

    def __init__(self, keys: Iterable[str], tone: Callable[[], object] | None = None, window_s: float = 8.0,
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


def game_context(prompt: Prompt | None) -> GameContext | None:
    """The hand of the human whose command is awaited, as the acceptance policy's context (``None`` without one)."""
    if prompt is None or prompt.view is None:
        return None
    return GameContext.from_hand(prompt.hand)


def answer_context(prompt: Prompt | None) -> bool:
    """Whether the next utterance answers a yes/no question (or is hot-seat's "ready"): the recogniser then
    decodes it on the answer grammar (``SphinxRecognizer.set_context``; docs/benchmarks.md, "Answers")."""
    return prompt is not None and prompt.answering


def set_recognizer_context(recognizer: Recognizer | None, prompt: Prompt | None) -> None:
    """Tell a recogniser that supports it what the next utterance answers (``set_context``) and which hand the
    player holds (``set_hand``: pocketsphinx then prefers the cards held; docs/benchmarks.md, "The hand as
    context in the grammar")."""
    setter = getattr(recognizer, "set_context", None)
    if setter is not None:
        setter(answer_context(prompt))
    hand_setter = getattr(recognizer, "set_hand", None)
    if hand_setter is not None:
        context = game_context(prompt)
        hand_setter(None if context is None else context.hand)


def heard_from_result(result: RecognitionResult, context: GameContext | None = None,
                      grammar: Grammar | None = None) -> Heard:
    """A final result as :class:`Heard`, decided once by the acceptance policy
    (:mod:`voice_ono.speech.asr.acceptance`) with the game as ``context``, its phrase parsed once on
    ``grammar`` (default: the language's, :func:`~voice_ono.commands.grammar.load_grammar`) into
    :attr:`Heard.command`, which the session then takes as it is.

    Accepted: ``confident``; confirm: text with ``confident=False`` (the
    session asks first); reject: empty text.
    """
    if not result.is_final:
        return Heard("", confident=False, spoken=True)
    verdict = result.decide(context)
    if verdict.decision == "reject" or not verdict.phrase:
        return Heard("", confident=False, spoken=True, near_miss=verdict.near_miss,
                     alternatives=result.alternatives, confidence=verdict.confidence)
    try:
        command: Command | None = parse_command(verdict.phrase, grammar or load_grammar())
    except UnknownCommandError:  # a phrase of another grammar (a profile's): the session words the miss
        command = None
    return Heard(verdict.phrase, confident=verdict.decision == "accept", spoken=True, not_held=verdict.not_held,
                 near_miss=verdict.near_miss, command=command, alternatives=result.alternatives,
                 confidence=verdict.confidence)


@dataclass(frozen=True)
class TypedLine:
    """A command typed (not spoken) while listening in push-to-talk mode."""

    text: str


class Closable(Protocol):
    """What :class:`SpeechInput` closes with itself (the microphone stream)."""

    def close(self) -> None: ...


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

    def __init__(self, finals: Iterator[RecognitionResult], closer: Closable | None = None, *,
                 barge_in: bool = False, speaker: Speaker | None = None, earcon: bool = False,
                 push_to_talk: PushToTalk | None = None, recognizer: Recognizer | None = None) -> None:
        self.finals = finals
        self.recognizer = recognizer
        self.closer = closer
        self.speaker = speaker
        self.earcon = earcon
        self.push_to_talk = push_to_talk
        self.told_clipping = False  # "your microphone is too loud" is said once
        self._queue: queue.Queue[RecognitionResult | TypedLine | Exception | None] | None = None
        self.typed: TextInput | None = None  # typed commands, once the microphone stopped for good
        if barge_in or push_to_talk is not None:  # push-to-talk: typed lines share the queue
            self._queue = queue.Queue()
            threading.Thread(target=self._pump, name="voice-ono-listen", daemon=True).start()
            if push_to_talk is not None:
                typed_lines = self._queue
                push_to_talk.on_text = lambda text: typed_lines.put(TypedLine(text))
                push_to_talk.start()

    def _pump(self) -> None:
        assert self._queue is not None
        # a recogniser's phrase is exactly one of the grammar's: "stop" is known by the phrase, not parsed again
        # (the session parses it once, heard_from_result)
        stops = load_grammar().phrases_meaning(CommandKind.CONTROL, ControlKind.STOP.value)
        try:
            for result in self.finals:
                if result.accepted and self.speaker is not None and result.text in stops:
                    self.speaker.stop()  # barge-in: cut speech now
                self._queue.put(result)
        except AudioDeviceError as exc:  # the microphone stopped: next() switches to typing
            self._queue.put(exc)
        finally:
            self._queue.put(None)

    @classmethod
    def from_wavs(cls, paths: Sequence[Path], recognizer: Recognizer, speaker: Speaker | None,
                  per_file: bool = False) -> "SpeechInput":
        """Your turns played from WAV files (one utterance each, or long
        recordings with pauses); same endpointing as the microphone.

        :param per_file: exactly one final result per file (enrollment's takes): the file's first utterance,
            or an empty final result (``audio=b""``) when nothing was heard in it.
        Each file is fed with faint noise before and after (:class:`~voice_ono.speech.audio.Padded`), as a
        microphone stream has and as ``enroll --from-manifest`` and ``voice-ono recognize`` do: takes cut tight
        around the word were otherwise "nothing heard", and a tight "no" was lost in the answer grammar.
        :raises AudioFormatError: a file is unreadable.
        """
        from voice_ono.speech.audio import Padded, WavSource, quietest_std

        sources = []
        for p in paths:  # check every file first; skip (and report) the unreadable ones
            try:
                sources.append(WavSource(p, recognizer.sample_rate))
            except AudioFormatError as exc:
                print(text("program-line", message=text("wav-skipped", error=problem_text(exc))), file=sys.stderr)
        if not sources:
            raise AudioFormatError("no-wav-readable", "check-wav-names")
        if per_file:
            def first(source: Iterable[bytes]) -> Iterator[RecognitionResult]:
                for r in listen(source, recognizer):
                    yield r
                    return
                yield RecognitionResult("", True, engine=recognizer.engine, reason="nothing heard", audio=b"")

            finals = itertools.chain.from_iterable(first(Padded(s)) for s in sources)
        else:
            # padded too, with the file's own noise floor: a clip cut tight to the word lost its answer in the
            # answer grammar (BT_PLAY 14), and a file of loud noise must stay noise
            # and checked for speech as the microphone's utterances are (a noise-only file is not a command)
            check = SpeechCheck.create()
            finals = itertools.chain.from_iterable(
                listen(Padded(s, std=quietest_std(s.pcm, s.sample_rate)), recognizer, speech_check=check)
                for s in sources)
        return cls(finals, recognizer=recognizer, speaker=speaker)

    @classmethod
    def from_microphone(cls, device: str | None, recognizer: Recognizer, speaker: Speaker,
                        barge_in: bool = False, listen_mode: str = "gate", keys: Iterable[str] | None = None,
                        tone: Callable[[], object] | None = _tone_through_sounddevice) -> "SpeechInput":
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
            speaker.say(text("mic-stopped-reopened") if reopened else text("mic-stopped-typed"))

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

    def next(self, prompt: Prompt | None = None) -> Heard | None:
        if self.typed is not None:
            return self.typed.next(prompt)
        # The next utterance is decoded on the answer grammar while a yes/no question waits.  With barge-in the
        # decoding thread may already be inside the next utterance; it then takes effect one utterance later.
        set_recognizer_context(self.recognizer, prompt)
        try:
            result = self.next_result()
            if isinstance(result, TypedLine):  # typed at the push-to-talk prompt
                return Heard(result.text)
        except AudioDeviceError as exc:
            # The microphone stopped and could not be reopened (already said
            # aloud by its on_stop): the game goes on with typed commands.
            log.warning("%s", exc)
            self.typed = TextInput()
            return self.typed.next(prompt)
        if result is None:
            return None
        if result.level == "clipped" and not self.told_clipping and self.speaker is not None:
            self.told_clipping = True
            self.speaker.say(text("mic-clipping"))
        return heard_from_result(result, game_context(prompt), prompt.grammar if prompt is not None else None)

    def close(self) -> None:
        if self.closer is not None:
            self.closer.close()
