"""Population and channel adaptation measured with speakers held out: ``voice-ono bench adapt``.

For each of the corpus's speaker-grouped folds (:func:`~voice_ono_dev.asr.corpus_bench.speaker_folds`) the
transforms are estimated (:func:`~voice_ono.speech.asr.adapt.estimate_mllr`) on the *other* folds' speakers only,
and the held-out fold is decoded with them; the acceptance thresholds are then calibrated leave-speakers-out
on those held-out decodes exactly as ``voice-ono bench asr`` does.  So no clip is ever decoded with a
transform that saw its speaker, and no threshold is chosen on the speakers it is scored on.

Transforms (selected by the input's sample rate, as the app does):

* **wideband** (input above 8 kHz): estimated on the Speech Commands clips (16 kHz) of the training
  speakers, every clip whose word is in the dictionary, in-grammar or not ("cat", "house"); noise clips
  are not used.
* **narrowband** (input at 8 kHz or less): the same Speech Commands clips band-limited the way 8 kHz
  input reaches the recogniser (resampled to 8 kHz and back to 16 kHz with soxr), optionally with the
  training folds' FSDD speakers (8 kHz) too (``--narrowband-data``).

``--write-transforms DIR`` then estimates the shipped transforms on every speaker of the corpus and writes
them to ``DIR`` (the package's ``voice_ono/speech/asr/data``), with their sources and licences.

Data: Free Spoken Digit Dataset (Z. Jackson et al., CC BY-SA 4.0); Speech Commands v0.02 test set
(P. Warden 2018, CC BY 4.0).
"""
from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from voice_ono_dev.reports import positive_int, report_folder, save_report
from voice_ono.speech.asr.adapt import AdaptationUtterance, estimate_mllr
from .corpus_bench import (ATTRIBUTION, Clip, Utterance, calibrate, cross_validate, decode_clips, default_corpus,
                           hand_figures, load_manifest, same_command, speaker_folds, tally)

NARROWBAND_RATE = 8000
NARROWBAND_DATA = ("sc", "sc+fsdd", "fsdd")
"""What the narrowband transform is estimated on: Speech Commands band-limited, plus the training folds'
FSDD speakers, or those FSDD speakers only."""


def clip_audio(corpus: Path, clip: Clip, narrowband: bool = False) -> AdaptationUtterance:
    """A clip as an adaptation utterance (its ``said`` word as the transcript); with ``narrowband`` audio
    above 8 kHz is first resampled to 8 kHz with soxr (the band a narrowband microphone gives)."""
    from voice_ono.speech.audio_convert import read_mono, resample

    pcm, rate = read_mono(Path(corpus) / clip.file, None, "int16")
    if narrowband and rate > NARROWBAND_RATE:
        pcm = resample(pcm, rate, NARROWBAND_RATE)
        rate = NARROWBAND_RATE
    return AdaptationUtterance(pcm.tobytes(), int(rate), clip.said or "")


def adaptation_set(clips: Sequence[Clip], known: Callable[[str], bool]) -> list[Clip]:
    """Clips usable for adaptation: a spoken word (not noise) that the dictionary has."""
    return [c for c in clips if c.said and all(known(w) for w in c.said.split())]


def estimate_transforms(corpus: Path, train: Sequence[Clip], out_dir: Path,
                        narrowband_data: str = "sc", passes: int = 1) -> dict[str, Path]:
    """Estimate the wideband and narrowband transforms on ``train`` (clips with transcripts).

    :returns: ``{"wideband": path, "narrowband": path}`` (a key is missing when it has no data).
    :raises AdaptationUnavailable: the tools are missing.
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    wide = [c for c in train if c.rate > NARROWBAND_RATE]
    narrow8 = [c for c in train if c.rate <= NARROWBAND_RATE]
    out: dict[str, Path] = {}
    if wide:
        out["wideband"] = estimate_mllr([clip_audio(corpus, c) for c in wide], out_dir / "wideband.mllr",
                                        passes=passes)
    nb: list[AdaptationUtterance] = []
    if narrowband_data in ("sc", "sc+fsdd"):
        nb += [clip_audio(corpus, c, narrowband=True) for c in wide]
    if narrowband_data in ("sc+fsdd", "fsdd"):
        nb += [clip_audio(corpus, c) for c in narrow8]
    if nb:
        out["narrowband"] = estimate_mllr(nb, out_dir / "narrowband.mllr", passes=passes)
    return out


def transform_for(rate: int, transforms: Mapping[str, Path]) -> Path | None:
    """The transform the app uses for input at ``rate`` Hz."""
    return transforms.get("narrowband" if rate <= NARROWBAND_RATE else "wideband")


def _decode(corpus: Path, clips: Sequence[Clip], grammar: Any, to_command: Callable[[str], dict[str, Any] | None],
            transforms: Mapping[str, Path] | None, progress: bool,
            **options: Any) -> list[list[Utterance]]:
    from voice_ono.speech.asr.factory import make_recognizer

    utts: list[list[Utterance]] = [[] for _ in clips]
    for rate in sorted({c.rate for c in clips}):
        mllr = transform_for(rate, transforms or {})
        rec = make_recognizer(grammar, "sphinx", sample_rate=rate, mllr=mllr, **options)
        idx = [i for i, c in enumerate(clips) if c.rate == rate]
        for i, us in zip(idx, decode_clips([clips[i] for i in idx], corpus, rec, to_command, progress)):
            utts[i] = us
    return utts


def top_right(clips: Sequence[Clip], utts: Sequence[Sequence[Utterance]]) -> dict[str, float | None]:
    """How often the first complete phrase of a command clip is the right command (all / 8 kHz)."""
    def rate(sel: Callable[[Clip], bool]) -> float | None:
        pairs = [(c, us) for c, us in zip(clips, utts) if c.expected is not None and sel(c)]
        ok = sum(1 for c, us in pairs if (p := next((u for u in us if u.evidence.phrase), None)) is not None
                 and same_command(p.command, c.expected))
        return ok / len(pairs) if pairs else None
    return {"all": rate(lambda c: True), "narrowband": rate(lambda c: c.rate <= NARROWBAND_RATE),
            "wideband": rate(lambda c: c.rate > NARROWBAND_RATE)}


def held_out_figures(clips: Sequence[Clip], utts: Sequence[Sequence[Utterance]]) -> dict[str, Any]:
    """The asr bench's leave-speakers-out figures (acoustic score) plus top-phrase rates."""
    cv = cross_validate(clips, utts, "sphinx", None)
    outs = cv["outcomes"]
    nb = [i for i, c in enumerate(clips) if c.rate <= NARROWBAND_RATE]
    return {"held_out": cv["held_out"], "narrowband": tally([clips[i] for i in nb], [outs[i] for i in nb]),
            "hand": cv["hand"], "fold_thresholds": cv["fold_thresholds"], "top_right": top_right(clips, utts),
            "calibrated_on_all": vars(calibrate(clips, utts, "sphinx"))}


def hand_trials(clips: Sequence[Clip], seed: int = 0) -> list[tuple[int, frozenset[str], str]]:
    """``(clip index, hand, kind)``: each play with a hand holding the card said plus two other numbers
    (``"held"``) and with one holding three others (``"not_held"``); each non-command clip with three
    numbers (``"noncommand"``).  Seeded."""
    rng = random.Random(seed)
    numbers = [str(n) for n in range(11)]
    out = []
    for i, c in enumerate(clips):
        if c.expected and c.expected.get("intent") == "play":
            card = str(c.expected["card"])
            others = rng.sample([n for n in numbers if n != card], 3)
            out.append((i, frozenset([card, *others[:2]]), "held"))
            out.append((i, frozenset(others), "not_held"))
        elif c.expected is None:
            out.append((i, frozenset(rng.sample(numbers, 3)), "noncommand"))
    return out


def _decode_hands(corpus: Path, clips: Sequence[Clip], trials: Sequence[tuple[int, frozenset[str], str]],
                  grammar: Any, to_command: Callable[[str], dict[str, Any] | None],
                  transforms: Mapping[str, Path], weight: float) -> list[list[Utterance]]:
    """Each trial's clip decoded on the grammar built for its hand (``Grammar.jsgf(hand=..., not_held_weight=
    weight)`` through ``SphinxRecognizer.set_hand``, as the app does)."""
    from voice_ono.speech.asr.factory import make_recognizer

    out: list[list[Utterance]] = [[] for _ in trials]
    for rate in sorted({clips[i].rate for i, _, _ in trials}):
        rec = make_recognizer(grammar, "sphinx", sample_rate=rate, mllr=transform_for(rate, transforms),
                              hand_jsgf=lambda hand: grammar.jsgf(garbage=False, hand=hand, not_held_weight=weight))
        for n, (i, hand, _) in enumerate(trials):
            if clips[i].rate == rate:
                rec.set_hand(hand)
                out[n] = decode_clips([clips[i]], corpus, rec, to_command, progress=False)[0]
    return out


def hand_grammar_figures(clips: Sequence[Clip], trials: Sequence[tuple[int, frozenset[str], str]],
                         utts: Sequence[Sequence[Utterance]]) -> dict[str, Any]:
    """Outcomes of the hand trials with the shipped thresholds and the hand as the policy's context."""
    from collections import Counter

    from voice_ono.speech.asr.acceptance import GameContext
    from .corpus_bench import clip_verdict, outcome

    counts: dict[str, Counter[str]] = {"held": Counter(), "not_held": Counter(), "noncommand": Counter()}
    held_8k: Counter[str] = Counter()
    wrong = 0
    for (i, hand, kind), us in zip(trials, utts):
        decision, cmd = clip_verdict(us, GameContext(hand))
        o = outcome(clips[i], decision, cmd)
        counts[kind][o] += 1
        if kind == "held" and clips[i].rate <= NARROWBAND_RATE:
            held_8k[o] += 1
        expected = clips[i].expected
        if decision == "accept" and cmd and cmd.get("intent") == "play" and expected and \
                cmd.get("card") != expected.get("card"):
            wrong += 1
    held = counts["held"]
    return {"held_acted": (held["correct"] + held["confirmed"]) / max(1, sum(held.values())),
            "held_acted_8k": (held_8k["correct"] + held_8k["confirmed"]) / max(1, sum(held_8k.values())),
            "wrong_card_plays": wrong, **{k: dict(v) for k, v in counts.items()}}


def _answers(corpus: Path, mllr_for: Callable[[Clip], Path | None], progress: bool) -> dict[str, Any]:
    from . import answer_bench

    r = answer_bench.run(corpus, progress=progress, mllr_for=mllr_for)
    return {"held_out": r["held_out"], "fold_thresholds": r["fold_thresholds"]}


def bench_setup() -> tuple[Any, Callable[[str], bool], Callable[[str], dict[str, Any] | None]]:
    """``(grammar, known, to_command)``: the shipped grammar, whether pocketsphinx's dictionary has a word, and
    a phrase's command (``Command.to_json()``, ``None`` if it parses to none)."""
    from voice_ono.commands.grammar import load_grammar
    from voice_ono.commands.parse import UnknownCommandError, parse_command
    from voice_ono.speech.asr.sphinx import SphinxRecognizer

    grammar = load_grammar()
    lookup = SphinxRecognizer(["yes"], "#JSGF V1.0;\ngrammar g;\npublic <command> = yes;\n", mllr=None)

    def known(word: str) -> bool:
        return lookup._decoder.lookup_word(word.lower()) is not None

    def to_command(phrase: str) -> dict[str, Any] | None:
        try:
            return parse_command(phrase, grammar).to_json()
        except UnknownCommandError:
            return None

    return grammar, known, to_command


def run_adapt_bench(corpus: Path, out_dir: Path | None = Path("reports"), limit_per_source: int | None = None,
                    narrowband_data: Sequence[str] = ("sc+fsdd",), baseline: bool = True,
                    write_transforms: Path | None = None, progress: bool = True, passes: int = 2,
                    answers: bool = True, hand_weights: Sequence[float] = ()) -> dict[str, Any]:
    """Baseline and fold-wise adapted decodes of the corpus; leave-speakers-out figures for each.

    :param narrowband_data: which narrowband training sets to compare (:data:`NARROWBAND_DATA`).
    :param write_transforms: also estimate the transforms on every speaker and write them here.
    :param passes: estimation passes (:func:`~voice_ono.speech.asr.adapt.estimate_mllr`).
    :param answers: also score answers to yes/no questions (:mod:`~voice_ono_dev.asr.answer_bench`, its own
        leave-speakers-out threshold) with each clip decoded by its fold's transform.
    :param hand_weights: for the first variant, also decode every hand trial (:func:`hand_trials`) on the
        grammar built for its hand with each of these weights for cards not held (1 = no preference).
    :raises FileNotFoundError: no manifest.
    :raises AdaptationUnavailable: sphinxtrain or sphinx_fe missing.
    """
    corpus = Path(corpus)
    clips = load_manifest(corpus, limit_per_source)
    grammar, known, to_command = bench_setup()
    folds = speaker_folds(clips)
    k = max(folds) + 1 if folds else 0
    report: dict[str, Any] = {"corpus": str(corpus), "attribution": ATTRIBUTION, "clips": len(clips),
                    "limit_per_source": limit_per_source, "variants": {}}
    if baseline:
        t0 = time.perf_counter()
        utts = _decode(corpus, clips, grammar, to_command, None, progress)
        report["variants"]["no transform"] = {**held_out_figures(clips, utts), "wall_s": time.perf_counter() - t0}
        if answers and limit_per_source is None:
            report["variants"]["no transform"]["answers"] = _answers(corpus, lambda c: None, progress)
    with tempfile.TemporaryDirectory(prefix="voice-ono-adapt-bench-") as tmp:
        for data in narrowband_data:
            t0 = time.perf_counter()
            utts = [[] for _ in clips]
            train_sizes = []
            fold_transforms: dict[int, dict[str, Path]] = {}
            trials = hand_trials(clips) if hand_weights and data == narrowband_data[0] else []
            hand_utts: dict[float, list[list[Utterance]]] = {w: [[] for _ in trials] for w in hand_weights}
            for f in range(k):
                train = adaptation_set([c for c, x in zip(clips, folds) if x != f], known)
                train_sizes.append(len(train))
                tr = fold_transforms[f] = estimate_transforms(corpus, train, Path(tmp) / f"{data}-{f}", data, passes)
                idx = [i for i, x in enumerate(folds) if x == f]
                for i, us in zip(idx, _decode(corpus, [clips[i] for i in idx], grammar, to_command, tr, progress)):
                    utts[i] = us
                mine = [n for n, t in enumerate(trials) if folds[t[0]] == f]
                for w in hand_weights if mine else ():
                    for n, us in zip(mine, _decode_hands(corpus, clips, [trials[n] for n in mine], grammar,
                                                         to_command, tr, w)):
                        hand_utts[w][n] = us
            name = f"fold-wise transforms (narrowband from {data}, {passes} pass{'es' if passes > 1 else ''})"
            report["variants"][name] = {**held_out_figures(clips, utts), "train_clips_per_fold": train_sizes,
                                        "wall_s": time.perf_counter() - t0}
            if trials:
                plain = [utts[i] for i, _, _ in trials]
                report["variants"][name]["hand_grammar"] = {
                    "trials": len(trials), "no preference": hand_grammar_figures(clips, trials, plain),
                    **{f"not held {w:g}": hand_grammar_figures(clips, trials, hand_utts[w]) for w in hand_weights}}
            if answers and limit_per_source is None:
                fold_of = {c.file: x for c, x in zip(clips, folds)}
                report["variants"][name]["answers"] = _answers(
                    corpus, lambda c: transform_for(c.rate, fold_transforms[fold_of[c.file]]), progress)
    if write_transforms is not None:
        train = adaptation_set(clips, known)
        written = estimate_transforms(corpus, train, Path(write_transforms), narrowband_data[0], passes)
        (Path(write_transforms) / "SOURCES.md").write_text(sources_text(corpus, train, narrowband_data[0]))
        report["written"] = {k: str(v) for k, v in written.items()}
    md = markdown(report)
    if progress:
        print(md)
    if out_dir is not None:
        save_report(Path(out_dir), "adapt", report, md)
    return report


def sources_text(corpus: Path, train: Sequence[Clip], narrowband_data: str) -> str:
    """The provenance note written beside the shipped transforms."""
    n_wide = sum(1 for c in train if c.rate > NARROWBAND_RATE)
    n_fsdd = sum(1 for c in train if c.rate <= NARROWBAND_RATE)
    speakers = len({c.speaker for c in train})
    return "\n".join([
        "# MLLR transforms of pocketsphinx's bundled en-US model", "",
        "`wideband.mllr` (input above 8 kHz) and `narrowband.mllr` (input at 8 kHz or less) are means-only",
        "MLLR transforms (one regression class) estimated by `voice-ono bench adapt --write-transforms DIR`",
        "with sphinxtrain's `bw` and `mllr_solve` (voice_ono/speech/asr/adapt.py). They are derived from:", "",
        f"* Speech Commands v0.02 test set (P. Warden 2018, \"Speech Commands: A Dataset for Limited-Vocabulary "
        f"Speech Recognition\"), licence CC BY 4.0: {n_wide} clips of words in the dictionary "
        "(wideband; band-limited to 8 kHz and back for narrowband);",
        *([f"* Free Spoken Digit Dataset (Z. Jackson et al.), licence CC BY-SA 4.0: {n_fsdd} clips (narrowband)."]
          if narrowband_data != "sc" and n_fsdd else []),
        "", "Licences of the transforms: `wideband.mllr` is derived from Speech Commands only (CC BY 4.0);",
        "`narrowband.mllr` "
        + ("is derived from both, so it is shared under CC BY-SA 4.0 (FSDD's ShareAlike terms) with the"
           " attribution above." if narrowband_data != "sc" and n_fsdd else "likewise (CC BY 4.0)."),
        "", f"{speakers} speakers; corpus `{Path(corpus).name}` (../shared/corpus). Figures and method: "
        "docs/benchmarks.md, \"Acoustic adaptation\".", ""])


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def markdown(report: dict[str, Any]) -> str:
    """The report as Markdown: one row per variant."""
    lines = ["# Acoustic adaptation, speakers held out", "",
             f"{report['clips']} clips from `{report['corpus']}`. Data: {report['attribution']}.", "",
             "| variant | top phrase right (all / 16 kHz / 8 kHz) | acted on correctly | misfires | "
             "OOG/noise accepted | 8 kHz acted | held-card plays acted | wrong-card plays |",
             "|---|---|---|---|---|---|---|---|"]
    for name, v in report["variants"].items():
        h, t, nb, hand = v["held_out"], v["top_right"], v["narrowband"], v["hand"]
        lines.append(
            f"| {name} | {_pct(t['all'])} / {_pct(t['wideband'])} / {_pct(t['narrowband'])} | "
            f"{_pct(h.get('acted_correctly_rate'))} ({h['correct']} + {h['confirmed']} of {h['commands']}) | "
            f"{h['misfire']} ({_pct(h.get('misfire_rate'))}) | {h['nc_false_accept']} of {h['noncommands']} "
            f"({_pct(h.get('noncommand_accept_rate'))}) | {_pct(nb.get('acted_correctly_rate'))} | "
            f"{_pct(hand.get('held_acted_correctly_rate'))} | {hand.get('wrong_card_plays')} |")
    lines += ["", "Fold thresholds (accept / confirm): " + "; ".join(
        f"{name}: " + ", ".join(f"{p['accept']:.3g}/{p['confirm']:.3g}" for p in v["fold_thresholds"])
        for name, v in report["variants"].items())]
    lines += ["", "Calibrated on every clip's held-out decode (the shipped thresholds come from this): " + "; ".join(
        f"{name}: accept {v['calibrated_on_all']['accept']:.3g}, confirm {v['calibrated_on_all']['confirm']:.3g}"
        for name, v in report["variants"].items())]
    for name, v in report["variants"].items():
        hg = v.get("hand_grammar")
        if not hg:
            continue
        lines += ["", f"Grammar built for the hand ({name}; {hg['trials']} trials, shipped thresholds, hand as "
                  "the policy's context):", "",
                  "| card names not held weigh | held-card plays acted on | of them 8 kHz | plays of a card not said "
                  "| not-held trials | out-of-grammar/noise |", "|---|---|---|---|---|---|"]
        for label, r in hg.items():
            if label != "trials":
                lines.append(f"| {label} | {_pct(r['held_acted'])} | {_pct(r['held_acted_8k'])} | "
                             f"{r['wrong_card_plays']} | {r['not_held']} | {r['noncommand']} |")
    rows = [(name, v["answers"]) for name, v in report["variants"].items() if v.get("answers")]
    if rows:
        lines += ["", "Answers to yes/no questions (answer grammar, `voice-ono bench answers` procedure, held out):", "",
                  "| variant | yes/no/stop taken right | taken wrong | OOG/noise taken as yes or no | "
                  "as any command | fold thresholds |", "|---|---|---|---|---|---|"]
        for name, a in rows:
            h = a["held_out"]
            lines.append(f"| {name} | {h['right']}/{h['real']} | {h['wrong']} | {h['false_answer']}/{h['other']} | "
                         f"{h['false_any']}/{h['other']} | {a['fold_thresholds']} |")
    if report.get("written"):
        lines += ["", "Transforms written: " + ", ".join(f"{k} -> {v}" for k, v in report["written"].items())]
    return "\n".join(lines) + "\n"


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``voice-ono bench adapt``."""
    p.description = __doc__.split("\n\n")[0]
    p.add_argument("--corpus", type=Path, default=default_corpus(), help="folder with manifest.jsonl")
    p.add_argument("--limit", type=positive_int, default=None, help="a seeded sample of N clips per source")
    p.add_argument("--narrowband-data", nargs="+", choices=NARROWBAND_DATA, default=["sc+fsdd"],
                   help="narrowband training sets to compare (the first is the one written; default sc+fsdd)")
    p.add_argument("--passes", type=positive_int, default=2, help="MLLR estimation passes (default 2)")
    p.add_argument("--hand-weights", type=float, nargs="*", default=[], metavar="W",
                   help="also decode plays with the grammar built for a hand, cards not held weighing W")
    p.add_argument("--no-answers", action="store_true", help="skip the answers to yes/no questions")
    p.add_argument("--no-baseline", action="store_true", help="skip the decode without transforms")
    p.add_argument("--write-transforms", type=Path, default=None, metavar="DIR",
                   help="estimate the transforms on every speaker and write them to DIR")
    p.add_argument("--out", type=report_folder, default=Path("reports"))


def main(a: argparse.Namespace) -> int:
    """``voice-ono bench adapt``: see the module docstring."""
    if a.corpus is None:
        a.subparser.error("no corpus: pass --corpus DIR (a folder holding manifest.jsonl)")
    run_adapt_bench(a.corpus, a.out, a.limit, a.narrowband_data, not a.no_baseline, a.write_transforms,
                    passes=a.passes, answers=not a.no_answers, hand_weights=a.hand_weights)
    return 0


