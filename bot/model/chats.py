"""Chat keys: what a chat key says about the chat it names, without I/O.

Every per-chat part of the bot (the lock, the edit budget, the "one unfinished game per
chat" rule of storage) works on a chat key. A Telegram chat's key is its id: a group's is
negative, a user's private chat's is the user's id (below ``2**52``). A game played in an
inline message (posted through inline mode into any chat, where the bot need not be a
member) has no chat the bot can see; its key is derived from its ``inline_message_id`` and
lies above ``2**62``, far beyond any Telegram chat id, so it never meets a real chat.
"""

from __future__ import annotations

import hashlib

__all__ = ["INLINE_CHAT_BASE", "inline_chat_id", "is_inline_chat", "is_private_chat"]

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


def is_private_chat(chat_id: int) -> bool:
    """Whether ``chat_id`` is a user's private chat with the bot (neither a group nor an
    inline message)."""
    return 0 < chat_id < INLINE_CHAT_BASE
