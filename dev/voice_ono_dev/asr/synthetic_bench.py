"""ASR benchmark: synthesised commands and chatter through the real endpointer and recogniser (``listen``).

For every voice (flite, espeak-ng) and every condition, each spoken phrase is
synthesised (16 kHz, 40 dB white noise floor, 0.5 s of padding each side;
white or babble noise at 10 dB SNR for the noisy conditions, see
:mod:`voice_ono.demo.synth`), cut into 30 ms PCM16 chunks and decoded by
:func:`~voice_ono.speech.asr.endpoint.listen`, exactly like microphone input
(the audio stays in memory instead of going through a WAV file).

Every spoken command phrase is scored as one of:

* correct: exactly one accepted final, equal to the phrase;
* rejected: nothing accepted (the player is asked to say it again);
* wrong: some other command accepted (a substitution);
* wrong card (subset of wrong): an accepted phrase plays a card that the
  spoken phrase does not name. This is the key safety figure: it plays a card
  the player did not say.

Chatter sentences (not commands) are scored as false accepts (any command
accepted) and card-play false accepts. ``DEFAULT_CHATTER`` was used while
tuning (decoys, thresholds); ``HELDOUT_CHATTER`` was not, so its figures are
the honest ones.

Latency: wall time from the endpoint decision to the final result
(median/p95 ms), measured inside the worker processes (``--jobs``), so it
includes CPU contention when several run at once. The endpoint itself comes
``end_silence_s`` (0.5 s) after the end of speech; that hangover is stated in
the report.

Writes ``<out>/asr_bench.json`` and ``<out>/asr_bench.md``. Run
``voice-ono bench asr`` (quick: 61 phrases x 7 voices x 3 conditions plus
chatter) or ``voice-ono bench asr --full`` (every grammar phrase).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator, Literal, Mapping, Sequence

import numpy as np

from .conditions import Condition
from voice_ono_dev.reports import percentile, report_folder, save_report
from voice_ono.speech.asr.factory import make_recognizer
from voice_ono.speech.asr.endpoint import EndpointConfig, listen
from voice_ono.speech.audio_convert import float_to_pcm16
from voice_ono.demo.synth import SynthesisError, Voice, available_voices, mix_utterances, synthesize_array

if TYPE_CHECKING:
    from voice_ono.commands.grammar import Grammar

DEFAULT_CHATTER = (
    "play some music please", "what time is it", "I think I'll have a cup of tea",
    "the weather is lovely today", "can you call my mother", "I need to buy some milk",
    "turn on the lights in the kitchen", "where did I put my keys", "let's go for a walk",
    "the train was late again this morning", "my favourite colour is blue",
    "how was your day", "I'm going to bed now", "please close the window",
    "we should order pizza tonight", "the dog is barking outside", "remind me to call the doctor",
    "is it going to rain tomorrow", "I forgot my glasses at home", "that film was really good",
    "open the door for me", "the coffee is too hot", "send a message to John",
    "I can't find the remote", "good morning everyone", "what's for dinner",
    "the children are playing in the garden", "tell me a joke", "my phone battery is low",
    "thank you very much for your help",
)
HELDOUT_CHATTER = (
    "did you see the news last night", "pass me the salt", "I'll be back in a minute",
    "who wants another drink", "the bus leaves at half past eight", "can you hear me now",
    "my back hurts a little", "let me think about it", "she is playing the piano",
    "we need more chairs over here", "it's your go I think", "hang on a second",
    "that was a clever move", "the cat wants to go out", "who is winning at the moment",
    "I never win at this game", "shall we have a break", "the soup needs more pepper",
    "put the kettle on", "where is the charger",
)
QUERIES = ("read my hand", "what is the total", "whose turn is it", "what can i play", "help", "repeat",
           "yes", "no", "which direction", "cards left", "quit game", "discard four onos", "new game")
CONDITIONS: dict[str, tuple[float | None, Literal["white", "babble"]]] = {
    "clean": (None, "white"), "white10": (10.0, "white"), "babble10": (10.0, "babble")}
CHUNK_BYTES = 960  # 30 ms of PCM16 at 16 kHz


def representative_phrases(grammar: Grammar) -> list[str]:
    """The quick subset: "play X" and bare "X" for every spoken card form, plus the main queries (61 for en)."""
    cards = [w for forms in grammar.slots["card"].values() for w in forms]
    have = set(grammar.phrases())
    wanted = ["play " + c for c in cards] + cards + list(QUERIES)
    return [p for p in dict.fromkeys(wanted) if p in have]


def _chunks(x: np.ndarray) -> Iterator[bytes]:
    pcm = float_to_pcm16(x)
    for i in range(0, len(pcm), CHUNK_BYTES):
        yield pcm[i:i + CHUNK_BYTES]


def _voice_job(args: tuple[Any, ...]) -> dict[str, Any]:
    """Benchmark one voice (runs in a worker process); returns its rows."""
    voice, lang, spoken, chatter_sets, conditions, engine, model_path, options = args
    from voice_ono.commands.grammar import load_grammar

    grammar = load_grammar(lang)
    keys = grammar.card_keys()
    rec = make_recognizer(grammar, engine, model_path, **options)
    rows: dict[str, dict[str, float]] = {}
    errors: list[dict[str, Any]] = []
    latencies: list[float] = []

    def decode(x: np.ndarray) -> list[str]:
        out = []
        for r in listen(_chunks(x), rec, sample_rate=16000):
            if r.latency_s is not None:
                latencies.append(r.latency_s)
            if r.accepted:
                out.append(r.text)
        return out

    speech = {t: synthesize_array(t, voice) for t in spoken}
    gap = np.zeros(8000, dtype=np.float32)
    for cond in conditions:
        snr, noise = CONDITIONS[cond]
        c = {"correct": 0, "rejected": 0, "wrong": 0, "wrong_card": 0}
        for i, phrase in enumerate(spoken):
            got = decode(mix_utterances([speech[phrase]], snr_db=snr, noise=noise, seed=i, gap=gap))
            said = set(keys.get(phrase, "").split("|")) - {""}
            if got == [phrase]:
                c["correct"] += 1
                continue
            if not got:
                c["rejected"] += 1
                continue
            c["wrong"] += 1
            bad_card = any(a in keys and not (set(keys[a].split("|")) & said) for a in got)
            c["wrong_card"] += bad_card
            errors.append({"voice": voice.label, "cond": cond, "said": phrase, "heard": got, "wrong_card": bad_card})
        rows[cond] = {k: v / len(spoken) for k, v in c.items()}
    for name, sentences in chatter_sets.items():
        fa = fa_card = 0
        for i, sentence in enumerate(sentences):
            got = decode(mix_utterances([synthesize_array(sentence, voice)], seed=1000 + i, gap=gap))
            if got:
                fa += 1
                fa_card += any(a in keys for a in got)
                errors.append({"voice": voice.label, "cond": name, "said": sentence, "heard": got,
                               "wrong_card": any(a in keys for a in got)})
        rows[name] = {"false_accept": fa / len(sentences), "card_play": fa_card / len(sentences)}
    return {"voice": voice.label, "rows": rows, "errors": errors, "latencies": latencies}


def run_asr_bench(
    lang: str = "en",
    engine: str = "sphinx",
    voices: Sequence[Voice] | None = None,
    conditions: Sequence[str] = tuple(CONDITIONS),
    full: bool = False,
    out_dir: str | Path | None = "reports",
    model_path: str | None = None,
    jobs: int | None = None,
    options: Mapping[str, object] | None = None,
    verbose: bool = True,
) -> dict[str, Any]:
    """Run the benchmark; return the report dict (also written to ``out_dir`` unless it is None).

    :param conditions: names from :data:`CONDITIONS` ("clean", "white10", "babble10").
    :param full: speak every grammar phrase instead of :func:`representative_phrases`.
    :param jobs: worker processes (default: CPU count); one voice per job.
    :param options: extra keyword arguments for the recogniser (e.g. ``streaming``).
    :raises SynthesisError: no synthesiser is installed.
    :raises RecognizerError: the recogniser cannot be created.
    :raises ValueError: an unknown condition name.
    """
    from voice_ono.commands.grammar import load_grammar  # grammar is data; the speech layer only reads it here

    for c in conditions:
        if c not in CONDITIONS:
            raise ValueError(f"unknown condition {c!r}; use {', '.join(CONDITIONS)}")
    grammar = load_grammar(lang)
    voices = list(voices) if voices is not None else [v for v in available_voices() if v.engine != "pyttsx3"]
    if not voices:
        raise SynthesisError("No synthesiser found; install flite or espeak-ng (apt install flite espeak-ng).")
    spoken = grammar.phrases() if full else representative_phrases(grammar)
    chatter_sets = {"chatter": list(DEFAULT_CHATTER), "chatter_heldout": list(HELDOUT_CHATTER)}
    t_start = time.perf_counter()
    jobs = max(1, min(jobs or os.cpu_count() or 1, len(voices)))
    tasks = [(v, lang, spoken, chatter_sets, list(conditions), engine, model_path, dict(options or {}))
             for v in voices]
    from tqdm import tqdm

    with tqdm(total=len(tasks), desc=f"{len(spoken)} phrases x {len(conditions)} conditions", unit="voice",
              disable=not verbose, file=sys.stderr) as bar:  # a voice takes a minute or more: never silent
        if jobs == 1:
            results = []
            for t in tasks:
                results.append(_voice_job(t))
                bar.update()
        else:
            with ProcessPoolExecutor(jobs) as pool:
                results = []
                for r in pool.map(_voice_job, tasks):
                    results.append(r)
                    bar.update()
    per_voice = {r["voice"]: r["rows"] for r in results}
    latencies = [x for r in results for x in r["latencies"]]
    mean = {}
    for cond in list(conditions) + list(chatter_sets):
        metrics = next(iter(per_voice.values()))[cond]
        mean[cond] = {m: statistics.mean(pv[cond][m] for pv in per_voice.values()) for m in metrics}
    report = {
        "engine": engine,
        "grammar_phrases": len(grammar.phrases()),
        "phrases_spoken": len(spoken),
        "chatter_sentences": {k: len(v) for k, v in chatter_sets.items()},
        "voices": [v.label for v in voices],
        "conditions": {c: {"snr_db": CONDITIONS[c][0], "noise": CONDITIONS[c][1]} for c in conditions},
        "recognizer_options": {k: repr(v) for k, v in (options or {}).items()},
        "per_voice": per_voice,
        "mean": mean,
        "latency_ms": {"median": 1000 * (statistics.median(latencies) if latencies else 0.0),
                       "p95": 1000 * (percentile(latencies, 95) or 0.0),
                       "endpoint_hangover_ms": 1000 * EndpointConfig().end_silence_s,
                       "jobs": jobs},
        "wall_time_s": time.perf_counter() - t_start,
        "errors": [e for r in results for e in r["errors"]][:400],
    }
    md = markdown(report)
    if verbose:
        print(md)
    if out_dir is not None:
        save_report(Path(out_dir), "asr_bench", report, md)
    return report


def _describe(cond: dict[str, Any]) -> str:
    if cond["snr_db"] is None:
        return "no added noise"
    return f"{cond['noise']} noise at {cond['snr_db']:g} dB SNR"


def markdown(report: dict[str, Any]) -> str:
    """The report as a Markdown page (percentages of spoken phrases / chatter sentences)."""
    conds = list(report["conditions"])
    chat = list(report["chatter_sentences"])
    lines = [f"# ASR benchmark ({report['engine']})", "",
             f"{report['phrases_spoken']} of {report['grammar_phrases']} grammar phrases spoken per voice and "
             f"condition; chatter: " + ", ".join(f"{k} {v} sentences" for k, v in report["chatter_sentences"].items())
             + ". Conditions: " + ", ".join(f"{c} ({_describe(v)})" for c, v in report["conditions"].items())
             + ".", "",
             "Each cell: correct / rejected / wrong command / **wrong card** (a card play of a card not said).", "",
             "| voice | " + " | ".join(conds) + " | " + " | ".join(f"{c}: any / card play" for c in chat) + " |",
             "|---" * (len(conds) + len(chat) + 1) + "|"]

    def cell(r: dict[str, Any]) -> str:
        return f"{r['correct']:.0%} / {r['rejected']:.0%} / {r['wrong']:.0%} / **{r['wrong_card']:.1%}**"

    def fa(r: dict[str, Any]) -> str:
        return f"{r['false_accept']:.0%} / {r['card_play']:.0%}"

    rows = list(report["per_voice"].items()) + [("**mean**", report["mean"])]
    for voice, row in rows:
        lines.append(f"| {voice} | " + " | ".join(cell(row[c]) for c in conds) + " | "
                     + " | ".join(fa(row[c]) for c in chat) + " |")
    lat = report["latency_ms"]
    lines += ["", f"Endpoint -> final result latency: median {lat['median']:.0f} ms, p95 {lat['p95']:.0f} ms "
              f"({lat['jobs']} parallel jobs; plus the {lat['endpoint_hangover_ms']:.0f} ms endpoint hangover "
              "after speech ends).",
              f"Recogniser options: {report['recognizer_options'] or 'defaults'}. Wall time {report['wall_time_s']:.0f} s.",
              ""]
    return "\n".join(lines)


def add_arguments(ap: argparse.ArgumentParser) -> None:
    """The options of ``voice-ono bench asr``."""
    ap.description = __doc__.splitlines()[0]
    ap.add_argument("--corpus", type=Path, default=None,
                    help="folder of real recordings with manifest.jsonl (default: ../shared/corpus when present)")
    ap.add_argument("--synthetic", action="store_true", help="synthetic voices (phrase coverage) instead")
    ap.add_argument("--limit", type=int, default=None, help="corpus: at most this many clips per source (seeded)")
    ap.add_argument("--engine", choices=["sphinx", "vosk", "whisper"], default="sphinx")
    ap.add_argument("--model", default=None, help="vosk model directory")
    ap.add_argument("--transform", default="shipped", metavar="shipped|none|FILE",
                    help="corpus, sphinx: the MLLR transform (default: the shipped one for each sample rate)")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--full", action="store_true", help="synthetic: speak every grammar phrase (slow) instead of 61")
    ap.add_argument("--voices", default=None, help="synthetic: comma list such as flite:kal,espeak-ng:en-us")
    ap.add_argument("--conditions", default=",".join(CONDITIONS),
                    help=f"synthetic: comma list of {', '.join(CONDITIONS)}")
    ap.add_argument("--condition", default="clean", choices=[c.value for c in Condition],
                    help="corpus: how the clips are heard: as recorded, quiet (peaks at -30 dBFS), clipped (12 dB "
                         "too loud), noise10 (the corpus's noise clips at 10 dB SNR) or 8khz (default clean)")
    ap.add_argument("--jobs", type=int, default=None, help="synthetic: worker processes (default: CPU count)")
    ap.add_argument("--out", type=report_folder, default=Path("reports"))


def main(args: argparse.Namespace) -> int:
    """``voice-ono bench asr`` entry point; returns an exit code (0 ok, 2 usage error).

    Real recordings (``--corpus DIR``, default ``../shared/corpus`` when
    present) run :mod:`voice_ono_dev.asr.corpus_bench`; ``--synthetic`` (or no
    corpus) runs the synthetic-voice phrase-coverage benchmark of this module.
    """
    from . import corpus_bench

    corpus = args.corpus if args.corpus is not None else (None if args.synthetic else corpus_bench.default_corpus())
    if args.corpus is not None and args.synthetic:
        print("voice-ono bench asr: use either --corpus or --synthetic.")
        return 2
    if args.jobs is not None and args.jobs < 1:
        args.subparser.error(f"argument --jobs: {args.jobs} is out of range; give 1 or more")
    try:
        if corpus is not None:
            mllr = None if args.transform == "none" else args.transform
            corpus_bench.run_corpus_bench(corpus, args.engine, args.model, Path(args.out), args.limit, mllr=mllr,
                                          condition=Condition(args.condition))
            return 0
        if args.limit is not None:  # --limit counts corpus clips; the synthetic benchmark has none to count
            print("voice-ono bench asr: --limit applies to a corpus of recordings, and none was found (pass "
                  "--corpus DIR). The synthetic benchmark is sized with --voices, --conditions and --full.",
                  file=sys.stderr)
            return 2
        if not args.synthetic:
            print("voice-ono bench asr: no corpus found (pass --corpus DIR); running the synthetic-voice benchmark "
                  "(--synthetic).", file=sys.stderr, flush=True)
        voices = [Voice(*v.split(":", 1)) for v in args.voices.split(",")] if args.voices else None
        run_asr_bench(args.lang, args.engine, voices, [c for c in args.conditions.split(",") if c], args.full,
                      args.out, args.model, args.jobs)
    except (ValueError, FileNotFoundError, ImportError) as exc:
        print(f"voice-ono bench asr: {exc}")
        return 2
    return 0


