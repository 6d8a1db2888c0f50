"""The resumable game log of ``bench/ai.py`` (``--log``, ``--start``, ``--report-only``), the
paired comparison of two logged matches (``bench/ai_pair.py``), the 2-ply figures of
``bench/ai_search.py`` and the agents of ``bench/ai.py``."""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _last_match_line(out: str) -> str:
    return [line for line in out.splitlines() if " wins " in line][-1]


@pytest.mark.slow
def test_logged_halves_give_the_same_figures_as_one_run(
    bench_ai: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two processes' worth of games (``--start``) in one log report what one run reports."""
    log = tmp_path / "games.jsonl"
    common = ["--vs", "long", "baseline", "random", "--duplicate", "--seed", "5"]
    assert bench_ai.main([*common, "--games", "6"]) == 0
    whole = _last_match_line(capsys.readouterr().out)
    assert bench_ai.main([*common, "--games", "2", "--start", "4", "--log", str(log)]) == 0
    assert bench_ai.main([*common, "--games", "4", "--log", str(log)]) == 0
    capsys.readouterr()
    assert bench_ai.main([*common, "--games", "6", "--log", str(log), "--report-only"]) == 0
    merged = _last_match_line(capsys.readouterr().out)
    strip = lambda line: line.rsplit("(", 1)[0]  # noqa: E731  (the elapsed seconds differ)
    assert strip(merged) == strip(whole)
    rows = [json.loads(line) for line in log.read_text().splitlines()]
    assert sorted(r["g"] for r in rows) == list(range(6))


def test_logged_games_are_not_played_again(
    bench_ai: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A rerun with the same log resumes: finished games are skipped, not duplicated."""
    log = tmp_path / "games.jsonl"
    args = ["--vs", "long", "baseline", "random", "--games", "3", "--log", str(log)]
    assert bench_ai.main(args) == 0
    assert bench_ai.main([*args[:-4], "--games", "5", "--log", str(log)]) == 0
    assert len(log.read_text().splitlines()) == 5
    assert "5 games" in _last_match_line(capsys.readouterr().out)


def test_incomplete_pairs_and_cut_lines_are_left_out(
    bench_ai: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A duplicate report counts only complete pairs; a half-written last line is ignored."""
    log = tmp_path / "games.jsonl"
    common = ["--vs", "long", "baseline", "random", "--duplicate", "--log", str(log)]
    assert bench_ai.main([*common, "--games", "3"]) == 0
    with log.open("a") as f:
        f.write('{"key": ["long-baseline-vs-random", "lo')
    capsys.readouterr()
    assert bench_ai.main([*common, "--games", "3", "--report-only"]) == 0
    assert "1 duplicate pairs, 2 games" in _last_match_line(capsys.readouterr().out)


def test_start_must_keep_pairs_together(bench_ai: ModuleType) -> None:
    with pytest.raises(SystemExit):
        bench_ai.main(["--vs", "long", "baseline", "random", "--duplicate", "--start", "1"])


def _log(path: Path, a: str, pts: list[int], opponent: str = "gnubg0") -> Path:
    """A ``--log`` file of a duplicate short match of ``a`` with these points, game by game."""
    key = [f"short-{a}-vs-{opponent}", "short", a, opponent, 2026, True]
    path.write_text("".join(
        json.dumps({"key": key, "g": g, "pts": p, "times": {}}) + "\n" for g, p in enumerate(pts)
    ))
    return path


def test_paired_figures_by_hand(bench_pair: ModuleType) -> None:
    """Three pairs: A wins 4 of 6 games, B 2; the differences per pair are 1/2, 1/2, 0."""
    a = dict(enumerate([1, -1, 2, 1, 1, -1]))
    b = dict(enumerate([-1, -1, 1, -1, 1, -1]))
    f = bench_pair.paired(a, b)
    assert f["pairs"] == 3 and f["same"] == 3
    assert f["share_a"] == pytest.approx(4 / 6) and f["share_b"] == pytest.approx(2 / 6)
    assert f["diff"] == pytest.approx(1 / 3)
    # population deviation of (1/2, 1/2, 0) is sqrt(2)/6; 1.96 of it over sqrt(3)
    assert f["diff_half"] == pytest.approx(1.96 * (2 ** 0.5 / 6) / 3 ** 0.5)
    assert f["pts"] == pytest.approx((1.0 + 1.5 + 0.0) / 3)


def test_pairs_complete_in_both_logs_only(bench_pair: ModuleType) -> None:
    """A pair missing a game in either match is left out; none in common is an error."""
    a = {0: 1, 1: -1, 2: 1, 3: 1}
    b = {0: 1, 1: 1, 2: 1}
    f = bench_pair.paired(a, b)
    assert f["pairs"] == 1 and f["diff"] == pytest.approx(-0.5)
    with pytest.raises(ValueError):
        bench_pair.paired({0: 1, 1: 1}, {2: 1, 3: 1})


def test_pair_command_line(
    bench_pair: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The printed line names both candidates, the pairs and the difference; a log of
    another opponent is refused with one line."""
    la = _log(tmp_path / "a.jsonl", "master@new.npz", [1, -1, 2, 1])
    lb = _log(tmp_path / "b.jsonl", "master", [1, -1, -1, 1])
    assert bench_pair.main([str(la), str(lb)]) == 0
    out = capsys.readouterr().out
    assert "2 pairs (4 games)" in out and "A master@new.npz 75.0%, B master 50.0%" in out
    assert "+25.0 ± 34.6 points of win share" in out and "same result in 3 of 4" in out
    lc = _log(tmp_path / "c.jsonl", "master", [1, 1, 1, 1], opponent="pubeval")
    with pytest.raises(SystemExit, match="same variant, opponent and seed"):
        bench_pair.main([str(la), str(lc)])


def test_pair_of_a_range_and_an_opponent_renamed(
    bench_pair: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--games`` keeps a range of game indices; ``--any-opponent`` pairs matches whose
    opponents have different names (and only then)."""
    la = _log(tmp_path / "a.jsonl", "master", [1, -1, 2, 1, -1, -1], opponent="old@W")
    lb = _log(tmp_path / "b.jsonl", "master@W", [1, -1, -1, 1, 1, 1], opponent="old:deep=0@W")
    with pytest.raises(SystemExit, match="same variant, opponent and seed"):
        bench_pair.main([str(la), str(lb)])
    assert bench_pair.main([str(la), str(lb), "--any-opponent"]) == 0
    assert "3 pairs (6 games)" in capsys.readouterr().out
    assert bench_pair.main([str(la), str(lb), "--any-opponent", "--games", "2-5"]) == 0
    out = capsys.readouterr().out
    assert "2 pairs (4 games)" in out and "A master 50.0%, B master@W 75.0%" in out


def test_pair_of_real_logs_is_zero_with_itself(
    bench_ai: ModuleType, bench_pair: ModuleType, tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A match logged by ``bench/ai.py`` paired with itself: no difference, every game equal."""
    log = tmp_path / "games.jsonl"
    args = ["--vs", "long", "baseline", "random", "--duplicate", "--games", "4", "--log", str(log)]
    assert bench_ai.main(args) == 0
    assert bench_pair.main([str(log), str(log)]) == 0
    out = capsys.readouterr().out.splitlines()[-1]
    assert "+0.0 ± 0.0 points of win share" in out and "same result in 4 of 4 games" in out


@pytest.mark.slow
def test_search_figures_count_the_two_ply_and_its_pruning(
    bench_search: ModuleType, capsys: pytest.CaptureFixture[str],
) -> None:
    """``bench/ai_search.py`` on a few judge decisions: the 2-ply's counts are consistent
    (changed choices only where it ran) and keeping every play equals the exact 2-ply."""
    search = bench_search
    assert search.main(["--decisions", "12", "--keep", "1", "1000"]) == 0
    out = capsys.readouterr().out.splitlines()
    counts = re.fullmatch(r"(\d+) short decisions \(seed (\d+)\): 2-ply asked for in (\d+), "
                          r"skipped by the work bound in (\d+), choice changed in (\d+)", out[0])
    assert counts is not None, out[0]
    total, seed, asked, skipped, changed = map(int, counts.groups())
    assert (total, seed) == (12, 2026)
    assert 0 <= skipped <= asked <= 12 and changed <= asked - skipped
    n = int(out[1].split()[0])
    assert 2 <= n <= 12
    everything = next(line for line in out if line.strip().startswith("keep 1000:"))
    assert f"same choice in {n} of {n}" in everything
    assert "value difference median 0.0000, 90th percentile 0.0000" in everything


def test_level_settings_with_changed_fields(bench_ai: ModuleType) -> None:
    from ai.player import LEVEL_SETTINGS

    one_ply = bench_ai.level_setting("master:deep=0")
    assert one_ply.deep == 0 and one_ply.plies == 1 and one_ply.name == "master"
    wide = bench_ai.level_setting("master:deep_window=0.05:prune_keep=0")
    assert (wide.deep_window, wide.prune_keep) == (0.05, 0)
    assert bench_ai.level_setting("strong") == LEVEL_SETTINGS["strong"]
    with pytest.raises(AttributeError):
        bench_ai.level_setting("master:depth=3")
    agent = bench_ai.make_agent("long", "master:deep=0@bench/weights/long_v1.npz")
    assert agent.__self__.deep == 0 and agent.__self__.prune is None
    assert agent.__self__.net.hidden == 48  # long_v1's network, not the shipped one


@pytest.mark.slow
def test_long_search_figures(bench_search: ModuleType,
                             capsys: pytest.CaptureFixture[str]) -> None:
    search = bench_search
    assert search.main(["--variant", "long", "--decisions", "6", "--keep", "1000"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("6 long decisions (seed 2026): 2-ply asked for in ")
    n = int(out[1].split()[0])
    assert f"keep 1000: same choice in {n} of {n}" in out[2]
