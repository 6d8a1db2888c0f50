### Kazakh texts of Nardy: coach (source: ../ru/coach.ftl)
### state: machine (55 of 55 messages made by machine translation, not reviewed)

# machine translation, not reviewed
coach-btn-hint = 💡 Кеңес

# machine translation, not reviewed
coach-btn-show = 👁 Тақтада көрсету

# machine translation, not reviewed
coach-btn-analysis = 📊 Партия талдауы

# machine translation, not reviewed
coach-hints_on = 💡 Кеңестер қосулы

# machine translation, not reviewed
coach-hint-title = 💡 { $name }, { $dice } үшін кеңес:

# machine translation, not reviewed
coach-hint-best = ең жақсы жүріс

# machine translation, not reviewed
coach-hint-line = { $n }. { $moves } ({ $diff })

# machine translation, not reviewed
coach-hint-note = <i>Айырма — жүріс ең жақсысымен салыстырғанда орта есеппен неше ұпай жоғалтатыны.</i>

# machine translation, not reviewed
coach-hint-shown = 💡 Ең жақсы жүріс: { $moves }

# machine translation, not reviewed
coach-alert-off = Бұл партияда кеңестер өшірулі: оларды екі ойыншы да /hints командасымен қосуы керек.

# machine translation, not reviewed
coach-alert-hint_old = Бұл кеңес ескірді: жүріс ойналып қойды.

# machine translation, not reviewed
coach-alert-thinking = Кеңесті есептеп жатырмын…

# machine translation, not reviewed
coach-alert-running = Бұл партияның талдауы жүріп жатыр.

# machine translation, not reviewed
coach-alert-missing = Бұл партия осы чатта ойналғандардың арасынан табылмады.

# machine translation, not reviewed
coach-alert-failed = Партияны талдау мүмкін болмады. Кейінірек қайталап көріңіз.

# machine translation, not reviewed
coach-hints-on = 💡 { $name }, сіз осы чатта кеңестерге келістіңіз. Доспен ойнағанда кеңестер қарсылас та оларды қосқанда пайда болады. Өшіру: <code>/hints off</code>.

# machine translation, not reviewed
coach-hints-off = { $name }, осы чаттағы партияларыңыз үшін кеңестер өшірілді.

# machine translation, not reviewed
coach-hints-private = 💡 Ботпен ойнағанда кеңес әрдайым қолжетімді: өз жүрісіңізде тақта астындағы «💡 Кеңес» батырмасы. Топта доспен ойнағанда кеңестер /hints командасымен қосылады — тек екі ойыншы да келіссе.

# machine translation, not reviewed
coach-list-title = 📊 Талдау үшін партияны таңдаңыз:

# machine translation, not reviewed
coach-list-none = Бұл чатта әлі аяқталған партия жоқ. Ойнаңыз: /new

# machine translation, not reviewed
coach-list-game = { $date } · { $variant }: { $white } — { $black }

# machine translation, not reviewed
coach-list-match_game = { $date } · { $white } — { $black } · { $target } ұпайға дейін, { $white_points }:{ $black_points }

# machine translation, not reviewed
coach-progress = ⏳ Талдау: { $done }/{ $total } { $turns }

# machine translation, not reviewed
coach-turns =
    { $count ->
        [one] жүріс
       *[other] жүріс
    }

# machine translation, not reviewed
coach-title = 📊 <b>Партия талдауы</b> — { $variant }

# machine translation, not reviewed
coach-player = { $icon } <b>{ $name }</b>

# machine translation, not reviewed
coach-no_decisions = жүріс таңдауға тура келмеді

# machine translation, not reviewed
coach-figures = шешім: { $decisions }, орташа қате: { $rate } — ойын деңгейі: { $rating }

# machine translation, not reviewed
coach-counts = күмәнді жүріс: { $doubtful }, қате: { $errors }, өрескел қате: { $blunders }

# machine translation, not reviewed
coach-worst = Ең қымбатқа түскен қателер — төмендегі суреттерде.

# machine translation, not reviewed
coach-no_mistakes = Ең жақсысынан нашар бірде-бір жүріс жоқ — таза партия!

# machine translation, not reviewed
coach-thresholds = <i>Орташа қате — бір жүріс таңдауы ең жақсы жүріспен салыстырғанда орта есеппен қанша жоғалтатыны, ұпайдың мыңдық үлесімен: 8,0 — бұл бір жүріске 0,008 ұпай. Кемінде { $doubtful } ұпай жоғалтатын жүріс — күмәнді, кемінде { $error } — қате, кемінде { $blunder } — өрескел қате. Орташа қате бойынша ойын деңгейі: 5-тен аз — шебер, 10-нан аз — мықты ойыншы, 18-ден аз — сенімді әуесқой, 30-дан аз — әуесқой, одан көп — үйренуші.</i>

# machine translation, not reviewed
coach-rating-master = шебер

# machine translation, not reviewed
coach-rating-strong = мықты ойыншы

# machine translation, not reviewed
coach-rating-confident = сенімді әуесқой

# machine translation, not reviewed
coach-rating-amateur = әуесқой

# machine translation, not reviewed
coach-rating-novice = үйренуші

# machine translation, not reviewed
coach-kind-fine = дәлсіздік

# machine translation, not reviewed
coach-kind-doubtful = күмәнді жүріс

# machine translation, not reviewed
coach-kind-error = қате

# machine translation, not reviewed
coach-kind-blunder = өрескел қате

# machine translation, not reviewed
coach-mistake =
    { $n }. { $icon } { $name }, { $turn }-жүріс, сүйектер { $dice } — { $kind }, шығын { $loss }
    🟠 ойналғаны: { $played }
    🔵 жақсырағы: { $best }

# machine translation, not reviewed
coach-cube-figures = 🎲 текше: шешім { $decisions }, орташа қате: { $rate }; күмәнді: { $doubtful }, қате: { $errors }, өрескел қате: { $blunders }

# machine translation, not reviewed
coach-cube-none = 🎲 текше: текшеге қатысты шешім болған жоқ

# machine translation, not reviewed
coach-cube-note = <i>Текшеге қатысты шешімдер бөлек есептеледі: әр еселеу, қабылдау және бас тарту, ал «еселеусіз» — тек еселеу дұрысқа жақын болған кезде ғана. Позиция бағасы мен шығын бәс бірлігімен берілген: еселеуден бас тарту дәл бір бәс тұрады. Матчта олар матчты жеңу мүмкіндігі бойынша есептеліп, сол бәс бірлігіне аударылады.</i>

# machine translation, not reviewed
coach-cube-act-double = еселеу

# machine translation, not reviewed
coach-cube-act-no_double = еселеусіз

# machine translation, not reviewed
coach-cube-act-take = еселеуді қабылдау

# machine translation, not reviewed
coach-cube-act-pass = еселеуден бас тарту

# machine translation, not reviewed
coach-cube-verdict-double = Еселеу керек еді: { $loss }

# machine translation, not reviewed
coach-cube-verdict-no_double = Еселеуге әлі ерте еді: { $loss }

# machine translation, not reviewed
coach-cube-verdict-too_good = Позиция еселеу үшін тым жақсы — марсқа ойнауды жалғастыру керек еді: { $loss }

# machine translation, not reviewed
coach-cube-verdict-take = Қабылдау керек еді: { $loss }

# machine translation, not reviewed
coach-cube-verdict-pass = Бас тарту керек еді: { $loss }

# machine translation, not reviewed
coach-cube-mistake =
    { $n }. { $icon } { $name }, { $turn }-жүріс алдында, текше ×{ $cube } — { $kind }
    🎲 шешім: { $act }
    { $verdict }
    Позиция бағасы, бәс бірлігімен: еселеусіз { $nd } · еселеу және қабылдау { $dt } · еселеу және бас тарту { $dp }
