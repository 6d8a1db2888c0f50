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

Workers: ``-n auto`` starts two workers a core (:func:`pytest_xdist_auto_num_workers`);
each worker is handed two tests at a time (``--maxschedchunk 2``) and asks for more as
it finishes them, the longest modules first (``LONG_FIRST``), then the other slow tests
spread evenly among the fast ones: the slow ones mostly wait (sockets, timers) and the
fast ones mostly compute, so mixed they keep the cores busy, and the run ends on short
tests on every worker at once instead of one worker finishing a long one alone. Before
the workers start, the controller compiles the project and rewrites the test modules once
(`tests.ahead`), so that the workers and the bots they start read those from the caches.

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
from tests.ahead import compile_ahead

for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
# A text that a language lacks raises instead of falling back to Russian (bot.i18n), in
# this process and in every bot it starts.
os.environ["NARDY_I18N_STRICT"] = "1"

_T = TypeVar("_T")

LONG_FIRST = (
    "tests/bot/tournament/test_processes.py",
    "tests/ai/test_players.py",
    "tests/bot/test_multiprocess.py",
    "tests/ai/test_search.py",
    "tests/bot/play/test_clocks_crash.py",
    "tests/ai/test_bench.py",
    "tests/bot/webapp/test_browser_clocks.py",
    "tests/bot/tournament/test_brackets.py",
    "tests/bot/play/test_clocks_cluster.py",
    "tests/bot/tournament/test_swiss.py",
    "tests/bot/test_footprint.py",
    "tests/engine/test_reference.py",
    "tests/bot/tournament/test_group.py",
    "tests/bot/inline/test_games.py",
    "tests/bot/webapp/test_browser.py",
    "tests/storage/test_postgres.py",
    "tests/ops/test_startup.py",
    "tests/bot/play/test_clocks_downtime.py",
    "tests/bot/test_e2e.py",
    "tests/bot/test_languages.py",
    "tests/bot/webapp/test_api.py",
    "tests/bot/review/test_dice.py",
)
"""The modules whose tests take longest (several seconds each, or many of a few seconds),
longest first, those that mostly wait (child processes, a browser, real timers) between
those that mostly compute (AI quality, whole tournaments): a parallel run starts them
first (see the module docstring). A path here that no longer exists fails
``tests/ops/test_suite.py``."""

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
    the default ``-m 'not slow'`` of ``addopts`` is dropped then. A parallel run hands
    out two tests at a time (see the module docstring), unless told otherwise, and first
    compiles what its workers would each compile again (`tests.ahead`)."""
    if getattr(config.option, "maxschedchunk", 0) is None:
        config.option.maxschedchunk = 2
    if getattr(config.option, "numprocesses", None) and not hasattr(config, "workerinput"):
        compile_ahead(config)  # on the controller, before its workers start
    named = [a for a in config.args if "::" in a]
    if named and len(named) == len(config.args) and config.option.markexpr == "not slow":
        config.option.markexpr = ""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test that needs the PostgreSQL server ``slow``; order the tests: those of
    ``LONG_FIRST`` in its order, then the other slow ones spread evenly among the rest,
    each kind in the order collected."""
    for item in items:
        if _needs_postgres(item):
            item.add_marker(pytest.mark.slow)
    rank = {path: i for i, path in enumerate(LONG_FIRST)}
    first: list[pytest.Item] = []
    slow: list[pytest.Item] = []
    fast: list[pytest.Item] = []
    for item in items:
        path = item.nodeid.split("::", 1)[0]
        if path in rank:
            first.append(item)
        else:
            (slow if item.get_closest_marker("slow") else fast).append(item)
    first.sort(key=lambda item: rank[item.nodeid.split("::", 1)[0]])
    spread = sorted([((i + 0.5) / len(slow), 0, item) for i, item in enumerate(slow)]
                    + [((i + 0.5) / len(fast), 1, item) for i, item in enumerate(fast)],
                    key=lambda entry: entry[:2])
    items[:] = first + [item for _, _, item in spread]


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
