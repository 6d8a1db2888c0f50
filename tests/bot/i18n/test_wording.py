"""Rules of wording that a catalogue check can hold: no brackets inside brackets (in the
texts and once the kinds of win are put into them), a decimal comma in every Russian
figure (hours included), and one word for each thing (a small glossary of the words that
were replaced and must not come back)."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest

from bot.i18n import CATALOGS, Translator
from bot.views.game import kind_word
from bot.views.menus import claim_notice
from tests.bot.views.test_offer_and_log import _record

RU, EN = CATALOGS["ru"], CATALOGS["en"]
KINDS = ("single", "gammon", "backgammon", "oin", "mars")


def _depth(text: str) -> int:
    """The deepest nesting of round brackets in ``text``."""
    depth = deepest = 0
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        deepest = max(deepest, depth)
    return deepest


def test_the_bracket_check_sees_nesting() -> None:
    assert _depth("2 очка (марс (двойная победа))") == 2 and _depth("(a) (b)") == 1


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_no_brackets_inside_brackets(lang: str) -> None:
    cat, tr = CATALOGS[lang], Translator(lang)
    for key, text in cat.items():
        assert _depth(text) <= 1, (key, text)
    # a kind of win put into a sentence or the picture's line
    for kind in KINDS:
        for key in ("resign.confirm", "res.banner"):
            words = {"name": "Аня", "points": 2, "points_word": tr.plural(2, "points"),
                     "kind": kind_word(kind, tr, short=key == "res.banner")}
            assert _depth(tr(key, **words)) <= 1, (key, kind)


def test_russian_figures_never_have_a_decimal_point() -> None:
    ru, en = Translator("ru"), Translator("en")
    assert ru.figure(1.5) == "1,5" and ru.figure(24) == "24" and en.figure(1.5) == "1.5"
    for hours in (1.5, 0.5, 36.0):
        note = claim_notice(_record(), 0, timedelta(hours=hours), ru)
        assert not re.search(r"\d\.\d", note), note
    assert "1,5 ч." in claim_notice(_record(), 0, timedelta(hours=1.5), ru)
    assert "1.5 h" in claim_notice(_record(), 0, timedelta(hours=1.5), en)
    for key, text in RU.items():
        assert not re.search(r"\d\.\d", text), (key, text)


RU_NEVER = {
    r"пипс": "пункт («8,10 пункта за бросок», «Осталось пройти»)",
    r"(?<![а-яё])оин": "обычная победа",
    r"зерн": "секретный ключ",
    r"обязательств": "отпечаток ключа",
    r"джокер": "самые удачные и неудачные броски",
    r"(?<![а-яё])игра на \{": "партия на N очков",
    r"⏳ анализ": "разбор",
    r"удвоение было верным": "надо было удвоить",
    r"думает над ходом": "думает, как сыграть",
    r"испорчен": "повреждена",
}
"""Words the Russian texts never use, and the word they use for the thing instead."""

EN_NEVER = {
    r"\bseed\b": "secret key",
    r"\bcommitment": "fingerprint",
    r"\bjoker": "luckiest and unluckiest rolls",
    r"\boin\b": "single game",
    r"\bsingle win\b": "single game",
    r"\bdouble win\b": "mars",
    r"doubling was right": "you should have doubled",
    r"⏳ analysing": "analysis",
}
"""The same for English."""


@pytest.mark.parametrize("lang, never", [("ru", RU_NEVER), ("en", EN_NEVER)])
def test_one_word_for_each_thing(lang: str, never: dict[str, str]) -> None:
    for key, text in CATALOGS[lang].items():
        text = re.sub(r"\{\w+\}", "", text)  # placeholders are no words
        for word, instead in never.items():
            assert not re.search(word, text, re.I), (key, word, instead)


def test_the_words_used_instead_are_there() -> None:
    ru, en = " ".join(RU.values()).lower(), " ".join(EN.values()).lower()
    for word in ("секретным ключом", "отпечаток", "пункта за бросок", "обычная победа",
                 "самые удачные и неудачные броски", "надо было удвоить", "⏳ разбор"):
        assert word in ru, word
    for word in ("secret key", "fingerprint", "single game", "luckiest and unluckiest rolls",
                 "you should have doubled"):
        assert word in en, word


def test_luck_is_explained_with_its_unit() -> None:
    for cat, unit in ((RU, "очка"), (EN, "points")):
        for key in ("luck.line", "luck.adjusted", "luck.jokers"):
            assert unit in cat[key], key
        assert len(cat["luck.line"]) > len(cat["luck.adjusted"])  # says what the figure is
    assert RU["luck.adjusted"].startswith("Итог с поправкой на удачу: {players} очка")
    assert RU["luck.jokers"].startswith("Самые удачные и неудачные броски (от 0,6 очка)")


NAME_VARIABLES = ("name", "white", "black", "winner", "loser", "a", "b", "other", "mention",
                  "first", "second", "doubler")
"""Variables that hold a player's name, as he typed it."""
CASE_ENDING = re.compile(r"\{(" + "|".join(NAME_VARIABLES) + r")\}-?\w")
"""A name with a letter or a hyphenated suffix glued to it: a case ending («{name}-ს»)."""


def test_the_case_ending_check_sees_a_suffix() -> None:
    assert CASE_ENDING.search("{name}-ს შეუძლია") and CASE_ENDING.search("{winner}მა")
    assert not CASE_ENDING.search("სვლა: {name}, {other}: შეგიძლიათ")


@pytest.mark.parametrize("lang", sorted(CATALOGS))
def test_a_name_takes_no_case_ending(lang: str) -> None:
    bad = [k for k, v in CATALOGS[lang].items() if CASE_ENDING.search(v)]
    assert not bad, (lang, bad)


@pytest.mark.parametrize(("key", "values"), [
    ("match.stats", {"name": "Ann", "wins": 1, "matches": 1, "rating": 1500}),
    ("coach.cube.figures", {"decisions": 1, "rate": "12.0", "doubtful": 1, "errors": 0,
                            "blunders": 0}),
])
def test_english_counts_read_right_for_one(key: str, values: dict[str, object]) -> None:
    """A count that may be 1 stands after its noun ("decisions: 1"), never before a
    plural ("1 decisions")."""
    text = Translator("en")(key, **values)
    assert not re.search(r"\b1 (matches|decisions)\b", text), text
