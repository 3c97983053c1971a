"""The demo's player (``voice-ono demo``): a heuristic bot decides what to
say, an offline synthesiser speaks it, and the real recogniser decodes it,
through the same path as a microphone.  It is given a :class:`Prompt`, not
the session."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Callable, Iterable, Iterator

from voice_ono.speech.tts.base import Speaker
from voice_ono.bots import HeuristicBot
from voice_ono.commands.grammar import load_grammar
from voice_ono.demo.synth import Voice
from voice_ono.rules import Action, PlayCard
from voice_ono.commands.resolve import action_phrase
from voice_ono.narration import text
from voice_ono.session.prompt import Heard, Prompt
from voice_ono.session.speech_input import game_context, heard_from_result, set_recognizer_context
from voice_ono.speech.asr.endpoint import listen
from voice_ono.speech.asr.recognizer import RecognitionResult, Recognizer


class DemoVoice:
    """The demo's player: decides a command (heuristic bot plus a few
    queries), synthesises it as speech with an offline synthesiser, decodes
    the audio with the real recogniser, and hands the session what was heard.

    :param voice: synthesiser voice label such as ``"flite:slt"``; default:
        the first available voice.
    :param speaker: where "You say: ..." is said before each command (None: not said).
    :param listen: the streaming decoder (:func:`voice_ono.speech.asr.endpoint.listen`).
    :raises SynthesisError: no offline synthesiser is installed.
    """

    QUERIES = {1: "hand", 3: "total", 5: "draw_pile"}
    """The queries asked on the first, third and fifth turns (grammar intents: read my hand, the total, how many
    cards are left), said as the grammar of the language in use says them."""
    PREFERRED_VOICES = ("flite:slt", "flite:rms", "flite:awb", "flite:kal16", "espeak-ng:en-us")
    """Clearest voices first (measured with ``voice-ono bench asr``); 8 kHz
    flite:kal is the least intelligible to pocketsphinx."""
    RETRIES_BEFORE_ANOTHER_CARD = 3
    """A play said this many times more and still not understood: the demo player plays another card."""
    MAX_STALLED = 30
    """Utterances in a row with no move in the game before the demo player gives up (the demo then ends early,
    said as such): never an endless loop of questions and answers."""

    def __init__(self, recognizer: Recognizer, voice: str | None = None, seed: int = 0,
                 speaker: Speaker | None = None,
                 listen: Callable[[Iterable[bytes], Recognizer], Iterator[RecognitionResult]] = listen) -> None:
        chosen = demo_voices(voice, self.PREFERRED_VOICES)  # retries use the others
        self.voices = chosen
        self.voice = chosen[0]
        self.recognizer = recognizer
        self.speaker = speaker  # says "You say: ..." before each command (None: silent)
        self.listen = listen  # the streaming decoder (voice_ono.speech.asr.endpoint.listen; a bench may time it)
        self.bot = HeuristicBot(seed)
        self.grammar = load_grammar()
        self.tmp = Path(tempfile.mkdtemp(prefix="voice-ono-demo-"))
        self.count = 0
        self.turns = 0
        self.last_text: str | None = None
        self.last_card: str | None = None  # the card words of the last play, said alone on a retry
        self.last_key: tuple[object, ...] | None = None
        self.retries = 0
        self.asked: set[int] = set()
        self.last_moves: object = None
        self.stalled = 0
        self.last_action: Action | None = None  # the action of the last phrase said, and those tried this turn
        self.tried: list[Action] = []

    def choose(self, prompt: Prompt) -> str | None:
        """What the demo player says next; None to give up (game over, not understood seven times running, or
        :data:`MAX_STALLED` utterances with no move)."""
        view = prompt.view
        if prompt.game_over or view is None:
            return None
        question = prompt.question
        key = (prompt.moves, view.turn, view.plays_left, question)
        if prompt.moves == self.last_moves:
            self.stalled += 1  # nothing moved since the last thing said: a question and answer can go round
            if self.stalled > self.MAX_STALLED:  # forever (tester: a voice profile made for a person), so give up
                return None
        else:
            self.last_moves, self.stalled = prompt.moves, 0
        if key == self.last_key and self.last_text is not None:
            self.retries += 1  # not understood: say it again, as a person would,
            if self.retries > self.RETRIES_BEFORE_ANOTHER_CARD and question is None and self.last_action is not None:
                # ... and after a few tries play another card instead (tester: "play the play two card" was
                # never understood in one voice, so the demo ended early)
                untried = [a for a in view.legal_actions if a not in self.tried]
                if untried:
                    self.retries = 0
                    self.voice = self.voices[0]
                    return self._say(untried[0])
            if self.retries > 6:  # a little differently each time
                return None
            self.voice = self.voices[self.retries % len(self.voices)]
            if self.retries % 2 == 0 and self.last_card is not None:
                return self.last_card  # "seven" instead of "play seven"
            return self.last_text
        self.last_key, self.retries = key, 0
        self.voice = self.voices[0]
        self.last_card = None
        self.last_action = None
        self.tried = []
        if question is not None:
            choices = getattr(question, "choices", ())
            if choices:
                wanted = self.bot.choose(view)
                return self._say(wanted if wanted in choices else choices[0])
            return self.grammar.phrases(["yes"])[0]
        self.turns += 1
        if self.turns in self.QUERIES and self.turns not in self.asked:
            self.asked.add(self.turns)
            self.last_key = None
            return self.grammar.phrases([self.QUERIES[self.turns]])[0]
        return self._say(self.bot.choose(view))

    def _say(self, action: Action) -> str:
        """The grammar phrase of ``action``; remembers its bare card words for a retry."""
        self.last_card = self.grammar.card_phrase(action.card) if isinstance(action, PlayCard) else None
        self.last_action = action
        self.tried.append(action)
        return action_phrase(action)

    def next(self, prompt: Prompt | None = None) -> Heard | None:
        said = self.choose(prompt) if prompt is not None else None
        if said is None:
            return None
        self.last_text = said
        self.count += 1
        from voice_ono.speech.audio import WavSource
        from voice_ono.demo.synth import synthesize

        wav = synthesize(said, self.voice, self.tmp / f"utt{self.count:04d}.wav",
                         sample_rate=self.recognizer.sample_rate, seed=self.count)
        if self.speaker is not None:
            self.speaker.say(text("demo-you-say", said=said))
        set_recognizer_context(self.recognizer, prompt)
        finals = list(self.listen(WavSource(wav, self.recognizer.sample_rate), self.recognizer))
        accepted = [r for r in finals if r.accepted]
        result = accepted[0] if accepted else (finals[0] if finals else None)
        if result is None:
            return Heard("", confident=False, spoken=True)
        return heard_from_result(result, game_context(prompt), prompt.grammar if prompt is not None else None)

    def close(self) -> None:
        shutil.rmtree(self.tmp, ignore_errors=True)


def demo_voices(voice: str | None, preferred: tuple[str, ...] = DemoVoice.PREFERRED_VOICES) -> list[Voice]:
    """The demo player's voices, best first: ``voice`` (a label such as ``flite:slt``) first when given,
    then ``preferred``; in a language other than English, eSpeak NG's voice of the language and two
    variants (flite speaks English only).  Checked before the recogniser loads, so a wrong ``--voice-id``
    is said at once.

    :raises SynthesisError: no offline synthesiser (``demo-no-synthesiser``), or ``voice`` is not one of
        them (``demo-voice-missing``, naming those there are).
    """
    from voice_ono.demo.synth import SynthesisError, available_voices
    from voice_ono.languages import active_language

    lang = active_language()
    voices = available_voices()
    if lang.code != "en":
        voices = [Voice("espeak-ng", lang.espeak_voice + v) for v in ("", "+f3", "+m3")] \
            if any(v.engine == "espeak-ng" for v in voices) else []
    if not voices:
        raise SynthesisError("demo-no-synthesiser", "demo-install-synthesiser")
    if voice and not any(v.label == voice for v in voices):
        raise SynthesisError("demo-voice-missing", "demo-choose-voice", voice=voice,
                             voices=", ".join(v.label for v in voices))
    rank = {label: i for i, label in enumerate(((voice,) if voice else ()) + preferred)}
    return sorted(voices, key=lambda v: rank.get(v.label, len(rank)))
