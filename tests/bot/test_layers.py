"""The direction of the imports inside bot/: the parts of play (bot/play/) import none of
the parts above them (timed work, inline mode, the handlers, the board page, tournaments), nor aiogram,
nor the buttons' data (`bot.callbacks`): play takes plain values; the model imports
nothing of the bot outside it. The checks find an arrow that runs back up."""

from __future__ import annotations

import ast
from pathlib import Path

from testkit.imports import ROOT, import_graph

ABOVE_PLAY = ("bot.background", "bot.inline", "bot.handlers", "bot.webapp", "bot.tournament")
"""The parts of the bot that play must not import: they are built on it."""


def upward(graph: dict[str, set[str]], lower: str, upper: tuple[str, ...]) -> list[str]:
    """Each import ``A -> B`` of ``graph`` where ``A`` is in package ``lower`` and ``B`` in
    one of ``upper``, sorted."""

    def within(module: str, package: str) -> bool:
        return module == package or module.startswith(package + ".")

    return sorted(f"{a} -> {b}" for a, targets in graph.items() if within(a, lower)
                  for b in targets if any(within(b, p) for p in upper))


def imports_of(root: Path, package: str, name: str) -> list[str]:
    """Each module of ``package`` (a folder under ``root``) with an import statement of
    ``name`` or of one of its modules, wherever the statement stands, sorted."""
    found = []
    for path in sorted((root / package).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom)
                     and node.level == 0 else [])
            if any(n == name or n.startswith(name + ".") for n in names):
                found.append(path.relative_to(root).as_posix())
                break
    return found


def test_play_imports_nothing_above_it() -> None:
    assert upward(import_graph(ROOT, ["bot"]), "bot.play", ABOVE_PLAY) == []


def test_play_takes_plain_values() -> None:
    assert imports_of(ROOT, "bot/play", "aiogram") == []
    assert upward(import_graph(ROOT, ["bot"]), "bot.play", ("bot.callbacks",)) == []


def test_the_model_imports_only_the_model() -> None:
    graph = import_graph(ROOT, ["bot"])
    outside = tuple(sorted({b for targets in graph.values() for b in targets
                            if b.startswith("bot.") and not b.startswith("bot.model")}))
    assert upward(graph, "bot.model", outside) == []


def test_the_check_sees_an_upward_import(tmp_path: Path) -> None:
    files = {
        "bot/__init__.py": "",
        "bot/play/__init__.py": "",
        "bot/play/moves.py": "from ..model import state\n",
        "bot/play/matches.py": "def f():\n    from bot.background.jobs import JobRunner\n",
        "bot/model/__init__.py": "",
        "bot/model/state.py": "",
        "bot/background/__init__.py": "",
        "bot/background/jobs.py": "from ..play import moves\n",
    }
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    graph = import_graph(tmp_path, ["bot"])
    assert upward(graph, "bot.play", ABOVE_PLAY) == ["bot.play.matches -> bot.background.jobs"]
    assert upward(graph, "bot.background", ("bot.play",)) == [
        "bot.background.jobs -> bot.play.moves"]


def test_the_check_sees_an_aiogram_import(tmp_path: Path) -> None:
    play = tmp_path / "bot" / "play"
    play.mkdir(parents=True)
    (play / "moves.py").write_text("from engine import Step\nimport aiogramish\n")
    (play / "cube.py").write_text("def f():\n    from aiogram.types import User\n")
    (play / "lobbies.py").write_text("import aiogram\n")
    assert imports_of(tmp_path, "bot/play", "aiogram") == ["bot/play/cube.py",
                                                           "bot/play/lobbies.py"]
