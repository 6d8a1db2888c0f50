"""The bot's texts say the rules exactly, in one set of terms, in both languages.

Catalogue keys and placeholders are compared in ``test_bot_units``; here: the content of
the rule texts, the diagrams' texts, ``/stats`` wording per variant and the rule book.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from bot.handlers.rules import DIAGRAMS, TOPICS, diagram_texts
from bot.i18n import CATALOGS, Translator
from bot.review.stats import stats_text
from engine import Position, start_position
from rendering import DIAGRAM_TEXT_KEYS, RULE_DIAGRAMS, sprites
from rendering.diagrams import diagram_image
from storage import PlayerStats
from storage.match_api import PlayerMatchStats

RU, EN = CATALOGS["ru"], CATALOGS["en"]
ROOT = Path(__file__).resolve().parents[3]


def _rules(cat: dict[str, str] | Any) -> str:
    return "\n".join(v for k, v in cat.items() if k.startswith("rules."))


# ---------------------------------------------------------------- the rules themselves
def test_larger_die_rule_is_stated_correctly() -> None:
    for variant in ("long", "short"):
        ru, en = RU[f"rules.{variant}.setup"], EN[f"rules.{variant}.setup"]
        assert "Если можно сыграть любое из двух чисел, но не оба, играется большее." in ru
        assert "If either number can be played but not both, the larger one must be played." in en
    # the old wording ("if only one fits it must be the larger") is gone everywhere
    for cat in (RU, EN):
        text = " ".join(cat.values()).lower()
        assert "только одна из двух" not in text and "обязательно большая" not in text
        assert "if only one" not in text and "only one of the two fits" not in text


def test_no_more_moves_has_its_own_text() -> None:
    for cat, words in ((RU, "Больше ходов нет"), (EN, "No more moves are possible")):
        assert words in cat["cap.turn.no_more"]
        assert cat["cap.turn.no_more"] != cat["cap.turn.complete"]


def test_head_exception_is_compulsory_and_only_for_the_second_player() -> None:
    ru, en = RU["rules.long.head"], EN["rules.long.head"]
    assert "обязательно" in ru and "только тот, кто ходит вторым" in ru
    assert "must be taken" in en and "Only the player who moves second" in en
    for text in (ru, en):
        assert all(d in text for d in ("6-6", "4-4", "3-3"))


@pytest.mark.parametrize(
    "key, ru_words, en_words",
    [
        ("rules.long.setup", ["при равенстве бросают снова", "против часовой стрелки"],
         ["a tie is rolled again", "counter-clockwise"]),
        ("rules.short.setup", ["при равенстве бросают снова"], ["a tie is rolled again"]),
        ("rules.long.scoring", ["Куба удвоения в обычной партии нет", "Кокса (бэкгаммона) в длинных нардах нет",
                                "по текущей позиции"],
         ["no doubling cube", "no koks", "as the position stands now"]),
        ("rules.short.scoring", ["Куба удвоения в обычной партии нет", "по текущей позиции"],
         ["no doubling cube", "as the position stands now"]),
        ("rules.long.match", ["Кроуфорда", "меняются цветами", "по ставке до предложения",
                              "Выше 64 куб не поднимается"],
         ["Crawford", "swap colours", "at the value before the offer",
          "The cube goes no higher than 64"]),
        ("rules.short.match", ["Кроуфорда", "меняются цветами", "по ставке до предложения"],
         ["Crawford", "swap colours", "at the value before the offer"]),
    ],
)
def test_rules_topics_say_what_was_missing(key: str, ru_words: list[str],
                                           en_words: list[str]) -> None:
    for w in ru_words:
        assert w in RU[key], (key, w)
    for w in en_words:
        assert w in EN[key], (key, w)


def test_rules_captions_fit_telegram() -> None:
    for lang in ("ru", "en"):
        tr = Translator(lang)
        for variant, topics in TOPICS.items():
            for topic in topics:
                caption = tr("rules.intro", variant=tr(f"variant.{variant}")) + "\n\n" + tr(
                    f"rules.{variant}.{topic}")
                assert len(caption) <= 1024, (lang, variant, topic)


# ---------------------------------------------------------------- start / help colours
def test_start_and_help_explain_the_highlight_colours_the_renderer_uses() -> None:
    r, g, b = sprites.LAST_MOVE
    assert r > 200 and 100 < g < 200 and b < 60  # orange
    r, g, b = sprites.TURN_STEP
    assert b > 200 and g > 150 and r < 120  # light blue
    for key in ("start", "help"):
        ru_lines = RU[key].split("\n")
        assert any("ранжев" in ln and "последний ход соперника" in ln for ln in ru_lines)
        assert any("олуб" in ln and ("этом ходу" in ln or "текущем ходу" in ln)
                   for ln in ru_lines)
        en_lines = EN[key].split("\n")
        assert any("orange" in ln.lower() and "last move" in ln for ln in en_lines)
        assert any("light blue" in ln.lower() and ("this turn" in ln or "current turn" in ln)
                   for ln in en_lines)


# ---------------------------------------------------------------- wording
def test_one_term_for_each_thing_in_russian() -> None:
    text = " ".join(RU.values())
    for old in ("Пипс", "кост", "побит", "бьёт", "бьёте", " бить", "снимает", "снять",
                "выводить", "вывести", "выводит"):
        assert old not in text, old
    assert "кубик" in text and "сбива" in text and "выбрас" in text


def test_no_masculine_past_tense_after_a_player_name() -> None:
    for key, text in RU.items():
        for m in re.finditer(r"\{(name|loser|winner|other|mention|first)\}([^.!?\n]*)", text):
            assert not re.search(r"\b\w+(ил|ал|ел|ял|ёл)\b", m.group(2)), (key, text)
    # the opponent is not assumed to be a man either, in Russian or in English
    for key, text in RU.items():
        assert not re.search(r"[Сс]оперник\w*\s+\w+(ил|ал|ел|ял|ёл)\b", text), (key, text)
    for key, text in EN.items():
        assert not re.search(r"\b(he|him|his|himself)\b", text, re.I), (key, text)


def test_pips_and_bot_names() -> None:
    ru, en = Translator("ru"), Translator("en")
    assert ru("cap.pips", white=167, black=167) == "Осталось пройти: ⚪ 167 · ⚫ 167"
    assert "Pips" not in en("cap.pips", white=1, black=2)
    name = ru("ai.name", level=ru("level.medium"))
    assert name == "Бот «Любитель»"
    line = ru("cap.log.move", icon="⚫", name=name, dice="5-3", notation="13→8, 13→10")
    assert line == "⚫ Бот «Любитель», 5-3: 13→8, 13→10"
    assert en("ai.name", level=en("level.master")) == "Bot “Master”"
    assert ru("move.hit", icon="⚫") == " (сбита ⚫)"


# ---------------------------------------------------------------- /stats
class _Stats:
    async def player_stats(self, user_id: int, variant: str) -> PlayerStats:
        return PlayerStats(user_id=user_id, variant=variant,  # type: ignore[arg-type]
                           games=5, wins=4, losses=1, points_won=7, points_lost=1,
                           gammons_won=2, backgammons_won=1 if variant == "short" else 0)

    async def chat_leaderboard(self, chat_id: int, variant: str, limit: int = 10) -> list:
        return []

    async def player_match_stats(self, user_id: int, variant: str) -> PlayerMatchStats:
        return PlayerMatchStats(user_id=user_id, variant=variant)  # type: ignore[arg-type]


async def test_stats_count_no_koks_in_long_nardy() -> None:
    for lang, koks, mars in (("ru", "кокс", "марсов 2"), ("en", "backgammon", "mars 2")):
        text = await stats_text(_Stats(), 1, "Анна", 1, False, Translator(lang))  # type: ignore[arg-type]
        long_part, short_part = (
            next(p for p in text.split("\n\n") if Translator(lang)(f"variant.{v}") in p)
            for v in ("long", "short"))
        assert koks not in long_part.lower() and mars in long_part
        assert koks in short_part.lower()


# ---------------------------------------------------------------- diagrams
def test_every_diagram_text_is_in_both_catalogues() -> None:
    assert set(DIAGRAM_TEXT_KEYS) == set(RULE_DIAGRAMS)
    used = set(DIAGRAMS.values())
    assert {"prime", "score_short", "score_long", "cube"} <= used
    assert DIAGRAMS[("short", "block")] == "prime"
    assert DIAGRAMS[("long", "scoring")] == "score_long"
    assert DIAGRAMS[("short", "scoring")] == "score_short"
    for name in RULE_DIAGRAMS:
        for key in DIAGRAM_TEXT_KEYS[name]:
            assert RU[f"diagram.{name}.{key}"].strip() and EN[f"diagram.{name}.{key}"].strip()
        ru, en = diagram_texts(name, "ru"), diagram_texts(name, "en")
        assert ru != en
        # the picture says them (compared before its PNG encoding, which only costs time)
        assert diagram_image(name, ru).tobytes() != diagram_image(name, en).tobytes()
    # the long-nardy scoring picture speaks of mars, never of koks
    assert "кокс" not in " ".join(diagram_texts("score_long", "ru").values()).lower()
    assert "кокс" in diagram_texts("score_short", "ru")["backgammon"]


def test_rendering_holds_no_russian_diagram_texts() -> None:
    source = (ROOT / "rendering" / "diagrams.py").read_text(encoding="utf-8")
    assert not re.search("[А-Яа-яЁё]", source)


# ---------------------------------------------------------------- the rule book
def test_rule_book_is_in_the_repository_and_its_examples_are_the_start_positions() -> None:
    book = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    blocks = [json.loads(b) for b in re.findall(r"```json\n(.*?)```", book, re.S)]
    assert [b["variant"] for b in blocks] == ["short", "long"]
    for b in blocks:
        assert Position.from_dict(b) == start_position(b["variant"])
    for words in ("larger", "tie is rolled again", "counter-clockwise", "Crawford",
                  "swap colours", "no backgammon", "must"):
        assert words in book, words
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "docs/RULES.md" in readme
    outside = "shared" + "/"  # spelled in two parts so that this file does not match
    for path in ROOT.rglob("*"):
        if any(part in (".venv", ".git", "__pycache__", ".pytest_cache", ".mypy_cache",
                        ".ruff_cache", ".hypothesis", "nardy.egg-info") for part in path.parts):
            continue
        if path.is_file() and path.suffix in (".py", ".md", ".toml", ".txt", ".json", ""):
            assert outside not in path.read_text(encoding="utf-8", errors="ignore"), path


# ---------------------------------------------------------------- catalogue grammar
_PREPOSITIONS = (
    "в", "во", "на", "за", "для", "у", "к", "ко", "с", "со", "о", "об", "обо", "от", "до",
    "из", "по", "при", "про", "без", "над", "под", "перед", "против", "между", "через",
    "после", "вместо", "кроме", "среди", "около", "возле", "ради", "сквозь",
)
_AFTER_PREPOSITION = re.compile(
    r"(?<![\w-])(?:" + "|".join(_PREPOSITIONS) + r")\s+[«\"(]?[×−+]?\{(\w+)\}", re.I)
_NAMES = {"name", "winner", "loser", "other", "mention", "first", "second", "white", "black",
          "doubler", "bot"}
"""Placeholders that hold a player's (or the bot's) name: Russian cannot decline them."""
_COUNTS = {"minutes", "value", "games", "left", "target", "matches", "dice", "total",
           "doubtful", "error", "blunder", "expected", "rolls_n", "most", "when"}
"""Placeholders of numbers, dice and durations that may follow a preposition."""


def _after_preposition(text: str) -> list[str]:
    return [m.group(1) for m in _AFTER_PREPOSITION.finditer(text)]


def test_no_placeholder_right_after_a_russian_preposition() -> None:
    # the check itself catches the forms it exists for
    assert _after_preposition("Подсказка для {name}") == ["name"]
    assert _after_preposition("⚪ {white} против ⚫ {black}") == []
    assert _after_preposition("{white} против {black}, победа за {name}") == ["black", "name"]
    names_used = set()
    for key, text in RU.items():
        names_used |= _NAMES & set(re.findall(r"\{(\w+)\}", text))
        for ph in _after_preposition(text):
            assert ph not in _NAMES, (key, text)
            assert ph in _COUNTS, (key, ph)  # a new placeholder after a preposition: review it
    assert {"name", "winner", "white", "black", "mention"} <= names_used


def test_every_gloss_exists_in_both_languages() -> None:
    # a term explained in brackets in one language is explained in the other as well
    for key in RU.keys() & EN.keys():
        ru = re.findall(r"\([^()]*[^\W\d_][^()]*\)", RU[key])
        en = re.findall(r"\([^()]*[^\W\d_][^()]*\)", EN[key])
        assert len(ru) == len(en), (key, ru, en)
    # the kinds of win go into sentences and brackets («… 2 очка (марс)»): no gloss there
    for kind in ("single", "gammon", "backgammon", "oin", "mars"):
        for cat in (RU, EN):
            assert "(" not in cat[f"kind.{kind}"] + cat[f"kind.{kind}.short"], kind


def test_russian_figures_use_a_decimal_comma() -> None:
    ru, en = Translator("ru"), Translator("en")
    assert ru.number(0.04, 3) == "0,040" and en.number(0.04, 3) == "0.040"
    assert ru.number(-0.321, 3, sign=True) == "−0,321" and en.number(0.064, 3, sign=True) == "+0.064"
    for key, text in RU.items():
        assert not re.search(r"\d\.\d", text), (key, text)
