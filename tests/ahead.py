"""Compiling once, before a parallel run's workers start (called by ``tests/conftest.py``).

Every pytest-xdist worker imports every test module, and pytest rewrites the asserts of
each one (parsing and compiling it again) unless it finds the rewritten module cached in
``__pycache__``; every worker and every bot process a test starts also compiles the
project's own modules unless their ``.pyc`` files exist. Where Python is told not to write
bytecode (``PYTHONDONTWRITEBYTECODE``, set on some CI machines), nothing is ever cached,
so a run of four workers rewrites the suite four times: about 4 s of CPU per worker on a
2-core VM (2026-12-07), more than half of its collection.

:func:`compile_ahead` writes both caches once, on two processes, before the workers start;
they and the processes they start then read them (Python reads existing bytecode even when
told not to write any). What it writes is what the workers would write themselves when
writing is allowed: the same files, checked against the source's time and size on every
import, so an edited module is compiled again. It uses pytest's own rewriting
(``_pytest.assertion.rewrite``); if a pytest release changes those functions, it writes
nothing and the run is only slower.
"""

from __future__ import annotations

import compileall
import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("bot", "engine", "ai", "rendering", "storage", "testkit", "tests")
"""The folders of the project whose modules the tests and the bots they start import."""

_REWRITTEN = re.compile(r"(^|/)(test_[^/]*|conftest)\.py$")
"""Modules compileall leaves out: pytest runs its own rewritten code of them."""


def rewritten_modules() -> list[Path]:
    """The modules pytest rewrites: the test modules and conftests under ``tests/``."""
    tests = ROOT / "tests"
    return sorted(p for p in tests.rglob("*.py")
                  if p.name == "conftest.py" or p.name.startswith("test_"))


def _rewrite(config: pytest.Config, paths: list[Path]) -> None:
    try:
        from _pytest.assertion.rewrite import (
            PYC_TAIL,
            _read_pyc,
            _rewrite_test,
            _write_pyc,
            assertstate_key,
            get_cache_dir,
        )
        state = config.stash[assertstate_key]
        for fn in paths:
            cache_dir = get_cache_dir(fn)
            pyc = cache_dir / (fn.name[:-3] + PYC_TAIL)
            if _read_pyc(fn, pyc) is not None:
                continue
            cache_dir.mkdir(exist_ok=True)
            source_hash, code = _rewrite_test(fn, config)
            _write_pyc(state, code, source_hash, pyc)
    except (ImportError, AttributeError, KeyError, TypeError, OSError, SyntaxError):
        return  # another pytest, a read-only tree or a broken module: the workers do it


def compile_ahead(config: pytest.Config) -> None:
    """Write the project's bytecode and the rewritten test modules (see the module
    docstring), half of the test modules in a forked process."""
    paths = rewritten_modules()
    child = os.fork() if hasattr(os, "fork") else -1
    if child == 0:  # the forked half: the first half of the test modules, then leave
        try:
            _rewrite(config, paths[: len(paths) // 2])
        finally:
            os._exit(0)
    _rewrite(config, paths[len(paths) // 2:] if child > 0 else paths)
    for package in PACKAGES:
        compileall.compile_dir(ROOT / package, quiet=2, rx=_REWRITTEN)
    if child > 0:
        os.waitpid(child, 0)
