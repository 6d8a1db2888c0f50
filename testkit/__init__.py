"""Helpers shared by the tests and the benchmarks (never installed with the package):
:mod:`testkit.fakeapi`, a fake Telegram Bot API server, :mod:`testkit.gnubg_board`,
positions in gnubg's board format, and :mod:`testkit.games`, positions of random games."""
