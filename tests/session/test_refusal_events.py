"""Refusals in the ``--events jsonl`` stream are codes and values, not sentences (issue 20): every way the
session refuses a command writes a ``command_refused`` whose JSON carries the catalog message id and
language-free values only, and narrating that event says again the very sentence the session said."""

from __future__ import annotations

import io
import json

import pytest

from voice_ono.commands.resolve import Refusal, RefusalCode
from voice_ono.languages import using_language
from voice_ono.rules import Card, Illegal, event_from_json
from voice_ono.rules.events import CommandRefused
from voice_ono.rules.reasons import IllegalCode
from voice_ono.rules.scenario import load_scenario, state_from_scenario
from voice_ono.session import GameSettings, Session
from voice_ono.speech.tts import RecorderSpeaker
import paths

SCENARIO = paths.TESTS / "scenarios" / "mattel2022" / "bust_refusal.json"

REASONS: list[Illegal | Refusal] = [
    *(Illegal(code, Card.TWO, total=101, bust_total=99, safe=(Card.MINUS10, Card.PLAY2), turn=1, player="Ben")
      for code in IllegalCode),
    Illegal(IllegalCode.WOULD_BUST, Card.NINE, total=101, bust_total=99),  # no safe card
    *(Refusal(code, (Card.TWO, Card.MINUS10), player="Ben") for code in RefusalCode),
    Refusal(RefusalCode.NOT_IN_HAND, (Card.ONO99,)),
]
"""Every refusal of the rules and of the resolver (:func:`voice_ono.narration.refusal_code`)."""

REFUSE: list[tuple[str, dict[str, object]]] = [  # the session's own refusals (grep "refuse(")
    ("no-question", {}),
    ("say-ready", {"name": "Ben"}),
    ("still-not-understood", {}),
    ("not-understood", {"heard": "play the trumpet"}),
    ("not-caught", {}),
    ("say-again", {}),
    ("no-player-to-act", {}),
    ("bots-range", {"low": 1, "high": 9, "rules": "classic1980"}),
]


def _session() -> tuple[Session, RecorderSpeaker, io.StringIO]:
    state, kinds = state_from_scenario(load_scenario(SCENARIO))
    speaker, events = RecorderSpeaker(), io.StringIO()
    settings = GameSettings(bots=0, humans=len(kinds), seed=state.seed, names=list(state.names))
    return Session(state, kinds, speaker=speaker, inputs=iter(()), settings=settings,  # type: ignore[arg-type]
                   events_out=events), speaker, events


def _refusals(events: io.StringIO) -> list[dict[str, object]]:
    return [e for e in map(json.loads, events.getvalue().splitlines()) if e["type"] == CommandRefused.TAG]


def _refuse_all(session: Session) -> None:
    """Every refusal above, through the session's output."""
    for reason in REASONS:
        session.output.refuse_reason(reason)
    for message, values in REFUSE:
        session.output.refuse(message, **values)


@pytest.mark.parametrize("language", ["en", "hi"])
def test_every_refusal_is_written_as_codes_and_worded_again_from_them(language):
    with using_language(language):
        session, speaker, events = _session()
        _refuse_all(session)
        refusals = _refusals(events)
        said = speaker.lines[-len(refusals):]
        assert len(refusals) == len(REASONS) + len(REFUSE) == len(said)
        for data, sentence in zip(refusals, said):
            assert data["reason"] == data["message"] and isinstance(data["message"], str)
            assert set(data) == {"type", "total", "message", "values", "reason"}
            written = json.dumps(data, ensure_ascii=False)
            assert sentence not in written and not any(part in written for part in sentence.split(". ") if part)
            assert session.game.narrator.event(event_from_json(data)) == sentence, data
        assert [d["message"] for d in refusals[-len(REFUSE):]] == [m for m, _ in REFUSE]
        assert [d["values"] for d in refusals[-len(REFUSE):]] == [v for _, v in REFUSE]  # numbers stay numbers


def test_the_stream_is_the_same_in_every_language():
    streams = []
    for language in ("en", "hi"):
        with using_language(language):
            session, _, events = _session()
            _refuse_all(session)
            streams.append(_refusals(events))
    assert streams[0] == streams[1]


def test_cards_are_canonical_names_and_lists_are_lists():
    session, _, events = _session()
    session.output.refuse_reason(Illegal(IllegalCode.WOULD_BUST, Card.TWO, total=101, bust_total=99,
                                         safe=(Card.MINUS10, Card.PLAY2)))
    session.output.refuse_reason(Refusal(RefusalCode.NOT_YOUR_TURN, player="Ben"))
    session.output.refuse("say-ready", name="Ben")
    bust, turn, ready = _refusals(events)
    assert bust["values"] == {"card": "2", "total": 101, "bust_total": 99, "safe": ["minus10", "play2"]}
    assert turn == {"type": "command_refused", "total": 92, "message": "refused-not_your_turn",
                    "values": {"player": "Ben"}, "reason": "refused-not_your_turn"}
    assert ready["values"] == {"name": "Ben"}
