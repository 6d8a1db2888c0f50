"""The move keyboard grouped by checker: on seeded random positions of both variants no row
mixes starting points unless it holds whole groups, rows stay within Telegram's limits, the
controls have a row of their own, and every legal step is reachable."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest

from bot.callbacks import ComboCB, StepCB
from bot.i18n import Translator
from bot.model.state import Table
from bot.views import game_keyboard
from bot.views.keyboard import MAX_ROWS, ROW, WIDEST, _chunks, arrange, row_fits
from engine import Game, RandomDice
from storage import GameRecord


def _record(variant: str) -> GameRecord:
    now = datetime.now(UTC)
    return GameRecord(game_id=7, chat_id=-100, variant=variant, opponent="friend",  # type: ignore[arg-type]
                      ai_level=None, status="active", state="", history="", white_id=1,
                      black_id=2, white_name="Аня", black_name="Борис", creator_id=1,
                      message_id=None, version=1, created_at=now, updated_at=now,
                      last_move_at=None, expires_at=None)


def _origin(data: str) -> int | None:
    """The starting point of a move button (None for a control)."""
    if data.startswith(StepCB.__prefix__ + ":"):
        return StepCB.unpack(data).f
    if data.startswith(ComboCB.__prefix__ + ":"):
        return ComboCB.unpack(data).f
    return None


def test_arrange_keeps_groups_apart_and_mixes_whole_groups_only_when_long() -> None:
    # few groups: one row each, a long one continuing evenly on the next
    assert arrange([[1, 2], [3, 4, 5, 6, 7], [8]]) == [[1, 2], [3, 4, 5], [6, 7], [8]]
    # nine single buttons would be nine rows: whole groups share rows of at most ROW
    rows = arrange([[i] for i in range(9)])
    assert len(rows) <= MAX_ROWS and all(len(r) <= ROW for r in rows)
    assert [x for r in rows for x in r] == list(range(9))
    # a long group never shares its rows
    groups = [[("a", i) for i in range(6)]] + [[("b", i)] for i in range(8)]
    rows = arrange(groups)
    assert rows[0] == groups[0][:3] and rows[1] == groups[0][3:]
    assert all(len(r) <= WIDEST for r in rows)
    assert arrange([]) == []


@pytest.mark.parametrize("variant", ["short", "long"])
def test_rows_group_by_starting_point_on_random_positions(variant: str) -> None:
    rng = random.Random(21 if variant == "short" else 22)
    dice = RandomDice(rng)
    tr = Translator("ru")
    checked = mixed = 0
    for _ in range(8):
        game = Game.new(variant, dice)
        while not game.finished:
            if game.turn_complete:
                game = game.finish_turn(dice)
                continue
            table = Table(seq=5, stage="play", game=game)
            kb = game_keyboard(_record(variant), table, tr)
            assert kb is not None
            rows = [[(b.text, str(b.callback_data)) for b in r] for r in kb.inline_keyboard]
            move_rows = [r for r in rows if all(_origin(d) is not None for _, d in r)]
            controls = [r for r in rows if all(_origin(d) is None for _, d in r)]
            assert len(move_rows) + len(controls) == len(rows)  # no row mixes the two
            assert rows[:len(move_rows)] == move_rows  # controls only after the moves
            assert len(controls) <= 1
            assert sum(len(r) for r in rows) <= 100 and all(len(r) <= 8 for r in rows)
            origins = [[_origin(d) for _, d in r] for r in move_rows]
            flat = [o for r in origins for o in r]
            assert flat == sorted(flat, key=lambda o: -o)  # type: ignore[operator]
            for r in origins:
                if len(set(r)) > 1:  # a shared row holds whole groups only
                    mixed += 1
                    assert all(flat.count(o) == r.count(o) for o in set(r))
                    texts = {o: [t for row in move_rows for t, d in row if _origin(d) == o]
                             for o in dict.fromkeys(flat)}
                    assert len(move_rows) > MAX_ROWS or sum(
                        len(_chunks(ts, ROW, row_fits)) for ts in texts.values()) > MAX_ROWS
            if len(move_rows) <= MAX_ROWS and all(len(set(r)) == 1 for r in origins):
                assert all(len(r) <= ROW for r in origins)
            # every legal step is reachable: as a single-step button, or merged with one
            # of the same result
            singles = [StepCB.unpack(d) for r in move_rows for _, d in r
                       if d.startswith(StepCB.__prefix__ + ":")]
            results = {game.play_step(c.f, c.t, c.d).current_position for c in singles}
            steps = game.legal_steps()
            assert {game.play_step(*st).current_position for st in steps} == results
            checked += 1
            st = rng.choice(steps)
            game = game.play_step(st.frm, st.to, st.die)
    assert checked > 300
    assert mixed > 0 or variant == "long"  # the shared rows are exercised on short boards
