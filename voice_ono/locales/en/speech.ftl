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
model-download-again-fix = Delete it and download again.
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
