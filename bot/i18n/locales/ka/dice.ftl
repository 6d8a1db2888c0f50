### Georgian texts of Nardy: dice (source: ../ru/dice.ftl)
### state: machine (36 of 36 messages made by machine translation, not reviewed)

# machine translation, not reviewed
cmd-dice = კამათლების შემოწმება და სტატისტიკა

# machine translation, not reviewed
dice-rolls =
    { $count ->
        [one] გაგორება
       *[other] გაგორება
    }

# machine translation, not reviewed
dice-games =
    { $count ->
        [one] პარტიაში
       *[other] პარტიაში
    }

# machine translation, not reviewed
dice-btn-check = 🔐 კამათლების შემოწმება

# machine translation, not reviewed
dice-btn-replay = 🎞 გამეორება

# machine translation, not reviewed
dice-btn-stats = 🎲 კამათლები

# machine translation, not reviewed
dice-caption = 🔐 კამათლები წინასწარაა განსაზღვრული: { $short }… (/dice)

# machine translation, not reviewed
dice-lobby = 🔐 ამ პარტიის კამათლები უკვე განსაზღვრულია: { $short }… თამაშის შემდეგ მათი შემოწმება შეიძლება.

# machine translation, not reviewed
dice-current =
    🔐 <b>ამ პარტიის კამათლები წინასწარაა განსაზღვრული</b>
    საიდუმლო გასაღების ანაბეჭდი (SHA-256 ჰეში):
    <code>{ $commit }</code>
    გასაღები გაიხსნება, როცა პარტია დასრულდება: მაშინ ყველას შეეძლება ყველა გაგორების ხელახლა გამოთვლა.

# machine translation, not reviewed
dice-predates = ამ პარტიას ანაბეჭდი არ აქვს: ის დაიწყო მანამ, სანამ კამათლების შემოწმება შესაძლებელი გახდებოდა. შემდეგი პარტიები უკვე შემოწმებით იქნება.

# machine translation, not reviewed
dice-none = ამ ჩატში ჯერ არ არის პარტიები შემოწმებადი კამათლებით. დაიწყეთ: /new

# machine translation, not reviewed
dice-check =
    🔐 <b>კამათლების შემოწმება</b> — { $variant }, { $white } — { $black }
    გასაღების ანაბეჭდი (ნაჩვენები პირველ გაგორებამდე):
    <code>{ $commit }</code>
    გასაღები (გაიხსნა პარტიის შემდეგ):
    <code>{ $seed }</code>
    გაგორებები თანმიმდევრობით ({ $count }): { $rolls }

    გაგორება № n არის სტრიქონის „n:0“ HMAC-SHA256 ამ გასაღებით; 252-დან დაწყებული ბაიტები გამოიტოვება, დანარჩენები იძლევა წახნაგს b % 6 + 1. გასაღების SHA-256 ჰეში ანაბეჭდს უნდა ემთხვეოდეს. შემოწმება ბოტის გარეშეც შეიძლება — Python-ის ათიოდე სტრიქონით ბოტის რეპოზიტორიის docs/DICE.md-დან — ან ბრძანებით <code>python -m engine verify-dice</code> პარტიის ჩანაწერისთვის /history-დან.

# machine translation, not reviewed
dice-not_finished = გასაღები მხოლოდ პარტიის დასრულების შემდეგ იხსნება.

# machine translation, not reviewed
dice-stats-player = 🎲 <b>კამათლები: { $name }</b> — { $rolls } { $games }

# machine translation, not reviewed
dice-stats-chat = 🎲 <b>კამათლები ამ ჩატში</b> — { $rolls } { $games }

# machine translation, not reviewed
dice-stats-faces = წახნაგები: { $faces } (პატიოსანი კამათლებით — თითოეული დაახლოებით { $expected })

# machine translation, not reviewed
dice-stats-doubles = დუბლები: { $doubles } / { $rolls_n } (მოსალოდნელია დაახლოებით { $expected })

# machine translation, not reviewed
dice-stats-pips = საშუალოდ { $pips } უჯრა ერთ გაგორებაზე (მოსალოდნელია 8,17)

# machine translation, not reviewed
dice-stats-chi = ხი-კვადრატი: წახნაგები { $faces } (p = { $p_faces }), დუბლები { $doubles } (p = { $p_doubles }) — { $verdict }.

# machine translation, not reviewed
dice-stats-empty = კამათლებით ნათამაშები პარტიები ჯერ არ არის.

# machine translation, not reviewed
dice-verdict-normal = ჩვეულებრივი შემთხვევითობის ფარგლებშია

# machine translation, not reviewed
dice-verdict-unusual = უჩვეულოა: შემთხვევით ასე ასიდან ერთ შემოწმებაზე იშვიათად ხდება

# machine translation, not reviewed
dice-verdict-suspicious = ძალიან უჩვეულოა: შემთხვევით ასე ათასიდან ერთ შემოწმებაზე იშვიათად ხდება

# machine translation, not reviewed
dice-verdict-too_few = გაგორებები ჯერ ძალიან ცოტაა დასკვნისთვის

# machine translation, not reviewed
dice-chart-title = კამათლები: { $name }

# machine translation, not reviewed
dice-chart-chat = კამათლები ჩატში

# machine translation, not reviewed
dice-chart-faces = წახნაგები

# machine translation, not reviewed
dice-chart-doubles = დუბლები

# machine translation, not reviewed
dice-chart-expected = პატიოსანი კამათლები

# machine translation, not reviewed
dice-chart-summary = { $rolls } · { $pips } უჯრა გაგორებაზე (მოსალოდნელია 8,17)

# machine translation, not reviewed
dice-replay-caption = 🎞 { $variant }: { $white } — { $black }. { $result }

# machine translation, not reviewed
dice-replay-busy = გამეორება უკვე მზადდება.

# machine translation, not reviewed
luck-line = იღბალი: { $players } ქულა — რამდენით სჯობდა ან ჩამორჩებოდა პარტიის გაგორებები ჯამში საშუალოს

# machine translation, not reviewed
luck-adjusted = შედეგი იღბლის გათვალისწინებით: { $players } ქულა

# machine translation, not reviewed
luck-jokers = ყველაზე იღბლიანი და უიღბლო გაგორებები (0,6 ქულიდან): { $jokers }

# machine translation, not reviewed
luck-note = <i>გაგორების იღბალი — რამდენი ქულით სჯობს ან ჩამორჩება ამოსული კამათლები ამ პოზიციაში საშუალო გაგორებას. შედეგი იღბლის გათვალისწინებით — პარტიის ანგარიში იღბლის გამოკლებით: როგორი იქნებოდა ის საშუალო გაგორებებით.</i>
