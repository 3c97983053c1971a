"""Profiles on disk: save, load (with its checks), list and delete."""

from __future__ import annotations

import json
import shutil
import tempfile
from dataclasses import asdict
from pathlib import Path

from ..acceptance import Thresholds
from ..templates import FEATURE_VERSION, TemplateSet
from .data import Profile
from .errors import ProfileDamaged, ProfileError, ProfileMismatch, ProfileMissing
from .folders import check_name, profiles_dir


PROFILE_FORMAT = 1
"""Version of the on-disk layout (``profile.json`` field ``format``)."""


def save_profile(profile: Profile, root: Path | None = None) -> Path:
    """Write the profile to ``root/NAME/`` (default :func:`profiles_dir`), replacing an older one of that name
    only once the new one is complete.

    :returns: the profile's folder.
    :raises OSError: it cannot be written.
    """
    root = Path(root) if root is not None else profiles_dir()
    root.mkdir(parents=True, exist_ok=True)
    final = root / check_name(profile.name)
    tmp = Path(tempfile.mkdtemp(prefix=f".{profile.name}-", dir=root))
    try:
        meta = {"format": PROFILE_FORMAT, "name": profile.name, "engine": profile.engine, "model": profile.model,
                "features": FEATURE_VERSION, "thresholds": asdict(profile.thresholds), "phrases": profile.phrases,
                "takes": profile.takes, "shift": profile.shift, "build_s": round(profile.build_s, 3),
                "notes": profile.notes, "created": profile.created,
                "templates": "templates.npz" if profile.templates is not None else None,
                "mllr": "mllr" if profile.mllr is not None else None}
        if profile.templates is not None:
            (tmp / "templates.npz").write_bytes(profile.templates.to_bytes())
        if profile.mllr is not None:
            shutil.copyfile(profile.mllr, tmp / "mllr")
        (tmp / "profile.json").write_text(json.dumps(meta, indent=1) + "\n", encoding="utf-8")
        keep = [p for p in ("takes",) if (final / p).exists()]  # the enrolled takes stay with the name
        for p in keep:
            shutil.move(str(final / p), str(tmp / p))
        if final.exists():
            shutil.rmtree(final)
        tmp.rename(final)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    if profile.mllr is not None:
        profile.mllr = final / "mllr"
    return final


def load_profile(name: str, root: Path | None = None) -> Profile:
    """Read a saved profile.

    :raises ProfileError: a bad name.
    :raises ProfileMissing: no such profile.
    :raises ProfileDamaged: its files are unreadable or inconsistent (the catalog's ``profile-damaged`` line;
        the exception's name and text in ``detail``).
    :raises ProfileMismatch: built with another feature recipe or layout.
    """
    folder = (Path(root) if root is not None else profiles_dir()) / check_name(name)
    meta_path = folder / "profile.json"
    if not meta_path.is_file():
        if (folder / "takes" / "manifest.jsonl").is_file():
            raise ProfileMissing("profile-not-finished", "profile-finish-fix", name=name)
        raise ProfileMissing("profile-missing", name=name)
    redo = "profile-redo-fix"
    try:
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        if not isinstance(meta, dict):
            raise ValueError("not a JSON object")
        if meta.get("format") != PROFILE_FORMAT:
            raise ProfileMismatch("profile-old-layout", redo, name=name, layout=str(meta.get("format")),
                                  expected=PROFILE_FORMAT)
        if meta.get("features") != FEATURE_VERSION:
            raise ProfileMismatch("profile-old-features", redo, name=name, features=str(meta.get("features")),
                                  expected=FEATURE_VERSION)
        th = _thresholds(meta["thresholds"])
        if meta["engine"] not in ENGINES:
            raise ValueError(f"engine {str(meta['engine'])[:20]!r} is not one of {', '.join(ENGINES)}")
        for key in ("phrases", "notes"):
            if not isinstance(meta.get(key, []), list) or not all(isinstance(x, str) for x in meta.get(key, [])):
                raise ValueError(f"{key} is not a list of texts")
        templates = None
        if meta.get("templates"):
            templates = TemplateSet.from_bytes((folder / _own_file(meta["templates"])).read_bytes())
        mllr = None
        if meta.get("mllr"):
            mllr = folder / _own_file(meta["mllr"])
            if not mllr.is_file() or mllr.stat().st_size == 0:
                raise ValueError("its MLLR transform is missing")
            check_mllr(mllr)
        return Profile(name=name, engine=str(meta["engine"]), model=str(meta["model"]), thresholds=th,
                       templates=templates, mllr=mllr, phrases=list(meta.get("phrases", [])),
                       takes=int(meta.get("takes", 0)), shift=float(meta.get("shift", 0.0)),
                       build_s=float(meta.get("build_s", 0.0)), notes=list(meta.get("notes", [])),
                       created=str(meta.get("created", "")))
    except ProfileError:
        raise
    except Exception as exc:  # any damage (JSONDecodeError, KeyError, TypeError, OSError, ...): one catalog line
        raise ProfileDamaged("profile-damaged", detail=f"{type(exc).__name__}: {exc}", name=name) from exc


ENGINES = ("sphinx", "vosk", "whisper")
"""The engines a profile can be made for."""


def _thresholds(raw: object) -> Thresholds:
    """A profile's thresholds, every value a finite number (or null where optional).

    :raises ValueError: not a JSON object of :class:`Thresholds` fields with such values."""
    import math
    from dataclasses import fields

    names = {f.name for f in fields(Thresholds)}
    if not isinstance(raw, dict) or not set(raw) <= names:
        raise ValueError("thresholds are not a JSON object of threshold names")
    for key, value in raw.items():
        if key == "measure":
            if value is not None and not isinstance(value, str):
                raise ValueError("threshold 'measure' is not a text")
        elif value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))
                                    or not math.isfinite(value)):
            raise ValueError(f"threshold {key!r} is not a number")
    return Thresholds(**raw)


def _own_file(name: object) -> str:
    """A file name inside the profile's folder (no folders, no way out of it).

    :raises ValueError: anything else."""
    if not isinstance(name, str) or not name or "/" in name or "\\" in name or name in (".", ".."):
        raise ValueError("a file it names is not in its folder")
    return name


def check_mllr(path: Path) -> None:
    """Check that ``path`` reads as a means-only MLLR transform in the text format pocketsphinx loads (its ``mllr``
    option; sphinxtrain's ``mllr_solve`` writes it; read as pocketsphinx's ``ps_mllr_read`` does): every token a
    number, and its counts (classes, streams, then per stream its vector length ``n`` followed, for each class, by an
    ``n`` x ``n`` matrix, ``n`` shifts and ``n`` variance scales) add up to the number of tokens.

    :raises ValueError: it does not (garbled or cut short).
    :raises OSError: it cannot be read.
    """
    tokens = path.read_text(encoding="ascii", errors="strict").split()
    try:
        values = [float(t) for t in tokens]
    except ValueError:
        raise ValueError("its MLLR transform is garbled") from None
    i = 0

    def count() -> int:
        nonlocal i
        if i >= len(values) or values[i] != int(values[i]) or values[i] < 1:
            raise ValueError("its MLLR transform is garbled")
        i += 1
        return int(values[i - 1])

    classes, streams = count(), count()
    for _ in range(streams):
        n = count()
        i += classes * (n * n + 2 * n)
    if i != len(values):
        raise ValueError("its MLLR transform is garbled")


def list_profiles(root: Path | None = None) -> list[tuple[str, Profile | ProfileError]]:
    """``(name, the profile or what is wrong)`` for every profile folder, sorted by name: a
    :class:`ProfileMissing` ``profile-unfinished`` (takes kept, no profile yet) or ``profile-not-built``, or
    the error that makes it unusable."""
    root = Path(root) if root is not None else profiles_dir()
    out: list[tuple[str, Profile | ProfileError]] = []
    if not root.is_dir():
        return out
    for folder in sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")):
        try:
            out.append((folder.name, load_profile(folder.name, root)))
        except ProfileMissing:  # unfinished: the short summary line
            done = folder / "takes" / "manifest.jsonl"
            out.append((folder.name, ProfileMissing("profile-unfinished" if done.exists() else "profile-not-built",
                                                    name=folder.name)))
        except ProfileError as exc:
            out.append((folder.name, exc))
    return out


def delete_profile(name: str, root: Path | None = None) -> Path:
    """Delete a profile's folder (with its takes).

    :raises ProfileMissing: there is none of that name.
    """
    folder = (Path(root) if root is not None else profiles_dir()) / check_name(name)
    if not folder.is_dir():
        raise ProfileMissing("profile-missing", name=name)
    shutil.rmtree(folder)
    return folder
