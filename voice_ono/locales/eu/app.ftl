## Abiatzean behin inprimatzen edo esaten diren lerroak: gordetako jokoak, sarreraren amaiera, gailuak.
not-a-save = { $path } ez da voice-ono-ren gordetako joko bat, beraz ez da ukitzen. Aukeratu beste fitxategi bat --save-file aukerarekin, edo utzi --save-file kanpoan.
save-in-use = { $path } gordetako jokoa beste voice-ono batean irekita dago orain, beraz honek ez du ukituko. Itxi beste jokoa lehenago, edo aukeratu beste fitxategi bat --save-file aukerarekin.
damaged-new-game = { $path } gordetako jokoa hondatuta dago eta ezin da kargatu; { $kept } gisa gordetzen da. Joko berria hasten da.
damaged-not-moved = { $path } gordetako jokoa hondatuta dago eta ezin da kargatu, eta ezin izan da alde batera eraman ({ $error }); ukitu gabe geratzen da eta joko hau ez da gordeko.
save-newer = { $path } gordetako jokoa voice-ono-ren bertsio berriago batek gorde zuen. Eguneratu voice-ono jarraitzeko, edo hasi beste joko bat --save-file FILE aukerarekin; fitxategia dagoen bezala geratzen da.
# $command: fitxategi berean joko berria hasten duen agindua.
damaged-resume = { $path } gordetako jokoa hondatuta dago eta ezin da kargatu. Joko berria hasteko, exekutatu { $command }; fitxategi hondatua gordeko da.
input-ended-saved = sarrera amaitu da; zure gordetako jokoa gordeta dago. Jarraitu honela: { $command }
input-ended-game = sarrera amaitu da; jokoa gorde da. Jarraitu honela: { $command }
input-ended-save-failed = sarrera amaitu da; jokoa ezin izan da gorde, beraz { $earlier ->
    [yes] zure gordetako jokoa lehengo egoeran dago oraindik. Jarraitu hortik honela: { $command }
   *[no] ez dago gordeta.
}
input-ended-unsaved = sarrera amaitu da; jokoa ez da gorde (gordetze automatikoa itzalita dago).
saved-game-options = Gordetako joko bat duzu: jarraitzen baduzu, bere arauak eta jokalariak gordetzen ditu, eta { $options } joko berri bat hasten baduzu bakarrik { $count ->
    [one] aplikatzen da
   *[other] aplikatzen dira
}.
save-file-is-folder = { $path } karpeta bat da. Eman fitxategi izen bat --save-file aukerari, adibidez { $path }/game.json.
resume-ignores = zure gordetako jokoarekin jarraitzen da zegoen bezala; { $options } joko berrietan bakarrik { $count ->
    [one] aplikatzen da
   *[other] aplikatzen dira
} (exekutatu --resume gabe joko berri baterako).
config-missing = { $path } konfigurazio fitxategia ez dago; hizketaren ezarpen lehenetsiak erabiltzen dira (motelago, ozenago edo iragarpen laburrak esateak sortuko du).
typed-commands = Idatzitako aginduak erabiltzen dira.
mic-stopped-reopened = Mikrofonoa gelditu da. Berriro ireki dut, beraz esan zure agindua berriro, mesedez.
mic-stopped-typed = Mikrofonoa gelditu da eta ezin izan da berriro ireki, beraz jokoak idatzitako aginduekin jarraitzen du. Idatzi laguntza zer idatz dezakezun entzuteko.
device-unused = --device { $device } ez da erabiltzen: { $why }.
device-unused-text = aginduak idatzi egiten dira (--input text)
device-unused-wav = aginduak WAV fitxategietatik datoz
device-unused-no-mic = ezin izan da mikrofonorik ireki
no-microphone = Ez da mikrofonorik aurkitu, beraz idatzitako aginduak erabiltzen dira. Xehetasunetarako exekutatu: voice-ono devices
save-damaged = { $path } gordetako jokoa hondatuta dago eta ezin da kargatu.
push-to-talk-help = Agindu bat esateko, sakatu Enter, itxaron tonuari, eta hitz egin.
wav-skipped = { $error } Saltatu egiten da.
demo-you-say = Zuk diozu: { $said }.
no-save-to-resume = ez dago jarraitzeko gordetako jokorik; berri bat hasten da.
interrupted-saved = etenda; jokoa gorde da. Jarraitu honela: { $command }
interrupted = etenda.
interrupted-save-failed = etenda; jokoa ezin izan da gorde, beraz { $earlier ->
    [yes] zure gordetako jokoa lehengo egoeran dago oraindik. Jarraitu hortik honela: { $command }
   *[no] ez dago gordeta.
}
save-lock-partial = { $path } gordetako jokoa ezin izan da blokeatu bere ondoan ({ $lock } ezin da sortu), beraz beste etxe edo cache karpeta batekin hasitako voice-ono bat ez litzateke geldituko aldi berean jokatzen; jokatu joko bakarra aldi berean.
save-folder-unusable = { $folder } karpetak ezin du fitxategirik eduki ({ $error }), beraz jokoa ezin izan da { $path } helbidean gorde. Aukeratu beste bide bat --save-file aukerarekin, edo jokatu --no-autosave aukerarekin.
log-unwritable = voice-ono.log ezin izan da idatzi, beraz xehetasuna hemen dago: { $detail }
save-not-locked = { $path } gordetako jokoa ezin izan da blokeatu (ezin izan da blokeo fitxategirik sortu), beraz aldi berean jokatzen duen beste voice-ono bat ez litzateke geldituko; jokatu joko bakarra aldi berean.
save-file-empty = --save-file aukerak fitxategi izen bat behar du, adibidez --save-file game.json.
resume-not-saved = { $path } gordetako jokoarekin jarraitzen da gorde gabe (--no-autosave): dagoen bezala geratzen da.
wav-needs-files = --input wav aukerak grabatutako aginduak behar ditu: gehitu --wav FILE... (WAV fitxategi bat edo gehiago).
demo-ended-early = erakustaldia jokoa amaitu aurretik amaitu da.
bad-hand = { $error }. Eman eskua karten izenekin komaz bereizita, adibidez --hand 3,7,reverse.
no-microphones = Ez da mikrofonorik aurkitu. Konektatu bat; bitartean jokatu honela: voice-ono play --input text
demo-no-synthesiser = Ez da erakustaldirako sintetizadorerik aurkitu.
demo-install-synthesiser = Instalatu bat: sudo apt-get install flite espeak-ng
demo-voice-missing = '{ $voice }' ahotsa ez dago instalatuta.
demo-choose-voice = Aukeratu hauetako bat: { $voices }
no-wav-readable = WAV fitxategietako bat ere ezin izan da irakurri.
check-wav-names = Egiaztatu fitxategien izenak.
config-unreadable = ezin izan da { $path } irakurri ({ $error }); hizketaren ezarpen lehenetsiak erabiltzen dira
# $fields: alde batera utzitako balioen izenak; ondoren onartutako balioak.
config-bad-values = { $fields } balio okerrak alde batera utzi dira { $path } fitxategian (rate: { $rate_low } eta { $rate_high } hitz minutuko artean; volume: { $volume_low } eta { $volume_high } artean; verbosity: full edo short; language: { $languages })
config-not-ours = { $path } ez da voice-ono-ren konfigurazio fitxategi bat, beraz ez da ukitu
enroll-use-wavs = Edo grabatu zure saiakerak WAV fitxategi gisa eta erabili --wav FILE... edo --from-manifest FILE.
too-few-players = joko batek gutxienez 2 jokalari behar ditu: erabili --bots eta --humans
recognize-nothing = (ez da ezer ezagutu)
recognize-too-quiet = (ez da ezer ezagutu: grabazioa isilegia da; bere zatirik ozenena { $level } dBFS da eta hizketa { $least } dBFS-tik entzuten da. Grabatu mikrofonotik hurbilago, edo igo sarrera maila.)

# One line of the program on stderr: its name, then $message (a sentence).
program-line = voice-ono: { $message }

## The demo player's synthesiser (voice_ono/demo/synth.py)
synth-failed = { $voice } ahotsak ezin izan du esaldia esan.
synth-no-audio = { $voice } ahotsak ez du soinurik idatzi.
synth-espeak-fix = Instalatu libespeak-ng1, edo erabili flite ahots bat.
synth-unknown = Ez dago { $engine } izeneko sintetizadorerik.
synth-choose = Erabili flite, espeak-ng edo pyttsx3.
synth-missing = { $program } ez dago instalatuta.
synth-install = Instalatu: sudo apt-get install { $program }
synth-unreadable = { $voice } ahotsak irakur ezin den soinu-fitxategi bat idatzi du.
