"""The autosave of a :class:`voice_ono.session.loop.Session`: the game saved after every action (atomic), a
failing save said once and tried again, the game left for a new one kept beside, and the command line that
resumes the game.  The detail of an error goes to the log (:func:`log_detail`)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

from voice_ono.files import append_log, atomic_write_json, remove_stale_temps
from voice_ono.narration import text
from voice_ono.rules import GameState
from voice_ono.session.output import Output, note
from voice_ono.session.save import default_save_path, place_without_overwrite, save_data
from voice_ono.session.seated_game import SeatedGame


class Autosave:
    """The autosave of the game at ``game``, in ``path`` (None: no autosave, ``--no-autosave``); what it has
    to say goes through ``output``.  A temporary file left beside ``path`` by a save killed before its rename
    is removed at once."""

    def __init__(self, game: SeatedGame, output: Output, path: Path | None) -> None:
        self.game = game
        self.output = output
        self.path = path
        """The save file; None when autosave is off (from the start, or since a game could not be kept)."""
        self.failing = False
        """The last save failed: tried again on every action and at quit."""
        if path is not None:  # a save killed between its temporary file and the rename left one
            remove_stale_temps(Path(os.path.realpath(path)).parent)

    def save(self, *, announce: bool = True) -> bool:
        """Save the game (atomic); a finished game's save is removed.

        A save that fails never stops the game or loses the earlier save (the file is replaced only by a
        complete new one): the player hears once, in plain words, that the game could not be saved and
        where the saved game stands; the next action (and quitting) tries again, and a save that works
        again is said, with the cause in plain words (:func:`save_problem`: a full disk, a folder it may
        not write).  The detail (the error, the temporary file) goes to the log (:func:`log_detail`; on
        standard error, once, when the log cannot be written either).

        :param announce: say the failure (off when the caller says the outcome itself, e.g. on quitting).
        :returns: True when the game on disk is the game as it stands (or the finished game's save is
            removed); False without autosave or when saving failed.
        """
        if self.path is None:
            return False
        game = self.game
        try:
            if game.state.is_over:
                self.path.unlink(missing_ok=True)
            else:
                atomic_write_json(self.path, save_data(game.state, game.kinds, game.settings))
        except OSError as exc:  # never lose the game over a save problem
            log_detail(self.path.parent, f"could not autosave to {self.path}: {exc!r}")
            if announce and not self.failing:
                self.output.say(text("save-failed", earlier=self.earlier(), cause=save_problem(exc)))
            self.failing = True
            return False
        if self.failing:
            self.failing = False
            self.output.say(text("save-works-again"))
        return True

    def earlier(self) -> str:
        """``"yes"`` when a saved game is on disk (at an earlier position while saving fails), else ``"no"``."""
        try:
            return "yes" if self.path is not None and self.path.stat().st_size > 0 else "no"
        except OSError:
            return "no"

    def keep_previous(self, left: GameState) -> bool:
        """Before a new game replaces an unfinished save, copy it beside as
        ``<name>.previous.json`` (then ``.previous-2.json``, ...: a kept game
        is never overwritten or deleted; a misheard "no" or "yes" must not
        lose a game).  A game ``left`` with no moves yet is not kept (there
        is nothing to lose), and that is said.  When the copy fails, autosave
        is turned off so the old save is never overwritten.

        :returns: False when the copy failed (and autosave is now off).
        """
        if self.path is None or not self.path.exists():
            return True
        if not left.history:
            self.output.say(text("old-game-not-kept"))
            return True
        try:
            backup = place_without_overwrite(self.path, self.path, "previous", copy=True)
        except OSError as exc:
            self.output.say(text("could-not-keep", error=exc.strerror or exc))
            self.path = None
            return False
        self.output.say(text("kept-old-game", path=backup))
        return True

    def resume_command(self) -> str:
        """The command line that continues this saved game, quoted for a POSIX shell (a save path with a
        space or a quote pastes as one argument)."""
        import shlex

        if self.path is None or self.path == default_save_path():
            return "voice-ono play --resume"
        return shlex.join(["voice-ono", "play", "--resume", "--save-file", str(self.path)])


_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}
_DENIED = {errno.EACCES, errno.EPERM, errno.EROFS}


def save_problem(exc: OSError) -> str:
    """Why a file could not be written, for the player's one line (the ``cause`` of ``save-failed``):
    ``"full"`` (no space left, over quota), ``"denied"`` (no permission, a read-only file system) or
    ``"other"``."""
    if exc.errno in _FULL:
        return "full"
    return "denied" if exc.errno in _DENIED else "other"


_SAID_ON_STDERR: set[str] = set()
"""Details already printed on stderr because no log could be written (each is printed once, not on every
move's failed save)."""


def log_detail(folder: Path, message: str) -> None:
    """Keep the complete ``message`` of an error (STYLE.md convention 4) in ``voice-ono.log``
    (:func:`voice_ono.files.append_log`: beside the save, else in the user log folder).  When no log can be
    written (a full disk), the detail is printed once on standard error instead, so it is never silently lost
    (issue 19 item 15)."""
    if append_log(folder, message) is None and message not in _SAID_ON_STDERR:
        _SAID_ON_STDERR.add(message)
        note(text("log-unwritable", detail=message))


