"""Guarding the player's save: one game per save (a lock file), damaged saves moved aside and never
overwritten, and the detail of an error kept in the log."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from voice_ono.narration import text
from voice_ono.app.wiring import say_error

if TYPE_CHECKING:
    import filelock


def log_detail(folder: Path, message: str) -> None:
    """Append a complete error ``message`` to ``voice-ono.log`` in ``folder``
    (the save's folder): the player hears one plain line, the log keeps the
    detail (STYLE.md convention 4).  A log that cannot be written is skipped."""
    import time

    try:
        with open(folder / "voice-ono.log", "a", encoding="utf-8") as fh:
            fh.write(f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())} {message}\n")
    except OSError:
        pass


def keep_damaged(path: Path, exc: ValueError) -> bool:
    """Move a damaged save aside to ``<name>.damaged.json`` (then
    ``.damaged-2.json``, ...; never overwritten, never deleted) and say so in
    one line; the detail goes to the log.  Returns False when it could not be
    moved: then the caller must not autosave over it."""
    from voice_ono.session import place_without_overwrite

    log_detail(path.parent, f"damaged save {path}: {getattr(exc, 'detail', exc)}")
    try:
        target = place_without_overwrite(path, path, "damaged", copy=False)
    except OSError as err:
        say_error(text("damaged-not-moved", path=path, error=err.strerror or err))
        return False
    say_error(text("damaged-new-game", path=path, kept=target))
    return True


def save_lock_path(save_path: Path) -> Path:
    """The lock file of a save: in the user cache folder (platformdirs), named
    by a hash of the save's full path, so nothing is added beside the player's
    own files."""
    import hashlib

    import platformdirs

    digest = hashlib.sha256(str(save_path.expanduser().resolve()).encode("utf-8")).hexdigest()[:32]
    return platformdirs.user_cache_path("voice-ono") / "locks" / f"{digest}.lock"


def lock_save(save_path: Path | None) -> "filelock.BaseFileLock | bool | None":
    """Lock ``save_path`` for this process (``filelock`` on
    :func:`save_lock_path`), so two games on one save cannot overwrite each other.

    :returns: the held lock; ``False`` when another process holds it; ``None``
        when there is no save or no lock file can be made (then there is no
        lock, as before; the save code reports a save folder's problems itself).
    """
    if save_path is None:
        return None
    import filelock

    path = save_lock_path(save_path)
    lock = filelock.FileLock(str(path))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        lock.acquire(timeout=0)
    except filelock.Timeout:
        return False
    except OSError:
        return None
    return lock
