"""English catalogue of the bot's texts (same keys as :mod:`bot.i18n.ru`)."""

from __future__ import annotations

CATALOG: dict[str, str] = {
    # ---------------------------------------------------------------- start / help
    "start": (
        "🎲 <b>Nardy</b> — long and short nardy (backgammon), right inside Telegram.\n"
        "\n"
        "• /new — a new game. In a private chat you play the bot (four strength levels); in "
        "a group you play a friend or the bot.\n"
        "• Move with the buttons under the board: a button moves one checker, e.g. “13→7”; "
        "a button like “13→6” plays both dice with one checker. Only legal moves are "
        "offered. “↶ Undo step” takes the last step back. When the dice are played the turn "
        "passes by itself (/settings can bring back the “✅ Done” button).\n"
        "• An orange outline on the board marks your opponent's last move.\n"
        "• A light blue outline marks the steps you have already made this turn.\n"
        "• /rules — illustrated rules, /stats — your results and rating, /lang — language, "
        "/settings — how turns end.\n"
        "\n"
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
        "bot. Shortcut: <code>/new long</code> or <code>/new short</code>. A match with the "
        "doubling cube: <code>/new short 5 cube</code> (a match to 5), or the invitation's "
        "buttons.\n"
        "/rules — the rules of both games.\n"
        "/stats — your results and rating; in a group also the chat's table.\n"
        "/history — the chat's recent games and matches; download the record of any.\n"
        "/resign — resign (on your turn, with a confirmation); in a match, the game or the "
        "whole match.\n"
        "/claim — take the win when your opponent has not moved for more than {hours} h.\n"
        "/settings — finish turns automatically or with “Done”.\n"
        "/lang — the bot's language in this chat.\n"
        "/hints — hints in games with a friend (both players turn them on); against the bot "
        "the “💡 Hint” button is always there.\n"
        "/analysis — analysis of finished games: mistakes, level of play, better plays.\n"
        "\n"
        "An orange outline on the board is your opponent's last move.\n"
        "A light blue outline shows the steps made in the current turn.\n"
        "\n"
        "One game runs per chat at a time. When the dice can be played in only one way I "
        "play it for you; when nothing can be played the turn passes. An invitation nobody "
        "accepts within {minutes} min is closed."
    ),
    # ---------------------------------------------------------------- commands menu
    "cmd.new": "New game",
    "cmd.rules": "Rules of the game",
    "cmd.stats": "Statistics and rating",
    "cmd.history": "Finished games and their records",
    "cmd.resign": "Resign",
    "cmd.claim": "Win when the opponent stalls",
    "cmd.settings": "Chat settings",
    "cmd.lang": "Language",
    "cmd.help": "How to play",
    "cmd.start": "About the bot",
    # ---------------------------------------------------------------- names
    "variant.long": "Long nardy",
    "variant.short": "Short nardy",
    "variant.long.btn": "Long",
    "variant.short.btn": "Short",
    "level.beginner": "Beginner",
    "level.medium": "Casual",
    "level.strong": "Strong",
    "level.master": "Master",
    "level.beginner.btn": "🐣 Beginner",
    "level.medium.btn": "🙂 Casual",
    "level.strong.btn": "💪 Strong",
    "level.master.btn": "🧠 Master",
    "ai.name": "Bot “{level}”",
    "point.bar": "bar",
    "point.off": "off",
    "move.hit": " (hit {icon})",
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
    "cap.log.move": "{icon} {name}, {dice}: {notation}",
    "cap.log.forced": "{icon} {name}, {dice}: {notation} — the only legal play",
    "cap.log.pass": "{icon} {name}, {dice}: no legal move, the turn passes",
    "cap.turn": "🎲 {mention} to play: {dice}",
    "cap.turn.steps": "Played: {steps}",
    "cap.turn.complete": "All dice played — press “Done” or “Undo step”.",
    "cap.turn.no_more": "No more moves are possible: the remaining dice cannot be played.",
    "cap.turn.ai": "🤖 {name} is thinking about {dice}…",
    "ping.turn": "🎲 {mention}, your turn ({dice})",
    "cap.pips": "Left to go: ⚪ {white} · ⚫ {black}",
    # ---------------------------------------------------------------- results
    "res.borne_off": "🏆 {winner} bears off the last checker and wins!",
    "res.resigned": "🏳 {loser} resigns. {winner} wins.",
    "res.timeout": "⌛ {loser} has not moved for too long. The win goes to {winner}.",
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
    "alert.creator_only": "Only the author of the invitation can choose this.",
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
    "stats.variant.long": (
        "<b>{variant}</b> — rating {rating}\n"
        "{games} {games_word}: {wins} won, {losses} lost; points {won}:{lost}; mars "
        "{gammons}"
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
    "rules.topic.hit": "Hitting",
    "rules.topic.bearoff": "Bearing off",
    "rules.topic.scoring": "Scoring",
    "rules.topic.match": "Match and cube",
    "rules.long.setup": (
        "<b>Long nardy: set-up and moves</b>\n"
        "Each player starts with all 15 checkers on his “head”, his point 24; the two heads "
        "sit in opposite corners. Both players move counter-clockwise, from high numbers to "
        "low ones, towards their home — points 1–6.\n"
        "Every die is a separate step of exactly the number rolled; a double gives four "
        "steps. One checker may take several steps in a row if every stop on the way is "
        "open.\n"
        "The first turn is decided by an opening roll: each player rolls one die, and a tie "
        "is rolled again. The higher die starts and plays both numbers rolled — so the "
        "first turn of a game is never a double.\n"
        "You must use as many dice as the position allows. If either number can be played "
        "but not both, the larger one must be played."
    ),
    "rules.long.head": (
        "<b>The head rule</b>\n"
        "Only one checker may leave the head (point 24) per turn.\n"
        "The exception is a player's first turn, while all 15 checkers are on the head: "
        "with 6-6, 4-4 or 3-3 two checkers leave the head. The second one must be taken "
        "when the roll cannot be played in full otherwise.\n"
        "Only the player who moves second can ever meet this exception: the first turn of a "
        "game is never a double."
    ),
    "rules.long.block": (
        "<b>No hitting, but blocks</b>\n"
        "Checkers are never hit in long nardy: one of your checkers already owns a point, "
        "and the opponent cannot land there. Jumping over enemy points is fine — only the "
        "point where a checker stops matters.\n"
        "Six of your points in a row make a block. You may build one only when at least one "
        "opposing checker stands ahead of it, on the opponent's way. Shutting in all of the "
        "opponent's checkers is forbidden even for a single step in the middle of a turn — "
        "I simply do not offer such steps."
    ),
    "rules.long.bearoff": (
        "<b>Bearing off</b>\n"
        "Once all 15 checkers are home (points 1–6) you may bear them off the board. A die "
        "bears off a checker from the point with its number. If that point is empty, the "
        "die must move a checker from a higher point; if there is none higher, the checker "
        "on the highest occupied point is borne off. A move inside the home is always "
        "allowed instead."
    ),
    "rules.long.scoring": (
        "<b>Scoring in long nardy</b>\n"
        "The first player to bear off all 15 checkers wins.\n"
        "• Oin — 1 point: the loser has borne off at least one checker.\n"
        "• Mars — 2 points: the loser has borne off none.\n"
        "There is no koks (backgammon) in long nardy.\n"
        "You may resign on your turn (/resign): your opponent wins as the position stands "
        "now — mars if you have borne off nothing yet, otherwise oin. A single game has no "
        "doubling cube unless it was chosen when the game was created. If your opponent has "
        "not moved for long, take the win with /claim."
    ),
    "rules.long.match": (
        "<b>Matches and the doubling cube</b>\n"
        "A match is played to N points (1 to 25; usually 3, 5 or 7): games follow one "
        "another until a player reaches N. The players swap colours for each new game, and "
        "its first turn is rolled for again. A game's points count toward the match; "
        "resigning gives the opponent the game's points for the current position.\n"
        "The doubling cube exists only if it was chosen when the game or match was created. "
        "Before your roll you may offer a double if the cube is in the middle or yours. If "
        "your opponent takes, the stake doubles and the cube passes to him; if he passes, "
        "he loses the game at the value before the offer. A game's points (oin 1, mars 2) "
        "are multiplied by the cube, up to 64.\n"
        "Crawford rule: in the one game right after a player first reaches N − 1 points "
        "nobody may double; in later games doubling is allowed again."
    ),
    "rules.short.setup": (
        "<b>Short nardy: set-up and moves</b>\n"
        "In his own numbering each player puts 2 checkers on point 24, 5 on 13, 3 on 8 and "
        "5 on 6. The players move towards each other, each to his own home — points 1–6.\n"
        "A die is a step of exactly the number rolled, a double gives four steps.\n"
        "The first turn is decided by an opening roll: each player rolls one die, and a tie "
        "is rolled again. The higher die starts and plays both numbers rolled.\n"
        "You must use as many dice as the position allows. If either number can be played "
        "but not both, the larger one must be played."
    ),
    "rules.short.hit": (
        "<b>Hitting and the bar</b>\n"
        "A lone opposing checker on a point is a blot. Land on it and you hit it: it goes "
        "to the bar. A point held by two or more opposing checkers is closed.\n"
        "While you have checkers on the bar you may move nothing else: enter them first. A "
        "die d enters a checker in the opponent's home, on your point 25 − d, unless that "
        "point is closed. Such a step's button reads like “bar→22”."
    ),
    "rules.short.block": (
        "<b>Blocks (primes)</b>\n"
        "Closed points in a row hold the opponent back. No die can jump six closed points "
        "in a row: a checker behind such a prime waits until it breaks. In short nardy a "
        "prime of any length is allowed — build one in your home so that a hit checker has "
        "nowhere to enter."
    ),
    "rules.short.bearoff": (
        "<b>Bearing off</b>\n"
        "You may bear off once all your checkers are home (points 1–6) and none is on the "
        "bar. A die bears off a checker from the point with its number; if that point is "
        "empty, play the die with a checker from a higher point, and if there is none "
        "higher, bear off from the highest occupied point. A move inside the home is always "
        "allowed instead. A checker hit during the bear-off must come home before you "
        "continue."
    ),
    "rules.short.scoring": (
        "<b>Scoring in short nardy</b>\n"
        "The first player to bear off all 15 checkers wins.\n"
        "• 1 point — a single game: the loser has borne off at least one checker.\n"
        "• 2 points — a gammon (mars): the loser has borne off none.\n"
        "• 3 points — a backgammon (koks): a gammon where the loser still has a checker on "
        "the bar or in the winner's home.\n"
        "You may resign on your turn (/resign): your opponent wins as the position stands "
        "now — 1, 2 or 3 points. A single game has no doubling cube unless it was chosen "
        "when the game was created."
    ),
    "rules.short.match": (
        "<b>Matches and the doubling cube</b>\n"
        "A match is played to N points (1 to 25; usually 3, 5 or 7): games follow one "
        "another until a player reaches N. The players swap colours for each new game, and "
        "its first turn is rolled for again. A game's points count toward the match; "
        "resigning gives the opponent the game's points for the current position.\n"
        "The doubling cube exists only if it was chosen when the game or match was created. "
        "Before your roll you may offer a double if the cube is in the middle or yours. If "
        "your opponent takes, the stake doubles and the cube passes to him; if he passes, "
        "he loses the game at the value before the offer. A game's points (1, 2 or 3) are "
        "multiplied by the cube, up to 64.\n"
        "Crawford rule: in the one game right after a player first reaches N − 1 points "
        "nobody may double; in later games doubling is allowed again."
    ),
    "diagram.start_short.title": "Short nardy: set-up",
    "diagram.start_short.caption": (
        "Each player counts the points from his own side; his home is points 1–6. White "
        "moves 24 → 13 → 12 → 1, Black the opposite way. The numbers are White's."
    ),
    "diagram.start_short.home_white": "White's home",
    "diagram.start_short.home_black": "Black's home",
    "diagram.start_long.title": "Long nardy: set-up",
    "diagram.start_long.caption": (
        "All 15 checkers start on the head, the player's point 24, in opposite corners. "
        "Both sides move counter-clockwise. The numbers are White's."
    ),
    "diagram.start_long.head_white": "White's head",
    "diagram.start_long.head_black": "Black's head",
    "diagram.start_long.home_white": "White's home",
    "diagram.start_long.home_black": "Black's home",
    "diagram.six_block.title": "Long nardy: six in a row",
    "diagram.six_block.caption": (
        "No six points in a row unless an opponent checker is ahead of them. Every black "
        "checker is behind, so 13→10 is not allowed."
    ),
    "diagram.six_block.block": "6 in a row",
    "diagram.six_block.not_allowed": "not allowed",
    "diagram.hit.title": "Short nardy: hitting",
    "diagram.hit.caption": (
        "White played 13→7 and hit the lone black checker: it waits on the bar. Two or more "
        "checkers close a point (here 4)."
    ),
    "diagram.hit.hit": "hit",
    "diagram.hit.closed": "closed",
    "diagram.hit.bar": "bar",
    "diagram.prime.title": "Short nardy: the prime",
    "diagram.prime.caption": (
        "Six closed points in a row: the black checker behind them cannot jump over with "
        "any number."
    ),
    "diagram.prime.prime": "6 points in a row",
    "diagram.prime.closed": "no way",
    "diagram.bear_off.title": "Bearing off",
    "diagram.bear_off.caption": (
        "Roll 6-4. The 4 bears off from point 4. White has no checker on 6, so the 6 bears "
        "off from the highest point, 5."
    ),
    "diagram.bear_off.four": "4: off from 4",
    "diagram.bear_off.six": "6: off from 5",
    "diagram.head.title": "Long nardy: the head rule",
    "diagram.head.caption": (
        "One checker per turn leaves the head: 24→18→13 with 6-5, never two. A first roll "
        "of 6-6, 4-4 or 3-3 takes two."
    ),
    "diagram.head.allowed": "allowed",
    "diagram.head.not_allowed": "not allowed",
    "diagram.score_short.title": "Short nardy: scoring",
    "diagram.score_short.caption": (
        "White is off. Single game 1 point; Black bore off none: gammon, 2; and still has a "
        "checker in White's home: backgammon, 3."
    ),
    "diagram.score_short.gammon": "0 off: gammon",
    "diagram.score_short.backgammon": "backgammon",
    "diagram.score_long.title": "Long nardy: scoring",
    "diagram.score_long.caption": (
        "White is off. Oin 1 point when the loser bore off at least one checker; here Black "
        "bore off none: mars, 2 points."
    ),
    "diagram.score_long.mars": "0 off: mars",
    "diagram.cube.title": "The doubling cube",
    "diagram.cube.caption": (
        "Before rolling you may double. Take: the game counts twice and the cube is the "
        "taker's. Pass: lose at the old value."
    ),
    "diagram.cube.cube": "offer ×2",
    "diagram.cube.take": "take: ×2",
    "diagram.cube.pass": "pass: −1",
    # ---------------------------------------------------------------- doubling cube
    "btn.cube_on": "🎲 Doubling cube: on",
    "btn.cube_off": "🎲 Doubling cube: off",
    "btn.roll": "🎲 Roll",
    "btn.double": "⬆ Double ×{value}",
    "btn.take": "✅ Take: game for {value} {points_word}",
    "btn.pass": "🏳 Pass: −{value} {points_word}",
    "lobby.cube_on": "Played with the doubling cube.",
    "cap.cube": "Cube: {value} · owned by {name}",
    "cap.cube.middle": "Cube: 1, in the middle",
    "cap.cube.crawford": "Crawford game: no doubling.",
    "cap.roll": "🎲 {mention} to play. Roll, or offer a double to {value}.",
    "cap.roll.ai": "🤖 {name} is deciding whether to double…",
    "cap.offer": (
        "⬆ {doubler} offers a double to {value}. {mention}, take it? "
        "Passing loses {stake} {points_word}."
    ),
    "cap.offer.ai": "⬆ {doubler} offers a double to {value}. {name} is thinking…",
    "res.passed": "🏳 {loser} passes the double. {winner} wins.",
    "alert.cube_not_yours": "It is your opponent's decision now.",
    "resign.pending": "The double is waiting for an answer. To pass it, press “Pass” under the board.",
    # ---------------------------------------------------------------- matches
    "match.score": "🏁 Match to {target}: {first} {first_score} · {second} {second_score}",
    "match.next.auto": "The next game starts in a couple of seconds.",
    "match.next.button": "Press the button below for the next game.",
    "match.won": "🏆 {name} wins the match {winner_score}:{loser_score}!",
    "match.won.resigned": "🏆 The opponent gave up the match: {name} wins ({winner_score}:{loser_score}).",
    "match.stats": "📊 {name}: {wins} matches won of {matches}, match rating {rating}",
    "match.exists": "A match is on in this chat. Finish it, or give it up with /resign.",
    "match.lobby": "A match to {target} {points_word}.",
    "match.single": "Single game",
    "match.to": "To {target}",
    "btn.next_game": "▶ Next game",
    "btn.match_again": "🔁 New match",
    "btn.resign_match": "🏳 Resign the match",
    "stats.matches": "Matches: {matches}, won {wins}, match rating {rating}",
    # ---------------------------------------------------------------- history
    "history.title": "📜 Recent games and matches in this chat:",
    "history.empty": "No finished games in this chat yet. Start one: /new",
    "history.game": "{n}. {variant}: {white} — {black}, won by {winner} (+{points}) · {date}",
    "history.match": "{n}. {variant}, match to {target}: {first} {score0}:{score1} {second} · {date}",
    "btn.export": "⬇ {n}",
    # ---------------------------------------------------------------- moves and settings
    "move.off": "off",
    "toast.move": "{move} ✓",
    "toast.undo": "↶ {move} undone",
    "toast.done": "Turn passed.",
    "toast.move.done": "{move} ✓ Turn passed.",
    "toast.move.lost": "{move} ✓ No more moves are possible — turn passed.",
    "settings.text": (
        "<b>Chat settings</b>\n"
        "\n"
        "<b>Finish turns automatically</b>: {state}.\n"
        "• On — as soon as the dice are played (or no more can be played), the turn passes to "
        "the opponent at once, without pressing “Done”. A step can be undone while the turn "
        "is not over.\n"
        "• Off — after the last step you can check the move and take steps back with “Undo "
        "step”; the turn passes when you press “Done”."
    ),
    "settings.on": "on",
    "settings.off": "off",
    "settings.btn.on": "Finish turns automatically",
    "settings.btn.off": "Finish turns with “Done”",
    "settings.admins_only": "Sorry, only the group's administrators can change this chat's settings.",
    "settings.saved": "Saved.",
    # ---------------------------------------------------------------- coach
    "cmd.hints": "Hints in games with friends",
    "cmd.analysis": "Analysis of finished games",
    "coach.btn.hint": "💡 Hint",
    "coach.btn.show": "👁 Show on the board",
    "coach.btn.analysis": "📊 Analysis",
    "coach.hints_on": "💡 Hints are on",
    "coach.hint.title": "💡 Hint for {name}, dice {dice}:",
    "coach.hint.best": "best play",
    "coach.hint.line": "{n}. {moves} — {diff}",
    "coach.hint.note": "<i>The difference is the points a play loses on average against the best.</i>",
    "coach.hint.shown": "💡 Best play: {moves}",
    "coach.alert.off": (
        "Hints are off in this game: both players have to turn them on with /hints."
    ),
    "coach.alert.hint_old": "This hint is out of date: the turn has been played.",
    "coach.alert.thinking": "Working out a hint…",
    "coach.alert.running": "The analysis of this game is already running.",
    "coach.alert.missing": "This game is not among the finished games of this chat.",
    "coach.alert.failed": "The game could not be analysed. Please try again later.",
    "coach.hints.on": (
        "💡 {name}, you agreed to hints in this chat. In a game with a friend hints appear "
        "once your opponent agrees too. To turn them off: <code>/hints off</code>."
    ),
    "coach.hints.off": "{name}, hints in your games in this chat are off.",
    "coach.hints.private": (
        "💡 Against the bot a hint is always available: the “💡 Hint” button under the board "
        "on your turn. In a group, hints in games with a friend are turned on with /hints — "
        "only when both players agree."
    ),
    "coach.list.title": "📊 Choose a game to analyse:",
    "coach.list.none": "No finished games in this chat yet. Play one: /new",
    "coach.list.game": "{date} · {variant}: {white} — {black}",
    "coach.progress": "⏳ Analysing: {done} of {total} {turns}",
    "coach.turns.one": "turn",
    "coach.turns.few": "turns",
    "coach.turns.many": "turns",
    "coach.title": "📊 <b>Game analysis</b> — {variant}",
    "coach.player": "{icon} <b>{name}</b>",
    "coach.no_decisions": "never had a choice of play",
    "coach.figures": "decisions: {decisions}, error rate: {rate} — level of play: {rating}",
    "coach.counts": "doubtful plays: {doubtful}, errors: {errors}, blunders: {blunders}",
    "coach.worst": "The costliest mistakes are in the pictures below.",
    "coach.no_mistakes": "Not a single play worse than the best — a clean game!",
    "coach.thresholds": (
        "<i>Error rate: equity lost per decision, in thousandths of a point. A loss of "
        "{doubtful} or more is a doubtful play, {error} an error, {blunder} a blunder. "
        "Levels: below 5 master, below 10 strong player, below 18 confident amateur, below "
        "30 amateur, above that beginner.</i>"
    ),
    "coach.rating.master": "master",
    "coach.rating.strong": "strong player",
    "coach.rating.confident": "confident amateur",
    "coach.rating.amateur": "amateur",
    "coach.rating.novice": "beginner",
    "coach.kind.fine": "inaccuracy",
    "coach.kind.doubtful": "doubtful play",
    "coach.kind.error": "error",
    "coach.kind.blunder": "blunder",
    "coach.mistake": (
        "{n}. {icon} {name}, turn {turn}, dice {dice} — {kind}, lost {loss}\n"
        "🟠 played: {played}\n"
        "🔵 better: {best}"
    ),
    # ---------------------------------------------------------------- inline mode
    "help.inline": (
        "\n\n<b>With a friend in any chat</b>\n"
        "In your chat with a friend type {bot} and a space (the bot need not be added to "
        "the chat) and pick long or short nardy: an invitation appears in the chat. Your "
        "friend presses Join and the game is played right in that message. You can also "
        "press Play the bot. Resign or claim a win on time with the buttons under the board."
    ),
    "inline.result": "A game with a friend right in this chat",
    "inline.lobby": "🎲 {name} invites you to a game.\nGame: {variant}.\nPress Join to start.",
    "inline.cancelled": "✖ The invitation was withdrawn.",
    "inline.resign_ask": "Resign for sure? Confirm with the button under the board.",
    "btn.resign": "🏳 Resign",
    "btn.claim": "⏰ Claim on time",
    "btn.again": "🎲 Another game",
    "alert.text": "{text}",
}
