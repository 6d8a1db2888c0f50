### Russian texts of Nardy: coach
### state: source

coach-btn-hint = 💡 Подсказка

coach-btn-show = 👁 Показать на доске

coach-btn-analysis = 📊 Разбор партии

coach-hints_on = 💡 Подсказки включены

coach-hint-title = 💡 { $name }, подсказка на { $dice }:

coach-hint-best = лучший ход

coach-hint-line = { $n }. { $moves } ({ $diff })

coach-hint-note = <i>Разница — сколько очков в среднем теряет ход по сравнению с лучшим.</i>

coach-hint-shown = 💡 Лучший ход: { $moves }

coach-alert-off = В этой партии подсказки выключены: их должны включить оба игрока командой /hints.

coach-alert-hint_old = Эта подсказка уже устарела: ход сыгран.

coach-alert-thinking = Считаю подсказку…

coach-alert-running = Разбор этой партии уже идёт.

coach-alert-missing = Эта партия не найдена среди сыгранных в этом чате.

coach-alert-failed = Не получилось разобрать партию. Попробуйте ещё раз позже.

coach-hints-on = 💡 { $name }, вы согласились на подсказки в этом чате. В партии с другом подсказки появятся, когда их включит и соперник. Выключить: <code>/hints off</code>.

coach-hints-off = { $name }, подсказки для ваших партий в этом чате выключены.

coach-hints-private = 💡 В партии с ботом подсказка доступна всегда: кнопка «💡 Подсказка» под доской в ваш ход. В группе подсказки в партиях с другом включаются командой /hints — только если согласны оба игрока.

coach-list-title = 📊 Выберите партию для разбора:

coach-list-none = В этом чате ещё нет законченных партий. Сыграйте: /new

coach-list-game = { $date } · { $variant }: { $white } — { $black }

coach-list-match_game = { $date } · { $white } — { $black } · до { $target }, { $white_points }:{ $black_points }

coach-progress = ⏳ Разбор: { $done } из { $total } { $turns }

coach-turns =
    { $count ->
        [one] хода
        [few] ходов
       *[many] ходов
    }

coach-title = 📊 <b>Разбор партии</b> — { $variant }

coach-player = { $icon } <b>{ $name }</b>

coach-no_decisions = выбирать ход не приходилось

coach-figures = решений: { $decisions }, ошибка в среднем: { $rate } — уровень игры: { $rating }

coach-counts = сомнительных ходов: { $doubtful }, ошибок: { $errors }, грубых ошибок: { $blunders }

coach-worst = Самые дорогие промахи — на картинках ниже.

coach-no_mistakes = Ни одного хода хуже лучшего — чистая партия!

coach-thresholds = <i>Ошибка в среднем — сколько в среднем теряет один выбор хода по сравнению с лучшим, в тысячных долях очка: 8,0 — это 0,008 очка за ход. Ход, который теряет от { $doubtful } очка, — сомнительный, от { $error } — ошибка, от { $blunder } — грубая ошибка. Уровень игры по ошибке в среднем: меньше 5 — мастер, меньше 10 — сильный игрок, меньше 18 — уверенный любитель, меньше 30 — любитель, больше — новичок.</i>

coach-rating-master = мастер

coach-rating-strong = сильный игрок

coach-rating-confident = уверенный любитель

coach-rating-amateur = любитель

coach-rating-novice = новичок

coach-kind-fine = неточность

coach-kind-doubtful = сомнительный ход

coach-kind-error = ошибка

coach-kind-blunder = грубая ошибка

coach-mistake =
    { $n }. { $icon } { $name }, ход { $turn }, кубики { $dice } — { $kind }, потеря { $loss }
    🟠 сыграно: { $played }
    🔵 лучше: { $best }

coach-cube-figures = 🎲 куб: решений { $decisions }, ошибка в среднем: { $rate }; сомнительных: { $doubtful }, ошибок: { $errors }, грубых ошибок: { $blunders }

coach-cube-none = 🎲 куб: решений с кубом не было

coach-cube-note = <i>Решения с кубом считаются отдельно: каждое удвоение, принятие и отказ, а «без удвоения» — только когда удвоение было близко к верному. Оценка позиции и потеря — в ставках: отказ от удвоения стоит ровно одну ставку. В матче они считаются по шансам выиграть матч, пересчитанным в те же ставки.</i>

coach-cube-act-double = удвоение

coach-cube-act-no_double = без удвоения

coach-cube-act-take = принятие удвоения

coach-cube-act-pass = отказ от удвоения

coach-cube-verdict-double = Надо было удвоить: { $loss }

coach-cube-verdict-no_double = Удваивать было рано: { $loss }

coach-cube-verdict-too_good = Позиция слишком хороша для удвоения — надо было играть дальше на марс: { $loss }

coach-cube-verdict-take = Надо было принять: { $loss }

coach-cube-verdict-pass = Надо было отказаться: { $loss }

coach-cube-mistake =
    { $n }. { $icon } { $name }, перед ходом { $turn }, куб ×{ $cube } — { $kind }
    🎲 решение: { $act }
    { $verdict }
    Оценка позиции, в ставках: без удвоения { $nd } · удвоение и принятие { $dt } · удвоение и отказ { $dp }
