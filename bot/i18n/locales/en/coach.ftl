### English texts of Nardy: coach (source: ../ru/coach.ftl)
### state: reviewed

coach-btn-hint = 💡 Hint

coach-btn-show = 👁 Show on the board

coach-btn-analysis = 📊 Analysis

coach-hints_on = 💡 Hints are on

coach-hint-title = 💡 { $name }, a hint for { $dice }:

coach-hint-best = best play

coach-hint-line = { $n }. { $moves } ({ $diff })

coach-hint-note = <i>The difference is the points a play loses on average against the best.</i>

coach-hint-shown = 💡 Best play: { $moves }

coach-alert-off = Hints are off in this game: both players have to turn them on with /hints.

coach-alert-hint_old = This hint is out of date: the turn has been played.

coach-alert-thinking = Working out a hint…

coach-alert-running = The analysis of this game is already running.

coach-alert-missing = This game is not among the finished games of this chat.

coach-alert-failed = The game could not be analysed. Please try again later.

coach-hints-on = 💡 { $name }, you agreed to hints in this chat. In a game with a friend hints appear once your opponent agrees too. To turn them off: <code>/hints off</code>.

coach-hints-off = { $name }, hints in your games in this chat are off.

coach-hints-private = 💡 Against the bot a hint is always available: the “💡 Hint” button under the board on your turn. In a group, hints in games with a friend are turned on with /hints — only when both players agree.

coach-list-title = 📊 Choose a game to analyse:

coach-list-none = No finished games in this chat yet. Play one: /new

coach-list-game = { $date } · { $variant }: { $white } — { $black }

coach-list-match_game = { $date } · { $white } — { $black } · to { $target }, { $white_points }:{ $black_points }

coach-progress = ⏳ Analysis: { $done } of { $total } { $turns }

coach-turns =
    { $count ->
        [one] turn
       *[other] turns
    }

coach-title = 📊 <b>Game analysis</b> — { $variant }

coach-player = { $icon } <b>{ $name }</b>

coach-no_decisions = never had a choice of play

coach-figures = decisions: { $decisions }, error rate: { $rate } — level of play: { $rating }

coach-counts = doubtful plays: { $doubtful }, errors: { $errors }, blunders: { $blunders }

coach-worst = The costliest mistakes are in the pictures below.

coach-no_mistakes = Not a single play worse than the best — a clean game!

coach-thresholds = <i>Error rate: how much of a point one choice of play loses on average against the best play, in thousandths of a point: 8.0 means 0.008 points per move. A play that loses { $doubtful } points or more is a doubtful play, { $error } an error, { $blunder } a blunder. Level of play by the error rate: below 5 master, below 10 strong player, below 18 confident amateur, below 30 amateur, above that beginner.</i>

coach-rating-master = master

coach-rating-strong = strong player

coach-rating-confident = confident amateur

coach-rating-amateur = amateur

coach-rating-novice = beginner

coach-kind-fine = inaccuracy

coach-kind-doubtful = doubtful play

coach-kind-error = error

coach-kind-blunder = blunder

coach-mistake =
    { $n }. { $icon } { $name }, turn { $turn }, dice { $dice } — { $kind }, lost { $loss }
    🟠 played: { $played }
    🔵 better: { $best }

coach-cube-figures = 🎲 cube: decisions: { $decisions }, error rate: { $rate }; doubtful: { $doubtful }, errors: { $errors }, blunders: { $blunders }

coach-cube-none = 🎲 cube: no cube decisions

coach-cube-note = <i>Cube decisions are rated apart: every double, take and pass, and a no-double only when doubling was close to right. Equity, the expected result of the position, and losses are in units of the stake: a pass costs exactly one. In a match they come from the chances of winning the match, scaled to the same units.</i>

coach-cube-act-double = double

coach-cube-act-no_double = no double

coach-cube-act-take = take

coach-cube-act-pass = pass

coach-cube-verdict-double = You should have doubled: { $loss }

coach-cube-verdict-no_double = Too early to double: { $loss }

coach-cube-verdict-too_good = Too good to double — playing on for the gammon was right: { $loss }

coach-cube-verdict-take = It was a take: { $loss }

coach-cube-verdict-pass = It was a pass: { $loss }

coach-cube-mistake =
    { $n }. { $icon } { $name }, before turn { $turn }, cube at ×{ $cube } — { $kind }
    🎲 decision: { $act }
    { $verdict }
    Equity, in units of the stake: no double { $nd } · double/take { $dt } · double/pass { $dp }
