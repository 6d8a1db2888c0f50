### Uzbek texts of Nardy: webapp (source: ../ru/webapp.ftl)
### state: machine (31 of 31 messages made by machine translation, not reviewed)

# machine translation, not reviewed
webapp-btn-board = 🖐 Taxta

# machine translation, not reviewed
webapp-title = Nard

# machine translation, not reviewed
webapp-you = Siz

# machine translation, not reviewed
webapp-turn-other = Yuradi: { $name }

# machine translation, not reviewed
webapp-turn-roll = Navbat sizda: zar tashlang yoki ikkilashni taklif qiling

# machine translation, not reviewed
webapp-turn-roll_only = Navbat sizda: zar tashlang

# machine translation, not reviewed
webapp-turn-double = Sizga ikkilash taklif qilindi: partiya — { $value } { $points_word }

# machine translation, not reviewed
webapp-turn-wait_answer = Ikkilash taklif qilindi, javob kutilmoqda

# machine translation, not reviewed
webapp-tap = Toshga teging — uning yurishlari yoritiladi

# machine translation, not reviewed
webapp-pick = Qayerga? Yoritilgan punktga teging

# machine translation, not reviewed
webapp-complete = Barcha zarlar oʻynaldi — «Tayyor» yoki «Qadam ortga»

# machine translation, not reviewed
webapp-no_more = Boshqa yurish yoʻq: qolgan zarlarni oʻynab boʻlmaydi

# machine translation, not reviewed
webapp-match = Match { $target } ochkogacha: { $you }:{ $opp }

# machine translation, not reviewed
webapp-cube = Kub: ×{ $value }

# machine translation, not reviewed
webapp-cube-offered = Kub: ×{ $value } taklif qilindi, javob kutilmoqda

# machine translation, not reviewed
webapp-watching = Siz partiyani tomosha qilyapsiz

# machine translation, not reviewed
webapp-resign = 🏳 Taslim boʻlish

# machine translation, not reviewed
webapp-resign-ask = Partiyani topshirasizmi?

# machine translation, not reviewed
webapp-resign-ask_match = Shu partiyanimi yoki butun matchnimi topshirasiz?

# machine translation, not reviewed
webapp-resign-game = 🏳 Partiyani topshirish

# machine translation, not reviewed
webapp-finished = Partiya tugadi

# machine translation, not reviewed
webapp-next = ▶ Keyingi partiyaga

# machine translation, not reviewed
webapp-err-auth = Kirishni tekshirib boʻlmadi. Taxtani chatdagi partiya ostidagi tugma bilan qayta oching.

# machine translation, not reviewed
webapp-err-denied = Bu partiyani koʻrib boʻlmaydi: u boshqa chatda oʻynalmoqda.

# machine translation, not reviewed
webapp-err-gone = Partiya topilmadi. Taxtani yangi partiya ostidagi tugma bilan oching.

# machine translation, not reviewed
webapp-err-flood = Juda tez — bir soniya kuting.

# machine translation, not reviewed
webapp-err-network = Bot bilan aloqa yoʻq, qayta urinyapmiz…

# machine translation, not reviewed
webapp-err-bad = Taxta havolasi buzilgan. Taxtani chatdagi partiya ostidagi tugma bilan oching.

# machine translation, not reviewed
webapp-clock-delay = +{ $seconds } s

# machine translation, not reviewed
webapp-clock-paused = ⏸ Soatlar kelishuv bilan toʻxtatildi

# machine translation, not reviewed
webapp-clock-asked = ⏸ { $name } pauza taklif qilmoqda
