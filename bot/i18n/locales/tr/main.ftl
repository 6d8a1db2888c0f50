### Turkish texts of Nardy: main (source: ../ru/main.ftl)
### state: machine (172 of 172 messages made by machine translation, not reviewed)

# machine translation, not reviewed
start =
    🎲 <b>Tavla</b> — uzun tavla ve klasik tavla (backgammon), doğrudan Telegram’da.

    • /new — yeni oyun. Özel sohbette bota karşı (dört güç seviyesi), grupta bir arkadaşla ya da botla.
    • Tahtanın altındaki düğmelerle oynayın: bir düğme bir pulu oynatır, örneğin “13→7”; “13→6” gibi bir düğme iki zarı tek pulla oynar. Aynı haneden yapılan hamleler aynı satırdadır: önce bar, sonra en uzaktan en yakına haneler. Yalnızca kurallara uygun hamleleri gösteririm. “↶ Geri al” son adımı geri alır. Zarlar oynanınca sıra kendiliğinden geçer (/settings ile “✅ Tamam” düğmesini geri getirebilirsiniz).
    • Tahtadaki turuncu çerçeve rakibin son hamlesini gösterir.
    • Açık mavi çerçeve bu hamlede yaptığınız adımları gösterir.
    • /rules — resimli kurallar, /stats — istatistik ve reyting, /lang — dil, /settings — hamlenin nasıl biteceği.

    Arkadaşlarınızla oynamak için beni bir gruba ekleyin.

# machine translation, not reviewed
start-group =
    🎲 Merhaba! Bu sohbette tavla oyunları yönetiyorum — uzun tavla ve klasik tavla (backgammon).
    /new — oyun başlat (sohbetten bir arkadaşla ya da botla), /rules — kurallar, /stats — sohbetin sıralaması, /lang — dil.

# machine translation, not reviewed
help =
    <b>Nasıl oynanır</b>
    /new — yeni oyun: uzun ya da klasik tavlayı seçin, sonra rakip bekleyin ya da botla oynayın. Kısa yol: <code>/new long</code> veya <code>/new short</code>. Maç ve vido küpü: <code>/new short 5 cube</code> — küplü 5 puanlık maç (ya da davetteki düğmelerle).
    /rules — iki oyunun kuralları.
    /stats — sonuçlarınız ve reytinginiz; grupta ayrıca sohbetin sıralaması.
    /history — sohbetin son oyunları ve maçları; herhangi birinin kaydını indirebilirsiniz.
    /resign — pes etmek (kendi sıranızda, onayla); maçta — bu oyunu ya da bütün maçı.
    /claim — rakip { $hours } saatten uzun süredir oynamıyorsa galibiyeti almak; maçta — bütün maçı.
    /settings — hamleyi otomatik ya da “Tamam” düğmesiyle bitirmek.
    /lang — botun bu sohbetteki dili.
    /hints — arkadaşla oyunlarda ipuçları (iki oyuncu da açar); bota karşı “💡 İpucu” düğmesi her zaman vardır.
    /analysis — biten oyunların analizi: hatalar, oyun seviyesi, en iyi hamleler.

    Tahtadaki turuncu çerçeve — rakibin son hamlesi.
    Açık mavi çerçeve — bu hamlede yapılan adımlar.

    Bir sohbette aynı anda tek oyun oynanır. Zarlar yalnızca tek bir şekilde oynanabiliyorsa hamleyi ben yaparım; oynanacak hamle yoksa sıra geçer. { $minutes } dakika içinde kimsenin kabul etmediği davet kapanır.

# machine translation, not reviewed
cmd-new = Yeni oyun

# machine translation, not reviewed
cmd-rules = Oyun kuralları

# machine translation, not reviewed
cmd-stats = İstatistik ve reyting

# machine translation, not reviewed
cmd-history = Oynanan oyunlar ve kayıtları

# machine translation, not reviewed
cmd-resign = Pes et

# machine translation, not reviewed
cmd-claim = Rakip oynamazsa galibiyet

# machine translation, not reviewed
cmd-settings = Sohbet ayarları

# machine translation, not reviewed
cmd-lang = Dil

# machine translation, not reviewed
cmd-help = Nasıl oynanır

# machine translation, not reviewed
cmd-start = Bot hakkında

# machine translation, not reviewed
variant-long = Uzun tavla

# machine translation, not reviewed
variant-short = Klasik tavla

# machine translation, not reviewed
variant-long-btn = Uzun

# machine translation, not reviewed
variant-short-btn = Klasik

# machine translation, not reviewed
level-beginner = Acemi

# machine translation, not reviewed
level-medium = Amatör

# machine translation, not reviewed
level-strong = Güçlü

# machine translation, not reviewed
level-master = Usta

# machine translation, not reviewed
level-beginner-btn = 🐣 Acemi

# machine translation, not reviewed
level-medium-btn = 🙂 Amatör

# machine translation, not reviewed
level-strong-btn = 💪 Güçlü

# machine translation, not reviewed
level-master-btn = 🧠 Usta

# machine translation, not reviewed
ai-name = Bot “{ $level }”

# machine translation, not reviewed
point-bar = bar

# machine translation, not reviewed
point-off = dışarı

# machine translation, not reviewed
move-hit = { " " }({ $icon } kırıldı)

# machine translation, not reviewed
points =
    { $count ->
        [one] puan
       *[other] puan
    }

# machine translation, not reviewed
games =
    { $count ->
        [one] oyun
       *[other] oyun
    }

# machine translation, not reviewed
dur-hm = { $h } sa { $m } dk

# machine translation, not reviewed
dur-m = { $m } dk

# machine translation, not reviewed
btn-join = 🤝 Katıl

# machine translation, not reviewed
btn-accept = 🤝 Kabul et

# machine translation, not reviewed
btn-vs_bot = 🤖 Botla oyna

# machine translation, not reviewed
btn-cancel = ✖ İptal

# machine translation, not reviewed
btn-back = ← Geri

# machine translation, not reviewed
btn-undo = ↶ Geri al

# machine translation, not reviewed
btn-done = ✅ Tamam

# machine translation, not reviewed
btn-resign_yes = 🏳 Pes ediyorum

# machine translation, not reviewed
btn-resign_no = Devam et

# machine translation, not reviewed
btn-rematch = 🔁 Rövanş

# machine translation, not reviewed
lobby-variant = 🎲 { $name } yeni bir oyun başlatıyor. Hangisini oynuyoruz?

# machine translation, not reviewed
lobby-variant-private = 🎲 Botla yeni oyun. Hangisini oynuyoruz?

# machine translation, not reviewed
lobby-open =
    🎲 { $name } rakip arıyor: <b>{ $variant }</b>.
    Oynamak için “Katıl”a basın. { $name } bunun yerine botu da çağırabilir.

# machine translation, not reviewed
lobby-rematch = 🔁 { $name } rövanş teklif ediyor: <b>{ $variant }</b>. { $other }, kabul ediyor musunuz?

# machine translation, not reviewed
lobby-level =
    🤖 <b>{ $variant }</b>, bota karşı. Rakibin gücünü seçin:
    🐣 <b>Acemi</b> — sık hata yapar, öğrenmek için iyidir;
    🙂 <b>Amatör</b> — mantıklı oynar, arada bir yanılır;
    💪 <b>Güçlü</b> — her zaman sinir ağının en iyi bulduğu hamleyi oynar;
    🧠 <b>Usta</b> — ayrıca rakibin 21 olası zarının hepsini bir hamle ileriye kadar hesaplar, yakın hamleleri bir hamle daha derin kontrol eder.

# machine translation, not reviewed
lobby-started = ▶ Oyun başladı — <b>{ $variant }</b>: ⚪ { $white } — ⚫ { $black }.

# machine translation, not reviewed
lobby-cancelled = ✖ { $name } daveti iptal etti.

# machine translation, not reviewed
lobby-expired = ⌛ Daveti kimse kabul etmedi, davet kapandı. Yeni oyun: /new

# machine translation, not reviewed
new-exists = Bu sohbette zaten bir oyun sürüyor ({ $variant }): { $white } — { $black }. Tahtası yukarıda. Oyunu bitirin ya da /resign ile pes edin.

# machine translation, not reviewed
new-lobby_exists = Bu sohbette zaten açık bir davet var (yukarıda). Ona yanıt verin ya da iptal edin.

# machine translation, not reviewed
cap-header =
    <b>{ $variant }</b>
    ⚪ { $white } — ⚫ { $black }

# machine translation, not reviewed
cap-opening = Başlangıç zarı: ⚪ { $white_die } — ⚫ { $black_die }{ $ties }. Başlayan: { $first }, oynanan: { $dice }.

# machine translation, not reviewed
cap-ties = { " " }(önce beraberlik: { $ties })

# machine translation, not reviewed
cap-log-move = { $icon } { $name }, { $dice }: { $notation }

# machine translation, not reviewed
cap-log-forced = { $icon } { $name }, { $dice }: { $notation } — tek yasal hamle

# machine translation, not reviewed
cap-log-pass = { $icon } { $name }, { $dice }: oynanacak hamle yok, sıra geçti

# machine translation, not reviewed
cap-turn = 🎲 Sıra: { $mention }, zar: { $dice }

# machine translation, not reviewed
cap-turn-steps = Oynanan: { $steps }

# machine translation, not reviewed
cap-turn-complete = Tüm zarlar oynandı — “Tamam” ya da “Geri al”.

# machine translation, not reviewed
cap-turn-no_more = Başka hamle yok: kalan zarlar oynanamıyor.

# machine translation, not reviewed
cap-turn-ai = 🤖 { $name } { $dice } zarını nasıl oynayacağını düşünüyor…

# machine translation, not reviewed
ping-turn = 🎲 { $mention }, sıra sizde ({ $dice })

# machine translation, not reviewed
ping-roll = 🎲 { $mention }, sıra sizde: zar atın ya da vido teklif edin

# machine translation, not reviewed
ping-take = ⬆ { $mention }, size ×{ $value } vido teklif ediliyor: alıyor musunuz, pas mı?

# machine translation, not reviewed
cap-pips = Kalan pip: ⚪ { $white } · ⚫ { $black }

# machine translation, not reviewed
res-borne_off = 🏆 { $winner } son pulu topladı ve kazandı!

# machine translation, not reviewed
res-resigned = 🏳 { $loser } pes etti. Kazanan: { $winner }.

# machine translation, not reviewed
res-timeout = ⌛ { $loser } çok uzun süredir hamle yapmıyor. Galibiyet verildi: { $winner }.

# machine translation, not reviewed
res-score = { $kind }: { $points } { $points_word }.

# machine translation, not reviewed
res-banner = Kazanan: { $name } · { $points } { $points_word } ({ $kind })

# machine translation, not reviewed
kind-single = Normal galibiyet

# machine translation, not reviewed
kind-gammon = Mars

# machine translation, not reviewed
kind-backgammon = Backgammon

# machine translation, not reviewed
kind-oin = Normal galibiyet

# machine translation, not reviewed
kind-mars = Mars

# machine translation, not reviewed
kind-single-short = normal

# machine translation, not reviewed
kind-gammon-short = mars

# machine translation, not reviewed
kind-backgammon-short = backgammon

# machine translation, not reviewed
kind-oin-short = normal

# machine translation, not reviewed
kind-mars-short = mars

# machine translation, not reviewed
res-stats = 📊 { $name }: { $games } oyunda { $wins } galibiyet, reyting { $rating }{ $change }

# machine translation, not reviewed
res-stats-ai = 📊 { $name }: bota karşı { $games } oyunda { $wins } galibiyet

# machine translation, not reviewed
alert-stale = Bu düğme eskidi — güncel tahtayı gösteriyorum.

# machine translation, not reviewed
alert-finished = Bu oyun zaten bitti.

# machine translation, not reviewed
alert-not_player = Bu sizin oyununuz değil.

# machine translation, not reviewed
alert-not_turn = Şu an sıra sizde değil.

# machine translation, not reviewed
alert-invalid = Bu düğme çalışmıyor. Son mesajın altındaki düğmeleri kullanın.

# machine translation, not reviewed
alert-error = Bir şeyler ters gitti. Lütfen tekrar deneyin.

# machine translation, not reviewed
alert-illegal = Bu adım şu an mümkün değil.

# machine translation, not reviewed
alert-creator_only = Bunu davetin sahibi seçer.

# machine translation, not reviewed
alert-own_lobby = Kendinizle oynayamazsınız: rakip bekleyin ya da botu çağırın.

# machine translation, not reviewed
alert-invitee_only = Bu davet başka bir oyuncu için.

# machine translation, not reviewed
alert-chat_busy = Bu sohbette zaten başka bir oyun sürüyor.

# machine translation, not reviewed
alert-rematch_players = Rövanşı yalnızca bu oyunun oyuncuları başlatabilir.

# machine translation, not reviewed
alert-resign_kept = Oyun devam ediyor!

# machine translation, not reviewed
resign-confirm = { $name }, gerçekten pes ediyor musunuz? Rakibiniz { $points } { $points_word } alacak: { $kind }.

# machine translation, not reviewed
resign-none = Bu sohbette oynadığınız bir oyun yok.

# machine translation, not reviewed
resign-not_turn = Yalnızca kendi sıranızda pes edebilirsiniz.

# machine translation, not reviewed
claim-none = Bu sohbette oynadığınız bir oyun yok.

# machine translation, not reviewed
claim-your_turn = Sıra sizde — galibiyet isteyeceğiniz kimse yok.

# machine translation, not reviewed
claim-ai = Bot hamleyi hiç geciktirmez, bu yüzden ondan süreden galibiyet istenemez.

# machine translation, not reviewed
claim-wait = Rakibiniz { $elapsed } süredir düşünüyor. Galibiyeti isteyebilmeniz için kalan süre: { $left }.

# machine translation, not reviewed
claim-notice = ⏰ { $name } { $hours } saattir hamle yapmıyor. { $other } galibiyeti alabilir: /claim

# machine translation, not reviewed
claim-notice-match = ⏰ { $name } { $hours } saattir hamle yapmıyor. { $other } bütün maçı alabilir: /claim

# machine translation, not reviewed
lang-prompt = Bu sohbet için botun dilini seçin:

# machine translation, not reviewed
lang-set = Tamam: artık burada Türkçe konuşuyorum.

# machine translation, not reviewed
lang-admins_only = Üzgünüm, bu sohbetin dilini yalnızca grubun yöneticileri değiştirebilir.

# machine translation, not reviewed
stats-title = 📊 <b>{ $name }</b>

# machine translation, not reviewed
stats-variant =
    <b>{ $variant }</b> — reyting { $rating }
    { $games } { $games_word }: { $wins } galibiyet, { $losses } mağlubiyet; puanlar { $won }:{ $lost }; mars { $gammons }, backgammon { $backgammons }

# machine translation, not reviewed
stats-variant-long =
    <b>{ $variant }</b> — reyting { $rating }
    { $games } { $games_word }: { $wins } galibiyet, { $losses } mağlubiyet; puanlar { $won }:{ $lost }; mars { $gammons }

# machine translation, not reviewed
stats-vs_ai = bota karşı: { $games } oyunda { $wins } galibiyet

# machine translation, not reviewed
stats-empty = <b>{ $variant }</b>: henüz oyun yok.

# machine translation, not reviewed
stats-chat = 🏆 <b>Sohbet sıralaması — { $variant }</b>

# machine translation, not reviewed
stats-row = { $pos }. { $name } — { $rating } · { $games } oyunda { $wins } galibiyet

# machine translation, not reviewed
stats-chat_empty = 🏆 { $variant }: bu sohbette henüz kimse bir oyunu bitirmedi.

# machine translation, not reviewed
btn-cube_on = 🎲 Vido küpü: açık

# machine translation, not reviewed
btn-cube_off = 🎲 Vido küpü: kapalı

# machine translation, not reviewed
btn-roll = 🎲 Zar at

# machine translation, not reviewed
btn-double = ⬆ Vido: ×{ $value }

# machine translation, not reviewed
btn-take = ✅ Al: oyun { $value } { $points_word }

# machine translation, not reviewed
btn-pass = ✖ Pas: −{ $value } { $points_word }

# machine translation, not reviewed
lobby-cube_on = Vido küpüyle oynanıyor.

# machine translation, not reviewed
cap-cube = Küp: ×{ $value }, sahibi: { $name }

# machine translation, not reviewed
cap-cube-middle = Küp ortada: değer ×1 (küpün üstünde 64)

# machine translation, not reviewed
cap-cube-offered = Küp: ×{ $value } teklif edildi, yanıt bekleniyor

# machine translation, not reviewed
cap-cube-crawford = Crawford oyunu: vido yok.

# machine translation, not reviewed
cap-roll = 🎲 { $mention }, sıra sizde: zar atın ya da ×{ $value } vido teklif edin.

# machine translation, not reviewed
cap-roll-ai = 🤖 { $name } vido teklif edip etmemeyi düşünüyor…

# machine translation, not reviewed
cap-offer = ⬆ { $doubler } ×{ $value } vido teklif ediyor. { $mention }, alıyor musunuz? Pas demek { $stake } { $points_word } kaybettirir.

# machine translation, not reviewed
cap-offer-ai = ⬆ { $doubler } ×{ $value } vido teklif ediyor. { $name } düşünüyor…

# machine translation, not reviewed
res-passed = ✖ { $loser } vidoya pas dedi. Kazanan: { $winner }.

# machine translation, not reviewed
alert-cube_not_yours = Şu an karar rakibinizde.

# machine translation, not reviewed
resign-pending = Vido teklifi rakibinizin yanıtını bekliyor. Rakip yanıt verince pes edebilirsiniz.

# machine translation, not reviewed
resign-pending-taker = Size vido teklif edildi: oyunu bırakmak için tahtanın altındaki “✖ Pas” düğmesine basın.

# machine translation, not reviewed
match-score = 🏁 { $target } puanlık maç: { $first } { $first_score } · { $second } { $second_score }

# machine translation, not reviewed
match-next-auto = Sıradaki oyun birkaç saniye içinde başlıyor.

# machine translation, not reviewed
match-next-button = Sıradaki oyun için aşağıdaki düğmeye basın.

# machine translation, not reviewed
match-won = 🏆 { $name } maçı { $winner_score }:{ $loser_score } kazandı!

# machine translation, not reviewed
match-won-resigned = 🏆 Maçtan çekilindi. Maçın galibi: { $name } ({ $winner_score }:{ $loser_score }).

# machine translation, not reviewed
match-won-timeout = ⏰ Çok uzun süre hamle yapılmadı, maç hükmen sonuçlandı. Maçın galibi: { $name } ({ $winner_score }:{ $loser_score }).

# machine translation, not reviewed
match-stats = 📊 { $name }: { $matches } maçta { $wins } galibiyet, maç reytingi { $rating }

# machine translation, not reviewed
match-exists = Bu sohbette zaten bir maç sürüyor. Maçı bitirin ya da /resign ile bırakın.

# machine translation, not reviewed
match-lobby = Maç oynanıyor: { $target } { $points_word } toplayan ilk oyuncu kazanır.

# machine translation, not reviewed
match-single = Tek oyun

# machine translation, not reviewed
match-to = { $target } puanlık

# machine translation, not reviewed
btn-next_game = ▶ Sıradaki oyun

# machine translation, not reviewed
btn-match_again = 🔁 Yeni maç

# machine translation, not reviewed
btn-resign_match = 🏳 Maçı bırak

# machine translation, not reviewed
stats-matches = Maçlar: { $matches }, galibiyet { $wins }, maç reytingi { $rating }

# machine translation, not reviewed
history-title = 📜 Bu sohbetteki son oyunlar ve maçlar:

# machine translation, not reviewed
history-empty = Bu sohbette henüz biten oyun yok. Başlatmak için: /new

# machine translation, not reviewed
history-game = { $n }. { $variant }: { $white } — { $black }, kazanan: { $winner } (+{ $points }) · { $date }

# machine translation, not reviewed
history-match = { $n }. { $variant }, { $target } puanlık maç: { $first } { $score0 }:{ $score1 } { $second } · { $date }

# machine translation, not reviewed
btn-export = ⬇ { $n }

# machine translation, not reviewed
move-off = dışarı

# machine translation, not reviewed
toast-move = { $move } ✓

# machine translation, not reviewed
toast-undo = ↶ { $move } geri alındı

# machine translation, not reviewed
toast-done = Sıra geçti.

# machine translation, not reviewed
toast-move-done = { $move } ✓ Sıra geçti.

# machine translation, not reviewed
toast-move-lost = { $move } ✓ Başka hamle yok — sıra geçti.

# machine translation, not reviewed
settings-text =
    <b>Sohbet ayarları</b>

    <b>Hamleyi otomatik bitir</b>: { $state }.
    • Açık — zarlar oynanır oynanmaz (ya da artık oynanamıyorsa) sıra hemen rakibe geçer, “Tamam”a basmak gerekmez. Hamle bitmeden bir adımı geri alabilirsiniz.
    • Kapalı — son adımdan sonra hamleyi kontrol edip “Geri al” ile adımları geri alabilirsiniz; sıra “Tamam”a bastığınızda geçer.

# machine translation, not reviewed
settings-on = açık

# machine translation, not reviewed
settings-off = kapalı

# machine translation, not reviewed
settings-btn-on = Hamleyi otomatik bitir

# machine translation, not reviewed
settings-btn-off = Hamleyi “Tamam” ile bitir

# machine translation, not reviewed
settings-admins_only = Üzgünüm, bu sohbetin ayarlarını yalnızca grubun yöneticileri değiştirebilir.

# machine translation, not reviewed
settings-saved = Kaydedildi.

# machine translation, not reviewed
cmd-hints = Arkadaşla oyunlarda ipuçları

# machine translation, not reviewed
cmd-analysis = Biten oyunların analizi
