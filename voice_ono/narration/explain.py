"""What a card does under a :class:`RuleSet`, for every card of every
preset, worded from the rule set's data (no edition names).  Words:
``locales/<lang>/explain.ftl``."""

from __future__ import annotations

from voice_ono.narration.cards import card_key, card_name
from voice_ono.narration.catalog import text
from voice_ono.rules.cards import Card
from voice_ono.rules.ruleset import EffectKind, RuleSet, ScoringMode


def explain_card(card: Card, rules: RuleSet) -> str:
    """What ``card`` does under ``rules``, as two or three short sentences.

    Covers every card of every preset: numbers (R-NUM-1), Minus Ten (R-M10-1,
    R-80-NEG), Hold (R-80-HOLD), Reverse (R-REV-1/2), Play 2 and Double Play
    (R-P2-*, R-80-DP-1..3), O'NO 99 (R-ONO-*, R-80-ONO-1..3), the 99 card
    (R-99-1), plus its points in points scoring (R-80-PTS-2).  "ninety nine" in
    rules without a 99 card names the ONO 99 card (:meth:`RuleSet.card_named`),
    as it does in "play ninety nine".
    """
    card = rules.card_named(card)
    name, key = card_name(card), card_key(card)
    if card not in dict(rules.deck):
        return text("explain-not-in-deck", name=name)
    effect = rules.effect(card)
    kind = effect.kind
    parts: list[str] = []
    if card.is_number:
        parts.append(text("explain-number", card=key, name=name, amount=effect.amount))
    elif kind is EffectKind.ADD and effect.amount < 0:
        floor = "none" if rules.min_total is None else rules.min_total
        parts.append(text("explain-minus", card=key, name=name, amount=-effect.amount, floor=floor))
    elif kind is EffectKind.ADD:
        parts.append(text("explain-adds-nothing", name=name) if effect.amount == 0
                     else text("explain-adds", name=name, amount=effect.amount))
    elif kind is EffectKind.SET:
        parts.append(text("explain-set", name=name, amount=effect.amount))
    elif kind is EffectKind.REVERSE:
        parts.append(text("explain-reverse", name=name))
        if rules.reverse_as_zero_with_two:
            parts.append(text("explain-reverse-two"))
    elif kind is EffectKind.FORCE:
        parts.append(text("explain-force", name=name, count=rules.forced_cards))
        if not rules.forcing_card_can_start_forced:
            parts.append(text("explain-force-not-first"))
    else:  # UNPLAYABLE: the O'NO 99 card
        parts.append(text("explain-ono-on-tens" if rules.ono_on_tens else "explain-unplayable", name=name))
        if rules.ono_discard_four:
            parts.append(text("explain-ono-discard"))
        if rules.four_ono_ends_turn:
            parts.append(text("explain-four-ono-ends-turn"))
        if rules.eliminate_when_only_ono:
            parts.append(text("explain-only-ono-out", name=name))
    if card in rules.dodge_cards:
        parts.append(text("explain-dodge", forcing=card_name(rules.forcing_card)))
    if rules.scoring is ScoringMode.POINTS:
        parts.append(text("explain-points", points=rules.card_score(card)))
    return " ".join(parts)
