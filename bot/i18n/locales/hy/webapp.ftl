### Armenian texts of Nardy: webapp (source: ../ru/webapp.ftl)
### state: machine (31 of 31 messages made by machine translation, not reviewed)

# machine translation, not reviewed
webapp-btn-board = 🖐 Տախտակ

# machine translation, not reviewed
webapp-title = Նարդի

# machine translation, not reviewed
webapp-you = Դուք

# machine translation, not reviewed
webapp-turn-other = Հերթը՝ { $name }

# machine translation, not reviewed
webapp-turn-roll = Ձեր հերթն է. գցեք զառերը կամ առաջարկեք կրկնապատկում

# machine translation, not reviewed
webapp-turn-roll_only = Ձեր հերթն է. գցեք զառերը

# machine translation, not reviewed
webapp-turn-double = Ձեզ կրկնապատկում են առաջարկում. պարտիան՝ { $value } { $points_word }

# machine translation, not reviewed
webapp-turn-wait_answer = Կրկնապատկումն առաջարկված է, սպասում ենք պատասխանի

# machine translation, not reviewed
webapp-tap = Հպեք քարին՝ նրա քայլերը կլուսավորվեն

# machine translation, not reviewed
webapp-pick = Ո՞ւր գնալ։ Հպեք լուսավորված կետին

# machine translation, not reviewed
webapp-complete = Բոլոր զառերը խաղացված են. «Պատրաստ է» կամ «Քայլ հետ»

# machine translation, not reviewed
webapp-no_more = Այլ քայլեր չկան. մնացած զառերը հնարավոր չէ խաղալ

# machine translation, not reviewed
webapp-match = Մատչ մինչև { $target }՝ { $you }:{ $opp }

# machine translation, not reviewed
webapp-cube = Խորանարդ՝ ×{ $value }

# machine translation, not reviewed
webapp-cube-offered = Խորանարդ՝ առաջարկված է ×{ $value }, սպասում ենք պատասխանի

# machine translation, not reviewed
webapp-watching = Դուք դիտում եք պարտիան

# machine translation, not reviewed
webapp-resign = 🏳 Հանձնվել

# machine translation, not reviewed
webapp-resign-ask = Հանձնո՞ւմ եք պարտիան։

# machine translation, not reviewed
webapp-resign-ask_match = Հանձնե՞լ այս պարտիան, թե՞ ամբողջ մատչը։

# machine translation, not reviewed
webapp-resign-game = 🏳 Հանձնել պարտիան

# machine translation, not reviewed
webapp-finished = Պարտիան ավարտված է

# machine translation, not reviewed
webapp-next = ▶ Հաջորդ պարտիային

# machine translation, not reviewed
webapp-err-auth = Չհաջողվեց ստուգել մուտքը։ Կրկին բացեք տախտակը չատում պարտիայի տակի կոճակով։

# machine translation, not reviewed
webapp-err-denied = Այս պարտիան դիտել չի կարելի. այն ընթանում է մեկ այլ չատում։

# machine translation, not reviewed
webapp-err-gone = Պարտիան չի գտնվել։ Բացեք տախտակը նոր պարտիայի տակի կոճակով։

# machine translation, not reviewed
webapp-err-flood = Չափազանց արագ է. սպասեք մեկ վայրկյան։

# machine translation, not reviewed
webapp-err-network = Բոտի հետ կապ չկա, նորից փորձում ենք…

# machine translation, not reviewed
webapp-err-bad = Տախտակի հղումը վնասված է։ Բացեք տախտակը չատում պարտիայի տակի կոճակով։

# machine translation, not reviewed
webapp-clock-delay = +{ $seconds } վ

# machine translation, not reviewed
webapp-clock-paused = ⏸ Ժամացույցները կանգնած են համաձայնությամբ

# machine translation, not reviewed
webapp-clock-asked = ⏸ { $name }՝ առաջարկում է դադար
