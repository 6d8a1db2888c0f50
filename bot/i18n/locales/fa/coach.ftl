### Persian texts of Nardy: coach (source: ../ru/coach.ftl)
### state: machine (55 of 55 messages made by machine translation, not reviewed)

# machine translation, not reviewed
coach-btn-hint = 💡 راهنمایی

# machine translation, not reviewed
coach-btn-show = 👁 نمایش روی تخته

# machine translation, not reviewed
coach-btn-analysis = 📊 تحلیل بازی

# machine translation, not reviewed
coach-hints_on = 💡 راهنمایی روشن است

# machine translation, not reviewed
coach-hint-title = 💡 { $name }، راهنمایی برای { $dice }:

# machine translation, not reviewed
coach-hint-best = بهترین حرکت

# machine translation, not reviewed
coach-hint-line = { $n }. { $moves } ({ $diff })

# machine translation, not reviewed
coach-hint-note = <i>اختلاف یعنی این حرکت به‌طور میانگین چند امتیاز نسبت به بهترین حرکت از دست می‌دهد.</i>

# machine translation, not reviewed
coach-hint-shown = 💡 بهترین حرکت: { $moves }

# machine translation, not reviewed
coach-alert-off = در این بازی راهنمایی خاموش است: هر دو بازیکن باید با فرمان /hints روشنش کنند.

# machine translation, not reviewed
coach-alert-hint_old = این راهنمایی دیگر قدیمی است: نوبت بازی شده.

# machine translation, not reviewed
coach-alert-thinking = در حال محاسبهٔ راهنمایی…

# machine translation, not reviewed
coach-alert-running = تحلیل این بازی در جریان است.

# machine translation, not reviewed
coach-alert-missing = این بازی در میان بازی‌های انجام‌شدهٔ این چت پیدا نشد.

# machine translation, not reviewed
coach-alert-failed = تحلیل بازی ممکن نشد. لطفاً بعداً دوباره امتحان کنید.

# machine translation, not reviewed
coach-hints-on = 💡 { $name }، شما با راهنمایی در این چت موافقت کردید. در بازی با دوست، راهنمایی وقتی ظاهر می‌شود که حریف هم موافقت کند. خاموش کردن: <code>/hints off</code>.

# machine translation, not reviewed
coach-hints-off = { $name }، راهنمایی برای بازی‌های شما در این چت خاموش شد.

# machine translation, not reviewed
coach-hints-private = 💡 در بازی با ربات راهنمایی همیشه در دسترس است: دکمهٔ «💡 راهنمایی» زیر تخته، در نوبت شما. در گروه، راهنمایی در بازی با دوست با فرمان /hints روشن می‌شود — فقط اگر هر دو بازیکن موافق باشند.

# machine translation, not reviewed
coach-list-title = 📊 بازی‌ای را برای تحلیل انتخاب کنید:

# machine translation, not reviewed
coach-list-none = هنوز در این چت بازی تمام‌شده‌ای نیست. بازی کنید: /new

# machine translation, not reviewed
coach-list-game = { $date } · { $variant }: { $white } — { $black }

# machine translation, not reviewed
coach-list-match_game = { $date } · { $white } — { $black } · تا { $target }، { $white_points }:{ $black_points }

# machine translation, not reviewed
coach-progress = ⏳ تحلیل: { $done } از { $total } { $turns }

# machine translation, not reviewed
coach-turns =
    { $count ->
        [one] نوبت
       *[other] نوبت
    }

# machine translation, not reviewed
coach-title = 📊 <b>تحلیل بازی</b> — { $variant }

# machine translation, not reviewed
coach-player = { $icon } <b>{ $name }</b>

# machine translation, not reviewed
coach-no_decisions = هیچ‌وقت لازم نشد حرکتی را انتخاب کند

# machine translation, not reviewed
coach-figures = تصمیم‌ها: { $decisions }، میانگین خطا: { $rate } — سطح بازی: { $rating }

# machine translation, not reviewed
coach-counts = حرکت‌های مشکوک: { $doubtful }، اشتباه‌ها: { $errors }، اشتباه‌های فاحش: { $blunders }

# machine translation, not reviewed
coach-worst = گران‌ترین اشتباه‌ها در تصویرهای زیر است.

# machine translation, not reviewed
coach-no_mistakes = حتی یک حرکت هم بدتر از بهترین نبود — بازی بی‌نقص!

# machine translation, not reviewed
coach-thresholds = <i>میانگین خطا یعنی هر انتخاب حرکت به‌طور میانگین چقدر نسبت به بهترین حرکت از دست می‌دهد، بر حسب هزارم امتیاز: 8.0 یعنی 0.008 امتیاز در هر حرکت. حرکتی که { $doubtful } امتیاز یا بیشتر از دست بدهد مشکوک است، از { $error } به بالا اشتباه و از { $blunder } به بالا اشتباه فاحش. سطح بازی بر اساس میانگین خطا: کمتر از 5 — استاد، کمتر از 10 — بازیکن قوی، کمتر از 18 — آماتور ماهر، کمتر از 30 — آماتور، بیشتر از آن — تازه‌کار.</i>

# machine translation, not reviewed
coach-rating-master = استاد

# machine translation, not reviewed
coach-rating-strong = بازیکن قوی

# machine translation, not reviewed
coach-rating-confident = آماتور ماهر

# machine translation, not reviewed
coach-rating-amateur = آماتور

# machine translation, not reviewed
coach-rating-novice = تازه‌کار

# machine translation, not reviewed
coach-kind-fine = بی‌دقتی

# machine translation, not reviewed
coach-kind-doubtful = حرکت مشکوک

# machine translation, not reviewed
coach-kind-error = اشتباه

# machine translation, not reviewed
coach-kind-blunder = اشتباه فاحش

# machine translation, not reviewed
coach-mistake =
    { $n }. { $icon } { $name }، نوبت { $turn }، تاس { $dice } — { $kind }، زیان { $loss }
    🟠 بازی‌شده: { $played }
    🔵 بهتر: { $best }

# machine translation, not reviewed
coach-cube-figures = 🎲 مکعب: { $decisions } تصمیم، میانگین خطا: { $rate }؛ مشکوک: { $doubtful }، اشتباه: { $errors }، اشتباه فاحش: { $blunders }

# machine translation, not reviewed
coach-cube-none = 🎲 مکعب: تصمیمی دربارهٔ مکعب پیش نیامد

# machine translation, not reviewed
coach-cube-note = <i>تصمیم‌های مکعب جداگانه سنجیده می‌شوند: هر دوبل، قبول و رد، و «بدون دوبل» فقط وقتی که دوبل دادن نزدیک به درست بود. ارزیابی وضعیت و زیان بر حسب ارزش بازی است: رد کردن دوبل دقیقاً یک واحد هزینه دارد. در مسابقه، این‌ها از شانس بردن مسابقه به دست می‌آیند و به همان واحد تبدیل می‌شوند.</i>

# machine translation, not reviewed
coach-cube-act-double = دوبل

# machine translation, not reviewed
coach-cube-act-no_double = بدون دوبل

# machine translation, not reviewed
coach-cube-act-take = قبول دوبل

# machine translation, not reviewed
coach-cube-act-pass = رد دوبل

# machine translation, not reviewed
coach-cube-verdict-double = باید دوبل می‌دادید: { $loss }

# machine translation, not reviewed
coach-cube-verdict-no_double = برای دوبل زود بود: { $loss }

# machine translation, not reviewed
coach-cube-verdict-too_good = وضعیت برای دوبل بیش از حد خوب بود — باید برای مارس بازی را ادامه می‌دادید: { $loss }

# machine translation, not reviewed
coach-cube-verdict-take = باید قبول می‌کردید: { $loss }

# machine translation, not reviewed
coach-cube-verdict-pass = باید رد می‌کردید: { $loss }

# machine translation, not reviewed
coach-cube-mistake =
    { $n }. { $icon } { $name }، پیش از نوبت { $turn }، مکعب ×{ $cube } — { $kind }
    🎲 تصمیم: { $act }
    { $verdict }
    ارزیابی وضعیت، بر حسب ارزش بازی: بدون دوبل { $nd } · دوبل و قبول { $dt } · دوبل و رد { $dp }
