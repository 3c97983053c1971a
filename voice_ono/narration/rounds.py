"""Spoken text for the 1980 editions' multi-round events (``round_started``,
``round_ended``, ``token_lost``, ``player_out``, ``draw_forfeited``,
``turn_passed``, and ``player_eliminated`` when it means "out of the
round").  Words: ``locales/<lang>/rounds.ftl``.

Rule IDs: R-80-TOK, R-80-PTS-1..3, R-80-DRAW, R-80-ONO-2.
"""

from __future__ import annotations

from typing import Mapping

from voice_ono.narration.cards import join_words
from voice_ono.narration.catalog import text
from voice_ono.rules.events import (DrawForfeited, Event, OutReason, PlayerEliminated, PlayerOut, RoundEnded,
                                    RoundStarted, TokenLost, TurnPassed)


def _subject(name: str | None, you: str | None) -> dict[str, str]:
    if name is not None and name == you:
        return {"who": text("you-subject"), "person": "you"}
    return {"who": name if name is not None else text("someone"), "person": "other"}


def _listing(values: Mapping[str, int], you: str | None, unit: str) -> str:
    """``{"Ann": 3, "Bob": 1}`` -> "You have 3 tokens and Bob has 1 token"."""
    return join_words([text("player-has", unit=unit, count=v, **_subject(k, you)) for k, v in values.items()])


def narrate_round_event(event: Event, you: str | None = None) -> str | None:
    """One spoken sentence for a round-related event, or None when the event
    is not one of them.

    :param event: an engine event.
    :param you: the name of the player addressed as "you" (the single human), if any.
    :returns: the sentence, or None for events the main narrator handles.
    """
    match event:
        case RoundStarted():
            parts = [text("round-started", round=event.round)]
            if event.dealer and event.round > 1:  # round 1: the game_started line named the dealer
                parts.append(text("dealer-deals", **_subject(event.dealer, you)))
            if event.tokens is not None and event.round == 1 and len(set(event.tokens.values())) == 1:
                parts.append(text("everyone-tokens", count=next(iter(event.tokens.values()))))
            if event.scores is not None and event.round == 1 and set(event.scores.values()) == {0}:
                parts.append(text("scored-in-points"))
            return " ".join(parts)  # later rounds: the round_ended just before gave the tokens or scores
        case RoundEnded():
            return _round_ended(event, you)
        case TokenLost():
            return text("token-lost", left=event.tokens, **_subject(event.player, you))
        case PlayerOut(reason=OutReason.TARGET):
            return text("out-target", score=event.score, **_subject(event.player, you))
        case PlayerOut():
            return text("out-no-tokens", **_subject(event.player, you))
        case DrawForfeited():
            return text("draw-forfeited", cards=event.cards, **_subject(event.player, you))
        case TurnPassed():
            return text("turn-passed", **_subject(event.player, you))
        case PlayerEliminated(out_of="round"):
            return text("out-of-round", reason=event.reason.value, **_subject(event.player, you))
    return None


def _round_ended(e: RoundEnded, you: str | None) -> str:
    parts = [text("round-ended", round=e.round)]
    if e.tokens is not None:
        if e.loser:
            parts.append(text("lost-the-round", who=_subject(e.loser, you)["who"]))
        out = list(e.out or ())
        still = {k: v for k, v in e.tokens.items() if k not in out}
        parts.append(text("tokens-left-list", players=_listing(still, you, "token")))
        if out:
            parts.append(text("out-list", players=join_words([_subject(n, you)["who"] for n in out])))
        return " ".join(parts)
    if e.winner:
        parts.append(text("last-one-in", **_subject(e.winner, you)))
    points: Mapping[str, int] = e.points or {}
    scores: Mapping[str, int] = e.scores or {}
    same = points and {k: scores.get(k) for k in points} == points and set(scores) <= set(points)
    if points and not same:
        parts.append(text("points-this-round", players=_listing(points, you, "point")))
    if scores:  # said once when the round's points are the scores (round 1)
        parts.append(text("scores-listed", players=_listing(scores, you, "point")))
    return " ".join(parts)
