"""The board page's API against the running bot and the fake Bot API: who may see and
move (Telegram's signed initData, the signed game key, players, members, strangers), moves
through the press path (legal, illegal, stale, a race with a chat press), the cube,
Resign, Hint, the event stream and the Board button under the chat's board."""

from __future__ import annotations

import asyncio
import json
import re
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
import yarl

from bot.webapp.auth import game_key
from bot.webapp.server import STATIC
from engine import Cube, Game, Position
from testkit.webapp import init_data
from tests.bot.helpers import BotHarness
from tests.bot.webapp_kit import Page, base_url, board_key, near_end, open_ai_game, page_harness

harness = page_harness

PRIVATE = 601
GROUP = -3001


@pytest.fixture
async def session() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as s:
        yield s


async def private_game(h: BotHarness) -> tuple[str, Any]:
    await h.start()
    dana = h.tg.user(PRIVATE, "Dana", "en")
    board = await open_ai_game(h, PRIVATE, dana, "short")
    return board_key(board), dana


def step_button(h: BotHarness) -> str:
    return next(d for _, d in h.buttons(h.board(PRIVATE)) if d.startswith(("s:", "c:")))


async def test_signed_init_data_is_required_and_checked(harness: BotHarness,
                                                        session: aiohttp.ClientSession) -> None:
    h = harness
    key, _ = await private_game(h)
    good = Page(h, session, PRIVATE, key)
    status, st = await good.state()
    assert status == 200 and st["you"] is not None and st["key"] == key
    # another user id with the same hash: tampered
    forged = Page(h, session, PRIVATE, key,
                  init=good.init.replace(f"%22id%22%3A{PRIVATE}", "%22id%22%3A999"))
    assert forged.init != good.init
    assert await forged.state() == (401, {"error": "tampered"})
    # signed with another bot's token
    other = Page(h, session, PRIVATE, key, init=init_data("1:other", PRIVATE))
    assert (await other.state())[0] == 401
    # older than a day
    old = Page(h, session, PRIVATE, key,
               init=init_data(h.tg.token, PRIVATE, auth_date=int(time.time()) - 86400 - 60))
    assert await old.state() == (401, {"error": "expired"})
    async with session.get(good.url + "state", params={"g": key}) as r:
        assert r.status == 401
    # a forged key (another game's id with this game's signature) names nothing
    game_id, sig = key.split("_", 1)
    bad = Page(h, session, PRIVATE, f"{int(game_id) + 1}_{sig}")
    assert (await bad.state())[0] == 400


async def test_strangers_and_members(harness: BotHarness,
                                     session: aiohttp.ClientSession) -> None:
    h = harness
    key, _ = await private_game(h)
    # a private chat's game: nobody but its player
    assert await Page(h, session, 777, key).state() == (403, {"error": "denied"})
    ann = h.tg.user(41, "Ann", "en")
    board = await open_ai_game(h, GROUP, ann, "short")
    gkey = board_key(board)
    h.tg.members.setdefault(GROUP, {})[43] = "left"  # type: ignore[attr-defined]
    assert await Page(h, session, 43, gkey).state() == (403, {"error": "denied"})
    watcher = Page(h, session, 42, gkey)  # a member of the group
    status, st = await watcher.state()
    assert status == 200 and st["you"] is None and st["moves"] == {}
    assert not any(st["can"].values())
    # a watcher cannot move, nothing changes
    player = Page(h, session, 41, gkey)
    _, mine = await player.state()
    origin, targets = next(iter(mine["moves"].items()))
    status, ans = await watcher.post("move", v=mine["v"], f=int(origin), d=targets[0][1])
    assert status == 200 and not ans["ok"] and ans["text"] == "This is not your game."
    assert ans["state"]["v"] == mine["v"]


async def test_legal_illegal_and_stale_moves(harness: BotHarness,
                                             session: aiohttp.ClientSession) -> None:
    h = harness
    key, _ = await private_game(h)
    page = Page(h, session, PRIVATE, key)
    _, st = await page.state()
    edits = len(h.tg.calls_of("editMessageMedia")) + len(h.tg.calls_of("editMessageCaption"))
    # a move the engine does not offer
    status, ans = await page.post("move", v=st["v"], f=5, d="6")
    assert status == 200 and not ans["ok"] and ans["text"] == "That step is not possible now."
    assert ans["state"]["v"] == st["v"]
    status, _ = await page.post("move", v=st["v"], f="13", d="x")
    assert status == 400
    # a legal move: saved, the chat's board edited with the same step
    origin, targets = next(iter(st["moves"].items()))
    status, ans = await page.post("move", v=st["v"], f=int(origin), d=targets[0][1])
    assert status == 200 and ans["ok"] and "✓" in ans["text"]
    after = ans["state"]
    assert after["v"] > st["v"]
    await h.settle()
    caption = h.board(PRIVATE).caption or ""
    assert f"{origin}→" in caption
    assert len(h.tg.calls_of("editMessageMedia")) + len(
        h.tg.calls_of("editMessageCaption")) > edits
    # the page that still shows the old version is told, and given the current state
    rec = await h.service.storage.get_active_game(PRIVATE)  # type: ignore[union-attr]
    status, ans = await page.post("move", v=st["v"], f=int(origin), d=targets[0][1])
    assert ans["stale"] and not ans["ok"] and ans["state"]["v"] == after["v"]
    rec2 = await h.service.storage.get_active_game(PRIVATE)  # type: ignore[union-attr]
    assert rec2 is not None and rec is not None and rec2.version == rec.version


async def test_a_chat_press_and_a_page_move_on_the_same_version(
        harness: BotHarness, session: aiohttp.ClientSession) -> None:
    h = harness
    key, dana = await private_game(h)
    page = Page(h, session, PRIVATE, key)
    for _ in range(3):
        await h.settle()
        _, st = await page.state()
        if not st["moves"]:
            break
        origin, targets = next(iter(st["moves"].items()))
        data = step_button(h)
        assert f":{st['v']}:" in data
        press, (_, ans) = await asyncio.gather(
            h.tg.press(PRIVATE, dana, h.board(PRIVATE).message_id, data),
            page.post("move", v=st["v"], f=int(origin), d=targets[0][1]))
        chat_ok = "✓" in str(press.get("text") or "")
        assert chat_ok != ans["ok"], (press, ans)  # exactly one of them applied
        if chat_ok:  # the page lost: told so, with the state the press made
            assert ans["stale"] and ans["state"]["v"] > st["v"]
        else:
            assert press.get("text") == "This button is out of date — showing the current board."
        await h.settle()


async def test_cube_resign_and_hint(harness: BotHarness,
                                    session: aiohttp.ClientSession) -> None:
    h = harness
    key, _ = await private_game(h)
    page = Page(h, session, PRIVATE, key)
    _, st = await page.state()
    status, ans = await page.post("act", v=st["v"], a="hint")
    assert status == 200 and ans["ok"] and ans["alert"] and "1." in ans["text"]
    assert (await page.post("act", v=st["v"], a="jump"))[0] == 400
    # the cube: the player on turn before the roll
    assert h.service is not None
    rec = await h.service.storage.get_active_game(PRIVATE)
    assert rec is not None
    from bot.model.state import Table
    table = Table.decode(rec.state)
    human = 1 if rec.white_id is None else 0
    pos = Position.from_points("short", {6: 5, 8: 3, 13: 5, 24: 2},
                               {6: 5, 8: 3, 13: 5, 24: 2}, turn=human)
    async with h.service.store.lock(PRIVATE):
        h.service.store.forget(rec.game_id)
        await h.service.storage.update_game(rec.game_id, rec.version, state=table.bump(
            game=Game.from_position(pos, None, cube=Cube())).encode())
    _, st = await page.state()
    assert st["can"]["roll"] and st["can"]["double"] and not st["can"]["undo"]
    status, ans = await page.post("act", v=st["v"], a="roll")
    assert ans["ok"] and ans["state"]["dice"] is not None and ans["state"]["moves"]
    # Resign, confirmed in the page: the game ends, the chat shows the result
    st = ans["state"]
    status, ans = await page.post("act", v=st["v"], a="resign")
    assert ans["ok"] and ans["state"]["finished"]
    assert "resigns" in ans["state"]["result"]["text"]
    await h.settle()
    assert "🏳" in (h.board(PRIVATE).caption or "")


async def test_events_follow_the_chat(harness: BotHarness,
                                      session: aiohttp.ClientSession) -> None:
    h = harness
    key, dana = await private_game(h)
    page = Page(h, session, PRIVATE, key)
    _, st = await page.state()
    async with session.get(page.url + "events", params={"g": key},
                           headers=page.headers) as r:
        assert r.status == 200 and r.headers["Content-Type"] == "text/event-stream"
        first = await _event(r)
        assert first["v"] == st["v"]
        await h.tg.press(PRIVATE, dana, h.board(PRIVATE).message_id, step_button(h))
        second = await _event(r)
        assert second["v"] > st["v"] and second["steps"] or second["turn"] != st["turn"]


async def _event(r: aiohttp.ClientResponse) -> dict[str, Any]:
    while True:
        line = await asyncio.wait_for(r.content.readline(), 20)
        if line.startswith(b"data: "):
            return json.loads(line[6:])  # type: ignore[no-any-return]


async def test_floods_are_refused(harness: BotHarness, session: aiohttp.ClientSession) -> None:
    h = harness
    key, _ = await private_game(h)
    page = Page(h, session, PRIVATE, key)
    codes = [(await page.state())[0] for _ in range(60)]
    assert 429 in codes and codes[0] == 200
    assert (await Page(h, session, 602, key).state())[0] == 403  # others are not slowed


async def test_the_board_button_and_the_page_files(harness: BotHarness,
                                                   session: aiohttp.ClientSession) -> None:
    h = harness
    key, _ = await private_game(h)
    row = h.board(PRIVATE).reply_markup["inline_keyboard"][-1]  # type: ignore[index]
    assert row == [{"text": "🖐 Board", "web_app": {
        "url": f"https://nardy.example.org/webapp/?g={key}"}}]
    ann = h.tg.user(41, "Ann", "ru")
    board = await open_ai_game(h, GROUP, ann, "long")
    gkey = board_key(board)
    assert board.reply_markup["inline_keyboard"][-1] == [  # type: ignore[index]
        {"text": "🖐 Доска", "url": f"https://t.me/nardy_test_bot/board?startapp={gkey}"}]
    assert gkey == game_key(h.tg.token, int(gkey.split("_")[0]))
    total = 0
    async with session.get(base_url(h)) as r:
        assert r.status == 200 and "text/html" in r.headers["Content-Type"]
        total += len(await r.read())
    for f in sorted(STATIC.iterdir()):
        if f.name == "index.html":
            continue
        async with session.get(base_url(h) + "static/" + f.name) as r:
            assert r.status == 200, f.name
            total += len(await r.read())
    async with session.get(base_url(h) + "static/..%2F__init__.py") as r:
        assert r.status == 404
    _, st = await Page(h, session, PRIVATE, key).state(texts="1")
    total += len(json.dumps(st).encode())
    assert total < 300_000
    assert st["texts"]["webapp.tap"] == "Tap a checker to light up its moves"
    assert st["layout"]["size"][0] > 900 and len(st["layout"]["own"]) == 24


async def test_an_address_without_its_slash(harness: BotHarness,
                                            session: aiohttp.ClientSession) -> None:
    """``NARDY_WEBAPP_URL=https://host/webapp``: the button opens ``/webapp/`` and a
    request for ``/webapp`` is redirected there, so the page's relative files resolve."""
    h = harness
    h.overrides["webapp_url"] = "https://nardy.example.org/webapp"
    key, _ = await private_game(h)
    button = h.board(PRIVATE).reply_markup["inline_keyboard"][-1][0]  # type: ignore[index]
    assert button["web_app"]["url"] == f"https://nardy.example.org/webapp/?g={key}"
    bare = base_url(h).rstrip("/")
    async with session.get(f"{bare}?g={key}", allow_redirects=False) as r:
        assert r.status == 301 and r.headers["Location"] == f"/webapp/?g={key}"
    async with session.get(f"{bare}?g={key}") as r:
        assert r.status == 200 and str(r.url) == f"{base_url(h)}?g={key}"
        html = await r.text()
        page = r.url
    assets = re.findall(r'(?:src|href)="(static/[^"]+)"', html)
    assert len(assets) >= 2
    for asset in assets:  # resolved as the browser resolves them
        async with session.get(page.join(yarl.URL(asset))) as r:
            assert r.status == 200, asset


async def test_no_page_without_its_settings(harness: BotHarness) -> None:
    h = harness
    h.overrides.pop("webapp_url")
    await h.start()
    dana = h.tg.user(PRIVATE, "Dana", "en")
    board = await open_ai_game(h, PRIVATE, dana, "short")
    assert "web_app" not in json.dumps(board.reply_markup)
    with pytest.raises(aiohttp.ClientConnectionError):
        async with aiohttp.ClientSession() as s, s.get(base_url(h)):
            pass


async def test_near_end_position_plays_out_through_the_api(
        harness: BotHarness, session: aiohttp.ClientSession) -> None:
    h = harness
    key, _ = await private_game(h)
    await near_end(h, PRIVATE)
    page = Page(h, session, PRIVATE, key)
    for _ in range(200):
        await h.settle()
        _, st = await page.state()
        if st["finished"]:
            break
        if st["can"]["done"]:
            await page.post("act", v=st["v"], a="done")
        elif st["moves"]:
            origin, targets = next(iter(st["moves"].items()))
            _, ans = await page.post("move", v=st["v"], f=int(origin), d=targets[0][1])
            assert ans["ok"], ans
    assert st["finished"] and st["result"]["text"]
    assert (await h.service.storage.get_active_game(PRIVATE)) is None  # type: ignore[union-attr]


async def test_a_finished_games_page_learns_of_the_next_one(
        harness: BotHarness, session: aiohttp.ClientSession) -> None:
    h = harness
    await h.start()
    ann = h.tg.user(41, "Ann", "en")
    key = board_key(await open_ai_game(h, GROUP, ann, "short"))
    page = Page(h, session, 41, key)
    _, st = await page.state()
    async with session.get(page.url + "events", params={"g": key},
                           headers=page.headers) as r:
        assert (await _event(r))["v"] == st["v"]
        _, ans = await page.post("act", v=st["v"], a="resign")
        assert ans["ok"] and ans["state"]["finished"] and ans["state"]["next"] is None
        while not (await _event(r))["finished"]:
            pass
        await h.settle()
        final = h.board(GROUP)
        rematch = [d for _, d in h.buttons(final) if d.startswith("m:")]
        await h.tg.press(GROUP, ann, final.message_id, rematch[0])
        later = await _event(r)
        assert later["finished"] and later["next"] is not None
    rec = await h.service.storage.get_active_game(GROUP)  # type: ignore[union-attr]
    assert rec is not None and later["next"] == game_key(h.tg.token, rec.game_id)


async def test_webhook_mode_serves_the_page_on_the_webhooks_server(tmp_path: Path) -> None:
    from bot import Settings, run_bot
    from testkit.fakeapi import FakeTelegram
    from testkit.webapp import free_port

    tg = FakeTelegram()
    await tg.start()
    port, own = free_port(), free_port()
    settings = Settings(token=tg.token, db_path=str(tmp_path / "w.sqlite3"), api_url=tg.url,
                        ai_delay=0, render_workers=0, webhook_url="https://nardy.example",
                        webhook_secret="s3cret", webhook_host="127.0.0.1", webhook_port=port,
                        webapp_url="https://nardy.example/webapp/", webapp_port=own)
    stop = asyncio.Event()
    ready: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(run_bot(settings, stop_event=stop,
                                       ready=lambda s: ready.set_result(s)))
    try:
        await asyncio.wait_for(ready, 20)
        async with aiohttp.ClientSession() as http:
            await tg.wait_until(lambda: tg.calls_of("setWebhook"))
            async with http.get(f"http://127.0.0.1:{port}/webapp/") as r:
                assert r.status == 200 and "<svg" in await r.text()
            async with http.get(f"http://127.0.0.1:{port}/webapp/api/state?g=1_x") as r:
                assert r.status == 401
            with pytest.raises(aiohttp.ClientConnectionError):  # no second server
                await http.get(f"http://127.0.0.1:{own}/webapp/")
    finally:
        stop.set()
        await asyncio.wait_for(task, 20)
        await tg.stop()


async def test_a_reopened_page_ends_the_oldest_stream(
        harness: BotHarness, session: aiohttp.ClientSession) -> None:
    h = harness
    key, _ = await private_game(h)
    page = Page(h, session, PRIVATE, key)
    opened = []
    for _ in range(9):  # one more than a user may hold
        r = await session.get(page.url + "events", params={"g": key}, headers=page.headers)
        assert r.status == 200
        await _event(r)
        opened.append(r)
        await asyncio.sleep(0.15)  # within the flood gate's pace
    first = opened[0]
    rest = await asyncio.wait_for(first.content.read(), 20)  # to the end: the server ended it
    assert rest.strip() == b"" and first.content.at_eof()
    _, st = await page.state()
    assert st["v"] >= 1
    for r in opened:
        r.close()


async def test_a_game_in_an_inline_message(harness: BotHarness,
                                           session: aiohttp.ClientSession) -> None:
    from tests.bot import inline_kit

    h = harness
    await inline_kit.start(h)
    alice, bob = h.tg.user(11, "Alice", "en"), h.tg.user(12, "Bob", "en")
    msg = await inline_kit.friend_game(h, "short", alice, bob)
    await h.settle()
    row = msg.reply_markup["inline_keyboard"][-1]  # type: ignore[index]
    assert row[0]["url"].startswith("https://t.me/nardy_test_bot/board?startapp=")
    key = board_key(msg)  # type: ignore[arg-type]
    # whoever sees the message may watch; its players move, and the message follows
    status, seen = await Page(h, session, 99, key).state()
    assert status == 200 and seen["you"] is None
    on_turn = inline_kit.turn_user(msg)
    page = Page(h, session, on_turn or 0, key)
    _, st = await page.state()
    assert st["you"] == st["turn"] and st["moves"]
    origin, targets = next(iter(st["moves"].items()))
    _, ans = await page.post("move", v=st["v"], f=int(origin), d=targets[0][1])
    assert ans["ok"], ans
    await h.settle()
    assert f"{origin}→" in (msg.caption or "")


async def test_undo_and_done_when_the_chat_finishes_turns_by_hand(
        harness: BotHarness, session: aiohttp.ClientSession) -> None:
    h = harness
    key, _ = await private_game(h)
    assert h.service is not None
    await h.service.store.set_auto_finish(PRIVATE, False)  # /settings: turns end with Done
    page = Page(h, session, PRIVATE, key)
    _, st = await page.state()
    assert st["auto"] is False
    origin, targets = next(iter(st["moves"].items()))
    _, ans = await page.post("move", v=st["v"], f=int(origin), d=targets[0][1])
    assert ans["ok"] and ans["state"]["can"]["undo"]
    _, ans = await page.post("act", v=ans["state"]["v"], a="undo")
    assert ans["ok"] and ans["state"]["steps"] == [] and not ans["state"]["can"]["undo"]
    st = ans["state"]
    while not st["can"]["done"]:
        origin, targets = next(iter(st["moves"].items()))
        _, ans = await page.post("move", v=st["v"], f=int(origin), d=targets[0][1])
        assert ans["ok"], ans
        st = ans["state"]
    assert st["turn"] == st["you"]  # the turn waits for Done
    await h.settle()
    assert "Done" in str(h.board(PRIVATE).reply_markup)
    _, ans = await page.post("act", v=st["v"], a="done")
    assert ans["ok"] and ans["text"] == "Turn passed."
    assert ans["state"]["turn"] != st["you"] or ans["state"]["v"] > st["v"] + 1
