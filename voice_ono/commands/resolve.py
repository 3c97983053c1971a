"""Resolve a parsed :class:`Command` against the game state.

Context-aware, like Lichess voice moves (DESIGN.md): what was heard is
matched against the player's hand and the *legal* plays.  "play two" means
the number 2 when only that is in hand, the Play 2 card when only that is,
and otherwise a short question.

The result is one of :class:`Resolved` (an action to apply),
:class:`Clarify` (a question to ask) or :class:`Refused` (a short reason;
the state is unchanged).  Nothing here applies an action.
"""

from __future__ import annotations

from dataclasses import dataclass

from voice_ono.commands.parse import Command
from voice_ono.rules import Action, Card, DiscardOnoSet, Draw, GameState, PlayCard, card_label


@dataclass(frozen=True)
class Resolved:
    """The command names exactly one legal action."""

    action: Action


@dataclass(frozen=True)
class Clarify:
    """The command fits several actions; ask ``question``."""

    question: str
    choices: tuple[Action, ...]


@dataclass(frozen=True)
class Refused:
    """The command cannot be carried out now; ``reason`` says why and what to do."""

    reason: str


Resolution = Resolved | Clarify | Refused


def card_phrase(card: Card) -> str:
    """How to say a card so the grammar hears it unambiguously (after "play")."""
    from voice_ono.commands.grammar import load_grammar

    if card is Card.TWO:
        return "number two"
    if card is Card.PLAY2:
        return "play two card"
    return load_grammar().card_words(card.value)[0]


def action_phrase(action: Action) -> str:
    """A grammar phrase that names ``action`` unambiguously ("play seven",
    "play number two", "discard four onos", "draw a card").

    :raises ValueError: for an action the grammar cannot name.
    """
    if isinstance(action, PlayCard):
        if action.card is Card.PLAY2:
            return "play the play two card"  # not "play play two card"
        return "play " + card_phrase(action.card)
    if isinstance(action, DiscardOnoSet):
        return "discard four onos"
    if isinstance(action, Draw):
        return "draw a card"  # plain "draw" is often heard as the incomplete "draw a"
    raise ValueError(f"no phrase for {action}")


def resolve(command: Command, state: GameState, seat: int) -> Resolution:
    """Resolve an action command (kind ``play``, ``discard`` or ``draw``) for ``seat``.

    Refusals (R-BUST-1, R-ONO-1, R-80-DP-3 and turn order) leave the state
    unchanged.

    :raises ValueError: when ``command`` is not an action command.
    """
    if not command.is_action:
        raise ValueError(f"{command.intent} is not an action command")
    if state.is_over:
        return Refused("The game is over. Say new game to play again.")
    if command.kind == "draw":
        return _check(state, seat, Draw())  # R-80-DRAW: the drawer may not hold the turn
    if state.pending_draw == seat:
        return Refused("Draw your card first: say draw.")
    if seat != state.turn:
        return Refused(f"It is not your turn. It is {state.names[state.turn]}'s turn.")
    if command.kind == "discard":
        return _check(state, seat, DiscardOnoSet())
    candidates = [Card.from_name(c) for c in command.cards]
    hand = state.hands[seat]
    in_hand = [c for c in candidates if c in hand]
    in_deck = [c for c in candidates if any(c is card for card, _ in state.rules.deck)]
    if not in_deck:
        labels = " or ".join(card_label(c) for c in candidates)
        return Refused(f"There is no {labels} card in these rules. Say read my hand to hear your cards.")
    if not in_hand:
        labels = " or ".join(card_label(c) for c in candidates)
        return Refused(f"You have no {labels}. Say read my hand to hear your cards.")
    if len(in_hand) > 1:
        choices = tuple(PlayCard(c) for c in in_hand)
        options = ", or ".join(f"the {card_label(c)} card" if not c.is_number else f"the number {c.value}"
                               for c in in_hand)
        says = ", or ".join(card_phrase(c) for c in in_hand)
        return Clarify(f"Do you mean {options}? Say {says}.", choices)
    return _check(state, seat, PlayCard(in_hand[0]))


def _check(state: GameState, seat: int, action: Action) -> Resolution:
    reason = state.explain_illegal(action, seat)
    return Refused(reason) if reason else Resolved(action)
