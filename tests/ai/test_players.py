"""Tests of the computer player: legality, levels, determinism, bear-off, CLI."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
from pathlib import Path

import gnubg_nn
import numpy as np
import pytest

import ai
from ai import LEVELS, bearoff, choose_play, load_player
from ai.__main__ import answer
from ai.__main__ import main as cli_main
from ai.inputs.features import encode, is_race, mover_view, n_inputs
from ai.net import Net, equity, flip
from ai.player import weights_path
from ai.training.baseline import baseline_play, random_play
from engine.moves import legal_plays, mover_state
from engine.position import Position, Variant, start_position
from testkit.gnubg_board import gnubg_equity

ROOT = Path(__file__).resolve().parents[2]


def _positions(variant: str, n: int, seed: int) -> list[tuple[Position, tuple[int, int]]]:
    """``n`` (position, roll) pairs from seeded random games (game not over)."""
    rng = random.Random(seed)
    out: list[tuple[Position, tuple[int, int]]] = []
    pos = start_position(variant)
    while len(out) < n:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        out.append((pos, dice))
        pos = rng.choice(legal_plays(pos, dice)).position
        if pos.winner is not None:
            pos = start_position(variant, rng.randint(0, 1))
    return out


# ----------------------------------------------------------------------- player


@pytest.mark.parametrize("variant", ["short", "long"])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_returns_a_legal_play(variant: str, level: str) -> None:
    """On positions from random games, every level answers one of the legal plays."""
    player = load_player(variant, level)
    n = 12 if level == "master" else 60
    seed = (17 * LEVELS.index(level) + (variant == "long")) % 1000  # the same in every run
    for pos, dice in _positions(variant, n, seed=seed):
        play = player.choose(pos, dice, random.Random(1))
        legal = legal_plays(pos, dice)
        assert play.position in {p.position for p in legal}
        assert play.moves in [p.moves for p in legal if p.position == play.position]


def test_levels_load_for_both_variants_and_are_cached() -> None:
    """Each level loads for both variants; load_player is cached; bad levels are refused."""
    assert LEVELS == ("beginner", "medium", "strong", "master")
    for v in ("short", "long"):
        for level in LEVELS:
            p = load_player(v, level)
            assert p.variant is Variant.parse(v)
            assert load_player(v, level) is p
    assert load_player("short", "master").plies == 1
    assert load_player("short", "beginner").noise > load_player("short", "medium").noise > 0
    with pytest.raises(ValueError):
        load_player("short", "grandmaster")
    with pytest.raises(ValueError):
        choose_play(start_position("long"), (6, 5), "expert")


def test_no_move_and_forced_move() -> None:
    """With no legal move the single empty play is returned; a forced play is played."""
    closed = Position.from_points(
        "short", {1: 2}, {k: 2 for k in range(1, 7)}, turn="white", bar=(1, 0)
    )
    for level in LEVELS:
        play = choose_play(closed, (6, 5), level)
        assert play.steps == () and play.position == closed.swap_turn()
    # A checker on the bar facing five closed points enters with the 1 and can go no
    # further: exactly one legal play.
    forced = Position.from_points(
        "short", {1: 2}, {k: 2 for k in range(2, 7)}, turn="white", bar=(1, 0)
    )
    plays = legal_plays(forced, (1, 1))
    assert len(plays) == 1 and plays[0].steps
    for level in LEVELS:
        assert choose_play(forced, (1, 1), level).position == plays[0].position


@pytest.mark.slow
def test_noisy_levels_are_deterministic_for_a_seed() -> None:
    """The same seed gives the same choices; other seeds do change beginner's choices."""
    cases = _positions("short", 40, seed=5) + _positions("long", 40, seed=6)
    for level in ("beginner", "medium"):
        a = [choose_play(p, d, level, random.Random(11)).position for p, d in cases]
        b = [choose_play(p, d, level, random.Random(11)).position for p, d in cases]
        assert a == b
    c = [choose_play(p, d, "beginner", random.Random(12)).position for p, d in cases]
    assert c != a
    strong = [choose_play(p, d, "strong").position for p, d in cases]
    assert strong == [choose_play(p, d, "strong", random.Random(3)).position for p, d in cases]


def test_winning_play_scores_the_most_points() -> None:
    """When the game can be won, the player wins it (and with a gammon if it can)."""
    pos = Position.from_points("short", {1: 1, 2: 1}, {19: 15}, turn="white", off=(13, 0))
    for level in LEVELS:
        assert choose_play(pos, (2, 1), level).position.winner == 0
    # Hitting the last blot on the way out turns a gammon into a backgammon.
    hit = Position.from_points("short", {3: 1}, {23: 1, 10: 14}, turn="white", off=(14, 0))
    play = choose_play(hit, (1, 2), "strong")
    assert play.position.winner == 0 and play.position.bar[1] == 1


def test_strong_player_prefers_obvious_good_plays() -> None:
    """Opening 3-1 in short nardy makes the 5-point (8/5 6/5), a standard sanity check."""
    play = choose_play(start_position("short"), (3, 1), "strong")
    assert sorted(play.moves) == [(6, 5), (8, 5)]


def test_master_looks_ahead_and_returns_legal_plays_quickly_enough() -> None:
    """Master re-scores several candidates by 1-ply and still plays a legal play."""
    player = load_player("short", "master")
    pos, dice = start_position("short"), (6, 5)
    plays = legal_plays(pos, dice)
    deep = player._batched_one_ply(plays[:3])[0]
    assert deep.shape == (3,) and np.all(np.abs(deep) <= 3.0)
    assert player.choose(pos, dice).position in {p.position for p in plays}


def test_weights_are_small_float32_with_version() -> None:
    """Shipped weights: float32, a version field, the right variant and input size (short
    nardy's network uses feature set 3: contact and shape inputs, 256 hidden units; long
    nardy's set 2: blocking inputs)."""
    for v, features in ((Variant.SHORT, 3), (Variant.LONG, 2)):
        path = weights_path(v)
        assert path.stat().st_size < 300_000
        with np.load(path) as z:
            assert int(z["version"]) == 1 and str(z["variant"]) == v.value
            assert (int(z["features"]) if "features" in z.files else 1) == features
            assert z["w1"].dtype == np.float32 and z["w1"].shape[0] == n_inputs(v, features)


# ----------------------------------------------------------------------- features / net


@pytest.mark.parametrize("variant", ["short", "long"])
def test_features_and_views(variant: str) -> None:
    """mover_view is the other side's mover_state; features are finite and of fixed size."""
    v = Variant.parse(variant)
    for pos, dice in _positions(variant, 30, seed=3):
        plays = legal_plays(pos, dice)
        S = np.array([mover_state(p.position) for p in plays])
        M = mover_view(v, S)
        assert [tuple(r) for r in M] == [mover_state(p.position.swap_turn()) for p in plays]
        assert (mover_view(v, M) == S).all()
        X = encode(v, S)
        assert X.shape == (len(plays), n_inputs(v)) and np.isfinite(X).all()
    start = np.array([mover_state(start_position(variant))])
    assert not is_race(v, start)[0]


def test_race_flag() -> None:
    """No contact: short when every checker passed; long when both are in the last half."""
    short = Position.from_points("short", {5: 15}, {4: 15})
    assert is_race(Variant.SHORT, np.array([mover_state(short)]))[0]
    short2 = Position.from_points("short", {22: 1, 5: 14}, {4: 15})
    assert not is_race(Variant.SHORT, np.array([mover_state(short2)]))[0]
    long_ = Position.from_points("long", {12: 1, 3: 14}, {10: 15})
    assert is_race(Variant.LONG, np.array([mover_state(long_)]))[0]
    long2 = Position.from_points("long", {13: 1, 3: 14}, {10: 15})
    assert not is_race(Variant.LONG, np.array([mover_state(long2)]))[0]


def test_flip_and_equity() -> None:
    """flip swaps the sides (an involution) and negates the equity."""
    rng = np.random.default_rng(0)
    for v in Variant:
        out = rng.random((7, 5 if v is Variant.SHORT else 3))
        assert np.allclose(flip(flip(out, v), v), out)
        assert np.allclose(equity(flip(out, v), v), -equity(out, v))
    assert equity(np.array([[1.0, 1.0, 1.0, 0.0, 0.0]]), Variant.SHORT)[0] == pytest.approx(3.0)
    assert equity(np.array([[0.0, 0.0, 1.0]]), Variant.LONG)[0] == pytest.approx(-2.0)


@pytest.mark.slow
def test_training_is_reproducible_and_resumable(tmp_path: Path) -> None:
    """Two runs with one seed agree; stopping and resuming gives the same weights."""
    from ai.training.train import Trainer, lambda_returns, main

    out1, out2 = tmp_path / "a.npz", tmp_path / "b.npz"
    ck1, ck2 = tmp_path / "a.ckpt.npz", tmp_path / "b.ckpt.npz"
    common = ["--variant", "long", "--seed", "3", "--hidden", "8", "--bench-every", "0"]
    assert main([*common, "--games", "3", "--out", str(out1), "--ckpt", str(ck1)]) == 0
    assert main([*common, "--games", "2", "--out", str(out2), "--ckpt", str(ck2)]) == 0
    assert main([*common, "--games", "3", "--out", str(out2), "--ckpt", str(ck2),
                 "--resume", str(ck2)]) == 0
    a, b = Net.load(out1), Net.load(out2)
    assert a.games == b.games == 3
    assert np.array_equal(a.w1, b.w1) and np.array_equal(a.w2, b.w2)
    assert Trainer.load(ck1).net.games == 3
    # lambda-returns: lam = 1 gives the (alternately flipped) final outcome everywhere.
    v = np.full((4, 3), 0.5)
    g = lambda_returns(v, np.array([1.0, 1.0, 0.0]), 1.0, Variant.LONG)
    assert np.allclose(g[3], [1, 1, 0]) and np.allclose(g[2], [0, 0, 1])
    assert np.allclose(g[1], [1, 1, 0])
    g0 = lambda_returns(v, np.array([1.0, 1.0, 0.0]), 0.0, Variant.LONG)
    assert np.allclose(g0[0], [0.5, 0.5, 0.5])


@pytest.mark.slow
def test_training_fine_tunes_from_weights_of_any_feature_set(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--init`` starts from a weights file with its own size and feature set; the
    checkpoint keeps the feature set, so a stopped fine-tuning resumes to the same weights."""
    from ai.training.train import Trainer, main

    init = tmp_path / "init.npz"
    start = Net.new(Variant.LONG, 8, np.random.default_rng(5), features=3)
    start.save(init)
    out1, out2 = tmp_path / "a.npz", tmp_path / "b.npz"
    ck1, ck2 = tmp_path / "a.ckpt.npz", tmp_path / "b.ckpt.npz"
    common = ["--variant", "long", "--seed", "4", "--bench-every", "0", "--lr", "1e-3"]
    assert main([*common, "--games", "3", "--init", str(init), "--out", str(out1),
                 "--ckpt", str(ck1)]) == 0
    assert main([*common, "--games", "1", "--init", str(init), "--out", str(out2),
                 "--ckpt", str(ck2)]) == 0
    assert Trainer.load(ck2).net.features == 3
    assert "features 3, lr 0.001, lambda 0.7, seed 4" in capsys.readouterr().out
    assert main([*common, "--games", "3", "--resume", str(ck2), "--out", str(out2),
                 "--ckpt", str(ck2)]) == 0
    assert "from game 1 to 3, hidden 8, features 3" in (said := capsys.readouterr().out)
    assert "random state from the checkpoint" in said and "seed" not in said
    a, b, first = Net.load(out1), Net.load(out2), Net.load(init)
    assert a.features == b.features == 3 and a.hidden == 8 and a.games == b.games == 3
    assert np.array_equal(a.w1, b.w1) and np.array_equal(a.w2, b.w2)
    assert not np.allclose(a.w1, first.w1)  # three games of TD moved the weights


@pytest.mark.slow
def test_training_init_errors_are_one_line(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """A missing, unreadable or other-variant ``--init`` file, or ``--init`` with
    ``--resume``, is one line on stderr and exit status 2, before any game."""
    from ai.training.train import main

    short = tmp_path / "short.npz"
    Net.new(Variant.SHORT, 4, np.random.default_rng(1)).save(short)
    (tmp_path / "junk.npz").write_bytes(b"not weights")
    out = tmp_path / "w.npz"
    base = ["--variant", "long", "--games", "2", "--out", str(out),
            "--ckpt", str(tmp_path / "c.npz")]
    cases = [
        (["--init", str(tmp_path / "none.npz")], "no weights file"),
        (["--init", str(tmp_path / "junk.npz")], "is not a weights file"),
        (["--init", str(short)], "short-nardy weights, not long"),
        (["--init", str(short), "--resume", str(short)], "exclude each other"),
    ]
    for args, expected in cases:
        assert main([*base, *args]) == 2, args
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and expected in err, (args, err)
    assert not out.exists()


# ----------------------------------------------------------------------- baseline


@pytest.mark.slow
def test_baseline_and_random_players_are_legal_and_baseline_beats_random() -> None:
    """The heuristic and random players answer legal plays; the heuristic beats random."""
    for variant in ("short", "long"):
        for pos, dice in _positions(variant, 40, seed=9):
            legal = {p.position for p in legal_plays(pos, dice)}
            assert baseline_play(pos, dice).position in legal
            assert random_play(pos, dice, random.Random(0)).position in legal
    rng = random.Random(4)
    wins = 0
    for g in range(20):
        pos = start_position("long", g % 2)
        while pos.winner is None:
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            f = baseline_play if pos.turn == 0 else random_play
            pos = f(pos, dice, rng).position
        wins += pos.winner == 0
    assert wins >= 15


# ----------------------------------------------------------------------- bear-off


def _dist(counts: tuple[int, ...]) -> np.ndarray:
    return bearoff.tables()["p_off"][bearoff.position_index(np.array([counts]))[0]]


def test_bearoff_known_values() -> None:
    """Hand-computed values: 1 checker on the 1-point, on the 6-point, two on the 6-point."""
    t = bearoff.tables()
    assert len(t["keys"]) == bearoff.N_POSITIONS == 54264
    assert _dist((1, 0, 0, 0, 0, 0))[1] == pytest.approx(1.0, abs=1e-4)
    assert bearoff.expected_rolls((1, 0, 0, 0, 0, 0)) == pytest.approx(1.0)
    # One checker on the 6-point: every roll but 1-2, 1-3, 1-4, 2-3 (8/36) and 1-1 bears it off.
    assert _dist((0, 0, 0, 0, 0, 1))[1] == pytest.approx(27 / 36, abs=1e-4)
    assert bearoff.expected_rolls((0, 0, 0, 0, 0, 1)) == pytest.approx(1.25, abs=1e-4)
    # Two on the 6-point: in one roll only with 3-3, 4-4, 5-5 or 6-6.
    assert _dist((0, 0, 0, 0, 0, 2))[1] == pytest.approx(4 / 36, abs=1e-4)
    # Two on the 1-point: any roll.
    assert _dist((2, 0, 0, 0, 0, 0))[1] == pytest.approx(1.0, abs=1e-4)


def test_bearoff_table_is_kept_as_stored() -> None:
    """The table the AI keeps is the stored fixed point (about 5 MB, where the float32
    distributions with their cumulative sums took 18 MB), and the rows a race takes from it
    are exactly those of the whole float32 tables."""
    assert sum(a.nbytes for a in bearoff.load().values()) < 6_000_000
    t, kept = bearoff.tables(), bearoff.load()
    rows = np.arange(0, bearoff.N_POSITIONS, 7)
    assert np.array_equal(bearoff._cdf(kept["q_off"][rows]), t["cdf_off"][rows])
    assert np.array_equal(bearoff._p(kept["q_off"][rows]), t["p_off"][rows])
    first = np.arange(0, len(t["first_keys"]), 5)
    assert np.array_equal(bearoff._cdf(kept["q_first"][first]), t["cdf_first"][first])


def test_bearoff_matches_gnubg_database() -> None:
    """The distributions agree with GNU Backgammon's one-sided bear-off database."""
    rng = random.Random(8)
    for _ in range(300):
        n = rng.randint(1, 15)
        c = [0] * 6
        for _ in range(n):
            c[rng.randrange(6)] += 1
        theirs = np.array(gnubg_nn.bearoff_probabilities(tuple(c)))
        ours = _dist(tuple(c))[1 : 1 + len(theirs)]
        assert np.allclose(ours, theirs, atol=2e-3), c


def test_race_equity_exact_cases() -> None:
    """A side to move with one checker on its 1-point wins; gammons are counted."""
    for v in ("short", "long"):
        p = Position.from_points(v, {1: 1}, {6: 5}, turn="white")
        S = np.array([mover_state(p)])
        assert bearoff.exact_mask(S, p.variant)[0]
        assert bearoff.race_equity(S, p.variant)[0] == pytest.approx(1.0)
        # Opponent still has all 15 at home: a certain gammon (mars).
        p2 = Position.from_points(v, {1: 1}, {6: 15}, turn="white", off=(14, 0))
        S2 = np.array([mover_state(p2)])
        assert bearoff.race_equity(S2, p2.variant)[0] == pytest.approx(2.0, abs=1e-3)
        # Not a bear-off: a checker outside the home.
        p3 = Position.from_points(v, {7: 1}, {6: 5}, turn="white")
        assert not bearoff.exact_mask(np.array([mover_state(p3)]), p3.variant)[0]
    # In short nardy the player uses the exact value in pure bear-offs.
    player = load_player("short", "strong")
    p4 = Position.from_points("short", {6: 2, 5: 1}, {1: 2}, turn="black")
    assert player.evaluate(np.array([mover_state(p4)]))[0] == pytest.approx(1.0)


# ----------------------------------------------------------------------- CLI


START_LONG = start_position("long").to_dict()


def test_cli_answers_json_lines_and_errors() -> None:
    """Valid requests get moves and the result; bad ones get an error and the loop goes on."""
    good = {"position": START_LONG, "dice": [6, 5], "level": "strong"}
    lines = [
        json.dumps(good),
        "not json",
        "",
        json.dumps({"position": START_LONG, "dice": [7, 1]}),
        json.dumps({"position": START_LONG, "dice": [1, 2], "level": "god"}),
        json.dumps({"position": {"variant": "short"}, "dice": [1, 2]}),
        json.dumps([1, 2]),
        json.dumps({**good, "level": "beginner", "seed": 3}),
    ]
    out = io.StringIO()
    assert cli_main(["move"], io.StringIO("\n".join(lines) + "\n"), out) == 1  # 1: errors
    replies = [json.loads(x) for x in out.getvalue().splitlines()]
    assert len(replies) == 7
    first = replies[0]
    result = Position.from_dict(first["position"])
    legal = {p.position: p for p in legal_plays(start_position("long"), (6, 5))}
    assert result in legal and [tuple(m) for m in first["moves"]] == legal[result].moves
    assert all("error" in r and set(r) == {"error"} for r in replies[1:6])
    assert "moves" in replies[6]
    assert "level" in replies[3]["error"] or "god" in replies[3]["error"]


@pytest.mark.slow
def test_cli_module_runs_as_a_process() -> None:
    """``python -m ai move`` reads stdin and writes one JSON line per request."""
    req = {"position": start_position("short").to_dict(), "dice": [3, 1], "level": "master"}
    proc = subprocess.run(
        [sys.executable, "-m", "ai", "move"],
        input=json.dumps(req) + "\n{bad\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert proc.returncode == 1, proc.stderr  # the bad line makes the exit status 1
    lines = proc.stdout.splitlines()
    assert len(lines) == 2
    assert "moves" in json.loads(lines[0]) and "error" in json.loads(lines[1])
    assert answer(json.dumps({**req, "position": {"variant": "short"}}))["error"]


def test_public_api_is_small() -> None:
    """The package exports exactly the documented names."""
    assert set(ai.__all__) == {
        "LEVELS", "Player", "choose_play", "load_player",
        # cube decisions (ai.cube, ai.met)
        "Cube", "CubeDecision", "MatchContext", "can_double", "cube_decision",
        "should_double", "should_take", "match_equity",
    }


@pytest.mark.slow
def test_levels_are_ordered_by_the_quality_of_their_plays() -> None:
    """Judged by GNU Backgammon 1-ply on 150 decisions from medium-level self-play, each level
    loses less equity per decision than the one below it; master's look-ahead in particular
    must beat strong's 0-ply choice (a sign or indexing slip in the 1-ply search would not)."""
    rng = random.Random(31)
    decisions = []
    pos = start_position("short")
    while len(decisions) < 150:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        plays = legal_plays(pos, dice)
        if len(plays) > 2 and all(p.position.winner is None for p in plays) and rng.random() < 0.3:
            decisions.append((pos, dice, plays))
        pos = choose_play(pos, dice, "medium", rng).position
        if pos.winner is not None:
            pos = start_position("short", rng.randint(0, 1))
    assert len(decisions) == 150
    errors = {level: 0.0 for level in LEVELS}
    for i, (pos, dice, plays) in enumerate(decisions):
        judged = {p.position: gnubg_equity(p.position, 1) for p in plays}
        best = max(judged.values())
        for level in LEVELS:
            chosen = choose_play(pos, dice, level, random.Random(i)).position
            errors[level] += (best - judged[chosen]) / len(decisions)
    assert errors["beginner"] > errors["medium"] > errors["strong"] > errors["master"], errors


# ----------------------------------------------------------------------- supervised training


def test_gnubg_boards_convert_both_ways_and_agree_with_gnubg_equity() -> None:
    """``ai.training.supervised``'s board conversions are inverse to each other, and GNU Backgammon
    evaluates a converted state as the same position the project's own conversion gives it
    (the equity of the side on roll is minus that of the side that just moved)."""
    from ai.training.supervised import _equity5, boards_to_states, states_to_boards

    positions = [p for p, _ in _positions("short", 60, seed=17)]
    S = np.array([mover_state(p) for p in positions])
    B = states_to_boards(S)
    assert B.shape == (60, 2, 25) and (B.sum(axis=(1, 2)) <= 30).all()
    assert (boards_to_states(B) == S).all()
    start = np.array([mover_state(start_position("short"))])
    assert states_to_boards(start)[0, 0, 5] == 5 and states_to_boards(start)[0, 1, 23] == 2
    for p, b in list(zip(positions, B.tolist()))[::6]:
        mine = _equity5(gnubg_nn.probabilities(b, 0))
        assert mine == pytest.approx(-gnubg_equity(p, 0), abs=1e-6)


@pytest.mark.slow
def test_generated_positions_are_legal_results_labelled_by_gnubg() -> None:
    """One generated game: every kept position has 15 checkers a side (on the board, bar or
    borne off), cumulative probabilities in [0, 1], and its label is GNU Backgammon 0-ply's
    evaluation of that very position; the same seed gives the same data."""
    from ai.training.supervised import generate, states_to_boards

    states, probs = generate(1, seed=5)
    assert len(states) > 100 and probs.shape == (len(states), 5)
    S = states.astype(np.int64)
    mine = np.maximum(S[:, 1:25], 0).sum(axis=1) + S[:, 25] + S[:, 0]
    theirs = np.maximum(-S[:, 1:25], 0).sum(axis=1) + S[:, 26]
    assert (mine == 15).all() and (theirs <= 15).all()
    assert ((probs >= 0) & (probs <= 1)).all()
    assert (probs[:, 1] >= probs[:, 2] - 1e-6).all() and (probs[:, 0] >= probs[:, 1] - 1e-6).all()
    for i in range(0, len(S), 37):
        again = gnubg_nn.probabilities(states_to_boards(S[i : i + 1])[0].tolist(), 0)
        assert np.allclose(again, probs[i], atol=1e-5)
    states2, probs2 = generate(1, seed=5)
    assert (states2 == states).all() and np.array_equal(probs2, probs)


@pytest.mark.slow
def test_supervised_fit_lowers_the_error_and_widening_keeps_the_function() -> None:
    """Adam steps on teacher probabilities lower the held-in equity error of a fresh net, and
    a network widened by :func:`ai.training.supervised.widened` computes the same outputs."""
    from ai.training.supervised import Fitter, equity_error, generate, widened

    states, probs = generate(2, seed=9)
    rng = np.random.default_rng(0)
    net = Net.new(Variant.SHORT, 16, rng)
    wide = widened(net, 24, rng)
    x = encode(Variant.SHORT, states.astype(np.int64))
    assert wide.hidden == 24 and np.allclose(wide.forward(x), net.forward(x))
    fit = Fitter(net, 3e-3)
    before = equity_error(net, states, probs)
    for _ in range(40):
        for b in range(0, len(x), 256):
            fit.batch(x[b : b + 256], probs[b : b + 256].astype(np.float64))
    assert equity_error(net, states, probs) < 0.7 * before


@pytest.mark.slow
def test_supervised_commands_write_loadable_weights_and_resume(tmp_path: Path) -> None:
    """``gen`` writes the shards (and skips existing ones), ``fit`` writes weights the player
    loads and a checkpoint from which a second call continues with the next epoch."""
    from ai.training.supervised import main as sup_main

    folder = tmp_path / "sup"
    assert sup_main(["gen", "--shards", "0-2", "--games", "1", "--dir", str(folder)]) == 0
    shards = sorted(folder.glob("shard_*.npz"))
    assert [p.name for p in shards] == ["shard_0000.npz", "shard_0001.npz", "shard_0002.npz"]
    stamp = shards[0].stat().st_mtime_ns
    assert sup_main(["gen", "--shards", "0", "--games", "1", "--dir", str(folder)]) == 0
    assert shards[0].stat().st_mtime_ns == stamp
    out = tmp_path / "net.npz"
    common = ["fit", "--dir", str(folder), "--out", str(out), "--hidden", "8"]
    assert sup_main([*common, "--epochs", "1"]) == 0
    net = Net.load(out)
    assert net.hidden == 8 and net.w1.dtype == np.float32
    assert sup_main([*common, "--epochs", "2"]) == 0
    with np.load(tmp_path / "net.npz.ckpt.npz") as z:
        assert int(z["epoch"]) == 2
    player = ai.Player(Variant.SHORT, Net.load(out))
    assert player.choose(start_position("short"), (3, 1)) in legal_plays(
        start_position("short"), (3, 1)
    )
