### Georgian texts of Nardy: tournament (source: ../ru/tournament.ftl)
### state: machine (93 of 93 messages made by machine translation, not reviewed)

# machine translation, not reviewed
tour-format-swiss = შვეიცარიული სისტემა

# machine translation, not reviewed
tour-format-knockout = ოლიმპიური სისტემა (გავარდნით)

# machine translation, not reviewed
tour-format-round_robin = წრიული ტურნირი

# machine translation, not reviewed
tour-title = 🏆 ტურნირი: { $format }

# machine translation, not reviewed
tour-picture-title = ტურნირი: { $format }

# machine translation, not reviewed
tour-round = ტური { $round } / { $total }

# machine translation, not reviewed
tour-pairings = <b>ტური { $round } / { $total }</b> — წყვილები:

# machine translation, not reviewed
tour-pairing-open = { $board }. { $a } — { $b }

# machine translation, not reviewed
tour-pairing-score = { $board }. { $a } — { $b }: <b>{ $score }</b>

# machine translation, not reviewed
tour-pairing-forfeit = { $board }. { $a } — { $b }: <b>{ $score }</b> (გამოუცხადებლობა)

# machine translation, not reviewed
tour-pairing-both_forfeit = { $board }. { $a } — { $b }: <b>0:0</b> (ორივე არ გამოცხადდა)

# machine translation, not reviewed
tour-bye = თავისუფალი ტური (ბაი, +1 ქულა): { $name }

# machine translation, not reviewed
tour-rest = ამ ტურში ისვენებს: { $name }

# machine translation, not reviewed
tour-standings = <b>ცხრილი</b> — { $round_text }

# machine translation, not reviewed
tour-standings-final = <b>საბოლოო ცხრილი</b>

# machine translation, not reviewed
tour-row = { $place }. { $name } — { $points } { $points_word } · ბჰ { $buchholz } · ზბ { $sb } · { $played } { $matches_word }{ $marks }

# machine translation, not reviewed
tour-row-knockout = { $place }. { $name } — { $points } { $wins_word }{ $marks }

# machine translation, not reviewed
tour-points =
    { $count ->
        [one] ქულა
       *[other] ქულა
    }

# machine translation, not reviewed
tour-matches =
    { $count ->
        [one] მატჩი
       *[other] მატჩი
    }

# machine translation, not reviewed
tour-wins =
    { $count ->
        [one] მოგება
       *[other] მოგება
    }

# machine translation, not reviewed
tour-mark-forfeits = { " " }· გამოუცხადებლობა: { $count }

# machine translation, not reviewed
tour-mark-withdrawn = { " " }· 🚪 ტურნირს გარეთ

# machine translation, not reviewed
tour-tiebreaks = ქულების თანასწორობისას მაღლა დგას ის, ვისაც ბუხჰოლცის კოეფიციენტი მეტი აქვს (ბჰ: მეტოქეების ქულების ჯამი), შემდეგ ზონებორნ-ბერგერის კოეფიციენტი (ზბ: დამარცხებული მეტოქეების ქულების ჯამი), შემდეგ პირისპირ შეხვედრა.

# machine translation, not reviewed
tour-winner = 🏆 ტურნირი დასრულდა. გამარჯვებული: { $name }!

# machine translation, not reviewed
tour-col-place = №

# machine translation, not reviewed
tour-col-name = მოთამაშე

# machine translation, not reviewed
tour-col-points = ქულა

# machine translation, not reviewed
tour-col-buchholz = ბჰ

# machine translation, not reviewed
tour-col-sb = ზბ

# machine translation, not reviewed
tour-col-played = მ

# machine translation, not reviewed
tour-legend = ×n — გამოუცხადებლობა, გადახაზული — ტურნირს გარეთ

# machine translation, not reviewed
tour-format-league = ლიგა (კვირაში ერთი ტური)

# machine translation, not reviewed
tour-format-swiss-short = შვეიცარიული

# machine translation, not reviewed
tour-format-knockout-short = გამოსარიცხი

# machine translation, not reviewed
tour-format-round_robin-short = წრიული

# machine translation, not reviewed
tour-format-league-short = ლიგა

# machine translation, not reviewed
tour-deadline-none = ვადის გარეშე

# machine translation, not reviewed
tour-deadline-hours = { $hours } სთ

# machine translation, not reviewed
tour-deadline-days = { $days } { $word }

# machine translation, not reviewed
tour-days =
    { $count ->
        [one] დღე
       *[other] დღე
    }

# machine translation, not reviewed
tour-lobby-one_game = ერთპარტიიანი მატჩი

# machine translation, not reviewed
tour-lobby-match = მატჩები { $target }-მდე

# machine translation, not reviewed
tour-lobby-cube_on = გაორმაგების კუბით

# machine translation, not reviewed
tour-lobby-cube_off = კუბის გარეშე

# machine translation, not reviewed
tour-lobby-game = { $variant } · { $length } · { $cube }

# machine translation, not reviewed
tour-lobby-time = ⏱ { $control } · ⏳ { $deadline } ერთ ტურზე

# machine translation, not reviewed
tour-lobby-players = <b>მონაწილეები: { $count } / { $most }</b>

# machine translation, not reviewed
tour-lobby-howto = სათამაშოდ დააჭირეთ „მონაწილეობა“. ორგანიზატორი — { $name } — ტურნირს დაიწყებს, როცა მინიმუმ სამი ჩაეწერება.

# machine translation, not reviewed
tour-lobby-started = ▶ ტურნირი დაიწყო: ქვემოთ პირველი ტურის წყვილებია.

# machine translation, not reviewed
tour-lobby-cancelled = ✖ ტურნირი გაუქმდა.

# machine translation, not reviewed
tour-btn-format = 🏆 { $format }

# machine translation, not reviewed
tour-btn-one_game = 1 პარტია

# machine translation, not reviewed
tour-btn-len = მატჩი { $target }-მდე

# machine translation, not reviewed
tour-btn-clock = ⏱ { $control }

# machine translation, not reviewed
tour-btn-deadline = ⏳ { $deadline }

# machine translation, not reviewed
tour-btn-max = 👥 { $most } მოთამაშემდე

# machine translation, not reviewed
tour-btn-join = ✋ მონაწილეობა

# machine translation, not reviewed
tour-btn-leave = 🚪 გასვლა

# machine translation, not reviewed
tour-btn-start = ▶ დაწყება

# machine translation, not reviewed
tour-btn-board = 🎲 დაფა { $board }

# machine translation, not reviewed
tour-btn-play = ▶ { $board }: თქვენს ჩატში

# machine translation, not reviewed
tour-btn-app = 🖐 { $board }: მინი-აპი

# machine translation, not reviewed
tour-alert-admins_only = აქ ტურნირის გახსნა მხოლოდ ჯგუფის ადმინისტრატორებს შეუძლიათ.

# machine translation, not reviewed
tour-alert-organiser_only = ამის შეცვლა მხოლოდ ორგანიზატორს შეუძლია.

# machine translation, not reviewed
tour-alert-joined = თქვენ ტურნირში ხართ! დაელოდეთ წილისყრას.

# machine translation, not reviewed
tour-alert-left = თქვენ გახვედით ტურნირიდან.

# machine translation, not reviewed
tour-alert-full = ადგილები აღარ არის.

# machine translation, not reviewed
tour-alert-not_in = თქვენ ტურნირში არ ხართ ჩაწერილი.

# machine translation, not reviewed
tour-alert-already = თქვენ უკვე ჩაწერილი ხართ.

# machine translation, not reviewed
tour-alert-few = ტურნირისთვის საჭიროა მინიმუმ 3 მოთამაშე.

# machine translation, not reviewed
tour-alert-round_robin_max = წრიულ ტურნირში მაქსიმუმ 10 მონაწილეა.

# machine translation, not reviewed
tour-alert-closed = ტურნირი უკვე დაიწყო ან გაუქმდა.

# machine translation, not reviewed
tour-groups_only = ტურნირები ჯგუფებში იმართება: დამამატეთ ჯგუფში და იქ აკრიფეთ /tournament.

# machine translation, not reviewed
tour-exists = ამ ჯგუფში ტურნირი უკვე მიმდინარეობს: ჯერ ის დაასრულეთ.

# machine translation, not reviewed
tour-deadline-until = ⏳ ითამაშეთ { $when } UTC-მდე: ვინც მანამდე არ ითამაშებს, გამოუცხადებლობის გამო წააგებს.

# machine translation, not reviewed
tour-final = 🏆 ტურნირი დასრულდა. გამარჯვებული: { $name }! საბოლოო ცხრილი ზემოთაა; ყოველი მატჩის ჩანაწერი (.mat და JSON) — /history-ში.

# machine translation, not reviewed
tour-withdrawn = 🚪 თქვენ გახვედით ტურნირიდან: წყვილებში აღარ ჩაგსვამენ, მიმდინარე მატჩი კი გამოუცხადებლობის გამო წაგებად ჩაითვალა.

# machine translation, not reviewed
tour-settings-admins = 🏆 ტურნირებს მხოლოდ ადმინისტრატორები ხსნიან (/tournament).

# machine translation, not reviewed
tour-settings-anyone = 🏆 ტურნირის გახსნა ჯგუფის ნებისმიერ წევრს შეუძლია (/tournament).

# machine translation, not reviewed
tour-settings-btn-admins = 🏆 ტურნირი: ადმინები

# machine translation, not reviewed
tour-settings-btn-anyone = 🏆 ტურნირი: ყველა

# machine translation, not reviewed
tour-settings-saved-admins = ახლა ტურნირებს მხოლოდ ადმინისტრატორები ხსნიან.

# machine translation, not reviewed
tour-settings-saved-anyone = ახლა ტურნირის გახსნა ნებისმიერ წევრს შეუძლია.

# machine translation, not reviewed
cmd-tournament = ტურნირი ან ლიგა ჯგუფში

# machine translation, not reviewed
cmd-withdraw = ტურნირიდან გასვლა

# machine translation, not reviewed
tour-inline-title = თქვენი ტურნირის მატჩი: მეტოქე — { $name }

# machine translation, not reviewed
tour-inline-description = ტური { $round }, დაფა { $board }: დაფა ამ ჩატში გამოჩნდება

# machine translation, not reviewed
tour-inline-caption = 🏆 ტურნირის მატჩი, ტური { $round }: { $white } — { $black }. დააჭირეთ ▶-ს და დაფა აქ გამოჩნდება.

# machine translation, not reviewed
tour-inline-elsewhere = ეს მატჩი უკვე სხვა შეტყობინებაში თამაშდება.

# machine translation, not reviewed
tour-btn-here = ▶ აქ თამაში

# machine translation, not reviewed
tour-alert-here = მატჩი აქ არის — წარმატებები!

# machine translation, not reviewed
tour-alert-match_over = ეს მატჩი უკვე ნათამაშებია (ან მისი ტური დასრულდა).

# machine translation, not reviewed
tour-alert-not_yours = ეს სხვა წყვილის მატჩია.
