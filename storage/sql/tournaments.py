"""Tournaments: their rows (compare-and-set on every change of status or round), entrants,
rounds and pairings. Semantics: `storage.tournament_api`."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any, Final

from storage.dialect import Conn
from storage.rows import check_aware, check_variant
from storage.sql.entrants import COLS as _COLS
from storage.sql.entrants import TournamentRows
from storage.sql.pairings import PAIRING_COLS
from storage.tournament_api import (
    FORMATS,
    OUTCOMES,
    NewPairing,
    NewTournament,
    RoundRecord,
    TournamentConflict,
    TournamentRecord,
)

_SETTINGS: Final = frozenset({
    "format", "variant", "target", "cube", "max_players", "round_deadline_s",
    "time_control", "league",
})
_ROUND_COLS: Final = "tournament_id, round_no, paired_at, deadline_at, message_id"


class TournamentsStore(TournamentRows):
    """Tournaments, their entrants, rounds and pairings."""

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

    # -- rounds ---------------------------------------------------------------------------

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

    async def pair_round(
        self,
        tournament_id: int,
        expected_version: int,
        round_no: int,
        pairings: Sequence[NewPairing],
        deadline_s: int | None = None,
        deadline_at: datetime | None = None,
    ) -> TournamentRecord:
        """Store round ``round_no`` with its pairings, once: the tournament must be running
        at version ``expected_version`` and round ``round_no - 1`` with every pairing
        decided; otherwise `TournamentConflict` and nothing is written. The round's
        deadline is ``deadline_at`` if given, else ``deadline_s`` from now (None: none)."""
        for p in pairings:
            if p.outcome is not None and p.outcome not in OUTCOMES:
                raise ValueError(f"unknown outcome {p.outcome!r}")
        now = self._now()
        deadline = None if deadline_s is None else now + timedelta(seconds=deadline_s)
        if deadline_at is not None:
            deadline = check_aware(deadline_at)

        async def work(conn: Conn) -> TournamentRecord:
            t = await self._change(
                conn, tournament_id, expected_version, {"current_round": round_no},
                f"AND status = 'running' AND current_round = {int(round_no) - 1}",
            )  # fmt: skip
            open_ = await conn.fetchrow(
                "SELECT COUNT(*) FROM tournament_pairings WHERE tournament_id = ? "
                "AND round_no = ? AND outcome IS NULL",
                tournament_id, round_no - 1,
            )  # fmt: skip
            assert open_ is not None
            if open_[0]:
                raise TournamentConflict(tournament_id, await self._row(conn, tournament_id))
            await conn.execute(
                f"INSERT INTO tournament_rounds ({_ROUND_COLS}) VALUES (?, ?, ?, ?, NULL)",
                tournament_id, round_no, now, deadline,
            )  # fmt: skip
            for p in pairings:
                await conn.execute(
                    f"INSERT INTO tournament_pairings ({PAIRING_COLS}) "
                    "VALUES (?, ?, ?, ?, ?, ?, NULL, ?)",
                    tournament_id, round_no, p.board, p.player_a, p.player_b, p.outcome,
                    None if p.outcome is None else now,
                )  # fmt: skip
            return t

        return await self._db.transaction(work)

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

    async def tournament_rounds(self, tournament_id: int) -> list[RoundRecord]:
        """The rounds paired so far, in order."""
        rows = await self._db.fetch(
            f"SELECT {_ROUND_COLS} FROM tournament_rounds WHERE tournament_id = ? "
            "ORDER BY round_no",
            tournament_id,
        )
        dt = self._db.to_datetime
        return [RoundRecord(r[0], r[1], dt(r[2]), dt(r[3]), r[4]) for r in rows]  # type: ignore[arg-type]

    async def due_rounds(self, now: datetime) -> list[RoundRecord]:
        """The current rounds of running tournaments whose deadline has passed."""
        rows = await self._db.fetch(
            f"SELECT {', '.join('r.' + c.strip() for c in _ROUND_COLS.split(','))} "
            "FROM tournament_rounds r JOIN tournaments t "
            "ON t.tournament_id = r.tournament_id AND t.current_round = r.round_no "
            "WHERE t.status = 'running' AND r.deadline_at IS NOT NULL AND r.deadline_at <= ? "
            "ORDER BY r.deadline_at",
            now,
        )
        dt = self._db.to_datetime
        return [RoundRecord(r[0], r[1], dt(r[2]), dt(r[3]), r[4]) for r in rows]  # type: ignore[arg-type]

    async def set_round_message(self, tournament_id: int, round_no: int,
                                message_id: int) -> bool:
        """Remember the message of round ``round_no``'s pairings once: True if this call
        did (False: the round has one already)."""
        row = await self._db.fetchrow(
            "UPDATE tournament_rounds SET message_id = ? WHERE tournament_id = ? "
            "AND round_no = ? AND message_id IS NULL RETURNING round_no",
            message_id, tournament_id, round_no,
        )  # fmt: skip
        return row is not None

    async def running_tournaments(self) -> list[TournamentRecord]:
        """Every tournament in progress, oldest first."""
        rows = await self._db.fetch(
            f"SELECT {_COLS} FROM tournaments WHERE status = 'running' ORDER BY tournament_id"
        )
        return [self._tournament(r) for r in rows]
