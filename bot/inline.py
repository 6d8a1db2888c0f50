"""Games in inline messages: the answer to an inline query, the lobby it posts, and the
presses that exist only there (resign, claim).

Typing ``@bot`` in any chat offers one result per variant: the opening board (a photo
Telegram already has, see :mod:`bot.uploads`) with a lobby caption and buttons. Choosing
it posts that message into the chat; no game exists yet. The lobby's buttons carry the
variant, the creator and the language, signed by the bot, so the first press creates the
game: nothing depends on ``chosen_inline_result`` (no ``/setinlinefeedback`` needed). The
inline message is the game's chat (:mod:`bot.inline_chat`): its lock, its edit budget and
its one unfinished game; steps, Undo and Done go through :class:`~bot.moves.Moves` as in
any chat, and the board is shown by the :class:`~bot.publish.Publisher` (the sender edits
the inline message with a ``file_id``).
"""

from __future__ import annotations

import hashlib
import hmac
import logging

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError
from aiogram.types import (
    InlineKeyboardMarkup,
    InlineQueryResultCachedPhoto,
    InlineQueryResultUnion,
    User,
)

from engine import DiceSource, Game
from storage import ActiveGameExists, GameResult, NewGame

from . import telegram
from .answers import FINISHED, INVALID, NOT_PLAYER, OK, STALE, Answer
from .callbacks import InlineGameCB, InlineLobbyCB
from .i18n import Translator
from .inline_chat import inline_chat_id
from .moves import Moves
from .publish import Publisher
from .seats import AI_LEVELS, seats
from .state import Table
from .turns import settle
from .uploads import Uploads
from .views.inline import (
    inline_level_keyboard,
    inline_lobby_keyboard,
    inline_lobby_text,
    inline_resign_keyboard,
    inline_result_description,
    inline_result_title,
)

__all__ = ["InlineGames", "query_variants"]

log = logging.getLogger(__name__)

VARIANTS = ("long", "short")
CACHE_SECONDS = 10
"""How long Telegram may reuse an answer to the same user's same query."""

_WORDS = {
    "long": "long", "l": "long", "длинные": "long", "длинная": "long", "длинные нарды": "long",
    "short": "short", "s": "short", "короткие": "short", "короткая": "short",
    "backgammon": "short", "короткие нарды": "short",
}


def query_variants(text: str) -> tuple[str, ...]:
    """The variants offered for the typed query: one named variant, else both."""
    word = _WORDS.get(text.strip().lower())
    return (word,) if word is not None else VARIANTS


class InlineGames:
    """Answers inline queries and the presses on inline lobbies and inline games."""

    def __init__(self, bot: Bot, publisher: Publisher, moves: Moves, uploads: Uploads,
                 dice: DiceSource, secret: str) -> None:
        self.bot = bot
        self.publisher = publisher
        self.store = publisher.store
        self.storage = publisher.store.storage
        self.moves = moves
        self.uploads = uploads
        self.dice = dice
        self._key = hashlib.sha256(b"nardy-inline:" + secret.encode()).digest()

    # ------------------------------------------------------------------ query
    def sign(self, variant: str, creator: int, lang: str) -> str:
        """The signature a lobby button carries for its variant, creator and language."""
        msg = f"{variant}:{creator}:{lang}".encode()
        return hmac.new(self._key, msg, hashlib.sha256).hexdigest()[:12]

    async def answer_query(self, query_id: str, user: User, text: str, lang: str) -> None:
        """Offer a lobby per variant to ``user`` (personal, briefly cached)."""
        tr = Translator(lang)
        await self.storage.upsert_player(user.id, user.full_name)
        results: list[InlineQueryResultUnion] = []
        try:
            for variant in query_variants(text):
                base = InlineLobbyCB(a="join", x=variant, c=user.id, n=lang,  # type: ignore[arg-type]
                                     k=self.sign(variant, user.id, lang))
                results.append(InlineQueryResultCachedPhoto(
                    id=f"{variant}-{lang}",
                    photo_file_id=await self.uploads.opening(variant),
                    title=inline_result_title(variant, tr),
                    description=inline_result_description(tr),
                    caption=inline_lobby_text(user.full_name, variant, tr),
                    parse_mode="HTML",
                    reply_markup=inline_lobby_keyboard(base, tr),
                ))
        except TelegramAPIError as exc:
            log.error("inline query: the preview board could not be uploaded to the upload "
                      "chat %s: %s", self.uploads.chat_id, exc)
            results = []
        try:
            await telegram.call(lambda: self.bot.answer_inline_query(
                query_id, results, cache_time=CACHE_SECONDS, is_personal=True))
        except TelegramAPIError as exc:  # e.g. the query expired while we uploaded
            log.info("inline query %s not answered: %s", query_id, exc)

    # ------------------------------------------------------------------ lobby
    async def lobby(self, inline_id: str, user: User, cb: InlineLobbyCB) -> Answer:
        """A press on an inline lobby: Join, Play the bot (levels, Back) or Cancel."""
        if not hmac.compare_digest(cb.k, self.sign(cb.x, cb.c, cb.n)):
            return INVALID
        chat = inline_chat_id(inline_id)
        tr = Translator(cb.n)
        async with self.store.lock(chat):
            existing = await self.storage.get_active_game(chat)
            if existing is not None:
                await self.publisher.redraw(chat, existing.game_id)
                return STALE
            if await self.storage.list_finished_games(chat_id=chat, limit=1):
                return FINISHED
            creator = user.id == cb.c
            if cb.a == "join":
                if creator:
                    return Answer("alert.own_lobby", alert=True)
                return await self._start(inline_id, cb, user=user)
            if not creator:
                return Answer("alert.creator_only", alert=True)
            if cb.a == "lvl":
                if cb.l not in AI_LEVELS:
                    return INVALID
                return await self._start(inline_id, cb, level=cb.l)
            if cb.a == "cancel":
                return await self._cancel(inline_id, cb, user, tr)
            markup = inline_level_keyboard(cb, tr) if cb.a == "bot" else inline_lobby_keyboard(
                cb, tr)
            await self._markup(inline_id, markup)
            return OK

    async def _start(self, inline_id: str, cb: InlineLobbyCB, *, user: User | None = None,
                     level: str | None = None) -> Answer:
        """Create the game of an inline lobby (against ``user`` or the AI at ``level``)
        and show its board in the inline message."""
        creator = await self.storage.get_player(cb.c)
        if user is not None:
            await self.storage.upsert_player(user.id, user.full_name)
        table = Table(seq=1, lang=cb.n, stage="play", game=Game.new(cb.x, self.dice))
        try:
            rec = await self.storage.create_game(NewGame(
                chat_id=inline_chat_id(inline_id), variant=cb.x, creator_id=cb.c,
                opponent="ai" if level is not None else "friend",
                state=table.encode(), status="active", white_id=cb.c,
                white_name=creator.name if creator is not None else None,
                black_id=user.id if user is not None else None,
                black_name=user.full_name if user is not None else None,
                ai_level=level, inline_message_id=inline_id,
            ))
        except ActiveGameExists:
            return STALE
        settled, lines = settle(table, seats(rec).ai_color, self.dice)
        await self.publisher.commit(rec, settled, lines)
        return OK

    async def _cancel(self, inline_id: str, cb: InlineLobbyCB, user: User,
                      tr: Translator) -> Answer:
        """The creator withdraws the lobby: kept as a cancelled game, so that the
        message's old buttons start nothing later."""
        rec = await self.storage.create_game(NewGame(
            chat_id=inline_chat_id(inline_id), variant=cb.x, opponent="friend",
            creator_id=cb.c, state=Table(seq=1, lang=cb.n, stage="open").encode(),
            status="lobby", white_id=cb.c, white_name=user.full_name,
            inline_message_id=inline_id,
        ))
        await self.storage.finish_game(rec.game_id, rec.version, GameResult.cancelled())
        try:
            await telegram.call(lambda: self.bot.edit_message_caption(
                inline_message_id=inline_id, caption=tr("inline.cancelled"), reply_markup=None))
        except TelegramAPIError as exc:
            log.info("inline lobby not marked cancelled: %s", exc)
        return OK

    async def _markup(self, inline_id: str, markup: InlineKeyboardMarkup | None) -> None:
        try:
            await telegram.call(lambda: self.bot.edit_message_reply_markup(
                inline_message_id=inline_id, reply_markup=markup))
        except TelegramAPIError as exc:
            log.info("inline message keyboard not changed: %s", exc)

    # ------------------------------------------------------------------ game row
    async def game_press(self, inline_id: str, user: User, cb: InlineGameCB) -> Answer:
        """Resign (ask, confirm, withdraw) or claim the win in an inline game."""
        chat = inline_chat_id(inline_id)
        if cb.a == "claim":
            return await self._claim(chat, user, cb)
        async with self.store.lock(chat):
            loaded = await self.moves.load(chat, user.id, cb.g, cb.v)
            if isinstance(loaded, Answer):
                return loaded
            rec, table, _, color = loaded
            game = table.game
            assert game is not None
            if cb.a == "no":
                await self.publisher.show(rec, table, force=True)
                return Answer("alert.resign_kept")
            if game.turn_color != color:
                return Answer("resign.not_turn", alert=True)
            if cb.a == "res":
                tr = await self.store.translator(chat, table)
                await self._markup(inline_id, inline_resign_keyboard(rec, table.seq, tr))
                return Answer("inline.resign_ask")
            return await self.moves.commit_press(rec, table.bump(game=game.resign(color)))

    async def _claim(self, chat: int, user: User, cb: InlineGameCB) -> Answer:
        found = await self.store.fetch(cb.g)
        if found is None:
            return FINISHED
        rec, table = found
        if rec.chat_id != chat:
            return INVALID
        if seats(rec).color_of(user.id) is None:
            return NOT_PLAYER
        tr = await self.store.translator(chat, table)
        refusal = await self.moves.claim(chat, user, tr)
        if refusal is None:
            return OK
        return Answer("alert.text", alert=True, values=(("text", refusal),))
