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
(:func:`voice_ono.speech.asr.profile.build_profile`), exactly as
``voice-ono enroll --from-manifest FILE`` builds one.
"""
from __future__ import annotations

import json
import math
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Collection, Sequence

import numpy as np

from voice_ono.narration import text
from voice_ono.speech.audio_convert import pcm16_samples
from voice_ono.speech.asr.profile import Profile, Take, build_profile, check_name, profiles_dir, save_profile
from voice_ono.speech.asr.recognizer import RecognitionResult

ENROLL_PHRASES: tuple[str, ...] = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "reverse", "play two", "minus ten", "hold", "double play", "ono", "ninety nine",
    "yes", "no", "stop", "read my hand", "what is the total",
)
"""What enrollment asks for: the card names, yes, no, stop and the two commonest queries (issue 11)."""
TAKES_PER_PHRASE = 2
MAX_ATTEMPTS = 3
"""Attempts at one take before it is skipped (asked for again at the next run)."""
QUIET_PEAK_DBFS = -35.0
"""A take whose loudest 10 ms is below this level (dBFS) is too quiet (real close-talk speech in
../shared/corpus peaks above -25 dBFS)."""
CLIP_LEVEL = 32000
CLIP_FRACTION = 0.002
"""A take with more than this fraction of its samples at or above ``CLIP_LEVEL`` (of 32767) is clipped."""


NOISE_FLATNESS = 0.25
"""A take whose loudest frames (within 20 dB of the loudest) have a median spectral flatness above this is noise, not
a word (white or pink noise, rushing water).  Measured at 16 kHz (librosa ``spectral_flatness``, 512-point frames)
on ../shared/corpus: 200 speech clips of many speakers at most 0.12 (95% under 0.02); of the 45 noise clips that
pass the endpointer and the voice-activity check, 23 lie above 0.25 (the others are tonal machine noise, which
this does not catch).  Audio at 8 kHz has no energy above 4 kHz once brought to 16 kHz, so there the check
passes everything (it never refuses speech)."""


def noise_flatness(pcm: bytes, sample_rate: int) -> float:
    """Median spectral flatness (0: tonal, 1: white noise) of the loudest frames of PCM16 mono ``pcm`` brought to
    16 kHz (librosa ``feature.spectral_flatness``); 0.0 for audio under 50 ms."""
    import librosa

    from voice_ono.speech.audio_convert import pcm16_to_float, resample

    x = resample(pcm16_to_float(pcm), sample_rate, 16000)
    if x.size < 800:
        return 0.0
    power = np.abs(librosa.stft(x, n_fft=512, hop_length=160)) ** 2
    energy = 10 * np.log10(power.sum(axis=0) + 1e-12)
    loud = energy > energy.max() - 20
    return float(np.median(librosa.feature.spectral_flatness(S=power, power=1.0)[0][loud]))


MIN_VOICED = 0.1
"""A take of which fewer than this share of its loud frames (within 20 dB of the loudest) is voiced is noise, not a
word: every enrollment phrase has vowels.  A 10 ms frame is voiced when its 30 ms window's normalised
cross-correlation with itself shifted by one pitch period (70 to 400 Hz) peaks above :data:`VOICED_CORRELATION`
(the classic autocorrelation pitch detector's voicing decision; L. Rabiner, "On the use of autocorrelation analysis
for pitch detection", 1977).  Measured on ../shared/corpus at 16 kHz on the takes that pass the other checks (the
endpointer, too quiet, clipped, :data:`NOISE_FLATNESS`, the voice-activity check): 3 of 953 real speech clips of
all speakers have less (0.3%: two "six" and one "stop"), and none of the 18 noise clips that got that far (their
shares 0 to 0.099); docs/benchmarks.md, "Noise takes"."""
VOICED_CORRELATION = 0.5


def voiced_share(pcm: bytes, sample_rate: int) -> float:
    """The share (0 to 1) of the loud 10 ms frames of PCM16 mono ``pcm`` that are voiced (:data:`MIN_VOICED`);
    1.0 for audio too short to tell (under about 45 ms)."""
    x = pcm16_samples(pcm).astype(np.float64)
    hop, w = max(1, sample_rate // 100), max(2, int(0.03 * sample_rate))
    lo, hi = max(1, sample_rate // 400), max(2, sample_rate // 70)
    n = (x.size - w - hi) // hop
    if n <= 0:
        return 1.0
    starts = np.arange(n)[:, None] * hop
    a = x[starts + np.arange(w)]
    a -= a.mean(axis=1, keepdims=True)
    ea = np.einsum("ij,ij->i", a, a)
    best = np.zeros(n)
    for lag in range(lo, hi):
        b = x[starts + lag + np.arange(w)]
        b -= b.mean(axis=1, keepdims=True)
        np.maximum(best, np.einsum("ij,ij->i", a, b) / np.sqrt(ea * np.einsum("ij,ij->i", b, b) + 1e-9), out=best)
    level = 10 * np.log10(ea / w + 1e-3)
    loud = level > level.max() - 20
    return float(np.mean(best[loud] > VOICED_CORRELATION))


def check_take(pcm: bytes, sample_rate: int) -> str | None:
    """What is wrong with a take: ``"nothing"`` (no audio), ``"quiet"``, ``"clipped"`` or ``"noise"``
    (:data:`NOISE_FLATNESS`, :data:`MIN_VOICED`); ``None`` when fine.

    :param pcm: PCM16 mono bytes. :param sample_rate: Hz.
    """
    x = pcm16_samples(pcm).astype(np.float64)
    if x.size < sample_rate // 20:  # under 50 ms
        return "nothing"
    hop = max(1, sample_rate // 100)
    n = x.size // hop * hop
    rms = np.sqrt(np.mean(x[:n].reshape(-1, hop) ** 2, axis=1)) if n else np.array([0.0])
    peak_db = 20 * math.log10(max(float(rms.max()), 1e-9) / 32768.0)
    if peak_db < QUIET_PEAK_DBFS:
        return "quiet"
    if np.mean(np.abs(x) >= CLIP_LEVEL) > CLIP_FRACTION:
        return "clipped"
    if noise_flatness(pcm, sample_rate) > NOISE_FLATNESS or voiced_share(pcm, sample_rate) < MIN_VOICED:
        return "noise"
    return None


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
    :param root: the profiles folder (default :func:`voice_ono.speech.asr.profile.profiles_dir`).
    :param adapt: estimate an MLLR transform when building (pocketsphinx; needs sphinxtrain).
    :param adapted: makes the recogniser with an MLLR transform, for the calibration (see :func:`build_from_manifest`).
    :param resume: the command line that goes on where this session stops (said when it pauses; default
        ``voice-ono enroll --profile NAME``).

    The input may tell which file each result came from (``input_id``, as :class:`WavTakes` does): that id is
    kept with every take it gave (``takes/inputs.txt``), so a resumed ``--wav`` enrollment skips the files it has
    used already and every take stays under the phrase it was recorded for.
    """

    def __init__(self, name: str, speaker: Any, takes: Any, recognizer: Any,
                 meaning: Callable[[str], str | None], expected: Callable[[str], dict[str, Any] | None],
                 root: Path | None = None, phrases: Sequence[str] = ENROLL_PHRASES,
                 per_phrase: int = TAKES_PER_PHRASE, adapt: bool = True,
                 adapted: Callable[[Path], Any] | None = None, resume: str | None = None) -> None:
        self.name = check_name(name)
        self.resume = resume or f"voice-ono enroll --profile {name}"
        """The command that goes on where this session stops (said when it pauses)."""
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
        self._feats: list[Any] | None = None  # features of the recorded takes (copy check)
        self._pending: Any = None  # features of the take being checked

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
        """The ids (:func:`input_id`) of the input files this enrollment has used already, stored or refused."""
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
        row: dict[str, Any] = {"file": file, "said": phrase, "expected": self.expected(phrase), "speaker": self.name,
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
    def _heard(self, result: Any) -> str | None:
        """The meaning of what the recogniser heard when it is sure enough to act on it (accepted or confirm-level),
        else ``None``."""
        return self.meaning(result.text) if result.decision in ("accept", "confirm") and result.text else None

    def _other_phrase(self, result: Any, phrase: str) -> tuple[str, bool] | None:
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
        self.speaker.say(text("enroll-paused", done=len(self.recorded()), total=len(self.plan()),
                              command=self.resume))

    def run(self) -> Profile | None:
        """Ask for every missing take, then build and save the profile.

        While a take is asked for, "quit" pauses, "help" explains and asks again and "repeat" asks again (none is
        stored); a take that fails :func:`check_take`, copies an earlier take, or that the recogniser accepts as
        another enrollment phrase is asked for again, up to :data:`MAX_ATTEMPTS` times (heard as another phrase at
        the confirm level only: asked again once, then stored).

        :returns: the saved profile, or ``None`` when stopped before every take was recorded (the takes so far
            are kept).
        """
        say = self.speaker.say
        plan = self.plan()
        total = len(plan)
        done = self.recorded()
        if done:
            say(text("enroll-resume", done=len(done), total=total))
        else:
            say(text("enroll-intro", name=self.name, phrases=len(self.phrases), takes=self.per_phrase,
                                            total=total))
        quit_, help_, repeat = (self.meaning(w) for w in ("quit", "help", "repeat"))
        for phrase, k in plan:
            if (phrase, k) in done:
                continue
            n = len(self.recorded()) + 1
            say(text("enroll-prompt", n=n, total=total, phrase=phrase))
            attempt = 0
            asked_other = False
            while True:
                result = self.takes.next_result()
                if result is None:  # the input ended: pause, keep everything
                    self._paused()
                    return None
                if not hasattr(result, "is_final"):  # a typed line (push-to-talk): only commands mean something
                    result = replace(RecognitionResult.final_result(result.text.strip().lower(), None), audio=b"")
                heard = self._heard(result)
                if heard is not None and heard != self.meaning(phrase) and heard in (quit_, help_, repeat):
                    self._used()
                    if heard == quit_:
                        self._paused()
                        return None
                    if heard == help_:
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
                    # once, then stored (a voice the recogniser mishears is what enrollment is for).
                    if heard_other is not None and (heard_other[1] or not asked_other):
                        other, problem, asked_other = heard_other[0], "other", True
                self._used()
                if problem is None:
                    self._store(phrase, k, result.audio or b"")
                    if self._feats is not None and self._pending is not None:
                        self._feats.append(self._pending)
                    break
                attempt += 1
                if attempt >= MAX_ATTEMPTS:
                    say(text("enroll-skipped", phrase=phrase))
                    break
                say(text({"nothing": "enroll-nothing", "quiet": "enroll-too-quiet", "clipped": "enroll-clipped",
                          "noise": "enroll-noise", "same": "enroll-same-take", "other": "enroll-heard-other"}[problem],
                         phrase=phrase, heard=other or ""))
        missing = total - len(self.recorded())
        if missing:
            say(text("enroll-incomplete", missing=missing, command=self.resume))
            return None
        say(text("enroll-building", total=total))
        profile = build_from_manifest(self.manifest, self.name, self.recognizer, self.meaning, self.adapt,
                                      self.root, self.adapted, say=say,  # a take left out is said
                                      trust_labels=True)  # the labels are the phrases asked for, each take checked
        for note in profile.notes:
            say(text("enroll-not-adapted", why=note))
        say(text("enroll-done", name=self.name))
        return profile


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
    """Enrollment takes from WAV files, one take a file, telling which file each came from (``input_id``) and
    leaving out the files an earlier session has used (``used``), so a resumed enrollment goes on where it stopped.

    :param paths: the files, in the order asked.
    :param open_one: path -> an input giving that file's one result (``next_result()``, ``close()``), e.g.
        ``SpeechInput.from_wavs([path], recognizer, speaker, per_file=True)``; it may raise
        :class:`~voice_ono.speech.errors.AudioFormatError` for an unreadable file, which is then left out.
    :param used: input ids (:func:`input_id`) to leave out.
    """

    def __init__(self, paths: Sequence[Path], open_one: Callable[[Path], Any], used: Collection[str] = ()) -> None:
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
        self.left_out = len(paths) - len(self._todo)
        """How many files were left out as used already."""

    def next_result(self) -> Any:
        """The next file's one result, or ``None`` when no file is left."""
        from voice_ono.speech.errors import AudioFormatError

        while self._todo:
            path, key = self._todo.pop(0)
            try:
                one = self._open_one(path)
            except AudioFormatError:
                continue  # said by open_one
            try:
                result = one.next_result()
            finally:
                one.close()
            if result is not None:
                self.input_id = key or None
                return result
        return None

    def close(self) -> None:
        """Nothing to release (each file's input is closed after its result)."""


SKIPS_SHOWN = 10
"""Takes left out of a manifest that are named one by one; the rest are counted by reason in one line."""
MAX_TAKES_PER_PHRASE = 10
"""Takes of one phrase a profile is built from at most (the first ones listed): a 705-take manifest built for about
five minutes on 2 cores; the bench enrolls on 2 takes of each phrase."""


def spoken_phrase(said: str, meaning: Callable[[str], str | None], phrases: Sequence[str] = ENROLL_PHRASES) -> str:
    """``said`` as words: a label written in digits (``"7"``, ``"99"``) becomes the enrollment phrase that means the
    same (``"seven"``), since the acoustic adaptation needs the words said; any other label is returned as it is."""
    said = " ".join(said.split()).lower()
    if said.isdigit():
        m = meaning(said)
        return next((p for p in phrases if m is not None and meaning(p) == m), said)
    return said


def is_enroll_phrase(said: str, meaning: Callable[[str], str | None], phrases: Sequence[str] = ENROLL_PHRASES) -> bool:
    """Whether ``said`` is one of the enrollment phrases or means the same as one ("play seven" for "seven")."""
    if said in phrases:
        return True
    m = meaning(said)
    return m is not None and any(meaning(p) == m for p in phrases)


def checked_takes(manifest: Path, recognizer: Any, meaning: Callable[[str], str | None],
                  say: Callable[[str], None] | None = None,
                  phrases: Sequence[str] = ENROLL_PHRASES, trust_labels: bool = False) -> list[Take]:
    """The usable takes a manifest lists, checked as the live dialogue checks them: the phrase must be an
    enrollment phrase (:func:`is_enroll_phrase`); the file must be readable and hold an utterance the endpointer and the
    voice-activity check take for speech ("nothing heard"), neither too quiet nor clipped (:func:`check_take`);
    a copy of an earlier take (:func:`voice_ono.speech.asr.templates.is_copy`) is left out; and a take whose
    nearest other take and the recogniser's phrase both mean another enrolled phrase is left out as mislabelled.
    Each take left out is said in one line (``say``).

    Unless ``trust_labels``, the labels as a whole are checked too (:func:`shifted_labels`): labels that look
    shifted (each digit labelled as the next) are refused, since every take would then teach a wrong word.

    :raises ProfileError: the manifest is unreadable; fewer than two usable takes of any one phrase remain (a
        listed file that cannot be read is left out and said, as the other takes left out); or the labels look
        shifted (``manifest-labels-shifted``).
    """
    from voice_ono.speech.asr.endpoint import SpeechCheck
    from voice_ono.speech.asr.profile import ProfileError, decode_take, manifest_rows, utterance_of
    from voice_ono.speech.asr.templates import dtw_distance, features, is_copy
    from voice_ono.speech.errors import AudioFormatError

    from tqdm import tqdm

    manifest = Path(manifest)
    rate = int(recognizer.sample_rate)
    check = SpeechCheck.create()
    shown = 0
    left_out: dict[str, int] = {}  # message id of the reason -> takes left out for it

    def skip(file: str, why_id: str, **values: Any) -> None:
        nonlocal shown
        left_out[why_id] = left_out.get(why_id, 0) + 1
        if say is not None and shown < SKIPS_SHOWN:
            say(text("manifest-skipped", file=file, why=text(why_id, **values)))
        shown += 1

    def bad_line(n: int, why_id: str) -> None:
        skip(text("manifest-line", line=n), why_id)

    rows = manifest_rows(manifest, bad_line)
    takes: list[Take] = []
    feats: list[Any] = []
    per_phrase: dict[str, int] = {}
    capped = 0
    for file, said in tqdm(rows, desc=text("manifest-progress"), unit="take", disable=None, leave=False):
        if not said:
            continue
        said = spoken_phrase(said, meaning, phrases)
        if not is_enroll_phrase(said, meaning, phrases):
            skip(file, "manifest-why-phrase", said=said)
            continue
        key = meaning(said) or said
        if per_phrase.get(key, 0) >= MAX_TAKES_PER_PHRASE:
            capped += 1  # enough takes of this phrase: the build stays quick
            continue
        path = manifest.parent / file
        if not path.exists() or path.is_dir():
            skip(file, "manifest-why-folder" if path.is_dir() else "manifest-why-missing")
            continue
        try:
            pcm, _ = utterance_of(path, rate)
        except AudioFormatError:
            skip(file, "manifest-why-unreadable")
            continue
        problem = check_take(pcm, rate)
        if problem is None and check is not None and not check.is_speech(pcm, rate):
            problem = "nothing"  # a burst the voice-activity check does not take for speech, as at the microphone
        if problem is not None:
            skip(file, f"manifest-why-{problem}")
            continue
        f = features(pcm, rate)
        twin = next((t.source for t, g in zip(takes, feats) if is_copy(f, g)), None)
        if twin is not None:
            skip(file, "manifest-why-copy", other=twin)
            continue
        takes.append(Take(said, pcm, rate, file))
        feats.append(f)
        per_phrase[key] = per_phrase.get(key, 0) + 1
    def means(p: str) -> str:
        return meaning(p) or p

    heard_cache: dict[int, str] = {}

    def heard_as(i: int) -> str:  # the recogniser's best phrase for take i ("" when none)
        if i not in heard_cache:
            ev = decode_take(recognizer, takes[i]).evidence
            heard_cache[i] = ev.phrase if ev is not None else ""
        return heard_cache[i]

    keep: list[Take] = []
    kept: list[int] = []
    for i, t in enumerate(takes):  # mislabelled: the nearest other take and the recogniser agree on another phrase
        others = [(dtw_distance(feats[i], feats[j]), takes[j].phrase) for j in range(len(takes)) if j != i]
        near = min(others)[1] if others else t.phrase
        if means(near) != means(t.phrase):
            heard = heard_as(i)
            if heard and means(heard) == means(near):
                skip(t.source, "manifest-why-mislabelled", heard=near, said=t.phrase)
                continue
        keep.append(t)
        kept.append(i)
    if not trust_labels:
        shifted = shifted_labels([(t.phrase, heard_as(i)) for t, i in zip(keep, kept)], means, phrases)
        if shifted:
            raise ProfileError("manifest-labels-shifted", "manifest-labels-fix", count=len(shifted),
                               labels=len({t.phrase for t in keep}), manifest=str(manifest),
                               examples=", ".join(f"{a} → {b}" for a, b in shifted[:4]))
    if say is not None:
        if shown > SKIPS_SHOWN:
            short = {"manifest-why-phrase": "manifest-count-phrase", "manifest-why-copy": "manifest-count-copy",
                     "manifest-why-mislabelled": "manifest-count-mislabelled"}
            say(text("manifest-skipped-more", count=shown - SKIPS_SHOWN, total=shown,
                     reasons="; ".join(f"{text(short.get(k, k))}: {v}" for k, v in left_out.items())))
        if "manifest-why-phrase" in left_out:
            say(text("manifest-phrases", phrases=", ".join(phrases)))
        if capped:
            say(text("manifest-capped", count=capped, most=MAX_TAKES_PER_PHRASE))
    counts: dict[str, int] = {}
    for t in keep:
        counts[means(t.phrase)] = counts.get(means(t.phrase), 0) + 1
    if not counts or max(counts.values()) < 2:
        raise ProfileError("manifest-too-few", usable=len(keep), listed=sum(1 for _, s in rows if s),
                           manifest=str(manifest))
    return keep


CONTRADICTION_RATIO = 5
"""Labels look wrong when the recogniser hears more than this many times as many takes as another enrollment phrase
than as their own label (and at least :data:`CONTRADICTIONS_MIN` takes so).  Measured on ../shared/corpus FSDD
with the embedded model (all 100 takes of a speaker, and 1,000 draws of 2 and of 4 takes of each digit):
correct labels give 12 to 54 takes heard as another digit against 35 to 79 heard as their label (at most 1.5
times); every digit labelled as the next gives 80 to 91 against 0 to 3 (at least 29 times).  Correct manifests of
all 4 speakers: 0 of 8,000 draws refused; shifted ones: 8,000 of 8,000 refused (docs/benchmarks.md)."""
CONTRADICTIONS_MIN = 6


def shifted_labels(heard: Sequence[tuple[str, str]], means: Callable[[str], str],
                   phrases: Sequence[str] = ENROLL_PHRASES) -> list[tuple[str, str]]:
    """``(label, the phrase its takes mostly sound like)`` for each label the recogniser contradicts, when the
    labels as a whole look wrong (:data:`CONTRADICTION_RATIO`); ``[]`` otherwise.  A voice the recogniser serves
    badly still has its labels heard about as often as another phrase; labels shifted by a mistake in the list are
    almost never heard.

    :param heard: ``(label, the recogniser's best phrase or "")`` for each take.
    """
    enrolled = {means(p): p for p in phrases}
    agree = 0
    other: dict[str, dict[str, int]] = {}
    for label, best in heard:
        got = means(best) if best else ""
        if got == means(label):
            agree += 1
        elif got in enrolled:
            counts = other.setdefault(label, {})
            counts[got] = counts.get(got, 0) + 1
    contradicted = sum(sum(c.values()) for c in other.values())
    if contradicted < CONTRADICTIONS_MIN or contradicted <= CONTRADICTION_RATIO * agree:
        return []
    return [(label, enrolled[max(c, key=lambda k: c[k])]) for label, c in other.items()]


def build_from_manifest(manifest: Path, name: str, recognizer: Any, meaning: Callable[[str], str | None],
                        adapt: bool = True, root: Path | None = None,
                        adapted: Callable[[Path], Any] | None = None,
                        say: Callable[[str], None] | None = None, trust_labels: bool = False) -> Profile:
    """Build profile ``name`` from the usable takes a manifest lists (``voice-ono enroll --from-manifest FILE``;
    checked by :func:`checked_takes`, each take left out said in one line by ``say``) and save it under ``root``.

    :param adapted: makes the recogniser with an MLLR transform (the calibration then scores the adapted model).

    :raises ProfileError: the manifest cannot be read, or too few usable takes remain.
    :raises OSError: the profile cannot be written.
    """
    takes = checked_takes(Path(manifest), recognizer, meaning, say, trust_labels=trust_labels)

    def same(a: str, b: str) -> bool:
        return (meaning(a) or a) == (meaning(b) or b)

    import shutil

    from voice_ono.speech.asr.profile import check_root

    root = check_root(root)
    work = build_folder(name, root)
    try:
        profile = build_profile(name, takes, recognizer, same, adapt=adapt, folder=work, adapted=adapted)
        save_profile(profile, root)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return profile


def build_folder(name: str, root: Path) -> Path:
    """A fresh private scratch folder for building profile ``name`` (its MLLR transform and the adaptation's
    files), ``root/.NAME.build``, inside the profiles folder rather than the system's temporary folder; what a
    build killed earlier left there (this folder, and ``save_profile``'s half-written ``.NAME-xxxxxxxx``) is
    removed first.  Call it holding the profile's lock (:func:`voice_ono.speech.asr.profile.profile_lock`) when
    other processes may build the same name.

    :raises OSError: it cannot be made.
    """
    import re
    import shutil

    stale = re.compile(rf"^\.{re.escape(name)}(\.build|-[a-z0-9_]{{8}})$")
    if root.is_dir():
        for p in root.iterdir():
            if stale.match(p.name) and p.is_dir():
                shutil.rmtree(p, ignore_errors=True)
    work = root / f".{name}.build"
    make_private_dir(work)
    return work
