"""The batched look-ahead of ``master`` in both variants: the same 1-ply as the per-roll
one, a 2-ply equal to one worked out with the engine's plays, and the bound on its work."""

from __future__ import annotations

import random

import numpy as np
import pytest

from ai import load_player
from ai.batchgen import all_rolls
from ai.inputs.features import encode, mover_view, n_inputs
from ai.net import Net, equity
from ai.player import LEVEL_SETTINGS, Player, prune_net, prune_path, win_points
from engine.dice import ROLLS
from engine.moves import Play, legal_plays, mover_state
from engine.position import Position, Variant, start_position
from testkit.reference import per_roll_one_ply


def decisions(
    n: int, seed: int, variant: Variant = Variant.SHORT
) -> list[tuple[Position, tuple[int, int]]]:
    """``n`` (position, roll) pairs of ``variant`` with at least three legal plays, from
    seeded games of ``strong`` against itself."""
    rng = random.Random(seed)
    strong = load_player(variant, "strong")
    out: list[tuple[Position, tuple[int, int]]] = []
    pos = start_position(variant)
    while len(out) < n:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        if len(legal_plays(pos, dice)) >= 3 and rng.random() < 0.3:
            out.append((pos, dice))
        pos = strong.choose(pos, dice).position
        if pos.winner is not None:
            pos = start_position(variant)
    return out


def best_after_roll(player: Player, position: Position, dice: tuple[int, int]) -> Play | float:
    """The mover's best 0-ply play with ``dice`` (the engine's plays, evaluated one roll at
    a time), or the points of the most valuable win when a play wins."""
    plays = legal_plays(position, dice)
    wins = [win_points(q.position) for q in plays if q.position.winner is not None]
    if wins:
        return float(max(wins))
    values = -player.evaluate(np.array([mover_state(q.position) for q in plays]))
    return plays[int(np.argmax(values))]


def slow_one_ply(player: Player, position: Position) -> float:
    """The mover's 1-ply equity at ``position`` (about to roll), roll by roll (the network
    evaluates each roll's best reply together, in one batch)."""
    bests = [best_after_roll(player, position, dice) for dice, _w in ROLLS]
    plays = [b for b in bests if not isinstance(b, float)]
    values = iter(-player.evaluate(np.array([mover_state(b.position) for b in plays]))
                  if plays else [])
    total = 0.0
    for (_dice, w), best in zip(ROLLS, bests):
        total += w * (best if isinstance(best, float) else float(next(values)))
    return total / 36.0


def slow_two_ply(player: Player, candidate: Position) -> float:
    """My 2-ply equity after a play that led to ``candidate`` (the opponent to roll): over
    his 21 rolls, my 1-ply equity after his best 0-ply reply, or minus his win."""
    total = 0.0
    for dice, w in ROLLS:
        reply = best_after_roll(player, candidate, dice)
        total += w * (-reply if isinstance(reply, float) else slow_one_ply(player, reply.position))
    return total / 36.0


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.slow
def test_batched_one_ply_is_the_per_roll_one_with_the_same_budget(variant: Variant) -> None:
    master = load_player(variant, "master")
    for pos, dice in decisions(25, 11, variant):
        plays = legal_plays(pos, dice)[:6]
        expected = per_roll_one_ply(master, plays)
        got = master._batched_one_ply(plays)[0]
        assert np.array_equal(np.isfinite(expected), np.isfinite(got))
        assert np.allclose(expected[np.isfinite(expected)], got[np.isfinite(got)], atol=1e-6)
    # a tiny budget expands exactly two candidates in both
    tight = Player(master.variant, master.net, plies=1, budget=0)
    plays = legal_plays(*decisions(1, 3, variant)[0])[:4]
    assert np.isfinite(tight._batched_one_ply(plays)[0]).sum() == 2
    assert np.isfinite(per_roll_one_ply(tight, plays)).sum() == 2


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.slow
def test_two_ply_equals_the_engine_worked_one(variant: Variant) -> None:
    shipped = load_player(variant, "master")
    master = Player(shipped.variant, shipped.net, plies=1, deep=2)  # no pruning network
    (pos, dice), = decisions(1, 5, variant)
    plays = legal_plays(pos, dice)[:2]
    _one, R, chosen, won, reply = master._batched_one_ply(plays)
    two = master._two_ply(R, chosen, won, reply)
    assert two is not None
    for c, play in enumerate(plays):
        assert two[c] == pytest.approx(slow_two_ply(master, play.position), abs=1e-5)


def test_one_ply_values_of_a_bear_off_are_exact_and_wins_count_their_points() -> None:
    # The mover has two checkers on his 1-point, the opponent one on his 24-point (the
    # mover's home): every roll bears both off, and the opponent's checker there makes it
    # a backgammon (3 points).
    s = [13] + [0] * 26
    s[1], s[6] = 2, -1
    s[20] = -14
    master = load_player("short", "master")
    values = master.one_ply_values(np.array([s]))
    assert values is not None and values.tolist() == [3.0]
    assert master.one_ply_values(np.array([s]), limit=0) is None


@pytest.mark.slow
def test_master_decides_close_candidates_by_two_ply_within_its_budget() -> None:
    master = load_player("short", "master")
    assert (master.deep, master.plies) == (2, 1) and LEVEL_SETTINGS["master"].deep == 2
    assert master.deep_budget >= 10_000 and 0.0 < master.deep_window <= 0.1
    wide = Player(master.variant, master.net, plies=1, deep=2, deep_window=10.0,
                  deep_budget=10**6)
    no_room = Player(master.variant, master.net, plies=1, deep=2, deep_window=10.0,
                     deep_budget=0)
    one_ply = Player(master.variant, master.net, plies=1)
    changed = 0
    for pos, dice in decisions(12, 7):
        plays = legal_plays(pos, dice)
        scores = wide._scores(plays)
        order = np.argsort(-scores, kind="stable")
        keep = [int(i) for i in order[:6] if scores[i] >= scores[order[0]] - 0.16]
        if len(keep) < 2:
            continue
        deep, R, chosen, won, reply = wide._batched_one_ply([plays[i] for i in keep])
        top = np.argsort(-deep, kind="stable")[:2]
        two = wide._two_ply(R, chosen[top], won[top], reply[top])
        assert two is not None
        expected = plays[keep[int(top[int(np.argmax(two))])]]
        assert wide.choose(pos, dice).position == expected.position
        # with no room for the 2-ply the 1-ply's choice stands
        assert no_room.choose(pos, dice).position == one_ply.choose(pos, dice).position
        changed += expected.position != one_ply.choose(pos, dice).position
    assert changed >= 1  # the 2-ply changed at least one decision of these twelve


@pytest.mark.parametrize(("variant", "width"), [(Variant.SHORT, 200), (Variant.LONG, 194)])
def test_cheap_feature_set_is_the_first_inputs_of_set_one(variant: Variant, width: int) -> None:
    S = np.array([mover_state(p) for p, _d in decisions(40, 17, variant)], dtype=np.int64)
    cheap = encode(variant, S, 0)
    assert cheap.shape == (40, n_inputs(variant, 0)) == (40, width)
    assert cheap.dtype == np.float32
    assert np.array_equal(cheap, encode(variant, S, 1)[:, :width].astype(np.float32))
    assert np.array_equal(cheap, encode(variant, S.astype(np.int8), 0))
    assert len(np.unique(cheap, axis=0)) > 30  # the positions differ, and so do their inputs


def test_shortlist_keeps_the_pruning_networks_best_of_every_roll() -> None:
    master = load_player("short", "master")
    prune = Net.new(Variant.SHORT, 8, np.random.default_rng(3), features=0)
    S = np.array([mover_state(p) for p, _d in decisions(4, 19)], dtype=np.int64)
    G, R = all_rolls(S)
    pruned = Player(master.variant, master.net, plies=1, prune=prune, prune_keep=2)
    g, r = pruned._shortlist(G, R)
    sizes = np.bincount(G, minlength=84)
    assert np.array_equal(np.bincount(g, minlength=84), np.minimum(sizes, 2))
    scores = -equity(prune.forward(prune.encode(mover_view(Variant.SHORT, R))), Variant.SHORT)
    kept = {tuple(x) for x in r.tolist()}
    for pair in np.flatnonzero(sizes > 2)[:10]:
        rows = np.flatnonzero(np.equal(G, pair))
        best = rows[np.argsort(-scores[rows], kind="stable")[:2]]
        assert {tuple(R[i]) for i in best} <= kept
    # keeping every play gives the exact 1-ply; keeping fewer never a higher one
    exact = Player(master.variant, master.net, plies=1).one_ply_values(S)
    everything = Player(master.variant, master.net, plies=1, prune=prune, prune_keep=1000)
    assert np.allclose(everything.one_ply_values(S), exact, atol=1e-12)
    narrow = pruned.one_ply_values(S)
    assert narrow is not None and np.all(narrow <= exact + 1e-9)


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.slow
def test_shipped_pruning_network_keeps_the_two_ply_choices(variant: Variant) -> None:
    net = prune_net(variant)
    assert (net.features, net.hidden, net.w1.dtype, net.variant) == (0, 64, np.float32, variant)
    assert prune_path(variant).stat().st_size < 100_000
    shipped = load_player(variant, "master")
    assert shipped.prune is net and shipped.prune_keep == 3
    pruned = Player(shipped.variant, shipped.net, plies=1, deep=2, deep_window=10.0,
                    deep_budget=10**6, prune=net, prune_keep=3)
    exact = Player(shipped.variant, shipped.net, plies=1, deep=2, deep_window=10.0,
                   deep_budget=10**6)
    same = total = 0
    for pos, dice in decisions(10, 23, variant):
        total += 1
        same += pruned.choose(pos, dice).position == exact.choose(pos, dice).position
    assert same >= total - 1, (same, total)
