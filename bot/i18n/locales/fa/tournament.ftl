### Persian texts of Nardy: tournament (source: ../ru/tournament.ftl)
### state: machine (31 of 31 messages made by machine translation, not reviewed)

# machine translation, not reviewed
tour-format-swiss = سیستم سوئیسی

# machine translation, not reviewed
tour-format-knockout = حذفی (تک‌حذفی)

# machine translation, not reviewed
tour-format-round_robin = دوره‌ای (همه با همه)

# machine translation, not reviewed
tour-title = 🏆 تورنمنت: { $format }

# machine translation, not reviewed
tour-picture-title = تورنمنت: { $format }

# machine translation, not reviewed
tour-round = دور { $round } از { $total }

# machine translation, not reviewed
tour-pairings = <b>دور { $round } از { $total }</b> — رویارویی‌ها:

# machine translation, not reviewed
tour-pairing-open = { $board }. { $a } — { $b }

# machine translation, not reviewed
tour-pairing-score = { $board }. { $a } — { $b }: <b>{ $score }</b>

# machine translation, not reviewed
tour-pairing-forfeit = { $board }. { $a } — { $b }: <b>{ $score }</b> (غیبت)

# machine translation, not reviewed
tour-pairing-both_forfeit = { $board }. { $a } — { $b }: <b>0:0</b> (غیبت هر دو)

# machine translation, not reviewed
tour-bye = دور آزاد (بای، +1 امتیاز): { $name }

# machine translation, not reviewed
tour-rest = در این دور استراحت می‌کند: { $name }

# machine translation, not reviewed
tour-standings = <b>جدول</b> — { $round_text }

# machine translation, not reviewed
tour-standings-final = <b>جدول نهایی</b>

# machine translation, not reviewed
tour-row = { $place }. { $name } — { $points } { $points_word } · Bh { $buchholz } · SB { $sb } · { $played } { $matches_word }{ $marks }

# machine translation, not reviewed
tour-row-knockout = { $place }. { $name } — { $points } { $wins_word }{ $marks }

# machine translation, not reviewed
tour-points =
    { $count ->
        [one] امتیاز
       *[other] امتیاز
    }

# machine translation, not reviewed
tour-matches =
    { $count ->
        [one] مسابقه
       *[other] مسابقه
    }

# machine translation, not reviewed
tour-wins =
    { $count ->
        [one] برد
       *[other] برد
    }

# machine translation, not reviewed
tour-mark-forfeits = { " " }· غیبت‌ها: { $count }

# machine translation, not reviewed
tour-mark-withdrawn = { " " }· 🚪 کناره‌گیری کرده

# machine translation, not reviewed
tour-tiebreaks = در صورت تساوی امتیاز، کسی بالاتر است که ضریب بوخهولتس (Bh: مجموع امتیاز حریفانش) بیشتری دارد، بعد ضریب سونبورن–برگر (SB: مجموع امتیاز حریفانی که شکستشان داده)، و بعد نتیجهٔ رویارویی مستقیم.

# machine translation, not reviewed
tour-winner = 🏆 تورنمنت تمام شد. برنده: { $name }!

# machine translation, not reviewed
tour-col-place = #

# machine translation, not reviewed
tour-col-name = بازیکن

# machine translation, not reviewed
tour-col-points = امتیاز

# machine translation, not reviewed
tour-col-buchholz = Bh

# machine translation, not reviewed
tour-col-sb = SB

# machine translation, not reviewed
tour-col-played = م

# machine translation, not reviewed
tour-legend = ×n — غیبت‌ها؛ خط‌خورده — کناره‌گیری کرده
