### Russian texts of Nardy: webapp
### state: source

webapp-btn-board = 🖐 Доска

webapp-title = Нарды

webapp-you = Вы

webapp-turn-other = Ходит: { $name }

webapp-turn-roll = Ваш ход: бросьте кубики или предложите удвоение

webapp-turn-roll_only = Ваш ход: бросьте кубики

webapp-turn-double = Вам предлагают удвоение: партия на { $value } { $points_word }

webapp-turn-wait_answer = Удвоение предложено, ждём ответа

webapp-tap = Коснитесь шашки — подсветятся её ходы

webapp-pick = Куда пойти? Коснитесь подсвеченного пункта

webapp-complete = Все кубики сыграны — «Готово» или «Шаг назад»

webapp-no_more = Больше ходов нет: оставшиеся кубики сыграть нельзя

webapp-match = Матч до { $target }: { $you }:{ $opp }

webapp-cube = Куб: ×{ $value }

webapp-cube-offered = Куб: предложено ×{ $value }, ждём ответа

webapp-watching = Вы смотрите партию

webapp-resign = 🏳 Сдаться

webapp-resign-ask = Сдаёте партию?

webapp-resign-ask_match = Сдать эту партию или весь матч?

webapp-resign-game = 🏳 Сдать партию

webapp-finished = Партия окончена

webapp-next = ▶ К следующей партии

webapp-err-auth = Не удалось проверить вход. Откройте доску заново кнопкой под партией в чате.

webapp-err-denied = Эту партию смотреть нельзя: она идёт в другом чате.

webapp-err-gone = Партия не найдена. Откройте доску кнопкой под новой партией.

webapp-err-flood = Слишком быстро — подождите секунду.

webapp-err-network = Нет связи с ботом, пробуем снова…

webapp-err-bad = Ссылка на доску повреждена. Откройте доску кнопкой под партией в чате.

webapp-clock-delay = +{ $seconds } с

webapp-clock-paused = ⏸ Часы остановлены по согласию

webapp-clock-asked = ⏸ { $name } предлагает паузу
