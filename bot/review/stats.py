"""``/stats`` texts: a user's results per variant (games and matches counted apart) and, in
a group, the chat's table, read from storage."""

from __future__ import annotations

from html import escape

from aiogram.types import User

from storage import VARIANTS, Storage

from ..i18n import Translator

__all__ = ["Stats", "stats_text"]


class Stats:
    """``/stats`` of the players of a storage."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    async def text(self, user: User, chat_id: int, group: bool, tr: Translator) -> str:
        """The ``/stats`` text of ``user`` (and the chat's table in a group); the user's
        name is recorded first so the tables show it."""
        await self.storage.upsert_player(user.id, user.full_name)
        return await stats_text(self.storage, user.id, user.full_name, chat_id, group, tr)


async def stats_text(storage: Storage, user_id: int, name: str, chat_id: int, group: bool,
                     tr: Translator) -> str:
    """The text of ``/stats`` for one user (and the chat's table in a group)."""
    parts = [tr("stats.title", name=escape(name))]
    for variant in VARIANTS:
        st = await storage.player_stats(user_id, variant)
        vname = tr(f"variant.{variant}")
        if not st.games:
            parts.append(tr("stats.empty", variant=vname))
            continue
        # long nardy has oin and mars only: its line counts no koks (backgammon)
        key = "stats.variant.long" if variant == "long" else "stats.variant"
        text = tr(key, variant=vname, rating=round(st.rating), games=st.games,
                  games_word=tr.plural(st.games, "games"), wins=st.wins, losses=st.losses,
                  won=st.points_won, lost=st.points_lost, gammons=st.gammons_won,
                  backgammons=st.backgammons_won)
        if st.vs_ai_games:
            text += "\n" + tr("stats.vs_ai", wins=st.vs_ai_wins, games=st.vs_ai_games)
        text += await _match_line(storage, user_id, variant, tr)
        parts.append(text)
    if group:
        for variant in VARIANTS:
            vname = tr(f"variant.{variant}")
            rows = await storage.chat_leaderboard(chat_id, variant, limit=10)
            if not rows:
                parts.append(tr("stats.chat_empty", variant=vname))
                continue
            lines = [tr("stats.chat", variant=vname)]
            for i, e in enumerate(rows, 1):
                lines.append(tr("stats.row", pos=i, name=escape(e.name), rating=round(e.rating),
                                wins=e.wins, games=e.games))
            parts.append("\n".join(lines))
    return "\n\n".join(parts)


async def _match_line(storage: Storage, user_id: int, variant: str, tr: Translator) -> str:
    """The user's match statistics in ``variant`` as a line of its own (counted apart
    from the games; empty before the first finished match)."""
    ms = await storage.player_match_stats(user_id, variant)  # type: ignore[arg-type]
    if not ms.matches:
        return ""
    return "\n" + tr("stats.matches", matches=ms.matches, wins=ms.wins,
                     rating=round(ms.rating))
