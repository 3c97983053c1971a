"""The public move log (rules) and the search bot's opponent inference from
it (voice_ono/bots/inference.py): what a medium bot's plays say about its hand."""

from __future__ import annotations

import random

from voice_ono.bots import SearchBot, make_bot
from voice_ono.bots.inference import deal_from_particles, opponent_hands, plausible, recent_plays
from voice_ono.bots.search import PlayoutState, unseen_cards
from voice_ono.rules import Card, GameState, PlayCard, get_ruleset
from voice_ono.rules.public_log import PublicPlay
from voice_ono.rules.scenario import state_from_scenario

C = Card.from_name


def _game(seed: int, plays: int) -> GameState:
    state = GameState.new(get_ruleset("mattel2022"), ["A", "B", "C", "D"], seed)
    state.start()
    bots = [make_bot("heuristic", seed * 10 + s) for s in range(4)]
    for _ in range(plays):
        if state.is_over:
            break
        state.apply(bots[state.current_player].choose(state.view(state.current_player)))
    return state


def test_public_log_records_each_play_as_every_player_saw_it():
    state, _ = state_from_scenario({
        "rules": "mattel2022", "players": ["A", "B", "C"], "total": 20, "turn": 0, "seed": 1,
        "hands": [["3", "5", "minus10", "2"], ["1", "2", "3", "4"], ["5", "6", "7", "8"]],
        "draw_pile": ["10"] * 12,
    })
    state.start()
    state.apply(PlayCard(C("5")))
    state.apply(PlayCard(C("4")))
    log = state.view(2).public_log
    assert log == (PublicPlay(0, PlayCard(C("5")), 20, False, 1, 1, 4),
                   PublicPlay(1, PlayCard(C("4")), 25, False, 1, 1, 4))
    assert state.view(0).public_log == log  # public: the same for every seat
    again = GameState.from_dict(state.to_dict(), state.rules)  # saved games keep it
    assert again.public_log == state.public_log
    assert state.copy().public_log == []


def test_playouts_keep_no_log():
    state = _game(3, 5)
    fast = state.copy()
    fast.__class__ = PlayoutState
    assert isinstance(fast, PlayoutState)
    fast.turn_legal = None
    fast.play(fast.next_legal()[0])
    assert fast.public_log == []


def test_a_low_card_at_a_low_total_rules_out_higher_cards_kept():
    """The medium bot plays its highest safe number card: having played a 3
    at 20, it kept no card above 3 (one of its four may be the card drawn
    after)."""
    rules = get_ruleset("mattel2022")
    played = [PublicPlay(1, PlayCard(C("3")), 20, False, 1, 1, 4)]
    rng = random.Random(0)
    for _ in range(20):  # any back-path: three 9s always remain
        assert not plausible(rules, [C("9"), C("9"), C("9"), C("9")], played, rng)
        assert plausible(rules, [C("1"), C("2"), C("0"), C("1")], played, rng)
    # A 9 beside three low cards passes only on the path where the 9 is the
    # card drawn after the play (one path in four).
    passed = sum(plausible(rules, [C("1"), C("2"), C("0"), C("9")], played, rng) for _ in range(400))
    assert 60 < passed < 140


def test_inferred_hands_are_plausible_and_a_determinization_stays_a_deck():
    state = _game(5, 14)
    seat = state.current_player
    view = state.view(seat)
    pool = unseen_cards(view)
    rng = random.Random(1)
    found = opponent_hands(view, pool, rng, tries=60)
    assert found, "the medium bots have played by now"
    for s, hands in found.items():
        plays = recent_plays(view, s)
        assert plays and all(p.seat == s for p in plays)
        for hand in hands:
            assert len(hand) == view.hand_sizes[s]
    hands = [list(view.hand) if s == seat else [] for s in range(4)]
    cards = list(pool)
    for s in range(4):
        if s != seat:
            hands[s], cards = cards[:view.hand_sizes[s]], cards[view.hand_sizes[s]:]
    deal_from_particles(hands, cards, found, rng)
    dealt = sorted((c for s in range(4) if s != seat for c in hands[s]), key=lambda c: c.order)
    assert sorted(dealt + cards, key=lambda c: c.order) == pool
    assert any(hands[s] in found[s] for s in found)


def test_search_with_inference_never_sees_hidden_cards():
    """Inference reads the public log only: swapping the hidden cards
    changes neither the view nor the choice."""
    rng = random.Random(4)
    checked = 0
    for seed in range(6):
        state = _game(seed, 13 + seed)
        if state.is_over or state.current_player != state.turn:
            continue
        seat = state.turn
        other = GameState.from_dict(state.to_dict(), state.rules)
        hidden = [c for s, h in enumerate(other.hands) if s != seat for c in h] + other.draw_pile
        rng.shuffle(hidden)
        for s in range(4):
            if s != seat:
                size = len(other.hands[s])
                other.hands[s], hidden = hidden[:size], hidden[size:]
        other.draw_pile = hidden
        view, other_view = state.view(seat), other.view(seat)
        assert view == other_view and view.public_log
        a = SearchBot(seed, iterations=16, max_ms=None, infer=True)
        b = SearchBot(seed, iterations=16, max_ms=None, infer=True)
        assert a.choose(view) == b.choose(other_view)
        assert a.last_stats == b.last_stats
        checked += 1
    assert checked >= 3
