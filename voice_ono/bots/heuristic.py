"""A rule-of-thumb bot for ONO 99 (the "medium" difficulty).

* never busts while a safe card exists (only legal actions are considered,
  and legal actions are safe by R-BUST-1);
* discards four ONO 99 cards when it can (R-ONO-2);
* answers a Play 2 with a dodge card (R-P2-2) when its plain cards are weak;
* facing a forced two (R-P2-1, R-80-DP-1) it looks ahead: the first card
  must leave a safe second card in its hand when such a pair exists
  (R-P2-3), so it never knocks itself out while a safe pair was there;
* uses Play 2 against the next player when the total is high;
* otherwise plays its highest safe number card, saving minus ten, Reverse
  and Play 2 for when they are needed.

1980 editions: always draws when it owes a draw (R-80-DRAW), sheds an
O'NO 99 card on a total ending in zero when allowed (R-80-ONO-3), treats
Hold like Reverse (a +0 dodge card, R-80-DP-2), and keeps the 99 card
(R-99-1) for when nothing else is safe.

:func:`heuristic_action` is the same policy on plain values; the search bot
uses it for its playouts.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from voice_ono.rules import Action, Card, DiscardOnoSet, Draw, PlayCard, PlayerView, RuleSet
from voice_ono.rules.ruleset import EffectKind

HIGH_TOTAL = 80
"""From this total on, forcing the next player to play two is worth a card."""


def has_safe_follow_up(rules: RuleSet, hand: Sequence[Card], card: Card, total: int) -> bool:
    """True when, after playing ``card`` from ``hand`` on ``total``, another
    card left in ``hand`` can be played safely as the second of two forced
    cards (R-P2-1, R-BUST-1).  The card drawn in between is not counted."""
    after = rules.total_after(total, card)
    rest = list(hand)
    rest.remove(card)
    return any(rules.effect(c).kind is not EffectKind.UNPLAYABLE
               and rules.total_after(after, c) < rules.bust_total for c in rest)


def facing_forced(rules: RuleSet, pending_play2: bool, plays_left: int) -> bool:
    """True on the first card of a forced turn (R-P2-1 / R-80-DP-1)."""
    return pending_play2 and rules.forced_cards > 1 and plays_left == rules.forced_cards


def heuristic_action(rules: RuleSet, legal: Sequence[Action], hand: Sequence[Card], total: int,
                     pending_play2: bool, plays_left: int, rng: random.Random) -> Action:
    """The heuristic policy: one of ``legal`` (non-empty) for a player holding
    ``hand`` at ``total``.  ``rng`` breaks ties only."""
    if Draw() in legal:
        return Draw()  # R-80-DRAW: never miss a draw
    if DiscardOnoSet() in legal:
        return DiscardOnoSet()
    plays = [a for a in legal if isinstance(a, PlayCard)]
    for a in plays:
        if rules.effect(a.card).kind is EffectKind.UNPLAYABLE:
            return a  # R-80-ONO-3: shed an O'NO 99 card for +0
    facing = facing_forced(rules, pending_play2, plays_left)
    if facing:
        # Look ahead (R-P2-3): a dodge passes the obligation on; any other
        # first card must leave a safe second card when such a pair exists.
        keep = [a for a in plays if a.card in rules.dodge_cards
                or has_safe_follow_up(rules, hand, a.card, total)]
        plays = keep or plays
    plain, specials = [], []
    for a in plays:
        eff = rules.effect(a.card)
        if eff.kind is EffectKind.ADD and eff.amount >= 0 and a.card not in rules.dodge_cards:
            plain.append(a)
        else:
            specials.append(a)
    forcing = [a for a in specials if rules.effect(a.card).kind is EffectKind.FORCE]
    dodges = [a for a in specials if a.card in rules.dodge_cards]
    headroom = rules.bust_total - 1 - total
    # Facing a forced two: dodge unless two plain cards fit comfortably.
    if facing and dodges:
        two_plain = sorted(rules.effect(a.card).amount for a in plain)[:2]
        if len(two_plain) < 2 or sum(two_plain) > headroom - 5:
            return _pick(dodges, rng)
    # High total: make the next player play two.
    if total >= HIGH_TOTAL and forcing and not facing:
        return _pick(forcing, rng)
    if plain:
        # Highest card that still leaves room; keep low cards for later.
        return max(plain, key=lambda a: (rules.effect(a.card).amount, -a.card.order))
    # Only specials left: prefer neutral ones (Reverse/Hold), then minus ten.
    neutral = [a for a in specials if rules.effect(a.card).kind in (EffectKind.REVERSE, EffectKind.ADD)
               and rules.effect(a.card).amount == 0]
    if neutral:
        return _pick(neutral, rng)
    if forcing:
        return _pick(forcing, rng)
    return _pick(specials or list(legal), rng)


def _pick(actions: Sequence[Action], rng: random.Random) -> Action:
    return actions[0] if len(actions) == 1 else rng.choice(actions)


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seed: int | None = 0) -> None:
        self.rng = random.Random(seed)  # ties only

    def choose(self, view: PlayerView) -> Action:
        return heuristic_action(view.rules, view.legal_actions, view.hand, view.total,
                                view.pending_play2, view.plays_left, self.rng)
