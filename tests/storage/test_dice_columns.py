"""The committed dice's seed and commitment of a game on both backends: set when a game is
created or later, kept by every other change, carried into the history when the game ends
(also when the finishing call brings them), absent (None) in games without."""

from __future__ import annotations

import hashlib

from storage import GameResult, SqliteStorage
from tests.storage.helpers import friend_game, lobby

SEED = "5e" * 32
COMMIT = hashlib.sha256(bytes.fromhex(SEED)).hexdigest()
WIN = GameResult(reason="borne_off", winner="white", points=1)


async def test_a_new_games_dice_are_stored_and_carried_into_the_history(
    store: SqliteStorage,
) -> None:
    rec = await store.create_game(friend_game(dice_seed=SEED, dice_commitment=COMMIT))
    assert (rec.dice_seed, rec.dice_commitment) == (SEED, COMMIT)
    assert SEED not in repr(rec) and COMMIT in repr(rec)
    rec = await store.update_game(rec.game_id, rec.version, state="later", moved=True)
    again = await store.get_game(rec.game_id)
    assert again is not None and (again.dice_seed, again.dice_commitment) == (SEED, COMMIT)
    fin = await store.finish_game(rec.game_id, rec.version, WIN)
    assert (fin.dice_seed, fin.dice_commitment) == (SEED, COMMIT)
    stored = await store.get_finished_game(rec.game_id)
    assert stored == fin and stored.final_state == "later"
    [listed] = await store.list_finished_games(chat_id=100)
    assert listed.dice_seed == SEED


async def test_dice_set_later_or_when_finishing(store: SqliteStorage) -> None:
    rec = await store.create_game(lobby())
    assert (rec.dice_seed, rec.dice_commitment) == (None, None)
    rec = await store.update_game(rec.game_id, rec.version, status="active", black_id=2,
                                  dice_seed=SEED, dice_commitment=COMMIT)
    assert (rec.dice_seed, rec.dice_commitment) == (SEED, COMMIT)
    await store.finish_game(rec.game_id, rec.version, WIN)
    # A game whose seed the finishing call brings (one that kept it in its state).
    old = await store.create_game(friend_game(chat_id=200))
    fin = await store.finish_game(old.game_id, old.version, GameResult(
        reason="resigned", winner="black", points=1, final_state="end", dice_seed=SEED,
        dice_commitment=COMMIT))
    assert (fin.final_state, fin.dice_seed, fin.dice_commitment) == ("end", SEED, COMMIT)
    assert (await store.get_finished_game(old.game_id)) == fin
    # Without committed dice: None, and the history says so.
    plain = await store.create_game(friend_game(chat_id=300))
    done = await store.finish_game(plain.game_id, plain.version, GameResult.cancelled())
    assert (done.dice_seed, done.dice_commitment) == (None, None)
