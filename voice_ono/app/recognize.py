"""``voice-ono recognize``: what was heard in WAV files and the acceptance policy's decision."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING

from voice_ono.narration import text
from voice_ono.narration.catalog import safe_value
from voice_ono.commands.grammar import load_grammar
from voice_ono.commands.parse import UnknownCommandError, parse_command
from voice_ono.narration import error_text
from voice_ono.app.wiring import make_recognizer, say_error

if TYPE_CHECKING:
    from voice_ono.speech.asr.recognizer import RecognitionResult


def _hand_arg(text: str | None) -> list[str] | None:
    """``--hand 3,7,reverse`` as canonical card names; ``None`` when not given.

    :raises voice_ono.rules.UnknownCardError: an unknown card name (its values list the valid ones).
    """
    if text is None:
        return None
    from voice_ono.rules import Card

    return [str(Card.from_name(c)) for c in text.split(",") if c.strip()]


def _level(finals: list[RecognitionResult], pcm: bytes) -> str:
    """The file's input level (:mod:`voice_ono.speech.asr.level`): ``"clipped"`` if any utterance was clipped,
    else ``"quiet"`` if any was quiet, else ``"ok"``; measured on the whole file when the engine measured none
    (pocketsphinx, vosk) or nothing was heard."""
    from voice_ono.speech.asr.level import level_of_pcm

    levels = {getattr(r, "level", "") or (level_of_pcm(r.audio).level.value if r.audio else "") for r in finals}
    levels.discard("")
    if not levels:
        levels = {level_of_pcm(pcm).level.value}
    return next(lv for lv in ("clipped", "quiet", "ok") if lv in levels)


def run_recognize(args: argparse.Namespace) -> int:
    """``voice-ono recognize FILE.wav... [--json] [--hand CARDS]``: what was heard in each file and the
    acceptance policy's decision (accept, confirm, reject) with the hand as context."""
    from voice_ono.speech.asr.acceptance import GameContext
    from voice_ono.speech.audio import Padded, WavSource, quietest_std
    from voice_ono.speech.asr.endpoint import SpeechCheck, endpoint_config, listen, too_quiet
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
    check = SpeechCheck.create()
    endpointing = endpoint_config(recognizer.engine)
    status = 0
    for path in args.files:
        try:
            source = WavSource(path, recognizer.sample_rate)
            # as `play --input wav` hears each file: padded (a clip cut tight to the word), with the
            # microphone path's voice-activity check (a noise-only file is not speech)
            padded = Padded(source, std=quietest_std(source.pcm, source.sample_rate))
            finals = list(listen(padded, recognizer, speech_check=check))
        except SpeechError as exc:
            status = 1
            out: dict[str, object] = {"file": str(path), "text": "", "command": None, "decision": "reject",
                                   "confidence": None, "engine": recognizer.engine, "level": "",
                                   "utterances": [], "error": exc.msg_id,
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
               "engine": recognizer.engine, "level": _level(finals, source.pcm),
               "utterances": [{"text": v.phrase or r.raw_text, "decision": v.decision,
                               "confidence": None if v.confidence is None else round(v.confidence, 3)}
                              for r, v in zip(finals, verdicts)]}
        quiet = None if chosen else too_quiet(source.pcm, source.sample_rate, endpointing)
        if quiet is not None:
            out["too_quiet_dbfs"] = round(quiet, 1)
        if args.json:
            print(json.dumps(out, ensure_ascii=False))
        else:
            shown = f"{out['text']} ({out['decision']})" if chosen else text("recognize-nothing")
            if quiet is not None:
                shown = text("recognize-too-quiet", level=round(quiet), least=round(endpointing.min_level_dbfs))
            print(f"{safe_value(str(path))}: {shown}")  # a file name from elsewhere: no escape reaches the terminal
    return status
