"""One round of a 64-player tournament through the bot (``python -m bench.tournament --round``).

A real bot process (``python -m bot`` on SQLite, webhook mode, inline mode on, Telegram's
budgets as in production: 20 messages a minute per group, one edit a second per inline
message) runs behind the fake Bot API of ``testkit/fakeapi.py``. A Swiss of 64 players is
opened in a group (one game a match), all 64 join and it starts: its 32 first-round
matches are too many for the group, so each is posted by one of its players into the two
players' own chat (the pairing's inline query, "your tournament match with X", ▶ Play
here). Then all 32 are played at once for ``--seconds``: in each, the player on turn
presses a random move button (else Done or the roll) as soon as the board shows the last
press, in a closed loop; when the time is up everyone still playing resigns, the 32
results come in within a second or two, and the bench waits for round 2's pairings in the
group.

Reports: accepted presses per second over the window; what a player waits, from his press
to the edit of his inline message that shows it (median, p95); the group's sends and edits
(lobby, pairings, standings, results) as the fake Bot API counted them, and the most of them
within any 60 s (Telegram allows about 20); the time from the last result to round 2's
pairings in the group. Figures only: nothing here asserts a time.
"""

from __future__ import annotations

import asyncio
import random
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.model.state import pairing_chat_id
from storage import open_storage
from testkit.budget import busiest_minute, group_sends
from testkit.cluster import BotCluster
from testkit.fakeapi import FakeTelegram, FakeUser

__all__ = ["run_round", "GROUP"]

GROUP = -1001000000064
UPLOAD = 5000
MENTION = re.compile(r"tg://user\?id=(\d+)")
MOVES = ("s:", "c:")


def _note(what: str) -> None:
    print(f"  {time.strftime('%H:%M:%S')} {what}", file=sys.stderr, flush=True)


class AdminTelegram(FakeTelegram):
    """The fake server where everyone is an administrator of the group, noting when each
    inline message is edited."""

    def __init__(self) -> None:
        super().__init__()
        self.edited: dict[str, asyncio.Event] = {}

    async def _m_getChatMember(self, params: dict[str, Any], files: dict[str, bytes]) -> Any:
        user = self.users.get(int(params["user_id"])) or FakeUser(int(params["user_id"]), "U")
        return self._ok({"status": "creator", "user": user.as_dict(), "is_anonymous": False})

    def _edit_inline(self, method: str, params: dict[str, Any], files: dict[str, bytes]) -> Any:
        response = super()._edit_inline(method, params, files)  # type: ignore[misc]
        imid = str(params.get("inline_message_id"))
        self.edited.setdefault(imid, asyncio.Event()).set()
        return response


def _pick(data: list[str], rng: random.Random) -> str | None:
    moves = [d for d in data if d.startswith(MOVES)]
    if moves:
        return rng.choice(moves)
    for suffix in (":d", ":r", ":t"):
        found = [d for d in data if d.startswith(("t:", "k:")) and d.endswith(suffix)]
        if found:
            return found[0]
    return None


async def _match(tg: AdminTelegram, imid: str, users: dict[int, FakeUser],
                 rng: random.Random, until: float, waits: list[float],
                 counts: list[int]) -> None:
    """Play the match of inline message ``imid`` until the window ends, then resign."""
    loop = asyncio.get_running_loop()
    edited = tg.edited.setdefault(imid, asyncio.Event())
    idle = 0
    while True:
        msg = tg.inline_messages[imid]
        data = [d for _, d in tg.buttons(msg)]
        m = MENTION.search(msg.caption or "")
        if m is None or int(m.group(1)) not in users:
            return  # over (or not a board)
        user = users[int(m.group(1))]
        late = loop.time() >= until  # time is up: resign (and confirm)
        press = next((d.replace(":res", ":yes") for d in data if late and d.startswith("ig:")
                      and d.endswith(":res")), None) or _pick(data, rng)
        if press is None:  # the bot's move (a roll), or the match is over
            idle += 1
            if idle > 40:
                return
            await asyncio.sleep(0.05)
            continue
        idle = 0
        edited.clear()
        start = time.perf_counter()
        answer = await tg.press_inline(user, imid, press, timeout=60)
        if answer.get("show_alert"):
            continue
        try:
            await asyncio.wait_for(edited.wait(), 30)
        except TimeoutError:
            continue
        if not late:
            waits.append(time.perf_counter() - start)
            counts[0] += 1


async def _lobby(tg: AdminTelegram, admin: FakeUser, players: list[FakeUser]) -> int:
    await tg.send_text(GROUP, admin, "/tournament", chat_type="supergroup")
    lobby = await tg.wait_for_message(GROUP, lambda m: any(
        d.startswith("tr:") for _, d in tg.buttons(m)), 60)
    buttons = {d.split(":")[2]: d for _, d in tg.buttons(lobby) if d.startswith("tr:")}
    for action in ("len", "len", "len", "max", "max"):  # one game a match, up to 64
        await tg.press(GROUP, admin, lobby.message_id, buttons[action], timeout=60)
    await asyncio.gather(*(tg.press(GROUP, p, lobby.message_id, buttons["join"], timeout=60)
                           for p in players))
    answer = await tg.press(GROUP, admin, lobby.message_id, buttons["start"], timeout=60)
    assert not answer.get("show_alert"), answer
    return int(buttons["join"].split(":")[1])


async def run_round(seconds: float, seed: int, players: int = 64) -> dict[str, float]:
    """One measured round (see the module's doc); its figures."""
    rng = random.Random(seed)
    tg = AdminTelegram()
    await tg.start()
    work = Path(tempfile.mkdtemp(prefix="nardy-tour-"))
    db = str(work / "nardy.sqlite3")
    cluster = BotCluster(tg, db, work, processes=1, env={
        "NARDY_GROUP_EDITS_PER_MINUTE": "20", "NARDY_PRIVATE_EDITS_PER_SECOND": "1",
        "NARDY_INLINE": "1", "NARDY_UPLOAD_CHAT_ID": str(UPLOAD)})
    await cluster.start()
    storage = await open_storage(db)
    try:
        admin = tg.user(1, "Admin", "en")
        people = [tg.user(100 + i, f"Player {i + 1}", "en") for i in range(players)]
        users = {p.id: p for p in people}
        _note("bot up")
        tid = await _lobby(tg, admin, people)
        _note("started")
        for _ in range(1200):
            pairs = [p for p in await storage.tournament_pairings(tid, 1) if p.player_b]
            keys = [pairing_chat_id(tid, 1, p.board) for p in pairs]
            if pairs and all([await storage.get_active_game(k) for k in keys]):
                break
            await asyncio.sleep(0.05)
        _note(f"round 1 paired, {len(pairs)} games")
        imids = []
        for p in pairs:  # one of the two posts the match into their own chat
            poster = users[p.player_a]
            answer = await tg.inline_query(poster, f"tour {tid}.1.{p.board}", timeout=60)
            msg = await tg.choose(poster, 7000 + p.board, answer["results"][0])
            play = [d for _, d in tg.buttons(msg) if d.startswith("tp:")][0]
            await tg.press_inline(poster, msg.inline_message_id, play, timeout=60)
            imids.append(msg.inline_message_id)
        await tg.wait_until(lambda: all(MENTION.search(tg.inline_messages[i].caption or "")
                                        for i in imids), 120)
        _note("posted")
        waits: list[float] = []
        counts = [0]
        loop = asyncio.get_running_loop()
        start = loop.time()
        await asyncio.gather(*(_match(tg, i, users, random.Random(rng.random()),
                                      start + seconds, waits, counts) for i in imids))
        window = loop.time() - start
        _note("played")

        async def round_two() -> bool:
            return any(m.content.startswith(("<b>Round 2", "<b>Тур 2"))
                       for m in tg.chat(GROUP).visible())

        for _ in range(6000):
            if all(p.outcome for p in await storage.tournament_pairings(tid, 1)):
                break
            await asyncio.sleep(0.05)
        results_in = loop.time()
        while not await round_two() and loop.time() - results_in < 300:
            await asyncio.sleep(0.05)
        turnaround = loop.time() - results_in
        sends = group_sends(tg, GROUP).get(GROUP, [])
        waits.sort()
        return {
            "presses": counts[0], "window": window, "rate": counts[0] / seconds,
            "wait_median": statistics.median(waits) if waits else 0.0,
            "wait_p95": waits[int(0.95 * (len(waits) - 1))] if waits else 0.0,
            "group_calls": len(sends), "busiest_minute": busiest_minute(tg, GROUP),
            "group_minutes": (max(sends) - min(sends)) / 60 if sends else 0.0,
            "round_two": turnaround,
        }
    finally:
        await storage.close()
        await cluster.stop()
        await tg.stop()
