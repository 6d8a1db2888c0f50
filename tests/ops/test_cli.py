"""Command-line tools: one-line errors (never a traceback) for missing files and folders and
inconsistent flags; a non-zero exit status when a line of input failed; README examples."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from ai.training.train import main as train_main
from engine.position import start_position
from rendering.__main__ import main as render_main
from rendering.gallery import main as gallery_main

REPO_ROOT = Path(__file__).resolve().parents[2]
START = json.dumps(start_position("short").to_dict())


def _run(*args: str, stdin: str = "", cwd: Path = REPO_ROOT) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([sys.executable, "-m", *args], input=stdin, cwd=cwd,
                          capture_output=True, text=True, timeout=120)
    assert "Traceback" not in done.stderr, done.stderr
    return done


def _one_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    return lines[0]


@pytest.mark.slow
def test_engine_plays_exit_status_says_a_line_failed() -> None:
    good = json.dumps({"position": json.loads(START), "dice": [6, 5]})
    done = _run("engine", "plays", stdin=f"{good}\nnot json\n{good}\n")
    assert done.returncode == 1
    replies = [json.loads(line) for line in done.stdout.splitlines()]
    assert ["plays" in r for r in replies] == [True, False, True]
    done = _run("engine", "plays", stdin=f"{good}\n")
    assert done.returncode == 0
    done = _run("engine", "plays", "--help")
    assert done.returncode == 0 and '"dice": [6, 5]' in done.stdout


@pytest.mark.slow
def test_ai_move_exit_status_and_help() -> None:
    request = json.dumps({"position": json.loads(START), "dice": [3, 1], "level": "beginner",
                          "seed": 1})
    done = _run("ai", "move", stdin=f"{request}\n{{\"dice\": [1, 2]}}\n")
    assert done.returncode == 1
    replies = [json.loads(line) for line in done.stdout.splitlines()]
    assert "moves" in replies[0] and "error" in replies[1]
    done = _run("ai", "move", "--help")
    assert done.returncode == 0
    for words in ('"position"', '"dice": [6, 5]', "White's numbering", "bar is 25",
                  '"beginner"', "exit"):
        assert words in done.stdout, words
    # the example in the help is a request the command answers
    example = re.search(r"^  (\{\"position\".*?\"level\": \"medium\"\})$", done.stdout,
                        re.MULTILINE | re.DOTALL)
    assert example is not None
    line = " ".join(example.group(1).split())
    done = _run("ai", "move", stdin=line + "\n")
    assert done.returncode == 0 and json.loads(done.stdout)["moves"]
    done = _run("ai")
    assert done.returncode == 2 and "move" in done.stderr


@pytest.mark.slow
def test_rendering_errors_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    done = _run("rendering", START, "-o", str(tmp_path / "missing" / "b.png"))
    assert done.returncode == 2
    assert "output folder" in _one_line(done.stderr)
    cases = [
        ([str(tmp_path / "nothing.json")], "no such file"),
        ([START, "--used", "6"], "--used needs --dice"),
        ([START, "--dice", "6", "5", "--used", "4"], "is not part of --dice 6 5"),
        ([START, "--dice", "2", "2", "--used", "2", "2", "2", "2", "2"], "is not part of"),
        ([START, "--last-mover", "black"], "--last-mover needs --last"),
        ([START, "--dice", "7", "1"], "dice must be"),
    ]
    for args, expected in cases:
        assert render_main([*args, "-o", str(tmp_path / "b.png")]) == 2, args
        assert expected in _one_line(capsys.readouterr().err), args
    assert not (tmp_path / "b.png").exists()
    assert render_main([START, "--dice", "2", "2", "--used", "2", "2", "-o",
                        str(tmp_path / "b.png")]) == 0
    assert (tmp_path / "b.png").read_bytes().startswith(b"\x89PNG")


@pytest.mark.slow
def test_gallery_errors_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "file").write_text("")
    done = _run("rendering.gallery", str(tmp_path / "file"))
    assert done.returncode == 2 and "cannot write into" in _one_line(done.stderr)
    assert gallery_main([str(tmp_path / "out"), "--random", "-1"]) == 2
    assert "--random" in _one_line(capsys.readouterr().err)


@pytest.mark.slow
def test_train_argument_errors_are_one_line(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "junk.npz").write_bytes(b"not a checkpoint")
    out = str(tmp_path / "w.npz")
    ckpt = ["--ckpt", str(tmp_path / "c.npz")]
    cases = [
        (["--out", str(tmp_path / "missing" / "w.npz"), *ckpt], "folder of --out"),
        (["--out", out, *ckpt, "--resume", str(tmp_path / "none.npz")], "no checkpoint file"),
        (["--out", out, *ckpt, "--resume", str(tmp_path / "junk.npz")], "not a training"),
        (["--out", out, "--ckpt", out], "--out and --ckpt must be different"),
        (["--out", out, *ckpt, "--log-every", "0"], "--log-every must be at least 1"),
        (["--out", out, *ckpt, "--lam", "2"], "--lam between 0 and 1"),
    ]
    for args, expected in cases:
        assert train_main(["--variant", "short", "--games", "2", *args]) == 2, args
        assert expected in _one_line(capsys.readouterr().err), args
    assert not Path(out).exists() and not (tmp_path / "c.npz").exists()
    done = _run("ai.training.train", "--variant", "short", "--games", "0", "--out", out, *ckpt)
    assert done.returncode == 2 and "--games must be at least 1" in _one_line(done.stderr)


def _readme_command(prefix: str, contains: str = "") -> str:
    text = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    found = [line.strip() for line in text.splitlines()
             if line.strip().startswith(prefix) and contains in line]
    assert found, f"README.md has no line starting with {prefix!r}"
    return found[0]


@pytest.mark.slow
def test_readme_train_example_runs_as_written(tmp_path: Path) -> None:
    line = _readme_command(".venv/bin/python -m ai.training.train ")
    games = re.search(r"--games (\d+)", line)
    assert games is not None and int(games.group(1)) >= 1000
    args = line.replace(games.group(0), "--games 2").split()[1:]  # tiny, otherwise as written
    done = subprocess.run([sys.executable, *args], cwd=tmp_path, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "# done: 2 games" in done.stdout
    out = re.search(r"--out (\S+)", line)
    assert out is not None and (tmp_path / out.group(1)).is_file()


def test_readme_one_line_commands() -> None:
    test_line = _readme_command("python3 -m venv .venv && .venv/bin/pip install", "pytest")
    # every test (the default run leaves the slow ones out), in parallel
    assert test_line.endswith('.venv/bin/python -m pytest -q -n auto -m "slow or not slow"')
    assert "'.[dev]'" in test_line
    assert any(d.startswith("pytest-xdist") for d in tomllib.loads(
        (REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
            "optional-dependencies"]["dev"])
    ci = (REPO_ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert test_line in ci.splitlines()  # CI runs exactly the README's test command
    assert _readme_command(".venv/bin/python -m pytest -q") == ".venv/bin/python -m pytest -q"
    assert "ruff check ." in ci
    run_line = _readme_command("python3 -m venv .venv && .venv/bin/pip install", "nardy-bot")
    assert run_line.endswith(".venv/bin/nardy-bot") and "BOT_TOKEN=" in run_line
