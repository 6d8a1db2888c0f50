### Ukrainian texts of Nardy: dice (source: ../ru/dice.ftl)
### state: machine (36 of 36 messages made by machine translation, not reviewed)

# machine translation, not reviewed
cmd-dice = Перевірка й статистика кубиків

# machine translation, not reviewed
dice-rolls =
    { $count ->
        [one] кидок
        [few] кидки
        [many] кидків
       *[other] кидка
    }

# machine translation, not reviewed
dice-games =
    { $count ->
        [one] партії
        [few] партіях
        [many] партіях
       *[other] партії
    }

# machine translation, not reviewed
dice-btn-check = 🔐 Перевірити кубики

# machine translation, not reviewed
dice-btn-replay = 🎞 Повтор

# machine translation, not reviewed
dice-btn-stats = 🎲 Кубики

# machine translation, not reviewed
dice-caption = 🔐 Кубики задано заздалегідь: { $short }… (/dice)

# machine translation, not reviewed
dice-lobby = 🔐 Кубики цієї партії вже задано: { $short }… Після гри їх можна перевірити.

# machine translation, not reviewed
dice-current =
    🔐 <b>Кубики цієї партії задано заздалегідь</b>
    Відбиток секретного ключа (хеш SHA-256):
    <code>{ $commit }</code>
    Ключ буде розкрито, коли партія закінчиться: тоді кожен зможе перерахувати всі кидки.

# machine translation, not reviewed
dice-predates = Ця партія не має відбитка: вона почалася до того, як кубики стало можливо перевіряти. Наступні партії — вже з перевіркою.

# machine translation, not reviewed
dice-none = У цьому чаті ще немає партій із кубиками, які можна перевірити. Почніть: /new

# machine translation, not reviewed
dice-check =
    🔐 <b>Перевірка кубиків</b> — { $variant }, { $white } — { $black }
    Відбиток ключа (показано до першого кидка):
    <code>{ $commit }</code>
    Ключ (розкрито після партії):
    <code>{ $seed }</code>
    Кидки по черзі ({ $count }): { $rolls }

    Кидок № n — це HMAC-SHA256 рядка «n:0» із цим ключем; байти від 252 пропускаються, решта дають грань b % 6 + 1. Хеш SHA-256 ключа має збігтися з відбитком. Перевірити можна без бота — дюжиною рядків на Python із docs/DICE.md у репозиторії бота — або командою <code>python -m engine verify-dice</code> для запису партії з /history.

# machine translation, not reviewed
dice-not_finished = Ключ розкривається лише після закінчення партії.

# machine translation, not reviewed
dice-stats-player = 🎲 <b>Кубики: { $name }</b> — { $rolls } у { $games }

# machine translation, not reviewed
dice-stats-chat = 🎲 <b>Кубики в цьому чаті</b> — { $rolls } у { $games }

# machine translation, not reviewed
dice-stats-faces = Грані: { $faces } (чесні кубики — близько { $expected } кожної)

# machine translation, not reviewed
dice-stats-doubles = Дублі: { $doubles } з { $rolls_n } (очікується близько { $expected })

# machine translation, not reviewed
dice-stats-pips = У середньому { $pips } пункту за кидок (очікується 8,17)

# machine translation, not reviewed
dice-stats-chi = Хі-квадрат: грані { $faces } (p = { $p_faces }), дублі { $doubles } (p = { $p_doubles }) — { $verdict }.

# machine translation, not reviewed
dice-stats-empty = Зіграних партій із кубиками поки немає.

# machine translation, not reviewed
dice-verdict-normal = у межах звичайної випадковості

# machine translation, not reviewed
dice-verdict-unusual = незвично: випадково так буває рідше ніж раз на сотню перевірок

# machine translation, not reviewed
dice-verdict-suspicious = дуже незвично: випадково так буває рідше ніж раз на тисячу перевірок

# machine translation, not reviewed
dice-verdict-too_few = кидків поки надто мало, щоб судити

# machine translation, not reviewed
dice-chart-title = Кубики: { $name }

# machine translation, not reviewed
dice-chart-chat = Кубики в чаті

# machine translation, not reviewed
dice-chart-faces = Грані

# machine translation, not reviewed
dice-chart-doubles = Дублі

# machine translation, not reviewed
dice-chart-expected = чесні кубики

# machine translation, not reviewed
dice-chart-summary = { $rolls } · { $pips } пункту за кидок (очікується 8,17)

# machine translation, not reviewed
dice-replay-caption = 🎞 { $variant }: { $white } — { $black }. { $result }

# machine translation, not reviewed
dice-replay-busy = Повтор уже готується.

# machine translation, not reviewed
luck-line = Удача: { $players } очка — на стільки кидки за партію в сумі кращі або гірші за середні

# machine translation, not reviewed
luck-adjusted = Підсумок із поправкою на удачу: { $players } очка

# machine translation, not reviewed
luck-jokers = Найвдаліші й найневдаліші кидки (від 0,6 очка): { $jokers }

# machine translation, not reviewed
luck-note = <i>Удача кидка — на скільки очок кубики, що випали, кращі або гірші за середній кидок у цій позиції. Підсумок із поправкою на удачу — рахунок партії за вирахуванням удачі: яким він був би за середніх кидків.</i>
