"""What is said when a speech setting is changed by voice ("slower",
"louder", "short announcements"); words in ``locales/<lang>/session.ftl``."""

from __future__ import annotations

from voice_ono.narration.catalog import text
from voice_ono.prefs import DEFAULT_RATE, Prefs


def setting_text(what: str, prefs: Prefs, moved: bool) -> str:
    """The sentence for the setting command ``what`` (slower, faster, louder,
    quieter, short, full) that left ``prefs``; ``moved`` False: already at the limit.

    :raises MissingMessageError: for another ``what``.
    """
    if not moved:
        return text("speech-at-limit", what=what)
    if what in ("slower", "faster"):
        return text("speech-rate", what=what, rate=round(prefs.rate or DEFAULT_RATE))
    if what in ("louder", "quieter"):
        volume = prefs.volume if prefs.volume is not None else 1.0
        return text("speech-volume", what=what, percent=round(volume * 100))
    return text(f"verbosity-{what}")
