"""The one implementation of `storage.api.Storage`: SQL written once, run by a dialect.

`SqlStorage` is made of one part per subject, each over the same `storage.dialect.Dialect`:

- `storage.sql.games`: unfinished games (in chats and inline messages) and their history;
- `storage.sql.matches`: matches, their games and match statistics;
- `storage.sql.players`: players, statistics, ratings and leaderboards;
- `storage.sql.settings`: chat settings;
- `storage.sql.coach`: analyses of finished games and consents to hints;
- `storage.sql.tournaments`: tournaments and their entrants;
- `storage.sql.rounds`: the rounds of tournaments and their pairings.

`storage.sqlite.SqliteStorage` and `storage.postgres.PostgresStorage` are `SqlStorage` on
their dialect.
"""

from __future__ import annotations

from storage.sql.coach import CoachStore
from storage.sql.games import GamesStore
from storage.sql.matches import MatchesStore
from storage.sql.rounds import RoundsStore
from storage.sql.settings import SettingsStore

__all__ = ["SqlStorage"]


class SqlStorage(GamesStore, MatchesStore, SettingsStore, CoachStore, RoundsStore):
    """`storage.api.Storage` over a dialect. Open one with `storage.open_storage`."""
