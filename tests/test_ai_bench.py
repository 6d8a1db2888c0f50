"""The resumable game log of ``bench/ai.py`` (``--log``, ``--start``, ``--report-only``)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def bench_ai() -> ModuleType:
    """``bench/ai.py`` loaded as a module (bench/ is a folder of scripts, not a package)."""
    spec = importlib.util.spec_from_file_location("bench_ai_under_test", ROOT / "bench" / "ai.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


def _last_match_line(out: str) -> str:
    return [line for line in out.splitlines() if " wins " in line][-1]


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
