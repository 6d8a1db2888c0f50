"""A tournament's messages in its group, each drawn from the database when it is delivered
(:class:`~bot.tournament.posts.Source`): the lobby, a round's pairings (with the link to
each board in the group, or the buttons that post a match into the players' own chat and
open it in the Mini App), the standings (the picture of `rendering.standings` with the
table as its caption) and the final word."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from html import escape

from rendering.standings import render_standings
from storage import GameRecord, Storage
from storage.tournament_api import TournamentConflict

from ..i18n import Translator, pick_language
from ..model.state import StateError, Table, pairing_chat_id
from ..views.tournament import pairings_text, standings_picture_texts, standings_text
from ..views.tournament_lobby import lobby_keyboard, lobby_text, round_keyboard
from .event import Event, load, post_id
from .posts import Post, Posts

__all__ = ["Messages", "CAPTION_LIMIT", "fit_caption", "board_link", "inline_query"]

CAPTION_LIMIT = 1024
"""The most characters of a photo's caption."""
QUERY_PREFIX = "tour "
"""The inline query of a pairing's ▶ button: ``tour <tournament>.<round>.<board>``."""

AppLink = Callable[[int], str | None]
"""The Mini App link of a game (its id), or None when there is no Mini App."""


def inline_query(tournament_id: int, round_no: int, board: int) -> str:
    """What the ▶ button of a pairing types after the bot's name."""
    return f"{QUERY_PREFIX}{tournament_id}.{round_no}.{board}"


def board_link(chat_id: int, message_id: int | None) -> str | None:
    """A ``t.me/c`` link to a message of a supergroup (None: a basic group has none)."""
    text = str(chat_id)
    if message_id is None or not text.startswith("-100"):
        return None
    return f"https://t.me/c/{text[4:]}/{message_id}"


def fit_caption(text: str, limit: int = CAPTION_LIMIT) -> str:
    """``text`` cut after whole lines (and «…») to fit a caption."""
    if len(text) <= limit:
        return text
    lines = text.split("\n")
    while lines and len("\n".join(lines)) + 2 > limit:
        lines.pop()
    return "\n".join([*lines, "…"])


@dataclass
class _Source:
    post_id: int
    draw: Callable[[], Awaitable[Post | None]]
    get: Callable[[], Awaitable[int | None]]
    keep: Callable[[int], Awaitable[None]]

    async def render(self) -> Post | None:
        return await self.draw()

    async def message_id(self) -> int | None:
        return await self.get()

    async def remember(self, message_id: int) -> None:
        await self.keep(message_id)


class Messages:
    """Puts a tournament's messages up to date in its group."""

    def __init__(self, storage: Storage, posts: Posts, *, clocks: bool, inline: bool,
                 app_link: AppLink | None = None) -> None:
        self.storage = storage
        self.posts = posts
        self.clocks = clocks
        self.inline = inline
        self.app_link = app_link
        self._finals: set[int] = set()

    async def translator(self, ev: Event) -> Translator:
        """The tournament's language, else its group's ``/lang`` choice, else the bot's
        default language (:func:`bot.i18n.pick_language`)."""
        if ev.rec.language:
            return Translator(ev.rec.language)
        chosen = (await self.storage.get_chat_settings(ev.rec.chat_id)).language
        return Translator(pick_language(None, chosen))

    # ---------------------------------------------------------------- what to update
    def lobby(self, chat_id: int, tournament_id: int) -> None:
        """The lobby message."""
        self.posts.submit(chat_id, _Source(
            post_id(tournament_id, "lobby"), lambda: self._lobby(tournament_id),
            lambda: self._message(tournament_id, "lobby"),
            lambda m: self._keep(tournament_id, lobby_message_id=m)))

    def round(self, chat_id: int, tournament_id: int, round_no: int) -> None:
        """Round ``round_no``'s pairings."""
        async def get() -> int | None:
            ev = await load(self.storage, tournament_id)
            rnd = ev.round(round_no) if ev is not None else None
            return rnd.message_id if rnd is not None else None

        async def keep(message_id: int) -> None:
            await self.storage.set_round_message(tournament_id, round_no, message_id)

        self.posts.submit(chat_id, _Source(
            post_id(tournament_id, "round", round_no), lambda: self._round(tournament_id,
                                                                           round_no), get, keep))

    def standings(self, chat_id: int, tournament_id: int) -> None:
        """The standings (picture and table)."""
        self.posts.submit(chat_id, _Source(
            post_id(tournament_id, "standings"), lambda: self._standings(tournament_id),
            lambda: self._message(tournament_id, "standings"),
            lambda m: self._keep(tournament_id, standings_message_id=m)))

    def final(self, chat_id: int, tournament_id: int) -> None:
        """The last word: the winner and where the records are (sent once)."""
        async def get() -> int | None:
            return 0 if tournament_id in self._finals else None

        async def keep(message_id: int) -> None:
            self._finals.add(tournament_id)

        self.posts.submit(chat_id, _Source(post_id(tournament_id, "final"),
                                           lambda: self._final(tournament_id), get, keep))

    def results(self, chat_id: int, tournament_id: int, round_no: int) -> None:
        """After a result: the round's pairings and the standings."""
        self.round(chat_id, tournament_id, round_no)
        self.standings(chat_id, tournament_id)

    # ---------------------------------------------------------------- drawing
    async def _lobby(self, tournament_id: int) -> Post | None:
        ev = await load(self.storage, tournament_id)
        if ev is None:
            return None
        tr = await self.translator(ev)
        organiser = (await self.storage.get_player(ev.rec.creator_id))
        name = organiser.name if organiser is not None else str(ev.rec.creator_id)
        return Post(lobby_text(ev.rec, ev.entrants, name, tr),
                    lobby_keyboard(ev.rec, tr, clocks=self.clocks))

    async def _round(self, tournament_id: int, round_no: int) -> Post | None:
        ev = await load(self.storage, tournament_id)
        t = ev.engine if ev is not None else None
        if ev is None or t is None or round_no > len(t.rounds):
            return None
        tr = await self.translator(ev)
        lines = [pairings_text(tr, t, round_no, ev.names)]
        rnd = ev.round(round_no)
        if rnd is not None and rnd.deadline_at is not None and not t.rounds[round_no - 1].done:
            lines.append(tr("tour.deadline.until",
                            when=tr.moment(rnd.deadline_at)))
        buttons: list[tuple[int, str | None, str | None, str | None]] = []
        for p in t.rounds[round_no - 1].pairings:
            if p.b is None or p.forfeit:
                continue
            key = pairing_chat_id(tournament_id, round_no, p.board)
            rec = await self.storage.get_active_game(key)
            game_id, message_id = await self._board(key, rec)
            if ev.rec.boards == "group":
                buttons.append((p.board, board_link(ev.rec.chat_id, message_id), None, None))
                continue
            query = (inline_query(tournament_id, round_no, p.board)
                     if self.inline and not p.done and rec is not None
                     and rec.inline_message_id is None else None)
            app = (self.app_link(game_id)
                   if self.app_link is not None and game_id is not None else None)
            buttons.append((p.board, None, query, app))
        return Post("\n".join(lines), round_keyboard(buttons, tr))

    async def _standings(self, tournament_id: int) -> Post | None:
        ev = await load(self.storage, tournament_id)
        t = ev.engine if ev is not None else None
        if ev is None or t is None:
            return None
        tr = await self.translator(ev)
        table = t.standings()
        texts = standings_picture_texts(tr, t)
        names = dict(ev.names)

        async def picture() -> bytes:
            return await asyncio.to_thread(render_standings, table, names, texts)

        detail = repr([(s.player, s.points, s.buchholz, s.sonneborn_berger, s.played,
                        s.forfeits, s.withdrawn) for s in table])
        return Post(fit_caption(standings_text(tr, t, ev.names)), None, picture, detail)

    async def _final(self, tournament_id: int) -> Post | None:
        ev = await load(self.storage, tournament_id)
        t = ev.engine if ev is not None else None
        if ev is None or t is None or t.winner is None:
            return None
        tr = await self.translator(ev)
        return Post(tr("tour.final", name=escape(ev.names.get(t.winner, str(t.winner)))))

    async def _board(self, key: int, rec: GameRecord | None) -> tuple[int | None, int | None]:
        """The game of a pairing to open and its board's message in the group: the game in
        play, else the last one played (its final board)."""
        if rec is not None:
            return rec.game_id, rec.message_id
        last = await self.storage.list_finished_games(chat_id=key, limit=1)
        if not last:
            return None, None
        try:
            table = Table.decode(last[0].final_state)
        except StateError:
            return last[0].game_id, None
        return last[0].game_id, table.home_message

    # ---------------------------------------------------------------- ids
    async def _message(self, tournament_id: int, kind: str) -> int | None:
        rec = await self.storage.get_tournament(tournament_id)
        if rec is None:
            return None
        return rec.lobby_message_id if kind == "lobby" else rec.standings_message_id

    async def _keep(self, tournament_id: int, **message: int) -> None:
        for _ in range(10):  # the row's version moves with every change: try again
            rec = await self.storage.get_tournament(tournament_id)
            if rec is None:
                return
            try:
                await self.storage.set_tournament_messages(tournament_id, rec.version,
                                                           **message)
                return
            except TournamentConflict:
                continue
