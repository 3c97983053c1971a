"""The command line's argument parser class, shared by ``voice-ono`` and its sub-commands' own parsers
(``voice-ono bench X``, ``voice-ono models X``), so that every bad option is reported the same way.

It imports nothing from voice_ono, so any layer that parses a sub-command's arguments may import it.
"""

from __future__ import annotations

import argparse
from typing import NoReturn


class Parser(argparse.ArgumentParser):
    """argparse, with a bad value reported in one line and a pointer to
    ``--help`` instead of the whole usage block (a screen reader would read
    every line of it): ``voice-ono bench bots: error text. See voice-ono bench bots --help.``

    ``error`` exits with status 2 (:meth:`argparse.ArgumentParser.exit`)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}. See {self.prog} --help.\n")
