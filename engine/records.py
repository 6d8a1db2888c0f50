"""Game and match records: the sequence of actions, text exports and a replayable JSON record.

* :func:`actions` - a finished (or running) game as the ordered list of what the players did:
  every roll with its steps, every cube action, and how the game ended.
* :func:`mat_text` - short nardy games and matches as a Jellyfish / GNU Backgammon ``.mat``
  text (GNU Backgammon imports it with ``import mat``): moves in each player's own
  numbering, bar 25, off 0, one step per die, hits marked ``*``.
* :func:`text_record` - the same layout for long nardy (which has no standard format), moves
  written as in the bot's captions.
* :func:`game_record` / :func:`match_record` - a versioned JSON record that
  :func:`replay_record` (and ``python -m engine replay``) plays again through the rules.

All functions are pure; names are given by the caller (players 0 and 1 of a match, or White
and Black of a single game).

JSON game record (``"format": "nardy-record"``, ``"v": 1``, ``"type": "game"``)::

    {"variant": "long", "cube": true, "crawford": false,
     "opening": [[2, 2], [6, 5]],                  # roll-off pairs [White's die, Black's]
     "actions": [{"turn": "white", "dice": [6, 5], "steps": [[24, 18, 6], [18, 13, 5]]},
                 {"double": "black", "value": 2}, {"take": "white", "value": 2},
                 {"turn": "black", "dice": [3, 1], "steps": [[24, 21, 3], [21, 20, 1]]},
                 {"double": "white", "value": 4}, {"pass": "black", "value": 2}],
     "result": {"winner": "white", "points": 2, "kind": "oin", "reason": "passed", "cube": 2},
     "players": {"white": "...", "black": "..."},  # optional
     "dice": {"scheme": "hmac-sha256-v1", "commitment": "...", "seed": "..."}}  # optional

Steps are ``[from, to, die]`` (or ``[from, to]``) in the mover's own numbering, bar 25,
off 0 (no steps: nothing could be played). ``"rolled": [a, b]`` is a roll not played: the
turn in progress, or the turn in which the game was given up. ``result`` is null while the
game goes on. A match record (``"type": "match"``) has
``variant``, ``target``, ``cube``, ``first_white`` (the player with White in game 1),
``resigned`` (a player who gave up the match, or null), ``score`` and ``games`` (the game
records in order), and optionally ``players`` (names of players 0 and 1).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from .game import Game, GameError, Result
from .match import Match
from .moves import IllegalStep, Step, _from_state, mover_state
from .notation import format_steps
from .position import BLACK, OFF, WHITE, Position, Variant, color_name, parse_color

__all__ = [
    "Action",
    "RecordError",
    "RECORD_VERSION",
    "actions",
    "mat_text",
    "text_record",
    "game_record",
    "match_record",
    "replay_record",
    "replay_game",
    "replay_match",
]

DiceInfo = Mapping[str, str]
"""A game's committed dice in a record: ``{"scheme": ..., "commitment": <hex>}`` and, once
the game is over, ``"seed": <hex>`` (see :mod:`engine.committed`)."""

RECORD_VERSION = 1
"""Version of the JSON records written by :func:`game_record` and :func:`match_record`."""

_LEFT = 28  # width of the left column's text in a .mat row (as GNU Backgammon writes it)


class RecordError(ValueError):
    """Raised when a record is malformed or does not replay (an illegal move or cube action,
    or a result that the moves do not give)."""


@dataclass(frozen=True, slots=True)
class Action:
    """One thing a player did in a game.

    ``kind`` is ``"move"`` (``dice`` and ``steps``; no steps when nothing could be played),
    ``"double"``, ``"take"`` or ``"pass"`` (``value``: the cube value offered, taken, or lost
    at), and ``position`` for a move is the position before it (mover on turn).
    """

    kind: str
    color: int
    dice: tuple[int, int] | None = None
    steps: tuple[Step, ...] = ()
    value: int = 0
    position: Position | None = None


def actions(game: Game) -> list[Action]:
    """Everything played in ``game`` in order: the finished turns and the cube actions
    (a double and its answer come before the turn they precede). The turn in progress and
    the end of the game are not actions (see ``game.result``)."""
    out: list[Action] = []
    log = list(game.cube_log)
    pos = game.start
    li = 0
    for i, rec in enumerate(game.history):
        while li < len(log) and log[li].ply <= i:
            a = log[li]
            out.append(Action(a.action, a.color, value=a.value))
            li += 1
        out.append(Action("move", rec.color, rec.dice, rec.steps, position=pos))
        pos = _after(pos, rec.steps)
    for a in log[li:]:
        out.append(Action(a.action, a.color, value=a.value))
    return out


def _after(position: Position, steps: Sequence[Step]) -> Position:
    """The position after a recorded turn's ``steps`` (already checked by the rules when
    they were played: applied directly, much faster than replaying the turn)."""
    s = list(mover_state(position))
    for st in steps:
        s[st.frm] -= 1
        if st.to == OFF:
            s[0] += 1
        elif s[st.to] == -1 and position.variant is Variant.SHORT:
            s[st.to] = 1
            s[26] += 1  # the opponent's blot goes to his bar
        else:
            s[st.to] += 1
    return _from_state(position, tuple(s))


# ------------------------------------------------------------------------- text layouts


def _safe_name(name: str, fallback: str) -> str:
    """A player name that the .mat score line can carry: no spaces, colons or control
    characters, at most 20 characters and 30 bytes of UTF-8 (GNU Backgammon keeps 31)."""
    cleaned = re.sub(r"[\s:;\x00-\x1f\x7f]+", "_", name.strip())[:20]
    while len(cleaned.encode()) > 30:
        cleaned = cleaned[:-1]
    return cleaned or fallback


def _mat_steps(position: Position, steps: Sequence[Step]) -> str:
    """Steps one by one (``13/7 8/7``), hits marked ``*``, in the mover's numbering."""
    s = list(mover_state(position))
    parts: list[str] = []
    for st in steps:
        hit = st.to != OFF and s[st.to] == -1
        s[st.frm] -= 1
        if st.to != OFF:
            s[st.to] = 1 if hit else s[st.to] + 1
        parts.append(f"{st.frm}/{st.to}{'*' if hit else ''}")
    return " ".join(parts)


def _cells(game: Game, left: int, *, mat: bool) -> Iterator[tuple[int, str]]:
    """(column, text) of each action of ``game``; column 0 is the colour ``left``."""
    for a in actions(game):
        col = 0 if a.color == left else 1
        if a.kind == "move":
            assert a.dice is not None and a.position is not None
            dice = f"{a.dice[0]}{a.dice[1]}:"
            if mat:
                moves = _mat_steps(a.position, a.steps)
            else:
                moves = format_steps(a.position, [s.pair() for s in a.steps])
            yield col, f"{dice} {moves}" if moves else dice
        elif a.kind == "double":
            yield col, f" Doubles => {a.value}"
        elif a.kind == "take":
            yield col, " Takes"
        else:
            yield col, " Drops"


def _left_cell(text: str) -> str:
    """The left cell padded to its column (at least one space after a long one)."""
    return text.ljust(_LEFT) if len(text) < _LEFT else text + " "


def _game_lines(game: Game, left: int, names: tuple[str, str], score: tuple[int, int],
                number: int, *, mat: bool) -> list[str]:
    """The rows of one game: title, names and scores, numbered rows, the winner's line."""
    first = f"{names[0]} : {score[0]}"
    lines = [f" Game {number}", f" {first.ljust(max(31, len(first) + 1))}{names[1]} : {score[1]}"]
    row = 0
    left_text: str | None = None  # the left cell of the row being built
    for col, text in _cells(game, left, mat=mat):
        if col == 0:
            if left_text is not None:  # (players alternate, so this does not happen)
                lines.append(f"{row:3d}) {_left_cell(left_text)}")
            row += 1
            left_text = text
        else:
            if left_text is None:  # the right player starts the game
                row += 1
                left_text = ""
            lines.append(f"{row:3d}) {_left_cell(left_text)}{text}")
            left_text = None
    if left_text is not None:
        # GNU Backgammon pads a lone left cell too; its reader needs that after "Drops".
        lines.append(f"{row:3d}) {_left_cell(left_text)}")
    r = game.result
    if r is not None:
        word = "point" if r.points == 1 else "points"
        pad = 6 if (r.winner == left) else 34
        lines.append(" " * pad + f"Wins {r.points} {word}")
    lines.append("")
    return lines


def _header(names: tuple[str, str], variant: str, cube: bool, date: str | None,
            dice: Sequence[DiceInfo | None]) -> list[str]:
    out = ['; [Site "Nardy"]', f'; [Player 1 "{names[0]}"]', f'; [Player 2 "{names[1]}"]']
    if date:
        out.append(f'; [EventDate "{date}"]')
    out.append(f'; [Variation "{variant}"]')
    if not cube:
        out.append('; [CubeLimit "1"]')
    for i, info in enumerate(dice, 1):
        if info:
            parts = [info.get("scheme", ""), "commitment", info.get("commitment", "")]
            if info.get("seed"):
                parts += ["seed", info["seed"]]
            out.append(f'; [Dice "game {i}: {" ".join(parts)}"]')
    out.append("")
    return out


def _games_of(subject: Game | Match) -> tuple[int, bool, list[tuple[Game, int, tuple[int, int]]]]:
    """(target, cube option, [(game, colour of player 0, score before it)])."""
    if isinstance(subject, Game):
        return 0, subject.cube is not None, [(subject, WHITE, (0, 0))]
    out: list[tuple[Game, int, tuple[int, int]]] = []
    s = [0, 0]
    for g in subject.games:
        out.append((g.game, WHITE if g.white == 0 else BLACK, (s[0], s[1])))
        s[g.winner] += g.points
    if not subject.game.finished:
        out.append((subject.game, subject.color_of(0), (s[0], s[1])))
    return subject.target, subject.cube, out


def _layout(subject: Game | Match, names: Sequence[str], date: str | None, *,
            mat: bool, dice: Sequence[DiceInfo | None] = ()) -> str:
    fallback = ("White", "Black") if isinstance(subject, Game) else ("Player1", "Player2")
    nm = (_safe_name(names[0], fallback[0]), _safe_name(names[1], fallback[1]))
    target, cube, games = _games_of(subject)
    variation = "Backgammon" if mat else "Long nardy"
    lines = _header(nm, variation, cube, date, dice)
    lines += [f" {target} point match", ""]
    for i, (game, left, score) in enumerate(games):
        lines += _game_lines(game, left, nm, score, i + 1, mat=mat)
    return "\n".join(lines)


def mat_text(subject: Game | Match, names: Sequence[str] = ("", ""), *,
             date: str | None = None, dice: Sequence[DiceInfo | None] = ()) -> str:
    """A short-nardy game or match as a ``.mat`` text that GNU Backgammon imports.

    ``names`` are players 0 and 1 of a match (White and Black of a single game); player 0 is
    the left column of every game. A single game is written as a money game (``0 point
    match``). ``date`` (``YYYY.MM.DD``) goes into the header. ``dice``: the committed dice of
    each game in order (:data:`DiceInfo`; None for a game without), written as header
    comments ``; [Dice "game N: <scheme> commitment <hex> seed <hex>"]``. Raise GameError
    for long nardy.
    """
    if subject.variant is not Variant.SHORT:
        raise GameError(".mat files are for short nardy (backgammon) only")
    return _layout(subject, names, date, mat=True, dice=dice)


def text_record(subject: Game | Match, names: Sequence[str] = ("", ""), *,
                date: str | None = None, dice: Sequence[DiceInfo | None] = ()) -> str:
    """A game or match (long nardy in particular) in the ``.mat`` layout, moves written as
    in the bot's captions (``24/13 13/7(2)``), each player's own numbering; ``dice`` as for
    :func:`mat_text`."""
    return _layout(subject, names, date, mat=False, dice=dice)


# ------------------------------------------------------------------------- JSON records


def _action_json(a: Action) -> dict[str, Any]:
    c = color_name(a.color)
    if a.kind == "move":
        assert a.dice is not None
        return {"turn": c, "dice": list(a.dice), "steps": [list(s) for s in a.steps]}
    return {a.kind: c, "value": a.value}


def _result_json(r: Result) -> dict[str, Any]:
    return {"winner": color_name(r.winner), "points": r.points, "kind": r.kind,
            "reason": r.reason, "cube": r.cube}


def game_record(game: Game, names: Sequence[str] | None = None,
                dice: DiceInfo | None = None) -> dict[str, Any]:
    """A JSON-ready record of ``game`` that :func:`replay_record` plays again: variant, cube
    option, Crawford flag, the roll-off, every action, the result (None while running).
    ``names`` are White's and Black's names, if wanted; ``dice`` the game's committed dice
    (``"dice"``: scheme, commitment and, once revealed, the seed)."""
    d: dict[str, Any] = {
        "format": "nardy-record",
        "v": RECORD_VERSION,
        "type": "game",
        "variant": game.variant.value,
        "cube": game.cube is not None,
        "crawford": game.crawford,
        "opening": [list(r) for r in game.opening],
        "actions": [_action_json(a) for a in actions(game)],
        "result": None if game.result is None else _result_json(game.result),
    }
    if game.result is None and game.dice is not None:
        d["rolled"] = list(game.dice)  # the roll of the turn in progress
    elif game.unplayed is not None:
        d["rolled"] = list(game.unplayed)  # rolled, then the game was given up
    if names is not None:
        d["players"] = {"white": names[0], "black": names[1]}
    if dice:
        d["dice"] = dict(dice)
    return d


def match_record(match: Match, names: Sequence[str] | None = None,
                 dice: Sequence[DiceInfo | None] = ()) -> dict[str, Any]:
    """A JSON-ready record of a match: target, cube option, the first game's colours and
    every game's record (finished ones and the one in progress). ``names``: players 0, 1;
    ``dice``: each game's committed dice in order (see :func:`game_record`)."""
    games = [g.game for g in match.games]
    if not match.game.finished:
        games.append(match.game)
    first_white = match.games[0].white if match.games else match.white
    d: dict[str, Any] = {
        "format": "nardy-record",
        "v": RECORD_VERSION,
        "type": "match",
        "variant": match.variant.value,
        "target": match.target,
        "cube": match.cube,
        "first_white": first_white,
        "resigned": match.resigned,
        "games": [game_record(g, dice=dice[i] if i < len(dice) else None)
                  for i, g in enumerate(games)],
        "score": list(match.score),
    }
    if names is not None:
        d["players"] = [names[0], names[1]]
    return d


class _Rolls:
    """Dice that return the recorded rolls in order; when the record has no more (an older
    record of a game given up after a roll it does not keep) they return 2-1, which
    changes nothing but that unkept roll."""

    def __init__(self, rolls: list[tuple[int, int]]) -> None:
        self._values = [d for r in rolls for d in r]
        self._i = 0

    def roll_one(self) -> int:
        if self._i >= len(self._values):
            self._i += 1
            return 1 + (self._i % 2)
        v = self._values[self._i]
        self._i += 1
        return v


def _dice(value: Any) -> tuple[int, int]:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) and 1 <= x <= 6
                       for x in value)):
        raise RecordError(f"dice must be two integers 1..6, got {value!r}")
    return (value[0], value[1])


def _start(
    rec: dict[str, Any], *, cube: bool, crawford: bool
) -> tuple[Game, list[Any], _Rolls]:
    """The game after its roll-off, the list of actions to replay and the recorded dice."""
    try:
        variant = Variant.parse(rec["variant"])
        opening = [_dice(r) for r in rec["opening"]]
        acts = rec["actions"]
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, RecordError):
            raise
        raise RecordError(f"malformed record: {exc}") from None
    if not opening or not isinstance(acts, list):
        raise RecordError("malformed record: no roll-off or no actions")
    rolls = [_dice(a["dice"]) for a in acts if isinstance(a, dict) and "turn" in a]
    if rec.get("rolled") is not None:
        rolls.append(_dice(rec["rolled"]))
    dice = _Rolls([*opening, *rolls[1:]])
    try:
        game = Game.new(variant, dice, cube=cube, crawford=crawford)
    except (GameError, ValueError) as exc:
        raise RecordError(f"bad roll-off: {exc}") from None
    if game.opening != tuple(opening):
        raise RecordError("the roll-off in the record does not end where it says")
    return game, acts, dice


def _replay_actions(game: Game, acts: list[Any], dice: _Rolls) -> Game:
    g = game
    for n, a in enumerate(acts, 1):
        where = f"action {n}"
        try:
            if not isinstance(a, dict):
                raise RecordError(f"{where}: not an object")
            if "turn" in a:
                color = parse_color(a["turn"])
                d = _dice(a["dice"])
                where = f"action {n} ({color_name(color)} {d[0]}-{d[1]})"
                if g.awaiting_roll:
                    g = g.roll(dice)
                if g.finished or g.position.turn != color:
                    raise RecordError(f"{where}: it is not {color_name(color)}'s turn")
                if g.dice != d:
                    raise RecordError(f"{where}: the dice do not follow the record")
                for st in a["steps"]:
                    if not isinstance(st, list) or len(st) not in (2, 3):
                        raise RecordError(f"{where}: a step must be [from, to] or "
                                          f"[from, to, die]")
                    g = g.play_step(*(int(x) for x in st))
                g = g.finish_turn(dice)
                continue
            kind = next((k for k in ("double", "take", "pass") if k in a), None)
            if kind is None:
                raise RecordError(f"{where}: unknown action {a!r}")
            color = parse_color(a[kind])
            where = f"action {n} ({color_name(color)} {kind})"
            if kind == "double":
                if g.position.turn != color:
                    raise RecordError(f"{where}: only the player on turn may double")
                g = g.offer_double()
            elif kind == "take":
                if g.position.turn == color:
                    raise RecordError(f"{where}: the doubler cannot take his own double")
                g = g.take(dice)
            else:
                if g.position.turn == color:
                    raise RecordError(f"{where}: the doubler cannot pass his own double")
                g = g.pass_()
        except RecordError:
            raise
        except IllegalStep as exc:
            raise RecordError(f"{where}: illegal move: {exc}") from None
        except (GameError, KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"{where}: {exc}") from None
    return g


def _finish(g: Game, result: Any) -> Game:
    """End ``g`` as the record's result says (a resignation or a timeout) and check that
    the result matches what the rules give."""
    if result is None:
        if g.finished:
            raise RecordError("the record has no result but the game is over")
        return g
    try:
        winner = parse_color(result["winner"])
        reason = str(result["reason"])
        want = Result(winner, int(result["points"]), str(result["kind"]), reason,
                      int(result.get("cube", 1)))
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise RecordError(f"malformed result: {exc}") from None
    if not g.finished:
        try:
            if reason in ("resigned", "timeout"):
                g = g.forfeit(1 - winner, reason)
            else:
                raise RecordError(f"the game is not over, but the record says {reason!r}")
        except GameError as exc:
            raise RecordError(f"the result cannot happen: {exc}") from None
    if g.result != want:
        raise RecordError(f"the moves give {g.result}, the record says {want}")
    return g


def replay_game(rec: dict[str, Any]) -> Game:
    """Replay a game record of :func:`game_record` through the rules; raise RecordError
    (with the action's number) at the first illegal move or cube action, or when the
    result differs from the record's."""
    cube = bool(rec.get("cube", False))
    crawford = bool(rec.get("crawford", False))
    game, acts, dice = _start(rec, cube=cube, crawford=crawford)
    g = _replay_actions(game, acts, dice)
    if rec.get("rolled") is not None:
        if g.awaiting_roll:
            g = g.roll(dice)
        if g.dice != _dice(rec["rolled"]):
            raise RecordError("the roll of the turn in progress does not follow the record")
    g = _finish(g, rec.get("result"))
    if rec.get("rolled") is None and g.unplayed is not None:
        g = replace(g, unplayed=None)  # an older record that does not know that roll
    return g


def replay_match(rec: dict[str, Any]) -> Match:
    """Replay a match record of :func:`match_record`: every game through the rules and
    the match through :class:`Match` (colours, Crawford game, capped points); raise
    RecordError when anything does not replay."""
    try:
        target = int(rec["target"])
        cube = bool(rec["cube"])
        first_white = int(rec["first_white"])
        games = rec["games"]
        resigned = rec.get("resigned")
        if not isinstance(games, list) or not games:
            raise RecordError("a match record needs its games")
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, RecordError):
            raise
        raise RecordError(f"malformed match record: {exc}") from None
    m: Match | None = None
    for i, grec in enumerate(games, 1):
        try:
            opening = [_dice(r) for r in grec["opening"]]
            if m is None:
                m = Match.new(rec["variant"], target, _Rolls(opening), cube=cube,
                              first_white=first_white)
            else:
                m = m.next_game(_Rolls(opening))
        except (GameError, KeyError, TypeError) as exc:
            raise RecordError(f"game {i}: {exc}") from None
        if bool(grec.get("crawford", False)) != m.crawford:
            raise RecordError(f"game {i}: the Crawford game is not where the record says")
        try:
            g = replay_game(dict(grec, cube=cube, crawford=m.crawford))
        except RecordError as exc:
            raise RecordError(f"game {i}: {exc}") from None
        if g.result is None and i < len(games):
            raise RecordError(f"game {i}: not finished, but more games follow")
        try:
            m = m.update(g)
        except GameError as exc:
            raise RecordError(f"game {i}: {exc}") from None
    assert m is not None
    if resigned is not None and not m.finished:
        m = m.resign_match(int(resigned))
    if "score" in rec and list(m.score) != rec["score"]:
        raise RecordError(f"the games give the score {list(m.score)}, the record says "
                          f"{rec['score']}")
    return m


def replay_record(rec: Any) -> Game | Match:
    """Replay a game or match record (see :func:`replay_game`, :func:`replay_match`)."""
    if not isinstance(rec, dict) or rec.get("format") != "nardy-record":
        raise RecordError("not a nardy record")
    if rec.get("v") != RECORD_VERSION:
        raise RecordError(f"unsupported record version {rec.get('v')!r}")
    kind = rec.get("type")
    if kind not in ("game", "match"):
        raise RecordError(f"unknown record type {kind!r}")
    try:
        return replay_match(rec) if kind == "match" else replay_game(rec)
    except RecordError:
        raise
    except (GameError, ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
        raise RecordError(f"malformed record: {exc}") from None

