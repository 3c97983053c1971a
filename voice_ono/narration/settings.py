"""What is said when a speech setting is changed by voice ("slower",
"louder", "short announcements"); words in ``locales/<lang>/session.ftl``."""

from __future__ import annotations

from voice_ono.commands.types import SpeechSetting
from voice_ono.narration.catalog import text
from voice_ono.languages import LANGUAGES
from voice_ono.prefs import DEFAULT_RATE, RATE_RANGE, VOLUME_RANGE, Prefs, PrefsFileError, PrefsProblem


def setting_text(what: SpeechSetting, prefs: Prefs, moved: bool) -> str:
    """The sentence for the setting command ``what`` (slower, faster, louder,
    quieter, short, full) that left ``prefs``; ``moved`` False: already at the limit."""
    if not moved:
        return text("speech-at-limit", what=what.value)
    match what:
        case SpeechSetting.SLOWER | SpeechSetting.FASTER:
            return text("speech-rate", what=what.value, rate=round(prefs.rate or DEFAULT_RATE))
        case SpeechSetting.LOUDER | SpeechSetting.QUIETER:
            volume = prefs.volume if prefs.volume is not None else 1.0
            return text("speech-volume", what=what.value, percent=round(volume * 100))
        case SpeechSetting.SHORT | SpeechSetting.FULL:
            return text(f"verbosity-{what.value}")


def prefs_problem_text(problem: PrefsProblem) -> str:
    """One line about a config file that was not (wholly) used."""
    if problem.kind == "unreadable":
        return text("config-unreadable", path=problem.path, error=problem.detail)
    return text("config-bad-values", path=problem.path, fields=", ".join(problem.fields), rate_low=RATE_RANGE[0],
                rate_high=RATE_RANGE[1], volume_low=VOLUME_RANGE[0], volume_high=VOLUME_RANGE[1],
                languages=", ".join(LANGUAGES))


def save_problem_text(exc: OSError) -> str:
    """Why a setting could not be stored for next time."""
    if isinstance(exc, PrefsFileError):
        return text("config-not-ours", path=exc.filename)
    return str(exc.strerror or exc)
