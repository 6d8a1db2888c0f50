### Azerbaijani texts of Nardy: webapp (source: ../ru/webapp.ftl)
### state: machine (31 of 31 messages made by machine translation, not reviewed)

# machine translation, not reviewed
webapp-btn-board = 🖐 Taxta

# machine translation, not reviewed
webapp-title = Nərd

# machine translation, not reviewed
webapp-you = Siz

# machine translation, not reviewed
webapp-turn-other = Gediş edir: { $name }

# machine translation, not reviewed
webapp-turn-roll = Gediş sizindir: zər atın və ya ikiqatlama təklif edin

# machine translation, not reviewed
webapp-turn-roll_only = Gediş sizindir: zər atın

# machine translation, not reviewed
webapp-turn-double = Sizə ikiqatlama təklif olunur: oyun { $value } { $points_word } dəyərində

# machine translation, not reviewed
webapp-turn-wait_answer = İkiqatlama təklif olunub, cavab gözlənilir

# machine translation, not reviewed
webapp-tap = Daşa toxunun — onun gedişləri işıqlanacaq

# machine translation, not reviewed
webapp-pick = Hara getməli? İşıqlanan xanaya toxunun

# machine translation, not reviewed
webapp-complete = Bütün zərlər oynanıldı — «Hazır» və ya «Geri addım»

# machine translation, not reviewed
webapp-no_more = Başqa gediş yoxdur: qalan zərləri oynamaq mümkün deyil

# machine translation, not reviewed
webapp-match = { $target } xala qədər matç: { $you }:{ $opp }

# machine translation, not reviewed
webapp-cube = Kub: ×{ $value }

# machine translation, not reviewed
webapp-cube-offered = Kub: ×{ $value } təklif olunub, cavab gözlənilir

# machine translation, not reviewed
webapp-watching = Siz oyunu izləyirsiniz

# machine translation, not reviewed
webapp-resign = 🏳 Təslim ol

# machine translation, not reviewed
webapp-resign-ask = Oyunu təslim edirsiniz?

# machine translation, not reviewed
webapp-resign-ask_match = Bu oyunu, yoxsa bütün matçı təslim edirsiniz?

# machine translation, not reviewed
webapp-resign-game = 🏳 Oyunu təslim et

# machine translation, not reviewed
webapp-finished = Oyun bitdi

# machine translation, not reviewed
webapp-next = ▶ Növbəti oyuna

# machine translation, not reviewed
webapp-err-auth = Girişi yoxlamaq alınmadı. Taxtanı çatda oyunun altındakı düymə ilə yenidən açın.

# machine translation, not reviewed
webapp-err-denied = Bu oyuna baxmaq olmaz: o, başqa çatda gedir.

# machine translation, not reviewed
webapp-err-gone = Oyun tapılmadı. Taxtanı yeni oyunun altındakı düymə ilə açın.

# machine translation, not reviewed
webapp-err-flood = Çox tez — bir saniyə gözləyin.

# machine translation, not reviewed
webapp-err-network = Botla əlaqə yoxdur, yenidən cəhd edirik…

# machine translation, not reviewed
webapp-err-bad = Taxtanın keçidi zədələnib. Taxtanı çatda oyunun altındakı düymə ilə açın.

# machine translation, not reviewed
webapp-clock-delay = +{ $seconds } san

# machine translation, not reviewed
webapp-clock-paused = ⏸ Saatlar razılıqla dayanıb

# machine translation, not reviewed
webapp-clock-asked = ⏸ { $name } fasilə təklif edir
