"""Games in inline messages: the chat key of an inline message (`chat`), the inline
query and its lobbies (`lobbies`), and the presses only inline games have (`play`)."""
