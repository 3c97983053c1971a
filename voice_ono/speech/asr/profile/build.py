"""Building a profile from takes: templates, calibration and (pocketsphinx) an MLLR transform."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Callable, Sequence

from ..acceptance import THRESHOLDS
from ..recognizer import Recognizer
from ..templates import TemplateSet
from .data import Profile, model_id
from .errors import ProfileError
from .folders import check_name
from .policy import TEMPLATE_MARGIN, TEMPLATE_NEAR, TEMPLATE_SURE, calibrate_shift, calibrated
from .takes import Take, decode_take


def build_profile(name: str, takes: Sequence[Take], recognizer: Recognizer, same_meaning: Callable[[str, str], bool],
                  adapt: bool = True, folder: Path | None = None,
                  template_near: float = TEMPLATE_NEAR, template_margin: float = TEMPLATE_MARGIN,
                  calibrate: bool = True, template_sure: float = TEMPLATE_SURE, adapted: Callable[[Path], Recognizer] | None = None,
                  reference: float | None = None) -> Profile:
    """Build a profile from enrolled takes.

    :param recognizer: the recogniser it is for (decodes the takes for the calibration; its engine and model
        are recorded).
    :param same_meaning: whether two phrases are the same command (the grammar's parse).
    :param adapt: estimate an MLLR transform (pocketsphinx only; needs the sphinxtrain tools).
    :param folder: where to write the MLLR transform (default: a temporary folder; :func:`save_profile`
        copies it into the profile).
    :param adapted: makes the recogniser with an MLLR transform (path -> recogniser), so the calibration
        measures the adapted model's scores (``None``: calibrate on ``recognizer``).
    :param reference: the population's median confidence (default :data:`REFERENCE_CONFIDENCE`).
    :returns: the profile (not saved).
    :raises ProfileError: a bad name, no takes with audio, or takes that are copies of one recording
        (:meth:`~voice_ono.speech.asr.templates.TemplateSet.copies`).
    """
    check_name(name)
    takes = [t for t in takes if t.pcm]
    if not takes:
        raise ProfileError("profile-no-takes", "profile-record-again-fix")
    t0 = time.perf_counter()
    notes: list[str] = []
    templates = TemplateSet.from_audio((t.phrase, t.pcm, t.sample_rate) for t in takes)
    copies = templates.copies()
    if copies:  # the same recording given for several takes: no take-to-take variation, the profile matches nothing
        def label(i: int) -> str:
            return takes[i].source or f"take {i + 1} ({takes[i].phrase})"
        raise ProfileError("enroll-duplicate-takes", count=len({j for _, j in copies}),
                           files=", ".join(f"{label(j)} = {label(i)}" for i, j in copies[:5]))
    engine = recognizer.engine
    mllr = None
    if adapt and engine == "sphinx":
        mllr, why = _estimate_mllr(takes, folder)
        if why:
            notes.append(why)
    elif adapt:
        notes.append(f"{engine} models cannot be adapted here; the profile calibrates and matches your takes only.")
    shift = 0.0
    if calibrate:
        scorer = adapted(mllr) if (mllr is not None and adapted is not None) else recognizer
        shift = calibrate_shift(takes_confidences(scorer, takes, same_meaning), engine, reference)
    th = calibrated(THRESHOLDS[engine], shift, template_near, template_margin, template_sure)
    return Profile(name=name, engine=engine, model=model_id(recognizer), thresholds=th, templates=templates,
                   mllr=mllr, phrases=templates.phrases, takes=len(takes), shift=shift,
                   build_s=time.perf_counter() - t0, notes=notes,
                   created=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()))


def takes_confidences(recognizer: Recognizer, takes: Sequence[Take], same_meaning: Callable[[str, str], bool]) -> list[float]:
    """The recogniser's confidence on each take it heard right (its top phrase means the take's phrase)."""
    out = []
    for t in takes:
        ev = decode_take(recognizer, t).evidence
        if ev is not None and ev.phrase and ev.confidence is not None and same_meaning(ev.phrase, t.phrase):
            out.append(ev.confidence)
    return out


def _estimate_mllr(takes: Sequence[Take], folder: Path | None) -> tuple[Path | None, str]:
    """An MLLR transform of the bundled model from the takes, or ``(None, why not)``."""
    from .. import adapt  # the shared adaptation module (issue 7), part of the package
    out_dir = Path(folder) if folder is not None else Path(tempfile.mkdtemp(prefix="voice-ono-mllr-"))
    try:
        utts = [adapt.AdaptationUtterance(t.pcm, t.sample_rate, t.phrase) for t in takes]
        work = out_dir / "work" if folder is not None else None  # the caller's folder holds the scratch files too
        return Path(adapt.estimate_mllr(utts, out_dir / "mllr", work_dir=work)), ""
    except adapt.AdaptationUnavailable as exc:
        return None, f"acoustic adaptation skipped: {exc}"
    except (ValueError, OSError, RuntimeError) as exc:
        return None, f"acoustic adaptation failed ({exc}); the profile calibrates only."
