"""What the bot stores for an unfinished game: the engine's game plus the bot's own facts.

Storage keeps one opaque ``state`` string per game; the bot writes a :class:`Table` there,
except the seed of its committed dice, which storage keeps in a column of its own
(:func:`bot.model.dice.dice_columns` writes it, :meth:`Table.decode` takes it back).
``seq`` is the *view version*: it grows by one with every change a player can see and is
what the buttons carry. (The storage ``version`` also moves when only the board's message
id changes, which must not invalidate the buttons on the screen.)
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any

from engine import Game, GameError

__all__ = ["Stage", "LogEntry", "MatchInfo", "Table", "StateError"]

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
        :func:`bot.model.dice.dice_columns`)."""
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
