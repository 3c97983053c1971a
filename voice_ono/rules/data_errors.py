"""Bad data given to the rules engine, reported as data: a catalog message id and its values, never an
English sentence.  The narration layer words it (:func:`voice_ono.narration.problem_text`, the
:class:`voice_ono.narration.Problem` shape).  Subclasses: an unknown card name
(:class:`voice_ono.rules.cards.UnknownCardError`), unknown rules or a bad option
(:class:`voice_ono.rules.ruleset.UnknownRulesError`), a table that does not fit the rules
(:class:`voice_ono.rules.errors.GameSetupError`), a game file that does not fit the schema
(:class:`voice_ono.rules.schema.GameFileError`)."""

from __future__ import annotations

from typing import Any


class DataError(ValueError):
    """``msg_id`` (a catalog message) and ``values`` (its variables, plain values or another
    :class:`DataError` worded first); ``detail`` is a library's own English words, for logs; ``fix_id`` is
    empty (the message says what to do).  ``str()`` is for logs and tracebacks only."""

    fix_id = ""

    def __init__(self, msg_id: str, *, detail: str = "", **values: Any) -> None:
        self.msg_id = msg_id
        self.detail = detail
        self.values: dict[str, Any] = values
        shown = ", ".join(f"{k}={v!r}" for k, v in values.items())
        super().__init__(f"{msg_id} [{shown}]" + (f" ({detail})" if detail else ""))
