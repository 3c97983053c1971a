"""``voice-ono profiles list`` and ``voice-ono profiles delete NAME``."""

from __future__ import annotations

import argparse

from voice_ono.narration import text
from voice_ono.narration import error_text, problem_text
from voice_ono.narration.catalog import safe_value
from voice_ono.app.wiring import say_error


def run_profiles(args: argparse.Namespace) -> int:
    """``voice-ono profiles list`` and ``voice-ono profiles delete NAME`` (refused while an enrollment into that
    profile runs: :func:`voice_ono.speech.asr.profile.folders.profile_lock`)."""
    from voice_ono.speech.asr.profile.errors import ProfileError, ProfileMissing
    from voice_ono.speech.asr.profile.storage import delete_profile, list_profiles
    from voice_ono.speech.asr.profile.folders import profile_lock

    if args.action == "delete":
        if not args.name:
            say_error(text("profile-delete-which"))
            return 2
        try:
            with profile_lock(args.name, in_use="profile-delete-enrolling"):
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
    from voice_ono.app.wiring import command_meaning
    from voice_ono.commands.grammar import load_grammar
    from voice_ono.enroll.phrases import uncovered

    meaning = command_meaning(load_grammar())
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
            # only text: the profile loader (speech/asr/profile/storage.py) does not check the types of a
            # hand-edited profile.json's fields
            lacking = uncovered([p for p in found.phrases if isinstance(p, str)], meaning)
            if lacking:
                summary = text("profile-summary-uncovered", summary=summary, phrases=", ".join(lacking))
        print(f"{safe_value(name)}\t{summary}")  # a folder name from elsewhere: no escape reaches the terminal
    return 0
