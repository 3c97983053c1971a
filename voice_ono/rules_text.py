"""Spoken text for the 1980 editions: round events and card explanations.

Pure functions for the narration layer (``voice_ono.narrate`` calls them):

* :func:`narrate_round_event` - one sentence for the multi-round events
  (``round_started``, ``round_ended``, ``token_lost``, ``player_out``,
  ``draw_forfeited``, ``turn_passed`` and ``player_eliminated`` when it means
  "out of the round"); None for every other event, which the main narrator
  handles.
* :func:`explain_card` - what a card does under a :class:`RuleSet`, for every
  card of every preset, worded from the rule set's data (no edition names).

Rule IDs: R-80-TOK, R-80-PTS-1..3, R-80-DRAW, R-99-1/2, R-80-HOLD, R-80-NEG,
R-80-DP-1..3, R-80-ONO-1..3.
"""

from __future__ import annotations

from typing import Mapping, Sequence, Union

from voice_ono.rules import events as ev
from voice_ono.text import join_words, say, verb
from voice_ono.rules.cards import Card, card_label
from voice_ono.rules.events import Event
from voice_ono.rules.ruleset import EffectKind, RuleSet


Names = Union[Mapping[str, str], Sequence[str], None]
"""How to say player names: a mapping name -> spoken form (``{"Ann": "You"}``),
or a plain sequence of names / None to say every name as it is."""


def _who(name: str | None, names: Names) -> str:
    if name is None:
        return "Someone"
    if isinstance(names, Mapping):
        return names.get(name, name)
    return name


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _listing(values: Mapping[str, int], names: Names, unit: str) -> str:
    """``{"Ann": 3, "Bob": 1}`` -> "You have 3 tokens and Bob has 1 token"."""
    return join_words([say(_who(k, names), "has", _plural(v, unit)) for k, v in values.items()])


def narrate_round_event(event: Event, names: Names = None) -> str | None:
    """One spoken sentence for a round-related event, or None when the event
    is not one of them.

    :param event: an engine :class:`Event`.
    :param names: player name -> how to say it (e.g. ``{"Ann": "You"}``),
        or a sequence of the names; names not mapped are said as they are.
    :returns: the sentence, or None for events the main narrator handles.
    """
    d = event.data
    who = _who(event.player, names)
    if event.type == ev.ROUND_STARTED:
        text = f"Round {d['round']}."
        if d.get("dealer") and d["round"] > 1:  # round 1: the game_started line named the dealer
            text += f" {say(_who(d['dealer'], names), 'deals')}."
        if "tokens" in d and d["round"] == 1 and len(set(d["tokens"].values())) == 1:
            text += f" Everyone has {_plural(next(iter(d['tokens'].values())), 'token')}."
        if "scores" in d and d["round"] == 1 and set(d["scores"].values()) == {0}:
            text += " This game is scored in points; everyone starts at 0."
        return text  # later rounds: the round_ended just before gave the tokens or scores
    if event.type == ev.ROUND_ENDED:
        text = f"End of round {d['round']}."
        if "tokens" in d:
            if d.get("loser"):
                text += f" {_who(d['loser'], names)} lost the round."
            out = list(d.get("out", []))
            still = {k: v for k, v in d["tokens"].items() if k not in out}
            text += f" Tokens left: {_listing(still, names, 'token')}."
            if out:
                text += f" Out: {join_words([_who(n, names) for n in out])}."
            return text
        if d.get("winner"):
            text += f" {say(_who(d['winner'], names), 'is', 'the last one in')}."
        points, scores = d.get("points") or {}, d.get("scores") or {}
        same = points and {k: scores.get(k) for k in points} == points and set(scores) <= set(points)
        if points and not same:
            text += f" Points this round: {_listing(points, names, 'point')}."
        if scores:  # said once when the round's points are the scores (round 1)
            text += f" Scores: {_listing(scores, names, 'point')}."
        return text
    if event.type == ev.TOKEN_LOST:
        left = d.get("tokens", 0)
        rest = f"{_plural(left, 'token')} left" if left else "no tokens left; one more loss and out"
        return f"{say(who, 'loses', 'a token')}, {rest}."
    if event.type == ev.PLAYER_OUT:
        if d.get("reason") == "target":
            return f"{who} reached {d.get('score')} points and {verb(who, 'is')} out of the game."
        return f"{say(who, 'has', 'no tokens left')} and {verb(who, 'is')} out of the game."
    if event.type == ev.DRAW_FORFEITED:
        cards = d.get("cards", 1)
        return (f"{who} did not draw in time and {verb(who, 'loses')} that "
                f"{'card' if cards == 1 else str(cards) + ' cards'} for the rest of the round.")
    if event.type == ev.TURN_PASSED:
        return f"{say(who, 'holds', 'four O' + chr(39) + 'NO 99 cards')}; the turn ends without a play."
    if event.type == ev.PLAYER_ELIMINATED and d.get("out_of") == "round":
        reason = {
            "second_card": "cannot play a safe second card",
        }.get(d.get("reason", ""), "cannot play safely")
        return f"{who} {reason} and {verb(who, 'is')} out of this round."
    return None


_NUMBER_WORDS = {2: "two", 3: "three", 4: "four"}


def _dodge_text(card: Card, rules: RuleSet) -> str:
    if card not in rules.dodge_cards:
        return ""
    forcing = card_label(rules.forcing_card)
    return (f" It also dodges a {forcing}: played when you must play two cards, it is your "
            f"only card and the next player must play two instead.")


def explain_card(card: Card, rules: RuleSet) -> str:
    """What ``card`` does under ``rules``, as two or three short sentences.

    Covers every card of every preset: numbers (R-NUM-1), Minus Ten (R-M10-1,
    R-80-NEG), Hold (R-80-HOLD), Reverse (R-REV-1/2), Play 2 and Double Play
    (R-P2-*, R-80-DP-1..3), O'NO 99 (R-ONO-*, R-80-ONO-1..3), the 99 card
    (R-99-1), plus its points in points scoring (R-80-PTS-2).
    """
    label = card_label(card)
    if card not in dict(rules.deck):
        return f"There is no {label} card in these rules."
    effect = rules.effect(card)
    kind = effect.kind
    if card.is_number:
        article = "An" if label in ("8", "11", "18") else "A"
        text = f"{article} {label} adds {effect.amount} to the total."
    elif kind is EffectKind.ADD and effect.amount < 0:
        text = f"{label[0].upper()}{label[1:]} takes {-effect.amount} off the total"
        text += (". The total may go below zero." if rules.min_total is None
                 else f", but never below {'zero' if rules.min_total == 0 else rules.min_total}.")
    elif kind is EffectKind.ADD:
        text = f"{label} adds nothing to the total." if effect.amount == 0 else \
            f"{label} adds {effect.amount} to the total."
    elif kind is EffectKind.SET:
        text = (f"The {label} card sets the total to {effect.amount}, whatever it was. "
                f"The next player then needs a card that adds nothing or takes ten off.")
    elif kind is EffectKind.REVERSE:
        text = f"{label} changes the direction of play and adds nothing to the total."
        if rules.reverse_as_zero_with_two:
            text += " With only two players in, it just passes the turn back."
    elif kind is EffectKind.FORCE:
        text = (f"{label} adds nothing, and the next player must play "
                f"{_NUMBER_WORDS.get(rules.forced_cards, rules.forced_cards)} cards, drawing after each.")
        if not rules.forcing_card_can_start_forced:
            text += " It cannot be the first of the cards you are forced to play."
    else:  # UNPLAYABLE: the O'NO 99 card
        text = f"{label} cards can never be played; they only clog your hand."
        if rules.ono_on_tens:
            text = (f"{label} cards are played only when the total ends in zero: then you may "
                    f"play one for nothing, once per turn, before your card.")
        if rules.ono_discard_four:
            text += " With four of them you may discard all four as your play and draw four."
        if rules.four_ono_ends_turn:
            text += " Holding four of them ends your turn without a play."
        if rules.eliminate_when_only_ono:
            text += f" If your hand holds nothing but {label} cards, you are out of the round."
    text += _dodge_text(card, rules)
    if rules.scoring == "points":
        text += f" Left in your hand at a round's end it scores {rules.card_score(card)} points."
    return text
