"""Narration of events: each :class:`Event` as a short spoken sentence.

Pure (no I/O).  Sentences are plain text that reads well aloud and in a
screen reader: no colour codes, no symbols that a TTS engine would spell
out.  Events are the single source (STYLE.md convention 2).  The words are
in the catalog (``locales/<lang>/events.ftl``).

The narrator speaks to the human(s): with one human seat that player is
"you"; in hot-seat games every player is called by name.
"""

from __future__ import annotations

from typing import Iterable, Mapping, NoReturn, Sequence

from voice_ono.narration import rounds
from voice_ono.narration.cards import a_card, card_name, card_said, card_said_short, hand_text, join_words, rules_label
from voice_ono.narration.catalog import MissingMessageError, text
from voice_ono.narration.queries import QueryNarration
from voice_ono.narration.reasons import refusal_sentence
from voice_ono.rules import Card, Event, Termination
from voice_ono.rules.events import (CardPlayed, CommandRefused, DirectionChanged, DrawForfeited, Drew, GameStarted,
                                    GameWon, Ono99Discarded, Play2Pending, PlayerEliminated, PlayerOut, Reshuffled,
                                    RoundEnded, RoundStarted, TokenLost, TurnPassed, TurnStarted)


def player_words() -> frozenset[str]:
    """The words the narration uses for the player (catalog ``player-words``: "you", "your", ...), which
    no other player may be called (:func:`voice_ono.rules.names.check_names`'s ``reserved``): a bot named
    "You" could not be told from the player."""
    return frozenset(w.strip() for w in text("player-words").split(",") if w.strip())


def _unhandled(e: NoReturn) -> NoReturn:
    """Reached only with an event class :meth:`Narrator.event` has no case for (mypy: none)."""
    raise AssertionError(f"no narration for {e!r}")


class Narrator(QueryNarration):
    """Turns events into sentences for the human seats ``humans``."""

    VERBOSITY = ("full", "short")
    """``full``: every announcement whole; ``short``: turn prompts without the
    hand (ask "read my hand") and card plays as "Bot 1: 7, total 40"."""

    def __init__(self, names: Sequence[str], humans: Iterable[int], verbosity: str = "full") -> None:
        self.names = list(names)
        self.humans = set(humans)
        self.verbosity = verbosity
        self._out_now: set[str] = set()  # put out of the game by the events being narrated

    # ------------------------------------------------------------ helpers
    def _solo(self) -> bool:
        return len(self.humans) == 1

    def who(self, seat: int | None, name: str | None = None) -> str:
        """"You" for the single human, else the player's name."""
        if self._is_you(seat):
            return text("you-subject")
        return name if name is not None else self.names[seat or 0]

    def _is_you(self, seat: int | None) -> bool:
        return seat is not None and self._solo() and seat in self.humans

    def subject(self, seat: int | None, name: str | None = None) -> dict[str, str]:
        """The ``$who`` and ``$person`` of a sentence about ``seat``."""
        return {"who": self.who(seat, name), "person": "you" if self._is_you(seat) else "other"}

    def _you_name(self) -> str | None:
        """The name of the player called "you" (one human seat), else None."""
        return self.names[next(iter(self.humans))] if self._solo() else None

    # ------------------------------------------------------------ events
    def event(self, e: Event) -> str | None:
        """One event as a sentence, or None when it is not narrated
        (e.g. a bot's draw: the card is hidden)."""
        match e:
            case PlayerEliminated(out_of="round"):
                line = rounds.narrate_round_event(e, you=self._you_name())  # 1980 editions: out of the round only
                if e.hand and line:
                    line = f"{line} {text('held-hand', hand=hand_text(e.hand), **self.subject(e.seat, e.player))}"
                return line
            case PlayerEliminated():
                return text("eliminated", reason=e.reason.value, hand=hand_text(e.hand or ()),
                            **self.subject(e.seat, e.player))
            case GameStarted():
                players = join_words([self.who(i, n) for i, n in enumerate(self.names)])
                line = text("game-started", rules=rules_label(e.rules), players=players)
                if e.dealer in self.names:
                    line += " " + text("dealer-deals", **self.subject(self.names.index(e.dealer), e.dealer))
                return line
            case TurnStarted():
                return self._turn_started(e)
            case CardPlayed():
                subject = self.subject(e.seat, e.player)
                if self.verbosity == "short":  # "You: number 2, total 40."
                    return text("card-played-short", card=card_said_short(e.card), total=e.total, **subject)
                # "You play the number 2." / "You play the Play 2 card." (they sounded alike)
                return text("card-played", card=card_said(e.card), total=e.total, **subject)
            case DirectionChanged():
                return text("direction-changed")
            case Play2Pending():
                return self._play2_pending(e)
            case Drew():
                if self._is_you(e.seat) and e.card is not None:
                    return self._drawn([e.card])
                return None  # hidden: bots' cards, and in hot-seat games the others are listening
            case Reshuffled():
                return text("reshuffled")
            case Ono99Discarded():
                return text("ono-discarded", **self.subject(e.seat, e.player))
            case GameWon():
                parts = []
                if e.termination is Termination.NO_ONE_CAN_PLAY:
                    parts.append(text("won-no-one-can-play", **self.subject(e.seat, e.player)))
                elif e.termination is Termination.LOWEST_SCORE:
                    parts.append(self._lowest_score_reason(e))
                parts.append(text("game-won", **self.subject(e.seat, e.player)))
                return " ".join(parts)
            case CommandRefused():
                return self._refused(e)
            case RoundStarted() | RoundEnded() | TokenLost() | PlayerOut() | DrawForfeited() | TurnPassed():
                return rounds.narrate_round_event(e, you=self._you_name())  # 1980 editions: rounds, tokens, points
            case _:
                _unhandled(e)

    @staticmethod
    def _refused(e: CommandRefused) -> str:
        """The sentence said for a refusal: worded from its message id and values; an older stream's sentence
        when it has no message id, or one the catalog no longer has."""
        if e.message is not None:
            try:
                return refusal_sentence(e.message, e.values or {})
            except MissingMessageError:
                if e.said is None:
                    raise
        return e.said or ""

    def _turn_started(self, e: TurnStarted) -> str | None:
        if e.seat not in self.humans:
            return None
        lead = text("turn-lead", solo=self._solo(), name=e.player)
        if e.second_card:
            parts = [text("turn-second", total=e.total)]
        elif e.pending_play2:
            parts = [text("turn-forced", lead=lead, total=e.total)]
        else:
            parts = [text("turn-start", lead=lead, total=e.total)]
        if self.verbosity != "short":
            parts.append(text("you-hold", hand=hand_text(e.hand or ())))
            parts.append(self._safe_hint(e))
        if e.can_discard:
            parts.append(text("can-discard"))
        return " ".join(p for p in parts if p)

    def _play2_pending(self, e: Play2Pending) -> str | None:
        seat = e.seat
        card = card_name(e.forcing_card)
        passed = ""
        if e.passed:
            giver_seat = self.names.index(e.giver) if e.giver in self.names else None
            passed = text("play2-passed", card=card, **self.subject(giver_seat, e.giver))
        if self._is_you(seat) or (seat in self.humans and not passed):
            return passed or None  # the turn prompt says "You must play two cards"
        must = text("must-play-two", **self.subject(seat, e.player))
        return f"{passed} {must}" if passed else must

    def _lowest_score_reason(self, e: GameWon) -> str:
        """R-80-PTS-3: "Bot 1 has the lowest score among the players still
        in, 80 points. You went out earlier, at 105 points." (a player already
        out may have less, so the sentence says why they do not win)."""
        scores: Mapping[str, int] = e.scores or {}
        score = scores.get(e.player)
        subject = self.subject(e.seat, e.player)
        parts = [text("won-lowest-score-points", score=score, **subject) if score is not None
                 else text("won-lowest-score", **subject)]
        spoken = self._spoken_names()

        def listed(names: list[str]) -> str:
            return join_words([text("player-at-score", who=spoken.get(n, n), score=scores[n]) if n in scores
                               else spoken.get(n, n) for n in names])

        out = list(e.out or ())
        earlier = [n for n in out if n not in self._out_now]
        now = [n for n in out if n in self._out_now]
        if earlier:
            parts.append(text("out-earlier", players=listed(earlier)))
        if now:
            parts.append(text("out-this-round", players=listed(now)))
        return " ".join(parts)

    def lines(self, events: Iterable[Event]) -> list[str]:
        """The narrated sentences for ``events``, in order, with a run of your
        draws said once: "You draw 1, 2, 3 and 4."."""
        out: list[str] = []
        drawn: list[Card] = []
        events = list(events)
        # players put out by this same batch (the last round), for the winner's sentence
        self._out_now = {e.player for e in events if isinstance(e, PlayerOut)}

        def flush() -> None:
            if drawn:
                out.append(self._drawn(drawn))
            drawn.clear()

        for e in events:
            if isinstance(e, Drew) and self._is_you(e.seat) and e.card is not None:
                drawn.append(e.card)
                continue
            flush()
            line = self.event(e)
            if line:
                out.append(line)
        flush()
        return out

    def _drawn(self, cards: Sequence[Card]) -> str:
        """Your draw: "You draw a 4." ("You draw 1" sounded like one card), "You draw 1, 2 and 3."; short
        announcements name the cards bare, as the rest of the short style does: "New card: 4."."""
        if self.verbosity == "short":
            said = card_said_short(cards[0]) if len(cards) == 1 else hand_text(cards)
            return text("you-draw-short", cards=said, count=len(cards))
        return text("you-draw", cards=a_card(cards[0]) if len(cards) == 1 else hand_text(cards))

    def _spoken_names(self) -> dict[str, str]:
        """Name -> how to say it ("You" for the single human)."""
        return {n: self.who(i, n) for i, n in enumerate(self.names)}

    @staticmethod
    def _safe_hint(e: TurnStarted) -> str:
        """"Safe: 2 and Reverse." when some playable-looking card in hand is
        not safe now (it would bust, R-BUST-1); "" when every card is safe."""
        if e.safe is None:
            return ""
        safe = set(e.safe)
        hand = {c for c in e.hand or () if c is not Card.ONO99}
        if hand <= safe or not safe:
            return ""
        return text("safe-now", cards=hand_text(safe))

    def events(self, events: Iterable[Event]) -> list[str]:
        """All narrated sentences for a list of events, in order."""
        return [s for s in (self.event(e) for e in events) if s]
