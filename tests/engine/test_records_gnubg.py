"""Exported .mat files read back by GNU Backgammon: the same scores, winners, points, cube
actions and every move (each player's own numbering, bar 25, off 0).

Skipped when GNU Backgammon is not installed (``gnubg`` on PATH or ``/usr/games/gnubg``).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from engine import Game, Match, RandomDice
from engine.records import actions, mat_text
from tests.engine.helpers import GNUBG, gnubg_import, play_random

pytestmark = pytest.mark.skipif(GNUBG is None, reason="GNU Backgammon (gnubg) not installed")


def expected_actions(game: Game, left: int) -> list[tuple[Any, ...]]:
    """Our game as GNU Backgammon's action list: player X is the left column."""
    out: list[tuple[Any, ...]] = []
    for a in actions(game):
        who = "X" if a.color == left else "O"
        if a.kind == "move":
            assert a.dice is not None
            out.append(("move", who, tuple(sorted(a.dice)),
                        tuple(sorted(s.pair() for s in a.steps))))
        else:
            out.append(({"pass": "drop"}.get(a.kind, a.kind), who))
    r = game.result
    assert r is not None
    if r.reason in ("resigned", "timeout"):
        out.append(("resign", "O" if r.winner == left else "X"))
    return out


def gnubg_actions(game: dict[str, Any]) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    for x in game["game"]:
        if x["action"] == "move":
            out.append(("move", x["player"], tuple(sorted(x["dice"])),
                        tuple(sorted(tuple(m) for m in x.get("move", ())))))
        elif x["action"] in ("double", "take", "drop", "resign"):
            out.append((x["action"], x["player"]))
    return out


def _match_with_all_cube_actions() -> Match:
    """A seeded 7-point match with a take, a pass, a resignation and a dance somewhere."""
    for seed in range(200):
        rng = random.Random(seed)
        m = play_random(Match.new("short", 7, RandomDice(rng), cube=True), rng,
                        double=0.15, take=0.7, resign=0.01)[-1]
        log = [a.action for g in m.games for a in g.game.cube_log]
        reasons = {g.result.reason for g in m.games}
        dance = any(not a.steps for g in m.games for a in actions(g.game) if a.kind == "move")
        crawford = any(g.crawford for g in m.games)
        if "take" in log and "pass" in log and "resigned" in reasons and dance and crawford:
            return m
    raise AssertionError("no seed gives every kind of action")


@pytest.mark.slow
def test_gnubg_reads_an_exported_match(tmp_path: Path) -> None:
    m = _match_with_all_cube_actions()
    text = mat_text(m, ("Анна Петрова", "Bob: the builder"), date="2026.12.01")
    got = gnubg_import(text, tmp_path)
    info = got["match-info"]
    assert info["match-length"] == 7
    assert (info["X"]["name"], info["O"]["name"]) == ("Анна_Петрова", "Bob_the_builder")
    assert len(got["games"]) == len(m.games)
    kinds = {a[0] for g in got["games"] for a in gnubg_actions(g)}
    assert kinds == {"move", "double", "take", "drop", "resign"}
    score = [0, 0]
    for ours, theirs in zip(m.games, got["games"], strict=True):
        left = 0 if ours.white == 0 else 1  # the colour of player 0 (X, the left column)
        gi = theirs["info"]
        assert (gi["score-X"], gi["score-O"]) == tuple(score)
        assert gi["winner"] == ("X" if ours.winner == 0 else "O")
        assert gi["points-won"] == ours.result.points
        assert gnubg_actions(theirs) == expected_actions(ours.game, left)
        score[ours.winner] += ours.points
    assert tuple(score) == m.score and max(score) == 7


@pytest.mark.slow
def test_gnubg_reads_an_exported_single_game(tmp_path: Path) -> None:
    rng = random.Random(5)
    dice = RandomDice(rng)
    g = Game.new("short", dice, cube=True)
    doubled = False
    while not g.finished:
        if g.double_offered:
            g = g.take(dice)
        elif g.may_double and not doubled and g.plies > 6:
            g, doubled = g.offer_double(), True
        elif g.awaiting_roll:
            g = g.roll(dice)
        else:
            g = g.play(rng.choice(g.legal_plays()), dice)
    got = gnubg_import(mat_text(g, ("white", "black")), tmp_path)
    assert got["match-info"]["match-length"] == 0
    (theirs,) = got["games"]
    assert gnubg_actions(theirs) == expected_actions(g, 0)
    assert g.result is not None and theirs["info"]["points-won"] == g.result.points
