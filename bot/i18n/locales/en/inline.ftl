### English texts of Nardy: inline (source: ../ru/inline.ftl)
### state: reviewed

help-inline =
    { "" }

    <b>With a friend in any chat</b>
    In your chat with a friend type { $bot } and a space (the bot need not be added to the chat) and pick a game: long or short nardy, a single game or a match to 3 or 5 points. An invitation appears in the chat; before your friend joins you may switch on the doubling cube and hints (your friend agrees to them by joining). Your friend presses Join and the whole game (or match) is played right in that message. You can also press Play the bot. Resign, claim a win on time and hints are buttons under the board; the bot sends the analysis of a game to your private chat with it.

inline-result = A game with a friend right in this chat

inline-result-match = A match to { $target } points right in this chat

inline-title-match = { $variant }: match to { $target }

inline-lobby =
    🎲 { $name } invites you to play.
    { $variant }.
    Press Join to start.

inline-rematch =
    🔁 Rematch! { $name } wants to play again.
    { $variant }.
    { $other }, press Join to accept.

inline-hints_on = 💡 With hints: by joining you agree that both players get hints.

inline-btn-hints_on = 💡 Hints: on

inline-btn-hints_off = 💡 Hints: off

inline-btn-show = 🎯 Best play on the board

inline-cancelled = ✖ The invitation was withdrawn.

lobby-expired-inline = ⌛ Nobody accepted the invitation, so it is closed. For a new one type the bot's name in the chat.

inline-alert-expired = This invitation is closed: nobody accepted it for a long time.

inline-resign_ask = Resign for sure? Confirm with the button under the board.

inline-alert-hints_off = This game has no hints: they are switched on in the invitation, before the opponent joins.

inline-hint-title = 💡 Best plays for { $dice }:

inline-hint-drawn = The best play is drawn on the board.

inline-analysis-coming = 📊 Analysing the game; the analysis will be posted here.

inline-alert-start_bot = The analysis comes in a private chat: open the bot and press Start, and it will send the analysis.

inline-alert-analysis_sent = The analysis will come in your private chat with the bot.

inline-alert-start_bot-c = The check of the dice comes in a private chat: open the bot and press Start, and it will send it.

inline-alert-start_bot-r = The replay comes in a private chat: open the bot and press Start, and it will send it.

inline-alert-sent-c = The check of the dice is in your private chat with the bot.

inline-alert-sent-r = The replay will come in your private chat with the bot.

inline-replay-coming = 🎞 Making the replay of the game; it will be posted here.

inline-claim_notice = ⏰ { $name } has not moved for { $hours } h. { $other } may take the win with the Claim on time button.

btn-resign = 🏳 Resign

btn-claim = ⏰ Claim on time

btn-again = 🎲 Another game

alert-text = { $text }
