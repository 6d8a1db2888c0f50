"""The coach's data: analyses and luck of finished games, players' consent to hints.

- An analysis is an opaque text (``ai.analysis.GameAnalysis.to_json()``) filed under the
  finished game's id; saving it again replaces it. The luck of a game (the line under its
  final board, ``ai.luck.GameLuck.to_json()``) is kept the same way beside it, since it is
  measured on its own, before any analysis is asked for.
- A hint consent is a (chat, user) pair: the user agrees that hints may be used in the
  chat's games between humans. Hints are on in such a game only when both players agreed.
"""

from __future__ import annotations

from storage.sql.base import StoreBase


class CoachStore(StoreBase):
    """Analyses and hint consents."""

    async def get_analysis(self, game_id: int) -> str | None:
        row = await self._db.fetchrow("SELECT analysis FROM game_analyses WHERE game_id = ?",
                                      game_id)
        return None if row is None else str(row[0])

    async def save_analysis(self, game_id: int, analysis: str) -> None:
        await self._db.fetch(
            "INSERT INTO game_analyses (game_id, analysis, created_at) VALUES (?, ?, ?) "
            "ON CONFLICT (game_id) DO UPDATE SET analysis = excluded.analysis, "
            "created_at = excluded.created_at",
            game_id, analysis, self._now(),
        )  # fmt: skip

    async def get_luck(self, game_id: int) -> str | None:
        row = await self._db.fetchrow("SELECT luck FROM game_luck WHERE game_id = ?", game_id)
        return None if row is None else str(row[0])

    async def save_luck(self, game_id: int, luck: str) -> None:
        await self._db.fetch(
            "INSERT INTO game_luck (game_id, luck, created_at) VALUES (?, ?, ?) "
            "ON CONFLICT (game_id) DO UPDATE SET luck = excluded.luck, "
            "created_at = excluded.created_at",
            game_id, luck, self._now(),
        )  # fmt: skip

    async def hint_consents(self, chat_id: int) -> frozenset[int]:
        rows = await self._db.fetch("SELECT user_id FROM hint_consents WHERE chat_id = ?",
                                    chat_id)
        return frozenset(int(r[0]) for r in rows)

    async def set_hint_consent(self, chat_id: int, user_id: int, agreed: bool) -> None:
        if agreed:
            await self._db.fetch(
                "INSERT INTO hint_consents (chat_id, user_id, created_at) VALUES (?, ?, ?) "
                "ON CONFLICT (chat_id, user_id) DO NOTHING",
                chat_id, user_id, self._now(),
            )  # fmt: skip
        else:
            await self._db.fetch(
                "DELETE FROM hint_consents WHERE chat_id = ? AND user_id = ?", chat_id, user_id
            )
