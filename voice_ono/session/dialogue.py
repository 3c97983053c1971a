"""The session's questions and answers: the start-up question about a saved
game, confirming a play, choosing between two cards, quitting and starting
a new game.  Each question is a type (:mod:`voice_ono.narration.questions`)
that narration words; an answer that is not one of its choices is met once
by asking again, then the safe choice is taken (nothing is played, quit or
replaced without an explicit yes).  Mixed into
:class:`voice_ono.session.loop.Session`.
"""

from __future__ import annotations

import random
from typing import Callable

from voice_ono.bots import difficulty_level
from voice_ono.commands.parse import UnknownCommandError
from voice_ono.commands.types import (AnswerCommand, Command, ControlCommand, ControlKind, PlayCommand,
                                      QueryCommand, SetupCommand)
from voice_ono.commands.resolve import Resolved, resolve
from voice_ono.narration import questions as q
from voice_ono.narration import error_text, rules_label, text
from voice_ono.rules import Action, GameState, PlayCard, bots_range, get_ruleset
from voice_ono.session.base import Pending, SessionBase
from voice_ono.session.prompt import Heard
from voice_ono.session.save import place_without_overwrite
from voice_ono.session.settings import GameSettings, new_state


def next_game_seed(seed: int | None) -> int | None:
    """The seed of a new game started by voice in a session whose game had ``seed``: derived from it
    (``random.Random`` seeded with text is the same on every run and platform), so ``--seed`` gives the
    same deals for every game of a session, run after run; ``None`` stays ``None`` (a fresh random seed)."""
    if seed is None:
        return None
    return random.Random(f"voice-ono next game {seed}").randrange(2**31)


class Dialogue(SessionBase):
    """Questions and answers of a :class:`Session` (a mixin: it uses the session's state)."""

    def ask(self, question: q.Question, on_yes: Callable[[], None]) -> None:
        """Ask ``question``; a yes calls ``on_yes``."""
        self.pending = Pending(question, on_yes)
        self.say(q.ask(question))

    def _ask_saved_game(self, empty: bool = False) -> bool | None:
        """Ask whether to continue the saved game found at start-up (``empty``: it has no moves yet).

        :returns: True to continue it, False for an explicit "no", None when
            the input ended first.  An answer that is not yes or no is asked
            again once with the choices named; after a second one the saved
            game is continued (the safe choice: nothing is overwritten).
        """
        self.say(text("saved-game-ask"))
        self.asking_saved_game = True
        try:
            return self._saved_game_answer("yes" if empty else "no")
        finally:
            self.asking_saved_game = False

    def _saved_game_answer(self, empty: str) -> bool | None:
        """The answer loop of :meth:`_ask_saved_game` (same returns); ``empty``: "yes" when the saved game
        has no moves yet (a "no" does not keep it, and the question says so)."""
        attempt = 0
        while attempt < 2:
            heard = self.inputs.next(self.prompt())
            if heard is None:
                return None
            try:
                command = heard.parsed(self.grammar) if heard.text else None
            except UnknownCommandError:
                command = None
            match command:
                case AnswerCommand():
                    return command.yes
                case SetupCommand():
                    # "new game" means no (the saved game is kept beside as .previous); "new game with three
                    # hard bots" starts that game (tester: it was "please answer yes or no")
                    self.startup_setup = (command, heard) if command.has_settings else None
                    return False
                case ControlCommand(what=ControlKind.QUIT):  # leave; the save is untouched
                    self.say(text("saved-game-quit", command=self.resume_command()))
                    self.quit = True
                    return None
                case ControlCommand(what=ControlKind() as what) if what.is_help or what is ControlKind.REPEAT:
                    self.say(text("saved-game-help", empty=empty))  # not counted as an answer
                    continue
                case QueryCommand():  # "what is the total": which game's? Not counted
                    self.say(text("saved-game-query", empty=empty))
                    continue
            if attempt == 0:
                self.say(text("saved-game-again", empty=empty))
            attempt += 1
        self.say(text("saved-game-safe"))
        return True

    def _keep_previous_save(self, left: GameState) -> bool:
        """Before a new game replaces an unfinished save, copy it beside as
        ``<name>.previous.json`` (then ``.previous-2.json``, ...: a kept game
        is never overwritten or deleted; a misheard "no" or "yes" must not
        lose a game).  A game ``left`` with no moves yet is not kept (there
        is nothing to lose), and that is said.  When the copy fails, autosave
        is turned off so the old save is never overwritten.

        :returns: False when the copy failed (and autosave is now off).
        """
        if self.save_path is None or not self.save_path.exists():
            return True
        if not left.history:
            self.say(text("old-game-not-kept"))
            return True
        try:
            backup = place_without_overwrite(self.save_path, self.save_path, "previous", copy=True)
        except OSError as exc:
            self.say(text("could-not-keep", error=exc.strerror or exc))
            self.save_path = None
            return False
        self.say(text("kept-old-game", path=backup))
        return True

    def _answers(self, pending: Pending, command: Command) -> bool:
        """Whether ``command`` answers ``pending``: yes or no to a yes/no
        question; no, or a play naming one of the choices, to a choice."""
        if pending.choices:
            if isinstance(command, AnswerCommand):
                return not command.yes
            if not isinstance(command, PlayCommand) or self.acting_seat is None:
                return False
            result = resolve(command, self.state.view(self.acting_seat))
            return isinstance(result, Resolved) and result.action in pending.choices
        return isinstance(command, AnswerCommand)

    def _choice_named(self, command: Command, pending: Pending | None) -> Action | None:
        """The choice of an open "which card?" question that ``command`` names by the card's full name:
        "play two" is the Play 2 card's own name (grammars/en.toml), so at "Do you mean the number 2, or
        the Play 2 card?" it means the Play 2 card ("two" alone is the number).  None otherwise."""
        if pending is None or not pending.choices or not isinstance(command, PlayCommand):
            return None
        said = " ".join(command.text.lower().split())
        named = [a for a in pending.choices if isinstance(a, PlayCard)
                 and said in self.grammar.card_words(a.card.value)]
        return named[0] if len(named) == 1 else None

    def _not_an_answer(self) -> None:
        """A strict question got something that is not an answer: ask again
        once with the choices named, then take the safe choice (do nothing)."""
        pending = self.pending
        assert pending is not None
        if not pending.asked_again:
            pending.asked_again = True
            self.say(q.again(pending.question))
            return
        self.pending = None
        self.say(q.safe(pending.question))

    def _answer(self, command: AnswerCommand, pending: Pending | None) -> None:
        if pending is None:
            self.refuse("no-question")
        elif command.yes:
            pending.on_yes()
        else:
            self.say(q.said_no(pending.question))

    def _setup(self, command: SetupCommand, heard: Heard) -> None:
        """"New game with three bots": start it, after asking when a game is under way (what is not said is
        kept from this game)."""
        settings = GameSettings(
            bots=self.settings.bots if command.bots is None else command.bots,
            humans=self.settings.humans,
            difficulty=self.settings.difficulty if command.difficulty is None else command.difficulty.value,
            rules=self.settings.rules if command.rules is None else command.rules,
            options=dict(self.settings.options),
            names=None,
            hints=self.settings.hints,
            seed=next_game_seed(self.state.seed if self.state.seed is not None else self.settings.seed),
        )
        if settings.rules != self.settings.rules and command.rules is not None:
            settings.options = {}  # other rules start from their own defaults: no option (scoring too) carries over
        if command.scoring is not None:
            settings.options["scoring"] = command.scoring.value
        try:
            rules = get_ruleset(settings.rules, settings.options)
            players = settings.bots + settings.humans
            if not rules.min_players <= players <= rules.max_players:
                low, high = bots_range(rules, settings.humans)
                self.refuse("bots-range", low=max(1, low), high=high, rules=rules_label(rules.name))
                return
            state = new_state(settings)
        except ValueError as exc:
            self.refuse("cannot-start", error=error_text(exc))
            return
        # the scoring as asked, or as carried over from this game ("new game with seven bots" in a points game)
        asked = command.scoring is not None or "scoring" in settings.options
        scoring = rules.scoring if rules.multi_round and asked else None
        question = q.ConfirmNewGame(settings.bots, difficulty_level(settings.difficulty), settings.rules, scoring,
                                    kept=self.save_path is not None,  # --no-autosave: the game is lost
                                    empty=not self.state.history)  # no moves yet: nothing to keep (tester)

        def start() -> None:
            if self.state.started and not self.state.is_over:
                self._keep_previous_save(self.state)  # the game being left stays on disk
            self.settings = settings
            self._install(state, settings.kinds())
            self.say(text("starting", summary=q.new_game_summary(question)))
            self.emit(self.state.start())

        if self.state.is_over or not self.state.started:
            start()
        else:
            self.ask(question, start)

