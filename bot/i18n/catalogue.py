"""One language's catalogue: the Fluent files of ``bot/i18n/locales/<lang>/``, parsed once.

A catalogue key such as ``btn.roll`` is the Fluent message ``btn-roll`` (Fluent names have
no dots). A counted word is one message whose variants the selector ``$count`` chooses
by the language's CLDR plural categories (``points``: ``[one] очко [few] очка *[many]
очков``). A message whose comment says :data:`MACHINE` was translated by machine and
not yet read by a reviewer; a language with any such message, or with a file whose
``### state:`` line says ``machine``, is shown as machine-made.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax import ast as fl

__all__ = ["Catalogue", "catalogue", "loaded", "plain_texts", "file_state", "fluent_id",
           "MACHINE", "OUTDATED", "COUNT"]

MACHINE = "machine translation, not reviewed"
"""The comment that marks a message made by machine translation."""
OUTDATED = "outdated: the Russian text changed since this translation"
"""The comment that marks a translation older than its Russian text."""
STATE = "state: "
"""A file's state line (a resource comment): ``### state: machine (...)``."""
COUNT = "count"
"""The variable that selects the form of a counted word."""


def fluent_id(key: str) -> str:
    """The Fluent message name of catalogue key ``key`` (dots become hyphens)."""
    return key.replace(".", "-")


@dataclass(frozen=True)
class Catalogue:
    """The messages of one language: its Fluent bundle (no bidi isolation marks: the
    translator adds its own, :mod:`bot.i18n.languages`), each key's variables, the counted
    words with their categories, and the machine-made keys."""

    lang: str
    bundle: FluentBundle
    keys: frozenset[str]
    variables: dict[str, frozenset[str]]
    plurals: dict[str, tuple[str, ...]]
    machine: frozenset[str]
    outdated: frozenset[str]
    state: str
    """``source``, ``reviewed`` or ``machine``: what the files' ``### state:`` lines say,
    ``machine`` also when any message is marked :data:`MACHINE`."""
    texts: dict[str, str]
    """Each message as text with its variables written ``{name}`` (a counted word as
    ``KEY.<category>``): what the checks and the reviewers' screens read."""
    patterns: dict[str, Any]
    """Each key's Fluent pattern, as the bundle formats it (looked up once, when the
    catalogue is built)."""


_CATALOGUES: dict[str, Catalogue] = {}
"""The catalogues built so far, by language."""


def _files(lang: str) -> list[tuple[str, str]]:
    folder = resources.files("bot.i18n").joinpath("locales", lang)
    if not folder.is_dir():
        return []
    return sorted((f.name, f.read_text(encoding="utf-8")) for f in folder.iterdir()
                  if f.name.endswith(".ftl"))


def loaded() -> tuple[str, ...]:
    """The languages whose catalogues are built, in the order they were first asked for."""
    return tuple(_CATALOGUES)


class _Text:
    """A pattern written back as text with ``{name}`` for each variable."""

    def __init__(self, entries: dict[str, fl.Message | fl.Term]) -> None:
        self.entries = entries

    def pattern(self, p: fl.Pattern | None, depth: int = 0) -> str:
        if p is None or depth > 8:
            return ""
        return "".join(self.element(el, depth) for el in p.elements)

    def element(self, el: Any, depth: int) -> str:
        if isinstance(el, fl.TextElement):
            return str(el.value)
        return self.expression(el.expression, depth)

    def expression(self, ex: Any, depth: int) -> str:
        if isinstance(ex, fl.VariableReference):
            return "{" + ex.id.name + "}"
        if isinstance(ex, fl.StringLiteral):
            return str(ex.parse()["value"])
        if isinstance(ex, fl.NumberLiteral):
            return str(ex.value)
        if isinstance(ex, fl.TermReference | fl.MessageReference):
            prefix = "-" if isinstance(ex, fl.TermReference) else ""
            ref = self.entries.get(prefix + ex.id.name)
            return self.pattern(ref.value if ref else None, depth + 1)
        if isinstance(ex, fl.SelectExpression):
            default = next(v for v in ex.variants if v.default)
            return self.pattern(default.value, depth + 1)
        if isinstance(ex, fl.Placeable):
            return self.expression(ex.expression, depth)
        return ""


def _variables(node: Any, entries: dict[str, Any], depth: int = 0) -> set[str]:
    """The variables a message uses, through the terms and messages it references."""
    found: set[str] = set()

    def walk(n: Any, d: int) -> None:
        if isinstance(n, fl.VariableReference):
            found.add(n.id.name)
        elif isinstance(n, fl.MessageReference) and d < 8 and n.id.name in entries:
            walk(entries[n.id.name], d + 1)
        for child in _children(n):
            walk(child, d)

    walk(node, depth)
    return found


def _children(node: Any) -> Iterator[fl.BaseNode]:
    """The syntax nodes right under ``node``, comments left out."""
    if isinstance(node, fl.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                if isinstance(child, fl.BaseNode) and not isinstance(child, fl.Comment):
                    yield child


def _plural_forms(msg: fl.Message) -> tuple[str, ...] | None:
    """The categories of a counted word (a message that is one select on ``$count``)."""
    el = msg.value.elements if msg.value else []
    if (len(el) == 1 and isinstance(el[0], fl.Placeable)
            and isinstance(el[0].expression, fl.SelectExpression)
            and isinstance(el[0].expression.selector, fl.VariableReference)
            and el[0].expression.selector.id.name == COUNT):
        return tuple(str(v.key.name) for v in el[0].expression.variants
                     if isinstance(v.key, fl.Identifier))
    return None


def catalogue(lang: str) -> Catalogue:
    """The catalogue of ``lang`` (empty for a language without files), parsed once: when
    it is first asked for (a language nobody uses costs no memory, its Babel locale data
    included)."""
    found = _CATALOGUES.get(lang)
    if found is None:
        found = _CATALOGUES.setdefault(lang, _build(lang))
    return found


def _plain(node: Any, entries: dict[str, fl.Message | fl.Term], depth: int = 0) -> bool:
    """Whether a pattern is text that formats to itself: text, string literals, and
    terms and messages that are plain in turn (no variable, number, selection or
    function, whose formatting would need the bundle)."""
    if node is None or depth > 8:
        return False
    for el in node.elements:
        if isinstance(el, fl.TextElement):
            continue
        ex = el.expression
        while isinstance(ex, fl.Placeable):
            ex = ex.expression
        if isinstance(ex, fl.StringLiteral):
            continue
        if isinstance(ex, fl.TermReference) and ex.arguments is None and ex.attribute is None:
            ref = entries.get("-" + ex.id.name)
        elif isinstance(ex, fl.MessageReference) and ex.attribute is None:
            ref = entries.get(ex.id.name)
        else:
            return False
        if ref is None or not _plain(ref.value, entries, depth + 1):
            return False
    return True


def plain_texts(lang: str, keys: Collection[str]) -> dict[str, str]:
    """The messages ``keys`` of ``lang`` that are plain text, each as the catalogue's
    bundle formats it, read from the files without building the catalogue (no bundle,
    no Babel locale data, and only these messages and what they refer to parsed): for
    the command menu, registered at start-up in every language. A key the result lacks
    is absent from the language's files that hold the others, or not plain text."""
    wanted = {fluent_id(k) for k in keys}
    if not wanted:
        return {}
    entries = _entries([source for _, source in _files(lang)], wanted)
    text = _Text(entries)
    out: dict[str, str] = {}
    for key in keys:
        msg = entries.get(fluent_id(key))
        if isinstance(msg, fl.Message) and _plain(msg.value, entries):
            out[key] = text.pattern(msg.value)
    return out


def _entries(sources: list[str], ids: set[str]) -> dict[str, fl.Message | fl.Term]:
    """The messages and terms ``ids`` (a term's with its ``-``) of the Fluent files
    ``sources``, with the messages and terms they refer to, in turn: each parsed alone,
    from its first line to the next line that begins an entry or a comment (a file
    whose slice does not parse is parsed whole)."""
    entries: dict[str, fl.Message | fl.Term] = {}
    seen: set[str] = set()
    todo = set(ids)
    while todo:
        seen |= todo
        starts = re.compile("^(?:" + "|".join(map(re.escape, sorted(todo))) + ") *=", re.M)
        for source in sources:
            for m in starts.finditer(source):
                end = _NEXT_ENTRY.search(source, m.end())
                body = FluentParser(with_spans=False).parse(
                    source[m.start():end.start() + 1 if end else len(source)]).body
                whole = any(isinstance(item, fl.Junk) for item in body)
                if whole:
                    body = FluentParser(with_spans=False).parse(source).body
                for item in body:
                    if isinstance(item, fl.Message):
                        entries[item.id.name] = item
                    elif isinstance(item, fl.Term):
                        entries["-" + item.id.name] = item
                if whole:  # every entry of the file is read
                    break
        todo = {ref for item in list(entries.values()) for ref in _references(item)} - seen
    return entries


_NEXT_ENTRY = re.compile(r"\n(?=[a-zA-Z#-])")
"""The end of an entry: a line that begins the next entry (a message, a term) or a
comment; an entry's own lines begin with a space, or ``}``, ``[``, ``*`` or ``.``."""


def _references(node: Any) -> set[str]:
    """The messages and terms (``-`` and the id) that ``node`` refers to."""
    found: set[str] = set()

    def walk(n: Any) -> None:
        if isinstance(n, fl.TermReference):
            found.add("-" + n.id.name)
        elif isinstance(n, fl.MessageReference):
            found.add(n.id.name)
        for child in _children(n):
            walk(child)

    walk(node)
    return found


def _states(item: fl.ResourceComment) -> set[str]:
    """The states a file's ``### state:`` lines name."""
    return {ln[len(STATE):].split(" ")[0] for ln in (item.content or "").splitlines()
            if ln.startswith(STATE)}


def _comment(msg: fl.Message) -> list[str]:
    return str(msg.comment.content or "").splitlines() if msg.comment else []


def _state(machine: bool, states: set[str]) -> str:
    return "machine" if machine or "machine" in states else "source" if "source" in states else "reviewed"


@cache
def file_state(lang: str) -> str:
    """:attr:`Catalogue.state` of ``lang``, from its built catalogue or else read from the
    text of its files without parsing them (``/lang`` shows every language's state; a
    parse of every file of every language held the bot up for a second on a slow VM)."""
    found = _CATALOGUES.get(lang)
    if found is not None:
        return found.state
    return source_state(source for _, source in _files(lang))


_STATE_LINE = re.compile(r"^### state: ([^ \n]*)", re.M)
_MACHINE_MESSAGE = re.compile(rf"^# {re.escape(MACHINE)}\n(?:#(?: [^\n]*)?\n)*[a-zA-Z]", re.M)
"""A comment block with the :data:`MACHINE` line, right above a message (a comment
followed by a blank line stands alone; a term's id begins with ``-``)."""


def source_state(sources: Iterable[str]) -> str:
    """The state that the Fluent files ``sources`` give a catalogue (``### state:`` lines,
    a message whose comment has the :data:`MACHINE` line), read from their text."""
    machine, states = False, set()
    for source in sources:
        states.update(_STATE_LINE.findall(source))
        machine = machine or _MACHINE_MESSAGE.search(source) is not None
    return _state(machine, states)


def _build(lang: str) -> Catalogue:
    bundle = FluentBundle([lang], use_isolating=False)
    entries: dict[str, fl.Message | fl.Term] = {}
    messages: list[fl.Message] = []
    states: set[str] = set()
    for name, source in _files(lang):
        res = FluentParser(with_spans=False).parse(source)
        for item in res.body:
            if isinstance(item, fl.Junk):
                raise ValueError(f"locales/{lang}/{name}: cannot parse {str(item.content)[:80]!r}")
            if isinstance(item, fl.Message):
                entries[item.id.name] = item
                messages.append(item)
            elif isinstance(item, fl.ResourceComment):
                states.update(_states(item))
            elif isinstance(item, fl.Term):
                entries["-" + item.id.name] = item
        bundle.add_resource(res)
    text = _Text(entries)
    keys, machine, outdated = set(), set(), set()
    variables: dict[str, frozenset[str]] = {}
    plurals: dict[str, tuple[str, ...]] = {}
    texts: dict[str, str] = {}
    for msg in messages:
        key = msg.id.name.replace("-", ".")
        keys.add(key)
        comment = _comment(msg)
        if MACHINE in comment:
            machine.add(key)
        if OUTDATED in comment:
            outdated.add(key)
        forms = _plural_forms(msg)
        names = _variables(msg.value, entries)
        if forms is not None:
            plurals[key] = forms
            names.discard(COUNT)
            select: Any = msg.value.elements[0].expression  # type: ignore[union-attr]
            for v in select.variants:
                texts[f"{key}.{v.key.name}"] = text.pattern(v.value)
        else:
            texts[key] = text.pattern(msg.value)
        variables[key] = frozenset(names)
    state = _state(bool(machine), states)
    patterns = {key: bundle.get_message(fluent_id(key)).value for key in keys}
    return Catalogue(lang, bundle, frozenset(keys), variables, plurals, frozenset(machine),
                     frozenset(outdated), state, texts, patterns)
