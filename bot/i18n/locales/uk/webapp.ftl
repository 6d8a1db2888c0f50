### Ukrainian texts of Nardy: webapp (source: ../ru/webapp.ftl)
### state: machine (31 of 31 messages made by machine translation, not reviewed)

# machine translation, not reviewed
webapp-btn-board = 🖐 Дошка

# machine translation, not reviewed
webapp-title = Нарди

# machine translation, not reviewed
webapp-you = Ви

# machine translation, not reviewed
webapp-turn-other = Ходить: { $name }

# machine translation, not reviewed
webapp-turn-roll = Ваш хід: киньте кубики або запропонуйте подвоєння

# machine translation, not reviewed
webapp-turn-roll_only = Ваш хід: киньте кубики

# machine translation, not reviewed
webapp-turn-double = Вам пропонують подвоєння: партія на { $value } { $points_word }

# machine translation, not reviewed
webapp-turn-wait_answer = Подвоєння запропоновано, чекаємо відповіді

# machine translation, not reviewed
webapp-tap = Торкніться шашки — підсвітяться її ходи

# machine translation, not reviewed
webapp-pick = Куди піти? Торкніться підсвіченого пункту

# machine translation, not reviewed
webapp-complete = Усі кубики зіграно — «Готово» або «Крок назад»

# machine translation, not reviewed
webapp-no_more = Більше ходів немає: решту кубиків зіграти не можна

# machine translation, not reviewed
webapp-match = Матч до { $target }: { $you }:{ $opp }

# machine translation, not reviewed
webapp-cube = Куб: ×{ $value }

# machine translation, not reviewed
webapp-cube-offered = Куб: запропоновано ×{ $value }, чекаємо відповіді

# machine translation, not reviewed
webapp-watching = Ви дивитеся партію

# machine translation, not reviewed
webapp-resign = 🏳 Здатися

# machine translation, not reviewed
webapp-resign-ask = Здаєте партію?

# machine translation, not reviewed
webapp-resign-ask_match = Здати цю партію чи весь матч?

# machine translation, not reviewed
webapp-resign-game = 🏳 Здати партію

# machine translation, not reviewed
webapp-finished = Партію закінчено

# machine translation, not reviewed
webapp-next = ▶ До наступної партії

# machine translation, not reviewed
webapp-err-auth = Не вдалося перевірити вхід. Відкрийте дошку знову кнопкою під партією в чаті.

# machine translation, not reviewed
webapp-err-denied = Цю партію дивитися не можна: вона йде в іншому чаті.

# machine translation, not reviewed
webapp-err-gone = Партію не знайдено. Відкрийте дошку кнопкою під новою партією.

# machine translation, not reviewed
webapp-err-flood = Надто швидко — зачекайте секунду.

# machine translation, not reviewed
webapp-err-network = Немає зв’язку з ботом, пробуємо знову…

# machine translation, not reviewed
webapp-err-bad = Посилання на дошку пошкоджене. Відкрийте дошку кнопкою під партією в чаті.

# machine translation, not reviewed
webapp-clock-delay = +{ $seconds } с

# machine translation, not reviewed
webapp-clock-paused = ⏸ Годинники зупинено за згодою

# machine translation, not reviewed
webapp-clock-asked = ⏸ { $name } пропонує паузу
