"""A pairing's match in the players' own chat: the ▶ button under a round's pairings types
``@bot tour <tournament>.<round>.<board>``; the inline query offers that player "your
tournament match with X", and the posted message takes the match's game in play (at its
first press, or at once with ``chosen_inline_result``). The game keeps its pairing's key
(:func:`bot.model.state.pairing_chat_id`); the message is only where it is shown, so a match is shown
in one inline message at most: the second one posted says where the match is."""

from __future__ import annotations

import hashlib
import hmac
import logging
import re
from dataclasses import replace

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError
from aiogram.types import (
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InlineQueryResultCachedPhoto,
    InlineQueryResultUnion,
    User,
)

from storage import GameNotFound, GameRecord, StaleVersion, Storage

from ..answers import OK, Answer
from ..callbacks import TourPlayCB
from ..delivery import telegram
from ..delivery.uploads import Uploads
from ..i18n import Translator
from ..inline.chat import edit_inline_caption
from ..model.state import StateError, Table, pairing_chat_id
from ..play.publish import Publisher

__all__ = ["TournamentInline", "QUERY"]

log = logging.getLogger(__name__)

QUERY = re.compile(r"\s*tour\s+(\d+)\.(\d+)\.(\d+)\s*$", re.I)
"""The query of a pairing's ▶ button."""


class TournamentInline:
    """Answers the query of a pairing's ▶ and puts its match into the posted message."""

    def __init__(self, bot: Bot, publisher: Publisher, uploads: Uploads, key: bytes) -> None:
        self.bot = bot
        self.publisher = publisher
        self.store = publisher.store
        self.storage: Storage = publisher.store.storage
        self.uploads = uploads
        self._key = key

    def sign(self, tournament_id: int, round_no: int, board: int) -> str:
        """The signature of a pairing's button (forged buttons attach nothing)."""
        msg = f"tp:{tournament_id}:{round_no}:{board}".encode()
        return hmac.new(self._key, msg, hashlib.sha256).hexdigest()[:10]

    async def answer(self, query_id: str, user: User, text: str, lang: str) -> bool:
        """Answer an inline query that names a pairing (False: it names none): the match
        of that pairing, offered to its players only while it waits for a message."""
        m = QUERY.match(text)
        if m is None:
            return False
        tid, round_no, board = (int(x) for x in m.groups())
        tr = Translator(lang)
        results: list[InlineQueryResultUnion] = []
        found = await self._pairing_game(tid, round_no, board)
        if found is not None:
            rec, _ = found
            other = (rec.black_name if user.id == rec.white_id else rec.white_name
                     if user.id == rec.black_id else None)
            if other is not None and rec.inline_message_id is None:
                try:
                    results.append(InlineQueryResultCachedPhoto(
                        id=f"tour-{tid}-{round_no}-{board}",
                        photo_file_id=await self.uploads.opening(rec.variant),
                        title=tr("tour.inline.title", name=other),
                        description=tr("tour.inline.description", round=round_no,
                                       board=board),
                        caption=tr("tour.inline.caption", white=rec.white_name or "",
                                   black=rec.black_name or "", round=round_no),
                        reply_markup=InlineKeyboardMarkup(inline_keyboard=[[
                            InlineKeyboardButton(text=tr("tour.btn.here"), callback_data=(
                                TourPlayCB(t=tid, r=round_no, b=board,
                                           k=self.sign(tid, round_no, board)).pack()))]])))
                except TelegramAPIError as exc:
                    log.error("tournament query: no preview board: %s", exc)
        try:
            await telegram.call(lambda: self.bot.answer_inline_query(
                query_id, results, cache_time=0, is_personal=True))
        except TelegramAPIError as exc:
            log.info("inline query %s not answered: %s", query_id, exc)
        return True

    async def chosen(self, inline_id: str, user: User, result_id: str) -> bool:
        """``chosen_inline_result`` of a pairing's match (False: not one): attach it now."""
        parts = result_id.split("-")
        if len(parts) != 4 or parts[0] != "tour" or not all(x.isdigit() for x in parts[1:]):
            return False
        tid, round_no, board = (int(x) for x in parts[1:])
        await self.attach(inline_id, user, TourPlayCB(t=tid, r=round_no, b=board,
                                                      k=self.sign(tid, round_no, board)))
        return True

    async def attach(self, inline_id: str, user: User, cb: TourPlayCB) -> Answer:
        """▶ Play here: the pairing's game in play is shown in this inline message from
        now on (if no other message shows it)."""
        if not hmac.compare_digest(cb.k, self.sign(cb.t, cb.r, cb.b)):
            return Answer("alert.invalid", alert=True)
        key = pairing_chat_id(cb.t, cb.r, cb.b)
        async with self.store.lock(key):
            found = await self._pairing_game(cb.t, cb.r, cb.b)
            if found is None:
                return Answer("tour.alert.match_over", alert=True)
            rec, table = found
            if user.id not in (rec.white_id, rec.black_id):
                return Answer("tour.alert.not_yours", alert=True)
            if rec.inline_message_id == inline_id:
                return OK
            if rec.inline_message_id is not None:
                tr = await self.store.translator(key, table)
                await edit_inline_caption(self.bot, inline_id, tr("tour.inline.elsewhere"), None)
                return Answer("tour.inline.elsewhere", alert=True)
            table = replace(table, inline=inline_id)
            try:
                saved = await self.storage.update_game(rec.game_id, rec.version,
                                                       state=table.encode(),
                                                       inline_message_id=inline_id)
            except (StaleVersion, GameNotFound):
                return Answer("alert.stale")
            self.store.forget(rec.game_id)
            await self.publisher.show(saved, table, force=True)
        return Answer("tour.alert.here")

    async def _pairing_game(self, tid: int, round_no: int,
                            board: int) -> tuple[GameRecord, Table] | None:
        try:
            key = pairing_chat_id(tid, round_no, board)
        except ValueError:
            return None
        rec = await self.storage.get_active_game(key)
        if rec is None or rec.status != "active":
            return None
        try:
            return rec, Table.decode(rec.state, rec.dice_seed)
        except StateError:
            return None
