### Turkish texts of Nardy: inline (source: ../ru/inline.ftl)
### state: machine (30 of 30 messages made by machine translation, not reviewed)

# machine translation, not reviewed
help-inline =
    { "" }

    <b>Herhangi bir sohbette arkadaşla</b>
    Arkadaşınızla yazıştığınız sohbette { $bot } yazıp bir boşluk bırakın (botu sohbete eklemeniz gerekmez) ve oyunu seçin: uzun ya da klasik tavla, tek oyun ya da 3 veya 5 puanlık maç. Sohbette bir davet belirir; arkadaşınız katılmadan önce vido küpünü ve ipuçlarını açabilirsiniz (arkadaşınız katılarak bunları kabul eder). Arkadaşınız “Katıl”a basar ve bütün oyun (ya da maç) doğrudan o mesajda oynanır. Botla da oynayabilirsiniz: “Botla oyna” düğmesi. Pes etmek, süreden galibiyet istemek ve ipucu tahtanın altındaki düğmelerdedir; oyunun analizini bot size özel sohbetten gönderir.

# machine translation, not reviewed
inline-result = Arkadaşla oyun, doğrudan bu sohbette

# machine translation, not reviewed
inline-result-match = { $target } puanlık maç, doğrudan bu sohbette

# machine translation, not reviewed
inline-title-match = { $variant }: { $target } puanlık maç

# machine translation, not reviewed
inline-lobby =
    🎲 { $name } sizi oyuna davet ediyor.
    { $variant }.
    Başlamak için “Katıl”a basın.

# machine translation, not reviewed
inline-rematch =
    🔁 Rövanş! { $name } yeniden oynamak istiyor.
    { $variant }.
    { $other }, kabul etmek için “Katıl”a basın.

# machine translation, not reviewed
inline-hints_on = 💡 İpuçlarıyla: katılarak iki oyuncunun da ipucu alacağını kabul etmiş olursunuz.

# machine translation, not reviewed
inline-btn-hints_on = 💡 İpuçları: açık

# machine translation, not reviewed
inline-btn-hints_off = 💡 İpuçları: kapalı

# machine translation, not reviewed
inline-btn-show = 🎯 En iyi hamle tahtada

# machine translation, not reviewed
inline-cancelled = ✖ Davet geri çekildi.

# machine translation, not reviewed
lobby-expired-inline = ⌛ Daveti kimse kabul etmedi, davet kapandı. Yeni davet için sohbette botun adını yazın.

# machine translation, not reviewed
inline-alert-expired = Bu davet kapandı: uzun süre kimse kabul etmedi.

# machine translation, not reviewed
inline-resign_ask = Gerçekten pes ediyor musunuz? Tahtanın altındaki düğmeyle onaylayın.

# machine translation, not reviewed
inline-alert-hints_off = Bu oyunda ipucu yok: ipuçları davette, rakip katılmadan önce açılır.

# machine translation, not reviewed
inline-hint-title = 💡 { $dice } için en iyi hamleler:

# machine translation, not reviewed
inline-hint-drawn = En iyi hamle tahtada gösterildi.

# machine translation, not reviewed
inline-analysis-coming = 📊 Oyun analiz ediliyor; analiz buraya gönderilecek.

# machine translation, not reviewed
inline-alert-start_bot = Analiz özel sohbetten gelir: botu açıp “Başlat”a basın, analizi göndersin.

# machine translation, not reviewed
inline-alert-analysis_sent = Analiz, botla özel sohbetinize gelecek.

# machine translation, not reviewed
inline-alert-start_bot-c = Zar doğrulaması özel sohbetten gelir: botu açıp “Başlat”a basın, doğrulamayı göndersin.

# machine translation, not reviewed
inline-alert-start_bot-r = Tekrar özel sohbetten gelir: botu açıp “Başlat”a basın, tekrarı göndersin.

# machine translation, not reviewed
inline-alert-sent-c = Zar doğrulaması botla özel sohbetinizde.

# machine translation, not reviewed
inline-alert-sent-r = Tekrar, botla özel sohbetinize gelecek.

# machine translation, not reviewed
inline-replay-coming = 🎞 Oyunun tekrarı hazırlanıyor; buraya gönderilecek.

# machine translation, not reviewed
inline-claim_notice = ⏰ { $name } { $hours } saattir hamle yapmıyor. { $other }, “Süreden galibiyet” düğmesiyle galibiyeti alabilir.

# machine translation, not reviewed
btn-resign = 🏳 Pes et

# machine translation, not reviewed
btn-claim = ⏰ Süreden galibiyet

# machine translation, not reviewed
btn-again = 🎲 Bir oyun daha

# machine translation, not reviewed
alert-text = { $text }
