"""Speaker protocol, errors, and the speakers that need no engine
(print, record, fan-out).

Every speaker implements :class:`Speaker`. The session layer says each
narrated sentence group through one speaker and asks
:meth:`Speaker.is_speaking` to gate the microphone (half-duplex).
"""

from __future__ import annotations

import contextlib
import sys
import threading
from pathlib import Path
from typing import Protocol, TextIO, TypeVar, runtime_checkable

from ..errors import SpeechError

#: Modes accepted by :func:`voice_ono.speech.tts.make_speaker`.
SPEAKER_MODES = ("speech", "screen-reader", "print")

class SpeechUnavailableError(SpeechError, RuntimeError):
    """The TTS engine could not start: a ``tts-*`` message id (what is missing), a fix id (may be ``""``
    when none is known) and values, worded by :func:`voice_ono.narration.problem_text`."""


class VoiceNotFoundError(SpeechError, ValueError):
    """``--voice`` matched no installed voice (``voice-not-found``) or several (``voice-ambiguous``); the
    values list some that exist."""


@runtime_checkable
class Speaker(Protocol):
    """Something that says lines of text to the user."""

    def say(self, text: str, *, interrupt: bool = False) -> None:
        """Queue ``text`` (one sentence group). ``interrupt=True`` first cuts
        current and queued speech (a new turn makes old speech stale)."""

    def stop(self) -> None:
        """Cut the current utterance (where the backend allows) and drop queued ones."""

    def wait(self, timeout: float | None = None) -> bool:
        """Block until every queued line is done; ``timeout`` in seconds.
        Returns True if drained, False on timeout."""

    def is_speaking(self) -> bool:
        """True while a line is queued or being spoken (half-duplex mic gating)."""

    def close(self) -> None:
        """Stop speaking and release the backend. Safe to call twice."""


# --------------------------------------------------------------------------
# Plain speakers
# --------------------------------------------------------------------------


class _InstantSpeaker:
    """Base for speakers that finish each line inside :meth:`say`:
    nothing is ever pending, so stop/wait/is_speaking/close are trivial."""

    def stop(self) -> None:
        """Nothing to cut: each line is done when say() returns."""

    def wait(self, timeout: float | None = None) -> bool:
        return True

    def is_speaking(self) -> bool:
        return False

    def close(self) -> None:
        pass


class PrintSpeaker(_InstantSpeaker):
    """Print each line as plain text: no colour, no box drawing.

    Used for ``--no-speech`` and ``--screen-reader`` (the user's screen reader
    reads the printed lines). One :meth:`say` call prints one line and flushes,
    so a screen reader announces it at once. Newlines inside ``text`` are
    folded to spaces to keep one sentence group per line.

    :param stream: text stream to print to (default: ``sys.stdout`` at call time).
    """

    def __init__(self, stream: TextIO | None = None) -> None:
        self._stream = stream

    @property
    def stream(self) -> TextIO:
        return self._stream if self._stream is not None else sys.stdout

    def say(self, text: str, *, interrupt: bool = False) -> None:
        line = " ".join(str(text).split())
        if not line:
            return
        print(line, file=self.stream, flush=True)

    def close(self) -> None:
        """Flush the stream; the stream itself is not closed (it is not ours)."""
        with contextlib.suppress(Exception):
            self.stream.flush()


class RecorderSpeaker(_InstantSpeaker):
    """Record every line said, for tests that assert what the user heard.

    :ivar lines: every non-empty line passed to :meth:`say`, in order.
    :ivar interrupts: how many times speech was cut (``stop()`` or
        ``say(..., interrupt=True)``).
    :param path: optional text file; each line is appended to it as said
        (UTF-8, one line per :meth:`say`).
    """

    def __init__(self, path: str | Path | None = None) -> None:
        self.lines: list[str] = []
        self.interrupts = 0
        self.path = Path(path) if path is not None else None

    def say(self, text: str, *, interrupt: bool = False) -> None:
        if interrupt:
            self.stop()
        line = " ".join(str(text).split())
        if not line:
            return
        self.lines.append(line)
        if self.path is not None:
            with self.path.open("a", encoding="utf-8") as f:
                f.write(line + "\n")

    def stop(self) -> None:
        self.interrupts += 1

    def clear(self) -> None:
        """Forget recorded lines (e.g. between test steps)."""
        self.lines.clear()
        self.interrupts = 0


class TeeSpeaker:
    """Fan each call out to several speakers (e.g. speak aloud AND log).

    :meth:`is_speaking` is True if any speaker is speaking; :meth:`wait`
    waits for each in turn, sharing one ``timeout`` budget (seconds).
    """

    def __init__(self, *speakers: Speaker) -> None:
        self.speakers: tuple[Speaker, ...] = speakers

    def say(self, text: str, *, interrupt: bool = False) -> None:
        for s in self.speakers:
            s.say(text, interrupt=interrupt)

    def stop(self) -> None:
        for s in self.speakers:
            s.stop()

    def wait(self, timeout: float | None = None) -> bool:
        import time

        deadline = None if timeout is None else time.monotonic() + timeout
        ok = True
        for s in self.speakers:
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            ok = s.wait(left) and ok
        return ok

    def is_speaking(self) -> bool:
        return any(s.is_speaking() for s in self.speakers)

    def adjust(self, *, rate: float | None = None, volume: float | None = None) -> None:
        """Pass a rate/volume change to every speaker that can take one."""
        for s in self.speakers:
            if hasattr(s, "adjust"):
                s.adjust(rate=rate, volume=volume)

    def play_earcon(self) -> bool:
        """Play the "speak now" tone on the speakers that can; True if any could."""
        played = False
        for s in self.speakers:
            if hasattr(s, "play_earcon"):
                s.play_earcon()
                played = True
        return played

    def close(self) -> None:
        for s in self.speakers:
            s.close()


_T = TypeVar("_T")


class _ThreadedSpeaker:
    """Shared by speakers with a worker thread: ``_cond`` guards ``_pending``,
    the number of lines queued or being spoken."""

    _cond: "threading.Condition"
    _pending: int

    def wait(self, timeout: float | None = None) -> bool:
        """Block until every queued line is done; ``timeout`` in seconds.

        :returns: True if drained, False if ``timeout`` passed first.
        """
        with self._cond:
            return self._cond.wait_for(lambda: self._pending == 0, timeout)

    def is_speaking(self) -> bool:
        """True from :meth:`say` until the line has finished playing."""
        with self._cond:
            return self._pending > 0

    def close(self, timeout: float = 5.0) -> None:  # pragma: no cover - overridden
        raise NotImplementedError

    def __enter__(self: _T) -> _T:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
