"""The command line's argument parser class: every parser of the one ``voice-ono`` tree (the command, its
sub-commands and their own sub-commands, ``voice-ono bench asr``, ``voice-ono models download``) is a
:class:`Parser`, so every bad option is reported the same way, in one line from the catalog.

Every text of the command line comes from the catalog (``locales/<lang>/cli-help.ftl``): a ``help=`` or
``description=`` is a catalog message id, worded when the help is formatted (so ``voice-ono --version`` loads
no catalog), and argparse's own texts ("usage:", "invalid choice", "the following arguments are
required", "options", ...) are mapped to catalog messages through argparse's translation hook: argparse
marks them for gettext and calls its module-level ``_``/``ngettext`` (``from gettext import gettext as _,
ngettext``), so :data:`ARGPARSE_MESSAGES` maps each gettext msgid (argparse's English text, the key gettext
itself would look up) to a catalog id, and :func:`catalog_argparse` installs that lookup as argparse's
``_``/``ngettext`` only while one of these parsers parses or formats.  A ``.po``/``.mo`` domain would be a
second catalog in another format, and parsing argparse's formatted English back (in ``error``) would break
on every placeholder.  A msgid not mapped (a newer Python's new text) is shown as argparse words it.
A help text that is not a catalog id (the benchmarks' options, developer tooling) is shown as given.

A sub-command whose options live beside heavy code (a benchmark) is added with ``load=``: its options are
added only when that sub-command is the one parsed (or asked for ``--help``), so ``voice-ono play`` never
imports the benchmarks.
"""

from __future__ import annotations

import argparse
import re
from contextlib import contextmanager
from typing import Any, Callable, Iterator, Mapping, NoReturn

#: argparse's gettext msgids (its English texts, Python 3.11 to 3.13) -> (catalog id, the %-placeholders the
#: catalog message receives as ``$name`` and gives back for argparse to fill in).
ARGPARSE_MESSAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "usage: ": ("cli-usage", ()),
    "positional arguments": ("cli-positional-arguments", ()),
    "options": ("cli-options", ()),
    "show this help message and exit": ("cli-help-help", ()),
    "show program's version number and exit": ("cli-help-version", ()),
    "argument %(argument_name)s: %(message)s": ("cli-argument-error", ("argument_name", "message")),
    "invalid choice: %(value)r (choose from %(choices)s)": ("cli-invalid-choice", ("value!r", "choices")),
    "invalid %(type)s value: %(value)r": ("cli-invalid-value", ("type", "value!r")),
    "expected one argument": ("cli-expected-one", ()),
    "expected at most one argument": ("cli-expected-at-most-one", ()),
    "expected at least one argument": ("cli-expected-at-least-one", ()),
    "the following arguments are required: %s": ("cli-required", ("args",)),
    "unrecognized arguments: %s": ("cli-unrecognized", ("args",)),
    "ambiguous option: %(option)s could match %(matches)s": ("cli-ambiguous", ("option", "matches")),
    "not allowed with argument %s": ("cli-not-allowed-with", ("args",)),
    "one of the arguments %s is required": ("cli-one-required", ("args",)),
    "ignored explicit argument %r": ("cli-ignored-explicit", ("args!r",)),
}
_MESSAGE_ID = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)+")  # a catalog id: kebab-case

#: ``ngettext`` msgids (singular form) -> catalog id; the message gets ``$count`` (the number, for the plural
#: selector) and ``$number`` (the ``%s`` argparse fills in).
ARGPARSE_PLURALS: dict[str, str] = {"expected %s argument": "cli-expected-n"}


def _placeholder(name: str) -> str:
    """``"value!r"`` -> ``%(value)r``; ``"args"`` -> ``%s``; ``"args!r"`` -> ``%r``; ``"type"`` -> ``%(type)s``."""
    key, _, conversion = name.partition("!")
    if key == "args":
        return f"%{conversion or 's'}"
    return f"%({key}){conversion or 's'}"


def argparse_text(msgid: str) -> str:
    """argparse's text ``msgid`` from the catalog (:data:`ARGPARSE_MESSAGES`), with argparse's own
    %-placeholders left in for it to fill; an unmapped msgid (or ``None``) is returned as it is."""
    if msgid not in ARGPARSE_MESSAGES:
        return msgid
    from voice_ono.narration import text

    msg_id, names = ARGPARSE_MESSAGES[msgid]
    return text(msg_id, **{n.partition("!")[0]: _placeholder(n) for n in names})


def argparse_ntext(singular: str, plural: str, n: int) -> str:
    """argparse's ``ngettext``: the plural form for ``n`` from the catalog (:data:`ARGPARSE_PLURALS`)."""
    if singular not in ARGPARSE_PLURALS:
        return singular if n == 1 else plural
    from voice_ono.narration import text

    return text(ARGPARSE_PLURALS[singular], count=n, number="%s")


@contextmanager
def catalog_argparse() -> Iterator[None]:
    """argparse's own texts come from the catalog while this block runs (re-entrant; restored after)."""
    saved = getattr(argparse, "_"), getattr(argparse, "ngettext")
    setattr(argparse, "_", argparse_text)
    setattr(argparse, "ngettext", argparse_ntext)
    try:
        yield
    finally:
        setattr(argparse, "_", saved[0])
        setattr(argparse, "ngettext", saved[1])


def help_text(given: str | None, values: Mapping[str, object] | None = None) -> str | None:
    """A help or description as shown: the catalog message when ``given`` is a catalog id (or one of
    argparse's texts; ``values`` are its placeholders' values), else ``given`` itself (developer tooling's
    English; ``argparse.SUPPRESS`` too)."""
    if not given or not _MESSAGE_ID.fullmatch(given):  # a version string, a tool's English
        return argparse_text(given) if given else given
    from voice_ono.narration.catalog import catalog

    if catalog().bundle.has_message(given):
        return catalog().text(given, **(values or {}))
    return argparse_text(given)


class CatalogHelpFormatter(argparse.HelpFormatter):
    """argparse's help formatter, with help texts, descriptions and section headings worded from the catalog
    (:func:`help_text`; a catalog help text may use argparse's ``%(default)s``, so a percent sign is ``%%``;
    an option's ``help_values`` attribute, set with :func:`help_values`, fills the message's placeholders)."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        return help_text(action.help, getattr(action, "help_values", None))

    def start_section(self, heading: str | None) -> None:
        super().start_section(help_text(heading))

    def add_text(self, text: str | None) -> None:
        super().add_text(help_text(text))


def help_values(action: argparse.Action, **values: object) -> argparse.Action:
    """Give the catalog help text of ``action`` (an ``add_argument`` result) these placeholder values;
    returns ``action``."""
    setattr(action, "help_values", values)
    return action


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
        kwargs.setdefault("formatter_class", CatalogHelpFormatter)
        super().__init__(*args, **kwargs)
        self._load = load

    def load_arguments(self) -> None:
        """Add the lazily loaded options now (once)."""
        load, self._load = self._load, None
        if load is not None:
            load(self)

    def parse_known_args(self, *args: Any, **kwargs: Any) -> Any:
        self.load_arguments()
        with catalog_argparse():
            return super().parse_known_args(*args, **kwargs)

    def format_help(self) -> str:
        self.load_arguments()
        with catalog_argparse():
            return super().format_help()

    def format_usage(self) -> str:
        with catalog_argparse():
            return super().format_usage()

    def error(self, message: str) -> NoReturn:
        from voice_ono.narration import text  # only now: `voice-ono --version` loads no catalog

        self.exit(2, text("cli-error", prog=self.prog, error=message.rstrip(".")) + "\n")
