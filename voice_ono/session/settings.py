"""Settings of one game (players, bots, rules, seed, hints), the
confirmation policy and the session's other options, and building a new game
from them."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Mapping, Sequence

from voice_ono.bots import SeatKind, bot_kind
from voice_ono.commands.grammar import Grammar
from voice_ono.commands.types import SetupCommand
from voice_ono.narration import name_text, text
from voice_ono.prefs import Prefs
from voice_ono.rules import MOST_PLAYERS, GameState, get_ruleset
from voice_ono.rules.ruleset import OptionValue


class Confirm(Enum):
    """When to ask "Play seven?" before a spoken play (``--confirm``; typed plays are never asked about)."""

    NEVER = "never"
    UNCERTAIN = "uncertain"
    """The default: only when the recogniser marked the result as unsure (or it replaces an open question)."""
    ALWAYS = "always"
    """Every spoken play."""


CONFIRM_POLICIES = tuple(c.value for c in Confirm)
"""The values of :class:`Confirm`, as ``--confirm`` takes them: ``("never", "uncertain", "always")``."""


@dataclass(frozen=True)
class SessionOptions:
    """How a :class:`voice_ono.session.loop.Session` plays and speaks (``voice-ono play``'s options; the
    defaults are its defaults).

    :param confirm: when a spoken play is asked about first.
    :param wait_for_speech: let the speaker finish before each bot's move (speech input: the microphone must
        not hear the game).
    :param offer_again: after the game, say "Say new game to play again, or quit" (off for the demo, which
        ends with the game).
    :param hand_over: in hot-seat games (several human seats), hold each new turn's prompt and hand until
        that player says "ready".
    :param grammar: the command grammar (None: the language's, :func:`voice_ono.commands.grammar.load_grammar`).
    :param prefs: speech preferences (rate, volume, verbosity) at the start.
    :param prefs_path: where voice changes to them are stored (None: not stored).
    """

    confirm: Confirm = Confirm.UNCERTAIN
    wait_for_speech: bool = False
    offer_again: bool = True
    hand_over: bool = True
    grammar: Grammar | None = None
    prefs: Prefs = field(default_factory=Prefs)
    prefs_path: Path | None = None


@dataclass
class GameSettings:
    """Settings of one game, as chosen on the command line or by voice."""

    bots: int = 2
    humans: int = 1
    difficulty: str = "medium"  # easy | medium | hard (or a bot name: voice_ono.bots)
    rules: str = "mattel2022"
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    seed: int | None = None
    names: list[str] | None = None
    hints: bool = True  # False: --no-hints, "what should I play?" is refused

    def player_names(self) -> list[str]:
        if self.names:
            return list(self.names)
        if self.humans == 1:
            humans = [text("you-subject")]
        else:
            humans = [name_text("player-human", number=i + 1) for i in range(self.humans)]
        return humans + [name_text("player-bot", number=i + 1) for i in range(self.bots)]

    def kinds(self) -> list[SeatKind]:
        """``SeatKind.HUMAN`` per human seat, then the bot kind per bot seat.

        :raises ValueError: for an unknown difficulty.
        """
        return [SeatKind.HUMAN] * self.humans + [bot_kind(self.difficulty)] * self.bots


def next_game_settings(settings: GameSettings, command: SetupCommand, seed: int | None) -> GameSettings:
    """The settings of the new game ``command`` asks for ("new game with three hard bots"): what it does not
    say is kept from ``settings`` (the rules' options only while the rules stay the same), the names are the
    new game's defaults, and the seed follows from ``seed``, the current game's (:func:`next_game_seed`)."""
    new = GameSettings(
        bots=settings.bots if command.bots is None else command.bots,
        humans=settings.humans,
        difficulty=settings.difficulty if command.difficulty is None else command.difficulty.value,
        rules=settings.rules if command.rules is None else command.rules,
        options=dict(settings.options),
        names=None,
        hints=settings.hints,
        seed=next_game_seed(seed),
    )
    if new.rules != settings.rules and command.rules is not None:
        new.options = {}  # other rules start from their own defaults: no option (scoring too) carries over
    if command.scoring is not None:
        new.options = {**new.options, "scoring": command.scoring.value}  # options is a Mapping: a new one
    return new


def next_game_seed(seed: int | None) -> int | None:
    """The seed of a new game started by voice in a session whose game had ``seed``: derived from it
    (``random.Random`` seeded with text is the same on every run and platform), so ``--seed`` gives the
    same deals for every game of a session, run after run; ``None`` stays ``None`` (a fresh random seed)."""
    if seed is None:
        return None
    return random.Random(f"voice-ono next game {seed}").randrange(2**31)


def new_state(settings: GameSettings) -> GameState:
    """A new, undealt game for ``settings``; picks a seed if none is set.

    :raises ValueError, UnknownRulesError: for impossible settings.
    """
    if settings.seed is None:
        settings.seed = random.SystemRandom().randrange(2**31)
    rules = get_ruleset(settings.rules, settings.options)
    return GameState.new(rules, settings.player_names(), settings.seed)


def check_kinds(kinds: Sequence[object], seats: int, file: str) -> None:
    """Check one seat kind per seat (the ``kinds`` field of a scenario or save): ``"human"`` or a bot name.

    :param file: ``"scenario"`` or ``"save"``, the error's ``file`` value.
    :raises GameFileError: (a ValueError) ``file-one-per-player`` or ``file-unknown-kind`` (with the ``kind``
        and the valid ``kinds``), worded by :func:`voice_ono.narration.problem_text`.
    """
    from voice_ono.bots import BOT_NAMES
    from voice_ono.rules.schema import GameFileError

    if len(kinds) != seats:
        raise GameFileError("file-one-per-player", file=file, field="kinds", players=seats)
    for kind in kinds:
        if kind != SeatKind.HUMAN and kind not in BOT_NAMES:
            raise GameFileError("file-unknown-kind", file=file, field="kinds", kind=str(kind),
                                kinds=", ".join([SeatKind.HUMAN.value, *BOT_NAMES]))


def names_in_language(names: Sequence[str]) -> list[str]:
    """``names`` with every default name of any language of the game ("Bot 2", "बॉट 2", "Robota 2", "You")
    said as the language in use says it; other names as they are.  A save holds the names its game was
    played with, so a game saved in Hindi resumes in Basque with Basque names ("why did Robota 2 play
    that").  When that would give two players one name, every name stays as given."""
    from voice_ono.languages import LANGUAGES
    from voice_ono.narration.catalog import catalog

    here: dict[str, str] = {}
    for code in LANGUAGES:
        cat = catalog(code)
        here[cat.text("you-subject")] = text("you-subject")
        for n in range(1, MOST_PLAYERS + 1):
            here[cat.name_text("player-bot", number=n)] = name_text("player-bot", number=n)
            here[cat.name_text("player-human", number=n)] = name_text("player-human", number=n)
    from voice_ono.rules.names import name_key

    said = [here.get(name, name) for name in names]
    # "बॉट 1" and "bot 1" in one game (a scenario's names) would both become "Bot 1", equal as names are compared
    # (without case): then the names stay as saved
    return said if len({name_key(n) for n in said}) == len(said) else list(names)

