### Armenian texts of Nardy: languages (source: ../ru/languages.ftl)
### state: machine (4 of 4 messages made by machine translation, not reviewed)

# machine translation, not reviewed
lang-self = 🇦🇲 Հայերեն

# machine translation, not reviewed
lang-prompt-private = Ընտրեք բոտի լեզուն՝

# machine translation, not reviewed
lang-machine = { $mark } — մեքենայական թարգմանություն է, մայրենի խոսողը դեռ չի ստուգել այն։

# machine translation, not reviewed
lang-set-machine = Այս թարգմանությունը մեքենայական է, և մայրենի խոսողը դեռ չի ստուգել այն. որոշ արտահայտություններ կարող են անսովոր հնչել։
