"""Spoken text for the 1980 editions' multi-round events (``round_started``,
``round_ended``, ``token_lost``, ``player_out``, ``draw_forfeited``,
``turn_passed``, and ``player_eliminated`` when it means "out of the
round").  Words: ``locales/<lang>/rounds.ftl``.

Rule IDs: R-80-TOK, R-80-PTS-1..3, R-80-DRAW, R-80-ONO-2.
"""

from __future__ import annotations

from typing import Any, Mapping

from voice_ono.narration.cards import join_words
from voice_ono.narration.catalog import text
from voice_ono.rules import events as ev
from voice_ono.rules.events import Event


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

    :param event: an engine :class:`Event`.
    :param you: the name of the player addressed as "you" (the single human), if any.
    :returns: the sentence, or None for events the main narrator handles.
    """
    d = event.data
    subject = _subject(event.player, you)
    if event.type == ev.ROUND_STARTED:
        parts = [text("round-started", round=d["round"])]
        if d.get("dealer") and d["round"] > 1:  # round 1: the game_started line named the dealer
            parts.append(text("dealer-deals", **_subject(d["dealer"], you)))
        if "tokens" in d and d["round"] == 1 and len(set(d["tokens"].values())) == 1:
            parts.append(text("everyone-tokens", count=next(iter(d["tokens"].values()))))
        if "scores" in d and d["round"] == 1 and set(d["scores"].values()) == {0}:
            parts.append(text("scored-in-points"))
        return " ".join(parts)  # later rounds: the round_ended just before gave the tokens or scores
    if event.type == ev.ROUND_ENDED:
        return _round_ended(d, you)
    if event.type == ev.TOKEN_LOST:
        return text("token-lost", left=d.get("tokens", 0), **subject)
    if event.type == ev.PLAYER_OUT:
        if d.get("reason") == "target":
            return text("out-target", score=d.get("score"), **subject)
        return text("out-no-tokens", **subject)
    if event.type == ev.DRAW_FORFEITED:
        return text("draw-forfeited", cards=d.get("cards", 1), **subject)
    if event.type == ev.TURN_PASSED:
        return text("turn-passed", **subject)
    if event.type == ev.PLAYER_ELIMINATED and d.get("out_of") == "round":
        return text("out-of-round", reason=d.get("reason", "") or "none", **subject)
    return None


def _round_ended(d: Mapping[str, Any], you: str | None) -> str:
    parts = [text("round-ended", round=d["round"])]
    if "tokens" in d:
        if d.get("loser"):
            parts.append(text("lost-the-round", who=_subject(d["loser"], you)["who"]))
        out = list(d.get("out", []))
        still = {k: v for k, v in d["tokens"].items() if k not in out}
        parts.append(text("tokens-left-list", players=_listing(still, you, "token")))
        if out:
            parts.append(text("out-list", players=join_words([_subject(n, you)["who"] for n in out])))
        return " ".join(parts)
    if d.get("winner"):
        parts.append(text("last-one-in", **_subject(d["winner"], you)))
    points, scores = d.get("points") or {}, d.get("scores") or {}
    same = points and {k: scores.get(k) for k in points} == points and set(scores) <= set(points)
    if points and not same:
        parts.append(text("points-this-round", players=_listing(points, you, "point")))
    if scores:  # said once when the round's points are the scores (round 1)
        parts.append(text("scores-listed", players=_listing(scores, you, "point")))
    return " ".join(parts)
