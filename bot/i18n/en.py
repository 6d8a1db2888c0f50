"""English catalogue of the bot's texts (same keys as :mod:`bot.i18n.ru`)."""

from __future__ import annotations

CATALOG: dict[str, str] = {
    # ---------------------------------------------------------------- start / help
    "start": (
        "🎲 <b>Nardy</b> — long and short nardy (backgammon), right inside Telegram.\n\n"
        "• /new — a new game. In a private chat you play the bot (four strength levels); "
        "in a group you play a friend or the bot.\n"
        "• Move with the buttons under the board: one button is one checker step, e.g. "
        "“13→7”. Only legal steps are offered. “↶ Undo step” takes the last step back, "
        "“✅ Done” passes the turn.\n"
        "• /rules — illustrated rules, /stats — your results and rating, /lang — language.\n\n"
        "Add me to a group to play with friends."
    ),
    "start.group": (
        "🎲 Hello! I run games of nardy (long and short backgammon) right in this chat.\n"
        "/new — start a game (with a friend from the chat or against the bot), /rules — "
        "the rules, /stats — the chat's table, /lang — language."
    ),
    "help": (
        "<b>How to play</b>\n"
        "/new — a new game: pick long or short nardy, then wait for an opponent or play the "
        "bot. Shortcut: <code>/new long</code> or <code>/new short</code>.\n"
        "/rules — the rules of both games.\n"
        "/stats — your results and rating; in a group also the chat's table.\n"
        "/resign — resign (on your turn, with a confirmation).\n"
        "/claim — take the win when your opponent has not moved for more than {hours} h.\n"
        "/lang — the bot's language in this chat.\n\n"
        "One game runs per chat at a time. When the dice can be played in only one way I "
        "play it for you; when nothing can be played the turn passes. An invitation nobody "
        "accepts within {minutes} min is closed."
    ),
    # ---------------------------------------------------------------- commands menu
    "cmd.new": "New game",
    "cmd.rules": "Rules of the game",
    "cmd.stats": "Statistics and rating",
    "cmd.resign": "Resign",
    "cmd.claim": "Win when the opponent stalls",
    "cmd.lang": "Language",
    "cmd.help": "How to play",
    "cmd.start": "About the bot",
    # ---------------------------------------------------------------- names
    "variant.long": "Long nardy",
    "variant.short": "Short nardy",
    "variant.long.btn": "Long",
    "variant.short.btn": "Short",
    "level.beginner": "beginner",
    "level.medium": "casual",
    "level.strong": "strong",
    "level.master": "master",
    "level.beginner.btn": "🐣 Beginner",
    "level.medium.btn": "🙂 Casual",
    "level.strong.btn": "💪 Strong",
    "level.master.btn": "🧠 Master",
    "ai.name": "Bot ({level})",
    "point.bar": "bar",
    "point.off": "off",
    "points.one": "point",
    "points.few": "points",
    "points.many": "points",
    "games.one": "game",
    "games.few": "games",
    "games.many": "games",
    "dur.hm": "{h} h {m} min",
    "dur.m": "{m} min",
    # ---------------------------------------------------------------- buttons
    "btn.join": "🤝 Join",
    "btn.accept": "🤝 Accept",
    "btn.vs_bot": "🤖 Play the bot",
    "btn.cancel": "✖ Cancel",
    "btn.back": "← Back",
    "btn.undo": "↶ Undo step",
    "btn.done": "✅ Done",
    "btn.resign_yes": "🏳 Yes, resign",
    "btn.resign_no": "Keep playing",
    "btn.rematch": "🔁 Rematch",
    # ---------------------------------------------------------------- lobby
    "lobby.variant": "🎲 {name} is starting a new game. Which one?",
    "lobby.variant.private": "🎲 A new game against the bot. Which one?",
    "lobby.open": (
        "🎲 {name} is looking for an opponent: <b>{variant}</b>.\n"
        "Press “Join” to play. {name} may call the bot instead."
    ),
    "lobby.rematch": "🔁 {name} offers a rematch: <b>{variant}</b>. {other}, do you accept?",
    "lobby.level": (
        "🤖 <b>{variant}</b> against the bot. Choose its strength:\n"
        "🐣 <b>Beginner</b> makes mistakes often: good for learning;\n"
        "🙂 <b>Casual</b> plays sensibly and slips now and then;\n"
        "💪 <b>Strong</b> always plays the move its neural network rates best;\n"
        "🧠 <b>Master</b> also looks one move ahead through all 21 rolls of the opponent."
    ),
    "lobby.started": "▶ The game is on — <b>{variant}</b>: ⚪ {white} against ⚫ {black}.",
    "lobby.cancelled": "✖ {name} cancelled the invitation.",
    "lobby.expired": "⌛ Nobody accepted the invitation, so it is closed. New game: /new",
    "new.exists": (
        "A game is already running in this chat: {white} against {black} ({variant}). "
        "Its board is above. Play it to the end or resign with /resign."
    ),
    "new.lobby_exists": "An invitation is already open in this chat (above). Answer it or cancel it.",
    # ---------------------------------------------------------------- board caption
    "cap.header": "<b>{variant}</b>\n⚪ {white} — ⚫ {black}",
    "cap.opening": "Opening roll: ⚪ {white_die} — ⚫ {black_die}{ties}. {first} starts and plays {dice}.",
    "cap.ties": " (rerolled: {ties})",
    "cap.log.move": "{icon} {name} ({dice}): {notation}",
    "cap.log.forced": "{icon} {name} ({dice}): {notation} — the only legal play",
    "cap.log.pass": "{icon} {name} ({dice}): no legal move, the turn passes",
    "cap.turn": "🎲 {mention} to play: {dice}",
    "cap.turn.steps": "Played: {steps}",
    "cap.turn.complete": "All dice played — press “Done” or “Undo step”.",
    "cap.turn.ai": "🤖 {name} is thinking about {dice}…",
    "ping.turn": "🎲 {mention}, your turn ({dice})",
    "cap.pips": "Pips: ⚪ {white} · ⚫ {black}",
    # ---------------------------------------------------------------- results
    "res.borne_off": "🏆 {winner} bears off the last checker and wins!",
    "res.resigned": "🏳 {loser} resigns. {winner} wins.",
    "res.timeout": "⌛ {loser} did not move for too long. The win goes to {winner}.",
    "res.score": "{kind}: {points} {points_word}.",
    "kind.single": "Single game",
    "kind.gammon": "Gammon",
    "kind.backgammon": "Backgammon",
    "kind.oin": "Oin (single)",
    "kind.mars": "Mars (double)",
    "res.stats": "📊 {name}: {wins} wins of {games}, rating {rating}{change}",
    "res.stats.ai": "📊 {name}: {wins} wins of {games} against the bot",
    # ---------------------------------------------------------------- alerts
    "alert.stale": "This button is out of date — showing the current board.",
    "alert.finished": "This game is already over.",
    "alert.not_player": "This is not your game.",
    "alert.not_turn": "It is not your turn.",
    "alert.invalid": "This button does not work. Use the buttons of the latest message.",
    "alert.error": "Something went wrong. Please try again.",
    "alert.illegal": "That step is not possible now.",
    "alert.creator_only": "Only the player who created the game can choose this.",
    "alert.own_lobby": "You cannot play yourself: wait for an opponent or call the bot.",
    "alert.invitee_only": "This invitation is for another player.",
    "alert.chat_busy": "Another game is already running in this chat.",
    "alert.rematch_players": "Only the players of this game can start a rematch.",
    "alert.resign_kept": "Game on!",
    # ---------------------------------------------------------------- resign / claim
    "resign.confirm": (
        "{name}, do you really resign? Your opponent wins: {kind}, {points} {points_word}."
    ),
    "resign.none": "You are not playing a game in this chat.",
    "resign.not_turn": "You can resign only on your own turn.",
    "claim.none": "You are not playing a game in this chat.",
    "claim.your_turn": "It is your turn — there is nobody to claim against.",
    "claim.ai": "The bot never stalls, so there is no win to claim.",
    "claim.wait": "Your opponent has been thinking for {elapsed}. You can claim the win in {left}.",
    "claim.notice": "⏰ {name} has not moved for {hours} h. {other} can take the win: /claim",
    # ---------------------------------------------------------------- language
    "lang.ru": "🇷🇺 Русский",
    "lang.en": "🇬🇧 English",
    "lang.prompt": "Choose the bot's language for this chat:",
    "lang.set": "Done: I speak English here now.",
    "lang.admins_only": "Sorry, only the group's administrators can change the language of this chat.",
    # ---------------------------------------------------------------- stats
    "stats.title": "📊 <b>{name}</b>",
    "stats.variant": (
        "<b>{variant}</b> — rating {rating}\n"
        "{games} {games_word}: {wins} won, {losses} lost; points {won}:{lost}; "
        "gammons {gammons}, backgammons {backgammons}"
    ),
    "stats.vs_ai": "against the bot: {wins} wins of {games}",
    "stats.empty": "<b>{variant}</b>: no games yet.",
    "stats.chat": "🏆 <b>Chat table — {variant}</b>",
    "stats.row": "{pos}. {name} — {rating} · {wins} wins of {games}",
    "stats.chat_empty": "🏆 {variant}: nobody has finished a game in this chat yet.",
    # ---------------------------------------------------------------- rules
    "rules.intro": "📖 <b>Rules</b> — pick a game and a topic. Now: <b>{variant}</b>.",
    "rules.topic.setup": "Set-up and moves",
    "rules.topic.head": "The head",
    "rules.topic.block": "Blocks",
    "rules.topic.hit": "Hitting and the bar",
    "rules.topic.bearoff": "Bearing off",
    "rules.topic.scoring": "Scoring",
    "rules.long.setup": (
        "<b>Long nardy: set-up and moves</b>\n"
        "Each player starts with all 15 checkers on his “head”, his point 24; the two heads "
        "sit in opposite corners. Both players travel round the board the same way, from high "
        "numbers to low ones, towards their home — points 1–6.\n"
        "Every die is a separate step of exactly that many points; a double gives four steps. "
        "One checker may take several steps in a row if every stop on the way is open.\n"
        "The higher die of the opening roll moves first and plays both numbers rolled. You "
        "must use as many dice as the position allows; if only one of the two fits, it must "
        "be the larger one."
    ),
    "rules.long.head": (
        "<b>The head rule</b>\n"
        "Only one checker may leave the head (point 24) per turn.\n"
        "The single exception is a player's very first turn: with 6-6, 4-4 or 3-3 two "
        "checkers may leave the head, because such a roll could hardly be played otherwise."
    ),
    "rules.long.block": (
        "<b>No hitting, but blocks</b>\n"
        "Checkers are never hit in long nardy: one of your checkers already owns a point, and "
        "the opponent cannot land there. Jumping over enemy points is fine — only the point "
        "where a checker stops matters.\n"
        "Six of your points in a row make a block. You may build one only when at least one "
        "opposing checker has already passed beyond it. Shutting in all of the opponent's "
        "checkers is forbidden even for a single step in the middle of a turn — I simply do "
        "not offer such steps."
    ),
    "rules.long.bearoff": (
        "<b>Bearing off</b>\n"
        "Once all 15 checkers are home (points 1–6) you may take them off the board. A die "
        "removes a checker from the point with its number. If that point is empty, you must "
        "move a checker from a higher point; if there is none higher, the checker on the "
        "highest occupied point comes off. A move inside the home is always allowed instead."
    ),
    "rules.long.scoring": (
        "<b>Scoring in long nardy</b>\n"
        "The first player to bear off all 15 checkers wins.\n"
        "• Oin — 1 point: the loser has borne off at least one checker.\n"
        "• Mars — 2 points: the loser has borne off none.\n"
        "You may resign on your turn (/resign); the points are counted from the current "
        "position. If your opponent has vanished, take the win with /claim."
    ),
    "rules.short.setup": (
        "<b>Short nardy: set-up and moves</b>\n"
        "In his own numbering each player puts 2 checkers on point 24, 5 on 13, 3 on 8 and 5 "
        "on 6. The players move towards each other, each to his own home — points 1–6.\n"
        "A die is a step of exactly that many points, a double gives four steps. The opening "
        "roll and the duty to use as many dice as possible (the larger one if only one fits) "
        "work as in long nardy."
    ),
    "rules.short.hit": (
        "<b>Hitting and the bar</b>\n"
        "A lone opposing checker on a point is a blot. Land on it and you hit it: it goes to "
        "the bar. A point held by two or more opposing checkers is closed.\n"
        "While you have checkers on the bar you may move nothing else: enter them first. A "
        "die d enters a checker in the opponent's home, on your point 25 − d, unless that "
        "point is closed. Such a step's button reads like “bar→22”."
    ),
    "rules.short.block": (
        "<b>Blocks (primes)</b>\n"
        "Closed points in a row hold the opponent back: no single die can jump six closed "
        "points in a row. In short nardy a prime of any length is allowed — build one in your "
        "home so that a hit checker has nowhere to enter."
    ),
    "rules.short.bearoff": (
        "<b>Bearing off</b>\n"
        "You may bear off once all your checkers are home (points 1–6) and none is on the bar. "
        "A die takes a checker off the point with its number; if that point is empty, move a "
        "checker from a higher point, and if there is none, bear off from the highest occupied "
        "point. A checker hit during the bear-off must come home before you continue."
    ),
    "rules.short.scoring": (
        "<b>Scoring in short nardy</b>\n"
        "• 1 point — a single game: the loser has borne off at least one checker.\n"
        "• 2 points — a gammon (mars): the loser has borne off none.\n"
        "• 3 points — a backgammon (koks): a gammon where the loser still has a checker on the "
        "bar or in your home.\n"
        "You may resign on your turn (/resign); the points are counted from the current "
        "position."
    ),
}
