"""Turns: the transition function of a game (R-TURN-*, R-REV-*, R-M10-1,
R-P2-*, R-ONO-2, R-80-ONO-3, R-80-DRAW, R-80-PTS-1), the start of the game,
of each round and of each turn.

:func:`start_game` deals and begins the first turn; :func:`play` applies one
legal action to a :class:`~voice_ono.rules.table.Table` and returns the events.
Elimination and the scoring of a round are in :mod:`voice_ono.rules.scoring`;
once a round has ended, :func:`start_round` here deals the next.
"""

from __future__ import annotations

from voice_ono.rules.cards import sort_cards
from voice_ono.rules.dealing import deal_first, deal_round, draw
from voice_ono.rules.errors import IllegalActionError
from voice_ono.rules.events import (Action, CardPlayed, DirectionChanged, DiscardOnoSet, Draw, DrawForfeited,
                                    EliminationReason, Event, GameStarted, Ono99Discarded, Play2Pending, PlayCard,
                                    TurnPassed, TurnStarted)
from voice_ono.rules.legal import legal_actions
from voice_ono.rules.reasons import Illegal, IllegalCode
from voice_ono.rules.ruleset import EffectKind
from voice_ono.rules.scoring import eliminate, end_round, round_started_event
from voice_ono.rules.table import Table


def start_game(table: Table) -> list[Event]:
    """Start a game: deal unless the hands were given (R-SET-1: shuffle, deal ``hand_size`` each, the rest is
    the draw pile; R-SET-2: a random dealer, the player to the dealer's left starts, play goes clockwise),
    announce it (``game_started``, and ``round_started`` with the multi-round scorings) and begin the first
    turn (:func:`begin_turn`); a scenario may start facing a forced play (R-P2-1).  Sets ``started``.

    :returns: the opening events.
    """
    table.started = True
    events: list[Event] = []
    if not table.dealt:
        deal_first(table)
    events.append(
        GameStarted(total=table.total, players=tuple(table.names),
                    dealer=None if table.dealer is None else table.names[table.dealer], rules=table.rules.name)
    )
    if table.rules.multi_round:
        events.append(round_started_event(table))
    if table.pending_play2:
        table.plays_left = table.rules.forced_cards
    begin_turn(table, events)
    return events


def play(table: Table, action: Action) -> list[Event]:
    """Apply a legal ``action`` (no validation: :meth:`voice_ono.rules.state.GameState.apply` validates)
    and return the events.  The legal actions kept for the turn (:attr:`~voice_ono.rules.table.Table.turn_legal`)
    no longer hold."""
    table.turn_legal = None
    table.history.append(action)
    events: list[Event] = []
    rules = table.rules
    if isinstance(action, Draw):
        return apply_draw(table, events)
    seat = table.turn
    name = table.names[seat]
    if table.pending_draw is not None:
        # R-80-DRAW: a card was played before the draw; it is lost.
        drawer = table.pending_draw
        table.pending_draw = None
        events.append(
            DrawForfeited(player=table.names[drawer], seat=drawer, total=table.total, by=name,
                          cards=table.pending_draw_count)
        )
    facing = table.pending_play2 and table.plays_left == rules.forced_cards
    force_next = False
    passes_on = False
    if isinstance(action, PlayCard) and rules.effect(action.card).kind is EffectKind.UNPLAYABLE:
        # R-80-ONO-3: an O'NO 99 card on a total ending in zero, +0, an
        # extra play that is not the turn's card.
        table.hands[seat].remove(action.card)
        table.discard_pile.append(action.card)
        table.ono_extra_played = True
        events.append(CardPlayed(player=name, seat=seat, card=action.card, total=table.total, extra=True))
        draw_after_play(table, seat, 1, events)
        if table.pending_draw != seat:
            continue_turn(table, seat, events)
        return events
    if isinstance(action, PlayCard):
        card = action.card
        table.hands[seat].remove(card)
        table.discard_pile.append(card)
        effect = rules.effect(card)
        second_forced = table.pending_play2 and not facing
        has_effect = rules.second_forced_card_has_effect or not second_forced
        table.total = table.total_after(card)
        events.append(CardPlayed(player=name, seat=seat, card=card, total=table.total))
        if effect.kind is EffectKind.REVERSE and has_effect:
            if len(table.active_seats()) == 2 and rules.reverse_as_zero_with_two:
                pass  # R-REV-2: acts as a 0
            else:
                table.direction = -table.direction
                events.append(
                    DirectionChanged(player=name, seat=seat, total=table.total, direction=table.direction)
                )
        if effect.kind is EffectKind.FORCE and has_effect:
            force_next = True
        if facing and card in rules.dodge_cards:
            passes_on = True  # R-P2-2 / R-80-DP-2: one card only, obligation passes
            force_next = True
        table.last_to_play = seat
        table.last_played[seat] = len(table.history)
    elif isinstance(action, DiscardOnoSet):
        for _ in range(4):
            table.hands[seat].remove(rules.ono_card)
            table.discard_pile.append(rules.ono_card)
        events.append(Ono99Discarded(player=name, seat=seat, card=rules.ono_card, total=table.total))
        table.last_to_play = seat
        table.last_played[seat] = len(table.history)
        if facing and not rules.ono_discard_counts_as_forced_play:
            table.plays_left += 1  # the discard does not count as one of the two
    else:
        raise IllegalActionError(Illegal(IllegalCode.NOT_SUPPORTED), action)

    # R-TURN-2: draw back up (four cards after an ONO 99 discard).
    draws = 4 if isinstance(action, DiscardOnoSet) else 1
    draw_after_play(table, seat, draws, events)

    if passes_on:
        table.plays_left = 0
    else:
        table.plays_left -= 1
    if table.plays_left > 0:
        # Second of two forced cards (R-P2-1); R-P2-3 if none is safe.
        if table.pending_draw != seat:
            continue_turn(table, seat, events)
        return events
    # End of turn.
    table.turn = table.next_seat(seat)
    if force_next:
        table.pending_play2 = True
        table.plays_left = rules.forced_cards
        target = table.turn
        events.append(
            Play2Pending(player=table.names[target], seat=target, total=table.total,
                         forcing_card=rules.forcing_card, giver=name, passed=passes_on)
        )
    else:
        table.pending_play2 = False
        table.plays_left = 1
    begin_turn(table, events)
    return events


def draw_after_play(table: Table, seat: int, count: int, events: list[Event]) -> None:
    """R-TURN-2, or with ``manual_draw`` (R-80-DRAW) leave the draw owed."""
    if table.rules.manual_draw:
        table.pending_draw = seat
        table.pending_draw_count = count
    else:
        draw(table, seat, count, events)


def apply_draw(table: Table, events: list[Event]) -> list[Event]:
    """The owed draw of R-80-DRAW; a player still on turn then continues."""
    seat = table.pending_draw
    if seat is None:
        raise IllegalActionError(Illegal(IllegalCode.NOTHING_TO_DRAW), Draw())
    table.pending_draw = None
    draw(table, seat, table.pending_draw_count, events)
    if seat == table.turn:
        continue_turn(table, seat, events)
    return events


def continue_turn(table: Table, seat: int, events: list[Event]) -> None:
    """``seat`` keeps the turn (second forced card, R-P2-1, or after an
    extra O'NO 99 card, R-80-ONO-3): announce it, or fail the player
    when no safe card is left (R-P2-3, R-ELIM-1)."""
    second = table.pending_play2 and table.plays_left < table.rules.forced_cards
    legal = legal_actions(table, seat)
    if not legal:
        table.pending_play2 = False
        reason = EliminationReason.SECOND_CARD if second else EliminationReason.NO_SAFE_CARD
        if eliminate(table, seat, events, reason=reason):
            table.turn = table.next_seat(seat)
            table.plays_left = 1
            begin_turn(table, events)
        else:
            start_round(table, events)
        return
    events.append(announce_turn(table, seat, second, legal))


def announce_turn(table: Table, seat: int, second: bool, legal: list[Action] | None = None) -> TurnStarted:
    """The ``turn_started`` event of ``seat``'s turn (``second``: the second of two forced cards, R-P2-1):
    the hand, and ``safe`` = the cards that may be played now (R-BUST-1), so narration can say which cards are
    safe, and ``can_discard`` when the four O'NO 99 discard is legal (R-ONO-2).

    ``legal`` are the seat's legal actions when the caller has them (else they are computed).  With
    :attr:`~voice_ono.rules.table.Table.announce_turns` False the event leaves out the hand, the safe cards
    and ``can_discard`` (no one reads them) and the legal actions are kept in
    :attr:`~voice_ono.rules.table.Table.turn_legal` instead."""
    if legal is None:
        legal = legal_actions(table, seat)
    cards = table.announce_turns
    if not cards:
        table.turn_legal = legal
    return TurnStarted(
        player=table.names[seat], seat=seat, total=table.total, plays_left=table.plays_left, second_card=second,
        pending_play2=None if second else table.pending_play2,
        hand=tuple(sort_cards(table.hands[seat])) if cards else None,
        safe=tuple(a.card for a in legal if isinstance(a, PlayCard)) if cards else None,
        can_discard=cards and any(isinstance(a, DiscardOnoSet) for a in legal))


def start_round(table: Table, events: list[Event]) -> None:
    """After a round has ended (:func:`voice_ono.rules.scoring.end_round`) with the game going on: deal the
    next round (:func:`~voice_ono.rules.dealing.deal_round`: R-SET-1, R-SET-2; R-80-TOK, R-80-PTS-1), announce
    it (``round_started``) and begin its first turn.  Nothing when the game is over (``outcome`` set)."""
    if table.outcome is not None:
        return
    deal_round(table)
    events.append(round_started_event(table))
    begin_turn(table, events)


def begin_turn(table: Table, events: list[Event]) -> None:
    """Start the turn of ``table.turn`` and announce it (:func:`announce_turn`); eliminate players with no
    safe play (R-ELIM-1, R-P2-4) until someone can play or the game ends (a round that ends deals the next,
    :func:`start_round`).  With points scoring four O'NO 99 cards end the turn (R-80-PTS-1)."""
    rules = table.rules
    passes = 0
    while table.outcome is None:
        seat = table.turn
        table.ono_extra_played = False
        if (rules.four_ono_ends_turn and table.pending_draw != seat
                and table.hands[seat].count(rules.ono_card) >= 4):
            active = table.active_seats()
            if passes >= len(active):
                # Every player still in passed in a row: nobody can ever
                # play again, so the round ends (a guard; a real deck has
                # four O'NO 99 cards, so only a lone player can loop here).
                end_round(table, events, winner=active[0] if len(active) == 1 else None)
                start_round(table, events)
                return
            # R-80-PTS-1: the turn ends without a play; a forced
            # obligation lapses (like R-P2-4, it does not pass on).
            events.append(TurnPassed(player=table.names[seat], seat=seat, total=table.total))
            table.pending_play2 = False
            table.plays_left = 1
            table.turn = table.next_seat(seat)
            passes += 1
            continue
        legal = legal_actions(table, seat)
        if legal:
            events.append(announce_turn(table, seat, second=False, legal=legal))
            return
        # R-P2-4: a forced player who cannot play is eliminated; the
        # obligation does not pass on.
        table.pending_play2 = False
        table.plays_left = 1
        if not eliminate(table, seat, events, reason=EliminationReason.NO_SAFE_CARD):
            start_round(table, events)
            return
        table.turn = table.next_seat(seat)
