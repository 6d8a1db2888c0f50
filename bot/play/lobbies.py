"""Lobbies: ``/new``, the lobby buttons (variant, join, play the AI, level, back,
cancel), the start of a game and Rematch."""

from __future__ import annotations

from dataclasses import replace
from html import escape
from typing import Any

from engine import MAX_TARGET, Game
from storage import ActiveGameExists, GameNotFound, GameRecord, GameResult, NewGame, StaleVersion

from ..answers import ERROR, FINISHED, INVALID, OK, STALE, Answer
from ..i18n import Translator
from ..model.state import AI_LEVELS, DEFAULT_LEVEL, StateError, Table, seats
from ..model.turns import GameDice, dice_columns, new_clock, settle
from ..views import busy_text, lobby_keyboard, lobby_text, started_text
from .matches import Matches
from .ports import Messages
from .press import Press, Presser
from .publish import Publisher

__all__ = ["Lobbies", "match_again"]


class Lobbies:
    """Opens lobbies, answers their buttons and turns them into games."""

    def __init__(self, messages: Messages, publisher: Publisher, dice: GameDice,
                 matches: Matches, controls: tuple[str, ...] = ()) -> None:
        self.matches = matches
        self.controls = controls
        self.messages = messages
        self.publisher = publisher
        self.store = publisher.store
        self.storage = publisher.store.storage
        self.dice = dice

    async def new_game(self, chat_id: int, private: bool, who: Presser, lang: str,
                       variant: str | None = None, cube: bool = False,
                       target: int = 0, control: str | None = None) -> str | None:
        """``/new``: open a lobby (or say why not); ``cube``: with the doubling cube;
        ``target``: a match to that many points (0: a single game); ``control``: the time
        control (``""``: none; None: the chat's default). Returns a text to reply with,
        if any."""
        tr = Translator(lang)
        async with self.store.lock(chat_id):
            existing = await self.storage.get_active_game(chat_id)
            if existing is not None:
                return busy_text(existing, tr)
            if await self.matches.active_in(chat_id):
                return tr("match.exists")
            await self.storage.upsert_player(who.id, who.name)
            if variant is None:
                stage = "variant"
            else:
                stage = "level" if private else "open"
            table = Table(seq=1, lang=lang, stage=stage, cube=cube, target=target,
                          seed=self.dice.seed())
            if control is None:
                control = (await self.store.chat_settings(chat_id)).default_time_control
            try:
                rec = await self.storage.create_game(NewGame(
                    chat_id=chat_id, variant=variant or "long",  # type: ignore[arg-type]
                    opponent="ai" if private else "friend", creator_id=who.id,
                    state=table.encode(), **dice_columns(table), status="lobby", white_id=who.id,
                    white_name=who.name, time_control=self.offered(control),
                ))
            except ActiveGameExists:
                return tr("new.lobby_exists")
            await self._post(rec, table, tr, private)
        return None

    def offered(self, control: str | None) -> str | None:
        """``control`` if it is offered here, else None (no clock)."""
        return control if control in self.controls else None

    def next_control(self, control: str | None) -> str | None:
        """The control the ⏱ button switches to after ``control`` (no clock, then each
        offered control in turn)."""
        return _after(self.controls, control)

    def _keyboard(self, rec: GameRecord, table: Table, tr: Translator) -> Any:
        return lobby_keyboard(rec, table, tr, bool(self.controls))

    async def _post(self, rec: GameRecord, table: Table, tr: Translator,
                    private: bool) -> None:
        message_id = await self.messages.send(rec.chat_id, lobby_text(rec, table, tr, private),
                                              self._keyboard(rec, table, tr))
        await self.publisher.set_lobby_message(rec, table, message_id)

    async def press(self, chat_id: int, private: bool, press: Press,
                    message_id: int | None) -> Answer:
        """A press on a lobby message (``message_id``)."""
        async with self.store.lock(chat_id):
            try:
                return await self._press(chat_id, private, press, message_id)
            except (StaleVersion, GameNotFound):
                return STALE

    async def _press(self, chat_id: int, private: bool, press: Press,
                     message_id: int | None) -> Answer:
        who = press.who
        rec = await self.storage.get_game(press.game)
        if rec is None:
            return FINISHED
        if rec.chat_id != chat_id:
            return INVALID
        try:
            table = Table.decode(rec.state, rec.dice_seed)
        except StateError:
            return ERROR
        if table.stage == "play":
            return STALE
        tr = Translator(table.lang)
        if press.version != table.seq:
            await self.messages.edit(chat_id, message_id,
                                     lobby_text(rec, table, tr, private),
                                     self._keyboard(rec, table, tr))
            return STALE
        table = replace(table, lobby_message=message_id or table.lobby_message)
        creator = who.id == rec.creator_id
        if press.action == "cancel":
            if not creator and who.id != table.invitee:
                return Answer("alert.creator_only", alert=True)
            await self.storage.finish_game(rec.game_id, rec.version, GameResult.cancelled())
            await self.messages.edit(chat_id, table.lobby_message,
                                     tr("lobby.cancelled", name=escape(who.name)))
            return OK
        if press.action == "join":
            if table.stage != "open":
                return INVALID
            if creator:
                return Answer("alert.own_lobby", alert=True)
            if table.invitee is not None and who.id != table.invitee:
                return Answer("alert.invitee_only", alert=True)
            return await self.start(rec, table, tr, who=who)
        if not creator:
            return Answer("alert.creator_only", alert=True)
        if press.action in ("cube", "len", "clk"):
            changed: dict[str, Any] = {}
            if press.action == "cube":
                table = table.bump(cube=not table.cube)
            elif press.action == "clk" and self.controls:
                table = table.bump()
                changed["time_control"] = self.next_control(rec.time_control)
            elif press.value.isdigit() and int(press.value) <= MAX_TARGET:
                table = table.bump(target=int(press.value))
            else:
                return INVALID
            rec = await self.storage.update_game(rec.game_id, rec.version, state=table.encode(),
                                                 **dice_columns(table), **changed)
            await self.messages.edit(chat_id, table.lobby_message,
                                     lobby_text(rec, table, tr, private),
                                     self._keyboard(rec, table, tr))
            return OK
        if press.action == "lvl" and table.stage == "level" and press.value in AI_LEVELS:
            return await self.start(rec, table, tr, level=press.value)
        stage = _next_stage(table, press, private)
        if stage is None:
            return INVALID
        table = table.bump(stage=stage)
        fields: dict[str, Any] = {"variant": press.value} if press.action == "var" else {}
        rec = await self.storage.update_game(rec.game_id, rec.version, state=table.encode(),
                                             **dice_columns(table), **fields)
        await self.messages.edit(chat_id, table.lobby_message,
                                 lobby_text(rec, table, tr, private),
                                 self._keyboard(rec, table, tr))
        return OK

    async def start(self, rec: GameRecord, table: Table, tr: Translator, *,
                    who: Presser | None = None, level: str | None = None) -> Answer:
        """Turn a lobby into a game: against ``who`` (who joined) or the AI at ``level``."""
        seed = table.seed or self.dice.seed()
        play = Table(seq=table.seq + 1, lang=table.lang, stage="play", seed=seed,
                     game=Game.new(rec.variant, self.dice.first(seed), cube=table.cube))
        fields: dict[str, Any]
        if level is not None and rec.opponent != "ai":
            # A group lobby becomes a game against the AI: the stored opponent kind decides
            # how the game counts, so the lobby is closed and an AI game is opened.
            await self.storage.finish_game(rec.game_id, rec.version, GameResult.cancelled())
            rec = await self.storage.create_game(NewGame(
                chat_id=rec.chat_id, variant=rec.variant, opponent="ai",
                creator_id=rec.creator_id, state=play.encode(), status="active",
                **dice_columns(play),
                white_id=rec.white_id, white_name=rec.white_name, ai_level=level,
                inline_message_id=rec.inline_message_id, time_control=rec.time_control,
            ))
            fields = {}
        elif level is not None:
            fields = {"status": "active", "ai_level": level}
        else:
            assert who is not None
            await self.storage.upsert_player(who.id, who.name)
            fields = {"status": "active", "black_id": who.id, "black_name": who.name}
        if rec.time_control is not None:  # both reserves full; the first turn is timed
            fields["clock"] = new_clock(rec.time_control, table.target)  # from its delivery
        started = replace(rec, **fields)
        if table.target:
            opened = await self.matches.open(started, replace(table, seed=seed), who)
            if isinstance(opened, Answer):
                return opened
            play = opened
        play, lines = settle(play, seats(started).ai_color, self.dice.of(play))
        try:
            await self.publisher.commit(started, play, lines, **fields)
        except (StaleVersion, GameNotFound):
            return STALE
        await self.messages.edit(rec.chat_id, table.lobby_message,
                                 started_text(started, tr))
        return OK

    async def rematch(self, chat_id: int, private: bool, press: Press, lang: str) -> Answer:
        """Rematch under a finished game (``press.game``): a new game against the AI at
        once, or an offer to the former opponent."""
        who = press.who
        fin = await self.storage.get_finished_game(press.game)
        if fin is None or fin.chat_id != chat_id or fin.reason == "cancelled":
            return INVALID
        if who.id not in (fin.white_id, fin.black_id):
            return Answer("alert.rematch_players", alert=True)
        tr = Translator(lang)  # the chat's language, else the presser's
        async with self.store.lock(chat_id):
            existing = await self.storage.get_active_game(chat_id)
            if existing is not None:
                offer = _rematch_offer_for(existing, who.id)
                if offer is not None:  # both pressed Rematch: the second press accepts
                    return await self.start(existing, offer, tr, who=who)
                return Answer("alert.chat_busy", alert=True)
            await self.storage.upsert_player(who.id, who.name)
            cube = _had_cube(fin.final_state)
            if fin.opponent == "ai":
                seed = self.dice.seed()
                table = Table(seq=1, lang=lang, stage="play", seed=seed,
                              game=Game.new(fin.variant, self.dice.first(seed), cube=cube))
                control = self.offered(fin.time_control)
                rec = await self.storage.create_game(NewGame(
                    chat_id=chat_id, variant=fin.variant, opponent="ai", creator_id=who.id,
                    state=table.encode(), **dice_columns(table), status="active", white_id=who.id,
                    white_name=who.name, ai_level=fin.ai_level, time_control=control,
                    clock=new_clock(control, 0)))
                settled, lines = settle(table, seats(rec).ai_color, self.dice.of(table))
                await self.publisher.commit(rec, settled, lines)
                return OK
            if who.id == fin.white_id:
                other_id, other_name = fin.black_id, fin.black_name
            else:
                other_id, other_name = fin.white_id, fin.white_name
            table = Table(seq=1, lang=lang, stage="open", invitee=other_id, cube=cube,
                          seed=self.dice.seed())
            rec = await self.storage.create_game(NewGame(
                chat_id=chat_id, variant=fin.variant, opponent="friend", creator_id=who.id,
                state=table.encode(), **dice_columns(table), status="lobby", white_id=who.id,
                white_name=who.name, black_name=other_name,
                time_control=self.offered(fin.time_control),
            ))
            await self._post(rec, table, tr, private)
            return OK


async def match_again(lobbies: Lobbies, chat_id: int, private: bool, who: Presser,
                      match_id: int, lang: str) -> Answer:
    """A new match like the finished match ``match_id`` (players, variant, length, cube):
    against the AI at once; between humans an offer to the other player, accepted by his
    own press of the same button (or of Accept)."""
    mrec = await lobbies.matches.finished_match(chat_id, match_id)
    if mrec is None:
        return INVALID
    player = mrec.player_of(who.id)
    if player is None:
        return Answer("alert.rematch_players", alert=True)
    tr = Translator(lang)  # the chat's language, else the presser's
    storage = lobbies.storage
    played = await storage.match_games(match_id)
    control = lobbies.offered(played[0].time_control if played else None)
    async with lobbies.store.lock(chat_id):
        existing = await storage.get_active_game(chat_id)
        if existing is not None:
            offer = _rematch_offer_for(existing, who.id)
            if offer is not None:
                return await lobbies.start(existing, offer, tr, who=who)
            return Answer("alert.chat_busy", alert=True)
        await storage.upsert_player(who.id, who.name)
        if mrec.opponent == "ai":
            table = Table(seq=1, lang=lang, stage="level", cube=mrec.cube, target=mrec.target)
            rec = await storage.create_game(NewGame(
                chat_id=chat_id, variant=mrec.variant, opponent="ai", creator_id=who.id,
                state=table.encode(), **dice_columns(table), status="lobby", white_id=who.id,
                white_name=who.name, time_control=control))
            return await lobbies.start(rec, table, tr, level=mrec.ai_level or DEFAULT_LEVEL)
        other = 1 - player
        other_id = (mrec.player0_id, mrec.player1_id)[other]
        other_name = (mrec.player0_name, mrec.player1_name)[other]
        table = Table(seq=1, lang=lang, stage="open", invitee=other_id, cube=mrec.cube,
                      target=mrec.target, seed=lobbies.dice.seed())
        rec = await storage.create_game(NewGame(
            chat_id=chat_id, variant=mrec.variant, opponent="friend", creator_id=who.id,
            state=table.encode(), **dice_columns(table), status="lobby", white_id=who.id,
            white_name=who.name, black_name=other_name, time_control=control))
        await lobbies._post(rec, table, tr, private)
        return OK


def _after(controls: tuple[str, ...], name: str | None) -> str | None:
    """The control the lobby's ⏱ button switches to after ``name``: no clock, then each
    offered control in turn."""
    cycle: list[str | None] = [None, *controls]
    at = cycle.index(name) if name in cycle else 0
    return cycle[(at + 1) % len(cycle)]


def _next_stage(table: Table, press: Press, private: bool) -> str | None:
    """The lobby's stage after a variant, "play the AI" or Back press (None: invalid)."""
    if press.action == "var" and table.stage == "variant" and press.value in ("long", "short"):
        return "level" if private else "open"
    if press.action == "bot" and table.stage == "open" and table.invitee is None:
        return "level"
    if press.action == "back" and table.stage == "level":
        return "variant" if private else "open"
    return None


def _rematch_offer_for(rec: GameRecord, user_id: int) -> Table | None:
    """The lobby's state if ``rec`` is a rematch offer made to ``user_id``."""
    if rec.status != "lobby":
        return None
    try:
        table = Table.decode(rec.state, rec.dice_seed)
    except StateError:
        return None
    return table if table.stage == "open" and table.invitee == user_id else None


def _had_cube(final_state: str) -> bool:
    """Whether a finished game (its stored final state) was played with the cube."""
    try:
        game = Table.decode(final_state).game
    except StateError:
        return False
    return game is not None and game.cube is not None
