### Armenian texts of Nardy: tournament (source: ../ru/tournament.ftl)
### state: machine (31 of 31 messages made by machine translation, not reviewed)

# machine translation, not reviewed
tour-format-swiss = շվեյցարական համակարգ

# machine translation, not reviewed
tour-format-knockout = օլիմպիական համակարգ (դուրս մնալով)

# machine translation, not reviewed
tour-format-round_robin = շրջանաձև մրցաշար

# machine translation, not reviewed
tour-title = 🏆 Մրցաշար՝ { $format }

# machine translation, not reviewed
tour-picture-title = Մրցաշար՝ { $format }

# machine translation, not reviewed
tour-round = Տուր { $round } / { $total }

# machine translation, not reviewed
tour-pairings = <b>Տուր { $round } / { $total }</b>. զույգեր.

# machine translation, not reviewed
tour-pairing-open = { $board }. { $a } — { $b }

# machine translation, not reviewed
tour-pairing-score = { $board }. { $a } — { $b }: <b>{ $score }</b>

# machine translation, not reviewed
tour-pairing-forfeit = { $board }. { $a } — { $b }: <b>{ $score }</b> (չներկայացում)

# machine translation, not reviewed
tour-pairing-both_forfeit = { $board }. { $a } — { $b }: <b>0:0</b> (երկուսն էլ չեն ներկայացել)

# machine translation, not reviewed
tour-bye = Ազատ տուր (բայ, +1 միավոր)՝ { $name }

# machine translation, not reviewed
tour-rest = Այս տուրում հանգստանում է՝ { $name }

# machine translation, not reviewed
tour-standings = <b>Աղյուսակ</b> — { $round_text }

# machine translation, not reviewed
tour-standings-final = <b>Վերջնական աղյուսակ</b>

# machine translation, not reviewed
tour-row = { $place }. { $name } — { $points } { $points_word } · Բխ { $buchholz } · ԶԲ { $sb } · { $played } { $matches_word }{ $marks }

# machine translation, not reviewed
tour-row-knockout = { $place }. { $name } — { $points } { $wins_word }{ $marks }

# machine translation, not reviewed
tour-points =
    { $count ->
        [one] միավոր
       *[other] միավոր
    }

# machine translation, not reviewed
tour-matches =
    { $count ->
        [one] մատչ
       *[other] մատչ
    }

# machine translation, not reviewed
tour-wins =
    { $count ->
        [one] հաղթանակ
       *[other] հաղթանակ
    }

# machine translation, not reviewed
tour-mark-forfeits = { " " }· չներկայացումներ՝ { $count }

# machine translation, not reviewed
tour-mark-withdrawn = { " " }· 🚪 մրցաշարից դուրս

# machine translation, not reviewed
tour-tiebreaks = Միավորների հավասարության դեպքում բարձր է նա, ում Բուխհոլցի գործակիցն ավելի մեծ է (Բխ՝ մրցակիցների միավորների գումարը), ապա՝ Զոնեբորն-Բերգերի գործակիցը (ԶԲ՝ հաղթած մրցակիցների միավորների գումարը), ապա՝ դեմ առ դեմ հանդիպման արդյունքը։

# machine translation, not reviewed
tour-winner = 🏆 Մրցաշարն ավարտված է։ Հաղթող՝ { $name }!

# machine translation, not reviewed
tour-col-place = №

# machine translation, not reviewed
tour-col-name = Խաղացող

# machine translation, not reviewed
tour-col-points = Միավոր

# machine translation, not reviewed
tour-col-buchholz = Բխ

# machine translation, not reviewed
tour-col-sb = ԶԲ

# machine translation, not reviewed
tour-col-played = Մ

# machine translation, not reviewed
tour-legend = ×n — չներկայացումներ, գծանշված՝ մրցաշարից դուրս
