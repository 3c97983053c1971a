"""The languages of the rules (issue 21): every catalog complete, every grammar the same commands, a typed game in
each language to a winner with no English said, typed Latin spellings and digits, and language-free saves."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from voice_ono import cli
from fluent.runtime import FluentResource

from voice_ono.commands.grammar import load_grammar
from voice_ono.commands.parse import UnknownCommandError, parse_command
from voice_ono.commands.types import PlayCommand
from voice_ono.rules import Card
from voice_ono.languages import LANGUAGES, UnknownLanguageError, language, using_language
from voice_ono.narration.catalog import Catalog
from voice_ono.session.save import load_autosave
from voice_ono.session.settings import GameSettings, names_in_language
import paths

ROOT = paths.ROOT
LOCALES = ROOT / "voice_ono" / "locales"
OTHERS = [code for code in LANGUAGES if code != "en"]


def _messages(path: Path) -> dict[str, object]:
    res = FluentResource(path.read_text(encoding="utf-8"))
    junk = [item for item in res.body if type(item).__name__ == "Junk"]
    assert not junk, f"{path} does not parse: {junk[0].content[:80]!r}"  # type: ignore[attr-defined]
    return {item.id.name: item for item in res.body if type(item).__name__ == "Message"}  # type: ignore[attr-defined]


def _variables(node: object, acc: set[str]) -> set[str]:
    if type(node).__name__ == "VariableReference":
        acc.add(node.id.name)  # type: ignore[attr-defined]
    for value in getattr(node, "__dict__", {}).values():
        for child in value if isinstance(value, list) else [value]:
            if hasattr(child, "__dict__"):
                _variables(child, acc)
    return acc


@pytest.mark.parametrize("code", OTHERS)
def test_catalog_has_every_message_of_english_and_no_other(code):
    for en_file in sorted((LOCALES / "en").glob("*.ftl")):
        mine = LOCALES / code / en_file.name
        assert mine.is_file(), f"{code}: {en_file.name} is missing"
        en, lm = _messages(en_file), _messages(mine)
        assert set(lm) == set(en), (f"{code}/{en_file.name}: missing {sorted(set(en) - set(lm))}, "
                                    f"extra {sorted(set(lm) - set(en))}")
        for mid in en:
            extra = _variables(lm[mid], set()) - _variables(en[mid], set())
            assert not extra, f"{code}/{en_file.name} {mid} uses variables English does not give: {extra}"


NUMERIC = {"number", "count", "n", "total", "seconds", "cards", "tokens", "points", "score", "round", "rounds",
           "seat", "value", "remaining", "left", "bots", "players", "humans", "limit", "max", "min", "percent",
           "ms", "index", "turn"}


@pytest.mark.parametrize("code", OTHERS)
def test_every_message_renders_with_sample_values(code):
    en, cat = Catalog("en"), Catalog(code)
    for mid in sorted(en.ids):
        names = en.placeholders(mid)
        for n in (0, 1, 2, 5, 11):
            args = {v: (n if v in NUMERIC else ("other" if v == "person" else "X")) for v in names}
            swapped = {k: ("X" if isinstance(a, int) else 3) for k, a in args.items()}
            for values in (args, swapped):  # a value English takes as a number or a string the other way round
                try:
                    en.text(mid, **values)
                except ValueError:
                    continue  # English needs more (a value of a message it refers to): not these samples
                assert cat.text(mid, **values), (code, mid, values)  # renders wherever English does
                break


@pytest.mark.parametrize("code", OTHERS)
def test_grammar_has_the_same_commands_and_slots_as_english(code):
    en = tomllib.loads((ROOT / "grammars" / "en.toml").read_text(encoding="utf-8"))
    mine = tomllib.loads((ROOT / "grammars" / f"{code}.toml").read_text(encoding="utf-8"))
    assert mine["language"] == code

    def key(i: dict[str, object]) -> tuple[object, ...]:
        return i["name"], i["kind"], i.get("value")

    assert {key(i) for i in mine["intent"]} == {key(i) for i in en["intent"]}
    for slot, table in en["slots"].items():
        if slot != "player":
            assert set(mine["slots"][slot]) == set(table), f"{code}: slot {slot}"
    # the player slot names the language's own default names, so "why did Bot 2 play that" works in it
    cat = Catalog(code)
    names = ({cat.name_text("player-bot", number=i) for i in range(1, 10)}
             | {cat.name_text("player-human", number=i) for i in range(1, 5)} | {"You"})
    assert set(mine["slots"]["player"]) == names
    load_grammar(code)  # compiles: every word a lower-case letter word, every [say] phrase a phrase


@pytest.mark.parametrize("code", OTHERS)
def test_own_word_for_each_card_plays_it(code):
    grammar = load_grammar(code)
    for card, forms in grammar.slots["card"].items():
        for phrase in (grammar.play_phrase(card), grammar.card_phrase(card)):
            command = parse_command(phrase, grammar)
            assert isinstance(command, PlayCommand) and Card(card) in command.cards, (code, card, phrase)
        first = parse_command(forms[0], grammar)
        assert isinstance(first, PlayCommand) and (Card(card) in first.cards or len(first.cards) > 1)


@pytest.mark.parametrize("code", OTHERS)
def test_every_intent_parses_to_its_typed_command(code):
    """The grammars share the intents, values and slot keys of grammars/en.toml, so each intent's phrases
    parse to the same command classes and enums in every language."""
    grammar = load_grammar(code)
    for phrase in grammar.phrases():
        command, readings = parse_command(phrase, grammar), grammar.parses(phrase)
        assert command.kind is readings[0].intent.kind, (code, phrase)
        assert command.intent in {r.intent.name for r in readings}, (code, phrase)


@pytest.mark.parametrize("code", OTHERS)
def test_digits_play_the_number_cards(code):
    grammar = load_grammar(code)
    assert Card.SEVEN in parse_command("7", grammar).cards
    assert Card.MINUS10 in parse_command("-10", grammar).cards
    for signed in ("-5", "7+", "7-", "-" + grammar.card_phrase("10"), grammar.card_phrase("7") + "-"):
        with pytest.raises(UnknownCommandError):
            parse_command(signed, grammar)  # no card is called that: the sign is not dropped (tester)


@pytest.mark.parametrize("code", [c for c in ("hi", "pa", "sd", "ml") if c in LANGUAGES])
def test_latin_spellings_type_the_same_commands(code):
    grammar = load_grammar(code)
    latin = {}
    for key, word in tomllib.loads((ROOT / "grammars" / f"{code}.toml").read_text(encoding="utf-8"))[
            "romanised"].items():
        latin.setdefault(word, key)
    seven = grammar.play_phrase("7")
    typed = " ".join(latin.get(w, w) for w in seven.split())
    assert typed.isascii(), f"{code}: no Latin spelling for every word of {seven!r}"
    assert parse_command(typed, grammar).cards == parse_command(seven, grammar).cards
    assert parse_command(typed.upper(), grammar).cards == parse_command(seven, grammar).cards


def test_unknown_language_is_refused_with_the_list():
    with pytest.raises(UnknownLanguageError):
        language("xx")
    p = subprocess.run([sys.executable, "-m", "voice_ono", "play", "--language", "xx", "--input", "text"],
                       capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=60)
    assert p.returncode == 2
    assert all(code in p.stderr for code in LANGUAGES)


@pytest.mark.parametrize("args", [["--bots", "99"], ["--bogus"], ["--input", "nope"]])
def test_a_bad_command_line_in_a_right_to_left_language_has_no_replacement_character(args, capsys):
    """Tester: Sindhi's error lines showed U+FFFD around values already isolated by the catalog; an error
    worded by the catalog is isolated once, whole."""
    with using_language("en"), pytest.raises(SystemExit) as exit_info:  # the language in use is put back after
        cli.main(["--language", "sd", "play", *args])
    err = capsys.readouterr().err
    assert exit_info.value.code == 2 and "\ufffd" not in err
    assert err.count("\u2068") == err.count("\u2069") > 0  # balanced isolates


def _game_lines(code: str) -> list[str]:
    """A typed game in ``code``: every card's play phrase over and over (the refused ones cost nothing), a few
    queries, the draw phrase, then quit."""
    grammar = load_grammar(code)
    plays = [grammar.play_phrase(c) for c in grammar.slots["card"]]
    queries = [grammar.phrases([name])[0] for name in ("hand", "total", "turn", "safe", "help")]
    lines: list[str] = []
    for i in range(80):
        lines += plays + ([grammar.say("draw")] if "draw" in grammar._say else [])
        if i % 10 == 0:
            lines += queries
    return lines + [grammar.phrases(["quit"])[0]]


LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'-]{2,}")


def english_words(code: str) -> set[str]:
    """Words of the English catalog (three letters or more) that the language's own catalog and grammar never
    use: one of them in a line said in ``code`` is English left untranslated (Basque is written in Latin letters
    too, so the script alone cannot tell)."""
    def words(paths: list[Path]) -> set[str]:
        return {w.lower() for p in paths for w in LATIN_WORD.findall(p.read_text(encoding="utf-8"))}

    own = words(sorted((LOCALES / code).glob("*.ftl")) + [ROOT / "grammars" / f"{code}.toml"])
    return words(sorted((LOCALES / "en").glob("*.ftl"))) - own


@pytest.mark.parametrize("code", OTHERS)
def test_typed_game_in_the_language_to_a_winner_with_no_english(code, tmp_path):
    env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "c"), XDG_DATA_HOME=str(tmp_path / "d"))
    save = tmp_path / "s.json"
    p = subprocess.run([sys.executable, "-m", "voice_ono", "play", "--language", code, "--input", "text",
                        "--no-speech", "--seed", "3", "--save-file", str(save), "--events", "jsonl"],
                       input="\n".join(_game_lines(code)) + "\n", capture_output=True, text=True, env=env,
                       timeout=300)
    events = [json.loads(line) for line in p.stdout.splitlines() if line.startswith("{")]
    assert any(e.get("type") == "game_won" for e in events), p.stderr[-1500:]
    foreign = english_words(code)
    english = [line for line in p.stderr.splitlines() if any(w.lower() in foreign for w in LATIN_WORD.findall(line))]
    assert not english, f"{code}: lines with English words: {english[:5]}"
    lines = p.stderr.splitlines()
    assert not [line for line in lines if "\ufffd" in line], "a value's own isolates shown as U+FFFD (tester)"
    if language(code).rtl:  # every line is laid out right to left: it starts so, or with a RIGHT-TO-LEFT MARK
        ltr = [line for line in lines if line and not line.startswith("\u200f") and not _starts_rtl(line)]
        assert not ltr, f"{code}: lines a terminal lays out left to right: {ltr[:3]}"


def _starts_rtl(line: str) -> bool:
    """Whether the first strong letter of ``line`` outside its isolates is right to left (UAX #9, P2)."""
    import unicodedata

    depth = 0
    for ch in line:
        depth += ch in "\u2066\u2067\u2068"
        depth -= ch == "\u2069" and depth > 0
        if depth == 0 and unicodedata.bidirectional(ch) in ("R", "AL", "L"):
            return unicodedata.bidirectional(ch) != "L"
    return False


def test_a_right_to_left_language_isolates_values_and_a_left_to_right_one_does_not(monkeypatch):
    from voice_ono import languages

    monkeypatch.setitem(languages.LANGUAGES, "eu", languages.Language("eu", "euskara", rtl=True))
    rtl = Catalog("eu").text("player-bot", number=3)
    assert "\u2068" in rtl and "\u2069" in rtl  # FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE around "3"
    monkeypatch.setitem(languages.LANGUAGES, "eu", languages.Language("eu", "euskara"))
    assert "\u2068" not in Catalog("eu").text("player-bot", number=3)
    monkeypatch.setitem(languages.LANGUAGES, "eu", languages.Language("eu", "euskara", rtl=True))
    assert Catalog("eu").name_text("player-bot", number=3) == "Robota 3"  # a name is one value: isolated whole


def test_a_save_made_in_english_resumes_in_basque(tmp_path):
    env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "c"), XDG_DATA_HOME=str(tmp_path / "d"))
    save = tmp_path / "s.json"
    first = subprocess.run([sys.executable, "-m", "voice_ono", "play", "--input", "text",
                            "--no-speech", "--seed", "5", "--save-file", str(save)],
                           input="play seven\nread my hand\n", capture_output=True, text=True, env=env, timeout=120)
    assert save.is_file(), first.stderr[-800:]
    eu = load_grammar("eu")
    second = subprocess.run([sys.executable, "-m", "voice_ono", "play", "--language", "eu", "--input", "text",
                             "--no-speech", "--resume", "--save-file", str(save)],
                            input=eu.phrases(["hand"])[0] + "\n" + eu.phrases(["quit"])[0] + "\n",
                            capture_output=True, text=True, env=env, timeout=120)
    assert second.returncode == 0, second.stderr[-800:]
    assert Catalog("eu").text("no-save-to-resume") not in second.stderr  # the English game was resumed
    foreign = english_words("eu")
    assert not [w for w in LATIN_WORD.findall(second.stderr) if w.lower() in foreign], second.stderr[-800:]
    with using_language("eu"):  # the English default names are the Basque ones, so "zer jokatu du Robota 1-ek" works
        state, _, _ = load_autosave(save)
        assert state.names == [Catalog("eu").text("you-subject"), "Robota 1", "Robota 2"]


def test_default_names_of_any_language_are_said_in_the_one_in_use():
    with using_language("hi"):
        hindi = GameSettings(bots=2, humans=2).player_names()
    with using_language("pa"):
        assert names_in_language(hindi + ["Ann"]) == GameSettings(bots=2, humans=2).player_names() + ["Ann"]


def test_default_names_of_two_languages_in_one_game_stay_apart():
    """Tester: a scenario's players "बॉट 1" and "Bot 1" both became "Bot 1" on resume, so the save was refused
    as damaged (two players with one name); the names then stay as saved."""
    with using_language("en"):
        assert names_in_language(["Me", "बॉट 1", "Bot 1"]) == ["Me", "बॉट 1", "Bot 1"]
        assert names_in_language(["Me", "BOT 2", "Robota 2"]) == ["Me", "BOT 2", "Robota 2"]  # names ignore case
        assert names_in_language(["Me", "बॉट 1", "Bot 2"]) == ["Me", "Bot 1", "Bot 2"]


@pytest.mark.parametrize("code", ["hi", "en"])
def test_a_terminal_that_cannot_read_the_script_answers_not_understood(code, tmp_path):
    """Testers: on an ASCII terminal, typed Devanagari stopped the game with a UnicodeDecodeError traceback, and
    in English a typed "café" echoed back ("I did not understand ...") with a UnicodeEncodeError."""
    env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "c"), XDG_DATA_HOME=str(tmp_path / "d"),
               PYTHONIOENCODING="ascii")
    typed = (load_grammar("hi").play_phrase("7") if code == "hi" else "café") + "\nmere patte padho\n"
    p = subprocess.run([sys.executable, "-m", "voice_ono", "play", "--language", code, "--input", "text",
                        "--no-speech", "--seed", "3", "--no-autosave"], input=typed.encode("utf-8"),
                       capture_output=True, env=env, timeout=120)
    err = p.stderr.decode("ascii", errors="replace")
    assert p.returncode == 0 and "Traceback" not in err, err[-800:]


def test_a_terminal_that_cannot_write_the_script_is_told_once_and_the_game_goes_on(tmp_path):
    env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "c"), XDG_DATA_HOME=str(tmp_path / "d"),
               PYTHONIOENCODING="latin-1")
    hi = load_grammar("hi")
    p = subprocess.run([sys.executable, "-m", "voice_ono", "play", "--language", "hi", "--input", "text",
                        "--no-speech", "--seed", "3"], input=(hi.phrases(["hand"])[0] + "\n").encode("utf-8"),
                       capture_output=True, env=env, timeout=120)
    err = p.stderr.decode("latin-1")
    assert p.returncode == 0 and "Traceback" not in err, err[-800:]
    told = Catalog("en").text("cli-not-utf8", language="hi", encoding="iso8859-1")
    assert err.count(told) == 1, err[-800:]
    assert p.stdout.count(b"?") > 20  # the lines are still written, unshowable letters as "?"
