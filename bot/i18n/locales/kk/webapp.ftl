### Kazakh texts of Nardy: webapp (source: ../ru/webapp.ftl)
### state: machine (31 of 31 messages made by machine translation, not reviewed)

# machine translation, not reviewed
webapp-btn-board = 🖐 Тақта

# machine translation, not reviewed
webapp-title = Нарды

# machine translation, not reviewed
webapp-you = Сіз

# machine translation, not reviewed
webapp-turn-other = Жүреді: { $name }

# machine translation, not reviewed
webapp-turn-roll = Сіздің жүрісіңіз: сүйектерді лақтырыңыз немесе еселеуді ұсыныңыз

# machine translation, not reviewed
webapp-turn-roll_only = Сіздің жүрісіңіз: сүйектерді лақтырыңыз

# machine translation, not reviewed
webapp-turn-double = Сізге еселеу ұсынылды: партия — { $value } { $points_word }

# machine translation, not reviewed
webapp-turn-wait_answer = Еселеу ұсынылды, жауап күтілуде

# machine translation, not reviewed
webapp-tap = Тасты түртіңіз — оның жүрістері жарықтанады

# machine translation, not reviewed
webapp-pick = Қайда жүресіз? Жарықтанған ұяны түртіңіз

# machine translation, not reviewed
webapp-complete = Барлық сүйек ойналды — «Дайын» немесе «Кері қадам»

# machine translation, not reviewed
webapp-no_more = Басқа жүріс жоқ: қалған сүйектерді ойнауға болмайды

# machine translation, not reviewed
webapp-match = Матч { $target } ұпайға дейін: { $you }:{ $opp }

# machine translation, not reviewed
webapp-cube = Текше: ×{ $value }

# machine translation, not reviewed
webapp-cube-offered = Текше: ×{ $value } ұсынылды, жауап күтілуде

# machine translation, not reviewed
webapp-watching = Сіз партияны көріп отырсыз

# machine translation, not reviewed
webapp-resign = 🏳 Берілу

# machine translation, not reviewed
webapp-resign-ask = Партияда берілесіз бе?

# machine translation, not reviewed
webapp-resign-ask_match = Тек осы партияда берілесіз бе, әлде бүкіл матчта ма?

# machine translation, not reviewed
webapp-resign-game = 🏳 Партияда берілу

# machine translation, not reviewed
webapp-finished = Партия аяқталды

# machine translation, not reviewed
webapp-next = ▶ Келесі партияға

# machine translation, not reviewed
webapp-err-auth = Кіруді тексеру мүмкін болмады. Тақтаны чаттағы партия астындағы батырмамен қайта ашыңыз.

# machine translation, not reviewed
webapp-err-denied = Бұл партияны көруге болмайды: ол басқа чатта жүріп жатыр.

# machine translation, not reviewed
webapp-err-gone = Партия табылмады. Тақтаны жаңа партия астындағы батырмамен ашыңыз.

# machine translation, not reviewed
webapp-err-flood = Тым жылдам — бір секунд күтіңіз.

# machine translation, not reviewed
webapp-err-network = Ботпен байланыс жоқ, қайта көріп жатырмыз…

# machine translation, not reviewed
webapp-err-bad = Тақта сілтемесі бүлінген. Тақтаны чаттағы партия астындағы батырмамен ашыңыз.

# machine translation, not reviewed
webapp-clock-delay = +{ $seconds } с

# machine translation, not reviewed
webapp-clock-paused = ⏸ Сағаттар келісіммен тоқтады

# machine translation, not reviewed
webapp-clock-asked = ⏸ { $name } үзіліс ұсынып отыр
