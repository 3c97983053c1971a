"""Speaker-dependent word templates: the player's own enrolled takes, matched by dynamic time warping.

A :class:`TemplateSet` holds feature sequences of a speaker's enrolled takes
(one or more per phrase).  :meth:`TemplateSet.match` gives, for a new
utterance, the nearest enrolled phrase, its distance and the margin to the
nearest take of another phrase, in units of the speaker's own
take-to-take distance (:attr:`TemplateSet.scale`), so the acceptance policy's
limits mean the same for every speaker and microphone.

Features: 12 MFCCs (c1..c12 of 26 mel bands up to 4 kHz, so narrowband and
wideband audio give the same features; 25 ms windows every 10 ms) with
per-utterance cepstral mean removal, plus their deltas; leading and trailing
silence trimmed (30 dB below the peak).  Distance: the DTW alignment cost
(Euclidean frame distance) divided by the sum of both lengths.  Library:
librosa (``feature.mfcc``, ``feature.delta``, ``effects.trim``,
``sequence.dtw``; B. McFee et al., "librosa: Audio and Music Signal
Analysis in Python", SciPy 2015).  The method is the classic
speaker-dependent isolated-word recogniser (H. Sakoe and S. Chiba, 1978,
"Dynamic programming algorithm optimization for spoken word recognition",
IEEE Trans. ASSP 26(1)).
"""
from __future__ import annotations

import io
import statistics
from typing import Any, Iterable, Mapping, Sequence

import numpy as np

from .acceptance import TemplateMatch

FEATURE_RATE = 16000
"""Rate (Hz) audio is brought to before features are computed."""
FEATURE_VERSION = "mfcc12d-26mel-4k-cmn-dtw1"
"""Names the feature recipe; a profile built with another recipe is refused."""
N_FEATURES = 24
"""Rows of a feature sequence (12 MFCCs and their deltas)."""
COPY_DISTANCE = 2.0
"""Two takes closer than this raw DTW distance (:func:`dtw_distance`) are copies of one recording, not two takes.
Measured on the 4 FSDD speakers of ../shared/corpus (4 takes of each digit each): distinct takes of one word are
at least 6.85 apart (medians 10.2-12.3); one file with faint seeded padding noise, as enrollment reads it
twice, is 0 from itself."""


def features(pcm: bytes, sample_rate: int) -> np.ndarray:
    """Feature sequence of PCM16 mono ``pcm`` at ``sample_rate`` Hz: shape (24, frames), float32.

    :raises ValueError: no audio (empty ``pcm``).
    """
    import librosa

    from ..audio_convert import pcm16_to_float, resample

    x = pcm16_to_float(pcm)
    if x.size == 0:
        raise ValueError("no audio in the take")
    x = resample(x, sample_rate, FEATURE_RATE)
    if np.any(x):
        x, _ = librosa.effects.trim(x, top_db=30)
    if x.size < 800:  # under 50 ms: pad, so at least a few frames exist
        x = np.pad(x, (0, 800 - x.size))
    m = librosa.feature.mfcc(y=x, sr=FEATURE_RATE, n_mfcc=13, n_mels=26, fmax=4000, n_fft=512,
                             hop_length=160, win_length=400)[1:]
    m = m - m.mean(axis=1, keepdims=True)
    d = librosa.feature.delta(m, width=5, mode="nearest") if m.shape[1] >= 5 else np.zeros_like(m)
    return np.vstack([m, d]).astype(np.float32)


def dtw_distance(a: np.ndarray, b: np.ndarray) -> float:
    """DTW alignment cost of two feature sequences (``features``) per frame of both (librosa.sequence.dtw)."""
    import librosa

    cost = librosa.sequence.dtw(a, b, backtrack=False, metric="euclidean")
    return float(cost[-1, -1]) / float(a.shape[1] + b.shape[1])


def is_copy(a: np.ndarray, b: np.ndarray, limit: float = COPY_DISTANCE) -> bool:
    """Whether two feature sequences are one recording given twice (DTW distance below ``limit``)."""
    return dtw_distance(a, b) < limit


class TemplateSet:
    """A speaker's enrolled takes as feature sequences, by phrase.

    :param takes: ``(phrase, features)`` pairs (:func:`features`).
    :param scale: the speaker's typical distance between two takes of one
        phrase (``None``: measured from ``takes``, :meth:`own_scale`).
    :raises ValueError: no takes.
    """

    def __init__(self, takes: Sequence[tuple[str, np.ndarray]], scale: float | None = None) -> None:
        if not takes:
            raise ValueError("no takes to build templates from")
        self.takes = [(p, np.asarray(f, dtype=np.float32)) for p, f in takes]
        self.scale = float(scale) if scale else self.own_scale()

    @classmethod
    def from_audio(cls, takes: Iterable[tuple[str, bytes, int]]) -> "TemplateSet":
        """Templates from ``(phrase, pcm16 mono bytes, sample rate Hz)`` takes.

        :raises ValueError: no takes, or a take without audio.
        """
        return cls([(phrase, features(pcm, rate)) for phrase, pcm, rate in takes])

    @property
    def phrases(self) -> list[str]:
        """The enrolled phrases, in first-take order."""
        return list(dict.fromkeys(p for p, _ in self.takes))

    def own_scale(self) -> float:
        """Median distance of each take to the nearest other take of the same phrase (1.0 when no phrase has two)."""
        near = []
        for i, (p, f) in enumerate(self.takes):
            ds = [dtw_distance(f, g) for j, (q, g) in enumerate(self.takes) if j != i and q == p]
            if ds:
                near.append(min(ds))
        return float(statistics.median(near)) if near else 1.0

    def copies(self, limit: float = COPY_DISTANCE) -> list[tuple[int, int]]:
        """Pairs ``(i, j)``, ``i < j``, of takes closer than ``limit`` (:data:`COPY_DISTANCE`): the same recording
        given twice (a profile of copies measures no take-to-take variation and matches nothing)."""
        return [(i, j) for i in range(len(self.takes)) for j in range(i + 1, len(self.takes))
                if is_copy(self.takes[i][1], self.takes[j][1], limit)]

    def distances(self, feats: np.ndarray) -> dict[str, float]:
        """Raw DTW distance from ``feats`` to the nearest take of each phrase."""
        out: dict[str, float] = {}
        for p, f in self.takes:
            d = dtw_distance(feats, f)
            if d < out.get(p, float("inf")):
                out[p] = d
        return out

    def match(self, pcm: bytes, sample_rate: int, same: Mapping[str, str] | None = None,
              heard: str | None = None) -> TemplateMatch | None:
        """The nearest enrolled phrase to an utterance (``None``: no audio); ``cards`` and ``agrees`` are left
        for the caller (:class:`voice_ono.speech.asr.profile.profiled.ProfiledRecognizer`) to fill in.

        :param same: ``{phrase: meaning}``; phrases of one meaning are not each
            other's rivals for the margin (default: each phrase its own meaning).
        :param heard: the recogniser's phrase: ``heard_distance`` is the distance to the nearest take that
            means the same (``None`` when none does).
        """
        try:
            feats = features(pcm, sample_rate)
        except ValueError:
            return None
        ds = sorted(self.distances(feats).items(), key=lambda kv: kv[1])
        best, d0 = ds[0]
        meaning = (same or {}).get(best, best)
        rival = next((d for p, d in ds[1:] if (same or {}).get(p, p) != meaning), None)
        margin = 0.0 if rival is None else rival - d0
        heard_d = None
        if heard:
            want = (same or {}).get(heard, heard)
            heard_d = next((d / self.scale for p, d in ds if (same or {}).get(p, p) == want), None)
        return TemplateMatch(best, d0 / self.scale, margin / self.scale, heard_distance=heard_d)

    # ------------------------------------------------------------ storage
    def to_bytes(self) -> bytes:
        """The set as a NumPy ``.npz`` archive (no pickles)."""
        buf = io.BytesIO()
        arrays: dict[str, Any] = {f"t{i}": f for i, (_, f) in enumerate(self.takes)}
        arrays["phrases"] = np.array([p for p, _ in self.takes])
        arrays["scale"] = np.array(self.scale)
        np.savez_compressed(buf, **arrays)
        return buf.getvalue()

    @classmethod
    def from_bytes(cls, data: bytes) -> "TemplateSet":
        """Read :meth:`to_bytes` output.

        :raises ValueError: not such an archive (damaged).
        """
        try:
            with np.load(io.BytesIO(data), allow_pickle=False) as z:
                phrases = [str(p) for p in z["phrases"]]
                takes = [(p, z[f"t{i}"]) for i, p in enumerate(phrases)]
                scale = float(z["scale"])
        except Exception as exc:  # zipfile.BadZipFile, KeyError, OSError, ValueError: all "damaged"
            raise ValueError(f"damaged templates ({type(exc).__name__}: {exc})") from exc
        if any(f.ndim != 2 or f.shape[0] != N_FEATURES or f.shape[1] == 0 for _, f in takes) or not scale > 0:
            raise ValueError("damaged templates (bad shapes or scale)")
        return cls(takes, scale)
