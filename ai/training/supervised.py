"""Supervised training of the networks: short nardy's from GNU Backgammon's evaluations
(``gen`` below), long nardy's from :mod:`ai.training.expert`'s labels (``fit --variant long``).

Run by hand only (``gnubg_nn`` is a benchmark/training dependency; nothing the bot runs
imports this module)::

    python -m ai.training.supervised gen --shards 0-39 --games 500 --dir ai/checkpoints/sup
    python -m ai.training.supervised fit --dir ai/checkpoints/sup --hidden 128 --epochs 20 \\
        --out ai/checkpoints/short_sup.npz

``gen`` plays games of GNU Backgammon 0-ply against itself with exploration (with
probability ``--explore`` a turn picks uniformly among the plays within 0.1 points of the
best, and with probability ``--random`` any legal play). On every turn each distinct legal
play's result is evaluated by GNU Backgammon 0-ply from the side then on roll, and every
such (position, five outcome probabilities) pair is kept, so the data holds the good and
the bad plays of every decision: what a move chooser has to rank. Each shard (``--games``
games with the seed ``1000 + shard``) is written as ``shard_NNNN.npz`` (mover-view states
int8 ``(n, 27)``, probabilities float32 ``(n, 5)``); existing shards are skipped, so an
interrupted run is resumed by running the same command again.

``widen`` writes an :mod:`ai.training.train` checkpoint of given weights with more hidden units that
computes the same function (see :func:`widened`), to continue TD self-play training of a
wider network (used for long nardy, which has no outside teacher)::

    python -m ai.training.supervised widen --init ai/weights/long.npz --hidden 96 \\
        --ckpt ai/checkpoints/long96.ckpt.npz --lr 3e-4 --seed 15

``fit`` trains a one-hidden-layer network (:class:`ai.net.Net`, the features of
:mod:`ai.inputs.features`) by minibatch Adam on the cross-entropy between its outputs and the
teacher's probabilities (``--variant long``: shards of :mod:`ai.training.expert`, three outputs).
Pure bear-off positions are left out (the player scores those
exactly from the bear-off table). The first shard is held out; every epoch trains on all
the other shards present when it starts (so it may run beside ``gen``); after it the mean
absolute equity error on it is printed and the weights are written to ``--out`` (the best
epoch's), to ``--out`` with ``_eN`` added to the stem (epoch ``N``'s, whichever is best)
and a resumable checkpoint to ``--out`` + ``.ckpt.npz``.

``fit --extra-dir DIR --extra-weight K`` trains on a second folder of shards as well (e.g.
:mod:`ai.training.onpolicy`'s), whose first shard is held out too (its error is printed beside the
first folder's) and whose other positions are visited ``K`` times an epoch; ``--max-shards
N`` trains on only the first ``N`` training shards of ``--dir``.

``fit --features 2`` trains on feature set 2 (:mod:`ai.inputs.features`: set 1's inputs followed
by the contact inputs of :mod:`ai.inputs.contact`). A network of set 1 given by ``--init`` is
given the new inputs with zero weights (:func:`with_features`), so it starts as the same
function; ``--init-ckpt`` starts from another run's checkpoint the same way and continues
its Adam state (the moments of the new weights start at zero)::

    python -m ai.training.supervised fit --dir ai/checkpoints/sup --features 2 \
        --init-ckpt ai/checkpoints/short_sup.npz.ckpt.npz --lrs 1e-3,3e-4 --batch 256 \
        --epochs 3 --out ai/checkpoints/short_f2.npz

``fit --features 0`` trains the pruning network of ``master``'s 2-ply (set 0: the cheapest
inputs; ``ai/TRAINING.md`` has the recipe of the shipped one)::

    python -m ai.training.supervised fit --dir ai/checkpoints/onpolg --max-shards 150 --features 0 \
        --hidden 64 --lrs 1e-3,1e-3,3e-4,1e-4 --epochs 4 --batch 256 \
        --out ai/checkpoints/prune/prune64.npz
"""

from __future__ import annotations

import argparse
import random
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from engine.position import Variant

from .. import bearoff
from ..inputs.features import n_inputs
from ..net import Net, equity, n_outputs

__all__ = [
    "boards_to_states", "states_to_boards", "generate", "load_shards", "Fitter", "main",
    "widened", "with_features", "write_shards", "add_gen_arguments",
]

_START = (0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0)


def boards_to_states(boards: np.ndarray) -> np.ndarray:
    """Mover-view states ``(n, 27)`` of GNU Backgammon boards ``(n, 2, 25)``.

    A board is ``[opponent, player on roll]``, 25 counts each, index ``i`` = that player's
    own point ``i + 1``, index 24 = his bar; the state is seen by the player on roll (the
    inverse of ``tests/gnubg_board.gnubg_board``)."""
    b = np.asarray(boards, dtype=np.int64).reshape(-1, 2, 25)
    op, me = b[:, 0], b[:, 1]
    s = np.zeros((b.shape[0], 27), dtype=np.int64)
    s[:, 1:25] = me[:, :24] - op[:, 23::-1]
    s[:, 25] = me[:, 24]
    s[:, 26] = op[:, 24]
    s[:, 0] = 15 - me.sum(axis=1)
    return s


def states_to_boards(states: np.ndarray) -> np.ndarray:
    """GNU Backgammon boards ``(n, 2, 25)`` of mover-view states ``(n, 27)``: the inverse
    of :func:`boards_to_states`."""
    s = np.asarray(states, dtype=np.int64).reshape(-1, 27)
    b = np.zeros((s.shape[0], 2, 25), dtype=np.int64)
    pts = s[:, 1:25]
    b[:, 1, :24] = np.maximum(pts, 0)
    b[:, 0, 23::-1] = np.maximum(-pts, 0)
    b[:, 1, 24] = s[:, 25]
    b[:, 0, 24] = s[:, 26]
    return b


def _equity5(p: tuple[float, ...]) -> float:
    return 2.0 * p[0] - 1.0 + p[1] - p[3] + p[2] - p[4]


def generate(
    games: int, seed: int, explore: float = 0.15, random_play: float = 0.03
) -> tuple[np.ndarray, np.ndarray]:
    """``games`` GNU Backgammon 0-ply self-play games with exploration; returns the
    (mover-view states int8, teacher probabilities float32) of every legal play's result
    of every turn (see the module docstring)."""
    import gnubg_nn

    rng = random.Random(seed)
    boards: list[list[list[int]]] = []
    probs: list[tuple[float, ...]] = []
    for _ in range(games):
        board = [list(_START), list(_START)]
        while True:
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
            if d1 != d2:
                break
        while True:
            keys = gnubg_nn.moves(board, d1, d2)
            if not keys:
                board = [board[1], board[0]]
                d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
                continue
            scored: list[tuple[float, list[list[int]]]] = []
            won = False
            for k in keys:
                op, me = gnubg_nn.boardfromkey(k)
                if sum(me) == 0:
                    won = True
                    break
                after = [list(me), list(op)]  # the opponent is on roll
                p = gnubg_nn.probabilities(after, 0)
                boards.append(after)
                probs.append(tuple(p))
                scored.append((-_equity5(p), after))
            if won:
                break
            scored.sort(key=lambda t: -t[0])
            u = rng.random()
            if u < random_play:
                board = rng.choice(scored)[1]
            elif u < random_play + explore:
                board = rng.choice([t for t in scored if t[0] >= scored[0][0] - 0.1])[1]
            else:
                board = scored[0][1]
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
    states = boards_to_states(np.array(boards)).astype(np.int8)
    return states, np.array(probs, dtype=np.float32)


def load_shards(
    paths: list[Path], variant: Variant = Variant.SHORT
) -> tuple[np.ndarray, np.ndarray]:
    """Concatenated (states, probabilities) of shard files, pure bear-offs left out."""
    ss, ps = [], []
    for p in paths:
        with np.load(p) as z:
            s = z["states"].astype(np.int64)
            keep = ~bearoff.exact_mask(s, variant)
            ss.append(s[keep].astype(np.int8))
            ps.append(z["probs"][keep])
    return np.concatenate(ss), np.concatenate(ps)


class Fitter:
    """A network and its Adam state for minibatch cross-entropy regression."""

    def __init__(self, net: Net, lr: float) -> None:
        self.net = net
        self.lr = lr
        self.m = [np.zeros_like(p) for p in net.params()]
        self.v = [np.zeros_like(p) for p in net.params()]
        self.step = 0
        self.epoch = 0
        self.best = np.inf

    def batch(
        self,
        x: np.ndarray,
        y: np.ndarray,
        extra: Callable[[np.ndarray], np.ndarray] | None = None,
    ) -> None:
        """One Adam step on the mean cross-entropy of features ``x`` and targets ``y``;
        ``extra(outputs)``, when given, returns the gradient of a further loss term with
        respect to the outputs' pre-activations (added to the cross-entropy's)."""
        net = self.net
        h, out = net.forward_hidden(x)
        dz2 = (out - y) / len(x)
        if extra is not None:
            dz2 = dz2 + extra(out)
        dh = (dz2 @ net.w2.T) * h * (1.0 - h)
        grads = [x.T @ dh, dh.sum(axis=0), h.T @ dz2, dz2.sum(axis=0)]
        b1, b2, eps = 0.9, 0.999, 1e-8
        self.step += 1
        c1, c2 = 1.0 - b1**self.step, 1.0 - b2**self.step
        for p, g, m, v in zip(net.params(), grads, self.m, self.v):
            m *= b1
            m += (1.0 - b1) * g
            v *= b2
            v += (1.0 - b2) * g * g
            p -= self.lr * (m / c1) / (np.sqrt(v / c2) + eps)

    def save(self, path: Path) -> None:
        """A resumable checkpoint (weights, Adam moments, step, epoch, best error)."""
        tmp = path.with_name(path.name + ".tmp.npz")
        net = self.net
        arrays: dict[str, Any] = {
            "variant": np.array(net.variant.value),
            "features": np.array(net.features),
            "w1": net.w1, "b1": net.b1, "w2": net.w2, "b2": net.b2,
            "step": np.array(self.step), "epoch": np.array(self.epoch),
            "best": np.array(self.best),
        }
        arrays.update({f"m{i}": m for i, m in enumerate(self.m)})
        arrays.update({f"v{i}": v for i, v in enumerate(self.v)})
        np.savez(tmp, **arrays)
        tmp.replace(path)

    def end_epoch(self, out: Path, score: float) -> str:
        """Write what a finished epoch leaves (its number already counted): the network to
        ``out`` when ``score`` (lower is better) is the best so far, the checkpoint to
        ``out`` + ``.ckpt.npz``, and the epoch's network to ``out`` with ``_eN`` added to
        the stem (kept to be judged on its own, best or not). Returns ``" (best, saved)"``
        or ``""`` for the epoch's line."""
        mark = ""
        if score < self.best:
            self.best = score
            tmp = out.with_name(out.name + ".tmp.npz")
            self.net.save(tmp)
            tmp.replace(out)
            mark = " (best, saved)"
        self.save(out.with_name(out.name + ".ckpt.npz"))
        self.net.save(out.with_name(f"{out.stem}_e{self.epoch}.npz"))
        return mark

    @classmethod
    def load(cls, path: Path, lr: float) -> Fitter:
        """Resume from :meth:`save`'s checkpoint (feature set 1 when it names none)."""
        with np.load(path) as z:
            net = Net(
                Variant.parse(str(z["variant"])),
                z["w1"].copy(), z["b1"].copy(), z["w2"].copy(), z["b2"].copy(),
                features=int(z["features"]) if "features" in z.files else 1,
            )
            f = cls(net, lr)
            f.m = [z[f"m{i}"].copy() for i in range(4)]
            f.v = [z[f"v{i}"].copy() for i in range(4)]
            f.step, f.epoch, f.best = int(z["step"]), int(z["epoch"]), float(z["best"])
        return f

    def with_features(self, features: int) -> Fitter:
        """This fit continued on feature set ``features``: the network gets the new inputs
        with zero weights (:func:`with_features`) and their Adam moments start at zero;
        the step count is kept, the epoch count and the best error start afresh."""
        net = with_features(self.net, features)
        f = Fitter(net, self.lr)
        extra = net.w1.shape[0] - self.net.w1.shape[0]
        pad = np.zeros((extra, net.hidden))
        f.m = [np.concatenate([self.m[0], pad])] + [m.copy() for m in self.m[1:]]
        f.v = [np.concatenate([self.v[0], pad])] + [v.copy() for v in self.v[1:]]
        f.step = self.step
        return f


def with_features(net: Net, features: int) -> Net:
    """``net`` on the inputs of feature set ``features``, whose first inputs are those of
    ``net``'s set (true of short nardy's sets 1 and 2): the new inputs get zero weights,
    so the network computes the same function as ``net``."""
    f_old, f_new = net.w1.shape[0], n_inputs(net.variant, features)
    if f_new < f_old:
        raise ValueError(f"feature set {features} has fewer inputs than set {net.features}")
    return Net(
        net.variant,
        np.concatenate([net.w1, np.zeros((f_new - f_old, net.hidden), dtype=net.w1.dtype)]),
        net.b1.copy(), net.w2.copy(), net.b2.copy(), net.games, features,
    )


def equity_error(net: Net, states: np.ndarray, probs: np.ndarray) -> float:
    """Mean absolute difference between the network's and the teacher's equity."""
    errs = []
    v = net.variant
    for i in range(0, len(states), 65536):
        s = states[i : i + 65536].astype(np.int64)
        out = net.forward(net.encode(s))
        errs.append(np.abs(equity(out, v) - equity(probs[i : i + 65536], v)))
    return float(np.concatenate(errs).mean())


def _shards(folder: Path) -> list[Path]:
    """The finished shard files of ``folder``, in order (not the ones being written)."""
    return sorted(p for p in folder.glob("shard_*.npz") if ".tmp" not in p.name)


def _shard_range(text: str) -> range:
    a, _, b = text.partition("-")
    return range(int(a), int(b or a) + 1)


def write_shards(
    folder: Path, shards: str, make: Callable[[int], tuple[np.ndarray, ...]]
) -> int:
    """Write each missing ``shard_KKKK.npz`` of the range ``shards`` (e.g. ``"0-19"``) in
    ``folder`` with the ``(states, probs)`` or ``(states, probs, groups)`` that ``make(k)``
    returns (stored under those names); existing shards are kept, so the same command
    resumes. A shard appears only when complete (written to a temporary name, then
    renamed). Returns 0 (an exit status)."""
    folder.mkdir(parents=True, exist_ok=True)
    for k in _shard_range(shards):
        path = folder / f"shard_{k:04d}.npz"
        if path.exists():
            continue
        t0 = time.perf_counter()
        arrays = dict(zip(("states", "probs", "groups"), make(k), strict=False))
        states = arrays["states"]
        tmp = path.with_name(path.name + ".tmp.npz")
        np.savez_compressed(tmp, **arrays)  # type: ignore[arg-type]
        tmp.replace(path)
        print(f"{path.name}: {len(states)} positions, {time.perf_counter() - t0:.0f}s",
              flush=True)
    return 0


def add_gen_arguments(g: argparse.ArgumentParser, games: int) -> None:
    """The options every shard generator takes (``--shards --games --dir --explore
    --random``), ``games`` being the default number of games per shard."""
    g.add_argument("--shards", required=True, help="shard numbers, e.g. 0-39")
    g.add_argument("--games", type=int, default=games, help="games per shard")
    g.add_argument("--dir", type=Path, required=True)
    g.add_argument("--explore", type=float, default=0.15)
    g.add_argument("--random", type=float, default=0.03)


def cmd_gen(args: argparse.Namespace) -> int:
    """Write the missing shards of ``--shards`` (shard ``k`` uses seed ``1000 + k``)."""
    return write_shards(
        args.dir, args.shards, lambda k: generate(args.games, 1000 + k, args.explore, args.random)
    )


def cmd_fit(args: argparse.Namespace) -> int:
    """Supervised training on the shards of ``--dir`` (see the module docstring)."""
    shards = _shards(args.dir)
    if len(shards) < 2:
        print("need at least two shards (the first one is held out)", file=sys.stderr)
        return 2
    variant = Variant.parse(args.variant)
    val_s, val_p = load_shards(shards[:1], variant)
    val_s, val_p = val_s[:50000], val_p[:50000]
    extra = _shards(args.extra_dir) if args.extra_dir else []
    if args.extra_dir and len(extra) < 2:
        print("--extra-dir needs at least two shards (the first one is held out)",
              file=sys.stderr)
        return 2
    if extra:
        xval_s, xval_p = load_shards(extra[:1], variant)
        xval_s, xval_p = xval_s[:50000], xval_p[:50000]
    used: list[Path] = []
    ckpt = args.out.with_name(args.out.name + ".ckpt.npz")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(args.seed)
    if ckpt.exists():
        fit = Fitter.load(ckpt, args.lr)
    elif args.init_ckpt:
        fit = Fitter.load(args.init_ckpt, args.lr).with_features(args.features)
    else:
        if args.init:
            base = Net.load(args.init, dtype=np.float64)
            net = with_features(widened(base, args.hidden, rng), args.features)
        else:
            net = Net.new(variant, args.hidden, rng, args.features)
        fit = Fitter(net, args.lr)
    n_in = n_inputs(variant, fit.net.features)
    train_x = np.zeros((0, n_in), dtype=np.float16)
    train_p = np.zeros((0, n_outputs(variant)), dtype=np.float32)
    repeats = np.zeros(0, dtype=np.int64)  # times each position is visited per epoch

    def held_out() -> str:
        text = f"{equity_error(fit.net, val_s, val_p):.4f}"
        if extra:
            text += f" (extra: {equity_error(fit.net, xval_s, xval_p):.4f})"
        return text

    print(f"# fit: {len(val_s)} held-out positions, hidden {fit.net.hidden}, feature set "
          f"{fit.net.features}, lr {args.lr}, from epoch {fit.epoch}; start error "
          f"{held_out()}", flush=True)
    stop: list[int] = []
    signal.signal(signal.SIGTERM, lambda signum, frame: stop.append(signum))
    chunk = 1 << 16
    while fit.epoch < args.epochs and not stop:
        t0 = time.perf_counter()
        # Shards written since the last epoch (a generator may still be running) join in.
        main_shards = _shards(args.dir)[1:]
        if args.max_shards is not None:
            main_shards = main_shards[: args.max_shards]
        new = [p for p in main_shards if p not in used]
        new_extra = [p for p in _shards(args.extra_dir)[1:] if p not in used] if extra else []
        if new or new_extra:
            # Features are encoded once and kept as float16 (exact for the 0/1 inputs,
            # within 1e-3 for the scaled ones), the float64 copy is made per chunk; the
            # float16 matrix is filled in place (no second copy of it in memory).
            parts = [(*load_shards(g, variant), w)
                     for g, w in ((new, 1), (new_extra, args.extra_weight)) if g]
            s_new = np.concatenate([s for s, _, _ in parts])
            p_new = np.concatenate([q for _, q, _ in parts])
            r_new = np.concatenate([np.full(len(s), w, dtype=np.int64) for s, _, w in parts])
            del parts
            x_new = np.empty((len(s_new), n_in), dtype=np.float16)
            for i in range(0, len(s_new), chunk):
                x_new[i : i + chunk] = fit.net.encode(s_new[i : i + chunk].astype(np.int64))
            del s_new
            used.extend(new + new_extra)
            repeats = np.concatenate([repeats, r_new])
            if len(train_x):
                train_x = np.concatenate([train_x, x_new])
                train_p = np.concatenate([train_p, p_new])
            else:
                train_x, train_p = x_new, p_new
            del x_new
            print(f"# {len(train_x)} positions encoded, {time.perf_counter() - t0:.0f}s",
                  flush=True)
        if args.lrs:
            # the rate of this epoch from the schedule (its last rate for later epochs)
            rates = [float(r) for r in args.lrs.split(",")]
            fit.lr = rates[min(fit.epoch, len(rates) - 1)]
        erng = np.random.default_rng(args.seed * 1000 + fit.epoch)
        order = erng.permutation(np.repeat(np.arange(len(train_x)), repeats))
        for c in range(0, len(order), chunk):
            idx = order[c : c + chunk]
            x = train_x[idx].astype(np.float64)
            y = train_p[idx].astype(np.float64)
            for b in range(0, len(idx), args.batch):
                fit.batch(x[b : b + args.batch], y[b : b + args.batch])
            if stop:
                break
            if (c // chunk) % 32 == 31:
                print(f"#   epoch {fit.epoch + 1}: {c + len(idx)} positions, lr {fit.lr}, "
                      f"{time.perf_counter() - t0:.0f}s", flush=True)
        if stop:
            break
        fit.epoch += 1
        err = equity_error(fit.net, val_s, val_p)
        xerr = f" (extra: {equity_error(fit.net, xval_s, xval_p):.4f})" if extra else ""
        mark = fit.end_epoch(args.out, err)
        print(f"epoch {fit.epoch}: {len(train_x)} positions ({len(used)} shards), held-out "
              f"equity error {err:.4f}{xerr}, {time.perf_counter() - t0:.0f}s{mark}", flush=True)
    return 0


def widened(base: Net, hidden: int, rng: np.random.Generator) -> Net:
    """``base`` with ``hidden`` units: the new units' output weights are zero, so the
    widened network computes the same function as ``base`` at the start."""
    f, h, k = base.w1.shape[0], base.hidden, base.w2.shape[1]
    extra = max(hidden - h, 0)
    return Net(
        base.variant,
        np.concatenate([base.w1, rng.normal(0.0, 1.0 / np.sqrt(f), (f, extra))], axis=1),
        np.concatenate([base.b1, np.zeros(extra)]),
        np.concatenate([base.w2, np.zeros((extra, k))], axis=0),
        base.b2.copy(),
        base.games,
        base.features,
    )


def cmd_widen(args: argparse.Namespace) -> int:
    """Write a fresh :mod:`ai.training.train` checkpoint of ``--init`` widened to ``--hidden`` units,
    to continue TD training of a wider network with ``python -m ai.training.train --resume``."""
    from .train import Trainer

    base = Net.load(args.init, dtype=np.float64)
    net = widened(base, args.hidden, np.random.default_rng(args.seed))
    args.ckpt.parent.mkdir(parents=True, exist_ok=True)
    Trainer(net, args.lr, 0.7, args.seed).save(args.ckpt)
    print(f"{args.ckpt}: {net.variant.value}, {net.hidden} hidden units, {net.games} games")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point (see the module docstring)."""
    ap = argparse.ArgumentParser(prog="python -m ai.training.supervised")
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen", help="positions labelled by GNU Backgammon 0-ply")
    add_gen_arguments(g, games=500)
    f = sub.add_parser("fit", help="supervised training on the shards")
    f.add_argument("--dir", type=Path, required=True)
    f.add_argument("--variant", default="short", help="short (GNU BG data) or long (ai.training.expert)")
    f.add_argument("--out", type=Path, required=True, help="best weights (.npz)")
    f.add_argument("--init", type=Path, help="start from these weights (widened to --hidden)")
    f.add_argument("--init-ckpt", type=Path,
                   help="start from this fit checkpoint (its Adam state; --features added)")
    f.add_argument("--features", type=int, default=1, help="feature set (ai.inputs.features)")
    f.add_argument("--hidden", type=int, default=128)
    f.add_argument("--epochs", type=int, default=20)
    f.add_argument("--lr", type=float, default=1e-3)
    f.add_argument("--lrs", help="rates per epoch (counted from 0 in the checkpoint), e.g. "
                   "1e-3,3e-4: overrides --lr; the last one holds for later epochs")
    f.add_argument("--batch", type=int, default=128)
    f.add_argument("--seed", type=int, default=1)
    f.add_argument("--max-shards", type=int,
                   help="train on only the first N shards of --dir after the held-out one")
    f.add_argument("--extra-dir", type=Path, help="more shards (e.g. ai.training.onpolicy's); its "
                   "first one is held out too, and its error is printed beside --dir's")
    f.add_argument("--extra-weight", type=int, default=1,
                   help="times each --extra-dir position is visited per epoch")
    w = sub.add_parser("widen", help="a TD checkpoint of wider weights (same function)")
    w.add_argument("--init", type=Path, required=True, help="weights to widen (.npz)")
    w.add_argument("--hidden", type=int, required=True)
    w.add_argument("--ckpt", type=Path, required=True, help="checkpoint to write")
    w.add_argument("--lr", type=float, default=3e-4)
    w.add_argument("--seed", type=int, default=15)
    args = ap.parse_args(argv)
    commands = {"gen": cmd_gen, "fit": cmd_fit, "widen": cmd_widen}
    return commands[args.cmd](args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
