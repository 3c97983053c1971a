"""The autosave file: its format, loading it, recognising a file as ours,
and keeping old and damaged games beside it under numbered names (a game
is never overwritten or deleted by mistake)."""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path
from typing import Mapping, Sequence, TypedDict

from voice_ono.files import atomic_write_bytes, temp_prefix
from voice_ono.narration import player_words, problem_text, text
from voice_ono.rules import GameState
from voice_ono.rules.schema import json_int
from voice_ono.rules.ruleset import OptionValue
from voice_ono.rules.snapshot import Snapshot
from voice_ono.session.settings import GameSettings, check_kinds, names_in_language

SAVE_VERSION = 1
"""Format version of the autosave file."""

SAVE_FORMAT = "voice-ono save"
"""The marker every save starts with (``{"format": "voice-ono save", ...``):
a file without it, or the version 1 head, is not ours and is never moved or
overwritten (:func:`classify_save`)."""

_OUR_HEADS = (b'{"version": 1, "state": ',)
"""The first version's head (before the format marker was written)."""
_OUR_START = re.compile(rb'\{\s*"format"\s*:\s*"voice-ono save"')
"""How a save starts when it does not parse (cut short): its first key is the format marker, whatever the
spacing (a save re-saved by an editor).  Matched at the start only: a README that quotes the marker in its
text is not a save (issue 19 item 2)."""
MAX_SAVE_BYTES = 5_000_000
"""A file larger than this is not a voice-ono save (saves are a few kB)."""


class DamagedSaveError(ValueError):
    """A voice-ono save that cannot be loaded.  ``str()`` is one plain line
    for the player; :attr:`detail` says what exactly is wrong (for the log)."""

    def __init__(self, path: Path, detail: str) -> None:
        super().__init__(text("save-damaged", path=str(path)))
        self.path = path
        self.detail = detail


class NewerSaveError(ValueError):
    """A save written by a newer voice-ono (``version`` above :data:`SAVE_VERSION`): it is not damaged,
    and it is never moved or overwritten."""

    def __init__(self, path: Path, version: int) -> None:
        super().__init__(text("save-newer", path=str(path)))
        self.path = path
        self.version = version


class NotASaveError(ValueError):
    """An existing file that is not recognisably a voice-ono save: it is never
    moved or overwritten."""

    def __init__(self, path: Path) -> None:
        super().__init__(text("not-a-save", path=str(path)))
        self.path = path


def classify_save(path: Path, ours_by_location: bool = False) -> str:
    """What is at ``path``: ``"none"`` (missing, or an empty file: nothing to
    lose), ``"save"`` (a voice-ono save, loadable or not) or ``"foreign"``
    (a file voice-ono did not write, or not a regular file).

    A file is a save when it *starts* as one does: it parses as JSON whose top-level object has
    ``"format": "voice-ono save"`` (a save re-saved by an editor: indented, keys reordered, a UTF-8
    byte-order mark, CRLF lines), or it starts with that marker as its first key or with the first
    version's head ``{"version": 1, "state": `` (a save cut short, which is then damaged but ours).  The
    marker anywhere else (a README quoting it) does not make a file ours.  With ``ours_by_location`` (the
    default autosave file in voice-ono's own data folder) every regular file counts as a save.
    """
    try:
        if not path.exists():
            return "none"
        if not path.is_file():
            return "foreign"
        size = path.stat().st_size
        if size == 0:
            return "none"
        if ours_by_location:
            return "save"
        if size > MAX_SAVE_BYTES:
            return "foreign"
        data = path.read_bytes()
    except OSError:
        return "foreign"
    head = data.removeprefix(b"\xef\xbb\xbf").lstrip()
    if not head:
        return "none"
    if head.startswith(_OUR_HEADS) or _OUR_START.match(head):
        return "save"
    try:
        data = json.loads(head.decode("utf-8"), parse_int=json_int)
    except (ValueError, RecursionError):  # UnicodeDecodeError, JSONDecodeError: not JSON, not ours
        return "foreign"
    return "save" if isinstance(data, dict) and data.get("format") == SAVE_FORMAT else "foreign"


def _numbered(path: Path, label: str, n: int) -> Path:
    stem = path.name[: -len(path.suffix)] if path.suffix else path.name
    return path.with_name(f"{stem}.{label}.json" if n == 1 else f"{stem}.{label}-{n}.json")


def free_path(path: Path, label: str) -> Path:
    """The first free name of ``<stem>.<label>.json``, ``<stem>.<label>-2.json``, ...
    beside ``path`` (kept and damaged games are numbered, never overwritten)."""
    n = 1
    while _numbered(path, label, n).exists():
        n += 1
    return _numbered(path, label, n)


def numbered_paths(path: Path, label: str) -> list[Path]:
    """The existing ``<stem>.<label>.json``, ``<stem>.<label>-2.json``, ...
    beside ``path``, oldest first (the last one is the newest kept)."""
    out: list[Path] = []
    while _numbered(path, label, len(out) + 1).exists():
        out.append(_numbered(path, label, len(out) + 1))
    return out


def place_without_overwrite(src: Path, path: Path, label: str, *, copy: bool) -> Path:
    """Copy (or move) ``src`` to a free numbered name (:func:`free_path`);
    an existing file is never replaced (``os.link`` fails if the name is
    taken meanwhile, and the next number is tried).

    :returns: where it is now.
    :raises OSError: when it cannot be copied or moved; ``src`` is then unchanged.
    """
    if copy:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=temp_prefix("keep"), suffix=".json", dir=path.parent)
        with os.fdopen(fd, "wb") as fh:
            fh.write(src.read_bytes())
            fh.flush()
            os.fsync(fh.fileno())
        source = Path(tmp)
    else:
        source = src
    try:
        for _ in range(1000):
            target = free_path(path, label)
            try:
                os.link(source, target)
            except FileExistsError:
                continue
            except OSError:  # no hard links here: rename after the check above
                if target.exists():
                    continue
                os.rename(source, target)
                return target
            source.unlink()
            return target
        raise OSError(f"no free name for {path}")
    finally:
        if copy:
            source.unlink(missing_ok=True)


def default_save_path() -> Path:
    """The autosave file in the user data directory (platformdirs)."""
    import platformdirs

    return platformdirs.user_data_path("voice-ono") / "autosave.json"


def atomic_copy(src: Path, dst: Path) -> None:
    """Copy ``src`` to ``dst`` atomically.

    :raises OSError: when reading or writing fails; ``dst`` is then unchanged.
    """
    atomic_write_bytes(dst, src.read_bytes())


def load_autosave(path: Path) -> tuple[GameState, list[str], GameSettings]:
    """Load a game saved by :meth:`Session.autosave`.

    :raises FileNotFoundError: when there is no saved game.
    :raises NewerSaveError: (a ValueError) when a newer voice-ono wrote it.
    :raises DamagedSaveError: (a ValueError) when the file cannot be loaded;
        its message is one plain line, its ``detail`` says why.
    """
    from voice_ono.rules.scenario import ScenarioError, build_game
    from voice_ono.rules.schema import GameFileError, validate

    try:
        data = json.loads(path.read_text(encoding="utf-8-sig"), parse_int=json_int)
        version = data.get("version") if isinstance(data, dict) else None
        if isinstance(version, int) and not isinstance(version, bool) and version > SAVE_VERSION:
            raise NewerSaveError(path, version)
        if not isinstance(data, dict) or data.get("version") != SAVE_VERSION:
            raise ValueError(f"not a version {SAVE_VERSION} voice-ono save")
        validate(data, "save", "save")  # once: the one schema for saves and scenarios
        s = data["settings"]
        settings = GameSettings(bots=s["bots"], humans=s["humans"], difficulty=s["difficulty"],
                                rules=s["rules"], options=s.get("options", {}),
                                hints=bool(s.get("hints", True)))
        game = {**data["state"], "kinds": data["kinds"]}
        game["players"] = names_in_language(game["players"])  # "Bot 2" of an English save is "Robota 2" in Basque
        state, kinds = build_game(game, "save", reserved=player_words())
        settings.seed = state.seed
        settings.names = list(state.names)
        check_kinds(kinds, len(state.names), "save")
        return state, kinds, settings
    except (FileNotFoundError, NewerSaveError):
        raise
    except KeyError as exc:
        raise DamagedSaveError(path, f"field {exc} is missing") from None
    except (TypeError, AttributeError, IndexError) as exc:
        raise DamagedSaveError(path, f"a field has the wrong type: {exc}") from None
    except RecursionError:
        raise DamagedSaveError(path, "JSON nested too deeply") from None
    except (ScenarioError, GameFileError) as exc:
        raise DamagedSaveError(path, problem_text(exc)) from None
    except (ValueError, OSError, OverflowError) as exc:  # JSONDecodeError, UnicodeDecodeError
        raise DamagedSaveError(path, str(exc)) from None


class SavedSettings(TypedDict):
    """A save file's ``settings``: what the next game of a resumed session starts from."""

    bots: int
    humans: int
    difficulty: str
    rules: str
    options: Mapping[str, OptionValue]
    hints: bool


class SaveData(TypedDict):
    """A save file's JSON as written (:func:`save_data`); read back through the schema check."""

    format: str
    version: int
    state: Snapshot
    kinds: list[str]
    settings: SavedSettings


def save_data(state: GameState, kinds: Sequence[str], settings: GameSettings) -> SaveData:
    """The JSON of a save file (:data:`SAVE_FORMAT`, version :data:`SAVE_VERSION`)."""
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "state": state.to_dict(),
        "kinds": list(kinds),
        "settings": {
            "bots": settings.bots, "humans": settings.humans,
            "difficulty": settings.difficulty, "rules": settings.rules,
            "options": settings.options, "hints": settings.hints,
        },
    }
