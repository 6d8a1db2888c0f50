"""``ai/TRAINING.md`` stays true: every weight file in the repository has its recipe and a
dated measurement there, and every command it gives names a module, a subcommand and options
that exist, and weight files and label folders that are in the repository."""

from __future__ import annotations

import importlib
import importlib.util
import re
import shlex
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TRAINING = (ROOT / "ai" / "TRAINING.md").read_text(encoding="utf-8")


def _commands() -> list[list[str]]:
    """The ``python -m ...`` lines of the document's ``sh`` blocks, split as a shell would."""
    blocks = re.findall(r"^```sh\n(.*?)^```", TRAINING, re.M | re.S)
    return [shlex.split(line) for block in blocks for line in block.splitlines()
            if line.startswith("python -m ")]


def _weight_files() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for folder in ("ai/weights", "bench/weights")
                  for p in (ROOT / folder).glob("*.npz"))


def test_every_weight_file_has_its_recipe_and_its_measurement() -> None:
    files = _weight_files()
    assert len(files) == 10
    table = TRAINING.split("\n## Weight files", 1)[1].split("\n### ", 1)[0]
    assert sorted(re.findall(r"^\| `([^`]+\.npz)` \|", table, re.M)) == files
    sections = dict(re.findall(r"^### `([^`]+\.npz)`\n(.*?)(?=^##)", TRAINING, re.M | re.S))
    assert sorted(sections) == files
    for name, text in sections.items():
        recipe = text.split("**Recipe.**", 1)
        assert len(recipe) == 2, f"{name}: no recipe"
        assert re.search(r"```sh\npython -m ai\.", recipe[1]), f"{name}: no command"
        assert re.search(r"\*\*Measured\*\* \(20\d\d-\d\d-\d\d", text), f"{name}: no dated figure"


def test_the_documented_commands_exist(capsys: pytest.CaptureFixture[str]) -> None:
    commands = _commands()
    modules = {c[2] for c in commands}
    assert {"ai.training.train", "ai.training.supervised", "ai.training.expert",
            "ai.training.onpolicy", "ai.training.distill", "ai.training.rankfit",
            "ai.bearoff"} <= modules
    for command in commands:
        module, args = command[2], command[3:]
        assert importlib.util.find_spec(module) is not None, module
        if module == "ai.bearoff":
            assert args == []
            continue
        sub = [args[0]] if args and not args[0].startswith("-") else []
        with pytest.raises(SystemExit) as done:
            importlib.import_module(module).main([*sub, "--help"])
        assert done.value.code == 0
        usage = capsys.readouterr().out
        for option in (a.split("=")[0] for a in args if a.startswith("--")):
            assert re.search(rf"{re.escape(option)}\b", usage), f"{module} {sub}: {option}"


def test_the_documented_repository_files_exist() -> None:
    named = {a for c in _commands() for a in c
             if a.startswith(("ai/weights/", "bench/weights/", "bench/labels/"))}
    assert "bench/weights/long_v1.npz" in named and "bench/labels/long_r6" in named
    for path in named:
        assert (ROOT / path).exists(), path
