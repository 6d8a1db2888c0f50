"""The running bot's heartbeat file and the ``nardy-bot health`` check behind Docker's
``HEALTHCHECK``.

The bot rewrites a small JSON file every `BEAT_SECONDS` (atomically: write, then rename):
its mode (``starting`` while it waits for Telegram, ``polling`` or ``webhook``), when the
file was written, when Telegram last answered a request, the last problem reaching
Telegram, and the webhook port. ``nardy-bot health`` reads it and says in one line whether
the bot is receiving updates. Standard library only: the check must not import aiogram.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import socket
import time
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, Protocol

__all__ = [
    "BEAT_SECONDS",
    "MAX_AGE",
    "MAX_SILENCE",
    "Beat",
    "HealthError",
    "Heard",
    "Hearing",
    "Pulse",
    "check",
    "last_beat",
    "read_beat",
    "write_beat",
]

log = logging.getLogger(__name__)

#: How often the running bot rewrites its heartbeat file.
BEAT_SECONDS = 15.0
#: An older heartbeat means the bot is stopped or stuck.
MAX_AGE = 90.0
#: In polling mode, Telegram answers getUpdates at least every polling timeout (10 s); no
#: answer for this long means the bot is cut off from Telegram.
MAX_SILENCE = 120.0

MODES = ("starting", "polling", "webhook")


class HealthError(Exception):
    """The heartbeat file is missing or unreadable (the message is one line)."""


@dataclass(frozen=True)
class Beat:
    """One heartbeat: what the bot is doing, as of ``written_at`` (Unix seconds)."""

    pid: int
    mode: str
    written_at: float
    telegram_ok_at: float | None = None
    problem: str | None = None
    port: int | None = None


def write_beat(path: str | os.PathLike[str], beat: Beat) -> None:
    """Replace the file at ``path`` by ``beat`` as JSON (never a half-written file)."""
    target = Path(path)
    part = target.with_name(f".{target.name}.{os.getpid()}.part")
    part.write_text(json.dumps(asdict(beat)), encoding="utf-8")
    os.replace(part, target)


def read_beat(path: str | os.PathLike[str]) -> Beat:
    """The heartbeat stored at ``path``; `HealthError` if there is none or it is unreadable."""
    try:
        data: Any = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise HealthError(f"no heartbeat file at {path}: the bot is not running") from None
    except (OSError, ValueError) as exc:
        raise HealthError(f"cannot read the heartbeat file {path}: {exc}") from None
    try:
        beat = Beat(**data)
    except TypeError:
        raise HealthError(f"the heartbeat file {path} is not one the bot wrote") from None
    if beat.mode not in MODES or not isinstance(beat.written_at, int | float):
        raise HealthError(f"the heartbeat file {path} is not one the bot wrote")
    return beat


def _port_open(port: int, timeout: float = 3.0) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout):
            return True
    except OSError:
        return False


def check(beat: Beat, now: float, *, max_age: float = MAX_AGE,
          max_silence: float = MAX_SILENCE) -> tuple[bool, str]:
    """Whether the bot that wrote ``beat`` is receiving updates at time ``now``, and one
    line saying so: polling is healthy while Telegram answered within ``max_silence``
    seconds; webhook mode while the webhook port accepts connections on this machine."""
    age = now - beat.written_at
    if age > max_age:
        return False, f"the heartbeat is {age:.0f} s old: the bot is stopped or stuck"
    if beat.mode == "starting":
        why = f" ({beat.problem})" if beat.problem else ""
        return False, f"starting: waiting for Telegram to answer{why}"
    if beat.mode == "webhook":
        if beat.port is None or not _port_open(beat.port):
            return False, f"webhook mode, but nothing listens on port {beat.port}"
        return True, f"webhook: serving on port {beat.port}"
    if beat.telegram_ok_at is None:
        return False, "polling, but Telegram has not answered yet"
    silence = now - beat.telegram_ok_at
    if silence > max_silence:
        why = f" ({beat.problem})" if beat.problem else ""
        return False, f"polling, but Telegram has not answered for {silence:.0f} s{why}"
    return True, f"polling: Telegram answered {silence:.0f} s ago"


def last_beat(path: str | os.PathLike[str] | None) -> float | None:
    """When the heartbeat left at ``path`` was written (Unix seconds): a run that ended
    without removing it (killed) was alive until then; None when there is none (the last
    run stopped cleanly, or this is the first)."""
    if path is None:
        return None
    try:
        return read_beat(path).written_at
    except HealthError:
        return None


class Hearing(Protocol):
    """When Telegram last answered a request of the bot (Unix seconds; None before its first
    answer) and the last problem reaching it since (None after an answer): plain
    attributes, kept by the request middleware (`bot.delivery.telegram.PulseMiddleware`)
    on every call and read by `Pulse` only when it writes the beat."""

    ok_at: float | None
    problem: str | None


@dataclass(slots=True)
class Heard:
    """A `Hearing` of its own, for a `Pulse` given none."""

    ok_at: float | None = None
    problem: str | None = None


class Pulse:
    """The running bot's side: keeps the current `Beat` and writes it to ``path`` (or
    nowhere when ``path`` is None), with what ``heard`` says of Telegram at that moment. A
    failed write is logged once, never raised."""

    def __init__(self, path: str | None, heard: Hearing | None = None) -> None:
        self.path = path
        self.heard: Hearing = heard if heard is not None else Heard()
        self._beat = Beat(pid=os.getpid(), mode="starting", written_at=time.time())
        self._warned = False

    @property
    def beat(self) -> Beat:
        """The current beat, with when Telegram last answered and the last problem since."""
        return replace(self._beat, telegram_ok_at=self.heard.ok_at, problem=self.heard.problem)

    def telegram_ok(self) -> None:
        """Telegram answered a request just now."""
        self.heard.ok_at = time.time()
        self.heard.problem = None

    def problem(self, text: str) -> None:
        """Reaching Telegram failed with ``text`` (shown by the health check)."""
        self.heard.problem = text

    def mode(self, mode: str, port: int | None = None) -> None:
        """The bot now receives updates this way; the file is rewritten at once."""
        self._beat = replace(self._beat, mode=mode, port=port)
        self.write()

    def write(self) -> None:
        """Write the current beat (stamped now) to the file."""
        if self.path is None:
            return
        self._beat = replace(self._beat, written_at=time.time())
        try:
            write_beat(self.path, self.beat)
        except OSError as exc:
            if not self._warned:
                self._warned = True
                log.warning("cannot write the heartbeat file %s: %s", self.path, exc)

    async def run(self, period: float = BEAT_SECONDS) -> None:
        """Write the beat every ``period`` seconds until cancelled."""
        while True:
            self.write()
            await asyncio.sleep(period)

    def remove(self) -> None:
        """Delete the file (the bot stops)."""
        if self.path is None:
            return
        try:
            Path(self.path).unlink(missing_ok=True)
        except OSError:
            pass
