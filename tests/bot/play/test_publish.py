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
from engine.clock import PRESETS, Clock
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


async def _game(storage: Storage, clock: str | None = None,
                chat_id: int = -100) -> tuple[GameRecord, Table]:
    table = Table(seq=1, lang="en", stage="play", game=Game.new("long", FixedDice([5, 3])))
    rec = await storage.create_game(NewGame(
        chat_id=chat_id, variant="long", opponent="friend", creator_id=1, state=table.encode(),
        status="active", white_id=1, white_name="Ann", black_id=2, black_name="Bob",
        clock=clock))
    return rec, table


class _Clocks:
    """A clock hook that records what it is asked and adds a line to the caption."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def commit_fields(self, rec: GameRecord, table: Table, turn_over: bool) -> dict[str, object]:
        self.asked.append("commit")
        return {}

    def caption(self, rec: GameRecord, table: Table, tr: object) -> str | None:
        self.asked.append("caption")
        return "⏱ 5:00 · 5:00"

    def timed(self, rec: GameRecord) -> bool:
        self.asked.append("timed")
        return True

    def late(self, rec: GameRecord) -> bool:
        return False

    def paused(self, rec: GameRecord) -> bool:
        return False

    def keyboard(self, rec: GameRecord, table: Table, markup: object, tr: object) -> object:
        self.asked.append("keyboard")
        return markup


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


async def test_the_clocks_are_asked_about_timed_games_only(storage: Storage) -> None:
    _store, sender, _listener, publisher = _parts(storage)
    clocks = _Clocks()
    publisher.on_clock(clocks)  # type: ignore[arg-type]
    for chat_id, clock in ((-100, None), (-101, Clock.new(PRESETS["blitz"]).to_json())):
        rec, table = await _game(storage, clock, chat_id)
        assert (publisher.clocks_of(rec) is clocks) == (clock is not None)
        game = table.game
        assert game is not None
        await publisher.commit(rec, table.bump(game=game.play_step(*game.legal_steps()[0].pair())),
                               turn_over=False)
        frame = sender.frames[-1]
        if clock is None:  # a game without a clock: nothing asked, nothing added
            assert clocks.asked == [] and not frame.timed
            assert "⏱" not in frame.caption
        else:
            assert clocks.asked == ["commit", "keyboard", "caption", "timed"]
            assert frame.timed and frame.caption.endswith("⏱ 5:00 · 5:00")
