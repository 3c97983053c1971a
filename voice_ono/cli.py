"""The ``voice-ono`` command line.

Subcommands: ``play``, ``demo``, ``recognize``, ``enroll``, ``profiles list|delete``, ``devices``, ``voices``,
``models list|download``, ``bench rules|bots|asr|answers|adapt|core|enroll|latency|soak|loop``.  Exit codes: 0 success
(including end of input before a game ends), 2 bad usage or an invalid
scenario file, 1 other errors.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Callable, Sequence

from voice_ono import __version__
from voice_ono.cli_parser import Parser as Parser  # re-exported: every parser of the tree is one


def number_in(kind: type[int] | type[float], low: float, high: float,
              unit: str = "") -> Callable[[str], float]:
    """An argparse ``type`` accepting a ``kind`` (int or float) from ``low``
    to ``high``; anything else is refused with the allowed range
    (catalog ``cli-not-a-number``, ``cli-out-of-range``; ``unit`` is the
    catalog id of the unit said after the range, or ``""``)."""
    whole = "yes" if kind is int else "no"

    def parse(given: str) -> float:
        from voice_ono.narration import text

        unit_text = text(unit) if unit else ""
        try:
            value = kind(given)
        except ValueError:
            raise argparse.ArgumentTypeError(text("cli-not-a-number", value=given, whole=whole, low=str(low),
                                                  high=str(high), unit=unit_text)) from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(text("cli-out-of-range", value=given, low=str(low), high=str(high),
                                                  unit=unit_text))
        return value

    return parse


SEED = number_in(int, 0, 2**32 - 1)
BOTS = number_in(int, 0, 9)
HUMANS = number_in(int, 0, 8)


def _add_output_options(p: argparse.ArgumentParser) -> None:
    out = p.add_argument_group("output")
    out.add_argument("--no-speech", action="store_true", help="print narration only; do not speak")
    out.add_argument("--screen-reader", action="store_true",
                     help="print plain lines for your screen reader instead of speaking")
    out.add_argument("--voice", help="TTS voice id or name (see: voice-ono voices)")
    out.add_argument("--rate", type=number_in(float, 20, 1000, "cli-unit-wpm"),
                     help="speech rate in words per minute, 20 to 1000 (about 180 is normal)")
    out.add_argument("--volume", type=number_in(float, 0.0, 1.0), help="speech volume, 0.0 to 1.0")
    out.add_argument("--config", type=Path, metavar="FILE",
                     help="speech settings file (default: config.toml in your user config folder); "
                          "'slower', 'louder', 'short announcements' are stored there")
    out.add_argument("--events", choices=["jsonl"],
                     help="write one JSON object per game event to stdout; narration goes to stderr")


def _add_engine_options(p: argparse.ArgumentParser) -> None:
    asr = p.add_argument_group("speech recognition")
    asr.add_argument("--engine", choices=["auto", "vosk", "sphinx"], default="auto",
                     help="recogniser: vosk when a model is found, else pocketsphinx (default auto)")
    asr.add_argument("--model", help="path to a vosk model folder")
    asr.add_argument("--profile", metavar="NAME",
                     help="your voice profile (made with: voice-ono enroll --profile NAME); "
                          "see: voice-ono profiles list")


def _add_game_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("game")
    g.add_argument("--bots", type=BOTS, default=2, help="number of computer opponents, 0 to 9 (default 2)")
    g.add_argument("--humans", type=HUMANS, default=1,
                   help="number of human players sharing this computer, 0 to 8 (default 1)")
    g.add_argument("--difficulty", choices=["easy", "medium", "hard", "random", "heuristic", "search"],
                   default="medium",
                   help="bot strength: easy (random), medium (heuristic) or hard (search); default medium")
    g.add_argument("--no-hints", action="store_true",
                   help="turn off 'what should I play?' hints, for a fair game")
    g.add_argument("--seed", type=SEED, help="random seed, 0 to 4294967295; the same seed and commands "
                   "replay a game")
    g.add_argument("--rules", default="mattel2022", help="rules preset (default mattel2022)")
    g.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="rule option, repeatable (see docs/rules.md)")
    g.add_argument("--scenario", type=Path, help="start from a position in a JSON file (docs/scenario.md)")
    g.add_argument("--resume", action="store_true", help="continue the autosaved game")
    g.add_argument("--save-file", type=Path, help="autosave file (default: in your user data folder)")
    g.add_argument("--no-autosave", action="store_true", help="do not autosave")
    g.add_argument("--no-hand-over", action="store_true",
                   help="with several --humans: read each turn's hand at once, without waiting "
                        "for 'ready' (for one person playing every seat)")
    g.add_argument("--confirm", choices=["never", "uncertain", "always"], default="uncertain",
                   help="ask 'Play seven?' before a spoken play: never, when unsure (default), always")


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="voice-ono",
        description="Play ONO 99 by voice or typed commands, offline, against computer opponents.",
    )
    parser.add_argument("--version", action="version", version=f"voice-ono {__version__}")
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help="play a game (microphone if present, else typed commands)")
    play.add_argument("--input", choices=["auto", "mic", "text", "wav"], default="auto",
                      help="where your commands come from (default: microphone if found, else text)")
    play.add_argument("--wav", nargs="+", type=Path, default=[], help="WAV files holding your spoken commands")
    play.add_argument("--device", help="microphone device name or number (see: voice-ono devices)")
    play.add_argument("--barge-in", action="store_true",
                      help="with headphones: listen while speaking, so 'stop' cuts speech at once "
                           "(default is half-duplex: the microphone is ignored while the game speaks)")
    play.add_argument("--listen", choices=["auto", "gate", "prompt", "key"], default="auto",
                      help="when the microphone listens: gate (not while the game speaks), prompt (gate, "
                           "plus a tone when it is your turn to speak), key (push-to-talk: press Enter, "
                           "wait for the tone, speak); auto: key with --screen-reader, else gate")
    _add_game_options(play)
    _add_output_options(play)
    _add_engine_options(play)

    demo = sub.add_parser("demo", help="watch a whole game played from synthesised speech")
    demo.add_argument("--seed", type=SEED, default=7, help="random seed (default 7)")
    demo.add_argument("--bots", type=number_in(int, 1, 9), default=2, help="number of bots, 1 to 9 (default 2)")
    demo.add_argument("--voice-id", default=None, help="synthesiser voice for your commands, e.g. flite:slt")
    demo.add_argument("--rules", default="mattel2022", help="rules preset (default mattel2022)")
    demo.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                      help="rule option, repeatable (see docs/rules.md)")
    _add_output_options(demo)
    _add_engine_options(demo)

    rec = sub.add_parser("recognize", help="recognise commands in WAV files")
    rec.add_argument("files", nargs="+", type=Path)
    rec.add_argument("--json", action="store_true", help="one JSON object per file")
    rec.add_argument("--hand", default=None, metavar="CARDS",
                     help="the player's hand as context, e.g. 3,7,reverse: a held card needs less confidence; "
                          "a play of a card not held is confirmed at best")
    _add_engine_options(rec)

    enroll = sub.add_parser("enroll", help="teach voice-ono your voice: say each command a few times")
    enroll.add_argument("--from-manifest", type=Path, metavar="FILE",
                        help="build the profile from recordings listed in FILE (the format of "
                             "../shared/corpus/manifest.jsonl; paths relative to its folder) instead of asking")
    enroll.add_argument("--wav", nargs="+", type=Path, default=[],
                        help="WAV files holding your takes, one take each, in the order asked")
    enroll.add_argument("--device", help="microphone device name or number (see: voice-ono devices)")
    enroll.add_argument("--takes", type=number_in(int, 1, 5), default=2,
                        help="takes of each phrase, 1 to 5 (default 2)")
    enroll.add_argument("--no-adapt", action="store_true",
                        help="do not adapt the acoustic model (calibrate and keep your takes only)")
    _add_output_options(enroll)
    _add_engine_options(enroll)

    profiles = sub.add_parser("profiles", help="list or delete voice profiles")
    profiles.add_argument("action", choices=["list", "delete"], help="list: the profiles; delete: remove one")
    profiles.add_argument("name", nargs="?", help="the profile to delete")

    sub.add_parser("devices", help="list microphones (input devices)")
    sub.add_parser("voices", help="list text-to-speech voices")

    models = sub.add_parser("models", help="list or download vosk speech models")
    models_sub = models.add_subparsers(dest="action", metavar="{list,download}")
    models_sub.add_parser("list", help="the models found and where to put more")
    download = models_sub.add_parser("download", help="fetch one", description="Download a vosk speech model.")
    add_download_arguments(download)

    bench = sub.add_parser("bench", help="measure speed and accuracy; writes a report")
    bench_sub = bench.add_subparsers(dest="what", metavar="{" + ",".join(BENCHES) + "}")
    for name, (module, suffix, help_text) in BENCHES.items():
        bench_sub.add_parser(name, help=help_text, load=_bench_loader(module, suffix))
    for group in (sub, models_sub, bench_sub):
        for sub_parser in group.choices.values():
            sub_parser.set_defaults(subparser=sub_parser)  # unknown arguments are reported by it
    return parser


#: ``voice-ono bench NAME``: (module, suffix of its ``add_arguments``/``main`` functions, help).  The module
#: is imported only when its benchmark is the one parsed.
BENCHES: dict[str, tuple[str, str, str]] = {
    "rules": ("voice_ono.tools.bench", "_rules", "random-playout speed and the heuristic bot's win rate"),
    "bots": ("voice_ono.tools.bench", "_bots", "win rates of a bot lineup and milliseconds per decision"),
    "asr": ("voice_ono.tools.asr.synthetic_bench", "", "recognition accuracy on real or synthetic voices"),
    "answers": ("voice_ono.tools.asr.answer_bench", "", "yes/no answers on real voices"),
    "adapt": ("voice_ono.tools.asr.adapt_bench", "", "MLLR transforms, scored with speakers held out"),
    "core": ("voice_ono.tools.asr.core_bench", "", "the full and the core grammar compared"),
    "enroll": ("voice_ono.tools.asr.enroll_bench", "", "voice profiles built and scored from the corpus"),
    "latency": ("voice_ono.tools.bench", "_latency", "end of speech to the start of the spoken reply"),
    "soak": ("voice_ono.tools.bench", "_soak", "bot-driven games through the data-safety invariants"),
    "loop": ("voice_ono.tools.spoken_loop", "", "whole voice games through stand-in devices under load"),
}


def _bench_loader(module: str, suffix: str) -> Callable[[Parser], None]:
    """Adds a benchmark's options from its module (``add_arguments{suffix}``) and its ``run{suffix}``."""

    def load(p: Parser) -> None:
        import importlib

        mod = importlib.import_module(module)
        getattr(mod, f"add_arguments{suffix}")(p)
        p.set_defaults(run=getattr(mod, f"main{suffix}"))

    return load


def add_download_arguments(p: argparse.ArgumentParser) -> None:
    """``voice-ono models download [NAME] [--url URL] [--sha256 HEX] [--dest DIR] [--quiet]``."""
    from voice_ono.speech.asr.models import DEFAULT_MODEL

    p.add_argument("name", nargs="?", default=DEFAULT_MODEL, help=f"model name (default {DEFAULT_MODEL})")
    p.add_argument("--url", help="full URL of the model ZIP (default: the vosk models site)")
    p.add_argument("--sha256", help="expected SHA-256 of the ZIP")
    p.add_argument("--dest", help="install folder (default: the models folder in your user data folder)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")




def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``voice-ono`` console script."""
    parser = build_parser()
    args, unknown = parser.parse_known_args(argv)
    from voice_ono.narration import problem_text, text  # after parsing: --help and --version load no catalog

    if unknown:
        getattr(args, "subparser", parser).error(text("cli-unrecognized", args=" ".join(unknown)))
    if args.command is None:
        parser.print_help()
        return 0
    try:
        if args.command == "play":
            from voice_ono.app import run_play

            return run_play(args)
        if args.command == "demo":
            from voice_ono.tools.demo import run_demo

            return run_demo(args)
        if args.command == "recognize":
            from voice_ono.app import run_recognize

            return run_recognize(args)
        if args.command == "enroll":
            from voice_ono.app import run_enroll

            return run_enroll(args)
        if args.command == "profiles":
            from voice_ono.app import run_profiles

            return run_profiles(args)
        if args.command == "devices":
            from voice_ono.app import run_devices

            return run_devices()
        if args.command == "voices":
            from voice_ono.speech.tts import SpeechUnavailableError, list_speaker_voices

            try:
                voices = list_speaker_voices()
            except SpeechUnavailableError as exc:
                print(f"voice-ono: {text('voices-unavailable', problem=problem_text(exc))}", file=sys.stderr)
                return 1
            for vid, name in voices:
                print(f"{name}\t{vid}")
            return 0
        if args.command == "models":
            if args.action is None:  # no action: show the actions, not an argparse error
                args.subparser.print_help()
                return 2
            from voice_ono.app import run_models

            return run_models(args)
        if args.command == "bench":
            if args.what is None:
                args.subparser.print_help()
                return 2
            return int(args.run(args))
    except KeyboardInterrupt:
        print(f"voice-ono: {text('interrupted')}", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader of our output went away (e.g. ``voice-ono play | head``).
        # The game is autosaved after every action; leave quietly, as the
        # Python docs advise (signal module, "Note on SIGPIPE").
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141
    parser.print_help()
    return 2
