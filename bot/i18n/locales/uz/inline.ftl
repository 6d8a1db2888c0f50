### Uzbek texts of Nardy: inline (source: ../ru/inline.ftl)
### state: machine (30 of 30 messages made by machine translation, not reviewed)

# machine translation, not reviewed
help-inline =
    { "" }

    <b>Istalgan chatda doʻst bilan</b>
    Doʻstingiz bilan yozishmada { $bot } va probel yozing (botni chatga qoʻshish shart emas) va oʻyinni tanlang: uzun yoki qisqa nard, bitta partiya yoki 3 yoki 5 ochkogacha match. Chatda taklif paydo boʻladi; doʻstingiz qoʻshilgunga qadar ikkilash kubi va maslahatlarni yoqish mumkin (doʻstingiz qoʻshilish bilan ularga rozi boʻladi). Doʻstingiz «Qoʻshilish»ni bosadi va butun partiya (yoki butun match) shu xabarning oʻzida oʻtadi. Bot bilan ham oʻynash mumkin: «Bot bilan oʻynash» tugmasi. Taslim boʻlish, vaqt boʻyicha gʻalabani olish va maslahat — taxta ostidagi tugmalar orqali; partiya tahlilini bot sizga shaxsiy xabarda yuboradi.

# machine translation, not reviewed
inline-result = Doʻst bilan partiya — shu chatning oʻzida

# machine translation, not reviewed
inline-result-match = { $target } ochkogacha match — shu chatning oʻzida

# machine translation, not reviewed
inline-title-match = { $variant }: { $target } ochkogacha match

# machine translation, not reviewed
inline-lobby =
    🎲 { $name } oʻynashga taklif qilyapti.
    { $variant }.
    Boshlash uchun «Qoʻshilish»ni bosing.

# machine translation, not reviewed
inline-rematch =
    🔁 Revansh! { $name } yana oʻynamoqchi.
    { $variant }.
    { $other }, qabul qilish uchun «Qoʻshilish»ni bosing.

# machine translation, not reviewed
inline-hints_on = 💡 Maslahatlar bilan: qoʻshilish orqali ikkala oʻyinchiga ham maslahatlar berilishiga rozi boʻlasiz.

# machine translation, not reviewed
inline-btn-hints_on = 💡 Maslahatlar: yoniq

# machine translation, not reviewed
inline-btn-hints_off = 💡 Maslahatlar: oʻchiq

# machine translation, not reviewed
inline-btn-show = 🎯 Eng yaxshi yurish taxtada

# machine translation, not reviewed
inline-cancelled = ✖ Taklif bekor qilindi.

# machine translation, not reviewed
lobby-expired-inline = ⌛ Taklifni hech kim qabul qilmadi — u yopildi. Yangisi uchun chatda bot nomini yozing.

# machine translation, not reviewed
inline-alert-expired = Bu taklif yopilgan: uni uzoq vaqt hech kim qabul qilmadi.

# machine translation, not reviewed
inline-resign_ask = Rostdan taslim boʻlasizmi? Taxta ostidagi tugma bilan tasdiqlang.

# machine translation, not reviewed
inline-alert-hints_off = Bu partiyada maslahatlar yoʻq: ularni taklif muallifi raqib qoʻshilishidan oldin yoqadi.

# machine translation, not reviewed
inline-hint-title = 💡 { $dice } uchun eng yaxshi yurishlar:

# machine translation, not reviewed
inline-hint-drawn = Eng yaxshi yurish taxtada koʻrsatildi.

# machine translation, not reviewed
inline-analysis-coming = 📊 Partiya tahlilini tayyorlayapman, hozir shu yerga yuboraman.

# machine translation, not reviewed
inline-alert-start_bot = Tahlil shaxsiy xabarda keladi: botni oching va «Start»ni bosing — u tahlilni yuboradi.

# machine translation, not reviewed
inline-alert-analysis_sent = Tahlil sizga bot bilan shaxsiy yozishmada keladi.

# machine translation, not reviewed
inline-alert-start_bot-c = Zarlar tekshiruvi shaxsiy xabarda keladi: botni oching va «Start»ni bosing — u tekshiruvni yuboradi.

# machine translation, not reviewed
inline-alert-start_bot-r = Takror shaxsiy xabarda keladi: botni oching va «Start»ni bosing — u takrorni yuboradi.

# machine translation, not reviewed
inline-alert-sent-c = Zarlar tekshiruvi — bot bilan shaxsiy yozishmangizda.

# machine translation, not reviewed
inline-alert-sent-r = Takror sizga bot bilan shaxsiy yozishmada keladi.

# machine translation, not reviewed
inline-replay-coming = 🎞 Partiya takrorini tayyorlayapman, hozir shu yerga yuboraman.

# machine translation, not reviewed
inline-claim_notice = ⏰ { $name } { $hours } soatdan beri yurmayapti. { $other } «Vaqt boʻyicha gʻalaba» tugmasi bilan gʻalabani olishi mumkin.

# machine translation, not reviewed
btn-resign = 🏳 Taslim

# machine translation, not reviewed
btn-claim = ⏰ Vaqt boʻyicha gʻalaba

# machine translation, not reviewed
btn-again = 🎲 Yana partiya

# machine translation, not reviewed
alert-text = { $text }
