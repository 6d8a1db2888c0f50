"""The dice chart: a PNG of the stated size whose bars follow the counts."""

from __future__ import annotations

import io

from PIL import Image

from engine.dicestats import dice_stats
from rendering.dicechart import CHART_SIZE, render_dice_chart


def _bar_height(img: Image.Image, x: int, rgb: tuple[int, int, int]) -> int:
    return sum(1 for y in range(img.height) if img.getpixel((x, y)) == rgb)


def test_bars_follow_the_counts() -> None:
    rolls = [(1, 2)] * 40 + [(6, 6)] * 20 + [(3, 3)] * 5 + [(4, 5)] * 10
    png = render_dice_chart(dice_stats(rolls), {"title": "Кубики", "summary": "75 бросков"})
    img = Image.open(io.BytesIO(png)).convert("RGB")
    assert img.size == CHART_SIZE
    w = CHART_SIZE[0]
    slot = (w // 2 - 20 - 30) / 6
    faces = [_bar_height(img, int(30 + slot * (i + 0.5)), (70, 215, 255)) for i in range(6)]
    # faces: 1:40 2:40 3:10 4:10 5:10 6:40 -> bars 1, 2, 6 equal and higher than 3, 4, 5
    assert faces[0] == faces[1] == faces[5] > faces[2] == faces[3] == faces[4] > 0
    dslot = (w - 30 - (w // 2 + 20)) / 6
    doubles = [_bar_height(img, int(w // 2 + 20 + dslot * (i + 0.5)), (255, 160, 0))
               for i in range(6)]
    assert doubles[5] > doubles[2] > 0 and doubles[0] == doubles[1] == doubles[3] == 0


def test_counts_over_the_bars_are_grouped_as_the_summary_groups_them() -> None:
    from bot.i18n import Translator
    from bot.views.dice import chart_texts

    stats = dice_stats([(1, 2)] * 1200 + [(6, 6)] * 100)
    ru = chart_texts(stats, "Кубики", Translator("ru"))
    assert ru["group"] == "\u00a0" and "1\u00a0300" in ru["summary"]
    assert chart_texts(stats, "Dice", Translator("en"))["group"] == ","
    # the separator is drawn: a Russian chart is not the English one's digits
    base = {"title": "x", "summary": ""}
    spaced = render_dice_chart(stats, {**base, "group": "\u00a0"})
    commas = render_dice_chart(stats, {**base, "group": ","})
    assert spaced != commas
