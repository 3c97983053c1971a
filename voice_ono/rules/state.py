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
from dataclasses import dataclass
from enum import Enum
from typing import Any, Iterable, Sequence

from voice_ono.rules import events as ev
from voice_ono.rules.cards import Card, sort_cards
from voice_ono.rules.events import Action, DiscardOnoSet, Draw, Event, PlayCard
from voice_ono.rules.reasons import Illegal, IllegalCode
from voice_ono.rules.ruleset import EffectKind, RuleSet


class IllegalActionError(ValueError):
    """The action is not legal now; the state is unchanged.  ``reason`` is
    the :class:`Illegal` reason as data (narration words it for players);
    ``str()`` is a short code for logs."""

    def __init__(self, reason: Illegal, action: Action | None = None) -> None:
        super().__init__(str(reason))
        self.reason = reason
        self.action = action


class GameOverError(IllegalActionError):
    """The game has already ended."""


class Termination(str, Enum):
    LAST_PLAYER_STANDING = "last_player_standing"  # R-WIN-1
    NO_ONE_CAN_PLAY = "no_one_can_play"  # R-WIN-2
    LAST_IN_GAME = "last_in_game"  # R-80-TOK, R-99-2, R-80-PTS-3 elimination
    LOWEST_SCORE = "lowest_score"  # R-80-PTS-3 lowest


@dataclass(frozen=True)
class Outcome:
    """How the game ended: the winning seat and the rule that decided it."""

    winner: int
    termination: Termination


@dataclass(frozen=True)
class PlayerView:
    """What one player may know (OpenSpiel "observation").

    Never contains other players' hidden hands or the draw pile order.
    ``hand_sizes`` and ``eliminated`` are indexed by seat; ``revealed`` holds
    the face-up hands of eliminated players (R-ELIM-1); ``discard_pile`` is
    the public history, bottom first.
    """

    seat: int
    names: tuple[str, ...]
    hand: tuple[Card, ...]
    total: int
    direction: int
    turn: int
    plays_left: int
    pending_play2: bool
    hand_sizes: tuple[int, ...]
    eliminated: tuple[bool, ...]
    revealed: dict[int, tuple[Card, ...]]
    discard_pile: tuple[Card, ...]
    draw_pile_size: int
    rules: RuleSet
    legal_actions: tuple[Action, ...]
    round: int = 1
    tokens: tuple[int, ...] = ()
    scores: tuple[int, ...] = ()
    out_of_game: tuple[bool, ...] = ()
    pending_draw: int | None = None

    def next_seat(self, seat: int | None = None) -> int:
        """The next non-eliminated seat after ``seat`` (default: this player)."""
        n = len(self.names)
        s = self.seat if seat is None else seat
        for _ in range(n):
            s = (s + self.direction) % n
            if not self.eliminated[s]:
                return s
        return s

    @property
    def active_count(self) -> int:
        return sum(not e for e in self.eliminated)


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
        self.tokens: list[int] = [rules.tokens if rules.scoring == "tokens" else 0] * n
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
            deck = self.rules.deck_cards()
            self.rng.shuffle(deck)
            n = len(self.names)
            self.dealer = self.rng.randrange(n)
            self.turn = (self.dealer + 1) % n
            for _ in range(self.rules.hand_size):
                for i in range(n):
                    self.hands[(self.dealer + 1 + i) % n].append(deck.pop())
            self.draw_pile = deck
            self.dealt = True
        events.append(
            Event(
                ev.GAME_STARTED,
                total=self.total,
                data={
                    "players": list(self.names),
                    "dealer": None if self.dealer is None else self.names[self.dealer],
                    "rules": self.rules.name,
                },
            )
        )
        if self.rules.multi_round:
            events.append(self._round_started_event())
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
        n = len(self.names)
        s = seat
        for _ in range(n):
            s = (s + self.direction) % n
            if not self.eliminated[s]:
                return s
        return seat

    def total_after(self, card: Card) -> int:
        """The total if ``card`` were played now (R-NUM-1, R-M10-1, R-99-1)."""
        return self.rules.total_after(self.total, card)

    def is_safe(self, card: Card) -> bool:
        """True when playing ``card`` keeps the total below the bust line (R-BUST-1)."""
        return self.total_after(card) < self.rules.bust_total

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Legal actions for ``seat`` (default: :attr:`current_player`), ordered:
        ``Draw`` (when the seat owes one, R-80-DRAW), card plays in canonical
        card order, then the ONO 99 discard.

        A card that would bust is never legal (R-BUST-1, R-ELIM-1); nor is an
        ONO 99 card (R-ONO-1) except once per turn on a total ending in zero
        with ``ono_on_tens`` (R-80-ONO-3), nor the forcing card as the first
        of two forced plays when the rules forbid it (R-80-DP-3).  A seat
        that owes a draw while another seat has the turn may only draw.
        """
        if self.outcome is not None:
            return []
        seat = self.current_player if seat is None else seat
        if self.eliminated[seat]:
            return []
        if self.pending_draw == seat:
            if seat != self.turn:
                return [Draw()]
            return [Draw(), *self._play_actions(seat)]
        return self._play_actions(seat)

    def _play_actions(self, seat: int) -> list[Action]:
        """Card plays and discards of ``seat`` (see :meth:`legal_actions`)."""
        hand = self.hands[seat]
        rules = self.rules
        if rules.eliminate_when_only_ono and hand and all(c is rules.ono_card for c in hand):
            return []  # R-80-ONO-2
        plays_left = self.plays_left if seat == self.turn else 1
        actions: list[Action] = []
        for card in sort_cards(set(hand)):
            if rules.effect(card).kind is EffectKind.UNPLAYABLE:
                if (
                    card is rules.ono_card
                    and rules.ono_on_tens
                    and seat == self.turn
                    and not self.ono_extra_played
                    and self.total % 10 == 0
                ):
                    actions.append(PlayCard(card))  # R-80-ONO-3: an extra +0 play
                continue  # R-ONO-1
            if (
                plays_left == rules.forced_cards > 1
                and self.pending_play2
                and card is rules.forcing_card
                and not rules.forcing_card_can_start_forced
            ):
                continue  # R-80-DP-3
            if self.is_safe(card):
                actions.append(PlayCard(card))
        if rules.ono_discard_four and hand.count(rules.ono_card) >= 4:
            actions.append(DiscardOnoSet())  # R-ONO-2
        return actions

    def explain_illegal(self, action: Action, seat: int | None = None) -> Illegal | None:
        """Why ``action`` is illegal for ``seat`` now, or None when it is legal.

        The reason is data (:class:`voice_ono.rules.reasons.Illegal`), worded by
        the narration layer; for a busting card it carries the total it would
        make and the cards that are safe (R-BUST-1).
        """
        seat = self.actor_of(action) if seat is None else seat
        if self.outcome is not None:
            return Illegal(IllegalCode.GAME_OVER)
        if seat != self.turn and seat != self.pending_draw:
            return Illegal(IllegalCode.NOT_YOUR_TURN, turn=self.turn, player=self.names[self.turn])
        if isinstance(action, Draw):
            return None if self.pending_draw == seat else Illegal(IllegalCode.NOTHING_TO_DRAW)
        if seat != self.turn:
            return Illegal(IllegalCode.DRAW_FIRST)
        if action in self.legal_actions(seat):
            return None
        hand = self.hands[seat]
        if isinstance(action, PlayCard):
            card = action.card
            if card not in hand:
                return Illegal(IllegalCode.NOT_IN_HAND, card)
            if self.rules.effect(card).kind is EffectKind.UNPLAYABLE:
                if card is self.rules.ono_card and self.rules.ono_on_tens:
                    return Illegal(IllegalCode.ONO_ONLY_ON_TENS, card)
                return Illegal(IllegalCode.NEVER_PLAYABLE, card)
            if card is self.rules.forcing_card and self.pending_play2:
                return Illegal(IllegalCode.FORCING_NOT_FIRST, card)
            if not self.is_safe(card):
                safe = tuple(a.card for a in self.legal_actions(seat) if isinstance(a, PlayCard))
                return Illegal(IllegalCode.WOULD_BUST, card, total=self.total_after(card),
                               bust_total=self.rules.bust_total, safe=safe)
            return Illegal(IllegalCode.NOT_NOW, card)
        if isinstance(action, DiscardOnoSet):
            if not self.rules.ono_discard_four:
                return Illegal(IllegalCode.NO_ONO_DISCARD)
            return Illegal(IllegalCode.NEED_FOUR_ONO)
        return Illegal(IllegalCode.NOT_POSSIBLE)

    def view(self, seat: int) -> PlayerView:
        """The :class:`PlayerView` of ``seat``: no hidden cards of others, no draw order."""
        return PlayerView(
            seat=seat,
            names=tuple(self.names),
            hand=tuple(sort_cards(self.hands[seat])),
            total=self.total,
            direction=self.direction,
            turn=self.turn,
            plays_left=self.plays_left,
            pending_play2=self.pending_play2,
            hand_sizes=tuple(len(h) for h in self.hands),
            eliminated=tuple(self.eliminated),
            revealed={s: tuple(h) for s, h in self.revealed.items()},
            discard_pile=tuple(self.discard_pile),
            draw_pile_size=len(self.draw_pile),
            rules=self.rules,
            legal_actions=tuple(self.legal_actions(seat))
            if seat in (self.turn, self.pending_draw) else (),
            round=self.round,
            tokens=tuple(self.tokens),
            scores=tuple(self.scores),
            out_of_game=tuple(self.out_of_game),
            pending_draw=self.pending_draw,
        )

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
                Event(ev.DRAW_FORFEITED, self.names[drawer], drawer, total=self.total,
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
            events.append(Event(ev.CARD_PLAYED, name, seat, action.card.value, self.total,
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
            events.append(Event(ev.CARD_PLAYED, name, seat, card.value, self.total))
            if effect.kind is EffectKind.REVERSE and has_effect:
                if len(self.active_seats()) == 2 and rules.reverse_as_zero_with_two:
                    pass  # R-REV-2: acts as a 0
                else:
                    self.direction = -self.direction
                    events.append(
                        Event(ev.DIRECTION_CHANGED, name, seat, total=self.total,
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
            events.append(Event(ev.ONO99_DISCARDED, name, seat, rules.ono_card.value, self.total))
            self.last_to_play = seat
            self.last_played[seat] = len(self.history)
            if facing and not rules.ono_discard_counts_as_forced_play:
                self.plays_left += 1  # the discard does not count as one of the two
        else:
            raise IllegalActionError(Illegal(IllegalCode.NOT_SUPPORTED), action)

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
                Event(ev.PLAY2_PENDING, self.names[target], target, total=self.total,
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
            self._draw(seat, count, events)

    def _apply_draw(self, events: list[Event]) -> list[Event]:
        """The owed draw of R-80-DRAW; a player still on turn then continues."""
        seat = self.pending_draw
        if seat is None:
            raise IllegalActionError(Illegal(IllegalCode.NOTHING_TO_DRAW), Draw())
        self.pending_draw = None
        self._draw(seat, self.pending_draw_count, events)
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
            if self._eliminate(seat, events, reason="second_card" if second else "no_safe_card"):
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
        return Event(ev.TURN_STARTED, self.names[seat], seat, total=self.total, data=data)

    def _draw(self, seat: int, count: int, events: list[Event]) -> None:
        """Draw ``count`` cards for ``seat``; reshuffle the discard pile (all
        but its top card) when the draw pile is empty (R-TURN-2)."""
        for _ in range(count):
            if not self.draw_pile:
                if len(self.discard_pile) <= 1:
                    return  # nothing left to draw: the hand stays short
                top = self.discard_pile.pop()
                self.draw_pile = self.discard_pile
                self.rng.shuffle(self.draw_pile)
                self.discard_pile = [top]
                events.append(
                    Event(ev.RESHUFFLED, total=self.total, data={"draw_pile": len(self.draw_pile)})
                )
            card = self.draw_pile.pop()
            self.hands[seat].append(card)
            events.append(
                Event(ev.DREW, self.names[seat], seat, card.value, self.total,
                      data={"draw_pile": len(self.draw_pile)})
            )

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
                    self._end_round(events, winner=active[0] if len(active) == 1 else None)
                    return
                # R-80-PTS-1: the turn ends without a play; a forced
                # obligation lapses (like R-P2-4, it does not pass on).
                events.append(Event(ev.TURN_PASSED, self.names[seat], seat, total=self.total,
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
            if not self._eliminate(seat, events, reason="no_safe_card"):
                return
            self.turn = self.next_seat(seat)

    def _eliminate(self, seat: int, events: list[Event], reason: str) -> bool:
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
        scoring = self.rules.scoring
        if scoring == "points":
            return self._put_out_of_round(seat, events, reason)
        hand = sort_cards(self.hands[seat])
        self.eliminated[seat] = True
        self.revealed[seat] = list(hand)
        self.hands[seat] = []
        self.discard_pile[0:0] = hand
        data: dict[str, Any] = {"hand": [c.value for c in hand], "reason": reason}
        if scoring == "tokens":
            data["out_of"] = "round"
        events.append(Event(ev.PLAYER_ELIMINATED, self.names[seat], seat, total=self.total, data=data))
        if scoring == "tokens":
            self._lose_token(seat, events)
            return False
        active = self.active_seats()
        if len(active) == 1:
            self._win(active[0], Termination.LAST_PLAYER_STANDING, events)  # R-WIN-1
        elif not any(self.legal_actions_unforced(s) for s in active):
            # R-WIN-2: the last player who successfully played a card wins.
            # Reading chosen (docs/rules.md): among the players still in, so
            # a player just put out by R-P2-3 cannot win; if none of them has
            # played yet, the next player in turn order.
            latest = max(active, key=lambda s: self.last_played[s])
            winner = latest if self.last_played[latest] >= 0 else self.next_seat(seat)
            self._win(winner, Termination.NO_ONE_CAN_PLAY, events)
        return self.outcome is None

    # ------------------------------------------------------------ rounds (1980)
    def _lose_token(self, seat: int, events: list[Event]) -> None:
        """R-80-TOK / R-99-2: lose a token; with none left (or, with
        ``out_after_last_token``, on losing the last) the player is out of
        the game.  Then the round ends."""
        out = self.tokens[seat] == 0
        if not out:
            self.tokens[seat] -= 1
            events.append(Event(ev.TOKEN_LOST, self.names[seat], seat, total=self.total,
                                data={"tokens": self.tokens[seat]}))
            out = self.rules.out_after_last_token and self.tokens[seat] == 0
        if out:
            self.out_of_game[seat] = True
            events.append(Event(ev.PLAYER_OUT, self.names[seat], seat, total=self.total,
                                data={"reason": "tokens"}))
        self._end_round(events, loser=seat)

    def _put_out_of_round(self, seat: int, events: list[Event], reason: str) -> bool:
        """R-80-PTS-1: out of the round, keep the hand, draw back up."""
        self.eliminated[seat] = True
        self.put_out[seat] = True
        events.append(Event(ev.PLAYER_ELIMINATED, self.names[seat], seat, total=self.total,
                            data={"reason": reason, "out_of": "round"}))
        missing = self.rules.hand_size - len(self.hands[seat])
        if missing > 0:
            self._draw(seat, missing, events)
        active = self.active_seats()
        if len(active) <= 1:
            self._end_round(events, winner=active[0] if active else None)
            return False
        return True

    def _end_round(self, events: list[Event], loser: int | None = None,
                   winner: int | None = None) -> None:
        """Close the round: score it (R-80-PTS-2, R-80-TOK), put players out
        of the game (R-80-PTS-3), then declare the winner or deal again."""
        rules = self.rules
        if self.pending_draw is not None:
            # Nobody played after the owed draw, so it was not missed.
            drawer, self.pending_draw = self.pending_draw, None
            self._draw(drawer, self.pending_draw_count, events)
        data: dict[str, Any] = {"round": self.round}
        if rules.scoring == "tokens":
            data["loser"] = None if loser is None else self.names[loser]
            data["tokens"] = {self.names[s]: self.tokens[s] for s in range(len(self.names))}
            data["out"] = [self.names[s] for s in range(len(self.names)) if self.out_of_game[s]]
            events.append(Event(ev.ROUND_ENDED, total=self.total, data=data))
        else:
            points: dict[str, int] = {}
            for s in range(len(self.names)):
                if self.out_of_game[s]:
                    continue
                hand = self.hands[s]
                pts = sum(rules.card_score(c) for c in hand)
                pts += rules.missing_card_points * max(0, rules.hand_size - len(hand))
                if self.put_out[s]:
                    pts += rules.out_of_round_points
                points[self.names[s]] = pts
                self.scores[s] += pts
            data["winner"] = None if winner is None else self.names[winner]
            data["points"] = points
            data["scores"] = {self.names[s]: self.scores[s] for s in range(len(self.names))}
            data["hands"] = {self.names[s]: [c.value for c in sort_cards(self.hands[s])]
                             for s in range(len(self.names)) if not self.out_of_game[s]}
            events.append(Event(ev.ROUND_ENDED, total=self.total, data=data))
            in_round = [s for s in range(len(self.names)) if not self.out_of_game[s]]
            reached = [s for s in in_round if self.scores[s] >= rules.target]

            def rank(s: int) -> tuple[int, int, int]:
                return (self.scores[s], 0 if s == winner else 1, s)

            if reached and rules.points_mode == "lowest":
                self._win(min(in_round, key=rank), Termination.LOWEST_SCORE, events)
                return
            # If everyone left reached the target, the lowest of them wins
            # (and so is not put out).
            best = min(in_round, key=rank) if len(reached) == len(in_round) else None
            for s in reached:
                if s != best:
                    self.out_of_game[s] = True
                    events.append(Event(ev.PLAYER_OUT, self.names[s], s, total=self.total,
                                        data={"reason": "target", "score": self.scores[s]}))
            if best is not None:
                self._win(best, Termination.LOWEST_SCORE, events)
                return
        in_game = [s for s in range(len(self.names)) if not self.out_of_game[s]]
        if len(in_game) == 1:
            self._win(in_game[0], Termination.LAST_IN_GAME, events)
            return
        self._start_round(events)

    def _start_round(self, events: list[Event]) -> None:
        """Deal a new round (R-SET-1) with the game's rng: all cards are
        collected, the deal passes clockwise to the next player still in the
        game, and that dealer's left-hand neighbour starts (R-SET-2)."""
        n = len(self.names)
        self.round += 1
        deck = self.rules.deck_cards()
        self.rng.shuffle(deck)
        prev = self.dealer if self.dealer is not None else n - 1
        dealer = next(s % n for s in range(prev + 1, prev + n + 1) if not self.out_of_game[s % n])
        self.dealer = dealer
        order = [s % n for s in range(dealer + 1, dealer + n + 1) if not self.out_of_game[s % n]]
        self.hands = [[] for _ in range(n)]
        for _ in range(self.rules.hand_size):
            for s in order:
                self.hands[s].append(deck.pop())
        self.draw_pile = deck
        self.discard_pile = []
        self.revealed = {}
        self.eliminated = list(self.out_of_game)
        self.put_out = [False] * n
        self.total = 0
        self.direction = 1
        self.pending_play2 = False
        self.plays_left = 1
        self.pending_draw = None
        self.last_to_play = None
        self.last_played = [-1] * n
        self.turn = order[0]
        events.append(self._round_started_event())
        self._begin_turn(events)

    def _round_started_event(self) -> Event:
        data: dict[str, Any] = {
            "round": self.round,
            "dealer": None if self.dealer is None else self.names[self.dealer],
        }
        names = self.names
        if self.rules.scoring == "tokens":
            data["tokens"] = {names[s]: self.tokens[s] for s in range(len(names))
                              if not self.out_of_game[s]}
        else:
            data["scores"] = {names[s]: self.scores[s] for s in range(len(names))
                              if not self.out_of_game[s]}
        return Event(ev.ROUND_STARTED, total=self.total, data=data)

    def legal_actions_unforced(self, seat: int) -> list[Action]:
        """Legal actions of ``seat`` as if it were their ordinary turn."""
        if self.outcome is not None or self.eliminated[seat]:
            return []
        saved = (self.turn, self.plays_left, self.pending_play2)
        self.turn, self.plays_left, self.pending_play2 = seat, 1, False
        try:
            return self._play_actions(seat)
        finally:
            self.turn, self.plays_left, self.pending_play2 = saved

    def _win(self, seat: int, termination: Termination, events: list[Event]) -> None:
        self.outcome = Outcome(seat, termination)
        data: dict[str, Any] = {"termination": termination.value}
        if termination is Termination.LOWEST_SCORE:
            # R-80-PTS-3: the lowest score among the players still in wins;
            # players already out (by reaching the target) may have less.
            data["scores"] = {self.names[s]: self.scores[s] for s in range(len(self.names))}
            data["out"] = [self.names[s] for s in range(len(self.names))
                           if self.out_of_game[s] and s != seat]
        events.append(Event(ev.GAME_WON, self.names[seat], seat, total=self.total, data=data))

    # ------------------------------------------------------------ persistence
    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready snapshot (the scenario schema plus engine internals)."""
        return {
            "rules": self.rules.name,
            "options": self.rules.options_dict(),
            "players": list(self.names),
            "hands": [[c.value for c in h] for h in self.hands],
            "draw_pile": [c.value for c in reversed(self.draw_pile)],  # top first
            "discard_pile": [c.value for c in self.discard_pile],  # bottom first
            "total": self.total,
            "direction": self.direction,
            "turn": self.turn,
            "pending_play2": self.pending_play2,
            "plays_left": self.plays_left,
            "seed": self.seed,
            "dealer": self.dealer,
            "eliminated": list(self.eliminated),
            "revealed": {str(s): [c.value for c in h] for s, h in self.revealed.items()},
            "last_to_play": self.last_to_play,
            "last_played": list(self.last_played),
            "outcome": None if self.outcome is None else
            {"winner": self.outcome.winner, "termination": self.outcome.termination.value},
            "history": [str(a) for a in self.history],
            "round": self.round,
            "tokens": list(self.tokens),
            "scores": list(self.scores),
            "out_of_game": list(self.out_of_game),
            "put_out": list(self.put_out),
            "pending_draw": self.pending_draw,
            "pending_draw_count": self.pending_draw_count,
            "ono_extra_played": self.ono_extra_played,
            "started": self.started,
            "rng_state": _rng_state_to_json(self.rng.getstate()),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], rules: RuleSet) -> "GameState":
        """Rebuild a state saved by :meth:`to_dict`.

        :raises KeyError, ValueError: on a malformed snapshot.
        """
        from voice_ono.rules.events import action_from_str

        state = cls(rules, data["players"], data.get("seed"))
        state.hands = [[Card.from_name(c) for c in h] for h in data["hands"]]
        state.draw_pile = [Card.from_name(c) for c in reversed(data["draw_pile"])]
        state.discard_pile = [Card.from_name(c) for c in data.get("discard_pile", [])]
        state.total = int(data["total"])
        state.direction = int(data["direction"])
        state.turn = int(data["turn"])
        state.pending_play2 = bool(data.get("pending_play2", False))
        state.plays_left = int(data.get("plays_left", 1))
        state.dealer = data.get("dealer")
        state.eliminated = [bool(e) for e in data.get("eliminated", [False] * len(state.names))]
        state.revealed = {int(s): [Card.from_name(c) for c in h]
                          for s, h in data.get("revealed", {}).items()}
        state.last_to_play = data.get("last_to_play")
        state.last_played = [int(x) for x in data.get("last_played", [-1] * len(state.names))]
        if "last_played" not in data and state.last_to_play is not None:
            state.last_played[int(state.last_to_play)] = len(data.get("history", []))
        outcome = data.get("outcome")
        if outcome:
            state.outcome = Outcome(int(outcome["winner"]), Termination(outcome["termination"]))
        state.history = [action_from_str(a) for a in data.get("history", [])]
        n = len(state.names)
        state.round = int(data.get("round", 1))
        state.tokens = [int(t) for t in data.get("tokens", state.tokens)]
        state.scores = [int(t) for t in data.get("scores", [0] * n)]
        state.out_of_game = [bool(x) for x in data.get("out_of_game", [False] * n)]
        state.put_out = [bool(x) for x in data.get("put_out", [False] * n)]
        state.pending_draw = data.get("pending_draw")
        state.pending_draw_count = int(data.get("pending_draw_count", 0))
        state.ono_extra_played = bool(data.get("ono_extra_played", False))
        state.started = bool(data.get("started", False))
        state.dealt = True
        if data.get("rng_state") is not None:
            state.rng.setstate(_rng_state_from_json(data["rng_state"]))
        return state


def _rng_state_to_json(st: tuple) -> list:
    version, internal, gauss = st
    return [version, list(internal), gauss]


def _rng_state_from_json(data: Iterable) -> tuple:
    version, internal, gauss = data
    return (version, tuple(internal), gauss)


def replay(rules: RuleSet, names: Sequence[str], seed: int, actions: Iterable[Action]) -> tuple[GameState, list[Event]]:
    """Replay a game from ``(seed, actions)``; returns the state and all events.

    :raises IllegalActionError: when an action is not legal at its point.
    """
    state = GameState.new(rules, names, seed)
    events = state.start()
    for action in actions:
        events += state.apply(action)
    return state, events
