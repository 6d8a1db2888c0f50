### Turkish texts of Nardy: dice (source: ../ru/dice.ftl)
### state: machine (36 of 36 messages made by machine translation, not reviewed)

# machine translation, not reviewed
cmd-dice = Zar doğrulama ve istatistikleri

# machine translation, not reviewed
dice-rolls =
    { $count ->
        [one] atış
       *[other] atış
    }

# machine translation, not reviewed
dice-games =
    { $count ->
        [one] oyunda
       *[other] oyunda
    }

# machine translation, not reviewed
dice-btn-check = 🔐 Zarları doğrula

# machine translation, not reviewed
dice-btn-replay = 🎞 Tekrar

# machine translation, not reviewed
dice-btn-stats = 🎲 Zarlar

# machine translation, not reviewed
dice-caption = 🔐 Zarlar önceden belirlendi: { $short }… (/dice)

# machine translation, not reviewed
dice-lobby = 🔐 Bu oyunun zarları önceden belirlendi: { $short }… Oyundan sonra doğrulayabilirsiniz.

# machine translation, not reviewed
dice-current =
    🔐 <b>Bu oyunun zarları önceden belirlendi</b>
    Gizli anahtarın parmak izi (SHA-256 özeti):
    <code>{ $commit }</code>
    Anahtar oyun bitince açıklanacak; o zaman herkes bütün atışları yeniden hesaplayabilir.

# machine translation, not reviewed
dice-predates = Bu oyunun parmak izi yok: zar doğrulaması gelmeden önce başladı. Sonraki oyunlarda doğrulama olacak.

# machine translation, not reviewed
dice-none = Bu sohbette henüz doğrulanabilir zarlı oyun yok. Bir tane başlatın: /new

# machine translation, not reviewed
dice-check =
    🔐 <b>Zar doğrulama</b> — { $variant }, { $white } — { $black }
    Anahtarın parmak izi (ilk atıştan önce gösterildi):
    <code>{ $commit }</code>
    Anahtar (oyundan sonra açıklandı):
    <code>{ $seed }</code>
    Sırayla atışlar ({ $count }): { $rolls }

    n numaralı atış, bu anahtarla “n:0” metninin HMAC-SHA256 değeridir; 252 ve üstü baytlar atlanır, diğerleri b % 6 + 1 yüzünü verir. Anahtarın SHA-256 özeti parmak iziyle aynı olmalıdır. Bunu bot olmadan da doğrulayabilirsiniz — botun deposundaki docs/DICE.md dosyasında bulunan bir düzine satırlık Python koduyla — ya da /history ile indirilen oyun kaydı üzerinde <code>python -m engine verify-dice</code> komutuyla.

# machine translation, not reviewed
dice-not_finished = Anahtar yalnızca oyun bittiğinde açıklanır.

# machine translation, not reviewed
dice-stats-player = 🎲 <b>Zarlar: { $name }</b> — { $games } { $rolls }

# machine translation, not reviewed
dice-stats-chat = 🎲 <b>Bu sohbetteki zarlar</b> — { $games } { $rolls }

# machine translation, not reviewed
dice-stats-faces = Yüzler: { $faces } (adil zarlarda her biri yaklaşık { $expected })

# machine translation, not reviewed
dice-stats-doubles = Çiftler: { $rolls_n } atışta { $doubles } (beklenen yaklaşık { $expected })

# machine translation, not reviewed
dice-stats-pips = Atış başına ortalama { $pips } pip (beklenen 8,17)

# machine translation, not reviewed
dice-stats-chi = Ki-kare: yüzler { $faces } (p = { $p_faces }), çiftler { $doubles } (p = { $p_doubles }) — { $verdict }.

# machine translation, not reviewed
dice-stats-empty = Henüz zarlı biten oyun yok.

# machine translation, not reviewed
dice-verdict-normal = olağan şans sınırları içinde

# machine translation, not reviewed
dice-verdict-unusual = olağan dışı: şans eseri böylesi yüz doğrulamada birden az görülür

# machine translation, not reviewed
dice-verdict-suspicious = çok olağan dışı: şans eseri böylesi bin doğrulamada birden az görülür

# machine translation, not reviewed
dice-verdict-too_few = karar vermek için henüz çok az atış var

# machine translation, not reviewed
dice-chart-title = Zarlar: { $name }

# machine translation, not reviewed
dice-chart-chat = Sohbetteki zarlar

# machine translation, not reviewed
dice-chart-faces = Yüzler

# machine translation, not reviewed
dice-chart-doubles = Çiftler

# machine translation, not reviewed
dice-chart-expected = adil zarlar

# machine translation, not reviewed
dice-chart-summary = { $rolls } · atış başına { $pips } pip (beklenen 8,17)

# machine translation, not reviewed
dice-replay-caption = 🎞 { $variant }: { $white } — { $black }. { $result }

# machine translation, not reviewed
dice-replay-busy = Tekrar hazırlanıyor.

# machine translation, not reviewed
luck-line = Şans: { $players } puan — oyun boyunca zarların ortalamadan toplam bu kadar iyi ya da kötü geldiği

# machine translation, not reviewed
luck-adjusted = Şansa göre düzeltilmiş sonuç: { $players } puan

# machine translation, not reviewed
luck-jokers = En şanslı ve en şanssız atışlar (0,6 puan ve üstü): { $jokers }

# machine translation, not reviewed
luck-note = <i>Bir atışın şansı, gelen zarların o pozisyonda ortalama bir atıştan kaç puan daha iyi ya da kötü olduğudur. Şansa göre düzeltilmiş sonuç, şans çıkarıldığında oyunun skorudur: ortalama zarlarla ne olacağı.</i>
