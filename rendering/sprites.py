"""Theme colours, fonts and the cached pre-rendered parts of the picture.

Everything here is drawn once (supersampled, then reduced with a Lanczos filter, so all
edges are anti-aliased) and cached; :mod:`rendering.board` only pastes these pieces. The
empty board is drawn ahead and shipped as ``board_base.png`` (see :func:`board_base`).
"""

from __future__ import annotations

import io
import math
from functools import lru_cache
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from engine.position import WHITE, Variant, from_white_point, to_white_point

from . import geometry as g

SS = 4  # supersampling factor for sprites

# ---------------------------------------------------------------- theme
TABLE = (27, 31, 29)
FRAME_DARK = (74, 45, 26)
FRAME = (104, 66, 38)
FRAME_LIGHT = (140, 93, 56)
FELT = (36, 88, 64)
FELT_DARK = (29, 73, 53)
TRI_LIGHT = (226, 200, 152)
TRI_DARK = (158, 60, 46)
TRAY = (64, 42, 25)
NUMBER = (255, 244, 218)
NUMBER_DIM = (232, 214, 180)
TEXT = (242, 236, 224)
TEXT_DIM = (170, 176, 170)
GOLD = (255, 184, 28)
LAST_MOVE = (255, 160, 0)
TURN_STEP = (70, 215, 255)
CLOSED = (235, 60, 50)

CHECKER_FACE = {WHITE: ((252, 249, 242), (212, 203, 186)), 1: ((84, 82, 88), (24, 23, 27))}
CHECKER_RIM = {WHITE: (176, 160, 136), 1: (128, 122, 116)}
CHECKER_EDGE = {WHITE: (84, 70, 56), 1: (196, 188, 176)}
CHECKER_INK = {WHITE: (60, 44, 30), 1: (246, 240, 228)}
DIE_FACE = {WHITE: (250, 246, 236), 1: (40, 38, 42)}
DIE_EDGE = {WHITE: (150, 138, 120), 1: (150, 144, 136)}
DIE_PIP = {WHITE: (30, 28, 30), 1: (250, 246, 236)}

_FONT_DIR = Path(__file__).resolve().parent / "fonts"


@lru_cache(maxsize=32)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The shipped DejaVu Sans (Cyrillic included) at ``size`` pixels."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(_FONT_DIR / name), size)


def _down(img: Image.Image, size: tuple[int, int]) -> Image.Image:
    return img.resize(size, Image.Resampling.LANCZOS)


def _lerp(a: tuple[int, ...], b: tuple[int, ...], t: np.ndarray) -> np.ndarray:
    a_ = np.array(a, dtype=np.float32)
    b_ = np.array(b, dtype=np.float32)
    return a_ + (b_ - a_) * t[..., None]


# ---------------------------------------------------------------- checkers
CHECKER_PAD = 5  # sprite margin around the checker (room for the shadow)


@lru_cache(maxsize=8)
def checker(color: int, size: int = g.CHECKER_D) -> Image.Image:
    """RGBA sprite of a checker of ``size`` px diameter, with shadow; centre at the middle.

    Sprite side is ``size + 2 * CHECKER_PAD``.
    """
    side = size + 2 * CHECKER_PAD
    n = side * SS
    c = n / 2
    r = size * SS / 2
    yy, xx = np.mgrid[0:n, 0:n].astype(np.float32) + 0.5
    dx, dy = xx - c, yy - c
    d = np.hypot(dx, dy) / r  # 1.0 at the edge
    # light from the top-left
    t = np.clip((dx + dy) / (2.0 * r) * 0.8 + 0.5, 0, 1)
    face_a, face_b = CHECKER_FACE[color]
    rgb = _lerp(face_a, face_b, t)
    rim = CHECKER_RIM[color]
    edge = np.array(CHECKER_EDGE[color], dtype=np.float32)
    # raised rim: outer band, with its own light gradient
    band = (d > 0.80) & (d <= 0.95)
    rim_light = tuple(min(255, int(v * 1.15)) for v in rim)
    rim_dark = tuple(int(v * 0.8) for v in rim)
    rim_rgb = _lerp(rim_light, rim_dark, t)
    rgb[band] = rim_rgb[band]
    groove = (d > 0.74) & (d <= 0.80)
    rgb[groove] = rgb[groove] * 0.82
    # a soft inner ring (turned-wood look)
    inner = (d > 0.40) & (d <= 0.43)
    rgb[inner] = rgb[inner] * 0.93 + np.array(face_b, dtype=np.float32) * 0.07
    outer = d > 0.95
    rgb[outer] = edge
    alpha = (d <= 1.0).astype(np.float32) * 255
    arr = np.dstack([np.clip(rgb, 0, 255), alpha]).astype(np.uint8)
    body = Image.fromarray(arr, "RGBA")
    # shadow
    sh = Image.new("L", (n, n), 0)
    ImageDraw.Draw(sh).ellipse(
        (c - r + 2 * SS, c - r + 3 * SS, c + r + 2 * SS, c + r + 3 * SS), fill=110
    )
    sh = sh.filter(ImageFilter.GaussianBlur(2.5 * SS))
    out = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    out.putalpha(sh)
    out.alpha_composite(body)
    return _down(out, (side, side))


@lru_cache(maxsize=128)
def checker_with_count(color: int, count: int) -> Image.Image:
    """Checker sprite with ``count`` printed in the middle (for tall stacks)."""
    img = checker(color).copy()
    d = ImageDraw.Draw(img)
    cx = cy = img.width / 2
    d.text((cx, cy), str(count), font=font(24, bold=True), fill=CHECKER_INK[color], anchor="mm")
    return img


@lru_cache(maxsize=8)
def ring(rgb: tuple[int, int, int], size: int = g.CHECKER_D) -> Image.Image:
    """Highlight ring drawn on the rim of a checker (same sprite geometry as :func:`checker`)."""
    side = size + 2 * CHECKER_PAD
    n = side * SS
    img = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    c = n / 2
    r = (size / 2 - 0.5) * SS
    d.ellipse((c - r, c - r, c + r, c + r), outline=(20, 20, 20, 200), width=int(6.5 * SS))
    r2 = r - 1 * SS
    d.ellipse((c - r2, c - r2, c + r2, c + r2), outline=rgb + (255,), width=int(4.5 * SS))
    return _down(img, (side, side))


@lru_cache(maxsize=16)
def ghost(
    color: int, rgb: tuple[int, int, int], size: int = g.CHECKER_D, solid: bool = False
) -> Image.Image:
    """Faint marker where a checker stood before it moved: a translucent disc, dashed rim.

    ``solid`` gives a stronger disc (for a ghost drawn partly over other checkers)."""
    side = size + 2 * CHECKER_PAD
    n = side * SS
    img = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    c = n / 2
    r = (size / 2 - 2) * SS
    face = CHECKER_FACE[color][0] if color == WHITE else CHECKER_FACE[color][1]
    d.ellipse((c - r, c - r, c + r, c + r), fill=face + (170 if solid else 70,))
    dashes = 12
    for i in range(dashes):
        a0 = 360 * i / dashes
        d.arc((c - r, c - r, c + r, c + r), a0, a0 + 360 / dashes * 0.6, fill=rgb + (255,),
              width=int(4 * SS))
    return _down(img, (side, side))


def slab(color: int) -> Image.Image:
    """A borne-off checker seen from the side, for the trays."""
    return _slab(color)


@lru_cache(maxsize=4)
def _slab(color: int) -> Image.Image:
    w, h = g.SLAB_W, g.SLAB_H - 1
    n_w, n_h = w * SS, h * SS
    img = Image.new("RGBA", (n_w, n_h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    face_a, face_b = CHECKER_FACE[color]
    mid = tuple((a + b) // 2 for a, b in zip(face_a, face_b))
    if color != WHITE:  # lift the dark slabs off the dark tray
        face_a, mid = (118, 116, 122), face_a
    d.rounded_rectangle((0, 0, n_w - 1, n_h - 1), radius=5 * SS, fill=CHECKER_EDGE[color] + (255,))
    d.rounded_rectangle((SS, SS, n_w - 1 - SS, n_h - 1 - SS), radius=4 * SS, fill=mid + (255,))
    d.rounded_rectangle((2 * SS, 2 * SS, n_w - 1 - 2 * SS, n_h // 2), radius=3 * SS,
                        fill=face_a + (255,))
    return _down(img, (w, h))


# ---------------------------------------------------------------- dice
_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


@lru_cache(maxsize=64)
def die(value: int, color: int, size: int, used: bool = False) -> Image.Image:
    """RGBA sprite of a die face ``size`` px wide (plus shadow margin ``DIE_PAD``)."""
    pad = DIE_PAD
    side = size + 2 * pad
    n = side * SS
    img = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    sh = Image.new("L", (n, n), 0)
    o = pad * SS
    s = size * SS
    ImageDraw.Draw(sh).rounded_rectangle(
        (o + 2 * SS, o + 3 * SS, o + s + 2 * SS, o + s + 3 * SS), radius=s * 0.18, fill=120
    )
    sh = sh.filter(ImageFilter.GaussianBlur(2.5 * SS))
    img.putalpha(sh)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((o, o, o + s, o + s), radius=s * 0.18, fill=DIE_EDGE[color] + (255,))
    b = 2 * SS
    d.rounded_rectangle((o + b, o + b, o + s - b, o + s - b), radius=s * 0.15,
                        fill=DIE_FACE[color] + (255,))
    pr = s * 0.095
    for px, py in _PIPS[value]:
        cx, cy = o + px * s, o + py * s
        d.ellipse((cx - pr, cy - pr, cx + pr, cy + pr), fill=DIE_PIP[color] + (255,))
    out = _down(img, (side, side))
    if used:
        a = np.asarray(out).copy()
        a[..., 3] = (a[..., 3].astype(np.float32) * 0.32).astype(np.uint8)
        out = Image.fromarray(a, "RGBA")
    return out


DIE_PAD = 5


@lru_cache(maxsize=4)
def die_cross(size: int) -> Image.Image:
    """A red cross over a die sprite of :func:`die` (same sprite geometry): unplayable."""
    side = size + 2 * DIE_PAD
    n = side * SS
    img = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    o = DIE_PAD * SS
    s = size * SS
    k = s * 0.14
    for a, b in (((o + k, o + k), (o + s - k, o + s - k)), ((o + k, o + s - k), (o + s - k, o + k))):
        d.line((a, b), fill=(20, 20, 20, 200), width=int(9 * SS))
        d.line((a, b), fill=CLOSED + (255,), width=int(5.5 * SS))
    return _down(img, (side, side))


# ---------------------------------------------------------------- board background
def _wood(w: int, h: int, vertical: bool, base: tuple[int, int, int], seed: int) -> Image.Image:
    """A plank with soft grain running along its length (compresses well in PNG)."""
    rng = np.random.default_rng(seed)
    across = w if vertical else h
    t2 = np.linspace(0, 1, across, dtype=np.float32)
    stripes = np.zeros(across, dtype=np.float32)
    for _ in range(6):
        f = rng.uniform(2, 9)
        ph = rng.uniform(0, 2 * math.pi)
        stripes += np.sin(2 * math.pi * f * t2 + ph) * rng.uniform(0.015, 0.04)
    col = np.array(base, dtype=np.float32)[None, :] * (1 + stripes[:, None])
    col = np.clip(col, 0, 255).astype(np.uint8)
    if vertical:
        arr = np.broadcast_to(col[None, :, :], (h, w, 3))
    else:
        arr = np.broadcast_to(col[:, None, :], (h, w, 3))
    return Image.fromarray(np.ascontiguousarray(arr), "RGB")


def _bevel(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], inset: bool) -> None:
    """Light/dark edges that make ``box`` look raised (or sunk when ``inset``)."""
    x0, y0, x1, y1 = box
    hi, lo = (FRAME_LIGHT, FRAME_DARK) if not inset else ((30, 18, 10), FRAME_LIGHT)
    d.line((x0, y0, x1, y0), fill=hi, width=2)
    d.line((x0, y0, x0, y1), fill=hi, width=2)
    d.line((x0, y1, x1, y1), fill=lo, width=2)
    d.line((x1, y0, x1, y1), fill=lo, width=2)


_BOARD_BASE_FILE = Path(__file__).resolve().parent / "board_base.png"
"""The stored empty board: what :func:`draw_board_base` draws, kept as a PNG file."""


def board_base() -> Image.Image:
    """The empty board (frame, felt, triangles, bar, trays) without numbers: a new image
    each call, decoded from the stored ``rendering/board_base.png`` (kept as PNG it holds a
    tenth of the memory, and only a new `board_background` needs it).

    Stored rather than drawn in each process: drawing it needs over 20 MB for a moment
    (the planks' grain and the supersampled triangles), more than a picture worker holds
    for all its pictures. A test checks that the file has the pixels
    :func:`draw_board_base` draws; after a change of the theme or of the geometry
    regenerate it with :func:`write_board_base`."""
    img = Image.open(io.BytesIO(_board_base_png()))
    img.load()
    return img


@lru_cache(maxsize=1)
def _board_base_png() -> bytes:
    return _BOARD_BASE_FILE.read_bytes()


def write_board_base() -> None:
    """Store :func:`draw_board_base` as ``rendering/board_base.png``."""
    draw_board_base().save(_BOARD_BASE_FILE, "PNG", optimize=True)


def draw_board_base() -> Image.Image:
    """The empty board as drawn from the theme and the geometry (see :func:`board_base`)."""
    w, h = g.BOARD_SIZE
    img = Image.new("RGB", (w, h), TABLE)
    # frame planks
    img.paste(_wood(g.BOARD_X1 - g.BOARD_X0, g.BOARD_Y1 - g.BOARD_Y0, False, FRAME, 3),
              (g.BOARD_X0, g.BOARD_Y0))
    bar = _wood(g.BAR_W, g.FIELD_Y1 - g.FIELD_Y0, True, FRAME, 5)
    img.paste(bar, (g.BAR_X0, g.FIELD_Y0))
    d = ImageDraw.Draw(img)
    _bevel(d, (g.BOARD_X0, g.BOARD_Y0, g.BOARD_X1 - 1, g.BOARD_Y1 - 1), inset=False)
    # felt of both halves, with a gentle vertical shading
    for x0, x1 in ((g.FIELD_X0, g.BAR_X0), (g.BAR_X1, g.FIELD_X1)):
        hh = g.FIELD_Y1 - g.FIELD_Y0
        t = np.abs(np.linspace(-1, 1, hh, dtype=np.float32))
        col = _lerp(FELT, FELT_DARK, t**2).astype(np.uint8)
        arr = np.broadcast_to(col[:, None, :], (hh, x1 - x0, 3))
        img.paste(Image.fromarray(np.ascontiguousarray(arr), "RGB"), (x0, g.FIELD_Y0))
    # triangles, supersampled
    tri = _triangles()
    img.paste(tri, (g.FIELD_X0, g.FIELD_Y0), tri)
    d = ImageDraw.Draw(img)
    for box in ((g.FIELD_X0, g.FIELD_Y0, g.BAR_X0 - 1, g.FIELD_Y1 - 1),
                (g.BAR_X1, g.FIELD_Y0, g.FIELD_X1 - 1, g.FIELD_Y1 - 1)):
        _bevel(d, box, inset=True)
    # bar: a groove down the middle, raised edges
    _bevel(d, (g.BAR_X0, g.FIELD_Y0 - 1, g.BAR_X1 - 1, g.FIELD_Y1), inset=False)
    # trays
    for y0, y1 in ((g.FIELD_Y0, g.FIELD_Y0 + g.STACK_H), (g.FIELD_Y1 - g.STACK_H, g.FIELD_Y1)):
        d.rectangle((g.TRAY_X0, y0, g.TRAY_X1 - 1, y1 - 1), fill=TRAY)
        _bevel(d, (g.TRAY_X0, y0, g.TRAY_X1 - 1, y1 - 1), inset=True)
    return img


def _triangles() -> Image.Image:
    """RGBA layer of the 24 triangles, origin at (FIELD_X0, FIELD_Y0).

    Drawn supersampled band by band (`_BAND` rows of the result at a time, each with
    `_MARGIN` rows more on either side that the downscaling filter reads): the same pixels
    as one supersampled layer of the whole field, at a small part of its memory (that
    layer took some 40 MB for a moment). Rows the triangles and the filter do not reach
    stay transparent."""
    w = g.FIELD_X1 - g.FIELD_X0
    h = g.FIELD_Y1 - g.FIELD_Y0
    reach = g.TRIANGLE_H + _MARGIN
    assert 2 * reach <= h, "the rows of points must not meet"
    out = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    for lo, hi in ((0, reach), (h - reach, h)):
        for a in range(lo, hi, _BAND):
            b = min(a + _BAND, hi)
            y0, y1 = max(0, a - _MARGIN), min(h, b + _MARGIN)
            img = Image.new("RGBA", (w * SS, (y1 - y0) * SS), (0, 0, 0, 0))
            _draw_triangles(ImageDraw.Draw(img), h, y0)
            out.paste(_down(img, (w, y1 - y0)).crop((0, a - y0, w, b - y0)), (0, a))
    return out


def _draw_triangles(d: ImageDraw.ImageDraw, h: int, y0: int) -> None:
    """Draw the 24 triangles supersampled, shifted up by ``y0`` rows of the result."""
    th = g.TRIANGLE_H * SS
    shift = y0 * SS
    for col in range(12):
        cx = (g.column_x(col) - g.FIELD_X0) * SS
        half = (g.POINT_W / 2 - 2) * SS
        for top in (True, False):
            # colours alternate along each row; across the board opposite points differ
            light = (col + (0 if top else 1)) % 2 == 0
            fill = TRI_LIGHT if light else TRI_DARK
            edge = tuple(int(v * 0.7) for v in fill)
            if top:
                pts = [(cx - half, -shift), (cx + half, -shift), (cx, th - shift)]
            else:
                y = h * SS - shift
                pts = [(cx - half, y), (cx + half, y), (cx, y - th)]
            d.polygon(pts, fill=fill + (255,), outline=edge + (255,), width=SS)


_BAND = 64
"""Rows of the triangles' layer drawn at a time."""
_MARGIN = 8
"""Rows beyond a band that are drawn with it: more than the reach of the downscaling filter
(3 rows of the result), so that a band's edge changes no pixel."""


@lru_cache(maxsize=16)
def board_background(variant: Variant, orientation: int, numbering: int) -> Image.Image:
    """Empty board with the point numbers of ``numbering`` for this ``orientation``."""
    img = board_base()
    d = ImageDraw.Draw(img)
    for k in range(1, 25):
        label = from_white_point(variant, numbering, to_white_point(variant, orientation, k))
        draw_point_number(d, k, label)
    return img


def draw_point_number(d: ImageDraw.ImageDraw, slot: int, label: int) -> None:
    """Print ``label`` at the number place of screen slot ``slot`` (viewer's own point).

    Home points (labels 1-6) are printed brighter.
    """
    x, y = g.number_center(slot)
    f = font(27, bold=True)
    d.text((x, y + 1), str(label), font=f, fill=(40, 24, 12), anchor="mm")
    d.text((x, y), str(label), font=f, fill=NUMBER if label <= 6 else NUMBER_DIM, anchor="mm")


@lru_cache(maxsize=4)
def icon(color: int, size: int = 30) -> Image.Image:
    """A small checker icon for the header."""
    return _down(checker(color, size * 2), (size + CHECKER_PAD, size + CHECKER_PAD))
