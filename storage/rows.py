"""What the SQL needs besides statements: column lists, row -> value mapping, validation,
Elo.

The columns of games, finished games and players are the fields of their value types
(`storage.values`), in field order: a column added by a migration step and a field added
to the value type with the same name are all it takes to read it. A row is any sequence
indexed by column position (an aiosqlite tuple, an asyncpg Record); its timestamps are
turned into aware datetimes by the dialect's ``to_datetime`` and its flags into `bool`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from datetime import datetime
from typing import Any, Final, Generic, TypeVar

from storage.match_api import MatchRecord, NewMatch, PlayerMatchStats
from storage.values import (
    ELO_K,
    UNSET,
    VARIANTS,
    ChatSettings,
    FinishedGame,
    GameRecord,
    GameResult,
    NewGame,
    Player,
    PlayerStats,
)

_R = TypeVar("_R")

#: A dialect's conversion of a stored timestamp into an aware datetime (None stays None).
ToDatetime = Callable[[Any], "datetime | None"]


@dataclass(frozen=True, slots=True)
class Shape(Generic[_R]):
    """How the rows of a table map onto the value type ``cls``: its fields are the
    columns (``names``, in field order), some of them timestamps or flags."""

    cls: type[_R]
    names: tuple[str, ...]
    times: tuple[int, ...]
    flags: tuple[int, ...]

    @property
    def columns(self) -> str:
        """The column list of a ``SELECT`` or an ``INSERT``."""
        return ", ".join(self.names)

    def load(self, row: Sequence[Any], dt: ToDatetime) -> _R:
        """The value of a row of `columns`."""
        values = list(row)
        for i in self.times:
            values[i] = dt(values[i])
        for i in self.flags:
            if values[i] is not None:
                values[i] = bool(values[i])
        return self.cls(*values)

    def values(self, value: Any) -> tuple[Any, ...]:
        """The parameters of an ``INSERT`` of `columns` for ``value``."""
        return tuple(getattr(value, name) for name in self.names)


def shape(cls: type[_R], skip: int = 0) -> Shape[_R]:
    """The `Shape` of a frozen dataclass (its first ``skip`` fields are not columns)."""
    own = fields(cls)[skip:]  # type: ignore[arg-type]
    return Shape(
        cls, tuple(f.name for f in own),
        tuple(i for i, f in enumerate(own) if "datetime" in str(f.type)),
        tuple(i for i, f in enumerate(own) if str(f.type).startswith("bool")),
    )  # fmt: skip


GAME: Final = shape(GameRecord)
FINISHED: Final = shape(FinishedGame)
PLAYER: Final = shape(Player)
NEW_GAME_COLS: Final = tuple(f.name for f in fields(NewGame))
STATS_COLS: Final = ", ".join(f.name for f in fields(PlayerStats)[2:])
MATCH_STATS_COLS: Final = ", ".join(f.name for f in fields(PlayerMatchStats)[2:])
SETTINGS_FIELDS: Final = tuple(f.name for f in fields(ChatSettings)[1:])
MATCH_COLS: Final = (
    "match_id, chat_id, variant, opponent, ai_level, target, cube, status, state, "
    "player0_id, player1_id, player0_name, player1_name, score0, score1, winner, winner_id, "
    "loser_id, reason, rating_change, creator_id, version, created_at, updated_at, "
    "finished_at"
)
GAME_STATUSES: Final = ("lobby", "active")
OPPONENTS: Final = ("friend", "ai")


def settings_from_row(chat_id: int, row: Sequence[Any] | None) -> ChatSettings:
    """`ChatSettings` from a row of `SETTINGS_FIELDS` (None: nothing set)."""
    if row is None:
        return ChatSettings(chat_id=chat_id)
    language, variant, level, inactivity, lobby, auto, control, tours = row
    return ChatSettings(chat_id, language, variant, level, inactivity, lobby,
                        auto_finish=None if auto is None else bool(auto),
                        default_time_control=control,
                        tournaments_open=None if tours is None else bool(tours))


def match_from_row(row: Sequence[Any], dt: ToDatetime) -> MatchRecord:
    """A `MatchRecord` from a row of `MATCH_COLS`."""
    return MatchRecord(
        match_id=row[0], chat_id=row[1], variant=row[2], opponent=row[3], ai_level=row[4],
        target=row[5], cube=bool(row[6]), status=row[7], state=row[8], player0_id=row[9],
        player1_id=row[10], player0_name=row[11], player1_name=row[12],
        score=(row[13], row[14]), winner=row[15], winner_id=row[16], loser_id=row[17],
        reason=row[18], rating_change=row[19], creator_id=row[20], version=row[21],
        created_at=dt(row[22]),  # type: ignore[arg-type]
        updated_at=dt(row[23]),  # type: ignore[arg-type]
        finished_at=dt(row[24]),
    )  # fmt: skip


def check_variant(variant: object) -> None:
    """Raise `ValueError` unless ``variant`` is a known variant."""
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}")


def check_aware(value: datetime | None) -> datetime | None:
    """``value`` unchanged; raises `ValueError` for a naive datetime."""
    if value is not None and value.tzinfo is None:
        raise ValueError("naive datetime: storage needs timezone-aware datetimes")
    return value


def game_update_fields(
    *, state: Any, history: Any, status: Any, variant: Any, ai_level: Any, white_id: Any,
    black_id: Any, white_name: Any, black_name: Any, message_id: Any, expires_at: Any,
    dice_seed: Any, dice_commitment: Any, to_stored: Callable[[datetime | None], Any],
    time_control: Any = UNSET, clock: Any = UNSET, clock_deadline: Any = UNSET,
    inline_message_id: Any = UNSET,
) -> dict[str, Any]:
    """The columns an ``update_game`` call sets, in a fixed order, with only the given ones
    (``storage.api.UNSET`` marks the others): validated as both backends must (a known
    status and variant; ``state`` and ``history`` never None; ``expires_at`` aware and
    converted by the backend's ``to_stored``, ``clock_deadline`` too). Raises `ValueError`
    otherwise."""
    if status is not UNSET and status not in GAME_STATUSES:
        raise ValueError(f"unknown status {status!r}")
    if variant is not UNSET:
        check_variant(variant)
    if state is None or history is None:
        raise ValueError("state and history cannot be None")
    fields: dict[str, Any] = {
        "state": state, "history": history, "status": status, "variant": variant,
        "ai_level": ai_level, "white_id": white_id, "black_id": black_id,
        "white_name": white_name, "black_name": black_name, "message_id": message_id,
        "expires_at": expires_at if expires_at is UNSET else to_stored(expires_at),
        "dice_seed": dice_seed, "dice_commitment": dice_commitment,
        "time_control": time_control, "clock": clock,
        "clock_deadline": (clock_deadline if clock_deadline is UNSET
                           else to_stored(clock_deadline)),
        "inline_message_id": inline_message_id,
    }  # fmt: skip
    return {name: value for name, value in fields.items() if value is not UNSET}


def settings_update_fields(
    *, language: Any, default_variant: Any, default_ai_level: Any, inactivity_timeout_s: Any,
    lobby_timeout_s: Any, auto_finish: Any, default_time_control: Any = UNSET,
    tournaments_open: Any = UNSET,
) -> dict[str, Any]:
    """The chat-settings columns an ``update_chat_settings`` call sets (only the given ones;
    ``UNSET`` marks the others), in `SETTINGS_FIELDS` order, validated as both backends must:
    a known variant, positive timeouts. Raises `ValueError` otherwise."""
    if default_variant is not UNSET and default_variant is not None:
        check_variant(default_variant)
    for name, value in (
        ("inactivity_timeout_s", inactivity_timeout_s),
        ("lobby_timeout_s", lobby_timeout_s),
    ):
        if isinstance(value, int) and value <= 0:
            raise ValueError(f"{name} must be positive")
    values = (language, default_variant, default_ai_level, inactivity_timeout_s,
              lobby_timeout_s, auto_finish, default_time_control, tournaments_open)  # fmt: skip
    return {name: v for name, v in zip(SETTINGS_FIELDS, values) if v is not UNSET}


def seat_ids(game: GameRecord, winner: str | None) -> tuple[int | None, int | None]:
    """``(winner_id, loser_id)`` of ``game`` won by the seat ``winner`` ("white"/"black");
    ``(None, None)`` when nobody won."""
    if winner is None:
        return None, None
    if winner == "white":
        return game.white_id, game.black_id
    return game.black_id, game.white_id


def elo_change(winner_rating: float, loser_rating: float, k: float = ELO_K) -> float:
    """Rating points the winner gains (and the loser loses) under Elo with factor ``k``:
    ``k * (1 - E)`` where ``E = 1 / (1 + 10 ** ((loser - winner) / 400))``. Always in
    (0, k)."""
    expected: float = 1.0 / (1.0 + 10.0 ** ((loser_rating - winner_rating) / 400.0))
    return k * (1.0 - expected)


def finished_record(game: GameRecord, result: GameResult, rating_change: float | None,
                    finished_at: datetime) -> FinishedGame:
    """The history record of ``game`` ended with ``result``."""
    winner_id, loser_id = seat_ids(game, result.winner)
    return FinishedGame(
        game_id=game.game_id, chat_id=game.chat_id, variant=game.variant,
        opponent=game.opponent, ai_level=game.ai_level, white_id=game.white_id,
        black_id=game.black_id, white_name=game.white_name, black_name=game.black_name,
        creator_id=game.creator_id, reason=result.reason, winner=result.winner,
        winner_id=winner_id, loser_id=loser_id, points=result.points,
        gammon=result.gammon, backgammon=result.backgammon, rating_change=rating_change,
        final_state=game.state if result.final_state is None else result.final_state,
        history=game.history if result.history is None else result.history,
        created_at=game.created_at, finished_at=finished_at,
        dice_seed=game.dice_seed if result.dice_seed is None else result.dice_seed,
        dice_commitment=(game.dice_commitment if result.dice_commitment is None
                         else result.dice_commitment),
        time_control=game.time_control,
        clock=game.clock if result.clock is None else result.clock,
    )  # fmt: skip


def check_new_match(new: NewMatch) -> None:
    """Raise `ValueError` for a `NewMatch` no backend may store."""
    check_variant(new.variant)
    if new.opponent not in ("friend", "ai"):
        raise ValueError(f"unknown opponent kind {new.opponent!r}")
    if not 1 <= new.target <= 25:
        raise ValueError(f"a match is played to 1..25 points, not {new.target!r}")


def check_score(score: tuple[int, int]) -> None:
    """Raise `ValueError` unless ``score`` is two numbers >= 0."""
    if len(score) != 2 or min(score) < 0:
        raise ValueError(f"a score is two numbers >= 0, not {score!r}")
