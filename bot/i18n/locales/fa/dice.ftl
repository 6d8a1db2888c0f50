### Persian texts of Nardy: dice (source: ../ru/dice.ftl)
### state: machine (36 of 36 messages made by machine translation, not reviewed)

# machine translation, not reviewed
cmd-dice = بررسی و آمار تاس‌ها

# machine translation, not reviewed
dice-rolls =
    { $count ->
        [one] پرتاب
       *[other] پرتاب
    }

# machine translation, not reviewed
dice-games =
    { $count ->
        [one] بازی
       *[other] بازی
    }

# machine translation, not reviewed
dice-btn-check = 🔐 بررسی تاس‌ها

# machine translation, not reviewed
dice-btn-replay = 🎞 بازپخش

# machine translation, not reviewed
dice-btn-stats = 🎲 تاس‌ها

# machine translation, not reviewed
dice-caption = 🔐 تاس‌ها از قبل تعیین شده‌اند: { $short }… (/dice)

# machine translation, not reviewed
dice-lobby = 🔐 تاس‌های این بازی از قبل تعیین شده‌اند: { $short }… بعد از بازی می‌توانید بررسی‌شان کنید.

# machine translation, not reviewed
dice-current =
    🔐 <b>تاس‌های این بازی از قبل تعیین شده‌اند</b>
    اثر انگشت کلید مخفی (هش SHA-256):
    <code>{ $commit }</code>
    کلید وقتی بازی تمام شود آشکار می‌شود: آن وقت هر کسی می‌تواند همهٔ پرتاب‌ها را دوباره حساب کند.

# machine translation, not reviewed
dice-predates = این بازی اثر انگشت ندارد: پیش از آنکه بررسی تاس‌ها ممکن شود شروع شده است. بازی‌های بعدی بررسی‌پذیر خواهند بود.

# machine translation, not reviewed
dice-none = در این چت هنوز بازی‌ای با تاس‌های بررسی‌پذیر نیست. شروع کنید: /new

# machine translation, not reviewed
dice-check =
    🔐 <b>بررسی تاس‌ها</b> — { $variant }، { $white } — { $black }
    اثر انگشت کلید (پیش از اولین پرتاب نشان داده شد):
    <code>{ $commit }</code>
    کلید (بعد از بازی آشکار شد):
    <code>{ $seed }</code>
    پرتاب‌ها به ترتیب ({ $count }): { $rolls }

    پرتاب شمارهٔ n همان HMAC-SHA256 متن «n:0» با این کلید است؛ بایت‌های 252 به بالا کنار گذاشته می‌شوند و بقیه وجه b % 6 + 1 را می‌دهند. هش SHA-256 کلید باید با اثر انگشت یکی باشد. بدون ربات هم می‌شود بررسی کرد — با ده‌دوازده خط پایتون از docs/DICE.md در مخزن ربات — یا با فرمان <code>python -m engine verify-dice</code> روی ثبت بازی از /history.

# machine translation, not reviewed
dice-not_finished = کلید فقط بعد از پایان بازی آشکار می‌شود.

# machine translation, not reviewed
dice-stats-player = 🎲 <b>تاس‌ها: { $name }</b> — { $rolls } در { $games }

# machine translation, not reviewed
dice-stats-chat = 🎲 <b>تاس‌ها در این چت</b> — { $rolls } در { $games }

# machine translation, not reviewed
dice-stats-faces = وجه‌ها: { $faces } (با تاس سالم — حدود { $expected } از هر کدام)

# machine translation, not reviewed
dice-stats-doubles = جفت‌ها: { $doubles } از { $rolls_n } (انتظار: حدود { $expected })

# machine translation, not reviewed
dice-stats-pips = به‌طور میانگین { $pips } خانه در هر پرتاب (انتظار: 8.17)

# machine translation, not reviewed
dice-stats-chi = کای‌دو: وجه‌ها { $faces } (p = { $p_faces })، جفت‌ها { $doubles } (p = { $p_doubles }) — { $verdict }.

# machine translation, not reviewed
dice-stats-empty = هنوز بازی تمام‌شده‌ای با تاس نیست.

# machine translation, not reviewed
dice-verdict-normal = کاملاً در حد شانس معمولی

# machine translation, not reviewed
dice-verdict-unusual = غیرعادی: از روی شانس کمتر از یک بار در صد بررسی چنین می‌شود

# machine translation, not reviewed
dice-verdict-suspicious = بسیار غیرعادی: از روی شانس کمتر از یک بار در هزار بررسی چنین می‌شود

# machine translation, not reviewed
dice-verdict-too_few = پرتاب‌ها هنوز برای قضاوت خیلی کم‌اند

# machine translation, not reviewed
dice-chart-title = تاس‌ها: { $name }

# machine translation, not reviewed
dice-chart-chat = تاس‌ها در چت

# machine translation, not reviewed
dice-chart-faces = وجه‌ها

# machine translation, not reviewed
dice-chart-doubles = جفت‌ها

# machine translation, not reviewed
dice-chart-expected = تاس سالم

# machine translation, not reviewed
dice-chart-summary = { $rolls } · { $pips } خانه در هر پرتاب (انتظار: 8.17)

# machine translation, not reviewed
dice-replay-caption = 🎞 { $variant }: { $white } — { $black }. { $result }

# machine translation, not reviewed
dice-replay-busy = بازپخش در حال آماده شدن است.

# machine translation, not reviewed
luck-line = شانس: { $players } امتیاز — اینکه پرتاب‌های کل بازی روی هم چقدر بهتر یا بدتر از میانگین بودند

# machine translation, not reviewed
luck-adjusted = نتیجه بدون اثر شانس: { $players } امتیاز

# machine translation, not reviewed
luck-jokers = خوش‌شانس‌ترین و بدشانس‌ترین پرتاب‌ها (از 0.6 امتیاز به بالا): { $jokers }

# machine translation, not reviewed
luck-note = <i>شانس یک پرتاب یعنی تاس‌های آمده چند امتیاز بهتر یا بدتر از یک پرتاب میانگین در همان وضعیت بوده‌اند. نتیجه بدون اثر شانس یعنی امتیاز بازی منهای شانس: نتیجه‌ای که با پرتاب‌های میانگین به دست می‌آمد.</i>
