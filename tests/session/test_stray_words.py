"""A stray word in the room costs the player nothing (issue 19, items 6 to 8): no sentence, no setting changed, a
waiting question still waits; a near miss is told to say it again; a spoken "quit" at a yes/no question is heard."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from speech_fixtures import flite_voice
from voice_ono.narration import text
from voice_ono.narration import questions as q
from voice_ono.rules import Card, PlayCard
from voice_ono.rules.scenario import state_from_scenario
from voice_ono.session import Confirm, GameSettings, Heard, Session, SessionOptions
from voice_ono.speech.asr.acceptance import THRESHOLDS, Evidence, GameContext, decide
from voice_ono.speech.tts import RecorderSpeaker

SCENARIO = {"rules": "mattel2022", "players": ["Ann", "Bob"], "kinds": ["human", "medium"],
            "hands": [["7", "3", "5", "8"], ["3", "4", "5", "6"]], "draw_pile": ["1", "2", "3", "4"],
            "total": 50, "seed": 4}


class ListInput:
    """Scripted commands; None (end of input) when they run out."""

    def __init__(self, items: list[Heard | str]) -> None:
        self.items = [i if isinstance(i, Heard) else Heard(i) for i in items]

    def next(self, session: object) -> Heard | None:
        return self.items.pop(0) if self.items else None


def stray(phrase: str = "") -> Heard:
    """What the session gets from Whisper for a sound it doubts or rejects far from any command."""
    return Heard(phrase, confident=False, spoken=True, near_miss=False)


def play(commands: list[Heard | str]) -> tuple[Session, RecorderSpeaker, dict[str, object]]:
    state, kinds = state_from_scenario(SCENARIO)
    speaker = RecorderSpeaker()
    session = Session(state, kinds, speaker=speaker, inputs=ListInput(commands),
                      settings=GameSettings(bots=1, seed=4, names=list(state.names)))
    session.emit(state.start())
    before = state.to_dict()
    speaker.lines.clear()
    session.run()
    return session, speaker, before


def test_a_stray_sound_gets_no_reply_and_changes_nothing() -> None:
    session, speaker, before = play([stray(), stray()])
    assert speaker.lines == []
    assert session.state.to_dict() == before


def test_a_near_miss_is_told_to_say_it_again() -> None:
    _, speaker, _ = play([Heard("", confident=False, spoken=True, near_miss=True)])
    assert speaker.lines == [text("say-again")]


def test_a_stray_sound_leaves_a_waiting_question_waiting() -> None:
    """ "play seven" asked about; a stray sound is not "not an answer"; the "yes" after it plays the 7."""
    session, speaker, _ = play([Heard("play seven", confident=False, spoken=True), stray(), Heard("yes", spoken=True)])
    asked = q.ConfirmPlay(PlayCard(Card.from_name("7")))
    assert q.ask(asked) in speaker.lines
    assert q.again(asked) not in speaker.lines and q.safe(asked) not in speaker.lines
    first = session.state.history[0]
    assert isinstance(first, PlayCard) and first.card == Card.from_name("7")


@pytest.mark.parametrize("phrase", ["what is the total", "read my hand", "why", "help", "repeat", "quit",
                                    "new game with three bots", "yes", "no"])
def test_an_unsure_query_or_control_is_not_answered(phrase: str) -> None:
    session, speaker, before = play([stray(phrase)])
    assert speaker.lines == []
    assert session.state.to_dict() == before and not session.quit


@pytest.mark.parametrize("setting", ["slower", "faster", "louder", "quieter", "short announcements",
                                     "full announcements"])
def test_an_unsure_speech_setting_is_neither_asked_nor_changed(setting: str) -> None:
    session, speaker, _ = play([stray(setting)])
    assert speaker.lines == []
    assert session.dialogue.pending is None


def test_an_unsure_play_that_cannot_be_made_gets_no_reply() -> None:
    """ "four" heard unsure with no 4 in the hand: not "You have no 4" (a stray word); sure of the words and only
    the hand in doubt, the refusal is said."""
    session, speaker, before = play([stray("play four"), stray("play ninety nine")])
    assert speaker.lines == [] and session.state.to_dict() == before
    _, speaker, _ = play([Heard("play four", confident=False, spoken=True, near_miss=False, not_held=True)])
    assert speaker.lines and speaker.lines[0] != text("say-again")


def test_an_unsure_play_of_a_held_card_is_still_asked_about() -> None:
    session, speaker, _ = play([stray("play seven")])
    assert session.dialogue.pending is not None and speaker.lines


def _evidence(conf: float, engine: str = "whisper", answer: bool = False, cards: tuple[str, ...] = ()) -> Evidence:
    return Evidence("play seven", conf, engine, cards=cards, measures={"answer_grammar": 1.0} if answer else {})


def test_the_policy_tells_near_misses_from_stray_sounds() -> None:
    th = THRESHOLDS["whisper"]
    assert th.near is not None
    assert decide(_evidence(th.confirm - th.near / 2)).near_miss
    assert not decide(_evidence(th.confirm - th.near - 0.1)).near_miss
    assert th.answer is not None
    assert decide(_evidence(th.answer - th.near / 2, answer=True)).near_miss
    assert not decide(_evidence(th.answer - th.near - 0.1, answer=True)).near_miss
    doubt = decide(_evidence((th.accept + th.confirm) / 2))
    assert doubt.decision == "confirm" and not doubt.near_miss and not doubt.not_held
    not_held = decide(_evidence(th.accept + 0.1, cards=("7",)), GameContext(hand=("3",)))
    assert not_held.decision == "confirm" and not_held.not_held


def test_an_engine_without_a_near_limit_answers_every_miss_and_asks_every_doubt() -> None:
    th = THRESHOLDS["sphinx"]
    assert th.near is None
    assert decide(_evidence(th.confirm - 100.0, engine="sphinx")).near_miss
    assert decide(_evidence((th.accept + th.confirm) / 2, engine="sphinx")).near_miss


def test_spoken_quit_at_a_yes_no_question_is_heard(tmp_path: Path) -> None:
    """Item 6, through the real Whisper engine (synthetic voice, phrase coverage only): "play seven" is asked
    about, and "quit" said at "Play 7? Say yes or no." asks to quit, as typed "quit" does."""
    from voice_ono.app.wiring import grammar_recognizer
    from voice_ono.session.speech_input import SpeechInput
    from voice_ono.demo.synth import synthesize_array

    voice = flite_voice("awb")
    wavs = []
    for i, said in enumerate(["play seven", "quit"]):
        x = synthesize_array(said, voice)
        x = np.concatenate([np.zeros(6400, np.float32), x, np.zeros(9600, np.float32)])
        x = x + np.random.default_rng(i).normal(0, 3e-4, x.size).astype(np.float32)
        wavs.append(tmp_path / f"{i}.wav")
        sf.write(wavs[-1], x, 16000, subtype="PCM_16")
    recognizer = grammar_recognizer("whisper")[0]
    state, kinds = state_from_scenario(SCENARIO)
    speaker = RecorderSpeaker()
    session = Session(state, kinds, speaker=speaker, inputs=SpeechInput.from_wavs(wavs, recognizer, None),
                      settings=GameSettings(bots=1, seed=4, names=list(state.names)),
                      options=SessionOptions(confirm=Confirm.ALWAYS))
    session.emit(state.start())
    session.run()
    assert text("quit-ask-unsaved") in speaker.lines
    assert state.history == []


def test_chatter_at_the_saved_game_question_through_whisper_gets_no_reply(tmp_path: Path) -> None:
    """Tester: with a save present, three chatter sentences (flite "slt") at "You have a saved game ... continue
    it?" were "Please answer yes or no", then "I did not hear yes or no, so I will continue your saved game".
    Through the real Whisper engine they are stray sounds: no reply, the question still waits, the save kept."""
    from voice_ono.app.wiring import grammar_recognizer
    from voice_ono.demo.synth import synthesize_array
    from voice_ono.session import load_autosave, new_state
    from voice_ono.session.speech_input import SpeechInput

    save = tmp_path / "g.json"
    state, kinds = state_from_scenario(SCENARIO)
    first = Session(state, kinds, speaker=RecorderSpeaker(), inputs=ListInput(["play seven"]),
                    settings=GameSettings(bots=1, seed=4, names=list(state.names)), save_path=save)
    first.emit(state.start())
    first.run()
    before = save.read_text()
    voice = flite_voice("slt")
    wavs = []
    for i, said in enumerate(["the football game was great", "my sister is coming over tomorrow",
                              "would you like some more tea"]):
        x = synthesize_array(said, voice)
        x = np.concatenate([np.zeros(6400, np.float32), x, np.zeros(9600, np.float32)])
        x = x + np.random.default_rng(i).normal(0, 3e-4, x.size).astype(np.float32)
        wavs.append(tmp_path / f"{i}.wav")
        sf.write(wavs[-1], x, 16000, subtype="PCM_16")
    recognizer = grammar_recognizer("whisper")[0]
    settings = GameSettings(bots=2, seed=5)
    speaker = RecorderSpeaker()
    session = Session(new_state(settings), settings.kinds(), speaker=speaker,
                      inputs=SpeechInput.from_wavs(wavs, recognizer, None), settings=settings, save_path=save)
    session.run(load_autosave(save))
    assert speaker.lines == [text("saved-game-ask")]
    assert not session.state.started
    assert save.read_text() == before and not save.with_suffix(".previous.json").exists()
