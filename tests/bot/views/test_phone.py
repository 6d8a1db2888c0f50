"""Buttons read whole on a phone: the width model, the re-flow of rows that would be cut,
and every move and cube keyboard of seeded random games in both languages."""

from __future__ import annotations

import random

import pytest
from aiogram.types import InlineKeyboardButton

from bot.i18n import Translator
from bot.model.state import Table
from bot.views import game_keyboard
from bot.views.keyboard import KEYBOARD_DP, fitted, room, row_fits, text_width
from engine import Game, RandomDice
from tests.bot.views.test_keyboard import _record


def _buttons(*texts: str) -> list[InlineKeyboardButton]:
    return [InlineKeyboardButton(text=t, callback_data=f"x:{i}") for i, t in enumerate(texts)]


def test_width_model() -> None:
    assert room(1) == KEYBOARD_DP - 10
    assert room(2) < room(1) / 2  # a gap between the two, padding in each
    assert text_width("13→7") < text_width("13→10→6") < text_width("бар→20→16")
    assert text_width("✅") == text_width("💡")  # an emoji's advance, whatever it draws
    assert text_width("🏳️") == text_width("🏳")  # a variation selector takes no room
    # the short moves fit four to a row, as the keyboard lays them out
    assert row_fits(["13→7", "13→9", "8→2", "6→3"])
    # the review's two cases: Take beside Pass, and a bear-off path in a row of four
    assert not row_fits(["✅ Принять: партия на 16 очков", "✖ Отказаться: −8 очков"])
    assert row_fits(["✅ Принять: партия на 16 очков"])
    assert not row_fits(["8→2→выброс", "8→4", "8→6", "8→5"])


def test_fitted_splits_only_rows_that_would_be_cut() -> None:
    short = _buttons("13→7", "13→9", "8→2", "6→3")
    take = _buttons("✅ Принять: партия на 16 очков", "✖ Отказаться: −8 очков")
    four = _buttons("13→10", "13→7", "13→7→4", "13→10→4")
    rows = fitted([short, take, four])
    assert [[b.text for b in r] for r in rows] == [
        ["13→7", "13→9", "8→2", "6→3"],
        ["✅ Принять: партия на 16 очков"], ["✖ Отказаться: −8 очков"],
        ["13→10", "13→7"], ["13→7→4", "13→10→4"],
    ]
    # a button too long even alone stays: Telegram cuts it, nothing better exists
    alone = _buttons("x" * 80)
    assert fitted([alone]) == [alone]


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("variant", ["long", "short"])
def test_every_keyboard_of_random_games_reads_whole(lang: str, variant: str) -> None:
    rng = random.Random(5 if variant == "long" else 6)
    dice = RandomDice(rng)
    tr = Translator(lang)
    boards = 0
    for _ in range(6):
        game = Game.new(variant, dice)
        while not game.finished:
            if game.turn_complete:
                game = game.finish_turn(dice)
                continue
            kb = game_keyboard(_record(variant), Table(seq=5, stage="play", game=game), tr)
            assert kb is not None
            for row in kb.inline_keyboard:
                assert row_fits([b.text for b in row]), [b.text for b in row]
            boards += 1
            st = rng.choice(game.legal_steps())
            game = game.play_step(st.frm, st.to, st.die)
    assert boards > 200


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_cube_keyboards_read_whole_at_every_value(lang: str) -> None:
    """Roll beside Double, then Take and Pass, from a cube of 1 to 64."""
    tr = Translator(lang)
    rng = random.Random(3)
    dice = RandomDice(rng)
    game = Game.new("short", dice, cube=True)
    checked = 0
    while not game.finished and game.cube_value < 64:
        if game.awaiting_roll:
            if not game.may_double:
                game = game.roll(dice)
                continue
            for g in (game, game.offer_double()):
                kb = game_keyboard(_record("short"), Table(seq=1, stage="play", game=g), tr)
                assert kb is not None
                for row in kb.inline_keyboard:
                    assert row_fits([b.text for b in row]), [b.text for b in row]
                checked += 1
            game = game.offer_double().take(dice)
            continue
        if game.turn_complete:
            game = game.finish_turn(dice)
            continue
        st = rng.choice(game.legal_steps())
        game = game.play_step(st.frm, st.to, st.die)
    assert checked >= 12  # six values, each offered and answered
