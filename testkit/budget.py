"""What the fake Bot API (:mod:`testkit.fakeapi`) saw of a group's budget: the bot's sends
and edits of messages in each group, and the most of them within any minute (Telegram
allows about 20 a minute in a group). Times are those of the fake's clock."""

from __future__ import annotations

from testkit.fakeapi import FakeTelegram

__all__ = ["BUDGETED", "group_sends", "busiest_minute", "GROUP_LIMIT"]

GROUP_LIMIT = 20
"""Messages a minute Telegram lets a bot send (and edit) in one group."""

BUDGETED = frozenset({
    "sendMessage", "sendPhoto", "sendDocument", "sendAnimation", "sendMediaGroup",
    "editMessageText", "editMessageCaption", "editMessageMedia", "editMessageReplyMarkup",
})
"""The calls that count against a group's budget."""


def group_sends(tg: FakeTelegram, chat_id: int | None = None) -> dict[int, list[float]]:
    """The times of the bot's sends and edits of messages in each group (ids < 0), or in
    group ``chat_id`` only; inline messages do not count."""
    out: dict[int, list[float]] = {}
    for c in tg.calls:
        if c.method not in BUDGETED or c.params.get("inline_message_id"):
            continue
        try:
            chat = int(c.params.get("chat_id", 0))
        except (TypeError, ValueError):
            continue
        if chat < 0 and (chat_id is None or chat == chat_id):
            out.setdefault(chat, []).append(c.at)
    return out


def busiest_minute(tg: FakeTelegram, chat_id: int | None = None) -> int:
    """The most sends and edits the bot made in one group within any 60 seconds."""
    most = 0
    for times in group_sends(tg, chat_id).values():
        times.sort()
        start = 0
        for end, at in enumerate(times):
            while at - times[start] >= 60.0:
                start += 1
            most = max(most, end - start + 1)
    return most
