### Azerbaijani texts of Nardy: tournament (source: ../ru/tournament.ftl)
### state: machine (31 of 31 messages made by machine translation, not reviewed)

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
