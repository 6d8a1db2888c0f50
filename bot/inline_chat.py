"""Inline messages as chats of their own.

A game played in an inline message (posted through inline mode into any chat, where the
bot need not be a member) has no chat the bot can see. The bot gives each inline message
a chat key of its own, derived from its ``inline_message_id``: every per-chat part of the
bot (the lock, the edit budget, the "one unfinished game per chat" rule of storage) then
treats the inline message as one chat. The keys lie above ``2**62``, far beyond any
Telegram chat id (user ids stay below ``2**52``, group ids are negative), so they never
meet a real chat.
"""

from __future__ import annotations

import hashlib

__all__ = ["INLINE_CHAT_BASE", "inline_chat_id", "is_inline_chat"]

INLINE_CHAT_BASE = 1 << 62
"""The smallest chat key of an inline message."""

_SPAN = 1 << 56


def inline_chat_id(inline_message_id: str) -> int:
    """The chat key of an inline message: the same for the same id in every process."""
    digest = hashlib.blake2b(inline_message_id.encode(), digest_size=7).digest()
    return INLINE_CHAT_BASE + int.from_bytes(digest, "big") % _SPAN


def is_inline_chat(chat_id: int) -> bool:
    """Whether ``chat_id`` is the chat key of an inline message (not a Telegram chat)."""
    return INLINE_CHAT_BASE <= chat_id < INLINE_CHAT_BASE + _SPAN
