"""Settings of one game (players, bots, rules, seed, hints), the
confirmation policy, and building a new game from them."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Sequence

from voice_ono.bots import SeatKind, bot_kind
from voice_ono.narration import name_text, text
from voice_ono.rules import MOST_PLAYERS, GameState, get_ruleset

CONFIRM_POLICIES = ("never", "uncertain", "always")
"""When to ask "Play seven?" before playing: ``never``; ``uncertain`` (the
default: only when the recogniser marked the result as unsure); ``always``
(every spoken play)."""


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


def new_state(settings: GameSettings) -> GameState:
    """A new, undealt game for ``settings``; picks a seed if none is set.

    :raises ValueError, UnknownRulesError: for impossible settings.
    """
    if settings.seed is None:
        settings.seed = random.SystemRandom().randrange(2**31)
    rules = get_ruleset(settings.rules, settings.options)
    return GameState.new(rules, settings.player_names(), settings.seed)


def check_kinds(kinds: list[Any], seats: int, file: str) -> None:
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

