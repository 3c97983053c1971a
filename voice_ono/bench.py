"""``voice-ono bench rules|asr|latency|soak|loop``: measured figures, printed and written
to ``reports/`` as JSON and Markdown.  Timing is measured here, never asserted
in unit tests (machines are shared and noisy).

* ``rules``: random-playout throughput (games per second, 4 players, random
  bots) and the heuristic bot's win rate against 3 random bots.
* ``asr``: recognition accuracy per synthetic voice, clean and noisy, and
  false accepts on chatter (:mod:`voice_ono.speech.bench`).
* ``soak``: bot-driven games through the session's data-safety invariants
  (:mod:`voice_ono.soak`), on all cores; games, violations, crashes.
* ``latency``: end of speech to start of the spoken reply, through the real
  pipeline: synthesised command -> endpointing -> recogniser -> parse ->
  resolve -> apply -> narration.
* ``loop``: whole voice games through stand-in devices under CPU load
  (:mod:`voice_ono.spoken_loop`): lines dropped, deadlocks, self-heard commands.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path
from typing import Sequence

from tqdm import tqdm

from voice_ono.bots import make_bot
from voice_ono.rules import GameState, get_ruleset


def positive_int(text: str) -> int:
    """argparse type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _write_report(out_dir: Path, name: str, report: dict, lines: list[str]) -> None:
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / f"{name}.json").write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    (out_dir / f"{name}.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))
    print(f"\nReport written to {out_dir / (name + '.json')} and {out_dir / (name + '.md')}")


def play_out(rules_name: str, kinds: Sequence[str], seed: int) -> GameState:
    """One bots-only game from ``seed``; returns the finished state."""
    rules = get_ruleset(rules_name)
    state = GameState.new(rules, [f"P{i}" for i in range(len(kinds))], seed)
    bots = [make_bot(k, seed * 1000 + i) for i, k in enumerate(kinds)]
    state.start()
    while not state.is_over:
        seat = state.turn
        state.apply(bots[seat].choose(state.view(seat)))
    return state


def bench_rules(argv: Sequence[str]) -> int:
    p = argparse.ArgumentParser(prog="voice-ono bench rules")
    p.add_argument("--games", type=positive_int, default=2000, help="games per measurement (default 2000)")
    p.add_argument("--rules", default="mattel2022")
    p.add_argument("--out", type=Path, default=Path("reports"))
    args = p.parse_args(argv)
    t0 = time.perf_counter()
    for seed in tqdm(range(args.games), desc="random playouts", unit="game"):
        play_out(args.rules, ["random"] * 4, seed)
    elapsed = time.perf_counter() - t0
    wins = 0
    for seed in tqdm(range(args.games), desc="heuristic vs 3 random", unit="game"):
        state = play_out(args.rules, ["heuristic", "random", "random", "random"], seed)
        wins += state.outcome.winner == 0
    rate = wins / args.games
    # 95% Wilson-free normal interval: adequate at n=2000.
    half = 1.96 * (rate * (1 - rate) / args.games) ** 0.5
    report = {
        "rules": args.rules,
        "games": args.games,
        "random_playout_games_per_s": args.games / elapsed,
        "heuristic_win_rate_vs_3_random": rate,
        "heuristic_win_rate_ci95": [rate - half, rate + half],
        "baseline_win_rate": 0.25,
    }
    lines = [
        f"# Rules benchmark ({args.rules})",
        "",
        f"- Random playout throughput (4 players, random bots): {report['random_playout_games_per_s']:.0f} games/s "
        f"({args.games} games in {elapsed:.1f} s)",
        f"- Heuristic bot win rate vs 3 random bots: {rate:.1%} over {args.games} games "
        f"(95% CI {rate - half:.1%}..{rate + half:.1%}; chance is 25%)",
        "",
        f"Reproduce: voice-ono bench rules --games {args.games}",
    ]
    _write_report(args.out, "rules_bench", report, lines)
    return 0


def bench_latency(argv: Sequence[str]) -> int:
    """End of speech -> start of reply, over synthesised commands in real games."""
    p = argparse.ArgumentParser(prog="voice-ono bench latency")
    p.add_argument("--turns", type=positive_int, default=40, help="spoken commands to measure (default 40)")
    p.add_argument("--engine", choices=["auto", "vosk", "sphinx"], default="sphinx")
    p.add_argument("--model")
    p.add_argument("--out", type=Path, default=Path("reports"))
    args = p.parse_args(argv)

    from voice_ono.app import grammar_recognizer
    from voice_ono.inputs import DemoVoice
    from voice_ono.session import GameSettings, Session, new_state
    from voice_ono.speech.endpoint import EndpointConfig
    from voice_ono.speech.tts import RecorderSpeaker

    recognizer, message = grammar_recognizer(args.engine, args.model)
    print(message)
    decode_ms: list[float] = []
    reply_ms: list[float] = []

    class TimedSpeaker(RecorderSpeaker):
        """Records when the first reply line after a command is said."""

        mark: float | None = None

        def say(self, text: str, *, interrupt: bool = False) -> None:
            if self.mark is not None and not text.startswith("You say"):
                reply_ms.append((time.perf_counter() - self.mark) * 1000)
                self.mark = None
            super().say(text, interrupt=interrupt)

    class TimedVoice(DemoVoice):
        def next(self, session):  # type: ignore[override]
            heard = super().next(session)
            speaker.mark = time.perf_counter()
            return heard

    import voice_ono.inputs as inputs_mod

    real_listen = inputs_mod.listen

    def timed_listen(*a, **kw):
        for result in real_listen(*a, **kw):
            if result.latency_s is not None:
                decode_ms.append(result.latency_s * 1000)
            yield result

    inputs_mod.listen = timed_listen
    speaker = TimedSpeaker()
    seed = 0
    try:
        with tqdm(total=args.turns, desc="spoken commands", unit="cmd") as bar:
            while len(reply_ms) < args.turns:
                settings = GameSettings(bots=2, seed=seed, names=["You", "Bot 1", "Bot 2"])
                voice = TimedVoice(recognizer, seed=seed)
                before = len(reply_ms)
                Session(new_state(settings), settings.kinds(), speaker=speaker, inputs=voice,
                        settings=settings).run()
                voice.close()
                bar.update(min(len(reply_ms), args.turns) - min(before, args.turns))
                seed += 1
    finally:
        inputs_mod.listen = real_listen
    hangover_ms = EndpointConfig().end_silence_s * 1000

    def pct(values: list[float], q: float) -> float:
        values = sorted(values)
        return values[min(len(values) - 1, int(round(q / 100 * (len(values) - 1))))]

    total = [hangover_ms + d + r for d, r in zip(decode_ms, reply_ms)]
    report = {
        "engine": recognizer.engine,
        "commands": len(reply_ms),
        "endpoint_hangover_ms": hangover_ms,
        "decode_ms_median": statistics.median(decode_ms),
        "decode_ms_p95": pct(decode_ms, 95),
        "session_reply_ms_median": statistics.median(reply_ms),
        "session_reply_ms_p95": pct(reply_ms, 95),
        "end_of_speech_to_reply_ms_median": statistics.median(total),
        "end_of_speech_to_reply_ms_p95": pct(total, 95),
    }
    lines = [
        f"# Latency benchmark ({recognizer.engine})",
        "",
        f"Spoken commands measured: {len(reply_ms)} (synthesised, decoded from WAV, real games)",
        "",
        "| stage | median ms | p95 ms |",
        "|---|---|---|",
        f"| endpoint hangover (silence needed to end an utterance) | {hangover_ms:.0f} | {hangover_ms:.0f} |",
        f"| final decode after the endpoint | {report['decode_ms_median']:.0f} | {report['decode_ms_p95']:.0f} |",
        f"| parse, resolve, apply, narrate first reply line | {report['session_reply_ms_median']:.1f} | "
        f"{report['session_reply_ms_p95']:.1f} |",
        f"| **end of speech to start of reply** | {report['end_of_speech_to_reply_ms_median']:.0f} | "
        f"{report['end_of_speech_to_reply_ms_p95']:.0f} |",
        "",
        "The TTS engine's own start-up time is not included (no audio device here).",
        "",
        f"Reproduce: voice-ono bench latency --turns {args.turns} --engine {args.engine}",
    ]
    _write_report(args.out, "latency_bench", report, lines)
    return 0


def bench_soak(argv: Sequence[str]) -> int:
    """Bot-driven games through the session's data-safety invariants
    (:mod:`voice_ono.soak`), in parallel on all cores; reports games,
    invariant violations and crashes (both should be zero)."""
    import os
    from concurrent.futures import ProcessPoolExecutor, as_completed

    from voice_ono.rules import PRESETS
    from voice_ono.soak import soak_many

    p = argparse.ArgumentParser(prog="voice-ono bench soak")
    p.add_argument("--games", type=positive_int, default=1000, help="games per preset (default 1000)")
    p.add_argument("--rules", choices=[*sorted(PRESETS), "all"], default="all",
                   help="rules preset, or all three (default all)")
    p.add_argument("--jobs", type=positive_int, default=os.cpu_count() or 1,
                   help="worker processes (default: all cores)")
    p.add_argument("--max-steps", type=positive_int, default=400,
                   help="commands per game before the player stops typing (default 400)")
    p.add_argument("--seed", type=int, default=0, help="first game seed (default 0)")
    p.add_argument("--out", type=Path, default=Path("reports"))
    args = p.parse_args(argv)
    presets = sorted(PRESETS) if args.rules == "all" else [args.rules]
    chunk = max(1, min(50, args.games // (args.jobs * 4) or 1))
    per_preset: dict[str, dict] = {}
    examples: list[str] = []
    t0 = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for rules in presets:
            start = time.perf_counter()
            stats = {"games": 0, "finished": 0, "steps": 0, "resumes": 0,
                     "games_with_violations": 0, "violations": 0, "crashes": 0}
            seeds = range(args.seed, args.seed + args.games)
            jobs = [pool.submit(soak_many, rules, seeds[i:i + chunk], args.max_steps)
                    for i in range(0, len(seeds), chunk)]
            with tqdm(total=args.games, desc=f"soak {rules}", unit="game") as bar:
                for job in as_completed(jobs):
                    for r in job.result():
                        stats["games"] += 1
                        stats["finished"] += r.finished
                        stats["steps"] += r.steps
                        stats["resumes"] += r.resumes
                        stats["violations"] += len(r.violations)
                        stats["games_with_violations"] += bool(r.violations)
                        stats["crashes"] += r.crash is not None
                        if (r.violations or r.crash) and len(examples) < 10:
                            examples.append(f"{rules} seed {r.seed}: "
                                            f"{r.violations[:2] or r.crash.splitlines()[-1]}")
                    bar.update(len(job.result()))
            stats["seconds"] = time.perf_counter() - start
            per_preset[rules] = stats
    elapsed = time.perf_counter() - t0
    games = sum(s["games"] for s in per_preset.values())
    rate = games / elapsed
    report = {"games_per_preset": args.games, "jobs": args.jobs, "max_steps": args.max_steps,
              "seconds": elapsed, "games_per_s": rate,
              "estimated_seconds_for_100k_per_preset": 100_000 * len(presets) / rate,
              "presets": per_preset, "examples": examples}
    lines = [f"# Soak benchmark: {args.games} games per preset, {args.jobs} worker(s)", "",
             "Each game: one human seat typing a random mix of legal moves, grammar phrases, "
             "garbage and random answers at every question, against 1-3 heuristic bots, with "
             "autosave; quit sessions are resumed through the start-up question.  Invariants "
             "checked after every step (voice_ono/soak.py).", "",
             "| preset | games | finished | steps | resumes | invariant violations | crashes | s |",
             "|---|---|---|---|---|---|---|---|"]
    for rules, st in per_preset.items():
        lines.append(f"| {rules} | {st['games']} | {st['finished']} | {st['steps']} | {st['resumes']} "
                     f"| {st['violations']} | {st['crashes']} | {st['seconds']:.1f} |")
    lines += ["", f"{games} games in {elapsed:.1f} s ({rate:.1f} games/s on {args.jobs} worker(s)); "
              f"100,000 games per preset would take about "
              f"{report['estimated_seconds_for_100k_per_preset'] / 3600:.1f} h at this rate.", ""]
    if examples:
        lines += ["Examples:", *[f"- {e}" for e in examples], ""]
    lines.append(f"Reproduce: voice-ono bench soak --games {args.games} --rules {args.rules} --jobs {args.jobs}")
    _write_report(args.out, "soak_bench", report, lines)
    bad = sum(s["violations"] + s["crashes"] for s in per_preset.values())
    return 1 if bad else 0


def main(what: str, argv: Sequence[str]) -> int:
    """Dispatch ``voice-ono bench WHAT [options]``."""
    if what == "rules":
        return bench_rules(argv)
    if what == "latency":
        return bench_latency(argv)
    if what == "soak":
        return bench_soak(argv)
    if what == "asr":
        from voice_ono.speech import bench as asr_bench

        return asr_bench.main(list(argv))
    if what == "loop":
        from voice_ono.spoken_loop import bench_loop

        return bench_loop(list(argv))
    raise ValueError(f"unknown benchmark {what!r}; use rules, asr, latency, soak or loop")
