"""A tournament's texts in both languages: the pairings with results, byes and forfeits,
the standings with tie-breaks and marks, the winner, and the standings picture's texts."""

from __future__ import annotations

import io

from PIL import Image

from bot.i18n import Translator
from bot.views.tournament import pairings_text, standings_picture_texts, standings_text
from engine.tournament import Entrant, Format, Outcome, Tournament
from rendering.standings import STANDINGS_WIDTH, render_standings
from tests.rendering.helpers import event

NAMES = {1: "Арсен", 2: "Гиви <b>", 3: "Ольга", 4: "Rustam", 5: "Нино"}


def test_pairings_show_results_forfeits_and_the_bye() -> None:
    ru, en = Translator("ru"), Translator("en")
    text = pairings_text(ru, event(), 3, NAMES)
    assert text.splitlines() == [
        "<b>Тур 3 из 3</b> — пары:",
        "1. Арсен — Нино: <b>0:1</b>",
        "2. Ольга — Гиви &lt;b&gt;: <b>1:0</b> (неявка)",
        "Свободный тур (бай, +1 очко): Rustam",
    ]
    assert pairings_text(en, event(), 1, NAMES).splitlines()[-1] == "Bye (+1 point): Нино"
    fresh = Tournament.start(Format.SWISS, [Entrant(i, 2000.0 - i) for i in range(1, 5)])
    assert pairings_text(en, fresh, 1, NAMES).splitlines()[1] == "1. Арсен — Ольга"


def test_standings_rows_tie_breaks_marks_and_the_winner() -> None:
    ru, en = Translator("ru"), Translator("en")
    lines = standings_text(ru, event(), NAMES).splitlines()
    assert lines[0] == "<b>Итоговая таблица</b>"
    assert lines[1] == "1. Нино — 3 очка · Бх 2 · ЗБ 2 · 2 матча"
    assert lines[2] == "2. Арсен — 2 очка · Бх 5 · ЗБ 2 · 3 матча"
    assert lines[5] == (
        "5. Гиви &lt;b&gt; — 0 очков · Бх 7 · ЗБ 0 · 2 матча · неявки: 1 · 🚪 вне турнира"
    )
    assert "Бухгольца" in lines[7] and lines[-1] == "🏆 Турнир окончен. Победитель — Нино!"
    en_lines = standings_text(en, event(), NAMES).splitlines()
    assert en_lines[4] == "4. Ольга — 2 points · Bh 2 · SB 0 · 1 match"
    assert en_lines[-1] == "🏆 The tournament is over. The winner: Нино!"


def test_knockout_standings_count_wins_and_the_open_round() -> None:
    en = Translator("en")
    t = Tournament.start(Format.KNOCKOUT, [Entrant(i, 2000.0 - i) for i in range(1, 6)])
    t = t.record(1, 2, Outcome.A_WINS)
    lines = standings_text(en, t, NAMES).splitlines()
    assert lines[0] == "<b>Standings</b> — Round 1 of 3"
    assert lines[1] == "1. Арсен — 1 win"
    assert "Bh" not in "\n".join(lines)


def test_the_standings_picture_in_russian() -> None:
    texts = standings_picture_texts(Translator("ru"), event())
    assert texts["title"] == "Турнир: швейцарская система"
    assert texts["subtitle"] == "Тур 3 из 3"
    png = render_standings(event().standings(), NAMES, texts)
    assert Image.open(io.BytesIO(png)).width == STANDINGS_WIDTH
