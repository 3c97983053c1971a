"""One JSON Schema for the game files: scenario files and saved games.

``$defs/game`` is a game position (the scenario schema of docs/scenario.md,
which is also the ``state`` of a save, plus engine internals); ``$defs/save``
is the autosave envelope around it.  Files are validated once, here, with
the ``jsonschema`` library (Draft 2020-12); what a schema cannot say (one
entry per player, a total below the bust line) is checked by
:func:`voice_ono.rules.scenario.build_game`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Mapping

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match

from voice_ono.rules.cards import Card
from voice_ono.rules.outcome import Termination

SAVE_VERSION = 1
"""Format version of the autosave file."""

_CARDS = {"type": "array", "items": {"$ref": "#/$defs/card"}}
_FLAGS = {"type": "array", "items": {"type": "boolean"}}
_COUNTS = {"type": "array", "items": {"type": "integer", "minimum": 0}}
_SEAT = {"type": "integer", "minimum": 0}
_MAYBE_SEAT = {"type": ["integer", "null"], "minimum": 0}

SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://voice-ono.invalid/schema/game-files.json",
    "$defs": {
        "card": {"enum": [c.value for c in Card]},
        "game": {
            "type": "object",
            "required": ["players", "hands"],
            "properties": {
                "description": {"type": "string"},
                "rules": {"type": "string"},
                "options": {"type": "object"},
                "players": {"type": "array", "minItems": 1,
                            "items": {"type": "string", "minLength": 1}},
                "kinds": {"type": "array", "items": {"type": "string"}},
                "hands": {"type": "array", "items": _CARDS},
                "draw_pile": _CARDS,
                "discard_pile": _CARDS,
                "total": {"type": "integer"},
                "direction": {"enum": [1, -1]},
                "turn": _SEAT,
                "pending_play2": {"type": "boolean"},
                "plays_left": {"type": "integer", "minimum": 0},
                "seed": {"type": ["integer", "null"]},
                "dealer": _MAYBE_SEAT,
                "eliminated": _FLAGS,
                "out_of_game": _FLAGS,
                "put_out": _FLAGS,
                "tokens": _COUNTS,
                "scores": _COUNTS,
                "round": {"type": "integer", "minimum": 1},
                "revealed": {"type": "object", "propertyNames": {"pattern": "^[0-9]+$"},
                             "additionalProperties": _CARDS},
                "last_to_play": _MAYBE_SEAT,
                "last_played": {"type": "array", "items": {"type": "integer", "minimum": -1}},
                "outcome": {"oneOf": [
                    {"type": "null"},
                    {"type": "object", "required": ["winner", "termination"],
                     "properties": {"winner": _SEAT,
                                    "termination": {"enum": [t.value for t in Termination]}}},
                ]},
                "history": {"type": "array", "items": {"type": "string"}},
                "pending_draw": _MAYBE_SEAT,
                "pending_draw_count": {"type": "integer", "minimum": 0},
                "ono_extra_played": {"type": "boolean"},
                "started": {"type": "boolean"},
                "rng_state": {"oneOf": [
                    {"type": "null"},
                    {"type": "array", "prefixItems": [
                        {"type": "integer"},
                        {"type": "array", "items": {"type": "integer", "minimum": 0}},
                        {"type": ["number", "null"]},
                    ], "minItems": 3, "maxItems": 3},
                ]},
            },
        },
        "save": {
            "type": "object",
            "required": ["version", "state", "kinds", "settings"],
            "properties": {
                "format": {"const": "voice-ono save"},
                "version": {"const": SAVE_VERSION},
                "state": {"$ref": "#/$defs/game"},
                "kinds": {"type": "array", "items": {"type": "string"}},
                "settings": {
                    "type": "object",
                    "required": ["bots", "humans", "difficulty", "rules"],
                    "properties": {
                        "bots": {"type": "integer", "minimum": 0},
                        "humans": {"type": "integer", "minimum": 0},
                        "difficulty": {"type": "string"},
                        "rules": {"type": "string"},
                        "options": {"type": "object"},
                        "hints": {"type": "boolean"},
                    },
                },
            },
        },
    },
}


class GameFileError(ValueError):
    """A scenario or save file that does not fit the schema.  The message
    names the first wrong field and what it must be."""


@lru_cache(maxsize=None)
def _validator(kind: str) -> Draft202012Validator:
    Draft202012Validator.check_schema(SCHEMA)
    return Draft202012Validator({"$ref": f"#/$defs/{kind}", **SCHEMA})


def _where(error: ValidationError) -> str:
    """``hands[0][1]``, ``state.total``: the JSON path of a wrong value."""
    out = ""
    for part in error.absolute_path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def describe(error: ValidationError) -> str:
    """A short, plain sentence for one schema error."""
    where = _where(error)
    field = f"field {where!r}" if where else "file"
    value = error.instance
    if error.validator == "required":
        missing = str(error.message).split("'")[1] if "'" in error.message else error.message
        return f"field {(where + '.' if where else '') + missing!r} is missing"
    if error.validator == "enum" and error.schema == SCHEMA["$defs"]["card"]:
        return f"{field}: unknown card {value!r}; valid names: {', '.join(c.value for c in Card)}"
    if error.validator in ("enum", "const"):
        allowed = error.validator_value if error.validator == "enum" else [error.validator_value]
        return f"{field} must be one of {', '.join(map(repr, allowed))}, not {value!r}"
    if error.validator == "type":
        kinds = error.validator_value if isinstance(error.validator_value, list) else [error.validator_value]
        shown = "" if isinstance(value, (dict, list)) else f", not {value!r}"
        return f"{field} must be {' or '.join(_TYPE_WORDS.get(k, str(k)) for k in kinds)}{shown}"
    if error.validator == "minimum":
        return f"{field} must be at least {error.validator_value}, not {value!r}"
    return f"{field}: {error.message}"


_TYPE_WORDS = {"integer": "a whole number", "boolean": "true or false", "string": "text",
               "array": "a list", "object": "a JSON object", "null": "null", "number": "a number"}


def validate(data: Mapping[str, Any] | Any, kind: str, what: str) -> None:
    """Check ``data`` against ``$defs/<kind>`` (``"game"`` or ``"save"``).

    :param what: how the file is named in the message (``"scenario"``).
    :raises GameFileError: naming the first wrong field, e.g.
        ``scenario field 'hands[0][1]': unknown card 'minus11'; valid names: ...``.
    """
    error = best_match(_validator(kind).iter_errors(data))
    if error is not None:
        raise GameFileError(f"{what} {describe(error)}")
