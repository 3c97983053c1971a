"""End-to-end CLI tests: scenario files + piped text commands + ``--events jsonl``.

Each mattel2022 rule is reproduced through ``voice-ono play`` run as a
subprocess (tests/scenarios/mattel2022/*.json, docs/scenario.md).  With every
seat human, the piped commands drive every seat in turn order.  stdout must
hold only JSON event lines; narration goes to stderr.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from voice_ono.rules.events import (EVENT_CLASSES, CardPlayed, CommandRefused, DirectionChanged, Drew, GameStarted,
                                    GameWon, Ono99Discarded, Play2Pending, PlayerEliminated, Reshuffled, TurnStarted)
import paths

HERE = paths.TESTS
SCENARIOS = HERE / "scenarios" / "mattel2022"
INVALID = HERE / "scenarios" / "invalid"
EVENT_TYPES = {cls.TAG for cls in EVENT_CLASSES}

REQUIRED = {
    GameStarted.TAG: ("total", "players"),
    TurnStarted.TAG: ("player", "seat", "total"),  # + "hand" for human seats (checked below)
    CardPlayed.TAG: ("player", "seat", "card", "total"),
    DirectionChanged.TAG: ("player", "total", "direction"),
    Play2Pending.TAG: ("player", "seat", "total"),
    Drew.TAG: ("player", "seat", "total"),  # + "card" for human seats (checked below)
    Reshuffled.TAG: ("total",),
    Ono99Discarded.TAG: ("player", "seat", "total"),
    PlayerEliminated.TAG: ("player", "seat", "total", "hand"),
    CommandRefused.TAG: ("message", "values", "reason"),
    GameWon.TAG: ("player", "seat", "total"),
}


def run_cli(*args: str, commands=(), timeout: float = 60):
    cmd = [sys.executable, "-m", "voice_ono", "play", "--input", "text", "--no-speech", *args]
    if "--scenario" in args:
        cmd.append("--no-hand-over")  # one script plays every human seat
    if "--save-file" not in args:
        cmd.append("--no-autosave")
    return subprocess.run(cmd, input="".join(c + "\n" for c in commands), capture_output=True,
                          text=True, timeout=timeout)


def run_scenario(name: str, commands):
    """Run a scenario; check the stream's shape; return the events and stderr."""
    proc = run_cli("--scenario", str(SCENARIOS / f"{name}.json"), "--events", "jsonl",
                   commands=commands)
    assert proc.returncode == 0, proc.stderr
    events = check_stream(proc.stdout)
    assert "Welcome to voice-ono" in proc.stderr  # narration is on stderr
    return events, proc.stderr


def check_stream(stdout: str) -> list[dict]:
    """Every stdout line is one JSON event with the fields its type requires."""
    events = []
    for line in stdout.splitlines():
        e = json.loads(line)  # fails on any non-JSON line
        assert isinstance(e, dict) and e.get("type") in EVENT_TYPES, line
        for key in REQUIRED.get(e["type"], ()):
            assert key in e, f"{e['type']} event without {key!r}: {line}"
        events.append(e)
    assert events and events[0]["type"] == GameStarted.TAG
    return events


def of(events, kind):
    return [e for e in events if e["type"] == kind]


def played(events):
    return [(e["player"], e["card"], e["total"]) for e in of(events, CardPlayed.TAG)]


def test_every_scenario_file_loads():
    from voice_ono.rules.scenario import load_scenario, state_from_scenario

    files = sorted(SCENARIOS.glob("*.json"))
    assert len(files) >= 10
    for f in files:
        state, kinds = state_from_scenario(load_scenario(f))
        state.start()
        assert len(kinds) == len(state.names)


def test_bust_refusal():
    events, err = run_scenario("bust_refusal", ["play nine", "play three"])
    refused = of(events, CommandRefused.TAG)
    assert len(refused) == 1
    # codes and language-free values (R-BUST-1); "reason" is the message id again, not the sentence said
    assert refused[0]["message"] == refused[0]["reason"] == "illegal-would_bust"
    assert refused[0]["values"] == {"card": "9", "total": 101, "bust_total": 99, "safe": ["3", "5", "minus10"]}
    assert refused[0]["total"] == 92
    assert played(events) == [("Ann", "3", 95)]
    assert "9 would make 101" in err


def test_minus10_clamp():
    events, _ = run_scenario("minus10_clamp", ["minus ten"])
    assert played(events) == [("Ann", "minus10", 0)]


def test_reverse_with_two_players_acts_as_zero():
    events, _ = run_scenario("reverse_two_players", ["play reverse", "play one"])
    assert not of(events, DirectionChanged.TAG)
    assert played(events) == [("Ann", "reverse", 40), ("Ben", "1", 41)]


def test_reverse_with_three_players_flips_direction():
    events, _ = run_scenario("reverse_three_players", ["play reverse", "play four"])
    assert of(events, DirectionChanged.TAG)[0]["direction"] == -1
    assert played(events) == [("Ann", "reverse", 40), ("Cat", "4", 44)]


def test_play2_two_cards():
    events, _ = run_scenario("play2_two_cards", ["play the play two card", "three", "eight", "one"])
    assert of(events, Play2Pending.TAG)[0]["player"] == "Ben"
    assert played(events) == [("Ann", "play2", 10), ("Ben", "3", 13), ("Ben", "8", 21),
                              ("Cat", "1", 22)]
    assert [e["card"] for e in of(events, Drew.TAG)] == ["9", "8", "7", "6"]
    second = [e for e in of(events, TurnStarted.TAG) if e.get("second_card")]
    assert len(second) == 1 and second[0]["player"] == "Ben" and second[0]["total"] == 13


def test_play2_passed_on_by_reverse():
    events, _ = run_scenario("play2_passed_by_reverse", ["play2", "reverse", "five", "six"])
    pend = of(events, Play2Pending.TAG)
    assert [p["player"] for p in pend] == ["Ben", "Ann"]
    assert pend[1]["passed"] is True
    assert played(events) == [("Ann", "play2", 20), ("Ben", "reverse", 20), ("Ann", "5", 25),
                              ("Ann", "6", 31)]
    # After Ann's two cards the direction is reversed: Cat is next.
    assert of(events, TurnStarted.TAG)[-1]["player"] == "Cat"


def test_play2_passed_on_by_play2():
    events, _ = run_scenario("play2_passed_by_play2", ["play2", "play2", "one", "two", "five"])
    pend = of(events, Play2Pending.TAG)
    assert [p["player"] for p in pend] == ["Ben", "Cat"]
    assert played(events) == [("Ann", "play2", 20), ("Ben", "play2", 20), ("Cat", "1", 21),
                              ("Cat", "2", 23), ("Ann", "5", 28)]


def test_second_card_elimination_without_passing_on():
    events, err = run_scenario("second_card_elimination", ["play2", "ten", "two"])
    out = of(events, PlayerEliminated.TAG)
    assert len(out) == 1 and out[0]["player"] == "Ben" and out[0]["reason"] == "second_card"
    assert sorted(out[0]["hand"]) == sorted(["10", "5", "9", "ono99"])
    assert len(of(events, Play2Pending.TAG)) == 1
    assert played(events)[-1] == ("Cat", "2", 97)
    assert "Ben cannot play a second card and is out" in err


def test_facing_play2_without_a_card_is_eliminated():
    events, _ = run_scenario("facing_play2_no_card", ["play2", "two"])
    out = of(events, PlayerEliminated.TAG)
    assert [e["player"] for e in out] == ["Ben"]
    after = events[events.index(out[0]):]
    turn = of(after, TurnStarted.TAG)[0]
    assert turn["player"] == "Cat" and turn["pending_play2"] is False
    assert played(events)[-1] == ("Cat", "2", 94)


def test_ono_discard():
    events, _ = run_scenario("ono_discard", ["discard four onos"])
    disc = of(events, Ono99Discarded.TAG)
    assert len(disc) == 1 and disc[0]["player"] == "Ann" and disc[0]["total"] == 50
    assert [e["card"] for e in of(events, Drew.TAG)] == ["7", "8", "9", "10"]


def test_ono_cannot_be_played():
    events, _ = run_scenario("ono_cannot_be_played", ["play ono", "five"])
    refused = of(events, CommandRefused.TAG)[0]
    assert refused["message"] == "illegal-never_playable" and refused["values"] == {"card": "ono99"}  # R-ONO-1
    assert played(events) == [("Ann", "5", 15)]


def test_elimination_with_revealed_hand_and_win():
    events, err = run_scenario("elimination_revealed", ["eight"])
    out = of(events, PlayerEliminated.TAG)
    assert out[0]["player"] == "Ben" and sorted(out[0]["hand"]) == sorted(["10", "9", "ono99", "5"])
    won = of(events, GameWon.TAG)
    assert len(won) == 1 and won[0]["player"] == "Ann"
    assert events[-1]["type"] == GameWon.TAG
    assert "Ben held 5, 9, 10 and ONO 99" in err


def test_reshuffle():
    events, _ = run_scenario("reshuffle", ["seven"])
    types = [e["type"] for e in events]
    assert types.index(Reshuffled.TAG) < types.index(Drew.TAG)
    assert of(events, Reshuffled.TAG)[0]["total"] == 47
    assert of(events, Drew.TAG)[0]["card"] == "10"


def test_r_win_2_no_one_can_play():
    events, _ = run_scenario("no_one_can_play", ["eight"])
    won = of(events, GameWon.TAG)
    assert len(won) == 1 and won[0]["player"] == "Ann"
    assert won[0]["termination"] == "no_one_can_play"


def test_refused_and_unknown_commands_do_not_change_the_game():
    events, err = run_scenario("bust_refusal", ["play the trumpet", "play two", "what's the total?",
                                                 "read my hand", "play nine"])
    assert not of(events, CardPlayed.TAG)
    assert len(of(events, CommandRefused.TAG)) == 3
    assert "The total is 92" in err and "You hold 3, 5, 9 and minus 10" in err


def test_exit_code_zero_when_input_ends_mid_game():
    events, _ = run_scenario("bust_refusal", [])
    assert not of(events, GameWon.TAG)
    events, _ = run_scenario("play2_two_cards", ["play2", "three"])
    assert not of(events, GameWon.TAG) and len(played(events)) == 2


def test_scenario_against_bots():
    events, _ = run_scenario("vs_bots", ["seven"] + ["read my hand"] * 3)
    assert played(events)[0] == ("Ann", "7", 17)
    bot_plays = [p for p in played(events) if p[0] != "Ann"]
    assert [p[0] for p in bot_plays[:2]] == ["Ben", "Cat"]


@pytest.mark.parametrize("path, message", [
    (INVALID / "bad_card.json", "minus11"),
    (INVALID / "bad_json.json", "not valid JSON"),
    (INVALID / "missing.json", "not found"),
    (INVALID / "wrong_hand_count.json", "hands"),
    (INVALID / "unknown_bot.json", "unknown kind 'wizard'"),
])
def test_invalid_scenario_exits_2_with_a_clear_message(path, message):
    proc = run_cli("--scenario", str(path), "--events", "jsonl", commands=["seven"])
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert message in proc.stderr
    assert "Traceback" not in proc.stderr


def _seeded(seed: int, commands):
    proc = run_cli("--seed", str(seed), "--bots", "2", "--difficulty", "heuristic",
                   "--events", "jsonl", commands=commands)
    assert proc.returncode == 0, proc.stderr
    return check_stream(proc.stdout), proc.stderr


def test_seeded_game_against_bots_with_a_command_script():
    # "what can i play" then each of the safe cards in turn: a script that
    # always finds a legal play without knowing the hand in advance.
    script = []
    for _ in range(40):
        script += ["what can i play"] + [c for c in ("minus ten", "reverse", "zero", "one", "two",
                                                     "three", "four", "five", "six", "seven",
                                                     "eight", "nine", "ten")]
    events, err = _seeded(5, script)
    assert of(events, GameStarted.TAG)[0]["players"] == ["You", "Bot 1", "Bot 2"]
    mine = [p for p in played(events) if p[0] == "You"]
    assert mine, "the human never played"
    assert {p[0] for p in played(events)} >= {"You", "Bot 1"}
    # Same seed and commands: the same event stream.
    again, _ = _seeded(5, script)
    assert again == events
    # Bots' drawn cards are in the event stream but never narrated.
    assert "Bot 1 draws" not in err and "Bot 2 draws" not in err


def test_event_stream_never_shows_bots_hidden_cards():
    """--events jsonl carries what the human may see: your hand and draws, never a bot's."""
    proc = subprocess.run([sys.executable, "-m", "voice_ono", "play", "--input", "text", "--no-speech",
                           "--no-autosave", "--seed", "5", "--bots", "2", "--events", "jsonl"],
                          input="read my hand\n", capture_output=True, text=True, timeout=60)
    events = [json.loads(line) for line in proc.stdout.splitlines()]
    mine = [e for e in events if e.get("seat") == 0 and e["type"] in (TurnStarted.TAG, Drew.TAG)]
    bots = [e for e in events if e.get("seat") in (1, 2) and e["type"] in (TurnStarted.TAG, Drew.TAG)]
    assert bots, "no bot turn in the stream"
    assert all("hand" not in e and "safe" not in e and "card" not in e for e in bots), bots
    assert all(("hand" in e) if e["type"] == TurnStarted.TAG else ("card" in e) for e in mine)
    assert any(e["type"] == CardPlayed.TAG and e.get("seat") in (1, 2) and "card" in e for e in events)
