"""Text in any script on the pictures: font fallback per character, bidi order, shaping, emoji.

A text is split into runs by the font that draws each character: DejaVu Sans (Latin,
Cyrillic, Greek, symbols) unless a shipped font is made for the character's script: Noto
Sans Armenian, Noto Sans Georgian, Noto Sans Arabic (Persian included), Noto Color Emoji
for emoji. Marks, joiners and variation selectors stay in the run of the character they
follow, so Arabic letters join and emoji sequences (ZWJ, skin tones, flags, keycaps) form
one picture. The runs are ordered by a bidi algorithm (the Unicode algorithm's implicit
rules, which is what a name or a one-line text needs) and each is shaped by Pillow's raqm
layout in its direction. Colour emoji exist in Noto Color Emoji only as bitmaps of one
size (54 px per em in the shipped font, made by ``tools/emoji_font.py``): they are drawn at
that size and scaled to the text's size.

A text that the primary font draws alone, left to right, goes through ``ImageDraw.text``
unchanged: the same pixels as plain Pillow.
"""

from __future__ import annotations

import math
import struct
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont, features

FONT_DIR = Path(__file__).resolve().parent / "fonts"

EMOJI_FILE = "NotoColorEmoji-54.ttf"
EMOJI_SIZE = 54
"""The only size at which Noto Color Emoji has glyphs (its bitmap strike)."""

# Fonts by role: (regular, bold). The first is the primary font of every text.
_FAMILIES: dict[str, tuple[str, str]] = {
    "base": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
    "armenian": ("NotoSansArmenian-Regular.ttf", "NotoSansArmenian-Bold.ttf"),
    "georgian": ("NotoSansGeorgian-Regular.ttf", "NotoSansGeorgian-Bold.ttf"),
    "arabic": ("NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf"),
    "emoji": (EMOJI_FILE, EMOJI_FILE),
}
_FALLBACK_ORDER = ("base", "armenian", "georgian", "arabic", "emoji")

RAQM = bool(features.check_feature("raqm"))
"""Whether Pillow shapes text with raqm (HarfBuzz and FriBiDi): Arabic joining needs it."""

_ZWJ, _ZWNJ, _VS15, _VS16, _KEYCAP = 0x200D, 0x200C, 0xFE0E, 0xFE0F, 0x20E3
_ELLIPSIS = "…"


# ---------------------------------------------------------------- coverage
def _cmap_codepoints(path: Path) -> frozenset[int]:
    """The code points that the font file's Unicode cmap maps to a glyph (formats 4, 12)."""
    with path.open("rb") as fh:  # the table directory and the cmap table only
        head = fh.read(12)
        num_tables = struct.unpack_from(">H", head, 4)[0]
        directory = fh.read(16 * num_tables)
        for i in range(num_tables):
            tag, _, off, length = struct.unpack_from(">4sIII", directory, 16 * i)
            if tag == b"cmap":
                fh.seek(off)
                data = fh.read(length)
                break
        else:
            return frozenset()
    cmap_off = 0
    n = struct.unpack_from(">H", data, cmap_off + 2)[0]
    subtables: dict[int, int] = {}
    for i in range(n):
        plat, enc, off = struct.unpack_from(">HHI", data, cmap_off + 4 + 8 * i)
        fmt = struct.unpack_from(">H", data, cmap_off + off)[0]
        if (plat, enc) in ((3, 10), (0, 4), (0, 6)) and fmt == 12:
            subtables.setdefault(12, cmap_off + off)
        elif (plat, enc) in ((3, 1), (0, 3), (0, 1), (0, 0)) and fmt == 4:
            subtables.setdefault(4, cmap_off + off)
    out: set[int] = set()
    if 12 in subtables:
        o = subtables[12]
        groups = struct.unpack_from(">I", data, o + 12)[0]
        for i in range(groups):
            start, end, gid = struct.unpack_from(">III", data, o + 16 + 12 * i)
            out.update(c for c in range(start, end + 1) if gid + (c - start))
    elif 4 in subtables:
        o = subtables[4]
        seg = struct.unpack_from(">H", data, o + 6)[0] // 2
        ends = struct.unpack_from(f">{seg}H", data, o + 14)
        starts = struct.unpack_from(f">{seg}H", data, o + 16 + 2 * seg)
        deltas = struct.unpack_from(f">{seg}h", data, o + 16 + 4 * seg)
        ro_base = o + 16 + 6 * seg
        ranges = struct.unpack_from(f">{seg}H", data, ro_base)
        for i in range(seg):
            for c in range(starts[i], ends[i] + 1):
                if c == 0xFFFF:
                    continue
                if ranges[i] == 0:
                    gid = (c + deltas[i]) & 0xFFFF
                else:
                    at = ro_base + 2 * i + ranges[i] + 2 * (c - starts[i])
                    gid = struct.unpack_from(">H", data, at)[0]
                    gid = (gid + deltas[i]) & 0xFFFF if gid else 0
                if gid:
                    out.add(c)
    return frozenset(out)


@lru_cache(maxsize=16)
def coverage(filename: str) -> frozenset[int]:
    """The code points the shipped font ``filename`` has a glyph for (read once)."""
    return _cmap_codepoints(FONT_DIR / filename)


@lru_cache(maxsize=64)
def _font(filename: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONT_DIR / filename), size)


def _family_file(role: str, bold: bool) -> str:
    return _FAMILIES[role][1 if bold else 0]


# ---------------------------------------------------------------- characters
def _script_role(cp: int) -> str | None:
    """The role of the font made for ``cp``'s script, if a shipped font is."""
    if 0x0530 <= cp <= 0x058F or 0xFB13 <= cp <= 0xFB17:
        return "armenian"
    if 0x10A0 <= cp <= 0x10FF or 0x1C90 <= cp <= 0x1CBF or 0x2D00 <= cp <= 0x2D2F:
        return "georgian"
    if (0x0600 <= cp <= 0x06FF or 0x0750 <= cp <= 0x077F or 0x0870 <= cp <= 0x08FF
            or 0xFB50 <= cp <= 0xFDFF or 0xFE70 <= cp <= 0xFEFF):
        return "arabic"
    return None


def script_font(ch: str) -> str | None:
    """The shipped font made for ``ch``'s script (Armenian, Georgian, Arabic), if any."""
    role = _script_role(ord(ch))
    return None if role is None else _family_file(role, False)


def _is_attached(cp: int) -> bool:
    """A character drawn with the one before it: a mark, a joiner, a variation selector,
    an emoji modifier or tag."""
    if cp in (_ZWJ, _ZWNJ, _KEYCAP) or 0xFE00 <= cp <= 0xFE0F or 0xE0020 <= cp <= 0xE007F:
        return True
    if 0x1F3FB <= cp <= 0x1F3FF:
        return True
    return unicodedata.category(chr(cp)) in ("Mn", "Me")


def _emoji_presentation(text: str, i: int) -> bool:
    """Whether ``text[i]`` is shown as an emoji: a pictograph of the supplementary planes,
    or any emoji character followed by U+FE0F or a keycap."""
    cp = ord(text[i])
    if cp not in coverage(EMOJI_FILE) or cp in (_ZWJ, _VS16, _KEYCAP):
        return False
    if cp >= 0x1F000:
        return True
    nxt = ord(text[i + 1]) if i + 1 < len(text) else 0
    return nxt in (_VS16, _KEYCAP)


def _file_for(text: str, i: int, bold: bool) -> str | None:
    """The font file that draws ``text[i]`` (None: no shipped font has it). A font's bold
    face first, its regular face where the bold one lacks the character."""
    cp = ord(text[i])
    if _emoji_presentation(text, i):
        return EMOJI_FILE
    if cp == _VS15:
        return _family_file("base", bold)
    script = _script_role(cp)
    for role in ((script,) if script else ()) + _FALLBACK_ORDER:
        for face in (_family_file(role, bold), _family_file(role, False)):
            if cp in coverage(face):
                return face
    return None


def drawable(ch: str) -> bool:
    """Whether a shipped font draws ``ch`` (formatting characters that runs keep count)."""
    cp = ord(ch)
    if _is_attached(cp):
        return True
    return any(cp in coverage(_family_file(r, False)) for r in _FALLBACK_ORDER)


_DROPPED_FORMAT = frozenset(
    [0x200E, 0x200F, 0x061C, *range(0x202A, 0x202F), *range(0x2066, 0x206A), 0xFEFF]
)


@lru_cache(maxsize=1024)
def clean_text(text: str) -> str:
    """``text`` on one line as the pictures draw it: controls, bidi overrides and characters
    that no shipped font has are dropped, runs of white space become one space; joiners,
    variation selectors and emoji stay."""
    out = []
    for ch in text:
        cp = ord(ch)
        if cp in _DROPPED_FORMAT:
            continue
        if ch.isspace():
            out.append(" ")
        elif (ch.isprintable() or _is_attached(cp)) and drawable(ch):
            out.append(ch)
    return " ".join("".join(out).split())


def clusters(text: str) -> list[str]:
    """``text`` cut where a cut cannot split what is drawn as one (a letter and its marks,
    an emoji sequence, a flag)."""
    out: list[str] = []
    for i, ch in enumerate(text):
        cp = ord(ch)
        prev = ord(text[i - 1]) if i else 0
        joins = out and (
            _is_attached(cp)
            or prev == _ZWJ
            or (0x1F1E6 <= cp <= 0x1F1FF and 0x1F1E6 <= prev <= 0x1F1FF
                and len(out[-1]) == 1)
        )
        if joins:
            out[-1] += ch
        else:
            out.append(ch)
    return out


# ---------------------------------------------------------------- bidi
def bidi_levels(text: str) -> list[int]:
    """Embedding levels of ``text``'s characters by the implicit rules of the Unicode bidi
    algorithm (W1-W7, N1-N2, I1-I2, L1; no explicit embeddings: :func:`clean_text` drops
    them). The paragraph direction is that of the first strong character, else left to
    right."""
    types = [unicodedata.bidirectional(ch) or "L" for ch in text]
    base = 0
    for t in types:
        if t in ("L", "R", "AL"):
            base = 0 if t == "L" else 1
            break
    sor = "R" if base else "L"
    # W1: marks take the type of what they follow
    for i, t in enumerate(types):
        if t == "NSM":
            types[i] = types[i - 1] if i else sor
    # W2, W3
    last = sor
    for i, t in enumerate(types):
        if t in ("L", "R", "AL"):
            last = t
        elif t == "EN" and last == "AL":
            types[i] = "AN"
    types = ["R" if t == "AL" else t for t in types]
    # W4
    for i in range(1, len(types) - 1):
        a, t, b = types[i - 1], types[i], types[i + 1]
        if t == "ES" and a == b == "EN" or t == "CS" and a == b and a in ("EN", "AN"):
            types[i] = a
    # W5: European terminators next to European numbers
    for i, t in enumerate(types):
        if t == "EN":
            j = i - 1
            while j >= 0 and types[j] == "ET":
                types[j] = "EN"
                j -= 1
            j = i + 1
            while j < len(types) and types[j] == "ET":
                types[j] = "EN"
                j += 1
    # W6, W7
    last = sor
    for i, t in enumerate(types):
        if t in ("ES", "ET", "CS"):
            types[i] = "ON"
        elif t in ("L", "R"):
            last = t
        elif t == "EN" and last == "L":
            types[i] = "L"
    # N1, N2: neutrals take the direction around them (numbers count as R), else the base
    n = len(types)
    i = 0
    while i < n:
        if types[i] in ("L", "R", "EN", "AN"):
            i += 1
            continue
        j = i
        while j < n and types[j] not in ("L", "R", "EN", "AN"):
            j += 1
        before = "L" if i == 0 and sor == "L" else ("R" if i == 0 else
                                                     _num_as_r(types[i - 1]))
        after = ("R" if base else "L") if j == n else _num_as_r(types[j])
        fill = before if before == after else ("R" if base else "L")
        for k in range(i, j):
            types[k] = fill
        i = j
    # I1, I2
    levels = []
    for t in types:
        if base == 0:
            levels.append(1 if t == "R" else 2 if t in ("EN", "AN") else 0)
        else:
            levels.append(2 if t in ("L", "EN", "AN") else 1)
    # L1: trailing white space at the paragraph level
    k = len(text) - 1
    while k >= 0 and text[k].isspace():
        levels[k] = base
        k -= 1
    return levels


def is_rtl(text: str) -> bool:
    """Whether ``text``'s paragraph direction is right to left (its first strong character
    is Hebrew or Arabic script)."""
    for ch in text:
        t = unicodedata.bidirectional(ch)
        if t in ("L", "R", "AL"):
            return t != "L"
    return False


def _num_as_r(t: str) -> str:
    return "R" if t in ("R", "EN", "AN") else "L"


def visual_order(levels: list[int]) -> list[int]:
    """Indexes of items in the order they are shown (rule L2: from the highest level down
    to the lowest odd one, reverse each run at that level or above)."""
    order = list(range(len(levels)))
    if not levels:
        return order
    lowest_odd = min((lv for lv in levels if lv % 2), default=None)
    if lowest_odd is None:
        return order
    for level in range(max(levels), lowest_odd - 1, -1):
        i = 0
        while i < len(order):
            if levels[order[i]] >= level:
                j = i
                while j < len(order) and levels[order[j]] >= level:
                    j += 1
                order[i:j] = reversed(order[i:j])
                i = j
            else:
                i += 1
    return order


# ---------------------------------------------------------------- runs
@dataclass(frozen=True)
class Run:
    """Characters drawn by one font in one direction, in logical order."""

    text: str
    file: str
    rtl: bool

    @property
    def emoji(self) -> bool:
        return self.file == EMOJI_FILE


@lru_cache(maxsize=2048)
def runs(text: str, bold: bool = False) -> tuple[Run, ...]:
    """``text``'s runs in visual order (left to right on the picture)."""
    if not text:
        return ()
    files: list[str] = []
    for i, ch in enumerate(text):
        cp = ord(ch)
        if files and (_is_attached(cp) or (ord(text[i - 1]) == _ZWJ
                                           and files[-1] == EMOJI_FILE)):
            files.append(files[-1])
            continue
        file = _file_for(text, i, bold)
        if file is None or (ch == " " and files and files[-1] != EMOJI_FILE):
            file = files[-1] if files else _family_file("base", bold)
        files.append(file)
    levels = bidi_levels(text)
    pieces: list[tuple[str, str, int]] = []
    for ch, file, lv in zip(text, files, levels):
        if pieces and pieces[-1][1] == file and pieces[-1][2] == lv:
            pieces[-1] = (pieces[-1][0] + ch, file, lv)
        else:
            pieces.append((ch, file, lv))
    order = visual_order([lv for _, _, lv in pieces])
    return tuple(
        Run(pieces[k][0], pieces[k][1], pieces[k][2] % 2 == 1)
        for k in order
    )


def has_emoji(text: str) -> bool:
    """Whether ``text`` (:func:`clean_text`-ed) has a colour emoji."""
    return any(r.emoji for r in runs(text))


def _primary_only(text: str, bold: bool) -> bool:
    """Whether plain Pillow with the primary font draws ``text`` as this module would."""
    rs = runs(text, bold)
    return len(rs) == 1 and not rs[0].rtl and rs[0].file == _family_file("base", bold)


def _direction(run: Run) -> str | None:
    if not RAQM:
        return None
    return "rtl" if run.rtl else "ltr"


def _run_text(run: Run) -> str:
    # without raqm Pillow lays characters out left to right: reverse an RTL run at least
    return run.text[::-1] if run.rtl and not RAQM else run.text


def _run_length(run: Run, size: int) -> float:
    if run.emoji:
        return _font(run.file, EMOJI_SIZE).getlength(run.text) * size / EMOJI_SIZE
    return _font(run.file, size).getlength(_run_text(run), direction=_direction(run))


@lru_cache(maxsize=512)
def _emoji_image(text: str, size: int) -> tuple[Image.Image, int, int]:
    """``text`` drawn in colour emoji scaled to ``size``: the RGBA picture and its offset
    from the pen position on the baseline."""
    f = _font(EMOJI_FILE, EMOJI_SIZE)
    b = f.getbbox(text, anchor="ls")
    x0, y0, x1, y1 = math.floor(b[0]), math.floor(b[1]), math.ceil(b[2]), math.ceil(b[3])
    big = Image.new("RGBA", (max(1, x1 - x0), max(1, y1 - y0)), (0, 0, 0, 0))
    ImageDraw.Draw(big).text((-x0, -y0), text, font=f, anchor="ls", embedded_color=True)
    k = size / EMOJI_SIZE
    small = big.resize((max(1, round(big.width * k)), max(1, round(big.height * k))),
                       Image.Resampling.LANCZOS)
    return small, round(x0 * k), round(y0 * k)


# ---------------------------------------------------------------- public API
def _spec(f: ImageFont.FreeTypeFont) -> tuple[int, bool]:
    """Size and weight of a primary font made by :func:`rendering.sprites.font`."""
    return int(f.size), Path(str(f.path)).name == _FAMILIES["base"][1]


def text_length(text: str, f: ImageFont.FreeTypeFont) -> float:
    """Width in pixels of ``text`` drawn by :func:`draw_text` with primary font ``f``."""
    size, bold = _spec(f)
    if _primary_only(text, bold):
        return float(f.getlength(text))
    return float(sum(_run_length(r, size) for r in runs(text, bold)))


def fit_text(text: str, f: ImageFont.FreeTypeFont, width: float) -> str:
    """``text`` cut with an ellipsis, between whole characters as drawn, so that it fits
    ``width`` pixels with primary font ``f`` (measured over all its scripts)."""
    if text_length(text, f) <= width:
        return text
    parts = clusters(text)
    lo, hi = 0, len(parts)  # the longest prefix of lo clusters fits
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if text_length("".join(parts[:mid]).rstrip() + _ELLIPSIS, f) <= width:
            lo = mid
        else:
            hi = mid - 1
    return "".join(parts[:lo]).rstrip() + _ELLIPSIS


def _baseline(f: ImageFont.FreeTypeFont, y: float, v: str) -> float:
    ascent, descent = f.getmetrics()
    if v in ("a", "t"):
        return y + ascent
    if v == "m":
        return y + (ascent - descent) / 2
    if v in ("d", "b"):
        return y - descent
    return y


def _layout(xy: tuple[float, float], text: str, f: ImageFont.FreeTypeFont,
            anchor: str) -> list[tuple[Run, float, float]]:
    """Each run with its pen position (left end, baseline)."""
    size, bold = _spec(f)
    rs = runs(text, bold)
    widths = [_run_length(r, size) for r in rs]
    total = sum(widths)
    x = xy[0] - {"l": 0.0, "m": total / 2, "r": total}[anchor[0]]
    base = _baseline(f, xy[1], anchor[1])
    out = []
    for r, w in zip(rs, widths):
        out.append((r, x, base))
        x += w
    return out


def text_bbox(xy: tuple[float, float], text: str, f: ImageFont.FreeTypeFont,
              anchor: str = "la") -> tuple[float, float, float, float]:
    """The box that :func:`draw_text` with the same arguments inks (as ``textbbox``)."""
    size, bold = _spec(f)
    if _primary_only(text, bold):
        return _shift(f.getbbox(text, anchor=anchor), xy)
    boxes = []
    for r, x, base in _layout(xy, text, f, anchor):
        if r.emoji:
            img, ox, oy = _emoji_image(r.text, size)
            boxes.append((x + ox, base + oy, x + ox + img.width, base + oy + img.height))
        else:
            b = _font(r.file, size).getbbox(_run_text(r), anchor="ls", direction=_direction(r))
            boxes.append((x + b[0], base + b[1], x + b[2], base + b[3]))
    if not boxes:
        return (xy[0], xy[1], xy[0], xy[1])
    return (min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes))


def _shift(box: tuple[float, float, float, float],
           xy: tuple[float, float]) -> tuple[float, float, float, float]:
    return (box[0] + xy[0], box[1] + xy[1], box[2] + xy[0], box[3] + xy[1])


def draw_text(target: Image.Image | ImageDraw.ImageDraw, xy: tuple[float, float], text: str,
              f: ImageFont.FreeTypeFont, fill: tuple[int, ...], anchor: str = "la") -> None:
    """Draw ``text`` (one line, already :func:`clean_text`-ed) at ``xy`` on ``target``, an
    RGB or RGBA image or a drawing context of one.

    ``f`` is the primary font (:func:`rendering.sprites.font`); its size and weight are
    used for every script. ``anchor`` is Pillow's two letters: ``l``/``m``/``r``, then
    ``a``/``t``/``m``/``s``/``b``/``d`` (top and bottom are the primary font's ascender and
    descender lines)."""
    if isinstance(target, ImageDraw.ImageDraw):
        d, img = target, target._image
    else:
        d, img = ImageDraw.Draw(target), target
    size, bold = _spec(f)
    if _primary_only(text, bold):
        d.text(xy, text, font=f, fill=fill, anchor=anchor)
        return
    for r, x, base in _layout(xy, text, f, anchor):
        if r.emoji:
            pic, ox, oy = _emoji_image(r.text, size)
            at = (round(x + ox), round(base + oy))
            if img.mode == "RGBA":
                img.alpha_composite(pic, (max(0, at[0]), max(0, at[1])))
            else:
                img.paste(pic, at, pic)
        else:
            d.text((x, base), _run_text(r), font=_font(r.file, size), fill=fill, anchor="ls",
                   direction=_direction(r))
