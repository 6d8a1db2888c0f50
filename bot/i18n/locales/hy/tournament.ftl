### Armenian texts of Nardy: tournament (source: ../ru/tournament.ftl)
### state: machine (93 of 93 messages made by machine translation, not reviewed)

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

# machine translation, not reviewed
tour-format-league = լիգա (շաբաթը մեկ տուր)

# machine translation, not reviewed
tour-format-swiss-short = Շվեյցարական

# machine translation, not reviewed
tour-format-knockout-short = Օլիմպիական

# machine translation, not reviewed
tour-format-round_robin-short = Շրջանաձև

# machine translation, not reviewed
tour-format-league-short = Լիգա

# machine translation, not reviewed
tour-deadline-none = առանց ժամկետի

# machine translation, not reviewed
tour-deadline-hours = { $hours } ժ

# machine translation, not reviewed
tour-deadline-days = { $days } { $word }

# machine translation, not reviewed
tour-days =
    { $count ->
        [one] օր
       *[other] օր
    }

# machine translation, not reviewed
tour-lobby-one_game = մեկ պարտիայից մատչ

# machine translation, not reviewed
tour-lobby-match = մատչեր մինչև { $target }

# machine translation, not reviewed
tour-lobby-cube_on = կրկնապատկման խորանարդով

# machine translation, not reviewed
tour-lobby-cube_off = առանց խորանարդի

# machine translation, not reviewed
tour-lobby-game = { $variant } · { $length } · { $cube }

# machine translation, not reviewed
tour-lobby-time = ⏱ { $control } · ⏳ { $deadline } մեկ տուրի համար

# machine translation, not reviewed
tour-lobby-players = <b>Մասնակիցներ՝ { $count } / { $most }</b>

# machine translation, not reviewed
tour-lobby-howto = Սեղմեք «Մասնակցել»՝ խաղալու համար։ Կազմակերպիչը՝ { $name }, մրցաշարը կսկսի, երբ գրանցվեն առնվազն երեքը։

# machine translation, not reviewed
tour-lobby-started = ▶ Մրցաշարը սկսվեց. ներքևում առաջին տուրի զույգերն են։

# machine translation, not reviewed
tour-lobby-cancelled = ✖ Մրցաշարը չեղարկվեց։

# machine translation, not reviewed
tour-btn-format = 🏆 { $format }

# machine translation, not reviewed
tour-btn-one_game = 1 պարտիա

# machine translation, not reviewed
tour-btn-len = Մատչ մինչև { $target }

# machine translation, not reviewed
tour-btn-clock = ⏱ { $control }

# machine translation, not reviewed
tour-btn-deadline = ⏳ { $deadline }

# machine translation, not reviewed
tour-btn-max = 👥 Մինչև { $most } խաղացող

# machine translation, not reviewed
tour-btn-join = ✋ Մասնակցել

# machine translation, not reviewed
tour-btn-leave = 🚪 Դուրս գալ

# machine translation, not reviewed
tour-btn-start = ▶ Սկսել

# machine translation, not reviewed
tour-btn-board = 🎲 Տախտակ { $board }

# machine translation, not reviewed
tour-btn-play = ▶ { $board }՝ ձեր չատում

# machine translation, not reviewed
tour-btn-app = 🖐 { $board }՝ մինի-հավելված

# machine translation, not reviewed
tour-alert-admins_only = Այստեղ մրցաշար կարող են բացել միայն խմբի ադմինիստրատորները։

# machine translation, not reviewed
tour-alert-organiser_only = Սա կարող է փոխել միայն կազմակերպիչը։

# machine translation, not reviewed
tour-alert-joined = Դուք մրցաշարում եք։ Սպասեք վիճակահանությանը։

# machine translation, not reviewed
tour-alert-left = Դուք դուրս եկաք մրցաշարից։

# machine translation, not reviewed
tour-alert-full = Տեղեր այլևս չկան։

# machine translation, not reviewed
tour-alert-not_in = Դուք գրանցված չեք մրցաշարում։

# machine translation, not reviewed
tour-alert-already = Դուք արդեն գրանցված եք։

# machine translation, not reviewed
tour-alert-few = Մրցաշարի համար պետք է առնվազն 3 խաղացող։

# machine translation, not reviewed
tour-alert-round_robin_max = Շրջանաձև մրցաշարում՝ առավելագույնը 10 մասնակից։

# machine translation, not reviewed
tour-alert-closed = Մրցաշարն արդեն սկսվել է կամ չեղարկվել է։

# machine translation, not reviewed
tour-groups_only = Մրցաշարերը խաղում են խմբերում. ավելացրեք ինձ խումբ և այնտեղ գրեք /tournament։

# machine translation, not reviewed
tour-exists = Այս խմբում արդեն մրցաշար է ընթանում. նախ ավարտեք այն։

# machine translation, not reviewed
tour-deadline-until = ⏳ Խաղացեք մինչև { $when } UTC. ով չխաղա, կպարտվի չներկայանալու համար։

# machine translation, not reviewed
tour-final = 🏆 Մրցաշարն ավարտվեց։ Հաղթող՝ { $name }։ Վերջնական աղյուսակը վերևում է. յուրաքանչյուր մատչի գրառումը (.mat և JSON)՝ /history-ում։

# machine translation, not reviewed
tour-withdrawn = 🚪 Դուք դուրս եկաք մրցաշարից. ձեզ այլևս զույգերի մեջ չեն դնի, իսկ ընթացիկ մատչը համարվեց պարտություն չներկայանալու համար։

# machine translation, not reviewed
tour-settings-admins = 🏆 Մրցաշարեր բացում են միայն ադմինիստրատորները (/tournament)։

# machine translation, not reviewed
tour-settings-anyone = 🏆 Մրցաշար կարող է բացել խմբի ցանկացած անդամ (/tournament)։

# machine translation, not reviewed
tour-settings-btn-admins = 🏆 Մրցաշար՝ ադմիններ

# machine translation, not reviewed
tour-settings-btn-anyone = 🏆 Մրցաշար՝ բոլորը

# machine translation, not reviewed
tour-settings-saved-admins = Այժմ մրցաշարեր բացում են միայն ադմինիստրատորները։

# machine translation, not reviewed
tour-settings-saved-anyone = Այժմ մրցաշար կարող է բացել ցանկացած անդամ։

# machine translation, not reviewed
cmd-tournament = Մրցաշար կամ լիգա խմբում

# machine translation, not reviewed
cmd-withdraw = Դուրս գալ մրցաշարից

# machine translation, not reviewed
tour-inline-title = Ձեր մրցաշարային մատչը. մրցակից՝ { $name }

# machine translation, not reviewed
tour-inline-description = Տուր { $round }, տախտակ { $board }. տախտակը կհայտնվի այս չատում

# machine translation, not reviewed
tour-inline-caption = 🏆 Մրցաշարային մատչ, տուր { $round }՝ { $white } — { $black }։ Սեղմեք ▶, և տախտակը կհայտնվի այստեղ։

# machine translation, not reviewed
tour-inline-elsewhere = Այս մատչն արդեն խաղում են մեկ այլ հաղորդագրությունում։

# machine translation, not reviewed
tour-btn-here = ▶ Խաղալ այստեղ

# machine translation, not reviewed
tour-alert-here = Մատչն այստեղ է․ հաջողություն։

# machine translation, not reviewed
tour-alert-match_over = Այս մատչն արդեն խաղացվել է (կամ դրա տուրն ավարտվել է)։

# machine translation, not reviewed
tour-alert-not_yours = Սա այլ զույգի մատչ է։
