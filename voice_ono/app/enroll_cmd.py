"""``voice-ono enroll``: the profile's name and lock, the recogniser and input for :mod:`voice_ono.enroll`, and the
command that resumes an enrollment."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from voice_ono.narration import text
from voice_ono.commands.grammar import load_grammar
from voice_ono.narration import error_text
from voice_ono.app.wiring import command_json, command_meaning, grammar_recognizer, make_output, say_error

if TYPE_CHECKING:
    from voice_ono.enroll.takes import TakeInput
    from voice_ono.speech.asr.recognizer import Recognizer


def run_enroll(args: argparse.Namespace) -> int:
    """``voice-ono enroll [--profile NAME] [--wav FILE... | --from-manifest FILE]``: record the player's takes in a
    spoken dialogue (or take them from a manifest) and build their voice profile (:mod:`voice_ono.enroll`)."""
    from voice_ono.speech.asr.profile.errors import ProfileError
    from voice_ono.speech.asr.profile.folders import check_name, check_root, profile_exists, profile_lock

    if args.from_manifest is not None and args.wav:
        say_error(text("enroll-wav-and-manifest"))
        return 2
    name = "default" if args.profile is None else args.profile
    try:
        check_name(name)
        check_root()  # a profiles path that is a file is said before any work
        with profile_lock(name):  # a second enrollment into this name is told it is in use
            if profile_exists(name):  # never replaced without being asked for
                say_error(text("enroll-profile-exists", name=name))
                return 2
            return _enroll_locked(args, name)
    except ProfileError as exc:
        say_error(error_text(exc))
        return 2
    except OSError as exc:
        say_error(text("profile-not-saved", error=exc))
        return 1


def resume_command(args: argparse.Namespace, name: str, takes: int, wavs: bool = True) -> str:
    """The command line that goes on with an enrollment where it stopped: the profile, the takes of each phrase when
    not the default, the engine options and (``wavs``) the ``--wav`` files given (quoted for a POSIX shell)."""
    import shlex

    from voice_ono.enroll.phrases import TAKES_PER_PHRASE

    words = ["voice-ono", "enroll", "--profile", name]
    if takes != TAKES_PER_PHRASE:
        words += ["--takes", str(takes)]
    if getattr(args, "engine", "auto") not in (None, "auto"):
        words += ["--engine", str(args.engine)]
    if getattr(args, "model", None):
        words += ["--model", str(args.model)]
    if getattr(args, "no_adapt", False):
        words.append("--no-adapt")
    if getattr(args, "no_speech", False):
        words.append("--no-speech")
    if args.wav and wavs:
        words += ["--wav", *(str(w) for w in args.wav)]
    return shlex.join(words)


def after_interrupt(exc: BaseException) -> bool:
    """Whether ``exc`` is a :class:`KeyboardInterrupt` or was raised while one was being handled (its
    ``__context__`` chain holds one): e.g. pocketsphinx's ``KeyError: 'Unable to set search ...'`` when Control C
    cut a decode short."""
    seen: BaseException | None = exc
    for _ in range(50):  # a chain is short; a cycle cannot hang
        if seen is None:
            return False
        if isinstance(seen, KeyboardInterrupt):
            return True
        seen = seen.__context__
    return False


def _enroll_locked(args: argparse.Namespace, name: str) -> int:
    """``run_enroll`` while holding the profile's lock."""
    from voice_ono.enroll.phrases import TAKES_PER_PHRASE, uncovered
    from voice_ono.enroll.dialogue import Enrollment
    from voice_ono.enroll.takes import WavTakes, started_takes
    from voice_ono.enroll.manifest import build_from_manifest
    from voice_ono.speech.errors import SpeechError
    from voice_ono.speech.asr.profile.errors import ProfileError

    per_phrase = started_takes(name)  # a resumed enrollment keeps its plan
    if per_phrase is not None and args.takes is not None and args.takes != per_phrase:
        say_error(text("enroll-takes-changed", was=per_phrase, now=args.takes,
                       command=resume_command(args, name, per_phrase)))
        return 2
    per_phrase = per_phrase or args.takes or TAKES_PER_PHRASE
    try:
        recognizer, message = grammar_recognizer(args.engine, args.model)
    except SpeechError as exc:
        say_error(error_text(exc))
        return 1
    grammar = load_grammar()

    def adapted(mllr: Path) -> Recognizer:  # the calibration scores the adapted model
        return grammar_recognizer("sphinx", args.model, mllr=mllr)[0]

    if args.from_manifest is not None:
        try:
            profile = build_from_manifest(args.from_manifest, name, recognizer, command_meaning(grammar),
                                          adapt=not args.no_adapt, adapted=adapted, say=say_error,
                                          trust_labels=args.trust_labels)
        except (KeyboardInterrupt, Exception) as exc:
            if not after_interrupt(exc):
                raise
            import shlex

            again = " ".join([resume_command(args, name, TAKES_PER_PHRASE, wavs=False), "--from-manifest",
                              shlex.quote(str(args.from_manifest))] + ["--trust-labels"] * bool(args.trust_labels))
            say_error(text("enroll-manifest-interrupted", command=again))
            return 130
        print(text("profile-built", name=name, takes=profile.takes, seconds=f"{profile.build_s:.1f}",
                   kib=profile.size_bytes() // 1024, adapted=profile.mllr is not None))
        for note in profile.notes:
            print(text("enroll-not-adapted", why=note))
        lacking = uncovered(profile.phrases, command_meaning(grammar))
        if lacking:
            print(text("enroll-skipped-missing", count=len(lacking), phrases=", ".join(lacking)))
        print(text("enroll-use-profile", name=name))
        return 0
    try:
        speaker, _ = make_output(args)
    except ValueError as exc:
        say_error(error_text(exc))
        return 2
    say_error(message)
    from voice_ono.session.speech_input import SpeechInput

    enrollment = Enrollment(name, speaker, None, recognizer, command_meaning(grammar), command_json(grammar),
                            per_phrase=per_phrase, adapt=not args.no_adapt, adapted=adapted,
                            resume=resume_command(args, name, per_phrase),
                            resume_new=resume_command(args, name, per_phrase, wavs=False),
                            show=lambda line: print(line, flush=True))
    takes: TakeInput | None = None
    if enrollment.missing():  # every take recorded (stopped while building): build without opening any input
        try:
            if args.wav:
                takes = WavTakes(args.wav, lambda p: SpeechInput.from_wavs([p], recognizer, speaker, per_file=True),
                                 enrollment.used_inputs())
            else:
                takes = SpeechInput.from_microphone(args.device, recognizer, speaker)
        except SpeechError as exc:
            said = text(exc.msg_id, **dict(exc.values)) if isinstance(getattr(exc, "msg_id", None), str) else str(exc)
            say_error(f"{said} {text('enroll-needs-input')}")  # no typed mode: a take is a recording
            return 1
        enrollment.takes = takes
    elif args.wav:  # every take is recorded: the profile is built, and no file is needed
        speaker.say(text("enroll-wav-not-needed-recorded", count=len(args.wav)))
    try:
        enrollment.run()
    except (KeyboardInterrupt, Exception) as exc:
        if after_interrupt(exc):  # also an error raised while Control C was handled: the same clean pause
            enrollment._paused()
            return 130
        if not isinstance(exc, (ProfileError, OSError)):
            raise
        say_error(error_text(exc) if isinstance(exc, ProfileError) else text("profile-not-saved", error=exc))
        return 1
    finally:
        if takes is not None:
            takes.close()
    return 1 if enrollment.outcome in ("ran-out", "incomplete") else 0
