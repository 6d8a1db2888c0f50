"""Helpers shared by the tests and the benchmarks (never installed with the package):
:mod:`testkit.fakeapi`, a fake Telegram Bot API server, and :mod:`testkit.gnubg_board`,
positions in gnubg's board format."""
