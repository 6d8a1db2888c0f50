### Azerbaijani texts of Nardy: inline (source: ../ru/inline.ftl)
### state: machine (30 of 30 messages made by machine translation, not reviewed)

# machine translation, not reviewed
help-inline =
    { "" }

    <b>Dostla istənilən çatda</b>
    Dostunuzla yazışmada { $bot } və boşluq yazın (botu çata əlavə etmək lazım deyil) və oyunu seçin: uzun və ya qısa nərd, bir oyun və ya 3 ya 5 xala qədər matç. Çatda dəvət görünəcək; dostunuz qoşulana qədər ikiqatlama kubunu və məsləhətləri aça bilərsiniz (dost qoşulmaqla onlara razılıq verir). Dost «Qoşul» düyməsini basır və bütün oyun (və ya bütün matç) elə həmin mesajda gedir. Botla da olar: «Botla oyna» düyməsi. Təslim olmaq, vaxta görə qələbəni götürmək, məsləhət — taxtanın altındakı düymələrlədir; oyunun təhlilini bot sizə şəxsi mesajla göndərəcək.

# machine translation, not reviewed
inline-result = Dostla oyun elə bu çatda

# machine translation, not reviewed
inline-result-match = { $target } xala qədər matç elə bu çatda

# machine translation, not reviewed
inline-title-match = { $variant }: { $target } xala qədər matç

# machine translation, not reviewed
inline-lobby =
    🎲 { $name } oynamağa dəvət edir.
    { $variant }.
    Başlamaq üçün «Qoşul» düyməsini basın.

# machine translation, not reviewed
inline-rematch =
    🔁 Revanş! { $name } bir daha oynamağı təklif edir.
    { $variant }.
    { $other }, qəbul etmək üçün «Qoşul» düyməsini basın.

# machine translation, not reviewed
inline-hints_on = 💡 Məsləhətlərlə: qoşulmaqla hər iki oyunçunun məsləhət alacağına razılıq verirsiniz.

# machine translation, not reviewed
inline-btn-hints_on = 💡 Məsləhətlər: açıq

# machine translation, not reviewed
inline-btn-hints_off = 💡 Məsləhətlər: bağlı

# machine translation, not reviewed
inline-btn-show = 🎯 Ən yaxşı gediş taxtada

# machine translation, not reviewed
inline-cancelled = ✖ Dəvət ləğv edildi.

# machine translation, not reviewed
lobby-expired-inline = ⌛ Dəvəti heç kim qəbul etmədi — o bağlandı. Yenisi üçün çatda botun adını yazın.

# machine translation, not reviewed
inline-alert-expired = Bu dəvət artıq bağlanıb: uzun müddət heç kim qəbul etmədi.

# machine translation, not reviewed
inline-resign_ask = Həqiqətən təslim olursunuz? Taxtanın altındakı düymə ilə təsdiqləyin.

# machine translation, not reviewed
inline-alert-hints_off = Bu oyunda məsləhət yoxdur: onları dəvətin müəllifi rəqib qoşulmazdan əvvəl açır.

# machine translation, not reviewed
inline-hint-title = 💡 { $dice } üçün ən yaxşı gedişlər:

# machine translation, not reviewed
inline-hint-drawn = Ən yaxşı gediş taxtada göstərildi.

# machine translation, not reviewed
inline-analysis-coming = 📊 Oyunun təhlilini hazırlayıram, indi bura göndərəcəyəm.

# machine translation, not reviewed
inline-alert-start_bot = Təhlil şəxsi mesajla gəlir: botu açın və «Başla» düyməsini basın — o, təhlili göndərəcək.

# machine translation, not reviewed
inline-alert-analysis_sent = Təhlil sizə botla şəxsi yazışmaya gələcək.

# machine translation, not reviewed
inline-alert-start_bot-c = Zərlərin yoxlanması şəxsi mesajla gəlir: botu açın və «Başla» düyməsini basın — o, yoxlamanı göndərəcək.

# machine translation, not reviewed
inline-alert-start_bot-r = Təkrar şəxsi mesajla gəlir: botu açın və «Başla» düyməsini basın — o, təkrarı göndərəcək.

# machine translation, not reviewed
inline-alert-sent-c = Zərlərin yoxlanması botla şəxsi yazışmanızdadır.

# machine translation, not reviewed
inline-alert-sent-r = Təkrar sizə botla şəxsi yazışmaya gələcək.

# machine translation, not reviewed
inline-replay-coming = 🎞 Oyunun təkrarını hazırlayıram, indi bura göndərəcəyəm.

# machine translation, not reviewed
inline-claim_notice = ⏰ { $name } artıq { $hours } saatdır gediş etmir. { $other } «Vaxta görə qələbə» düyməsi ilə qələbəni götürə bilər.

# machine translation, not reviewed
btn-resign = 🏳 Təslim ol

# machine translation, not reviewed
btn-claim = ⏰ Vaxta görə qələbə

# machine translation, not reviewed
btn-again = 🎲 Daha bir oyun

# machine translation, not reviewed
alert-text = { $text }
