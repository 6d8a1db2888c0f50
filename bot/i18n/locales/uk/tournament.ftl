### Ukrainian texts of Nardy: tournament (source: ../ru/tournament.ftl)
### state: machine (31 of 31 messages made by machine translation, not reviewed)

# machine translation, not reviewed
tour-format-swiss = швейцарська система

# machine translation, not reviewed
tour-format-knockout = олімпійська система (на виліт)

# machine translation, not reviewed
tour-format-round_robin = коловий турнір

# machine translation, not reviewed
tour-title = 🏆 Турнір: { $format }

# machine translation, not reviewed
tour-picture-title = Турнір: { $format }

# machine translation, not reviewed
tour-round = Тур { $round } з { $total }

# machine translation, not reviewed
tour-pairings = <b>Тур { $round } з { $total }</b> — пари:

# machine translation, not reviewed
tour-pairing-open = { $board }. { $a } — { $b }

# machine translation, not reviewed
tour-pairing-score = { $board }. { $a } — { $b }: <b>{ $score }</b>

# machine translation, not reviewed
tour-pairing-forfeit = { $board }. { $a } — { $b }: <b>{ $score }</b> (неявка)

# machine translation, not reviewed
tour-pairing-both_forfeit = { $board }. { $a } — { $b }: <b>0:0</b> (неявка обох)

# machine translation, not reviewed
tour-bye = Вільний тур (бай, +1 очко): { $name }

# machine translation, not reviewed
tour-rest = Відпочиває в цьому турі: { $name }

# machine translation, not reviewed
tour-standings = <b>Таблиця</b> — { $round_text }

# machine translation, not reviewed
tour-standings-final = <b>Підсумкова таблиця</b>

# machine translation, not reviewed
tour-row = { $place }. { $name } — { $points } { $points_word } · Бх { $buchholz } · ЗБ { $sb } · { $played } { $matches_word }{ $marks }

# machine translation, not reviewed
tour-row-knockout = { $place }. { $name } — { $points } { $wins_word }{ $marks }

# machine translation, not reviewed
tour-points =
    { $count ->
        [one] очко
        [few] очки
        [many] очок
       *[other] очка
    }

# machine translation, not reviewed
tour-matches =
    { $count ->
        [one] матч
        [few] матчі
        [many] матчів
       *[other] матчу
    }

# machine translation, not reviewed
tour-wins =
    { $count ->
        [one] перемога
        [few] перемоги
        [many] перемог
       *[other] перемоги
    }

# machine translation, not reviewed
tour-mark-forfeits = { " " }· неявки: { $count }

# machine translation, not reviewed
tour-mark-withdrawn = { " " }· 🚪 поза турніром

# machine translation, not reviewed
tour-tiebreaks = За рівності очок вище той, у кого більший коефіцієнт Бухгольца (Бх: сума очок суперників), далі коефіцієнт Зоннеборна — Бергера (ЗБ: сума очок переможених суперників), далі особиста зустріч.

# machine translation, not reviewed
tour-winner = 🏆 Турнір закінчено. Переможець — { $name }!

# machine translation, not reviewed
tour-col-place = №

# machine translation, not reviewed
tour-col-name = Гравець

# machine translation, not reviewed
tour-col-points = Очки

# machine translation, not reviewed
tour-col-buchholz = Бх

# machine translation, not reviewed
tour-col-sb = ЗБ

# machine translation, not reviewed
tour-col-played = М

# machine translation, not reviewed
tour-legend = ×n — неявки, закреслено — поза турніром
