"""vosk backend: a Kaldi model with a runtime phrase-list grammar.

Library: vosk (Alpha Cephei; Kaldi, Povey et al. 2011, "The Kaldi Speech
Recognition Toolkit"). Models with a dynamic graph (``graph/HCLr.fst`` +
``graph/Gr.fst``) accept a grammar at run time as a JSON list of phrases;
the grammar is sent as UTF-8 (``ensure_ascii=False``) so non-English models
work.

Start-up checks every grammar word with the model's word lookup. vosk logs
and silently drops unknown grammar words, which would turn "play seven" into
"play" if "seven" were missing, so phrases with missing words are removed from
the grammar and listed in ``missing_words`` (and logged). ``[unk]`` is added to
the grammar only when the model has it, so out-of-grammar speech can fall to
``[unk]`` instead of the nearest command.

Confidence (``RecognitionResult.confidence``, the acceptance policy's input,
:mod:`voice_ono.speech.asr.acceptance`): the smallest per-word posterior ``conf``
(0..1, vosk's MBR word confidence) of the result's words, so one doubtful
word makes the whole command doubtful; ``[unk]`` in the result rejects it.
Word posteriors need ``max_alternatives=0`` (vosk gives no per-word ``conf``
inside n-best alternatives), which is the default.  The mean word posterior
is kept in ``measures`` (``"word_conf_mean"``) for the benchmark.

Answer grammar: while a yes/no question waits (:meth:`VoskRecognizer.set_context`),
the next utterance is decoded on the answer phrases only (plus ``[unk]``), with
vosk's ``KaldiRecognizer.SetGrammar``, and the result is marked
``measures["answer_grammar"]`` so the acceptance policy takes it or rejects it,
never confirms it -- the same contract as pocketsphinx's answer grammar.  It is
used only with models that have ``[unk]``: without a garbage model any sound
is forced onto an answer with posterior 1.0.
"""
from __future__ import annotations

import json
import logging
import os
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator, Sequence

from .acceptance import Evidence
from ..errors import RecognizerError
from .recognizer import RecognitionResult, grammar_words, normalise_phrases

log = logging.getLogger(__name__)

UNK = "[unk]"


def _find_word(model: Any, word: str) -> int:
    """Word id in the model's vocabulary, -1 if absent (vosk >= 0.3.46 ``find_word``, older ``vosk_model_find_word``)."""
    finder = getattr(model, "find_word", None) or getattr(model, "vosk_model_find_word")
    return int(finder(word))


@contextmanager
def _native_stderr_captured() -> Iterator[list[str]]:
    """Send what native code writes to file descriptor 2 into a list (filled when the block ends) instead of
    the terminal.  Kaldi prints its whole ``Options:`` usage and ``ERROR (VoskAPI:...)`` lines with
    ``std::cerr`` when a model's ``conf/model.conf`` is bad, which ``vosk.SetLogLevel(-1)`` does not stop."""
    captured: list[str] = []
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield captured
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            captured.extend(sink.read().decode("utf-8", "replace").splitlines())


def _kaldi_error(lines: Sequence[str]) -> str:
    """The last ``ERROR (...)`` line Kaldi printed, without its source location, or ``""``."""
    errors = [line.partition(") ")[2] or line for line in lines if line.startswith("ERROR")]
    return errors[-1].strip() if errors else ""


class VoskRecognizer:
    """Grammar-constrained vosk recogniser (implements :class:`~voice_ono.speech.asr.recognizer.Recognizer`).

    :param phrases: every complete command phrase (words as in the model's vocabulary).
    :param model_path: vosk model directory (ignored when ``model`` is given).
    :param sample_rate: rate (Hz) of the PCM16 mono audio to be fed.
    :param max_alternatives: n-best size (0, the default: a single result with
        per-word ``conf``, which the acceptance policy needs).
    :param model: an already loaded ``vosk.Model`` to share between recognisers.
    :param phrase_keys: ``{phrase: "card|card"}`` for card plays (the evidence's
        ``cards``, for the hand as context).
    :param answer_phrases: the phrases that answer a yes/no question
        (``Grammar.answer_phrases()``); enables :meth:`set_context`.
    :raises RecognizerError: vosk is not installed, the model does not load,
        or no grammar phrase is left after removing missing words.
    """

    engine = "vosk"

    def __init__(
        self,
        phrases: Sequence[str],
        model_path: str | Path | None = None,
        sample_rate: int = 16000,
        max_alternatives: int = 0,
        model: Any = None,
        phrase_keys: dict[str, str] | None = None,
        answer_phrases: Sequence[str] | None = None,
    ) -> None:
        try:
            import vosk
        except ImportError as exc:
            raise RecognizerError("vosk-missing", "vosk-missing-fix", detail=str(exc)) from exc
        except OSError as exc:  # the bundled libvosk failed to load
            raise RecognizerError("vosk-load-failed", "vosk-reinstall-fix", detail=str(exc)) from exc
        vosk.SetLogLevel(-1)
        if model is None:
            if model_path is None or not Path(model_path).is_dir():
                raise RecognizerError("vosk-model-missing", "vosk-model-fix", path=model_path)
            with _native_stderr_captured() as kaldi_said:
                try:
                    model = vosk.Model(str(model_path))
                except Exception as exc:  # vosk raises a bare Exception("Failed to create a model")
                    failed: Exception | None = exc
                else:
                    failed = None
            if failed is not None:
                raise RecognizerError("vosk-model-unloadable", "vosk-model-corrupt-fix",
                                      detail=_kaldi_error(kaldi_said) or str(failed), path=model_path) from failed
        self.model = model
        self.model_path = Path(model_path) if model_path is not None else None  # names the model in a voice profile
        self.sample_rate = int(sample_rate)
        self.max_alternatives = max_alternatives
        self.phrase_keys = dict(phrase_keys or {})
        all_phrases = normalise_phrases(phrases)
        self.missing_words = tuple(sorted(w for w in grammar_words(all_phrases) if _find_word(model, w) < 0))
        if self.missing_words:
            log.warning("vosk model lacks %d grammar words (phrases using them are disabled): %s",
                        len(self.missing_words), ", ".join(self.missing_words))
        missing = set(self.missing_words)
        self.phrases = [p for p in all_phrases if not missing.intersection(p.split())]
        if not self.phrases:
            raise RecognizerError("vosk-no-phrase", "vosk-language-fix", words=", ".join(self.missing_words))
        self.has_unk = _find_word(model, UNK) >= 0
        self._phrase_set = set(self.phrases)
        grammar = self.phrases + ([UNK] if self.has_unk else [])
        self.grammar_json = json.dumps(grammar, ensure_ascii=False)
        # The answer grammar needs a garbage model: without [unk] every sound in a two-phrase grammar is
        # forced onto "yes" or "no" with posterior 1.0 (measured with the Korean model), so it is off then.
        answers = [p for p in normalise_phrases(answer_phrases or ()) if p in self._phrase_set]
        self.answer_grammar_json = (json.dumps(answers + [UNK], ensure_ascii=False)
                                    if answers and self.has_unk else None)
        self._answer_set = set(answers)
        self._want_answer = False   # set_context: the grammar the next utterance is decoded on
        self._on_answer = False     # the grammar the recogniser has now
        try:
            self._rec = vosk.KaldiRecognizer(model, float(self.sample_rate), self.grammar_json)
        except Exception as exc:
            raise RecognizerError("vosk-no-grammar", "vosk-graph-fix", detail=str(exc)) from exc
        self._rec.SetWords(True)
        if max_alternatives > 0:
            self._rec.SetMaxAlternatives(max_alternatives)
        self._segments: list[dict[str, Any]] = []
        self._fed_samples = 0        # samples fed since the recogniser was created
        self._utt_start_sample = 0   # sample index where the current utterance began

    def set_context(self, answer: bool) -> None:
        """Decode the next utterance on the answer grammar (``answer``: a yes/no question waits) or on the
        command grammar.  Without ``answer_phrases`` this does nothing.  Takes effect at the next utterance."""
        self._want_answer = bool(answer) and self.answer_grammar_json is not None

    def accept_audio(self, pcm: bytes) -> RecognitionResult | None:
        """Feed PCM16 mono bytes at ``sample_rate`` Hz; return a partial result or ``None``."""
        if self._fed_samples == self._utt_start_sample and self._want_answer != self._on_answer:
            self._rec.SetGrammar(self.answer_grammar_json if self._want_answer else self.grammar_json)
            self._on_answer = self._want_answer  # switched between utterances only
        self._fed_samples += len(pcm) // 2
        if self._rec.AcceptWaveform(pcm):
            # vosk's own endpointer closed a segment inside our utterance; keep it.
            self._segments.append(json.loads(self._rec.Result()))
            return None
        text = str(json.loads(self._rec.PartialResult()).get("partial", ""))
        if not text:
            return None
        return RecognitionResult(text=text, is_final=False, engine=self.engine, raw_text=text)

    def reset(self) -> None:
        """Discard the current utterance."""
        self._rec.Reset()
        self._segments.clear()
        self._utt_start_sample = self._fed_samples

    def end_utterance(self) -> RecognitionResult:
        """Finish the utterance and return the final result, decided by the acceptance policy
        (``text`` empty when rejected: not a complete grammar phrase, ``[unk]``, or low word posteriors)."""
        self._segments.append(json.loads(self._rec.FinalResult()))
        segments, self._segments = self._segments, []
        offset_s = self._utt_start_sample / self.sample_rate
        self._rec.Reset()
        self._utt_start_sample = self._fed_samples
        texts: list[str] = []
        words: list[dict[str, Any]] = []
        alts: list[str] = []
        for seg in segments:
            best, seg_words, seg_alts, _ = self._parse(seg)
            if best:
                texts.append(best)
                words += seg_words
                alts = seg_alts
        raw = " ".join(t for t in texts if t != UNK)
        raw = " ".join(w for w in raw.split() if w != UNK)
        on_answer = self._on_answer
        why: str | None = None
        if not texts:
            why = "no speech decoded"
        elif UNK in " ".join(texts).split():
            why = "out-of-grammar speech ([unk])"
        elif raw not in (self._answer_set if on_answer else self._phrase_set):
            why = f"not a complete {'answer' if on_answer else 'command'} {raw!r}"
        confs = [float(w["conf"]) for w in words if w.get("word") != UNK and "conf" in w]
        words = [w for w in words if w.get("word") != UNK]
        start_s = float(words[0]["start"]) - offset_s if words else None
        end_s = float(words[-1]["end"]) - offset_s if words else None
        measures = {"word_conf_min": min(confs), "word_conf_mean": sum(confs) / len(confs)} if confs else {}
        if on_answer:
            measures["answer_grammar"] = 1.0
        evidence = Evidence(phrase="" if why else raw, confidence=measures.get("word_conf_min"),
                            engine=self.engine, why_none=why, measures=measures,
                            cards=tuple(k for k in self.phrase_keys.get(raw, "").split("|") if k))
        return RecognitionResult.from_evidence(
            raw, evidence, alternatives=tuple(a for a in alts if a != raw and a in self._phrase_set),
            start_s=start_s, end_s=end_s, engine=self.engine, measures=measures,
        )

    @staticmethod
    def _parse(seg: dict[str, Any]) -> tuple[str, list[dict[str, Any]], list[str], float | None]:
        """(best text, word timings, alternative texts, confidence) from a vosk result dict."""
        if "alternatives" in seg:
            alts = seg["alternatives"] or [{}]
            top = alts[0]
            texts = [str(a.get("text", "")).strip() for a in alts]
            conf = top.get("confidence")
            return texts[0], list(top.get("result", [])), texts[1:], None if conf is None else float(conf)
        result = list(seg.get("result", []))
        confs = [float(w["conf"]) for w in result if "conf" in w]
        return str(seg.get("text", "")).strip(), result, [], (sum(confs) / len(confs) if confs else None)
