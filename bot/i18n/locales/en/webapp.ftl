### English texts of Nardy: webapp (source: ../ru/webapp.ftl)
### state: reviewed

webapp-btn-board = 🖐 Board

webapp-title = Nardy

webapp-you = You

webapp-turn-other = To move: { $name }

webapp-turn-roll = Your turn: roll the dice or offer a double

webapp-turn-roll_only = Your turn: roll the dice

webapp-turn-double = You are offered a double: the game for { $value } { $points_word }

webapp-turn-wait_answer = Double offered, waiting for the answer

webapp-tap = Tap a checker to light up its moves

webapp-pick = Where to? Tap a lit point

webapp-complete = All dice played — Done or Undo step

webapp-no_more = No more moves: the remaining dice cannot be played

webapp-match = Match to { $target }: { $you }:{ $opp }

webapp-cube = Cube: ×{ $value }

webapp-cube-offered = Cube: ×{ $value } offered, waiting for the answer

webapp-watching = You are watching this game

webapp-resign = 🏳 Resign

webapp-resign-ask = Resign this game?

webapp-resign-ask_match = Resign this game or the whole match?

webapp-resign-game = 🏳 Resign the game

webapp-finished = The game is over

webapp-next = ▶ To the next game

webapp-err-auth = Could not check your sign-in. Open the board again with the button under the game in the chat.

webapp-err-denied = You cannot watch this game: it is played in another chat.

webapp-err-gone = Game not found. Open the board with the button under the new game.

webapp-err-flood = Too fast — wait a second.

webapp-err-network = No connection to the bot, retrying…

webapp-err-bad = The board link is damaged. Open the board with the button under the game in the chat.

webapp-clock-delay = +{ $seconds } s

webapp-clock-paused = ⏸ Clocks stopped by agreement

webapp-clock-asked = ⏸ { $name } offers a pause
