from __future__ import annotations

import sys
import types

import numpy as np
import pytest
import soundfile as sf

from voice_ono.speech import audio
from voice_ono.speech.audio import AudioDeviceError, AudioFormatError, MicrophoneSource, WavSource


def test_stereo_44k_wav_is_mixed_down_and_resampled(tmp_path):
    rate = 44100
    t = np.arange(rate) / rate
    left = 0.5 * np.sin(2 * np.pi * 440 * t)
    stereo = np.stack([left, -left * 0 + left], axis=1)  # same tone in both channels
    path = tmp_path / "stereo.wav"
    sf.write(path, stereo, rate, subtype="PCM_16")
    src = WavSource(path, target_rate=16000)
    assert (src.source_rate, src.source_channels, src.sample_rate) == (44100, 2, 16000)
    pcm = b"".join(src)
    x = np.frombuffer(pcm, dtype="<i2").astype(np.float64) / 32768
    assert abs(len(x) - 16000) <= 2
    spectrum = np.abs(np.fft.rfft(x[1000:15000]))
    freqs = np.fft.rfftfreq(14000, 1 / 16000)
    assert freqs[spectrum.argmax()] == pytest.approx(440, abs=3)
    assert np.sqrt(np.mean(x[1000:15000] ** 2)) == pytest.approx(0.5 / np.sqrt(2), rel=0.05)


def test_chunks_are_pcm16_of_stated_length(tmp_path):
    path = tmp_path / "a.wav"
    sf.write(path, np.zeros(16000 + 5), 16000, subtype="PCM_16")
    chunks = list(WavSource(path, chunk_s=0.1))
    assert [len(c) for c in chunks[:-1]] == [3200] * 10 and len(chunks[-1]) == 10


def test_random_bytes_file_raises_audio_format_error(tmp_path):
    path = tmp_path / "junk.wav"
    path.write_bytes(np.random.default_rng(0).bytes(5000))
    with pytest.raises(AudioFormatError) as err:
        WavSource(path)
    assert err.value.msg_id == "audio-file-unreadable" and err.value.fix_id
    assert err.value.values["path"] == path and err.value.detail  # libsndfile's words, kept for logs


def test_missing_file_raises_audio_format_error(tmp_path):
    with pytest.raises(AudioFormatError) as err:
        WavSource(tmp_path / "nope.wav")
    assert err.value.msg_id == "audio-file-missing" and err.value.values["path"] == tmp_path / "nope.wav"
    with pytest.raises(AudioFormatError) as err:
        WavSource(tmp_path)
    assert err.value.msg_id == "audio-file-folder"


class _FakePortAudioError(Exception):
    pass


def _fake_sd(devices: list[dict], default_in: int) -> types.ModuleType:
    sd = types.ModuleType("sounddevice")
    sd.PortAudioError = _FakePortAudioError

    def query_devices(device=None, kind=None):
        if kind is None:
            return devices
        idx = default_in if device is None else device
        if idx < 0 or idx >= len(devices):
            raise _FakePortAudioError("Error querying device -1")
        return devices[idx]

    sd.query_devices = query_devices
    sd.default = types.SimpleNamespace(device=(default_in, -1))
    sd.check_input_settings = lambda **kw: None
    return sd


def test_no_default_input_device_gives_fix(monkeypatch):
    monkeypatch.setitem(sys.modules, "sounddevice", _fake_sd([], -1))
    with pytest.raises(AudioDeviceError) as err:
        MicrophoneSource()
    assert (err.value.msg_id, err.value.fix_id) == ("mic-none", audio.NO_MIC_FIX)
    assert "Error querying device" in err.value.detail  # PortAudio's words: logs only, never said


def test_missing_portaudio_gives_install_fix(monkeypatch):
    def boom():
        raise OSError("PortAudio library not found")

    monkeypatch.setattr(audio, "_import_sounddevice", audio._import_sounddevice)
    monkeypatch.setitem(sys.modules, "sounddevice", None)  # makes `import sounddevice` raise ImportError
    with pytest.raises(AudioDeviceError) as err:
        MicrophoneSource()
    assert (err.value.msg_id, err.value.fix_id) == ("sounddevice-missing", "sounddevice-fix")

    import builtins
    real_import = builtins.__import__

    def fake_import(name, *a, **kw):
        if name == "sounddevice":
            boom()
        return real_import(name, *a, **kw)

    monkeypatch.setattr(builtins, "__import__", fake_import)
    with pytest.raises(AudioDeviceError) as err:
        audio.list_input_devices()
    assert (err.value.msg_id, err.value.fix_id) == ("portaudio-missing", "portaudio-fix")


def test_unsupported_rate_gives_fix(monkeypatch):
    sd = _fake_sd([{"name": "USB mic", "max_input_channels": 1, "default_samplerate": 48000.0}], 0)

    def reject(**kw):
        raise _FakePortAudioError("Invalid sample rate")

    sd.check_input_settings = reject
    monkeypatch.setitem(sys.modules, "sounddevice", sd)
    with pytest.raises(AudioDeviceError) as err:
        MicrophoneSource()
    assert (err.value.msg_id, err.value.fix_id) == ("mic-no-format", "mic-other-device-fix")
    assert err.value.values["rate"] == 48000 and err.value.values["device"] == "USB mic"


def test_list_input_devices_and_mic_queue(monkeypatch):
    devs = [{"name": "speakers", "max_input_channels": 0, "default_samplerate": 48000.0},
            {"name": "USB mic", "max_input_channels": 2, "default_samplerate": 48000.0}]
    monkeypatch.setitem(sys.modules, "sounddevice", _fake_sd(devs, 1))
    listed = audio.list_input_devices()
    assert [(d.index, d.name, d.is_default) for d in listed] == [(1, "USB mic", True)]
    mic = MicrophoneSource(max_queue=2)
    assert mic.device_rate == 48000
    block = (np.ones(1440, dtype="<i2") * 1000).tobytes()  # 30 ms at 48 kHz
    for _ in range(3):
        mic._callback(block, 1440, None, None)
    assert mic.overflows == 1
    mic._stream = None
    mic._queue.get_nowait()  # leave one block, then close
    mic.close()
    mic._stream = types.SimpleNamespace(stop=lambda: None, close=lambda: None)  # iteration must not reopen
    out = b"".join(iter(mic))
    assert 0 < len(out) // 2 <= 480  # resampled 48 kHz -> 16 kHz (soxr may hold back a few samples)


def test_digital_silence_gets_a_noise_floor(tmp_path):
    """Synthetic files padded with exact zeros get a faint, seeded noise floor
    (pocketsphinx decodes digital silence badly); audio with a floor is left alone."""
    import numpy as np
    import soundfile as sf

    from voice_ono.speech.audio import WavSource

    rate = 16000
    tone = 0.3 * np.sin(2 * np.pi * 440 * np.arange(rate // 2) / rate)
    silent = np.concatenate([np.zeros(rate), tone, np.zeros(rate)]).astype(np.float32)
    sf.write(tmp_path / "silent.wav", silent, rate, subtype="PCM_16")
    src = WavSource(tmp_path / "silent.wav")
    pcm = np.frombuffer(b"".join(src), dtype="<i2")
    assert src.noise_floor_added
    assert np.mean(pcm[:rate] == 0) < 0.5  # the padding is no longer digital silence
    floor_rms = float(np.sqrt(np.mean(pcm[:rate].astype(float) ** 2)))
    tone_rms = 0.3 / np.sqrt(2) * 32767
    assert 35 < 20 * np.log10(tone_rms / floor_rms) < 45  # a faint floor, 40 dB below the speech
    assert np.array_equal(pcm, np.frombuffer(b"".join(WavSource(tmp_path / "silent.wav")), dtype="<i2"))

    noisy = silent + np.random.default_rng(1).standard_normal(silent.size).astype(np.float32) * 0.003
    sf.write(tmp_path / "noisy.wav", noisy, rate, subtype="PCM_16")
    assert not WavSource(tmp_path / "noisy.wav").noise_floor_added
