"""Database addresses: a SQLite file path or a ``postgresql://`` URL.

The target of the bot's database is an argument, else ``$NARDY_DB``, else
`DEFAULT_DB_PATH`; ``postgresql://...`` (or ``postgres://...``) names PostgreSQL, anything
else a SQLite file (``":memory:"`` a private in-memory one).
"""

from __future__ import annotations

import os
from typing import Final

#: Database file used when neither an argument nor ``$NARDY_DB`` names one.
DEFAULT_DB_PATH: Final[str] = "data/nardy.sqlite3"
#: Environment variable naming the database (a file path or a URL).
ENV_VAR: Final[str] = "NARDY_DB"
#: URL prefixes that select PostgreSQL.
POSTGRES_PREFIXES: Final = ("postgresql://", "postgres://")


def is_postgres_url(target: str | os.PathLike[str]) -> bool:
    """Whether ``target`` names a PostgreSQL database rather than a SQLite file."""
    return isinstance(target, str) and target.startswith(POSTGRES_PREFIXES)


def redact(target: str) -> str:
    """``target`` without the password of a database URL, for messages and logs."""
    head, sep, tail = target.partition("@")
    if not sep or not is_postgres_url(target) or ":" not in head.split("//", 1)[-1]:
        return target
    scheme, _, user_pass = head.partition("//")
    return f"{scheme}//{user_pass.split(':', 1)[0]}:***@{tail}"


def resolve_db_path(path: str | os.PathLike[str] | None = None) -> str:
    """The database: ``path`` if given, else ``$NARDY_DB``, else `DEFAULT_DB_PATH`
    (relative paths are relative to the working directory)."""
    if path is not None:
        return os.fspath(path)
    return os.environ.get(ENV_VAR) or DEFAULT_DB_PATH
