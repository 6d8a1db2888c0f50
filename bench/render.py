"""Benchmark of the board pictures: render time and PNG size.

Usage::

    python bench/render.py [--frames N] [--runs R] [--seed S]

The corpus is ``N`` frames (default 240) from seeded random games of both variants, built
with ``engine.moves.legal_plays``: each frame is a position after a move, with that move
highlighted, the next roll, a header, and every other frame seen from Black's side (see
``rendering.gallery.random_frames``). Every frame is rendered ``R`` times (default 5) to
PNG bytes; a frame's time is the median of its runs. Reported: median and p99 time per
board (with the composition and PNG encoding shown apart), PNG size median and max, and
the one-time cost of the first picture (sprites, backgrounds and palette built).
``--names scripts`` draws every header with names in Armenian and Persian and emoji (the
fonts' fallback, bidi order and shaping).

This script prints figures; it asserts nothing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rendering import BOARD_SIZE, Header, render_board  # noqa: E402
from rendering.board import encode_board, render_image  # noqa: E402
from rendering.gallery import random_frames  # noqa: E402


def _pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(q * (len(s) - 1)))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=240)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--names", choices=["plain", "scripts"], default="plain",
                    help="scripts: the players' names in Armenian and Persian with emoji")
    args = ap.parse_args(argv)

    frames = random_frames(args.frames, seed=args.seed)
    if args.names == "scripts":
        frames = [(p, replace(v, header=Header("Սամվել 😀", "محمدرضا ۱۴۰۲", "1 : 0")))
                  for p, v in frames]
    t0 = time.perf_counter()
    render_board(*frames[0])
    first = time.perf_counter() - t0

    total: list[float] = []
    compose: list[float] = []
    encode: list[float] = []
    sizes: list[int] = []
    for pos, view in frames:
        runs_t, runs_c, runs_e = [], [], []
        for _ in range(args.runs):
            a = time.perf_counter()
            img = render_image(pos, view)
            b = time.perf_counter()
            png = encode_board(img, view)
            c = time.perf_counter()
            runs_c.append(b - a)
            runs_e.append(c - b)
            runs_t.append(c - a)
        total.append(statistics.median(runs_t) * 1000)
        compose.append(statistics.median(runs_c) * 1000)
        encode.append(statistics.median(runs_e) * 1000)
        sizes.append(len(png))
        assert png == render_board(pos, view)  # the timed path is the public one

    shorts = sum(1 for p, _ in frames if p.variant.value == "short")
    print(f"board pictures: {len(frames)} frames ({shorts} short, {len(frames) - shorts} long), "
          f"{args.runs} runs each, size {BOARD_SIZE[0]}x{BOARD_SIZE[1]}")
    print(f"first picture (builds caches): {first * 1000:.0f} ms")
    print(f"render_board ms: median {statistics.median(total):.2f}  p99 {_pct(total, 0.99):.2f}"
          f"  max {max(total):.2f}")
    print(f"  compose ms:    median {statistics.median(compose):.2f}  p99 {_pct(compose, 0.99):.2f}")
    print(f"  PNG encode ms: median {statistics.median(encode):.2f}  p99 {_pct(encode, 0.99):.2f}")
    print(f"PNG size KB: median {statistics.median(sizes) / 1000:.1f}  max {max(sizes) / 1000:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
