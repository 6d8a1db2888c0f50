### Persian texts of Nardy: tournament (source: ../ru/tournament.ftl)
### state: machine (93 of 93 messages made by machine translation, not reviewed)

# machine translation, not reviewed
tour-format-swiss = سیستم سوئیسی

# machine translation, not reviewed
tour-format-knockout = حذفی (تک‌حذفی)

# machine translation, not reviewed
tour-format-round_robin = دوره‌ای (همه با همه)

# machine translation, not reviewed
tour-title = 🏆 تورنمنت: { $format }

# machine translation, not reviewed
tour-picture-title = تورنمنت: { $format }

# machine translation, not reviewed
tour-round = دور { $round } از { $total }

# machine translation, not reviewed
tour-pairings = <b>دور { $round } از { $total }</b> — رویارویی‌ها:

# machine translation, not reviewed
tour-pairing-open = { $board }. { $a } — { $b }

# machine translation, not reviewed
tour-pairing-score = { $board }. { $a } — { $b }: <b>{ $score }</b>

# machine translation, not reviewed
tour-pairing-forfeit = { $board }. { $a } — { $b }: <b>{ $score }</b> (غیبت)

# machine translation, not reviewed
tour-pairing-both_forfeit = { $board }. { $a } — { $b }: <b>0:0</b> (غیبت هر دو)

# machine translation, not reviewed
tour-bye = دور آزاد (بای، +1 امتیاز): { $name }

# machine translation, not reviewed
tour-rest = در این دور استراحت می‌کند: { $name }

# machine translation, not reviewed
tour-standings = <b>جدول</b> — { $round_text }

# machine translation, not reviewed
tour-standings-final = <b>جدول نهایی</b>

# machine translation, not reviewed
tour-row = { $place }. { $name } — { $points } { $points_word } · Bh { $buchholz } · SB { $sb } · { $played } { $matches_word }{ $marks }

# machine translation, not reviewed
tour-row-knockout = { $place }. { $name } — { $points } { $wins_word }{ $marks }

# machine translation, not reviewed
tour-points =
    { $count ->
        [one] امتیاز
       *[other] امتیاز
    }

# machine translation, not reviewed
tour-matches =
    { $count ->
        [one] مسابقه
       *[other] مسابقه
    }

# machine translation, not reviewed
tour-wins =
    { $count ->
        [one] برد
       *[other] برد
    }

# machine translation, not reviewed
tour-mark-forfeits = { " " }· غیبت‌ها: { $count }

# machine translation, not reviewed
tour-mark-withdrawn = { " " }· 🚪 کناره‌گیری کرده

# machine translation, not reviewed
tour-tiebreaks = در صورت تساوی امتیاز، کسی بالاتر است که ضریب بوخهولتس (Bh: مجموع امتیاز حریفانش) بیشتری دارد، بعد ضریب سونبورن–برگر (SB: مجموع امتیاز حریفانی که شکستشان داده)، و بعد نتیجهٔ رویارویی مستقیم.

# machine translation, not reviewed
tour-winner = 🏆 تورنمنت تمام شد. برنده: { $name }!

# machine translation, not reviewed
tour-col-place = #

# machine translation, not reviewed
tour-col-name = بازیکن

# machine translation, not reviewed
tour-col-points = امتیاز

# machine translation, not reviewed
tour-col-buchholz = Bh

# machine translation, not reviewed
tour-col-sb = SB

# machine translation, not reviewed
tour-col-played = م

# machine translation, not reviewed
tour-legend = ×n — غیبت‌ها؛ خط‌خورده — کناره‌گیری کرده

# machine translation, not reviewed
tour-format-league = لیگ (هر هفته یک دور)

# machine translation, not reviewed
tour-format-swiss-short = سوئیسی

# machine translation, not reviewed
tour-format-knockout-short = حذفی

# machine translation, not reviewed
tour-format-round_robin-short = دوره‌ای

# machine translation, not reviewed
tour-format-league-short = لیگ

# machine translation, not reviewed
tour-deadline-none = بدون مهلت

# machine translation, not reviewed
tour-deadline-hours = { $hours } ساعت

# machine translation, not reviewed
tour-deadline-days = { $days } { $word }

# machine translation, not reviewed
tour-days =
    { $count ->
        [one] روز
       *[other] روز
    }

# machine translation, not reviewed
tour-lobby-one_game = مسابقهٔ یک‌بازی

# machine translation, not reviewed
tour-lobby-match = مسابقه‌ها تا { $target }

# machine translation, not reviewed
tour-lobby-cube_on = با مکعب دوبل

# machine translation, not reviewed
tour-lobby-cube_off = بدون مکعب

# machine translation, not reviewed
tour-lobby-game = { $variant } · { $length } · { $cube }

# machine translation, not reviewed
tour-lobby-time = ⏱ { $control } · ⏳ { $deadline } برای هر دور

# machine translation, not reviewed
tour-lobby-players = <b>بازیکنان: { $count } از { $most }</b>

# machine translation, not reviewed
tour-lobby-howto = برای بازی «شرکت» را بزنید. برگزارکننده — { $name } — وقتی دست‌کم سه نفر ثبت‌نام کنند، تورنمنت را شروع می‌کند.

# machine translation, not reviewed
tour-lobby-started = ▶ تورنمنت شروع شد: زوج‌های دور اول در پایین.

# machine translation, not reviewed
tour-lobby-cancelled = ✖ تورنمنت لغو شد.

# machine translation, not reviewed
tour-btn-format = 🏆 { $format }

# machine translation, not reviewed
tour-btn-one_game = 1 بازی

# machine translation, not reviewed
tour-btn-len = مسابقه تا { $target }

# machine translation, not reviewed
tour-btn-clock = ⏱ { $control }

# machine translation, not reviewed
tour-btn-deadline = ⏳ { $deadline }

# machine translation, not reviewed
tour-btn-max = 👥 تا { $most } بازیکن

# machine translation, not reviewed
tour-btn-join = ✋ شرکت

# machine translation, not reviewed
tour-btn-leave = 🚪 خروج

# machine translation, not reviewed
tour-btn-start = ▶ شروع

# machine translation, not reviewed
tour-btn-board = 🎲 تخته { $board }

# machine translation, not reviewed
tour-btn-play = ▶ { $board }: در چت شما

# machine translation, not reviewed
tour-btn-app = 🖐 { $board }: مینی‌اپ

# machine translation, not reviewed
tour-alert-admins_only = اینجا فقط مدیران گروه می‌توانند تورنمنت باز کنند.

# machine translation, not reviewed
tour-alert-organiser_only = این را فقط برگزارکننده می‌تواند تغییر دهد.

# machine translation, not reviewed
tour-alert-joined = شما در تورنمنت هستید! منتظر قرعه‌کشی بمانید.

# machine translation, not reviewed
tour-alert-left = شما از تورنمنت خارج شدید.

# machine translation, not reviewed
tour-alert-full = جای خالی نمانده است.

# machine translation, not reviewed
tour-alert-not_in = شما در تورنمنت ثبت‌نام نکرده‌اید.

# machine translation, not reviewed
tour-alert-already = شما قبلاً ثبت‌نام کرده‌اید.

# machine translation, not reviewed
tour-alert-few = برای تورنمنت دست‌کم 3 بازیکن لازم است.

# machine translation, not reviewed
tour-alert-round_robin_max = در تورنمنت دوره‌ای حداکثر 10 بازیکن شرکت می‌کنند.

# machine translation, not reviewed
tour-alert-closed = تورنمنت شروع شده یا لغو شده است.

# machine translation, not reviewed
tour-groups_only = تورنمنت‌ها در گروه‌ها برگزار می‌شوند: مرا به یک گروه اضافه کنید و آنجا /tournament را بنویسید.

# machine translation, not reviewed
tour-exists = در این گروه تورنمنتی در جریان است: اول آن را تمام کنید.

# machine translation, not reviewed
tour-deadline-until = ⏳ تا { $when } UTC بازی کنید: هر کس تا آن زمان بازی نکند، به دلیل غیبت بازنده می‌شود.

# machine translation, not reviewed
tour-final = 🏆 تورنمنت تمام شد. برنده: { $name }! جدول نهایی بالاست؛ ثبت هر مسابقه (.mat و JSON) در /history است.

# machine translation, not reviewed
tour-withdrawn = 🚪 شما از تورنمنت خارج شدید: دیگر در زوج‌ها قرار نمی‌گیرید و مسابقهٔ جاری به دلیل غیبت باخت حساب شد.

# machine translation, not reviewed
tour-settings-admins = 🏆 تورنمنت را فقط مدیران باز می‌کنند (/tournament).

# machine translation, not reviewed
tour-settings-anyone = 🏆 هر عضو گروه می‌تواند تورنمنت باز کند (/tournament).

# machine translation, not reviewed
tour-settings-btn-admins = 🏆 تورنمنت: مدیران

# machine translation, not reviewed
tour-settings-btn-anyone = 🏆 تورنمنت: همه

# machine translation, not reviewed
tour-settings-saved-admins = از این پس فقط مدیران تورنمنت باز می‌کنند.

# machine translation, not reviewed
tour-settings-saved-anyone = از این پس هر عضوی می‌تواند تورنمنت باز کند.

# machine translation, not reviewed
cmd-tournament = تورنمنت یا لیگ در گروه

# machine translation, not reviewed
cmd-withdraw = خروج از تورنمنت

# machine translation, not reviewed
tour-inline-title = مسابقهٔ تورنمنت شما — حریف: { $name }

# machine translation, not reviewed
tour-inline-description = دور { $round }، تخته { $board }: تخته در همین چت ظاهر می‌شود

# machine translation, not reviewed
tour-inline-caption = 🏆 مسابقهٔ تورنمنت، دور { $round }: { $white } — { $black }. ▶ را بزنید تا تخته اینجا ظاهر شود.

# machine translation, not reviewed
tour-inline-elsewhere = این مسابقه در پیام دیگری در حال بازی است.

# machine translation, not reviewed
tour-btn-here = ▶ بازی همین‌جا

# machine translation, not reviewed
tour-alert-here = مسابقه اینجاست — موفق باشید!

# machine translation, not reviewed
tour-alert-match_over = این مسابقه تمام شده است (یا دورش به پایان رسیده).

# machine translation, not reviewed
tour-alert-not_yours = این مسابقهٔ زوج دیگری است.
