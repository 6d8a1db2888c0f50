### Turkish texts of Nardy: tournament (source: ../ru/tournament.ftl)
### state: machine (31 of 31 messages made by machine translation, not reviewed)

# machine translation, not reviewed
tour-format-swiss = İsviçre sistemi

# machine translation, not reviewed
tour-format-knockout = eleme usulü (kaybeden elenir)

# machine translation, not reviewed
tour-format-round_robin = lig usulü (herkes herkesle)

# machine translation, not reviewed
tour-title = 🏆 Turnuva: { $format }

# machine translation, not reviewed
tour-picture-title = Turnuva: { $format }

# machine translation, not reviewed
tour-round = Tur { $round } / { $total }

# machine translation, not reviewed
tour-pairings = <b>Tur { $round } / { $total }</b> — eşleşmeler:

# machine translation, not reviewed
tour-pairing-open = { $board }. { $a } — { $b }

# machine translation, not reviewed
tour-pairing-score = { $board }. { $a } — { $b }: <b>{ $score }</b>

# machine translation, not reviewed
tour-pairing-forfeit = { $board }. { $a } — { $b }: <b>{ $score }</b> (hükmen)

# machine translation, not reviewed
tour-pairing-both_forfeit = { $board }. { $a } — { $b }: <b>0:0</b> (ikisi de gelmedi)

# machine translation, not reviewed
tour-bye = Bay (+1 puan): { $name }

# machine translation, not reviewed
tour-rest = Bu tur dinleniyor: { $name }

# machine translation, not reviewed
tour-standings = <b>Puan durumu</b> — { $round_text }

# machine translation, not reviewed
tour-standings-final = <b>Son puan durumu</b>

# machine translation, not reviewed
tour-row = { $place }. { $name } — { $points } { $points_word } · Bh { $buchholz } · SB { $sb } · { $played } { $matches_word }{ $marks }

# machine translation, not reviewed
tour-row-knockout = { $place }. { $name } — { $points } { $wins_word }{ $marks }

# machine translation, not reviewed
tour-points =
    { $count ->
        [one] puan
       *[other] puan
    }

# machine translation, not reviewed
tour-matches =
    { $count ->
        [one] maç
       *[other] maç
    }

# machine translation, not reviewed
tour-wins =
    { $count ->
        [one] galibiyet
       *[other] galibiyet
    }

# machine translation, not reviewed
tour-mark-forfeits = { " " }· hükmen: { $count }

# machine translation, not reviewed
tour-mark-withdrawn = { " " }· 🚪 çekildi

# machine translation, not reviewed
tour-tiebreaks = Puanı eşit olan oyuncular önce Buchholz’a (Bh: rakiplerinin puanları toplamı), sonra Sonneborn–Berger’e (SB: yendiği rakiplerin puanları toplamı), sonra aralarındaki maçın sonucuna göre sıralanır.

# machine translation, not reviewed
tour-winner = 🏆 Turnuva bitti. Kazanan: { $name }!

# machine translation, not reviewed
tour-col-place = #

# machine translation, not reviewed
tour-col-name = Oyuncu

# machine translation, not reviewed
tour-col-points = Puan

# machine translation, not reviewed
tour-col-buchholz = Bh

# machine translation, not reviewed
tour-col-sb = SB

# machine translation, not reviewed
tour-col-played = M

# machine translation, not reviewed
tour-legend = ×n hükmen yenilgi; üstü çizili: turnuvadan çekildi
