### Russian texts of Nardy: main
### state: source

start =
    🎲 <b>Нарды</b> — длинные и короткие (бэкгаммон), прямо в Telegram.

    • /new — новая партия. В личном чате — против бота (четыре уровня силы), в группе — с другом или с ботом.
    • Ходите кнопками под доской: кнопка передвигает одну шашку, например «13→7»; кнопка вроде «13→6» играет одной шашкой оба кубика. Ходы с одного пункта стоят в одной строке: сначала бар, затем пункты от дальнего к ближнему. Я показываю только разрешённые ходы. «↶ Шаг назад» отменяет последний шаг. Когда кубики сыграны, ход переходит сам (в /settings можно вернуть кнопку «✅ Готово»).
    • Оранжевой обводкой на доске отмечен последний ход соперника.
    • Голубой обводкой отмечены шаги, которые вы уже сделали в этом ходу.
    • /rules — правила с картинками, /stats — статистика и рейтинг, /lang — язык, /settings — как завершается ход.

    Добавьте меня в группу, чтобы играть с друзьями.

start-group =
    🎲 Привет! Я провожу партии в нарды прямо в этом чате — длинные и короткие (бэкгаммон).
    /new — начать партию (с другом из чата или с ботом), /rules — правила, /stats — таблица чата, /lang — язык.

help =
    <b>Как играть</b>
    /new — новая партия: выберите длинные или короткие нарды, затем ждите соперника или играйте с ботом. Можно сразу: <code>/new long</code> или <code>/new short</code>. Матч и куб удвоения: <code>/new short 5 cube</code> — матч до 5 очков с кубом (или кнопками в приглашении).
    /rules — правила обоих вариантов.
    /stats — ваши результаты и рейтинг; в группе ещё и таблица чата.
    /history — последние партии и матчи чата; запись любой можно скачать.
    /resign — сдаться (в свой ход, с подтверждением); в матче — партию или весь матч.
    /claim — забрать победу, если соперник не ходит больше { $hours } ч.; в матче — победу во всём матче.
    /settings — завершать ход автоматически или кнопкой «Готово».
    /lang — язык бота в этом чате.
    /hints — подсказки в партиях с другом (включают оба игрока); против бота кнопка «💡 Подсказка» есть всегда.
    /analysis — разбор законченных партий: ошибки, уровень игры, лучшие ходы.

    Оранжевая обводка на доске — последний ход соперника.
    Голубая обводка — шаги, сделанные в текущем ходу.

    В чате идёт одна партия за раз. Если кубики можно сыграть только одним способом, я сделаю ход сам; если ходить нечем — ход переходит. Приглашение, которое никто не принял за { $minutes } мин, закрывается.

cmd-new = Новая партия

cmd-rules = Правила игры

cmd-stats = Статистика и рейтинг

cmd-history = Сыгранные партии и их запись

cmd-resign = Сдаться

cmd-claim = Победа, если соперник не ходит

cmd-settings = Настройки чата

cmd-lang = Язык

cmd-help = Как играть

cmd-start = О боте

variant-long = Длинные нарды

variant-short = Короткие нарды

variant-long-btn = Длинные

variant-short-btn = Короткие

level-beginner = Новичок

level-medium = Любитель

level-strong = Сильный

level-master = Мастер

level-beginner-btn = 🐣 Новичок

level-medium-btn = 🙂 Любитель

level-strong-btn = 💪 Сильный

level-master-btn = 🧠 Мастер

ai-name = Бот «{ $level }»

point-bar = бар

point-off = выброс

move-hit = { " " }(сбита { $icon })

points =
    { $count ->
        [one] очко
        [few] очка
       *[many] очков
    }

games =
    { $count ->
        [one] партия
        [few] партии
       *[many] партий
    }

dur-hm = { $h } ч { $m } мин

dur-m = { $m } мин

btn-join = 🤝 Присоединиться

btn-accept = 🤝 Принять

btn-vs_bot = 🤖 Играть с ботом

btn-cancel = ✖ Отменить

btn-back = ← Назад

btn-undo = ↶ Шаг назад

btn-done = ✅ Готово

btn-resign_yes = 🏳 Да, сдаюсь

btn-resign_no = Играть дальше

btn-rematch = 🔁 Реванш

lobby-variant = 🎲 { $name } начинает новую партию. Во что играем?

lobby-variant-private = 🎲 Новая партия с ботом. Во что играем?

lobby-open =
    🎲 { $name } ищет соперника: <b>{ $variant }</b>.
    Нажмите «Присоединиться», чтобы сыграть. { $name } может вместо этого позвать бота.

lobby-rematch = 🔁 { $name } предлагает реванш: <b>{ $variant }</b>. { $other }, принимаете?

lobby-level =
    🤖 <b>{ $variant }</b> против бота. Выберите силу соперника:
    🐣 <b>Новичок</b> — часто ошибается, можно учиться;
    🙂 <b>Любитель</b> — играет разумно, изредка промахивается;
    💪 <b>Сильный</b> — всегда играет ход, который его нейросеть считает лучшим;
    🧠 <b>Мастер</b> — вдобавок просчитывает все 21 бросок соперника на ход вперёд, а спорные ходы проверяет ещё на ход глубже.

lobby-started = ▶ Партия началась — <b>{ $variant }</b>: ⚪ { $white } — ⚫ { $black }.

lobby-cancelled = ✖ { $name } отменяет приглашение.

lobby-expired = ⌛ Никто не принял приглашение — оно закрыто. Новая партия: /new

new-exists = В этом чате уже идёт партия ({ $variant }): { $white } — { $black }. Доска — выше. Доиграйте её или сдайтесь командой /resign.

new-lobby_exists = В этом чате уже открыто приглашение (оно выше). Ответьте на него или отмените.

cap-header =
    <b>{ $variant }</b>
    ⚪ { $white } — ⚫ { $black }

cap-opening = Розыгрыш: ⚪ { $white_die } — ⚫ { $black_die }{ $ties }. Начинает { $first }, играет { $dice }.

cap-ties = { " " }(сначала выпало поровну: { $ties })

cap-log-move = { $icon } { $name }, { $dice }: { $notation }

cap-log-forced = { $icon } { $name }, { $dice }: { $notation } — единственный ход

cap-log-pass = { $icon } { $name }, { $dice }: ходить нечем, ход переходит

cap-turn = 🎲 Ходит { $mention }: { $dice }

cap-turn-steps = Сыграно: { $steps }

cap-turn-complete = Все кубики сыграны — «Готово» или «Шаг назад».

cap-turn-no_more = Больше ходов нет: оставшиеся кубики сыграть нельзя.

cap-turn-ai = 🤖 { $name } думает, как сыграть { $dice }…

ping-turn = 🎲 { $mention }, ваш ход ({ $dice })

ping-roll = 🎲 { $mention }, ваш ход: бросьте кубики или предложите удвоение

ping-take = ⬆ { $mention }, вам предлагают удвоение до ×{ $value }: принять или отказаться?

cap-pips = Осталось пройти: ⚪ { $white } · ⚫ { $black }

res-borne_off = 🏆 { $winner } выбрасывает последнюю шашку и побеждает!

res-resigned = 🏳 { $loser } сдаётся. Побеждает { $winner }.

res-timeout = ⌛ { $loser } слишком долго не делает ход. Победа присуждена: { $winner }.

res-score = { $kind }: { $points } { $points_word }.

res-banner = Победа: { $name } · { $points } { $points_word } ({ $kind })

kind-single = Обычная победа

kind-gammon = Марс

kind-backgammon = Кокс

kind-oin = Обычная победа

kind-mars = Марс

kind-single-short = обычная

kind-gammon-short = марс

kind-backgammon-short = кокс

kind-oin-short = обычная

kind-mars-short = марс

res-stats = 📊 { $name }: побед { $wins } из { $games }, рейтинг { $rating }{ $change }

res-stats-ai = 📊 { $name }: против бота побед { $wins } из { $games }

alert-stale = Эта кнопка устарела — показываю актуальную доску.

alert-finished = Эта партия уже закончена.

alert-not_player = Это не ваша партия.

alert-not_turn = Сейчас не ваш ход.

alert-invalid = Эта кнопка не работает. Нажмите кнопку под последним сообщением.

alert-error = Что-то пошло не так. Попробуйте ещё раз.

alert-illegal = Этот ход сейчас невозможен.

alert-creator_only = Это выбирает автор приглашения.

alert-own_lobby = С самим собой не сыграть: дождитесь соперника или позовите бота.

alert-invitee_only = Это приглашение для другого игрока.

alert-chat_busy = В этом чате уже идёт другая партия.

alert-rematch_players = Реванш начинают участники этой партии.

alert-resign_kept = Играем дальше!

resign-confirm = { $name }, точно сдаётесь? Соперник получит { $points } { $points_word } — { $kind }.

resign-none = Вы не играете партию в этом чате.

resign-not_turn = Сдаться можно только в свой ход.

claim-none = Вы не играете партию в этом чате.

claim-your_turn = Сейчас ваш ход — требовать победу не у кого.

claim-ai = Бот не затягивает ходы — у него победу по времени не потребовать.

claim-wait = Соперник думает { $elapsed }. Потребовать победу можно через { $left }.

claim-notice = ⏰ { $name } не ходит уже { $hours } ч. { $other } может забрать победу: /claim

claim-notice-match = ⏰ { $name } не ходит уже { $hours } ч. { $other } может забрать победу во всём матче: /claim

lang-prompt = Выберите язык бота для этого чата:

lang-set = Готово: теперь я говорю по-русски.

lang-admins_only = Извините, язык этого чата могут менять только администраторы группы.

stats-title = 📊 <b>{ $name }</b>

stats-variant =
    <b>{ $variant }</b> — рейтинг { $rating }
    { $games } { $games_word }: побед { $wins }, поражений { $losses }; очки { $won }:{ $lost }; марсов { $gammons }, коксов { $backgammons }

stats-variant-long =
    <b>{ $variant }</b> — рейтинг { $rating }
    { $games } { $games_word }: побед { $wins }, поражений { $losses }; очки { $won }:{ $lost }; марсов { $gammons }

stats-vs_ai = против бота: побед { $wins } из { $games }

stats-empty = <b>{ $variant }</b>: партий пока нет.

stats-chat = 🏆 <b>Таблица чата — { $variant }</b>

stats-row = { $pos }. { $name } — { $rating } · побед { $wins } из { $games }

stats-chat_empty = 🏆 { $variant }: в этом чате ещё никто не доиграл партию.

btn-cube_on = 🎲 Куб удвоения: вкл

btn-cube_off = 🎲 Куб удвоения: выкл

btn-roll = 🎲 Бросить кубики

btn-double = ⬆ Удвоить до ×{ $value }

btn-take = ✅ Принять: партия на { $value } { $points_word }

btn-pass = ✖ Отказаться: −{ $value } { $points_word }

lobby-cube_on = Играем с кубом удвоения.

cap-cube = Куб: ×{ $value }, им владеет { $name }

cap-cube-middle = Куб в центре: ставка ×1 (на кубе 64)

cap-cube-offered = Куб: предложено ×{ $value }, ждём ответа

cap-cube-crawford = Партия Кроуфорда: удваивать нельзя.

cap-roll = 🎲 { $mention }, ваш ход: бросьте кубики или предложите удвоение до ×{ $value }.

cap-roll-ai = 🤖 { $name } решает, удваивать ли…

cap-offer = ⬆ { $doubler } предлагает удвоение до ×{ $value }. { $mention }, принимаете? Отказ стоит { $stake } { $points_word }.

cap-offer-ai = ⬆ { $doubler } предлагает удвоение до ×{ $value }. { $name } думает…

res-passed = ✖ { $loser } отказывается от удвоения. Побеждает { $winner }.

alert-cube_not_yours = Сейчас решает соперник.

resign-pending = Удвоение ещё ждёт ответа соперника. Сдаться можно после его ответа.

resign-pending-taker = Вам предложено удвоение: чтобы отдать партию, нажмите «✖ Отказаться» под доской.

match-score = 🏁 Матч до { $target }: { $first } { $first_score } · { $second } { $second_score }

match-next-auto = Следующая партия начнётся через пару секунд.

match-next-button = Следующая партия — по кнопке ниже.

match-won = 🏆 { $name } выигрывает матч со счётом { $winner_score }:{ $loser_score }!

match-won-resigned = 🏆 Матч сдан. Победа в матче: { $name } ({ $winner_score }:{ $loser_score }).

match-won-timeout = ⏰ Ходов слишком долго не было — матч засчитан. Победа в матче: { $name } ({ $winner_score }:{ $loser_score }).

match-stats = 📊 { $name }: матчей выиграно { $wins } из { $matches }, рейтинг в матчах { $rating }

match-exists = В этом чате уже идёт матч. Доиграйте его или сдайте командой /resign.

match-lobby = Играем матч: побеждает тот, кто первым наберёт { $target } { $points_word }.

match-single = Одна партия

match-to = До { $target }

btn-next_game = ▶ Следующая партия

btn-match_again = 🔁 Ещё матч

btn-resign_match = 🏳 Сдать весь матч

stats-matches = Матчи: { $matches }, побед { $wins }, рейтинг в матчах { $rating }

history-title = 📜 Последние партии и матчи в этом чате:

history-empty = В этом чате ещё нет сыгранных партий. Начать: /new

history-game = { $n }. { $variant }: { $white } — { $black }, победа: { $winner } (+{ $points }) · { $date }

history-match = { $n }. { $variant }, матч до { $target }: { $first } { $score0 }:{ $score1 } { $second } · { $date }

btn-export = ⬇ { $n }

move-off = выброс

toast-move = { $move } ✓

toast-undo = ↶ { $move } отменён

toast-done = Ход передан.

toast-move-done = { $move } ✓ Ход передан.

toast-move-lost = { $move } ✓ Больше ходов нет — ход передан.

settings-text =
    <b>Настройки чата</b>

    <b>Автоматическое завершение хода</b>: { $state }.
    • Включено — как только кубики сыграны (или сыграть их больше нельзя), ход сразу переходит к сопернику, нажимать «Готово» не нужно. Отменить шаг можно, пока ход не закончен.
    • Выключено — после последнего шага ход можно проверить и отменить «Шаг назад»; ход передаётся кнопкой «Готово».

settings-on = включено

settings-off = выключено

settings-btn-on = Завершать ход автоматически

settings-btn-off = Завершать ход кнопкой «Готово»

settings-admins_only = Извините, настройки этого чата могут менять только администраторы группы.

settings-saved = Сохранено.

cmd-hints = Подсказки в партиях с друзьями

cmd-analysis = Разбор сыгранных партий
