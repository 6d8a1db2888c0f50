"""A chat's settings as its members change them: ``/lang`` and ``/settings`` (who may
change them, and the redraw of the chat's board in the new setting)."""

from __future__ import annotations

import logging
from dataclasses import replace

from storage import ChatSettings, GameNotFound, StaleVersion

from ..model.state import StateError, Table
from .ports import Messages
from .publish import Publisher

__all__ = ["Chats"]

log = logging.getLogger(__name__)


class Chats:
    """Reads and changes the settings of a chat."""

    def __init__(self, messages: Messages, publisher: Publisher,
                 controls: tuple[str, ...] = ()) -> None:
        self.controls = controls
        """The time controls offered, in the order the settings' ⏱ button steps through."""
        self.messages = messages
        self.publisher = publisher
        self.store = publisher.store

    async def settings(self, chat_id: int) -> ChatSettings:
        """The chat's settings (cached)."""
        return await self.store.chat_settings(chat_id)

    async def auto_finish(self, chat_id: int) -> bool:
        """Whether the chat's turns finish by themselves once the dice are played."""
        return await self.store.auto_finish(chat_id)

    async def set_language(self, chat_id: int, lang: str) -> None:
        """Remember the chat's language; its game (in play or in its lobby) takes it as the
        game's own (what the board, the reminders and the bot's turns write in), and a
        board in play is redrawn in it."""
        await self.store.set_language(chat_id, lang)
        async with self.store.lock(chat_id):
            rec = await self.store.storage.get_active_game(chat_id)
            if rec is None:
                return
            try:
                table = Table.decode(rec.state, rec.dice_seed)
            except StateError:
                return
            if table.lang != lang:
                try:
                    rec = await self.store.save(rec, replace(table, lang=lang))
                except (StaleVersion, GameNotFound):
                    log.info("chat %s: its game changed meanwhile; language kept", chat_id)
                    return
                table = replace(table, lang=lang)
            if rec.status == "active":
                await self.publisher.show(rec, table, force=True)

    async def set_auto_finish(self, chat_id: int, on: bool) -> None:
        """Store the chat's automatic finish and redraw its board (Done may appear)."""
        await self.store.set_auto_finish(chat_id, on)
        await self._redraw(chat_id)

    async def default_control(self, chat_id: int) -> str | None:
        """The time control new games of the chat get (None: no clock)."""
        control = (await self.store.chat_settings(chat_id)).default_time_control
        return control if control in self.controls else None

    async def next_default_control(self, chat_id: int) -> str | None:
        """Switch the chat's default time control to the next one offered (after the
        last, back to no clock) and return it."""
        cycle: list[str | None] = [None, *self.controls]
        now = await self.default_control(chat_id)
        after = cycle[(cycle.index(now) + 1) % len(cycle)]
        await self.store.set_default_control(chat_id, after)
        return after

    async def switch_tournaments_open(self, chat_id: int) -> bool:
        """Switch whether any member (or only the administrators) may open a tournament
        in the chat; whether anybody may now."""
        anyone = not (await self.store.chat_settings(chat_id)).tournaments_open
        await self.store.set_tournaments_open(chat_id, anyone)
        return anyone

    async def _redraw(self, chat_id: int) -> None:
        rec = await self.store.storage.get_active_game(chat_id)
        if rec is None or rec.status != "active":
            return
        try:
            table = Table.decode(rec.state, rec.dice_seed)
        except StateError:
            return
        await self.publisher.show(rec, table, force=True)

    async def may_change(self, chat_id: int, chat_type: str, user_id: int) -> bool:
        """Whether ``user_id`` may change the chat's settings: anybody in a private chat,
        in a group only its creator and administrators (asked from Telegram; if Telegram
        cannot tell, the answer is no)."""
        if chat_type == "private":
            return True
        return await self.messages.administers(chat_id, user_id)
