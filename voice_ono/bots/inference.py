"""What the opponents' plays say about their hands (opponent modelling).

The search bot deals the cards it has not seen into the other hands at
random (a determinization).  But the medium bots play by a known rule of
thumb (:func:`heuristic_action`), and every card they played is public
(:class:`PublicPlay` in ``view.public_log``): a medium bot that played minus
ten at a total of 40 held no number card then, and one that played a 3 at 50
held no higher number card.  So, once per decision, this module samples many
hands for each opponent from the unseen cards and keeps those that could
have made the seat's recent plays under that rule (:func:`opponent_hands`);
each determinization then deals every opponent one of its kept hands
(:func:`deal_from_particles`).

How a sampled hand ``C`` is checked against the seat's last plays (most
recent first): the hand before a play was ``C`` minus the card(s) drawn
after it plus the card played (the hand size before each play is public).
Which card was drawn is unknown, so one of ``C``'s cards is picked at random
for it (every choice is equally likely a priori); the hand before the play
must then make the rule of thumb choose the card played (ties broken at
random, as the medium bot breaks them).  Going back play by play gives one
random path of earlier hands; the share of paths that pass is the
likelihood of ``C`` given the plays, so keeping ``C`` when its random path
passes is rejection sampling from the posterior under that opponent model
(for a uniformly shuffled deck).  Source: the determinization of Cowling,
Powley and Whitehouse (2012), with opponent-model inference as in D.
Whitehouse, E. J. Powley, P. I. Cowling, "Determinization and information
set Monte Carlo tree search for the card game Dou Di Zhu", CIG 2011.

The path stops at the start of the round, at anything but an ordinary card
play (a four ONO 99 discard, R-ONO-2; a 1980 O'NO 99 extra play,
R-80-ONO-3) and at a draw that is not one card (the draw pile was empty,
R-TURN-2).  Against a player that does not follow the rule of thumb (a
person, a hard bot) the model is wrong: when no sampled hand passes, that
seat is dealt at random.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from voice_ono.bots.heuristic import heuristic_action
from voice_ono.rules import Action, Card, DiscardOnoSet, PlayCard, PlayerView, RuleSet
from voice_ono.rules.public_log import PublicPlay
from voice_ono.rules.ruleset import EffectKind

DEPTH = 3
"""Plays per opponent checked, most recent first."""

TRIES = 100
"""Hands sampled per opponent per decision."""


def legal_plays(rules: RuleSet, hand: Sequence[Card], total: int, pending_play2: bool,
                plays_left: int) -> list[Action]:
    """The plays of a seat on turn holding ``hand`` at ``total`` (as
    ``GameState.legal_actions`` gives them, without a draw): safe cards
    (R-BUST-1), no ONO 99 card (R-ONO-1; the 1980 extra play on tens,
    R-80-ONO-3, is left out), no forcing card to start a forced pair when
    the rules forbid it (R-80-DP-3), and the four ONO 99 discard (R-ONO-2)."""
    actions: list[Action] = []
    forced_first = pending_play2 and plays_left == rules.forced_cards > 1
    for card in sorted(set(hand), key=lambda c: c.order):
        effect = rules.effect(card)
        if effect.kind is EffectKind.UNPLAYABLE:
            continue
        if forced_first and card is rules.forcing_card and not rules.forcing_card_can_start_forced:
            continue
        if rules.total_after(total, card) < rules.bust_total:
            actions.append(PlayCard(card))
    if rules.ono_discard_four and sum(c is rules.ono_card for c in hand) >= 4:
        actions.append(DiscardOnoSet())
    return actions


def recent_plays(view: PlayerView, seat: int, depth: int = DEPTH) -> list[PublicPlay]:
    """``seat``'s ordinary card plays in this round, most recent first, at
    most ``depth``, stopping at anything else it did (see the module doc)."""
    plays: list[PublicPlay] = []
    rules = view.rules
    for entry in reversed(view.public_log):
        if entry.round != view.round or len(plays) >= depth:
            break
        if entry.seat != seat:
            continue
        if not isinstance(entry.action, PlayCard) or rules.effect(entry.action.card).kind is EffectKind.UNPLAYABLE:
            break
        plays.append(entry)
    return plays


def plausible(rules: RuleSet, hand: Sequence[Card], plays: Sequence[PublicPlay],
              rng: random.Random) -> bool:
    """One random path back through ``plays`` (most recent first) from the
    current ``hand``: True when the rule of thumb would have made every
    play on it (see the module doc)."""
    cards = list(hand)
    for entry in plays:
        assert isinstance(entry.action, PlayCard)  # recent_plays keeps card plays only
        drawn = len(cards) - (entry.hand_size - 1)
        if drawn not in (0, 1):
            return True  # the draws are not known
        if drawn:
            cards.pop(rng.randrange(len(cards)))  # the card drawn after this play
        cards.append(entry.action.card)
        legal = legal_plays(rules, cards, entry.total, entry.pending_play2, entry.plays_left)
        if entry.action not in legal:
            return False
        if heuristic_action(rules, legal, cards, entry.total, entry.pending_play2,
                            entry.plays_left, rng) != entry.action:
            return False
    return True


def opponent_hands(view: PlayerView, pool: Sequence[Card], rng: random.Random,
                   depth: int = DEPTH, tries: int = TRIES) -> dict[int, list[list[Card]]]:
    """Per other seat with recent plays (:func:`recent_plays`), the hands
    out of ``tries`` drawn from ``pool`` (the unseen cards) that pass
    :func:`plausible`: samples of that seat's hand under the medium bot's
    rule of thumb.  Seats with no play to go by, or no hand passing, are
    left out (dealt at random)."""
    rules = view.rules
    found: dict[int, list[list[Card]]] = {}
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat or view.eliminated[seat] or not 0 < size <= len(pool):
            continue
        plays = recent_plays(view, seat, depth)
        if not plays:
            continue
        kept = []
        for _ in range(tries):
            hand = rng.sample(pool, size)
            if plausible(rules, hand, plays, rng):
                kept.append(hand)
        if kept:
            found[seat] = kept
    return found


def deal_from_particles(hands: list[list[Card]], cards: list[Card],
                        particles: dict[int, list[list[Card]]], rng: random.Random,
                        tries: int = 4) -> None:
    """Re-deal, in place, each seat of ``particles`` one of its kept hands
    (chosen at random; another is tried when a card is no longer free, at
    most ``tries`` times, then the random deal stands).  ``hands`` holds the
    random deal, ``cards`` the undealt rest; cards given back go into
    ``cards``, whose order the caller shuffles afterwards."""
    seats = list(particles)
    rng.shuffle(seats)
    free = Counter(cards)
    for s in seats:
        free.update(hands[s])
    for s in seats:
        choice = None
        for _ in range(tries):
            hand = rng.choice(particles[s])
            need = Counter(hand)
            if all(free[c] >= k for c, k in need.items()):
                choice = hand
                break
        if choice is None:
            need = Counter(hands[s])
            if any(free[c] < k for c, k in need.items()):
                # The random hand's cards went to another seat: deal from what is free.
                pool = list(free.elements())
                choice = rng.sample(pool, len(hands[s]))
            else:
                choice = hands[s]
        free.subtract(choice)
        hands[s] = list(choice)
    cards[:] = list(free.elements())
