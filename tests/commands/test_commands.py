"""Command parser and resolver tests (voice_ono.commands)."""

from __future__ import annotations

import pytest

from voice_ono.commands.grammar import load_grammar
from voice_ono.commands.parse import UnknownCommandError, normalise, parse_command
from voice_ono.commands.resolve import Clarify, Refused, Resolved, resolve
from voice_ono.commands.types import (AnswerCommand, AnswerKind, ControlCommand, ControlKind,
                                      Difficulty, DiscardCommand, PlayCommand, QueryCommand, QueryKind,
                                      SetupCommand)
from voice_ono.narration import choice_question, refusal_text
from voice_ono.narration.reasons import refusal_code
from voice_ono.narration import text as text_of
from voice_ono.rules import Card, DiscardOnoSet, IllegalCode, PlayCard
from voice_ono.rules.events import CardPlayed
from voice_ono.rules.ruleset import ScoringMode
from voice_ono.rules.scenario import state_from_scenario
from said import said, starts

GRAMMAR = load_grammar()
PHRASES = GRAMMAR.phrases()


# ---------------------------------------------------------------- parser


def test_grammar_has_phrases_for_every_intent():
    intents = {p.intent.name for phrase in PHRASES for p in GRAMMAR.parses(phrase)}
    assert intents == {i.name for i in GRAMMAR.intents}
    assert len(PHRASES) > 200


@pytest.mark.parametrize("lang", ["en", "eu", "hi", "ml", "pa", "sd"])
def test_the_phrases_meaning_stop_are_those_the_parser_reads_as_stop(lang):
    """The barge-in check knows "stop" by the phrase (``Grammar.phrases_meaning``), never parsing it again: the
    same phrases as the parser's."""
    from voice_ono.commands.types import CommandKind

    grammar = load_grammar(lang)
    stops = grammar.phrases_meaning(CommandKind.CONTROL, ControlKind.STOP.value)
    assert stops and stops is grammar.phrases_meaning(CommandKind.CONTROL, "stop")  # computed once
    assert stops == {p for p in grammar.phrases() if parse_command(p, grammar) == ControlCommand(ControlKind.STOP)}


@pytest.mark.parametrize("phrase", PHRASES)
def test_every_grammar_phrase_parses_to_its_intent(phrase):
    readings = GRAMMAR.parses(phrase)
    assert readings, phrase
    command = parse_command(phrase)
    assert command.intent in {r.intent.name for r in readings}
    assert command.kind is readings[0].intent.kind
    expected_cards = {Card.from_name(c) for r in readings for c in [r.slot("card")] if c}
    if isinstance(command, PlayCommand):
        assert set(command.cards) == expected_cards and command.cards
    if isinstance(command, QueryCommand) and command.what is QueryKind.EXPLAIN:
        assert command.card in expected_cards
    count = {int(c) for r in readings for c in [r.slot("count")] if c}
    if count:
        assert isinstance(command, SetupCommand) and command.bots in count
    # Typed in capitals with punctuation it is the same command.
    assert parse_command(phrase.upper() + "!") == command


@pytest.mark.parametrize("text, command", [
    ("read my hand", QueryCommand(QueryKind.HAND)),
    ("what can i play", QueryCommand(QueryKind.SAFE)),
    ("whose turn is it", QueryCommand(QueryKind.TURN)),
    ("which direction", QueryCommand(QueryKind.DIRECTION)),
    ("who is still in", QueryCommand(QueryKind.PLAYERS)),
    ("cards left", QueryCommand(QueryKind.DRAW_PILE)),
    ("what does reverse do", QueryCommand(QueryKind.EXPLAIN, Card.REVERSE)),
    ("help", ControlCommand(ControlKind.HELP)),
    ("say that again", ControlCommand(ControlKind.REPEAT)),
    ("stop", ControlCommand(ControlKind.STOP)),
    ("quit game", ControlCommand(ControlKind.QUIT)),
    ("yes", AnswerCommand(AnswerKind.YES)),
    ("nope", AnswerCommand(AnswerKind.NO)),
    ("discard four onos", DiscardCommand()),
    ("new game", SetupCommand()),
    ("seven", PlayCommand((Card.SEVEN,))),
    ("play minus ten", PlayCommand((Card.MINUS10,))),
    ("the reverse", PlayCommand((Card.REVERSE,))),
    ("play the play two card", PlayCommand((Card.PLAY2,))),
    ("play number two", PlayCommand((Card.TWO,))),
])
def test_phrases_map_to_expected_commands(text, command):
    parsed = parse_command(text)
    assert parsed == command and type(parsed) is type(command)


@pytest.mark.parametrize("text, cards", [
    ("7", ("7",)),
    ("10", ("10",)),
    ("0", ("0",)),
    ("-10", ("minus10",)),
    ("play -10", ("minus10",)),
    ("\u221210", ("minus10",)),
    ("play 7", ("7",)),
    ("play 2", ("2", "play2")),
    ("play two", ("2", "play2")),
    ("play2", ("play2",)),
    ("Play2!", ("play2",)),
    ("ono 99", ("ono99",)),
    ("seven please", ("7",)),
    ("um play seven", ("7",)),
    ("play a seven", ("7",)),
    ("  PLAY   SEVEN  ", ("7",)),
])
def test_typed_digits_and_symbols(text, cards):
    command = parse_command(text)
    assert isinstance(command, PlayCommand)
    assert command.cards == tuple(Card.from_name(c) for c in cards)


@pytest.mark.parametrize("text, command", [
    ("what's the total?", QueryCommand(QueryKind.TOTAL)),
    ("What's the total", QueryCommand(QueryKind.TOTAL)),
    ("whats the total", QueryCommand(QueryKind.TOTAL)),
    ("total", QueryCommand(QueryKind.TOTAL)),
    ("new game with 3 bots", SetupCommand(bots=3)),
    ("new game with three hard bots", SetupCommand(bots=3, difficulty=Difficulty.HARD)),
    ("who's turn is it", QueryCommand(QueryKind.TURN)),  # the common misspelling of "whose"
    ("whos turn is it?", QueryCommand(QueryKind.TURN)),
    ("who's still in", QueryCommand(QueryKind.PLAYERS)),
])
def test_typed_queries_and_setup(text, command):
    assert parse_command(text) == command


def test_new_game_slots():
    command = parse_command("new game with 3 easy bots")
    assert command == SetupCommand(bots=3, difficulty=Difficulty.EASY) and command.has_settings
    assert parse_command("new game with one bot") == SetupCommand(bots=1)
    assert not SetupCommand().has_settings
    assert command.to_json() == {"intent": "new_game", "count": "3", "difficulty": "easy"}


def test_setup_with_rules_and_scoring_is_typed():
    command = parse_command("new game classic rules with points")
    assert command == SetupCommand(rules="classic1980", scoring=ScoringMode.POINTS)
    assert command.intent == "new_game_rules"
    assert command.to_json() == {"intent": "new_game_rules", "rules": "classic1980", "scoring": "points"}


def test_query_slots_are_typed():
    why = parse_command("why did bot two play that")
    assert why == QueryCommand(QueryKind.WHY, player="Bot 2") and not why.about_you
    assert why.to_json() == {"intent": "why", "value": "why", "player": "Bot 2"}
    explain = parse_command("what does the play two card do")
    assert explain == QueryCommand(QueryKind.EXPLAIN, Card.PLAY2)
    assert explain.to_json() == {"intent": "explain", "card": "play2", "value": "explain"}
    assert parse_command("slower").to_json() == {"intent": "slower", "value": "slower"}


@pytest.mark.parametrize("text", [
    "-5", "-3", "play -5", "play 3-", "+7", "play +7", "- 5", "5 -", "+10", "10-", "-0",
    "-1", "--10", "-99", "play -99", "\u22125", "play \u2013 3",
    # tester: signed number words played the unsigned card
    "+ten", "-nine", "nine-", "\u2212nine", "-three", "+nine", "play +nine", "+ nine", "-zero",
    # tester: a sign stuck to "play" was dropped
    "play-5", "play-nine", "play+10", "play+ten", "PLAY+7", "play\u22125",
])
def test_signed_number_that_is_no_card_is_not_understood(text):
    """A sign must never be dropped to name a different card: "-5" is not the 5."""
    with pytest.raises(UnknownCommandError) as info:
        parse_command(text)
    assert info.value.text == text


@pytest.mark.parametrize("text", ["-10", "play -10", "- 10", "minus 10", "minus ten", "play minus 10",
                                  "-ten", "- ten", "play -ten",
                                  # tester: stuck to "play", and every dash and minus sign
                                  "play-10", "play-ten", "PLAY-10", "Play-Ten", "play_-10", "play\u201310",
                                  "play\u221210", "play\u201410", "\u201010", "\uff0d10", "\ufe6310",
                                  "\u207b10", "play.-10"])
def test_minus_ten_still_parses_with_its_sign(text):
    assert parse_command(text) == PlayCommand((Card.MINUS10,))


def test_signed_number_leaves_state_unchanged():
    state = state_with(["3", "7", "9", "5"], total=10)
    before = state.to_dict()
    for text in ("-5", "play -5", "+7", "play 3-"):
        with pytest.raises(UnknownCommandError):
            resolve(parse_command(text), state.view(0))
    assert state.to_dict() == before


def test_normalise():
    assert normalise("What's the TOTAL?") == "what is the total"
    assert normalise("-10") == "minus ten"
    assert normalise("play 2") == "play two"
    assert normalise("play2") == "play two card"


@pytest.mark.parametrize("text", [
    "", "   ", "play eleven", "play some music please", "what time is it", "11", "play",
    "seven seven", "draw a card from the deck", "!!!",
])
def test_unknown_phrases_raise_with_a_short_help(text):
    with pytest.raises(UnknownCommandError) as info:
        parse_command(text)
    assert info.value.text == text
    said = text_of("not-understood", heard=info.value.shown or text_of("nothing-heard"))
    assert "help" in said and len(info.value.shown) <= 43


# ---------------------------------------------------------------- resolver


def state_with(hand, total=0, turn=0, other=("1", "1", "1", "1")):
    state, _ = state_from_scenario({
        "players": ["Ann", "Ben"], "hands": [list(hand), list(other)],
        "draw_pile": ["1", "2", "3", "4", "5"], "total": total, "turn": turn,
    })
    state.start()
    return state


def resolve_text(text, state, seat=0):
    return resolve(parse_command(text), state.view(seat))


def test_play_two_resolves_to_number_two_by_hand():
    state = state_with(["2", "5", "7", "9"])
    assert resolve_text("play two", state) == Resolved(PlayCard(Card.TWO))
    assert resolve_text("play 2", state) == Resolved(PlayCard(Card.TWO))


def test_play_two_resolves_to_play2_card_by_hand():
    state = state_with(["play2", "5", "7", "9"])
    assert resolve_text("play two", state) == Resolved(PlayCard(Card.PLAY2))


def test_play_two_asks_when_both_are_in_hand():
    state = state_with(["2", "play2", "7", "9"])
    before = state.to_dict()
    result = resolve_text("play two", state)
    assert isinstance(result, Clarify)
    assert set(result.choices) == {PlayCard(Card.TWO), PlayCard(Card.PLAY2)}
    assert said(choice_question(result), "choose-ask", says=text_of("list-or-comma", first="number two",
                                                                    last="play two card"))
    # The suggested answers are themselves unambiguous commands.
    assert resolve_text("play number two", state) == Resolved(PlayCard(Card.TWO))
    assert resolve_text("play the play two card", state) == Resolved(PlayCard(Card.PLAY2))
    assert state.to_dict() == before


def test_r_bust_1_play_two_offers_only_the_legal_card():
    """Issue 19 item 1: at 98 the number 2 busts, so "play two" does not ask between the two: the only legal
    one is offered, with the reason the other is ruled out (state unchanged)."""
    state = state_with(["2", "play2", "5", "7"], total=98)
    before = state.to_dict()
    result = resolve_text("play two", state)
    assert isinstance(result, Clarify)
    assert result.choices == (PlayCard(Card.PLAY2),)
    assert [r.code for r in result.ruled_out] == [IllegalCode.WOULD_BUST]
    assert result.ruled_out[0].card is Card.TWO and result.ruled_out[0].total == 100
    assert state.to_dict() == before


def test_discard_ono_resolves():
    state = state_with(["ono99"] * 4)
    assert resolve_text("discard four onos", state) == Resolved(DiscardOnoSet())
    state2 = state_with(["ono99", "1", "2", "3"])
    result = resolve_text("discard four onos", state2)
    assert isinstance(result, Refused) and result.reason.code is IllegalCode.NEED_FOUR_ONO
    assert "four" in refusal_text(result.reason)


def _refused(text, state, seat=0):
    before = state.to_dict()
    result = resolve_text(text, state, seat)
    assert isinstance(result, Refused), result
    assert state.to_dict() == before
    assert refusal_text(result.reason)  # the reason is data; narration words it
    message, values = refusal_code(result.reason)  # (message id, language-free values)
    return message, {k: list(v) if isinstance(v, tuple) else v for k, v in values.items()}


def test_refuse_not_your_turn():
    state = state_with(["7", "5", "3", "1"], turn=1)
    assert _refused("play seven", state, seat=0) == ("refused-not_your_turn", {"player": "Ben"})


def test_refuse_card_not_in_hand():
    state = state_with(["7", "5", "3", "1"])
    assert _refused("play nine", state) == ("refused-not_in_hand", {"cards": ["9"]})
    assert _refused("play two", state) == ("refused-not_in_hand", {"cards": ["2", "play2"]})  # 2 or Play 2


def test_refuse_card_that_would_bust_names_total_and_safe_cards():
    state = state_with(["9", "5", "3", "minus10"], total=92)
    why = resolve_text("play nine", state).reason
    assert why.code is IllegalCode.WOULD_BUST and why.total == 101 and why.safe == (Card.THREE, Card.FIVE, Card.MINUS10)
    assert _refused("play nine", state) == ("illegal-would_bust", {"card": "9", "total": 101, "bust_total": 99,
                                                                 "safe": ["3", "5", "minus10"]})


def test_refuse_ono99_cannot_be_played():
    state = state_with(["ono99", "5", "3", "1"])
    assert _refused("play ono", state) == NEVER


def _rules_state(rules, hand, options=None, total=0):
    state, _ = state_from_scenario({
        "rules": rules, "options": options or {}, "players": ["Ann", "Ben"],
        "hands": [list(hand), ["1", "1", "1", "1"]], "draw_pile": ["1", "2", "3", "4", "5"],
        "total": total, "turn": 0,
    })
    state.start()
    return state


NEVER = ("illegal-never_playable", {"card": "ono99"})


@pytest.mark.parametrize("rules", ["mattel2022", "classic1980"])
@pytest.mark.parametrize("said", ["play 99", "play ninety nine", "play ono 99", "play ono", "ono"])
@pytest.mark.parametrize("held", [True, False])
def test_R_ONO_1_the_ono_card_is_never_playable_held_or_not_and_99_names_it(rules, said, held):
    """Polish 1: "play 99" in Mattel 2022 said "There is no 99 card"; the ONO 99 card exists but can
    never be played (R-ONO-1; in classic1980 too without ono_on_tens, R-80-ONO-3)."""
    state = _rules_state(rules, ["ono99" if held else "5", "5", "3", "1"])
    result = resolve_text(said, state)
    assert isinstance(result, Refused) and result.reason.code is IllegalCode.NEVER_PLAYABLE
    assert result.reason.card is Card.ONO99
    assert _refused(said, state) == NEVER


@pytest.mark.parametrize("rules", ["mattel2022", "classic1980", "ninetynine_card"])
@pytest.mark.parametrize("said", ["what does ninety nine do", "what does 99 do"])
def test_R_ONO_1_what_does_99_do_names_the_card_play_99_names(rules, said):
    """Fix 3: in Mattel rules "what does ninety nine do" said "There is no 99 card in these rules" while
    "play 99" said ONO 99 cards can never be played.  Both now name the same card: the ONO 99 card in rules
    without a 99 card (R-ONO-1, R-80-ONO-3), the 99 card where there is one (R-99-1)."""
    from voice_ono.narration import explain_card

    state = _rules_state(rules, ["5", "5", "3", "1"])
    command = parse_command(said)
    assert isinstance(command, QueryCommand) and command.what is QueryKind.EXPLAIN and command.card is not None
    asked = command.card
    answer = explain_card(asked, state.rules)
    played = resolve_text("play 99", state)
    if rules == "ninetynine_card":
        assert starts(answer, "explain-set", name=text_of("card-name", card="ninety_nine"), amount=99)
        assert isinstance(played, Refused) and played.reason.cards == (Card.NINETY_NINE,)  # not held
    else:
        assert answer == explain_card(Card.ONO99, state.rules)  # not "There is no 99 card"
        assert starts(answer, "explain-unplayable", name=text_of("card-name", card="ono99"))
        assert isinstance(played, Refused) and played.reason.card is Card.ONO99


def test_R_80_ONO_3_ono_on_tens_keeps_its_own_answers():
    """With ono_on_tens the O'NO 99 card is playable on a total ending in zero: "99" names it, held it is
    played on a ten and refused with the tens rule otherwise, not held it is "you have no"."""
    options = {"ono_on_tens": True}
    on_ten = _rules_state("classic1980", ["ono99", "5", "3", "1"], options, total=30)
    assert resolve_text("play 99", on_ten) == Resolved(PlayCard(Card.ONO99))
    off_ten = _rules_state("classic1980", ["ono99", "5", "3", "1"], options, total=31)
    assert resolve_text("play 99", off_ten).reason.code is IllegalCode.ONO_ONLY_ON_TENS
    assert _refused("play ono", off_ten) == ("illegal-ono_only_on_tens", {"card": "ono99"})
    not_held = _rules_state("classic1980", ["5", "5", "3", "1"], options, total=30)
    assert _refused("play 99", not_held) == ("refused-not_in_hand", {"cards": ["ono99"]})


def test_R_80_ONO_3_a_second_ono_on_a_ten_is_refused_as_one_per_turn():
    """Issue 19 item 16: a second O'NO 99 at total 20 was refused with "only when the total ends in zero",
    though it does; the true reason is R-80-ONO-3's "at most one per turn"."""
    state = _rules_state("classic1980", ["ono99", "ono99", "5", "3"], {"ono_on_tens": True}, total=20)
    state.apply(PlayCard(Card.ONO99))
    assert state.total == 20 and state.turn == 0  # the extra play does not end the turn
    before = state.to_dict()
    result = resolve_text("play ono", state)
    assert isinstance(result, Refused) and result.reason.code is IllegalCode.ONO_ONCE_PER_TURN
    assert state.to_dict() == before
    assert resolve_text("play five", state) == Resolved(PlayCard(Card.FIVE))  # the turn's own card is still due


def test_R_99_1_the_99_card_is_playable_and_there_is_no_ono_card():
    state = _rules_state("ninetynine_card", ["ninety_nine", "5", "3", "1"], total=40)
    assert resolve_text("play 99", state) == Resolved(PlayCard(Card.NINETY_NINE))
    assert _refused("play ono", state) == ("refused-not_in_rules", {"cards": ["ono99"]})
    played = [e for e in state.apply(PlayCard(Card.NINETY_NINE)) if isinstance(e, CardPlayed)]
    assert played and played[0].total == 99  # Ben's 1s then bust, and a new round is dealt
    not_held = _rules_state("ninetynine_card", ["5", "5", "3", "1"])
    assert _refused("play ninety nine", not_held) == ("refused-not_in_hand", {"cards": ["ninety_nine"]})


def test_refuse_when_game_is_over():
    state = state_with(["8", "5", "3", "1"], total=90, other=("10", "10", "9", "ono99"))
    state.apply(PlayCard(Card.EIGHT))
    assert state.is_over
    assert _refused("play five", state) == ("refused-game_over", {})


def test_resolve_rejects_non_action_commands():
    state = state_with(["7", "5", "3", "1"])
    with pytest.raises(ValueError):
        resolve(parse_command("read my hand"), state.view(0))


def test_unknown_phrase_leaves_state_unchanged():
    state = state_with(["7", "5", "3", "1"])
    before = state.to_dict()
    with pytest.raises(UnknownCommandError):
        parse_command("play the trumpet")
    assert state.to_dict() == before


@pytest.mark.parametrize("text, yes", [("y", True), ("Y", True), (" n ", False), ("N", False)])
def test_typed_single_letter_answers(text, yes):
    command = parse_command(text)
    assert isinstance(command, AnswerCommand) and command.yes is yes


def test_single_letter_only_as_a_whole_line():
    with pytest.raises(UnknownCommandError):
        parse_command("play y")


@pytest.mark.parametrize("text", ["ninety-nine", "play ninety-nine", "play ono-99", "double-play"])
def test_hyphenated_card_names_are_not_signs(text):
    assert isinstance(parse_command(text), PlayCommand)


@pytest.mark.parametrize("kind, value", [("wizard", None), ("query", "weather"), ("control", "louder please"),
                                         ("answer", "maybe")])
def test_a_grammar_intent_must_be_one_of_the_command_types(kind, value):
    from voice_ono.commands.grammar import Grammar, GrammarError

    intent = {"name": "odd", "kind": kind, "patterns": ["odd"], **({"value": value} if value else {})}
    with pytest.raises(GrammarError):
        Grammar({"intent": [intent]})
