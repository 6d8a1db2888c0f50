### English texts of Nardy: main (source: ../ru/main.ftl)
### state: reviewed

start =
    🎲 <b>Nardy</b> — long and short nardy (backgammon), right inside Telegram.

    • /new — a new game. In a private chat you play the bot (four strength levels); in a group you play a friend or the bot.
    • Move with the buttons under the board: a button moves one checker, e.g. “13→7”; a button like “13→6” plays both dice with one checker. The moves from one point share a row: the bar first, then the points from the farthest to the nearest. Only legal moves are offered. “↶ Undo step” takes the last step back. When the dice are played the turn passes by itself (/settings can bring back the “✅ Done” button).
    • An orange outline on the board marks your opponent's last move.
    • A light blue outline marks the steps you have already made this turn.
    • /rules — illustrated rules, /stats — your results and rating, /lang — language, /settings — how turns end.

    Add me to a group to play with friends.

start-group =
    🎲 Hello! I run games of nardy (long and short backgammon) right in this chat.
    /new — start a game (with a friend from the chat or against the bot), /rules — the rules, /stats — the chat's table, /lang — language.

help =
    <b>How to play</b>
    /new — a new game: pick long or short nardy, then wait for an opponent or play the bot. Shortcut: <code>/new long</code> or <code>/new short</code>. A match with the doubling cube: <code>/new short 5 cube</code> (a match to 5), or the invitation's buttons.
    /rules — the rules of both games.
    /stats — your results and rating; in a group also the chat's table.
    /history — the chat's recent games and matches; download the record of any.
    /resign — resign (on your turn, with a confirmation); in a match, the game or the whole match.
    /claim — take the win when your opponent has not moved for more than { $hours } h; in a match, the whole match.
    /settings — finish turns automatically or with “Done”.
    /lang — the bot's language in this chat.
    /hints — hints in games with a friend (both players turn them on); against the bot the “💡 Hint” button is always there.
    /analysis — analysis of finished games: mistakes, level of play, better plays.

    An orange outline on the board is your opponent's last move.
    A light blue outline shows the steps made in the current turn.

    One game runs per chat at a time. When the dice can be played in only one way I play it for you; when nothing can be played the turn passes. An invitation nobody accepts within { $minutes } min is closed.

cmd-new = New game

cmd-rules = Rules of the game

cmd-stats = Statistics and rating

cmd-history = Finished games and their records

cmd-resign = Resign

cmd-claim = Win when the opponent stalls

cmd-settings = Chat settings

cmd-lang = Language

cmd-help = How to play

cmd-start = About the bot

variant-long = Long nardy

variant-short = Short nardy

variant-long-btn = Long

variant-short-btn = Short

level-beginner = Beginner

level-medium = Casual

level-strong = Strong

level-master = Master

level-beginner-btn = 🐣 Beginner

level-medium-btn = 🙂 Casual

level-strong-btn = 💪 Strong

level-master-btn = 🧠 Master

ai-name = Bot “{ $level }”

point-bar = bar

point-off = off

move-hit = { " " }(hit { $icon })

points =
    { $count ->
        [one] point
       *[other] points
    }

games =
    { $count ->
        [one] game
       *[other] games
    }

dur-hm = { $h } h { $m } min

dur-m = { $m } min

btn-join = 🤝 Join

btn-accept = 🤝 Accept

btn-vs_bot = 🤖 Play the bot

btn-cancel = ✖ Cancel

btn-back = ← Back

btn-undo = ↶ Undo step

btn-done = ✅ Done

btn-resign_yes = 🏳 Yes, resign

btn-resign_no = Keep playing

btn-rematch = 🔁 Rematch

lobby-variant = 🎲 { $name } is starting a new game. Which one?

lobby-variant-private = 🎲 A new game against the bot. Which one?

lobby-open =
    🎲 { $name } is looking for an opponent: <b>{ $variant }</b>.
    Press “Join” to play. { $name } may call the bot instead.

lobby-rematch = 🔁 { $name } offers a rematch: <b>{ $variant }</b>. { $other }, do you accept?

lobby-level =
    🤖 <b>{ $variant }</b> against the bot. Choose its strength:
    🐣 <b>Beginner</b> makes mistakes often: good for learning;
    🙂 <b>Casual</b> plays sensibly and slips now and then;
    💪 <b>Strong</b> always plays the move its neural network rates best;
    🧠 <b>Master</b> also looks one move ahead through all 21 rolls of the opponent, and checks close calls one move deeper still.

lobby-started = ▶ The game is on — <b>{ $variant }</b>: ⚪ { $white } — ⚫ { $black }.

lobby-cancelled = ✖ { $name } cancelled the invitation.

lobby-expired = ⌛ Nobody accepted the invitation, so it is closed. New game: /new

new-exists = A game is already running in this chat ({ $variant }): { $white } — { $black }. Its board is above. Play it to the end or resign with /resign.

new-lobby_exists = An invitation is already open in this chat (above). Answer it or cancel it.

cap-header =
    <b>{ $variant }</b>
    ⚪ { $white } — ⚫ { $black }

cap-opening = Opening roll: ⚪ { $white_die } — ⚫ { $black_die }{ $ties }. { $first } starts and plays { $dice }.

cap-ties = { " " }(after tied rolls: { $ties })

cap-log-move = { $icon } { $name }, { $dice }: { $notation }

cap-log-forced = { $icon } { $name }, { $dice }: { $notation } — the only legal play

cap-log-pass = { $icon } { $name }, { $dice }: no legal move, the turn passes

cap-turn = 🎲 { $mention } to play: { $dice }

cap-turn-steps = Played: { $steps }

cap-turn-complete = All dice played — press “Done” or “Undo step”.

cap-turn-no_more = No more moves are possible: the remaining dice cannot be played.

cap-turn-ai = 🤖 { $name } is thinking how to play { $dice }…

ping-turn = 🎲 { $mention }, your turn ({ $dice })

ping-roll = 🎲 { $mention }, your turn: roll or double

ping-take = ⬆ { $mention }, you are offered a double to ×{ $value }: take or pass?

cap-pips = Left to go: ⚪ { $white } · ⚫ { $black }

res-borne_off = 🏆 { $winner } bears off the last checker and wins!

res-resigned = 🏳 { $loser } resigns. { $winner } wins.

res-timeout = ⌛ { $loser } has not moved for too long. The win goes to { $winner }.

res-score = { $kind }: { $points } { $points_word }.

res-banner = Win: { $name } · { $points } { $points_word } ({ $kind })

kind-single = Single game

kind-gammon = Gammon

kind-backgammon = Backgammon

kind-oin = Single game

kind-mars = Mars

kind-single-short = single

kind-gammon-short = gammon

kind-backgammon-short = backgammon

kind-oin-short = single

kind-mars-short = mars

res-stats = 📊 { $name }: { $wins } wins of { $games }, rating { $rating }{ $change }

res-stats-ai = 📊 { $name }: { $wins } wins of { $games } against the bot

alert-stale = This button is out of date — showing the current board.

alert-finished = This game is already over.

alert-not_player = This is not your game.

alert-not_turn = It is not your turn.

alert-invalid = This button does not work. Use the buttons of the latest message.

alert-error = Something went wrong. Please try again.

alert-illegal = That step is not possible now.

alert-creator_only = Only the author of the invitation can choose this.

alert-own_lobby = You cannot play yourself: wait for an opponent or call the bot.

alert-invitee_only = This invitation is for another player.

alert-chat_busy = Another game is already running in this chat.

alert-rematch_players = Only the players of this game can start a rematch.

alert-resign_kept = Game on!

resign-confirm = { $name }, do you really resign? Your opponent gets { $points } { $points_word }: { $kind }.

resign-none = You are not playing a game in this chat.

resign-not_turn = You can resign only on your own turn.

claim-none = You are not playing a game in this chat.

claim-your_turn = It is your turn — there is nobody to claim against.

claim-ai = The bot never stalls, so there is no win to claim.

claim-wait = Your opponent has been thinking for { $elapsed }. You can claim the win in { $left }.

claim-notice = ⏰ { $name } has not moved for { $hours } h. { $other } can take the win: /claim

claim-notice-match = ⏰ { $name } has not moved for { $hours } h. { $other } can take the whole match: /claim

lang-prompt = Choose the bot's language for this chat:

lang-set = Done: I speak English here now.

lang-admins_only = Sorry, only the group's administrators can change the language of this chat.

stats-title = 📊 <b>{ $name }</b>

stats-variant =
    <b>{ $variant }</b> — rating { $rating }
    { $games } { $games_word }: { $wins } won, { $losses } lost; points { $won }:{ $lost }; gammons { $gammons }, backgammons { $backgammons }

stats-variant-long =
    <b>{ $variant }</b> — rating { $rating }
    { $games } { $games_word }: { $wins } won, { $losses } lost; points { $won }:{ $lost }; mars { $gammons }

stats-vs_ai = against the bot: { $wins } wins of { $games }

stats-empty = <b>{ $variant }</b>: no games yet.

stats-chat = 🏆 <b>Chat table — { $variant }</b>

stats-row = { $pos }. { $name } — { $rating } · { $wins } wins of { $games }

stats-chat_empty = 🏆 { $variant }: nobody has finished a game in this chat yet.

btn-cube_on = 🎲 Doubling cube: on

btn-cube_off = 🎲 Doubling cube: off

btn-roll = 🎲 Roll

btn-double = ⬆ Double to ×{ $value }

btn-take = ✅ Take: game for { $value } { $points_word }

btn-pass = ✖ Pass: −{ $value } { $points_word }

lobby-cube_on = Played with the doubling cube.

cap-cube = Cube: ×{ $value }, owned by { $name }

cap-cube-middle = Cube in the middle: stakes ×1 (the cube shows 64)

cap-cube-offered = Cube: ×{ $value } offered, waiting for the answer

cap-cube-crawford = Crawford game: no doubling.

cap-roll = 🎲 { $mention }, your turn: roll, or offer a double to ×{ $value }.

cap-roll-ai = 🤖 { $name } is deciding whether to double…

cap-offer = ⬆ { $doubler } offers a double to ×{ $value }. { $mention }, take it? Passing costs { $stake } { $points_word }.

cap-offer-ai = ⬆ { $doubler } offers a double to ×{ $value }. { $name } is thinking…

res-passed = ✖ { $loser } passes the double. { $winner } wins.

alert-cube_not_yours = It is your opponent's decision now.

resign-pending = The double is waiting for your opponent’s answer. You can resign once they answer.

resign-pending-taker = You have been doubled: to give up the game, press “✖ Pass” under the board.

match-score = 🏁 Match to { $target }: { $first } { $first_score } · { $second } { $second_score }

match-next-auto = The next game starts in a couple of seconds.

match-next-button = Press the button below for the next game.

match-won = 🏆 { $name } wins the match { $winner_score }:{ $loser_score }!

match-won-resigned = 🏆 The match was conceded. The match goes to { $name } ({ $winner_score }:{ $loser_score }).

match-won-timeout = ⏰ No move for too long — the match is awarded. The match goes to { $name } ({ $winner_score }:{ $loser_score }).

match-stats = 📊 { $name }: matches won: { $wins } of { $matches }, match rating { $rating }

match-exists = A match is on in this chat. Finish it, or give it up with /resign.

match-lobby = A match to { $target } { $points_word }.

match-single = Single game

match-to = To { $target }

btn-next_game = ▶ Next game

btn-match_again = 🔁 New match

btn-resign_match = 🏳 Resign the match

stats-matches = Matches: { $matches }, won { $wins }, match rating { $rating }

history-title = 📜 Recent games and matches in this chat:

history-empty = No finished games in this chat yet. Start one: /new

history-game = { $n }. { $variant }: { $white } — { $black }, won by { $winner } (+{ $points }) · { $date }

history-match = { $n }. { $variant }, match to { $target }: { $first } { $score0 }:{ $score1 } { $second } · { $date }

btn-export = ⬇ { $n }

move-off = off

toast-move = { $move } ✓

toast-undo = ↶ { $move } undone

toast-done = Turn passed.

toast-move-done = { $move } ✓ Turn passed.

toast-move-lost = { $move } ✓ No more moves are possible — turn passed.

settings-text =
    <b>Chat settings</b>

    <b>Finish turns automatically</b>: { $state }.
    • On — as soon as the dice are played (or no more can be played), the turn passes to the opponent at once, without pressing “Done”. A step can be undone while the turn is not over.
    • Off — after the last step you can check the move and take steps back with “Undo step”; the turn passes when you press “Done”.

settings-on = on

settings-off = off

settings-btn-on = Finish turns automatically

settings-btn-off = Finish turns with “Done”

settings-admins_only = Sorry, only the group's administrators can change this chat's settings.

settings-saved = Saved.

cmd-hints = Hints in games with friends

cmd-analysis = Analysis of finished games
