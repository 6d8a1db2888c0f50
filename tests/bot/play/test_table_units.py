"""Pure parts of the game table: combined buttons, plain captions, forced rests, the
stored log, /settings texts, the settings migration and the sender's coalescing."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import aiosqlite

from bot.callbacks import ComboCB, StepCB
from bot.delivery.sender import BoardSender, Frame, TokenBucket
from bot.i18n import Translator
from bot.model.state import LogEntry, Table
from bot.model.turns import after_turn, combo_for, forced_rest, keyboard_moves, lost_dice
from bot.views import game_caption, game_keyboard
from bot.views.game import board_picture
from bot.views.keyboard import WIDEST, moves_text, row_fits
from bot.views.settings import settings_keyboard, settings_text
from engine import BLACK, WHITE, Game, Position, RandomDice, start_position
from rendering import BoardView
from storage import GameRecord, open_storage
from storage.migrations import MIGRATIONS
from testkit.clock import ManualClock


def _record(opponent: str = "friend", variant: str = "long") -> GameRecord:
    now = datetime.now(UTC)
    return GameRecord(game_id=42, chat_id=-100, variant=variant, opponent=opponent,  # type: ignore[arg-type]
                      ai_level="medium" if opponent == "ai" else None, status="active",
                      state="", history="", white_id=1, black_id=None if opponent == "ai" else 2,
                      white_name="Аня", black_name="Борис", creator_id=1, message_id=None,
                      version=1, created_at=now, updated_at=now, last_move_at=None,
                      expires_at=None)


def _after_opening(variant: str, dice: tuple[int, int], color: int) -> Game:
    """A game whose first turn is ``color``'s with ``dice``."""
    for seed in range(500):
        g = Game.new(variant, RandomDice(random.Random(seed)))
        if g.turn_color == color and g.dice == dice:
            return g
    raise AssertionError("no such opening")


def test_combined_buttons_pack_small_and_resolve_only_current_buttons() -> None:
    game = _after_opening("long", (4, 3), WHITE)
    moves = keyboard_moves(game)
    combined = [c for c in moves if not c.single]
    assert [(c.frm, c.to) for c in combined] == [(24, 17)]
    kb = game_keyboard(_record(), Table(seq=2**40, stage="play", game=game), Translator("ru"))
    assert kb is not None
    labels = [b.text for row in kb.inline_keyboard for b in row]
    assert labels == ["24→21", "24→20", "24→17"]
    big = ComboCB(g=2**62, v=2**62, f=25, d="6666").pack()
    assert len(big.encode()) <= 64
    # a combined button resolves only with the dice of a current button, in their order
    assert combo_for(game, 24, [4, 3]) is not None
    assert combo_for(game, 24, [3, 4]) is None  # same result as the listed 4-then-3: merged
    assert combo_for(game, 24, [4, 4]) is None and combo_for(game, 13, [4, 3]) is None


TALLEST = 12
"""Rows of move buttons at the most, whatever the labels (seeded games reach 11)."""


def test_layout_fits_a_phone_and_keeps_every_single_step() -> None:
    rng = random.Random(9)
    for variant in ("short", "long"):
        dice = RandomDice(rng)
        for _ in range(2):
            game = Game.new(variant, dice)
            while not game.finished:
                if not game.turn_complete:
                    kb = game_keyboard(_record(variant=variant),
                                       Table(seq=3, stage="play", game=game), Translator("en"))
                    assert kb is not None
                    rows = kb.inline_keyboard
                    moves = [r for r in rows if not str(r[0].callback_data).startswith("t:")]
                    assert all(len(r) <= WIDEST for r in rows)
                    # seven rows, or more where wider rows would not read whole on a phone
                    assert len(moves) <= TALLEST
                    assert all(row_fits([b.text for b in r]) for r in rows)
                    origins = [StepCB.unpack(str(b.callback_data)).f if str(
                        b.callback_data).startswith("s:") else ComboCB.unpack(
                        str(b.callback_data)).f for r in moves for b in r]
                    assert origins == sorted(origins, reverse=True)  # sorted by origin
                    st = rng.choice(game.legal_steps())
                    game = game.play_step(st.frm, st.to, st.die)
                else:
                    game = game.finish_turn(dice)


def test_forced_rest_plays_only_what_needs_no_decision() -> None:
    # the first turn of long nardy: one checker leaves the head, so after its first step
    # the rest is forced; later turns mostly leave a choice
    game = _after_opening("long", (6, 5), WHITE)
    for st in game.legal_steps():
        assert forced_rest(game.play_step(st.frm, st.to, st.die)) is not None
    assert forced_rest(game) is None  # nothing played yet: the turn's start is settle's job
    dice = RandomDice(random.Random(2))
    game = game.play(game.legal_plays()[0], dice)
    game = game.play(game.legal_plays()[0], dice)
    for st in game.legal_steps():
        one = game.play_step(st.frm, st.to, st.die)
        rest = forced_rest(one)
        if rest is not None:
            assert rest.turn_complete and len(rest.steps) > len(one.steps)
        else:
            assert not one.turn_complete
            results = set()
            for s2 in one.legal_steps():
                t = one.play_step(s2.frm, s2.to, s2.die)
                while not t.turn_complete:
                    s3 = t.legal_steps()[0]
                    t = t.play_step(s3.frm, s3.to, s3.die)
                results.add(t.turn.result())
            assert len(results) > 1  # a real choice is left


def test_the_board_in_the_readers_numbering_the_log_in_the_movers() -> None:
    tr = Translator("ru")
    rec = _record()
    game = _after_opening("long", (6, 5), WHITE)
    play = game.legal_plays()[0]
    for seed in range(50):  # Black's roll must leave a choice (else it is played for him)
        dice = RandomDice(random.Random(seed))
        table, _ = after_turn(Table(seq=1, stage="play", game=game), game.play(play, dice),
                              game, play.moves, None, dice)
        if table.game is not None and table.game.turn_color == BLACK:
            break
    entry = table.log[-1]
    assert entry.steps and entry.color == WHITE
    # round trip of the stored log keeps the steps; old entries (without) still read
    assert LogEntry.from_list(entry.to_list()) == entry
    assert LogEntry.from_list([0, 6, 5, "24/18 24/19", "move"]).steps == ()
    assert Table.decode(table.encode()).log == table.log
    caption = game_caption(rec, table, tr)
    black_view = moves_text(entry.steps, WHITE, BLACK, "long", tr)
    white_view = moves_text(entry.steps, WHITE, WHITE, "long", tr)
    assert table.game is not None and table.game.turn_color == BLACK
    # the log writes White's move as White writes it, though Black reads this caption
    assert white_view in caption and black_view not in caption and black_view != white_view
    assert "/" not in caption.split("\n")[2]  # plain arrows, no GNU BG notation
    pos, view = board_picture(rec, table, tr)
    assert view.orientation == BLACK and view.numbering == BLACK
    # against the AI the board stays on the human's side
    _, view = board_picture(_record("ai"), table, tr)
    assert view.orientation == WHITE and view.numbering == WHITE


def test_plain_texts_of_hits_bar_bear_off_and_doubles() -> None:
    ru, en = Translator("ru"), Translator("en")
    assert moves_text(((13, 7, False), (8, 7, True)), WHITE, None, "short", ru) == \
        "13→7, 8→7 (сбита ⚫)"
    assert moves_text(((25, 22, False),), BLACK, None, "short", ru) == "бар→22"
    assert moves_text(((6, 0, False),), WHITE, None, "short", ru) == "6→выброс"
    assert moves_text(((6, 5, False), (6, 5, False)), WHITE, None, "short", ru) == "6→5 ×2"
    assert moves_text(((6, 0, False),), WHITE, None, "short", en) == "6→off"


def test_lost_dice_are_said_and_crossed_out() -> None:
    # find, in seeded random long games, a complete turn that left dice unplayed
    rng = random.Random(4)
    for seed in range(2000):
        dice = RandomDice(random.Random(seed))
        game = Game.new("long", dice)
        for _ in range(6):
            if game.finished:
                break
            if not game.turn_complete:
                plays = game.legal_plays()
                game = game.play(rng.choice(plays), dice) if plays else game
        if game.finished or game.dice is None:
            continue
        for play in game.legal_plays():
            if play.steps and len(play.steps) < (4 if game.dice[0] == game.dice[1] else 2):
                g = game
                for st in play.steps:
                    g = g.play_step(st.frm, st.to, st.die)
                if not g.turn_complete:
                    continue
                lost = lost_dice(g)
                assert lost
                table = Table(seq=1, stage="play", game=g)
                caption = game_caption(_record(), table, Translator("ru"))
                assert "Больше ходов нет" in caption and "Все кубики сыграны" not in caption
                _, view = board_picture(_record(), table, Translator("ru"))
                assert view.dice_lost == lost
                return
    raise AssertionError("no turn with a lost die found")


def test_settings_texts_say_what_each_choice_means() -> None:
    for lang in ("ru", "en"):
        tr = Translator(lang)
        on, off = settings_text(True, tr), settings_text(False, tr)
        assert on != off and tr("settings.on") in on and tr("settings.off") in off
        kb = settings_keyboard(False, tr)
        rows = [[b.text for b in r] for r in kb.inline_keyboard]
        assert len(rows) == 3 and rows[1][0].startswith("✅") and not rows[0][0].startswith("✅")
        assert [r[0].callback_data for r in kb.inline_keyboard] == ["set:on", "set:off", "set:tour"]
        assert rows[2] == [tr("tour.settings.btn.admins")]


async def test_settings_migration_keeps_rows(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    async with await open_storage(path, migrations=MIGRATIONS[:-1]):
        pass
    db = await aiosqlite.connect(path, isolation_level=None)
    await db.execute("INSERT INTO chat_settings (chat_id, language, updated_at) "
                     "VALUES (-7, 'en', 1.0)")
    await db.close()
    async with await open_storage(path) as store:
        old = await store.get_chat_settings(-7)
        assert old.language == "en" and old.auto_finish is None
        s = await store.update_chat_settings(-7, auto_finish=False)
        assert s.auto_finish is False and s.language == "en"
        assert (await store.get_chat_settings(-7)).auto_finish is False
        assert (await store.update_chat_settings(-7, auto_finish=None)).auto_finish is None


async def test_a_deferred_frame_is_never_more_than_one_edit_behind() -> None:
    submitted = [0]
    behind: list[int] = []

    class Bot:
        edits: list[int] = []

        async def edit_message_media(self, *, chat_id: int, message_id: int, media: Any,
                                     reply_markup: Any) -> None:
            seq = int(media.caption.split()[-1])
            behind.append(submitted[0] - seq)
            self.edits.append(seq)

    clock = ManualClock(auto=False)  # the time passes as the test says: no sleeping

    async def render(position: Position, view: BoardView) -> bytes:
        await clock.sleep(0.001)
        return b"\x89PNG fake"

    async def on_new(chat_id: int, game_id: int, message_id: int) -> None:
        return None

    bot = Bot()
    sender = BoardSender(bot, render=render, on_new_message=on_new,  # type: ignore[arg-type]
                         group_per_minute=20, clock=clock, sleep=clock.sleep)
    # one edit per 0.1 s: a press every 0.02 s waits
    sender._buckets[-5] = TokenBucket(1, 10, clock, clock.sleep)
    for seq in range(1, 60):
        submitted[0] = seq
        sender.submit(Frame(chat_id=-5, game_id=1, seq=seq, message_id=7, caption=f"v {seq}",
                            markup=None, picture=(start_position("short"), BoardView())))
        await clock.advance(0.02)
    for _ in range(5):  # the last frame's wait and drawing
        await clock.advance(0.1)
    await sender.drain(5)
    await sender.close()
    assert bot.edits[-1] == 59
    assert len(bot.edits) < 40  # deferred frames were coalesced
    assert max(behind) <= 1  # each edit showed the newest view (or the one just before)

