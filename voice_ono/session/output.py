"""What the session says and writes: lines said (kept for "repeat"), narrated events (with hot-seat's
hand-over held until "ready"), refusals, and the ``--events jsonl`` stream without bots' hidden cards.
:class:`Output` is a part of :class:`voice_ono.session.loop.Session`; the autosave after every action is
:mod:`voice_ono.session.autosave`."""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from typing import Protocol

from voice_ono.commands.resolve import Refusal
from voice_ono.narration import text
from voice_ono.narration.reasons import refusal_code, refusal_sentence
from voice_ono.rules import Event, Illegal
from voice_ono.rules.events import JSON, CardPlayed, CommandRefused, Drew, FrozenMap, GameWon, RefusalValue, TurnStarted
from voice_ono.session.seated_game import SeatedGame
from voice_ono.speech.tts.base import Speaker


class EventSink(Protocol):
    """Where the ``--events jsonl`` stream goes: a text stream, or a collector."""

    def write(self, text: str, /) -> object: ...

    def flush(self) -> object: ...


class Output:
    """Speech and the event stream of a :class:`Session`.

    :param game: the game whose events are said.
    :param speaker: where lines are said.
    :param events_out: a stream for ``--events jsonl`` (one JSON object per line), or None.
    :param offer_again: after a game is won, say "Say new game to play again, or quit".
    :param hand_over: in hot-seat games, hold each new turn's prompt and hand until its player says "ready".
    """

    def __init__(self, game: SeatedGame, speaker: Speaker, events_out: EventSink | None, *,
                 offer_again: bool, hand_over: bool) -> None:
        self.game = game
        self.speaker = speaker
        self.events_out = events_out
        self.offer_again = offer_again
        self.hand_over = hand_over
        self.last_lines: list[str] = []
        """Lines said since the last command (what "repeat" says)."""
        self.new_game()

    def new_game(self) -> None:
        """Forget the hand-over of the game before (a new game was seated at the table)."""
        self.awaiting_ready: int | None = None
        """Hot-seat: the seat that must say "ready"."""
        self.hidden_line: str | None = None
        """Its turn prompt, said after "ready"."""
        self.hidden_event: TurnStarted | None = None
        """Its turn start, written to the event stream after "ready"."""
        self.deferred_turn: TurnStarted | None = None
        """Hot-seat: a turn start held until the owed draw is done."""
        self.finishing = False
        """Every human is out: the bots finish the game unread."""

    def say(self, text: str, *, interrupt: bool = False) -> None:
        """Speak/print one line and remember it for ``repeat``."""
        self.last_lines.append(text)
        self.speaker.say(text, interrupt=interrupt)

    def emit(self, events: list[Event]) -> None:
        """Narrate events and write them to the event stream (the session autosaves after).

        In hot-seat games a new turn's prompt (with the hand) is held back
        until that player says "ready" (:data:`text("hand-over")`)."""
        if self.finishing:  # no human left in the game: only the result is said
            for e in events:
                self._write_event(e)
            self.emit_result(events)
            return
        game = self.game
        chunk: list[Event] = []
        for e in events:
            if isinstance(e, CardPlayed):
                game.plays.append((e.player, e.card, e.total))
            if (isinstance(e, TurnStarted) and self.hand_over and game.hot_seat and e.seat in game.humans
                    and not e.second_card):
                for line in game.narrator.lines(chunk):
                    self.say(line)
                chunk = []
                owes = game.state.pending_draw
                if owes is not None and owes != e.seat and owes in game.humans:
                    self.deferred_turn = e  # R-80-DRAW: the drawer draws before the hand-over
                else:
                    self.hand_over_to(e)
                continue
            self._write_event(e)
            chunk.append(e)
        for line in game.narrator.lines(chunk):
            self.say(line)
        state, humans = game.state, game.humans
        if (humans and not state.is_over and state.rules.multi_round
                and all(state.out_of_game[s] for s in humans)):
            # every human is out of a many-round game: no more rounds of bots read out
            self.finishing = True
            self.say(text("humans-out-solo") if len(humans) == 1 else text("humans-out"))
        if self.offer_again and any(isinstance(e, GameWon) for e in events):
            self.say(text("play-again"))

    def emit_result(self, events: list[Event]) -> None:
        """While the bots finish a game no human is in: say only who won."""
        won: list[Event] = [e for e in events if isinstance(e, GameWon)]
        for line in self.game.narrator.lines(won):
            self.say(line)
        if won and self.offer_again:
            self.say(text("play-again"))

    def _write_event(self, e: Event) -> None:
        if self.events_out is not None:
            self.events_out.write(json.dumps(self.public_json(e)) + "\n")
            self.events_out.flush()

    def hand_over_to(self, e: TurnStarted) -> None:
        """Hot-seat: hold ``e`` (a turn start with the hand, also for the event
        stream) until its player says "ready"; say the hand-over line."""
        self.awaiting_ready = e.seat
        self.hidden_line = self.game.narrator.event(e)
        self.hidden_event = e
        self.say(text("hand-over", name=e.player))

    def hold(self, seat: int, line: str, name: str) -> None:
        """Hot-seat, at a resume: hold ``line`` (``seat``'s situation and hand) until ``name``, its player, says
        "ready" (nothing is held for the event stream); say the hand-over line."""
        self.awaiting_ready = seat
        self.hidden_line = line
        self.say(text("hand-over", name=name))

    def reveal(self) -> None:
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
        humans = self.game.humans
        if isinstance(e, TurnStarted) and e.seat not in humans:
            e = replace(e, hand=None, safe=None, can_discard=False)
        elif isinstance(e, Drew) and e.seat not in humans:
            e = replace(e, card=None)
        return e.to_json()

    def refuse(self, message: str, **values: object) -> None:
        """Say the catalog's ``message`` with ``values`` as a refusal and emit ``command_refused``; the state is
        unchanged.  The event carries ``message`` (the catalog id, e.g. ``"no-question"``) and ``values``
        (language-free: :func:`_refusal_value`); the sentence said is worded from them
        (:func:`voice_ono.narration.refusal_sentence`), as narrating the event words it."""
        self._refused(message, FrozenMap((k, _refusal_value(v)) for k, v in values.items()))

    def refuse_reason(self, reason: Illegal | Refusal) -> None:
        """Refuse a command the rules or the resolver turned down (``reason``, as data): the event carries its
        message id and language-free values (:func:`voice_ono.narration.refusal_code`; cards by canonical
        name)."""
        self._refused(*refusal_code(reason))

    def _refused(self, message: str, values: FrozenMap[RefusalValue]) -> None:
        e = CommandRefused(total=self.game.state.total, message=message, values=values)
        if self.events_out is not None:
            self.events_out.write(json.dumps(e.to_json()) + "\n")
            self.events_out.flush()
        self.say(refusal_sentence(message, values))


def _refusal_value(value: object) -> RefusalValue:
    """A refusal's value for the event stream: numbers, text and None as they are, a list as its items' text,
    anything else as its text."""
    if value is None or isinstance(value, (str, int, float)):
        return value
    if isinstance(value, (list, tuple)):
        return tuple(str(v) for v in value)
    return str(value)


def note(line: str) -> None:
    """One line for the player on stderr (not spoken)."""
    print(text("program-line", message=line), file=sys.stderr)  # laid out right to left in Sindhi
