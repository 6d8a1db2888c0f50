### Armenian texts of Nardy: coach (source: ../ru/coach.ftl)
### state: machine (55 of 55 messages made by machine translation, not reviewed)

# machine translation, not reviewed
coach-btn-hint = 💡 Հուշում

# machine translation, not reviewed
coach-btn-show = 👁 Ցույց տալ տախտակին

# machine translation, not reviewed
coach-btn-analysis = 📊 Վերլուծություն

# machine translation, not reviewed
coach-hints_on = 💡 Հուշումները միացված են

# machine translation, not reviewed
coach-hint-title = 💡 { $name }, հուշում՝ { $dice }.

# machine translation, not reviewed
coach-hint-best = լավագույն քայլը

# machine translation, not reviewed
coach-hint-line = { $n }. { $moves } ({ $diff })

# machine translation, not reviewed
coach-hint-note = <i>Տարբերությունն այն է, թե միջինում քանի միավոր է կորցնում քայլը լավագույնի համեմատ։</i>

# machine translation, not reviewed
coach-hint-shown = 💡 Լավագույն քայլը՝ { $moves }

# machine translation, not reviewed
coach-alert-off = Այս պարտիայում հուշումներն անջատված են. դրանք պետք է միացնեն երկու խաղացողներն էլ /hints հրամանով։

# machine translation, not reviewed
coach-alert-hint_old = Այս հուշումն արդեն հնացել է. քայլը խաղացված է։

# machine translation, not reviewed
coach-alert-thinking = Հաշվում եմ հուշումը…

# machine translation, not reviewed
coach-alert-running = Այս պարտիայի վերլուծությունն արդեն ընթանում է։

# machine translation, not reviewed
coach-alert-missing = Այս պարտիան չի գտնվել այս չատում խաղացվածների մեջ։

# machine translation, not reviewed
coach-alert-failed = Չհաջողվեց վերլուծել պարտիան։ Փորձեք ավելի ուշ։

# machine translation, not reviewed
coach-hints-on = 💡 { $name }, Դուք համաձայնեցիք հուշումներին այս չատում։ Ընկերոջ հետ պարտիայում հուշումները կհայտնվեն, երբ դրանք միացնի նաև մրցակիցը։ Անջատել՝ <code>/hints off</code>։

# machine translation, not reviewed
coach-hints-off = { $name }, Ձեր պարտիաների հուշումներն այս չատում անջատված են։

# machine translation, not reviewed
coach-hints-private = 💡 Բոտի հետ պարտիայում հուշումը միշտ հասանելի է՝ «💡 Հուշում» կոճակը տախտակի տակ Ձեր հերթին։ Խմբում ընկերոջ հետ պարտիաներում հուշումները միացվում են /hints հրամանով՝ միայն եթե համաձայն են երկու խաղացողներն էլ։

# machine translation, not reviewed
coach-list-title = 📊 Ընտրեք պարտիան վերլուծության համար։

# machine translation, not reviewed
coach-list-none = Այս չատում դեռ ավարտված պարտիաներ չկան։ Խաղացեք՝ /new

# machine translation, not reviewed
coach-list-game = { $date } · { $variant }: { $white } — { $black }

# machine translation, not reviewed
coach-list-match_game = { $date } · { $white } — { $black } · մինչև { $target }, { $white_points }:{ $black_points }

# machine translation, not reviewed
coach-progress = ⏳ Վերլուծություն՝ { $done } / { $total } { $turns }

# machine translation, not reviewed
coach-turns =
    { $count ->
        [one] քայլ
       *[other] քայլ
    }

# machine translation, not reviewed
coach-title = 📊 <b>Պարտիայի վերլուծություն</b> — { $variant }

# machine translation, not reviewed
coach-player = { $icon } <b>{ $name }</b>

# machine translation, not reviewed
coach-no_decisions = քայլ ընտրելու կարիք չի եղել

# machine translation, not reviewed
coach-figures = որոշումներ՝ { $decisions }, միջին սխալ՝ { $rate } — խաղի մակարդակ՝ { $rating }

# machine translation, not reviewed
coach-counts = կասկածելի քայլեր՝ { $doubtful }, սխալներ՝ { $errors }, կոպիտ սխալներ՝ { $blunders }

# machine translation, not reviewed
coach-worst = Ամենաթանկ վրիպումները ներքևի նկարներում են։

# machine translation, not reviewed
coach-no_mistakes = Ոչ մի քայլ լավագույնից վատ չէ՝ մաքուր պարտիա!

# machine translation, not reviewed
coach-thresholds = <i>Միջին սխալն այն է, թե միջինում որքան է կորցնում քայլի մեկ ընտրությունը լավագույնի համեմատ՝ միավորի հազարերորդականներով. 8,0 նշանակում է 0,008 միավոր մեկ քայլում։ Քայլը, որը կորցնում է { $doubtful } և ավելի միավոր, կասկածելի է, { $error } և ավելի՝ սխալ, { $blunder } և ավելի՝ կոպիտ սխալ։ Խաղի մակարդակն ըստ միջին սխալի. 5-ից պակաս՝ վարպետ, 10-ից պակաս՝ ուժեղ խաղացող, 18-ից պակաս՝ վստահ սիրող, 30-ից պակաս՝ սիրող, ավելին՝ սկսնակ։</i>

# machine translation, not reviewed
coach-rating-master = վարպետ

# machine translation, not reviewed
coach-rating-strong = ուժեղ խաղացող

# machine translation, not reviewed
coach-rating-confident = վստահ սիրող

# machine translation, not reviewed
coach-rating-amateur = սիրող

# machine translation, not reviewed
coach-rating-novice = սկսնակ

# machine translation, not reviewed
coach-kind-fine = անճշտություն

# machine translation, not reviewed
coach-kind-doubtful = կասկածելի քայլ

# machine translation, not reviewed
coach-kind-error = սխալ

# machine translation, not reviewed
coach-kind-blunder = կոպիտ սխալ

# machine translation, not reviewed
coach-mistake =
    { $n }. { $icon } { $name }, քայլ { $turn }, զառեր՝ { $dice } — { $kind }, կորուստ՝ { $loss }
    🟠 խաղացվել է՝ { $played }
    🔵 ավելի լավ՝ { $best }

# machine translation, not reviewed
coach-cube-figures = 🎲 խորանարդ. որոշումներ՝ { $decisions }, միջին սխալ՝ { $rate }, կասկածելի՝ { $doubtful }, սխալներ՝ { $errors }, կոպիտ սխալներ՝ { $blunders }

# machine translation, not reviewed
coach-cube-none = 🎲 խորանարդ. խորանարդով որոշումներ չեն եղել

# machine translation, not reviewed
coach-cube-note = <i>Խորանարդի որոշումները գնահատվում են առանձին՝ յուրաքանչյուր կրկնապատկում, ընդունում և հրաժարում, իսկ «առանց կրկնապատկման»՝ միայն երբ կրկնապատկումը մոտ էր ճիշտ լինելուն։ Դիրքի գնահատականը և կորուստները դրույքներով են. կրկնապատկումից հրաժարվելն արժե ճիշտ մեկ դրույք։ Մատչում դրանք հաշվվում են մատչում հաղթելու հավանականությամբ՝ վերահաշվարկված նույն դրույքներով։</i>

# machine translation, not reviewed
coach-cube-act-double = կրկնապատկում

# machine translation, not reviewed
coach-cube-act-no_double = առանց կրկնապատկման

# machine translation, not reviewed
coach-cube-act-take = կրկնապատկման ընդունում

# machine translation, not reviewed
coach-cube-act-pass = կրկնապատկումից հրաժարում

# machine translation, not reviewed
coach-cube-verdict-double = Պետք էր կրկնապատկել՝ { $loss }

# machine translation, not reviewed
coach-cube-verdict-no_double = Կրկնապատկելը վաղ էր՝ { $loss }

# machine translation, not reviewed
coach-cube-verdict-too_good = Դիրքը չափազանց լավն է կրկնապատկելու համար. պետք էր շարունակել խաղալ մարսի համար՝ { $loss }

# machine translation, not reviewed
coach-cube-verdict-take = Պետք էր ընդունել՝ { $loss }

# machine translation, not reviewed
coach-cube-verdict-pass = Պետք էր հրաժարվել՝ { $loss }

# machine translation, not reviewed
coach-cube-mistake =
    { $n }. { $icon } { $name }, { $turn }-րդ քայլից առաջ, խորանարդ՝ ×{ $cube } — { $kind }
    🎲 որոշում՝ { $act }
    { $verdict }
    Դիրքի գնահատականը՝ դրույքներով. առանց կրկնապատկման՝ { $nd } · կրկնապատկում և ընդունում՝ { $dt } · կրկնապատկում և հրաժարում՝ { $dp }
