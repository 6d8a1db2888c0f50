### Armenian texts of Nardy: clock (source: ../ru/clock.ftl)
### state: machine (35 of 35 messages made by machine translation, not reviewed)

# machine translation, not reviewed
clock-control-none = առանց ժամացույցի

# machine translation, not reviewed
clock-control-blitz = բլից

# machine translation, not reviewed
clock-control-live = կենդանի խաղ

# machine translation, not reviewed
clock-control-relaxed = հանգիստ խաղ

# machine translation, not reviewed
clock-control-words = { $name }՝ { $delay } վ մեկ քայլի համար + { $reserve } պահուստ մեկ միավորի համար

# machine translation, not reviewed
clock-control-words-none = առանց ժամացույցի. քայլերը ժամանակով սահմանափակված չեն

# machine translation, not reviewed
clock-btn-control = ⏱ { $name }

# machine translation, not reviewed
clock-btn-none = ⏱ Առանց ժամի

# machine translation, not reviewed
clock-lobby = ⏱ Ժամանակի վերահսկում՝ { $control }

# machine translation, not reviewed
clock-caption = ⏱ { $white } { $white_left } · { $black } { $black_left }, +{ $delay } վ մեկ քայլի համար

# machine translation, not reviewed
clock-caption-paused = ⏸ Ժամացույցները կանգնեցված են համաձայնությամբ՝ { $white } { $white_left } · { $black } { $black_left }

# machine translation, not reviewed
clock-warning = ⏳ { $mention }, մնացել է { $seconds } վ. ժամանակը սպառվում է!

# machine translation, not reviewed
clock-timeout = ⌛ Ժամանակը սպառվեց. { $loser } չի հասցնում քայլ անել։ Հաղթում է { $winner }։

# machine translation, not reviewed
clock-timeout-match = ⌛ Ժամանակը սպառվեց. { $loser } պարտվում է մատչը ժամանակով։ Մատչում հաղթում է { $winner }։

# machine translation, not reviewed
clock-late = ⌛ Ուշ է. ժամանակն արդեն սպառվել է։

# machine translation, not reviewed
clock-analysis = ⌛ Պարտիան ավարտվեց ժամանակով. { $name } չի հասցնում քայլ անել։ Չարված քայլը վերլուծության մեջ չի մտնում։

# machine translation, not reviewed
clock-record = ժամանակը սպառվեց

# machine translation, not reviewed
clock-btn-pause = ⏸ Առաջարկել դադար

# machine translation, not reviewed
clock-btn-pause-accept = ✅ Համաձայնել դադարին

# machine translation, not reviewed
clock-btn-resume = ▶️ Շարունակել

# machine translation, not reviewed
clock-pause-asked = ⏸ { $name } առաջարկում է կանգնեցնել ժամացույցները։ Մրցակիցը պետք է համաձայնի։

# machine translation, not reviewed
clock-pause-accepted = ⏸ Ժամացույցները կանգնեցված են։ Շարունակել կարող է խաղացողներից ցանկացածը։

# machine translation, not reviewed
clock-pause-own = Դադարը պետք է ընդունի մրցակիցը։

# machine translation, not reviewed
clock-pause-sent = ⏸ Դադար է առաջարկվել. սպասում ենք մրցակցի համաձայնությանը։

# machine translation, not reviewed
clock-pause-hint = ▶️ Խաղացողներից յուրաքանչյուրը կարող է շարունակել։

# machine translation, not reviewed
clock-paused = ⏸ Ժամացույցները կանգնեցված են։ Նախ սեղմեք «▶️ Շարունակել»։

# machine translation, not reviewed
clock-paused-claim = ⏸ Ժամացույցները կանգնեցված են համաձայնությամբ. դադարի ընթացքում հաղթանակ պահանջել չի կարելի։

# machine translation, not reviewed
clock-resumed = ▶️ Ժամացույցները նորից աշխատում են։

# machine translation, not reviewed
clock-downtime = ⏱ Բոտն անհասանելի էր { $seconds } վ. այդ ժամանակը վերադարձվել է այն խաղացողին, ում հերթն է։

# machine translation, not reviewed
clock-settings = ⏱ Լռելյայն ժամացույց՝ { $control }

# machine translation, not reviewed
clock-settings-prompt = Ժամանակի ո՞ր վերահսկումը սահմանել այս չատի նոր պարտիաների համար։

# machine translation, not reviewed
clock-settings-saved = Լռելյայն ժամանակի վերահսկում՝ { $control }։

# machine translation, not reviewed
clock-new-unknown = Նման ժամանակի վերահսկում չկա։ Հասանելի են՝ { $names }։

# machine translation, not reviewed
clock-seconds =
    { $count ->
        [one] վայրկյան
       *[other] վայրկյան
    }

# machine translation, not reviewed
clock-minutes =
    { $count ->
        [one] րոպե
       *[other] րոպե
    }
