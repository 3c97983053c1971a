"""The search bot (the "hard" difficulty): determinized Monte Carlo search
with paired playouts.

Source: P. I. Cowling, E. J. Powley, D. Whitehouse, "Information Set Monte
Carlo Tree Search", IEEE Trans. Computational Intelligence and AI in Games
4(2), 2012: determinization (section III) - sample the hidden information
consistently with what the player has seen, then search each sample as a
game of perfect information - used here at the root, "flat", with common
random numbers across actions.

Each round of the search:

1. **Determinize.**  The hidden cards - other players' hands and the draw
   pile order - are dealt at random from the cards this seat has not seen
   (the deck minus its own hand minus the public discard pile, which holds
   the revealed hands of eliminated players, R-ELIM-1).  Hand sizes, the
   total, direction, forced plays (R-P2-1, R-80-DP-1), tokens and scores come
   from the :class:`PlayerView`; nothing else is read.
2. **Play out every legal action** on that same deal, with the same playout
   seed (common random numbers: the actions are compared on equal luck),
   then the heuristic policy (:func:`heuristic_action`) for every seat, up
   to a horizon, this seat's elimination, the end of the round (tokens and
   points scoring, R-80-TOK, R-99-2, R-80-PTS-1) or the end of the game.
3. **Score** a reward for this seat in 0..1 (see :func:`rewards`).

The action with the best mean reward is played, unless its paired lead over
the heuristic's own choice is within one standard error; then the heuristic's
choice stands (so noise never makes the bot worse than "medium").

The second card of a Play 2 / Double Play is played in the playout with the
card drawn after the first (the determinized draw pile), so the first card is
judged by the second it allows (R-P2-3), and the second card is itself
searched when it is due.  The 1980 Hold, negative totals (R-80-NEG) and the
99 card (R-99-1) come from the :class:`RuleSet` through the engine itself.

Budget: ``iterations`` playouts per decision (default
:data:`DEFAULT_ITERATIONS`, shared among the legal actions), capped by
``max_ms`` of wall time (default 100 ms): the search stops before a round
that would pass the cap.  With the same seed and view the choice is the same
unless the cap cuts the search short on a slow or busy machine.
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from dataclasses import dataclass

from voice_ono.bots.heuristic import heuristic_action
from voice_ono.rules import Action, Card, Draw, GameState, PlayerView

DEFAULT_ITERATIONS = 200
"""Playouts per decision, shared among the legal actions (docs/benchmarks.md
gives the time this takes)."""

DEFAULT_MAX_MS = 100.0
"""Wall-time cap per decision, in milliseconds."""

HORIZON = 48
"""Playout length cap in actions (about a dozen rounds of four players)."""

KEEP_DEFAULT_SE = 1.0
"""The heuristic's choice stands unless another action leads it by more
than this many standard errors of the paired difference."""

ROLLOUT_EPSILON = 0.0
"""Share of playout moves chosen at random instead of by the heuristic (0:
the heuristic throughout, which models medium opponents exactly)."""


@dataclass(frozen=True)
class ActionStats:
    """Search statistics of one root action: ``visits`` and ``value`` (mean
    reward, an estimate of this seat's chance in 0..1)."""

    action: Action
    visits: int
    value: float


def unseen_cards(view: PlayerView) -> list[Card]:
    """The cards ``view.seat`` has not seen: the deck minus its own hand
    minus the discard pile (which includes revealed hands).  Canonical order."""
    pool = Counter(view.rules.deck_cards())
    pool.subtract(view.hand)
    pool.subtract(view.discard_pile)
    return sorted(pool.elements(), key=lambda c: c.order)


def state_template(view: PlayerView) -> GameState:
    """A :class:`GameState` with everything ``view`` shows; other hands and
    the draw pile are empty until :func:`deal_hidden` fills them."""
    rules = view.rules
    state = GameState.__new__(GameState)
    GameState.__init__(state, rules, list(view.names), seed=0)
    n = len(view.names)
    state.hands = [list(view.hand) if s == view.seat else [] for s in range(n)]
    state.discard_pile = list(view.discard_pile)
    state.total = view.total
    state.direction = view.direction
    state.turn = view.turn
    state.plays_left = view.plays_left
    state.pending_play2 = view.pending_play2
    state.eliminated = list(view.eliminated)
    state.revealed = {s: list(h) for s, h in view.revealed.items()}
    state.round = view.round
    if view.tokens:
        state.tokens = list(view.tokens)
    if view.scores:
        state.scores = list(view.scores)
    if view.out_of_game:
        state.out_of_game = list(view.out_of_game)
    state.put_out = [e and not o for e, o in zip(state.eliminated, state.out_of_game)]
    state.pending_draw = view.pending_draw
    state.pending_draw_count = 1
    state.last_played = [0] * n
    state.started = state.dealt = True
    state.dealer = (view.turn - 1) % n
    return state


def deal_hidden(template: GameState, view: PlayerView, pool: list[Card],
                rng: random.Random) -> GameState:
    """A determinization: a copy of ``template`` with ``pool`` shuffled into
    the other seats' hands (their sizes from ``view``) and the draw pile.
    Extra cards (a scenario with a partial deck) are left out; when ``pool``
    is too small, hands come first and the draw pile gets what is left, so a
    determinization never holds more of a card than the deck has."""
    state = template.copy()
    state.rng = rng
    cards = list(pool)
    rng.shuffle(cards)
    for s, size in enumerate(view.hand_sizes):
        if s != view.seat:
            size = min(size, len(cards))
            state.hands[s] = cards[len(cards) - size:]
            del cards[len(cards) - size:]
    state.draw_pile = cards[:view.draw_pile_size]
    return state


def rewards(state: GameState, start: GameState, me: int) -> list[float]:
    """Reward per seat, 0..1, at the end of a playout from ``start``.

    * game over: 1 for the winner, 0 for the others (R-WIN-1, R-WIN-2);
    * a round ended (tokens): 0 for the seat that lost a token, 1 for the
      others (R-80-TOK, R-99-2); (points): 1 minus the round's points / 60
      (R-80-PTS-2);
    * otherwise (horizon, or ``me`` eliminated): 0 for eliminated seats,
      else the even share of what is left: with tokens scoring (k - 1) / k,
      the chance that another of the k players busts first; otherwise
      1 / k, the even share of the win.
    """
    n = len(state.names)
    if state.outcome is not None:
        return [1.0 if s == state.outcome.winner else 0.0 for s in range(n)]
    if state.round != start.round:
        if start.rules.scoring == "tokens":
            return [0.0 if state.tokens[s] < start.tokens[s] or state.out_of_game[s] != start.out_of_game[s]
                    else 1.0 for s in range(n)]
        return [max(0.0, 1.0 - (state.scores[s] - start.scores[s]) / 60) for s in range(n)]
    active = sum(not e for e in state.eliminated)
    share = (active - 1) / active if start.rules.scoring == "tokens" else 1.0 / active
    return [0.0 if state.eliminated[s] else share for s in range(n)]


class SearchBot:
    """Determinized search over its :class:`PlayerView` (see the module doc).

    :param seed: seeds the bot's own ``random.Random`` (determinizations,
        playouts, ties); the game's rng is never touched.
    :param iterations: iterations per decision (at least 1).
    :param max_ms: wall-time cap per decision in milliseconds (None: no cap).
    :raises ValueError: when ``iterations`` < 1.
    """

    name = "search"

    def __init__(self, seed: int | None = 0, iterations: int = DEFAULT_ITERATIONS,
                 max_ms: float | None = DEFAULT_MAX_MS) -> None:
        if iterations < 1:
            raise ValueError("iterations must be at least 1")
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.max_ms = max_ms
        self.last_stats: list[ActionStats] = []
        self.last_iterations = 0

    def choose(self, view: PlayerView) -> Action:
        """One of ``view.legal_actions`` (never empty when asked)."""
        legal = list(view.legal_actions)
        self.last_stats = []
        self.last_iterations = 0
        if Draw() in legal:
            return Draw()  # R-80-DRAW: never miss a draw
        if len(legal) == 1:
            return legal[0]
        default = heuristic_action(view.rules, legal, view.hand, view.total, view.pending_play2,
                                   view.plays_left, random.Random(self.rng.random()))
        sums, sq, counts = self._search(view, legal, default)
        stats = [ActionStats(a, counts, sums[i] / counts if counts else 0.0) for i, a in enumerate(legal)]
        self.last_stats = sorted(stats, key=lambda st: -st.value)
        best = max(range(len(legal)), key=lambda i: sums[i])
        d = legal.index(default)
        if best != d and counts > 1:
            # Keep the heuristic's card unless the paired difference is
            # clearly in the other card's favour (one standard error).
            diff = (sums[best] - sums[d]) / counts
            var = max(0.0, sq[best] / counts - diff * diff)
            if diff <= KEEP_DEFAULT_SE * math.sqrt(var / (counts - 1)):
                best = d
        return legal[best]

    # ------------------------------------------------------------ search
    def _search(self, view: PlayerView, legal: list[Action], default: Action):
        """Paired playouts: every determinization is played out once after
        each legal action with the same playout seed (common random numbers).

        :returns: per action the reward sums, the sums of squared paired
            differences against ``default``, and the number of determinizations.
        """
        rng = self.rng
        me = view.seat
        template = state_template(view)
        pool = unseen_cards(view)
        k = len(legal)
        d = legal.index(default)
        sums = [0.0] * k
        sq = [0.0] * k
        counts = 0
        rounds = max(1, self.iterations // k)
        began = time.perf_counter()
        deadline = None if self.max_ms is None else began + self.max_ms / 1000
        for i in range(rounds):
            # Stop when one more round (at the mean round time so far) would pass the cap.
            if deadline is not None and i and time.perf_counter() + (time.perf_counter() - began) / i > deadline:
                break
            state = deal_hidden(template, view, pool, rng)
            seed = rng.random()
            values = []
            for action in legal:
                values.append(self._playout(state.copy(), template, me, action, random.Random(seed)))
            for j, v in enumerate(values):
                sums[j] += v
                sq[j] += (v - values[d]) ** 2
            counts += 1
            self.last_iterations = counts * k
        return sums, sq, counts

    @staticmethod
    def _playout(state: GameState, start: GameState, me: int, action: Action,
                 rng: random.Random) -> float:
        """Play ``action`` then the heuristic policy for every seat until
        the playout stops; ``me``'s reward."""
        state.rng = rng
        state.apply_unchecked(action)
        plies = 1
        while not (state.outcome is not None or state.eliminated[me] or plies >= HORIZON
                   or state.round != start.round):
            actor = state.current_player
            legal = state.legal_actions(actor)
            if len(legal) == 1:
                choice = legal[0]
            elif rng.random() < ROLLOUT_EPSILON:
                choice = rng.choice(legal)
            else:
                choice = heuristic_action(state.rules, legal, state.hands[actor], state.total,
                                          state.pending_play2, state.plays_left, rng)
            state.apply_unchecked(choice)
            plies += 1
        return rewards(state, start, me)[me]
