### Uzbek texts of Nardy: main (source: ../ru/main.ftl)
### state: machine (172 of 172 messages made by machine translation, not reviewed)

# machine translation, not reviewed
start =
    🎲 <b>Nard</b> — uzun va qisqa nard (bekgammon), toʻgʻridan-toʻgʻri Telegramda.

    • /new — yangi partiya. Shaxsiy chatda bot bilan oʻynaysiz (toʻrtta kuch darajasi), guruhda — doʻstingiz yoki bot bilan.
    • Taxta ostidagi tugmalar bilan yuring: tugma bitta toshni suradi, masalan «13→7»; «13→6» kabi tugma ikkala zarni bitta tosh bilan oʻynaydi. Bitta punktdan qilinadigan yurishlar bir qatorda turadi: avval bar, keyin punktlar — eng uzogʻidan eng yaqiniga. Faqat ruxsat etilgan yurishlarni koʻrsataman. «↶ Qadam ortga» oxirgi qadamni bekor qiladi. Zarlar oʻynab boʻlingach, navbat oʻzi oʻtadi (/settings orqali «✅ Tayyor» tugmasini qaytarish mumkin).
    • Taxtadagi toʻq sariq hoshiya raqibning oxirgi yurishini koʻrsatadi.
    • Havorang hoshiya shu navbatda qilgan qadamlaringizni koʻrsatadi.
    • /rules — rasmli qoidalar, /stats — statistika va reyting, /lang — til, /settings — navbat qanday tugashi.

    Doʻstlar bilan oʻynash uchun meni guruhga qoʻshing.

# machine translation, not reviewed
start-group =
    🎲 Salom! Men shu chatning oʻzida nard partiyalarini oʻtkazaman — uzun va qisqa nard (bekgammon).
    /new — partiya boshlash (chatdagi doʻstingiz yoki bot bilan), /rules — qoidalar, /stats — chat jadvali, /lang — til.

# machine translation, not reviewed
help =
    <b>Qanday oʻynaladi</b>
    /new — yangi partiya: uzun yoki qisqa nardni tanlang, soʻng raqibni kuting yoki bot bilan oʻynang. Tezkor usul: <code>/new long</code> yoki <code>/new short</code>. Match va ikkilash kubi: <code>/new short 5 cube</code> — kub bilan 5 ochkogacha match (yoki taklifdagi tugmalar orqali).
    /rules — ikkala oʻyin qoidalari.
    /stats — natijalaringiz va reytingingiz; guruhda chat jadvali ham.
    /history — chatdagi soʻnggi partiyalar va matchlar; istalganining yozuvini yuklab olish mumkin.
    /resign — taslim boʻlish (oʻz navbatingizda, tasdiqlab); matchda — partiyani yoki butun matchni.
    /claim — raqib { $hours } soatdan ortiq yurmasa, gʻalabani olish; matchda — butun matchdagi gʻalabani.
    /settings — navbatni avtomatik yoki «Tayyor» tugmasi bilan tugatish.
    /lang — botning shu chatdagi tili.
    /hints — doʻst bilan partiyalarda maslahatlar (ikkala oʻyinchi yoqadi); bot bilan oʻynaganda «💡 Maslahat» tugmasi doim bor.
    /analysis — tugagan partiyalar tahlili: xatolar, oʻyin darajasi, yaxshiroq yurishlar.

    Taxtadagi toʻq sariq hoshiya — raqibning oxirgi yurishi.
    Havorang hoshiya — joriy navbatda qilingan qadamlar.

    Chatda bir vaqtda bitta partiya oʻynaladi. Zarlarni faqat bir usulda oʻynash mumkin boʻlsa, yurishni oʻzim qilaman; yurishning iloji boʻlmasa, navbat oʻtadi. { $minutes } daqiqa ichida hech kim qabul qilmagan taklif yopiladi.

# machine translation, not reviewed
cmd-new = Yangi partiya

# machine translation, not reviewed
cmd-rules = Oʻyin qoidalari

# machine translation, not reviewed
cmd-stats = Statistika va reyting

# machine translation, not reviewed
cmd-history = Oʻynalgan partiyalar va ularning yozuvi

# machine translation, not reviewed
cmd-resign = Taslim boʻlish

# machine translation, not reviewed
cmd-claim = Raqib yurmasa — gʻalaba

# machine translation, not reviewed
cmd-settings = Chat sozlamalari

# machine translation, not reviewed
cmd-lang = Til

# machine translation, not reviewed
cmd-help = Qanday oʻynaladi

# machine translation, not reviewed
cmd-start = Bot haqida

# machine translation, not reviewed
variant-long = Uzun nard

# machine translation, not reviewed
variant-short = Qisqa nard

# machine translation, not reviewed
variant-long-btn = Uzun

# machine translation, not reviewed
variant-short-btn = Qisqa

# machine translation, not reviewed
level-beginner = Boshlovchi

# machine translation, not reviewed
level-medium = Havaskor

# machine translation, not reviewed
level-strong = Kuchli

# machine translation, not reviewed
level-master = Usta

# machine translation, not reviewed
level-beginner-btn = 🐣 Boshlovchi

# machine translation, not reviewed
level-medium-btn = 🙂 Havaskor

# machine translation, not reviewed
level-strong-btn = 💪 Kuchli

# machine translation, not reviewed
level-master-btn = 🧠 Usta

# machine translation, not reviewed
ai-name = Bot «{ $level }»

# machine translation, not reviewed
point-bar = bar

# machine translation, not reviewed
point-off = chiqarish

# machine translation, not reviewed
move-hit = { " " }({ $icon } urildi)

# machine translation, not reviewed
points =
    { $count ->
        [one] ochko
       *[other] ochko
    }

# machine translation, not reviewed
games =
    { $count ->
        [one] partiya
       *[other] partiya
    }

# machine translation, not reviewed
dur-hm = { $h } soat { $m } daqiqa

# machine translation, not reviewed
dur-m = { $m } daqiqa

# machine translation, not reviewed
btn-join = 🤝 Qoʻshilish

# machine translation, not reviewed
btn-accept = 🤝 Qabul

# machine translation, not reviewed
btn-vs_bot = 🤖 Bot bilan oʻynash

# machine translation, not reviewed
btn-cancel = ✖ Bekor qilish

# machine translation, not reviewed
btn-back = ← Orqaga

# machine translation, not reviewed
btn-undo = ↶ Qadam ortga

# machine translation, not reviewed
btn-done = ✅ Tayyor

# machine translation, not reviewed
btn-resign_yes = 🏳 Ha, taslimman

# machine translation, not reviewed
btn-resign_no = Davom etamiz

# machine translation, not reviewed
btn-rematch = 🔁 Revansh

# machine translation, not reviewed
lobby-variant = 🎲 { $name } yangi partiya boshlayapti. Qaysi oʻyinni oʻynaymiz?

# machine translation, not reviewed
lobby-variant-private = 🎲 Bot bilan yangi partiya. Qaysi oʻyinni oʻynaymiz?

# machine translation, not reviewed
lobby-open =
    🎲 { $name } raqib qidiryapti: <b>{ $variant }</b>.
    Oʻynash uchun «Qoʻshilish» tugmasini bosing. { $name } buning oʻrniga botni chaqirishi mumkin.

# machine translation, not reviewed
lobby-rematch = 🔁 { $name } revansh taklif qilyapti: <b>{ $variant }</b>. { $other }, qabul qilasizmi?

# machine translation, not reviewed
lobby-level =
    🤖 <b>{ $variant }</b> bot bilan. Raqib kuchini tanlang:
    🐣 <b>Boshlovchi</b> — tez-tez xato qiladi, oʻrganish uchun qulay;
    🙂 <b>Havaskor</b> — oʻylab oʻynaydi, baʼzan adashadi;
    💪 <b>Kuchli</b> — har doim neyron tarmogʻi eng yaxshi deb baholagan yurishni oʻynaydi;
    🧠 <b>Usta</b> — bundan tashqari raqibning barcha 21 xil tashlashini bir yurish oldinga hisoblaydi, bahsli yurishlarni esa yana bir yurish chuqurroq tekshiradi.

# machine translation, not reviewed
lobby-started = ▶ Partiya boshlandi — <b>{ $variant }</b>: ⚪ { $white } — ⚫ { $black }.

# machine translation, not reviewed
lobby-cancelled = ✖ { $name } taklifni bekor qildi.

# machine translation, not reviewed
lobby-expired = ⌛ Taklifni hech kim qabul qilmadi — u yopildi. Yangi partiya: /new

# machine translation, not reviewed
new-exists = Bu chatda allaqachon partiya ketyapti ({ $variant }): { $white } — { $black }. Uning taxtasi yuqorida. Partiyani oxiriga yetkazing yoki /resign buyrugʻi bilan taslim boʻling.

# machine translation, not reviewed
new-lobby_exists = Bu chatda allaqachon taklif ochiq (yuqorida). Unga javob bering yoki uni bekor qiling.

# machine translation, not reviewed
cap-header =
    <b>{ $variant }</b>
    ⚪ { $white } — ⚫ { $black }

# machine translation, not reviewed
cap-opening = Birinchi yurish uchun tashlash: ⚪ { $white_die } — ⚫ { $black_die }{ $ties }. { $first } boshlaydi va { $dice } oʻynaydi.

# machine translation, not reviewed
cap-ties = { " " }(avval teng tushdi: { $ties })

# machine translation, not reviewed
cap-log-move = { $icon } { $name }, { $dice }: { $notation }

# machine translation, not reviewed
cap-log-forced = { $icon } { $name }, { $dice }: { $notation } — yagona yurish

# machine translation, not reviewed
cap-log-pass = { $icon } { $name }, { $dice }: yurish imkoni yoʻq, navbat oʻtadi

# machine translation, not reviewed
cap-turn = 🎲 { $mention } yuradi: { $dice }

# machine translation, not reviewed
cap-turn-steps = Oʻynaldi: { $steps }

# machine translation, not reviewed
cap-turn-complete = Barcha zarlar oʻynaldi — «Tayyor» yoki «Qadam ortga».

# machine translation, not reviewed
cap-turn-no_more = Boshqa yurish yoʻq: qolgan zarlarni oʻynab boʻlmaydi.

# machine translation, not reviewed
cap-turn-ai = 🤖 { $name } { $dice } bilan qanday yurishni oʻylayapti…

# machine translation, not reviewed
ping-turn = 🎲 { $mention }, navbat sizda ({ $dice })

# machine translation, not reviewed
ping-roll = 🎲 { $mention }, navbat sizda: zar tashlang yoki ikkilashni taklif qiling

# machine translation, not reviewed
ping-take = ⬆ { $mention }, sizga ikkilash taklif qilindi — ×{ $value }: qabul qilasizmi yoki rad etasizmi?

# machine translation, not reviewed
cap-pips = Qolgan yoʻl: ⚪ { $white } · ⚫ { $black }

# machine translation, not reviewed
res-borne_off = 🏆 { $winner } oxirgi toshni chiqaradi va gʻalaba qozonadi!

# machine translation, not reviewed
res-resigned = 🏳 { $loser } taslim boʻldi. Gʻolib: { $winner }.

# machine translation, not reviewed
res-timeout = ⌛ { $loser } juda uzoq vaqt yurmadi. Gʻalaba berildi: { $winner }.

# machine translation, not reviewed
res-score = { $kind }: { $points } { $points_word }.

# machine translation, not reviewed
res-banner = Gʻalaba: { $name } · { $points } { $points_word } ({ $kind })

# machine translation, not reviewed
kind-single = Oddiy gʻalaba

# machine translation, not reviewed
kind-gammon = Mars

# machine translation, not reviewed
kind-backgammon = Koks

# machine translation, not reviewed
kind-oin = Oddiy gʻalaba

# machine translation, not reviewed
kind-mars = Mars

# machine translation, not reviewed
kind-single-short = oddiy

# machine translation, not reviewed
kind-gammon-short = mars

# machine translation, not reviewed
kind-backgammon-short = koks

# machine translation, not reviewed
kind-oin-short = oddiy

# machine translation, not reviewed
kind-mars-short = mars

# machine translation, not reviewed
res-stats = 📊 { $name }: { $wins } gʻalaba ({ $games } partiyada), reyting { $rating }{ $change }

# machine translation, not reviewed
res-stats-ai = 📊 { $name }: bot bilan — { $wins } gʻalaba ({ $games } partiyada)

# machine translation, not reviewed
alert-stale = Bu tugma eskirgan — joriy taxtani koʻrsatyapman.

# machine translation, not reviewed
alert-finished = Bu partiya allaqachon tugagan.

# machine translation, not reviewed
alert-not_player = Bu sizning partiyangiz emas.

# machine translation, not reviewed
alert-not_turn = Hozir sizning navbatingiz emas.

# machine translation, not reviewed
alert-invalid = Bu tugma ishlamaydi. Oxirgi xabar ostidagi tugmalardan foydalaning.

# machine translation, not reviewed
alert-error = Nimadir xato ketdi. Yana urinib koʻring.

# machine translation, not reviewed
alert-illegal = Bu yurish hozir mumkin emas.

# machine translation, not reviewed
alert-creator_only = Buni taklif muallifi tanlaydi.

# machine translation, not reviewed
alert-own_lobby = Oʻzingiz bilan oʻynab boʻlmaydi: raqibni kuting yoki botni chaqiring.

# machine translation, not reviewed
alert-invitee_only = Bu taklif boshqa oʻyinchi uchun.

# machine translation, not reviewed
alert-chat_busy = Bu chatda boshqa partiya ketyapti.

# machine translation, not reviewed
alert-rematch_players = Revanshni faqat shu partiya ishtirokchilari boshlay oladi.

# machine translation, not reviewed
alert-resign_kept = Oʻyin davom etadi!

# machine translation, not reviewed
resign-confirm = { $name }, rostdan taslim boʻlasizmi? Raqib { $points } { $points_word } oladi — { $kind }.

# machine translation, not reviewed
resign-none = Siz bu chatda partiya oʻynamayapsiz.

# machine translation, not reviewed
resign-not_turn = Faqat oʻz navbatingizda taslim boʻlish mumkin.

# machine translation, not reviewed
claim-none = Siz bu chatda partiya oʻynamayapsiz.

# machine translation, not reviewed
claim-your_turn = Hozir oʻzingizning navbatingiz — gʻalabani hech kimdan talab qilib boʻlmaydi.

# machine translation, not reviewed
claim-ai = Bot yurishni hech qachon choʻzmaydi — undan vaqt boʻyicha gʻalaba talab qilib boʻlmaydi.

# machine translation, not reviewed
claim-wait = Raqib oʻylayotganiga { $elapsed } boʻldi. Gʻalabani talab qilish uchun yana { $left } kuting.

# machine translation, not reviewed
claim-notice = ⏰ { $name } { $hours } soatdan beri yurmayapti. { $other } gʻalabani olishi mumkin: /claim

# machine translation, not reviewed
claim-notice-match = ⏰ { $name } { $hours } soatdan beri yurmayapti. { $other } butun matchdagi gʻalabani olishi mumkin: /claim

# machine translation, not reviewed
lang-prompt = Bu chat uchun bot tilini tanlang:

# machine translation, not reviewed
lang-set = Tayyor: endi bu yerda oʻzbekcha gapiraman.

# machine translation, not reviewed
lang-admins_only = Kechirasiz, bu chat tilini faqat guruh administratorlari oʻzgartira oladi.

# machine translation, not reviewed
stats-title = 📊 <b>{ $name }</b>

# machine translation, not reviewed
stats-variant =
    <b>{ $variant }</b> — reyting { $rating }
    { $games } { $games_word }: { $wins } gʻalaba, { $losses } magʻlubiyat; ochkolar { $won }:{ $lost }; mars { $gammons }, koks { $backgammons }

# machine translation, not reviewed
stats-variant-long =
    <b>{ $variant }</b> — reyting { $rating }
    { $games } { $games_word }: { $wins } gʻalaba, { $losses } magʻlubiyat; ochkolar { $won }:{ $lost }; mars { $gammons }

# machine translation, not reviewed
stats-vs_ai = bot bilan: { $wins } gʻalaba ({ $games } partiyada)

# machine translation, not reviewed
stats-empty = <b>{ $variant }</b>: hozircha partiyalar yoʻq.

# machine translation, not reviewed
stats-chat = 🏆 <b>Chat jadvali — { $variant }</b>

# machine translation, not reviewed
stats-row = { $pos }. { $name } — { $rating } · { $wins } gʻalaba ({ $games } partiyada)

# machine translation, not reviewed
stats-chat_empty = 🏆 { $variant }: bu chatda hali hech kim partiyani oxiriga yetkazmagan.

# machine translation, not reviewed
btn-cube_on = 🎲 Ikkilash kubi: yoniq

# machine translation, not reviewed
btn-cube_off = 🎲 Ikkilash kubi: oʻchiq

# machine translation, not reviewed
btn-roll = 🎲 Zar tashlash

# machine translation, not reviewed
btn-double = ⬆ Ikkilash: ×{ $value }

# machine translation, not reviewed
btn-take = ✅ Qabul: partiya — { $value } { $points_word }

# machine translation, not reviewed
btn-pass = ✖ Rad etish: −{ $value } { $points_word }

# machine translation, not reviewed
lobby-cube_on = Ikkilash kubi bilan oʻynaymiz.

# machine translation, not reviewed
cap-cube = Kub: ×{ $value }, egasi: { $name }

# machine translation, not reviewed
cap-cube-middle = Kub markazda: stavka ×1 (kubda 64)

# machine translation, not reviewed
cap-cube-offered = Kub: ×{ $value } taklif qilindi, javob kutilmoqda

# machine translation, not reviewed
cap-cube-crawford = Krouford partiyasi: ikkilash mumkin emas.

# machine translation, not reviewed
cap-roll = 🎲 { $mention }, navbat sizda: zar tashlang yoki ikkilashni taklif qiling (×{ $value }).

# machine translation, not reviewed
cap-roll-ai = 🤖 { $name } ikkilash kerakmi-yoʻqmi, oʻylayapti…

# machine translation, not reviewed
cap-offer = ⬆ { $doubler } ikkilashni taklif qilyapti: ×{ $value }. { $mention }, qabul qilasizmi? Rad etsangiz, { $stake } { $points_word } yoʻqotasiz.

# machine translation, not reviewed
cap-offer-ai = ⬆ { $doubler } ikkilashni taklif qilyapti: ×{ $value }. { $name } oʻylayapti…

# machine translation, not reviewed
res-passed = ✖ { $loser } ikkilashni rad etdi. Gʻolib: { $winner }.

# machine translation, not reviewed
alert-cube_not_yours = Hozir raqib qaror qiladi.

# machine translation, not reviewed
resign-pending = Ikkilash hali raqib javobini kutyapti. U javob bergach, taslim boʻlishingiz mumkin.

# machine translation, not reviewed
resign-pending-taker = Sizga ikkilash taklif qilindi: partiyani berish uchun taxta ostidagi «✖ Rad etish» tugmasini bosing.

# machine translation, not reviewed
match-score = 🏁 Match { $target } ochkogacha: { $first } { $first_score } · { $second } { $second_score }

# machine translation, not reviewed
match-next-auto = Keyingi partiya bir necha soniyadan keyin boshlanadi.

# machine translation, not reviewed
match-next-button = Keyingi partiya — quyidagi tugma orqali.

# machine translation, not reviewed
match-won = 🏆 { $name } matchni { $winner_score }:{ $loser_score } hisobida yutdi!

# machine translation, not reviewed
match-won-resigned = 🏆 Match topshirildi. Match gʻolibi: { $name } ({ $winner_score }:{ $loser_score }).

# machine translation, not reviewed
match-won-timeout = ⏰ Uzoq vaqt yurish boʻlmadi — match natijasi hisoblandi. Match gʻolibi: { $name } ({ $winner_score }:{ $loser_score }).

# machine translation, not reviewed
match-stats = 📊 { $name }: { $wins } ta match yutilgan ({ $matches } matchdan), matchlar reytingi { $rating }

# machine translation, not reviewed
match-exists = Bu chatda match ketyapti. Uni oxiriga yetkazing yoki /resign buyrugʻi bilan topshiring.

# machine translation, not reviewed
match-lobby = Match oʻynaymiz: birinchi boʻlib { $target } { $points_word } toʻplagan oʻyinchi gʻolib boʻladi.

# machine translation, not reviewed
match-single = Bitta partiya

# machine translation, not reviewed
match-to = { $target } ochkogacha

# machine translation, not reviewed
btn-next_game = ▶ Keyingi partiya

# machine translation, not reviewed
btn-match_again = 🔁 Yana match

# machine translation, not reviewed
btn-resign_match = 🏳 Matchni topshirish

# machine translation, not reviewed
stats-matches = Matchlar: { $matches }, gʻalabalar { $wins }, matchlar reytingi { $rating }

# machine translation, not reviewed
history-title = 📜 Bu chatdagi soʻnggi partiyalar va matchlar:

# machine translation, not reviewed
history-empty = Bu chatda hali oʻynalgan partiya yoʻq. Boshlash: /new

# machine translation, not reviewed
history-game = { $n }. { $variant }: { $white } — { $black }, gʻolib: { $winner } (+{ $points }) · { $date }

# machine translation, not reviewed
history-match = { $n }. { $variant }, match { $target } ochkogacha: { $first } { $score0 }:{ $score1 } { $second } · { $date }

# machine translation, not reviewed
btn-export = ⬇ { $n }

# machine translation, not reviewed
move-off = chiqarish

# machine translation, not reviewed
toast-move = { $move } ✓

# machine translation, not reviewed
toast-undo = ↶ { $move } bekor qilindi

# machine translation, not reviewed
toast-done = Navbat oʻtdi.

# machine translation, not reviewed
toast-move-done = { $move } ✓ Navbat oʻtdi.

# machine translation, not reviewed
toast-move-lost = { $move } ✓ Boshqa yurish yoʻq — navbat oʻtdi.

# machine translation, not reviewed
settings-text =
    <b>Chat sozlamalari</b>

    <b>Navbatni avtomatik tugatish</b>: { $state }.
    • Yoniq — zarlar oʻynalishi bilan (yoki ularni boshqa oʻynab boʻlmasa) navbat darhol raqibga oʻtadi, «Tayyor»ni bosish shart emas. Navbat tugamaguncha qadamni bekor qilish mumkin.
    • Oʻchiq — oxirgi qadamdan keyin yurishni tekshirib, «Qadam ortga» bilan qadamlarni qaytarishingiz mumkin; navbat «Tayyor» tugmasini bosganingizda oʻtadi.

# machine translation, not reviewed
settings-on = yoniq

# machine translation, not reviewed
settings-off = oʻchiq

# machine translation, not reviewed
settings-btn-on = Navbatni avtomatik tugatish

# machine translation, not reviewed
settings-btn-off = Navbatni «Tayyor» bilan tugatish

# machine translation, not reviewed
settings-admins_only = Kechirasiz, bu chat sozlamalarini faqat guruh administratorlari oʻzgartira oladi.

# machine translation, not reviewed
settings-saved = Saqlandi.

# machine translation, not reviewed
cmd-hints = Doʻstlar bilan partiyalarda maslahatlar

# machine translation, not reviewed
cmd-analysis = Oʻynalgan partiyalar tahlili
