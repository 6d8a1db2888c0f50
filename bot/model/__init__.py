"""What the bot keeps per game, without I/O: the stored state of a game, who plays which
colour and what a chat key says about its chat (`state`); what the player on turn may
press, the games' dice and clocks, and the bookkeeping of a played turn (`turns`)."""
