"""Property-based tests (hypothesis): random commands and random answers at
every question, through whole games on all three presets.  After every step:
the state is unchanged when nothing was played (refusals, "no", questions
asked again), the autosave is valid and equals the game, no game is replaced
or lost without an explicit yes, and no traceback escapes
(:mod:`voice_ono_dev.soak` holds the checks; ``voice-ono bench soak`` runs many
more games through them).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from voice_ono.rules import PRESETS
from voice_ono.session import Heard
from voice_ono_dev.soak import scratch_dir, soak_game


def _soak(rules: str, seed: int, rng) -> None:
    with scratch_dir() as tmp:
        result = soak_game(rules, seed, Path(tmp), rng=rng, max_steps=150)
    assert result.crash is None, result.crash
    assert result.violations == []
    assert result.steps > 0


@pytest.mark.parametrize("rules", sorted(PRESETS))
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), rng=st.randoms(use_true_random=False))
def test_random_commands_and_answers_never_lose_data(rules, seed, rng):
    _soak(rules, seed, rng)


@pytest.mark.slow
@pytest.mark.parametrize("rules", sorted(PRESETS))
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), rng=st.randoms(use_true_random=False))
def test_many_random_games_never_lose_data(rules, seed, rng):
    """The same property on four times as many games (the slow set: ``pytest -m slow``, run by CI)."""
    _soak(rules, seed, rng)


def test_checks_can_fail(monkeypatch):
    """The invariants are real: a session that forgets the previous save is caught."""
    from voice_ono.session.autosave import Autosave

    monkeypatch.setattr(Autosave, "keep_previous", lambda self, left: True)
    bad = 0
    with scratch_dir() as tmp:
        for seed in range(12):  # the first game that breaks an invariant is enough
            result = soak_game("mattel2022", seed, Path(tmp), max_steps=150)
            bad += bool(result.violations)
            if bad:
                break
    assert bad > 0


# Each question the game asks, how it is brought about, and what a yes carries out.
_TWOS = {"rules": "mattel2022", "players": ["Ann", "Bob"], "kinds": ["human", "medium"],
         "hands": [["2", "play2", "5", "7"], ["3", "4", "5", "6"]], "draw_pile": ["1", "2", "3", "4"],
         "total": 30, "seed": 4}
QUESTIONS = {
    "which two": (dict(_TWOS), Heard("play two")),
    "only the play 2 is safe": (dict(_TWOS, total=98), Heard("play two")),
    "unsure spoken play": (dict(_TWOS), Heard("play seven", confident=False, spoken=True)),
    "spoken quit": (dict(_TWOS), Heard("quit", spoken=True)),
    "new game": (dict(_TWOS), Heard("new game with three bots")),
    "unsure speech setting": (dict(_TWOS), Heard("slower", confident=False, spoken=True)),
}


def _asked(setup, tmp):
    from voice_ono.rules.scenario import state_from_scenario
    from voice_ono.session import Session
    from voice_ono_dev.soak import SilentSpeaker

    state, kinds = state_from_scenario(setup)

    class Script:
        def __init__(self):
            self.items = []

        def next(self, prompt=None):
            return self.items.pop(0) if self.items else None

    inputs = Script()
    session = Session(state, kinds, speaker=SilentSpeaker(), inputs=inputs, settings=None,
                      save_path=tmp / "save.json")
    session.emit(state.start())
    if setup is not QUESTIONS["new game"][0]:
        return session, inputs
    session.handle(Heard("play five"))  # a move, so the new-game question protects something
    return session, inputs


@pytest.mark.parametrize("name", sorted(QUESTIONS))
def test_every_answer_to_every_question_is_handled(name, tmp_path):
    """Issue 19 item 1: each question the game asks, answered with each of its possible answers, typed and
    spoken: no traceback, the question is asked, and only a yes or the name of a legal choice changes the
    game; anything else leaves it exactly as it was."""
    from voice_ono.commands.parse import UnknownCommandError, parse_command
    from voice_ono.commands.resolve import Resolved, resolve
    from voice_ono.commands.types import AnswerCommand, PlayCommand
    from voice_ono_dev.soak import question_answers

    setup, trigger = QUESTIONS[name]
    session, _ = _asked(setup, tmp_path)
    session.handle(trigger)
    assert session.dialogue.pending is not None, name
    question = session.dialogue.pending.question
    answers = question_answers(question, session.grammar)
    assert "yes" in answers and "no" in answers
    for answer in answers:
        for spoken in (False, True):
            session, inputs = _asked(setup, tmp_path)
            session.handle(trigger)
            assert session.dialogue.pending is not None and session.dialogue.pending.question == question
            state, before = session.state, session.state.to_dict()
            choices = session.dialogue.pending.choices
            try:
                command = parse_command(answer)
            except UnknownCommandError:
                command = None
            names_a_choice = isinstance(command, PlayCommand) and bool(choices) and (
                session.dialogue.choice_named(command, session.dialogue.pending) is not None
                or isinstance(r := resolve(command, state.view(session.game.humans[0])), Resolved) and r.action in choices)
            session.handle(Heard(answer, spoken=spoken))  # raises on a crash: the test fails with it
            if not (isinstance(command, AnswerCommand) and command.yes) and not names_a_choice:
                assert session.state is state and session.state.to_dict() == before, (name, answer, spoken)
