### Turkish texts of Nardy: clock (source: ../ru/clock.ftl)
### state: machine (35 of 35 messages made by machine translation, not reviewed)

# machine translation, not reviewed
clock-control-none = saatsiz

# machine translation, not reviewed
clock-control-blitz = blitz

# machine translation, not reviewed
clock-control-live = canlı oyun

# machine translation, not reviewed
clock-control-relaxed = rahat oyun

# machine translation, not reviewed
clock-control-words = { $name }: hamle başına { $delay } sn + maç puanı başına { $reserve } yedek süre

# machine translation, not reviewed
clock-control-words-none = saatsiz: hamlelerde süre sınırı yok

# machine translation, not reviewed
clock-btn-control = ⏱ { $name }

# machine translation, not reviewed
clock-btn-none = ⏱ Saatsiz

# machine translation, not reviewed
clock-lobby = ⏱ Süre kontrolü: { $control }

# machine translation, not reviewed
clock-caption = ⏱ { $white } { $white_left } · { $black } { $black_left }, hamle başına +{ $delay } sn

# machine translation, not reviewed
clock-caption-paused = ⏸ Saatler anlaşmayla durduruldu: { $white } { $white_left } · { $black } { $black_left }

# machine translation, not reviewed
clock-warning = ⏳ { $mention }, { $seconds } sn kaldı — süreniz bitiyor!

# machine translation, not reviewed
clock-timeout = ⌛ Süre doldu: { $loser } hamlesini zamanında yapamadı. Kazanan: { $winner }.

# machine translation, not reviewed
clock-timeout-match = ⌛ Süre doldu: { $loser } maçı süreden kaybetti. Maçı kazanan: { $winner }.

# machine translation, not reviewed
clock-late = ⌛ Çok geç: süreniz doldu.

# machine translation, not reviewed
clock-analysis = ⌛ Oyun süreden bitti: { $name } hamlesini zamanında yapamadı. Yapılmayan hamle analiz edilmez.

# machine translation, not reviewed
clock-record = süre doldu

# machine translation, not reviewed
clock-btn-pause = ⏸ Mola teklif et

# machine translation, not reviewed
clock-btn-pause-accept = ✅ Molayı kabul et

# machine translation, not reviewed
clock-btn-resume = ▶️ Devam et

# machine translation, not reviewed
clock-pause-asked = ⏸ { $name } saatleri durdurmayı teklif ediyor. Rakibin kabul etmesi gerekiyor.

# machine translation, not reviewed
clock-pause-accepted = ⏸ Saatler durduruldu. Oyunculardan herhangi biri devam ettirebilir.

# machine translation, not reviewed
clock-pause-own = Molayı rakibinizin kabul etmesi gerekir.

# machine translation, not reviewed
clock-pause-sent = ⏸ Mola teklif edildi — rakibinizin onayı bekleniyor.

# machine translation, not reviewed
clock-pause-hint = ▶️ Oyunculardan herhangi biri devam ettirebilir.

# machine translation, not reviewed
clock-paused = ⏸ Saatler durduruldu. Önce “▶️ Devam et”e basın.

# machine translation, not reviewed
clock-paused-claim = ⏸ Saatler anlaşmayla durduruldu: mola sürerken galibiyet istenemez.

# machine translation, not reviewed
clock-resumed = ▶️ Saatler yeniden işliyor.

# machine translation, not reviewed
clock-downtime = ⏱ Bot { $seconds } sn ulaşılamaz durumdaydı — bu süre sırası gelen oyuncuya geri verildi.

# machine translation, not reviewed
clock-settings = ⏱ Varsayılan saat: { $control }

# machine translation, not reviewed
clock-settings-prompt = Bu sohbetteki yeni oyunlar hangi süre kontrolüyle oynansın?

# machine translation, not reviewed
clock-settings-saved = Varsayılan süre kontrolü: { $control }.

# machine translation, not reviewed
clock-new-unknown = Böyle bir süre kontrolü yok. Seçenekler: { $names }.

# machine translation, not reviewed
clock-seconds =
    { $count ->
        [one] saniye
       *[other] saniye
    }

# machine translation, not reviewed
clock-minutes =
    { $count ->
        [one] dakika
       *[other] dakika
    }
