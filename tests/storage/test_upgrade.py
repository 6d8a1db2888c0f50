"""Databases made by the schema-6 storage code (``tests/storage/data``, see its README)
upgrade in place on both backends: every row reads back exactly as from a database filled
with the same calls by this code, the upgraded tables have the columns of a new database,
and the games, matches and (PostgreSQL) the coordination's jobs and boards carry on."""

from __future__ import annotations

import shutil
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import asyncpg  # type: ignore[import-untyped]

from storage import GameResult, MatchResult, NewGame, NewMatch, open_storage
from storage.coordination import PgCoordination
from storage.migrations import SCHEMA_VERSION
from tests.storage.helpers import (
    db_query,
)

DATA = Path(__file__).resolve().parent / "data"
T0 = 1_790_000_000.0


class Clock:
    """The clock the data was made with: 1.5 s further at every reading."""

    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        self.now += 1.5
        return self.now


def _game(chat: int, w: int, b: int | None, **kw: Any) -> NewGame:
    base: dict[str, Any] = dict(
        chat_id=chat, variant="long", opponent="friend", creator_id=w, state=f"S-{chat}",
        status="active", white_id=w, black_id=b, white_name=f"Игрок {w}",
        black_name=None if b is None else f"Player {b}",
    )  # fmt: skip
    base.update(kw)
    return NewGame(**base)


async def _fill(st: Any) -> None:
    """The calls that filled the files of ``tests/storage/data`` (its README)."""
    await st.upsert_player(1, "Аня", language="ru")
    await st.upsert_player(2, "Bob", language="en")
    await st.upsert_player(3, "Кира")
    await st.update_chat_settings(-100, language="ru", default_variant="short",
                                  inactivity_timeout_s=3600, auto_finish=False)
    await st.update_chat_settings(-200, lobby_timeout_s=600)
    g = await st.create_game(_game(-100, 1, 2, history="24/18;"))
    g = await st.update_game(g.game_id, g.version, state="S-mid", history="24/18;13/7;",
                             moved=True)
    await st.finish_game(g.game_id, g.version, GameResult("borne_off", "white", 2, gammon=True))
    g = await st.create_game(_game(-100, 2, None, opponent="ai", ai_level="hard",
                                   variant="short"))
    await st.finish_game(g.game_id, g.version, GameResult("resigned", "black", 1))
    g = await st.create_game(_game(-200, 3, None, status="lobby"))
    await st.finish_game(g.game_id, g.version, GameResult.cancelled())
    g = await st.create_game(_game(-200, 3, 1, variant="short"))
    await st.finish_game(g.game_id, g.version, GameResult("passed", "black", 2))
    m = await st.create_match(NewMatch(chat_id=-300, variant="long", opponent="friend",
                                       creator_id=1, target=3, cube=True, state="M1",
                                       player0_id=1, player1_id=2, player0_name="Аня",
                                       player1_name="Bob"))
    for no, (win, pts) in enumerate((("white", 1), ("black", 2)), 1):
        g = await st.create_game(_game(-300, 1, 2))
        f = await st.finish_game(g.game_id, g.version, GameResult("borne_off", win, pts))
        await st.link_finished_game(f.game_id, m.match_id, no)
    m = await st.update_match(m.match_id, m.version, state="M2", score=(1, 2))
    await st.finish_match(m.match_id, m.version, MatchResult("score", (1, 3), winner=1))
    m2 = await st.create_match(NewMatch(chat_id=-400, variant="short", opponent="ai",
                                        creator_id=3, target=5, cube=False, state="M-ai",
                                        player0_id=3, player0_name="Кира", ai_level="easy"))
    await st.update_match(m2.match_id, m2.version, score=(2, 0))
    g = await st.create_game(_game(-100, 1, 3, message_id=77,
                                   expires_at=datetime.fromtimestamp(T0 + 7200, UTC)))
    await st.update_game(g.game_id, g.version, state="S-now", history="6/1;", moved=True)
    await st.create_game(_game(-200, 2, None, status="lobby", variant="short"))
    await st.create_game(_game(2**62 + 5, 1, 2, inline_message_id="AQAAAInline-5"))
    await st.create_game(_game(-400, 3, None, opponent="ai", ai_level="easy", variant="short"))
    await st.save_analysis(1, '{"moves": []}')
    await st.set_hint_consent(-100, 1, True)
    await st.set_hint_consent(-100, 2, True)


async def _everything(st: Any) -> dict[str, Any]:
    """Every row of the data, read through the `Storage` interface."""
    far = datetime.fromtimestamp(T0 + 10**6, UTC)
    chats = (-100, -200, -300, -400, 2**62 + 5)
    return {
        "players": [await st.get_player(u) for u in (1, 2, 3)],
        "stats": [await st.player_stats(u, v) for u in (1, 2, 3) for v in ("short", "long")],
        "match stats": [await st.player_match_stats(u, v) for u in (1, 2, 3)
                        for v in ("short", "long")],
        "settings": [await st.get_chat_settings(c) for c in chats],
        "history": await st.list_finished_games(limit=100),
        "finished": [await st.get_finished_game(i) for i in range(1, 8)],
        "active": await st.list_active_games(),
        "unfinished": [await st.get_active_game(c) for c in chats],
        "lobbies": await st.expired_lobbies(far),
        "overdue": await st.overdue_games(far),
        "clock due": await st.clock_due_games(far),
        "matches": await st.list_matches(limit=100),
        "active matches": await st.active_matches(),
        "match games": await st.match_games(1),
        "analysis": [await st.get_analysis(i) for i in (1, 2)],
        "luck": [await st.get_luck(i) for i in (1, 2)],
        "consents": await st.hint_consents(-100),
        "leaderboards": [await st.chat_leaderboard(c, v, order=o) for c in (-100, -200, -300)
                         for v in ("short", "long") for o in ("rating", "wins")],
    }


async def _expected(target: str) -> dict[str, Any]:
    async with await open_storage(target, clock=Clock()) as st:
        await _fill(st)
        return await _everything(st)


async def _carry_on(st: Any) -> None:
    """The upgraded data is played on: a game and a match in progress finish, and new
    ids come after the old ones."""
    game = await st.get_active_game(-100)
    assert (game.game_id, game.version, game.state, game.message_id) == (7, 2, "S-now", 77)
    assert (game.dice_seed, game.dice_commitment) == (None, None)
    game = await st.update_game(game.game_id, game.version, state="S-end", moved=True,
                                dice_seed="ab" * 32, dice_commitment="cd" * 32)
    done = await st.finish_game(game.game_id, game.version, GameResult("timeout", "black", 1))
    assert (done.winner_id, done.loser_id, done.final_state) == (3, 1, "S-end")
    assert (done.dice_seed, done.dice_commitment) == ("ab" * 32, "cd" * 32)
    assert (await st.player_stats(3, "long")).wins == 1
    match = await st.get_active_match(-400)
    assert (match.match_id, match.score, match.cube) == (2, (2, 0), False)
    over = await st.finish_match(match.match_id, match.version,
                                 MatchResult("score", (5, 0), winner=0))
    assert over.winner_id == 3 and (await st.player_match_stats(3, "short")).wins == 1
    await st.save_luck(done.game_id, "L")
    assert await st.get_luck(done.game_id) == "L" and await st.get_analysis(done.game_id) is None
    new = await st.create_game(_game(-100, 2, 1))
    assert new.game_id == 11
    assert (await st.create_match(NewMatch(chat_id=-500, variant="long", opponent="ai",
                                           creator_id=1, target=1, cube=True,
                                           state="M"))).match_id == 3


async def test_a_schema6_sqlite_file_upgrades_in_place(sqlite_path: Path, tmp_path: Path) -> None:
    sqlite_path.parent.mkdir(parents=True)
    shutil.copy(DATA / "schema6.sqlite3", sqlite_path)
    assert db_query(sqlite_path, "PRAGMA user_version") == [(6,)]
    async with await open_storage(sqlite_path, clock=Clock()) as st:
        assert db_query(sqlite_path, "PRAGMA user_version") == [(SCHEMA_VERSION,)]
        upgraded = await _everything(st)
        assert upgraded == await _expected(str(tmp_path / "new.sqlite3"))
        assert upgraded["finished"][0].gammon is True and upgraded["finished"][6] is None
        assert upgraded["players"][0].name == "Аня" and upgraded["players"][0].language == "ru"
        assert upgraded["settings"][0].auto_finish is False
        assert upgraded["unfinished"][4].inline_message_id == "AQAAAInline-5"
        assert {f.dice_seed for f in upgraded["history"]} == {None}
        await _carry_on(st)
    for table in ("games", "finished_games"):
        names = {r[0] for r in db_query(sqlite_path, f"SELECT name FROM pragma_table_info('{table}')")}
        assert {"dice_seed", "dice_commitment"} <= names, table
    assert db_query(sqlite_path, "SELECT count(*) FROM nardy_jobs") == [(0,)]
    fresh = tmp_path / "new.sqlite3"
    for table in ("games", "finished_games", "matches", "chat_settings", "nardy_boards"):
        columns = f"SELECT name, type FROM pragma_table_info('{table}') ORDER BY name"
        assert db_query(sqlite_path, columns) == db_query(fresh, columns), table


async def _load_dump(url: str, path: Path) -> None:
    con = await asyncpg.connect(url)
    try:
        await con.execute(path.read_text(encoding="utf-8"))
    finally:
        await con.close()


_PG_COLUMNS = ("SELECT table_name, column_name, data_type, is_nullable FROM "
               "information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2")


async def test_a_schema6_postgresql_dump_upgrades_in_place(pg_url: str, pg_admin_url: str) -> None:
    from testkit.pgserver import drop_database, fresh_database

    await _load_dump(pg_url, DATA / "schema6.pg.sql")
    assert db_query(pg_url, "SELECT version FROM nardy_schema") == [(6,)]
    async with await open_storage(pg_url, clock=Clock()) as st:
        assert db_query(pg_url, "SELECT version FROM nardy_schema") == [(SCHEMA_VERSION,)]
        upgraded = await _everything(st)
        fresh = await fresh_database(pg_admin_url)
        try:
            assert upgraded == await _expected(fresh)
            columns = db_query(pg_url, _PG_COLUMNS)
            assert columns == db_query(fresh, _PG_COLUMNS)
            assert {(t, c) for t, c, _, _ in columns if c.startswith("clock")} == {
                ("finished_games", "clock"), ("games", "clock"), ("games", "clock_deadline")}
            assert {(t, c) for t, c, _, _ in columns if c.startswith("dice_")} == {
                (t, c) for t in ("finished_games", "games")
                for c in ("dice_commitment", "dice_seed")}
        finally:
            await drop_database(pg_admin_url, fresh)
        assert upgraded["finished"][0].gammon is True and upgraded["finished"][6] is None
        assert upgraded["unfinished"][4].inline_message_id == "AQAAAInline-5"
        await _carry_on(st)
    # The coordination's rows made before its tables were part of the schema carry on.
    coordination = await PgCoordination.open(pg_url, owner="after", max_size=2)
    try:
        [job] = await coordination.claim_jobs(lease=30.0)
        assert (job.kind, job.key, job.payload) == ("ai", 5, "p")
        async with coordination.board_edit(5, 2) as old:
            assert not old.newest
        async with coordination.board_edit(5, 4) as edit:
            assert edit.newest and edit.message_id == 77
    finally:
        await coordination.close()
