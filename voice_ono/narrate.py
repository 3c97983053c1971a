"""Narration: events and views -> short spoken sentences.

Pure (no I/O).  Sentences are plain text that reads well aloud and in a
screen reader: no colour codes, no symbols that a TTS engine would spell
out.  Events are the single source (STYLE.md convention 2).

The narrator speaks to the human(s): with one human seat that player is
"you"; in hot-seat games every player is called by name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Sequence

from voice_ono import catalog
from voice_ono.rules import Card, DiscardOnoSet, Draw, Event, GameState, PlayCard, card_label, sort_cards
from voice_ono.rules import events as ev
from voice_ono import text as en
from voice_ono.text import join_words

if TYPE_CHECKING:
    from voice_ono.bots.explain import Reason


RULES_LABELS = {"mattel2022": "Mattel 2022", "classic1980": "classic 1980",
                "ninetynine_card": "ninety-nine card"}


def rules_label(name: str) -> str:
    """A preset name as it should be spoken: ``classic1980`` -> ``classic 1980``."""
    return RULES_LABELS.get(name, name.replace("_", " "))


def hand_text(cards: Iterable[Card | str]) -> str:
    """A hand read aloud in canonical order: ``"3, 7, Reverse and ONO 99"``."""
    cs = sort_cards(Card.from_name(str(c)) if not isinstance(c, Card) else c for c in cards)
    return join_words([card_label(c) for c in cs])


def a_card(card: Card) -> str:
    """One card with its article, so a number is not heard as a count:
    ``"a 1"``, ``"an 8"``, ``"a Reverse"``, ``"an ONO 99"``."""
    label = card_label(card)
    vowel = label[0].lower() in "aeiou" or label.startswith(("8", "11", "18", "O'"))
    return f"{'an' if vowel else 'a'} {label}"


class Narrator:
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
        if seat is not None and self._solo() and seat in self.humans:
            return "You"
        return name if name is not None else self.names[seat or 0]

    def _is_you(self, seat: int | None) -> bool:
        return seat is not None and self._solo() and seat in self.humans

    # ------------------------------------------------------------ events
    def event(self, e: Event) -> str | None:
        """One event as a sentence, or None when it is not narrated
        (e.g. a bot's draw: the card is hidden)."""
        seat, who = e.seat, self.who(e.seat, e.player)
        t = e.type
        if t == ev.PLAYER_ELIMINATED and e.data.get("out_of") == "round":
            from voice_ono import rules_text  # 1980 editions: out of the round only

            line = rules_text.narrate_round_event(e, self._spoken_names())
            if e.data.get("hand"):
                held = "You held" if self._is_you(seat) else f"{who} held"
                line = f"{line} {held} {hand_text(e.data['hand'])}."
            return line
        if t == ev.GAME_STARTED:
            players = join_words([self.who(i, n) if self._is_you(i) else n
                                  for i, n in enumerate(self.names)])
            dealer = e.data.get("dealer")
            deal = ""
            if dealer in self.names:
                d = self.names.index(dealer)
                deal = " You deal." if self._is_you(d) else f" {dealer} deals."
            return f"New game of ONO 99, {rules_label(e.data.get('rules', ''))} rules, with {players}.{deal}"
        if t == ev.TURN_STARTED:
            if seat not in self.humans:
                return None
            hand = hand_text(e.data.get("hand", []))
            lead = "Your turn" if self._solo() else f"{e.player}, your turn"
            held = "" if self.verbosity == "short" else f" You hold {hand}."
            if e.data.get("second_card"):
                text = f"Now play your second card. The total is {e.total}.{held}"
            elif e.data.get("pending_play2"):
                text = f"{lead}. You must play two cards. The total is {e.total}.{held}"
            else:
                text = f"{lead}. The total is {e.total}.{held}"
            text += "" if self.verbosity == "short" else self._safe_hint(e)
            if e.data.get("can_discard"):
                text += f" {catalog.CAN_DISCARD}"
            return text
        if t == ev.CARD_PLAYED:
            if self.verbosity == "short":
                return f"{who}: {card_label(Card(e.card))}, total {e.total}."
            return f"{en.say(who, 'plays', card_label(Card(e.card)))}. Total {e.total}."
        if t == ev.DIRECTION_CHANGED:
            return "Direction reversed."
        if t == ev.PLAY2_PENDING:
            card = card_label(Card(e.data.get("card", "play2")))
            giver = str(e.data.get("from", ""))
            giver = self.who(self.names.index(giver), giver) if giver in self.names else giver
            passed = f"{en.say(giver, 'passes', f'the {card} on')}. " if e.data.get("passed") else ""
            if self._is_you(seat) or (seat in self.humans and not passed):
                return passed.strip() or None  # the turn prompt says "You must play two cards"
            return f"{passed}{who} must play two cards."
        if t == ev.DREW:
            if self._is_you(seat):
                return f"You draw {a_card(Card(e.card))}."  # "You draw 1" sounded like one card
            return None  # hidden: bots' cards, and in hot-seat games the others are listening
        if t == ev.RESHUFFLED:
            return "The draw pile is empty. The discard pile is shuffled into a new draw pile."
        if t == ev.ONO99_DISCARDED:
            return f"{en.say(who, 'discards', 'four ONO 99 cards')} and {en.verb(who, 'draws')} four new cards."
        if t == ev.PLAYER_ELIMINATED:
            hand = hand_text(e.data.get("hand", []))
            why = "cannot play a second card" if e.data.get("reason") == "second_card" else "has no safe card"
            if self._is_you(seat):
                why = why.replace("has", "have")
                return f"You {why}. You are out. You held {hand}."
            return f"{who} {why} and is out. {who} held {hand}."
        if t == ev.GAME_WON:
            reason = {
                "no_one_can_play": f"No one left can play. {who} played the last card. ",
                "lowest_score": self._lowest_score_reason(e, who),
            }.get(e.data.get("termination", ""), "")
            if self._is_you(seat):
                return f"{reason}You win the game!"
            return f"{reason}{who} wins the game."
        if t == ev.COMMAND_REFUSED:
            return e.data.get("reason")
        from voice_ono import rules_text  # 1980 editions: rounds, tokens, points

        return rules_text.narrate_round_event(e, self._spoken_names())

    def _lowest_score_reason(self, e: Event, who: str) -> str:
        """R-80-PTS-3: "Bot 1 has the lowest score among the players still
        in, 80 points. You went out earlier, at 105 points." (a player already
        out may have less, so the sentence says why they do not win)."""
        scores = e.data.get("scores", {})
        score = scores.get(e.player)
        text = f"{who} {en.verb(who, 'has')} the lowest score among the players still in"
        text += f", {score} points. " if score is not None else ". "
        out = [n for n in e.data.get("out", [])]

        def listed(names: list[str]) -> str:
            return join_words([f"{self._spoken_names().get(n, n)} at {scores[n]}" if n in scores else
                               self._spoken_names().get(n, n) for n in names])

        earlier = [n for n in out if n not in self._out_now]
        now = [n for n in out if n in self._out_now]
        if earlier:
            text += f"Out of the game earlier, on reaching the target: {listed(earlier)}. "
        if now:
            text += f"Out of the game this round, on reaching the target: {listed(now)}. "
        return text

    def lines(self, events: Iterable[Event]) -> list[str]:
        """The narrated sentences for ``events``, in order, with a run of your
        draws said once: "You draw 1, 2, 3 and 4."."""
        out: list[str] = []
        drawn: list[str] = []
        events = list(events)
        # players put out by this same batch (the last round), for the winner's sentence
        self._out_now = {e.player for e in events if e.type == ev.PLAYER_OUT and e.player}

        def flush() -> None:
            if len(drawn) == 1:
                out.append(f"You draw {a_card(Card(drawn[0]))}.")
            elif drawn:
                out.append(f"You draw {hand_text(drawn)}.")
            drawn.clear()

        for e in events:
            if e.type == ev.DREW and self._is_you(e.seat) and e.card:
                drawn.append(e.card)
                continue
            flush()
            line = self.event(e)
            if line:
                out.append(line)
        flush()
        return out

    def _spoken_names(self) -> dict[str, str]:
        """Name -> how to say it ("You" for the single human)."""
        return {n: ("You" if self._is_you(i) else n) for i, n in enumerate(self.names)}

    @staticmethod
    def _safe_hint(e: Event) -> str:
        """" Safe: 2 and Reverse." when some playable-looking card in hand is
        not safe now (it would bust, R-BUST-1); "" when every card is safe."""
        if "safe" not in e.data:
            return ""
        safe = set(e.data["safe"])
        hand = {c for c in e.data.get("hand", []) if c != Card.ONO99.value}
        if hand <= safe:
            return ""
        return f" Safe: {hand_text(safe)}." if safe else ""

    def events(self, events: Iterable[Event]) -> list[str]:
        """All narrated sentences for a list of events, in order."""
        return [s for s in (self.event(e) for e in events) if s]

    # ------------------------------------------------------------ queries
    def query(self, what: str, state: GameState, seat: int, card: str | None = None) -> str:
        """Answer a query command (``hand``, ``total``, ``turn``, ...) for ``seat``."""
        if what == "hand":
            if state.eliminated[seat]:
                return "You are out of this game."
            return f"You hold {hand_text(state.hands[seat])}."
        if what == "total":
            return f"The total is {state.total}. You lose at {state.rules.bust_total}."
        if what == "safe":
            return self.options(state, seat)
        if what == "turn":
            return self.situation(state, seat)
        if what == "direction":
            order = [self.who(state.turn)]
            s = state.turn
            for _ in range(len(state.active_seats()) - 1):
                s = state.next_seat(s)
                order.append(self.who(s))
            way = "in seat order" if state.direction == 1 else "reversed"
            return f"Play goes {way}: {join_words(order, 'then')}."
        if what == "players":
            parts = []
            for i, name in enumerate(state.names):
                if state.eliminated[i]:
                    continue
                n = len(state.hands[i])
                label = "You" if self._is_you(i) else name
                parts.append(f"{label} {'have' if label == 'You' else 'has'} {n} card{'s' if n != 1 else ''}")
            out = [self.who(i) for i in range(len(state.names)) if state.eliminated[i]]
            tail = f" Out: {join_words(out)}." if out else ""
            return f"Still in: {join_words(parts)}.{tail}"
        if what == "draw_pile":
            n = len(state.draw_pile)
            return f"{n} card{'s' if n != 1 else ''} left in the draw pile."
        if what == "explain" and card:
            from voice_ono import rules_text

            return rules_text.explain_card(Card.from_name(card), state.rules)
        rules = state.rules
        if what in ("tokens", "scores") and rules.scoring != ("tokens" if what == "tokens" else "points"):
            return catalog.NOT_THIS_GAME[rules.scoring].format(
                asked="tokens" if what == "tokens" else "points")
        if what == "tokens":
            parts = [f"{'You' if self._is_you(i) else n} {state.tokens[i]}"
                     for i, n in enumerate(state.names) if not state.out_of_game[i]]
            out = [self.who(i) for i in range(len(state.names)) if state.out_of_game[i]]
            tail = f" Out: {join_words(out)}." if out else ""
            return f"Tokens: {join_words(parts)}.{tail}"
        if what == "scores":
            parts = [f"{'You' if self._is_you(i) else n} {state.scores[i]}"
                     for i, n in enumerate(state.names) if not state.out_of_game[i]]
            out = [f"{self.who(i)} at {state.scores[i]}" for i in range(len(state.names))
                   if state.out_of_game[i]]
            tail = f" Out: {join_words(out)}." if out else ""
            return f"Scores: {join_words(parts)}. The target is {rules.target}.{tail}"
        if what == "rounds":
            if not rules.multi_round:
                return "This game has a single round."
            return f"This is round {state.round}."
        return "I cannot answer that now."

    # ------------------------------------------------------------ summaries
    def obligations(self, state: GameState, seat: int) -> str:
        """What ``seat`` owes now, as sentences ("" when nothing): the second
        forced card (R-P2-1), a draw owed (R-80-DRAW), and in the 1980
        editions the round and the tokens or score."""
        parts: list[str] = []
        if not state.is_over and not state.eliminated[seat]:
            if state.pending_draw == seat:
                parts.append("You still have to draw: say draw.")
            if state.turn == seat and state.pending_play2:
                if state.plays_left < state.rules.forced_cards:
                    parts.append("You must play your second card.")
                else:
                    parts.append("You must play two cards.")
        rules = state.rules
        if rules.multi_round:
            extra = f"Round {state.round}"
            if rules.scoring == "tokens":
                n = state.tokens[seat]
                extra += f"; you have {n} token{'s' if n != 1 else ''}"
            elif rules.scoring == "points":
                extra += f"; your score is {state.scores[seat]}"
            parts.append(extra + ".")
        return " ".join(parts)

    def situation(self, state: GameState, seat: int) -> str:
        """Where the game stands for ``seat``: whose turn, the total, and any
        pending obligation (:meth:`obligations`).  Used by "whose turn",
        "repeat" with nothing to repeat, and the resume announcement."""
        if state.is_over:
            return "The game is over."
        turn = state.current_player if state.current_player is not None else state.turn
        if turn == seat:  # hot-seat: the player asking is told it is theirs
            whose = "It is your turn." if self._solo() else f"{state.names[seat]}, it is your turn."
        else:
            whose = f"It is {self.who(turn)}'s turn."
        text = f"{whose} The total is {state.total}."
        more = self.obligations(state, seat)
        return f"{text} {more}" if more else text

    def options(self, state: GameState, seat: int) -> str:
        """Every legal action of ``seat`` now, by the words that do it:
        the safe cards, the four ONO 99 discard, the owed draw."""
        if state.is_over:
            return "The game is over."
        if seat not in (state.turn, state.pending_draw):
            return f"It is {self.who(state.turn)}'s turn."
        actions = state.legal_actions(seat)
        cards = [card_label(a.card) for a in actions if isinstance(a, PlayCard)]
        parts = []
        if cards:
            parts.append(f"Safe to play: {join_words(cards)}.")
        if any(isinstance(a, DiscardOnoSet) for a in actions):
            parts.append(catalog.CAN_DISCARD)
        if any(isinstance(a, Draw) for a in actions):
            parts.append("You can draw your card: say draw.")
        return " ".join(parts) or "No card is safe to play."

    def recent_plays(self, plays: Sequence[tuple[str, str, int]], who: str | None = None,
                     resumed: bool = False) -> str:
        """History answers from ``plays`` (player name, card name, total
        after), oldest first: the last round of plays, or with ``who`` that
        player's last card.  ``resumed``: ``plays`` starts at a resume (the
        save keeps no history), so an empty answer says "since you resumed"."""
        if who is not None:
            mine = [p for p in plays if p[0] == who]
            if not mine:
                spoken = self.who(self.names.index(who)) if who in self.names else who
                if resumed:
                    return catalog.NOT_PLAYED_SINCE_RESUME.format(who=spoken)
                return f"{spoken} has not played a card lately."
            name, card, total = mine[-1]
            spoken = self.who(self.names.index(name))
            return f"{spoken} last played {card_label(Card(card))}, making {total}."
        if not plays:
            return catalog.NO_PLAYS_SINCE_RESUME if resumed else "No cards have been played yet."
        parts = [f"{en.say(self.who(self.names.index(n)), 'played', card_label(Card(c)))}, making {t}."
                 for n, c, t in plays]
        return "Last plays: " + " ".join(parts)

    def last_card(self, plays: Sequence[tuple[str, str, int]], state: GameState) -> str:
        """The last card played and by whom (the top of the discard pile)."""
        if plays:
            name, card, total = plays[-1]
            return (f"The last card was {card_label(Card(card))}, played by "
                    f"{self.who(self.names.index(name))}. The total is {state.total}.")
        if state.discard_pile:
            return f"The last card was {card_label(state.discard_pile[-1])}. The total is {state.total}."
        return "No card has been played yet."

# ------------------------------------------------------------ reasons (hints, "why")
# The sentences are in voice_ono.catalog.REASON_TEXTS.


def move_text(action: object, imperative: bool = True) -> str:
    """``"Play 3"``, ``"Play the Play 2"``, ``"Play minus 10"``, ``"Draw your card"``,
    or the past tense ``"played 3"`` when not ``imperative``."""
    if isinstance(action, Draw):
        return "Draw your card" if imperative else "drew its card"
    if isinstance(action, DiscardOnoSet):
        return "Discard your four ONO 99 cards" if imperative else "discarded four ONO 99 cards"
    card = action.card if isinstance(action, PlayCard) else None
    label = card_label(card) if card is not None else str(action)
    if card is not None and not card.is_number and card is not Card.MINUS10:
        label = f"the {label} card" if card in (Card.ONO99, Card.NINETY_NINE) else f"the {label}"
    return f"Play {label}" if imperative else f"played {label}"


def reason_text(reason: Reason, names: Sequence[str], *, mover: str | None = None,
                hidden_hand: bool = False, you: int | None = None, easy: bool = False) -> str:
    """One sentence for a :class:`voice_ono.bots.explain.Reason`.

    Without ``mover`` it is a hint to the player: ``"Play 3: it is your only
    card that keeps the total under 99."``  With ``mover`` it answers "why":
    ``"Bot 1 played 3: it was its only card that kept the total under 99."``;
    with ``hidden_hand`` the reason leaves out what it would tell of the
    bot's hidden cards; ``easy`` says the bot picks at random.  ``you`` is
    the seat called "you" (the single human).
    """
    hint, why, public = catalog.REASON_TEXTS[reason.code]
    nxt = ""
    if reason.next_seat is not None:
        nxt = "you" if reason.next_seat == you else names[reason.next_seat]
    fields = {"total": reason.total, "after": reason.total_after, "bust": reason.bust_total, "next": nxt}
    if mover is None:
        return f"{move_text(reason.action)}: {hint.format(**fields)}."
    if easy:
        return f"{mover} {move_text(reason.action, False)}: {catalog.WHY_EASY_BOT}."
    template = public if hidden_hand and public is not None else why
    return f"{mover} {move_text(reason.action, False)}: {template.format(**fields)}."
