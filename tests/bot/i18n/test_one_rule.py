"""The language is decided by one rule (`bot.i18n.pick_language`): no part of the bot
falls back to a language code of its own, and the model's default is the rule's."""

from __future__ import annotations

import re
from pathlib import Path

import bot
from bot.i18n import DEFAULT_LANGUAGE, LANGUAGES
from bot.model.state import DEFAULT_LANG, Table

_CODES = "|".join(LANGUAGES)
FALLBACK = re.compile(rf"""\bor\s+["']({_CODES})["']|\.get\([^()]*,\s*["']({_CODES})["']\)""")
"""``x or "ru"``, ``d.get(key, "ru")``: a language chosen past the rule."""

ALLOWED = {
    # a stored state from before games kept their language was a Russian game
    ("model/state.py", 'lang=str(d.get("lang") or "ru"),'),
}


def fallbacks() -> list[tuple[str, str]]:
    root = Path(bot.__file__).parent
    found = []
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        if rel.startswith("i18n/"):
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if FALLBACK.search(line.split("#")[0]):
                found.append((rel, line.split("#")[0].strip()))
    return found


def test_no_part_falls_back_to_a_language_of_its_own() -> None:
    assert set(fallbacks()) <= ALLOWED, fallbacks()
    assert FALLBACK.search('Translator(cs.language or "ru")')
    assert FALLBACK.search('settings.get("lang", "kk")')
    assert not FALLBACK.search('Literal["ru", "en"]')


def test_the_models_default_language_is_the_rules() -> None:
    assert DEFAULT_LANG == DEFAULT_LANGUAGE == Table().lang
    assert Table.decode(Table(lang="fa").encode()).lang == "fa"
