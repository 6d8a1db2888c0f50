"""What the bot keeps per game, without I/O: the stored state of a game (`state`), who
plays which colour (`seats`), the bookkeeping of a played turn (`turns`), what a chat key
says about its chat (`chats`) and a new game's stored clock (`clock`)."""
