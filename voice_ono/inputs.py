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
import tempfile
from pathlib import Path
from typing import Any, Iterator, Sequence

from voice_ono.bots import HeuristicBot
from voice_ono.commands.grammar import load_grammar
from voice_ono.commands.parse import UnknownCommandError, parse_command
from voice_ono.commands.resolve import action_phrase
from voice_ono.session import Heard, Session
from voice_ono.speech.acceptance import GameContext
from voice_ono.speech.endpoint import HalfDuplexGate, listen
from voice_ono.speech.errors import AudioFormatError
from voice_ono.speech.recognizer import RecognitionResult, Recognizer

log = logging.getLogger(__name__)

def device_arg(device: str | None) -> int | str | None:
    """``--device`` as PortAudio wants it: an index when numeric, else a name substring."""
    return int(device) if device and device.isdigit() else device


def game_context(session: Session | None) -> GameContext | None:
    """The hand of the human whose turn it is, as the acceptance policy's context (``None`` otherwise)."""
    seat = getattr(session, "acting_seat", None) if session is not None else None
    if seat is None or seat not in getattr(session, "humans", ()):
        return None
    return GameContext.from_hand(str(card) for card in session.state.hands[seat])


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


class SpeechInput:
    """Commands from an audio stream through the recogniser.

    :param finals: final results, one per utterance, in order.
    :param barge_in: decode on a background thread so that "stop" cuts
        the program's speech at once, even while it is talking (use with
        headphones: without the half-duplex gate a loudspeaker would be heard
        by the microphone).
    :param speaker: the speaker to stop on barge-in.
    """

    def __init__(self, finals: Iterator[RecognitionResult], closer: Any = None, *,
                 barge_in: bool = False, speaker: Any = None) -> None:
        self.finals = finals
        self.closer = closer
        self.speaker = speaker
        self._queue: queue.Queue[RecognitionResult | None] | None = None
        if barge_in:
            self._queue = queue.Queue()
            threading.Thread(target=self._pump, name="voice-ono-listen", daemon=True).start()

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
        finally:
            self._queue.put(None)

    @classmethod
    def from_wavs(cls, paths: Sequence[Path], recognizer: Recognizer, speaker: Any) -> "SpeechInput":
        """Your turns played from WAV files (one utterance each, or long
        recordings with pauses); same endpointing as the microphone.

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
        finals = itertools.chain.from_iterable(listen(s, recognizer) for s in sources)
        return cls(finals)

    @classmethod
    def from_microphone(cls, device: str | None, recognizer: Recognizer, speaker: Any,
                        barge_in: bool = False) -> "SpeechInput":
        """Live microphone input.  Half-duplex by default: audio heard while
        the program speaks (plus a 0.3 s guard) is discarded, so it never
        hears itself.  With ``barge_in`` (headphones) the gate is off and
        "stop" interrupts speech.

        :raises AudioDeviceError: no PortAudio, no microphone, or an unsupported rate.
        """
        from voice_ono.speech.audio import MicrophoneSource

        mic = MicrophoneSource(device_arg(device), target_rate=recognizer.sample_rate)
        mic.start()
        gate = None if barge_in else HalfDuplexGate(speaker.is_speaking, guard_s=0.3)
        return cls(listen(mic, recognizer, gate=gate), closer=mic, barge_in=barge_in, speaker=speaker)

    def next(self, session: Session) -> Heard | None:
        result = self._queue.get() if self._queue is not None else next(self.finals, None)
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

    def _choose(self, session: Session) -> str | None:
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
        text = self._choose(session)
        if text is None:
            return None
        self.last_text = text
        self.count += 1
        from voice_ono.speech.audio import WavSource
        from voice_ono.speech.synth import synthesize

        wav = synthesize(text, self.voice, self.tmp / f"utt{self.count:04d}.wav",
                         sample_rate=self.recognizer.sample_rate, seed=self.count)
        session.speaker.say(f"You say: {text}.")
        finals = list(listen(WavSource(wav, self.recognizer.sample_rate), self.recognizer))
        accepted = [r for r in finals if r.accepted]
        result = accepted[0] if accepted else (finals[0] if finals else None)
        if result is None:
            return Heard("", confident=False, spoken=True)
        return heard_from_result(result, game_context(session))

    def close(self) -> None:
        shutil.rmtree(self.tmp, ignore_errors=True)


