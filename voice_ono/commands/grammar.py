"""The command grammar: load ``grammars/<lang>.toml`` and compile it.

The TOML grammar source is the single source of truth for what a player can
say or type (DESIGN.md, "Commands and grammar").  From it this module compiles:

* :meth:`Grammar.phrases` - every complete command phrase (lowercase words),
  used as the vosk phrase list;
* :meth:`Grammar.jsgf` - a JSGF grammar (public rule ``<command>``) for
  pocketsphinx, generated from exactly the same phrase set;
* :meth:`Grammar.parses` - phrase -> list of :class:`PhraseParse`, used by the
  text parser (:mod:`voice_ono.commands.parse`).

Pattern syntax in the source: plain words; ``{slot}`` expands to every entry
of ``[slots.<slot>]``; ``[word]`` is optional.

This module is pure: it imports neither speech recognition nor TTS.
"""

from __future__ import annotations

import itertools
import re
import sys
import unicodedata
from importlib import resources
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Mapping

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

from voice_ono.commands.types import (AnswerKind, CommandKind, ControlKind, IntentValue, QueryKind,
                                      SpeechSetting)
from voice_ono.rules import Action, DiscardOnoSet, Draw, PlayCard


class CardKey(str):
    """The canonical card names one card-play phrase can mean, sorted and
    joined by ``"|"``: ``"7"``, or ``"2|play2"`` for "play two".

    A ``str`` so the recognisers can carry it as plain text (and compare two
    keys with ``==``); build it with :meth:`of` and read it with :attr:`cards`.
    """

    SEPARATOR = "|"

    @classmethod
    def of(cls, cards: Iterable[str]) -> "CardKey":
        """The key of a set of card names (order and repeats do not matter)."""
        return cls(cls.SEPARATOR.join(sorted(set(cards))))

    @property
    def cards(self) -> tuple[str, ...]:
        """The card names, sorted: ``("2", "play2")``."""
        return tuple(c for c in self.split(self.SEPARATOR) if c)


GRAMMAR_PACKAGE = "voice_ono.grammars"
"""The package holding the grammar sources, ``<lang>.toml``.

In a source checkout it is ``grammars/`` at the repository root; installs ship
it inside the package (see ``setup.py``).  Loaded with :mod:`importlib.resources`,
so wheels, editable installs and zip imports all find it."""


class GrammarError(ValueError):
    """The grammar source file is missing or malformed."""


HAND_PRIOR = 0.01
"""JSGF weight of the card names of cards the player does not hold when the grammar is built for a hand
(:meth:`Grammar.jsgf` ``hand``); held cards weigh 1.  Measured with speakers held out (docs/benchmarks.md,
"Acoustic adaptation", the hand as context): held-card plays acted on 51.9% -> 54.3%, no play of a card not
said."""

ANSWER_INTENTS: tuple[str, ...] = ("yes", "no", "stop", "repeat", "help", "quit", "ready")
"""The context grammar while a yes/no question waits: the answers, "stop", and the controls that work inside a
question (repeat, help, quit; "ready" for hot-seat).  Decoding an answer against these alone keeps chatter from
being forced onto "yes" of the full command grammar (docs/benchmarks.md, "Answers")."""

QUESTION_HELP: tuple[str, ...] = ("more_help", "help_cards", "help_questions")
"""The help controls besides "help" (an :data:`ANSWER_INTENTS` one): with the queries, what a player may ask while
a yes/no question waits, typed or spoken (:meth:`Grammar.question_queries`, :meth:`Grammar.question_jsgf`)."""

ANSWER_SOUND_ALIKES: tuple[str, ...] = ("yet", "guess", "note", "nah", "not", "now")
"""Decoys left out of the answer grammar's decoy branch: near-homophones of "yes" and "no" that, on real voices,
took the answer itself (measured: "yet" took 18 of 60 real "yes", "note" 6 of 60 "no")."""


@dataclass(frozen=True)
class Intent:
    """One intent of the grammar source (an ``[[intent]]`` table)."""

    name: str
    kind: CommandKind  # play | discard | draw | query | control | answer | setup
    value: str | None
    patterns: tuple[str, ...]
    help: str | None


@dataclass(frozen=True)
class PhraseParse:
    """One reading of a complete phrase: the intent and its slot values.

    ``slots`` maps slot name -> slot key, e.g. ``{"card": "7"}``.
    """

    intent: Intent
    slots: tuple[tuple[str, str], ...]

    def slot(self, name: str) -> str | None:
        return dict(self.slots).get(name)


_TOKEN = re.compile(r"\{(\w+)\}|\[([^\s\[\]{}]+)\]|([^\s\[\]{}]+)")


WORD_SIGNS = frozenset("'\u06fd\u06fe")
"""Characters of a word that are not letters, marks or digits: the apostrophe, and Sindhi's ۽ ("and",
U+06FD) and ۾ ("in", U+06FE), words written as one sign (Unicode category So)."""


def is_word_char(ch: str) -> bool:
    """Whether the character ``ch`` can be part of a word: a letter, a combining mark (Devanagari,
    Gurmukhi and Malayalam vowel signs), a digit, or one of :data:`WORD_SIGNS`."""
    return ch in WORD_SIGNS or unicodedata.category(ch)[0] in "LMN"


def is_grammar_word(word: str) -> bool:
    """Whether ``word`` may be a word of a grammar: NFC Unicode, lower case, and only characters of
    words (:func:`is_word_char`)."""
    return (bool(word) and unicodedata.normalize("NFC", word) == word and word.lower() == word
            and all(is_word_char(ch) for ch in word))


def _kind(intent: Mapping[str, Any]) -> CommandKind:
    """The kind of an ``[[intent]]`` table, checked with its ``value`` against the command types
    (:mod:`voice_ono.commands.types`: a query's value is a :class:`QueryKind`, ...).

    :raises GrammarError: for an unknown kind, or a value its kind does not have."""
    values: dict[CommandKind, tuple[type[IntentValue], ...]] = {
        CommandKind.QUERY: (QueryKind,), CommandKind.CONTROL: (ControlKind, SpeechSetting),
        CommandKind.ANSWER: (AnswerKind,)}
    try:
        kind = CommandKind(intent["kind"])
        if kind in values and not any(intent.get("value") in {v.value for v in e} for e in values[kind]):
            raise ValueError(intent.get("value"))
    except ValueError:
        raise GrammarError(f"intent {intent.get('name')!r} has an unknown kind or value") from None
    return kind


class Grammar:
    """A compiled command grammar for one language.

    :param source: the parsed TOML document (see ``grammars/en.toml``).
    :raises GrammarError: on an unknown slot, an empty pattern, or a
        non-lowercase word.
    """

    def __init__(self, source: Mapping[str, Any], *, path: Path | Traversable | None = None) -> None:
        self.path = path
        self.language: str = source.get("language", "en")
        self.slots: dict[str, dict[str, tuple[str, ...]]] = {
            name: {key: tuple(v) for key, v in vocab.items()}
            for name, vocab in source.get("slots", {}).items()
        }
        self.intents: tuple[Intent, ...] = tuple(
            Intent(
                name=i["name"],
                kind=_kind(i),
                value=i.get("value"),
                patterns=tuple(i["patterns"]),
                help=i.get("help"),
            )
            for i in source.get("intent", [])
        )
        self._pronunciations: dict[str, str] = dict(source.get("pronunciations", {}))
        self._decoys: tuple[str, ...] = tuple(source.get("decoys", {}).get("words", []))
        priors = dict(source.get("priors", {}))
        self._default_prior = float(priors.pop("default", 1.0))
        self._priors: dict[str, float] = {name: float(w) for name, w in priors.items()}
        unknown = set(self._priors) - {i.name for i in self.intents}
        if unknown:
            raise GrammarError(f"[priors] names unknown intents: {', '.join(sorted(unknown))}")
        if any(w <= 0 for w in (self._default_prior, *self._priors.values())):
            raise GrammarError("[priors] weights must be positive")
        self._romanised: dict[str, str] = {str(k): str(v) for k, v in source.get("romanised", {}).items()}
        self._fillers: frozenset[str] = frozenset(source.get("fillers", {}).get("words", []))
        say = dict(source.get("say", {}))
        self._say_card: dict[str, str] = {str(k): str(v) for k, v in dict(say.pop("card", {})).items()}
        self._say_play: dict[str, str] = {str(k): str(v) for k, v in dict(say.pop("play_card", {})).items()}
        play = say.pop("play", "{card}")
        if isinstance(play, dict):  # [say.play] as a table of whole phrases (the same as [say.play_card])
            self._say_play.update({str(k): str(v) for k, v in play.items()})
            play = "{card}"
        self._say: dict[str, str] = {"play": str(play), **{str(k): str(v) for k, v in say.items()}}
        self._parses: dict[str, list[PhraseParse]] = {}
        self._meaning: dict[tuple[CommandKind, str | None], frozenset[str]] = {}
        for intent in self.intents:
            for pattern in intent.patterns:
                for phrase, slots in self._expand(pattern):
                    parse = PhraseParse(intent, tuple(sorted(slots.items())))
                    bucket = self._parses.setdefault(phrase, [])
                    if parse not in bucket:
                        bucket.append(parse)
        bad = sorted({w for p in self._parses for w in p.split() if not is_grammar_word(w)})
        if bad:
            raise GrammarError(f"words must be lower case letters, in NFC: {', '.join(map(repr, bad[:5]))}")
        for card in self.slots.get("card", {}):
            phrase = self.play_phrase(card)
            if phrase not in self._parses:
                raise GrammarError(f"[say] names card {card!r} as {phrase!r}, which is not a phrase")
        for what in ("discard", "draw"):
            if what in self._say and self._say[what] not in self._parses:
                raise GrammarError(f"[say] {what} = {self._say[what]!r} is not a phrase")

    # ------------------------------------------------------------ expansion
    def _expand(self, pattern: str) -> list[tuple[str, dict[str, str]]]:
        """Expand one pattern into (phrase, slots) pairs."""
        choices: list[list[tuple[str, dict[str, str]]]] = []
        pos = 0
        pattern = pattern.strip()
        if not pattern:
            raise GrammarError("empty pattern in grammar")
        for m in _TOKEN.finditer(pattern):
            if pattern[pos:m.start()].strip():
                raise GrammarError(f"bad text {pattern[pos:m.start()]!r} in pattern {pattern!r}")
            pos = m.end()
            slot, optional, word = m.groups()
            if slot:
                if slot not in self.slots:
                    raise GrammarError(f"unknown slot {{{slot}}} in pattern {pattern!r}")
                choices.append(
                    [(spoken, {slot: key}) for key, forms in self.slots[slot].items() for spoken in forms]
                )
            elif optional:
                choices.append([("", {}), (optional, {})])
            else:
                choices.append([(word, {})])
        if pattern[pos:].strip():
            raise GrammarError(f"bad text {pattern[pos:]!r} in pattern {pattern!r}")
        out = []
        for combo in itertools.product(*choices):
            words = " ".join(w for w, _ in combo if w)
            slots: dict[str, str] = {}
            for _, s in combo:
                slots.update(s)
            out.append((words, slots))
        return out

    # ------------------------------------------------------------ outputs
    def phrases(self, intents: Iterable[str] | None = None) -> list[str]:
        """Every complete command phrase, lowercase space-separated words, sorted
        (only those of the named ``intents`` when given)."""
        if intents is None:
            return sorted(self._parses)
        wanted = set(intents)
        return sorted(p for p, parses in self._parses.items() if any(x.intent.name in wanted for x in parses))

    def parses(self, phrase: str) -> list[PhraseParse]:
        """All readings of an exact, normalised phrase ([] when it is not a command)."""
        return list(self._parses.get(phrase, []))

    def phrases_meaning(self, kind: CommandKind, value: str | None = None) -> frozenset[str]:
        """Every phrase whose command is of ``kind`` (and, when given, ``value``: ``"stop"``), as the parser
        reads it: by the phrase's first reading (:func:`voice_ono.commands.parse.parse_command`).  Computed
        once per grammar and kind (the barge-in check of a recogniser's phrase, ``SpeechInput``).

        :returns: the exact phrases (lowercase, space-separated words); empty when none means it.
        """
        key = (kind, value)
        if key not in self._meaning:
            self._meaning[key] = frozenset(
                p for p, parses in self._parses.items()
                if parses[0].intent.kind is kind and (value is None or parses[0].intent.value == value))
        return self._meaning[key]

    def card_keys(self) -> dict[str, CardKey]:
        """``{phrase: key}`` for every phrase that plays a card; the key names
        the card(s) it can mean (``"play two"`` -> ``CardKey.of(["2", "play2"])``,
        whose text is ``"2|play2"``).  Used by the recogniser's n-best check and
        the ASR bench's wrong-card score."""
        keys = {}
        for phrase, parses in self._parses.items():
            cards = {c for p in parses if p.intent.kind is CommandKind.PLAY for c in [p.slot("card")] if c is not None}
            if cards:
                keys[phrase] = CardKey.of(cards)
        return keys

    def words(self) -> set[str]:
        """Every word used by any phrase."""
        return {w for p in self._parses for w in p.split()}

    def decoys(self) -> list[str]:
        """Filler/decoy words for absorbing non-command speech (not commands)."""
        return list(self._decoys)

    def pronunciations(self) -> dict[str, str]:
        """Word -> ARPAbet phones, for words a recogniser dictionary may lack."""
        return dict(self._pronunciations)

    def prior(self, intent: str) -> float:
        """The recognition prior (relative weight, > 0) of an intent: ``[priors]`` in the grammar source,
        else its ``default`` (1.0 when absent)."""
        return self._priors.get(intent, self._default_prior)

    def core_intents(self) -> tuple[str, ...]:
        """The intents with the highest prior (``[priors]``): what a player says most (card plays, yes, no, stop).
        Every intent when no priors are given."""
        top = max((self.prior(i.name) for i in self.intents), default=1.0)
        return tuple(i.name for i in self.intents if self.prior(i.name) >= top)

    def jsgf(self, garbage: bool = True, core: bool = False, intents: Iterable[str] | None = None,
             hand: Iterable[str] | None = None, not_held_weight: float = HAND_PRIOR) -> str:
        """A JSGF 1.0 grammar text whose public rule ``<command>`` accepts
        exactly :meth:`phrases`.

        It keeps the source's structure (one rule per intent, one per slot,
        ``[optional]`` words) rather than listing every phrase: the same
        language, but a smaller search graph; pocketsphinx decodes it about
        3x faster than the flat phrase list (measured: median 48 ms vs 131 ms
        per command with the 392-phrase grammar).

        With ``garbage`` (default) a ``<garbage>`` branch of up to four decoy
        words (``[decoys]``, minus any command word), optionally after "play",
        absorbs chatter and near-miss numbers; a decoy result is not a
        phrase, so the recogniser rejects it.

        When the intents' priors (:meth:`prior`) differ, each alternative of
        ``<command>`` carries its prior as a JSGF weight (``/0.01/
        <intent_total>``; JSGF 1.0 section 4.3.3, W3C note 2000).  pocketsphinx
        turns a weight into the log transition probability of that branch
        (scaled by its language weight ``lw``), so rare intents need better
        acoustic evidence to win while every phrase stays sayable.

        With ``core`` only the :meth:`core_intents` are in ``<command>`` (no
        decoy branch, no weights): the small grammar pocketsphinx falls back
        to when the full grammar gives no complete phrase.

        With ``intents`` (intent names) only those intents are in ``<command>``
        (no decoy branch, no weights): a context grammar, such as the answers
        to a yes/no question (:data:`ANSWER_INTENTS`).

        With ``hand`` (canonical card names, ``"7"``, ``"reverse"``) the card
        slot's names carry JSGF weights: 1 for a card in the hand,
        ``not_held_weight`` for the others (the game as context: a card the
        player holds is more likely).  Every phrase stays sayable.
        """
        held = None if hand is None else {str(c).strip().lower() for c in hand}
        lines = []
        wanted = set(self.core_intents()) if core else None
        if intents is not None:
            wanted, core = set(intents), True
        chosen = [i for i in self.intents if wanted is None or i.name in wanted]
        for intent in chosen:
            alternatives = [
                " ".join(
                    f"<slot_{slot}>" if slot else f"[{optional}]" if optional else word
                    for slot, optional, word in (m.groups() for m in _TOKEN.finditer(pattern))
                )
                for pattern in intent.patterns
            ]
            lines.append(f"<intent_{intent.name}> = {' | '.join(alternatives)};")
        for name, vocab in self.slots.items():
            value_of = {form: value for value, forms in reversed(list(vocab.items())) for form in forms}
            forms = list(dict.fromkeys(form for forms in vocab.values() for form in forms))
            if name == "card" and held is not None:
                forms = [f"/{1 if value_of[f].lower() in held else not_held_weight:g}/ {f}" for f in forms]
            lines.append(f"<slot_{name}> = {' | '.join(forms)};")
        weighted = not core and len({self.prior(i.name) for i in self.intents} | {self._default_prior}) > 1

        def weight(name: str | None) -> str:
            return f"/{self.prior(name) if name else self._default_prior:g}/ " if weighted else ""

        command = " | ".join(f"{weight(i.name)}<intent_{i.name}>" for i in chosen)
        decoys = [w for w in self.decoys() if w not in self.words()]
        if garbage and decoys and not core:
            # Out-of-grammar speech lands here and is rejected (it is not a phrase).
            command += f" | {weight(None)}<garbage>"
            lines.append("<garbage> = [play] <decoy> [<decoy>];")
            lines.append(f"<decoy> = {' | '.join(decoys)};")
        return (
            "#JSGF V1.0;\n\n"
            f"grammar voice_ono_{self.language};\n\n"
            f"public <command> = {command};\n\n" + "\n".join(lines) + "\n"
        )

    def question_queries(self) -> tuple[str, ...]:
        """The intents asked, not answered, inside a yes/no question: every query ("read my hand", "what is the
        total") and :data:`QUESTION_HELP`.  The session answers them and asks the question again."""
        return tuple(i.name for i in self.intents if i.kind is CommandKind.QUERY or i.name in QUESTION_HELP)

    def answer_phrases(self) -> list[str]:
        """The phrases heard while a yes/no question waits (:data:`ANSWER_INTENTS` and
        :meth:`question_queries`), sorted: vosk's answer grammar."""
        return self.phrases(ANSWER_INTENTS + self.question_queries())

    def answer_jsgf(self) -> str:
        """The answer grammar: :data:`ANSWER_INTENTS` plus a decoy branch (``<garbage>``: one or two of the
        :meth:`decoys`, minus command words and :data:`ANSWER_SOUND_ALIKES`) that absorbs chatter, which the
        recogniser then rejects (docs/benchmarks.md, "Answers")."""
        return self._with_decoys(self.jsgf(intents=ANSWER_INTENTS))

    def question_jsgf(self) -> str:
        """The queries grammar: :meth:`question_queries` plus the answer grammar's decoy branch.  Decoded over an
        utterance the answer grammar did not accept (``SphinxRecognizer(query_jsgf=...)``), so that "what is the
        total" is heard inside a question while what the answer grammar hears is exactly as before: adding the
        queries to the answer grammar itself, even at a JSGF weight of 0.0001, turned a real "right" into an
        accepted "ready" (docs/benchmarks.md, "Answers")."""
        return self._with_decoys(self.jsgf(intents=self.question_queries()))

    def _with_decoys(self, text: str) -> str:
        """A context grammar (``jsgf(intents=...)``) with the decoy branch of :meth:`answer_jsgf` added."""
        decoys = [w for w in self.decoys() if w not in self.words() and w not in ANSWER_SOUND_ALIKES]
        if not decoys:
            return text
        head, sep, rest = text.partition("public <command> = ")
        rule, end, tail = rest.partition(";\n")
        return (f"{head}{sep}{rule} | <garbage>{end}{tail}<garbage> = <decoy> [<decoy>];\n"
                f"<decoy> = {' | '.join(decoys)};\n")

    def card_words(self, card: str) -> tuple[str, ...]:
        """The spoken forms of a card name (``"7"`` -> ``("seven",)``)."""
        return self.slots.get("card", {}).get(card, ())

    def card_phrase(self, card: str) -> str:
        """How to say card ``card`` (a card name, ``"7"``, ``"play2"``) so that the grammar hears it
        unambiguously: ``[say.card]`` of the grammar source, else its first spoken form ("number two",
        "play two card", "seven").

        :raises KeyError: for a card the grammar has no words for.
        """
        if card in self._say_card:
            return self._say_card[card]
        forms = self.card_words(card)
        if not forms:
            raise KeyError(card)
        return forms[0]

    def play_phrase(self, card: str) -> str:
        """The phrase that plays ``card``: ``[say.play_card]``, else ``[say] play`` with
        :meth:`card_phrase` ("play the play two card", "play seven").

        :raises KeyError: for a card the grammar has no words for.
        """
        if card in self._say_play:
            return self._say_play[card]
        return " ".join(self._say["play"].replace("{card}", self.card_phrase(card)).split())

    def phrase_for(self, action: Action) -> str:
        """The phrase of this grammar that names ``action`` unambiguously, from the grammar source's ``[say]``
        table: a play by :meth:`play_phrase` ("play seven", "play the play two card"), the discard and the
        draw by ``[say] discard`` and ``[say] draw`` ("discard four onos", "draw a card").  Every such phrase
        is one of the grammar's (checked when the grammar is built).

        :raises KeyError: for an action the grammar names no phrase for (a card without words, no ``[say]``
            entry).
        """
        if isinstance(action, PlayCard):
            return self.play_phrase(action.card.value)
        if isinstance(action, DiscardOnoSet):
            return self.say("discard")
        if isinstance(action, Draw):
            return self.say("draw")
        raise KeyError(action)

    def say(self, what: str) -> str:
        """The phrase of the grammar source's ``[say]`` table for ``what`` (``"discard"``, ``"draw"``).

        :raises KeyError: when the grammar names no phrase for it.
        """
        return self._say[what]

    def romanised(self, word: str) -> str:
        """The word of the grammar that the typed Latin-letter spelling ``word`` stands for (``[romanised]``:
        "saat" -> "सात"), else ``word`` itself."""
        return self._romanised.get(word, word)

    def spellings(self, phrases: Iterable[str] | None = None) -> dict[str, tuple[str, ...]]:
        """Other ways a speech recogniser may write each phrase: its Latin-letter spelling, word by word from
        ``[romanised]`` (the first spelling listed for each word), when that differs from the phrase.  Whisper
        writes short Hindi, Punjabi, Sindhi and Malayalam utterances in Latin letters about as often as in
        their own script (docs/benchmarks.md, "Languages"), so the recogniser scores both.

        :param phrases: the phrases (default: all, :meth:`phrases`).
        :returns: ``{phrase: (spelling, ...)}`` for the phrases that have another spelling.
        """
        latin: dict[str, str] = {}
        for key, word in self._romanised.items():
            latin.setdefault(word, key)
        out: dict[str, tuple[str, ...]] = {}
        for phrase in self.phrases() if phrases is None else phrases:
            spelt = " ".join(latin.get(w, w) for w in phrase.split())
            if spelt != phrase:
                out[phrase] = (spelt,)
        return out

    def fillers(self) -> frozenset[str]:
        """Words dropped from a typed line that is not otherwise a command (``[fillers]``)."""
        return self._fillers


def load_grammar(lang: str | None = None, path: str | None = None) -> Grammar:
    """Load and compile ``grammars/<lang>.toml`` (or an explicit ``path``); by default the grammar of
    the language in use (:func:`voice_ono.languages.active_language`).

    The built-in grammars are package data (:data:`GRAMMAR_PACKAGE`), read with
    :func:`importlib.resources.files`.

    :raises GrammarError: when the file is missing or invalid.
    """
    from voice_ono.languages import active_language

    return _load_grammar(active_language().code if lang is None else lang, path)


@lru_cache(maxsize=None)
def _load_grammar(lang: str, path: str | None) -> Grammar:
    file: Path | Traversable
    if path:
        file = Path(path)
    else:
        try:
            file = resources.files(GRAMMAR_PACKAGE) / f"{lang}.toml"
        except ModuleNotFoundError as exc:
            raise GrammarError(f"grammar package {GRAMMAR_PACKAGE} is not installed: "
                               "reinstall voice-ono (pip install -e . in a checkout)") from exc
    try:
        with file.open("rb") as fh:
            source = tomllib.load(fh)
    except FileNotFoundError as exc:
        raise GrammarError(f"grammar file not found: {file}") from exc
    except tomllib.TOMLDecodeError as exc:
        raise GrammarError(f"grammar file {file} is not valid TOML: {exc}") from exc
    return Grammar(source, path=file)
