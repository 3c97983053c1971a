"""A rule-of-thumb bot for ONO 99.

* never busts while a safe card exists (only legal actions are considered,
  and legal actions are safe by R-BUST-1);
* discards four ONO 99 cards when it can (R-ONO-2);
* answers a Play 2 with a dodge card (R-P2-2) when its plain cards are weak;
* uses Play 2 against the next player when the total is high;
* otherwise plays its highest safe number card, saving minus ten, Reverse
  and Play 2 for when they are needed.

1980 editions: always draws when it owes a draw (R-80-DRAW), sheds an
O'NO 99 card on a total ending in zero when allowed (R-80-ONO-3), treats
Hold like Reverse (a +0 dodge card, R-80-DP-2), and keeps the 99 card
(R-99-1) for when nothing else is safe.
"""

from __future__ import annotations

import random

from voice_ono.rules import Action, DiscardOnoSet, Draw, PlayCard, PlayerView
from voice_ono.rules.ruleset import EffectKind

HIGH_TOTAL = 80
"""From this total on, forcing the next player to play two is worth a card."""


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seed: int | None = 0) -> None:
        self.rng = random.Random(seed)  # ties only

    def choose(self, view: PlayerView) -> Action:
        legal = list(view.legal_actions)
        if Draw() in legal:
            return Draw()  # R-80-DRAW: never miss a draw
        if DiscardOnoSet() in legal:
            return DiscardOnoSet()
        rules = view.rules
        plays = [a for a in legal if isinstance(a, PlayCard)]
        for a in plays:
            if rules.effect(a.card).kind is EffectKind.UNPLAYABLE:
                return a  # R-80-ONO-3: shed an O'NO 99 card for +0
        plain, specials = [], []
        for a in plays:
            eff = rules.effect(a.card)
            if eff.kind is EffectKind.ADD and eff.amount >= 0 and a.card not in rules.dodge_cards:
                plain.append(a)
            else:
                specials.append(a)
        forcing = [a for a in specials if rules.effect(a.card).kind is EffectKind.FORCE]
        dodges = [a for a in specials if a.card in rules.dodge_cards]
        headroom = rules.bust_total - 1 - view.total
        facing = view.pending_play2 and view.plays_left == rules.forced_cards
        # Facing a forced two: dodge unless two plain cards fit comfortably.
        if facing and dodges:
            two_plain = sorted(rules.effect(a.card).amount for a in plain)[:2]
            if len(two_plain) < 2 or sum(two_plain) > headroom - 5:
                return self._pick(dodges)
        # High total: make the next player play two.
        if view.total >= HIGH_TOTAL and forcing and not facing:
            return self._pick(forcing)
        if plain:
            # Highest card that still leaves room; keep low cards for later.
            return max(plain, key=lambda a: (rules.effect(a.card).amount, -a.card.order))
        # Only specials left: prefer neutral ones (Reverse/Hold), then minus ten.
        neutral = [a for a in specials if rules.effect(a.card).kind in (EffectKind.REVERSE, EffectKind.ADD)
                   and rules.effect(a.card).amount == 0]
        if neutral:
            return self._pick(neutral)
        if forcing:
            return self._pick(forcing)
        return self._pick(specials or legal)

    def _pick(self, actions: list[Action]) -> Action:
        return actions[0] if len(actions) == 1 else self.rng.choice(actions)
