### Georgian texts of Nardy: clock (source: ../ru/clock.ftl)
### state: machine (4 of 4 messages made by machine translation, not reviewed)

# machine translation, not reviewed
clock-pause-sent = ⏸ პაუზა შემოთავაზებულია — ველოდებით მეტოქის თანხმობას.

# machine translation, not reviewed
clock-pause-hint = ▶️ გაგრძელება ნებისმიერ მოთამაშეს შეუძლია.

# machine translation, not reviewed
clock-paused = ⏸ საათები გაჩერებულია. ჯერ დააჭირეთ «▶️ გაგრძელება».

# machine translation, not reviewed
clock-paused-claim = ⏸ საათები შეთანხმებით გაჩერებულია: პაუზის დროს მოგებას ვერ მოითხოვთ.
