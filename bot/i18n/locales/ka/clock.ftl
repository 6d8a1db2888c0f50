### Georgian texts of Nardy: clock (source: ../ru/clock.ftl)
### state: machine (35 of 35 messages made by machine translation, not reviewed)

# machine translation, not reviewed
clock-control-none = საათის გარეშე

# machine translation, not reviewed
clock-control-blitz = ბლიცი

# machine translation, not reviewed
clock-control-live = ცოცხალი თამაში

# machine translation, not reviewed
clock-control-relaxed = მშვიდი თამაში

# machine translation, not reviewed
clock-control-words = { $name }: სვლაზე { $delay } წმ + { $reserve } რეზერვი ყოველ ქულაზე

# machine translation, not reviewed
clock-control-words-none = საათის გარეშე: სვლის დრო შეზღუდული არ არის

# machine translation, not reviewed
clock-btn-control = ⏱ { $name }

# machine translation, not reviewed
clock-btn-none = ⏱ უსაათოდ

# machine translation, not reviewed
clock-lobby = ⏱ დროის კონტროლი: { $control }

# machine translation, not reviewed
clock-caption = ⏱ { $white } { $white_left } · { $black } { $black_left }, +{ $delay } წმ სვლაზე

# machine translation, not reviewed
clock-caption-paused = ⏸ საათები შეთანხმებით გაჩერებულია: { $white } { $white_left } · { $black } { $black_left }

# machine translation, not reviewed
clock-warning = ⏳ { $mention }, დარჩა { $seconds } წმ — დრო იწურება!

# machine translation, not reviewed
clock-timeout = ⌛ დრო ამოიწურა: { $loser } სვლას ვერ ასწრებს. იმარჯვებს { $winner }.

# machine translation, not reviewed
clock-timeout-match = ⌛ დრო ამოიწურა: { $loser } მატჩს დროით აგებს. მატჩს იგებს { $winner }.

# machine translation, not reviewed
clock-late = ⌛ გვიანია: დრო უკვე ამოიწურა.

# machine translation, not reviewed
clock-analysis = ⌛ პარტია დროით დასრულდა: { $name } სვლას ვერ ასწრებს. გაუკეთებელი სვლა ანალიზში არ შედის.

# machine translation, not reviewed
clock-record = დრო ამოიწურა

# machine translation, not reviewed
clock-btn-pause = ⏸ პაუზის შეთავაზება

# machine translation, not reviewed
clock-btn-pause-accept = ✅ პაუზაზე თანხმობა

# machine translation, not reviewed
clock-btn-resume = ▶️ გაგრძელება

# machine translation, not reviewed
clock-pause-asked = ⏸ { $name } გთავაზობთ საათების გაჩერებას. მეტოქე უნდა დაეთანხმოს.

# machine translation, not reviewed
clock-pause-accepted = ⏸ საათები გაჩერებულია. გაგრძელება ნებისმიერ მოთამაშეს შეუძლია.

# machine translation, not reviewed
clock-pause-own = პაუზა მეტოქემ უნდა მიიღოს.

# machine translation, not reviewed
clock-pause-sent = ⏸ პაუზა შემოთავაზებულია — ველოდებით მეტოქის თანხმობას.

# machine translation, not reviewed
clock-pause-hint = ▶️ გაგრძელება ნებისმიერ მოთამაშეს შეუძლია.

# machine translation, not reviewed
clock-paused = ⏸ საათები გაჩერებულია. ჯერ დააჭირეთ „▶️ გაგრძელება“.

# machine translation, not reviewed
clock-paused-claim = ⏸ საათები შეთანხმებით გაჩერებულია: პაუზის დროს მოგებას ვერ მოითხოვთ.

# machine translation, not reviewed
clock-resumed = ▶️ საათები ისევ მიდის.

# machine translation, not reviewed
clock-downtime = ⏱ ბოტი { $seconds } წმ მიუწვდომელი იყო — ეს დრო დაუბრუნდა მოთამაშეს, რომელიც სვლაზეა.

# machine translation, not reviewed
clock-settings = ⏱ საათი ნაგულისხმევად: { $control }

# machine translation, not reviewed
clock-settings-prompt = დროის რომელი კონტროლი მიეცეს ამ ჩატის ახალ პარტიებს?

# machine translation, not reviewed
clock-settings-saved = დროის კონტროლი ნაგულისხმევად: { $control }.

# machine translation, not reviewed
clock-new-unknown = ასეთი დროის კონტროლი არ არსებობს. არის: { $names }.

# machine translation, not reviewed
clock-seconds =
    { $count ->
        [one] წამი
       *[other] წამი
    }

# machine translation, not reviewed
clock-minutes =
    { $count ->
        [one] წუთი
       *[other] წუთი
    }
