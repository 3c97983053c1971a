"""Making recognisers: :func:`create_recognizer` picks and builds the engine
(vosk when a model is found, else the embedded pocketsphinx), and
:func:`make_recognizer` builds the one the app uses for a grammar, for the
benchmarks.  The backends (``sphinx``, ``vosk_backend``) import
``recognizer`` for the result type; this module sits above all three, so no
import runs in a circle.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable, Literal, Mapping, Protocol, Sequence, TypedDict, Unpack, overload

import logging

from ..errors import RecognizerError
from .recognizer import Recognizer

if TYPE_CHECKING:
    from .sphinx import CoreRule, SphinxRecognizer
    from .whisper import WhisperRecognizer

log = logging.getLogger(__name__)

__all__ = ["EngineChoice", "EngineName", "RecognizerGrammar", "SphinxOptions", "create_recognizer", "make_recognizer"]

EngineName = Literal["auto", "whisper", "vosk", "sphinx"]


@dataclass(frozen=True)
class EngineChoice:
    """Which engine :func:`create_recognizer` chose and why, as data: ``engine-vosk`` (``path``, ``missing``:
    how many grammar words the model lacks, ``words``), ``engine-sphinx-requested``, ``engine-sphinx-default``
    ``engine-sphinx-fallback`` (``why``: ``no-model`` or ``lookup-failed``, the cause in ``detail``) or
    ``engine-sphinx-vosk-failed`` (a vosk model was found but did not load: ``reason``, the
    :class:`RecognizerError`, which names its folder).  Worded by :func:`voice_ono.narration.problem_text`."""

    msg_id: str
    values: Mapping[str, object] = field(default_factory=dict)
    detail: str = ""
    fix_id: str = ""


class RecognizerGrammar(Protocol):
    """What :func:`make_recognizer` reads of a command grammar (:class:`voice_ono.commands.grammar.Grammar`,
    which the speech layer does not import)."""

    language: str

    def phrases(self) -> list[str]: ...

    def card_keys(self) -> Mapping[str, str]: ...

    def pronunciations(self) -> Mapping[str, str]: ...

    def answer_phrases(self) -> list[str]: ...

    def spellings(self) -> Mapping[str, Sequence[str]]: ...

    def jsgf(self, garbage: bool = True, core: bool = False, *, hand: Iterable[str] | None = None) -> str: ...

    def answer_jsgf(self) -> str: ...

    def question_jsgf(self) -> str: ...


class SphinxOptions(TypedDict, total=False):
    """Keyword arguments :func:`make_recognizer` passes on to :class:`~voice_ono.speech.asr.sphinx.SphinxRecognizer`
    (``sample_rate`` also to Whisper and vosk); see its parameters."""

    sample_rate: int
    alternatives: int
    streaming: bool
    decoder_options: Mapping[str, object] | None
    fresh_features: bool
    narrowband: bool
    phone_loop: bool
    fallback_jsgf: str | None
    answer_jsgf: str | None
    query_jsgf: str | None
    mllr: str | Path | None
    hand_jsgf: Callable[[frozenset[str]], str] | None
    core_rule: CoreRule | None


@overload
def make_recognizer(grammar: RecognizerGrammar, engine: Literal["sphinx"] = "sphinx", model_path: str | None = None, *,
                    normalise: Callable[[str], str] | None = None,
                    **options: Unpack[SphinxOptions]) -> SphinxRecognizer: ...


@overload
def make_recognizer(grammar: RecognizerGrammar, engine: Literal["whisper"], model_path: str | None = None, *,
                    normalise: Callable[[str], str] | None = None,
                    **options: Unpack[SphinxOptions]) -> WhisperRecognizer: ...


@overload
def make_recognizer(grammar: RecognizerGrammar, engine: str, model_path: str | None = None, *,
                    normalise: Callable[[str], str] | None = None, **options: Unpack[SphinxOptions]) -> Recognizer: ...


def make_recognizer(grammar: RecognizerGrammar, engine: str = "sphinx", model_path: str | None = None, *,
                    normalise: Callable[[str], str] | None = None, **options: Unpack[SphinxOptions]) -> Recognizer:
    """The recogniser the app would use for ``grammar``, with card keys for the n-best check (sphinx).

    :param normalise: the grammar's normalisation of a line (Whisper's free decode; the others ignore it).
    :param options: pocketsphinx's keyword arguments (:class:`SphinxOptions`; Whisper and vosk read only
        ``sample_rate``).
    :raises RecognizerError: the engine or model cannot be loaded.
    """
    language = grammar.language
    if engine == "whisper" or language != "en":
        from .whisper import WhisperRecognizer

        if engine not in ("whisper", "auto"):
            raise RecognizerError("engine-language", "engine-language-fix", engine=engine, language=language)
        return WhisperRecognizer(grammar.phrases(), sample_rate=options.get("sample_rate", 16000),
                                 phrase_keys=grammar.card_keys(), answer_phrases=grammar.answer_phrases(),
                                 model_dir=model_path, language=language, spellings=grammar.spellings(),
                                 normalise=normalise)
    if engine == "sphinx":
        from .sphinx import SphinxRecognizer

        from .sphinx import CORE_MARGIN, core_margin_rule

        options.setdefault("fallback_jsgf", grammar.jsgf(garbage=False, core=True))
        options.setdefault("core_rule", core_margin_rule(CORE_MARGIN))
        options.setdefault("answer_jsgf", grammar.answer_jsgf())
        options.setdefault("query_jsgf", grammar.question_jsgf())
        options.setdefault("hand_jsgf", lambda hand: grammar.jsgf(garbage=False, hand=hand))
        return SphinxRecognizer(grammar.phrases(), grammar.jsgf(garbage=False), pronunciations=grammar.pronunciations(),
                                phrase_keys=grammar.card_keys(), **options)
    rec, _ = create_recognizer("vosk", grammar.phrases(), grammar.jsgf(), model_path=model_path,
                               sample_rate=options.get("sample_rate", 16000), phrase_keys=grammar.card_keys(),
                               answer_phrases=grammar.answer_phrases())
    return rec


def _find_vosk_model(model_path: str | Path | None) -> tuple[Path | None, str]:
    """Ask ``voice_ono.speech.asr.models.find_model`` for a vosk model; return ``(path, detail)``: the
    detail is a lookup failure's own words (logs), ``""`` otherwise."""
    from . import models

    find = models.find_model
    if model_path is not None:
        try:
            found = find(model_path)
        except Exception as exc:  # models.ModelError: an explicit --model must be a model
            raise RecognizerError(getattr(exc, "msg_id", "model-path-missing"), "model-flag-fix",
                                  **getattr(exc, "values", {"path": model_path})) from exc
    else:
        try:
            found = find(None)
        except Exception as exc:  # a corrupt model dir must not stop the embedded fallback
            return None, f"model lookup failed: {exc}"
    if found is None:
        return None, ""
    return Path(found), ""


def create_recognizer(
    engine: EngineName,
    phrases: Sequence[str],
    jsgf: str,
    model_path: str | Path | None = None,
    sample_rate: int = 16000,
    pronunciations: Mapping[str, str] | None = None,
    phrase_keys: Mapping[str, str] | None = None,
    core_jsgf: str | None = None,
    answer_jsgf: str | None = None,
    query_jsgf: str | None = None,
    answer_phrases: Sequence[str] | None = None,
    mllr: str | Path | None = "shipped",
    hand_jsgf: Callable[[frozenset[str]], str] | None = None,
    decode_core: bool = False,
    language: str = "en",
    spellings: Mapping[str, Sequence[str]] | None = None,
    normalise: Callable[[str], str] | None = None,
) -> tuple[Recognizer, EngineChoice]:
    """Create a recogniser for the command grammar and say which one and why.

    ``engine="auto"`` picks Whisper tiny.en when it loads (the engine that measures best on
    ``../shared/corpus``, docs/benchmarks.md), else vosk when a vosk model is found (``model_path``,
    then ``voice_ono.speech.asr.models.find_model``) and the vosk package loads;
    otherwise pocketsphinx with its bundled en-US model.  ``engine="whisper"`` takes ``model_path`` as a
    Whisper CTranslate2 folder.

    :param phrases: every complete command phrase (for vosk and for accepting
        only complete phrases).
    :param jsgf: JSGF grammar text with public rule ``<command>`` (pocketsphinx).
    :param sample_rate: rate (Hz) of the PCM16 mono audio that will be fed.
    :param pronunciations: word -> ARPAbet phones for words missing from
        pocketsphinx's dictionary (the grammar's ``[pronunciations]``).
    :param phrase_keys: card-play phrase -> the cards it can play
        (``"2|play2"``): the evidence's cards (the hand as context) and
        pocketsphinx's n-best rival gap.
    :param core_jsgf: the core grammar (``Grammar.jsgf(core=True)``) pocketsphinx decodes again when the
        full grammar gives no complete phrase (``SphinxRecognizer(fallback_jsgf=...)``); vosk ignores it.
    :param decode_core: with ``core_jsgf``, pocketsphinx decodes every command utterance on both grammars and
        chooses by the shipped rule (``sphinx.core_margin_rule(sphinx.CORE_MARGIN)``) instead of decoding the
        core grammar only as a fallback; vosk ignores it.
    :param answer_jsgf: the answer grammar (``Grammar.answer_jsgf()``) pocketsphinx decodes while a yes/no
        question waits (``SphinxRecognizer.set_context``); vosk ignores it.
    :param query_jsgf: the queries grammar (``Grammar.question_jsgf()``) pocketsphinx decodes when the answer
        grammar does not accept an utterance (``SphinxRecognizer(query_jsgf=...)``); vosk ignores it (its
        ``answer_phrases`` hold the queries).
    :param answer_phrases: the phrases that answer a yes/no question (``Grammar.answer_phrases()``),
        vosk's answer grammar while a question waits (``VoskRecognizer.set_context``).
    :param mllr: an MLLR transform of pocketsphinx's bundled model (``SphinxRecognizer(mllr=...)``, made by
        :func:`voice_ono.speech.asr.adapt.estimate_mllr`); default ``"shipped"``: the transform shipped for
        ``sample_rate`` (``sphinx.shipped_mllr``); ``None``: none.  vosk ignores it.
    :param hand_jsgf: builds the command grammar for the player's hand (``Grammar.jsgf(hand=...)``), used by
        ``SphinxRecognizer.set_hand``; vosk ignores it.
    :param language: the language of the phrases (:mod:`voice_ono.languages`).  Only Whisper hears a language
        other than English (its multilingual model): ``auto`` then means Whisper, and ``vosk`` or ``sphinx``
        is refused (``engine-language``).
    :param spellings: other ways Whisper may write a phrase (``Grammar.spellings()``).
    :param normalise: the grammar's normalisation of a line in ``language`` (Whisper's free decode).
    :returns: ``(recognizer, choice)``: the :class:`EngineChoice` says which engine and why, as data.
    :raises RecognizerError: the chosen engine or its model cannot be loaded
        (``GrammarWordsError`` if grammar words are missing from pocketsphinx's
        dictionary).
    """
    if engine not in ("auto", "whisper", "vosk", "sphinx"):
        raise RecognizerError("engine-unknown", "engine-unknown-fix", engine=engine)
    if language != "en":
        if engine not in ("auto", "whisper"):
            raise RecognizerError("engine-language", "engine-language-fix", engine=engine, language=language)
        from .whisper import WhisperRecognizer

        lrec = WhisperRecognizer(phrases, sample_rate=sample_rate, phrase_keys=dict(phrase_keys or {}),
                                 answer_phrases=answer_phrases, model_dir=model_path if engine == "whisper" else None,
                                 language=language, spellings=spellings, normalise=normalise)
        return lrec, EngineChoice("engine-whisper-base", {"path": str(lrec.model_path), "seconds": round(lrec.load_s, 1)})
    why, detail, cause = "no-model", "", None
    if engine == "whisper" or (engine == "auto" and model_path is None):  # --model names a vosk model
        try:
            from .whisper import WhisperRecognizer

            wrec = WhisperRecognizer(phrases, sample_rate=sample_rate, phrase_keys=dict(phrase_keys or {}),
                                     answer_phrases=answer_phrases,
                                     model_dir=model_path if engine == "whisper" else None)
            return wrec, EngineChoice("engine-whisper", {"path": str(wrec.model_path),
                                                         "seconds": round(wrec.load_s, 1)})
        except RecognizerError as exc:
            if engine == "whisper":
                raise
            log.warning("whisper engine not used: %s", exc)
            whisper_failed: RecognizerError | None = exc
    else:
        whisper_failed = None
    if engine in ("auto", "vosk"):
        path, detail = _find_vosk_model(model_path)
        if detail:
            why = "lookup-failed"
        if path is not None:
            try:
                from .vosk_backend import VoskRecognizer

                rec = VoskRecognizer(phrases, path, sample_rate=sample_rate, phrase_keys=dict(phrase_keys or {}),
                                     answer_phrases=answer_phrases)
                return rec, EngineChoice("engine-vosk", {"path": str(path), "missing": len(rec.missing_words),
                                                         "words": ", ".join(rec.missing_words)})
            except RecognizerError as exc:
                if engine == "vosk":
                    raise
                why, detail, cause = "vosk-failed", str(exc), exc
        elif engine == "vosk":
            raise RecognizerError("vosk-no-model", "vosk-no-model-fix")
    from .sphinx import SphinxRecognizer

    from .sphinx import CORE_MARGIN, core_margin_rule

    rule = core_margin_rule(CORE_MARGIN) if decode_core else None
    rec2 = SphinxRecognizer(phrases, jsgf, sample_rate=sample_rate, pronunciations=pronunciations,
                            phrase_keys=phrase_keys, fallback_jsgf=core_jsgf,
                            answer_jsgf=answer_jsgf, query_jsgf=query_jsgf, mllr=mllr, hand_jsgf=hand_jsgf, core_rule=rule)
    if engine == "sphinx":
        return rec2, EngineChoice("engine-sphinx-requested")
    if cause is not None:
        return rec2, EngineChoice("engine-sphinx-vosk-failed", {"reason": cause},
                                  detail=detail)
    if whisper_failed is not None and engine == "auto":
        return rec2, EngineChoice("engine-sphinx-whisper-failed", {"reason": whisper_failed},
                                  detail=str(whisper_failed))
    return rec2, EngineChoice("engine-sphinx-fallback", {"why": why}, detail=detail)
