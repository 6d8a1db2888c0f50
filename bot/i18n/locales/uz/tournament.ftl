### Uzbek texts of Nardy: tournament (source: ../ru/tournament.ftl)
### state: machine (93 of 93 messages made by machine translation, not reviewed)

# machine translation, not reviewed
tour-format-swiss = shveysariya tizimi

# machine translation, not reviewed
tour-format-knockout = olimpiya tizimi (chiqib ketish)

# machine translation, not reviewed
tour-format-round_robin = aylanma turnir

# machine translation, not reviewed
tour-title = 🏆 Turnir: { $format }

# machine translation, not reviewed
tour-picture-title = Turnir: { $format }

# machine translation, not reviewed
tour-round = Tur: { $round } / { $total }

# machine translation, not reviewed
tour-pairings = <b>Tur: { $round } / { $total }</b> — juftliklar:

# machine translation, not reviewed
tour-pairing-open = { $board }. { $a } — { $b }

# machine translation, not reviewed
tour-pairing-score = { $board }. { $a } — { $b }: <b>{ $score }</b>

# machine translation, not reviewed
tour-pairing-forfeit = { $board }. { $a } — { $b }: <b>{ $score }</b> (kelmadi)

# machine translation, not reviewed
tour-pairing-both_forfeit = { $board }. { $a } — { $b }: <b>0:0</b> (ikkalasi ham kelmadi)

# machine translation, not reviewed
tour-bye = Boʻsh tur (bay, +1 ochko): { $name }

# machine translation, not reviewed
tour-rest = Bu turda dam oladi: { $name }

# machine translation, not reviewed
tour-standings = <b>Jadval</b> — { $round_text }

# machine translation, not reviewed
tour-standings-final = <b>Yakuniy jadval</b>

# machine translation, not reviewed
tour-row = { $place }. { $name } — { $points } { $points_word } · Bx { $buchholz } · ZB { $sb } · { $played } { $matches_word }{ $marks }

# machine translation, not reviewed
tour-row-knockout = { $place }. { $name } — { $points } { $wins_word }{ $marks }

# machine translation, not reviewed
tour-points =
    { $count ->
        [one] ochko
       *[other] ochko
    }

# machine translation, not reviewed
tour-matches =
    { $count ->
        [one] match
       *[other] match
    }

# machine translation, not reviewed
tour-wins =
    { $count ->
        [one] gʻalaba
       *[other] gʻalaba
    }

# machine translation, not reviewed
tour-mark-forfeits = { " " }· kelmasliklar: { $count }

# machine translation, not reviewed
tour-mark-withdrawn = { " " }· 🚪 turnirdan chiqqan

# machine translation, not reviewed
tour-tiebreaks = Ochkolar teng boʻlsa, Buxgols koeffitsiyenti (Bx: raqiblar ochkolari yigʻindisi) kattaroq oʻyinchi yuqorida turadi, soʻng Zonneborn–Berger koeffitsiyenti (ZB: yutilgan raqiblar ochkolari yigʻindisi), soʻng oʻzaro uchrashuv natijasi hisobga olinadi.

# machine translation, not reviewed
tour-winner = 🏆 Turnir tugadi. Gʻolib — { $name }!

# machine translation, not reviewed
tour-col-place = №

# machine translation, not reviewed
tour-col-name = Oʻyinchi

# machine translation, not reviewed
tour-col-points = Ochko

# machine translation, not reviewed
tour-col-buchholz = Bx

# machine translation, not reviewed
tour-col-sb = ZB

# machine translation, not reviewed
tour-col-played = M

# machine translation, not reviewed
tour-legend = ×n — kelmasliklar, ustidan chizilgan — turnirdan chiqqan

# machine translation, not reviewed
tour-format-league = liga (haftasiga bir tur)

# machine translation, not reviewed
tour-format-swiss-short = Shveytsarcha

# machine translation, not reviewed
tour-format-knockout-short = Olimpcha

# machine translation, not reviewed
tour-format-round_robin-short = Doiraviy

# machine translation, not reviewed
tour-format-league-short = Liga

# machine translation, not reviewed
tour-deadline-none = muddatsiz

# machine translation, not reviewed
tour-deadline-hours = { $hours } soat

# machine translation, not reviewed
tour-deadline-days = { $days } { $word }

# machine translation, not reviewed
tour-days =
    { $count ->
        [one] kun
       *[other] kun
    }

# machine translation, not reviewed
tour-lobby-one_game = bir partiyali match

# machine translation, not reviewed
tour-lobby-match = { $target } ochkogacha matchlar

# machine translation, not reviewed
tour-lobby-cube_on = ikkilash kubi bilan

# machine translation, not reviewed
tour-lobby-cube_off = kubsiz

# machine translation, not reviewed
tour-lobby-game = { $variant } · { $length } · { $cube }

# machine translation, not reviewed
tour-lobby-time = ⏱ { $control } · ⏳ har bir turga { $deadline }

# machine translation, not reviewed
tour-lobby-players = <b>Ishtirokchilar: { $count } / { $most }</b>

# machine translation, not reviewed
tour-lobby-howto = Oʻynash uchun «Qatnashish» tugmasini bosing. Tashkilotchi — { $name } — kamida uch kishi yozilgach, turnirni boshlaydi.

# machine translation, not reviewed
tour-lobby-started = ▶ Turnir boshlandi: quyida birinchi tur juftliklari.

# machine translation, not reviewed
tour-lobby-cancelled = ✖ Turnir bekor qilindi.

# machine translation, not reviewed
tour-btn-format = 🏆 { $format }

# machine translation, not reviewed
tour-btn-one_game = 1 partiya

# machine translation, not reviewed
tour-btn-len = { $target } ochkogacha match

# machine translation, not reviewed
tour-btn-clock = ⏱ { $control }

# machine translation, not reviewed
tour-btn-deadline = ⏳ { $deadline }

# machine translation, not reviewed
tour-btn-max = 👥 { $most } oʻyinchigacha

# machine translation, not reviewed
tour-btn-join = ✋ Qatnashish

# machine translation, not reviewed
tour-btn-leave = 🚪 Chiqish

# machine translation, not reviewed
tour-btn-start = ▶ Boshlash

# machine translation, not reviewed
tour-btn-board = 🎲 Taxta { $board }

# machine translation, not reviewed
tour-btn-play = ▶ { $board }: oʻz chatingizda

# machine translation, not reviewed
tour-btn-app = 🖐 { $board }: mini-ilova

# machine translation, not reviewed
tour-alert-admins_only = Bu yerda turnirni faqat guruh administratorlari ocha oladi.

# machine translation, not reviewed
tour-alert-organiser_only = Buni faqat tashkilotchi oʻzgartira oladi.

# machine translation, not reviewed
tour-alert-joined = Siz turnirdasiz! Qura tashlanishini kuting.

# machine translation, not reviewed
tour-alert-left = Siz turnirdan chiqdingiz.

# machine translation, not reviewed
tour-alert-full = Boʻsh joy qolmadi.

# machine translation, not reviewed
tour-alert-not_in = Siz turnirga yozilmagansiz.

# machine translation, not reviewed
tour-alert-already = Siz allaqachon yozilgansiz.

# machine translation, not reviewed
tour-alert-few = Turnir uchun kamida 3 oʻyinchi kerak.

# machine translation, not reviewed
tour-alert-round_robin_max = Doiraviy turnirda 10 nafardan ortiq ishtirokchi boʻlmaydi.

# machine translation, not reviewed
tour-alert-closed = Turnir boshlangan yoki bekor qilingan.

# machine translation, not reviewed
tour-groups_only = Turnirlar guruhlarda oʻynaladi: meni guruhga qoʻshing va u yerda /tournament deb yozing.

# machine translation, not reviewed
tour-exists = Bu guruhda turnir allaqachon ketmoqda: avval uni tugating.

# machine translation, not reviewed
tour-deadline-until = ⏳ { $when } UTC gacha oʻynang: oʻynamagan kishi kelmagani uchun magʻlub hisoblanadi.

# machine translation, not reviewed
tour-final = 🏆 Turnir tugadi. Gʻolib — { $name }! Yakuniy jadval yuqorida; har bir matchning yozuvi (.mat va JSON) /history boʻlimida.

# machine translation, not reviewed
tour-withdrawn = 🚪 Siz turnirdan chiqdingiz: endi sizni juftlikka qoʻyishmaydi, joriy match esa kelmaganingiz uchun magʻlubiyat deb hisoblandi.

# machine translation, not reviewed
tour-settings-admins = 🏆 Turnirlarni faqat administratorlar ochadi (/tournament).

# machine translation, not reviewed
tour-settings-anyone = 🏆 Turnirni guruhning istalgan aʼzosi ocha oladi (/tournament).

# machine translation, not reviewed
tour-settings-btn-admins = 🏆 Turnir: adminlar

# machine translation, not reviewed
tour-settings-btn-anyone = 🏆 Turnir: hamma

# machine translation, not reviewed
tour-settings-saved-admins = Endi turnirlarni faqat administratorlar ochadi.

# machine translation, not reviewed
tour-settings-saved-anyone = Endi turnirni istalgan aʼzo ocha oladi.

# machine translation, not reviewed
cmd-tournament = Guruhda turnir yoki liga

# machine translation, not reviewed
cmd-withdraw = Turnirdan chiqish

# machine translation, not reviewed
tour-inline-title = Turnir matchingiz: raqib — { $name }

# machine translation, not reviewed
tour-inline-description = { $round }-tur, { $board }-taxta: taxta shu chatda paydo boʻladi

# machine translation, not reviewed
tour-inline-caption = 🏆 Turnir matchi, { $round }-tur: { $white } — { $black }. ▶ ni bosing, taxta shu yerda paydo boʻladi.

# machine translation, not reviewed
tour-inline-elsewhere = Bu match allaqachon boshqa xabarda oʻynalmoqda.

# machine translation, not reviewed
tour-btn-here = ▶ Shu yerda oʻynash

# machine translation, not reviewed
tour-alert-here = Match shu yerda — omad!

# machine translation, not reviewed
tour-alert-match_over = Bu match allaqachon oʻynalgan (yoki uning turi tugagan).

# machine translation, not reviewed
tour-alert-not_yours = Bu boshqa juftlikning matchi.
