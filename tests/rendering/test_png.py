"""The PNG files of palette pictures written by :mod:`rendering.png`: read back by
Pillow, they are the pictures they were written from, pixel for pixel and colour for
colour, whatever deflate wrote them; every chunk's checksum holds; and the board
pictures are written this way where python-isal is installed."""

from __future__ import annotations

import io
import struct
import zlib

import pytest
from PIL import Image

from engine import start_position
from engine.position import Position
from rendering import BoardView, render_board
from rendering.board import board_palette, render_image
from rendering.png import SIGNATURE, WRITER, palette_png, save_png


def _board(position: Position | None = None) -> Image.Image:
    img = render_image(position or start_position("short"), BoardView(dice=(6, 5)))
    return img.quantize(palette=board_palette(), dither=Image.Dither.NONE)


def _chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    """The file's chunks (kind, data), each checksum checked."""
    assert data[:8] == SIGNATURE
    out, at = [], 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        assert crc == zlib.crc32(kind + body), kind
        out.append((kind, body))
        at += 12 + length
    return out


def _same(a: Image.Image, b: Image.Image) -> bool:
    return a.size == b.size and a.convert("RGB").tobytes() == b.convert("RGB").tobytes()


@pytest.mark.parametrize("deflate", ["isal", "zlib"])
def test_a_board_read_back_is_the_picture_it_was_written_from(deflate: str) -> None:
    if deflate == "isal":
        isal_zlib = pytest.importorskip("isal.isal_zlib")
        compress = isal_zlib.compressobj
    else:
        compress = zlib.compressobj
    img = _board()
    data = palette_png(img, compress)
    back = Image.open(io.BytesIO(data))
    back.load()
    assert back.format == "PNG" and back.mode == "P"
    assert back.tobytes() == img.tobytes()  # the same colour indices
    assert back.getpalette() == img.getpalette()  # and the same colours
    kinds = [k for k, _ in _chunks(data)]
    assert kinds == [b"IHDR", b"PLTE", b"IDAT", b"IEND"]
    # every row stored unfiltered
    w, h = img.size
    rows = zlib.decompress(_chunks(data)[2][1])
    assert len(rows) == h * (w + 1) and rows[::w + 1] == bytes(h)


def test_a_small_palette_and_odd_sizes_are_written_whole() -> None:
    img = Image.new("P", (3, 2))
    img.putpalette([255, 0, 0, 0, 128, 0])  # two colours
    img.putdata([0, 1, 1, 1, 0, 0])
    back = Image.open(io.BytesIO(palette_png(img, zlib.compressobj)))
    red, green = (255, 0, 0), (0, 128, 0)
    assert back.size == (3, 2) and [back.convert("RGB").getpixel((x, y)) for y in (0, 1)
                                    for x in (0, 1, 2)] == [red, green, green, green, red, red]


def test_other_pictures_are_refused_and_saved_by_pillow() -> None:
    rgb = Image.new("RGB", (4, 4), (10, 20, 30))
    with pytest.raises(ValueError):
        palette_png(rgb, zlib.compressobj)
    clear = _board()
    clear.info["transparency"] = 0
    with pytest.raises(ValueError):
        palette_png(clear, zlib.compressobj)
    assert _same(Image.open(io.BytesIO(save_png(rgb))), rgb)
    assert _same(Image.open(io.BytesIO(save_png(clear))), clear)


def test_board_pictures_are_written_here_where_isal_is_installed() -> None:
    isal_zlib = pytest.importorskip("isal.isal_zlib")
    assert WRITER == "isal"
    png = render_board(start_position("short"), BoardView(dice=(6, 5)))
    assert png == palette_png(_board(), lambda: isal_zlib.compressobj(2))
