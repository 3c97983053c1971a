"""Random-playout invariants for the 1980 presets (STYLE.md: conformance
tests drive random playouts and check invariants after every step).

500 games per preset, 2..8 players, a random mix of RandomBot and
HeuristicBot seats and of rule options.  After every action: the 54 cards
are conserved; tokens and points change only in an action that ends a
round.  Every game ends with exactly one winner, who is still in the game.
Every tenth game is replayed from ``(seed, actions)`` and must give the same
events.  When a draw is owed (R-80-DRAW) the next player sometimes plays
first, as a slow human would let happen, to exercise forfeits.
"""

from __future__ import annotations

import random

import pytest

from voice_ono.bots import HeuristicBot, RandomBot
from voice_ono.rules.events import DrawForfeited, GameWon, RoundEnded
from voice_ono.rules import GameState, get_ruleset, replay

GAMES = 150
"""Games per preset in the README's test command; the slow set (``pytest -m slow``, run by CI) plays
:data:`MANY_GAMES`."""
MANY_GAMES = 500
MAX_ACTIONS = 100_000

VARIANTS = {
    "classic1980": [
        {},
        {"manual_draw": True, "ono_on_tens": True},
        {"scoring": "points"},
        {"scoring": "points", "points_mode": "lowest", "manual_draw": True, "ono_on_tens": True},
        {"out_after_last_token": True},
    ],
    "ninetynine_card": [
        {},
        {"manual_draw": True},
        {"scoring": "points", "target": 150},
    ],
}


def _play(preset: str, game: int) -> dict:
    rng = random.Random(game)
    variants = VARIANTS[preset]
    options = variants[game % len(variants)]
    rules = get_ruleset(preset, options)
    n = rng.randint(2, 8)
    names = [f"p{i}" for i in range(n)]
    bots = [(HeuristicBot if rng.random() < 0.5 else RandomBot)(game * 10 + i) for i in range(n)]
    state = GameState.new(rules, names, game)
    events = state.start()
    stats = {"rounds_ended": 0, "forfeits": 0, "actions": 0}
    while not state.is_over:
        actor = state.current_player
        if state.pending_draw is not None and state.pending_draw != state.turn and rng.random() < 0.2:
            actor = state.turn  # the next player plays before the draw
        before = (list(state.tokens), list(state.scores))
        new = state.apply(bots[actor].choose(state.view(actor)), seat=actor)
        events += new
        stats["actions"] += 1
        assert state.card_count() == rules.deck_size() == 54, (preset, game, stats["actions"])
        types = {type(e) for e in new}
        if before != (state.tokens, state.scores):
            assert RoundEnded in types, (preset, game, stats["actions"])
        stats["rounds_ended"] += sum(isinstance(e, RoundEnded) for e in new)
        stats["forfeits"] += sum(isinstance(e, DrawForfeited) for e in new)
        assert stats["actions"] < MAX_ACTIONS, (preset, game)
    won = [e for e in events if isinstance(e, GameWon)]
    assert len(won) == 1 and won[0].seat == state.outcome.winner
    assert not state.out_of_game[state.outcome.winner]
    if rules.scoring == "tokens":
        assert sum(not o for o in state.out_of_game) == 1
    if game % 10 == 0:
        again, replayed = replay(rules, names, game, state.history)
        assert [e.to_json() for e in replayed] == [e.to_json() for e in events], (preset, game)
    return stats


@pytest.mark.parametrize("games", [GAMES, pytest.param(MANY_GAMES, marks=pytest.mark.slow)])
@pytest.mark.parametrize("preset", sorted(VARIANTS))
def test_playout_invariants(preset, games):
    totals = {"rounds_ended": 0, "forfeits": 0, "actions": 0}
    for game in range(games):
        for key, value in _play(preset, game).items():
            totals[key] += value
    # The playouts must really reach the multi-round and manual-draw paths.
    assert totals["rounds_ended"] > games
    assert totals["forfeits"] > 0
