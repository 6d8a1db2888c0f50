"""Unfinished games (lobbies and games in play, in chats and in inline messages) and the
history of finished games.

Semantics: `storage.api.Storage`. A game played in an inline message is a game like any
other, keyed by its ``inline_message_id`` (one unfinished game per inline message, like one
per chat). Every change of an unfinished game is a compare-and-set on ``version``;
finishing one moves it to ``finished_games`` and counts its result (`PlayersStore`) in one
transaction.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Final

from storage.dialect import Conn, Row, UniqueViolation
from storage.rows import (
    FINISHED,
    GAME,
    GAME_STATUSES,
    NEW_GAME_COLS,
    OPPONENTS,
    check_aware,
    check_variant,
    finished_record,
    game_update_fields,
)
from storage.sql.players import PlayersStore
from storage.values import (
    UNSET,
    ActiveGameExists,
    FinishedGame,
    GameNotFound,
    GameRecord,
    GameResult,
    GameStatus,
    NewGame,
    StaleVersion,
    StorageError,
    Variant,
    _Unset,
)

_INSERT: Final = (
    f"INSERT INTO games ({', '.join(NEW_GAME_COLS)}, version, created_at, updated_at) "
    f"VALUES ({', '.join('?' for _ in NEW_GAME_COLS)}, 1, ?, ?) RETURNING {GAME.columns}"
)
_UNFINISHED: Final = "status IN ('lobby', 'active')"


class GamesStore(PlayersStore):
    """Unfinished and finished games."""

    def _game(self, row: Row) -> GameRecord:
        return GAME.load(row, self._db.to_datetime)

    def _games(self, rows: list[Row]) -> list[GameRecord]:
        return [GAME.load(row, self._db.to_datetime) for row in rows]

    async def _missing(self, conn: Conn, game_id: int, expected: int) -> None:
        """Raise the right error for a compare-and-set that matched no row."""
        row = await conn.fetchrow("SELECT version FROM games WHERE game_id = ?", game_id)
        if row is not None:
            raise StaleVersion(game_id, expected, row[0])
        row = await conn.fetchrow("SELECT 1 FROM finished_games WHERE game_id = ?", game_id)
        raise GameNotFound(game_id, finished=row is not None)

    async def create_game(self, new: NewGame) -> GameRecord:
        check_variant(new.variant)
        if new.opponent not in OPPONENTS:
            raise ValueError(f"unknown opponent kind {new.opponent!r}")
        if new.status not in GAME_STATUSES:
            raise ValueError(f"unknown status {new.status!r}")
        check_aware(new.expires_at)
        now = self._now()
        params = [getattr(new, name) for name in NEW_GAME_COLS]

        async def work(conn: Conn) -> Row | None:
            try:
                return await conn.fetchrow(_INSERT, *params, now, now)
            except UniqueViolation as exc:
                row = await conn.fetchrow(
                    f"SELECT game_id FROM games WHERE chat_id = ? AND {_UNFINISHED}",
                    new.chat_id,
                )
                if row is not None:
                    raise ActiveGameExists(new.chat_id, row[0]) from exc
                raise StorageError(f"cannot create game: {exc}") from exc

        row = await self._db.run(work)
        assert row is not None
        return self._game(row)

    async def get_game(self, game_id: int) -> GameRecord | None:
        row = await self._db.fetchrow(f"SELECT {GAME.columns} FROM games WHERE game_id = ?",
                                      game_id)
        return None if row is None else self._game(row)

    async def get_active_game(self, chat_id: int) -> GameRecord | None:
        row = await self._db.fetchrow(
            f"SELECT {GAME.columns} FROM games WHERE chat_id = ? AND {_UNFINISHED}", chat_id
        )
        return None if row is None else self._game(row)

    async def update_game(
        self,
        game_id: int,
        expected_version: int,
        *,
        state: str | _Unset = UNSET,
        history: str | _Unset = UNSET,
        status: GameStatus | _Unset = UNSET,
        variant: Variant | _Unset = UNSET,
        ai_level: str | None | _Unset = UNSET,
        white_id: int | None | _Unset = UNSET,
        black_id: int | None | _Unset = UNSET,
        white_name: str | None | _Unset = UNSET,
        black_name: str | None | _Unset = UNSET,
        message_id: int | None | _Unset = UNSET,
        expires_at: datetime | None | _Unset = UNSET,
        dice_seed: str | None | _Unset = UNSET,
        dice_commitment: str | None | _Unset = UNSET,
        time_control: str | None | _Unset = UNSET,
        clock: str | None | _Unset = UNSET,
        clock_deadline: datetime | None | _Unset = UNSET,
        inline_message_id: str | None | _Unset = UNSET,
        moved: bool = False,
    ) -> GameRecord:
        fields = game_update_fields(
            state=state, history=history, status=status, variant=variant,
            ai_level=ai_level, white_id=white_id, black_id=black_id, white_name=white_name,
            black_name=black_name, message_id=message_id, expires_at=expires_at,
            dice_seed=dice_seed, dice_commitment=dice_commitment, to_stored=check_aware,
            time_control=time_control, clock=clock, clock_deadline=clock_deadline,
            inline_message_id=inline_message_id,
        )  # fmt: skip
        now = self._now()
        sets = {"updated_at": now, "last_move_at": now} if moved else {"updated_at": now}
        sets.update(fields)
        return self._game(await self._compare_and_set(
            "games", "game_id", game_id, expected_version, sets, GAME.columns, self._missing))

    async def finish_game(
        self, game_id: int, expected_version: int, result: GameResult
    ) -> FinishedGame:
        async def body(conn: Conn) -> FinishedGame:
            row = await conn.fetchrow(
                f"DELETE FROM games WHERE game_id = ? AND version = ? RETURNING {GAME.columns}",
                game_id, expected_version,
            )  # fmt: skip
            if row is None:
                await self._missing(conn, game_id, expected_version)
                raise AssertionError("unreachable")
            game = self._game(row)
            now = self._now()
            change = None
            if result.winner is not None:
                change = await self._record_stats(conn, game, result, now)
            finished = finished_record(game, result, change, now)
            await conn.execute(
                f"INSERT INTO finished_games ({FINISHED.columns}) "
                f"VALUES ({', '.join('?' for _ in FINISHED.names)})",
                *FINISHED.values(finished),
            )  # fmt: skip
            return finished

        return await self._db.transaction(body)

    async def list_active_games(self) -> list[GameRecord]:
        return self._games(await self._db.fetch(
            f"SELECT {GAME.columns} FROM games WHERE status = 'active' "
            "ORDER BY updated_at, game_id"
        ))  # fmt: skip

    async def expired_lobbies(self, older_than: datetime) -> list[GameRecord]:
        return self._games(await self._db.fetch(
            f"SELECT {GAME.columns} FROM games WHERE status = 'lobby' AND updated_at < ? "
            "ORDER BY updated_at, game_id",
            check_aware(older_than),
        ))  # fmt: skip

    async def overdue_games(self, now: datetime) -> list[GameRecord]:
        return self._games(await self._db.fetch(
            f"SELECT {GAME.columns} FROM games WHERE expires_at IS NOT NULL "
            "AND expires_at <= ? ORDER BY expires_at, game_id",
            check_aware(now),
        ))  # fmt: skip

    async def clock_due_games(self, now: datetime) -> list[GameRecord]:
        return self._games(await self._db.fetch(
            f"SELECT {GAME.columns} FROM games WHERE clock_deadline IS NOT NULL "
            "AND clock_deadline <= ? ORDER BY clock_deadline, game_id",
            check_aware(now),
        ))  # fmt: skip

    # ------------------------------------------------------------------ history

    async def get_finished_game(self, game_id: int) -> FinishedGame | None:
        row = await self._db.fetchrow(
            f"SELECT {FINISHED.columns} FROM finished_games WHERE game_id = ?", game_id
        )
        return None if row is None else FINISHED.load(row, self._db.to_datetime)

    async def list_finished_games(
        self,
        *,
        chat_id: int | None = None,
        user_id: int | None = None,
        limit: int = 20,
    ) -> list[FinishedGame]:
        where: list[str] = []
        params: list[Any] = []
        if chat_id is not None:
            where.append("chat_id = ?")
            params.append(chat_id)
        if user_id is not None:
            where.append("(white_id = ? OR black_id = ?)")
            params += [user_id, user_id]
        clause = f"WHERE {' AND '.join(where)} " if where else ""
        rows = await self._db.fetch(
            f"SELECT {FINISHED.columns} FROM finished_games {clause}"
            "ORDER BY finished_at DESC, game_id DESC LIMIT ?",
            *params, max(0, limit),
        )  # fmt: skip
        return [FINISHED.load(row, self._db.to_datetime) for row in rows]
