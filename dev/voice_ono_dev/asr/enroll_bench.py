"""Enrollment benchmark: does a speaker profile help that speaker?

``voice-ono bench enroll --corpus DIR`` reads a manifest in the format of
``../shared/corpus/manifest.jsonl``.  For every speaker with at least 3
takes of some command word it:

* enrolls on 2 takes of each such word (seeded choice) and builds a profile
  (:func:`voice_ono.speech.asr.profile.build.build_profile`: templates, calibration and,
  where the adaptation module and the sphinxtrain tools are present, MLLR),
  timing the build and measuring its size on disk;
* decodes the speaker's other takes through the real pipeline (WavSource ->
  endpointer -> voice-activity check -> recogniser) and scores them without
  the profile, with calibration only, with templates only and with the whole
  profile: right (acted on correctly: accepted or confirmed about the right
  command), accepted right, rejected and misfire (another command accepted);
* decides every out-of-grammar and noise clip of the corpus with the
  speaker's profile too (false accepts with a profile loaded).

The template limits (``template_near``, ``template_sure``, ``template_margin``)
are chosen for each speaker on the *other* speakers only
(leave-one-speaker-out), so every figure is for a speaker whose recordings
were not used to tune them.

Writes ``<out>/enroll.json`` and ``<out>/enroll.md``.  Data of the default
corpus: Free Spoken Digit Dataset (Z. Jackson et al., CC BY-SA 4.0) and Speech
Commands v0.02 (P. Warden 2018, CC BY 4.0).
"""
from __future__ import annotations

import argparse
import random
import shutil
import statistics
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from voice_ono_dev.reports import positive_int, report_folder, save_report
from voice_ono.speech.asr.acceptance import THRESHOLDS, Thresholds, decide
from voice_ono.speech.audio import PADDING_S, Padded
from .corpus_bench import ATTRIBUTION, Clip, default_corpus, load_manifest, outcome

ENROLL_TAKES = 2
NEAR_GRID = (0.8, 1.0, 1.2, 1.4, 1.6, 1.8, 2.0)
SURE_GRID = (0.6, 0.7, 0.8, 0.9, 1.0)
"""Limits searched for acting on a template match outright (``template_sure``): by design no farther than the speaker's
own take-to-take distance (1.0); beyond it, up to ``template_near``, the template's phrase is asked about."""
MARGIN_GRID = (0.0, 0.1, 0.25, 0.5, 1.0, 1e9)
VARIANTS = ("without", "adaptation", "calibration", "templates", "profile_unadapted", "profile")
"""without: the shipped recogniser and thresholds; adaptation: MLLR only; calibration: the confirm threshold moved
only; templates: DTW templates only; profile_unadapted: templates + calibration on the unadapted model; profile:
everything (what ``--profile`` does when the profile has an MLLR transform)."""


PAD_S = PADDING_S
"""Seconds of faint noise fed before and after each clip (:class:`~voice_ono.speech.audio.Padded`): the corpus's
clips are cut tight, and the endpointer learns its noise floor from what it hears first (unpadded, 22% of FSDD
clips gave no utterance at all)."""


def split_speaker(clips: Sequence[Clip], seed: int = 0, takes: int = ENROLL_TAKES) -> tuple[list[Clip], list[Clip]]:
    """One speaker's command clips as ``(enroll, test)``: ``takes`` of every word said at least ``takes + 1``
    times (seeded), the rest of those words to test."""
    by_word: dict[str, list[Clip]] = defaultdict(list)
    for c in sorted(clips, key=lambda c: c.file):
        if c.expected is not None and c.said:
            by_word[c.said].append(c)
    rng = random.Random(seed)
    enroll, test = [], []
    for word in sorted(by_word):
        cs = by_word[word]
        if len(cs) <= takes:
            continue
        pick = set(rng.sample(range(len(cs)), takes))
        enroll += [c for i, c in enumerate(cs) if i in pick]
        test += [c for i, c in enumerate(cs) if i not in pick]
    return enroll, test


def _verdict(results: Sequence[Any], table: Mapping[str, Thresholds],
             to_command: Callable[[str], dict[str, Any] | None]) -> tuple[str, dict[str, Any] | None]:
    """First accepted utterance, else first confirmed, else reject (as ``bench asr``)."""
    verdicts = [decide(r.evidence, None, table) for r in results if r.evidence is not None]
    for want in ("accept", "confirm"):
        for v in verdicts:
            if v.decision == want:
                return want, to_command(v.phrase)
    return "reject", None


def rates(outcomes: Sequence[str]) -> dict[str, Any]:
    """Counts and rates of command outcomes: right = correct + confirmed; errors = rejected + misfire."""
    c = Counter(outcomes)
    n = sum(c.values())
    out: dict[str, Any] = {"n": n, **{k: c.get(k, 0) for k in ("correct", "confirmed", "rejected", "misfire",
                                                                "confirmed_wrong")}}
    if n:
        out["right_rate"] = (out["correct"] + out["confirmed"]) / n
        out["accepted_right_rate"] = out["correct"] / n
        out["rejected_rate"] = out["rejected"] / n
        out["misfire_rate"] = out["misfire"] / n
        out["error_rate"] = (out["rejected"] + out["misfire"]) / n
    return out


def nc_rates(outcomes: Sequence[str]) -> dict[str, Any]:
    c = Counter(outcomes)
    n = sum(c.values())
    return {"n": n, "false_accept": c.get("false_accept", 0), "false_confirm": c.get("false_confirm", 0),
            "false_accept_rate": c.get("false_accept", 0) / n if n else None}


def run_enroll_bench(corpus: Path, out_dir: Path | None = Path("reports"), seed: int = 0,
                     nc_limit: int | None = None, adapt: bool = True, progress: bool = True,
                     pad_s: float = PAD_S, ref_limit: int = 120, engine: str = "sphinx") -> dict[str, Any]:
    """Run the benchmark (module docstring); return the report (also written to ``out_dir`` unless None).

    :raises FileNotFoundError: no manifest in ``corpus``.
    """
    from tqdm import tqdm

    from voice_ono.app.wiring import command_json
    from voice_ono.commands.grammar import load_grammar
    from voice_ono.speech.audio import WavSource
    from voice_ono.speech.asr.endpoint import SpeechCheck, listen
    from voice_ono.speech.asr.factory import make_recognizer
    from voice_ono.speech.asr.profile.profiled import ProfiledRecognizer, phrase_meanings
    from voice_ono.speech.asr.profile.takes import Take
    from voice_ono.speech.asr.profile.build import build_profile
    from voice_ono.speech.asr.profile.policy import calibrate_shift, calibrated
    from voice_ono.speech.asr.profile.storage import save_profile

    corpus = Path(corpus)
    clips = load_manifest(corpus)
    grammar = load_grammar()

    to_command = command_json(grammar)

    meanings = phrase_meanings(grammar.phrases(), to_command)

    def same_meaning(a: str, b: str) -> bool:
        return meanings.get(a, a) == meanings.get(b, b)

    by_speaker: dict[str, list[Clip]] = defaultdict(list)
    for c in clips:
        if c.speaker:
            by_speaker[c.speaker].append(c)
    plans = {s: split_speaker(cs, seed) for s, cs in sorted(by_speaker.items())}
    plans = {s: p for s, p in plans.items() if p[0] and p[1]}
    nc = [c for c in clips if c.expected is None]
    if nc_limit:
        nc = sorted(random.Random(seed).sample(nc, min(nc_limit, len(nc))), key=lambda c: c.file)
    enrolled = set(plans)
    ref_pool = [c for c in clips if c.expected is not None and c.speaker and c.speaker not in enrolled]
    ref_clips = sorted(random.Random(seed).sample(ref_pool, min(ref_limit, len(ref_pool))), key=lambda c: c.file)
    recs: dict[int, Any] = {}

    def rec_for(rate: int) -> Any:
        if rate not in recs:
            recs[rate] = make_recognizer(grammar, engine, sample_rate=rate)
        return recs[rate]

    def source(c: Clip, r: Any) -> Any:
        wav = WavSource(corpus / c.file, r.sample_rate)
        return Padded(wav, pad_s) if pad_s else wav

    check = SpeechCheck.create()
    todo = [c for s, (e, t) in plans.items() for c in e + t] + nc + ref_clips
    decoded: dict[str, list[Any]] = {}
    t0 = time.perf_counter()
    for c in tqdm(todo, desc="decoding", unit="clip", disable=not progress):
        r = rec_for(c.rate)
        decoded[c.file] = list(listen(source(c, r), r, speech_check=check))
    decode_s = time.perf_counter() - t0

    # ---- the population's median confidence on right top phrases: Speech Commands speakers who are not enrolled
    reference = _right_median([c for c in ref_clips], decoded, same_meaning)

    # ---- build each speaker's profile from the enrolled takes (the listen()-segmented audio of each file)
    tmp_root = Path(tempfile.mkdtemp(prefix="voice-ono-enroll-bench-"))
    speakers: dict[str, dict[str, Any]] = {}
    plain: dict[str, dict[str, list[Any]]] = {}    # speaker -> file -> base decode with template evidence
    adapted: dict[str, dict[str, list[Any]]] = {}  # speaker -> file -> MLLR decode with template evidence
    profiles = {}
    base_shift = {}
    try:
        for spk, (enroll, test) in tqdm(plans.items(), desc="profiles", unit="speaker", disable=not progress):
            takes = []
            for c in enroll:
                for r in decoded[c.file][:1]:
                    if r.audio:
                        takes.append(Take(c.said, r.audio, rec_for(c.rate).sample_rate))
            rate = enroll[0].rate
            def adapted_rec(mllr: Path, rate: int = rate) -> Any:
                return make_recognizer(grammar, "sphinx", sample_rate=rate, mllr=mllr)

            prof = build_profile(spk.replace("/", "_")[:40], takes, rec_for(rate), same_meaning,
                                 adapt=adapt and engine == "sphinx",
                                 folder=tmp_root, reference=reference, adapted=adapted_rec)
            save_profile(prof, tmp_root)
            profiles[spk] = prof
            base_shift[spk] = calibrate_shift(
                [r.evidence.confidence for c in enroll for r in decoded[c.file][:1]
                 if r.evidence is not None and r.evidence.phrase and r.evidence.confidence is not None
                 and same_meaning(r.evidence.phrase, c.said)], engine, reference)
            speakers[spk] = {"enroll_takes": len(takes), "test_takes": len(test), "build_s": prof.build_s,
                             "size_bytes": prof.size_bytes(tmp_root), "shift": prof.shift,
                             "shift_unadapted": base_shift[spk],
                             "adapted": prof.mllr is not None, "notes": prof.notes,
                             "template_scale": prof.templates.scale if prof.templates else None}
            adapted_recs: dict[int, Any] = {}
            pm, am = {}, {}
            for c in test + nc:
                base = rec_for(c.rate)
                wrap = ProfiledRecognizer(base, prof, meanings, grammar.card_keys())
                pm[c.file] = [wrap.apply(r, r.audio or b"") for r in decoded[c.file]]
                if prof.mllr is not None:
                    if c.rate not in adapted_recs:
                        adapted_recs[c.rate] = make_recognizer(grammar, "sphinx", sample_rate=c.rate, mllr=prof.mllr)
                    arec = adapted_recs[c.rate]
                    results = list(listen(source(c, arec), arec, speech_check=check))
                    awrap = ProfiledRecognizer(base, prof, meanings, grammar.card_keys(), adapted=True)
                    am[c.file] = [awrap.apply(r, r.audio or b"") for r in results]
                else:
                    am[c.file] = pm[c.file]
            plain[spk], adapted[spk] = pm, am
    finally:
        shutil.rmtree(tmp_root, ignore_errors=True)

    Limits = tuple[float, float, float]  # (template_near, template_sure, template_margin)

    def table_for(spk: str, variant: str, limits: Limits) -> dict[str, Thresholds]:
        near, sure, margin = limits
        base = THRESHOLDS[engine]
        shift = {"calibration": base_shift[spk], "profile_unadapted": base_shift[spk],
                 "profile": profiles[spk].shift}.get(variant, 0.0)
        use_templates = variant in ("templates", "profile_unadapted", "profile")
        th = calibrated(base, shift, near if use_templates else None, margin if use_templates else None,
                        sure if use_templates else None)
        return {**THRESHOLDS, engine: th}

    memo: dict[tuple[Any, ...], list[str]] = {}

    def outcomes(spk: str, variant: str, limits: Limits, which: Sequence[Clip], key: str) -> list[str]:
        """Outcomes of ``which`` (``key``: "test" or "nc", for the memo) for one speaker, variant and limits."""
        k = (spk, variant, limits if variant in ("templates", "profile_unadapted", "profile") else None, key)
        if k not in memo:
            table = table_for(spk, variant, limits)
            src = adapted[spk] if variant in ("adaptation", "profile") else plain[spk]
            memo[k] = [outcome(c, *_verdict(src[c.file], table, to_command)) for c in which]
        return memo[k]

    def objective(spks: Sequence[str], limits: Limits) -> tuple[int, float, float, float, float]:
        """Fewest misfires beyond those without a profile plus out-of-grammar accepts with the profile on these
        speakers (counts: a profile must never act on a word it was not taught); then the most right and
        accepted-right answers, the tightest ``near``, the tightest ``sure``, the largest margin."""
        near, sure, margin = limits
        cmd = [o for s in spks for o in outcomes(s, "profile", limits, plans[s][1], "test")]
        non = [o for s in spks for o in outcomes(s, "profile", limits, nc, "nc")]
        cmd0 = [o for s in spks for o in outcomes(s, "without", limits, plans[s][1], "test")]
        r, n, r0 = rates(cmd), nc_rates(non), rates(cmd0)
        excess = max(0, r.get("misfire", 0) - r0.get("misfire", 0)) + n["false_accept"]
        return (-excess, r.get("right_rate", 0) + r.get("accepted_right_rate", 0), -near, -sure, margin)

    grid = [(n, u, m) for n in NEAR_GRID for u in SURE_GRID if u <= n for m in MARGIN_GRID]

    report_speakers = {}
    all_out: dict[str, list[str]] = defaultdict(list)
    all_nc: dict[str, list[str]] = defaultdict(list)
    for spk in plans:
        others = [s for s in plans if s != spk] or [spk]
        limits = max(grid, key=lambda lim: objective(others, lim))
        row = dict(speakers[spk], template_near=limits[0], template_sure=limits[1], template_margin=limits[2])
        for v in VARIANTS:
            o = outcomes(spk, v, limits, plans[spk][1], "test")
            no = outcomes(spk, v, limits, nc, "nc")
            row[v] = rates(o)
            row[v + "_noncommand"] = nc_rates(no)
            all_out[v] += o
            all_nc[v] += no
        report_speakers[spk] = row
    groups = {"all": list(plans), "fsdd (8 kHz close-talk)": [s for s in plans if s.startswith("fsdd")],
              "other": [s for s in plans if not s.startswith("fsdd")]}
    summary: dict[str, dict[str, Any]] = {}
    for g, spks in groups.items():
        if not spks:
            continue
        summary[g] = {}
        for v in VARIANTS:
            o = [x for s in spks for x in outcomes(s, v, _limits(report_speakers[s]), plans[s][1], "test")]
            summary[g][v] = rates(o)
    nc_summary = {v: nc_rates(all_nc[v]) for v in VARIANTS}
    sensitivity = []  # every (near, sure, margin) on every speaker (not held out): the trade-off, for reading
    for limits in grid:
        near, sure, margin = limits
        r = rates([o for s in plans for o in outcomes(s, "profile", limits, plans[s][1], "test")])
        n = nc_rates([o for s in plans for o in outcomes(s, "profile", limits, nc, "nc")])
        sensitivity.append({"near": near, "sure": sure, "margin": margin, **{k: r.get(k) for k in (
                "right_rate", "accepted_right_rate", "rejected", "misfire", "confirmed_wrong")},
                "false_accept": n["false_accept"]})
    builds = [s["build_s"] for s in speakers.values()]
    sizes = [s["size_bytes"] for s in speakers.values()]
    report = {"corpus": str(corpus), "attribution": ATTRIBUTION, "engine": engine, "seed": seed, "pad_s": pad_s,
              "enroll_takes_per_word": ENROLL_TAKES, "speakers": report_speakers, "summary": summary,
              "noncommand_with_profile": nc_summary, "noncommand_clips": len(nc), "sensitivity": sensitivity,
              "build_s_median": statistics.median(builds) if builds else None,
              "build_s_max": max(builds) if builds else None,
              "size_bytes_median": statistics.median(sizes) if sizes else None,
              "decode_wall_s": decode_s,
              "reference_confidence": reference, "reference_clips": len(ref_clips)}
    if out_dir is not None:
        save_report(Path(out_dir), "enroll", report, markdown(report))
    return report


def _limits(row: Mapping[str, Any]) -> tuple[float, float, float]:
    """A speaker row's chosen ``(template_near, template_sure, template_margin)``."""
    return row["template_near"], row["template_sure"], row["template_margin"]


def _right_median(clips: Sequence[Clip], decoded: Mapping[str, Sequence[Any]],
                  same_meaning: Callable[[str, str], bool]) -> float | None:
    """Median confidence of right top phrases over ``clips`` (the calibration's reference)."""
    vals = []
    for c in clips:
        for r in decoded[c.file][:1]:
            ev = r.evidence
            if ev is not None and ev.phrase and ev.confidence is not None and same_meaning(ev.phrase, c.said or ""):
                vals.append(ev.confidence)
    return statistics.median(vals) if vals else None


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def markdown(report: dict[str, Any]) -> str:
    """The report as Markdown."""
    lines = [f"# Enrollment benchmark ({report['engine']})", "",
             f"Corpus `{report['corpus']}`. Data: {report['attribution']}.", "",
             f"Each speaker enrolls on {report['enroll_takes_per_word']} takes of each word said at least 3 times; "
             "figures are for that speaker's other takes. Template limits chosen on the other speakers. "
             f"Each clip is fed with {report['pad_s']} s of faint noise before and after.", "",
             "| speakers | variant | takes | right | accepted right | rejected | misfire | errors (rejected + misfire) "
             "| confirmed wrong |", "|---|---|---|---|---|---|---|---|---|"]
    for g, vs in report["summary"].items():
        for v, r in vs.items():
            lines.append(f"| {g} | {v} | {r['n']} | {_pct(r.get('right_rate'))} | "
                         f"{_pct(r.get('accepted_right_rate'))} | {_pct(r.get('rejected_rate'))} | "
                         f"{_pct(r.get('misfire_rate'))} ({r['misfire']}) | {_pct(r.get('error_rate'))} | "
                         f"{r['confirmed_wrong']} |")
    lines += ["", f"Out-of-grammar words and noise ({report['noncommand_clips']} clips), decided with each "
              "speaker's profile in turn:", "", "| variant | decisions | false accepts | false confirms |",
              "|---|---|---|---|"]
    for v, r in report["noncommand_with_profile"].items():
        lines.append(f"| {v} | {r['n']} | {r['false_accept']} ({_pct(r['false_accept_rate'])}) | "
                     f"{r['false_confirm']} |")
    lines += ["", "| speaker | enroll / test takes | build s | size | shift | adapted | near / sure / margin | "
              "right without -> with | errors without -> with |", "|---|---|---|---|---|---|---|---|---|"]
    for s, r in report["speakers"].items():
        lines.append(f"| {s} | {r['enroll_takes']} / {r['test_takes']} | {r['build_s']:.1f} | "
                     f"{r['size_bytes'] / 1024:.0f} KiB | {r['shift']:.2f} | {'yes' if r['adapted'] else 'no'} | "
                     f"{r['template_near']} / {r['template_sure']} / {r['template_margin']} | "
                     f"{_pct(r['without'].get('right_rate'))} -> "
                     f"{_pct(r['profile'].get('right_rate'))} | {_pct(r['without'].get('error_rate'))} -> "
                     f"{_pct(r['profile'].get('error_rate'))} |")
    lines += ["", "Every template limit on every speaker (whole profile; not held out: the trade-off; the shipped defaults follow "
              "the held-out folds):", "",
              "| near | sure | margin | right | accepted right | rejected | misfires | confirmed wrong | OOG accepted |",
              "|---|---|---|---|---|---|---|---|---|"]
    for x in report.get("sensitivity", []):
        lines.append(f"| {x['near']} | {x['sure']} | {'never' if x['margin'] >= 1e9 else x['margin']} | "
                     f"{_pct(x['right_rate'])} | "
                     f"{_pct(x['accepted_right_rate'])} | {x['rejected']} | {x['misfire']} | {x['confirmed_wrong']} | "
                     f"{x['false_accept']} |")
    notes = sorted({n for r in report["speakers"].values() for n in r["notes"]})
    if notes:
        lines += ["", "Notes: " + " ".join(notes)]
    lines += ["", f"Profile build: median {report['build_s_median']:.1f} s, max {report['build_s_max']:.1f} s; "
              f"size median {report['size_bytes_median'] / 1024:.0f} KiB. Calibration reference (median confidence of right "
              f"top phrases, {report['reference_clips']} command clips of speakers not enrolled): "
              f"{report['reference_confidence']}.", ""]
    return "\n".join(lines)


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``voice-ono bench enroll``."""
    p.description = __doc__.split("\n\n")[0]
    p.add_argument("--corpus", type=Path, default=default_corpus(),
                   help="folder with manifest.jsonl (default ../shared/corpus beside the repo)")
    p.add_argument("--out", type=report_folder, default=Path("reports"), help="report folder (default reports/)")
    p.add_argument("--noncommand", type=positive_int, default=None, metavar="N",
                   help="decide only a seeded sample of N out-of-grammar and noise clips (default all)")
    p.add_argument("--no-adapt", action="store_true", help="build profiles without acoustic adaptation")
    p.add_argument("--engine", choices=("sphinx", "whisper"), default="sphinx",
                   help="the recogniser the profiles are for (default sphinx; only sphinx adapts)")
    p.add_argument("--seed", type=int, default=0, help="seed of the enrolled takes' choice (default 0)")
    p.add_argument("--pad", type=float, default=PAD_S, metavar="SECONDS",
                   help=f"faint noise fed before and after each clip (default {PAD_S}; 0: none)")


def main(args: argparse.Namespace) -> int:
    """``voice-ono bench enroll [--corpus DIR] [--out DIR] [--noncommand N] [--no-adapt] [--engine E]``."""
    if args.corpus is None:
        print("voice-ono: no corpus found; pass --corpus DIR (a folder with manifest.jsonl).")
        return 2
    try:
        report = run_enroll_bench(args.corpus, args.out, args.seed, args.noncommand, not args.no_adapt,
                                  pad_s=args.pad, engine=args.engine)
    except FileNotFoundError as exc:
        print(f"voice-ono: {exc}")
        return 2
    print(markdown(report))
    print(f"Report written to {args.out / 'enroll.json'} and {args.out / 'enroll.md'}")
    return 0
