### Persian texts of Nardy: webapp (source: ../ru/webapp.ftl)
### state: machine (31 of 31 messages made by machine translation, not reviewed)

# machine translation, not reviewed
webapp-btn-board = 🖐 تخته

# machine translation, not reviewed
webapp-title = نرد

# machine translation, not reviewed
webapp-you = شما

# machine translation, not reviewed
webapp-turn-other = نوبت: { $name }

# machine translation, not reviewed
webapp-turn-roll = نوبت شما: تاس بریزید یا دوبل پیشنهاد کنید

# machine translation, not reviewed
webapp-turn-roll_only = نوبت شما: تاس بریزید

# machine translation, not reviewed
webapp-turn-double = به شما دوبل پیشنهاد شده: بازی بر سر { $value } { $points_word }

# machine translation, not reviewed
webapp-turn-wait_answer = دوبل پیشنهاد شد، منتظر پاسخ

# machine translation, not reviewed
webapp-tap = روی یک مهره بزنید تا حرکت‌هایش روشن شوند

# machine translation, not reviewed
webapp-pick = به کجا؟ روی یک خانهٔ روشن بزنید

# machine translation, not reviewed
webapp-complete = همهٔ تاس‌ها بازی شد — «پایان نوبت» یا «لغو قدم»

# machine translation, not reviewed
webapp-no_more = حرکت دیگری نیست: تاس‌های باقی‌مانده بازی‌شدنی نیستند

# machine translation, not reviewed
webapp-match = مسابقه تا { $target }: { $you }:{ $opp }

# machine translation, not reviewed
webapp-cube = مکعب: ×{ $value }

# machine translation, not reviewed
webapp-cube-offered = مکعب: ×{ $value } پیشنهاد شده، منتظر پاسخ

# machine translation, not reviewed
webapp-watching = شما تماشاگر این بازی هستید

# machine translation, not reviewed
webapp-resign = 🏳 تسلیم

# machine translation, not reviewed
webapp-resign-ask = بازی را واگذار می‌کنید؟

# machine translation, not reviewed
webapp-resign-ask_match = این بازی را واگذار می‌کنید یا کل مسابقه را؟

# machine translation, not reviewed
webapp-resign-game = 🏳 واگذاری بازی

# machine translation, not reviewed
webapp-finished = بازی تمام شد

# machine translation, not reviewed
webapp-next = ▶ به بازی بعدی

# machine translation, not reviewed
webapp-err-auth = ورود شما تأیید نشد. تخته را دوباره با دکمهٔ زیر بازی در چت باز کنید.

# machine translation, not reviewed
webapp-err-denied = این بازی را نمی‌توانید تماشا کنید: در چت دیگری انجام می‌شود.

# machine translation, not reviewed
webapp-err-gone = بازی پیدا نشد. تخته را با دکمهٔ زیر بازی تازه باز کنید.

# machine translation, not reviewed
webapp-err-flood = خیلی سریع — یک لحظه صبر کنید.

# machine translation, not reviewed
webapp-err-network = ارتباط با ربات برقرار نیست، دوباره تلاش می‌کنیم…

# machine translation, not reviewed
webapp-err-bad = پیوند تخته خراب است. تخته را با دکمهٔ زیر بازی در چت باز کنید.

# machine translation, not reviewed
webapp-clock-delay = +{ $seconds } ثانیه

# machine translation, not reviewed
webapp-clock-paused = ⏸ ساعت‌ها با توافق متوقف شدند

# machine translation, not reviewed
webapp-clock-asked = ⏸ { $name } توقف پیشنهاد می‌کند
