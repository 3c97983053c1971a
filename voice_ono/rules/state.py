"""The game state of ONO 99: :class:`GameState`, the public face of the game's data.

``GameState`` is the game's :class:`~voice_ono.rules.table.Table` (the
plain data: it holds everything about one game) with the public methods on
top; each delegates to a rule function that takes the table.  One injected
``random.Random(seed)`` does all shuffling, so ``(seed, actions)`` replays a
game exactly (DESIGN.md "Game engine"; the OpenSpiel convention).

* :meth:`GameState.legal_actions` is deterministic and ordered.
* :meth:`GameState.apply` validates by default, raises
  :class:`IllegalActionError` with the reason, and returns the events.
* :meth:`GameState.view` builds the :class:`PlayerView` bots are given.
* :attr:`GameState.outcome` is an :class:`Outcome` once the game is over.

Seats are numbered 0..n-1 in clockwise order; ``direction`` is +1 while play
goes in seat order and -1 after an odd number of Reverses.

The rules package, one concern per module: ``state`` (this: the public
methods), ``table`` (the data, turn order), ``legal`` (legal moves, the
player's view, why a move is illegal), ``turns`` (the transition function:
the start of the game, of a round, of a turn), ``dealing`` (deal, draw,
reshuffle), ``scoring`` (elimination, winner, rounds, tokens, points),
``view`` (the :class:`PlayerView`), ``snapshot`` (to and from data),
``scenario`` and ``schema`` (files), ``ruleset``, ``cards``, ``events``,
``outcome``, ``errors``.  The function modules take a
:class:`~voice_ono.rules.table.Table`, so this module imports them and
none imports it.
"""

from __future__ import annotations

import random
from typing import Any, Iterable, Mapping, Sequence

from voice_ono.rules.cards import Card
from voice_ono.rules.errors import GameOverError, GameSetupError, IllegalActionError
from voice_ono.rules.events import Action, Draw, Event
from voice_ono.rules.legal import explain_illegal, legal_actions, play_actions, view_of
from voice_ono.rules.names import check_names
from voice_ono.rules.outcome import Outcome, Termination
from voice_ono.rules.reasons import Illegal, IllegalCode
from voice_ono.rules.ruleset import RuleSet, ScoringMode
from voice_ono.rules.snapshot import Snapshot, fill_state, state_to_dict
from voice_ono.rules.table import Table
from voice_ono.rules.turns import play, start_game
from voice_ono.rules.view import PlayerView

__all__ = ["GameOverError", "GameState", "IllegalActionError", "Outcome", "PlayerView", "Termination",
           "replay"]


class GameState(Table):
    """One game of ONO 99 under a :class:`RuleSet`: the game's :class:`~voice_ono.rules.table.Table` (every
    field is an attribute: ``total``, ``hands``, ``turn``, ...) with the public methods.

    Create with :meth:`new` (shuffled and dealt from ``seed``) or
    :func:`voice_ono.rules.scenario.state_from_scenario`, then call
    :meth:`start` once to get the opening events.

    :raises GameSetupError: (a ``ValueError``) when the players do not fit the rules: too few or too many,
        a name that breaks the rule of :mod:`voice_ono.rules.names` (:class:`~voice_ono.rules.names.PlayerNameError`:
        a control character, blank, too long, given twice), or more hands than the deck holds.
    """

    def __init__(self, rules: RuleSet, names: Sequence[str], seed: int | None = 0) -> None:
        n = len(names)
        if not rules.min_players <= n <= rules.max_players:
            raise GameSetupError("game-player-count", rules=rules.name, low=rules.min_players,
                                 high=rules.max_players, count=n)
        checked = check_names(names)  # printable, trimmed, 1-24 characters, all different (rules/names.py)
        if rules.hand_size * n >= rules.deck_size():
            raise GameSetupError("game-hands-do-not-fit", players=n, hand_size=rules.hand_size,
                                 deck_size=rules.deck_size())
        super().__init__(
            rules=rules, names=checked, seed=seed, rng=random.Random(seed),
            hands=[[] for _ in names],
            eliminated=[False] * n,
            tokens=[rules.tokens if rules.scoring is ScoringMode.TOKENS else 0] * n,
            scores=[0] * n, out_of_game=[False] * n, put_out=[False] * n, last_played=[-1] * n)

    # ------------------------------------------------------------ set-up
    @classmethod
    def new(cls, rules: RuleSet, names: Sequence[str], seed: int | None = 0) -> "GameState":
        """A new game: the deck is shuffled and dealt by :meth:`start` (R-SET-1, R-SET-2).

        :raises GameSetupError: when the players do not fit the rules (see the class).
        """
        return cls(rules, names, seed)

    def start(self) -> list[Event]:
        """Deal (unless the hands were given) and begin the first turn
        (:func:`voice_ono.rules.turns.start_game`).

        R-SET-1: shuffle, deal ``hand_size`` each, the rest is the draw pile.
        R-SET-2: a random dealer; the player to the dealer's left starts and
        play goes clockwise.

        :raises RuntimeError: if called twice.
        """
        if self.started:
            raise RuntimeError("game already started")
        return start_game(self)

    # ------------------------------------------------------------ queries
    @property
    def current_player(self) -> int | None:
        """The seat to act, or None when the game is over.

        With ``manual_draw`` (R-80-DRAW) this is the seat that owes a draw;
        the next player (:attr:`turn`) may still play first, which forfeits it.
        """
        if self.outcome:
            return None
        return self.turn if self.pending_draw is None else self.pending_draw

    def actor_of(self, action: Action) -> int:
        """The seat an action is taken by: ``Draw`` by the seat owing a draw,
        anything else by the seat whose turn it is."""
        if isinstance(action, Draw) and self.pending_draw is not None:
            return self.pending_draw
        return self.turn

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def is_safe(self, card: Card) -> bool:
        """True when playing ``card`` keeps the total below the bust line (R-BUST-1)."""
        return self.total_after(card) < self.rules.bust_total

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Legal actions for ``seat`` (default: :attr:`current_player`); see
        :func:`voice_ono.rules.legal.legal_actions` for the order and rules."""
        if self.outcome is not None:
            return []
        actor = self.current_player if seat is None else seat
        return [] if actor is None else legal_actions(self, actor)

    def legal_actions_unforced(self, seat: int) -> list[Action]:
        """Legal actions of ``seat`` as if it were their ordinary turn (the
        state is not touched)."""
        if self.outcome is not None or self.eliminated[seat]:
            return []
        return play_actions(self, seat, unforced=True)

    def explain_illegal(self, action: Action, seat: int | None = None) -> Illegal | None:
        """Why ``action`` is illegal for ``seat`` (default: the seat that would
        take it) now, or None when it is legal; see
        :func:`voice_ono.rules.legal.explain_illegal`."""
        return explain_illegal(self.view(self.actor_of(action) if seat is None else seat), action)

    def view(self, seat: int) -> PlayerView:
        """The :class:`PlayerView` of ``seat``: no hidden cards of others, no draw order."""
        return view_of(self, seat)

    def copy(self) -> "GameState":
        """An independent copy for search (its history starts empty; the
        rng is shared until the caller replaces :attr:`rng`)."""
        c = object.__new__(GameState)
        c.__dict__.update(self.__dict__)
        c.names = list(self.names)
        c.hands = [list(h) for h in self.hands]
        c.draw_pile = list(self.draw_pile)
        c.discard_pile = list(self.discard_pile)
        c.eliminated = list(self.eliminated)
        c.tokens = list(self.tokens)
        c.scores = list(self.scores)
        c.out_of_game = list(self.out_of_game)
        c.put_out = list(self.put_out)
        c.last_played = list(self.last_played)
        c.revealed = {s: list(h) for s, h in self.revealed.items()}
        c.history = []
        c.turn_legal = None
        return c

    def card_count(self) -> int:
        """Cards in hands + draw pile + discard pile (conserved: the deck size)."""
        return sum(len(h) for h in self.hands) + len(self.draw_pile) + len(self.discard_pile)

    # ------------------------------------------------------------ transitions
    def apply(self, action: Action, *, validate: bool = True, seat: int | None = None) -> list[Event]:
        """Apply ``action`` and return the events.

        The acting seat is implied by the action (:meth:`actor_of`): ``Draw``
        is taken by the seat owing a draw, every other action by the seat
        whose turn it is; pass ``seat`` to have that checked.

        R-TURN-1 (play one card), R-TURN-2 (draw, reshuffling if needed),
        R-REV-1/2, R-M10-1, R-P2-1..4, R-ONO-2, R-ELIM-1, R-WIN-1/2, and the
        1980 rules R-80-*, R-99-* (rounds, tokens, points, manual draw).

        :raises GameOverError: when the game has ended.
        :raises IllegalActionError: when ``validate`` and the action is not
            legal for its seat now (or ``seat`` is not the acting seat);
            the state is unchanged.
        """
        if self.outcome is not None:
            raise GameOverError(Illegal(IllegalCode.GAME_OVER), action)
        if not self.started:
            raise IllegalActionError(Illegal(IllegalCode.NOT_STARTED), action)
        actor = self.actor_of(action)
        if seat is not None and seat != actor:
            raise IllegalActionError(self.explain_illegal(action, seat) or Illegal(
                IllegalCode.NOT_YOUR_TURN, turn=self.turn, player=self.names[self.turn]), action)
        if validate and action not in self.legal_actions(actor):
            raise IllegalActionError(self.explain_illegal(action, actor) or Illegal(IllegalCode.NOT_POSSIBLE), action)
        return self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """:meth:`apply` without validation: the fast path for search bots.
        Only call it with a member of :meth:`legal_actions` of its actor."""
        return play(self, action)

    def next_legal(self) -> list[Action]:
        """The legal actions of :attr:`current_player` (R-BUST-1 etc.): the list the engine kept when the turn
        began (:attr:`announce_turns` False) while it still holds, else :meth:`legal_actions`."""
        if self.turn_legal is not None and self.pending_draw is None and self.outcome is None:
            return self.turn_legal
        return self.legal_actions(self.current_player)

    # ------------------------------------------------------------ persistence
    def to_dict(self) -> Snapshot:
        """A JSON-ready snapshot (:func:`voice_ono.rules.snapshot.state_to_dict`)."""
        return state_to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], rules: RuleSet) -> "GameState":
        """Build a state from data: a snapshot saved by :meth:`to_dict`, or a
        scenario (the one builder from data, docs/scenario.md).  The fields
        given are set (:func:`voice_ono.rules.snapshot.fill_state`), the rest
        take their start-of-game values; the state is started only when the
        data says so (a scenario is started by the caller).

        :raises KeyError: when ``players`` or ``hands`` is missing.
        :raises ValueError: on an unknown card or action (a
            :class:`~voice_ono.rules.data_errors.DataError`), an unknown termination, or
            players that do not fit the rules (:class:`GameSetupError`, as :meth:`new`).
        """
        state = cls(rules, data["players"], data.get("seed", 0))
        fill_state(state, data)
        return state

def replay(rules: RuleSet, names: Sequence[str], seed: int, actions: Iterable[Action]) -> tuple[GameState, list[Event]]:
    """Replay a game from ``(seed, actions)``; returns the state and all events.

    :raises IllegalActionError: when an action is not legal at its point.
    """
    state = GameState.new(rules, names, seed)
    events = state.start()
    for action in actions:
        events += state.apply(action)
    return state, events
