"""A voice profile edited or shared by hand: every field is checked when it is read (a hostile profile.json is a
damaged profile, named in one line, and never reads a file outside its own folder)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from voice_ono.speech.asr.acceptance import Thresholds
from voice_ono.speech.asr.profile.data import Profile
from voice_ono.speech.asr.profile.errors import ProfileDamaged
from voice_ono.speech.asr.profile.storage import load_profile, save_profile


def _saved(tmp_path: Path) -> Path:
    prof = Profile(name="ann", engine="whisper", model="whisper tiny.en", thresholds=Thresholds(-2.5, -3.7),
                   phrases=["seven"], notes=["a note"])
    return save_profile(prof, tmp_path) / "profile.json"


def test_a_saved_profile_reads_back(tmp_path: Path) -> None:
    _saved(tmp_path)
    prof = load_profile("ann", tmp_path)
    assert prof.engine == "whisper" and prof.thresholds == Thresholds(-2.5, -3.7) and prof.phrases == ["seven"]


@pytest.mark.parametrize("field, value", [
    ("thresholds", {"accept": "high", "confirm": -3.7}),
    ("thresholds", {"accept": True, "confirm": -3.7}),
    ("thresholds", {"accept": 1e999, "confirm": -3.7}),
    ("thresholds", {"accept": -2.5, "confirm": -3.7, "evil": 1}),
    ("thresholds", [1, 2]),
    ("engine", "\x1b[2Kvosk"),
    ("phrases", [1, {"a": 2}]),
    ("notes", "not a list"),
    ("templates", "../../../etc/passwd"),
    ("mllr", "/etc/passwd"),
])
def test_a_hostile_field_makes_a_damaged_profile(tmp_path: Path, field: str, value: object) -> None:
    meta_path = _saved(tmp_path)
    meta = json.loads(meta_path.read_text())
    meta[field] = value
    meta_path.write_text(json.dumps(meta))
    with pytest.raises(ProfileDamaged) as exc:
        load_profile("ann", tmp_path)
    assert exc.value.msg_id == "profile-damaged"
