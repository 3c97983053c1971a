"""The wiring the subcommands share: the speaker and event stream for the output options, the command-grammar
recogniser (with a voice profile), and phrase -> command helpers."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Callable, TextIO

from voice_ono.narration import text
from voice_ono.commands.grammar import load_grammar
from voice_ono.commands.parse import UnknownCommandError, parse_command
from voice_ono.narration import problem_text

if TYPE_CHECKING:
    from voice_ono.commands.grammar import Grammar
    from voice_ono.commands.types import CommandJSON
    from voice_ono.speech.asr.factory import EngineName
    from voice_ono.speech.asr.recognizer import Recognizer
    from voice_ono.speech.tts.base import Speaker


def say_error(msg: str) -> None:
    """One line for the player on stderr, after ``voice-ono: ``."""
    from voice_ono.narration import text

    print(text("program-line", message=msg), file=sys.stderr, flush=True)


class _LogFile(logging.Handler):
    """voice_ono's log records, one line each, to ``voice-ono.log`` in the user log folder
    (:func:`voice_ono.files.append_log`), never to the player's terminal."""

    def emit(self, record: logging.LogRecord) -> None:
        import platformdirs

        from voice_ono.files import append_log

        append_log(platformdirs.user_log_path("voice-ono"), f"{record.levelname} {record.name}: "
                                                            f"{record.getMessage()}")


def log_to_file() -> None:
    """Send the ``voice_ono`` loggers' warnings to the log file (once per process).  Without a handler,
    Python prints them on stderr beside the player's own one-line message, so the same thing was said twice
    (e.g. a vosk model's missing grammar words); what the player needs is worded from the catalog."""
    logger = logging.getLogger("voice_ono")
    if not any(isinstance(h, _LogFile) for h in logger.handlers):
        logger.addHandler(_LogFile(logging.WARNING))


def make_output(args: argparse.Namespace) -> tuple[Speaker, TextIO | None]:
    """The speaker for the output options, and the JSON event stream (or None).

    With ``--events jsonl`` stdout carries only events and narration goes to
    stderr.  ``--no-speech`` and ``--screen-reader`` print plain lines.
    Otherwise lines are printed and spoken; without a working TTS engine the
    program says so once and prints only.
    """
    from voice_ono.speech.tts import PrintSpeaker, TeeSpeaker, make_speaker

    events_out = sys.stdout if args.events == "jsonl" else None
    stream = sys.stderr if events_out is not None else sys.stdout
    printer = PrintSpeaker(stream)
    if args.no_speech or args.screen_reader:
        return printer, events_out
    voice = args.voice
    if voice is None:  # the voice of the language (eSpeak NG's "hi", "eu"); English keeps the engine's default
        from voice_ono.languages import active_language

        lang = active_language()
        voice = None if lang.code == "en" else lang.espeak_voice
    speaker, unavailable = make_speaker("speech", voice, args.rate, args.volume, stream=stream)
    if unavailable is not None:
        say_error(text("speech-output-unavailable", problem=problem_text(unavailable)))
        return printer, events_out
    return TeeSpeaker(printer, speaker), events_out


def rule_options(pairs: list[str]) -> dict[str, str]:
    """``--option KEY=VALUE`` pairs as a dict.

    :raises ValueError: a pair without ``=``."""
    out = {}
    for pair in pairs:
        if "=" not in pair:
            raise ValueError(text("option-needs-key-value", pair=pair))
        key, value = pair.split("=", 1)
        out[key.strip()] = value.strip()
    return out


def grammar_recognizer(engine: EngineName, model: str | None = None,
                       input_rate: int | None = None, mllr: Path | None = None) -> tuple[Recognizer, str]:
    """A recogniser for the command grammar (``grammars/en.toml``): phrases,
    JSGF and pronunciations all compiled from the same source.

    :param input_rate: the microphone's own sample rate (Hz), when known: at 8 kHz or less (a Bluetooth
        headset) pocketsphinx decodes with the narrowband MLLR transform although the audio reaches it
        resampled to 16 kHz (``voice_ono.speech.asr.sphinx.shipped_mllr``; docs/benchmarks.md, "Acoustic
        adaptation").
    :param mllr: a voice profile's MLLR transform, used instead of the shipped one (``None``: the shipped one).
    :returns: ``(recognizer, the line saying which engine and why)``, worded from the catalog.
    :raises RecognizerError: the engine or model cannot be loaded.
    """
    from voice_ono.speech.asr.factory import create_recognizer
    from voice_ono.speech.asr.sphinx import SHIPPED_MLLR, shipped_mllr
    from voice_ono.commands.parse import normalise_in

    grammar = load_grammar()
    transform = mllr if mllr is not None else (shipped_mllr(input_rate) if input_rate else SHIPPED_MLLR)
    recognizer, choice = create_recognizer(
        engine, grammar.phrases(), grammar.jsgf(garbage=False), model_path=model, mllr=transform,
        pronunciations=grammar.pronunciations(), phrase_keys=grammar.card_keys(),
        core_jsgf=grammar.jsgf(garbage=False, core=True), decode_core=True,
        answer_jsgf=grammar.answer_jsgf(), query_jsgf=grammar.question_jsgf(), answer_phrases=grammar.answer_phrases(),
        hand_jsgf=lambda hand: grammar.jsgf(garbage=False, hand=hand), language=grammar.language,
        spellings=grammar.spellings(), normalise=lambda line: normalise_in(line, grammar))
    return recognizer, problem_text(choice)


def make_recognizer(args: argparse.Namespace, input_rate: int | None = None) -> tuple[Recognizer, str]:
    """The recogniser the command line asks for (``--engine``, ``--model``, ``--profile``) and the line saying
    which one; see :func:`grammar_recognizer`."""
    recognizer, message = grammar_recognizer(args.engine, args.model, input_rate)
    name = getattr(args, "profile", None)
    if name is not None:  # --profile "" is a bad name, said as any unusable profile is
        recognizer = with_profile(recognizer, name, args.engine, args.model)
    return recognizer, message


def command_json(grammar: Grammar) -> Callable[[str], CommandJSON | None]:
    """phrase -> its command (``Command.to_json()``), ``None`` when it is not one (also for a phrase that is
    not text: a hand-edited voice profile's ``phrases`` can hold anything)."""
    def to_command(phrase: str) -> CommandJSON | None:
        if not isinstance(phrase, str):
            return None
        try:
            return parse_command(phrase, grammar).to_json()
        except UnknownCommandError:
            return None
    return to_command


def command_meaning(grammar: Grammar) -> Callable[[str], str | None]:
    """phrase -> its command as sorted JSON (``None``: not a command), for comparing phrases by meaning."""
    to_command = command_json(grammar)

    def meaning(phrase: str) -> str | None:
        cmd = to_command(phrase)
        return None if cmd is None else json.dumps(cmd, sort_keys=True)
    return meaning


def with_profile(recognizer: Recognizer, name: str, engine: str = "auto", model: str | None = None,
                 root: Path | None = None) -> Recognizer:
    """``recognizer`` deciding with voice profile ``name`` (:class:`voice_ono.speech.asr.profile.profiled.ProfiledRecognizer`;
    rebuilt with the profile's MLLR transform when it has one).  A profile that is missing, damaged or made for
    another engine or model is not used: one line on stderr says why, and the plain recogniser is returned."""
    from voice_ono.speech.errors import SpeechError
    from voice_ono.speech.asr.profile.errors import ProfileError
    from voice_ono.speech.asr.profile.profiled import ProfiledRecognizer, phrase_meanings
    from voice_ono.speech.asr.profile.storage import load_profile

    grammar = load_grammar()
    try:
        profile = load_profile(name, root)
        profile.check_for(recognizer)
        base = recognizer
        if profile.mllr is not None and recognizer.engine == "sphinx":
            base, _ = grammar_recognizer("sphinx", model, mllr=profile.mllr)
        meanings = phrase_meanings(grammar.phrases(), command_json(grammar))
        wrapped = ProfiledRecognizer(base, profile, meanings, grammar.card_keys())
    except ProfileError as exc:
        say_error(text("profile-not-used", problem=problem_text(exc)))
        return recognizer
    except SpeechError as exc:  # e.g. pocketsphinx refuses the transform
        say_error(text("profile-not-used", problem=text("profile-not-loaded", name=name)))
        return recognizer
    say_error(text("profile-in-use", name=name))
    return wrapped
