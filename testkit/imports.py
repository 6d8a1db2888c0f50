"""The import graph of the project's packages and its cycles (``python -m testkit.imports``).

Every ``import`` and ``from ... import`` statement counts, wherever it stands: at the top
of a module, inside a function, or under ``if TYPE_CHECKING:`` (a cycle there still ties
the modules together for a reader and for mypy). ``from package import name`` points at
the module ``package.name`` when there is one, else at the package itself.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterable
from pathlib import Path

__all__ = ["PACKAGES", "import_graph", "cycles", "main"]

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "ai", "rendering", "storage", "bot", "testkit")
"""The project's packages whose imports are checked."""


def _modules(root: Path, packages: Iterable[str]) -> dict[str, Path]:
    found: dict[str, Path] = {}
    for pkg in packages:
        for path in sorted((root / pkg).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _targets(module: str, is_package: bool, node: ast.Import | ast.ImportFrom,
             known: dict[str, Path]) -> set[str]:
    out: set[str] = set()
    if isinstance(node, ast.Import):
        for alias in node.names:
            name = alias.name
            while name and name not in known:
                name = name.rpartition(".")[0]
            if name:
                out.add(name)
        return out
    if node.level:
        base = module.split(".") if is_package else module.split(".")[:-1]
        base = base[:len(base) - node.level + 1]
        source = ".".join(base + ([node.module] if node.module else []))
    else:
        source = node.module or ""
    for alias in node.names:
        sub = f"{source}.{alias.name}"
        if sub in known:
            out.add(sub)
        elif source in known:
            out.add(source)
    return out


def import_graph(root: Path = ROOT,
                 packages: Iterable[str] = PACKAGES) -> dict[str, set[str]]:
    """Each module of ``packages`` (under ``root``) and the project modules it imports."""
    known = _modules(root, packages)
    graph: dict[str, set[str]] = {}
    for module, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        edges: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                edges |= _targets(module, path.name == "__init__.py", node, known)
        edges.discard(module)
        graph[module] = edges
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (each one a cycle or a
    knot of cycles), sorted; empty when the graph has no cycle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10 * len(graph) + 100))

    def visit(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


def main(argv: list[str] | None = None) -> int:
    """Print each import cycle among the given packages (default: all); exit 1 if any."""
    packages = argv if argv else list(PACKAGES)
    found = cycles(import_graph(ROOT, packages))
    for component in found:
        print(" <-> ".join(component))
    if not found:
        print(f"no import cycle in {', '.join(packages)}")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
