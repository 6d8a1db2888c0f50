"""Telegram's update turned into plain values: the chat key it happens in, its languages
and the press a button names; and a guaranteed answer to every button.

* :class:`ChatMiddleware` decides once per update its chat key (``chat_key``: the chat, or
  the key of the inline message a button is under, see :mod:`bot.inline.chat`; None for
  an inline query), whether it is a private chat (``private``) and its languages, by the
  bot's one rule (:func:`bot.i18n.pick_language`) and nowhere else: ``speech`` (a
  :class:`~bot.i18n.Speech`), ``tr`` its chat translator (the chat's ``/lang`` choice, else
  the sender's language), ``lang`` that language's code (a new game's language) and
  ``own`` the sender's own translator (his choice in his private chat, else his Telegram
  language). The chat's settings are read once, here, and every later read of them while
  the update is handled gets the same (`GameStore.pinned`).
* A tournament pairing's game is a chat of its own (its key:
  :func:`bot.model.state.pairing_chat_id`), whether its board is posted in the group, in an
  inline message the players post into their own chat, or shown only in the Mini App. A
  press on its board in the group (or on its inline message) arrives with the group's chat
  (or the inline message's key); :class:`PressPlaces` finds the game the button belongs to
  (its id is in the button's data, :func:`game_of_data`) and the middleware gives the
  press the game's own key when the game is shown there.
* The handlers unpack Telegram's objects into the plain values play takes
  (:mod:`bot.play.press`): the user who pressed (:func:`presser`) and each game button's
  data as a ``Press`` (:func:`step_press` and the others).
* :class:`AnswerMiddleware` answers every callback query exactly once: with the
  :class:`~bot.answers.Answer` the handler returned (in the presser's own language: a
  toast or an alert is his alone), with "this button does not work" when
  no handler took it (garbled or forged data), and with an error text when the handler
  failed.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable
from typing import Any

from aiogram import BaseMiddleware
from aiogram.dispatcher.event.bases import UNHANDLED
from aiogram.exceptions import TelegramAPIError
from aiogram.types import (
    CallbackQuery,
    ChatMemberUpdated,
    ChosenInlineResult,
    Message,
    TelegramObject,
    User,
)

from engine import Step
from storage import Storage

from .answers import INVALID, Answer
from .callbacks import (
    ComboCB,
    CubeCB,
    HintCB,
    LobbyCB,
    PauseCB,
    RematchCB,
    ResignCB,
    StepCB,
    TurnCB,
)
from .i18n import Speech
from .model.state import inline_chat_id, is_pairing_chat, pairing_of_chat
from .play.press import Press, Presser
from .play.store import GameStore

__all__ = ["ChatMiddleware", "AnswerMiddleware", "chat_of", "PressPlaces", "game_of_data",
           "presser", "step_press", "combo_press", "turn_press", "cube_press",
           "resign_press", "pause_press", "hint_press", "lobby_press", "rematch_press",
           "TURN", "CUBE", "RESIGN", "PAUSE", "HINT"]

log = logging.getLogger(__name__)

Handler = Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]]


# ---------------------------------------------------------------- the chat key

def chat_of(event: TelegramObject) -> tuple[int | None, bool]:
    """The chat key of an update and whether it is a private chat: a message's chat, the
    chat of the message a button is under, or the key of an inline message; None for an
    inline query (no chat)."""
    if isinstance(event, Message | ChatMemberUpdated):
        return event.chat.id, event.chat.type == "private"
    if isinstance(event, CallbackQuery):
        if event.message is not None:
            return event.message.chat.id, event.message.chat.type == "private"
        if event.inline_message_id is not None:
            return inline_chat_id(event.inline_message_id), False
    if isinstance(event, ChosenInlineResult) and event.inline_message_id is not None:
        return inline_chat_id(event.inline_message_id), False
    return None, False


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


class ChatMiddleware(BaseMiddleware):
    """Puts ``chat_key``, ``private``, ``speech``, ``tr``, ``own`` and ``lang`` into the
    handler data."""

    def __init__(self, store: GameStore, places: PressPlaces | None = None) -> None:
        self.store = store
        self.places = places

    async def __call__(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        key, private = chat_of(event)
        if (self.places is not None and isinstance(event, CallbackQuery) and key is not None
                and not private and (game := game_of_data(event.data)) is not None):
            group = event.message.chat.id if event.message is not None else None
            own = await self.places.key_for(game, group, event.inline_message_id)
            key = own if own is not None else key
        settings = None if key is None else await self.store.chat_settings(key)
        user = getattr(event, "from_user", None)
        uid = getattr(user, "id", None)
        mine = settings if private or uid is None else await self.store.chat_settings(uid)
        speech = Speech.of(getattr(user, "language_code", None),
                           settings.language if settings is not None else None,
                           mine.language if mine is not None else None)
        data["chat_key"] = key
        data["private"] = private
        data["speech"] = speech
        data["tr"] = speech.chat
        data["own"] = speech.own
        data["lang"] = speech.chat.lang
        if key is None or settings is None:
            return await handler(event, data)
        with self.store.pinned(key, settings):
            return await handler(event, data)


# ---------------------------------------------------------------- presses

TURN = {"u": "undo", "d": "done"}
"""A turn button's action letter and the action it names."""
CUBE = {"r": "roll", "d": "double", "t": "take", "p": "pass"}
"""A cube button's action letter and the action it names."""
RESIGN = {"y": "game", "m": "match", "n": "keep"}
"""A resignation confirmation's letter and the action it names."""
PAUSE = {"ask": "offer", "ok": "agree", "go": "resume"}
"""A pause button's action and the action it names."""
HINT = {"h": "hint", "s": "show"}
"""A hint button's letter and the action it names."""


def presser(user: User) -> Presser:
    """The user who pressed (or wrote a command), as play knows him."""
    return Presser(user.id, user.full_name, user.language_code)


def step_press(user: User, cb: StepCB) -> Press:
    """A single step button."""
    return Press(presser(user), cb.g, cb.v, "step", step=Step(cb.f, cb.t, cb.d))


def combo_press(user: User, cb: ComboCB) -> Press:
    """A combined move button: the checker on ``f`` moved with the dice ``d`` in order."""
    return Press(presser(user), cb.g, cb.v, "combo", origin=cb.f, dice=cb.d)


def turn_press(user: User, cb: TurnCB) -> Press:
    """Undo or Done."""
    return Press(presser(user), cb.g, cb.v, TURN[cb.a])


def cube_press(user: User, cb: CubeCB) -> Press:
    """Roll, Double, Take or Pass."""
    return Press(presser(user), cb.g, cb.v, CUBE[cb.a])


def resign_press(user: User, cb: ResignCB) -> Press:
    """A press on the resignation's confirmation."""
    return Press(presser(user), cb.g, cb.v, RESIGN[cb.a])


def pause_press(user: User, cb: PauseCB) -> Press:
    """⏸ Offer a pause, ✅ Agree or ▶️ Resume."""
    return Press(presser(user), cb.g, cb.v, PAUSE[cb.a])


def hint_press(user: User, cb: HintCB) -> Press:
    """💡 (``v`` the view version) or the best play drawn (``v`` the turn number)."""
    return Press(presser(user), cb.g, cb.v, HINT[cb.a])


def lobby_press(user: User, cb: LobbyCB) -> Press:
    """A lobby button (its action and the variant, level or length it names)."""
    return Press(presser(user), cb.g, cb.v, cb.a, value=cb.x)


def rematch_press(user: User, cb: RematchCB) -> Press:
    """🔁 Rematch under a finished game."""
    return Press(presser(user), cb.g, None, "rematch")


# ---------------------------------------------------------------- the answer

class AnswerMiddleware(BaseMiddleware):
    """Answers every callback query once, whatever happens in its handler."""

    async def __call__(self, handler: Handler, event: TelegramObject, data: dict[str, Any]) -> Any:
        if not isinstance(event, CallbackQuery):
            return await handler(event, data)
        answer: Answer = INVALID
        result: Any = UNHANDLED
        try:
            result = await handler(event, data)
            if isinstance(result, Answer):
                answer = result
            elif result is not UNHANDLED:
                answer = Answer()
        except Exception:
            log.exception("callback %r failed", event.data)
            answer = Answer("alert.error", alert=True)
        speech: Speech | None = data.get("speech")
        own = speech.own if speech is not None else Speech.of(
            event.from_user.language_code if event.from_user else None, None, None).own
        text = own(answer.key, **dict(answer.values)) if answer.key else None
        try:
            await event.answer(text=text, show_alert=answer.alert if text else None,
                               url=answer.url)
        except TelegramAPIError as exc:
            log.info("could not answer callback %s: %s", event.id, exc)
        return result
