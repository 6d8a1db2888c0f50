"""The fake Bot API's methods that edit messages (in chats and inline)."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from testkit.fake_state import FakeState

__all__ = ["EditMethods"]


class EditMethods(FakeState):
    """editMessageMedia, editMessageCaption, editMessageText and editMessageReplyMarkup, as
    Telegram answers them for chat and inline messages."""

    async def _m_editMessageMedia(self, params: dict[str, Any], files: dict[str, bytes]) -> web.Response:
        if params.get("inline_message_id"):
            return self._edit_inline("editMessageMedia", params, files)
        msg = self._target(params)
        if msg is None:
            return self._error(400, "Bad Request: message to edit not found")
        media = params.get("media") or {}
        ref = str(media.get("media", ""))
        if ref.startswith("attach://"):
            photo = files.get(ref[len("attach://"):])
        elif ref in self.files:  # the file_id of a photo sent before
            photo = self.files[ref]
        else:
            return self._error(400, "Bad Request: wrong file identifier/HTTP URL specified")
        if photo is None or not photo.startswith(b"\x89PNG"):
            return self._error(400, "Bad Request: media must be an attached PNG or the file_id "
                                    "of one in this fake")
        markup = self._markup(params)
        if (err := self._check_markup(markup)) is not None:
            return self._error(400, err)
        caption = media.get("caption")
        if photo == msg.photo and caption == msg.caption and markup == msg.reply_markup:
            return self._error(400, "Bad Request: message is not modified: specified new message "
                                    "content and reply markup are exactly the same as a current "
                                    "content and reply markup of the message")
        msg.photo, msg.caption, msg.reply_markup = photo, caption, markup
        msg.edits += 1
        self.files[f"photo-{msg.message_id}-{msg.edits}"] = photo
        return self._ok(self._message_dict(msg))

    async def _m_editMessageCaption(self, params: dict[str, Any], files: dict[str, bytes]) -> web.Response:
        if params.get("inline_message_id"):
            return self._edit_inline("editMessageCaption", params, files)
        msg = self._target(params)
        if msg is None or msg.photo is None:
            return self._error(400, "Bad Request: message to edit not found")
        markup = self._markup(params)
        if (err := self._check_markup(markup)) is not None:
            return self._error(400, err)
        caption = params.get("caption")
        if caption == msg.caption and markup == msg.reply_markup:
            return self._error(400, "Bad Request: message is not modified")
        msg.caption, msg.reply_markup = caption, markup
        msg.edits += 1
        return self._ok(self._message_dict(msg))

    async def _m_editMessageText(self, params: dict[str, Any], files: dict[str, bytes]) -> web.Response:
        if params.get("inline_message_id"):
            return self._edit_inline("editMessageText", params, files)
        msg = self._target(params)
        if msg is None or msg.text is None:
            return self._error(400, "Bad Request: message to edit not found")
        markup = self._markup(params)
        if (err := self._check_markup(markup)) is not None:
            return self._error(400, err)
        text = params.get("text", "")
        if text == msg.text and markup == msg.reply_markup:
            return self._error(400, "Bad Request: message is not modified")
        msg.text, msg.reply_markup = text, markup
        msg.edits += 1
        return self._ok(self._message_dict(msg))

    async def _m_editMessageReplyMarkup(self, params: dict[str, Any],
                                        files: dict[str, bytes]) -> web.Response:
        if params.get("inline_message_id"):
            return self._edit_inline("editMessageReplyMarkup", params, files)
        msg = self._target(params)
        if msg is None:
            return self._error(400, "Bad Request: message to edit not found")
        markup = self._markup(params)
        if (err := self._check_markup(markup)) is not None:
            return self._error(400, err)
        if markup == msg.reply_markup:
            return self._error(400, "Bad Request: message is not modified")
        msg.reply_markup = markup
        msg.edits += 1
        return self._ok(self._message_dict(msg))

    def _edit_inline(self, method: str, params: dict[str, Any],
                     files: dict[str, bytes]) -> web.Response:
        """An edit of an inline message: True on success (Telegram returns no message)."""
        msg = self.inline_messages.get(str(params["inline_message_id"]))
        if msg is None:
            return self._error(400, "Bad Request: MESSAGE_ID_INVALID")
        markup = self._markup(params)
        if (err := self._check_markup(markup)) is not None:
            return self._error(400, err)
        photo, ref, caption = msg.photo, msg.media_ref, msg.caption
        if method == "editMessageMedia":
            media = params.get("media") or {}
            ref = str(media.get("media", ""))
            if files or ref.startswith("attach://"):
                return self._error(400, "Bad Request: can't upload a new file to an inline "
                                        "message: use a file_id or a URL")
            if ref.startswith(("http://", "https://")):
                photo = None
            elif ref in self.files:
                photo = self.files[ref]
            else:
                return self._error(400, "Bad Request: wrong file identifier/HTTP URL specified")
            caption = media.get("caption")
        elif method == "editMessageCaption":
            caption = params.get("caption")
        elif method == "editMessageText":
            return self._error(400, "Bad Request: there is no text in the message to edit")
        if (ref, caption, markup) == (msg.media_ref, msg.caption, msg.reply_markup):
            return self._error(400, "Bad Request: message is not modified: specified new "
                                    "message content and reply markup are exactly the same "
                                    "as a current content and reply markup of the message")
        msg.photo, msg.media_ref, msg.caption, msg.reply_markup = photo, ref, caption, markup
        msg.edits += 1
        return self._ok(True)
