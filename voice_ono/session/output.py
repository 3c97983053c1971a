"""What the session says and writes: narrated events (with hot-seat's
hand-over held until "ready"), refusals, the ``--events jsonl`` stream
without bots' hidden cards, and the autosave after every action.  Mixed into
:class:`voice_ono.session.loop.Session`."""

from __future__ import annotations

import errno
import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from voice_ono.files import append_log, atomic_write_json
from voice_ono.commands.resolve import Refusal
from voice_ono.narration import text
from voice_ono.narration.reasons import refusal_code, refusal_text
from voice_ono.rules import Event, Illegal
from voice_ono.rules.events import JSON, CardPlayed, CommandRefused, Drew, FrozenMap, GameWon, RefusalValue, TurnStarted
from voice_ono.session.base import SessionBase
from voice_ono.session.save import save_data


class Output(SessionBase):
    """Speech, the event stream and the autosave of a :class:`Session` (a mixin)."""

    def say(self, text: str, *, interrupt: bool = False) -> None:
        """Speak/print one line and remember it for ``repeat``."""
        self.last_lines.append(text)
        self.speaker.say(text, interrupt=interrupt)

    def emit(self, events: list[Event]) -> None:
        """Narrate events, write them to the event stream, autosave.

        In hot-seat games a new turn's prompt (with the hand) is held back
        until that player says "ready" (:data:`text("hand-over")`)."""
        if self.finishing:  # no human left in the game: only the result is said
            for e in events:
                self._write_event(e)
            self.emit_result(events)
            return
        chunk: list[Event] = []
        for e in events:
            if isinstance(e, CardPlayed):
                self.plays.append((e.player, e.card, e.total))
            if (isinstance(e, TurnStarted) and self.hand_over and len(self.humans) > 1 and e.seat in self.humans
                    and not e.second_card):
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
            self.say(text("humans-out-solo") if len(self.humans) == 1 else text("humans-out"))
        if self.offer_again and any(isinstance(e, GameWon) for e in events):
            self.say(text("play-again"))
        self.autosave()

    def emit_result(self, events: list[Event]) -> None:
        """While the bots finish a game no human is in: say only who won, then autosave."""
        won: list[Event] = [e for e in events if isinstance(e, GameWon)]
        for line in self.narrator.lines(won):
            self.say(line)
        if won and self.offer_again:
            self.say(text("play-again"))
        self.autosave()

    def _write_event(self, e: Event) -> None:
        if self.events_out is not None:
            self.events_out.write(json.dumps(self.public_json(e)) + "\n")
            self.events_out.flush()

    def _hand_over(self, e: TurnStarted) -> None:
        """Hot-seat: hold ``e`` (a turn start with the hand, also for the event
        stream) until its player says "ready"; say the hand-over line."""
        self.awaiting_ready = e.seat
        self.hidden_line = self.narrator.event(e)
        self.hidden_event = e
        self.say(text("hand-over", name=e.player))

    def _reveal(self) -> None:
        """After "ready": write the held turn start to the event stream and say it."""
        e, self.hidden_event = self.hidden_event, None
        if e is not None:
            self._write_event(e)
        self.awaiting_ready = None
        line, self.hidden_line = self.hidden_line, None
        if line:
            self.say(line)

    def public_json(self, e: Event) -> dict[str, JSON]:
        """``e`` as JSON for ``--events jsonl``, without bots' hidden cards: a bot's turn start without the
        hand, the safe cards and ``can_discard``, a bot's draw without the card (the stream is what the human
        players may see, e.g. on a braille display)."""
        if isinstance(e, TurnStarted) and e.seat not in self.humans:
            e = replace(e, hand=None, safe=None, can_discard=False)
        elif isinstance(e, Drew) and e.seat not in self.humans:
            e = replace(e, card=None)
        return e.to_json()

    def refuse(self, message: str, **values: Any) -> None:
        """Say the catalog's ``message`` with ``values`` as a refusal and emit ``command_refused``; the state is
        unchanged.  The event carries ``message`` (the catalog id, e.g. ``"no-question"``), ``values`` and
        ``reason`` (the sentence said, in the game's language, for a display)."""
        self._refused(message, values, text(message, **values))

    def refuse_reason(self, reason: Illegal | Refusal) -> None:
        """Refuse a command the rules or the resolver turned down (``reason``, as data): the event carries its
        message id and language-free values (:func:`voice_ono.narration.refusal_code`; cards by canonical
        name), and the sentence said (:func:`voice_ono.narration.refusal_text`)."""
        message, values = refusal_code(reason)
        self._refused(message, values, refusal_text(reason))

    def _refused(self, message: str, values: dict[str, Any], sentence: str) -> None:
        e = CommandRefused(total=self.state.total, message=message,
                           values=FrozenMap((k, _refusal_value(v)) for k, v in values.items()), reason=sentence)
        if self.events_out is not None:
            self.events_out.write(json.dumps(e.to_json()) + "\n")
            self.events_out.flush()
        self.say(sentence)

    def autosave(self, *, announce: bool = True) -> bool:
        """Save the game after every action (atomic).  A finished game's save is removed.

        A save that fails never stops the game or loses the earlier save (the file is replaced only by a
        complete new one): the player hears once, in plain words, that the game could not be saved and
        where the saved game stands; the next action (and quitting) tries again, and a save that works
        again is said, with the cause in plain words (:func:`save_problem`: a full disk, a folder it may
        not write).  The detail (the error, the temporary file) goes to the log (:func:`log_detail`; on
        standard error, once, when the log cannot be written either).

        :param announce: say the failure (off when the caller says the outcome itself, e.g. on quitting).
        :returns: True when the game on disk is the game as it stands (or the finished game's save is
            removed); False without autosave or when saving failed.
        """
        if self.save_path is None:
            return False
        try:
            if self.state.is_over:
                self.save_path.unlink(missing_ok=True)
            else:
                atomic_write_json(self.save_path, save_data(self.state, self.kinds, self.settings))
        except OSError as exc:  # never lose the game over a save problem
            log_detail(self.save_path.parent, f"could not autosave to {self.save_path}: {exc!r}")
            if announce and not self.save_failing:
                self.say(text("save-failed", earlier=self.earlier_save(), cause=save_problem(exc)))
            self.save_failing = True
            return False
        if self.save_failing:
            self.save_failing = False
            self.say(text("save-works-again"))
        return True

    def earlier_save(self) -> str:
        """``"yes"`` when a saved game is on disk (at an earlier position while saving fails), else ``"no"``."""
        try:
            return "yes" if self.save_path is not None and self.save_path.stat().st_size > 0 else "no"
        except OSError:
            return "no"


def _refusal_value(value: object) -> RefusalValue:
    """A refusal's value for the event stream: numbers, text and None as they are, a list as its items' text,
    anything else as its text."""
    if value is None or isinstance(value, (str, int, float)):
        return value
    if isinstance(value, (list, tuple)):
        return tuple(str(v) for v in value)
    return str(value)


_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}
_DENIED = {errno.EACCES, errno.EPERM, errno.EROFS}


def save_problem(exc: OSError) -> str:
    """Why a file could not be written, for the player's one line (the ``cause`` of ``save-failed``):
    ``"full"`` (no space left, over quota), ``"denied"`` (no permission, a read-only file system) or
    ``"other"``."""
    if exc.errno in _FULL:
        return "full"
    return "denied" if exc.errno in _DENIED else "other"


_SAID_ON_STDERR: set[str] = set()
"""Details already printed on stderr because no log could be written (each is printed once, not on every
move's failed save)."""


def log_detail(folder: Path, message: str) -> None:
    """Keep the complete ``message`` of an error (STYLE.md convention 4) in ``voice-ono.log``
    (:func:`voice_ono.files.append_log`: beside the save, else in the user log folder).  When no log can be
    written (a full disk), the detail is printed once on standard error instead, so it is never silently lost
    (issue 19 item 15)."""
    if append_log(folder, message) is None and message not in _SAID_ON_STDERR:
        _SAID_ON_STDERR.add(message)
        note(text("log-unwritable", detail=message))


def note(line: str) -> None:
    """One line for the player on stderr (not spoken)."""
    print(text("program-line", message=line), file=sys.stderr)  # laid out right to left in Sindhi
