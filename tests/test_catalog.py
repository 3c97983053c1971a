"""The string catalog (Project Fluent, voice_ono/locales/en): it parses, every
message the code asks for exists, plurals and agreement come from selectors,
and the rules engine's reasons are data that narration words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from voice_ono.narration import refusal_text, text
from voice_ono.narration.catalog import Catalog, MissingMessageError, catalog
from voice_ono.rules import Card, Illegal, IllegalCode
from voice_ono.commands.resolve import Refusal, RefusalCode

PACKAGE = Path(__file__).resolve().parents[1] / "voice_ono"


def test_the_english_catalog_loads_and_names_each_message_once():
    c = Catalog("en")
    assert len(c.ids) > 100
    with pytest.raises(MissingMessageError):
        c.text("no-such-message")
    with pytest.raises(FileNotFoundError):
        Catalog("xx")


def test_every_message_id_in_the_code_is_in_the_catalog():
    ids = catalog().ids
    used = set()
    for path in PACKAGE.rglob("*.py"):
        used |= set(re.findall(r'\btext\(\s*"([a-z0-9_-]+)"', path.read_text(encoding="utf-8")))
    assert used, "the scan found no text() calls"
    assert sorted(used - ids) == []


def test_every_reason_code_has_a_sentence():
    for code in IllegalCode:
        said = refusal_text(Illegal(code, Card.SEVEN, total=101, bust_total=99, safe=(Card.TWO,), turn=1,
                                    player="Bot 1"))
        assert said and "{" not in said and said.endswith(".")
    for code in RefusalCode:
        said = refusal_text(Refusal(code, (Card.NINE,), player="Bot 1"))
        assert said and "{" not in said and said.endswith(".")


def test_would_bust_names_the_total_and_the_safe_cards():
    said = refusal_text(Illegal(IllegalCode.WOULD_BUST, Card.NINE, total=101, bust_total=99,
                                safe=(Card.THREE, Card.MINUS10)))
    assert said == "9 would make 101, and you lose at 99. Safe cards: 3 and minus 10."
    none = refusal_text(Illegal(IllegalCode.WOULD_BUST, Card.NINE, total=101, bust_total=99))
    assert none.endswith("Safe cards: none.")


def test_plurals_and_agreement_come_from_the_catalog():
    assert text("draw-pile", count=1) == "1 card left in the draw pile."
    assert text("draw-pile", count=0) == "0 cards left in the draw pile."
    assert text("token-lost", who="You", person="you", left=1) == "You lose a token, 1 token left."
    assert text("token-lost", who="Bob", person="other", left=2) == "Bob loses a token, 2 tokens left."
    assert text("player-cards", who="You", person="you", count=1) == "You have 1 card"
    assert text("player-cards", who="Bob", person="other", count=3) == "Bob has 3 cards"


def test_numbers_are_said_without_grouping():
    assert text("total-now", total=1000) == "The total is 1000."
    assert text("total-now", total=-10) == "The total is -10."


def test_a_missing_argument_is_an_error_not_a_half_sentence():
    with pytest.raises(ValueError):
        text("total-now")


def test_questions_are_types_worded_by_narration():
    from voice_ono.narration import questions as q
    from voice_ono.rules import DiscardOnoSet, Draw, PlayCard

    assert q.ask(q.ConfirmPlay(PlayCard(Card.SEVEN))) == "Play 7? Say yes or no."
    assert q.again(q.ConfirmPlay(PlayCard(Card.SEVEN))) == "Please answer yes or no. Yes plays the 7. No plays nothing."
    assert q.ask(q.ConfirmPlay(PlayCard(Card.PLAY2))) == "Play the Play 2 card? Say yes or no."
    # Not "Play discard four ono99?": an action that is not a card play is asked by its own words.
    assert q.ask(q.ConfirmPlay(DiscardOnoSet())) == "Discard four onos? Say yes or no."
    assert q.ask(q.ConfirmPlay(Draw())) == "Draw a card? Say yes or no."
    two = q.ChooseCard((PlayCard(Card.TWO), PlayCard(Card.PLAY2)))
    assert q.ask(two) == ("Do you mean the number 2, or the Play 2 card? "
                          "Say number two, or play two card.")
    assert q.again(two) == "Please say number two, or play two card. Or say no to play nothing now."
    assert q.ask(q.ConfirmQuit(saved=False)) == "Quit the game? It will not be saved. Say yes or no."
    new = q.ConfirmNewGame(1, "hard", "classic1980", "points")
    assert q.ask(new) == "Start a new game with 1 hard bot, classic 1980 rules with points? This game will end. Say yes or no."
    assert q.ask(q.ConfirmNewGame(3, "medium", "mattel2022")).startswith("Start a new game with 3 medium bots?")
    for question in (two, new, q.ConfirmQuit(True), q.ConfirmPlay(Draw())):
        assert q.safe(question) and q.said_no(question)


def test_the_compatibility_shim_serves_old_catalog_names():
    from voice_ono import catalog as old

    assert old.PLAY_AGAIN_ASK.format(what="the 3") == "Please answer yes or no. Yes plays the 3. No plays nothing."
    assert old.SAY_AGAIN == text("say-again")
    with pytest.raises(AttributeError):
        old.NO_SUCH_CONSTANT


def test_every_error_id_raised_as_data_is_in_the_catalog():
    """Speech errors and game-file errors are data (a message id, a fix id, values); narration words them."""
    ids = catalog().ids
    used = set()
    pattern = re.compile(r'\b\w*Error\(\s*"([a-z0-9-]+)"(?:,\s*(?:"([a-z0-9-]+)"|(NO_MIC_FIX)))?')
    for path in PACKAGE.rglob("*.py"):
        for msg_id, fix_id, constant in pattern.findall(path.read_text(encoding="utf-8")):
            used |= {msg_id, fix_id or ("no-mic-fix" if constant else msg_id)}
    assert len(used) > 60 and "file-unknown-kind" in used, "the scan found the raises"
    assert sorted(used - ids) == []


def test_a_speech_error_is_worded_with_its_values_and_the_library_detail_only_when_verbose():
    from voice_ono.narration import problem_text
    from voice_ono.speech.errors import AudioDeviceError

    err = AudioDeviceError("mic-device-missing", "no-mic-fix", detail="PortAudio: Error querying device 7",
                           device="7")
    assert problem_text(err) == text("mic-device-missing", device="7") + " " + text("no-mic-fix")
    assert "PortAudio" not in problem_text(err)
    assert problem_text(err, verbose=True).endswith("(PortAudio: Error querying device 7)")
    assert "mic-device-missing" in str(err) and "PortAudio" in str(err)  # logs keep everything
