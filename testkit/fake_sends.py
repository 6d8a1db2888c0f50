"""The fake Bot API's methods that post, delete and answer."""

from __future__ import annotations

import json
from typing import Any

from aiohttp import web

from testkit.fake_state import FakeState

__all__ = ["SendMethods"]


class SendMethods(FakeState):
    """sendMessage, sendPhoto, sendDocument, sendAnimation, deleteMessage and the answers to
    callback and inline queries."""

    async def _m_sendMessage(self, params: dict[str, Any], files: dict[str, bytes]) -> web.Response:
        if (refused := self._forbidden(params)) is not None:
            return refused
        chat = self.chat(int(params["chat_id"]))
        markup = self._markup(params)
        if (err := self._check_markup(markup)) is not None:
            return self._error(400, err)
        text = params.get("text", "")
        if not text:
            return self._error(400, "Bad Request: message text is empty")
        msg = self._new_message(chat, self.bot_user, text=text, reply_markup=markup,
                                parse_mode=params.get("parse_mode"))
        return self._ok(self._message_dict(msg))

    async def _m_sendPhoto(self, params: dict[str, Any], files: dict[str, bytes]) -> web.Response:
        if (refused := self._forbidden(params)) is not None:
            return refused
        chat = self.chat(int(params["chat_id"]))
        markup = self._markup(params)
        if (err := self._check_markup(markup)) is not None:
            return self._error(400, err)
        ref = params.get("photo")
        if isinstance(ref, str) and not ref.startswith("attach://") and not files:
            if ref not in self.files:  # a file_id of a photo sent before
                return self._error(400, "Bad Request: wrong file identifier/HTTP URL specified")
            photo: bytes | None = self.files[ref]
        else:
            photo = files.get("photo") or next(iter(files.values()), None)
        if photo is None or not photo.startswith(b"\x89PNG"):
            return self._error(400, "Bad Request: photo must be an uploaded PNG or the file_id "
                                    "of one in this fake")
        msg = self._new_message(chat, self.bot_user, caption=params.get("caption"), photo=photo,
                                reply_markup=markup, parse_mode=params.get("parse_mode"))
        self.files[f"photo-{msg.message_id}-0"] = photo
        return self._ok(self._message_dict(msg))

    async def _m_sendDocument(self, params: dict[str, Any],
                              files: dict[str, bytes]) -> web.Response:
        chat = self.chat(int(params["chat_id"]))
        key = str(params.get("document", ""))
        key = key.removeprefix("attach://") if key.startswith("attach://") else "document"
        doc = files.get(key)
        if doc is None:
            return self._error(400, "Bad Request: document must be an uploaded file in this fake")
        msg = self._new_message(chat, self.bot_user, caption=params.get("caption"), document=doc,
                                file_name=params.get(f"{key}.filename"),
                                parse_mode=params.get("parse_mode"))
        return self._ok(self._message_dict(msg))

    async def _m_sendAnimation(self, params: dict[str, Any],
                               files: dict[str, bytes]) -> web.Response:
        if (refused := self._forbidden(params)) is not None:
            return refused
        chat = self.chat(int(params["chat_id"]))
        key = str(params.get("animation", ""))
        key = key.removeprefix("attach://") if key.startswith("attach://") else "animation"
        data = files.get(key)
        if data is None or not data.startswith(b"GIF8"):
            return self._error(400, "Bad Request: animation must be an uploaded GIF in this fake")
        if len(data) > 50 * 1024 * 1024:
            return self._error(400, "Bad Request: file is too big")
        msg = self._new_message(chat, self.bot_user, caption=params.get("caption"),
                                animation=data, file_name=params.get(f"{key}.filename"),
                                parse_mode=params.get("parse_mode"))
        return self._ok(self._message_dict(msg))

    async def _m_deleteMessage(self, params: dict[str, Any], files: dict[str, bytes]) -> web.Response:
        msg = self._target(params)
        if msg is None:
            return self._error(400, "Bad Request: message to delete not found")
        msg.deleted = True
        return self._ok(True)

    async def _m_answerInlineQuery(self, params: dict[str, Any],
                                   files: dict[str, bytes]) -> web.Response:
        fut = self._inline_answers.get(str(params.get("inline_query_id")))
        if fut is None or fut.done():
            return self._error(400, "Bad Request: query is too old and response timeout "
                                    "expired or query ID is invalid")
        results = params.get("results")
        if isinstance(results, str):
            results = json.loads(results)
        for r in results or []:
            if r.get("type") == "photo" and "photo_file_id" in r and \
                    r["photo_file_id"] not in self.files:
                return self._error(400, "Bad Request: wrong file identifier/HTTP URL specified")
            if (err := self._check_markup(r.get("reply_markup"))) is not None:
                return self._error(400, err)
        answer = dict(params)
        answer["results"] = results or []
        fut.set_result(answer)
        return self._ok(True)

    async def _m_answerCallbackQuery(self, params: dict[str, Any],
                                     files: dict[str, bytes]) -> web.Response:
        cid = str(params.get("callback_query_id"))
        fut = self._answers.get(cid)
        if fut is None:
            return self._error(400, "Bad Request: query is too old and response timeout expired "
                                    "or query ID is invalid")
        if fut.done():
            return self._error(400, "Bad Request: query is already answered")
        answer = {k: v for k, v in params.items() if k != "callback_query_id"}
        if "show_alert" in answer:
            answer["show_alert"] = str(answer["show_alert"]).lower() in ("true", "1")
        fut.set_result(answer)
        return self._ok(True)
