"""Vosk model management: find, list and download speech models.

A vosk model is a directory holding ``am/final.mdl`` and ``conf/`` (the
layout of every archive at https://alphacephei.com/vosk/models). Models are
looked for, in order:

1. an explicit path (``--model PATH``);
2. the repository's ``models/`` folder (a source checkout only; the current
   directory's ``./models`` is not searched: what is found must not depend on
   where the command was typed);
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
from typing import Callable
from urllib.parse import unquote, urlsplit

from voice_ono.speech.errors import ModelError

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
    repo ``models/`` (a source checkout only), the user data dir's ``models``."""
    out: list[Path] = []
    for d in (repo_models_dir(), user_models_dir()):
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
            raise ModelError("model-path-missing", "model-path-fix", path=p)
        root = model_root(p)
        if root is None:
            raise ModelError("model-not-a-model", "model-path-fix", path=p)
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
        raise ModelError("model-unsafe-path", "model-trusted-fix", member=info.filename)
    mode = (info.external_attr >> 16) & 0xFFFF
    if stat.S_ISLNK(mode):
        raise ModelError("model-symlink", "model-trusted-fix", member=info.filename)
    return p


def safe_extract_zip(archive: Path, dest: Path, source: str | None = None) -> None:
    """Extract ``archive`` into ``dest`` after checking every member first.

    :param source: what the player knows the archive as (its URL), named in the errors; default
        ``archive``'s path.
    :raises ModelError: a member is unsafe (see :func:`_check_member`) or the
        file is not a valid ZIP. Nothing is extracted when a check fails.
    """
    shown = source if source is not None else str(archive)
    try:
        with zipfile.ZipFile(archive) as zf:
            members = zf.infolist()
            for info in members:
                _check_member(info)
            bad = zf.testzip()
            if bad is not None:
                raise ModelError("model-corrupt", "model-download-again-fix", archive=shown, member=bad)
            zf.extractall(dest)
    except zipfile.BadZipFile as exc:
        raise ModelError("model-not-zip", "model-download-again-fix", detail=str(exc),
                         archive=shown) from exc


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


def _local_file(url: str) -> Path | None:
    """The file a ``file:`` URL names, or None for an ``http(s):`` URL.

    :raises ModelError: another scheme (``model-url-scheme``), or the file does not exist
        (``model-file-missing``).
    """
    parts = urlsplit(url)
    if parts.scheme in ("http", "https"):
        return None
    if parts.scheme != "file":
        raise ModelError("model-url-scheme", "model-url-fix", url=url, scheme=parts.scheme or "none")
    path = Path(unquote(parts.path))
    if not path.is_file():
        raise ModelError("model-file-missing", "model-url-fix", url=url, path=path)
    return path


def _fetch(url: str, part: Path, progress: bool, timeout: float) -> None:
    """Stream ``url`` into ``part``, resuming with ``Range`` if ``part`` exists; a ``file:`` URL is copied.

    :raises ModelError: unsupported URL scheme, missing local file, network error or HTTP error status.
    """
    local = _local_file(url)
    if local is not None:
        shutil.copyfile(local, part)
        return
    import requests
    from tqdm import tqdm

    have = part.stat().st_size if part.exists() else 0
    headers = {"Range": f"bytes={have}-"} if have else {}
    try:
        with requests.get(url, stream=True, timeout=timeout, headers=headers) as r:
            if r.status_code == 416 and have:  # already complete
                return
            if r.status_code == 404:
                raise ModelError("model-http-404", "model-name-fix", url=url, models_page=DEFAULT_BASE_URL)
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
        raise ModelError("model-download-failed", "model-network-fix", detail=str(exc), url=url) from exc


def download_model(
    name: str = DEFAULT_MODEL,
    base_url: str = DEFAULT_BASE_URL,
    dest: str | Path | None = None,
    sha256: str | None = None,
    progress: bool = True,
    *,
    url: str | None = None,
    timeout: float = 30.0,
    unverified: Callable[[str, str], None] | None = None,
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
    :param url: full archive URL, overrides ``base_url``; ``http:``, ``https:`` or ``file:``.
    :param timeout: seconds for connecting and between received bytes.
    :param unverified: called with the archive's file name (the last part of its URL) and its SHA-256
        when no checksum was known to check it against (the caller tells the player it was not verified).
    :returns: the installed model directory (``dest/name`` or one level down).
    :raises ModelError: unsupported URL scheme or missing local file, network/HTTP failure,
        checksum mismatch (the download is deleted), unsafe or corrupt archive, no model inside,
        ``dest/name`` already exists (nothing is overwritten), ``dest`` is a file or cannot be made
        (``model-dest-not-folder``, ``model-dest-unusable``), or writing in it failed
        (``model-write-failed``, disk full or no permission).  Its ``msg_id`` names the fault.
    """
    dest_dir = Path(dest).expanduser() if dest is not None else user_models_dir()
    if dest_dir.exists() and not dest_dir.is_dir():
        raise ModelError("model-dest-not-folder", "model-dest-fix", path=dest_dir)
    target = dest_dir / name
    if target.exists():
        raise ModelError("model-exists", "model-exists-fix", path=target)
    archive_url = url or f"{base_url.rstrip('/')}/{name}.zip"
    _local_file(archive_url)  # a bad scheme or a missing file is said before anything is made
    try:
        dest_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ModelError("model-dest-unusable", "model-dest-fix", detail=str(exc), path=dest_dir,
                         reason=exc.strerror or type(exc).__name__) from exc
    try:
        return _install(name, archive_url, dest_dir, target, sha256, progress, url is None, timeout, unverified)
    except OSError as exc:
        raise ModelError("model-write-failed", "model-write-fix", detail=str(exc), path=dest_dir,
                         reason=exc.strerror or type(exc).__name__) from exc


def _install(name: str, archive_url: str, dest_dir: Path, target: Path, sha256: str | None, progress: bool,
             known_url: bool, timeout: float, unverified: Callable[[str, str], None] | None) -> Path:
    """:func:`download_model` once ``dest_dir`` exists: fetch, verify, extract and install.

    :raises ModelError: as :func:`download_model` says; ``OSError`` when writing in ``dest_dir`` fails.
    """
    part = dest_dir / f".{name}.zip.part"

    expected = sha256.lower() if sha256 else None
    if expected is None and name in KNOWN_MODELS and known_url:
        expected = KNOWN_MODELS[name][0]
    if expected is None and _local_file(archive_url) is None:
        expected = _published_checksum(archive_url, timeout)

    _fetch(archive_url, part, progress, timeout)
    digest = _sha256_file(part)
    if expected is not None and digest != expected:
        part.unlink(missing_ok=True)
        raise ModelError("model-checksum", "model-checksum-fix", url=archive_url, got=digest, expected=expected)
    if expected is None and unverified is not None:
        unverified(PurePosixPath(unquote(urlsplit(archive_url).path)).name or f"{name}.zip", digest)

    tmp = Path(tempfile.mkdtemp(prefix=f".{name}.", suffix=".tmp", dir=dest_dir))
    try:
        safe_extract_zip(part, tmp, source=archive_url)
        entries = list(tmp.iterdir())
        src = entries[0] if len(entries) == 1 and entries[0].is_dir() else tmp
        if model_root(src) is None:
            raise ModelError("model-none-inside", "model-choose-fix", url=archive_url, models_page=DEFAULT_BASE_URL)
        os.replace(src, target)  # atomic: same parent folder, same file system
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
        # Installed, or refused as unsafe/corrupt: either way the archive is done with.
        part.unlink(missing_ok=True)
    root = model_root(target)
    assert root is not None
    return root


WHISPER_DIR_NAME = "whisper-tiny.en"
"""The folder name a downloaded Whisper tiny.en CTranslate2 model is installed under."""


def find_whisper_model() -> tuple[Path, str | None] | None:
    """A Whisper tiny.en CTranslate2 folder in the model folders (:func:`search_dirs`), with the sha256 of its
    ``model.bin`` recorded at download (``model.bin.sha256``; ``None`` when none is recorded), or ``None``
    when there is none (the pinned package's model is then used)."""
    for folder in search_dirs():
        d = folder / WHISPER_DIR_NAME
        if (d / "model.bin").is_file():
            stamp = d / "model.bin.sha256"
            try:
                digest = stamp.read_text(encoding="ascii").split()[0].lower() if stamp.is_file() else None
            except (OSError, UnicodeDecodeError, IndexError):
                digest = None
            return d, digest
    return None


WHISPER_BASE_URL = "https://huggingface.co/Systran/faster-whisper-tiny.en/resolve/main"
"""The official CTranslate2 conversion of Whisper tiny.en (SYSTRAN's, used by faster-whisper; MIT weights)."""
WHISPER_NAMES = ("whisper", WHISPER_DIR_NAME)
"""Names ``voice-ono models download`` takes for the Whisper model."""


def _linked_checksum(url: str, timeout: float) -> str | None:
    """The sha256 a server publishes for a file: Hugging Face sends a Git LFS object's sha256 as the
    ``X-Linked-Etag`` header of a ``HEAD`` request; else ``URL.sha256`` beside it (:func:`_published_checksum`)."""
    import requests

    try:
        r = requests.head(url, timeout=timeout, allow_redirects=False)
        tag = (r.headers.get("X-Linked-Etag") or "").strip().strip('"').removeprefix("W/").strip('"').lower()
    except requests.RequestException:
        tag = ""
    if len(tag) == 64 and all(c in "0123456789abcdef" for c in tag):
        return tag
    return _published_checksum(url, timeout)


def download_whisper(base_url: str = WHISPER_BASE_URL, dest: str | Path | None = None, sha256: str | None = None,
                     progress: bool = True, *, timeout: float = 30.0,
                     unverified: Callable[[str, str], None] | None = None) -> Path:
    """Download the Whisper tiny.en CTranslate2 model (``model.bin``, ``config.json``, ``tokenizer.json``,
    ``vocabulary.txt`` from the folder URL ``base_url``) into ``dest/whisper-tiny.en``; return that folder.

    Each file is streamed with a progress bar (resumable, as :func:`download_model`) into a hidden temporary
    folder beside the destination, which becomes ``dest/whisper-tiny.en`` in one atomic rename once
    ``model.bin`` matches its sha256: ``sha256``, else the one the server publishes (:func:`_linked_checksum`);
    with none known, ``unverified`` is called with the file name and its digest.  The digest is recorded in
    ``model.bin.sha256`` and checked each time the model loads.

    :raises ModelError: as :func:`download_model` (``model-exists``, ``model-checksum``, network and HTTP
        errors, ``model-write-failed``...); nothing is left behind but a partial folder for resuming.
    """
    dest_dir = Path(dest).expanduser() if dest is not None else user_models_dir()
    if dest_dir.exists() and not dest_dir.is_dir():
        raise ModelError("model-dest-not-folder", "model-dest-fix", path=dest_dir)
    target = dest_dir / WHISPER_DIR_NAME
    if target.exists():
        raise ModelError("model-exists", "model-exists-fix", path=target)
    base = base_url.rstrip("/")
    _local_file(f"{base}/model.bin")  # a bad scheme or a missing file is said before anything is made
    try:
        dest_dir.mkdir(parents=True, exist_ok=True)
        part = dest_dir / f".{WHISPER_DIR_NAME}.part"
        part.mkdir(exist_ok=True)
        expected = sha256.lower() if sha256 else None
        if expected is None and _local_file(f"{base}/model.bin") is None:
            expected = _linked_checksum(f"{base}/model.bin", timeout)
        for name in ("config.json", "tokenizer.json", "vocabulary.txt", "model.bin"):
            _fetch(f"{base}/{name}", part / name, progress, timeout)
        digest = _sha256_file(part / "model.bin")
        if expected is not None and digest != expected:
            (part / "model.bin").unlink(missing_ok=True)
            raise ModelError("model-checksum", "model-checksum-fix", url=f"{base}/model.bin", got=digest,
                             expected=expected)
        if expected is None and unverified is not None:
            unverified("model.bin", digest)
        (part / "model.bin.sha256").write_text(digest + "  model.bin\n", encoding="ascii")
        os.replace(part, target)
    except OSError as exc:
        raise ModelError("model-write-failed", "model-write-fix", detail=str(exc), path=dest_dir,
                         reason=exc.strerror or type(exc).__name__) from exc
    return target
