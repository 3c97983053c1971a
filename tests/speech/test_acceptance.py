"""The acceptance policy (voice_ono.speech.asr.acceptance): accept, confirm or reject, with the hand as context."""
from __future__ import annotations

import pytest

from voice_ono.speech.asr.acceptance import THRESHOLDS, Evidence, GameContext, Thresholds, decide

TH = {"test": Thresholds(accept=-1.0, confirm=-2.0, held_bonus=0.5, rival_margin=0.2)}


def ev(conf, phrase="play seven", cards=("7",), gap=None, **kw) -> Evidence:
    return Evidence(phrase, conf, "test", cards=cards, rival_gap=gap, **kw)


def test_three_decisions_by_confidence():
    assert decide(ev(-0.5), thresholds=TH).decision == "accept"
    assert decide(ev(-1.0), thresholds=TH).decision == "accept"  # at the threshold
    v = decide(ev(-1.5), thresholds=TH)
    assert v.decision == "confirm" and v.phrase == "play seven" and "unsure" in v.reason
    v = decide(ev(-2.5), thresholds=TH)
    assert v.decision == "reject" and v.phrase == "" and "low confidence" in v.reason


def test_no_phrase_or_no_confidence_is_rejected():
    v = decide(Evidence("", -0.1, "test", why_none="incomplete phrase 'play'"), thresholds=TH)
    assert v.decision == "reject" and v.reason == "incomplete phrase 'play'"
    assert decide(ev(None), thresholds=TH).decision == "reject"


def test_held_card_is_asked_about_with_less_confidence_and_never_accepted_on_the_bonus():
    hand = GameContext.from_hand(["7", "3"])
    assert decide(ev(-2.3), thresholds=TH).decision == "reject"
    assert decide(ev(-2.3), hand, thresholds=TH).decision == "confirm"  # the held-card bonus lowers confirm
    assert decide(ev(-2.6), hand, thresholds=TH).decision == "reject"
    assert decide(ev(-1.3), hand, thresholds=TH).decision == "confirm"  # not accept: the bonus never plays a card
    assert decide(ev(-0.9), hand, thresholds=TH).decision == "accept"


def test_card_not_in_hand_is_confirmed_never_accepted_nor_changed():
    hand = GameContext.from_hand(["3", "reverse"])
    v = decide(ev(0.0), hand, thresholds=TH)
    assert v.decision == "confirm" and v.phrase == "play seven"
    assert decide(ev(-1.5), hand, thresholds=TH).phrase == "play seven"


def test_ambiguous_two_is_held_if_either_reading_is():
    hand = GameContext.from_hand(["play2"])
    assert decide(ev(-0.5, "two", cards=("2", "play2")), hand, thresholds=TH).decision == "accept"


def test_non_play_commands_ignore_the_hand():
    hand = GameContext.from_hand(["3"])
    assert decide(ev(-0.5, "read my hand", cards=()), hand, thresholds=TH).decision == "accept"


def test_close_rival_of_another_card_is_confirmed():
    assert decide(ev(-0.5, gap=0.1), thresholds=TH).decision == "confirm"
    assert decide(ev(-0.5, gap=0.3), thresholds=TH).decision == "accept"
    assert decide(ev(-0.5, "yes", cards=(), gap=0.0), thresholds=TH).decision == "accept"  # only card plays


def test_alternative_measure_can_be_the_confidence():
    th = {"test": Thresholds(accept=0.9, confirm=0.5, measure="word_conf_min")}
    e = ev(-9.0, measures={"word_conf_min": 0.95})
    assert decide(e, thresholds=th).decision == "accept"
    assert decide(ev(-9.0), thresholds=th).decision == "reject"  # measure missing


def test_thresholds_are_ordered():
    with pytest.raises(ValueError):
        Thresholds(accept=-2.0, confirm=-1.0)


def test_every_engine_has_an_operating_point():
    assert set(THRESHOLDS) >= {"sphinx", "vosk"}
    with pytest.raises(KeyError):
        decide(Evidence("yes", 1.0, "nonesuch"))


def test_hand_context_normalises_names():
    assert GameContext.from_hand([" Reverse", "7"]).hand == frozenset({"reverse", "7"})
    assert GameContext.from_hand(None).hand is None


def test_multilingual_whisper_decides_on_the_n_best_posterior_not_the_mean_per_token():
    """Issue 21: Devanagari's many nearly certain byte tokens make a wrong Hindi phrase's mean log-likelihood
    per token as high as a right one's; the whisper-base policy decides on the phrase's n-best posterior."""
    def base(log_posterior: float, mean: float) -> Evidence:
        return Evidence("सात खेलो", mean, "whisper-base", cards=("7",),
                        measures={"log_posterior": log_posterior, "mean": mean})

    assert THRESHOLDS["whisper-base"].measure == "log_posterior"
    assert decide(base(-0.8, -1.2)).decision == "reject"  # a high mean, but another meaning took most of the n-best
    assert decide(base(-0.05, -4.0)).decision == "accept"  # a low mean, but nothing else was near
    assert decide(base(-0.3, -2.0)).decision == "confirm"
    held = GameContext.from_hand(["7"])
    assert decide(base(-0.45, -2.0), held).decision == "confirm"  # the card in the hand: the game as context
    assert decide(base(-0.45, -2.0)).decision == "reject"
