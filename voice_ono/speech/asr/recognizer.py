"""The speech recogniser protocol, its result type, and backend selection.

A :class:`Recognizer` decodes one utterance at a time under a fixed command
grammar: feed it PCM16 mono bytes at its ``sample_rate`` (Hz) with
:meth:`Recognizer.accept_audio` (which may return a partial result), then call
:meth:`Recognizer.end_utterance` at the endpoint to get the final result.
Utterance segmentation (endpointing) is done outside, in
:mod:`voice_ono.speech.asr.endpoint`, identically for microphone and WAV input.

Backends: :mod:`voice_ono.speech.asr.vosk_backend` (Kaldi via vosk, primary when a
model is installed) and :mod:`voice_ono.speech.asr.sphinx` (pocketsphinx 5 with its
bundled en-US model, the embedded default). This module imports neither
eagerly, so it loads even where one engine is not installed.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Mapping, Protocol, Sequence, TypedDict, Unpack, cast, runtime_checkable

from .acceptance import Decision, Evidence, GameContext, Thresholds, Verdict, decide
from ..errors import GrammarWordsError, RecognizerError

__all__ = [
    "RecognitionResult",
    "Recognizer",
    "ResultFields",
    "RecognizerError",
    "GrammarWordsError",
]

log = logging.getLogger(__name__)



class ResultFields(TypedDict, total=False):
    """The fields of a :class:`RecognitionResult` that :meth:`~RecognitionResult.final_result` and
    :meth:`~RecognitionResult.from_evidence` take as keywords (those they do not set themselves)."""

    alternatives: tuple[str, ...]
    start_s: float | None
    end_s: float | None
    engine: str
    latency_s: float | None
    measures: Mapping[str, float] | None
    audio: bytes | None
    level: str


@dataclass(frozen=True)
class RecognitionResult:
    """One partial or final recognition result.

    Attributes:
        text: the command phrase to act on or confirm (lowercase,
            space-separated words, exactly one of the grammar's phrases) or
            ``""`` when the result was rejected. Partial results carry the
            decoder's current hypothesis.
        is_final: ``True`` for the result at an utterance endpoint.
        alternatives: other candidate phrases, best first (may be empty).
        confidence: the engine's confidence as defined by
            :mod:`voice_ono.speech.asr.acceptance` (sphinx: phone-loop
            log-likelihood ratio per frame, <= about 0; vosk: smallest word
            posterior, 0..1), ``None`` if unknown.
        start_s, end_s: speech start/end of the recognised words in seconds,
            relative to the start of the audio stream when delivered by
            :func:`voice_ono.speech.asr.endpoint.listen` (relative to the utterance
            start when read straight from a recogniser).
        engine: ``"whisper"``, ``"sphinx"`` or ``"vosk"``.
        raw_text: what the decoder produced before the grammar/confidence
            check (may be a partial phrase such as ``"play minus"``).
        reason: why a final result was rejected (``None`` if accepted).
        latency_s: wall-clock seconds from the endpoint decision to this
            final result being available (set by ``listen``).
        decision: for finals, the acceptance policy's ``"accept"``,
            ``"confirm"`` or ``"reject"`` (without game context); ``""`` for
            partial results.
        evidence: what the recogniser measured (for deciding again with the
            game as context, :meth:`decide`), or ``None``.
        measures: alternative confidence measures by name (for the
            benchmark's trade-off curve), e.g. ``{"acoustic": -4.2}``.
        thresholds: the operating points the result was decided with (a
            speaker profile's), used again by :meth:`decide`; ``None``: the
            policy's defaults.
        audio: the utterance's PCM16 mono audio at the recogniser's rate
            (set by ``listen``; enrollment keeps it as a take), or ``None``.
        level: the input level the recogniser measured (``"ok"``, ``"quiet"``, ``"clipped"``;
            :class:`voice_ono.speech.asr.whisper.Level`), ``""`` when not measured.
    """

    text: str
    is_final: bool
    alternatives: tuple[str, ...] = ()
    confidence: float | None = None
    start_s: float | None = None
    end_s: float | None = None
    engine: str = ""
    raw_text: str = ""
    reason: str | None = None
    latency_s: float | None = None
    decision: str = ""
    evidence: Evidence | None = field(default=None, compare=False)
    measures: Mapping[str, float] | None = field(default=None, compare=False, hash=False)
    thresholds: Mapping[str, Thresholds] | None = field(default=None, compare=False, hash=False, repr=False)
    audio: bytes | None = field(default=None, compare=False, hash=False, repr=False)
    level: str = ""

    @classmethod
    def final_result(cls, raw: str, reason: str | None, **fields: Unpack[ResultFields]) -> "RecognitionResult":
        """A final result; ``text`` is ``raw`` when accepted (``reason`` is None), else ``""``."""
        return cls(text=raw if reason is None else "", is_final=True, raw_text=raw, reason=reason,
                   decision="accept" if reason is None else "reject", **fields)

    @classmethod
    def from_evidence(cls, raw: str, evidence: Evidence, thresholds: Mapping[str, Thresholds] | None = None,
                      **fields: Unpack[ResultFields]) -> "RecognitionResult":
        """A final result decided by the acceptance policy (no game context) from ``evidence``
        (with ``thresholds``, e.g. a speaker profile's; ``None``: the defaults)."""
        verdict = decide(evidence, None, thresholds)
        return cls(text=verdict.phrase, is_final=True, raw_text=raw, reason=verdict.reason,
                   decision=verdict.decision, evidence=evidence, confidence=evidence.confidence,
                   thresholds=thresholds, **fields)

    def decide(self, context: GameContext | None) -> Verdict:
        """The policy's verdict on this final result with the game as context
        (:func:`voice_ono.speech.asr.acceptance.decide`); results without evidence keep their decision."""
        if self.evidence is not None:
            return decide(self.evidence, context, self.thresholds)
        decision = self.decision or ("accept" if self.text else "reject")
        return Verdict(cast(Decision, decision), self.text, self.confidence, self.reason)

    @property
    def accepted(self) -> bool:
        """True for a final result that holds a command phrase to act on or to confirm."""
        return self.is_final and bool(self.text)

    @property
    def sure(self) -> bool:
        """True when the policy accepted the result outright (no confirmation needed)."""
        return self.accepted and self.decision == "accept"


@runtime_checkable
class Recognizer(Protocol):
    """A grammar-constrained streaming recogniser of one utterance at a time.

    Attributes:
        engine: ``"whisper"``, ``"sphinx"`` or ``"vosk"``.
        sample_rate: the rate (Hz) of the PCM16 mono audio it expects.
        missing_words: grammar words the engine's dictionary lacks (phrases
            using them can never be recognised).
    """

    engine: str
    sample_rate: int
    missing_words: tuple[str, ...]

    def accept_audio(self, pcm: bytes) -> RecognitionResult | None:
        """Feed PCM16 mono bytes at ``sample_rate`` Hz; return a partial result or ``None``."""
        ...

    def end_utterance(self) -> RecognitionResult:
        """Finish the utterance and return its final result; ready for the next one."""
        ...

    def reset(self) -> None:
        """Discard the current utterance (e.g. the program started speaking)."""
        ...


def grammar_words(phrases: Sequence[str]) -> set[str]:
    """Every distinct word in ``phrases`` (phrases are lowercase, space-separated)."""
    return {w for p in phrases for w in p.split()}


def normalise_phrases(phrases: Sequence[str]) -> list[str]:
    """Lowercase, collapse whitespace, drop empties and duplicates (order kept)."""
    seen: dict[str, None] = {}
    for p in phrases:
        q = " ".join(p.lower().split())
        if q:
            seen.setdefault(q, None)
    return list(seen)
