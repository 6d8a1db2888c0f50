"""The games of a tournament's pairings: each pairing is a match (to the tournament's
length; one game when it is 1) played under the pairing's own chat key
(:func:`bot.model.state.pairing_chat_id`), created when its round is paired, and ended by forfeit when
a player does not play by the round's deadline or leaves the tournament.

Creating a pairing's match and its first game is idempotent: storage allows one match in
progress and one unfinished game per key, so a second try (another process, the same job
run again after a crash) finds them and changes nothing.
"""

from __future__ import annotations

import logging
from dataclasses import replace

from engine import GameError, Match
from engine.tournament import Pairing
from storage import (
    ActiveGameExists,
    ActiveMatchExists,
    GameNotFound,
    MatchResult,
    NewGame,
    NewMatch,
    StaleVersion,
    StorageError,
)

from ..model.state import MatchInfo, StateError, Table, pairing_chat_id, seats
from ..model.turns import GameDice, dice_columns, new_clock, settle
from ..play.publish import Publisher
from .event import Event

__all__ = ["PairingGames", "game_key"]

log = logging.getLogger(__name__)


def game_key(chat_key: int) -> str:
    """The ``game_key`` a pairing's row keeps for the match played under ``chat_key``."""
    return f"p:{chat_key}"


class PairingGames:
    """Creates and ends the matches of pairings."""

    def __init__(self, publisher: Publisher, dice: GameDice) -> None:
        self.publisher = publisher
        self.store = publisher.store
        self.storage = publisher.store.storage
        self.dice = dice

    async def ensure(self, ev: Event, round_no: int, p: Pairing, lang: str) -> None:
        """The match of open pairing ``p`` of round ``round_no`` and its first game exist
        (created now if not), its first board handed to the sender (in the group when the
        tournament's boards are there)."""
        assert p.b is not None
        t = ev.rec
        key = pairing_chat_id(t.tournament_id, round_no, p.board)
        async with self.store.lock(key):
            if await self.storage.get_active_game(key) is not None:
                return
            mrec = await self.storage.get_active_match(key)
            if mrec is None:
                if await self.storage.list_matches(chat_id=key, finished_only=True, limit=1):
                    return  # played to its end; its result is recorded by its end
                seed = self.dice.seed()
                match = Match.new(t.variant, t.target, self.dice.first(seed), cube=t.cube)
                try:
                    mrec = await self.storage.create_match(NewMatch(
                        chat_id=key, variant=t.variant, opponent="friend",
                        creator_id=t.creator_id, target=t.target, cube=t.cube,
                        state=match.to_json(), player0_id=p.a, player1_id=p.b,
                        player0_name=ev.names.get(p.a), player1_name=ev.names.get(p.b)))
                except ActiveMatchExists:
                    return
            elif await self.storage.match_games(mrec.match_id):
                return  # between two games: the match's pause starts the next one
            else:
                seed = self.dice.seed()
                match = Match.from_json(mrec.state)
            table = Table(seq=1, lang=lang, stage="play", game=match.game, seed=seed,
                          match=MatchInfo(mrec.match_id, t.target), tour=(
                              t.tournament_id, round_no, p.board),
                          home=t.chat_id if t.boards == "group" else None)
            try:
                rec = await self.storage.create_game(NewGame(
                    chat_id=key, variant=t.variant, opponent="friend", creator_id=t.creator_id,
                    state=table.encode(), status="active", **dice_columns(table),
                    white_id=p.a, black_id=p.b, white_name=ev.names.get(p.a),
                    black_name=ev.names.get(p.b), time_control=t.time_control,
                    clock=new_clock(t.time_control, t.target)))
            except ActiveGameExists:
                return
            await self.storage.set_pairing_game(t.tournament_id, round_no, p.board,
                                                game_key(key))
            settled, lines = settle(table, seats(rec).ai_color, self.dice.of(table))
            try:
                await self.publisher.commit(rec, settled, lines)
            except (StaleVersion, GameNotFound):
                log.info("pairing %s: its first game changed while it was shown", key)

    async def forfeit(self, key: int, loser: int) -> None:
        """End the match played under ``key`` against ``loser`` (a forfeit: the game in
        play is lost on time and with it the match; between two games, the match)."""
        async with self.store.lock(key):
            rec = await self.storage.get_active_game(key)
            if rec is not None and rec.status == "active":
                try:
                    table = Table.decode(rec.state, rec.dice_seed)
                    color = seats(rec).color_of(loser)
                    game = table.game
                    if game is None or game.finished or color is None:
                        return
                    after = table.bump(game=game.forfeit(color, "timeout"))
                    if after.match is not None:
                        after = replace(after, match=replace(after.match, quit=True))
                    await self.publisher.commit(rec, after)
                except (StateError, GameError, StaleVersion, GameNotFound):
                    log.exception("pairing %s: the forfeit did not end its game", key)
                return
            mrec = await self.storage.get_active_match(key)
            if mrec is None:
                return
            winner = 1 if mrec.player0_id == loser else 0
            try:
                await self.storage.finish_match(mrec.match_id, mrec.version, MatchResult(
                    "timeout", mrec.score, winner))
            except StorageError:
                log.exception("pairing %s: the forfeit did not end its match", key)
