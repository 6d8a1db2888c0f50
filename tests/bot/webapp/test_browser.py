"""The board page in a real headless Chromium against the bot and the fake Bot API: a
player finishes a game against the bot by tapping checkers, the chat's board follows move
for move, and a second page (a member of the group watching) sees every move."""

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
from pathlib import Path
from typing import Any
from urllib.parse import quote

import aiohttp
import numpy as np
import pytest
from PIL import Image

from testkit.webapp import init_data
from tests.bot.helpers import BotHarness
from tests.bot.webapp_kit import Page, base_url, board_key, near_end, open_ai_game, page_harness

harness = page_harness

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
if not (CHROMIUM and DRIVER) and not os.environ.get("CI"):
    pytest.skip("chromium and chromium-driver are not installed (apt-get install chromium "
                "chromium-driver; .ci/run installs them)", allow_module_level=True)

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

GROUP = -2001
PIPS = re.compile(r"⚪ (\d+) · ⚫ (\d+)")


class Browser:
    """One headless Chromium page, driven from the event loop through a thread."""

    def __init__(self) -> None:
        o = webdriver.ChromeOptions()
        o.binary_location = str(CHROMIUM)
        for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=430,900",
                    "--disable-dev-shm-usage", "--lang=en"):
            o.add_argument(arg)
        self.d = webdriver.Chrome(service=Service(str(DRIVER)), options=o)

    async def run(self, fn: Any, *args: Any) -> Any:
        return await asyncio.to_thread(fn, *args)

    async def js(self, script: str) -> Any:
        return await self.run(self.d.execute_script, script)

    async def until(self, script: str, timeout: float = 20.0) -> Any:
        """Wait until ``script`` returns something true; return it."""
        for _ in range(int(timeout / 0.05)):
            value = await self.js(script)
            if value:
                return value
            await asyncio.sleep(0.05)
        raise AssertionError(f"the page never satisfied: {script}")

    async def tap(self, point: int) -> None:
        """A tap on a point of the board (own numbering; 25 the bar, 0 the tray)."""
        el = await self.run(self.d.find_element, By.CSS_SELECTOR, f'rect.hit[data-point="{point}"]')
        await self.run(el.click)

    async def drag(self, frm: int, to: int) -> None:
        """Press on a point's checker, move to another point and let go."""
        a = await self.run(self.d.find_element, By.CSS_SELECTOR, f'rect.hit[data-point="{frm}"]')
        b = await self.run(self.d.find_element, By.CSS_SELECTOR, f'rect.hit[data-point="{to}"]')
        chain = ActionChains(self.d).click_and_hold(a).move_by_offset(5, 20).move_to_element(b)
        await self.run(chain.release().perform)

    async def version(self) -> int:
        return int(await self.js("return document.body.dataset.v || 0"))

    def close(self) -> None:
        self.d.quit()


def screenshot_ok(path: Path) -> None:
    """The screenshot shows a board: many colours, the felt's green among them."""
    img = Image.open(path).convert("RGB")
    colours = img.getcolors(1 << 20) or []
    assert len(colours) > 200, f"{path} looks blank ({len(colours)} colours)"
    px = np.asarray(img.resize((64, 64))).astype(int)
    greens = int(((px[..., 1] > px[..., 0] + 20) & (px[..., 1] > px[..., 2])).sum())
    assert greens > 200, f"{path}: no felt in the picture"


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["short", "long"])
async def test_a_game_played_by_taps_to_its_end(harness: BotHarness, tmp_path: Path,
                                                variant: str) -> None:
    h = harness
    await h.start()
    ann = h.tg.user(31, "Ann", "en")
    h.tg.user(32, "Ben", "en")  # a member of the group who watches
    await open_ai_game(h, GROUP, ann, variant)
    game_id = await near_end(h, GROUP)
    board = h.board(GROUP)
    key = board_key(board)
    assert f"https://t.me/{h.tg.bot_user.username}/board?startapp={key}" in str(board.reply_markup)

    theme = quote(json.dumps({"bg_color": "#fafafa", "text_color": "#101010",
                              "button_color": "#2481cc"}))

    def url(user_id: int, name: str, folder: str = base_url(h)) -> str:
        data = init_data(h.tg.token, user_id, name, start_param=key)
        return (f"{folder}#tgWebAppData={quote(data)}&tgWebAppVersion=8.0"
                f"&tgWebAppThemeParams={theme}")

    player, watcher = await asyncio.gather(asyncio.to_thread(Browser),
                                           asyncio.to_thread(Browser))
    try:
        await player.run(player.d.get, url(31, "Ann"))
        # the watcher opens the address without its slash: redirected, the page still loads
        await watcher.run(watcher.d.get, url(32, "Ben", base_url(h).rstrip("/")))
        for page in (player, watcher):
            await page.until("return document.body.dataset.ready && document.body.dataset.live")
        watching = str(await watcher.js("return document.getElementById('status').textContent"))
        assert "You are watching" in watching, watching
        assert not await watcher.js("return document.querySelectorAll('#actions button').length")
        # Telegram's theme colours, as the client passes them
        assert await player.js("return getComputedStyle(document.body).backgroundColor") \
            == "rgb(250, 250, 250)"
        # 💡 Hint (a game against the bot): the best plays in a dialog
        await player.run((await player.run(
            player.d.find_element, By.CSS_SELECTOR, 'button[data-action="hint"]')).click)
        hint = await player.until("const d = document.getElementById('dialog');"
                                  "return !d.hidden && d.querySelector('.text').textContent")
        assert "1." in hint, hint
        await player.run((await player.run(
            player.d.find_element, By.CSS_SELECTOR, "#dialog button")).click)
        shot = tmp_path / f"board-{variant}.png"
        await player.run(player.d.save_screenshot, str(shot))
        screenshot_ok(shot)
        async with aiohttp.ClientSession() as session:
            api = Page(h, session, 31, key)
            moves = 0
            for _ in range(200):
                await h.settle()
                status, st = await api.state()
                assert status == 200, st
                if st["finished"]:
                    break
                await player.until(f"return document.body.dataset.v == {st['v']}")
                if st["can"]["done"]:
                    await player.run((await player.run(
                        player.d.find_element, By.CSS_SELECTOR, 'button[data-action="done"]')).click)
                elif st["moves"]:
                    origin, targets = next(iter(st["moves"].items()))
                    # the furthest destination: a combined move when there is one
                    to = max(targets, key=lambda t: (len(t[1]), -t[0]))[0]
                    if moves % 3 == 1:  # now and then a drag instead of two taps
                        await player.drag(int(origin), int(to))
                    else:
                        await player.tap(int(origin))
                        await player.until("return document.querySelector('.selected') !== null")
                        lit = await player.js("return [...document.querySelectorAll("
                                              "'.target')].map(e => +e.dataset.target)")
                        assert sorted(lit) == sorted(t[0] for t in targets), (lit, targets)
                        await player.tap(int(to))
                    moves += 1
                else:
                    await asyncio.sleep(0.05)  # the bot's turn: its state arrives live
                    continue
                await player.until(f"return document.body.dataset.v > {st['v']} || "
                                   "document.body.dataset.finished == '1'")
                await h.settle()
                # the chat's board follows: its caption shows the page's new pip counts
                _, now = await api.state()
                caption = h.board(GROUP).caption or ""
                if not now["finished"]:
                    white, black = (int(x) for x in PIPS.findall(caption)[-1])
                    side = now["side"]
                    assert [white, black][side] == now["pips"][0], caption
                    assert [white, black][1 - side] == now["pips"][1], caption
                # the watching member's page shows the same version
                await watcher.until(f"return document.body.dataset.v >= {now['v']} || "
                                    "document.body.dataset.finished == '1'")
            else:
                raise AssertionError("the game did not end")
        assert moves >= 3
        await player.until("return document.body.dataset.finished == '1'")
        await watcher.until("return document.body.dataset.finished == '1'")
        final = h.board(GROUP)
        assert "🏆" in (final.caption or "") or "🏳" in (final.caption or "")
        assert await h.service.storage.get_active_game(GROUP) is None  # type: ignore[union-attr]
        fin = await h.service.storage.get_finished_game(game_id)  # type: ignore[union-attr]
        assert fin is not None
        result = str(await player.js("return document.getElementById('status').textContent"))
        assert "wins" in result or "bears off" in result, result
        end = tmp_path / f"board-{variant}-final.png"
        await watcher.run(watcher.d.save_screenshot, str(end))
        screenshot_ok(end)
    finally:
        await asyncio.gather(asyncio.to_thread(player.close), asyncio.to_thread(watcher.close))


@pytest.mark.slow
async def test_an_offered_double_reads_as_in_the_chat(harness: BotHarness) -> None:
    """The bot doubles: the page draws the offered ×2 on the side of the player who must
    answer, with its gold rim, and says «Cube: ×2 offered» as the chat's caption does."""
    from bot.model.state import Table
    from bot.webapp.layout import layout
    from engine import Cube, Game, Position

    h = harness
    await h.start()
    ann = h.tg.user(41, "Ann", "en")
    await open_ai_game(h, 41, ann, "short")
    assert h.service is not None
    rec = await h.service.storage.get_active_game(41)
    assert rec is not None
    human = 1 if rec.white_id is None else 0
    pos = Position.from_points("short", {6: 5, 8: 3, 13: 5, 24: 2},
                               {6: 5, 8: 3, 13: 5, 24: 2}, turn=1 - human)
    game = Game.from_position(pos, None, cube=Cube()).offer_double()  # the bot doubles
    async with h.service.store.lock(41):
        h.service.store.forget(rec.game_id)
        table = Table.decode(rec.state).bump(game=game)
        await h.service.storage.update_game(rec.game_id, rec.version, state=table.encode())
    key = board_key(h.board(41))
    page = await asyncio.to_thread(Browser)
    try:
        data = init_data(h.tg.token, 41, "Ann", start_param=key)
        await page.run(page.d.get, f"{base_url(h)}#tgWebAppData={quote(data)}"
                                   "&tgWebAppVersion=8.0")
        await page.until("return document.body.dataset.ready")
        bits = str(await page.until("return document.getElementById('match').textContent"))
        assert bits == "Cube: ×2 offered, waiting for the answer", bits
        cube = await page.js(
            "const t = [...document.querySelectorAll('svg text')]"
            ".filter(e => ['2', '64'].includes(e.textContent) && +e.getAttribute('font-size') >= 33);"
            "return t.map(e => [e.textContent, +e.getAttribute('x'), +e.getAttribute('y')]);")
        x, y = layout()["cube"]["you"]
        assert cube == [["2", x - 3, y - 3 + 13]], cube  # on the answering player's side
        gold = await page.js(
            "return [...document.querySelectorAll('svg rect')].filter(e => "
            f"+e.getAttribute('y') === {y - 35 - 6}).length")
        assert gold == 1  # the rim of an offer
    finally:
        await asyncio.to_thread(page.close)
