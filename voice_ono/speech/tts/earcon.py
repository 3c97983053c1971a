"""Earcons: short generated tones that say something without words.

:func:`speak_now_tone` is the "your turn to speak now" cue used by
``--listen prompt`` and push-to-talk (``--listen key``): two rising notes
(880 Hz then 1320 Hz, 70 ms each) with 10 ms raised-cosine fades so they
do not click; peak at -6 dBFS.  Audio is always generated, never loaded.
"""

from __future__ import annotations

import numpy as np

#: Length of :func:`speak_now_tone` in seconds.
SPEAK_NOW_S = 0.14


def tone(freq_hz: float, seconds: float, rate: int, fade_s: float = 0.01, peak: float = 0.5) -> np.ndarray:
    """A sine tone as float samples in -1..1: ``freq_hz`` Hz, ``seconds`` long
    at ``rate`` Hz, with raised-cosine fades of ``fade_s`` seconds."""
    n = max(1, int(seconds * rate))
    x = peak * np.sin(2 * np.pi * freq_hz * np.arange(n) / rate)
    k = min(n // 2, int(fade_s * rate))
    if k:
        ramp = 0.5 - 0.5 * np.cos(np.pi * np.arange(k) / k)
        x[:k] *= ramp
        x[-k:] *= ramp[::-1]
    return x


def speak_now_tone(rate: int = 22050) -> np.ndarray:
    """The "speak now" earcon as PCM16 mono ``int16`` samples at ``rate`` Hz."""
    half = SPEAK_NOW_S / 2
    x = np.concatenate([tone(880.0, half, rate), tone(1320.0, half, rate)])
    return (x * 32767).astype(np.int16)
