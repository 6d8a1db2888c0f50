### Uzbek texts of Nardy: languages (source: ../ru/languages.ftl)
### state: machine (4 of 4 messages made by machine translation, not reviewed)

# machine translation, not reviewed
lang-self = 🇺🇿 Oʻzbekcha

# machine translation, not reviewed
lang-prompt-private = Bot tilini tanlang:

# machine translation, not reviewed
lang-machine = { $mark } — mashina tarjimasi, uni ona tilida soʻzlashuvchi hali tekshirmagan.

# machine translation, not reviewed
lang-set-machine = Bu tarjima mashinada qilingan va uni ona tilida soʻzlashuvchi hali tekshirmagan: ayrim iboralar gʻalati tuyulishi mumkin.
