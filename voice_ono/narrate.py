"""Narration: events and views -> short spoken sentences.

Pure (no I/O).  Sentences are plain text that reads well aloud and in a
screen reader: no colour codes, no symbols that a TTS engine would spell
out.  Events are the single source (STYLE.md convention 2).

The narrator speaks to the human(s): with one human seat that player is
"you"; in hot-seat games every player is called by name.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from voice_ono.rules import Card, DiscardOnoSet, Draw, Event, GameState, PlayCard, card_label, sort_cards
from voice_ono.rules import events as ev
from voice_ono import text as en
from voice_ono.text import join_words


RULES_LABELS = {"mattel2022": "Mattel 2022", "classic1980": "classic 1980",
                "ninetynine_card": "ninety-nine card"}


def rules_label(name: str) -> str:
    """A preset name as it should be spoken: ``classic1980`` -> ``classic 1980``."""
    return RULES_LABELS.get(name, name.replace("_", " "))


def hand_text(cards: Iterable[Card | str]) -> str:
    """A hand read aloud in canonical order: ``"3, 7, Reverse and ONO 99"``."""
    cs = sort_cards(Card.from_name(str(c)) if not isinstance(c, Card) else c for c in cards)
    return join_words([card_label(c) for c in cs])


class Narrator:
    """Turns events into sentences for the human seats ``humans``."""

    def __init__(self, names: Sequence[str], humans: Iterable[int]) -> None:
        self.names = list(names)
        self.humans = set(humans)

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
            if e.data.get("second_card"):
                text = f"Now play your second card. The total is {e.total}. You hold {hand}."
            elif e.data.get("pending_play2"):
                text = f"{lead}. You must play two cards. The total is {e.total}. You hold {hand}."
            else:
                text = f"{lead}. The total is {e.total}. You hold {hand}."
            return text + self._safe_hint(e)
        if t == ev.CARD_PLAYED:
            return f"{en.say(who, 'plays', card_label(Card(e.card)))}. Total {e.total}."
        if t == ev.DIRECTION_CHANGED:
            return "Direction reversed."
        if t == ev.PLAY2_PENDING:
            card = card_label(Card(e.data.get("card", "play2")))
            giver = e.data.get("from")
            giver = self.who(self.names.index(giver), giver) if giver in self.names else giver
            passed = f"{en.say(giver, 'passes', f'the {card} on')}. " if e.data.get("passed") else ""
            if self._is_you(seat) or (seat in self.humans and not passed):
                return passed.strip() or None  # the turn prompt says "You must play two cards"
            return f"{passed}{who} must play two cards."
        if t == ev.DREW:
            if self._is_you(seat):
                return f"You draw {card_label(Card(e.card))}."
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
                "lowest_score": f"{who} {en.verb(who, 'has')} the lowest score. ",
            }.get(e.data.get("termination", ""), "")
            if self._is_you(seat):
                return f"{reason}You win the game! Say new game to play again, or quit."
            return f"{reason}{who} wins the game. Say new game to play again, or quit."
        if t == ev.COMMAND_REFUSED:
            return e.data.get("reason")
        from voice_ono import rules_text  # 1980 editions: rounds, tokens, points

        return rules_text.narrate_round_event(e, self._spoken_names())

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
            if state.turn != seat:
                return f"It is {state.names[state.turn]}'s turn."
            safe = [card_label(a.card) for a in state.legal_actions(seat) if hasattr(a, "card")]
            return f"Safe to play: {join_words(safe)}."
        if what == "turn":
            if state.is_over:
                return "The game is over."
            turn = state.turn
            whose = "your" if self._is_you(turn) else f"{state.names[turn]}'s"
            return f"It is {whose} turn."
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
            out = [p for i, p in enumerate(state.names) if state.eliminated[i]]
            tail = f" Out: {join_words(out)}." if out else ""
            return f"Still in: {join_words(parts)}.{tail}"
        if what == "draw_pile":
            n = len(state.draw_pile)
            return f"{n} card{'s' if n != 1 else ''} left in the draw pile."
        if what == "explain" and card:
            from voice_ono import rules_text

            return rules_text.explain_card(Card.from_name(card), state.rules)
        rules = state.rules
        if what == "tokens":
            if rules.scoring != "tokens":
                return f"There are no tokens in this game; it is played with {rules.scoring} scoring."
            parts = [f"{'You' if self._is_you(i) else n} {state.tokens[i]}"
                     for i, n in enumerate(state.names) if not state.out_of_game[i]]
            return f"Tokens: {join_words(parts)}."
        if what == "scores":
            if rules.scoring != "points":
                return "This game is not scored in points."
            parts = [f"{'You' if self._is_you(i) else n} {state.scores[i]}"
                     for i, n in enumerate(state.names)]
            return f"Scores: {join_words(parts)}. The target is {rules.target}."
        if what == "rounds":
            if not rules.multi_round:
                return "This game has a single round."
            return f"This is round {state.round}."
        return "I cannot answer that now."


# ------------------------------------------------------------ reasons (hints, "why")
# Reason code (voice_ono.bots.explain) -> (hint: to "you", present tense;
# why: a bot's move, past tense; why while the bot's hand is hidden, or None
# when the reason shows nothing of its hand).
REASON_TEXTS: dict[str, tuple[str, str, str | None]] = {
    "draw": ("the draw is yours, and you lose it if the next player plays first",
             "the draw was its, and it would have lost it", None),
    "discard_ono": ("ONO 99 cards can never be played, and this gives you four new cards",
                    "ONO 99 cards can never be played, and this gave it four new cards", None),
    "ono_on_tens": ("the total ends in zero, so an ONO 99 card goes for free",
                    "the total ended in zero, so an ONO 99 card went for free", None),
    "dodge": ("it passes the two cards on to {next} instead of you playing two",
              "it passed the two cards on to {next} instead of playing two", None),
    "bring_down": ("the total is {total} and your other cards would bust",
                   "the total was {total} and its other cards would have busted",
                   "it brought the total down from {total} to {after}"),
    "only_safe": ("it is your only card that keeps the total under {bust}",
                  "it was its only card that kept the total under {bust}",
                  "it kept the total under {bust}, at {after}"),
    "safe_pair": ("it leaves you a safe second card",
                  "it left it a safe second card",
                  "it was the first of its two cards and kept the total at {after}"),
    "force": ("it makes {next} play two cards at {total}",
              "it made {next} play two cards at {total}", None),
    "set_99": ("it sets the total to 99, so {next} needs a card that adds nothing",
               "it set the total to 99, so {next} needed a card that adds nothing", None),
    "reverse": ("it keeps the total at {total} and saves your number cards",
                "it kept the total at {total} and saved its number cards", None),
    "lower": ("it brings the total down to {after}, leaving room for your other cards",
              "it brought the total down to {after}, leaving room for its other cards", None),
    "highest": ("it is your highest safe card, and it keeps your low cards for later",
                "it was its highest safe card, and it kept its low cards for later",
                "it took the total to {after}, safely under {bust}"),
    "number": ("it takes the total to {after}, safely under {bust}",
               "it took the total to {after}, safely under {bust}", None),
}


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


def reason_text(reason, names: Sequence[str], *, mover: str | None = None,
                hidden_hand: bool = False, you: int | None = None, easy: bool = False) -> str:
    """One sentence for a :class:`voice_ono.bots.explain.Reason`.

    Without ``mover`` it is a hint to the player: ``"Play 3: it is your only
    card that keeps the total under 99."``  With ``mover`` it answers "why":
    ``"Bot 1 played 3: it was its only card that kept the total under 99."``;
    with ``hidden_hand`` the reason leaves out what it would tell of the
    bot's hidden cards; ``easy`` says the bot picks at random.  ``you`` is
    the seat called "you" (the single human).
    """
    hint, why, public = REASON_TEXTS[reason.code]
    nxt = ""
    if reason.next_seat is not None:
        nxt = "you" if reason.next_seat == you else names[reason.next_seat]
    fields = {"total": reason.total, "after": reason.total_after, "bust": reason.bust_total, "next": nxt}
    if mover is None:
        return f"{move_text(reason.action)}: {hint.format(**fields)}."
    if easy:
        return f"{mover} {move_text(reason.action, False)}: it is an easy bot and plays any safe card at random."
    template = public if hidden_hand and public is not None else why
    return f"{mover} {move_text(reason.action, False)}: {template.format(**fields)}."
