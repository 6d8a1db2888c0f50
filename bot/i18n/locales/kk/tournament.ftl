### Kazakh texts of Nardy: tournament (source: ../ru/tournament.ftl)
### state: machine (93 of 93 messages made by machine translation, not reviewed)

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

# machine translation, not reviewed
tour-format-league = лига (аптасына бір тур)

# machine translation, not reviewed
tour-format-swiss-short = Швейцар

# machine translation, not reviewed
tour-format-knockout-short = Шығу жүйесі

# machine translation, not reviewed
tour-format-round_robin-short = Айналма

# machine translation, not reviewed
tour-format-league-short = Лига

# machine translation, not reviewed
tour-deadline-none = мерзімсіз

# machine translation, not reviewed
tour-deadline-hours = { $hours } сағ

# machine translation, not reviewed
tour-deadline-days = { $days } { $word }

# machine translation, not reviewed
tour-days =
    { $count ->
        [one] күн
       *[other] күн
    }

# machine translation, not reviewed
tour-lobby-one_game = бір партиялық матч

# machine translation, not reviewed
tour-lobby-match = { $target } ұпайлық матчтар

# machine translation, not reviewed
tour-lobby-cube_on = еселеу кубымен

# machine translation, not reviewed
tour-lobby-cube_off = кубсыз

# machine translation, not reviewed
tour-lobby-game = { $variant } · { $length } · { $cube }

# machine translation, not reviewed
tour-lobby-time = ⏱ { $control } · ⏳ бір турға { $deadline }

# machine translation, not reviewed
tour-lobby-players = <b>Қатысушылар: { $count } / { $most }</b>

# machine translation, not reviewed
tour-lobby-howto = Ойнау үшін «Қатысу» батырмасын басыңыз. Ұйымдастырушы — { $name } — кемінде үш адам жиналғанда турнирді бастайды.

# machine translation, not reviewed
tour-lobby-started = ▶ Турнир басталды: төменде бірінші турдың жұптары.

# machine translation, not reviewed
tour-lobby-cancelled = ✖ Турнир тоқтатылды.

# machine translation, not reviewed
tour-btn-format = 🏆 { $format }

# machine translation, not reviewed
tour-btn-one_game = 1 партия

# machine translation, not reviewed
tour-btn-len = { $target } ұпайлық матч

# machine translation, not reviewed
tour-btn-clock = ⏱ { $control }

# machine translation, not reviewed
tour-btn-deadline = ⏳ { $deadline }

# machine translation, not reviewed
tour-btn-max = 👥 { $most } ойыншыға дейін

# machine translation, not reviewed
tour-btn-join = ✋ Қатысу

# machine translation, not reviewed
tour-btn-leave = 🚪 Шығу

# machine translation, not reviewed
tour-btn-start = ▶ Бастау

# machine translation, not reviewed
tour-btn-board = 🎲 Тақта { $board }

# machine translation, not reviewed
tour-btn-play = ▶ { $board }: өз чатыңызда

# machine translation, not reviewed
tour-btn-app = 🖐 { $board }: мини-қосымша

# machine translation, not reviewed
tour-alert-admins_only = Мұнда турнирді тек топ әкімшілері аша алады.

# machine translation, not reviewed
tour-alert-organiser_only = Мұны тек ұйымдастырушы өзгерте алады.

# machine translation, not reviewed
tour-alert-joined = Сіз турнирдесіз! Жеребені күтіңіз.

# machine translation, not reviewed
tour-alert-left = Сіз турнирден шықтыңыз.

# machine translation, not reviewed
tour-alert-full = Орын қалмады.

# machine translation, not reviewed
tour-alert-not_in = Сіз турнирге тіркелмегенсіз.

# machine translation, not reviewed
tour-alert-already = Сіз тіркелгенсіз.

# machine translation, not reviewed
tour-alert-few = Турнирге кемінде үш ойыншы керек.

# machine translation, not reviewed
tour-alert-round_robin_max = Айналма турнирде 10 қатысушыдан аспайды.

# machine translation, not reviewed
tour-alert-closed = Турнир басталып кетті немесе тоқтатылды.

# machine translation, not reviewed
tour-groups_only = Турнирлер топтарда ойналады: мені топқа қосып, сонда /tournament деп жазыңыз.

# machine translation, not reviewed
tour-exists = Бұл топта турнир жүріп жатыр: алдымен соны аяқтаңыз.

# machine translation, not reviewed
tour-deadline-until = ⏳ { $when } UTC дейін ойнаңыз: ойнамаған адам келмегені үшін жеңілген болып саналады.

# machine translation, not reviewed
tour-final = 🏆 Турнир аяқталды. Жеңімпаз — { $name }! Қорытынды кесте жоғарыда; әр матчтың жазбасы (.mat және JSON) /history ішінде.

# machine translation, not reviewed
tour-withdrawn = 🚪 Сіз турнирден шықтыңыз: сізді енді жұпқа қоймайды, ал ағымдағы матч келмегеніңіз үшін жеңіліс болып саналды.

# machine translation, not reviewed
tour-settings-admins = 🏆 Турнирлерді тек әкімшілер ашады (/tournament).

# machine translation, not reviewed
tour-settings-anyone = 🏆 Турнирді топтың кез келген мүшесі аша алады (/tournament).

# machine translation, not reviewed
tour-settings-btn-admins = 🏆 Турнир: әкімшілер

# machine translation, not reviewed
tour-settings-btn-anyone = 🏆 Турнир: бәрі

# machine translation, not reviewed
tour-settings-saved-admins = Енді турнирлерді тек әкімшілер ашады.

# machine translation, not reviewed
tour-settings-saved-anyone = Енді турнирді кез келген мүше аша алады.

# machine translation, not reviewed
cmd-tournament = Топтағы турнир не лига

# machine translation, not reviewed
cmd-withdraw = Турнирден шығу

# machine translation, not reviewed
tour-inline-title = Турнир матчыңыз: қарсылас — { $name }

# machine translation, not reviewed
tour-inline-description = { $round }-тур, { $board }-тақта: тақта осы чатта шығады

# machine translation, not reviewed
tour-inline-caption = 🏆 Турнир матчы, { $round }-тур: { $white } — { $black }. ▶ басыңыз, тақта осында шығады.

# machine translation, not reviewed
tour-inline-elsewhere = Бұл матч басқа хабарламада ойналып жатыр.

# machine translation, not reviewed
tour-btn-here = ▶ Осында ойнау

# machine translation, not reviewed
tour-alert-here = Матч осында — сәттілік!

# machine translation, not reviewed
tour-alert-match_over = Бұл матч ойналып қойған (немесе оның туры аяқталған).

# machine translation, not reviewed
tour-alert-not_yours = Бұл — басқа жұптың матчы.
