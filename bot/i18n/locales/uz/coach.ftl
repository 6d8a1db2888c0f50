### Uzbek texts of Nardy: coach (source: ../ru/coach.ftl)
### state: machine (55 of 55 messages made by machine translation, not reviewed)

# machine translation, not reviewed
coach-btn-hint = 💡 Maslahat

# machine translation, not reviewed
coach-btn-show = 👁 Taxtada koʻrsatish

# machine translation, not reviewed
coach-btn-analysis = 📊 Partiya tahlili

# machine translation, not reviewed
coach-hints_on = 💡 Maslahatlar yoniq

# machine translation, not reviewed
coach-hint-title = 💡 { $name }, { $dice } uchun maslahat:

# machine translation, not reviewed
coach-hint-best = eng yaxshi yurish

# machine translation, not reviewed
coach-hint-line = { $n }. { $moves } ({ $diff })

# machine translation, not reviewed
coach-hint-note = <i>Farq — yurish eng yaxshisiga nisbatan oʻrtacha necha ochko yoʻqotishi.</i>

# machine translation, not reviewed
coach-hint-shown = 💡 Eng yaxshi yurish: { $moves }

# machine translation, not reviewed
coach-alert-off = Bu partiyada maslahatlar oʻchiq: ikkala oʻyinchi ularni /hints buyrugʻi bilan yoqishi kerak.

# machine translation, not reviewed
coach-alert-hint_old = Bu maslahat eskirgan: yurish oʻynab boʻlindi.

# machine translation, not reviewed
coach-alert-thinking = Maslahat hisoblanmoqda…

# machine translation, not reviewed
coach-alert-running = Bu partiya tahlili allaqachon ketyapti.

# machine translation, not reviewed
coach-alert-missing = Bu partiya shu chatda oʻynalganlar orasidan topilmadi.

# machine translation, not reviewed
coach-alert-failed = Partiyani tahlil qilib boʻlmadi. Keyinroq yana urinib koʻring.

# machine translation, not reviewed
coach-hints-on = 💡 { $name }, siz shu chatda maslahatlarga rozilik berdingiz. Doʻst bilan partiyada maslahatlar raqib ham rozi boʻlganda paydo boʻladi. Oʻchirish: <code>/hints off</code>.

# machine translation, not reviewed
coach-hints-off = { $name }, shu chatdagi partiyalaringiz uchun maslahatlar oʻchirildi.

# machine translation, not reviewed
coach-hints-private = 💡 Bot bilan partiyada maslahat doim bor: navbatingizda taxta ostidagi «💡 Maslahat» tugmasi. Guruhda doʻst bilan partiyalarda maslahatlar /hints buyrugʻi bilan yoqiladi — faqat ikkala oʻyinchi rozi boʻlsa.

# machine translation, not reviewed
coach-list-title = 📊 Tahlil uchun partiyani tanlang:

# machine translation, not reviewed
coach-list-none = Bu chatda hali tugagan partiyalar yoʻq. Oʻynang: /new

# machine translation, not reviewed
coach-list-game = { $date } · { $variant }: { $white } — { $black }

# machine translation, not reviewed
coach-list-match_game = { $date } · { $white } — { $black } · { $target } ochkogacha, { $white_points }:{ $black_points }

# machine translation, not reviewed
coach-progress = ⏳ Tahlil: { $done } / { $total } { $turns }

# machine translation, not reviewed
coach-turns =
    { $count ->
        [one] yurish
       *[other] yurish
    }

# machine translation, not reviewed
coach-title = 📊 <b>Partiya tahlili</b> — { $variant }

# machine translation, not reviewed
coach-player = { $icon } <b>{ $name }</b>

# machine translation, not reviewed
coach-no_decisions = yurish tanlashga toʻgʻri kelmadi

# machine translation, not reviewed
coach-figures = qarorlar: { $decisions }, oʻrtacha xato: { $rate } — oʻyin darajasi: { $rating }

# machine translation, not reviewed
coach-counts = shubhali yurishlar: { $doubtful }, xatolar: { $errors }, qoʻpol xatolar: { $blunders }

# machine translation, not reviewed
coach-worst = Eng qimmatga tushgan xatolar — quyidagi rasmlarda.

# machine translation, not reviewed
coach-no_mistakes = Eng yaxshisidan yomonroq birorta ham yurish yoʻq — toza partiya!

# machine translation, not reviewed
coach-thresholds = <i>Oʻrtacha xato — bitta yurish tanlovi eng yaxshi yurishga nisbatan oʻrtacha qancha yoʻqotishi, ochkoning mingdan bir ulushlarida: 8,0 — bu bir yurishga 0,008 ochko. Kamida { $doubtful } ochko yoʻqotadigan yurish — shubhali, kamida { $error } — xato, kamida { $blunder } — qoʻpol xato. Oʻrtacha xato boʻyicha oʻyin darajasi: 5 dan kam — usta, 10 dan kam — kuchli oʻyinchi, 18 dan kam — ishonchli havaskor, 30 dan kam — havaskor, undan koʻp — boshlovchi.</i>

# machine translation, not reviewed
coach-rating-master = usta

# machine translation, not reviewed
coach-rating-strong = kuchli oʻyinchi

# machine translation, not reviewed
coach-rating-confident = ishonchli havaskor

# machine translation, not reviewed
coach-rating-amateur = havaskor

# machine translation, not reviewed
coach-rating-novice = boshlovchi

# machine translation, not reviewed
coach-kind-fine = noaniqlik

# machine translation, not reviewed
coach-kind-doubtful = shubhali yurish

# machine translation, not reviewed
coach-kind-error = xato

# machine translation, not reviewed
coach-kind-blunder = qoʻpol xato

# machine translation, not reviewed
coach-mistake =
    { $n }. { $icon } { $name }, yurish { $turn }, zarlar { $dice } — { $kind }, yoʻqotish { $loss }
    🟠 oʻynaldi: { $played }
    🔵 yaxshiroq: { $best }

# machine translation, not reviewed
coach-cube-figures = 🎲 kub: qarorlar { $decisions }, oʻrtacha xato: { $rate }; shubhali: { $doubtful }, xatolar: { $errors }, qoʻpol xatolar: { $blunders }

# machine translation, not reviewed
coach-cube-none = 🎲 kub: kub boʻyicha qarorlar boʻlmadi

# machine translation, not reviewed
coach-cube-note = <i>Kub qarorlari alohida baholanadi: har bir ikkilash, qabul va rad, «ikkilamaslik» esa faqat ikkilash toʻgʻriga yaqin boʻlgandagina. Pozitsiya bahosi va yoʻqotish stavkalarda hisoblanadi: ikkilashni rad etish aynan bitta stavka turadi. Matchda ular matchni yutish imkoniyatlaridan olinib, xuddi shu stavkalarga oʻgirilgan.</i>

# machine translation, not reviewed
coach-cube-act-double = ikkilash

# machine translation, not reviewed
coach-cube-act-no_double = ikkilamaslik

# machine translation, not reviewed
coach-cube-act-take = ikkilashni qabul qilish

# machine translation, not reviewed
coach-cube-act-pass = ikkilashni rad etish

# machine translation, not reviewed
coach-cube-verdict-double = Ikkilash kerak edi: { $loss }

# machine translation, not reviewed
coach-cube-verdict-no_double = Ikkilashga hali erta edi: { $loss }

# machine translation, not reviewed
coach-cube-verdict-too_good = Pozitsiya ikkilash uchun juda yaxshi edi — mars uchun oʻynashni davom ettirish kerak edi: { $loss }

# machine translation, not reviewed
coach-cube-verdict-take = Qabul qilish kerak edi: { $loss }

# machine translation, not reviewed
coach-cube-verdict-pass = Rad etish kerak edi: { $loss }

# machine translation, not reviewed
coach-cube-mistake =
    { $n }. { $icon } { $name }, yurish { $turn } oldidan, kub ×{ $cube } — { $kind }
    🎲 qaror: { $act }
    { $verdict }
    Pozitsiya bahosi, stavkalarda: ikkilamaslik { $nd } · ikkilash va qabul { $dt } · ikkilash va rad { $dp }
