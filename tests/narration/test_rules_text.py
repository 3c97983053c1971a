"""Round narration and card explanations of voice_ono.narration."""

from __future__ import annotations

import pytest

from rules1980_helpers import load
from voice_ono.rules import PRESETS, Card, PlayCard
from voice_ono.rules.events import CardPlayed, DrawForfeited
from voice_ono.narration import explain_card, narrate_round_event, text as _text
from voice_ono.narration.cards import join_words
from said import ids, recording


def _names(card: Card) -> dict[str, object]:
    return {"name": _text("card-name", card=card.value if not card.is_number else int(card.value))}


def _has(who: str, count: int, unit: str) -> str:
    """One entry of a listing: "You have 2 tokens", "Bob has 44 points"."""
    you = who == "You"
    return _text("player-has", who=_text("you-subject") if you else who, person="you" if you else "other",
                 unit=unit, count=count)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_explain_card_covers_every_card(preset):
    rules = PRESETS[preset]
    in_deck = {card for card, _ in rules.deck}
    for card in Card:
        with recording() as messages:
            text = explain_card(card, rules)
        assert text.endswith(".")
        # a card not in the deck is said so, except "99" where it names the ONO 99 card (R-ONO-1)
        missing = "explain-not-in-deck" in ids(messages)
        assert missing == (rules.card_named(card) not in in_deck)
        assert (card in in_deck or rules.card_named(card) is not card) == (not missing)
        if missing:
            assert text == _text("explain-not-in-deck", **_names(rules.card_named(card)))


def test_explain_card_wording_follows_rule_data():
    def said(card: Card, rules: str | object) -> list[tuple[str, dict[str, object]]]:
        with recording() as messages:
            line = explain_card(card, PRESETS[rules] if isinstance(rules, str) else rules)
        parts = [m for m in messages if m[0].startswith("explain-")]
        assert line == " ".join(_text(msg_id, **values) for msg_id, values in parts)  # the parts, in order
        return parts

    hold = said(Card.HOLD, "classic1980")
    assert hold[0] == ("explain-adds-nothing", _names(Card.HOLD))
    assert ("explain-dodge", {"forcing": _text("card-name", card="double_play")}) in hold
    minus = {"card": "minus10", "amount": 10, **_names(Card.MINUS10)}
    assert said(Card.MINUS10, "classic1980") == [("explain-minus", {**minus, "floor": "none"})]  # below zero
    assert said(Card.MINUS10, "mattel2022") == [("explain-minus", {**minus, "floor": 0})]  # never below zero
    assert said(Card.NINETY_NINE, "ninetynine_card") == [("explain-set", {**_names(Card.NINETY_NINE), "amount": 99})]
    assert "explain-force-not-first" in ids(said(Card.DOUBLE_PLAY, "classic1980"))
    assert "explain-force-not-first" not in ids(said(Card.PLAY2, "mattel2022"))  # may be the first
    points = PRESETS["classic1980"].with_options({"scoring": "points", "ono_on_tens": True})
    ono = said(Card.ONO99, points)
    assert ono[0] == ("explain-ono-on-tens", _names(Card.ONO99)) and ("explain-points", {"points": 20}) in ono


def test_narrate_token_round_names_everyone():
    _, events = load("tokens_loss_and_redeal")
    said = [narrate_round_event(e, you="Ann") for e in events]
    text = " ".join(s for s in said if s)
    you = _text("you-subject")
    assert _text("token-lost", who=you, person="you", left=2) in said
    tokens = [_has("You", 2, "token"), _has("Bob", 3, "token"), _has("Cy", 1, "token")]
    assert _text("tokens-left-list", players=join_words(tokens)) in text
    assert _text("round-started", round=5) + " " + _text("dealer-deals", who=you, person="you") in said
    # Events the main narrator owns are left alone.
    assert narrate_round_event(CardPlayed(player="Ann", seat=0, card=Card.SEVEN, total=7)) is None


def test_narrate_points_round_and_out_of_game():
    _, events = load("points_worked_example_44", options={"scoring": "points", "target": 50})
    with recording() as messages:
        text = " ".join(s for s in (narrate_round_event(e) for e in events) if s)
    assert _text("out-of-round", who="Ann", person="other", reason="no_safe_card") in text
    # Round 1: the round's points are the scores, so the list is said once (issue 9).
    assert _text("scores-listed", players=join_words([_has("Ann", 59, "point"), _has("Bob", 44, "point")])) in text
    assert "points-this-round" not in ids(messages)
    assert _text("out-target", who="Ann", person="other", score=59) in text


def test_narrate_draw_forfeited():
    state, _ = load("points_forfeited_draw_15")
    state.apply(PlayCard(Card.TWO))
    events = state.apply(PlayCard(Card.NINE))
    said = [narrate_round_event(e) for e in events if isinstance(e, DrawForfeited)]
    assert said == [_text("draw-forfeited", who="Ann", person="other", cards=1)]
