"""Committed dice through the whole bot (aiogram's HTTP stack against the fake Bot API):
the commitment is shown before the first roll, the seed only after the end — never before,
in no caption, text, button, callback data, answer or log line — and 🔐 Check the dice,
🎞 Replay and ``/dice`` show what they promise."""

from __future__ import annotations

import io
import json
import logging
import re
from dataclasses import replace
from pathlib import Path

import pytest
from PIL import Image

from ai.luck import GameLuck
from bot.i18n import Translator
from bot.model.state import Table
from bot.views import named
from bot.views.dice import luck_lines
from engine.__main__ import main
from engine.committed import check_rolls, commitment, rolls_of, short_commitment
from testkit.fakeapi import Call
from tests.bot.game_kit import GROUP, open_group_game, play_out
from tests.bot.helpers import BotHarness


def _shown(call: Call) -> str:
    """Everything a call puts in front of users: texts, captions, buttons and their data,
    answers to presses."""
    return json.dumps(call.params, ensure_ascii=False)


def _first(calls: list[Call], needle: str) -> int | None:
    return next((i for i, c in enumerate(calls) if needle in _shown(c)), None)


async def test_commitment_before_the_first_roll_and_seed_only_after_the_end(
        harness: BotHarness, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    h = harness
    await h.start(dice=None)  # the dice of production: a secret seed per game
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob", "en")
    board = await open_group_game(h, "short", alice, bob)
    rec = await h.service.storage.get_active_game(GROUP)  # type: ignore[union-attr]
    assert rec is not None
    table = Table.decode(rec.state, rec.dice_seed)
    assert table.seed is not None and table.game is not None
    commit = commitment(table.seed)
    seed = table.seed.hex()
    # storage keeps the seed and its commitment in columns of their own, not in the state
    assert (rec.dice_seed, rec.dice_commitment) == (seed, commit) and seed not in rec.state
    assert short_commitment(commit) in (board.caption or "")
    # /dice during the game: the whole commitment, not the seed
    await h.tg.send_text(GROUP, bob, "/dice", chat_type="group")
    await h.tg.wait_for_message(GROUP, lambda m: commit in (m.text or ""))
    final = await play_out(h, GROUP, {11: alice, 12: bob})
    calls = list(h.tg.calls)
    first_board = next(i for i, c in enumerate(calls) if c.method == "sendPhoto")
    shown_commit = _first(calls, short_commitment(commit))
    assert shown_commit is not None and shown_commit < first_board  # in the lobby text
    assert _first(calls, seed) is None and _first(calls, seed.upper()) is None
    assert "🏆" in (final.caption or "")
    await h.settle()
    shown = h.tg.chat(GROUP).messages[final.message_id].caption or ""
    assert re.search(r"\nУдача: Alice [+−]?\d,\d\d · Bob [+−]?\d,\d\d очка — на столько броски за партию "
                     r"в сумме лучше или хуже средних$", shown), shown
    check = [b for b in h.buttons(final) if b[1].startswith("dc:c:")]
    replay = [b for b in h.buttons(final) if b[1].startswith("dc:r:")]
    assert check and replay and check[0][0] == "🔐 Проверить кубики"
    before_check = len(h.tg.calls)
    await h.press(GROUP, bob, final, check[0][1])
    msg = await h.tg.wait_for_message(GROUP, lambda m: seed in (m.text or ""))
    assert _first(h.tg.calls[:before_check], seed) is None
    text = msg.text or ""
    assert commit in text
    fin = (await h.service.storage.list_finished_games(chat_id=GROUP))[0]  # type: ignore[union-attr]
    assert (fin.dice_seed, fin.dice_commitment) == (seed, commit)
    assert seed not in fin.final_state
    game = Table.decode(fin.final_state, fin.dice_seed).game
    assert game is not None
    listed = re.search(r"\((\d+)\): ([\d\- ]+)", text)
    assert listed is not None
    rolls = [tuple(int(x) for x in r.split("-")) for r in listed.group(2).split()]
    assert rolls == rolls_of(game) and int(listed.group(1)) == len(rolls)
    assert check_rolls(bytes.fromhex(seed), commit, rolls) == len(rolls)  # type: ignore[arg-type]
    # the replay: one animation, a GIF with a frame per turn and the result
    await h.press(GROUP, alice, final, replay[0][1])
    anim = await h.tg.wait_for_message(GROUP, lambda m: m.animation is not None)
    assert anim.animation is not None and len(anim.animation) < 5 * 1024 * 1024
    gif = Image.open(io.BytesIO(anim.animation))
    assert gif.n_frames >= len(game.history)
    # no log line of the bot, aiogram or storage ever carried the seed (aiosqlite's debug
    # lines, which echo stored states, are kept at INFO by ``python -m bot``)
    lines = [r.getMessage() for r in caplog.records if not r.name.startswith("aiosqlite")]
    assert len(lines) > 10 and all(seed not in line for line in lines)


async def test_dice_statistics_and_the_stats_button(harness: BotHarness) -> None:
    h = harness
    await h.start(dice=None)
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    await open_group_game(h, "short", alice, bob)
    await play_out(h, GROUP, {11: alice, 12: bob})
    await h.tg.send_text(GROUP, alice, "/stats", chat_type="group")
    stats = await h.tg.wait_for_message(GROUP, lambda m: any(
        d.startswith("dc:s") for _, d in h.buttons(m)))
    button = [b for b in h.buttons(stats) if b[1].startswith("dc:s")][0]
    assert button[0] == "🎲 Кубики"
    await h.press(GROUP, alice, stats, button[1])
    mine = await h.tg.wait_for_message(GROUP, lambda m: m.photo is not None
                                       and "Кубики: Alice" in (m.caption or ""))
    chat = await h.tg.wait_for_message(GROUP, lambda m: m.photo is not None
                                       and "Кубики в этом чате" in (m.caption or ""))
    caption = chat.caption or ""
    assert "8,17" in caption and "Хи-квадрат" in caption and "в 1 партии" in caption
    assert "Грани: 1 — " in (mine.caption or "")
    # /dice after the game: the check of the last game, then the statistics
    await h.tg.send_text(GROUP, bob, "/dice", chat_type="group")
    await h.tg.wait_for_message(GROUP, lambda m: "Ключ (раскрыт после партии)"
                                in (m.text or ""))


async def test_games_with_configured_dice_say_they_predate_the_check(
        harness: BotHarness) -> None:
    h = harness
    await h.start()  # fixed dice from the settings: no seed
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    board = await open_group_game(h, "short", alice, bob)
    assert "🔐" not in (board.caption or "")
    await h.tg.send_text(GROUP, alice, "/dice", chat_type="group")
    await h.tg.wait_for_message(GROUP, lambda m: "нет отпечатка" in (m.text or ""))


@pytest.mark.harness(db=("sqlite", "postgres"))
async def test_a_game_with_its_seed_in_the_state_carries_on_with_the_same_dice(
        harness: BotHarness) -> None:
    h = harness
    await h.start(dice=None)
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    await open_group_game(h, "short", alice, bob)
    storage = h.service.storage
    assert storage is not None
    rec = await storage.get_active_game(GROUP)
    assert rec is not None and rec.dice_seed is not None
    seed = rec.dice_seed
    # the game as it was stored before the seed had a column: inside the state
    old = json.loads(rec.state)
    old["ds"] = seed
    rec = await storage.update_game(rec.game_id, rec.version, state=json.dumps(old),
                                    dice_seed=None, dice_commitment=None)
    h.service.store.forget(rec.game_id)
    await play_out(h, GROUP, {11: alice, 12: bob})
    fin = (await storage.list_finished_games(chat_id=GROUP))[0]
    commit = commitment(bytes.fromhex(seed))
    assert (fin.dice_seed, fin.dice_commitment) == (seed, commit)
    assert seed not in fin.final_state
    game = Table.decode(fin.final_state, fin.dice_seed).game
    assert game is not None
    rolls = rolls_of(game)
    assert check_rolls(bytes.fromhex(seed), commit, rolls) == len(rolls) > 2


async def test_the_luck_line_is_stored_and_a_redraw_shows_it_without_measuring_again(
        harness: BotHarness) -> None:
    h = harness
    await h.start(dice=None)
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    await open_group_game(h, "short", alice, bob)
    storage = h.service.storage
    assert storage is not None
    rec = await storage.get_active_game(GROUP)
    assert rec is not None
    final = await play_out(h, GROUP, {11: alice, 12: bob})
    await h.settle()
    fin = (await storage.list_finished_games(chat_id=GROUP))[0]
    text = await storage.get_luck(fin.game_id)
    assert text is not None and await storage.get_analysis(fin.game_id) is None
    ru = Translator("ru")
    names = named(fin, ru).names
    line = luck_lines(GameLuck.from_json(text), names, ru)[0]
    assert (h.tg.chat(GROUP).messages[final.message_id].caption or "").endswith("\n" + line)
    # a redraw of the final board takes the stored luck (here a changed one) at once
    luck = GameLuck.from_json(text)
    changed = replace(luck, players=tuple(replace(p, total=p.total + 5.0 * (p.color + 1))
                                          for p in luck.players))
    await storage.save_luck(fin.game_id, changed.to_json())
    edits = final.edits
    table = Table.decode(fin.final_state, fin.dice_seed)
    await h.service.publisher.show_final(rec, fin, table)
    await h.settle()
    caption = h.tg.chat(GROUP).messages[final.message_id].caption or ""
    assert final.edits == edits + 1
    assert caption.endswith("\n" + luck_lines(changed, names, ru)[0]) and line not in caption


async def test_the_exported_record_carries_the_dice_and_verifies(
        harness: BotHarness, tmp_path: Path) -> None:
    h = harness
    await h.start(dice=None)
    alice, bob = h.tg.user(11, "Alice"), h.tg.user(12, "Bob")
    await open_group_game(h, "short", alice, bob)
    await play_out(h, GROUP, {11: alice, 12: bob})
    await h.tg.send_text(GROUP, alice, "/history", chat_type="group")
    listing = await h.tg.wait_for_message(GROUP, lambda m: bool(h.find(m, "x:")))
    await h.press(GROUP, alice, listing, h.find(listing, "x:")[0][1])
    doc = await h.tg.wait_for_message(GROUP, lambda m: (m.file_name or "").endswith(".json"))
    mat = next(m for m in h.tg.chat(GROUP).visible() if (m.file_name or "").endswith(".mat"))
    assert doc.document is not None and mat.document is not None
    record = json.loads(doc.document)
    info = record["dice"]
    assert set(info) == {"scheme", "commitment", "seed"}
    assert f'seed {info["seed"]}' in mat.document.decode()
    path = tmp_path / "game.json"
    path.write_bytes(doc.document)
    assert main(["verify-dice", str(path)]) == 0
