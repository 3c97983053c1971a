## ڪو حڪم ڇو رد ٿيو (ضابطن جا سبب ۽ حڪمن جا سبب).
## $card: ڪارڊ جو نالو؛ $said: جملي جي شروع ۾ ڪارڊ ("نمبر 2")؛ $player: جنهن جو موڙ آهي.

illegal-game_over = راند ختم ٿي وئي آهي.
illegal-not_started = راند اڃا شروع نه ٿي آهي.
illegal-not_your_turn = هي توهان جو موڙ ناهي؛ هي { $player } جو موڙ آهي.
illegal-nothing_to_draw = هن وقت توهان وٽ ڪڍڻ لاءِ ڪو ڪارڊ ناهي.
illegal-draw_first = پنهنجو ڪارڊ ڪڍو؛ اڃا کيڏڻ جو موڙ ناهي.
illegal-not_in_hand = توهان وٽ { $card } ناهي.
illegal-ono_only_on_tens = { $card } ڪارڊ رڳو تڏهن کيڏي سگهجن ٿا جڏهن ڪل صفر تي ختم ٿئي، هر موڙ تي هڪ.
illegal-ono_once_per_turn = توهان هن موڙ تي هڪ { $card } ڪارڊ اڳ ۾ ئي کيڏي چڪا آهيو، ۽ هر موڙ تي رڳو هڪ جي اجازت آهي. ٻيو ڪارڊ کيڏيو.
# R-ONO-1: چيو وڃي ٿو چاهي رانديگر وٽ اهو ڪارڊ هجي يا نه.
illegal-never_playable = { $card } ڪارڊ هنن ضابطن ۾ ڪڏهن به کيڏي نٿا سگهجن؛ اهي هٿ ۾ رهن ٿا. پنهنجا محفوظ ڪارڊ ٻڌڻ لاءِ چئو مان ڇا کيڏي سگهان ٿو.
illegal-forcing_not_first = { $said } توهان جي ٻن لازمي ڪارڊن مان پهريون نٿو ٿي سگهي.
# R-BUST-1: $total اهو ڪل جيڪو ڪارڊ سان ٿيندو؛ $safe محفوظ ڪارڊ ($count 0 هجي ته "ڪو به نه").
illegal-would_bust = { $said } سان ڪل { $total } ٿيندو، ۽ { $bust } تي توهان هاري ويندا. محفوظ ڪارڊ: { $count ->
        [0] ڪو به نه
       *[other] { $safe }
    }.
illegal-not_now = توهان هن وقت { $card } نٿا کيڏي سگهو.
illegal-no_ono_discard = هنن ضابطن ۾ چار ONO 99 ڪارڊ رد ڪرڻ جو ضابطو ناهي.
illegal-need_four_ono = ONO 99 ڪارڊ رد ڪرڻ لاءِ توهان وٽ چار ONO 99 ڪارڊ هجڻ گهرجن.
illegal-not_possible = هن وقت اهو ممڪن ناهي.
illegal-not_supported = هن وقت اهو ممڪن ناهي.

refused-game_over = راند ختم ٿي وئي آهي. ٻيهر کيڏڻ لاءِ چئو نئين راند.
refused-draw_first = پهرين پنهنجو ڪارڊ ڪڍو: چئو ڪارڊ ڪڍو.
refused-not_your_turn = هي توهان جو موڙ ناهي. هي { $player } جو موڙ آهي.
# $cards: ٻڌل ڪارڊ، "يا" سان جڙيل.
refused-not_in_rules = هنن ضابطن ۾ { $cards } ڪارڊ ناهي. پنهنجا ڪارڊ ٻڌڻ لاءِ چئو منهنجا ڪارڊ پڙهو.
refused-not_in_hand = توهان وٽ { $cards } ناهي. پنهنجا ڪارڊ ٻڌڻ لاءِ چئو منهنجا ڪارڊ پڙهو.

# هٿ جا ٻه ڪارڊ چيل ڳالهه سان ملن ٿا. $options: "نمبر 2، يا پلي 2 ڪارڊ"؛ $says: چوڻ وارا جملا.
choose-ask = ڇا توهان جو مطلب { $options } آهي؟ چئو { $says }.
