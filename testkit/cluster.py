"""Several real bot processes (``python -m bot``) in webhook mode on one database, behind
the fake Bot API acting as Telegram and as the reverse proxy that spreads the updates over
them round-robin. Shared by the multi-process end-to-end test and the benchmark.

Typical use::

    tg = FakeTelegram(); await tg.start()
    cluster = BotCluster(tg, "postgresql://…", workdir, processes=3)
    await cluster.start()
    ... drive games through tg ...
    cluster.kill(pid)            # SIGKILL one of them
    await cluster.stop()         # SIGTERM the rest, wait for them
"""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from testkit.fakeapi import FakeTelegram

__all__ = ["BotCluster", "free_port"]

SECRET = "cluster-secret_1"
PUBLIC_URL = "https://nardy.example/telegram/webhook"


def free_port() -> int:
    """A TCP port nobody listens on now (127.0.0.1)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class BotCluster:
    """``processes`` bot processes on database ``db`` (a PostgreSQL URL, or a SQLite file
    for one process), logs in ``workdir``."""

    tg: FakeTelegram
    db: str
    workdir: Path
    processes: int = 3
    env: dict[str, str] = field(default_factory=dict)
    procs: list[subprocess.Popen[bytes]] = field(default_factory=list)
    ports: list[int] = field(default_factory=list)

    def _env(self, i: int, port: int) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("NARDY_", "WEBHOOK_"))}
        env.update({
            "BOT_TOKEN": self.tg.token,
            "TELEGRAM_API_URL": self.tg.url,
            "NARDY_DB": self.db,
            "WEBHOOK_URL": PUBLIC_URL,
            "WEBHOOK_SECRET": SECRET,
            "WEBHOOK_HOST": "127.0.0.1",
            "WEBHOOK_PORT": str(port),
            "NARDY_HEALTH_FILE": str(self.workdir / f"heartbeat-{i}.json"),
            "NARDY_RENDER_WORKERS": "0",
            "NARDY_GROUP_EDITS_PER_MINUTE": "0",
            "NARDY_PRIVATE_EDITS_PER_SECOND": "0",
            "NARDY_AI_DELAY": "0",
            "NARDY_TURN_PING_SECONDS": "0",
            "NARDY_JOB_LEASE_SECONDS": "2",
            "NARDY_JOB_POLL_SECONDS": "0.2",
            "LOG_LEVEL": "WARNING",
            "PYTHONUNBUFFERED": "1",
        })
        env.update(self.env)
        return env

    async def start(self, timeout: float = 60.0) -> None:
        """Start the processes; return when every one of them accepts updates."""
        root = Path(__file__).resolve().parent.parent
        for i in range(self.processes):
            port = free_port()
            log = open(self.workdir / f"bot-{i}.log", "wb")  # noqa: SIM115 - kept by Popen
            self.procs.append(subprocess.Popen(
                [sys.executable, "-m", "bot"], cwd=root, env=self._env(i, port),
                stdout=log, stderr=subprocess.STDOUT))
            self.ports.append(port)
        self.tg.proxy([f"http://127.0.0.1:{p}/telegram/webhook" for p in self.ports])
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        for i, port in enumerate(self.ports):
            while not await _listening(port):
                if self.procs[i].poll() is not None:
                    raise RuntimeError(f"bot process {i} exited:\n{self.log(i)}")
                if loop.time() > deadline:
                    raise TimeoutError(f"bot process {i} did not start:\n{self.log(i)}")
                await asyncio.sleep(0.1)
        while self.tg.webhook is None:  # the last one registers after it listens
            if loop.time() > deadline:
                raise TimeoutError("no process registered the webhook")
            await asyncio.sleep(0.05)

    def log(self, i: int) -> str:
        """The output of process ``i`` so far."""
        return (self.workdir / f"bot-{i}.log").read_text(errors="replace")

    def pid_index(self, pid: int) -> int | None:
        """Which of the processes has ``pid``."""
        for i, p in enumerate(self.procs):
            if p.pid == pid:
                return i
        return None

    def kill(self, i: int) -> None:
        """SIGKILL process ``i`` (as a crash: nothing is cleaned up)."""
        self.procs[i].send_signal(signal.SIGKILL)
        self.procs[i].wait(10)

    async def stop(self, timeout: float = 20.0) -> list[int | None]:
        """SIGTERM the processes still running and wait for them; their exit codes."""
        for p in self.procs:
            if p.poll() is None:
                p.send_signal(signal.SIGTERM)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        for p in self.procs:
            while p.poll() is None and loop.time() < deadline:
                await asyncio.sleep(0.05)
            if p.poll() is None:
                p.kill()
                p.wait(5)
        return [p.returncode for p in self.procs]


async def _listening(port: int) -> bool:
    try:
        _, writer = await asyncio.open_connection("127.0.0.1", port)
    except OSError:
        return False
    writer.close()
    return True
