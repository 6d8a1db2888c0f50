### Azerbaijani texts of Nardy: main (source: ../ru/main.ftl)
### state: machine (172 of 172 messages made by machine translation, not reviewed)

# machine translation, not reviewed
start =
    🎲 <b>Nərd</b> — uzun və qısa (döymə) nərd, birbaşa Telegram-da.

    • /new — yeni oyun. Şəxsi çatda bota qarşı (dörd güc səviyyəsi), qrupda isə dostla və ya botla.
    • Taxtanın altındakı düymələrlə oynayın: düymə bir daşı aparır, məsələn, «13→7»; «13→6» kimi düymə isə bir daşla hər iki zəri oynayır. Bir xanadan olan gedişlər bir sətirdədir: əvvəlcə bar, sonra xanalar — uzaqdan yaxına. Yalnız qaydalara uyğun gedişləri göstərirəm. «↶ Geri addım» son addımı ləğv edir. Zərlər oynanılanda gediş özü keçir (/settings ilə «✅ Hazır» düyməsini qaytarmaq olar).
    • Taxtada narıncı haşiyə rəqibin son gedişini göstərir.
    • Açıq mavi haşiyə bu gedişdə artıq etdiyiniz addımları göstərir.
    • /rules — şəkilli qaydalar, /stats — statistika və reytinq, /lang — dil, /settings — gedişin necə bitməsi.

    Dostlarla oynamaq üçün məni qrupa əlavə edin.

# machine translation, not reviewed
start-group =
    🎲 Salam! Mən bu çatda nərd oyunları keçirirəm — uzun və qısa (döymə).
    /new — oyuna başlamaq (çatdan bir dostla və ya botla), /rules — qaydalar, /stats — çatın cədvəli, /lang — dil.

# machine translation, not reviewed
help =
    <b>Necə oynamalı</b>
    /new — yeni oyun: uzun və ya qısa nərdi seçin, sonra rəqib gözləyin və ya botla oynayın. Birbaşa da olar: <code>/new long</code> və ya <code>/new short</code>. Matç və ikiqatlama kubu: <code>/new short 5 cube</code> — kubla 5 xala qədər matç (və ya dəvətdəki düymələrlə).
    /rules — hər iki oyunun qaydaları.
    /stats — nəticələriniz və reytinqiniz; qrupda həm də çatın cədvəli.
    /history — çatın son oyunları və matçları; istənilən birinin qeydini yükləmək olar.
    /resign — təslim olmaq (öz gedişinizdə, təsdiqlə); matçda — bir oyunu və ya bütün matçı.
    /claim — rəqib { $hours } saatdan çox gediş etmirsə, qələbəni götürmək; matçda — bütün matçda qələbəni.
    /settings — gedişi avtomatik və ya «Hazır» düyməsi ilə bitirmək.
    /lang — botun bu çatdakı dili.
    /hints — dostla oyunlarda məsləhətlər (hər iki oyunçu açır); bota qarşı «💡 Məsləhət» düyməsi həmişə var.
    /analysis — bitmiş oyunların təhlili: səhvlər, oyun səviyyəsi, ən yaxşı gedişlər.

    Taxtada narıncı haşiyə — rəqibin son gedişi.
    Açıq mavi haşiyə — cari gedişdə edilmiş addımlar.

    Çatda eyni anda bir oyun gedir. Zərləri yalnız bir cür oynamaq mümkündürsə, gedişi özüm edirəm; oynamağa gediş yoxdursa, növbə keçir. { $minutes } dəqiqə ərzində heç kimin qəbul etmədiyi dəvət bağlanır.

# machine translation, not reviewed
cmd-new = Yeni oyun

# machine translation, not reviewed
cmd-rules = Oyun qaydaları

# machine translation, not reviewed
cmd-stats = Statistika və reytinq

# machine translation, not reviewed
cmd-history = Oynanmış oyunlar və onların qeydi

# machine translation, not reviewed
cmd-resign = Təslim olmaq

# machine translation, not reviewed
cmd-claim = Rəqib gediş etmirsə, qələbə

# machine translation, not reviewed
cmd-settings = Çat ayarları

# machine translation, not reviewed
cmd-lang = Dil

# machine translation, not reviewed
cmd-help = Necə oynamalı

# machine translation, not reviewed
cmd-start = Bot haqqında

# machine translation, not reviewed
variant-long = Uzun nərd

# machine translation, not reviewed
variant-short = Qısa nərd

# machine translation, not reviewed
variant-long-btn = Uzun

# machine translation, not reviewed
variant-short-btn = Qısa

# machine translation, not reviewed
level-beginner = Yeni başlayan

# machine translation, not reviewed
level-medium = Həvəskar

# machine translation, not reviewed
level-strong = Güclü

# machine translation, not reviewed
level-master = Usta

# machine translation, not reviewed
level-beginner-btn = 🐣 Yeni başlayan

# machine translation, not reviewed
level-medium-btn = 🙂 Həvəskar

# machine translation, not reviewed
level-strong-btn = 💪 Güclü

# machine translation, not reviewed
level-master-btn = 🧠 Usta

# machine translation, not reviewed
ai-name = Bot «{ $level }»

# machine translation, not reviewed
point-bar = bar

# machine translation, not reviewed
point-off = çıxış

# machine translation, not reviewed
move-hit = { " " }({ $icon } vuruldu)

# machine translation, not reviewed
points =
    { $count ->
        [one] xal
       *[other] xal
    }

# machine translation, not reviewed
games =
    { $count ->
        [one] oyun
       *[other] oyun
    }

# machine translation, not reviewed
dur-hm = { $h } saat { $m } dəq

# machine translation, not reviewed
dur-m = { $m } dəq

# machine translation, not reviewed
btn-join = 🤝 Qoşul

# machine translation, not reviewed
btn-accept = 🤝 Qəbul et

# machine translation, not reviewed
btn-vs_bot = 🤖 Botla oyna

# machine translation, not reviewed
btn-cancel = ✖ Ləğv et

# machine translation, not reviewed
btn-back = ← Geri

# machine translation, not reviewed
btn-undo = ↶ Geri addım

# machine translation, not reviewed
btn-done = ✅ Hazır

# machine translation, not reviewed
btn-resign_yes = 🏳 Təslim oluram

# machine translation, not reviewed
btn-resign_no = Oynamağa davam

# machine translation, not reviewed
btn-rematch = 🔁 Revanş

# machine translation, not reviewed
lobby-variant = 🎲 { $name } yeni oyuna başlayır. Nə oynayırıq?

# machine translation, not reviewed
lobby-variant-private = 🎲 Botla yeni oyun. Nə oynayırıq?

# machine translation, not reviewed
lobby-open =
    🎲 { $name } rəqib axtarır: <b>{ $variant }</b>.
    Oynamaq üçün «Qoşul» düyməsini basın. { $name } bunun əvəzinə botu da çağıra bilər.

# machine translation, not reviewed
lobby-rematch = 🔁 { $name } revanş təklif edir: <b>{ $variant }</b>. { $other }, qəbul edirsiniz?

# machine translation, not reviewed
lobby-level =
    🤖 <b>{ $variant }</b> bota qarşı. Rəqibin gücünü seçin:
    🐣 <b>Yeni başlayan</b> — tez-tez səhv edir, öyrənmək üçün yaxşıdır;
    🙂 <b>Həvəskar</b> — ağılla oynayır, hərdən yanılır;
    💪 <b>Güclü</b> — həmişə neyron şəbəkəsinin ən yaxşı saydığı gedişi oynayır;
    🧠 <b>Usta</b> — üstəlik rəqibin bütün 21 mümkün atışını bir gediş irəli hesablayır, mübahisəli gedişləri isə daha bir gediş dərindən yoxlayır.

# machine translation, not reviewed
lobby-started = ▶ Oyun başladı — <b>{ $variant }</b>: ⚪ { $white } — ⚫ { $black }.

# machine translation, not reviewed
lobby-cancelled = ✖ { $name } dəvəti ləğv edir.

# machine translation, not reviewed
lobby-expired = ⌛ Dəvəti heç kim qəbul etmədi — o bağlandı. Yeni oyun: /new

# machine translation, not reviewed
new-exists = Bu çatda artıq oyun gedir ({ $variant }): { $white } — { $black }. Taxta yuxarıdadır. Oyunu sona çatdırın və ya /resign əmri ilə təslim olun.

# machine translation, not reviewed
new-lobby_exists = Bu çatda artıq açıq dəvət var (yuxarıda). Ona cavab verin və ya onu ləğv edin.

# machine translation, not reviewed
cap-header =
    <b>{ $variant }</b>
    ⚪ { $white } — ⚫ { $black }

# machine translation, not reviewed
cap-opening = Püşk: ⚪ { $white_die } — ⚫ { $black_die }{ $ties }. { $first } başlayır və { $dice } oynayır.

# machine translation, not reviewed
cap-ties = { " " }(əvvəlcə bərabər düşdü: { $ties })

# machine translation, not reviewed
cap-log-move = { $icon } { $name }, { $dice }: { $notation }

# machine translation, not reviewed
cap-log-forced = { $icon } { $name }, { $dice }: { $notation } — yeganə gediş

# machine translation, not reviewed
cap-log-pass = { $icon } { $name }, { $dice }: oynamağa gediş yoxdur, növbə keçir

# machine translation, not reviewed
cap-turn = 🎲 Gediş edir: { $mention }, { $dice }

# machine translation, not reviewed
cap-turn-steps = Oynanılıb: { $steps }

# machine translation, not reviewed
cap-turn-complete = Bütün zərlər oynanıldı — «Hazır» və ya «Geri addım».

# machine translation, not reviewed
cap-turn-no_more = Başqa gediş yoxdur: qalan zərləri oynamaq mümkün deyil.

# machine translation, not reviewed
cap-turn-ai = 🤖 { $name } { $dice } atışını necə oynamağı düşünür…

# machine translation, not reviewed
ping-turn = 🎲 { $mention }, gediş sizindir ({ $dice })

# machine translation, not reviewed
ping-roll = 🎲 { $mention }, gediş sizindir: zər atın və ya ikiqatlama təklif edin

# machine translation, not reviewed
ping-take = ⬆ { $mention }, sizə ×{ $value } ikiqatlama təklif olunur: qəbul, yoxsa imtina?

# machine translation, not reviewed
cap-pips = Qalan yol: ⚪ { $white } · ⚫ { $black }

# machine translation, not reviewed
res-borne_off = 🏆 { $winner } son daşı çıxarır və qalib gəlir!

# machine translation, not reviewed
res-resigned = 🏳 { $loser } təslim olur. Qalib: { $winner }.

# machine translation, not reviewed
res-timeout = ⌛ { $loser } çox uzun müddətdir gediş etmir. Qələbə verildi: { $winner }.

# machine translation, not reviewed
res-score = { $kind }: { $points } { $points_word }.

# machine translation, not reviewed
res-banner = Qələbə: { $name } · { $points } { $points_word } ({ $kind })

# machine translation, not reviewed
kind-single = Adi qələbə

# machine translation, not reviewed
kind-gammon = Mars

# machine translation, not reviewed
kind-backgammon = Koks

# machine translation, not reviewed
kind-oin = Adi qələbə

# machine translation, not reviewed
kind-mars = Mars

# machine translation, not reviewed
kind-single-short = adi

# machine translation, not reviewed
kind-gammon-short = mars

# machine translation, not reviewed
kind-backgammon-short = koks

# machine translation, not reviewed
kind-oin-short = adi

# machine translation, not reviewed
kind-mars-short = mars

# machine translation, not reviewed
res-stats = 📊 { $name }: { $games } oyundan { $wins } qələbə, reytinq { $rating }{ $change }

# machine translation, not reviewed
res-stats-ai = 📊 { $name }: bota qarşı { $games } oyundan { $wins } qələbə

# machine translation, not reviewed
alert-stale = Bu düymə köhnəlib — aktual taxtanı göstərirəm.

# machine translation, not reviewed
alert-finished = Bu oyun artıq bitib.

# machine translation, not reviewed
alert-not_player = Bu sizin oyununuz deyil.

# machine translation, not reviewed
alert-not_turn = İndi sizin gedişiniz deyil.

# machine translation, not reviewed
alert-invalid = Bu düymə işləmir. Son mesajın altındakı düyməni basın.

# machine translation, not reviewed
alert-error = Nəsə səhv getdi. Yenidən cəhd edin.

# machine translation, not reviewed
alert-illegal = Bu gediş indi mümkün deyil.

# machine translation, not reviewed
alert-creator_only = Bunu dəvətin müəllifi seçir.

# machine translation, not reviewed
alert-own_lobby = Özünüzlə oynaya bilməzsiniz: rəqib gözləyin və ya botu çağırın.

# machine translation, not reviewed
alert-invitee_only = Bu dəvət başqa oyunçu üçündür.

# machine translation, not reviewed
alert-chat_busy = Bu çatda artıq başqa oyun gedir.

# machine translation, not reviewed
alert-rematch_players = Revanşı bu oyunun iştirakçıları başlaya bilər.

# machine translation, not reviewed
alert-resign_kept = Davam edirik!

# machine translation, not reviewed
resign-confirm = { $name }, həqiqətən təslim olursunuz? Rəqib { $points } { $points_word } alacaq — { $kind }.

# machine translation, not reviewed
resign-none = Bu çatda oyun oynamırsınız.

# machine translation, not reviewed
resign-not_turn = Yalnız öz gedişinizdə təslim olmaq olar.

# machine translation, not reviewed
claim-none = Bu çatda oyun oynamırsınız.

# machine translation, not reviewed
claim-your_turn = İndi gediş sizindir — qələbəni kimdən tələb edəsiniz?

# machine translation, not reviewed
claim-ai = Bot gedişləri uzatmır — ondan vaxta görə qələbə tələb etmək olmaz.

# machine translation, not reviewed
claim-wait = Rəqib artıq { $elapsed } düşünür. Qələbəni tələb etməyə qalan vaxt: { $left }.

# machine translation, not reviewed
claim-notice = ⏰ { $name } artıq { $hours } saatdır gediş etmir. { $other } qələbəni götürə bilər: /claim

# machine translation, not reviewed
claim-notice-match = ⏰ { $name } artıq { $hours } saatdır gediş etmir. { $other } bütün matçda qələbəni götürə bilər: /claim

# machine translation, not reviewed
lang-prompt = Bu çat üçün botun dilini seçin:

# machine translation, not reviewed
lang-set = Hazırdır: indi azərbaycanca danışıram.

# machine translation, not reviewed
lang-admins_only = Bağışlayın, bu çatın dilini yalnız qrupun administratorları dəyişə bilər.

# machine translation, not reviewed
stats-title = 📊 <b>{ $name }</b>

# machine translation, not reviewed
stats-variant =
    <b>{ $variant }</b> — reytinq { $rating }
    { $games } { $games_word }: qələbə { $wins }, məğlubiyyət { $losses }; xallar { $won }:{ $lost }; mars { $gammons }, koks { $backgammons }

# machine translation, not reviewed
stats-variant-long =
    <b>{ $variant }</b> — reytinq { $rating }
    { $games } { $games_word }: qələbə { $wins }, məğlubiyyət { $losses }; xallar { $won }:{ $lost }; mars { $gammons }

# machine translation, not reviewed
stats-vs_ai = bota qarşı: { $games } oyundan { $wins } qələbə

# machine translation, not reviewed
stats-empty = <b>{ $variant }</b>: hələ oyun yoxdur.

# machine translation, not reviewed
stats-chat = 🏆 <b>Çatın cədvəli — { $variant }</b>

# machine translation, not reviewed
stats-row = { $pos }. { $name } — { $rating } · { $games } oyundan { $wins } qələbə

# machine translation, not reviewed
stats-chat_empty = 🏆 { $variant }: bu çatda hələ heç kim oyunu sona çatdırmayıb.

# machine translation, not reviewed
btn-cube_on = 🎲 İkiqatlama kubu: açıq

# machine translation, not reviewed
btn-cube_off = 🎲 İkiqatlama kubu: bağlı

# machine translation, not reviewed
btn-roll = 🎲 Zər at

# machine translation, not reviewed
btn-double = ⬆ İkiqatla: ×{ $value }

# machine translation, not reviewed
btn-take = ✅ Qəbul et: oyun { $value } { $points_word } dəyərində

# machine translation, not reviewed
btn-pass = ✖ İmtina: −{ $value } { $points_word }

# machine translation, not reviewed
lobby-cube_on = İkiqatlama kubu ilə oynayırıq.

# machine translation, not reviewed
cap-cube = Kub: ×{ $value }, sahibi: { $name }

# machine translation, not reviewed
cap-cube-middle = Kub mərkəzdədir: mərc ×1 (kubun üzündə 64)

# machine translation, not reviewed
cap-cube-offered = Kub: ×{ $value } təklif olunub, cavab gözlənilir

# machine translation, not reviewed
cap-cube-crawford = Krouford oyunu: ikiqatlamaq olmaz.

# machine translation, not reviewed
cap-roll = 🎲 { $mention }, gediş sizindir: zər atın və ya ×{ $value } ikiqatlama təklif edin.

# machine translation, not reviewed
cap-roll-ai = 🤖 { $name } ikiqatlama barədə qərar verir…

# machine translation, not reviewed
cap-offer = ⬆ { $doubler } ×{ $value } ikiqatlama təklif edir. { $mention }, qəbul edirsiniz? İmtina etsəniz, { $stake } { $points_word } itirirsiniz.

# machine translation, not reviewed
cap-offer-ai = ⬆ { $doubler } ×{ $value } ikiqatlama təklif edir. { $name } düşünür…

# machine translation, not reviewed
res-passed = ✖ { $loser } ikiqatlamadan imtina edir. Qalib: { $winner }.

# machine translation, not reviewed
alert-cube_not_yours = İndi qərarı rəqib verir.

# machine translation, not reviewed
resign-pending = İkiqatlama hələ rəqibin cavabını gözləyir. O cavab verəndən sonra təslim olmaq olar.

# machine translation, not reviewed
resign-pending-taker = Sizə ikiqatlama təklif olunub: oyunu vermək üçün taxtanın altındakı «✖ İmtina» düyməsini basın.

# machine translation, not reviewed
match-score = 🏁 { $target } xala qədər matç: { $first } { $first_score } · { $second } { $second_score }

# machine translation, not reviewed
match-next-auto = Növbəti oyun bir neçə saniyəyə başlayacaq.

# machine translation, not reviewed
match-next-button = Növbəti oyun — aşağıdakı düymə ilə.

# machine translation, not reviewed
match-won = 🏆 { $name } matçı { $winner_score }:{ $loser_score } hesabı ilə qazanır!

# machine translation, not reviewed
match-won-resigned = 🏆 Matç təslim edildi. Matçın qalibi: { $name } ({ $winner_score }:{ $loser_score }).

# machine translation, not reviewed
match-won-timeout = ⏰ Çox uzun müddət gediş olmadı — matçın nəticəsi müəyyən edildi. Matçın qalibi: { $name } ({ $winner_score }:{ $loser_score }).

# machine translation, not reviewed
match-stats = 📊 { $name }: { $matches } matçdan { $wins } qələbə, matç reytinqi { $rating }

# machine translation, not reviewed
match-exists = Bu çatda artıq matç gedir. Onu sona çatdırın və ya /resign əmri ilə təslim edin.

# machine translation, not reviewed
match-lobby = Matç oynayırıq: ilk olaraq { $target } { $points_word } toplayan qalib gəlir.

# machine translation, not reviewed
match-single = Bir oyun

# machine translation, not reviewed
match-to = { $target } xala qədər

# machine translation, not reviewed
btn-next_game = ▶ Növbəti oyun

# machine translation, not reviewed
btn-match_again = 🔁 Yeni matç

# machine translation, not reviewed
btn-resign_match = 🏳 Bütün matçı təslim et

# machine translation, not reviewed
stats-matches = Matçlar: { $matches }, qələbə { $wins }, matç reytinqi { $rating }

# machine translation, not reviewed
history-title = 📜 Bu çatdakı son oyunlar və matçlar:

# machine translation, not reviewed
history-empty = Bu çatda hələ oynanmış oyun yoxdur. Başlamaq üçün: /new

# machine translation, not reviewed
history-game = { $n }. { $variant }: { $white } — { $black }, qalib: { $winner } (+{ $points }) · { $date }

# machine translation, not reviewed
history-match = { $n }. { $variant }, { $target } xala qədər matç: { $first } { $score0 }:{ $score1 } { $second } · { $date }

# machine translation, not reviewed
btn-export = ⬇ { $n }

# machine translation, not reviewed
move-off = çıxış

# machine translation, not reviewed
toast-move = { $move } ✓

# machine translation, not reviewed
toast-undo = ↶ { $move } ləğv edildi

# machine translation, not reviewed
toast-done = Gediş ötürüldü.

# machine translation, not reviewed
toast-move-done = { $move } ✓ Gediş ötürüldü.

# machine translation, not reviewed
toast-move-lost = { $move } ✓ Başqa gediş yoxdur — gediş ötürüldü.

# machine translation, not reviewed
settings-text =
    <b>Çat ayarları</b>

    <b>Gedişin avtomatik bitməsi</b>: { $state }.
    • Açıq — zərlər oynanılan kimi (və ya onları daha oynamaq mümkün olmayanda) gediş dərhal rəqibə keçir, «Hazır» basmaq lazım deyil. Gediş bitməyənədək addımı ləğv etmək olar.
    • Bağlı — son addımdan sonra gedişi yoxlamaq və «Geri addım» ilə geri qaytarmaq olar; gediş «Hazır» düyməsi ilə ötürülür.

# machine translation, not reviewed
settings-on = açıq

# machine translation, not reviewed
settings-off = bağlı

# machine translation, not reviewed
settings-btn-on = Gedişi avtomatik bitir

# machine translation, not reviewed
settings-btn-off = Gedişi «Hazır» ilə bitir

# machine translation, not reviewed
settings-admins_only = Bağışlayın, bu çatın ayarlarını yalnız qrupun administratorları dəyişə bilər.

# machine translation, not reviewed
settings-saved = Yadda saxlanıldı.

# machine translation, not reviewed
cmd-hints = Dostlarla oyunlarda məsləhətlər

# machine translation, not reviewed
cmd-analysis = Oynanmış oyunların təhlili
