## منظرنامي ۽ محفوظ فائلن جون غلطيون: $file "scenario" يا "save" آهي، $field خاني جو JSON رستو،
## $value غلط قدر جيئن فائل ۾ آهي (JSON)، جڏهن $shown yes هجي.
file-field-missing = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} جو خانو '{ $field }' غائب آهي
file-unknown-card = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} جو خانو '{ $field }': اڻڄاتل ڪارڊ { $value }؛ صحيح نالا: { $cards }
file-one-of = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} جو خانو '{ $field }' { $allowed } مان هڪ هجڻ گهرجي{ $shown ->
    [yes] ، نه { $value }
   *[no] {""}
}
file-wrong-type = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} جو خانو '{ $field }' { $types ->
    [integer] پورو انگ
    [boolean] true يا false
    [string] لکت
    [array] فهرست
    [object] JSON آبجيڪٽ
    [null] null
    [integer-null] پورو انگ يا null
    [array-null] فهرست يا null
    [object-null] JSON آبجيڪٽ يا null
    [string-null] لکت يا null
   *[number] انگ
} هجڻ گهرجي{ $shown ->
    [yes] ، نه { $value }
   *[no] {""}
}
file-below-minimum = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} جو خانو '{ $field }' گهٽ ۾ گهٽ { $minimum } هجڻ گهرجي{ $shown ->
    [yes] ، نه { $value }
   *[no] {""}
}
file-field-invalid = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} جو خانو '{ $field }' صحيح ناهي{ $shown ->
    [yes] ، نه { $value }
   *[no] {""}
}
file-not-found = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} نه ملي: { $path }
file-not-regular = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} { $path } عام فائل ناهي (فولڊر، ڊوائيس يا پائپ). JSON فائل ڏيو.
file-not-json = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} { $path } صحيح JSON ناهي
file-not-object = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} { $path } ۾ JSON آبجيڪٽ هجڻ گهرجي
## راند جي رانديگرن يا تاريخ جون غلطيون (file-bad-game ۽ cannot-start جو $error)
game-player-count = { $rules } کي { $low } کان { $high } رانديگر گهرجن، نه { $count }
## رانديگر جو نالو جيڪو ضابطو ٽوڙي ٿو؛ $number رانديگر جو نمبر، 1 پهريون؛ file-bad-name جو $error
name-not-text = رانديگر { $number } جو نالو لکت هجڻ گهرجي
name-empty = رانديگر { $number } جي نالي ۾ گهٽ ۾ گهٽ هڪ اکر يا انگ هجڻ گهرجي
name-not-printable = رانديگر { $number } جي نالي ۾ ڪنٽرول يا اڻڏٺو اکر آهي؛ اکر، انگ، خال ۽ نشان استعمال ڪريو
name-sentence-mark = رانديگر { $number } جي نالي ۾ پورو دم، سوالي نشان، عجب جو نشان، ڪولن يا سيمي ڪولن آهي؛ اکر، انگ، خال، ڊيش ۽ اپاسٽروفي استعمال ڪريو
name-too-long = رانديگر { $number } جو نالو { $most } اکرن کان ڊگهو آهي
name-repeated = رانديگر { $number } جو نالو ٻئي رانديگر جو به آهي؛ نالا الڳ هجڻ گهرجن، وڏن اکرن ۾ به
name-reserved = رانديگر { $number } کي { $name } نٿو سڏي سگهجي: راند توهان کي ائين سڏي ٿي
game-hands-do-not-fit = { $hand_size } ڪارڊن جا { $players } هٿ { $deck_size } ڪارڊن جي ڊيڪ ۾ نٿا سمائجن
game-not-an-action = چال ناهي: '{ $action }'
game-not-an-event = راند جو واقعو ناهي: '{ $event }'
file-bad-game = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
}: { $error }
file-bad-name = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} جو خانو '{ $field }': { $error }. فائل ۾ نالو بدلايو.
file-one-per-player = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} جي خاني '{ $field }' ۾ هر رانديگر لاءِ هڪ شيءِ هجڻ گهرجي ({ $players })
file-total-too-high = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} جو خانو '{ $field }' { $bust_total } کان گهٽ پورو انگ هجڻ گهرجي
file-total-too-low = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} جو خانو '{ $field }' { $rules } ۾ { $min_total } کان گهٽ نٿو ٿي سگهي
file-not-a-seat = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} جو خانو '{ $field }' سيٽ نمبر 0..{ $last } هجڻ گهرجي
file-turn-eliminated = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} جو خانو '{ $field }' خارج ٿيل رانديگر ڏانهن اشارو ڪري ٿو
file-unknown-kind = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} جو خانو '{ $field }': اڻڄاتل قسم '{ $kind }'؛ استعمال ڪريو { $kinds }
file-too-many-copies = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} ۾ ڪارڊ { $card } جون { $count } ڪاپيون آهن، پر ڊيڪ ۾ { $deck } آهن
file-plays-left = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} جو خانو '{ $field }' 1 هجڻ گهرجي، يا جڏهن پلي 2 باقي هجي ته { $most } تائين، نه { $value }
file-no-legal-move = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} جو خانو '{ $field }': { $player } کي کيڏڻو آهي پر ان وٽ ڪو کيڏڻ جهڙو ڪارڊ ناهي
file-too-many-cards = { $file ->
    [save] محفوظ فائل
   *[scenario] منظرنامي فائل
} ۾ { $count } ڪارڊ آهن، پر ڊيڪ ۾ { $deck } آهن
