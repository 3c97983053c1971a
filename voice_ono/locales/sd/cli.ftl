## ڪمانڊ لائن: دليلن جون غلطيون ۽ `voice-ono models`.
cli-error = { $prog }: { $error }. ڏسو { $prog } --help.
cli-unrecognized = اڻسڃاتل دليل: { $args }
cli-not-a-number = '{ $value }' { $whole ->
    [yes] پورو انگ
   *[no] انگ
} ناهي؛ { $low } کان { $high }{ $unit } ڏيو
cli-out-of-range = { $value } حد کان ٻاهر آهي؛ { $low } کان { $high }{ $unit } ڏيو
cli-unit-wpm = {" "}لفظ في منٽ
cli-name-too-long = { $what ->
    [name] a file or folder name in '{ $path }' is { $length } bytes long, but this file system allows at most { $most }
   *[path] '{ $path }' is { $length } bytes long, but this file system allows at most { $most }
}; give a shorter path
models-none = ڪو vosk ماڊل انسٽال ٿيل ناهي. هڪ حاصل ڪرڻ لاءِ `voice-ono models download` هلايو (voice-ono کي ڪنهن جي ضرورت ناهي: اهو پنهنجي اندروني Whisper tiny.en سان ٻڌي ٿو، يا متبادل طور pocketsphinx سان).
models-searched = ڳوليل: { $folders }
model-installed = { $name } انسٽال ٿيو، هتي: { $path }
model-not-verified = { $archive } جو SHA-256 { $digest } آهي: تصديق ٿيل ناهي (ڪو چيڪسم معلوم ناهي). تصديق لاءِ --sha256 ڏيو.
size = { $size } { $unit }
file-error = { $path }: غلطي: { $error }
option-needs-key-value = --option کي KEY=VALUE گهرجي، نه '{ $pair }'
## ضابطن جا سيٽ ۽ اختيار
rules-unknown = اڻڄاتل ضابطا '{ $name }'؛ انهن مان هڪ چونڊيو: { $presets }
rules-unknown-option = اڻڄاتل ضابطي جو اختيار '{ $key }'؛ اختيار: { $options }
rules-option-choice = { $key } کي { $choices } مان هڪ هجڻ گهرجي، نه '{ $value }'
rules-option-bool = اختيار { $key } کي true يا false گهرجي، نه '{ $value }'
rules-option-int = اختيار { $key } کي پورو انگ گهرجي، نه '{ $value }'
rules-bad-bust-total = bust_total کي 99 يا 100 هجڻ گهرجي، نه { $value }
rules-not-positive = hand_size، tokens ۽ target مثبت هجڻ گهرجن
rules-bad-modes = scoring ۽ points_mode کي ScoringMode ۽ PointsMode هجڻ گهرجي
report-out-is-a-file = { $path } فائل آهي، فولڊر ناهي؛ رپورٽ لاءِ فولڊر ڏيو
report-not-written = رپورٽ { $path } ۾ لکي نه سگهي ({ $reason }). --out کي اهڙو فولڊر ڏيو جنهن ۾ توهان لکي سگهو.
# The terminal's encoding cannot write the language's script: said in English when the language's own letters cannot be shown.
cli-not-utf8 = هي ٽرمينل { $language } جا اکر نٿو ڏيکاري سگهي (ان جي انڪوڊنگ { $encoding } آهي). UTF-8 لوڪيل چونڊيو، جيئن LANG=C.UTF-8، يا PYTHONIOENCODING=utf-8.
cli-bench-not-installed = بينچ مارڪ ترقيءَ جو اوزار آهن، راند جو حصو نه. voice-ono جي هڪ ڪاپيءَ مان انهن کي هيئن انسٽال ڪريو: pip install -e ./dev
