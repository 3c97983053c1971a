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
from typing import Any, Callable, Sequence

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


def check_take(pcm: bytes, sample_rate: int) -> str | None:
    """What is wrong with a take: ``"nothing"`` (no audio), ``"quiet"``, ``"clipped"`` or ``"noise"``
    (:data:`NOISE_FLATNESS`); ``None`` when fine.

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
    if noise_flatness(pcm, sample_rate) > NOISE_FLATNESS:
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
    """

    def __init__(self, name: str, speaker: Any, takes: Any, recognizer: Any,
                 meaning: Callable[[str], str | None], expected: Callable[[str], dict[str, Any] | None],
                 root: Path | None = None, phrases: Sequence[str] = ENROLL_PHRASES,
                 per_phrase: int = TAKES_PER_PHRASE, adapt: bool = True,
                 adapted: Callable[[Path], Any] | None = None) -> None:
        self.name = check_name(name)
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
        self._feats: list[Any] | None = None  # features of the recorded takes (copy check)

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

    def _store(self, phrase: str, k: int, pcm: bytes) -> None:
        import soundfile as sf

        self.manifest.parent.mkdir(parents=True, exist_ok=True)
        slug = "-".join(phrase.split())
        file = f"{slug}-{k}.wav"
        rate = int(self.recognizer.sample_rate)
        tmp = self.manifest.parent / f".{file}"
        sf.write(str(tmp), np.frombuffer(pcm, dtype="<i2"), rate, subtype="PCM_16", format="WAV")
        tmp.replace(self.manifest.parent / file)
        row = {"file": file, "said": phrase, "expected": self.expected(phrase), "speaker": self.name,
               "source": "enroll", "rate": rate, "take": k}
        with open(self.manifest, "a", encoding="utf-8") as fh:
            fh.write(json.dumps(row) + "\n")

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
        if any(is_copy(f, g) for g in self._feats):
            return True
        self._feats.append(f)
        return False

    # ------------------------------------------------------------ the dialogue
    def _quit_said(self, result: Any, phrase: str) -> bool:
        """Whether the player said "quit" (accepted or confirm-level: pausing loses nothing, while storing "quit"
        as a take of the phrase asked for would teach the profile a wrong word), when "quit" is not that phrase."""
        heard = result.text if result.decision in ("accept", "confirm") else ""
        return bool(heard) and self.meaning(heard) == self.meaning("quit") != self.meaning(phrase)

    def run(self) -> Profile | None:
        """Ask for every missing take, then build and save the profile.

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
        skipped = 0
        for n, (phrase, k) in enumerate(plan, 1):
            if (phrase, k) in done:
                continue
            say(text("enroll-prompt", n=n, total=total, phrase=phrase))
            for attempt in range(1, MAX_ATTEMPTS + 1):
                result = self.takes.next_result()
                if result is None:  # the input ended: pause, keep everything
                    say(text("enroll-paused", done=len(self.recorded()), total=total, name=self.name))
                    return None
                if not hasattr(result, "is_final"):  # a typed line (push-to-talk): only "quit" means something
                    result = replace(RecognitionResult.final_result(result.text.strip().lower(), None), audio=b"")
                if self._quit_said(result, phrase):
                    say(text("enroll-paused", done=len(self.recorded()), total=total, name=self.name))
                    return None
                problem = check_take(result.audio or b"", int(self.recognizer.sample_rate))
                if problem is None and self._is_copy(result.audio or b""):
                    problem = "same"  # the same recording again (tester: one WAV for every take)
                if problem is None:
                    self._store(phrase, k, result.audio or b"")
                    break
                if attempt == MAX_ATTEMPTS:
                    say(text("enroll-skipped", phrase=phrase))
                    skipped += 1
                    break
                say(text({"nothing": "enroll-nothing", "quiet": "enroll-too-quiet", "clipped": "enroll-clipped",
                          "noise": "enroll-noise", "same": "enroll-same-take"}[problem],
                         phrase=phrase))
        missing = total - len(self.recorded())
        if missing:
            say(text("enroll-incomplete", missing=missing, name=self.name))
            return None
        say(text("enroll-building", total=total))
        profile = build_from_manifest(self.manifest, self.name, self.recognizer, self.meaning, self.adapt,
                                      self.root, self.adapted, say=say)  # a take left out is said
        for note in profile.notes:
            say(text("enroll-not-adapted", why=note))
        say(text("enroll-done", name=self.name))
        return profile


def is_enroll_phrase(said: str, meaning: Callable[[str], str | None], phrases: Sequence[str] = ENROLL_PHRASES) -> bool:
    """Whether ``said`` is one of the enrollment phrases or means the same as one ("play seven" for "seven")."""
    if said in phrases:
        return True
    m = meaning(said)
    return m is not None and any(meaning(p) == m for p in phrases)


def checked_takes(manifest: Path, recognizer: Any, meaning: Callable[[str], str | None],
                  say: Callable[[str], None] | None = None,
                  phrases: Sequence[str] = ENROLL_PHRASES) -> list[Take]:
    """The usable takes a manifest lists, checked as the live dialogue checks them: the phrase must be an
    enrollment phrase (:func:`is_enroll_phrase`); the file must be readable and hold an utterance the endpointer and the
    voice-activity check take for speech ("nothing heard"), neither too quiet nor clipped (:func:`check_take`);
    a copy of an earlier take (:func:`voice_ono.speech.asr.templates.is_copy`) is left out; and a take whose
    nearest other take and the recogniser's phrase both mean another enrolled phrase is left out as mislabelled.
    Each take left out is said in one line (``say``).

    :raises ProfileError: the manifest is unreadable, or fewer than two usable takes of any one phrase remain (a
        listed file that cannot be read is left out and said, as the other takes left out).
    """
    from voice_ono.speech.asr.endpoint import SpeechCheck
    from voice_ono.speech.asr.profile import ProfileError, decode_take, manifest_rows, utterance_of
    from voice_ono.speech.asr.templates import dtw_distance, features, is_copy
    from voice_ono.speech.errors import AudioFormatError

    manifest = Path(manifest)
    rate = int(recognizer.sample_rate)
    check = SpeechCheck.create()
    rows = manifest_rows(manifest)
    takes: list[Take] = []
    feats: list[Any] = []

    def skip(file: str, why: str) -> None:
        if say is not None:
            say(text("manifest-skipped", file=file, why=why))

    for file, said in rows:
        if not said:
            continue
        if not is_enroll_phrase(said, meaning, phrases):
            skip(file, text("manifest-why-phrase", said=said, phrases=", ".join(phrases)))
            continue
        try:
            pcm, _ = utterance_of(manifest.parent / file, rate)
        except AudioFormatError:
            skip(file, text("manifest-why-unreadable"))
            continue
        problem = check_take(pcm, rate)
        if problem is None and check is not None and not check.is_speech(pcm, rate):
            problem = "nothing"  # a burst the voice-activity check does not take for speech, as at the microphone
        if problem is not None:
            skip(file, text(f"manifest-why-{problem}"))
            continue
        f = features(pcm, rate)
        twin = next((t.source for t, g in zip(takes, feats) if is_copy(f, g)), None)
        if twin is not None:
            skip(file, text("manifest-why-copy", other=twin))
            continue
        takes.append(Take(said, pcm, rate, file))
        feats.append(f)

    def means(p: str) -> str:
        return meaning(p) or p

    keep: list[Take] = []
    for i, t in enumerate(takes):  # mislabelled: the nearest other take and the recogniser agree on another phrase
        others = [(dtw_distance(feats[i], feats[j]), takes[j].phrase) for j in range(len(takes)) if j != i]
        near = min(others)[1] if others else t.phrase
        if means(near) != means(t.phrase):
            ev = decode_take(recognizer, t).evidence
            heard = ev.phrase if ev is not None else ""
            if heard and means(heard) == means(near):
                skip(t.source, text("manifest-why-mislabelled", heard=near, said=t.phrase))
                continue
        keep.append(t)
    counts: dict[str, int] = {}
    for t in keep:
        counts[means(t.phrase)] = counts.get(means(t.phrase), 0) + 1
    if not counts or max(counts.values()) < 2:
        raise ProfileError("manifest-too-few", usable=len(keep), listed=sum(1 for _, s in rows if s),
                           manifest=str(manifest))
    return keep


def build_from_manifest(manifest: Path, name: str, recognizer: Any, meaning: Callable[[str], str | None],
                        adapt: bool = True, root: Path | None = None,
                        adapted: Callable[[Path], Any] | None = None,
                        say: Callable[[str], None] | None = None) -> Profile:
    """Build profile ``name`` from the usable takes a manifest lists (``voice-ono enroll --from-manifest FILE``;
    checked by :func:`checked_takes`, each take left out said in one line by ``say``) and save it under ``root``.

    :param adapted: makes the recogniser with an MLLR transform (the calibration then scores the adapted model).

    :raises ProfileError: the manifest cannot be read, or too few usable takes remain.
    :raises OSError: the profile cannot be written.
    """
    takes = checked_takes(Path(manifest), recognizer, meaning, say)

    def same(a: str, b: str) -> bool:
        return (meaning(a) or a) == (meaning(b) or b)

    import tempfile

    with tempfile.TemporaryDirectory(prefix="voice-ono-profile-") as tmp:  # the MLLR transform, until saved
        profile = build_profile(name, takes, recognizer, same, adapt=adapt, folder=Path(tmp), adapted=adapted)
        save_profile(profile, root)
    return profile
