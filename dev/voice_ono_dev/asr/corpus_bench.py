"""Real-voice ASR benchmark: the recogniser and the acceptance policy on a corpus of real recordings.

``voice-ono bench asr --corpus DIR`` (default ``../shared/corpus`` beside the
repo when present) reads ``DIR/manifest.jsonl`` (one JSON object per clip:
``file``, ``said``, ``expected`` (a command as ``Command.to_json()`` or
``null``), ``speaker``, ``source``, ``rate``), decodes every clip through the
real pipeline (:class:`~voice_ono.speech.audio.WavSource` ->
:func:`~voice_ono.speech.asr.endpoint.listen` -> recogniser) and scores the
acceptance policy (:mod:`voice_ono.speech.asr.acceptance`).

Every clip that holds a command is scored as one of: correct (accepted, right
command), confirmed (asked about the right command), rejected, misfire
(accepted a different command) and confirmed-wrong (asked about a different
command).  Clips with no command (out-of-grammar words, noise) are scored as
false accepts, false confirms or rejected.  "Acted on correctly" is correct +
confirmed.

Operating points are chosen by grouped cross-validation with speakers held
out (:func:`speaker_folds`): thresholds are calibrated on the other folds'
speakers and the figures reported are those of the held-out speakers.  With
``--hand`` each play is also scored with a hand that holds the card said and
with one that does not.

Writes ``<out>/asr_real.json``, ``<out>/asr_real.md`` and
``<out>/asr_real.png`` (trade-off curves, matplotlib).  Figures from the
default corpus come from the Free Spoken Digit Dataset (Z. Jackson et al.,
CC BY-SA 4.0) and Speech Commands v0.02 (P. Warden 2018, CC BY 4.0).
"""
from __future__ import annotations

import json
import random
import statistics
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from voice_ono_dev.reports import percentile, save_report
from voice_ono.speech.asr.acceptance import THRESHOLDS, Evidence, GameContext, Thresholds, decide
from voice_ono.speech.asr.recognizer import Recognizer
from .conditions import Condition, NoiseBank, apply_condition, feed_rate

ATTRIBUTION = ("Free Spoken Digit Dataset (Z. Jackson et al., CC BY-SA 4.0); "
               "Speech Commands v0.02 test set (P. Warden, 2018, CC BY 4.0)")
COMMAND_OUTCOMES = ("correct", "confirmed", "rejected", "misfire", "confirmed_wrong")
NONCOMMAND_OUTCOMES = ("false_accept", "false_confirm", "rejected")
N_FOLDS = 4
TARGETS = {"acted_correctly": 0.90, "misfire": 0.01, "confirmed_wrong": 0.03, "noncommand_accept": 0.02,
           "narrowband_acted": 0.85, "noise10_acted": 0.70,
           "held_acted": 0.95, "wrong_card_plays": 0}
"""Issue 18's targets (rates of command or no-command clips; held out by speaker)."""


def default_corpus() -> Path | None:
    """``../shared/corpus`` beside the repository checkout when it holds a manifest, else ``None``."""
    here = Path(__file__).resolve().parents[3]
    path = here.parent / "shared" / "corpus"
    return path if (path / "manifest.jsonl").is_file() else None


@dataclass(frozen=True)
class Clip:
    """One manifest row (see module docstring)."""

    file: str
    said: str | None
    expected: dict[str, Any] | None
    speaker: str | None
    source: str
    rate: int


def load_manifest(corpus: Path, limit_per_source: int | None = None, seed: int = 0) -> list[Clip]:
    """The clips of ``corpus/manifest.jsonl``, optionally a seeded sample per source.

    :raises FileNotFoundError: no manifest.
    :raises ValueError: a malformed line (names the line number).
    """
    path = Path(corpus) / "manifest.jsonl"
    if not path.is_file():
        raise FileNotFoundError(f"{path} not found; pass --corpus DIR holding manifest.jsonl")
    clips = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            d = json.loads(line)
            clips.append(Clip(d["file"], d.get("said"), d.get("expected"), d.get("speaker"), d["source"],
                              int(d.get("rate") or 16000)))
        except (ValueError, KeyError, TypeError) as exc:
            raise ValueError(f"{path}:{n}: bad manifest line ({exc})") from exc
    if limit_per_source:
        by_src: dict[str, list[Clip]] = defaultdict(list)
        for c in clips:
            by_src[c.source].append(c)
        rng = random.Random(seed)
        clips = [c for src in sorted(by_src) for c in
                 sorted(rng.sample(by_src[src], min(limit_per_source, len(by_src[src]))), key=lambda c: c.file)]
    return clips


@dataclass(frozen=True)
class Utterance:
    """One final result of a clip, as evidence plus the alternative measures (for the trade-off curve)."""

    evidence: Evidence
    command: dict[str, Any] | None
    measures: Mapping[str, float] = field(default_factory=dict)
    latency_s: float | None = None


def same_command(heard: dict[str, Any] | None, expected: dict[str, Any] | None) -> bool:
    """Whether a heard command (``Command.to_json()``) is the expected one (a play: the same card)."""
    if heard is None or expected is None or heard.get("intent") != expected.get("intent"):
        return False
    if expected["intent"] == "play":
        return heard.get("card") == expected.get("card")
    return heard.get("value", expected.get("value")) == expected.get("value")


def clip_verdict(utts: Sequence[Utterance], context: GameContext | None = None,
                 thresholds: Mapping[str, Thresholds] | None = None,
                 measure: str | None = None) -> tuple[str, dict[str, Any] | None]:
    """The clip's decision: the first accepted utterance, else the first confirmed, else reject.

    :param measure: use this alternative measure as the confidence instead of the engine's own.
    :returns: ``(decision, command)``.
    """
    verdicts = []
    for u in utts:
        ev = u.evidence
        if measure is not None:
            ev = replace(ev, confidence=u.measures.get(measure))
        table = thresholds
        if table is not None and measure is not None:
            table = {k: replace(v, measure=None) for k, v in table.items()}
        verdicts.append((decide(ev, context, table).decision, u.command))
    for wanted in ("accept", "confirm"):
        for decision, cmd in verdicts:
            if decision == wanted:
                return decision, cmd
    return "reject", None


def outcome(clip: Clip, decision: str, command: dict[str, Any] | None) -> str:
    """Score one clip's decision (see module docstring for the names)."""
    if clip.expected is None:
        return {"accept": "false_accept", "confirm": "false_confirm"}.get(decision, "rejected")
    if decision == "reject":
        return "rejected"
    right = same_command(command, clip.expected)
    if decision == "accept":
        return "correct" if right else "misfire"
    return "confirmed" if right else "confirmed_wrong"


def tally(clips: Sequence[Clip], outcomes: Sequence[str]) -> dict[str, Any]:
    """Counts and rates of outcomes for command clips and non-command clips."""
    cmd = Counter(o for c, o in zip(clips, outcomes) if c.expected is not None)
    non = Counter(o for c, o in zip(clips, outcomes) if c.expected is None)
    n_cmd, n_non = sum(cmd.values()), sum(non.values())
    out: dict[str, Any] = {"commands": n_cmd, "noncommands": n_non}
    for k in COMMAND_OUTCOMES:
        out[k] = cmd.get(k, 0)
    for k in NONCOMMAND_OUTCOMES:
        out["nc_" + k] = non.get(k, 0)
    if n_cmd:
        out["acted_correctly_rate"] = (out["correct"] + out["confirmed"]) / n_cmd
        out["correct_rate"] = out["correct"] / n_cmd
        out["misfire_rate"] = out["misfire"] / n_cmd
        out["rejected_rate"] = out["rejected"] / n_cmd
    if n_non:
        out["noncommand_accept_rate"] = out["nc_false_accept"] / n_non
        out["noncommand_confirm_rate"] = out["nc_false_confirm"] / n_non
    return out


def speaker_folds(clips: Sequence[Clip], k: int = N_FOLDS) -> list[int]:
    """Fold of each clip, grouped by speaker (no speaker in two folds).

    Speakers of each source are dealt round-robin in sorted order, so each
    fold holds some of every source (FSDD's 4 speakers: one per fold).
    Clips without a speaker (noise) are dealt round-robin by file name.
    """
    fold_of: dict[str, int] = {}
    for src in sorted({c.source for c in clips}):
        spk = sorted({c.speaker for c in clips if c.source == src and c.speaker})
        for i, s in enumerate(spk):
            fold_of[s] = i % k
    nospk = sorted(c.file for c in clips if not c.speaker)
    file_fold = {f: i % k for i, f in enumerate(nospk)}
    return [fold_of[c.speaker] if c.speaker else file_fold[c.file] for c in clips]


def calibrate(clips: Sequence[Clip], utts: Sequence[Sequence[Utterance]], engine: str,
              measure: str | None = None, base: Thresholds | None = None,
              max_misfire: float = 0.008, max_nc_accept: float = 0.015,
              min_question_precision: float = 0.5, max_held_wrong: float = 0.0,
              max_nc_confirm: float | None = None, max_confirm_wrong: float | None = None) -> Thresholds:
    """Choose an engine's operating point on these clips.

    * accept: the lowest threshold that keeps misfires at most
      ``max_misfire`` of commands and non-command accepts at most
      ``max_nc_accept`` (margins under the 1% and 2% targets);
    * confirm: the lowest threshold at which the questions asked (confirmed
      right, confirmed wrong, non-commands confirmed) are still right at least
      ``min_question_precision`` of the time: a question is then more often
      right than not, and a "no" costs the player one word;
    * held_bonus: the largest bonus (grid of 8 steps up to accept - confirm)
      that keeps plays accepted for a held card the player did not say at
      most ``max_held_wrong`` of plays (seeded hands, :func:`hand_figures`).

    :raises ValueError: no clips.
    """
    if not clips:
        raise ValueError("no clips to calibrate on")
    base = replace(base or THRESHOLDS[engine], held_bonus=0.0)

    def value(u: Utterance) -> float | None:
        return u.measures.get(measure) if measure else u.evidence.confidence

    confs = sorted({round(v, 3) for us in utts for u in us if u.evidence.phrase and (v := value(u)) is not None})
    if not confs:
        return base
    grid = confs[:: max(1, len(confs) // 200)] + [confs[-1] + 1e-3]

    def rates(th: Thresholds) -> dict[str, Any]:
        table = {engine: th}
        outs = [outcome(c, *clip_verdict(us, None, table, measure)) for c, us in zip(clips, utts)]
        return tally(clips, outs)

    accept = grid[-1]
    for t in grid:  # ascending: the first feasible is the lowest
        r = rates(replace(base, accept=t, confirm=t))
        if r.get("misfire_rate", 0) <= max_misfire and r.get("noncommand_accept_rate", 0) <= max_nc_accept:
            accept = t
            break
    confirm = accept
    for t in grid:
        if t >= accept:
            break
        r = rates(replace(base, accept=accept, confirm=t))
        asked = r.get("confirmed", 0) + r.get("confirmed_wrong", 0) + r.get("nc_false_confirm", 0)
        bounded = (max_nc_confirm is None or r.get("noncommand_confirm_rate", 0) <= max_nc_confirm) and \
            (max_confirm_wrong is None or r.get("confirmed_wrong", 0) <= max_confirm_wrong * r.get("commands", 0))
        if asked and r.get("confirmed", 0) / asked >= min_question_precision and bounded:
            confirm = t
            break
    chosen = replace(base, accept=accept, confirm=confirm)
    plays = sum(1 for c in clips if c.expected and c.expected.get("intent") == "play")
    if plays and accept > confirm:
        for step in range(8, 0, -1):
            bonus = (accept - confirm) * step / 8
            h = hand_figures(clips, utts, {engine: replace(chosen, held_bonus=bonus)}, measure=measure)
            if h["wrong_card_plays"] <= max_held_wrong * plays:
                return replace(chosen, held_bonus=bonus)
    return chosen


def cross_validate(clips: Sequence[Clip], utts: Sequence[Sequence[Utterance]], engine: str,
                   measure: str | None = None, k: int = N_FOLDS) -> dict[str, Any]:
    """Leave-speakers-out figures: calibrate on k-1 folds, score the held-out fold, sum over folds."""
    folds = speaker_folds(clips, k)
    outs: list[str] = [""] * len(clips)  # every clip is in exactly one held-out fold
    points = []
    for f in range(k):
        train = [i for i, x in enumerate(folds) if x != f]
        th = calibrate_engine([clips[i] for i in train], [utts[i] for i in train], engine, measure)
        points.append({"fold": f, "accept": th.accept, "confirm": th.confirm, "held_bonus": th.held_bonus})
        for i, x in enumerate(folds):
            if x == f:
                outs[i] = outcome(clips[i], *clip_verdict(utts[i], None, {engine: th}, measure))
    held = [hand_figures([clips[i] for i in range(len(clips)) if folds[i] == f],
                         [utts[i] for i in range(len(clips)) if folds[i] == f],
                         {engine: replace(THRESHOLDS[engine], accept=p["accept"], confirm=p["confirm"],
                                          held_bonus=p["held_bonus"])}, measure=measure)
            for f, p in enumerate(points)]
    n = sum(h["plays"] for h in held)
    hand = {"plays": n, "wrong_card_plays": sum(h["wrong_card_plays"] for h in held),
            "held_acted_correctly_rate": sum((h["held_acted_correctly_rate"] or 0) * h["plays"] for h in held) / n
            if n else None}
    return {"held_out": tally(clips, outs), "fold_thresholds": points, "outcomes": outs, "hand": hand}


def decode_clips(clips: Sequence[Clip], corpus: Path, recognizer: Recognizer, to_command: Callable[[str], dict[str, Any] | None],
                 progress: bool = True, condition: Condition = Condition.CLEAN) -> list[list[Utterance]]:
    """Every clip through WavSource -> the listening ``condition`` -> Padded -> listen (with the microphone path's
    voice-activity check) -> recogniser; the evidence of each final result.  Each clip is padded with faint noise
    at its own floor as ``voice-ono recognize`` and ``play --input wav`` hear a file (a microphone stream has sound
    before and after a word; the corpus clips are cut tight to it)."""
    from tqdm import tqdm

    from voice_ono.speech.audio import Padded, PcmSource, WavSource, quietest_std
    from voice_ono.speech.audio_convert import float_to_pcm16, pcm16_to_float
    from voice_ono.speech.asr.endpoint import SpeechCheck, listen

    out = []
    check = SpeechCheck.create()
    rate = int(recognizer.sample_rate)
    bank = NoiseBank([Path(corpus) / c.file for c in load_manifest(Path(corpus)) if c.expected is None
                      and not c.speaker], rate) if condition is Condition.NOISE10 else None
    for clip in tqdm(clips, desc="decoding", unit="clip", disable=not progress):
        utts = []
        source: PcmSource = WavSource(Path(corpus) / clip.file, rate)
        if condition is not Condition.CLEAN and (clip.speaker or condition is not Condition.NOISE10):
            noise = bank.for_clip(clip.file) if bank is not None else None
            source = PcmSource(float_to_pcm16(apply_condition(pcm16_to_float(source.pcm), condition, noise)), rate)
        for r in listen(Padded(source, std=quietest_std(source.pcm, source.sample_rate)), recognizer,
                        speech_check=check):
            ev = r.evidence if r.evidence is not None else Evidence(r.text, r.confidence, r.engine)
            utts.append(Utterance(ev, to_command(ev.phrase) if ev.phrase else None, dict(r.measures or {}),
                                  r.latency_s))
        out.append(utts)
    return out


def _group_tables(clips: Sequence[Clip], outcomes: Sequence[str],
                  key: Callable[[Clip], str]) -> dict[str, Any]:
    groups: dict[str, list[int]] = defaultdict(list)
    for i, c in enumerate(clips):
        groups[key(c)].append(i)
    return {g: tally([clips[i] for i in idx], [outcomes[i] for i in idx]) for g, idx in sorted(groups.items())}


def hand_figures(clips: Sequence[Clip], utts: Sequence[Sequence[Utterance]],
                 thresholds: Mapping[str, Thresholds] | None, seed: int = 0,
                 measure: str | None = None) -> dict[str, Any]:
    """Plays scored with a hand that holds the card said (plus two other cards) and with one that does not.

    ``held``: acted on correctly / wrong-card plays (a play accepted for a
    card other than the one said).  ``not_held``: how often a play of a card
    not in the hand is accepted (must be 0: it is confirmed at best).
    """
    rng = random.Random(seed)
    numbers = [str(n) for n in range(11)]
    held_out: list[str] = []
    not_held: Counter[str] = Counter()
    wrong_card_plays = 0
    for c, us in zip(clips, utts):
        if not c.expected or c.expected.get("intent") != "play":
            continue
        card = c.expected["card"]
        others = rng.sample([n for n in numbers if n != card], 3)
        held = GameContext.from_hand([card] + others[:2])
        decision, cmd = clip_verdict(us, held, thresholds, measure)
        o = outcome(c, decision, cmd)
        held_out.append(o)
        if decision == "accept" and cmd and cmd.get("intent") == "play" and cmd.get("card") != card:
            wrong_card_plays += 1
        lacking = GameContext.from_hand(others)
        decision2, cmd2 = clip_verdict(us, lacking, thresholds, measure)
        not_held[outcome(c, decision2, cmd2)] += 1
        if decision2 == "accept" and cmd2 and cmd2.get("intent") == "play" and cmd2.get("card") != card:
            wrong_card_plays += 1
    n = len(held_out)
    cnt = Counter(held_out)
    return {"plays": n, "held": dict(cnt), "held_acted_correctly_rate":
            (cnt["correct"] + cnt["confirmed"]) / n if n else None,
            "not_held": dict(not_held), "wrong_card_plays": wrong_card_plays}


def tradeoff(clips: Sequence[Clip], utts: Sequence[Sequence[Utterance]], engine: str, measure: str | None,
             n_points: int = 120) -> list[dict[str, Any]]:
    """Accept-threshold sweep (confirm = accept): commands accepted correctly vs non-commands accepted, misfires."""
    found = {u.measures.get(measure) if measure else u.evidence.confidence
             for us in utts for u in us if u.evidence.phrase}
    vals = sorted(v for v in found if v is not None)
    if not vals:
        return []
    step = max(1, len(vals) // n_points)
    pts = []
    for t in vals[::step] + [vals[-1] + 1e-6]:
        th = {engine: Thresholds(accept=t, confirm=t)}
        r = tally(clips, [outcome(c, *clip_verdict(us, None, th, measure)) for c, us in zip(clips, utts)])
        pts.append({"threshold": t, "correct": r.get("correct_rate", 0), "misfire": r.get("misfire_rate", 0),
                    "noncommand_accept": r.get("noncommand_accept_rate", 0)})
    return pts


def plot_tradeoff(curves: Mapping[str, list[dict[str, Any]]], chosen: Mapping[str, tuple[float, float]], path: Path,
                  title: str) -> None:
    """Write the trade-off PNG: correct accepts vs non-command accepts, one line per confidence measure.

    :raises ImportError: matplotlib is missing (``pip install matplotlib``).
    """
    try:
        import matplotlib
    except ImportError as exc:
        raise ImportError("The trade-off plot needs matplotlib: pip install matplotlib.") from exc

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 5), dpi=110)
    for name, pts in curves.items():
        ax.plot([100 * p["noncommand_accept"] for p in pts], [100 * p["correct"] for p in pts], label=name)
    for name, (x, y) in chosen.items():
        ax.plot([100 * x], [100 * y], "o", label=name)
    ax.axvline(100 * TARGETS["noncommand_accept"], color="grey", ls=":", lw=1)
    ax.set_xlabel("out-of-grammar words and noise accepted as a command (%)")
    ax.set_ylabel("commands accepted correctly (%)")
    ax.set_xlim(0, 40)
    ax.set_ylim(0, 100)
    ax.grid(alpha=0.3)
    ax.set_title(title, fontsize=9)
    ax.legend(fontsize=7, loc="lower right")
    fig.text(0.01, 0.005, "Data: " + ATTRIBUTION, fontsize=5)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def distribution(clips: Sequence[Clip], utts: Sequence[Sequence[Utterance]], measure: str | None = None,
                 bins: int = 12) -> dict[str, Any]:
    """Quantiles of the confidence for: right top phrase, wrong top phrase, non-command clips."""
    groups: dict[str, list[float]] = defaultdict(list)
    for c, us in zip(clips, utts):
        for u in us:
            v = u.measures.get(measure) if measure else u.evidence.confidence
            if v is None or not u.evidence.phrase:
                continue
            g = "noncommand" if c.expected is None else ("right" if same_command(u.command, c.expected) else "wrong")
            groups[g].append(v)
    return {g: {"n": len(vs), **{f"p{q}": percentile(vs, q) for q in (5, 25, 50, 75, 95)}}
            for g, vs in groups.items()}


@dataclass(frozen=True)
class QuestionBounds:
    """Bounds on the questions an operating point asks (:func:`calibrate`'s ``max_nc_confirm`` and
    ``max_confirm_wrong``; ``None``: unbounded)."""

    max_nc_confirm: float | None = None
    max_confirm_wrong: float | None = None


CALIBRATION: dict[str, QuestionBounds] = {
    # Whisper asks about few stray words only when the questions are bounded: with the question-precision rule
    # alone it confirmed 80% of the corpus's other words and noise (docs/benchmarks.md, "Whisper")
    "whisper": QuestionBounds(max_nc_confirm=0.03, max_confirm_wrong=0.025),
}
"""Extra bounds :func:`calibrate` applies per engine."""


def calibrate_engine(clips: Sequence[Clip], utts: Sequence[Sequence[Utterance]], engine: str,
                     measure: str | None = None) -> Thresholds:
    """:func:`calibrate` with the engine's :data:`CALIBRATION` bounds."""
    b = CALIBRATION.get(engine, QuestionBounds())
    return calibrate(clips, utts, engine, measure, max_nc_confirm=b.max_nc_confirm,
                     max_confirm_wrong=b.max_confirm_wrong)

MEASURES = ("phone_lr", "acoustic", "nbest_gap")
"""Alternative confidences on the trade-off curve (sphinx): the phone-loop likelihood ratio (the
policy's), the mean acoustic score of the words (the old threshold's), the n-best score margin."""


def run_corpus_bench(corpus: Path, engine: str = "sphinx", model_path: str | None = None,
                     out_dir: Path | None = Path("reports"), limit_per_source: int | None = None,
                     hand: bool = True, progress: bool = True,
                     recognizer: Recognizer | None = None, mllr: str | Path | None = "shipped",
                     condition: Condition = Condition.CLEAN) -> dict[str, Any]:
    """Decode the corpus, score the shipped policy and leave-speakers-out operating points; write the report.

    :param recognizer: a ready recogniser (default: the app's, for ``engine``).
    :param condition: how the clips are heard (:mod:`~voice_ono_dev.asr.conditions`); the report is
        ``asr_real`` for ``clean``, else ``asr_real_<condition>``.
    :param mllr: pocketsphinx's MLLR transform (``SphinxRecognizer(mllr=...)``): ``"shipped"`` (the app's,
        estimated on this corpus's speakers, so the figures are not held out for the transform:
        ``voice-ono bench adapt`` gives those), ``None`` or a file.
    :returns: the report dict (also written to ``out_dir`` unless it is None).
    :raises FileNotFoundError: no manifest in ``corpus``.
    :raises RecognizerError: the recogniser cannot be created.
    """
    from voice_ono.app.wiring import command_json
    from voice_ono.commands.grammar import load_grammar
    from voice_ono.speech.asr.factory import SphinxOptions, make_recognizer

    corpus = Path(corpus)
    clips = load_manifest(corpus, limit_per_source)
    grammar = load_grammar()

    to_command = command_json(grammar)

    t0 = time.perf_counter()
    recs: dict[int, Recognizer] = {}
    if recognizer is not None:
        recs[recognizer.sample_rate] = recognizer
    utts: list[list[Utterance]] = [[] for _ in clips]
    for rate in sorted({feed_rate(condition, c.rate) for c in clips}):
        # each clip is fed at its own rate, as a microphone at that rate would be
        if rate not in recs:
            # the phone-loop ratio, for the curve
            options: SphinxOptions = {"sample_rate": rate}
            if engine == "sphinx":
                options.update({"phone_loop": True, "mllr": mllr})
            recs[rate] = make_recognizer(grammar, engine, model_path, **options)
        idx = [i for i, c in enumerate(clips) if feed_rate(condition, c.rate) == rate]
        for i, us in zip(idx, decode_clips([clips[i] for i in idx], corpus, recs[rate], to_command, progress,
                                           condition)):
            utts[i] = us
    decode_s = time.perf_counter() - t0
    shipped = [outcome(c, *clip_verdict(us)) for c, us in zip(clips, utts)]
    present = {m for us in utts for u in us for m in u.measures} - {"core_grammar"}  # a flag, not a confidence
    measures = [m for m in MEASURES if m in present] + sorted(present - set(MEASURES))
    names: dict[str, Any] = {}
    cv = {"confidence": cross_validate(clips, utts, engine, None)} if engine == "whisper" else {}
    cv.update({names.get(m, m): cross_validate(clips, utts, engine, m) for m in measures})
    curves = {names.get(m, m): tradeoff(clips, utts, engine, m) for m in measures}
    th = THRESHOLDS[engine]
    latencies = [u.latency_s for us in utts for u in us if u.latency_s is not None]
    report: dict[str, Any] = {
        "corpus": str(corpus), "attribution": ATTRIBUTION, "engine": engine, "clips": len(clips),
        "condition": condition.value,
        "mllr": None if mllr is None or engine != "sphinx" else str(mllr),
        "limit_per_source": limit_per_source, "targets": TARGETS,
        "thresholds": {"accept": th.accept, "confirm": th.confirm, "held_bonus": th.held_bonus,
                       "rival_margin": th.rival_margin},
        "shipped": {"all": tally(clips, shipped),
                    "by_source": _group_tables(clips, shipped, lambda c: c.source),
                    "by_source_intent": _group_tables(
                        clips, shipped, lambda c: f"{c.source}: {(c.expected or {}).get('intent', 'no command')}"),
                    "narrowband": tally([c for c in clips if c.rate <= 8000],
                                        [o for c, o in zip(clips, shipped) if c.rate <= 8000]),
                    "by_speaker": _group_tables(clips, shipped, lambda c: c.speaker or "noise")},
        "held_out": {name: {"all": r["held_out"], "fold_thresholds": r["fold_thresholds"],
                            "narrowband": tally([c for c in clips if c.rate <= 8000],
                                                [o for c, o in zip(clips, r["outcomes"]) if c.rate <= 8000]),
                            "by_source": _group_tables(clips, r["outcomes"], lambda c: c.source)}
                     for name, r in cv.items()},
        "calibrated_on_all": {names.get(m, m) if m else "confidence": vars(calibrate_engine(clips, utts, engine, m))
                              for m in ([None] if engine == "whisper" else []) + list(measures)},
        "distribution": {names.get(m, m): distribution(clips, utts, m) for m in measures},
        "hand": hand_figures(clips, utts, None) if hand else None,
        "latency_ms": {"decode_median": 1000 * statistics.median(latencies) if latencies else None,
                       "decode_p95": 1000 * (percentile(latencies, 95) or 0.0) if latencies else None},
        "decode_wall_s": decode_s,
        "tradeoff": curves,
        "errors": [{"file": c.file, "said": c.said, "outcome": o,
                    "heard": [(u.evidence.phrase, None if u.evidence.confidence is None else
                               round(u.evidence.confidence, 3)) for u in us]}
                   for c, us, o in zip(clips, utts, shipped) if o in ("misfire", "false_accept")],
    }
    report["tradeoff_plot"] = None
    name = "asr_real" if condition is Condition.CLEAN else f"asr_real_{condition.value}"
    if out_dir is not None:  # the plot first: the report names it only when it was written
        out = Path(out_dir)
        chosen = {f"shipped policy ({engine})": (report["shipped"]["all"].get("noncommand_accept_rate", 0),
                                                 report["shipped"]["all"].get("correct_rate", 0))}
        try:
            out.mkdir(parents=True, exist_ok=True)
            plot_tradeoff(curves, chosen, out / f"{name}.png",
                          f"voice-ono {engine}: accept-threshold sweep on {len(clips)} real clips")
            report["tradeoff_plot"] = f"{name}.png"
        except (ImportError, OSError) as exc:  # no matplotlib, or the folder is not writable (said by save_report)
            print(f"voice-ono bench asr: no trade-off plot: {exc}", file=sys.stderr)
    md = markdown(report)
    if progress:
        print(md)
    if out_dir is not None:
        save_report(Path(out_dir), name, report, md)
    return report


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def _row(name: str, t: dict[str, Any]) -> str:
    if t.get("commands"):
        cmd = (f"{t['commands']} | {_pct(t.get('acted_correctly_rate'))} | {t['correct']} | {t['confirmed']} | "
               f"{t['rejected']} | {t['misfire']} ({_pct(t.get('misfire_rate'))}) | {t['confirmed_wrong']}")
    else:
        cmd = "0 | - | - | - | - | - | -"
    if t.get("noncommands"):
        non = (f"{t['noncommands']} | {t['nc_false_accept']} ({_pct(t.get('noncommand_accept_rate'))}) | "
               f"{t['nc_false_confirm']}")
    else:
        non = "0 | - | -"
    return f"| {name} | {cmd} | {non} |"


HEADER = ["| group | commands | acted on correctly | correct | confirmed | rejected | misfire | confirmed-wrong "
          "| no-command clips | false accepts | false confirms |", "|---" * 11 + "|"]


def markdown(report: dict[str, Any]) -> str:
    """The report as Markdown."""
    s = report["shipped"]
    th = report["thresholds"]
    lines = [f"# Real-voice ASR benchmark ({report['engine']})", "",
             f"{report['clips']} clips from `{report['corpus']}`. Data: {report['attribution']}.", "",
             f"Condition: {report.get('condition', 'clean')}. MLLR transform: {report.get('mllr') or 'none'}.", "",
             f"Shipped policy: accept at confidence >= {th['accept']}, confirm at >= {th['confirm']}, "
             f"held-card bonus {th['held_bonus']}, rival margin {th['rival_margin']}.", "",
             "## Shipped policy, every clip", "", *HEADER, _row("**all**", s["all"]),
             _row("8 kHz (narrowband)", s["narrowband"])]
    lines += [_row(k, v) for k, v in s["by_source_intent"].items()]
    lines += ["", "## Leave-speakers-out (4 folds grouped by speaker; thresholds calibrated on the other 3)", "",
              *HEADER]
    for name, r in report["held_out"].items():
        lines.append(_row(f"{name}: all", r["all"]))
        lines.append(_row(f"{name}: 8 kHz", r["narrowband"]))
    lines += ["", "Fold operating points (accept / confirm): " + "; ".join(
        f"{name}: " + ", ".join(f"{p['accept']:.3g}/{p['confirm']:.3g}" for p in r["fold_thresholds"])
        for name, r in report["held_out"].items()),
        "", "Calibrated on every clip: " + "; ".join(
            f"{name}: accept {v['accept']:.3g}, confirm {v['confirm']:.3g}"
            for name, v in report["calibrated_on_all"].items())]
    lines += ["", "## Confidence distribution (p5 / p25 / p50 / p75 / p95)", "",
              "| measure | top phrase right | top phrase wrong | no-command clips |", "|---|---|---|---|"]
    for name, d in report["distribution"].items():
        def q(g: str, d: dict[str, Any] = d) -> str:
            v = d.get(g)
            return "-" if not v else f"n={v['n']}: " + " / ".join(f"{v[k]:.2f}" for k in ("p5", "p25", "p50", "p75", "p95"))
        lines.append(f"| {name} | {q('right')} | {q('wrong')} | {q('noncommand')} |")
    h = report.get("hand")
    if h:
        lines += ["", "## With the hand as context", "",
                  f"{h['plays']} plays. Hand holding the card said (plus two others): acted on correctly "
                  f"{_pct(h['held_acted_correctly_rate'])} ({h['held']}). Hand without it: {h['not_held']}. "
                  f"Plays of a card not said: **{h['wrong_card_plays']}**."]
    lines += ["", "## Per speaker (FSDD; Speech Commands speakers are in the JSON)", "", *HEADER]
    lines += [_row(k, v) for k, v in s["by_speaker"].items() if k.startswith("fsdd")]
    lat = report["latency_ms"]
    if lat["decode_median"] is not None:
        lines += ["", f"Decode time per utterance (endpoint to decision, both decodes): median "
                  f"{lat['decode_median']:.0f} ms, p95 {lat['decode_p95']:.0f} ms; wall {report['decode_wall_s']:.0f} s."]
    if report.get("tradeoff_plot"):
        lines += ["", f"Trade-off curve: {report['tradeoff_plot']}."]
    lines += [""]
    return "\n".join(lines)
