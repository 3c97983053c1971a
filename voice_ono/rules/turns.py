"""Turns: the transition function of a game (R-TURN-*, R-REV-*, R-M10-1,
R-P2-*, R-ONO-2, R-80-ONO-3, R-80-DRAW, R-80-PTS-1) and the start of each turn.

:func:`play` applies one legal action to a :class:`GameState` and returns
the events; elimination, rounds and scoring are in :mod:`voice_ono.rules.scoring`.
"""

from __future__ import annotations

from voice_ono.rules.cards import sort_cards
from voice_ono.rules.dealing import draw
from voice_ono.rules.errors import IllegalActionError
from voice_ono.rules.events import (Action, CardPlayed, DirectionChanged, DiscardOnoSet, Draw, DrawForfeited,
                                    EliminationReason, Event, Ono99Discarded, Play2Pending, PlayCard,
                                    TurnPassed, TurnStarted)
from voice_ono.rules.reasons import Illegal, IllegalCode
from voice_ono.rules.ruleset import EffectKind
from voice_ono.rules.scoring import eliminate, end_round
from voice_ono.rules.table import Table


def play(state: Table, action: Action) -> list[Event]:
    """Apply a legal ``action`` (no validation: :meth:`GameState.apply` validates)
    and return the events."""
    state.history.append(action)
    events: list[Event] = []
    rules = state.rules
    if isinstance(action, Draw):
        return apply_draw(state, events)
    seat = state.turn
    name = state.names[seat]
    if state.pending_draw is not None:
        # R-80-DRAW: a card was played before the draw; it is lost.
        drawer = state.pending_draw
        state.pending_draw = None
        events.append(
            DrawForfeited(player=state.names[drawer], seat=drawer, total=state.total, by=name,
                          cards=state.pending_draw_count)
        )
    facing = state.pending_play2 and state.plays_left == rules.forced_cards
    force_next = False
    passes_on = False
    if isinstance(action, PlayCard) and rules.effect(action.card).kind is EffectKind.UNPLAYABLE:
        # R-80-ONO-3: an O'NO 99 card on a total ending in zero, +0, an
        # extra play that is not the turn's card.
        state.hands[seat].remove(action.card)
        state.discard_pile.append(action.card)
        state.ono_extra_played = True
        events.append(CardPlayed(player=name, seat=seat, card=action.card, total=state.total, extra=True))
        draw_after_play(state, seat, 1, events)
        if state.pending_draw != seat:
            continue_turn(state, seat, events)
        return events
    if isinstance(action, PlayCard):
        card = action.card
        state.hands[seat].remove(card)
        state.discard_pile.append(card)
        effect = rules.effect(card)
        second_forced = state.pending_play2 and not facing
        has_effect = rules.second_forced_card_has_effect or not second_forced
        state.total = state.total_after(card)
        events.append(CardPlayed(player=name, seat=seat, card=card, total=state.total))
        if effect.kind is EffectKind.REVERSE and has_effect:
            if len(state.active_seats()) == 2 and rules.reverse_as_zero_with_two:
                pass  # R-REV-2: acts as a 0
            else:
                state.direction = -state.direction
                events.append(
                    DirectionChanged(player=name, seat=seat, total=state.total, direction=state.direction)
                )
        if effect.kind is EffectKind.FORCE and has_effect:
            force_next = True
        if facing and card in rules.dodge_cards:
            passes_on = True  # R-P2-2 / R-80-DP-2: one card only, obligation passes
            force_next = True
        state.last_to_play = seat
        state.last_played[seat] = len(state.history)
    elif isinstance(action, DiscardOnoSet):
        for _ in range(4):
            state.hands[seat].remove(rules.ono_card)
            state.discard_pile.append(rules.ono_card)
        events.append(Ono99Discarded(player=name, seat=seat, card=rules.ono_card, total=state.total))
        state.last_to_play = seat
        state.last_played[seat] = len(state.history)
        if facing and not rules.ono_discard_counts_as_forced_play:
            state.plays_left += 1  # the discard does not count as one of the two
    else:
        raise IllegalActionError(Illegal(IllegalCode.NOT_SUPPORTED), action)

    # R-TURN-2: draw back up (four cards after an ONO 99 discard).
    draws = 4 if isinstance(action, DiscardOnoSet) else 1
    draw_after_play(state, seat, draws, events)

    if passes_on:
        state.plays_left = 0
    else:
        state.plays_left -= 1
    if state.plays_left > 0:
        # Second of two forced cards (R-P2-1); R-P2-3 if none is safe.
        if state.pending_draw != seat:
            continue_turn(state, seat, events)
        return events
    # End of turn.
    state.turn = state.next_seat(seat)
    if force_next:
        state.pending_play2 = True
        state.plays_left = rules.forced_cards
        target = state.turn
        events.append(
            Play2Pending(player=state.names[target], seat=target, total=state.total,
                         forcing_card=rules.forcing_card, giver=name, passed=passes_on)
        )
    else:
        state.pending_play2 = False
        state.plays_left = 1
    begin_turn(state, events)
    return events


def draw_after_play(state: Table, seat: int, count: int, events: list[Event]) -> None:
    """R-TURN-2, or with ``manual_draw`` (R-80-DRAW) leave the draw owed."""
    if state.rules.manual_draw:
        state.pending_draw = seat
        state.pending_draw_count = count
    else:
        draw(state, seat, count, events)


def apply_draw(state: Table, events: list[Event]) -> list[Event]:
    """The owed draw of R-80-DRAW; a player still on turn then continues."""
    seat = state.pending_draw
    if seat is None:
        raise IllegalActionError(Illegal(IllegalCode.NOTHING_TO_DRAW), Draw())
    state.pending_draw = None
    draw(state, seat, state.pending_draw_count, events)
    if seat == state.turn:
        continue_turn(state, seat, events)
    return events


def continue_turn(state: Table, seat: int, events: list[Event]) -> None:
    """``seat`` keeps the turn (second forced card, R-P2-1, or after an
    extra O'NO 99 card, R-80-ONO-3): announce it, or fail the player
    when no safe card is left (R-P2-3, R-ELIM-1)."""
    second = state.pending_play2 and state.plays_left < state.rules.forced_cards
    legal = state.legal_actions(seat)
    if not legal:
        state.pending_play2 = False
        reason = EliminationReason.SECOND_CARD if second else EliminationReason.NO_SAFE_CARD
        if eliminate(state, seat, events, reason=reason):
            state.turn = state.next_seat(seat)
            state.plays_left = 1
            begin_turn(state, events)
        return
    events.append(state._turn_started_event(seat, second, legal))


def turn_started_event(state: Table, seat: int, second: bool,
                        legal: list[Action] | None = None, *, cards: bool = True) -> TurnStarted:
    """``turn_started``: the hand, and ``safe`` = the cards that may be
    played now (R-BUST-1), so narration can say which cards are safe.

    :param cards: False leaves out the hand, the safe cards and ``can_discard`` (a state that does not
        announce turns: no one reads them)."""
    if cards and legal is None:
        legal = state.legal_actions(seat)
    return TurnStarted(
        player=state.names[seat], seat=seat, total=state.total, plays_left=state.plays_left, second_card=second,
        pending_play2=None if second else state.pending_play2,
        hand=tuple(sort_cards(state.hands[seat])) if cards else None,
        safe=tuple(a.card for a in legal if isinstance(a, PlayCard)) if legal is not None and cards else None,
        # R-ONO-2: the four ONO 99 discard is a legal play now
        can_discard=cards and legal is not None and any(isinstance(a, DiscardOnoSet) for a in legal))


def begin_turn(state: Table, events: list[Event]) -> None:
    """Start the turn of ``state.turn``; eliminate players with no safe
    play (R-ELIM-1, R-P2-4) until someone can play or the round or game
    ends.  With points scoring four O'NO 99 cards end the turn (R-80-PTS-1)."""
    rules = state.rules
    passes = 0
    while state.outcome is None:
        seat = state.turn
        state.ono_extra_played = False
        if (rules.four_ono_ends_turn and state.pending_draw != seat
                and state.hands[seat].count(rules.ono_card) >= 4):
            active = state.active_seats()
            if passes >= len(active):
                # Every player still in passed in a row: nobody can ever
                # play again, so the round ends (a guard; a real deck has
                # four O'NO 99 cards, so only a lone player can loop here).
                end_round(state, events, winner=active[0] if len(active) == 1 else None)
                return
            # R-80-PTS-1: the turn ends without a play; a forced
            # obligation lapses (like R-P2-4, it does not pass on).
            events.append(TurnPassed(player=state.names[seat], seat=seat, total=state.total))
            state.pending_play2 = False
            state.plays_left = 1
            state.turn = state.next_seat(seat)
            passes += 1
            continue
        legal = state.legal_actions(seat)
        if legal:
            events.append(state._turn_started_event(seat, second=False, legal=legal))
            return
        # R-P2-4: a forced player who cannot play is eliminated; the
        # obligation does not pass on.
        state.pending_play2 = False
        state.plays_left = 1
        if not eliminate(state, seat, events, reason=EliminationReason.NO_SAFE_CARD):
            return
        state.turn = state.next_seat(seat)
