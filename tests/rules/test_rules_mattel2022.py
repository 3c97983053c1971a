"""Rules tests for the mattel2022 preset, one per rule ID in RULES.md
("Common rules" and "Cards (mattel2022)") plus the open interpretation points.

Positions are built with :func:`voice_ono.rules.scenario.state_from_scenario`;
every test asserts on the events returned and on the state afterwards.
"""

from __future__ import annotations

from collections import Counter

import pytest

from voice_ono.rules import (
    Card,
    DiscardOnoSet,
    GameState,
    IllegalActionError,
    IllegalCode,
    PlayCard,
    Termination,
    get_ruleset,
)
from voice_ono.rules.events import (CardPlayed, DirectionChanged, Drew, GameStarted, GameWon, Ono99Discarded,
                                    Play2Pending, PlayerEliminated, Reshuffled, TurnStarted)
from voice_ono.rules.scenario import state_from_scenario

FILLER = ["1", "2", "3", "4", "5", "6", "1", "2", "3", "4", "5", "6"]
"""A harmless draw pile (top first) for positions that need one."""


def scenario(hands, *, total=0, turn=0, direction=1, pending_play2=False, draw_pile=None,
             discard_pile=None, eliminated=None, options=None, seed=1):
    """A started mattel2022 position; returns (state, opening events)."""
    names = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"][: len(hands)]
    data = {
        "rules": "mattel2022",
        "players": names,
        "hands": hands,
        "draw_pile": FILLER if draw_pile is None else draw_pile,
        "total": total,
        "turn": turn,
        "direction": direction,
        "pending_play2": pending_play2,
        "seed": seed,
    }
    if discard_pile is not None:
        data["discard_pile"] = discard_pile
    if eliminated is not None:
        data["eliminated"] = eliminated
    if options:
        data["options"] = options
    state, _kinds = state_from_scenario(data)
    return state, state.start()


def play(state, name):
    return state.apply(PlayCard(Card.from_name(name)))


def types(events):
    return [type(e) for e in events]


def of_type(events, kind):
    return [e for e in events if isinstance(e, kind)]


def names_of(cards):
    return sorted(c.value for c in cards)


# ---------------------------------------------------------------- common rules


def test_r_set_1_deal_four_each_rest_is_draw_pile():
    rules = get_ruleset("mattel2022")
    for n in range(2, 7):
        state = GameState.new(rules, [f"P{i}" for i in range(n)], seed=n)
        state.start()
        assert [len(h) for h in state.hands] == [4] * n
        assert len(state.draw_pile) == 112 - 4 * n
        assert state.discard_pile == []
        dealt = Counter(c for h in state.hands for c in h) + Counter(state.draw_pile)
        assert dealt == Counter(rules.deck_cards())
        # Hands are private: another seat's view holds only its own hand and sizes.
        view = state.view(0)
        assert list(view.hand) == sorted(state.hands[0], key=lambda c: c.order)
        assert view.hand_sizes == (4,) * n
        assert not hasattr(view, "hands") and not hasattr(view, "draw_pile")
    deck = Counter(rules.deck_cards())
    assert sum(deck.values()) == 112
    assert deck[Card.ZERO] == 8 and deck[Card.TEN] == 10 and deck[Card.SEVEN] == 6
    for special in (Card.REVERSE, Card.PLAY2, Card.MINUS10, Card.ONO99):
        assert deck[special] == 10


def test_r_set_2_random_dealer_left_of_dealer_starts_clockwise():
    rules = get_ruleset("mattel2022")
    dealers = set()
    for seed in range(40):
        state = GameState.new(rules, ["A", "B", "C", "D"], seed=seed)
        events = state.start()
        started = of_type(events, GameStarted)[0]
        dealer = state.names.index(started.dealer)
        dealers.add(dealer)
        assert state.direction == 1
        first_turn = of_type(events, TurnStarted)[0]
        # At total 0 every hand has a play, so the dealer's left neighbour starts.
        assert first_turn.seat == state.turn == (dealer + 1) % 4
    assert dealers == {0, 1, 2, 3}


def test_r_tot_1_total_starts_at_zero_and_is_announced_after_every_card():
    state = GameState.new(get_ruleset(), ["A", "B", "C"], seed=5)
    events = state.start()
    assert state.total == 0
    assert of_type(events, GameStarted)[0].total == 0
    announced = 0
    for _ in range(30):
        if state.is_over:
            break
        action = state.legal_actions()[-1] if announced % 2 else state.legal_actions()[0]
        expected = state.total_after(action.card) if isinstance(action, PlayCard) else state.total
        out = state.apply(action)
        if isinstance(action, PlayCard):
            played = of_type(out, CardPlayed)
            assert len(played) == 1
            assert played[0].total == expected == state.total
            announced += 1
    assert announced >= 10


def test_r_turn_1_play_one_card_onto_discard_pile_and_apply_effect():
    state, _ = scenario([["7", "3", "5", "9"], ["1", "1", "1", "1"]], total=20,
                        discard_pile=["4"])
    events = play(state, "7")
    played = of_type(events, CardPlayed)
    assert len(played) == 1
    assert (played[0].player, played[0].card, played[0].total) == ("Ann", "7", 27)
    assert state.discard_pile[-1] is Card.SEVEN
    assert state.total == 27
    assert Card.SEVEN not in state.hands[0]
    assert state.turn == 1


def test_r_turn_2_draw_top_card_then_turn_ends_with_reshuffle_when_empty():
    # Ordinary draw: the top card ("8", first in the scenario list) comes back.
    state, _ = scenario([["7", "3", "5", "9"], ["1", "1", "1", "1"]], total=20,
                        draw_pile=["8", "2", "6"])
    events = play(state, "7")
    drew = of_type(events, Drew)
    assert [(e.player, e.card) for e in drew] == [("Ann", "8")]
    assert names_of(state.hands[0]) == names_of([Card.THREE, Card.FIVE, Card.NINE, Card.EIGHT])
    assert len(state.hands[0]) == 4
    assert state.turn == 1
    assert types(events).index(Drew) < types(events).index(TurnStarted)

    # Empty draw pile: the discard pile becomes the draw pile, the total stays.
    state, _ = scenario([["7", "3", "5", "9"], ["1", "1", "1", "1"]], total=40,
                        draw_pile=[], discard_pile=["10", "10", "10", "10"])
    before = state.card_count()
    events = play(state, "7")
    assert Reshuffled in types(events)
    assert types(events).index(Reshuffled) < types(events).index(Drew)
    assert state.total == 47
    assert of_type(events, Reshuffled)[0].total == 47
    assert len(state.hands[0]) == 4
    assert Card.TEN in state.hands[0]
    assert state.card_count() == before
    # The card just played stays face up as the discard pile's top.
    assert state.discard_pile == [Card.SEVEN]
    assert len(state.draw_pile) == 3


def test_r_bust_1_refuses_a_card_reaching_99_and_allows_98():
    state, _ = scenario([["5", "3", "9", "10"], ["1", "1", "1", "1"]], total=95)
    before = state.to_dict()
    assert PlayCard(Card.FIVE) not in state.legal_actions()
    with pytest.raises(IllegalActionError) as info:
        play(state, "5")
    why = info.value.reason  # R-BUST-1: the total it would make and the safe cards, as data
    assert why.code is IllegalCode.WOULD_BUST and why.total == 100 and why.bust_total == 99
    assert why.card is Card.FIVE and Card.THREE in why.safe
    assert state.to_dict() == before
    # 99 itself is already a loss: 4 would make 99.
    state2, _ = scenario([["4", "3", "9", "10"], ["1", "1", "1", "1"]], total=95)
    assert PlayCard(Card.FOUR) not in state2.legal_actions()
    assert state2.legal_actions() == [PlayCard(Card.THREE)]
    play(state2, "3")
    assert state2.total == 98
    # Option bust_total=100: only totals above 99 lose.
    state3, _ = scenario([["4", "5", "9", "10"], ["1", "1", "1", "1"]], total=95,
                         options={"bust_total": 100})
    assert PlayCard(Card.FOUR) in state3.legal_actions()
    assert PlayCard(Card.FIVE) not in state3.legal_actions()


def test_r_elim_1_no_safe_card_eliminates_reveals_hand_and_skips():
    # Ann plays 8 to 98; Ben holds nothing safe and is out; Cat plays next.
    state, _ = scenario([["8", "1", "1", "1"], ["10", "9", "ono99", "5"], ["minus10", "1", "2", "3"]],
                        total=90)
    events = play(state, "8")
    out = of_type(events, PlayerEliminated)
    assert len(out) == 1
    assert (out[0].player, out[0].seat) == ("Ben", 1)
    assert sorted(out[0].hand) == sorted(["10", "9", "ono99", "5"])
    assert out[0].total == 98
    assert state.eliminated == [False, True, False]
    assert names_of(state.revealed[1]) == sorted(["10", "9", "ono99", "5"])
    assert names_of(state.view(2).revealed[1]) == sorted(["10", "9", "ono99", "5"])
    assert state.turn == 2
    assert state.legal_actions(1) == []
    assert GameWon not in types(events)
    # Ben is skipped from now on.
    play(state, "minus10")
    assert state.turn == 0
    play(state, "1")
    assert state.turn == 2
    assert state.eliminated == [False, True, False]


def test_r_win_1_last_player_remaining_wins():
    state, _ = scenario([["8", "1", "1", "1"], ["10", "9", "ono99", "5"]], total=90)
    events = play(state, "8")
    won = of_type(events, GameWon)
    assert len(won) == 1
    assert (won[0].player, won[0].seat) == ("Ann", 0)
    assert state.outcome is not None
    assert state.outcome.winner == 0
    assert state.outcome.termination is Termination.LAST_PLAYER_STANDING
    assert state.current_player is None and state.legal_actions() == []
    with pytest.raises(IllegalActionError):
        play(state, "1")


def test_r_win_2_no_remaining_player_can_play_last_to_play_wins():
    # Ann plays 8 to 98 and draws a 9.  Ben is out; then neither Ann
    # (5, 9, 9, 10) nor Cat can play: Ann, the last to play, wins.
    state, _ = scenario([["8", "5", "9", "10"], ["10", "9", "ono99", "5"], ["7", "6", "9", "ono99"]],
                        total=90, draw_pile=["9", "1", "1"])
    events = play(state, "8")
    won = of_type(events, GameWon)
    assert len(won) == 1
    assert state.outcome is not None
    assert state.outcome.winner == 0
    assert state.outcome.termination is Termination.NO_ONE_CAN_PLAY
    assert won[0].termination == "no_one_can_play"
    assert not state.eliminated[0]


def test_r_win_2_winner_is_never_an_eliminated_player():
    # Ann faces Play 2 at 90: plays 8 (98), draws ONO 99, cannot play a second
    # card and is out (R-P2-3).  Ben and Cat cannot play either.
    state, _ = scenario([["8", "9", "10", "10"], ["10", "9", "ono99", "5"], ["7", "6", "9", "ono99"]],
                        total=90, pending_play2=True, draw_pile=["ono99", "1", "1"])
    events = play(state, "8")
    assert of_type(events, PlayerEliminated)[0].seat == 0
    assert state.outcome is not None
    assert not state.eliminated[state.outcome.winner]


# ---------------------------------------------------------------- cards


@pytest.mark.parametrize("value", list(range(11)))
def test_r_num_1_number_cards_add_face_value(value):
    name = str(value)
    state, _ = scenario([[name, "1", "1", "1"], ["1", "1", "1", "1"], ["1", "1", "1", "1"]], total=37)
    events = play(state, name)
    assert state.total == 37 + value
    assert of_type(events, CardPlayed)[0].total == 37 + value
    assert state.direction == 1
    assert not state.pending_play2
    assert DirectionChanged not in types(events) and Play2Pending not in types(events)
    assert state.turn == 1


def test_r_ono_1_ono99_can_never_be_played():
    state, _ = scenario([["ono99", "ono99", "3", "4"], ["1", "1", "1", "1"]], total=0)
    assert all(a != PlayCard(Card.ONO99) for a in state.legal_actions())
    before = state.to_dict()
    with pytest.raises(IllegalActionError) as info:
        play(state, "ono99")
    assert info.value.reason.code is IllegalCode.NEVER_PLAYABLE and info.value.reason.card is Card.ONO99
    assert state.to_dict() == before
    # With only ONO 99 cards and no four, the player is out at once (R-ELIM-1).
    state2, events = scenario([["1", "1", "1", "1"], ["ono99", "ono99", "ono99", "10"]], total=90)
    events = play(state2, "1")
    assert of_type(events, PlayerEliminated)[0].seat == 1


def test_r_ono_2_discard_four_ono99_and_draw_four_optional():
    state, _ = scenario([["ono99"] * 4, ["1", "1", "1", "1"]], total=50,
                        draw_pile=["7", "8", "9", "10", "2"])
    assert DiscardOnoSet() in state.legal_actions()
    events = state.apply(DiscardOnoSet())
    disc = of_type(events, Ono99Discarded)
    assert len(disc) == 1 and disc[0].player == "Ann" and disc[0].total == 50
    assert state.total == 50
    assert [e.card for e in of_type(events, Drew)] == ["7", "8", "9", "10"]
    assert names_of(state.hands[0]) == sorted(["7", "8", "9", "10"])
    assert state.discard_pile[-4:] == [Card.ONO99] * 4
    assert state.turn == 1
    # Optional: with four ONO 99 and a safe card, playing the card is also legal.
    state2, _ = scenario([["ono99"] * 4 + ["3"], ["1", "1", "1", "1"]], total=50)
    assert PlayCard(Card.THREE) in state2.legal_actions()
    play(state2, "3")
    assert state2.hands[0].count(Card.ONO99) == 4
    # Fewer than four: no discard.
    state3, _ = scenario([["ono99"] * 3 + ["3"], ["1", "1", "1", "1"]], total=50)
    assert DiscardOnoSet() not in state3.legal_actions()
    with pytest.raises(IllegalActionError):
        state3.apply(DiscardOnoSet())


def test_r_rev_1_reverse_flips_direction_total_unchanged():
    state, _ = scenario([["reverse", "1", "1", "1"], ["1", "1", "1", "1"], ["2", "2", "2", "2"]],
                        total=33)
    events = play(state, "reverse")
    changed = of_type(events, DirectionChanged)
    assert len(changed) == 1 and changed[0].direction == -1
    assert state.direction == -1
    assert state.total == 33
    assert state.turn == 2  # counter-clockwise from Ann: Cat
    # A second Reverse flips back.
    play(state, "2")
    assert state.turn == 1
    state.hands[1][0] = Card.REVERSE
    play(state, "reverse")
    assert state.direction == 1
    assert state.turn == 2


def test_r_rev_2_reverse_with_two_players_acts_as_zero():
    state, _ = scenario([["reverse", "1", "1", "1"], ["1", "1", "1", "1"]], total=33)
    events = play(state, "reverse")
    assert DirectionChanged not in types(events)
    assert state.direction == 1
    assert state.total == 33
    assert state.turn == 1
    # Also when two of three remain (one eliminated).
    state2, _ = scenario([["reverse", "1", "1", "1"], ["1", "1", "1", "1"], ["2", "2", "2", "2"]],
                         total=33, eliminated=[False, True, False])
    events = play(state2, "reverse")
    assert DirectionChanged not in types(events)
    assert state2.direction == 1
    assert state2.turn == 2


def test_r_m10_1_minus_ten_subtracts_clamped_at_zero():
    state, _ = scenario([["minus10", "minus10", "1", "1"], ["1", "1", "1", "1"]], total=30)
    events = play(state, "minus10")
    assert state.total == 20
    assert of_type(events, CardPlayed)[0].total == 20
    for start in (0, 4, 10):
        s, _ = scenario([["minus10", "1", "1", "1"], ["1", "1", "1", "1"]], total=start)
        assert PlayCard(Card.MINUS10) in s.legal_actions()
        events = play(s, "minus10")
        assert s.total == max(0, start - 10)
        assert of_type(events, CardPlayed)[0].total == max(0, start - 10)


def test_r_p2_1_next_player_plays_two_cards_drawing_between():
    state, _ = scenario([["play2", "1", "1", "1"], ["3", "4", "5", "6"], ["2", "2", "2", "2"]],
                        total=10, draw_pile=["9", "8", "7", "6", "5"])
    events = play(state, "play2")
    pend = of_type(events, Play2Pending)
    assert len(pend) == 1 and (pend[0].player, pend[0].seat) == ("Ben", 1)
    assert state.turn == 1 and state.pending_play2 and state.plays_left == 2
    first_turn = of_type(events, TurnStarted)[-1]
    assert first_turn.seat == 1 and first_turn.pending_play2

    events = play(state, "3")
    assert of_type(events, CardPlayed)[0].total == 13
    assert [e.card for e in of_type(events, Drew)] == ["8"]
    assert len(state.hands[1]) == 4
    assert state.turn == 1 and state.plays_left == 1
    second = of_type(events, TurnStarted)
    assert len(second) == 1 and second[0].seat == 1 and second[0].second_card
    assert second[0].total == 13

    events = play(state, "8")
    assert state.total == 21
    assert [e.card for e in of_type(events, Drew)] == ["7"]
    assert state.turn == 2 and not state.pending_play2 and state.plays_left == 1


def test_r_p2_2_pass_on_by_reverse_and_play2_bounce_no_stacking():
    # Passed on by Reverse: Ben plays only the Reverse, direction flips, Ann must play two.
    state, _ = scenario([["play2", "1", "1", "1"], ["reverse", "4", "5", "6"], ["2", "2", "2", "2"]],
                        total=10)
    play(state, "play2")
    events = play(state, "reverse")
    assert len(of_type(events, CardPlayed)) == 1
    assert state.direction == -1
    pend = of_type(events, Play2Pending)
    assert len(pend) == 1 and pend[0].seat == 0 and pend[0].passed
    assert state.turn == 0 and state.plays_left == 2

    # Passed on by Play 2 and bounced back by Reverse; no stacking to four.
    state, _ = scenario([["play2", "1", "2", "3"], ["play2", "4", "5", "6"], ["reverse", "2", "2", "2"]],
                        total=10)
    play(state, "play2")  # Ann -> Ben must play two
    events = play(state, "play2")  # Ben answers with Play 2 -> Cat
    assert of_type(events, Play2Pending)[0].seat == 2
    assert state.turn == 2 and state.plays_left == 2
    events = play(state, "reverse")  # Cat reverses -> Ben again
    assert of_type(events, Play2Pending)[0].seat == 1
    assert state.turn == 1 and state.plays_left == 2
    # Ben finally takes it: exactly two cards, then Ann (direction reversed) plays one.
    play(state, "4")
    assert state.turn == 1 and state.plays_left == 1
    play(state, "5")
    assert state.turn == 0 and state.plays_left == 1 and not state.pending_play2
    assert state.total == 19

    # With two players, a Reverse (acting as 0) still passes it back.
    state, _ = scenario([["play2", "1", "1", "1"], ["reverse", "4", "5", "6"]], total=10)
    play(state, "play2")
    events = play(state, "reverse")
    assert of_type(events, Play2Pending)[0].seat == 0
    assert state.turn == 0 and state.plays_left == 2


def test_r_p2_3_second_card_failure():
    # Ben must play two at 85: plays 10 (95), draws a 10: nothing safe is left.
    state, _ = scenario([["play2", "1", "1", "1"], ["10", "5", "9", "ono99"], ["2", "2", "2", "2"]],
                        total=85, draw_pile=["1", "10", "3", "3"])
    play(state, "play2")
    assert state.total == 85
    events = play(state, "10")
    out = of_type(events, PlayerEliminated)
    assert len(out) == 1 and out[0].seat == 1 and out[0].reason == "second_card"
    assert sorted(out[0].hand) == sorted(["5", "9", "ono99", "10"])
    assert state.eliminated[1]
    # The next player is NOT forced to play two.
    assert Play2Pending not in types(events)
    assert state.turn == 2 and not state.pending_play2 and state.plays_left == 1
    assert not of_type(events, TurnStarted)[-1].pending_play2


def test_r_p2_4_cannot_play_first_card_eliminated_obligation_lapses():
    state, _ = scenario([["play2", "1", "1", "1"], ["10", "9", "ono99", "ono99"], ["2", "2", "2", "2"]],
                        total=92)
    events = play(state, "play2")
    out = of_type(events, PlayerEliminated)
    assert len(out) == 1 and out[0].seat == 1
    assert len(of_type(events, Play2Pending)) == 1
    assert state.turn == 2
    assert not state.pending_play2 and state.plays_left == 1
    turn = of_type(events, TurnStarted)[-1]
    assert turn.seat == 2 and not turn.pending_play2


# ---------------------------------------------------------------- open interpretation points


def test_open_1_reverse_or_play2_as_second_forced_card_has_effect():
    # Ben must play two: 3, then Play 2 as the second card -> Cat must play two.
    state, _ = scenario([["play2", "1", "1", "1"], ["3", "play2", "5", "6"], ["2", "2", "2", "2"]],
                        total=10)
    play(state, "play2")
    play(state, "3")
    events = play(state, "play2")
    assert of_type(events, Play2Pending)[0].seat == 2
    assert state.turn == 2 and state.plays_left == 2
    # Reverse as the second card flips the direction.
    state, _ = scenario([["play2", "1", "1", "1"], ["3", "reverse", "5", "6"], ["2", "2", "2", "2"]],
                        total=10)
    play(state, "play2")
    play(state, "3")
    events = play(state, "reverse")
    assert DirectionChanged in types(events)
    assert state.turn == 0 and state.plays_left == 1 and not state.pending_play2
    # The option turns the effect off.
    state, _ = scenario([["play2", "1", "1", "1"], ["3", "play2", "5", "6"], ["2", "2", "2", "2"]],
                        total=10, options={"second_forced_card_has_effect": False})
    play(state, "play2")
    play(state, "3")
    events = play(state, "play2")
    assert Play2Pending not in types(events)
    assert state.turn == 2 and state.plays_left == 1


def test_open_2_ono_discard_counts_as_one_of_two_forced_plays():
    state, _ = scenario([["play2", "1", "1", "1"], ["ono99"] * 4, ["2", "2", "2", "2"]],
                        total=10, draw_pile=["5", "6", "7", "8", "1", "1"])
    play(state, "play2")
    events = state.apply(DiscardOnoSet())
    assert Ono99Discarded in types(events)
    assert state.turn == 1 and state.plays_left == 1
    assert of_type(events, TurnStarted)[-1].second_card
    assert [e.card for e in of_type(events, Drew)] == ["6", "7", "8", "1"]
    play(state, "6")
    assert state.turn == 2 and state.plays_left == 1


def test_open_3_eliminated_hand_goes_to_discard_pile_face_up_out_of_total():
    state, _ = scenario([["8", "1", "1", "1"], ["10", "9", "ono99", "5"], ["0", "1", "2", "3"]],
                        total=90, discard_pile=["4"])
    before = state.card_count()
    events = play(state, "8")
    assert state.hands[1] == []
    assert names_of(state.discard_pile[:4]) == sorted(["10", "9", "ono99", "5"])
    assert state.discard_pile[-1] is Card.EIGHT  # the top card is still the one played
    assert state.total == 98
    assert state.card_count() == before
    assert names_of(state.revealed[1]) == sorted(of_type(events, PlayerEliminated)[0].hand)
