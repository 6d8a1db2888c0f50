"""The one save path (bot.play.publish.Publisher.commit) on a real SQLite file: what it saves,
what it tells the turn listeners, what it shows, and a refused compare-and-set."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.delivery.sender import Frame
from bot.model.state import Table
from bot.play.publish import Publisher
from bot.play.store import GameStore
from engine import FixedDice, Game
from storage import GameRecord, NewGame, StaleVersion, Storage, open_storage


class _Sender:
    """Records the frames it is given (no Telegram)."""

    def __init__(self) -> None:
        self.frames: list[Frame] = []

    def submit(self, frame: Frame, *, force: bool = False) -> None:
        self.frames.append(frame)

    def message_id(self, chat_id: int, game_id: int) -> int | None:
        return None


class _Listener:
    def __init__(self) -> None:
        self.events: list[tuple[str, int]] = []

    def turn_passed(self, rec: GameRecord, table: Table) -> None:
        self.events.append(("passed", table.seq))


@pytest.fixture
async def storage(tmp_path: Path) -> AsyncIterator[Storage]:
    st = await open_storage(tmp_path / "games.sqlite")
    yield st
    await st.close()


def _parts(storage: Storage) -> tuple[GameStore, _Sender, _Listener, Publisher]:
    """A store, a recording sender and listener, and the publisher over them."""
    store, sender, listener = GameStore(storage, 24), _Sender(), _Listener()
    publisher = Publisher(store, sender)  # type: ignore[arg-type]
    publisher.listeners.append(listener)
    return store, sender, listener, publisher


async def _game(storage: Storage) -> tuple[GameRecord, Table]:
    table = Table(seq=1, lang="en", stage="play", game=Game.new("long", FixedDice([5, 3])))
    rec = await storage.create_game(NewGame(
        chat_id=-100, variant="long", opponent="friend", creator_id=1, state=table.encode(),
        status="active", white_id=1, white_name="Ann", black_id=2, black_name="Bob"))
    return rec, table


async def test_a_step_and_a_turn_take_the_same_path(storage: Storage) -> None:
    store, sender, listener, publisher = _parts(storage)
    rec, table = await _game(storage)
    game = table.game
    assert game is not None
    step = table.bump(game=game.play_step(*game.legal_steps()[0].pair()))
    saved = await publisher.commit(rec, step, turn_over=False)
    assert saved is not None and saved.version > rec.version
    assert saved.expires_at is not None  # a human is on turn: the claim clock runs
    assert Table.decode(saved.state).seq == 2
    assert listener.events == []  # a step passes no turn: nobody is told
    assert [f.seq for f in sender.frames] == [2]
    again = await publisher.commit(saved, step.bump(), ("W 53: -",))
    assert again is not None and again.history == "W 53: -"
    assert listener.events[-1] == ("passed", 3)
    assert await store.fetch(rec.game_id) == (again, step.bump())  # cached as saved


async def test_a_refused_save_changes_nothing_and_forgets_the_cache(storage: Storage) -> None:
    store, sender, listener, publisher = _parts(storage)
    rec, table = await _game(storage)
    store.remember(rec, table)
    await storage.update_game(rec.game_id, rec.version, message_id=5)  # another process
    with pytest.raises(StaleVersion):
        await publisher.commit(rec, table.bump())
    assert store.cached(rec.game_id) is None
    assert listener.events == [] and sender.frames == []
    stored = await storage.get_game(rec.game_id)
    assert stored is not None and Table.decode(stored.state).seq == 1


async def test_the_end_of_a_game_finishes_it_and_shows_the_result(storage: Storage) -> None:
    store, sender, listener, publisher = _parts(storage)
    rec, table = await _game(storage)
    game = table.game
    assert game is not None
    assert await publisher.commit(rec, table.bump(game=game.resign(game.turn_color))) is None
    assert await storage.get_active_game(-100) is None
    assert listener.events == [("passed", 2)]
    assert sender.frames[-1].final
