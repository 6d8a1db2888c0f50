"""Helpers shared by the tests and the benchmarks (never installed with the package):
:mod:`testkit.fakeapi`, a fake Telegram Bot API server, :mod:`testkit.gnubg_board`,
positions in gnubg's board format, :mod:`testkit.games`, positions of random games, and
:mod:`testkit.reference`, a per-roll 1-ply the AI's batched search is checked against."""
