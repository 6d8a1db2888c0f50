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
