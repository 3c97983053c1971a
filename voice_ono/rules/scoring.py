"""Scoring and rounds: elimination (R-ELIM-1), the winner (R-WIN-1, R-WIN-2),
and the 1980 multi-round scorings, tokens (R-80-TOK, R-99-2) and points
(R-80-PTS-1..3).

Functions of the state, called by its transitions (:mod:`voice_ono.rules.state`).
"""

from __future__ import annotations

from voice_ono.rules.cards import sort_cards
from voice_ono.rules.dealing import deal_round, draw
from voice_ono.rules.events import (EliminationReason, Event, FrozenMap, GameWon, OutReason, PlayerEliminated,
                                    PlayerOut, RoundEnded, RoundStarted, TokenLost)
from voice_ono.rules.legal import play_actions
from voice_ono.rules.outcome import Outcome, Termination
from voice_ono.rules.ruleset import PointsMode, ScoringMode
from voice_ono.rules.table import Table


def eliminate(state: Table, seat: int, events: list[Event], reason: EliminationReason) -> bool:
    """A player cannot play safely.  Returns True when the round goes on
    with the next player, False when the round or the game has ended
    (a new round is then already dealt, or :attr:`outcome` is set).

    * ``scoring="elimination"``: R-ELIM-1 - lay the hand face up, skip
      the player from now on; then check R-WIN-1 / R-WIN-2.  The revealed
      hand goes under the discard pile (out of the total, still in the
      deck for reshuffles).
    * ``scoring="tokens"``: R-80-TOK / R-99-2 - the hand is laid face up,
      the player loses a token (or is out of the game), the round ends.
    * ``scoring="points"``: R-80-PTS-1 - out of the round; the player
      keeps the hand and draws back to ``hand_size``; the round ends
      when one player is left.
    """
    scoring = state.rules.scoring
    if scoring is ScoringMode.POINTS:
        return put_out_of_round(state, seat, events, reason)
    hand = sort_cards(state.hands[seat])
    state.eliminated[seat] = True
    state.revealed[seat] = list(hand)
    state.hands[seat] = []
    state.discard_pile[0:0] = hand
    events.append(PlayerEliminated(player=state.names[seat], seat=seat, total=state.total, hand=tuple(hand),
                                   reason=reason, out_of="round" if scoring is ScoringMode.TOKENS else None))
    if scoring is ScoringMode.TOKENS:
        lose_token(state, seat, events)
        return False
    active = state.active_seats()
    if len(active) == 1:
        win(state, active[0], Termination.LAST_PLAYER_STANDING, events)  # R-WIN-1
    elif not any(play_actions(state, s, unforced=True) for s in active):
        # R-WIN-2: the last player who successfully played a card wins.
        # Reading chosen (docs/rules.md): among the players still in, so
        # a player just put out by R-P2-3 cannot win; if none of them has
        # played yet, the next player in turn order.
        latest = max(active, key=lambda s: state.last_played[s])
        winner = latest if state.last_played[latest] >= 0 else state.next_seat(seat)
        win(state, winner, Termination.NO_ONE_CAN_PLAY, events)
    return state.outcome is None

def lose_token(state: Table, seat: int, events: list[Event]) -> None:
    """R-80-TOK / R-99-2: lose a token; with none left (or, with
    ``out_after_last_token``, on losing the last) the player is out of
    the game.  Then the round ends."""
    out = state.tokens[seat] == 0
    if not out:
        state.tokens[seat] -= 1
        events.append(TokenLost(player=state.names[seat], seat=seat, total=state.total, tokens=state.tokens[seat]))
        out = state.rules.out_after_last_token and state.tokens[seat] == 0
    if out:
        state.out_of_game[seat] = True
        events.append(PlayerOut(player=state.names[seat], seat=seat, total=state.total, reason=OutReason.TOKENS))
    end_round(state, events, loser=seat)

def put_out_of_round(state: Table, seat: int, events: list[Event], reason: EliminationReason) -> bool:
    """R-80-PTS-1: out of the round, keep the hand, draw back up."""
    state.eliminated[seat] = True
    state.put_out[seat] = True
    events.append(PlayerEliminated(player=state.names[seat], seat=seat, total=state.total, reason=reason,
                                   out_of="round"))
    missing = state.rules.hand_size - len(state.hands[seat])
    if missing > 0:
        draw(state, seat, missing, events)
    active = state.active_seats()
    if len(active) <= 1:
        end_round(state, events, winner=active[0] if active else None)
        return False
    return True

def end_round(state: Table, events: list[Event], loser: int | None = None,
               winner: int | None = None) -> None:
    """Close the round: score it (R-80-PTS-2, R-80-TOK), put players out
    of the game (R-80-PTS-3), then declare the winner or deal again."""
    rules = state.rules
    if state.pending_draw is not None:
        # Nobody played after the owed draw, so it was not missed.
        drawer, state.pending_draw = state.pending_draw, None
        draw(state, drawer, state.pending_draw_count, events)
    names = state.names
    if rules.scoring is ScoringMode.TOKENS:
        events.append(RoundEnded(
            total=state.total, round=state.round, loser=None if loser is None else names[loser],
            tokens=FrozenMap((names[s], state.tokens[s]) for s in range(len(names))),
            out=tuple(names[s] for s in range(len(names)) if state.out_of_game[s])))
    else:
        points: dict[str, int] = {}
        for s in range(len(state.names)):
            if state.out_of_game[s]:
                continue
            hand = state.hands[s]
            pts = sum(rules.card_score(c) for c in hand)
            pts += rules.missing_card_points * max(0, rules.hand_size - len(hand))
            if state.put_out[s]:
                pts += rules.out_of_round_points
            points[state.names[s]] = pts
            state.scores[s] += pts
        events.append(RoundEnded(
            total=state.total, round=state.round, winner=None if winner is None else names[winner],
            points=FrozenMap(points), scores=_scores(state),
            hands=FrozenMap((names[s], tuple(sort_cards(state.hands[s])))
                            for s in range(len(names)) if not state.out_of_game[s])))
        in_round = [s for s in range(len(state.names)) if not state.out_of_game[s]]
        reached = [s for s in in_round if state.scores[s] >= rules.target]

        def rank(s: int) -> tuple[int, int, int]:
            return (state.scores[s], 0 if s == winner else 1, s)

        if reached and rules.points_mode is PointsMode.LOWEST:
            win(state, min(in_round, key=rank), Termination.LOWEST_SCORE, events)
            return
        # If everyone left reached the target, the lowest of them wins
        # (and so is not put out).
        best = min(in_round, key=rank) if len(reached) == len(in_round) else None
        for s in reached:
            if s != best:
                state.out_of_game[s] = True
                events.append(PlayerOut(player=names[s], seat=s, total=state.total, reason=OutReason.TARGET,
                                        score=state.scores[s]))
        if best is not None:
            win(state, best, Termination.LOWEST_SCORE, events)
            return
    in_game = [s for s in range(len(state.names)) if not state.out_of_game[s]]
    if len(in_game) == 1:
        win(state, in_game[0], Termination.LAST_IN_GAME, events)
        return
    start_round(state, events)

def start_round(state: Table, events: list[Event]) -> None:
    """Deal the next round (:func:`~voice_ono.rules.dealing.deal_round`),
    announce it and begin its first turn."""
    deal_round(state)
    events.append(round_started_event(state))
    state._begin_turn(events)


def round_started_event(state: Table) -> RoundStarted:
    """``round_started``: the round's number and dealer, and the tokens or scores of the players still in."""
    names = state.names
    counts = state.tokens if state.rules.scoring is ScoringMode.TOKENS else state.scores
    still_in = FrozenMap((names[s], counts[s]) for s in range(len(names)) if not state.out_of_game[s])
    tokens = state.rules.scoring is ScoringMode.TOKENS
    return RoundStarted(total=state.total, round=state.round,
                        dealer=None if state.dealer is None else names[state.dealer],
                        tokens=still_in if tokens else None, scores=None if tokens else still_in)


def _scores(state: Table) -> FrozenMap[int]:
    """Every player's score so far, by name (R-80-PTS-2)."""
    return FrozenMap((state.names[s], state.scores[s]) for s in range(len(state.names)))

def win(state: Table, seat: int, termination: Termination, events: list[Event]) -> None:
    state.outcome = Outcome(seat, termination)
    lowest = termination is Termination.LOWEST_SCORE
    # R-80-PTS-3: the lowest score among the players still in wins;
    # players already out (by reaching the target) may have less.
    out = tuple(state.names[s] for s in range(len(state.names)) if state.out_of_game[s] and s != seat)
    events.append(GameWon(player=state.names[seat], seat=seat, total=state.total, termination=termination,
                          scores=_scores(state) if lowest else None, out=out if lowest else None))
