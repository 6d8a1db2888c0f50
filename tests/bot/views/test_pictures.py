"""What the board picture and its caption say together: the cube in the middle at ×1, an
offered double on the answering side with Take and Pass as the only choices, and the result
of a finished game drawn on the board in the caption's words."""

from __future__ import annotations

import random
from datetime import UTC, datetime

from bot.i18n import Translator
from bot.model.state import Table
from bot.views import board_picture, final_caption, game_caption, game_keyboard, render_game
from bot.views.game import kind_text
from bot.views.inline import inline_game_keyboard
from engine import WHITE, FixedDice, Game, RandomDice
from storage import GameRecord


def _record(variant: str = "short") -> GameRecord:
    now = datetime.now(UTC)
    return GameRecord(game_id=9, chat_id=-100, variant=variant, opponent="friend",  # type: ignore[arg-type]
                      ai_level=None, status="active", state="", history="", white_id=1,
                      black_id=2, white_name="Аня", black_name="Борис", creator_id=1,
                      message_id=None, version=1, created_at=now, updated_at=now,
                      last_move_at=None, expires_at=None)


def _opened() -> Game:
    """A short game with the cube after White's opening 3-1: Black to roll or double."""
    g = Game.new("short", FixedDice([3, 1]), cube=True)
    return g.play([(8, 5), (6, 5)], FixedDice([6, 4]))


def _texts(kb: object) -> list[str]:
    return [b.text for row in kb.inline_keyboard for b in row]  # type: ignore[attr-defined]


def test_the_centred_cube_and_its_caption_agree() -> None:
    game = _opened()
    table = Table(seq=1, stage="play", game=game)
    _pos, view = board_picture(_record(), table, Translator("ru"))
    assert view.cube == (1, None) and not view.cube_offered  # drawn as 64, like a real cube
    caption = game_caption(_record(), table, Translator("ru"))
    assert "Куб в центре: ставка ×1 (на кубе 64)" in caption
    assert "the cube shows 64" in game_caption(_record(), table, Translator("en"))


def test_an_offered_double_is_drawn_with_the_taker_and_only_take_or_pass_are_offered() -> None:
    before = _opened()
    table = Table(seq=2, stage="play", game=before)
    kb = inline_game_keyboard(_record(), table, game_keyboard(_record(), table, Translator("ru")),
                              Translator("ru"))
    assert "🏳 Сдаться" in _texts(kb)  # before the offer Black may resign
    game = before.offer_double()  # Black doubles, White must answer
    table = Table(seq=3, stage="play", game=game)
    _pos, view = board_picture(_record(), table, Translator("ru"))
    assert view.cube == (2, WHITE) and view.cube_offered
    ru = _texts(inline_game_keyboard(_record(), table,
                                     game_keyboard(_record(), table, Translator("ru")),
                                     Translator("ru")))
    assert ru == ["✅ Принять: партия на 2 очка", "✖ Отказаться: −1 очко"]
    en = _texts(game_keyboard(_record(), table, Translator("en")))
    assert en == ["✅ Take: game for 2 points", "✖ Pass: −1 point"]
    caption = game_caption(_record(), table, Translator("ru"))
    assert "предлагает удвоение до ×2" in caption and "Отказ стоит 1 очко" in caption
    assert render_game(_record(), table, Translator("ru"))[:4] == b"\x89PNG"


def _finished(variant: str, seed: int) -> Game:
    rng = random.Random(seed)
    dice = RandomDice(rng)
    game = Game.new(variant, dice)
    while not game.finished:
        game = game.play(rng.choice(game.legal_plays()), dice)
    return game


def test_a_finished_board_shows_the_result_the_caption_gives() -> None:
    for variant, seed in (("short", 1), ("long", 2), ("short", 3)):
        game = _finished(variant, seed)
        result = game.result
        assert result is not None
        table = Table(seq=9, stage="play", game=game)
        for lang in ("ru", "en"):
            tr = Translator(lang)
            _pos, view = board_picture(_record(variant), table, tr)
            winner = ("Аня", "Борис")[result.winner]
            assert view.banner is not None and view.banner_color == result.winner
            assert winner in view.banner and str(result.points) in view.banner
            assert kind_text(result, tr, gloss=False) in view.banner
            assert view.banner_name == winner  # the part the picture may shorten
            assert "(" not in kind_text(result, tr, gloss=False)  # the short word
            caption = final_caption(_record(variant), table, result, {}, tr)  # type: ignore[arg-type]
            assert tr(f"kind.{result.kind}") in caption and f"{result.points} " in caption
            assert winner in caption
    # the words differ with the kind of win (long nardy: an ordinary win or mars)
    ru = Translator("ru")
    assert {kind_text(r, ru) for r in (_finished("long", s).result for s in range(6))
            if r is not None} <= {"обычная победа", "марс"}
