"""Where profiles live: their names, the profiles folder (platformdirs) and the lock of one profile."""

from __future__ import annotations

import re
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from .errors import ProfileError, ProfileInUse


NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$")


def profiles_dir() -> Path:
    """``platformdirs.user_data_path("voice-ono") / "profiles"`` (not created)."""
    import platformdirs

    return platformdirs.user_data_path("voice-ono") / "profiles"


def check_name(name: str) -> str:
    """A profile name: 1 to 40 letters, digits, ``_``, ``.``, ``-``, starting with a letter or digit.

    :raises ProfileError: any other name.
    """
    if not NAME_RE.match(name or ""):
        raise ProfileError("profile-bad-name", "profile-name-fix", name=name)
    return name


def profile_exists(name: str, root: Path | None = None) -> bool:
    """Whether a finished profile named ``name`` is saved under ``root`` (default :func:`profiles_dir`); a folder
    holding only an unfinished enrollment's takes is not one.

    :raises ProfileError: a bad name.
    """
    return ((Path(root) if root is not None else profiles_dir()) / check_name(name) / "profile.json").is_file()


@contextmanager
def profile_lock(name: str, root: Path | None = None, in_use: str = "profile-enroll-in-use") -> Iterator[None]:
    """Hold the enrollment lock of profile ``name`` (``filelock``, on ``.NAME.lock`` in ``root``, default
    :func:`profiles_dir`), so two enrollments never write one profile's takes or files at once.

    :param in_use: the message id said when another process holds it (``profile-delete-enrolling`` for a delete).
    :raises ProfileInUse: another process holds it (message ``in_use``).
    :raises ProfileError: a bad name.
    :raises OSError: the profiles folder cannot be made.
    """
    import filelock

    folder = check_root(root)
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    path = folder / f".{check_name(name)}.lock"
    lock = filelock.FileLock(str(path))
    try:
        lock.acquire(timeout=0)
    except filelock.Timeout:
        raise ProfileInUse(in_use, name=name) from None
    try:
        yield
    finally:
        try:  # removed while still held, so no lock file is left behind for every name ever tried
            path.unlink()
        except OSError:
            pass
        lock.release()


def check_root(root: Path | None = None) -> Path:
    """The profiles folder (``root``, default :func:`profiles_dir`), checked before any work is done: it, and every
    folder above it, must be a folder when it exists.

    :raises ProfileError: ``profiles-not-a-folder`` when one of them is a file.
    """
    folder = Path(root) if root is not None else profiles_dir()
    for p in (folder, *folder.parents):
        if p.exists():
            if not p.is_dir():
                raise ProfileError("profiles-not-a-folder", "profiles-not-a-folder-fix", path=str(p))
            break
    return folder
