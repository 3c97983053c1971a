"""Answers to the player's questions: the hand, the total, whose turn, the
players, the draw pile, tokens and scores, the options now, and the last
plays.  Mixed into :class:`voice_ono.narration.events.Narrator`; the words
are in ``locales/<lang>/queries.ftl``."""

from __future__ import annotations

from typing import Sequence

from voice_ono.commands.types import QueryKind
from voice_ono.narration.cards import card_name, hand_text, join_words
from voice_ono.narration.catalog import text
from voice_ono.rules import Card, DiscardOnoSet, Draw, GameState, PlayCard
from voice_ono.rules.ruleset import ScoringMode


class QueryNarration:
    """The query answers of a narrator (needs ``names``, ``who``, ``subject``, ``_is_you``, ``_solo``)."""

    names: list[str]

    def who(self, seat: int | None, name: str | None = None) -> str:  # pragma: no cover - the Narrator's
        raise NotImplementedError

    def subject(self, seat: int | None, name: str | None = None) -> dict[str, str]:  # pragma: no cover
        raise NotImplementedError

    def _is_you(self, seat: int | None) -> bool:  # pragma: no cover
        raise NotImplementedError

    def _solo(self) -> bool:  # pragma: no cover
        raise NotImplementedError

    def query(self, what: QueryKind, state: GameState, seat: int, card: Card | None = None) -> str:
        """Answer the query ``what`` for ``seat`` (``card``: the card :attr:`QueryKind.EXPLAIN` asks about).
        Hints, "why" and the play history are answered by the session."""
        rules = state.rules
        match what:
            case QueryKind.HAND:
                if state.eliminated[seat]:
                    return text("you-are-out")
                return text("you-hold", hand=hand_text(state.hands[seat]))
            case QueryKind.TOTAL:
                return text("total-is", total=state.total, bust=rules.bust_total)
            case QueryKind.SAFE:
                return self.options(state, seat)
            case QueryKind.TURN:
                return self.situation(state, seat)
            case QueryKind.DIRECTION:
                order = [self.who(state.turn)]
                s = state.turn
                for _ in range(len(state.active_seats()) - 1):
                    s = state.next_seat(s)
                    order.append(self.who(s))
                return text("direction", reversed=state.direction != 1, order=join_words(order, "then"))
            case QueryKind.PLAYERS:
                parts = [text("player-cards", count=len(state.hands[i]), **self.subject(i, name))
                         for i, name in enumerate(state.names) if not state.eliminated[i]]
                out = [self.who(i) for i in range(len(state.names)) if state.eliminated[i]]
                return self._with_out(text("still-in", players=join_words(parts)), out)
            case QueryKind.DRAW_PILE:
                return text("draw-pile", count=len(state.draw_pile))
            case QueryKind.EXPLAIN if card is not None:
                from voice_ono.narration.explain import explain_card

                return explain_card(card, rules)
            case QueryKind.TOKENS | QueryKind.SCORES:
                return self._counts(what is QueryKind.TOKENS, state)
            case QueryKind.ROUNDS:
                if not rules.multi_round:
                    return text("single-round")
                return text("round-is", round=state.round)
        return text("cannot-answer")

    def _counts(self, tokens: bool, state: GameState) -> str:
        """Each player's tokens (R-80-TOK) or score (R-80-PTS-*), or that this game counts none of them."""
        rules = state.rules
        wanted = ScoringMode.TOKENS if tokens else ScoringMode.POINTS
        if rules.scoring is not wanted:
            return text("not-this-game", asked=wanted.value, scoring=rules.scoring.value)
        if tokens:
            parts = [text("player-count", who=self.who(i, n), count=state.tokens[i])
                     for i, n in enumerate(state.names) if not state.out_of_game[i]]
            out = [self.who(i) for i in range(len(state.names)) if state.out_of_game[i]]
            return self._with_out(text("tokens-list", players=join_words(parts)), out)
        parts = [text("player-count", who=self.who(i, n), count=state.scores[i])
                 for i, n in enumerate(state.names) if not state.out_of_game[i]]
        out = [text("player-at-score", who=self.who(i), score=state.scores[i])
               for i in range(len(state.names)) if state.out_of_game[i]]
        return self._with_out(text("scores-list", players=join_words(parts), target=rules.target), out)

    @staticmethod
    def _with_out(line: str, out: Sequence[str]) -> str:
        return f"{line} {text('out-list', players=join_words(out))}" if out else line

    # ------------------------------------------------------------ summaries
    def obligations(self, state: GameState, seat: int) -> str:
        """What ``seat`` owes now, as sentences ("" when nothing): the second
        forced card (R-P2-1), a draw owed (R-80-DRAW), and in the 1980
        editions the round and the tokens or score."""
        parts: list[str] = []
        if not state.is_over and not state.eliminated[seat]:
            if state.pending_draw == seat:
                parts.append(text("still-to-draw"))
            if state.turn == seat and state.pending_play2:
                if state.plays_left < state.rules.forced_cards:
                    parts.append(text("must-play-second"))
                else:
                    parts.append(text("must-play-two-you"))
        rules = state.rules
        if rules.multi_round:
            if rules.scoring is ScoringMode.TOKENS:
                parts.append(text("round-tokens", round=state.round, count=state.tokens[seat]))
            elif rules.scoring is ScoringMode.POINTS:
                parts.append(text("round-score", round=state.round, score=state.scores[seat]))
            else:
                parts.append(text("round-plain", round=state.round))
        return " ".join(parts)

    def situation(self, state: GameState, seat: int) -> str:
        """Where the game stands for ``seat``: whose turn, the total, and any
        pending obligation (:meth:`obligations`).  Used by "whose turn",
        "repeat" with nothing to repeat, and the resume announcement."""
        if state.is_over:
            return text("game-over")
        turn = state.current_player if state.current_player is not None else state.turn
        if turn == seat:  # hot-seat: the player asking is told it is theirs
            whose = text("your-turn", solo=self._solo(), name=state.names[seat])
        else:
            whose = text("whose-turn", who=self.who(turn))
        parts = [whose, text("total-now", total=state.total), self.obligations(state, seat)]
        return " ".join(p for p in parts if p)

    def options(self, state: GameState, seat: int) -> str:
        """Every legal action of ``seat`` now, by the words that do it:
        the safe cards, the four ONO 99 discard, the owed draw."""
        if state.is_over:
            return text("game-over")
        if seat not in (state.turn, state.pending_draw):
            return text("whose-turn", who=self.who(state.turn))
        actions = state.legal_actions(seat)
        cards = [card_name(a.card) for a in actions if isinstance(a, PlayCard)]
        parts = []
        if cards:
            parts.append(text("safe-to-play", cards=join_words(cards)))
        if any(isinstance(a, DiscardOnoSet) for a in actions):
            parts.append(text("can-discard"))
        if any(isinstance(a, Draw) for a in actions):
            parts.append(text("can-draw"))
        return " ".join(parts) or text("nothing-safe")

    def recent_plays(self, plays: Sequence[tuple[str, str, int]], who: str | None = None,
                     resumed: bool = False) -> str:
        """History answers from ``plays`` (player name, card name, total
        after), oldest first: the last round of plays, or with ``who`` that
        player's last card.  ``resumed``: ``plays`` starts at a resume (the
        save keeps no history), so an empty answer says "since you resumed"."""
        if who is not None:
            mine = [p for p in plays if p[0] == who]
            if not mine:
                seat = self.names.index(who) if who in self.names else None
                return text("not-played-since-resume" if resumed else "not-played-lately",
                            **self.subject(seat, who))
            name, card, total = mine[-1]
            return text("last-played", who=self.who(self.names.index(name)), card=card_name(Card(card)),
                        total=total)
        if not plays:
            return text("no-plays-since-resume" if resumed else "no-plays-yet")
        parts = [text("played-making", who=self.who(self.names.index(n)), card=card_name(Card(c)), total=t)
                 for n, c, t in plays]
        return text("last-plays", plays=" ".join(parts))

    def last_card(self, plays: Sequence[tuple[str, str, int]], state: GameState) -> str:
        """The last card played and by whom (the top of the discard pile)."""
        if plays:
            name, card, total = plays[-1]
            return text("last-card-by", card=card_name(Card(card)), who=self.who(self.names.index(name)),
                        total=state.total)
        if state.discard_pile:
            return text("last-card", card=card_name(state.discard_pile[-1]), total=state.total)
        return text("no-card-yet")
