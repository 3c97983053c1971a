"""Utterance segmentation (endpointing) and the half-duplex gate, shared by microphone and WAV input.

Voice activity is energy-based with hangover, the classic scheme of Rabiner &
Sambur (1975, "An algorithm for determining the endpoints of isolated
utterances"), with an adaptive noise floor: each 30 ms frame's RMS level (dBFS)
is compared with a running low percentile of recent frame levels. Speech starts
after ~90 ms of voiced frames (a pre-roll of ~300 ms before it is kept so word
onsets are not clipped); the endpoint is declared after ~500 ms of unvoiced
frames, or when the utterance reaches its maximum length.

:func:`listen` drives a :class:`~voice_ono.speech.asr.recognizer.Recognizer` with
this segmentation and yields one final result per utterance.
"""
from __future__ import annotations

import collections
import logging
import math
import time
from dataclasses import dataclass, replace
from typing import Callable, Iterable, Iterator, Literal

import numpy as np

from ..audio_convert import pcm16_to_float
from ..errors import RecognizerError
from .recognizer import RecognitionResult, Recognizer

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class EndpointConfig:
    """Endpointing parameters (seconds and dB).

    frame_s: analysis frame length. start_s: voiced time needed to start an
    utterance. end_silence_s: unvoiced time that ends it (hangover; 0.21 s = 7 frames,
    down from 0.5 s, brings end of speech to decision under 300 ms at the
    median, docs/benchmarks.md; a longer pause splits an utterance, and a bare
    card name or query is still a command).
    max_utterance_s: hard cap on utterance length. preroll_s: audio kept
    before the detected start. threshold_db: a frame is voiced when its level
    is this far above the noise floor. min_level_dbfs: frames quieter than this
    are never voiced (:func:`endpoint_config` lowers it for an engine that normalises the level itself). floor_window_s/floor_percentile: the noise floor is this
    percentile of frame levels over this window.
    """

    frame_s: float = 0.03
    start_s: float = 0.09
    end_silence_s: float = 0.21
    max_utterance_s: float = 10.0
    preroll_s: float = 0.3
    threshold_db: float = 8.0
    min_level_dbfs: float = -55.0
    floor_window_s: float = 5.0
    floor_percentile: float = 10.0


LEVEL_NORMALISING_ENGINES = frozenset({"whisper", "whisper-base"})
"""Engines that normalise the utterance's level before their features (:mod:`voice_ono.speech.asr.level`)."""
QUIET_MIN_LEVEL_DBFS = -70.0
"""``min_level_dbfs`` for those engines: the faint floor of a real microphone, so that only the adaptive noise
floor decides.  At -55 dBFS a quiet microphone (peaks near -30 dBFS) lost the weak ends of its words: 6 points
of the corpus's commands with Whisper; at -70 the quiet sample is within 2 points of the clean one, and the
clean one is unchanged (docs/benchmarks.md, "Listening conditions").  Pocketsphinx and vosk keep -55: their
features see the raw level, and pocketsphinx turns a longer faint tail into another word."""


def endpoint_config(engine: str) -> EndpointConfig:
    """The endpointing parameters for a recogniser's ``engine`` (:data:`LEVEL_NORMALISING_ENGINES` get
    :data:`QUIET_MIN_LEVEL_DBFS`; every other engine the defaults)."""
    if engine in LEVEL_NORMALISING_ENGINES:
        return EndpointConfig(min_level_dbfs=QUIET_MIN_LEVEL_DBFS)
    return EndpointConfig()


SegmentKind = Literal["start", "audio", "end", "abort"]


@dataclass(frozen=True)
class SegmentEvent:
    """One endpointing event.

    kind: "start" (an utterance begins at ``t_s``; ``pcm`` is the pre-roll),
    "audio" (``pcm`` belongs to the current utterance), "end" (endpoint at
    ``t_s``), "abort" (the gate closed mid-utterance: discard it).
    pcm: PCM16 mono bytes. t_s: stream time in seconds.
    voiced: for "audio", whether the frame was voiced (a pause starts at the first unvoiced frame).
    """

    kind: SegmentKind
    pcm: bytes
    t_s: float
    voiced: bool = True


class HalfDuplexGate:
    """Discard audio while the program speaks and for ``guard_s`` seconds after.

    :param is_speaking: returns True while the program's speech output is playing.
    :param guard_s: extra time (s) after speech stops during which audio is still
        discarded (echo tail, device latency).

    Time is the audio stream's clock (seconds of audio received), which for a
    live microphone follows wall time and for a WAV file keeps tests exact.
    """

    def __init__(self, is_speaking: Callable[[], bool], guard_s: float = 0.3) -> None:
        self.is_speaking = is_speaking
        self.guard_s = guard_s
        self._last_speaking_s: float | None = None
        self.discarded_s = 0.0

    def allows(self, t_s: float) -> bool:
        """True if audio at stream time ``t_s`` may reach the recogniser."""
        if self.is_speaking():
            self._last_speaking_s = t_s
            return False
        return self._last_speaking_s is None or t_s - self._last_speaking_s >= self.guard_s


def frame_levels_dbfs(pcm: bytes) -> float:
    """RMS level of PCM16 mono bytes in dBFS (0 dB = full-scale square wave; silence -> -120)."""
    x = pcm16_to_float(pcm)
    rms = float(np.sqrt(np.mean(x * x))) if x.size else 0.0
    return 20.0 * math.log10(max(rms, 1e-6))


def loudest_level_dbfs(pcm: bytes, sample_rate: int, frame_s: float = 0.03) -> float:
    """The RMS level (dBFS, :func:`frame_levels_dbfs`) of the loudest ``frame_s`` frame of PCM16 mono ``pcm``
    at ``sample_rate`` Hz; -120 for no audio."""
    step = max(1, int(frame_s * sample_rate)) * 2
    return max((frame_levels_dbfs(pcm[i:i + step]) for i in range(0, len(pcm), step)), default=-120.0)


def too_quiet(pcm: bytes, sample_rate: int, config: EndpointConfig | None = None) -> float | None:
    """The loudest frame's level (dBFS) when no frame of ``pcm`` reaches ``config.min_level_dbfs``, the level
    below which the endpointer never hears speech (a recording too quiet to be heard at all); else None."""
    level = loudest_level_dbfs(pcm, sample_rate)
    return level if level < (config or EndpointConfig()).min_level_dbfs else None


def segment(
    chunks: Iterable[bytes],
    sample_rate: int,
    config: EndpointConfig = EndpointConfig(),
    gate: HalfDuplexGate | None = None,
) -> Iterator[SegmentEvent]:
    """Split a stream of PCM16 mono chunks at ``sample_rate`` Hz into utterance events.

    Yields "start", "audio"..., "end" for each utterance (an utterance still
    open when the stream ends gets its "end"), and "abort" when ``gate``
    closes mid-utterance. Audio refused by the gate is dropped entirely.
    """
    frame_len = int(config.frame_s * sample_rate)  # samples per frame
    frame_bytes = frame_len * 2
    n_start = max(1, round(config.start_s / config.frame_s))
    n_end = max(1, round(config.end_silence_s / config.frame_s))
    n_max = max(1, round(config.max_utterance_s / config.frame_s))
    levels: collections.deque[float] = collections.deque(maxlen=max(1, round(config.floor_window_s / config.frame_s)))
    preroll: collections.deque[bytes] = collections.deque(maxlen=max(1, round(config.preroll_s / config.frame_s)) + n_start)
    buf = b""
    pos = 0           # stream position (samples) of the start of ``buf``
    in_speech = False
    voiced_run = 0
    silent_run = 0
    utt_frames = 0
    for chunk in chunks:
        chunk_t = (pos + len(buf) // 2) / sample_rate
        if gate is not None and not gate.allows(chunk_t):
            gate.discarded_s += len(chunk) / 2 / sample_rate
            if in_speech:
                yield SegmentEvent("abort", b"", chunk_t)
            in_speech, voiced_run, silent_run = False, 0, 0
            preroll.clear()
            pos += len(buf) // 2 + len(chunk) // 2
            buf = b""
            continue
        buf += chunk
        while len(buf) >= frame_bytes:
            frame, buf = buf[:frame_bytes], buf[frame_bytes:]
            frame_t = pos / sample_rate
            pos += frame_len
            level = frame_levels_dbfs(frame)
            levels.append(level)
            floor = float(np.percentile(levels, config.floor_percentile))
            voiced = level >= config.min_level_dbfs and level >= floor + config.threshold_db
            if not in_speech:
                preroll.append(frame)
                voiced_run = voiced_run + 1 if voiced else 0
                if voiced_run >= n_start:
                    in_speech = True
                    silent_run = 0
                    utt_frames = len(preroll)
                    start_t = (pos - len(preroll) * frame_len) / sample_rate
                    yield SegmentEvent("start", b"".join(preroll), start_t)
                    preroll.clear()
                continue
            utt_frames += 1
            yield SegmentEvent("audio", frame, frame_t, voiced)
            silent_run = 0 if voiced else silent_run + 1
            if silent_run >= n_end or utt_frames >= n_max:
                if utt_frames >= n_max:
                    log.info("utterance reached max length %.1f s; forcing endpoint", config.max_utterance_s)
                in_speech, voiced_run = False, 0
                yield SegmentEvent("end", b"", pos / sample_rate)
    if in_speech:
        if buf:
            yield SegmentEvent("audio", buf, pos / sample_rate)
        yield SegmentEvent("end", b"", (pos + len(buf) // 2) / sample_rate)


class SpeechCheck:
    """Is an utterance speech at all?  WebRTC's voice-activity detector
    (`webrtcvad-wheels <https://pypi.org/project/webrtcvad-wheels/>`_, the
    GMM VAD of the WebRTC project) must find a run of at least ``min_run_s``
    seconds of voiced 30 ms frames, at aggressiveness ``mode`` (0..3).

    Measured on ../shared/corpus (docs/benchmarks.md, "Spoken loop"): of 60
    real noise clips (water, machines, pink/white noise) the energy gate
    passes 50 as utterances, this check keeps 37 of those; of 970 real
    speech clips (4 + many speakers) it drops none.  Claps and coughs are
    short and are dropped by the run length.

    :ivar dropped: utterances judged non-speech so far.
    :raises ImportError: webrtcvad is not installed (use :meth:`create`).
    """

    def __init__(self, mode: int = 3, min_run_s: float = 0.15) -> None:
        import webrtcvad

        self._vad = webrtcvad.Vad(mode)
        self.min_run_s = min_run_s
        self.dropped = 0

    @classmethod
    def create(cls) -> "SpeechCheck | None":
        """A check, or None when webrtcvad is not installed (then nothing is dropped)."""
        try:
            return cls()
        except ImportError:
            log.info("webrtcvad not installed: non-speech bursts are not filtered")
            return None

    def is_speech(self, pcm: bytes, sample_rate: int) -> bool:
        """True if ``pcm`` (PCM16 mono at 8/16/32/48 kHz) holds a long enough voiced run."""
        if sample_rate not in (8000, 16000, 32000, 48000):
            return True
        n = int(sample_rate * 0.03) * 2
        need = max(1, round(self.min_run_s / 0.03))
        run = 0
        for i in range(0, len(pcm) - n + 1, n):
            run = run + 1 if self._vad.is_speech(pcm[i:i + n], sample_rate) else 0
            if run >= need:
                return True
        return False


def listen(
    source: Iterable[bytes],
    recognizer: Recognizer,
    gate: HalfDuplexGate | None = None,
    on_partial: Callable[[RecognitionResult], None] | None = None,
    config: EndpointConfig | None = None,
    sample_rate: int | None = None,
    speech_check: SpeechCheck | None = None,
) -> Iterator[RecognitionResult]:
    """Recognise each utterance in ``source`` and yield its final result, in order.

    :param source: PCM16 mono chunks; its ``sample_rate`` attribute (Hz), or the
        ``sample_rate`` argument, must equal ``recognizer.sample_rate``.
    :param gate: half-duplex gate; audio it refuses never reaches the recogniser.
    :param on_partial: called with each partial result.
    :param config: endpointing parameters (default: :func:`endpoint_config` of ``recognizer.engine``).
    :param speech_check: when given, an utterance it judges non-speech (a
        clap, a cough, a burst of noise) is dropped silently: no result.
    :returns: final results (accepted or not; check ``result.accepted``) with
        ``start_s``/``end_s`` on the stream clock and ``latency_s`` = wall time
        from the endpoint decision to the final result.

    A recogniser with ``speculate()`` (Whisper, which decodes only at the endpoint) is asked to start decoding
    at the first unvoiced frame of each pause, while the endpointer waits out its hangover; a voiced frame
    after it withdraws the guess (``discard_speculation()``), and the endpoint then takes the guess made at
    the pause that ended the utterance, so the decoding time is hidden in the hangover.
    :raises RecognizerError: the source and recogniser sample rates differ.
    """
    rate = sample_rate if sample_rate is not None else getattr(source, "sample_rate", None)
    if rate is None:
        raise RecognizerError("audio-rate-unknown", "audio-rate-unknown-fix")
    if int(rate) != int(recognizer.sample_rate):
        raise RecognizerError("audio-rate-mismatch", "audio-rate-mismatch-fix", rate=int(rate),
                              expected=int(recognizer.sample_rate))
    if config is None:
        config = endpoint_config(recognizer.engine)
    utt_start = 0.0
    utt_pcm: list[bytes] = []
    speculate = getattr(recognizer, "speculate", None)
    discard = getattr(recognizer, "discard_speculation", None)
    was_voiced = True
    for ev in segment(source, int(rate), config, gate):
        if ev.kind == "start":
            utt_start = ev.t_s
            utt_pcm = [ev.pcm]
            was_voiced = True
            partial = recognizer.accept_audio(ev.pcm)
        elif ev.kind == "audio":
            utt_pcm.append(ev.pcm)
            if ev.voiced and not was_voiced and discard is not None:
                discard()  # speech goes on after the pause: the guess made at it is not the utterance
            partial = recognizer.accept_audio(ev.pcm)
            if was_voiced and not ev.voiced and speculate is not None:
                speculate()  # a pause begins: decode what was said while the hangover runs
            was_voiced = ev.voiced
        elif ev.kind == "abort":
            recognizer.reset()
            continue
        elif speech_check is not None and not speech_check.is_speech(b"".join(utt_pcm), int(rate)):
            recognizer.reset()
            speech_check.dropped += 1
            log.debug("utterance at %.2f s is not speech (voice-activity check); dropped", utt_start)
            continue
        else:
            t0 = time.perf_counter()
            final = recognizer.end_utterance()
            latency = time.perf_counter() - t0
            yield replace(
                final,
                start_s=None if final.start_s is None else utt_start + final.start_s,
                end_s=None if final.end_s is None else utt_start + final.end_s,
                latency_s=latency,
                audio=b"".join(utt_pcm),
            )
            continue
        if partial is not None and on_partial is not None:
            on_partial(partial)
