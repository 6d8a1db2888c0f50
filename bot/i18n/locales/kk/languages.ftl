### Kazakh texts of Nardy: languages (source: ../ru/languages.ftl)
### state: machine (4 of 4 messages made by machine translation, not reviewed)

# machine translation, not reviewed
lang-self = 🇰🇿 Қазақша

# machine translation, not reviewed
lang-prompt-private = Боттың тілін таңдаңыз:

# machine translation, not reviewed
lang-machine = { $mark } — машиналық аударма, оны ана тілінде сөйлейтін адам әлі тексерген жоқ.

# machine translation, not reviewed
lang-set-machine = Бұл аударманы машина жасады, оны ана тілінде сөйлейтін адам әлі тексерген жоқ: кейбір сөздер әдеттен тыс естілуі мүмкін.
