"""What the opponents' plays say about their hands (opponent modelling).

The search bot deals the cards it has not seen into the other hands at
random (a determinization).  But the medium bots play by a known rule of
thumb (:func:`heuristic_choices`), and every card they played is public
(:class:`PublicPlay` in ``view.public_log``): a medium bot that played
minus ten at a total of 40 held no number card then, and one that played a
3 at 50 held no higher number card.  So a dealt hand is kept only when it
could have made the seat's recent plays under that rule.

How a dealt hand ``C`` is checked against the seat's last plays (most recent
first): the hand before a play was ``C`` minus the card drawn after it plus
the card played.  Which card was the one drawn is unknown, so one of ``C``'s
cards is picked at random for it (every choice is equally likely a priori);
the hand before the play must then make the rule of thumb choose the card
played (a tie of ``t`` cards passes with chance ``1/t``).  Going back play by
play gives one random path of earlier hands; the share of paths that pass is
the likelihood of ``C`` given the plays, so accepting ``C`` when its random
path passes is rejection sampling from the posterior under that opponent
model (for a uniformly shuffled deck).  Source: the determinization
of Cowling, Powley and Whitehouse (2012) with the opponent-model
inference of their section VII ("Inference and opponent modelling").

The check stops at the start of the round, at a four ONO 99 discard
(R-ONO-2, four cards drawn) and at a hand shorter than ``hand_size``
(the draw pile was empty, R-TURN-2), and looks back at most ``depth`` plays.
Against a player that does not follow the rule of thumb (a person, a hard
bot) the model is wrong; after ``tries`` rejected hands the last one dealt
is kept, so the search still runs on a deal consistent with what is seen.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from voice_ono.bots.heuristic import heuristic_choices
from voice_ono.rules import Action, Card, DiscardOnoSet, PlayCard, PlayerView, RuleSet
from voice_ono.rules.public_log import PublicPlay
from voice_ono.rules.ruleset import EffectKind

DEPTH = 3
"""Plays per opponent checked, most recent first."""

TRIES = 12
"""Hands dealt per opponent before the last one is kept."""


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
    """``seat``'s card plays in this round, most recent first, at most
    ``depth``, stopping at a four ONO 99 discard."""
    plays: list[PublicPlay] = []
    for entry in reversed(view.public_log):
        if entry.round != view.round or len(plays) >= depth:
            break
        if entry.seat != seat:
            continue
        if not isinstance(entry.action, PlayCard):
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
        if len(cards) < rules.hand_size:
            return True  # a short hand: the draws are not known
        cards.pop(rng.randrange(len(cards)))  # the card drawn after this play
        cards.append(entry.action.card)
        legal = legal_plays(rules, cards, entry.total, entry.pending_play2, entry.plays_left)
        choices = heuristic_choices(rules, legal, cards, entry.total, entry.pending_play2,
                                    entry.plays_left)
        if entry.action not in choices:
            return False
        if len(choices) > 1 and rng.random() * len(choices) >= 1:
            return False
    return True


def deal_plausible(hands: list[list[Card]], rest: list[Card], view: PlayerView,
                   rng: random.Random, depth: int | None = None, tries: int | None = None) -> None:
    """Re-deal the other seats' hands in ``hands`` (in place) until each
    could have made that seat's recent plays (:func:`plausible`), drawing
    from ``rest`` (the undealt cards, in place: cards given back go into it).
    At most ``tries`` (default :data:`TRIES`) deals per seat; then the last
    one stands.  ``depth`` defaults to :data:`DEPTH`."""
    rules = view.rules
    depth = DEPTH if depth is None else depth
    tries = TRIES if tries is None else tries
    for seat, hand in enumerate(hands):
        if seat == view.seat or not hand or view.eliminated[seat]:
            continue
        plays = recent_plays(view, seat, depth)
        if not plays:
            continue
        size = len(hand)
        for _ in range(tries):
            if plausible(rules, hand, plays, rng):
                break
            rest.extend(hand)
            hand.clear()
            for _ in range(size):
                hand.append(rest.pop(rng.randrange(len(rest))))
