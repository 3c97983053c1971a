"""Bots: the search bot (legality, hidden-card independence, forced second
cards, 1980 Hold and negative totals), the heuristic bot's look-ahead for a
forced pair (R-P2-3), difficulty names, hints and "why", and bench bots.

Search budgets here are small iteration counts with no time cap, so the
tests are fast and deterministic; timing is a benchmark, never asserted."""

from __future__ import annotations

import json
import random

import pytest

from voice_ono_dev import bench
from voice_ono.bots import BOTS, SearchBot, bot_kind, difficulty_level, make_bot
from voice_ono.bots.explain import explain
from voice_ono.commands.grammar import load_grammar
from voice_ono.commands.parse import parse_command
from voice_ono.commands.types import Difficulty, QueryCommand, QueryKind, SetupCommand
from voice_ono.narration import text
from voice_ono.narration import reason_text
from voice_ono.rules import Card, DiscardOnoSet, Draw, GameState, PlayCard, get_ruleset
from voice_ono.rules.scenario import state_from_scenario
from voice_ono.session import GameSettings, Session
from voice_ono.speech.tts import RecorderSpeaker
from said import said_in

PRESETS = ("mattel2022", "classic1980", "ninetynine_card")


def small_search(seed: int, iterations: int = 12) -> SearchBot:
    return SearchBot(seed, iterations=iterations)


def position(hands, total, *, rules="mattel2022", turn=0, pending_play2=False, draw=None,
             discard=None, players=None, seed=1):
    players = players or [f"P{i}" for i in range(len(hands))]
    state, _ = state_from_scenario({
        "rules": rules, "players": players, "hands": hands, "total": total, "turn": turn,
        "pending_play2": pending_play2, "seed": seed,
        "draw_pile": draw if draw is not None else ["10"] * 12,
        "discard_pile": discard or [],
    })
    state.start()
    return state


# ---------------------------------------------------------------- search bot

@pytest.mark.parametrize("rules_name", PRESETS)
def test_search_bot_plays_only_legal_actions_over_seeded_games(rules_name):
    """R-BUST-1 etc.: every choice is one of the view's legal actions; the
    game replays exactly from (seed, actions)."""
    rules = get_ruleset(rules_name)
    # The 1980 editions play several rounds (tokens), so fewer games there.
    for seed in range(6 if rules_name == "mattel2022" else 2):
        kinds = ["search", "heuristic", "search", "random"]
        state = GameState.new(rules, ["A", "B", "C", "D"], seed)
        bots = [small_search(seed * 10 + i, 6) if k == "search" else make_bot(k, seed * 10 + i)
                for i, k in enumerate(kinds)]
        state.start()
        steps = 0
        while not state.is_over and steps < 3000:
            seat = state.current_player
            view = state.view(seat)
            action = bots[seat].choose(view)
            assert action in view.legal_actions
            state.apply(action)  # validates again
            assert state.card_count() == rules.deck_size()
            steps += 1
        assert state.is_over
        again = GameState.new(rules, ["A", "B", "C", "D"], seed)
        again.start()
        for action in state.history:
            again.apply(action)
        assert again.outcome == state.outcome


def test_search_bot_is_seeded():
    state = position([["2", "5", "9", "minus10"], ["1", "2", "3", "4"], ["5", "6", "7", "8"]], 80)
    view = state.view(0)
    a, b = small_search(5, 30), small_search(5, 30)
    assert a.choose(view) == b.choose(view)
    assert a.last_stats == b.last_stats


def _swap_hidden(state: GameState, rng: random.Random) -> GameState:
    """The same position with the hidden cards (other hands, draw pile) dealt differently."""
    other = GameState.from_dict(state.to_dict(), state.rules)
    hidden = [c for s, h in enumerate(other.hands) if s != 0 for c in h] + other.draw_pile
    rng.shuffle(hidden)
    for s in range(1, len(other.hands)):
        size = len(other.hands[s])
        other.hands[s], hidden = hidden[:size], hidden[size:]
    other.draw_pile = hidden
    return other


def test_search_bot_never_sees_hidden_cards():
    """Swapping the hidden cards changes neither the view nor the choice."""
    rng = random.Random(3)
    rules = get_ruleset("mattel2022")
    checked = 0
    for seed in range(8):
        state = GameState.new(rules, ["A", "B", "C", "D"], seed)
        state.start()
        # Play into the game a little, so totals are high and choices matter.
        heuristic = make_bot("heuristic", seed)
        while not state.is_over and state.total < 60 + seed * 4:
            state.apply(heuristic.choose(state.view(state.current_player)))
        if state.is_over or state.current_player != state.turn:
            continue
        state.turn = 0 if not state.eliminated[0] else state.turn
        if state.turn != 0 or not state.legal_actions(0):
            continue
        other = _swap_hidden(state, rng)
        assert other.hands[1:] != state.hands[1:] or other.draw_pile != state.draw_pile
        view, other_view = state.view(0), other.view(0)
        assert view == other_view
        a, b = small_search(seed, 24), small_search(seed, 24)
        assert a.choose(view) == b.choose(other_view)
        assert a.last_stats == b.last_stats
        checked += 1
    assert checked >= 4


def test_search_bot_picks_a_safe_pair_when_forced_to_play_two():
    """R-P2-1, R-P2-3: at 92 facing Play 2 with 6, 2, 2, 4 the 6 leaves no
    safe second card (98); the search bot plays two cards and survives."""
    state = position([["6", "2", "2", "4"], ["1", "1", "1", "1"], ["1", "1", "1", "1"]], 92,
                     pending_play2=True, draw=["10", "10", "10", "10", "10", "10"])
    bot = small_search(1, 40)
    first = bot.choose(state.view(0))
    assert first != PlayCard(Card.SIX)
    state.apply(first)
    second = bot.choose(state.view(0))
    state.apply(second)
    assert not state.eliminated[0]
    assert state.total <= 98


def test_search_bot_uses_hold_and_negative_totals_in_classic1980():
    """R-80-DP-2: Hold answers a Double Play; R-80-NEG: minus ten may go below zero."""
    state = position([["hold", "9", "10", "8"], ["2", "3", "4", "5"], ["2", "3", "4", "5"]], 95,
                     rules="classic1980", pending_play2=True)
    bot = small_search(2, 40)
    assert bot.choose(state.view(0)) == PlayCard(Card.HOLD)  # the only safe card
    state = position([["minus10", "hold", "ono99", "ono99"], ["2", "3"], ["2", "3"]], 3,
                     rules="classic1980")
    view = state.view(0)
    action = bot.choose(view)
    assert action in view.legal_actions
    state.apply(PlayCard(Card.MINUS10))
    assert state.total == -7
    assert small_search(3, 20).choose(state.view(state.turn)) in state.view(state.turn).legal_actions


def test_search_bot_handles_the_ninety_nine_card():
    """R-99-1: the 99 card sets the total to 99 (bust above 99)."""
    state = position([["ninety_nine", "10", "9", "hold"], ["2", "3", "4", "5"], ["2", "3", "4", "5"]], 95,
                     rules="ninetynine_card")
    view = state.view(0)
    assert small_search(4, 30).choose(view) in view.legal_actions


def test_search_bot_draws_when_a_draw_is_owed():
    """R-80-DRAW: never miss a draw."""
    rules = get_ruleset("classic1980", {"manual_draw": "true"})
    state = GameState.new(rules, ["A", "B", "C"], 4)
    state.start()
    seat = state.current_player
    state.apply(state.legal_actions(seat)[0])
    drawer = state.current_player
    assert Draw() in state.legal_actions(drawer)
    assert small_search(1).choose(state.view(drawer)) == Draw()


# ---------------------------------------------------------------- heuristic look-ahead

def test_heuristic_finds_the_safe_pair_the_issue_found():
    """R-P2-3: the heuristic bot used to play 6 to reach 98 with 2, 2 and 4
    left and no safe second card.  2 and 2 (or 4 then 2) was safe."""
    state = position([["6", "2", "2", "4"], ["1", "1", "1", "1"], ["1", "1", "1", "1"]], 92,
                     pending_play2=True, draw=["10"] * 6)
    bot = make_bot("heuristic", 1)
    first = bot.choose(state.view(0))
    assert first != PlayCard(Card.SIX)
    state.apply(first)
    state.apply(bot.choose(state.view(0)))
    assert not state.eliminated[0]


def test_heuristic_never_eliminates_itself_when_a_safe_pair_existed():
    """Randomised: whenever the hand holds a safe pair of cards, the bot's
    two forced cards keep it in (the drawn cards are 10s, no help)."""
    rules = get_ruleset("mattel2022")
    deck = [c.value for c in rules.deck_cards()]
    rng = random.Random(11)
    bot = make_bot("heuristic", 3)
    checked = 0
    for _ in range(1500):
        hand = rng.sample(deck, 4)
        total = rng.randint(70, 98)
        cards = [Card(c) for c in hand]
        pair = any(
            rules.effect(a).kind.value != "unplayable" and rules.total_after(total, a) < 99
            and a is not Card.PLAY2 and a is not Card.REVERSE
            and any(rules.effect(b).kind.value != "unplayable"
                    and rules.total_after(rules.total_after(total, a), b) < 99
                    for b in cards[:i] + cards[i + 1:])
            for i, a in enumerate(cards))
        if not pair:
            continue
        state = position([hand, ["1"] * 4, ["1"] * 4], total, pending_play2=True, draw=["10"] * 8)
        if state.turn != 0:
            continue
        first = bot.choose(state.view(0))
        state.apply(first)
        if isinstance(first, PlayCard) and first.card in rules.dodge_cards:
            continue  # R-P2-2: the obligation passed on
        if state.turn == 0 and not state.is_over:
            state.apply(bot.choose(state.view(0)))
        assert not state.eliminated[0], (hand, total, first)
        checked += 1
    assert checked > 300


# ---------------------------------------------------------------- names

def test_difficulty_levels_and_old_names():
    assert [bot_kind(n) for n in ("easy", "medium", "hard")] == ["random", "heuristic", "search"]
    assert [bot_kind(n) for n in ("random", "heuristic", "search")] == ["random", "heuristic", "search"]
    assert difficulty_level("heuristic") == "medium"
    assert isinstance(make_bot("hard", 1), SearchBot)
    assert set(BOTS) == {"random", "heuristic", "search"}
    with pytest.raises(ValueError, match="easy, medium, hard"):
        bot_kind("expert")


@pytest.mark.parametrize("said, level", [
    ("new game with two hard bots", Difficulty.HARD), ("new game with three easy bots", Difficulty.EASY),
    ("new game with one medium bot", Difficulty.MEDIUM), ("new game with two random bots", Difficulty.EASY),
])
def test_bot_levels_in_the_grammar(said, level):
    command = parse_command(said)
    assert isinstance(command, SetupCommand) and command.intent == "new_game"
    assert command.difficulty is level
    assert said in load_grammar().phrases()


def test_hint_and_why_phrases_in_the_grammar():
    grammar = load_grammar()
    for said in ("what should i play", "hint", "give me a hint"):
        assert parse_command(said) == QueryCommand(QueryKind.HINT)
        assert said in grammar.phrases()
    command = parse_command("why did bot two play that")
    assert command == QueryCommand(QueryKind.WHY, player="Bot 2")
    assert parse_command("why") == QueryCommand(QueryKind.WHY)
    assert "why did bot one play that" in grammar.phrases()


def test_cli_difficulty_accepts_levels_and_old_names():
    from voice_ono.cli import build_parser

    for name in ("easy", "medium", "hard", "random", "heuristic", "search"):
        args = build_parser().parse_args(["play", "--difficulty", name, "--no-hints"])
        assert args.difficulty == name and args.no_hints
    assert GameSettings(bots=2, difficulty="hard").kinds() == ["human", "search", "search"]


# ---------------------------------------------------------------- hints

def hint_session(hand, total, *, pending_play2=False, hints=True, rules="mattel2022", bots_hands=None):
    bots_hands = bots_hands or [["1", "2", "3", "4"], ["5", "6", "7", "8"]]
    state, _ = state_from_scenario({
        "rules": rules, "players": ["You", "Bot 1", "Bot 2"], "hands": [hand, *bots_hands],
        "total": total, "turn": 0, "pending_play2": pending_play2, "seed": 9,
        "draw_pile": ["5"] * 10,
    })
    kinds = ["human", "heuristic", "heuristic"]
    settings = GameSettings(bots=2, seed=9, names=list(state.names), hints=hints)
    speaker = RecorderSpeaker()
    session = Session(state, kinds, speaker=speaker, inputs=None, settings=settings)
    session.replies.hint_budget = 60
    session.emit(state.start())
    return session, speaker


def _hint(card, code, **fields):
    """The hint "Play <card>: <reason>" by its reason code and values (bust at 99, before the next player)."""
    from voice_ono.narration import text
    from voice_ono.narration.reasons import move_text

    fields = {"bust": 99, "next": text("next-player"), **fields}
    return text("hint", move=move_text(PlayCard(card)), reason=text(f"reason-hint-{code}", **fields))


def _why(mover, card, code, **fields):
    """The answer to "why": "<mover> played <card>: <reason>"."""
    from voice_ono.narration import text
    from voice_ono.narration.reasons import move_text

    fields = {"bust": 99, "next": text("next-player"), **fields}
    return text("why", mover=mover, move=move_text(PlayCard(card), False), reason=text(f"reason-{code}", **fields))


def ask(session, speaker, text):
    from voice_ono.session import Heard

    before = session.state.to_dict()
    speaker.lines.clear()
    session.handle(Heard(text))
    assert session.state.to_dict() == before  # a hint or "why" never changes the game
    return speaker.lines[-1]


def test_hint_only_safe_card():
    session, speaker = hint_session(["3", "9", "10", "ono99"], 95)
    assert ask(session, speaker, "what should i play") == _hint(Card.THREE, "only_safe", total=95, after=98)


def test_hint_minus_ten_at_95():
    session, speaker = hint_session(["minus10", "7", "8", "9"], 95)
    assert ask(session, speaker, "hint") == _hint(Card.MINUS10, "bring_down", total=95, after=85)


def test_hint_play2_at_90():
    session, speaker = hint_session(["play2", "minus10", "9", "10"], 90)
    assert ask(session, speaker, "what should i play") == _hint(Card.PLAY2, "force", total=90, after=90, next="Bot 1")


def test_hint_safe_pair_when_forced():
    session, speaker = hint_session(["6", "2", "2", "4"], 92, pending_play2=True)
    line = ask(session, speaker, "hint")
    assert line in [_hint(c, "safe_pair", total=92, after=92 + int(c.value)) for c in (Card.TWO, Card.FOUR)]


def test_hints_off_and_not_your_turn():
    session, speaker = hint_session(["3", "9", "10", "ono99"], 95, hints=False)
    assert ask(session, speaker, "hint") == text("hints-off")
    assert "what should i play" not in session.replies.help_text()
    session, speaker = hint_session(["3", "9", "10", "ono99"], 50)
    session.state.turn = 1
    assert ask(session, speaker, "hint") == text("hint-not-your-turn", player="Bot 1")


# ---------------------------------------------------------------- why

def test_why_did_a_bot_play_that():
    """The reason for a bot's last move, hiding what it would tell of its hand."""
    session, speaker = hint_session(["3", "4", "5", "6"], 94,
                                    bots_hands=[["minus10", "7", "8", "9"], ["1", "2", "3", "4"]])
    assert ask(session, speaker, "why") == text("why-no-bot-yet")
    session._apply(PlayCard(Card.FOUR))  # you: 98; Bot 1 must bring it down
    session._bot_turn()
    assert session.state.total == 88
    line = ask(session, speaker, "why did bot one play that")
    assert line == _why("Bot 1", Card.MINUS10, "why-hidden-bring_down", total=98, after=88)
    assert ask(session, speaker, "why") == line
    assert ask(session, speaker, "why did bot two play that") == text("why-not-played", player="Bot 2")
    assert ask(session, speaker, "why did bot four play that") == \
        text("why-no-such-player", player="Bot 4", bots=text("list-and", first="Bot 1", last="Bot 2"), count=2)
    assert ask(session, speaker, "why did i play that") == text("not-a-bot", who=text("you-subject"), person="you")
    # The full reason, once the hand is no longer hidden.
    view, action = session.game.last_moves[1]
    full = reason_text(explain(view, action), session.state.names, mover="Bot 1")
    assert full == _why("Bot 1", Card.MINUS10, "why-bring_down", total=98, after=88)


def test_explain_codes_in_set_positions():
    cases = [
        ([["3", "9", "10", "ono99"], ["1"] * 4], 95, False, PlayCard(Card.THREE), "only_safe"),
        ([["minus10", "7", "8", "9"], ["1"] * 4], 95, False, PlayCard(Card.MINUS10), "bring_down"),
        ([["play2", "2", "5", "6"], ["1"] * 4, ["1"] * 4], 90, False, PlayCard(Card.PLAY2), "force"),
        ([["reverse", "2", "5", "6"], ["1"] * 4, ["1"] * 4], 90, True, PlayCard(Card.REVERSE), "dodge"),
        ([["ono99"] * 4, ["1"] * 4], 10, False, DiscardOnoSet(), "discard_ono"),
        ([["2", "5", "9", "1"], ["1"] * 4], 40, False, PlayCard(Card.NINE), "highest"),
    ]
    for hands, total, forced, action, code in cases:
        state = position(hands, total, pending_play2=forced)
        reason = explain(state.view(0), action)
        assert reason.code == code, (hands, total, reason)
    state = position([["2", "5"], ["1"] * 4], 10)
    with pytest.raises(ValueError):
        explain(state.view(0), PlayCard(Card.TEN))


# ---------------------------------------------------------------- bench bots

def test_bench_bots_rotates_seats_and_prints_json_last(tmp_path, capsys):
    winner, timings = bench.lineup_game(("mattel2022", {}, ["search", "heuristic", "random"], 4, 3))
    assert 0 <= winner < 3 and set(timings) == {"search", "heuristic", "random"}
    from voice_ono.cli import main

    code = main(["bench", "bots", "--games", "3", "--lineup", "hard,medium,medium", "--workers", "1",
                 "--iterations", "3", "--out", str(tmp_path)])
    assert code == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    result = json.loads(last)
    assert result["lineup"] == ["search", "heuristic", "heuristic"]
    assert result["games"] == 3 and abs(sum(result["win_rate"]) - 1) < 1e-9
    assert set(result["ms_per_decision"]) == {"search", "heuristic"}
    report = json.loads((tmp_path / "bots.json").read_text())
    assert len(report["win_rate_ci95"]) == 3 and report["seeds"] == [0, 2]
    assert (tmp_path / "bots.md").read_text().startswith("# Bots benchmark")
    # --seed: other deals (seeds 7..8), said in the report.
    assert main(["bench", "bots", "--games", "2", "--lineup", "medium,medium", "--workers", "1",
                 "--seed", "7", "--out", str(tmp_path)]) == 0
    assert json.loads((tmp_path / "bots.json").read_text())["seeds"] == [7, 8]
    assert "(seeds 7..8)" in (tmp_path / "bots.md").read_text()


def test_wilson_interval():
    lo, hi = bench.wilson_interval(40, 100)
    assert 0.30 < lo < 0.31 and 0.49 < hi < 0.50
    assert bench.wilson_interval(0, 0) == (0.0, 1.0)


def test_no_hints_on_the_command_line(tmp_path):
    """``voice-ono play --no-hints``: the hint is refused, the game goes on."""
    import subprocess
    import sys

    cmd = [sys.executable, "-m", "voice_ono", "play", "--input", "text", "--no-speech", "--no-autosave",
           "--seed", "3", "--difficulty", "hard", "--no-hints"]
    proc = subprocess.run(cmd, input="what should i play\nwhat is the total\n", capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert text("hints-off") in proc.stdout
    assert said_in(proc.stdout, "total-is")


def test_every_reason_code_has_its_sentences():
    from voice_ono.bots.explain import PRIVATE_CODES, REASON_CODES
    from voice_ono.narration.catalog import catalog

    ids = catalog().ids
    assert {i[len("reason-hint-"):] for i in ids if i.startswith("reason-hint-")} == set(REASON_CODES)
    assert {i[len("reason-why-"):] for i in ids
            if i.startswith("reason-why-") and not i.startswith("reason-why-hidden-")} == set(REASON_CODES)
    for code in PRIVATE_CODES:  # a reason that tells of the hand has a public form
        assert f"reason-why-hidden-{code}" in ids


@pytest.mark.parametrize("rules_name,options", [("mattel2022", {}), ("classic1980", {}),
                                                ("ninetynine_card", {}),
                                                ("classic1980", {"manual_draw": True, "ono_on_tens": True}),
                                                ("classic1980", {"scoring": "points"})])
def test_playout_state_matches_the_engine(rules_name, options):
    """The search's fast playout state (no turn_started events, the engine's
    own legal list reused) plays exactly like GameState: same legal actions
    at every step and the same outcome, over whole seeded games."""
    from voice_ono.bots.heuristic import heuristic_action
    rules = get_ruleset(rules_name, options)
    for seed in range(3):
        plain = GameState.new(rules, ["A", "B", "C", "D"], seed)
        plain.start()
        fast = plain.copy()
        fast.announce_turns = False
        fast.rng = random.Random()
        fast.rng.setstate(plain.rng.getstate())  # new rounds deal alike
        pick = random.Random(seed)
        steps = 0
        while not plain.is_over and steps < 3000:
            legal = plain.legal_actions()
            assert fast.next_legal() == legal
            seat = plain.current_player
            action = heuristic_action(rules, legal, plain.hands[seat], plain.total, plain.pending_play2,
                                      plain.plays_left, pick) if pick.random() < 0.8 else pick.choice(legal)
            plain.apply_unchecked(action)
            fast.apply_unchecked(action)
            assert (fast.total, fast.turn, fast.hands, fast.eliminated) == \
                (plain.total, plain.turn, plain.hands, plain.eliminated)
            steps += 1
        assert plain.is_over and fast.outcome == plain.outcome


def test_search_spends_more_playouts_on_the_finalists():
    """Sequential halving: with four legal cards the worse half drops out
    after the first phase; the heuristic's own card is always a finalist,
    and the budget is not exceeded."""
    state = position([["2", "5", "9", "minus10"], ["1", "2", "3", "4"], ["5", "6", "7", "8"]], 60)
    view = state.view(0)
    assert len(view.legal_actions) == 4
    bot = small_search(3, 40)
    bot.choose(view)
    visits = sorted(st.visits for st in bot.last_stats)
    assert visits[0] < visits[-1] and visits[-2] == visits[-1]
    assert sum(visits) == bot.last_iterations <= 40
    default = PlayCard(Card("9"))  # the heuristic's highest safe number card
    assert next(st.visits for st in bot.last_stats if st.action == default) == visits[-1]


def test_hard_bots_rule_of_thumb_keeps_the_play2_as_an_escape():
    """The medium bot plays Play 2 at 90 (HIGH_TOTAL); the hard bot's own
    rule of thumb (OWN_HIGH_TOTAL None) plays its highest safe number card
    and keeps the Play 2; with only specials safe, both play the Play 2."""
    from voice_ono.bots.heuristic import heuristic_action
    from voice_ono.bots.search import OWN_HIGH_TOTAL

    rules = get_ruleset("mattel2022")
    state = position([["play2", "5", "3", "1"], ["1", "2", "3", "4"]], 90)
    view = state.view(0)
    args = (rules, view.legal_actions, view.hand, view.total, view.pending_play2, view.plays_left)
    assert heuristic_action(*args, random.Random(0)) == PlayCard(Card.PLAY2)
    assert heuristic_action(*args, random.Random(0), OWN_HIGH_TOTAL) == PlayCard(Card("5"))
    state = position([["play2", "minus10", "9", "10"], ["1", "2", "3", "4"]], 90)
    view = state.view(0)
    args = (rules, view.legal_actions, view.hand, view.total, view.pending_play2, view.plays_left)
    assert heuristic_action(*args, random.Random(0), OWN_HIGH_TOTAL) == PlayCard(Card.PLAY2)


def test_a_hint_names_the_number_two_apart_from_the_play_2_card():
    """Tester: the hint "Play 2: it takes the total to 46" meant the number 2, but spoken it sounds like
    the Play 2 card's name."""
    from voice_ono.narration.reasons import move_text
    from voice_ono.rules import Card, PlayCard

    from voice_ono.narration import text

    def play(card: str, name: str) -> str:
        return text("move-play", tense="imperative", card=text("move-card", card=card, name=name))

    assert move_text(PlayCard(Card.TWO)) == play("two", "2") != play("play2", "Play 2")
    assert move_text(PlayCard(Card.PLAY2)) == play("play2", text("card-name", card="play2"))
    assert move_text(PlayCard(Card.THREE)) == "Play 3"


# ---------------------------------------------------------------- same seed, same game (issue 19 item 9)

class SlowClock:
    """A stand-in for ``time.perf_counter`` on a very slow or busy machine: every reading is a second later."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


def _hard_game(seed: int, moves: int = 15) -> list[str]:
    """The first ``moves`` moves of a bots-only game of three hard bots (the whole game costs 14 s of CPU)."""
    state = GameState.new(get_ruleset("mattel2022"), ["A", "B", "C"], seed=seed)
    bots = [make_bot("search", seed * 1000 + s) for s in range(3)]
    state.start()
    while (actor := state.current_player) is not None and len(state.history) < moves:
        state.apply(bots[actor].choose(state.view(actor)))
    return [str(a) for a in state.history]


def test_same_seed_same_hard_game_on_any_machine(monkeypatch):
    """The hard bot's budget is playouts, not wall time: a bots-only game of hard bots is the same move for
    move when the clock runs as if the machine were very slow (it was cut short by a 100 ms cap)."""
    import time

    normal = _hard_game(7)
    assert len(normal) == 15
    monkeypatch.setattr(time, "perf_counter", SlowClock())
    monkeypatch.setattr(time, "monotonic", SlowClock())
    assert _hard_game(7) == normal


def test_same_seed_same_hint_every_time(monkeypatch):
    """A hint asked twice, once on a "slow machine", names the same move with the same reason."""
    import time

    session, speaker = hint_session(["3", "7", "reverse", "play2"], 60)
    first = ask(session, speaker, "hint")
    monkeypatch.setattr(time, "perf_counter", SlowClock())
    assert ask(session, speaker, "hint") == first


def test_r_99_1_hint_for_the_99_card_names_who_then_needs_a_card_adding_nothing():
    """Issue 19 item 16: "it sets the total to 99, so needs a card that adds nothing" lacked its subject."""
    from voice_ono.bots.explain import explain
    from voice_ono.narration import text

    state = position([["ninety_nine", "10", "9", "8"], ["2", "3", "4", "5"], ["2", "3", "4", "5"]], 40,
                     rules="ninetynine_card", players=["You", "Bot 1", "Bot 2"])
    view = state.view(0)
    reason = explain(view, PlayCard(Card.NINETY_NINE))
    assert reason.code == "set_99" and reason.next_seat == 1
    said = reason_text(reason, state.names, you=0)
    assert text("reason-hint-set_99", next="Bot 1") in said
    anonymous = reason_text(type(reason)(**{**reason.__dict__, "next_seat": None}), state.names, you=0)
    assert text("reason-hint-set_99", next=text("next-player")) in anonymous
