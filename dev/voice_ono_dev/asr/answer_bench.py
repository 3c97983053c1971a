"""``voice-ono bench answers``: spoken answers to yes/no questions on real voices, speakers held out.

Every Speech Commands clip of ``../shared/corpus`` that is not a number word
(real "yes", "no", "stop"; the out-of-grammar words; the noise clips) is
decoded the way the app decodes an answer: pocketsphinx on the answer grammar
(:meth:`voice_ono.commands.grammar.Grammar.answer_jsgf`,
``SphinxRecognizer.set_context(True)``).  The answer threshold
(``Thresholds.answer``) is chosen on three folds of speakers
(:func:`voice_ono_dev.asr.corpus_bench.speaker_folds`) as the lowest
confidence at which at most ``max_false`` of the out-of-grammar and noise clips
are taken as "yes" or "no", and scored on the held-out fold.  The figures are
summed over the held-out folds; the app's threshold
(:data:`voice_ono.speech.asr.acceptance.ANSWER_THRESHOLD`) is also scored on all
clips.
"""
from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Sequence

from voice_ono.commands.grammar import load_grammar
from voice_ono_dev.reports import report_folder
from voice_ono.speech.asr.acceptance import ANSWER_THRESHOLD, THRESHOLDS, Evidence, decide
from .corpus_bench import Clip, decode_clips, default_corpus, load_manifest, same_command, speaker_folds

ANSWERS = ("yes", "no")


def answer_clips(corpus: Path) -> list[Clip]:
    """The corpus's non-number Speech Commands clips (answers, out-of-grammar words, noise)."""
    return [c for c in load_manifest(corpus) if c.source != "FSDD"
            and (c.expected is None or c.expected.get("intent") != "play")]


def score(rows: Sequence[tuple[Clip, Evidence | None, dict[str, Any] | None]],
          threshold: float, engine: str = "sphinx") -> dict[str, Any]:
    """Counts at one answer threshold.  ``rows``: ``(clip, evidence, command)`` per clip."""
    th = {engine: replace(THRESHOLDS[engine], answer=threshold)}
    queries = set(load_grammar().question_queries())  # asked inside a question: answered, then asked again
    out = {"right": 0, "wrong": 0, "real": 0, "false_answer": 0, "false_any": 0, "other": 0,
           "real_as_query": 0, "false_query": 0}
    for clip, ev, cmd in rows:
        taken = ev is not None and decide(ev, None, th).decision == "accept"
        if clip.expected is not None:
            out["real"] += 1
            out["right"] += taken and same_command(cmd, clip.expected)
            out["wrong"] += taken and not same_command(cmd, clip.expected)
            out["real_as_query"] += taken and cmd is not None and cmd.get("intent") in queries
        else:
            out["other"] += 1
            out["false_answer"] += taken and cmd is not None and cmd.get("intent") in ANSWERS
            out["false_any"] += bool(taken)
            out["false_query"] += taken and cmd is not None and cmd.get("intent") in queries
    return out


def run(corpus: Path, max_false: float = 0.02, progress: bool = True,
        mllr_for: Callable[[Clip], str | Path | None] | None = None,
        queries: bool = True, engine: str = "sphinx") -> dict[str, Any]:
    """Decode, cross-validate and score (see the module docstring).

    :param engine: ``"sphinx"`` or ``"whisper"`` (its answer phrases scored, ``set_context(True)``).

    :param queries: decode what the answer grammar does not accept again on the queries grammar, as the app
        does (``SphinxRecognizer(query_jsgf=...)``); False: the answer grammar alone.

    :param mllr_for: the MLLR transform to decode each clip with (default: the shipped one,
        ``SphinxRecognizer(mllr="shipped")``); ``voice-ono bench adapt`` passes each clip a transform estimated
        without its speaker.

    :returns: ``{"held_out": counts, "fold_thresholds": [...], "app_threshold": counts at ANSWER_THRESHOLD,
        "by_word": {word: [taken right or as an answer, clips]}}``.
    :raises FileNotFoundError: no manifest in ``corpus``.
    """
    from voice_ono.commands.parse import parse_command
    from voice_ono.speech.asr.factory import make_recognizer
    from voice_ono.speech.asr.sphinx import SphinxRecognizer

    g = load_grammar()
    clips = answer_clips(corpus)
    transform = mllr_for or (lambda clip: "shipped")
    utts: list[list[Any]] = [[] for _ in clips]
    for mllr in dict.fromkeys(transform(c) for c in clips) if engine == "sphinx" else [None]:
        rec: Any
        if engine == "sphinx":
            rec = SphinxRecognizer(g.answer_phrases(), g.jsgf(garbage=False), sample_rate=16000,
                                   pronunciations=g.pronunciations(), answer_jsgf=g.answer_jsgf(),
                                   query_jsgf=g.question_jsgf() if queries else None, mllr=mllr)
        else:
            rec = make_recognizer(g, engine, sample_rate=16000)
        rec.set_context(True)
        idx = [i for i, c in enumerate(clips) if engine != "sphinx" or transform(c) == mllr]
        for i, us in zip(idx, decode_clips([clips[i] for i in idx], corpus, rec,
                                           lambda p: parse_command(p, g).to_json(), progress=progress)):
            utts[i] = us
    rows = []
    for clip, us in zip(clips, utts):
        u = next((u for u in us if u.evidence.phrase and u.evidence.confidence is not None), None)
        rows.append((clip, u.evidence if u else None, u.command if u else None))
    folds = speaker_folds(clips)
    cands = sorted({ev.confidence for _, ev, _ in rows if ev is not None and ev.confidence is not None})
    held = {k: 0 for k in score([], 0.0, engine)}
    points = []
    for f in sorted(set(folds)):
        train = [r for r, x in zip(rows, folds) if x != f]
        ok = [t for t in cands
              if (lambda s: s["false_answer"] <= max_false * max(s["other"], 1))(score(train, t, engine))]
        t = min(ok) if ok else max(cands) + 1.0
        points.append(round(t, 3))
        for k, v in score([r for r, x in zip(rows, folds) if x == f], t, engine).items():
            held[k] += v
    by_word: dict[str, list[int]] = {}
    app = {engine: THRESHOLDS[engine]}
    shipped = THRESHOLDS[engine].answer
    app_answer: float = shipped if shipped is not None else ANSWER_THRESHOLD
    for clip, ev, cmd in rows:
        word = clip.said or "(noise)"
        if word.startswith("unknown") or (clip.expected is None and clip.said and word not in
                                          ("go", "up", "down", "left", "right", "on", "off")):
            word = "(other words)"
        taken = ev is not None and decide(ev, None, app).decision == "accept"
        hit = same_command(cmd, clip.expected) if clip.expected else (cmd is not None and cmd.get("intent") in ANSWERS)
        cell = by_word.setdefault(word, [0, 0])
        cell[0] += bool(taken and hit)
        cell[1] += 1
    return {"clips": len(clips), "held_out": held, "fold_thresholds": points,
            "engine": engine,
            "app_threshold": {"threshold": app_answer, **score(rows, app_answer, engine)}, "by_word": by_word}


def add_arguments(ap: argparse.ArgumentParser) -> None:
    """The options of ``voice-ono bench answers``."""
    ap.description = __doc__.splitlines()[0]
    ap.add_argument("--corpus", type=Path, default=None, help="corpus folder (default ../shared/corpus)")
    ap.add_argument("--max-false", type=float, default=0.02, help="false answers allowed when calibrating")
    ap.add_argument("--engine", choices=("sphinx", "whisper"), default="sphinx",
                    help="the recogniser (default sphinx)")
    ap.add_argument("--no-queries", action="store_true",
                    help="the answer grammar alone, without decoding the rest again for queries")
    ap.add_argument("--out", type=report_folder, default=Path("reports"), help="report folder (answers.json, answers.md)")


def main(args: argparse.Namespace) -> int:
    """``voice-ono bench answers [--corpus DIR] [--out DIR]``: prints the figures, writes ``answers.json``/``.md``."""
    parser: argparse.ArgumentParser = args.subparser
    corpus = args.corpus or default_corpus()
    if corpus is None:
        parser.error("no corpus found; pass --corpus DIR (holding manifest.jsonl)")
    res = run(corpus, args.max_false, queries=not args.no_queries, engine=args.engine)
    h = res["held_out"]
    lines = [f"held out (4 folds by speaker; fold thresholds {res['fold_thresholds']}):",
             f"  real yes/no/stop taken as the right answer: {h['right']}/{h['real']}, as a wrong one: {h['wrong']}",
             f"  out-of-grammar words and noise taken as yes or no: {h['false_answer']}/{h['other']}; "
             f"as any command: {h['false_any']}/{h['other']}",
             f"  queries and help{' (not decoded: --no-queries)' if args.no_queries else ''}: real yes/no/stop taken as one "
             f"{h['real_as_query']}/{h['real']}, out-of-grammar words and noise {h['false_query']}/{h['other']}"]
    a = res["app_threshold"]
    lines.append(f"app threshold {a['threshold']} on all clips: right {a['right']}/{a['real']}, wrong {a['wrong']}, "
                 f"yes/no from others {a['false_answer']}/{a['other']}, any command {a['false_any']}/{a['other']}")
    for word, (hit, n) in sorted(res["by_word"].items()):
        lines.append(f"  {word}: {hit}/{n} {'right' if word in ('yes', 'no', 'stop') else 'taken as yes or no'}")
    from voice_ono_dev.reports import write_report

    write_report(args.out, "answers", res, lines)
    return 0
