"""Per-chat settings. Semantics: `storage.api.Storage` and `storage.values.ChatSettings`."""

from __future__ import annotations

from storage.rows import SETTINGS_FIELDS, settings_from_row, settings_update_fields
from storage.sql.base import StoreBase
from storage.values import UNSET, ChatSettings, Variant, _Unset


class SettingsStore(StoreBase):
    """Chat settings."""

    async def get_chat_settings(self, chat_id: int) -> ChatSettings:
        row = await self._db.fetchrow(
            f"SELECT {', '.join(SETTINGS_FIELDS)} FROM chat_settings WHERE chat_id = ?",
            chat_id,
        )
        return settings_from_row(chat_id, row)

    async def update_chat_settings(
        self,
        chat_id: int,
        *,
        language: str | None | _Unset = UNSET,
        default_variant: Variant | None | _Unset = UNSET,
        default_ai_level: str | None | _Unset = UNSET,
        inactivity_timeout_s: int | None | _Unset = UNSET,
        lobby_timeout_s: int | None | _Unset = UNSET,
        auto_finish: bool | None | _Unset = UNSET,
        default_time_control: str | None | _Unset = UNSET,
        tournaments_open: bool | None | _Unset = UNSET,
    ) -> ChatSettings:
        given = settings_update_fields(
            language=language, default_variant=default_variant,
            default_ai_level=default_ai_level, inactivity_timeout_s=inactivity_timeout_s,
            lobby_timeout_s=lobby_timeout_s, auto_finish=auto_finish,
            default_time_control=default_time_control, tournaments_open=tournaments_open,
        )  # fmt: skip
        names = ["chat_id", "updated_at", *given]
        updates = ", ".join(f"{name} = excluded.{name}" for name in ["updated_at", *given])
        row = await self._db.fetchrow(
            f"INSERT INTO chat_settings ({', '.join(names)}) "
            f"VALUES ({', '.join('?' for _ in names)}) "
            f"ON CONFLICT (chat_id) DO UPDATE SET {updates} "
            f"RETURNING {', '.join(SETTINGS_FIELDS)}",
            chat_id, self._now(), *given.values(),
        )  # fmt: skip
        return settings_from_row(chat_id, row)
