"""What the running bot keeps in memory (bench/README.md, "Start-up and memory"), each in a
fresh interpreter, as a deployed bot starts: a language's Fluent catalogue (and its Babel
locale data) is parsed when somebody first speaks that language, not for the command menu
registered at start-up in every language nor for ``/lang``, which names them all; a picture worker started by the ``nardy-bot``
script imports drawing only, not the settings, storage, aiogram or the translations."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]

BOT = """
import asyncio, json, sys
from bot.app import COMMANDS, run_bot
from bot.config import Settings
from bot.i18n import LANGUAGES, Translator, loaded
from testkit.fakeapi import FakeTelegram

async def main():
    tg = FakeTelegram()
    await tg.start()
    settings = Settings(token=tg.token, db_path=sys.argv[1], api_url=tg.url, ai_delay=0,
                        render_workers=0)
    stop = asyncio.Event()
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(run_bot(settings, stop_event=stop,
                                       ready=lambda s: ready.set_result(s)))
    await asyncio.wait_for(ready, 30)
    at_start = loaded()
    user = tg.user(31, "Оксана", "uk")
    await tg.send_text(31, user, "/start")
    await tg.wait_for_message(31, lambda m: "/new" in (m.text or ""), 30)
    await tg.send_text(31, user, "/lang")
    await tg.wait_for_message(31, lambda m: len(tg.buttons(m)) == len(LANGUAGES), 30)
    spoken = loaded()
    await tg.wait_until(lambda: len(tg.commands) == 1 + len(LANGUAGES), 30)
    stop.set()
    await asyncio.wait_for(task, 30)
    await tg.stop()
    menus = {lang: [c["description"] for c in tg.commands[lang]] for lang in LANGUAGES}
    expected = {lang: [Translator(lang)(f"cmd.{c}") for c in COMMANDS] for lang in LANGUAGES}
    print(json.dumps({"start": at_start, "spoken": spoken, "menus": menus == expected,
                      "default": [c["description"] for c in tg.commands[""]]
                                 == [Translator("en")(f"cmd.{c}") for c in COMMANDS]}))

asyncio.run(main())
"""

WORKER = """
import json, sys
from bot.__main__ import main  # what the generated nardy-bot script runs

if __name__ == "__main__":
    from bot.delivery.boards import PictureRenderer
    renderer = PictureRenderer(workers=1)
    pool = renderer._pool
    modules = pool.submit(eval, "sorted(__import__('sys').modules)").result(60)
    renderer.close()
    print(json.dumps(modules))
"""


def _run(code: str, tmp_path: Path, *args: str) -> object:
    script = tmp_path / "child.py"
    script.write_text(code, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, str(script), *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_catalogue_is_parsed_when_its_language_is_first_spoken(tmp_path: Path) -> None:
    seen = _run(BOT, tmp_path, str(tmp_path / "bot.sqlite3"))
    assert isinstance(seen, dict)
    # the menu of every language registered, none of those languages parsed for it
    assert seen["menus"] and seen["default"]
    assert set(seen["start"]) <= {"ru", "en"}
    # a Ukrainian's /start parses Ukrainian (not the spare language, read on a miss only),
    # and /lang, which names every language with its state, nothing else
    assert set(seen["spoken"]) - set(seen["start"]) == {"uk"}


def test_a_picture_worker_of_the_script_imports_drawing_only(tmp_path: Path) -> None:
    modules = _run(WORKER, tmp_path)
    assert isinstance(modules, list)
    assert {"rendering", "engine", "bot.delivery.drawing"} <= set(modules)
    tops = {m.split(".")[0] for m in modules}
    assert not tops & {"aiogram", "aiohttp", "pydantic", "pydantic_settings", "fluent",
                       "babel", "storage", "aiosqlite", "sqlite3", "ai", "asyncio",
                       "argparse"}
    assert not [m for m in modules if m.startswith("bot.") and m not in (
        "bot.__main__", "bot.delivery", "bot.delivery.drawing")]
