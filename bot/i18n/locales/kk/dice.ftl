### Kazakh texts of Nardy: dice (source: ../ru/dice.ftl)
### state: machine (36 of 36 messages made by machine translation, not reviewed)

# machine translation, not reviewed
cmd-dice = Сүйектерді тексеру және статистикасы

# machine translation, not reviewed
dice-rolls =
    { $count ->
        [one] лақтыру
       *[other] лақтыру
    }

# machine translation, not reviewed
dice-games =
    { $count ->
        [one] партияда
       *[other] партияда
    }

# machine translation, not reviewed
dice-btn-check = 🔐 Сүйектерді тексеру

# machine translation, not reviewed
dice-btn-replay = 🎞 Қайталау

# machine translation, not reviewed
dice-btn-stats = 🎲 Сүйектер

# machine translation, not reviewed
dice-caption = 🔐 Сүйектер алдын ала белгіленген: { $short }… (/dice)

# machine translation, not reviewed
dice-lobby = 🔐 Бұл партияның сүйектері белгіленіп қойған: { $short }… Ойыннан кейін оларды тексеруге болады.

# machine translation, not reviewed
dice-current =
    🔐 <b>Бұл партияның сүйектері алдын ала белгіленген</b>
    Құпия кілттің ізі (SHA-256 хеші):
    <code>{ $commit }</code>
    Партия аяқталғанда кілт ашылады: сонда әркім барлық лақтыруды қайта есептей алады.

# machine translation, not reviewed
dice-predates = Бұл партияның ізі жоқ: ол сүйектерді тексеру мүмкіндігі пайда болғанға дейін басталған. Келесі партиялар тексерумен өтеді.

# machine translation, not reviewed
dice-none = Бұл чатта әлі сүйектерін тексеруге болатын партия жоқ. Бастаңыз: /new

# machine translation, not reviewed
dice-check =
    🔐 <b>Сүйектерді тексеру</b> — { $variant }, { $white } — { $black }
    Кілттің ізі (бірінші лақтыруға дейін көрсетілген):
    <code>{ $commit }</code>
    Кілт (партиядан кейін ашылған):
    <code>{ $seed }</code>
    Лақтырулар ретімен ({ $count }): { $rolls }

    № n лақтыру — бұл осы кілтпен есептелген «n:0» жолының HMAC-SHA256 мәні; 252 және одан үлкен байттар өткізіліп жіберіледі, қалғандары b % 6 + 1 жағын береді. Кілттің SHA-256 хеші ізбен сәйкес келуі керек. Ботсыз да тексеруге болады — бот репозиторийіндегі docs/DICE.md файлындағы Python тіліндегі он шақты жолмен — немесе /history ішіндегі партия жазбасы үшін <code>python -m engine verify-dice</code> командасымен.

# machine translation, not reviewed
dice-not_finished = Кілт тек партия аяқталғаннан кейін ашылады.

# machine translation, not reviewed
dice-stats-player = 🎲 <b>Сүйектер: { $name }</b> — { $games } { $rolls }

# machine translation, not reviewed
dice-stats-chat = 🎲 <b>Осы чаттағы сүйектер</b> — { $games } { $rolls }

# machine translation, not reviewed
dice-stats-faces = Жақтар: { $faces } (әділ сүйектерде — әрқайсысы шамамен { $expected })

# machine translation, not reviewed
dice-stats-doubles = Дубльдер: { $doubles } / { $rolls_n } (шамамен { $expected } күтіледі)

# machine translation, not reviewed
dice-stats-pips = Бір лақтыруға орта есеппен { $pips } ұя (күтілетіні 8,17)

# machine translation, not reviewed
dice-stats-chi = Хи-квадрат: жақтар { $faces } (p = { $p_faces }), дубльдер { $doubles } (p = { $p_doubles }) — { $verdict }.

# machine translation, not reviewed
dice-stats-empty = Сүйектермен ойналған партия әзірге жоқ.

# machine translation, not reviewed
dice-verdict-normal = қалыпты кездейсоқтық шегінде

# machine translation, not reviewed
dice-verdict-unusual = әдеттен тыс: кездейсоқ бұлай жүз тексерудің бірінен де сирек болады

# machine translation, not reviewed
dice-verdict-suspicious = өте әдеттен тыс: кездейсоқ бұлай мың тексерудің бірінен де сирек болады

# machine translation, not reviewed
dice-verdict-too_few = баға беру үшін лақтыру әлі тым аз

# machine translation, not reviewed
dice-chart-title = Сүйектер: { $name }

# machine translation, not reviewed
dice-chart-chat = Чаттағы сүйектер

# machine translation, not reviewed
dice-chart-faces = Жақтар

# machine translation, not reviewed
dice-chart-doubles = Дубльдер

# machine translation, not reviewed
dice-chart-expected = әділ сүйектер

# machine translation, not reviewed
dice-chart-summary = { $rolls } · бір лақтыруға { $pips } ұя (күтілетіні 8,17)

# machine translation, not reviewed
dice-replay-caption = 🎞 { $variant }: { $white } — { $black }. { $result }

# machine translation, not reviewed
dice-replay-busy = Қайталау дайындалып жатыр.

# machine translation, not reviewed
luck-line = Сәттілік: { $players } ұпай — партиядағы лақтырулар жалпы алғанда орташадан осынша жақсы не нашар болды

# machine translation, not reviewed
luck-adjusted = Сәттілікке түзетілген нәтиже: { $players } ұпай

# machine translation, not reviewed
luck-jokers = Ең сәтті және ең сәтсіз лақтырулар (0,6 ұпайдан бастап): { $jokers }

# machine translation, not reviewed
luck-note = <i>Лақтырудың сәттілігі — түскен сүйектер осы позициядағы орташа лақтырудан неше ұпай жақсы не нашар екені. Сәттілікке түзетілген нәтиже — сәттілік алып тасталған партия есебі: орташа лақтырулармен ол қандай болар еді.</i>
