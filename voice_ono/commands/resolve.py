"""Resolve a parsed :class:`Command` against the player's view of the game.

Context-aware, like Lichess voice moves (DESIGN.md): what was heard is
matched against the player's hand and the *legal* plays.  "play two" means
the number 2 when only that is in hand, the Play 2 card when only that is,
and otherwise a short question.

The result is one of :class:`Resolved` (an action to apply),
:class:`Clarify` (the choices to ask between) or :class:`Refused` (the
reason as data; the state is unchanged); :func:`voice_ono.commands.interpret.interpret`
adds :class:`Understood` (a command that is not an action, nothing to resolve).
Each keeps the command it resolves (``command``).  Nothing here applies an action,
and nothing here words a sentence: the narration layer does
(``voice_ono.narration.reasons``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum

from voice_ono.commands.types import Command, DiscardCommand, DrawCommand, PlayCommand
from voice_ono.rules import Action, Card, DiscardOnoSet, Draw, Illegal, IllegalCode, PlayCard, PlayerView
from voice_ono.rules.legal import explain_illegal
from voice_ono.rules.ruleset import EffectKind


@dataclass(frozen=True)
class Resolved:
    """The command names exactly one legal action."""

    action: Action
    command: Command | None = field(default=None, compare=False)
    """The command resolved (None: a choice checked again, :func:`check`)."""


@dataclass(frozen=True)
class Clarify:
    """The command fits several cards of the hand: ask which.

    ``choices``: the legal plays among them (one or more: a question offers
    only what can be played); ``ruled_out``: why each of the others cannot be
    played now (rules reasons, R-BUST-1 ...), said before a single choice
    ("The number 2 would make 100 ... Play the Play 2 card?").
    """

    choices: tuple[Action, ...]
    ruled_out: tuple[Illegal, ...] = ()
    command: Command | None = field(default=None, compare=False)
    """The command resolved."""


class RefusalCode(str, Enum):
    """Why a command (as opposed to an action) is refused."""

    GAME_OVER = "game_over"          # and how to play again
    DRAW_FIRST = "draw_first"        # R-80-DRAW: say draw first
    NOT_YOUR_TURN = "not_your_turn"  # player: whose turn it is
    NOT_IN_RULES = "not_in_rules"    # cards: the cards heard, none in this deck
    NOT_IN_HAND = "not_in_hand"      # cards: the cards heard, none in the hand


@dataclass(frozen=True)
class Refusal:
    """A command refused before the rules are asked: ``code`` plus values."""

    code: RefusalCode
    cards: tuple[Card, ...] = ()
    player: str | None = None


@dataclass(frozen=True)
class Refused:
    """The command cannot be carried out now; ``reason`` says why, as data
    (a rules :class:`Illegal` or a command :class:`Refusal`)."""

    reason: Illegal | Refusal
    command: Command | None = field(default=None, compare=False)
    """The command refused (None: a choice checked again, :func:`check`)."""


@dataclass(frozen=True)
class Understood:
    """A command with nothing to resolve against the hand: a query, control, answer or setup command, or an
    action command when there is no player's view to resolve it in (no human seat)
    (:func:`voice_ono.commands.interpret.interpret`).  The session carries it out."""

    command: Command


Resolution = Resolved | Clarify | Refused | Understood
"""What a command comes to in the player's context: an action, a question, a refusal as data, or a command
that is not an action (:func:`resolve` gives the first three)."""


def card_phrase(card: Card) -> str:
    """How to say a card so the grammar of the language in use hears it unambiguously
    (:meth:`voice_ono.commands.grammar.Grammar.card_phrase`)."""
    from voice_ono.commands.grammar import load_grammar

    return load_grammar().card_phrase(card.value)


def action_phrase(action: Action) -> str:
    """A phrase of the grammar of the language in use that names ``action`` unambiguously ("play seven",
    "play number two", "discard four onos", "draw a card"): the grammar's ``[say]`` table
    (:meth:`voice_ono.commands.grammar.Grammar.phrase_for`).

    :raises ValueError: for an action the grammar cannot name.
    """
    from voice_ono.commands.grammar import load_grammar

    try:
        return load_grammar().phrase_for(action)
    except KeyError:
        raise ValueError(f"no phrase for {action}") from None


def resolve(command: Command, view: PlayerView) -> Resolved | Clarify | Refused:
    """Resolve an action command (a play, discard or draw) for the player of
    ``view`` (their :class:`PlayerView`: nothing hidden is needed).

    Refusals (R-BUST-1, R-ONO-1, R-80-DP-3 and turn order) leave the state
    unchanged.  A card that can never be played (the ONO 99 card, R-ONO-1) is
    refused as such whether or not it is held, and "ninety nine" names the
    ONO 99 card in rules without a 99 card (R-99-1 is ``ninetynine_card`` only).

    :returns: :class:`Resolved`, :class:`Clarify` or :class:`Refused`, each with ``command``.
    :raises ValueError: when ``command`` is not an action command.
    """
    if not isinstance(command, (PlayCommand, DiscardCommand, DrawCommand)):
        raise ValueError(f"{command.intent} is not an action command")
    return replace(_resolve(command, view), command=command)


def _resolve(command: PlayCommand | DiscardCommand | DrawCommand, view: PlayerView) -> Resolved | Clarify | Refused:
    """:func:`resolve` without the command kept."""
    if view.game_over:
        return Refused(Refusal(RefusalCode.GAME_OVER))
    if isinstance(command, DrawCommand):
        return check(view, Draw())  # R-80-DRAW: the drawer may not hold the turn
    if view.pending_draw == view.seat:
        return Refused(Refusal(RefusalCode.DRAW_FIRST))
    if view.seat != view.turn:
        return Refused(Refusal(RefusalCode.NOT_YOUR_TURN, player=view.names[view.turn]))
    if isinstance(command, DiscardCommand):
        return check(view, DiscardOnoSet())
    candidates = _meant(view, list(command.cards))
    hand = view.hand
    in_hand = [c for c in candidates if c in hand]
    in_deck = [c for c in candidates if any(c is card for card, _ in view.rules.deck)]
    if not in_deck:
        return Refused(Refusal(RefusalCode.NOT_IN_RULES, tuple(candidates)))
    if not in_hand:
        never = [c for c in in_deck if _never_playable(view, c)]
        if len(never) == len(candidates):  # R-ONO-1: held or not, the answer is that it is never played
            return Refused(Illegal(IllegalCode.NEVER_PLAYABLE, never[0]))
        return Refused(Refusal(RefusalCode.NOT_IN_HAND, tuple(candidates)))
    if len(in_hand) > 1:
        return _clarify(view, in_hand)
    return check(view, PlayCard(in_hand[0]))


def _clarify(view: PlayerView, cards: list[Card]) -> Clarify | Refused:
    """Several cards of the hand fit ("play two": the number 2 and the Play 2 card): ask between the legal
    ones only; when none is legal, the first one's refusal (R-BUST-1, R-80-DP-3 ...)."""
    legal: list[Action] = []
    ruled_out: list[Illegal] = []
    for card in cards:
        reason = explain_illegal(view, PlayCard(card))
        if reason is None:
            legal.append(PlayCard(card))
        else:
            ruled_out.append(reason)
    if not legal:
        return Refused(ruled_out[0])
    return Clarify(tuple(legal), tuple(ruled_out))


def _meant(view: PlayerView, candidates: list[Card]) -> list[Card]:
    """The cards meant by the cards heard: "play ninety nine" in rules whose deck has no 99 card (R-99-1)
    but has the ONO 99 card (R-ONO-1, R-80-ONO-3) means the ONO 99 card (:meth:`RuleSet.card_named`)."""
    return [view.rules.card_named(c) for c in candidates]


def _never_playable(view: PlayerView, card: Card) -> bool:
    """Whether ``card`` can never be played in these rules (R-ONO-1), in anyone's hand: an
    unplayable card, and not the ONO 99 card of ``ono_on_tens`` (R-80-ONO-3)."""
    rules = view.rules
    if rules.effect(card).kind is not EffectKind.UNPLAYABLE:
        return False
    return not (card is rules.ono_card and rules.ono_on_tens)


def check(view: PlayerView, action: Action) -> Resolved | Refused:
    """``action`` for the player of ``view``: :class:`Resolved`, or :class:`Refused` with the rules'
    reason (the choice of a question is checked again when it is answered)."""
    reason = explain_illegal(view, action)
    return Refused(reason) if reason else Resolved(action)
