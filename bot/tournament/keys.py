"""The chat keys of tournament games, and where a press on one comes from.

A pairing's game is a chat of its own, like an inline message: its key
(:func:`bot.model.state.pairing_chat_id`) gives it its own lock, its own game and match
("one unfinished game per chat"), whether its board is posted in the group, in an inline
message the players post into their own chat, or shown only in the Mini App.

A press on a tournament board in the group (or on its inline message) arrives with the
group's chat (or the inline message's key); :class:`PressPlaces` finds the game the button
belongs to (its id is in the button's data) and gives its key when the game is shown there.
"""

from __future__ import annotations

import re

from storage import Storage

from ..model.state import PAIRING_CHAT_BASE, is_pairing_chat, pairing_chat_id, pairing_of_chat

__all__ = ["PAIRING_CHAT_BASE", "pairing_chat_id", "pairing_of_chat", "is_pairing_chat",
           "PressPlaces", "game_of_data"]

_GAME_DATA = re.compile(r"^(?:s|c|t|k|r|hint|ig|ps):(\d+):")
"""The callback data of the buttons of a game in play: their game id comes first."""


def game_of_data(data: str | None) -> int | None:
    """The game id in the callback data of a game's button (a step, a combined move, Undo
    or Done, the cube, a resignation, a hint, the inline row, a pause), or None."""
    m = _GAME_DATA.match(data or "")
    return int(m.group(1)) if m else None


class PressPlaces:
    """Whether a press comes from where a tournament game is shown (its board in the
    tournament's group, or its inline message). What it learns never changes (a game's
    key, a tournament's group, the inline message a game was posted in), so it is kept."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._keys: dict[int, int | None] = {}
        self._groups: dict[int, int | None] = {}
        self._inline: dict[int, str] = {}

    async def key_for(self, game_id: int, group: int | None, inline_id: str | None) -> int | None:
        """The key of game ``game_id`` if it is a tournament game shown in ``group`` (a
        press in that chat) or in the inline message ``inline_id``; else None."""
        key = await self._key(game_id)
        if key is None or not is_pairing_chat(key):
            return None
        if group is not None:
            pairing = pairing_of_chat(key)
            assert pairing is not None
            return key if await self._group(pairing[0]) == group else None
        if inline_id is not None:
            if self._inline.get(game_id) != inline_id:
                rec = await self.storage.get_game(game_id)
                if rec is None or rec.inline_message_id != inline_id:
                    return None
                self._inline[game_id] = inline_id
            return key
        return None

    async def _key(self, game_id: int) -> int | None:
        if game_id not in self._keys:
            rec = await self.storage.get_game(game_id)
            if rec is not None:
                key: int | None = rec.chat_id
            else:
                fin = await self.storage.get_finished_game(game_id)
                key = fin.chat_id if fin is not None else None
            if key is None:
                return None  # unknown: asked again next time
            self._keys[game_id] = key
            if len(self._keys) > 100_000:
                self._keys.clear()
        return self._keys[game_id]

    async def _group(self, tournament_id: int) -> int | None:
        if tournament_id not in self._groups:
            t = await self.storage.get_tournament(tournament_id)
            self._groups[tournament_id] = t.chat_id if t is not None else None
        return self._groups[tournament_id]
