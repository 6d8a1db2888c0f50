"""``/history`` and Export: the chat's recent finished games and matches, and their
records as documents - short nardy as a ``.mat`` file that GNU Backgammon imports, long
nardy as the same layout in text plus the JSON record that ``python -m engine replay``
plays again (:mod:`engine.records`)."""

from __future__ import annotations

import json
import logging

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError
from aiogram.types import BufferedInputFile, InlineKeyboardMarkup

from engine import GameError, Match, Variant
from engine.records import game_record, mat_text, match_record, text_record
from storage import FinishedGame, Storage

from ..answers import ERROR, INVALID, OK, Answer
from ..callbacks import ExportCB
from ..delivery import telegram
from ..i18n import Translator
from ..model.state import StateError, Table
from ..model.turns import dice_info
from ..views import named
from ..views.clock import clock_lines, with_clock
from ..views.history import HistoryEntry, history_keyboard, history_text, match_names

__all__ = ["History", "LIMIT"]

log = logging.getLogger(__name__)

LIMIT = 10
"""Entries of ``/history`` at the most."""

Files = list[tuple[str, bytes]]


class History:
    """Lists a chat's finished games and matches and sends their records."""

    def __init__(self, bot: Bot, storage: Storage) -> None:
        self.bot = bot
        self.storage = storage

    async def entries(self, chat_id: int) -> list[HistoryEntry]:
        """The chat's newest finished matches and single games (games of a listed match
        are not listed apart; cancelled ones never), newest first."""
        matches = [m for m in await self.storage.list_matches(chat_id=chat_id,
                                                              finished_only=True, limit=LIMIT)
                   if m.reason != "cancelled"]
        in_matches: set[int] = set()
        for m in matches:
            in_matches.update(g.game_id for g in await self.storage.match_games(m.match_id))
        games = [g for g in await self.storage.list_finished_games(chat_id=chat_id,
                                                                   limit=LIMIT * 3)
                 if g.reason != "cancelled" and g.game_id not in in_matches]
        entries = [HistoryEntry(match=m) for m in matches]
        entries += [HistoryEntry(game=g) for g in games]
        entries.sort(key=lambda e: e.when, reverse=True)
        return entries[:LIMIT]

    async def listing(self, chat_id: int, tr: Translator
                      ) -> tuple[str, InlineKeyboardMarkup | None]:
        """The text and the Export buttons of ``/history``."""
        entries = await self.entries(chat_id)
        return history_text(entries, tr), history_keyboard(entries, tr)

    async def export(self, chat_id: int, cb: ExportCB, tr: Translator) -> Answer:
        """Send the record of a finished game or match of this chat as documents."""
        files = await (self._match_files(chat_id, cb.i, tr) if cb.k == "m"
                       else self._game_files(chat_id, cb.i, tr))
        if not files:
            return INVALID
        try:
            for name, data in files:
                await self._send(chat_id, name, data)
        except TelegramAPIError as exc:
            log.warning("chat %s: the export was not sent: %s", chat_id, exc)
            return ERROR
        return OK

    async def _send(self, chat_id: int, name: str, data: bytes) -> None:
        await telegram.call(lambda: self.bot.send_document(
            chat_id, BufferedInputFile(data, filename=name)))

    async def _game_files(self, chat_id: int, game_id: int, tr: Translator) -> Files:
        fin = await self.storage.get_finished_game(game_id)
        if fin is None or fin.chat_id != chat_id or fin.reason == "cancelled":
            return []
        try:
            table = Table.decode(fin.final_state, fin.dice_seed)
        except StateError:
            return []
        game = table.game
        if game is None or game.result is None:
            return []
        names = named(fin, tr).names
        date = fin.finished_at.strftime("%Y.%m.%d")
        stem = f"nardy-game-{game_id}"
        dice = dice_info(table, reveal=True)
        timed = clock_lines([fin], table, names)
        record = (f"{stem}.json", _json(with_clock(game_record(game, names, dice=dice),
                                                   [fin], table)))
        try:
            if game.variant is Variant.SHORT:
                mat = (f"{stem}.mat", _headed(mat_text(game, names, date=date, dice=[dice]),
                                              timed).encode())
                return [mat, record] if dice is not None or timed else [mat]
            return [(f"{stem}.txt", _headed(text_record(game, names, date=date, dice=[dice]),
                                            timed).encode()), record]
        except GameError:
            log.exception("game %s: its record could not be written", game_id)
            return []

    async def _match_files(self, chat_id: int, match_id: int, tr: Translator) -> Files:
        m = await self.storage.get_match(match_id)
        if m is None or m.chat_id != chat_id or m.status != "finished":
            return []
        try:
            match = Match.from_json(m.state)
        except GameError:
            return []
        names = match_names(m, tr)
        when = m.finished_at or m.updated_at
        date = when.strftime("%Y.%m.%d")
        stem = f"nardy-match-{match_id}"
        played = await self.storage.match_games(match_id)
        dice = [_revealed(g) for g in played]
        dice = dice if any(dice) else []
        last = _table(played[-1]) if played else None
        timed = clock_lines(played, last, names) if last is not None else []
        record = match_record(match, names, dice=dice)
        if last is not None:
            record = with_clock(record, played, last)
        files = (f"{stem}.json", _json(record))
        try:
            if match.variant is Variant.SHORT:
                mat = (f"{stem}.mat", _headed(mat_text(match, names, date=date, dice=dice),
                                              timed).encode())
                return [mat, files] if dice or timed else [mat]
            return [(f"{stem}.txt", _headed(text_record(match, names, date=date, dice=dice),
                                            timed).encode()), files]
        except GameError:
            log.exception("match %s: its record could not be written", match_id)
            return []


def _revealed(fin: FinishedGame) -> dict[str, str] | None:
    """The committed dice of a finished game with its seed (None without)."""
    try:
        return dice_info(Table.decode(fin.final_state, fin.dice_seed), reveal=True)
    except StateError:
        return None


def _table(fin: FinishedGame) -> Table | None:
    try:
        return Table.decode(fin.final_state, fin.dice_seed)
    except StateError:
        return None


def _headed(text: str, lines: list[str]) -> str:
    """A record's text with ``lines`` added to its header comments."""
    if not lines:
        return text
    rows = text.split("\n")
    at = max((i for i, row in enumerate(rows) if row.startswith("; [")), default=-1) + 1
    return "\n".join([*rows[:at], *lines, *rows[at:]])


def _json(record: object) -> bytes:
    return json.dumps(record, ensure_ascii=False, indent=1).encode()
