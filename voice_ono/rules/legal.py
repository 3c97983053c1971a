"""Legal moves: which actions a seat may take now, the :class:`PlayerView` that carries them, and why one
may not.

Pure functions of the :class:`~voice_ono.rules.table.Table` (or, for :func:`explain_illegal`, of the
player's :class:`PlayerView`); nothing here changes the table.
"""

from __future__ import annotations

from voice_ono.rules.cards import sort_cards
from voice_ono.rules.events import Action, DiscardOnoSet, Draw, PlayCard
from voice_ono.rules.reasons import Illegal, IllegalCode
from voice_ono.rules.ruleset import EffectKind
from voice_ono.rules.table import Table
from voice_ono.rules.view import PlayerView


def legal_actions(table: Table, seat: int) -> list[Action]:
    """Legal actions for ``seat``, ordered: ``Draw`` (when the seat owes one,
    R-80-DRAW), card plays in canonical card order, then the ONO 99 discard.

    A card that would bust is never legal (R-BUST-1, R-ELIM-1); nor is an
    ONO 99 card (R-ONO-1) except once per turn on a total ending in zero
    with ``ono_on_tens`` (R-80-ONO-3), nor the forcing card as the first
    of two forced plays when the rules forbid it (R-80-DP-3).  A seat
    that owes a draw while another seat has the turn may only draw.
    """
    if table.outcome is not None or table.eliminated[seat]:
        return []
    if table.pending_draw == seat:
        if seat != table.turn:
            return [Draw()]
        return [Draw(), *play_actions(table, seat)]
    return play_actions(table, seat)


def play_actions(table: Table, seat: int, *, unforced: bool = False) -> list[Action]:
    """Card plays and discards of ``seat`` (see :func:`legal_actions`).

    With ``unforced``, as if it were the seat's ordinary turn: one play, no
    forced obligation (R-WIN-2 asks this of every seat still in).
    """
    hand = table.hands[seat]
    rules = table.rules
    if rules.eliminate_when_only_ono and hand and all(c is rules.ono_card for c in hand):
        return []  # R-80-ONO-2
    on_turn = unforced or seat == table.turn
    plays_left = table.plays_left if on_turn and not unforced else 1
    pending_play2 = table.pending_play2 and not unforced
    actions: list[Action] = []
    for card in sort_cards(set(hand)):
        if rules.effect(card).kind is EffectKind.UNPLAYABLE:
            if (
                card is rules.ono_card
                and rules.ono_on_tens
                and on_turn
                and not table.ono_extra_played
                and table.total % 10 == 0
            ):
                actions.append(PlayCard(card))  # R-80-ONO-3: an extra +0 play
            continue  # R-ONO-1
        if (
            plays_left == rules.forced_cards > 1
            and pending_play2
            and card is rules.forcing_card
            and not rules.forcing_card_can_start_forced
        ):
            continue  # R-80-DP-3
        if rules.total_after(table.total, card) < rules.bust_total:
            actions.append(PlayCard(card))
    if rules.ono_discard_four and hand.count(rules.ono_card) >= 4:
        actions.append(DiscardOnoSet())  # R-ONO-2
    return actions


def view_of(table: Table, seat: int) -> PlayerView:
    """The :class:`PlayerView` of ``seat``: no hidden cards of others, no draw order; the legal actions
    (:func:`legal_actions`) only when ``seat`` is to act (on turn, or owing a draw, R-80-DRAW)."""
    return PlayerView(
        seat=seat,
        names=tuple(table.names),
        hand=tuple(sort_cards(table.hands[seat])),
        total=table.total,
        direction=table.direction,
        turn=table.turn,
        plays_left=table.plays_left,
        pending_play2=table.pending_play2,
        hand_sizes=tuple(len(h) for h in table.hands),
        eliminated=tuple(table.eliminated),
        revealed={s: tuple(h) for s, h in table.revealed.items()},
        discard_pile=tuple(table.discard_pile),
        draw_pile_size=len(table.draw_pile),
        rules=table.rules,
        legal_actions=tuple(legal_actions(table, seat))
        if seat in (table.turn, table.pending_draw) else (),
        round=table.round,
        tokens=tuple(table.tokens),
        scores=tuple(table.scores),
        out_of_game=tuple(table.out_of_game),
        pending_draw=table.pending_draw,
        game_over=table.outcome is not None,
    )


def explain_illegal(view: PlayerView, action: Action) -> Illegal | None:
    """Why ``action`` is illegal for the player of ``view`` now, or None when it is legal.

    The reason is data (:class:`voice_ono.rules.reasons.Illegal`), worded by
    the narration layer; for a busting card it carries the total it would
    make and the cards that are safe (R-BUST-1).  Works on the player's view
    only, so the command resolver needs nothing hidden.
    """
    seat = view.seat
    if view.game_over:
        return Illegal(IllegalCode.GAME_OVER)
    if seat != view.turn and seat != view.pending_draw:
        return Illegal(IllegalCode.NOT_YOUR_TURN, turn=view.turn, player=view.names[view.turn])
    if isinstance(action, Draw):
        return None if view.pending_draw == seat else Illegal(IllegalCode.NOTHING_TO_DRAW)
    if seat != view.turn:
        return Illegal(IllegalCode.DRAW_FIRST)
    if action in view.legal_actions:
        return None
    rules = view.rules
    if isinstance(action, PlayCard):
        card = action.card
        if card not in view.hand:
            return Illegal(IllegalCode.NOT_IN_HAND, card)
        if rules.effect(card).kind is EffectKind.UNPLAYABLE:
            if card is rules.ono_card and rules.ono_on_tens:
                # R-80-ONO-3: on a total ending in zero, at most one per turn; the total is public, so a
                # refusal on such a total means this turn's one was played (the view holds no other reason)
                tens = view.total % 10 == 0
                return Illegal(IllegalCode.ONO_ONCE_PER_TURN if tens else IllegalCode.ONO_ONLY_ON_TENS, card)
            return Illegal(IllegalCode.NEVER_PLAYABLE, card)
        if card is rules.forcing_card and view.pending_play2:
            return Illegal(IllegalCode.FORCING_NOT_FIRST, card)
        after = rules.total_after(view.total, card)
        if after >= rules.bust_total:
            safe = tuple(a.card for a in view.legal_actions if isinstance(a, PlayCard))
            return Illegal(IllegalCode.WOULD_BUST, card, total=after, bust_total=rules.bust_total, safe=safe)
        return Illegal(IllegalCode.NOT_NOW, card)
    if isinstance(action, DiscardOnoSet):
        if not rules.ono_discard_four:
            return Illegal(IllegalCode.NO_ONO_DISCARD)
        return Illegal(IllegalCode.NEED_FOUR_ONO)
    return Illegal(IllegalCode.NOT_POSSIBLE)
