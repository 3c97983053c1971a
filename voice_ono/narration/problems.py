"""Faults reported as data by the layers above (the speech layer's errors: a message id, a fix id and their
values, :class:`voice_ono.speech.errors.SpeechError`), worded from the catalog.  This module sees them only
through the :class:`Problem` shape, so narration imports nothing from the speech layer."""

from __future__ import annotations

from typing import Mapping, Protocol, TypeGuard

from voice_ono.narration.catalog import text


class Problem(Protocol):
    """What an error carries for the player: catalog ids and their values, and a library's own words."""

    @property
    def msg_id(self) -> str: ...

    @property
    def fix_id(self) -> str: ...

    @property
    def detail(self) -> str: ...

    @property
    def values(self) -> Mapping[str, object]: ...


def problem_text(problem: Problem, verbose: bool = False) -> str:
    """One line: what happened and, when there is one, the fix (a value that is itself a :class:`Problem`,
    such as the cause inside ``file-bad-game``, is worded first); with ``verbose``, the library's own
    words for the fault are added in brackets (untranslated).

    :raises voice_ono.narration.MissingMessageError: an id is not in the catalog.
    """
    values = {k: problem_text(v) if _is_problem(v) else v for k, v in problem.values.items()}
    said = text(problem.msg_id, **values)
    if problem.fix_id:
        said = f"{said} {text(problem.fix_id, **values)}"
    if verbose and problem.detail:
        said = f"{said} ({problem.detail})"
    return said


def _is_problem(value: object) -> TypeGuard[Problem]:
    """Whether ``value`` has the :class:`Problem` shape (it carries a message id: the errors of the package that
    do carry the rest of the shape)."""
    return isinstance(getattr(value, "msg_id", None), str)


def error_text(exc: BaseException) -> str:
    """An error for the player: worded from the catalog when it is a :class:`Problem` (it carries a message
    id: the speech layer's errors, game-file, card, rule-option and game set-up errors), else its own
    one-line text."""
    if _is_problem(exc):
        return problem_text(exc)
    return str(exc)
