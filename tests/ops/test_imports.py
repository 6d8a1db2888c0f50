"""No import cycles in any of the project's packages (testkit/imports.py), and the finder
itself finds a cycle where there is one, also through a function-level or a
``TYPE_CHECKING`` import."""

from __future__ import annotations

from pathlib import Path

import pytest

from testkit.imports import PACKAGES, cycles, import_graph


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycle(package: str) -> None:
    assert cycles(import_graph(packages=[package])) == []


def test_no_import_cycle_across_packages() -> None:
    assert cycles(import_graph()) == []


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def test_finder_sees_cycles(tmp_path: Path) -> None:
    _write(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": "from .b import x\n",
        "pkg/b.py": "def f():\n    from . import c\n",
        "pkg/c.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import pkg.a\n",
        "pkg/d.py": "from pkg import a\n",
        "other/__init__.py": "from pkg.d import y\n",
    })
    graph = import_graph(tmp_path, ["pkg", "other"])
    assert graph["pkg.d"] == {"pkg.a"}
    assert graph["other"] == {"pkg.d"}
    assert cycles(graph) == [["pkg.a", "pkg.b", "pkg.c"]]
    _write(tmp_path, {"pkg/c.py": "import os\n"})
    assert cycles(import_graph(tmp_path, ["pkg", "other"])) == []
