### Persian texts of Nardy: main (source: ../ru/main.ftl)
### state: machine (172 of 172 messages made by machine translation, not reviewed)

# machine translation, not reviewed
start =
    🎲 <b>نرد</b> — نرد بلند و نرد کوتاه (همان تخته‌نرد معمولی)، درست در تلگرام.

    • /new — بازی تازه. در چت خصوصی با ربات بازی می‌کنید (چهار سطح قدرت)، در گروه با یک دوست یا با ربات.
    • با دکمه‌های زیر تخته حرکت کنید: هر دکمه یک مهره را جابه‌جا می‌کند، مثلاً «13→7»؛ دکمه‌ای مثل «13→6» هر دو تاس را با یک مهره بازی می‌کند. حرکت‌های یک خانه در یک ردیف‌اند: اول بار، بعد خانه‌ها از دورترین به نزدیک‌ترین. فقط حرکت‌های مجاز را نشان می‌دهم. «↶ لغو قدم» آخرین قدم را برمی‌گرداند. وقتی همهٔ تاس‌ها بازی شد، نوبت خودبه‌خود به حریف می‌رسد (در /settings می‌توانید دکمهٔ «✅ پایان نوبت» را برگردانید).
    • کادر نارنجی روی تخته آخرین حرکت حریف را نشان می‌دهد.
    • کادر آبی روشن قدم‌هایی را نشان می‌دهد که در همین نوبت برداشته‌اید.
    • /rules — قوانین مصور، /stats — آمار و ریتینگ، /lang — زبان، /settings — نحوهٔ پایان نوبت.

    مرا به یک گروه اضافه کنید تا با دوستانتان بازی کنید.

# machine translation, not reviewed
start-group =
    🎲 سلام! من همین‌جا در این چت بازی نرد برگزار می‌کنم — نرد بلند و نرد کوتاه (تخته‌نرد معمولی).
    /new — شروع بازی (با یکی از دوستان این چت یا با ربات)، /rules — قوانین، /stats — جدول چت، /lang — زبان.

# machine translation, not reviewed
help =
    <b>راهنمای بازی</b>
    /new — بازی تازه: نرد بلند یا کوتاه را انتخاب کنید، بعد منتظر حریف بمانید یا با ربات بازی کنید. میان‌بر: <code>/new long</code> یا <code>/new short</code>. مسابقه با مکعب دوبل: <code>/new short 5 cube</code> — مسابقه تا 5 امتیاز با مکعب (یا با دکمه‌های دعوت‌نامه).
    /rules — قوانین هر دو بازی.
    /stats — نتایج و ریتینگ شما؛ در گروه، جدول چت هم.
    /history — آخرین بازی‌ها و مسابقه‌های چت؛ ثبت هر کدام را می‌توانید دانلود کنید.
    /resign — تسلیم (در نوبت خودتان، با تأیید)؛ در مسابقه، یک بازی یا کل مسابقه.
    /claim — گرفتن برد، اگر حریف بیش از { $hours } ساعت حرکت نکند؛ در مسابقه، برد کل مسابقه.
    /settings — پایان نوبت به‌طور خودکار یا با دکمهٔ «پایان نوبت».
    /lang — زبان ربات در این چت.
    /hints — راهنمایی در بازی با دوست (هر دو بازیکن روشنش می‌کنند)؛ در بازی با ربات دکمهٔ «💡 راهنمایی» همیشه هست.
    /analysis — تحلیل بازی‌های تمام‌شده: اشتباه‌ها، سطح بازی، حرکت‌های بهتر.

    کادر نارنجی روی تخته — آخرین حرکت حریف.
    کادر آبی روشن — قدم‌هایی که در نوبت جاری برداشته شده‌اند.

    در هر چت در یک زمان فقط یک بازی جریان دارد. اگر تاس‌ها فقط به یک شکل بازی‌شدنی باشند، خودم حرکت را انجام می‌دهم؛ اگر هیچ حرکتی ممکن نباشد، نوبت به حریف می‌رسد. دعوتی که کسی ظرف { $minutes } دقیقه قبولش نکند، بسته می‌شود.

# machine translation, not reviewed
cmd-new = بازی تازه

# machine translation, not reviewed
cmd-rules = قوانین بازی

# machine translation, not reviewed
cmd-stats = آمار و ریتینگ

# machine translation, not reviewed
cmd-history = بازی‌های انجام‌شده و ثبت آن‌ها

# machine translation, not reviewed
cmd-resign = تسلیم شدن

# machine translation, not reviewed
cmd-claim = برد، وقتی حریف حرکت نمی‌کند

# machine translation, not reviewed
cmd-settings = تنظیمات چت

# machine translation, not reviewed
cmd-lang = زبان

# machine translation, not reviewed
cmd-help = راهنمای بازی

# machine translation, not reviewed
cmd-start = دربارهٔ ربات

# machine translation, not reviewed
variant-long = نرد بلند

# machine translation, not reviewed
variant-short = نرد کوتاه

# machine translation, not reviewed
variant-long-btn = بلند

# machine translation, not reviewed
variant-short-btn = کوتاه

# machine translation, not reviewed
level-beginner = تازه‌کار

# machine translation, not reviewed
level-medium = آماتور

# machine translation, not reviewed
level-strong = قوی

# machine translation, not reviewed
level-master = استاد

# machine translation, not reviewed
level-beginner-btn = 🐣 تازه‌کار

# machine translation, not reviewed
level-medium-btn = 🙂 آماتور

# machine translation, not reviewed
level-strong-btn = 💪 قوی

# machine translation, not reviewed
level-master-btn = 🧠 استاد

# machine translation, not reviewed
ai-name = ربات «{ $level }»

# machine translation, not reviewed
point-bar = بار

# machine translation, not reviewed
point-off = خروج

# machine translation, not reviewed
move-hit = { " " }({ $icon } زده شد)

# machine translation, not reviewed
points =
    { $count ->
        [one] امتیاز
       *[other] امتیاز
    }

# machine translation, not reviewed
games =
    { $count ->
        [one] بازی
       *[other] بازی
    }

# machine translation, not reviewed
dur-hm = { $h } ساعت و { $m } دقیقه

# machine translation, not reviewed
dur-m = { $m } دقیقه

# machine translation, not reviewed
btn-join = 🤝 پیوستن

# machine translation, not reviewed
btn-accept = 🤝 قبول

# machine translation, not reviewed
btn-vs_bot = 🤖 بازی با ربات

# machine translation, not reviewed
btn-cancel = ✖ لغو

# machine translation, not reviewed
btn-back = ← بازگشت

# machine translation, not reviewed
btn-undo = ↶ لغو قدم

# machine translation, not reviewed
btn-done = ✅ پایان نوبت

# machine translation, not reviewed
btn-resign_yes = 🏳 بله، تسلیم

# machine translation, not reviewed
btn-resign_no = ادامهٔ بازی

# machine translation, not reviewed
btn-rematch = 🔁 بازی دوباره

# machine translation, not reviewed
lobby-variant = 🎲 { $name } بازی تازه‌ای شروع می‌کند. چه بازی کنیم؟

# machine translation, not reviewed
lobby-variant-private = 🎲 بازی تازه با ربات. چه بازی کنیم؟

# machine translation, not reviewed
lobby-open =
    🎲 { $name } دنبال حریف است: <b>{ $variant }</b>.
    برای بازی «پیوستن» را بزنید. { $name } می‌تواند به جای آن ربات را صدا کند.

# machine translation, not reviewed
lobby-rematch = 🔁 { $name } بازی دوباره پیشنهاد می‌کند: <b>{ $variant }</b>. { $other }، قبول می‌کنید؟

# machine translation, not reviewed
lobby-level =
    🤖 <b>{ $variant }</b> با ربات. قدرت حریف را انتخاب کنید:
    🐣 <b>تازه‌کار</b> — زیاد اشتباه می‌کند، برای یادگیری خوب است؛
    🙂 <b>آماتور</b> — سنجیده بازی می‌کند و گاهی خطا می‌کند؛
    💪 <b>قوی</b> — همیشه حرکتی را بازی می‌کند که شبکهٔ عصبی‌اش بهترین می‌داند؛
    🧠 <b>استاد</b> — علاوه بر این، هر 21 تاس ممکن حریف را یک حرکت جلوتر حساب می‌کند و حرکت‌های دوپهلو را یک حرکت عمیق‌تر هم بررسی می‌کند.

# machine translation, not reviewed
lobby-started = ▶ بازی شروع شد — <b>{ $variant }</b>: ⚪ { $white } — ⚫ { $black }.

# machine translation, not reviewed
lobby-cancelled = ✖ { $name } دعوت را لغو کرد.

# machine translation, not reviewed
lobby-expired = ⌛ کسی دعوت را قبول نکرد و بسته شد. بازی تازه: /new

# machine translation, not reviewed
new-exists = در این چت یک بازی در جریان است ({ $variant }): { $white } — { $black }. تخته‌اش بالاتر است. آن را تمام کنید یا با فرمان /resign تسلیم شوید.

# machine translation, not reviewed
new-lobby_exists = در این چت یک دعوت باز است (بالاتر). به آن پاسخ دهید یا لغوش کنید.

# machine translation, not reviewed
cap-header =
    <b>{ $variant }</b>
    ⚪ { $white } — ⚫ { $black }

# machine translation, not reviewed
cap-opening = تاس شروع: ⚪ { $white_die } — ⚫ { $black_die }{ $ties }. { $first } شروع می‌کند و { $dice } را بازی می‌کند.

# machine translation, not reviewed
cap-ties = { " " }(اول مساوی آمد: { $ties })

# machine translation, not reviewed
cap-log-move = { $icon } { $name }، { $dice }: { $notation }

# machine translation, not reviewed
cap-log-forced = { $icon } { $name }، { $dice }: { $notation } — تنها حرکت ممکن

# machine translation, not reviewed
cap-log-pass = { $icon } { $name }، { $dice }: حرکتی ممکن نیست، نوبت به حریف می‌رسد

# machine translation, not reviewed
cap-turn = 🎲 نوبت { $mention }: { $dice }

# machine translation, not reviewed
cap-turn-steps = بازی‌شده: { $steps }

# machine translation, not reviewed
cap-turn-complete = همهٔ تاس‌ها بازی شد — «پایان نوبت» یا «لغو قدم».

# machine translation, not reviewed
cap-turn-no_more = حرکت دیگری نیست: تاس‌های باقی‌مانده بازی‌شدنی نیستند.

# machine translation, not reviewed
cap-turn-ai = 🤖 { $name } فکر می‌کند { $dice } را چطور بازی کند…

# machine translation, not reviewed
ping-turn = 🎲 { $mention }، نوبت شماست ({ $dice })

# machine translation, not reviewed
ping-roll = 🎲 { $mention }، نوبت شماست: تاس بریزید یا دوبل پیشنهاد کنید

# machine translation, not reviewed
ping-take = ⬆ { $mention }، به شما دوبل تا ×{ $value } پیشنهاد شده: قبول یا رد؟

# machine translation, not reviewed
cap-pips = راه باقی‌مانده: ⚪ { $white } · ⚫ { $black }

# machine translation, not reviewed
res-borne_off = 🏆 { $winner } آخرین مهره را خارج می‌کند و می‌برد!

# machine translation, not reviewed
res-resigned = 🏳 { $loser } تسلیم می‌شود. برنده: { $winner }.

# machine translation, not reviewed
res-timeout = ⌛ { $loser } مدت زیادی حرکت نکرده است. برد به { $winner } داده شد.

# machine translation, not reviewed
res-score = { $kind }: { $points } { $points_word }.

# machine translation, not reviewed
res-banner = برد: { $name } · { $points } { $points_word } ({ $kind })

# machine translation, not reviewed
kind-single = برد ساده

# machine translation, not reviewed
kind-gammon = مارس

# machine translation, not reviewed
kind-backgammon = سیاه‌مارس

# machine translation, not reviewed
kind-oin = برد ساده

# machine translation, not reviewed
kind-mars = مارس

# machine translation, not reviewed
kind-single-short = ساده

# machine translation, not reviewed
kind-gammon-short = مارس

# machine translation, not reviewed
kind-backgammon-short = سیاه‌مارس

# machine translation, not reviewed
kind-oin-short = ساده

# machine translation, not reviewed
kind-mars-short = مارس

# machine translation, not reviewed
res-stats = 📊 { $name }: { $wins } برد از { $games }، ریتینگ { $rating }{ $change }

# machine translation, not reviewed
res-stats-ai = 📊 { $name }: در برابر ربات { $wins } برد از { $games }

# machine translation, not reviewed
alert-stale = این دکمه قدیمی شده — تختهٔ فعلی را نشان می‌دهم.

# machine translation, not reviewed
alert-finished = این بازی تمام شده است.

# machine translation, not reviewed
alert-not_player = این بازی شما نیست.

# machine translation, not reviewed
alert-not_turn = الان نوبت شما نیست.

# machine translation, not reviewed
alert-invalid = این دکمه کار نمی‌کند. از دکمه‌های آخرین پیام استفاده کنید.

# machine translation, not reviewed
alert-error = مشکلی پیش آمد. لطفاً دوباره امتحان کنید.

# machine translation, not reviewed
alert-illegal = این حرکت الان ممکن نیست.

# machine translation, not reviewed
alert-creator_only = این را فرستندهٔ دعوت انتخاب می‌کند.

# machine translation, not reviewed
alert-own_lobby = با خودتان نمی‌شود بازی کرد: منتظر حریف بمانید یا ربات را صدا کنید.

# machine translation, not reviewed
alert-invitee_only = این دعوت برای بازیکن دیگری است.

# machine translation, not reviewed
alert-chat_busy = در این چت بازی دیگری در جریان است.

# machine translation, not reviewed
alert-rematch_players = فقط بازیکنان همین بازی می‌توانند بازی دوباره را شروع کنند.

# machine translation, not reviewed
alert-resign_kept = ادامه می‌دهیم!

# machine translation, not reviewed
resign-confirm = { $name }، واقعاً تسلیم می‌شوید؟ حریف { $points } { $points_word } می‌گیرد — { $kind }.

# machine translation, not reviewed
resign-none = شما در این چت بازی در جریانی ندارید.

# machine translation, not reviewed
resign-not_turn = فقط در نوبت خودتان می‌توانید تسلیم شوید.

# machine translation, not reviewed
claim-none = شما در این چت بازی در جریانی ندارید.

# machine translation, not reviewed
claim-your_turn = الان نوبت خودتان است — برد را از کسی نمی‌شود مطالبه کرد.

# machine translation, not reviewed
claim-ai = ربات هیچ‌وقت حرکتش را طول نمی‌دهد، پس از او برد به‌خاطر وقت گرفتنی نیست.

# machine translation, not reviewed
claim-wait = حریف { $elapsed } است که فکر می‌کند. { $left } دیگر می‌توانید برد را مطالبه کنید.

# machine translation, not reviewed
claim-notice = ⏰ { $name } { $hours } ساعت است که حرکت نکرده. { $other } می‌تواند برد را بگیرد: /claim

# machine translation, not reviewed
claim-notice-match = ⏰ { $name } { $hours } ساعت است که حرکت نکرده. { $other } می‌تواند برد کل مسابقه را بگیرد: /claim

# machine translation, not reviewed
lang-prompt = زبان ربات را برای این چت انتخاب کنید:

# machine translation, not reviewed
lang-set = انجام شد: از این پس اینجا فارسی صحبت می‌کنم.

# machine translation, not reviewed
lang-admins_only = متأسفم، زبان این چت را فقط مدیران گروه می‌توانند تغییر دهند.

# machine translation, not reviewed
stats-title = 📊 <b>{ $name }</b>

# machine translation, not reviewed
stats-variant =
    <b>{ $variant }</b> — ریتینگ { $rating }
    { $games } { $games_word }: { $wins } برد، { $losses } باخت؛ امتیازها { $won }:{ $lost }؛ مارس { $gammons }، سیاه‌مارس { $backgammons }

# machine translation, not reviewed
stats-variant-long =
    <b>{ $variant }</b> — ریتینگ { $rating }
    { $games } { $games_word }: { $wins } برد، { $losses } باخت؛ امتیازها { $won }:{ $lost }؛ مارس { $gammons }

# machine translation, not reviewed
stats-vs_ai = در برابر ربات: { $wins } برد از { $games }

# machine translation, not reviewed
stats-empty = <b>{ $variant }</b>: هنوز بازی‌ای نیست.

# machine translation, not reviewed
stats-chat = 🏆 <b>جدول چت — { $variant }</b>

# machine translation, not reviewed
stats-row = { $pos }. { $name } — { $rating } · { $wins } برد از { $games }

# machine translation, not reviewed
stats-chat_empty = 🏆 { $variant }: هنوز کسی در این چت بازی‌ای را تمام نکرده است.

# machine translation, not reviewed
btn-cube_on = 🎲 مکعب دوبل: روشن

# machine translation, not reviewed
btn-cube_off = 🎲 مکعب دوبل: خاموش

# machine translation, not reviewed
btn-roll = 🎲 ریختن تاس

# machine translation, not reviewed
btn-double = ⬆ دوبل تا ×{ $value }

# machine translation, not reviewed
btn-take = ✅ قبول: بازی بر سر { $value } { $points_word }

# machine translation, not reviewed
btn-pass = ✖ رد: −{ $value } { $points_word }

# machine translation, not reviewed
lobby-cube_on = با مکعب دوبل بازی می‌کنیم.

# machine translation, not reviewed
cap-cube = مکعب: ×{ $value }، در اختیار { $name }

# machine translation, not reviewed
cap-cube-middle = مکعب وسط است: ارزش بازی ×1 (روی مکعب 64)

# machine translation, not reviewed
cap-cube-offered = مکعب: ×{ $value } پیشنهاد شده، منتظر پاسخ

# machine translation, not reviewed
cap-cube-crawford = بازی کرافورد: دوبل ممنوع است.

# machine translation, not reviewed
cap-roll = 🎲 { $mention }، نوبت شماست: تاس بریزید یا دوبل تا ×{ $value } پیشنهاد کنید.

# machine translation, not reviewed
cap-roll-ai = 🤖 { $name } فکر می‌کند دوبل بدهد یا نه…

# machine translation, not reviewed
cap-offer = ⬆ { $doubler } دوبل تا ×{ $value } پیشنهاد می‌کند. { $mention }، قبول می‌کنید؟ رد کردن { $stake } { $points_word } هزینه دارد.

# machine translation, not reviewed
cap-offer-ai = ⬆ { $doubler } دوبل تا ×{ $value } پیشنهاد می‌کند. { $name } فکر می‌کند…

# machine translation, not reviewed
res-passed = ✖ { $loser } دوبل را رد می‌کند. برنده: { $winner }.

# machine translation, not reviewed
alert-cube_not_yours = الان نوبت تصمیم حریف است.

# machine translation, not reviewed
resign-pending = دوبل هنوز منتظر پاسخ حریف است. بعد از پاسخ او می‌توانید تسلیم شوید.

# machine translation, not reviewed
resign-pending-taker = به شما دوبل پیشنهاد شده: برای واگذاری بازی، دکمهٔ «✖ رد» زیر تخته را بزنید.

# machine translation, not reviewed
match-score = 🏁 مسابقه تا { $target }: { $first } { $first_score } · { $second } { $second_score }

# machine translation, not reviewed
match-next-auto = بازی بعدی چند ثانیهٔ دیگر شروع می‌شود.

# machine translation, not reviewed
match-next-button = برای بازی بعدی دکمهٔ زیر را بزنید.

# machine translation, not reviewed
match-won = 🏆 { $name } مسابقه را { $winner_score }:{ $loser_score } می‌برد!

# machine translation, not reviewed
match-won-resigned = 🏆 مسابقه واگذار شد. برندهٔ مسابقه: { $name } ({ $winner_score }:{ $loser_score }).

# machine translation, not reviewed
match-won-timeout = ⏰ مدت زیادی حرکتی انجام نشد — نتیجهٔ مسابقه اعلام شد. برندهٔ مسابقه: { $name } ({ $winner_score }:{ $loser_score }).

# machine translation, not reviewed
match-stats = 📊 { $name }: { $wins } برد در { $matches } مسابقه، ریتینگ مسابقه‌ها { $rating }

# machine translation, not reviewed
match-exists = در این چت یک مسابقه در جریان است. آن را تمام کنید یا با فرمان /resign واگذارش کنید.

# machine translation, not reviewed
match-lobby = مسابقه: برنده کسی است که اول به { $target } { $points_word } برسد.

# machine translation, not reviewed
match-single = یک بازی

# machine translation, not reviewed
match-to = تا { $target }

# machine translation, not reviewed
btn-next_game = ▶ بازی بعدی

# machine translation, not reviewed
btn-match_again = 🔁 مسابقهٔ دیگر

# machine translation, not reviewed
btn-resign_match = 🏳 واگذاری کل مسابقه

# machine translation, not reviewed
stats-matches = مسابقه‌ها: { $matches }، برد { $wins }، ریتینگ مسابقه‌ها { $rating }

# machine translation, not reviewed
history-title = 📜 آخرین بازی‌ها و مسابقه‌های این چت:

# machine translation, not reviewed
history-empty = هنوز در این چت بازی‌ای تمام نشده است. شروع: /new

# machine translation, not reviewed
history-game = { $n }. { $variant }: { $white } — { $black }، برنده: { $winner } (+{ $points }) · { $date }

# machine translation, not reviewed
history-match = { $n }. { $variant }، مسابقه تا { $target }: { $first } { $score0 }:{ $score1 } { $second } · { $date }

# machine translation, not reviewed
btn-export = ⬇ { $n }

# machine translation, not reviewed
move-off = خروج

# machine translation, not reviewed
toast-move = { $move } ✓

# machine translation, not reviewed
toast-undo = ↶ { $move } لغو شد

# machine translation, not reviewed
toast-done = نوبت به حریف رسید.

# machine translation, not reviewed
toast-move-done = { $move } ✓ نوبت به حریف رسید.

# machine translation, not reviewed
toast-move-lost = { $move } ✓ حرکت دیگری نیست — نوبت به حریف رسید.

# machine translation, not reviewed
settings-text =
    <b>تنظیمات چت</b>

    <b>پایان خودکار نوبت</b>: { $state }.
    • روشن — به محض اینکه تاس‌ها بازی شوند (یا دیگر بازی‌شدنی نباشند)، نوبت فوراً به حریف می‌رسد و لازم نیست «پایان نوبت» را بزنید. تا نوبت تمام نشده، می‌توانید قدم را لغو کنید.
    • خاموش — بعد از آخرین قدم می‌توانید حرکت را بررسی کنید و با «لغو قدم» قدم‌ها را برگردانید؛ نوبت با دکمهٔ «پایان نوبت» به حریف می‌رسد.

# machine translation, not reviewed
settings-on = روشن

# machine translation, not reviewed
settings-off = خاموش

# machine translation, not reviewed
settings-btn-on = پایان خودکار نوبت

# machine translation, not reviewed
settings-btn-off = پایان نوبت با دکمه

# machine translation, not reviewed
settings-admins_only = متأسفم، تنظیمات این چت را فقط مدیران گروه می‌توانند تغییر دهند.

# machine translation, not reviewed
settings-saved = ذخیره شد.

# machine translation, not reviewed
cmd-hints = راهنمایی در بازی با دوستان

# machine translation, not reviewed
cmd-analysis = تحلیل بازی‌های انجام‌شده
