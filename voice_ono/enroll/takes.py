"""An enrollment's takes on disk (its plan, private folders) and takes from WAV files."""
from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Collection, Protocol, Sequence

from voice_ono.speech.asr.profile.folders import profiles_dir

if TYPE_CHECKING:
    from voice_ono.speech.asr.recognizer import RecognitionResult


class TypedAnswer(Protocol):
    """A line typed instead of spoken (push-to-talk's ``TypedLine``): only its text, no audio."""

    @property
    def text(self) -> str: ...


class TakeInput(Protocol):
    """Where takes come from (:class:`voice_ono.session.speech_input.SpeechInput`, :class:`WavTakes`): each
    utterance's final result (with ``audio``), a typed line, or ``None`` when the input ends.  An input may
    also tell which file a result came from (``input_id``, ``path``, ...; read with ``getattr``)."""

    def next_result(self) -> RecognitionResult | TypedAnswer | None: ...

    def close(self) -> None: ...


PLAN_FILE = "plan.json"
"""In an enrollment's takes folder: ``{"takes": N}``, the takes of each phrase it was started with."""


def started_takes(name: str, root: Path | None = None) -> int | None:
    """The takes of each phrase an unfinished enrollment of profile ``name`` was started with (``None``: none
    started, or it did not say)."""
    folder = (Path(root) if root is not None else profiles_dir()) / name / "takes"
    try:
        n = json.loads((folder / PLAN_FILE).read_text(encoding="utf-8"))["takes"]
        return n if isinstance(n, int) and n > 0 else None
    except (OSError, ValueError, KeyError, TypeError):
        return None


def input_id(path: Path) -> str:
    """The id of an input file: the SHA-256 of its bytes (the same recording under another name is the same input).

    :raises OSError: the file cannot be read.
    """
    import hashlib

    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 16), b""):
            h.update(block)
    return h.hexdigest()


def make_private_dir(folder: Path) -> None:
    """Create ``folder`` (and its parents) readable by its owner only (0700), also when it exists already.

    :raises OSError: it cannot be made.
    """
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    folder.chmod(0o700)


class WavTakes:
    """Enrollment takes from WAV files, one take a file, telling which file each came from (``input_id``,
    ``path``) and leaving out the files an earlier session has used (``used``), so a resumed enrollment goes on
    where it stopped.

    File i is take i of the takes still missing (``one_take_each``): a file that does not exist, cannot be read or
    holds no utterance still gives a result (empty audio; ``missing_file`` and ``unreadable`` tell which), so the
    dialogue refuses that take and the next file stays bound to the next take; the files left after the last take
    are counted (``unused``).

    :param paths: the files, in the order asked.
    :param open_one: path -> an input giving that file's one result (``next_result()``, ``close()``), e.g.
        ``SpeechInput.from_wavs([path], recognizer, speaker, per_file=True)``; it may raise
        :class:`~voice_ono.speech.errors.AudioFormatError` for an unreadable file.
    :param used: input ids (:func:`input_id`) to leave out.
    """

    one_take_each = True
    """Each result is bound to one take of the plan: a refused take is not asked for again from the next file."""

    def __init__(self, paths: Sequence[Path], open_one: Callable[[Path], TakeInput], used: Collection[str] = ()) -> None:
        self._todo: list[tuple[Path, str]] = []
        for p in paths:
            try:
                key = input_id(p)
            except OSError:
                key = ""  # unreadable: open_one says so
            if key not in used:
                self._todo.append((Path(p), key))
        self._open_one = open_one
        self.input_id: str | None = None
        """The id of the file the last result came from."""
        self.path: Path | None = None
        """The file the last result came from."""
        self.unreadable = False
        """Whether the last file could not be read as a recording (its result has no audio)."""
        self.missing_file = False
        """Whether the last file does not exist (then ``unreadable`` too; ``open_one`` is not called)."""
        self.left_out = len(paths) - len(self._todo)
        """How many files were left out as used already."""

    def next_result(self) -> RecognitionResult | TypedAnswer | None:
        """The next file's one result (empty audio when it holds none), or ``None`` when no file is left."""
        from voice_ono.speech.asr.recognizer import RecognitionResult
        from voice_ono.speech.errors import AudioFormatError

        if not self._todo:
            return None
        path, key = self._todo.pop(0)
        self.path, self.input_id, self.unreadable = path, key or None, False
        self.missing_file = not path.exists()
        result = None
        if self.missing_file:
            self.unreadable = True  # the dialogue says the file does not exist
            return RecognitionResult.final_result("", "nothing", audio=b"")
        try:
            one = self._open_one(path)
        except AudioFormatError:
            self.unreadable = True  # said by open_one
        else:
            try:
                result = one.next_result()
            finally:
                one.close()
        if result is None:  # nothing in it: still this take's file (refused as nothing heard)
            result = RecognitionResult.final_result("", "nothing", audio=b"")
        return result

    @property
    def unused(self) -> int:
        """How many files are left (not given as a take yet): after the last take, the files not needed."""
        return len(self._todo)

    def close(self) -> None:
        """Nothing to release (each file's input is closed after its result)."""
