"""Files that are never left half-written: atomic replace with fsync.

Used for saved games (voice_ono.session) and the speech settings
(voice_ono.prefs); it sits below both so neither imports the other for it.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
from pathlib import Path


def atomic_write_bytes(path: Path, data: bytes, kind: str = "autosave") -> None:
    """Write ``data`` atomically: a temporary file in the same folder, fsync,
    then ``os.replace`` (a crash never leaves a half-written file).  A
    symbolic link is followed: the file it points to is replaced, and the
    link stays (a save kept in a synced folder through a link stays there).
    The temporary file is named by ``kind`` (one of :data:`TEMP_KINDS`) and
    this process's id, so a later start removes it if a kill left it
    (:func:`remove_stale_temps`).  A file replaced keeps its permission bits
    (a new one is readable by its owner only); something that is not a
    regular file (a device, a named pipe, a folder) is never replaced.

    :raises NotRegularFileError: ``path`` (or what its link points to) exists
        and is not a regular file; nothing is written.
    :raises OSError: when writing fails; ``path`` is then unchanged.
    :raises ValueError: ``kind`` is not one of :data:`TEMP_KINDS`.
    """
    if kind not in TEMP_KINDS:
        raise ValueError(f"temporary file kind must be one of {', '.join(TEMP_KINDS)}, not {kind!r}")
    path = Path(os.path.realpath(path))
    mode = regular_file_mode(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=temp_prefix(kind), suffix=TEMP_SUFFIX[kind], dir=path.parent)
    try:
        if mode is not None:
            os.fchmod(fd, mode)  # mkstemp makes it 0600: a 0644 config or save stays 0644
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class NotRegularFileError(OSError):
    """``filename`` exists but is not a regular file (a device such as ``/dev/null``, a named pipe, a
    folder), so voice-ono never replaces it (:func:`atomic_write_bytes`)."""

    def __init__(self, path: Path) -> None:
        super().__init__(errno.EINVAL, "not a regular file", str(path))


def regular_file_mode(path: Path) -> int | None:
    """The permission bits of the regular file at ``path`` (a link followed), or None when nothing is there.

    :raises NotRegularFileError: something that is not a regular file is there.
    :raises OSError: ``path`` cannot be looked at (a folder on the way that cannot be searched).
    """
    try:
        st = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    if not stat.S_ISREG(st.st_mode):
        raise NotRegularFileError(path)
    return stat.S_IMODE(st.st_mode)


NAME_MAX = 255
"""The longest file or folder name, in bytes, where the file system cannot tell (most allow 255)."""
PATH_MAX = 4096
"""The longest path, in bytes, where the file system cannot tell (Linux: 4096)."""


def name_too_long(path: Path) -> tuple[str, int, int] | None:
    """Whether ``path`` cannot even be looked up because a name in it, or the whole of it, is longer than the
    file system allows (``ENAMETOOLONG``): ``(what, length, most)``, ``what`` being ``"name"`` (the first
    name too long) or ``"path"``, lengths in bytes; None when it is not too long.  Checked before a path given
    on the command line is used, so the player hears one line, not a traceback."""
    anchor = Path(os.path.abspath(path))
    while not os.path.exists(anchor) and anchor.parent != anchor:  # os.path.exists: never raises
        anchor = anchor.parent
    limits = []
    for key, default in (("PC_NAME_MAX", NAME_MAX), ("PC_PATH_MAX", PATH_MAX)):
        try:
            limits.append(os.pathconf(anchor, key))
        except (OSError, ValueError):
            limits.append(default)
    most_name, most_path = limits
    for part in path.parts:
        length = len(os.fsencode(part))
        if length > most_name:
            return "name", length, most_name
    total = len(os.fsencode(os.path.abspath(path)))
    if total >= most_path:
        return "path", total, most_path
    return None


TEMP_KINDS = ("autosave", "keep", "config")
"""The temporary files voice-ono writes beside a save (``autosave``, ``keep``) and beside the config file
(``config``, :mod:`voice_ono.prefs`): ``.<kind>-<pid>-<random><suffix>`` (:data:`TEMP_SUFFIX`)."""

TEMP_SUFFIX = {"autosave": ".json", "keep": ".json", "config": ".toml"}
"""The name end of each kind's temporary files."""



def temp_prefix(kind: str) -> str:
    """The name start of a temporary file of ``kind`` (one of :data:`TEMP_KINDS`): ``.<kind>-<pid>-``,
    so a later start can tell whether the process writing it is gone (:func:`remove_stale_temps`)."""
    return f".{kind}-{os.getpid()}-"


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, ValueError):
        return True  # someone else's process, or not a pid: not ours to judge, kept
    return True


def remove_stale_temps(folder: Path) -> list[Path]:
    """Remove temporary files left in ``folder`` by a write that was killed (``kill -9`` or a power
    cut between the temporary file and ``os.replace``): ``.<kind>-<pid>-*<suffix>`` (:data:`TEMP_KINDS`,
    :data:`TEMP_SUFFIX`) of a process that no longer runs.  A name without a process id is kept: it cannot
    be told from a file of the player's own (temporary files of versions before 30 Nov 2026 stay).  A save
    or config file itself is never touched (only these names, with exactly ``tempfile.mkstemp``'s
    8-character random part), and a file that cannot be removed is left.  Called at start-up for the save's
    folder (:class:`voice_ono.session.Session`) and the config's (:func:`voice_ono.prefs.load_prefs`).

    :returns: the files removed.
    """
    import re

    # exactly tempfile.mkstemp's names: its random part is 8 characters of [a-z0-9_] (tester: a save of the
    # player's own named ".autosave-mygame.json" was taken for a leftover and removed)
    pattern = re.compile(r"^\.(%s)-(\d+)-[a-z0-9_]{8}(%s)$" % (
        "|".join(TEMP_KINDS), "|".join(re.escape(s) for s in set(TEMP_SUFFIX.values()))))
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        match = pattern.match(entry.name)  # no process id: it cannot be told from a player's file, so it is kept
        if match is None or match.group(3) != TEMP_SUFFIX[match.group(1)]:
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            pid = int(match.group(2))
            if pid != os.getpid() and not _pid_alive(pid):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def atomic_write_json(path: Path, data: object) -> None:
    """Write JSON atomically (see :func:`atomic_write_bytes`).

    :raises OSError: when writing fails; ``path`` is then unchanged.
    """
    atomic_write_bytes(path, json.dumps(data).encode("utf-8"))  # one C-encoded string: fast


def append_log(folder: Path, message: str) -> Path | None:
    """Append one timestamped line to ``voice-ono.log`` in ``folder`` (a save's folder), or in the user
    log folder (platformdirs) when that cannot be written: the player hears one plain line, the log keeps
    the detail (an ``[Errno ...]``, a temporary file's path).  A log that cannot be written anywhere (a
    full disk) never stops the game: the caller is told, and says the detail elsewhere
    (:func:`voice_ono.session.autosave.log_detail`: standard error).

    :returns: the log file written, or None when none could be.
    """
    import time

    import platformdirs

    line = f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())} {message}\n"
    for place in (folder, platformdirs.user_log_path("voice-ono")):
        try:
            place.mkdir(parents=True, exist_ok=True)
            with open(place / "voice-ono.log", "a", encoding="utf-8") as fh:
                fh.write(line)
            return place / "voice-ono.log"
        except OSError:
            continue
    return None
