### Ukrainian texts of Nardy: tournament (source: ../ru/tournament.ftl)
### state: machine (93 of 93 messages made by machine translation, not reviewed)

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

# machine translation, not reviewed
tour-format-league = ліга (тур на тиждень)

# machine translation, not reviewed
tour-format-swiss-short = Швейцарка

# machine translation, not reviewed
tour-format-knockout-short = На виліт

# machine translation, not reviewed
tour-format-round_robin-short = Круговий

# machine translation, not reviewed
tour-format-league-short = Ліга

# machine translation, not reviewed
tour-deadline-none = без терміну

# machine translation, not reviewed
tour-deadline-hours = { $hours } год

# machine translation, not reviewed
tour-deadline-days = { $days } { $word }

# machine translation, not reviewed
tour-days =
    { $count ->
        [one] день
        [few] дні
        [many] днів
       *[other] дня
    }

# machine translation, not reviewed
tour-lobby-one_game = матч з однієї партії

# machine translation, not reviewed
tour-lobby-match = матчі до { $target }

# machine translation, not reviewed
tour-lobby-cube_on = з кубом подвоєння

# machine translation, not reviewed
tour-lobby-cube_off = без куба

# machine translation, not reviewed
tour-lobby-game = { $variant } · { $length } · { $cube }

# machine translation, not reviewed
tour-lobby-time = ⏱ { $control } · ⏳ { $deadline } на тур

# machine translation, not reviewed
tour-lobby-players = <b>Учасники: { $count } з { $most }</b>

# machine translation, not reviewed
tour-lobby-howto = Натисніть «Взяти участь», щоб зіграти. Організатор — { $name } — почне турнір, коли запишуться щонайменше троє.

# machine translation, not reviewed
tour-lobby-started = ▶ Турнір почався: нижче — пари першого туру.

# machine translation, not reviewed
tour-lobby-cancelled = ✖ Турнір скасовано.

# machine translation, not reviewed
tour-btn-format = 🏆 { $format }

# machine translation, not reviewed
tour-btn-one_game = 1 партія

# machine translation, not reviewed
tour-btn-len = Матч до { $target }

# machine translation, not reviewed
tour-btn-clock = ⏱ { $control }

# machine translation, not reviewed
tour-btn-deadline = ⏳ { $deadline }

# machine translation, not reviewed
tour-btn-max = 👥 До { $most } гравців

# machine translation, not reviewed
tour-btn-join = ✋ Взяти участь

# machine translation, not reviewed
tour-btn-leave = 🚪 Вийти

# machine translation, not reviewed
tour-btn-start = ▶ Почати

# machine translation, not reviewed
tour-btn-board = 🎲 Дошка { $board }

# machine translation, not reviewed
tour-btn-play = ▶ { $board }: у вашому чаті

# machine translation, not reviewed
tour-btn-app = 🖐 { $board }: міні-застосунок

# machine translation, not reviewed
tour-alert-admins_only = Відкрити турнір тут можуть лише адміністратори групи.

# machine translation, not reviewed
tour-alert-organiser_only = Змінити це може лише організатор.

# machine translation, not reviewed
tour-alert-joined = Ви в турнірі! Чекайте на жеребкування.

# machine translation, not reviewed
tour-alert-left = Ви вийшли з турніру.

# machine translation, not reviewed
tour-alert-full = Турнір заповнено.

# machine translation, not reviewed
tour-alert-not_in = Ви не записані до турніру.

# machine translation, not reviewed
tour-alert-already = Ви вже в турнірі.

# machine translation, not reviewed
tour-alert-few = Для турніру потрібно щонайменше 3 гравці.

# machine translation, not reviewed
tour-alert-round_robin_max = У круговому турнірі щонайбільше 10 гравців.

# machine translation, not reviewed
tour-alert-closed = Турнір уже почався або його скасовано.

# machine translation, not reviewed
tour-groups_only = Турніри грають у групах: додайте мене до групи й наберіть там /tournament.

# machine translation, not reviewed
tour-exists = У цій групі вже йде турнір: спершу завершіть його.

# machine translation, not reviewed
tour-deadline-until = ⏳ Зіграйте до { $when } UTC: хто не зіграє до того часу, тому зараховують поразку.

# machine translation, not reviewed
tour-final = 🏆 Турнір завершено. Переможець: { $name }! Підсумкова таблиця вище; запис кожного матчу (.mat і JSON) — у /history.

# machine translation, not reviewed
tour-withdrawn = 🚪 Ви вийшли з турніру: пар вам більше не складають, а матч, який ви грали, зараховано як поразку.

# machine translation, not reviewed
tour-settings-admins = 🏆 Турніри: відкривають лише адміністратори (/tournament).

# machine translation, not reviewed
tour-settings-anyone = 🏆 Турніри: відкрити може будь-який учасник (/tournament).

# machine translation, not reviewed
tour-settings-btn-admins = 🏆 Турніри: адміни

# machine translation, not reviewed
tour-settings-btn-anyone = 🏆 Турніри: усі

# machine translation, not reviewed
tour-settings-saved-admins = Тепер турніри відкривають лише адміністратори.

# machine translation, not reviewed
tour-settings-saved-anyone = Тепер турнір може відкрити будь-який учасник.

# machine translation, not reviewed
cmd-tournament = Турнір або ліга в групі

# machine translation, not reviewed
cmd-withdraw = Вийти з турніру

# machine translation, not reviewed
tour-inline-title = Ваш турнірний матч, суперник: { $name }

# machine translation, not reviewed
tour-inline-description = Тур { $round }, дошка { $board }: дошка з’явиться в цьому чаті

# machine translation, not reviewed
tour-inline-caption = 🏆 Турнірний матч, тур { $round }: { $white } — { $black }. Натисніть ▶, і дошка з’явиться тут.

# machine translation, not reviewed
tour-inline-elsewhere = Цей матч уже грають в іншому повідомленні.

# machine translation, not reviewed
tour-btn-here = ▶ Грати тут

# machine translation, not reviewed
tour-alert-here = Матч тут: удачі!

# machine translation, not reviewed
tour-alert-match_over = Цей матч завершено (або його тур скінчився).

# machine translation, not reviewed
tour-alert-not_yours = Це матч іншої пари.
