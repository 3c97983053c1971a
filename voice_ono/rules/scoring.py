"""Scoring and rounds: elimination (R-ELIM-1), the winner (R-WIN-1, R-WIN-2),
and the 1980 multi-round scorings, tokens (R-80-TOK, R-99-2) and points
(R-80-PTS-1..3).

Functions of the :class:`~voice_ono.rules.table.Table`, called by the transitions (:mod:`voice_ono.rules.turns`),
which also deal the next round once one has ended (:func:`voice_ono.rules.turns.start_round`).
"""

from __future__ import annotations

from voice_ono.rules.cards import sort_cards
from voice_ono.rules.dealing import draw
from voice_ono.rules.events import (EliminationReason, Event, FrozenMap, GameWon, OutReason, PlayerEliminated,
                                    PlayerOut, RoundEnded, RoundStarted, TokenLost)
from voice_ono.rules.legal import play_actions
from voice_ono.rules.outcome import Outcome, Termination
from voice_ono.rules.ruleset import PointsMode, ScoringMode
from voice_ono.rules.table import Table


def eliminate(table: Table, seat: int, events: list[Event], reason: EliminationReason) -> bool:
    """A player cannot play safely.  Returns True when the round goes on
    with the next player, False when the round or the game has ended
    (:attr:`~voice_ono.rules.table.Table.outcome` is set, or the caller
    deals the next round: :func:`voice_ono.rules.turns.start_round`).

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
    scoring = table.rules.scoring
    if scoring is ScoringMode.POINTS:
        return put_out_of_round(table, seat, events, reason)
    hand = sort_cards(table.hands[seat])
    table.eliminated[seat] = True
    table.revealed[seat] = list(hand)
    table.hands[seat] = []
    table.discard_pile[0:0] = hand
    events.append(PlayerEliminated(player=table.names[seat], seat=seat, total=table.total, hand=tuple(hand),
                                   reason=reason, out_of="round" if scoring is ScoringMode.TOKENS else None))
    if scoring is ScoringMode.TOKENS:
        lose_token(table, seat, events)
        return False
    active = table.active_seats()
    if len(active) == 1:
        win(table, active[0], Termination.LAST_PLAYER_STANDING, events)  # R-WIN-1
    elif not any(play_actions(table, s, unforced=True) for s in active):
        # R-WIN-2: the last player who successfully played a card wins.
        # Reading chosen (docs/rules.md): among the players still in, so
        # a player just put out by R-P2-3 cannot win; if none of them has
        # played yet, the next player in turn order.
        latest = max(active, key=lambda s: table.last_played[s])
        winner = latest if table.last_played[latest] >= 0 else table.next_seat(seat)
        win(table, winner, Termination.NO_ONE_CAN_PLAY, events)
    return table.outcome is None

def lose_token(table: Table, seat: int, events: list[Event]) -> None:
    """R-80-TOK / R-99-2: lose a token; with none left (or, with
    ``out_after_last_token``, on losing the last) the player is out of
    the game.  Then the round ends."""
    out = table.tokens[seat] == 0
    if not out:
        table.tokens[seat] -= 1
        events.append(TokenLost(player=table.names[seat], seat=seat, total=table.total, tokens=table.tokens[seat]))
        out = table.rules.out_after_last_token and table.tokens[seat] == 0
    if out:
        table.out_of_game[seat] = True
        events.append(PlayerOut(player=table.names[seat], seat=seat, total=table.total, reason=OutReason.TOKENS))
    end_round(table, events, loser=seat)

def put_out_of_round(table: Table, seat: int, events: list[Event], reason: EliminationReason) -> bool:
    """R-80-PTS-1: out of the round, keep the hand, draw back up."""
    table.eliminated[seat] = True
    table.put_out[seat] = True
    events.append(PlayerEliminated(player=table.names[seat], seat=seat, total=table.total, reason=reason,
                                   out_of="round"))
    missing = table.rules.hand_size - len(table.hands[seat])
    if missing > 0:
        draw(table, seat, missing, events)
    active = table.active_seats()
    if len(active) <= 1:
        end_round(table, events, winner=active[0] if active else None)
        return False
    return True

def end_round(table: Table, events: list[Event], loser: int | None = None,
               winner: int | None = None) -> None:
    """Close the round: score it (R-80-PTS-2, R-80-TOK), put players out
    of the game (R-80-PTS-3), and declare the winner when the game is over
    (R-80-PTS-3, R-80-TOK); otherwise the caller deals the next round
    (:func:`voice_ono.rules.turns.start_round`)."""
    rules = table.rules
    if table.pending_draw is not None:
        # Nobody played after the owed draw, so it was not missed.
        drawer, table.pending_draw = table.pending_draw, None
        draw(table, drawer, table.pending_draw_count, events)
    names = table.names
    if rules.scoring is ScoringMode.TOKENS:
        events.append(RoundEnded(
            total=table.total, round=table.round, loser=None if loser is None else names[loser],
            tokens=FrozenMap((names[s], table.tokens[s]) for s in range(len(names))),
            out=tuple(names[s] for s in range(len(names)) if table.out_of_game[s])))
    else:
        points: dict[str, int] = {}
        for s in range(len(table.names)):
            if table.out_of_game[s]:
                continue
            hand = table.hands[s]
            pts = sum(rules.card_score(c) for c in hand)
            pts += rules.missing_card_points * max(0, rules.hand_size - len(hand))
            if table.put_out[s]:
                pts += rules.out_of_round_points
            points[table.names[s]] = pts
            table.scores[s] += pts
        events.append(RoundEnded(
            total=table.total, round=table.round, winner=None if winner is None else names[winner],
            points=FrozenMap(points), scores=_scores(table),
            hands=FrozenMap((names[s], tuple(sort_cards(table.hands[s])))
                            for s in range(len(names)) if not table.out_of_game[s])))
        in_round = [s for s in range(len(table.names)) if not table.out_of_game[s]]
        reached = [s for s in in_round if table.scores[s] >= rules.target]

        def rank(s: int) -> tuple[int, int, int]:
            return (table.scores[s], 0 if s == winner else 1, s)

        if reached and rules.points_mode is PointsMode.LOWEST:
            win(table, min(in_round, key=rank), Termination.LOWEST_SCORE, events)
            return
        # If everyone left reached the target, the lowest of them wins
        # (and so is not put out).
        best = min(in_round, key=rank) if len(reached) == len(in_round) else None
        for s in reached:
            if s != best:
                table.out_of_game[s] = True
                events.append(PlayerOut(player=names[s], seat=s, total=table.total, reason=OutReason.TARGET,
                                        score=table.scores[s]))
        if best is not None:
            win(table, best, Termination.LOWEST_SCORE, events)
            return
    in_game = [s for s in range(len(table.names)) if not table.out_of_game[s]]
    if len(in_game) == 1:
        win(table, in_game[0], Termination.LAST_IN_GAME, events)

def round_started_event(table: Table) -> RoundStarted:
    """``round_started``: the round's number and dealer, and the tokens or scores of the players still in."""
    names = table.names
    counts = table.tokens if table.rules.scoring is ScoringMode.TOKENS else table.scores
    still_in = FrozenMap((names[s], counts[s]) for s in range(len(names)) if not table.out_of_game[s])
    tokens = table.rules.scoring is ScoringMode.TOKENS
    return RoundStarted(total=table.total, round=table.round,
                        dealer=None if table.dealer is None else names[table.dealer],
                        tokens=still_in if tokens else None, scores=None if tokens else still_in)


def _scores(table: Table) -> FrozenMap[int]:
    """Every player's score so far, by name (R-80-PTS-2)."""
    return FrozenMap((table.names[s], table.scores[s]) for s in range(len(table.names)))

def win(table: Table, seat: int, termination: Termination, events: list[Event]) -> None:
    """The game is over: ``seat`` wins by ``termination`` (R-WIN-1, R-WIN-2, R-80-TOK, R-80-PTS-3).  Sets
    :attr:`~voice_ono.rules.table.Table.outcome` and adds ``game_won`` (with the scores when the lowest score
    wins)."""
    table.outcome = Outcome(seat, termination)
    lowest = termination is Termination.LOWEST_SCORE
    # R-80-PTS-3: the lowest score among the players still in wins;
    # players already out (by reaching the target) may have less.
    out = tuple(table.names[s] for s in range(len(table.names)) if table.out_of_game[s] and s != seat)
    events.append(GameWon(player=table.names[seat], seat=seat, total=table.total, termination=termination,
                          scores=_scores(table) if lowest else None, out=out if lowest else None))
