"""The doubling cube's buttons: Roll, Double, Take, Pass."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.types import CallbackQuery

from ..answers import Answer
from ..callbacks import CubeCB
from ..service import GameService

__all__ = ["router"]


def router() -> Router:
    """The router of the cube's buttons."""
    r = Router(name="cube")

    @r.callback_query(CubeCB.filter(), F.message)
    async def cube(query: CallbackQuery, callback_data: CubeCB, service: GameService) -> Answer:
        assert query.message is not None
        return await service.cube(query.message.chat.id, query.from_user, callback_data)

    return r
