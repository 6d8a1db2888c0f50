"""The page's side of a game: the parts of the bot it uses, reading a game, who may see it,
and what the page is sent.

:class:`Parts` is the narrow seam between the page and the rest of the bot: the same
objects a button press goes through (the moves, the cube, the coach, the store) and
nothing else. :class:`Access` reads the game a page names (in play or finished) and
decides who may watch it: its players always; in a private chat nobody else; in a group
its members (asked from Telegram, remembered for a while); in an inline message anyone
who has its link (everyone who sees the message).

What the page is sent (:func:`game_state`, pure): a game as JSON from one viewer's side.
Points are given in the viewer's own numbering (his home 1-6 bottom right, as in the
picture), signed from his side (> 0 his checkers, < 0 the opponent's). The legal moves of
the player on turn come from the engine's buttons (:func:`bot.model.turns.keyboard_moves`,
exactly what a press may play): per origin, the destinations with the dice that reach them.
Nothing the chat does not show is sent (no dice to come, no other games).
"""

from __future__ import annotations

import html
import logging
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError

from engine import WHITE, Game, Variant, from_white_point, to_white_point
from engine.clock import Clock, ClockError
from storage import FinishedGame, GameRecord, Storage
from storage.coordination import Coordination

from ..delivery import telegram
from ..i18n import Translator, pick_language
from ..model.state import StateError, Table, hints_allowed, is_inline_chat, seats
from ..model.turns import keyboard_moves, lost_dice
from ..play.cube import CubePresses
from ..play.moves import Moves
from ..play.store import GameStore
from ..review.coach import Coach
from ..views.clock import side_colour
from ..views.game import named, reader, result_line

__all__ = ["Parts", "Access", "Found", "game_state", "plain", "result_text", "clock_state"]

log = logging.getLogger(__name__)

MEMBER_TTL = 600.0
"""Seconds a group membership looked up from Telegram is trusted."""
_MEMBERS = ("creator", "administrator", "member", "restricted")


@dataclass(frozen=True)
class Parts:
    """What the page uses of the bot: the objects a button press goes through."""

    bot: Bot
    token: str
    storage: Storage
    store: GameStore
    moves: Moves
    cubes: CubePresses
    coach: Coach
    coordination: Coordination
    now: Callable[[], float] = time.time
    """The game clocks' time (seconds since the epoch)."""


@dataclass(frozen=True)
class Found:
    """A game a page names: its record (in play or finished) and its table."""

    rec: GameRecord | FinishedGame
    table: Table

    @property
    def active(self) -> bool:
        return isinstance(self.rec, GameRecord)


class Access:
    """Reads games for pages and says who may see them."""

    def __init__(self, parts: Parts) -> None:
        self.parts = parts
        self._members: dict[tuple[int, int], tuple[bool, float]] = {}

    async def find(self, game_id: int) -> Found | None:
        """The game in play or finished with this id (None: no such game, a lobby, or an
        unreadable state)."""
        try:
            hit = await self.parts.store.fetch(game_id)
        except StateError:
            return None
        if hit is not None and hit[0].status == "active":
            rec, table = hit
            if table.stage == "play" and table.game is not None:
                return Found(rec, table)
            return None
        fin = await self.parts.storage.get_finished_game(game_id)
        if fin is None or not fin.final_state:
            return None
        try:
            table = Table.decode(fin.final_state, fin.dice_seed)
        except StateError:
            return None
        return Found(fin, table) if table.game is not None else None

    async def may_watch(self, found: Found, user_id: int) -> bool:
        """Whether ``user_id`` may see the game: a player, or someone who sees its chat."""
        rec = found.rec
        if seats(rec).color_of(user_id) is not None:
            return True
        chat = rec.chat_id
        if is_inline_chat(chat):  # the message's link is seen by whoever sees the message
            return True
        if chat > 0:  # a private chat: only its user
            return chat == user_id
        return await self._member(chat, user_id)

    async def _member(self, chat_id: int, user_id: int) -> bool:
        key = (chat_id, user_id)
        hit = self._members.get(key)
        now = time.monotonic()
        if hit is not None and now - hit[1] < MEMBER_TTL:
            return hit[0]
        try:
            member = await telegram.call(
                lambda: self.parts.bot.get_chat_member(chat_id, user_id), attempts=2)
            ok = (member is not None and member.status in _MEMBERS
                  and getattr(member, "is_member", True) is not False)
        except TelegramAPIError as exc:
            log.info("chat %s: membership of %s unknown: %s", chat_id, user_id, exc)
            return False
        if len(self._members) > 20_000:
            self._members.clear()
        self._members[key] = (ok, now)
        return ok

    async def translator(self, user_id: int, code: str | None) -> Translator:
        """The viewer's language, by the bot's one rule: his ``/lang`` choice in his private
        chat, else his Telegram language ``code``."""
        chosen = (await self.parts.store.chat_settings(user_id)).language
        return Translator(pick_language(code, chosen))

    async def state(self, found: Found, user_id: int, tr: Translator) -> dict[str, Any]:
        """The game as JSON for ``user_id`` in his language ``tr`` (see
        :func:`game_state`)."""
        auto = await self.parts.store.auto_finish(found.rec.chat_id)
        return game_state(found.rec, found.table, user_id, tr, auto_finish=auto,
                          now=self.parts.now())

    async def successor(self, found: Found) -> int | None:
        """The chat's game in play that came after a finished one (the next game of a
        match, a rematch), or None."""
        if found.active:
            return None
        rec = await self.parts.storage.get_active_game(found.rec.chat_id)
        if rec is None or rec.status != "active" or rec.game_id <= found.rec.game_id:
            return None
        return rec.game_id


# ---------------------------------------------------------------- what the page is sent

_TAG = re.compile(r"<[^>]+>")


def plain(text: str) -> str:
    """A caption line without its HTML (the page shows plain text)."""
    return html.unescape(_TAG.sub("", text))


def _viewer(variant: Variant, mover: int, side: int, p: int) -> int:
    """``mover``'s point ``p`` (bar 25, off 0) in ``side``'s numbering."""
    if p in (0, 25) or mover == side:
        return p
    return from_white_point(variant, side, to_white_point(variant, mover, p))


def _moves(game: Game) -> dict[str, list[list[Any]]]:
    out: dict[str, list[list[Any]]] = {}
    seen: set[tuple[int, int]] = set()
    for c in keyboard_moves(game):
        if (c.frm, c.to) in seen:  # the same destination by another path: fewest steps kept
            continue
        seen.add((c.frm, c.to))
        out.setdefault(str(c.frm), []).append(
            [c.to, "".join(str(st.die) for st in c.steps), [st.to for st in c.steps[:-1]]])
    return out


_RESULT_KEYS = {"borne_off": "res.borne_off", "resigned": "res.resigned",
                "timeout": "res.timeout", "passed": "res.passed"}


def result_text(names: tuple[str, str], winner: int, reason: str, kind: str, points: int,
                tr: Translator) -> str:
    """The result as the final caption says it, in plain text."""
    line = tr(_RESULT_KEYS.get(reason, "res.borne_off"), winner=names[winner],
              loser=names[1 - winner])
    score = tr("res.score", kind=tr(f"kind.{kind}"), points=points,
               points_word=tr.plural(points, "points"))
    return plain(f"{line} {score}")


def clock_state(rec: GameRecord | FinishedGame, table: Table, now: float) -> dict[str, Any] | None:
    """A timed game's clocks as the page ticks them, by colour (0 White, 1 Black):
    ``reserves`` as they stood when the timed turn began, ``left`` as they stand at the
    server's ``now`` (what a clock that does not run shows), ``mover`` the colour whose
    time runs now (None: nobody's, e.g. the bot's turn or stopped clocks) with its
    ``deadline`` (seconds since the epoch) and the free seconds of the turn still unused
    (``delay_left``), ``paused`` (by agreement) and who offered a pause (``asked``). The
    page shows the mover's reserve as ``min(reserve, deadline - time)`` and the free
    seconds as what lies beyond that, corrected on every state by the server's ``now``."""
    if rec.clock is None:
        return None
    try:
        clock = Clock.from_json(rec.clock)
    except ClockError:
        return None
    by_colour = [0.0, 0.0]
    left = [0.0, 0.0]
    for side in (0, 1):
        colour = side_colour(table, side)
        by_colour[colour] = clock.reserves[side]
        left[colour] = clock.remaining(side, now)
    deadline = clock.deadline()
    mover = (side_colour(table, clock.mover)
             if deadline is not None and clock.mover is not None else None)
    return {
        "control": clock.control.name, "delay": clock.control.delay,
        "reserves": by_colour, "left": left,
        "mover": mover,
        "deadline": deadline,
        "delay_left": clock.delay_left(now),
        "paused": clock.paused,
        "asked": side_colour(table, clock.pause_asked) if clock.pause_asked is not None
        else None,
        "flagged": side_colour(table, clock.flagged) if clock.flagged is not None else None,
        "now": now,
    }  # fmt: skip


def game_state(rec: GameRecord | FinishedGame, table: Table, user_id: int, tr: Translator, *,
               auto_finish: bool, now: float | None = None) -> dict[str, Any]:
    """The game as ``user_id`` sees it: from his side if he plays, else from the side the
    chat's picture shows; with ``now`` (the game clocks' time) the clocks of a timed game
    (:func:`clock_state`). While its clocks are stopped by agreement nothing is offered
    to play."""
    game = table.game
    assert game is not None
    clocks = clock_state(rec, table, now) if now is not None else None
    s = seats(rec)
    labelled = named(rec, tr)
    names = labelled.names
    you = s.color_of(user_id)
    if you is None:
        human = s.human_color
        side = (human if human is not None else reader(rec, game) if not game.finished
                else WHITE)
    else:
        side = you
    variant = Variant.parse(rec.variant)
    pos = game.current_position
    points = [0] + [pos.own(side, k) for k in range(1, 25)]
    turn = game.turn_color
    mine = (you is not None and not game.finished
            and not (clocks is not None and clocks["paused"]))
    acting = mine and turn == you
    double = game.double_offered
    can = {
        "roll": acting and game.dice is None and not double,
        "double": acting and game.dice is None and not double and game.may_double,
        "take": mine and double and you == 1 - turn,
        "pass": mine and double and you == 1 - turn,
        "undo": acting and game.dice is not None and bool(game.steps),
        "done": acting and game.dice is not None and game.turn_complete,
        "resign": acting and not double,
        "hint": (acting and game.dice is not None and not game.turn_complete
                 and hints_allowed(rec, table) if isinstance(rec, GameRecord) else False),
    }
    last = game.last_turn
    match = table.match
    state: dict[str, Any] = {
        "game": rec.game_id,
        "v": table.seq,
        "variant": variant.value,
        "lang": tr.lang,
        "you": you,
        "side": side,
        "names": list(names),
        "ai": s.ai_color,
        "turn": turn,
        "finished": game.finished,
        "points": points,
        "bar": [pos.bar[side], pos.bar[1 - side]],
        "off": [pos.off[side], pos.off[1 - side]],
        "pips": [pos.pip_count(side), pos.pip_count(1 - side)],
        "dice": list(game.dice) if game.dice is not None else None,
        "used": [st.die for st in game.steps],
        "lost": list(lost_dice(game)),
        "steps": [[_viewer(variant, turn, side, st.frm), _viewer(variant, turn, side, st.to)]
                  for st in game.steps],
        "last": ([[_viewer(variant, last.color, side, a), _viewer(variant, last.color, side, b)]
                  for a, b in last.moves] if last is not None else []),
        "last_color": last.color if last is not None else None,
        "moves": _moves(game) if acting and game.dice is not None else {},
        "can": can,
        "double_offered": double,
        "cube": ({"value": game.cube.value, "owner": game.cube.owner}
                 if game.cube is not None and not game.crawford else None),
        # a double waiting for an answer: the offered value, drawn on the side of the
        # player who must answer (as the chat's picture and caption say it)
        "offer": ({"value": game.cube_value * 2, "to": 1 - turn}
                  if double and not game.finished and game.cube is not None
                  and not game.crawford else None),
        "match": ({"target": match.target,
                   "score": [match.score[match.player_of(side)],
                             match.score[match.player_of(1 - side)]]}
                  if match is not None else None),
        "auto": auto_finish,
        "clock": clocks,
        "result": None,
    }
    if game.result is not None:
        r = game.result
        state["result"] = {"winner": r.winner, "points": r.points, "kind": r.kind,
                           "text": result_text(names, r.winner, r.reason, r.kind, r.points,
                                               tr),
                           "banner": result_line(r, labelled, tr)}
    return state

