"""The coach: 💡 Hint and its "show", ``/hints`` (a player's consent to hints in games
with a friend), ``/analysis`` and the 📊 Analysis buttons."""

from __future__ import annotations

from html import escape

from aiogram import F, Router
from aiogram.filters import Command, CommandObject
from aiogram.types import CallbackQuery, Message

from ..answers import Answer
from ..callbacks import AnalysisCB, HintCB
from ..i18n import Translator
from ..middlewares import hint_press
from ..review.analysis import Analyses
from ..review.coach import Coach

__all__ = ["router"]

_OFF = frozenset({"off", "no", "0", "выкл", "нет"})


def router() -> Router:
    """The router of the coach."""
    r = Router(name="coach")

    @r.callback_query(HintCB.filter(), F.message)
    async def hint(query: CallbackQuery, callback_data: HintCB, coach: Coach,
                   tr: Translator) -> Answer:
        assert query.message is not None
        return await coach.hint(query.message.chat.id, hint_press(query.from_user, callback_data),
                                tr)

    @r.callback_query(AnalysisCB.filter(), F.message)
    async def analysis(query: CallbackQuery, callback_data: AnalysisCB, analyses: Analyses,
                       tr: Translator) -> Answer:
        assert query.message is not None
        return await analyses.analysis(query.message.chat.id, callback_data.g, tr)

    @r.message(Command("hints"), F.from_user)
    async def hints(message: Message, command: CommandObject, coach: Coach, private: bool,
                    tr: Translator) -> None:
        assert message.from_user is not None
        if private:
            await message.answer(tr("coach.hints.private"))
            return
        agreed = (command.args or "").strip().lower() not in _OFF
        await coach.set_consent(message.chat.id, message.from_user.id, agreed)
        name = escape(message.from_user.full_name)
        await message.answer(tr("coach.hints.on" if agreed else "coach.hints.off", name=name))

    @r.message(Command("analysis"))
    async def analysis_cmd(message: Message, analyses: Analyses, tr: Translator) -> None:
        text, markup = await analyses.analysis_list(message.chat.id, tr)
        await message.answer(text, reply_markup=markup)

    return r
