### Georgian texts of Nardy: inline (source: ../ru/inline.ftl)
### state: machine (30 of 30 messages made by machine translation, not reviewed)

# machine translation, not reviewed
help-inline =
    { "" }

    <b>მეგობართან ნებისმიერ ჩატში</b>
    მეგობართან მიმოწერაში აკრიფეთ { $bot } და ჰარი (ბოტის ჩატში დამატება საჭირო არ არის) და აირჩიეთ თამაში: გრძელი ან მოკლე ნარდი, ერთი პარტია ან მატჩი 3 ან 5 ქულამდე. ჩატში გამოჩნდება მოწვევა; სანამ მეგობარი შემოგიერთდებათ, შეგიძლიათ ჩართოთ გაორმაგების კუბი და მინიშნებები (მეგობარი მათ შეერთებისას ეთანხმება). მეგობარი აჭერს „შეერთებას“ და მთელი პარტია (ან მთელი მატჩი) პირდაპირ ამ შეტყობინებაში მიმდინარეობს. ბოტთანაც შეიძლება: ღილაკი „ბოტთან თამაში“. დანებება, დროით მოგების აღება, მინიშნება — დაფის ქვეშ არსებული ღილაკებით; პარტიის ანალიზს ბოტი პირად შეტყობინებებში გამოგიგზავნით.

# machine translation, not reviewed
inline-result = პარტია მეგობართან პირდაპირ ამ ჩატში

# machine translation, not reviewed
inline-result-match = მატჩი { $target } ქულამდე პირდაპირ ამ ჩატში

# machine translation, not reviewed
inline-title-match = { $variant }: მატჩი { $target }-მდე

# machine translation, not reviewed
inline-lobby =
    🎲 { $name } გიწვევთ სათამაშოდ.
    { $variant }.
    დასაწყებად დააჭირეთ „შეერთებას“.

# machine translation, not reviewed
inline-rematch =
    🔁 რევანში! { $name } გთავაზობთ კიდევ ერთხელ თამაშს.
    { $variant }.
    { $other }, მისაღებად დააჭირეთ „შეერთებას“.

# machine translation, not reviewed
inline-hints_on = 💡 მინიშნებებით: შეერთებით თანხმდებით, რომ მინიშნებები ორივეს ექნება.

# machine translation, not reviewed
inline-btn-hints_on = 💡 მინიშნება: ჩართ.

# machine translation, not reviewed
inline-btn-hints_off = 💡 მინიშნება: გამ.

# machine translation, not reviewed
inline-btn-show = 🎯 საუკეთესო სვლა

# machine translation, not reviewed
inline-cancelled = ✖ მოწვევა გაუქმებულია.

# machine translation, not reviewed
lobby-expired-inline = ⌛ მოწვევა არავინ მიიღო — ის დაიხურა. ახალი მოწვევისთვის ჩატში ბოტის სახელი აკრიფეთ.

# machine translation, not reviewed
inline-alert-expired = ეს მოწვევა უკვე დახურულია: დიდხანს არავინ მიიღო.

# machine translation, not reviewed
inline-resign_ask = ნამდვილად ნებდებით? დაადასტურეთ დაფის ქვეშ არსებული ღილაკით.

# machine translation, not reviewed
inline-alert-hints_off = ამ პარტიაში მინიშნებები არ არის: მათ მოწვევის ავტორი რთავს, სანამ მეტოქე შეუერთდება.

# machine translation, not reviewed
inline-hint-title = 💡 საუკეთესო სვლები, როცა გაგორდა { $dice }:

# machine translation, not reviewed
inline-hint-drawn = საუკეთესო სვლა დაფაზეა ნაჩვენები.

# machine translation, not reviewed
inline-analysis-coming = 📊 პარტიის ანალიზს ვამზადებ, ახლავე აქ გამოვაგზავნი.

# machine translation, not reviewed
inline-alert-start_bot = ანალიზი პირად შეტყობინებებში მოდის: გახსენით ბოტი და დააჭირეთ „Start“-ს — ის ანალიზს გამოგიგზავნით.

# machine translation, not reviewed
inline-alert-analysis_sent = ანალიზი ბოტთან პირად შეტყობინებებში მოგივათ.

# machine translation, not reviewed
inline-alert-start_bot-c = კამათლების შემოწმება პირად შეტყობინებებში მოდის: გახსენით ბოტი და დააჭირეთ „Start“-ს — ის გამოგიგზავნით.

# machine translation, not reviewed
inline-alert-start_bot-r = გამეორება პირად შეტყობინებებში მოდის: გახსენით ბოტი და დააჭირეთ „Start“-ს — ის გამოგიგზავნით.

# machine translation, not reviewed
inline-alert-sent-c = კამათლების შემოწმება ბოტთან თქვენს პირად შეტყობინებებშია.

# machine translation, not reviewed
inline-alert-sent-r = გამეორება ბოტთან პირად შეტყობინებებში მოგივათ.

# machine translation, not reviewed
inline-replay-coming = 🎞 პარტიის გამეორებას ვამზადებ, ახლავე აქ გამოვაგზავნი.

# machine translation, not reviewed
inline-claim_notice = ⏰ { $name } უკვე { $hours } სთ სვლას არ აკეთებს. { $other }: შეგიძლიათ მოგება აიღოთ ღილაკით „დროით მოგება“.

# machine translation, not reviewed
btn-resign = 🏳 დანებება

# machine translation, not reviewed
btn-claim = ⏰ დროით მოგება

# machine translation, not reviewed
btn-again = 🎲 კიდევ ერთი

# machine translation, not reviewed
alert-text = { $text }
