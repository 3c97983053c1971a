"""The public move log (who played what at which total) and the search bot's
inference of the medium bots' hands from it."""

from __future__ import annotations

import random
from collections import Counter

from voice_ono.bots import make_bot
from voice_ono.bots.inference import deal_plausible, legal_plays, plausible, recent_plays
from voice_ono.bots.search import deal_hidden, state_template, unseen_cards
from voice_ono.rules import Card, GameState, PlayCard, get_ruleset
from voice_ono.rules.public_log import PublicPlay

MATTEL = get_ruleset("mattel2022")


def _played_game(seed: int, plays: int) -> GameState:
    state = GameState.new(MATTEL, ["A", "B", "C", "D"], seed)
    state.start()
    bots = [make_bot("heuristic", seed * 10 + i) for i in range(4)]
    for _ in range(plays):
        if state.is_over:
            break
        state.apply(bots[state.current_player].choose(state.view(state.current_player)))
    return state


def test_public_log_records_each_play_with_the_total_before():
    state = _played_game(2, 12)
    log = state.view(0).public_log
    assert len(log) == len(state.history) == 12
    total = 0
    for entry, action in zip(log, state.history):
        assert entry.action == action
        assert entry.total == total  # the total the card was played on
        total = MATTEL.total_after(total, action.card)
    # Every seat sees the same log: it is public.
    assert state.view(1).public_log == log


def test_public_log_is_kept_in_saved_games():
    state = _played_game(4, 9)
    again = GameState.from_dict(state.to_dict(), MATTEL)
    assert again.public_log == state.public_log
    assert again.view(2) == state.view(2)


def test_public_play_json_round_trip():
    entry = PublicPlay(2, PlayCard(Card.MINUS10), 95, True, 2, 3)
    assert PublicPlay.from_json(entry.to_json()) == entry


def _entry(card: Card, total: int) -> PublicPlay:
    return PublicPlay(1, PlayCard(card), total, False, 1)


def test_a_medium_bot_that_played_minus_ten_at_40_held_no_number_card():
    """The rule of thumb plays its highest number card at 40; minus ten means
    it had none.  Any earlier hand made from 5, 6 and two ONO 99 cards holds
    a number card, so that hand is never plausible."""
    rng = random.Random(1)
    plays = [_entry(Card.MINUS10, 40)]
    with_numbers = [Card("5"), Card("6"), Card.ONO99, Card.ONO99]
    only_specials = [Card.ONO99, Card.ONO99, Card.ONO99, Card.MINUS10]
    assert not any(plausible(MATTEL, with_numbers, plays, rng) for _ in range(50))
    assert all(plausible(MATTEL, only_specials, plays, rng) for _ in range(50))


def test_a_low_card_played_at_50_rules_out_higher_cards_held_then():
    rng = random.Random(2)
    plays = [_entry(Card("3"), 50)]
    # 8 and 9 were both held when 3 was played (only one card is new since).
    assert not any(plausible(MATTEL, [Card("8"), Card("9"), Card("0"), Card("1")], plays, rng)
                   for _ in range(50))
    # One high card may be the card drawn after the 3: plausible on some paths only.
    results = [plausible(MATTEL, [Card("9"), Card("0"), Card("1"), Card("2")], plays, rng)
               for _ in range(200)]
    assert 0 < sum(results) < 200


def test_legal_plays_match_the_engine():
    state = _played_game(7, 15)
    seat = state.turn
    hand = state.hands[seat]
    assert legal_plays(MATTEL, hand, state.total, state.pending_play2, state.plays_left) \
        == state.legal_actions(seat)


def test_plausible_deal_keeps_every_card_once():
    """The re-deal only moves cards between the other hands and the draw
    pile: the determinization holds exactly the unseen cards."""
    for seed in range(5):
        state = _played_game(seed, 20)
        if state.is_over:
            continue
        view = state.view(state.turn)
        assert recent_plays(view, (view.seat + 1) % 4) or view.eliminated[(view.seat + 1) % 4]
        pool = unseen_cards(view)
        template = state_template(view)
        for i in range(10):
            det = deal_hidden(template, view, pool, random.Random(i), infer=True)
            dealt = [c for s, h in enumerate(det.hands) if s != view.seat for c in h] + det.draw_pile
            assert Counter(dealt) == Counter(pool)
            assert [len(h) for h in det.hands] == list(view.hand_sizes)


def test_inferred_deals_match_the_real_hands_more_often():
    """Against medium bots, hands dealt by inference share more cards with
    the real hands than hands dealt at random (over positions of seeded
    games; a statistical check with a wide margin)."""
    random_hits = inferred_hits = 0
    for seed in range(12):
        state = _played_game(seed, 24)
        if state.is_over:
            continue
        view = state.view(state.turn)
        pool = unseen_cards(view)
        for i in range(20):
            hands = [list(h) if s != view.seat else [] for s, h in enumerate(state.hands)]
            rng = random.Random(seed * 100 + i)
            cards = list(pool)
            rng.shuffle(cards)
            dealt = []
            for s, h in enumerate(hands):
                if s == view.seat or view.eliminated[s]:
                    dealt.append([])
                    continue
                dealt.append([cards.pop() for _ in h])
            random_hits += sum(sum((Counter(d) & Counter(h)).values()) for d, h in zip(dealt, hands))
            deal_plausible(dealt, cards, view, rng)
            inferred_hits += sum(sum((Counter(d) & Counter(h)).values()) for d, h in zip(dealt, hands))
    assert inferred_hits > random_hits * 1.05
