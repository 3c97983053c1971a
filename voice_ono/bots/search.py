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
2. **Play out every legal action still in contention** on that same deal,
   with the same playout seed (common random numbers: the actions are
   compared on equal luck); the budget is spent by sequential halving, so
   the worse half of the actions drops out after each phase (see
   :meth:`SearchBot._search`),
   then the heuristic policy (:func:`heuristic_action`) for every seat, up
   to a horizon, this seat's elimination, the end of the round (tokens and
   points scoring, R-80-TOK, R-99-2, R-80-PTS-1) or the end of the game.
3. **Score** a reward for this seat in 0..1 (see :func:`rewards`).

The action with the best mean reward is played, unless its paired lead over
the heuristic's own choice is within one standard error; then the heuristic's
choice stands (so noise never makes the bot worse than "medium").

The bot's own rule of thumb (its default card, and its own moves in
playouts) differs from the medium bot's in one point (:data:`OWN_HIGH_TOTAL`):
it keeps a forcing card (Play 2, Double Play) as an escape instead of
playing it at high totals while a number card is safe.  Alone, that rule of
thumb wins 31% against three medium bots in mattel2022 (N = 4000) where the
medium rule wins 26% (docs/benchmarks.md).  The opponents in playouts keep
the medium bot's rule, which models medium opponents exactly.

The second card of a Play 2 / Double Play is played in the playout with the
card drawn after the first (the determinized draw pile), so the first card is
judged by the second it allows (R-P2-3), and the second card is itself
searched when it is due.  The 1980 Hold, negative totals (R-80-NEG) and the
99 card (R-99-1) come from the :class:`RuleSet` through the engine itself.

Playouts run on the engine itself without its spoken ``turn_started`` announcement
(:attr:`voice_ono.rules.GameState.announce_turns` False), reusing the engine's own legal-move list.

Budget: exactly ``iterations`` playouts per decision (default
:data:`DEFAULT_ITERATIONS`, shared among the legal actions), never the wall
clock: with the same seed and view the choice is the same on every machine
and under any load, so the same seed and commands replay a game, hints
included (OpenSpiel's ``MCTSBot(max_simulations=...)``; issue 19).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass

from voice_ono.bots.heuristic import HIGH_TOTAL, heuristic_action
from voice_ono.rules import Action, Card, Draw, GameState, PlayerView
from voice_ono.rules.ruleset import ScoringMode

DEFAULT_ITERATIONS = 200
"""Playouts per decision, shared among the legal actions: about 0.3 ms of CPU
each, so a decision takes about 75 ms (p95 about 180 ms) on the shared 2-core
machine under load, and stays under a second on a machine several times
slower (docs/benchmarks.md, "Bots")."""

HORIZON = 48
"""Playout length cap in actions (about a dozen rounds of four players)."""

KEEP_DEFAULT_SE = 1.0
"""The heuristic's choice stands unless another action leads it by more
than this many standard errors of the paired difference."""

SEQUENTIAL_HALVING = True
"""Spend the playouts by sequential halving over the root actions (False:
every action gets every determinization, as before issue 12b)."""

OWN_HIGH_TOTAL: int | None = None
"""The search bot's own rule of thumb (its default card and its own moves in
playouts) plays a forcing card from this total on (None: never while a
number card is safe); the medium bots, and so the opponents in playouts,
from :data:`HIGH_TOTAL`."""

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
    state = GameState(rules, list(view.names), seed=0)
    state.announce_turns = False  # a playout reads no events
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
        if start.rules.scoring is ScoringMode.TOKENS:
            return [0.0 if state.tokens[s] < start.tokens[s] or state.out_of_game[s] != start.out_of_game[s]
                    else 1.0 for s in range(n)]
        return [max(0.0, 1.0 - (state.scores[s] - start.scores[s]) / 60) for s in range(n)]
    active = sum(not e for e in state.eliminated)
    share = (active - 1) / active if start.rules.scoring is ScoringMode.TOKENS else 1.0 / active
    return [0.0 if state.eliminated[s] else share for s in range(n)]


class SearchBot:
    """Determinized search over its :class:`PlayerView` (see the module doc).

    :param seed: seeds the bot's own ``random.Random`` (determinizations,
        playouts, ties); the game's rng is never touched.
    :param iterations: playouts per decision (at least 1); the only budget
        (no time cap: the choice never depends on the machine).
    :raises ValueError: when ``iterations`` < 1.
    """

    name = "search"

    def __init__(self, seed: int | None = 0, iterations: int = DEFAULT_ITERATIONS) -> None:
        if iterations < 1:
            raise ValueError("iterations must be at least 1")
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.own_high_total = OWN_HIGH_TOTAL
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
                                   view.plays_left, random.Random(self.rng.random()),
                                   self.own_high_total)
        sums, sq, counts = self._search(view, legal, default)
        stats = [ActionStats(a, counts[i], sums[i] / counts[i] if counts[i] else 0.0)
                 for i, a in enumerate(legal)]
        self.last_stats = sorted(stats, key=lambda st: (-st.visits, -st.value))
        d = legal.index(default)
        n = counts[d]
        # The best among the actions that were searched as long as the default.
        best = max((i for i in range(len(legal)) if counts[i] == n), key=lambda i: sums[i])
        if best != d and n > 1:
            # Keep the heuristic's card unless the paired difference is
            # clearly in the other card's favour (one standard error).
            diff = (sums[best] - sums[d]) / n
            var = max(0.0, sq[best] / n - diff * diff)
            if diff <= KEEP_DEFAULT_SE * math.sqrt(var / (n - 1)):
                best = d
        return legal[best]

    # ------------------------------------------------------------ search
    def _search(self, view: PlayerView, legal: list[Action],
                default: Action) -> tuple[list[float], list[float], list[int]]:
        """Paired playouts with sequential halving over the root actions.

        Every determinization is played out once after each action still in
        contention, with the same playout seed (common random numbers).  The
        budget is split evenly over ``ceil(log2 k)`` phases; after each phase
        the worse half of the actions (by mean reward over the shared
        determinizations) drops out, except the heuristic's ``default``,
        which always stays for the final paired comparison.  Source: Z.
        Karnin, T. Koren, O. Somekh, "Almost optimal exploration in
        multi-armed bandits", ICML 2013 (sequential halving).

        :returns: per action the reward sums, the sums of squared paired
            differences against ``default``, and the number of
            determinizations it was played out on.
        """
        rng = self.rng
        me = view.seat
        template = state_template(view)
        pool = unseen_cards(view)
        k = len(legal)
        d = legal.index(default)
        sums = [0.0] * k
        sq = [0.0] * k
        counts = [0] * k
        alive = list(range(k))
        phases = max(1, math.ceil(math.log2(k))) if SEQUENTIAL_HALVING else 1
        budget = self.iterations
        done = 0  # playouts so far
        for phase in range(phases):
            rounds = max(1, budget // (len(alive) * (phases - phase)))
            for _ in range(rounds):
                state = deal_hidden(template, view, pool, rng)
                seed = rng.random()
                values: dict[int, float] = {}
                for j in alive:
                    values[j] = self._playout(state.copy(), template, me, legal[j], random.Random(seed),
                                              self.own_high_total)
                for j, v in values.items():
                    sums[j] += v
                    sq[j] += (v - values[d]) ** 2
                    counts[j] += 1
                done += len(alive)
                budget -= len(alive)
                self.last_iterations = done
            if len(alive) <= 2:
                break
            keep = sorted(alive, key=lambda j: -sums[j])[:max(2, (len(alive) + 1) // 2)]
            if d not in keep:
                keep[-1] = d
            alive = sorted(keep)
        return sums, sq, counts

    @staticmethod
    def _playout(state: GameState, start: GameState, me: int, action: Action,
                 rng: random.Random, own_high_total: int | None = HIGH_TOTAL) -> float:
        """Play ``action`` then the heuristic policy for every seat until
        the playout stops (for ``me`` with ``own_high_total``); ``me``'s reward."""
        state.rng = rng
        state.apply_unchecked(action)
        plies = 1
        while not (state.outcome is not None or state.eliminated[me] or plies >= HORIZON
                   or state.round != start.round):
            actor = state.current_player
            assert actor is not None  # the game is not over
            legal = state.next_legal()
            if len(legal) == 1:
                choice = legal[0]
            elif rng.random() < ROLLOUT_EPSILON:
                choice = rng.choice(legal)
            else:
                choice = heuristic_action(state.rules, legal, state.hands[actor], state.total,
                                          state.pending_play2, state.plays_left, rng,
                                          own_high_total if actor == me else HIGH_TOTAL)
            state.apply_unchecked(choice)
            plies += 1
        return rewards(state, start, me)[me]
