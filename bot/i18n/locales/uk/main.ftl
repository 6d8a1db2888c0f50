### Ukrainian texts of Nardy: main (source: ../ru/main.ftl)
### state: machine (172 of 172 messages made by machine translation, not reviewed)

# machine translation, not reviewed
start =
    🎲 <b>Нарди</b> — довгі й короткі (бекгемон), просто в Telegram.

    • /new — нова партія. В особистому чаті — проти бота (чотири рівні сили), у групі — з другом або з ботом.
    • Ходіть кнопками під дошкою: кнопка пересуває одну шашку, наприклад «13→7»; кнопка на зразок «13→6» грає однією шашкою обидва кубики. Ходи з одного пункту стоять в одному рядку: спершу бар, далі пункти від найдальшого до найближчого. Я показую лише дозволені ходи. «↶ Крок назад» скасовує останній крок. Коли кубики зіграно, хід переходить сам (у /settings можна повернути кнопку «✅ Готово»).
    • Помаранчевою обвідкою на дошці позначено останній хід суперника.
    • Блакитною обвідкою позначено кроки, які ви вже зробили в цьому ході.
    • /rules — правила з картинками, /stats — статистика й рейтинг, /lang — мова, /settings — як завершується хід.

    Додайте мене в групу, щоб грати з друзями.

# machine translation, not reviewed
start-group =
    🎲 Привіт! Я проводжу партії в нарди просто в цьому чаті — довгі й короткі (бекгемон).
    /new — почати партію (з другом із чату або з ботом), /rules — правила, /stats — таблиця чату, /lang — мова.

# machine translation, not reviewed
help =
    <b>Як грати</b>
    /new — нова партія: оберіть довгі або короткі нарди, потім чекайте суперника або грайте з ботом. Можна одразу: <code>/new long</code> або <code>/new short</code>. Матч і куб подвоєння: <code>/new short 5 cube</code> — матч до 5 очок із кубом (або кнопками в запрошенні).
    /rules — правила обох варіантів.
    /stats — ваші результати й рейтинг; у групі ще й таблиця чату.
    /history — останні партії та матчі чату; запис будь-якої можна завантажити.
    /resign — здатися (у свій хід, із підтвердженням); у матчі — партію або весь матч.
    /claim — забрати перемогу, якщо суперник не ходить понад { $hours } год; у матчі — перемогу в усьому матчі.
    /settings — завершувати хід автоматично або кнопкою «Готово».
    /lang — мова бота в цьому чаті.
    /hints — підказки в партіях із другом (вмикають обидва гравці); проти бота кнопка «💡 Підказка» є завжди.
    /analysis — розбір завершених партій: помилки, рівень гри, найкращі ходи.

    Помаранчева обвідка на дошці — останній хід суперника.
    Блакитна обвідка — кроки, зроблені в поточному ході.

    У чаті йде одна партія за раз. Якщо кубики можна зіграти лише одним способом, я зроблю хід сам; якщо ходити нічим — хід переходить. Запрошення, яке ніхто не прийняв за { $minutes } хв, закривається.

# machine translation, not reviewed
cmd-new = Нова партія

# machine translation, not reviewed
cmd-rules = Правила гри

# machine translation, not reviewed
cmd-stats = Статистика й рейтинг

# machine translation, not reviewed
cmd-history = Зіграні партії та їхні записи

# machine translation, not reviewed
cmd-resign = Здатися

# machine translation, not reviewed
cmd-claim = Перемога, якщо суперник не ходить

# machine translation, not reviewed
cmd-settings = Налаштування чату

# machine translation, not reviewed
cmd-lang = Мова

# machine translation, not reviewed
cmd-help = Як грати

# machine translation, not reviewed
cmd-start = Про бота

# machine translation, not reviewed
variant-long = Довгі нарди

# machine translation, not reviewed
variant-short = Короткі нарди

# machine translation, not reviewed
variant-long-btn = Довгі

# machine translation, not reviewed
variant-short-btn = Короткі

# machine translation, not reviewed
level-beginner = Новачок

# machine translation, not reviewed
level-medium = Любитель

# machine translation, not reviewed
level-strong = Сильний

# machine translation, not reviewed
level-master = Майстер

# machine translation, not reviewed
level-beginner-btn = 🐣 Новачок

# machine translation, not reviewed
level-medium-btn = 🙂 Любитель

# machine translation, not reviewed
level-strong-btn = 💪 Сильний

# machine translation, not reviewed
level-master-btn = 🧠 Майстер

# machine translation, not reviewed
ai-name = Бот «{ $level }»

# machine translation, not reviewed
point-bar = бар

# machine translation, not reviewed
point-off = викидання

# machine translation, not reviewed
move-hit = { " " }(збито { $icon })

# machine translation, not reviewed
points =
    { $count ->
        [one] очко
        [few] очки
        [many] очок
       *[other] очка
    }

# machine translation, not reviewed
games =
    { $count ->
        [one] партія
        [few] партії
        [many] партій
       *[other] партії
    }

# machine translation, not reviewed
dur-hm = { $h } год { $m } хв

# machine translation, not reviewed
dur-m = { $m } хв

# machine translation, not reviewed
btn-join = 🤝 Приєднатися

# machine translation, not reviewed
btn-accept = 🤝 Прийняти

# machine translation, not reviewed
btn-vs_bot = 🤖 Грати з ботом

# machine translation, not reviewed
btn-cancel = ✖ Скасувати

# machine translation, not reviewed
btn-back = ← Назад

# machine translation, not reviewed
btn-undo = ↶ Крок назад

# machine translation, not reviewed
btn-done = ✅ Готово

# machine translation, not reviewed
btn-resign_yes = 🏳 Так, здаюся

# machine translation, not reviewed
btn-resign_no = Грати далі

# machine translation, not reviewed
btn-rematch = 🔁 Реванш

# machine translation, not reviewed
lobby-variant = 🎲 { $name } починає нову партію. У що граємо?

# machine translation, not reviewed
lobby-variant-private = 🎲 Нова партія з ботом. У що граємо?

# machine translation, not reviewed
lobby-open =
    🎲 { $name } шукає суперника: <b>{ $variant }</b>.
    Натисніть «Приєднатися», щоб зіграти. { $name } може натомість покликати бота.

# machine translation, not reviewed
lobby-rematch = 🔁 { $name } пропонує реванш: <b>{ $variant }</b>. { $other }, приймаєте?

# machine translation, not reviewed
lobby-level =
    🤖 <b>{ $variant }</b> проти бота. Оберіть силу суперника:
    🐣 <b>Новачок</b> — часто помиляється, можна вчитися;
    🙂 <b>Любитель</b> — грає розважливо, зрідка схибить;
    💪 <b>Сильний</b> — завжди грає хід, який його нейромережа вважає найкращим;
    🧠 <b>Майстер</b> — додатково прораховує всі 21 кидок суперника на хід уперед, а спірні ходи перевіряє ще на хід глибше.

# machine translation, not reviewed
lobby-started = ▶ Партія почалася — <b>{ $variant }</b>: ⚪ { $white } — ⚫ { $black }.

# machine translation, not reviewed
lobby-cancelled = ✖ { $name } скасовує запрошення.

# machine translation, not reviewed
lobby-expired = ⌛ Ніхто не прийняв запрошення — його закрито. Нова партія: /new

# machine translation, not reviewed
new-exists = У цьому чаті вже йде партія ({ $variant }): { $white } — { $black }. Дошка — вище. Дограйте її або здайтеся командою /resign.

# machine translation, not reviewed
new-lobby_exists = У цьому чаті вже відкрито запрошення (воно вище). Дайте на нього відповідь або скасуйте його.

# machine translation, not reviewed
cap-header =
    <b>{ $variant }</b>
    ⚪ { $white } — ⚫ { $black }

# machine translation, not reviewed
cap-opening = Розіграш: ⚪ { $white_die } — ⚫ { $black_die }{ $ties }. Починає { $first }, грає { $dice }.

# machine translation, not reviewed
cap-ties = { " " }(спершу випало порівну: { $ties })

# machine translation, not reviewed
cap-log-move = { $icon } { $name }, { $dice }: { $notation }

# machine translation, not reviewed
cap-log-forced = { $icon } { $name }, { $dice }: { $notation } — єдиний хід

# machine translation, not reviewed
cap-log-pass = { $icon } { $name }, { $dice }: ходити нічим, хід переходить

# machine translation, not reviewed
cap-turn = 🎲 Ходить { $mention }: { $dice }

# machine translation, not reviewed
cap-turn-steps = Зіграно: { $steps }

# machine translation, not reviewed
cap-turn-complete = Усі кубики зіграно — «Готово» або «Крок назад».

# machine translation, not reviewed
cap-turn-no_more = Більше ходів немає: решту кубиків зіграти не можна.

# machine translation, not reviewed
cap-turn-ai = 🤖 { $name } думає, як зіграти { $dice }…

# machine translation, not reviewed
ping-turn = 🎲 { $mention }, ваш хід ({ $dice })

# machine translation, not reviewed
ping-roll = 🎲 { $mention }, ваш хід: киньте кубики або запропонуйте подвоєння

# machine translation, not reviewed
ping-take = ⬆ { $mention }, вам пропонують подвоєння до ×{ $value }: прийняти чи відмовитися?

# machine translation, not reviewed
cap-pips = Лишилося пройти: ⚪ { $white } · ⚫ { $black }

# machine translation, not reviewed
res-borne_off = 🏆 { $winner } викидає останню шашку й перемагає!

# machine translation, not reviewed
res-resigned = 🏳 { $loser } здається. Перемагає { $winner }.

# machine translation, not reviewed
res-timeout = ⌛ { $loser } надто довго не робить хід. Перемогу присуджено: { $winner }.

# machine translation, not reviewed
res-score = { $kind }: { $points } { $points_word }.

# machine translation, not reviewed
res-banner = Перемога: { $name } · { $points } { $points_word } ({ $kind })

# machine translation, not reviewed
kind-single = Звичайна перемога

# machine translation, not reviewed
kind-gammon = Марс

# machine translation, not reviewed
kind-backgammon = Кокс

# machine translation, not reviewed
kind-oin = Звичайна перемога

# machine translation, not reviewed
kind-mars = Марс

# machine translation, not reviewed
kind-single-short = звичайна

# machine translation, not reviewed
kind-gammon-short = марс

# machine translation, not reviewed
kind-backgammon-short = кокс

# machine translation, not reviewed
kind-oin-short = звичайна

# machine translation, not reviewed
kind-mars-short = марс

# machine translation, not reviewed
res-stats = 📊 { $name }: перемог { $wins } з { $games }, рейтинг { $rating }{ $change }

# machine translation, not reviewed
res-stats-ai = 📊 { $name }: проти бота перемог { $wins } з { $games }

# machine translation, not reviewed
alert-stale = Ця кнопка застаріла — показую актуальну дошку.

# machine translation, not reviewed
alert-finished = Ця партія вже закінчилася.

# machine translation, not reviewed
alert-not_player = Це не ваша партія.

# machine translation, not reviewed
alert-not_turn = Зараз не ваш хід.

# machine translation, not reviewed
alert-invalid = Ця кнопка не працює. Натисніть кнопку під останнім повідомленням.

# machine translation, not reviewed
alert-error = Щось пішло не так. Спробуйте ще раз.

# machine translation, not reviewed
alert-illegal = Цей хід зараз неможливий.

# machine translation, not reviewed
alert-creator_only = Це обирає автор запрошення.

# machine translation, not reviewed
alert-own_lobby = Із самим собою не зіграти: дочекайтеся суперника або покличте бота.

# machine translation, not reviewed
alert-invitee_only = Це запрошення для іншого гравця.

# machine translation, not reviewed
alert-chat_busy = У цьому чаті вже йде інша партія.

# machine translation, not reviewed
alert-rematch_players = Реванш починають учасники цієї партії.

# machine translation, not reviewed
alert-resign_kept = Граємо далі!

# machine translation, not reviewed
resign-confirm = { $name }, точно здаєтеся? Суперник отримає { $points } { $points_word } — { $kind }.

# machine translation, not reviewed
resign-none = Ви не граєте партію в цьому чаті.

# machine translation, not reviewed
resign-not_turn = Здатися можна лише у свій хід.

# machine translation, not reviewed
claim-none = Ви не граєте партію в цьому чаті.

# machine translation, not reviewed
claim-your_turn = Зараз ваш хід — вимагати перемогу немає в кого.

# machine translation, not reviewed
claim-ai = Бот не затягує ходів — вимагати в нього перемогу за часом не вийде.

# machine translation, not reviewed
claim-wait = Суперник думає { $elapsed }. Вимагати перемогу можна через { $left }.

# machine translation, not reviewed
claim-notice = ⏰ { $name } не ходить уже { $hours } год. { $other } може забрати перемогу: /claim

# machine translation, not reviewed
claim-notice-match = ⏰ { $name } не ходить уже { $hours } год. { $other } може забрати перемогу в усьому матчі: /claim

# machine translation, not reviewed
lang-prompt = Оберіть мову бота для цього чату:

# machine translation, not reviewed
lang-set = Готово: тепер я розмовляю українською.

# machine translation, not reviewed
lang-admins_only = Вибачте, мову цього чату можуть змінювати лише адміністратори групи.

# machine translation, not reviewed
stats-title = 📊 <b>{ $name }</b>

# machine translation, not reviewed
stats-variant =
    <b>{ $variant }</b> — рейтинг { $rating }
    { $games } { $games_word }: перемог { $wins }, поразок { $losses }; очки { $won }:{ $lost }; марсів { $gammons }, коксів { $backgammons }

# machine translation, not reviewed
stats-variant-long =
    <b>{ $variant }</b> — рейтинг { $rating }
    { $games } { $games_word }: перемог { $wins }, поразок { $losses }; очки { $won }:{ $lost }; марсів { $gammons }

# machine translation, not reviewed
stats-vs_ai = проти бота: перемог { $wins } з { $games }

# machine translation, not reviewed
stats-empty = <b>{ $variant }</b>: партій поки немає.

# machine translation, not reviewed
stats-chat = 🏆 <b>Таблиця чату — { $variant }</b>

# machine translation, not reviewed
stats-row = { $pos }. { $name } — { $rating } · перемог { $wins } з { $games }

# machine translation, not reviewed
stats-chat_empty = 🏆 { $variant }: у цьому чаті ще ніхто не дограв партію.

# machine translation, not reviewed
btn-cube_on = 🎲 Куб подвоєння: увімк.

# machine translation, not reviewed
btn-cube_off = 🎲 Куб подвоєння: вимк.

# machine translation, not reviewed
btn-roll = 🎲 Кинути кубики

# machine translation, not reviewed
btn-double = ⬆ Подвоїти до ×{ $value }

# machine translation, not reviewed
btn-take = ✅ Прийняти: партія на { $value } { $points_word }

# machine translation, not reviewed
btn-pass = ✖ Відмовитися: −{ $value } { $points_word }

# machine translation, not reviewed
lobby-cube_on = Граємо з кубом подвоєння.

# machine translation, not reviewed
cap-cube = Куб: ×{ $value }, ним володіє { $name }

# machine translation, not reviewed
cap-cube-middle = Куб у центрі: ставка ×1 (на кубі 64)

# machine translation, not reviewed
cap-cube-offered = Куб: запропоновано ×{ $value }, чекаємо відповіді

# machine translation, not reviewed
cap-cube-crawford = Партія Кроуфорда: подвоювати не можна.

# machine translation, not reviewed
cap-roll = 🎲 { $mention }, ваш хід: киньте кубики або запропонуйте подвоєння до ×{ $value }.

# machine translation, not reviewed
cap-roll-ai = 🤖 { $name } вирішує, чи подвоювати…

# machine translation, not reviewed
cap-offer = ⬆ { $doubler } пропонує подвоєння до ×{ $value }. { $mention }, приймаєте? Відмова коштує { $stake } { $points_word }.

# machine translation, not reviewed
cap-offer-ai = ⬆ { $doubler } пропонує подвоєння до ×{ $value }. { $name } думає…

# machine translation, not reviewed
res-passed = ✖ { $loser } відмовляється від подвоєння. Перемагає { $winner }.

# machine translation, not reviewed
alert-cube_not_yours = Зараз вирішує суперник.

# machine translation, not reviewed
resign-pending = Подвоєння ще чекає на відповідь суперника. Здатися можна після його відповіді.

# machine translation, not reviewed
resign-pending-taker = Вам запропоновано подвоєння: щоб віддати партію, натисніть «✖ Відмовитися» під дошкою.

# machine translation, not reviewed
match-score = 🏁 Матч до { $target }: { $first } { $first_score } · { $second } { $second_score }

# machine translation, not reviewed
match-next-auto = Наступна партія почнеться за кілька секунд.

# machine translation, not reviewed
match-next-button = Наступна партія — за кнопкою нижче.

# machine translation, not reviewed
match-won = 🏆 { $name } виграє матч із рахунком { $winner_score }:{ $loser_score }!

# machine translation, not reviewed
match-won-resigned = 🏆 Матч здано. Перемога в матчі: { $name } ({ $winner_score }:{ $loser_score }).

# machine translation, not reviewed
match-won-timeout = ⏰ Ходів надто довго не було — матч зараховано. Перемога в матчі: { $name } ({ $winner_score }:{ $loser_score }).

# machine translation, not reviewed
match-stats = 📊 { $name }: виграно матчів { $wins } з { $matches }, рейтинг у матчах { $rating }

# machine translation, not reviewed
match-exists = У цьому чаті вже йде матч. Дограйте його або здайте командою /resign.

# machine translation, not reviewed
match-lobby = Граємо матч: перемагає той, хто першим набере { $target } { $points_word }.

# machine translation, not reviewed
match-single = Одна партія

# machine translation, not reviewed
match-to = До { $target }

# machine translation, not reviewed
btn-next_game = ▶ Наступна партія

# machine translation, not reviewed
btn-match_again = 🔁 Ще матч

# machine translation, not reviewed
btn-resign_match = 🏳 Здати весь матч

# machine translation, not reviewed
stats-matches = Матчі: { $matches }, перемог { $wins }, рейтинг у матчах { $rating }

# machine translation, not reviewed
history-title = 📜 Останні партії та матчі в цьому чаті:

# machine translation, not reviewed
history-empty = У цьому чаті ще немає зіграних партій. Почати: /new

# machine translation, not reviewed
history-game = { $n }. { $variant }: { $white } — { $black }, перемога: { $winner } (+{ $points }) · { $date }

# machine translation, not reviewed
history-match = { $n }. { $variant }, матч до { $target }: { $first } { $score0 }:{ $score1 } { $second } · { $date }

# machine translation, not reviewed
btn-export = ⬇ { $n }

# machine translation, not reviewed
move-off = викидання

# machine translation, not reviewed
toast-move = { $move } ✓

# machine translation, not reviewed
toast-undo = ↶ { $move } скасовано

# machine translation, not reviewed
toast-done = Хід передано.

# machine translation, not reviewed
toast-move-done = { $move } ✓ Хід передано.

# machine translation, not reviewed
toast-move-lost = { $move } ✓ Більше ходів немає — хід передано.

# machine translation, not reviewed
settings-text =
    <b>Налаштування чату</b>

    <b>Автоматичне завершення ходу</b>: { $state }.
    • Увімкнено — щойно кубики зіграно (або зіграти їх більше не можна), хід одразу переходить до суперника, натискати «Готово» не треба. Скасувати крок можна, доки хід не закінчено.
    • Вимкнено — після останнього кроку хід можна перевірити й скасувати «Крок назад»; хід передається кнопкою «Готово».

# machine translation, not reviewed
settings-on = увімкнено

# machine translation, not reviewed
settings-off = вимкнено

# machine translation, not reviewed
settings-btn-on = Завершувати хід автоматично

# machine translation, not reviewed
settings-btn-off = Завершувати хід кнопкою «Готово»

# machine translation, not reviewed
settings-admins_only = Вибачте, налаштування цього чату можуть змінювати лише адміністратори групи.

# machine translation, not reviewed
settings-saved = Збережено.

# machine translation, not reviewed
cmd-hints = Підказки в партіях із друзями

# machine translation, not reviewed
cmd-analysis = Розбір зіграних партій
