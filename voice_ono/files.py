"""Files that are never left half-written: atomic replace with fsync.

Used for saved games (voice_ono.session) and the speech settings
(voice_ono.prefs); it sits below both so neither imports the other for it.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` atomically: a temporary file in the same folder, fsync,
    then ``os.replace`` (a crash never leaves a half-written file).  A
    symbolic link is followed: the file it points to is replaced, and the
    link stays (a save kept in a synced folder through a link stays there).

    :raises OSError: when writing fails; ``path`` is then unchanged.
    """
    path = Path(os.path.realpath(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".autosave-", suffix=".json", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def atomic_write_json(path: Path, data: Any) -> None:
    """Write JSON atomically (see :func:`atomic_write_bytes`).

    :raises OSError: when writing fails; ``path`` is then unchanged.
    """
    atomic_write_bytes(path, json.dumps(data).encode("utf-8"))  # one C-encoded string: fast
