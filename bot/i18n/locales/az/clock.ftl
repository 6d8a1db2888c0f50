### Azerbaijani texts of Nardy: clock (source: ../ru/clock.ftl)
### state: machine (35 of 35 messages made by machine translation, not reviewed)

# machine translation, not reviewed
clock-control-none = saatsız

# machine translation, not reviewed
clock-control-blitz = blits

# machine translation, not reviewed
clock-control-live = canlı oyun

# machine translation, not reviewed
clock-control-relaxed = sakit oyun

# machine translation, not reviewed
clock-control-words = { $name }: gedişə { $delay } san + hər xal üçün { $reserve } ehtiyat vaxt

# machine translation, not reviewed
clock-control-words-none = saatsız: gediş vaxtla məhdudlaşmır

# machine translation, not reviewed
clock-btn-control = ⏱ { $name }

# machine translation, not reviewed
clock-btn-none = ⏱ Saatsız

# machine translation, not reviewed
clock-lobby = ⏱ Vaxt nəzarəti: { $control }

# machine translation, not reviewed
clock-caption = ⏱ { $white } { $white_left } · { $black } { $black_left }, gedişə +{ $delay } san

# machine translation, not reviewed
clock-caption-paused = ⏸ Saatlar razılıqla dayandırılıb: { $white } { $white_left } · { $black } { $black_left }

# machine translation, not reviewed
clock-warning = ⏳ { $mention }, { $seconds } san qaldı — vaxt bitir!

# machine translation, not reviewed
clock-timeout = ⌛ Vaxt bitdi: { $loser } gedişi vaxtında edə bilmir. Qalib: { $winner }.

# machine translation, not reviewed
clock-timeout-match = ⌛ Vaxt bitdi: { $loser } matçı vaxta görə uduzur. Matçın qalibi: { $winner }.

# machine translation, not reviewed
clock-late = ⌛ Gecdir: vaxt artıq bitib.

# machine translation, not reviewed
clock-analysis = ⌛ Oyun vaxta görə bitdi: { $name } gedişi vaxtında edə bilmədi. Edilməmiş gediş təhlilə daxil deyil.

# machine translation, not reviewed
clock-record = vaxt bitdi

# machine translation, not reviewed
clock-btn-pause = ⏸ Fasilə təklif et

# machine translation, not reviewed
clock-btn-pause-accept = ✅ Fasiləyə razıyam

# machine translation, not reviewed
clock-btn-resume = ▶️ Davam et

# machine translation, not reviewed
clock-pause-asked = ⏸ { $name } saatları dayandırmağı təklif edir. Rəqib razılaşmalıdır.

# machine translation, not reviewed
clock-pause-accepted = ⏸ Saatlar dayandırıldı. Oyunçulardan istənilən biri davam etdirə bilər.

# machine translation, not reviewed
clock-pause-own = Fasiləni rəqib qəbul etməlidir.

# machine translation, not reviewed
clock-pause-sent = ⏸ Fasilə təklif olundu — rəqibin razılığı gözlənilir.

# machine translation, not reviewed
clock-pause-hint = ▶️ Oyunçulardan istənilən biri davam etdirə bilər.

# machine translation, not reviewed
clock-paused = ⏸ Saatlar dayandırılıb. Əvvəlcə «▶️ Davam et» düyməsini basın.

# machine translation, not reviewed
clock-paused-claim = ⏸ Saatlar razılıqla dayandırılıb: fasilə zamanı qələbə tələb etmək olmaz.

# machine translation, not reviewed
clock-resumed = ▶️ Saatlar yenidən işləyir.

# machine translation, not reviewed
clock-downtime = ⏱ Bot { $seconds } san əlçatan deyildi — bu vaxt gediş edən oyunçuya qaytarıldı.

# machine translation, not reviewed
clock-settings = ⏱ Standart saat: { $control }

# machine translation, not reviewed
clock-settings-prompt = Bu çatda yeni oyunlar üçün hansı vaxt nəzarəti qoyulsun?

# machine translation, not reviewed
clock-settings-saved = Standart vaxt nəzarəti: { $control }.

# machine translation, not reviewed
clock-new-unknown = Belə vaxt nəzarəti yoxdur. Mövcud olanlar: { $names }.

# machine translation, not reviewed
clock-seconds =
    { $count ->
        [one] saniyə
       *[other] saniyə
    }

# machine translation, not reviewed
clock-minutes =
    { $count ->
        [one] dəqiqə
       *[other] dəqiqə
    }
