### Kazakh texts of Nardy: main (source: ../ru/main.ftl)
### state: machine (172 of 172 messages made by machine translation, not reviewed)

# machine translation, not reviewed
start =
    🎲 <b>Нарды</b> — ұзын және қысқа (бэкгаммон), тікелей Telegram ішінде.

    • /new — жаңа партия. Жеке чатта — ботқа қарсы (төрт деңгей), топта — доспен немесе ботпен.
    • Тақтаның астындағы батырмалармен жүріңіз: батырма бір тасты жылжытады, мысалы «13→7»; «13→6» сияқты батырма екі сүйекті де бір таспен ойнайды. Бір ұядан шығатын жүрістер бір жолда тұрады: алдымен бар, сосын ұялар — ең алысынан ең жақынына қарай. Мен тек рұқсат етілген жүрістерді көрсетемін. «↶ Кері қадам» соңғы қадамды кері қайтарады. Сүйектер ойналып болғанда, кезек өзі ауысады (/settings ішінде «✅ Дайын» батырмасын қайтаруға болады).
    • Тақтадағы қызғылт сары жиек — қарсыластың соңғы жүрісі.
    • Көгілдір жиек — осы жүрісте өзіңіз жасаған қадамдар.
    • /rules — суретті ережелер, /stats — статистика мен рейтинг, /lang — тіл, /settings — жүріс қалай аяқталады.

    Достарыңызбен ойнау үшін мені топқа қосыңыз.

# machine translation, not reviewed
start-group =
    🎲 Сәлем! Мен нарды партияларын тікелей осы чатта өткіземін — ұзын және қысқа (бэкгаммон).
    /new — партия бастау (чаттағы доспен немесе ботпен), /rules — ережелер, /stats — чат кестесі, /lang — тіл.

# machine translation, not reviewed
help =
    <b>Қалай ойнау керек</b>
    /new — жаңа партия: ұзын немесе қысқа нардыны таңдаңыз, сосын қарсыласты күтіңіз немесе ботпен ойнаңыз. Бірден де болады: <code>/new long</code> немесе <code>/new short</code>. Матч пен еселеу текшесі: <code>/new short 5 cube</code> — текшемен 5 ұпайлық матч (немесе шақырудағы батырмалармен).
    /rules — екі түрдің де ережелері.
    /stats — нәтижелеріңіз бен рейтингіңіз; топта чат кестесі де бар.
    /history — чаттың соңғы партиялары мен матчтары; кез келгенінің жазбасын жүктеп алуға болады.
    /resign — берілу (өз жүрісіңізде, растаумен); матчта — партияда немесе бүкіл матчта.
    /claim — қарсылас { $hours } сағаттан астам жүрмесе, жеңісті алу; матчта — бүкіл матчтағы жеңісті.
    /settings — жүрісті автоматты түрде немесе «Дайын» батырмасымен аяқтау.
    /lang — осы чаттағы бот тілі.
    /hints — доспен ойнағанда кеңестер (екі ойыншы да қосады); ботқа қарсы «💡 Кеңес» батырмасы әрдайым бар.
    /analysis — аяқталған партияларды талдау: қателер, ойын деңгейі, ең жақсы жүрістер.

    Тақтадағы қызғылт сары жиек — қарсыластың соңғы жүрісі.
    Көгілдір жиек — ағымдағы жүрісте жасалған қадамдар.

    Чатта бір уақытта бір партия жүреді. Егер сүйектерді тек бір жолмен ойнауға болса, жүрісті өзім жасаймын; жүретін жүріс болмаса — кезек ауысады. { $minutes } мин ішінде ешкім қабылдамаған шақыру жабылады.

# machine translation, not reviewed
cmd-new = Жаңа партия

# machine translation, not reviewed
cmd-rules = Ойын ережелері

# machine translation, not reviewed
cmd-stats = Статистика мен рейтинг

# machine translation, not reviewed
cmd-history = Ойналған партиялар мен жазбалары

# machine translation, not reviewed
cmd-resign = Берілу

# machine translation, not reviewed
cmd-claim = Қарсылас жүрмесе — жеңіс

# machine translation, not reviewed
cmd-settings = Чат баптаулары

# machine translation, not reviewed
cmd-lang = Тіл

# machine translation, not reviewed
cmd-help = Қалай ойнау керек

# machine translation, not reviewed
cmd-start = Бот туралы

# machine translation, not reviewed
variant-long = Ұзын нарды

# machine translation, not reviewed
variant-short = Қысқа нарды

# machine translation, not reviewed
variant-long-btn = Ұзын

# machine translation, not reviewed
variant-short-btn = Қысқа

# machine translation, not reviewed
level-beginner = Үйренуші

# machine translation, not reviewed
level-medium = Әуесқой

# machine translation, not reviewed
level-strong = Мықты

# machine translation, not reviewed
level-master = Шебер

# machine translation, not reviewed
level-beginner-btn = 🐣 Үйренуші

# machine translation, not reviewed
level-medium-btn = 🙂 Әуесқой

# machine translation, not reviewed
level-strong-btn = 💪 Мықты

# machine translation, not reviewed
level-master-btn = 🧠 Шебер

# machine translation, not reviewed
ai-name = Бот «{ $level }»

# machine translation, not reviewed
point-bar = бар

# machine translation, not reviewed
point-off = шығару

# machine translation, not reviewed
move-hit = { " " }({ $icon } ұрылды)

# machine translation, not reviewed
points =
    { $count ->
        [one] ұпай
       *[other] ұпай
    }

# machine translation, not reviewed
games =
    { $count ->
        [one] партия
       *[other] партия
    }

# machine translation, not reviewed
dur-hm = { $h } сағ { $m } мин

# machine translation, not reviewed
dur-m = { $m } мин

# machine translation, not reviewed
btn-join = 🤝 Қосылу

# machine translation, not reviewed
btn-accept = 🤝 Қабылдау

# machine translation, not reviewed
btn-vs_bot = 🤖 Ботпен ойнау

# machine translation, not reviewed
btn-cancel = ✖ Болдырмау

# machine translation, not reviewed
btn-back = ← Артқа

# machine translation, not reviewed
btn-undo = ↶ Кері қадам

# machine translation, not reviewed
btn-done = ✅ Дайын

# machine translation, not reviewed
btn-resign_yes = 🏳 Иә, берілемін

# machine translation, not reviewed
btn-resign_no = Жалғастыру

# machine translation, not reviewed
btn-rematch = 🔁 Реванш

# machine translation, not reviewed
lobby-variant = 🎲 { $name } жаңа партия бастайды. Қайсысын ойнаймыз?

# machine translation, not reviewed
lobby-variant-private = 🎲 Ботпен жаңа партия. Қайсысын ойнаймыз?

# machine translation, not reviewed
lobby-open =
    🎲 { $name } қарсылас іздеп жүр: <b>{ $variant }</b>.
    Ойнау үшін «Қосылу» батырмасын басыңыз. { $name } оның орнына ботты шақыра алады.

# machine translation, not reviewed
lobby-rematch = 🔁 { $name } реванш ұсынады: <b>{ $variant }</b>. { $other }, қабылдайсыз ба?

# machine translation, not reviewed
lobby-level =
    🤖 <b>{ $variant }</b> — ботқа қарсы. Қарсыластың күшін таңдаңыз:
    🐣 <b>Үйренуші</b> — жиі қателеседі, үйренуге жақсы;
    🙂 <b>Әуесқой</b> — ақылмен ойнайды, анда-санда қателесіп қалады;
    💪 <b>Мықты</b> — әрдайым нейрожелісі ең жақсы деп санайтын жүрісті ойнайды;
    🧠 <b>Шебер</b> — оған қоса қарсыластың барлық 21 лақтыруын бір жүріс алға есептейді, ал даулы жүрістерді тағы бір жүріс тереңірек тексереді.

# machine translation, not reviewed
lobby-started = ▶ Партия басталды — <b>{ $variant }</b>: ⚪ { $white } — ⚫ { $black }.

# machine translation, not reviewed
lobby-cancelled = ✖ { $name } шақыруды қайтарып алды.

# machine translation, not reviewed
lobby-expired = ⌛ Шақыруды ешкім қабылдамады — ол жабылды. Жаңа партия: /new

# machine translation, not reviewed
new-exists = Бұл чатта партия жүріп жатыр ({ $variant }): { $white } — { $black }. Тақта — жоғарыда. Оны аяғына дейін ойнаңыз немесе /resign командасымен беріліңіз.

# machine translation, not reviewed
new-lobby_exists = Бұл чатта шақыру ашық тұр (ол жоғарыда). Оған жауап беріңіз немесе оны жабыңыз.

# machine translation, not reviewed
cap-header =
    <b>{ $variant }</b>
    ⚪ { $white } — ⚫ { $black }

# machine translation, not reviewed
cap-opening = Жеребе: ⚪ { $white_die } — ⚫ { $black_die }{ $ties }. Бастайтын: { $first }, ойнайтыны: { $dice }.

# machine translation, not reviewed
cap-ties = { " " }(алдымен тең түсті: { $ties })

# machine translation, not reviewed
cap-log-move = { $icon } { $name }, { $dice }: { $notation }

# machine translation, not reviewed
cap-log-forced = { $icon } { $name }, { $dice }: { $notation } — жалғыз мүмкін жүріс

# machine translation, not reviewed
cap-log-pass = { $icon } { $name }, { $dice }: жүретін жүріс жоқ, кезек ауысады

# machine translation, not reviewed
cap-turn = 🎲 { $mention } жүреді: { $dice }

# machine translation, not reviewed
cap-turn-steps = Ойналды: { $steps }

# machine translation, not reviewed
cap-turn-complete = Барлық сүйек ойналды — «Дайын» немесе «Кері қадам».

# machine translation, not reviewed
cap-turn-no_more = Басқа жүріс жоқ: қалған сүйектерді ойнауға болмайды.

# machine translation, not reviewed
cap-turn-ai = 🤖 { $name } ойланып жатыр ({ $dice })…

# machine translation, not reviewed
ping-turn = 🎲 { $mention }, сіздің жүрісіңіз ({ $dice })

# machine translation, not reviewed
ping-roll = 🎲 { $mention }, сіздің жүрісіңіз: сүйектерді лақтырыңыз немесе еселеуді ұсыныңыз

# machine translation, not reviewed
ping-take = ⬆ { $mention }, сізге еселеу ұсынылды (бәс ×{ $value }): қабылдайсыз ба, әлде бас тартасыз ба?

# machine translation, not reviewed
cap-pips = Қалған жол: ⚪ { $white } · ⚫ { $black }

# machine translation, not reviewed
res-borne_off = 🏆 { $winner } соңғы тасты шығарып, жеңді!

# machine translation, not reviewed
res-resigned = 🏳 { $loser } берілді. Жеңімпаз — { $winner }.

# machine translation, not reviewed
res-timeout = ⌛ { $loser } тым ұзақ жүрмей отыр. Жеңіс берілді: { $winner }.

# machine translation, not reviewed
res-score = { $kind }: { $points } { $points_word }.

# machine translation, not reviewed
res-banner = Жеңіс: { $name } · { $points } { $points_word } ({ $kind })

# machine translation, not reviewed
kind-single = Қарапайым жеңіс

# machine translation, not reviewed
kind-gammon = Марс

# machine translation, not reviewed
kind-backgammon = Кокс

# machine translation, not reviewed
kind-oin = Қарапайым жеңіс

# machine translation, not reviewed
kind-mars = Марс

# machine translation, not reviewed
kind-single-short = қарапайым

# machine translation, not reviewed
kind-gammon-short = марс

# machine translation, not reviewed
kind-backgammon-short = кокс

# machine translation, not reviewed
kind-oin-short = қарапайым

# machine translation, not reviewed
kind-mars-short = марс

# machine translation, not reviewed
res-stats = 📊 { $name }: { $games } партиядан { $wins } жеңіс, рейтинг { $rating }{ $change }

# machine translation, not reviewed
res-stats-ai = 📊 { $name }: ботқа қарсы { $games } партиядан { $wins } жеңіс

# machine translation, not reviewed
alert-stale = Бұл батырма ескірді — ағымдағы тақтаны көрсетемін.

# machine translation, not reviewed
alert-finished = Бұл партия аяқталып қойған.

# machine translation, not reviewed
alert-not_player = Бұл сіздің партияңыз емес.

# machine translation, not reviewed
alert-not_turn = Қазір сіздің жүрісіңіз емес.

# machine translation, not reviewed
alert-invalid = Бұл батырма жұмыс істемейді. Соңғы хабарламаның астындағы батырманы басыңыз.

# machine translation, not reviewed
alert-error = Бірдеңе дұрыс болмады. Қайталап көріңіз.

# machine translation, not reviewed
alert-illegal = Бұл жүріс қазір мүмкін емес.

# machine translation, not reviewed
alert-creator_only = Мұны шақыру авторы таңдайды.

# machine translation, not reviewed
alert-own_lobby = Өзіңізбен ойнай алмайсыз: қарсыласты күтіңіз немесе ботты шақырыңыз.

# machine translation, not reviewed
alert-invitee_only = Бұл шақыру басқа ойыншыға арналған.

# machine translation, not reviewed
alert-chat_busy = Бұл чатта басқа партия жүріп жатыр.

# machine translation, not reviewed
alert-rematch_players = Реваншты осы партияның қатысушылары бастайды.

# machine translation, not reviewed
alert-resign_kept = Ойынды жалғастырамыз!

# machine translation, not reviewed
resign-confirm = { $name }, шынымен берілесіз бе? Қарсылас { $points } { $points_word } алады — { $kind }.

# machine translation, not reviewed
resign-none = Сіз бұл чатта партия ойнап жатқан жоқсыз.

# machine translation, not reviewed
resign-not_turn = Тек өз жүрісіңізде берілуге болады.

# machine translation, not reviewed
claim-none = Сіз бұл чатта партия ойнап жатқан жоқсыз.

# machine translation, not reviewed
claim-your_turn = Қазір сіздің жүрісіңіз — жеңісті талап ететін ешкім жоқ.

# machine translation, not reviewed
claim-ai = Бот жүрісті созбайды — одан уақыт бойынша жеңісті талап ету мүмкін емес.

# machine translation, not reviewed
claim-wait = Қарсылас ойланып отыр: { $elapsed }. Жеңісті талап ету мүмкіндігі ашылғанға дейін қалды: { $left }.

# machine translation, not reviewed
claim-notice = ⏰ { $name } { $hours } сағаттан бері жүрмей отыр. { $other } жеңісті ала алады: /claim

# machine translation, not reviewed
claim-notice-match = ⏰ { $name } { $hours } сағаттан бері жүрмей отыр. { $other } бүкіл матчтағы жеңісті ала алады: /claim

# machine translation, not reviewed
lang-prompt = Осы чат үшін бот тілін таңдаңыз:

# machine translation, not reviewed
lang-set = Дайын: енді мен қазақша сөйлеймін.

# machine translation, not reviewed
lang-admins_only = Кешіріңіз, бұл чаттың тілін тек топ әкімшілері өзгерте алады.

# machine translation, not reviewed
stats-title = 📊 <b>{ $name }</b>

# machine translation, not reviewed
stats-variant =
    <b>{ $variant }</b> — рейтинг { $rating }
    { $games } { $games_word }: жеңіс { $wins }, жеңіліс { $losses }; ұпай { $won }:{ $lost }; марс { $gammons }, кокс { $backgammons }

# machine translation, not reviewed
stats-variant-long =
    <b>{ $variant }</b> — рейтинг { $rating }
    { $games } { $games_word }: жеңіс { $wins }, жеңіліс { $losses }; ұпай { $won }:{ $lost }; марс { $gammons }

# machine translation, not reviewed
stats-vs_ai = ботқа қарсы: { $games } партиядан { $wins } жеңіс

# machine translation, not reviewed
stats-empty = <b>{ $variant }</b>: әзірге партия жоқ.

# machine translation, not reviewed
stats-chat = 🏆 <b>Чат кестесі — { $variant }</b>

# machine translation, not reviewed
stats-row = { $pos }. { $name } — { $rating } · { $games } партиядан { $wins } жеңіс

# machine translation, not reviewed
stats-chat_empty = 🏆 { $variant }: бұл чатта әзірге ешкім партияны аяғына дейін ойнаған жоқ.

# machine translation, not reviewed
btn-cube_on = 🎲 Еселеу: қосулы

# machine translation, not reviewed
btn-cube_off = 🎲 Еселеу: өшірулі

# machine translation, not reviewed
btn-roll = 🎲 Сүйек лақтыру

# machine translation, not reviewed
btn-double = ⬆ Еселеу: ×{ $value }

# machine translation, not reviewed
btn-take = ✅ Қабылдау: партия — { $value } { $points_word }

# machine translation, not reviewed
btn-pass = ✖ Бас тарту: −{ $value } { $points_word }

# machine translation, not reviewed
lobby-cube_on = Еселеу текшесімен ойнаймыз.

# machine translation, not reviewed
cap-cube = Текше: ×{ $value }, иесі: { $name }

# machine translation, not reviewed
cap-cube-middle = Текше ортада: бәс ×1 (текшеде 64)

# machine translation, not reviewed
cap-cube-offered = Текше: ×{ $value } ұсынылды, жауап күтілуде

# machine translation, not reviewed
cap-cube-crawford = Кроуфорд партиясы: еселеуге болмайды.

# machine translation, not reviewed
cap-roll = 🎲 { $mention }, сіздің жүрісіңіз: сүйектерді лақтырыңыз немесе еселеуді ұсыныңыз (бәс ×{ $value }).

# machine translation, not reviewed
cap-roll-ai = 🤖 { $name } еселеу керек пе, жоқ па, шешіп жатыр…

# machine translation, not reviewed
cap-offer = ⬆ { $doubler } еселеуді ұсынады (бәс ×{ $value }). { $mention }, қабылдайсыз ба? Бас тартсаңыз, { $stake } { $points_word } жоғалтасыз.

# machine translation, not reviewed
cap-offer-ai = ⬆ { $doubler } еселеуді ұсынады (бәс ×{ $value }). { $name } ойланып жатыр…

# machine translation, not reviewed
res-passed = ✖ { $loser } еселеуден бас тартты. Жеңімпаз — { $winner }.

# machine translation, not reviewed
alert-cube_not_yours = Қазір қарсылас шешеді.

# machine translation, not reviewed
resign-pending = Еселеу әлі қарсыластың жауабын күтіп тұр. Ол жауап бергеннен кейін берілуге болады.

# machine translation, not reviewed
resign-pending-taker = Сізге еселеу ұсынылды: партияны беру үшін тақта астындағы «✖ Бас тарту» батырмасын басыңыз.

# machine translation, not reviewed
match-score = 🏁 Матч { $target } ұпайға дейін: { $first } { $first_score } · { $second } { $second_score }

# machine translation, not reviewed
match-next-auto = Келесі партия бірнеше секундтан кейін басталады.

# machine translation, not reviewed
match-next-button = Келесі партия — төмендегі батырма арқылы.

# machine translation, not reviewed
match-won = 🏆 { $name } матчты { $winner_score }:{ $loser_score } есебімен жеңді!

# machine translation, not reviewed
match-won-resigned = 🏆 Матч берілді. Матчтағы жеңіс: { $name } ({ $winner_score }:{ $loser_score }).

# machine translation, not reviewed
match-won-timeout = ⏰ Тым ұзақ жүріс болмады — матч есептелді. Матчтағы жеңіс: { $name } ({ $winner_score }:{ $loser_score }).

# machine translation, not reviewed
match-stats = 📊 { $name }: { $matches } матчтан { $wins } жеңіс, матчтардағы рейтинг { $rating }

# machine translation, not reviewed
match-exists = Бұл чатта матч жүріп жатыр. Оны аяғына дейін ойнаңыз немесе /resign командасымен беріліңіз.

# machine translation, not reviewed
match-lobby = Матч ойнаймыз: { $target } { $points_word } бірінші жинаған жеңеді.

# machine translation, not reviewed
match-single = Бір партия

# machine translation, not reviewed
match-to = { $target } ұпайға дейін

# machine translation, not reviewed
btn-next_game = ▶ Келесі партия

# machine translation, not reviewed
btn-match_again = 🔁 Тағы матч

# machine translation, not reviewed
btn-resign_match = 🏳 Матчта берілу

# machine translation, not reviewed
stats-matches = Матчтар: { $matches }, жеңіс { $wins }, матчтардағы рейтинг { $rating }

# machine translation, not reviewed
history-title = 📜 Осы чаттағы соңғы партиялар мен матчтар:

# machine translation, not reviewed
history-empty = Бұл чатта әлі ойналған партия жоқ. Бастау: /new

# machine translation, not reviewed
history-game = { $n }. { $variant }: { $white } — { $black }, жеңімпаз: { $winner } (+{ $points }) · { $date }

# machine translation, not reviewed
history-match = { $n }. { $variant }, { $target } ұпайлық матч: { $first } { $score0 }:{ $score1 } { $second } · { $date }

# machine translation, not reviewed
btn-export = ⬇ { $n }

# machine translation, not reviewed
move-off = шығару

# machine translation, not reviewed
toast-move = { $move } ✓

# machine translation, not reviewed
toast-undo = ↶ { $move } кері қайтарылды

# machine translation, not reviewed
toast-done = Кезек берілді.

# machine translation, not reviewed
toast-move-done = { $move } ✓ Кезек берілді.

# machine translation, not reviewed
toast-move-lost = { $move } ✓ Басқа жүріс жоқ — кезек берілді.

# machine translation, not reviewed
settings-text =
    <b>Чат баптаулары</b>

    <b>Жүрісті автоматты аяқтау</b>: { $state }.
    • Қосулы — сүйектер ойналып болғанда (немесе оларды бұдан әрі ойнау мүмкін болмағанда), кезек бірден қарсыласқа өтеді, «Дайын» батырмасын басудың қажеті жоқ. Жүріс аяқталмайынша қадамды кері қайтаруға болады.
    • Өшірулі — соңғы қадамнан кейін жүрісті тексеріп, «Кері қадам» арқылы кері қайтаруға болады; кезек «Дайын» батырмасымен беріледі.

# machine translation, not reviewed
settings-on = қосулы

# machine translation, not reviewed
settings-off = өшірулі

# machine translation, not reviewed
settings-btn-on = Жүрісті автоматты аяқтау

# machine translation, not reviewed
settings-btn-off = Жүрісті «Дайын» арқылы аяқтау

# machine translation, not reviewed
settings-admins_only = Кешіріңіз, бұл чаттың баптауларын тек топ әкімшілері өзгерте алады.

# machine translation, not reviewed
settings-saved = Сақталды.

# machine translation, not reviewed
cmd-hints = Доспен ойнағанда кеңестер

# machine translation, not reviewed
cmd-analysis = Ойналған партияларды талдау
