"""Tournament rows (read, changed by compare-and-set) and their entrants: the part of
`storage.sql.tournaments.TournamentsStore` that the rest builds on. Semantics:
`storage.tournament_api`."""

from __future__ import annotations

from typing import Any, Final

from storage.dialect import Conn, Row
from storage.sql.pairings import PairingsStore
from storage.tournament_api import (
    EntrantRecord,
    TournamentConflict,
    TournamentNotFound,
    TournamentRecord,
)

COLS: Final = (
    "tournament_id, chat_id, creator_id, format, variant, target, cube, max_players, "
    "round_deadline_s, status, rounds_total, current_round, lobby_message_id, "
    "standings_message_id, version, created_at, updated_at, finished_at, time_control, "
    "league, boards, language"
)
_ENTRANT_COLS: Final = "tournament_id, user_id, name, rating, joined_at, withdrawn_at"


class TournamentRows(PairingsStore):
    """The tournament rows and the entrants."""

    def _tournament(self, row: Row) -> TournamentRecord:
        dt = self._db.to_datetime
        return TournamentRecord(
            tournament_id=row[0], chat_id=row[1], creator_id=row[2], format=row[3],
            variant=row[4], target=row[5], cube=bool(row[6]), max_players=row[7],
            round_deadline_s=row[8], status=row[9], rounds_total=row[10],
            current_round=row[11], lobby_message_id=row[12], standings_message_id=row[13],
            version=row[14], created_at=dt(row[15]),  # type: ignore[arg-type]
            updated_at=dt(row[16]),  # type: ignore[arg-type]
            finished_at=dt(row[17]), time_control=row[18], league=bool(row[19]),
            boards=row[20], language=row[21],
        )  # fmt: skip

    async def _row(self, conn: Conn, tournament_id: int) -> TournamentRecord:
        row = await conn.fetchrow(
            f"SELECT {COLS} FROM tournaments WHERE tournament_id = ?", tournament_id
        )
        if row is None:
            raise TournamentNotFound(tournament_id)
        return self._tournament(row)

    async def _change(
        self, conn: Conn, tournament_id: int, expected: int, sets: dict[str, Any], where: str
    ) -> TournamentRecord:
        """Compare-and-set on the tournament row; `TournamentConflict` when it matched none."""
        sql = (
            f"UPDATE tournaments SET version = version + 1, updated_at = ?, "
            f"{', '.join(f'{name} = ?' for name in sets)} "
            f"WHERE tournament_id = ? AND version = ? {where} RETURNING {COLS}"
        )
        row = await conn.fetchrow(sql, self._now(), *sets.values(), tournament_id, expected)
        if row is None:
            raise TournamentConflict(tournament_id, await self._row(conn, tournament_id))
        return self._tournament(row)

    # -- entrants -------------------------------------------------------------------------

    async def join_tournament(
        self, tournament_id: int, user_id: int, name: str, rating: float
    ) -> bool:
        """Enter ``user_id`` into the tournament's lobby: True if they were added; False if
        already in, the lobby is full or the tournament has started."""

        async def work(conn: Conn) -> bool:
            # the count and the insert under the tournament row's lock: one joiner at a time
            t = await self._lock(conn, tournament_id)
            if t.status != "lobby":
                return False
            count = await conn.fetchrow(
                "SELECT COUNT(*) FROM tournament_entrants WHERE tournament_id = ?",
                tournament_id,
            )
            assert count is not None
            if count[0] >= t.max_players:
                return False
            row = await conn.fetchrow(
                f"INSERT INTO tournament_entrants ({_ENTRANT_COLS}) VALUES (?, ?, ?, ?, ?, NULL) "
                "ON CONFLICT (tournament_id, user_id) DO NOTHING RETURNING user_id",
                tournament_id, user_id, name, rating, self._now(),
            )  # fmt: skip
            return row is not None

        return await self._db.transaction(work)

    async def _lock(self, conn: Conn, tournament_id: int) -> TournamentRecord:
        """The tournament row, locked for the transaction (a no-op update)."""
        row = await conn.fetchrow(
            f"UPDATE tournaments SET version = version WHERE tournament_id = ? RETURNING {COLS}",
            tournament_id,
        )
        if row is None:
            raise TournamentNotFound(tournament_id)
        return self._tournament(row)

    async def leave_tournament(self, tournament_id: int, user_id: int) -> bool:
        """In the lobby: remove ``user_id``; once running: mark them withdrawn. True if
        this call changed something."""

        async def work(conn: Conn) -> bool:
            t = await self._lock(conn, tournament_id)
            if t.status == "lobby":
                row = await conn.fetchrow(
                    "DELETE FROM tournament_entrants WHERE tournament_id = ? AND user_id = ? "
                    "RETURNING user_id",
                    tournament_id, user_id,
                )  # fmt: skip
            elif t.status == "running":
                row = await conn.fetchrow(
                    "UPDATE tournament_entrants SET withdrawn_at = ? WHERE tournament_id = ? "
                    "AND user_id = ? AND withdrawn_at IS NULL RETURNING user_id",
                    self._now(), tournament_id, user_id,
                )  # fmt: skip
            else:
                return False
            return row is not None

        return await self._db.transaction(work)

    async def tournament_entrants(self, tournament_id: int) -> list[EntrantRecord]:
        """The entrants in the order they joined."""
        rows = await self._db.fetch(
            f"SELECT {_ENTRANT_COLS} FROM tournament_entrants WHERE tournament_id = ? "
            "ORDER BY joined_at, user_id",
            tournament_id,
        )
        dt = self._db.to_datetime
        return [
            EntrantRecord(r[0], r[1], r[2], float(r[3]), dt(r[4]), dt(r[5]))  # type: ignore[arg-type]
            for r in rows
        ]
