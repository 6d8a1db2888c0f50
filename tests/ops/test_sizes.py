"""Every module of bot/, storage/ and testkit/ is under 400 lines and every class in them
under 250; the measure itself finds a module and a class that are too long."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("bot", "storage", "testkit")
MAX_MODULE_LINES = 400
MAX_CLASS_LINES = 250


def too_long(root: Path, packages: tuple[str, ...] = PACKAGES) -> list[str]:
    """Each module of ``packages`` under ``root`` of ``MAX_MODULE_LINES`` lines or more and
    each class of ``MAX_CLASS_LINES`` or more (nested classes counted on their own too), as
    ``path: N lines`` or ``path: Class: N lines``."""
    found: list[str] = []
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            name = path.relative_to(root).as_posix()
            if (lines := len(text.splitlines())) >= MAX_MODULE_LINES:
                found.append(f"{name}: {lines} lines")
            for node in ast.walk(ast.parse(text, name)):
                if isinstance(node, ast.ClassDef):
                    first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                    size = (node.end_lineno or node.lineno) - first + 1
                    if size >= MAX_CLASS_LINES:
                        found.append(f"{name}: {node.name}: {size} lines")
    return found


@pytest.mark.parametrize("package", PACKAGES)
def test_modules_and_classes_are_small(package: str) -> None:
    assert too_long(ROOT, (package,)) == []


def test_the_measure_finds_what_is_too_long(tmp_path: Path) -> None:
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "short.py").write_text("class A:\n    x = 1\n")
    body = "".join(f"    x{i} = {i}\n" for i in range(MAX_CLASS_LINES - 1))
    (pkg / "wide.py").write_text("@decorated\nclass Wide:\n" + body)
    (pkg / "long.py").write_text("x = 1\n" * MAX_MODULE_LINES)
    assert too_long(tmp_path, ("pkg",)) == ["pkg/long.py: 400 lines",
                                            "pkg/wide.py: Wide: 251 lines"]
    (pkg / "wide.py").write_text("class Wide:\n" + body)  # 250 lines: too long still
    (pkg / "long.py").write_text("x = 1\n" * (MAX_MODULE_LINES - 1))
    assert too_long(tmp_path, ("pkg",)) == ["pkg/wide.py: Wide: 250 lines"]
