"""Names and texts in every script on the pictures: no glyph is the missing-glyph box,
Arabic letters join, right-to-left runs are ordered, long names are cut by their drawn
width; golden pictures of the header with names in each script.

The golden pictures are ``tests/rendering/golden/*.png``; ``NARDY_UPDATE_GOLDEN=1`` writes
them anew (look at them before committing)."""

from __future__ import annotations

import io
import os
from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from engine.position import start_position
from rendering import BOARD_SIZE, BoardView, Header, render_board
from rendering import geometry as g
from rendering import sprites as s
from rendering import text as t
from rendering.overlay import draw_banner

GOLDEN = Path(__file__).resolve().parent / "golden"

NAMES = {
    "armenian": "Սամվել Արամյան",
    "georgian": "გიორგი ᲒᲘᲝᲠᲒᲘ",  # Mkhedruli and Mtavruli (capitals)
    "persian": "محمدرضا پژوهش‌گر",  # with a zero-width non-joiner
    "persian_digits": "علی ۱۴۰۲ 45",
    "emoji": "Ali 😀🎲 👍🏽 🇦🇲 👨‍👩‍👧 1️⃣",
    "math_sans": "𝖠𝗅𝗂𝗌𝖺",  # letters DejaVu Sans has in its regular face only
}
"""Names in each script the pictures must draw (the values are what a player types)."""

NOTDEF = "\U0010fffd"
"""A private-use character that no shipped font has: it is drawn as the font's .notdef."""


def _mask(font: ImageFont.FreeTypeFont, text: str, rtl: bool = False) -> bytes:
    img = Image.new("L", (400, 200), 0)
    ImageDraw.Draw(img).text((20, 150), text, font=font, fill=255, anchor="ls",
                             direction="rtl" if rtl else "ltr")
    return img.tobytes()


def _run_font(run: t.Run, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(t.FONT_DIR / run.file), t.EMOJI_SIZE if run.emoji else size)


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
@pytest.mark.parametrize("script", sorted(NAMES))
def test_no_glyph_of_a_name_is_the_missing_glyph_box(script: str, bold: bool) -> None:
    name = t.clean_text(NAMES[script])
    assert name == " ".join(NAMES[script].split())  # nothing of the name is dropped
    runs = t.runs(name, bold)
    assert sorted("".join(r.text for r in runs)) == sorted(name)
    for run in runs:
        font = _run_font(run, 40)
        box = _mask(font, NOTDEF)
        for cluster in t.clusters(run.text):
            if cluster.isspace():
                continue
            if run.emoji:  # colour bitmaps: a glyph is ink where .notdef has none
                img = Image.new("RGBA", (300, 200))
                ImageDraw.Draw(img).text((10, 150), cluster, font=font, anchor="ls",
                                         embedded_color=True)
                assert np.asarray(img)[..., 3].max() > 0, (script, cluster)
                continue
            drawn = _mask(font, cluster, run.rtl)
            assert drawn != box, (script, cluster, run.file)
            assert max(drawn) > 0, (script, cluster, run.file)


def test_the_missing_glyph_check_can_fail() -> None:
    # Georgian capitals are not in DejaVu Sans: drawn with it they are the .notdef box
    dejavu = s.font(40, bold=True)
    assert _mask(dejavu, "Გ") == _mask(dejavu, NOTDEF)
    assert _mask(dejavu, "გ") != _mask(dejavu, NOTDEF)


@pytest.mark.parametrize("script, role", [
    ("armenian", "Armenian"), ("georgian", "Georgian"), ("persian", "Arabic"),
])
def test_each_script_is_drawn_by_its_own_font(script: str, role: str) -> None:
    runs = t.runs(t.clean_text(NAMES[script]), True)
    assert {r.file for r in runs} == {f"NotoSans{role}-Bold.ttf"}


def test_raqm_shapes_the_text() -> None:
    assert t.RAQM, "Pillow's raqm layout (libfribidi) is needed to shape Persian"


def _ink_columns(img: Image.Image) -> np.ndarray:
    a = np.asarray(img.convert("L")) > 100
    cols = a.any(axis=0)
    x = np.flatnonzero(cols)
    return cols[x.min(): x.max() + 1]


@pytest.mark.parametrize("word", ["محمد", "شیخ", "بهشتی"])
def test_persian_letters_are_joined(word: str) -> None:
    f = s.font(40, bold=True)
    shaped = Image.new("RGB", (400, 100))
    t.draw_text(shaped, (20, 50), word, f, fill=(255, 255, 255), anchor="lm")
    # joined letters: ink in every column across the word
    assert _ink_columns(shaped).all()
    # the same letters unshaped (isolated forms, one after another) leave gaps
    arabic = ImageFont.truetype(str(t.FONT_DIR / "NotoSansArabic-Bold.ttf"), 40,
                                layout_engine=ImageFont.Layout.BASIC)
    plain = Image.new("RGB", (400, 100))
    ImageDraw.Draw(plain).text((20, 50), word[::-1], font=arabic, fill=(255, 255, 255),
                               anchor="lm")
    assert not _ink_columns(plain).all()
    assert np.asarray(shaped).tobytes() != np.asarray(plain).tobytes()


def test_a_zero_width_non_joiner_parts_persian_letters() -> None:
    f = s.font(40, bold=True)
    pics = []
    for word in ("بی\u200cنظیر", "بینظیر"):
        img = Image.new("L", (400, 100))
        t.draw_text(img, (20, 50), t.clean_text(word), f, fill=(255,), anchor="lm")
        pics.append(img)
    # apart, ی takes its final form and a gap opens before ن
    assert not _ink_columns(pics[0]).all()
    assert _ink_columns(pics[1]).all()


def test_persian_name_with_digits_reads_right_to_left() -> None:
    name = t.clean_text(NAMES["persian_digits"])  # "علی ۱۴۰۲ 45", typed in that order
    runs = t.runs(name, True)
    # left to right on the picture: 45, ۱۴۰۲ (digits read left to right), علی
    shown = [r.text.strip() for r in runs if r.text.strip()]
    assert shown == ["45", "۱۴۰۲", "علی"]
    assert [r.rtl for r in runs if r.text.strip() in ("45", "۱۴۰۲")] == [False, False]
    assert runs[-1].rtl
    assert t.is_rtl(name) and not t.is_rtl("Ali علی")
    assert [r.text for r in t.runs("Ali علی")] == ["Ali ", "علی"]


def test_bidi_levels_follow_the_unicode_examples() -> None:
    # numbers after Arabic letters are Arabic numbers (W2), one level up (I2)
    assert t.bidi_levels("ب 12") == [1, 1, 2, 2]
    assert t.bidi_levels("a ب c") == [0, 0, 1, 0, 0]
    assert t.visual_order([0, 1, 1, 0]) == [0, 2, 1, 3]
    assert t.visual_order([1, 2, 2, 1]) == [3, 1, 2, 0]


def test_clean_text_keeps_joiners_and_emoji_and_drops_overrides() -> None:
    assert t.clean_text("می\u200cخواهم") == "می\u200cخواهم"
    assert t.clean_text("\u202eAli\u202c  \n Bob") == "Ali Bob"
    family = "👨\u200d👩\u200d👧"
    assert t.clean_text(f"x {family}\ufe0f") == f"x {family}\ufe0f"
    assert t.clean_text("漢字 Ali") == "Ali"  # no shipped font has CJK: no boxes


@pytest.mark.parametrize("script", sorted(NAMES))
def test_long_names_are_cut_by_their_drawn_width(script: str) -> None:
    f = s.font(24, bold=True)
    long_name = t.clean_text((NAMES[script] + " ") * 8)
    for width in (60, 150, 300):
        cut = t.fit_text(long_name, f, width)
        assert cut.endswith("…") and t.text_length(cut, f) <= width
        # cut between whole clusters: an emoji sequence or a letter with its marks stays one
        kept = t.clusters(cut[:-1].rstrip())
        assert kept == t.clusters(long_name)[: len(kept)]
    assert t.fit_text(NAMES["armenian"], f, 1000) == NAMES["armenian"]


def test_a_long_name_in_any_script_stays_in_its_pill() -> None:
    pos = start_position("short")
    long_name = "".join(NAMES.values()) * 2
    img = np.asarray(Image.open(io.BytesIO(render_board(
        pos, BoardView(header=Header(long_name, long_name))))).convert("RGB")).astype(int)
    # the gap between the two pills (no score: 24 px) keeps the table's colour
    mid = BOARD_SIZE[0] // 2
    gap = img[8: g.HEADER_H - 8, mid - 10: mid + 10]
    assert (np.abs(gap - np.array(s.TABLE)).sum(axis=-1) < 30).all()


def test_the_banner_measures_a_mixed_name() -> None:
    img = Image.new("RGB", BOARD_SIZE, s.TABLE)
    draw_banner(img, "محمدرضا 😀 wins 2 points")
    a = np.asarray(img).astype(int)
    row = a[g.MID_Y]
    # the pill's gold rim on both sides of the text, inside the field
    gold = np.flatnonzero(np.abs(row - np.array(s.GOLD)).sum(axis=-1) < 60)
    assert gold.size and gold.min() > g.FIELD_X0 and gold.max() < g.FIELD_X1


def test_colour_emoji_keep_their_colours_in_the_png() -> None:
    pos = start_position("short")
    flag = "\U0001f1e6\U0001f1f2"  # Armenia: red, blue, orange
    strip = np.asarray(Image.open(io.BytesIO(render_board(
        pos, BoardView(header=Header(f"Ara {flag}", "Bob"))))).convert("RGB"))[: g.HEADER_H]
    blue = (strip[..., 2] > 120) & (strip[..., 0] < 40) & (strip[..., 1] < 90)
    assert blue.sum() > 20
    # on the board's own palette the blue would be lost
    plain = np.asarray(Image.open(io.BytesIO(render_board(
        pos, BoardView(header=Header("Ara", "Bob"))))).convert("RGB"))[: g.HEADER_H]
    assert ((plain[..., 2] > 120) & (plain[..., 0] < 40) & (plain[..., 1] < 90)).sum() == 0


# ---------------------------------------------------------------- golden pictures
GOLDEN_NAMES = {**NAMES, "latin_cyrillic": "Алиса Bob"}


def _header_strip(name: str) -> Image.Image:
    png = render_board(start_position("short"), BoardView(header=Header(name, "Bob", "1 : 0")))
    return Image.open(io.BytesIO(png)).convert("RGB").crop((0, 0, BOARD_SIZE[0], g.HEADER_H))


@pytest.mark.parametrize("script", sorted(GOLDEN_NAMES))
def test_header_names_match_the_golden_pictures(script: str) -> None:
    got = _header_strip(GOLDEN_NAMES[script])
    path = GOLDEN / f"header-{script}.png"
    if os.environ.get("NARDY_UPDATE_GOLDEN") == "1":
        GOLDEN.mkdir(exist_ok=True)
        got.save(path, optimize=True)
    want = Image.open(path).convert("RGB")
    assert want.size == got.size
    diff = np.abs(np.asarray(got).astype(int) - np.asarray(want).astype(int)).max(axis=-1)
    # the same pixels, give or take what another FreeType release rounds differently
    assert (diff > 64).mean() < 0.002, f"{script}: {(diff > 64).sum()} pixels differ"


def test_the_golden_pictures_tell_the_scripts_apart() -> None:
    strips = {k: np.asarray(_header_strip(v)) for k, v in GOLDEN_NAMES.items()}
    keys = sorted(strips)
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            assert (np.abs(strips[a].astype(int) - strips[b]).max(axis=-1) > 64).mean() > 0.002


def test_a_persian_caption_of_a_rule_diagram_is_set_from_the_right() -> None:
    from rendering import rule_diagram
    from rendering.diagram_texts import TEXT_KEYS

    def caption_ink(caption: str) -> np.ndarray:
        texts = {k: "قانون" for k in TEXT_KEYS["bear_off"]}
        texts["caption"] = caption
        img = np.asarray(Image.open(io.BytesIO(rule_diagram("bear_off", texts))).convert("L"))
        panel = img[BOARD_SIZE[1] + 6:]
        return (panel > 150).any(axis=0)

    short = "مهره‌ها از خانه حرکت می‌کنند"
    ink = caption_ink(short)
    x = np.flatnonzero(ink)
    assert x.max() > BOARD_SIZE[0] - 40 and x.min() > BOARD_SIZE[0] // 2
    # a left-to-right caption starts at the left margin
    x = np.flatnonzero(caption_ink("Checkers leave the head"))
    assert x.min() < 40 and x.max() < BOARD_SIZE[0] // 2


def test_any_mix_of_scripts_is_drawn_and_cut_to_its_room() -> None:
    import random

    rng = random.Random(5)
    pool = "".join(NAMES.values()) + "Алиса Bob ()[]-.,:!?«» \u200d\u200c\ufe0f\u0301\u202e漢"
    f = s.font(24, bold=True)
    for _ in range(200):
        raw = "".join(rng.choice(pool) for _ in range(rng.randint(0, 30)))
        name = t.clean_text(raw)
        img = Image.new("RGB", (600, 60))
        t.draw_text(img, (300, 30), name, f, fill=(255, 255, 255), anchor="mm")
        cut = t.fit_text(name, f, 120)
        assert t.text_length(cut, f) <= 120 or cut == "…"
        box = t.text_bbox((0, 0), cut, f, anchor="lm")
        assert box[0] <= box[2] and box[1] <= box[3]
