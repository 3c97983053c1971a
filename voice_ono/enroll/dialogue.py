"""``voice-ono enroll``: the spoken enrollment dialogue that records a player's takes and builds their profile.

The dialogue asks for each phrase of :data:`ENROLL_PHRASES` a few times
("12 of 46. Say: seven."), spoken and printed through the same speaker as
play, and takes each answer from the same input layer as play
(:class:`voice_ono.session.speech_input.SpeechInput`: microphone or WAV files, the same
endpointing).  Each take is checked (:func:`check_take`: nothing heard, too
quiet, clipped) and asked for again when it fails.  Good takes are written
at once to ``takes/`` in the profile's folder with a ``manifest.jsonl`` in
the format of ``../shared/corpus/manifest.jsonl``, so stopping (saying
"quit", Control C, or the input running out) loses nothing and the next
``voice-ono enroll --profile NAME`` goes on where it stopped.  When every
take is there the profile is built from that manifest
(:func:`voice_ono.speech.asr.profile.build.build_profile`), exactly as
``voice-ono enroll --from-manifest FILE`` builds one.
"""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Sequence, TypeGuard

import numpy as np
from numpy.typing import NDArray

from voice_ono.speech.tts.base import Speaker
from voice_ono.narration import text
from voice_ono.speech.asr.profile.data import Profile
from voice_ono.speech.asr.profile.folders import check_name, profiles_dir
from voice_ono.speech.asr.recognizer import RecognitionResult
from voice_ono.enroll.phrases import ENROLL_PHRASES, TAKES_PER_PHRASE, uncovered
from voice_ono.enroll.take_checks import check_take
from voice_ono.enroll.takes import PLAN_FILE, TakeInput, TypedAnswer, make_private_dir
from voice_ono.enroll.manifest import ManifestRow, build_from_manifest

if TYPE_CHECKING:
    from voice_ono.commands.types import CommandJSON
    from voice_ono.speech.asr.recognizer import Recognizer


def _spoken(result: RecognitionResult | TypedAnswer) -> TypeGuard[RecognitionResult]:
    """Whether ``result`` was spoken (a recognition result), not a typed line: it has ``is_final``."""
    return hasattr(result, "is_final")


MAX_ATTEMPTS = 3
"""Attempts at one take before it is skipped (asked for again at the next run)."""


MISSING_SAID = 6
"""Missing takes named aloud one by one at the end; a longer list is printed only (``show``)."""


class Enrollment:
    """One enrollment session for profile ``name``.

    :param name: the profile's name (its folder under ``root``).
    :param speaker: says and prints each line (``say(text)``), as in play.
    :param takes: the input (``None`` when every take is recorded already, :meth:`missing`): ``next_result()`` gives the next utterance's final
        :class:`~voice_ono.speech.asr.recognizer.RecognitionResult` (with ``audio``) or ``None`` when the input
        ends (:class:`voice_ono.session.speech_input.SpeechInput`).
    :param recognizer: the recogniser the profile is for (calibration; engine and model recorded).
    :param meaning: phrase -> its command as a comparable string (``None``: not a command).
    :param expected: phrase -> the command's JSON for the manifest's ``expected`` field.
    :param root: the profiles folder (default :func:`voice_ono.speech.asr.profile.folders.profiles_dir`).
    :param adapt: estimate an MLLR transform when building (pocketsphinx; needs sphinxtrain).
    :param adapted: makes the recogniser with an MLLR transform, for the calibration (see :func:`build_from_manifest`).
    :param resume: the command line that goes on where this session stops (said when it pauses; default
        ``voice-ono enroll --profile NAME``).
    :param resume_new: the command line that records the missing takes with new input (default ``resume``): said
        when the input ran out or takes were refused.
    :param show: prints a line without speaking it (default ``speaker.say``): a long command.

    The input may tell which file each result came from (``input_id``, as :class:`WavTakes` does): that id is
    kept with every take it gave (``takes/inputs.txt``), so a resumed ``--wav`` enrollment skips the files it has
    used already and every take stays under the phrase it was recorded for.
    """

    def __init__(self, name: str, speaker: Speaker, takes: TakeInput | None, recognizer: Recognizer,
                 meaning: Callable[[str], str | None], expected: Callable[[str], CommandJSON | None],
                 root: Path | None = None, phrases: Sequence[str] = ENROLL_PHRASES,
                 per_phrase: int = TAKES_PER_PHRASE, adapt: bool = True,
                 adapted: Callable[[Path], Recognizer] | None = None, resume: str | None = None,
                 resume_new: str | None = None, show: Callable[[str], None] | None = None) -> None:
        self.name = check_name(name)
        self.resume = resume or f"voice-ono enroll --profile {name}"
        """The command that goes on where this session stops (said when it pauses)."""
        self.resume_new = resume_new or self.resume
        """The command that records the takes still missing with new input (no ``--wav`` files used already)."""
        self.show = show or speaker.say
        """Prints a line without speaking it (a long command)."""
        self.refused: list[tuple[str, str, int, str]] = []
        """``--wav`` files refused in this session: ``(file, phrase, take, the reason's text)``."""
        self.outcome: str | None = None
        """How :meth:`run` ended: ``"built"``, ``"quit"``, ``"ran-out"`` or ``"incomplete"``."""
        self.speaker = speaker
        self.takes = takes
        self.recognizer = recognizer
        self.meaning = meaning
        self.expected = expected
        self.folder = (Path(root) if root is not None else profiles_dir()) / name
        self.root = self.folder.parent
        self.phrases = list(phrases)
        self.per_phrase = per_phrase
        self.adapt = adapt
        self.adapted = adapted
        self.manifest = self.folder / "takes" / "manifest.jsonl"
        self.inputs = self.folder / "takes" / "inputs.txt"
        self._feats: list[NDArray[np.float32]] | None = None  # features of the recorded takes (copy check)
        self._pending: NDArray[np.float32] | None = None  # features of the take being checked

    # ------------------------------------------------------------ state on disk
    def plan(self) -> list[tuple[str, int]]:
        """Every take to record: ``(phrase, take number from 1)``, phrase by phrase."""
        return [(p, k) for p in self.phrases for k in range(1, self.per_phrase + 1)]

    def missing(self) -> int:
        """How many takes of :meth:`plan` are not recorded yet (0: the profile can be built without any input)."""
        done = self.recorded()
        return sum(1 for t in self.plan() if t not in done)

    def recorded(self) -> dict[tuple[str, int], str]:
        """Takes already on disk: ``(phrase, take number) -> file`` (lines whose file is gone are ignored)."""
        out: dict[tuple[str, int], str] = {}
        if not self.manifest.is_file():
            return out
        for line in self.manifest.read_text(encoding="utf-8").splitlines():
            try:
                d = json.loads(line)
                if (self.manifest.parent / d["file"]).is_file():
                    out[(d["said"], int(d["take"]))] = d["file"]
            except (ValueError, KeyError, TypeError):
                continue  # a line cut short by a crash: that take is recorded again
        return out

    def used_inputs(self) -> set[str]:
        """The ids (:func:`input_id`) of the input files whose takes this enrollment has stored."""
        try:
            return set(self.inputs.read_text(encoding="utf-8").split())
        except OSError:
            return set()

    def _used(self) -> None:
        """Remember that the input's current file has been used (nothing when the input names no file)."""
        used = getattr(self.takes, "input_id", None)
        if used:
            self._folder()
            with open(self.inputs, "a", encoding="utf-8") as fh:
                fh.write(f"{used}\n")
            self.inputs.chmod(0o600)

    def _folder(self) -> None:
        """Make the takes folder, private from the start (owner only: voice recordings are personal), noting the
        takes of each phrase planned (:func:`started_takes`)."""
        make_private_dir(self.folder)
        make_private_dir(self.manifest.parent)
        plan = self.manifest.parent / PLAN_FILE
        if not plan.exists():
            plan.write_text(json.dumps({"takes": self.per_phrase}) + "\n", encoding="utf-8")
            plan.chmod(0o600)

    def _store(self, phrase: str, k: int, pcm: bytes) -> None:
        import soundfile as sf

        self._folder()
        slug = "-".join(phrase.split())
        file = f"{slug}-{k}.wav"
        rate = int(self.recognizer.sample_rate)
        tmp = self.manifest.parent / f".{file}"
        sf.write(str(tmp), np.frombuffer(pcm, dtype="<i2"), rate, subtype="PCM_16", format="WAV")
        tmp.chmod(0o600)
        tmp.replace(self.manifest.parent / file)
        row: ManifestRow = {"file": file, "said": phrase, "expected": self.expected(phrase), "speaker": self.name,
                               "source": "enroll", "rate": rate, "take": k}
        used = getattr(self.takes, "input_id", None)
        if used:
            row["input"] = used
        with open(self.manifest, "a", encoding="utf-8") as fh:
            fh.write(json.dumps(row) + "\n")
        self.manifest.chmod(0o600)

    def _is_copy(self, pcm: bytes) -> bool:
        """Whether ``pcm`` is a copy of a take already recorded (:func:`voice_ono.speech.asr.templates.is_copy`)."""
        from voice_ono.speech.asr.templates import features, is_copy

        rate = int(self.recognizer.sample_rate)
        if self._feats is None:  # the takes on disk (a resumed enrollment), once
            from voice_ono.speech.audio_convert import read_mono

            self._feats = []
            for file in self.recorded().values():
                try:
                    x, _ = read_mono(self.manifest.parent / file, rate, dtype="int16")
                    self._feats.append(features(x.astype("<i2").tobytes(), rate))
                except (OSError, ValueError, RuntimeError):
                    continue  # an unreadable take is recorded again anyway
        f = features(pcm, rate)
        self._pending = f  # kept with the take if it is stored (a take asked again is no earlier take)
        return any(is_copy(f, g) for g in self._feats)

    # ------------------------------------------------------------ the dialogue
    def _next_result(self) -> RecognitionResult | TypedAnswer | None:
        """The input's next result (:meth:`run` asks only while takes are missing, so there is an input)."""
        assert self.takes is not None, "takes are asked for only with an input"
        return self.takes.next_result()

    def _heard(self, result: RecognitionResult) -> str | None:
        """The meaning of what the recogniser heard when it is sure enough to act on it (accepted or confirm-level),
        else ``None``."""
        return self.meaning(result.text) if result.decision in ("accept", "confirm") and result.text else None

    def _other_phrase(self, result: RecognitionResult, phrase: str) -> tuple[str, bool] | None:
        """The enrollment phrase the recogniser heard when it is another phrase than ``phrase``, and whether it
        was sure of it (accepted, its confident level, rather than confirm-level); ``None`` otherwise."""
        if result.decision not in ("accept", "confirm") or not result.text:
            return None
        heard = self.meaning(result.text)
        if heard is None or heard == self.meaning(phrase):
            return None
        other = next((p for p in self.phrases if self.meaning(p) == heard), None)
        return None if other is None else (other, result.decision == "accept")

    def _paused(self) -> None:
        """Say that enrollment paused with the takes kept and how to go on: a short spoken hint, and the whole
        command printed when it is long (``--wav`` files are not read aloud)."""
        done, total = len(self.recorded()), len(self.plan())
        if self.resume == self.resume_new:
            self.speaker.say(text("enroll-paused", done=done, total=total, command=self.resume))
        else:
            self.speaker.say(text("enroll-paused-same", done=done, total=total))
            self.show(self.resume)

    def _missing_takes(self) -> str:
        """The takes not recorded yet, in the order asked: ``"seven, take 2; yes, take 1"``."""
        done = self.recorded()
        return "; ".join(text("enroll-take-name", phrase=p, take=k) for p, k in self.plan() if (p, k) not in done)

    def _stopped_short(self) -> None:
        """Say what is missing and how to record it, when the input ended or takes were refused (``--wav``)."""
        say = self.speaker.say
        if self.refused:
            say(text("enroll-wav-refused-count", count=len(self.refused)))
            for file, phrase, take, why in self.refused:
                self.show(text("enroll-wav-refused", file=file, phrase=phrase, take=take, why=why))
        missing = self.missing()
        if missing <= MISSING_SAID:
            say(text("enroll-still-missing", missing=missing, takes=self._missing_takes()))
        else:  # a long list is printed, not read aloud
            say(text("enroll-still-missing-below", missing=missing))
            self.show(text("enroll-missing-list", takes=self._missing_takes()))  # the count once, not twice
        say(text("enroll-record-missing", command=self.resume_new))

    def _refuse(self, phrase: str, k: int, why: str) -> None:
        """A ``--wav`` file refused as take ``k`` of ``phrase`` (``why``: the reason's text): said now and named
        again at the end; that take stays missing."""
        path = getattr(self.takes, "path", None)
        file = str(path) if path is not None else "?"
        self.refused.append((file, phrase, k, why))
        self.speaker.say(text("enroll-wav-refused", file=file, phrase=phrase, take=k, why=why))

    def _confirm_pause(self) -> bool | None:
        """Ask "Pause enrollment?" (a take heard as quit at the confirm level): ``True`` when the answer means
        yes, ``False`` otherwise, ``None`` when the input ended."""
        self.speaker.say(text("enroll-pause-confirm"))
        answer = self._next_result()
        if answer is None:
            return None
        if not _spoken(answer):
            answer = RecognitionResult.final_result(answer.text.strip().lower(), None)
        return self._heard(answer) == self.meaning("yes")

    def run(self) -> Profile | None:
        """Ask for every missing take, then build and save the profile.

        While a take is asked for, "quit" pauses (heard at the confirm level only: "Pause enrollment?" is asked
        first), "help" explains and asks again and "repeat" asks again (none is stored); a take that fails
        :func:`check_take`, copies an earlier take, or that the recogniser accepts as another enrollment phrase is
        asked for again, up to :data:`MAX_ATTEMPTS` times (heard as another phrase at the confirm level only:
        asked again once, then stored).

        With input bound one result to one take (``takes.one_take_each``, as :class:`WavTakes`: ``--wav``) nothing
        is asked again: a refused file (for the reasons above, or heard as quit, help or repeat) leaves its take
        missing and the next file is the next take; at the end each refused file is named with its phrase and
        reason, and the takes still missing with how to record them.

        Each take keeps its number in the plan ("5 of 46") also when an earlier one is missing.  ``outcome`` says
        how the session ended: ``"built"``, ``"quit"`` (the player paused), ``"ran-out"`` (the input ended) or
        ``"incomplete"`` (takes skipped or refused).

        :returns: the saved profile, or ``None`` when stopped before every take was recorded (the takes so far
            are kept).
        """
        say = self.speaker.say
        plan = self.plan()
        total = len(plan)
        done = self.recorded()
        bound = bool(getattr(self.takes, "one_take_each", False))
        self.refused = []
        if done:
            say(text("enroll-resume", done=len(done), total=total))
        else:
            say(text("enroll-intro", name=self.name, phrases=len(self.phrases), takes=self.per_phrase,
                                            total=total))
        quit_, help_, repeat = (self.meaning(w) for w in ("quit", "help", "repeat"))
        reasons = {"nothing": "enroll-nothing", "quiet": "enroll-too-quiet", "clipped": "enroll-clipped",
                   "noise": "enroll-noise", "same": "enroll-same-take", "other": "enroll-heard-other"}
        for n, (phrase, k) in enumerate(plan, 1):
            if (phrase, k) in done:
                continue
            say(text("enroll-prompt", n=n, total=total, phrase=phrase))
            attempt = 0
            asked_other = False
            while True:
                result = self._next_result()
                if result is None:  # the input ended: keep everything, say what is missing (not the same command)
                    self.outcome = "ran-out"
                    say(text("enroll-input-ended", done=len(self.recorded()), total=total))
                    self._stopped_short()
                    return None
                if not _spoken(result):  # a typed line (push-to-talk): only commands mean something
                    result = replace(RecognitionResult.final_result(result.text.strip().lower(), None), audio=b"")
                heard = self._heard(result)
                if heard is not None and heard != self.meaning(phrase) and heard in (quit_, help_, repeat):
                    if bound:  # a file is this take: never a command
                        said = next(w for w in ("quit", "help", "repeat") if self.meaning(w) == heard)
                        self._refuse(phrase, k, text("enroll-why-command", heard=said))
                        break
                    if heard == quit_:
                        sure = result.decision == "accept" or self._confirm_pause()
                        if sure is None:  # the input ended while asked
                            self.outcome = "ran-out"
                            say(text("enroll-input-ended", done=len(self.recorded()), total=total))
                            self._stopped_short()
                            return None
                        if sure:
                            self.outcome = "quit"
                            self._paused()
                            return None
                    elif heard == help_:
                        say(text("enroll-help", phrase=phrase, done=len(self.recorded()), total=total))
                    say(text("enroll-prompt", n=n, total=total, phrase=phrase))
                    continue
                problem = check_take(result.audio or b"", int(self.recognizer.sample_rate))
                other = None
                if problem is None and self._is_copy(result.audio or b""):
                    problem = "same"  # the same recording again (tester: one WAV for every take)
                if problem is None:
                    heard_other = self._other_phrase(result, phrase)
                    # Sure (accepted) of another phrase: asked again each time.  Only confirm-level: asked again
                    # once, then stored (a voice the recogniser mishears is what enrollment is for); a file is
                    # refused at either level (it cannot be asked again).
                    if heard_other is not None and (heard_other[1] or not asked_other or bound):
                        other, problem, asked_other = heard_other[0], "other", True
                if problem is None:
                    self._used()  # only a stored take's file: a refused file may be given again for its own take
                    self._store(phrase, k, result.audio or b"")
                    if self._feats is not None and self._pending is not None:
                        self._feats.append(self._pending)
                    break
                if bound:
                    if getattr(self.takes, "unreadable", False):
                        problem = "missing" if getattr(self.takes, "missing_file", False) else "unreadable"
                    why = {"same": "enroll-why-same", "other": "enroll-why-other"}.get(problem,
                                                                                       f"manifest-why-{problem}")
                    self._refuse(phrase, k, text(why, heard=other or ""))
                    break
                attempt += 1
                if attempt >= MAX_ATTEMPTS:
                    say(text("enroll-skipped", phrase=phrase, n=n))
                    break
                say(text(reasons[problem], phrase=phrase, heard=other or ""))
        extra = getattr(self.takes, "unused", 0)
        if extra:  # the files after the last take's file are said, not dropped silently
            say(text("enroll-wav-not-needed", count=extra, refused=len(self.refused)))
        missing = total - len(self.recorded())
        if missing:
            self.outcome = "incomplete"
            if bound:
                self._stopped_short()
            else:
                say(text("enroll-incomplete", missing=missing, command=self.resume))
            return None
        say(text("enroll-building", total=total))
        profile = build_from_manifest(self.manifest, self.name, self.recognizer, self.meaning, self.adapt,
                                      self.root, self.adapted, say=say,  # a take left out is said
                                      trust_labels=True)  # the labels are the phrases asked for, each take checked
        for note in profile.notes:
            say(text("enroll-not-adapted", why=note))
        self.outcome = "built"
        say(text("enroll-done", name=self.name))
        lacking = uncovered(profile.phrases, self.meaning, self.phrases)
        if lacking:
            say(text("enroll-skipped-missing", count=len(lacking), phrases=", ".join(lacking)))
        return profile
