"""Compatibility shim: the player's text now lives in the Fluent catalog
(``voice_ono/locales/<lang>/*.ftl``), rendered by :mod:`voice_ono.narration`.

New strings: add a message to the ``.ftl`` file of its concern (kebab-case
id, ``$name`` placeables, selectors for plurals and agreement) and call
``voice_ono.narration.text(<message id>, name=value)``.

Old names still work for code written against this module: ``catalog.QUIT_ASK``
is the message ``quit-ask``, returned with its placeables as ``{name}`` so
that ``catalog.NEW_GAME_ASK.format(summary=...)`` still fills them in
(selectors take their default variant that way, so new code should call
``text()``).  A constant assigned below (for example by a branch merged
from before the catalog moved) is used as it is.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if not name.isupper():
        raise AttributeError(name)
    if name in ("HELP_SHORT", "HELP_CARDS"):  # intent names, not text: now in voice_ono.session.replies
        from voice_ono.session import replies

        return getattr(replies, name)
    from voice_ono.narration.catalog import MissingMessageError, catalog, placeholders

    msg_id = name.lower().replace("_", "-")
    try:
        return catalog().text(msg_id, **{v: "{" + v + "}" for v in placeholders(msg_id)})
    except MissingMessageError:
        raise AttributeError(f"voice_ono.catalog has no {name} (no message {msg_id!r} in the catalog)") from None
