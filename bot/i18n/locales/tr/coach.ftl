### Turkish texts of Nardy: coach (source: ../ru/coach.ftl)
### state: machine (55 of 55 messages made by machine translation, not reviewed)

# machine translation, not reviewed
coach-btn-hint = 💡 İpucu

# machine translation, not reviewed
coach-btn-show = 👁 Tahtada göster

# machine translation, not reviewed
coach-btn-analysis = 📊 Oyun analizi

# machine translation, not reviewed
coach-hints_on = 💡 İpuçları açık

# machine translation, not reviewed
coach-hint-title = 💡 { $name }, { $dice } için ipucu:

# machine translation, not reviewed
coach-hint-best = en iyi hamle

# machine translation, not reviewed
coach-hint-line = { $n }. { $moves } ({ $diff })

# machine translation, not reviewed
coach-hint-note = <i>Fark, bir hamlenin en iyi hamleye göre ortalama kaç puan kaybettirdiğidir.</i>

# machine translation, not reviewed
coach-hint-shown = 💡 En iyi hamle: { $moves }

# machine translation, not reviewed
coach-alert-off = Bu oyunda ipuçları kapalı: iki oyuncunun da /hints ile açması gerekir.

# machine translation, not reviewed
coach-alert-hint_old = Bu ipucu eskidi: hamle oynandı.

# machine translation, not reviewed
coach-alert-thinking = İpucu hesaplanıyor…

# machine translation, not reviewed
coach-alert-running = Bu oyunun analizi zaten sürüyor.

# machine translation, not reviewed
coach-alert-missing = Bu oyun, bu sohbetin biten oyunları arasında bulunamadı.

# machine translation, not reviewed
coach-alert-failed = Oyun analiz edilemedi. Lütfen daha sonra tekrar deneyin.

# machine translation, not reviewed
coach-hints-on = 💡 { $name }, bu sohbette ipuçlarını kabul ettiniz. Arkadaşla oynanan oyunda ipuçları, rakibiniz de kabul edince görünür. Kapatmak için: <code>/hints off</code>.

# machine translation, not reviewed
coach-hints-off = { $name }, bu sohbetteki oyunlarınız için ipuçları kapatıldı.

# machine translation, not reviewed
coach-hints-private = 💡 Bota karşı ipucu her zaman var: sıra sizdeyken tahtanın altındaki “💡 İpucu” düğmesi. Grupta arkadaşla oyunlarda ipuçları /hints ile açılır — yalnızca iki oyuncu da kabul ederse.

# machine translation, not reviewed
coach-list-title = 📊 Analiz için bir oyun seçin:

# machine translation, not reviewed
coach-list-none = Bu sohbette henüz biten oyun yok. Bir oyun oynayın: /new

# machine translation, not reviewed
coach-list-game = { $date } · { $variant }: { $white } — { $black }

# machine translation, not reviewed
coach-list-match_game = { $date } · { $white } — { $black } · { $target } puanlık, { $white_points }:{ $black_points }

# machine translation, not reviewed
coach-progress = ⏳ Analiz: { $done } / { $total } { $turns }

# machine translation, not reviewed
coach-turns =
    { $count ->
        [one] hamle
       *[other] hamle
    }

# machine translation, not reviewed
coach-title = 📊 <b>Oyun analizi</b> — { $variant }

# machine translation, not reviewed
coach-player = { $icon } <b>{ $name }</b>

# machine translation, not reviewed
coach-no_decisions = hamle seçmesi gerekmedi

# machine translation, not reviewed
coach-figures = karar: { $decisions }, ortalama hata: { $rate } — oyun seviyesi: { $rating }

# machine translation, not reviewed
coach-counts = şüpheli hamle: { $doubtful }, hata: { $errors }, büyük hata: { $blunders }

# machine translation, not reviewed
coach-worst = En pahalı hatalar aşağıdaki resimlerde.

# machine translation, not reviewed
coach-no_mistakes = En iyisinden kötü tek bir hamle bile yok — temiz bir oyun!

# machine translation, not reviewed
coach-thresholds = <i>Ortalama hata: bir hamle seçiminin en iyi hamleye göre ortalama ne kadar kaybettirdiği, puanın binde biri cinsinden: 8,0, hamle başına 0,008 puan demektir. { $doubtful } puan ya da daha fazla kaybettiren hamle şüpheli hamle, { $error } ve üstü hata, { $blunder } ve üstü büyük hatadır. Ortalama hataya göre oyun seviyesi: 5’in altı usta, 10’un altı güçlü oyuncu, 18’in altı iddialı amatör, 30’un altı amatör, daha fazlası acemi.</i>

# machine translation, not reviewed
coach-rating-master = usta

# machine translation, not reviewed
coach-rating-strong = güçlü oyuncu

# machine translation, not reviewed
coach-rating-confident = iddialı amatör

# machine translation, not reviewed
coach-rating-amateur = amatör

# machine translation, not reviewed
coach-rating-novice = acemi

# machine translation, not reviewed
coach-kind-fine = küçük kusur

# machine translation, not reviewed
coach-kind-doubtful = şüpheli hamle

# machine translation, not reviewed
coach-kind-error = hata

# machine translation, not reviewed
coach-kind-blunder = büyük hata

# machine translation, not reviewed
coach-mistake =
    { $n }. { $icon } { $name }, hamle { $turn }, zar { $dice } — { $kind }, kayıp { $loss }
    🟠 oynanan: { $played }
    🔵 daha iyisi: { $best }

# machine translation, not reviewed
coach-cube-figures = 🎲 küp: karar { $decisions }, ortalama hata { $rate }; şüpheli: { $doubtful }, hata: { $errors }, büyük hata: { $blunders }

# machine translation, not reviewed
coach-cube-none = 🎲 küp: küp kararı olmadı

# machine translation, not reviewed
coach-cube-note = <i>Küp kararları ayrı değerlendirilir: her vido teklifi, küp alma ve pas, “vido yok” ise yalnızca vido teklif etmek doğruya yakın olduğunda. Pozisyon değeri (equity) ve kayıplar oyun değeri biriminde verilir: pas tam olarak bir birime mal olur. Maçta bunlar maçı kazanma şanslarından hesaplanır ve aynı birime çevrilir.</i>

# machine translation, not reviewed
coach-cube-act-double = vido teklifi

# machine translation, not reviewed
coach-cube-act-no_double = vido yok

# machine translation, not reviewed
coach-cube-act-take = küpü alma

# machine translation, not reviewed
coach-cube-act-pass = pas

# machine translation, not reviewed
coach-cube-verdict-double = Vido teklif etmeliydiniz: { $loss }

# machine translation, not reviewed
coach-cube-verdict-no_double = Vido için erkendi: { $loss }

# machine translation, not reviewed
coach-cube-verdict-too_good = Pozisyon vido için fazla iyi — marsa oynamak doğruydu: { $loss }

# machine translation, not reviewed
coach-cube-verdict-take = Küp alınmalıydı: { $loss }

# machine translation, not reviewed
coach-cube-verdict-pass = Pas denmeliydi: { $loss }

# machine translation, not reviewed
coach-cube-mistake =
    { $n }. { $icon } { $name }, hamle { $turn } (zardan önce), küp ×{ $cube } — { $kind }
    🎲 karar: { $act }
    { $verdict }
    Pozisyon değeri, oyun değeri biriminde: vido yok { $nd } · vido/al { $dt } · vido/pas { $dp }
