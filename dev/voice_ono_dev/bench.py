"""``voice-ono bench rules|bots|latency|soak`` (and, in their own modules, asr|answers|adapt|core|enroll|loop): measured figures, printed and written
to ``reports/`` as JSON and Markdown.  Timing is measured here, never asserted
in unit tests (machines are shared and noisy).

* ``rules``: random-playout throughput (games per second, 4 players, random
  bots) and the heuristic bot's win rate against 3 random bots.
* ``bots``: win rates of a bot lineup (seats rotated, 95% Wilson
  intervals) and milliseconds per decision, over all cores.
* ``asr``: recognition accuracy per synthetic voice, clean and noisy, and
  false accepts on chatter (:mod:`voice_ono_dev.asr.synthetic_bench`).
* ``adapt``: MLLR population/channel transforms of the pocketsphinx model,
  estimated and scored with speakers held out; ``--write-transforms DIR``
  builds the shipped ones (:mod:`voice_ono_dev.asr.adapt_bench`).
* ``core``: every clip decoded on the full and the core grammar with fold-wise
  transforms; rules choosing between them scored with speakers held out;
  ``--synthetic``: phrases outside the core with synthetic voices
  (:mod:`voice_ono_dev.asr.core_bench`).
* ``soak``: bot-driven games through the session's data-safety invariants
  (:mod:`voice_ono_dev.soak`), on all cores; games, violations, crashes.
* ``latency``: end of speech to start of the spoken reply, through the real
  pipeline: synthesised command -> endpointing -> recogniser -> parse ->
  resolve -> apply -> narration.
* ``loop``: whole voice games through stand-in devices under CPU load
  (:mod:`voice_ono_dev.spoken_loop`): lines dropped, deadlocks, self-heard commands.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator, Sequence

from tqdm import tqdm

from voice_ono.bots import SeatKind, make_bot
from voice_ono_dev.reports import percentile, positive_int, report_folder, write_report
from voice_ono.rules import GameState, get_ruleset

if TYPE_CHECKING:
    from voice_ono.speech.asr.recognizer import RecognitionResult


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


def add_arguments_rules(p: argparse.ArgumentParser) -> None:
    """The options of ``voice-ono bench rules``."""
    from voice_ono.rules import PRESETS

    p.add_argument("--games", type=positive_int, default=2000, help="games per measurement (default 2000)")
    p.add_argument("--rules", choices=sorted(PRESETS), default="mattel2022", help="rules preset (default mattel2022)")
    p.add_argument("--out", type=report_folder, default=Path("reports"), help="report folder (default reports/)")


def main_rules(args: argparse.Namespace) -> int:
    """``voice-ono bench rules``: random-playout throughput and the heuristic bot's win rate."""
    t0 = time.perf_counter()
    for seed in tqdm(range(args.games), desc="random playouts", unit="game"):
        play_out(args.rules, ["random"] * 4, seed)
    elapsed = time.perf_counter() - t0
    wins = 0
    for seed in tqdm(range(args.games), desc="heuristic vs 3 random", unit="game"):
        state = play_out(args.rules, ["heuristic", "random", "random", "random"], seed)
        assert state.outcome is not None  # played out
        wins += state.outcome.winner == 0
    rate = wins / args.games
    report = {
        "rules": args.rules,
        "games": args.games,
        "random_playout_games_per_s": args.games / elapsed,
        "heuristic_win_rate_vs_3_random": rate,
        "heuristic_win_rate_ci95": list(wilson_interval(wins, args.games)),  # within [0, 1] at any n
        "baseline_win_rate": 0.25,
    }
    lines = [
        f"# Rules benchmark ({args.rules})",
        "",
        f"- Random playout throughput (4 players, random bots): {report['random_playout_games_per_s']:.0f} games/s "
        f"({args.games} games in {elapsed:.1f} s)",
        f"- Heuristic bot win rate vs 3 random bots: {rate:.1%} over {args.games} games "
        f"(95% Wilson interval {report['heuristic_win_rate_ci95'][0]:.1%}..{report['heuristic_win_rate_ci95'][1]:.1%}; "
        "chance is 25%)",
        "",
        f"Reproduce: voice-ono bench rules --games {args.games}",
    ]
    write_report(args.out, "rules_bench", report, lines)
    return 0


def wilson_interval(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% for ``z`` = 1.96).

    Source: E. B. Wilson (1927), JASA 22:209.  ``n`` = 0 gives (0, 1).
    """
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def lineup_game(job: tuple[str, dict[str, str], Sequence[str], int, int],
                ) -> tuple[int, dict[str, list[float]]]:
    """One seeded bots-only game for ``voice-ono bench bots`` (runs in a worker).

    ``job`` = ``(rules_name, options, lineup, game, iterations)``.
    Seats rotate with the game number: lineup position ``p`` sits at seat
    ``(p + game) % n``, so each position plays every seat equally often.

    :returns: the winner's lineup position, and milliseconds per decision
        for each bot kind.
    """
    from voice_ono.bots import Bot, SearchBot, bot_kind

    rules_name, options, lineup, game, iterations = job
    rules = get_ruleset(rules_name, options)
    n = len(lineup)
    kinds = [bot_kind(lineup[(s - game) % n]) for s in range(n)]
    state = GameState.new(rules, [f"P{i}" for i in range(n)], seed=game)
    bots: list[Bot] = []
    for seat, kind in enumerate(kinds):
        seed = game * 1000 + seat
        if kind is SeatKind.SEARCH:
            bots.append(SearchBot(seed, iterations=iterations))
        else:
            bots.append(make_bot(kind, seed))
    timings: dict[str, list[float]] = {k: [] for k in kinds}
    state.start()
    while (actor := state.current_player) is not None:
        view = state.view(actor)
        t0 = time.perf_counter()
        action = bots[actor].choose(view)
        timings[kinds[actor]].append((time.perf_counter() - t0) * 1000)
        state.apply(action)
    assert state.outcome is not None  # the loop ends when the game is over
    return (state.outcome.winner - game) % n, timings


def add_arguments_bots(p: argparse.ArgumentParser) -> None:
    """The options of ``voice-ono bench bots``."""
    import os

    from voice_ono.bots.search import DEFAULT_ITERATIONS

    p.add_argument("--games", type=positive_int, default=200, help="games to play (default 200)")
    p.add_argument("--lineup", default="search,heuristic,heuristic,heuristic",
                   help="comma-separated bots, one per player: easy, medium, hard (or random, "
                        "heuristic, search); default search,heuristic,heuristic,heuristic")
    p.add_argument("--rules", default="mattel2022", help="rules preset (default mattel2022)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="rule option, repeatable")
    p.add_argument("--seed", type=int, default=0,
                   help="first game seed: games use seeds SEED..SEED+GAMES-1 (default 0)")
    p.add_argument("--workers", type=positive_int, default=os.cpu_count() or 1,
                   help="worker processes (default: all cores)")
    p.add_argument("--iterations", type=positive_int, default=DEFAULT_ITERATIONS,
                   help=f"search bot iterations per decision (default {DEFAULT_ITERATIONS})")
    p.add_argument("--out", type=report_folder, default=Path("reports"))


def main_bots(args: argparse.Namespace) -> int:
    """``voice-ono bench bots``: win rates of a bot lineup with rotated seats,
    95% Wilson intervals, and milliseconds per decision per bot kind."""
    import multiprocessing

    from voice_ono.bots import bot_kind

    p = args.subparser
    try:
        lineup = [bot_kind(k) for k in args.lineup.split(",") if k.strip()]
        options = dict(pair.split("=", 1) for pair in args.option)
        rules = get_ruleset(args.rules, options)
    except ValueError as exc:
        from voice_ono.narration import error_text

        p.error(error_text(exc))
    if not rules.min_players <= len(lineup) <= rules.max_players:
        p.error(f"{rules.name} needs {rules.min_players} to {rules.max_players} players in the lineup")
    seeds = range(args.seed, args.seed + args.games)
    jobs = [(args.rules, options, lineup, g, args.iterations) for g in seeds]
    wins = [0] * len(lineup)
    timings: dict[str, list[float]] = {}
    t0 = time.perf_counter()
    bar = tqdm(total=args.games, desc=f"{'/'.join(lineup)} ({args.rules})", unit="game")
    results: Iterator[tuple[int, dict[str, list[float]]]]
    if args.workers == 1:
        results = map(lineup_game, jobs)
        pool = None
    else:
        pool = multiprocessing.get_context("spawn").Pool(args.workers)
        results = pool.imap_unordered(lineup_game, jobs, chunksize=1)
    try:
        for winner, times in results:
            wins[winner] += 1
            for kind, values in times.items():
                timings.setdefault(kind, []).extend(values)
            bar.update(1)
    except BaseException:
        if pool is not None:
            pool.terminate()  # Ctrl-C: stop the workers now, not after their games
        raise
    finally:
        bar.close()
        if pool is not None:
            pool.close()
            pool.join()
    elapsed = time.perf_counter() - t0
    n = args.games
    rates = [w / n for w in wins]
    cis = [wilson_interval(w, n) for w in wins]
    ms = {kind: {"mean": statistics.fmean(v), "median": statistics.median(v),
                 "p95": percentile(v, 95) or 0.0, "decisions": len(v)}
          for kind, v in sorted(timings.items()) if v}
    report = {
        "lineup": lineup, "rules": args.rules, "options": options, "games": n,
        "win_rate": rates, "win_rate_ci95": [list(ci) for ci in cis], "par": 1 / len(lineup),
        "ms_per_decision": ms, "search_iterations": args.iterations,
        "workers": args.workers, "seconds": elapsed, "seeds": [seeds[0], seeds[-1]],
    }
    reproduce = (f"voice-ono bench bots --games {n} --lineup {','.join(lineup)} --rules {args.rules}"
                 + "".join(f" --option {k}={v}" for k, v in options.items())
                 + f" --iterations {args.iterations}"
                 + (f" --seed {args.seed}" if args.seed else ""))
    lines = [
        f"# Bots benchmark ({args.rules}, {len(lineup)} players)",
        "",
        f"{n} seeded games (seeds {seeds[0]}..{seeds[-1]}); seats rotate each game so every lineup position "
        f"plays every seat equally. Par (chance) is {1 / len(lineup):.0%}.",
        "",
        "| position | bot | wins | win rate | 95% CI (Wilson) |",
        "|---|---|---|---|---|",
        *(f"| {i} | {k} | {wins[i]} | {rates[i]:.1%} | {cis[i][0]:.1%}..{cis[i][1]:.1%} |"
          for i, k in enumerate(lineup)),
        "",
        "| bot | decisions | mean ms | median ms | p95 ms |",
        "|---|---|---|---|---|",
        *(f"| {k} | {v['decisions']} | {v['mean']:.2f} | {v['median']:.2f} | {v['p95']:.2f} |"
          for k, v in ms.items()),
        "",
        f"Search budget: {args.iterations} playouts per decision (no time cap). "
        f"{args.workers} worker processes, {elapsed:.0f} s.",
        "",
        f"Reproduce: {reproduce}",
    ]
    write_report(args.out, "bots", report, lines)
    print(json.dumps({"lineup": lineup, "games": n, "win_rate": rates,
                      "ms_per_decision": {k: {m: round(v[m], 3) for m in ("mean", "median", "p95")}
                                          for k, v in ms.items()}}))
    return 0


def add_arguments_latency(p: argparse.ArgumentParser) -> None:
    """The options of ``voice-ono bench latency``."""
    p.add_argument("--turns", type=positive_int, default=40, help="spoken commands to measure (default 40)")
    p.add_argument("--engine", choices=["auto", "whisper", "vosk", "sphinx"], default="sphinx")
    p.add_argument("--model")
    p.add_argument("--out", type=report_folder, default=Path("reports"))


class RealTimeSource:
    """An audio source delivered as a microphone does: blocks of ``block_s`` seconds, each not before the wall
    time at which its last sample would have been recorded (the recogniser has only the time the audio takes
    to do its work in, as in play).

    :param source: PCM16 mono chunks with a ``sample_rate`` attribute (Hz).
    :param block_s: block length (s; the microphone's default, 30 ms).
    """

    def __init__(self, source: Any, block_s: float = 0.03) -> None:
        self.source = source
        self.sample_rate = int(source.sample_rate)
        self.block_bytes = max(1, int(block_s * self.sample_rate)) * 2

    def __iter__(self) -> Iterator[bytes]:
        pcm = b"".join(self.source)
        start = time.perf_counter()
        for i in range(0, len(pcm), self.block_bytes):
            block = pcm[i:i + self.block_bytes]
            due = start + (i + len(block)) / 2 / self.sample_rate
            wait = due - time.perf_counter()
            if wait > 0:
                time.sleep(wait)
            yield block


def main_latency(args: argparse.Namespace) -> int:
    """End of speech -> start of reply, over synthesised commands in real games, the audio fed in real time
    (:class:`RealTimeSource`) so that decoding the recogniser starts during the endpoint's hangover
    (Whisper's speculative decode) is measured as it happens in play."""

    from voice_ono.app.wiring import grammar_recognizer
    from voice_ono.demo.voice import DemoVoice
    from voice_ono.session import GameSettings, Heard, Prompt, Session, new_state
    from voice_ono.speech.asr.endpoint import EndpointConfig
    from voice_ono.speech.tts import RecorderSpeaker

    recognizer, message = grammar_recognizer(args.engine, args.model)
    print(message)
    decode_ms: list[float] = []
    reply_ms: list[float] = []

    class TimedSpeaker(RecorderSpeaker):
        """Records when the first reply line after a command is said."""

        mark: float | None = None

        def say(self, text: str, *, interrupt: bool = False) -> None:
            if self.mark is not None:
                reply_ms.append((time.perf_counter() - self.mark) * 1000)
                self.mark = None
            super().say(text, interrupt=interrupt)

    class TimedVoice(DemoVoice):
        def next(self, prompt: Prompt | None = None) -> Heard | None:
            heard = super().next(prompt)
            speaker.mark = time.perf_counter()
            return heard

    from voice_ono.speech.asr.endpoint import listen
    from voice_ono.speech.audio import Padded

    def timed_listen(source: Any, *a: Any, **kw: Any) -> Iterator[RecognitionResult]:
        for result in listen(RealTimeSource(Padded(source)), *a, **kw):
            if result.latency_s is not None:
                decode_ms.append(result.latency_s * 1000)
            yield result

    speaker = TimedSpeaker()
    seed = 0
    with tqdm(total=args.turns, desc="spoken commands", unit="cmd") as bar:
        while len(reply_ms) < args.turns:
            settings = GameSettings(bots=2, seed=seed, names=["You", "Bot 1", "Bot 2"])
            voice = TimedVoice(recognizer, seed=seed, listen=timed_listen)
            before = len(reply_ms)
            Session(new_state(settings), settings.kinds(), speaker=speaker, inputs=voice,
                    settings=settings).run()
            voice.close()
            bar.update(min(len(reply_ms), args.turns) - min(before, args.turns))
            seed += 1
    hangover_ms = EndpointConfig().end_silence_s * 1000

    total = [hangover_ms + d + r for d, r in zip(decode_ms, reply_ms)]
    report = {
        "engine": recognizer.engine,
        "commands": len(reply_ms),
        "endpoint_hangover_ms": hangover_ms,
        "decode_ms_median": statistics.median(decode_ms),
        "decode_ms_p95": percentile(decode_ms, 95),
        "session_reply_ms_median": statistics.median(reply_ms),
        "session_reply_ms_p95": percentile(reply_ms, 95),
        "end_of_speech_to_reply_ms_median": statistics.median(total),
        "end_of_speech_to_reply_ms_p95": percentile(total, 95),
    }
    lines = [
        f"# Latency benchmark ({recognizer.engine})",
        "",
        f"Spoken commands measured: {len(reply_ms)} (synthetic voices, fed in real time in 30 ms blocks as a "
        "microphone delivers them, real games)",
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
    write_report(args.out, "latency_bench", report, lines)
    return 0


def add_arguments_soak(p: argparse.ArgumentParser) -> None:
    """The options of ``voice-ono bench soak``."""
    import os

    from voice_ono.rules import PRESETS

    p.add_argument("--games", type=positive_int, default=1000, help="games per preset (default 1000)")
    p.add_argument("--rules", choices=[*sorted(PRESETS), "all"], default="all",
                   help="rules preset, or all three (default all)")
    p.add_argument("--jobs", type=positive_int, default=os.cpu_count() or 1,
                   help="worker processes (default: all cores)")
    p.add_argument("--max-steps", type=positive_int, default=400,
                   help="commands per game before the player stops typing (default 400)")
    p.add_argument("--seed", type=int, default=0, help="first game seed (default 0)")
    p.add_argument("--out", type=report_folder, default=Path("reports"))


def main_soak(args: argparse.Namespace) -> int:
    """Bot-driven games through the session's data-safety invariants
    (:mod:`voice_ono_dev.soak`), in parallel on all cores; reports games,
    invariant violations and crashes (both should be zero)."""
    from concurrent.futures import ProcessPoolExecutor, as_completed

    from voice_ono.rules import PRESETS
    from voice_ono_dev.soak import soak_many

    presets = sorted(PRESETS) if args.rules == "all" else [args.rules]
    chunk = max(1, min(50, args.games // (args.jobs * 4) or 1))
    per_preset: dict[str, dict[str, float]] = {}
    examples: list[str] = []
    t0 = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for rules in presets:
            start = time.perf_counter()
            stats: dict[str, float] = {"games": 0, "finished": 0, "steps": 0, "resumes": 0,
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
                                            f"{r.violations[:2] or (r.crash or '?').splitlines()[-1]}")
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
             "checked after every step (dev/voice_ono_dev/soak.py).", "",
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
    write_report(args.out, "soak_bench", report, lines)
    bad = sum(s["violations"] + s["crashes"] for s in per_preset.values())
    return 1 if bad else 0
