## Saioaren esaldiak: hasiera, galderak (galdera bakoitza, aukerak esanez berriro galdetua, aukera
## segurua eta ezezko argia), laguntza, txandakako jokoan lekua uztea, aholkuak eta "zergatik" (voice_ono.narration.questions
## eta voice_ono.session).
welcome = Ongi etorri voice-ono jokora. Zer esan dezakezun entzuteko, esan edozein unetan: laguntza.
help-any-time = Zer esan dezakezun entzuteko, esan edozein unetan: laguntza.
saved-game-ask = Ongi etorri voice-ono jokora. Gordetako joko bat duzu. Hari jarraitzeko, esan: bai. Joko berri bat hasteko, esan: ez.
# $empty: "yes" gordetako jokoak jokaldirik ez duenean (ez da gordetzen: ez dago ezer galtzeko)
saved-game-again = Erantzun, mesedez: bai edo ez. Bai: gordetako jokoarekin jarraitzen duzu. Ez: joko berri bat hasten duzu{ $empty ->
    [yes] . Gordetako jokoak ez du jokaldirik oraindik, beraz ez da gordeko.
   *[no] , eta gordetako jokoa fitxategi batean geratzen da.
 }
saved-game-safe = Ez dut bai edo ez entzun, beraz gordetako jokoarekin jarraituko dut.
new-game-ask = Hasi { $summary }? Joko hau amaitu egingo da. Esan: bai edo ez.
new-game-again = Erantzun, mesedez: bai edo ez. Bai: { $summary } hasten da, eta joko hau fitxategi batean gordetzen da. Ez: joko honekin jarraitzen da.
new-game-ask-unsaved = Hasi { $summary }? Joko hau amaitu egingo da, eta ez da gordeko, gordetze automatikoa itzalita dagoelako. Esan: bai edo ez.
new-game-again-empty = Erantzun, mesedez: bai edo ez. Bai: { $summary } hasten da; joko honek ez du jokaldirik oraindik. Ez: joko honekin jarraitzen da.
new-game-again-unsaved = Erantzun, mesedez: bai edo ez. Bai: { $summary } hasten da, eta joko hau galdu egiten da, gordetze automatikoa itzalita dagoelako. Ez: joko honekin jarraitzen da.
new-game-safe = Ados, joko honek jarraitzen du.
new-game-no = Ados, joko honek jarraitzen du.
quit-ask = Jokotik irten? Jokoa gorde egingo da. Esan: bai edo ez.
quit-again = Erantzun, mesedez: bai edo ez. Bai: irten egiten da, eta jokoa gordetzen da. Ez: jokatzen jarraitzen da.
quit-ask-unsaved = Jokotik irten? Jokoa ez da gordeko. Esan: bai edo ez.
quit-again-unsaved = Erantzun, mesedez: bai edo ez. Bai: irten egiten da, eta jokoa ez da gordetzen. Ez: jokatzen jarraitzen da.
say-again = Barkatu, errepikatuko duzu?
not-caught = Barkatu, ez dut ulertu. Esan berriro, mesedez, edo esan: laguntza.
## $earlier: "yes" gordetako joko bat diskoan dagoenean (lehengo posizioan geratzen da), "no" ez dagoenean.
## $cause: "full" (diskoan ez dago lekurik), "denied" (voice-ono-k ezin du han idatzi) edo "other".
save-failed = Ezin izan dut jokoa gorde{ $cause ->
    [full] : diskoa beteta dago.
    [denied] : ezin dut bere karpetan idatzi.
   *[other] .
} { $earlier ->
    [yes] Gordetako jokoa lehengo posizioan dago oraindik.
   *[no] Oraindik ez dago ezer gordeta.
} Jokoak jarraitzen du, eta jokaldi bakoitzaren ondoren berriro saiatuko naiz gordetzen.
save-works-again = Jokoa berriro gorde da.
save-failed-goodbye = Ezin izan dut jokoa gorde, beraz { $earlier ->
    [yes] gordetako jokoa lehengo posizioan dago oraindik. Hortik jarraitzeko, exekutatu { $command }.
   *[no] joko hau ez da gorde.
} Agur.
quit-safe = Ados, jokatzen jarraituko dugu.
quit-no = Ados, jokatzen jarraituko dugu.
play-ask = { $what } jokatu? Esan: bai edo ez.
play-again-ask = Erantzun, mesedez: bai edo ez. Bai: { $what } jokatzen da. Ez: ez da ezer jokatzen.
action-ask = { $what }? Esan: bai edo ez.
action-again-ask = Erantzun, mesedez: bai edo ez. Bai: { $what }. Ez: ez da ezer egiten.
play-safe = Ez dut bai edo ez entzun, beraz ez da ezer jokatu. Zure txanda da oraindik.
play-no = Ados, ez da jokatu. Zure txanda da oraindik.
still-not-understood = Oraindik ez dut ulertu. Zer esan dezakezun entzuteko, esan: laguntza.
choose-again = Esan, mesedez: { $says }. Edo, orain ezer ez jokatzeko, esan: ez.
choose-safe = Ez da ezer jokatu. Zure txanda da oraindik.
choose-no = Ados, ez da ezer jokatu. Zure txanda da oraindik.
old-game-not-kept = Zure joko zaharrak ez zuen jokaldirik, beraz ez da gorde.
saved-game-help = Gordetako joko bat duzu. { saved-game-again } Irteteko, esan: irten. Gordetako jokoa ez da galduko.
# Galdera bat ("zenbat da guztira") hasierako galderak itxaroten duen bitartean: oraindik ez da jokorik aukeratu.
saved-game-query = Lehenik aukeratu jokoa, eta gero galdetu berriro. { saved-game-again }
saved-game-quit = Gordetako jokoa ez da galduko. Hari jarraitzeko, exekutatu { $command }. Agur.
kept-old-game = Zure joko zaharra gorde da. Geroago jarraitzeko, exekutatu voice-ono play --resume --save-file { $path }.
could-not-keep = Ezin izan dut zure joko zaharraren kopiarik egin ({ $error }). Beraz, dagoen lekuan geratzen da, eta joko berri hau ez da gordeko.
humans-out-solo = Jokotik kanpo zaude. Robotek amaituko dute jokoa, jokaldi guztiak irakurri gabe. Nork irabazten duen entzungo duzu.
humans-out = Giza jokalari guztiak jokotik kanpo daude. Robotek amaituko dute jokoa, jokaldi guztiak irakurri gabe. Nork irabazten duen entzungo duzue.
play-again = Berriro jokatzeko, esan: joko berria. Bestela, esan: irten.
help-short-text = Hau esan dezakezu: { $commands }. Gainerakoa entzuteko, esan: laguntza gehiago. Kartei buruz, esan: kartei buruzko laguntza. Galderei buruz, esan: galderei buruzko laguntza.
help-more-tail = Jokoari buruzko galderetarako, esan: galderei buruzko laguntza. Kartetarako, esan: kartei buruzko laguntza.
hand-over = { $name }, zure txanda. Zu bakarrik entzuten ari zarenean, esan: prest.
say-ready = { $name }, lehenik esan: prest. Zu bakarrik entzuten ari zarenean.
say-draw = Zure karta hartzeko, esan: hartu karta.
say-draw-named = { $name }, zure karta hartzeko, esan: hartu karta.
drew-card = { $name }: karta bat hartu du.
not-waiting-ready = Orain ez du inork prest esan behar.
no-such-player = Ez dago { $who } izeneko jokalaririk. Jokalariak: { $players }.
hints-off = Aholkuak itzalita daude joko honetan.
hint-game-over = Jokoa amaitu da. Berriro jokatzeko, esan: joko berria.
hint-not-your-turn = Txanda: { $player }. Eskatu aholkua zure txandan.
why-no-bot-yet = Robot batek ere ez du jokatu oraindik.
why-no-bot-since-resume = Jarraitu duzunetik, robot batek ere ez du jokatu.
why-not-played = { $player }: oraindik ez du jokatu.
## $count: jokoak zenbat robot dituen; $bots: haien izenak, elkartuta.
why-no-such-player = Ez dago { $player } izeneko jokalaririk joko honetan. { $count ->
    [0] Ez dago robotik.
    [one] Robot bakarra dago: { $bots }.
   *[other] Robotak: { $bots }.
}
# "Bai: 3 jokatzen da": zenbaki-karta bat bere izenaz; beste karta bat "Jokatu 2 karta" da jada.
card-in-answer = { $card ->
        [number] { $name }
       *[other] { $name }
    }
# $difficulty: easy, medium edo hard.
new-game-summary = joko berri bat, { $bots ->
        [one] robot batekin
       *[other] { $bots } robotekin
    }, { $difficulty ->
        [easy] maila erraza
        [medium] maila ertaina
        [hard] maila zaila
       *[other] maila: { $difficulty }
    }
new-game-summary-rules = , arauak: { $rules }
# "puntuekin" / "fitxekin", eskatu bezala.
new-game-summary-scoring = { $scoring ->
        [points] puntuekin
       *[tokens] fitxekin
    }
starting = Hasten da { $summary }.
no-question = Ez dago erantzuteko galderarik. Zer esan dezakezun entzuteko, esan: laguntza.
bots-range = Arauak: { $rules }. Aurkari gisa { $low } eta { $high } robot artean izan ditzakezu. Adibidez, esan: joko berria hiru robotekin.
cannot-start = Ezin da joko hori hasi: { $error }.
not-a-bot = { $person ->
        [you] Zu ez zara robota.
       *[other] { $who } ez da robota.
    }
speech-refused = Ahots motorrak ez du onartu: { $error }.
setting-not-saved = Ezin izan da hurrengo aldirako gorde ({ $error }).
setting-not-stored-not-a-file = It holds for this game only and was not stored: { $path } is not a regular file. Give --config a regular file to keep it.
you-can-say = Hau esan dezakezu: { $commands }.
# Karta bat nola jokatu (laguntza); gero sortako karta bereziak, gramatikak esaten dituen bezala.
help-play = jokatu zazpi, edo zazpi bakarrik
help-play-ono = jokatu ono, guztirakoa zeroz amaitzen denean
resuming = Gordetako jokoarekin jarraitzen dugu. Arauak: { $rules }. Jokalariak: { $players }.
no-player-to-act = Ez dago jokatu behar duen jokalaririk.
saved-goodbye = Jokoa gorde da. Geroago jarraitzeko, exekutatu { $command }. Agur.
goodbye = Agur.
# Ahotsaren ezarpenak ahoz aldatuta; $what: slower, faster, louder edo quieter.
speech-at-limit = Hau da jada { $what ->
        [slower] abiadura motelena
        [faster] abiadura azkarrena
        [louder] bolumen ozenena
       *[quieter] bolumen isilena
    }.
speech-rate = Orain { $what ->
        [slower] motelago
       *[faster] azkarrago
    } hitz egiten dut: { $rate } hitz minutuko.
speech-volume = Orain { $what ->
        [louder] ozenago
       *[quieter] isilago
    } hitz egiten dut: bolumena ehuneko { $percent }.
verbosity-short = Orain iragarpen laburrak. Zure kartak entzuteko, esan: nire kartak.
verbosity-full = Orain iragarpen osoak.
# $heard: idatzi edo entzundakoa, gehienez 40 karaktere.
not-understood = Barkatu, ez dut ulertu: "{ $heard }". Esan karta bat, adibidez: jokatu zazpi. Edo, zer esan dezakezun entzuteko, esan: laguntza.
nothing-heard = (ezer ez)

## Ziur ez dagoen ahots-ezarpen bati buruz lehenik galdetzen da (konfigurazio-fitxategian gordetzen da).
setting-ask = { $setting ->
    [slower] Motelago hitz egin?
    [faster] Azkarrago hitz egin?
    [louder] Ozenago hitz egin?
    [quieter] Isilago hitz egin?
    [short] Iragarpen laburrak erabili?
   *[full] Iragarpen osoak erabili?
} Esan: bai edo ez.
setting-again = Erantzun, mesedez: bai edo ez. Bai: hitz egiteko modua aldatzen dut. Ez: dagoen bezala uzten dut.
setting-safe = Ez dut bai edo ez entzun, beraz dagoen bezala hitz egiten jarraituko dut.
setting-no = Ados, dagoen bezala hitz egiten jarraituko dut.
