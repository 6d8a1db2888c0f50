### Russian texts of Nardy: clock
### state: source

clock-control-none = без часов

clock-control-blitz = блиц

clock-control-live = живая игра

clock-control-relaxed = спокойная игра

clock-control-words = { $name }: { $delay } с на ход + { $reserve } резерва на очко

clock-control-words-none = без часов: ход не ограничен по времени

clock-btn-control = ⏱ { $name }

clock-btn-none = ⏱ Без часов

clock-lobby = ⏱ Контроль времени: { $control }

clock-caption = ⏱ { $white } { $white_left } · { $black } { $black_left }, +{ $delay } с на ход

clock-caption-paused = ⏸ Часы остановлены по согласию: { $white } { $white_left } · { $black } { $black_left }

clock-warning = ⏳ { $mention }, осталось { $seconds } с — время на исходе!

clock-timeout = ⌛ Время вышло: { $loser } не успевает сделать ход. Побеждает { $winner }.

clock-timeout-match = ⌛ Время вышло: { $loser } проигрывает матч по времени. Матч выигрывает { $winner }.

clock-late = ⌛ Поздно: время уже вышло.

clock-analysis = ⌛ Партия закончилась по времени: { $name } не успевает сделать ход. Несделанный ход в разбор не входит.

clock-record = время вышло

clock-btn-pause = ⏸ Предложить паузу

clock-btn-pause-accept = ✅ Согласиться на паузу

clock-btn-resume = ▶️ Продолжить

clock-pause-asked = ⏸ { $name } предлагает остановить часы. Соперник должен согласиться.

clock-pause-accepted = ⏸ Часы остановлены. Продолжить может любой из игроков.

clock-pause-own = Паузу должен принять соперник.

clock-pause-sent = ⏸ Пауза предложена — ждём согласия соперника.

clock-pause-hint = ▶️ Продолжить может любой из игроков.

clock-paused = ⏸ Часы остановлены. Сначала нажмите «▶️ Продолжить».

clock-paused-claim = ⏸ Часы остановлены по согласию: пока идёт пауза, победу не засчитать.

clock-resumed = ▶️ Часы снова идут.

clock-downtime = ⏱ Бот был недоступен { $seconds } с — это время возвращено игроку, который ходит.

clock-settings = ⏱ Часы по умолчанию: { $control }

clock-settings-prompt = Какой контроль времени ставить новым партиям в этом чате?

clock-settings-saved = Контроль времени по умолчанию: { $control }.

clock-new-unknown = Такого контроля времени нет. Есть: { $names }.

clock-seconds =
    { $count ->
        [one] секунда
        [few] секунды
       *[many] секунд
    }

clock-minutes =
    { $count ->
        [one] минута
        [few] минуты
       *[many] минут
    }
