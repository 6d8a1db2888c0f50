### Georgian texts of Nardy: coach (source: ../ru/coach.ftl)
### state: machine (55 of 55 messages made by machine translation, not reviewed)

# machine translation, not reviewed
coach-btn-hint = 💡 მინიშნება

# machine translation, not reviewed
coach-btn-show = 👁 დაფაზე ჩვენება

# machine translation, not reviewed
coach-btn-analysis = 📊 ანალიზი

# machine translation, not reviewed
coach-hints_on = 💡 მინიშნებები ჩართულია

# machine translation, not reviewed
coach-hint-title = 💡 { $name }, მინიშნება { $dice }-ზე:

# machine translation, not reviewed
coach-hint-best = საუკეთესო სვლა

# machine translation, not reviewed
coach-hint-line = { $n }. { $moves } ({ $diff })

# machine translation, not reviewed
coach-hint-note = <i>სხვაობა — რამდენ ქულას კარგავს სვლა საშუალოდ საუკეთესოსთან შედარებით.</i>

# machine translation, not reviewed
coach-hint-shown = 💡 საუკეთესო სვლა: { $moves }

# machine translation, not reviewed
coach-alert-off = ამ პარტიაში მინიშნებები გამორთულია: ორივე მოთამაშემ უნდა ჩართოს ისინი ბრძანებით /hints.

# machine translation, not reviewed
coach-alert-hint_old = ეს მინიშნება უკვე მოძველდა: სვლა გაკეთებულია.

# machine translation, not reviewed
coach-alert-thinking = მინიშნებას ვითვლი…

# machine translation, not reviewed
coach-alert-running = ამ პარტიის ანალიზი უკვე მიმდინარეობს.

# machine translation, not reviewed
coach-alert-missing = ეს პარტია ამ ჩატის ნათამაშებ პარტიებში ვერ მოიძებნა.

# machine translation, not reviewed
coach-alert-failed = პარტიის ანალიზი ვერ მოხერხდა. სცადეთ მოგვიანებით.

# machine translation, not reviewed
coach-hints-on = 💡 { $name }, თქვენ დათანხმდით მინიშნებებს ამ ჩატში. მეგობართან პარტიაში მინიშნებები გამოჩნდება, როცა მეტოქეც ჩართავს მათ. გამორთვა: <code>/hints off</code>.

# machine translation, not reviewed
coach-hints-off = { $name }, მინიშნებები თქვენი პარტიებისთვის ამ ჩატში გამორთულია.

# machine translation, not reviewed
coach-hints-private = 💡 ბოტთან პარტიაში მინიშნება ყოველთვის ხელმისაწვდომია: ღილაკი „💡 მინიშნება“ დაფის ქვეშ, თქვენს სვლაზე. ჯგუფში მეგობართან პარტიების მინიშნებები ირთვება ბრძანებით /hints — მხოლოდ თუ ორივე მოთამაშე თანახმაა.

# machine translation, not reviewed
coach-list-title = 📊 აირჩიეთ პარტია ანალიზისთვის:

# machine translation, not reviewed
coach-list-none = ამ ჩატში ჯერ არ არის დასრულებული პარტიები. ითამაშეთ: /new

# machine translation, not reviewed
coach-list-game = { $date } · { $variant }: { $white } — { $black }

# machine translation, not reviewed
coach-list-match_game = { $date } · { $white } — { $black } · { $target }-მდე, { $white_points }:{ $black_points }

# machine translation, not reviewed
coach-progress = ⏳ ანალიზი: { $done } / { $total } { $turns }

# machine translation, not reviewed
coach-turns =
    { $count ->
        [one] სვლა
       *[other] სვლა
    }

# machine translation, not reviewed
coach-title = 📊 <b>პარტიის ანალიზი</b> — { $variant }

# machine translation, not reviewed
coach-player = { $icon } <b>{ $name }</b>

# machine translation, not reviewed
coach-no_decisions = სვლის არჩევა არ დასჭირვებია

# machine translation, not reviewed
coach-figures = გადაწყვეტილებები: { $decisions }, საშუალო შეცდომა: { $rate } — თამაშის დონე: { $rating }

# machine translation, not reviewed
coach-counts = საეჭვო სვლები: { $doubtful }, შეცდომები: { $errors }, უხეში შეცდომები: { $blunders }

# machine translation, not reviewed
coach-worst = ყველაზე ძვირად ღირებული შეცდომები — ქვემოთ სურათებზე.

# machine translation, not reviewed
coach-no_mistakes = არც ერთი სვლა საუკეთესოზე უარესი — სუფთა პარტიაა!

# machine translation, not reviewed
coach-thresholds = <i>საშუალო შეცდომა — რამდენს კარგავს საშუალოდ სვლის ერთი არჩევანი საუკეთესოსთან შედარებით, ქულის მეათასედებში: 8,0 ნიშნავს 0,008 ქულას სვლაზე. სვლა, რომელიც { $doubtful } ქულას ან მეტს კარგავს, საეჭვოა, { $error }-დან — შეცდომაა, { $blunder }-დან — უხეში შეცდომა. თამაშის დონე საშუალო შეცდომის მიხედვით: 5-ზე ნაკლები — ოსტატი, 10-ზე ნაკლები — ძლიერი მოთამაშე, 18-ზე ნაკლები — თავდაჯერებული მოყვარული, 30-ზე ნაკლები — მოყვარული, მეტი — დამწყები.</i>

# machine translation, not reviewed
coach-rating-master = ოსტატი

# machine translation, not reviewed
coach-rating-strong = ძლიერი მოთამაშე

# machine translation, not reviewed
coach-rating-confident = თავდაჯერებული მოყვარული

# machine translation, not reviewed
coach-rating-amateur = მოყვარული

# machine translation, not reviewed
coach-rating-novice = დამწყები

# machine translation, not reviewed
coach-kind-fine = უზუსტობა

# machine translation, not reviewed
coach-kind-doubtful = საეჭვო სვლა

# machine translation, not reviewed
coach-kind-error = შეცდომა

# machine translation, not reviewed
coach-kind-blunder = უხეში შეცდომა

# machine translation, not reviewed
coach-mistake =
    { $n }. { $icon } { $name }, სვლა { $turn }, კამათლები { $dice } — { $kind }, დანაკარგი { $loss }
    🟠 ნათამაშები: { $played }
    🔵 უკეთესი: { $best }

# machine translation, not reviewed
coach-cube-figures = 🎲 კუბი: გადაწყვეტილებები { $decisions }, საშუალო შეცდომა: { $rate }; საეჭვო: { $doubtful }, შეცდომები: { $errors }, უხეში შეცდომები: { $blunders }

# machine translation, not reviewed
coach-cube-none = 🎲 კუბი: კუბით გადაწყვეტილებები არ ყოფილა

# machine translation, not reviewed
coach-cube-note = <i>კუბის გადაწყვეტილებები ცალკე ითვლება: ყოველი გაორმაგება, მიღება და უარი, ხოლო „გაორმაგების გარეშე“ — მხოლოდ მაშინ, როცა გაორმაგება სწორთან ახლოს იყო. პოზიციის შეფასება და დანაკარგი ფსონებშია: გაორმაგებაზე უარი ზუსტად ერთი ფსონი ღირს. მატჩში ისინი მატჩის მოგების შანსებით ითვლება, იმავე ფსონებზე გადაანგარიშებით.</i>

# machine translation, not reviewed
coach-cube-act-double = გაორმაგება

# machine translation, not reviewed
coach-cube-act-no_double = გაორმაგების გარეშე

# machine translation, not reviewed
coach-cube-act-take = გაორმაგების მიღება

# machine translation, not reviewed
coach-cube-act-pass = გაორმაგებაზე უარი

# machine translation, not reviewed
coach-cube-verdict-double = უნდა გაგეორმაგებინათ: { $loss }

# machine translation, not reviewed
coach-cube-verdict-no_double = გაორმაგება ნაადრევი იყო: { $loss }

# machine translation, not reviewed
coach-cube-verdict-too_good = პოზიცია გაორმაგებისთვის ზედმეტად კარგია — მარსზე უნდა გეთამაშათ: { $loss }

# machine translation, not reviewed
coach-cube-verdict-take = უნდა მიგეღოთ: { $loss }

# machine translation, not reviewed
coach-cube-verdict-pass = უარი უნდა გეთქვათ: { $loss }

# machine translation, not reviewed
coach-cube-mistake =
    { $n }. { $icon } { $name }, სვლამდე { $turn }, კუბი ×{ $cube } — { $kind }
    🎲 გადაწყვეტილება: { $act }
    { $verdict }
    პოზიციის შეფასება, ფსონებში: გაორმაგების გარეშე { $nd } · გაორმაგება და მიღება { $dt } · გაორმაგება და უარი { $dp }
