### Russian texts of Nardy: dice
### state: source

cmd-dice = Проверка и статистика кубиков

dice-rolls =
    { $count ->
        [one] бросок
        [few] броска
       *[many] бросков
    }

dice-games =
    { $count ->
        [one] партии
        [few] партиях
       *[many] партиях
    }

dice-btn-check = 🔐 Проверить кубики

dice-btn-replay = 🎞 Повтор

dice-btn-stats = 🎲 Кубики

dice-caption = 🔐 Кубики заданы заранее: { $short }… (/dice)

dice-lobby = 🔐 Кубики этой партии уже заданы: { $short }… После игры их можно проверить.

dice-current =
    🔐 <b>Кубики этой партии заданы заранее</b>
    Отпечаток секретного ключа (хеш SHA-256):
    <code>{ $commit }</code>
    Ключ будет раскрыт, когда партия закончится: тогда каждый сможет пересчитать все броски.

dice-predates = У этой партии нет отпечатка: она началась до того, как кубики стало можно проверить. Следующие партии — уже с проверкой.

dice-none = В этом чате ещё нет партий с проверяемыми кубиками. Начните: /new

dice-check =
    🔐 <b>Проверка кубиков</b> — { $variant }, { $white } — { $black }
    Отпечаток ключа (показан до первого броска):
    <code>{ $commit }</code>
    Ключ (раскрыт после партии):
    <code>{ $seed }</code>
    Броски по порядку ({ $count }): { $rolls }

    Бросок № n — это HMAC-SHA256 строки «n:0» с этим ключом; байты от 252 пропускаются, остальные дают грань b % 6 + 1. Хеш SHA-256 ключа должен совпасть с отпечатком. Проверить можно без бота — дюжиной строк на Python из docs/DICE.md в репозитории бота — или командой <code>python -m engine verify-dice</code> для записи партии из /history.

dice-not_finished = Ключ раскрывается только после окончания партии.

dice-stats-player = 🎲 <b>Кубики: { $name }</b> — { $rolls } в { $games }

dice-stats-chat = 🎲 <b>Кубики в этом чате</b> — { $rolls } в { $games }

dice-stats-faces = Грани: { $faces } (честные кубики — около { $expected } каждой)

dice-stats-doubles = Дубли: { $doubles } из { $rolls_n } (ожидается около { $expected })

dice-stats-pips = В среднем { $pips } пункта за бросок (ожидается 8,17)

dice-stats-chi = Хи-квадрат: грани { $faces } (p = { $p_faces }), дубли { $doubles } (p = { $p_doubles }) — { $verdict }.

dice-stats-empty = Сыгранных партий с кубиками пока нет.

dice-verdict-normal = в пределах обычной случайности

dice-verdict-unusual = необычно: случайно так бывает реже раза на сотню проверок

dice-verdict-suspicious = очень необычно: случайно так бывает реже раза на тысячу проверок

dice-verdict-too_few = бросков пока слишком мало, чтобы судить

dice-chart-title = Кубики: { $name }

dice-chart-chat = Кубики в чате

dice-chart-faces = Грани

dice-chart-doubles = Дубли

dice-chart-expected = честные кубики

dice-chart-summary = { $rolls } · { $pips } пункта за бросок (ожидается 8,17)

dice-replay-caption = 🎞 { $variant }: { $white } — { $black }. { $result }

dice-replay-busy = Повтор уже готовится.

luck-line = Удача: { $players } очка — на столько броски за партию в сумме лучше или хуже средних

luck-adjusted = Итог с поправкой на удачу: { $players } очка

luck-jokers = Самые удачные и неудачные броски (от 0,6 очка): { $jokers }

luck-note = <i>Удача броска — на сколько очков выпавшие кубики лучше или хуже среднего броска в этой позиции. Итог с поправкой на удачу — счёт партии за вычетом удачи: каким он был бы при средних бросках.</i>
