## Ondo ez dauden eszenatoki eta partida gordeen fitxategiak (voice_ono.rules.schema.GameFileError, voice_ono.rules.scenario,
## voice_ono.session.settings.check_kinds): $file "scenario" edo "save" da, $field eremuaren JSON bidea,
## $value balio okerra fitxategian dagoen bezala (JSON), $shown yes denean esaten da (ez zerrenda edo objektu batentzat).
file-field-missing = { $file ->
    [save] gordetako partidako
   *[scenario] eszenatokiko
} '{ $field }' eremua falta da
file-unknown-card = { $file ->
    [save] gordetako partidako
   *[scenario] eszenatokiko
} '{ $field }' eremua: { $value } karta ezezaguna da; izen onargarriak: { $cards }
file-one-of = { $file ->
    [save] gordetako partidako
   *[scenario] eszenatokiko
} '{ $field }' eremuak balio hauetako bat izan behar du: { $allowed }{ $shown ->
    [yes] , ez { $value }
   *[no] {""}
}
file-wrong-type = { $file ->
    [save] gordetako partidako
   *[scenario] eszenatokiko
} '{ $field }' eremuak { $types ->
    [integer] zenbaki oso bat
    [boolean] true edo false
    [string] testua
    [array] zerrenda bat
    [object] JSON objektu bat
    [null] null
    [integer-null] zenbaki oso bat edo null
    [array-null] zerrenda bat edo null
    [object-null] JSON objektu bat edo null
    [string-null] testua edo null
   *[number] zenbaki bat
} izan behar du{ $shown ->
    [yes] , ez { $value }
   *[no] {""}
}
file-below-minimum = { $file ->
    [save] gordetako partidako
   *[scenario] eszenatokiko
} '{ $field }' eremuak gutxienez { $minimum } izan behar du{ $shown ->
    [yes] , ez { $value }
   *[no] {""}
}
file-field-invalid = { $file ->
    [save] gordetako partidako
   *[scenario] eszenatokiko
} '{ $field }' eremua ez da baliozkoa{ $shown ->
    [yes] : { $value }
   *[no] {""}
}
file-not-found = { $file ->
    [save] gordetako partidaren
   *[scenario] eszenatokiaren
} fitxategia ez da aurkitu: { $path }
file-not-regular = { $file ->
    [save] gordetako partidaren
   *[scenario] eszenatokiaren
} fitxategia ({ $path }) ez da fitxategi arrunta (karpeta, gailua edo hodia da). Eman JSON fitxategi bat.
file-not-json = { $file ->
    [save] gordetako partidaren
   *[scenario] eszenatokiaren
} { $path } fitxategia ez da baliozko JSON bat
file-not-object = { $file ->
    [save] gordetako partidaren
   *[scenario] eszenatokiaren
} { $path } fitxategiak JSON objektu bat izan behar du
## Partida baten jokalariak edo historia okerrak direnean (voice_ono.rules.GameSetupError, DataError), file-bad-game
## mezuaren $error (eta cannot-start mezuarena)
game-player-count = { $rules } arauekin { $low } eta { $high } jokalari artean behar dira, ez { $count }
## Araua hausten duen jokalari-izena (voice_ono.rules.names.PlayerNameError); $number jokalariaren
## lekua da, 1 lehena; file-bad-name mezuaren $error
name-not-text = { $number }. jokalariaren izenak testua izan behar du
name-empty = { $number }. jokalariaren izenak letra edo zenbaki bat behar du gutxienez
name-not-printable = { $number }. jokalariaren izenak kontrol-karaktere bat edo karaktere ikusezin bat du; erabili letrak, zenbakiak, zuriuneak eta puntuazio-markak
name-sentence-mark = { $number }. jokalariaren izenak puntu bat, galdera-marka bat, harridura-marka bat, bi puntu edo puntu eta koma du; erabili letrak, zenbakiak, zuriuneak, marratxoak eta apostrofoak
name-too-long = { $number }. jokalariaren izenak { $most } karaktere baino gehiago ditu
name-repeated = { $number }. jokalariaren izena beste jokalari batena ere bada; izenek desberdinak izan behar dute, maiuskulak kontuan hartu gabe ere
name-reserved = { $number }. jokalariari ezin zaio { $name } deitu: jokoak horrela deitzen zaitu
game-hands-do-not-fit = { $hand_size } kartako { $players } esku ez dira sartzen { $deck_size } kartako sortan
game-not-an-action = ez da ekintza bat: '{ $action }'
game-not-an-event = ez da jokoko gertaera bat: '{ $event }'
file-bad-game = { $file ->
    [save] gordetako partida
   *[scenario] eszenatokia
}: { $error }
file-bad-name = { $file ->
    [save] gordetako partidako
   *[scenario] eszenatokiko
} '{ $field }' eremua: { $error }. Aldatu izena fitxategian.
file-one-per-player = { $file ->
    [save] gordetako partidako
   *[scenario] eszenatokiko
} '{ $field }' eremuak sarrera bat izan behar du jokalari bakoitzeko ({ $players })
file-total-too-high = { $file ->
    [save] gordetako partidako
   *[scenario] eszenatokiko
} '{ $field }' eremuak { $bust_total } baino txikiagoa den zenbaki oso bat izan behar du
file-total-too-low = { $file ->
    [save] gordetako partidako
   *[scenario] eszenatokiko
} '{ $field }' eremua ezin da { $min_total } baino txikiagoa izan { $rules } arauekin
file-not-a-seat = { $file ->
    [save] gordetako partidako
   *[scenario] eszenatokiko
} '{ $field }' eremuak eserleku-indize bat izan behar du, 0 eta { $last } artean
file-turn-eliminated = { $file ->
    [save] gordetako partidako
   *[scenario] eszenatokiko
} '{ $field }' eremuak kanporatutako jokalari bat adierazten du
file-unknown-kind = { $file ->
    [save] gordetako partidako
   *[scenario] eszenatokiko
} '{ $field }' eremua: '{ $kind }' mota ezezaguna da; erabili { $kinds }
file-too-many-copies = { $file ->
    [save] gordetako partidak
   *[scenario] eszenatokiak
} { $card } kartaren { $count } ale ditu, baina sortak { $deck } baino ez ditu
file-plays-left = { $file ->
    [save] gordetako partidako
   *[scenario] eszenatokiko
} '{ $field }' eremuak 1 izan behar du, edo gehienez { $most } Jokatu 2 karta bat zain dagoen bitartean, ez { $value }
file-no-legal-move = { $file ->
    [save] gordetako partidako
   *[scenario] eszenatokiko
} '{ $field }' eremua: { $player } jokalariaren txanda da, baina ez du jokatu daitekeen kartarik
file-too-many-cards = { $file ->
    [save] gordetako partidak
   *[scenario] eszenatokiak
} { $count } karta ditu, baina sortak { $deck } baino ez ditu
