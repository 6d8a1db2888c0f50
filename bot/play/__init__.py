"""A game from its lobby to its last turn: the per-chat store of games (`store`), the one
save-and-show path (`publish`), lobbies, moves, the cube and matches."""
