"""Always decode both grammars, choose by score: ``voice-ono bench core``.

Every corpus clip is decoded with the full command grammar *and* the core grammar (card plays, yes, no,
stop: ``Grammar.jsgf(core=True)``) with the same fold-wise MLLR transforms as ``voice-ono bench adapt``
(estimated on the other folds' speakers).  Rules that choose between the two results
(:func:`~voice_ono.speech.asr.sphinx.prefers_core`, one margin each) are then scored with speakers held out:
for each held-out fold the margin is the one with the most commands acted on correctly on the training
folds (thresholds calibrated there, as :func:`~voice_ono_dev.asr.corpus_bench.cross_validate` does), and the
held-out fold is scored with that margin and those thresholds.  Rows with a fixed margin are given too.

Data: Free Spoken Digit Dataset (Z. Jackson et al., CC BY-SA 4.0); Speech Commands v0.02 test set
(P. Warden 2018, CC BY 4.0).
"""
from __future__ import annotations

import argparse
import math
import pickle
import tempfile
import time
from pathlib import Path
from typing import Any, Sequence

from voice_ono_dev.reports import positive_int, report_folder, save_report
from .adapt_bench import bench_setup, estimate_transforms, adaptation_set, top_right, transform_for, _pct
from .corpus_bench import (Clip, Utterance, clip_verdict, cross_validate, decode_clips, default_corpus,
                           hand_figures, outcome, speaker_folds, tally)
from voice_ono.speech.asr.acceptance import THRESHOLDS
from voice_ono.speech.asr.recognizer import RecognitionResult

NARROWBAND_RATE = 8000
Pair = tuple[Utterance, Utterance]
RULES: dict[str, tuple[str, tuple[float, ...]]] = {
    "margin on the words' acoustic score": ("acoustic", (-1.0, -0.5, -0.25, 0.0, 0.25, 0.5, 1.0, 2.0, 4.0)),
    "margin on the whole utterance's acoustic score": ("utterance_acoustic", (-0.5, -0.25, 0.0, 0.25, 0.5, 1.0, 2.0)),
    "core when the full grammar's phrase is a core command, else margin on the words' score":
        ("core+acoustic", (-math.inf, -1.0, -0.5, -0.25, 0.0, 0.25, 0.5)),
}
"""Rules measured: ``{name: (measure, margins)}``; ``core+`` measures first take the core result whenever the
full grammar's phrase is itself a core command (card play, yes, no, stop)."""


def decode_pairs(corpus: Path, clips: Sequence[Clip], passes: int = 2, progress: bool = True) -> list[list[Pair]]:
    """Each clip's utterances as ``(full grammar, core grammar)`` results, fold-wise transforms."""
    from voice_ono.speech.asr.factory import make_recognizer
    from voice_ono.speech.asr.sphinx import prefers_core

    grammar, known, to_command = bench_setup()
    folds = speaker_folds(clips)
    out: list[list[Pair]] = [[] for _ in clips]
    recorded: list[tuple[RecognitionResult, RecognitionResult]] = []

    def record(full: RecognitionResult, core: RecognitionResult) -> RecognitionResult:
        recorded.append((full, core))
        return core if prefers_core(full.evidence, core.evidence, -math.inf) else full

    def utt(r: RecognitionResult) -> Utterance:
        assert r.evidence is not None
        ev = r.evidence
        return Utterance(ev, to_command(ev.phrase) if ev.phrase else None, dict(r.measures or {}))

    with tempfile.TemporaryDirectory(prefix="voice-ono-core-bench-") as tmp:
        for f in range(max(folds) + 1 if folds else 0):
            train = adaptation_set([c for c, x in zip(clips, folds) if x != f], known)
            tr = estimate_transforms(corpus, train, Path(tmp) / str(f), "sc+fsdd", passes)
            idx = [i for i, x in enumerate(folds) if x == f]
            for rate in sorted({clips[i].rate for i in idx}):
                rec = make_recognizer(grammar, "sphinx", sample_rate=rate, mllr=transform_for(rate, tr),
                                      core_rule=record)
                for i in (i for i in idx if clips[i].rate == rate):
                    recorded.clear()
                    decode_clips([clips[i]], corpus, rec, to_command, progress=False)
                    out[i] = [(utt(a), utt(b)) for a, b in recorded]
            if progress:
                print(f"fold {f} decoded", flush=True)
    return out


def _pick(f: Utterance, c: Utterance, margin: float, measure: str, core: frozenset[str]) -> Utterance:
    from voice_ono.speech.asr.sphinx import prefers_core

    keep = core if measure.startswith("core+") else frozenset()
    return c if prefers_core(f.evidence, c.evidence, margin, measure.removeprefix("core+"), keep) else f


def core_phrases() -> frozenset[str]:
    """The shipped grammar's core phrases (``Grammar.phrases(Grammar.core_intents())``)."""
    from voice_ono.commands.grammar import load_grammar

    g = load_grammar()
    return frozenset(g.phrases(g.core_intents()))


def choose(pairs: Sequence[Sequence[Pair]], margin: float, measure: str = "acoustic",
           core: frozenset[str] = frozenset()) -> list[list[Utterance]]:
    """Each clip's utterances chosen by :func:`~voice_ono.speech.asr.sphinx.prefers_core` (``margin``; measures
    ``core+...`` also take the core result whenever the full grammar's phrase is in ``core``)."""
    return [[_pick(f, c, margin, measure, core) for f, c in ps] for ps in pairs]


def _figures(clips: Sequence[Clip], utts: Sequence[Sequence[Utterance]], cv: dict[str, Any]) -> dict[str, Any]:
    outs = cv["outcomes"]
    nb = [i for i, c in enumerate(clips) if c.rate <= NARROWBAND_RATE]
    return {"held_out": cv["held_out"], "narrowband": tally([clips[i] for i in nb], [outs[i] for i in nb]),
            "hand": cv["hand"], "top_right": top_right(clips, utts), "fold_thresholds": cv["fold_thresholds"]}


def _train_rate(clips: Sequence[Clip], utts: Sequence[Sequence[Utterance]], train: Sequence[int],
                point: dict[str, float]) -> float:
    from dataclasses import replace

    th = {"sphinx": replace(THRESHOLDS["sphinx"], accept=point["accept"], confirm=point["confirm"])}
    cs = [clips[i] for i in train]
    r = tally(cs, [outcome(clips[i], *clip_verdict(utts[i], None, th)) for i in train])
    return float(r.get("acted_correctly_rate", 0.0))


def nested(clips: Sequence[Clip], by_margin: dict[float, list[list[Utterance]]],
           cvs: dict[float, dict[str, Any]]) -> dict[str, Any]:
    """Held-out figures with each fold's margin chosen on the training folds (most acted on correctly there)."""
    from dataclasses import replace

    folds = speaker_folds(clips)
    outs = [""] * len(clips)
    chosen_utts: list[list[Utterance]] = [[] for _ in clips]
    margins, held = [], []
    for f in range(max(folds) + 1):
        train = [i for i, x in enumerate(folds) if x != f]
        m = max(by_margin, key=lambda m: (_train_rate(clips, by_margin[m], train, cvs[m]["fold_thresholds"][f]), -m))
        margins.append(m)
        p = cvs[m]["fold_thresholds"][f]
        mine = [i for i, x in enumerate(folds) if x == f]
        for i in mine:
            outs[i], chosen_utts[i] = cvs[m]["outcomes"][i], by_margin[m][i]
        held.append(hand_figures([clips[i] for i in mine], [by_margin[m][i] for i in mine],
                                 {"sphinx": replace(THRESHOLDS["sphinx"], accept=p["accept"], confirm=p["confirm"],
                                                    held_bonus=p["held_bonus"])}))
    n = sum(h["plays"] for h in held)
    hand = {"plays": n, "wrong_card_plays": sum(h["wrong_card_plays"] for h in held),
            "held_acted_correctly_rate": sum((h["held_acted_correctly_rate"] or 0) * h["plays"] for h in held) / n
            if n else None}
    cv = {"held_out": tally(clips, outs), "outcomes": outs, "hand": hand,
          "fold_thresholds": [cvs[m]["fold_thresholds"][f] for f, m in enumerate(margins)]}
    return {**_figures(clips, chosen_utts, cv), "margins": margins}


def analyse(clips: Sequence[Clip], pairs: Sequence[Sequence[Pair]]) -> dict[str, Any]:
    """Every variant's held-out figures (fixed margins, and margins chosen on training folds)."""
    variants: dict[str, Any] = {}
    core = core_phrases()
    full = [[f for f, _ in ps] for ps in pairs]
    variants["full grammar only"] = _figures(clips, full, cross_validate(clips, full, "sphinx"))
    for label, m in (("fallback (today: core only when the full grammar gives no complete phrase)", -math.inf),
                     ("core phrase whenever complete", math.inf)):
        u = choose(pairs, m)
        variants[label] = _figures(clips, u, cross_validate(clips, u, "sphinx"))
    for name, (measure, grid) in RULES.items():
        by_margin = {m: choose(pairs, m, measure, core) for m in grid}
        cvs = {m: cross_validate(clips, by_margin[m], "sphinx") for m in grid}
        for m in grid:
            variants[f"{name}, margin {m:g}"] = _figures(clips, by_margin[m], cvs[m])
        variants[f"{name}, margin chosen on training folds"] = nested(clips, by_margin, cvs)
    return variants


SYNTHETIC_VOICES = ("flite:kal16", "flite:slt", "flite:awb", "flite:rms", "espeak-ng:en-us")


def synthetic_study(voices: Sequence[str] = SYNTHETIC_VOICES, n_other: int = 40, seed: int = 0) -> dict[str, Any]:
    """Phrase coverage with synthetic voices (faint noise floor, 40 dB): how often each rule keeps the phrase
    said as the chosen result, for phrases outside the core grammar (every query of the quick set plus a
    seeded sample of ``n_other`` other non-core phrases) and for the core phrases of the quick set.
    The corpus holds only core words, so this is what guards "read my hand" against the core grammar."""
    import random

    from .synthetic_bench import _chunks, representative_phrases
    from voice_ono.speech.asr.endpoint import listen
    from voice_ono.speech.asr.factory import make_recognizer
    from voice_ono.demo.synth import Voice, mix_utterances, synthesize_array

    grammar, _, to_command = bench_setup()
    core = set(grammar.core_intents())
    core_set = core_phrases()

    def is_core(phrase: str) -> bool:
        cmd = to_command(phrase)
        return cmd is not None and cmd.get("intent") in core

    quick = representative_phrases(grammar)
    rest = sorted(p for p in grammar.phrases() if not is_core(p) and p not in quick)
    phrases = quick + random.Random(seed).sample(rest, min(n_other, len(rest)))
    recorded: list[tuple[RecognitionResult, RecognitionResult]] = []

    def record(full: RecognitionResult, second: RecognitionResult) -> RecognitionResult:
        recorded.append((full, second))
        return full

    rec = make_recognizer(grammar, "sphinx", core_rule=record)
    rows: list[tuple[str, bool, list[tuple[Utterance, Utterance]]]] = []
    for label in voices:
        engine, name = label.split(":")
        for i, phrase in enumerate(phrases):
            recorded.clear()
            x = mix_utterances([synthesize_array(phrase, Voice(engine, name))], seed=i)
            list(listen(_chunks(x), rec, sample_rate=16000))
            rows.append((phrase, is_core(phrase), [(Utterance(a.evidence, to_command(a.evidence.phrase)
                                                              if a.evidence.phrase else None),
                                                    Utterance(b.evidence, None)) for a, b in recorded
                                                   if a.evidence is not None and b.evidence is not None]))

    def right(margin: float, measure: str, want_core: bool) -> tuple[int, int]:
        sel = [(p, ps) for p, c, ps in rows if c == want_core]
        ok = sum(1 for p, ps in sel if [_pick(a, b, margin, measure, core_set).evidence.phrase for a, b in ps] == [p])
        return ok, len(sel)

    table: dict[str, Any] = {}
    for label, measure, m in [("full grammar only", "acoustic", None), ("fallback (today)", "acoustic", -math.inf),
                              ("core phrase whenever complete", "acoustic", math.inf),
                              *[(f"{n}, margin {m:g}", ms, m) for n, (ms, grid) in RULES.items() for m in grid]]:
        if m is None:
            non = (sum(1 for p, c, ps in rows if not c and [a.evidence.phrase for a, _ in ps] == [p]),
                   sum(1 for _, c, _ in rows if not c))
            cor = (sum(1 for p, c, ps in rows if c and [a.evidence.phrase for a, _ in ps] == [p]),
                   sum(1 for r in rows if r[1]))
        else:
            non, cor = right(m, measure, False), right(m, measure, True)
        table[label] = {"noncore": non, "core": cor}
    return {"voices": list(voices), "phrases": len(phrases), "table": table}


def synthetic_markdown(study: dict[str, Any]) -> str:
    """The synthetic study as a table."""
    lines = ["", f"Synthetic voices ({', '.join(study['voices'])}; {study['phrases']} phrases each, 40 dB noise "
             "floor): the phrase said is the chosen result", "",
             "| variant | phrases outside the core | core phrases |", "|---|---|---|"]
    for name, r in study["table"].items():
        (a, n), (b, m) = r["noncore"], r["core"]
        lines.append(f"| {name} | {a}/{n} ({_pct(a / n if n else None)}) | {b}/{m} ({_pct(b / m if m else None)}) |")
    return "\n".join(lines) + "\n"


def markdown(report: dict[str, Any]) -> str:
    """One row per variant."""
    lines = ["# Always decode both grammars, choose by score (speakers held out)", "",
             f"{report['clips']} clips from `{report['corpus']}`; fold-wise MLLR transforms.", "",
             "| variant | top phrase right (all / 8 kHz) | acted held out | misfires | OOG/noise accepted | "
             "8 kHz acted | held-card plays acted |", "|---|---|---|---|---|---|---|"]
    for name, v in report["variants"].items():
        h, t, nb, hand = v["held_out"], v["top_right"], v["narrowband"], v["hand"]
        extra = f" (margins {', '.join(f'{m:g}' for m in v['margins'])})" if "margins" in v else ""
        lines.append(f"| {name}{extra} | {_pct(t['all'])} / {_pct(t['narrowband'])} | "
                     f"{_pct(h.get('acted_correctly_rate'))} ({h['correct']} + {h['confirmed']} of {h['commands']}) | "
                     f"{h['misfire']} ({_pct(h.get('misfire_rate'))}) | {h['nc_false_accept']} of {h['noncommands']} "
                     f"({_pct(h.get('noncommand_accept_rate'))}) | {_pct(nb.get('acted_correctly_rate'))} | "
                     f"{_pct(hand.get('held_acted_correctly_rate'))} |")
    return "\n".join(lines) + "\n"


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``voice-ono bench core``."""
    p.description = __doc__.split("\n\n")[0]
    p.add_argument("--corpus", type=Path, default=default_corpus(), help="folder with manifest.jsonl")
    p.add_argument("--limit", type=positive_int, default=None, help="a seeded sample of N clips per source")
    p.add_argument("--pairs", type=Path, default=None,
                   help="cache of the decoded pairs (read if it exists, else written)")
    p.add_argument("--synthetic", action="store_true",
                   help="only the synthetic-voice phrase study (phrases outside the core grammar)")
    p.add_argument("--out", type=report_folder, default=Path("reports"))


def main(a: argparse.Namespace) -> int:
    """``voice-ono bench core``: see the module docstring."""
    if a.synthetic:
        study = synthetic_study()
        md = synthetic_markdown(study)
        print(md)
        save_report(a.out, "core_synthetic", study, md)
        return 0
    if a.corpus is None:
        a.subparser.error("no corpus: pass --corpus DIR (a folder holding manifest.jsonl)")
    from .corpus_bench import load_manifest

    clips = load_manifest(a.corpus, a.limit)
    t0 = time.perf_counter()
    if a.pairs is not None and a.pairs.is_file():
        pairs = pickle.loads(a.pairs.read_bytes())
    else:
        pairs = decode_pairs(a.corpus, clips)
        if a.pairs is not None:
            a.pairs.write_bytes(pickle.dumps(pairs))
    report = {"corpus": str(a.corpus), "clips": len(clips), "limit_per_source": a.limit,
              "variants": analyse(clips, pairs), "wall_s": time.perf_counter() - t0}
    md = markdown(report)
    print(md)
    save_report(a.out, "core", report, md)
    return 0


