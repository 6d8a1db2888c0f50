"""Inline mode end to end: a game with a friend in any chat, played in an inline message,
through aiogram's HTTP stack against the fake Bot API (which, like Telegram, refuses file
uploads when an inline message is edited)."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from aiogram import Bot
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.exceptions import TelegramBadRequest
from aiogram.types import BufferedInputFile, InputMediaPhoto
from PIL import Image

from bot import Settings
from bot.config import ConfigError
from bot.delivery.sender import BoardSender, Frame
from bot.model.state import INLINE_CHAT_BASE, inline_chat_id, is_inline_chat, is_private_chat
from engine import start_position
from rendering import BoardView
from testkit.fakeapi import FakeTelegram
from tests.bot.helpers import BotHarness
from tests.bot.inline_kit import (
    CHAT,
    UPLOAD,
    data,
    friend_game,
    is_toast,
    play_out,
    post_lobby,
    press,
    start,
    turn_user,
)


def test_inline_chat_keys_never_meet_telegram_chats() -> None:
    a, b = inline_chat_id("AgAAAK1"), inline_chat_id("AgAAAK2")
    assert a == inline_chat_id("AgAAAK1") and a != b
    assert is_inline_chat(a) and is_inline_chat(b) and a >= INLINE_CHAT_BASE
    assert a < 2**63  # fits SQLite's INTEGER
    for real in (1, 10**13, -100123456789, -1):
        assert not is_inline_chat(real)
    assert is_private_chat(1) and is_private_chat(10**13)
    assert not any(is_private_chat(c) for c in (a, b, -100123456789, -1, 0))


def test_inline_mode_needs_an_upload_chat() -> None:
    env = {"BOT_TOKEN": "1:x", "NARDY_INLINE": "1"}
    with pytest.raises(ConfigError, match="NARDY_UPLOAD_CHAT_ID"):
        Settings.from_env(env)
    s = Settings.from_env({**env, "NARDY_UPLOAD_CHAT_ID": "-100777"})
    assert s.inline_mode and s.upload_chat_id == -100777
    assert not Settings.from_env({"BOT_TOKEN": "1:x"}).inline_mode
    with pytest.raises(ConfigError):
        Settings.from_env({**env, "NARDY_UPLOAD_CHAT_ID": "me"})


async def test_inline_query_answered_in_russian_and_english(
        harness: BotHarness, caplog: pytest.LogCaptureFixture) -> None:
    h = harness
    h.tg.fail("sendPhoto", "not_found")  # the upload chat refuses the first upload
    await start(h)
    assert "NARDY_UPLOAD_CHAT_ID=5000" in caplog.text  # told at start, and the bot runs on
    alice = h.tg.user(11, "Alice", "ru")
    bob = h.tg.user(12, "Bob", "en")
    ru = await h.tg.inline_query(alice, "")
    assert ru["is_personal"] in (True, "true", "True") and int(ru["cache_time"]) <= 30
    assert [r["title"] for r in ru["results"]] == [
        "Длинные нарды", "Короткие нарды", "Длинные нарды: матч до 3",
        "Короткие нарды: матч до 3", "Длинные нарды: матч до 5", "Короткие нарды: матч до 5"]
    assert ru["results"][2]["description"] == "Матч до 3 очков прямо в этом чате"
    assert all(r["type"] == "photo" and r["photo_file_id"] for r in ru["results"])
    assert "Alice" in ru["results"][0]["caption"] and "приглашает" in ru["results"][0]["caption"]
    en = await h.tg.inline_query(bob, "")
    assert [r["title"] for r in en["results"]][:2] == ["Long nardy", "Short nardy"]
    assert len(en["results"]) == 6 and len({r["id"] for r in en["results"]}) == 6
    assert "Join" in json.dumps(en["results"][0]["reply_markup"])
    only = await h.tg.inline_query(bob, "short")
    assert [r["title"] for r in only["results"]] == [
        "Short nardy", "Short nardy: match to 3", "Short nardy: match to 5"]
    only = await h.tg.inline_query(bob, "короткие 5")
    assert [r["title"] for r in only["results"]] == ["Short nardy: match to 5"]
    only = await h.tg.inline_query(bob, "match")
    assert len(only["results"]) == 4 and all("match" in r["title"] for r in only["results"])
    # the previews were uploaded once per variant (after the refused try at start), and
    # the upload chat was cleaned up
    await h.tg.wait_until(lambda: not h.tg.chat(UPLOAD).visible())
    assert len([c for c in h.tg.calls_of("sendPhoto")
                if int(c.params["chat_id"]) == UPLOAD]) == 1 + 2
    # /help explains how to play a friend in any chat
    await h.tg.send_text(12, bob, "/help")
    msg = await h.tg.wait_for_message(12, lambda m: "any chat" in (m.text or ""))
    assert "@nardy_test_bot" in (msg.text or "")
    assert "a match to 3 or 5 points" in (msg.text or "") and "analysis" in (msg.text or "")


@pytest.mark.parametrize("variant", ["short", "long"])
async def test_inline_friend_game_to_the_end(harness: BotHarness, variant: str) -> None:
    h = harness
    await start(h)
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    msg = await friend_game(h, variant, alice, bob)
    assert msg.edits >= 1 and msg.photo is not None
    await play_out(h, msg, {11: alice, 12: bob})
    # the final view: the result, Rematch in this message, the analysis, and a button
    # that opens inline mode again
    final = FakeTelegram.buttons(msg)
    assert final[0][0] == "🔁 Реванш" and final[0][1].endswith(":0:again")
    assert final[1][0] == "📊 Разбор партии" and final[1][1].startswith("an:")
    assert final[2][0] == "🎞 Повтор" and final[2][1].startswith("dc:r:")  # dice from settings
    assert final[3] == ("🎲 Ещё партию", "")
    another = [row[0] for row in msg.reply_markup["inline_keyboard"]
               if row[0]["text"] == "🎲 Ещё партию"]
    assert another[0]["switch_inline_query_current_chat"] == ""
    storage = h.service.storage  # type: ignore[union-attr]
    chat = inline_chat_id(msg.inline_message_id)
    fin = (await storage.list_finished_games(chat_id=chat))[0]
    assert fin.variant == variant and fin.winner_id in (11, 12) and fin.rating_change
    assert (await storage.player_stats(11, variant)).games == 1
    # no board was ever sent as an upload to the inline message
    edits = [c for c in h.tg.calls_of("editMessageMedia") if c.params.get("inline_message_id")]
    assert edits and all("attach://" not in json.dumps(c.params) for c in edits)


async def test_inline_stale_stranger_and_forged_presses(harness: BotHarness) -> None:
    h = harness
    await start(h)
    alice, bob, carol = h.tg.user(11, "Alice"), h.tg.user(12, "Bob"), h.tg.user(13, "Carol")
    users = {11: alice, 12: bob}
    lobby = await post_lobby(h, alice, "short", feedback=True)  # a chosen_inline_result too
    join = data(lobby, "il:join")[0]
    # a forged lobby (another creator, or a changed signature) starts nothing
    fields = join.split(":")
    forged = ":".join([*fields[:4], "13", *fields[5:]])
    assert (await press(h, carol, lobby, forged)).get("show_alert")
    forged = ":".join([*fields[:7], "0" * len(fields[7]), *fields[8:]])
    assert (await press(h, bob, lobby, forged)).get("show_alert")
    forged = ":".join([*fields[:3], "5", *fields[4:]])  # a match nobody offered
    assert (await press(h, bob, lobby, forged)).get("show_alert")
    assert (await press(h, carol, lobby, data(lobby, "il:cancel")[0]))["text"] == \
        "Это выбирает автор приглашения."
    chat = inline_chat_id(lobby.inline_message_id)
    storage = h.service.storage  # type: ignore[union-attr]
    stored = await storage.get_active_game(chat)  # stored on chosen_inline_result
    assert stored is not None and stored.status == "lobby" and stored.inline_message_id
    # the signed buttons of another lobby (Carol's own) do nothing on Alice's
    own = await post_lobby(h, carol, "short")
    assert (await press(h, carol, lobby, data(own, "il:cancel")[0])).get("show_alert")
    assert await storage.get_active_game(chat) == stored
    msg = lobby
    assert not (await press(h, bob, msg, join)).get("text")
    await h.tg.wait_until(lambda: data(msg, "s:"))
    # the lobby's Join pressed again (an old view): stale, no second game
    assert (await press(h, carol, msg, join))["text"].startswith("Эта кнопка устарела")
    mover = users[turn_user(msg)]  # type: ignore[index]
    waiter = bob if mover is alice else alice
    step = data(msg, "s:")[0]
    before = await storage.get_active_game(chat)
    ans = await press(h, carol, msg, step)
    assert ans == {"text": "Это не ваша партия.", "show_alert": True}
    ans = await press(h, waiter, msg, step)
    assert ans["text"] == "Сейчас не ваш ход."
    g, v = step.split(":")[1:3]
    assert (await press(h, mover, msg, f"s:9999:{v}:24:18:6"))["text"]
    assert (await press(h, carol, msg, f"ig:{g}:{v}:res")).get("show_alert")
    assert await storage.get_active_game(chat) == before
    # a double tap: the second press is stale
    assert is_toast(await press(h, mover, msg, step))
    assert (await press(h, mover, msg, step))["text"].startswith("Эта кнопка устарела")
    after = await storage.get_active_game(chat)
    assert after is not None and json.loads(after.state)["seq"] == json.loads(before.state)["seq"] + 1
    # a second inline game of the same players, in another message, at the same time
    other = await friend_game(h, "long", alice, bob)
    assert other.inline_message_id != msg.inline_message_id
    assert await storage.get_active_game(chat) is not None
    # claim too early: told how long to wait; resign with its confirmation
    mover = users[turn_user(other)]  # type: ignore[index]
    waiter = bob if mover is alice else alice
    claim = data(other, "ig:")
    ans = await press(h, waiter, other, [d for d in claim if d.endswith(":claim")][0])
    assert ans.get("show_alert") and "Потребовать победу можно через" in ans["text"]
    ans = await press(h, mover, other, [d for d in claim if d.endswith(":res")][0])
    assert ans["text"].startswith("Точно сдаётесь")
    yes = data(other, "ig:")
    assert [d.rsplit(":", 1)[1] for d in yes] == ["yes", "no"]
    assert not (await press(h, mover, other, yes[0])).get("text")
    fin = (await storage.list_finished_games(chat_id=inline_chat_id(other.inline_message_id)))
    assert fin and fin[0].reason == "resigned" and fin[0].loser_id == mover.id


async def test_inline_restart_and_the_ai(harness: BotHarness) -> None:
    h = harness
    await start(h)
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    users = {11: alice, 12: bob}
    msg = await friend_game(h, "long", alice, bob)
    step = data(msg, "s:")[0]
    await h.stop()
    # a new process on the same database: the inline message's buttons still work
    await start(h)
    mover = users[turn_user(msg)]  # type: ignore[index]
    edits = msg.edits
    assert is_toast(await press(h, mover, msg, step))
    assert msg.edits > edits and "Сыграно:" in (msg.caption or "")
    # the creator plays the bot instead: levels, Back, a level
    lobby = await post_lobby(h, alice, "short")
    assert not (await press(h, alice, lobby, data(lobby, "il:bot")[0])).get("text")
    assert not (await press(h, alice, lobby, data(lobby, "il:back")[0])).get("text")
    assert data(lobby, "il:join")
    await press(h, alice, lobby, data(lobby, "il:bot")[0])
    assert not (await press(h, alice, lobby, data(lobby, "il:lvl")[0])).get("text")
    await h.tg.wait_until(lambda: data(lobby, "s:") or data(lobby, "c:") or data(lobby, "t:"))
    storage = h.service.storage  # type: ignore[union-attr]
    rec = await storage.get_active_game(inline_chat_id(lobby.inline_message_id))
    assert rec is not None and rec.opponent == "ai" and rec.inline_message_id
    await play_out(h, lobby, {11: alice})  # the AI answers every turn, to the end
    fin = await storage.list_finished_games(chat_id=inline_chat_id(lobby.inline_message_id))
    assert fin and fin[0].opponent == "ai" and fin[0].reason in ("borne_off", "passed")
    # a cancelled lobby stays cancelled: its old Join starts nothing
    third = await post_lobby(h, bob, "long")
    join = data(third, "il:join")[0]
    assert not (await press(h, bob, third, data(third, "il:cancel")[0])).get("text")
    assert third.reply_markup is None and "отменено" in (third.caption or "")
    ans = await press(h, alice, third, join)
    assert ans.get("show_alert")


async def test_fake_refuses_uploads_to_inline_messages() -> None:
    """The fake behaves as Telegram: an inline message takes a file_id or a URL, never an
    upload, and answerInlineQuery results are recorded."""
    def png(color: str) -> bytes:
        buf = io.BytesIO()
        Image.new("RGB", (8, 8), color).save(buf, "PNG")
        return buf.getvalue()

    tg = FakeTelegram()
    url = await tg.start()
    bot = Bot(tg.token, session=AiohttpSession(api=TelegramAPIServer.from_base(url)))
    try:
        alice = tg.user(11, "Alice")
        sent = await bot.send_photo(UPLOAD, BufferedInputFile(png("red"), "a.png"))
        assert sent.photo
        file_id = sent.photo[-1].file_id
        msg = await tg.choose(alice, CHAT, {"id": "x", "type": "photo",
                                            "photo_file_id": file_id, "caption": "lobby"})
        assert msg.photo == png("red")
        with pytest.raises(TelegramBadRequest, match="inline"):
            await bot.edit_message_media(
                inline_message_id=msg.inline_message_id,
                media=InputMediaPhoto(media=BufferedInputFile(png("blue"), "b.png")))
        with pytest.raises(TelegramBadRequest, match="file identifier"):
            await bot.edit_message_media(inline_message_id=msg.inline_message_id,
                                         media=InputMediaPhoto(media="no-such-file"))
        other = await bot.send_photo(UPLOAD, BufferedInputFile(png("blue"), "b.png"))
        assert other.photo
        assert await bot.edit_message_media(
            inline_message_id=msg.inline_message_id,
            media=InputMediaPhoto(media=other.photo[-1].file_id, caption="board")) is True
        assert msg.photo == png("blue") and msg.caption == "board" and msg.edits == 1
        with pytest.raises(TelegramBadRequest, match="not modified"):
            await bot.edit_message_caption(inline_message_id=msg.inline_message_id,
                                           caption="board")
        with pytest.raises(TelegramBadRequest):
            await bot.edit_message_caption(inline_message_id="unknown", caption="x")
    finally:
        await bot.session.close()
        await tg.stop()


class InlineStubBot:
    """Records edits of inline messages; fails on demand."""

    def __init__(self) -> None:
        self.edits: list[tuple[str, Any, str]] = []
        self.failures: list[Exception] = []

    async def edit_message_media(self, *, inline_message_id: str, media: Any,
                                 reply_markup: Any) -> None:
        if self.failures:
            raise self.failures.pop(0)
        self.edits.append((inline_message_id, media.media, media.caption))


async def test_sender_edits_inline_messages_with_file_ids_only() -> None:
    bot = InlineStubBot()
    uploads: list[bytes] = []

    async def render(position: Any, view: Any) -> bytes:
        return b"\x89PNG board"

    async def upload(png: bytes) -> str:
        uploads.append(png)
        return f"file-{len(uploads)}"

    async def on_new(chat_id: int, game_id: int, message_id: int) -> None:
        raise AssertionError("an inline message is never posted anew")

    sender = BoardSender(bot, render=render, on_new_message=on_new,  # type: ignore[arg-type]
                         upload=upload)
    chat = inline_chat_id("IM-1")

    def frame(seq: int) -> Frame:
        return Frame(chat_id=chat, game_id=3, seq=seq, message_id=None, caption=f"view {seq}",
                     markup=None, picture=(start_position("long"), BoardView()),
                     inline_message_id="IM-1")

    sender.submit(frame(1))
    await sender.drain()
    assert bot.edits == [("IM-1", "file-1", "view 1")] and sender.shown(chat, 3) == 1
    # a gone inline message is given up (it cannot be posted again) and not marked shown
    bot.failures.append(TelegramBadRequest(method=None, message="message to edit not found"))  # type: ignore[arg-type]
    sender.submit(frame(2))
    await sender.drain()
    assert len(bot.edits) == 1 and sender.shown(chat, 3) == 1
    # without an upload chat nothing is sent (and nothing breaks)
    bare = BoardSender(bot, render=render, on_new_message=on_new)  # type: ignore[arg-type]
    bare.submit(frame(3))
    await bare.drain()
    assert len(bot.edits) == 1 and bare.shown(chat, 3) is None
    await sender.close()
    await bare.close()
