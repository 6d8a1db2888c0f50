"""The rules of long and short nardy: pure, synchronous, no I/O.

Public API:

* Positions — :class:`Position`, :class:`Variant`, :func:`start_position`, ``WHITE``, ``BLACK``,
  ``BAR`` (25) and ``OFF`` (0), numbering helpers :func:`to_white_point` /
  :func:`from_white_point`, :class:`PositionError`.
* Moves — :func:`legal_plays` (every distinct legal full play of a roll), :class:`Play`,
  :class:`Step`, :class:`Turn` (step-by-step turns for the user interface),
  :class:`IllegalStep`, :func:`apply_steps`, :func:`mover_state` (the mover's view of a
  position as a 27-tuple ``State``: borne off, points 1..24 in the mover's numbering, bars).
* Buttons — :func:`combos` (every single step and every combined move of one checker for a
  :class:`Turn` in progress, deduplicated by result) and :class:`Combo`.
* Games — :class:`Game` (roll-off, turns, the doubling cube, resignation, scores, JSON
  serialization), :class:`Result`, :class:`TurnRecord`, :class:`Cube`, :class:`CubeAction`,
  :func:`score`, :class:`GameError`.
* Matches — :class:`Match` (games to N points, colour swaps, the Crawford rule),
  :class:`MatchGame`.
* Dice — :class:`RandomDice`, :class:`FixedDice` (the engine never rolls by itself), ``ROLLS``
  (the 21 distinct rolls with their weights out of 36).
* Formats — :func:`plain_moves` (captions: ``13→7, 8→7``, localized words passed in),
  :func:`format_steps` / :func:`parse_moves` (``24/18 13/10*``), GNU Backgammon
  :func:`position_id` / :func:`position_from_id`, :func:`diagram` (text board).
* Records (:mod:`engine.records`) — :func:`mat_text` (``.mat`` files for GNU Backgammon),
  :func:`text_record` (the same layout for long nardy), :func:`game_record` /
  :func:`match_record` (JSON) and :func:`replay_record`, :class:`RecordError`.
"""

from __future__ import annotations

from .combos import Combo, combos
from .dice import ROLLS, DiceSource, FixedDice, RandomDice
from .game import (
    FORMAT_VERSION,
    MAX_CUBE,
    Cube,
    CubeAction,
    Game,
    GameError,
    Result,
    TurnRecord,
    score,
)
from .match import MATCH_FORMAT_VERSION, MAX_TARGET, Match, MatchGame
from .moves import (
    IllegalStep,
    Play,
    State,
    Step,
    Turn,
    apply_steps,
    has_legal_move,
    legal_plays,
    mover_state,
)
from .notation import format_steps, parse_moves, plain_moves, point_name
from .posid import position_from_id, position_id
from .position import (
    BAR,
    BLACK,
    CHECKERS,
    OFF,
    WHITE,
    Position,
    PositionError,
    Variant,
    color_name,
    from_white_point,
    start_position,
    to_white_point,
)
from .records import (
    RecordError,
    game_record,
    mat_text,
    match_record,
    replay_record,
    text_record,
)
from .text import diagram

__all__ = [
    "BAR", "BLACK", "CHECKERS", "OFF", "WHITE", "FORMAT_VERSION",
    "DiceSource", "FixedDice", "RandomDice", "ROLLS",
    "Game", "GameError", "Result", "TurnRecord", "score",
    "Cube", "CubeAction", "MAX_CUBE", "Match", "MatchGame", "MATCH_FORMAT_VERSION", "MAX_TARGET",
    "IllegalStep", "Play", "State", "Step", "Turn", "apply_steps", "has_legal_move", "legal_plays",
    "mover_state",
    "Combo", "combos",
    "format_steps", "plain_moves", "parse_moves", "point_name",
    "position_from_id", "position_id",
    "Position", "PositionError", "Variant", "color_name", "from_white_point",
    "start_position", "to_white_point", "diagram",
    "RecordError", "game_record", "mat_text", "match_record", "replay_record", "text_record",
]
