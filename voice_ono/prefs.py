"""The player's speech preferences: speaking rate, volume and how much is
announced, kept in ``config.toml`` in the user config folder (platformdirs)
and changed by voice ("slower", "louder", "short announcements").

TOML is read with :mod:`tomllib` (``tomli`` before Python 3.11) and updated
with ``tomlkit``, which keeps the rest of the file (other keys and sections,
comments) as the player wrote it.  A damaged config file is not fatal: the
defaults are used, and the file is never overwritten: a setting changed by
voice then holds for this game only.
"""

from __future__ import annotations

import os
import sys
from typing import TypeGuard
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from voice_ono.commands.types import SpeechSetting
from voice_ono.languages import LANGUAGES

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

RATE_RANGE = (20, 1000)
"""Speaking rate, words per minute: the one range of ``--rate``, of ``rate`` in the config file and of the
voice commands "slower" and "faster" (the speech engine's own, :mod:`voice_ono.speech.tts.engine`)."""
RATE_STEP = 30
VOLUME_RANGE = (0.0, 1.0)
"""Volume (pyttsx3: 0.0 to 1.0): the one range of ``--volume`` and of ``volume`` in the config file."""
QUIETEST_BY_VOICE = 0.1
"""The lowest volume "quieter" goes to: a voice command never makes the game silent (``--volume 0`` or the
config file can)."""
VOLUME_STEP = 0.15
VERBOSITY = ("full", "short")


@dataclass(frozen=True)
class Prefs:
    """Speech preferences.  ``rate`` in words per minute and ``volume`` 0..1;
    None keeps the engine's default.  ``verbosity`` is ``full`` or ``short``."""

    rate: float | None = None
    volume: float | None = None
    verbosity: str = "full"
    language: str | None = None
    """The language to play in (a code of :data:`voice_ono.languages.LANGUAGES`); None: English, or
    ``--language``, which wins for the run."""


DEFAULT_RATE = 180.0
"""The rate assumed when none is set (a typical pyttsx3 voice), for "slower"."""


@dataclass(frozen=True)
class PrefsProblem:
    """Why the config file was not (wholly) used, as data (narration words it:
    :func:`voice_ono.narration.settings.prefs_problem_text`).

    ``unreadable``: the file could not be read (``detail`` says why), the
    defaults are used; ``bad_values``: ``fields`` were out of range or of the
    wrong type and their defaults are used.
    """

    kind: str
    path: Path
    detail: str = ""
    fields: tuple[str, ...] = ()


def config_path() -> Path:
    """``config.toml`` in the user config folder (platformdirs)."""
    import platformdirs

    return platformdirs.user_config_path("voice-ono") / "config.toml"


def _number(value: object) -> TypeGuard[int | float]:
    """Whether ``value`` is a TOML integer or float (``true`` is not a volume)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def load_prefs(path: Path | None) -> tuple[Prefs, PrefsProblem | None]:
    """The preferences in ``path`` (defaults when it is None or missing).

    Temporary files that a killed :func:`save_prefs` left beside ``path`` (their
    process gone) are removed first, as a save's are
    (:func:`voice_ono.files.remove_stale_temps`).

    :returns: ``(prefs, problem)``; ``problem`` (:class:`PrefsProblem`) when
        the file could not be read or a value was out of range (then defaults
        are used for the bad values), else None.
    """
    if path is not None:
        from voice_ono.files import remove_stale_temps

        remove_stale_temps(Path(os.path.realpath(path)).parent)
    if path is None or not path.exists() or not (path.is_file() or path.is_dir()):
        return Prefs(), None  # missing, or a device or named pipe (reading a pipe would block): the defaults
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8")).get("speech", {})
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        # TOMLDecodeError is a ValueError; so is a number too long for int(); RecursionError: arrays nested deep
        return Prefs(), PrefsProblem("unreadable", path, detail=str(exc) or type(exc).__name__)
    if not isinstance(data, dict):  # speech = 5: not a table
        return Prefs(), PrefsProblem("bad_values", path, fields=("speech",))
    prefs, bad = Prefs(), []
    rate, volume, verbosity = data.get("rate"), data.get("volume"), data.get("verbosity", "full")
    if _number(rate) and RATE_RANGE[0] <= rate <= RATE_RANGE[1]:
        prefs = replace(prefs, rate=float(rate))
    elif rate is not None:
        bad.append("rate")
    if _number(volume) and VOLUME_RANGE[0] <= volume <= VOLUME_RANGE[1]:
        prefs = replace(prefs, volume=float(volume))
    elif volume is not None:
        bad.append("volume")
    if verbosity in VERBOSITY:
        prefs = replace(prefs, verbosity=verbosity)
    else:
        bad.append("verbosity")
    language = data.get("language")
    if isinstance(language, str) and language.strip().lower() in LANGUAGES:
        prefs = replace(prefs, language=language.strip().lower())
    elif language is not None:
        bad.append("language")
    return prefs, PrefsProblem("bad_values", path, fields=tuple(bad)) if bad else None


def configured_language(path: Path) -> str | None:
    """The ``language`` of the ``[speech]`` table of config file ``path``, as written; None when the file
    is missing, not a regular file, unreadable or names none (:func:`load_prefs` reports those later, with the
    other values)."""
    if not path.is_file():  # a named pipe would block the start; a folder is reported by load_prefs
        return None
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8")).get("speech", {})
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return None
    language = data.get("language") if isinstance(data, dict) else None
    return language if isinstance(language, str) else None


class PrefsFileError(OSError):
    """The config file exists but is not a TOML file voice-ono can update, so
    it is left untouched.  ``filename`` is the file; narration words it
    (message ``config-not-ours``)."""


def setting_field(what: SpeechSetting) -> str:
    """The :class:`Prefs` field the voice command ``what`` changes (``"rate"``, ``"volume"``, ``"verbosity"``)."""
    match what:
        case SpeechSetting.SLOWER | SpeechSetting.FASTER:
            return "rate"
        case SpeechSetting.LOUDER | SpeechSetting.QUIETER:
            return "volume"
    return "verbosity"


def save_prefs(prefs: Prefs, path: Path, only: tuple[str, ...] | None = None) -> None:
    """Store ``prefs`` in the ``[speech]`` table of ``path`` (atomically;
    folders are created).  Everything else in an existing file is kept.

    A symbolic link is followed: the file it points to is updated (keeping its
    permission bits) and the link stays.

    :param only: the fields to store (e.g. ``("rate",)`` after "slower"), the others left as the file has
        them (a ``--rate`` given for one run is not stored by "short"); None: all of them.

    :raises PrefsFileError: when ``path`` exists but is not readable TOML
        (the file is not changed).
    :raises voice_ono.files.NotRegularFileError: when ``path`` (or what its
        link points to) is not a regular file, such as a device; it is neither
        read nor replaced.
    :raises OSError: when the file cannot be written.
    """
    import tomlkit
    from tomlkit.exceptions import TOMLKitError

    from voice_ono.files import atomic_write_bytes, regular_file_mode

    doc = tomlkit.document()
    if regular_file_mode(Path(os.path.realpath(path))) is not None:  # before reading: a named pipe would block, a device is never ours
        try:
            doc = tomlkit.parse(path.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, TOMLKitError, ValueError) as exc:
            raise PrefsFileError(None, "not a voice-ono config file, left untouched", str(path)) from exc
    speech = doc.get("speech")
    if not isinstance(speech, dict):
        speech = tomlkit.table()
        doc["speech"] = speech
    for key, value in asdict(prefs).items():
        if only is not None and key not in only:
            continue
        if value is not None:
            speech[key] = value
        elif key in speech:
            del speech[key]
    atomic_write_bytes(path, tomlkit.dumps(doc).encode("utf-8"), kind="config")


def changed(prefs: Prefs, what: SpeechSetting) -> tuple[Prefs, bool]:
    """``prefs`` after the voice command ``what`` (slower, faster, louder,
    quieter, short, full), and whether it moved: at a limit the prefs stay as
    they are (``False``).  The sentence is worded by narration
    (:func:`voice_ono.narration.settings.setting_text`).
    """
    match what:
        case SpeechSetting.SLOWER | SpeechSetting.FASTER:
            rate = prefs.rate or DEFAULT_RATE
            new = rate - RATE_STEP if what is SpeechSetting.SLOWER else rate + RATE_STEP
            new = min(max(new, RATE_RANGE[0]), RATE_RANGE[1])  # rate is in the range: never moves the wrong way
            if new == rate:
                return prefs, False
            return replace(prefs, rate=new), True
        case SpeechSetting.LOUDER | SpeechSetting.QUIETER:
            volume = prefs.volume if prefs.volume is not None else 1.0
            level = volume + VOLUME_STEP if what is SpeechSetting.LOUDER else volume - VOLUME_STEP
            level = round(min(max(level, QUIETEST_BY_VOICE), VOLUME_RANGE[1]), 2)
            if what is SpeechSetting.QUIETER and level > volume:  # below the floor already (--volume 0)
                level = volume
            if level == volume:
                return prefs, False
            return replace(prefs, volume=level), True
        case SpeechSetting.SHORT | SpeechSetting.FULL:
            return replace(prefs, verbosity=what.value), True
