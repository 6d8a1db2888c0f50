### Azerbaijani texts of Nardy: dice (source: ../ru/dice.ftl)
### state: machine (36 of 36 messages made by machine translation, not reviewed)

# machine translation, not reviewed
cmd-dice = Zərlərin yoxlanması və statistikası

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
dice-btn-check = 🔐 Zərləri yoxla

# machine translation, not reviewed
dice-btn-replay = 🎞 Təkrar

# machine translation, not reviewed
dice-btn-stats = 🎲 Zərlər

# machine translation, not reviewed
dice-caption = 🔐 Zərlər əvvəlcədən müəyyən olunub: { $short }… (/dice)

# machine translation, not reviewed
dice-lobby = 🔐 Bu oyunun zərləri artıq müəyyən olunub: { $short }… Oyundan sonra onları yoxlamaq olar.

# machine translation, not reviewed
dice-current =
    🔐 <b>Bu oyunun zərləri əvvəlcədən müəyyən olunub</b>
    Gizli açarın izi (SHA-256 heşi):
    <code>{ $commit }</code>
    Açar oyun bitəndə açılacaq: o zaman hər kəs bütün atışları yenidən hesablaya biləcək.

# machine translation, not reviewed
dice-predates = Bu oyunun izi yoxdur: o, zərləri yoxlamaq mümkün olmamışdan əvvəl başlayıb. Növbəti oyunlar artıq yoxlama ilə olacaq.

# machine translation, not reviewed
dice-none = Bu çatda hələ yoxlana bilən zərlərlə oyun yoxdur. Başlayın: /new

# machine translation, not reviewed
dice-check =
    🔐 <b>Zərlərin yoxlanması</b> — { $variant }, { $white } — { $black }
    Açarın izi (ilk atışdan əvvəl göstərilib):
    <code>{ $commit }</code>
    Açar (oyundan sonra açılıb):
    <code>{ $seed }</code>
    Atışlar ardıcıllıqla ({ $count }): { $rolls }

    n nömrəli atış — bu açarla «n:0» sətrinin HMAC-SHA256 dəyəridir; 252 və daha böyük baytlar atlanır, qalanları b % 6 + 1 üzünü verir. Açarın SHA-256 heşi izlə üst-üstə düşməlidir. Bunu botsuz da yoxlamaq olar — botun repozitoriyasındakı docs/DICE.md faylından on iki sətirlik Python kodu ilə — və ya /history ilə yüklənmiş oyun qeydi üçün <code>python -m engine verify-dice</code> əmri ilə.

# machine translation, not reviewed
dice-not_finished = Açar yalnız oyun bitdikdən sonra açılır.

# machine translation, not reviewed
dice-stats-player = 🎲 <b>Zərlər: { $name }</b> — { $games } { $rolls }

# machine translation, not reviewed
dice-stats-chat = 🎲 <b>Bu çatda zərlər</b> — { $games } { $rolls }

# machine translation, not reviewed
dice-stats-faces = Üzlər: { $faces } (ədalətli zərlərdə hər biri təxminən { $expected })

# machine translation, not reviewed
dice-stats-doubles = Qoşalar: { $rolls_n } atışdan { $doubles } (gözlənilən: təxminən { $expected })

# machine translation, not reviewed
dice-stats-pips = Orta hesabla atış başına { $pips } xana (gözlənilən: 8,17)

# machine translation, not reviewed
dice-stats-chi = Xi-kvadrat: üzlər { $faces } (p = { $p_faces }), qoşalar { $doubles } (p = { $p_doubles }) — { $verdict }.

# machine translation, not reviewed
dice-stats-empty = Hələ zərlərlə oynanmış oyun yoxdur.

# machine translation, not reviewed
dice-verdict-normal = adi təsadüf həddindədir

# machine translation, not reviewed
dice-verdict-unusual = qeyri-adi: təsadüfən belə nəticə yüz yoxlamada bir dəfədən az olur

# machine translation, not reviewed
dice-verdict-suspicious = çox qeyri-adi: təsadüfən belə nəticə min yoxlamada bir dəfədən az olur

# machine translation, not reviewed
dice-verdict-too_few = qərar vermək üçün hələ atış çox azdır

# machine translation, not reviewed
dice-chart-title = Zərlər: { $name }

# machine translation, not reviewed
dice-chart-chat = Çatdakı zərlər

# machine translation, not reviewed
dice-chart-faces = Üzlər

# machine translation, not reviewed
dice-chart-doubles = Qoşalar

# machine translation, not reviewed
dice-chart-expected = ədalətli zərlər

# machine translation, not reviewed
dice-chart-summary = { $rolls } · atış başına { $pips } xana (gözlənilən: 8,17)

# machine translation, not reviewed
dice-replay-caption = 🎞 { $variant }: { $white } — { $black }. { $result }

# machine translation, not reviewed
dice-replay-busy = Təkrar artıq hazırlanır.

# machine translation, not reviewed
luck-line = Bəxt: { $players } xal — oyun boyu atışlar cəmi orta atışlardan bu qədər yaxşı və ya pis olub

# machine translation, not reviewed
luck-adjusted = Bəxtə görə düzəlişli nəticə: { $players } xal

# machine translation, not reviewed
luck-jokers = Ən uğurlu və ən uğursuz atışlar (0,6 xaldan): { $jokers }

# machine translation, not reviewed
luck-note = <i>Atışın bəxti — düşən zərlərin bu mövqedə orta atışdan neçə xal yaxşı və ya pis olmasıdır. Bəxtə görə düzəlişli nəticə — bəxt çıxılmaqla oyunun hesabıdır: orta atışlarla necə olardı.</i>
