"""``voice-ono bench takes``: the enrollment take checks measured on a corpus (issue 11b).

1. Noise takes: every clip of the corpus cut as ``voice-ono enroll --from-manifest`` cuts it (at 16 kHz), then
   checked as it checks a take (:func:`voice_ono.enroll.take_checks.check_take`: too quiet, clipped, spectral flatness,
   voiced share; and the voice-activity check).  Reports the share of real speech clips accepted and of noise
   clips accepted, and what each check refused.
2. Shifted labels: for each FSDD speaker, every take decoded once with the embedded recogniser; then
   :func:`voice_ono.enroll.manifest.shifted_labels` on the speaker's correct labels and on the labels shifted by one
   digit, for all takes and for seeded draws of 2 and of 4 takes of each digit.

Data: Free Spoken Digit Dataset (Z. Jackson et al., CC BY-SA 4.0) and Speech Commands v0.02 (P. Warden 2018,
CC BY 4.0).
"""
from __future__ import annotations

import argparse
import json
import random
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from voice_ono_dev.reports import positive_int, report_folder, write_report
from .corpus_bench import default_corpus

RATE = 16000


def noise_check(corpus: Path) -> dict[str, Any]:
    """``{"speech": {outcome: count}, "noise": {outcome: count}}``: outcome ``accepted`` or what refused it."""
    from voice_ono.enroll.take_checks import check_take
    from voice_ono.speech.asr.endpoint import SpeechCheck
    from voice_ono.speech.asr.profile.takes import utterance_of

    check = SpeechCheck.create()
    out: dict[str, Counter[str]] = {"speech": Counter(), "noise": Counter()}
    for line in (corpus / "manifest.jsonl").read_text(encoding="utf-8").splitlines():
        d = json.loads(line)
        pcm, _ = utterance_of(corpus / d["file"], RATE)
        why = "nothing" if not pcm else check_take(pcm, RATE)
        if why is None and check is not None and not check.is_speech(pcm, RATE):
            why = "voice-activity check"
        out["noise" if d["said"] is None else "speech"][why or "accepted"] += 1
    return {k: dict(v) for k, v in out.items()}


def label_check(corpus: Path, draws: int, seed: int) -> dict[str, Any]:
    """Per FSDD speaker: takes heard as their label, and refusals of correct and shifted labels."""
    from voice_ono.app.wiring import command_meaning, grammar_recognizer
    from voice_ono.commands.grammar import load_grammar
    from voice_ono.enroll.phrases import ENROLL_PHRASES
    from voice_ono.enroll.manifest import shifted_labels
    from voice_ono.speech.asr.profile.takes import Take, decode_take, utterance_of

    rec, _ = grammar_recognizer("sphinx", None)
    meaning = command_meaning(load_grammar())

    def means(p: str) -> str:
        return (meaning(p) or p) if p else ""

    digits = list(ENROLL_PHRASES[:10])
    after = {d: digits[(i + 1) % 10] for i, d in enumerate(digits)}
    rows = [json.loads(x) for x in (corpus / "manifest.jsonl").read_text(encoding="utf-8").splitlines()]
    by: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for d in rows:
        if d["source"] == "FSDD":
            by[d["speaker"]].append(d)
    report: dict[str, Any] = {}
    rng = random.Random(seed)
    for speaker, ds in sorted(by.items()):
        heard = []
        for d in ds:
            pcm, whole = utterance_of(corpus / d["file"], int(rec.sample_rate))
            ev = decode_take(rec, Take(d["said"], pcm or whole, int(rec.sample_rate), d["file"])).evidence
            heard.append((d["said"], ev.phrase if ev is not None else ""))
        row: dict[str, Any] = {"takes": len(heard), "heard as label": sum(means(a) == means(b) for a, b in heard),
                               "all takes: correct refused": bool(shifted_labels(heard, means)),
                               "all takes: shifted refused": bool(shifted_labels([(after[a], b) for a, b in heard],
                                                                                means))}
        for k in (2, 4):
            right = shifted = 0
            for _ in range(draws):
                sub = [h for d in digits for h in rng.sample([h for h in heard if h[0] == d], k)]
                right += bool(shifted_labels(sub, means))
                shifted += bool(shifted_labels([(after[a], b) for a, b in sub], means))
            row[f"{k} a digit: correct refused"] = right
            row[f"{k} a digit: shifted refused"] = shifted
        report[speaker] = row
    return report


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``voice-ono bench takes``."""
    p.description = __doc__.split("\n\n")[0]
    p.add_argument("--corpus", type=Path, default=default_corpus(),
                   help="folder with manifest.jsonl (default ../shared/corpus beside the repo)")
    p.add_argument("--out", type=report_folder, default=Path("reports"), help="report folder (default reports/)")
    p.add_argument("--draws", type=positive_int, default=1000, metavar="N",
                   help="seeded draws of 2 and of 4 takes of each digit per speaker (default 1000)")
    p.add_argument("--seed", type=int, default=0, help="seed of the draws (default 0)")


def main(args: argparse.Namespace) -> int:
    """``voice-ono bench takes [--corpus DIR] [--out DIR] [--draws N]``."""
    if args.corpus is None or not (Path(args.corpus) / "manifest.jsonl").is_file():
        print("voice-ono: no corpus found; pass --corpus DIR (a folder with manifest.jsonl).")
        return 2
    corpus = Path(args.corpus)
    report = {"noise": noise_check(corpus), "labels": label_check(corpus, args.draws, args.seed),
              "draws": args.draws}
    lines = ["# Enrollment take checks", "", "| clips | accepted | refused: by what |", "|---|---|---|"]
    for kind, counts in report["noise"].items():
        total = sum(counts.values())
        lines.append(f"| {kind} ({total}) | {counts.get('accepted', 0)} "
                     f"({100 * counts.get('accepted', 0) / max(total, 1):.1f}%) | "
                     + ", ".join(f"{k} {v}" for k, v in sorted(counts.items()) if k != "accepted") + " |")
    lines += ["", f"Labels (FSDD, {args.draws} draws each):", "",
              "| speaker | takes heard as their label | all takes: correct / shifted refused | "
              "2 a digit: correct / shifted refused | 4 a digit: correct / shifted refused |", "|---|---|---|---|---|"]
    for speaker, r in report["labels"].items():
        lines.append(f"| {speaker} | {r['heard as label']} of {r['takes']} | {r['all takes: correct refused']} / "
                     f"{r['all takes: shifted refused']} | {r['2 a digit: correct refused']} / "
                     f"{r['2 a digit: shifted refused']} | {r['4 a digit: correct refused']} / "
                     f"{r['4 a digit: shifted refused']} |")
    write_report(Path(args.out), "take_checks", report, lines)
    return 0
