"""Reasons as sentences: why a command is refused (rules :class:`Illegal`
and command :class:`Refusal` data), the question that asks between two
cards, and hints and "why" answers (:class:`voice_ono.bots.explain.Reason`).
Catalog: ``locales/<lang>/reasons.ftl`` and ``hints.ftl``."""

from __future__ import annotations

from typing import Mapping, Sequence

from voice_ono.bots.explain import Reason
from voice_ono.commands.resolve import Clarify, Refusal, card_phrase
from voice_ono.narration.cards import card_choice, card_key, card_name, card_said, join_words, rules_label
from voice_ono.narration.catalog import text
from voice_ono.rules import Card, DiscardOnoSet, Draw, Illegal, PlayCard
from voice_ono.rules.events import FrozenMap, RefusalValue


def refusal_code(reason: Illegal | Refusal) -> tuple[str, FrozenMap[RefusalValue]]:
    """The refusal as data for the event stream: the catalog message id (``"illegal-would_bust"``,
    ``"refused-not_in_hand"``) and its values, language-free (cards by canonical name: ``"7"``, ``"minus10"``;
    lists as tuples), as :class:`voice_ono.rules.events.CommandRefused` carries them.

    ``Illegal(IllegalCode.NOT_IN_HAND, card=Card.SEVEN)`` gives ``("illegal-not_in_hand", {"card": "7"})``.
    """
    values: dict[str, RefusalValue]
    if isinstance(reason, Refusal):
        message = f"refused-{reason.code.value}"
        values = {"cards": tuple(c.value for c in reason.cards), "player": reason.player}
    else:
        message = f"illegal-{reason.code.value}"
        values = {"card": reason.card.value if reason.card is not None else None, "total": reason.total,
                  "bust_total": reason.bust_total, "safe": tuple(c.value for c in reason.safe),
                  "player": reason.player}
    return message, FrozenMap((k, v) for k, v in values.items() if v is not None and v != ())


def refusal_text(reason: Illegal | Refusal) -> str:
    """One sentence for a refused command: ``"7 would make 101, and you lose
    at 99. Safe cards: 5 and minus 10."`` (R-BUST-1); worded from its code (:func:`refusal_sentence`)."""
    return refusal_sentence(*refusal_code(reason))


def refusal_sentence(message: str, values: Mapping[str, RefusalValue]) -> str:
    """A refusal worded from its catalog ``message`` id and language-free ``values`` (a
    :class:`~voice_ono.rules.events.CommandRefused`'s): the cards of the rules' and the resolver's refusals
    (``illegal-...``, ``refused-...``, :func:`refusal_code`) by their names in the language in use, a rule
    set (``rules``) by its label; any other value as it is.

    :raises MissingMessageError: for a message id the catalog lacks.
    :raises voice_ono.rules.cards.UnknownCardError: for a value that names no card where a card is meant.
    """
    if message.startswith("refused-"):
        cards = join_words([card_name(c) for c in _cards(values.get("cards"))], "or")
        return text(message, cards=cards, player=values.get("player"))
    if message.startswith("illegal-"):
        named = values.get("card")
        card = Card.from_name(named) if isinstance(named, str) else None
        safe = _cards(values.get("safe"))
        return text(message, card=card_name(card) if card is not None else None,
                    said=card_said(card, start=True) if card is not None else None,  # "The number 2 would ..."
                    total=values.get("total"), bust=values.get("bust_total"),
                    safe=join_words([card_name(c) for c in safe]), count=len(safe), player=values.get("player"))
    return text(message, **{k: rules_label(v) if k == "rules" and isinstance(v, str) else v for k, v in values.items()})


def _cards(value: RefusalValue) -> list[Card]:
    """A refusal's list of canonical card names (none when absent) as cards."""
    return [Card.from_name(c) for c in value] if isinstance(value, tuple) else []


def choice_question(clarify: Clarify) -> str:
    """``"Do you mean the number 2, or the Play 2 card? Say number two, or play two card."``"""
    cards = [a.card for a in clarify.choices if isinstance(a, PlayCard)]
    return text("choose-ask", options=join_words([card_choice(c) for c in cards], ", or"),
                says=join_words([card_phrase(c) for c in cards], ", or"))


def move_text(action: object, imperative: bool = True) -> str:
    """``"Play 3"``, ``"Play the number 2"``, ``"Play the Play 2"``, ``"Play minus 10"``, ``"Draw your card"``,
    or the past tense ``"played 3"`` when not ``imperative``."""
    tense = "imperative" if imperative else "past"
    if isinstance(action, Draw):
        return text("move-draw", tense=tense)
    if isinstance(action, DiscardOnoSet):
        return text("move-discard", tense=tense)
    card: Card = action.card  # type: ignore[attr-defined]
    # the number 2 is "the number 2": "Play 2" sounds like the Play 2 card's name (tester)
    kind = "two" if card is Card.TWO else "number" if card.is_number else card.value
    said = text("move-card", card=kind, name=card_name(card))
    return text("move-play", tense=tense, card=said)


def reason_text(reason: Reason, names: Sequence[str], *, mover: str | None = None,
                hidden_hand: bool = False, you: int | None = None, easy: bool = False) -> str:
    """One sentence for a :class:`voice_ono.bots.explain.Reason`.

    Without ``mover`` it is a hint to the player: ``"Play 3: it is your only
    card that keeps the total under 99."``  With ``mover`` it answers "why":
    ``"Bot 1 played 3: it was its only card that kept the total under 99."``;
    with ``hidden_hand`` the reason leaves out what it would tell of the
    bot's hidden cards; ``easy`` says the bot picks at random.  ``you`` is
    the seat called "you" (the single human).

    :raises MissingMessageError: for a reason code the catalog lacks.
    """
    nxt = text("next-player")  # "so the next player needs a card that adds nothing": never without a subject
    if reason.next_seat is not None:
        nxt = text("you-object") if reason.next_seat == you else names[reason.next_seat]
    fields = {"total": reason.total, "after": reason.total_after, "bust": reason.bust_total, "next": nxt}
    if mover is None:
        return text("hint", move=move_text(reason.action), reason=text(f"reason-hint-{reason.code}", **fields))
    past = move_text(reason.action, False)
    if easy:
        return text("why", mover=mover, move=past, reason=text("why-easy-bot"))
    hidden = f"reason-why-hidden-{reason.code}"
    msg = hidden if hidden_hand and hidden in _ids() else f"reason-why-{reason.code}"
    return text("why", mover=mover, move=past, reason=text(msg, **fields))


def _ids() -> set[str]:
    from voice_ono.narration.catalog import catalog

    return catalog().ids


__all__ = ["card_key", "choice_question", "move_text", "reason_text", "refusal_code", "refusal_sentence", "refusal_text"]
