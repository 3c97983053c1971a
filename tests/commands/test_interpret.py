"""commands.interpret: one entry point from what was said or typed to a Resolution (issue 20)."""

from __future__ import annotations

import pytest

from voice_ono.commands.grammar import load_grammar
from voice_ono.commands.interpret import command_of, interpret
from voice_ono.commands.parse import UnknownCommandError
from voice_ono.commands.resolve import Clarify, Refusal, RefusalCode, Refused, Resolved, Understood
from voice_ono.commands.types import ControlCommand, ControlKind, PlayCommand, QueryCommand, QueryKind
from voice_ono.rules import Card, IllegalCode, PlayCard
from voice_ono.rules.scenario import state_from_scenario
from voice_ono.session.prompt import Heard

GRAMMAR = load_grammar()


def view_of(hand, total=0, turn=0):
    state, _ = state_from_scenario({
        "players": ["Ann", "Ben"], "hands": [list(hand), ["1", "1", "1", "1"]],
        "draw_pile": ["1", "2", "3", "4", "5"], "total": total, "turn": turn,
    })
    state.start()
    return state.view(0)


def test_a_typed_line_and_a_spoken_phrase_come_to_the_same_resolution_with_their_command():
    view = view_of(["7", "5", "9", "3"])
    typed = interpret(view, "play seven", GRAMMAR)
    spoken = interpret(view, Heard("play seven", spoken=True, command=PlayCommand((Card.SEVEN,))), GRAMMAR)
    assert typed == spoken == Resolved(PlayCard(Card.SEVEN))
    assert typed.command == spoken.command == PlayCommand((Card.SEVEN,))
    assert interpret(view, Heard("play seven"), GRAMMAR) == typed  # typed Heard: parsed here, once


def test_the_command_a_source_carries_is_taken_as_it_is():
    carried = PlayCommand((Card.NINE,), text="play nine")
    said = Heard("play seven", spoken=True, command=carried)  # the command wins: the phrase is not parsed again
    assert command_of(said, GRAMMAR) is carried
    assert interpret(view_of(["9", "5", "7", "3"]), said, GRAMMAR) == Resolved(PlayCard(Card.NINE))


def test_choices_and_refusals_keep_the_command_and_are_data():
    clarify = interpret(view_of(["2", "play2", "7", "9"]), "play two", GRAMMAR)
    assert isinstance(clarify, Clarify) and clarify.command is not None and clarify.command.intent == "play"
    not_held = interpret(view_of(["2", "5", "7", "9"]), "play eight", GRAMMAR)
    assert not_held == Refused(Refusal(RefusalCode.NOT_IN_HAND, (Card("8"),)))
    assert isinstance(not_held.command, PlayCommand)
    bust = interpret(view_of(["9", "5", "7", "3"], total=95), "play nine", GRAMMAR)
    assert isinstance(bust, Refused) and bust.reason.code is IllegalCode.WOULD_BUST
    turn = interpret(view_of(["9", "5", "7", "3"], turn=1), "play nine", GRAMMAR)
    assert turn == Refused(Refusal(RefusalCode.NOT_YOUR_TURN, player="Ben"))


def test_a_command_that_is_not_an_action_is_understood_and_nothing_is_resolved():
    view = view_of(["7", "5", "9", "3"])
    assert interpret(view, "what is the total", GRAMMAR) == Understood(QueryCommand(QueryKind.TOTAL))
    assert interpret(view, "stop", GRAMMAR) == Understood(ControlCommand(ControlKind.STOP))
    assert interpret(None, "play seven", GRAMMAR) == Understood(PlayCommand((Card.SEVEN,)))  # no player's view


@pytest.mark.parametrize("said", ["", "flibber", Heard(""), Heard("", spoken=True, confident=False)])
def test_what_is_not_a_command_raises(said):
    with pytest.raises(UnknownCommandError):
        interpret(view_of(["7"]), said, GRAMMAR)


@pytest.mark.parametrize("lang", ["en", "eu", "hi", "ml", "pa", "sd"])
def test_the_phrase_for_an_action_comes_from_the_grammar_and_means_that_action(lang):
    """Issue 20 item 6: ``Grammar.phrase_for`` from grammars/<lang>.toml's ``[say]`` table, no phrase in Python;
    each one parses back to the action it names."""
    from voice_ono.commands.parse import parse_command
    from voice_ono.commands.resolve import action_phrase
    from voice_ono.commands.types import DiscardCommand, DrawCommand
    from voice_ono.rules import DiscardOnoSet, Draw

    grammar = load_grammar(lang)
    for card in grammar.slots["card"]:
        phrase = grammar.phrase_for(PlayCard(Card.from_name(card)))
        assert phrase == grammar.play_phrase(card) and phrase in grammar.phrases()
        assert Card.from_name(card) in parse_command(phrase, grammar).cards
    assert isinstance(parse_command(grammar.phrase_for(DiscardOnoSet()), grammar), DiscardCommand)
    assert isinstance(parse_command(grammar.phrase_for(Draw()), grammar), DrawCommand)
    if lang == "en":
        assert action_phrase(PlayCard(Card.SEVEN)) == grammar.phrase_for(PlayCard(Card.SEVEN)) == "play seven"
