"""🔐 Check the dice and 🎞 Replay under a finished inline game, end to end through the fake
Bot API: the seed shows nowhere before the end; after it, both buttons deliver in the
presser's private chat with the bot, or give a link to start the bot first that delivers
there (a link made for one user does nothing for another); the luck line comes under the
finished board, in the language of the game."""

from __future__ import annotations

import io
import json
import re

from PIL import Image

from ai.luck import GameLuck
from bot.i18n import Translator
from bot.model.state import Table, inline_chat_id
from bot.views import named
from bot.views.dice import luck_lines
from engine.committed import check_rolls, commitment, rolls_of
from testkit.fakeapi import FakeTelegram
from tests.bot.helpers import BotHarness
from tests.bot.inline_kit import data, friend_game, play_out, press, start


async def test_inline_dice_check_and_replay_in_the_private_chat(harness: BotHarness) -> None:
    h = harness
    await start(h, dice=None)  # the dice of production: a secret seed per game
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    h.tg.not_started.add(bob.id)  # Bob never opened his private chat with the bot
    msg = await friend_game(h, "short", alice, bob)
    storage = h.service.storage
    assert storage is not None
    chat = inline_chat_id(msg.inline_message_id)
    rec = await storage.get_active_game(chat)
    assert rec is not None and rec.dice_seed is not None
    seed = rec.dice_seed
    assert not data(msg, "dc:")
    await play_out(h, msg, {11: alice, 12: bob})
    final = FakeTelegram.buttons(msg)
    assert ("🔐 Проверить кубики", data(msg, "dc:c:")[0]) in final
    assert ("🎞 Повтор", data(msg, "dc:r:")[0]) in final
    # nothing shown so far (captions, buttons, their data, answers) carried the seed
    assert all(seed not in json.dumps(c.params, ensure_ascii=False) for c in h.tg.calls)
    # 🔐 by a player who started the bot: the check comes in the private chat
    ans = await press(h, alice, msg, data(msg, "dc:c:")[0])
    assert ans["text"] == "Проверка кубиков — у вас в личных сообщениях с ботом."
    check = await h.tg.wait_for_message(alice.id, lambda m: seed in (m.text or ""))
    fin = (await storage.list_finished_games(chat_id=chat))[0]
    game = Table.decode(fin.final_state, fin.dice_seed).game
    assert game is not None
    rolls = rolls_of(game)
    commit = commitment(bytes.fromhex(seed))
    assert commit in (check.text or "") and check_rolls(bytes.fromhex(seed), commit, rolls)
    # 🎞 by a player who did not: a link made for him, which delivers the replay
    ans = await press(h, bob, msg, data(msg, "dc:r:")[0])
    m = re.fullmatch(r"https://t\.me/nardy_test_bot\?start=(dcr\d+-[0-9a-f]{10})",
                     ans.get("url") or "")
    assert m is not None and "Старт" in ans["text"], ans
    await h.tg.send_text(alice.id, alice, f"/start {m[1]}")  # not Alice's link
    await h.tg.wait_for_message(alice.id, lambda x: x.from_user.is_bot
                                and "Повтор" not in (x.text or "") and x is not check)
    await h.tg.send_text(bob.id, bob, f"/start {m[1]}")
    anim = await h.tg.wait_for_message(bob.id, lambda x: x.animation is not None, timeout=60)
    assert anim.animation is not None and len(anim.animation) < 5 * 1024 * 1024
    assert Image.open(io.BytesIO(anim.animation)).n_frames >= len(game.history)
    assert not [x for x in h.tg.chat(alice.id).visible() if x.animation is not None]
    # 🔐 by Bob now that he started the bot: at once, in his private chat
    ans = await press(h, bob, msg, data(msg, "dc:c:")[0])
    assert not ans.get("url")
    await h.tg.wait_for_message(bob.id, lambda x: seed in (x.text or ""))


async def test_inline_games_with_configured_dice_have_a_replay_but_no_check(
        harness: BotHarness) -> None:
    h = harness
    await start(h)  # fixed dice from the settings: no seed
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    msg = await friend_game(h, "short", alice, bob)
    await play_out(h, msg, {11: alice, 12: bob})
    assert not data(msg, "dc:c:") and data(msg, "dc:r:")
    g = data(msg, "dc:r:")[0].split(":")[2]
    ans = await press(h, alice, msg, f"dc:c:{g}")  # a forged check: the game predates it
    assert ans["show_alert"] and "кубик" in ans["text"].lower()
    ans = await press(h, alice, msg, "dc:r:999")  # a game of another chat, or none
    assert ans["show_alert"]
    ans = await press(h, alice, msg, data(msg, "dc:r:")[0])
    assert ans["text"] == "Повтор придёт вам в личные сообщения с ботом."
    await h.tg.wait_for_message(alice.id, lambda x: x.animation is not None, timeout=60)


async def test_the_luck_line_under_a_finished_inline_game_in_both_languages(
        harness: BotHarness) -> None:
    h = harness
    await start(h, dice=None)
    storage = h.service.storage
    assert storage is not None
    alice, bob = h.tg.user(11, "Аня"), h.tg.user(12, "Борис")
    ann, ben = h.tg.user(21, "Ann", "en"), h.tg.user(22, "Ben", "en")
    for (one, two), lang, word in (((alice, bob), "ru", "Удача: "),
                                   ((ann, ben), "en", "Luck: ")):
        msg = await friend_game(h, "short", one, two)  # the lobby's creator sets the language
        await play_out(h, msg, {one.id: one, two.id: two})
        await h.settle()
        fin = (await storage.list_finished_games(chat_id=inline_chat_id(
            msg.inline_message_id)))[0]
        text = await storage.get_luck(fin.game_id)
        assert text is not None
        tr = Translator(lang)
        line = luck_lines(GameLuck.from_json(text), named(fin, tr).names, tr)[0]
        caption = msg.caption or ""
        assert line.startswith(word) and caption.endswith("\n" + line), caption
        assert data(msg, "dc:c:")  # the final keyboard stays under it
