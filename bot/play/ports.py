"""What the parts of play ask of the parts around them, as protocols: the timed jobs
(`Jobs`, implemented by `bot.background.jobs.JobRunner`), the game clocks a pause stops
and resumes (`PauseClocks`, implemented by `bot.background.clocks.Clocks`) and the few
things play asks of Telegram itself (`Messages`, implemented over aiogram's Bot by
`bot.delivery.messages.BotMessages`; the boards go through the publisher's sender). Play imports no part of
`bot.background`, `bot.inline`, `bot.handlers` or `bot.webapp`; those are given to it."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Protocol

from engine.clock import Clock
from storage.coordination import Job

from ..views.keyboard import Keyboard

__all__ = ["Jobs", "PauseClocks", "Messages"]


class Jobs(Protocol):
    """The timed jobs: a handler per kind, and jobs put from synchronous code."""

    def on(self, kind: str, handler: Callable[[Job], Awaitable[None]]) -> None:
        """Run ``handler`` for the jobs of ``kind``."""

    def put_soon(self, kind: str, key: int, *, delay: float = 0.0, payload: str = "",
                 replace: bool = True) -> None:
        """Put the job of ``kind`` and ``key`` due in ``delay`` seconds (in the background)."""

    def hasten_soon(self, kind: str, key: int) -> None:
        """Make the job of ``kind`` and ``key``, if there is one, due now."""


class PauseClocks(Protocol):
    """The game clocks as a pause uses them."""

    @property
    def jobs(self) -> Jobs:
        """The jobs the clocks put (the time-out is kind ``clock``, key the game)."""

    def clock(self) -> float:
        """Now, on the clocks' time (seconds since the epoch)."""

    def current(self, clock: Clock) -> Clock:
        """``clock`` with the downtime seen so far given back."""

    def schedule(self, game_id: int, chat_id: int, clock: Clock) -> None:
        """Put (or take away) the time-out and the warning of ``clock``'s deadline."""


class Messages(Protocol):
    """Text messages in a chat, under the one call policy of `bot.delivery.telegram`, and
    who administers a group."""

    async def send(self, chat_id: int, text: str, markup: Keyboard | None = None) -> int:
        """Post a text message; its id (a failure is raised)."""

    async def edit(self, chat_id: int, message_id: int | None, text: str,
                   markup: Keyboard | None = None) -> bool:
        """Edit a text message (a failure is logged, not raised); whether it shows ``text``."""

    async def delete(self, chat_id: int, message_id: int | None) -> bool:
        """Delete a message (a failure is logged, not raised); whether it is gone."""

    async def administers(self, chat_id: int, user_id: int) -> bool:
        """Whether ``user_id`` created or administers the group ``chat_id`` (no when
        Telegram cannot tell)."""
