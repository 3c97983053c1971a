"""Offline test/demo utterance synthesis (flite, espeak-ng, pyttsx3).

Used by the tests and by ``voice-ono bench asr`` to make spoken commands
without a microphone. Every synthesiser is run as a subprocess (flite,
espeak-ng) or through pyttsx3 as a last resort. Output is 16 kHz mono PCM16
WAV with a faint noise floor and about 0.5 s of padding each side: DESIGN.md
measured that exact digital silence decodes badly (55% vs 95% right), and every
real microphone has a noise floor anyway.

Noise is mixed at a stated SNR (dB, signal power over noise power computed
over the voiced part). ``"white"`` is Gaussian noise; ``"babble"`` is a sum of
several time-shifted, reversed copies of other synthesised speech (a standard
stand-in for cafeteria chatter, cf. the NOISEX-92 babble set).
"""
from __future__ import annotations

import functools
import logging
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import numpy as np
import soundfile as sf

from voice_ono.speech.audio_convert import read_mono
from voice_ono.speech.errors import SpeechError

log = logging.getLogger(__name__)

FLITE_VOICES = ("kal", "kal16", "awb", "rms", "slt")
ESPEAK_VOICES = ("en-us", "en+m3")

NoiseKind = Literal["white", "babble"]


class SynthesisError(SpeechError):
    """A synthesiser failed or is missing: a :class:`~voice_ono.speech.errors.SpeechError` whose message ids
    (``synth-*``, ``demo-*`` in ``locales/<lang>/app.ftl``) say what happened and the fix."""


@dataclass(frozen=True)
class Voice:
    """One synthetic voice: ``engine`` is "flite", "espeak-ng" or "pyttsx3"; ``name`` its voice id."""

    engine: str
    name: str

    @property
    def label(self) -> str:
        """Short id such as ``flite:kal`` used in reports."""
        return f"{self.engine}:{self.name}"

    def __str__(self) -> str:
        return self.label


def available_voices(include_pyttsx3: bool = False) -> list[Voice]:
    """List the synthetic voices installed on this machine.

    flite voices kal, kal16, awb, rms, slt (Debian ``flite``), espeak-ng
    ``en-us`` and ``en+m3``; pyttsx3 only when ``include_pyttsx3`` is true or
    no other voice exists (it is slow and, on Linux, wraps espeak-ng anyway).
    Returns an empty list when no synthesiser is installed.
    """
    voices: list[Voice] = []
    if shutil.which("flite"):
        try:
            out = subprocess.run(["flite", "-lv"], capture_output=True, text=True, timeout=10).stdout
            have = set(out.replace("Voices available:", "").split())
        except (OSError, subprocess.SubprocessError):
            have = set()
        voices += [Voice("flite", v) for v in FLITE_VOICES if v in have]
    if shutil.which("espeak-ng"):
        voices += [Voice("espeak-ng", v) for v in ESPEAK_VOICES]
    if include_pyttsx3 or not voices:
        try:
            import pyttsx3  # noqa: F401

            voices.append(Voice("pyttsx3", "default"))
        except Exception:  # pyttsx3 raises assorted errors when its driver is missing
            pass
    return voices


def _raw_tts(text: str, voice: Voice, wav_path: Path) -> None:
    """Write ``text`` spoken by ``voice`` to ``wav_path`` at the synthesiser's own rate.

    :raises SynthesisError: the synthesiser is missing or failed.
    """
    if voice.engine == "flite":
        cmd = ["flite", "-voice", voice.name, "-t", text, "-o", str(wav_path)]
    elif voice.engine == "espeak-ng":
        cmd = ["espeak-ng", "-v", voice.name, "-w", str(wav_path), text]
    elif voice.engine == "pyttsx3":
        # The same in-process eSpeak as the speaker's fallback, under its lock: pyttsx3
        # 2.99's save_to_file writes short lines as empty WAVs (see LibEspeakSynth).
        from voice_ono.speech.tts.playback import LibEspeakSynth

        try:
            samples, rate = LibEspeakSynth("gmw/en-us", rate=160).synthesize(text)
        except Exception as exc:
            raise SynthesisError("synth-failed", "synth-espeak-fix", detail=str(exc), voice=voice.label) from exc
        if not samples.size:
            raise SynthesisError("synth-no-audio", "synth-espeak-fix", voice=voice.label)
        sf.write(str(wav_path), samples, rate, subtype="PCM_16")
        return
    else:
        raise SynthesisError("synth-unknown", "synth-choose", engine=voice.engine)
    if shutil.which(cmd[0]) is None:
        raise SynthesisError("synth-missing", "synth-install", program=cmd[0])
    try:
        subprocess.run(cmd, check=True, capture_output=True, timeout=60)
    except (OSError, subprocess.SubprocessError) as exc:
        raise SynthesisError("synth-failed", detail=f"{text!r}: {exc}", voice=voice.label) from exc


def synthesize_array(text: str, voice: Voice, sample_rate: int = 16000) -> np.ndarray:
    """Speak ``text`` with ``voice``; return float32 mono samples in [-1, 1] at ``sample_rate`` Hz, unpadded.

    :raises SynthesisError: the synthesiser is missing or failed.
    """
    with tempfile.TemporaryDirectory(prefix="voice-ono-tts-") as tmp:
        raw = Path(tmp) / "raw.wav"
        _raw_tts(text, voice, raw)
        try:
            mono, _ = read_mono(raw, sample_rate, "float32")
        except (RuntimeError, sf.LibsndfileError) as exc:
            raise SynthesisError("synth-unreadable", detail=repr(text), voice=voice.label) from exc
    return np.asarray(mono, dtype=np.float32)


@functools.lru_cache(maxsize=4)
def _babble_talkers(sample_rate: int) -> tuple[np.ndarray, ...]:
    """The reversed, unit-RMS babble talkers (synthesised once per process and rate; empty if no synthesiser)."""
    sentences = ["the quick brown fox jumps over the lazy dog", "she sells sea shells by the sea shore",
                 "we will meet at the station at noon", "how much wood would a woodchuck chuck",
                 "please pass the salt and the pepper", "it rained all day in the city yesterday"]
    voices = available_voices()
    talkers: list[np.ndarray] = []
    for i, s in enumerate(sentences):
        if not voices:
            break
        try:
            talkers.append(synthesize_array(s, voices[i % len(voices)], sample_rate)[::-1])
        except SynthesisError:
            continue
    return tuple((t / (np.sqrt(np.mean(t**2)) + 1e-9)).astype(np.float32) for t in talkers)


def _babble(n: int, rng: np.random.Generator, sample_rate: int) -> np.ndarray:
    """Babble noise of ``n`` samples: several shifted, reversed talkers summed (reversal keeps it speech-like but unintelligible)."""
    talkers = _babble_talkers(sample_rate)
    if not talkers:
        log.warning("no synthesiser for babble noise; using white noise")
        return rng.standard_normal(n).astype(np.float32)
    out = np.zeros(n, dtype=np.float32)
    for t in talkers:
        reps = np.tile(t, n // len(t) + 2)
        start = int(rng.integers(0, len(t)))
        out += reps[start:start + n]
    return out


def make_noise(n: int, kind: NoiseKind = "white", seed: int = 0, sample_rate: int = 16000) -> np.ndarray:
    """Return ``n`` float32 noise samples with unit RMS (``kind`` "white" or "babble")."""
    rng = np.random.default_rng(seed)
    if kind == "white":
        noise = rng.standard_normal(n).astype(np.float32)
    elif kind == "babble":
        noise = _babble(n, rng, sample_rate)
    else:
        raise ValueError(f"noise must be 'white' or 'babble', not {kind!r}")
    return np.asarray(noise / (np.sqrt(np.mean(noise**2)) + 1e-12))


def mix_at_snr(speech: np.ndarray, noise: np.ndarray, snr_db: float, ref_power: float | None = None) -> np.ndarray:
    """Add ``noise`` (same length) to ``speech`` scaled so that speech power / noise power = ``snr_db`` dB.

    ``ref_power`` is the speech power to use (default: mean square of the
    samples louder than 1% of the peak, i.e. the voiced part).
    """
    if ref_power is None:
        voiced = speech[np.abs(speech) > 0.01 * (np.max(np.abs(speech)) + 1e-12)]
        ref_power = float(np.mean(voiced**2)) if voiced.size else 0.0
    noise_power = float(np.mean(noise**2)) + 1e-20
    scale = np.sqrt(ref_power / (noise_power * 10 ** (snr_db / 10)))
    return np.asarray(speech + noise * scale)


def synthesize(
    text: str,
    voice: Voice,
    path: str | Path,
    sample_rate: int = 16000,
    noise_floor_db: float = 40.0,
    snr_db: float | None = None,
    noise: NoiseKind = "white",
    seed: int = 0,
    pad_s: float = 0.5,
) -> Path:
    """Synthesise ``text`` into a PCM16 mono WAV at ``sample_rate`` Hz and return its path.

    The speech is padded with ``pad_s`` seconds each side, a white noise floor
    ``noise_floor_db`` dB below the speech is added everywhere (so no exact
    digital silence), and when ``snr_db`` is given ``noise`` is also mixed at
    that SNR. Peak is limited to 0.95 full scale. ``seed`` makes noise repeatable.

    :raises SynthesisError: the synthesiser is missing or failed.
    """
    speech = synthesize_array(text, voice, sample_rate)
    pad = np.zeros(int(pad_s * sample_rate), dtype=np.float32)
    return write_utterances([speech], path, sample_rate, noise_floor_db=noise_floor_db, snr_db=snr_db,
                            noise=noise, seed=seed, gap=pad)


def write_utterances(speeches: list[np.ndarray], path: str | Path, sample_rate: int = 16000, **mix: object) -> Path:
    """Join float32 utterances with a gap (default 0.8 s) before, between and after; add noise; write PCM16 WAV.

    ``mix`` takes the keyword options of :func:`mix_utterances` (``noise_floor_db``, ``snr_db``,
    ``noise``, ``seed``, ``gap``). Shared by :func:`synthesize` and tests that build a long
    multi-command WAV.
    """
    out = mix_utterances(speeches, sample_rate, **mix)  # type: ignore[arg-type]
    path = Path(path)
    sf.write(str(path), out, sample_rate, subtype="PCM_16")
    return path


def mix_utterances(
    speeches: list[np.ndarray],
    sample_rate: int = 16000,
    noise_floor_db: float = 40.0,
    snr_db: float | None = None,
    noise: NoiseKind = "white",
    seed: int = 0,
    gap: np.ndarray | None = None,
) -> np.ndarray:
    """Join float32 utterances with ``gap`` (default 0.8 s) before, between and after; return float32 samples.

    A white noise floor ``noise_floor_db`` dB below the speech is added everywhere, then ``noise`` at
    ``snr_db`` dB SNR when given; the peak is limited to 0.95 full scale; ``seed`` makes noise repeatable.
    """
    if gap is None:
        gap = np.zeros(int(0.8 * sample_rate), dtype=np.float32)
    parts: list[np.ndarray] = [gap]
    for s in speeches:
        parts += [s, gap]
    signal = np.concatenate(parts).astype(np.float32)
    peak = float(np.max(np.abs(signal))) or 1.0
    signal = signal * (0.5 / peak)
    voiced = signal[np.abs(signal) > 0.005]
    ref = float(np.mean(voiced**2)) if voiced.size else 1e-4
    out = mix_at_snr(signal, make_noise(len(signal), "white", seed + 1000), noise_floor_db, ref)
    if snr_db is not None:
        out = mix_at_snr(out, make_noise(len(signal), noise, seed, sample_rate), snr_db, ref)
    peak = float(np.max(np.abs(out)))
    if peak > 0.95:
        out = out * (0.95 / peak)
    return out.astype(np.float32)
