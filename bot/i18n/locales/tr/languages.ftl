### Turkish texts of Nardy: languages (source: ../ru/languages.ftl)
### state: machine (4 of 4 messages made by machine translation, not reviewed)

# machine translation, not reviewed
lang-self = 🇹🇷 Türkçe

# machine translation, not reviewed
lang-prompt-private = Botun dilini seçin:

# machine translation, not reviewed
lang-machine = { $mark } — makine çevirisi, anadili Türkçe olan biri henüz kontrol etmedi.

# machine translation, not reviewed
lang-set-machine = Bu çeviri makineyle yapıldı ve anadili Türkçe olan biri henüz kontrol etmedi: bazı ifadeler alışılmadık gelebilir.
