### Russian texts of Nardy: tournament
### state: source

tour-format-swiss = швейцарская система

tour-format-knockout = олимпийская система (на вылет)

tour-format-round_robin = круговой турнир

tour-title = 🏆 Турнир: { $format }

tour-picture-title = Турнир: { $format }

tour-round = Тур { $round } из { $total }

tour-pairings = <b>Тур { $round } из { $total }</b> — пары:

tour-pairing-open = { $board }. { $a } — { $b }

tour-pairing-score = { $board }. { $a } — { $b }: <b>{ $score }</b>

tour-pairing-forfeit = { $board }. { $a } — { $b }: <b>{ $score }</b> (неявка)

tour-pairing-both_forfeit = { $board }. { $a } — { $b }: <b>0:0</b> (неявка обоих)

tour-bye = Свободный тур (бай, +1 очко): { $name }

tour-rest = Отдыхает в этом туре: { $name }

tour-standings = <b>Таблица</b> — { $round_text }

tour-standings-final = <b>Итоговая таблица</b>

tour-row = { $place }. { $name } — { $points } { $points_word } · Бх { $buchholz } · ЗБ { $sb } · { $played } { $matches_word }{ $marks }

tour-row-knockout = { $place }. { $name } — { $points } { $wins_word }{ $marks }

tour-points =
    { $count ->
        [one] очко
        [few] очка
       *[many] очков
    }

tour-matches =
    { $count ->
        [one] матч
        [few] матча
       *[many] матчей
    }

tour-wins =
    { $count ->
        [one] победа
        [few] победы
       *[many] побед
    }

tour-mark-forfeits = { " " }· неявки: { $count }

tour-mark-withdrawn = { " " }· 🚪 вне турнира

tour-tiebreaks = При равенстве очков выше тот, у кого больше коэффициент Бухгольца (Бх: сумма очков соперников), затем коэффициент Зоннеборна — Бергера (ЗБ: сумма очков побеждённых соперников), затем личная встреча.

tour-winner = 🏆 Турнир окончен. Победитель — { $name }!

tour-col-place = №

tour-col-name = Игрок

tour-col-points = Очки

tour-col-buchholz = Бх

tour-col-sb = ЗБ

tour-col-played = М

tour-legend = ×n — неявки, зачёркнут — вне турнира

tour-format-league = лига (тур в неделю)

tour-format-swiss-short = Швейцарка

tour-format-knockout-short = На вылет

tour-format-round_robin-short = Круговой

tour-format-league-short = Лига

tour-deadline-none = без срока

tour-deadline-hours = { $hours } ч

tour-deadline-days = { $days } { $word }

tour-days =
    { $count ->
        [one] день
        [few] дня
       *[many] дней
    }

tour-lobby-one_game = матч из одной партии

tour-lobby-match = матчи до { $target }

tour-lobby-cube_on = с кубом удвоения

tour-lobby-cube_off = без куба

tour-lobby-game = { $variant } · { $length } · { $cube }

tour-lobby-time = ⏱ { $control } · ⏳ { $deadline } на тур

tour-lobby-players = <b>Участники: { $count } из { $most }</b>

tour-lobby-howto = Нажмите «Участвовать», чтобы сыграть. Организатор — { $name } — начнёт турнир, когда наберётся хотя бы трое.

tour-lobby-started = ▶ Турнир начался: ниже пары первого тура.

tour-lobby-cancelled = ✖ Турнир отменён.

tour-btn-format = 🏆 { $format }

tour-btn-one_game = 1 партия

tour-btn-len = Матч до { $target }

tour-btn-clock = ⏱ { $control }

tour-btn-deadline = ⏳ { $deadline }

tour-btn-max = 👥 До { $most } игроков

tour-btn-join = ✋ Участвовать

tour-btn-leave = 🚪 Выйти

tour-btn-start = ▶ Начать

tour-btn-board = 🎲 Доска { $board }

tour-btn-play = ▶ { $board }: в вашем чате

tour-btn-app = 🖐 { $board }: мини-приложение

tour-alert-admins_only = Открыть турнир здесь могут только администраторы группы.

tour-alert-organiser_only = Это меняет только организатор.

tour-alert-joined = Вы в турнире! Ждите жеребьёвки.

tour-alert-left = Вы вышли из турнира.

tour-alert-full = Мест больше нет.

tour-alert-not_in = Вы не записаны в турнир.

tour-alert-already = Вы уже записаны.

tour-alert-few = Для турнира нужно хотя бы трое.

tour-alert-round_robin_max = В круговом турнире не больше 10 участников.

tour-alert-closed = Турнир уже начался или отменён.

tour-groups_only = Турниры играют в группах: добавьте меня в группу и наберите там /tournament.

tour-exists = В группе уже идёт турнир: сначала доиграйте его.

tour-deadline-until = ⏳ Сыграть до { $when } UTC: кто не сыграет, получит поражение за неявку.

tour-final = 🏆 Турнир окончен. Победитель — { $name }! Итоговая таблица выше; запись каждого матча (.mat и JSON) — в /history.

tour-withdrawn = 🚪 Вы вышли из турнира: в пары вас больше не ставят, а текущий матч засчитан как поражение за неявку.

tour-settings-admins = 🏆 Турниры открывают только администраторы (/tournament).

tour-settings-anyone = 🏆 Турнир может открыть любой участник группы (/tournament).

tour-settings-btn-admins = 🏆 Турниры: администраторы

tour-settings-btn-anyone = 🏆 Турниры: любой участник

tour-settings-saved-admins = Теперь турниры открывают только администраторы.

tour-settings-saved-anyone = Теперь турнир может открыть любой участник.

cmd-tournament = Турнир или лига в группе

cmd-withdraw = Выйти из турнира

tour-inline-title = Ваш турнирный матч: соперник — { $name }

tour-inline-description = Тур { $round }, доска { $board }: доска появится в этом чате

tour-inline-caption = 🏆 Турнирный матч, тур { $round }: { $white } — { $black }. Нажмите ▶, и доска появится здесь.

tour-inline-elsewhere = Этот матч уже играют в другом сообщении.

tour-btn-here = ▶ Играть здесь

tour-alert-here = Матч здесь — удачи!

tour-alert-match_over = Этот матч уже сыгран (или его тур окончен).

tour-alert-not_yours = Это матч другой пары.
