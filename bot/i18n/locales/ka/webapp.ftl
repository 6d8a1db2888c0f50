### Georgian texts of Nardy: webapp (source: ../ru/webapp.ftl)
### state: machine (31 of 31 messages made by machine translation, not reviewed)

# machine translation, not reviewed
webapp-btn-board = 🖐 დაფა

# machine translation, not reviewed
webapp-title = ნარდი

# machine translation, not reviewed
webapp-you = თქვენ

# machine translation, not reviewed
webapp-turn-other = სვლა: { $name }

# machine translation, not reviewed
webapp-turn-roll = თქვენი სვლაა: გააგორეთ კამათლები ან შესთავაზეთ გაორმაგება

# machine translation, not reviewed
webapp-turn-roll_only = თქვენი სვლაა: გააგორეთ კამათლები

# machine translation, not reviewed
webapp-turn-double = გთავაზობენ გაორმაგებას: პარტია ღირს { $value } { $points_word }

# machine translation, not reviewed
webapp-turn-wait_answer = გაორმაგება შეთავაზებულია, ველოდებით პასუხს

# machine translation, not reviewed
webapp-tap = შეეხეთ ქვას — მისი სვლები გაინათება

# machine translation, not reviewed
webapp-pick = სად წავიდეს? შეეხეთ განათებულ უჯრას

# machine translation, not reviewed
webapp-complete = ყველა კამათელი გათამაშებულია — „მზადაა“ ან „ნაბიჯი უკან“

# machine translation, not reviewed
webapp-no_more = სვლები აღარ არის: დარჩენილი კამათლების გათამაშება შეუძლებელია

# machine translation, not reviewed
webapp-match = მატჩი { $target }-მდე: { $you }:{ $opp }

# machine translation, not reviewed
webapp-cube = კუბი: ×{ $value }

# machine translation, not reviewed
webapp-cube-offered = კუბი: შეთავაზებულია ×{ $value }, ველოდებით პასუხს

# machine translation, not reviewed
webapp-watching = თქვენ პარტიას უყურებთ

# machine translation, not reviewed
webapp-resign = 🏳 დანებება

# machine translation, not reviewed
webapp-resign-ask = თმობთ პარტიას?

# machine translation, not reviewed
webapp-resign-ask_match = დათმობთ ამ პარტიას თუ მთელ მატჩს?

# machine translation, not reviewed
webapp-resign-game = 🏳 პარტიის დათმობა

# machine translation, not reviewed
webapp-finished = პარტია დასრულდა

# machine translation, not reviewed
webapp-next = ▶ შემდეგ პარტიაზე

# machine translation, not reviewed
webapp-err-auth = შესვლის შემოწმება ვერ მოხერხდა. გახსენით დაფა თავიდან ჩატში პარტიის ქვეშ არსებული ღილაკით.

# machine translation, not reviewed
webapp-err-denied = ამ პარტიის ყურება არ შეიძლება: ის სხვა ჩატში მიმდინარეობს.

# machine translation, not reviewed
webapp-err-gone = პარტია ვერ მოიძებნა. გახსენით დაფა ახალი პარტიის ქვეშ არსებული ღილაკით.

# machine translation, not reviewed
webapp-err-flood = ძალიან სწრაფად — ერთი წამით მოიცადეთ.

# machine translation, not reviewed
webapp-err-network = ბოტთან კავშირი არ არის, ვცდით ხელახლა…

# machine translation, not reviewed
webapp-err-bad = დაფის ბმული დაზიანებულია. გახსენით დაფა ჩატში პარტიის ქვეშ არსებული ღილაკით.

# machine translation, not reviewed
webapp-clock-delay = +{ $seconds } წმ

# machine translation, not reviewed
webapp-clock-paused = ⏸ საათები შეთანხმებით გაჩერდა

# machine translation, not reviewed
webapp-clock-asked = ⏸ პაუზის შეთავაზება: { $name }
