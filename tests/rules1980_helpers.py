"""Shared helpers for the 1980-edition rules tests: load a scenario from
``tests/scenarios`` and pick events by type."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from voice_ono.rules import Event, GameState
from voice_ono.rules.scenario import load_scenario, state_from_scenario

SCENARIOS = Path(__file__).parent / "scenarios"
E = TypeVar("E")


def load(name: str, **overrides) -> tuple[GameState, list[Event]]:
    """The started state of ``tests/scenarios/<name>.json`` (fields overridden
    by ``overrides``) and its opening events."""
    data = load_scenario(SCENARIOS / f"{name}.json")
    data.update(overrides)
    state, _ = state_from_scenario(data)
    return state, state.start()


def of_type(events: list[Event], kind: type[E]) -> list[E]:
    return [e for e in events if isinstance(e, kind)]
