## ਕਾਰਡਾਂ ਦੇ ਨਾਂ, ਸੂਚੀਆਂ ਅਤੇ ਨਿਯਮਾਂ ਦੇ ਨਾਂ।
## $card: ਨੰਬਰ ਕਾਰਡ ਆਪਣੇ ਨੰਬਰ ਵਜੋਂ (0 ਤੋਂ 10), ਹੋਰ ਕਾਰਡ ਆਪਣੀ id ਵਜੋਂ
## (reverse, play2, minus10, ono99, hold, double_play, ninety_nine)।

card-name = { $card ->
    [reverse] ਰਿਵਰਸ
    [play2] ਪਲੇ 2
    [minus10] ਮਾਈਨਸ 10
    [ono99] ਓ'ਨੋ 99
    [hold] ਹੋਲਡ
    [double_play] ਡਬਲ-ਪਲੇ
    [ninety_nine] 99
   *[other] { $card }
 }

# ਇੱਕ ਕਾਰਡ, ਤਾਂ ਜੋ ਨੰਬਰ ਗਿਣਤੀ ਵਾਂਗ ਨਾ ਸੁਣੇ: "7 ਦਾ ਕਾਰਡ", "ਰਿਵਰਸ ਕਾਰਡ"।
card-with-article = { $card ->
    [0] { $name } ਦਾ ਕਾਰਡ
    [1] { $name } ਦਾ ਕਾਰਡ
    [2] { $name } ਦਾ ਕਾਰਡ
    [3] { $name } ਦਾ ਕਾਰਡ
    [4] { $name } ਦਾ ਕਾਰਡ
    [5] { $name } ਦਾ ਕਾਰਡ
    [6] { $name } ਦਾ ਕਾਰਡ
    [7] { $name } ਦਾ ਕਾਰਡ
    [8] { $name } ਦਾ ਕਾਰਡ
    [9] { $name } ਦਾ ਕਾਰਡ
    [10] { $name } ਦਾ ਕਾਰਡ
   *[other] { $name } ਕਾਰਡ
 }

# "ਪਲੇ 2 ਕਾਰਡ ਖੇਡਣਾ ਹੈ?"; ਨੰਬਰ 2 ਨੂੰ "ਨੰਬਰ 2" ਕਿਹਾ ਜਾਂਦਾ ਹੈ।
card-in-question = { $card ->
    [number] { $name }
    [two] ਨੰਬਰ { $name }
   *[other] { $name } ਕਾਰਡ
 }

# ਖੇਡਿਆ ਜਾਂ ਰੋਕਿਆ ਕਾਰਡ, ਜਿੱਥੇ ਨੰਬਰ 2 ਅਤੇ ਪਲੇ 2 ਕਾਰਡ ਵੱਖਰੇ ਸੁਣਨੇ ਚਾਹੀਦੇ ਹਨ।
card-said = { $card ->
    [2] ਨੰਬਰ { $name }
    [play2] { $name } ਕਾਰਡ
   *[other] { $name }
 }
# ਛੋਟੀਆਂ ਸੂਚਨਾਵਾਂ ਵਿੱਚ: "ਬੋਟ 1: ਨੰਬਰ 2, ਮੁੱਲ 40।"
card-said-short = { $card ->
    [2] ਨੰਬਰ { $name }
    [play2] { $name } ਕਾਰਡ
   *[other] { $name }
 }

# "ਕੀ ਤੁਹਾਡਾ ਮਤਲਬ ਨੰਬਰ 2 ਹੈ, ਜਾਂ ਪਲੇ 2 ਕਾਰਡ?"
card-choice = { $card ->
    [number] ਨੰਬਰ { $name }
   *[other] { $name } ਕਾਰਡ
 }

# ਸੂਚੀਆਂ: "ੳ, ਅ ਅਤੇ ੲ"।
list-separator = {", "}
list-or-separator = {", ਜਾਂ "}
# Between the commands of a help line.
help-separator = {"; "}
list-and = { $first } ਅਤੇ { $last }
list-then = { $first }, ਫਿਰ { $last }
list-or = { $first } ਜਾਂ { $last }
list-or-comma = { $first }, ਜਾਂ { $last }
list-empty = ਕੁਝ ਨਹੀਂ

rules-name = { $rules ->
    [mattel2022] ਮੈਟਲ 2022
    [classic1980] ਕਲਾਸਿਕ 1980
    [ninetynine_card] ਨੜਿੰਨਵੇਂ ਕਾਰਡ
   *[other] { $rules }
 }
## ਅਣਜਾਣ ਕਾਰਡ (ਜਿਵੇਂ `voice-ono recognize --hand` ਵਿੱਚ)
card-unknown = ਅਣਜਾਣ ਕਾਰਡ '{ $name }'; ਠੀਕ ਨਾਂ: { $valid }
