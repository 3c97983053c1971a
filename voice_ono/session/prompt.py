"""What passes between the session and its input sources: the :class:`Prompt`
an input source is given while a command is awaited (public and read-only:
never the session itself), and the :class:`Heard` text it hands back."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Protocol, TextIO

from voice_ono.commands.grammar import Grammar
from voice_ono.commands.interpret import command_of
from voice_ono.commands.types import Command

from voice_ono.narration.questions import Question
from voice_ono.rules import PlayerView


@dataclass(frozen=True)
class Heard:
    """One command as text, from the keyboard or a recogniser, with the recogniser's evidence: the phrase
    (``text``), its :attr:`command`, the :attr:`alternatives` and the :attr:`confidence`.

    ``confident`` is False when the recogniser was unsure (then a play is
    confirmed first, per the confirmation policy); ``spoken`` is True for
    voice input.  ``near_miss`` (spoken, no text): the recogniser rejected
    something close to a command, so the player is told to say it again;
    otherwise a rejected sound is a stray one and gets no reply
    (:attr:`~voice_ono.speech.asr.acceptance.Verdict.near_miss`).
    ``not_held``: unsure only because the card is not in the hand.  Unsure
    with ``near_miss`` False (an engine calibrated for stray words), only a
    play is asked about: a query, control or setting is not acted on.
    """

    text: str
    confident: bool = True
    spoken: bool = False
    near_miss: bool = True
    not_held: bool = False
    command: Command | None = field(default=None, compare=False)
    """The command ``text`` means, when the input source has parsed it already (a recogniser's phrase is
    parsed once, where the acceptance policy decided it); None for typed text, which the session parses."""
    alternatives: tuple[str, ...] = field(default=(), compare=False)
    """The recogniser's other candidate phrases, best first (``RecognitionResult.alternatives``); ``()`` for
    typed text."""
    confidence: float | None = field(default=None, compare=False)
    """The score the acceptance policy decided on (``Verdict.confidence``, on the engine's scale:
    :mod:`voice_ono.speech.asr.acceptance`); None for typed text or when not measured."""

    def parsed(self, grammar: Grammar) -> Command:
        """The command heard: :attr:`command`, else ``text`` parsed on ``grammar``
        (:func:`voice_ono.commands.interpret.command_of`).

        :raises UnknownCommandError: nothing was heard, or the text is not a phrase of the grammar.
        """
        return command_of(self, grammar)


@dataclass(frozen=True)
class Prompt:
    """What an input source may know while the session waits for a command.

    :param view: the :class:`PlayerView` of the human whose command is
        awaited (hot-seat: whoever's turn it is), or None before the game
        starts or without a human seat.  Only what that player may know.
    :param question: the question waiting for an answer, or None.
    :param answering: the next utterance answers yes or no (a question, the
        start-up "continue your saved game?", or hot-seat's "ready"): a
        recogniser may decode it on the answer grammar.
    :param started: the game has been dealt (False while the start-up
        question about a saved game waits).
    :param game_over: the game has ended.
    :param moves: the number of actions so far (it changes whenever the game moves on).
    :param grammar: the session's command grammar: a recogniser's phrase is parsed on it once, into
        :attr:`Heard.command` (None: the language's grammar).
    """

    view: PlayerView | None = None
    question: Question | None = None
    answering: bool = False
    started: bool = True
    game_over: bool = False
    moves: int = 0
    grammar: Grammar | None = field(default=None, compare=False, repr=False)

    @property
    def hand(self) -> tuple[str, ...]:
        """The card names of :attr:`view`'s hand (``()`` without a view)."""
        return tuple(c.value for c in self.view.hand) if self.view is not None else ()


class InputSource(Protocol):
    """Where human commands come from."""

    def next(self, prompt: Prompt | None) -> Heard | None:
        """Block until the next command; None at end of input."""
        ...


class TextInput:
    """Typed commands, one per line, from a stream (stdin by default).
    Works piped, without a terminal.  Blank lines are ignored."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream or sys.stdin

    def next(self, prompt: Prompt | None = None) -> Heard | None:
        while True:
            line = self.stream.readline()
            if not line:
                return None
            if line.strip():
                return Heard(line.strip())
