"""The doubling cube's buttons (Roll, Double, Take, Pass), in a chat or an inline
message."""

from __future__ import annotations

from aiogram import Router
from aiogram.types import CallbackQuery

from ..answers import INVALID, Answer
from ..callbacks import CubeCB
from ..middlewares import cube_press
from ..play.cube import CubePresses

__all__ = ["router"]


def router() -> Router:
    """The router of the cube's buttons."""
    r = Router(name="cube")

    @r.callback_query(CubeCB.filter())
    async def press(query: CallbackQuery, callback_data: CubeCB, cube: CubePresses,
                    chat_key: int | None) -> Answer:
        if chat_key is None:
            return INVALID
        return await cube.press(chat_key, cube_press(query.from_user, callback_data))

    return r
