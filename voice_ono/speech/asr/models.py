"""Vosk model management: find, list and download speech models.

A vosk model is a directory holding ``am/final.mdl`` and ``conf/`` (the
layout of every archive at https://alphacephei.com/vosk/models). Models are
looked for, in order:

1. an explicit path (``--model PATH``);
2. the repository's ``models/`` folder, then ``./models`` in the current
   directory;
3. the user data dir, ``platformdirs.user_data_path("voice-ono") / "models"``.

In a ``models/`` folder each model is a subdirectory (an extracted archive
folder such as ``vosk-model-small-en-us-0.15``, possibly with the model one
level further down). :func:`download_model` fetches a ZIP with ``requests``
(streamed, resumable via HTTP Range into a ``.part`` file, ``tqdm`` progress
bar), checks SHA-256 (:mod:`hashlib`), extracts it safely (:mod:`zipfile`,
refusing ``..``, absolute paths and symlinks) into a temporary directory
beside the destination and installs it with one atomic :func:`os.replace`.

The embedded pocketsphinx recogniser needs none of this.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import sys
import tempfile
import zipfile
from collections.abc import Sequence
from pathlib import Path, PurePosixPath
from typing import TextIO

from voice_ono.cli_parser import Parser

__all__ = [
    "ModelError",
    "DEFAULT_MODEL",
    "DEFAULT_BASE_URL",
    "KNOWN_MODELS",
    "is_model_dir",
    "model_root",
    "search_dirs",
    "find_model",
    "list_models",
    "download_model",
    "safe_extract_zip",
    "main_download",
    "main_list",
]

DEFAULT_MODEL = "vosk-model-small-en-us-0.15"
DEFAULT_BASE_URL = "https://alphacephei.com/vosk/models"

#: Known archives: name -> (SHA-256 of the ZIP, size in bytes). Upstream
#: publishes no checksums; this digest is the one recorded independently by
#: several public projects for the official archive (41,205,931 bytes).
KNOWN_MODELS: dict[str, tuple[str, int]] = {
    "vosk-model-small-en-us-0.15": (
        "30f26242c4eb449f948e42cb302dd7a686cb29a3423a8367f99ff41780942498",
        41_205_931,
    ),
}

_CHUNK = 1 << 16  # bytes per read while downloading / hashing


class ModelError(Exception):
    """A model is missing, corrupt, or could not be fetched.

    ``str(err)`` is one line saying what happened and the fix.
    """


# --------------------------------------------------------------------------
# Finding models
# --------------------------------------------------------------------------


def is_model_dir(path: Path) -> bool:
    """True if ``path`` is a vosk model directory (has ``am/final.mdl`` and ``conf/``)."""
    return (path / "am" / "final.mdl").is_file() and (path / "conf").is_dir()


def model_root(path: Path) -> Path | None:
    """The model directory at ``path`` or exactly one level below it, else None.

    Archives usually extract to one folder, so ``models/foo`` may hold the
    model itself or a single ``models/foo/vosk-model-.../`` inside it.
    """
    if is_model_dir(path):
        return path
    if path.is_dir():
        subs = sorted(p for p in path.iterdir() if p.is_dir() and is_model_dir(p))
        if subs:
            return subs[0]
    return None


def repo_models_dir() -> Path | None:
    """``models/`` at the repository root when running from a source checkout
    (a clone with an editable install); ``None`` for a normal install, where the
    package sits in ``site-packages`` and there is no repository."""
    root = Path(__file__).resolve().parents[3]
    if (root / "pyproject.toml").is_file() and (root / "voice_ono").is_dir():
        return root / "models"
    return None


def user_models_dir() -> Path:
    """``platformdirs.user_data_path("voice-ono") / "models"`` (not created)."""
    import platformdirs

    return platformdirs.user_data_path("voice-ono") / "models"


def search_dirs() -> list[Path]:
    """Folders searched for models, in order, duplicates removed:
    repo ``models/``, ``./models``, the user data dir's ``models``."""
    out: list[Path] = []
    for d in (repo_models_dir(), Path.cwd() / "models", user_models_dir()):
        if d is None:
            continue
        r = d.resolve()
        if r not in out:
            out.append(r)
    return out


def _models_in(folder: Path) -> list[tuple[str, Path]]:
    """``(name, model_dir)`` for each model in ``folder``, sorted by name."""
    if not folder.is_dir():
        return []
    found = []
    for sub in sorted(folder.iterdir()):
        if sub.name.startswith(".") or not sub.is_dir():
            continue
        root = model_root(sub)
        if root is not None:
            found.append((sub.name, root))
    return found


def find_model(explicit: str | Path | None = None, name: str | None = None) -> Path | None:
    """Find a vosk model directory.

    :param explicit: ``--model PATH``; if given it must be a model directory
        (or hold one one level down); no other place is searched.
    :param name: prefer a model folder with this name in each search folder;
        otherwise the first model (by name) in the first folder that has any.
    :returns: the model directory, or None when no model is installed.
    :raises ModelError: ``explicit`` is given but is not a vosk model.
    """
    if explicit is not None:
        p = Path(explicit).expanduser()
        if not p.exists():
            raise ModelError(f"Model path {p} does not exist. Fix: give the folder of an extracted vosk model, "
                             "or run `voice-ono models download`.")
        root = model_root(p)
        if root is None:
            raise ModelError(f"{p} is not a vosk model (no am/final.mdl and conf/ inside). "
                             "Fix: point --model at the extracted model folder, or run `voice-ono models download`.")
        return root
    for folder in search_dirs():
        models = _models_in(folder)
        if name is not None:
            models = [m for m in models if m[0] == name]
        if models:
            return models[0][1]
    return None


def _dir_size(path: Path) -> int:
    total = 0
    for dirpath, _dirs, files in os.walk(path):
        for f in files:
            try:
                total += (Path(dirpath) / f).stat().st_size
            except OSError:
                pass
    return total


def list_models() -> list[tuple[str, Path, int]]:
    """Installed models in every search folder: ``(name, model_dir, size_bytes)``,
    in search order (the first is what :func:`find_model` picks)."""
    return [(name, root, _dir_size(root)) for folder in search_dirs() for name, root in _models_in(folder)]


# --------------------------------------------------------------------------
# Safe extraction
# --------------------------------------------------------------------------


def _check_member(info: zipfile.ZipInfo) -> PurePosixPath:
    """:raises ModelError: absolute path, drive letter, ``..`` or a symlink."""
    name = info.filename.replace("\\", "/")
    p = PurePosixPath(name)
    if name.startswith("/") or (len(name) > 1 and name[1] == ":") or ".." in p.parts:
        raise ModelError(f"Unsafe path {info.filename!r} in model archive (path traversal): refused, nothing installed. "
                         "Fix: download the archive again from a trusted source.")
    mode = (info.external_attr >> 16) & 0xFFFF
    if stat.S_ISLNK(mode):
        raise ModelError(f"Symlink {info.filename!r} in model archive: refused, nothing installed. "
                         "Fix: download the archive again from a trusted source.")
    return p


def safe_extract_zip(archive: Path, dest: Path) -> None:
    """Extract ``archive`` into ``dest`` after checking every member first.

    :raises ModelError: a member is unsafe (see :func:`_check_member`) or the
        file is not a valid ZIP. Nothing is extracted when a check fails.
    """
    try:
        with zipfile.ZipFile(archive) as zf:
            members = zf.infolist()
            for info in members:
                _check_member(info)
            bad = zf.testzip()
            if bad is not None:
                raise ModelError(f"Model archive {archive.name} is corrupt (bad CRC in {bad}). "
                                 "Fix: delete it and download again.")
            zf.extractall(dest)
    except zipfile.BadZipFile as exc:
        raise ModelError(f"{archive.name} is not a valid ZIP ({exc}). Fix: delete it and download again.") from exc


# --------------------------------------------------------------------------
# Downloading
# --------------------------------------------------------------------------


def _sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(_CHUNK), b""):
            h.update(chunk)
    return h.hexdigest()


def _published_checksum(url: str, timeout: float) -> str | None:
    """Look for ``URL.sha256`` beside the archive; return its hex digest or None."""
    import requests

    try:
        r = requests.get(url + ".sha256", timeout=timeout)
    except requests.RequestException:
        return None
    if r.status_code != 200:
        return None
    words = r.text.split()
    if words and len(words[0]) == 64 and all(c in "0123456789abcdefABCDEF" for c in words[0]):
        return words[0].lower()
    return None


def _fetch(url: str, part: Path, progress: bool, timeout: float) -> None:
    """Stream ``url`` into ``part``, resuming with ``Range`` if ``part`` exists.

    :raises ModelError: network error or HTTP error status.
    """
    import requests
    from tqdm import tqdm

    have = part.stat().st_size if part.exists() else 0
    headers = {"Range": f"bytes={have}-"} if have else {}
    try:
        with requests.get(url, stream=True, timeout=timeout, headers=headers) as r:
            if r.status_code == 416 and have:  # already complete
                return
            if r.status_code == 404:
                raise ModelError(f"No model at {url} (HTTP 404). Fix: check the name with the list at "
                                 f"{DEFAULT_BASE_URL}, or pass --url.")
            r.raise_for_status()
            if r.status_code == 206:
                mode = "ab"
            else:  # server ignored Range: start over
                mode, have = "wb", 0
            length = r.headers.get("Content-Length")
            total = have + int(length) if length is not None else None
            with part.open(mode) as f, tqdm(total=total, initial=have, unit="B", unit_scale=True,
                                             unit_divisor=1024, desc=part.name.removesuffix(".part"),
                                             disable=not progress, file=sys.stderr) as bar:
                for chunk in r.iter_content(chunk_size=_CHUNK):
                    f.write(chunk)
                    bar.update(len(chunk))
    except requests.RequestException as exc:
        raise ModelError(f"Download of {url} failed ({exc}). Fix: check the network and run the same "
                         "command again; it resumes where it stopped.") from exc


def download_model(
    name: str = DEFAULT_MODEL,
    base_url: str = DEFAULT_BASE_URL,
    dest: str | Path | None = None,
    sha256: str | None = None,
    progress: bool = True,
    *,
    url: str | None = None,
    timeout: float = 30.0,
    out: TextIO | None = None,
) -> Path:
    """Download, verify and install a vosk model ZIP; return the model directory.

    :param name: archive name without ``.zip``; installed as ``dest/name``.
    :param base_url: the folder URL; the archive is ``{base_url}/{name}.zip``.
    :param dest: folder to install into; default the user data dir's
        ``models`` (:func:`user_models_dir`).
    :param sha256: expected hex SHA-256 of the ZIP. Default: the digest in
        :data:`KNOWN_MODELS`, else one published at ``URL.sha256``; if none
        is known the computed digest is printed with a note that it was not
        verified.
    :param progress: show a ``tqdm`` bar on stderr.
    :param url: full archive URL, overrides ``base_url``.
    :param timeout: seconds for connecting and between received bytes.
    :param out: where notes are printed (default ``sys.stderr``).
    :returns: the installed model directory (``dest/name`` or one level down).
    :raises ModelError: network/HTTP failure, checksum mismatch (the download
        is deleted), unsafe or corrupt archive, no model inside, or
        ``dest/name`` already exists (nothing is overwritten).
    """
    note = out if out is not None else sys.stderr
    dest_dir = Path(dest).expanduser() if dest is not None else user_models_dir()
    target = dest_dir / name
    if target.exists():
        raise ModelError(f"{target} already exists. Fix: use it (`voice-ono models list`), or delete it to "
                         "download again.")
    dest_dir.mkdir(parents=True, exist_ok=True)
    archive_url = url or f"{base_url.rstrip('/')}/{name}.zip"
    part = dest_dir / f".{name}.zip.part"

    expected = sha256.lower() if sha256 else None
    if expected is None and name in KNOWN_MODELS and url is None:
        expected = KNOWN_MODELS[name][0]
    if expected is None:
        expected = _published_checksum(archive_url, timeout)

    _fetch(archive_url, part, progress, timeout)
    digest = _sha256_file(part)
    if expected is not None and digest != expected:
        part.unlink(missing_ok=True)
        raise ModelError(f"Checksum mismatch for {archive_url}: got {digest}, expected {expected}; "
                         "the download was deleted and nothing was installed. Fix: run the command again; "
                         "if it keeps failing, the file on the server changed.")
    if expected is None:
        print(f"SHA-256 of {name}.zip is {digest}: NOT verified (no checksum known). "
              "Pass --sha256 to verify.", file=note)

    tmp = Path(tempfile.mkdtemp(prefix=f".{name}.", suffix=".tmp", dir=dest_dir))
    try:
        safe_extract_zip(part, tmp)
        entries = list(tmp.iterdir())
        src = entries[0] if len(entries) == 1 and entries[0].is_dir() else tmp
        if model_root(src) is None:
            raise ModelError(f"{archive_url} holds no vosk model (no am/final.mdl and conf/). "
                             "Fix: choose a model from the vosk models page.")
        os.replace(src, target)  # atomic: same parent folder, same file system
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
        # Installed, or refused as unsafe/corrupt: either way the archive is done with.
        part.unlink(missing_ok=True)
    root = model_root(target)
    assert root is not None
    return root


# --------------------------------------------------------------------------
# CLI entry points (wired by the CLI as `voice-ono models download|list`)
# --------------------------------------------------------------------------


def _fmt_size(n: int) -> str:
    size = float(n)
    for unit in ("B", "KB", "MB", "GB"):
        if size < 1024 or unit == "GB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{n} B"


def main_download(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """``voice-ono models download [NAME] [--url URL] [--sha256 HEX] [--dest DIR] [--quiet]``.

    :returns: exit status: 0 installed, 1 on :class:`ModelError` (message printed to stderr).
    """
    out = out if out is not None else sys.stdout
    ap = Parser(prog="voice-ono models download", description="Download a vosk speech model.")
    ap.add_argument("name", nargs="?", default=DEFAULT_MODEL, help=f"model name (default {DEFAULT_MODEL})")
    ap.add_argument("--url", help="full URL of the model ZIP (default: the vosk models site)")
    ap.add_argument("--sha256", help="expected SHA-256 of the ZIP")
    ap.add_argument("--dest", help=f"install folder (default {user_models_dir()})")
    ap.add_argument("--quiet", action="store_true", help="no progress bar")
    args = ap.parse_args(argv)
    try:
        path = download_model(args.name, dest=args.dest, sha256=args.sha256, progress=not args.quiet,
                              url=args.url)
    except ModelError as exc:
        print(f"voice-ono: {exc}", file=sys.stderr)
        return 1
    print(f"Installed {args.name} at {path}", file=out)
    return 0


def main_list(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """``voice-ono models list``: one line per installed model, then the search folders.

    :returns: exit status 0.
    """
    out = out if out is not None else sys.stdout
    Parser(prog="voice-ono models list", description="List installed vosk models.").parse_args(argv)
    models = list_models()
    if not models:
        print("No vosk models installed. Run `voice-ono models download` to get one "
              "(the built-in pocketsphinx recogniser works without one).", file=out)
    for name, path, size in models:
        print(f"{name}  {_fmt_size(size)}  {path}", file=out)
    print("Searched: " + ", ".join(str(d) for d in search_dirs()), file=out)
    return 0
