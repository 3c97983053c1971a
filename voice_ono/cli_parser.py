"""The command line's argument parser class: every parser of the one ``voice-ono`` tree (the command, its
sub-commands and their own sub-commands, ``voice-ono bench asr``, ``voice-ono models download``) is a
:class:`Parser`, so every bad option is reported the same way, in one line from the catalog.

A sub-command whose options live beside heavy code (a benchmark) is added with ``load=``: its options are
added only when that sub-command is the one parsed (or asked for ``--help``), so ``voice-ono play`` never
imports the benchmarks.
"""

from __future__ import annotations

import argparse
from typing import Any, Callable, NoReturn


class Parser(argparse.ArgumentParser):
    """argparse, with a bad value reported in one line and a pointer to
    ``--help`` instead of the whole usage block (a screen reader would read
    every line of it): ``voice-ono bench bots: error text. See voice-ono bench bots --help.``
    (catalog message ``cli-error``; the error text itself is argparse's, or a
    catalog message given by the caller).

    :param load: called once with this parser just before it first parses
        (``--help`` included), to add the options of a sub-command whose code
        is imported only when it runs.

    ``error`` exits with status 2 (:meth:`argparse.ArgumentParser.exit`)."""

    def __init__(self, *args: Any, load: Callable[[Parser], None] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._load = load

    def load_arguments(self) -> None:
        """Add the lazily loaded options now (once)."""
        load, self._load = self._load, None
        if load is not None:
            load(self)

    def parse_known_args(self, *args: Any, **kwargs: Any) -> Any:
        self.load_arguments()
        return super().parse_known_args(*args, **kwargs)

    def format_help(self) -> str:
        self.load_arguments()
        return super().format_help()

    def error(self, message: str) -> NoReturn:
        from voice_ono.narration import text  # only now: `voice-ono --version` loads no catalog

        self.exit(2, text("cli-error", prog=self.prog, error=message.rstrip(".")) + "\n")
