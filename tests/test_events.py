"""Typed events: one frozen dataclass per event, JSON only at the edge (``to_json`` / ``event_from_json``).

The JSON shape is the contract of ``--events jsonl`` and the game log: every class writes exactly today's
objects and reads them back, older streams included (``tests/saves/main_v1/expected.json`` holds events an
earlier version wrote; ``tests/golden/events_v1.jsonl`` streams of it, with bots' hidden cards left out).
"""

from __future__ import annotations

import json
from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest

from voice_ono.rules import Card, DataError, GameState, Termination, event_from_json, get_ruleset
from voice_ono.rules.events import (EVENT_CLASSES, CardPlayed, CommandRefused, DirectionChanged, DrawForfeited, Drew,
                                    EliminationReason, FrozenMap, GameStarted, GameWon, Ono99Discarded, OutReason,
                                    Play2Pending, PlayerEliminated, PlayerOut, Reshuffled, RoundEnded, RoundStarted,
                                    TokenLost, TurnPassed, TurnStarted)

HERE = Path(__file__).parent

EXAMPLES = [
    GameStarted(total=0, players=("Ann", "Bot 1"), dealer="Bot 1", rules="mattel2022"),
    GameStarted(total=0, players=("Ann", "Ben"), dealer=None, rules="classic1980"),
    RoundStarted(total=0, round=1, dealer="Ann", tokens=FrozenMap({"Ann": 3, "Ben": 3})),
    RoundStarted(total=0, round=2, dealer=None, scores=FrozenMap({"Ann": 40, "Ben": 12})),
    TurnStarted(player="Ann", seat=0, total=12, plays_left=1, second_card=False, pending_play2=False,
                hand=(Card.SEVEN, Card.REVERSE), safe=(Card.SEVEN,), can_discard=True),
    TurnStarted(player="Ann", seat=0, total=19, plays_left=1, second_card=True, hand=(Card.ONE,), safe=()),
    TurnStarted(player="Bot 1", seat=1, total=19, plays_left=2, second_card=False, pending_play2=True),
    CardPlayed(player="Ann", seat=0, card=Card.MINUS10, total=0),
    CardPlayed(player="Ann", seat=0, card=Card.ONO99, total=40, extra=True),
    DirectionChanged(player="Ben", seat=1, total=20, direction=-1),
    Play2Pending(player="Ann", seat=0, total=20, forcing_card=Card.PLAY2, giver="Ben", passed=True),
    Drew(player="Ann", seat=0, card=Card.EIGHT, total=50, draw_pile=20),
    Drew(player="Bot 1", seat=1, card=None, total=50, draw_pile=19),
    Reshuffled(total=50, draw_pile=30),
    Ono99Discarded(player="Ann", seat=0, card=Card.ONO99, total=50),
    PlayerEliminated(player="Ben", seat=1, total=95, hand=(Card.NINE, Card.TEN), reason=EliminationReason.SECOND_CARD),
    PlayerEliminated(player="Ben", seat=1, total=95, reason=EliminationReason.NO_SAFE_CARD, out_of="round"),
    CommandRefused(total=3, message="illegal-would_bust",
                   values=FrozenMap({"card": "9", "total": 95, "bust_total": 104, "safe": ("3",)}),
                   said="9 would make 104."),  # a stream of the first version: the sentence too
    CommandRefused(total=3, message="illegal-would_bust",
                   values=FrozenMap({"card": "9", "total": 95, "bust_total": 104, "safe": ("3",)})),
    CommandRefused(total=3, message="no-question", values=FrozenMap()),
    CommandRefused(total=3, message=None, values=None, said="No."),
    GameWon(player="Ann", seat=0, total=98, termination=Termination.LAST_PLAYER_STANDING),
    GameWon(player="Ann", seat=0, total=0, termination=Termination.LOWEST_SCORE,
            scores=FrozenMap({"Ann": 80, "Ben": 131}), out=("Ben",)),
    RoundEnded(total=99, round=3, loser="Ann", tokens=FrozenMap({"Ann": 1, "Ben": 0}), out=("Ben",)),
    RoundEnded(total=99, round=1, loser=None, tokens=FrozenMap({"Ann": 3, "Ben": 3}), out=()),
    RoundEnded(total=99, round=2, winner="Ben", points=FrozenMap({"Ann": 30, "Ben": 5}),
               scores=FrozenMap({"Ann": 60, "Ben": 5}),
               hands=FrozenMap({"Ann": (Card.TWO, Card.SIX), "Ben": (Card.FIVE,)})),
    RoundEnded(total=99, round=2, winner=None, points=FrozenMap({}), scores=FrozenMap({}), hands=FrozenMap({})),
    TokenLost(player="Ben", seat=1, total=99, tokens=2),
    PlayerOut(player="Ben", seat=1, total=99, reason=OutReason.TOKENS),
    PlayerOut(player="Ben", seat=1, total=0, reason=OutReason.TARGET, score=131),
    DrawForfeited(player="Ann", seat=0, total=40, by="Ben", cards=1),
    TurnPassed(player="Ann", seat=0, total=40),
]


def test_every_event_class_has_an_example_and_its_own_tag():
    assert {type(e) for e in EXAMPLES} == set(EVENT_CLASSES)
    tags = [cls.TAG for cls in EVENT_CLASSES]
    assert len(set(tags)) == len(tags)


@pytest.mark.parametrize("event", EXAMPLES, ids=lambda e: f"{type(e).__name__}")
def test_every_event_goes_to_json_and_back_equal(event):
    data = event.to_json()
    assert data["type"] == type(event).TAG
    back = event_from_json(json.loads(json.dumps(data)))
    assert back == event and type(back) is type(event)
    assert back.to_json() == data
    assert hash(back) == hash(event)  # frozen values


def test_events_are_frozen():
    e = EXAMPLES[0]
    with pytest.raises(FrozenInstanceError):
        e.total = 5  # type: ignore[misc]


def test_json_has_todays_shape():
    """The key order, the renamed ``from``, nulls that are always written and flags written only when true."""
    play2 = Play2Pending(player="Ann", seat=0, total=20, forcing_card=Card.PLAY2, giver="Ben", passed=False)
    assert json.dumps(play2.to_json()) == ('{"type": "play2_pending", "player": "Ann", "seat": 0, "total": 20, '
                                           '"card": "play2", "from": "Ben", "passed": false}')
    assert list(EXAMPLES[1].to_json()) == ["type", "total", "players", "dealer", "rules"]
    assert EXAMPLES[1].to_json()["dealer"] is None
    assert "extra" not in EXAMPLES[7].to_json() and EXAMPLES[8].to_json()["extra"] is True
    second = EXAMPLES[5].to_json()
    assert list(second) == ["type", "player", "seat", "total", "plays_left", "second_card", "hand", "safe"]
    tokens, points = EXAMPLES[24].to_json(), EXAMPLES[26].to_json()
    assert list(tokens) == ["type", "total", "round", "loser", "tokens", "out"] and tokens["loser"] is None
    assert list(points) == ["type", "total", "round", "winner", "points", "scores", "hands"]
    assert points["winner"] is None


def test_engine_events_are_typed_and_json_keeps_the_strings():
    state = GameState.new(get_ruleset(), ["A", "B"], seed=1)
    started, turn = state.start()
    assert isinstance(started, GameStarted) and started.players == ("A", "B")
    assert isinstance(turn, TurnStarted) and turn.hand is not None and turn.safe is not None
    assert all(isinstance(c, Card) for c in turn.hand + turn.safe)
    data = turn.to_json()
    assert data["hand"] == [c.value for c in turn.hand] and all(type(c) is str for c in data["hand"])
    assert list(data)[:4] == ["type", "player", "seat", "total"]


def test_old_save_events_still_read():
    """Every event an earlier version wrote (the save fixtures' expected events) reads as its class and
    writes back the same JSON."""
    expected = json.loads((HERE / "saves" / "main_v1" / "expected.json").read_text(encoding="utf-8"))
    events = [e for game in expected.values() for e in game["events"]]
    assert len(events) > 50
    for data in events:
        event = event_from_json(data)
        assert event.to_json() == data
    assert {type(event_from_json(d)) for d in events} >= {TurnStarted, CardPlayed, Drew, Play2Pending}


def test_old_event_stream_still_reads():
    """``--events jsonl`` streams of an earlier version (three games: tokens, manual draw with points),
    byte for byte: bots' turns without the hand and draws without the card (hidden), refusals."""
    lines = (HERE / "golden" / "events_v1.jsonl").read_text(encoding="utf-8").splitlines()
    events = [event_from_json(json.loads(line)) for line in lines]
    assert [json.dumps(e.to_json()) for e in events] == lines
    assert isinstance(events[0], GameStarted)
    hidden = [e for e in events if isinstance(e, TurnStarted) and e.hand is None]
    assert hidden and all(e.safe is None and not e.can_discard for e in hidden)
    assert any(isinstance(e, Drew) and e.card is None for e in events)
    assert any(isinstance(e, Drew) and isinstance(e.card, Card) for e in events)  # your own draws
    refusals = [e for e in events if isinstance(e, CommandRefused)]
    assert any(e.message == "refused-not_in_hand" and e.values and e.said for e in refusals)


def test_an_older_refusal_without_message_id_reads():
    old = {"type": "command_refused", "total": 3, "reason": "You have no 7."}
    refused = event_from_json(old)
    assert refused == CommandRefused(total=3, message=None, values=None, said="You have no 7.")
    assert refused.to_json() == old


def test_a_refusal_is_its_message_id_and_values_and_reason_is_the_id():
    refused = CommandRefused(total=92, message="illegal-would_bust",
                             values=FrozenMap({"card": "9", "total": 101, "bust_total": 99, "safe": ("3",)}))
    data = refused.to_json()
    assert data == {"type": "command_refused", "total": 92, "message": "illegal-would_bust",
                    "values": {"card": "9", "total": 101, "bust_total": 99, "safe": ["3"]},
                    "reason": "illegal-would_bust"}
    assert list(data) == ["type", "total", "message", "values", "reason"]
    assert refused.said is None and event_from_json(data) == refused


@pytest.mark.parametrize("data", [
    {"type": "no_such_event", "total": 0},
    {"type": "command_refused", "total": 0},  # neither a message id nor a reason
    {"total": 0},
    {"type": "card_played", "player": "Ann", "seat": 0, "total": 3},  # no card
    {"type": "card_played", "player": "Ann", "seat": "0", "card": "7", "total": 3},
    {"type": "card_played", "player": "Ann", "seat": 0, "card": "eleven", "total": 3},
    {"type": "player_out", "player": "Ann", "seat": 0, "total": 3, "reason": "bored"},
    {"type": "turn_passed", "player": "Ann", "seat": 0, "total": 3, "reason": "three_ono"},
    {"type": "round_started", "total": 0, "round": 1, "dealer": None, "tokens": {"Ann": "3"}},
])
def test_a_bad_event_is_a_data_error(data):
    with pytest.raises(DataError):
        event_from_json(data)


def test_strings_from_json_become_cards_and_enums():
    won = event_from_json({"type": "game_won", "player": "Ann", "seat": 0, "total": 9,
                           "termination": "no_one_can_play"})
    assert isinstance(won, GameWon) and won.termination is Termination.NO_ONE_CAN_PLAY
    out = event_from_json({"type": "player_eliminated", "player": "Ann", "seat": 0, "total": 9, "hand": ["7"],
                           "reason": "second_card"})
    assert isinstance(out, PlayerEliminated) and out.hand == (Card.SEVEN,)
    assert out.reason is EliminationReason.SECOND_CARD and out.out_of is None
    ended = event_from_json({"type": "round_ended", "total": 0, "round": 2, "winner": "Ann",
                             "points": {"Ann": 0}, "scores": {"Ann": 3}, "hands": {"Ann": ["hold"]}})
    assert isinstance(ended, RoundEnded) and ended.hands == {"Ann": (Card.HOLD,)} and ended.scores == {"Ann": 3}
