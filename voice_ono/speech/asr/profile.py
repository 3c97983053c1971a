"""Speaker profiles: what enrollment learns about one player's voice, stored, loaded and used.

A :class:`Profile` is built from the player's enrolled takes (``voice-ono
enroll``, or ``voice-ono enroll --from-manifest FILE``) by
:func:`build_profile` and holds:

* **templates** (:class:`~voice_ono.speech.asr.templates.TemplateSet`): the
  takes' features; each new utterance is matched against them by DTW and the
  match is part of the evidence the acceptance policy decides on
  (:func:`voice_ono.speech.asr.acceptance.decide`);
* **calibration**: the engine's operating point (:class:`Thresholds`) moved
  by how the recogniser scores this speaker's enrolled takes (the median
  confidence of takes it heard right, against :data:`REFERENCE_CONFIDENCE`),
  plus the template limits;
* **acoustic adaptation** (pocketsphinx only): a means-only MLLR transform of
  the bundled model estimated on the takes
  (:func:`voice_ono.speech.asr.adapt.estimate_mllr`, needs the sphinxtrain tools),
  loaded by the recogniser with pocketsphinx's ``mllr`` option.  Where the
  tools or the module are missing the profile is built without it and
  :attr:`Profile.notes` says why.  vosk models cannot be adapted here: a vosk
  profile calibrates and matches templates only.

Storage: one folder per profile under :func:`profiles_dir` (the user data
folder, platformdirs), holding ``profile.json``, ``templates.npz`` and, when
adapted, ``mllr``.  A profile records the engine and model it was made for
(:func:`model_id`); loading it for another is refused with the reason.
"""
from __future__ import annotations

import json
import re
import shutil
import statistics
import tempfile
import time
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping, Sequence

from ..errors import SpeechError
from .acceptance import THRESHOLDS, Thresholds
from .recognizer import RecognitionResult
from .templates import FEATURE_VERSION, TemplateSet

PROFILE_FORMAT = 1
"""Version of the on-disk layout (``profile.json`` field ``format``)."""

REFERENCE_CONFIDENCE: dict[str, float] = {"sphinx": -2.31, "vosk": 0.9}
"""Median confidence of the recogniser's right top phrases over real speakers: sphinx, 120 Speech Commands clips
of speakers not enrolled in ``../shared/corpus`` (``voice-ono bench enroll``, docs/benchmarks.md "Enrollment");
vosk: not measured (no English vosk model here), a guess.  A speaker whose right takes score lower than
this gets its confirm threshold lowered by the difference (calibration), at most :data:`MAX_SHIFT`."""

MAX_SHIFT: dict[str, float] = {"sphinx": 2.0, "vosk": 0.2}
"""Largest calibration move of the thresholds per engine (engine confidence units)."""

TEMPLATE_NEAR = 1.4
"""Default :attr:`Thresholds.template_near`: utterances within 1.4 times the speaker's own typical take-to-take
distance of an enrolled take are decided by the templates (acted on outright only when also within
:data:`TEMPLATE_SURE`, otherwise asked about).  The leave-one-speaker-out choice of 4 of the 5 folds (1.2 in the
other); docs/benchmarks.md, "Enrollment" (``voice-ono bench enroll``)."""
TEMPLATE_SURE = 1.0
"""Default :attr:`Thresholds.template_sure`: acted on outright only within the speaker's own take-to-take distance
(1.0).  The sure limit is searched only up to 1.0 by design (accept outright only what is as near an enrolled
take as the player's own takes of one word are to each other); every leave-one-speaker-out fold chose 1.0
(docs/benchmarks.md, "Enrollment")."""
TEMPLATE_MARGIN = 0.0
"""Default :attr:`Thresholds.template_margin` (speaker-normalised DTW distance): no margin to the nearest take of
another meaning is asked for beyond being the nearest; every leave-one-speaker-out fold chose 0.0 once outright
accepts were kept within :data:`TEMPLATE_SURE` (a margin of 0.1 cost about 1 point of outright accepts and changed
no error on the held-out speakers; docs/benchmarks.md, "Enrollment")."""

NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$")


class ProfileError(SpeechError):
    """A profile cannot be used or made, as data: a ``profile-*`` message id, a fix id and values
    (:class:`~voice_ono.speech.errors.SpeechError`), worded by :func:`voice_ono.narration.problem_text`;
    ``detail`` the internals (an exception's name and text) for a log, never said."""


class ProfileMissing(ProfileError):
    """No profile of that name."""


class ProfileDamaged(ProfileError):
    """The profile's files cannot be read."""


class ProfileMismatch(ProfileError):
    """The profile was made for another engine, model or feature recipe."""


class ProfileInUse(ProfileError):
    """Another process is enrolling into that profile (:func:`profile_lock`)."""


def profiles_dir() -> Path:
    """``platformdirs.user_data_path("voice-ono") / "profiles"`` (not created)."""
    import platformdirs

    return platformdirs.user_data_path("voice-ono") / "profiles"


def check_name(name: str) -> str:
    """A profile name: 1 to 40 letters, digits, ``_``, ``.``, ``-``, starting with a letter or digit.

    :raises ProfileError: any other name.
    """
    if not NAME_RE.match(name or ""):
        raise ProfileError("profile-bad-name", "profile-name-fix", name=name)
    return name


def profile_exists(name: str, root: Path | None = None) -> bool:
    """Whether a finished profile named ``name`` is saved under ``root`` (default :func:`profiles_dir`); a folder
    holding only an unfinished enrollment's takes is not one.

    :raises ProfileError: a bad name.
    """
    return ((Path(root) if root is not None else profiles_dir()) / check_name(name) / "profile.json").is_file()


@contextmanager
def profile_lock(name: str, root: Path | None = None) -> Iterator[None]:
    """Hold the enrollment lock of profile ``name`` (``filelock``, on ``.NAME.lock`` in ``root``, default
    :func:`profiles_dir`), so two enrollments never write one profile's takes or files at once.

    :raises ProfileInUse: another process holds it.
    :raises ProfileError: a bad name.
    :raises OSError: the profiles folder cannot be made.
    """
    import filelock

    folder = Path(root) if root is not None else profiles_dir()
    folder.mkdir(parents=True, exist_ok=True)
    lock = filelock.FileLock(str(folder / f".{check_name(name)}.lock"))
    try:
        lock.acquire(timeout=0)
    except filelock.Timeout:
        raise ProfileInUse("profile-enroll-in-use", name=name) from None
    try:
        yield
    finally:
        lock.release()


def model_id(recognizer: Any) -> str:
    """Which engine and model a recogniser runs, e.g. ``"pocketsphinx 5.1.1 en-us"`` or ``"vosk model-ko"``."""
    if getattr(recognizer, "engine", "") == "sphinx":
        from importlib.metadata import PackageNotFoundError, version

        try:
            ver = version("pocketsphinx")
        except PackageNotFoundError:
            ver = "unknown"
        return f"pocketsphinx {ver} en-us"
    model = getattr(recognizer, "model_path", None) or getattr(recognizer, "model_name", None)
    return f"vosk {Path(str(model)).name if model else 'unknown'}"


@dataclass
class Profile:
    """One player's profile (see module docstring).

    :param name: the profile's name (:func:`check_name`).
    :param engine: ``"sphinx"`` or ``"vosk"``: the engine it was made for.
    :param model: :func:`model_id` of the recogniser it was made for.
    :param thresholds: the calibrated operating point for ``engine``.
    :param templates: the enrolled takes' features (``None``: not used).
    :param mllr: path of the MLLR transform (``None``: not adapted).
    :param phrases: the enrolled phrases.
    :param takes: how many takes it was built from.
    :param shift: the calibration move of the thresholds (confidence units).
    :param build_s: seconds it took to build.
    :param notes: what could not be done (e.g. why there is no adaptation).
    """

    name: str
    engine: str
    model: str
    thresholds: Thresholds
    templates: TemplateSet | None = None
    mllr: Path | None = None
    phrases: list[str] = field(default_factory=list)
    takes: int = 0
    shift: float = 0.0
    build_s: float = 0.0
    notes: list[str] = field(default_factory=list)
    created: str = ""

    def table(self) -> dict[str, Thresholds]:
        """The policy's per-engine thresholds with this profile's for its engine."""
        return {**THRESHOLDS, self.engine: self.thresholds}

    def check_for(self, recognizer: Any) -> None:
        """Refuse a recogniser this profile was not made for.

        :raises ProfileMismatch: another engine or model (the message names both).
        """
        engine, model = getattr(recognizer, "engine", ""), model_id(recognizer)
        if engine != self.engine or model != self.model:
            raise ProfileMismatch("profile-other-engine", "profile-engine-fix", name=self.name, made_model=self.model,
                                  made_engine=self.engine, model=model, engine=engine)

    def size_bytes(self, root: Path | None = None) -> int:
        """Bytes on disk of the saved profile's folder (0 when not saved)."""
        folder = (root or profiles_dir()) / self.name
        return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) if folder.is_dir() else 0


# ---------------------------------------------------------------- building

@dataclass(frozen=True)
class Take:
    """One enrolled take: what was said, its audio (PCM16 mono at ``sample_rate`` Hz) and where it came from
    (a file name, for messages; ``""``: unknown)."""

    phrase: str
    pcm: bytes
    sample_rate: int
    source: str = ""


def decode_take(recognizer: Any, take: Take) -> RecognitionResult:
    """The recogniser's final result for one take (the take is one utterance; resampled with soxr if its rate
    is not the recogniser's)."""
    pcm = take.pcm
    if take.sample_rate != recognizer.sample_rate:
        from ..audio_convert import resample_pcm16

        pcm = resample_pcm16(pcm, take.sample_rate, recognizer.sample_rate)
    recognizer.reset()
    recognizer.accept_audio(pcm)
    result: RecognitionResult = recognizer.end_utterance()
    return result


def calibrate_shift(confidences: Sequence[float], engine: str, reference: float | None = None) -> float:
    """How far to move an engine's thresholds for a speaker whose right takes scored ``confidences``:
    their median minus :data:`REFERENCE_CONFIDENCE`, only downwards (a speaker the recogniser already hears
    well keeps the shipped thresholds), at most :data:`MAX_SHIFT`.  0.0 with fewer than 3 scores.

    :param reference: the population's median (default :data:`REFERENCE_CONFIDENCE`)."""
    if len(confidences) < 3:
        return 0.0
    shift = statistics.median(confidences) - (REFERENCE_CONFIDENCE[engine] if reference is None else reference)
    return max(-MAX_SHIFT[engine], min(0.0, shift))


def build_profile(name: str, takes: Sequence[Take], recognizer: Any, same_meaning: Callable[[str, str], bool],
                  adapt: bool = True, folder: Path | None = None,
                  template_near: float = TEMPLATE_NEAR, template_margin: float = TEMPLATE_MARGIN,
                  calibrate: bool = True, template_sure: float = TEMPLATE_SURE, adapted: Callable[[Path], Any] | None = None,
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


def takes_confidences(recognizer: Any, takes: Sequence[Take], same_meaning: Callable[[str, str], bool]) -> list[float]:
    """The recogniser's confidence on each take it heard right (its top phrase means the take's phrase)."""
    out = []
    for t in takes:
        ev = decode_take(recognizer, t).evidence
        if ev is not None and ev.phrase and ev.confidence is not None and same_meaning(ev.phrase, t.phrase):
            out.append(ev.confidence)
    return out


def calibrated(base: Thresholds, shift: float, template_near: float | None = TEMPLATE_NEAR,
               template_margin: float | None = TEMPLATE_MARGIN,
               template_sure: float | None = TEMPLATE_SURE) -> Thresholds:
    """A speaker's operating point: the confirm threshold moved by ``shift`` (<= 0: results the recogniser
    scores low for this speaker are asked about instead of rejected), the accept threshold kept (measured:
    moving it too accepted out-of-grammar words), and the template limits."""
    return replace(base, confirm=min(base.confirm + shift, base.accept), template_near=template_near,
                   template_margin=template_margin, template_sure=template_sure)


def _estimate_mllr(takes: Sequence[Take], folder: Path | None) -> tuple[Path | None, str]:
    """An MLLR transform of the bundled model from the takes, or ``(None, why not)``."""
    try:
        from . import adapt  # the shared adaptation module (issue 7); may be absent
    except ImportError:
        return None, "acoustic adaptation is not available in this version; the profile calibrates only."
    out_dir = Path(folder) if folder is not None else Path(tempfile.mkdtemp(prefix="voice-ono-mllr-"))
    try:
        utts = [adapt.AdaptationUtterance(t.pcm, t.sample_rate, t.phrase) for t in takes]
        return Path(adapt.estimate_mllr(utts, out_dir / "mllr")), ""
    except adapt.AdaptationUnavailable as exc:
        return None, f"acoustic adaptation skipped: {exc}"
    except (ValueError, OSError, RuntimeError) as exc:
        return None, f"acoustic adaptation failed ({exc}); the profile calibrates only."


def manifest_rows(manifest: Path) -> list[tuple[str, str | None]]:
    """``(file, said)`` for each line of a manifest in the format of ``../shared/corpus/manifest.jsonl`` (``said``
    ``None`` when the line has none).

    :raises ProfileError: the manifest is missing or malformed.
    """
    manifest = Path(manifest)
    rows = []
    try:
        for line in manifest.read_text(encoding="utf-8").splitlines():
            if line.strip():
                d = json.loads(line)
                said = d.get("said")
                rows.append((str(d["file"]), None if said is None else str(said)))
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise ProfileError("profile-manifest-unreadable", "profile-manifest-fix", detail=f"{type(exc).__name__}: {exc}",
                           manifest=manifest) from exc
    return rows


def utterance_of(path: Path, sample_rate: int, speech_check: Any = None) -> tuple[bytes, bytes]:
    """``(utterance, whole file)`` of a recording at ``sample_rate`` Hz (PCM16 mono): the first utterance the
    endpointer finds (:func:`voice_ono.speech.asr.endpoint.segment`, the file padded with faint noise as a
    microphone stream has: :class:`~voice_ono.speech.audio.Padded`), ``b""`` when it finds none or
    ``speech_check`` (:class:`~voice_ono.speech.asr.endpoint.SpeechCheck`) judges it not speech.

    :raises AudioFormatError: the file cannot be read.
    """
    from ..audio import Padded, WavSource
    from .endpoint import segment

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
    take first (:func:`voice_ono.enroll.build_from_manifest`).  (Takes cut differently from the utterances they
    are matched against measured farther from them: FSDD, whole files against endpointed takes, about 1.3 times.)

    :raises ProfileError: the manifest is missing or malformed, or a listed file cannot be read.
    """
    from ..errors import AudioFormatError

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


# ---------------------------------------------------------------- storage

def save_profile(profile: Profile, root: Path | None = None) -> Path:
    """Write the profile to ``root/NAME/`` (default :func:`profiles_dir`), replacing an older one of that name
    only once the new one is complete.

    :returns: the profile's folder.
    :raises OSError: it cannot be written.
    """
    root = Path(root) if root is not None else profiles_dir()
    root.mkdir(parents=True, exist_ok=True)
    final = root / check_name(profile.name)
    tmp = Path(tempfile.mkdtemp(prefix=f".{profile.name}-", dir=root))
    try:
        meta = {"format": PROFILE_FORMAT, "name": profile.name, "engine": profile.engine, "model": profile.model,
                "features": FEATURE_VERSION, "thresholds": asdict(profile.thresholds), "phrases": profile.phrases,
                "takes": profile.takes, "shift": profile.shift, "build_s": round(profile.build_s, 3),
                "notes": profile.notes, "created": profile.created,
                "templates": "templates.npz" if profile.templates is not None else None,
                "mllr": "mllr" if profile.mllr is not None else None}
        if profile.templates is not None:
            (tmp / "templates.npz").write_bytes(profile.templates.to_bytes())
        if profile.mllr is not None:
            shutil.copyfile(profile.mllr, tmp / "mllr")
        (tmp / "profile.json").write_text(json.dumps(meta, indent=1) + "\n", encoding="utf-8")
        keep = [p for p in ("takes",) if (final / p).exists()]  # the enrolled takes stay with the name
        for p in keep:
            shutil.move(str(final / p), str(tmp / p))
        if final.exists():
            shutil.rmtree(final)
        tmp.rename(final)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    if profile.mllr is not None:
        profile.mllr = final / "mllr"
    return final


def load_profile(name: str, root: Path | None = None) -> Profile:
    """Read a saved profile.

    :raises ProfileError: a bad name.
    :raises ProfileMissing: no such profile.
    :raises ProfileDamaged: its files are unreadable or inconsistent (the catalog's ``profile-damaged`` line;
        the exception's name and text in ``detail``).
    :raises ProfileMismatch: built with another feature recipe or layout.
    """
    folder = (Path(root) if root is not None else profiles_dir()) / check_name(name)
    meta_path = folder / "profile.json"
    if not meta_path.is_file():
        raise ProfileMissing("profile-missing", name=name)
    redo = "profile-redo-fix"
    try:
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        if not isinstance(meta, dict):
            raise ValueError("not a JSON object")
        if meta.get("format") != PROFILE_FORMAT:
            raise ProfileMismatch("profile-old-layout", redo, name=name, layout=str(meta.get("format")),
                                  expected=PROFILE_FORMAT)
        if meta.get("features") != FEATURE_VERSION:
            raise ProfileMismatch("profile-old-features", redo, name=name, features=str(meta.get("features")),
                                  expected=FEATURE_VERSION)
        th = Thresholds(**meta["thresholds"])
        templates = None
        if meta.get("templates"):
            templates = TemplateSet.from_bytes((folder / meta["templates"]).read_bytes())
        mllr = None
        if meta.get("mllr"):
            mllr = folder / meta["mllr"]
            if not mllr.is_file() or mllr.stat().st_size == 0:
                raise ValueError("its MLLR transform is missing")
        return Profile(name=name, engine=str(meta["engine"]), model=str(meta["model"]), thresholds=th,
                       templates=templates, mllr=mllr, phrases=list(meta.get("phrases", [])),
                       takes=int(meta.get("takes", 0)), shift=float(meta.get("shift", 0.0)),
                       build_s=float(meta.get("build_s", 0.0)), notes=list(meta.get("notes", [])),
                       created=str(meta.get("created", "")))
    except ProfileError:
        raise
    except Exception as exc:  # any damage (JSONDecodeError, KeyError, TypeError, OSError, ...): one catalog line
        raise ProfileDamaged("profile-damaged", detail=f"{type(exc).__name__}: {exc}", name=name) from exc


def list_profiles(root: Path | None = None) -> list[tuple[str, Profile | ProfileError]]:
    """``(name, the profile or what is wrong)`` for every profile folder, sorted by name: a
    :class:`ProfileMissing` ``profile-unfinished`` (takes kept, no profile yet) or ``profile-not-built``, or
    the error that makes it unusable."""
    root = Path(root) if root is not None else profiles_dir()
    out: list[tuple[str, Profile | ProfileError]] = []
    if not root.is_dir():
        return out
    for folder in sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")):
        try:
            out.append((folder.name, load_profile(folder.name, root)))
        except ProfileMissing:
            done = folder / "takes" / "manifest.jsonl"
            out.append((folder.name, ProfileMissing("profile-unfinished" if done.exists() else "profile-not-built",
                                                    name=folder.name)))
        except ProfileError as exc:
            out.append((folder.name, exc))
    return out


def delete_profile(name: str, root: Path | None = None) -> Path:
    """Delete a profile's folder (with its takes).

    :raises ProfileMissing: there is none of that name.
    """
    folder = (Path(root) if root is not None else profiles_dir()) / check_name(name)
    if not folder.is_dir():
        raise ProfileMissing("profile-missing", name=name)
    shutil.rmtree(folder)
    return folder


# ---------------------------------------------------------------- using

def phrase_meanings(phrases: Sequence[str], to_command: Callable[[str], dict[str, Any] | None]) -> dict[str, str]:
    """``{phrase: meaning}``: the parsed command as sorted JSON (phrases that parse to nothing mean themselves);
    phrases of one meaning ("read my hand", "read my cards") agree with each other."""
    out = {}
    for p in phrases:
        cmd = to_command(p)
        out[p] = json.dumps(cmd, sort_keys=True) if cmd else p
    return out


class ProfiledRecognizer:
    """A recogniser whose final results are decided with a speaker profile (implements
    :class:`~voice_ono.speech.asr.recognizer.Recognizer`).

    Each utterance is decoded by ``base`` as usual; at the endpoint the
    utterance is matched against the profile's templates and the result is
    decided again by the acceptance policy with the template match and the
    profile's thresholds.

    :param base: the recogniser (already made with the profile's MLLR transform, if any).
    :param profile: the profile (:meth:`Profile.check_for` is called).
    :param meanings: ``{phrase: meaning}`` (e.g. the parsed command as JSON) for the grammar's phrases;
        phrases of one meaning agree.
    :param phrase_keys: ``{phrase: "2|play2"}``: the cards a phrase plays (the grammar's ``card_keys``).
    :param adapted: ``base`` decodes with the profile's MLLR transform (default: its ``mllr`` is the profile's); the
        evidence is then marked ``measures["mllr"]`` (the policy then lets only the templates accept).
    :raises ProfileMismatch: the profile was made for another engine or model.
    """

    def __init__(self, base: Any, profile: Profile, meanings: Mapping[str, str],
                 phrase_keys: Mapping[str, str] | None = None, adapted: bool | None = None) -> None:
        profile.check_for(base)
        self.base = base
        self.profile = profile
        self.engine = base.engine
        self.sample_rate = base.sample_rate
        self.missing_words = getattr(base, "missing_words", ())
        self.meanings = dict(meanings)
        self.phrase_keys = dict(phrase_keys or {})
        self._table = profile.table()
        self._pcm: list[bytes] = []
        if adapted is None:  # the profile's own transform (not the shipped population one)
            adapted = profile.mllr is not None and getattr(base, "mllr", None) == profile.mllr
        self.adapted = adapted

    def __getattr__(self, name: str) -> Any:  # set_context, phrases, ... of the base recogniser
        return getattr(self.base, name)

    def accept_audio(self, pcm: bytes) -> RecognitionResult | None:
        self._pcm.append(pcm)
        partial: RecognitionResult | None = self.base.accept_audio(pcm)
        return partial

    def reset(self) -> None:
        self._pcm.clear()
        self.base.reset()

    def end_utterance(self) -> RecognitionResult:
        result = self.base.end_utterance()
        pcm, self._pcm = b"".join(self._pcm), []
        return self.apply(result, pcm)

    def apply(self, result: RecognitionResult, pcm: bytes) -> RecognitionResult:
        """``result`` decided again with the profile (templates matched on ``pcm``, PCM16 at ``sample_rate``)."""
        ev = result.evidence
        if ev is None:
            return result
        tm = None
        if self.profile.templates is not None and pcm:
            tm = self.profile.templates.match(pcm, self.sample_rate, self.meanings, heard=ev.phrase or None)
        if tm is not None:
            meaning = self.meanings.get(tm.phrase, tm.phrase)
            agrees = bool(ev.phrase) and self.meanings.get(ev.phrase, ev.phrase) == meaning
            key = self.phrase_keys.get(tm.phrase, "")
            tm = replace(tm, cards=tuple(k for k in key.split("|") if k), agrees=agrees)
        ev = replace(ev, template=tm, measures={**ev.measures, "mllr": 1.0} if self.adapted else ev.measures)
        fields = {k: getattr(result, k) for k in ("alternatives", "start_s", "end_s", "engine", "measures",
                                                   "latency_s", "audio")}
        return RecognitionResult.from_evidence(result.raw_text, ev, self._table, **fields)
