"""Subcommand implementations: wire devices, recognisers and speakers to a
:class:`voice_ono.session.Session` (the session layer of DESIGN.md)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence, TextIO

from voice_ono.narration import text
from voice_ono.commands.grammar import load_grammar
from voice_ono.commands.parse import UnknownCommandError, parse_command
from voice_ono.narration import error_text, join_words, problem_text
from voice_ono.session import (
    GameSettings,
    NewerSaveError,
    NotASaveError,
    Session,
    TextInput,
    check_kinds,
    classify_save,
    default_save_path,
    load_autosave,
    new_state,
)

if TYPE_CHECKING:
    import filelock

    from voice_ono.session import InputSource
    from voice_ono.speech.asr.factory import EngineName
    from voice_ono.speech.asr.recognizer import Recognizer


def say_error(msg: str) -> None:
    """One line for the player on stderr, after ``voice-ono: ``."""
    print(f"voice-ono: {msg}", file=sys.stderr, flush=True)


def make_output(args: argparse.Namespace) -> tuple[Any, TextIO | None]:
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
    speaker, unavailable = make_speaker("speech", args.voice, args.rate, args.volume, stream=stream)
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

    grammar = load_grammar()
    transform = mllr if mllr is not None else (shipped_mllr(input_rate) if input_rate else SHIPPED_MLLR)
    recognizer, choice = create_recognizer(
        engine, grammar.phrases(), grammar.jsgf(garbage=False), model_path=model, mllr=transform,
        pronunciations=grammar.pronunciations(), phrase_keys=grammar.card_keys(),
        core_jsgf=grammar.jsgf(garbage=False, core=True), decode_core=True,
        answer_jsgf=grammar.answer_jsgf(), answer_phrases=grammar.answer_phrases(),
        hand_jsgf=lambda hand: grammar.jsgf(garbage=False, hand=hand))
    return recognizer, problem_text(choice)


def make_recognizer(args: argparse.Namespace, input_rate: int | None = None) -> tuple[Recognizer, str]:
    """The recogniser the command line asks for (``--engine``, ``--model``, ``--profile``) and the line saying
    which one; see :func:`grammar_recognizer`."""
    recognizer, message = grammar_recognizer(args.engine, args.model, input_rate)
    name = getattr(args, "profile", None)
    if name is not None:  # --profile "" is a bad name, said as any unusable profile is
        recognizer = with_profile(recognizer, name, args.engine, args.model)
    return recognizer, message


def command_json(grammar: Any) -> Callable[[str], dict[str, Any] | None]:
    """phrase -> its command (``Command.to_json()``), ``None`` when it is not one."""
    def to_command(phrase: str) -> dict[str, Any] | None:
        try:
            return parse_command(phrase, grammar).to_json()
        except UnknownCommandError:
            return None
    return to_command


def command_meaning(grammar: Any) -> Callable[[str], str | None]:
    """phrase -> its command as sorted JSON (``None``: not a command), for comparing phrases by meaning."""
    to_command = command_json(grammar)

    def meaning(phrase: str) -> str | None:
        cmd = to_command(phrase)
        return None if cmd is None else json.dumps(cmd, sort_keys=True)
    return meaning


def with_profile(recognizer: Any, name: str, engine: str = "auto", model: str | None = None,
                 root: Path | None = None) -> Any:
    """``recognizer`` deciding with voice profile ``name`` (:class:`voice_ono.speech.asr.profile.ProfiledRecognizer`;
    rebuilt with the profile's MLLR transform when it has one).  A profile that is missing, damaged or made for
    another engine or model is not used: one line on stderr says why, and the plain recogniser is returned."""
    from voice_ono.speech.errors import SpeechError
    from voice_ono.speech.asr.profile import ProfileError, ProfiledRecognizer, load_profile, phrase_meanings

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


def log_detail(folder: Path, message: str) -> None:
    """Append a complete error ``message`` to ``voice-ono.log`` in ``folder``
    (the save's folder; the user log folder when that cannot be written): the player hears one plain line,
    the log keeps the detail (STYLE.md convention 4; :func:`voice_ono.files.append_log`)."""
    from voice_ono.files import append_log

    append_log(folder, message)


def keep_damaged(path: Path, exc: ValueError) -> bool:
    """Move a damaged save aside to ``<name>.damaged.json`` (then
    ``.damaged-2.json``, ...; never overwritten, never deleted) and say so in
    one line; the detail goes to the log.  Returns False when it could not be
    moved: then the caller must not autosave over it."""
    from voice_ono.session import place_without_overwrite

    log_detail(path.parent, f"damaged save {path}: {getattr(exc, 'detail', exc)}")
    try:
        target = place_without_overwrite(path, path, "damaged", copy=False)
    except OSError as err:
        say_error(text("damaged-not-moved", path=path, error=err.strerror or err))
        return False
    say_error(text("damaged-new-game", path=path, kept=target))
    return True


def save_lock_path(save_path: Path) -> Path:
    """The lock file of a save: in the user cache folder (platformdirs), named
    by a hash of the save's full path, so nothing is added beside the player's
    own files."""
    import hashlib

    import platformdirs

    digest = hashlib.sha256(str(save_path.expanduser().resolve()).encode("utf-8")).hexdigest()[:32]
    return platformdirs.user_cache_path("voice-ono") / "locks" / f"{digest}.lock"


def beside_lock_path(save_path: Path) -> Path:
    """The lock file used when the cache folder cannot hold one: ``.<save name>.lock`` beside the save
    (the save's own folder can hold it whenever the save itself can be written)."""
    real = Path(os.path.realpath(save_path.expanduser()))
    return real.with_name(f".{real.name}.lock")


def _lock_save(save_path: Path | None) -> "filelock.BaseFileLock | bool | None":
    """Lock ``save_path`` for this process (``filelock`` on :func:`save_lock_path`, or on
    :func:`beside_lock_path` when the cache folder cannot be made, e.g. ``~/.cache`` is a file), so two
    games on one save cannot overwrite each other.

    :returns: the held lock; ``False`` when another process holds it; ``None`` when there is no save, or
        no lock file can be made anywhere: then one line says that two games on this save are not kept
        apart (the save code reports a save folder's problems itself).
    """
    if save_path is None:
        return None
    import filelock

    for path in (save_lock_path(save_path), beside_lock_path(save_path)):
        lock = filelock.FileLock(str(path))
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            lock.acquire(timeout=0)
        except filelock.Timeout:
            return False
        except OSError as exc:
            log_detail(save_path.parent, f"no save lock at {path}: {exc!r}")
            continue
        return lock
    say_error(text("save-not-locked", path=save_path))
    return None


_NEW_GAME_DEFAULTS = {"rules": "mattel2022", "bots": 2, "humans": 1, "difficulty": "medium", "seed": None,
                      "option": []}
"""``play``'s options that shape a new game, with their defaults (voice_ono.cli)."""


def _new_game_options_given(args: argparse.Namespace) -> list[str]:
    """The new-game options given with values other than their defaults, as ``--name``."""
    return [f"--{name}" for name, default in _NEW_GAME_DEFAULTS.items()
            if getattr(args, name, default) != default]


def run_play(args: argparse.Namespace) -> int:
    """``voice-ono play``: one game (and more on request) with typed or spoken commands."""
    from voice_ono.rules.scenario import ScenarioError, load_scenario, state_from_scenario
    from voice_ono.rules.ruleset import UnknownRulesError

    if args.save_file is not None and args.save_file == Path("."):  # --save-file "" (or ".")
        say_error(text("save-file-empty"))
        return 2
    save_file = args.save_file or default_save_path()
    save_path = None if args.no_autosave else save_file
    saved = None
    kinds: Sequence[str]
    save_lock = _lock_save(save_path)  # held until this function returns
    if save_lock is False:
        say_error(text("save-in-use", path=save_path))
        return 2
    try:
        kind = "none"
        if save_path is not None:
            if save_path.is_dir():
                raise ValueError(text("save-file-is-folder", path=save_path))
            kind = classify_save(save_path, ours_by_location=save_path == default_save_path())
            if kind == "foreign":  # never move or overwrite a file voice-ono did not write
                raise NotASaveError(save_path)
        options = rule_options(args.option)
        if args.resume and save_path is None:  # --no-autosave: the saved game is read, never written
            kind = "none" if save_file.is_dir() else classify_save(
                save_file, ours_by_location=save_file == default_save_path())
            if kind == "foreign":
                raise NotASaveError(save_file)
        if args.resume:
            if kind == "none":
                say_error(text("no-save-to-resume"))
                args.resume = False
            else:
                try:
                    state, kinds, settings = load_autosave(save_file)
                except NewerSaveError:
                    raise  # not damaged: said as it is, the file untouched
                except ValueError as exc:
                    log_detail(save_file.parent, f"damaged save {save_file}: {getattr(exc, 'detail', exc)}")
                    raise ValueError(text("damaged-resume", path=save_file)) from None
                # not silently ignored: the saved game keeps its own rules and players (and a --scenario
                # never replaces it: BT_PLAY item 1)
                ignored = _new_game_options_given(args) + (["--scenario"] if args.scenario is not None else [])
                if ignored:
                    say_error(text("resume-ignores", options=join_words(ignored)))
                if save_path is None:
                    say_error(text("resume-not-saved", path=save_file))
        if args.scenario is not None and not args.resume:
            state, kinds = state_from_scenario(load_scenario(args.scenario))
            check_kinds(kinds, len(state.names), "scenario")
            settings = GameSettings(bots=sum(k != "human" for k in kinds),
                                    humans=sum(k == "human" for k in kinds),
                                    rules=state.rules.name, seed=state.seed, names=list(state.names))
        if not args.resume and save_path is not None and kind == "save":
            # A new game (or a scenario) never silently replaces a saved game:
            # the session asks first; a damaged save is moved aside, not overwritten.
            try:
                saved = load_autosave(save_path)
            except NewerSaveError:
                raise  # never moved aside or replaced: a newer voice-ono can still continue it
            except ValueError as exc:
                if not keep_damaged(save_path, exc):
                    save_path = None  # never write over a file we could not move aside
            given = _new_game_options_given(args) + (["--scenario"] if args.scenario is not None else [])
            if saved is not None and given:  # said before the start-up question, not silently dropped on a yes
                say_error(text("saved-game-options", options=join_words(given), count=len(given)))
        if args.scenario is None and not args.resume:
            if args.bots < 0 or args.humans < 0 or args.bots + args.humans < 2:
                raise ValueError(text("too-few-players"))
            settings = GameSettings(bots=args.bots, humans=args.humans, difficulty=args.difficulty,
                                    rules=args.rules, options=options, seed=args.seed)
            state = new_state(settings)
            kinds = settings.kinds()
    except ScenarioError as exc:
        say_error(error_text(exc))
        return 2
    except (ValueError, UnknownRulesError) as exc:
        say_error(error_text(exc))
        return 2

    from voice_ono.prefs import config_path, load_prefs

    prefs_path = args.config or config_path()
    if args.config is not None and not args.config.exists():
        say_error(text("config-missing", path=args.config))  # not silently ignored
    prefs, problem = load_prefs(prefs_path)
    if problem:
        from voice_ono.narration.settings import prefs_problem_text

        say_error(prefs_problem_text(problem))
    if args.rate is None:
        args.rate = prefs.rate  # the stored "slower"/"faster"; --rate wins for this run
    if args.volume is None:
        args.volume = prefs.volume
    try:
        speaker, events_out = make_output(args)
    except ValueError as exc:
        say_error(error_text(exc))
        return 2
    if args.no_hints:  # also for a resumed game
        settings.hints = False
        if saved is not None:
            saved[2].hints = False
    inputs = _make_inputs(args, speaker)
    if inputs is None:  # --input wav and the files cannot be heard: said, nothing else happens
        return 2
    session = Session(state, kinds, speaker=speaker, inputs=inputs, settings=settings,
                      events_out=events_out, save_path=save_path, confirm=args.confirm,
                      wait_for_speech=not isinstance(inputs, TextInput), hand_over=not args.no_hand_over,
                      prefs=prefs, prefs_path=prefs_path)
    if args.resume:
        session.announce_resume()
    try:
        return session.run(saved)
    except KeyboardInterrupt:  # said once, here (cli.main would say "interrupted" again)
        unsaved = session.save_path is None or session.state.is_over
        if not unsaved and (not session.save_failing or session.autosave(announce=False)):
            say_error(text("interrupted-saved", command=session.resume_command()))
        elif not unsaved:  # tried once more: still failing
            say_error(text("interrupted-save-failed", earlier=session.earlier_save(),
                           command=session.resume_command()))
        else:
            say_error(text("interrupted"))
        return 130


def profile_unused(args: argparse.Namespace) -> None:
    """With typed commands a voice profile has nothing to do: say so, and what is wrong with the one asked for
    (missing, unfinished, damaged, a bad name), so a mistyped ``--profile`` is never silently ignored."""
    name = getattr(args, "profile", None)
    if name is None:
        return
    from voice_ono.speech.asr.profile import ProfileError, load_profile

    try:
        load_profile(name)
    except ProfileError as exc:
        say_error(problem_text(exc))
    say_error(text("profile-unused-typed", name=name))


def _make_inputs(args: argparse.Namespace, speaker: Any) -> InputSource | None:
    """Text, microphone or WAV input; a missing device falls back to text with a one-line fix.
    ``None`` when ``--input wav`` was asked for and no recogniser can hear the files (the error is said):
    typed commands would read standard input instead of the files given."""
    mode = args.input

    def device_unused(why: str) -> None:
        if args.device is not None:  # said once, so a mistyped --device is never silently ignored
            say_error(text("device-unused", device=args.device, why=why))
        if why != text("device-unused-wav"):
            profile_unused(args)

    if mode == "text":
        device_unused(text("device-unused-text"))
        return TextInput()
    if mode == "auto" and args.screen_reader and not args.wav:
        say_error(text("typed-commands"))  # a screen reader means typing is the plan
        device_unused(text("device-unused-text"))
        return TextInput()
    if mode == "wav" and not args.wav:
        say_error(text("wav-needs-files"))
        device_unused(text("device-unused-text"))
        return TextInput()
    if args.wav and mode in ("auto", "wav"):
        mode = "wav"
        device_unused(text("device-unused-wav"))
    from voice_ono.session.speech_input import SpeechInput
    from voice_ono.speech.errors import SpeechError

    input_rate: int | None = None
    try:
        if mode != "wav":
            from voice_ono.session.speech_input import device_arg
            from voice_ono.speech.audio import MicrophoneSource

            probe = MicrophoneSource(device_arg(args.device))  # fail fast, before loading a recogniser
            input_rate = getattr(probe, "device_rate", None)  # the band: picks pocketsphinx's MLLR transform
            probe.close()
        recognizer, message = make_recognizer(args, input_rate)
        say_error(message)
        if mode == "wav":
            return SpeechInput.from_wavs(args.wav, recognizer, speaker)
        from voice_ono.session.speech_input import push_to_talk_help, resolve_listen

        listen_mode = resolve_listen(args.listen, args.screen_reader)
        if listen_mode == "key" and not args.barge_in:
            speaker.say(push_to_talk_help())
        return SpeechInput.from_microphone(args.device, recognizer, speaker, barge_in=args.barge_in,
                                           listen_mode=listen_mode)
    except SpeechError as exc:
        if args.input == "auto" and mode != "wav":
            say_error(text("no-microphone"))  # once and brief; the detail is in `voice-ono devices`
            device_unused(text("device-unused-no-mic"))
            return TextInput()
        say_error(error_text(exc))  # what happened and the fix, worded from the catalog
        if mode == "wav":
            return None
        say_error(text("typed-commands"))
        return TextInput()


def _hand_arg(text: str | None) -> list[str] | None:
    """``--hand 3,7,reverse`` as canonical card names; ``None`` when not given.

    :raises voice_ono.rules.UnknownCardError: an unknown card name (its values list the valid ones).
    """
    if text is None:
        return None
    from voice_ono.rules import Card

    return [str(Card.from_name(c)) for c in text.split(",") if c.strip()]


def run_recognize(args: argparse.Namespace) -> int:
    """``voice-ono recognize FILE.wav... [--json] [--hand CARDS]``: what was heard in each file and the
    acceptance policy's decision (accept, confirm, reject) with the hand as context."""
    from voice_ono.speech.asr.acceptance import GameContext
    from voice_ono.speech.audio import WavSource
    from voice_ono.speech.asr.endpoint import listen
    from voice_ono.speech.errors import SpeechError

    try:
        context = GameContext.from_hand(_hand_arg(getattr(args, "hand", None)))
    except ValueError as exc:
        say_error(text("bad-hand", error=error_text(exc)))
        return 2
    try:
        recognizer, message = make_recognizer(args)
    except SpeechError as exc:
        say_error(error_text(exc))
        return 1
    say_error(message)
    grammar = load_grammar()
    status = 0
    for path in args.files:
        try:
            finals = list(listen(WavSource(path, recognizer.sample_rate), recognizer))
        except SpeechError as exc:
            status = 1
            out: dict[str, Any] = {"file": str(path), "text": "", "command": None, "decision": "reject",
                                   "confidence": None,
                   "engine": recognizer.engine, "utterances": [], "error": exc.msg_id,
                                   "message": error_text(exc)}
            print(json.dumps(out) if args.json else text("file-error", path=path, error=error_text(exc)))
            continue
        verdicts = [r.decide(context) for r in finals]
        chosen = next((v for want in ("accept", "confirm") for v in verdicts if v.decision == want), None)
        command = None
        if chosen is not None:
            try:
                command = parse_command(chosen.phrase, grammar).to_json()
            except UnknownCommandError:
                command = None
        best = chosen or max(verdicts, key=lambda v: -1e9 if v.confidence is None else v.confidence, default=None)
        confidence = None if best is None or best.confidence is None else round(best.confidence, 3)
        out = {"file": str(path), "text": chosen.phrase if chosen else "", "command": command,
               "decision": chosen.decision if chosen else "reject", "confidence": confidence,
               "engine": recognizer.engine,
               "utterances": [{"text": v.phrase or r.raw_text, "decision": v.decision,
                               "confidence": None if v.confidence is None else round(v.confidence, 3)}
                              for r, v in zip(finals, verdicts)]}
        if args.json:
            print(json.dumps(out, ensure_ascii=False))
        else:
            shown = f"{out['text']} ({out['decision']})" if chosen else "(nothing recognised)"
            print(f"{path}: {shown}")
    return status


def run_enroll(args: argparse.Namespace) -> int:
    """``voice-ono enroll [--profile NAME] [--wav FILE... | --from-manifest FILE]``: record the player's takes in a
    spoken dialogue (or take them from a manifest) and build their voice profile (:mod:`voice_ono.enroll`)."""
    from voice_ono.speech.asr.profile import ProfileError, check_name, check_root, profile_exists, profile_lock

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


def resume_command(args: argparse.Namespace, name: str, takes: int) -> str:
    """The command line that goes on with an enrollment where it stopped: the profile, the takes of each phrase when
    not the default, the engine options and the ``--wav`` files given (quoted for a POSIX shell)."""
    import shlex

    from voice_ono.enroll import TAKES_PER_PHRASE

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
    if args.wav:
        words += ["--wav", *(str(w) for w in args.wav)]
    return shlex.join(words)


def _enroll_locked(args: argparse.Namespace, name: str) -> int:
    """``run_enroll`` while holding the profile's lock."""
    from voice_ono.enroll import TAKES_PER_PHRASE, Enrollment, WavTakes, build_from_manifest, started_takes
    from voice_ono.speech.errors import SpeechError
    from voice_ono.speech.asr.profile import ProfileError

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
        profile = build_from_manifest(args.from_manifest, name, recognizer, command_meaning(grammar),
                                      adapt=not args.no_adapt, adapted=adapted, say=say_error,
                                      trust_labels=args.trust_labels)
        print(text("profile-built", name=name, takes=profile.takes, seconds=f"{profile.build_s:.1f}",
                   kib=profile.size_bytes() // 1024, adapted=profile.mllr is not None))
        for note in profile.notes:
            print(text("enroll-not-adapted", why=note))
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
                            resume=resume_command(args, name, per_phrase))
    takes: Any = None
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
    try:
        enrollment.run()
    except KeyboardInterrupt:
        enrollment._paused()
        return 130
    except (ProfileError, OSError) as exc:
        say_error(error_text(exc) if isinstance(exc, ProfileError) else text("profile-not-saved", error=exc))
        return 1
    finally:
        if takes is not None:
            takes.close()
    return 0


def run_profiles(args: argparse.Namespace) -> int:
    """``voice-ono profiles list`` and ``voice-ono profiles delete NAME`` (refused while an enrollment into that
    profile runs: :func:`voice_ono.speech.asr.profile.profile_lock`)."""
    from voice_ono.speech.asr.profile import ProfileError, ProfileMissing, delete_profile, list_profiles, profile_lock

    if args.action == "delete":
        if not args.name:
            say_error(text("profile-delete-which"))
            return 2
        try:
            with profile_lock(args.name):
                delete_profile(args.name)
        except ProfileError as exc:
            say_error(error_text(exc))
            return 1
        except OSError as exc:
            say_error(text("profile-not-saved", error=exc))
            return 1
        print(text("profile-deleted", name=args.name))
        return 0
    if args.name:
        say_error(text("profiles-list-no-name", name=args.name))
        return 2
    rows = list_profiles()
    if not rows:
        print(text("profiles-none"))
    for name, found in rows:
        if isinstance(found, ProfileMissing):
            summary = problem_text(found)
        elif isinstance(found, ProfileError):
            summary = text("profile-unusable", problem=problem_text(found))
        else:
            summary = text("profile-summary", takes=found.takes, engine=found.engine, model=found.model,
                           adapted=found.mllr is not None, created=found.created or "-")
        print(f"{name}\t{summary}")
    return 0


def run_devices() -> int:
    """``voice-ono devices``: list input devices, or say why there are none."""
    from voice_ono.speech.audio import list_input_devices
    from voice_ono.speech.errors import SpeechError

    try:
        devices = list_input_devices()
    except SpeechError as exc:
        say_error(error_text(exc))
        return 1
    if not devices:
        print(text("no-microphones"))
        return 0
    for d in devices:
        print(d)
    return 0


def run_models(args: argparse.Namespace) -> int:
    """``voice-ono models list``: one line per installed model, then the folders searched.
    ``voice-ono models download [NAME] [--url URL] [--sha256 HEX] [--dest DIR] [--quiet]``: fetch, verify and
    install one (:func:`voice_ono.speech.asr.models.download_model`).

    :returns: exit status: 0 done, 1 on :class:`~voice_ono.speech.asr.models.ModelError` (said on stderr).
    """
    from voice_ono.speech.asr import models

    if args.action == "list":
        found = models.list_models()
        if not found:
            print(text("models-none"))
        for name, path, size in found:
            print(f"{name}  {_size_text(size)}  {path}")
        print(text("models-searched", folders=", ".join(str(d) for d in models.search_dirs())))
        return 0

    def unverified(digest: str) -> None:
        print(text("model-not-verified", name=args.name, digest=digest), file=sys.stderr)

    try:
        path = models.download_model(args.name, dest=args.dest, sha256=args.sha256, progress=not args.quiet,
                                     url=args.url, unverified=unverified)
    except models.ModelError as exc:
        say_error(problem_text(exc))
        return 1
    print(text("model-installed", name=args.name, path=path))
    return 0


def _size_text(n: int) -> str:
    """A byte count as the catalog's ``size`` (B, KB, MB or GB, binary multiples)."""
    size, unit = float(n), "B"
    for unit in ("B", "KB", "MB", "GB"):
        if size < 1024 or unit == "GB":
            break
        size /= 1024
    return text("size", size=round(size, 1) if unit != "B" else int(size), unit=unit)

