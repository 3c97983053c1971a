"""pocketsphinx 5 backend: bundled en-US acoustic model + CMUdict, JSGF command grammar.

Library: pocketsphinx 5 (CMU Sphinx, Huggins-Daines et al. 2006,
"PocketSphinx: a free, real-time continuous speech recognition system for
hand-held devices"). The wheel ships an en-US semi-continuous model, so this
backend works offline with no download.

Rejecting non-command speech (DESIGN.md, measured): under a grammar the
decoder always finds *some* phrase, and ``hyp().prob`` is useless. The
confidence used here is the mean per-frame natural-log acoustic score of the
words on the best path::

    confidence = sum(ln(seg.ascore) for words) / sum(frames of words)

(silences and fillers excluded). Results below ``min_confidence`` (default
-4.0, measured on synthetic voices) are rejected. ``hyp()`` can also return a
partial phrase (e.g. "play minus") when no path completes the grammar, so only
complete grammar phrases are accepted.

Two further safeguards (measured in docs/benchmarks.md): feature extraction
is re-initialised before every utterance (``fresh_features``), so noise and
cepstral-mean estimates do not carry over; and a result whose n-best list holds
a close rival with a different meaning (``phrase_keys``, e.g. another card) is
rejected (``nbest_margin``), because playing a card the player did not say is
far worse than asking them to say it again.
"""
from __future__ import annotations

import logging
import math
import re
from typing import Mapping, Sequence

from .errors import GrammarWordsError, RecognizerError
from .recognizer import RecognitionResult, grammar_words, normalise_phrases

log = logging.getLogger(__name__)

DEFAULT_MIN_CONFIDENCE = -4.0
DEFAULT_NBEST_MARGIN = 0.03
_NBEST_DEPTH = 10
MODEL_SAMPLE_RATE = 16000
_SEARCH = "voice_ono_commands"
_MIN_LN = math.log(5e-324)  # ln of the smallest double: an underflowed ascore of 0.0


def _is_filler(word: str) -> bool:
    return word in ("<s>", "</s>", "<sil>") or word.startswith("[") or word.startswith("++")


def _base_word(word: str) -> str:
    """CMUdict alternates appear as ``word(2)``; strip the suffix."""
    return re.sub(r"\(\d+\)$", "", word)


class SphinxRecognizer:
    """Grammar-constrained pocketsphinx recogniser (implements :class:`~voice_ono.speech.recognizer.Recognizer`).

    :param phrases: every complete command phrase (lowercase words).
    :param jsgf: JSGF grammar text with a public rule (``<command>``).
    :param sample_rate: rate (Hz) of the PCM16 mono audio to be fed; other
        than 16000 it is resampled with soxr.
    :param min_confidence: reject finals whose mean per-frame ln acoustic
        score is below this (``None`` disables the check).
    :param pronunciations: extra ``{word: "ARPABET PHONES"}`` for words
        missing from CMUdict.
    :param alternatives: how many n-best phrases to report (0 = none).
    :param streaming: decode while audio arrives (gives partial results) with
        live cepstral mean normalisation. Default False: buffer the utterance
        and decode it at the endpoint with whole-utterance CMN (``full_utt``),
        which measured far better in noise (10 dB SNR) and costs ~30 ms.
    :param decoder_options: extra pocketsphinx ``Config`` options (e.g.
        ``{"beam": 1e-60}``), passed to ``Decoder``.
    :param fresh_features: re-initialise feature extraction
        (``Decoder.reinit_feat()``, ~0.1 ms) before every utterance, so the
        noise-removal and cepstral-mean estimates of earlier utterances do
        not carry over and the same audio always decodes the same way.
        pocketsphinx keeps those estimates across utterances otherwise
        (N. Shmyrev, cmusphinx/pocketsphinx issue #60: "noise cancellation
        params or cmn ... are reused if you don't reinit").
    :param phrase_keys: ``{phrase: key}``; phrases with different keys mean
        different actions (e.g. the card a play phrase plays). Phrases absent
        from the mapping are never checked themselves, but count as rivals
        (key ``""``) of keyed ones.
    :param nbest_margin: n-best agreement check: reject a keyed result when
        one of the top 10 n-best hypotheses is a complete phrase with a
        different key and a path score (``Decoder.nbest()`` ``score``, larger
        is better) within this margin of the best. ``None`` disables it.
        Measured on the real grammar (docs/benchmarks.md): 0.03 halved
        wrong-card plays at a cost of about 3% of correct commands.
    :raises GrammarWordsError: grammar words are missing from the dictionary
        (``missing_words`` lists them). Regular plurals of dictionary words
        ("onos") are pronounced by rule instead (listed in ``guessed_words``).
    :raises RecognizerError: pocketsphinx is not installed or the JSGF does
        not parse.
    """

    engine = "sphinx"

    def __init__(
        self,
        phrases: Sequence[str],
        jsgf: str,
        sample_rate: int = 16000,
        min_confidence: float | None = DEFAULT_MIN_CONFIDENCE,
        pronunciations: Mapping[str, str] | None = None,
        alternatives: int = 3,
        streaming: bool = False,
        decoder_options: Mapping[str, object] | None = None,
        fresh_features: bool = True,
        phrase_keys: Mapping[str, str] | None = None,
        nbest_margin: float | None = DEFAULT_NBEST_MARGIN,
    ) -> None:
        try:
            from pocketsphinx import Decoder
        except ImportError as exc:
            raise RecognizerError("pocketsphinx is not installed.", "Run `pip install pocketsphinx`.") from exc
        self.sample_rate = int(sample_rate)
        self.min_confidence = min_confidence
        self.n_alternatives = alternatives
        self.phrase_keys = dict(phrase_keys or {})
        self.nbest_margin = nbest_margin
        self.phrases = normalise_phrases(phrases)
        self._phrase_set = set(self.phrases)
        self._decoder = Decoder(lm=None, loglevel="FATAL", **dict(decoder_options or {}))
        for word, phones in (pronunciations or {}).items():
            if self._decoder.lookup_word(word) is None:  # add_word refuses words CMUdict already has
                self._decoder.add_word(word, phones, update=False)
        missing = tuple(sorted(w for w in grammar_words(self.phrases) if self._decoder.lookup_word(w) is None))
        self.guessed_words: dict[str, str] = {}
        for word in missing:
            phones = self._guess_plural(word)
            if phones is not None:
                self._decoder.add_word(word, phones, update=False)
                self.guessed_words[word] = phones
        if self.guessed_words:
            log.warning("pocketsphinx: guessed plural pronunciations for %s", self.guessed_words)
        missing = tuple(w for w in missing if w not in self.guessed_words)
        self.missing_words = missing
        if missing:
            raise GrammarWordsError(
                f"pocketsphinx's dictionary lacks grammar words: {', '.join(missing)}.",
                "Add pronunciations (ARPABET) for them or change the grammar.",
                missing,
            )
        try:
            self._decoder.add_jsgf_string(_SEARCH, jsgf)
            self._decoder.activate_search(_SEARCH)
        except (ValueError, RuntimeError, KeyError) as exc:
            raise RecognizerError(f"pocketsphinx could not load the JSGF grammar: {exc}.",
                                  "Check the grammar file (public rule <command>).") from exc
        self._frate = int(self._decoder.config["frate"])
        self._resampler = None
        if self.sample_rate != MODEL_SAMPLE_RATE:
            import soxr

            self._resampler = soxr.ResampleStream(self.sample_rate, MODEL_SAMPLE_RATE, 1, dtype="int16")
        self._in_utt = False
        self.fresh_features = fresh_features
        self.streaming = streaming
        self._pending: list[bytes] = []

    def _guess_plural(self, word: str) -> str | None:
        """Pronounce a regular plural ``stem+s`` from the stem's CMUdict entry (English rule:
        /IH Z/ after sibilants, /S/ after other voiceless consonants, /Z/ otherwise); ``None`` if not a plural."""
        if not word.endswith("s") or len(word) < 3:
            return None
        stem = self._decoder.lookup_word(word[:-1])
        if stem is None and word.endswith("es"):
            stem = self._decoder.lookup_word(word[:-2])
        if not stem:
            return None
        last = stem.split()[-1]
        if last in ("S", "Z", "SH", "ZH", "CH", "JH"):
            return f"{stem} IH Z"
        return f"{stem} {'S' if last in ('P', 'T', 'K', 'F', 'TH') else 'Z'}"

    def _start(self) -> None:
        if not self._in_utt:
            if self.fresh_features:
                self._decoder.reinit_feat()
            self._decoder.start_utt()
            self._in_utt = True

    def _convert(self, pcm: bytes, last: bool = False) -> bytes:
        if self._resampler is None:
            return pcm
        import numpy as np

        x = np.frombuffer(pcm, dtype=np.int16)
        return self._resampler.resample_chunk(x, last=last).tobytes()

    def accept_audio(self, pcm: bytes) -> RecognitionResult | None:
        """Feed PCM16 mono bytes at ``sample_rate`` Hz; return the current partial hypothesis or ``None``."""
        if not self.streaming:
            self._pending.append(pcm)
            return None
        self._start()
        data = self._convert(pcm)
        if data:
            self._decoder.process_raw(data, no_search=False, full_utt=False)
        hyp = self._decoder.hyp()
        if hyp is None or not hyp.hypstr:
            return None
        return RecognitionResult(text=hyp.hypstr, is_final=False, engine=self.engine, raw_text=hyp.hypstr)

    def reset(self) -> None:
        """Discard the current utterance."""
        self._pending.clear()
        if self._in_utt:
            self._decoder.end_utt()
            self._in_utt = False
        if self._resampler is not None:
            self._resampler.clear()

    def end_utterance(self) -> RecognitionResult:
        """Finish the utterance; return the final result (``text`` empty when rejected, with ``reason``)."""
        self._start()
        if not self.streaming:
            pending, self._pending = b"".join(self._pending), []
            data = self._convert(pending) + self._convert(b"", last=True) if self._resampler else pending
            if data:
                self._decoder.process_raw(data, full_utt=True)
            if self._resampler is not None:
                self._resampler.clear()
        elif self._resampler is not None:
            tail = self._convert(b"", last=True)
            if tail:
                self._decoder.process_raw(tail)
            self._resampler.clear()
        self._decoder.end_utt()
        self._in_utt = False
        hyp = self._decoder.hyp()
        raw = " ".join(_base_word(w) for w in (hyp.hypstr.split() if hyp and hyp.hypstr else []))
        words = [s for s in (self._decoder.seg() or ()) if not _is_filler(s.word)]
        conf: float | None = None
        start_s = end_s = None
        if words:
            total_ln = sum(math.log(s.ascore) if s.ascore > 0 else _MIN_LN for s in words)
            frames = sum(s.end_frame - s.start_frame + 1 for s in words)
            conf = total_ln / max(frames, 1)
            start_s = words[0].start_frame / self._frate
            end_s = (words[-1].end_frame + 1) / self._frate
        nbest = self._nbest() if raw else []
        alts = tuple(t for t, _ in nbest if t != raw and t in self._phrase_set)
        alts = tuple(dict.fromkeys(alts))[: max(self.n_alternatives, 0)]
        reason: str | None = None
        if not raw:
            reason = "no speech decoded"
        elif raw not in self._phrase_set:
            reason = f"incomplete phrase {raw!r}"
        elif self.min_confidence is not None and (conf is None or conf < self.min_confidence):
            reason = f"low acoustic confidence {conf:.2f} < {self.min_confidence}"
        else:
            rival = self._close_rival(raw, nbest)
            if rival is not None:
                reason = f"n-best disagreement: {rival!r} scored close to {raw!r}"
        return RecognitionResult.final_result(
            raw, reason, alternatives=alts, confidence=conf, start_s=start_s, end_s=end_s, engine=self.engine
        )

    def _nbest(self) -> list[tuple[str, float]]:
        """Top n-best ``(phrase, score)`` pairs (at most 10), best first; [] when no lattice exists."""
        out: list[tuple[str, float]] = []
        try:
            for i, h in enumerate(self._decoder.nbest()):
                if i >= _NBEST_DEPTH:
                    break
                out.append((" ".join(_base_word(w) for w in h.hypstr.split()), float(h.score)))
        except (RuntimeError, ValueError, AttributeError) as exc:  # n-best needs a lattice; not always present
            log.debug("pocketsphinx n-best unavailable: %s", exc)
        return out

    def _close_rival(self, best: str, nbest: list[tuple[str, float]]) -> str | None:
        """A complete phrase with a different key than ``best`` scoring within ``nbest_margin`` of the top, or None."""
        key = self.phrase_keys.get(best)
        if self.nbest_margin is None or key is None or not nbest:
            return None
        top = nbest[0][1]
        for text, score in nbest[1:]:
            if text in self._phrase_set and self.phrase_keys.get(text, "") != key and top - score < self.nbest_margin:
                return text
        return None
