"""An offered double reads the same in the caption, on the picture and in the Mini App's
state, and a friend game's board is then drawn from the side of the player who must
answer; the log writes every move in its mover's numbering, the same in every caption."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.i18n import Translator
from bot.model.state import LogEntry, Table
from bot.views import board_picture, game_caption
from bot.webapp.access import game_state
from engine import BLACK, WHITE, FixedDice, Game
from storage import GameRecord


def _record(variant: str = "short") -> GameRecord:
    now = datetime.now(UTC)
    return GameRecord(game_id=9, chat_id=-100, variant=variant, opponent="friend",  # type: ignore[arg-type]
                      ai_level=None, status="active", state="", history="", white_id=1,
                      black_id=2, white_name="Аня", black_name="Борис", creator_id=1,
                      message_id=None, version=1, created_at=now, updated_at=now,
                      last_move_at=None, expires_at=None)


def _offered() -> Game:
    """White opened with 3-1; Black doubles before the roll: White must answer."""
    g = Game.new("short", FixedDice([3, 1]), cube=True)
    return g.play([(8, 5), (6, 5)], FixedDice([6, 4])).offer_double()


def _redoubled() -> Game:
    """Black's double to 2 taken (White owns the cube), Black played 6-4; White redoubles
    to 4 before the roll: Black must answer."""
    g = _offered().take(FixedDice([6, 4]))
    return g.play([(24, 18), (18, 14)], FixedDice([5, 2])).offer_double()


def test_an_offer_reads_the_same_in_the_caption_and_on_the_picture() -> None:
    for game, value, taker in ((_offered(), 2, WHITE), (_redoubled(), 4, BLACK)):
        table = Table(seq=3, stage="play", game=game)
        ru = game_caption(_record(), table, Translator("ru"))
        assert f"Куб: предложено ×{value}, ждём ответа" in ru
        assert "Куб в центре" not in ru and "им владеет" not in ru
        en = game_caption(_record(), table, Translator("en"))
        assert f"Cube: ×{value} offered, waiting for the answer" in en and "owned by" not in en
        _pos, view = board_picture(_record(), table, Translator("ru"))
        assert view.cube == (value, taker) and view.cube_offered
        # between two people the board faces the player who must answer, in their numbering
        assert view.orientation == taker and view.numbering == taker


def test_the_mini_app_draws_the_offer_on_the_answering_side() -> None:
    for game, value, taker in ((_offered(), 2, WHITE), (_redoubled(), 4, BLACK)):
        table = Table(seq=3, stage="play", game=game)
        tr = Translator("ru")
        for user, side in ((1, WHITE), (2, BLACK), (3, taker)):  # Аня, Борис, a spectator
            state = game_state(_record(), table, user, tr, auto_finish=True)
            assert state["offer"] == {"value": value, "to": taker}
            assert state["side"] == side
            assert state["cube"]["value"] == value // 2  # what lies until the answer
        assert tr("webapp.cube.offered", value=value) == f"Куб: предложено ×{value}, ждём ответа"
    # no offer: nothing offered in the state
    state = game_state(_record(), Table(seq=4, stage="play", game=_offered().take(
        FixedDice([6, 4]))), 1, Translator("ru"), auto_finish=True)
    assert state["offer"] is None


def _lines(caption: str, icon: str) -> list[str]:
    return [ln for ln in caption.split("\n") if ln.startswith(icon) and " — " not in ln]


def test_a_move_reads_the_same_in_consecutive_captions() -> None:
    g = Game.new("short", FixedDice([3, 1]))
    white_log = LogEntry(WHITE, (3, 1), "", steps=((8, 5, False), (6, 5, False)))
    g = g.play([(8, 5), (6, 5)], FixedDice([6, 4]))
    table = Table(seq=2, stage="play", game=g, log=(white_log,))
    first = game_caption(_record(), table, Translator("ru"))  # Black reads it, on turn
    black_log = LogEntry(BLACK, (6, 4), "", steps=((24, 18, False), (18, 14, False)))
    g = g.play([(24, 18), (18, 14)], FixedDice([5, 2]))
    table = Table(seq=3, stage="play", game=g, log=(white_log, black_log))
    second = game_caption(_record(), table, Translator("ru"))  # White reads it, on turn
    assert _lines(first, "⚪") == _lines(second, "⚪") == ["⚪ Аня, 3-1: 8→5, 6→5"]
    assert _lines(second, "⚫") == ["⚫ Борис, 6-4: 24→18→14"]


def test_a_long_nardy_move_across_the_corner_is_written_without_a_jump() -> None:
    # Black runs from the head past the corner of the board: in Black's own numbering the
    # points only fall (24→18→13), never 2→22
    g = Game.new("long", FixedDice([3, 1]))
    table_log = (LogEntry(BLACK, (6, 5), "", steps=((24, 18, False), (18, 13, False))),)
    table = Table(seq=2, stage="play", game=g, log=table_log)
    for lang in ("ru", "en"):
        line = _lines(game_caption(_record("long"), table, Translator(lang)), "⚫")[0]
        points = [int(p) for p in line.split(": ")[-1].replace(",", " ").replace("→", " ").split()]
        assert points == sorted(points, reverse=True) and points[0] == 24, line


def test_resigning_during_an_offer_tells_each_player_what_they_can_do() -> None:
    from bot.views import pending_key

    game = _offered()  # Black doubled, White answers
    assert pending_key(game, WHITE) == "resign.pending.taker"
    assert pending_key(game, BLACK) == "resign.pending"
    ru = Translator("ru")
    assert "«✖ Отказаться»" in ru("resign.pending.taker")
    assert "Отказаться" not in ru("resign.pending")  # the doubler has no such button
    assert "“✖ Pass”" in Translator("en")("resign.pending.taker")
    assert "Pass" not in Translator("en")("resign.pending")
