"""Shared pieces of the board page's tests: a bot with the page on, games against the AI
set up near their end, an API client that signs its requests like Telegram."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import aiohttp
import pytest

from bot.model.state import Table
from engine import Game, Position
from testkit.fakeapi import FakeMessage, FakeUser
from testkit.webapp import free_port, init_data
from tests.bot.helpers import BotHarness, MemberTelegram

__all__ = ["page_harness", "Page", "open_ai_game", "near_end", "board_key", "APP"]

APP = "board"
"""The Mini App's short name the tests configure (``NARDY_WEBAPP_NAME``)."""

NEAR_END = {
    "short": ({1: 1, 2: 2, 3: 2, 4: 1, 5: 2, 6: 1, 8: 1}, {1: 2, 2: 1, 3: 1, 4: 2, 5: 1, 6: 2, 9: 1}),
    "long": ({1: 1, 2: 2, 3: 2, 4: 1, 5: 2, 6: 1, 8: 1}, {1: 2, 2: 1, 3: 1, 4: 2, 5: 1, 6: 2, 9: 1}),
}
"""Each side's checkers (own numbering) in a race near its end: ten left, five off."""


@pytest.fixture
async def page_harness(tmp_path: Path) -> AsyncIterator[BotHarness]:
    """A fake Telegram server and a bot serving the board page in polling mode on a free
    local port (``h.overrides["webapp_port"]``)."""
    tg = MemberTelegram()
    await tg.start()
    h = BotHarness(tg, tmp_path / "nardy.sqlite3")
    h.overrides.update(webapp_url="https://nardy.example.org/webapp/", webapp_port=free_port(),
                       webhook_host="127.0.0.1", webapp_name=APP)
    try:
        yield h
    finally:
        await h.stop()
        await tg.stop()


def base_url(h: BotHarness) -> str:
    """Where the harness's page is served."""
    return f"http://127.0.0.1:{h.overrides['webapp_port']}/webapp/"


async def open_ai_game(h: BotHarness, chat: int, user: FakeUser, variant: str) -> FakeMessage:
    """``user`` starts a game of ``variant`` against the beginner AI in ``chat`` (a group
    when negative); returns the board once the bot settled."""
    group = chat < 0
    await h.tg.send_text(chat, user, f"/new {variant}" if not group else "/new",
                         chat_type="group" if group else "private")
    lobby = await h.tg.wait_for_message(chat, lambda m: bool(h.find(m, "l:")))
    if group:
        var = [b for b in h.find(lobby, "l:") if b[1].endswith(f":var:{variant}")]
        await h.press(chat, user, lobby, var[0][1])
        lobby = h.tg.chat(chat).messages[lobby.message_id]
        bot = [b for b in h.find(lobby, "l:") if ":bot:" in b[1]]
        await h.press(chat, user, lobby, bot[0][1])
        lobby = h.tg.chat(chat).messages[lobby.message_id]
    lvl = [b for b in h.find(lobby, "l:") if b[1].endswith(":lvl:beginner")]
    await h.press(chat, user, lobby, lvl[0][1])
    await h.wait_board(chat)
    await h.settle()
    return h.board(chat)


async def near_end(h: BotHarness, chat: int, dice: tuple[int, int] = (6, 5)) -> int:
    """Put the chat's game in play into a race near its end, the human on turn with
    ``dice`` (written to the database as a finished turn would be); returns the game id."""
    assert h.service is not None
    storage = h.service.storage
    rec = await storage.get_active_game(chat)
    assert rec is not None
    table = Table.decode(rec.state)
    assert table.game is not None
    human = 1 if rec.white_id is None else 0  # the AI has no user id
    white, black = NEAR_END[rec.variant]
    pos = Position.from_points(rec.variant, white, black, turn=human)
    game = Game.from_position(pos, dice)
    async with h.service.store.lock(chat):
        h.service.store.forget(rec.game_id)
        await storage.update_game(rec.game_id, rec.version,
                                  state=table.bump(game=game, log=()).encode())
    await h.service.publisher.redraw(chat, rec.game_id)
    await h.settle()
    return rec.game_id


def board_key(msg: FakeMessage) -> str:
    """The signed game key of the Board button under a chat's board."""
    assert msg.reply_markup is not None
    button = msg.reply_markup["inline_keyboard"][-1][0]
    url = button["web_app"]["url"] if "web_app" in button else button["url"]
    q = parse_qs(urlsplit(url).query)
    return (q.get("g") or q["startapp"])[0]


class Page:
    """The API as one Telegram user's page calls it."""

    def __init__(self, h: BotHarness, session: aiohttp.ClientSession, user_id: int,
                 key: str, *, init: str | None = None) -> None:
        self.url = base_url(h) + "api/"
        self.session = session
        self.key = key
        self.init = init if init is not None else init_data(h.tg.token, user_id, f"U{user_id}")

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"tma {self.init}"}

    async def state(self, **query: str) -> tuple[int, dict[str, Any]]:
        async with self.session.get(self.url + "state", params={"g": self.key, **query},
                                    headers=self.headers) as r:
            return r.status, await r.json()

    async def post(self, path: str, **body: Any) -> tuple[int, dict[str, Any]]:
        async with self.session.post(self.url + path, json={"g": self.key, **body},
                                     headers=self.headers) as r:
            return r.status, await r.json()
