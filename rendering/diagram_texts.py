"""The texts of the rule diagrams: which each one needs, and one plain English default set
for the package's own tools (the bot passes its catalogues' translations)."""

from __future__ import annotations

__all__ = ["TEXT_KEYS", "DEFAULT_TEXTS"]

TEXT_KEYS: dict[str, tuple[str, ...]] = {
    "start_short": ("title", "caption", "home_white", "home_black"),
    "start_long": ("title", "caption", "head_white", "head_black", "home_white", "home_black"),
    "six_block": ("title", "caption", "block", "not_allowed"),
    "hit": ("title", "caption", "hit", "closed", "bar"),
    "prime": ("title", "caption", "prime", "closed"),
    "bear_off": ("title", "caption", "four", "six"),
    "bear_off_long": ("title", "caption", "four", "six"),
    "head": ("title", "caption", "allowed", "not_allowed"),
    "score_short": ("title", "caption", "gammon", "backgammon"),
    "score_long": ("title", "caption", "mars"),
    "cube": ("title", "caption", "cube", "take", "pass"),
    "cube_long": ("title", "caption", "cube", "take", "pass"),
}
"""The texts each diagram needs: ``title`` (over the board), ``caption`` (the panel under
it) and its labels. The bot passes them translated from its catalogues."""

DEFAULT_TEXTS: dict[str, dict[str, str]] = {
    "start_short": {
        "title": "Short nardy: set-up",
        "caption": "Each player counts the points from their own side; their home is "
                   "points 1–6. White moves 24 → 13 → 12 → 1, Black the opposite way. The "
                   "numbers are White's.",
        "home_white": "White's home",
        "home_black": "Black's home",
    },
    "start_long": {
        "title": "Long nardy: set-up",
        "caption": "All 15 checkers start on the head, the player's point 24, in opposite "
                   "corners. Both sides move counter-clockwise. The numbers are White's.",
        "head_white": "White's head",
        "head_black": "Black's head",
        "home_white": "White's home",
        "home_black": "Black's home",
    },
    "six_block": {
        "title": "Long nardy: six in a row",
        "caption": "No six points in a row unless an opponent checker is ahead of them. "
                   "Every black checker is behind, so 13→10 is not allowed.",
        "block": "6 in a row",
        "not_allowed": "not allowed",
    },
    "hit": {
        "title": "Short nardy: hitting",
        "caption": "White played 13→7 and hit the lone black checker: it waits on the bar. "
                   "Two or more checkers close a point (here 4).",
        "hit": "hit",
        "closed": "closed",
        "bar": "bar",
    },
    "prime": {
        "title": "Short nardy: the prime",
        "caption": "Six closed points in a row: the black checker behind them cannot jump "
                   "over with any number.",
        "prime": "6 points in a row",
        "closed": "no way",
    },
    "bear_off": {
        "title": "Short nardy: bearing off",
        "caption": "Roll 6-4. The 4 bears off from point 4. White has no checker on 6, so "
                   "the 6 bears off from the highest point, 5.",
        "four": "4: off from 4",
        "six": "6: off from 5",
    },
    "bear_off_long": {
        "title": "Long nardy: bearing off",
        "caption": "Roll 6-4. The 4 bears off from point 4. White has no checker on 6, so "
                   "the 6 bears off from the highest point, 5.",
        "four": "4: off from 4",
        "six": "6: off from 5",
    },
    "head": {
        "title": "Long nardy: the head rule",
        "caption": "One checker per turn leaves the head: 24→18→13 with 6-5, never two. "
                   "A first roll of 6-6, 4-4 or 3-3 takes two.",
        "allowed": "allowed",
        "not_allowed": "not allowed",
    },
    "score_short": {
        "title": "Short nardy: scoring",
        "caption": "White is off. Single game 1 point; Black bore off none: gammon, 2; "
                   "and still has a checker in White's home: backgammon, 3.",
        "gammon": "none off: gammon",
        "backgammon": "backgammon",
    },
    "score_long": {
        "title": "Long nardy: scoring",
        "caption": "White is off. Oin 1 point when the loser bore off at least one checker; "
                   "here Black bore off none: mars, 2 points.",
        "mars": "none off: mars",
    },
    "cube": {
        "title": "Short nardy: the doubling cube",
        "caption": "Before rolling you may double. Take: the game counts twice and the cube "
                   "is the taker's. Pass: lose at the old value.",
        "cube": "offer ×2",
        "take": "take: ×2",
        "pass": "pass: −1",
    },
    "cube_long": {
        "title": "Long nardy: the doubling cube",
        "caption": "Before rolling you may double. Take: the game counts twice and the cube "
                   "is the taker's. Pass: lose at the old value.",
        "cube": "offer ×2",
        "take": "take: ×2",
        "pass": "pass: −1",
    },
}
"""One plain English set of the diagrams' texts, for the CLI and the gallery (the bot uses
its own catalogues)."""

