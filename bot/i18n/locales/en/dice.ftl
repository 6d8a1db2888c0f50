### English texts of Nardy: dice (source: ../ru/dice.ftl)
### state: reviewed

cmd-dice = Check the dice and their statistics

dice-rolls =
    { $count ->
        [one] roll
       *[other] rolls
    }

dice-games =
    { $count ->
        [one] game
       *[other] games
    }

dice-btn-check = 🔐 Check the dice

dice-btn-replay = 🎞 Replay

dice-btn-stats = 🎲 Dice

dice-caption = 🔐 Dice fixed in advance: { $short }… (/dice)

dice-lobby = 🔐 This game's dice are already fixed: { $short }… You can check them after the game.

dice-current =
    🔐 <b>This game's dice are fixed in advance</b>
    Fingerprint of the secret key (its SHA-256 hash):
    <code>{ $commit }</code>
    The key is revealed when the game ends; then anyone can recompute every roll.

dice-predates = This game has no fingerprint: it started before the dice could be checked. The next games will have one.

dice-none = No game in this chat has checkable dice yet. Start one: /new

dice-check =
    🔐 <b>Check the dice</b> — { $variant }, { $white } vs { $black }
    Key fingerprint (shown before the first roll):
    <code>{ $commit }</code>
    Key (revealed after the game):
    <code>{ $seed }</code>
    Rolls in order ({ $count }): { $rolls }

    Roll number n is the HMAC-SHA256 of the text "n:0" with this key; bytes from 252 up are skipped, the others give the face b % 6 + 1. The SHA-256 hash of the key must equal the fingerprint. You can check it without the bot — with a dozen lines of Python from docs/DICE.md in the bot's repository — or with <code>python -m engine verify-dice</code> on the game's record from /history.

dice-not_finished = The key is revealed only when the game is over.

dice-stats-player = 🎲 <b>Dice: { $name }</b> — { $rolls } in { $games }

dice-stats-chat = 🎲 <b>Dice in this chat</b> — { $rolls } in { $games }

dice-stats-faces = Faces: { $faces } (fair dice — about { $expected } each)

dice-stats-doubles = Doubles: { $doubles } of { $rolls_n } (about { $expected } expected)

dice-stats-pips = On average { $pips } pips per roll (8.17 expected)

dice-stats-chi = Chi-square: faces { $faces } (p = { $p_faces }), doubles { $doubles } (p = { $p_doubles }) — { $verdict }.

dice-stats-empty = No finished games with dice yet.

dice-verdict-normal = well within ordinary chance

dice-verdict-unusual = unusual, but chance does this less than once in a hundred checks

dice-verdict-suspicious = very unusual: chance does this less than once in a thousand checks

dice-verdict-too_few = too few rolls to judge yet

dice-chart-title = Dice: { $name }

dice-chart-chat = Dice in this chat

dice-chart-faces = Faces

dice-chart-doubles = Doubles

dice-chart-expected = fair dice

dice-chart-summary = { $rolls } · { $pips } pips per roll (8.17 expected)

dice-replay-caption = 🎞 { $variant }: { $white } vs { $black }. { $result }

dice-replay-busy = The replay is on its way.

luck-line = Luck: { $players } points — how much better or worse than average the rolls were over the game

luck-adjusted = Luck-adjusted result: { $players } points

luck-jokers = Luckiest and unluckiest rolls (0.6 points or more): { $jokers }

luck-note = <i>A roll's luck is how many points better or worse the dice were than an average roll in that position. The luck-adjusted result is the game's score with the luck taken out: what it would have been with average rolls.</i>
