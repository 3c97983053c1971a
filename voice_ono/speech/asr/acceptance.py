"""The acceptance policy: every final recognition result is accepted, confirmed or rejected.

This module is the one place that decides what happens to what a recogniser
heard, for every engine:

* ``"accept"``: act on the command at once;
* ``"confirm"``: ask first ("Play seven?", answered yes or no). This is the
  normal path for an unsure result;
* ``"reject"``: nothing usable was heard ("Say that again").

A recogniser reports *evidence* (:class:`Evidence`): the best complete
grammar phrase, a confidence on a scale that is comparable across speakers
and microphones, and the nearest rival of another meaning.  :func:`decide`
turns evidence (plus, optionally, the game as context) into a
:class:`Verdict`.  Recognisers call it without context; the session or
``voice-ono recognize --hand`` calls it again with the hand.

Confidence per engine (what ``Evidence.confidence`` is):

* sphinx: the mean per-frame natural-log acoustic score of the command
  words on the best complete grammar path (``sum(ln ascore) / frames``;
  pocketsphinx normalises each frame's scores by its best senone, so this is
  already a ratio against the best unconstrained senone sequence).  Three
  measures were compared on the trade-off curve with speakers held out
  (docs/benchmarks.md): this one; a log-likelihood ratio per frame against an
  unconstrained phone-loop decode of the same audio (pocketsphinx
  ``allphone`` search; the classic filler-model normalisation of keyword
  spotting, R. C. Rose and D. B. Paul, 1990, ICASSP); and the n-best score
  margin to a rival of another meaning.  None separates commands from
  out-of-grammar words well on real voices; the acoustic score accepted the
  most commands at the same false-accept rate, at no extra decode, so it is
  the confidence.  The others stay in ``Evidence.measures`` for the bench.
* vosk: the smallest per-word posterior (``conf``, 0..1) of the result's
  words; any ``[unk]`` word rejects.  NOT calibrated on real English speech
  here (no English vosk model can be installed in this environment); the
  operating point is a conservative guess to be re-chosen with
  ``voice-ono bench asr --engine vosk --model DIR`` (README).

The thresholds (:data:`THRESHOLDS`) were chosen on real recordings
(``../shared/corpus``: Free Spoken Digit Dataset, CC BY-SA 4.0, and Speech
Commands v0.02, CC BY 4.0) with speakers held out (4-fold cross-validation
grouped by speaker) by ``voice-ono bench asr --corpus DIR``
(:func:`voice_ono_dev.asr.corpus_bench.calibrate`): accept where misfires
stay under 1% and out-of-grammar accepts under 2%; confirm down to where the
questions asked are still right at least half the time.  On this recogniser
that makes confirmation the normal path: few results are sure enough to act
on without asking.  The pocketsphinx thresholds are those of the decoder with
the shipped MLLR transforms (``SphinxRecognizer(mllr="shipped")``), calibrated
by ``voice-ono bench adapt`` on every clip decoded with transforms estimated
without its speaker (docs/benchmarks.md, "Acoustic adaptation").

Answers: while a yes/no question (or hot-seat's "ready") waits, pocketsphinx
decodes against a small context grammar of the answers and a few controls, with
a decoy branch for chatter (``SphinxRecognizer(answer_jsgf=...)``; the result's
``measures["answer_grammar"]`` is 1).  Such a result is never confirmed (a
question about an answer would loop): it is accepted at or above
``Thresholds.answer`` and rejected below, and the session then asks again once
naming the choices and takes the safe choice.  Chosen with speakers held out on
``../shared/corpus`` (docs/benchmarks.md, "Answers"; ``voice-ono bench answers``).

Game context (:class:`GameContext`): the recogniser never turns a play into a
different card.  A play of a card the player holds needs less confidence to
be asked about (``held_bonus``: a held card is more likely), the same to be accepted; a play of a card the
player does not hold is at best confirmed, and the rules then answer "You have
no seven".

Speaker profile (``voice-ono enroll``; :mod:`voice_ono.speech.asr.profile`): a profile
brings its own operating point (:class:`Thresholds` moved by the speaker's own
scores on the enrolled takes) and, for each utterance, a :class:`TemplateMatch`
against the player's enrolled takes (:mod:`voice_ono.speech.asr.templates`).  When
the utterance is as near an enrolled take as the speaker's takes of one word are
to each other (``Thresholds.template_near``), the template decides: when the
recogniser heard another complete phrase, the template's phrase is confirmed (a
mislabelled take must never play a card unasked); when both mean the same, or
the recogniser found no complete phrase, the phrase is acted on outright only
when the utterance is also within ``template_sure`` (at most the speaker's own
take-to-take distance) and the nearest take of another meaning is at least
``template_margin`` farther, and is confirmed otherwise (a take where both
agreed on the wrong digit, another digit as near, was played unasked).  Chosen
on FSDD speakers held out (docs/benchmarks.md, "Enrollment").  And a command the player enrolled that
sounds unlike every enrolled take of it (``TemplateMatch.heard_distance``
beyond ``template_near``) is confirmed, never accepted outright.  Decoded with
the profile's MLLR transform (``measures["mllr"]``), the recogniser alone
never accepts: its scores rise for every sound (measured: out-of-grammar words
accepted 0% -> 1.8%), so the shipped thresholds do not hold; only the templates'
agreement accepts, and the rest is confirmed.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterable, Literal, Mapping

Decision = Literal["accept", "confirm", "reject"]
DECISIONS: tuple[Decision, ...] = ("accept", "confirm", "reject")


@dataclass(frozen=True)
class Thresholds:
    """Operating point of one engine's confidence scale.

    :param accept: confidence at or above which a result is accepted.
    :param confirm: confidence at or above which a result below ``accept``
        is confirmed; below it the result is rejected.  ``confirm <= accept``.
    :param held_bonus: subtracted from the confirm threshold for a play of a
        card in the player's hand (the game as a prior): a held card is asked
        about where another would be rejected, never accepted on the bonus
        (on the corpus a bonus on ``accept`` too played a held card the
        player did not say: "nine" heard as "five" with five in the hand).
    :param rival_margin: a card play whose nearest rival of another meaning
        (n-best) scores within this margin is confirmed rather than accepted
        (``Evidence.rival_gap`` units; ``None``: not used).
    :param measure: which of the evidence's measures is the confidence
        (``None``: ``Evidence.confidence``).
    :param answer: confidence at or above which a result decoded on the
        answer grammar (``measures["answer_grammar"]``) is accepted; below it
        is rejected (``None``: such results use ``accept``/``confirm``).
    :param template_near: a :class:`TemplateMatch` at or below this distance
        (speaker-normalised) decides the result (``None``: templates unused;
        only a speaker profile sets it).
    :param template_margin: a template match (the recogniser agreeing, or
        hearing no complete phrase) is acted on outright only at or above
        this margin to the nearest take of another meaning, else confirmed.
    :param template_sure: and only at or below this distance (same units as
        ``template_near``; ``None``: ``template_near``); between the two it is
        confirmed.
    :param near: a result rejected within this much below its threshold (``confirm``, or ``answer`` on the answer
        grammar) is a near miss, which the game answers ("say that again"); one farther below, or with no phrase,
        is a stray sound, which costs the player nothing: no sentence (``None``: every rejection is a near miss).
    :raises ValueError: ``confirm > accept``.
    """

    accept: float
    confirm: float
    held_bonus: float = 0.0
    rival_margin: float | None = None
    measure: str | None = None
    answer: float | None = None
    template_near: float | None = None
    template_margin: float | None = None
    template_sure: float | None = None
    near: float | None = None

    def __post_init__(self) -> None:
        if self.confirm > self.accept:
            raise ValueError(f"confirm threshold {self.confirm} is above accept threshold {self.accept}")


ANSWER_THRESHOLD = -3.47
"""pocketsphinx acoustic score (mean ln per frame) an answer-grammar result needs to be taken as the answer: the
median of the four leave-speakers-out fold thresholds with the shipped MLLR transforms (-3.47, -3.47, -5.96,
-3.47; ``voice-ono bench adapt``; without transforms they were -4.77, -3.60, -3.31, -1.90 and -3.5 shipped;
docs/benchmarks.md, "Answers" and "Acoustic adaptation")."""

THRESHOLDS: dict[str, Thresholds] = {
    # calibrated on every clip of ../shared/corpus (1,030 clips), each decoded with MLLR transforms estimated without
    # its speaker (voice-ono bench adapt); the held-out figures are in docs/benchmarks.md ("Acoustic adaptation").
    # Without transforms the same calibration gave accept -1.01, confirm -5.0; with the transforms and the core
    # grammar only as a fallback -1.08/-13.9; with both grammars decoded and the shipped rule (sphinx.CORE_MARGIN;
    # docs/benchmarks.md, "Always decode both grammars") -1.04/-13.86.
    # answer: the answer grammar's threshold, chosen with speakers held out (docs/benchmarks.md, "Answers")
    "sphinx": Thresholds(accept=-1.04, confirm=-13.86, held_bonus=0.0, answer=ANSWER_THRESHOLD),
    # not calibrated (see above): accept only near-certain word posteriors, confirm the rest above 0.5;
    # an answer (answer grammar) is taken only as sure as an accepted command, else asked again
    "vosk": Thresholds(accept=0.95, confirm=0.5, answer=0.95),
    # Whisper tiny.en: mean log-likelihood per token of the best phrase plus its log-likelihood ratio against
    # the free decode (voice_ono.speech.asr.whisper).  accept, confirm, held_bonus: calibrated on every clip of
    # ../shared/corpus (voice-ono bench asr --engine whisper, "Calibrated on every clip: confidence"; the
    # leave-speakers-out folds chose -2.50/-3.60, -2.50/-3.59, -2.52/-3.62, -1.83/-3.96), with at most 3% of the
    # out-of-grammar words and noise asked about (corpus_bench.CALIBRATION).  answer: the median of the four
    # leave-speakers-out fold thresholds of voice-ono bench answers --engine whisper (-3.63, -3.61, -3.76, -4.27):
    # held out, 161 of 180 real yes/no/stop taken right, 8 of 310 other words and noise taken as yes or no.
    # docs/benchmarks.md, "Whisper".
    # near: 2 nats below the threshold; on the corpus it tells 42 of the 106 rejected real commands to say them
    # again and keeps 227 of the 244 rejected out-of-grammar words and noise silent (docs/benchmarks.md, "Whisper")
    "whisper": Thresholds(accept=-2.5, confirm=-3.7, held_bonus=1.2, answer=-3.6, near=2.0),
    # Whisper base, multilingual (Hindi, Malayalam, Punjabi, Sindhi, Basque).  NOT calibrated on real speech: no
    # recordings of these languages exist here.  The confidence is the best phrase's n-best posterior
    # (measures["log_posterior"], natural log of its meaning's share of the phrases scored, each weighted by
    # exp(LL / tokens^0.7); voice_ono.speech.asr.whisper): unlike the mean log-likelihood per token it means the same
    # in every script (Devanagari letters take several byte tokens, all but the first nearly certain, so the mean
    # of a wrong Hindi phrase was as high as a right Basque one).  accept, confirm: chosen on SYNTHETIC Basque
    # (eSpeak NG eu, eu+f3, eu+m3, clean; voice-ono bench languages, docs/benchmarks.md "Languages"): accept where
    # no utterance was a wrong command (-0.1; at -0.15 1% were), confirm down to where at most 4% were asked about
    # as a wrong command (-0.4), then checked on Hindi held out (9% acted on, 20% asked right, 7% asked wrong,
    # 0 misfires; with the mean per token 47% were asked wrong).  held_bonus, answer and near: guesses on this
    # scale, not measured (a card in the hand is likelier; an answer must be as sure as an accepted command; a
    # rejection within 0.5 nats of confirm is answered).  Re-choose them all on real speakers when recordings exist.
    "whisper-base": Thresholds(accept=-0.1, confirm=-0.4, held_bonus=0.1, measure="log_posterior", answer=-0.1,
                               near=0.5),
}
"""Operating points per engine (see the module docstring for how they were chosen)."""


@dataclass(frozen=True)
class TemplateMatch:
    """The nearest of the player's enrolled takes to an utterance (:meth:`voice_ono.speech.asr.templates.TemplateSet.match`).

    :param phrase: the enrolled phrase whose take is nearest.
    :param distance: DTW distance to it, in units of the speaker's own
        take-to-take distance (about 1.0 for another take of the same word).
    :param margin: distance to the nearest take of another meaning minus
        ``distance`` (same units, >= 0).
    :param cards: card names ``phrase`` can play (empty: not a play).
    :param agrees: whether ``phrase`` means what the recogniser's phrase means
        (``False`` also when the recogniser found no phrase).
    :param heard_distance: distance (same units) to the nearest enrolled take
        that means what the recogniser heard; ``None`` when nothing enrolled
        means that (or the recogniser found no phrase).
    """

    phrase: str
    distance: float
    margin: float
    cards: tuple[str, ...] = ()
    agrees: bool = False
    heard_distance: float | None = None


@dataclass(frozen=True)
class Evidence:
    """What a recogniser measured for one utterance.

    :param phrase: the best complete grammar phrase, or ``""`` when the
        decoder found none (a partial phrase, a decoy, ``[unk]``, silence).
    :param confidence: the engine's confidence (see module docstring), or
        ``None`` when unknown (treated as too low to accept).
    :param engine: ``"sphinx"`` or ``"vosk"`` (selects :data:`THRESHOLDS`).
    :param cards: card names (``"7"``, ``"play2"``) the phrase can play;
        empty for non-play commands.
    :param rival_gap: score gap (engine units, >= 0) to the nearest n-best
        phrase with another meaning; ``None`` when there is none.
    :param why_none: why there is no phrase (for the reject reason).
    :param measures: other confidence measures by name (the benchmark's
        alternatives; a :class:`Thresholds` may pick one with ``measure``).
    :param template: the match against the player's enrolled takes (speaker
        profile), or ``None``.
    """

    phrase: str
    confidence: float | None
    engine: str
    cards: tuple[str, ...] = ()
    rival_gap: float | None = None
    why_none: str | None = None
    measures: Mapping[str, float] = field(default_factory=dict, compare=False, hash=False)
    template: TemplateMatch | None = None

    def score(self, measure: str | None) -> float | None:
        """The confidence, or the named alternative measure (``None`` when not measured)."""
        return self.confidence if measure is None else self.measures.get(measure)


@dataclass(frozen=True)
class GameContext:
    """What the game knows when the player speaks.

    :param hand: the player's cards as canonical names (``"7"``,
        ``"reverse"``), or ``None`` when unknown (no hand context).
    """

    hand: frozenset[str] | None = None

    @classmethod
    def from_hand(cls, cards: Iterable[str] | None) -> "GameContext":
        """Context from card names (``["3", "7", "reverse"]``); ``None`` gives no context."""
        return cls(None if cards is None else frozenset(str(c).strip().lower() for c in cards))


@dataclass(frozen=True)
class Verdict:
    """The policy's decision on one utterance.

    :param decision: ``"accept"``, ``"confirm"`` or ``"reject"``.
    :param phrase: the phrase to act on or confirm; ``""`` on reject.
    :param confidence: the evidence's confidence.
    :param reason: why it was not accepted (``None`` when accepted).
    :param near_miss: a rejection close enough to the threshold that a player was probably speaking to the game
        (:attr:`Thresholds.near`); ``False`` for a stray sound.  For a confirm, ``True`` only when the engine has
        no ``near`` limit (its doubts are asked about as before); with one, an unsure result that is not a play
        may be a stray word and is not acted on.  ``False`` for every accept.
    :param not_held: confirmed only because the card is not in the hand (the words themselves were sure).
    """

    decision: Decision
    phrase: str
    confidence: float | None
    reason: str | None = None
    near_miss: bool = False
    not_held: bool = False


def decide(evidence: Evidence, context: GameContext | None = None,
           thresholds: Mapping[str, Thresholds] | None = None) -> Verdict:
    """Accept, confirm or reject one utterance (see the module docstring).

    :param evidence: what the recogniser measured.
    :param context: the game (the hand), or ``None``.
    :param thresholds: per-engine operating points (default :data:`THRESHOLDS`).
    :returns: the :class:`Verdict`.
    :raises KeyError: no thresholds for ``evidence.engine``.
    """
    th = (thresholds or THRESHOLDS)[evidence.engine]
    verdict = _decide(evidence, context, th)
    if verdict.decision != "accept" and th.near is None and not verdict.near_miss:
        verdict = replace(verdict, near_miss=True)  # no near limit: every rejection is answered, every doubt asked
    return verdict


def _decide(evidence: Evidence, context: GameContext | None, th: Thresholds) -> Verdict:
    """:func:`decide` with the engine's thresholds ``th``."""
    conf = evidence.score(th.measure)
    tm = evidence.template
    if tm is not None and th.template_near is not None and tm.distance <= th.template_near:
        verdict = _decide_by_template(evidence, tm, th, context, conf)
        if verdict is not None:
            return verdict
    unlike = tm is not None and th.template_near is not None and tm.heard_distance is not None \
        and tm.heard_distance > th.template_near
    if not evidence.phrase:
        return Verdict("reject", "", conf, evidence.why_none or "no command heard", near_miss=th.near is None)
    if conf is None:
        return Verdict("reject", "", conf, "no confidence measured", near_miss=th.near is None)
    if th.answer is not None and evidence.measures.get("answer_grammar"):
        if conf >= th.answer:
            return Verdict("accept", evidence.phrase, conf)
        return Verdict("reject", "", conf, f"unsure answer: confidence {conf:.2f} < {th.answer:.2f}",
                       near_miss=th.near is None or conf >= th.answer - th.near)
    accept_at, confirm_at = th.accept, th.confirm
    held: bool | None = None
    if evidence.cards and context is not None and context.hand is not None:
        held = any(c in context.hand for c in evidence.cards)
        if held:
            confirm_at -= th.held_bonus
    if conf < confirm_at:
        return Verdict("reject", "", conf, f"low confidence {conf:.2f} < {confirm_at:.2f}",
                       near_miss=th.near is None or conf >= confirm_at - th.near)
    if conf < accept_at:
        return Verdict("confirm", evidence.phrase, conf, f"unsure: confidence {conf:.2f} < {accept_at:.2f}")
    if held is False:
        return Verdict("confirm", evidence.phrase, conf, "a card not in the hand", not_held=True)
    if unlike:
        return Verdict("confirm", evidence.phrase, conf, "not like your enrolled takes of that command")
    if evidence.measures.get("mllr"):
        return Verdict("confirm", evidence.phrase, conf, "adapted model: the thresholds are not calibrated on it")
    if evidence.cards and th.rival_margin is not None and evidence.rival_gap is not None \
            and evidence.rival_gap < th.rival_margin:
        return Verdict("confirm", evidence.phrase, conf, f"a rival of another meaning within {th.rival_margin}")
    return Verdict("accept", evidence.phrase, conf)


def _decide_by_template(evidence: Evidence, tm: TemplateMatch, th: Thresholds, context: GameContext | None,
                        conf: float | None) -> Verdict | None:
    """The verdict when the utterance is near one of the player's enrolled takes (``None``: the usual rules)."""
    answering = bool(evidence.measures.get("answer_grammar"))
    decision: Decision
    why: str | None
    sure = th.template_near if th.template_sure is None or th.template_near is None \
        else min(th.template_sure, th.template_near)
    if tm.agrees and evidence.phrase:
        phrase, cards = evidence.phrase, evidence.cards or tm.cards
    elif answering:
        return None  # an answer is never confirmed; the answer threshold decides
    elif evidence.phrase:  # the recogniser heard another complete phrase: ask about the template's, never act
        return _template_verdict(tm.phrase, tm.cards, "confirm", "your enrolled takes and the recogniser disagree",
                                 context, conf)
    else:
        phrase, cards = tm.phrase, tm.cards
    # the recogniser agrees, or heard no complete phrase: acted on outright only when sure (issue 11: one take where
    # both agreed on the wrong digit, another phrase as near, was played unasked), otherwise asked about
    agreed = tm.agrees and bool(evidence.phrase)
    if (th.template_margin is None and not agreed) or (th.template_margin is not None
                                                        and tm.margin < th.template_margin):
        decision, why = "confirm", f"your enrolled takes: another phrase is near (margin {tm.margin:.2f})"
    elif sure is not None and tm.distance > sure:
        decision, why = "confirm", f"not quite like your enrolled takes (distance {tm.distance:.2f} > {sure:.2f})"
    else:
        decision, why = "accept", None
    return _template_verdict(phrase, cards, decision, why, context, conf)


def _template_verdict(phrase: str, cards: tuple[str, ...], decision: Decision, why: str | None,
                      context: GameContext | None, conf: float | None) -> Verdict:
    """The template's verdict, confirmed at best for a play of a card not in the hand."""
    if cards and context is not None and context.hand is not None and not any(c in context.hand for c in cards):
        return Verdict("confirm", phrase, conf, "a card not in the hand")
    return Verdict(decision, phrase, conf, why)
