"""The turn loop: human input, bot moves, narration, events, autosave.

:class:`Session` wires the layers together (DESIGN.md): rules + bots +
commands + narration, with an input source (typed text, microphone, WAV
files, the demo's synthesised voice) and a speaker (pyttsx3, print,
recorder).  It never decodes audio and never words a sentence itself: input
sources hand it text (:class:`Heard`) and get a :class:`Prompt`; the
narration layer words what it says.  It is made of parts, each given what it
uses: the game at the table (:class:`voice_ono.session.seated_game.SeatedGame`), what it
says and writes (:class:`voice_ono.session.output.Output`), the autosave
(:class:`voice_ono.session.autosave.Autosave`), questions and answers
(:class:`voice_ono.session.dialogue.Dialogue`) and queries, help and speech
settings (:class:`voice_ono.session.replies.Replies`).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Sequence

from voice_ono.bots import difficulty_level
from voice_ono.commands.grammar import load_grammar
from voice_ono.commands.parse import UnknownCommandError
from voice_ono.commands.types import (AnswerCommand, Command, ControlCommand, ControlKind,
                                      DiscardCommand, DrawCommand, PlayCommand, QueryCommand, QueryKind,
                                      SetupCommand, SpeechSetting)
from voice_ono.commands.interpret import interpret
from voice_ono.commands.resolve import Clarify, Refused, Resolution, Resolved, Understood, check
from voice_ono.narration import error_text, join_words, rules_label, text
from voice_ono.narration import questions as q
from voice_ono.rules import Action, Draw, GameState, PlayerView, RuleSet, bots_range, get_ruleset
from voice_ono.rules.events import CardPlayed, Event
from voice_ono.session.autosave import Autosave
from voice_ono.session.dialogue import Dialogue, Pending, maybe_stray
from voice_ono.session.output import EventSink, Output, note
from voice_ono.session.prompt import Heard, InputSource, Prompt
from voice_ono.session.replies import Replies
from voice_ono.session.settings import Confirm, GameSettings, SessionOptions, new_state, next_game_settings
from voice_ono.session.seated_game import SeatedGame
from voice_ono.speech.tts.base import Speaker


class Session:
    """Runs games until the input ends or the player quits.

    :param state: a game (started or not).
    :param kinds: ``"human"`` or a bot name per seat.
    :param speaker: where narration goes (a :class:`voice_ono.speech.tts.Speaker`).
    :param inputs: where commands come from.
    :param settings: the settings a new game by voice starts from, saved with the game (None: the defaults).
    :param events_out: a stream for ``--events jsonl`` (one JSON object per line).
    :param save_path: autosave file, or None to disable autosave.
    :param options: how it plays and speaks (confirmations, hot-seat hand-over, speech preferences, ...).
    :raises ValueError: when ``kinds`` does not have one kind per seat.

    Its parts, each given what it uses: :attr:`game` (the game and its seats, shared by all), :attr:`output`
    (what is said and written), :attr:`autosave`, :attr:`dialogue` (the open question) and :attr:`replies`.
    """

    def __init__(
        self,
        state: GameState,
        kinds: Sequence[str],
        *,
        speaker: Speaker,
        inputs: InputSource,
        settings: GameSettings | None = None,
        events_out: EventSink | None = None,
        save_path: Path | None = None,
        options: SessionOptions = SessionOptions(),
    ) -> None:
        self.inputs = inputs
        self.options = options
        self.grammar = options.grammar or load_grammar()
        self.game = SeatedGame(state, kinds, settings or GameSettings(), verbosity=options.prefs.verbosity)
        self.output = Output(self.game, speaker, events_out, offer_again=options.offer_again,
                             hand_over=options.hand_over)
        self.autosave = Autosave(self.game, self.output, save_path)
        self.dialogue = Dialogue(self.game, self.output, self.grammar)
        self.replies = Replies(self.game, self.output, self.grammar, options.prefs, options.prefs_path)
        self.quit = False
        self._misses = 0  # spoken inputs not understood in a row (one apology, then one hint)

    @property
    def state(self) -> GameState:
        """The game being played (:attr:`SeatedGame.state`; a new game by voice replaces it)."""
        return self.game.state

    def _install(self, state: GameState, kinds: Sequence[str], settings: GameSettings) -> None:
        """Seat a new game (a resumed one, or one asked for by voice)."""
        self.game.seat(state, kinds, settings, verbosity=self.replies.prefs.verbosity)
        self.output.new_game()

    def emit(self, events: list[Event]) -> None:
        """Narrate ``events``, write them to the event stream (:meth:`Output.emit`), then autosave."""
        self.output.emit(events)
        self.autosave.save()

    # ------------------------------------------------------------ loop
    def run(self, saved: tuple[GameState, list[str], GameSettings] | None = None) -> int:
        """Play until the input ends or the player quits.  Returns exit code 0.

        :param saved: an unfinished saved game found at start-up; the player
            is asked whether to continue it before the new game starts (so a
            new game never silently overwrites it).
        """
        welcomed = told = False  # told: "say help at any time" already said
        if saved is not None and not self.state.started:
            welcomed = True  # the question began with "Welcome to voice-ono"
            answer = self.dialogue.ask_saved_game(lambda: self.inputs.next(self.prompt()),
                                                  empty=not saved[0].history,
                                                  refused=lambda command: self._new_game(command) is None)
            if answer.quit:  # leave; the save is untouched
                self.output.say(text("saved-game-quit", command=self.autosave.resume_command()))
                self.quit = True
            if answer.resume is None:  # nothing decided: the saved game stays as it is
                if not self.quit:
                    note(text("input-ended-saved", command=self.autosave.resume_command()))
                self.output.speaker.wait(timeout=30)
                return 0
            if answer.resume:
                state, kinds, settings = saved
                self._install(state, kinds, settings)
                self.announce_resume()
            else:
                self.autosave.keep_previous(saved[0])  # on failure autosave is off: the old save is untouched
                if answer.setup is not None:  # the new game as asked for (refused: the default one)
                    self.output.say(text("help-any-time"))
                    welcomed = told = True
                    self._setup(*answer.setup)
        if not self.state.started:
            if not told:
                self.output.say(text("help-any-time") if welcomed else text("welcome"))
            self.emit(self.state.start())
        autosave = self.autosave
        while not self.quit:
            state = self.state
            if not state.is_over and state.current_player not in self.game.humans:
                self._bot_turn()
                continue
            heard = self.inputs.next(self.prompt())
            if heard is None:
                if not state.is_over and autosave.path is not None and autosave.save(announce=False):
                    note(text("input-ended-game", command=autosave.resume_command()))
                elif not state.is_over and autosave.path is not None:  # tried again: still failing
                    note(text("input-ended-save-failed", earlier=autosave.earlier(),
                              command=autosave.resume_command()))
                elif not state.is_over:  # --no-autosave, or saving failed: say so, never end mute
                    note(text("input-ended-unsaved"))
                break
            self.handle(heard)
        self.output.speaker.wait(timeout=30)
        return 0

    def announce_resume(self) -> None:
        """Say where a resumed game stands: players, rules, whose turn, total, hand."""
        game, say = self.game, self.output.say
        state, narrator, humans = game.state, game.narrator, game.humans
        game.resumed = not self._restore_history()  # else history answers start here
        players = join_words([narrator.who(i) if i in humans else n for i, n in enumerate(state.names)])
        say(text("resuming", rules=rules_label(state.rules.name), players=players))
        if state.is_over:
            return
        seat = state.current_player
        if seat in humans and self.options.hand_over and game.hot_seat:
            # hot-seat: the hand is read only after "ready"
            self.output.hold(seat, f"{narrator.situation(state, seat)} {narrator.query(QueryKind.HAND, state, seat)}",
                             state.names[seat])
        elif seat in humans:
            say(f"{narrator.situation(state, seat)} {narrator.query(QueryKind.HAND, state, seat)}")
        else:
            say(narrator.situation(state, humans[0] if humans else (seat or 0)))

    def _restore_history(self) -> bool:
        """Rebuild "what happened" and "why did Bot 1 play that" of a resumed game from the moves in its
        save (``state.history``, which every save has held since version 1): the game is replayed from its
        seed (the engine is deterministic, ``GameState.replay``) and used only when the replay ends in
        exactly the saved position.  A game started from a scenario does not (its start is not in the
        save): then the answers start at the resume, as they say.

        :returns: True when the history was restored.
        """
        saved = self.state
        if not saved.history or saved.seed is None:
            return False
        replayed = GameState.new(saved.rules, saved.names, saved.seed)
        plays: list[tuple[str, str, int]] = []
        moves: dict[int, tuple[PlayerView, Action]] = {}
        mover: int | None = None
        try:  # best effort: any failure means "not the same game", and nothing is changed
            events = replayed.start()
            for action in saved.history:
                seat = replayed.actor_of(action)
                if seat in self.game.bots and not isinstance(action, Draw):
                    moves[seat], mover = (replayed.view(seat), action), seat
                events += replayed.apply(action)
            same = replayed.to_dict() == saved.to_dict()
        except Exception:  # noqa: BLE001 - a replay that breaks is a replay that does not match
            return False
        if not same:
            return False
        for e in events:
            if isinstance(e, CardPlayed):
                plays.append((e.player, e.card, e.total))
        self.game.plays.extend(plays)
        self.game.last_moves, self.game.last_mover = moves, mover
        return True

    def _bot_turn(self) -> None:
        seat = self.state.current_player
        assert seat is not None, "a bot's turn in a game that is over"
        if self.options.wait_for_speech:
            self.output.speaker.wait(timeout=30)
        game = self.game
        view = self.state.view(seat)
        action = game.bots[seat].choose(view)
        if not isinstance(action, Draw):
            game.last_moves[seat] = (view, action)  # for "why did Bot 1 play that?"
            game.last_mover = seat
        self.emit(self.state.apply(action))

    def prompt(self) -> Prompt:
        """What an input source is told while the next command is awaited (:class:`Prompt`)."""
        state, seat = self.state, self.game.acting_seat
        pending = self.dialogue.pending
        return Prompt(
            view=state.view(seat) if seat is not None and state.started else None,
            question=pending.question if pending is not None else None,
            answering=self.dialogue.asking_saved_game or self.output.awaiting_ready is not None
            or (pending is not None and not pending.choices),
            started=state.started, game_over=state.is_over, moves=len(state.history),
            grammar=self.grammar)

    # ------------------------------------------------------------ commands
    def handle(self, heard: Heard) -> None:
        """Interpret (parse in context, then resolve: :func:`voice_ono.commands.interpret.interpret`, once, typed
        or spoken) and carry out one command."""
        output, dialogue = self.output, self.dialogue
        if not heard.spoken and output.speaker.is_speaking():
            output.speaker.stop()  # a new typed command makes queued speech stale
        if heard.spoken and not heard.text and not heard.near_miss:
            return  # a stray sound, far from any command: it costs the player nothing (no reply, a question waits on)
        seat = self.game.acting_seat
        try:
            resolution = interpret(None if seat is None else self.state.view(seat), heard, self.grammar)
        except UnknownCommandError as exc:
            kept = list(output.last_lines)  # a miss is not what "repeat" repeats: the game's last lines are
            self._missed(heard, exc)
            output.last_lines = kept
            return
        command = resolution.command
        assert command is not None, "interpret keeps the command in every resolution"
        if maybe_stray(heard) and not command.is_action:
            return  # a query, control, setting or answer heard while unsure is not acted on, nor answered: maybe not for us
        self._misses = 0
        if not (isinstance(command, ControlCommand) and command.what is ControlKind.REPEAT):
            output.last_lines = []  # "repeat" says everything since the last command
        pending, dialogue.pending = dialogue.pending, None
        named = dialogue.choice_named(command, pending)  # "play two" at "number 2 or the Play 2 card?"
        if pending is not None and named is None and not dialogue.answers(pending, resolution):
            if self._refused_choice(resolution, pending):  # "number two" at "Play the Play 2 card?", 2 unsafe
                return
            if not isinstance(command, (QueryCommand, ControlCommand)):  # help, repeat, quit... work inside
                # Anything else, the same play said again included ("play seven" while "Play 7?" waits), is not
                # an answer: asked again once naming the choices, then nothing is done and that is said.  A
                # spoken play is not even heard inside a yes/no question (the answer grammar), so typed and
                # spoken go the same way; the player is never left without a reply.
                dialogue.pending = pending
                dialogue.not_an_answer()
                return
        if isinstance(command, AnswerCommand):
            dialogue.answer(command, pending)
            return
        if output.awaiting_ready is not None and (
                command.is_action or (isinstance(command, QueryCommand) and command.what.reveals_hand)):
            dialogue.pending = pending
            output.refuse("say-ready", name=self.state.names[output.awaiting_ready])
            return
        match command:
            case PlayCommand() | DiscardCommand() | DrawCommand():
                # A different play heard while "Play seven?" waits is itself unsure.
                replaces_question = pending is not None and pending.on_yes is not None
                self._action(resolution, heard, unsure=replaces_question, chosen=named)
            case QueryCommand():
                self.replies.query(command)
                dialogue.pending = pending  # a query does not cancel an open question
                self._question_stands(pending)
            case ControlCommand():
                self._control(command, heard, pending)
                if isinstance(command.what, ControlKind) and command.what.is_help:
                    self._question_stands(pending)
            case SetupCommand():
                self._setup(command, heard)

    def _refused_choice(self, result: Resolution, pending: Pending) -> bool:
        """"Play the Play 2 card?" (the number 2 ruled out) answered with the card it ruled out ("number
        two"): the normal refusal (R-BUST-1 ...), nothing changes, and the question stands, its choices named.
        Any other play is not an answer (asked again once, then nothing is played).
        :param result: the play as interpreted (:func:`voice_ono.commands.interpret.interpret`).
        :returns: True when so handled."""
        question = pending.question
        if not isinstance(result.command, PlayCommand) or not isinstance(question, q.ConfirmPlay) \
                or not question.ruled_out:
            return False
        if not (isinstance(result, Refused) and result.reason in question.ruled_out):
            return False
        self.dialogue.pending = pending
        self.output.refuse_reason(result.reason)
        self.output.say(q.again(pending.question))
        return True

    def _missed(self, heard: Heard, exc: UnknownCommandError) -> None:
        """Input that is not a command.  Inside a question: asked again once, then the safe choice.  Else,
        typed or spoken alike, a player clearly trying (:data:`HINT_AFTER_MISSES` in a row) hears once how to
        get help.  Speech not understood gets one brief apology, then quiet (no apology loop in a noisy
        room); typed input is always answered, with what was read."""
        if self.dialogue.pending is not None:
            self.dialogue.not_an_answer()
            return
        refuse = self.output.refuse
        self._misses += 1
        if self._misses == self.HINT_AFTER_MISSES:
            refuse("still-not-understood")
        elif heard.text:
            refuse("not-understood", heard=exc.shown or text("nothing-heard"))
        elif not heard.spoken:
            refuse("not-caught")
        elif self._misses == 1:
            refuse("say-again")

    def _question_stands(self, pending: Pending | None) -> None:
        """After a query or help answered inside a question: the question is still open, so it is asked again
        as first asked (it was answered, not refused: it does not count as a non-answer)."""
        if pending is not None and self.dialogue.pending is pending:
            self.output.say(q.ask(pending.question))

    HINT_AFTER_MISSES = 3
    """Inputs not understood in a row (typed or spoken) before the one "say help" hint."""

    def _action(self, resolution: Resolution, heard: Heard, unsure: bool = False, chosen: Action | None = None) -> None:
        """Carry out a play, discard or draw as interpreted (``resolution``; ``chosen``: the choice of an open
        question it names)."""
        seat = self.game.acting_seat
        if seat is None or isinstance(resolution, Understood):  # no human seat: nobody's view to resolve it in
            self.output.refuse("no-player-to-act")
            return
        result = resolution if chosen is None else check(self.state.view(seat), chosen)  # a choice is checked again
        ask = self.dialogue.ask
        if isinstance(result, Refused):
            if maybe_stray(heard):
                return  # an unsure play that could not be played anyway: perhaps not said to the game; no reply
            self.output.refuse_reason(result.reason)
        elif isinstance(result, Clarify) and len(result.choices) == 1:
            # only one of the cards that fit can be played: say why not the other, and ask about this one
            only = result.choices[0]
            ask(q.ConfirmPlay(only, result.ruled_out), partial(self._apply, only))
        elif isinstance(result, Clarify):
            ask(q.ChooseCard(result.choices), lambda: None)  # answered by naming a card, or no
        elif isinstance(result, Resolved):
            action = result.action
            confirm = self.options.confirm
            if heard.spoken and (confirm is Confirm.ALWAYS or
                                 (confirm is Confirm.UNCERTAIN and (unsure or not heard.confident))):
                ask(q.ConfirmPlay(action), partial(self._apply, action))
            else:
                self._apply(action)

    def _apply(self, action: Action) -> None:
        game, output = self.game, self.output
        state = game.state
        drawer = state.actor_of(action)
        self.emit(state.apply(action))
        if isinstance(action, Draw) and game.hot_seat:
            output.say(text("drew-card", name=state.names[drawer]))  # the card stays private
        owes = state.pending_draw
        if owes is not None and owes in game.humans and not state.is_over:
            # R-80-DRAW: manual draw, said to the player who owes it
            output.say(text("say-draw-named", name=state.names[owes]) if game.hot_seat
                       else text("say-draw"))
        elif output.deferred_turn is not None:  # the owed draw is done: now hand over
            e, output.deferred_turn = output.deferred_turn, None
            if not state.is_over and state.current_player == e.seat:
                output.hand_over_to(e)

    def _control(self, command: ControlCommand, heard: Heard, pending: Pending | None) -> None:
        """Help, repeat, a speech setting, ready, stop or quit.  Help is answered inside a question, which
        then stands and is asked again (so are "ready" and a speech setting)."""
        output, dialogue = self.output, self.dialogue
        match command.what:
            case SpeechSetting() as setting:
                if heard.spoken and not heard.confident:  # saved in the config file: never on a guess
                    if pending is not None:
                        dialogue.pending = pending
                        dialogue.not_an_answer()
                    else:
                        dialogue.ask(q.ConfirmSetting(setting), partial(self.replies.speech_setting, setting))
                    return
                self.replies.speech_setting(setting)
                dialogue.pending = pending
                self._question_stands(pending)  # answered like a query: a question still waits, asked again
            case ControlKind.REPEAT if pending is not None:  # inside a question (after help, say): the question
                output.speaker.say(q.ask(pending.question))
                dialogue.pending = pending
            case ControlKind.REPEAT:
                lines = list(output.last_lines)
                if not lines:  # nothing said since the last command: say where the game stands
                    seat = self.game.acting_seat
                    lines = [self.game.narrator.situation(self.state, seat if seat is not None else 0)]
                for line in lines:
                    output.speaker.say(line)
                dialogue.pending = pending
            case ControlKind.READY:
                dialogue.pending = pending
                if output.awaiting_ready is None:
                    output.say(text("not-waiting-ready"))
                else:
                    output.reveal()
                self._question_stands(pending)
            case ControlKind.STOP:
                output.speaker.stop()
                dialogue.pending = pending
            case ControlKind.QUIT:
                # not saved: --no-autosave, a failing save
                saved = self.autosave.path is not None and not self.autosave.failing
                # Spoken "quit" may be misheard; typed "quit" is asked about only when it would throw moves away.
                if not self.state.is_over and (heard.spoken or (not saved and bool(self.state.history))):
                    dialogue.ask(q.ConfirmQuit(saved=saved), self._quit)
                else:
                    self._quit()
            case ControlKind.HELP | ControlKind.MORE_HELP | ControlKind.HELP_CARDS | ControlKind.HELP_QUESTIONS:
                output.say(self.replies.help_text(command.what))
                dialogue.pending = pending

    def _quit(self) -> None:
        autosave, say = self.autosave, self.output.say
        if not self.state.is_over and autosave.path is not None and autosave.save(announce=False):
            say(text("saved-goodbye", command=autosave.resume_command()))
        elif not self.state.is_over and autosave.path is not None:  # tried once more at quit: still failing
            say(text("save-failed-goodbye", earlier=autosave.earlier(), command=autosave.resume_command()))
        else:
            say(text("goodbye"))
        self.quit = True

    def _new_game(self, command: SetupCommand) -> tuple[GameState, GameSettings, RuleSet] | None:
        """The game "new game with three bots" asks for (what is not said is kept from this game), its
        settings and rules; None when it cannot start, after saying why (the bots' range, or the error)."""
        current, state = self.game.settings, self.state
        settings = next_game_settings(current, command, state.seed if state.seed is not None else current.seed)
        try:
            rules = get_ruleset(settings.rules, settings.options)
            players = settings.bots + settings.humans
            if not rules.min_players <= players <= rules.max_players:
                low, high = bots_range(rules, settings.humans)
                self.output.refuse("bots-range", low=max(1, low), high=high, rules=rules.name)
                return None
            return new_state(settings), settings, rules
        except ValueError as exc:
            self.output.refuse("cannot-start", error=error_text(exc))
            return None

    def _setup(self, command: SetupCommand, heard: Heard) -> None:
        """"New game with three bots": start it, after asking when a game is under way (what is not said is
        kept from this game)."""
        state = self.state
        prepared = self._new_game(command)
        if prepared is None:
            return
        new, settings, rules = prepared
        # the scoring as asked, or as carried over from this game ("new game with seven bots" in a points game)
        asked = command.scoring is not None or "scoring" in settings.options
        scoring = rules.scoring if rules.multi_round and asked else None
        question = q.ConfirmNewGame(settings.bots, difficulty_level(settings.difficulty), settings.rules, scoring,
                                    kept=self.autosave.path is not None,  # --no-autosave: the game is lost
                                    empty=not state.history)  # no moves yet: nothing to keep (tester)

        def start() -> None:
            if self.state.started and not self.state.is_over:
                self.autosave.keep_previous(self.state)  # the game being left stays on disk
            self._install(new, settings.kinds(), settings)
            self.output.say(text("starting", summary=q.new_game_summary(question)))
            self.emit(self.state.start())

        if state.is_over or not state.started:
            start()
        else:
            self.dialogue.ask(question, start)
