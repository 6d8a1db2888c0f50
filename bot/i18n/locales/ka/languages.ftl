### Georgian texts of Nardy: languages (source: ../ru/languages.ftl)
### state: machine (4 of 4 messages made by machine translation, not reviewed)

# machine translation, not reviewed
lang-self = 🇬🇪 ქართული

# machine translation, not reviewed
lang-prompt-private = აირჩიეთ ბოტის ენა:

# machine translation, not reviewed
lang-machine = { $mark } — მანქანური თარგმანია, მშობლიურ ენაზე მოლაპარაკეს ჯერ არ შეუმოწმებია.

# machine translation, not reviewed
lang-set-machine = ეს თარგმანი მანქანურია და მშობლიურ ენაზე მოლაპარაკეს ჯერ არ შეუმოწმებია: ზოგი ფრაზა შეიძლება უჩვეულოდ ჟღერდეს.
