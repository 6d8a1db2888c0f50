"""Fixtures shared by every test module: the PostgreSQL server of the storage tests
(session-wide, so one server serves the whole run; see `tests.storage.helpers`)."""

from __future__ import annotations

from tests.storage.helpers import pg_admin_url

__all__ = ["pg_admin_url"]
