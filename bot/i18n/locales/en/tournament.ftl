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
