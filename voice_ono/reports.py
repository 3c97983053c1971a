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


def save_report(out_dir: Path, name: str, report: dict[str, Any], markdown: str) -> None:
    """Write ``report`` as ``out_dir/name.json`` and ``markdown`` as ``out_dir/name.md`` (folders created)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / f"{name}.json").write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n",
                                          encoding="utf-8")
    (out_dir / f"{name}.md").write_text(markdown.rstrip("\n") + "\n", encoding="utf-8")


def write_report(out_dir: Path, name: str, report: dict[str, Any], lines: list[str]) -> None:
    """:func:`save_report` with the Markdown ``lines``, then print them and where they went."""
    save_report(out_dir, name, report, "\n".join(lines))
    print("\n".join(lines))
    print(f"\nReport written to {out_dir / (name + '.json')} and {out_dir / (name + '.md')}")
