"""Presses and board edits per turn through the bot's own keyboard
(``python bench/presses_bot.py``).

AI-vs-AI games (the ``master`` level choosing both sides, seeded dice) are played through
:func:`bot.model.turns.keyboard_moves`, the function that builds the bot's move buttons.
Each chosen play is entered with the fewest presses that keyboard allows (a breadth-first
search over its buttons, every press applying the button's steps as the bot does), and
counted:

* with the automatic finish (the default): the presses of the move buttons; after a press
  the bot plays the rest of the turn when nothing is left to decide, and the last press
  commits the turn, so there is one board edit per press;
* without it: the presses of the move buttons (nothing played for the player) plus Done,
  one board edit each.

A turn with a single legal play (a forced move or a pass) is made by the bot itself in the
same save as the turn before it: no press and no edit of its own. Figures are printed per
turn with a choice and per turn of the game (forced turns included). Nothing asserts a value.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import load_player  # noqa: E402
from bot.model.turns import (
    forced_rest,  # noqa: E402
    keyboard_moves,  # noqa: E402
)
from engine import Game, Position, RandomDice, Variant  # noqa: E402

__all__ = ["fewest_presses", "play_games", "main"]


def fewest_presses(game: Game, goal: Position, auto: bool = True) -> int:
    """The fewest presses of the bot's move buttons that take ``game`` (a turn just rolled)
    to a complete turn whose result is ``goal``; with ``auto`` (the automatic finish) the
    bot also plays the rest of a turn that leaves nothing to decide, as it does after a
    press (:func:`bot.model.turns.forced_rest`)."""
    frontier = [game]
    depth = 0
    while frontier:
        nxt: list[Game] = []
        seen: set[Position] = set()
        for g in frontier:
            if g.turn_complete:
                if g.turn.result() == goal:
                    return depth
                continue
            for button in keyboard_moves(g):
                after = g
                for st in button.steps:
                    after = after.play_step(st.frm, st.to, st.die)
                if auto:
                    after = forced_rest(after) or after
                key = after.current_position
                if key not in seen:
                    seen.add(key)
                    nxt.append(after)
        frontier = nxt
        depth += 1
    raise AssertionError("the chosen play cannot be entered with the keyboard")


def play_games(variant: Variant, games: int, seed: int = 3) -> dict[str, float]:
    """Play ``games`` master-vs-master games of ``variant``; the per-turn means."""
    player = load_player(variant, "master")
    rng = random.Random(seed)
    dice = RandomDice(random.Random(seed + 1))
    presses: list[int] = []
    manual: list[int] = []
    buttons: list[int] = []
    turns = forced = 0
    for _ in range(games):
        game = Game.new(variant, dice)
        while not game.finished:
            assert game.dice is not None
            turns += 1
            plays = game.legal_plays()
            if len(plays) == 1:
                forced += 1
                game = game.play(plays[0], dice)
                continue
            play = player.choose(game.position, game.dice, rng)
            buttons.append(len(keyboard_moves(game)))
            presses.append(fewest_presses(game, play.position))
            manual.append(fewest_presses(game, play.position, auto=False) + 1)  # + Done
            game = game.play(play, dice)
    auto = statistics.fmean(presses)
    done = statistics.fmean(manual)
    return {
        "games": games,
        "turns": turns,
        "choice_turns": len(presses),
        "forced_turns": forced,
        "buttons": statistics.fmean(buttons),
        "max_buttons": max(buttons),
        "auto_presses": auto,
        "auto_edits": auto,
        "done_presses": done,
        "done_edits": done,
        "auto_presses_all": sum(presses) / turns,
        "done_presses_all": sum(manual) / turns,
    }


def main(argv: list[str] | None = None) -> None:
    """Print the figures for both variants."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--games", type=int, default=4, help="games per variant")
    ap.add_argument("--seed", type=int, default=3)
    args = ap.parse_args(argv)
    for variant in (Variant.SHORT, Variant.LONG):
        t0 = time.perf_counter()
        m = play_games(variant, args.games, args.seed)
        print(
            f"{variant.value:5s} {m['games']:.0f} games, {m['turns']:.0f} turns "
            f"({m['choice_turns']:.0f} with a choice, {m['forced_turns']:.0f} forced/pass); "
            f"buttons {m['buttons']:.1f} (max {m['max_buttons']:.0f}); per turn with a choice: "
            f"automatic finish {m['auto_presses']:.2f} presses = {m['auto_edits']:.2f} edits, "
            f"with Done {m['done_presses']:.2f} = {m['done_edits']:.2f}; per turn of the game: "
            f"{m['auto_presses_all']:.2f} / {m['done_presses_all']:.2f} "
            f"({time.perf_counter() - t0:.0f} s)"
        )


if __name__ == "__main__":
    main()
