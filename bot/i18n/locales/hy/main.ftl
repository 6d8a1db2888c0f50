### Armenian texts of Nardy: main (source: ../ru/main.ftl)
### state: machine (172 of 172 messages made by machine translation, not reviewed)

# machine translation, not reviewed
start =
    🎲 <b>Նարդի</b>՝ երկար և կարճ (բեքգեմոն), հենց Telegram-ում։

    • /new — նոր պարտիա։ Անձնական չատում՝ բոտի դեմ (ուժի չորս մակարդակ), խմբում՝ ընկերոջ կամ բոտի հետ։
    • Խաղացեք տախտակի տակի կոճակներով. կոճակը տեղափոխում է մեկ քար, օրինակ՝ «13→7», իսկ «13→6»-ի նման կոճակը մեկ քարով խաղում է երկու զառն էլ։ Միևնույն կետից արվող քայլերը նույն տողում են՝ նախ բարը, հետո կետերը՝ ամենահեռուից դեպի ամենամոտը։ Ես ցույց եմ տալիս միայն թույլատրելի քայլերը։ «↶ Քայլ հետ»-ը չեղարկում է վերջին քայլը։ Երբ զառերը խաղացված են, հերթն ինքնըստինքյան անցնում է մրցակցին (/settings-ում կարող եք վերադարձնել «✅ Պատրաստ է» կոճակը)։
    • Տախտակի վրա նարնջագույն եզրագծով նշված է մրցակցի վերջին քայլը։
    • Երկնագույն եզրագծով նշված են այն քայլերը, որոնք Դուք արդեն արել եք այս հերթին։
    • /rules — կանոններ նկարներով, /stats — վիճակագրություն և վարկանիշ, /lang — լեզու, /settings — ինչպես է ավարտվում հերթը։

    Ավելացրեք ինձ խմբում՝ ընկերների հետ խաղալու համար։

# machine translation, not reviewed
start-group =
    🎲 Բարև Ձեզ։ Ես նարդու պարտիաներ եմ անցկացնում հենց այս չատում՝ երկար և կարճ (բեքգեմոն)։
    /new — սկսել պարտիա (չատի ընկերոջ կամ բոտի հետ), /rules — կանոններ, /stats — չատի աղյուսակ, /lang — լեզու։

# machine translation, not reviewed
help =
    <b>Ինչպես խաղալ</b>
    /new — նոր պարտիա. ընտրեք երկար կամ կարճ նարդի, ապա սպասեք մրցակցի կամ խաղացեք բոտի հետ։ Կարելի է միանգամից՝ <code>/new long</code> կամ <code>/new short</code>։ Մատչ և կրկնապատկման խորանարդ՝ <code>/new short 5 cube</code>՝ մատչ մինչև 5 միավոր խորանարդով (կամ հրավերի կոճակներով)։
    /rules — երկու տարբերակների կանոնները։
    /stats — Ձեր արդյունքներն ու վարկանիշը, խմբում՝ նաև չատի աղյուսակը։
    /history — չատի վերջին պարտիաներն ու մատչերը. ցանկացածի գրառումը կարելի է ներբեռնել։
    /resign — հանձնվել (Ձեր հերթին, հաստատմամբ), մատչում՝ պարտիան կամ ամբողջ մատչը։
    /claim — վերցնել հաղթանակը, եթե մրցակիցը { $hours } ժամից ավելի քայլ չի անում, մատչում՝ հաղթանակն ամբողջ մատչում։
    /settings — ավարտել հերթն ավտոմատ կամ «Պատրաստ է» կոճակով։
    /lang — բոտի լեզուն այս չատում։
    /hints — հուշումներ ընկերոջ հետ պարտիաներում (միացնում են երկու խաղացողներն էլ). բոտի դեմ «💡 Հուշում» կոճակը միշտ կա։
    /analysis — ավարտված պարտիաների վերլուծություն՝ սխալներ, խաղի մակարդակ, լավագույն քայլեր։

    Տախտակի նարնջագույն եզրագիծը մրցակցի վերջին քայլն է։
    Երկնագույն եզրագիծը ընթացիկ հերթին արված քայլերն են։

    Չատում միաժամանակ մեկ պարտիա է ընթանում։ Եթե զառերը կարելի է խաղալ միայն մեկ ձևով, քայլը ես կանեմ Ձեր փոխարեն, իսկ եթե քայլ չկա, հերթն անցնում է։ Հրավերը, որը { $minutes } րոպեի ընթացքում ոչ ոք չի ընդունել, փակվում է։

# machine translation, not reviewed
cmd-new = Նոր պարտիա

# machine translation, not reviewed
cmd-rules = Խաղի կանոններ

# machine translation, not reviewed
cmd-stats = Վիճակագրություն և վարկանիշ

# machine translation, not reviewed
cmd-history = Խաղացված պարտիաներն ու դրանց գրառումը

# machine translation, not reviewed
cmd-resign = Հանձնվել

# machine translation, not reviewed
cmd-claim = Հաղթանակ, եթե մրցակիցը քայլ չի անում

# machine translation, not reviewed
cmd-settings = Չատի կարգավորումներ

# machine translation, not reviewed
cmd-lang = Լեզու

# machine translation, not reviewed
cmd-help = Ինչպես խաղալ

# machine translation, not reviewed
cmd-start = Բոտի մասին

# machine translation, not reviewed
variant-long = Երկար նարդի

# machine translation, not reviewed
variant-short = Կարճ նարդի

# machine translation, not reviewed
variant-long-btn = Երկար

# machine translation, not reviewed
variant-short-btn = Կարճ

# machine translation, not reviewed
level-beginner = Սկսնակ

# machine translation, not reviewed
level-medium = Սիրող

# machine translation, not reviewed
level-strong = Ուժեղ

# machine translation, not reviewed
level-master = Վարպետ

# machine translation, not reviewed
level-beginner-btn = 🐣 Սկսնակ

# machine translation, not reviewed
level-medium-btn = 🙂 Սիրող

# machine translation, not reviewed
level-strong-btn = 💪 Ուժեղ

# machine translation, not reviewed
level-master-btn = 🧠 Վարպետ

# machine translation, not reviewed
ai-name = Բոտ «{ $level }»

# machine translation, not reviewed
point-bar = բար

# machine translation, not reviewed
point-off = դուրս

# machine translation, not reviewed
move-hit = { " " }(խփված է { $icon })

# machine translation, not reviewed
points =
    { $count ->
        [one] միավոր
       *[other] միավոր
    }

# machine translation, not reviewed
games =
    { $count ->
        [one] պարտիա
       *[other] պարտիա
    }

# machine translation, not reviewed
dur-hm = { $h } ժ { $m } ր

# machine translation, not reviewed
dur-m = { $m } ր

# machine translation, not reviewed
btn-join = 🤝 Միանալ

# machine translation, not reviewed
btn-accept = 🤝 Ընդունել

# machine translation, not reviewed
btn-vs_bot = 🤖 Խաղալ բոտի հետ

# machine translation, not reviewed
btn-cancel = ✖ Չեղարկել

# machine translation, not reviewed
btn-back = ← Հետ

# machine translation, not reviewed
btn-undo = ↶ Քայլ հետ

# machine translation, not reviewed
btn-done = ✅ Պատրաստ է

# machine translation, not reviewed
btn-resign_yes = 🏳 Այո, հանձնվել

# machine translation, not reviewed
btn-resign_no = Շարունակել խաղը

# machine translation, not reviewed
btn-rematch = 🔁 Ռևանշ

# machine translation, not reviewed
lobby-variant = 🎲 { $name } սկսում է նոր պարտիա։ Ի՞նչ ենք խաղում։

# machine translation, not reviewed
lobby-variant-private = 🎲 Նոր պարտիա բոտի հետ։ Ի՞նչ ենք խաղում։

# machine translation, not reviewed
lobby-open =
    🎲 { $name } մրցակից է փնտրում՝ <b>{ $variant }</b>։
    Սեղմեք «Միանալ»՝ խաղալու համար։ { $name } կարող է փոխարենը բոտին կանչել։

# machine translation, not reviewed
lobby-rematch = 🔁 { $name } ռևանշ է առաջարկում՝ <b>{ $variant }</b>։ { $other }, ընդունո՞ւմ եք։

# machine translation, not reviewed
lobby-level =
    🤖 <b>{ $variant }</b> բոտի դեմ։ Ընտրեք մրցակցի ուժը.
    🐣 <b>Սկսնակ</b>՝ հաճախ է սխալվում, հարմար է սովորելու համար,
    🙂 <b>Սիրող</b>՝ խաղում է խելամտորեն, երբեմն վրիպում է,
    💪 <b>Ուժեղ</b>՝ միշտ խաղում է այն քայլը, որն իր նեյրոնային ցանցը լավագույնն է համարում,
    🧠 <b>Վարպետ</b>՝ բացի դրանից, մեկ քայլ առաջ հաշվարկում է մրցակցի բոլոր 21 նետումները, իսկ վիճելի քայլերը ստուգում է ևս մեկ քայլ խորությամբ։

# machine translation, not reviewed
lobby-started = ▶ Պարտիան սկսվեց՝ <b>{ $variant }</b>, ⚪ { $white } — ⚫ { $black }։

# machine translation, not reviewed
lobby-cancelled = ✖ { $name } չեղարկում է հրավերը։

# machine translation, not reviewed
lobby-expired = ⌛ Ոչ ոք չընդունեց հրավերը, և այն փակվեց։ Նոր պարտիա՝ /new

# machine translation, not reviewed
new-exists = Այս չատում արդեն պարտիա է ընթանում ({ $variant })՝ { $white } — { $black }։ Տախտակը վերևում է։ Ավարտեք այն կամ հանձնվեք /resign հրամանով։

# machine translation, not reviewed
new-lobby_exists = Այս չատում արդեն բաց հրավեր կա (այն վերևում է)։ Պատասխանեք դրան կամ չեղարկեք այն։

# machine translation, not reviewed
cap-header =
    <b>{ $variant }</b>
    ⚪ { $white } — ⚫ { $black }

# machine translation, not reviewed
cap-opening = Խաղարկություն՝ ⚪ { $white_die } — ⚫ { $black_die }{ $ties }։ Սկսում է { $first }՝ խաղալով { $dice }։

# machine translation, not reviewed
cap-ties = { " " }(սկզբում հավասար էր՝ { $ties })

# machine translation, not reviewed
cap-log-move = { $icon } { $name }, { $dice }: { $notation }

# machine translation, not reviewed
cap-log-forced = { $icon } { $name }, { $dice }: { $notation } — միակ հնարավոր քայլը

# machine translation, not reviewed
cap-log-pass = { $icon } { $name }, { $dice }: քայլ չկա, հերթն անցնում է

# machine translation, not reviewed
cap-turn = 🎲 Խաղում է { $mention }՝ { $dice }

# machine translation, not reviewed
cap-turn-steps = Խաղացված է՝ { $steps }

# machine translation, not reviewed
cap-turn-complete = Բոլոր զառերը խաղացված են. սեղմեք «Պատրաստ է» կամ «Քայլ հետ»։

# machine translation, not reviewed
cap-turn-no_more = Այլ քայլեր չկան. մնացած զառերը հնարավոր չէ խաղալ։

# machine translation, not reviewed
cap-turn-ai = 🤖 { $name } մտածում է, թե ինչպես խաղալ { $dice }…

# machine translation, not reviewed
ping-turn = 🎲 { $mention }, Ձեր հերթն է ({ $dice })

# machine translation, not reviewed
ping-roll = 🎲 { $mention }, Ձեր հերթն է. գցեք զառերը կամ առաջարկեք կրկնապատկում

# machine translation, not reviewed
ping-take = ⬆ { $mention }, Ձեզ առաջարկում են կրկնապատկում մինչև ×{ $value }. ընդունե՞լ, թե՞ հրաժարվել։

# machine translation, not reviewed
cap-pips = Մնացել է անցնել՝ ⚪ { $white } · ⚫ { $black }

# machine translation, not reviewed
res-borne_off = 🏆 { $winner } հանում է վերջին քարը և հաղթում!

# machine translation, not reviewed
res-resigned = 🏳 { $loser } հանձնվում է։ Հաղթում է { $winner }։

# machine translation, not reviewed
res-timeout = ⌛ { $loser } չափազանց երկար քայլ չի անում։ Հաղթանակը շնորհվում է՝ { $winner }։

# machine translation, not reviewed
res-score = { $kind }՝ { $points } { $points_word }։

# machine translation, not reviewed
res-banner = Հաղթանակ՝ { $name } · { $points } { $points_word } ({ $kind })

# machine translation, not reviewed
kind-single = Սովորական հաղթանակ

# machine translation, not reviewed
kind-gammon = Մարս

# machine translation, not reviewed
kind-backgammon = Կոկս

# machine translation, not reviewed
kind-oin = Սովորական հաղթանակ

# machine translation, not reviewed
kind-mars = Մարս

# machine translation, not reviewed
kind-single-short = սովորական

# machine translation, not reviewed
kind-gammon-short = մարս

# machine translation, not reviewed
kind-backgammon-short = կոկս

# machine translation, not reviewed
kind-oin-short = սովորական

# machine translation, not reviewed
kind-mars-short = մարս

# machine translation, not reviewed
res-stats = 📊 { $name }. { $wins } հաղթանակ { $games } պարտիայից, վարկանիշ՝ { $rating }{ $change }

# machine translation, not reviewed
res-stats-ai = 📊 { $name }. բոտի դեմ { $wins } հաղթանակ { $games } պարտիայից

# machine translation, not reviewed
alert-stale = Այս կոճակը հնացել է. ցույց եմ տալիս ընթացիկ տախտակը։

# machine translation, not reviewed
alert-finished = Այս պարտիան արդեն ավարտված է։

# machine translation, not reviewed
alert-not_player = Սա Ձեր պարտիան չէ։

# machine translation, not reviewed
alert-not_turn = Հիմա Ձեր հերթը չէ։

# machine translation, not reviewed
alert-invalid = Այս կոճակը չի աշխատում։ Սեղմեք վերջին հաղորդագրության տակի կոճակը։

# machine translation, not reviewed
alert-error = Ինչ-որ բան սխալ գնաց։ Փորձեք նորից։

# machine translation, not reviewed
alert-illegal = Այս քայլը հիմա հնարավոր չէ։

# machine translation, not reviewed
alert-creator_only = Սա ընտրում է հրավերի հեղինակը։

# machine translation, not reviewed
alert-own_lobby = Ինքներդ Ձեզ հետ խաղալ չեք կարող. սպասեք մրցակցի կամ կանչեք բոտին։

# machine translation, not reviewed
alert-invitee_only = Այս հրավերը մեկ այլ խաղացողի համար է։

# machine translation, not reviewed
alert-chat_busy = Այս չատում արդեն մեկ այլ պարտիա է ընթանում։

# machine translation, not reviewed
alert-rematch_players = Ռևանշը կարող են սկսել միայն այս պարտիայի մասնակիցները։

# machine translation, not reviewed
alert-resign_kept = Խաղը շարունակվում է!

# machine translation, not reviewed
resign-confirm = { $name }, իսկապե՞ս հանձնվում եք։ Մրցակիցը կստանա { $points } { $points_word }՝ { $kind }։

# machine translation, not reviewed
resign-none = Դուք այս չատում պարտիա չեք խաղում։

# machine translation, not reviewed
resign-not_turn = Հանձնվել կարելի է միայն Ձեր հերթին։

# machine translation, not reviewed
claim-none = Դուք այս չատում պարտիա չեք խաղում։

# machine translation, not reviewed
claim-your_turn = Հիմա Ձեր հերթն է, ուստի հաղթանակ պահանջելու հիմք չկա։

# machine translation, not reviewed
claim-ai = Բոտը քայլերը չի ձգձգում, ուստի նրանից ժամանակով հաղթանակ պահանջել հնարավոր չէ։

# machine translation, not reviewed
claim-wait = Մրցակիցը մտածում է արդեն { $elapsed }։ Հաղթանակ կարող եք պահանջել { $left } հետո։

# machine translation, not reviewed
claim-notice = ⏰ { $name } արդեն { $hours } ժ քայլ չի անում։ { $other } կարող է վերցնել հաղթանակը՝ /claim

# machine translation, not reviewed
claim-notice-match = ⏰ { $name } արդեն { $hours } ժ քայլ չի անում։ { $other } կարող է վերցնել հաղթանակն ամբողջ մատչում՝ /claim

# machine translation, not reviewed
lang-prompt = Ընտրեք բոտի լեզուն այս չատի համար։

# machine translation, not reviewed
lang-set = Պատրաստ է. այժմ խոսում եմ հայերեն։

# machine translation, not reviewed
lang-admins_only = Ներողություն, այս չատի լեզուն կարող են փոխել միայն խմբի ադմինիստրատորները։

# machine translation, not reviewed
stats-title = 📊 <b>{ $name }</b>

# machine translation, not reviewed
stats-variant =
    <b>{ $variant }</b> — վարկանիշ՝ { $rating }
    { $games } { $games_word }. հաղթանակ՝ { $wins }, պարտություն՝ { $losses }, միավորներ՝ { $won }:{ $lost }, մարս՝ { $gammons }, կոկս՝ { $backgammons }

# machine translation, not reviewed
stats-variant-long =
    <b>{ $variant }</b> — վարկանիշ՝ { $rating }
    { $games } { $games_word }. հաղթանակ՝ { $wins }, պարտություն՝ { $losses }, միավորներ՝ { $won }:{ $lost }, մարս՝ { $gammons }

# machine translation, not reviewed
stats-vs_ai = բոտի դեմ՝ { $wins } հաղթանակ { $games } պարտիայից

# machine translation, not reviewed
stats-empty = <b>{ $variant }</b>. պարտիաներ դեռ չկան։

# machine translation, not reviewed
stats-chat = 🏆 <b>Չատի աղյուսակ — { $variant }</b>

# machine translation, not reviewed
stats-row = { $pos }. { $name } — { $rating } · { $wins } հաղթանակ { $games } պարտիայից

# machine translation, not reviewed
stats-chat_empty = 🏆 { $variant }. այս չատում դեռ ոչ ոք պարտիա չի ավարտել։

# machine translation, not reviewed
btn-cube_on = 🎲 Խորանարդ՝ միացված

# machine translation, not reviewed
btn-cube_off = 🎲 Խորանարդ՝ անջատված

# machine translation, not reviewed
btn-roll = 🎲 Գցել զառերը

# machine translation, not reviewed
btn-double = ⬆ Կրկնապատկել՝ ×{ $value }

# machine translation, not reviewed
btn-take = ✅ Ընդունել. պարտիան՝ { $value } { $points_word }

# machine translation, not reviewed
btn-pass = ✖ Հրաժարվել՝ −{ $value } { $points_word }

# machine translation, not reviewed
lobby-cube_on = Խաղում ենք կրկնապատկման խորանարդով։

# machine translation, not reviewed
cap-cube = Խորանարդ՝ ×{ $value }, տերը՝ { $name }

# machine translation, not reviewed
cap-cube-middle = Խորանարդը կենտրոնում է. դրույք՝ ×1 (խորանարդի վրա՝ 64)

# machine translation, not reviewed
cap-cube-offered = Խորանարդ՝ առաջարկված է ×{ $value }, սպասում ենք պատասխանի

# machine translation, not reviewed
cap-cube-crawford = Քրոուֆորդի պարտիա. կրկնապատկել չի կարելի։

# machine translation, not reviewed
cap-roll = 🎲 { $mention }, Ձեր հերթն է. գցեք զառերը կամ առաջարկեք կրկնապատկում մինչև ×{ $value }։

# machine translation, not reviewed
cap-roll-ai = 🤖 { $name } որոշում է՝ կրկնապատկե՞լ, թե՞ ոչ…

# machine translation, not reviewed
cap-offer = ⬆ { $doubler } առաջարկում է կրկնապատկում մինչև ×{ $value }։ { $mention }, ընդունո՞ւմ եք։ Հրաժարումն արժե { $stake } { $points_word }։

# machine translation, not reviewed
cap-offer-ai = ⬆ { $doubler } առաջարկում է կրկնապատկում մինչև ×{ $value }։ { $name } մտածում է…

# machine translation, not reviewed
res-passed = ✖ { $loser } հրաժարվում է կրկնապատկումից։ Հաղթում է { $winner }։

# machine translation, not reviewed
alert-cube_not_yours = Հիմա որոշում է մրցակիցը։

# machine translation, not reviewed
resign-pending = Կրկնապատկումը դեռ սպասում է մրցակցի պատասխանին։ Հանձնվել կարող եք նրա պատասխանից հետո։

# machine translation, not reviewed
resign-pending-taker = Ձեզ կրկնապատկում է առաջարկված. պարտիան զիջելու համար սեղմեք «✖ Հրաժարվել» կոճակը տախտակի տակ։

# machine translation, not reviewed
match-score = 🏁 Մատչ մինչև { $target }՝ { $first } { $first_score } · { $second } { $second_score }

# machine translation, not reviewed
match-next-auto = Հաջորդ պարտիան կսկսվի մի քանի վայրկյանից։

# machine translation, not reviewed
match-next-button = Հաջորդ պարտիան՝ ներքևի կոճակով։

# machine translation, not reviewed
match-won = 🏆 { $name } հաղթում է մատչում { $winner_score }:{ $loser_score } հաշվով!

# machine translation, not reviewed
match-won-resigned = 🏆 Մատչը հանձնված է։ Մատչի հաղթող՝ { $name } ({ $winner_score }:{ $loser_score })։

# machine translation, not reviewed
match-won-timeout = ⏰ Չափազանց երկար ժամանակ քայլ չի արվել, և մատչը հաշվված է։ Մատչի հաղթող՝ { $name } ({ $winner_score }:{ $loser_score })։

# machine translation, not reviewed
match-stats = 📊 { $name }. { $wins } հաղթած մատչ { $matches }-ից, մատչերի վարկանիշ՝ { $rating }

# machine translation, not reviewed
match-exists = Այս չատում արդեն մատչ է ընթանում։ Ավարտեք այն կամ հանձնեք /resign հրամանով։

# machine translation, not reviewed
match-lobby = Խաղում ենք մատչ. հաղթում է նա, ով առաջինը կհավաքի { $target } { $points_word }։

# machine translation, not reviewed
match-single = Մեկ պարտիա

# machine translation, not reviewed
match-to = Մինչև { $target }

# machine translation, not reviewed
btn-next_game = ▶ Հաջորդ պարտիա

# machine translation, not reviewed
btn-match_again = 🔁 Եվս մեկ մատչ

# machine translation, not reviewed
btn-resign_match = 🏳 Հանձնել ամբողջ մատչը

# machine translation, not reviewed
stats-matches = Մատչեր՝ { $matches }, հաղթանակ՝ { $wins }, մատչերի վարկանիշ՝ { $rating }

# machine translation, not reviewed
history-title = 📜 Այս չատի վերջին պարտիաներն ու մատչերը.

# machine translation, not reviewed
history-empty = Այս չատում դեռ խաղացված պարտիաներ չկան։ Սկսել՝ /new

# machine translation, not reviewed
history-game = { $n }. { $variant }. { $white } — { $black }, հաղթող՝ { $winner } (+{ $points }) · { $date }

# machine translation, not reviewed
history-match = { $n }. { $variant }, մատչ մինչև { $target }. { $first } { $score0 }:{ $score1 } { $second } · { $date }

# machine translation, not reviewed
btn-export = ⬇ { $n }

# machine translation, not reviewed
move-off = դուրս

# machine translation, not reviewed
toast-move = { $move } ✓

# machine translation, not reviewed
toast-undo = ↶ { $move }՝ չեղարկված է

# machine translation, not reviewed
toast-done = Հերթը փոխանցված է։

# machine translation, not reviewed
toast-move-done = { $move } ✓ Հերթը փոխանցված է։

# machine translation, not reviewed
toast-move-lost = { $move } ✓ Այլ քայլեր չկան, հերթը փոխանցված է։

# machine translation, not reviewed
settings-text =
    <b>Չատի կարգավորումներ</b>

    <b>Հերթի ավտոմատ ավարտ</b>՝ { $state }։
    • Միացված է՝ հենց որ զառերը խաղացված են (կամ այլևս հնարավոր չէ դրանք խաղալ), հերթն անմիջապես անցնում է մրցակցին, «Պատրաստ է» սեղմել պետք չէ։ Քայլը կարելի է չեղարկել, քանի դեռ հերթը չի ավարտվել։
    • Անջատված է՝ վերջին քայլից հետո կարող եք ստուգել խաղացածը և չեղարկել քայլերը «Քայլ հետ» կոճակով. հերթը փոխանցվում է «Պատրաստ է» կոճակով։

# machine translation, not reviewed
settings-on = միացված է

# machine translation, not reviewed
settings-off = անջատված է

# machine translation, not reviewed
settings-btn-on = Ավարտել հերթն ավտոմատ

# machine translation, not reviewed
settings-btn-off = Ավարտել հերթը «Պատրաստ է»-ով

# machine translation, not reviewed
settings-admins_only = Ներողություն, այս չատի կարգավորումները կարող են փոխել միայն խմբի ադմինիստրատորները։

# machine translation, not reviewed
settings-saved = Պահպանված է։

# machine translation, not reviewed
cmd-hints = Հուշումներ ընկերների հետ պարտիաներում

# machine translation, not reviewed
cmd-analysis = Խաղացված պարտիաների վերլուծություն
