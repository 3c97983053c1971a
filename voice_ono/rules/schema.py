"""One JSON Schema for the game files: scenario files and saved games.

``$defs/game`` is a game position (the scenario schema of docs/scenario.md,
which is also the ``state`` of a save, plus engine internals); ``$defs/save``
is the autosave envelope around it.  Files are validated once, here, with
the ``jsonschema`` library (Draft 2020-12); what a schema cannot say (one
entry per player, a total below the bust line) is checked by
:func:`voice_ono.rules.scenario.build_game`.
"""

from __future__ import annotations

import json
from functools import lru_cache

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match

from voice_ono.rules.cards import Card
from voice_ono.rules.data_errors import DataError
from voice_ono.rules.outcome import Termination
from voice_ono.rules.ruleset import TOKENS_MOST

SAVE_VERSION = 1
"""Format version of the autosave file."""

SEED_MAX = 2**32 - 1
"""Seeds run from 0 to this, on the command line (``--seed``) and in game files alike."""

ROUND_MOST = 1_000_000
"""The highest round number a game file may hold (``round``, 1 to this)."""

COUNT_MOST = 10**9
"""The highest score, seat, play or draw count a game file may hold (from 0); ``tokens`` run from 0 to
:data:`voice_ono.rules.ruleset.TOKENS_MOST`."""

TOTAL_LEAST = -1_000_000
"""The lowest total a game file may hold (in rules that allow negative totals; R-80-NEG)."""

_CARDS = {"type": "array", "items": {"$ref": "#/$defs/card"}}
_FLAGS = {"type": "array", "items": {"type": "boolean"}}
_COUNT = {"type": "integer", "minimum": 0, "maximum": COUNT_MOST}
_COUNTS = {"type": "array", "items": _COUNT}
_TOKENS = {"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": TOKENS_MOST}}
_SEAT = _COUNT
_MAYBE_SEAT = {"type": ["integer", "null"], "minimum": 0, "maximum": COUNT_MOST}

_CARD = {"enum": [c.value for c in Card]}

SCHEMA: dict[str, object] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://voice-ono.invalid/schema/game-files.json",
    "$defs": {
        "card": _CARD,
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
                "total": {"type": "integer", "minimum": TOTAL_LEAST},
                "direction": {"enum": [1, -1]},
                "turn": _SEAT,
                "pending_play2": {"type": "boolean"},
                "plays_left": _COUNT,
                "seed": {"type": ["integer", "null"], "minimum": 0, "maximum": SEED_MAX},
                "dealer": _MAYBE_SEAT,
                "eliminated": _FLAGS,
                "out_of_game": _FLAGS,
                "put_out": _FLAGS,
                "tokens": _TOKENS,
                "scores": _COUNTS,
                "round": {"type": "integer", "minimum": 1, "maximum": ROUND_MOST},
                "revealed": {"type": "object", "propertyNames": {"pattern": "^[0-9]+$"},
                             "additionalProperties": _CARDS},
                "last_to_play": _MAYBE_SEAT,
                "last_played": {"type": "array", "items": {"type": "integer", "minimum": -1,
                                                           "maximum": COUNT_MOST}},
                "outcome": {"oneOf": [
                    {"type": "null"},
                    {"type": "object", "required": ["winner", "termination"],
                     "properties": {"winner": _SEAT,
                                    "termination": {"enum": [t.value for t in Termination]}}},
                ]},
                "history": {"type": "array", "items": {"type": "string"}},
                "pending_draw": _MAYBE_SEAT,
                "pending_draw_count": _COUNT,
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
                        "bots": _COUNT,
                        "humans": _COUNT,
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


class GameFileError(DataError):
    """A scenario or save file that does not fit the schema, as data: ``msg_id`` names the fault (a catalog
    message, ``locales/<lang>/files.ftl``, worded by :func:`voice_ono.narration.problem_text`), ``values``
    its values: ``file`` (``"scenario"`` or ``"save"``), ``field`` (the JSON path, e.g. ``hands[0][1]``;
    ``""`` for the whole file) and what the fault needs.  ``detail`` is jsonschema's own English message,
    for logs.  ``str()`` is for logs and tracebacks only."""


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


def _value(value: object) -> dict[str, str]:
    """A wrong value's message values: ``value`` as the file has it (JSON), and ``shown`` ``"yes"``, or
    ``"no"`` for a list or an object (too long to say)."""
    if isinstance(value, (dict, list)):
        return {"value": "", "shown": "no"}
    shown = json.dumps(value)  # ASCII: a control or invisible character is written as its \\u escape
    if len(shown) > _SHOWN_MOST:  # a huge string or number: its start is enough to find it
        shown = shown[: _SHOWN_MOST - 3] + "..."
    return {"value": shown, "shown": "yes"}


_SHOWN_MOST = 60
"""The most characters of a wrong value said in a message (:func:`_value`)."""


def describe(error: ValidationError, file: str = "scenario") -> GameFileError:
    """One schema error as data: a ``file-*`` message id and its values (see :class:`GameFileError`).

    Fields: ``file``, ``field``; and ``value`` (the wrong value as JSON) with ``shown`` (``"no"`` for a list
    or an object), ``allowed``, ``types`` (JSON type names joined by ``-``), ``minimum`` or ``cards`` as
    the fault needs.
    """
    where = _where(error)
    value = error.instance
    detail = str(error.message)
    if error.validator == "required":
        missing = detail.split("'")[1] if "'" in detail else detail
        return GameFileError("file-field-missing", detail=detail, file=file,
                             field=(where + "." if where else "") + missing)
    if error.validator == "enum" and error.schema == _CARD:
        return GameFileError("file-unknown-card", detail=detail, file=file, field=where, **_value(value),
                             cards=", ".join(c.value for c in Card))
    if error.validator in ("enum", "const"):
        allowed = error.validator_value if error.validator == "enum" else [error.validator_value]
        return GameFileError("file-one-of", detail=detail, file=file, field=where, **_value(value),
                             allowed=", ".join(json.dumps(a) for a in allowed))
    if error.validator == "type":
        kinds = error.validator_value if isinstance(error.validator_value, list) else [error.validator_value]
        return GameFileError("file-wrong-type", detail=detail, file=file, field=where, **_value(value),
                             types="-".join(map(str, kinds)))
    if error.validator == "maximum":  # "scenario: round=1000000000000000000000000000000 is out of range; ..."
        low = error.schema.get("minimum", "") if isinstance(error.schema, dict) else ""
        return GameFileError("file-bad-game", detail=detail, file=file, field=where,
                             error=DataError("cli-out-of-range", value=f"{where}={_value(value)['value']}",
                                             low=str(low), high=str(error.validator_value), unit=""))
    if error.validator == "minimum":
        return GameFileError("file-below-minimum", detail=detail, file=file, field=where, **_value(value),
                             minimum=error.validator_value)
    return GameFileError("file-field-invalid", detail=detail, file=file, field=where, **_value(value))


def validate(data: object, kind: str, file: str) -> None:
    """Check ``data`` against ``$defs/<kind>`` (``"game"`` or ``"save"``).

    :param file: which file it is, ``"scenario"`` or ``"save"`` (the message's ``file`` value).
    :raises GameFileError: naming the first wrong field, e.g. ``file-unknown-card`` with
        ``field="hands[0][1]"``, ``value='"minus11"'``.
    """
    error = best_match(_validator(kind).iter_errors(data))
    if error is not None:
        raise describe(error, file)


LONGEST_WHOLE_NUMBER = 100
"""Digits of the longest whole number a game file's JSON is read with (:func:`json_int`)."""


def json_int(digits: str) -> int | float:
    """``json.loads(..., parse_int=json_int)``: a whole number as ``int``, but one longer than
    :data:`LONGEST_WHOLE_NUMBER` digits as an infinite float, which the schema then refuses by its field
    ("must be a whole number"), instead of Python's own limit on converting long digit strings (4,300 digits:
    a ``ValueError`` naming neither the file nor the field)."""
    if len(digits.lstrip("-")) > LONGEST_WHOLE_NUMBER:
        return float("-inf") if digits.startswith("-") else float("inf")
    return int(digits)

