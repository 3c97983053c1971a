"""``voice-ono models list`` and ``voice-ono models download``."""

from __future__ import annotations

import argparse
import sys

from voice_ono.narration import text
from voice_ono.narration import problem_text
from voice_ono.app.wiring import say_error


def run_models(args: argparse.Namespace) -> int:
    """``voice-ono models list``: one line per installed model, then the folders searched.
    ``voice-ono models download [NAME] [--url URL] [--sha256 HEX] [--dest DIR] [--quiet]``: fetch, verify and
    install one (:func:`voice_ono.speech.asr.models.download_model`).

    :returns: exit status: 0 done, 1 on :class:`~voice_ono.speech.asr.models.ModelError` (said on stderr).
    """
    from voice_ono.speech.asr import models

    if args.action == "list":
        found = models.list_models()
        if not found:
            print(text("models-none"))
        for name, path, size in found:
            print(f"{name}  {_size_text(size)}  {path}")
        print(text("models-searched", folders=", ".join(str(d) for d in models.search_dirs())))
        return 0

    def unverified(archive: str, digest: str) -> None:
        print(text("model-not-verified", archive=archive, digest=digest), file=sys.stderr)

    try:
        if args.name in models.WHISPER_NAMES:  # the Whisper tiny.en CTranslate2 model (its folder URL: --url)
            path = models.download_whisper(args.url or models.WHISPER_BASE_URL, dest=args.dest, sha256=args.sha256,
                                           progress=not args.quiet, unverified=unverified)
        else:
            path = models.download_model(args.name, dest=args.dest, sha256=args.sha256, progress=not args.quiet,
                                         url=args.url, unverified=unverified)
    except models.ModelError as exc:
        say_error(problem_text(exc))
        return 1
    print(text("model-installed", name=args.name, path=path))
    return 0


def _size_text(n: int) -> str:
    """A byte count as the catalog's ``size`` (B, KB, MB or GB, binary multiples)."""
    size, unit = float(n), "B"
    for unit in ("B", "KB", "MB", "GB"):
        if size < 1024 or unit == "GB":
            break
        size /= 1024
    return text("size", size=round(size, 1) if unit != "B" else int(size), unit=unit)
