"""Whole games, ``/rules`` and the command menu through the fake Bot API in the languages
the bot speaks: players whose Telegram speaks the language play a group game and a game
against the bot to the end (a combined move wherever the keyboard has one, so that a game
takes fewer presses; step buttons where it has none); every text and caption the bot sent
is filled, within Telegram's limits, on rows that fit a phone (the harness checks), and no
press ends in the error alert (the tests run the catalogues in strict mode: a missing
message raises). Every rules topic's picture in every language is checked here, through
the bot.

The languages are :data:`bot.i18n.LANGUAGES`; Persian (right to left) is the one the
issue of reading direction is about, so every language runs the same checks."""

from __future__ import annotations

import pytest

from bot.app import COMMANDS
from bot.handlers.rules import TOPICS, _picture
from bot.i18n import DEFAULT_LANGUAGE, LANGUAGES, Translator
from bot.i18n.languages import LRM
from testkit.fake_values import Call
from testkit.fakeapi import FakeTelegram
from tests.bot.game_kit import GROUP, PRIVATE, open_group_game, play_out
from tests.bot.helpers import BotHarness
from tests.bot.language_kit import check_sent, move_labels, plain


def no_alert(answer: dict[str, object]) -> bool:
    """A press answered without an error alert (a toast's wording is the language's)."""
    return not answer.get("show_alert")


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_a_group_game_to_the_end(harness: BotHarness, lang: str) -> None:
    h = harness
    await h.start()
    tr = Translator(lang)
    alice, bob = h.tg.user(11, "Ali", lang), h.tg.user(12, "Bob", lang)
    board = await open_group_game(h, "short", alice, bob)
    assert tr("variant.short") in plain(board.caption or "")
    final = await play_out(h, GROUP, {11: alice, 12: bob}, answered=no_alert, whole_moves=True)
    caption = plain(final.caption or "")
    assert "🏆" in caption and tr("variant.short") in caption
    assert check_sent(h.tg, lang) > 200
    labels = move_labels(h.tg)  # right to left: each move marked to read left to right
    assert labels and all(label.startswith(LRM) == tr.rtl for label in labels), labels[:3]
    finished = await h.service.storage.list_finished_games(chat_id=GROUP)  # type: ignore[union-attr]
    assert len(finished) == 1 and finished[0].winner_id in (11, 12)


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_a_private_game_against_the_bot_to_the_end(harness: BotHarness,
                                                          lang: str) -> None:
    h = harness
    await h.start()
    tr = Translator(lang)
    dana = h.tg.user(PRIVATE, "Dana", lang)
    await h.tg.send_text(PRIVATE, dana, "/new long")
    lobby = await h.tg.wait_for_message(PRIVATE, lambda m: bool(h.find(m, "l:")))
    level = [b for b in h.find(lobby, "l:") if b[1].endswith(":lvl:beginner")][0]
    await h.press(PRIVATE, dana, lobby, level[1])
    board = await h.wait_board(PRIVATE)
    assert tr("variant.long") in plain(board.caption or "")
    final = await play_out(h, PRIVATE, {PRIVATE: dana}, answered=no_alert, whole_moves=True)
    assert "🏆" in (final.caption or "")
    # the buttons under the final board answer in the language too
    await h.press(PRIVATE, dana, final, h.find(final, "m:")[0][1])
    assert check_sent(h.tg, lang) > 200
    fin = await h.service.storage.list_finished_games(user_id=PRIVATE)  # type: ignore[union-attr]
    assert fin[0].opponent == "ai"


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_rules_show_their_diagrams(harness: BotHarness, lang: str) -> None:
    """``/rules`` sends the first diagram drawn with the language's texts; each topic
    button of both variants puts its own picture and caption in place."""
    h = harness
    await h.start()
    tr = Translator(lang)
    reader = h.tg.user(31, "Reader", lang)
    await h.tg.send_text(31, reader, "/rules")
    rules = await h.tg.wait_for_message(31, lambda m: bool(h.find(m, "h:")))
    assert rules.photo == _picture("long", "setup", lang)
    assert plain(tr("rules.long.setup"))[:40] in plain(rules.caption or "")
    shown = 0
    for variant, topics in TOPICS.items():
        for topic in topics:
            ans = await h.press(31, reader, rules, f"h:{variant}:{topic}")
            assert not ans.get("text"), (variant, topic, ans)
            current = h.tg.chat(31).messages[rules.message_id]
            assert current.photo == _picture(variant, topic, lang), (variant, topic)
            shown += 1
    assert shown == sum(len(t) for t in TOPICS.values())
    edits = h.tg.calls_of("editMessageMedia")
    assert len(edits) == shown
    if lang != DEFAULT_LANGUAGE:  # the language's own labels, not English ones
        assert _picture("long", "setup", lang) != _picture("long", "setup", DEFAULT_LANGUAGE)
    assert check_sent(h.tg, lang) > shown * 4


async def test_the_command_menu_in_every_language(harness: BotHarness) -> None:
    """At start-up the menu is registered for each language's Telegram users with that
    language's descriptions, and in English for everybody else."""
    h = harness
    await h.start()
    await h.tg.wait_until(lambda: len(h.tg.commands) == 1 + len(LANGUAGES))
    assert set(h.tg.commands) == {"", *LANGUAGES}
    english = [Translator(DEFAULT_LANGUAGE)(f"cmd.{c}") for c in COMMANDS]
    for code, menu in h.tg.commands.items():
        tr = Translator(code or DEFAULT_LANGUAGE)
        assert [c["command"] for c in menu] == list(COMMANDS), code
        descriptions = [c["description"] for c in menu]
        assert descriptions == [tr(f"cmd.{c}") for c in COMMANDS], code
        assert all(0 < len(d) <= 256 for d in descriptions), code
        if tr.lang != DEFAULT_LANGUAGE:
            assert descriptions != english, code


@pytest.mark.parametrize("params", [
    {"chat_id": 1, "text": "Ход { $name }"},
    {"chat_id": 1, "caption": "x" * 1025},
    {"chat_id": 1, "media": {"type": "photo", "caption": ""}},
    {"chat_id": 1, "text": "ok", "reply_markup": {"inline_keyboard": [[{"text": "{$a}"}]]}},
    {"callback_query_id": "1", "text": Translator("fa")("alert.error")},
])
def test_the_check_of_what_was_sent_fails_on_a_defect(params: dict[str, object]) -> None:
    tg = FakeTelegram()
    tg.calls.append(Call("sendMessage" if "chat_id" in params else "answerCallbackQuery",
                         dict(params), 0.0))
    with pytest.raises(AssertionError):
        check_sent(tg, "fa")
