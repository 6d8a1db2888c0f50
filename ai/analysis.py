"""The coach's judgement: rank the plays of a roll and measure the equity a play loses.

Pure and synchronous (the bot runs it in a worker thread). Built only on the public
evaluation of a :class:`~ai.player.Player` (:meth:`~ai.player.Player.evaluate`), so new
network weights change the verdicts without any change here.

Ranking (:func:`rank_plays`): every legal play's result is scored at 0-ply (the network's
equity of the resulting position, from the mover's side); then the best ``deep`` of them
within ``window`` of the best (and any plays asked for with ``include``) are scored again
at 1-ply: the average, over the
21 distinct rolls of the opponent, of the mover's equity after the opponent's best 0-ply
reply. A 1-ply score is the stronger verdict, so plays scored at 1-ply come first (best
first), followed by the rest by their 0-ply score. A play that wins on the spot is worth
its points exactly. Equities are expected points per game (cubeless, gammons/mars
included), from the mover's side.

Analysis (:func:`analyse_game`): every decision of a finished game (a turn with at least
two different legal plays) is ranked with the played play included; its *loss* is the best
equity minus the played play's equity (never negative). Per player: the number of
decisions, the error rate (mean loss per decision in thousandths of a point, as GNU
Backgammon reports it), the counts per class of :func:`classify` and the three biggest
mistakes. Thresholds and rating bands are stated in :data:`THRESHOLDS` and
:data:`RATING_BANDS` (and in docs/COACH.md).

Luck (:mod:`ai.luck`): every roll's luck at 0-ply, per player the total, the luckiest and
unluckiest rolls and the luck-adjusted result, kept with the analysis.

Cube decisions (games played with the cube): every double, take and pass, and every
no-double where doubling was a real candidate, judged by :mod:`ai.cube_review` (money play
in a single game, match equity in a game of a match). They are counted and rated apart
from the checker play (the cube error rate), with the same thresholds, and a cube mistake
can be one of the three biggest mistakes.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from engine.game import Game
from engine.moves import Play, Turn, legal_plays, mover_state
from engine.position import Position, Variant

from .cube_review import CubeAct, CubeCall, MatchScore, cube_calls
from .luck import GameLuck, game_luck
from .player import Player, load_player, win_points

__all__ = [
    "THRESHOLDS",
    "RATING_BANDS",
    "HINT_LEVEL",
    "HINT_SECONDS",
    "Ranked",
    "Decision",
    "CubeCall",
    "MatchScore",
    "Mistake",
    "PlayerReport",
    "GameAnalysis",
    "classify",
    "rating_key",
    "rank_plays",
    "decisions_of",
    "analyse_game",
]

THRESHOLDS: tuple[tuple[float, str], ...] = (
    (0.160, "blunder"),
    (0.080, "error"),
    (0.040, "doubtful"),
)
"""Classes of a decision by its equity loss (points), checked in this order: a loss of at
least 0.160 is a blunder, at least 0.080 an error, at least 0.040 a doubtful play (GNU
Backgammon's default marks); below 0.040 the play is fine."""

RATING_BANDS: tuple[tuple[float, str], ...] = (
    (5.0, "master"),
    (10.0, "strong"),
    (18.0, "confident"),
    (30.0, "amateur"),
    (float("inf"), "novice"),
)
"""Rating of a player's game by error rate (thousandths of a point per decision): below 5
a master, below 10 a strong player, below 18 a confident amateur, below 30 an amateur,
otherwise a novice."""

HINT_LEVEL = "strong"
"""The level whose network the coach evaluates with (its noise-free evaluator)."""

DEEP = 3
"""Plays re-scored at 1-ply: at most the best three at 0-ply (and the play made, in an
analysis)."""

HINT_SECONDS = 0.2
"""Wall-clock bound of a hint's look-ahead (:func:`rank_plays`'s ``seconds``, counted from
the start of the ranking): if the 0-ply pass has used it up, no play is looked ahead and the
hint is the 0-ply ranking; the look-ahead itself is bounded by :data:`BUDGET`, so that a
hint stays under half a second on a loaded machine (bench/README.md)."""

BUDGET = 4000
"""Replies generated per ranking before further candidates are left at 0-ply (as for the
master level): bounds the time of a hint."""

WINDOW = 0.16
"""Only plays within this many points of the best 0-ply play are re-scored at 1-ply (the
master level's window): a play further behind is not a candidate for the best."""


def classify(loss: float) -> str:
    """The class of a decision that lost ``loss`` points of equity: ``"blunder"``,
    ``"error"``, ``"doubtful"`` or ``"fine"`` (see :data:`THRESHOLDS`)."""
    for limit, name in THRESHOLDS:
        if loss >= limit - 1e-12:
            return name
    return "fine"


def rating_key(error_rate: float) -> str:
    """The rating word's key (``"master"`` ... ``"novice"``) of an error rate in
    thousandths per decision (see :data:`RATING_BANDS`)."""
    for limit, name in RATING_BANDS:
        if error_rate < limit:
            return name
    return RATING_BANDS[-1][1]


@dataclass(frozen=True, slots=True)
class Ranked:
    """One play with its verdict: ``equity`` for the mover (points), ``loss`` to the best
    ranked play (>= 0) and the ``depth`` (0 or 1 ply) of the verdict."""

    play: Play
    equity: float
    loss: float
    depth: int

    @property
    def moves(self) -> list[tuple[int, int]]:
        """The play's steps as ``(from, to)`` pairs in the mover's numbering."""
        return self.play.moves


def _zero_ply(player: Player, plays: Sequence[Play]) -> np.ndarray:
    """0-ply equity of each play for the mover (a winning play: its points)."""
    out = np.empty(len(plays))
    rows, idx = [], []
    for i, p in enumerate(plays):
        if p.position.winner is not None:
            out[i] = win_points(p.position)
        else:
            rows.append(mover_state(p.position))
            idx.append(i)
    if rows:
        out[idx] = -player.evaluate(np.array(rows))
    return out


def _one_ply(player: Player, plays: Sequence[Play], budget: int = BUDGET,
             deadline: float | None = None) -> np.ndarray:
    """1-ply equity of each (not finished) play for the mover: over the 21 rolls, the
    mover's equity after the opponent's best 0-ply reply, weighted by the roll's chance
    (``player``'s batched look-ahead over all rolls of all plays at once, :mod:`ai.batchgen`;
    a reply that wins at once counts its points).

    Plays are expanded in the given order; once more than ``budget`` replies were generated
    (and at least two plays expanded) the rest are left out and get NaN: a bound on the work
    per request. If ``time.perf_counter()`` has passed ``deadline`` before the look-ahead
    starts, every play gets NaN."""
    if deadline is not None and time.perf_counter() > deadline:
        return np.full(len(plays), np.nan)
    value = player._batched_one_ply(list(plays), budget)[0]
    return np.where(np.isfinite(value), value, np.nan)


def rank_plays(
    position: Position,
    dice: tuple[int, int],
    *,
    player: Player | None = None,
    deep: int = DEEP,
    window: float = WINDOW,
    include: Iterable[Position] = (),
    seconds: float | None = None,
) -> list[Ranked]:
    """Every legal play of ``dice`` in ``position``, best first (see the module docstring).

    The best ``deep`` plays at 0-ply that are within ``window`` points of the best, and the
    plays whose result is one of ``include``, are scored at 1-ply when there are at least
    two of them (one alone has nothing to be compared with); ``deep=0`` ranks at 0-ply
    only. ``seconds`` bounds the wall-clock time (hints): if it has passed when the
    look-ahead would start, no play is expanded and the ranking is the 0-ply one.
    The first entry's loss is 0. Empty when nothing can be played."""
    deadline = None if seconds is None else time.perf_counter() + seconds
    plays = legal_plays(position, dice)
    if not plays or not plays[0].steps:
        return []
    pl = player if player is not None else load_player(position.variant, HINT_LEVEL)
    zero = _zero_ply(pl, plays)
    order = [int(i) for i in np.argsort(-zero, kind="stable")]
    wins = [i for i in order if plays[i].position.winner is not None]
    deep_eq: dict[int, float] = {}
    if wins:  # a play that wins now outranks every estimate; no look-ahead needed
        first, rest = wins, [i for i in order if i not in wins]
    else:
        wanted = set(include)
        top = zero[order[0]]
        near = [i for i in order[:deep] if zero[i] >= top - window]
        asked = [i for i in order if deep > 0 and plays[i].position in wanted]
        # the best play and the plays asked for first: the budget never leaves them out
        chosen = near[:1] + [i for i in asked if i not in near[:1]]
        chosen += [i for i in near if i not in chosen]
        if len(chosen) > 1:
            values = _one_ply(pl, [plays[i] for i in chosen], deadline=deadline)
            deep_eq = {i: float(x) for i, x in zip(chosen, values) if not np.isnan(x)}
            if len(deep_eq) < 2:  # nothing to compare at 1-ply: keep the 0-ply order
                deep_eq = {}
        first = sorted(deep_eq, key=lambda i: -deep_eq[i])
        rest = [i for i in order if i not in deep_eq]
    ranked = [(i, deep_eq[i], 1) if i in deep_eq else (i, float(zero[i]), 0) for i in first]
    ranked += [(i, float(zero[i]), 0) for i in rest]
    best = ranked[0][1]
    return [Ranked(plays[i], eq, max(0.0, best - eq) if k else 0.0, d)
            for k, (i, eq, d) in enumerate(ranked)]


@dataclass(frozen=True, slots=True)
class Decision:
    """One analysed decision: turn ``index`` of the game's history, the mover ``color``,
    the ``dice``, the position before the turn (mover to move), the ``played`` and the
    ``best`` steps (``(from, to)`` pairs, mover's numbering) and the ``loss`` (points)."""

    index: int
    color: int
    dice: tuple[int, int]
    position: Position
    played: tuple[tuple[int, int], ...]
    best: tuple[tuple[int, int], ...]
    loss: float

    @property
    def kind(self) -> str:
        """The class of the decision (:func:`classify`)."""
        return classify(self.loss)


Mistake = Decision | CubeCall
"""One of a player's biggest mistakes: a checker play or a cube decision."""


@dataclass(frozen=True, slots=True)
class PlayerReport:
    """One player's figures in a game: the checker play (``decisions``, ``total_loss``
    and the counts per class) and, apart, the cube decisions (``cube_decisions``,
    ``cube_loss``, ``cube_doubtful`` / ``cube_errors`` / ``cube_blunders``); ``worst``:
    the three biggest mistakes of either kind, biggest first."""

    color: int
    decisions: int = 0
    total_loss: float = 0.0
    doubtful: int = 0
    errors: int = 0
    blunders: int = 0
    worst: tuple[Mistake, ...] = ()
    cube_decisions: int = 0
    cube_loss: float = 0.0
    cube_doubtful: int = 0
    cube_errors: int = 0
    cube_blunders: int = 0

    @property
    def error_rate(self) -> float:
        """Mean equity lost per checker-play decision, in thousandths of a point (0 without
        decisions)."""
        return 1000.0 * self.total_loss / self.decisions if self.decisions else 0.0

    @property
    def cube_error_rate(self) -> float:
        """Mean normalized equity lost per cube decision, in thousandths (0 without cube
        decisions), as GNU Backgammon's "cube error rate"."""
        return 1000.0 * self.cube_loss / self.cube_decisions if self.cube_decisions else 0.0

    @property
    def rating(self) -> str | None:
        """The rating word's key of this game's checker play (None without decisions)."""
        return rating_key(self.error_rate) if self.decisions else None


@dataclass(frozen=True)
class GameAnalysis:
    """The analysis of a whole game: one report per colour (index 0 White, 1 Black).
    ``cube``: the cube decisions were judged (a game with the cube; False in analyses
    stored before cube decisions were judged). ``luck``: the luck of every roll
    (:mod:`ai.luck`; None in analyses stored before luck was measured)."""

    variant: Variant
    reports: tuple[PlayerReport, PlayerReport]
    turns: int = 0
    extra: dict[str, Any] = field(default_factory=dict, compare=False)
    cube: bool = False
    luck: GameLuck | None = None

    def to_json(self) -> str:
        """A JSON text that :meth:`from_json` reads back (positions as engine states)."""
        def pos(p: Position) -> list[Any]:
            return [list(p.board), list(p.bar), list(p.off), p.turn]

        def dec(d: Mistake) -> dict[str, Any]:
            if isinstance(d, CubeCall):
                return {"k": "cube", "i": d.index, "c": d.color, "p": pos(d.position),
                        "cv": d.cube[0], "co": d.cube[1], "a": d.act, "r": d.right,
                        "e": [round(d.nd, 6), round(d.dt, 6), round(d.dp, 6)],
                        "l": round(d.loss, 6)}
            return {"i": d.index, "c": d.color, "d": list(d.dice), "p": pos(d.position),
                    "pl": [list(m) for m in d.played], "b": [list(m) for m in d.best],
                    "l": round(d.loss, 6)}
        return json.dumps({
            "v": 2, "variant": self.variant.value, "turns": self.turns, "cube": self.cube,
            **({"luck": json.loads(self.luck.to_json())} if self.luck is not None else {}),
            "reports": [{"c": r.color, "n": r.decisions, "t": round(r.total_loss, 6),
                         "d": r.doubtful, "e": r.errors, "b": r.blunders,
                         "cn": r.cube_decisions, "ct": round(r.cube_loss, 6),
                         "cd": r.cube_doubtful, "ce": r.cube_errors, "cb": r.cube_blunders,
                         "w": [dec(d) for d in r.worst]} for r in self.reports],
        }, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> GameAnalysis:
        """The analysis written by :meth:`to_json` (version 1, before cube decisions, too);
        ValueError if the text is not one."""
        try:
            data = json.loads(text)
            variant = Variant.parse(data["variant"])

            def pos(p: list[Any]) -> Position:
                pts, bar, off, turn = p
                return Position(variant, tuple(pts), tuple(bar), tuple(off), int(turn))

            def dec(d: dict[str, Any]) -> Mistake:
                if d.get("k") == "cube":
                    owner = None if d["co"] is None else int(d["co"])
                    nd, dt, dp = (float(x) for x in d["e"])
                    return CubeCall(int(d["i"]), int(d["c"]), pos(d["p"]),
                                    (int(d["cv"]), owner), _act(d["a"]), _act(d["r"]),
                                    nd, dt, dp, float(d["l"]))
                return Decision(int(d["i"]), int(d["c"]), (int(d["d"][0]), int(d["d"][1])),
                                pos(d["p"]), tuple((int(a), int(b)) for a, b in d["pl"]),
                                tuple((int(a), int(b)) for a, b in d["b"]), float(d["l"]))
            reps = [PlayerReport(int(r["c"]), int(r["n"]), float(r["t"]), int(r["d"]),
                                 int(r["e"]), int(r["b"]), tuple(dec(d) for d in r["w"]),
                                 int(r.get("cn", 0)), float(r.get("ct", 0.0)),
                                 int(r.get("cd", 0)), int(r.get("ce", 0)), int(r.get("cb", 0)))
                    for r in data["reports"]]
            luck = (GameLuck.from_json(json.dumps(data["luck"]))
                    if data.get("luck") is not None else None)
            return cls(variant, (reps[0], reps[1]), int(data["turns"]),
                       cube=bool(data.get("cube", False)), luck=luck)
        except (KeyError, TypeError, IndexError, json.JSONDecodeError) as exc:
            raise ValueError(f"not an analysis: {exc}") from exc


def _act(text: Any) -> CubeAct:
    if text not in ("double", "no_double", "take", "pass"):
        raise ValueError(f"not a cube decision: {text!r}")
    return text


def decisions_of(game: Game) -> list[tuple[int, Position, tuple[int, int], Position]]:
    """The decisions of ``game``'s history: ``(index, position before, dice, position
    after)`` for every turn whose roll allowed at least two different plays."""
    out = []
    pos = game.start
    for i, rec in enumerate(game.history):
        after = Turn(pos, rec.dice, rec.steps).result() if rec.steps else pos.swap_turn()
        if rec.steps and len(legal_plays(pos, rec.dice)) > 1:
            out.append((i, pos, rec.dice, after))
        pos = after
    return out


def analyse_game(
    game: Game,
    *,
    player: Player | None = None,
    deep: int = DEEP,
    progress: Callable[[int, int], None] | None = None,
    match: MatchScore | None = None,
) -> GameAnalysis:
    """Analyse every decision of ``game`` (usually finished): the checker plays and, in a
    game with the cube, the cube decisions (``match``: the score before the game when it
    was a game of a match; None: money play). ``progress(done, total)`` is called after
    each checker-play decision. ``deep=0`` judges plays at 0-ply only (fast, weaker)."""
    pl = player if player is not None else load_player(game.variant, HINT_LEVEL)
    found = decisions_of(game)
    acc: list[list[Decision]] = [[], []]
    for n, (i, before, dice, after) in enumerate(found):
        ranked = rank_plays(before, dice, player=pl, deep=deep, include=(after,))
        played = next(r for r in ranked if r.play.position == after)
        rec = game.history[i]
        acc[rec.color].append(Decision(i, rec.color, dice, before, tuple(rec.moves),
                                       tuple(ranked[0].moves), played.loss))
        if progress is not None:
            progress(n + 1, len(found))
    calls = cube_calls(game, match)
    reports = []
    for color in (0, 1):
        ds = acc[color]
        cs = [c for c in calls if c.color == color]
        kinds = [d.kind for d in ds]
        ckinds = [classify(c.loss) for c in cs]
        mistakes: list[Mistake] = [d for d in ds if d.loss > 0.0]
        mistakes += [c for c in cs if c.loss > 0.0]
        worst = sorted(mistakes, key=lambda d: -d.loss)[:3]
        reports.append(PlayerReport(color, len(ds), float(sum(d.loss for d in ds)),
                                    kinds.count("doubtful"), kinds.count("error"),
                                    kinds.count("blunder"), tuple(worst),
                                    len(cs), float(sum(c.loss for c in cs)),
                                    ckinds.count("doubtful"), ckinds.count("error"),
                                    ckinds.count("blunder")))
    return GameAnalysis(game.variant, (reports[0], reports[1]), len(game.history),
                        cube=game.cube is not None, luck=game_luck(game, player=pl))
