"""Guarding the player's save: one game per save (a lock file), damaged saves moved aside and never
overwritten, and the detail of an error kept in the log."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from voice_ono.narration import text
from voice_ono.app.wiring import say_error

if TYPE_CHECKING:
    import filelock


def log_detail(folder: Path, message: str) -> None:
    """Keep a complete error ``message`` in ``voice-ono.log`` in ``folder`` (the save's folder; the user log
    folder when that cannot be written; standard error, once, when no log can be written): the player hears
    one plain line, the log keeps the detail (:func:`voice_ono.session.autosave.log_detail`)."""
    from voice_ono.session.autosave import log_detail as keep

    keep(folder, message)


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
    """The save's lock file in the user cache folder (platformdirs), named by a hash of the save's full
    path: it keeps two games of one user apart even where the save's own folder cannot hold a lock."""
    import hashlib

    import platformdirs

    digest = hashlib.sha256(str(save_path.expanduser().resolve()).encode("utf-8")).hexdigest()[:32]
    return platformdirs.user_cache_path("voice-ono") / "locks" / f"{digest}.lock"


def beside_lock_path(save_path: Path) -> Path:
    """The save's lock file beside it, ``.<save name>.lock``: every process that opens this save sees it,
    whatever its ``HOME`` or cache folder (tester: two games with different cache folders shared one save
    and one lost its moves)."""
    real = Path(os.path.realpath(save_path.expanduser()))
    return real.with_name(f".{real.name}.lock")


class SaveLock:
    """The locks held on one save (``filelock``), released together.  Their lock files (held by this
    process, so no other game uses them) are removed on release while still held: nothing is left beside
    the player's files, and no other game can take the lock of a removed file in between.  A lock file left
    by a killed game is not held, so it does not stop the next one, which removes it."""

    def __init__(self, locks: "list[filelock.BaseFileLock]") -> None:
        self.locks = locks

    def release(self) -> None:
        """Release every lock (idempotent)."""
        for lock in self.locks:
            if lock.is_locked:
                try:
                    Path(lock.lock_file).unlink(missing_ok=True)
                except OSError:
                    pass  # left behind: a stale lock file is harmless, it is not held
            lock.release()


class SaveFolderError(ValueError):
    """The save's folder cannot hold a file (``/proc``, a read-only or missing folder that cannot be made):
    no game could be saved there.  ``str()`` is one line for the player naming the folder, the cause and
    what to do (choose another path); nothing has been written."""


def check_save_folder(save_path: Path) -> None:
    """Make sure the folder of ``save_path`` can hold a file, by writing and removing an empty temporary
    file there (named as a save's own, :func:`voice_ono.files.temp_prefix`, so a kill in between leaves
    nothing the next start does not remove).

    :raises SaveFolderError: when it cannot: one line with the folder and the system's reason.
    """
    import tempfile

    from voice_ono.files import temp_prefix

    folder = Path(os.path.realpath(save_path.expanduser())).parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=temp_prefix("autosave"), suffix=".json", dir=folder)
        os.close(fd)
        os.unlink(tmp)
    except OSError as exc:
        log_detail(folder, f"save folder {folder} cannot hold a file: {exc!r}")
        raise SaveFolderError(text("save-folder-unusable", folder=folder, path=save_path,
                                   error=exc.strerror or exc)) from None


def _acquire(lock: "filelock.BaseFileLock", path: Path) -> None:
    """Take ``lock`` at once.  filelock reports a lock file it cannot open at all (``/proc``: ENOENT) as
    held by another process; a lock really held exists and opens, so a timeout is believed only then.

    :raises filelock.Timeout: when another process holds it.
    :raises OSError: when the lock file cannot be made here.
    """
    import errno

    import filelock

    for _ in range(2):  # twice: the other game may have ended and removed its lock file in between
        try:
            lock.acquire(timeout=0)
            return
        except filelock.Timeout:
            try:
                os.close(os.open(path, os.O_RDWR))
            except FileNotFoundError:
                continue
            except OSError as exc:
                raise OSError(exc.errno, exc.strerror, str(path)) from None
            raise
    raise OSError(errno.ENOENT, os.strerror(errno.ENOENT), str(path))


def lock_save(save_path: Path | None) -> SaveLock | bool | None:
    """Lock ``save_path`` for this process, so two games on one save cannot overwrite each other: with
    ``filelock`` on :func:`beside_lock_path` (seen by every process that opens the save) and on
    :func:`save_lock_path` (for a save folder that cannot hold a lock file), each where it can be made.

    :returns: the held locks; ``False`` when another process holds either lock (none is kept); ``None``
        when there is no save, or no lock file can be made anywhere: then one line says that two games on
        this save are not kept apart (the save code reports a save folder's problems itself).  When only
        the cache lock could be made, one line says that a game started with another cache folder would
        not be stopped.
    :raises SaveFolderError: when the save's folder cannot hold a file at all (no game could be saved there);
        no lock is kept.
    """
    if save_path is None:
        return None
    import filelock

    held: list[filelock.BaseFileLock] = []
    for path in (beside_lock_path(save_path), save_lock_path(save_path)):
        lock = filelock.FileLock(str(path))
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            _acquire(lock, path)
        except filelock.Timeout:
            SaveLock(held).release()
            return False
        except OSError as exc:
            log_detail(save_path.parent, f"no save lock at {path}: {exc!r}")
            if path == beside_lock_path(save_path):
                check_save_folder(save_path)  # the true cause when the folder cannot hold any file
            continue
        held.append(lock)
    if held:
        beside = beside_lock_path(save_path)
        if all(Path(lock.lock_file) != beside for lock in held):  # only the cache lock (tester: a file in the way)
            say_error(text("save-lock-partial", path=save_path, lock=beside))
        return SaveLock(held)
    say_error(text("save-not-locked", path=save_path))
    return None
