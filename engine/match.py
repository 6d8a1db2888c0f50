"""Matches to N points: games one after another, colour swaps, the Crawford rule, the score.

A :class:`Match` is an immutable value like :class:`~engine.game.Game`. The two players are
numbered 0 and 1 (the order the match was created with); each game gives them colours,
player :attr:`Match.white` having White, and the colours swap from one game to the next.
The current game is played as any :class:`Game`; each new state of it is handed back with
:meth:`Match.update`, which records a finished game and its points (capped at what the
winner still needs). :meth:`Match.next_game` starts the next game with the dice injected,
as everywhere in the engine.

The Crawford rule (matches with the cube option): in the one game that starts right after
a player first reaches ``target - 1`` points, nobody may double; later games allow the cube
again. It is applied once per match (as GNU Backgammon does: in a match to 1 point nobody
"reaches" match point, so there is no Crawford game, and the cube is merely useless).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from .dice import DiceSource
from .game import Game, GameError, Result
from .position import BLACK, WHITE, Variant

__all__ = ["Match", "MatchGame", "MATCH_FORMAT_VERSION", "MAX_TARGET"]

MATCH_FORMAT_VERSION = 1
"""Version of the serialized match format written by :meth:`Match.to_json`."""

MAX_TARGET = 25
"""The longest match: 25 points."""


@dataclass(frozen=True, slots=True)
class MatchGame:
    """A finished game of a match.

    ``number`` counts from 1; ``white`` is the player (0 or 1) who had White; ``points`` are
    the points the game counted toward the match (the result's points, capped at what the
    winner needed); ``game`` is the whole finished game (its record).
    """

    number: int
    white: int
    crawford: bool
    points: int
    game: Game

    @property
    def result(self) -> Result:
        """The result of the game (colours, points before the cap)."""
        assert self.game.result is not None
        return self.game.result

    @property
    def winner(self) -> int:
        """The player (0 or 1) who won the game."""
        return self.white if self.result.winner == WHITE else 1 - self.white


@dataclass(frozen=True)
class Match:
    """A match to ``target`` points between players 0 and 1.

    ``game`` is the current game (kept, finished, between the end of a game and
    :meth:`next_game`); ``white`` is the player with White in it; ``games`` lists the
    finished games (the current one too once it is over); ``crawford_done`` is True once
    the Crawford game has started; ``resigned`` is the player who resigned the whole
    match, if any.
    """

    variant: Variant
    target: int
    cube: bool
    white: int
    game: Game
    games: tuple[MatchGame, ...] = ()
    crawford_done: bool = False
    resigned: int | None = None

    # ----------------------------------------------------------------- creation
    @classmethod
    def new(
        cls, variant: Variant | str, target: int, dice: DiceSource, *, cube: bool = False,
        first_white: int = 0,
    ) -> Match:
        """A match to ``target`` (1..25) points; player ``first_white`` has White in the
        first game. The first game is rolled off with ``dice``."""
        v = Variant.parse(variant)
        if not isinstance(target, int) or isinstance(target, bool) or not (
            1 <= target <= MAX_TARGET
        ):
            raise GameError(f"a match is played to 1..{MAX_TARGET} points, got {target!r}")
        if first_white not in (0, 1):
            raise GameError(f"players are 0 and 1, got {first_white!r}")
        game = Game.new(v, dice, cube=cube)
        return cls(v, target, cube, first_white, game)

    # ----------------------------------------------------------------- queries
    @property
    def score(self) -> tuple[int, int]:
        """Points of players 0 and 1 so far (finished games only, capped)."""
        s = [0, 0]
        for g in self.games:
            s[g.winner] += g.points
        return (s[0], s[1])

    @property
    def winner(self) -> int | None:
        """The player (0 or 1) who has won the match, or None while it goes on."""
        if self.resigned is not None:
            return 1 - self.resigned
        for p, pts in enumerate(self.score):
            if pts >= self.target:
                return p
        return None

    @property
    def finished(self) -> bool:
        """True once the match has a winner."""
        return self.winner is not None

    @property
    def game_number(self) -> int:
        """The number (from 1) of the current game."""
        return len(self.games) + (0 if self.game.finished else 1)

    @property
    def crawford(self) -> bool:
        """True when the current game is the Crawford game (no cube action)."""
        return self.game.crawford

    def needs(self, player: int) -> int:
        """Points ``player`` still needs to win the match."""
        return max(0, self.target - self.score[player])

    def color_of(self, player: int) -> int:
        """The colour of ``player`` in the current game."""
        return WHITE if player == self.white else BLACK

    def player_of(self, color: int) -> int:
        """The player who has ``color`` in the current game."""
        return self.white if color == WHITE else 1 - self.white

    # ----------------------------------------------------------------- actions
    def update(self, game: Game) -> Match:
        """The match with ``game`` as the new state of its current game.

        ``game`` must continue the current game (same variant, start and opening, cube
        option and Crawford flag). When it is finished, its points are recorded (capped at
        what the winner needs).
        """
        self._require_active()
        cur = self.game
        if cur.finished:
            raise GameError("the current game is over: start the next one")
        if (
            game.variant is not cur.variant
            or game.start != cur.start
            or game.opening != cur.opening
            or (game.cube is None) != (cur.cube is None)
            or game.crawford != cur.crawford
            or game.history[: len(cur.history)] != cur.history
        ):
            raise GameError("this game does not continue the match's current game")
        m = replace(self, game=game)
        if game.result is None:
            return m
        return m._record(game)

    def _record(self, game: Game) -> Match:
        assert game.result is not None
        winner = self.player_of(game.result.winner)
        points = min(game.result.points, self.needs(winner))
        rec = MatchGame(len(self.games) + 1, self.white, game.crawford, points, game)
        return replace(self, game=game, games=(*self.games, rec))

    def next_game(self, dice: DiceSource) -> Match:
        """Start the next game: colours swap, the Crawford rule decides whether the cube may
        be used, and the roll-off is made with ``dice``."""
        self._require_active()
        if not self.game.finished:
            raise GameError("the current game is not over")
        crawford = (
            self.cube and not self.crawford_done and self.target - 1 in self.score
        )
        game = Game.new(self.variant, dice, cube=self.cube, crawford=crawford)
        return replace(self, white=1 - self.white, game=game,
                       crawford_done=self.crawford_done or crawford)

    def resign_game(self, player: int) -> Match:
        """``player`` resigns the current game at his turn (see :meth:`Game.resign`)."""
        self._require_active()
        return self.update(self.game.resign(self.color_of(player)))

    def resign_match(self, player: int) -> Match:
        """``player`` resigns the whole match (at any moment): a game in progress ends as a
        resignation and counts, then the opponent wins the match whatever the score."""
        self._require_active()
        if player not in (0, 1):
            raise GameError(f"players are 0 and 1, got {player!r}")
        m = self
        if not self.game.finished:
            m = self._record(self.game.forfeit(self.color_of(player), "resigned"))
        if m.finished:
            return m
        return replace(m, resigned=player)

    def _require_active(self) -> None:
        if self.finished:
            raise GameError("the match is over")

    # ----------------------------------------------------------------- serialization
    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict that :meth:`from_dict` turns back into an equal match."""
        d: dict[str, Any] = {
            "v": MATCH_FORMAT_VERSION,
            "type": "match",
            "variant": self.variant.value,
            "target": self.target,
            "cube": self.cube,
            "white": self.white,
            "crawford_done": self.crawford_done,
            "resigned": self.resigned,
            "games": [
                {"white": g.white, "crawford": g.crawford, "points": g.points,
                 "game": g.game.to_dict()}
                for g in self.games
            ],
            "game": None if self.game.finished else self.game.to_dict(),
        }
        return d

    def to_json(self) -> str:
        """Compact, versioned JSON text of the whole match (every game's record)."""
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Match:
        """Load a match written by :meth:`to_dict`; raise GameError if it is malformed
        (including scores that the games do not add up to)."""
        try:
            if d.get("v") != MATCH_FORMAT_VERSION or d.get("type") != "match":
                raise GameError(f"unsupported match format version {d.get('v')!r}")
            variant = Variant.parse(d["variant"])
            target = int(d["target"])
            cube = bool(d["cube"])
            white = int(d["white"])
            resigned = d["resigned"]
            if not 1 <= target <= MAX_TARGET or white not in (0, 1) or resigned not in (
                None, 0, 1
            ):
                raise GameError("malformed match data")
            games: list[MatchGame] = []
            for i, g in enumerate(d["games"]):
                game = Game.from_dict(g["game"])
                if game.result is None or game.variant is not variant:
                    raise GameError("malformed match data: an unfinished game in the list")
                games.append(MatchGame(i + 1, int(g["white"]), bool(g["crawford"]),
                                       int(g["points"]), game))
            current = Game.from_dict(d["game"]) if d["game"] is not None else None
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            if isinstance(exc, GameError):
                raise
            raise GameError(f"malformed match data: {exc}") from None
        if current is None:
            if not games:
                raise GameError("malformed match data: no game")
            current = games[-1].game
        m = cls(variant, target, cube, white, current, tuple(games),
                bool(d.get("crawford_done")), resigned)
        m._check()
        return m

    @classmethod
    def from_json(cls, text: str) -> Match:
        """Load a match from :meth:`to_json` text; raise GameError if malformed."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise GameError(f"invalid match JSON: {exc.msg}") from None
        if not isinstance(data, dict):
            raise GameError("match JSON must be an object")
        return cls.from_dict(data)

    def _check(self) -> None:
        """Raise GameError unless the games' points and colours are consistent."""
        s = [0, 0]
        for i, g in enumerate(self.games):
            if g.white != self.games[0].white ^ (i % 2):
                raise GameError("malformed match data: colours do not swap")
            if max(s) >= self.target:
                raise GameError("malformed match data: a game after the end of the match")
            need = self.target - s[g.winner]
            if g.points != min(g.result.points, need):
                raise GameError("malformed match data: game points do not match the result")
            s[g.winner] += g.points
        if self.game.variant is not self.variant:
            raise GameError("malformed match data: variant of the current game")
        first = self.games[0].white if self.games else self.white
        expected = first ^ ((self.game_number - 1) % 2)
        if self.white != expected:
            raise GameError("malformed match data: colours do not swap")
