"""Dealing and drawing: the shuffle and deal of a game or a round (R-SET-1,
R-SET-2) and drawing with reshuffle (R-TURN-2).  All randomness comes from
the state's one injected ``rng``."""

from __future__ import annotations

from voice_ono.rules.events import Drew, Event, Reshuffled
from voice_ono.rules.table import Table


def deal_first(state: Table) -> None:
    """R-SET-1: shuffle, deal ``hand_size`` each, the rest is the draw pile.
    R-SET-2: a random dealer; the player to the dealer's left starts."""
    deck = state.rules.deck_cards()
    state.rng.shuffle(deck)
    n = len(state.names)
    state.dealer = state.rng.randrange(n)
    state.turn = (state.dealer + 1) % n
    for _ in range(state.rules.hand_size):
        for i in range(n):
            state.hands[(state.dealer + 1 + i) % n].append(deck.pop())
    state.draw_pile = deck
    state.dealt = True


def deal_round(state: Table) -> None:
    """Deal a new round (R-SET-1) with the game's rng: all cards are
    collected, the deal passes clockwise to the next player still in the
    game, and that dealer's left-hand neighbour starts (R-SET-2).  Resets
    everything that belongs to one round."""
    n = len(state.names)
    state.round += 1
    deck = state.rules.deck_cards()
    state.rng.shuffle(deck)
    prev = state.dealer if state.dealer is not None else n - 1
    dealer = next(s % n for s in range(prev + 1, prev + n + 1) if not state.out_of_game[s % n])
    state.dealer = dealer
    order = [s % n for s in range(dealer + 1, dealer + n + 1) if not state.out_of_game[s % n]]
    state.hands = [[] for _ in range(n)]
    for _ in range(state.rules.hand_size):
        for s in order:
            state.hands[s].append(deck.pop())
    state.draw_pile = deck
    state.discard_pile = []
    state.revealed = {}
    state.eliminated = list(state.out_of_game)
    state.put_out = [False] * n
    state.total = 0
    state.direction = 1
    state.pending_play2 = False
    state.plays_left = 1
    state.pending_draw = None
    state.last_to_play = None
    state.last_played = [-1] * n
    state.turn = order[0]


def draw(state: Table, seat: int, count: int, events: list[Event]) -> None:
    """Draw ``count`` cards for ``seat``; reshuffle the discard pile (all
    but its top card) when the draw pile is empty (R-TURN-2)."""
    for _ in range(count):
        if not state.draw_pile:
            if len(state.discard_pile) <= 1:
                return  # nothing left to draw: the hand stays short
            top = state.discard_pile.pop()
            state.draw_pile = state.discard_pile
            state.rng.shuffle(state.draw_pile)
            state.discard_pile = [top]
            events.append(
                Reshuffled(total=state.total, draw_pile=len(state.draw_pile))
            )
        card = state.draw_pile.pop()
        state.hands[seat].append(card)
        events.append(
            Drew(player=state.names[seat], seat=seat, card=card, total=state.total, draw_pile=len(state.draw_pile))
        )
