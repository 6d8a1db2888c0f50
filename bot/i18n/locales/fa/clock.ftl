### Persian texts of Nardy: clock (source: ../ru/clock.ftl)
### state: machine (35 of 35 messages made by machine translation, not reviewed)

# machine translation, not reviewed
clock-control-none = بدون ساعت

# machine translation, not reviewed
clock-control-blitz = بلیتس

# machine translation, not reviewed
clock-control-live = بازی زنده

# machine translation, not reviewed
clock-control-relaxed = بازی آرام

# machine translation, not reviewed
clock-control-words = { $name }: { $delay } ثانیه برای هر حرکت + { $reserve } ذخیره برای هر امتیاز

# machine translation, not reviewed
clock-control-words-none = بدون ساعت: زمان حرکت محدود نیست

# machine translation, not reviewed
clock-btn-control = ⏱ { $name }

# machine translation, not reviewed
clock-btn-none = ⏱ بدون ساعت

# machine translation, not reviewed
clock-lobby = ⏱ کنترل وقت: { $control }

# machine translation, not reviewed
clock-caption = ⏱ { $white } { $white_left } · { $black } { $black_left }، +{ $delay } ثانیه برای هر حرکت

# machine translation, not reviewed
clock-caption-paused = ⏸ ساعت‌ها با توافق متوقف شده‌اند: { $white } { $white_left } · { $black } { $black_left }

# machine translation, not reviewed
clock-warning = ⏳ { $mention }، { $seconds } ثانیه مانده — وقتتان رو به پایان است!

# machine translation, not reviewed
clock-timeout = ⌛ وقت تمام شد: { $loser } نتوانست به‌موقع حرکت کند. برنده: { $winner }.

# machine translation, not reviewed
clock-timeout-match = ⌛ وقت تمام شد: { $loser } مسابقه را به‌خاطر وقت می‌بازد. برندهٔ مسابقه: { $winner }.

# machine translation, not reviewed
clock-late = ⌛ دیر شد: وقت شما تمام شده است.

# machine translation, not reviewed
clock-analysis = ⌛ بازی با تمام شدن وقت به پایان رسید: { $name } نتوانست به‌موقع حرکت کند. حرکتِ انجام‌نشده تحلیل نمی‌شود.

# machine translation, not reviewed
clock-record = اتمام وقت

# machine translation, not reviewed
clock-btn-pause = ⏸ پیشنهاد توقف

# machine translation, not reviewed
clock-btn-pause-accept = ✅ موافقت با توقف

# machine translation, not reviewed
clock-btn-resume = ▶️ ادامه

# machine translation, not reviewed
clock-pause-asked = ⏸ { $name } پیشنهاد می‌کند ساعت‌ها متوقف شوند. حریف باید موافقت کند.

# machine translation, not reviewed
clock-pause-accepted = ⏸ ساعت‌ها متوقف شدند. هر کدام از بازیکنان می‌تواند بازی را ادامه دهد.

# machine translation, not reviewed
clock-pause-own = توقف را حریف باید بپذیرد.

# machine translation, not reviewed
clock-pause-sent = ⏸ توقف پیشنهاد شد — منتظر موافقت حریف هستیم.

# machine translation, not reviewed
clock-pause-hint = ▶️ هر کدام از بازیکنان می‌تواند بازی را ادامه دهد.

# machine translation, not reviewed
clock-paused = ⏸ ساعت‌ها متوقف شده‌اند. اول «▶️ ادامه» را بزنید.

# machine translation, not reviewed
clock-paused-claim = ⏸ ساعت‌ها با توافق متوقف شده‌اند: در زمان توقف نمی‌توان ادعای برد کرد.

# machine translation, not reviewed
clock-resumed = ▶️ ساعت‌ها دوباره کار می‌کنند.

# machine translation, not reviewed
clock-downtime = ⏱ ربات { $seconds } ثانیه در دسترس نبود — این زمان به بازیکنِ صاحب نوبت برگردانده شد.

# machine translation, not reviewed
clock-settings = ⏱ ساعت پیش‌فرض: { $control }

# machine translation, not reviewed
clock-settings-prompt = بازی‌های تازهٔ این چت چه کنترل وقتی داشته باشند؟

# machine translation, not reviewed
clock-settings-saved = کنترل وقت پیش‌فرض: { $control }.

# machine translation, not reviewed
clock-new-unknown = چنین کنترل وقتی وجود ندارد. گزینه‌های موجود: { $names }.

# machine translation, not reviewed
clock-seconds =
    { $count ->
        [one] ثانیه
       *[other] ثانیه
    }

# machine translation, not reviewed
clock-minutes =
    { $count ->
        [one] دقیقه
       *[other] دقیقه
    }
