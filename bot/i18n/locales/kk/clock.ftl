### Kazakh texts of Nardy: clock (source: ../ru/clock.ftl)
### state: machine (35 of 35 messages made by machine translation, not reviewed)

# machine translation, not reviewed
clock-control-none = сағатсыз

# machine translation, not reviewed
clock-control-blitz = блиц

# machine translation, not reviewed
clock-control-live = белсенді ойын

# machine translation, not reviewed
clock-control-relaxed = асықпай ойын

# machine translation, not reviewed
clock-control-words = { $name }: жүріске { $delay } с + әр ұпайға { $reserve } қор

# machine translation, not reviewed
clock-control-words-none = сағатсыз: жүріс уақытпен шектелмейді

# machine translation, not reviewed
clock-btn-control = ⏱ { $name }

# machine translation, not reviewed
clock-btn-none = ⏱ Сағатсыз

# machine translation, not reviewed
clock-lobby = ⏱ Уақыт бақылауы: { $control }

# machine translation, not reviewed
clock-caption = ⏱ { $white } { $white_left } · { $black } { $black_left }, жүріске +{ $delay } с

# machine translation, not reviewed
clock-caption-paused = ⏸ Сағат келісіммен тоқтатылды: { $white } { $white_left } · { $black } { $black_left }

# machine translation, not reviewed
clock-warning = ⏳ { $mention }, { $seconds } с қалды — уақыт бітіп барады!

# machine translation, not reviewed
clock-timeout = ⌛ Уақыт бітті: { $loser } жүріс жасап үлгермеді. Жеңімпаз — { $winner }.

# machine translation, not reviewed
clock-timeout-match = ⌛ Уақыт бітті: { $loser } матчта уақыт бойынша жеңілді. Матч жеңімпазы — { $winner }.

# machine translation, not reviewed
clock-late = ⌛ Кеш: уақыт бітіп қойды.

# machine translation, not reviewed
clock-analysis = ⌛ Партия уақыт бойынша аяқталды: { $name } жүріс жасап үлгермеді. Жасалмаған жүріс талдауға кірмейді.

# machine translation, not reviewed
clock-record = уақыт бітті

# machine translation, not reviewed
clock-btn-pause = ⏸ Үзіліс ұсыну

# machine translation, not reviewed
clock-btn-pause-accept = ✅ Үзіліске келісу

# machine translation, not reviewed
clock-btn-resume = ▶️ Жалғастыру

# machine translation, not reviewed
clock-pause-asked = ⏸ { $name } сағатты тоқтатуды ұсынады. Қарсылас келісуі керек.

# machine translation, not reviewed
clock-pause-accepted = ⏸ Сағат тоқтатылды. Ойыншылардың кез келгені жалғастыра алады.

# machine translation, not reviewed
clock-pause-own = Үзілісті қарсылас қабылдауы керек.

# machine translation, not reviewed
clock-pause-sent = ⏸ Үзіліс ұсынылды — қарсыластың келісімін күтеміз.

# machine translation, not reviewed
clock-pause-hint = ▶️ Ойыншылардың кез келгені жалғастыра алады.

# machine translation, not reviewed
clock-paused = ⏸ Сағаттар тоқтатылды. Алдымен «▶️ Жалғастыру» батырмасын басыңыз.

# machine translation, not reviewed
clock-paused-claim = ⏸ Сағаттар келісіммен тоқтатылды: үзіліс кезінде жеңісті талап етуге болмайды.

# machine translation, not reviewed
clock-resumed = ▶️ Сағат қайта жүріп тұр.

# machine translation, not reviewed
clock-downtime = ⏱ Бот { $seconds } с қолжетімсіз болды — бұл уақыт жүріп жатқан ойыншыға қайтарылды.

# machine translation, not reviewed
clock-settings = ⏱ Әдепкі сағат: { $control }

# machine translation, not reviewed
clock-settings-prompt = Бұл чаттағы жаңа партияларға қандай уақыт бақылауы қойылсын?

# machine translation, not reviewed
clock-settings-saved = Әдепкі уақыт бақылауы: { $control }.

# machine translation, not reviewed
clock-new-unknown = Мұндай уақыт бақылауы жоқ. Барлары: { $names }.

# machine translation, not reviewed
clock-seconds =
    { $count ->
        [one] секунд
       *[other] секунд
    }

# machine translation, not reviewed
clock-minutes =
    { $count ->
        [one] минут
       *[other] минут
    }
