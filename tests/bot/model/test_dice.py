"""The bot's dice without a bot: seeds stored beside the state, the source of the next rolls,
the texts' numbers and the statistics text."""

from __future__ import annotations

import json
import random

from bot.i18n import Translator
from bot.model.state import Table
from bot.model.turns import GameDice, dice_columns, dice_info
from bot.views.dice import check_text, stats_text
from bot.views.game import commit_line
from engine import FixedDice, Game
from engine.committed import SCHEME, commitment, roll_of, rolls_of
from engine.dicestats import dice_stats

SEED = bytes(range(32))


def _played(seed: bytes, turns: int) -> Table:
    dice = GameDice(seeds=lambda: seed)
    s = dice.seed()
    assert s == seed
    table = Table(stage="play", seed=s, game=Game.new("long", dice.first(s)))
    rng = random.Random(1)
    for _ in range(turns):
        assert table.game is not None
        table = table.bump(game=table.game.play(rng.choice(table.game.legal_plays()),
                                                dice.of(table)))
    return table


def test_every_action_continues_the_committed_sequence() -> None:
    table = _played(SEED, 12)
    assert table.game is not None
    rolls = rolls_of(table.game)
    assert rolls == [roll_of(SEED, n) for n in range(len(rolls))]


def test_the_seed_is_stored_apart_hidden_from_repr_and_old_states_read_with_or_without_it(
) -> None:
    table = _played(SEED, 3)
    assert SEED.hex() not in table.encode()
    columns = dice_columns(table)
    assert columns == {"dice_seed": SEED.hex(), "dice_commitment": commitment(SEED)}
    back = Table.decode(table.encode(), columns["dice_seed"])
    assert back.seed == SEED and back.game == table.game
    assert Table.decode(table.encode()).seed is None
    inside = json.loads(table.encode())
    inside["ds"] = SEED.hex()  # a state saved before the seed had a column of its own
    assert Table.decode(json.dumps(inside)).seed == SEED
    assert SEED.hex() not in repr(table) and repr(SEED) not in repr(table)
    old = Table.decode(Table(stage="play", game=table.game).encode())
    assert old.seed is None and dice_columns(old) == {}
    fixed = GameDice(FixedDice([3, 4]))
    assert fixed.seed() is None and fixed.of(old) is fixed.fixed


def test_records_get_the_seed_only_when_revealed() -> None:
    table = _played(SEED, 2)
    hidden = dice_info(table, reveal=False)
    assert hidden == {"scheme": SCHEME, "commitment": commitment(SEED)}
    assert dice_info(table, reveal=True) == dict(hidden, seed=SEED.hex())
    assert dice_info(Table(stage="play"), reveal=True) is None


def test_numbers_in_russian_have_a_decimal_comma_and_a_true_minus() -> None:
    ru, en = Translator("ru"), Translator("en")
    assert ru.number(0.844, sign=True) == "+0,84" and ru.number(-0.31) == "−0,31"
    assert ru.number(-0.001, sign=True) == "0,00" and en.number(8.1667) == "8.17"


def test_texts_show_the_commitment_and_the_check_lists_every_roll() -> None:
    ru = Translator("ru")
    table = _played(SEED, 4)
    line = commit_line(table, ru)
    assert line is not None and commitment(SEED)[:12] in line and SEED.hex() not in line
    assert table.game is not None
    finished = table.bump(game=table.game.resign(table.game.turn_color))
    assert finished.game is not None
    text = check_text(finished, finished.game, "long", ("Аня", "Борис"), ru)
    rolls = rolls_of(finished.game)
    assert SEED.hex() in text and " ".join(f"{a}-{b}" for a, b in rolls) in text
    stats = dice_stats(rolls * 60)
    out = stats_text(stats, 3, "dice.stats.player", "Аня", ru)
    assert "в 3 партиях" in out and "8,17" in out and "Хи-квадрат" in out
