"""The bot's pure parts: seats without texts, display names in the views, turn
bookkeeping (passes and forced plays settled, history lines)."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.i18n import Translator
from bot.model.state import Seats, Table, seats
from bot.model.turns import history_line, join_history, settle
from bot.views import named
from engine import BLACK, WHITE, FixedDice, Game, Position
from storage import GameRecord


def _record(**changes: object) -> GameRecord:
    now = datetime.now(UTC)
    fields: dict[str, object] = dict(
        game_id=1, chat_id=-5, variant="short", opponent="ai", status="active",
        white_id=7, white_name="Ann", black_id=None, black_name=None, creator_id=7,
        ai_level="strong", state="", history="", message_id=None, version=1,
        created_at=now, updated_at=now, last_move_at=None, expires_at=None)
    fields.update(changes)
    return GameRecord(**fields)  # type: ignore[arg-type]


def test_seats_of_an_ai_game_know_ids_and_level_but_no_texts() -> None:
    s = seats(_record())
    assert s == Seats((7, None), ("Ann", None), BLACK, "strong")
    assert s.color_of(7) == WHITE and s.color_of(8) is None
    assert s.human_color == WHITE
    assert s.human_on_turn(WHITE) and not s.human_on_turn(BLACK)
    assert seats(_record(ai_level="godlike")).ai_level == "medium"


def test_seats_between_humans() -> None:
    s = seats(_record(opponent="friend", black_id=9, black_name="Bob", ai_level=None))
    assert s.ai_color is None and s.ai_level is None and s.human_color is None
    assert s.color_of(9) == BLACK and s.human_on_turn(BLACK)


def test_display_names_come_from_the_views_in_the_chat_language() -> None:
    rec = _record(white_name="<Ann>")
    ru, en = named(rec, Translator("ru")), named(rec, Translator("en"))
    assert ru.names[WHITE] == en.names[WHITE] == "<Ann>"
    assert ru.html(WHITE) == "&lt;Ann&gt;"
    assert ru.names[BLACK] != en.names[BLACK]  # the AI's seat is named in the language
    assert "tg://user?id=7" in ru.mention(WHITE)
    assert "tg://user" not in ru.mention(BLACK)
    nameless = named(_record(opponent="friend", black_id=9, white_name=None), Translator("en"))
    assert nameless.names == ("?", "?")


def test_history_lines() -> None:
    assert history_line(WHITE, (6, 5), "24/18 18/13") == "W 65: 24/18 18/13"
    assert history_line(BLACK, (3, 3), "") == "B 33: -"
    assert join_history("", ("W 65: -",)) == "W 65: -"
    assert join_history("a", ("b", "c")) == "a\nb\nc"
    assert join_history("a", ()) == "a"


def _blocked_white() -> Game:
    """White on roll with 6-6 and every six blocked: no legal move."""
    pos = Position.from_points("short", {20: 15}, {11: 2, 3: 13}, turn=WHITE)
    return Game.from_position(pos, (6, 6))


def test_settle_passes_a_turn_without_a_legal_move() -> None:
    game = _blocked_white()
    assert game.legal_plays()[0].steps == ()
    table, lines = settle(Table(stage="play", game=game), None, FixedDice([2, 1] * 40))
    assert table.game is not None and table.game.turn_color == BLACK
    assert table.log[-1].kind == "pass" and table.log[0].color == WHITE
    assert lines[0] == "W 66: -"
    assert table.seq == 1  # settling records turns; the caller bumps the view version


def test_settle_leaves_a_real_choice_alone() -> None:
    game = Game.from_position(Position.from_points("short", {20: 15}, {3: 15}, turn=WHITE),
                              (6, 5))
    assert len(game.legal_plays()) > 1
    table = Table(stage="play", game=game)
    assert settle(table, None, FixedDice([1, 2])) == (table, ())


def test_step_hits_flags_exactly_the_steps_that_send_a_checker_to_the_bar() -> None:
    """Turns of seeded random games, played step by step: a step is flagged as a hit when
    and only when it raised the opponent's bar count (short nardy; never in long)."""
    import random

    from bot.model.turns import step_hits
    from engine import Turn, start_position

    rng = random.Random(5)
    hits_seen = 0
    for variant in ("short", "long"):
        for _ in range(6):
            pos = start_position(variant)
            for _ in range(120):
                if pos.winner is not None:
                    break
                dice = (rng.randint(1, 6), rng.randint(1, 6))
                turn, flags = Turn(pos, dice), []
                while turn.legal_steps():
                    before = turn.position.bar[1 - turn.position.turn]
                    turn = turn.play(rng.choice(turn.legal_steps()))
                    flags.append(turn.position.bar[1 - turn.position.turn] > before)
                got = step_hits(pos, turn.steps)
                assert got == tuple((st.frm, st.to, f)
                                    for st, f in zip(turn.steps, flags, strict=True))
                hits_seen += sum(flags)
                assert variant == "short" or not any(flags)
                pos = turn.position.swap_turn() if turn.position.winner is None else turn.position
    assert hits_seen > 20
