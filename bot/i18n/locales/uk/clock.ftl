### Ukrainian texts of Nardy: clock (source: ../ru/clock.ftl)
### state: machine (35 of 35 messages made by machine translation, not reviewed)

# machine translation, not reviewed
clock-control-none = без годинника

# machine translation, not reviewed
clock-control-blitz = бліц

# machine translation, not reviewed
clock-control-live = жива гра

# machine translation, not reviewed
clock-control-relaxed = спокійна гра

# machine translation, not reviewed
clock-control-words = { $name }: { $delay } с на хід + { $reserve } резерву на очко

# machine translation, not reviewed
clock-control-words-none = без годинника: хід не обмежений у часі

# machine translation, not reviewed
clock-btn-control = ⏱ { $name }

# machine translation, not reviewed
clock-btn-none = ⏱ Без годинника

# machine translation, not reviewed
clock-lobby = ⏱ Контроль часу: { $control }

# machine translation, not reviewed
clock-caption = ⏱ { $white } { $white_left } · { $black } { $black_left }, +{ $delay } с на хід

# machine translation, not reviewed
clock-caption-paused = ⏸ Годинник зупинено за згодою: { $white } { $white_left } · { $black } { $black_left }

# machine translation, not reviewed
clock-warning = ⏳ { $mention }, лишилося { $seconds } с — час спливає!

# machine translation, not reviewed
clock-timeout = ⌛ Час вийшов: { $loser } не встигає зробити хід. Перемагає { $winner }.

# machine translation, not reviewed
clock-timeout-match = ⌛ Час вийшов: { $loser } програє матч за часом. Матч виграє { $winner }.

# machine translation, not reviewed
clock-late = ⌛ Запізно: час уже вийшов.

# machine translation, not reviewed
clock-analysis = ⌛ Партія закінчилася за часом: { $name } не встигає зробити хід. Незроблений хід до розбору не входить.

# machine translation, not reviewed
clock-record = час вийшов

# machine translation, not reviewed
clock-btn-pause = ⏸ Запропонувати паузу

# machine translation, not reviewed
clock-btn-pause-accept = ✅ Погодитися на паузу

# machine translation, not reviewed
clock-btn-resume = ▶️ Продовжити

# machine translation, not reviewed
clock-pause-asked = ⏸ { $name } пропонує зупинити годинник. Суперник має погодитися.

# machine translation, not reviewed
clock-pause-accepted = ⏸ Годинник зупинено. Продовжити може будь-хто з гравців.

# machine translation, not reviewed
clock-pause-own = Паузу має прийняти суперник.

# machine translation, not reviewed
clock-pause-sent = ⏸ Паузу запропоновано — чекаємо на згоду суперника.

# machine translation, not reviewed
clock-pause-hint = ▶️ Продовжити може будь-хто з гравців.

# machine translation, not reviewed
clock-paused = ⏸ Годинники зупинено. Спершу натисніть «▶️ Продовжити».

# machine translation, not reviewed
clock-paused-claim = ⏸ Годинники зупинено за згодою: під час паузи не можна вимагати перемоги.

# machine translation, not reviewed
clock-resumed = ▶️ Годинник знову йде.

# machine translation, not reviewed
clock-downtime = ⏱ Бот був недоступний { $seconds } с — цей час повернуто гравцеві, який ходить.

# machine translation, not reviewed
clock-settings = ⏱ Годинник за замовчуванням: { $control }

# machine translation, not reviewed
clock-settings-prompt = Який контроль часу ставити новим партіям у цьому чаті?

# machine translation, not reviewed
clock-settings-saved = Контроль часу за замовчуванням: { $control }.

# machine translation, not reviewed
clock-new-unknown = Такого контролю часу немає. Є: { $names }.

# machine translation, not reviewed
clock-seconds =
    { $count ->
        [one] секунда
        [few] секунди
        [many] секунд
       *[other] секунди
    }

# machine translation, not reviewed
clock-minutes =
    { $count ->
        [one] хвилина
        [few] хвилини
        [many] хвилин
       *[other] хвилини
    }
