### Turkish texts of Nardy: tournament (source: ../ru/tournament.ftl)
### state: machine (93 of 93 messages made by machine translation, not reviewed)

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

# machine translation, not reviewed
tour-format-league = lig (haftada bir tur)

# machine translation, not reviewed
tour-format-swiss-short = İsviçre

# machine translation, not reviewed
tour-format-knockout-short = Eleme

# machine translation, not reviewed
tour-format-round_robin-short = Lig usulü

# machine translation, not reviewed
tour-format-league-short = Lig

# machine translation, not reviewed
tour-deadline-none = süre sınırı yok

# machine translation, not reviewed
tour-deadline-hours = { $hours } sa

# machine translation, not reviewed
tour-deadline-days = { $days } { $word }

# machine translation, not reviewed
tour-days =
    { $count ->
        [one] gün
       *[other] gün
    }

# machine translation, not reviewed
tour-lobby-one_game = tek oyunluk maç

# machine translation, not reviewed
tour-lobby-match = { $target } puanlık maçlar

# machine translation, not reviewed
tour-lobby-cube_on = vido küpüyle

# machine translation, not reviewed
tour-lobby-cube_off = küpsüz

# machine translation, not reviewed
tour-lobby-game = { $variant } · { $length } · { $cube }

# machine translation, not reviewed
tour-lobby-time = ⏱ { $control } · ⏳ tur başına { $deadline }

# machine translation, not reviewed
tour-lobby-players = <b>Oyuncular: { $count } / { $most }</b>

# machine translation, not reviewed
tour-lobby-howto = Oynamak için “Katıl”a basın. Düzenleyen ({ $name }) en az üç kişi katılınca turnuvayı başlatır.

# machine translation, not reviewed
tour-lobby-started = ▶ Turnuva başladı: ilk turun eşleşmeleri aşağıda.

# machine translation, not reviewed
tour-lobby-cancelled = ✖ Turnuva iptal edildi.

# machine translation, not reviewed
tour-btn-format = 🏆 { $format }

# machine translation, not reviewed
tour-btn-one_game = 1 oyun

# machine translation, not reviewed
tour-btn-len = { $target } puanlık maç

# machine translation, not reviewed
tour-btn-clock = ⏱ { $control }

# machine translation, not reviewed
tour-btn-deadline = ⏳ { $deadline }

# machine translation, not reviewed
tour-btn-max = 👥 En çok { $most } oyuncu

# machine translation, not reviewed
tour-btn-join = ✋ Katıl

# machine translation, not reviewed
tour-btn-leave = 🚪 Çekil

# machine translation, not reviewed
tour-btn-start = ▶ Başlat

# machine translation, not reviewed
tour-btn-board = 🎲 Masa { $board }

# machine translation, not reviewed
tour-btn-play = ▶ { $board }: kendi sohbetinizde

# machine translation, not reviewed
tour-btn-app = 🖐 { $board }: mini uygulama

# machine translation, not reviewed
tour-alert-admins_only = Burada turnuvayı yalnızca grubun yöneticileri açabilir.

# machine translation, not reviewed
tour-alert-organiser_only = Bunu yalnızca düzenleyen değiştirebilir.

# machine translation, not reviewed
tour-alert-joined = Turnuvadasınız! Eşleşmeleri bekleyin.

# machine translation, not reviewed
tour-alert-left = Turnuvadan çekildiniz.

# machine translation, not reviewed
tour-alert-full = Yer kalmadı.

# machine translation, not reviewed
tour-alert-not_in = Turnuvaya kayıtlı değilsiniz.

# machine translation, not reviewed
tour-alert-already = Zaten kayıtlısınız.

# machine translation, not reviewed
tour-alert-few = Turnuva için en az 3 oyuncu gerekir.

# machine translation, not reviewed
tour-alert-round_robin_max = Lig usulü turnuvada en fazla 10 oyuncu olur.

# machine translation, not reviewed
tour-alert-closed = Turnuva başladı ya da iptal edildi.

# machine translation, not reviewed
tour-groups_only = Turnuvalar gruplarda oynanır: beni bir gruba ekleyin ve orada /tournament yazın.

# machine translation, not reviewed
tour-exists = Bu grupta zaten bir turnuva var: önce onu bitirin.

# machine translation, not reviewed
tour-deadline-until = ⏳ Son oynama zamanı { $when } UTC: o zamana kadar oynamayan hükmen yenilir.

# machine translation, not reviewed
tour-final = 🏆 Turnuva bitti. Kazanan: { $name }! Son tablo yukarıda; her maçın kaydı (.mat ve JSON) /history içinde.

# machine translation, not reviewed
tour-withdrawn = 🚪 Turnuvadan çekildiniz: artık eşleştirilmeyeceksiniz, oynadığınız maç da hükmen yenilgi sayıldı.

# machine translation, not reviewed
tour-settings-admins = 🏆 Turnuvaları yalnızca yöneticiler açar (/tournament).

# machine translation, not reviewed
tour-settings-anyone = 🏆 Turnuvayı grubun her üyesi açabilir (/tournament).

# machine translation, not reviewed
tour-settings-btn-admins = 🏆 Turnuva: yöneticiler

# machine translation, not reviewed
tour-settings-btn-anyone = 🏆 Turnuva: herkes

# machine translation, not reviewed
tour-settings-saved-admins = Artık turnuvaları yalnızca yöneticiler açar.

# machine translation, not reviewed
tour-settings-saved-anyone = Artık turnuvayı her üye açabilir.

# machine translation, not reviewed
cmd-tournament = Grupta turnuva veya lig

# machine translation, not reviewed
cmd-withdraw = Turnuvadan çekil

# machine translation, not reviewed
tour-inline-title = Turnuva maçınız — rakip: { $name }

# machine translation, not reviewed
tour-inline-description = Tur { $round }, masa { $board }: masa bu sohbette açılır

# machine translation, not reviewed
tour-inline-caption = 🏆 Turnuva maçı, { $round }. tur: { $white } — { $black }. ▶ tuşuna basın, masa burada açılsın.

# machine translation, not reviewed
tour-inline-elsewhere = Bu maç zaten başka bir mesajda oynanıyor.

# machine translation, not reviewed
tour-btn-here = ▶ Burada oyna

# machine translation, not reviewed
tour-alert-here = Maç burada — bol şans!

# machine translation, not reviewed
tour-alert-match_over = Bu maç bitti (ya da turu sona erdi).

# machine translation, not reviewed
tour-alert-not_yours = Bu, başka bir eşin maçı.
