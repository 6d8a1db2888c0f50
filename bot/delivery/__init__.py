"""Everything that reaches Telegram: the one call policy (`telegram`), the board sender
(`sender`), the picture workers (`pictures`) and the uploads of inline pictures
(`uploads`).

Kept free of imports: the picture worker processes import `bot.delivery.pictures`, and
must load nothing but what drawing needs."""
