### English texts of Nardy: languages (source: ../ru/languages.ftl)
### state: reviewed

lang-self = 🇬🇧 English

lang-prompt-private = Choose the bot's language:

lang-machine = { $mark } — translated by machine, not yet checked by a native speaker.

lang-set-machine = This translation was made by machine and has not yet been checked by a native speaker: some wording may sound odd.
