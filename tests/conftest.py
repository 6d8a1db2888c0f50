"""What every test package shares: the PostgreSQL server of the tests and the rule that
marks tests ``slow``.

PostgreSQL: ``pg_admin_url`` is the admin URL of the server ``$NARDY_TEST_PG`` names, else
of a throw-away server (`testkit.pgserver`) started once per test process: under
pytest-xdist every worker has its own server on its own free port and its own temporary
folder, so workers never share a database. ``pg_url`` is a fresh, empty database on it
(dropped afterwards). Without PostgreSQL binaries the cases that need a server are skipped,
except under ``$CI`` where they fail.

``slow``: the default run (``pytest``, the edit-test loop) leaves these out (``addopts`` in
``pyproject.toml``), unless the command names single tests (``path::name``); the full run
(the README's test line, CI) selects every test. A test
is slow when it is marked so in its module (end-to-end games through the fake Bot API,
child processes, GNU Backgammon, training) or when it needs the PostgreSQL server: any
test that uses ``pg_admin_url`` or ``pg_url``, or runs with a ``postgres`` parameter, is
marked here, so that new PostgreSQL cases are slow without anybody having to remember it.

Workers: ``-n auto`` starts two workers a core (:func:`pytest_xdist_auto_num_workers`).

BLAS threads: numpy's OpenBLAS starts a thread per core, and a waiting thread spins. Test
processes run side by side and the networks' matrices are small, so each process (and
every child it starts) keeps one BLAS thread: the same results, about half the CPU time of
the AI tests. Set before anything imports numpy.

Texts: ``NARDY_I18N_STRICT=1``, so that a missing message or variable fails the test that
shows it.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import os
from collections.abc import Coroutine, Iterator
from typing import Any, TypeVar

import pytest

from testkit.pgserver import ENV_VAR, PgServer, drop_database, find_bin_dir, fresh_database

for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
# A text that a language lacks raises instead of falling back to Russian (bot.i18n), in
# this process and in every bot it starts.
os.environ["NARDY_I18N_STRICT"] = "1"

_T = TypeVar("_T")

PG_FIXTURES = frozenset({"pg_admin_url", "pg_url"})
"""Fixtures that need the PostgreSQL server: a test using one of them is ``slow``."""


def _run_sync(coro: Coroutine[Any, Any, _T]) -> _T:
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


def _needs_postgres(item: pytest.Item) -> bool:
    if PG_FIXTURES & set(getattr(item, "fixturenames", ())):
        return True
    callspec = getattr(item, "callspec", None)
    return callspec is not None and any(
        isinstance(v, str) and v in ("postgres", "postgresql") for v in callspec.params.values())


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: two workers a core (at most four more than the cores). Half the
    suite's wall time is spent waiting (sockets, child processes, PostgreSQL, the bots'
    timers), so one worker a core leaves the cores idle: on a 2-core machine the full run
    took 227 s with two workers and 185 s with four (2026-12-04)."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (
        os.cpu_count() or 1)
    return min(2 * cores, cores + 4)


def pytest_configure(config: pytest.Config) -> None:
    """A run that names single tests (``path::name``) runs them even when they are slow:
    the default ``-m 'not slow'`` of ``addopts`` is dropped then."""
    named = [a for a in config.args if "::" in a]
    if named and len(named) == len(config.args) and config.option.markexpr == "not slow":
        config.option.markexpr = ""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test that needs the PostgreSQL server ``slow``."""
    for item in items:
        if _needs_postgres(item):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="session")
def pg_admin_url() -> Iterator[str]:
    """The admin URL of the PostgreSQL server for the tests (see the module docstring)."""
    named = os.environ.get(ENV_VAR)
    if named:
        yield named
        return
    if find_bin_dir() is None:
        reason = (f"PostgreSQL is not installed (no initdb/pg_ctl) and ${ENV_VAR} is not "
                  "set: the PostgreSQL cases are skipped")
        if os.environ.get("CI"):
            pytest.fail(reason + " -- but CI must run them")
        pytest.skip(reason)
    server = _start_server()
    try:
        yield server.url
    finally:
        server.stop()


def _start_server(attempts: int = 3) -> PgServer:
    """A started throw-away server; another free port is tried when the one chosen was
    taken meanwhile (by another test process starting a server at the same moment)."""
    for attempt in range(attempts):
        server = PgServer()
        try:
            return server.start()
        except RuntimeError:
            server.stop()
            if attempt == attempts - 1:
                raise
    raise AssertionError("unreachable")


@pytest.fixture
def pg_url(pg_admin_url: str) -> Iterator[str]:
    """The URL of a fresh, empty PostgreSQL database (dropped afterwards)."""
    url = _run_sync(fresh_database(pg_admin_url))
    yield url
    _run_sync(drop_database(pg_admin_url, url))
