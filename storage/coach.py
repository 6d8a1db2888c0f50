"""The coach in storage: analyses of finished games and players' consent to hints.

Functions on a `SqliteStorage` (kept apart from its class, like `storage.matches`):

- An analysis is an opaque text (``ai.analysis.GameAnalysis.to_json()``) filed under the
  finished game's id; saving it again replaces it.
- A hint consent is a (chat, user) pair: the user agrees that hints may be used in the
  chat's games between humans. Hints are on in such a game only when both players agreed.
"""

from __future__ import annotations

from storage.sqlite import SqliteStorage, _db_errors

__all__ = ["get_analysis", "save_analysis", "hint_consents", "set_hint_consent"]


async def get_analysis(storage: SqliteStorage, game_id: int) -> str | None:
    """The stored analysis of finished game ``game_id``, or None."""
    row = await storage._one("SELECT analysis FROM game_analyses WHERE game_id = ?", (game_id,))
    return str(row[0]) if row is not None else None


async def save_analysis(storage: SqliteStorage, game_id: int, analysis: str) -> None:
    """Store (or replace) the analysis of finished game ``game_id``."""
    async with storage._lock:
        storage._check_open()
        with _db_errors():
            await storage._db.execute(
                "INSERT INTO game_analyses (game_id, analysis, created_at) VALUES (?, ?, ?) "
                "ON CONFLICT(game_id) DO UPDATE SET analysis = excluded.analysis, "
                "created_at = excluded.created_at",
                (game_id, analysis, storage._clock()),
            )


async def hint_consents(storage: SqliteStorage, chat_id: int) -> frozenset[int]:
    """The users who agreed to hints in ``chat_id``."""
    rows = await storage._read("SELECT user_id FROM hint_consents WHERE chat_id = ?", (chat_id,))
    return frozenset(int(r[0]) for r in rows)


async def set_hint_consent(storage: SqliteStorage, chat_id: int, user_id: int,
                           agreed: bool) -> None:
    """Record that ``user_id`` agrees (``agreed``) or no longer agrees to hints in
    ``chat_id``."""
    async with storage._lock:
        storage._check_open()
        with _db_errors():
            if agreed:
                await storage._db.execute(
                    "INSERT OR IGNORE INTO hint_consents (chat_id, user_id, created_at) "
                    "VALUES (?, ?, ?)", (chat_id, user_id, storage._clock()))
            else:
                await storage._db.execute(
                    "DELETE FROM hint_consents WHERE chat_id = ? AND user_id = ?",
                    (chat_id, user_id))
