"""The session's questions and answers: the start-up question about a saved
game, confirming a play, choosing between two cards, quitting and starting
a new game.  Each question is a type (:mod:`voice_ono.narration.questions`)
that narration words; an answer that is not one of its choices is met once
by asking again, then the safe choice is taken (nothing is played, quit or
replaced without an explicit yes).  A stray sound in the room is not an
answer at all: it gets no reply and the question waits on (the start-up
question too, :meth:`Dialogue.ask_saved_game`).  :class:`Dialogue` is a part of
:class:`voice_ono.session.loop.Session`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from voice_ono.commands.grammar import Grammar
from voice_ono.commands.parse import UnknownCommandError
from voice_ono.commands.types import (AnswerCommand, Command, ControlCommand, ControlKind, PlayCommand,
                                      QueryCommand, SetupCommand)
from voice_ono.commands.resolve import Resolution, Resolved
from voice_ono.narration import questions as q
from voice_ono.narration import text
from voice_ono.rules import Action, PlayCard
from voice_ono.session.output import Output
from voice_ono.session.prompt import Heard
from voice_ono.session.seated_game import SeatedGame


@dataclass
class Pending:
    """A question waiting for an answer, and what a yes does (``on_yes``)."""

    question: q.Question
    on_yes: Callable[[], None]
    asked_again: bool = False

    @property
    def choices(self) -> tuple[Action, ...]:
        """The cards to choose between (:class:`ChooseCard`), else ``()``."""
        return self.question.choices if isinstance(self.question, q.ChooseCard) else ()

    @property
    def action(self) -> Action | None:
        """The action a :class:`ConfirmPlay` is about, else None."""
        return self.question.action if isinstance(self.question, q.ConfirmPlay) else None


@dataclass(frozen=True)
class SavedGameAnswer:
    """The answer to the start-up question about a saved game.

    ``resume``: True to continue it, False for a new game, None when nothing was decided (the input ended, or
    the player quit: ``quit``).  ``setup``: the new game asked for instead of a plain "no" ("new game with
    three hard bots"), with what was heard.
    """

    resume: bool | None
    setup: tuple[SetupCommand, Heard] | None = None
    quit: bool = False


def maybe_stray(heard: Heard) -> bool:
    """A spoken command the recogniser doubts for its words (not only for the hand), from an engine whose
    doubts may be stray words (:attr:`Heard.near_miss` False): acted on only as a play, asked first."""
    return heard.spoken and not heard.confident and not heard.not_held and not heard.near_miss


class Dialogue:
    """Questions and answers of a :class:`Session`: the open question (:attr:`pending`) and what answers it.

    :param game: the game the questions are about.
    :param output: where questions are said and non-answers refused.
    :param grammar: the command grammar (a card's full names, "play two", for a choice).
    """

    def __init__(self, game: SeatedGame, output: Output, grammar: Grammar) -> None:
        self.game = game
        self.output = output
        self.grammar = grammar
        self.pending: Pending | None = None
        """The question waiting for an answer, if any."""
        self.asking_saved_game = False
        """The start-up yes/no question is waiting (inputs decode answers then)."""

    def ask(self, question: q.Question, on_yes: Callable[[], None]) -> None:
        """Ask ``question``; a yes calls ``on_yes``."""
        self.pending = Pending(question, on_yes)
        self.output.say(q.ask(question))

    def ask_saved_game(self, next_heard: Callable[[], Heard | None], *, empty: bool = False,
                       refused: Callable[[SetupCommand], bool] | None = None) -> SavedGameAnswer:
        """Ask whether to continue the saved game found at start-up (``empty``: it has no moves yet).

        :param next_heard: the next input (None: the input ended), read while :attr:`asking_saved_game`.
        :param refused: whether the new game a setup command asks for ("new game with ten bots") cannot
            start; it says why (the refusal said mid-game).  Then the question is asked again and waits
            (not counted as an answer): the saved game is untouched.  None: every setup is taken.
        :returns: the answer.  An answer that is not yes or no is asked again once with the choices named;
            after a second one the saved game is continued (the safe choice: nothing is overwritten).  A
            stray sound (spoken, rejected far from any command) or an unsure query, control, setting or
            answer that may be a stray word gets no reply and is not counted: the question waits on, as it
            does inside a game.  "Quit" is not said back here: the caller says it (with the command that
            resumes the game).
        """
        self.output.say(text("saved-game-ask"))
        self.asking_saved_game = True
        try:
            return self._saved_game_answer(next_heard, "yes" if empty else "no", refused)
        finally:
            self.asking_saved_game = False

    def _saved_game_answer(self, next_heard: Callable[[], Heard | None], empty: str,
                           refused: Callable[[SetupCommand], bool] | None) -> SavedGameAnswer:
        """The answer loop of :meth:`ask_saved_game` (same parameters and returns); ``empty``: "yes" when
        the saved game has no moves yet (a "no" does not keep it, and the question says so)."""
        say = self.output.say
        attempt = 0
        while attempt < 2:
            heard = next_heard()
            if heard is None:
                return SavedGameAnswer(None)
            if heard.spoken and not heard.near_miss and (not heard.text or maybe_stray(heard)):
                continue  # a stray sound or word in the room costs the player nothing: no reply, not an attempt
            try:
                command = heard.parsed(self.grammar) if heard.text else None
            except UnknownCommandError:
                command = None
            match command:
                case AnswerCommand():
                    return SavedGameAnswer(command.yes)
                case SetupCommand() if command.has_settings and refused is not None and refused(command):
                    # "new game with ten bots": the range is said (by ``refused``), as mid-game; the saved
                    # game is untouched and the question waits, asked again (tester: a default game started)
                    say(text("saved-game-again", empty=empty))
                    continue
                case SetupCommand():
                    # "new game" means no (the saved game is kept beside as .previous); "new game with three
                    # hard bots" starts that game (tester: it was "please answer yes or no")
                    return SavedGameAnswer(False, (command, heard) if command.has_settings else None)
                case ControlCommand(what=ControlKind.QUIT):  # leave; the save is untouched
                    return SavedGameAnswer(None, quit=True)
                case ControlCommand(what=ControlKind() as what) if what.is_help or what is ControlKind.REPEAT:
                    say(text("saved-game-help", empty=empty))  # not counted as an answer
                    continue
                case QueryCommand():  # "what is the total": which game's? Not counted
                    say(text("saved-game-query", empty=empty))
                    continue
            if attempt == 0:
                say(text("saved-game-again", empty=empty))
            attempt += 1
        say(text("saved-game-safe"))
        return SavedGameAnswer(True)

    def answers(self, pending: Pending, result: Resolution) -> bool:
        """Whether the command of ``result`` (as interpreted, :func:`voice_ono.commands.interpret.interpret`)
        answers ``pending``: yes or no to a yes/no question; no, or a play naming one of the choices, to a
        choice."""
        command = result.command
        if pending.choices:
            if isinstance(command, AnswerCommand):
                return not command.yes
            if not isinstance(command, PlayCommand):
                return False
            return isinstance(result, Resolved) and result.action in pending.choices
        return isinstance(command, AnswerCommand)

    def choice_named(self, command: Command, pending: Pending | None) -> Action | None:
        """The choice of an open "which card?" question that ``command`` names by the card's full name:
        "play two" is the Play 2 card's own name (grammars/en.toml), so at "Do you mean the number 2, or
        the Play 2 card?" it means the Play 2 card ("two" alone is the number).  None otherwise."""
        if pending is None or not pending.choices or not isinstance(command, PlayCommand):
            return None
        said = " ".join(command.text.lower().split())
        named = [a for a in pending.choices if isinstance(a, PlayCard)
                 and said in self.grammar.card_words(a.card.value)]
        return named[0] if len(named) == 1 else None

    def not_an_answer(self) -> None:
        """The open question got something that is not an answer: ask again
        once with the choices named, then take the safe choice (do nothing).

        :raises AssertionError: when no question is open."""
        pending = self.pending
        assert pending is not None
        if not pending.asked_again:
            pending.asked_again = True
            self.output.say(q.again(pending.question))
            return
        self.pending = None
        self.output.say(q.safe(pending.question))

    def answer(self, command: AnswerCommand, pending: Pending | None) -> None:
        """Yes or no to ``pending`` (the question that was open): a yes does what it asked about; with no
        question open it is refused."""
        if pending is None:
            self.output.refuse("no-question")
        elif command.yes:
            pending.on_yes()
        else:
            self.output.say(q.said_no(pending.question))
