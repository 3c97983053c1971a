"""The test suite, one folder per layer of the package (docs/architecture.md):

``rules/``, ``bots/``, ``commands/``, ``narration/``, ``speech/``, ``session/``, ``enroll/``, ``app/`` (the
command line and whole programs), ``workshop/`` (the benchmarks, soak and spoken-loop harnesses in ``dev/``);
``test_architecture.py`` checks the import graph of the whole package.  Shared helpers are modules beside this
file (``paths``, ``speech_fixtures``, ``rules1980_helpers``); data is in ``scenarios/``, ``golden/`` and
``saves/``.  Tests check events, message ids and values; the golden narrated games check the English.

``pytest tests/speech`` runs one layer; each test is also marked with its layer (``pytest -m 'rules and not slow'``:
a ``-m`` given replaces the default ``-m 'not slow'`` of pyproject.toml).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
if str(TESTS) not in sys.path:  # the shared helper modules, whatever pytest's import mode
    sys.path.insert(0, str(TESTS))

LAYERS = ("rules", "bots", "commands", "narration", "speech", "session", "enroll", "app", "workshop")


def pytest_configure(config: pytest.Config) -> None:
    for layer in LAYERS:
        config.addinivalue_line("markers", f"{layer}: tests of the {layer} layer (tests/{layer}/)")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        parts = Path(str(item.fspath)).resolve().relative_to(TESTS).parts
        if len(parts) > 1 and parts[0] in LAYERS:
            item.add_marker(getattr(pytest.mark, parts[0]))
