"""Tournaments and leagues in a group: the lobby, the rounds and their games, results,
standings, deadlines and withdrawals (see docs/TOURNAMENTS.md and docs/ARCHITECTURE.md)."""
