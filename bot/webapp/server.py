"""The page's HTTP side: the page and its files, the API, the event stream.

Routes under the path of ``NARDY_WEBAPP_URL`` (``P``, e.g. ``/webapp``):

* ``GET P/`` the page (``GET P`` is redirected there); ``GET P/static/<file>`` its modules and styles (no CDN);
* ``GET P/api/state?g=<key>`` the game from the caller's side (with ``texts=1`` also the
  page's texts in the viewer's language: his ``/lang`` choice, else his Telegram language);
* ``POST P/api/move`` ``{g, v, f, d}``: move the checker on ``f`` with the dice ``d`` (a
  destination the state offered), as the move buttons under the board do;
* ``POST P/api/act`` ``{g, v, a}``: ``undo``, ``done``, ``roll``, ``double``, ``take``,
  ``pass``, ``resign``, ``resign_match``, ``hint``;
* ``GET P/api/events?g=<key>`` a Server-Sent Events stream of the game's states;
* ``GET P/api/texts?lang=<code>`` the page's error texts in the language of the browser's
  ``code`` (no sign-in: for a page that could not read its game).

Every API request carries ``Authorization: tma <initData>`` (checked by
:func:`bot.webapp.auth.check_init_data`) and is counted by the caller's flood gate. A move
goes through the same methods as a button press (:class:`bot.moves.Moves`,
:class:`bot.cube.CubePresses`): the chat's lock, the view version, the compare-and-set
save, then the chat's board is edited; a page on an old version is answered ``stale``
with the current state.
"""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path
from typing import Any

from aiogram.utils.web_app import WebAppInitData
from aiohttp import web

from ..answers import STALE, Answer
from ..i18n import SOURCE_LANGUAGE, Translator, catalogue, pick_language
from ..play.press import Press, Presser
from ..views.coach import hint_text
from ..views.game import dice_text, named
from .access import Access, Found, Parts, plain
from .auth import AuthError, FloodGate, check_init_data, game_key, parse_game_key
from .layout import layout
from .live import LiveHub, Watch

__all__ = ["WebServer", "STATIC", "TEXT_KEYS"]

log = logging.getLogger(__name__)

STATIC = Path(__file__).resolve().parent / "static"
TEXT_KEYS = ("btn.undo", "btn.done", "btn.roll", "btn.double", "btn.take", "btn.pass",
             "btn.resign_yes", "btn.resign_no", "btn.resign_match", "coach.btn.hint",
             "points", "point.bar", "point.off",
             "alert.stale", "alert.illegal", "alert.not_turn", "alert.error")
"""Texts of the bot's catalogue the page uses besides its own ``webapp.*`` ones (a counted
word goes as ``KEY.<category>`` for each CLDR category of the language: the page picks one
with ``Intl.PluralRules``)."""
_ACTIONS = {"undo": "undo", "done": "done", "roll": "roll", "double": "double",
            "take": "take", "pass": "pass", "resign": "game", "resign_match": "match"}
"""The page's actions (``api/act``) and the press each is."""
_STREAMS_PER_USER = 8
_PING_SECONDS = 20.0
_CHECK_SECONDS = 1.0
"""How often a quiet stream checks that its page is still connected."""
_TYPES = {".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml",
          ".html": "text/html"}


class Refused(web.HTTPException):
    """A refused API request: a JSON body ``{"error": reason}``."""

    def __init__(self, status: int, reason: str) -> None:
        self.status_code = status
        super().__init__(text=json.dumps({"error": reason}), content_type="application/json")


class WebServer:
    """The page's routes on an aiohttp application."""

    def __init__(self, parts: Parts, hub: LiveHub, prefix: str, *,
                 gate: FloodGate | None = None) -> None:
        self.parts = parts
        self.access = Access(parts)
        self.hub = hub
        self.prefix = prefix.rstrip("/")
        self.gate = gate or FloodGate()
        self.streams: dict[int, list[Watch]] = {}  # each user's open streams, oldest first
        self._closing = False

    def register(self, app: web.Application) -> None:
        """Add the page's routes to ``app``."""
        p = self.prefix
        app.router.add_get(p + "/", self.page)
        if p:
            app.router.add_get(p, self.folder)
        app.router.add_get(p + "/static/{name}", self.static)
        app.router.add_get(p + "/api/state", self.state)
        app.router.add_post(p + "/api/move", self.move)
        app.router.add_post(p + "/api/act", self.act)
        app.router.add_get(p + "/api/events", self.events)
        app.router.add_get(p + "/api/texts", self.texts)

    def close(self) -> None:
        """End the event streams (at shutdown)."""
        self._closing = True

    # ---------------------------------------------------------------- files
    async def page(self, request: web.Request) -> web.StreamResponse:
        """The page itself."""
        return self._file(STATIC / "index.html")

    async def folder(self, request: web.Request) -> web.StreamResponse:
        """``P`` without its slash: redirected to ``P/`` (with the query), where the page's
        relative files resolve under ``P/static/``."""
        query = f"?{request.query_string}" if request.query_string else ""
        raise web.HTTPMovedPermanently(f"{self.prefix}/{query}")

    async def static(self, request: web.Request) -> web.StreamResponse:
        """A module, style or picture of the page."""
        name = request.match_info["name"]
        path = STATIC / name
        if "/" in name or name.startswith(".") or path.suffix not in _TYPES or not path.is_file():
            raise web.HTTPNotFound()
        return self._file(path)

    @staticmethod
    def _file(path: Path) -> web.Response:
        return web.Response(body=path.read_bytes(), content_type=_TYPES[path.suffix],
                            charset="utf-8", headers={
                                "Cache-Control": "no-cache",
                                "X-Content-Type-Options": "nosniff",
                                "Content-Security-Policy": (
                                    "default-src 'self'; script-src 'self' "
                                    "https://telegram.org; style-src 'self' 'unsafe-inline'; "
                                    "img-src 'self' data:; connect-src 'self'")})

    # ---------------------------------------------------------------- who asks
    def _user(self, request: web.Request, cost: float = 1.0) -> WebAppInitData:
        header = request.headers.get("Authorization", "")
        if not header.startswith("tma "):
            raise Refused(401, "auth")
        try:
            data = check_init_data(self.parts.token, header[4:])
        except AuthError as exc:
            raise Refused(401, exc.reason) from None
        assert data.user is not None
        if not self.gate.allow(data.user.id, cost):
            raise Refused(429, "flood")
        return data

    async def _game(self, key: Any, user_id: int) -> Found:
        game_id = parse_game_key(self.parts.token, str(key or ""))
        if game_id is None:
            raise Refused(400, "key")
        found = await self.access.find(game_id)
        if found is None:
            raise Refused(404, "gone")
        if not await self.access.may_watch(found, user_id):
            raise Refused(403, "denied")
        return found

    async def _viewer(self, data: WebAppInitData) -> Translator:
        assert data.user is not None
        return await self.access.translator(data.user.id, data.user.language_code)

    async def _view(self, found: Found, user_id: int, tr: Translator) -> dict[str, Any]:
        state = await self.access.state(found, user_id, tr)
        state["key"] = game_key(self.parts.token, found.rec.game_id)
        nxt = await self.access.successor(found)
        state["next"] = game_key(self.parts.token, nxt) if nxt is not None else None
        return state

    async def _fresh(self, game_id: int, user_id: int, tr: Translator) -> dict[str, Any] | None:
        found = await self.access.find(game_id)
        return None if found is None else await self._view(found, user_id, tr)

    # ---------------------------------------------------------------- the API
    async def state(self, request: web.Request) -> web.Response:
        """The game from the caller's side."""
        data = self._user(request)
        assert data.user is not None
        found = await self._game(request.query.get("g"), data.user.id)
        tr = await self._viewer(data)
        body = await self._view(found, data.user.id, tr)
        if request.query.get("texts"):
            body["texts"] = _texts(tr)
            body["layout"] = layout()
        return web.json_response(body)

    async def texts(self, request: web.Request) -> web.Response:
        """The page's error texts for a page without a signed-in game (its browser's
        language, by the bot's rule)."""
        tr = Translator(pick_language(request.query.get("lang")))
        return web.json_response({"lang": tr.lang, "texts": {
            k: tr.template(k) for k in _webapp_keys(tr) if k.startswith("webapp.err.")}})

    async def _body(self, request: web.Request) -> dict[str, Any]:
        try:
            body = await request.json()
        except (ValueError, UnicodeDecodeError):
            raise Refused(400, "body") from None
        if not isinstance(body, dict) or not isinstance(body.get("v"), int):
            raise Refused(400, "body")
        return body

    async def move(self, request: web.Request) -> web.Response:
        """Move a checker: the combined-move press of the keyboard (origin, dice)."""
        data = self._user(request)
        body = await self._body(request)
        who = _presser(data)
        found = await self._game(body.get("g"), who.id)
        f, d = body.get("f"), body.get("d")
        if not isinstance(f, int) or not isinstance(d, str) or not d.isdigit() or len(d) > 4:
            raise Refused(400, "body")
        rec = found.rec
        press = Press(who, rec.game_id, body["v"], "combo", origin=f, dice=d)
        answer = await self.parts.moves.combo(rec.chat_id, press)
        return await self._answer(found, who, answer, await self._viewer(data))

    async def act(self, request: web.Request) -> web.Response:
        """Undo, Done, the cube's buttons, Resign (confirmed in the page) or Hint."""
        data = self._user(request)
        body = await self._body(request)
        who = _presser(data)
        found = await self._game(body.get("g"), who.id)
        rec, v, a = found.rec, body["v"], body.get("a")
        chat, parts = rec.chat_id, self.parts
        if a == "hint":
            return await self._hint(found, Press(who, rec.game_id, v, "hint"),
                                    await self._viewer(data))
        if not isinstance(a, str) or a not in _ACTIONS:
            raise Refused(400, "body")
        press = Press(who, rec.game_id, v, _ACTIONS[a])
        if a in ("undo", "done"):
            answer = await parts.moves.turn_action(chat, press)
        elif a in ("resign", "resign_match"):
            answer = await parts.moves.resign(chat, press, None)
        else:
            answer = await parts.cubes.press(chat, press)
        return await self._answer(found, who, answer, await self._viewer(data))

    async def _hint(self, found: Found, press: Press, tr: Translator) -> web.Response:
        rec, who = found.rec, press.who
        got = await self.parts.coach.best_plays(rec.chat_id, press)
        if isinstance(got, Answer):
            return await self._answer(found, who, got, tr)
        rec2, table, color, ranked = got
        game = table.game
        assert game is not None and game.dice is not None
        text = hint_text(named(rec2, tr).names[color], dice_text(game.dice), game.position,
                         [(r.moves, r.loss) for r in ranked[:3]], tr)
        return web.json_response({"ok": True, "text": plain(text), "alert": True,
                                  "stale": False,
                                  "state": await self._fresh(rec.game_id, who.id, tr)})

    async def _answer(self, found: Found, who: Presser, answer: Answer,
                      tr: Translator) -> web.Response:
        text = ""
        if answer.key is not None:
            text = plain(tr(answer.key, **dict(answer.values)))
        ok = answer.key is None or answer.key.startswith("toast.")
        return web.json_response({
            "ok": ok, "text": text, "alert": answer.alert,
            "stale": answer is STALE or answer.key == STALE.key,
            "state": await self._fresh(found.rec.game_id, who.id, tr)})

    # ---------------------------------------------------------------- live
    async def events(self, request: web.Request) -> web.StreamResponse:
        """The game's states as they change (Server-Sent Events), the current one first;
        a comment line every few seconds keeps proxies from closing the stream. A user
        holds at most a few streams: a new one ends the oldest (a page reopened)."""
        data = self._user(request, cost=2.0)
        assert data.user is not None
        uid = data.user.id
        found = await self._game(request.query.get("g"), uid)
        tr = await self._viewer(data)
        game_id = found.rec.game_id
        resp = web.StreamResponse(headers={
            "Content-Type": "text/event-stream", "Cache-Control": "no-cache",
            "X-Accel-Buffering": "no"})
        watch = self.hub.watch(game_id, found.rec.chat_id)
        mine = self.streams.setdefault(uid, [])
        mine.append(watch)
        while len(mine) > _STREAMS_PER_USER:
            oldest = mine.pop(0)
            oldest.ended = True
            oldest.changed.set()
        try:
            await resp.prepare(request)
            first = await self._view(found, uid, tr)
            state: dict[str, Any] | None = first
            sent = _mark(first)
            await resp.write(_event(first))
            idle = 0.0
            while not self._closing and not watch.ended:
                if state is not None and state["finished"]:
                    self.hub.finished(watch)  # wait for the chat's next game too
                try:
                    await asyncio.wait_for(watch.changed.wait(), _CHECK_SECONDS)
                except TimeoutError:
                    if request.transport is None or request.transport.is_closing():
                        break  # the page is gone
                    idle += _CHECK_SECONDS
                    if idle >= _PING_SECONDS:
                        idle = 0.0
                        await resp.write(b": ping\n\n")
                    continue
                watch.changed.clear()
                if self._closing or watch.ended:
                    break
                state = await self._fresh(game_id, uid, tr)
                if state is not None and _mark(state) != sent:
                    sent = _mark(state)
                    await resp.write(_event(state))
        except ConnectionResetError:
            pass
        finally:
            self.hub.unwatch(watch)
            if watch in mine:
                mine.remove(watch)
            if not mine and self.streams.get(uid) is mine:
                del self.streams[uid]
        return resp


def _mark(state: dict[str, Any] | None) -> tuple[Any, ...]:
    """What tells two states of a game apart for a page (a repeat is not sent): a
    clock's start, pause or downtime given back among them, not its time passing."""
    if state is None:
        return ()
    clock = state.get("clock") or {}
    return (state["v"], state["finished"], state["next"], clock.get("deadline"),
            clock.get("mover"), clock.get("paused"), clock.get("asked"))


def _event(state: dict[str, Any]) -> bytes:
    return b"data: " + json.dumps(state, ensure_ascii=False).encode() + b"\n\n"


def _presser(data: WebAppInitData) -> Presser:
    """The page's user (from the checked ``initData``) as play knows a presser: the name
    written as Telegram writes a user's full name."""
    u = data.user
    assert u is not None
    first = u.first_name or str(u.id)
    return Presser(u.id, f"{first} {u.last_name}" if u.last_name else first, u.language_code)


def _texts(tr: Translator) -> dict[str, str]:
    """The page's texts in ``tr``'s language (counted words by category, variables as
    ``{name}`` for the page to fill)."""
    out: dict[str, str] = {}
    for k in (*_webapp_keys(tr), *TEXT_KEYS):
        if tr.is_plural(k):
            out.update((f"{k}.{c}", w) for c, w in tr.forms(k).items())
        else:
            out[k] = tr.template(k)
    return out


def _webapp_keys(tr: Translator) -> list[str]:
    return sorted(k for k in catalogue(SOURCE_LANGUAGE).keys if k.startswith("webapp."))
