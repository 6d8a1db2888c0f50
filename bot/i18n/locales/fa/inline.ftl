### Persian texts of Nardy: inline (source: ../ru/inline.ftl)
### state: machine (30 of 30 messages made by machine translation, not reviewed)

# machine translation, not reviewed
help-inline =
    { "" }

    <b>با دوست در هر چتی</b>
    در گفت‌وگو با دوستتان { $bot } و یک فاصله تایپ کنید (لازم نیست ربات را به چت اضافه کنید) و بازی را انتخاب کنید: نرد بلند یا کوتاه، یک بازی یا مسابقه تا 3 یا 5 امتیاز. دعوت‌نامه در چت ظاهر می‌شود؛ پیش از پیوستن دوستتان می‌توانید مکعب دوبل و راهنمایی را روشن کنید (دوستتان با پیوستن با آن‌ها موافقت می‌کند). دوستتان «پیوستن» را می‌زند و کل بازی (یا کل مسابقه) درست در همان پیام انجام می‌شود. با ربات هم می‌شود: دکمهٔ «بازی با ربات». تسلیم، گرفتن برد به‌خاطر وقت و راهنمایی با دکمه‌های زیر تخته است؛ تحلیل بازی را ربات در چت خصوصی برایتان می‌فرستد.

# machine translation, not reviewed
inline-result = بازی با دوست، همین‌جا در این چت

# machine translation, not reviewed
inline-result-match = مسابقه تا { $target } امتیاز، همین‌جا در این چت

# machine translation, not reviewed
inline-title-match = { $variant }: مسابقه تا { $target }

# machine translation, not reviewed
inline-lobby =
    🎲 { $name } به بازی دعوت می‌کند.
    { $variant }.
    برای شروع «پیوستن» را بزنید.

# machine translation, not reviewed
inline-rematch =
    🔁 بازی دوباره! { $name } می‌خواهد یک بار دیگر بازی کند.
    { $variant }.
    { $other }، برای قبول «پیوستن» را بزنید.

# machine translation, not reviewed
inline-hints_on = 💡 با راهنمایی: با پیوستن می‌پذیرید که هر دو بازیکن راهنمایی داشته باشند.

# machine translation, not reviewed
inline-btn-hints_on = 💡 راهنمایی: روشن

# machine translation, not reviewed
inline-btn-hints_off = 💡 راهنمایی: خاموش

# machine translation, not reviewed
inline-btn-show = 🎯 بهترین حرکت روی تخته

# machine translation, not reviewed
inline-cancelled = ✖ دعوت لغو شد.

# machine translation, not reviewed
lobby-expired-inline = ⌛ کسی دعوت را قبول نکرد و بسته شد. برای دعوت تازه، نام ربات را در چت تایپ کنید.

# machine translation, not reviewed
inline-alert-expired = این دعوت بسته شده است: مدت زیادی کسی قبولش نکرد.

# machine translation, not reviewed
inline-resign_ask = واقعاً تسلیم می‌شوید؟ با دکمهٔ زیر تخته تأیید کنید.

# machine translation, not reviewed
inline-alert-hints_off = این بازی راهنمایی ندارد: راهنمایی را فرستندهٔ دعوت پیش از پیوستن حریف روشن می‌کند.

# machine translation, not reviewed
inline-hint-title = 💡 بهترین حرکت‌ها برای { $dice }:

# machine translation, not reviewed
inline-hint-drawn = بهترین حرکت روی تخته نشان داده شد.

# machine translation, not reviewed
inline-analysis-coming = 📊 دارم تحلیل بازی را آماده می‌کنم، همین حالا اینجا می‌فرستمش.

# machine translation, not reviewed
inline-alert-start_bot = تحلیل در چت خصوصی فرستاده می‌شود: ربات را باز کنید و «شروع» را بزنید تا تحلیل را بفرستد.

# machine translation, not reviewed
inline-alert-analysis_sent = تحلیل در چت خصوصی با ربات به دستتان می‌رسد.

# machine translation, not reviewed
inline-alert-start_bot-c = بررسی تاس‌ها در چت خصوصی فرستاده می‌شود: ربات را باز کنید و «شروع» را بزنید تا آن را بفرستد.

# machine translation, not reviewed
inline-alert-start_bot-r = بازپخش در چت خصوصی فرستاده می‌شود: ربات را باز کنید و «شروع» را بزنید تا آن را بفرستد.

# machine translation, not reviewed
inline-alert-sent-c = بررسی تاس‌ها در چت خصوصی شما با ربات است.

# machine translation, not reviewed
inline-alert-sent-r = بازپخش در چت خصوصی با ربات به دستتان می‌رسد.

# machine translation, not reviewed
inline-replay-coming = 🎞 دارم بازپخش بازی را آماده می‌کنم، همین حالا اینجا می‌فرستمش.

# machine translation, not reviewed
inline-claim_notice = ⏰ { $name } { $hours } ساعت است که حرکت نکرده. { $other } می‌تواند با دکمهٔ «برد به‌خاطر وقت» برد را بگیرد.

# machine translation, not reviewed
btn-resign = 🏳 تسلیم

# machine translation, not reviewed
btn-claim = ⏰ برد به‌خاطر وقت

# machine translation, not reviewed
btn-again = 🎲 یک بازی دیگر

# machine translation, not reviewed
alert-text = { $text }
