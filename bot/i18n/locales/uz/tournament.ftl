### Uzbek texts of Nardy: tournament (source: ../ru/tournament.ftl)
### state: machine (31 of 31 messages made by machine translation, not reviewed)

# machine translation, not reviewed
tour-format-swiss = shveysariya tizimi

# machine translation, not reviewed
tour-format-knockout = olimpiya tizimi (chiqib ketish)

# machine translation, not reviewed
tour-format-round_robin = aylanma turnir

# machine translation, not reviewed
tour-title = 🏆 Turnir: { $format }

# machine translation, not reviewed
tour-picture-title = Turnir: { $format }

# machine translation, not reviewed
tour-round = Tur: { $round } / { $total }

# machine translation, not reviewed
tour-pairings = <b>Tur: { $round } / { $total }</b> — juftliklar:

# machine translation, not reviewed
tour-pairing-open = { $board }. { $a } — { $b }

# machine translation, not reviewed
tour-pairing-score = { $board }. { $a } — { $b }: <b>{ $score }</b>

# machine translation, not reviewed
tour-pairing-forfeit = { $board }. { $a } — { $b }: <b>{ $score }</b> (kelmadi)

# machine translation, not reviewed
tour-pairing-both_forfeit = { $board }. { $a } — { $b }: <b>0:0</b> (ikkalasi ham kelmadi)

# machine translation, not reviewed
tour-bye = Boʻsh tur (bay, +1 ochko): { $name }

# machine translation, not reviewed
tour-rest = Bu turda dam oladi: { $name }

# machine translation, not reviewed
tour-standings = <b>Jadval</b> — { $round_text }

# machine translation, not reviewed
tour-standings-final = <b>Yakuniy jadval</b>

# machine translation, not reviewed
tour-row = { $place }. { $name } — { $points } { $points_word } · Bx { $buchholz } · ZB { $sb } · { $played } { $matches_word }{ $marks }

# machine translation, not reviewed
tour-row-knockout = { $place }. { $name } — { $points } { $wins_word }{ $marks }

# machine translation, not reviewed
tour-points =
    { $count ->
        [one] ochko
       *[other] ochko
    }

# machine translation, not reviewed
tour-matches =
    { $count ->
        [one] match
       *[other] match
    }

# machine translation, not reviewed
tour-wins =
    { $count ->
        [one] gʻalaba
       *[other] gʻalaba
    }

# machine translation, not reviewed
tour-mark-forfeits = { " " }· kelmasliklar: { $count }

# machine translation, not reviewed
tour-mark-withdrawn = { " " }· 🚪 turnirdan chiqqan

# machine translation, not reviewed
tour-tiebreaks = Ochkolar teng boʻlsa, Buxgols koeffitsiyenti (Bx: raqiblar ochkolari yigʻindisi) kattaroq oʻyinchi yuqorida turadi, soʻng Zonneborn–Berger koeffitsiyenti (ZB: yutilgan raqiblar ochkolari yigʻindisi), soʻng oʻzaro uchrashuv natijasi hisobga olinadi.

# machine translation, not reviewed
tour-winner = 🏆 Turnir tugadi. Gʻolib — { $name }!

# machine translation, not reviewed
tour-col-place = №

# machine translation, not reviewed
tour-col-name = Oʻyinchi

# machine translation, not reviewed
tour-col-points = Ochko

# machine translation, not reviewed
tour-col-buchholz = Bx

# machine translation, not reviewed
tour-col-sb = ZB

# machine translation, not reviewed
tour-col-played = M

# machine translation, not reviewed
tour-legend = ×n — kelmasliklar, ustidan chizilgan — turnirdan chiqqan
