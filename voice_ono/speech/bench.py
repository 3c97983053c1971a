"""ASR benchmark: synthesised commands and chatter through the real pipeline (``listen``).

For every voice (flite, espeak-ng) and every SNR condition, each grammar
phrase is synthesised (16 kHz, 40 dB noise floor, 0.5 s padding, white noise
at ``snr_db`` when given), read with :class:`~voice_ono.speech.audio.WavSource`
and decoded by :func:`~voice_ono.speech.endpoint.listen`, exactly like
microphone input. Reported:

* accuracy: fraction of phrases whose accepted final results are exactly that
  phrase (one accepted final equal to the phrase; nothing else accepted);
* false-accept rate: fraction of chatter sentences that produced any accepted
  command;
* latency: wall time from the endpoint decision to the final result
  (median/p95 ms). The endpoint itself comes ``end_silence_s`` (0.5 s) after
  the end of speech; that hangover is stated in the report.

Writes ``<out_dir>/asr_bench.json`` and ``.md``. Run ``python -m
voice_ono.speech.bench --limit 40`` (or ``voice-ono bench asr``).
"""
from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path
from typing import Sequence

from .audio import WavSource
from .endpoint import EndpointConfig, listen
from .recognizer import Recognizer
from .synth import SynthesisError, Voice, available_voices, synthesize

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


def _percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q / 100 * (len(s) - 1))))]


def _decode(path: Path, recognizer: Recognizer, latencies: list[float]) -> list[str]:
    texts = []
    for r in listen(WavSource(path, target_rate=recognizer.sample_rate), recognizer):
        if r.latency_s is not None:
            latencies.append(r.latency_s)
        if r.accepted:
            texts.append(r.text)
    return texts


def _make_recognizer(engine: str, phrases: Sequence[str], jsgf: str, model_path: str | None) -> Recognizer:
    if engine == "sphinx":
        from .sphinx import SphinxRecognizer

        return SphinxRecognizer(phrases, jsgf)
    from .recognizer import create_recognizer

    rec, _ = create_recognizer("vosk", phrases, jsgf, model_path=model_path)
    return rec


def _subset(phrases: Sequence[str], limit: int | None) -> list[str]:
    """Evenly spaced ``limit`` phrases (all when ``limit`` is None) so every intent stays represented."""
    ps = list(phrases)
    if limit is None or limit >= len(ps):
        return ps
    step = len(ps) / limit
    return [ps[int(i * step)] for i in range(limit)]


def run_asr_bench(
    phrases: Sequence[str],
    jsgf: str,
    engine: str = "sphinx",
    voices: Sequence[Voice] | None = None,
    snr_db_list: Sequence[float | None] = (None, 10.0),
    chatter: Sequence[str] | None = None,
    out_dir: str | Path | None = "reports",
    limit: int | None = None,
    model_path: str | None = None,
    verbose: bool = True,
) -> dict:
    """Run the benchmark; return the report dict (also written to ``out_dir`` unless it is None).

    :param phrases: grammar phrases (the recogniser gets all of them; ``limit``
        evenly spaced ones are spoken).
    :param jsgf: JSGF text for pocketsphinx.
    :param snr_db_list: conditions; ``None`` = clean (40 dB noise floor only).
    :raises SynthesisError: no synthesiser is installed.
    :raises RecognizerError: the recogniser cannot be created.
    """
    voices = list(voices) if voices is not None else [v for v in available_voices() if v.engine != "pyttsx3"]
    if not voices:
        raise SynthesisError("No synthesiser found; install flite or espeak-ng (apt install flite espeak-ng).")
    chatter = list(chatter) if chatter is not None else list(DEFAULT_CHATTER)
    spoken = _subset(phrases, limit)
    recognizer = _make_recognizer(engine, phrases, jsgf, model_path)
    latencies: list[float] = []
    per_voice: dict[str, dict[str, float]] = {}
    errors: list[dict[str, object]] = []
    fa_by_voice: dict[str, float] = {}
    fa_examples: list[dict[str, object]] = []
    t_start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="voice-ono-bench-") as tmp:
        wav = Path(tmp) / "u.wav"
        for voice in voices:
            row: dict[str, float] = {}
            for snr in snr_db_list:
                ok = 0
                for i, phrase in enumerate(spoken):
                    synthesize(phrase, voice, wav, snr_db=snr, seed=i)
                    got = _decode(wav, recognizer, latencies)
                    if got == [phrase]:
                        ok += 1
                    else:
                        errors.append({"voice": voice.label, "snr_db": snr, "said": phrase, "heard": got})
                row["clean" if snr is None else f"snr{snr:g}"] = ok / len(spoken)
            fa = 0
            for i, sentence in enumerate(chatter):
                synthesize(sentence, voice, wav, seed=1000 + i)
                got = _decode(wav, recognizer, latencies)
                if got:
                    fa += 1
                    fa_examples.append({"voice": voice.label, "said": sentence, "heard": got})
            fa_by_voice[voice.label] = fa / len(chatter)
            row["false_accept"] = fa_by_voice[voice.label]
            per_voice[voice.label] = row
            if verbose:
                print(f"{voice.label:18s} " + "  ".join(f"{k}={v:.0%}" for k, v in row.items()), flush=True)
    conditions = ["clean" if s is None else f"snr{s:g}" for s in snr_db_list]
    report = {
        "engine": engine,
        "grammar_phrases": len(phrases),
        "phrases_spoken": len(spoken),
        "chatter_sentences": len(chatter),
        "voices": [v.label for v in voices],
        "per_voice": per_voice,
        "mean_accuracy": {c: statistics.mean(r[c] for r in per_voice.values()) for c in conditions},
        "false_accept_rate": statistics.mean(fa_by_voice.values()),
        "latency_ms": {"median": 1000 * (statistics.median(latencies) if latencies else 0.0),
                       "p95": 1000 * (_percentile(latencies, 95) or 0.0),
                       "endpoint_hangover_ms": 1000 * EndpointConfig().end_silence_s},
        "wall_time_s": time.perf_counter() - t_start,
        "errors": errors[:200],
        "false_accepts": fa_examples[:100],
    }
    md = _markdown(report, conditions)
    if verbose:
        print(md)
    if out_dir is not None:
        out = Path(out_dir)
        out.mkdir(parents=True, exist_ok=True)
        (out / "asr_bench.json").write_text(json.dumps(report, indent=2, ensure_ascii=False), encoding="utf-8")
        (out / "asr_bench.md").write_text(md, encoding="utf-8")
    return report


def _markdown(report: dict, conditions: list[str]) -> str:
    lines = [f"# ASR benchmark ({report['engine']})", "",
             f"{report['phrases_spoken']} of {report['grammar_phrases']} grammar phrases spoken, "
             f"{report['chatter_sentences']} chatter sentences, white noise for SNR conditions.", "",
             "| voice | " + " | ".join(conditions) + " | false accept |",
             "|---" * (len(conditions) + 2) + "|"]
    for voice, row in report["per_voice"].items():
        lines.append(f"| {voice} | " + " | ".join(f"{row[c]:.0%}" for c in conditions)
                     + f" | {row['false_accept']:.0%} |")
    lines.append("| **mean** | " + " | ".join(f"{report['mean_accuracy'][c]:.0%}" for c in conditions)
                 + f" | {report['false_accept_rate']:.0%} |")
    lat = report["latency_ms"]
    lines += ["", f"Endpoint -> final result latency: median {lat['median']:.0f} ms, p95 {lat['p95']:.0f} ms "
              f"(plus the {lat['endpoint_hangover_ms']:.0f} ms endpoint hangover after speech ends).",
              f"Wall time {report['wall_time_s']:.0f} s.", ""]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """``voice-ono bench asr`` entry point; returns an exit code."""
    ap = argparse.ArgumentParser(prog="voice-ono bench asr", description=__doc__.splitlines()[0])
    ap.add_argument("--engine", choices=["sphinx", "vosk"], default="sphinx")
    ap.add_argument("--model", default=None, help="vosk model directory")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--limit", type=int, default=40, help="phrases to speak per voice (0 = all)")
    ap.add_argument("--voices", default=None, help="comma list such as flite:kal,espeak-ng:en-us")
    ap.add_argument("--snr", default="clean,10", help="comma list of SNR dB values; 'clean' = no added noise")
    ap.add_argument("--out", default="reports")
    args = ap.parse_args(argv)
    from ..commands.grammar import load_grammar  # grammar is data; the speech layer only reads it here

    grammar = load_grammar(args.lang)
    voices = None
    if args.voices:
        voices = [Voice(*v.split(":", 1)) for v in args.voices.split(",")]
    snrs = [None if s == "clean" else float(s) for s in args.snr.split(",")]
    run_asr_bench(grammar.phrases(), grammar.jsgf(), engine=args.engine, voices=voices, snr_db_list=snrs,
                  out_dir=args.out, limit=args.limit or None, model_path=args.model)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
