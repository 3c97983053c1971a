"""The turn loop: human input, bot moves, narration, events, autosave.

:class:`Session` wires the layers together (DESIGN.md): rules + bots +
commands + narration, with an input source (typed text, microphone, WAV
files, the demo's synthesised voice) and a speaker (pyttsx3, print,
recorder).  It never decodes audio and never words a sentence itself: input
sources hand it text (:class:`Heard`) and get a :class:`Prompt`; the
narration layer words what it says.  Questions and answers are in
:mod:`voice_ono.session.dialogue`, queries, help and settings in
:mod:`voice_ono.session.replies`, what it says and saves in
:mod:`voice_ono.session.output`.
"""

from __future__ import annotations

import os
from collections import deque
from functools import partial
from pathlib import Path
from typing import Any, Sequence

from voice_ono.bots import SeatKind, make_bot
from voice_ono.bots.search import DEFAULT_ITERATIONS
from voice_ono.files import remove_stale_temps
from voice_ono.commands.grammar import Grammar, load_grammar
from voice_ono.commands.parse import UnknownCommandError
from voice_ono.commands.types import (AnswerCommand, ActionCommand, Command, ControlCommand, ControlKind,
                                      DiscardCommand, DrawCommand, PlayCommand, QueryCommand, QueryKind,
                                      SetupCommand, SpeechSetting)
from voice_ono.commands.resolve import Clarify, Refused, Resolved, check, resolve
from voice_ono.narration import Narrator, join_words, rules_label, text
from voice_ono.narration import questions as q
from voice_ono.prefs import Prefs
from voice_ono.rules import Action, Draw, GameState, PlayerView
from voice_ono.rules.events import CardPlayed, TurnStarted
from voice_ono.session.dialogue import Dialogue
from voice_ono.session.base import EventSink, Pending
from voice_ono.session.output import Output, note
from voice_ono.session.prompt import Heard, InputSource, Prompt
from voice_ono.session.replies import Replies
from voice_ono.session.save import default_save_path
from voice_ono.session.settings import CONFIRM_POLICIES, GameSettings
from voice_ono.speech.tts.base import Speaker


class Session(Output, Dialogue, Replies):
    """Runs games until the input ends or the player quits.

    :param state: a game (started or not).
    :param kinds: ``"human"`` or a bot name per seat.
    :param say: where narration goes (a :class:`voice_ono.speech.tts.Speaker`).
    :param events_out: a stream for ``--events jsonl`` (one JSON object per line).
    :param save_path: autosave file, or None to disable autosave.
    :param confirm: one of :data:`CONFIRM_POLICIES`.
    :param prefs: speech preferences (rate, volume, verbosity); ``prefs_path``
        is where voice changes to them are stored (None: not stored).
    :param offer_again: after the game, say "Say new game to play again, or
        quit" (off for the demo, which ends with the game).
    :param hand_over: in hot-seat games (several human seats), hold each new
        turn's prompt and hand until that player says "ready".
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
        confirm: str = "uncertain",
        grammar: Grammar | None = None,
        wait_for_speech: bool = False,
        prefs: Prefs | None = None,
        prefs_path: Path | None = None,
        offer_again: bool = True,
        hand_over: bool = True,
    ) -> None:
        if confirm not in CONFIRM_POLICIES:
            raise ValueError(f"confirm must be one of {', '.join(CONFIRM_POLICIES)}")
        self.speaker = speaker
        self.inputs = inputs
        self.events_out = events_out
        self.save_path = save_path
        self.save_failing = False  # the last autosave failed: tried again on every action and at quit
        self.confirm = confirm
        self.grammar = grammar or load_grammar()
        self.settings = settings or GameSettings()
        self.wait_for_speech = wait_for_speech
        self._misses = 0  # spoken inputs not understood in a row (one apology, then one hint)
        self.pending: Pending | None = None
        self.hint_budget = DEFAULT_ITERATIONS
        """Search playouts of a hint (voice_ono.bots.search: no time cap, so a hint is the same every time)."""
        self.last_lines: list[str] = []
        self.quit = False
        self.prefs = prefs or Prefs()
        self.prefs_path = prefs_path
        self.offer_again = offer_again
        self.hand_over = hand_over
        if save_path is not None:  # a save killed between its temporary file and the rename left one
            remove_stale_temps(Path(os.path.realpath(save_path)).parent)
        self._install(state, kinds)

    # ------------------------------------------------------------ set-up
    def _install(self, state: GameState, kinds: Sequence[str]) -> None:
        if len(kinds) != len(state.names):
            raise ValueError("one kind per seat is needed")
        self.state = state
        self.kinds = [SeatKind.parse(k) for k in kinds]  # "hard" -> SeatKind.SEARCH
        self.humans = [i for i, k in enumerate(self.kinds) if not k.is_bot]
        seed = state.seed if state.seed is not None else 0
        self.bots = {i: make_bot(k, seed * 1000 + i) for i, k in enumerate(self.kinds) if k.is_bot}
        self.narrator = Narrator(state.names, self.humans, verbosity=self.prefs.verbosity)
        self.plays: deque[tuple[str, str, int]] = deque(maxlen=40)  # (player, card, total) for history
        self.awaiting_ready: int | None = None  # hot-seat: the seat that must say "ready"
        self.asking_saved_game = False  # the start-up yes/no question is waiting (inputs decode answers then)
        self.startup_setup = None  # "new game with three hard bots" said as the start-up question's answer
        self.hidden_line: str | None = None  # its turn prompt, said after "ready"
        self.hidden_event: TurnStarted | None = None  # its turn start, written to the event stream after "ready"
        self.deferred_turn: TurnStarted | None = None  # hot-seat: a turn start held until the owed draw is done
        self.resumed = False  # the history (self.plays) starts at a resume
        self.finishing = False  # every human is out: the bots finish the game unread
        self.last_moves: dict[int, tuple[PlayerView, Action]] = {}  # bot seat -> its last play
        self.last_mover: int | None = None

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
            choice = self._ask_saved_game(empty=not saved[0].history)
            if choice is None:  # nothing decided: the saved game stays as it is
                if not self.quit:
                    note(text("input-ended-saved", command=self.resume_command()))
                self.speaker.wait(timeout=30)
                return 0
            if choice:
                state, kinds, settings = saved
                self.settings = settings
                self._install(state, kinds)
                self.announce_resume()
            else:
                self._keep_previous_save(saved[0])  # on failure autosave is off: the old save is untouched
                if self.startup_setup is not None:  # the new game as asked for (refused: the default one)
                    self.say(text("help-any-time"))
                    welcomed = told = True
                    self._setup(*self.startup_setup)
                    self.startup_setup = None
        if not self.state.started:
            if not told:
                self.say(text("help-any-time") if welcomed else text("welcome"))
            self.emit(self.state.start())
        while not self.quit:
            state = self.state
            if not state.is_over and state.current_player not in self.humans:
                self._bot_turn()
                continue
            heard = self.inputs.next(self.prompt())
            if heard is None:
                if not state.is_over and self.save_path is not None and self.autosave(announce=False):
                    note(text("input-ended-game", command=self.resume_command()))
                elif not state.is_over and self.save_path is not None:  # tried again: still failing
                    note(text("input-ended-save-failed", earlier=self.earlier_save(),
                              command=self.resume_command()))
                elif not state.is_over:  # --no-autosave, or saving failed: say so, never end mute
                    note(text("input-ended-unsaved"))
                break
            self.handle(heard)
        self.speaker.wait(timeout=30)
        return 0

    def resume_command(self) -> str:
        """The command line that continues this saved game, quoted for a POSIX shell (a save path with a
        space or a quote pastes as one argument)."""
        import shlex

        if self.save_path is None or self.save_path == default_save_path():
            return "voice-ono play --resume"
        return shlex.join(["voice-ono", "play", "--resume", "--save-file", str(self.save_path)])

    def announce_resume(self) -> None:
        """Say where a resumed game stands: players, rules, whose turn, total, hand."""
        state = self.state
        self.resumed = not self._restore_history()  # else history answers start here
        players = join_words([self.narrator.who(i) if i in self.humans else n
                              for i, n in enumerate(state.names)])
        self.say(text("resuming", rules=rules_label(state.rules.name), players=players))
        if state.is_over:
            return
        seat = state.current_player
        if seat in self.humans and self.hand_over and len(self.humans) > 1:
            # hot-seat: the hand is read only after "ready"
            self.awaiting_ready = seat
            self.hidden_line = (f"{self.narrator.situation(state, seat)} "
                                f"{self.narrator.query(QueryKind.HAND, state, seat)}")
            self.say(text("hand-over", name=state.names[seat]))
        elif seat in self.humans:
            self.say(f"{self.narrator.situation(state, seat)} {self.narrator.query(QueryKind.HAND, state, seat)}")
        else:
            self.say(self.narrator.situation(state, self.humans[0] if self.humans else (seat or 0)))

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
                if seat in self.bots and not isinstance(action, Draw):
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
        self.plays.extend(plays)
        self.last_moves, self.last_mover = moves, mover
        return True

    def _bot_turn(self) -> None:
        seat = self.state.current_player
        assert seat is not None, "a bot's turn in a game that is over"
        if self.wait_for_speech:
            self.speaker.wait(timeout=30)
        view = self.state.view(seat)
        action = self.bots[seat].choose(view)
        if not isinstance(action, Draw):
            self.last_moves[seat] = (view, action)  # for "why did Bot 1 play that?"
            self.last_mover = seat
        self.emit(self.state.apply(action))

    @property
    def acting_seat(self) -> int | None:
        """The human seat whose command is expected (hot-seat: whoever's turn it is)."""
        if not self.state.is_over and self.state.current_player in self.humans:
            return self.state.current_player
        return self.humans[0] if self.humans else None

    def prompt(self) -> Prompt:
        """What an input source is told while the next command is awaited (:class:`Prompt`)."""
        state, seat = self.state, self.acting_seat
        pending = self.pending
        return Prompt(
            view=state.view(seat) if seat is not None and state.started else None,
            question=pending.question if pending is not None else None,
            answering=self.asking_saved_game or self.awaiting_ready is not None
            or (pending is not None and not pending.choices),
            started=state.started, game_over=state.is_over, moves=len(state.history),
            grammar=self.grammar)

    # ------------------------------------------------------------ commands
    def handle(self, heard: Heard) -> None:
        """Parse, resolve and carry out one command."""
        if not heard.spoken and self.speaker.is_speaking():
            self.speaker.stop()  # a new typed command makes queued speech stale
        if heard.spoken and not heard.text and not heard.near_miss:
            return  # a stray sound, far from any command: it costs the player nothing (no reply, a question waits on)
        try:
            command = heard.parsed(self.grammar)
        except UnknownCommandError as exc:
            kept = list(self.last_lines)  # a miss is not what "repeat" repeats: the game's last lines are
            self._missed(heard, exc)
            self.last_lines = kept
            return
        if self._maybe_stray(heard) and not command.is_action:
            return  # a query, control, setting or answer heard while unsure is not acted on, nor answered: maybe not for us
        self._misses = 0
        if not (isinstance(command, ControlCommand) and command.what is ControlKind.REPEAT):
            self.last_lines = []  # "repeat" says everything since the last command
        pending, self.pending = self.pending, None
        named = self._choice_named(command, pending)  # "play two" at "number 2 or the Play 2 card?"
        if pending is not None and named is None and not self._answers(pending, command):
            if self._refused_choice(command, pending):  # "number two" at "Play the Play 2 card?", 2 unsafe
                return
            if not isinstance(command, (QueryCommand, ControlCommand)):  # help, repeat, quit... work inside
                # Anything else, the same play said again included ("play seven" while "Play 7?" waits), is not
                # an answer: asked again once naming the choices, then nothing is done and that is said.  A
                # spoken play is not even heard inside a yes/no question (the answer grammar), so typed and
                # spoken go the same way; the player is never left without a reply.
                self.pending = pending
                self._not_an_answer()
                return
        if isinstance(command, AnswerCommand):
            self._answer(command, pending)
            return
        if self.awaiting_ready is not None and (
                command.is_action or (isinstance(command, QueryCommand) and command.what.reveals_hand)):
            self.pending = pending
            self.refuse("say-ready", name=self.state.names[self.awaiting_ready])
            return
        match command:
            case PlayCommand() | DiscardCommand() | DrawCommand():
                # A different play heard while "Play seven?" waits is itself unsure.
                replaces_question = pending is not None and pending.on_yes is not None
                self._action(command, heard, unsure=replaces_question, chosen=named)
            case QueryCommand():
                self._query(command, pending)
                self._question_stands(pending)
            case ControlCommand():
                self._control(command, heard, pending)
                if isinstance(command.what, ControlKind) and command.what.is_help:
                    self._question_stands(pending)
            case SetupCommand():
                self._setup(command, heard)

    def _refused_choice(self, command: Command, pending: Pending) -> bool:
        """"Play the Play 2 card?" (the number 2 ruled out) answered with the card it ruled out ("number
        two"): the normal refusal (R-BUST-1 ...), nothing changes, and the question stands, its choices named.
        Any other play is not an answer (asked again once, then nothing is played).
        :returns: True when so handled."""
        question = pending.question
        if not isinstance(command, PlayCommand) or not isinstance(question, q.ConfirmPlay) or not question.ruled_out:
            return False
        seat = self.acting_seat
        if seat is None:
            return False
        result = resolve(command, self.state.view(seat))
        if not (isinstance(result, Refused) and result.reason in question.ruled_out):
            return False
        self.pending = pending
        self.refuse_reason(result.reason)
        self.say(q.again(pending.question))
        return True

    def _missed(self, heard: Heard, exc: UnknownCommandError) -> None:
        """Input that is not a command.  Inside a question: asked again once, then the safe choice.  Else,
        typed or spoken alike, a player clearly trying (:data:`HINT_AFTER_MISSES` in a row) hears once how to
        get help.  Speech not understood gets one brief apology, then quiet (no apology loop in a noisy
        room); typed input is always answered, with what was read."""
        if self.pending is not None:
            self._not_an_answer()
            return
        self._misses += 1
        if self._misses == self.HINT_AFTER_MISSES:
            self.refuse("still-not-understood")
        elif heard.text:
            self.refuse("not-understood", heard=exc.shown or text("nothing-heard"))
        elif not heard.spoken:
            self.refuse("not-caught")
        elif self._misses == 1:
            self.refuse("say-again")

    def _question_stands(self, pending: Pending | None) -> None:
        """After a query or help answered inside a question: the question is still open, so it is asked again
        as first asked (it was answered, not refused: it does not count as a non-answer)."""
        if pending is not None and self.pending is pending:
            self.say(q.ask(pending.question))

    HINT_AFTER_MISSES = 3
    """Inputs not understood in a row (typed or spoken) before the one "say help" hint."""

    @staticmethod
    def _maybe_stray(heard: Heard) -> bool:
        """A spoken command the recogniser doubts for its words (not only for the hand), from an engine whose
        doubts may be stray words (:attr:`Heard.near_miss` False): acted on only as a play, asked first."""
        return heard.spoken and not heard.confident and not heard.not_held and not heard.near_miss

    def _action(self, command: ActionCommand, heard: Heard, unsure: bool = False, chosen: Action | None = None) -> None:
        """Carry out a play, discard or draw (``chosen``: the choice of an open question it names)."""
        seat = self.acting_seat
        if seat is None:
            self.refuse("no-player-to-act")
            return
        view = self.state.view(seat)
        result = resolve(command, view) if chosen is None else check(view, chosen)  # a choice is checked again
        if isinstance(result, Refused):
            if self._maybe_stray(heard):
                return  # an unsure play that could not be played anyway: perhaps not said to the game; no reply
            self.refuse_reason(result.reason)
        elif isinstance(result, Clarify) and len(result.choices) == 1:
            # only one of the cards that fit can be played: say why not the other, and ask about this one
            only = result.choices[0]
            self.ask(q.ConfirmPlay(only, result.ruled_out), partial(self._apply, only))
        elif isinstance(result, Clarify):
            self.ask(q.ChooseCard(result.choices), lambda: None)  # answered by naming a card, or no
        elif isinstance(result, Resolved):
            action = result.action
            if heard.spoken and (self.confirm == "always" or
                                 (self.confirm == "uncertain" and (unsure or not heard.confident))):
                self.ask(q.ConfirmPlay(action), partial(self._apply, action))
            else:
                self._apply(action)

    def _apply(self, action: Action) -> None:
        drawer = self.state.actor_of(action)
        self.emit(self.state.apply(action))
        hot_seat = len(self.humans) > 1
        if isinstance(action, Draw) and hot_seat:
            self.say(text("drew-card", name=self.state.names[drawer]))  # the card stays private
        owes = self.state.pending_draw
        if owes is not None and owes in self.humans and not self.state.is_over:
            # R-80-DRAW: manual draw, said to the player who owes it
            self.say(text("say-draw-named", name=self.state.names[owes]) if hot_seat
                     else text("say-draw"))
        elif self.deferred_turn is not None:  # the owed draw is done: now hand over
            e, self.deferred_turn = self.deferred_turn, None
            if not self.state.is_over and self.state.current_player == e.seat:
                self._hand_over(e)

    def _control(self, command: ControlCommand, heard: Heard, pending: Pending | None) -> None:
        """Help, repeat, a speech setting, ready, stop or quit.  Help is answered inside a question, which
        then stands and is asked again (so are "ready" and a speech setting)."""
        match command.what:
            case SpeechSetting() as setting:
                if heard.spoken and not heard.confident:  # saved in the config file: never on a guess
                    if pending is not None:
                        self.pending = pending
                        self._not_an_answer()
                    else:
                        self.ask(q.ConfirmSetting(setting), partial(self._speech_setting, setting))
                    return
                self._speech_setting(setting)
                self.pending = pending
                self._question_stands(pending)  # answered like a query: a question still waits, asked again
            case ControlKind.REPEAT if pending is not None:  # inside a question (after help, say): the question
                self.speaker.say(q.ask(pending.question))
                self.pending = pending
            case ControlKind.REPEAT:
                lines = list(self.last_lines)
                if not lines:  # nothing said since the last command: say where the game stands
                    seat = self.acting_seat
                    lines = [self.narrator.situation(self.state, seat if seat is not None else 0)]
                for line in lines:
                    self.speaker.say(line)
                self.pending = pending
            case ControlKind.READY:
                self.pending = pending
                if self.awaiting_ready is None:
                    self.say(text("not-waiting-ready"))
                else:
                    self._reveal()
                self._question_stands(pending)
            case ControlKind.STOP:
                self.speaker.stop()
                self.pending = pending
            case ControlKind.QUIT:
                saved = self.save_path is not None and not self.save_failing  # not: --no-autosave, a failing save
                # Spoken "quit" may be misheard; typed "quit" is asked about only when it would throw moves away.
                if not self.state.is_over and (heard.spoken or (not saved and bool(self.state.history))):
                    self.ask(q.ConfirmQuit(saved=saved), self._quit)
                else:
                    self._quit()
            case ControlKind.HELP | ControlKind.MORE_HELP | ControlKind.HELP_CARDS | ControlKind.HELP_QUESTIONS:
                self.say(self.help_text(command.what))
                self.pending = pending

    def _quit(self) -> None:
        if not self.state.is_over and self.save_path is not None and self.autosave(announce=False):
            self.say(text("saved-goodbye", command=self.resume_command()))
        elif not self.state.is_over and self.save_path is not None:  # tried once more at quit: still failing
            self.say(text("save-failed-goodbye", earlier=self.earlier_save(), command=self.resume_command()))
        else:
            self.say(text("goodbye"))
        self.quit = True
