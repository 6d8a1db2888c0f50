"""PNG files of the pictures, palette ones written here rather than by Pillow.

A board picture is 1006 × 852 pixels of one byte each once mapped onto its palette, and
most of the time Pillow takes to save it goes to deflate. The file of a palette picture
is simple (the signature, a header, the palette, one compressed data chunk and the end),
so it is written here around ISA-L's deflate (python-isal), about five times faster for a
file of about the same size (a board: 2.7 ms instead of 4.6 in all, `bench/README.md`).
Every row is stored unfiltered (filter type 0), as Pillow and libpng store palette
pictures: filtering helps smooth colour ramps, not colour indices. The rows are
compressed a band at a time, so a picture is never copied whole: a picture worker's peak
memory is that of Pillow's own writer.

Where python-isal cannot be imported (a platform without its wheels), and for pictures
that are not opaque palette ones, Pillow writes the file.
"""

from __future__ import annotations

import io
import struct
import zlib
from collections.abc import Callable
from typing import Protocol

import numpy as np
from PIL import Image

__all__ = ["save_png", "palette_png", "WRITER", "PILLOW_LEVEL"]

SIGNATURE = b"\x89PNG\r\n\x1a\n"
PILLOW_LEVEL = 3
"""Pillow's zlib level where Pillow writes the file: moderate, no optimize pass (higher
levels cost twice the time for a sixth less)."""


BAND = 64
"""Rows compressed at a time (64 KB of a board): the picture is never copied whole."""


class Compressor(Protocol):
    """A zlib stream being written (RFC 1950), as ``zlib.compressobj()`` gives."""

    def compress(self, data: bytes, /) -> bytes: ...

    def flush(self) -> bytes: ...


def _isal() -> Callable[[], Compressor] | None:
    try:
        from isal import isal_zlib
    except ImportError:  # no wheel for this platform: Pillow writes the files
        return None

    def stream() -> Compressor:
        return isal_zlib.compressobj(2)  # ISA-L's level 2, its default

    return stream


_COMPRESS = _isal()
WRITER = "isal" if _COMPRESS is not None else "pillow"
"""What writes an opaque palette picture's file: ``"isal"`` (:func:`palette_png` with
ISA-L's deflate) or ``"pillow"``."""


def save_png(img: Image.Image) -> bytes:
    """The PNG file of ``img``: an opaque palette picture written by :func:`palette_png`
    with ISA-L's deflate where python-isal is installed, any other picture (or without
    it) by Pillow at :data:`PILLOW_LEVEL`. The same pixels either way."""
    if _COMPRESS is not None and img.mode == "P" and "transparency" not in img.info:
        return palette_png(img, _COMPRESS)
    buf = io.BytesIO()
    img.save(buf, "PNG", compress_level=PILLOW_LEVEL)
    return buf.getvalue()


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind))))


def palette_png(img: Image.Image, compress: Callable[[], Compressor]) -> bytes:
    """The PNG file of ``img``, an opaque picture of mode ``P``: 8-bit colour indices
    and its palette, the rows written to the stream ``compress()`` opens (e.g.
    ``zlib.compressobj``). Raises ValueError for another mode or a picture with a
    transparent colour."""
    if img.mode != "P" or "transparency" in img.info:
        raise ValueError("palette_png writes opaque palette pictures only")
    w, h = img.size
    stream = compress()
    data = []
    for top in range(0, h, BAND):  # a band of rows at a time: no copy of the whole picture
        band = img.crop((0, top, w, min(h, top + BAND)))
        rows = np.zeros((band.height, w + 1), dtype=np.uint8)  # column 0: the filter, none
        rows[:, 1:] = np.asarray(band)
        data.append(stream.compress(rows.tobytes()))
    data.append(stream.flush())
    header = struct.pack(">IIBBBBB", w, h, 8, 3, 0, 0, 0)  # 8 bits, indexed colour
    return b"".join((SIGNATURE, _chunk(b"IHDR", header),
                     _chunk(b"PLTE", bytes(img.getpalette("RGB") or ())),
                     _chunk(b"IDAT", b"".join(data)), _chunk(b"IEND", b"")))
