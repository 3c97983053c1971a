## راند بابت سوالن جا جواب.

you-are-out = توهان هن راند مان خارج آهيو.
no-human-player = هن راند ۾ سڀ رانديگر بوٽ آهن، تنهنڪري توهان جا ڪارڊ ٻڌائڻ لاءِ ناهن.
total-is = ڪل { $total } آهي. { $bust } تي توهان هاري ويندا.
# $reversed: yes يا no؛ $order: رانديگر موڙ جي ترتيب ۾.
direction = راند { $reversed ->
        [yes] ابتي رخ ۾
       *[no] سيٽن جي ترتيب ۾
    } هلي ٿي: { $order }.
player-cards = { $who } وٽ { $count ->
        [one] { $count } ڪارڊ آهي
       *[other] { $count } ڪارڊ آهن
    }
still-in = اڃا راند ۾: { $players }.
out-list = خارج: { $players }.
draw-pile = ڊراءِ پائل ۾ { $count ->
        [one] { $count } ڪارڊ بچيو آهي
       *[other] { $count } ڪارڊ بچيا آهن
    }.
# "ڪيترا ٽوڪن" يا "اسڪور ڇا آهي" جو جواب، جڏهن راند ۾ اهي نه هجن ($asked: tokens يا points).
not-this-game = هن راند ۾ { $asked ->
        [tokens] ٽوڪن
       *[points] پوائنٽ
    } ناهن{ $scoring ->
        [points] ؛ هن راند جو اسڪور پوائنٽن ۾ آهي. چئو اسڪور ڇا آهي.
        [tokens] ؛ هي راند ٽوڪنن سان کيڏي وڃي ٿي. چئو ڪيترا ٽوڪن.
       *[elimination] : آخري باقي رانديگر کٽي ٿو. چئو ڪير باقي آهي.
    }
player-count = { $who } وٽ { $count }
tokens-list = ٽوڪن: { $players }.
scores-list = اسڪور: { $players }. حد { $target } آهي.
single-round = هن راند ۾ هڪ ئي راؤنڊ آهي.
round-is = هي راؤنڊ { $round } آهي.
cannot-answer = مان هن وقت ان جو جواب نٿو ڏئي سگهان.

still-to-draw = توهان کي اڃا ڪارڊ ڪڍڻو آهي: چئو ڪارڊ ڪڍو.
must-play-second = توهان کي پنهنجو ٻيو ڪارڊ کيڏڻو پوندو.
must-play-two-you = توهان کي ٻه ڪارڊ کيڏڻا پوندا.
round-tokens = راؤنڊ { $round }؛ توهان وٽ { $count ->
        [one] { $count } ٽوڪن آهي
       *[other] { $count } ٽوڪن آهن
    }.
round-score = راؤنڊ { $round }؛ توهان جو اسڪور { $score } آهي.
round-plain = راؤنڊ { $round }.
game-over = راند ختم ٿي وئي آهي.
# $solo: yes جڏهن هڪ ئي انسان رانديگر هجي.
your-turn = { $solo ->
        [yes] توهان جو موڙ آهي.
       *[no] { $name }، توهان جو موڙ آهي.
    }
whose-turn = { $who } جو موڙ آهي.
total-now = ڪل { $total } آهي.
safe-to-play = کيڏڻ لاءِ محفوظ: { $cards }.
can-draw = توهان پنهنجو ڪارڊ ڪڍي سگهو ٿا: چئو ڪارڊ ڪڍو.
nothing-safe = ڪو به ڪارڊ کيڏڻ لاءِ محفوظ ناهي.

not-played-lately = { $who } تازو ڪو ڪارڊ نه کيڏيو آهي.
not-played-since-resume = { $who } راند ٻيهر شروع ٿيڻ کان پوءِ ڪو ڪارڊ نه کيڏيو آهي.
last-played = { $who } آخري ڀيرو { $card } کيڏيو، ڪل { $total } ٿيو.
no-plays-yet = اڃا ڪو به ڪارڊ نه کيڏيو ويو آهي.
no-plays-since-resume = راند ٻيهر شروع ٿيڻ کان پوءِ ڪو ڪارڊ نه کيڏيو ويو آهي. مٿيون ڪارڊ ٻڌڻ لاءِ چئو آخري ڪارڊ ڪهڙو هو.
played-making = { $who } { $card } کيڏيو، ڪل { $total } ٿيو.
last-plays = آخري چالون: { $plays }
last-card-by = آخري ڪارڊ { $card } هو، جيڪو { $who } کيڏيو. ڪل { $total } آهي.
last-card = آخري ڪارڊ { $card } هو. ڪل { $total } آهي.
no-card-yet = اڃا ڪو ڪارڊ نه کيڏيو ويو آهي.
