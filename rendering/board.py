"""Composition of a board picture from the cached parts of :mod:`rendering.sprites`."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.position import BAR, OFF, WHITE, Position, to_white_point

from . import geometry as g
from . import sprites as s
from .overlay import CUBE, clean_text, cube_center, draw_banner, draw_cube, fit_text
from .png import save_png
from .text import draw_text, has_emoji

__all__ = ["Header", "BoardView", "render_board", "render_image", "encode_png", "CUBE",
           "cube_center"]


@dataclass(frozen=True)
class Header:
    """Optional top line: the players' names and the match score (already formatted)."""

    white_name: str
    black_name: str
    score: str | None = None


@dataclass(frozen=True)
class BoardView:
    """How to draw a position: whose side, which numbers, dice and move marks.

    ``orientation`` is the viewer's colour (his home is drawn bottom-right).
    ``numbering`` is the colour whose point numbers are printed (None: the side on turn,
    i.e. the numbers of the move buttons). ``dice`` belong to the side on turn;
    ``dice_used`` lists die values already played this turn (drawn dimmed).
    ``dice_lost`` lists die values that can no longer be played this turn (drawn dimmed
    and crossed out); a value counts against the dice left after ``dice_used``.
    ``last_move`` holds ``(frm, to)`` pairs in ``last_mover``'s numbering (bar 25, off 0;
    ``last_mover`` None means the opponent of the side on turn); ``turn_steps`` the steps
    made so far this turn by the side on turn, in its numbering. ``last_hits`` and
    ``turn_hits`` are the points (same numberings) where those moves hit a blot: that many
    of the victim's checkers on the bar (the latest arrivals, as far as still there) get a
    ring in the move's colour. ``cube`` is the doubling cube ``(value, owner)``: drawn on
    the bar, in the middle while nobody owns it (owner None; a real cube then shows 64),
    else at the owner's edge of the board (None: a game without the cube). With
    ``cube_offered`` the cube is a double waiting for an answer: ``cube`` then holds the
    offered value and the player who must answer as its owner; it is drawn on that
    player's side with a gold rim, and that player's name is the highlighted one.
    ``banner`` is a line drawn across the middle of the board (the result of a finished
    game: winner, kind of win, points), already translated; the winner's name is then
    highlighted (``banner_color``). ``banner_name`` is the name inside ``banner``: where
    the line is too wide, only the name is shortened, the result stays whole.
    """

    orientation: int = WHITE
    numbering: int | None = None
    dice: tuple[int, int] | None = None
    dice_used: tuple[int, ...] = ()
    dice_lost: tuple[int, ...] = ()
    last_move: tuple[tuple[int, int], ...] = ()
    last_mover: int | None = None
    turn_steps: tuple[tuple[int, int], ...] = ()
    last_hits: tuple[int, ...] = ()
    turn_hits: tuple[int, ...] = ()
    header: Header | None = None
    show_pips: bool = True
    cube: tuple[int, int | None] | None = None
    cube_offered: bool = False
    banner: str | None = None
    banner_name: str | None = None
    banner_color: int | None = None


def render_board(position: Position, view: BoardView | None = None) -> bytes:
    """PNG bytes of ``position`` drawn as ``view`` says; size is ``BOARD_SIZE``.

    Raises ValueError for a view that does not fit the position (bad colour, dice values
    or move points).
    """
    return encode_board(render_image(position, view), view)


def encode_board(img: Image.Image, view: BoardView | None) -> bytes:
    """PNG bytes of a board picture drawn for ``view``: on the fixed board palette
    (:func:`encode_png`), or on a palette of its own when a text on it has colour emoji
    (the board's palette has not their colours: a blue flag would turn green)."""
    texts = []
    if view is not None and view.header is not None:
        texts = [view.header.white_name, view.header.black_name, view.header.score or ""]
    if view is not None and view.banner:
        texts.append(view.banner)
    if any(has_emoji(clean_text(t)) for t in texts):
        return encode_png(img.quantize(256, method=Image.Quantize.FASTOCTREE), palette=False)
    return encode_png(img)


def encode_png(img: Image.Image, palette: bool = True) -> bytes:
    """PNG bytes of ``img`` (:func:`rendering.png.save_png`: a palette picture's file is
    written with ISA-L's deflate where it is installed).

    With ``palette`` the picture is first mapped, without dithering, onto the fixed
    256-colour palette of the board theme (see :func:`board_palette`): a third of the data
    to compress, so encoding is several times faster and the file much smaller, with no
    visible loss on board pictures.
    """
    if palette:
        img = img.quantize(palette=board_palette(), dither=Image.Dither.NONE)
    return save_png(img)


_KEY_COLOURS = (
    s.GOLD, s.LAST_MOVE, s.TURN_STEP, s.CLOSED, s.TEXT, s.TEXT_DIM, s.NUMBER, s.TABLE,
    s.TRAY, (0, 0, 0), (255, 255, 255), s.TRI_LIGHT, s.TRI_DARK, s.FELT,
)


@lru_cache(maxsize=1)
def board_palette() -> Image.Image:
    """The fixed palette (a "P" image) used by :func:`encode_png`: the stored result of
    :func:`compute_board_palette` (:mod:`rendering.palette`)."""
    from .palette import BOARD_PALETTE

    out = Image.new("P", (1, 1))
    out.putpalette(BOARD_PALETTE)
    return out


def compute_board_palette() -> Image.Image:
    """The board theme's palette as a "P" image: a median cut of sample boards showing
    every part of the theme (both checker colours, dice, marks, header, trays), plus the
    theme's key colours exactly."""
    from engine.position import Variant

    samples = []
    pos = Position.from_points(
        Variant.SHORT, {6: 3, 8: 2, 13: 6, 24: 1}, {5: 4, 9: 3, 14: 2, 22: 1, 20: 1},
        bar=(1, 1), off=(2, 3), turn=WHITE,
    )
    views = [
        BoardView(dice=(6, 5), dice_used=(6,), last_move=((13, 7), (20, 18)), turn_steps=((13, 7),),
                  header=Header("Игрок Name", "Соперник", "2 : 1")),
        BoardView(orientation=1, dice=(4, 4), dice_used=(4, 4), dice_lost=(4,),
                  last_move=((8, 0), (6, 0)), last_hits=(5,),
                  header=Header("Ann", "Борис", "0 : 0")),
    ]
    for i, view in enumerate(views):
        samples.append(render_image(pos if i == 0 else pos.swap_turn(), view))
    w, h = samples[0].size
    sheet = Image.new("RGB", (w, h * len(samples)))
    for i, im in enumerate(samples):
        sheet.paste(im, (0, i * h))
    return palette_of(sheet, _KEY_COLOURS)


def palette_of(sheet: Image.Image, keys: tuple[tuple[int, int, int], ...]) -> Image.Image:
    """A 256-colour palette ("P" image): a median cut of ``sheet`` plus ``keys`` exactly."""
    q = sheet.quantize(256 - len(keys), method=Image.Quantize.MEDIANCUT)
    palette = q.getpalette()
    assert palette is not None  # a quantized image always has a palette
    pal = list(palette[: 3 * (256 - len(keys))])
    for c in keys:
        pal.extend(c)
    out = Image.new("P", (1, 1))
    out.putpalette(pal)
    return out


def render_image(position: Position, view: BoardView | None = None) -> Image.Image:
    """The picture of :func:`render_board` as an RGB :class:`PIL.Image.Image`."""
    v = view or BoardView()
    _check_view(v)
    numbering = position.turn if v.numbering is None else v.numbering
    img = s.board_background(position.variant, v.orientation, numbering).copy()
    _draw_header(img, position, v)
    _draw_checkers(img, position, v.orientation)
    mover = 1 - position.turn if v.last_mover is None else v.last_mover
    marks = _Marks(img, position, v.orientation)
    if v.last_move:
        marks.mark(v.last_move, mover, s.LAST_MOVE)
    if v.turn_steps:
        marks.mark(v.turn_steps, position.turn, s.TURN_STEP)
    # hit checkers on the bar: the side on turn's victims arrived last, so they are the top
    # of the opponent's bar stack; the last mover's victims are under the side on turn's
    # own entries (already left the bar when entered again this turn)
    if v.turn_hits:
        marks.bar_hits(1 - position.turn, len(v.turn_hits), 0, s.TURN_STEP)
    if v.last_hits:
        victim = 1 - mover
        skip = len(v.turn_hits) if victim != position.turn else 0
        marks.bar_hits(victim, len(v.last_hits), skip, s.LAST_MOVE)
    marks.finish()
    if v.dice is not None:
        _draw_dice(img, v.dice, v.dice_used, v.dice_lost, position.turn,
                   position.turn == v.orientation)
    if v.cube is not None:
        draw_cube(img, v.cube[0], v.cube[1], v.orientation, v.cube_offered)
    if v.banner:
        draw_banner(img, v.banner, v.banner_name)
    return img


# ---------------------------------------------------------------- checks
def _check_view(v: BoardView) -> None:
    for name in ("orientation", "numbering", "last_mover"):
        c = getattr(v, name)
        if c is not None and c not in (0, 1):
            raise ValueError(f"{name} must be WHITE (0) or BLACK (1), got {c!r}")
    if v.dice is not None and (
        len(v.dice) != 2 or not all(isinstance(d, int) and 1 <= d <= 6 for d in v.dice)
    ):
        raise ValueError(f"dice must be two integers 1..6, got {v.dice!r}")
    for name in ("dice_used", "dice_lost"):
        values = getattr(v, name)
        if not all(isinstance(d, int) and 1 <= d <= 6 for d in values):
            raise ValueError(f"{name} must hold die values 1..6, got {values!r}")
    if v.cube is not None:
        value, owner = v.cube
        if value not in (1, 2, 4, 8, 16, 32, 64) or owner not in (None, 0, 1):
            raise ValueError(f"cube must be (power of two up to 64, owner or None): {v.cube!r}")
        if v.cube_offered and (owner is None or value < 2):
            raise ValueError(f"an offered cube needs the new value and the taker: {v.cube!r}")
    if v.banner_color not in (None, 0, 1):
        raise ValueError(f"banner_color must be WHITE (0), BLACK (1) or None: {v.banner_color!r}")
    for name in ("last_hits", "turn_hits"):
        values = getattr(v, name)
        if not all(isinstance(p, int) and 1 <= p <= 24 for p in values):
            raise ValueError(f"{name} must hold points 1..24, got {values!r}")
    for name in ("last_move", "turn_steps"):
        for pair in getattr(v, name):
            if len(pair) != 2 or not (1 <= pair[0] <= BAR and OFF <= pair[1] <= 24):
                raise ValueError(f"{name} holds a bad (frm, to) pair: {pair!r}")


# ---------------------------------------------------------------- checkers
def _paste(img: Image.Image, sprite: Image.Image, center: tuple[int, int]) -> None:
    x = center[0] - sprite.width // 2
    y = center[1] - sprite.height // 2
    img.paste(sprite, (x, y), sprite)


def _stack(img: Image.Image, color: int, n: int, centers: Sequence[tuple[int, int]]) -> None:
    vis = min(n, g.MAX_VISIBLE)
    sprite = s.checker(color)
    for i in range(vis):
        if i == vis - 1 and n > vis:
            _paste(img, s.checker_with_count(color, n), centers[i])
        else:
            _paste(img, sprite, centers[i])


def _draw_checkers(img: Image.Image, pos: Position, orientation: int) -> None:
    for wp in range(1, 25):
        x = pos.board[wp - 1]
        if x:
            color = WHITE if x > 0 else 1
            _stack(img, color, abs(x), g.checker_centers(pos.variant, orientation, wp))
    for color in (0, 1):
        if pos.bar[color]:
            centers = [g.bar_checker_center(orientation, color, i) for i in range(g.MAX_VISIBLE)]
            _stack(img, color, pos.bar[color], centers)
    d = ImageDraw.Draw(img)
    f = s.font(24, bold=True)
    for color in (0, 1):
        n = pos.off[color]
        slab = s.slab(color)
        for i in range(n):
            x0, y0, _x1, _y1 = g.tray_slab_rect(orientation, color, i)
            img.paste(slab, (x0, y0), slab)
        if n:
            cx, cy = g.tray_count_center(orientation, color, n)
            d.text((cx, cy), str(n), font=f, fill=s.TEXT, anchor="mm")


# ---------------------------------------------------------------- move marks
class _Marks:
    """Collects origin/destination marks of moves and draws them."""

    def __init__(self, img: Image.Image, pos: Position, orientation: int) -> None:
        self.img = img
        self.pos = pos
        self.orientation = orientation
        self.ghosts_used: Counter[tuple[str, int, int]] = Counter()
        self.pills: list[tuple[int, tuple[int, int, int]]] = []

    def mark(self, pairs: Sequence[tuple[int, int]], mover: int, rgb: tuple[int, int, int]) -> None:
        """Mark net origins (ghost + outlined number) and destinations (ring) of ``pairs``."""
        frm = Counter(p[0] for p in pairs)
        to = Counter(p[1] for p in pairs)
        for pt in sorted(set(frm) | set(to)):
            net = to[pt] - frm[pt]  # a point passed through (24/18/13) nets to zero
            if net > 0:
                self._destination(pt, net, mover, rgb)
            elif net < 0:
                self._origin(pt, -net, mover, rgb)

    def _count_on(self, mover: int, wp: int) -> int:
        x = self.pos.board[wp - 1]
        return x if mover == WHITE else -x

    def _destination(self, pt: int, k: int, mover: int, rgb: tuple[int, int, int]) -> None:
        o = self.orientation
        if pt == OFF:
            n = self.pos.off[mover]
            d = ImageDraw.Draw(self.img)
            for i in range(max(0, n - k), n):
                x0, y0, x1, y1 = g.tray_slab_rect(o, mover, i)
                d.rounded_rectangle((x0 - 3, y0 - 2, x1 + 2, y1 + 2), radius=5, outline=rgb, width=3)
            return
        wp = to_white_point(self.pos.variant, mover, pt)
        n = self._count_on(mover, wp)
        if n <= 0:
            return  # the view does not match the position; draw nothing misleading
        vis = min(n, g.MAX_VISIBLE)
        sprite = s.ring(rgb)
        for i in range(max(0, vis - k), vis):
            _paste(self.img, sprite, g.checker_center(self.pos.variant, o, wp, i))
        self.pills.append((g.screen_point(self.pos.variant, o, wp), rgb))

    def _origin(self, pt: int, k: int, mover: int, rgb: tuple[int, int, int]) -> None:
        o = self.orientation
        sprite = s.ghost(mover, rgb)
        if pt == BAR:
            n = self.pos.bar[mover]
            for i in range(n, min(n + k, g.MAX_VISIBLE)):
                _paste(self.img, sprite, g.bar_checker_center(o, mover, i))
            return
        wp = to_white_point(self.pos.variant, mover, pt)
        n = self._count_on(mover, wp)
        self.pills.append((g.screen_point(self.pos.variant, o, wp), rgb))
        if n < 0:
            return  # the opponent stands there now: no ghost over his checkers
        key = ("pt", wp, mover)
        start = n + self.ghosts_used[key]
        shown = 0
        for i in range(start, min(start + k, g.MAX_VISIBLE)):
            _paste(self.img, sprite, g.checker_center(self.pos.variant, o, wp, i))
            shown += 1
        if shown == 0 and not self.ghosts_used[key]:
            # a tall stack (the head): one ghost half over the last visible checker, half
            # out into the middle band, so the departure shows even on a full point
            last = g.checker_center(self.pos.variant, o, wp, g.MAX_VISIBLE - 1)
            prev = g.checker_center(self.pos.variant, o, wp, g.MAX_VISIBLE - 2)
            dy = last[1] - prev[1]
            _paste(self.img, s.ghost(mover, rgb, solid=True), (last[0], last[1] + round(dy * 0.75)))
        self.ghosts_used[key] += k

    def bar_hits(self, victim: int, k: int, skip: int, rgb: tuple[int, int, int]) -> None:
        """Ring ``k`` of ``victim``'s checkers on the bar, below the top ``skip`` ones."""
        n = self.pos.bar[victim]
        top = n - skip
        sprite = s.ring(rgb)
        for i in range(max(0, top - k), min(top, g.MAX_VISIBLE)):
            _paste(self.img, sprite, g.bar_checker_center(self.orientation, victim, i))

    def finish(self) -> None:
        """Outline the point numbers of every marked point (origins and destinations)."""
        if not self.pills:
            return
        d = ImageDraw.Draw(self.img)
        for k, rgb in self.pills:
            x, y = g.number_center(k)
            hw, hh = 27, 16
            d.rounded_rectangle((x - hw, y - hh, x + hw, y + hh), radius=hh, outline=rgb, width=3)


# ---------------------------------------------------------------- dice
def _draw_dice(
    img: Image.Image, dice: tuple[int, int], used: tuple[int, ...], lost: tuple[int, ...],
    color: int, right: bool,
) -> None:
    """Dice of the side on turn: used ones dimmed, lost ones (unplayable) dimmed and crossed.

    Used values are matched first, lost ones against the dice still left, from the right.
    """
    a, b = dice
    values = [a, a, a, a] if a == b else [a, b]
    left = Counter(used)
    flags = []
    for val in values:
        if left[val] > 0:
            left[val] -= 1
            flags.append("used")
        else:
            flags.append("")
    gone = Counter(lost)
    for i in range(len(values) - 1, -1, -1):
        if not flags[i] and gone[values[i]] > 0:
            gone[values[i]] -= 1
            flags[i] = "lost"
    boxes = g.dice_boxes(len(values), right)
    for (x0, y0, x1, _y1), val, f in zip(boxes, values, flags):
        sprite = s.die(val, color, x1 - x0, bool(f))
        img.paste(sprite, (x0 - s.DIE_PAD, y0 - s.DIE_PAD), sprite)
        if f == "lost":
            cross = s.die_cross(x1 - x0)
            img.paste(cross, (x0 - s.DIE_PAD, y0 - s.DIE_PAD), cross)


# ---------------------------------------------------------------- header
def _highlighted(pos: Position, v: BoardView) -> int | None:
    """Whose name has the gold outline: the winner under a result banner, the player who
    must answer an offered double, else the side on turn (nobody once the game is over)."""
    if v.banner:
        return v.banner_color
    if v.cube_offered and v.cube is not None:
        return v.cube[1]
    return pos.turn if pos.winner is None else None


def _draw_header(img: Image.Image, pos: Position, v: BoardView) -> None:
    """Two pills (viewer left, opponent right): checker icon, name, pip count; the side
    on turn has a gold outline. The score sits between them."""
    d = ImageDraw.Draw(img)
    w = g.WIDTH
    hdr = v.header
    score = hdr.score if hdr and hdr.score else None
    mid_w = 130 if score else 24
    fname = s.font(24, bold=True)
    fpip = s.font(21)
    ic_w = s.icon(WHITE).width
    if hdr is None:  # compact pills: icon and pips only
        pip_w = max(d.textlength(str(pos.pip_count(c)), font=fpip) for c in (0, 1))
        half = int(12 + ic_w + 8 + (pip_w + 30 if v.show_pips else 0))
    else:
        half = (w - 2 * g.MARGIN - mid_w) // 2
    y0, y1 = 8, g.HEADER_H - 8
    boxes = {
        v.orientation: (g.MARGIN, y0, g.MARGIN + half, y1),
        1 - v.orientation: (w - g.MARGIN - half, y0, w - g.MARGIN, y1),
    }
    acting = _highlighted(pos, v)
    for color, (x0, y0, x1, y1) in boxes.items():
        on_turn = color == acting
        if on_turn:
            d.rounded_rectangle((x0, y0, x1, y1), radius=(y1 - y0) // 2, fill=(58, 62, 52),
                                outline=s.GOLD, width=3)
        else:
            d.rounded_rectangle((x0, y0, x1, y1), radius=(y1 - y0) // 2, fill=(38, 43, 40))
        ic = s.icon(color)
        cy = (y0 + y1) // 2
        img.paste(ic, (x0 + 10, cy - ic.height // 2 + 1), ic)
        tx = x0 + 12 + ic.width + 6
        right: float = x1 - 12
        if v.show_pips:
            pips = str(pos.pip_count(color))
            pw = d.textlength(pips, font=fpip)
            d.rounded_rectangle((right - pw - 16, cy - 14, right, cy + 14), radius=14,
                                fill=(20, 22, 20))
            d.text((right - pw / 2 - 8, cy), pips, font=fpip, fill=s.TEXT, anchor="mm")
            right -= pw + 26
        if hdr is not None:
            name = hdr.white_name if color == WHITE else hdr.black_name
            name = fit_text(d, clean_text(name), fname, int(right - tx))
            draw_text(img, (tx, cy), name, fname, fill=s.TEXT if on_turn else s.TEXT_DIM,
                      anchor="lm")
    if score:
        f = s.font(26, bold=True)
        draw_text(img, (w / 2, g.HEADER_H / 2), fit_text(d, clean_text(score), f, mid_w - 8),
                  f, fill=s.GOLD, anchor="mm")
