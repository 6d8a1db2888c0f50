### Turkish texts of Nardy: webapp (source: ../ru/webapp.ftl)
### state: machine (31 of 31 messages made by machine translation, not reviewed)

# machine translation, not reviewed
webapp-btn-board = 🖐 Tahta

# machine translation, not reviewed
webapp-title = Tavla

# machine translation, not reviewed
webapp-you = Siz

# machine translation, not reviewed
webapp-turn-other = Sıra: { $name }

# machine translation, not reviewed
webapp-turn-roll = Sıra sizde: zar atın ya da vido teklif edin

# machine translation, not reviewed
webapp-turn-roll_only = Sıra sizde: zar atın

# machine translation, not reviewed
webapp-turn-double = Size vido teklif ediliyor: oyun { $value } { $points_word }

# machine translation, not reviewed
webapp-turn-wait_answer = Vido teklif edildi, yanıt bekleniyor

# machine translation, not reviewed
webapp-tap = Bir pula dokunun — gidebileceği haneler işaretlensin

# machine translation, not reviewed
webapp-pick = Nereye? İşaretli bir haneye dokunun

# machine translation, not reviewed
webapp-complete = Tüm zarlar oynandı — “Tamam” ya da “Geri al”

# machine translation, not reviewed
webapp-no_more = Başka hamle yok: kalan zarlar oynanamıyor

# machine translation, not reviewed
webapp-match = { $target } puanlık maç: { $you }:{ $opp }

# machine translation, not reviewed
webapp-cube = Küp: ×{ $value }

# machine translation, not reviewed
webapp-cube-offered = Küp: ×{ $value } teklif edildi, yanıt bekleniyor

# machine translation, not reviewed
webapp-watching = Bu oyunu izliyorsunuz

# machine translation, not reviewed
webapp-resign = 🏳 Pes et

# machine translation, not reviewed
webapp-resign-ask = Bu oyundan pes ediyor musunuz?

# machine translation, not reviewed
webapp-resign-ask_match = Bu oyunu mu, bütün maçı mı bırakıyorsunuz?

# machine translation, not reviewed
webapp-resign-game = 🏳 Oyunu bırak

# machine translation, not reviewed
webapp-finished = Oyun bitti

# machine translation, not reviewed
webapp-next = ▶ Sıradaki oyuna

# machine translation, not reviewed
webapp-err-auth = Girişiniz doğrulanamadı. Tahtayı sohbetteki oyunun altındaki düğmeyle yeniden açın.

# machine translation, not reviewed
webapp-err-denied = Bu oyunu izleyemezsiniz: başka bir sohbette oynanıyor.

# machine translation, not reviewed
webapp-err-gone = Oyun bulunamadı. Tahtayı yeni oyunun altındaki düğmeyle açın.

# machine translation, not reviewed
webapp-err-flood = Çok hızlı — bir saniye bekleyin.

# machine translation, not reviewed
webapp-err-network = Botla bağlantı yok, yeniden deneniyor…

# machine translation, not reviewed
webapp-err-bad = Tahta bağlantısı bozuk. Tahtayı sohbetteki oyunun altındaki düğmeyle açın.

# machine translation, not reviewed
webapp-clock-delay = +{ $seconds } sn

# machine translation, not reviewed
webapp-clock-paused = ⏸ Saatler anlaşmayla durdu

# machine translation, not reviewed
webapp-clock-asked = ⏸ { $name } mola teklif ediyor
