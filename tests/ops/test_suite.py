"""The suite's own set-up: the modules a parallel run starts first are real modules, and
the test modules can be rewritten ahead of the workers (`tests.ahead`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ahead import ROOT, _rewrite, rewritten_modules
from tests.conftest import LONG_FIRST


def test_the_modules_started_first_exist_once_each() -> None:
    missing = [path for path in LONG_FIRST if not (ROOT / path).is_file()]
    assert not missing, f"LONG_FIRST names modules that are gone: {missing}"
    assert len(set(LONG_FIRST)) == len(LONG_FIRST)


def test_a_test_module_is_rewritten_ahead_as_pytest_would(
        tmp_path: Path, pytestconfig: pytest.Config) -> None:
    """The rewritten module is cached where pytest looks for it, and its asserts explain
    themselves (a failure says what was compared). If pytest's rewriting functions change,
    nothing is written and this test fails."""
    from _pytest.assertion.rewrite import PYC_TAIL, _read_pyc, get_cache_dir

    module = tmp_path / "test_sample.py"
    module.write_text("def test_it():\n    x = 1\n    assert x == 2\n", encoding="utf-8")
    _rewrite(pytestconfig, [module])
    code = _read_pyc(module, get_cache_dir(module) / ("test_sample" + PYC_TAIL))
    assert code is not None
    space: dict[str, object] = {}
    exec(code, space)
    with pytest.raises(AssertionError, match="assert 1 == 2"):
        space["test_it"]()  # type: ignore[operator]


def test_the_rewritten_modules_are_the_suites() -> None:
    names = {p.relative_to(ROOT).as_posix() for p in rewritten_modules()}
    assert "tests/conftest.py" in names and "tests/ops/test_suite.py" in names
    assert not any(n.endswith("_kit.py") or n.endswith("helpers.py") for n in names)
