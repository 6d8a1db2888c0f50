### Ukrainian texts of Nardy: inline (source: ../ru/inline.ftl)
### state: machine (30 of 30 messages made by machine translation, not reviewed)

# machine translation, not reviewed
help-inline =
    { "" }

    <b>З другом у будь-якому чаті</b>
    У листуванні з другом наберіть { $bot } і пробіл (додавати бота в чат не потрібно) та оберіть гру: довгі або короткі нарди, одну партію або матч до 3 чи 5 очок. У чаті з’явиться запрошення; доки друг не приєднався, можна ввімкнути куб подвоєння й підказки (друг погоджується на них, коли приєднується). Друг натискає «Приєднатися», і вся партія (або весь матч) іде просто в цьому повідомленні. Можна й із ботом: кнопка «Грати з ботом». Здатися, забрати перемогу за часом, підказка — кнопками під дошкою; розбір партії бот надішле вам в особисті повідомлення.

# machine translation, not reviewed
inline-result = Партія з другом просто в цьому чаті

# machine translation, not reviewed
inline-result-match = Матч до { $target } очок просто в цьому чаті

# machine translation, not reviewed
inline-title-match = { $variant }: матч до { $target }

# machine translation, not reviewed
inline-lobby =
    🎲 { $name } запрошує зіграти.
    { $variant }.
    Натисніть «Приєднатися», щоб почати.

# machine translation, not reviewed
inline-rematch =
    🔁 Реванш! { $name } пропонує зіграти ще раз.
    { $variant }.
    { $other }, натисніть «Приєднатися», щоб прийняти.

# machine translation, not reviewed
inline-hints_on = 💡 Із підказками: приєднуючись, ви погоджуєтеся, що підказки будуть в обох.

# machine translation, not reviewed
inline-btn-hints_on = 💡 Підказки: увімк.

# machine translation, not reviewed
inline-btn-hints_off = 💡 Підказки: вимк.

# machine translation, not reviewed
inline-btn-show = 🎯 Найкращий хід на дошці

# machine translation, not reviewed
inline-cancelled = ✖ Запрошення скасовано.

# machine translation, not reviewed
lobby-expired-inline = ⌛ Ніхто не прийняв запрошення — його закрито. Нове: наберіть ім’я бота в чаті.

# machine translation, not reviewed
inline-alert-expired = Це запрошення вже закрито: його довго ніхто не приймав.

# machine translation, not reviewed
inline-resign_ask = Точно здаєтеся? Підтвердьте кнопкою під дошкою.

# machine translation, not reviewed
inline-alert-hints_off = У цій партії підказок немає: їх вмикає автор запрошення до того, як суперник приєднається.

# machine translation, not reviewed
inline-hint-title = 💡 Найкращі ходи при { $dice }:

# machine translation, not reviewed
inline-hint-drawn = Найкращий хід показано на дошці.

# machine translation, not reviewed
inline-analysis-coming = 📊 Готую розбір партії, зараз надішлю його сюди.

# machine translation, not reviewed
inline-alert-start_bot = Розбір приходить в особисті повідомлення: відкрийте бота й натисніть «Старт» — він надішле розбір.

# machine translation, not reviewed
inline-alert-analysis_sent = Розбір прийде вам в особисті повідомлення з ботом.

# machine translation, not reviewed
inline-alert-start_bot-c = Перевірка кубиків приходить в особисті повідомлення: відкрийте бота й натисніть «Старт» — він її надішле.

# machine translation, not reviewed
inline-alert-start_bot-r = Повтор приходить в особисті повідомлення: відкрийте бота й натисніть «Старт» — він його надішле.

# machine translation, not reviewed
inline-alert-sent-c = Перевірка кубиків — у вас в особистих повідомленнях із ботом.

# machine translation, not reviewed
inline-alert-sent-r = Повтор прийде вам в особисті повідомлення з ботом.

# machine translation, not reviewed
inline-replay-coming = 🎞 Готую повтор партії, зараз надішлю його сюди.

# machine translation, not reviewed
inline-claim_notice = ⏰ { $name } не ходить уже { $hours } год. { $other } може забрати перемогу кнопкою «Перемога за часом».

# machine translation, not reviewed
btn-resign = 🏳 Здатися

# machine translation, not reviewed
btn-claim = ⏰ Перемога за часом

# machine translation, not reviewed
btn-again = 🎲 Ще партію

# machine translation, not reviewed
alert-text = { $text }
