### Armenian texts of Nardy: dice (source: ../ru/dice.ftl)
### state: machine (36 of 36 messages made by machine translation, not reviewed)

# machine translation, not reviewed
cmd-dice = Զառերի ստուգում և վիճակագրություն

# machine translation, not reviewed
dice-rolls =
    { $count ->
        [one] նետում
       *[other] նետում
    }

# machine translation, not reviewed
dice-games =
    { $count ->
        [one] պարտիայում
       *[other] պարտիայում
    }

# machine translation, not reviewed
dice-btn-check = 🔐 Ստուգել զառերը

# machine translation, not reviewed
dice-btn-replay = 🎞 Կրկնել

# machine translation, not reviewed
dice-btn-stats = 🎲 Զառեր

# machine translation, not reviewed
dice-caption = 🔐 Զառերը նախապես որոշված են՝ { $short }… (/dice)

# machine translation, not reviewed
dice-lobby = 🔐 Այս պարտիայի զառերն արդեն որոշված են՝ { $short }… Խաղից հետո դրանք կարելի է ստուգել։

# machine translation, not reviewed
dice-current =
    🔐 <b>Այս պարտիայի զառերը նախապես որոշված են</b>
    Գաղտնի բանալու մատնահետքը (SHA-256 հեշ).
    <code>{ $commit }</code>
    Բանալին կբացահայտվի, երբ պարտիան ավարտվի. այդ ժամանակ յուրաքանչյուրը կկարողանա վերահաշվել բոլոր նետումները։

# machine translation, not reviewed
dice-predates = Այս պարտիան մատնահետք չունի. այն սկսվել է նախքան զառերի ստուգման հնարավորության հայտնվելը։ Հաջորդ պարտիաներն արդեն ստուգմամբ կլինեն։

# machine translation, not reviewed
dice-none = Այս չատում դեռ ստուգվող զառերով պարտիաներ չկան։ Սկսեք՝ /new

# machine translation, not reviewed
dice-check =
    🔐 <b>Զառերի ստուգում</b> — { $variant }, { $white } — { $black }
    Բանալու մատնահետքը (ցույց է տրվել առաջին նետումից առաջ).
    <code>{ $commit }</code>
    Բանալին (բացահայտվել է պարտիայից հետո).
    <code>{ $seed }</code>
    Նետումներն ըստ հերթականության ({ $count })՝ { $rolls }

    n համարի նետումը «n:0» տողի HMAC-SHA256-ն է այս բանալիով. 252 և ավելի արժեքով բայթերը բաց են թողնվում, մնացածները տալիս են b % 6 + 1 նիստը։ Բանալու SHA-256 հեշը պետք է համընկնի մատնահետքի հետ։ Ստուգել կարելի է առանց բոտի՝ Python-ի մեկ տասնյակ տողով բոտի պահոցի docs/DICE.md ֆայլից, կամ <code>python -m engine verify-dice</code> հրամանով՝ /history-ից վերցված պարտիայի գրառման համար։

# machine translation, not reviewed
dice-not_finished = Բանալին բացահայտվում է միայն պարտիայի ավարտից հետո։

# machine translation, not reviewed
dice-stats-player = 🎲 <b>Զառեր՝ { $name }</b> — { $rolls }՝ { $games }

# machine translation, not reviewed
dice-stats-chat = 🎲 <b>Զառերն այս չատում</b> — { $rolls }՝ { $games }

# machine translation, not reviewed
dice-stats-faces = Նիստեր՝ { $faces } (ազնիվ զառերի դեպքում՝ յուրաքանչյուրը մոտ { $expected } անգամ)

# machine translation, not reviewed
dice-stats-doubles = Դուբլեր՝ { $doubles } / { $rolls_n } (սպասվում է մոտ { $expected })

# machine translation, not reviewed
dice-stats-pips = Միջինում { $pips } կետ մեկ նետումում (սպասվում է 8,17)

# machine translation, not reviewed
dice-stats-chi = Խի-քառակուսի՝ նիստեր { $faces } (p = { $p_faces }), դուբլեր { $doubles } (p = { $p_doubles }) — { $verdict }։

# machine translation, not reviewed
dice-stats-empty = Զառերով խաղացված պարտիաներ դեռ չկան։

# machine translation, not reviewed
dice-verdict-normal = սովորական պատահականության սահմաններում է

# machine translation, not reviewed
dice-verdict-unusual = անսովոր է. պատահականորեն այսպես լինում է հարյուր ստուգումից մեկից էլ հազվադեպ

# machine translation, not reviewed
dice-verdict-suspicious = շատ անսովոր է. պատահականորեն այսպես լինում է հազար ստուգումից մեկից էլ հազվադեպ

# machine translation, not reviewed
dice-verdict-too_few = նետումները դեռ չափազանց քիչ են դատելու համար

# machine translation, not reviewed
dice-chart-title = Զառեր՝ { $name }

# machine translation, not reviewed
dice-chart-chat = Զառերը չատում

# machine translation, not reviewed
dice-chart-faces = Նիստեր

# machine translation, not reviewed
dice-chart-doubles = Դուբլեր

# machine translation, not reviewed
dice-chart-expected = ազնիվ զառեր

# machine translation, not reviewed
dice-chart-summary = { $rolls } · { $pips } կետ մեկ նետումում (սպասվում է 8,17)

# machine translation, not reviewed
dice-replay-caption = 🎞 { $variant }. { $white } — { $black }։ { $result }

# machine translation, not reviewed
dice-replay-busy = Կրկնությունն արդեն պատրաստվում է։

# machine translation, not reviewed
luck-line = Բախտ՝ { $players } միավոր. այսքանով են պարտիայի նետումներն ընդհանուր առմամբ լավ կամ վատ միջինից

# machine translation, not reviewed
luck-adjusted = Արդյունքը՝ բախտի ուղղումով. { $players } միավոր

# machine translation, not reviewed
luck-jokers = Ամենահաջող և ամենաանհաջող նետումները (0,6 միավորից սկսած). { $jokers }

# machine translation, not reviewed
luck-note = <i>Նետման բախտն այն է, թե քանի միավորով են ընկած զառերը լավ կամ վատ տվյալ դիրքում միջին նետումից։ Բախտի ուղղումով արդյունքը պարտիայի հաշիվն է՝ հանած բախտը. այն, ինչ կլիներ միջին նետումների դեպքում։</i>
