"""Matches: their rows (compare-and-set like games), the finished games filed under them,
and the players' match statistics. Semantics: `storage.api.Storage` and
`storage.match_api`."""

from __future__ import annotations

from typing import Any, Final

from storage.dialect import Conn, Row, UniqueViolation
from storage.match_api import (
    ActiveMatchExists,
    MatchNotFound,
    MatchRecord,
    MatchResult,
    NewMatch,
    PlayerMatchStats,
)
from storage.rows import (
    FINISHED,
    MATCH_COLS,
    MATCH_STATS_COLS,
    check_new_match,
    check_score,
    check_variant,
    match_from_row,
)
from storage.sql.players import PlayersStore
from storage.values import UNSET, FinishedGame, StaleVersion, StorageError, Variant, _Unset

_INSERT: Final = (
    "INSERT INTO matches (chat_id, variant, opponent, ai_level, target, cube, status, state, "
    "player0_id, player1_id, player0_name, player1_name, creator_id, version, created_at, "
    f"updated_at) VALUES (?, ?, ?, ?, ?, ?, 'active', ?, ?, ?, ?, ?, ?, 1, ?, ?) "
    f"RETURNING {MATCH_COLS}"
)


class MatchesStore(PlayersStore):
    """Matches and match statistics."""

    def _match(self, row: Row) -> MatchRecord:
        return match_from_row(row, self._db.to_datetime)

    async def _missing_match(self, conn: Conn, match_id: int, expected: int) -> None:
        """Raise the right error for a compare-and-set on a match that matched no row."""
        row = await conn.fetchrow("SELECT version, status FROM matches WHERE match_id = ?",
                                  match_id)
        if row is not None and row[1] == "active":
            raise StaleVersion(match_id, expected, row[0])
        raise MatchNotFound(match_id, finished=row is not None)

    async def create_match(self, new: NewMatch) -> MatchRecord:
        check_new_match(new)
        now = self._now()
        params = (
            new.chat_id, new.variant, new.opponent, new.ai_level, new.target, new.cube,
            new.state, new.player0_id, new.player1_id, new.player0_name, new.player1_name,
            new.creator_id, now, now,
        )  # fmt: skip

        async def work(conn: Conn) -> Row | None:
            try:
                return await conn.fetchrow(_INSERT, *params)
            except UniqueViolation as exc:
                row = await conn.fetchrow(
                    "SELECT match_id FROM matches WHERE chat_id = ? AND status = 'active'",
                    new.chat_id,
                )
                if row is not None:
                    raise ActiveMatchExists(new.chat_id, row[0]) from exc
                raise

        row = await self._db.run(work)
        assert row is not None
        return self._match(row)

    async def get_match(self, match_id: int) -> MatchRecord | None:
        row = await self._db.fetchrow(f"SELECT {MATCH_COLS} FROM matches WHERE match_id = ?",
                                      match_id)
        return None if row is None else self._match(row)

    async def get_active_match(self, chat_id: int) -> MatchRecord | None:
        row = await self._db.fetchrow(
            f"SELECT {MATCH_COLS} FROM matches WHERE chat_id = ? AND status = 'active'", chat_id
        )
        return None if row is None else self._match(row)

    async def active_matches(self) -> list[MatchRecord]:
        rows = await self._db.fetch(
            f"SELECT {MATCH_COLS} FROM matches WHERE status = 'active' ORDER BY match_id"
        )
        return [self._match(r) for r in rows]

    async def update_match(
        self,
        match_id: int,
        expected_version: int,
        *,
        state: str | _Unset = UNSET,
        score: tuple[int, int] | _Unset = UNSET,
    ) -> MatchRecord:
        if state is None:
            raise ValueError("state cannot be None")
        sets: dict[str, Any] = {"updated_at": self._now()}
        if not isinstance(state, _Unset):
            sets["state"] = state
        if not isinstance(score, _Unset):
            check_score(score)
            sets["score0"], sets["score1"] = score
        return self._match(await self._compare_and_set(
            "matches", "match_id", match_id, expected_version, sets, MATCH_COLS,
            self._missing_match, where=" AND status = 'active'"))

    async def finish_match(
        self, match_id: int, expected_version: int, result: MatchResult
    ) -> MatchRecord:
        async def body(conn: Conn) -> MatchRecord:
            row = await conn.fetchrow(
                f"SELECT {MATCH_COLS} FROM matches WHERE match_id = ? AND version = ? "
                f"AND status = 'active'{self._db.for_update}",
                match_id, expected_version,
            )  # fmt: skip
            if row is None:
                await self._missing_match(conn, match_id, expected_version)
                raise AssertionError("unreachable")
            m = self._match(row)
            now = self._now()
            winner_id = loser_id = None
            change: float | None = None
            if result.winner is not None:
                ids = (m.player0_id, m.player1_id)
                winner_id, loser_id = ids[result.winner], ids[1 - result.winner]
                change = await self._record_match_stats(conn, m, result.winner, now)
            state = m.state if result.final_state is None else result.final_state
            out = await conn.fetchrow(
                "UPDATE matches SET status = 'finished', state = ?, score0 = ?, score1 = ?, "
                "winner = ?, winner_id = ?, loser_id = ?, reason = ?, rating_change = ?, "
                "version = version + 1, updated_at = ?, finished_at = ? WHERE match_id = ? "
                f"RETURNING {MATCH_COLS}",
                state, result.score[0], result.score[1], result.winner, winner_id, loser_id,
                result.reason, change, now, now, match_id,
            )  # fmt: skip
            assert out is not None
            return self._match(out)

        return await self._db.transaction(body)

    async def list_matches(
        self,
        *,
        chat_id: int | None = None,
        user_id: int | None = None,
        finished_only: bool = False,
        limit: int = 20,
    ) -> list[MatchRecord]:
        where: list[str] = []
        params: list[Any] = []
        if chat_id is not None:
            where.append("chat_id = ?")
            params.append(chat_id)
        if user_id is not None:
            where.append("(player0_id = ? OR player1_id = ?)")
            params += [user_id, user_id]
        if finished_only:
            where.append("status = 'finished'")
        sql = f"SELECT {MATCH_COLS} FROM matches"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY updated_at DESC, match_id DESC LIMIT ?"
        return [self._match(r) for r in await self._db.fetch(sql, *params, max(0, limit))]

    async def link_finished_game(self, game_id: int, match_id: int, game_no: int) -> FinishedGame:
        if game_no < 1:
            raise ValueError(f"game numbers start at 1, not {game_no!r}")

        async def body(conn: Conn) -> FinishedGame:
            if await conn.fetchrow("SELECT 1 FROM matches WHERE match_id = ?", match_id) is None:
                raise MatchNotFound(match_id)
            try:
                row = await conn.fetchrow(
                    "UPDATE finished_games SET match_id = ?, game_no = ? WHERE game_id = ? "
                    f"RETURNING {FINISHED.columns}",
                    match_id, game_no, game_id,
                )  # fmt: skip
            except UniqueViolation as exc:
                raise StorageError(f"match {match_id} already has a game {game_no}") from exc
            if row is None:
                raise StorageError(f"no finished game {game_id}")
            return FINISHED.load(row, self._db.to_datetime)

        return await self._db.transaction(body)

    async def match_games(self, match_id: int) -> list[FinishedGame]:
        rows = await self._db.fetch(
            f"SELECT {FINISHED.columns} FROM finished_games WHERE match_id = ? ORDER BY game_no",
            match_id,
        )
        return [FINISHED.load(r, self._db.to_datetime) for r in rows]

    async def player_match_stats(self, user_id: int, variant: Variant) -> PlayerMatchStats:
        check_variant(variant)
        row = await self._db.fetchrow(
            f"SELECT {MATCH_STATS_COLS} FROM player_match_stats WHERE user_id = ? "
            "AND variant = ?",
            user_id, variant,
        )  # fmt: skip
        if row is None:
            return PlayerMatchStats(user_id, variant)
        return PlayerMatchStats(user_id, variant, *row)
