## شروعات ۾ ڇاپيل يا هڪ ڀيرو چيل سٽون: محفوظ فائلون، ان پٽ جو خاتمو، ڊوائيسون.
not-a-save = { $path } voice-ono جي محفوظ راند ناهي، تنهنڪري ان کي هٿ نه لاتو ويو. --save-file سان ٻي فائل چونڊيو، يا --save-file ڪڍي ڇڏيو.
save-in-use = { $path } واري محفوظ راند هن وقت ٻئي voice-ono ۾ کليل آهي، تنهنڪري هي ان کي هٿ نه لائيندو. پهرين ٻي راند بند ڪريو، يا --save-file سان ٻي فائل چونڊيو.
damaged-new-game = { $path } واري محفوظ راند خراب آهي ۽ لوڊ نٿي ٿي سگهي؛ اها { $kept } طور رکي وئي آهي. نئين راند شروع ٿي رهي آهي.
damaged-not-moved = { $path } واري محفوظ راند خراب آهي ۽ لوڊ نٿي ٿي سگهي، ۽ ان کي هٽائي نه سگهيو ويو ({ $error })؛ اها جيئن آهي تيئن رهندي ۽ هيءَ راند محفوظ نه ٿيندي.
save-newer = { $path } واري محفوظ راند voice-ono جي نئين ورزن ۾ محفوظ ڪئي وئي هئي. ان کي جاري رکڻ لاءِ voice-ono اپڊيٽ ڪريو، يا --save-file FILE سان ٻي راند شروع ڪريو؛ فائل جيئن آهي تيئن ڇڏي وئي آهي.
# $command: اهو حڪم جيڪو ساڳي محفوظ فائل تي نئين راند شروع ڪري ٿو.
damaged-resume = { $path } واري محفوظ راند خراب آهي ۽ لوڊ نٿي ٿي سگهي. نئين راند شروع ڪرڻ لاءِ هلايو { $command }؛ خراب فائل رکي ويندي.
input-ended-saved = ان پٽ ختم ٿي ويو؛ توهان جي محفوظ راند رکي وئي آهي. جاري رکڻ لاءِ: { $command }
input-ended-game = ان پٽ ختم ٿي ويو؛ راند محفوظ آهي. جاري رکڻ لاءِ: { $command }
input-ended-save-failed = ان پٽ ختم ٿي ويو؛ راند محفوظ نه ٿي سگهي، تنهنڪري { $earlier ->
    [yes] توهان جي محفوظ راند اڃا پوئين جاءِ تي آهي. اتان جاري رکڻ لاءِ: { $command }
   *[no] اها محفوظ ناهي.
}
input-ended-unsaved = ان پٽ ختم ٿي ويو؛ راند محفوظ نه ڪئي وئي (پاڻمرادو محفوظ ڪرڻ بند آهي).
saved-game-options = توهان جي هڪ محفوظ راند آهي: جيڪڏهن ان کي جاري رکندا ته ان جا پنهنجا ضابطا ۽ رانديگر رهندا، ۽ { $options } رڳو تڏهن لاڳو { $count ->
    [one] ٿيندو
   *[other] ٿيندا
} جڏهن توهان نئين راند شروع ڪندا.
save-file-is-folder = { $path } هڪ فولڊر آهي. --save-file کي فائل جو نالو ڏيو، مثال طور { $path }/game.json.
resume-ignores = توهان جي محفوظ راند جيئن هئي تيئن ٻيهر شروع ٿي رهي آهي؛ { $options } رڳو نئين راندين تي لاڳو { $count ->
    [one] ٿيندو
   *[other] ٿيندا
} (نئين راند لاءِ --resume کان سواءِ هلايو).
config-missing = config فائل { $path } موجود ناهي؛ آواز جون ڊفالٽ سيٽنگون استعمال ٿي رهيون آهن (آهستي، زور سان يا مختصر اعلان چوڻ سان اها ٺهي ويندي).
typed-commands = لکيل حڪم استعمال ٿي رهيا آهن.
mic-stopped-reopened = مائيڪروفون بند ٿي ويو. مون ان کي ٻيهر کوليو، تنهنڪري مهرباني ڪري پنهنجو حڪم ٻيهر چئو.
mic-stopped-typed = مائيڪروفون بند ٿي ويو ۽ ٻيهر کلي نه سگهيو، تنهنڪري راند لکيل حڪمن سان جاري آهي. ڇا لکي سگهو ٿا، اهو ڄاڻڻ لاءِ مدد لکو.
device-unused = --device { $device } استعمال نه ٿيو: { $why }.
device-unused-text = حڪم لکيا وڃن ٿا (--input text)
device-unused-wav = حڪم WAV فائلن مان اچن ٿا
device-unused-no-mic = ڪو به مائيڪروفون کلي نه سگهيو
no-microphone = ڪو مائيڪروفون نه مليو، تنهنڪري لکيل حڪم استعمال ٿي رهيا آهن. تفصيل لاءِ هلايو: voice-ono devices
save-damaged = { $path } واري محفوظ راند خراب آهي ۽ لوڊ نٿي ٿي سگهي.
push-to-talk-help = حڪم چوڻ لاءِ Enter دٻايو، آواز جو انتظار ڪريو، پوءِ ڳالهايو.
wav-skipped = { $error } ان کي ڇڏيو پيو وڃي.
demo-you-say = توهان چئو ٿا: { $said }.
no-save-to-resume = ٻيهر شروع ڪرڻ لاءِ ڪا محفوظ راند ناهي؛ نئين شروع ٿي رهي آهي.
interrupted-saved = روڪيو ويو؛ راند محفوظ آهي. جاري رکڻ لاءِ: { $command }
interrupted = روڪيو ويو.
interrupted-save-failed = روڪيو ويو؛ راند محفوظ نه ٿي سگهي، تنهنڪري { $earlier ->
    [yes] توهان جي محفوظ راند اڃا پوئين جاءِ تي آهي. اتان جاري رکڻ لاءِ: { $command }
   *[no] اها محفوظ ناهي.
}
save-lock-partial = { $path } واري محفوظ راند ان جي ڀرسان لاڪ نه ٿي سگهي ({ $lock } ٺهي نه سگهيو)، تنهنڪري ٻئي گهر يا ڪيش فولڊر سان شروع ٿيل voice-ono کي ساڳئي وقت اها کيڏڻ کان روڪي نه سگهبو؛ ان تي هڪ وقت ۾ رڳو هڪ راند کيڏيو.
save-folder-unusable = فولڊر { $folder } ۾ فائل نٿي رکي سگهجي ({ $error })، تنهنڪري راند { $path } تي محفوظ نه ٿي سگهي. --save-file سان ٻيو رستو چونڊيو، يا --no-autosave سان کيڏيو.
log-unwritable = voice-ono.log لکي نه سگهيو، تنهنڪري تفصيل هتي آهي: { $detail }
save-not-locked = { $path } واري محفوظ راند لاڪ نه ٿي سگهي (لاڪ فائل ٺهي نه سگهي)، تنهنڪري ساڳئي وقت اها کيڏيندڙ ٻئي voice-ono کي روڪي نه سگهبو؛ ان تي هڪ وقت ۾ رڳو هڪ راند کيڏيو.
save-file-empty = --save-file کي فائل جو نالو گهرجي، مثال طور --save-file game.json.
resume-not-saved = { $path } واري محفوظ راند محفوظ ڪرڻ کان سواءِ ٻيهر شروع ٿي رهي آهي (--no-autosave): اها جيئن هئي تيئن رهندي.
wav-needs-files = --input wav کي رڪارڊ ٿيل حڪم گهرجن: --wav FILE... شامل ڪريو (هڪ يا وڌيڪ WAV فائلون).
demo-ended-early = ڊيمو راند ختم ٿيڻ کان اڳ ختم ٿي ويو.
bad-hand = { $error }. هٿ ڪاما سان الڳ ڪارڊن جي نالن طور ڏيو، مثال طور --hand 3,7,reverse.
no-microphones = ڪو به مائيڪروفون نه مليو. هڪ لڳايو؛ تيستائين هن سان کيڏيو: voice-ono play --input text
demo-no-synthesiser = ڊيمو لاءِ ڪو آف لائن آواز ٺاهيندڙ نه مليو.
demo-install-synthesiser = هڪ انسٽال ڪريو: sudo apt-get install flite espeak-ng
demo-voice-missing = آواز '{ $voice }' انسٽال ٿيل ناهي.
demo-choose-voice = انهن مان هڪ چونڊيو: { $voices }
no-wav-readable = ڪا به WAV فائل پڙهي نه سگهي.
check-wav-names = فائلن جا نالا جانچيو.
config-unreadable = { $path } پڙهي نه سگهيو ({ $error })؛ آواز جون ڊفالٽ سيٽنگون استعمال ٿي رهيون آهن
# $fields: نظرانداز ٿيل قدرن جا نالا؛ پوءِ اجازت وارا قدر.
config-bad-values = { $path } ۾ غلط { $fields } نظرانداز ڪيا ويا (rate: { $rate_low } کان { $rate_high } لفظ في منٽ؛ volume: { $volume_low } کان { $volume_high }؛ verbosity: full يا short؛ language: { $languages })
config-not-ours = { $path } voice-ono جي config فائل ناهي، تنهنڪري ان کي هٿ نه لاتو ويو
enroll-use-wavs = يا پنهنجا رڪارڊ WAV فائلن طور ٺاهيو ۽ --wav FILE... يا --from-manifest FILE استعمال ڪريو.
too-few-players = راند لاءِ گهٽ ۾ گهٽ 2 رانديگر گهرجن: --bots ۽ --humans استعمال ڪريو
recognize-nothing = (ڪجهه به نه سڃاتو ويو)
recognize-too-quiet = (ڪجهه به نه سڃاتو ويو: رڪارڊنگ تمام هلڪي آهي؛ ان جو سڀ کان وڏو حصو { $level } dBFS آهي ۽ ڳالهه { $least } dBFS کان ٻڌي وڃي ٿي. مائيڪروفون جي ويجهو رڪارڊ ڪريو، يا ان پٽ جو ليول وڌايو.)

# One line of the program on stderr: its name, then $message (a sentence).
program-line = voice-ono: { $message }

## The demo player's synthesiser (voice_ono/demo/synth.py)
synth-failed = { $voice } جملو ڳالهائي نه سگهيو.
synth-no-audio = { $voice } ڪو آواز نه لکيو.
synth-espeak-fix = libespeak-ng1 انسٽال ڪريو، يا ڪو flite آواز استعمال ڪريو.
synth-unknown = { $engine } نالي ڪو سنٿيسائيزر ناهي.
synth-choose = flite، espeak-ng يا pyttsx3 استعمال ڪريو.
synth-missing = { $program } انسٽال ٿيل ناهي.
synth-install = ان کي انسٽال ڪريو: sudo apt-get install { $program }
synth-unreadable = { $voice } اهڙي آواز فائل لکي جيڪا پڙهي نٿي سگهجي.
