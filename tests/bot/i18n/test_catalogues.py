"""The catalogues agree: every language has every message of the Russian source and no
other, with the same variables, HTML tags and commands, every counted word with exactly
its language's CLDR integer categories; every key the code names exists; the language
rule and the formatting of numbers and dates."""

from __future__ import annotations

import ast
import re
import typing
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

import pytest
from babel import Locale

from bot.callbacks import Language
from bot.i18n import (
    CATALOGS,
    DEFAULT_LANGUAGE,
    LANGUAGES,
    SOURCE_LANGUAGE,
    MissingText,
    Speech,
    Translator,
    catalogue,
    pick_language,
    state,
)
from bot.i18n.languages import FSI, LRM, PDI, isolate, mark_numbers, move_path
from bot.model.state import Table
from rendering.text import bidi_levels

ROOT = Path(__file__).resolve().parents[3]
SOURCE = catalogue(SOURCE_LANGUAGE)
OTHERS = [lang for lang in LANGUAGES if lang != SOURCE_LANGUAGE]
_TAG = re.compile(r"</?[a-z]+[^>]*>")
_COMMAND = re.compile(r"(?<![\w/])/[a-z]+\b")


def integer_categories(lang: str) -> set[str]:
    """The CLDR plural categories whole numbers fall into in ``lang``."""
    rule = Locale.parse(lang).plural_form
    return {rule(n) for n in range(0, 1001)}


def all_categories(lang: str) -> set[str]:
    """Every CLDR plural category of ``lang`` (``other`` included)."""
    return set(Locale.parse(lang).plural_form.tags) | {"other"}


def test_languages_are_those_buttons_may_carry() -> None:
    assert set(typing.get_args(Language)) == set(LANGUAGES)
    assert Table().lang == DEFAULT_LANGUAGE
    assert LANGUAGES[0] == SOURCE_LANGUAGE and len(set(LANGUAGES)) == len(LANGUAGES)


@pytest.mark.parametrize("lang", OTHERS)
def test_every_message_and_no_other(lang: str) -> None:
    cat = catalogue(lang)
    assert sorted(SOURCE.keys - cat.keys) == [], "missing"
    assert sorted(cat.keys - SOURCE.keys) == [], "unknown keys"


@pytest.mark.parametrize("lang", OTHERS)
def test_variables_tags_and_commands_equal_the_source(lang: str) -> None:
    cat = catalogue(lang)
    for key in SOURCE.keys & cat.keys:
        assert cat.variables[key] == SOURCE.variables[key], key
    for key, text in cat.texts.items():
        base = key.rpartition(".")[0] if key not in SOURCE.texts else key
        src = SOURCE.texts.get(key) or next(
            (v for k, v in SOURCE.texts.items() if k.rpartition(".")[0] == base), "")
        assert sorted(_TAG.findall(text)) == sorted(_TAG.findall(src)), key
        assert sorted(set(_COMMAND.findall(text))) == sorted(set(_COMMAND.findall(src))), key
        assert text.strip(), key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_counted_words_have_the_languages_categories(lang: str) -> None:
    cat = catalogue(lang)
    assert set(cat.plurals) == set(SOURCE.plurals)
    for key, forms in cat.plurals.items():
        # every category a count can take; ``other`` may be added where only fractions
        # take it (Ukrainian, Russian)
        assert integer_categories(lang) <= set(forms) <= all_categories(lang), key
    tr = Translator(lang)
    for key in cat.plurals:
        for n in (0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1000):
            assert tr.plural(n, key), (key, n)


def test_russian_and_english_plurals() -> None:
    ru, en, uk = Translator("ru"), Translator("en"), Translator("uk")
    assert [ru.plural(n, "points") for n in (1, 2, 5, 11, 21, 22)] == [
        "очко", "очка", "очков", "очков", "очко", "очка"]
    assert [en.plural(n, "points") for n in (0, 1, 2)] == ["points", "point", "points"]
    if "uk" in LANGUAGES:
        assert uk.plural(1, "points") != uk.plural(5, "points")


def test_every_key_the_code_names_exists() -> None:
    """Each literal key passed to a translator (``tr("…")``, ``own("…")``,
    ``tr.plural(n, "…")``) or to an ``Answer`` is a message of the source."""
    named: list[tuple[str, str]] = []
    for path in sorted((ROOT / "bot").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(
                f, ast.Attribute) else ""
            args = node.args
            if name == "plural" and len(args) == 2:
                args = args[1:]
            elif name not in ("tr", "own", "Answer", "_tr"):
                continue
            if args and isinstance(args[0], ast.Constant) and isinstance(args[0].value, str):
                named.append((f"{path.relative_to(ROOT)}:{node.lineno}", args[0].value))
    assert len(named) > 300
    unknown = [(where, key) for where, key in named if key not in SOURCE.keys]
    assert unknown == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_own_name_and_state(lang: str) -> None:
    assert Translator(lang)("lang.self")
    cat = catalogue(lang)
    assert state(lang) == ("source" if lang == SOURCE_LANGUAGE
                           else "machine" if cat.machine else "reviewed")


def test_the_one_language_rule() -> None:
    assert pick_language("ru") == "ru" and pick_language("ru-RU") == "ru"
    assert pick_language("be") == "ru" and pick_language("de") == "en"
    assert pick_language(None) == "en" and pick_language("de", "ru") == "ru"
    assert pick_language("ru", "en") == "en" and pick_language("ru", "xx") == "ru"
    # a group's choice for what the chat reads, the sender's own for his toasts
    s = Speech.of("en", "ru", None)
    assert (s.chat.lang, s.own.lang) == ("ru", "en")
    s = Speech.of("de", None, "ru")
    assert (s.chat.lang, s.own.lang) == ("ru", "ru")
    assert Translator("xx").lang == "en" and Translator("ru") is Translator("ru")


def test_a_missing_message_is_a_defect() -> None:
    with pytest.raises(MissingText):
        Translator("en")("no.such.key")
    with pytest.raises(MissingText):
        Translator("en")("cap.turn")  # its variables are not given


def test_numbers_and_dates_per_language() -> None:
    ru, en = Translator("ru"), Translator("en")
    assert ru.number(0.04, 3) == "0,040" and en.number(0.04, 3) == "0.040"
    assert ru.number(-0.321, 3, sign=True) == "−0,321" and en.number(0.064, 3, sign=True) == "+0.064"
    assert en.number(-0.0001, 3) == "0.000" and en.number(0.0, 2, sign=True) == "0.00"
    assert ru.count(12345) == "12\u00a0345" and en.count(12345) == "12,345"
    assert ru.figure(1.5) == "1,5" and en.figure(24.0) == "24" and en.figure(0.25) == "0.25"
    d = date(2026, 12, 7)
    assert ru.date(d) == "07.12.2026" and en.date(d) == "12/7/2026"
    assert ru.day(d) == "07.12" and en.day(d) == "12/7"
    evening = datetime(2026, 12, 7, 21, 5, tzinfo=timezone(timedelta(hours=3)))  # 18:05 UTC
    assert ru.moment(evening) == "07.12 18:05"
    assert en.moment(evening) == "12/7 6:05\u202fPM"
    assert ru.moment(datetime(2026, 12, 7, 18, 5)) == "07.12 18:05"  # naive: UTC
    assert ru.number(12.4, 0, sign=True) == "+12" and en.number(-12.4, 0, sign=True) == "−12"
    for lang in LANGUAGES:
        tr = Translator(lang)
        assert tr.number(1.5, 1)[1] in ",." and tr.count(1000).endswith("000")


def test_direction_marks() -> None:
    assert isolate("Алиса", rtl=False) == "Алиса"
    assert isolate("علی", rtl=False) == FSI + "علی" + PDI
    assert isolate("Alice", rtl=True) == FSI + "Alice" + PDI
    assert isolate("علی", rtl=True) == "علی" and isolate("13→7", rtl=True) == "13→7"
    marked = mark_numbers('حرکت 13→7, 24/18 و <a href="tg://user?id=12">x</a> −0.04 و ×2 5')
    assert f"{LRM}13→7{LRM}" in marked and f"{LRM}24/18{LRM}" in marked
    assert f"{LRM}−0.04{LRM}" in marked and f"{LRM}×2{LRM}" in marked
    assert 'href="tg://user?id=12"' in marked and marked.endswith(" 5")


def test_texts_for_checks_read_like_the_source() -> None:
    ru = CATALOGS["ru"]
    assert "{hours}" in ru["help"] and ru["points.few"] == "очка"
    assert set(CATALOGS) == set(LANGUAGES)


RLM = "\u200f"


def _visual(text: str, rtl: bool = False) -> str:
    """``text`` in the order a client draws it (the implicit bidi rules, each run of a
    higher level reversed), without its marks; the paragraph's direction that of its first
    strong character (as Telegram's clients take it), with ``rtl`` right to left (as a
    number-only text in a right-to-left interface)."""
    text = RLM + text if rtl else text
    levels = bidi_levels(text)
    chars = list(text)
    for level in range(max(levels, default=0), 0, -1):
        i = 0
        while i < len(chars):
            if levels[i] >= level:
                j = i
                while j < len(chars) and levels[j] >= level:
                    j += 1
                chars[i:j], levels[i:j] = chars[i:j][::-1], levels[i:j][::-1]
                i = j
            else:
                i += 1
    return "".join(c for c in chars if c not in (LRM, RLM))


def test_move_buttons_read_left_to_right_in_persian() -> None:
    bar = Translator("fa")("point.bar")
    assert _visual("24→22", rtl=True) == "22→24"  # unmarked, in a right-to-left client
    for rtl in (True, False):
        assert _visual(move_path(["24", "22"], rtl=True), rtl) == "24→22"
        assert _visual(move_path(["13", "8", "7"], rtl=True), rtl) == "13→8→7"
    assert _visual(bar + "→22") == "22→" + bar[::-1]  # unmarked: the word changes sides
    assert _visual(move_path([bar, "22"], rtl=True)) == bar[::-1] + "→22"
    assert _visual(move_path([bar, "20"], rtl=True, tail=" (5)")) == bar[::-1] + "→20 (5)"
    assert _visual(move_path(["6", Translator("fa")("point.off")], rtl=True)).startswith("6→")
    assert move_path(["13", "7"], rtl=False, tail=" (6)") == "13→7 (6)"


def _lacking(lang: str, *keys: str) -> Translator:
    """A fresh translator of ``lang`` whose catalogue lacks ``keys``."""
    import dataclasses

    tr = Translator._make(lang)
    cat = tr._cat
    tr._cat = dataclasses.replace(
        cat, keys=cat.keys - set(keys),
        patterns={k: p for k, p in cat.patterns.items() if k not in keys},
        plurals={k: f for k, f in cat.plurals.items() if k not in keys})
    return tr


def test_a_message_a_language_lacks_is_shown_in_english_and_logged(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """Outside strict mode a gap in a catalogue shows the English text (the Russian one for
    English), logged once; a counted word comes with English's forms; strict mode raises."""
    monkeypatch.delenv("NARDY_I18N_STRICT", raising=False)
    tr = _lacking("tr", "variant.long", "dice.rolls")
    with caplog.at_level("WARNING", logger="bot.i18n.translator"):
        assert tr("variant.long") == Translator("en")("variant.long")
        assert tr("variant.long") == Translator("en")("variant.long")
        assert tr("variant.short") == Translator("tr")("variant.short")  # its own
    assert [r.getMessage() for r in caplog.records] == [
        "tr: no message 'variant.long', the en one is shown"]
    assert tr.is_plural("dice.rolls")
    assert tr.plural(3, "dice.rolls") == Translator("en").plural(3, "dice.rolls")
    assert set(tr.forms("dice.rolls")) == set(catalogue("en").plurals["dice.rolls"])
    en = _lacking("en", "variant.long")
    assert en("variant.long") == Translator("ru")("variant.long")
    monkeypatch.setenv("NARDY_I18N_STRICT", "1")
    with pytest.raises(MissingText):
        tr("variant.long")


def _parsed_state(sources: list[str]) -> str:
    """What a parse of ``sources`` gives (the way a catalogue is built)."""
    from fluent.syntax import FluentParser
    from fluent.syntax import ast as fl

    from bot.i18n.catalogue import MACHINE

    machine, states = False, set()
    for source in sources:
        for item in FluentParser(with_spans=False).parse(source).body:
            if isinstance(item, fl.ResourceComment):
                states |= {ln[len("state: "):].split(" ")[0]
                           for ln in (item.content or "").splitlines() if ln.startswith("state: ")}
            elif isinstance(item, fl.Message) and item.comment is not None:
                machine = machine or MACHINE in str(item.comment.content or "").splitlines()
    return "machine" if machine or "machine" in states else (
        "source" if "source" in states else "reviewed")


@pytest.mark.parametrize("sources", [
    ["### state: reviewed\n\na = A\n"],
    ["### Texts\n### state: source (written first)\n\na = A\n"],
    ["### state: reviewed\n\n# machine translation, not reviewed\na = A\n"],
    ["# first line\n# machine translation, not reviewed\n# last line\na = A\n"],
    ["# machine translation, not reviewed\n\na = A\n"],  # a comment standing alone
    ["# machine translation, not reviewed\n-term = T\na = { -term }\n"],  # a term's
    ["## machine translation, not reviewed\na = A\n"],  # a group comment
    ["#  machine translation, not reviewed\na = A\n"],  # another line
    ["a = A\n    # machine translation, not reviewed\n"],  # the text of a message
    ["a = A\n", "### state: machine (3 of 3)\n\nb = B\n"],
])
def test_the_state_read_from_the_text_is_the_parsed_one(sources: list[str]) -> None:
    from bot.i18n.catalogue import source_state

    assert source_state(sources) == _parsed_state(sources)


def test_every_language_state_read_from_its_files_is_its_catalogues() -> None:
    from bot.i18n.catalogue import _files, catalogue, source_state

    states = {lang: source_state(s for _, s in _files(lang)) for lang in LANGUAGES}
    assert states == {lang: catalogue(lang).state for lang in LANGUAGES}
    assert set(states.values()) == {"source", "reviewed", "machine"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plain_texts_read_from_slices_are_those_of_the_whole_files(lang: str) -> None:
    """Every message of the language: `plain_texts` (each message and what it refers to
    parsed alone) gives what the parse of the whole files gives, and the menu's texts
    are among them."""
    from fluent.syntax import FluentParser
    from fluent.syntax import ast as fl

    from bot.app import COMMANDS
    from bot.i18n.catalogue import _files, _plain, _Text, catalogue, fluent_id, plain_texts

    entries: dict[str, fl.Message | fl.Term] = {}
    for _, source in _files(lang):
        for item in FluentParser(with_spans=False).parse(source).body:
            if isinstance(item, fl.Message):
                entries[item.id.name] = item
            elif isinstance(item, fl.Term):
                entries["-" + item.id.name] = item
    keys = sorted(catalogue(lang).keys)
    text = _Text(entries)
    whole = {k: text.pattern(m.value) for k in keys
             if isinstance(m := entries.get(fluent_id(k)), fl.Message) and _plain(m.value, entries)}
    assert plain_texts(lang, keys) == whole
    menu = [f"cmd.{c}" for c in COMMANDS]
    assert plain_texts(lang, menu) == {k: whole[k] for k in menu}
    assert len(whole) > len(keys) / 2


def test_slices_follow_references_and_keep_whole_entries() -> None:
    """`plain_texts`' slices: an entry's blank and indented lines, a selection closed at
    the line's start, and the terms and messages referred to, from any file and in turn,
    read as the whole files' parse reads them."""
    from fluent.syntax import FluentParser
    from fluent.syntax import ast as fl

    from bot.i18n.catalogue import _entries, _plain, _Text

    sources = [
        "-brand = Нарды\nwelcome = Добро пожаловать в { -brand }!\n# a comment\n"
        "help = { welcome } Помощь\n",
        "multi =\n    первая строка\n\n    вторая\nsel = { $n ->\n    [one] один\n"
        "   *[other] много\n}\nafter = после\n",
        "other = { -far }\n",
        "-far = далеко { -brand }\n",
    ]
    whole: dict[str, fl.Message | fl.Term] = {}
    for source in sources:
        for item in FluentParser(with_spans=False).parse(source).body:
            whole[("-" if isinstance(item, fl.Term) else "") + item.id.name] = item  # type: ignore[union-attr]
    ids = {"help", "multi", "sel", "after", "other"}
    sliced = _entries(sources, ids)
    assert {"welcome", "-brand", "-far"} <= set(sliced) <= set(whole)
    for key in ids:
        got, want = sliced[key], whole[key]
        assert _Text(sliced).pattern(got.value) == _Text(whole).pattern(want.value), key
        assert _plain(got.value, sliced) == _plain(want.value, whole), key
    assert _Text(sliced).pattern(sliced["help"].value) == "Добро пожаловать в Нарды! Помощь"
    assert _Text(sliced).pattern(sliced["other"].value) == "далеко Нарды"
    # a slice that does not parse (a broken message): its file is read whole, once
    broken = _entries(["a = A\nb = { $x\nc = C\n"], {"b"})
    assert set(broken) == {"a", "c"}
