## آواز سکيا ۽ آواز پروفائل: voice_ono.enroll جا چيل ۽ ڇاپيل جملا؛ voice_ono.app جا هڪ سٽ وارا نوٽ.
enroll-intro = پروفائل { $name } لاءِ آواز سکيا. مان توهان کي { $phrases } جملا چوڻ لاءِ چوندس، { $takes ->
    [one] هر هڪ هڪ ڀيرو
   *[other] هر هڪ { $takes } ڀيرا
}، ڪل { $total } رڪارڊنگون. هر جملو منهنجي چوڻ کان پوءِ پنهنجي عام آواز ۾ چئو. روڪڻ لاءِ چئو راند ڇڏيو، يا Control C دٻايو؛ توهان جون رڪارڊنگون رکيون وينديون ۽ توهان پوءِ جاري رکي سگهو ٿا.
enroll-resume = ڀلي ڪري آيا. { $total } مان { $done } رڪارڊنگون اڳ ۾ ئي ٿيل آهن؛ اسين اتان جاري ٿا رکون.
enroll-prompt = { $total } مان { $n }. چئو: { $phrase }.
enroll-too-quiet = اهو تمام هلڪو هو. مهرباني ڪري مائيڪروفون جي ويجهو اچو، يا زور سان ڳالهايو، ۽ { $phrase } ٻيهر چئو.
enroll-clipped = اهو تمام زور وارو ۽ بگڙيل هو. مهرباني ڪري ٿورو پوئتي ٿيو ۽ { $phrase } ٻيهر چئو.
enroll-nothing = مون ڪجهه به نه ٻڌو. مهرباني ڪري { $phrase } چئو.
enroll-skipped = رڪارڊنگ { $n }، { $phrase }، هن وقت ڇڏيون ٿا ۽ اڳتي هلون ٿا؛ جڏهن توهان هيءَ آواز سکيا جاري رکندا ته مان اها ٻيهر گهرندس.
enroll-paused = آواز سکيا روڪي وئي. { $total } مان { $done } رڪارڊنگون رکيون ويون آهن. جاري رکڻ لاءِ هلايو: { $command }
enroll-building = مهرباني. سڀ { $total } رڪارڊنگون ٿي ويون. توهان جو آواز پروفائل ٺهي رهيو آهي؛ ان ۾ ٿورو وقت لڳندو.
enroll-done = توهان جو آواز پروفائل { $name } تيار آهي. ان کي هن سان استعمال ڪريو: voice-ono play --profile { $name }
enroll-not-adapted = نوٽ: { $why }
enroll-incomplete = { $missing ->
    [one] هڪ رڪارڊنگ
   *[other] { $missing } رڪارڊنگون
} اڃا گهٽ { $missing ->
    [one] آهي
   *[other] آهن
}، تنهنڪري پروفائل اڃا نه ٺهيو آهي. { $missing ->
    [one] ان کي
   *[other] انهن کي
} رڪارڊ ڪرڻ لاءِ هلايو: { $command }
profile-in-use = آواز پروفائل { $name } استعمال ٿي رهيو آهي.
profile-not-used = { $problem } آواز پروفائل کان سواءِ جاري آهي.
profiles-none = اڃا ڪو آواز پروفائل ناهي. هڪ هن سان ٺاهيو: voice-ono enroll --profile NAME
profile-deleted = آواز پروفائل { $name } ميٽيو ويو.
enroll-profile-exists = { $name } نالي آواز پروفائل اڳ ۾ ئي موجود آهي. ٻيهر آواز سکيا لاءِ پهرين ان کي voice-ono profiles delete { $name } سان ميٽيو، يا --profile سان ٻيو نالو چونڊيو.
profile-missing = { $name } نالي ڪو آواز پروفائل ناهي. ڏسو voice-ono profiles list، يا هڪ voice-ono enroll --profile { $name } سان ٺاهيو.
profile-damaged = آواز پروفائل { $name } خراب آهي ۽ پڙهي نٿو سگهجي. ان کي voice-ono profiles delete { $name } سان ميٽيو ۽ ٻيهر آواز سکيا ڪريو.
profile-not-loaded = آواز پروفائل { $name } سڃاڻيندڙ لوڊ نه ڪري سگهيو.
profile-enroll-in-use = آواز پروفائل { $name } هن وقت ٻي آواز سکيا ۾ استعمال ٿي رهيو آهي. ان جي ختم ٿيڻ جو انتظار ڪريو، يا --profile سان ٻيو نالو چونڊيو.
enroll-same-take = اهو بلڪل اڳين رڪارڊنگ جهڙو ٻڌڻ ۾ آيو. مهرباني ڪري { $phrase } نئين سر ٻيهر چئو.
enroll-duplicate-takes = { $count ->
    [one] هڪ رڪارڊنگ ٻي رڪارڊنگ جي ڪاپي آهي
   *[other] { $count } رڪارڊنگون ٻين رڪارڊنگن جون ڪاپيون آهن
}: { $files }. پروفائل کي الڳ الڳ رڪارڊ ٿيل رڪارڊنگون گهرجن؛ انهن کي ٻيهر رڪارڊ ڪريو.
manifest-skipped = { $file } ڇڏي وئي: { $why }.
manifest-why-nothing = ڪجهه به نه ٻڌو ويو
manifest-why-quiet = تمام هلڪي
manifest-why-clipped = تمام زور واري ۽ بگڙيل (ڪٽيل)
manifest-why-phrase = { $said } آواز سکيا جو جملو ناهي
manifest-why-copy = { $other } جي ڪاپي
manifest-why-mislabelled = اها { $heard } جهڙي ٻڌجي ٿي، { $said } نه
manifest-too-few = { $manifest } ۾ { $listed } مان رڳو { $usable } رڪارڊنگون ڪم جون آهن؛ پروفائل کي هڪ جملي جون گهٽ ۾ گهٽ ٻه الڳ رڪارڊنگون گهرجن. مٿي ڏنل رڪارڊنگون درست ڪريو ۽ ٻيهر ڪوشش ڪريو.
demo-profile-ignored = ڊيمو جو مصنوعي آواز توهان جو آواز ناهي، تنهنڪري ڊيمو ۾ آواز پروفائل { $name } استعمال نٿو ٿئي.
enroll-noise = مون رڳو شور ٻڌو، ڪو لفظ نه. مهرباني ڪري { $phrase } چئو.
manifest-why-noise = رڳو شور، ڪو لفظ نه
manifest-why-unreadable = فائل رڪارڊنگ طور پڙهي نٿي سگهجي
profile-not-saved = پروفائل محفوظ نه ٿي سگهيو: { $error }
profile-built = آواز پروفائل { $name }: { $takes } رڪارڊنگون، { $seconds } سيڪنڊن ۾ ٺهيو، { $kib } KiB، { $adapted ->
    [yes] ترتيب ڏنل
   *[no] ترتيب نه ڏنل
}.
profile-delete-which = ٻڌايو ته ڪهڙو پروفائل ميٽجي: voice-ono profiles delete NAME (ڏسو: voice-ono profiles list).
# آواز پروفائل جون غلطيون (پيغام جي id، حل جي id ۽ قدر)
profile-bad-name = '{ $name }' پروفائل جو ڪارائتو نالو ناهي.
profile-name-fix = 1 کان 40 اکر استعمال ڪريو: a کان z يا A کان Z اکر، انگ، نقطا، ڊيش يا انڊر اسڪور، اکر يا انگ سان شروع ٿيندڙ، مثال طور --profile anna.
profile-other-engine = پروفائل '{ $name }' { $made_model } ({ $made_engine }) لاءِ ٺاهيو ويو هو، { $model } ({ $engine }) لاءِ نه.
profile-engine-fix = --engine { $made_engine } استعمال ڪريو، يا هن انجڻ سان ٻيهر آواز سکيا ڪريو.
profile-no-takes = پروفائل ٺاهڻ لاءِ آڊيو واريون ڪي رڪارڊنگون ناهن.
profile-record-again-fix = voice-ono enroll سان رڪارڊنگون ٻيهر ڪريو.
profile-manifest-unreadable = مينيفيسٽ { $manifest } پڙهي نٿو سگهجي.
profile-manifest-fix = ../shared/corpus/manifest.jsonl جي نموني ۾ manifest.jsonl ڏيو.
profile-take-unreadable = { $manifest } ۾ ڏنل رڪارڊنگ { $file } پڙهي نٿي سگهجي.
profile-manifest-line-fix = { $manifest } ۾ ان جي سٽ درست ڪريو يا هٽايو.
profile-manifest-empty = مينيفيسٽ { $manifest } ۾ چيل لفظ سان ڪا به رڪارڊنگ ناهي.
profile-manifest-said-fix = هر سٽ کي "file" ۽ "said" گهرجن.
profile-old-layout = آواز پروفائل '{ $name }' جو خاڪو { $layout } آهي؛ هي ورزن { $expected } پڙهي ٿو.
profile-old-features = آواز پروفائل '{ $name }' خاصيتن { $features } سان ٺاهيو ويو هو؛ هي ورزن { $expected } استعمال ڪري ٿو.
profile-redo-fix = ان کي voice-ono profiles delete { $name } سان ميٽيو ۽ ٻيهر آواز سکيا ڪريو.
profile-unfinished = آواز سکيا پوري ناهي ٿي
profile-not-built = ڪو پروفائل نه ٺهيو
profile-unusable = ڪم جو ناهي: { $problem }
profile-summary = { $takes } رڪارڊنگون، { $engine } ({ $model })، { $adapted ->
    [yes] ترتيب ڏنل
   *[no] ترتيب نه ڏنل
}، ٺهيو { $created }
enroll-help = مان توهان جو آواز سکي رهيو آهيان. جيڪو جملو مان چوان اهو صاف، پنهنجي عام آواز ۾ چئو؛ { $total } مان { $done } رڪارڊنگون ٿي چڪيون آهن. جملو ٻيهر ٻڌڻ لاءِ چئو ورجايو، يا روڪڻ لاءِ چئو راند ڇڏيو؛ توهان جون رڪارڊنگون رکيون وينديون.
enroll-heard-other = اهو { $heard } جهڙو ٻڌڻ ۾ آيو، { $phrase } نه. مهرباني ڪري { $phrase } چئو.
enroll-takes-changed = هيءَ آواز سکيا هر جملي جي { $was ->
    [one] هڪ رڪارڊنگ
   *[other] { $was } رڪارڊنگن
} سان شروع ڪئي وئي هئي، { $now } سان نه. جاري رکو: { $command }
enroll-needs-input = آواز سکيا کي توهان جو آواز گهرجي: مائيڪروفون لڳايو، يا --wav FILE... يا --from-manifest FILE سان رڪارڊنگون ڏيو.
enroll-wav-and-manifest = يا --wav ڏيو يا --from-manifest، ٻئي نه.
enroll-use-profile = ان کي --profile { $name } سان استعمال ڪريو، مثال طور: voice-ono play --profile { $name }
profiles-not-a-folder = آواز پروفائلن جو فولڊر { $path } فائل آهي، فولڊر ناهي.
profiles-not-a-folder-fix = ان فائل کي هٽايو يا ان جو نالو بدلايو، پوءِ ٻيهر ڪوشش ڪريو.
profile-not-finished = آواز پروفائل { $name } جي آواز سکيا اڃا پوري ناهي ٿي، تنهنڪري استعمال لاءِ ڪو پروفائل ناهي.
profile-finish-fix = ان کي هن سان پورو ڪريو: voice-ono enroll --profile { $name } (جيڪڏهن --wav فائلون يا --takes سان شروع ڪيو هو ته اهي به ڏيو).
profiles-list-no-name = profiles list ڪو نالو نٿو وٺي (مليو { $name }). هر پروفائل ڏسڻ لاءِ هلايو: voice-ono profiles list
speech-options-unused-typed = لکيل حڪم آواز جي سڃاڻپ استعمال نٿا ڪن، تنهنڪري هتي { $options } جو ڪو اثر { $count ->
    [one] ناهي
   *[other] ناهي
}.
manifest-line = سٽ { $line }
manifest-line-not-json = صحيح JSON ناهي
manifest-line-not-object = JSON آبجيڪٽ ناهي
manifest-line-no-file = ان ۾ "file" ناهي
manifest-count-phrase = آواز سکيا جو جملو ناهي
manifest-count-copy = ٻين رڪارڊنگن جون ڪاپيون
manifest-count-mislabelled = انهن تي ٻئي جملي جو ليبل آهي، جيڪو انهن جي آواز سان نٿو ملي
manifest-skipped-more = { $count ->
    [one] هڪ ٻي رڪارڊنگ ڇڏي وئي
   *[other] { $count } ٻيون رڪارڊنگون ڇڏيون ويون
} (ڪل { $total }: { $reasons }).
manifest-phrases = آواز سکيا جا جملا هي آهن: { $phrases }.
manifest-capped = { $count ->
    [one] هڪ رڪارڊنگ استعمال نه ٿي
   *[other] { $count } رڪارڊنگون استعمال نه ٿيون
}: پروفائل هر جملي جون گهڻي ۾ گهڻو { $most } رڪارڊنگون استعمال ڪري ٿو (پهريون ڏنل)، جنهن سان اهو جلدي ٺهي ٿو.
manifest-progress = رڪارڊنگون جانچي رهيا آهيون
profile-manifest-missing = مينيفيسٽ { $manifest } موجود ناهي.
profile-manifest-folder = { $manifest } فولڊر آهي، مينيفيسٽ فائل ناهي.
profile-manifest-bad-line = { $manifest } جي سٽ { $line } { $why ->
    [manifest-line-not-json] صحيح JSON ناهي
    [manifest-line-not-object] JSON آبجيڪٽ ناهي
   *[other] ۾ "file" ناهي
}.
manifest-why-missing = فائل موجود ناهي
manifest-why-folder = اهو فولڊر آهي، رڪارڊنگ ناهي
manifest-labels-shifted = { $manifest } ۾ ليبل غلط لڳن ٿا، شايد سرڪيل: { $labels } مان { $count } جملن جون رڪارڊنگون ٻئي جملي جهڙيون ٻڌجن ٿيون ({ $examples })، ۽ مشڪل سان ڪا پنهنجي ليبل جهڙي. انهن مان ٺهيل پروفائل توهان کي غلط ٻڌندو.
manifest-labels-fix = جانچيو ته هر سٽ جو "said" اهو لفظ آهي جيڪو ان جي فائل ۾ چيو ويو. جيڪڏهن ليبل صحيح آهن، ته --trust-labels سان تڏهن به ٺاهيو.
enroll-paused-same = آواز سکيا روڪي وئي. { $total } مان { $done } رڪارڊنگون رکيون ويون آهن. جاري رکڻ لاءِ ساڳيو حڪم ٻيهر هلايو؛ اهو هيٺ ڇاپيل آهي.
enroll-input-ended = رڪارڊنگون ختم ٿي ويون. { $total } مان { $done } رڪارڊنگون رکيون ويون آهن.
enroll-take-name = { $phrase }، رڪارڊنگ { $take }
enroll-wav-refused-count = { $count ->
    [one] هڪ فائل رڪارڊنگ طور استعمال نه ٿي
   *[other] { $count } فائلون رڪارڊنگ طور استعمال نه ٿيون
}:
enroll-wav-refused = { $file } { $phrase } لاءِ استعمال نه ٿي، رڪارڊنگ { $take }: { $why }.
enroll-still-missing = { $missing ->
    [one] هڪ رڪارڊنگ اڃا گهٽ آهي
   *[other] { $missing } رڪارڊنگون اڃا گهٽ آهن
}: { $takes }.
enroll-record-missing = انهن کي رڪارڊ ڪرڻ لاءِ مائيڪروفون سان { $command } هلايو، يا هر گهٽ رڪارڊنگ لاءِ هڪ نئين فائل سان --wav شامل ڪريو، هن ئي ترتيب ۾.
enroll-why-command = اهو { $heard } طور ٻڌو ويو
enroll-why-same = اڳين رڪارڊنگ جهڙي ساڳي رڪارڊنگ
enroll-why-other = اهو { $heard } جهڙو ٻڌڻ ۾ آيو
enroll-pause-confirm = آواز سکيا روڪيو؟ ها يا نه چئو.
enroll-manifest-interrupted = روڪيو ويو؛ ڪو پروفائل نه ٺهيو. ان کي ٺاهڻ لاءِ ٻيهر هلايو: { $command }
enroll-skipped-missing = { $count ->
    [one] هڪ جملي
   *[other] { $count } جملن
} جي هن پروفائل ۾ ڪا ڪم جي رڪارڊنگ ناهي: { $phrases }. اهو { $count ->
    [one] ان کي
   *[other] انهن کي
} نه سکندو؛ { $count ->
    [one] ان کي
   *[other] انهن کي
} شامل ڪرڻ لاءِ نئين نالي سان ٻيهر آواز سکيا ڪريو (voice-ono enroll --profile NEWNAME) ۽ هي ميٽيو.
profile-summary-uncovered = { $summary }؛ انهن جون رڪارڊنگون ناهن: { $phrases } (انهن کي شامل ڪرڻ لاءِ نئين نالي سان ٻيهر آواز سکيا ڪريو)
profile-delete-enrolling = { $name } جي آواز سکيا هن وقت هلي رهي آهي؛ ان جي ختم ٿيڻ کان پوءِ ٻيهر ڪوشش ڪريو.
manifest-why-listed-twice = ٻه ڀيرا ڏنل{ $same ->
    [yes] {""}
   *[no] {" "}({ $other } طور به)
}
manifest-count-listed-twice = ٻه ڀيرا ڏنل فائلون
enroll-still-missing-below = { $missing ->
    [one] هڪ رڪارڊنگ اڃا گهٽ آهي
   *[other] { $missing } رڪارڊنگون اڃا گهٽ آهن
}؛ اهي هيٺ ڏنل آهن.
# enroll-still-missing-below هيٺ ڇاپيل فهرست (ڳڻپ اتي هڪ ڀيرو چئي وئي آهي).
enroll-missing-list = گهٽ: { $takes }.
# آخري رڪارڊنگ جي فائل کان پوءِ بچيل --wav فائلون ($refused: ڪيترين رڪارڊنگن جون فائلون رد ٿيون).
enroll-wav-not-needed = { $count ->
    [one] هڪ فائل استعمال نه ٿي: اها
   *[other] { $count } فائلون استعمال نه ٿيون: اهي
} آخري رڪارڊنگ جي فائل کان پوءِ آيون.{ $refused ->
    [0] {""}
    [one] {" "}جنهن رڪارڊنگ جي فائل رد ٿي، اها { $count ->
        [one] هن فائل
       *[other] انهن فائلن
    } مان نه ڀري ويندي؛ اها گهٽ رهندي.
   *[other] {" "}جن رڪارڊنگن جون فائلون رد ٿيون، اهي { $count ->
        [one] هن فائل
       *[other] انهن فائلن
    } مان نه ڀريون وينديون؛ اهي گهٽ رهنديون.
}
# جڏهن هر رڪارڊنگ اڳ ۾ ئي ٿيل هئي تڏهن ڏنل --wav فائلون (پروفائل انهن رڪارڊنگن مان ٺهي ٿو).
enroll-wav-not-needed-recorded = { $count ->
    [one] هڪ فائل جي ضرورت نه هئي
   *[other] { $count } فائلن جي ضرورت نه هئي
}: هر رڪارڊنگ اڳ ۾ ئي ٿيل آهي، تنهنڪري { $count ->
    [one] اها استعمال نه ٿي
   *[other] اهي استعمال نه ٿيون
}.
