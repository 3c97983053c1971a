"""Enrolled takes: one take, decoding it, and reading takes from a manifest in the corpus format."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from ..recognizer import RecognitionResult, Recognizer
from .errors import ProfileError

if TYPE_CHECKING:
    from ..endpoint import SpeechCheck


@dataclass(frozen=True)
class Take:
    """One enrolled take: what was said, its audio (PCM16 mono at ``sample_rate`` Hz) and where it came from
    (a file name, for messages; ``""``: unknown)."""

    phrase: str
    pcm: bytes
    sample_rate: int
    source: str = ""


def decode_take(recognizer: Recognizer, take: Take) -> RecognitionResult:
    """The recogniser's final result for one take (the take is one utterance; resampled with soxr if its rate
    is not the recogniser's)."""
    pcm = take.pcm
    if take.sample_rate != recognizer.sample_rate:
        from ...audio_convert import resample_pcm16

        pcm = resample_pcm16(pcm, take.sample_rate, recognizer.sample_rate)
    recognizer.reset()
    recognizer.accept_audio(pcm)
    return recognizer.end_utterance()


def manifest_rows(manifest: Path, bad_line: Callable[[int, str], None] | None = None) -> list[tuple[str, str | None]]:
    """``(file, said)`` for each line of a manifest in the format of ``../shared/corpus/manifest.jsonl`` (UTF-8,
    a byte-order mark allowed; ``said`` ``None`` when the line has none).

    :param bad_line: called with ``(line number from 1, message id)`` for a line that is not a JSON object with a
        ``file`` (message ids ``manifest-line-not-json``, ``manifest-line-not-object``, ``manifest-line-no-file``);
        that line is then left out.  Without it, the first such line raises.
    :raises ProfileError: the manifest is missing (``profile-manifest-missing``), a folder
        (``profile-manifest-folder``) or unreadable; or, without ``bad_line``, a line is bad
        (``profile-manifest-bad-line``).
    """
    manifest = Path(manifest)
    fix = "profile-manifest-fix"
    if not manifest.exists():
        raise ProfileError("profile-manifest-missing", fix, manifest=str(manifest))
    if manifest.is_dir():
        raise ProfileError("profile-manifest-folder", fix, manifest=str(manifest))
    try:
        lines = manifest.read_text(encoding="utf-8-sig").splitlines()
    except (OSError, ValueError) as exc:
        raise ProfileError("profile-manifest-unreadable", fix, detail=f"{type(exc).__name__}: {exc}",
                           manifest=str(manifest)) from exc
    rows = []
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        why = None
        try:
            d = json.loads(line)
        except ValueError:
            why = "manifest-line-not-json"
        else:
            if not isinstance(d, dict):
                why = "manifest-line-not-object"
            elif not isinstance(d.get("file"), str) or not d["file"]:
                why = "manifest-line-no-file"
        if why is not None:
            if bad_line is None:
                raise ProfileError("profile-manifest-bad-line", fix, line=n, why=why, manifest=str(manifest))
            bad_line(n, why)
            continue
        said = d.get("said")
        rows.append((str(d["file"]), None if said is None else str(said)))
    return rows


def utterance_of(path: Path, sample_rate: int, speech_check: SpeechCheck | None = None) -> tuple[bytes, bytes]:
    """``(utterance, whole file)`` of a recording at ``sample_rate`` Hz (PCM16 mono): the first utterance the
    endpointer finds (:func:`voice_ono.speech.asr.endpoint.segment`, the file padded with faint noise as a
    microphone stream has: :class:`~voice_ono.speech.audio.Padded`), ``b""`` when it finds none or
    ``speech_check`` (:class:`~voice_ono.speech.asr.endpoint.SpeechCheck`) judges it not speech.

    :raises AudioFormatError: the file cannot be read.
    """
    from ...audio import Padded, WavSource
    from ..endpoint import segment

    src = WavSource(path, sample_rate)
    utterance: list[bytes] = []
    for ev in segment(Padded(src), sample_rate):
        if ev.kind == "end":
            break
        if ev.kind in ("start", "audio"):
            utterance.append(ev.pcm)
    pcm = b"".join(utterance)
    if pcm and speech_check is not None and not speech_check.is_speech(pcm, sample_rate):
        pcm = b""
    return pcm, b"".join(src)


def takes_from_manifest(manifest: Path, sample_rate: int) -> list[Take]:
    """The takes listed in a manifest in the format of ``../shared/corpus/manifest.jsonl`` (one JSON object a
    line; ``file`` relative to the manifest's folder; rows without a ``said`` word are skipped) at
    ``sample_rate`` Hz, each cut by the endpointer as the microphone's utterances are (:func:`utterance_of`); a
    file it finds no utterance in is taken whole.  Unchecked: ``voice-ono enroll --from-manifest`` checks each
    take first (:func:`voice_ono.enroll.manifest.build_from_manifest`).  (Takes cut differently from the utterances they
    are matched against measured farther from them: FSDD, whole files against endpointed takes, about 1.3 times.)

    :raises ProfileError: the manifest is missing or malformed, or a listed file cannot be read.
    """
    from ...errors import AudioFormatError

    manifest = Path(manifest)
    takes = []
    for file, said in manifest_rows(manifest):
        if not said:
            continue
        try:
            pcm, whole = utterance_of(manifest.parent / file, sample_rate)
        except AudioFormatError as exc:
            raise ProfileError("profile-take-unreadable", "profile-manifest-line-fix", detail=str(exc), file=file,
                               manifest=manifest) from exc
        takes.append(Take(said, pcm or whole, sample_rate, file))
    if not takes:
        raise ProfileError("profile-manifest-empty", "profile-manifest-said-fix", manifest=manifest)
    return takes
