"""The one entry point from what a player said or typed to what it comes to: :func:`interpret`.

Parse in context, then resolve (as python-chess's ``Board.parse_san`` reads a move on its board): the text
is parsed on the session's grammar once (or the command an input source already parsed is taken as it is),
and an action command is resolved against the player's :class:`~voice_ono.rules.PlayerView`
(:func:`voice_ono.commands.resolve.resolve`).  Typed and spoken input take the same path; the acceptance
policy has already decided a spoken phrase, with the hand as context, where it was heard
(``voice_ono.session.speech_input.heard_from_result``).
"""

from __future__ import annotations

from typing import Protocol

from voice_ono.commands.grammar import Grammar, load_grammar
from voice_ono.commands.parse import UnknownCommandError, parse_command
from voice_ono.commands.resolve import Resolution, Understood, resolve
from voice_ono.commands.types import Command
from voice_ono.rules import PlayerView


class Said(Protocol):
    """What an input source hands over: the phrase or typed line, and its command when the source has
    parsed it already (``voice_ono.session.prompt.Heard`` is one)."""

    @property
    def text(self) -> str:
        """The phrase heard or the line typed (``""``: nothing)."""
        ...

    @property
    def command(self) -> Command | None:
        """The command :attr:`text` means, when already parsed (a recogniser's phrase); else None."""
        ...


def command_of(said: Said | str, grammar: Grammar | None = None) -> Command:
    """The command of ``said``: the one it carries, else its text parsed on ``grammar`` (default: the
    language's, :func:`~voice_ono.commands.grammar.load_grammar`) by
    :func:`~voice_ono.commands.parse.parse_command`.

    :raises UnknownCommandError: nothing was said, or the text is not a phrase of the grammar.
    """
    if isinstance(said, str):
        text, command = said, None
    else:
        text, command = said.text, said.command
    if command is not None:
        return command
    if not text:
        raise UnknownCommandError("")
    return parse_command(text, grammar or load_grammar())


def interpret(view: PlayerView | None, said: Said | str, grammar: Grammar | None = None) -> Resolution:
    """What ``said`` (a ``Heard``, or a typed line) comes to for the player of ``view``: parsed once
    (:func:`command_of`), then an action command resolved (:func:`~voice_ono.commands.resolve.resolve`).

    :param view: the :class:`~voice_ono.rules.PlayerView` of the player whose command it is; None when there is
        none (no human seat): nothing is resolved.
    :param grammar: the grammar to parse on (default: the language's).
    :returns: :class:`~voice_ono.commands.resolve.Resolved`, ``Clarify`` or ``Refused`` for a play, discard or
        draw (with ``command``); :class:`~voice_ono.commands.resolve.Understood` for any other command, or for
        an action without ``view``.
    :raises UnknownCommandError: nothing was said, or the text is not a phrase of the grammar.
    """
    command = command_of(said, grammar)
    if not command.is_action or view is None:
        return Understood(command)
    return resolve(command, view)
