"""The ``voice-ono`` command line.

Subcommands: ``play``, ``demo``, ``recognize``, ``enroll``, ``profiles list|delete``, ``devices``, ``voices``,
``models list|download``, ``bench rules|bots|asr|answers|adapt|core|enroll|takes|latency|soak|loop|languages``.  Exit codes: 0 success
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
from voice_ono.languages import LANGUAGES
from voice_ono.cli_parser import Parser as Parser  # re-exported: every parser of the tree is one
from voice_ono.cli_parser import help_values
from voice_ono.prefs import RATE_RANGE, VOLUME_RANGE  # one range each, shared with the config file
from voice_ono.rules.ruleset import MOST_PLAYERS, PRESETS
from voice_ono.rules.schema import SEED_MAX


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


def file_path(given: str) -> Path:
    """An argparse ``type`` for a file given on the command line: a :class:`~pathlib.Path`, refused (catalog
    ``cli-name-too-long``) when a name in it or the whole of it is longer than the file system allows, so a
    path that could never be opened is said in one line (exit status 2), never a traceback.

    :raises argparse.ArgumentTypeError: the path is too long.
    """
    from voice_ono.files import name_too_long

    path = Path(given)
    long = name_too_long(path)
    if long is not None:
        from voice_ono.narration import text

        what, length, most = long
        raise argparse.ArgumentTypeError(text("cli-name-too-long", what=what, path=given, length=length, most=most))
    return path


SEED = number_in(int, 0, SEED_MAX)
BOTS = number_in(int, 0, MOST_PLAYERS)  # with --humans 0; each preset's own bounds are checked with --rules
HUMANS = number_in(int, 0, MOST_PLAYERS)
DEMO_BOTS = number_in(int, 1, MOST_PLAYERS - 1)  # the demo has one (synthetic) human


def _players_per_preset() -> dict[str, int | str]:
    """The ``--bots`` help text's values: the bound, and each preset's players (``rules.ruleset.PRESETS``)."""
    return {"most": MOST_PLAYERS, "presets": ", ".join(f"{name} {r.min_players}-{r.max_players}"
                                                        for name, r in PRESETS.items())}


def _add_output_options(p: argparse.ArgumentParser) -> None:
    out = p.add_argument_group("cli-group-output")
    out.add_argument("--no-speech", action="store_true", help="cli-help-no-speech")
    out.add_argument("--screen-reader", action="store_true",
                     help="cli-help-screen-reader")
    out.add_argument("--voice", help="cli-help-voice")
    help_values(out.add_argument("--language", type=str.lower, choices=list(LANGUAGES), default=None,
                                 help="cli-help-language"), languages=", ".join(LANGUAGES))
    out.add_argument("--rate", type=number_in(float, *RATE_RANGE, "cli-unit-wpm"),
                     help="cli-help-rate")
    out.add_argument("--volume", type=number_in(float, *VOLUME_RANGE), help="cli-help-volume")
    out.add_argument("--config", type=file_path, metavar="FILE",
                     help="cli-help-config")
    out.add_argument("--events", choices=["jsonl"],
                     help="cli-help-events")


def _add_engine_options(p: argparse.ArgumentParser) -> None:
    asr = p.add_argument_group("cli-group-speech-recognition")
    asr.add_argument("--engine", choices=["auto", "whisper", "vosk", "sphinx"], default="auto",
                     help="cli-help-engine")
    asr.add_argument("--model", help="cli-help-model")
    asr.add_argument("--profile", metavar="NAME",
                     help="cli-help-profile")


def _add_game_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("cli-group-game")
    help_values(g.add_argument("--bots", type=BOTS, default=2, help="cli-help-bots"), **_players_per_preset())
    help_values(g.add_argument("--humans", type=HUMANS, default=1, help="cli-help-humans"), most=MOST_PLAYERS)
    g.add_argument("--difficulty", choices=["easy", "medium", "hard", "random", "heuristic", "search"],
                   default="medium",
                   help="cli-help-difficulty")
    g.add_argument("--no-hints", action="store_true",
                   help="cli-help-no-hints")
    g.add_argument("--seed", type=SEED, help="cli-help-seed")
    help_values(g.add_argument("--rules", default="mattel2022", help="cli-help-rules"), presets=", ".join(PRESETS))
    g.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="cli-help-option")
    g.add_argument("--scenario", type=file_path, help="cli-help-scenario")
    g.add_argument("--resume", action="store_true", help="cli-help-resume")
    g.add_argument("--save-file", type=file_path, help="cli-help-save-file")
    g.add_argument("--no-autosave", action="store_true", help="cli-help-no-autosave")
    g.add_argument("--no-hand-over", action="store_true",
                   help="cli-help-no-hand-over")
    g.add_argument("--confirm", choices=["never", "uncertain", "always"], default="uncertain",
                   help="cli-help-confirm")


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="voice-ono",
        description="cli-description",
    )
    parser.add_argument("--version", action="version", version=f"voice-ono {__version__}")
    # also before the command ("voice-ono --language eu play"); main() hands it to the command's own option
    help_values(parser.add_argument("--language", dest="top_language", type=str.lower, choices=list(LANGUAGES),
                                    default=None, help="cli-help-language"), languages=", ".join(LANGUAGES))
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help="cli-help-play")
    play.add_argument("--input", choices=["auto", "mic", "text", "wav"], default="auto",
                      help="cli-help-input")
    play.add_argument("--wav", nargs="+", type=file_path, default=[], help="cli-help-play-wav")
    play.add_argument("--device", help="cli-help-device")
    play.add_argument("--barge-in", action="store_true",
                      help="cli-help-barge-in")
    play.add_argument("--listen", choices=["auto", "gate", "prompt", "key"], default="auto",
                      help="cli-help-listen")
    _add_game_options(play)
    _add_output_options(play)
    _add_engine_options(play)

    demo = sub.add_parser("demo", help="cli-help-demo")
    demo.add_argument("--seed", type=SEED, default=7, help="cli-help-demo-seed")
    help_values(demo.add_argument("--bots", type=DEMO_BOTS, default=2, help="cli-help-demo-bots"),
                **{**_players_per_preset(), "most": MOST_PLAYERS - 1})
    demo.add_argument("--voice-id", default=None, help="cli-help-voice-id")
    help_values(demo.add_argument("--rules", default="mattel2022", help="cli-help-rules"), presets=", ".join(PRESETS))
    demo.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                      help="cli-help-option")
    _add_output_options(demo)
    _add_engine_options(demo)

    rec = sub.add_parser("recognize", help="cli-help-recognize")
    rec.add_argument("files", nargs="+", type=file_path)
    rec.add_argument("--json", action="store_true", help="cli-help-json")
    rec.add_argument("--hand", default=None, metavar="CARDS",
                     help="cli-help-hand")
    _add_engine_options(rec)

    enroll = sub.add_parser("enroll", help="cli-help-enroll")
    enroll.add_argument("--from-manifest", type=file_path, metavar="FILE",
                        help="cli-help-from-manifest")
    enroll.add_argument("--wav", nargs="+", type=file_path, default=[],
                        help="cli-help-enroll-wav")
    enroll.add_argument("--device", help="cli-help-device")
    enroll.add_argument("--takes", type=number_in(int, 2, 5), default=None,
                        help="cli-help-takes")
    enroll.add_argument("--trust-labels", action="store_true", help="cli-help-trust-labels")
    enroll.add_argument("--no-adapt", action="store_true",
                        help="cli-help-no-adapt")
    _add_output_options(enroll)
    _add_engine_options(enroll)

    profiles = sub.add_parser("profiles", help="cli-help-profiles")
    profiles.add_argument("action", choices=["list", "delete"], help="cli-help-profiles-action")
    profiles.add_argument("name", nargs="?", help="cli-help-profiles-name")

    sub.add_parser("devices", help="cli-help-devices")
    sub.add_parser("voices", help="cli-help-voices")

    models = sub.add_parser("models", help="cli-help-models")
    models_sub = models.add_subparsers(dest="action", metavar="{list,download}")
    models_sub.add_parser("list", help="cli-help-models-list")
    download = models_sub.add_parser("download", help="cli-help-models-download", description="cli-description-models-download")
    add_download_arguments(download)

    bench = sub.add_parser("bench", help="cli-help-bench")
    bench_sub = bench.add_subparsers(dest="what", metavar="{" + ",".join(BENCHES) + "}")
    for name, (module, suffix, help_text) in BENCHES.items():
        bench_sub.add_parser(name, help=help_text, load=_bench_loader(module, suffix))
    for group in (sub, models_sub, bench_sub):
        for sub_parser in group.choices.values():
            sub_parser.set_defaults(subparser=sub_parser)  # unknown arguments are reported by it
    return parser


#: ``voice-ono bench NAME``: (module, suffix of its ``add_arguments``/``main`` functions, help).  The module
#: is imported only when its benchmark is the one parsed.  The modules are the workshop's (``dev/``, the
#: ``voice-ono-dev`` package), installed from a checkout and never part of the game's wheel.
BENCHES: dict[str, tuple[str, str, str]] = {
    "rules": ("voice_ono_dev.bench", "_rules", "cli-help-bench-rules"),
    "bots": ("voice_ono_dev.bench", "_bots", "cli-help-bench-bots"),
    "asr": ("voice_ono_dev.asr.synthetic_bench", "", "cli-help-bench-asr"),
    "answers": ("voice_ono_dev.asr.answer_bench", "", "cli-help-bench-answers"),
    "adapt": ("voice_ono_dev.asr.adapt_bench", "", "cli-help-bench-adapt"),
    "core": ("voice_ono_dev.asr.core_bench", "", "cli-help-bench-core"),
    "enroll": ("voice_ono_dev.asr.enroll_bench", "", "cli-help-bench-enroll"),
    "takes": ("voice_ono_dev.asr.take_checks_bench", "", "cli-help-bench-takes"),
    "latency": ("voice_ono_dev.bench", "_latency", "cli-help-bench-latency"),
    "soak": ("voice_ono_dev.bench", "_soak", "cli-help-bench-soak"),
    "loop": ("voice_ono_dev.spoken_loop", "", "cli-help-bench-loop"),
    "languages": ("voice_ono_dev.asr.language_bench", "", "cli-help-bench-languages"),
}


def workshop_installed() -> bool:
    """Whether the workshop package (``voice_ono_dev``: the benchmarks, from ``pip install -e ./dev`` in a
    checkout) can be imported."""
    import importlib.util

    return importlib.util.find_spec("voice_ono_dev") is not None


def _bench_loader(module: str, suffix: str) -> Callable[[Parser], None]:
    """Adds a benchmark's options from its module (``add_arguments{suffix}``) and its ``run{suffix}``."""

    def load(p: Parser) -> None:
        import importlib

        from voice_ono.narration import text

        if not workshop_installed():  # a wheel install: the workshop is not part of the game (no --help either)
            p.exit(2, text("program-line", message=text("cli-bench-not-installed")) + "\n")
        mod = importlib.import_module(module)
        getattr(mod, f"add_arguments{suffix}")(p)
        p.set_defaults(run=getattr(mod, f"main{suffix}"))

    return load


def add_download_arguments(p: argparse.ArgumentParser) -> None:
    """``voice-ono models download [NAME] [--url URL] [--sha256 HEX] [--dest DIR] [--quiet]``."""
    from voice_ono.speech.asr.models import DEFAULT_MODEL

    p.add_argument("name", nargs="?", default=DEFAULT_MODEL, help="cli-help-model-name")
    p.add_argument("--url", help="cli-help-url")
    p.add_argument("--sha256", help="cli-help-sha256")
    p.add_argument("--dest", help="cli-help-dest")
    p.add_argument("--quiet", action="store_true", help="cli-help-quiet")




def _language_asked(argv: Sequence[str]) -> str | None:
    """The code of ``--language CODE`` (or ``--language=CODE``) in ``argv``, looked for before parsing so
    that ``--help`` is already in that language; None when absent."""
    for i, arg in enumerate(argv):
        if arg == "--language" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--language="):
            return arg.partition("=")[2]
    return None


def choose_language(args: argparse.Namespace) -> None:
    """Play in ``--language``, else in the ``language`` of the config file (``[speech]`` table of
    ``--config`` or the user's config.toml), else in English (:func:`voice_ono.languages.use_language`).
    A bad language in the config file is reported with the other bad values when the game loads it."""
    from voice_ono.languages import UnknownLanguageError, use_language

    code = getattr(args, "language", None)
    if code is None and getattr(args, "command", None) in ("play", "demo", "enroll"):
        from voice_ono.prefs import config_path, configured_language

        code = configured_language(getattr(args, "config", None) or config_path())
    if code is not None:
        try:
            use_language(code)
        except UnknownLanguageError:
            pass  # only a config value can be unknown here (argparse checks --language): told at load


def check_terminal_encoding() -> None:
    """When stdout or stderr cannot encode the language in use (a Latin-1 or ASCII terminal playing in
    Hindi), say so once on stderr, in that language if stderr can write it, else in English, and write
    what cannot be encoded as "?" from then on instead of stopping with UnicodeEncodeError; standard input
    reads bytes it cannot decode as U+FFFD (the line is then not understood, not a UnicodeDecodeError)."""
    from voice_ono.languages import active_language
    from voice_ono.narration.catalog import catalog

    lang = active_language()
    sample = lang.name + catalog().text("you-subject")
    told = False
    # typed bytes the terminal's encoding cannot decode ("सात" on an ASCII terminal, a stray \xff) are read as
    # U+FFFD, so the line is "not understood" instead of a UnicodeDecodeError traceback
    reconfigure_in = getattr(sys.stdin, "reconfigure", None)
    if reconfigure_in is not None:
        try:
            reconfigure_in(errors="replace")
        except (ValueError, OSError):  # a closed or detached standard input: nothing will be read from it
            pass
    for stream in (sys.stderr, sys.stdout):
        encoding = getattr(stream, "encoding", None) or "utf-8"
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None and encoding.replace("-", "").lower() != "utf8":
            # a typed "café" echoed, a scenario's name: any letter the terminal cannot write is written as "?"
            reconfigure(errors="replace")
        try:
            sample.encode(encoding)
            continue
        except (UnicodeEncodeError, LookupError):
            pass
        if not told:
            told = True
            line = catalog().text("cli-not-utf8", language=lang.name, encoding=encoding)
            try:
                line.encode(getattr(sys.stderr, "encoding", None) or "utf-8")
            except (UnicodeEncodeError, LookupError):
                line = catalog("en").text("cli-not-utf8", language=lang.code, encoding=encoding)
            print(f"voice-ono: {line}", file=sys.stderr, flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``voice-ono`` console script."""
    from voice_ono.languages import DEFAULT_LANGUAGE, UnknownLanguageError, use_language

    argv = list(sys.argv[1:] if argv is None else argv)
    use_language(DEFAULT_LANGUAGE)  # main() called again in one process starts in English again
    asked = _language_asked(argv)
    if asked is not None:
        try:
            use_language(asked)
        except UnknownLanguageError:
            pass  # argparse refuses it with the list of languages
    parser = build_parser()
    args, unknown = parser.parse_known_args(argv)
    if getattr(args, "top_language", None) is not None and getattr(args, "language", None) is None:
        args.language = args.top_language
    choose_language(args)
    from voice_ono.narration import problem_text, text  # after parsing: --help and --version load no catalog

    check_terminal_encoding()

    if unknown:
        getattr(args, "subparser", parser).error(text("cli-unrecognized", args=" ".join(unknown)))
    if args.command is None:
        parser.print_help()
        return 0
    try:
        if args.command == "play":
            from voice_ono.app.play import run_play

            return run_play(args)
        if args.command == "demo":
            from voice_ono.demo.game import run_demo

            return run_demo(args)
        if args.command == "recognize":
            from voice_ono.app.recognize import run_recognize

            return run_recognize(args)
        if args.command == "enroll":
            from voice_ono.app.enroll_cmd import run_enroll

            return run_enroll(args)
        if args.command == "profiles":
            from voice_ono.app.profiles_cmd import run_profiles

            return run_profiles(args)
        if args.command == "devices":
            from voice_ono.app.devices import run_devices

            return run_devices()
        if args.command == "voices":
            from voice_ono.speech.tts import SpeechUnavailableError, list_speaker_voices

            try:
                voices = list_speaker_voices()
            except SpeechUnavailableError as exc:
                print(text("program-line", message=text("voices-unavailable", problem=problem_text(exc))), file=sys.stderr)
                return 1
            for vid, name in voices:
                print(f"{name}\t{vid}")
            return 0
        if args.command == "models":
            if args.action is None:  # no action: show the actions, not an argparse error
                args.subparser.print_help()
                return 2
            from voice_ono.app.models_cmd import run_models

            return run_models(args)
        if args.command == "bench":
            if args.what is None:
                args.subparser.print_help()
                if not workshop_installed():
                    print(text("program-line", message=text("cli-bench-not-installed")), file=sys.stderr)
                return 2
            return int(args.run(args))
    except KeyboardInterrupt:
        print(text("program-line", message=text("interrupted")), file=sys.stderr)
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
