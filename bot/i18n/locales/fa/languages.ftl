### Persian texts of Nardy: languages (source: ../ru/languages.ftl)
### state: machine (4 of 4 messages made by machine translation, not reviewed)

# machine translation, not reviewed
lang-self = 🇮🇷 فارسی

# machine translation, not reviewed
lang-prompt-private = زبان ربات را انتخاب کنید:

# machine translation, not reviewed
lang-machine = { $mark } — ترجمهٔ ماشینی است و هنوز یک فارسی‌زبان آن را بازبینی نکرده است.

# machine translation, not reviewed
lang-set-machine = این ترجمه ماشینی است و هنوز یک فارسی‌زبان آن را بازبینی نکرده است: ممکن است برخی عبارت‌ها نامأنوس به نظر برسند.
