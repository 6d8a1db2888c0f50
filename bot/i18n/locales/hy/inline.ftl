### Armenian texts of Nardy: inline (source: ../ru/inline.ftl)
### state: machine (30 of 30 messages made by machine translation, not reviewed)

# machine translation, not reviewed
help-inline =
    { "" }

    <b>Ընկերոջ հետ ցանկացած չատում</b>
    Ընկերոջ հետ նամակագրության մեջ մուտքագրեք { $bot } և բացատ (բոտին չատ ավելացնել պետք չէ) և ընտրեք խաղը՝ երկար կամ կարճ նարդի, մեկ պարտիա կամ մատչ մինչև 3 կամ 5 միավոր։ Չատում կհայտնվի հրավեր. մինչ ընկերը կմիանա, կարող եք միացնել կրկնապատկման խորանարդը և հուշումները (ընկերը համաձայնում է դրանց՝ միանալով)։ Ընկերը սեղմում է «Միանալ», և ամբողջ պարտիան (կամ մատչը) ընթանում է հենց այդ հաղորդագրության մեջ։ Կարելի է խաղալ նաև բոտի հետ՝ «Խաղալ բոտի հետ» կոճակով։ Հանձնվել, ժամանակով հաղթանակ վերցնել, հուշում ստանալ՝ տախտակի տակի կոճակներով. պարտիայի վերլուծությունը բոտը կուղարկի Ձեզ անձնական նամակով։

# machine translation, not reviewed
inline-result = Պարտիա ընկերոջ հետ հենց այս չատում

# machine translation, not reviewed
inline-result-match = Մատչ մինչև { $target } միավոր հենց այս չատում

# machine translation, not reviewed
inline-title-match = { $variant }. մատչ մինչև { $target }

# machine translation, not reviewed
inline-lobby =
    🎲 { $name } հրավիրում է խաղալու։
    { $variant }։
    Սեղմեք «Միանալ»՝ սկսելու համար։

# machine translation, not reviewed
inline-rematch =
    🔁 Ռևանշ! { $name } առաջարկում է ևս մեկ անգամ խաղալ։
    { $variant }։
    { $other }, սեղմեք «Միանալ»՝ ընդունելու համար։

# machine translation, not reviewed
inline-hints_on = 💡 Հուշումներով. միանալով՝ համաձայնում եք, որ հուշումներ կունենան երկու խաղացողներն էլ։

# machine translation, not reviewed
inline-btn-hints_on = 💡 Հուշումներ՝ այո

# machine translation, not reviewed
inline-btn-hints_off = 💡 Հուշումներ՝ ոչ

# machine translation, not reviewed
inline-btn-show = 🎯 Լավագույն քայլը տախտակին

# machine translation, not reviewed
inline-cancelled = ✖ Հրավերը չեղարկված է։

# machine translation, not reviewed
lobby-expired-inline = ⌛ Ոչ ոք չընդունեց հրավերը, և այն փակվեց։ Նորի համար չատում մուտքագրեք բոտի անունը։

# machine translation, not reviewed
inline-alert-expired = Այս հրավերն արդեն փակ է. երկար ժամանակ ոչ ոք այն չէր ընդունում։

# machine translation, not reviewed
inline-resign_ask = Իսկապե՞ս հանձնվում եք։ Հաստատեք տախտակի տակի կոճակով։

# machine translation, not reviewed
inline-alert-hints_off = Այս պարտիայում հուշումներ չկան. դրանք միացնում է հրավերի հեղինակը՝ նախքան մրցակցի միանալը։

# machine translation, not reviewed
inline-hint-title = 💡 Լավագույն քայլերը՝ { $dice }.

# machine translation, not reviewed
inline-hint-drawn = Լավագույն քայլը ցույց է տրված տախտակին։

# machine translation, not reviewed
inline-analysis-coming = 📊 Պատրաստում եմ պարտիայի վերլուծությունը, շուտով կուղարկեմ այստեղ։

# machine translation, not reviewed
inline-alert-start_bot = Վերլուծությունը գալիս է անձնական նամակով. բացեք բոտը և սեղմեք «Start», և այն կուղարկի վերլուծությունը։

# machine translation, not reviewed
inline-alert-analysis_sent = Վերլուծությունը կգա Ձեզ բոտի հետ անձնական նամակագրությամբ։

# machine translation, not reviewed
inline-alert-start_bot-c = Զառերի ստուգումը գալիս է անձնական նամակով. բացեք բոտը և սեղմեք «Start», և այն կուղարկի ստուգումը։

# machine translation, not reviewed
inline-alert-start_bot-r = Կրկնությունը գալիս է անձնական նամակով. բացեք բոտը և սեղմեք «Start», և այն կուղարկի կրկնությունը։

# machine translation, not reviewed
inline-alert-sent-c = Զառերի ստուգումը Ձեր անձնական նամակագրության մեջ է բոտի հետ։

# machine translation, not reviewed
inline-alert-sent-r = Կրկնությունը կգա Ձեզ բոտի հետ անձնական նամակագրությամբ։

# machine translation, not reviewed
inline-replay-coming = 🎞 Պատրաստում եմ պարտիայի կրկնությունը, շուտով կուղարկեմ այստեղ։

# machine translation, not reviewed
inline-claim_notice = ⏰ { $name } արդեն { $hours } ժ քայլ չի անում։ { $other } կարող է վերցնել հաղթանակը «Հաղթանակ ժամանակով» կոճակով։

# machine translation, not reviewed
btn-resign = 🏳 Հանձնվել

# machine translation, not reviewed
btn-claim = ⏰ Հաղթանակ ժամանակով

# machine translation, not reviewed
btn-again = 🎲 Եվս մեկ պարտիա

# machine translation, not reviewed
alert-text = { $text }
