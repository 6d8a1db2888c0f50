### Azerbaijani texts of Nardy: coach (source: ../ru/coach.ftl)
### state: machine (55 of 55 messages made by machine translation, not reviewed)

# machine translation, not reviewed
coach-btn-hint = 💡 Məsləhət

# machine translation, not reviewed
coach-btn-show = 👁 Taxtada göstər

# machine translation, not reviewed
coach-btn-analysis = 📊 Oyunun təhlili

# machine translation, not reviewed
coach-hints_on = 💡 Məsləhətlər açıqdır

# machine translation, not reviewed
coach-hint-title = 💡 { $name }, { $dice } üçün məsləhət:

# machine translation, not reviewed
coach-hint-best = ən yaxşı gediş

# machine translation, not reviewed
coach-hint-line = { $n }. { $moves } ({ $diff })

# machine translation, not reviewed
coach-hint-note = <i>Fərq — gedişin ən yaxşı gedişlə müqayisədə orta hesabla neçə xal itirməsidir.</i>

# machine translation, not reviewed
coach-hint-shown = 💡 Ən yaxşı gediş: { $moves }

# machine translation, not reviewed
coach-alert-off = Bu oyunda məsləhətlər bağlıdır: onları hər iki oyunçu /hints əmri ilə açmalıdır.

# machine translation, not reviewed
coach-alert-hint_old = Bu məsləhət artıq köhnəlib: gediş oynanılıb.

# machine translation, not reviewed
coach-alert-thinking = Məsləhəti hesablayıram…

# machine translation, not reviewed
coach-alert-running = Bu oyunun təhlili artıq gedir.

# machine translation, not reviewed
coach-alert-missing = Bu oyun bu çatda oynanılan oyunlar arasında tapılmadı.

# machine translation, not reviewed
coach-alert-failed = Oyunu təhlil etmək alınmadı. Bir az sonra yenidən cəhd edin.

# machine translation, not reviewed
coach-hints-on = 💡 { $name }, bu çatda məsləhətlərə razılıq verdiniz. Dostla oyunda məsləhətlər rəqib də onları açanda görünəcək. Bağlamaq üçün: <code>/hints off</code>.

# machine translation, not reviewed
coach-hints-off = { $name }, bu çatdakı oyunlarınız üçün məsləhətlər bağlandı.

# machine translation, not reviewed
coach-hints-private = 💡 Botla oyunda məsləhət həmişə var: gedişinizdə taxtanın altındakı «💡 Məsləhət» düyməsi. Qrupda dostla oyunlarda məsləhətlər /hints əmri ilə açılır — yalnız hər iki oyunçu razı olsa.

# machine translation, not reviewed
coach-list-title = 📊 Təhlil üçün oyun seçin:

# machine translation, not reviewed
coach-list-none = Bu çatda hələ bitmiş oyun yoxdur. Oynayın: /new

# machine translation, not reviewed
coach-list-game = { $date } · { $variant }: { $white } — { $black }

# machine translation, not reviewed
coach-list-match_game = { $date } · { $white } — { $black } · { $target } xala qədər, { $white_points }:{ $black_points }

# machine translation, not reviewed
coach-progress = ⏳ Təhlil: { $done } / { $total } { $turns }

# machine translation, not reviewed
coach-turns =
    { $count ->
        [one] gediş
       *[other] gediş
    }

# machine translation, not reviewed
coach-title = 📊 <b>Oyunun təhlili</b> — { $variant }

# machine translation, not reviewed
coach-player = { $icon } <b>{ $name }</b>

# machine translation, not reviewed
coach-no_decisions = gediş seçmək lazım gəlmədi

# machine translation, not reviewed
coach-figures = qərarlar: { $decisions }, orta səhv: { $rate } — oyun səviyyəsi: { $rating }

# machine translation, not reviewed
coach-counts = şübhəli gedişlər: { $doubtful }, səhvlər: { $errors }, kobud səhvlər: { $blunders }

# machine translation, not reviewed
coach-worst = Ən baha başa gələn səhvlər aşağıdakı şəkillərdədir.

# machine translation, not reviewed
coach-no_mistakes = Ən yaxşısından pis bir gediş belə yoxdur — təmiz oyun!

# machine translation, not reviewed
coach-thresholds = <i>Orta səhv — bir gediş seçiminin ən yaxşı gedişlə müqayisədə orta hesabla nə qədər itirdiyidir, xalın mində biri ilə: 8,0 gediş başına 0,008 xal deməkdir. { $doubtful } xal və daha çox itirən gediş şübhəli, { $error } və daha çox itirən — səhv, { $blunder } və daha çox itirən — kobud səhvdir. Orta səhvə görə oyun səviyyəsi: 5-dən az — usta, 10-dan az — güclü oyunçu, 18-dən az — inamlı həvəskar, 30-dan az — həvəskar, daha çox — yeni başlayan.</i>

# machine translation, not reviewed
coach-rating-master = usta

# machine translation, not reviewed
coach-rating-strong = güclü oyunçu

# machine translation, not reviewed
coach-rating-confident = inamlı həvəskar

# machine translation, not reviewed
coach-rating-amateur = həvəskar

# machine translation, not reviewed
coach-rating-novice = yeni başlayan

# machine translation, not reviewed
coach-kind-fine = qeyri-dəqiqlik

# machine translation, not reviewed
coach-kind-doubtful = şübhəli gediş

# machine translation, not reviewed
coach-kind-error = səhv

# machine translation, not reviewed
coach-kind-blunder = kobud səhv

# machine translation, not reviewed
coach-mistake =
    { $n }. { $icon } { $name }, gediş { $turn }, zərlər { $dice } — { $kind }, itki { $loss }
    🟠 oynanılıb: { $played }
    🔵 daha yaxşı: { $best }

# machine translation, not reviewed
coach-cube-figures = 🎲 kub: qərarlar { $decisions }, orta səhv: { $rate }; şübhəli: { $doubtful }, səhvlər: { $errors }, kobud səhvlər: { $blunders }

# machine translation, not reviewed
coach-cube-none = 🎲 kub: kubla bağlı qərar olmayıb

# machine translation, not reviewed
coach-cube-note = <i>Kub qərarları ayrıca qiymətləndirilir: hər ikiqatlama, qəbul və imtina, «ikiqatlamadan» isə yalnız ikiqatlama düzgün qərara yaxın olanda. Mövqenin qiyməti və itki mərclə ölçülür: ikiqatlamadan imtina düz bir mərc dəyərindədir. Matçda onlar matçı udmaq şanslarından hesablanır və həmin mərclərə çevrilir.</i>

# machine translation, not reviewed
coach-cube-act-double = ikiqatlama

# machine translation, not reviewed
coach-cube-act-no_double = ikiqatlamadan

# machine translation, not reviewed
coach-cube-act-take = ikiqatlamanın qəbulu

# machine translation, not reviewed
coach-cube-act-pass = ikiqatlamadan imtina

# machine translation, not reviewed
coach-cube-verdict-double = İkiqatlamaq lazım idi: { $loss }

# machine translation, not reviewed
coach-cube-verdict-no_double = İkiqatlamaq tez idi: { $loss }

# machine translation, not reviewed
coach-cube-verdict-too_good = Mövqe ikiqatlama üçün həddən artıq yaxşıdır — mars üçün oynamağa davam etmək lazım idi: { $loss }

# machine translation, not reviewed
coach-cube-verdict-take = Qəbul etmək lazım idi: { $loss }

# machine translation, not reviewed
coach-cube-verdict-pass = İmtina etmək lazım idi: { $loss }

# machine translation, not reviewed
coach-cube-mistake =
    { $n }. { $icon } { $name }, gediş { $turn } (atışdan əvvəl), kub ×{ $cube } — { $kind }
    🎲 qərar: { $act }
    { $verdict }
    Mövqenin qiyməti, mərclə: ikiqatlamasız { $nd } · ikiqatlama və qəbul { $dt } · ikiqatlama və imtina { $dp }
