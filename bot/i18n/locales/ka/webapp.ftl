### Georgian texts of Nardy: webapp (source: ../ru/webapp.ftl)
### state: machine (3 of 3 messages made by machine translation, not reviewed)

# machine translation, not reviewed
webapp-clock-delay = +{ $seconds } წმ

# machine translation, not reviewed
webapp-clock-paused = ⏸ საათები შეთანხმებით გაჩერდა

# machine translation, not reviewed
webapp-clock-asked = ⏸ { $name } პაუზას გთავაზობთ
