### English texts of Nardy: clock (source: ../ru/clock.ftl)
### state: reviewed

clock-control-none = no clock

clock-control-blitz = blitz

clock-control-live = live

clock-control-relaxed = relaxed

clock-control-words = { $name }: { $delay } s a move + { $reserve } of reserve a point

clock-control-words-none = no clock: moves are not timed

clock-btn-control = ⏱ { $name }

clock-btn-none = ⏱ No clock

clock-lobby = ⏱ Time control: { $control }

clock-caption = ⏱ { $white } { $white_left } · { $black } { $black_left }, +{ $delay } s a move

clock-caption-paused = ⏸ Clocks stopped by agreement: { $white } { $white_left } · { $black } { $black_left }

clock-warning = ⏳ { $mention }, { $seconds } s left — your time is running out!

clock-timeout = ⌛ Time out: { $loser } ran out of time. { $winner } wins.

clock-timeout-match = ⌛ Time out: { $loser } loses the match on time. { $winner } wins the match.

clock-late = ⌛ Too late: your time has run out.

clock-analysis = ⌛ The game ended on time: { $name } ran out of time. The move never made is not analysed.

clock-record = time out

clock-btn-pause = ⏸ Offer a pause

clock-btn-pause-accept = ✅ Agree to pause

clock-btn-resume = ▶️ Resume

clock-pause-asked = ⏸ { $name } offers to stop the clocks. The opponent has to agree.

clock-pause-accepted = ⏸ The clocks are stopped. Either player may resume.

clock-pause-own = Your opponent has to accept the pause.

clock-pause-sent = ⏸ Pause offered — waiting for your opponent to agree.

clock-pause-hint = ▶️ Either player may resume.

clock-paused = ⏸ The clocks are stopped. Press «▶️ Resume» first.

clock-paused-claim = ⏸ The clocks are stopped by agreement: no win can be claimed during the pause.

clock-resumed = ▶️ The clocks are running again.

clock-downtime = ⏱ The bot was unavailable for { $seconds } s — that time goes back to the player on move.

clock-settings = ⏱ Default clock: { $control }

clock-settings-prompt = Which time control should new games in this chat get?

clock-settings-saved = Default time control: { $control }.

clock-new-unknown = There is no such time control. Available: { $names }.

clock-seconds =
    { $count ->
        [one] second
       *[other] seconds
    }

clock-minutes =
    { $count ->
        [one] minute
       *[other] minutes
    }
