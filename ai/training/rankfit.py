"""Fitting the short-nardy network to rank each decision's plays as its teacher ranks them.

Run by hand only (a training tool; nothing the bot runs imports this module)::

    python -m ai.training.onpolicy gen --shards 0-399 --games 40 --dir ai/checkpoints/onpolg \\
        --plies 0 --top 99 --gnubg-top 0
    python -m ai.training.rankfit --dir ai/checkpoints/onpolg --extra-dir ai/checkpoints/sup0 \\
        --init ai/weights/short.npz --rank-weight 30 --margin 0.2 \\
        --lrs 1e-4,1e-4,5e-5 --epochs 3 --out ai/checkpoints/short_rank.npz

:mod:`ai.training.supervised`'s ``fit`` fits every position's value on its own, yet a move chooser
only needs the values of one decision's plays in the right order and at the right
distances. The shards of ``ai.training.onpolicy gen`` keep, beside each labelled result, the number
of the turn whose play gave it (``groups``), so the results of one decision can be compared
with each other. Each minibatch here holds whole decisions (about ``--batch`` positions),
and its loss is the cross-entropy of ``fit`` (which keeps the values in place) plus
``--rank-weight`` times a ranking term: within each decision, over the plays within
``--margin`` points of the teacher's best or of the network's best (the plays that could be
chosen, by either), the squared difference between the network's and the teacher's equity,
each measured from its own mean over those plays, summed and divided by twice the batch
size. A decision of one play adds nothing; the positions of ``--extra-dir`` (shards without
``groups``, e.g. ``ai.training.supervised gen``'s) count as such, so they add the cross-entropy only.

The first shard of each folder is held out. Before training and after every epoch the
held-out mean absolute equity error is printed, and, for ``--dir``'s held-out decisions, the
**decision loss**: the teacher's equity given up on average when the network's 0-ply choice
is played instead of the teacher's (in thousandths of a point), and the share of decisions
where the two choose the same result. The weights are written as ``fit`` writes them: the
best epoch's by the decision loss to ``--out``, every epoch's to ``--out`` with ``_eN``,
and a resumable checkpoint (:class:`ai.training.supervised.Fitter`) to ``--out`` + ``.ckpt.npz``.

Measured on 2026-12-02 (``docs/history/ai-training.md``): weights 30 and 100 cut the decision loss
by a quarter, and master's matches against GNU BG 0-ply did not move measurably.
"""

from __future__ import annotations

import argparse
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from engine.position import Variant

from .. import bearoff
from ..net import Net, equity
from .supervised import Fitter, _shards, equity_error, load_shards, with_features

__all__ = ["batches", "choice_loss", "decision_loss", "load_grouped", "main", "rank_gradient"]

#: d(equity)/d(output) for the five short-nardy outputs (see :func:`ai.net.equity`).
_EQ = np.array([2.0, 1.0, 1.0, -1.0, -1.0])


def load_grouped(paths: list[Path]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Concatenated (states int8, probabilities float32, group numbers int64) of shards;
    the group numbers are made distinct across shards and rise along the arrays, so each
    decision's results lie next to each other under one number. A shard without
    ``groups`` gives each position a group of its own; pure bear-offs are left out."""
    ss, ps, gs = [], [], []
    offset = 0
    for p in paths:
        with np.load(p) as z:
            s = z["states"].astype(np.int64)
            g = z["groups"].astype(np.int64) if "groups" in z.files else np.arange(len(s))
            keep = ~bearoff.exact_mask(s, Variant.SHORT)
            ss.append(s[keep].astype(np.int8))
            ps.append(z["probs"][keep])
            gs.append(g[keep] + offset)
            offset += int(g.max()) + 1 if len(g) else 0
    return np.concatenate(ss), np.concatenate(ps), np.concatenate(gs)


def _starts(groups: np.ndarray) -> np.ndarray:
    """Indices where a new group begins in a group-sorted array."""
    return np.flatnonzero(np.r_[True, groups[1:] != groups[:-1]])


def batches(
    groups: np.ndarray, batch: int, rng: np.random.Generator
) -> list[tuple[np.ndarray, np.ndarray]]:
    """The minibatches of one epoch: the decisions in a random order, cut into batches of
    whole decisions of about ``batch`` positions (a batch closes once it reaches ``batch``;
    a decision larger than that is a batch of its own). Each batch is (position indices,
    offsets in it where its decisions start)."""
    starts = _starts(groups)
    sizes = np.diff(np.r_[starts, len(groups)])
    perm = rng.permutation(len(starts))
    st, sz = starts[perm], sizes[perm]
    before = np.cumsum(sz) - sz
    idx = np.repeat(st - before, sz) + np.arange(int(sz.sum()))
    # batch k holds the decisions whose first position falls in [k * batch, (k+1) * batch)
    bid = before // batch
    cut = np.flatnonzero(np.diff(bid)) + 1
    out = []
    for lo, hi in zip(np.r_[0, cut], np.r_[cut, len(st)]):
        a = int(before[lo])
        b = int(before[hi - 1] + sz[hi - 1])
        out.append((idx[a:b], before[lo:hi] - a))
    return out


def rank_gradient(
    out: np.ndarray, teacher: np.ndarray, seg: np.ndarray, weight: float, margin: float
) -> np.ndarray:
    """The gradient of the ranking term (module docstring) with respect to the outputs'
    pre-activations, for network outputs ``out`` ``(n, 5)``, the teacher's equities
    ``teacher`` ``(n,)`` and the decisions starting at offsets ``seg``."""
    n = len(out)
    e = equity(out, Variant.SHORT)
    size = np.diff(np.r_[seg, n])
    near = (teacher >= np.repeat(np.maximum.reduceat(teacher, seg), size) - margin) | (
        e >= np.repeat(np.maximum.reduceat(e, seg), size) - margin
    )
    w = near.astype(np.float64)
    count = np.add.reduceat(w, seg)
    mean_e = np.repeat(np.add.reduceat(e * w, seg) / count, size)
    mean_t = np.repeat(np.add.reduceat(teacher * w, seg) / count, size)
    d = ((e - mean_e) - (teacher - mean_t)) * w
    return (weight * d / n)[:, None] * _EQ * out * (1.0 - out)


def choice_loss(e: np.ndarray, t: np.ndarray, groups: np.ndarray) -> tuple[float, float]:
    """(mean of ``t``'s best minus ``t`` at ``e``'s best, over the decisions of two or more
    results, in thousandths; share of those decisions where the two bests are the same
    result) for a chooser's values ``e`` and a teacher's ``t`` of group-sorted results; of
    equal values of ``e`` the first counts as the choice."""
    starts = _starts(groups)
    size = np.diff(np.r_[starts, len(groups)])
    pick = np.lexsort((np.arange(len(e)), -e, groups))[starts]  # the chooser's best
    many = size > 1
    lost = (np.maximum.reduceat(t, starts) - t[pick])[many]
    return 1000.0 * float(lost.mean()), float((lost == 0).mean())


def decision_loss(net: Net, states: np.ndarray, probs: np.ndarray, groups: np.ndarray
                  ) -> tuple[float, float]:
    """:func:`choice_loss` of ``net``'s 0-ply equities against the teacher's ``probs``."""
    e = np.concatenate([
        equity(net.forward(net.encode(states[i : i + 65536].astype(np.int64))), Variant.SHORT)
        for i in range(0, len(states), 65536)
    ])
    return choice_loss(e, equity(probs.astype(np.float64), Variant.SHORT), groups)


def _ranker(
    teacher: np.ndarray, seg: np.ndarray, weight: float, margin: float
) -> Callable[[np.ndarray], np.ndarray]:
    """:func:`rank_gradient` of one batch, as :meth:`Fitter.batch` takes it."""
    return lambda out: rank_gradient(out, teacher, seg, weight, margin)


def cmd_fit(args: argparse.Namespace) -> int:
    """Train (see the module docstring); returns an exit status."""
    shards = _shards(args.dir)
    extra = _shards(args.extra_dir) if args.extra_dir else []
    if len(shards) < 2 or (args.extra_dir and len(extra) < 2):
        print("each folder needs at least two shards (the first one is held out)",
              file=sys.stderr)
        return 2
    val = load_grouped(shards[:1])
    xval = load_shards(extra[:1]) if extra else None
    ckpt = args.out.with_name(args.out.name + ".ckpt.npz")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    if ckpt.exists():
        fit = Fitter.load(ckpt, args.lr)
    else:
        base = Net.load(args.init, dtype=np.float64)
        fit = Fitter(with_features(base, args.features or base.features), args.lr)

    def report() -> tuple[float, str]:
        loss, same = decision_loss(fit.net, *val)
        text = (f"decision loss {loss:.2f} thousandths, same choice {100 * same:.1f}%, "
                f"equity error {equity_error(fit.net, val[0], val[1]):.4f}")
        if xval is not None:
            text += f" (extra: {equity_error(fit.net, *xval):.4f})"
        return loss, text

    print(f"# rankfit: {len(val[0])} held-out positions, hidden {fit.net.hidden}, feature "
          f"set {fit.net.features}, from epoch {fit.epoch}; start: {report()[1]}", flush=True)
    t0 = time.perf_counter()
    s, p, g = load_grouped(shards[1:] + extra[1:])
    x = np.empty((len(s), fit.net.w1.shape[0]), dtype=np.float16)
    for i in range(0, len(s), 65536):
        x[i : i + 65536] = fit.net.encode(s[i : i + 65536].astype(np.int64))
    del s
    teacher = equity(p.astype(np.float64), Variant.SHORT)
    print(f"# {len(x)} positions, {len(_starts(g))} decisions encoded, "
          f"{time.perf_counter() - t0:.0f}s", flush=True)
    stop: list[int] = []
    signal.signal(signal.SIGTERM, lambda signum, frame: stop.append(signum))
    while fit.epoch < args.epochs and not stop:
        t0 = time.perf_counter()
        if args.lrs:
            rates = [float(r) for r in args.lrs.split(",")]
            fit.lr = rates[min(fit.epoch, len(rates) - 1)]
        rng = np.random.default_rng(args.seed * 1000 + fit.epoch)
        for k, (idx, seg) in enumerate(batches(g, args.batch, rng)):
            fit.batch(x[idx].astype(np.float64), p[idx].astype(np.float64),
                      _ranker(teacher[idx], seg, args.rank_weight, args.margin))
            if stop:
                break
            if k % 8192 == 8191:
                print(f"#   epoch {fit.epoch + 1}: {k + 1} batches, lr {fit.lr}, "
                      f"{time.perf_counter() - t0:.0f}s", flush=True)
        if stop:
            break
        fit.epoch += 1
        loss, text = report()
        mark = fit.end_epoch(args.out, loss)
        print(f"epoch {fit.epoch}: {text}, {time.perf_counter() - t0:.0f}s{mark}", flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point (see the module docstring)."""
    ap = argparse.ArgumentParser(prog="python -m ai.training.rankfit")
    ap.add_argument("--dir", type=Path, required=True, help="shards with groups (ai.training.onpolicy)")
    ap.add_argument("--extra-dir", type=Path, help="shards without groups (cross-entropy only)")
    ap.add_argument("--init", type=Path, required=True, help="weights to start from")
    ap.add_argument("--features", type=int,
                    help="feature set (ai.inputs.features); default: that of --init")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--rank-weight", type=float, default=30.0)
    ap.add_argument("--margin", type=float, default=0.2, help="points from either best")
    ap.add_argument("--epochs", type=int, default=2)
    ap.add_argument("--lr", type=float, default=3e-4)
    ap.add_argument("--lrs", help="rates per epoch, e.g. 3e-4,1e-4 (the last one holds on)")
    ap.add_argument("--batch", type=int, default=256)
    ap.add_argument("--seed", type=int, default=1)
    return cmd_fit(ap.parse_args(argv))


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
