"""Tournaments: their rows (compare-and-set on every change of status or round) and their
entrants; the rounds and pairings are in `storage.sql.rounds`. Semantics:
`storage.tournament_api`."""

from __future__ import annotations

from typing import Any, Final

from storage.dialect import Conn, Row
from storage.rows import check_variant
from storage.sql.base import StoreBase
from storage.tournament_api import (
    FORMATS,
    EntrantRecord,
    NewTournament,
    TournamentConflict,
    TournamentNotFound,
    TournamentRecord,
)

_COLS: Final = (
    "tournament_id, chat_id, creator_id, format, variant, target, cube, max_players, "
    "round_deadline_s, status, rounds_total, current_round, lobby_message_id, "
    "standings_message_id, version, created_at, updated_at, finished_at, time_control, "
    "league, boards, language"
)
_SETTINGS: Final = frozenset({
    "format", "variant", "target", "cube", "max_players", "round_deadline_s",
    "time_control", "league",
})
_ENTRANT_COLS: Final = "tournament_id, user_id, name, rating, joined_at, withdrawn_at"

class TournamentsStore(StoreBase):
    """Tournaments and their entrants."""

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
            f"SELECT {_COLS} FROM tournaments WHERE tournament_id = ?", tournament_id
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
            f"WHERE tournament_id = ? AND version = ? {where} RETURNING {_COLS}"
        )
        row = await conn.fetchrow(sql, self._now(), *sets.values(), tournament_id, expected)
        if row is None:
            raise TournamentConflict(tournament_id, await self._row(conn, tournament_id))
        return self._tournament(row)

    async def create_tournament(self, new: NewTournament) -> TournamentRecord:
        """Store a tournament in its lobby (version 1, round 0)."""
        check_variant(new.variant)
        if new.format not in FORMATS:
            raise ValueError(f"unknown tournament format {new.format!r}")
        if new.max_players < 3 or not 1 <= new.target <= 25:
            raise ValueError("a tournament has at least 3 players and matches of 1 to 25")
        now = self._now()
        row = await self._db.fetchrow(
            "INSERT INTO tournaments (chat_id, creator_id, format, variant, target, cube, "
            "max_players, round_deadline_s, status, lobby_message_id, created_at, updated_at, "
            "time_control, league, language) "
            f"VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?) RETURNING {_COLS}",
            new.chat_id, new.creator_id, new.format, new.variant, new.target, new.cube,
            new.max_players, new.round_deadline_s, new.lobby_message_id, now, now,
            new.time_control, new.league, new.language,
        )  # fmt: skip
        assert row is not None
        return self._tournament(row)

    async def get_tournament(self, tournament_id: int) -> TournamentRecord | None:
        """The tournament, or None."""
        row = await self._db.fetchrow(
            f"SELECT {_COLS} FROM tournaments WHERE tournament_id = ?", tournament_id
        )
        return None if row is None else self._tournament(row)

    async def chat_tournaments(self, chat_id: int) -> list[TournamentRecord]:
        """The chat's tournaments in the lobby or running, oldest first."""
        rows = await self._db.fetch(
            f"SELECT {_COLS} FROM tournaments WHERE chat_id = ? "
            "AND status IN ('lobby', 'running') ORDER BY tournament_id",
            chat_id,
        )
        return [self._tournament(r) for r in rows]

    async def set_tournament_messages(
        self,
        tournament_id: int,
        expected_version: int,
        *,
        lobby_message_id: int | None = None,
        standings_message_id: int | None = None,
    ) -> TournamentRecord:
        """Remember the lobby's or the standings' message (compare-and-set)."""
        sets: dict[str, Any] = {}
        if lobby_message_id is not None:
            sets["lobby_message_id"] = lobby_message_id
        if standings_message_id is not None:
            sets["standings_message_id"] = standings_message_id
        if not sets:
            raise ValueError("no message to set")
        return await self._db.run(
            lambda conn: self._change(conn, tournament_id, expected_version, sets, "")
        )

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
            f"UPDATE tournaments SET version = version WHERE tournament_id = ? RETURNING {_COLS}",
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

    # -- the course of a tournament ---------------------------------------------------------

    async def update_tournament(
        self, tournament_id: int, expected_version: int, **settings: Any
    ) -> TournamentRecord:
        """Change settings of a tournament in its lobby (compare-and-set); `ValueError` for
        anything else than its settings or an impossible value."""
        unknown = set(settings) - _SETTINGS
        if unknown or not settings:
            raise ValueError(f"not tournament settings: {sorted(unknown) or 'none'}")
        if "variant" in settings:
            check_variant(settings["variant"])
        if settings.get("format", "swiss") not in FORMATS:
            raise ValueError(f"unknown tournament format {settings['format']!r}")
        if settings.get("max_players", 3) < 3 or not 1 <= settings.get("target", 1) <= 25:
            raise ValueError("a tournament has at least 3 players and matches of 1 to 25")
        return await self._db.run(
            lambda conn: self._change(conn, tournament_id, expected_version, dict(settings),
                                      "AND status = 'lobby'")
        )

    async def start_tournament(
        self, tournament_id: int, expected_version: int, rounds_total: int, *,
        format: str | None = None, boards: str | None = None,
    ) -> TournamentRecord:
        """From the lobby to running with ``rounds_total`` rounds (compare-and-set), in
        ``format`` (None: the lobby's) with its boards where ``boards`` says."""
        sets: dict[str, Any] = {"status": "running", "rounds_total": rounds_total}
        if format is not None:
            if format not in FORMATS:
                raise ValueError(f"unknown tournament format {format!r}")
            sets["format"] = format
        if boards is not None:
            if boards not in ("group", "inline"):
                raise ValueError(f"boards are played in the group or inline, not {boards!r}")
            sets["boards"] = boards
        return await self._db.run(
            lambda conn: self._change(conn, tournament_id, expected_version, sets,
                                      "AND status = 'lobby'")
        )

    async def running_tournaments(self) -> list[TournamentRecord]:
        """Every tournament in progress, oldest first."""
        rows = await self._db.fetch(
            f"SELECT {_COLS} FROM tournaments WHERE status = 'running' ORDER BY tournament_id"
        )
        return [self._tournament(r) for r in rows]

    async def finish_tournament(
        self, tournament_id: int, expected_version: int, *, cancelled: bool = False
    ) -> TournamentRecord:
        """The tournament finished (or cancelled), compare-and-set."""
        return await self._db.run(
            lambda conn: self._change(
                conn, tournament_id, expected_version,
                {"status": "cancelled" if cancelled else "finished", "finished_at": self._now()},
                "AND status IN ('lobby', 'running')",
            )
        )  # fmt: skip
