"""The session's replies that are not moves: answers to questions about the
game (with hints and "why did Bot 1 play that?"), help, and speech
settings changed by voice.  :class:`Replies` is a part of :class:`voice_ono.session.loop.Session`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from voice_ono.bots.explain import explain
from voice_ono.bots.search import DEFAULT_ITERATIONS, SearchBot
from voice_ono.bots import SeatKind
from voice_ono.commands.grammar import Grammar
from voice_ono.commands.types import CommandKind, ControlKind, QueryCommand, QueryKind, SpeechSetting
from voice_ono.files import NotRegularFileError
from voice_ono.narration import error_text, join_words, reason_text, text
from voice_ono.narration.settings import save_problem_text, setting_text
from voice_ono.prefs import changed as prefs_changed
from voice_ono.prefs import Prefs, save_prefs, setting_field
from voice_ono.rules import PlayCard, sort_cards
from voice_ono.rules.ruleset import ScoringMode
from voice_ono.session.output import Output
from voice_ono.session.seated_game import SeatedGame

HELP_SHORT = ("play", "hand", "safe", "total", "repeat")
"""The five most used commands (grammar intent names), read by plain "help"."""
HELP_CARDS = ("play", "discard_ono", "draw", "explain")
"""Intents read by "help with cards" ("help with questions" reads every query)."""


class Replies:
    """Queries, hints, help and speech settings of a :class:`Session`.

    :param game: the game asked about.
    :param output: where the answers are said (and whose speaker a speech setting adjusts).
    :param grammar: the command grammar (the help is its commands).
    :param prefs: the speech preferences at the start; ``prefs_path`` is where voice changes to them are
        stored (None: not stored).
    """

    def __init__(self, game: SeatedGame, output: Output, grammar: Grammar, prefs: Prefs, prefs_path: Path | None) -> None:
        self.game = game
        self.output = output
        self.grammar = grammar
        self.prefs = prefs
        """The speech preferences as they stand (changed by "slower", "short announcements", ...)."""
        self.prefs_path = prefs_path
        self.hint_budget = DEFAULT_ITERATIONS
        """Search playouts of a hint (voice_ono.bots.search: no time cap, so a hint is the same every time)."""

    def query(self, command: QueryCommand) -> None:
        """Answer a question about the game ("what is the total", "hint", "why did Bot 1 play that"); an open
        question stays open (the session asks it again)."""
        game = self.game
        seat = game.acting_seat
        seat = seat if seat is not None else 0
        what = command.what
        if not game.humans and what.reveals_hand:  # --humans 0: no "you" to answer for (tester)
            self.output.say(text("no-human-player"))
            return
        match what:
            case QueryKind.HINT:
                self.output.say(self.hint_text(seat))
            case QueryKind.WHY:
                self.output.say(self.why_text(command.player))
            case QueryKind.HISTORY:
                count = max(1, len(game.state.active_seats()))
                self.output.say(game.narrator.recent_plays(list(game.plays)[-count:], resumed=game.resumed))
            case QueryKind.LAST_CARD:
                self.output.say(game.narrator.last_card(list(game.plays), game.state))
            case QueryKind.PLAYER_PLAYED:
                who = game.state.names[seat] if command.about_you else command.player or ""
                if who not in game.state.names:
                    players = join_words([game.narrator.who(i) for i in range(len(game.state.names))])
                    self.output.say(text("no-such-player", who=who, players=players))
                else:
                    self.output.say(game.narrator.recent_plays(list(game.plays), who, resumed=game.resumed))
            case _:
                self.output.say(game.narrator.query(what, game.state, seat, command.card))

    def hint_text(self, seat: int | None) -> str:
        """The hint for ``seat``: the move the search bot ("hard") would make,
        with a one-sentence reason (:func:`voice_ono.bots.explain.explain`).
        Works on the seat's :class:`PlayerView` only; the game is unchanged."""
        game = self.game
        state = game.state
        if not game.settings.hints:
            return text("hints-off")
        current = state.current_player
        if current is None:  # the game is over
            return text("hint-game-over")
        if seat is None or current != seat:
            return text("hint-not-your-turn", player=state.names[current])
        view = state.view(seat)
        bot = SearchBot((state.seed or 0) * 7919 + len(state.history), iterations=self.hint_budget)
        action = bot.choose(view)
        chance = next((st.value for st in bot.last_stats if st.action == action), None)
        you = seat if len(game.humans) == 1 else None
        return reason_text(explain(view, action, chance), state.names, you=you)

    def why_text(self, player: str | None = None) -> str:
        """Why a bot made its last play: ``player`` is its name ("Bot 1"),
        or None for the bot that played last.  While the bot's hand is
        hidden, the reason leaves out what it would tell of its cards."""
        game = self.game
        state = game.state
        if player is not None:
            if player not in state.names:
                bots = join_words([state.names[s] for s in sorted(game.bots)])
                return text("why-no-such-player", player=player, bots=bots, count=len(game.bots))
            seat = state.names.index(player)
            if seat not in game.bots:
                return text("not-a-bot", **game.narrator.subject(seat))
        elif game.last_mover is None:
            return text("why-no-bot-since-resume" if game.resumed else "why-no-bot-yet")
        else:
            seat = game.last_mover
        if seat not in game.last_moves:
            if game.resumed:  # the moves before a resume are not in the save
                return text("not-played-since-resume", **game.narrator.subject(seat))
            return text("why-not-played", player=state.names[seat])
        view, action = game.last_moves[seat]
        hidden = not state.is_over and seat not in state.revealed
        you = game.humans[0] if len(game.humans) == 1 else None
        return reason_text(explain(view, action), state.names, mover=state.names[seat],
                           hidden_hand=hidden, you=you, easy=game.kinds[seat] is SeatKind.RANDOM)

    def speech_setting(self, what: SpeechSetting) -> None:
        """Slower, faster, louder, quieter, short or full announcements:
        applied at once and stored in the config file (:mod:`voice_ono.prefs`)."""
        self.prefs, moved = prefs_changed(self.prefs, what)
        sentence = setting_text(what, self.prefs, moved)
        self.game.narrator.verbosity = self.prefs.verbosity
        adjust = getattr(self.output.speaker, "adjust", None)
        if adjust is not None:
            try:
                adjust(rate=self.prefs.rate, volume=self.prefs.volume)
            except ValueError as exc:
                sentence = f"{sentence} {text('speech-refused', error=error_text(exc))}"
        if self.prefs_path is not None and moved:  # at a limit nothing changed: a --rate for this run stays unstored
            try:
                save_prefs(self.prefs, self.prefs_path, only=(setting_field(what),))
            except NotRegularFileError as exc:  # a device, a pipe: never replaced by a config file
                sentence += " " + text("setting-not-stored-not-a-file", path=exc.filename)
            except OSError as exc:
                sentence += " " + text("setting-not-saved", error=save_problem_text(exc))
        self.output.say(sentence)

    def help_text(self, which: ControlKind = ControlKind.HELP) -> str:
        """Spoken help for this game's rules and deck only.

        :param which: :attr:`ControlKind.HELP` (the five most used commands, :data:`HELP_SHORT`, one item
            each, then how to hear more), ``MORE_HELP`` (everything else), ``HELP_CARDS`` (playing
            cards) or ``HELP_QUESTIONS`` (questions about the game).
        """
        game = self.game
        rules = game.state.rules
        unused = set()
        if not rules.ono_discard_four:
            unused.add("discard_ono")
        if not rules.manual_draw:
            unused.add("draw")
        if rules.scoring is not ScoringMode.TOKENS:
            unused.add("tokens")
        if rules.scoring is not ScoringMode.POINTS:
            unused.add("scores")
        if not rules.multi_round:
            unused.add("rounds")
        if not game.settings.hints:
            unused.add("hint")
        if not game.hot_seat:
            unused.add("ready")
        lines = {i.name: i.help for i in self.grammar.intents if i.help and i.name not in unused}
        lines["play"] = self.play_help()
        if which is ControlKind.HELP:  # five commands, one each: the special cards' plays are in "help with cards"
            short = [text("help-play") if n == "play" else lines[n] for n in HELP_SHORT if n in lines]
            return text("help-short-text", commands=text("help-separator").join(short))
        names: Sequence[str]
        queries = [i.name for i in self.grammar.intents if i.kind is CommandKind.QUERY]
        if which is ControlKind.HELP_CARDS:
            names = HELP_CARDS
        elif which is ControlKind.HELP_QUESTIONS:
            names = queries
        else:  # the rest: game control, answers, setup, speech
            names = [n for n in lines if n not in HELP_SHORT and n not in HELP_CARDS
                     and n not in queries and n not in ("help", "more_help")]
            return text("you-can-say", commands=text("help-separator").join(lines[n] for n in names)) + " " + text("help-more-tail")
        return text("you-can-say", commands=text("help-separator").join(lines[n] for n in names if n in lines))

    def play_help(self) -> str:
        """How to play a card, with an example of each special card in this game's deck."""
        from voice_ono.commands.resolve import action_phrase

        rules = self.game.state.rules
        specials = [c for c, _ in rules.deck if not c.is_number and c is not rules.ono_card]
        said = [text("help-play")] + [action_phrase(PlayCard(c)) for c in sort_cards(specials)]
        if rules.ono_on_tens:
            said.append(text("help-play-ono"))
        return text("help-separator").join(said)
