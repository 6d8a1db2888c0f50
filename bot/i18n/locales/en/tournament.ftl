### English texts of Nardy: tournament (source: ../ru/tournament.ftl)
### state: reviewed

tour-format-swiss = Swiss system

tour-format-knockout = knockout (single elimination)

tour-format-round_robin = round robin

tour-title = 🏆 Tournament: { $format }

tour-picture-title = Tournament: { $format }

tour-round = Round { $round } of { $total }

tour-pairings = <b>Round { $round } of { $total }</b> — pairings:

tour-pairing-open = { $board }. { $a } — { $b }

tour-pairing-score = { $board }. { $a } — { $b }: <b>{ $score }</b>

tour-pairing-forfeit = { $board }. { $a } — { $b }: <b>{ $score }</b> (forfeit)

tour-pairing-both_forfeit = { $board }. { $a } — { $b }: <b>0:0</b> (both forfeited)

tour-bye = Bye (+1 point): { $name }

tour-rest = Resting this round: { $name }

tour-standings = <b>Standings</b> — { $round_text }

tour-standings-final = <b>Final standings</b>

tour-row = { $place }. { $name } — { $points } { $points_word } · Bh { $buchholz } · SB { $sb } · { $played } { $matches_word }{ $marks }

tour-row-knockout = { $place }. { $name } — { $points } { $wins_word }{ $marks }

tour-points =
    { $count ->
        [one] point
       *[other] points
    }

tour-matches =
    { $count ->
        [one] match
       *[other] matches
    }

tour-wins =
    { $count ->
        [one] win
       *[other] wins
    }

tour-mark-forfeits = { " " }· forfeits: { $count }

tour-mark-withdrawn = { " " }· 🚪 withdrawn

tour-tiebreaks = Players level on points are ranked by Buchholz (Bh: the sum of their opponents' points), then Sonneborn–Berger (SB: the sum of the points of the opponents they beat), then their head-to-head result.

tour-winner = 🏆 The tournament is over. The winner: { $name }!

tour-col-place = #

tour-col-name = Player

tour-col-points = Pts

tour-col-buchholz = Bh

tour-col-sb = SB

tour-col-played = M

tour-legend = ×n forfeits; struck through: withdrawn

tour-format-league = league (a round a week)

tour-format-swiss-short = Swiss

tour-format-knockout-short = knockout

tour-format-round_robin-short = round robin

tour-format-league-short = league

tour-deadline-none = no deadline

tour-deadline-hours = { $hours } h

tour-deadline-days = { $days } { $word }

tour-days =
    { $count ->
        [one] day
       *[other] days
    }

tour-lobby-one_game = one game a match

tour-lobby-match = matches to { $target }

tour-lobby-cube_on = with the cube

tour-lobby-cube_off = no cube

tour-lobby-game = { $variant } · { $length } · { $cube }

tour-lobby-time = ⏱ { $control } · ⏳ { $deadline } a round

tour-lobby-players = <b>Players: { $count } of { $most }</b>

tour-lobby-howto = Press Join to play. { $name } starts the tournament once at least 3 have joined.

tour-lobby-started = ▶ The tournament has started: the pairings follow.

tour-lobby-cancelled = ✖ The tournament was cancelled.

tour-btn-format = 🏆 { $format }

tour-btn-one_game = 1 game

tour-btn-len = Match to { $target }

tour-btn-clock = ⏱ { $control }

tour-btn-deadline = ⏳ { $deadline }

tour-btn-max = 👥 Up to { $most }

tour-btn-join = ✋ Join

tour-btn-leave = 🚪 Leave

tour-btn-start = ▶ Start

tour-btn-board = 🎲 Board { $board }

tour-btn-play = ▶ { $board }: in your chat

tour-btn-app = 🖐 { $board }: Mini App

tour-alert-admins_only = Only the group's administrators may open a tournament here.

tour-alert-organiser_only = Only the organiser may change this.

tour-alert-joined = You are in! Wait for the pairings.

tour-alert-left = You left the tournament.

tour-alert-full = The tournament is full.

tour-alert-not_in = You have not joined.

tour-alert-already = You have joined already.

tour-alert-few = A tournament needs at least 3 players.

tour-alert-round_robin_max = A round robin takes at most 10 players.

tour-alert-closed = The tournament has started or was cancelled.

tour-groups_only = Tournaments are played in groups: add me to a group and type /tournament there.

tour-exists = This group has a tournament already: finish it first.

tour-deadline-until = ⏳ Play by { $when } UTC: whoever has not played by then loses by forfeit.

tour-final = 🏆 The tournament is over. The winner: { $name }! The final table is above; every match's record (.mat and JSON) is in /history.

tour-withdrawn = 🚪 You left the tournament: you are paired no more, and the match you were playing is lost by forfeit.

tour-settings-admins = 🏆 Tournaments: only the administrators open them (/tournament).

tour-settings-anyone = 🏆 Tournaments: any member may open one (/tournament).

tour-settings-btn-admins = 🏆 Tournaments: administrators

tour-settings-btn-anyone = 🏆 Tournaments: anybody

tour-settings-saved-admins = Only the administrators open tournaments now.

tour-settings-saved-anyone = Any member may open a tournament now.

cmd-tournament = Tournament or league in the group

cmd-withdraw = Leave the tournament

tour-inline-title = Your tournament match with { $name }

tour-inline-description = Round { $round }, board { $board }: the board appears in this chat

tour-inline-caption = 🏆 Tournament match, round { $round }: { $white } — { $black }. Press ▶ and the board appears here.

tour-inline-elsewhere = This match is already being played in another message.

tour-btn-here = ▶ Play here

tour-alert-here = The match is here: good luck!

tour-alert-match_over = This match is over (or its round has ended).

tour-alert-not_yours = This is another pair's match.
