### Ukrainian texts of Nardy: coach (source: ../ru/coach.ftl)
### state: machine (55 of 55 messages made by machine translation, not reviewed)

# machine translation, not reviewed
coach-btn-hint = 💡 Підказка

# machine translation, not reviewed
coach-btn-show = 👁 Показати на дошці

# machine translation, not reviewed
coach-btn-analysis = 📊 Розбір партії

# machine translation, not reviewed
coach-hints_on = 💡 Підказки ввімкнено

# machine translation, not reviewed
coach-hint-title = 💡 { $name }, підказка на { $dice }:

# machine translation, not reviewed
coach-hint-best = найкращий хід

# machine translation, not reviewed
coach-hint-line = { $n }. { $moves } ({ $diff })

# machine translation, not reviewed
coach-hint-note = <i>Різниця — скільки очок у середньому втрачає хід порівняно з найкращим.</i>

# machine translation, not reviewed
coach-hint-shown = 💡 Найкращий хід: { $moves }

# machine translation, not reviewed
coach-alert-off = У цій партії підказки вимкнено: їх мають увімкнути обидва гравці командою /hints.

# machine translation, not reviewed
coach-alert-hint_old = Ця підказка вже застаріла: хід зіграно.

# machine translation, not reviewed
coach-alert-thinking = Рахую підказку…

# machine translation, not reviewed
coach-alert-running = Розбір цієї партії вже триває.

# machine translation, not reviewed
coach-alert-missing = Цієї партії не знайдено серед зіграних у цьому чаті.

# machine translation, not reviewed
coach-alert-failed = Не вдалося розібрати партію. Спробуйте ще раз пізніше.

# machine translation, not reviewed
coach-hints-on = 💡 { $name }, ви погодилися на підказки в цьому чаті. У партії з другом підказки з’являться, коли їх увімкне й суперник. Вимкнути: <code>/hints off</code>.

# machine translation, not reviewed
coach-hints-off = { $name }, підказки для ваших партій у цьому чаті вимкнено.

# machine translation, not reviewed
coach-hints-private = 💡 У партії з ботом підказка доступна завжди: кнопка «💡 Підказка» під дошкою у ваш хід. У групі підказки в партіях із другом вмикаються командою /hints — лише якщо згодні обидва гравці.

# machine translation, not reviewed
coach-list-title = 📊 Оберіть партію для розбору:

# machine translation, not reviewed
coach-list-none = У цьому чаті ще немає завершених партій. Зіграйте: /new

# machine translation, not reviewed
coach-list-game = { $date } · { $variant }: { $white } — { $black }

# machine translation, not reviewed
coach-list-match_game = { $date } · { $white } — { $black } · до { $target }, { $white_points }:{ $black_points }

# machine translation, not reviewed
coach-progress = ⏳ Розбір: { $done } з { $total } { $turns }

# machine translation, not reviewed
coach-turns =
    { $count ->
        [one] ходу
        [few] ходів
        [many] ходів
       *[other] ходу
    }

# machine translation, not reviewed
coach-title = 📊 <b>Розбір партії</b> — { $variant }

# machine translation, not reviewed
coach-player = { $icon } <b>{ $name }</b>

# machine translation, not reviewed
coach-no_decisions = обирати хід не доводилося

# machine translation, not reviewed
coach-figures = рішень: { $decisions }, помилка в середньому: { $rate } — рівень гри: { $rating }

# machine translation, not reviewed
coach-counts = сумнівних ходів: { $doubtful }, помилок: { $errors }, грубих помилок: { $blunders }

# machine translation, not reviewed
coach-worst = Найдорожчі похибки — на картинках нижче.

# machine translation, not reviewed
coach-no_mistakes = Жодного ходу, гіршого за найкращий, — чиста партія!

# machine translation, not reviewed
coach-thresholds = <i>Помилка в середньому — скільки в середньому втрачає один вибір ходу порівняно з найкращим, у тисячних частках очка: 8,0 — це 0,008 очка за хід. Хід, що втрачає від { $doubtful } очка, — сумнівний, від { $error } — помилка, від { $blunder } — груба помилка. Рівень гри за помилкою в середньому: менше 5 — майстер, менше 10 — сильний гравець, менше 18 — упевнений любитель, менше 30 — любитель, більше — новачок.</i>

# machine translation, not reviewed
coach-rating-master = майстер

# machine translation, not reviewed
coach-rating-strong = сильний гравець

# machine translation, not reviewed
coach-rating-confident = упевнений любитель

# machine translation, not reviewed
coach-rating-amateur = любитель

# machine translation, not reviewed
coach-rating-novice = новачок

# machine translation, not reviewed
coach-kind-fine = неточність

# machine translation, not reviewed
coach-kind-doubtful = сумнівний хід

# machine translation, not reviewed
coach-kind-error = помилка

# machine translation, not reviewed
coach-kind-blunder = груба помилка

# machine translation, not reviewed
coach-mistake =
    { $n }. { $icon } { $name }, хід { $turn }, кубики { $dice } — { $kind }, втрата { $loss }
    🟠 зіграно: { $played }
    🔵 краще: { $best }

# machine translation, not reviewed
coach-cube-figures = 🎲 куб: рішень { $decisions }, помилка в середньому: { $rate }; сумнівних: { $doubtful }, помилок: { $errors }, грубих помилок: { $blunders }

# machine translation, not reviewed
coach-cube-none = 🎲 куб: рішень із кубом не було

# machine translation, not reviewed
coach-cube-note = <i>Рішення з кубом рахуються окремо: кожне подвоєння, прийняття й відмова, а «без подвоєння» — лише коли подвоєння було близьке до правильного. Оцінка позиції та втрата — у ставках: відмова від подвоєння коштує рівно одну ставку. У матчі їх рахують за шансами виграти матч, перерахованими в ті самі ставки.</i>

# machine translation, not reviewed
coach-cube-act-double = подвоєння

# machine translation, not reviewed
coach-cube-act-no_double = без подвоєння

# machine translation, not reviewed
coach-cube-act-take = прийняття подвоєння

# machine translation, not reviewed
coach-cube-act-pass = відмова від подвоєння

# machine translation, not reviewed
coach-cube-verdict-double = Треба було подвоїти: { $loss }

# machine translation, not reviewed
coach-cube-verdict-no_double = Подвоювати було зарано: { $loss }

# machine translation, not reviewed
coach-cube-verdict-too_good = Позиція надто добра для подвоєння — треба було грати далі на марс: { $loss }

# machine translation, not reviewed
coach-cube-verdict-take = Треба було прийняти: { $loss }

# machine translation, not reviewed
coach-cube-verdict-pass = Треба було відмовитися: { $loss }

# machine translation, not reviewed
coach-cube-mistake =
    { $n }. { $icon } { $name }, перед ходом { $turn }, куб ×{ $cube } — { $kind }
    🎲 рішення: { $act }
    { $verdict }
    Оцінка позиції, у ставках: без подвоєння { $nd } · подвоєння й прийняття { $dt } · подвоєння й відмова { $dp }
