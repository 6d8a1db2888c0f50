"""The values the fake Bot API server keeps: users, chats, messages, recorded calls."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = ["TOKEN", "FakeUser", "FakeMessage", "FakeInlineMessage", "FakeChat", "Call", "Failure"]

TOKEN = "123456:TEST-token-for-the-fake-server"


@dataclass
class FakeUser:
    """A Telegram user of the fake server."""

    id: int
    first_name: str
    language_code: str | None = "ru"
    username: str | None = None
    is_bot: bool = False

    def as_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"id": self.id, "is_bot": self.is_bot, "first_name": self.first_name}
        if self.username:
            d["username"] = self.username
        if self.language_code:
            d["language_code"] = self.language_code
        return d


@dataclass
class FakeMessage:
    """A message as the fake server keeps it (its latest content after edits)."""

    message_id: int
    chat_id: int
    from_user: FakeUser
    date: int
    text: str | None = None
    caption: str | None = None
    photo: bytes | None = None
    document: bytes | None = None
    file_name: str | None = None
    animation: bytes | None = None
    reply_markup: dict[str, Any] | None = None
    parse_mode: str | None = None
    deleted: bool = False
    edits: int = 0

    @property
    def content(self) -> str:
        """The text or the caption."""
        return self.text if self.text is not None else (self.caption or "")


@dataclass
class FakeInlineMessage:
    """A message posted through inline mode (via the bot) into a chat, as it looks now."""

    inline_message_id: str
    chat_id: int
    sender: FakeUser
    photo: bytes | None = None
    media_ref: str | None = None
    caption: str | None = None
    reply_markup: dict[str, Any] | None = None
    edits: int = 0

    @property
    def content(self) -> str:
        """The caption."""
        return self.caption or ""


@dataclass
class FakeChat:
    """A chat with its messages (by id, in order of sending)."""

    id: int
    type: str = "private"
    title: str | None = None
    messages: dict[int, FakeMessage] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"id": self.id, "type": self.type}
        if self.type != "private":
            d["title"] = self.title or f"Group {self.id}"
        else:
            d["first_name"] = "Chat"
        return d

    def visible(self) -> list[FakeMessage]:
        """Messages that were not deleted, oldest first."""
        return [m for m in self.messages.values() if not m.deleted]


@dataclass(frozen=True)
class Call:
    """One request the bot made: method name, its parameters, and monotonic time."""

    method: str
    params: dict[str, Any]
    at: float


@dataclass
@dataclass
class Failure:
    """A failure the next calls of a method answer with (see ``FakeTelegram.fail``)."""

    error: str
    retry_after: int
    times: int
