"""Start-up of the running bot: a refused token, Telegram unreachable, bad settings, the
webhook port taken, ``--help`` / ``--version`` and the heartbeat behind ``nardy-bot health``."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
import time
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest
from aiohttp import web

from bot import Settings, run_bot
from bot.__main__ import main
from bot.health import Beat, HealthError, Pulse, check, read_beat, write_beat
from bot.startup import StartupError
from testkit.fakeapi import FakeTelegram
from testkit.pgserver import free_port

REPO_ROOT = Path(__file__).resolve().parents[2]


class PortTelegram(FakeTelegram):
    """The fake server, started on a port chosen by the test; with setWebhook."""

    webhook: dict[str, Any] | None = None

    async def start_on(self, port: int) -> str:
        app = web.Application(client_max_size=20 * 1024 * 1024)
        app.router.add_post("/bot{token}/{method}", self._handle)
        app.router.add_get("/bot{token}/{method}", self._handle)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", port).start()
        self.url = f"http://127.0.0.1:{port}"
        return self.url

    async def _m_setWebhook(self, params: dict[str, Any], files: dict[str, bytes]) -> Any:
        self.webhook = params
        return self._ok(True)


class BotProcess:
    """``python -m bot`` as a child process whose standard error is collected line by line."""

    def __init__(self, env: dict[str, str], *args: str) -> None:
        self.env = env
        self.args = args
        self.lines: list[str] = []
        self.proc: asyncio.subprocess.Process | None = None
        self._reader: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", *self.args, cwd=REPO_ROOT, env=self.env,
            stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE)
        self._reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        assert self.proc is not None and self.proc.stderr is not None
        async for raw in self.proc.stderr:
            self.lines.append(raw.decode(errors="replace").rstrip("\n"))

    async def wait_line(self, text: str, timeout: float = 60.0) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in self.lines:
                if text in line:
                    return line
            assert self.proc is not None
            if self.proc.returncode is not None:
                break
            await asyncio.sleep(0.05)
        raise AssertionError(f"no line with {text!r} in {self.lines}")

    async def wait(self, timeout: float = 60.0) -> int:
        assert self.proc is not None and self._reader is not None
        code = await asyncio.wait_for(self.proc.wait(), timeout)
        await asyncio.wait_for(self._reader, timeout)
        return code

    def kill(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            self.proc.kill()

    @property
    def stderr(self) -> str:
        return "\n".join(self.lines)


@pytest.mark.slow
async def test_refused_token_exits_2_with_one_line(tmp_path: Path, bot_env: dict[str, str]) -> None:
    tg = FakeTelegram()
    url = await tg.start()
    bot = BotProcess(dict(bot_env, BOT_TOKEN="42:not-the-token", TELEGRAM_API_URL=url))
    try:
        await bot.start()
        assert await bot.wait() == 2
    finally:
        bot.kill()
        await tg.stop()
    lines = [line for line in bot.lines if line.strip()]
    assert len(lines) == 1, bot.stderr
    assert "401" in lines[0] and "BOT_TOKEN" in lines[0]
    assert not tg.calls_of("getUpdates")


@pytest.mark.slow
async def test_unreachable_telegram_is_retried_until_it_answers(tmp_path: Path, bot_env: dict[str, str]) -> None:
    port = free_port()  # nothing listens there yet
    env = dict(bot_env, BOT_TOKEN=FakeTelegram().token,
               TELEGRAM_API_URL=f"http://127.0.0.1:{port}")
    bot = BotProcess(env)
    tg = PortTelegram()
    try:
        await bot.start()
        line = await bot.wait_line("retrying in")
        assert "cannot reach Telegram" in line
        assert bot.proc is not None and bot.proc.returncode is None
        # while Telegram is away, the health check says so
        health = await asyncio.to_thread(_health, env)
        assert health[0] == 1 and "waiting for Telegram" in health[1]
        await tg.start_on(port)
        await tg.wait_until(lambda: tg.calls_of("getUpdates"), timeout=60)
        await bot.wait_line("Telegram answered getMe after")
        health = await asyncio.to_thread(_health, env)
        assert health[0] == 0 and health[1].startswith("polling: Telegram answered"), health
        assert bot.proc is not None
        bot.proc.send_signal(signal.SIGTERM)
        assert await bot.wait() == 0
    finally:
        bot.kill()
        await tg.stop()
    assert "Traceback" not in bot.stderr
    assert not (tmp_path / "data" / "heartbeat.json").exists()  # removed at a clean stop


def _health(env: dict[str, str]) -> tuple[int, str]:
    import subprocess

    done = subprocess.run([sys.executable, "-m", "bot", "health"], cwd=REPO_ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert "Traceback" not in done.stderr
    return done.returncode, done.stdout.strip()


@pytest.mark.parametrize(("name", "value", "expected"), [
    ("WEBHOOK_PORT", "70000", "WEBHOOK_PORT must be from 1 to 65535"),
    ("WEBHOOK_PORT", "0", "WEBHOOK_PORT must be from 1 to 65535"),
    ("WEBHOOK_PORT", "http", "WEBHOOK_PORT must be a whole number"),
    ("NARDY_AI_DELAY", "soon", "NARDY_AI_DELAY must be a number"),
    ("NARDY_AI_DELAY", "inf", "NARDY_AI_DELAY must be a finite number"),
    ("NARDY_RENDER_WORKERS", "1.5", "NARDY_RENDER_WORKERS must be a whole number"),
    ("LOG_LEVEL", "LOUD", "LOG_LEVEL must be"),
    ("BOT_TOKEN", "", "BOT_TOKEN is not set"),
    ("BOT_TOKEN", "token", "does not look like a Telegram bot token"),
    ("WEBHOOK_URL", "http://nardy.example", "WEBHOOK_URL must be an https:// address"),
    ("TELEGRAM_API_URL", "localhost:8081", "TELEGRAM_API_URL must be an http:// or https://"),
    ("WEBHOOK_PATH", "hook", "WEBHOOK_PATH must start with /"),
])
def test_bad_setting_exits_2_with_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
    name: str, value: str, expected: str,
) -> None:
    monkeypatch.setenv("BOT_TOKEN", "42:abc")
    monkeypatch.setenv(name, value)
    assert main([]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("nardy-bot: ") and expected in err, err


@pytest.mark.parametrize("case", ["folder", "under_a_file", "not_sqlite"])
async def test_bad_database_path_is_one_line(tmp_path: Path, case: str) -> None:
    (tmp_path / "file").write_text("not a database")
    db = {"folder": tmp_path, "under_a_file": tmp_path / "file" / "nardy.sqlite3",
          "not_sqlite": tmp_path / "file"}[case]
    with pytest.raises(StartupError, match="NARDY_DB") as failed:
        await run_bot(Settings(token="42:abc", db_path=str(db), api_url="http://127.0.0.1:9"))
    assert "\n" not in str(failed.value)


@pytest.mark.slow
async def test_bad_database_path_exits_2_without_traceback(tmp_path: Path, bot_env: dict[str, str]) -> None:
    bot = BotProcess(dict(bot_env, BOT_TOKEN="42:abc", NARDY_DB=str(tmp_path),
                          TELEGRAM_API_URL="http://127.0.0.1:9"))
    try:
        await bot.start()
        assert await bot.wait() == 2
    finally:
        bot.kill()
    lines = [line for line in bot.lines if line.strip()]
    assert len(lines) == 1 and "cannot open the database NARDY_DB=" in lines[0], bot.stderr


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="root may write into any folder")
async def test_unwritable_data_folder(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        with pytest.raises(StartupError, match="NARDY_DB"):
            await run_bot(Settings(token="42:abc", db_path=str(folder / "data" / "n.sqlite3")))
    finally:
        folder.chmod(0o755)


async def test_webhook_port_taken_and_webhook_health(tmp_path: Path) -> None:
    tg = PortTelegram()
    await tg.start()
    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))
    holder.listen()
    taken = holder.getsockname()[1]
    base = dict(token=tg.token, api_url=tg.url, ai_delay=0, render_workers=0,
                webhook_url="https://nardy.example", webhook_secret="s3cret",
                webhook_host="127.0.0.1")
    try:
        with pytest.raises(StartupError, match=f"cannot listen on 127.0.0.1:{taken}"):
            await run_bot(Settings(db_path=str(tmp_path / "a.sqlite3"), webhook_port=taken,
                                   **base))
        holder.close()
        port = free_port()
        settings = Settings(db_path=str(tmp_path / "b.sqlite3"), webhook_port=port, **base)
        stop = asyncio.Event()
        task = asyncio.create_task(run_bot(settings, stop_event=stop))
        try:
            heartbeat = tmp_path / "heartbeat.json"
            await tg.wait_until(lambda: heartbeat.exists() and
                                read_beat(heartbeat).mode == "webhook", timeout=30)
            healthy, line = await asyncio.to_thread(check, read_beat(heartbeat), time.time())
            assert healthy and line == f"webhook: serving on port {port}"
        finally:
            stop.set()
            await asyncio.wait_for(task, 20)
        assert not heartbeat.exists()
        beat = Beat(pid=1, mode="webhook", written_at=time.time(), port=port)
        healthy, line = await asyncio.to_thread(check, beat, time.time())
        assert not healthy and "nothing listens" in line  # the server is gone
    finally:
        holder.close()
        await tg.stop()


def test_health_check_rules(tmp_path: Path) -> None:
    now = 1_000_000.0
    polling = Beat(pid=1, mode="polling", written_at=now - 5, telegram_ok_at=now - 12)
    assert check(polling, now) == (True, "polling: Telegram answered 12 s ago")
    stale = Beat(pid=1, mode="polling", written_at=now - 300, telegram_ok_at=now - 300)
    assert check(stale, now)[0] is False and "300 s old" in check(stale, now)[1]
    silent = Beat(pid=1, mode="polling", written_at=now, telegram_ok_at=now - 500,
                  problem="network down")
    assert check(silent, now) == (
        False, "polling, but Telegram has not answered for 500 s (network down)")
    starting = Beat(pid=1, mode="starting", written_at=now, problem="DNS")
    assert check(starting, now) == (False, "starting: waiting for Telegram to answer (DNS)")

    path = tmp_path / "beat.json"
    with pytest.raises(HealthError, match="not running"):
        read_beat(path)
    write_beat(path, polling)
    assert read_beat(path) == polling
    path.write_text('{"mode": "polling"}')
    with pytest.raises(HealthError, match="not one the bot wrote"):
        read_beat(path)
    path.write_text("{")
    with pytest.raises(HealthError, match="cannot read"):
        read_beat(path)

    pulse = Pulse(str(tmp_path / "missing" / "beat.json"))
    pulse.write()  # an unwritable heartbeat is logged, not raised
    pulse.telegram_ok()
    assert pulse.beat.telegram_ok_at is not None and pulse.beat.problem is None


def test_help_and_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"nardy-bot {metadata.version('nardy')}"
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    out = capsys.readouterr().out
    assert done.value.code == 0
    for word in ("backup", "health", "BOT_TOKEN", "NARDY_DB", "WEBHOOK_URL"):
        assert word in out
    with pytest.raises(SystemExit) as done:
        main(["backup"])  # FILE missing: argparse's usage line, exit 2
    assert done.value.code == 2


def test_subcommands_need_no_token(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    """``health`` and ``backup`` read the settings like the bot but without BOT_TOKEN."""
    monkeypatch.delenv("BOT_TOKEN", raising=False)
    monkeypatch.delenv("NARDY_HEALTH_FILE", raising=False)
    db = tmp_path / "data" / "nardy.sqlite3"
    db.parent.mkdir()
    monkeypatch.setenv("NARDY_DB", str(db))
    assert main(["health"]) == 1
    assert capsys.readouterr().out.startswith("unhealthy: no heartbeat file")
    now = time.time()
    write_beat(str(db.parent / "heartbeat.json"),
               Beat(pid=1, mode="polling", written_at=now, telegram_ok_at=now - 3))
    assert main(["health"]) == 0
    assert capsys.readouterr().out.startswith("polling: Telegram answered")

    import sqlite3

    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE t (x)")
    assert main(["backup", str(tmp_path / "copy.sqlite3")]) == 0
    assert "copy.sqlite3" in capsys.readouterr().out
    assert (tmp_path / "copy.sqlite3").stat().st_size > 0

    monkeypatch.setenv("BOT_TOKEN", "not a token")  # a bad setting still gets its one line
    assert main(["health"]) == 2
    assert "does not look like a Telegram bot token" in capsys.readouterr().err
