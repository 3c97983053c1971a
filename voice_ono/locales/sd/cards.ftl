## ڪارڊن جا نالا، فهرستون ۽ ضابطن جا نالا.
## $card: نمبر ڪارڊ هڪ انگ (0 کان 10)، ٻيا ڪارڊ پنهنجي id سان
## (reverse, play2, minus10, ono99, hold, double_play, ninety_nine).

card-name = { $card ->
    [reverse] ريورس
    [play2] پلي 2
    [minus10] مائنس 10
    [ono99] ONO 99
    [hold] هولڊ
    [double_play] ڊبل پلي
    [ninety_nine] 99
   *[other] { $card }
 }

# هڪ ڪارڊ، ته جيئن انگ ڳڻپ جهڙو نه ٻڌجي: "4 جو ڪارڊ"، "ريورس ڪارڊ".
card-with-article = { $card ->
    [reverse] { $name } ڪارڊ
    [play2] { $name } ڪارڊ
    [minus10] { $name } ڪارڊ
    [ono99] { $name } ڪارڊ
    [hold] { $name } ڪارڊ
    [double_play] { $name } ڪارڊ
    [ninety_nine] { $name } ڪارڊ
   *[other] { $name } جو ڪارڊ
 }

# "پلي 2 ڪارڊ کيڏيو؟"؛ انگ جيئن آهي، پر انگ 2 "نمبر 2" آهي.
card-in-question = { $card ->
    [number] { $name }
    [two] نمبر { $name }
   *[other] { $name } ڪارڊ
 }

# کيڏيل يا رد ٿيل ڪارڊ، جتي انگ 2 ۽ پلي 2 ڪارڊ الڳ ٻڌجن.
card-said = { $card ->
    [2] نمبر { $name }
    [play2] { $name } ڪارڊ
   *[other] { $name }
 }
# مختصر اعلانن ۾ به: "بوٽ 1: نمبر 2، ڪل 40."
card-said-short = { $card ->
    [2] نمبر { $name }
    [play2] { $name } ڪارڊ
   *[other] { $name }
 }

# "ڇا توهان جو مطلب نمبر 2 آهي، يا پلي 2 ڪارڊ؟"
card-choice = { $card ->
    [number] نمبر { $name }
   *[other] { $name } ڪارڊ
 }

# فهرستون: "الف، ب ۽ ج".
list-separator = {"، "}
list-or-separator = {"، يا "}
# Between the commands of a help line.
help-separator = {"؛ "}
list-and = { $first } ۽ { $last }
list-then = { $first }، پوءِ { $last }
list-or = { $first } يا { $last }
list-or-comma = { $first }، يا { $last }
list-empty = ڪجهه به نه

rules-name = { $rules ->
    [mattel2022] ميٽل 2022
    [classic1980] ڪلاسڪ 1980
    [ninetynine_card] نوانوي ڪارڊ
   *[other] { $rules }
 }
## اڻڄاتل ڪارڊ
card-unknown = اڻڄاتل ڪارڊ '{ $name }'؛ صحيح نالا: { $valid }
