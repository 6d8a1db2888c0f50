### English texts of Nardy: rules (source: ../ru/rules.ftl)
### state: reviewed

rules-intro = 📖 <b>Rules</b> — pick a game and a topic. Now: <b>{ $variant }</b>.

rules-topic-setup = Set-up and moves

rules-topic-head = The head

rules-topic-block = Blocks

rules-topic-hit = Hitting

rules-topic-bearoff = Bearing off

rules-topic-scoring = Scoring

rules-topic-match = Match and cube

rules-topic-dice = Dice

rules-dice-chart = Fair dice: 3,600 rolls

rules-dice-summary = on average: each face 1,200 times, each double 100 times

rules-long-setup =
    <b>Long nardy: set-up and moves</b>
    Each player starts with all 15 checkers on their “head”, their point 24; the two heads sit in opposite corners. Both players move counter-clockwise, from high numbers to low ones, towards their home — points 1–6.
    Every die is a separate step of exactly the number rolled; a double gives four steps. One checker may take several steps in a row if every stop on the way is open.
    The first turn is decided by an opening roll: each player rolls one die, and a tie is rolled again. The higher die starts and plays both numbers rolled — so the first turn of a game is never a double.
    You must play all the numbers the position allows. If either number can be played but not both, the larger one must be played. If nothing can be played, the turn is lost.

rules-long-head =
    <b>The head rule</b>
    Only one checker may leave the head (point 24) per turn.
    The exception is a player's first turn, while all 15 checkers are on the head: with 6-6, 4-4 or 3-3 two checkers leave the head. The second one must be taken when the roll cannot be played in full otherwise.
    Only the player who moves second can ever use this exception: the first turn of a game is never a double.

rules-long-block =
    <b>No hitting, but blocks</b>
    Checkers are never hit in long nardy: one of your checkers already owns a point, and the opponent cannot land there. Jumping over enemy points is fine — only the point where a checker stops matters.
    Six of your points in a row make a block. You may build one only when at least one opposing checker stands ahead of it, on the opponent's way. Shutting in all of the opponent's checkers is forbidden even for a single step in the middle of a turn — I simply do not offer such steps.
    “In a row” follows the opponent's route, which turns the corner: your points 1 and 24 are neighbours on it, while 12 and 13 are not. So six points across 12 and 13 are no block, but six across 1 and 24 are.

rules-long-bearoff =
    <b>Bearing off</b>
    Once all 15 checkers are home (points 1–6) you may bear them off the board. A die bears off a checker from the point with its number. If that point is empty, the die must move a checker from a higher point; if there is none higher, the checker on the highest occupied point is borne off. A move inside the home is always allowed instead.

rules-long-scoring =
    <b>Scoring in long nardy</b>
    The first player to bear off all 15 checkers wins.
    • Single game — 1 point: the loser has borne off at least one checker.
    • Mars — 2 points: the loser has borne off none.
    There is no koks (backgammon) in long nardy.
    You may resign on your turn (/resign): your opponent wins as the position stands now — mars if you have borne off nothing yet, otherwise a single game. A single game has no doubling cube unless it was chosen when the game was created. If your opponent has not moved for long, take the win with /claim.

rules-long-match =
    <b>Matches and the doubling cube</b>
    A match is played to N points (1 to 25; usually 3, 5 or 7): games go on until a player reaches N. The players swap colours each game, and the first turn is rolled for again. A game's points count toward the match; resigning gives the opponent what the position is worth. A player who stops moving loses the whole match (/claim).
    The cube is used only if chosen when the game or match was created. Before your roll you may offer a double if the cube is in the middle or yours. If your opponent takes, the stake doubles and the cube passes to them; if they pass, they lose the game at the value before the offer. A game's points (1; 2 for a mars) are multiplied by the cube's value. The cube goes no higher than 64.
    Crawford rule: once a player is first one point from the match, nobody may double in the next game (the Crawford game); later games allow it again.

rules-short-setup =
    <b>Short nardy: set-up and moves</b>
    In their own numbering both players put 2 checkers on point 24, 5 on 13, 3 on 8 and 5 on 6. The players move towards each other, each to their own home — points 1–6.
    A die is a step of exactly the number rolled, a double gives four steps.
    The first turn is decided by an opening roll: each player rolls one die, and a tie is rolled again. The higher die starts and plays both numbers rolled.
    You must play all the numbers the position allows. If either number can be played but not both, the larger one must be played. If nothing can be played, the turn is lost.

rules-short-hit =
    <b>Hitting and the bar</b>
    A lone opposing checker on a point is a blot. Land on it and you hit it: it goes to the bar. A point held by two or more opposing checkers is closed.
    While you have checkers on the bar you may move nothing else: enter them first. A checker enters in the opponent's home: with a 1 on your point 24, with a 6 on your 19, unless that point is closed. Such a step's button reads like “bar→22”.

rules-short-block =
    <b>Blocks (primes)</b>
    Closed points in a row hold the opponent back. No die can jump six closed points in a row: a checker behind such a prime waits until it breaks. In short nardy a prime of any length is allowed — build one in your home so that a hit checker has nowhere to enter.

rules-short-bearoff =
    <b>Bearing off</b>
    You may bear off once all your checkers are home (points 1–6) and none is on the bar. A die bears off a checker from the point with its number; if that point is empty, play the die with a checker from a higher point, and if there is none higher, bear off from the highest occupied point. A move inside the home is always allowed instead. A checker hit during the bear-off must come home before you continue.

rules-short-scoring =
    <b>Scoring in short nardy</b>
    The first player to bear off all 15 checkers wins.
    • 1 point — a single game: the loser has borne off at least one checker.
    • 2 points — a gammon (mars): the loser has borne off none.
    • 3 points — a backgammon (koks): a gammon where the loser still has a checker on the bar or in the winner's home.
    You may resign on your turn (/resign): your opponent wins as the position stands now — 1, 2 or 3 points. A single game has no doubling cube unless it was chosen when the game was created.

rules-short-match =
    <b>Matches and the doubling cube</b>
    A match is played to N points (1 to 25; usually 3, 5 or 7): games go on until a player reaches N. The players swap colours each game, and the first turn is rolled for again. A game's points count toward the match; resigning gives the opponent what the position is worth. A player who stops moving loses the whole match (/claim).
    The cube is used only if chosen when the game or match was created. Before your roll you may offer a double if the cube is in the middle or yours. If your opponent takes, the stake doubles and the cube passes to them; if they pass, they lose the game at the value before the offer. A game's points (1, 2 or 3) are multiplied by the cube's value. The cube goes no higher than 64.
    Crawford rule: once a player is first one point from the match, nobody may double in the next game (the Crawford game); later games allow it again.

diagram-start_short-title = Short nardy: set-up

diagram-start_short-caption = Each player counts the points from their own side; their home is points 1–6. White moves 24 → 13 → 12 → 1, Black the opposite way. The numbers are White's.

diagram-start_short-home_white = White's home

diagram-start_short-home_black = Black's home

diagram-start_long-title = Long nardy: set-up

diagram-start_long-caption = All 15 checkers start on the head, the player's point 24, in opposite corners. Both sides move counter-clockwise. The numbers are White's.

diagram-start_long-head_white = White's head

diagram-start_long-head_black = Black's head

diagram-start_long-home_white = White's home

diagram-start_long-home_black = Black's home

diagram-six_block-title = Long nardy: six in a row

diagram-six_block-caption = No six points in a row unless an opponent checker is ahead of them. No black checker is ahead of this block, so 13→10 is not allowed.

diagram-six_block-block = 6 in a row

diagram-six_block-not_allowed = not allowed

diagram-hit-title = Short nardy: hitting

diagram-hit-caption = White played 13→7 and hit the lone black checker: it waits on the bar. Two or more checkers close a point (here 4).

diagram-hit-hit = hit

diagram-hit-closed = closed

diagram-hit-bar = bar

diagram-prime-title = Short nardy: the prime

diagram-prime-caption = Six closed points in a row: the black checker behind the prime cannot get past it with any roll.

diagram-prime-prime = 6 points in a row

diagram-prime-closed = no way

diagram-bear_off-title = Short nardy: bearing off

diagram-bear_off-caption = Roll 6-4. The 4 bears off from point 4. White has no checker on 6, so the 6 bears off from the highest point, 5.

diagram-bear_off-four = 4: off from 4

diagram-bear_off-six = 6: off from 5

diagram-bear_off_long-title = Long nardy: bearing off

diagram-bear_off_long-caption = Roll 6-4. The 4 bears off from point 4. White has no checker on 6, so the 6 bears off from the highest point, 5.

diagram-bear_off_long-four = 4: off from 4

diagram-bear_off_long-six = 6: off from 5

diagram-head-title = Long nardy: the head rule

diagram-head-caption = One checker per turn leaves the head: with 6-5 you may play 24→18→13, but not take two checkers off the head. Only a first roll of 6-6, 4-4 or 3-3 takes two.

diagram-head-allowed = allowed

diagram-head-not_allowed = not allowed

diagram-score_short-title = Short nardy: scoring

diagram-score_short-caption = White has borne off all. Had Black borne off one, a single game, 1 point. None off: a gammon, 2 points. And with a black checker still in White's home (or on the bar): a backgammon, 3 points.

diagram-score_short-gammon = none off: gammon

diagram-score_short-backgammon = backgammon

diagram-score_long-title = Long nardy: scoring

diagram-score_long-caption = White has borne off all. A single game, 1 point, when the loser has borne off at least one checker. Black has borne off none: mars, 2 points.

diagram-score_long-mars = none off: mars

diagram-cube-title = Short nardy: the doubling cube

diagram-cube-caption = Before rolling you may double. Take: the game counts twice and the cube is the taker's. Pass: lose at the old value.

diagram-cube-cube = offer ×2

diagram-cube-take = take: ×2

diagram-cube-pass = pass: −1

diagram-cube_long-title = Long nardy: the doubling cube

diagram-cube_long-caption = Before rolling you may double. Take: the game counts twice and the cube is the taker's. Pass: lose at the old value.

diagram-cube_long-cube = offer ×2

diagram-cube_long-take = take: ×2

diagram-cube_long-pass = pass: −1

rules-long-dice =
    <b>Dice you can check</b>
    Every roll of a game, the opening roll-off included, is fixed in advance by a secret key. Before the first roll the bot shows the key's fingerprint, its SHA-256 hash (🔐 in the caption, whole with /dice). When the game ends, the "🔐 Check the dice" button reveals the key and every roll, so anyone can recompute them.
    This shows that the dice were fixed before the game and did not follow the moves. It does not prove that the key itself was chosen fairly: for that, /dice shows how often each face and each double came up over all your games.
    A roll's luck is how many points better or worse it was than an average roll in that position; each player's luck over the game is shown under the finished board and in the game's analysis.

rules-short-dice =
    <b>Dice you can check</b>
    Every roll of a game, the opening roll-off included, is fixed in advance by a secret key. Before the first roll the bot shows the key's fingerprint, its SHA-256 hash (🔐 in the caption, whole with /dice). When the game ends, the "🔐 Check the dice" button reveals the key and every roll, so anyone can recompute them.
    This shows that the dice were fixed before the game and did not follow the moves. It does not prove that the key itself was chosen fairly: for that, /dice shows how often each face and each double came up over all your games.
    A roll's luck is how many points better or worse it was than an average roll in that position; each player's luck over the game is shown under the finished board and in the game's analysis.
