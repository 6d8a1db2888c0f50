### Georgian texts of Nardy: main (source: ../ru/main.ftl)
### state: machine (172 of 172 messages made by machine translation, not reviewed)

# machine translation, not reviewed
start =
    🎲 <b>ნარდი</b> — გრძელი და მოკლე (ბექგემონი), პირდაპირ Telegram-ში.

    • /new — ახალი პარტია. პირად ჩატში — ბოტის წინააღმდეგ (სიძლიერის ოთხი დონე), ჯგუფში — მეგობართან ან ბოტთან.
    • სვლები გააკეთეთ დაფის ქვეშ არსებული ღილაკებით: ღილაკი ერთ ქვას გადაადგილებს, მაგალითად „13→7“; „13→6“-ის მსგავსი ღილაკი ერთი ქვით ორივე კამათელს თამაშობს. ერთი უჯრიდან შესაძლო სვლები ერთ რიგშია: ჯერ ბარი, შემდეგ უჯრები — შორეულიდან ახლოსკენ. მე მხოლოდ დაშვებულ სვლებს გთავაზობთ. „↶ ნაბიჯი უკან“ ბოლო ნაბიჯს აუქმებს. როცა კამათლები გათამაშებულია, სვლა თავისით გადადის (/settings-ში შეგიძლიათ დააბრუნოთ ღილაკი „✅ მზადაა“).
    • დაფაზე ნარინჯისფერი კონტურით მონიშნულია მეტოქის ბოლო სვლა.
    • ცისფერი კონტურით მონიშნულია ნაბიჯები, რომლებიც ამ სვლაში უკვე გადადგით.
    • /rules — წესები სურათებით, /stats — სტატისტიკა და რეიტინგი, /lang — ენა, /settings — როგორ სრულდება სვლა.

    დამამატეთ ჯგუფში, რომ მეგობრებთან ერთად ითამაშოთ.

# machine translation, not reviewed
start-group =
    🎲 გამარჯობა! ნარდის პარტიებს პირდაპირ ამ ჩატში ვატარებ — გრძელსაც და მოკლესაც (ბექგემონი).
    /new — პარტიის დაწყება (ჩატის მეგობართან ან ბოტთან), /rules — წესები, /stats — ჩატის ცხრილი, /lang — ენა.

# machine translation, not reviewed
help =
    <b>როგორ ვითამაშოთ</b>
    /new — ახალი პარტია: აირჩიეთ გრძელი ან მოკლე ნარდი, შემდეგ დაელოდეთ მეტოქეს ან ითამაშეთ ბოტთან. შეიძლება პირდაპირაც: <code>/new long</code> ან <code>/new short</code>. მატჩი და გაორმაგების კუბი: <code>/new short 5 cube</code> — მატჩი 5 ქულამდე კუბით (ან მოწვევის ღილაკებით).
    /rules — ორივე ვარიანტის წესები.
    /stats — თქვენი შედეგები და რეიტინგი; ჯგუფში — ჩატის ცხრილიც.
    /history — ჩატის ბოლო პარტიები და მატჩები; ნებისმიერის ჩანაწერის ჩამოტვირთვა შეიძლება.
    /resign — დანებება (თქვენს სვლაზე, დადასტურებით); მატჩში შეგიძლიათ დათმოთ პარტია ან მთელი მატჩი.
    /claim — მოგების აღება, თუ მეტოქე { $hours } საათზე მეტხანს არ აკეთებს სვლას; მატჩში — მთელი მატჩის მოგება.
    /settings — სვლის დასრულება ავტომატურად ან ღილაკით „მზადაა“.
    /lang — ბოტის ენა ამ ჩატში.
    /hints — მინიშნებები მეგობართან პარტიებში (ორივე მოთამაშე უნდა დათანხმდეს); ბოტთან ღილაკი „💡 მინიშნება“ ყოველთვის არის.
    /analysis — დასრულებული პარტიების ანალიზი: შეცდომები, თამაშის დონე, საუკეთესო სვლები.

    ნარინჯისფერი კონტური დაფაზე მეტოქის ბოლო სვლაა.
    ცისფერი კონტური მიმდინარე სვლაში გადადგმული ნაბიჯებია.

    ჩატში ერთდროულად ერთი პარტია მიმდინარეობს. თუ კამათლების გათამაშება მხოლოდ ერთი გზით შეიძლება, სვლას მე გავაკეთებ; თუ სასვლელი არაფერია, სვლა გადადის. მოწვევა, რომელიც { $minutes } წუთის განმავლობაში არავინ მიიღო, იხურება.

# machine translation, not reviewed
cmd-new = ახალი პარტია

# machine translation, not reviewed
cmd-rules = თამაშის წესები

# machine translation, not reviewed
cmd-stats = სტატისტიკა და რეიტინგი

# machine translation, not reviewed
cmd-history = ნათამაშები პარტიები და მათი ჩანაწერები

# machine translation, not reviewed
cmd-resign = დანებება

# machine translation, not reviewed
cmd-claim = მოგება, თუ მეტოქე სვლას არ აკეთებს

# machine translation, not reviewed
cmd-settings = ჩატის პარამეტრები

# machine translation, not reviewed
cmd-lang = ენა

# machine translation, not reviewed
cmd-help = როგორ ვითამაშოთ

# machine translation, not reviewed
cmd-start = ბოტის შესახებ

# machine translation, not reviewed
variant-long = გრძელი ნარდი

# machine translation, not reviewed
variant-short = მოკლე ნარდი

# machine translation, not reviewed
variant-long-btn = გრძელი

# machine translation, not reviewed
variant-short-btn = მოკლე

# machine translation, not reviewed
level-beginner = დამწყები

# machine translation, not reviewed
level-medium = მოყვარული

# machine translation, not reviewed
level-strong = ძლიერი

# machine translation, not reviewed
level-master = ოსტატი

# machine translation, not reviewed
level-beginner-btn = 🐣 დამწყები

# machine translation, not reviewed
level-medium-btn = 🙂 მოყვარული

# machine translation, not reviewed
level-strong-btn = 💪 ძლიერი

# machine translation, not reviewed
level-master-btn = 🧠 ოსტატი

# machine translation, not reviewed
ai-name = ბოტი „{ $level }“

# machine translation, not reviewed
point-bar = ბარი

# machine translation, not reviewed
point-off = გაყვანა

# machine translation, not reviewed
move-hit = { " " }(მოკლულია { $icon })

# machine translation, not reviewed
points =
    { $count ->
        [one] ქულა
       *[other] ქულა
    }

# machine translation, not reviewed
games =
    { $count ->
        [one] პარტია
       *[other] პარტია
    }

# machine translation, not reviewed
dur-hm = { $h } სთ { $m } წთ

# machine translation, not reviewed
dur-m = { $m } წთ

# machine translation, not reviewed
btn-join = 🤝 შეერთება

# machine translation, not reviewed
btn-accept = 🤝 მიღება

# machine translation, not reviewed
btn-vs_bot = 🤖 ბოტთან თამაში

# machine translation, not reviewed
btn-cancel = ✖ გაუქმება

# machine translation, not reviewed
btn-back = ← უკან

# machine translation, not reviewed
btn-undo = ↶ ნაბიჯი უკან

# machine translation, not reviewed
btn-done = ✅ მზადაა

# machine translation, not reviewed
btn-resign_yes = 🏳 ვნებდები

# machine translation, not reviewed
btn-resign_no = ვაგრძელებ

# machine translation, not reviewed
btn-rematch = 🔁 რევანში

# machine translation, not reviewed
lobby-variant = 🎲 { $name } იწყებს ახალ პარტიას. რას ვთამაშობთ?

# machine translation, not reviewed
lobby-variant-private = 🎲 ახალი პარტია ბოტთან. რას ვთამაშობთ?

# machine translation, not reviewed
lobby-open =
    🎲 { $name } ეძებს მეტოქეს: <b>{ $variant }</b>.
    სათამაშოდ დააჭირეთ ღილაკს „შეერთება“. ამის ნაცვლად { $name } შეიძლება ბოტს ეთამაშოს.

# machine translation, not reviewed
lobby-rematch = 🔁 { $name } გთავაზობთ რევანშს: <b>{ $variant }</b>. { $other }, თანახმა ხართ?

# machine translation, not reviewed
lobby-level =
    🤖 <b>{ $variant }</b> ბოტის წინააღმდეგ. აირჩიეთ მეტოქის სიძლიერე:
    🐣 <b>დამწყები</b> — ხშირად ცდება, სასწავლად კარგია;
    🙂 <b>მოყვარული</b> — გონივრულად თამაშობს, ხანდახან შეცდება;
    💪 <b>ძლიერი</b> — ყოველთვის თამაშობს სვლას, რომელსაც მისი ნეირონული ქსელი საუკეთესოდ მიიჩნევს;
    🧠 <b>ოსტატი</b> — ამასთან ერთად ერთი სვლით წინ ითვლის მეტოქის ყველა 21 გაგორებას, საკამათო სვლებს კი კიდევ ერთი სვლით უფრო ღრმად ამოწმებს.

# machine translation, not reviewed
lobby-started = ▶ პარტია დაიწყო — <b>{ $variant }</b>: ⚪ { $white } — ⚫ { $black }.

# machine translation, not reviewed
lobby-cancelled = ✖ { $name } აუქმებს მოწვევას.

# machine translation, not reviewed
lobby-expired = ⌛ მოწვევა არავინ მიიღო — ის დაიხურა. ახალი პარტია: /new

# machine translation, not reviewed
new-exists = ამ ჩატში უკვე მიმდინარეობს პარტია ({ $variant }): { $white } — { $black }. დაფა ზემოთაა. დაასრულეთ ის ან დანებდით ბრძანებით /resign.

# machine translation, not reviewed
new-lobby_exists = ამ ჩატში მოწვევა უკვე ღიაა (ის ზემოთაა). უპასუხეთ მას ან გააუქმეთ.

# machine translation, not reviewed
cap-header =
    <b>{ $variant }</b>
    ⚪ { $white } — ⚫ { $black }

# machine translation, not reviewed
cap-opening = გათამაშება: ⚪ { $white_die } — ⚫ { $black_die }{ $ties }. იწყებს { $first }, თამაშობს: { $dice }.

# machine translation, not reviewed
cap-ties = { " " }(ჯერ ტოლი ამოვიდა: { $ties })

# machine translation, not reviewed
cap-log-move = { $icon } { $name }, { $dice }: { $notation }

# machine translation, not reviewed
cap-log-forced = { $icon } { $name }, { $dice }: { $notation } — ერთადერთი სვლა

# machine translation, not reviewed
cap-log-pass = { $icon } { $name }, { $dice }: სასვლელი არაფერია, სვლა გადადის

# machine translation, not reviewed
cap-turn = 🎲 სვლაზეა { $mention }: { $dice }

# machine translation, not reviewed
cap-turn-steps = ნათამაშებია: { $steps }

# machine translation, not reviewed
cap-turn-complete = ყველა კამათელი გათამაშებულია — „მზადაა“ ან „ნაბიჯი უკან“.

# machine translation, not reviewed
cap-turn-no_more = სვლები აღარ არის: დარჩენილი კამათლების გათამაშება შეუძლებელია.

# machine translation, not reviewed
cap-turn-ai = 🤖 { $name } ფიქრობს, როგორ ითამაშოს { $dice }…

# machine translation, not reviewed
ping-turn = 🎲 { $mention }, თქვენი სვლაა ({ $dice })

# machine translation, not reviewed
ping-roll = 🎲 { $mention }, თქვენი სვლაა: გააგორეთ კამათლები ან შესთავაზეთ გაორმაგება

# machine translation, not reviewed
ping-take = ⬆ { $mention }, გთავაზობენ გაორმაგებას ×{ $value }-მდე: მიიღებთ თუ უარს იტყვით?

# machine translation, not reviewed
cap-pips = გასავლელი დარჩა: ⚪ { $white } · ⚫ { $black }

# machine translation, not reviewed
res-borne_off = 🏆 { $winner }: ბოლო ქვა გაყვანილია — გამარჯვება!

# machine translation, not reviewed
res-resigned = 🏳 { $loser } ნებდება. იმარჯვებს { $winner }.

# machine translation, not reviewed
res-timeout = ⌛ { $loser } ძალიან დიდხანს არ აკეთებს სვლას. გამარჯვება მიენიჭა: { $winner }.

# machine translation, not reviewed
res-score = { $kind }: { $points } { $points_word }.

# machine translation, not reviewed
res-banner = გამარჯვება: { $name } · { $points } { $points_word } ({ $kind })

# machine translation, not reviewed
kind-single = ჩვეულებრივი მოგება

# machine translation, not reviewed
kind-gammon = მარსი

# machine translation, not reviewed
kind-backgammon = კოქსი

# machine translation, not reviewed
kind-oin = ჩვეულებრივი მოგება

# machine translation, not reviewed
kind-mars = მარსი

# machine translation, not reviewed
kind-single-short = ჩვეულებრივი

# machine translation, not reviewed
kind-gammon-short = მარსი

# machine translation, not reviewed
kind-backgammon-short = კოქსი

# machine translation, not reviewed
kind-oin-short = ჩვეულებრივი

# machine translation, not reviewed
kind-mars-short = მარსი

# machine translation, not reviewed
res-stats = 📊 { $name }: { $games } პარტიიდან { $wins } მოგება, რეიტინგი { $rating }{ $change }

# machine translation, not reviewed
res-stats-ai = 📊 { $name }: ბოტთან { $games } პარტიიდან { $wins } მოგება

# machine translation, not reviewed
alert-stale = ეს ღილაკი მოძველდა — გაჩვენებთ მიმდინარე დაფას.

# machine translation, not reviewed
alert-finished = ეს პარტია უკვე დასრულდა.

# machine translation, not reviewed
alert-not_player = ეს თქვენი პარტია არ არის.

# machine translation, not reviewed
alert-not_turn = ახლა თქვენი სვლა არ არის.

# machine translation, not reviewed
alert-invalid = ეს ღილაკი არ მუშაობს. დააჭირეთ ბოლო შეტყობინების ქვეშ არსებულ ღილაკს.

# machine translation, not reviewed
alert-error = რაღაც შეფერხდა. სცადეთ ხელახლა.

# machine translation, not reviewed
alert-illegal = ეს ნაბიჯი ახლა შეუძლებელია.

# machine translation, not reviewed
alert-creator_only = ამას მოწვევის ავტორი ირჩევს.

# machine translation, not reviewed
alert-own_lobby = საკუთარ თავთან ვერ ითამაშებთ: დაელოდეთ მეტოქეს ან გამოიძახეთ ბოტი.

# machine translation, not reviewed
alert-invitee_only = ეს მოწვევა სხვა მოთამაშისთვისაა.

# machine translation, not reviewed
alert-chat_busy = ამ ჩატში უკვე სხვა პარტია მიმდინარეობს.

# machine translation, not reviewed
alert-rematch_players = რევანშის დაწყება მხოლოდ ამ პარტიის მონაწილეებს შეუძლიათ.

# machine translation, not reviewed
alert-resign_kept = თამაში გრძელდება!

# machine translation, not reviewed
resign-confirm = { $name }, ნამდვილად ნებდებით? მეტოქე მიიღებს: { $points } { $points_word } — { $kind }.

# machine translation, not reviewed
resign-none = თქვენ ამ ჩატში პარტიას არ თამაშობთ.

# machine translation, not reviewed
resign-not_turn = დანებება მხოლოდ თქვენს სვლაზე შეიძლება.

# machine translation, not reviewed
claim-none = თქვენ ამ ჩატში პარტიას არ თამაშობთ.

# machine translation, not reviewed
claim-your_turn = ახლა თქვენი სვლაა, ასე რომ მოგების მოთხოვნის საფუძველი არ არის.

# machine translation, not reviewed
claim-ai = ბოტი სვლებს არ აჭიანურებს, ამიტომ მისგან დროით მოგებას ვერ მოითხოვთ.

# machine translation, not reviewed
claim-wait = მეტოქე უკვე { $elapsed } ფიქრობს. მოგების მოთხოვნამდე დარჩა { $left }.

# machine translation, not reviewed
claim-notice = ⏰ { $name } უკვე { $hours } სთ არ აკეთებს სვლას. { $other }: შეგიძლიათ მოგების აღება — /claim

# machine translation, not reviewed
claim-notice-match = ⏰ { $name } უკვე { $hours } სთ არ აკეთებს სვლას. { $other }: შეგიძლიათ მთელი მატჩის მოგების აღება — /claim

# machine translation, not reviewed
lang-prompt = აირჩიეთ ბოტის ენა ამ ჩატისთვის:

# machine translation, not reviewed
lang-set = მზადაა: ახლა ქართულად ვსაუბრობ.

# machine translation, not reviewed
lang-admins_only = ბოდიში, ამ ჩატის ენის შეცვლა მხოლოდ ჯგუფის ადმინისტრატორებს შეუძლიათ.

# machine translation, not reviewed
stats-title = 📊 <b>{ $name }</b>

# machine translation, not reviewed
stats-variant =
    <b>{ $variant }</b> — რეიტინგი { $rating }
    { $games } { $games_word }: მოგება { $wins }, წაგება { $losses }; ქულები { $won }:{ $lost }; მარსი { $gammons }, კოქსი { $backgammons }

# machine translation, not reviewed
stats-variant-long =
    <b>{ $variant }</b> — რეიტინგი { $rating }
    { $games } { $games_word }: მოგება { $wins }, წაგება { $losses }; ქულები { $won }:{ $lost }; მარსი { $gammons }

# machine translation, not reviewed
stats-vs_ai = ბოტთან: { $games } პარტიიდან { $wins } მოგება

# machine translation, not reviewed
stats-empty = <b>{ $variant }</b>: პარტიები ჯერ არ არის.

# machine translation, not reviewed
stats-chat = 🏆 <b>ჩატის ცხრილი — { $variant }</b>

# machine translation, not reviewed
stats-row = { $pos }. { $name } — { $rating } · { $games } პარტიიდან { $wins } მოგება

# machine translation, not reviewed
stats-chat_empty = 🏆 { $variant }: ამ ჩატში ჯერ არავის დაუსრულებია პარტია.

# machine translation, not reviewed
btn-cube_on = 🎲 კუბი: ჩართულია

# machine translation, not reviewed
btn-cube_off = 🎲 კუბი: გამორთულია

# machine translation, not reviewed
btn-roll = 🎲 გაგორება

# machine translation, not reviewed
btn-double = ⬆ გაორმაგება ×{ $value }-მდე

# machine translation, not reviewed
btn-take = ✅ მიღება: პარტია ღირს { $value } { $points_word }

# machine translation, not reviewed
btn-pass = ✖ უარი: −{ $value } { $points_word }

# machine translation, not reviewed
lobby-cube_on = ვთამაშობთ გაორმაგების კუბით.

# machine translation, not reviewed
cap-cube = კუბი: ×{ $value }, მფლობელი: { $name }

# machine translation, not reviewed
cap-cube-middle = კუბი ცენტრშია: ფსონი ×1 (კუბზე 64)

# machine translation, not reviewed
cap-cube-offered = კუბი: შემოთავაზებულია ×{ $value }, ველოდებით პასუხს

# machine translation, not reviewed
cap-cube-crawford = კროუფორდის პარტია: გაორმაგება არ შეიძლება.

# machine translation, not reviewed
cap-roll = 🎲 { $mention }, თქვენი სვლაა: გააგორეთ კამათლები ან შესთავაზეთ გაორმაგება ×{ $value }-მდე.

# machine translation, not reviewed
cap-roll-ai = 🤖 { $name } წყვეტს, გააორმაგოს თუ არა…

# machine translation, not reviewed
cap-offer = ⬆ { $doubler } გთავაზობთ გაორმაგებას ×{ $value }-მდე. { $mention }, იღებთ? უარი ღირს { $stake } { $points_word }.

# machine translation, not reviewed
cap-offer-ai = ⬆ { $doubler } სთავაზობს გაორმაგებას ×{ $value }-მდე. { $name } ფიქრობს…

# machine translation, not reviewed
res-passed = ✖ { $loser } უარს ამბობს გაორმაგებაზე. იმარჯვებს { $winner }.

# machine translation, not reviewed
alert-cube_not_yours = ახლა მეტოქე წყვეტს.

# machine translation, not reviewed
resign-pending = გაორმაგება ჯერ კიდევ ელოდება მეტოქის პასუხს. დანებებას მისი პასუხის შემდეგ შეძლებთ.

# machine translation, not reviewed
resign-pending-taker = თქვენ გაორმაგება შემოგთავაზეს: პარტიის დასათმობად დააჭირეთ „✖ უარი“ დაფის ქვეშ.

# machine translation, not reviewed
match-score = 🏁 მატჩი { $target }-მდე: { $first } { $first_score } · { $second } { $second_score }

# machine translation, not reviewed
match-next-auto = შემდეგი პარტია რამდენიმე წამში დაიწყება.

# machine translation, not reviewed
match-next-button = შემდეგი პარტია — ქვემოთ მოცემული ღილაკით.

# machine translation, not reviewed
match-won = 🏆 { $name } იგებს მატჩს ანგარიშით { $winner_score }:{ $loser_score }!

# machine translation, not reviewed
match-won-resigned = 🏆 მატჩი დათმობილია. მატჩის გამარჯვებული: { $name } ({ $winner_score }:{ $loser_score }).

# machine translation, not reviewed
match-won-timeout = ⏰ სვლები ძალიან დიდხანს არ ყოფილა — მატჩი ჩათვლილია. მატჩის გამარჯვებული: { $name } ({ $winner_score }:{ $loser_score }).

# machine translation, not reviewed
match-stats = 📊 { $name }: { $matches } მატჩიდან მოგებულია { $wins }, მატჩების რეიტინგი { $rating }

# machine translation, not reviewed
match-exists = ამ ჩატში უკვე მიმდინარეობს მატჩი. დაასრულეთ ის ან დათმეთ ბრძანებით /resign.

# machine translation, not reviewed
match-lobby = ვთამაშობთ მატჩს { $target } { $points_word }მდე: იმარჯვებს ის, ვინც პირველი მიაღწევს ამ ანგარიშს.

# machine translation, not reviewed
match-single = ერთი პარტია

# machine translation, not reviewed
match-to = { $target }-მდე

# machine translation, not reviewed
btn-next_game = ▶ შემდეგი პარტია

# machine translation, not reviewed
btn-match_again = 🔁 ახალი მატჩი

# machine translation, not reviewed
btn-resign_match = 🏳 მატჩის დათმობა

# machine translation, not reviewed
stats-matches = მატჩები: { $matches }, მოგება { $wins }, მატჩების რეიტინგი { $rating }

# machine translation, not reviewed
history-title = 📜 ამ ჩატის ბოლო პარტიები და მატჩები:

# machine translation, not reviewed
history-empty = ამ ჩატში ნათამაშები პარტიები ჯერ არ არის. დაწყება: /new

# machine translation, not reviewed
history-game = { $n }. { $variant }: { $white } — { $black }, გამარჯვებული: { $winner } (+{ $points }) · { $date }

# machine translation, not reviewed
history-match = { $n }. { $variant }, მატჩი { $target }-მდე: { $first } { $score0 }:{ $score1 } { $second } · { $date }

# machine translation, not reviewed
btn-export = ⬇ { $n }

# machine translation, not reviewed
move-off = გაყვანა

# machine translation, not reviewed
toast-move = { $move } ✓

# machine translation, not reviewed
toast-undo = ↶ { $move } გაუქმდა

# machine translation, not reviewed
toast-done = სვლა გადაცემულია.

# machine translation, not reviewed
toast-move-done = { $move } ✓ სვლა გადაცემულია.

# machine translation, not reviewed
toast-move-lost = { $move } ✓ სვლები აღარ არის — სვლა გადაცემულია.

# machine translation, not reviewed
settings-text =
    <b>ჩატის პარამეტრები</b>

    <b>სვლის ავტომატური დასრულება</b>: { $state }.
    • ჩართულია — როგორც კი კამათლები გათამაშდება (ან მათი გათამაშება აღარ შეიძლება), სვლა მაშინვე მეტოქეზე გადადის, „მზადაა“-ს დაჭერა საჭირო არ არის. ნაბიჯის გაუქმება შეიძლება, სანამ სვლა არ დასრულებულა.
    • გამორთულია — ბოლო ნაბიჯის შემდეგ შეგიძლიათ შეამოწმოთ სვლა და გააუქმოთ ნაბიჯები ღილაკით „ნაბიჯი უკან“; სვლა გადაიცემა ღილაკით „მზადაა“.

# machine translation, not reviewed
settings-on = ჩართულია

# machine translation, not reviewed
settings-off = გამორთულია

# machine translation, not reviewed
settings-btn-on = სვლის ავტომატური დასრულება

# machine translation, not reviewed
settings-btn-off = სვლის დასრულება ღილაკით „მზადაა“

# machine translation, not reviewed
settings-admins_only = ბოდიში, ამ ჩატის პარამეტრების შეცვლა მხოლოდ ჯგუფის ადმინისტრატორებს შეუძლიათ.

# machine translation, not reviewed
settings-saved = შენახულია.

# machine translation, not reviewed
cmd-hints = მინიშნებები მეგობრებთან პარტიებში

# machine translation, not reviewed
cmd-analysis = ნათამაშები პარტიების ანალიზი
