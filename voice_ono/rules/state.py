"""The game state of ONO 99 and its transition function.

``GameState`` holds everything about one game.  One injected
``random.Random(seed)`` does all shuffling, so ``(seed, actions)`` replays a
game exactly (DESIGN.md "Game engine"; the OpenSpiel convention).

* :meth:`GameState.legal_actions` is deterministic and ordered.
* :meth:`GameState.apply` validates by default, raises
  :class:`IllegalActionError` with the reason, and returns the events.
* :meth:`GameState.view` builds the :class:`PlayerView` bots are given.
* :attr:`GameState.outcome` is an :class:`Outcome` once the game is over.

Seats are numbered 0..n-1 in clockwise order; ``direction`` is +1 while play
goes in seat order and -1 after an odd number of Reverses.
"""

from __future__ import annotations

import random
from typing import Any, Iterable, Sequence

from voice_ono.rules.cards import Card, sort_cards
from voice_ono.rules.dealing import deal_first, draw
from voice_ono.rules.events import Action, DiscardOnoSet, Draw, Event, EventType, PlayCard
from voice_ono.rules.legal import explain_illegal, legal_actions, play_actions
from voice_ono.rules.ruleset import EffectKind, RuleSet, ScoringMode
from voice_ono.rules.scoring import Outcome, Termination, eliminate, end_round, round_started_event
from voice_ono.rules.snapshot import state_from_data, state_to_dict
from voice_ono.rules.view import PlayerView, next_seat, view_of

__all__ = ["GameOverError", "GameState", "IllegalActionError", "Outcome", "PlayerView", "Termination",
           "replay"]


class IllegalActionError(ValueError):
    """The action is not legal now.  ``reason`` is a short, speakable
    explanation; the state is unchanged."""

    def __init__(self, reason: str, action: Action | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action


class GameOverError(IllegalActionError):
    """The game has already ended."""


class GameState:
    """One game of ONO 99 under a :class:`RuleSet`.

    Create with :meth:`new` (shuffled and dealt from ``seed``) or
    :func:`voice_ono.rules.scenario.state_from_scenario`, then call
    :meth:`start` once to get the opening events.
    """

    def __init__(self, rules: RuleSet, names: Sequence[str], seed: int | None = 0) -> None:
        n = len(names)
        if not rules.min_players <= n <= rules.max_players:
            raise ValueError(
                f"{rules.name} needs {rules.min_players} to {rules.max_players} players, not {n}"
            )
        if len(set(names)) != n:
            raise ValueError("player names must be different")
        if rules.hand_size * n >= rules.deck_size():
            raise ValueError(
                f"{n} hands of {rules.hand_size} cards do not fit in the {rules.deck_size()}-card deck"
            )
        self.rules = rules
        self.names: list[str] = list(names)
        self.seed = seed
        self.rng = random.Random(seed)
        self.hands: list[list[Card]] = [[] for _ in names]
        self.draw_pile: list[Card] = []  # top = last element
        self.discard_pile: list[Card] = []  # top = last element
        self.total = 0
        self.direction = 1
        self.turn = 0
        self.dealer: int | None = None
        self.eliminated: list[bool] = [False] * n  # out of the current round (or game)
        self.round = 1
        self.tokens: list[int] = [rules.tokens if rules.scoring is ScoringMode.TOKENS else 0] * n
        self.scores: list[int] = [0] * n  # points, R-80-PTS-2
        self.out_of_game: list[bool] = [False] * n
        self.put_out: list[bool] = [False] * n  # put out of this round (points, +25)
        self.pending_draw: int | None = None  # seat that owes a draw (R-80-DRAW)
        self.pending_draw_count = 0
        self.ono_extra_played = False  # R-80-ONO-3: one per turn
        self.revealed: dict[int, list[Card]] = {}
        self.plays_left = 1
        self.pending_play2 = False
        self.last_to_play: int | None = None
        self.last_played: list[int] = [-1] * n  # per seat: len(history) at its last play
        self.outcome: Outcome | None = None
        self.history: list[Action] = []
        self.started = False
        self.dealt = False

    # ------------------------------------------------------------ set-up
    @classmethod
    def new(cls, rules: RuleSet, names: Sequence[str], seed: int | None = 0) -> "GameState":
        """A new game: the deck is shuffled and dealt by :meth:`start` (R-SET-1, R-SET-2)."""
        return cls(rules, names, seed)

    def start(self) -> list[Event]:
        """Deal (unless the hands were given) and begin the first turn.

        R-SET-1: shuffle, deal ``hand_size`` each, the rest is the draw pile.
        R-SET-2: a random dealer; the player to the dealer's left starts and
        play goes clockwise.

        :raises RuntimeError: if called twice.
        """
        if self.started:
            raise RuntimeError("game already started")
        self.started = True
        events: list[Event] = []
        if not self.dealt:
            deal_first(self)
        events.append(
            Event(
                EventType.GAME_STARTED,
                total=self.total,
                data={
                    "players": list(self.names),
                    "dealer": None if self.dealer is None else self.names[self.dealer],
                    "rules": self.rules.name,
                },
            )
        )
        if self.rules.multi_round:
            events.append(round_started_event(self))
        if self.pending_play2:
            self.plays_left = self.rules.forced_cards
        self._begin_turn(events)
        return events

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

    def active_seats(self) -> list[int]:
        """Seats still in the game, in seat order."""
        return [i for i, e in enumerate(self.eliminated) if not e]

    def next_seat(self, seat: int) -> int:
        """The next non-eliminated seat after ``seat`` in the current direction."""
        return next_seat(seat, self.direction, self.eliminated)

    def total_after(self, card: Card) -> int:
        """The total if ``card`` were played now (R-NUM-1, R-M10-1, R-99-1)."""
        return self.rules.total_after(self.total, card)

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

    def explain_illegal(self, action: Action, seat: int | None = None) -> str | None:
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
            raise GameOverError("The game is over.", action)
        if not self.started:
            raise IllegalActionError("The game has not started.", action)
        actor = self.actor_of(action)
        if seat is not None and seat != actor:
            raise IllegalActionError(
                self.explain_illegal(action, seat) or "It is not your turn.", action)
        if validate and action not in self.legal_actions(actor):
            raise IllegalActionError(self.explain_illegal(action, actor) or "Not legal now.", action)
        return self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """:meth:`apply` without validation: the fast path for search bots.
        Only call it with a member of :meth:`legal_actions` of its actor."""
        self.history.append(action)
        events: list[Event] = []
        rules = self.rules
        if isinstance(action, Draw):
            return self._apply_draw(events)
        seat = self.turn
        name = self.names[seat]
        if self.pending_draw is not None:
            # R-80-DRAW: a card was played before the draw; it is lost.
            drawer = self.pending_draw
            self.pending_draw = None
            events.append(
                Event(EventType.DRAW_FORFEITED, self.names[drawer], drawer, total=self.total,
                      data={"by": name, "cards": self.pending_draw_count})
            )
        facing = self.pending_play2 and self.plays_left == rules.forced_cards
        force_next = False
        passes_on = False
        if isinstance(action, PlayCard) and rules.effect(action.card).kind is EffectKind.UNPLAYABLE:
            # R-80-ONO-3: an O'NO 99 card on a total ending in zero, +0, an
            # extra play that is not the turn's card.
            self.hands[seat].remove(action.card)
            self.discard_pile.append(action.card)
            self.ono_extra_played = True
            events.append(Event(EventType.CARD_PLAYED, name, seat, action.card.value, self.total,
                                data={"extra": True}))
            self._draw_after_play(seat, 1, events)
            if self.pending_draw != seat:
                self._continue_turn(seat, events)
            return events
        if isinstance(action, PlayCard):
            card = action.card
            self.hands[seat].remove(card)
            self.discard_pile.append(card)
            effect = rules.effect(card)
            second_forced = self.pending_play2 and not facing
            has_effect = rules.second_forced_card_has_effect or not second_forced
            self.total = self.total_after(card)
            events.append(Event(EventType.CARD_PLAYED, name, seat, card.value, self.total))
            if effect.kind is EffectKind.REVERSE and has_effect:
                if len(self.active_seats()) == 2 and rules.reverse_as_zero_with_two:
                    pass  # R-REV-2: acts as a 0
                else:
                    self.direction = -self.direction
                    events.append(
                        Event(EventType.DIRECTION_CHANGED, name, seat, total=self.total,
                              data={"direction": self.direction})
                    )
            if effect.kind is EffectKind.FORCE and has_effect:
                force_next = True
            if facing and card in rules.dodge_cards:
                passes_on = True  # R-P2-2 / R-80-DP-2: one card only, obligation passes
                force_next = True
            self.last_to_play = seat
            self.last_played[seat] = len(self.history)
        elif isinstance(action, DiscardOnoSet):
            for _ in range(4):
                self.hands[seat].remove(rules.ono_card)
                self.discard_pile.append(rules.ono_card)
            events.append(Event(EventType.ONO99_DISCARDED, name, seat, rules.ono_card.value, self.total))
            self.last_to_play = seat
            self.last_played[seat] = len(self.history)
            if facing and not rules.ono_discard_counts_as_forced_play:
                self.plays_left += 1  # the discard does not count as one of the two
        else:
            raise IllegalActionError(f"{action} is not supported by {rules.name}", action)

        # R-TURN-2: draw back up (four cards after an ONO 99 discard).
        draws = 4 if isinstance(action, DiscardOnoSet) else 1
        self._draw_after_play(seat, draws, events)

        if passes_on:
            self.plays_left = 0
        else:
            self.plays_left -= 1
        if self.plays_left > 0:
            # Second of two forced cards (R-P2-1); R-P2-3 if none is safe.
            if self.pending_draw != seat:
                self._continue_turn(seat, events)
            return events
        # End of turn.
        self.turn = self.next_seat(seat)
        if force_next:
            self.pending_play2 = True
            self.plays_left = rules.forced_cards
            target = self.turn
            events.append(
                Event(EventType.PLAY2_PENDING, self.names[target], target, total=self.total,
                      data={"card": rules.forcing_card.value, "from": name, "passed": passes_on})
            )
        else:
            self.pending_play2 = False
            self.plays_left = 1
        self._begin_turn(events)
        return events

    def _draw_after_play(self, seat: int, count: int, events: list[Event]) -> None:
        """R-TURN-2, or with ``manual_draw`` (R-80-DRAW) leave the draw owed."""
        if self.rules.manual_draw:
            self.pending_draw = seat
            self.pending_draw_count = count
        else:
            draw(self, seat, count, events)

    def _apply_draw(self, events: list[Event]) -> list[Event]:
        """The owed draw of R-80-DRAW; a player still on turn then continues."""
        seat = self.pending_draw
        if seat is None:
            raise IllegalActionError("There is no card to draw now.", Draw())
        self.pending_draw = None
        draw(self, seat, self.pending_draw_count, events)
        if seat == self.turn:
            self._continue_turn(seat, events)
        return events

    def _continue_turn(self, seat: int, events: list[Event]) -> None:
        """``seat`` keeps the turn (second forced card, R-P2-1, or after an
        extra O'NO 99 card, R-80-ONO-3): announce it, or fail the player
        when no safe card is left (R-P2-3, R-ELIM-1)."""
        second = self.pending_play2 and self.plays_left < self.rules.forced_cards
        legal = self.legal_actions(seat)
        if not legal:
            self.pending_play2 = False
            if eliminate(self, seat, events, reason="second_card" if second else "no_safe_card"):
                self.turn = self.next_seat(seat)
                self.plays_left = 1
                self._begin_turn(events)
            return
        events.append(self._turn_started_event(seat, second, legal))

    def _turn_started_event(self, seat: int, second: bool,
                            legal: list[Action] | None = None) -> Event:
        """``turn_started``: the hand, and ``safe`` = the cards that may be
        played now (R-BUST-1), so narration can say which cards are safe."""
        data: dict[str, Any] = {"plays_left": self.plays_left, "second_card": second}
        if not second:
            data["pending_play2"] = self.pending_play2
        data["hand"] = [c.value for c in sort_cards(self.hands[seat])]
        if legal is None:
            legal = self.legal_actions(seat)
        data["safe"] = [a.card.value for a in legal if isinstance(a, PlayCard)]
        if any(isinstance(a, DiscardOnoSet) for a in legal):
            data["can_discard"] = True  # R-ONO-2: the four ONO 99 discard is a legal play now
        return Event(EventType.TURN_STARTED, self.names[seat], seat, total=self.total, data=data)

    def _begin_turn(self, events: list[Event]) -> None:
        """Start the turn of ``self.turn``; eliminate players with no safe
        play (R-ELIM-1, R-P2-4) until someone can play or the round or game
        ends.  With points scoring four O'NO 99 cards end the turn (R-80-PTS-1)."""
        rules = self.rules
        passes = 0
        while self.outcome is None:
            seat = self.turn
            self.ono_extra_played = False
            if (rules.four_ono_ends_turn and self.pending_draw != seat
                    and self.hands[seat].count(rules.ono_card) >= 4):
                active = self.active_seats()
                if passes >= len(active):
                    # Every player still in passed in a row: nobody can ever
                    # play again, so the round ends (a guard; a real deck has
                    # four O'NO 99 cards, so only a lone player can loop here).
                    end_round(self, events, winner=active[0] if len(active) == 1 else None)
                    return
                # R-80-PTS-1: the turn ends without a play; a forced
                # obligation lapses (like R-P2-4, it does not pass on).
                events.append(Event(EventType.TURN_PASSED, self.names[seat], seat, total=self.total,
                                    data={"reason": "four_ono"}))
                self.pending_play2 = False
                self.plays_left = 1
                self.turn = self.next_seat(seat)
                passes += 1
                continue
            legal = self.legal_actions(seat)
            if legal:
                events.append(self._turn_started_event(seat, second=False, legal=legal))
                return
            # R-P2-4: a forced player who cannot play is eliminated; the
            # obligation does not pass on.
            self.pending_play2 = False
            self.plays_left = 1
            if not eliminate(self, seat, events, reason="no_safe_card"):
                return
            self.turn = self.next_seat(seat)

    # ------------------------------------------------------------ persistence
    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready snapshot (:func:`voice_ono.rules.snapshot.state_to_dict`)."""
        return state_to_dict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any], rules: RuleSet) -> "GameState":
        """Rebuild a state saved by :meth:`to_dict`
        (:func:`voice_ono.rules.snapshot.state_from_data`).

        :raises KeyError, ValueError: on a malformed snapshot.
        """
        return state_from_data(data, rules)


def replay(rules: RuleSet, names: Sequence[str], seed: int, actions: Iterable[Action]) -> tuple[GameState, list[Event]]:
    """Replay a game from ``(seed, actions)``; returns the state and all events.

    :raises IllegalActionError: when an action is not legal at its point.
    """
    state = GameState.new(rules, names, seed)
    events = state.start()
    for action in actions:
        events += state.apply(action)
    return state, events
