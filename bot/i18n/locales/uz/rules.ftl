### Uzbek texts of Nardy: rules (source: ../ru/rules.ftl)
### state: machine (77 of 77 messages made by machine translation, not reviewed)

# machine translation, not reviewed
rules-intro = 📖 <b>Qoidalar</b> — oʻyin va mavzuni tanlang. Hozir: <b>{ $variant }</b>.

# machine translation, not reviewed
rules-topic-setup = Joylashuv va yurishlar

# machine translation, not reviewed
rules-topic-head = Bosh

# machine translation, not reviewed
rules-topic-block = Bloklar

# machine translation, not reviewed
rules-topic-hit = Urilgan toshlar

# machine translation, not reviewed
rules-topic-bearoff = Chiqarish

# machine translation, not reviewed
rules-topic-scoring = Hisob

# machine translation, not reviewed
rules-topic-match = Match va kub

# machine translation, not reviewed
rules-topic-dice = Zarlar

# machine translation, not reviewed
rules-dice-chart = Halol zarlar: 3 600 tashlash

# machine translation, not reviewed
rules-dice-summary = oʻrtacha: har bir tomon — 1 200 marta, har bir juft — 100 marta

# machine translation, not reviewed
rules-long-setup =
    <b>Uzun nard: joylashuv va yurishlar</b>
    Har bir tomonning barcha 15 toshi «bosh»da — oʻzining 24-punktida turadi; boshlar qarama-qarshi burchaklarda. Ikkala oʻyinchi ham soat miliga teskari yoʻnalishda, katta raqamlardan kichiklariga qarab, oʻz uyi — 1–6-punktlar tomon yuradi.
    Har bir zar — tushgan son miqdoricha alohida qadam, juft esa toʻrtta qadam beradi. Bitta tosh ketma-ket bir necha qadam yurishi mumkin, agar u toʻxtaydigan punktlarning hech birini raqib egallamagan boʻlsa.
    Birinchi yurish tashlash bilan aniqlanadi: har kim bittadan zar tashlaydi, teng tushsa, qayta tashlanadi. Kimga kattaroq son tushsa, oʻsha boshlaydi va tushgan ikkala sonni oʻynaydi — shuning uchun partiyaning birinchi yurishi hech qachon juft boʻlmaydi.
    Pozitsiya imkon bergan barcha sonlarni oʻynash shart. Ikki sondan istalganini oʻynash mumkin-u, ikkalasini birga oʻynab boʻlmasa, kattasi oʻynaladi. Yurish imkoni boʻlmasa, navbat yoʻqoladi.

# machine translation, not reviewed
rules-long-head =
    <b>Bosh qoidasi</b>
    Bir yurishda boshdan (24-punkt) faqat bitta tosh olish mumkin.
    Istisno — oʻyinchining birinchi yurishi, barcha 15 tosh hali boshda turganida: 6-6, 4-4 yoki 3-3 tushsa, boshdan ikkita tosh olinadi. Ikkinchi toshsiz tashlashni toʻliq oʻynab boʻlmasa, uni olish shart.
    Bu istisnodan faqat ikkinchi yuradigan oʻyinchi foydalana oladi: partiyaning birinchi yurishi hech qachon juft boʻlmaydi.

# machine translation, not reviewed
rules-long-block =
    <b>Urish yoʻq, lekin bloklar bor</b>
    Uzun nardda toshlar urilmaydi: sizning bitta toshingiz punktni band qiladi va raqib unga tusha olmaydi. Raqib punktlari ustidan sakrab oʻtish mumkin — faqat tosh qayerda toʻxtashi muhim.
    Ketma-ket oltita oʻz punktingiz — blok. Uni faqat blokdan oldinda, raqib yoʻlida, uning kamida bitta toshi turgan boʻlsa qurish mumkin. Raqibning barcha toshlarini qamab qoʻyish yurish oʻrtasidagi bitta qadam uchun ham taqiqlanadi — bunday qadamlarni men shunchaki taklif qilmayman.
    «Ketma-ket» raqib yoʻli boʻyicha hisoblanadi, u esa burchakdan buriladi: sizning 1 va 24-punktlaringiz u uchun qoʻshni, 12 va 13 esa qoʻshni emas. Shuning uchun 12 va 13 orqali oʻtgan oltita punkt blok emas, 1 va 24 orqali oʻtgani esa blok.

# machine translation, not reviewed
rules-long-bearoff =
    <b>Chiqarish</b>
    Barcha 15 tosh uyda (1–6-punktlar) yigʻilgach, ularni taxtadan chiqarish mumkin. Zar oʻz raqamidagi punktdan toshni chiqaradi. U yer boʻsh boʻlsa, zarni kattaroq punktdagi tosh yurishi bilan oʻynash kerak, kattaroq punktlarda tosh boʻlmasa — band punktlarning eng kattasidagi tosh chiqariladi. Chiqarish oʻrniga uy ichida yurish har doim mumkin.

# machine translation, not reviewed
rules-long-scoring =
    <b>Uzun nardda hisob</b>
    Barcha 15 toshni birinchi boʻlib chiqargan oʻyinchi gʻolib boʻladi.
    • Oddiy gʻalaba — 1 ochko: yutqazgan tomon kamida bitta toshni chiqargan.
    • Mars — 2 ochko: birorta ham tosh chiqarilmagan.
    Uzun nardda koks (bekgammon) yoʻq.
    Oʻz navbatingizda taslim boʻlish mumkin (/resign): raqibga joriy pozitsiya boʻyicha gʻalaba beriladi — hali birorta tosh chiqarmagan boʻlsangiz mars, aks holda oddiy gʻalaba. Oddiy partiyada ikkilash kubi boʻlmaydi, agar u partiya yaratilganda tanlanmagan boʻlsa. Raqib uzoq vaqt yurmasa, gʻalabani /claim buyrugʻi bilan olish mumkin.

# machine translation, not reviewed
rules-long-match =
    <b>Match va ikkilash kubi</b>
    Match N ochkogacha oʻynaladi (1–25; odatda 3, 5 yoki 7): partiyalar kimdir N ochko toʻplaguncha davom etadi. Har bir keyingi partiyada oʻyinchilar ranglarni almashtiradi, birinchi yurish esa yana tashlash bilan aniqlanadi. Partiya ochkolari match hisobiga qoʻshiladi; taslim boʻlish raqibga partiya ochkolarini joriy pozitsiya boʻyicha beradi. Raqib juda uzoq yurmasa, butun matchni olish mumkin (/claim).
    Kub faqat partiya yoki match yaratilganda tanlangan boʻlsa boʻladi. Oʻz tashlashingizdan oldin, kub markazda yoki sizda boʻlsa, ikkilashni taklif qilishingiz mumkin. Raqib qabul qilsa — stavka ikki baravar oshadi va kub unga oʻtadi; rad etsa — partiyani taklifdan oldingi stavka boʻyicha yutqazadi. Partiya ochkolari (1, mars uchun esa 2) kub qiymatiga koʻpaytiriladi. Eng yuqori qiymat — 64.
    Krouford qoidasi: kimgadir birinchi marta gʻalabaga bir ochko qolganda, keyingi partiya ikkilashsiz oʻynaladi, keyin esa yana mumkin.

# machine translation, not reviewed
rules-short-setup =
    <b>Qisqa nard: joylashuv va yurishlar</b>
    Har kim oʻz raqamlashida 24-punktga 2 ta, 13-punktga 5 ta, 8-punktga 3 ta va 6-punktga 5 ta tosh qoʻyadi. Oʻyinchilar bir-biriga qarab, har biri oʻz uyi — 1–6-punktlar tomon yuradi.
    Zar — tushgan son miqdoricha qadam, juft — toʻrtta qadam.
    Birinchi yurish tashlash bilan aniqlanadi: har kim bittadan zar tashlaydi, teng tushsa, qayta tashlanadi. Kimga kattaroq son tushsa, oʻsha boshlaydi va tushgan ikkala sonni oʻynaydi.
    Pozitsiya imkon bergan barcha sonlarni oʻynash shart. Ikki sondan istalganini oʻynash mumkin-u, ikkalasini birga oʻynab boʻlmasa, kattasi oʻynaladi. Yurish imkoni boʻlmasa, navbat yoʻqoladi.

# machine translation, not reviewed
rules-short-hit =
    <b>Urilgan toshlar va bar</b>
    Punktdagi raqibning yolgʻiz toshi — blot. Unga tushsangiz, uni urasiz: u barga ketadi. Raqibning ikki yoki undan koʻp toshi turgan punkt yopiq.
    Barda toshingiz bor ekan, boshqa toshlar bilan yurib boʻlmaydi: avval ularni kiritish kerak. Tosh raqib uyiga kiradi: 1 bilan — sizning 24-punktingizga, 6 bilan — 19-punktga, agar oʻsha punkt yopiq boʻlmasa. Bunday qadam tugmasi «bar→22» koʻrinishida boʻladi.

# machine translation, not reviewed
rules-short-block =
    <b>Bloklar (toʻsiqlar)</b>
    Ketma-ket yopiq punktlar raqibga yoʻl bermaydi. Ketma-ket oltita yopiq punktdan hech qanday zar bilan sakrab oʻtib boʻlmaydi: bunday toʻsiq ortidagi tosh u ochilguncha kutadi. Qisqa nardda istalgan uzunlikdagi toʻsiq ruxsat etiladi — urilgan raqib toshi kira olmasligi uchun uni oʻz uyingizda quring.

# machine translation, not reviewed
rules-short-bearoff =
    <b>Chiqarish</b>
    Barcha toshlaringiz uyda (1–6-punktlar) boʻlsa va barda hech narsa boʻlmasa, toshlarni chiqarish mumkin. Zar oʻz raqamidagi punktdan toshni chiqaradi; u yer boʻsh boʻlsa — zarni kattaroq punktdagi tosh yurishi bilan oʻynang, kattaroq punktlarda tosh boʻlmasa — band punktlarning eng kattasidagi toshni chiqaring. Chiqarish oʻrniga uy ichida yurish har doim mumkin. Chiqarish paytida urilgan tosh avval uyga qaytishi kerak.

# machine translation, not reviewed
rules-short-scoring =
    <b>Qisqa nardda hisob</b>
    Barcha 15 toshni birinchi boʻlib chiqargan oʻyinchi gʻolib boʻladi.
    • 1 ochko — oddiy gʻalaba: yutqazgan tomon kamida bitta toshni chiqargan.
    • 2 ochko — mars (gammon): birorta ham tosh chiqarilmagan.
    • 3 ochko — koks (bekgammon): mars, ustiga-ustak yutqazgan tomonning toshi hali barda yoki gʻolibning uyida turibdi.
    Oʻz navbatingizda taslim boʻlish mumkin (/resign): raqibga joriy pozitsiya boʻyicha gʻalaba beriladi — 1, 2 yoki 3 ochko. Oddiy partiyada ikkilash kubi boʻlmaydi, agar u partiya yaratilganda tanlanmagan boʻlsa.

# machine translation, not reviewed
rules-short-match =
    <b>Match va ikkilash kubi</b>
    Match N ochkogacha oʻynaladi (1–25; odatda 3, 5 yoki 7): partiyalar kimdir N ochko toʻplaguncha davom etadi. Har bir keyingi partiyada oʻyinchilar ranglarni almashtiradi, birinchi yurish esa yana tashlash bilan aniqlanadi. Partiya ochkolari match hisobiga qoʻshiladi; taslim boʻlish raqibga partiya ochkolarini joriy pozitsiya boʻyicha beradi. Raqib juda uzoq yurmasa, butun matchni olish mumkin (/claim).
    Kub faqat partiya yoki match yaratilganda tanlangan boʻlsa boʻladi. Oʻz tashlashingizdan oldin, kub markazda yoki sizda boʻlsa, ikkilashni taklif qilishingiz mumkin. Raqib qabul qilsa — stavka ikki baravar oshadi va kub unga oʻtadi; rad etsa — partiyani taklifdan oldingi stavka boʻyicha yutqazadi. Partiya ochkolari (1, 2 yoki 3) kub qiymatiga koʻpaytiriladi. Eng yuqori qiymat — 64.
    Krouford qoidasi: kimgadir birinchi marta gʻalabaga bir ochko qolganda, keyingi partiya ikkilashsiz oʻynaladi, keyin esa yana mumkin.

# machine translation, not reviewed
diagram-start_short-title = Qisqa nard: joylashuv

# machine translation, not reviewed
diagram-start_short-caption = Har bir tomon punktlarni oʻzidan sanaydi, uning uyi — 1–6-punktlar. Oqlar 24 → 13 → 12 → 1 yoʻnalishda yuradi, qoralar — qarama-qarshi tomonga. Taxtadagi raqamlar oqlarniki.

# machine translation, not reviewed
diagram-start_short-home_white = Oqlar uyi

# machine translation, not reviewed
diagram-start_short-home_black = Qoralar uyi

# machine translation, not reviewed
diagram-start_long-title = Uzun nard: joylashuv

# machine translation, not reviewed
diagram-start_long-caption = Barcha 15 tosh boshda — oʻz oʻyinchisining 24-punktida turadi, boshlar qarama-qarshi burchaklarda. Ikkala tomon soat miliga teskari yuradi. Raqamlar oqlarniki.

# machine translation, not reviewed
diagram-start_long-head_white = Oqlar boshi

# machine translation, not reviewed
diagram-start_long-head_black = Qoralar boshi

# machine translation, not reviewed
diagram-start_long-home_white = Oqlar uyi

# machine translation, not reviewed
diagram-start_long-home_black = Qoralar uyi

# machine translation, not reviewed
diagram-six_block-title = Uzun nard: ketma-ket oltita

# machine translation, not reviewed
diagram-six_block-caption = Ketma-ket oltita punktni faqat ulardan oldinda raqib toshi boʻlsa egallash mumkin. Bu yerda blokdan oldinda birorta ham qora tosh yoʻq, shuning uchun 13→10 mumkin emas.

# machine translation, not reviewed
diagram-six_block-block = 6 ta ketma-ket

# machine translation, not reviewed
diagram-six_block-not_allowed = mumkin emas

# machine translation, not reviewed
diagram-hit-title = Qisqa nard: urilgan tosh

# machine translation, not reviewed
diagram-hit-caption = Oqlar 13→7 yurib, yolgʻiz qora toshni urdi: u barda. Raqibning ikki va undan koʻp toshi turgan punkt yopiq (bu yerda 4).

# machine translation, not reviewed
diagram-hit-hit = urildi

# machine translation, not reviewed
diagram-hit-closed = yopiq

# machine translation, not reviewed
diagram-hit-bar = bar

# machine translation, not reviewed
diagram-prime-title = Qisqa nard: toʻsiq

# machine translation, not reviewed
diagram-prime-caption = Ketma-ket oltita yopiq punkt: toʻsiq ortidagi qora tosh hech qanday tashlash bilan undan oʻtolmaydi.

# machine translation, not reviewed
diagram-prime-prime = 6 punkt ketma-ket

# machine translation, not reviewed
diagram-prime-closed = yoʻl yoʻq

# machine translation, not reviewed
diagram-bear_off-title = Qisqa nard: chiqarish

# machine translation, not reviewed
diagram-bear_off-caption = 6-4 tushdi. Toʻrtlik 4-punktdan toshni chiqaradi. 6-punktda oq tosh yoʻq, shuning uchun oltilik eng katta punktdan — 5-punktdan toshni chiqaradi.

# machine translation, not reviewed
diagram-bear_off-four = 4: 4-punktdan

# machine translation, not reviewed
diagram-bear_off-six = 6: 5-punktdan

# machine translation, not reviewed
diagram-bear_off_long-title = Uzun nard: chiqarish

# machine translation, not reviewed
diagram-bear_off_long-caption = 6-4 tushdi. Toʻrtlik 4-punktdan toshni chiqaradi. 6-punktda oq tosh yoʻq, shuning uchun oltilik eng katta punktdan — 5-punktdan toshni chiqaradi.

# machine translation, not reviewed
diagram-bear_off_long-four = 4: 4-punktdan

# machine translation, not reviewed
diagram-bear_off_long-six = 6: 5-punktdan

# machine translation, not reviewed
diagram-head-title = Uzun nard: bosh qoidasi

# machine translation, not reviewed
diagram-head-caption = Bir yurishda boshdan bitta tosh olinadi: 6-5 bilan 24→18→13 oʻynash mumkin, lekin boshdan ikkinchi toshni olib boʻlmaydi. Faqat birinchi tashlashdagi 6-6, 4-4 yoki 3-3 ikkita tosh olishga imkon beradi.

# machine translation, not reviewed
diagram-head-allowed = mumkin

# machine translation, not reviewed
diagram-head-not_allowed = mumkin emas

# machine translation, not reviewed
diagram-score_short-title = Qisqa nard: hisob

# machine translation, not reviewed
diagram-score_short-caption = Oqlar barcha toshlarini chiqardi. Agar qoralar hech boʻlmasa bittasini chiqargan boʻlsa edi — oddiy gʻalaba, 1 ochko. Birortasi ham chiqarilmagan — mars, 2 ochko. Qora tosh hali oqlar uyida (yoki barda) ham turgani uchun — koks, 3 ochko.

# machine translation, not reviewed
diagram-score_short-gammon = birortasi chiqarilmagan — mars

# machine translation, not reviewed
diagram-score_short-backgammon = koks

# machine translation, not reviewed
diagram-score_long-title = Uzun nard: hisob

# machine translation, not reviewed
diagram-score_long-caption = Oqlar barcha toshlarini chiqardi. Yutqazgan tomon kamida bitta tosh chiqargan boʻlsa — oddiy gʻalaba, 1 ochko. Qoralar birorta ham tosh chiqarmagan — mars, 2 ochko.

# machine translation, not reviewed
diagram-score_long-mars = birortasi chiqarilmagan — mars

# machine translation, not reviewed
diagram-cube-title = Qisqa nard: ikkilash kubi

# machine translation, not reviewed
diagram-cube-caption = Tashlashdan oldin ikkilashni taklif qilish mumkin. Qabul — partiya ikki baravar qimmat, kub qabul qilgan tomonda. Rad — avvalgi stavka boʻyicha magʻlubiyat.

# machine translation, not reviewed
diagram-cube-cube = ikkilash ×2

# machine translation, not reviewed
diagram-cube-take = qabul: ×2

# machine translation, not reviewed
diagram-cube-pass = rad: −1

# machine translation, not reviewed
diagram-cube_long-title = Uzun nard: ikkilash kubi

# machine translation, not reviewed
diagram-cube_long-caption = Tashlashdan oldin ikkilashni taklif qilish mumkin. Qabul — partiya ikki baravar qimmat, kub qabul qilgan tomonda. Rad — avvalgi stavka boʻyicha magʻlubiyat.

# machine translation, not reviewed
diagram-cube_long-cube = ikkilash ×2

# machine translation, not reviewed
diagram-cube_long-take = qabul: ×2

# machine translation, not reviewed
diagram-cube_long-pass = rad: −1

# machine translation, not reviewed
rules-long-dice =
    <b>Tekshirsa boʻladigan zarlar</b>
    Partiyaning barcha tashlashlari, birinchi yurish uchun tashlash ham, oldindan maxfiy kalit bilan belgilab qoʻyilgan. Birinchi tashlashdan oldin bot kalitning izini — SHA-256 xeshini koʻrsatadi (izohda 🔐, toʻliq holda /dice buyrugʻida). Partiya tugagach, «🔐 Zarlarni tekshirish» tugmasi kalitni va barcha tashlashlarni ochib beradi: har kim ularni oʻzi qayta hisoblab chiqishi mumkin.
    Shunday qilib, zarlar partiyadan oldin belgilangani va yurishlarga moslashtirilmagani koʻrinadi. Kalitning oʻzi halol tanlanganini esa bu tekshiruv isbotlamaydi — buning uchun /dice barcha partiyalaringizda har bir tomon va har bir juft necha marta tushganini koʻrsatadi.
    Tashlash omadi — u shu pozitsiyadagi oʻrtacha tashlashdan necha ochko yaxshi yoki yomonligi; har bir oʻyinchining partiya davomidagi omadi tugagan partiya taxtasi ostida va uning tahlilida koʻrinadi.

# machine translation, not reviewed
rules-short-dice =
    <b>Tekshirsa boʻladigan zarlar</b>
    Partiyaning barcha tashlashlari, birinchi yurish uchun tashlash ham, oldindan maxfiy kalit bilan belgilab qoʻyilgan. Birinchi tashlashdan oldin bot kalitning izini — SHA-256 xeshini koʻrsatadi (izohda 🔐, toʻliq holda /dice buyrugʻida). Partiya tugagach, «🔐 Zarlarni tekshirish» tugmasi kalitni va barcha tashlashlarni ochib beradi: har kim ularni oʻzi qayta hisoblab chiqishi mumkin.
    Shunday qilib, zarlar partiyadan oldin belgilangani va yurishlarga moslashtirilmagani koʻrinadi. Kalitning oʻzi halol tanlanganini esa bu tekshiruv isbotlamaydi — buning uchun /dice barcha partiyalaringizda har bir tomon va har bir juft necha marta tushganini koʻrsatadi.
    Tashlash omadi — u shu pozitsiyadagi oʻrtacha tashlashdan necha ochko yaxshi yoki yomonligi; har bir oʻyinchining partiya davomidagi omadi tugagan partiya taxtasi ostida va uning tahlilida koʻrinadi.
