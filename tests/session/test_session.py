"""Session behaviour: autosave and resume, crash safety, corrupt saves,
new game by voice, help/repeat/quit, and confirmation of unsure spoken plays."""

from __future__ import annotations

import json
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from voice_ono.narration import name_text, rules_label, text as _text
from voice_ono.narration.cards import card_in_question
from voice_ono.rules import Card
from voice_ono.rules.scenario import load_scenario, state_from_scenario
from voice_ono.session import Confirm, DamagedSaveError, GameSettings, Heard, Session, SessionOptions, load_autosave
from voice_ono.speech.tts import RecorderSpeaker
import paths
from said import ids, recording, said, said_in, starts

HERE = paths.TESTS
VS_BOTS = HERE / "scenarios" / "mattel2022" / "vs_bots.json"
HOTSEAT = HERE / "scenarios" / "mattel2022" / "bust_refusal.json"


class ListInput:
    """Scripted commands; None (end of input) when they run out."""

    def __init__(self, items) -> None:
        self.items = [i if isinstance(i, Heard) else Heard(i) for i in items]
        self.used = 0

    def next(self, session):
        if self.used >= len(self.items):
            return None
        self.used += 1
        return self.items[self.used - 1]


def make_session(path=HOTSEAT, commands=(), save_path=None, confirm=Confirm.UNCERTAIN, hand_over=False):
    state, kinds = state_from_scenario(load_scenario(path))
    speaker = RecorderSpeaker()
    settings = GameSettings(bots=sum(k != "human" for k in kinds),
                            humans=sum(k == "human" for k in kinds), seed=state.seed,
                            names=list(state.names))
    session = Session(state, kinds, speaker=speaker, inputs=ListInput(commands), settings=settings,
                      save_path=save_path, options=SessionOptions(confirm=confirm, hand_over=hand_over))
    session.emit(state.start())  # started, so tests can snapshot the state before run()
    return session, speaker


NEW_GAME_QUESTIONS = ("new-game-ask", "new-game-ask-unsaved", "new-game-again", "new-game-again-empty",
                      "new-game-again-unsaved")
ASKED = {*NEW_GAME_QUESTIONS, "play-ask", "play-again-ask", "action-ask", "action-again-ask", "choose-ask",
             "choose-again", "quit-ask", "quit-ask-unsaved", "quit-again", "quit-again-unsaved", "setting-ask",
             "setting-again"}
"""The questions a game asks ("Play 3? Say yes or no."), first asked and asked again."""


def cli(*args, commands=(), **kw):
    cmd = [sys.executable, "-m", "voice_ono", "play", "--input", "text", "--no-speech", *args]
    return subprocess.run(cmd, input="".join(c + "\n" for c in commands), capture_output=True,
                          text=True, timeout=60, **kw)


# ---------------------------------------------------------------- autosave / resume


def test_autosave_after_every_action_in_process(tmp_path):
    save = tmp_path / "save.json"
    session, _ = make_session(commands=["play three", "read my hand"], save_path=save)
    session.run()
    state, kinds, settings = load_autosave(save)
    assert kinds == ["human", "human"]
    assert state.total == 95 and state.turn == 1
    assert [str(a) for a in state.history] == ["play 3"]
    assert state.to_dict() == session.state.to_dict()


def test_resume_continues_the_game(tmp_path):
    save = tmp_path / "save.json"
    first = cli("--scenario", str(VS_BOTS), "--save-file", str(save), "--events", "jsonl",
                commands=["seven"])
    assert first.returncode == 0, first.stderr
    assert "--resume" in first.stderr
    saved = json.loads(save.read_text())["state"]
    assert saved["history"][0] == "play 7"
    assert saved["turn"] == 0  # the bots have moved; it is the human's turn again
    total = saved["total"]
    hand = saved["hands"][0]
    card = next(c for c in hand if c.isdigit() and total + int(c) < 99)

    second = cli("--resume", "--save-file", str(save), "--events", "jsonl", commands=[f"play {card}"])
    assert second.returncode == 0, second.stderr
    assert said_in(second.stderr, "resuming")
    events = [json.loads(line) for line in second.stdout.splitlines()]
    assert events[0]["type"] != "game_started"
    played = [e for e in events if e["type"] == "card_played"]
    assert (played[0]["player"], played[0]["card"], played[0]["total"]) == ("Ann", card, total + int(card))
    resumed = json.loads(save.read_text())["state"] if save.exists() else None
    if resumed is not None:
        assert resumed["history"][: len(saved["history"]) + 1] == saved["history"] + [f"play {card}"]


def test_killed_process_leaves_a_loadable_autosave(tmp_path):
    save = tmp_path / "save.json"
    cmd = [sys.executable, "-m", "voice_ono", "play", "--input", "text", "--no-speech",
           "--scenario", str(VS_BOTS), "--save-file", str(save)]
    log = (tmp_path / "stderr.txt").open("w")
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                            stderr=log, text=True)
    try:
        proc.stdin.write("seven\n")
        proc.stdin.flush()
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and proc.poll() is None:
            if save.exists() and "play 7" in save.read_text():
                data = json.loads(save.read_text())
                if data["state"]["turn"] == 0:
                    break
            time.sleep(0.05)
        else:
            log.flush()
            pytest.fail("no autosave after the first play; returncode "
                        f"{proc.poll()}; stderr: {(tmp_path / 'stderr.txt').read_text()}")
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        log.close()
    assert proc.returncode == -signal.SIGKILL
    state, kinds, _ = load_autosave(save)
    assert kinds == ["human", "heuristic", "random"]
    assert str(state.history[0]) == "play 7"
    assert state.card_count() == 3 * 4 + 20  # the scenario's cards, all still there
    assert not list(tmp_path.glob(".autosave-*"))  # no temporary file left behind


def _refused_as_damaged(save: Path) -> pytest.ExceptionInfo[DamagedSaveError]:
    """Loading ``save`` raises DamagedSaveError, whose text is the catalog's one plain line."""
    with pytest.raises(DamagedSaveError) as info:
        load_autosave(save)
    assert str(info.value) == _text("save-damaged", path=str(save))
    return info


def test_corrupt_autosave_gives_a_clear_error(tmp_path):
    save = tmp_path / "save.json"
    save.write_text('{"version": 1, "state": {"players": ', encoding="utf-8")
    _refused_as_damaged(save)
    proc = cli("--resume", "--save-file", str(save), commands=["seven"])
    assert proc.returncode == 2
    assert said_in(proc.stderr, "damaged-resume") and "Traceback" not in proc.stderr
    save.write_text(json.dumps({"version": 1, "state": {}, "kinds": []}), encoding="utf-8")
    _refused_as_damaged(save)


def test_autosave_with_unknown_bot_kind_is_damaged_not_a_crash(tmp_path):
    save = tmp_path / "save.json"
    session, _ = make_session(VS_BOTS, commands=["seven"], save_path=save)
    session.run()
    data = json.loads(save.read_text())
    data["kinds"] = ["human", "wizard", "random"]
    save.write_text(json.dumps(data), encoding="utf-8")
    info = _refused_as_damaged(save)
    assert "wizard" in info.value.detail
    proc = cli("--resume", "--save-file", str(save), commands=["five"])
    assert proc.returncode == 2
    # one plain line saying how to go on; the detail is in the log only
    from voice_ono.narration import text

    fresh = shlex.join(["voice-ono", "play", "--save-file", str(save)])
    assert proc.stderr.strip() == "voice-ono: " + text("damaged-resume", path=save, command=fresh)
    assert "wizard" not in proc.stderr and "Traceback" not in proc.stderr
    assert "wizard" in (tmp_path / "voice-ono.log").read_text()
    data["kinds"] = ["human", "random"]
    save.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DamagedSaveError) as info:
        load_autosave(save)
    assert "kinds" in info.value.detail and "3" in info.value.detail  # the field and the number of players


def test_finished_game_removes_the_autosave(tmp_path):
    save = tmp_path / "save.json"
    session, _ = make_session(HERE / "scenarios" / "mattel2022" / "elimination_revealed.json",
                              commands=["eight"], save_path=save)
    session.run()
    assert session.state.is_over
    assert not save.exists()


# ---------------------------------------------------------------- setup by voice


def test_new_game_with_three_bots_mid_game_asks_first():
    session, speaker = make_session(commands=["new game with three bots", "no"])
    before = session.state.to_dict()
    session.run()
    three = _text("new-game-summary", bots=3, difficulty="medium")
    assert _text("new-game-ask", summary=three) in speaker.lines
    assert speaker.lines[-1] == _text("new-game-no")
    assert session.state.to_dict() == before

    session, speaker = make_session(VS_BOTS, commands=["new game with three bots", "yes"])
    session.run()
    assert len(session.state.names) == 4
    assert session.state.names == ["You", "Bot 1", "Bot 2", "Bot 3"]
    assert session.game.kinds.count("human") == 1
    assert sum(k != "human" for k in session.game.kinds) == 3
    assert session.state.started
    assert _text("starting", summary=three) in speaker.lines


def test_new_game_after_the_end_starts_at_once():
    session, speaker = make_session(HERE / "scenarios" / "mattel2022" / "elimination_revealed.json",
                                    commands=["eight", "new game with two easy bots"])
    with recording() as messages:
        session.run()
    assert len(session.state.names) == len(session.game.settings.player_names())
    assert sum(k == "random" for k in session.game.kinds) == 2
    assert not ASKED & set(ids(messages))


# ---------------------------------------------------------------- help / repeat / quit


def test_help_lists_what_you_can_say():
    session, speaker = make_session(commands=["help"])
    session.run()
    from voice_ono.commands.grammar import load_grammar

    helps = {i.name: i.help for i in load_grammar().intents}  # "read my hand", "what is the total"
    short = [_text("help-play"), helps["hand"], helps["safe"], helps["total"], helps["repeat"]]  # "play seven"
    assert said(speaker.lines[-1], "help-short-text", commands=_text("help-separator").join(short))


def test_repeat_says_the_last_lines_again():
    session, speaker = make_session(commands=["what is the total", "repeat"])
    session.run()
    assert speaker.lines[-1] == _text("total-is", total=92, bust=99)
    assert speaker.lines.count(_text("total-is", total=92, bust=99)) == 2


@pytest.mark.parametrize("spoken", [False, True])
def test_repeat_after_misses_repeats_what_the_game_said_not_the_misses(spoken):
    """Issue 19 item 13: "repeat" after several inputs that were not commands replayed every "Sorry, I did
    not understand"; it says the game's last lines again (here the total), not the misses."""
    from voice_ono.narration import text

    misses = [Heard(t, spoken=spoken) for t in ("xyzzy", "blah", "")]
    session, speaker = make_session(commands=[Heard("what is the total", spoken=spoken), *misses,
                                              Heard("repeat", spoken=spoken, confident=True)])
    session.run()
    total = speaker.lines[speaker.lines.index(text("not-understood", heard="xyzzy")) - 1]
    assert speaker.lines[-1] == total
    assert speaker.lines.count(total) == 2
    assert speaker.lines.count(text("not-understood", heard="xyzzy")) == 1


def test_typed_misses_get_the_help_hint_like_spoken_ones():
    """Issue 19 item 13: the third input in a row that is not a command gets the one "say help" hint, typed
    as well as spoken; typed input is otherwise always answered."""
    from voice_ono.narration import text

    for spoken, texts in ((True, [""] * 5), (False, ["xyzzy", "blah", "foo", "bar", ""])):
        session, speaker = make_session(commands=[Heard(t, spoken=spoken) for t in texts])
        session.run()
        hint = text("still-not-understood")
        assert speaker.lines.count(hint) == 1, spoken
        refusals = [ln for ln in speaker.lines if ln in (text("not-understood", heard=t) for t in texts)
                    or ln in (text("not-caught"), text("say-again"), hint)]
        if spoken:  # one apology, the hint at the third, then quiet
            assert refusals == [text("say-again"), hint]
        else:  # every typed miss is answered, the third with the hint
            assert len(refusals) == 5 and refusals[2] == hint


def test_quit_stops_reading_input():
    session, speaker = make_session(commands=["quit", "play three"])
    assert session.run() == 0
    assert session.quit
    assert session.inputs.used == 1
    assert speaker.lines[-1] == _text("goodbye")
    assert session.state.total == 92


def test_spoken_quit_asks_first():
    session, speaker = make_session(commands=[Heard("quit", spoken=True), "no", "play three"])
    session.run()
    assert not session.quit
    assert speaker.lines[speaker.lines.index(_text("quit-no")) - 1] == _text("quit-ask-unsaved")
    assert session.state.total == 95


# ---------------------------------------------------------------- confirmation


def test_unsure_spoken_play_is_confirmed_and_no_leaves_state_unchanged():
    session, speaker = make_session(commands=[Heard("play three", confident=False, spoken=True), "no"])
    before = session.state.to_dict()
    session.run()
    assert _text("play-ask", what=card_in_question(Card.THREE)) in speaker.lines
    assert speaker.lines[-1] == _text("play-no")
    assert session.state.to_dict() == before


def test_unsure_spoken_play_confirmed_with_yes_is_played():
    session, speaker = make_session(commands=[Heard("play three", confident=False, spoken=True),
                                              Heard("yes", spoken=True)])
    session.run()
    assert session.state.total == 95
    assert Card.THREE in session.state.discard_pile


def test_sure_spoken_and_typed_plays_are_not_confirmed():
    session, speaker = make_session(commands=[Heard("play three", confident=True, spoken=True)])
    with recording() as messages:
        session.run()
    assert session.state.total == 95
    assert not ASKED & set(ids(messages))


def test_confirm_always_asks_even_when_sure():
    session, speaker = make_session(commands=[Heard("play three", spoken=True)], confirm=Confirm.ALWAYS)
    before = session.state.to_dict()
    session.run()
    assert _text("play-ask", what=card_in_question(Card.THREE)) in speaker.lines
    assert session.state.to_dict() == before


def test_refusals_leave_the_state_unchanged():
    session, speaker = make_session(commands=["play nine", "play ono", "play seven", "xyzzy", "yes"])
    before = session.state.to_dict()
    session.run()
    assert session.state.to_dict() == before
    assert any("101" in line for line in speaker.lines)
    assert _text("not-understood", heard="xyzzy") in speaker.lines
    assert speaker.lines[-1] == _text("no-question")


def test_spoken_and_typed_99_say_the_ono_card_is_never_played():
    """Polish 1: in Mattel 2022 "play 99" is the ONO 99 card, never playable (R-ONO-1), spoken (an unsure
    recognition is not confirmed first: there is nothing to play) or typed; the state is unchanged."""
    from voice_ono.commands.grammar import load_grammar

    phrases = set(load_grammar().phrases())
    assert {"play ninety nine", "play ono ninety nine", "play ono"} <= phrases  # the recogniser can hear them
    session, speaker = make_session(commands=[Heard("play ninety nine", confident=False, spoken=True),
                                              Heard("play ono ninety nine", spoken=True), "play 99"])
    before = session.state.to_dict()
    with recording() as messages:
        session.run()
    never = _text("illegal-never_playable", card=_text("card-name", card="ono99"))
    assert speaker.lines.count(never) == 3
    assert not ASKED & set(ids(messages))
    assert session.state.to_dict() == before


def _both_twos(tmp_path):
    """The hot-seat scenario with both a 2 and a Play 2 in the first hand, total 30."""
    data = json.loads(HOTSEAT.read_text())
    data["hands"][0] = ["2", "play2", "5", "9"]
    data["total"] = 30
    path = tmp_path / "both_twos.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_play_two_with_both_in_hand_asks_then_plays_the_chosen_card(tmp_path):
    path = _both_twos(tmp_path)
    session, speaker = make_session(path, commands=["play two", "read my hand", "play number two"])
    before = session.state.to_dict()
    session.inputs.items = session.inputs.items[:2]
    session.run()
    options = _text("list-or-comma", first=_text("card-choice", card="number", name="2"),
                    last=_text("card-choice", card="play2", name=_text("card-name", card="play2")))
    assert any(starts(line, "choose-ask", options=options) for line in speaker.lines)
    assert session.state.to_dict() == before
    session.inputs.items.append(Heard("play number two"))
    session.run()
    assert session.state.total == 32
    assert session.state.discard_pile[-1] is Card.TWO


ISSUE19_TWO = {"rules": "mattel2022", "players": ["Ann", "Bob"], "kinds": ["human", "medium"],
               "hands": [["2", "play2", "5", "7"], ["3", "4", "5", "6"]], "draw_pile": ["1", "2", "3", "4"],
               "total": 98, "seed": 4}


@pytest.mark.parametrize("answer", ["number two", "two", "2", "play number two"])
def test_r_bust_1_an_answer_naming_the_busting_two_is_refused_not_a_crash(tmp_path, answer):
    """Issue 19 item 1: at 98 only the Play 2 card is safe. "play two" asks about that card alone (saying why
    the number 2 is not allowed); an answer naming the number 2 gets the normal refusal, the state is
    unchanged and the question stands; yes then plays the Play 2 card."""
    from voice_ono.narration import questions as q, refusal_text
    from voice_ono.rules import Illegal, IllegalCode, PlayCard

    path = tmp_path / "two.json"
    path.write_text(json.dumps(ISSUE19_TWO), encoding="utf-8")
    session, speaker = make_session(path, commands=["play two", answer])
    before = session.state.to_dict()
    session.run()
    bust = Illegal(IllegalCode.WOULD_BUST, Card.TWO, total=100, bust_total=99, safe=(Card.PLAY2,))
    question = q.ConfirmPlay(PlayCard(Card.PLAY2), (bust,))
    assert q.ask(question) in speaker.lines
    assert not any(starts(line, "choose-ask") for line in speaker.lines)  # no choice of an unsafe card
    assert speaker.lines[-2:] == [refusal_text(bust), q.again(question)]
    assert session.state.to_dict() == before
    assert session.dialogue.pending is not None and session.dialogue.pending.question == question
    session.inputs.items.append(Heard("yes"))
    session.run()
    assert session.state.discard_pile[-1] is Card.PLAY2


def test_play_two_answers_the_which_two_question_with_the_play2_card(tmp_path):
    """BT_PLAY item 13: "play two" (the Play 2 card's own name) at "number 2 or the Play 2 card?" was not an
    answer; typed it is played, spoken it is confirmed first (a different play heard at a question)."""
    path = _both_twos(tmp_path)
    session, speaker = make_session(path, commands=["play two", "play two"])
    session.run()
    assert session.state.discard_pile[-1] is Card.PLAY2
    spoken, speaker = make_session(path, commands=["play two", Heard("play two", spoken=True), "yes"])
    spoken.run()
    assert spoken.state.discard_pile[-1] is Card.PLAY2
    typed_two, _ = make_session(path, commands=["play two", "two"])
    typed_two.run()
    assert typed_two.state.discard_pile[-1] is Card.TWO  # "two" alone is still the number


def test_repeat_after_help_inside_a_question_repeats_the_question(tmp_path):
    """BT_PLAY item 13: "repeat" after "help" at a question said the help again, not the question."""
    path = _both_twos(tmp_path)
    session, speaker = make_session(path, commands=["play two", "help", "repeat"])
    before = session.state.to_dict()
    session.run()
    asked = next(line for line in speaker.lines if line.startswith("Do you mean the number 2"))
    assert speaker.lines[-1] == asked
    assert session.dialogue.pending is not None and session.state.to_dict() == before


@pytest.mark.parametrize("spoken", [False, True])
def test_queries_inside_a_question_are_answered_and_the_question_stands(spoken):
    """Polish 2: "read my hand", "what is the total", "help" while "Play 3?" waits are answered, the question
    is asked again (not as a non-answer: no "please answer", no safe choice), and a yes then plays; typed and
    spoken alike (spoken queries come from the answer grammar, tests/speech/test_answers.py)."""
    asked = _text("play-ask", what=card_in_question(Card.THREE))
    queries = ["read my hand", "what is the total", "help", "whose turn is it"]
    session, speaker = make_session(commands=[Heard("play three", confident=False, spoken=True),
                                              *(Heard(t, spoken=spoken) for t in queries)])
    before = session.state.to_dict()
    session.run()
    lines = speaker.lines[speaker.lines.index(asked):]
    hand = _text("list-and", first="3, 5, 9", last=_text("card-name", card="minus10"))
    assert starts(lines[1], "you-hold", hand=hand) and starts(lines[3], "total-is", total=92)
    assert starts(lines[5], "help-short-text") and "Ann" in lines[7]
    assert lines[0::2] == [asked] * 5  # each answer is followed by the question
    assert session.dialogue.pending is not None and not session.dialogue.pending.asked_again
    assert session.state.to_dict() == before
    session.inputs.items.append(Heard("yes", spoken=spoken))
    session.run()
    assert session.state.total == 95 and session.dialogue.pending is None


def test_a_query_inside_the_quit_question_does_not_quit():
    session, speaker = make_session(commands=[Heard("quit", spoken=True), Heard("what is the total", spoken=True),
                                              Heard("no", spoken=True), "play three"])
    session.run()
    asks = [line for line in speaker.lines if line == _text("quit-ask-unsaved")]
    assert len(asks) == 2 and _text("quit-no") in speaker.lines
    assert not session.quit and session.state.total == 95


# ---------------------------------------------------------------- saved game at start-up


def _cli_play(args, commands, tmp_path):
    import subprocess
    import sys

    return subprocess.run([sys.executable, "-m", "voice_ono", "play", "--input", "text", "--no-speech",
                           "--save-file", str(tmp_path / "save.json"), *args],
                          input="\n".join(commands) + "\n", capture_output=True, text=True, timeout=60)


def test_a_query_at_the_saved_game_question_is_not_counted_as_an_answer(tmp_path):
    """Polish 2: "what is the total" before a game is chosen says to choose first; it is not a non-answer
    (two of those would take the safe choice)."""
    assert _cli_play(["--seed", "1"], ["read my hand"], tmp_path).returncode == 0
    out = _cli_play(["--seed", "2"], ["what is the total", "read my hand", "no"], tmp_path).stdout
    assert out.count(_text("saved-game-query", empty="no")) == 2
    assert _text("saved-game-safe") not in out and said_in(out, "game-started")


def test_new_game_does_not_silently_overwrite_a_saved_game(tmp_path):
    first = _cli_play(["--seed", "1"], ["read my hand"], tmp_path)
    assert first.returncode == 0
    saved = json.loads((tmp_path / "save.json").read_text())
    # A second launch asks first; "no" starts a new game (and only then overwrites).
    second = _cli_play(["--seed", "2"], [], tmp_path)
    assert _text("saved-game-ask") in second.stdout
    assert json.loads((tmp_path / "save.json").read_text()) == saved  # no answer: kept
    third = _cli_play(["--seed", "2"], ["yes"], tmp_path)
    assert said_in(third.stdout, "resuming")
    assert json.loads((tmp_path / "save.json").read_text())["state"]["seed"] == 1
    fourth = _cli_play(["--seed", "2"], ["no"], tmp_path)
    assert "Resuming" not in fourth.stdout
    assert json.loads((tmp_path / "save.json").read_text())["state"]["seed"] == 2
    # ... and the old game is kept beside it, in case the "no" was misheard.
    assert json.loads((tmp_path / "save.previous.json").read_text())["state"]["seed"] == 1
    assert "save.previous.json" in fourth.stdout


def test_save_file_that_is_a_directory_is_refused(tmp_path):
    import subprocess
    import sys

    proc = subprocess.run([sys.executable, "-m", "voice_ono", "play", "--input", "text", "--no-speech",
                           "--save-file", str(tmp_path)], input="", capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert said_in(proc.stderr, "save-file-is-folder")  # main fcf959a: says it is a folder, and --save-file


def test_another_play_heard_during_a_confirmation_asks_again_then_plays_nothing():
    """While "Play 3?" waits, a different play (e.g. a misheard word) must not be
    played, nor drop the question silently: the question is asked again once
    with its choices named, then the safe choice (nothing played) is said, and
    a late "yes" does not play the card."""
    session, speaker = make_session(commands=[Heard("play three", confident=False, spoken=True),
                                              Heard("play five", confident=True, spoken=True),
                                              Heard("play nine", confident=True, spoken=True),
                                              Heard("yes", spoken=True)])
    before = session.state.to_dict()
    session.run()
    i = speaker.lines.index(_text("play-ask", what=card_in_question(Card.THREE)))
    assert speaker.lines[i + 1:] == [_text("play-again-ask", what="the 3"), _text("play-safe"),
                                     _text("no-question")]
    assert session.state.to_dict() == before


def test_not_understood_speech_during_a_confirmation_closes_it_safely():
    noise = Heard("", confident=False, spoken=True)
    session, speaker = make_session(commands=[Heard("play three", confident=False, spoken=True), noise, noise,
                                              noise, noise, Heard("yes", spoken=True)])
    before = session.state.to_dict()
    session.run()
    i = speaker.lines.index(_text("play-ask", what=card_in_question(Card.THREE)))
    assert speaker.lines[i + 1:i + 3] == [_text("play-again-ask", what="the 3"), _text("play-safe")]
    assert session.state.to_dict() == before  # the late "yes" plays nothing


@pytest.mark.parametrize("spoken", [False, True])
def test_repeating_the_play_being_confirmed_is_not_an_answer_typed_or_spoken(spoken):
    """Tester: spoken, a 3rd "play three" while "Play 3?" waits said nothing is played (the answer grammar does
    not hear plays), while typed repeats were passed over quietly.  Both now go the one way the README says:
    the question is asked again once naming its choices, then nothing is played and that is said; the
    player is never left without a reply, and a later "play three" starts again."""
    first = Heard("play three", confident=False, spoken=True)
    again = Heard("play three", confident=not spoken, spoken=spoken)
    session, speaker = make_session(commands=[first, again, again])
    before = session.state.to_dict()
    session.run()
    i = speaker.lines.index(_text("play-ask", what=card_in_question(Card.THREE)))
    assert speaker.lines[i + 1:] == [_text("play-again-ask", what="the 3"), _text("play-safe")]
    assert session.state.to_dict() == before and session.dialogue.pending is None
    session.inputs.items += [first, Heard("yes", spoken=True)]
    session.run()
    assert speaker.lines.count(_text("play-ask", what=card_in_question(Card.THREE))) == 2 and session.state.total == 95


def test_action_card_confirmation_names_the_card(tmp_path):
    """ "Play the Play 2 card?", not "Play Play 2?"."""
    session, speaker = make_session(_both_twos(tmp_path), commands=[
        Heard("play the play two card", confident=False, spoken=True), "no"])
    session.run()
    assert _text("play-ask", what=card_in_question(Card.PLAY2)) in speaker.lines
    assert speaker.lines[-1] == _text("play-no")


# ---------------------------------------------------------------- questions never destroy data


def _saved_game(tmp_path):
    """A started game autosaved at tmp_path/save.json; returns (path, its JSON)."""
    save = tmp_path / "save.json"
    session, _ = make_session(VS_BOTS, commands=["play seven"], save_path=save)
    session.run()  # a game with a move (a game with none is not worth keeping)
    return save, json.loads(save.read_text())


def _fresh_session(save, commands):
    settings = GameSettings(bots=2, seed=5)
    from voice_ono.session import new_state

    speaker = RecorderSpeaker()
    session = Session(new_state(settings), settings.kinds(), speaker=speaker, inputs=ListInput(commands),
                      settings=settings, save_path=save)
    return session, speaker


def test_maybe_at_start_up_is_asked_again_then_the_saved_game_is_kept(tmp_path):
    """Issue 9: "maybe" at the saved-game question started a new game over the save."""
    save, before = _saved_game(tmp_path)
    saved = load_autosave(save)
    session, speaker = _fresh_session(save, ["maybe", "play seven"])
    session.run(saved)
    assert speaker.lines[1] == _text("saved-game-again", empty="no")
    assert _text("saved-game-safe") in speaker.lines
    assert session.state is saved[0]
    assert json.loads(save.read_text())["state"] == before["state"]


def test_maybe_then_no_at_start_up_keeps_the_old_game_beside(tmp_path):
    save, before = _saved_game(tmp_path)
    session, speaker = _fresh_session(save, ["maybe", "no"])
    session.run(load_autosave(save))
    assert json.loads(save.with_suffix(".previous.json").read_text()) == before
    assert json.loads(save.read_text())["state"]["seed"] == 5
    assert not any(said_in(line, "resuming") for line in speaker.lines)
    # welcomed once, by the saved-game question: the new game does not welcome again
    assert sum(said_in(line, "saved-game-ask") or said_in(line, "welcome") for line in speaker.lines) == 1


def test_new_game_at_start_up_means_no_and_keeps_the_old_game_beside(tmp_path):
    """Tester: "new game" at "Say yes to continue it, or no to start a new game" was asked again."""
    save, before = _saved_game(tmp_path)
    session, speaker = _fresh_session(save, ["new game"])
    session.run(load_autosave(save))
    assert json.loads(save.with_suffix(".previous.json").read_text()) == before
    assert session.state is not None and session.state.to_dict() != before["state"]


def test_new_game_question_asks_again_once_then_goes_on(tmp_path):
    save = tmp_path / "save.json"
    session, speaker = make_session(VS_BOTS, commands=["new game", "maybe", "play seven", "read my hand"],
                                    save_path=save)
    before = session.state.to_dict()
    saved = save.read_text()
    session.run()
    summary = _text("new-game-summary", bots=2, difficulty="medium")
    assert _text("new-game-again-empty", summary=summary) in speaker.lines
    assert _text("new-game-safe") in speaker.lines
    assert session.state.to_dict() == before
    assert save.read_text() == saved
    assert not save.with_suffix(".previous.json").exists()


def test_yes_to_a_new_game_keeps_the_game_left_behind(tmp_path):
    save = tmp_path / "save.json"
    session, speaker = make_session(VS_BOTS, commands=["play seven", "new game", "yes"], save_path=save)
    session.run()
    kept = load_autosave(save.with_suffix(".previous.json"))[0]
    assert [str(a) for a in kept.history][:1] == ["play 7"]  # the game left, with its moves
    assert json.loads(save.read_text())["state"]["players"] != kept.names  # the new game
    assert any("save.previous.json" in line for line in speaker.lines)


@pytest.mark.parametrize("save", [True, False])
def test_new_game_question_says_whether_the_game_left_is_kept(tmp_path, save):
    """With autosave the game left is kept in a file; with --no-autosave it is lost, and
    neither the question nor its second asking may say it is kept."""
    path = tmp_path / "save.json" if save else None
    session, speaker = make_session(VS_BOTS, commands=["play seven", "new game", "blah", "yes"], save_path=path)
    session.run()
    asked = [line for line in speaker.lines if any(said(line, key) for key in NEW_GAME_QUESTIONS)]
    assert len(asked) == 2
    if save:  # kept in a file; not "autosave is off"
        assert said(asked[0], "new-game-ask") and said(asked[1], "new-game-again")
        assert (tmp_path / "save.previous.json").exists()
    else:  # autosave is off, and the game left is lost
        assert said(asked[0], "new-game-ask-unsaved") and said(asked[1], "new-game-again-unsaved")
        assert list(tmp_path.iterdir()) == []
    assert any(said(line, "starting") for line in speaker.lines)


def test_quit_question_with_no_answer_does_not_quit():
    session, speaker = make_session(commands=[Heard("quit", spoken=True), Heard("cough", spoken=True),
                                              Heard("", spoken=True), "what is the total"])
    session.run()
    assert not session.quit
    assert _text("quit-again-unsaved") in speaker.lines
    assert _text("quit-safe") in speaker.lines
    assert speaker.lines[-1] == _text("total-is", total=92, bust=99)


def test_play_two_question_names_the_choices_then_plays_nothing(tmp_path):
    path = _both_twos(tmp_path)
    session, speaker = make_session(path, commands=["play two", "maybe", "play five"])
    before = session.state.to_dict()
    session.run()
    assert _text("choose-again", says=_text("list-or-comma", first="number two", last="play two card")) \
        in speaker.lines
    assert speaker.lines[-1] == _text("choose-safe")
    assert session.state.to_dict() == before


def test_damaged_save_is_moved_aside_not_overwritten(tmp_path):
    truncated = '{"format": "voice-ono save", "version": 1, "state": {"rules": "mattel'
    (tmp_path / "save.json").write_text(truncated, encoding="utf-8")
    proc = _cli_play(["--seed", "3"], ["read my hand"], tmp_path)
    assert proc.returncode == 0
    assert (tmp_path / "save.damaged.json").read_text() == truncated
    assert _text("damaged-new-game", path=tmp_path / "save.json", kept=tmp_path / "save.damaged.json") in proc.stderr


def test_scenario_does_not_overwrite_a_saved_game(tmp_path):
    first = _cli_play(["--seed", "1"], ["read my hand"], tmp_path)
    assert first.returncode == 0
    saved = json.loads((tmp_path / "save.json").read_text())
    proc = _cli_play(["--scenario", str(VS_BOTS)], ["maybe", "cough"], tmp_path)
    assert _text("saved-game-ask") in proc.stdout
    assert json.loads((tmp_path / "save.json").read_text())["state"] == saved["state"]


def test_a_game_with_no_moves_is_not_kept_and_that_is_said(tmp_path):
    save = tmp_path / "save.json"
    make_session(VS_BOTS, save_path=save)  # started and saved; no one has moved
    session, speaker = _fresh_session(save, ["no"])
    session.run(load_autosave(save))
    assert _text("old-game-not-kept") in speaker.lines
    assert list(tmp_path.glob("*previous*")) == []


# ---------------------------------------------------------------- tester's findings (issue 9 follow-up)


def _hot_seat_manual_draw(commands, events_out=None):
    """The tester's game: two humans and two bots, ninety-nine card rules, manual draw, seed 15.
    Bot 1 and Bot 2 play, then Player 1 (5, 7, 9, 10) and Player 2 (2, 9, 10, minus 10)."""
    from voice_ono.session import new_state

    settings = GameSettings(bots=2, humans=2, rules="ninetynine_card", options={"manual_draw": "true"}, seed=15)
    speaker = RecorderSpeaker()
    session = Session(new_state(settings), settings.kinds(), speaker=speaker, inputs=ListInput(commands),
                      settings=settings, events_out=events_out)
    session.run()
    return session, speaker


def test_hot_seat_owed_draw_is_taken_before_the_hand_over_and_no_hand_goes_to_the_wrong_player():
    import io

    out = io.StringIO()
    session, speaker = _hot_seat_manual_draw(
        ["ready", "play 10", "whose turn", "read my hand", "draw", "read my hand", "ready", "read my hand",
         "whose turn", "play 9"], events_out=out)
    lines = speaker.lines
    p1, p2 = name_text("player-human", number=1), name_text("player-human", number=2)
    said = lines.index(_text("card-played", who=p1, person="other", card="10", total=21))
    assert lines[said + 1] == _text("say-draw-named", name=p1)
    assert lines[said + 2].startswith(" ".join([_text("your-turn", name=p1, solo=False), _text("total-now", total=21),
                                                _text("still-to-draw")]))
    p2_hand = _text("you-hold", hand=_text("list-and", first="2, 9, 10", last=_text("card-name", card="minus10")))
    assert lines[said + 3] == _text("you-hold", hand=_text("list-and", first="5, 7", last="9"))  # P1 still has it
    assert lines[said + 4] == _text("drew-card", name=p1)  # confirmed, the card kept private
    assert lines[said + 5] == _text("hand-over", name=p2)
    assert lines[said + 6] == _text("say-ready", name=p2)  # no hand before ready
    assert lines[said + 7].startswith(" ".join([_text("turn-start", lead=_text("turn-lead", name=p2, solo=False),
                                                      total=21), p2_hand]))
    assert lines[said + 8] == p2_hand
    assert lines[said + 9].startswith(" ".join([_text("your-turn", name=p2, solo=False), _text("total-now", total=21)]))
    assert _text("card-played", who=p2, person="other", card="9", total=30) in lines
    # the event stream holds Player 2's hand back until "ready" too
    events = [json.loads(line) for line in out.getvalue().splitlines()]
    refused = next(i for i, e in enumerate(events) if e["type"] == "command_refused")
    p2_turn = next(i for i, e in enumerate(events) if e["type"] == "turn_started" and e["player"] == "Player 2")
    assert p2_turn > refused


def test_history_after_a_resume_says_since_you_resumed(tmp_path):
    """Tester: after resuming, "what happened" said "No cards have been played yet".  A game started from a
    scenario cannot be replayed from its seed, so its answers start at the resume and say so."""
    save = tmp_path / "save.json"
    session, _ = make_session(VS_BOTS, ["read my hand"], save_path=save)
    session.run()
    state, kinds, settings = load_autosave(save)
    speaker = RecorderSpeaker()
    resumed = Session(state, kinds, speaker=speaker, settings=settings, save_path=save,
                      inputs=ListInput(["what happened", "what did bot one play", "why did bot one play that",
                                        "why", "what was the last card"]))
    resumed.announce_resume()
    resumed.run()
    assert _text("no-plays-since-resume") in speaker.lines
    assert _text("why-no-bot-since-resume") in speaker.lines  # "why" (tester: "No bot has played yet")


QUESTIONS = ["what happened", "what did bot one play", "why did bot one play that", "why",
             "what was the last card"]


def test_history_and_why_still_answer_after_a_resume(tmp_path):
    """BT_PLAY item 8: the moves in the save give "what happened" and "why did Bot 1 play that" after a
    resume the same answers as before it."""
    save = tmp_path / "save.json"
    session, speaker = _fresh_session(save, ["play seven", "read my hand", *QUESTIONS])
    session.run()
    before = speaker.lines[-len(QUESTIONS):]
    assert "Bot 1" in " ".join(before)
    state, kinds, settings = load_autosave(save)
    assert state.history
    speaker = RecorderSpeaker()
    resumed = Session(state, kinds, speaker=speaker, settings=settings, save_path=save,
                      inputs=ListInput(QUESTIONS))
    resumed.announce_resume()
    resumed.run()
    assert speaker.lines[-len(QUESTIONS):] == before
    assert not resumed.game.resumed


def test_quit_works_inside_the_play_two_question(tmp_path):
    """Tester: "quit" at "number 2 or Play 2 card?" only re-asked, and a second quit was the answer."""
    path = _both_twos(tmp_path)
    session, speaker = make_session(path, commands=["play two", "quit", "play seven"])
    before = session.state.to_dict()
    session.run()
    assert session.quit
    assert speaker.lines[-1] == _text("goodbye")
    assert session.state.to_dict() == before
    spoken, speaker = make_session(path, commands=["play two", Heard("quit", spoken=True), "yes"])
    spoken.run()
    assert _text("quit-ask-unsaved") in speaker.lines
    assert spoken.quit


def _stray(phrase=""):
    """What the session gets from Whisper for chatter it rejects (or doubts) far from any answer."""
    return Heard(phrase, confident=False, spoken=True, near_miss=False)


def test_chatter_at_the_saved_game_question_gets_no_reply_and_the_question_waits(tmp_path):
    """Tester: three chatter sentences at start-up were "Please answer yes or no", then the saved game was
    continued for the player.  A stray sound (or an unsure word that may be one) is not an attempt."""
    save, before = _saved_game(tmp_path)
    session, speaker = _fresh_session(save, [_stray(), _stray(), _stray(), _stray("new game with three bots"),
                                             _stray("yes"), Heard("no", spoken=True)])
    session.run(load_autosave(save))
    assert speaker.lines[0] == _text("saved-game-ask")
    assert _text("saved-game-again", empty="no") not in speaker.lines
    assert _text("saved-game-safe") not in speaker.lines
    assert session.inputs.used == 6  # every stray input read, and the question still waited for the "no"
    assert json.loads(save.with_suffix(".previous.json").read_text()) == before  # the "no" decided
    assert session.state.seed == 5 and session.game.settings.bots == 2


def test_chatter_alone_at_the_saved_game_question_decides_nothing(tmp_path):
    save, before = _saved_game(tmp_path)
    session, speaker = _fresh_session(save, [_stray(), _stray(), _stray()])
    session.run(load_autosave(save))
    assert speaker.lines == [_text("saved-game-ask")]
    assert not session.state.started
    assert json.loads(save.read_text()) == before and not save.with_suffix(".previous.json").exists()


@pytest.mark.parametrize("near_miss", [
    Heard("", confident=False, spoken=True, near_miss=True), Heard("maybe")])
def test_a_near_miss_or_a_typed_non_answer_at_the_saved_game_question_is_still_asked_again(tmp_path, near_miss):
    save, before = _saved_game(tmp_path)
    saved = load_autosave(save)
    session, speaker = _fresh_session(save, [near_miss, near_miss])
    session.run(saved)
    assert speaker.lines[1] == _text("saved-game-again", empty="no")
    assert speaker.lines[2] == _text("saved-game-safe")
    assert session.state is saved[0]


def test_a_new_game_out_of_range_at_the_saved_game_question_is_refused_and_asked_again(tmp_path):
    """Tester: "new game with ten bots" at start-up said the range, then moved the save aside and started a
    default game.  Now: the range (as mid-game), the question again, the save untouched."""
    from voice_ono.rules import bots_range, get_ruleset

    save, before = _saved_game(tmp_path)
    saved = load_autosave(save)
    import io

    events = io.StringIO()
    settings = GameSettings(bots=2, seed=5)
    from voice_ono.session import new_state

    speaker = RecorderSpeaker()
    session = Session(new_state(settings), settings.kinds(), speaker=speaker,
                      inputs=ListInput(["new game with ten bots", "new game with ten bots", "yes"]),
                      settings=settings, save_path=save, events_out=events)
    session.run(saved)
    rules = get_ruleset(settings.rules)
    low, high = bots_range(rules, settings.humans)
    refusal = _text("bots-range", low=max(1, low), high=high, rules=rules_label(rules.name))
    again = _text("saved-game-again", empty="no")
    assert speaker.lines[:5] == [_text("saved-game-ask"), refusal, again, refusal, again]
    refused = [e for e in map(json.loads, events.getvalue().splitlines()) if e["type"] == "command_refused"]
    assert [e["message"] for e in refused] == ["bots-range", "bots-range"]
    assert _text("saved-game-safe") not in speaker.lines  # not counted as answers: the "yes" still answers
    assert session.state is saved[0] and said(speaker.lines[5], "resuming")
    assert not save.with_suffix(".previous.json").exists()
    assert json.loads(save.read_text())["state"] == before["state"]


def test_a_new_game_out_of_range_at_start_up_then_quit_leaves_the_save_untouched(tmp_path):
    """The tester's run: ``printf 'new game with ten bots\\nquit\\n' | voice-ono play --save-file g.json``."""
    assert _cli_play(["--seed", "1"], ["read my hand"], tmp_path).returncode == 0
    save = tmp_path / "save.json"
    before = save.read_text()
    proc = _cli_play(["--seed", "2"], ["new game with ten bots", "quit"], tmp_path)
    assert proc.returncode == 0
    assert said_in(proc.stdout, "bots-range") and _text("saved-game-again", empty="no") in proc.stdout
    assert said_in(proc.stdout, "saved-game-quit") and not said_in(proc.stdout, "game-started")
    assert save.read_text() == before and not (tmp_path / "save.previous.json").exists()


def test_help_and_quit_at_the_saved_game_question(tmp_path):
    save, before = _saved_game(tmp_path)
    session, speaker = _fresh_session(save, ["help", "repeat", "quit", "no"])
    session.run(load_autosave(save))
    assert speaker.lines[1] == _text("saved-game-help", empty="no")
    resume = shlex.join(["voice-ono", "play", "--resume", "--save-file", str(save)])
    assert speaker.lines[-1] == _text("saved-game-quit", command=resume)
    assert session.quit and session.inputs.used == 3
    assert json.loads(save.read_text()) == before


def test_new_game_with_points_says_with_points(tmp_path):
    """Tester: "new game classic rules with points" was confirmed without "with points"."""
    session, speaker = make_session(VS_BOTS, commands=["new game classic rules with points", "yes"],
                                    save_path=tmp_path / "save.json")
    session.run()
    summary = (_text("new-game-summary", bots=2, difficulty="medium")
               + _text("new-game-summary-rules", rules=rules_label("classic1980"))
               + " " + _text("new-game-summary-scoring", scoring="points"))
    assert _text("new-game-ask", summary=summary) in speaker.lines
    assert _text("starting", summary=summary) in speaker.lines
    assert any(line.startswith(_text("round-started", round=1) + " " + _text("scored-in-points"))
               for line in speaker.lines)
    assert session.state.rules.scoring == "points"


def test_points_do_not_carry_into_a_new_game_of_other_rules():
    """BT_PLAY item 11: after "classic rules with points", "ninety nine rules" was scored in points."""
    from voice_ono.rules import get_ruleset

    session, speaker = make_session(VS_BOTS, commands=["new game classic rules with points", "yes",
                                                       "new game ninety nine rules", "yes"])
    session.run()
    assert session.state.rules.name == "ninetynine_card"
    assert session.state.rules.scoring == get_ruleset("ninetynine_card").scoring
    assert "scoring" not in session.game.settings.options


def test_new_game_in_a_session_deals_the_same_on_every_run_with_one_seed():
    """BT_PLAY item 17: "new game" dealt differently on every run with the same --seed."""
    deals = []
    for _ in range(2):
        session, _ = _fresh_session(None, ["new game", "yes", "read my hand"])
        session.run()
        deals.append(session.state.to_dict())
    assert deals[0] == deals[1]
    assert deals[0]["seed"] != 5  # a new deal, not the first game again


class _PlaysItsLastLegalCard:
    """A weak human: plays the last of its legal actions (loses rounds quickly)."""

    def next(self, prompt):
        from voice_ono.commands.resolve import action_phrase

        if prompt.game_over:
            return None
        actions = prompt.view.legal_actions
        if not actions:
            return Heard("read my hand")
        return Heard(action_phrase(actions[-1]))


def test_when_the_only_human_is_out_of_a_tokens_game_the_bots_finish_it_unread():
    """Tester: once the only human was out, round after round of bot plays was read out."""
    from voice_ono.session import new_state

    settings = GameSettings(bots=2, rules="classic1980", seed=0, options={"scoring": "tokens"})
    speaker = RecorderSpeaker()
    session = Session(new_state(settings), settings.kinds(), speaker=speaker, inputs=_PlaysItsLastLegalCard(),
                      settings=settings)
    session.run()
    assert session.state.is_over and session.state.out_of_game[0]
    said = speaker.lines.index(_text("humans-out-solo"))
    winner = session.state.outcome.winner
    assert winner != 0
    assert speaker.lines[said + 1:] == [_text("game-won", who=session.state.names[winner], person="other"),
                                        _text("play-again")]


def test_input_end_without_autosave_says_the_game_was_not_saved_and_unused_device_is_named():
    proc = cli("--no-autosave", "--device", "99", commands=["read my hand"])
    assert proc.returncode == 0, proc.stderr
    assert _text("device-unused", device="99", why=_text("device-unused-text")) in proc.stderr
    assert proc.stderr.rstrip().endswith(_text("input-ended-unsaved"))


def test_spoken_too_many_bots_says_the_presets_own_range():
    """BT_PLAY 12: the spoken range comes from the preset's players (``rules.bots_range``), as --bots does."""
    from voice_ono.narration import text
    from voice_ono.narration import rules_label
    from voice_ono.rules import bots_range, get_ruleset

    session, speaker = make_session(VS_BOTS, commands=["new game with nine bots"])
    session.run()
    rules = get_ruleset(session.game.settings.rules, session.game.settings.options)
    low, high = bots_range(rules, session.game.settings.humans)
    assert text("bots-range", low=max(1, low), high=high, rules=rules_label(rules.name)) in speaker.lines


def test_new_game_in_a_points_game_says_it_keeps_points():
    """Issue 19 item 14: "new game with seven bots" in a classic points game asked "... classic 1980 rules?"
    without "with points", though the new game is scored in points too."""
    from voice_ono.narration import questions as q
    from voice_ono.rules import ScoringMode

    session, speaker = make_session(VS_BOTS, commands=["new game classic rules with points", "yes", "play five",
                                                       "new game with seven bots"])
    session.run()
    assert session.dialogue.pending is not None
    question = session.dialogue.pending.question
    assert question == q.ConfirmNewGame(7, "medium", "classic1980", ScoringMode.POINTS, kept=False,
                                        empty=question.empty)
    assert q.ask(question) in speaker.lines


def test_r_80_players_new_game_with_rules_and_too_many_bots_says_the_range():
    """Issue 19 item 14: "new game ninety nine rules with nine bots" was not understood; it is a new-game
    command, answered with that preset's range of bots."""
    from voice_ono.narration import rules_label, text
    from voice_ono.rules import bots_range, get_ruleset

    session, speaker = make_session(VS_BOTS, commands=["new game ninety nine rules with nine bots"])
    before = session.state.to_dict()
    session.run()
    low, high = bots_range(get_ruleset("ninetynine_card"), session.game.settings.humans)
    assert speaker.lines[-1] == text("bots-range", low=max(1, low), high=high,
                                     rules=rules_label("ninetynine_card"))
    assert session.state.to_dict() == before


@pytest.mark.parametrize("save", [True, False])
def test_new_game_question_before_any_move_promises_nothing(tmp_path, save):
    """Tester: before any move the question said the game would be kept in a file, then "Your old game had
    no moves yet, so it is not kept".  With nothing to keep or lose, it says neither."""
    path = tmp_path / "save.json" if save else None
    session, speaker = make_session(VS_BOTS, commands=["new game", "blah", "yes"], save_path=path)
    assert not session.state.history
    session.run()
    asked = [line for line in speaker.lines if any(said(line, key) for key in NEW_GAME_QUESTIONS)]
    assert len(asked) == 2
    assert said(asked[0], "new-game-ask") and said(asked[1], "new-game-again-empty")  # neither kept nor lost
    assert not (tmp_path / "save.previous.json").exists()


def test_a_new_game_with_settings_answers_the_saved_game_question(tmp_path):
    """Tester: "new game with three hard bots" at the start-up question got "please answer yes or no"
    (a plain "new game" meant no).  It starts that game, and the saved game is kept beside."""
    save, before = _saved_game(tmp_path)
    session, speaker = _fresh_session(save, ["new game with three hard bots", "quit"])
    session.run(load_autosave(save))
    assert _text("starting", summary=_text("new-game-summary", bots=3, difficulty="hard")) in speaker.lines
    assert session.game.settings.bots == 3 and session.game.settings.difficulty == "hard"
    assert len(session.state.names) == 4
    assert json.loads((tmp_path / "save.previous.json").read_text()) == before
    assert speaker.lines.count(_text("help-any-time")) == 1
    kept = save.read_text()
    refused, speaker = _fresh_session(save, ["new game with nine bots", "quit"])
    refused.run(load_autosave(save))
    # refused as mid-game, and the question asked again: the "quit" answers it, the save untouched
    assert speaker.lines[1:3] == [_text("bots-range", low=1, high=5, rules=rules_label("mattel2022")),
                                  _text("saved-game-again", empty="no")]
    assert refused.quit and not refused.state.started and save.read_text() == kept


def test_with_no_human_player_no_hand_is_read_as_yours():
    """Tester: with --humans 0, "read my hand" said "You are out of this game" (seat 0's state), and could
    have read a bot's hand as "You hold"."""
    from voice_ono.narration import text
    from voice_ono.session import new_state

    settings = GameSettings(bots=2, humans=0, seed=5)
    speaker = RecorderSpeaker()
    session = Session(new_state(settings), settings.kinds(), speaker=speaker,
                      inputs=ListInput([]), settings=settings)
    session.emit(session.state.start())
    for query in ("read my hand", "what can i play", "hint"):
        speaker.lines.clear()
        session.handle(Heard(query))
        assert speaker.lines == [text("no-human-player")]


def test_the_saved_game_question_never_promises_to_keep_a_game_without_moves(tmp_path):
    """Tester: the re-asked start-up question said "your saved game is kept in a file", then "no" said
    "Your old game had no moves yet, so it is not kept"."""
    save = tmp_path / "save.json"
    session, _ = make_session(VS_BOTS, commands=["quit"], save_path=save)
    session.run()
    empty = load_autosave(save)
    assert not empty[0].history
    session, speaker = _fresh_session(save, ["help", "blah", "no", "quit"])
    session.run(empty)
    assert [said_in(line, "saved-game-again", empty="yes") for line in speaker.lines].count(True) == 2  # not kept
    assert not any(said_in(line, "saved-game-again", empty="no") for line in speaker.lines)  # "kept in a file"
    (tmp_path / "moved").mkdir()
    saved, _ = _saved_game(tmp_path / "moved")  # a game with a move: kept, and the question says so
    session, speaker = _fresh_session(saved, ["blah", "no", "quit"])
    session.run(load_autosave(saved))
    assert any(said_in(line, "saved-game-again", empty="no") for line in speaker.lines)  # kept in a file
