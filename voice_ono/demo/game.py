"""``voice-ono demo``: you, a synthetic voice (:mod:`voice_ono.demo.voice`, offline synthesis from
:mod:`voice_ono.demo.synth`), against bots: every command spoken, recognised and applied through the real
session.  Tooling, not the product: the command line wires it; nothing in the game imports it."""

from __future__ import annotations

import argparse

from voice_ono.app.wiring import make_output, make_recognizer, rule_options, say_error
from voice_ono.narration import error_text, text
from voice_ono.session import Confirm, GameSettings, Session, SessionOptions, new_state
from voice_ono.demo.voice import DemoVoice, demo_voices


def run_demo(args: argparse.Namespace) -> int:
    """``voice-ono demo``: you (a synthetic voice) against bots, every command
    spoken, recognised and applied."""
    from voice_ono.speech.errors import SpeechError

    if getattr(args, "profile", None):  # a person's voice profile only stalls the synthetic voice (tester)
        say_error(text("demo-profile-ignored", name=args.profile))
        args.profile = None

    try:
        demo_voices(args.voice_id)  # a wrong --voice-id is said before the model loads
        speaker, events_out = make_output(args)
        recognizer, message = make_recognizer(args)
    except (SpeechError, ValueError) as exc:
        say_error(error_text(exc))
        return 1
    say_error(message)
    try:
        inputs = DemoVoice(recognizer, voice=args.voice_id, seed=args.seed, speaker=speaker)
    except SpeechError as exc:  # SynthesisError is one
        say_error(error_text(exc))
        return 1
    from voice_ono.rules.ruleset import UnknownRulesError

    try:
        settings = GameSettings(bots=args.bots, humans=1, difficulty="heuristic", seed=args.seed,
                                rules=args.rules, options=rule_options(args.option))  # named You, Bot 1, ...
        state = new_state(settings)
    except (ValueError, UnknownRulesError) as exc:
        say_error(error_text(exc))
        inputs.close()
        return 2
    session = Session(state, settings.kinds(), speaker=speaker, inputs=inputs, settings=settings,
                      events_out=events_out, save_path=None,
                      options=SessionOptions(confirm=Confirm.UNCERTAIN, offer_again=False))
    code = session.run()
    inputs.close()
    if not state.is_over:
        say_error(text("demo-ended-early"))
        return 1
    return code
