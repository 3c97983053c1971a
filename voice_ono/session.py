"""The turn loop: human input, bot moves, narration, events, autosave.

This module wires the layers together (DESIGN.md): rules + bots + commands +
narration, with an input source (typed text, microphone, WAV files, the
demo's synthesised voice) and a speaker (pyttsx3, print, recorder).  It
never decodes audio itself; inputs hand it text (:class:`Heard`).
"""

from __future__ import annotations

import json
import os
import random
import sys
import tempfile
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Protocol, TextIO

from voice_ono import catalog
from voice_ono.bots import bot_kind, difficulty_level, make_bot
from voice_ono.bots.explain import explain
from voice_ono.bots.search import DEFAULT_ITERATIONS, DEFAULT_MAX_MS, SearchBot
from voice_ono.commands.grammar import Grammar, load_grammar
from voice_ono.commands.parse import Command, UnknownCommandError, parse_command
from voice_ono.commands.resolve import Clarify, Refused, Resolved, resolve
from voice_ono.narrate import Narrator, join_words, reason_text, rules_label
from voice_ono.files import atomic_write_bytes, atomic_write_json
from voice_ono.prefs import Prefs, save_prefs
from voice_ono.prefs import changed as prefs_changed
from voice_ono.rules import (Action, Draw, Event, GameState, PlayCard, PlayerView, card_label, get_ruleset,
                             sort_cards)
from voice_ono.rules import events as ev

CONFIRM_POLICIES = ("never", "uncertain", "always")
"""When to ask "Play seven?" before playing: ``never``; ``uncertain`` (the
default: only when the recogniser marked the result as unsure); ``always``
(every spoken play)."""


@dataclass(frozen=True)
class Heard:
    """One command as text, from the keyboard or a recogniser.

    ``confident`` is False when the recogniser was unsure (then a play is
    confirmed first, per the confirmation policy); ``spoken`` is True for
    voice input.
    """

    text: str
    confident: bool = True
    spoken: bool = False


class InputSource(Protocol):
    """Where human commands come from."""

    def next(self, session: "Session") -> Heard | None:
        """Block until the next command; None at end of input."""
        ...


class TextInput:
    """Typed commands, one per line, from a stream (stdin by default).
    Works piped, without a terminal.  Blank lines are ignored."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream or sys.stdin

    def next(self, session: "Session") -> Heard | None:
        while True:
            line = self.stream.readline()
            if not line:
                return None
            if line.strip():
                return Heard(line.strip())


@dataclass
class GameSettings:
    """Settings of one game, as chosen on the command line or by voice."""

    bots: int = 2
    humans: int = 1
    difficulty: str = "medium"  # easy | medium | hard (or a bot name: voice_ono.bots)
    rules: str = "mattel2022"
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None
    names: list[str] | None = None
    hints: bool = True  # False: --no-hints, "what should I play?" is refused

    def player_names(self) -> list[str]:
        if self.names:
            return list(self.names)
        humans = ["You"] if self.humans == 1 else [f"Player {i + 1}" for i in range(self.humans)]
        return humans + [f"Bot {i + 1}" for i in range(self.bots)]

    def kinds(self) -> list[str]:
        """``"human"`` per human seat, then the bot kind per bot seat.

        :raises ValueError: for an unknown difficulty.
        """
        return ["human"] * self.humans + [bot_kind(self.difficulty)] * self.bots


SAVE_VERSION = 1
"""Format version of the autosave file."""

SAVE_FORMAT = "voice-ono save"
"""The marker every save starts with (``{"format": "voice-ono save", ...``):
a file without it, or the version 1 head, is not ours and is never moved or
overwritten (:func:`classify_save`)."""

_OUR_HEADS = (b'{"format": "voice-ono save"', b'{"version": 1, "state": ')
MAX_SAVE_BYTES = 5_000_000
"""A file larger than this is not a voice-ono save (saves are a few kB)."""


class DamagedSaveError(ValueError):
    """A voice-ono save that cannot be loaded.  ``str()`` is one plain line
    for the player; :attr:`detail` says what exactly is wrong (for the log)."""

    def __init__(self, path: Path, detail: str) -> None:
        super().__init__(f"The saved game at {path} is damaged and can't be loaded.")
        self.path = path
        self.detail = detail


class NotASaveError(ValueError):
    """An existing file that is not recognisably a voice-ono save: it is never
    moved or overwritten."""

    def __init__(self, path: Path) -> None:
        super().__init__(catalog.NOT_A_SAVE.format(path=path))
        self.path = path


def classify_save(path: Path, ours_by_location: bool = False) -> str:
    """What is at ``path``: ``"none"`` (missing, or an empty file: nothing to
    lose), ``"save"`` (a voice-ono save, loadable or not) or ``"foreign"``
    (a file voice-ono did not write, or not a regular file).

    A save is recognised by its head (:data:`SAVE_FORMAT`, or the first
    version's ``{"version": 1, "state": ``), so a truncated or damaged save
    is still ours.  With ``ours_by_location`` (the default autosave file in
    voice-ono's own data folder) every regular file counts as a save.
    """
    try:
        if not path.exists():
            return "none"
        if not path.is_file():
            return "foreign"
        size = path.stat().st_size
        if size == 0:
            return "none"
        if ours_by_location:
            return "save"
        if size > MAX_SAVE_BYTES:
            return "foreign"
        head = path.read_bytes()[:64].lstrip()
    except OSError:
        return "foreign"
    if not head:
        return "none"
    return "save" if head.startswith(_OUR_HEADS) else "foreign"


def _numbered(path: Path, label: str, n: int) -> Path:
    stem = path.name[: -len(path.suffix)] if path.suffix else path.name
    return path.with_name(f"{stem}.{label}.json" if n == 1 else f"{stem}.{label}-{n}.json")


def free_path(path: Path, label: str) -> Path:
    """The first free name of ``<stem>.<label>.json``, ``<stem>.<label>-2.json``, ...
    beside ``path`` (kept and damaged games are numbered, never overwritten)."""
    n = 1
    while _numbered(path, label, n).exists():
        n += 1
    return _numbered(path, label, n)


def numbered_paths(path: Path, label: str) -> list[Path]:
    """The existing ``<stem>.<label>.json``, ``<stem>.<label>-2.json``, ...
    beside ``path``, oldest first (the last one is the newest kept)."""
    out: list[Path] = []
    while _numbered(path, label, len(out) + 1).exists():
        out.append(_numbered(path, label, len(out) + 1))
    return out


def place_without_overwrite(src: Path, path: Path, label: str, *, copy: bool) -> Path:
    """Copy (or move) ``src`` to a free numbered name (:func:`free_path`);
    an existing file is never replaced (``os.link`` fails if the name is
    taken meanwhile, and the next number is tried).

    :returns: where it is now.
    :raises OSError: when it cannot be copied or moved; ``src`` is then unchanged.
    """
    if copy:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".keep-", suffix=".json", dir=path.parent)
        with os.fdopen(fd, "wb") as fh:
            fh.write(src.read_bytes())
            fh.flush()
            os.fsync(fh.fileno())
        source = Path(tmp)
    else:
        source = src
    try:
        for _ in range(1000):
            target = free_path(path, label)
            try:
                os.link(source, target)
            except FileExistsError:
                continue
            except OSError:  # no hard links here: rename after the check above
                if target.exists():
                    continue
                os.rename(source, target)
                return target
            source.unlink()
            return target
        raise OSError(f"no free name for {path}")
    finally:
        if copy:
            source.unlink(missing_ok=True)


def default_save_path() -> Path:
    """The autosave file in the user data directory (platformdirs)."""
    import platformdirs

    return platformdirs.user_data_path("voice-ono") / "autosave.json"


def atomic_copy(src: Path, dst: Path) -> None:
    """Copy ``src`` to ``dst`` atomically.

    :raises OSError: when reading or writing fails; ``dst`` is then unchanged.
    """
    atomic_write_bytes(dst, src.read_bytes())


def new_state(settings: GameSettings) -> GameState:
    """A new, undealt game for ``settings``; picks a seed if none is set.

    :raises ValueError, UnknownRulesError: for impossible settings.
    """
    if settings.seed is None:
        settings.seed = random.SystemRandom().randrange(2**31)
    rules = get_ruleset(settings.rules, settings.options)
    return GameState.new(rules, settings.player_names(), settings.seed)


@dataclass
class _Pending:
    """A question waiting for an answer.

    ``strict`` questions (saved game, new game, quit, "play two or Play 2")
    protect data: an answer that is not one of the choices is met once with
    ``again`` (the question with its choices named), then the safe choice is
    taken and ``safe`` is said.  ``no`` is said for an explicit no.
    """

    question: str
    on_yes: Callable[[], None] | None = None
    choices: tuple[Action, ...] = ()
    strict: bool = False
    again: str = ""
    safe: str = "Okay."
    no: str = "Okay."
    asked_again: bool = False
    action: Any = None  # the play a "Play 7?" confirmation is about


class Session:
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
        kinds: list[str],
        *,
        speaker: Any,
        inputs: InputSource,
        settings: GameSettings | None = None,
        events_out: TextIO | None = None,
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
        self.confirm = confirm
        self.grammar = grammar or load_grammar()
        self.settings = settings or GameSettings()
        self.wait_for_speech = wait_for_speech
        self._misses = 0  # spoken inputs not understood in a row (one apology, then one hint)
        self.pending: _Pending | None = None
        self.hint_budget: tuple[int, float | None] = (DEFAULT_ITERATIONS, DEFAULT_MAX_MS)
        """Search iterations and time cap (ms) of a hint (voice_ono.bots.search)."""
        self.last_lines: list[str] = []
        self.quit = False
        self.prefs = prefs or Prefs()
        self.prefs_path = prefs_path
        self.offer_again = offer_again
        self.hand_over = hand_over
        self._install(state, kinds)

    # ------------------------------------------------------------ set-up
    def _install(self, state: GameState, kinds: list[str]) -> None:
        if len(kinds) != len(state.names):
            raise ValueError("one kind per seat is needed")
        self.state = state
        self.kinds = [k if k == "human" else bot_kind(k) for k in kinds]  # "hard" -> "search"
        self.humans = [i for i, k in enumerate(kinds) if k == "human"]
        seed = state.seed if state.seed is not None else 0
        self.bots = {i: make_bot(k, seed * 1000 + i) for i, k in enumerate(kinds) if k != "human"}
        self.narrator = Narrator(state.names, self.humans, verbosity=self.prefs.verbosity)
        self.plays: deque[tuple[str, str, int]] = deque(maxlen=40)  # (player, card, total) for history
        self.awaiting_ready: int | None = None  # hot-seat: the seat that must say "ready"
        self.asking_saved_game = False  # the start-up yes/no question is waiting (inputs decode answers then)
        self.hidden_line: str | None = None  # its turn prompt, said after "ready"
        self.hidden_event: Event | None = None  # its turn start, written to the event stream after "ready"
        self.deferred_turn: Event | None = None  # hot-seat: a turn start held until the owed draw is done
        self.resumed = False  # the history (self.plays) starts at a resume
        self.finishing = False  # every human is out: the bots finish the game unread
        self.last_moves: dict[int, tuple[PlayerView, Action]] = {}  # bot seat -> its last play
        self.last_mover: int | None = None

    # ------------------------------------------------------------ output
    def say(self, text: str, *, interrupt: bool = False) -> None:
        """Speak/print one line and remember it for ``repeat``."""
        self.last_lines.append(text)
        self.speaker.say(text, interrupt=interrupt)

    def emit(self, events: list[Event]) -> None:
        """Narrate events, write them to the event stream, autosave.

        In hot-seat games a new turn's prompt (with the hand) is held back
        until that player says "ready" (:data:`catalog.HAND_OVER`)."""
        if self.finishing:  # no human left in the game: only the result is said
            for e in events:
                self._write_event(e)
            self.emit_result(events)
            return
        chunk: list[Event] = []
        for e in events:
            if e.type == ev.CARD_PLAYED and e.player is not None and e.card is not None:
                self.plays.append((e.player, e.card, e.total))
            if (e.type == ev.TURN_STARTED and self.hand_over and len(self.humans) > 1 and e.seat in self.humans
                    and not e.data.get("second_card")):
                for line in self.narrator.lines(chunk):
                    self.say(line)
                chunk = []
                owes = self.state.pending_draw
                if owes is not None and owes != e.seat and owes in self.humans:
                    self.deferred_turn = e  # R-80-DRAW: the drawer draws before the hand-over
                else:
                    self._hand_over(e)
                continue
            self._write_event(e)
            chunk.append(e)
        for line in self.narrator.lines(chunk):
            self.say(line)
        state = self.state
        if (self.humans and not state.is_over and state.rules.multi_round
                and all(state.out_of_game[s] for s in self.humans)):
            # every human is out of a many-round game: no more rounds of bots read out
            self.finishing = True
            self.say(catalog.HUMANS_OUT_SOLO if len(self.humans) == 1 else catalog.HUMANS_OUT)
        if self.offer_again and any(e.type == ev.GAME_WON for e in events):
            self.say(catalog.PLAY_AGAIN)
        self.autosave()

    def emit_result(self, events: list[Event]) -> None:
        """While the bots finish a game no human is in: say only who won, then autosave."""
        won = [e for e in events if e.type == ev.GAME_WON]
        for line in self.narrator.lines(won):
            self.say(line)
        if won and self.offer_again:
            self.say(catalog.PLAY_AGAIN)
        self.autosave()

    def _write_event(self, e: Event) -> None:
        if self.events_out is not None:
            self.events_out.write(json.dumps(self.public_json(e)) + "\n")
            self.events_out.flush()

    def _hand_over(self, e: Event) -> None:
        """Hot-seat: hold ``e`` (a turn start with the hand, also for the event
        stream) until its player says "ready"; say the hand-over line."""
        self.awaiting_ready = e.seat
        self.hidden_line = self.narrator.event(e)
        self.hidden_event = e
        self.say(catalog.HAND_OVER.format(name=e.player))

    def _reveal(self) -> None:
        """After "ready": write the held turn start to the event stream and say it."""
        e, self.hidden_event = self.hidden_event, None
        if e is not None:
            self._write_event(e)
        self.awaiting_ready = None
        line, self.hidden_line = self.hidden_line, None
        if line:
            self.say(line)

    HIDDEN_FIELDS = {ev.TURN_STARTED: ("hand", "safe", "can_discard"), ev.DREW: ("card",)}
    """Event fields that show a bot's hidden cards; left out of the event stream."""

    def public_json(self, e: Event) -> dict:
        """``e`` as JSON for ``--events jsonl``, without bots' hidden cards
        (the stream is what the human players may see, e.g. on a braille display)."""
        out = e.to_json()
        if e.seat is not None and e.seat not in self.humans:
            for key in self.HIDDEN_FIELDS.get(e.type, ()):
                out.pop(key, None)
        return out

    def refuse(self, reason: str) -> None:
        """Say a refusal and emit ``command_refused``; the state is unchanged."""
        e = Event(ev.COMMAND_REFUSED, total=self.state.total, data={"reason": reason})
        if self.events_out is not None:
            self.events_out.write(json.dumps(e.to_json()) + "\n")
            self.events_out.flush()
        self.say(reason)

    def autosave(self) -> None:
        """Save the game after every action (atomic).  A finished game's save is removed."""
        if self.save_path is None:
            return
        if self.state.is_over:
            self.save_path.unlink(missing_ok=True)
            return
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "state": self.state.to_dict(),
            "kinds": self.kinds,
            "settings": {
                "bots": self.settings.bots, "humans": self.settings.humans,
                "difficulty": self.settings.difficulty, "rules": self.settings.rules,
                "options": self.settings.options, "hints": self.settings.hints,
            },
        }
        try:
            atomic_write_json(self.save_path, data)
        except OSError as exc:  # never lose the game over a save problem
            print(f"voice-ono: could not autosave to {self.save_path}: {exc}", file=sys.stderr)
            reason = exc.strerror or type(exc).__name__
            self.say(catalog.SAVE_FAILED.format(reason=reason.lower()))
            self.save_path = None

    # ------------------------------------------------------------ loop
    def run(self, saved: tuple[GameState, list[str], GameSettings] | None = None) -> int:
        """Play until the input ends or the player quits.  Returns exit code 0.

        :param saved: an unfinished saved game found at start-up; the player
            is asked whether to continue it before the new game starts (so a
            new game never silently overwrites it).
        """
        welcomed = False
        if saved is not None and not self.state.started:
            welcomed = True  # the question began with "Welcome to voice-ono"
            choice = self._ask_saved_game()
            if choice is None:  # nothing decided: the saved game stays as it is
                if not self.quit:
                    print(f"voice-ono: {catalog.INPUT_ENDED_SAVED.format(command=self.resume_command())}",
                          file=sys.stderr)
                self.speaker.wait(timeout=30)
                return 0
            if choice:
                state, kinds, settings = saved
                self.settings = settings
                self._install(state, kinds)
                self.announce_resume()
            else:
                self._keep_previous_save(saved[0])  # on failure autosave is off: the old save is untouched
        if not self.state.started:
            self.say(catalog.HELP_ANY_TIME if welcomed else catalog.WELCOME)
            self.emit(self.state.start())
        while not self.quit:
            state = self.state
            if not state.is_over and state.current_player not in self.humans:
                self._bot_turn()
                continue
            heard = self.inputs.next(self)
            if heard is None:
                if not state.is_over and self.save_path is not None:
                    print(f"voice-ono: {catalog.INPUT_ENDED_GAME.format(command=self.resume_command())}",
                          file=sys.stderr)
                elif not state.is_over:  # --no-autosave, or saving failed: say so, never end mute
                    print(f"voice-ono: {catalog.INPUT_ENDED_UNSAVED}", file=sys.stderr)
                break
            self.handle(heard)
        self.speaker.wait(timeout=30)
        return 0

    def _ask_saved_game(self) -> bool | None:
        """Ask whether to continue the saved game found at start-up.

        :returns: True to continue it, False for an explicit "no", None when
            the input ended first.  An answer that is not yes or no is asked
            again once with the choices named; after a second one the saved
            game is continued (the safe choice: nothing is overwritten).
        """
        self.say(catalog.SAVED_GAME_ASK)
        self.asking_saved_game = True
        try:
            return self._saved_game_answer()
        finally:
            self.asking_saved_game = False

    def _saved_game_answer(self) -> bool | None:
        """The answer loop of :meth:`_ask_saved_game` (same returns)."""
        attempt = 0
        while attempt < 2:
            heard = self.inputs.next(self)
            if heard is None:
                return None
            try:
                command = parse_command(heard.text, self.grammar) if heard.text else None
            except UnknownCommandError:
                command = None
            if command is not None and command.kind == "answer" and command.value in ("yes", "no"):
                return command.value == "yes"
            if command is not None and command.value == "quit":  # leave; the save is untouched
                self.say(catalog.SAVED_GAME_QUIT.format(command=self.resume_command()))
                self.quit = True
                return None
            if command is not None and command.kind == "control" and command.value in (
                    "help", "more_help", "help_cards", "help_questions", "repeat"):
                self.say(catalog.SAVED_GAME_HELP)  # not counted as an answer
                continue
            if attempt == 0:
                self.say(catalog.SAVED_GAME_AGAIN)
            attempt += 1
        self.say(catalog.SAVED_GAME_SAFE)
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
            self.say(catalog.OLD_GAME_NOT_KEPT)
            return True
        try:
            backup = place_without_overwrite(self.save_path, self.save_path, "previous", copy=True)
        except OSError as exc:
            self.say(catalog.COULD_NOT_KEEP.format(error=exc.strerror or exc))
            self.save_path = None
            return False
        self.say(catalog.KEPT_OLD_GAME.format(path=backup))
        return True

    def resume_command(self) -> str:
        """The command line that continues this saved game."""
        if self.save_path is None or self.save_path == default_save_path():
            return "voice-ono play --resume"
        return f"voice-ono play --resume --save-file {self.save_path}"

    def announce_resume(self) -> None:
        """Say where a resumed game stands: players, rules, whose turn, total, hand."""
        state = self.state
        self.resumed = True  # history answers start here
        players = join_words([self.narrator.who(i) if i in self.humans else n
                              for i, n in enumerate(state.names)])
        self.say(f"Resuming your saved game of {rules_label(state.rules.name)} rules with {players}.")
        if state.is_over:
            return
        seat = state.current_player
        if seat in self.humans and self.hand_over and len(self.humans) > 1:
            # hot-seat: the hand is read only after "ready"
            self.awaiting_ready = seat
            self.hidden_line = (f"{self.narrator.situation(state, seat)} "
                                f"{self.narrator.query('hand', state, seat)}")
            self.say(catalog.HAND_OVER.format(name=state.names[seat]))
        elif seat in self.humans:
            self.say(f"{self.narrator.situation(state, seat)} {self.narrator.query('hand', state, seat)}")
        else:
            self.say(self.narrator.situation(state, self.humans[0] if self.humans else seat))

    def _bot_turn(self) -> None:
        seat = self.state.current_player
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

    # ------------------------------------------------------------ commands
    def handle(self, heard: Heard) -> None:
        """Parse, resolve and carry out one command."""
        if not heard.spoken and self.speaker.is_speaking():
            self.speaker.stop()  # a new typed command makes queued speech stale
        try:
            if not heard.text:
                raise UnknownCommandError("")
            command = parse_command(heard.text, self.grammar)
        except UnknownCommandError as exc:
            if self.pending is not None and self.pending.strict:
                self._not_an_answer()
            elif not heard.text:
                # Speech that was not understood: one brief apology, then quiet
                # (no apology loop in a noisy room), but a player clearly trying
                # (HINT_AFTER_MISSES in a row) hears once how to get help.
                if not heard.spoken:
                    self.refuse(catalog.NOT_CAUGHT)
                else:
                    self._misses += 1
                    if self._misses == 1:
                        self.refuse(catalog.SAY_AGAIN)
                    elif self._misses == self.HINT_AFTER_MISSES:
                        self.refuse(catalog.STILL_NOT_UNDERSTOOD)
            else:
                self.refuse(str(exc))
            return
        self._misses = 0
        if command.intent != "repeat":
            self.last_lines = []  # "repeat" says everything since the last command
        pending, self.pending = self.pending, None
        if pending is not None and pending.strict and not self._answers(pending, command):
            if not (command.kind == "query" or command.kind == "control"):  # help, repeat, quit... work inside
                self.pending = pending
                if pending.action is not None and self._same_play(command, pending.action):
                    # "play seven" again while "Play 7?" waits: the player did not
                    # hear the question, so it is asked again once (choices named);
                    # further repeats are not answers and are passed over quietly.
                    if not pending.asked_again:
                        self._not_an_answer()
                    return
                self._not_an_answer()
                return
        if command.kind == "answer":
            self._answer(command, pending)
            return
        if self.awaiting_ready is not None and (
                command.kind in ("play", "discard", "draw") or command.value in self.PRIVATE_QUERIES):
            self.pending = pending
            self.refuse(catalog.SAY_READY.format(name=self.state.names[self.awaiting_ready]))
            return
        if command.kind in ("play", "discard", "draw"):
            # A different play heard while "Play seven?" waits is itself unsure.
            replaces_question = pending is not None and pending.on_yes is not None
            self._action(command, heard, unsure=replaces_question)
        elif command.kind == "query":
            self._query(command, pending)
        elif command.kind == "control":
            self._control(command, heard, pending)
        elif command.kind == "setup":
            self._setup(command, heard)

    PRIVATE_QUERIES = ("hand", "safe", "hint")
    """Queries that reveal a hand (a hint names a card in it): in hot-seat games, refused until "ready"."""

    def _answers(self, pending: _Pending, command: Command) -> bool:
        """Whether ``command`` answers ``pending``: yes or no to a yes/no
        question; no, or a play naming one of the choices, to a choice."""
        if pending.choices:
            if command.kind == "answer":
                return command.value == "no"
            if command.kind != "play" or self.acting_seat is None:
                return False
            result = resolve(command, self.state, self.acting_seat)
            return isinstance(result, Resolved) and result.action in pending.choices
        return command.kind == "answer"

    HINT_AFTER_MISSES = 3
    """Spoken inputs not understood in a row before the one "say help" hint."""

    def _same_play(self, command: Command, action: Action) -> bool:
        """Whether ``command`` resolves to ``action`` (the play being confirmed)."""
        if command.kind not in ("play", "discard", "draw") or self.acting_seat is None:
            return False
        result = resolve(command, self.state, self.acting_seat)
        return isinstance(result, Resolved) and result.action == action

    def _not_an_answer(self) -> None:
        """A strict question got something that is not an answer: ask again
        once with the choices named, then take the safe choice (do nothing)."""
        pending = self.pending
        assert pending is not None
        if not pending.asked_again:
            pending.asked_again = True
            self.say(pending.again)
            return
        self.pending = None
        self.say(pending.safe)

    def _answer(self, command: Command, pending: _Pending | None) -> None:
        if pending is None:
            self.refuse("There is no question to answer. Say help to hear what you can say.")
            return
        if command.value == "yes" and pending.on_yes is not None:
            pending.on_yes()
        elif command.value == "yes":
            self.pending = pending
            self.say(pending.question)
        elif pending.strict:
            self.say(pending.no)
        elif pending.on_yes is not None and pending.question.startswith("Play "):
            self.say("Okay, not played. It is still your turn.")
        else:
            self.say("Okay.")

    def _action(self, command: Command, heard: Heard, unsure: bool = False) -> None:
        seat = self.acting_seat
        if seat is None:
            self.refuse("There is no player to act.")
            return
        result = resolve(command, self.state, seat)
        if isinstance(result, Refused):
            self.refuse(result.reason)
        elif isinstance(result, Clarify):
            from voice_ono.commands.resolve import action_phrase, card_phrase

            says = ", or ".join(card_phrase(a.card) if isinstance(a, PlayCard) else action_phrase(a)
                                for a in result.choices)
            self.pending = _Pending(result.question, choices=result.choices, strict=True,
                                    again=catalog.CHOOSE_AGAIN.format(says=says),
                                    safe=catalog.CHOOSE_SAFE, no=catalog.CHOOSE_NO)
            self.say(result.question)
        elif isinstance(result, Resolved):
            action = result.action
            if heard.spoken and (self.confirm == "always" or
                                 (self.confirm == "uncertain" and (unsure or not heard.confident))):
                if isinstance(action, PlayCard):
                    label = card_label(action.card)
                    what = label if label.isdigit() else catalog.THE_CARD.format(label=label)
                    ask = catalog.PLAY_ASK.format(what=what)
                    again = catalog.PLAY_AGAIN_ASK.format(what=f"the {label}" if label.isdigit() else what)
                else:
                    from voice_ono.commands.resolve import action_phrase as phrase

                    what = phrase(action)
                    ask = catalog.ACTION_ASK.format(what=what[:1].upper() + what[1:])
                    again = catalog.ACTION_AGAIN_ASK.format(what=what)
                self.pending = _Pending(ask, on_yes=lambda a=action: self._apply(a), strict=True, action=action,
                                        again=again, safe=catalog.PLAY_SAFE, no=catalog.PLAY_NO)
                self.say(self.pending.question)
            else:
                self._apply(action)

    def _apply(self, action: Action) -> None:
        drawer = self.state.actor_of(action)
        self.emit(self.state.apply(action))
        hot_seat = len(self.humans) > 1
        if isinstance(action, Draw) and hot_seat:
            self.say(catalog.DREW_CARD.format(name=self.state.names[drawer]))  # the card stays private
        owes = self.state.pending_draw
        if owes is not None and owes in self.humans and not self.state.is_over:
            # R-80-DRAW: manual draw, said to the player who owes it
            self.say(catalog.SAY_DRAW_NAMED.format(name=self.state.names[owes]) if hot_seat
                     else catalog.SAY_DRAW)
        elif self.deferred_turn is not None:  # the owed draw is done: now hand over
            e, self.deferred_turn = self.deferred_turn, None
            if not self.state.is_over and self.state.current_player == e.seat:
                self._hand_over(e)

    def _query(self, command: Command, pending: _Pending | None) -> None:
        seat = self.acting_seat
        seat = seat if seat is not None else 0
        card = command.cards[0] if command.cards else None
        what = command.value or ""
        if what == "hint":
            self.say(self.hint_text(seat))
        elif what == "why":
            self.say(self.why_text(command.slots.get("player")))
        elif what == "history":
            count = max(1, len(self.state.active_seats()))
            self.say(self.narrator.recent_plays(list(self.plays)[-count:], resumed=self.resumed))
        elif what == "last_card":
            self.say(self.narrator.last_card(list(self.plays), self.state))
        elif what == "player_played":
            who = command.slots.get("player", "")
            if who == "You" or who not in self.state.names:
                who = self.state.names[seat] if who == "You" else who
            if who not in self.state.names:
                self.say(catalog.NO_SUCH_PLAYER.format(
                    who=who, players=join_words([self.narrator.who(i) for i in range(len(self.state.names))])))
            else:
                self.say(self.narrator.recent_plays(list(self.plays), who, resumed=self.resumed))
        else:
            self.say(self.narrator.query(what, self.state, seat, card))
        self.pending = pending  # a query does not cancel an open question

    def hint_text(self, seat: int | None) -> str:
        """The hint for ``seat``: the move the search bot ("hard") would make,
        with a one-sentence reason (:func:`voice_ono.bots.explain.explain`).
        Works on the seat's :class:`PlayerView` only; the game is unchanged."""
        state = self.state
        if not self.settings.hints:
            return catalog.HINTS_OFF
        if state.is_over:
            return catalog.HINT_GAME_OVER
        if seat is None or state.current_player != seat:
            return catalog.HINT_NOT_YOUR_TURN.format(player=state.names[state.current_player])
        view = state.view(seat)
        iterations, max_ms = self.hint_budget
        bot = SearchBot((state.seed or 0) * 7919 + len(state.history), iterations=iterations, max_ms=max_ms)
        action = bot.choose(view)
        chance = next((st.value for st in bot.last_stats if st.action == action), None)
        you = seat if len(self.humans) == 1 else None
        return reason_text(explain(view, action, chance), state.names, you=you)

    def why_text(self, player: str | None = None) -> str:
        """Why a bot made its last play: ``player`` is its name ("Bot 1"),
        or None for the bot that played last.  While the bot's hand is
        hidden, the reason leaves out what it would tell of its cards."""
        state = self.state
        if player is not None:
            if player not in state.names:
                bots = join_words([state.names[s] for s in sorted(self.bots)])
                return catalog.WHY_NO_SUCH_PLAYER.format(player=player, bots=bots)
            seat = state.names.index(player)
            if seat not in self.bots:
                return f"{self.narrator.who(seat)} {'are' if self.narrator.who(seat) == 'You' else 'is'} not a bot."
        elif self.last_mover is None:
            return catalog.WHY_NO_BOT_YET
        else:
            seat = self.last_mover
        if seat not in self.last_moves:
            if self.resumed:  # the moves before a resume are not in the save
                return catalog.NOT_PLAYED_SINCE_RESUME.format(who=state.names[seat])
            return catalog.WHY_NOT_PLAYED.format(player=state.names[seat])
        view, action = self.last_moves[seat]
        hidden = not state.is_over and seat not in state.revealed
        you = self.humans[0] if len(self.humans) == 1 else None
        return reason_text(explain(view, action), state.names, mover=state.names[seat],
                           hidden_hand=hidden, you=you, easy=self.kinds[seat] == "random")

    def _control(self, command: Command, heard: Heard, pending: _Pending | None) -> None:
        what = command.value
        if what in ("help", "more_help", "help_cards", "help_questions"):
            self.say(self.help_text(what))
            self.pending = pending
        elif what == "repeat":
            lines = list(self.last_lines)
            if not lines:  # nothing said since the last command: say where the game stands
                seat = self.acting_seat
                lines = [self.narrator.situation(self.state, seat if seat is not None else 0)]
            for line in lines:
                self.speaker.say(line)
            self.pending = pending
        elif what in ("slower", "faster", "louder", "quieter", "short", "full"):
            self._speech_setting(what)
            self.pending = pending
        elif what == "ready":
            self.pending = pending
            if self.awaiting_ready is None:
                self.say(catalog.NOT_WAITING_READY)
            else:
                self._reveal()
        elif what == "stop":
            self.speaker.stop()
            self.pending = pending
        elif what == "quit":
            if heard.spoken and not self.state.is_over:
                unsaved = self.save_path is None  # --no-autosave, or saving failed
                self.pending = _Pending(catalog.QUIT_ASK_UNSAVED if unsaved else catalog.QUIT_ASK,
                                        on_yes=self._quit, strict=True,
                                        again=catalog.QUIT_AGAIN_UNSAVED if unsaved else catalog.QUIT_AGAIN,
                                        safe=catalog.QUIT_SAFE, no=catalog.QUIT_NO)
                self.say(self.pending.question)
            else:
                self._quit()

    def _speech_setting(self, what: str) -> None:
        """Slower, faster, louder, quieter, short or full announcements:
        applied at once and stored in the config file (:mod:`voice_ono.prefs`)."""
        self.prefs, sentence = prefs_changed(self.prefs, what)
        self.narrator.verbosity = self.prefs.verbosity
        adjust = getattr(self.speaker, "adjust", None)
        if adjust is not None:
            try:
                adjust(rate=self.prefs.rate, volume=self.prefs.volume)
            except ValueError as exc:
                sentence = f"{sentence} The speech engine refused it: {exc}."
        if self.prefs_path is not None:
            try:
                save_prefs(self.prefs, self.prefs_path)
            except OSError as exc:
                sentence += f" It could not be saved for next time ({exc.strerror or exc})."
        self.say(sentence)

    def _quit(self) -> None:
        if not self.state.is_over and self.save_path is not None:
            self.say(f"Game saved. To continue later, run {self.resume_command()}. Goodbye.")
        else:
            self.say("Goodbye.")
        self.quit = True

    def help_text(self, which: str = "help") -> str:
        """Spoken help for this game's rules and deck only.

        :param which: ``help`` (the five most used commands, then how to hear
            more), ``more_help`` (everything else), ``help_cards`` (playing
            cards) or ``help_questions`` (questions about the game).
        """
        rules = self.state.rules
        unused = set()
        if not rules.ono_discard_four:
            unused.add("discard_ono")
        if not rules.manual_draw:
            unused.add("draw")
        if rules.scoring != "tokens":
            unused.add("tokens")
        if rules.scoring != "points":
            unused.add("scores")
        if not rules.multi_round:
            unused.add("rounds")
        if not self.settings.hints:
            unused.add("hint")
        if len(self.humans) < 2:
            unused.add("ready")
        lines = {i.name: i.help for i in self.grammar.intents if i.help and i.name not in unused}
        lines["play"] = self.play_help()
        if which == "help":
            short = [lines[n] for n in catalog.HELP_SHORT if n in lines]
            return catalog.HELP_SHORT_TEXT.format(commands="; ".join(short))
        if which == "help_cards":
            names = catalog.HELP_CARDS
        elif which == "help_questions":
            names = [i.name for i in self.grammar.intents if i.kind == "query"]
        else:  # the rest: game control, answers, setup, speech
            queries = {i.name for i in self.grammar.intents if i.kind == "query"}
            names = [n for n in lines if n not in catalog.HELP_SHORT and n not in catalog.HELP_CARDS
                     and n not in queries and n not in ("help", "more_help")]
            return ("You can say: " + "; ".join(lines[n] for n in names) + ". " + catalog.HELP_MORE_TAIL)
        return "You can say: " + "; ".join(lines[n] for n in names if n in lines) + "."

    def play_help(self) -> str:
        """How to play a card, with an example of each special card in this game's deck."""
        from voice_ono.commands.resolve import action_phrase

        rules = self.state.rules
        specials = [c for c, _ in rules.deck if not c.is_number and c is not rules.ono_card]
        text = "play seven, or just seven"
        text += "".join(f"; {action_phrase(PlayCard(c))}" for c in sort_cards(specials))
        if rules.ono_on_tens:
            text += "; play ono, when the total ends in zero"
        return text

    def _setup(self, command: Command, heard: Heard) -> None:
        settings = GameSettings(
            bots=int(command.slots.get("count", self.settings.bots)),
            humans=self.settings.humans,
            difficulty=command.slots.get("difficulty", self.settings.difficulty),
            rules=command.slots.get("rules", self.settings.rules),
            options=dict(self.settings.options),
            names=None,
            hints=self.settings.hints,
        )
        if "scoring" in command.slots:
            settings.options["scoring"] = command.slots["scoring"]
        if settings.rules != self.settings.rules and "rules" in command.slots:
            settings.options = {k: v for k, v in settings.options.items() if k == "scoring"}
        try:
            rules = get_ruleset(settings.rules, settings.options)
            players = settings.bots + settings.humans
            if not rules.min_players <= players <= rules.max_players:
                low = max(1, rules.min_players - settings.humans)
                high = rules.max_players - settings.humans
                self.refuse(f"You can play against {low} to {high} bots with {rules_label(rules.name)} "
                            "rules. Say for example: new game with three bots.")
                return
            state = new_state(settings)
        except ValueError as exc:
            self.refuse(f"Cannot start that game: {exc}.")
            return
        difficulty = difficulty_level(settings.difficulty)
        summary = f"a new game with {settings.bots} {difficulty} bot{'s' if settings.bots != 1 else ''}"
        if settings.rules != "mattel2022":
            summary += f", {rules_label(settings.rules)} rules"
        if "scoring" in command.slots and rules.multi_round:
            summary += f" with {rules.scoring}"  # "with points" / "with tokens", as asked

        def start() -> None:
            if self.state.started and not self.state.is_over:
                self._keep_previous_save(self.state)  # the game being left stays on disk
            self.settings = settings
            self._install(state, settings.kinds())
            self.say(f"Starting {summary}.")
            self.emit(self.state.start())

        if self.state.is_over or not self.state.started:
            start()
        else:
            self.pending = _Pending(catalog.NEW_GAME_ASK.format(summary=summary), on_yes=start,
                                    strict=True, again=catalog.NEW_GAME_AGAIN.format(summary=summary),
                                    safe=catalog.NEW_GAME_SAFE, no=catalog.NEW_GAME_NO)
            self.say(self.pending.question)


def check_kinds(kinds: list[Any], seats: int, what: str) -> None:
    """Check one seat kind per seat: ``"human"`` or a bot name.

    :raises ValueError: naming ``what`` and the valid kinds.
    """
    from voice_ono.bots import BOT_NAMES

    if len(kinds) != seats:
        raise ValueError(f"{what} must list one kind per player ({seats})")
    for kind in kinds:
        if kind != "human" and kind not in BOT_NAMES:
            raise ValueError(f"{what}: unknown kind {kind!r}; use human, {', '.join(BOT_NAMES)}")


def load_autosave(path: Path) -> tuple[GameState, list[str], GameSettings]:
    """Load a game saved by :meth:`Session.autosave`.

    :raises FileNotFoundError: when there is no saved game.
    :raises DamagedSaveError: (a ValueError) when the file cannot be loaded;
        its message is one plain line, its ``detail`` says why.
    """
    from voice_ono.rules.scenario import ScenarioError, state_from_scenario

    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("version") != SAVE_VERSION:
            raise ValueError(f"not a version {SAVE_VERSION} voice-ono save")
        s = data["settings"]
        settings = GameSettings(bots=s["bots"], humans=s["humans"], difficulty=s["difficulty"],
                                rules=s["rules"], options=s.get("options", {}),
                                hints=bool(s.get("hints", True)))
        st = data["state"]
        state_from_scenario({**st, "kinds": data["kinds"]})  # the same checks as a scenario file
        rules = get_ruleset(st["rules"], st.get("options") or {})
        state = GameState.from_dict(st, rules)
        settings.seed = state.seed
        settings.names = list(state.names)
        kinds = list(data["kinds"])
        check_kinds(kinds, len(state.names), "kinds")
        return state, kinds, settings
    except FileNotFoundError:
        raise
    except KeyError as exc:
        raise DamagedSaveError(path, f"field {exc} is missing") from None
    except (TypeError, AttributeError, IndexError) as exc:
        raise DamagedSaveError(path, f"a field has the wrong type: {exc}") from None
    except RecursionError:
        raise DamagedSaveError(path, "JSON nested too deeply") from None
    except (ScenarioError, ValueError, OSError, OverflowError) as exc:  # JSONDecodeError, UnicodeDecodeError
        raise DamagedSaveError(path, str(exc)) from None
