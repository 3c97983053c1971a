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
    ) -> None:
        try:
            from pocketsphinx import Decoder
        except ImportError as exc:
            raise RecognizerError("pocketsphinx is not installed.", "Run `pip install pocketsphinx`.") from exc
        self.sample_rate = int(sample_rate)
        self.min_confidence = min_confidence
        self.n_alternatives = alternatives
        self.phrases = normalise_phrases(phrases)
        self._phrase_set = set(self.phrases)
        self._decoder = Decoder(lm=None, loglevel="ERROR")
        for word, phones in (pronunciations or {}).items():
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
        alts = self._alternatives(raw) if raw else ()
        reason: str | None = None
        if not raw:
            reason = "no speech decoded"
        elif raw not in self._phrase_set:
            reason = f"incomplete phrase {raw!r}"
        elif self.min_confidence is not None and (conf is None or conf < self.min_confidence):
            reason = f"low acoustic confidence {conf:.2f} < {self.min_confidence}"
        return RecognitionResult(
            text=raw if reason is None else "",
            is_final=True,
            alternatives=alts,
            confidence=conf,
            start_s=start_s,
            end_s=end_s,
            engine=self.engine,
            raw_text=raw,
            reason=reason,
        )

    def _alternatives(self, best: str) -> tuple[str, ...]:
        """Up to ``n_alternatives`` other complete phrases from the n-best list, best first."""
        if self.n_alternatives <= 0:
            return ()
        out: list[str] = []
        try:
            for i, h in enumerate(self._decoder.nbest()):
                if i >= 20 or len(out) >= self.n_alternatives:
                    break
                text = " ".join(_base_word(w) for w in h.hypstr.split())
                if text != best and text in self._phrase_set and text not in out:
                    out.append(text)
        except (RuntimeError, ValueError, AttributeError) as exc:  # n-best needs a lattice; not always present
            log.debug("pocketsphinx n-best unavailable: %s", exc)
        return tuple(out)
