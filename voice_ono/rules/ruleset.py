"""Rule sets: every rule option of RULES.md as data, and the edition presets.

The engine never tests the edition name; it asks the :class:`RuleSet`.
Card effects are data too (:class:`Effect`), so a new edition is a new preset,
not new engine code.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any, Mapping

from voice_ono.rules.cards import Card
from voice_ono.rules.data_errors import DataError


class UnknownRulesError(DataError):
    """An unknown preset name or rule option, as data: a ``rules-*`` message id and its values (``key``,
    ``value``, ``choices``...), worded by :func:`voice_ono.narration.problem_text`.  ``str()`` is for logs."""


class EffectKind(str, Enum):
    ADD = "add"  # total += amount (R-NUM-1, R-M10-1, R-80-HOLD)
    SET = "set"  # total = amount (R-99-1)
    REVERSE = "reverse"  # flip direction, total +0 (R-REV-1)
    FORCE = "force"  # next player must play two cards (R-P2-1, R-80-DP-1)
    UNPLAYABLE = "unplayable"  # never played normally (R-ONO-1)


class ScoringMode(str, Enum):
    """How a game is scored; the value is the ``scoring`` option string."""

    ELIMINATION = "elimination"  # one round, last player standing (R-ELIM-1, R-WIN-*)
    TOKENS = "tokens"  # R-80-TOK, R-99-2
    POINTS = "points"  # R-80-PTS-*

    def __str__(self) -> str:
        return self.value


class PointsMode(str, Enum):
    """R-80-PTS-3: who wins a points game; the value is the ``points_mode`` option string."""

    ELIMINATION = "elimination"  # reaching the target puts a player out
    LOWEST = "lowest"  # the first time anyone reaches the target, the lowest score wins

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Effect:
    kind: EffectKind
    amount: int = 0


_UNPLAYABLE = Effect(EffectKind.UNPLAYABLE)


def number_effects(extra: Mapping[Card, Effect]) -> dict[Card, Effect]:
    """Number cards 0..10 add their face value (R-NUM-1), plus ``extra``."""
    effects = {Card(str(n)): Effect(EffectKind.ADD, n) for n in range(11)}
    effects.update(extra)
    return effects


MATTEL2022_DECK: tuple[tuple[Card, int], ...] = (
    (Card.ZERO, 8),
    *((Card(str(n)), 6) for n in range(1, 10)),
    (Card.TEN, 10),
    (Card.REVERSE, 10),
    (Card.PLAY2, 10),
    (Card.MINUS10, 10),
    (Card.ONO99, 10),
)

CLASSIC1980_DECK: tuple[tuple[Card, int], ...] = (
    *((Card(str(n)), 3) for n in range(2, 10)),
    (Card.TEN, 10),
    (Card.HOLD, 4),
    (Card.REVERSE, 6),
    (Card.MINUS10, 4),
    (Card.DOUBLE_PLAY, 2),
    (Card.ONO99, 4),
)

NINETYNINE_DECK: tuple[tuple[Card, int], ...] = tuple(
    (Card.NINETY_NINE if card is Card.ONO99 else card, n) for card, n in CLASSIC1980_DECK
)


OptionValue = bool | int | str
"""The value of one rule option as :meth:`RuleSet.options_dict` gives it (an enum option as its string)."""

TOKENS_MOST = 1000
"""The most tokens a player may start with (option ``tokens``, 1 to this) or hold in a game file."""

TARGET_MOST = 100_000
"""The highest points target (option ``target``, 1 to this)."""

HAND_SIZE_MOST = 100
"""The most cards dealt to each player (option ``hand_size``, 1 to this; every hand must fit in the deck too)."""

OPTION_RANGES: dict[str, tuple[int, int]] = {
    "hand_size": (1, HAND_SIZE_MOST),
    "tokens": (1, TOKENS_MOST),
    "target": (1, TARGET_MOST),
}
"""The whole-number options and their lowest and highest values (``bust_total`` is 99 or 100)."""
"""The value of one rule option as :meth:`RuleSet.options_dict` gives it (an enum option as its string)."""


@dataclass(frozen=True)
class RuleSet:
    """All rule options of one game (RULES.md).  Frozen; use :meth:`with_options`.

    Totals are in points of the discard pile total.  A play is safe when the
    resulting total is strictly below ``bust_total`` (R-BUST-1).
    """

    name: str
    deck: tuple[tuple[Card, int], ...]
    effects: Mapping[Card, Effect]
    min_players: int = 2
    max_players: int = 6
    hand_size: int = 4  # R-SET-1
    bust_total: int = 99  # R-BUST-1: 99 -> 99 already loses; 100 -> only >99 loses
    min_total: int | None = 0  # R-M10-1 clamp at 0; None = negatives allowed (R-80-NEG)
    reverse_as_zero_with_two: bool = True  # R-REV-2
    forcing_card: Card = Card.PLAY2  # R-P2-1 / R-80-DP-1
    dodge_cards: frozenset[Card] = frozenset({Card.REVERSE, Card.PLAY2})  # R-P2-2 / R-80-DP-2
    forcing_card_can_start_forced: bool = True  # False: R-80-DP-3
    forced_cards: int = 2  # R-P2-1: cards a forced player plays
    second_forced_card_has_effect: bool = True  # open point 1 (default yes)
    ono_card: Card = Card.ONO99
    ono_discard_four: bool = True  # R-ONO-2 (False: R-80-ONO-1)
    ono_discard_counts_as_forced_play: bool = True  # open point 2
    eliminate_when_only_ono: bool = False  # R-80-ONO-2
    ono_on_tens: bool = False  # R-80-ONO-3
    manual_draw: bool = False  # R-80-DRAW
    scoring: ScoringMode = ScoringMode.ELIMINATION  # R-80-TOK, R-80-PTS-*
    tokens: int = 3  # R-80-TOK
    out_after_last_token: bool = False  # R-80-TOK alternative reading
    target: int = 100  # R-80-PTS-1 points target
    points_mode: PointsMode = PointsMode.ELIMINATION  # R-80-PTS-3
    card_points: Mapping[Card, int] = field(default_factory=dict)  # R-80-PTS-2 (non-number cards)
    missing_card_points: int = 15  # R-80-PTS-2: per card below hand_size
    out_of_round_points: int = 25  # R-80-PTS-2: for having been put out of the round

    # Options a user may set with --option key=value (name -> type)
    OPTION_NAMES = (
        "bust_total", "ono_on_tens", "manual_draw", "scoring", "tokens",
        "out_after_last_token", "target", "points_mode", "second_forced_card_has_effect",
        "ono_discard_counts_as_forced_play", "ono_discard_four", "hand_size",
    )

    @property
    def multi_round(self) -> bool:
        """True when the game is played over several rounds (tokens or points)."""
        return self.scoring is not ScoringMode.ELIMINATION

    @property
    def four_ono_ends_turn(self) -> bool:
        """R-80-PTS-1: with points scoring, four O'NO 99 cards end the turn unplayed."""
        return self.scoring is ScoringMode.POINTS

    def card_score(self, card: Card) -> int:
        """Points a card left in hand scores at a round end (R-80-PTS-2):
        ``card_points`` if listed, else the face value of a number card, else 0."""
        if card in self.card_points:
            return self.card_points[card]
        return card.face_value or 0

    def card_named(self, card: Card) -> Card:
        """The card a player means by ``card``'s words: "ninety nine" (:attr:`Card.NINETY_NINE`) names the
        ONO 99 card (R-ONO-1, R-80-ONO-3) in rules whose deck has no 99 card (R-99-1) but has that card;
        ``card`` itself otherwise.  Used alike by "play ninety nine" and "what does ninety nine do"."""
        deck = {c for c, _ in self.deck}
        if card is Card.NINETY_NINE and card not in deck and self.ono_card in deck:
            return self.ono_card
        return card

    def effect(self, card: Card) -> Effect:
        """The effect of ``card`` in this edition (UNPLAYABLE when not in the deck)."""
        return self.effects.get(card, _UNPLAYABLE)

    def total_after(self, total: int, card: Card) -> int:
        """The total after ``card`` is played on ``total`` (R-NUM-1, R-M10-1
        clamp at ``min_total``, R-80-NEG, R-99-1); unchanged for Reverse,
        Play 2 / Double Play and unplayable cards."""
        effect = self.effect(card)
        if effect.kind is EffectKind.ADD:
            total += effect.amount
            return total if self.min_total is None else max(self.min_total, total)
        if effect.kind is EffectKind.SET:
            return effect.amount
        return total

    def deck_size(self) -> int:
        return sum(n for _, n in self.deck)

    def deck_cards(self) -> list[Card]:
        """The full deck, unshuffled, in canonical order."""
        return [card for card, n in self.deck for _ in range(n)]

    def with_options(self, options: Mapping[str, object]) -> "RuleSet":
        """A copy with options changed.  Values may be strings ("true", "100").

        :raises UnknownRulesError: for an unknown option or a bad value.
        """
        changes: dict[str, Any] = {}  # each coerced to its own field's type (the dataclass's replace checks)
        for key, raw in options.items():
            if key not in self.OPTION_NAMES:
                raise UnknownRulesError("rules-unknown-option", key=key, options=", ".join(self.OPTION_NAMES))
            current = getattr(self, key)
            changes[key] = _coerce(key, raw, current)
        new = replace(self, **changes)
        new.validate()
        return new

    def validate(self) -> None:
        """:raises UnknownRulesError: when option values are out of range."""
        if not isinstance(self.scoring, ScoringMode) or not isinstance(self.points_mode, PointsMode):
            raise UnknownRulesError("rules-bad-modes")
        if self.bust_total not in (99, 100):
            raise UnknownRulesError("rules-bad-bust-total", value=self.bust_total if abs(self.bust_total) < 10**9
                                    else _shown(self.bust_total))
        if self.hand_size < 1 or self.tokens < 1 or self.target < 1:
            raise UnknownRulesError("rules-not-positive")
        for key, (low, high) in OPTION_RANGES.items():
            value = getattr(self, key)
            if value > high:  # "tokens=1000000000000000000000000000000 is out of range; give 1 to 1000"
                raise UnknownRulesError("cli-out-of-range", value=f"{key}={_shown(value)}", low=str(low),
                                        high=str(high), unit="")

    def options_dict(self) -> dict[str, OptionValue]:
        """The user-settable options as JSON/TOML-ready values (enums as their strings)."""
        out: dict[str, OptionValue] = {}
        for key in self.OPTION_NAMES:
            value = getattr(self, key)
            out[key] = value.value if isinstance(value, Enum) else value
        return out


_SHOWN_MOST = 60
"""The most digits of a wrong number said in a message (:func:`_shown`)."""


def _shown(value: int) -> str:
    """A wrong whole number as said in a message: its digits, cut to :data:`_SHOWN_MOST` characters."""
    try:
        digits = str(value)
    except ValueError:  # more digits than Python converts (sys.get_int_max_str_digits)
        return "..."
    return digits if len(digits) <= _SHOWN_MOST else digits[: _SHOWN_MOST - 3] + "..."


def _coerce(key: str, raw: object, current: object) -> object:
    """``raw`` (a string from the command line, or a JSON value) as the type of the option's ``current`` value.

    :raises UnknownRulesError: when it is not one of the enum's values, a boolean word or an integer."""
    if isinstance(current, Enum):
        choices = [m.value for m in type(current)]
        text = str(raw.value if isinstance(raw, Enum) else raw).strip().lower()
        if text not in choices:
            raise UnknownRulesError("rules-option-choice", key=key, choices=", ".join(choices), value=str(raw))
        return type(current)(text)
    if isinstance(current, bool):
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in ("1", "true", "yes", "on"):
            return True
        if text in ("0", "false", "no", "off"):
            return False
        raise UnknownRulesError("rules-option-bool", key=key, value=str(raw))
    if isinstance(current, int):
        try:
            return int(raw) if isinstance(raw, (int, float)) else int(str(raw))
        except (TypeError, ValueError, OverflowError):  # OverflowError: an infinite float
            raise UnknownRulesError("rules-option-int", key=key, value=str(raw)) from None
    return str(raw).strip().lower()


MATTEL2022 = RuleSet(
    name="mattel2022",
    deck=MATTEL2022_DECK,
    effects=number_effects(
        {
            Card.REVERSE: Effect(EffectKind.REVERSE),
            Card.PLAY2: Effect(EffectKind.FORCE),
            Card.MINUS10: Effect(EffectKind.ADD, -10),
            Card.ONO99: Effect(EffectKind.UNPLAYABLE),
        }
    ),
)

_EFFECTS_1980 = {
    Card.HOLD: Effect(EffectKind.ADD, 0),  # R-80-HOLD
    Card.REVERSE: Effect(EffectKind.REVERSE),
    Card.DOUBLE_PLAY: Effect(EffectKind.FORCE),  # R-80-DP-1
    Card.MINUS10: Effect(EffectKind.ADD, -10),  # R-80-NEG (no clamp: min_total None)
}
_POINTS_1980 = {
    Card.ONO99: 20, Card.HOLD: 15, Card.REVERSE: 15, Card.MINUS10: 15, Card.DOUBLE_PLAY: 15,
}

CLASSIC1980 = RuleSet(
    name="classic1980",
    deck=CLASSIC1980_DECK,
    effects=number_effects({**_EFFECTS_1980, Card.ONO99: Effect(EffectKind.UNPLAYABLE)}),
    max_players=8,
    min_total=None,  # R-80-NEG
    forcing_card=Card.DOUBLE_PLAY,  # R-80-DP-1
    dodge_cards=frozenset({Card.REVERSE, Card.HOLD}),  # R-80-DP-2
    forcing_card_can_start_forced=False,  # R-80-DP-3
    ono_discard_four=False,  # R-80-ONO-1
    eliminate_when_only_ono=True,  # R-80-ONO-2
    scoring=ScoringMode.TOKENS,  # R-80-TOK
    card_points=_POINTS_1980,
)

NINETYNINE_CARD = replace(
    CLASSIC1980,
    name="ninetynine_card",
    deck=NINETYNINE_DECK,
    effects=number_effects({**_EFFECTS_1980, Card.NINETY_NINE: Effect(EffectKind.SET, 99)}),  # R-99-1
    bust_total=100,  # R-99-2
    eliminate_when_only_ono=False,  # no O'NO 99 cards in this deck
    card_points={**_POINTS_1980, Card.NINETY_NINE: 20},
)

PRESETS: dict[str, RuleSet] = {
    MATTEL2022.name: MATTEL2022,
    CLASSIC1980.name: CLASSIC1980,
    NINETYNINE_CARD.name: NINETYNINE_CARD,
}


#: The most players any preset takes (bots and humans together): the bound of ``--bots`` and ``--humans``;
#: each preset's own bounds are its ``min_players``/``max_players`` (:func:`bots_range`).
MOST_PLAYERS = max(r.max_players for r in PRESETS.values())


def bots_range(rules: RuleSet, humans: int) -> tuple[int, int]:
    """The fewest and most bots a game of ``rules`` takes beside ``humans`` human players (the preset's
    ``min_players``/``max_players``); ``low > high`` when ``humans`` alone are too many."""
    return max(0, rules.min_players - humans), rules.max_players - humans


def get_ruleset(name: str = "mattel2022", options: Mapping[str, object] | None = None) -> RuleSet:
    """The preset called ``name`` with ``options`` applied.

    :raises UnknownRulesError: for an unknown preset or option.
    """
    try:
        rules = PRESETS[name]
    except KeyError:
        raise UnknownRulesError("rules-unknown", name=name, presets=", ".join(PRESETS)) from None
    return rules.with_options(options or {}) if options else rules
