### Kazakh texts of Nardy: tournament (source: ../ru/tournament.ftl)
### state: machine (31 of 31 messages made by machine translation, not reviewed)

# machine translation, not reviewed
tour-format-swiss = швейцар жүйесі

# machine translation, not reviewed
tour-format-knockout = олимпиялық жүйе (жеңілген шығады)

# machine translation, not reviewed
tour-format-round_robin = айналмалы турнир

# machine translation, not reviewed
tour-title = 🏆 Турнир: { $format }

# machine translation, not reviewed
tour-picture-title = Турнир: { $format }

# machine translation, not reviewed
tour-round = { $round }-тур, барлығы { $total }

# machine translation, not reviewed
tour-pairings = <b>{ $round }-тур (барлығы { $total })</b> — жұптар:

# machine translation, not reviewed
tour-pairing-open = { $board }. { $a } — { $b }

# machine translation, not reviewed
tour-pairing-score = { $board }. { $a } — { $b }: <b>{ $score }</b>

# machine translation, not reviewed
tour-pairing-forfeit = { $board }. { $a } — { $b }: <b>{ $score }</b> (келмеді)

# machine translation, not reviewed
tour-pairing-both_forfeit = { $board }. { $a } — { $b }: <b>0:0</b> (екеуі де келмеді)

# machine translation, not reviewed
tour-bye = Бос тур (бай, +1 ұпай): { $name }

# machine translation, not reviewed
tour-rest = Бұл турда демалады: { $name }

# machine translation, not reviewed
tour-standings = <b>Кесте</b> — { $round_text }

# machine translation, not reviewed
tour-standings-final = <b>Қорытынды кесте</b>

# machine translation, not reviewed
tour-row = { $place }. { $name } — { $points } { $points_word } · Бх { $buchholz } · ЗБ { $sb } · { $played } { $matches_word }{ $marks }

# machine translation, not reviewed
tour-row-knockout = { $place }. { $name } — { $points } { $wins_word }{ $marks }

# machine translation, not reviewed
tour-points =
    { $count ->
        [one] ұпай
       *[other] ұпай
    }

# machine translation, not reviewed
tour-matches =
    { $count ->
        [one] матч
       *[other] матч
    }

# machine translation, not reviewed
tour-wins =
    { $count ->
        [one] жеңіс
       *[other] жеңіс
    }

# machine translation, not reviewed
tour-mark-forfeits = { " " }· келмеулер: { $count }

# machine translation, not reviewed
tour-mark-withdrawn = { " " }· 🚪 турнирден тыс

# machine translation, not reviewed
tour-tiebreaks = Ұпай тең болса, Бухгольц коэффициенті (Бх: қарсыластар ұпайларының қосындысы) жоғары ойыншы жоғары тұрады, одан кейін Зоннеборн — Бергер коэффициенті (ЗБ: жеңілген қарсыластар ұпайларының қосындысы), одан кейін өзара кездесу нәтижесі ескеріледі.

# machine translation, not reviewed
tour-winner = 🏆 Турнир аяқталды. Жеңімпаз — { $name }!

# machine translation, not reviewed
tour-col-place = №

# machine translation, not reviewed
tour-col-name = Ойыншы

# machine translation, not reviewed
tour-col-points = Ұпай

# machine translation, not reviewed
tour-col-buchholz = Бх

# machine translation, not reviewed
tour-col-sb = ЗБ

# machine translation, not reviewed
tour-col-played = М

# machine translation, not reviewed
tour-legend = ×n — келмеулер, сызылған — турнирден тыс
