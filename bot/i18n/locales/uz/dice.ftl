### Uzbek texts of Nardy: dice (source: ../ru/dice.ftl)
### state: machine (36 of 36 messages made by machine translation, not reviewed)

# machine translation, not reviewed
cmd-dice = Zarlarni tekshirish va statistikasi

# machine translation, not reviewed
dice-rolls =
    { $count ->
        [one] tashlash
       *[other] tashlash
    }

# machine translation, not reviewed
dice-games =
    { $count ->
        [one] partiyada
       *[other] partiyada
    }

# machine translation, not reviewed
dice-btn-check = 🔐 Zarlarni tekshirish

# machine translation, not reviewed
dice-btn-replay = 🎞 Takror

# machine translation, not reviewed
dice-btn-stats = 🎲 Zarlar

# machine translation, not reviewed
dice-caption = 🔐 Zarlar oldindan belgilangan: { $short }… (/dice)

# machine translation, not reviewed
dice-lobby = 🔐 Bu partiya zarlari allaqachon belgilangan: { $short }… Oʻyindan keyin ularni tekshirish mumkin.

# machine translation, not reviewed
dice-current =
    🔐 <b>Bu partiya zarlari oldindan belgilangan</b>
    Maxfiy kalit izi (SHA-256 xeshi):
    <code>{ $commit }</code>
    Partiya tugagach, kalit ochiladi: shunda har kim barcha tashlashlarni qayta hisoblay oladi.

# machine translation, not reviewed
dice-predates = Bu partiyada iz yoʻq: u zarlarni tekshirish imkoni paydo boʻlishidan oldin boshlangan. Keyingi partiyalar tekshiruv bilan boʻladi.

# machine translation, not reviewed
dice-none = Bu chatda hali zarlari tekshiriladigan partiyalar yoʻq. Boshlang: /new

# machine translation, not reviewed
dice-check =
    🔐 <b>Zarlarni tekshirish</b> — { $variant }, { $white } — { $black }
    Kalit izi (birinchi tashlashdan oldin koʻrsatilgan):
    <code>{ $commit }</code>
    Kalit (partiyadan keyin ochilgan):
    <code>{ $seed }</code>
    Tashlashlar tartib bilan ({ $count }): { $rolls }

    n-tashlash — bu kalit bilan «n:0» satrining HMAC-SHA256 qiymati; 252 va undan katta baytlar tashlab yuboriladi, qolganlari b % 6 + 1 tomonni beradi. Kalitning SHA-256 xeshi iz bilan mos kelishi kerak. Botsiz ham tekshirish mumkin — bot repozitoriyasidagi docs/DICE.md faylidan oʻn-oʻn ikki qator Python kodi bilan — yoki /history boʻlimidagi partiya yozuvi uchun <code>python -m engine verify-dice</code> buyrugʻi bilan.

# machine translation, not reviewed
dice-not_finished = Kalit faqat partiya tugagandan keyin ochiladi.

# machine translation, not reviewed
dice-stats-player = 🎲 <b>Zarlar: { $name }</b> — { $rolls }, { $games }

# machine translation, not reviewed
dice-stats-chat = 🎲 <b>Bu chatdagi zarlar</b> — { $rolls }, { $games }

# machine translation, not reviewed
dice-stats-faces = Tomonlar: { $faces } (halol zarlarda — har biri taxminan { $expected })

# machine translation, not reviewed
dice-stats-doubles = Juftlar: { $doubles } / { $rolls_n } (taxminan { $expected } kutiladi)

# machine translation, not reviewed
dice-stats-pips = Oʻrtacha bir tashlashga { $pips } punkt (8,17 kutiladi)

# machine translation, not reviewed
dice-stats-chi = Xi-kvadrat: tomonlar { $faces } (p = { $p_faces }), juftlar { $doubles } (p = { $p_doubles }) — { $verdict }.

# machine translation, not reviewed
dice-stats-empty = Hozircha zarli tugagan partiyalar yoʻq.

# machine translation, not reviewed
dice-verdict-normal = oddiy tasodif doirasida

# machine translation, not reviewed
dice-verdict-unusual = gʻayrioddiy: tasodifan bunday holat yuzta tekshiruvda bir martadan kam uchraydi

# machine translation, not reviewed
dice-verdict-suspicious = juda gʻayrioddiy: tasodifan bunday holat mingta tekshiruvda bir martadan kam uchraydi

# machine translation, not reviewed
dice-verdict-too_few = xulosa qilish uchun tashlashlar hali juda kam

# machine translation, not reviewed
dice-chart-title = Zarlar: { $name }

# machine translation, not reviewed
dice-chart-chat = Chatdagi zarlar

# machine translation, not reviewed
dice-chart-faces = Tomonlar

# machine translation, not reviewed
dice-chart-doubles = Juftlar

# machine translation, not reviewed
dice-chart-expected = halol zarlar

# machine translation, not reviewed
dice-chart-summary = { $rolls } · bir tashlashga { $pips } punkt (8,17 kutiladi)

# machine translation, not reviewed
dice-replay-caption = 🎞 { $variant }: { $white } — { $black }. { $result }

# machine translation, not reviewed
dice-replay-busy = Takror tayyorlanmoqda.

# machine translation, not reviewed
luck-line = Omad: { $players } ochko — partiya davomida tashlashlar jami oʻrtachadan shuncha yaxshi yoki yomon boʻldi

# machine translation, not reviewed
luck-adjusted = Omadni hisobga olgan natija: { $players } ochko

# machine translation, not reviewed
luck-jokers = Eng omadli va eng omadsiz tashlashlar (0,6 ochkodan): { $jokers }

# machine translation, not reviewed
luck-note = <i>Tashlash omadi — tushgan zarlar shu pozitsiyadagi oʻrtacha tashlashdan necha ochko yaxshi yoki yomonligi. Omadni hisobga olgan natija — partiya hisobidan omad ayirilgani: oʻrtacha tashlashlarda natija qanday boʻlardi.</i>
