### Uzbek texts of Nardy: clock (source: ../ru/clock.ftl)
### state: machine (35 of 35 messages made by machine translation, not reviewed)

# machine translation, not reviewed
clock-control-none = soatsiz

# machine translation, not reviewed
clock-control-blitz = blits

# machine translation, not reviewed
clock-control-live = jonli oʻyin

# machine translation, not reviewed
clock-control-relaxed = shoshilmasdan

# machine translation, not reviewed
clock-control-words = { $name }: yurishga { $delay } s + har bir ochko uchun { $reserve } zaxira

# machine translation, not reviewed
clock-control-words-none = soatsiz: yurish vaqti cheklanmagan

# machine translation, not reviewed
clock-btn-control = ⏱ { $name }

# machine translation, not reviewed
clock-btn-none = ⏱ Soatsiz

# machine translation, not reviewed
clock-lobby = ⏱ Vaqt nazorati: { $control }

# machine translation, not reviewed
clock-caption = ⏱ { $white } { $white_left } · { $black } { $black_left }, yurishga +{ $delay } s

# machine translation, not reviewed
clock-caption-paused = ⏸ Soatlar kelishuv boʻyicha toʻxtatilgan: { $white } { $white_left } · { $black } { $black_left }

# machine translation, not reviewed
clock-warning = ⏳ { $mention }, { $seconds } s qoldi — vaqtingiz tugayapti!

# machine translation, not reviewed
clock-timeout = ⌛ Vaqt tugadi: { $loser } yurishga ulgurmadi. Gʻolib: { $winner }.

# machine translation, not reviewed
clock-timeout-match = ⌛ Vaqt tugadi: { $loser } matchni vaqt boʻyicha yutqazdi. Match gʻolibi: { $winner }.

# machine translation, not reviewed
clock-late = ⌛ Kech: vaqtingiz allaqachon tugagan.

# machine translation, not reviewed
clock-analysis = ⌛ Partiya vaqt boʻyicha tugadi: { $name } yurishga ulgurmadi. Qilinmagan yurish tahlilga kirmaydi.

# machine translation, not reviewed
clock-record = vaqt tugadi

# machine translation, not reviewed
clock-btn-pause = ⏸ Pauza taklif qilish

# machine translation, not reviewed
clock-btn-pause-accept = ✅ Pauzaga rozi boʻlish

# machine translation, not reviewed
clock-btn-resume = ▶️ Davom ettirish

# machine translation, not reviewed
clock-pause-asked = ⏸ { $name } soatlarni toʻxtatishni taklif qilyapti. Raqib rozi boʻlishi kerak.

# machine translation, not reviewed
clock-pause-accepted = ⏸ Soatlar toʻxtatildi. Oʻyinchilardan istalgani davom ettirishi mumkin.

# machine translation, not reviewed
clock-pause-own = Pauzani raqib qabul qilishi kerak.

# machine translation, not reviewed
clock-pause-sent = ⏸ Pauza taklif qilindi — raqibning roziligini kutamiz.

# machine translation, not reviewed
clock-pause-hint = ▶️ Oʻyinchilardan istalgani davom ettira oladi.

# machine translation, not reviewed
clock-paused = ⏸ Soatlar toʻxtatilgan. Avval «▶️ Davom ettirish» tugmasini bosing.

# machine translation, not reviewed
clock-paused-claim = ⏸ Soatlar kelishuv bilan toʻxtatilgan: pauza paytida gʻalabani talab qilib boʻlmaydi.

# machine translation, not reviewed
clock-resumed = ▶️ Soatlar yana yurmoqda.

# machine translation, not reviewed
clock-downtime = ⏱ Bot { $seconds } s davomida ishlamadi — bu vaqt navbati kelgan oʻyinchiga qaytarildi.

# machine translation, not reviewed
clock-settings = ⏱ Standart soat: { $control }

# machine translation, not reviewed
clock-settings-prompt = Bu chatdagi yangi partiyalarga qaysi vaqt nazorati qoʻyilsin?

# machine translation, not reviewed
clock-settings-saved = Standart vaqt nazorati: { $control }.

# machine translation, not reviewed
clock-new-unknown = Bunday vaqt nazorati yoʻq. Mavjudlari: { $names }.

# machine translation, not reviewed
clock-seconds =
    { $count ->
        [one] soniya
       *[other] soniya
    }

# machine translation, not reviewed
clock-minutes =
    { $count ->
        [one] daqiqa
       *[other] daqiqa
    }
