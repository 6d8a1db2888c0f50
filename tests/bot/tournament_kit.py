"""Shared pieces of the tournament tests: a harness whose send budgets run on a clock whose
waits take no time (and the fake Bot API counting on the same clock), a tournament opened
and started in a group, and random play on every board of the group (or every inline
message) until the tournament is over."""

from __future__ import annotations

import asyncio
import random
import re
import time
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any

import pytest

from bot.play import matches
from storage.tournament_api import TournamentRecord
from testkit.clock import ManualClock
from testkit.fakeapi import FakeInlineMessage, FakeMessage, FakeTelegram, FakeUser
from tests.bot.helpers import BotHarness, SharedLocal, clock_ahead

GROUP = -1001000000042
"""A supergroup (its messages can be linked)."""
MENTION = re.compile(r"tg://user\?id=(\d+)")
_MOVES = ("s:", "c:")


class BudgetShared(SharedLocal):
    """`SharedLocal` whose edit budgets run on ``budget`` (its jobs on the real time)."""

    def __init__(self, budget: ManualClock) -> None:
        super().__init__()
        self._budget = budget
        self._spent: dict[int, tuple[float, float]] = {}

    async def take_edit(self, chat_id: int, capacity: float, rate: float) -> float:
        if rate <= 0:
            return 0.0
        now = self._budget()
        tokens, stamp = self._spent.get(chat_id, (capacity, now))
        tokens = min(capacity, tokens + (now - stamp) * rate)
        if tokens < 1:
            self._spent[chat_id] = (tokens, now)
            return (1 - tokens) / rate
        self._spent[chat_id] = (tokens - 1, now)
        return 0.0


def budgeted(h: BotHarness, sharing: str, per_minute: int = 20) -> ManualClock:
    """Give ``h`` the group budget of Telegram (``per_minute``) on a clock whose waits take
    no time, and let the fake Bot API record its calls on that clock."""
    clock = ManualClock(time.time())
    h.clock, h.sleep = clock, clock.sleep
    h.tg.clock = clock
    h.overrides.update(group_edits_per_minute=per_minute, turn_ping_seconds=0)
    if sharing == "shared":
        h.coordination = BudgetShared(clock)
    return clock


PLAYERS = ("Аня", "Борис", "Вера", "Глеб", "Дина", "Егор", "Жанна", "Зоя")
"""The names of the players of the tournaments the tests run, in the order they join."""


async def start_with_players(h: BotHarness, sharing: str, count: int, first_id: int, *,
                             inline: bool = False) -> tuple[FakeUser, list[FakeUser]]:
    """Start ``h`` on the group budget (:func:`budgeted`), in inline mode with the upload
    chat when ``inline`` (boards in the players' own chats); return the organiser
    ("Админ", id 1) and ``count`` players named from :data:`PLAYERS`, ids from
    ``first_id``."""
    budgeted(h, sharing)
    if inline:
        h.overrides.update(inline_mode=True, upload_chat_id=UPLOAD)
    await h.start()
    players = [h.tg.user(first_id + i, name) for i, name in enumerate(PLAYERS[:count])]
    return h.tg.user(1, "Админ"), players


def tour_buttons(tg: FakeTelegram, chat: int) -> tuple[FakeMessage, dict[str, str]]:
    """The newest lobby of the chat and its buttons by action."""
    for msg in reversed(tg.chat(chat).visible()):
        found = {d.split(":")[2]: d for _, d in tg.buttons(msg) if d.startswith("tr:")}
        if found:
            return msg, found
    raise AssertionError(f"no tournament lobby: {[m.content for m in tg.chat(chat).visible()]}")


async def open_tournament(h: BotHarness, admin: FakeUser, players: list[FakeUser], *,
                          presses: tuple[str, ...] = (), chat: int = GROUP) -> int:
    """``admin`` opens a tournament in the group, makes the organiser's ``presses``
    (actions: ``len``, ``fmt``...), everyone joins, and the admin starts it; its id."""
    tg = h.tg
    tg.members.setdefault(chat, {})[admin.id] = "administrator"  # type: ignore[attr-defined]
    await tg.send_text(chat, admin, "/tournament", chat_type="supergroup")
    await tg.wait_for_message(chat, lambda m: any(d.startswith("tr:")
                                                  for _, d in tg.buttons(m)))
    msg, buttons = tour_buttons(tg, chat)
    for action in presses:
        answer = await h.press(chat, admin, msg, tour_buttons(tg, chat)[1][action])
        assert not answer.get("show_alert"), (action, answer)
    for p in players:
        answer = await h.press(chat, p, msg, buttons["join"])
        assert "text" in answer, answer
    tid = int(buttons["join"].split(":")[1])
    answer = await h.press(chat, admin, msg, buttons["start"])
    assert not answer.get("show_alert"), answer
    return tid


def group_boards(tg: FakeTelegram, chat: int) -> list[FakeMessage]:
    """The boards of the chat that wait for a move."""
    return [m for m in tg.chat(chat).visible()
            if m.photo is not None and any(d.startswith(_MOVES + ("t:", "k:"))
                                           for _, d in tg.buttons(m))]


def inline_boards(tg: FakeTelegram) -> list[FakeInlineMessage]:
    """The inline messages that wait for a move."""
    return [m for m in tg.inline_messages.values()
            if any(d.startswith(_MOVES + ("t:", "k:")) for _, d in tg.buttons(m))]


def choose(buttons: list[tuple[str, str]], rng: random.Random,
           resign: float) -> list[str]:
    """The presses of one turn's step: a random move button, among the combined moves that
    play the most dice where there are some (fewer presses a game), else Done, a roll or a
    take; or, with probability ``resign``, Resign and its confirmation."""
    data = [d for _, d in buttons]
    res = [d for d in data if d.startswith("ig:") and d.endswith(":res")]
    if res and rng.random() < resign:
        return [res[0], res[0].replace(":res", ":yes")]
    moves = [d for d in data if d.startswith(_MOVES)]
    combos = [d for d in moves if d.startswith("c:")]
    if combos:
        most = max(len(d.rsplit(":", 1)[1]) for d in combos)
        moves = [d for d in combos if len(d.rsplit(":", 1)[1]) == most]
    if moves:
        return [rng.choice(moves)]
    for suffix in (":d", ":r", ":t"):
        found = [d for d in data if d.startswith(("t:", "k:")) and d.endswith(suffix)]
        if found:
            return [found[0]]
    return []


Press = Callable[[FakeUser, Any, str], Awaitable[dict[str, Any]]]


async def play_to_the_end(h: BotHarness, tid: int, users: dict[int, FakeUser], *,
                          absent: set[int], rng: random.Random, monkeypatch: pytest.MonkeyPatch,
                          chat: int = GROUP, resign: float = 0.02,
                          on_round: Callable[[int], Awaitable[None]] | None = None,
                          limit: int = 20_000) -> TournamentRecord:
    """Random play on every board that waits for one of ``users`` (never for ``absent``),
    several boards at once; when only the absent are to play, the round's deadline passes
    (the bot's clock moves a day on). ``on_round`` is told each new round. Returns the
    finished tournament. The pause between a match's games is cut to a blink."""
    monkeypatch.setattr(matches, "NEXT_GAME_PAUSE", 0.05)
    tg = h.tg
    seen_round = 0
    for _ in range(limit):
        assert h.service is not None  # (a new one after a restart)
        t = await h.service.storage.get_tournament(tid)
        assert t is not None
        if t.status == "finished":
            return t
        if t.current_round != seen_round and on_round is not None:
            seen_round = t.current_round
            await on_round(seen_round)
        acts = []
        for msg in [*group_boards(tg, chat), *inline_boards(tg)]:
            m = MENTION.search(msg.caption or "")
            uid = int(m.group(1)) if m else None
            if uid is None or uid not in users or uid in absent:
                continue
            presses = choose(tg.buttons(msg), rng, resign)
            if presses:
                acts.append(_press_all(tg, users[uid], msg, presses))
        if acts:
            await asyncio.gather(*acts)
            await h.settle()
            continue
        await h.settle()
        if group_boards(tg, chat) or inline_boards(tg) or await _open(h, tid):
            clock_ahead(monkeypatch, timedelta(hours=25))  # the absent hold up the round
            assert h.service is not None
            await h.service.rounds.sweep()
            await h.settle()
    raise AssertionError("the tournament did not end")


async def _open(h: BotHarness, tid: int) -> bool:
    assert h.service is not None
    t = await h.service.storage.get_tournament(tid)
    if t is None or t.status != "running":
        return False
    return any(p.outcome is None for p in await h.service.storage.tournament_pairings(
        tid, t.current_round))


async def _press_all(tg: FakeTelegram, user: FakeUser, msg: FakeMessage | FakeInlineMessage,
                     presses: list[str]) -> None:
    for data in presses:
        if isinstance(msg, FakeInlineMessage):
            await tg.press_inline(user, msg.inline_message_id, data)
        else:
            await tg.press(msg.chat_id, user, msg.message_id, data)


UPLOAD = 5000
"""The operator's chat for the pictures of inline messages."""


async def post_matches(h: BotHarness, tid: int, round_no: int, users: dict[int, FakeUser],
                       absent: set[int], rng: random.Random) -> int:
    """For each open match of the round, one of its players (not an absent one) asks the
    bot for it by the pairing's query, posts it into the players' chat and presses ▶; now
    and then the other player posts it too, and that second message is refused. Returns
    how many second messages were refused."""
    assert h.service is not None
    tg = h.tg
    refused = 0
    for p in await h.service.storage.tournament_pairings(tid, round_no):
        if p.outcome is not None or p.player_b is None:
            continue
        posters = [u for u in (p.player_a, p.player_b) if u not in absent]
        if not posters:
            continue
        rng.shuffle(posters)
        chat = 7000 + p.board  # the two players' own chat (the bot is not in it)
        for n, uid in enumerate(posters[: 2 if rng.random() < 0.3 else 1]):
            answer = await tg.inline_query(users[uid], f"tour {tid}.{round_no}.{p.board}")
            if not answer["results"]:
                assert n > 0, answer  # the second poster may find it taken already
                refused += 1
                continue
            msg = await tg.choose(users[uid], chat, answer["results"][0])
            data = [d for _, d in tg.buttons(msg) if d.startswith("tp:")][0]
            reply = await tg.press_inline(users[uid], msg.inline_message_id, data)
            await h.settle()
            if n > 0:
                assert reply.get("show_alert"), reply  # shown elsewhere already
                refused += 1
    return refused


_ROUND_HEAD = re.compile(r"^<b>Тур (\d+) из (\d+)</b>")


def round_messages(tg: FakeTelegram, chat: int = GROUP) -> dict[int, str]:
    """Each round's pairings message in the group, as it reads now, by round."""
    out: dict[int, str] = {}
    for m in tg.chat(chat).visible():
        found = _ROUND_HEAD.match(m.content)
        if found and m.from_user.is_bot:
            out[int(found.group(1))] = m.content
    return out


async def check_results_shown(h: BotHarness, tid: int, names: dict[int, str],
                              chat: int = GROUP) -> None:
    """Every round has one pairings message in the group, and it shows each of its
    matches' results as stored (1:0 or 0:1, a forfeit marked) and its bye or rest."""
    assert h.service is not None
    storage = h.service.storage
    shown = round_messages(h.tg, chat)
    rounds = await storage.tournament_rounds(tid)
    assert sorted(shown) == [r.round_no for r in rounds], sorted(shown)
    for p in await storage.tournament_pairings(tid):
        text = shown[p.round_no]
        if p.player_b is None:
            assert names[p.player_a] in text, (p, text)
            continue
        score = "1:0" if p.outcome in ("a", "b_forfeit") else "0:1"
        line = f"{p.board}. {names[p.player_a]} — {names[p.player_b]}: <b>{score}</b>"
        assert line in text, (line, text)
        assert ("(неявка)" in text.split(line)[1].split("\n")[0]) == (
            p.outcome in ("a_forfeit", "b_forfeit")), (p, text)
