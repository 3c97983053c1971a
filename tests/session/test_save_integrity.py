"""Saved games whose position could not arise are refused as damaged (BT_PLAY item 2), and every
position real play reaches loads back unchanged (so the check refuses nothing genuine)."""

from __future__ import annotations

import json
import random

import pytest

from voice_ono.rules import GameState, get_ruleset
from voice_ono.rules.scenario import ScenarioError, build_game, state_from_scenario
from voice_ono.rules.ruleset import PRESETS
from voice_ono.session import DamagedSaveError, GameSettings, load_autosave
from voice_ono.session.save import save_data
from said import said_in


def _saved_game(tmp_path, seed=5, moves=6, rules="mattel2022", options=None):
    state = GameState.new(get_ruleset(rules, options or {}), ["You", "Bot 1", "Bot 2"], seed)
    state.start()
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    data = save_data(state, ["human", "random", "random"], GameSettings(rules=rules))
    return data


def _write(tmp_path, data):
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_position_of_real_play_passes_the_check(preset):
    for seed in range(4):
        state = GameState.new(get_ruleset(preset), ["A", "B", "C"], seed)
        state.start()
        rng = random.Random(seed)
        while not state.is_over and len(state.history) < 150:
            data = state.to_dict()
            rebuilt, _ = build_game({**data, "kinds": ["human"] * 3}, "save")  # raises if refused
            assert rebuilt.to_dict() == data
            state.apply(rng.choice(state.legal_actions()))


def test_empty_hand_on_its_turn_is_damaged(tmp_path):
    data = _saved_game(tmp_path)
    turn = data["state"]["turn"]
    data["state"]["draw_pile"] += data["state"]["hands"][turn]
    data["state"]["hands"][turn] = []
    with pytest.raises(DamagedSaveError) as err:
        load_autosave(_write(tmp_path, data))
    assert f"hands[{turn}]" in err.value.detail


def test_more_copies_than_the_deck_is_damaged(tmp_path):
    data = _saved_game(tmp_path)
    hand = data["state"]["hands"][0]
    data["state"]["hands"][0] = ["5"] * 40  # the tester's hand: more cards than the deck
    with pytest.raises(DamagedSaveError):
        load_autosave(_write(tmp_path, data))
    with pytest.raises(ScenarioError) as err:
        build_game({**data["state"], "kinds": data["kinds"]}, "save")
    assert err.value.msg_id == "file-too-many-cards"
    pile = data["state"]["draw_pile"]  # the whole deck, but a card swapped for a fifth... seventh 5
    data["state"]["hands"][0] = hand
    for i, card in enumerate(pile):
        if card != "5":
            pile[i] = "5"
        if sum(c == "5" for pile_ in (pile, *data["state"]["hands"], data["state"]["discard_pile"])
               for c in pile_) > 6:
            break
    with pytest.raises(ScenarioError) as err:
        build_game({**data["state"], "kinds": data["kinds"]}, "save")
    assert err.value.msg_id == "file-too-many-copies" and err.value.values["card"] == "5"


@pytest.mark.parametrize("plays_left", [0, 3, 1000])
def test_plays_left_out_of_range_is_damaged(tmp_path, plays_left):
    data = _saved_game(tmp_path)
    data["state"]["plays_left"] = plays_left
    data["state"]["pending_play2"] = True
    with pytest.raises(ScenarioError) as err:
        build_game({**data["state"], "kinds": data["kinds"]}, "save")
    assert err.value.msg_id == "file-plays-left"
    with pytest.raises(DamagedSaveError):
        load_autosave(_write(tmp_path, data))


def test_two_plays_left_without_a_play2_is_damaged(tmp_path):
    data = _saved_game(tmp_path)
    data["state"]["plays_left"] = 2
    data["state"]["pending_play2"] = False
    with pytest.raises(ScenarioError) as err:
        build_game({**data["state"], "kinds": data["kinds"]}, "save")
    assert err.value.msg_id == "file-plays-left"


def test_a_scenario_with_an_empty_hand_still_starts_by_the_rules():
    """A scenario is not started: its start applies R-ELIM-1 (the empty hand is out), as before."""
    state, _ = state_from_scenario({"players": ["Me", "B", "C"], "hands": [[], ["6"], ["4"]],
                                    "draw_pile": ["1", "2"], "total": 10})
    state.start()
    assert state.eliminated[0]


@pytest.mark.parametrize("seed", [-1, -(2**40), 2**32])
def test_a_seed_out_of_the_command_lines_range_is_damaged(tmp_path, seed):
    """Fix 3: a save with "seed": -1 loaded though ``--seed -1`` is refused; the file's seed now has the
    command line's range (0 to SEED_MAX), and such a save is damaged: kept aside, a new game starts."""
    import subprocess
    import sys

    from voice_ono.rules.schema import SEED_MAX

    data = _saved_game(tmp_path)
    for good in (0, SEED_MAX, None):
        data["state"]["seed"] = good
        assert load_autosave(_write(tmp_path, data))[0].seed == good
    data["state"]["seed"] = seed
    path = _write(tmp_path, data)
    with pytest.raises(DamagedSaveError) as err:
        load_autosave(path)
    assert "seed" in err.value.detail
    text = path.read_text(encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "voice_ono", "play", "--input", "text", "--no-speech",
                           "--save-file", str(path), "--seed", "3"], input="quit\n", capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "autosave.damaged.json").read_text(encoding="utf-8") == text  # kept aside, unchanged
    assert said_in(proc.stderr, "damaged-new-game", path=str(path), kept=str(tmp_path / "autosave.damaged.json"))
