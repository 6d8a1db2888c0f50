### Turkish texts of Nardy: rules (source: ../ru/rules.ftl)
### state: machine (77 of 77 messages made by machine translation, not reviewed)

# machine translation, not reviewed
rules-intro = 📖 <b>Kurallar</b> — bir oyun ve bir konu seçin. Şu an: <b>{ $variant }</b>.

# machine translation, not reviewed
rules-topic-setup = Diziliş ve hamleler

# machine translation, not reviewed
rules-topic-head = Baş

# machine translation, not reviewed
rules-topic-block = Bloklar

# machine translation, not reviewed
rules-topic-hit = Pul kırma

# machine translation, not reviewed
rules-topic-bearoff = Pul toplama

# machine translation, not reviewed
rules-topic-scoring = Puanlama

# machine translation, not reviewed
rules-topic-match = Maç ve küp

# machine translation, not reviewed
rules-topic-dice = Zarlar

# machine translation, not reviewed
rules-dice-chart = Adil zarlar: 3.600 atış

# machine translation, not reviewed
rules-dice-summary = ortalama: her yüz 1.200 kez, her çift 100 kez

# machine translation, not reviewed
rules-long-setup =
    <b>Uzun tavla: diziliş ve hamleler</b>
    Her oyuncunun 15 pulunun hepsi “baş”ta, yani kendi 24. hanesinde durur; iki baş karşılıklı köşelerdedir. İki oyuncu da saatin tersi yönünde, büyük numaralardan küçüklere doğru, kendi evine — 1–6. hanelere — ilerler.
    Her zar, gelen sayı kadar hanelik ayrı bir adımdır; çift dört adım verir. Bir pul art arda birkaç adım atabilir, yeter ki durduğu hanelerin hiçbiri rakip tarafından tutulmuş olmasın.
    İlk hamle zarla belirlenir: her oyuncu bir zar atar, eşit gelirse yeniden atılır. Büyük zarı atan başlar ve gelen iki sayıyı da oynar — bu yüzden oyunun ilk hamlesi asla çift olmaz.
    Pozisyonun izin verdiği bütün sayılar oynanmalıdır. İki sayıdan biri oynanabiliyor ama ikisi birden oynanamıyorsa büyük olan oynanır. Oynanacak hamle yoksa sıra rakibe geçer.

# machine translation, not reviewed
rules-long-head =
    <b>Baş kuralı</b>
    Bir hamlede baştan (24. hane) yalnızca bir pul alınabilir.
    İstisna, oyuncunun ilk hamlesidir; 15 pulun hepsi hâlâ baştayken 6-6, 4-4 ya da 3-3 gelirse baştan iki pul alınır. Zar başka türlü tam oynanamıyorsa ikinci pulu almak zorunludur.
    Bu istisnadan yalnızca ikinci başlayan oyuncu yararlanabilir: oyunun ilk hamlesi asla çift olmaz.

# machine translation, not reviewed
rules-long-block =
    <b>Kırma yok, ama bloklar var</b>
    Uzun tavlada pul kırılmaz: tek bir pulunuz bile haneyi tutar ve rakip oraya konamaz. Rakibin hanelerinin üstünden atlamak serbesttir — önemli olan yalnızca pulun nerede durduğudur.
    Art arda altı haneniz bir blok oluşturur. Blok ancak rakibin en az bir pulu bloğun ilerisinde, rakibin yolu üzerinde duruyorsa kurulabilir. Rakibin bütün pullarını kapatmak, hamlenin ortasında tek bir adımlığına bile yasaktır — böyle adımları zaten önermem.
    “Art arda” rakibin yoluna göre sayılır ve bu yol köşeden döner: sizin 1. ve 24. haneleriniz onun için komşudur, 12 ile 13 ise değildir. Bu yüzden 12 ile 13’ün iki yanına yayılan altı hane blok değildir, 1 ile 24’ün iki yanına yayılan altı hane ise bloktur.

# machine translation, not reviewed
rules-long-bearoff =
    <b>Pul toplama</b>
    15 pulun hepsi eve (1–6. haneler) girince pulları tahtadan toplayabilirsiniz. Zar, kendi numarasındaki haneden bir pul toplar. O hane boşsa zar daha büyük numaralı bir hanedeki pulla oynanmalıdır; daha büyük numaralı hanelerde pul yoksa en büyük numaralı dolu hanedeki pul toplanır. Toplamak yerine ev içinde hamle yapmak her zaman serbesttir.

# machine translation, not reviewed
rules-long-scoring =
    <b>Uzun tavlada puanlama</b>
    15 pulunun hepsini ilk toplayan kazanır.
    • Normal galibiyet — 1 puan: kaybeden en az bir pul toplamıştır.
    • Mars — 2 puan: kaybeden hiç pul toplamamıştır.
    Uzun tavlada backgammon (3 puanlık galibiyet) yoktur.
    Kendi sıranızda pes edebilirsiniz (/resign): rakibiniz o anki pozisyona göre kazanır — henüz hiç pul toplamadıysanız mars, topladıysanız normal galibiyet. Tek oyunda, oluşturulurken seçilmediyse vido küpü yoktur. Rakibiniz uzun süredir oynamıyorsa galibiyeti /claim ile alabilirsiniz.

# machine translation, not reviewed
rules-long-match =
    <b>Maç ve vido küpü</b>
    Maç N puana kadar oynanır (1 ile 25 arası; genellikle 3, 5 veya 7): oyunculardan biri N puana ulaşana kadar oyunlar sürer. Her yeni oyunda oyuncular renk değiştirir ve ilk hamle yeniden zarla belirlenir. Oyunun puanları maç skoruna eklenir; pes eden oyuncunun rakibi, o anki pozisyona göre oyunun puanlarını alır. Rakip çok uzun süre hamle yapmazsa bütün maçı alabilirsiniz (/claim).
    Vido küpü yalnızca oyun ya da maç oluşturulurken seçildiyse kullanılır. Zarınızı atmadan önce, küp ortadaysa ya da sizdeyse vido teklif edebilirsiniz. Rakip küpü alırsa oyunun değeri ikiye katlanır ve küp ona geçer; pas derse oyunu tekliften önceki değerle kaybeder. Oyunun puanları (1, mars için 2) küpün değeriyle çarpılır. Küp 64’ün üstüne çıkmaz.
    Crawford kuralı: bir oyuncu maçı kazanmaya ilk kez bir puan uzaklıkta kaldığında, sıradaki oyunda (Crawford oyunu) kimse vido teklif edemez; sonraki oyunlarda yeniden edilebilir.

# machine translation, not reviewed
rules-short-setup =
    <b>Klasik tavla: diziliş ve hamleler</b>
    Her oyuncu kendi numaralamasına göre 24. haneye 2, 13. haneye 5, 8. haneye 3 ve 6. haneye 5 pul dizer. Oyuncular birbirlerine doğru, her biri kendi evine — 1–6. hanelere — ilerler.
    Zar, gelen sayı kadar hanelik bir adımdır; çift dört adım verir.
    İlk hamle zarla belirlenir: her oyuncu bir zar atar, eşit gelirse yeniden atılır. Büyük zarı atan başlar ve gelen iki sayıyı da oynar.
    Pozisyonun izin verdiği bütün sayılar oynanmalıdır. İki sayıdan biri oynanabiliyor ama ikisi birden oynanamıyorsa büyük olan oynanır. Oynanacak hamle yoksa sıra rakibe geçer.

# machine translation, not reviewed
rules-short-hit =
    <b>Pul kırma ve bar</b>
    Bir hanede tek başına duran rakip pul açıktır (blot). Onun üstüne gelirseniz pulu kırarsınız: kırılan pul bara gider. Rakibin iki ya da daha fazla pulunun durduğu hane kapıdır, oraya konulamaz.
    Barda pulunuz varken başka pul oynayamazsınız: önce kırıkları içeri sokmanız gerekir. Pul rakibin evine girer: 1 ile sizin 24. hanenize, 6 ile 19. hanenize, o hane kapı değilse. Böyle bir adımın düğmesi “bar→22” gibi görünür.

# machine translation, not reviewed
rules-short-block =
    <b>Bloklar</b>
    Art arda kapılar rakibin geçişini zorlaştırır. Art arda altı kapının üstünden hiçbir zarla atlanamaz: böyle bir bloğun arkasındaki pul, blok açılana kadar bekler. Klasik tavlada her uzunlukta blok serbesttir — kırılan rakip pulun girecek yeri kalmasın diye bloğu kendi evinizde kurun.

# machine translation, not reviewed
rules-short-bearoff =
    <b>Pul toplama</b>
    Bütün pullarınız evdeyse (1–6. haneler) ve barda pulunuz yoksa pul toplayabilirsiniz. Zar, kendi numarasındaki haneden bir pul toplar; o hane boşsa zarı daha büyük numaralı bir hanedeki pulla oynayın, daha büyük numaralı hanelerde pul yoksa en büyük numaralı dolu haneden pul toplayın. Toplamak yerine ev içinde hamle yapmak her zaman serbesttir. Toplama sırasında kırılan pul, toplamaya devam etmeden önce eve dönmelidir.

# machine translation, not reviewed
rules-short-scoring =
    <b>Klasik tavlada puanlama</b>
    15 pulunun hepsini ilk toplayan kazanır.
    • 1 puan — normal galibiyet: kaybeden en az bir pul toplamıştır.
    • 2 puan — mars: kaybeden hiç pul toplamamıştır.
    • 3 puan — backgammon: mars, üstelik kaybedenin barda ya da kazananın evinde hâlâ pulu vardır.
    Kendi sıranızda pes edebilirsiniz (/resign): rakibiniz o anki pozisyona göre kazanır — 1, 2 ya da 3 puan. Tek oyunda, oluşturulurken seçilmediyse vido küpü yoktur.

# machine translation, not reviewed
rules-short-match =
    <b>Maç ve vido küpü</b>
    Maç N puana kadar oynanır (1 ile 25 arası; genellikle 3, 5 veya 7): oyunculardan biri N puana ulaşana kadar oyunlar sürer. Her yeni oyunda oyuncular renk değiştirir ve ilk hamle yeniden zarla belirlenir. Oyunun puanları maç skoruna eklenir; pes eden oyuncunun rakibi, o anki pozisyona göre oyunun puanlarını alır. Rakip çok uzun süre hamle yapmazsa bütün maçı alabilirsiniz (/claim).
    Vido küpü yalnızca oyun ya da maç oluşturulurken seçildiyse kullanılır. Zarınızı atmadan önce, küp ortadaysa ya da sizdeyse vido teklif edebilirsiniz. Rakip küpü alırsa oyunun değeri ikiye katlanır ve küp ona geçer; pas derse oyunu tekliften önceki değerle kaybeder. Oyunun puanları (1, 2 ya da 3) küpün değeriyle çarpılır. Küp 64’ün üstüne çıkmaz.
    Crawford kuralı: bir oyuncu maçı kazanmaya ilk kez bir puan uzaklıkta kaldığında, sıradaki oyunda (Crawford oyunu) kimse vido teklif edemez; sonraki oyunlarda yeniden edilebilir.

# machine translation, not reviewed
diagram-start_short-title = Klasik tavla: diziliş

# machine translation, not reviewed
diagram-start_short-caption = Her oyuncu haneleri kendi tarafından sayar; evi 1–6. hanelerdir. Beyaz 24 → 13 → 12 → 1 yönünde ilerler, Siyah ters yönde. Tahtadaki numaralar Beyaz’a göredir.

# machine translation, not reviewed
diagram-start_short-home_white = Beyazın evi

# machine translation, not reviewed
diagram-start_short-home_black = Siyahın evi

# machine translation, not reviewed
diagram-start_long-title = Uzun tavla: diziliş

# machine translation, not reviewed
diagram-start_long-caption = 15 pulun hepsi başta, yani oyuncunun 24. hanesinde durur; başlar karşılıklı köşelerdedir. İki taraf da saatin tersi yönünde ilerler. Numaralar Beyaz’a göredir.

# machine translation, not reviewed
diagram-start_long-head_white = Beyazın başı

# machine translation, not reviewed
diagram-start_long-head_black = Siyahın başı

# machine translation, not reviewed
diagram-start_long-home_white = Beyazın evi

# machine translation, not reviewed
diagram-start_long-home_black = Siyahın evi

# machine translation, not reviewed
diagram-six_block-title = Uzun tavla: art arda altı hane

# machine translation, not reviewed
diagram-six_block-caption = Art arda altı hane, ancak ilerisinde bir rakip pul varsa tutulabilir. Burada bloğun ilerisinde hiç siyah pul yok, bu yüzden 13→10 oynanamaz.

# machine translation, not reviewed
diagram-six_block-block = art arda 6

# machine translation, not reviewed
diagram-six_block-not_allowed = olmaz

# machine translation, not reviewed
diagram-hit-title = Klasik tavla: pul kırma

# machine translation, not reviewed
diagram-hit-caption = Beyaz 13→7 oynadı ve tek duran siyah pulu kırdı: pul barda bekliyor. İki ya da daha fazla pulun durduğu hane kapıdır (burada 4).

# machine translation, not reviewed
diagram-hit-hit = kırıldı

# machine translation, not reviewed
diagram-hit-closed = kapı

# machine translation, not reviewed
diagram-hit-bar = bar

# machine translation, not reviewed
diagram-prime-title = Klasik tavla: blok

# machine translation, not reviewed
diagram-prime-caption = Art arda altı kapı: bloğun arkasındaki siyah pul hiçbir zarla onu geçemez.

# machine translation, not reviewed
diagram-prime-prime = art arda 6 kapı

# machine translation, not reviewed
diagram-prime-closed = geçilmez

# machine translation, not reviewed
diagram-bear_off-title = Klasik tavla: pul toplama

# machine translation, not reviewed
diagram-bear_off-caption = 6-4 geldi. 4, 4. haneden bir pul toplar. Beyazın 6. hanede pulu yok, bu yüzden 6 en büyük numaralı hane olan 5’ten toplar.

# machine translation, not reviewed
diagram-bear_off-four = 4: 4’ten topla

# machine translation, not reviewed
diagram-bear_off-six = 6: 5’ten topla

# machine translation, not reviewed
diagram-bear_off_long-title = Uzun tavla: pul toplama

# machine translation, not reviewed
diagram-bear_off_long-caption = 6-4 geldi. 4, 4. haneden bir pul toplar. Beyazın 6. hanede pulu yok, bu yüzden 6 en büyük numaralı hane olan 5’ten toplar.

# machine translation, not reviewed
diagram-bear_off_long-four = 4: 4’ten topla

# machine translation, not reviewed
diagram-bear_off_long-six = 6: 5’ten topla

# machine translation, not reviewed
diagram-head-title = Uzun tavla: baş kuralı

# machine translation, not reviewed
diagram-head-caption = Bir hamlede baştan bir pul alınır: 6-5 ile 24→18→13 oynanabilir, ama baştan ikinci pul alınamaz. İki pulu yalnızca ilk atışta gelen 6-6, 4-4 ya da 3-3 aldırır.

# machine translation, not reviewed
diagram-head-allowed = olur

# machine translation, not reviewed
diagram-head-not_allowed = olmaz

# machine translation, not reviewed
diagram-score_short-title = Klasik tavla: puanlama

# machine translation, not reviewed
diagram-score_short-caption = Beyaz bütün pullarını topladı. Siyah tek bir pul toplamış olsaydı normal galibiyet, 1 puan olurdu. Hiç toplamadı: mars, 2 puan. Üstelik bir siyah pul hâlâ Beyazın evinde (ya da barda) olduğu için: backgammon, 3 puan.

# machine translation, not reviewed
diagram-score_short-gammon = hiç pul toplanmadı: mars

# machine translation, not reviewed
diagram-score_short-backgammon = backgammon

# machine translation, not reviewed
diagram-score_long-title = Uzun tavla: puanlama

# machine translation, not reviewed
diagram-score_long-caption = Beyaz bütün pullarını topladı. Kaybeden en az bir pul topladıysa normal galibiyet, 1 puan. Siyah hiç pul toplamadı: mars, 2 puan.

# machine translation, not reviewed
diagram-score_long-mars = hiç pul toplanmadı: mars

# machine translation, not reviewed
diagram-cube-title = Klasik tavla: vido küpü

# machine translation, not reviewed
diagram-cube-caption = Zar atmadan önce vido teklif edebilirsiniz. Alırsa oyun iki katına çıkar ve küp alan tarafa geçer. Pas derse eski değerden kaybeder.

# machine translation, not reviewed
diagram-cube-cube = vido ×2

# machine translation, not reviewed
diagram-cube-take = al: ×2

# machine translation, not reviewed
diagram-cube-pass = pas: −1

# machine translation, not reviewed
diagram-cube_long-title = Uzun tavla: vido küpü

# machine translation, not reviewed
diagram-cube_long-caption = Zar atmadan önce vido teklif edebilirsiniz. Alırsa oyun iki katına çıkar ve küp alan tarafa geçer. Pas derse eski değerden kaybeder.

# machine translation, not reviewed
diagram-cube_long-cube = vido ×2

# machine translation, not reviewed
diagram-cube_long-take = al: ×2

# machine translation, not reviewed
diagram-cube_long-pass = pas: −1

# machine translation, not reviewed
rules-long-dice =
    <b>Doğrulanabilir zarlar</b>
    Bir oyunun bütün zarları, başlangıç zarı da dahil, gizli bir anahtarla önceden belirlenir. İlk atıştan önce bot anahtarın parmak izini, yani SHA-256 özetini gösterir (tahtanın altındaki yazıda 🔐, tamamı /dice komutunda). Oyun bitince “🔐 Zarları doğrula” düğmesi anahtarı ve bütün atışları açar: herkes onları kendisi yeniden hesaplayabilir.
    Böylece zarların oyundan önce belirlendiği ve hamlelere göre ayarlanmadığı görülür. Anahtarın kendisinin dürüstçe seçildiğini bu doğrulama kanıtlamaz — bunun için /dice, bütün oyunlarınızda her yüzün ve her çiftin ne sıklıkla geldiğini gösterir.
    Bir atışın şansı, o pozisyonda ortalama bir atıştan kaç puan daha iyi ya da kötü olduğudur; her oyuncunun oyun boyunca şansı, biten oyunun tahtasının altında ve oyunun analizinde görünür.

# machine translation, not reviewed
rules-short-dice =
    <b>Doğrulanabilir zarlar</b>
    Bir oyunun bütün zarları, başlangıç zarı da dahil, gizli bir anahtarla önceden belirlenir. İlk atıştan önce bot anahtarın parmak izini, yani SHA-256 özetini gösterir (tahtanın altındaki yazıda 🔐, tamamı /dice komutunda). Oyun bitince “🔐 Zarları doğrula” düğmesi anahtarı ve bütün atışları açar: herkes onları kendisi yeniden hesaplayabilir.
    Böylece zarların oyundan önce belirlendiği ve hamlelere göre ayarlanmadığı görülür. Anahtarın kendisinin dürüstçe seçildiğini bu doğrulama kanıtlamaz — bunun için /dice, bütün oyunlarınızda her yüzün ve her çiftin ne sıklıkla geldiğini gösterir.
    Bir atışın şansı, o pozisyonda ortalama bir atıştan kaç puan daha iyi ya da kötü olduğudur; her oyuncunun oyun boyunca şansı, biten oyunun tahtasının altında ve oyunun analizinde görünür.
