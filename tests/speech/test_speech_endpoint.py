from __future__ import annotations

import numpy as np
import pytest

from voice_ono.speech.audio import WavSource, float_to_pcm16
from voice_ono.speech.asr.endpoint import EndpointConfig, HalfDuplexGate, listen, segment
from voice_ono.speech.errors import RecognizerError
from voice_ono.speech.asr.sphinx import SphinxRecognizer

from speech_fixtures import JSGF, PHRASES, flite_voice, multi_wav


def _tone_bursts(bursts: list[tuple[float, float]], total_s: float, rate: int = 16000) -> bytes:
    rng = np.random.default_rng(0)
    x = rng.standard_normal(int(total_s * rate)) * 0.002  # noise floor
    t = np.arange(len(x)) / rate
    for a, b in bursts:
        m = (t >= a) & (t < b)
        x[m] += 0.3 * np.sin(2 * np.pi * 300 * t[m])
    return float_to_pcm16(x)


def _chunks(pcm: bytes, n: int = 3200):
    return [pcm[i:i + n] for i in range(0, len(pcm), n)]


def test_segment_finds_bursts_with_hangover():
    hang = EndpointConfig().end_silence_s
    pcm = _tone_bursts([(1.0, 1.6), (1.6 + 0.6 * hang, 2.4), (4.0, 4.5)], 6.0)
    events = [(e.kind, round(e.t_s, 2)) for e in segment(_chunks(pcm), 16000) if e.kind != "audio"]
    # The first two bursts are closer than the hangover: one utterance.
    kinds = [k for k, _ in events]
    assert kinds == ["start", "end", "start", "end"]
    (s1, e1, s2, e2) = [t for _, t in events]
    assert 0.6 <= s1 <= 1.0 and 2.4 + hang - 0.05 <= e1 <= 2.4 + hang + 0.1
    assert 3.6 <= s2 <= 4.0 and 4.5 + hang - 0.05 <= e2 <= 4.5 + hang + 0.1


def test_max_utterance_length_forces_endpoint():
    pcm = _tone_bursts([(0.5, 5.5)], 6.0)
    cfg = EndpointConfig(max_utterance_s=2.0)
    ends = [e.t_s for e in segment(_chunks(pcm), 16000, cfg) if e.kind == "end"]
    assert len(ends) >= 2 and ends[0] == pytest.approx(0.5 + 2.0 - 0.09, abs=0.35)


def test_gate_discards_audio_while_speaking_and_guard():
    speaking = {"now": True}
    gate = HalfDuplexGate(lambda: speaking["now"], guard_s=0.3)
    assert not gate.allows(1.0)
    speaking["now"] = False
    assert not gate.allows(1.2)
    assert gate.allows(1.31)


def test_sample_rate_mismatch_raises():
    rec = SphinxRecognizer(PHRASES, JSGF)

    class Src(list):
        sample_rate = 8000

    with pytest.raises(RecognizerError):
        list(listen(Src(), rec))


def test_long_wav_yields_ordered_finals(tmp_path):
    voice = flite_voice("kal16")
    texts = ["play seven", "read my hand", "yes", "play minus ten", "hold"]
    path = multi_wav(texts, voice, tmp_path / "multi.wav", seed=3)
    finals = list(listen(WavSource(path), SphinxRecognizer(PHRASES, JSGF)))
    assert [f.text for f in finals] == texts
    starts = [f.start_s for f in finals]
    assert starts == sorted(starts) and all(f.end_s > f.start_s for f in finals)


def test_partials_reach_callback(tmp_path):
    voice = flite_voice("kal16")
    path = multi_wav(["read my hand"], voice, tmp_path / "p.wav")
    partials = []
    finals = list(listen(WavSource(path), SphinxRecognizer(PHRASES, JSGF, streaming=True), on_partial=partials.append))
    assert finals[0].text == "read my hand"
    assert partials and all(not p.is_final for p in partials)


class _TimedSource:
    """Wraps a WAV source; marks the program as speaking over given stream-time spans."""

    def __init__(self, src: WavSource, spans: list[tuple[float, float]]) -> None:
        self.src, self.spans, self.sample_rate = src, spans, src.sample_rate
        self.t = 0.0

    def is_speaking(self) -> bool:
        return any(a <= self.t < b for a, b in self.spans)

    def __iter__(self):
        for chunk in self.src:
            yield chunk  # listen checks the gate right after receiving this chunk
            self.t += len(chunk) / 2 / self.sample_rate


def test_half_duplex_never_recognises_own_voice(tmp_path):
    voice = flite_voice("kal16")
    texts = ["play seven", "read my hand", "play two"]
    path = multi_wav(texts, voice, tmp_path / "hd.wav", seed=4)
    rec = SphinxRecognizer(PHRASES, JSGF)
    ungated = list(listen(WavSource(path), rec))
    assert [f.text for f in ungated] == texts
    # The program "speaks" over the whole second command (its own voice saying "read my hand").
    spans = [(ungated[1].start_s - 0.35, ungated[1].end_s + 0.1)]
    src = _TimedSource(WavSource(path), spans)
    gate = HalfDuplexGate(src.is_speaking, guard_s=0.3)
    gated = list(listen(src, rec, gate=gate))
    assert [f.text for f in gated if f.accepted] == ["play seven", "play two"]
    assert gate.discarded_s > 0.5


def test_a_quiet_microphone_is_heard_whole_by_an_engine_that_normalises_the_level():
    """Issue 18, quiet target: a word whose level stays near -60 dBFS over a -80 dBFS floor (a quiet
    microphone) is one utterance for Whisper's endpointing, and nothing for the raw-level engines' floor."""
    from voice_ono.speech.asr.endpoint import QUIET_MIN_LEVEL_DBFS, endpoint_config

    rate = 16000
    rng = np.random.default_rng(1)
    x = rng.standard_normal(3 * rate) * 1e-4  # -80 dBFS floor
    t = np.arange(x.size) / rate
    word = (t >= 1.0) & (t < 1.5)
    x[word] += 1.4e-3 * np.sin(2 * np.pi * 300 * t[word])  # about -60 dBFS RMS
    pcm = float_to_pcm16(x)
    whisper = endpoint_config("whisper")
    assert whisper.min_level_dbfs == QUIET_MIN_LEVEL_DBFS < EndpointConfig().min_level_dbfs
    assert endpoint_config("sphinx") == EndpointConfig() == endpoint_config("vosk")
    heard = [(e.kind, round(e.t_s, 1)) for e in segment(_chunks(pcm), rate, whisper) if e.kind != "audio"]
    assert [k for k, _ in heard] == ["start", "end"] and 0.6 <= heard[0][1] <= 1.0
    assert [e.kind for e in segment(_chunks(pcm), rate) if e.kind != "audio"] == []
