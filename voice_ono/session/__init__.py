"""The session layer: one game (and the next) between the player's input and
the speaker.  Modules, one concern each: ``loop`` (:class:`Session`, the
turn loop, made of the parts below), ``seated_game`` (the game and its seats,
shared by the parts), ``output`` (narration, the event stream),
``autosave``, ``dialogue`` (questions and answers), ``replies`` (queries,
help, speech settings), ``settings`` (:class:`GameSettings`,
:class:`SessionOptions`), ``save`` (the save file),
``prompt`` (:class:`Prompt` and :class:`Heard`, what passes between the
session and an input source) and ``speech_input`` (microphone and WAV input
through the recogniser).  The demo's synthetic player is tooling
(:mod:`voice_ono.demo.voice`).
"""

from voice_ono.session.loop import Session
from voice_ono.session.output import EventSink
from voice_ono.session.prompt import Heard, InputSource, Prompt, TextInput
from voice_ono.session.save import (MAX_SAVE_BYTES, SAVE_FORMAT, SAVE_VERSION, DamagedSaveError, NewerSaveError,
                                    NotASaveError,
                                    atomic_copy, classify_save, default_save_path, free_path, load_autosave,
                                    numbered_paths, place_without_overwrite)
from voice_ono.session.settings import (CONFIRM_POLICIES, Confirm, GameSettings, SessionOptions, check_kinds,
                                        new_state)

__all__ = [
    "CONFIRM_POLICIES", "Confirm", "DamagedSaveError", "NewerSaveError",
    "EventSink", "GameSettings", "Heard", "InputSource", "MAX_SAVE_BYTES",
    "NotASaveError", "Prompt", "SAVE_FORMAT", "SAVE_VERSION", "Session", "SessionOptions", "TextInput", "atomic_copy",
    "check_kinds", "classify_save", "default_save_path", "free_path", "load_autosave", "new_state",
    "numbered_paths", "place_without_overwrite",
]
