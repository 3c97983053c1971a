## راند جا واقعا. $who: رانديگر ("توهان" يا نالو)؛ $person: "you" يا "other"، فعل جي مطابقت لاءِ؛
## $card: ڪارڊ جو نالو؛ $hand: ڪارڊن جي فهرست.

game-started = ONO 99 جي نئين راند، { $rules } ضابطا، { $players } سان.
dealer-deals = { $who } { $person ->
        [you] ڪارڊ ورهايو ٿا
       *[other] ڪارڊ ورهائي ٿو
    }.

# $solo: "yes" جڏهن هڪ ئي انسان رانديگر هجي ("توهان جو موڙ")، نه ته رانديگر جو نالو ورتو وڃي ٿو.
turn-lead = { $solo ->
        [yes] توهان جو موڙ
       *[no] { $name }، توهان جو موڙ
    }
turn-start = { $lead }. ڪل { $total } آهي.
turn-forced = { $lead }. توهان کي ٻه ڪارڊ کيڏڻا پوندا. ڪل { $total } آهي.
turn-second = هاڻي پنهنجو ٻيو ڪارڊ کيڏيو. ڪل { $total } آهي.
you-hold = توهان جا ڪارڊ: { $hand }.
safe-now = محفوظ: { $cards }.
can-discard = توهان پنهنجا چار ONO 99 ڪارڊ رد ڪري سگهو ٿا: چئو چار اونو رد ڪريو.

card-played = { $who } { $card } { $person ->
        [you] کيڏيو ٿا
       *[other] کيڏي ٿو
    }. ڪل { $total }.
card-played-short = { $who }: { $card }، ڪل { $total }.
direction-changed = رخ ابتو ٿي ويو.
play2-passed = { $who } { $card } { $person ->
        [you] اڳتي موڪليو ٿا
       *[other] اڳتي موڪلي ٿو
    }.
must-play-two = { $who } کي ٻه ڪارڊ کيڏڻا پوندا.
you-draw = توهان { $cards } ڪڍيو.
# مختصر اعلانن ۾ ڪارڊ رڳو نالي سان: "نئون ڪارڊ: 4." / "نوان ڪارڊ: 1، 2 ۽ 3."
you-draw-short = { $count ->
        [one] نئون ڪارڊ
       *[other] نوان ڪارڊ
    }: { $cards }.
reshuffled = ڊراءِ پائل خالي آهي. ڊسڪارڊ پائل کي ملائي نئون ڊراءِ پائل ٺاهيو ويو.
ono-discarded = { $who } { $person ->
        [you] چار ONO 99 ڪارڊ رد ڪريو ٿا ۽ چار نوان ڪارڊ ڪڍو ٿا
       *[other] چار ONO 99 ڪارڊ رد ڪري ٿو ۽ چار نوان ڪارڊ ڪڍي ٿو
    }.
# $reason: second_card (ٻيو محفوظ ڪارڊ ناهي) يا no_safe_card.
eliminated = { $person ->
        [you] { $reason ->
            [second_card] توهان ٻيو ڪارڊ نٿا کيڏي سگهو
           *[other] توهان وٽ ڪو محفوظ ڪارڊ ناهي
        }. توهان راند مان خارج آهيو. توهان جا ڪارڊ هئا: { $hand }.
       *[other] { $who } { $reason ->
            [second_card] ٻيو ڪارڊ نٿو کيڏي سگهي
           *[other] وٽ ڪو محفوظ ڪارڊ ناهي
        } ۽ راند مان خارج آهي. { $who } جا ڪارڊ هئا: { $hand }.
    }
held-hand = { $who } جا ڪارڊ هئا: { $hand }.

won-no-one-can-play = باقي ڪو به رانديگر نٿو کيڏي سگهي. { $who } آخري ڪارڊ کيڏيو.
# R-80-PTS-3: کٽيندڙ جو اسڪور باقي رانديگرن ۾ سڀ کان گهٽ آهي ($score نه به هجي).
won-lowest-score = راند ۾ باقي رانديگرن مان { $who } جو اسڪور سڀ کان گهٽ آهي.
won-lowest-score-points = راند ۾ باقي رانديگرن مان { $who } جو اسڪور سڀ کان گهٽ آهي، { $score } پوائنٽ.
out-earlier = حد تي پهچڻ ڪري اڳ ۾ ئي راند مان خارج: { $players }.
out-this-round = حد تي پهچڻ ڪري هن راؤنڊ ۾ راند مان خارج: { $players }.
player-at-score = { $who } { $score } تي
game-won = { $person ->
        [you] توهان راند کٽي ورتي!
       *[other] { $who } راند کٽي ورتي.
    }
