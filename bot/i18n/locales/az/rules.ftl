### Azerbaijani texts of Nardy: rules (source: ../ru/rules.ftl)
### state: machine (77 of 77 messages made by machine translation, not reviewed)

# machine translation, not reviewed
rules-intro = 📖 <b>Qaydalar</b> — oyunu və mövzunu seçin. İndi: <b>{ $variant }</b>.

# machine translation, not reviewed
rules-topic-setup = Düzülüş və gedişlər

# machine translation, not reviewed
rules-topic-head = Baş

# machine translation, not reviewed
rules-topic-block = Bloklar

# machine translation, not reviewed
rules-topic-hit = Vurulan daşlar

# machine translation, not reviewed
rules-topic-bearoff = Daşların çıxarılması

# machine translation, not reviewed
rules-topic-scoring = Hesab

# machine translation, not reviewed
rules-topic-match = Matç və kub

# machine translation, not reviewed
rules-topic-dice = Zərlər

# machine translation, not reviewed
rules-dice-chart = Ədalətli zərlər: 3 600 atış

# machine translation, not reviewed
rules-dice-summary = orta hesabla: hər üz — 1 200 dəfə, hər qoşa — 100 dəfə

# machine translation, not reviewed
rules-long-setup =
    <b>Uzun nərd: düzülüş və gedişlər</b>
    Hər tərəfin bütün 15 daşı «baş» adlanan xanada — öz 24-cü xanasında durur; başlar əks künclərdədir. Hər iki oyunçu saat əqrəbinin əksinə, böyük nömrələrdən kiçiklərə doğru, öz evinə — 1–6-cı xanalara gedir.
    Hər zər ayrıca addımdır: düz düşən rəqəm qədər xana; qoşa dörd addım verir. Bir daş dalbadal bir neçə addım ata bilər, təki dayandığı xanaların heç birini rəqib tutmamış olsun.
    İlk gediş püşklə müəyyən olunur: hər kəs bir zər atır, bərabər düşəndə yenidən atılır. Kimin zəri böyükdürsə, o başlayır və düşən hər iki rəqəmi oynayır — buna görə oyunun ilk gedişi heç vaxt qoşa olmur.
    Mövqenin imkan verdiyi bütün rəqəmləri oynamaq lazımdır. İki rəqəmdən istənilən birini oynamaq olursa, amma ikisini birlikdə yox, böyüyü oynanılır. Oynamağa gediş yoxdursa, gediş itirilir.

# machine translation, not reviewed
rules-long-head =
    <b>Baş qaydası</b>
    Bir gedişdə başdan (24-cü xana) yalnız bir daş götürmək olar.
    İstisna oyunçunun ilk gedişidir, bütün 15 daş hələ başda olanda: 6-6, 4-4 və ya 3-3 qoşası düşərsə, başdan iki daş götürülür. Onsuz atışı tam oynamaq mümkün deyilsə, ikinci daşı götürmək məcburidir.
    Bu istisnadan yalnız ikinci gedən oyunçu istifadə edə bilər: oyunun ilk gedişi heç vaxt qoşa olmur.

# machine translation, not reviewed
rules-long-block =
    <b>Vurmaq yoxdur, amma bloklar var</b>
    Uzun nərddə daşlar vurulmur: sizin bir daşınız artıq xananı tutur və rəqib ora dayana bilməz. Rəqibin xanalarının üstündən tullanmaq olar — vacib olan yalnız daşın harada dayanmasıdır.
    Dalbadal altı öz xananız blok əmələ gətirir. Onu yalnız rəqibin ən azı bir daşı blokdan irəlidə, rəqibin yolu üzərində durursa, qurmaq olar. Rəqibin bütün daşlarını bağlamaq olmaz, hətta gedişin ortasında bir addımlığına da — belə addımları sadəcə təklif etmirəm.
    «Dalbadal» rəqibin yolu ilə sayılır, bu yol isə küncdən dönür: sizin 1 və 24-cü xanalarınız onun üçün qonşudur, 12 və 13 isə yox. Buna görə 12 və 13-dən keçən altı xana blok deyil, 1 və 24-dən keçən altı xana isə blokdur.

# machine translation, not reviewed
rules-long-bearoff =
    <b>Daşların çıxarılması</b>
    Bütün 15 daş evə (1–6-cı xanalar) yığılanda onları taxtadan çıxarmaq olar. Zər öz nömrəsi olan xanadan daş çıxarır. Orada daş yoxdursa, zəri daha böyük nömrəli xanadakı daşın gedişi ilə oynamaq lazımdır, daha böyük nömrəli xanalarda daş yoxdursa isə ən böyük nömrəli tutulmuş xanadakı daş çıxarılır. Çıxarmaq əvəzinə həmişə evin içində gediş etmək olar.

# machine translation, not reviewed
rules-long-scoring =
    <b>Uzun nərddə hesab</b>
    Bütün 15 daşı ilk çıxaran qalib gəlir.
    • Adi qələbə — 1 xal: uduzan tərəf ən azı bir daş çıxarıb.
    • Mars — 2 xal: heç bir daş çıxarılmayıb.
    Uzun nərddə koks (bekqemmon) yoxdur.
    Öz gedişinizdə təslim olmaq olar (/resign): rəqibə cari mövqeyə görə qələbə yazılır — hələ heç bir daş çıxarmamısınızsa, mars, əks halda adi qələbə. Adi oyunda ikiqatlama kubu yoxdur, əgər oyun yaradılanda seçilməyibsə. Rəqib çoxdan gediş etmirsə, qələbəni /claim əmri ilə götürmək olar.

# machine translation, not reviewed
rules-long-match =
    <b>Matç və ikiqatlama kubu</b>
    Matç N xala qədər oynanılır (1-dən 25-ə qədər; adətən 3, 5 və ya 7): kimsə N xal toplayana qədər oyunlar davam edir. Hər növbəti oyunda oyunçular rənglərini dəyişir, ilk gediş isə yenidən püşklə müəyyən olunur. Oyunun xalları matçın hesabına yazılır; təslim olan oyunçunun rəqibi cari mövqeyə görə oyunun xallarını alır. Rəqib çox uzun müddət gediş etmirsə, bütün matçı götürmək olar (/claim).
    İkiqatlama kubu yalnız oyun və ya matç yaradılanda seçilibsə var. Öz atışınızdan əvvəl, kub mərkəzdə və ya sizdədirsə, ikiqatlama təklif edə bilərsiniz. Rəqib qəbul edir — mərc iki dəfə artır və kub ona keçir; imtina edir — oyunu təklifdən əvvəlki mərclə uduzur. Oyunun xalları (1, mars üçün isə 2) kubun dəyərinə vurulur. Kub 64-dən yuxarı qalxmır.
    Krouford qaydası: kiməsə matçda qələbəyə ilk dəfə bir xal qalanda, növbəti oyun (Krouford oyunu) ikiqatlamasız oynanılır, sonrakı oyunlarda isə yenə ikiqatlamaq olar.

# machine translation, not reviewed
rules-short-setup =
    <b>Qısa nərd: düzülüş və gedişlər</b>
    Hər kəs öz nömrələməsində 24-cü xanaya 2 daş, 13-cüyə 5, 8-ciyə 3 və 6-cıya 5 daş qoyur. Oyunçular bir-birinə qarşı, hər biri öz evinə — 1–6-cı xanalara gedir.
    Zər düz düşən rəqəm qədər xanalıq addımdır, qoşa isə dörd addım verir.
    İlk gediş püşklə müəyyən olunur: hər kəs bir zər atır, bərabər düşəndə yenidən atılır. Kimin zəri böyükdürsə, o başlayır və düşən hər iki rəqəmi oynayır.
    Mövqenin imkan verdiyi bütün rəqəmləri oynamaq lazımdır. İki rəqəmdən istənilən birini oynamaq olursa, amma ikisini birlikdə yox, böyüyü oynanılır. Oynamağa gediş yoxdursa, gediş itirilir.

# machine translation, not reviewed
rules-short-hit =
    <b>Vurulan daşlar və bar</b>
    Xanada rəqibin tək daşı blot adlanır. Onun üstünə dayansanız, onu vurursunuz: o, bara gedir. Rəqibin iki və ya daha çox daşı olan xana bağlıdır.
    Barda daşınız varkən başqa daşlarla oynamaq olmaz: əvvəlcə onları oyuna daxil etmək lazımdır. Daş rəqibin evinə daxil olur: 1 ilə — sizin 24-cü xananıza, 6 ilə — 19-cu xananıza, əgər o xana bağlı deyilsə. Belə addımın düyməsi «bar→22» kimi görünür.

# machine translation, not reviewed
rules-short-block =
    <b>Bloklar (çəpərlər)</b>
    Dalbadal bağlı xanalar rəqibin keçməsinə mane olur. Dalbadal altı bağlı xananın üstündən heç bir zərlə tullanmaq olmaz: belə çəpərin arxasındakı daş çəpər açılana qədər gözləyir. Qısa nərddə istənilən uzunluqda çəpər qurmaq olar — onu öz evinizdə qurun ki, rəqibin vurulan daşının girməyə yeri olmasın.

# machine translation, not reviewed
rules-short-bearoff =
    <b>Daşların çıxarılması</b>
    Bütün daşlarınız evdə olanda (1–6-cı xanalar) və barda daşınız qalmayanda daşları çıxarmaq olar. Zər öz nömrəsi olan xanadan daş çıxarır; orada daş yoxdursa, zəri daha böyük nömrəli xanadakı daşın gedişi ilə oynayın, daha böyük nömrəli xanalarda daş yoxdursa isə ən böyük nömrəli tutulmuş xanadakı daşı çıxarın. Çıxarmaq əvəzinə həmişə evin içində gediş etmək olar. Çıxarma zamanı vurulan daş əvvəlcə evə qayıtmalıdır.

# machine translation, not reviewed
rules-short-scoring =
    <b>Qısa nərddə hesab</b>
    Bütün 15 daşı ilk çıxaran qalib gəlir.
    • 1 xal — adi qələbə: uduzan tərəf ən azı bir daş çıxarıb.
    • 2 xal — mars (gammon): heç bir daş çıxarılmayıb.
    • 3 xal — koks (bekqemmon): mars, üstəlik uduzan tərəfin daşı hələ barda və ya qalibin evində durur.
    Öz gedişinizdə təslim olmaq olar (/resign): rəqibə cari mövqeyə görə qələbə yazılır — 1, 2 və ya 3 xal. Adi oyunda ikiqatlama kubu yoxdur, əgər oyun yaradılanda seçilməyibsə.

# machine translation, not reviewed
rules-short-match =
    <b>Matç və ikiqatlama kubu</b>
    Matç N xala qədər oynanılır (1-dən 25-ə qədər; adətən 3, 5 və ya 7): kimsə N xal toplayana qədər oyunlar davam edir. Hər növbəti oyunda oyunçular rənglərini dəyişir, ilk gediş isə yenidən püşklə müəyyən olunur. Oyunun xalları matçın hesabına yazılır; təslim olan oyunçunun rəqibi cari mövqeyə görə oyunun xallarını alır. Rəqib çox uzun müddət gediş etmirsə, bütün matçı götürmək olar (/claim).
    İkiqatlama kubu yalnız oyun və ya matç yaradılanda seçilibsə var. Öz atışınızdan əvvəl, kub mərkəzdə və ya sizdədirsə, ikiqatlama təklif edə bilərsiniz. Rəqib qəbul edir — mərc iki dəfə artır və kub ona keçir; imtina edir — oyunu təklifdən əvvəlki mərclə uduzur. Oyunun xalları (1, 2 və ya 3) kubun dəyərinə vurulur. Kub 64-dən yuxarı qalxmır.
    Krouford qaydası: kiməsə matçda qələbəyə ilk dəfə bir xal qalanda, növbəti oyun (Krouford oyunu) ikiqatlamasız oynanılır, sonrakı oyunlarda isə yenə ikiqatlamaq olar.

# machine translation, not reviewed
diagram-start_short-title = Qısa nərd: düzülüş

# machine translation, not reviewed
diagram-start_short-caption = Hər tərəf xanaları özündən sayır, onun evi 1–6-cı xanalardır. Ağlar 24 → 13 → 12 → 1 yolu ilə gedir, qaralar — əks istiqamətdə. Taxtadakı nömrələr ağlarındır.

# machine translation, not reviewed
diagram-start_short-home_white = Ağların evi

# machine translation, not reviewed
diagram-start_short-home_black = Qaraların evi

# machine translation, not reviewed
diagram-start_long-title = Uzun nərd: düzülüş

# machine translation, not reviewed
diagram-start_long-caption = Bütün 15 daş başda — öz oyunçusunun 24-cü xanasında durur, başlar əks künclərdədir. Hər iki tərəf saat əqrəbinin əksinə gedir. Nömrələr ağlarındır.

# machine translation, not reviewed
diagram-start_long-head_white = Ağların başı

# machine translation, not reviewed
diagram-start_long-head_black = Qaraların başı

# machine translation, not reviewed
diagram-start_long-home_white = Ağların evi

# machine translation, not reviewed
diagram-start_long-home_black = Qaraların evi

# machine translation, not reviewed
diagram-six_block-title = Uzun nərd: dalbadal altı xana

# machine translation, not reviewed
diagram-six_block-caption = Dalbadal altı xananı yalnız onlardan irəlidə rəqibin daşı varsa tutmaq olar. Burada blokdan irəlidə heç bir qara daş yoxdur, buna görə 13→10 olmaz.

# machine translation, not reviewed
diagram-six_block-block = dalbadal 6

# machine translation, not reviewed
diagram-six_block-not_allowed = olmaz

# machine translation, not reviewed
diagram-hit-title = Qısa nərd: vurulan daş

# machine translation, not reviewed
diagram-hit-caption = Ağlar 13→7 oynadı və qaraların tək daşını vurdu: o, bardadır. Rəqibin iki və daha çox daşı olan xana bağlıdır (burada 4).

# machine translation, not reviewed
diagram-hit-hit = vuruldu

# machine translation, not reviewed
diagram-hit-closed = bağlı

# machine translation, not reviewed
diagram-hit-bar = bar

# machine translation, not reviewed
diagram-prime-title = Qısa nərd: çəpər

# machine translation, not reviewed
diagram-prime-caption = Dalbadal altı bağlı xana: çəpərin arxasındakı qara daş heç bir atışla onu keçə bilməz.

# machine translation, not reviewed
diagram-prime-prime = dalbadal 6 xana

# machine translation, not reviewed
diagram-prime-closed = keçmək olmaz

# machine translation, not reviewed
diagram-bear_off-title = Qısa nərd: daşların çıxarılması

# machine translation, not reviewed
diagram-bear_off-caption = 6-4 düşdü. 4 daşı 4-cü xanadan çıxarır. 6-cı xanada ağ daş yoxdur, buna görə 6 daşı ən böyük nömrəli xanadan — 5-dən çıxarır.

# machine translation, not reviewed
diagram-bear_off-four = 4: 4-cü xanadan

# machine translation, not reviewed
diagram-bear_off-six = 6: 5-ci xanadan

# machine translation, not reviewed
diagram-bear_off_long-title = Uzun nərd: daşların çıxarılması

# machine translation, not reviewed
diagram-bear_off_long-caption = 6-4 düşdü. 4 daşı 4-cü xanadan çıxarır. 6-cı xanada ağ daş yoxdur, buna görə 6 daşı ən böyük nömrəli xanadan — 5-dən çıxarır.

# machine translation, not reviewed
diagram-bear_off_long-four = 4: 4-cü xanadan

# machine translation, not reviewed
diagram-bear_off_long-six = 6: 5-ci xanadan

# machine translation, not reviewed
diagram-head-title = Uzun nərd: baş qaydası

# machine translation, not reviewed
diagram-head-caption = Bir gedişdə başdan bir daş götürülür: 6-5 ilə 24→18→13 oynamaq olar, amma başdan ikinci daşı götürmək olmaz. İki daşı yalnız ilk atışda düşən 6-6, 4-4 və ya 3-3 götürməyə imkan verir.

# machine translation, not reviewed
diagram-head-allowed = olar

# machine translation, not reviewed
diagram-head-not_allowed = olmaz

# machine translation, not reviewed
diagram-score_short-title = Qısa nərd: hesab

# machine translation, not reviewed
diagram-score_short-caption = Ağlar bütün daşları çıxardı. Qaralar heç olmasa bir daş çıxarsaydı — adi qələbə, 1 xal. Heç biri çıxarılmayıb — mars, 2 xal. Qaraların daşı hələ ağların evində (və ya barda) olduğu üçün isə — koks, 3 xal.

# machine translation, not reviewed
diagram-score_short-gammon = heç biri çıxarılmayıb — mars

# machine translation, not reviewed
diagram-score_short-backgammon = koks

# machine translation, not reviewed
diagram-score_long-title = Uzun nərd: hesab

# machine translation, not reviewed
diagram-score_long-caption = Ağlar bütün daşları çıxardı. Uduzan tərəf heç olmasa bir daş çıxarıbsa — adi qələbə, 1 xal. Qaralar heç bir daş çıxarmayıb — mars, 2 xal.

# machine translation, not reviewed
diagram-score_long-mars = heç biri çıxarılmayıb — mars

# machine translation, not reviewed
diagram-cube-title = Qısa nərd: ikiqatlama kubu

# machine translation, not reviewed
diagram-cube-caption = Atışdan əvvəl ikiqatlama təklif etmək olar. Qəbul — oyunun dəyəri iki dəfə artır, kub qəbul edəndə qalır. İmtina — əvvəlki mərclə məğlubiyyət.

# machine translation, not reviewed
diagram-cube-cube = ikiqatla ×2

# machine translation, not reviewed
diagram-cube-take = qəbul: ×2

# machine translation, not reviewed
diagram-cube-pass = imtina: −1

# machine translation, not reviewed
diagram-cube_long-title = Uzun nərd: ikiqatlama kubu

# machine translation, not reviewed
diagram-cube_long-caption = Atışdan əvvəl ikiqatlama təklif etmək olar. Qəbul — oyunun dəyəri iki dəfə artır, kub qəbul edəndə qalır. İmtina — əvvəlki mərclə məğlubiyyət.

# machine translation, not reviewed
diagram-cube_long-cube = ikiqatla ×2

# machine translation, not reviewed
diagram-cube_long-take = qəbul: ×2

# machine translation, not reviewed
diagram-cube_long-pass = imtina: −1

# machine translation, not reviewed
rules-long-dice =
    <b>Yoxlana bilən zərlər</b>
    Oyunun bütün atışları, ilk gediş üçün püşk də daxil olmaqla, əvvəlcədən gizli açarla müəyyən edilir. İlk atışdan əvvəl bot açarın izini — SHA-256 heşini göstərir (taxtanın altındakı yazıda 🔐, tam şəkildə — /dice əmrində). Oyun bitəndə «🔐 Zərləri yoxla» düyməsi açarı və bütün atışları açacaq: hər kəs onları özü yenidən hesablaya bilər.
    Beləcə görünür ki, zərlər oyundan əvvəl müəyyən olunub və gedişlərə uyğunlaşdırılmayıb. Açarın özünün dürüst seçildiyini bu yoxlama sübut etmir — bunun üçün /dice bütün oyunlarınızda üzlərin və qoşaların nə qədər tez-tez düşdüyünü göstərir.
    Atışın bəxti onun bu mövqedə orta atışdan neçə xal yaxşı və ya pis olmasıdır; hər oyunçunun oyun boyu bəxti bitmiş oyunun taxtası altında və oyunun təhlilində görünür.

# machine translation, not reviewed
rules-short-dice =
    <b>Yoxlana bilən zərlər</b>
    Oyunun bütün atışları, ilk gediş üçün püşk də daxil olmaqla, əvvəlcədən gizli açarla müəyyən edilir. İlk atışdan əvvəl bot açarın izini — SHA-256 heşini göstərir (taxtanın altındakı yazıda 🔐, tam şəkildə — /dice əmrində). Oyun bitəndə «🔐 Zərləri yoxla» düyməsi açarı və bütün atışları açacaq: hər kəs onları özü yenidən hesablaya bilər.
    Beləcə görünür ki, zərlər oyundan əvvəl müəyyən olunub və gedişlərə uyğunlaşdırılmayıb. Açarın özünün dürüst seçildiyini bu yoxlama sübut etmir — bunun üçün /dice bütün oyunlarınızda üzlərin və qoşaların nə qədər tez-tez düşdüyünü göstərir.
    Atışın bəxti onun bu mövqedə orta atışdan neçə xal yaxşı və ya pis olmasıdır; hər oyunçunun oyun boyu bəxti bitmiş oyunun taxtası altında və oyunun təhlilində görünür.
