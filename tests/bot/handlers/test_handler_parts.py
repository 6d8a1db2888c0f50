"""Every parameter of every handler of every router resolves: to the event, to a part of
`bot.service.HandlerParts` (by its field's name), to what the middlewares and filters put
into the handler data, or to aiogram's own data; and every part is asked for by some
handler."""

from __future__ import annotations

import inspect
from dataclasses import fields

from aiogram.filters import Command
from aiogram.filters.callback_data import CallbackQueryFilter

from bot.handlers import build_routers
from bot.service import HandlerParts

MIDDLEWARE = {"chat_key", "private", "lang", "tr", "own", "speech"}
"""What `bot.middlewares.ChatMiddleware` puts into the handler data."""
DISPATCHER = {"settings"}
"""What `bot.app.build_dispatcher` gives the dispatcher besides the parts."""
AIOGRAM = {"bot", "event_from_user", "event_chat", "event_update", "event_router",
           "dispatcher", "bots", "handler", "state", "raw_state", "fsm_storage",
           "event_thread_id", "event_context"}
"""What aiogram itself puts into every handler's data."""


def test_every_handler_parameter_resolves_and_every_part_is_used() -> None:
    parts = {f.name for f in fields(HandlerParts)}
    unresolved: list[str] = []
    asked: set[str] = set()
    handlers = 0
    for router in build_routers():
        for observer_name, observer in router.observers.items():
            for handler in observer.handlers:
                handlers += 1
                params = list(inspect.signature(handler.callback).parameters)
                known = parts | MIDDLEWARE | DISPATCHER | AIOGRAM | {params[0]}
                for f in handler.filters or ():
                    if isinstance(f.callback, CallbackQueryFilter):
                        known.add("callback_data")
                    if isinstance(f.callback, Command):
                        known.add("command")
                where = f"{router.name}.{observer_name}.{handler.callback.__name__}"
                unresolved += [f"{where}({p})" for p in params if p not in known]
                asked |= set(params) & parts
    assert handlers > 30
    assert unresolved == []
    assert parts - asked == set(), "parts no handler asks for"


def test_the_parts_feed_the_dispatcher_by_their_names() -> None:
    names = [f.name for f in fields(HandlerParts)]
    values = [object() for _ in names]
    data = HandlerParts(**dict(zip(names, values, strict=True))).workflow_data()  # type: ignore[arg-type]
    assert list(data) == names and list(data.values()) == values
