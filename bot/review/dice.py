"""The dice in the chat: ``/dice``, 🔐 Check the dice and 🎞 Replay under a finished game,
and the dice statistics of a player and a chat (also from ``/stats``).

The seed of a game is shown only once the game is finished (it is read from the finished
game's stored final state); during a game ``/dice`` shows the whole commitment. Statistics
count the rolls of finished games: a player's own rolls over his games, and every roll of
the chat's games. Pictures (the chart, the replay) are drawn in worker threads.
"""

from __future__ import annotations

import asyncio
import logging

from aiogram import Bot
from aiogram.types import BufferedInputFile, User

from engine import BLACK, WHITE
from engine.committed import rolls_of
from engine.dicestats import dice_stats
from rendering import Header
from rendering.dicechart import render_dice_chart
from rendering.replay import render_replay
from storage import FinishedGame, Storage

from ..answers import INVALID, OK, Answer
from ..delivery import telegram
from ..i18n import Translator
from ..model.state import StateError, Table
from ..play.store import GameStore
from ..views import named
from ..views.dice import chart_texts, check_text, current_text, stats_text
from ..views.game import result_line

__all__ = ["DiceCheck", "GAMES_COUNTED"]

log = logging.getLogger(__name__)

GAMES_COUNTED = 1000
"""The statistics count at most this many of the newest finished games."""


def _table(fin: FinishedGame) -> Table | None:
    try:
        table = Table.decode(fin.final_state, fin.dice_seed)
    except StateError:
        return None
    return table if table.game is not None else None


class DiceCheck:
    """The dice presses and ``/dice`` (see the module docstring)."""

    def __init__(self, bot: Bot, store: GameStore) -> None:
        self.bot = bot
        self.store = store
        self.storage: Storage = store.storage
        self._replays: set[int] = set()

    async def command(self, chat_id: int, user: User, group: bool, tr: Translator) -> None:
        """``/dice``: the commitment of the game in play (or the check of the chat's last
        finished game with committed dice), then the statistics."""
        rec = await self.storage.get_active_game(chat_id)
        text: str | None = None
        if rec is not None and rec.status == "active":
            try:
                text = current_text(Table.decode(rec.state, rec.dice_seed), tr)
            except StateError:
                text = None
        else:
            for fin in await self.storage.list_finished_games(chat_id=chat_id, limit=20):
                table = _table(fin)
                if table is not None and table.seed is not None:
                    assert table.game is not None
                    text = check_text(table, table.game, fin.variant, named(fin, tr).names, tr)
                    break
            else:
                text = tr("dice.none")
        if text:
            await telegram.send_text(self.bot, chat_id, text)
        await self.statistics(chat_id, user, group, tr)

    async def press(self, chat_id: int, user: User, action: str, game_id: int,
                    group: bool, tr: Translator) -> Answer:
        """A dice button: check (``"c"``), replay (``"r"``) or statistics (``"s"``)."""
        if action == "s":
            await self.statistics(chat_id, user, group, tr)
            return OK
        found = await self.finished(game_id, chat_id)
        if isinstance(found, Answer):
            return found
        fin, table = found
        if action == "c":
            return await self.check(chat_id, fin, table, tr)
        if action == "r":
            return await self.replay(chat_id, fin, table, tr)
        return INVALID

    async def finished(self, game_id: int,
                       chat_id: int) -> tuple[FinishedGame, Table] | Answer:
        """Finished game ``game_id`` of ``chat_id`` with its final state, or the answer to
        a press on a game that is not (yet) finished there or was never played."""
        fin = await self.storage.get_finished_game(game_id)
        if fin is None or fin.chat_id != chat_id:
            return Answer("dice.not_finished", alert=True)
        table = _table(fin)
        return INVALID if table is None else (fin, table)

    async def check(self, chat_id: int, fin: FinishedGame, table: Table,
                    tr: Translator) -> Answer:
        """Post the check of ``fin``'s dice (commitment, seed, every roll) in ``chat_id``;
        an alert for a game that predates committed dice. Raises what sending raises."""
        if table.seed is None:
            return Answer("dice.predates", alert=True)
        assert table.game is not None
        await telegram.send_text(self.bot, chat_id, check_text(
            table, table.game, fin.variant, named(fin, tr).names, tr))
        return OK

    async def replay(self, chat_id: int, fin: FinishedGame, table: Table,
                     tr: Translator) -> Answer:
        """Send the replay animation of ``fin`` to ``chat_id`` (one at a time per game).
        Raises what sending raises."""
        if fin.game_id in self._replays:
            return Answer("dice.replay.busy")
        game = table.game
        assert game is not None
        seats = named(fin, tr)
        names = seats.names
        result = result_line(game.result, seats, tr) if game.result is not None else ""
        self._replays.add(fin.game_id)
        try:
            winner = names[game.result.winner] if game.result is not None else None
            gif = await asyncio.to_thread(render_replay, game, result,
                                          header=Header(names[WHITE], names[BLACK]),
                                          result_name=winner)
            caption = tr("dice.replay.caption", variant=tr(f"variant.{fin.variant}"),
                         white=names[WHITE], black=names[BLACK], result=result)
            await telegram.call(lambda: self.bot.send_animation(
                chat_id, BufferedInputFile(gif, f"nardy-{fin.game_id}.gif"), caption=caption,
                parse_mode=None))
        finally:
            self._replays.discard(fin.game_id)
        return OK

    async def statistics(self, chat_id: int, user: User, group: bool,
                         tr: Translator) -> None:
        """Post the dice statistics of ``user`` (and of the chat in a group) with charts."""
        mine = await self.storage.list_finished_games(user_id=user.id, limit=GAMES_COUNTED)
        parts: list[tuple[list[FinishedGame], int | None, str, str, str]] = [(mine, user.id, "dice.stats.player", user.full_name,
                  tr("dice.chart.title", name=user.full_name))]
        if group:
            chat = await self.storage.list_finished_games(chat_id=chat_id, limit=GAMES_COUNTED)
            parts.append((chat, None, "dice.stats.chat", "", tr("dice.chart.chat")))
        for games, uid, key, name, title in parts:
            text, png = await asyncio.to_thread(self._figures, games, uid, key, name, title, tr)
            if png is None:
                await telegram.send_text(self.bot, chat_id, text)
                continue
            await self._photo(chat_id, png, text)

    async def _photo(self, chat_id: int, png: bytes, caption: str) -> None:
        await telegram.call(lambda: self.bot.send_photo(
            chat_id, BufferedInputFile(png, "dice.png"), caption=caption))

    @staticmethod
    def _figures(games: list[FinishedGame], uid: int | None, key: str, name: str, title: str,
                 tr: Translator) -> tuple[str, bytes | None]:
        """The statistics text and chart of the rolls of ``games`` (only ``uid``'s own
        rolls when given); no chart without rolls."""
        rolls: list[tuple[int, int]] = []
        counted = 0
        for fin in games:
            table = _table(fin)
            if table is None or table.game is None:
                continue
            game = table.game
            counted += 1
            if uid is None:
                rolls.extend(rolls_of(game))
                continue
            colours = {c for c, i in ((WHITE, fin.white_id), (BLACK, fin.black_id)) if i == uid}
            rolls.extend(rec.dice for rec in game.history if rec.color in colours)
        stats = dice_stats(rolls)
        text = stats_text(stats, counted, key, name, tr)
        if not stats.rolls:
            return text, None
        return text, render_dice_chart(stats, chart_texts(stats, title, tr))
