"""Shared pieces of the ``voice-ono bench`` commands: argument types and
report files (``reports/NAME.json`` and ``NAME.md``)."""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path
from typing import Any, Sequence


def percentile(values: Sequence[float], q: int) -> float | None:
    """The ``q``-th percentile (``q`` in 1..99) of ``values``, interpolated
    between the nearest ranks (``statistics.quantiles``, method
    ``"inclusive"``: numpy's default); None when there are no values.

    :raises ValueError: when ``q`` is not in 1..99.
    """
    if not 1 <= q <= 99:
        raise ValueError(f"percentile needs q in 1..99, not {q}")
    if not values:
        return None
    if len(values) == 1:
        return float(values[0])
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


def positive_int(text: str) -> int:
    """argparse type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _blocking_file(path: Path, itself: bool) -> Path | None:
    """The first existing path among ``path`` (when ``itself``) and its parents that is not a folder, or None."""
    for p in ([path] if itself else []) + list(path.parents):
        if p.exists():
            return None if p.is_dir() else p
    return None


def _folder_type(text: str, file_allowed: bool) -> Path:
    from voice_ono.narration import text as said

    path = Path(text).expanduser()
    blocking = _blocking_file(path, itself=not (file_allowed and path.suffix in (".md", ".json")))
    if blocking is not None:
        raise argparse.ArgumentTypeError(said("report-out-is-a-file", path=str(blocking)))
    return path


def report_folder(text: str) -> Path:
    """argparse type of a benchmark's ``--out`` folder: refused at once (catalog ``report-out-is-a-file``)
    when it, or a folder above it, is an existing file, rather than after the benchmark has run."""
    return _folder_type(text, file_allowed=False)


def report_path(text: str) -> Path:
    """:func:`report_folder`, except that a path ending ``.md`` or ``.json`` names the report file itself."""
    return _folder_type(text, file_allowed=True)


def save_report(out_dir: Path, name: str, report: dict[str, Any], markdown: str) -> None:
    """Write ``report`` as ``out_dir/name.json`` and ``markdown`` as ``out_dir/name.md`` (folders created).

    :raises SystemExit: (status 1, one line from the catalog, ``report-not-written``) the folder could not be
        made or a file could not be written (disk full, no permission, a file in the way).
    """
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        (out_dir / f"{name}.json").write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n",
                                              encoding="utf-8")
        (out_dir / f"{name}.md").write_text(markdown.rstrip("\n") + "\n", encoding="utf-8")
    except OSError as exc:
        from voice_ono.narration import text as said

        raise SystemExit("voice-ono: " + said("report-not-written", path=str(out_dir),
                                              reason=exc.strerror or str(exc))) from exc


def write_report(out_dir: Path, name: str, report: dict[str, Any], lines: list[str]) -> None:
    """:func:`save_report` with the Markdown ``lines``, then print them and where they went."""
    save_report(out_dir, name, report, "\n".join(lines))
    print("\n".join(lines))
    print(f"\nReport written to {out_dir / (name + '.json')} and {out_dir / (name + '.md')}")
