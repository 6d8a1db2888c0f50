"""Rule diagrams say what their texts say: long nardy's topics show long-nardy positions,
labels never cover the dice or a checker they do not describe, and the route arrows are
seen on the green cloth at phone size."""

from __future__ import annotations

import io
import math

import numpy as np
from PIL import Image, ImageDraw

from engine.moves import Turn
from engine.position import BLACK, WHITE, Variant, to_white_point
from rendering import geometry as g
from rendering import rule_diagram, sprites
from rendering.annotations import Label
from rendering.diagrams import BLACK_ROUTE, DEFAULT_TEXTS, RULE_DIAGRAMS, _diagram

from .test_board import checker_at, decode


def _label_box(lab: Label) -> tuple[float, float, float, float]:
    """The box a label's rounded frame takes on the picture (as the drawing pads it)."""
    d = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    x0, y0, x1, y1 = d.textbbox(lab.at, lab.text, font=sprites.font(lab.size, bold=True),
                                anchor="mm")
    return x0 - 12, y0 - 7, x1 + 12, y1 + 7


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_long_nardy_bear_off_shows_long_nardy_checkers() -> None:
    dg = _diagram("bear_off_long", DEFAULT_TEXTS["bear_off_long"])
    pos = dg.position
    assert pos.variant == Variant.LONG
    # Black's checkers stand in Black's own home, which in long nardy is White's 13-18
    black = {to_white_point(Variant.LONG, BLACK, k) for k in pos.checkers(BLACK)}
    assert black and black <= set(range(13, 19))
    moves = [(st.frm, st.to, st.die) for st in Turn(pos, (6, 4)).legal_steps()]
    assert (5, 0, 6) in moves and (4, 0, 4) in moves and max(pos.checkers(WHITE)) == 5
    # and the picture shows them there: read back from the pixels
    img = decode(rule_diagram("bear_off_long"))
    seen = {p for p in range(13, 25)
            if checker_at(img, g.checker_center(Variant.LONG, WHITE, p, 0)) == "B"}
    assert seen == black
    # the short-nardy picture keeps its own home for Black (White's 19-24)
    short = _diagram("bear_off", DEFAULT_TEXTS["bear_off"]).position
    assert {to_white_point(Variant.SHORT, BLACK, k) for k in short.checkers(BLACK)} <= set(
        range(19, 25))


def test_long_nardy_cube_topic_shows_a_long_nardy_game() -> None:
    pos = _diagram("cube_long", DEFAULT_TEXTS["cube_long"]).position
    assert pos.variant == Variant.LONG and pos.bar == (0, 0)
    assert pos.own(WHITE, 24) > 0 and pos.own(BLACK, 24) > 0  # both heads still in play
    assert sum(pos.checkers(WHITE).values()) == sum(pos.checkers(BLACK).values()) == 15


def test_labels_never_cover_the_dice() -> None:
    for name in RULE_DIAGRAMS:
        dg = _diagram(name, DEFAULT_TEXTS[name])
        if dg.view.dice is None:
            continue
        count = 4 if dg.view.dice[0] == dg.view.dice[1] else 2
        right = dg.position.turn == dg.view.orientation
        dice = [tuple(float(v) for v in box) for box in g.dice_boxes(count, right)]
        for lab in (m for m in dg.marks if isinstance(m, Label)):
            assert not any(_overlap(_label_box(lab), box) for box in dice), (name, lab.text)


def test_the_hit_label_names_the_checker_on_the_bar() -> None:
    dg = _diagram("hit", DEFAULT_TEXTS["hit"])
    lab = next(m for m in dg.marks if isinstance(m, Label) and m.text == DEFAULT_TEXTS["hit"]["hit"])
    victim = g.bar_checker_center(WHITE, BLACK, 0)
    hitter = g.checker_center(Variant.SHORT, WHITE, 7, 0)
    assert math.dist(lab.at, victim) < math.dist(lab.at, hitter)
    box = _label_box(lab)
    for wp, n in enumerate(dg.position.board, 1):  # no checker under the label
        for i in range(min(abs(n), g.MAX_VISIBLE)):
            cx, cy = g.checker_center(Variant.SHORT, WHITE, wp, i)
            r = g.CHECKER_R
            assert not _overlap(box, (cx - r, cy - r, cx + r, cy + r)), (wp, i)


def test_route_arrows_are_seen_on_green_at_phone_size() -> None:
    assert sum(BLACK_ROUTE) < 120  # Black's route is drawn dark, with a light rim
    img = Image.open(io.BytesIO(rule_diagram("start_short"))).convert("RGB")
    scale = 400 / img.width
    small = np.asarray(img.resize((400, round(img.height * scale)), Image.Resampling.LANCZOS),
                       dtype=float)
    lum = small @ np.array([0.299, 0.587, 0.114])
    felt = float(np.dot(sprites.FELT, [0.299, 0.587, 0.114]))
    for col in (2, 9):  # a stretch of both loops in each half, clear of the checkers
        x = round(g.column_x(col) * scale)
        # the outer (White's) loop runs above the inner (Black's) one
        y0, y1 = round((g.MID_Y - 44) * scale), round((g.MID_Y - 8) * scale)
        strip = lum[y0:y1, x - 2:x + 3]
        assert strip.max() > felt + 120, col  # White's loop and Black's rim: light
        assert strip.min() < felt - 30, col  # Black's route itself: darker than the cloth


def test_marks_scaled_down_where_they_are_give_the_pixels_of_the_whole_overlay() -> None:
    """`draw_marks` scales down only the part of its overlay that has marks; the picture is
    the one the whole overlay gives, marks at the edges and corners included."""
    from rendering.annotations import (
        OV,
        Arrow,
        Cross,
        CubeMark,
        draw_arrow,
        draw_cross,
        draw_cube,
        draw_label,
        draw_marks,
    )

    board = Image.new("RGB", (300, 200), (20, 90, 40))
    marks = [Arrow(((2.0, 3.0), (150.0, 120.0)), (200, 30, 30), bend=0.3),
             Label((280.0, 190.0), "6-6"), Cross((299.0, 100.0)), CubeMark((40.0, 180.0), 2)]
    over = Image.new("RGBA", (300 * OV, 200 * OV), (0, 0, 0, 0))
    d = ImageDraw.Draw(over)
    for m in marks:
        {Arrow: draw_arrow, Cross: draw_cross, CubeMark: draw_cube, Label: draw_label}[
            type(m)](d, m)  # type: ignore[operator]
    whole = board.convert("RGBA")
    whole.alpha_composite(over.resize((300, 200), Image.Resampling.LANCZOS))
    assert np.array_equal(np.asarray(draw_marks(board, marks)),
                          np.asarray(whole.convert("RGB")))
    small = [Cross((150.0, 100.0))]  # one mark in the middle: a small part is scaled
    over = Image.new("RGBA", (300 * OV, 200 * OV), (0, 0, 0, 0))
    draw_cross(ImageDraw.Draw(over), small[0])
    whole = board.convert("RGBA")
    whole.alpha_composite(over.resize((300, 200), Image.Resampling.LANCZOS))
    assert np.array_equal(np.asarray(draw_marks(board, small)),
                          np.asarray(whole.convert("RGB")))
    assert np.array_equal(np.asarray(draw_marks(board, [])), np.asarray(board))


def test_the_stored_diagram_palette_is_the_computed_one() -> None:
    from rendering.diagrams import compute_diagram_palette, diagram_palette

    stored, computed = diagram_palette().getpalette(), compute_diagram_palette().getpalette()
    assert stored is not None and computed is not None
    assert stored[:768] == computed[:768]
    assert len(set(zip(stored[0:768:3], stored[1:768:3], stored[2:768:3], strict=True))) > 200


def test_a_diagram_in_the_fixed_palette_keeps_its_colours() -> None:
    """A diagram is sent mapped onto the diagrams' palette: on every diagram
    with Latin texts, and on three with Armenian and Persian ones, the colour of a pixel
    moves by under 2 a channel on average and the marks keep theirs (the board's palette, which lacks the
    marks' greens and reds, loses up to 190 on them)."""
    from rendering.annotations import NO, OK
    from rendering.diagrams import diagram_image, diagram_palette

    scripts = {"hy": "Շաշկիներ 13 → 7 տուն", "fa": "مهره‌ها ۱۳ → ۷ خانه"}
    for name in RULE_DIAGRAMS:
        other_scripts = scripts.values() if name in ("hit", "cube_long", "score_short") else ()
        for word in (None, *other_scripts):
            texts = dict(DEFAULT_TEXTS[name])
            if word is not None:
                texts = {k: f"{word} {v}" for k, v in texts.items()}
            img = diagram_image(name, texts)
            sent = img.quantize(palette=diagram_palette(), dither=Image.Dither.NONE)
            want = np.asarray(img, dtype=np.int16)
            got = np.asarray(sent.convert("RGB"), dtype=np.int16)
            err = np.abs(want - got).sum(axis=2)
            assert err.mean() < 6.0, (name, word, err.mean())
            assert np.percentile(err, 99.9) < 90, (name, word)
            for mark in (OK, NO):
                exact = (want == np.array(mark)).all(axis=2)
                assert (err[exact] == 0).all(), (name, mark)
    # and what rule_diagram sends is that mapping
    sent = diagram_image("hit").quantize(palette=diagram_palette(), dither=Image.Dither.NONE)
    png = Image.open(io.BytesIO(rule_diagram("hit"))).convert("RGB")
    assert (np.asarray(png) == np.asarray(sent.convert("RGB"))).all()
