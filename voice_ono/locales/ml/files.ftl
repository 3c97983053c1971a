## Scenario and save files that do not fit (voice_ono.rules.schema.GameFileError, voice_ono.rules.scenario,
## voice_ono.session.settings.check_kinds): $file is "scenario" or "save", $field the JSON path of the field,
## $value the wrong value as the file has it (JSON), said when $shown is yes (not for a list or an object).
file-field-missing = { $file ->
    [save] സേവ് ഫയലിലെ
   *[scenario] സീനാരിയോ ഫയലിലെ
} '{ $field }' എന്ന ഫീൽഡ് ഇല്ല
file-unknown-card = { $file ->
    [save] സേവ് ഫയലിലെ
   *[scenario] സീനാരിയോ ഫയലിലെ
} '{ $field }' എന്ന ഫീൽഡ്: { $value } എന്ന കാർഡ് അറിയില്ല; ശരിയായ പേരുകൾ: { $cards }
file-one-of = { $file ->
    [save] സേവ് ഫയലിലെ
   *[scenario] സീനാരിയോ ഫയലിലെ
} '{ $field }' എന്ന ഫീൽഡ് { $allowed } ഇവയിൽ ഒന്നായിരിക്കണം{ $shown ->
    [yes] , { $value } അല്ല
   *[no] {""}
}
file-wrong-type = { $file ->
    [save] സേവ് ഫയലിലെ
   *[scenario] സീനാരിയോ ഫയലിലെ
} '{ $field }' എന്ന ഫീൽഡ് { $types ->
    [integer] ഒരു പൂർണ്ണസംഖ്യ
    [boolean] true അല്ലെങ്കിൽ false
    [string] ടെക്സ്റ്റ്
    [array] ഒരു പട്ടിക
    [object] ഒരു JSON ഒബ്ജക്റ്റ്
    [null] null
    [integer-null] ഒരു പൂർണ്ണസംഖ്യ അല്ലെങ്കിൽ null
    [array-null] ഒരു പട്ടിക അല്ലെങ്കിൽ null
    [object-null] ഒരു JSON ഒബ്ജക്റ്റ് അല്ലെങ്കിൽ null
    [string-null] ടെക്സ്റ്റ് അല്ലെങ്കിൽ null
   *[number] ഒരു സംഖ്യ
} ആയിരിക്കണം{ $shown ->
    [yes] , { $value } അല്ല
   *[no] {""}
}
file-below-minimum = { $file ->
    [save] സേവ് ഫയലിലെ
   *[scenario] സീനാരിയോ ഫയലിലെ
} '{ $field }' എന്ന ഫീൽഡ് കുറഞ്ഞത് { $minimum } ആയിരിക്കണം{ $shown ->
    [yes] , { $value } അല്ല
   *[no] {""}
}
file-field-invalid = { $file ->
    [save] സേവ് ഫയലിലെ
   *[scenario] സീനാരിയോ ഫയലിലെ
} '{ $field }' എന്ന ഫീൽഡ് ശരിയല്ല{ $shown ->
    [yes] : { $value }
   *[no] {""}
}
file-not-found = { $file ->
    [save] സേവ് ഫയൽ
   *[scenario] സീനാരിയോ ഫയൽ
} കണ്ടെത്തിയില്ല: { $path }
file-not-regular = { $file ->
    [save] സേവ് ഫയൽ
   *[scenario] സീനാരിയോ ഫയൽ
} { $path } ഒരു സാധാരണ ഫയൽ അല്ല (ഫോൾഡർ, ഡിവൈസ് അല്ലെങ്കിൽ പൈപ്പ്). ഒരു JSON ഫയൽ നൽകുക.
file-not-json = { $file ->
    [save] സേവ് ഫയൽ
   *[scenario] സീനാരിയോ ഫയൽ
} { $path } ശരിയായ JSON അല്ല
file-not-object = { $file ->
    [save] സേവ് ഫയൽ
   *[scenario] സീനാരിയോ ഫയൽ
} { $path }-ൽ ഒരു JSON ഒബ്ജക്റ്റ് ഉണ്ടായിരിക്കണം
## What makes a game's players or history wrong (voice_ono.rules.GameSetupError, DataError), the $error of
## file-bad-game (and of cannot-start)
game-player-count = { $rules } നിയമങ്ങൾക്ക് { $low } മുതൽ { $high } വരെ കളിക്കാർ വേണം, { $count } അല്ല
## A player's name that breaks the rule (voice_ono.rules.names.PlayerNameError); $number is the player's
## place, 1 first; the $error of file-bad-name
name-not-text = { $number }-ാം കളിക്കാരന്റെ പേര് ടെക്സ്റ്റ് ആയിരിക്കണം
name-empty = { $number }-ാം കളിക്കാരന്റെ പേരിൽ കുറഞ്ഞത് ഒരു അക്ഷരമോ അക്കമോ വേണം
name-not-printable = { $number }-ാം കളിക്കാരന്റെ പേരിൽ ഒരു കൺട്രോൾ അക്ഷരമോ കാണാത്ത അക്ഷരമോ ഉണ്ട്; അക്ഷരങ്ങൾ, അക്കങ്ങൾ, സ്പേസുകൾ, ചിഹ്നങ്ങൾ എന്നിവ ഉപയോഗിക്കൂ
name-sentence-mark = { $number }-ാം കളിക്കാരന്റെ പേരിൽ പൂർണ്ണവിരാമം, ചോദ്യചിഹ്നം, ആശ്ചര്യചിഹ്നം, കോളൻ അല്ലെങ്കിൽ സെമികോളൻ ഉണ്ട്; അക്ഷരങ്ങൾ, അക്കങ്ങൾ, സ്പേസുകൾ, ഹൈഫനുകൾ, അപ്പോസ്ട്രോഫികൾ എന്നിവ ഉപയോഗിക്കൂ
name-too-long = { $number }-ാം കളിക്കാരന്റെ പേര് { $most } അക്ഷരങ്ങളിൽ കൂടുതലാണ്
name-repeated = { $number }-ാം കളിക്കാരന്റെ പേര് മറ്റൊരു കളിക്കാരന്റേതും ആണ്; പേരുകൾ വ്യത്യസ്തമായിരിക്കണം, വലിയക്ഷരങ്ങളിലും
name-reserved = { $number }-ാം കളിക്കാരനെ { $name } എന്ന് വിളിക്കാൻ പാടില്ല: കളി നിങ്ങളെ അങ്ങനെയാണ് വിളിക്കുന്നത്
game-hands-do-not-fit = { $hand_size } കാർഡുകൾ വീതമുള്ള { $players } കൈകൾ { $deck_size } കാർഡുകളുള്ള ഡെക്കിൽ ഒതുങ്ങില്ല
game-not-an-action = '{ $action }' ഒരു നീക്കം അല്ല
game-not-an-event = '{ $event }' കളിയിലെ ഒരു സംഭവം അല്ല
file-bad-game = { $file ->
    [save] സേവ് ഫയൽ
   *[scenario] സീനാരിയോ ഫയൽ
}: { $error }
file-bad-name = { $file ->
    [save] സേവ് ഫയലിലെ
   *[scenario] സീനാരിയോ ഫയലിലെ
} '{ $field }' എന്ന ഫീൽഡ്: { $error }. ഫയലിൽ പേര് മാറ്റൂ.
file-one-per-player = { $file ->
    [save] സേവ് ഫയലിലെ
   *[scenario] സീനാരിയോ ഫയലിലെ
} '{ $field }' എന്ന ഫീൽഡിൽ ഓരോ കളിക്കാരനും ഓരോ എൻട്രി വേണം ({ $players })
file-total-too-high = { $file ->
    [save] സേവ് ഫയലിലെ
   *[scenario] സീനാരിയോ ഫയലിലെ
} '{ $field }' എന്ന ഫീൽഡ് { $bust_total }-ൽ താഴെയുള്ള ഒരു പൂർണ്ണസംഖ്യ ആയിരിക്കണം
file-total-too-low = { $file ->
    [save] സേവ് ഫയലിലെ
   *[scenario] സീനാരിയോ ഫയലിലെ
} '{ $field }' എന്ന ഫീൽഡ് { $rules } നിയമങ്ങളിൽ { $min_total }-ൽ താഴെ ആകാൻ പാടില്ല
file-not-a-seat = { $file ->
    [save] സേവ് ഫയലിലെ
   *[scenario] സീനാരിയോ ഫയലിലെ
} '{ $field }' എന്ന ഫീൽഡ് 0..{ $last } വരെയുള്ള ഒരു ഇരിപ്പിട നമ്പർ ആയിരിക്കണം
file-turn-eliminated = { $file ->
    [save] സേവ് ഫയലിലെ
   *[scenario] സീനാരിയോ ഫയലിലെ
} '{ $field }' എന്ന ഫീൽഡ് കളിയിൽ നിന്ന് പുറത്തായ ഒരു കളിക്കാരനെയാണ് കാണിക്കുന്നത്
file-unknown-kind = { $file ->
    [save] സേവ് ഫയലിലെ
   *[scenario] സീനാരിയോ ഫയലിലെ
} '{ $field }' എന്ന ഫീൽഡ്: '{ $kind }' എന്ന തരം അറിയില്ല; { $kinds } ഉപയോഗിക്കൂ
file-too-many-copies = { $file ->
    [save] സേവ് ഫയലിൽ
   *[scenario] സീനാരിയോ ഫയലിൽ
} { $card } കാർഡിന്റെ { $count } പകർപ്പുകൾ ഉണ്ട്, പക്ഷേ ഡെക്കിൽ { $deck } എണ്ണമേ ഉള്ളൂ
file-plays-left = { $file ->
    [save] സേവ് ഫയലിലെ
   *[scenario] സീനാരിയോ ഫയലിലെ
} '{ $field }' എന്ന ഫീൽഡ് 1 ആയിരിക്കണം, അല്ലെങ്കിൽ ഒരു പ്ലേ 2 ബാക്കിയുള്ളപ്പോൾ { $most } വരെ; { $value } അല്ല
file-no-legal-move = { $file ->
    [save] സേവ് ഫയലിലെ
   *[scenario] സീനാരിയോ ഫയലിലെ
} '{ $field }' എന്ന ഫീൽഡ്: { $player } ആണ് കളിക്കേണ്ടത്, പക്ഷേ കളിക്കാവുന്ന കാർഡ് ഒന്നുമില്ല
file-too-many-cards = { $file ->
    [save] സേവ് ഫയലിൽ
   *[scenario] സീനാരിയോ ഫയലിൽ
} { $count } കാർഡുകൾ ഉണ്ട്, പക്ഷേ ഡെക്കിൽ { $deck } എണ്ണമേ ഉള്ളൂ
