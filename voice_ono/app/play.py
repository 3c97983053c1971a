"""``voice-ono play``: the game's start-up (save, resume, scenario, new game), the output and the input source."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from voice_ono.speech.tts.base import Speaker
from voice_ono.narration import text
from voice_ono.narration import error_text, join_words, player_words, problem_text
from voice_ono.session import (
    Confirm,
    GameSettings,
    NewerSaveError,
    NotASaveError,
    Session,
    SessionOptions,
    TextInput,
    check_kinds,
    classify_save,
    default_save_path,
    load_autosave,
    new_state,
)
from voice_ono.app.save_guard import SaveFolderError, SaveLock, keep_damaged, lock_save, log_detail
from voice_ono.app.wiring import log_to_file, make_output, make_recognizer, rule_options, say_error

if TYPE_CHECKING:
    from voice_ono.session import InputSource


_NEW_GAME_DEFAULTS = {"rules": "mattel2022", "bots": 2, "humans": 1, "difficulty": "medium", "seed": None,
                      "option": []}
"""``play``'s options that shape a new game, with their defaults (voice_ono.cli)."""


def _new_game_options_given(args: argparse.Namespace) -> list[str]:
    """The new-game options given with values other than their defaults, as ``--name``."""
    return [f"--{name}" for name, default in _NEW_GAME_DEFAULTS.items()
            if getattr(args, name, default) != default]


def run_play(args: argparse.Namespace) -> int:
    """``voice-ono play``: one game (and more on request) with typed or spoken commands.  The save's lock
    is released (and a lock file this game made beside the save removed) however the game ends."""
    held: list[SaveLock] = []
    try:
        return _run_play(args, held)
    finally:
        for lock in held:
            lock.release()


def _run_play(args: argparse.Namespace, held: list[SaveLock]) -> int:
    from voice_ono.rules.scenario import ScenarioError, load_scenario, state_from_scenario
    from voice_ono.rules.ruleset import UnknownRulesError, get_ruleset

    if args.input == "wav" and not args.wav:  # an argument error (exit 2), before anything starts
        args.subparser.error(text("wav-needs-files"))
    log_to_file()  # the speech layer's log lines go to voice-ono.log; the player hears the catalog's words
    if args.save_file is not None and args.save_file == Path("."):  # --save-file "" (or ".")
        say_error(text("save-file-empty"))
        return 2
    save_file = args.save_file or default_save_path()
    save_path = None if args.no_autosave else save_file
    saved = None
    kinds: Sequence[str]
    try:
        save_lock = lock_save(save_path)
    except SaveFolderError as exc:  # not "in use": the folder cannot hold the game's file (tester: /proc)
        say_error(str(exc))
        return 2
    if isinstance(save_lock, SaveLock):
        held.append(save_lock)
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
        get_ruleset(args.rules, options)  # a bad --rules or --option is said first, before any notice (tester)
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
                    import shlex

                    fresh = ["voice-ono", "play"] + (["--save-file", str(save_file)] if args.save_file else [])
                    raise ValueError(text("damaged-resume", path=save_file, command=shlex.join(fresh))) from None
                # not silently ignored: the saved game keeps its own rules and players (and a --scenario
                # never replaces it: BT_PLAY item 1)
                ignored = _new_game_options_given(args) + (["--scenario"] if args.scenario is not None else [])
                if ignored:
                    say_error(text("resume-ignores", options=join_words(ignored), count=len(ignored)))
                if save_path is None:
                    say_error(text("resume-not-saved", path=save_file))
        if args.scenario is not None and not args.resume:
            state, kinds = state_from_scenario(load_scenario(args.scenario), reserved=player_words())
            check_kinds(kinds, len(state.names), "scenario")
            settings = GameSettings(bots=sum(k != "human" for k in kinds),
                                    humans=sum(k == "human" for k in kinds),
                                    rules=state.rules.name, seed=state.seed, names=list(state.names))
        if args.scenario is None and not args.resume:  # before the saved game's notice: a bad value is said alone
            if args.bots < 0 or args.humans < 0 or args.bots + args.humans < 2:
                raise ValueError(text("too-few-players"))
            settings = GameSettings(bots=args.bots, humans=args.humans, difficulty=args.difficulty,
                                    rules=args.rules, options=options, seed=args.seed)
            state = new_state(settings)
            kinds = settings.kinds()
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
    from dataclasses import replace

    prefs = replace(prefs, rate=args.rate, volume=args.volume)  # "slower", "quieter" start from --rate, --volume
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
    session_options = SessionOptions(confirm=Confirm(args.confirm), wait_for_speech=not isinstance(inputs, TextInput),
                                     hand_over=not args.no_hand_over, prefs=prefs, prefs_path=prefs_path)
    session = Session(state, kinds, speaker=speaker, inputs=inputs, settings=settings,
                      events_out=events_out, save_path=save_path, options=session_options)
    if args.resume:
        session.announce_resume()
    try:
        return session.run(saved)
    except KeyboardInterrupt:  # said once, here (cli.main would say "interrupted" again)
        autosave = session.autosave
        unsaved = autosave.path is None or session.state.is_over
        if not unsaved and (not autosave.failing or autosave.save(announce=False)):
            say_error(text("interrupted-saved", command=autosave.resume_command()))
        elif not unsaved:  # tried once more: still failing
            say_error(text("interrupted-save-failed", earlier=autosave.earlier(),
                           command=autosave.resume_command()))
        else:
            say_error(text("interrupted"))
        return 130


def profile_unused(args: argparse.Namespace) -> None:
    """With typed commands speech recognition has nothing to do: say in one line that the ``--profile``,
    ``--engine`` and ``--model`` given have no effect (and first what is wrong with the profile asked for:
    missing, unfinished, damaged, a bad name), so a mistyped option is never silently ignored."""
    name = getattr(args, "profile", None)
    unused = [f"--profile {name}"] if name is not None else []
    if getattr(args, "engine", "auto") not in (None, "auto"):
        unused.append(f"--engine {args.engine}")
    if getattr(args, "model", None) is not None:
        unused.append(f"--model {args.model}")
    if not unused:
        return
    if name is not None:
        from voice_ono.speech.asr.profile.errors import ProfileError
        from voice_ono.speech.asr.profile.storage import load_profile

        try:
            load_profile(name)
        except ProfileError as exc:
            say_error(problem_text(exc))
    say_error(text("speech-options-unused-typed", options=join_words(unused), count=len(unused)))


def _make_inputs(args: argparse.Namespace, speaker: Speaker) -> InputSource | None:
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
