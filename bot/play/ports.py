"""What the parts of play ask of the parts around them, as protocols: the timed jobs
(`Jobs`, implemented by `bot.background.jobs.JobRunner`). Play imports no part of
`bot.background`, `bot.inline`, `bot.handlers` or `bot.webapp`; those are given to it."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Protocol

from storage.coordination import Job

__all__ = ["Jobs"]


class Jobs(Protocol):
    """The timed jobs: a handler per kind, and jobs put from synchronous code."""

    def on(self, kind: str, handler: Callable[[Job], Awaitable[None]]) -> None:
        """Run ``handler`` for the jobs of ``kind``."""

    def put_soon(self, kind: str, key: int, *, delay: float = 0.0, payload: str = "",
                 replace: bool = True) -> None:
        """Put the job of ``kind`` and ``key`` due in ``delay`` seconds (in the background)."""
