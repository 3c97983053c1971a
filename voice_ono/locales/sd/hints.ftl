## اشارا ("مون کي ڇا کيڏڻ گهرجي؟") ۽ "بوٽ 1 اهو ڇو کيڏيو؟": سببن جا ڪوڊ.
## reason-hint-*: رانديگر لاءِ، حال؛ reason-why-*: بوٽ جي چال، ماضي؛ reason-why-hidden-*: جڏهن بوٽ جا ڪارڊ
## لڪيل هجن.
## $total: چال کان اڳ ڪل، $after: چال کان پوءِ، $bust: هارائڻ وارو ڪل، $next: ايندڙ رانديگر ("توهان" يا نالو).

reason-hint-draw = ڪارڊ ڪڍڻ توهان جو حق آهي، ۽ جيڪڏهن ايندڙ رانديگر پهرين کيڏيو ته اهو وڃائجي ويندو
reason-why-draw = ڪارڊ ڪڍڻ ان جو حق هو، ۽ نه ته اهو وڃائجي وڃي ها
reason-hint-discard_ono = ONO 99 ڪارڊ ڪڏهن به کيڏي نٿا سگهجن، ۽ هن سان توهان کي چار نوان ڪارڊ ملن ٿا
reason-why-discard_ono = ONO 99 ڪارڊ ڪڏهن به کيڏي نٿا سگهجن، ۽ هن سان ان کي چار نوان ڪارڊ مليا
reason-hint-ono_on_tens = ڪل صفر تي ختم ٿئي ٿو، تنهنڪري ONO 99 ڪارڊ مفت ۾ هلي ٿو
reason-why-ono_on_tens = ڪل صفر تي ختم ٿيو، تنهنڪري ONO 99 ڪارڊ مفت ۾ هليو
reason-hint-dodge = هن سان ٻه ڪارڊ کيڏڻ جو بار { $next } ڏانهن وڃي ٿو، ۽ توهان کي ٻه ڪارڊ نٿا کيڏڻا پون
reason-why-dodge = هن سان ٻه ڪارڊ کيڏڻ جو بار { $next } ڏانهن ويو، ۽ ان کي ٻه ڪارڊ نه کيڏڻا پيا
reason-hint-bring_down = ڪل { $total } آهي ۽ توهان جي ٻين ڪارڊن سان حد ٽپي ويندي
reason-why-bring_down = ڪل { $total } هو ۽ ان جي ٻين ڪارڊن سان حد ٽپي وڃي ها
reason-why-hidden-bring_down = هن ڪل { $total } مان گهٽائي { $after } ڪيو
reason-hint-only_safe = هي توهان جو اڪيلو ڪارڊ آهي جيڪو ڪل { $bust } کان هيٺ رکي ٿو
reason-why-only_safe = هي ان جو اڪيلو ڪارڊ هو جنهن ڪل { $bust } کان هيٺ رکيو
reason-why-hidden-only_safe = هن ڪل { $bust } کان هيٺ رکيو، { $after } تي
reason-hint-safe_pair = هن کان پوءِ توهان وٽ ٻيو محفوظ ڪارڊ بچي ٿو
reason-why-safe_pair = هن کان پوءِ ان وٽ ٻيو محفوظ ڪارڊ بچيو
reason-why-hidden-safe_pair = هي ان جي ٻن ڪارڊن مان پهريون هو ۽ ڪل { $after } تي رکيو
reason-hint-force = هن سان { $next } کي { $total } تي ٻه ڪارڊ کيڏڻا پوندا
reason-why-force = هن سان { $next } کي { $total } تي ٻه ڪارڊ کيڏڻا پيا
reason-hint-set_99 = هي ڪل 99 ڪري ٿو، تنهنڪري { $next } کي اهڙو ڪارڊ گهرجي جيڪو ڪجهه به نه وڌائي
reason-why-set_99 = هن ڪل 99 ڪيو، تنهنڪري { $next } کي اهڙو ڪارڊ گهربو هو جيڪو ڪجهه به نه وڌائي
reason-hint-reverse = هي ڪل { $total } تي رکي ٿو ۽ توهان جا نمبر ڪارڊ بچائي ٿو
reason-why-reverse = هن ڪل { $total } تي رکيو ۽ ان جا نمبر ڪارڊ بچايا
reason-hint-lower = هي ڪل گهٽائي { $after } ڪري ٿو، ۽ توهان جي ٻين ڪارڊن لاءِ جاءِ ڇڏي ٿو
reason-why-lower = هن ڪل گهٽائي { $after } ڪيو، ۽ ان جي ٻين ڪارڊن لاءِ جاءِ ڇڏي
reason-hint-highest = هي توهان جو سڀ کان وڏو محفوظ ڪارڊ آهي، ۽ توهان جا ننڍا ڪارڊ پوءِ لاءِ بچن ٿا
reason-why-highest = هي ان جو سڀ کان وڏو محفوظ ڪارڊ هو، ۽ ان جا ننڍا ڪارڊ پوءِ لاءِ بچيا
reason-why-hidden-highest = هن ڪل { $after } تائين پهچايو، { $bust } کان محفوظ طور هيٺ
reason-hint-number = هي ڪل { $after } تائين پهچائي ٿو، { $bust } کان محفوظ طور هيٺ
reason-why-number = هن ڪل { $after } تائين پهچايو، { $bust } کان محفوظ طور هيٺ

why-easy-bot = هي آسان بوٽ آهي ۽ ڪو به محفوظ ڪارڊ بنا سوچي کيڏي ٿو

# "3 کيڏو: هي ..." / "بوٽ 1 3 کيڏيو: هي ..."
hint = { $move }: { $reason }.
why = { $mover } { $move }: { $reason }.

# $card: چال ۾ ڪارڊ جيئن چيو وڃي ٿو (move-card)
move-play = { $tense ->
    [past] { $card } کيڏيو
   *[imperative] { $card } کيڏو
 }
move-draw = { $tense ->
    [past] پنهنجو ڪارڊ ڪڍيو
   *[imperative] پنهنجو ڪارڊ ڪڍو
 }
move-discard = { $tense ->
    [past] چار ONO 99 ڪارڊ رد ڪيا
   *[imperative] پنهنجا چار ONO 99 ڪارڊ رد ڪريو
 }
move-card = { $card ->
    [number] { $name }
    [two] نمبر { $name }
    [minus10] { $name }
    [ono99] { $name } ڪارڊ
    [ninety_nine] { $name } ڪارڊ
   *[other] { $name } ڪارڊ
 }
