"""A whole game as an animated GIF: one frame per turn, the move drawn, the dice, the end.

Frame 0 is the start with the first roll; frame ``k`` shows the position after turn ``k``
with that turn's move marked (orange, hits ringed on the bar) and the dice of the next turn;
the last frame shows the final position, the last move and the result across the board
(:attr:`~rendering.board.BoardView.banner`, as a finished board shows it).
Every frame is drawn by :func:`rendering.board.render_image` from White's side (or
``orientation``), scaled by ``scale`` and mapped onto the board's fixed palette, so the GIF
stores only what changed from one frame to the next (Pillow crops each frame to its
difference). Figures for the longest games of a sample are in bench/README.md; the target is
at most 10 s of CPU and 5 MB for a long-nardy game.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import replace

import numpy as np
from PIL import Image

from engine.game import Game
from engine.moves import Turn
from engine.notation import step_hits
from engine.position import WHITE, Position

from .board import BoardView, Header, board_palette, render_image

__all__ = ["render_replay", "TURN_MS", "END_MS"]

TURN_MS = 900
"""How long each turn's frame is shown (milliseconds)."""
END_MS = 5000
"""How long the final frame is shown before the animation starts again."""


def _frames(game: Game, header: Header | None, orientation: int
            ) -> Iterator[tuple[Position, BoardView]]:
    pos = game.start
    first = game.history[0].dice if game.history else game.opening[-1]
    yield pos, BoardView(orientation=orientation, numbering=orientation, dice=first,
                         header=header)
    n = len(game.history)
    cube: tuple[int, int | None] = (1, None)
    log = list(game.cube_log)
    for i, rec in enumerate(game.history):
        hits = step_hits(pos, [st.pair() for st in rec.steps]) if rec.steps else []
        pos = Turn(pos, rec.dice, rec.steps).result() if rec.steps else pos.swap_turn()
        while log and log[0].ply <= i + 1:
            a = log.pop(0)
            if a.action == "take":
                cube = (a.value, a.color)
        nxt = game.history[i + 1].dice if i + 1 < n else None
        yield pos, BoardView(
            orientation=orientation, numbering=orientation, dice=nxt,
            last_move=tuple(rec.moves), last_mover=rec.color,
            last_hits=tuple(st.to for st, h in zip(rec.steps, hits) if h),
            header=header,
            cube=cube if game.cube is not None and not game.crawford else None)


def render_replay(game: Game, result_text: str = "", *, header: Header | None = None,
                  orientation: int = WHITE, scale: float = 0.6,
                  result_name: str | None = None) -> bytes:
    """The GIF of ``game`` (usually finished). ``result_text`` (translated by the caller,
    e.g. "Win: Аня · 2 points (mars)") is the banner of the last frame; ``header`` the
    players' names line; ``result_name`` the winner's name in ``result_text`` (shortened
    first where the banner is too wide); ``scale`` shrinks every frame (0.6: about 570 px wide, as
    Telegram shows an animation on a phone)."""
    views = list(_frames(game, header, orientation))
    if result_text:
        pos, view = views[-1]
        winner = game.result.winner if game.result is not None else None
        views.append((pos, replace(view, banner=result_text, banner_name=result_name,
                                           banner_color=winner)))
    frames: list[Image.Image] = []
    for pos, view in views:
        img = render_image(pos, view)
        if scale != 1.0:
            img = img.resize((round(img.width * scale), round(img.height * scale)),
                             Image.Resampling.BILINEAR)
        frames.append(img)
    return _encode(frames)


def _transparent_index(palette: list[int]) -> tuple[int, int]:
    """An index of the palette whose colour repeats an earlier entry (it is free to mean
    "unchanged"), and that earlier entry."""
    seen: dict[tuple[int, ...], int] = {}
    for i in range(len(palette) // 3):
        rgb = tuple(palette[3 * i : 3 * i + 3])
        if rgb in seen:
            return i, seen[rgb]
        seen[rgb] = i
    raise ValueError("the palette has no spare entry")


def _encode(frames: list[Image.Image]) -> bytes:
    """The GIF of ``frames``: each frame after the first keeps only the pixels that changed
    (the others are transparent over the previous frame), which LZW packs into little."""
    pal = board_palette()
    spare, twin = _transparent_index(pal.getpalette() or [])
    arrays = []
    for f in frames:
        a = np.asarray(f.quantize(palette=pal, dither=Image.Dither.NONE)).copy()
        a[a == spare] = twin
        arrays.append(a)
    out: list[Image.Image] = []
    durations: list[int] = []
    prev: np.ndarray | None = None
    for a in arrays:
        if prev is not None:
            changed = a != prev
            if not changed.any():
                durations[-1] += TURN_MS
                continue
            shown = np.where(changed, a, spare).astype(np.uint8)
        else:
            shown = a
        im = Image.fromarray(shown, "P")
        im.putpalette(pal.getpalette() or [])
        out.append(im)
        durations.append(TURN_MS)
        prev = a
    durations[-1] = END_MS
    buf = io.BytesIO()
    out[0].save(buf, "GIF", save_all=True, append_images=out[1:], duration=durations,
                loop=0, optimize=False, disposal=1, transparency=spare)
    return buf.getvalue()
