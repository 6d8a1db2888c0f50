### Kazakh texts of Nardy: inline (source: ../ru/inline.ftl)
### state: machine (30 of 30 messages made by machine translation, not reviewed)

# machine translation, not reviewed
help-inline =
    { "" }

    <b>Кез келген чатта доспен</b>
    Досыңызбен хат алмасу терезесінде { $bot } деп теріп, бос орын қойыңыз (ботты чатқа қосудың қажеті жоқ) және ойынды таңдаңыз: ұзын немесе қысқа нарды, бір партия немесе 3 не 5 ұпайлық матч. Чатта шақыру пайда болады; досыңыз қосылғанға дейін еселеу текшесі мен кеңестерді қосуға болады (досыңыз қосылған кезде оларға келіседі). Досыңыз «Қосылу» батырмасын басады, сөйтіп бүкіл партия (немесе бүкіл матч) тікелей осы хабарламада өтеді. Ботпен де ойнауға болады: «Ботпен ойнау» батырмасы. Берілу, уақыт бойынша жеңісті алу, кеңес — тақта астындағы батырмалар арқылы; партия талдауын бот сізге жеке хабарламамен жібереді.

# machine translation, not reviewed
inline-result = Доспен партия тікелей осы чатта

# machine translation, not reviewed
inline-result-match = { $target } ұпайлық матч тікелей осы чатта

# machine translation, not reviewed
inline-title-match = { $variant }: { $target } ұпайлық матч

# machine translation, not reviewed
inline-lobby =
    🎲 { $name } ойнауға шақырады.
    { $variant }.
    Бастау үшін «Қосылу» батырмасын басыңыз.

# machine translation, not reviewed
inline-rematch =
    🔁 Реванш! { $name } тағы бір рет ойнауды ұсынады.
    { $variant }.
    { $other }, қабылдау үшін «Қосылу» батырмасын басыңыз.

# machine translation, not reviewed
inline-hints_on = 💡 Кеңестермен: қосылу арқылы сіз кеңестердің екі ойыншыда да болатынына келісесіз.

# machine translation, not reviewed
inline-btn-hints_on = 💡 Кеңестер: қосулы

# machine translation, not reviewed
inline-btn-hints_off = 💡 Кеңестер: өшірулі

# machine translation, not reviewed
inline-btn-show = 🎯 Ең жақсы жүріс тақтада

# machine translation, not reviewed
inline-cancelled = ✖ Шақыру қайтарып алынды.

# machine translation, not reviewed
lobby-expired-inline = ⌛ Шақыруды ешкім қабылдамады — ол жабылды. Жаңасы үшін чатта боттың атын теріңіз.

# machine translation, not reviewed
inline-alert-expired = Бұл шақыру жабылған: оны ұзақ уақыт ешкім қабылдамады.

# machine translation, not reviewed
inline-resign_ask = Шынымен берілесіз бе? Тақта астындағы батырмамен растаңыз.

# machine translation, not reviewed
inline-alert-hints_off = Бұл партияда кеңестер жоқ: оларды шақыру авторы қарсылас қосылғанға дейін қосады.

# machine translation, not reviewed
inline-hint-title = 💡 { $dice } үшін ең жақсы жүрістер:

# machine translation, not reviewed
inline-hint-drawn = Ең жақсы жүріс тақтада көрсетілді.

# machine translation, not reviewed
inline-analysis-coming = 📊 Партия талдауын дайындап жатырмын, қазір осында жіберемін.

# machine translation, not reviewed
inline-alert-start_bot = Талдау жеке хабарламаға келеді: ботты ашып, «Старт» батырмасын басыңыз — ол талдауды жібереді.

# machine translation, not reviewed
inline-alert-analysis_sent = Талдау сізге ботпен жеке хабарламада келеді.

# machine translation, not reviewed
inline-alert-start_bot-c = Сүйектерді тексеру нәтижесі жеке хабарламаға келеді: ботты ашып, «Старт» батырмасын басыңыз — ол оны жібереді.

# machine translation, not reviewed
inline-alert-start_bot-r = Қайталау жеке хабарламаға келеді: ботты ашып, «Старт» батырмасын басыңыз — ол оны жібереді.

# machine translation, not reviewed
inline-alert-sent-c = Сүйектерді тексеру нәтижесі — ботпен жеке хабарламаларыңызда.

# machine translation, not reviewed
inline-alert-sent-r = Қайталау сізге ботпен жеке хабарламада келеді.

# machine translation, not reviewed
inline-replay-coming = 🎞 Партияның қайталауын дайындап жатырмын, қазір осында жіберемін.

# machine translation, not reviewed
inline-claim_notice = ⏰ { $name } { $hours } сағаттан бері жүрмей отыр. { $other } «Уақыт бойынша жеңіс» батырмасымен жеңісті ала алады.

# machine translation, not reviewed
btn-resign = 🏳 Берілу

# machine translation, not reviewed
btn-claim = ⏰ Уақыт бойынша жеңіс

# machine translation, not reviewed
btn-again = 🎲 Тағы партия

# machine translation, not reviewed
alert-text = { $text }
