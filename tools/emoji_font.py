"""Make the shipped emoji font ``rendering/fonts/NotoColorEmoji-54.ttf`` from Debian's.

Usage (fontTools is needed here only, not by the bot)::

    pip install fonttools
    python tools/emoji_font.py /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf \\
        rendering/fonts/NotoColorEmoji-54.ttf

Noto Color Emoji (Debian's fonts-noto-color-emoji) holds every emoji as a PNG of one
bitmap strike, 109 px per em: 10.9 MB. The pictures draw emoji at 24 to 60 px, so the
strike is scaled to 54 px per em (``--ppem``) and each PNG reduced to 32 colours
(``--colors``), which looks the same at those sizes: 4.0 MB. Glyphs, cmap and the
ligatures of emoji sequences (GSUB) are kept as they are; bitmap metrics are scaled.
"""

from __future__ import annotations

import argparse
import io
import sys

from fontTools.ttLib import TTFont  # type: ignore[import-not-found, import-untyped, unused-ignore]
from PIL import Image


def shrink(src: str, dst: str, ppem: int, colors: int) -> None:
    """Write ``src`` with its one bitmap strike scaled to ``ppem`` and ``colors`` colours."""
    font = TTFont(src, recalcTimestamp=False)
    size = font["CBLC"].strikes[0].bitmapSizeTable
    k = ppem / size.ppemY
    for glyph in font["CBDT"].strikeData[0].values():
        img = Image.open(io.BytesIO(glyph.imageData)).convert("RGBA")
        w, h = max(1, round(img.width * k)), max(1, round(img.height * k))
        img = img.resize((w, h), Image.Resampling.LANCZOS)
        img = img.quantize(colors, method=Image.Quantize.FASTOCTREE)
        buf = io.BytesIO()
        img.save(buf, "PNG", optimize=True)
        glyph.imageData = buf.getvalue()
        m = glyph.metrics
        m.height, m.width = h, w
        m.BearingX, m.BearingY = round(m.BearingX * k), round(m.BearingY * k)
        m.Advance = round(m.Advance * k)
    size.ppemX = size.ppemY = ppem
    for line in (size.hori, size.vert):
        line.ascender = round(line.ascender * k)
        line.descender = round(line.descender * k)
        line.widthMax = round(line.widthMax * k)
    font.save(dst)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("src")
    ap.add_argument("dst")
    ap.add_argument("--ppem", type=int, default=54)
    ap.add_argument("--colors", type=int, default=32)
    args = ap.parse_args(argv)
    shrink(args.src, args.dst, args.ppem, args.colors)
    return 0


if __name__ == "__main__":
    sys.exit(main())
