"""Fixtures of the AI tests: the benchmark scripts of ``bench/`` loaded as modules."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _script(name: str) -> ModuleType:
    """``bench/NAME.py`` loaded as a module (bench/ is a folder of scripts, not a package)."""
    spec = importlib.util.spec_from_file_location(
        f"bench_{name}_under_test", ROOT / "bench" / f"{name}.py"
    )
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="session")
def bench_ai() -> ModuleType:
    """``bench/ai.py``: matches between players, with a resumable log."""
    return _script("ai")


@pytest.fixture(scope="session")
def bench_pair() -> ModuleType:
    """``bench/ai_pair.py``: the paired comparison of two logged matches."""
    return _script("ai_pair")


@pytest.fixture(scope="session")
def bench_search() -> ModuleType:
    """``bench/ai_search.py``: what the 2-ply search and its pruning change."""
    return _script("ai_search")
