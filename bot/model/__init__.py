"""What the bot keeps per game, without I/O: the stored state of a game (`state`), who
plays which colour (`seats`) and the bookkeeping of a played turn (`turns`)."""
