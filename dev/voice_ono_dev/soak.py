"""Whole games driven by random commands and random answers, with the
session's data-safety invariants checked after every step.

Used by the property-based tests (hypothesis) and by ``voice-ono bench
soak``.  One game (:func:`soak_game`) plays a real :class:`Session` with an
autosave file: one human seat whose commands are a mix of the heuristic
bot's legal move, random grammar phrases, garbage and random yes/no answers
at every question; typed "quit" ends the session, which is then resumed from
the autosave through the start-up question, as a player would.

Invariants (checked before each command and at the end):

* a step with no action (a refusal, a "no", a question asked again, a
  query) leaves the state exactly as it was;
* the autosave is loadable after every step and equals the game in play;
* a game is replaced only after an explicit "yes" to "Start a new game?",
  and the game left behind (if anyone had moved) is then in the newest
  ``<save>.previous*.json``;
* at start-up the saved game is either continued or kept in that file;
* no exception escapes (a traceback is a crash).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import tempfile
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from voice_ono.bots import HeuristicBot
from voice_ono.commands.grammar import ANSWER_INTENTS, Grammar, load_grammar
from voice_ono.commands.parse import UnknownCommandError, parse_command
from voice_ono.commands.types import AnswerCommand, Command, PlayCommand
from voice_ono.commands.resolve import action_phrase
from voice_ono.narration.questions import ChooseCard, ConfirmNewGame, ConfirmPlay, Question
from voice_ono.rules import Card, PlayCard
from voice_ono.session import (Confirm, GameSettings, Heard, Prompt, Session, SessionOptions, load_autosave, new_state,
                               numbered_paths)

JUNK = ("", "maybe", "cough", "xyzzy", "play seventeen", "uh", "what", "yes no", "hmm okay")
"""Things a player (or a cough, or a misheard word) might produce that are not commands."""

RISKY = ("new game", "new game with three bots", "new game classic rules", "quit", "quit game",
         "new game ninety nine rules", "new game classic rules with points")
"""Commands that ask a data-protecting question."""


def question_answers(question: Question, grammar: Grammar) -> tuple[str, ...]:
    """Every answer a player may give to ``question``, typed: each phrase of the answer grammar (yes, no, and
    the controls that work inside a question), and at a question about cards (:class:`ChooseCard`, or a
    :class:`ConfirmPlay` of a card, with the cards it ruled out) every name of each card that fits, bare
    ("two", "number two", "2"), after "play" and as the unambiguous phrase; sorted, no repeats."""
    out = set(grammar.phrases(ANSWER_INTENTS))
    actions = list(question.choices) if isinstance(question, ChooseCard) else []
    cards: list[Card] = [a.card for a in actions if isinstance(a, PlayCard)]
    if isinstance(question, ConfirmPlay):
        actions.append(question.action)
        cards += [a.card for a in (question.action,) if isinstance(a, PlayCard)]
        cards += [r.card for r in question.ruled_out if r.card is not None]
    for card in cards:
        words = grammar.card_words(card.value) + ((card.value,) if card.is_number else ())
        out.update(words)
        out.update("play " + w for w in words)
        out.add(action_phrase(PlayCard(card)))
    out.update(action_phrase(a) for a in actions)
    return tuple(sorted(out))


class SilentSpeaker:
    """A speaker that keeps only the last lines (soak games say a lot)."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def say(self, text: str, *, interrupt: bool = False) -> None:
        self.lines.append(text)
        if len(self.lines) > 50:
            del self.lines[:25]

    def is_speaking(self) -> bool:
        return False

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass

    def wait(self, timeout: float | None = None) -> bool:
        return True


class EventLog:
    """Collects the session's JSON event stream (to see refusals)."""

    def __init__(self) -> None:
        self.types: list[str] = []

    def write(self, text: str) -> None:
        for line in text.splitlines():
            if line.strip():
                self.types.append(json.loads(line)["type"])

    def flush(self) -> None:
        pass


def _normal(data: Any) -> Any:
    return json.loads(json.dumps(data))


@dataclass
class _Step:
    game: int
    snapshot: dict[str, Any]
    history: int
    text: str
    pending: Any
    refusals: int
    over: bool


class Checker:
    """Checks the invariants between steps; violations are collected, not raised."""

    def __init__(self, save_path: Path, grammar: Grammar) -> None:
        self.save_path = save_path
        self.grammar = grammar
        self.violations: list[str] = []
        self.prev: _Step | None = None
        self.steps = 0
        self.last_raw: bytes | None = None

    def _command(self, text: str) -> Command | None:
        try:
            return parse_command(text, self.grammar)
        except UnknownCommandError:
            return None

    def fail(self, what: str) -> None:
        if len(self.violations) < 20:
            self.violations.append(what)

    def check(self, session: Session, log: EventLog) -> None:
        """Check the step that just ended (if any)."""
        self.steps += 1
        state = session.state
        snap = _normal(state.to_dict())
        path = session.autosave.path
        if path is not None and state.started:
            if state.is_over:
                if path.exists():
                    self.fail("a finished game's autosave was not removed")
            else:
                try:
                    raw = path.read_bytes()
                    if raw != self.last_raw:  # unchanged bytes were loaded and checked already
                        load_autosave(path)
                        self.last_raw = raw
                    saved_state = json.loads(raw)["state"]
                except (FileNotFoundError, ValueError) as exc:
                    self.fail(f"autosave not loadable after a step: {exc}")
                else:
                    if saved_state != snap:
                        self.fail(f"autosave differs from the game after {self.prev.text if self.prev else 'start'!r}")
        prev = self.prev
        if prev is not None:
            same = id(state) == prev.game
            command = self._command(prev.text)
            yes = isinstance(command, AnswerCommand) and command.yes
            refused = log.types.count("command_refused") > prev.refusals
            if same and len(state.history) == prev.history and snap != prev.snapshot:
                self.fail(f"state changed without an action after {prev.text!r}")
            if refused and (not same or len(state.history) != prev.history):
                self.fail(f"a refused command {prev.text!r} changed the game")
            if prev.pending is not None and not yes and not isinstance(command, PlayCommand):
                if not same or len(state.history) != prev.history:
                    self.fail(f"{prev.text!r} to {prev.pending.question!r} changed the game")
            if not same and not prev.over:
                asked = prev.pending is not None and isinstance(prev.pending.question, ConfirmNewGame)
                if not (asked and yes):
                    self.fail(f"a game was replaced without a yes, after {prev.text!r}")
                kept = (numbered_paths(self.save_path, "previous") or [self.save_path.with_suffix(".previous.json")])[-1]
                if session.autosave.path is not None and prev.history:  # a game with no moves is not kept
                    try:
                        old = json.loads(kept.read_text(encoding="utf-8"))["state"]
                    except (OSError, ValueError, KeyError):
                        self.fail("the game left behind is not in the previous file")
                    else:
                        if old != prev.snapshot:
                            self.fail("the previous file does not hold the game left behind")

    def before(self, session: Session, text: str, log: EventLog) -> None:
        """Remember the state before ``text`` is handled."""
        state = session.state
        self.prev = _Step(id(state), _normal(state.to_dict()), len(state.history), text,
                          session.dialogue.pending, log.types.count("command_refused"), state.is_over)


class FuzzPlayer:
    """The human seat: random commands and answers, checking invariants first."""

    def __init__(self, rng: random.Random, checker: Checker, log: EventLog, *,
                 p_legal: float = 0.6, max_steps: int = 400) -> None:
        self.rng = rng
        self.checker = checker
        self.log = log
        self.p_legal = p_legal
        self.max_steps = max_steps
        self.bot = HeuristicBot(rng.randrange(2**31))
        self.phrases = load_grammar().phrases()
        self.steps = 0
        self.quits = 0
        self.session: Session | None = None  # the session it plays in (the soak checks it; a prompt is not enough)

    def _text(self, session: Session) -> str:
        rng, state = self.rng, session.state
        pending = session.dialogue.pending
        r = rng.random()
        if pending is not None:  # any of the question's answers (issue 19: the bare card names were never said)
            if r < 0.7:
                return rng.choice(question_answers(pending.question, self.checker.grammar))
            if r < 0.8:
                return "yes"
        elif r < self.p_legal:
            seat = state.current_player
            if seat is not None and seat in session.game.humans:
                return action_phrase(self.bot.choose(state.view(seat)))
        elif r < self.p_legal + 0.15 and state.started and not state.is_over:
            # a card of the hand by one of its names, safe or not ("two" with the number 2 and the Play 2
            # card: the questions about which card, and what they rule out)
            humans = session.game.humans
            hand = state.hands[humans[0]] if humans else []
            if hand:
                card = rng.choice(hand)
                words = self.checker.grammar.card_words(card.value) or (card.value,)
                return rng.choice(("", "play ")) + rng.choice(words)
        r = rng.random()
        if r < 0.2:
            return rng.choice(JUNK)
        if r < 0.3:
            return rng.choice(RISKY)
        if r < 0.4:
            return rng.choice(("yes", "no"))
        return rng.choice(self.phrases)

    def next(self, prompt: Prompt | None = None) -> Heard | None:
        session = self.session
        assert session is not None, "set FuzzPlayer.session before the session runs"
        self.checker.check(session, self.log)
        self.steps += 1
        if session.state.is_over or self.steps > self.max_steps:
            self.checker.prev = None
            return None
        text = self._text(session)
        if text in ("quit", "quit game"):
            self.quits += 1
        self.checker.before(session, text, self.log)
        return Heard(text, confident=self.rng.random() < 0.7, spoken=self.rng.random() < 0.5)


@dataclass
class GameResult:
    """One soak game: steps taken, violations and the crash traceback (if any)."""

    rules: str
    seed: int
    steps: int = 0
    finished: bool = False
    resumes: int = 0
    violations: list[str] = field(default_factory=list)
    crash: str | None = None


class _Answers:
    """Start-up answers (random words), then the fuzz player.  At the first
    command after start-up, checks that the saved game was either continued
    or kept in the previous file."""

    def __init__(self, rng: random.Random, then: FuzzPlayer, saved: Any, before: dict[str, Any] | None,
                 save: Path) -> None:
        self.rng = rng
        self.then = then
        self.saved = saved
        self.before = before
        self.save = save
        self.asked = 0
        self.checked = False
        self.session: Session | None = None

    def next(self, prompt: Prompt | None = None) -> Heard | None:
        session = self.session
        assert session is not None, "set _Answers.session before the session runs"
        if not session.state.started:  # the saved-game question (help does not count as an answer)
            self.asked += 1
            if self.asked > 6:
                return Heard("yes")
            return Heard(self.rng.choice(("yes", "no", "maybe", "", "play seven", "help", "yes")))
        if not self.checked and self.saved is not None and self.before is not None:
            self.checked = True
            if session.state is not self.saved and self.before.get("history"):  # no moves: not kept
                kept = numbered_paths(self.save, "previous")
                try:
                    old = json.loads(kept[-1].read_text("utf-8"))["state"] if kept else None
                except (OSError, ValueError, KeyError):
                    old = None
                if old != self.before:
                    self.then.checker.fail("at start-up the saved game was neither continued nor kept")
        self.then.session = session
        return self.then.next(prompt)


def soak_game(rules: str, seed: int, folder: Path, *, rng: random.Random | None = None,
              max_steps: int = 400, max_resumes: int = 5) -> GameResult:
    """Play one game of ``rules`` from ``seed`` through the invariant checks.

    :param folder: where the autosave goes (an empty folder).
    :param rng: the source of commands and answers (default: seeded from ``seed``).
    :returns: a :class:`GameResult`; exceptions are caught and reported as crashes.
    """
    rng = rng or random.Random(seed)
    grammar = load_grammar()
    save = folder / "autosave.json"
    for leftover in (save, *numbered_paths(save, "previous")):
        leftover.unlink(missing_ok=True)
    result = GameResult(rules, seed)
    checker = Checker(save, grammar)
    log = EventLog()
    player = FuzzPlayer(rng, checker, log, max_steps=max_steps)
    try:
        bots = rng.choice((1, 2, 3))
        settings = GameSettings(bots=bots, humans=1, rules=rules, seed=seed)
        state = new_state(settings)
        session = Session(state, settings.kinds(), speaker=SilentSpeaker(), inputs=player,
                          settings=settings, save_path=save, events_out=log,
                          options=SessionOptions(confirm=Confirm.UNCERTAIN, grammar=grammar))
        player.session = session
        session.run()
        checker.prev = None  # the session ended; the next one is checked afresh
        while not session.state.is_over and result.resumes < max_resumes and player.steps <= max_steps:
            # Quit (or input ended): the save must hold the game; start again as a player would.
            before = _normal(session.state.to_dict()) if session.state.started else None
            result.resumes += 1
            saved = load_autosave(save) if save.exists() else None
            if before is not None:
                if saved is None or _normal(saved[0].to_dict()) != before:
                    checker.fail("after quit the autosave does not hold the game")
                    break
            fresh = GameSettings(bots=bots, humans=1, rules=rules, seed=rng.randrange(2**31))
            answers = _Answers(rng, player, saved[0] if saved else None, before, save)
            session = Session(new_state(fresh), fresh.kinds(), speaker=SilentSpeaker(),
                              inputs=answers, settings=fresh, save_path=save,
                              events_out=log, options=SessionOptions(grammar=grammar))
            answers.session = session
            session.run(saved)
            checker.prev = None
        result.finished = session.state.is_over
    except Exception:  # a traceback is what the soak looks for
        result.crash = traceback.format_exc()
    result.steps = checker.steps
    result.violations = checker.violations
    return result


def scratch_dir() -> tempfile.TemporaryDirectory[str]:
    """A temporary folder for soak saves, in memory (``/dev/shm``) when there
    is one: every step is autosaved with fsync, which on a disk is slow."""
    shm = Path("/dev/shm")
    base = str(shm) if shm.is_dir() and os.access(shm, os.W_OK) else None
    return tempfile.TemporaryDirectory(prefix="voice-ono-soak-", dir=base)


def soak_many(rules: str, seeds: range, max_steps: int = 400) -> list[GameResult]:
    """Play ``seeds`` games in one temporary folder (a worker of ``bench soak``);
    the session's stderr notes ("input ended; the game is saved") are dropped."""
    with scratch_dir() as tmp, contextlib.redirect_stderr(io.StringIO()):
        return [soak_game(rules, seed, Path(tmp), max_steps=max_steps) for seed in seeds]
