"""🔐 Check the dice and 🎞 Replay under a finished inline game. The bot cannot post in
an inline message's chat, so both go to the presser's private chat with the bot, like the
📊 Analysis; when the bot may not write there yet, the press opens the bot with a link
(``/start dc<c|r><game>-<signature>``, made for that user) that delivers them once started.
"""

from __future__ import annotations

import hashlib
import hmac
import re

from aiogram import Bot
from aiogram.exceptions import TelegramBadRequest, TelegramForbiddenError
from aiogram.types import User

from storage import FinishedGame

from ..answers import INVALID, OK, Answer
from ..delivery import telegram
from ..i18n import Translator
from ..model.state import Table, inline_chat_id, is_inline_chat
from ..review.dice import DiceCheck

__all__ = ["InlineDice"]

_PAYLOAD = re.compile(r"dc([cr])(\d+)-([0-9a-f]{10})")


class InlineDice:
    """The dice buttons of finished inline games (see the module docstring)."""

    def __init__(self, bot: Bot, dice: DiceCheck, key: bytes) -> None:
        self.bot = bot
        self.dice = dice
        self._key = key

    def _sign(self, action: str, game_id: int, user_id: int) -> str:
        msg = f"dc{action}:{game_id}:{user_id}".encode()
        return hmac.new(self._key, msg, hashlib.sha256).hexdigest()[:10]

    async def press(self, inline_id: str, user: User, action: str, game_id: int,
                    tr: Translator) -> Answer:
        """🔐 (``"c"``) or 🎞 (``"r"``) under the finished game ``game_id`` of the inline
        message ``inline_id``: sent to the presser's private chat, or a link to start it."""
        if action not in ("c", "r"):
            return INVALID
        found = await self.dice.finished(game_id, inline_chat_id(inline_id))
        if isinstance(found, Answer):
            return found
        fin, table = found
        if action == "c" and table.seed is None:
            return Answer("dice.predates", alert=True)
        try:
            answer = await self._deliver(user.id, action, found, tr)
        except (TelegramForbiddenError, TelegramBadRequest):
            me = await self.bot.me()
            payload = f"dc{action}{fin.game_id}-{self._sign(action, fin.game_id, user.id)}"
            return Answer(f"inline.alert.start_bot.{action}",
                          url=f"https://t.me/{me.username}?start={payload}")
        return Answer(f"inline.alert.sent.{action}") if answer == OK else answer

    async def _deliver(self, chat_id: int, action: str, found: tuple[FinishedGame, Table],
                       tr: Translator) -> Answer:
        """Send the check (``"c"``) or the replay (``"r"``, after a line saying it is
        coming) to ``chat_id``; raises what sending raises."""
        fin, table = found
        if action == "c":
            return await self.dice.check(chat_id, fin, table, tr)
        await telegram.send_text(self.bot, chat_id, tr("inline.replay.coming"))
        return await self.dice.replay(chat_id, fin, table, tr)

    async def start_payload(self, user: User, payload: str, tr: Translator) -> bool:
        """``/start dc<c|r><game>-<signature>`` (the link of 🔐 or 🎞 under an inline game,
        made for this user): deliver the check or the replay here. False when the payload
        is not such a link."""
        m = _PAYLOAD.fullmatch(payload)
        if m is None:
            return False
        action, game_id = m[1], int(m[2])
        if not hmac.compare_digest(m[3], self._sign(action, game_id, user.id)):
            return False
        fin = await self.dice.storage.get_finished_game(game_id)
        if fin is None or not is_inline_chat(fin.chat_id):
            return False
        found = await self.dice.finished(game_id, fin.chat_id)
        if isinstance(found, Answer):
            return False
        await self._deliver(user.id, action, found, tr)
        return True
