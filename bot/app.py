"""Assembly: storage, Bot, Dispatcher, service; polling or webhook; clean shutdown."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable

from aiogram import Bot, Dispatcher
from aiogram.client.default import DefaultBotProperties
from aiogram.client.telegram import TelegramAPIServer
from aiogram.exceptions import TelegramAPIError
from aiogram.types import BotCommand, BotCommandScopeDefault

from storage import Storage
from storage.coordination import Coordination

from .config import Settings
from .delivery.sender import Frame, Sleep
from .delivery.telegram import KeptResponses, PulseMiddleware
from .handlers import build_routers
from .health import Pulse, last_beat
from .i18n import DEFAULT_LANGUAGE, LANGUAGES, menu_texts
from .middlewares import AnswerMiddleware, ChatMiddleware
from .service import ChooseFn, GameService
from .startup import StartupError, open_coordination, open_database, retry
from .webapp import WebApp

__all__ = ["build_bot", "build_dispatcher", "run_bot", "set_commands", "COMMANDS"]

log = logging.getLogger(__name__)

COMMANDS = ("new", "rules", "stats", "dice", "history", "resign", "claim", "hints",
            "analysis", "tournament", "withdraw", "settings", "lang", "help")
ALLOWED_UPDATES = ["message", "callback_query", "my_chat_member", "inline_query",
                   "chosen_inline_result"]


def build_bot(settings: Settings) -> Bot:
    """A Bot with HTML captions, talking to ``settings.api_url`` if one is set."""
    session = (KeptResponses(api=TelegramAPIServer.from_base(settings.api_url))
               if settings.api_url else KeptResponses())
    return Bot(settings.token, session=session,
               default=DefaultBotProperties(parse_mode="HTML",
                                            link_preview_is_disabled=True))


def build_dispatcher(service: GameService, settings: Settings) -> Dispatcher:
    """The dispatcher with every router and middleware; handlers receive the settings
    (``settings``) and each part of the service by its name (`GameService.parts`)."""
    dp = Dispatcher(settings=settings, **service.parts().workflow_data())
    dp.callback_query.outer_middleware(AnswerMiddleware())
    chat = ChatMiddleware(service.store, service.places)
    for observer in (dp.message, dp.callback_query, dp.my_chat_member, dp.inline_query,
                     dp.chosen_inline_result):
        observer.outer_middleware(chat)
    for r in build_routers():
        dp.include_router(r)
    return dp


async def set_commands(bot: Bot) -> None:
    """Register the command menu in every language the bot speaks, each for the Telegram
    users of that language, and in English for everybody else. The texts are read without
    parsing the catalogues of languages nobody has used yet (`bot.i18n.menu_texts`). Run
    beside the polling, not before it: its eleven calls would hold back the first answers
    after a start by as many round trips to Telegram. A failure is one logged line."""
    for lang, code in ((DEFAULT_LANGUAGE, None), *((lang, lang) for lang in LANGUAGES)):
        try:
            texts = menu_texts(lang, [f"cmd.{c}" for c in COMMANDS])
            commands = [BotCommand(command=c, description=t)
                        for c, t in zip(COMMANDS, texts, strict=True)]
            await bot.set_my_commands(commands, scope=BotCommandScopeDefault(),
                                      language_code=code)
        except Exception as exc:  # the menu is a convenience: the bot plays on without it
            log.warning("could not register the command menu (%s): %s", lang, exc)


async def run_bot(
    settings: Settings,
    *,
    stop_event: asyncio.Event | None = None,
    storage: Storage | None = None,
    choose_play: ChooseFn | None = None,
    on_delivered: Callable[[Frame, float], None] | None = None,
    ready: Callable[[GameService], None] | None = None,
    retry_delays: tuple[float, float] = (1.0, 60.0),
    coordination: Coordination | None = None,
    clock: Callable[[], float] | None = None,
    sleep: Sleep | None = None,
) -> None:
    """Run the bot until ``stop_event`` is set (or forever): open storage (unless one is
    given; ``coordination``: the processes' coordination, by default the one for
    ``settings.db_path``), wait for Telegram, resume games, receive updates by polling or webhook, then
    shut down cleanly.

    Raises `bot.startup.StartupError` (one-line message) when the database cannot be opened, Telegram
    refuses the token or the API address, Telegram refuses the webhook, or the webhook
    port cannot be bound. While Telegram cannot be reached (network down, server errors),
    the bot logs one line per attempt and retries after ``retry_delays[0]`` seconds,
    doubling up to ``retry_delays[1]``; it comes up as soon as Telegram answers, or
    returns quietly if ``stop_event`` is set first. ``clock``: the game clocks' time
    (seconds since the epoch; tests move it by hand); ``sleep``: a wait on that clock, given
    with it, for the board sender's budgets too."""
    own_storage = storage is None
    store = storage if storage is not None else await open_database(settings.db_path)
    own_coordination = coordination is None
    try:
        if coordination is None:
            coordination = await open_coordination(settings.db_path, store)
    except BaseException:
        if own_storage:
            await store.close()
        raise
    bot = build_bot(settings)
    down_since = last_beat(settings.heartbeat_path)  # a crashed run's last sign of life
    heard = PulseMiddleware()
    bot.session.middleware(heard)
    pulse = Pulse(settings.heartbeat_path, heard)
    service = GameService(bot, store, settings, choose_play=choose_play,
                          on_delivered=on_delivered, coordination=coordination,
                          clock=clock, sleep=sleep, down_since=down_since)
    dp = build_dispatcher(service, settings)
    webapp = service.webapp
    stop = stop_event or asyncio.Event()
    beating = asyncio.create_task(pulse.run(), name="nardy-heartbeat")
    menu: asyncio.Task[None] | None = None
    try:
        me = await retry(bot.me, "getMe", stop, retry_delays)
        if me is None:
            return
        log.info("connected to Telegram as @%s", me.username)
        menu = asyncio.create_task(set_commands(bot), name="nardy-command-menu")
        if webapp is not None:
            await webapp.start(me.username, own_server=not settings.webhook)
        await service.start()
        if ready is not None:
            ready(service)
        if settings.webhook:
            await _serve_webhook(bot, dp, settings, stop, pulse, retry_delays, webapp)
        else:
            pulse.mode("polling")
            await _poll(bot, dp, settings, stop)
    finally:
        for task in (beating, menu):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        pulse.remove()
        if webapp is not None:
            await webapp.close()
        await service.close()
        await bot.session.close()
        if own_coordination:
            await coordination.close()
        if own_storage:
            await store.close()


async def _poll(bot: Bot, dp: Dispatcher, settings: Settings, stop: asyncio.Event) -> None:
    with contextlib.suppress(TelegramAPIError):
        await bot.delete_webhook(drop_pending_updates=False)
    polling = asyncio.create_task(dp.start_polling(
        bot, handle_signals=False, close_bot_session=False,
        polling_timeout=settings.polling_timeout, allowed_updates=ALLOWED_UPDATES))
    waiter = asyncio.create_task(stop.wait())
    try:
        done, _ = await asyncio.wait({polling, waiter}, return_when=asyncio.FIRST_COMPLETED)
        if polling in done:
            polling.result()
    finally:
        waiter.cancel()
        if not polling.done():
            with contextlib.suppress(RuntimeError):
                await dp.stop_polling()
            with contextlib.suppress(asyncio.CancelledError):
                await polling


async def _serve_webhook(bot: Bot, dp: Dispatcher, settings: Settings,
                         stop: asyncio.Event, pulse: Pulse,
                         retry_delays: tuple[float, float], webapp: WebApp | None) -> None:
    from aiogram.webhook.aiohttp_server import SimpleRequestHandler, setup_application
    from aiohttp import web

    app = web.Application()
    SimpleRequestHandler(dispatcher=dp, bot=bot, secret_token=settings.webhook_secret,
                         handle_in_background=True).register(app, path=settings.webhook_path)
    setup_application(app, dp, bot=bot)
    if webapp is not None:  # the board page beside the webhook, behind the same proxy
        webapp.register(app)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    try:
        site = web.TCPSite(runner, settings.webhook_host, settings.webhook_port)
        try:
            await site.start()
        except OSError as exc:
            raise StartupError(
                f"cannot listen on {settings.webhook_host}:{settings.webhook_port} "
                f"(WEBHOOK_HOST/WEBHOOK_PORT): {exc.strerror or exc}") from None
        url = settings.webhook_url or ""
        if not url.rstrip("/").endswith(settings.webhook_path.rstrip("/")):
            url = url.rstrip("/") + settings.webhook_path
        registered = await retry(
            lambda: bot.set_webhook(url, secret_token=settings.webhook_secret,
                                    allowed_updates=ALLOWED_UPDATES),
            "setWebhook", stop, retry_delays)
        if registered is None:
            return
        pulse.mode("webhook", settings.webhook_port)
        log.info("webhook mode: listening on %s:%s%s", settings.webhook_host,
                 settings.webhook_port, settings.webhook_path)
        await stop.wait()
    finally:
        if webapp is not None:
            webapp.stop_streams()
        await runner.cleanup()
