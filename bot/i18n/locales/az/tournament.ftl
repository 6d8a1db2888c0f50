### Azerbaijani texts of Nardy: tournament (source: ../ru/tournament.ftl)
### state: machine (93 of 93 messages made by machine translation, not reviewed)

# machine translation, not reviewed
tour-format-swiss = İsveçrə sistemi

# machine translation, not reviewed
tour-format-knockout = olimpiya sistemi (uduzan çıxır)

# machine translation, not reviewed
tour-format-round_robin = dairəvi turnir

# machine translation, not reviewed
tour-title = 🏆 Turnir: { $format }

# machine translation, not reviewed
tour-picture-title = Turnir: { $format }

# machine translation, not reviewed
tour-round = Tur { $round } / { $total }

# machine translation, not reviewed
tour-pairings = <b>Tur { $round } / { $total }</b> — cütlər:

# machine translation, not reviewed
tour-pairing-open = { $board }. { $a } — { $b }

# machine translation, not reviewed
tour-pairing-score = { $board }. { $a } — { $b }: <b>{ $score }</b>

# machine translation, not reviewed
tour-pairing-forfeit = { $board }. { $a } — { $b }: <b>{ $score }</b> (gəlmədi)

# machine translation, not reviewed
tour-pairing-both_forfeit = { $board }. { $a } — { $b }: <b>0:0</b> (heç biri gəlmədi)

# machine translation, not reviewed
tour-bye = Boş tur (bay, +1 xal): { $name }

# machine translation, not reviewed
tour-rest = Bu turda istirahət edir: { $name }

# machine translation, not reviewed
tour-standings = <b>Cədvəl</b> — { $round_text }

# machine translation, not reviewed
tour-standings-final = <b>Yekun cədvəl</b>

# machine translation, not reviewed
tour-row = { $place }. { $name } — { $points } { $points_word } · Bx { $buchholz } · ZB { $sb } · { $played } { $matches_word }{ $marks }

# machine translation, not reviewed
tour-row-knockout = { $place }. { $name } — { $points } { $wins_word }{ $marks }

# machine translation, not reviewed
tour-points =
    { $count ->
        [one] xal
       *[other] xal
    }

# machine translation, not reviewed
tour-matches =
    { $count ->
        [one] matç
       *[other] matç
    }

# machine translation, not reviewed
tour-wins =
    { $count ->
        [one] qələbə
       *[other] qələbə
    }

# machine translation, not reviewed
tour-mark-forfeits = { " " }· gəlməmə: { $count }

# machine translation, not reviewed
tour-mark-withdrawn = { " " }· 🚪 turnirdən çıxıb

# machine translation, not reviewed
tour-tiebreaks = Xallar bərabər olanda Buxholts əmsalı (Bx: rəqiblərin xallarının cəmi) yüksək olan, sonra Zonneborn–Berger əmsalı (ZB: məğlub edilmiş rəqiblərin xallarının cəmi) yüksək olan, sonra isə şəxsi görüşün qalibi yuxarıda durur.

# machine translation, not reviewed
tour-winner = 🏆 Turnir bitdi. Qalib — { $name }!

# machine translation, not reviewed
tour-col-place = №

# machine translation, not reviewed
tour-col-name = Oyunçu

# machine translation, not reviewed
tour-col-points = Xal

# machine translation, not reviewed
tour-col-buchholz = Bx

# machine translation, not reviewed
tour-col-sb = ZB

# machine translation, not reviewed
tour-col-played = M

# machine translation, not reviewed
tour-legend = ×n — gəlməmələr, üstündən xətt çəkilib — turnirdən çıxıb

# machine translation, not reviewed
tour-format-league = liqa (həftədə bir tur)

# machine translation, not reviewed
tour-format-swiss-short = İsveçrə

# machine translation, not reviewed
tour-format-knockout-short = Uduzan çıxır

# machine translation, not reviewed
tour-format-round_robin-short = Dairəvi

# machine translation, not reviewed
tour-format-league-short = Liqa

# machine translation, not reviewed
tour-deadline-none = müddətsiz

# machine translation, not reviewed
tour-deadline-hours = { $hours } saat

# machine translation, not reviewed
tour-deadline-days = { $days } { $word }

# machine translation, not reviewed
tour-days =
    { $count ->
        [one] gün
       *[other] gün
    }

# machine translation, not reviewed
tour-lobby-one_game = bir oyunluq matç

# machine translation, not reviewed
tour-lobby-match = { $target } xala qədər matçlar

# machine translation, not reviewed
tour-lobby-cube_on = ikiqatlama kubu ilə

# machine translation, not reviewed
tour-lobby-cube_off = kubsuz

# machine translation, not reviewed
tour-lobby-game = { $variant } · { $length } · { $cube }

# machine translation, not reviewed
tour-lobby-time = ⏱ { $control } · ⏳ hər tura { $deadline }

# machine translation, not reviewed
tour-lobby-players = <b>İştirakçılar: { $count } / { $most }</b>

# machine translation, not reviewed
tour-lobby-howto = Oynamaq üçün «İştirak et» düyməsini basın. Təşkilatçı — { $name } — ən azı üç nəfər yazılanda turniri başladacaq.

# machine translation, not reviewed
tour-lobby-started = ▶ Turnir başladı: aşağıda birinci turun cütləri.

# machine translation, not reviewed
tour-lobby-cancelled = ✖ Turnir ləğv olundu.

# machine translation, not reviewed
tour-btn-format = 🏆 { $format }

# machine translation, not reviewed
tour-btn-one_game = 1 oyun

# machine translation, not reviewed
tour-btn-len = { $target } xala qədər matç

# machine translation, not reviewed
tour-btn-clock = ⏱ { $control }

# machine translation, not reviewed
tour-btn-deadline = ⏳ { $deadline }

# machine translation, not reviewed
tour-btn-max = 👥 { $most } oyunçuya qədər

# machine translation, not reviewed
tour-btn-join = ✋ İştirak et

# machine translation, not reviewed
tour-btn-leave = 🚪 Çıx

# machine translation, not reviewed
tour-btn-start = ▶ Başla

# machine translation, not reviewed
tour-btn-board = 🎲 Taxta { $board }

# machine translation, not reviewed
tour-btn-play = ▶ { $board }: öz çatınızda

# machine translation, not reviewed
tour-btn-app = 🖐 { $board }: mini-tətbiq

# machine translation, not reviewed
tour-alert-admins_only = Burada turniri yalnız qrupun administratorları aça bilər.

# machine translation, not reviewed
tour-alert-organiser_only = Bunu yalnız təşkilatçı dəyişə bilər.

# machine translation, not reviewed
tour-alert-joined = Siz turnirdəsiniz! Püşkatmanı gözləyin.

# machine translation, not reviewed
tour-alert-left = Siz turnirdən çıxdınız.

# machine translation, not reviewed
tour-alert-full = Yer qalmayıb.

# machine translation, not reviewed
tour-alert-not_in = Siz turnirə yazılmamısınız.

# machine translation, not reviewed
tour-alert-already = Siz artıq yazılmısınız.

# machine translation, not reviewed
tour-alert-few = Turnir üçün ən azı 3 oyunçu lazımdır.

# machine translation, not reviewed
tour-alert-round_robin_max = Dairəvi turnirdə ən çoxu 10 iştirakçı olur.

# machine translation, not reviewed
tour-alert-closed = Turnir artıq başlayıb və ya ləğv olunub.

# machine translation, not reviewed
tour-groups_only = Turnirlər qruplarda oynanılır: məni qrupa əlavə edin və orada /tournament yazın.

# machine translation, not reviewed
tour-exists = Bu qrupda artıq turnir gedir: əvvəlcə onu başa çatdırın.

# machine translation, not reviewed
tour-deadline-until = ⏳ { $when } UTC-yə qədər oynayın: oynamayan gəlmədiyinə görə məğlub sayılır.

# machine translation, not reviewed
tour-final = 🏆 Turnir başa çatdı. Qalib: { $name }! Yekun cədvəl yuxarıdadır; hər matçın qeydi (.mat və JSON) /history bölməsindədir.

# machine translation, not reviewed
tour-withdrawn = 🚪 Siz turnirdən çıxdınız: sizi daha cütlərə salmırlar, oynadığınız matç isə gəlmədiyinizə görə məğlubiyyət sayıldı.

# machine translation, not reviewed
tour-settings-admins = 🏆 Turnirləri yalnız administratorlar açır (/tournament).

# machine translation, not reviewed
tour-settings-anyone = 🏆 Turniri qrupun istənilən üzvü aça bilər (/tournament).

# machine translation, not reviewed
tour-settings-btn-admins = 🏆 Turnir: adminlər

# machine translation, not reviewed
tour-settings-btn-anyone = 🏆 Turnir: hamı

# machine translation, not reviewed
tour-settings-saved-admins = İndi turnirləri yalnız administratorlar açır.

# machine translation, not reviewed
tour-settings-saved-anyone = İndi turniri istənilən üzv aça bilər.

# machine translation, not reviewed
cmd-tournament = Qrupda turnir və ya liqa

# machine translation, not reviewed
cmd-withdraw = Turnirdən çıx

# machine translation, not reviewed
tour-inline-title = Turnir matçınız: rəqib — { $name }

# machine translation, not reviewed
tour-inline-description = Tur { $round }, taxta { $board }: taxta bu çatda açılacaq

# machine translation, not reviewed
tour-inline-caption = 🏆 Turnir matçı, { $round }-ci tur: { $white } — { $black }. ▶ düyməsini basın, taxta burada açılacaq.

# machine translation, not reviewed
tour-inline-elsewhere = Bu matç artıq başqa mesajda oynanılır.

# machine translation, not reviewed
tour-btn-here = ▶ Burada oyna

# machine translation, not reviewed
tour-alert-here = Matç buradadır — uğurlar!

# machine translation, not reviewed
tour-alert-match_over = Bu matç artıq oynanılıb (və ya onun turu bitib).

# machine translation, not reviewed
tour-alert-not_yours = Bu, başqa cütün matçıdır.
