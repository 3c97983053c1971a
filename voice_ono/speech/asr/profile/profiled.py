"""A profile in use: :class:`ProfiledRecognizer` decides with the profile's templates and calibration."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Callable, Iterable, Mapping, Sequence

from ..recognizer import RecognitionResult, Recognizer
from .data import Profile


def phrase_meanings(phrases: Sequence[str], to_command: Callable[[str], Mapping[str, object] | None]) -> dict[str, str]:
    """``{phrase: meaning}``: the parsed command as sorted JSON (phrases that parse to nothing mean themselves);
    phrases of one meaning ("read my hand", "read my cards") agree with each other."""
    out = {}
    for p in phrases:
        cmd = to_command(p)
        out[p] = json.dumps(cmd, sort_keys=True) if cmd else p
    return out


class ProfiledRecognizer:
    """A recogniser whose final results are decided with a speaker profile (implements
    :class:`~voice_ono.speech.asr.recognizer.Recognizer`).

    Each utterance is decoded by ``base`` as usual; at the endpoint the
    utterance is matched against the profile's templates and the result is
    decided again by the acceptance policy with the template match and the
    profile's thresholds.

    The base's optional hooks (``set_context``, ``set_hand``, ``speculate``, ``discard_speculation``, which the
    session and the endpointer look up with ``getattr``) are forwarded to it when it has them.

    :param base: the recogniser (already made with the profile's MLLR transform, if any).
    :param profile: the profile (:meth:`Profile.check_for` is called).
    :param meanings: ``{phrase: meaning}`` (e.g. the parsed command as JSON) for the grammar's phrases;
        phrases of one meaning agree.
    :param phrase_keys: ``{phrase: "2|play2"}``: the cards a phrase plays (the grammar's ``card_keys``).
    :param adapted: ``base`` decodes with the profile's MLLR transform (default: its ``mllr`` is the profile's); the
        evidence is then marked ``measures["mllr"]`` (the policy then lets only the templates accept).
    :raises ProfileMismatch: the profile was made for another engine or model.
    """

    def __init__(self, base: Recognizer, profile: Profile, meanings: Mapping[str, str],
                 phrase_keys: Mapping[str, str] | None = None, adapted: bool | None = None) -> None:
        profile.check_for(base)
        self.base = base
        self.profile = profile
        self.engine = base.engine
        self.sample_rate = base.sample_rate
        self.missing_words = base.missing_words
        self.meanings = dict(meanings)
        self.phrase_keys = dict(phrase_keys or {})
        self._table = profile.table()
        self._pcm: list[bytes] = []
        if adapted is None:  # the profile's own transform (not the shipped population one)
            adapted = profile.mllr is not None and getattr(base, "mllr", None) == profile.mllr
        self.adapted = adapted

    def accept_audio(self, pcm: bytes) -> RecognitionResult | None:
        self._pcm.append(pcm)
        return self.base.accept_audio(pcm)

    def set_context(self, answer: bool) -> None:
        self._forward("set_context", answer)

    def set_hand(self, cards: Iterable[str] | None) -> None:
        self._forward("set_hand", cards)

    def speculate(self) -> None:
        self._forward("speculate")

    def discard_speculation(self) -> None:
        self._forward("discard_speculation")

    def _forward(self, hook: str, *args: object) -> None:
        """Call the base's optional ``hook`` with ``args`` if it has one."""
        method = getattr(self.base, hook, None)
        if method is not None:
            method(*args)

    def reset(self) -> None:
        self._pcm.clear()
        self.base.reset()

    def end_utterance(self) -> RecognitionResult:
        result = self.base.end_utterance()
        pcm, self._pcm = b"".join(self._pcm), []
        return self.apply(result, pcm)

    def apply(self, result: RecognitionResult, pcm: bytes) -> RecognitionResult:
        """``result`` decided again with the profile (templates matched on ``pcm``, PCM16 at ``sample_rate``)."""
        ev = result.evidence
        if ev is None:
            return result
        tm = None
        if self.profile.templates is not None and pcm:
            tm = self.profile.templates.match(pcm, self.sample_rate, self.meanings, heard=ev.phrase or None)
        if tm is not None:
            meaning = self.meanings.get(tm.phrase, tm.phrase)
            agrees = bool(ev.phrase) and self.meanings.get(ev.phrase, ev.phrase) == meaning
            key = self.phrase_keys.get(tm.phrase, "")
            tm = replace(tm, cards=tuple(k for k in key.split("|") if k), agrees=agrees)
        ev = replace(ev, template=tm, measures={**ev.measures, "mllr": 1.0} if self.adapted else ev.measures)
        return RecognitionResult.from_evidence(
            result.raw_text, ev, self._table, alternatives=result.alternatives, start_s=result.start_s,
            end_s=result.end_s, engine=result.engine, measures=result.measures, latency_s=result.latency_s,
            audio=result.audio, level=result.level)
