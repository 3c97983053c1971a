"""Shared pieces of the ``voice-ono bench`` commands: argument types and
report files (``reports/NAME.json`` and ``NAME.md``)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path


def positive_int(text: str) -> int:
    """argparse type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def write_report(out_dir: Path, name: str, report: dict, lines: list[str]) -> None:
    """Write ``report`` as ``out_dir/name.json`` and ``lines`` as ``out_dir/name.md``, and print them."""
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / f"{name}.json").write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    (out_dir / f"{name}.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))
    print(f"\nReport written to {out_dir / (name + '.json')} and {out_dir / (name + '.md')}")
