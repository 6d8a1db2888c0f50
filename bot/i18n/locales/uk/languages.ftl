### Ukrainian texts of Nardy: languages (source: ../ru/languages.ftl)
### state: machine (4 of 4 messages made by machine translation, not reviewed)

# machine translation, not reviewed
lang-self = 🇺🇦 Українська

# machine translation, not reviewed
lang-prompt-private = Оберіть мову бота:

# machine translation, not reviewed
lang-machine = { $mark } — переклад зроблено машиною, носій мови його ще не перевірив.

# machine translation, not reviewed
lang-set-machine = Цей переклад зроблено машиною, і носій мови його ще не перевірив: деякі слова можуть звучати незвично.
