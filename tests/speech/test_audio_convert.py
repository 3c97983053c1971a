"""The one audio-conversion point (voice_ono.speech.audio_convert): PCM16 <-> float, mono, soxr resampling."""
import numpy as np
import soundfile as sf

from voice_ono.speech.audio_convert import (float_to_pcm16, pcm16_samples, pcm16_to_float, read_mono, resample,
                                            resample_pcm16, stream_resampler, to_mono)


def _tone(rate: int, seconds: float = 0.5, hz: float = 440.0) -> np.ndarray:
    t = np.arange(int(rate * seconds)) / rate
    return (0.5 * np.sin(2 * np.pi * hz * t)).astype(np.float32)


def test_pcm16_round_trip_clips_and_scales():
    x = np.array([-2.0, -1.0, 0.0, 0.5, 1.0, 2.0], dtype=np.float32)
    pcm = float_to_pcm16(x)
    assert list(pcm16_samples(pcm)) == [-32767, -32767, 0, 16383, 32767, 32767]
    back = pcm16_to_float(pcm)
    assert back.dtype == np.float32 and np.allclose(back, np.clip(x, -1, 1), atol=1e-4)


def test_to_mono_averages_channels_in_the_input_dtype():
    frames = np.array([[100, 300], [-50, 50]], dtype=np.int16)
    mono = to_mono(frames)
    assert mono.dtype == np.int16 and list(mono) == [200, 0]
    assert to_mono(frames[:, :1]).tolist() == [100, -50]


def test_resample_keeps_dtype_length_and_pitch():
    x = _tone(44100)
    y = resample(x, 44100, 16000)
    assert y.dtype == np.float32 and abs(y.size - 8000) <= 1
    peak_hz = np.argmax(np.abs(np.fft.rfft(y))) * 16000 / y.size
    assert abs(peak_hz - 440) < 5
    assert resample(x, 16000, 16000) is x
    pcm = float_to_pcm16(_tone(48000))
    assert abs(len(resample_pcm16(pcm, 48000, 8000)) - 2 * 4000) <= 2


def test_stream_resampler_matches_the_block_resampler():
    pcm = float_to_pcm16(_tone(44100, 1.0))
    assert stream_resampler(16000, 16000) is None
    stream = stream_resampler(44100, 16000)
    assert stream is not None
    out = b"".join(stream.convert(pcm[i:i + 882]) for i in range(0, len(pcm), 882)) + stream.flush()
    whole = resample_pcm16(pcm, 44100, 16000)
    assert abs(len(out) - len(whole)) <= 4
    a, b = pcm16_to_float(out), pcm16_to_float(whole)
    n = min(a.size, b.size)
    assert np.corrcoef(a[1000:n - 1000], b[1000:n - 1000])[0, 1] > 0.99


def test_read_mono_mixes_and_resamples(tmp_path):
    stereo = np.stack([_tone(22050), np.zeros(11025, np.float32)], axis=1)
    sf.write(str(tmp_path / "s.wav"), stereo, 22050, subtype="PCM_16")
    x, rate = read_mono(tmp_path / "s.wav", 16000)
    assert rate == 16000 and abs(x.size - 8000) <= 1 and 0.2 < float(np.max(np.abs(x))) < 0.3
    y, rate = read_mono(tmp_path / "s.wav", None, "int16")
    assert rate == 22050 and y.dtype == np.int16 and y.size == 11025
