"""Games in inline messages: the answer to an inline query and the lobby it posts.

Typing ``@bot`` in any chat offers, per variant, a single game and matches to 3 and 5:
the opening board (a photo Telegram already has, see :mod:`bot.delivery.uploads`) with a lobby
caption and buttons. Choosing one posts that message into the chat. The lobby's buttons
carry the variant, the match length, the creator, the language and the minute of the
offer, signed by the bot, so the first press can open the lobby: nothing depends on
``chosen_inline_result``; when the operator enabled it (``/setinlinefeedback``) the lobby
is stored at once, so that the sweeper expires it even if nobody presses anything. A lobby
pressed after it expired says so and closes.

Once stored, a lobby is an ordinary lobby row of the inline message's chat
(:mod:`bot.inline.chat`); its creator switches the doubling cube and the coach's hints
(a joiner accepts hints by joining: both players' consent is recorded for that message),
and the game or match starts through :meth:`bot.play.lobbies.Lobbies.start` as in any chat.
The presses of a game in play are in :mod:`bot.inline.play`.

🔁 Rematch under a finished game (:meth:`InlineLobbies.rematch`) turns the same message
into a stored lobby like the last one, open to the former opponent only (against the AI
the next game starts at once)."""

from __future__ import annotations

import hmac
import logging
from dataclasses import dataclass
from typing import Any

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError
from aiogram.types import InlineKeyboardMarkup, User

from engine import Variant
from storage import (
    ActiveGameExists,
    FinishedGame,
    GameRecord,
    GameResult,
    NewGame,
    StaleVersion,
)

from ..answers import FINISHED, INVALID, OK, STALE, Answer
from ..callbacks import InlineLobbyCB
from ..delivery.uploads import Uploads
from ..i18n import LANGUAGES, Translator
from ..middlewares import presser
from ..model.state import AI_LEVELS, DEFAULT_LEVEL, StateError, Table, inline_chat_id
from ..model.turns import dice_columns
from ..play.lobbies import Lobbies
from ..review.coach import Coach
from ..views.inline import (
    inline_level_keyboard,
    inline_lobby_keyboard,
    inline_lobby_text,
)
from .chat import edit_inline_caption, edit_inline_markup, edit_inline_photo
from .query import TARGETS, VARIANTS, LobbySigner, minute

__all__ = ["InlineLobbies"]

log = logging.getLogger(__name__)

@dataclass(frozen=True, slots=True)
class _Lobby:
    """A stored inline lobby: its row and table."""

    rec: GameRecord
    table: Table


@dataclass(frozen=True, slots=True)
class _Joined:
    """The two players of a game just started from a lobby, and its hints switch."""

    players: tuple[int, int]
    hints: bool


def _caption(rec: GameRecord, table: Table, tr: Translator) -> str:
    """The caption of stored inline lobby ``rec`` (a rematch offer names its invitee)."""
    return inline_lobby_text(rec.white_name or "?", rec.variant, tr, target=table.target,
                             cube=table.cube, hints=table.hints,
                             invitee=(rec.black_name or "?") if table.invitee else None,
                             control=rec.time_control)


class InlineLobbies:
    """Stores inline lobbies and answers the presses on them."""

    def __init__(self, bot: Bot, lobbies: Lobbies, coach: Coach, uploads: Uploads,
                 signer: LobbySigner, lobby_minutes: float) -> None:
        self.bot = bot
        self.lobbies = lobbies
        self.coach = coach
        self.publisher = lobbies.publisher
        self.store = lobbies.store
        self.storage = lobbies.storage
        self.uploads = uploads
        self.lobby_minutes = lobby_minutes
        self.signer = signer

    async def chosen(self, inline_id: str, user: User, result_id: str) -> None:
        """``chosen_inline_result`` (when enabled): store the posted lobby at once, so that
        it expires even if nobody presses it."""
        parts = result_id.split("-")
        if (len(parts) != 3 or parts[0] not in VARIANTS or not parts[1].isdigit()
                or int(parts[1]) not in TARGETS or parts[2] not in LANGUAGES):
            return
        cb = self.signer.base(parts[0], int(parts[1]), user.id, parts[2], minute())
        chat = inline_chat_id(inline_id)
        async with self.store.lock(chat):
            if await self.storage.get_active_game(chat) is not None:
                return
            if await self.storage.list_finished_games(chat_id=chat, limit=1):
                return
            await self._open(inline_id, cb)

    # ---------------------------------------------------------------- rematch
    async def rematch(self, inline_id: str, user: User, game_id: int) -> Answer:
        """🔁 under finished game ``game_id`` of this message (a player's press): against
        the AI a new game (a new match after a match) starts at once at the same level;
        between humans the message becomes a rematch offer (the opening board, the same
        variant, length and cube) that only the former opponent can accept. The other
        player's own press of 🔁 at the same moment accepts the offer."""
        chat = inline_chat_id(inline_id)
        fin = await self.storage.get_finished_game(game_id)
        if fin is None or fin.chat_id != chat or fin.reason == "cancelled":
            return INVALID
        if user.id not in (fin.white_id, fin.black_id):
            return Answer("alert.rematch_players", alert=True)
        try:
            last = Table.decode(fin.final_state, fin.dice_seed)
        except StateError:
            return INVALID
        tr = Translator(last.lang)
        target, cube = 0, last.game is not None and last.game.cube is not None
        if last.match is not None:  # a new match like it, once it is over
            mrec = await self.lobbies.matches.finished_match(chat, last.match.match_id)
            if mrec is None:
                return STALE  # the match goes on: its Next game button is the way
            target, cube = mrec.target, mrec.cube
        async with self.store.lock(chat):
            existing = await self.storage.get_active_game(chat)
            if existing is not None:
                answer, joined = await self._accept(existing, fin, user, tr)
            else:
                answer, joined = await self._offer(inline_id, fin, user, tr, target, cube), None
        await self._consent(chat, joined)
        return answer

    async def _offer(self, inline_id: str, fin: FinishedGame, user: User, tr: Translator,
                     target: int, cube: bool) -> Answer:
        """Rematch in a message whose last game is ``fin`` (under the chat's lock): the next
        AI game, or the offer to the former opponent."""
        latest = await self.storage.list_finished_games(chat_id=fin.chat_id, limit=1)
        if not latest or latest[0].game_id != fin.game_id:
            return STALE  # a later game was played in this message
        await self.storage.upsert_player(user.id, user.full_name)
        cb = self.signer.base(Variant(fin.variant).value, target, user.id, tr.lang, minute())
        if fin.opponent == "ai":
            lobby = await self._open(inline_id, cb, ai=True, cube=cube,
                                     control=self.lobbies.offered(fin.time_control))
            return await self.lobbies.start(lobby.rec, lobby.table, tr,
                                            level=fin.ai_level or DEFAULT_LEVEL)
        other_id, other_name = ((fin.black_id, fin.black_name) if user.id == fin.white_id
                                else (fin.white_id, fin.white_name))
        agreed = await self.coach.consents(fin.chat_id)
        lobby = await self._open(inline_id, cb, cube=cube, invitee=other_id,
                                 invitee_name=other_name,
                                 hints={user.id, other_id} <= agreed,
                                 control=self.lobbies.offered(fin.time_control))
        try:
            photo = await self.uploads.opening(fin.variant)
        except TelegramAPIError as exc:
            log.error("rematch: the opening board could not be uploaded to the upload "
                      "chat %s: %s", self.uploads.chat_id, exc)
            photo = None
        await edit_inline_photo(
            self.bot, inline_id, photo, _caption(lobby.rec, lobby.table, tr),
            self._keyboard(cb, tr, lobby.rec, lobby.table))
        return OK

    async def _accept(self, existing: GameRecord, fin: FinishedGame, user: User,
                      tr: Translator) -> tuple[Answer, _Joined | None]:
        """🔁 pressed while the message already holds a lobby or a game: the invitee's press
        accepts the other player's rematch offer; any other press is stale."""
        if existing.status != "lobby" or existing.creator_id not in (fin.white_id, fin.black_id):
            return STALE, None
        try:
            table = Table.decode(existing.state, existing.dice_seed)
        except StateError:
            return INVALID, None
        if table.invitee != user.id:
            return STALE, None
        return await self._join(_Lobby(existing, table), user, tr)

    # ------------------------------------------------------------------ lobby
    async def press(self, inline_id: str, user: User, cb: InlineLobbyCB) -> Answer:
        """A press on an inline lobby: Join, the cube and hints switches, Play the bot
        (levels, Back) or Cancel."""
        if not hmac.compare_digest(cb.k, self.signer.sign(cb.x, cb.m, cb.c, cb.n, cb.t)):
            return INVALID
        chat = inline_chat_id(inline_id)
        tr = Translator(cb.n)
        async with self.store.lock(chat):
            existing = await self.storage.get_active_game(chat)
            stored: _Lobby | None = None
            if existing is not None:
                if existing.status != "lobby":
                    await self.publisher.redraw(chat, existing.game_id)
                    return STALE
                try:
                    stored = _Lobby(existing, Table.decode(existing.state, existing.dice_seed))
                except StateError:
                    return INVALID
                if (existing.creator_id, existing.variant, stored.table.target) != (
                        cb.c, cb.x, cb.m):  # the signed buttons of another lobby
                    return INVALID
            elif await self.storage.list_finished_games(chat_id=chat, limit=1):
                return FINISHED
            elif minute() - cb.t > self.lobby_minutes:
                await self._close(inline_id, cb, None, tr("lobby.expired.inline"))
                return Answer("inline.alert.expired", alert=True)
            answer, joined = await self._press(inline_id, user, cb, stored, tr)
        await self._consent(chat, joined)
        return answer

    async def _join(self, lobby: _Lobby, user: User, tr: Translator
                    ) -> tuple[Answer, _Joined | None]:
        """``user`` joins ``lobby`` (a rematch offer only its invitee)."""
        if lobby.table.invitee is not None and user.id != lobby.table.invitee:
            return Answer("alert.invitee_only", alert=True), None
        answer = await self.lobbies.start(lobby.rec, lobby.table, tr, who=presser(user))
        if answer != OK:
            return answer, None
        return answer, _Joined((lobby.rec.creator_id, user.id), lobby.table.hints)

    async def _consent(self, chat: int, joined: _Joined | None) -> None:
        """Record the players' answer to the lobby's hints switch for this message's games:
        joining a lobby with hints on is agreeing; a lobby with hints off (a rematch whose
        creator switched them off) withdraws an earlier agreement."""
        if joined is None:
            return
        agreed = await self.coach.consents(chat)
        for uid in joined.players:
            if joined.hints or uid in agreed:
                await self.coach.set_consent(chat, uid, joined.hints)

    async def _press(self, inline_id: str, user: User, cb: InlineLobbyCB,
                     stored: _Lobby | None, tr: Translator
                     ) -> tuple[Answer, _Joined | None]:
        creator = user.id == cb.c
        if cb.a == "join":
            if creator:
                return Answer("alert.own_lobby", alert=True), None
            lobby = stored or await self._open(inline_id, cb)
            return await self._join(lobby, user, tr)
        if not creator:
            return Answer("alert.creator_only", alert=True), None
        if cb.a == "lvl":
            if cb.l not in AI_LEVELS:
                return INVALID, None
            lobby = stored or await self._open(inline_id, cb, ai=True)
            return await self.lobbies.start(lobby.rec, lobby.table, tr, level=cb.l), None
        if cb.a == "cancel":
            await self._close(inline_id, cb, stored, tr("inline.cancelled"))
            return OK, None
        if cb.a in ("cube", "hint", "clk"):
            if cb.a == "clk" and not self.lobbies.controls:
                return INVALID, None
            lobby = stored or await self._open(inline_id, cb)
            table, changed = lobby.table, dict[str, Any]()
            if cb.a == "cube":
                table = table.bump(cube=not table.cube)
            elif cb.a == "hint":
                table = table.bump(hints=not table.hints)
            else:
                table = table.bump()
                changed["time_control"] = self.lobbies.next_control(lobby.rec.time_control)
            try:
                rec = await self.storage.update_game(lobby.rec.game_id, lobby.rec.version,
                                                     state=table.encode(), **dice_columns(table),
                                                     **changed)
            except StaleVersion:
                return STALE, None
            await edit_inline_caption(self.bot, inline_id, _caption(rec, table, tr),
                                      self._keyboard(cb, tr, rec, table))
            return OK, None
        if cb.a == "bot":
            markup = inline_level_keyboard(cb, tr)
        else:  # back
            markup = (self._keyboard(cb, tr, stored.rec, stored.table) if stored is not None
                      else self._keyboard(cb, tr, None, Table()))
        await edit_inline_markup(self.bot, inline_id, markup)
        return OK, None

    def _keyboard(self, cb: InlineLobbyCB, tr: Translator, rec: GameRecord | None,
                  table: Table) -> InlineKeyboardMarkup:
        """The buttons of a lobby in its current state."""
        return inline_lobby_keyboard(cb, tr, cube=table.cube, hints=table.hints,
                                     clocks=bool(self.lobbies.controls),
                                     control=rec.time_control if rec is not None else None)

    async def _open(self, inline_id: str, cb: InlineLobbyCB, *, ai: bool = False,
                    cube: bool = False, hints: bool = False, invitee: int | None = None,
                    invitee_name: str | None = None, control: str | None = None) -> _Lobby:
        """Store the lobby of an inline message from its signed buttons (a rematch offer
        also names its ``invitee``, the only player who may join)."""
        creator = await self.storage.get_player(cb.c)
        table = Table(seq=1, lang=cb.n, stage="level" if ai else "open", target=cb.m,
                      cube=cube, hints=hints, invitee=invitee)
        rec = await self.storage.create_game(NewGame(
            chat_id=inline_chat_id(inline_id), variant=cb.x,
            opponent="ai" if ai else "friend", creator_id=cb.c, state=table.encode(),
            **dice_columns(table),
            status="lobby", white_id=cb.c, white_name=creator.name if creator else None,
            black_name=invitee_name, inline_message_id=inline_id, time_control=control,
        ))
        return _Lobby(rec, table)

    async def _close(self, inline_id: str, cb: InlineLobbyCB, stored: _Lobby | None,
                     caption: str) -> None:
        """Withdraw (or expire) the lobby: kept as a cancelled game, so that the message's
        old buttons start nothing later, and the message says so, without buttons."""
        try:
            lobby = stored or await self._open(inline_id, cb)
        except ActiveGameExists:
            return
        await self.storage.finish_game(lobby.rec.game_id, lobby.rec.version,
                                       GameResult.cancelled())
        await edit_inline_caption(self.bot, inline_id, caption, None)
