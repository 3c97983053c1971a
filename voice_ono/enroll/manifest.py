"""Building a profile from a manifest of takes (``voice-ono enroll --from-manifest FILE``, and the dialogue's own
manifest): which takes are usable, labels that look wrong, the scratch folder of a build."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable, Sequence, TypedDict

import numpy as np
from numpy.typing import NDArray

from voice_ono.narration import text
from voice_ono.speech.asr.profile.data import Profile
from voice_ono.speech.asr.profile.takes import Take
from voice_ono.speech.asr.profile.build import build_profile
from voice_ono.speech.asr.profile.storage import save_profile
from voice_ono.enroll.phrases import ENROLL_PHRASES, is_enroll_phrase, spoken_phrase
from voice_ono.enroll.take_checks import check_take
from voice_ono.enroll.takes import make_private_dir

if TYPE_CHECKING:
    from voice_ono.commands.types import CommandJSON
    from voice_ono.speech.asr.recognizer import Recognizer


class _ManifestRowBase(TypedDict):
    file: str
    said: str
    expected: CommandJSON | None
    speaker: str
    source: str
    rate: int
    take: int


class ManifestRow(_ManifestRowBase, total=False):
    """One line of an enrollment's ``takes/manifest.jsonl`` as the dialogue writes it (the format of
    ``../shared/corpus/manifest.jsonl``): the take's file, the phrase said and its command, and the input file
    it came from (``input``, for ``--wav``)."""

    input: str


SKIPS_SHOWN = 10
"""Takes left out of a manifest that are named one by one; the rest are counted by reason in one line."""


MAX_TAKES_PER_PHRASE = 10
"""Takes of one phrase a profile is built from at most (the first ones listed): a 705-take manifest built for about
five minutes on 2 cores; the bench enrolls on 2 takes of each phrase."""


def checked_takes(manifest: Path, recognizer: Recognizer, meaning: Callable[[str], str | None],
                  say: Callable[[str], None] | None = None,
                  phrases: Sequence[str] = ENROLL_PHRASES, trust_labels: bool = False) -> list[Take]:
    """The usable takes a manifest lists, checked as the live dialogue checks them: the phrase must be an
    enrollment phrase (:func:`is_enroll_phrase`); the file must be readable and hold an utterance the endpointer and the
    voice-activity check take for speech ("nothing heard"), neither too quiet nor clipped (:func:`check_take`);
    a file listed twice, and a copy of an earlier take (:func:`voice_ono.speech.asr.templates.is_copy`), are left
    out; once a phrase has :data:`MAX_TAKES_PER_PHRASE` usable takes its further lines are counted, not read; a
    take whose
    nearest other take and the recogniser's phrase both mean another enrolled phrase is left out as mislabelled.
    Each take left out is said in one line (``say``).

    Unless ``trust_labels``, the labels as a whole are checked too (:func:`shifted_labels`): labels that look
    shifted (each digit labelled as the next) are refused, since every take would then teach a wrong word.

    :raises ProfileError: the manifest is unreadable; fewer than two usable takes of any one phrase remain (a
        listed file that cannot be read is left out and said, as the other takes left out); or the labels look
        shifted (``manifest-labels-shifted``).
    """
    from voice_ono.speech.asr.endpoint import SpeechCheck
    from voice_ono.speech.asr.profile.errors import ProfileError
    from voice_ono.speech.asr.profile.takes import decode_take, manifest_rows, utterance_of
    from voice_ono.speech.asr.templates import dtw_distance, features, is_copy
    from voice_ono.speech.errors import AudioFormatError

    from tqdm import tqdm

    manifest = Path(manifest)
    rate = int(recognizer.sample_rate)
    check = SpeechCheck.create()
    shown = 0
    left_out: dict[str, int] = {}  # message id of the reason -> takes left out for it

    def skip(file: str, why_id: str, **values: object) -> None:
        nonlocal shown
        left_out[why_id] = left_out.get(why_id, 0) + 1
        if say is not None and shown < SKIPS_SHOWN:
            say(text("manifest-skipped", file=file, why=text(why_id, **values)))
        shown += 1

    def bad_line(n: int, why_id: str) -> None:
        skip(text("manifest-line", line=n), why_id)

    rows = manifest_rows(manifest, bad_line)
    takes: list[Take] = []
    feats: list[NDArray[np.float32]] = []
    per_phrase: dict[str, int] = {}
    capped = 0
    labels: dict[str, tuple[str, str | None]] = {}  # label -> (the phrase said, its meaning; None: not enrolled)
    listed: dict[Path, str] = {}  # each file checked -> its name in the manifest (the same file listed twice)
    for file, said in tqdm(rows, desc=text("manifest-progress"), unit="take", disable=None, leave=False,
                           mininterval=1.0):
        if not said:
            continue
        if said not in labels:  # the grammar is asked once per label, not once per line
            spoken = spoken_phrase(said, meaning, phrases)
            labels[said] = (spoken, (meaning(spoken) or spoken) if is_enroll_phrase(spoken, meaning, phrases)
                            else None)
        said, key = labels[said]
        if key is None:
            skip(file, "manifest-why-phrase", said=said)
            continue
        if per_phrase.get(key, 0) >= MAX_TAKES_PER_PHRASE:
            capped += 1  # enough usable takes of this phrase: not read or checked, so the build stays quick
            continue
        path = manifest.parent / file
        if not path.exists() or path.is_dir():
            skip(file, "manifest-why-folder" if path.is_dir() else "manifest-why-missing")
            continue
        real = path.resolve()
        if real in listed:
            skip(file, "manifest-why-listed-twice", other=listed[real], same="yes" if listed[real] == file else "no")
            continue
        listed[real] = file
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
                     "manifest-why-listed-twice": "manifest-count-listed-twice",
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


def build_from_manifest(manifest: Path, name: str, recognizer: Recognizer, meaning: Callable[[str], str | None],
                        adapt: bool = True, root: Path | None = None,
                        adapted: Callable[[Path], Recognizer] | None = None,
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

    from voice_ono.speech.asr.profile.folders import check_root

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
    removed first.  Call it holding the profile's lock (:func:`voice_ono.speech.asr.profile.folders.profile_lock`) when
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
