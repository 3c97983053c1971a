## Ahots-erregistroa eta ahots-profilak (11. gaia): voice_ono.enroll moduluak esan eta idazten ditu; voice_ono.app moduluaren lerro bateko oharrak (enroll_cmd, profiles_cmd).
enroll-intro = Ahots-erregistroa, { $name } profilerako. { $phrases } esaldi esateko eskatuko dizut, { $takes ->
    [one] bakoitza behin
   *[other] bakoitza { $takes } aldiz
}, guztira { $total } grabazio. Esan esaldi bakoitza nik eskatu ondoren, zure ohiko ahotsarekin. Gelditzeko, esan "irten", edo sakatu Kontrol C; zure grabazioak gordeta geratzen dira, eta geroago jarraitu dezakezu.
enroll-resume = Ongi etorri berriro. { $total } grabaziotatik { $done } grabatuta daude jada; hortik jarraituko dugu.
enroll-prompt = { $n }. grabazioa, { $total } guztira. Esan: { $phrase }.
enroll-too-quiet = Ahulegia izan da. Hurbildu mikrofonora, edo hitz egin ozenago, eta esan berriro { $phrase }.
enroll-clipped = Ozenegia eta distortsionatua izan da. Urrundu pixka bat, eta esan berriro { $phrase }.
enroll-nothing = Ez dut ezer entzun. Esan { $phrase }, mesedez.
enroll-skipped = Utz dezagun oraingoz { $n }. grabazioa, { $phrase }, eta jarrai dezagun; berriro eskatuko dizut erregistro honekin jarraitzen duzunean.
enroll-paused = Erregistroa pausatuta. { $total } grabaziotatik { $done } gordeta daude. Jarraitzeko, exekutatu: { $command }
enroll-building = Eskerrik asko. { $total } grabazio guztiak grabatuta daude. Zure ahots-profila sortzen ari naiz; pixka bat beharko du.
enroll-done = Zure { $name } ahots-profila prest dago. Erabili honela: voice-ono play --profile { $name }
enroll-not-adapted = Oharra: { $why }
enroll-incomplete = { $missing ->
    [one] Grabazio bat falta da oraindik
   *[other] { $missing } grabazio falta dira oraindik
}; beraz, profila ez da sortu oraindik. { $missing ->
    [one] Hura grabatzeko
   *[other] Horiek grabatzeko
}, exekutatu: { $command }
profile-in-use = { $name } ahots-profila erabiltzen da.
profile-not-used = { $problem } Ahots-profilik gabe jarraituko da.
profiles-none = Ez dago ahots-profilik oraindik. Sortu bat honela: voice-ono enroll --profile NAME
profile-deleted = { $name } ahots-profila ezabatu da.
enroll-profile-exists = Badago { $name } izeneko ahots-profil bat. Berriro erregistratzeko, ezabatu lehenik voice-ono profiles delete { $name } aginduarekin, edo aukeratu beste izen bat --profile aukerarekin.
profile-missing = Ez dago { $name } izeneko ahots-profilik. Ikusi voice-ono profiles list, edo sortu bat voice-ono enroll --profile { $name } aginduarekin.
profile-damaged = { $name } ahots-profila hondatuta dago, eta ezin da irakurri. Ezabatu voice-ono profiles delete { $name } aginduarekin, eta erregistratu berriro.
profile-not-loaded = Ezagutzaileak ezin izan du { $name } ahots-profila kargatu.
profile-enroll-in-use = { $name } ahots-profila beste erregistro batek erabiltzen du orain. Itxaron amaitu arte, edo aukeratu beste izen bat --profile aukerarekin.
enroll-same-take = Aurreko grabazio baten berdin-berdina zirudien. Esan berriro { $phrase }, mesedez, grabazio berri batean.
enroll-duplicate-takes = { $count ->
    [one] Grabazio bat beste grabazio baten kopia da
   *[other] { $count } grabazio beste grabazio batzuen kopiak dira
}: { $files }. Profil batek bereiz grabatutako grabazioak behar ditu; grabatu berriro.
manifest-skipped = { $file } saltatu da: { $why }.
manifest-why-nothing = ez da ezer entzun
manifest-why-quiet = ahulegia
manifest-why-clipped = ozenegia eta distortsionatua (moztua)
manifest-why-phrase = { $said } ez da erregistroko esaldi bat
manifest-why-copy = { $other } fitxategiaren kopia bat
manifest-why-mislabelled = { $heard } dirudi, ez { $said }
manifest-too-few = { $manifest } fitxategiko { $listed } grabaziotatik { $usable } bakarrik dira erabilgarriak; profil batek esaldi baten bi grabazio bereizi behar ditu gutxienez. Zuzendu goian zerrendatutako grabazioak, eta saiatu berriro.
demo-profile-ignored = Demoaren ahots sintetikoa ez da zure ahotsa; beraz, { $name } ahots-profila ez da demoan erabiltzen.
enroll-noise = Zarata bakarrik entzun dut, ez hitzik. Esan { $phrase }, mesedez.
manifest-why-noise = zarata bakarrik, ez hitzik
manifest-why-unreadable = fitxategia ezin da grabazio gisa irakurri
profile-not-saved = ezin izan da profila gorde: { $error }
profile-built = { $name } ahots-profila: { $takes } grabazio, { $seconds } segundotan sortua, { $kib } KiB, { $adapted ->
    [yes] egokitua
   *[no] egokitu gabea
}.
profile-delete-which = esan zein profil ezabatu: voice-ono profiles delete NAME (ikusi: voice-ono profiles list).
# Ahots-profilen erroreak (voice_ono.speech.asr.profile.ProfileError: mezu-id bat, konponbide-id bat eta balioak)
profile-bad-name = '{ $name }' ez da profil-izen erabilgarri bat.
profile-name-fix = Erabili 1 eta 40 karaktere artean: a-tik z-ra edo A-tik Z-ra arteko letrak, zenbakiak, puntuak, marratxoak edo azpimarrak, letra edo zenbaki batekin hasita; adibidez, --profile anna.
profile-other-engine = '{ $name }' profila { $made_model } ({ $made_engine }) ereduarentzat egin zen, ez { $model } ({ $engine }) ereduarentzat.
profile-engine-fix = Erabili --engine { $made_engine }, edo erregistratu berriro motor honekin.
profile-no-takes = Ez dago audiodun grabaziorik profil bat sortzeko.
profile-record-again-fix = Grabatu berriro grabazioak voice-ono enroll aginduarekin.
profile-manifest-unreadable = Ezin da { $manifest } manifestua irakurri.
profile-manifest-fix = Eman manifest.jsonl fitxategi bat, ../shared/corpus/manifest.jsonl fitxategiaren formatuan.
profile-take-unreadable = Ezin da irakurri { $manifest } fitxategian zerrendatutako { $file } grabazioa.
profile-manifest-line-fix = Zuzendu edo kendu haren lerroa { $manifest } fitxategian.
profile-manifest-empty = { $manifest } manifestuak ez du esandako hitza duen grabaziorik.
profile-manifest-said-fix = Lerro bakoitzak "file" eta "said" behar ditu.
profile-old-layout = '{ $name }' ahots-profilak { $layout } egitura du; bertsio honek { $expected } irakurtzen du.
profile-old-features = '{ $name }' ahots-profila { $features } ezaugarriekin egin zen; bertsio honek { $expected } erabiltzen du.
profile-redo-fix = Ezabatu voice-ono profiles delete { $name } aginduarekin, eta erregistratu berriro.
profile-unfinished = erregistroa amaitu gabe
profile-not-built = profila sortu gabe
profile-unusable = ezin da erabili: { $problem }
profile-summary = { $takes } grabazio, { $engine } ({ $model }), { $adapted ->
    [yes] egokitua
   *[no] egokitu gabea
}, sortua: { $created }
enroll-help = Zure ahotsa ikasten ari naiz. Esan eskatzen dizudan esaldi bakoitza, argi, zure ohiko ahotsarekin; { $total } grabaziotatik { $done } grabatuta daude. Esan "errepikatu" esaldia berriro entzuteko, edo "irten" gelditzeko; zure grabazioak gordeta geratzen dira.
enroll-heard-other = { $heard } zirudien, ez { $phrase }. Esan { $phrase }, mesedez.
enroll-takes-changed = Erregistro hau esaldi bakoitzeko { $was ->
    [one] grabazio batekin
   *[other] { $was } grabaziorekin
} hasi zen, ez { $now } grabaziorekin. Jarraitu honela: { $command }
enroll-needs-input = Erregistroak zure ahotsa behar du: konektatu mikrofono bat, edo eman grabazioak --wav FILE... edo --from-manifest FILE aukerarekin.
enroll-wav-and-manifest = Eman --wav edo --from-manifest, ez biak.
enroll-use-profile = Erabili --profile { $name } aukerarekin; adibidez: voice-ono play --profile { $name }
profiles-not-a-folder = { $path } ahots-profilen karpeta fitxategi bat da, ez karpeta bat.
profiles-not-a-folder-fix = Mugitu fitxategi hori, edo aldatu haren izena, eta saiatu berriro.
profile-not-finished = { $name } ahots-profilaren erregistroa ez da amaitu oraindik; beraz, ez dago erabiltzeko profilik.
profile-finish-fix = Amaitu honela: voice-ono enroll --profile { $name } (gehitu hasieran erabili zenituen --wav fitxategiak edo --takes, baldin badaude).
profiles-list-no-name = profiles list aginduak ez du izenik onartzen ({ $name } jaso da). Profil guztiak ikusteko, exekutatu: voice-ono profiles list
speech-options-unused-typed = Idatzitako aginduek ez dute ahots-ezagutzarik erabiltzen; beraz, { $options } { $count ->
    [one] aukerak ez du eraginik
   *[other] aukerek ez dute eraginik
} hemen.
manifest-line = { $line }. lerroa
manifest-line-not-json = ez da baliozko JSON
manifest-line-not-object = ez da JSON objektu bat
manifest-line-no-file = ez du "file" eremurik
manifest-count-phrase = erregistroko esaldi ez direnak
manifest-count-copy = beste grabazio batzuen kopiak
manifest-count-mislabelled = beste esaldi baten etiketa okerra dutenak
manifest-skipped-more = { $count ->
    [one] Beste grabazio bat kanpoan utzi da
   *[other] Beste { $count } grabazio kanpoan utzi dira
} (guztira { $total }: { $reasons }).
manifest-phrases = Erregistroko esaldiak hauek dira: { $phrases }.
manifest-capped = { $count ->
    [one] Grabazio bat ez da erabili
   *[other] { $count } grabazio ez dira erabili
}: profil batek gehienez { $most } grabazio erabiltzen ditu esaldi bakoitzeko (zerrendako lehenak); horrela azkar sortzen da.
manifest-progress = Grabazioak egiaztatzen
profile-manifest-missing = { $manifest } manifestua ez dago.
profile-manifest-folder = { $manifest } karpeta bat da, ez manifestu-fitxategi bat.
profile-manifest-bad-line = { $manifest } fitxategiko { $line }. lerroa: { $why ->
    [manifest-line-not-json] ez da baliozko JSON
    [manifest-line-not-object] ez da JSON objektu bat
   *[other] "file" eremua falta da
}.
manifest-why-missing = fitxategia ez dago
manifest-why-folder = karpeta bat da, ez grabazio bat
manifest-labels-shifted = { $manifest } fitxategiko etiketak okerrak dirudite, agian lekuz aldatuta: { $labels } esalditatik { $count } esaldiren grabazioek beste esaldi bat dirudite ({ $examples }), eta ia bat ere ez dator bat bere etiketarekin. Haietatik sortutako profil batek gaizki ulertuko zintuzke.
manifest-labels-fix = Egiaztatu lerro bakoitzeko "said" eremua bere fitxategian esandako hitza dela. Etiketak zuzenak badira, sortu hala ere --trust-labels aukerarekin.
enroll-paused-same = Erregistroa pausatuta. { $total } grabaziotatik { $done } gordeta daude. Jarraitzeko, exekutatu berriro agindu bera; behean idatzita dago.
enroll-input-ended = Grabazioak amaitu dira. { $total } grabaziotatik { $done } gordeta daude.
enroll-take-name = { $phrase }, { $take }. grabazioa
enroll-wav-refused-count = { $count ->
    [one] Fitxategi bat ez da grabazio gisa erabili
   *[other] { $count } fitxategi ez dira grabazio gisa erabili
}:
enroll-wav-refused = { $file } ez da erabili { $phrase } esaldiaren { $take }. grabaziorako: { $why }.
enroll-still-missing = { $missing ->
    [one] Grabazio bat falta da oraindik
   *[other] { $missing } grabazio falta dira oraindik
}: { $takes }.
enroll-record-missing = Horiek grabatzeko, exekutatu { $command } mikrofonoa erabiltzeko, edo gehitu --wav, falta den grabazio bakoitzeko fitxategi berri batekin, ordena honetan.
enroll-why-command = { $heard } bezala entzun da
enroll-why-same = aurreko grabazio baten grabazio bera
enroll-why-other = { $heard } zirudien
enroll-pause-confirm = Erregistroa pausatu? Esan "bai" edo "ez".
enroll-manifest-interrupted = etenda; ez da profilik sortu. Sortzeko, exekutatu berriro: { $command }
enroll-skipped-missing = { $count ->
    [one] Esaldi batek ez du
   *[other] { $count } esaldik ez dute
} grabazio erabilgarririk profil honetan: { $phrases }. Profilak ez { $count ->
    [one] du ikasiko
   *[other] ditu ikasiko
}; { $count ->
    [one] hura gehitzeko
   *[other] horiek gehitzeko
}, erregistratu berriro izen berri batekin (voice-ono enroll --profile NEWNAME), eta ezabatu hau.
profile-summary-uncovered = { $summary }; grabaziorik gabe: { $phrases } (gehitzeko, erregistratu berriro izen berri batekin)
profile-delete-enrolling = { $name } profilaren erregistroa martxan dago orain; saiatu berriro amaitzen denean.
manifest-why-listed-twice = bi aldiz zerrendatua{ $same ->
    [yes] {""}
   *[no] {" "}({ $other } gisa ere)
}
manifest-count-listed-twice = bi aldiz zerrendatutako fitxategiak
enroll-still-missing-below = { $missing ->
    [one] Grabazio bat falta da oraindik
   *[other] { $missing } grabazio falta dira oraindik
}; behean daude zerrendatuta.
# enroll-still-missing-below mezuaren azpian idatzitako zerrenda (kopurua han esaten da, behin).
enroll-missing-list = Falta direnak: { $takes }.
# Azken grabazioaren fitxategiaren ondoren soberan geratutako --wav fitxategiak (grabazio bakoitza zerrendan bere lekuan
# dagoen fitxategiari lotuta dago; $refused: zenbat grabazioren fitxategiak baztertu diren: grabazio horiek falta dira, ondorengo fitxategiak ez dira aurrera mugitzen).
enroll-wav-not-needed = { $count ->
    [one] Fitxategi bat ez da erabili
   *[other] { $count } fitxategi ez dira erabili
}: azken grabazioaren fitxategiaren ondoren { $count ->
    [one] zegoen
   *[other] zeuden
}.{ $refused ->
    [0] {""}
    [one] {" "}Baztertutako fitxategiaren grabazioa ez da { $count ->
        [one] hartatik
       *[other] haietatik
    } betetzen; oraindik falta da.
   *[other] {" "}Baztertutako fitxategien grabazioak ez dira { $count ->
        [one] hartatik
       *[other] haietatik
    } betetzen; oraindik falta dira.
}
# Grabazio guztiak grabatuta zeudenean emandako --wav fitxategiak (profila grabazio horietatik sortzen da).
enroll-wav-not-needed-recorded = { $count ->
    [one] Fitxategi bat ez da behar izan
   *[other] { $count } fitxategi ez dira behar izan
}: grabazio guztiak grabatuta daude jada; beraz, ez { $count ->
    [one] da erabili
   *[other] dira erabili
}.
