"""Every text the pictures draw, in every language, is drawn by a shipped font (none of its
letters is dropped or boxed), and a golden picture of a finished long game in Georgian
with Georgian names: Mkhedruli in the header and across the board.

The golden picture is ``tests/rendering/golden/board-ka-long.png``;
``NARDY_UPDATE_GOLDEN=1`` writes it anew (look at it before committing)."""

from __future__ import annotations

import io
import os
import random
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from bot.handlers.rules import diagram_texts
from bot.i18n import LANGUAGES, Translator, catalogue
from bot.model.state import Table
from bot.views import board_picture, render_game
from engine import Game, RandomDice
from rendering import DIAGRAM_TEXT_KEYS
from rendering import text as t
from storage import GameRecord

GOLDEN = Path(__file__).resolve().parents[2] / "rendering" / "golden"

PICTURE_PREFIXES = ("diagram.", "dice.chart.", "rules.dice.", "tour.col.", "kind.")
"""Catalogue keys whose texts are drawn on a picture (rule diagrams, dice charts, the
standings table, the result across a finished board)."""
PICTURE_KEYS = ("tour.picture.title", "tour.round", "tour.legend", "res.banner")


BIDI_MARKS = dict.fromkeys([0x200E, 0x200F, 0x061C, *range(0x202A, 0x202F),
                            *range(0x2066, 0x206A), 0xFEFF])
"""Direction marks: the pictures order runs themselves and leave these out."""


def _kept(text: str) -> bool:
    """Whether the pictures draw ``text`` whole: no character of it lacks a font."""
    return t.clean_text(text) == " ".join(text.translate(BIDI_MARKS).split())


def _record(white: str, black: str) -> GameRecord:
    now = datetime(2026, 12, 7, tzinfo=UTC)
    return GameRecord(game_id=9, chat_id=-100, variant="long", opponent="friend",
                      ai_level=None, status="active", state="", history="", white_id=1,
                      black_id=2, white_name=white, black_name=black, creator_id=1,
                      message_id=None, version=1, created_at=now, updated_at=now,
                      last_move_at=None, expires_at=None)


def _finished_long(seed: int) -> Game:
    rng = random.Random(seed)
    dice = RandomDice(rng)
    game = Game.new("long", dice)
    while not game.finished:
        game = game.play(rng.choice(game.legal_plays()), dice)
    return game


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_a_picture_draws_has_a_font(lang: str) -> None:
    cat = catalogue(lang)
    keys = [k for k in cat.keys if k.startswith(PICTURE_PREFIXES) or k in PICTURE_KEYS]
    assert len(keys) > 60
    lost = [k for k in keys if not _kept(cat.texts[k])]
    texts = [v for name in DIAGRAM_TEXT_KEYS for v in diagram_texts(name, lang).values()]
    lost += [v for v in texts if not _kept(v)]
    assert not lost, f"{lang}: letters without a font in {lost}"


def test_the_font_check_can_fail() -> None:
    assert not _kept("漢字 Ali")  # no shipped font has CJK
    assert _kept("გამარჯვება: ᲒᲘᲝᲠᲒᲘ")


def test_a_georgian_board_draws_georgian_names_and_words() -> None:
    game = _finished_long(2)
    assert game.result is not None
    table = Table(seq=9, stage="play", game=game)
    record = _record("გიორგი", "ნინო")
    tr = Translator("ka")
    _pos, view = board_picture(record, table, tr)
    assert view.header is not None
    assert {view.header.white_name, view.header.black_name} == {"გიორგი", "ნინო"}
    assert view.banner is not None and view.banner.startswith("გამარჯვება: ")
    for text in (view.banner, view.header.white_name, view.header.black_name):
        files = {r.file for r in t.runs(t.clean_text(text), True) if r.text.strip(" :·()")}
        assert "NotoSansGeorgian-Bold.ttf" in files, text
    got = Image.open(io.BytesIO(render_game(record, table, tr))).convert("RGB")
    path = GOLDEN / "board-ka-long.png"
    if os.environ.get("NARDY_UPDATE_GOLDEN") == "1":
        got.save(path, optimize=True)
    want = Image.open(path).convert("RGB")
    assert want.size == got.size
    diff = np.abs(np.asarray(got).astype(int) - np.asarray(want).astype(int)).max(axis=-1)
    # the same pixels, give or take what another FreeType release rounds differently
    assert (diff > 64).mean() < 0.002, f"{(diff > 64).sum()} pixels differ"
    # Latin names in their place change the picture: the golden one holds the Georgian
    latin = Image.open(io.BytesIO(render_game(_record("Giorgi", "Nino"), table, tr)))
    other = np.abs(np.asarray(latin.convert("RGB")).astype(int) - np.asarray(want)).max(-1)
    assert (other > 64).mean() > 0.002
