"""Everything that reaches Telegram: the one call policy (`telegram`), the board sender
(`sender`), a board's frame, its picture (drawn by worker processes) and its Bot API calls
(`boards`), and the uploads of inline pictures (`uploads`).

Kept free of imports: the picture worker processes import `bot.delivery.drawing`, and
must load nothing but what drawing needs."""
