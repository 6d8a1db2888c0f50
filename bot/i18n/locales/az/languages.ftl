### Azerbaijani texts of Nardy: languages (source: ../ru/languages.ftl)
### state: machine (4 of 4 messages made by machine translation, not reviewed)

# machine translation, not reviewed
lang-self = 🇦🇿 Azərbaycanca

# machine translation, not reviewed
lang-prompt-private = Botun dilini seçin:

# machine translation, not reviewed
lang-machine = { $mark } — maşın tərcüməsidir, dilin daşıyıcısı onu hələ yoxlamayıb.

# machine translation, not reviewed
lang-set-machine = Bu tərcümə maşınla edilib və dilin daşıyıcısı onu hələ yoxlamayıb: bəzi ifadələr qəribə səslənə bilər.
