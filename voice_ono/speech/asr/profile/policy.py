"""Calibration: how a speaker's enrolled takes move the acceptance policy's thresholds, and the template limits."""

from __future__ import annotations

import statistics
from dataclasses import replace
from typing import Sequence

from ..acceptance import Thresholds


REFERENCE_CONFIDENCE: dict[str, float] = {"sphinx": -2.31, "vosk": 0.9, "whisper": -1.90}
"""Median confidence of the recogniser's right top phrases over real speakers: sphinx, 120 Speech Commands clips
of speakers not enrolled in ``../shared/corpus`` (``voice-ono bench enroll``, docs/benchmarks.md "Enrollment");
whisper: -1.90, the same measure (``voice-ono bench enroll --engine whisper``); vosk: not measured (no English vosk
model here), a guess.  A speaker whose right takes score lower than
this gets its confirm threshold lowered by the difference (calibration), at most :data:`MAX_SHIFT`."""


MAX_SHIFT: dict[str, float] = {"sphinx": 2.0, "vosk": 0.2, "whisper": 1.0}
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


def calibrate_shift(confidences: Sequence[float], engine: str, reference: float | None = None) -> float:
    """How far to move an engine's thresholds for a speaker whose right takes scored ``confidences``:
    their median minus :data:`REFERENCE_CONFIDENCE`, only downwards (a speaker the recogniser already hears
    well keeps the shipped thresholds), at most :data:`MAX_SHIFT`.  0.0 with fewer than 3 scores.

    :param reference: the population's median (default :data:`REFERENCE_CONFIDENCE`)."""
    if len(confidences) < 3:
        return 0.0
    shift = statistics.median(confidences) - (REFERENCE_CONFIDENCE[engine] if reference is None else reference)
    return max(-MAX_SHIFT[engine], min(0.0, shift))


def calibrated(base: Thresholds, shift: float, template_near: float | None = TEMPLATE_NEAR,
               template_margin: float | None = TEMPLATE_MARGIN,
               template_sure: float | None = TEMPLATE_SURE) -> Thresholds:
    """A speaker's operating point: the confirm threshold moved by ``shift`` (<= 0: results the recogniser
    scores low for this speaker are asked about instead of rejected), the accept threshold kept (measured:
    moving it too accepted out-of-grammar words), and the template limits."""
    return replace(base, confirm=min(base.confirm + shift, base.accept), template_near=template_near,
                   template_margin=template_margin, template_sure=template_sure)
