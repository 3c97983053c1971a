"""Round narration and card explanations of voice_ono.narration."""

from __future__ import annotations

import pytest

from rules1980_helpers import load
from voice_ono.rules import PRESETS, Card, PlayCard
from voice_ono.rules.events import CardPlayed, DrawForfeited
from voice_ono.narration import explain_card, narrate_round_event


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_explain_card_covers_every_card(preset):
    rules = PRESETS[preset]
    in_deck = {card for card, _ in rules.deck}
    for card in Card:
        text = explain_card(card, rules)
        assert text.endswith(".")
        # a card not in the deck is said so, except "99" where it names the ONO 99 card (R-ONO-1)
        assert ("There is no" in text) == (rules.card_named(card) not in in_deck)
        assert (card in in_deck or rules.card_named(card) is not card) == ("There is no" not in text)


def test_explain_card_wording_follows_rule_data():
    hold = explain_card(Card.HOLD, PRESETS["classic1980"])
    assert hold.startswith("Hold adds nothing to the total.") and "dodges a Double Play" in hold
    assert "below zero" in explain_card(Card.MINUS10, PRESETS["classic1980"])
    assert "never below zero" in explain_card(Card.MINUS10, PRESETS["mattel2022"])
    assert "sets the total to 99" in explain_card(Card.NINETY_NINE, PRESETS["ninetynine_card"])
    assert "cannot be the first" in explain_card(Card.DOUBLE_PLAY, PRESETS["classic1980"])
    assert "cannot be the first" not in explain_card(Card.PLAY2, PRESETS["mattel2022"])
    points = PRESETS["classic1980"].with_options({"scoring": "points", "ono_on_tens": True})
    ono = explain_card(Card.ONO99, points)
    assert "ends in zero" in ono and "scores 20 points" in ono


def test_narrate_token_round_names_everyone():
    _, events = load("tokens_loss_and_redeal")
    said = [narrate_round_event(e, you="Ann") for e in events]
    text = " ".join(s for s in said if s)
    assert "You lose a token, 2 tokens left." in text
    assert "Tokens left: You have 2 tokens, Bob has 3 tokens and Cy has 1 token." in text
    assert "Round 5. You deal." in text
    # Events the main narrator owns are left alone.
    assert narrate_round_event(CardPlayed(player="Ann", seat=0, card=Card.SEVEN, total=7)) is None


def test_narrate_points_round_and_out_of_game():
    _, events = load("points_worked_example_44", options={"scoring": "points", "target": 50})
    text = " ".join(s for s in (narrate_round_event(e) for e in events) if s)
    assert "Ann cannot play safely and is out of this round." in text
    # Round 1: the round's points are the scores, so the list is said once (issue 9).
    assert "Scores: Ann has 59 points and Bob has 44 points." in text
    assert "Points this round" not in text
    assert "Ann reached 59 points and is out of the game." in text


def test_narrate_draw_forfeited():
    state, _ = load("points_forfeited_draw_15")
    state.apply(PlayCard(Card.TWO))
    events = state.apply(PlayCard(Card.NINE))
    said = [narrate_round_event(e) for e in events if isinstance(e, DrawForfeited)]
    assert said == ["Ann did not draw in time and loses that card for the rest of the round."]
