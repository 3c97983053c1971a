"""What the parts of a :class:`voice_ono.session.loop.Session` share: the
attributes it sets up and the methods each part calls on the others, named
once so that each mixin (output, dialogue, replies) is typed on its own.
Annotations and stubs only; :class:`Session` provides them."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence

from voice_ono.bots import SeatKind
from voice_ono.bots.base import Bot
from voice_ono.commands.grammar import Grammar
from voice_ono.commands.types import Command, ControlKind, SetupCommand, SpeechSetting
from voice_ono.commands.resolve import Refusal
from voice_ono.narration import Narrator
from voice_ono.narration import questions as q
from voice_ono.prefs import Prefs
from voice_ono.rules import Action, Event, GameState, Illegal, PlayerView
from voice_ono.rules.events import TurnStarted
from voice_ono.session.prompt import Heard, InputSource, Prompt
from voice_ono.session.settings import GameSettings
from voice_ono.speech.tts.base import Speaker

class EventSink(Protocol):
    """Where the ``--events jsonl`` stream goes: a text stream, or a collector."""

    def write(self, text: str, /) -> object: ...

    def flush(self) -> object: ...


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


class SessionBase:
    """The session's shared state (set by ``Session.__init__`` and ``Session._install``)."""

    speaker: Speaker
    inputs: InputSource
    events_out: EventSink | None
    save_path: Path | None
    save_failing: bool
    confirm: str
    grammar: Grammar
    settings: GameSettings
    wait_for_speech: bool
    pending: Pending | None
    hint_budget: int
    last_lines: list[str]
    quit: bool
    prefs: Prefs
    prefs_path: Path | None
    offer_again: bool
    hand_over: bool
    state: GameState
    kinds: list[SeatKind]
    humans: list[int]
    bots: dict[int, Bot]
    narrator: Narrator
    plays: deque[tuple[str, str, int]]
    awaiting_ready: int | None
    asking_saved_game: bool
    startup_setup: tuple[SetupCommand, Heard] | None
    hidden_line: str | None
    hidden_event: TurnStarted | None
    deferred_turn: TurnStarted | None
    resumed: bool
    finishing: bool
    last_moves: dict[int, tuple[PlayerView, Action]]
    last_mover: int | None

    # Methods of one part that the others call (defined in loop.py, output.py, dialogue.py).
    @property
    def acting_seat(self) -> int | None:
        raise NotImplementedError

    def prompt(self) -> Prompt:
        raise NotImplementedError

    def resume_command(self) -> str:
        raise NotImplementedError

    def say(self, text: str, *, interrupt: bool = False) -> None:
        raise NotImplementedError

    def refuse(self, message: str, **values: Any) -> None:
        raise NotImplementedError

    def refuse_reason(self, reason: Illegal | Refusal) -> None:
        raise NotImplementedError

    def emit(self, events: list[Event]) -> None:
        raise NotImplementedError

    def _install(self, state: GameState, kinds: Sequence[str]) -> None:
        raise NotImplementedError

    def _choice_named(self, command: Command, pending: Pending | None) -> Action | None:
        raise NotImplementedError

    def autosave(self, *, announce: bool = True) -> bool:
        raise NotImplementedError

    def earlier_save(self) -> str:
        raise NotImplementedError

    def _reveal(self) -> None:
        raise NotImplementedError

    def _keep_previous_save(self, left: GameState) -> bool:
        raise NotImplementedError

    def _speech_setting(self, what: SpeechSetting) -> None:
        raise NotImplementedError

    def help_text(self, which: ControlKind = ControlKind.HELP) -> str:
        raise NotImplementedError
