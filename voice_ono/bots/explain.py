"""Why a move is good: the reason for an action, as data.

One function, :func:`explain`, serves both the spoken hint ("what should I
play?") and "why did Bot 1 play that?".  It looks only at the mover's
:class:`PlayerView` before the move and the action chosen.  The English
words live in the narration layer (:func:`voice_ono.narration.reason_text`);
here a reason is a :class:`Reason` code with numbers.

Reason codes, checked in this order:

``draw``
    a draw is owed (R-80-DRAW).
``discard_ono``
    four ONO 99 cards traded for four new ones (R-ONO-2).
``ono_on_tens``
    an O'NO 99 card shed on a total ending in zero (R-80-ONO-3).
``dodge``
    facing a forced two, a Reverse / Play 2 / Hold passes it on (R-P2-2, R-80-DP-2).
``bring_down``
    minus ten when every number card in hand would bust (R-M10-1, R-BUST-1).
``only_safe``
    the only card that keeps the total below the bust line (R-BUST-1).
``safe_pair``
    the first of two forced cards that leaves a safe second card (R-P2-3).
``force``
    Play 2 / Double Play: the next player must play two cards (R-P2-1, R-80-DP-1).
``set_99``
    the 99 card sets the total to 99 (R-99-1).
``reverse``
    Reverse or Hold: the total stays the same (R-REV-1, R-80-HOLD).
``lower``
    minus ten while other cards were safe: room for later (R-M10-1).
``highest``
    the highest safe number card, keeping low cards for later.
``number``
    any other number card.
"""

from __future__ import annotations

from dataclasses import dataclass

from voice_ono.bots.heuristic import facing_forced, has_safe_follow_up
from voice_ono.rules import Action, Card, DiscardOnoSet, Draw, PlayCard, PlayerView
from voice_ono.rules.ruleset import EffectKind

REASON_CODES = ("draw", "discard_ono", "ono_on_tens", "dodge", "bring_down", "only_safe", "safe_pair",
                "force", "set_99", "reverse", "lower", "highest", "number")
"""Every code :func:`explain` gives, in the order it checks them."""

PRIVATE_CODES = frozenset({"only_safe", "bring_down", "safe_pair", "highest"})
"""Codes whose reason tells something about the mover's hidden hand."""


@dataclass(frozen=True)
class Reason:
    """Why ``action`` was (or would be) played.

    ``code`` is one of the codes above; ``total`` the total before the move
    and ``total_after`` after it; ``bust_total`` the losing total
    (R-BUST-1); ``next_seat`` the player the move hands the turn to (for
    ``force`` and ``dodge``); ``chance`` the search bot's estimate of the
    mover's chance in 0..1, when it searched.
    """

    code: str
    action: Action
    total: int
    total_after: int
    bust_total: int
    next_seat: int | None = None
    chance: float | None = None

    @property
    def private(self) -> bool:
        """True when the reason reveals something about the mover's hand."""
        return self.code in PRIVATE_CODES


def explain(view: PlayerView, action: Action, chance: float | None = None) -> Reason:
    """The reason for ``action`` taken from ``view`` (the mover's view before it).

    :raises ValueError: when ``action`` is not one of ``view.legal_actions``.
    """
    if action not in view.legal_actions:
        raise ValueError(f"{action} is not legal in this view")
    rules = view.rules
    total = view.total

    def reason(code: str, after: int | None = None, next_seat: int | None = None) -> Reason:
        return Reason(code, action, total, total if after is None else after, rules.bust_total,
                      next_seat, chance)

    if isinstance(action, Draw):
        return reason("draw")
    if isinstance(action, DiscardOnoSet):
        return reason("discard_ono")
    card = action.card
    effect = rules.effect(card)
    after = rules.total_after(total, card)
    if effect.kind is EffectKind.UNPLAYABLE:
        return reason("ono_on_tens")
    facing = facing_forced(rules, view.pending_play2, view.plays_left)
    if facing and card in rules.dodge_cards:
        return reason("dodge", next_seat=_next_after(view, card))
    plays = [a.card for a in view.legal_actions if isinstance(a, PlayCard)
             and rules.effect(a.card).kind is not EffectKind.UNPLAYABLE]
    numbers = [c for c in view.hand if c.is_number]
    if effect.kind is EffectKind.ADD and effect.amount < 0 and numbers and not any(
            c in plays for c in numbers):
        return reason("bring_down", after)
    if plays == [card]:
        return reason("only_safe", after)
    if facing and any(not has_safe_follow_up(rules, view.hand, c, total) for c in plays
                      if c not in rules.dodge_cards):
        return reason("safe_pair", after)
    if effect.kind is EffectKind.FORCE:
        return reason("force", next_seat=_next_after(view, card))
    if effect.kind is EffectKind.SET:
        return reason("set_99", after, next_seat=_next_after(view, card))  # who then needs a card adding nothing
    if effect.kind is EffectKind.REVERSE or (effect.kind is EffectKind.ADD and effect.amount == 0
                                              and not card.is_number):
        return reason("reverse", after)
    if effect.kind is EffectKind.ADD and effect.amount < 0:
        return reason("lower", after)
    safe_numbers = [c for c in plays if c.is_number]
    if card.is_number and len(safe_numbers) > 1 and all(
            (c.face_value or 0) <= (card.face_value or 0) for c in safe_numbers):
        return reason("highest", after)
    return reason("number", after)


def _next_after(view: PlayerView, card: Card) -> int:
    """The seat that takes the next turn after ``card`` (R-REV-1, R-REV-2)."""
    direction = view.direction
    if view.rules.effect(card).kind is EffectKind.REVERSE and not (
            view.active_count == 2 and view.rules.reverse_as_zero_with_two):
        direction = -direction
    return view.next_seat(direction=direction)
