### Russian texts of Nardy: languages
### Each catalogue names its own language in lang-self (the /lang button shows it as it is).
### state: source

lang-self = 🇷🇺 Русский

lang-prompt-private = Выберите язык бота:

lang-machine = { $mark } — перевод сделан машиной, и носитель языка его ещё не проверил.

lang-set-machine = Этот перевод сделан машиной, носитель языка его ещё не проверил: где-то слова могут звучать непривычно.
