"""Recognition in the languages of the rules (``voice-ono bench languages``): synthetic eSpeak NG speech through
the real endpointer and the multilingual Whisper recogniser, clean and under real background noise.

No recordings of real people speaking these languages are available here, so every figure of this benchmark is
**synthetic**: eSpeak NG's voice for the language and two of its variants (``+f3``, ``+m3``: other formants, the
same pronunciation rules), at 16 kHz with a white noise floor 40 dB below the speech (real microphones never give
digital silence; :func:`voice_ono.demo.synth.mix_utterances`); ``--variants base`` keeps the language's own
voice only (a third of the time).  Conditions:

* ``clean``: the noise floor only;
* ``noise10``: one of the corpus's real background-noise clips (``../shared/corpus/speech_commands/noise/``,
  seeded draw per utterance, looped to length) at 10 dB SNR (:func:`voice_ono_dev.asr.conditions.apply_condition`).

Spoken: the number words 0 to 10 and "minus ten" as a bare card (a play), the play phrase of every card the game
says (``Grammar.play_phrase``), and the main queries and answers (the first phrase of each of :data:`INTENTS`).
Each utterance is decoded by :func:`voice_ono.speech.asr.endpoint.listen` as microphone audio would be, decided by
the acceptance policy, and counted as: acted on correctly (accepted, the command said), asked about the right
command (a confirmation), asked about a wrong one, a wrong command acted on (a misfire), or not understood
(rejected: the player says it again).  Commands are compared as parsed (:func:`voice_ono.commands.parse_command`:
kind, intent, cards, value), so "seven" and "play seven" are the same play.

Stray words: six everyday words per language that are not commands (:data:`STRAY_WORDS`: cat, tree, house,
water, book, hello), spoken the same way, counted as acted on, asked about, answered ("say that again": a near
miss) or silent (a stray sound: the game says nothing, as it should).

Writes ``<out>/language_bench.json`` and ``.md``.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Hashable, Iterator, Sequence

import numpy as np

from voice_ono_dev.reports import report_folder, save_report
from voice_ono.speech.audio_convert import float_to_pcm16

if TYPE_CHECKING:
    from voice_ono.commands.grammar import Grammar

INTENTS = ("hand", "total", "turn", "safe", "help", "repeat", "yes", "no", "quit")
"""The queries and answers spoken (grammar intent names): read my hand, the total, whose turn, what can I play,
help, repeat, yes, no, quit."""
CONDITIONS = ("clean", "noise10")
VARIANTS = ("", "+f3", "+m3")
"""eSpeak NG voice variants per language: the language's own voice, then two variants."""
VARIANT_NAMES = {"base": "", "f3": "+f3", "m3": "+m3"}
"""``--variants`` names of :data:`VARIANTS`."""
CHUNK_BYTES = 960  # 30 ms of PCM16 at 16 kHz
OUTCOMES = ("correct", "asked_right", "asked_wrong", "misfire", "rejected")
STRAY_OUTCOMES = ("acted", "asked", "answered", "silent")
STRAY_WORDS: dict[str, tuple[str, ...]] = {
    "hi": ("बिल्ली", "पेड़", "घर", "पानी", "किताब", "नमस्ते"),
    "ml": ("പൂച്ച", "മരം", "വീട്", "വെള്ളം", "പുസ്തകം", "നമസ്കാരം"),
    "pa": ("ਬਿੱਲੀ", "ਰੁੱਖ", "ਘਰ", "ਪਾਣੀ", "ਕਿਤਾਬ", "ਸਤ ਸ੍ਰੀ ਅਕਾਲ"),
    "sd": ("ٻلي", "وڻ", "گهر", "پاڻي", "ڪتاب", "سلام"),
    "eu": ("katua", "zuhaitza", "etxea", "ura", "liburua", "kaixo"),
}
"""Words that are not commands, per language (cat, tree, house, water, book, hello): a player's chatter."""


def spoken_phrases(grammar: Grammar) -> list[str]:
    """The phrases spoken for ``grammar`` (module docstring), each once, in order."""
    cards = [str(n) for n in range(11)] + ["minus10"]
    phrases = [grammar.card_phrase(c) for c in cards if grammar.card_words(c)]
    phrases += [grammar.play_phrase(c) for c in grammar.slots.get("card", {})]
    phrases += [grammar.phrases([name])[0] for name in INTENTS if grammar.phrases([name])]
    return list(dict.fromkeys(phrases))


def _meaning(phrase: str, grammar: Grammar) -> Hashable | None:
    """What ``phrase`` means, to compare with what was said: the command, a play as the set of cards it can
    mean, a query without the player it names, a setup as its intent (the settings said are not compared)."""
    from voice_ono.commands.parse import UnknownCommandError, parse_command
    from voice_ono.commands.types import PlayCommand, QueryCommand, SetupCommand

    try:
        c = parse_command(phrase, grammar)
    except UnknownCommandError:
        return None
    match c:
        case PlayCommand():
            return PlayCommand, frozenset(c.cards)
        case QueryCommand():
            return QueryCommand, c.what, c.card
        case SetupCommand():
            return SetupCommand, c.intent
    return c


def _chunks(x: np.ndarray) -> Iterator[bytes]:
    pcm = float_to_pcm16(x)
    for i in range(0, len(pcm), CHUNK_BYTES):
        yield pcm[i:i + CHUNK_BYTES]


def _stray_counts(words: Sequence[str], voice: Any, cond: str, bank: Any, rec: Any, code: str, variant: str,
                  scored: list[dict[str, Any]]) -> dict[str, int]:
    """How the game met each of ``words`` spoken by ``voice`` in ``cond`` (:data:`STRAY_OUTCOMES`); each
    utterance's best phrase and measures are appended to ``scored`` with ``said`` the word and ``stray`` true."""
    from voice_ono.speech.asr.endpoint import listen
    from voice_ono_dev.asr.conditions import Condition, apply_condition
    from voice_ono.demo.synth import mix_utterances, synthesize_array

    counts = dict.fromkeys(STRAY_OUTCOMES, 0)
    gap = np.zeros(8000, dtype=np.float32)
    for i, word in enumerate(words):
        x = mix_utterances([synthesize_array(word, voice)], seed=100 + i, gap=gap)
        if cond == "noise10":
            x = apply_condition(x, Condition.NOISE10, bank.for_clip(f"{code}:{variant}:stray:{i}"))
        finals = [r for r in listen(_chunks(x), rec, sample_rate=16000) if r.is_final]
        verdicts = [r.decide(None) for r in finals]
        top = next((r.evidence for r in finals if r.evidence is not None and r.evidence.phrase), None)
        scored.append({"said": word, "condition": cond, "voice": voice.label, "stray": True,
                       "best": top.phrase if top else "", "right": False,
                       **({k: round(v, 3) for k, v in top.measures.items()} if top else {})})
        if any(v.decision == "accept" for v in verdicts):
            counts["acted"] += 1
        elif any(v.decision == "confirm" for v in verdicts):
            counts["asked"] += 1
        elif any(v.near_miss for v in verdicts):
            counts["answered"] += 1
        else:
            counts["silent"] += 1
    return counts


def run_language(code: str, corpus: Path | None, conditions: Sequence[str] = CONDITIONS,
                 verbose: bool = True, variants: Sequence[str] = VARIANTS) -> dict[str, Any]:
    """One language's rows: counts per condition and voice (``variants``: of :data:`VARIANTS`), and the errors.

    :raises RecognizerError: the multilingual model is not installed.
    :raises SynthesisError: eSpeak NG is missing.
    """
    from voice_ono.commands.grammar import load_grammar
    from voice_ono.commands.parse import normalise_in
    from voice_ono.languages import language
    from voice_ono.speech.asr.endpoint import listen
    from voice_ono.speech.asr.factory import make_recognizer
    from voice_ono_dev.asr.conditions import Condition, NoiseBank, apply_condition
    from voice_ono.demo.synth import Voice, mix_utterances, synthesize_array

    lang = language(code)
    grammar = load_grammar(code)
    rec = make_recognizer(grammar, "whisper", normalise=lambda line: normalise_in(line, grammar))
    noise_files = sorted((corpus / "speech_commands" / "noise").glob("*.wav")) if corpus is not None else []
    bank = NoiseBank(noise_files, 16000)
    phrases = spoken_phrases(grammar)
    meanings = {p: _meaning(p, grammar) for p in phrases}
    rows: dict[str, dict[str, dict[str, int]]] = {c: {} for c in conditions}
    stray: dict[str, dict[str, dict[str, int]]] = {c: {} for c in conditions}
    errors: list[dict[str, Any]] = []
    scored: list[dict[str, Any]] = []  # every utterance's best phrase and measures (the ceiling; calibration)
    latencies: list[float] = []
    gap = np.zeros(8000, dtype=np.float32)
    for variant in variants:
        voice = Voice("espeak-ng", lang.espeak_voice + variant)
        speech = {p: synthesize_array(p, voice) for p in phrases}
        for cond in conditions:
            counts = dict.fromkeys(OUTCOMES, 0)
            for i, phrase in enumerate(phrases):
                x = mix_utterances([speech[phrase]], seed=i, gap=gap)
                if cond == "noise10":
                    x = apply_condition(x, Condition.NOISE10, bank.for_clip(f"{code}:{variant}:{i}"))
                finals = list(listen(_chunks(x), rec, sample_rate=16000))
                latencies += [r.latency_s for r in finals if r.latency_s is not None]
                heard = next((r for r in finals if r.text), None)
                top = next((r.evidence for r in finals if r.evidence is not None and r.evidence.phrase), None)
                scored.append({"said": phrase, "condition": cond, "voice": voice.label,
                               "best": top.phrase if top else "",
                               "right": top is not None and _meaning(top.phrase, grammar) == meanings[phrase],
                               **({k: round(v, 3) for k, v in top.measures.items()} if top else {})})
                outcome = "rejected"
                if heard is not None and heard.decision in ("accept", "confirm"):
                    right = _meaning(heard.text, grammar) == meanings[phrase]
                    outcome = {("accept", True): "correct", ("accept", False): "misfire",
                               ("confirm", True): "asked_right", ("confirm", False): "asked_wrong"}[
                        (heard.decision, right)]
                counts[outcome] += 1
                if outcome != "correct":
                    errors.append({"voice": voice.label, "condition": cond, "said": phrase, "outcome": outcome,
                                   "heard": heard.text if heard is not None else "",
                                   "raw": heard.raw_text if heard is not None else ""})
            rows[cond][voice.label] = counts
            stray[cond][voice.label] = _stray_counts(STRAY_WORDS.get(code, ()), voice, cond, bank, rec, code,
                                                     variant, scored)
            if verbose:
                n = len(phrases)
                print(f"{code} {voice.label} {cond}: " + ", ".join(f"{k} {v}/{n}" for k, v in counts.items()),
                      file=sys.stderr, flush=True)
    return {"language": code, "name": lang.name, "phrases": phrases, "rows": rows, "stray": stray,
            "errors": errors, "scored": scored,
            "latency_ms": 1000 * statistics.median(latencies) if latencies else None,
            "model": getattr(rec, "model_name", "")}


def markdown(report: dict[str, Any]) -> str:
    """The report as a Markdown page: per language and condition, the share of utterances in each outcome."""
    lines = ["# Recognition in the languages of the rules (synthetic voices)", "",
             "eSpeak NG voices (the language's voice, +f3, +m3) with a noise floor; noise10: the corpus's real "
             "background noise at 10 dB SNR. Whisper base (multilingual) through the real endpointer and "
             "acceptance policy. **Synthetic**: no real speaker of these languages was recorded.", "",
             "| language | condition | utterances | best phrase right (ceiling) | acted on correctly | asked, right | "
             "asked, wrong | misfire | not understood |", "|---|---|---|---|---|---|---|---|---|"]
    for lang in report["languages"]:
        for cond, per_voice in lang["rows"].items():
            total = {k: sum(v[k] for v in per_voice.values()) for k in OUTCOMES}
            n = sum(total.values()) or 1
            top = [u["right"] for u in lang["scored"] if u["condition"] == cond and not u.get("stray")]
            lines.append(f"| {lang['name']} ({lang['language']}) | {cond} | {n} | "
                         f"{sum(top) / max(1, len(top)):.0%} | "
                         + " | ".join(f"{total[k] / n:.0%}" for k in OUTCOMES) + " |")
    lines += ["", "Stray words (not commands: cat, tree, house, water, book, hello), as the game met them:", "",
              "| language | condition | utterances | acted on | asked about | answered (say that again) | silent |",
              "|---|---|---|---|---|---|---|"]
    for lang in report["languages"]:
        for cond, per_voice in lang.get("stray", {}).items():
            total = {k: sum(v[k] for v in per_voice.values()) for k in STRAY_OUTCOMES}
            n = sum(total.values())
            if n:
                lines.append(f"| {lang['name']} ({lang['language']}) | {cond} | {n} | "
                             + " | ".join(f"{total[k] / n:.0%}" for k in STRAY_OUTCOMES) + " |")
    lines += ["", f"Wall time {report['wall_time_s']:.0f} s.", ""]
    return "\n".join(lines)


def add_arguments(ap: argparse.ArgumentParser) -> None:
    """The options of ``voice-ono bench languages``."""
    from voice_ono.languages import LANGUAGES

    ap.description = __doc__.splitlines()[0] if __doc__ else None
    ap.add_argument("--languages", default=",".join(c for c in LANGUAGES if c != "en"),
                    help="comma list of language codes (default: every language but English)")
    ap.add_argument("--conditions", default=",".join(CONDITIONS), help=f"comma list of {', '.join(CONDITIONS)}")
    ap.add_argument("--variants", default=",".join(VARIANT_NAMES),
                    help="comma list of eSpeak NG voice variants: base (the language's voice), f3, m3 (default: all)")
    ap.add_argument("--corpus", type=Path, default=None,
                    help="folder with speech_commands/noise/*.wav (default: ../shared/corpus when present)")
    ap.add_argument("--out", type=report_folder, default=Path("reports"))


def main(args: argparse.Namespace) -> int:
    """``voice-ono bench languages`` entry point; returns an exit code (0 ok, 2 usage or install error)."""
    from voice_ono.languages import UnknownLanguageError, language
    from voice_ono.speech.errors import RecognizerError
    from voice_ono.demo.synth import SynthesisError

    from . import corpus_bench

    codes = [c.strip() for c in args.languages.split(",") if c.strip()]
    conditions = [c.strip() for c in args.conditions.split(",") if c.strip()]
    try:
        for code in codes:
            language(code)
    except UnknownLanguageError as exc:
        print(f"voice-ono bench languages: {exc}")
        return 2
    variant_names = [v.strip() for v in args.variants.split(",") if v.strip()]
    if not variant_names or any(v not in VARIANT_NAMES for v in variant_names):
        print(f"voice-ono bench languages: --variants takes {', '.join(VARIANT_NAMES)}")
        return 2
    bad = [c for c in conditions if c not in CONDITIONS]
    if bad:
        print(f"voice-ono bench languages: unknown condition {bad[0]!r}; use {', '.join(CONDITIONS)}")
        return 2
    corpus = args.corpus if args.corpus is not None else corpus_bench.default_corpus()
    if "noise10" in conditions and corpus is None:
        print("voice-ono bench languages: noise10 needs the corpus's noise clips: pass --corpus DIR")
        return 2
    started = time.perf_counter()
    try:
        langs = [run_language(code, corpus, conditions, variants=[VARIANT_NAMES[v] for v in variant_names])
                 for code in codes]
    except (RecognizerError, SynthesisError) as exc:
        from voice_ono.narration import error_text

        print(f"voice-ono bench languages: {error_text(exc)}")
        return 2
    report = {"languages": langs, "wall_time_s": time.perf_counter() - started}
    md = markdown(report)
    print(md)
    save_report(Path(args.out), "language_bench", report, md)
    return 0
