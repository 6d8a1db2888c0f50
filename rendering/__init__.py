"""Board pictures for the chat: PNG images of a position, and rule diagrams.

Public API::

    @dataclass(frozen=True)
    class Header:
        white_name: str
        black_name: str
        score: str | None = None          # e.g. "2 : 1", already formatted

    @dataclass(frozen=True)
    class BoardView:
        orientation: int = WHITE          # viewer's colour: his home is bottom-right
        numbering: int | None = None      # colour whose point numbers are printed;
                                          # None = position.turn
        dice: tuple[int, int] | None = None
        dice_used: tuple[int, ...] = ()   # die values already used this turn (dimmed)
        dice_lost: tuple[int, ...] = ()   # die values that can no longer be played
                                          # (dimmed and crossed out in red)
        last_move: tuple[tuple[int, int], ...] = ()   # (frm, to) in last_mover's numbering
        last_mover: int | None = None     # None = the opponent of position.turn
        turn_steps: tuple[tuple[int, int], ...] = ()  # steps made this turn by position.turn
        last_hits: tuple[int, ...] = ()   # points (last_mover's numbering) where last_move hit
        turn_hits: tuple[int, ...] = ()   # points (position.turn's numbering) where
                                          # turn_steps hit
        header: Header | None = None
        show_pips: bool = True
        cube: tuple[int, int | None] | None = None   # (value, owner); owner None = middle,
                                          # drawn as 64 there, as a real cube
        cube_offered: bool = False        # cube = (offered value, player who must answer):
                                          # drawn on that side, gold rim, name highlighted
        banner: str | None = None         # a finished game's result across the board
        banner_name: str | None = None    # the name in banner: cut first where it is wide
        banner_color: int | None = None   # the winner (their name highlighted)

    render_board(position: Position, view: BoardView | None = None) -> bytes   # PNG
    rule_diagram(name: str, texts: Mapping[str, str] | None = None) -> bytes  # PNG
    RULE_DIAGRAMS: tuple[str, ...]    # names accepted by rule_diagram
    DIAGRAM_TEXT_KEYS: dict[str, tuple[str, ...]]   # the texts each diagram needs
    BOARD_SIZE: tuple[int, int]       # (width, height) of every render_board picture

Marks: where a move left a point, a ghost (faint dashed outline) stands on top of the
stack; on a full stack (the head) it is drawn half out into the middle band. Destinations
get a ring, and the printed numbers of both points an outline, in the move's colour:
orange (``sprites.LAST_MOVE``) for the opponent's last move, light blue
(``sprites.TURN_STEP``) for the steps made this turn. Hits are given explicitly
(``last_hits``/``turn_hits``: the caller knows them from the engine, e.g.
``engine.notation.step_hits``): as many of the victim's checkers on the bar as there were
hits get a ring in the colour of the move that hit them (this turn's victims are the top
of the bar stack; the last move's victims lie under them, and may have left the bar).

Rule diagrams take their texts already translated: ``texts`` maps each key of
``DIAGRAM_TEXT_KEYS[name]`` (``title``, ``caption`` and the diagram's labels) to a string;
None uses the single plain English default set kept here for the CLI and the gallery (the
bot passes its catalogues' ``diagram.<name>.<key>`` texts).

Moves use the mover's own numbering (bar 25, off 0), as everywhere in the project.
The viewer's home is drawn bottom-right and he moves counter-clockwise (his 24 top-right,
his 13 top-left, his 12 bottom-left, his 1 bottom-right); every screen place is derived
from ``engine.position.to_white_point``/``from_white_point``. Pixel positions of points,
bar, trays and dice (what tests use to read pictures back) are in
:mod:`rendering.geometry`. A picture costs a few milliseconds: static parts are cached
per process (about 25 MB at most) and the PNG uses a fixed 256-colour palette.

Tools: ``python -m rendering POSITION [--dice 6 5] [--last "24/18 13/10"]
[--orientation white|black] -o board.png`` and ``python -m rendering.gallery OUTDIR``.
"""

from __future__ import annotations

from .board import BoardView, Header, render_board
from .diagrams import RULE_DIAGRAMS, rule_diagram
from .diagrams import TEXT_KEYS as DIAGRAM_TEXT_KEYS
from .geometry import BOARD_SIZE

__all__ = [
    "BOARD_SIZE", "DIAGRAM_TEXT_KEYS", "RULE_DIAGRAMS", "BoardView", "Header", "render_board",
    "rule_diagram",
]
