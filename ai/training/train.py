"""Self-play TD(lambda) training of the evaluation networks (TD-Gammon style).

Usage::

    python -m ai.training.train --variant short|long --games N --seed S --out PATH [--resume CKPT]
    python -m ai.training.train --variant long --games N --init WEIGHTS --lr LR --out PATH

``--init`` fine-tunes a shipped or fitted network (any size and feature set; the
checkpoint keeps the feature set) with a fresh optimizer; ``--games`` stays the total to
reach, counted on from the games the weights file records (0 for fitted networks).

The network plays both sides greedily (0-ply: the play whose result is worst for the
opponent). For every game the positions after each play (seen by the side to move) and
the network's outputs on them are kept; at the end of the game the offline
lambda-returns are computed backwards::

    G[T-1] = outcome               (the result, seen by the side to move: the winner)
    G[t]   = flip((1 - lam) * V[t+1] + lam * G[t+1])

A game stops early at its first pure bear-off position (both sides home, no contact): the
exact probabilities from the bear-off table (:func:`ai.bearoff.race_probs`) are then its
outcome (``--no-bearoff`` plays bear-offs out instead).

(``flip`` swaps the points of view: consecutive positions belong to alternating sides)
and one Adam step on the cross-entropy between the outputs and these targets is made
for the whole game at once. Feature encoding and evaluation are batched over all legal
plays of a turn.

Progress (games, games/s, win rate against :func:`ai.training.baseline.baseline_play`) is logged
every ``--log-every`` games; a checkpoint (weights, optimizer state, random state) is
written to ``--ckpt`` every ``--ckpt-every`` games and at the end, and the final float32
weights to ``--out``. A run is reproducible from its seed, also across ``--resume``.
"""

from __future__ import annotations

import argparse
import pickle
import random
import signal
import sys
import time
from pathlib import Path

import numpy as np

from engine.game import score
from engine.moves import legal_plays, mover_state
from engine.position import BLACK, WHITE, Position, Variant, start_position

from .. import bearoff
from ..inputs.features import states_array
from ..net import Net, equity, flip, n_outputs
from ..player import Player
from .baseline import baseline_play

__all__ = ["game_points", "outcome_vector", "self_play_game", "Trainer", "main"]


def game_points(final: Position) -> int:
    """Points won by the winner of the finished position ``final`` (the engine's
    :func:`engine.score`: 1, gammon/mars 2, backgammon 3)."""
    winner = final.winner
    if winner is None:
        raise ValueError("the game is not over")
    return score(final, winner)[0]


def outcome_vector(variant: Variant, points: int) -> np.ndarray:
    """Target outputs of the winner's side for a game won with ``points``."""
    if variant is Variant.SHORT:
        return np.array([1.0, points >= 2, points >= 3, 0.0, 0.0])
    return np.array([1.0, points >= 2, 0.0])


def opening(rng: random.Random) -> tuple[int, tuple[int, int]]:
    """The roll-off: (first player, the two different dice he plays)."""
    while True:
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        if a != b:
            return (WHITE if a > b else BLACK), (a, b)


def self_play_game(
    net: Net, variant: Variant, rng: random.Random, use_bearoff: bool = True
) -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
    """One greedy self-play game: (features, outputs, final outcome vector, plies).

    With ``use_bearoff`` the game stops at the first pure bear-off position, whose exact
    probabilities (:func:`ai.bearoff.race_probs`) are the outcome.
    """
    turn, dice = opening(rng)
    pos = start_position(variant, turn)
    xs: list[np.ndarray] = []
    vs: list[np.ndarray] = []
    plies = 0
    while True:
        plays = legal_plays(pos, dice)
        plies += 1
        finished = [p for p in plays if p.position.winner is not None]
        if finished:
            points = max(game_points(p.position) for p in finished)
            break
        S = states_array([mover_state(p.position) for p in plays])
        x = net.encode(S)
        out = net.forward(x)
        exact = bearoff.exact_mask(S, variant) if use_bearoff else np.zeros(len(S), bool)
        if exact.any():
            out[exact] = bearoff.race_probs(S[exact], variant)
        i = int(np.argmin(equity(out, variant))) if len(plays) > 1 else 0
        xs.append(x[i])
        vs.append(out[i])
        if exact[i]:
            # A pure bear-off: its exact probabilities end the game as its outcome.
            return np.array(xs), np.array(vs), out[i].copy(), plies
        pos = plays[i].position
        dice = (rng.randint(1, 6), rng.randint(1, 6))
    if not xs:  # pragma: no cover - a game always has more than one play
        return np.zeros((0, 1)), np.zeros((0, 1)), outcome_vector(variant, points), plies
    return np.array(xs), np.array(vs), outcome_vector(variant, points), plies


def lambda_returns(
    values: np.ndarray, outcome: np.ndarray, lam: float, variant: Variant
) -> np.ndarray:
    """Offline lambda-returns of a game's positions (see the module docstring)."""
    t_len = values.shape[0]
    g = np.empty_like(values)
    g[t_len - 1] = outcome
    for t in range(t_len - 2, -1, -1):
        g[t] = flip((1.0 - lam) * values[t + 1] + lam * g[t + 1], variant)
    return g


class Trainer:
    """Network + Adam optimizer + random state; one :meth:`train_game` per game."""

    def __init__(
        self, net: Net, lr: float, lam: float, seed: int, use_bearoff: bool = True
    ) -> None:
        self.net = net
        self.use_bearoff = use_bearoff
        self.lr = lr
        self.lam = lam
        self.rng = random.Random(seed)
        self.m = [np.zeros_like(p) for p in net.params()]
        self.v = [np.zeros_like(p) for p in net.params()]
        self.step = 0

    def train_game(self) -> int:
        """Play one self-play game and update the weights; return its number of plies."""
        net, variant = self.net, self.net.variant
        x, v, outcome, plies = self_play_game(net, variant, self.rng, self.use_bearoff)
        if len(x):
            # The last stored position has the winner to move: its target is the outcome.
            targets = lambda_returns(v, outcome, self.lam, variant)
            h, out = net.forward_hidden(x)
            dz2 = (out - targets) / len(x)
            grads_w2 = h.T @ dz2
            grads_b2 = dz2.sum(axis=0)
            dh = (dz2 @ net.w2.T) * h * (1.0 - h)
            grads = [x.T @ dh, dh.sum(axis=0), grads_w2, grads_b2]
            self._adam(grads)
        net.games += 1
        return plies

    def _adam(self, grads: list[np.ndarray]) -> None:
        b1, b2, eps = 0.9, 0.999, 1e-8
        self.step += 1
        c1 = 1.0 - b1**self.step
        c2 = 1.0 - b2**self.step
        for p, g, m, v in zip(self.net.params(), grads, self.m, self.v):
            m *= b1
            m += (1.0 - b1) * g
            v *= b2
            v += (1.0 - b2) * g * g
            p -= self.lr * (m / c1) / (np.sqrt(v / c2) + eps)

    # ------------------------------------------------------------- checkpoints
    def save(self, path: Path) -> None:
        """Write a resumable checkpoint (atomically)."""
        tmp = path.with_name(path.name + ".tmp.npz")
        extra = {f"m{i}": m for i, m in enumerate(self.m)}
        extra.update({f"v{i}": v for i, v in enumerate(self.v)})
        state = pickle.dumps(self.rng.getstate())
        net = self.net
        np.savez(
            tmp,
            version=np.array(1),
            variant=np.array(net.variant.value),
            games=np.array(net.games),
            features=np.array(net.features),
            w1=net.w1, b1=net.b1, w2=net.w2, b2=net.b2,
            step=np.array(self.step),
            lr=np.array(self.lr),
            lam=np.array(self.lam),
            rng=np.frombuffer(state, dtype=np.uint8),
            **extra,  # type: ignore[arg-type]  # numpy's stub matches **kwds to allow_pickle
        )
        tmp.replace(path)

    @classmethod
    def load(cls, path: Path, lr: float | None = None, lam: float | None = None) -> Trainer:
        """Resume from a checkpoint written by :meth:`save`."""
        with np.load(path) as z:
            net = Net(
                Variant.parse(str(z["variant"])),
                z["w1"].copy(), z["b1"].copy(), z["w2"].copy(), z["b2"].copy(),
                int(z["games"]),
                int(z["features"]) if "features" in z.files else 1,
            )
            tr = cls(net, float(z["lr"]) if lr is None else lr,
                     float(z["lam"]) if lam is None else lam, 0)
            tr.m = [z[f"m{i}"].copy() for i in range(4)]
            tr.v = [z[f"v{i}"].copy() for i in range(4)]
            tr.step = int(z["step"])
            tr.rng.setstate(pickle.loads(z["rng"].tobytes()))
        return tr


def bench_vs_baseline(net: Net, games: int, seed: int) -> float:
    """Win rate of the greedy network against the heuristic baseline (alternating starts)."""
    player = Player(net.variant, net, noise=0.0, plies=0, name="train-bench")
    rng = random.Random(seed)
    wins = 0
    for g in range(games):
        turn, dice = opening(rng)
        net_side = g % 2
        pos = start_position(net.variant, turn)
        while pos.winner is None:
            if pos.turn == net_side:
                pos = player.choose(pos, dice, rng).position
            else:
                pos = baseline_play(pos, dice).position
            dice = (rng.randint(1, 6), rng.randint(1, 6))
        wins += pos.winner == net_side
    return wins / games


def _save_weights(net: Net, path: Path) -> None:
    """Write the shipped float32 weights atomically."""
    tmp = path.with_name(path.name + ".tmp.npz")
    net.save(tmp)
    tmp.replace(path)


def _argument_problem(args: argparse.Namespace, ckpt: Path) -> str | None:
    """One line saying why the arguments cannot work (checked before any training)."""
    for name in ("games", "hidden", "log_every", "ckpt_every", "bench_games"):
        if getattr(args, name) < 1:
            return f"--{name.replace('_', '-')} must be at least 1"
    if args.bench_every < 0:
        return "--bench-every must be 0 (no benchmark) or more"
    if not args.lr > 0 or not 0 <= args.lam <= 1:
        return "--lr must be positive and --lam between 0 and 1"
    if not args.out.parent.is_dir():
        return f"the folder of --out ({args.out.parent}) does not exist"
    if args.out.resolve() == ckpt.resolve():
        return "--out and --ckpt must be different files"
    if args.resume is not None and not args.resume.is_file():
        return f"no checkpoint file {args.resume}"
    if args.init is not None and args.resume is not None:
        return "--init and --resume exclude each other (a checkpoint has its own weights)"
    if args.init is not None and not args.init.is_file():
        return f"no weights file {args.init}"
    return None


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point (see the module docstring)."""
    ap = argparse.ArgumentParser(prog="python -m ai.training.train", description=__doc__.split("\n")[0])
    ap.add_argument("--variant", required=True, choices=["short", "long"])
    ap.add_argument("--games", type=int, required=True, help="total games to reach")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=Path, required=True, help="final float32 weights (.npz)")
    ap.add_argument("--resume", type=Path, help="checkpoint to continue from")
    ap.add_argument(
        "--init", type=Path,
        help="weights file (.npz) to fine-tune from, with a fresh optimizer; its size and "
        "feature set replace --hidden",
    )
    ap.add_argument("--ckpt", type=Path, help="checkpoint path (default ai/checkpoints/V.ckpt.npz)")
    ap.add_argument("--hidden", type=int, default=48)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--lam", type=float, default=0.7)
    ap.add_argument("--log-every", type=int, default=500)
    ap.add_argument("--bench-every", type=int, default=2000)
    ap.add_argument("--bench-games", type=int, default=100)
    ap.add_argument("--ckpt-every", type=int, default=1000)
    ap.add_argument(
        "--no-bearoff", action="store_true",
        help="play bear-offs out instead of ending games at exact bear-off positions",
    )
    args = ap.parse_args(argv)
    variant = Variant.parse(args.variant)
    ckpt = args.ckpt or Path("ai/checkpoints") / f"{variant.value}.ckpt.npz"
    problem = _argument_problem(args, ckpt)
    if problem is None:
        try:
            ckpt.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            problem = f"cannot create the folder {ckpt.parent}: {exc.strerror or exc}"
    if problem is not None:
        print(f"python -m ai.training.train: error: {problem}", file=sys.stderr)
        return 2
    if args.resume:
        try:
            tr = Trainer.load(args.resume, lr=args.lr, lam=args.lam)
        except (OSError, ValueError, KeyError, pickle.UnpicklingError) as exc:
            print(f"python -m ai.training.train: error: {args.resume} is not a training checkpoint "
                  f"({type(exc).__name__}: {exc})", file=sys.stderr)
            return 2
        tr.use_bearoff = not args.no_bearoff
        if tr.net.variant is not variant:
            ap.error("checkpoint variant does not match --variant")
    elif args.init:
        try:
            net = Net.load(args.init, dtype=np.float64)
        except (OSError, ValueError, KeyError) as exc:
            print(f"python -m ai.training.train: error: {args.init} is not a weights file "
                  f"({type(exc).__name__}: {exc})", file=sys.stderr)
            return 2
        if net.variant is not variant:
            print(f"python -m ai.training.train: error: {args.init} holds {net.variant.value}-nardy "
                  f"weights, not {variant.value}", file=sys.stderr)
            return 2
        tr = Trainer(net, args.lr, args.lam, args.seed, not args.no_bearoff)
    else:
        net = Net.new(variant, args.hidden, np.random.default_rng(args.seed))
        tr = Trainer(net, args.lr, args.lam, args.seed, not args.no_bearoff)
    assert n_outputs(variant) == tr.net.w2.shape[1]
    print(
        f"# train {variant.value}: from game {tr.net.games} to {args.games}, hidden "
        f"{tr.net.hidden}, features {tr.net.features}, lr {tr.lr}, lambda {tr.lam}, "
        + ("random state from the checkpoint" if args.resume else f"seed {args.seed}"),
        flush=True,
    )
    stop: list[int] = []
    signal.signal(signal.SIGTERM, lambda signum, frame: stop.append(signum))
    t0 = time.perf_counter()
    last_t, last_g, plies = t0, tr.net.games, 0
    while tr.net.games < args.games and not stop:
        plies += tr.train_game()
        g = tr.net.games
        if g % args.log_every == 0:
            now = time.perf_counter()
            rate = (g - last_g) / (now - last_t)
            msg = (
                f"games {g} | {rate:.1f} games/s | {plies / (g - last_g):.0f} plies/game | "
                f"elapsed {now - t0:.0f}s"
            )
            if args.bench_every and g % args.bench_every == 0:
                wr = bench_vs_baseline(tr.net, args.bench_games, seed=g)
                msg += f" | vs baseline {wr:.1%} of {args.bench_games}"
            print(msg, flush=True)
            last_t, last_g, plies = time.perf_counter(), g, 0
        if g % args.ckpt_every == 0:
            tr.save(ckpt)
            _save_weights(tr.net, args.out)
    tr.save(ckpt)
    _save_weights(tr.net, args.out)
    if stop:
        print("# stopped by SIGTERM after a complete game; checkpoint written", flush=True)
    print(f"# done: {tr.net.games} games, {time.perf_counter() - t0:.0f}s", flush=True)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
