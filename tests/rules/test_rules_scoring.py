"""Multi-round scoring of the 1980 editions: tokens (R-80-TOK) and points
(R-80-PTS-1..3), and persistence of the round fields."""

from __future__ import annotations

import json

import pytest

from rules1980_helpers import load, of_type
from voice_ono.rules.events import (DrawForfeited, FrozenMap, GameStarted, PlayerEliminated, PlayerOut, RoundEnded,
                                    RoundStarted, TokenLost, TurnPassed)
from voice_ono.rules import Card, Draw, GameState, PlayCard, get_ruleset
from voice_ono.rules.scenario import ScenarioError


def test_r_80_tok_token_loss_and_redeal():
    state, events = load("tokens_loss_and_redeal")
    # Ann (5, 6, 7, 8 at 95) cannot play safely: she loses a token, round 5 is dealt.
    assert [type(e) for e in events][:4] == [GameStarted, RoundStarted, PlayerEliminated, TokenLost]
    assert of_type(events, TokenLost)[0].tokens == 2
    assert of_type(events, RoundEnded)[0] == RoundEnded(total=95, round=4, loser="Ann", out=(),
                                                        tokens=FrozenMap({"Ann": 2, "Bob": 3, "Cy": 1}))
    started = of_type(events, RoundStarted)
    assert started[-1].round == 5 and started[-1].dealer == "Ann"
    assert state.round == 5 and state.total == 0 and state.turn == 1 and state.direction == 1
    assert [len(h) for h in state.hands] == [4, 4, 4] and not any(state.eliminated)
    assert state.card_count() == 54


def test_r_80_tok_no_tokens_then_out_and_option():
    # Default: with no tokens left, losing another round puts you out.
    state, events = load("tokens_loss_and_redeal", tokens=[0, 2, 2])
    assert of_type(events, PlayerOut)[0].player == "Ann" and state.out_of_game == [True, False, False]
    assert not state.is_over and state.eliminated[0]  # out of later rounds too
    # With one token left the default keeps Ann in (0 tokens) ...
    state, events = load("tokens_loss_and_redeal", tokens=[1, 2, 2])
    assert state.tokens[0] == 0 and not state.out_of_game[0]
    # ... and out_after_last_token puts her out at once.
    state, events = load("tokens_loss_and_redeal", tokens=[1, 2, 2], options={"out_after_last_token": True})
    assert state.out_of_game[0] and of_type(events, PlayerOut)


def test_r_80_pts_1_out_of_round_and_four_ono_ends_turn():
    # Points: Ann cannot play at 95, she is out of the round (not the game)
    # and keeps her hand; with one player left the round ends.
    state, events = load("points_worked_example_44")
    out = of_type(events, PlayerEliminated)[0]
    assert out.player == "Ann" and out.out_of == "round" and out.hand is None
    assert of_type(events, RoundEnded) and state.round == 2
    # Four O'NO 99 cards: the turn ends at once without a play.
    state, events = load("classic_only_ono_hand", options={"scoring": "points"})
    events = state.apply(PlayCard(Card.TWO))
    passed = of_type(events, TurnPassed)
    assert passed and passed[0].player == "Bob" and state.turn == 2
    assert not of_type(events, PlayerEliminated)


def test_r_80_pts_2_worked_example_scores_44():
    state, events = load("points_worked_example_44")
    ended = of_type(events, RoundEnded)[0]
    # Bob: O'NO 99 (20) + Double Play (15) + 4 + 5 = 44.  Ann: 7+8+9+10 + 25 put out = 59.
    assert ended.points == {"Ann": 59, "Bob": 44}
    assert ended.scores == {"Ann": 59, "Bob": 44}
    assert ended.winner == "Bob"
    rules = get_ruleset("classic1980")
    assert [rules.card_score(c) for c in (Card.ONO99, Card.DOUBLE_PLAY, Card.HOLD, Card.SEVEN)] == [20, 15, 15, 7]


def test_r_80_pts_2_forfeited_draw_scores_15():
    state, _ = load("points_forfeited_draw_15")
    state.apply(PlayCard(Card.TWO))  # 82; Ann owes a draw
    events = state.apply(PlayCard(Card.NINE))  # Bob plays first: 91, Ann's draw is lost
    assert of_type(events, DrawForfeited)[0].player == "Ann"
    state.apply(Draw())  # Bob draws his (10)
    # 96: Bob (four 10s) is out, which ends the round; nobody played after
    # Ann's card, so her owed draw (the 2) is made, not forfeited.
    events = state.apply(PlayCard(Card.FIVE))
    assert not of_type(events, DrawForfeited)
    ended = of_type(events, RoundEnded)[0]
    assert ended.hands["Ann"] == (Card.TWO, Card.SIX, Card.SEVEN)
    assert ended.points == {"Ann": 2 + 6 + 7 + 15, "Bob": 40 + 25}


def test_r_80_pts_3_elimination_and_lowest_modes():
    # elimination (default): reaching the target puts you out of the game.
    state, events = load("points_worked_example_44", options={"scoring": "points", "target": 50})
    assert of_type(events, PlayerOut)[0].player == "Ann"
    assert state.is_over and state.outcome.winner == 1
    assert state.outcome.termination.value == "last_in_game"
    # lowest: the game ends when someone reaches the target; lowest score wins.
    state, events = load("points_worked_example_44", players=["Ann", "Cy", "Bob"],
                         hands=[["7", "8", "9", "10"], ["10", "10", "10", "9"], ["ono99", "double_play", "4", "5"]],
                         options={"scoring": "points", "points_mode": "lowest", "target": 50})
    # Ann (59) and Cy (64) both go out at 95; Bob (44) is left and has the lowest score.
    assert state.is_over and state.outcome.winner == 2
    assert state.outcome.termination.value == "lowest_score"
    assert not of_type(events, PlayerOut)
    # Below the target, the game goes on to round 2 in both modes.
    state, _ = load("points_worked_example_44", options={"scoring": "points", "target": 100})
    assert not state.is_over and state.round == 2 and state.scores == [59, 44]


def test_round_fields_round_trip_through_to_dict():
    rules = get_ruleset("classic1980", {"scoring": "points", "manual_draw": True})
    state = GameState.new(rules, ["a", "b", "c"], 11)
    state.start()
    state.apply(state.legal_actions()[-1])
    data = json.loads(json.dumps(state.to_dict()))
    back = GameState.from_dict(data, rules)
    assert back.to_dict() == state.to_dict()
    assert back.pending_draw == state.pending_draw == data["pending_draw"]
    assert back.legal_actions() == state.legal_actions()


def test_scenario_round_fields_validated():
    with pytest.raises(ScenarioError, match="tokens"):
        load("tokens_loss_and_redeal", tokens=[3, 3])
    with pytest.raises(ScenarioError, match="round"):
        load("tokens_loss_and_redeal", round=0)
    state, _ = load("tokens_loss_and_redeal", out_of_game=[False, False, True], tokens=[3, 3, 0])
    assert state.eliminated[2] and state.round == 5
    assert 2 not in [i for i, h in enumerate(state.hands) if h]  # not dealt in


def test_r_80_pts_1_four_ono_passes_never_loop_forever():
    """R-80-PTS-1 guard: if every player still in holds four O'NO 99 cards
    (only possible from a hand-made position), the round ends instead of the
    turn passing round the table forever."""
    from voice_ono.rules.scenario import state_from_scenario

    state, _ = state_from_scenario({
        "rules": "classic1980", "options": {"scoring": "points"}, "players": ["A", "B"],
        "hands": [["ono99"] * 4, ["ono99"] * 4], "draw_pile": ["5"] * 20, "total": 50, "turn": 0,
    })
    events = state.start()
    assert sum(isinstance(e, TurnPassed) for e in events) <= 2
    assert any(isinstance(e, RoundEnded) for e in events)
