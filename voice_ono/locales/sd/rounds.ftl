## 1980 وارن ورزنن جا راؤنڊ وارا واقعا: R-80-TOK, R-80-PTS-1..3, R-80-DRAW, R-80-ONO-2.
## $who: رانديگر؛ $person: you يا other (فعل جي مطابقت).

round-started = راؤنڊ { $round }.
everyone-tokens = هر ڪنهن وٽ { $count ->
        [one] { $count } ٽوڪن آهي
       *[other] { $count } ٽوڪن آهن
    }.
scored-in-points = هن راند جو اسڪور پوائنٽن ۾ آهي؛ هر ڪو 0 کان شروع ڪري ٿو.
round-ended = راؤنڊ { $round } ختم.
lost-the-round = { $who } راؤنڊ هارايو.
tokens-left-list = باقي ٽوڪن: { $players }.
last-one-in = { $who } آخري باقي رانديگر { $person ->
        [you] آهيو
       *[other] آهي
    }.
points-this-round = هن راؤنڊ جا پوائنٽ: { $players }.
scores-listed = اسڪور: { $players }.
# فهرست جي هڪ شيءِ: "توهان وٽ 3 ٽوڪن آهن"، "بوٽ 1 وٽ 1 پوائنٽ آهي". $unit: token يا point.
player-has = { $who } وٽ { $unit ->
        [token] { $count ->
            [one] { $count } ٽوڪن آهي
           *[other] { $count } ٽوڪن آهن
        }
       *[point] { $count ->
            [one] { $count } پوائنٽ آهي
           *[other] { $count } پوائنٽ آهن
        }
    }
token-lost = { $who } هڪ ٽوڪن وڃايو، { $left ->
        [0] ڪو ٽوڪن نه بچيو؛ هڪ ٻي هار ۽ راند مان خارج
        [one] { $left } ٽوڪن بچيو
       *[other] { $left } ٽوڪن بچيا
    }.
out-target = { $who } { $score } پوائنٽن تي { $person ->
        [you] پهتا ۽ راند مان خارج آهيو
       *[other] پهتو ۽ راند مان خارج آهي
    }.
out-no-tokens = { $who } وٽ ڪو ٽوڪن نه بچيو ۽ راند مان خارج { $person ->
        [you] آهيو
       *[other] آهي
    }.
draw-forfeited = { $who } وقت تي ڪارڊ نه ڪڍيو، تنهنڪري باقي راؤنڊ لاءِ { $cards ->
        [one] اهو ڪارڊ وڃائجي ويو
       *[other] اهي { $cards } ڪارڊ وڃائجي ويا
    }.
turn-passed = { $who } وٽ چار ONO 99 ڪارڊ آهن؛ موڙ ڪنهن چال کان سواءِ ختم ٿئي ٿو.
# $reason: second_card، يا ٻيو ڪجهه (ڪو محفوظ ڪارڊ ناهي).
out-of-round = { $person ->
        [you] { $who } { $reason ->
            [second_card] ٻيو محفوظ ڪارڊ نٿا کيڏي سگهو
           *[other] محفوظ طرح نٿا کيڏي سگهو
        } ۽ هن راؤنڊ مان خارج آهيو.
       *[other] { $who } { $reason ->
            [second_card] ٻيو محفوظ ڪارڊ نٿو کيڏي سگهي
           *[other] محفوظ طرح نٿو کيڏي سگهي
        } ۽ هن راؤنڊ مان خارج آهي.
    }
