"""The replay animation: one frame per turn that decodes to exactly the board drawn for it,
the result banner at the end, within Telegram's limits for a whole long-nardy game."""

from __future__ import annotations

import io
import random
from dataclasses import replace

import numpy as np
import pytest
from PIL import Image, ImageSequence

from engine import Game
from engine.committed import CommittedDice
from rendering.board import Header, board_palette, render_image
from rendering.replay import END_MS, TURN_MS, _frames, render_replay


def _long_game() -> Game:
    seed = bytes([4]) * 32
    g = Game.new("long", CommittedDice.for_game(seed, None))
    rng = random.Random(4)
    while not g.finished:
        g = g.play(rng.choice(g.legal_plays()), CommittedDice.for_game(seed, g))
    return g


def _expected(img: Image.Image, scale: float) -> np.ndarray:
    img = img.resize((round(img.width * scale), round(img.height * scale)),
                     Image.Resampling.BILINEAR)
    q = img.quantize(palette=board_palette(), dither=Image.Dither.NONE)
    return np.asarray(q.convert("RGB"))


@pytest.mark.slow
def test_a_long_nardy_replay_has_every_turn_and_fits_telegram() -> None:
    g = _long_game()
    assert len(g.history) > 60
    header = Header("Аня", "Борис")
    gif = render_replay(g, "Аня выигрывает", header=header)
    assert len(gif) <= 5 * 1024 * 1024
    im = Image.open(io.BytesIO(gif))
    assert im.format == "GIF" and im.n_frames == len(g.history) + 2
    decoded = [np.asarray(f.convert("RGB")) for f in ImageSequence.Iterator(im)]
    views = list(_frames(g, header, 0))
    for k in (0, 1, len(g.history) // 2, len(g.history)):
        assert np.array_equal(decoded[k], _expected(render_image(*views[k]), 0.6)), k
    # the last frame is the final position with the result across it, the winner's name
    # highlighted, as a finished board shows it
    assert g.result is not None
    pos, view = views[-1]
    banner = replace(view, banner="Аня выигрывает", banner_color=g.result.winner)
    assert np.array_equal(decoded[-1], _expected(render_image(pos, banner), 0.6))
    assert not np.array_equal(decoded[-1], decoded[-2])
    im.seek(1)
    assert im.info["duration"] == TURN_MS
    im.seek(im.n_frames - 1)
    assert im.info["duration"] == END_MS


def test_each_frame_marks_the_move_just_played() -> None:
    g = _long_game()
    views = list(_frames(g, None, 0))
    assert views[0][0] == g.start and views[0][1].dice == g.history[0].dice
    for k, rec in enumerate(g.history[:10], 1):
        pos, view = views[k]
        assert view.last_move == tuple(rec.moves) and view.last_mover == rec.color
        assert view.dice == g.history[k].dice
        assert pos == g.position_before(k)
    assert views[-1][0] == g.position and views[-1][1].dice is None
