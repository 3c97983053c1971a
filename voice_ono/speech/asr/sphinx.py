"""pocketsphinx 5 backend: bundled en-US acoustic model + CMUdict, JSGF command grammar.

Library: pocketsphinx 5 (CMU Sphinx, Huggins-Daines et al. 2006,
"PocketSphinx: a free, real-time continuous speech recognition system for
hand-held devices"). The wheel ships an en-US semi-continuous model, so this
backend works offline with no download.

Rejecting non-command speech: under a grammar the decoder always finds
*some* phrase, and ``hyp().prob`` is useless.  The evidence passed to the
acceptance policy (:mod:`voice_ono.speech.asr.acceptance`, which decides accept,
confirm or reject for every engine) is the mean per-frame natural-log
acoustic score of the command words::

    confidence = sum(ln ascore) / frames of the command words

With ``phone_loop=True`` the utterance is also decoded by an unconstrained
phone loop (pocketsphinx ``allphone`` search) and the per-frame
log-likelihood ratio against it is reported as ``measures["phone_lr"]``;
on real voices it separated commands from other words no better than the
acoustic score (docs/benchmarks.md) and costs a second decode, so it is off
in the app.  ``hyp()`` can return a partial phrase (e.g. "who" of "who is
left") when the best path stops inside a command; the best complete phrase
of the n-best list is then the result (its score lowered by the detour),
and only complete grammar phrases are ever acted on.  The app decodes with
no decoy branch (``Grammar.jsgf(garbage=False)``): on real voices the decoys
won over real commands (measured: 40% of commands right at best with
decoys, 58% without).

Feature extraction is re-initialised before every decode
(``fresh_features``), so noise and cepstral-mean estimates do not carry over.
The n-best list gives the score gap to the nearest rival with another meaning
(``phrase_keys``, e.g. another card), which the policy uses to confirm rather
than accept a close call.

Narrowband input (8 kHz, e.g. a Bluetooth headset) is upsampled to 16 kHz.
Decoding it at 8 kHz with the filterbank limited to the band (``-samprate 8000
-nfft 256 -upperf 3500``, option ``narrowband``) was measured and is far
worse with the bundled 16 kHz model (FSDD digits, 80 clips: 5% right against
41% upsampled; docs/benchmarks.md): the model's cepstra are those of its
16 kHz filterbank.
"""
from __future__ import annotations

import logging
import math
import re
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Container, Iterable, Iterator, Mapping, Sequence

from ..audio_convert import stream_resampler
from .acceptance import Evidence
from ..errors import GrammarWordsError, RecognizerError
from .recognizer import RecognitionResult, grammar_words, normalise_phrases

log = logging.getLogger(__name__)

_NBEST_DEPTH = 30
PHONE_LOOP_SCALE = 1024.0
"""pocketsphinx reports allphone segment scores 2**10 (SENSCR_SHIFT) smaller than grammar-search ones (measured:
a phone loop over a word scored ~0.1 nat against ~100 nat for the grammar path); multiply to compare."""
MODEL_SAMPLE_RATE = 16000
NARROWBAND_RATE = 8000
NARROWBAND_UPPERF = 3500.0
_SEARCH = "voice_ono_commands"
_PHONES = "voice_ono_phone_loop"
_CORE = "voice_ono_core_commands"
_ANSWERS = "voice_ono_answers"
_QUERIES = "voice_ono_queries_in_question"
DECODER_DEFAULTS: dict[str, object] = {"silprob": 0.3}
"""pocketsphinx search options the app decodes with (a ``decoder_options`` entry overrides one).  ``silprob``
0.3 (pocketsphinx's default 0.005): silence between and after the words costs less, so a short command
followed by a pause is not forced into a longer phrase.  Chosen on real voices with speakers held out
(docs/benchmarks.md, "Real voices"): ``lw`` 2 helped about as much and not on top of it; ``lw`` 10, ``wip``
0.1 or 1.0 and ``fillprob`` 0.01 measured worse."""
SHIPPED_MLLR = "shipped"
"""``SphinxRecognizer(mllr=SHIPPED_MLLR)``, the default: the transform shipped for the input's sample rate
(:func:`shipped_mllr`)."""
_MIN_LN = math.log(5e-324)  # ln of the smallest double: an underflowed ascore of 0.0


def _is_filler(word: str) -> bool:
    return word in ("<s>", "</s>", "<sil>") or word.startswith("[") or word.startswith("++")


def _base_word(word: str) -> str:
    """CMUdict alternates appear as ``word(2)``; strip the suffix."""
    return re.sub(r"\(\d+\)$", "", word)


def _ln(p: float) -> float:
    return math.log(p) if p > 0 else _MIN_LN


def shipped_mllr(sample_rate: int) -> Path | None:
    """The MLLR transform of the bundled model shipped for input at ``sample_rate`` Hz (package data
    ``voice_ono/speech/asr/data``): ``narrowband.mllr`` at 8000 Hz or below, ``wideband.mllr`` above; ``None`` if
    absent.  Both are population/channel transforms estimated on real recordings with
    ``voice-ono bench adapt --write-transforms`` (sources and licences in ``data/SOURCES.md``; figures with
    speakers held out in docs/benchmarks.md, "Acoustic adaptation")."""
    from importlib.resources import files

    name = "narrowband.mllr" if sample_rate <= NARROWBAND_RATE else "wideband.mllr"
    path = Path(str(files("voice_ono.speech.asr") / "data" / name))
    return path if path.is_file() else None


def _narrowband_featparams() -> str:
    """A copy of the bundled model's ``feat.params`` with the filterbank's upper edge inside an 8 kHz band.

    The model's own ``feat.params`` sets ``-upperf 6800``, which overrides a
    ``Decoder(upperf=...)`` argument, so a file is the only way to change it.
    """
    from pocketsphinx import get_model_path

    src = Path(get_model_path()) / "en-us" / "en-us" / "feat.params"
    lines = [ln for ln in src.read_text().splitlines() if not ln.startswith("-upperf")]
    lines.append(f"-upperf {NARROWBAND_UPPERF:g}")
    out = Path(tempfile.gettempdir()) / f"voice-ono-feat-nb-{NARROWBAND_UPPERF:g}.params"
    text = "\n".join(lines) + "\n"
    if not out.is_file() or out.read_text() != text:
        out.write_text(text)
    return str(out)


CoreRule = Callable[[RecognitionResult, RecognitionResult], RecognitionResult]
"""Chooses between the full grammar's final result and the core grammar's over the same utterance
(``SphinxRecognizer(core_rule=...)``)."""


CORE_MARGIN = -0.5
"""The shipped rule (:func:`core_margin_rule`, no ``core_phrases``): the core grammar's result is taken when the
full grammar gives no complete phrase or when the core's acoustic score is at least 0.5 ln/frame *better* than
the full grammar's (margin -0.5).  Chosen with speakers held out on the corpus, under the guard that phrases
outside the core (synthetic voices) lose at most 1 point (docs/benchmarks.md, "Always decode both grammars")."""


def prefers_core(full: Evidence | None, core: Evidence | None, margin: float, measure: str = "acoustic",
                 core_phrases: Container[str] = ()) -> bool:
    """Whether :func:`core_margin_rule` takes the core grammar's result over the full grammar's (their
    evidence; see there)."""
    def score(ev: Evidence | None) -> float | None:
        if ev is None or not ev.phrase:
            return None
        return ev.confidence if measure == "acoustic" else ev.measures.get(measure)

    c, f = score(core), score(full)
    if c is None:
        return False
    return f is None or (full is not None and full.phrase in core_phrases) or c >= f - margin


def core_margin_rule(margin: float, measure: str = "acoustic", core_phrases: Container[str] = ()) -> CoreRule:
    """The rule "take the core grammar's phrase when it scores within ``margin`` of the full grammar's".

    The core result is chosen when it is a complete phrase and the full grammar gave none, or the full
    grammar's phrase is one of ``core_phrases`` (a core command: its evidence then comes from the smaller
    grammar), or ``core >= full - margin`` on ``measure``: ``"acoustic"`` (the policy's confidence, mean ln
    acoustic score per frame of the command words) or ``"utterance_acoustic"`` (per frame of the whole
    utterance, silences included).  ``margin`` is in ln units per frame (negative: the core must score better
    by that much); ``math.inf``: the core phrase whenever it is complete; ``-math.inf`` with no
    ``core_phrases``: only when the full grammar gave no complete phrase (the old fallback).  Measured with
    speakers held out in docs/benchmarks.md ("Always decode both grammars"); shipped: :data:`CORE_MARGIN`.
    """
    def rule(full: RecognitionResult, core: RecognitionResult) -> RecognitionResult:
        return core if prefers_core(full.evidence, core.evidence, margin, measure, core_phrases) else full
    return rule


class SphinxRecognizer:
    """Grammar-constrained pocketsphinx recogniser (implements :class:`~voice_ono.speech.asr.recognizer.Recognizer`).

    Every final result carries :class:`~voice_ono.speech.asr.acceptance.Evidence`
    (phrase, phone-loop likelihood ratio, n-best rival gap) and the acceptance
    policy's decision; ``measures`` also holds ``"acoustic"`` (the mean
    per-frame ln acoustic score of the words, the old measure) and
    ``"nbest_gap"`` for the benchmark.

    :param phrases: every complete command phrase (lowercase words).
    :param jsgf: JSGF grammar text with a public rule (``<command>``).
    :param sample_rate: rate (Hz) of the PCM16 mono audio to be fed.  At
        8000 Hz or below (with ``narrowband``) audio is decoded at 8 kHz with
        band-limited features; other rates are resampled to 16 kHz with soxr.
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
    :param phrase_keys: ``{phrase: key}`` for card plays; the key names the
        card(s) the phrase can play (``"2|play2"``).  Gives the evidence's
        ``cards`` and the n-best rival gap (rivals: phrases with another key,
        unkeyed phrases count as key ``""``).
    :param narrowband: decode audio fed at 8 kHz or less at 8 kHz with the
        filterbank limited to 130-3500 Hz (default False: measured worse with
        the bundled 16 kHz model, see the module docstring).
    :param phone_loop: also decode each utterance with the phone loop and
        report the likelihood ratio as ``measures["phone_lr"]`` (a second
        decode, about the grammar decode's cost; the benchmark turns it on).
    :param fallback_jsgf: a smaller JSGF grammar (the core commands:
        ``Grammar.jsgf(core=True)``) decoded over the same audio only when
        the full grammar gives no complete phrase; its result (if complete)
        is the final result, marked ``measures["core_grammar"] = 1.0``.
    :param answer_jsgf: the answer grammar (``Grammar.jsgf(intents=ANSWER_INTENTS)`` plus a decoy branch:
        :func:`voice_ono.commands.grammar.answer_jsgf`), decoded instead of ``jsgf`` while
        :meth:`set_context` says a yes/no question waits; its results are marked
        ``measures["answer_grammar"] = 1.0`` (the acceptance policy's answer threshold applies).
    :param query_jsgf: with ``answer_jsgf``, the queries grammar (:meth:`voice_ono.commands.grammar.Grammar.question_jsgf`:
        "what is the total", "read my hand", ... plus the decoy branch), decoded over the same audio when the
        answer grammar's result is not accepted; a query it accepts (same answer threshold; also marked
        ``measures["answer_grammar"]``, and ``measures["query_grammar"] = 1.0``) is the final result, so a
        query is heard inside a question while the answer grammar decides everything else as before.
    :param mllr: a means-only MLLR transform of the bundled model (text file, pocketsphinx ``mllr``
        option; made by :func:`voice_ono.speech.asr.adapt.estimate_mllr`), applied to every search.  Default
        :data:`SHIPPED_MLLR`: the shipped transform for ``sample_rate`` (:func:`shipped_mllr`); ``None``: no
        transform.
    :param hand_jsgf: builds the command grammar for a hand (``Grammar.jsgf(hand=...)``: held cards more
        likely); :meth:`set_hand` then decodes with it (the game as context).
    :param core_rule: with ``fallback_jsgf``, decode every command utterance on both grammars and let this
        rule choose (``rule(full, core) -> result``, e.g. :func:`core_margin_rule`); ``None`` (default): the
        core grammar is decoded only when the full grammar gives no complete phrase.
    :raises GrammarWordsError: grammar words are missing from the dictionary
        (``missing_words`` lists them). Regular plurals of dictionary words
        ("onos") are pronounced by rule instead (listed in ``guessed_words``).
    :raises RecognizerError: pocketsphinx is not installed, the JSGF does
        not parse, or the decoder does not start (e.g. a bad ``mllr`` file).
    """

    engine = "sphinx"

    def __init__(
        self,
        phrases: Sequence[str],
        jsgf: str,
        sample_rate: int = 16000,
        pronunciations: Mapping[str, str] | None = None,
        alternatives: int = 3,
        streaming: bool = False,
        decoder_options: Mapping[str, object] | None = None,
        fresh_features: bool = True,
        phrase_keys: Mapping[str, str] | None = None,
        narrowband: bool = False,
        phone_loop: bool = False,
        fallback_jsgf: str | None = None,
        answer_jsgf: str | None = None,
        query_jsgf: str | None = None,
        mllr: str | Path | None = SHIPPED_MLLR,
        hand_jsgf: Callable[[frozenset[str]], str] | None = None,
        core_rule: CoreRule | None = None,
    ) -> None:
        try:
            from pocketsphinx import Decoder
        except ImportError as exc:
            raise RecognizerError("sphinx-missing", "sphinx-missing-fix", detail=str(exc)) from exc
        self.sample_rate = int(sample_rate)
        self.n_alternatives = alternatives
        self.phrase_keys = dict(phrase_keys or {})
        self.phrases = normalise_phrases(phrases)
        self._phrase_set = set(self.phrases)
        self._words = grammar_words(self.phrases)
        self.decode_rate = NARROWBAND_RATE if narrowband and self.sample_rate <= NARROWBAND_RATE else MODEL_SAMPLE_RATE
        options = {**DECODER_DEFAULTS, **dict(decoder_options or {})}
        if self.decode_rate == NARROWBAND_RATE:
            options.setdefault("samprate", NARROWBAND_RATE)
            options.setdefault("nfft", 256)
            options.setdefault("featparams", _narrowband_featparams())
        if isinstance(mllr, str) and mllr == SHIPPED_MLLR:
            mllr = shipped_mllr(self.sample_rate)
        if mllr is not None:
            if not Path(mllr).is_file():
                raise RecognizerError("mllr-missing", "mllr-missing-fix", path=mllr)
            options["mllr"] = str(mllr)
        self.mllr = None if mllr is None else Path(mllr)
        try:
            self._decoder = Decoder(lm=None, loglevel="FATAL", **options)
        except (RuntimeError, ValueError) as exc:
            raise RecognizerError("sphinx-start-failed", "sphinx-start-fix", detail=str(exc)) from exc
        for word, phones in (pronunciations or {}).items():
            if self._decoder.lookup_word(word) is None:  # add_word refuses words CMUdict already has
                self._decoder.add_word(word, phones, update=False)
        missing = tuple(sorted(w for w in grammar_words(self.phrases) if self._decoder.lookup_word(w) is None))
        self.guessed_words: dict[str, str] = {}
        for word in missing:
            guess = self._guess_plural(word)
            if guess is not None:
                self._decoder.add_word(word, guess, update=False)
                self.guessed_words[word] = guess
        if self.guessed_words:
            log.warning("pocketsphinx: guessed plural pronunciations for %s", self.guessed_words)
        missing = tuple(w for w in missing if w not in self.guessed_words)
        self.missing_words = missing
        if missing:
            raise GrammarWordsError("sphinx-words-missing", "sphinx-words-fix", missing)
        try:
            self._decoder.add_jsgf_string(_SEARCH, jsgf)
            self._decoder.add_allphone_file(_PHONES, None)
            if fallback_jsgf:
                self._decoder.add_jsgf_string(_CORE, fallback_jsgf)
            if answer_jsgf:
                self._decoder.add_jsgf_string(_ANSWERS, answer_jsgf)
            if answer_jsgf and query_jsgf:
                self._decoder.add_jsgf_string(_QUERIES, query_jsgf)
            self._decoder.activate_search(_SEARCH)
        except (ValueError, RuntimeError, KeyError) as exc:
            raise RecognizerError("sphinx-grammar-failed", "sphinx-grammar-fix", detail=str(exc)) from exc
        self._frate = int(self._decoder.config["frate"])
        self._resampler = stream_resampler(self.sample_rate, self.decode_rate)
        self._in_utt = False
        self.fresh_features = fresh_features
        self.streaming = streaming
        self.phone_loop = phone_loop
        self.fallback_jsgf = fallback_jsgf
        self.answer_jsgf = answer_jsgf
        self.query_jsgf = query_jsgf if answer_jsgf else None
        self._jsgf = jsgf
        self.hand_jsgf = hand_jsgf
        self.core_rule = core_rule
        self._hand: frozenset[str] | None = None  # the hand the command search is built for
        self._want_hand: frozenset[str] | None = None  # the hand set_hand asked for (applied between utterances)
        self._search = _SEARCH  # the search the next utterance is decoded with (set_context)
        self._searching = _SEARCH  # the search of the utterance being decoded
        self._pending: list[bytes] = []
        self._fed: list[bytes] = []  # the utterance at decode_rate (streaming), for the phone-loop decode

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

    def set_context(self, answer: bool) -> None:
        """Decode the next utterance on the answer grammar (``answer``: a yes/no question waits) or on the
        command grammar.  Without ``answer_jsgf`` this does nothing.  Takes effect at the next utterance."""
        self._search = _ANSWERS if answer and self.answer_jsgf else _SEARCH

    def set_hand(self, cards: Iterable[str] | None) -> None:
        """Decode the next command utterances with the grammar built for this hand (``hand_jsgf``; card names
        as ``str(card)``: ``"7"``, ``"reverse"``), or with the plain grammar for ``None``.  Without
        ``hand_jsgf`` this does nothing.  Takes effect at the next utterance (rebuilding costs ~40 ms)."""
        if self.hand_jsgf is not None:
            self._want_hand = None if cards is None else frozenset(str(c).strip().lower() for c in cards)

    def _apply_hand(self) -> None:
        if self._want_hand == self._hand or self.hand_jsgf is None:
            return
        jsgf = self._jsgf if self._want_hand is None else self.hand_jsgf(self._want_hand)
        try:
            self._decoder.add_jsgf_string(_SEARCH, jsgf)
        except (ValueError, RuntimeError) as exc:  # keep decoding with the grammar already loaded
            log.warning("pocketsphinx: the grammar for the hand did not load (%s); keeping the previous one", exc)
            self._want_hand = self._hand
            return
        self._hand = self._want_hand

    def _start(self) -> None:
        if not self._in_utt:
            self._apply_hand()
            self._decoder.activate_search(self._search)
            self._searching = self._search
            if self.fresh_features:
                self._decoder.reinit_feat()
            self._decoder.start_utt()
            self._in_utt = True

    def _convert(self, pcm: bytes, last: bool = False) -> bytes:
        if self._resampler is None:
            return pcm
        return self._resampler.convert(pcm, last=last)

    def accept_audio(self, pcm: bytes) -> RecognitionResult | None:
        """Feed PCM16 mono bytes at ``sample_rate`` Hz; return the current partial hypothesis or ``None``."""
        if not self.streaming:
            self._pending.append(pcm)
            return None
        self._start()
        data = self._convert(pcm)
        if data:
            self._fed.append(data)
            self._decoder.process_raw(data, no_search=False, full_utt=False)
        hyp = self._decoder.hyp()
        if hyp is None or not hyp.hypstr:
            return None
        return RecognitionResult(text=hyp.hypstr, is_final=False, engine=self.engine, raw_text=hyp.hypstr)

    def reset(self) -> None:
        """Discard the current utterance."""
        self._pending.clear()
        self._fed.clear()
        if self._in_utt:
            self._decoder.end_utt()
            self._in_utt = False
        if self._resampler is not None:
            self._resampler.clear()

    def end_utterance(self) -> RecognitionResult:
        """Finish the utterance; return the final result, decided by the acceptance policy.

        ``text`` is the phrase to act on or confirm (``decision`` "accept" or
        "confirm"), or ``""`` when rejected (``reason`` says why).
        """
        self._start()
        if not self.streaming:
            pending, self._pending = b"".join(self._pending), []
            data = self._convert(pending) + self._convert(b"", last=True) if self._resampler else pending
            if data:
                self._decoder.process_raw(data, full_utt=True)
        else:
            tail = self._convert(b"", last=True) if self._resampler is not None else b""
            if tail:
                self._fed.append(tail)
                self._decoder.process_raw(tail)
            data = b"".join(self._fed)
        self._fed = []
        if self._resampler is not None:
            self._resampler.clear()
        self._decoder.end_utt()
        self._in_utt = False
        answering = self._searching == _ANSWERS
        result = self._final_result(data, answer=answering)
        if answering and self.query_jsgf and data and result.decision != "accept":
            # Not an answer: a query inside the question ("what is the total")?  Decoded on its own grammar, so
            # the answer grammar's decisions are unchanged (Grammar.question_jsgf).
            with self._decoded_again(_QUERIES, data):
                query = self._final_result(data, answer=True, query=True)
            if query.decision == "accept":
                return query
        if answering:
            return result
        if self.core_rule is not None and self.fallback_jsgf and data:
            with self._decoded_again(_CORE, data):
                second = self._final_result(data, core=True)
            return self.core_rule(result, second)
        if result.evidence is not None and not result.evidence.phrase and self.fallback_jsgf and data:
            # No complete command on the full grammar's best paths (real voices: the path stops inside a longer
            # command, "one" heard as "what" of "what is the total"): decode again over the core grammar.
            with self._decoded_again(_CORE, data):
                second = self._final_result(data, core=True)
            if second.evidence is not None and second.evidence.phrase:
                return second
        return result

    def _final_result(self, data: bytes, core: bool = False, answer: bool = False,
                      query: bool = False) -> RecognitionResult:
        """The final result of the decode just ended (search ``_SEARCH``, ``_CORE`` with ``core``, ``_ANSWERS``
        with ``answer``, ``_QUERIES`` with ``answer`` and ``query``)."""
        hyp = self._decoder.hyp()
        raw = " ".join(_base_word(w) for w in (hyp.hypstr.split() if hyp and hyp.hypstr else []))
        segs = list(self._decoder.seg() or ())
        words = [s for s in segs if not _is_filler(s.word)]
        acoustic: float | None = None
        start_s = end_s = None
        frames = 0
        if words:
            frames = sum(s.end_frame - s.start_frame + 1 for s in words)
            acoustic = sum(_ln(s.ascore) for s in words) / max(frames, 1)
            start_s = words[0].start_frame / self._frate
            end_s = (words[-1].end_frame + 1) / self._frate
        nbest = self._nbest() if raw else []
        complete = raw in self._phrase_set
        detour = 0.0
        if raw and not complete and set(raw.split()) <= self._words:
            # The best path stopped inside a command ("who" of "who is left"): the best complete phrase of
            # the n-best list is the grammar's answer (measured: FSDD digits 34% -> 45% right).
            best = next(((t, sc) for t, sc in nbest if t in self._phrase_set), None)
            if best is not None:
                raw, complete = best[0], True
                detour = nbest[0][1] - best[1]  # what the complete phrase costs over the partial path (>= 0)
                nbest = [(t, sc) for t, sc in nbest if t in self._phrase_set]
        alts = tuple(t for t, _ in nbest if t != raw and t in self._phrase_set)
        alts = tuple(dict.fromkeys(alts))[: max(self.n_alternatives, 0)]
        ratio: float | None = None
        utterance: float | None = None
        if complete and frames:
            acoustic = None if acoustic is None else acoustic - detour / frames
            all_frames = sum(s.end_frame - s.start_frame + 1 for s in segs)
            utterance = (sum(_ln(s.ascore) for s in segs) - detour) / max(all_frames, 1)
            if self.phone_loop:
                grammar_total = sum(_ln(s.ascore) for s in segs)
                ratio = (grammar_total - detour - PHONE_LOOP_SCALE * self._phone_loop_total(data)) / frames
        elif not complete:
            acoustic = None
        gap = self._rival_gap(raw, nbest) if complete else None
        if gap is not None and frames:
            gap /= frames
        why = None if complete else ("no speech decoded" if not raw else f"incomplete phrase {raw!r}")
        key = self.phrase_keys.get(raw, "")
        measures = {k: v for k, v in (("phone_lr", ratio), ("acoustic", acoustic), ("nbest_gap", gap),
                                      ("utterance_acoustic", utterance)) if v is not None}
        if core:
            measures["core_grammar"] = 1.0
        if answer:
            measures["answer_grammar"] = 1.0
        if query:
            measures["query_grammar"] = 1.0
        evidence = Evidence(phrase=raw if complete else "", confidence=acoustic, engine=self.engine,
                            cards=tuple(k for k in key.split("|") if k), rival_gap=gap, why_none=why,
                            measures=measures)
        return RecognitionResult.from_evidence(raw, evidence, alternatives=alts, start_s=start_s, end_s=end_s,
                                               engine=self.engine, measures=measures)

    def _phone_loop_total(self, data: bytes) -> float:
        """Sum of ln acoustic scores of the best phone-loop path over ``data`` (a second decode, ~the grammar's cost)."""
        with self._decoded_again(_PHONES, data) as d:
            return sum(_ln(s.ascore) for s in (d.seg() or ()))

    @contextmanager
    def _decoded_again(self, search: str, data: bytes) -> Iterator[Any]:
        """Decode ``data`` (PCM16 mono bytes at the decoder's rate) again over the
        named pocketsphinx search and yield the decoder to read its result; the
        full grammar's search is active again afterwards."""
        d = self._decoder
        try:
            d.activate_search(search)
            d.reinit_feat()
            d.start_utt()
            d.process_raw(data, full_utt=True)
            d.end_utt()
            yield d
        finally:
            d.activate_search(self._searching)

    def _nbest(self) -> list[tuple[str, float]]:
        """Top n-best ``(phrase, ln path score)`` pairs (at most 30, duplicates included), best first; [] when
        no lattice exists.  Scores are rescaled like the phone loop's (``PHONE_LOOP_SCALE``)."""
        out: list[tuple[str, float]] = []
        try:
            for i, h in enumerate(self._decoder.nbest()):
                if i >= _NBEST_DEPTH:
                    break
                out.append((" ".join(_base_word(w) for w in h.hypstr.split()), PHONE_LOOP_SCALE * _ln(h.score)))
        except (RuntimeError, ValueError, AttributeError) as exc:  # n-best needs a lattice; not always present
            log.debug("pocketsphinx n-best unavailable: %s", exc)
        return out

    def _rival_gap(self, best: str, nbest: list[tuple[str, float]]) -> float | None:
        """Score gap from the top to the best complete phrase with another key than ``best`` (None: no rival)."""
        if not nbest:
            return None
        key = self.phrase_keys.get(best, "")
        top = nbest[0][1]
        for text, score in nbest[1:]:
            if text in self._phrase_set and self.phrase_keys.get(text, "") != key:
                return top - score
        return None
