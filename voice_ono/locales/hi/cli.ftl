## कमांड लाइन: आर्ग्युमेंट की गलतियाँ और `voice-ono models`।
cli-error = { $prog }: { $error }। देखें { $prog } --help।
cli-unrecognized = अनजान आर्ग्युमेंट: { $args }
cli-not-a-number = '{ $value }' { $whole ->
    [yes] पूर्ण संख्या
   *[no] संख्या
} नहीं है; { $low } से { $high }{ $unit } तक दें
cli-out-of-range = { $value } सीमा से बाहर है; { $low } से { $high }{ $unit } तक दें
cli-unit-wpm = {" "}शब्द प्रति मिनट
cli-name-too-long = { $what ->
    [name] a file or folder name in '{ $path }' is { $length } bytes long, but this file system allows at most { $most }
   *[path] '{ $path }' is { $length } bytes long, but this file system allows at most { $most }
}; give a shorter path
models-none = कोई vosk मॉडल इंस्टॉल नहीं है। एक पाने के लिए `voice-ono models download` चलाएँ (voice-ono को किसी की ज़रूरत नहीं: वह अपने अंदर के Whisper tiny.en से, या बैकअप के रूप में pocketsphinx से, आपको सुनता है)।
models-searched = यहाँ खोजा गया: { $folders }
model-installed = { $name } को { $path } पर इंस्टॉल किया गया
model-not-verified = { $archive } का SHA-256 { $digest } है: जाँचा नहीं गया (कोई चेकसम पता नहीं)। जाँचने के लिए --sha256 दें।
size = { $size } { $unit }
file-error = { $path }: गलती: { $error }
option-needs-key-value = --option को KEY=VALUE चाहिए, '{ $pair }' नहीं
## नियमों के प्रीसेट और विकल्प
rules-unknown = अनजान नियम '{ $name }'; इनमें से चुनें: { $presets }
rules-unknown-option = अनजान नियम विकल्प '{ $key }'; विकल्प: { $options }
rules-option-choice = { $key } इनमें से एक होना चाहिए: { $choices }, '{ $value }' नहीं
rules-option-bool = विकल्प { $key } को true या false चाहिए, '{ $value }' नहीं
rules-option-int = विकल्प { $key } को पूर्ण संख्या चाहिए, '{ $value }' नहीं
rules-bad-bust-total = bust_total 99 या 100 होना चाहिए, { $value } नहीं
rules-not-positive = hand_size, tokens और target धनात्मक होने चाहिए
rules-bad-modes = scoring और points_mode एक ScoringMode और एक PointsMode होने चाहिए
report-out-is-a-file = { $path } एक फ़ाइल है, फ़ोल्डर नहीं; रिपोर्ट के लिए एक फ़ोल्डर दें
report-not-written = रिपोर्ट { $path } में नहीं लिखी जा सकी ({ $reason })। --out को ऐसा फ़ोल्डर दें जिसमें आप लिख सकें।
# The terminal's encoding cannot write the language's script: said in English when the language's own letters cannot be shown.
cli-not-utf8 = यह टर्मिनल { $language } के अक्षर नहीं दिखा सकता (इसकी एन्कोडिंग { $encoding } है)। UTF-8 लोकेल चुनें, जैसे LANG=C.UTF-8, या PYTHONIOENCODING=utf-8।
cli-bench-not-installed = बेंचमार्क विकास का औज़ार हैं, खेल का हिस्सा नहीं। voice-ono की एक प्रति से इन्हें ऐसे इंस्टॉल करें: pip install -e ./dev
