"""classic1980 card rules, one test per rule ID (RULES.md R-80-*)."""

from __future__ import annotations

import pytest

from rules1980_helpers import load, of_type
from voice_ono.rules import Card, DiscardOnoSet, Draw, GameState, IllegalActionError, PlayCard, get_ruleset
from voice_ono.rules.events import CardPlayed, DrawForfeited, Drew, Play2Pending, PlayerEliminated, TokenLost
from voice_ono.rules.ruleset import CLASSIC1980_DECK


def test_classic1980_deck_and_players():
    rules = get_ruleset("classic1980")
    assert rules.deck_size() == 54 and rules.deck == CLASSIC1980_DECK
    GameState.new(rules, [f"p{i}" for i in range(8)], 0)
    with pytest.raises(ValueError):
        GameState.new(rules, [f"p{i}" for i in range(9)], 0)


def test_r_80_hold_adds_nothing():
    state, _ = load("classic_dp_dodged_by_holds", hands=[["hold", "2", "3", "4"], ["5"] * 4, ["6"] * 4, ["7"] * 4])
    events = state.apply(PlayCard(Card.HOLD))
    assert state.total == 50
    assert of_type(events, CardPlayed)[0].card == "hold"
    assert not state.pending_play2  # outside a Double Play, Hold is a plain +0


def test_r_80_neg_minus_ten_below_zero():
    state, _ = load("classic_negative_total")
    state.apply(PlayCard(Card.MINUS10))
    assert state.total == -5
    # The same position under mattel2022 clamps at 0 (R-M10-1).
    mattel, _ = load("classic_negative_total", rules="mattel2022")
    mattel.apply(PlayCard(Card.MINUS10))
    assert mattel.total == 0


def test_r_80_dp_1_double_play_forces_two_cards():
    state, _ = load("classic_dp_dodged_by_holds", hands=[["double_play", "2", "3", "4"], ["2", "3", "5", "6"],
                                                         ["6"] * 4, ["7"] * 4])
    events = state.apply(PlayCard(Card.DOUBLE_PLAY))
    pending = of_type(events, Play2Pending)
    assert pending and pending[0].player == "Bob" and pending[0].forcing_card is Card.DOUBLE_PLAY
    assert state.turn == 1 and state.plays_left == 2
    state.apply(PlayCard(Card.TWO))
    assert state.turn == 1 and state.plays_left == 1  # Bob plays a second card
    state.apply(PlayCard(Card.THREE))
    assert state.turn == 2 and not state.pending_play2


def test_r_80_dp_2_hold_dodges_and_passes_on_around_the_table():
    state, _ = load("classic_dp_dodged_by_holds")
    state.apply(PlayCard(Card.DOUBLE_PLAY))
    assert PlayCard(Card.HOLD) in state.legal_actions()
    events = state.apply(PlayCard(Card.HOLD))  # Bob dodges
    assert of_type(events, Play2Pending)[0].player == "Cy"
    assert of_type(events, Play2Pending)[0].passed is True
    events = state.apply(PlayCard(Card.HOLD))  # Cy dodges too
    assert of_type(events, Play2Pending)[0].player == "Dee"
    assert state.turn == 3 and state.plays_left == 2 and state.total == 50
    state.apply(PlayCard(Card.TWO))
    assert state.turn == 3  # Dee must play two cards
    state.apply(PlayCard(Card.THREE))
    assert state.turn == 0 and state.total == 55 and not state.pending_play2


def test_r_80_dp_2_reverse_dodges_but_double_play_does_not():
    rules = get_ruleset("classic1980")
    assert rules.dodge_cards == frozenset({Card.REVERSE, Card.HOLD})
    state, _ = load("classic_dp_dodged_by_holds", hands=[["double_play", "2", "3", "4"],
                                                         ["reverse", "5", "5", "6"], ["6"] * 4, ["7"] * 4])
    state.apply(PlayCard(Card.DOUBLE_PLAY))
    events = state.apply(PlayCard(Card.REVERSE))
    # Reverse turns play back to Ann, who now owes two cards.
    assert of_type(events, Play2Pending)[0].player == "Ann"


def test_r_80_dp_3_double_play_not_first_forced_card():
    state, _ = load("classic_dp_not_first_forced")
    assert PlayCard(Card.DOUBLE_PLAY) not in state.legal_actions()
    with pytest.raises(IllegalActionError, match="forcing_not_first"):
        state.apply(PlayCard(Card.DOUBLE_PLAY))
    state.apply(PlayCard(Card.TWO))
    assert PlayCard(Card.DOUBLE_PLAY) in state.legal_actions()  # fine as the second card
    events = state.apply(PlayCard(Card.DOUBLE_PLAY))
    assert of_type(events, Play2Pending)[0].player == "Cy"  # open point 1: it forces again


def test_r_80_ono_1_no_four_ono_discard():
    state, _ = load("classic_only_ono_hand", hands=[["ono99"] * 4, ["2"] * 4, ["3"] * 4], turn=0,
                    options={"scoring": "points"})
    assert DiscardOnoSet() not in state.legal_actions(0)
    mattel, _ = load("classic_only_ono_hand", rules="mattel2022", hands=[["ono99"] * 4 + ["2"], ["2"] * 4, ["3"] * 4])
    assert DiscardOnoSet() in mattel.legal_actions(0)


def test_r_80_ono_2_only_ono_cards_eliminates():
    state, _ = load("classic_only_ono_hand")
    events = state.apply(PlayCard(Card.TWO))  # Bob's turn next: his hand is four O'NO 99 cards
    out = of_type(events, PlayerEliminated)
    assert out and out[0].player == "Bob" and out[0].out_of == "round"
    assert of_type(events, TokenLost)[0].player == "Bob"


def test_r_80_ono_3_ono_on_tens_is_an_extra_plus_zero_play():
    opts = {"ono_on_tens": True}
    state, _ = load("classic_negative_total", hands=[["ono99", "2", "3", "4"], ["5"] * 4], total=30, options=opts)
    assert PlayCard(Card.ONO99) in state.legal_actions()
    events = state.apply(PlayCard(Card.ONO99))
    assert state.total == 30 and state.turn == 0  # +0 and the turn's card is still to come
    assert of_type(events, CardPlayed)[0].extra is True
    assert len(state.hands[0]) == 4  # drew a replacement
    assert PlayCard(Card.ONO99) not in state.legal_actions()  # at most one per turn
    state.apply(PlayCard(Card.TWO))
    assert state.turn == 1 and state.total == 32
    # Off the tens, and without the option, it cannot be played.
    state2, _ = load("classic_negative_total", hands=[["ono99", "2", "3", "4"], ["5"] * 4], total=31, options=opts)
    assert PlayCard(Card.ONO99) not in state2.legal_actions()
    state3, _ = load("classic_negative_total", hands=[["ono99", "2", "3", "4"], ["5"] * 4], total=30)
    with pytest.raises(IllegalActionError, match="never_playable"):
        state3.apply(PlayCard(Card.ONO99))


def test_r_80_draw_manual_draw_then_forfeit():
    state, _ = load("classic_negative_total", hands=[["2", "3", "4", "5"], ["5", "6", "7", "8"]],
                    draw_pile=["9", "10", "2", "3"], options={"manual_draw": True})
    state.apply(PlayCard(Card.TWO))
    assert len(state.hands[0]) == 3 and state.pending_draw == 0
    assert state.current_player == 0 and state.legal_actions() == [Draw()]
    assert state.turn == 1 and PlayCard(Card.FIVE) in state.legal_actions(1)
    events = state.apply(Draw())
    assert of_type(events, Drew)[0].card == "9" and len(state.hands[0]) == 4
    assert state.current_player == 1
    state.apply(PlayCard(Card.FIVE))  # Bob owes a draw now
    assert state.pending_draw == 1
    events = state.apply(PlayCard(Card.THREE), seat=0)  # Ann plays first: Bob's draw is lost
    lost = of_type(events, DrawForfeited)
    assert lost and lost[0].player == "Bob" and lost[0].by == "Ann"
    assert len(state.hands[1]) == 3 and state.pending_draw == 0
    with pytest.raises(IllegalActionError):
        state.apply(Draw(), seat=1)  # only Ann owes a draw
    with pytest.raises(IllegalActionError, match="draw_first"):
        state.apply(PlayCard(Card.FOUR), seat=0)  # Ann may only draw now
