"""What a new player met (issue 9): every example from the report, through a
real session: help and answers that fit the game, things said once, state
summaries, history, speech settings, hot-seat hand-over.  Questions that must
not destroy data are in test_session.py and test_soak.py; the command line in
test_cli.py; stored preferences in test_prefs.py."""

from __future__ import annotations

import os

import pytest

from voice_ono.commands.parse import parse_command
from voice_ono.commands.resolve import action_phrase
from voice_ono.commands.types import ControlCommand, ControlKind, PlayCommand, QueryCommand, QueryKind
from voice_ono.narration import Narrator
from voice_ono.prefs import Prefs, load_prefs
from voice_ono.rules import Card, PlayCard, Termination
from voice_ono.rules.events import Drew, FrozenMap, GameWon, RoundEnded
from voice_ono.rules.scenario import state_from_scenario
from voice_ono.narration import hand_text, narrate_round_event, text as _text
from voice_ono.session import GameSettings, Heard, Session, SessionOptions, load_autosave, new_state
from voice_ono.speech.tts import RecorderSpeaker
import paths
from said import said, said_in, starts


def _turn(name, total, cards):
    """"Player 1, your turn. The total is 10. You hold 3, 5, 7 and 9." (hot seat, after "ready")."""
    return " ".join([_text("turn-start", lead=_text("turn-lead", name=name, solo=False), total=total),
                     _text("you-hold", hand=hand_text([Card(c) for c in cards]))])


def _solo_turn(total):
    """"Your turn. The total is 40." (one human)."""
    return _text("turn-start", lead=_text("turn-lead", name="You", solo=True), total=total)

class ListInput:
    def __init__(self, items) -> None:
        self.items = [i if isinstance(i, Heard) else Heard(i) for i in items]

    def next(self, session):
        return self.items.pop(0) if self.items else None


def _options(kw):
    """``kw`` with the :class:`SessionOptions` fields in it (hand_over, prefs_path, ...) as ``options``."""
    fields = {k: kw.pop(k) for k in list(kw) if k in SessionOptions.__dataclass_fields__}
    return {**kw, "options": SessionOptions(**fields)}


def scenario_session(data: dict, commands=(), **kw):
    """A started session on a scenario dict (seat 0 human, the others bots unless given)."""
    n = len(data["players"])
    data = {"kinds": ["human"] + ["heuristic"] * (n - 1), **data}
    state, kinds = state_from_scenario(data)
    speaker = RecorderSpeaker()
    session = Session(state, kinds, speaker=speaker, inputs=ListInput(commands), **_options(kw))
    session.emit(state.start())
    return session, speaker


def new_game_session(rules="mattel2022", commands=(), options=None, seed=3, **kw):
    settings = GameSettings(bots=2, rules=rules, options=options or {}, seed=seed)
    speaker = RecorderSpeaker()
    session = Session(new_state(settings), settings.kinds(), speaker=speaker, inputs=ListInput(commands),
                      settings=settings, **_options(kw))
    return session, speaker


# ---------------------------------------------------------------- 2. help and answers fit the game


def test_help_is_built_from_this_games_deck():
    classic, _ = new_game_session("classic1980")
    cards = classic.replies.help_text(ControlKind.HELP_CARDS)
    assert "play two" not in cards
    assert "play hold" in cards and "play double play" in cards
    ninety, _ = new_game_session("ninetynine_card")
    assert "play ninety nine" in ninety.replies.help_text(ControlKind.HELP_CARDS)
    modern, _ = new_game_session("mattel2022")
    assert "play two card" in modern.replies.help_text(ControlKind.HELP_CARDS)
    assert "play hold" not in modern.replies.help_text(ControlKind.HELP_CARDS)


def test_what_can_i_play_offers_the_four_ono_discard():
    session, speaker = scenario_session(
        {"players": ["You", "Bot 1"], "hands": [["ono99"] * 4, ["1"] * 4], "draw_pile": ["3"] * 8,
         "total": 40}, ["what can i play"])
    session.run()
    answer = speaker.lines[-1]
    assert "nothing" not in answer
    assert "discard four onos" in answer
    prompt = [line for line in speaker.lines if line.startswith(_solo_turn(40))][0]
    assert prompt.endswith(_text("can-discard"))


@pytest.mark.parametrize("text", ["what is the score", "how many points", "my score", "what's the score",
                                  "scores"])
def test_natural_score_phrasings(text):
    assert parse_command(text) == QueryCommand(QueryKind.SCORES)


def test_a_query_that_does_not_apply_says_what_does():
    session, speaker = new_game_session("classic1980", ["how many tokens", "what is the score"],
                                        options={"scoring": "points"})
    session.run()
    assert _text("not-this-game", asked="tokens", scoring="points") in speaker.lines
    assert any(starts(line, "scores-list", players=_text("list-and", first="You 0, Bot 1 0", last="Bot 2 0"))
               for line in speaker.lines)
    modern, speaker = new_game_session("mattel2022", ["how many points"])
    modern.run()
    assert speaker.lines[-1] == _text("not-this-game", asked="points", scoring="elimination")


def test_players_out_of_a_token_game_are_said_as_out():
    e = RoundEnded(total=99, round=3, loser="Ann", tokens=FrozenMap({"Ann": 0, "Bob": 2, "Cy": 1}), out=("Ann",))
    text = narrate_round_event(e, you="Ann")
    has = [_text("player-has", who=who, person="other", count=n, unit="token") for who, n in (("Bob", 2), ("Cy", 1))]
    assert " ".join([_text("tokens-left-list", players=_text("list-and", first=has[0], last=has[1])),
                     _text("out-list", players="You")]) in text
    assert _text("player-has", who="You", person="you", count=0, unit="token") not in text


def test_points_winner_is_lowest_among_the_players_still_in():
    solo = Narrator(["You", "Bot 1", "Bot 2"], humans=[0])
    e = GameWon(player="Bot 1", seat=1, total=0, termination=Termination.LOWEST_SCORE,
                scores=FrozenMap({"You": 104, "Bot 1": 120, "Bot 2": 131}), out=("You",))
    line = solo.event(e)
    assert line.startswith(_text("won-lowest-score-points", who="Bot 1", person="other", score=120))
    assert _text("out-earlier", players=_text("player-at-score", who="You", score=104)) in line
    assert line.endswith(_text("game-won", who="Bot 1", person="other"))


# ---------------------------------------------------------------- 3. said once, short, unambiguous


def test_a_drawn_number_card_has_its_article_and_several_are_said_once():
    solo = Narrator(["You", "Bot 1"], humans=[0])
    for card in (1, 8):  # "a 1", "an 8": the card's key selects its article
        drew = Drew(player="You", seat=0, card=Card(str(card)), total=5, draw_pile=9)
        a_card = _text("card-with-article", card=card, name=_text("card-name", card=card))
        assert solo.event(drew) == _text("you-draw", cards=a_card)
    draws = [Drew(player="You", seat=0, card=Card(c), total=5, draw_pile=9) for c in ("4", "2", "1", "3")]
    in_order = _text("list-and", first=_text("list-separator").join(["1", "2", "3"]), last="4")
    assert solo.lines(draws) == [_text("you-draw", cards=in_order)]  # one line, in order


def test_classic_dealer_is_said_once():
    session, speaker = new_game_session("classic1980", [])
    session.run()
    start = speaker.lines[:4]
    assert sum(" deal" in line for line in start) == 1


def test_round_points_and_scores_are_said_once_when_they_are_the_same():
    e = RoundEnded(total=99, round=1, winner="Bob", points=FrozenMap({"Ann": 30, "Bob": 5}),
                   scores=FrozenMap({"Ann": 30, "Bob": 5}))
    text = narrate_round_event(e)
    assert text.count("30") == 1
    later = RoundEnded(total=99, round=2, winner="Bob", points=FrozenMap({"Ann": 30, "Bob": 5}),
                       scores=FrozenMap({"Ann": 60, "Bob": 10}))
    assert said_in(narrate_round_event(later), "points-this-round")


def test_short_help_is_five_commands_and_points_to_more():
    session, _ = new_game_session()
    short = session.replies.help_text()
    assert len(short.split()) <= 45
    assert said(short, "help-short-text")  # "Say more help for the rest, or help with cards, or help with questions."
    assert parse_command("more help") == ControlCommand(ControlKind.MORE_HELP)
    more = session.replies.help_text(ControlKind.MORE_HELP)
    assert "quit" in more and "new game" in more
    questions = session.replies.help_text(ControlKind.HELP_QUESTIONS)
    assert "what is the total" in questions and "what happened" in questions
    assert "quit" not in questions


def test_short_help_lists_exactly_the_five_commands_the_readme_promises():
    """Issue 19 item 17: "help" listed 8 items (the play line's special cards counted as commands) where the
    README says five; it says the five of HELP_SHORT, one item each, and the README says five."""
    from pathlib import Path

    from voice_ono.narration import text
    from voice_ono.session.replies import HELP_SHORT

    session, _ = new_game_session()
    short = session.replies.help_text()
    commands = short.removeprefix(text("help-short-text", commands="@").split("@")[0])
    commands = commands.split(text("help-short-text", commands="@").split("@")[1])[0]
    items = commands.split("; ")
    assert len(items) == len(HELP_SHORT) == 5
    assert [parse_command(item.split(",")[0]).intent for item in items] == list(HELP_SHORT)
    readme = (paths.ROOT / "README.md").read_text(encoding="utf-8")
    assert '"help" (the five most used commands)' in readme


def test_demo_phrases_and_no_offer_after_the_demo():
    assert action_phrase(PlayCard(Card.PLAY2)) == "play the play two card"
    assert parse_command("play the play two card") == PlayCommand((Card.PLAY2,))
    session, speaker = new_game_session(commands=[], offer_again=False)
    from narrated_games import ScriptedPlayer

    session.inputs = ScriptedPlayer()
    session.run()
    assert session.state.is_over
    assert _text("play-again") not in speaker.lines
    assert any(said(line, "game-won", person="other") or said(line, "game-won", person="you") for line in speaker.lines)


def test_the_game_end_offers_a_new_game_once():
    from narrated_games import narrate_seed42

    lines = narrate_seed42()
    assert sum(_text("play-again") in line for line in lines) == 1


# ---------------------------------------------------------------- 4. where am I


MID_PLAY2 = {"players": ["You", "Bot 1"], "hands": [["3", "5", "7"], ["1", "2", "4", "6"]],
             "draw_pile": ["9"] * 8, "total": 30, "pending_play2": True}


def test_resume_in_the_middle_of_a_play2_says_the_second_card_is_owed(tmp_path):
    save = tmp_path / "save.json"
    session, _ = scenario_session(MID_PLAY2, save_path=save)
    session.inputs = ListInput(["play three"])
    session.run()
    assert session.state.plays_left == 1 and session.state.pending_play2
    state, kinds, settings = load_autosave(save)
    speaker = RecorderSpeaker()
    resumed = Session(state, kinds, speaker=speaker, inputs=ListInput(["whose turn is it", "repeat"]),
                      settings=settings)
    resumed.announce_resume()
    resumed.run()
    assert _text("must-play-second") in speaker.lines[1]
    assert speaker.lines[2] == " ".join([_text("your-turn", name="You", solo=True), _text("total-now", total=33),
                                         _text("must-play-second")])
    assert speaker.lines[-1] == speaker.lines[2]  # "repeat" says it again


def test_whose_turn_in_a_token_game_gives_the_round_and_tokens():
    session, speaker = new_game_session("classic1980", ["whose turn is it"])
    session.run()
    assert speaker.lines[-1] == " ".join([_text("your-turn", name="You", solo=True), _text("total-now", total=10),
                                          _text("round-tokens", round=1, count=3)])


def test_history_queries():
    session, speaker = new_game_session(commands=["what happened", "what did bot one play",
                                                  "what was the last card", "what did bot nine play"])
    session.run()
    assert list(session.game.plays) == [("Bot 1", "9", 9), ("Bot 2", "7", 16)]  # seed 3: the bots start
    assert speaker.lines[-4:] == [
        _text("last-plays", plays=" ".join([_text("played-making", who="Bot 1", card="9", total=9),
                                            _text("played-making", who="Bot 2", card="7", total=16)])),
        _text("last-played", who="Bot 1", card="9", total=9),
        _text("last-card-by", card="7", who="Bot 2", total=16),
        _text("no-such-player", who="Bot 9", players=_text("list-and", first="You, Bot 1", last="Bot 2")),
    ]


class AdjustableSpeaker(RecorderSpeaker):
    def __init__(self) -> None:
        super().__init__()
        self.adjusted: list[tuple] = []

    def adjust(self, *, rate=None, volume=None) -> None:
        self.adjusted.append((rate, volume))


def test_speech_settings_apply_at_once_and_are_stored(tmp_path):
    config = tmp_path / "config.toml"
    settings = GameSettings(bots=2, seed=3)
    speaker = AdjustableSpeaker()
    session = Session(new_state(settings), settings.kinds(), speaker=speaker, settings=settings,
                      inputs=ListInput(["slower", "quieter", "short announcements", "faster", "faster"]),
                      options=SessionOptions(prefs_path=config))
    session.run()
    assert speaker.adjusted[0] == (150.0, None)
    assert speaker.adjusted[1] == (150.0, 0.85)
    assert speaker.adjusted[-1] == (210.0, 0.85)
    assert session.game.narrator.verbosity == "short"
    prefs, problem = load_prefs(config)
    assert problem is None
    assert prefs == Prefs(rate=210.0, volume=0.85, verbosity="short")
    # A new session with these prefs announces turns without the hand.
    speaker2 = RecorderSpeaker()
    again = Session(new_state(GameSettings(bots=2, seed=3)), ["human", "heuristic", "heuristic"],
                    speaker=speaker2, inputs=ListInput([]), options=SessionOptions(prefs=prefs))
    again.run()
    turn = [line for line in speaker2.lines if line.startswith(_text("turn-lead", name="You", solo=True))]
    assert turn and not said_in(turn[0], "you-hold")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_a_speech_setting_is_not_stored_in_a_device_and_says_so(tmp_path):
    """Tester: "slower" with --config naming a device replaced the device with a plain file.  The setting
    holds for the game, one line says it was not stored and why; the device (a named pipe here) stays."""
    import stat

    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    settings = GameSettings(bots=2, seed=3)
    speaker = AdjustableSpeaker()
    session = Session(new_state(settings), settings.kinds(), speaker=speaker, settings=settings,
                      inputs=ListInput(["slower"]), options=SessionOptions(prefs_path=pipe))
    session.run()
    assert speaker.adjusted[0] == (150.0, None)
    line = _text("speech-rate", what="slower", rate=150) + " " + _text("setting-not-stored-not-a-file",
                                                                        path=str(pipe))
    assert line in speaker.lines
    assert stat.S_ISFIFO(os.stat(pipe).st_mode) and [p.name for p in tmp_path.iterdir()] == ["pipe"]


# ---------------------------------------------------------------- 5. hot-seat


def test_hot_seat_hand_is_read_only_after_ready():
    data = {"players": ["Player 1", "Player 2"], "kinds": ["human", "human"],
            "hands": [["3", "5", "7", "9"], ["1", "2", "4", "6"]], "draw_pile": ["8"] * 8, "total": 10}
    session, speaker = scenario_session(data, ["read my hand", "play three", "ready", "play three"])
    before = list(speaker.lines)
    assert _text("hand-over", name="Player 1") in before
    assert not any(said_in(line, "you-hold") for line in before)
    session.run()
    refusals = [line for line in speaker.lines if line == _text("say-ready", name="Player 1")]
    assert len(refusals) == 2
    assert any(line.startswith(_turn("Player 1", 10, "3579")) for line in speaker.lines)
    assert session.state.total == 13
    assert speaker.lines[-1] == _text("hand-over", name="Player 2")


def test_hot_seat_hint_waits_for_ready_like_the_hand():
    """Tester: "hint" before "ready" named a card of the hand to the whole game."""
    data = {"players": ["Player 1", "Player 2"], "kinds": ["human", "human"],
            "hands": [["3", "5", "7", "9"], ["1", "2", "4", "6"]], "draw_pile": ["8"] * 8, "total": 10}
    session, speaker = scenario_session(data, ["hint", "what should i play", "ready", "hint"])
    session.run()
    ready = speaker.lines.index(next(line for line in speaker.lines if line.startswith(_turn("Player 1", 10, "3579"))))
    before, after = speaker.lines[:ready], speaker.lines[ready + 1:]
    assert sum(line == _text("say-ready", name="Player 1") for line in before) == 2
    assert not any(said(line, "hint") for line in before)  # no hint before "ready"
    assert any(said(line, "hint") for line in after)  # the hint, after "ready"


def test_unsure_spoken_speech_setting_is_asked_first_and_not_stored_on_a_guess(tmp_path):
    """Tester: noise and words like "dog" heard (unsure) as "louder" or "quieter" changed the speech and
    saved it in the config file without a question."""
    config = tmp_path / "config.toml"
    settings = GameSettings(bots=2, seed=3)
    speaker = AdjustableSpeaker()
    unsure = [Heard("quieter", confident=False, spoken=True), Heard("no", spoken=True),
              Heard("slower", confident=False, spoken=True), Heard("maybe", spoken=True),
              Heard("maybe", spoken=True),
              Heard("louder", confident=False, spoken=True), Heard("yes", spoken=True)]
    session = Session(new_state(settings), settings.kinds(), speaker=speaker, settings=settings,
                      inputs=ListInput(unsure), options=SessionOptions(prefs_path=config))
    session.run()
    lines = speaker.lines
    assert _text("setting-ask", setting="quieter") in lines
    assert _text("setting-no") in lines
    assert _text("setting-ask", setting="slower") in lines
    assert _text("setting-safe") in lines
    assert _text("setting-ask", setting="louder") in lines
    assert len(speaker.adjusted) == 1  # only the "louder" answered yes was applied
    prefs, problem = load_prefs(config)
    assert problem is None and prefs.rate == Prefs().rate and prefs.volume != 0.85  # not slower, not quieter


@pytest.mark.parametrize("spoken", [False, True])
def test_ready_and_speech_settings_inside_a_question_are_answered_and_the_question_stands(tmp_path, spoken):
    """Tester: "ready" inside "Start a new game?" was answered ("Nobody needs to say ready now.") but the
    question was not asked again, unlike the queries; a speech setting likewise."""
    data = {"players": ["You", "Bot 1"], "hands": [["3", "5", "7", "9"], ["1", "1", "1", "1"]],
            "draw_pile": ["8"] * 8, "total": 10}
    session, speaker = scenario_session(
        data, [Heard(t, spoken=spoken) for t in ("new game", "ready", "slower")],
        prefs_path=tmp_path / "config.toml")
    session.run()
    asked = next(line for line in speaker.lines if said(line, "new-game-ask"))
    lines = speaker.lines[speaker.lines.index(asked):]
    assert lines[1] == _text("not-waiting-ready")
    assert said(lines[3], "speech-rate", what="slower")
    assert lines[0::2] == [asked] * 3  # each answer is followed by the question, as first asked
    assert session.dialogue.pending is not None and not session.dialogue.pending.asked_again
    session.inputs.items.append(Heard("no", spoken=spoken))
    session.run()
    assert session.dialogue.pending is None and session.state.total == 10


def test_hot_seat_ready_inside_a_question_reveals_the_hand_then_asks_again():
    data = {"players": ["Player 1", "Player 2"], "kinds": ["human", "human"],
            "hands": [["3", "5", "7", "9"], ["1", "2", "4", "6"]], "draw_pile": ["8"] * 8, "total": 10}
    session, speaker = scenario_session(data, ["new game", "ready"])
    session.run()
    asked = next(line for line in speaker.lines if said(line, "new-game-ask"))
    lines = speaker.lines[speaker.lines.index(asked):]
    assert lines[1].startswith(_turn("Player 1", 10, "3579"))
    assert lines[2] == asked and session.dialogue.pending is not None and session.output.awaiting_ready is None


@pytest.mark.parametrize("kinds, said", [
    (["human", "heuristic"], "There is no Bot 4 in this game. The only bot is Bot 1."),
    (["human", "heuristic", "heuristic"], "There is no Bot 4 in this game. The bots are Bot 1 and Bot 2."),
    (["human", "human"], "There is no Bot 4 in this game. There are no bots in it."),
])
def test_why_about_a_bot_not_in_the_game_names_the_bots_in_the_right_number(kinds, said):
    """Fix 3: with one bot it said "The bots are Bot 1."; the count now selects the wording (Fluent plural)."""
    names = {1: ["You", "Bot 1"], 2: ["You", "Bot 1", "Bot 2"]}[len(kinds) - 1] if "heuristic" in kinds \
        else ["Player 1", "Player 2"]
    hands = [["3", "5", "7", "9"]] + [["1", "2", "4", "6"]] * (len(kinds) - 1)
    data = {"players": names, "kinds": kinds, "hands": hands, "draw_pile": ["8"] * 8, "total": 10}
    session, speaker = scenario_session(data, ["why did bot four play that"], hand_over=False)
    session.run()
    assert speaker.lines[-1] == said
