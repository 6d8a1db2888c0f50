"""A throw-away PostgreSQL server for tests and benchmarks, and fresh databases on it.

`PgServer` runs ``initdb`` and ``pg_ctl`` from the Debian packages on a temporary folder
and a free local TCP port (trust authentication, 127.0.0.1 only, durability off: the data
is thrown away). As root, the server runs as the ``postgres`` user (``runuser``), since
PostgreSQL refuses to run as root. `fresh_database` creates an empty database on any
server (this one, or the one ``$NARDY_TEST_PG`` names) and returns its URL.

Command line (for a shell, e.g. ``.ci/run``)::

    python -m testkit.pgserver start DIR   # prints the admin URL; the server runs on
    python -m testkit.pgserver stop DIR
"""

from __future__ import annotations

import glob
import itertools
import os
import shutil
import socket
import subprocess
import sys
import tempfile
from pathlib import Path
from types import TracebackType
from urllib.parse import urlsplit, urlunsplit

#: Names the admin URL of an existing server to use instead of starting one.
ENV_VAR = "NARDY_TEST_PG"

_counter = itertools.count(1)


def find_bin_dir() -> Path | None:
    """The folder holding ``initdb`` and ``pg_ctl`` (PATH first, then the Debian folders,
    newest version first), or None when PostgreSQL is not installed."""
    initdb = shutil.which("initdb")
    if initdb and shutil.which("pg_ctl"):
        return Path(os.path.realpath(initdb)).parent
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if (Path(folder) / "initdb").is_file() and (Path(folder) / "pg_ctl").is_file():
            return Path(folder)
    return None


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class PgServer:
    """One PostgreSQL server in ``folder`` (created if needed) on a free port; with
    durability off (fsync, synchronous commit) unless ``durable`` (benchmarks).

    ``start()`` initialises and starts it; ``stop()`` stops it (fast shutdown) and removes
    the folder when this object created it. Usable as a context manager."""

    def __init__(self, folder: Path | None = None, port: int | None = None,
                 durable: bool = False) -> None:
        bin_dir = find_bin_dir()
        if bin_dir is None:
            raise RuntimeError("PostgreSQL is not installed (no initdb/pg_ctl found)")
        self.bin_dir = bin_dir
        self._own_folder = folder is None
        self.folder = Path(folder or tempfile.mkdtemp(prefix="nardy-pg-"))
        self.port = port or free_port()
        self._as_root = os.geteuid() == 0
        self.durable = durable

    @property
    def data_dir(self) -> Path:
        return self.folder / "data"

    @property
    def url(self) -> str:
        """The admin URL (database ``postgres``, user ``postgres``)."""
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def _run(self, *args: str) -> None:
        cmd = [*args]
        if self._as_root:
            cmd = ["runuser", "-u", "postgres", "--", *cmd]
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        if proc.returncode != 0:
            raise RuntimeError(f"{' '.join(args[:2])} failed: {proc.stderr.strip()[-2000:]}")

    def start(self) -> PgServer:
        """Create the cluster (unless it exists: a restart) and start the server; returns
        self once it accepts connections."""
        self.folder.mkdir(parents=True, exist_ok=True)
        if self._as_root:
            shutil.chown(self.folder, "postgres", "postgres")
        if not (self.data_dir / "PG_VERSION").exists():
            self._run(
                str(self.bin_dir / "initdb"), "-D", str(self.data_dir), "-U", "postgres",
                "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync",
            )  # fmt: skip
        options = (
            f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 "
            "-c max_connections=300"
        )
        if not self.durable:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        self._run(
            str(self.bin_dir / "pg_ctl"), "-D", str(self.data_dir), "-o", options,
            "-l", str(self.folder / "server.log"), "-w", "-t", "60", "start",
        )  # fmt: skip
        return self

    def halt(self) -> None:
        """Stop the server (if it runs), keeping its data: `start` runs it again."""
        if (self.data_dir / "postmaster.pid").exists():
            self._run(
                str(self.bin_dir / "pg_ctl"), "-D", str(self.data_dir), "-m", "fast",
                "-w", "stop",
            )  # fmt: skip

    def stop(self) -> None:
        """Stop the server (if it runs) and remove the folder if this object made it."""
        self.halt()
        if self._own_folder:
            shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> PgServer:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()


def database_url(admin_url: str, name: str) -> str:
    """``admin_url`` with its database replaced by ``name``."""
    parts = urlsplit(admin_url)
    return urlunsplit(parts._replace(path="/" + name))


async def fresh_database(admin_url: str, prefix: str = "nardy_test") -> str:
    """Create an empty database (from ``template0``) on the server of ``admin_url`` and
    return its URL. Names are unique per process (prefix, pid, counter)."""
    import asyncpg  # type: ignore[import-untyped]

    name = f"{prefix}_{os.getpid()}_{next(_counter)}"
    con = await asyncpg.connect(admin_url)
    try:
        await con.execute(f'DROP DATABASE IF EXISTS "{name}"')
        await con.execute(f'CREATE DATABASE "{name}" TEMPLATE template0')
    finally:
        await con.close()
    return database_url(admin_url, name)


async def drop_database(admin_url: str, url: str) -> None:
    """Drop the database of ``url`` (closing whatever connections are left on it)."""
    import asyncpg

    name = urlsplit(url).path.lstrip("/")
    con = await asyncpg.connect(admin_url)
    try:
        await con.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await con.close()


def _main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("start", "stop"):
        print("usage: python -m testkit.pgserver start|stop DIR", file=sys.stderr)
        return 2
    folder = Path(argv[1])
    if argv[0] == "start":
        server = PgServer(folder).start()
        print(server.url)
    else:
        PgServer(folder, port=1).stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(_main(sys.argv[1:]))
