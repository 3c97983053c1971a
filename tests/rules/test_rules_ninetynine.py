"""ninetynine_card rules (RULES.md R-99-*)."""

from __future__ import annotations

from rules1980_helpers import load, of_type
from voice_ono.rules.events import CardPlayed, PlayerOut, RoundEnded, RoundStarted, TokenLost
from voice_ono.rules import Card, PlayCard, get_ruleset


def test_ninetynine_deck_has_four_99_cards_and_no_ono():
    rules = get_ruleset("ninetynine_card")
    cards = rules.deck_cards()
    assert len(cards) == 54 and cards.count(Card.NINETY_NINE) == 4 and Card.ONO99 not in cards
    assert rules.scoring == "tokens"


def test_r_99_1_ninety_nine_sets_total_then_forced_hold():
    state, _ = load("ninetynine_then_forced_hold")
    events = state.apply(PlayCard(Card.NINETY_NINE))
    assert state.total == 99 and of_type(events, CardPlayed)[0].total == 99
    # Bob holds Hold, 5, 7, 8: only the +0 Hold keeps the total at 99.
    assert state.legal_actions() == [PlayCard(Card.HOLD)]
    events = state.apply(PlayCard(Card.HOLD))
    assert of_type(events, CardPlayed)[0].total == 99
    # From a negative total too, the card sets (not adds) 99.
    low, _ = load("ninetynine_then_forced_hold", total=-20)
    low.apply(PlayCard(Card.NINETY_NINE))
    assert low.total == 99


def test_r_99_2_bust_is_above_99_and_costs_a_token():
    state, _ = load("ninetynine_then_forced_hold")
    assert get_ruleset("ninetynine_card").bust_total == 100
    state.apply(PlayCard(Card.NINETY_NINE))
    events = state.apply(PlayCard(Card.HOLD))
    # Cy holds 2, 3, 4, 5 at 99: every card goes above 99, so Cy loses a token.
    lost = of_type(events, TokenLost)
    assert lost and lost[0].player == "Cy" and lost[0].tokens == 2
    ended = of_type(events, RoundEnded)[0]
    assert ended.tokens == {"Ann": 3, "Bob": 3, "Cy": 2}
    assert of_type(events, RoundStarted)[0].round == 2 and state.total == 0
    # A player with no tokens left who busts again is out; the last one left wins.
    two, _ = load("ninetynine_then_forced_hold", players=["Ann", "Bob"], tokens=[1, 0],
                  hands=[["ninety_nine", "2", "3", "4"], ["5", "6", "7", "8"]])
    events = two.apply(PlayCard(Card.NINETY_NINE))
    assert of_type(events, PlayerOut)[0].player == "Bob"
    assert two.is_over and two.outcome.winner == 0
    assert two.outcome.termination.value == "last_in_game"
