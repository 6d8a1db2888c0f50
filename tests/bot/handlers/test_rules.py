"""``/rules`` sends each topic's picture once and then by its ``file_id``; a ``file_id``
Telegram no longer takes is uploaded again."""

from __future__ import annotations

import json
from typing import Any

from bot.handlers.rules import TOPICS, _picture
from tests.bot.helpers import BotHarness


def _photo_ref(params: dict[str, Any]) -> str:
    """What a sendPhoto or editMessageMedia request gives as its photo: ``attach://…``
    for an upload, else a ``file_id``."""
    if "media" in params:
        media = params["media"]
        return str((json.loads(media) if isinstance(media, str) else media)["media"])
    return str(params["photo"])


async def test_a_topic_is_uploaded_once_then_sent_by_its_file_id(harness: BotHarness) -> None:
    h = harness
    await h.start()
    topics = [(v, t) for v, ts in TOPICS.items() for t in ts]
    refs: dict[int, list[str]] = {}
    for reader in (31, 32):  # two readers in their private chats, the same language
        user = h.tg.user(reader, f"Reader {reader}", "ru")
        start = len(h.tg.calls)
        await h.tg.send_text(reader, user, "/rules")
        rules = await h.tg.wait_for_message(reader, lambda m: bool(h.find(m, "h:")))
        assert rules.photo == _picture("long", "setup", "ru")
        for variant, topic in topics:
            ans = await h.press(reader, user, rules, f"h:{variant}:{topic}")
            assert not ans.get("text"), (variant, topic, ans)
            shown = h.tg.chat(reader).messages[rules.message_id]
            assert shown.photo == _picture(variant, topic, "ru"), (variant, topic)
        refs[reader] = [_photo_ref(c.params) for c in h.tg.calls[start:]
                        if c.method in ("sendPhoto", "editMessageMedia")]
    assert len(refs[31]) == len(refs[32]) == len(topics) + 1
    # the first reader's pictures were uploaded, the opening one once (its topic button
    # then gives it by its id); the second reader's all went by their ids
    assert refs[31][0].startswith("attach://") and not refs[31][1].startswith("attach://")
    assert all(r.startswith("attach://") for r in refs[31][2:]), refs[31]
    assert not any(r.startswith("attach://") for r in refs[32]), refs[32]

    # Telegram forgot the files: each is uploaded again and nobody sees an error
    h.tg.files.clear()
    user = h.tg.user(33, "Reader 33", "ru")
    start = len(h.tg.calls)
    await h.tg.send_text(33, user, "/rules")
    rules = await h.tg.wait_for_message(33, lambda m: bool(h.find(m, "h:")))
    assert rules.photo == _picture("long", "setup", "ru")
    ans = await h.press(33, user, rules, "h:short:hit")
    assert not ans.get("text"), ans
    assert h.tg.chat(33).messages[rules.message_id].photo == _picture("short", "hit", "ru")
    tried = [(c.method, _photo_ref(c.params)) for c in h.tg.calls[start:]
             if c.method in ("sendPhoto", "editMessageMedia")]
    assert [m for m, _ in tried] == ["sendPhoto"] * 2 + ["editMessageMedia"] * 2
    assert [r.startswith("attach://") for _, r in tried] == [False, True, False, True]
