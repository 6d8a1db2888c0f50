"""What the bot keeps per game, without I/O: its stored state, who sits where, its chat key.

Storage keeps one opaque ``state`` string per game; the bot writes a :class:`Table` there,
except the seed of its committed dice, which storage keeps in a column of its own
(:func:`bot.model.turns.dice_columns` writes it, :meth:`Table.decode` takes it back).
``seq`` is the *view version*: it grows by one with every change a player can see and is
what the buttons carry. (The storage ``version`` also moves when only the board's message
id changes, which must not invalidate the buttons on the screen.)

Who sits at which colour (:class:`Seats`, :func:`seats`) is a domain value read from the
stored record, without texts: names for display are made by :mod:`bot.views`; with it,
whether the coach's hints are on in a game (:func:`hints_allowed`).

Every per-chat part of the bot (the lock, the edit budget, the "one unfinished game per
chat" rule of storage) works on a chat key. A Telegram chat's key is its id: a group's is
negative, a user's private chat's is the user's id (below ``2**52``). A game played in an
inline message (posted through inline mode into any chat, where the bot need not be a
member) has no chat the bot can see; its key is derived from its ``inline_message_id`` and
lies above ``2**62``, far beyond any Telegram chat id, so it never meets a real chat. A
tournament pairing's game is a chat of its own too: its key is made from the pairing
(tournament, round, board), so every process derives the same one, and lies in a range of
its own above the inline messages' keys (below ``2**63``, the largest id the databases
store).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, replace
from typing import Any

from engine import BLACK, WHITE, Game, GameError
from storage import FinishedGame, GameRecord

__all__ = ["Stage", "LogEntry", "MatchInfo", "Table", "StateError", "Seats", "seats",
           "hints_allowed", "AI_LEVELS", "DEFAULT_LEVEL", "INLINE_CHAT_BASE", "inline_chat_id",
           "is_inline_chat", "is_private_chat", "PAIRING_CHAT_BASE", "pairing_chat_id",
           "pairing_of_chat", "is_pairing_chat"]

FORMAT = 1
DEFAULT_LANG = "en"
"""A new table's language: ``bot.i18n.DEFAULT_LANGUAGE`` (the model imports nothing of the
bot outside it; a test keeps the two equal)."""

Stage = str
"""``"variant"`` (lobby: choose long/short), ``"open"`` (lobby: waiting for an opponent),
``"level"`` (lobby: choosing the AI level) or ``"play"`` (the game is on)."""

STAGES = ("variant", "open", "level", "play")


class StateError(ValueError):
    """The stored state cannot be read."""


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One finished turn as the caption shows it.

    ``kind`` is ``"move"`` (chosen by the player), ``"forced"`` (the only legal play, made
    automatically) or ``"pass"`` (nothing could be played). ``steps`` are the moves as
    ``(from, to, hit)`` in the mover's numbering, as the caption writes them (empty in
    entries stored before they were kept: then ``notation``).
    """

    color: int
    dice: tuple[int, int]
    notation: str
    kind: str = "move"
    steps: tuple[tuple[int, int, bool], ...] = ()

    def to_list(self) -> list[Any]:
        out: list[Any] = [self.color, self.dice[0], self.dice[1], self.notation, self.kind]
        if self.steps:
            out.append([[f, t, int(h)] for f, t, h in self.steps])
        return out

    @classmethod
    def from_list(cls, data: list[Any]) -> LogEntry:
        c, d1, d2, text, kind = data[:5]
        steps = tuple((int(f), int(t), bool(h)) for f, t, h in data[5]) if len(data) > 5 else ()
        return cls(int(c), (int(d1), int(d2)), str(text), str(kind), steps)


@dataclass(frozen=True, slots=True)
class MatchInfo:
    """The match a game belongs to, as its caption needs it: the match's id and target,
    the score of players 0 and 1 before this game, which player has White in it, and
    ``quit``: the player on turn resigned the whole match with this game."""

    match_id: int
    target: int
    score: tuple[int, int] = (0, 0)
    white: int = 0
    quit: bool = False

    def to_list(self) -> list[Any]:
        return [self.match_id, self.target, self.score[0], self.score[1], self.white,
                int(self.quit)]

    @classmethod
    def from_list(cls, data: list[Any]) -> MatchInfo:
        m, t, s0, s1, w, q = data
        return cls(int(m), int(t), (int(s0), int(s1)), int(w), bool(q))

    def player_of(self, color: int) -> int:
        """The match player (0 or 1) who has ``color`` in this game."""
        return self.white if color == 0 else 1 - self.white


@dataclass(frozen=True)
class Table:
    """The bot's state of one game (lobby or play).

    ``lang`` is the language the game was created in (the caption's language unless the
    chat chose one). ``cube`` is the lobby's doubling-cube option (the game itself knows
    whether it has the cube); ``target`` the lobby's match length (0: a single game);
    ``match`` the match of a game in play. ``invitee`` restricts the Join button (a rematch offer). ``log`` holds
    the last turns for the caption; ``notified`` is True once the inactivity notice was
    posted for the current turn. ``hints`` is True in a game between humans when both
    agreed to the coach's hints in the chat (``/hints``). ``seed`` is the secret seed of
    the game's committed dice (:mod:`engine.committed`), chosen when the game (or its
    lobby) is created and revealed only once the game is over; None in a game that predates
    committed dice or is played with configured dice (tests). It never shows in ``repr``.
    """

    seq: int = 1
    lang: str = DEFAULT_LANG
    stage: Stage = "variant"
    invitee: int | None = None
    lobby_message: int | None = None
    cube: bool = False
    target: int = 0
    match: MatchInfo | None = None
    log: tuple[LogEntry, ...] = ()
    game: Game | None = field(default=None, compare=False)
    hints: bool = False
    seed: bytes | None = field(default=None, repr=False)
    tour: tuple[int, int, int] | None = None
    home: int | None = None
    inline: str | None = None
    home_message: int | None = None

    def bump(self, **changes: Any) -> Table:
        """A copy with ``changes`` and the next ``seq``."""
        return replace(self, seq=self.seq + 1, **changes)

    def with_log(self, entry: LogEntry, keep: int = 2) -> Table:
        """A copy with ``entry`` appended to the caption log (the last ``keep`` kept)."""
        return replace(self, log=(*self.log, entry)[-keep:])

    def encode(self) -> str:
        """The string stored in ``GameRecord.state`` (without the seed: see
        :func:`bot.model.turns.dice_columns`)."""
        d: dict[str, Any] = {
            "b": FORMAT,
            "seq": self.seq,
            "lang": self.lang,
            "stage": self.stage,
            "log": [e.to_list() for e in self.log],
        }
        if self.cube:
            d["cube"] = 1
        if self.target:
            d["tg"] = self.target
        if self.match is not None:
            d["m"] = self.match.to_list()
        if self.invitee is not None:
            d["inv"] = self.invitee
        if self.lobby_message is not None:
            d["lm"] = self.lobby_message
        if self.hints:
            d["h"] = 1
        if self.tour is not None:
            d["tp"] = list(self.tour)
        if self.home is not None:
            d["ho"] = self.home
        if self.inline is not None:
            d["im"] = self.inline
        if self.home_message is not None:
            d["hm"] = self.home_message
        if self.game is not None:
            d["g"] = self.game.to_dict()
        return json.dumps(d, separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def decode(cls, text: str, seed: str | None = None) -> Table:
        """Read a stored state with the seed of its committed dice (the record's
        ``dice_seed``, hex; a state stored before the seed had its column carries it
        inside); raise StateError if it is not one the bot wrote."""
        try:
            d = json.loads(text)
            if not isinstance(d, dict) or d.get("b") != FORMAT:
                raise StateError("unknown state format")
            stage = str(d["stage"])
            if stage not in STAGES:
                raise StateError(f"unknown stage {stage!r}")
            game = Game.from_dict(d["g"]) if d.get("g") is not None else None
            if stage == "play" and game is None:
                raise StateError("a game in play has no engine state")
            return cls(
                seq=int(d["seq"]),
                lang=str(d.get("lang") or "ru"),  # states older than the lang field were Russian
                stage=stage,
                invitee=int(d["inv"]) if d.get("inv") is not None else None,
                lobby_message=int(d["lm"]) if d.get("lm") is not None else None,
                cube=bool(d.get("cube")),
                target=int(d.get("tg") or 0),
                match=MatchInfo.from_list(d["m"]) if d.get("m") is not None else None,
                log=tuple(LogEntry.from_list(x) for x in d.get("log") or ()),
                game=game,
                hints=bool(d.get("h")),
                seed=bytes.fromhex(seed or d.get("ds") or "") or None,
                tour=_tour(d.get("tp")),
                home=int(d["ho"]) if d.get("ho") is not None else None,
                inline=str(d["im"]) if d.get("im") is not None else None,
                home_message=int(d["hm"]) if d.get("hm") is not None else None,
            )
        except (GameError, KeyError, TypeError, ValueError, json.JSONDecodeError) as exc:
            if isinstance(exc, StateError):
                raise
            raise StateError(f"unreadable game state: {exc}") from None


def _tour(data: Any) -> tuple[int, int, int] | None:
    """A stored pairing (tournament, round, board), or None."""
    if data is None:
        return None
    tid, round_no, board = (int(x) for x in data)
    return tid, round_no, board


# ---------------------------------------------------------------- seats

AI_LEVELS = ("beginner", "medium", "strong", "master")
DEFAULT_LEVEL = "medium"


@dataclass(frozen=True, slots=True)
class Seats:
    """User ids per colour (None for the AI's seat), the players' stored names (None
    where unknown or for the AI), the AI's colour and level (both None between humans)."""

    ids: tuple[int | None, int | None]
    names: tuple[str | None, str | None]
    ai_color: int | None
    ai_level: str | None = None

    def color_of(self, user_id: int) -> int | None:
        """The colour ``user_id`` plays, or None."""
        if self.ids[WHITE] == user_id:
            return WHITE
        if self.ids[BLACK] == user_id:
            return BLACK
        return None

    @property
    def human_color(self) -> int | None:
        """The human's colour in a game against the AI."""
        return None if self.ai_color is None else 1 - self.ai_color

    def human_on_turn(self, color: int) -> bool:
        """Whether ``color`` is played by a known human (not the AI, not an empty seat)."""
        return color != self.ai_color and self.ids[color] is not None


def seats(record: GameRecord | FinishedGame) -> Seats:
    """The seats of a stored game; an unknown AI level reads as the default one."""
    ai_color: int | None = None
    level: str | None = None
    names = [record.white_name or None, record.black_name or None]
    if record.opponent == "ai":
        ai_color = BLACK if record.black_id is None else WHITE
        level = record.ai_level if record.ai_level in AI_LEVELS else DEFAULT_LEVEL
        names[ai_color] = None
    return Seats((record.white_id, record.black_id), (names[0], names[1]), ai_color, level)


def hints_allowed(record: GameRecord, table: Table) -> bool:
    """Whether the coach's hints are on in this game: always against the AI, between
    humans only when both agreed (``table.hints``)."""
    return seats(record).ai_color is not None or table.hints


# ---------------------------------------------------------------- chat keys

INLINE_CHAT_BASE = 1 << 62
"""The smallest chat key of an inline message."""

_SPAN = 1 << 56


def inline_chat_id(inline_message_id: str) -> int:
    """The chat key of an inline message: the same for the same id in every process."""
    digest = hashlib.blake2b(inline_message_id.encode(), digest_size=7).digest()
    return INLINE_CHAT_BASE + int.from_bytes(digest, "big") % _SPAN


def is_inline_chat(chat_id: int) -> bool:
    """Whether ``chat_id`` is the chat key of an inline message (not a Telegram chat)."""
    return INLINE_CHAT_BASE <= chat_id < INLINE_CHAT_BASE + _SPAN


def is_private_chat(chat_id: int) -> bool:
    """Whether ``chat_id`` is a user's private chat with the bot (neither a group nor an
    inline message)."""
    return 0 < chat_id < INLINE_CHAT_BASE


PAIRING_CHAT_BASE = INLINE_CHAT_BASE + (1 << 57)
"""The smallest chat key of a tournament pairing's game."""
_PAIRING_SPAN = 1 << 57
_MAX_ROUND = 255
_MAX_BOARD = 255


def pairing_chat_id(tournament_id: int, round_no: int, board: int) -> int:
    """The chat key of the game of pairing ``board`` of round ``round_no``."""
    if not (1 <= round_no <= _MAX_ROUND and 1 <= board <= _MAX_BOARD and tournament_id > 0):
        raise ValueError(f"no pairing key for {tournament_id}/{round_no}/{board}")
    return PAIRING_CHAT_BASE + (tournament_id << 16) + (round_no << 8) + board


def is_pairing_chat(chat_id: int) -> bool:
    """Whether ``chat_id`` is the key of a tournament pairing's game."""
    return PAIRING_CHAT_BASE <= chat_id < PAIRING_CHAT_BASE + _PAIRING_SPAN


def pairing_of_chat(chat_id: int) -> tuple[int, int, int] | None:
    """The pairing (tournament, round, board) a key was made from, or None."""
    if not is_pairing_chat(chat_id):
        return None
    rest = chat_id - PAIRING_CHAT_BASE
    return rest >> 16, (rest >> 8) & 0xFF, rest & 0xFF
