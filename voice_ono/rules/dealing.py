"""Dealing and drawing: the shuffle and deal of a game or a round (R-SET-1,
R-SET-2) and drawing with reshuffle (R-TURN-2).  All randomness comes from
the table's one injected ``rng``."""

from __future__ import annotations

from voice_ono.rules.events import Drew, Event, Reshuffled
from voice_ono.rules.table import Table


def deal_first(table: Table) -> None:
    """R-SET-1: shuffle, deal ``hand_size`` each, the rest is the draw pile.
    R-SET-2: a random dealer; the player to the dealer's left starts."""
    deck = table.rules.deck_cards()
    table.rng.shuffle(deck)
    n = len(table.names)
    table.dealer = table.rng.randrange(n)
    table.turn = (table.dealer + 1) % n
    for _ in range(table.rules.hand_size):
        for i in range(n):
            table.hands[(table.dealer + 1 + i) % n].append(deck.pop())
    table.draw_pile = deck
    table.dealt = True


def deal_round(table: Table) -> None:
    """Deal a new round (R-SET-1) with the game's rng: all cards are
    collected, the deal passes clockwise to the next player still in the
    game, and that dealer's left-hand neighbour starts (R-SET-2).  Resets
    everything that belongs to one round."""
    n = len(table.names)
    table.round += 1
    deck = table.rules.deck_cards()
    table.rng.shuffle(deck)
    prev = table.dealer if table.dealer is not None else n - 1
    dealer = next(s % n for s in range(prev + 1, prev + n + 1) if not table.out_of_game[s % n])
    table.dealer = dealer
    order = [s % n for s in range(dealer + 1, dealer + n + 1) if not table.out_of_game[s % n]]
    table.hands = [[] for _ in range(n)]
    for _ in range(table.rules.hand_size):
        for s in order:
            table.hands[s].append(deck.pop())
    table.draw_pile = deck
    table.discard_pile = []
    table.revealed = {}
    table.eliminated = list(table.out_of_game)
    table.put_out = [False] * n
    table.total = 0
    table.direction = 1
    table.pending_play2 = False
    table.plays_left = 1
    table.pending_draw = None
    table.last_to_play = None
    table.last_played = [-1] * n
    table.turn = order[0]


def draw(table: Table, seat: int, count: int, events: list[Event]) -> None:
    """Draw ``count`` cards for ``seat``; reshuffle the discard pile (all
    but its top card) when the draw pile is empty (R-TURN-2)."""
    for _ in range(count):
        if not table.draw_pile:
            if len(table.discard_pile) <= 1:
                return  # nothing left to draw: the hand stays short
            top = table.discard_pile.pop()
            table.draw_pile = table.discard_pile
            table.rng.shuffle(table.draw_pile)
            table.discard_pile = [top]
            events.append(
                Reshuffled(total=table.total, draw_pile=len(table.draw_pile))
            )
        card = table.draw_pile.pop()
        table.hands[seat].append(card)
        events.append(
            Drew(player=table.names[seat], seat=seat, card=card, total=table.total, draw_pile=len(table.draw_pile))
        )
