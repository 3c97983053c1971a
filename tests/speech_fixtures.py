"""Shared helpers for the speech tests: a small command grammar and synthesis with skip-if-missing."""
from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from voice_ono.demo.synth import Voice, available_voices, synthesize_array, write_utterances

CARDS = ["one", "two", "seven", "nine", "reverse", "hold", "minus ten"]
PHRASES = (["play " + c for c in CARDS] + CARDS
           + ["read my hand", "what's the total", "yes", "no", "help"])
JSGF = """#JSGF V1.0;
grammar test_commands;
public <command> = [play] <card> | read my hand | what's the total | yes | no | help;
<card> = one | two | seven | nine | reverse | hold | minus ten;
"""
CHATTER = ["play some music please", "what time is it", "I think I'll have a cup of tea",
           "the weather is lovely today", "can you call my mother"]


def flite_voice(name: str = "kal16") -> Voice:
    """A flite voice, or skip the test."""
    if shutil.which("flite") is None:
        pytest.skip("flite is not installed (apt install flite)")
    return Voice("flite", name)


def voices_or_skip() -> list[Voice]:
    """Every installed synthetic voice (flite/espeak-ng), or skip."""
    voices = [v for v in available_voices() if v.engine != "pyttsx3"]
    if not voices:
        pytest.skip("no synthesiser installed (apt install flite espeak-ng)")
    return voices


def multi_wav(texts: list[str], voice: Voice, path: Path, seed: int = 0, **kw: object) -> Path:
    """One WAV holding ``texts`` spoken in order, 0.8 s of noise-floor pauses between."""
    speeches: list[np.ndarray] = [synthesize_array(t, voice) for t in texts]
    return write_utterances(speeches, path, seed=seed, **kw)  # type: ignore[arg-type]
