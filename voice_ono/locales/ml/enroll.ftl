## Enrollment and voice profiles (issue 11): spoken and printed by voice_ono.enroll; one-line notes of voice_ono.app (enroll_cmd, profiles_cmd).
## "enrollment" = ശബ്ദ പരിശീലനം; "take" = ടേക്ക്; "phrase" = വാചകം; "voice profile" = ശബ്ദ പ്രൊഫൈൽ.
enroll-intro = { $name } എന്ന പ്രൊഫൈലിനുള്ള ശബ്ദ പരിശീലനം. ഞാൻ { $phrases } വാചകങ്ങൾ പറയാൻ ആവശ്യപ്പെടും, { $takes ->
    [one] ഓരോന്നും ഒരു തവണ
   *[other] ഓരോന്നും { $takes } തവണ
}, ആകെ { $total } ടേക്കുകൾ. ഞാൻ ആവശ്യപ്പെട്ട ശേഷം ഓരോ വാചകവും സാധാരണ ശബ്ദത്തിൽ പറയൂ. നിർത്താൻ നിർത്തൂ എന്ന് പറയൂ, അല്ലെങ്കിൽ കൺട്രോൾ സി അമർത്തൂ; നിങ്ങളുടെ ടേക്കുകൾ സൂക്ഷിക്കും, പിന്നീട് തുടരാം.
enroll-resume = വീണ്ടും സ്വാഗതം. { $total } ടേക്കുകളിൽ { $done } എണ്ണം ഇതിനകം റെക്കോർഡ് ചെയ്തിട്ടുണ്ട്; അവിടെ നിന്ന് തുടരാം.
enroll-prompt = { $total }-ൽ { $n }. പറയൂ: { $phrase }.
enroll-too-quiet = അത് വളരെ പതുക്കെ ആയിരുന്നു. മൈക്രോഫോണിന് അടുത്തേക്ക് വരൂ, അല്ലെങ്കിൽ ഉറക്കെ പറയൂ. എന്നിട്ട് { $phrase } വീണ്ടും പറയൂ.
enroll-clipped = അത് വളരെ ഉച്ചത്തിലായിരുന്നു, ശബ്ദം വികലമായി. അല്പം പിന്നോട്ട് മാറി { $phrase } വീണ്ടും പറയൂ.
enroll-nothing = ഞാൻ ഒന്നും കേട്ടില്ല. ദയവായി { $phrase } പറയൂ.
enroll-skipped = ടേക്ക് { $n }, { $phrase }, ഇപ്പോൾ വിട്ട് നമുക്ക് തുടരാം; ഈ പരിശീലനം തുടരുമ്പോൾ ഞാൻ അത് വീണ്ടും ചോദിക്കും.
enroll-paused = പരിശീലനം നിർത്തിവെച്ചു. { $total } ടേക്കുകളിൽ { $done } എണ്ണം സൂക്ഷിച്ചിട്ടുണ്ട്. തുടരാൻ ഇത് റൺ ചെയ്യൂ: { $command }
enroll-building = നന്ദി. എല്ലാ { $total } ടേക്കുകളും റെക്കോർഡ് ചെയ്തു. നിങ്ങളുടെ ശബ്ദ പ്രൊഫൈൽ ഉണ്ടാക്കുന്നു; ഇതിന് അല്പം സമയം എടുക്കും.
enroll-done = നിങ്ങളുടെ ശബ്ദ പ്രൊഫൈൽ { $name } തയ്യാറാണ്. ഇങ്ങനെ ഉപയോഗിക്കൂ: voice-ono play --profile { $name }
enroll-not-adapted = ശ്രദ്ധിക്കുക: { $why }
enroll-incomplete = { $missing ->
    [one] ഒരു ടേക്ക്
   *[other] { $missing } ടേക്കുകൾ
} ഇനിയും റെക്കോർഡ് ചെയ്യാനുണ്ട്, അതിനാൽ പ്രൊഫൈൽ ഇതുവരെ ഉണ്ടാക്കിയിട്ടില്ല. { $missing ->
    [one] അത്
   *[other] അവ
} റെക്കോർഡ് ചെയ്യാൻ ഇത് റൺ ചെയ്യൂ: { $command }
profile-in-use = { $name } എന്ന ശബ്ദ പ്രൊഫൈൽ ഉപയോഗിക്കുന്നു.
profile-not-used = { $problem } ശബ്ദ പ്രൊഫൈൽ ഇല്ലാതെ തുടരുന്നു.
profiles-none = ഇതുവരെ ശബ്ദ പ്രൊഫൈലുകൾ ഇല്ല. ഒന്ന് ഉണ്ടാക്കാൻ: voice-ono enroll --profile NAME
profile-deleted = { $name } എന്ന ശബ്ദ പ്രൊഫൈൽ ഇല്ലാതാക്കി.
enroll-profile-exists = { $name } എന്ന പേരിൽ ഒരു ശബ്ദ പ്രൊഫൈൽ ഇപ്പോൾത്തന്നെ ഉണ്ട്. വീണ്ടും പരിശീലിപ്പിക്കാൻ, ആദ്യം voice-ono profiles delete { $name } ഉപയോഗിച്ച് അത് ഇല്ലാതാക്കൂ, അല്ലെങ്കിൽ --profile ഉപയോഗിച്ച് മറ്റൊരു പേര് തിരഞ്ഞെടുക്കൂ.
profile-missing = { $name } എന്ന പേരിൽ ശബ്ദ പ്രൊഫൈൽ ഇല്ല. voice-ono profiles list നോക്കൂ, അല്ലെങ്കിൽ voice-ono enroll --profile { $name } ഉപയോഗിച്ച് ഒന്ന് ഉണ്ടാക്കൂ.
profile-damaged = { $name } എന്ന ശബ്ദ പ്രൊഫൈൽ കേടായതിനാൽ വായിക്കാൻ കഴിയില്ല. voice-ono profiles delete { $name } ഉപയോഗിച്ച് അത് ഇല്ലാതാക്കി വീണ്ടും പരിശീലിപ്പിക്കൂ.
profile-not-loaded = { $name } എന്ന ശബ്ദ പ്രൊഫൈൽ ശബ്ദം തിരിച്ചറിയുന്ന സംവിധാനത്തിന് ലോഡ് ചെയ്യാൻ കഴിഞ്ഞില്ല.
profile-enroll-in-use = { $name } എന്ന ശബ്ദ പ്രൊഫൈൽ ഇപ്പോൾ മറ്റൊരു പരിശീലനം ഉപയോഗിക്കുന്നു. അത് കഴിയുന്നത് വരെ കാത്തിരിക്കൂ, അല്ലെങ്കിൽ --profile ഉപയോഗിച്ച് മറ്റൊരു പേര് തിരഞ്ഞെടുക്കൂ.
enroll-same-take = അത് മുമ്പത്തെ ഒരു ടേക്ക് പോലെ തന്നെ കേട്ടു. ദയവായി { $phrase } പുതുതായി വീണ്ടും പറയൂ.
enroll-duplicate-takes = { $count ->
    [one] ഒരു ടേക്ക് മറ്റൊരു ടേക്കിന്റെ പകർപ്പാണ്
   *[other] { $count } ടേക്കുകൾ മറ്റ് ടേക്കുകളുടെ പകർപ്പുകളാണ്
}: { $files }. പ്രൊഫൈലിന് വെവ്വേറെ റെക്കോർഡ് ചെയ്ത ടേക്കുകൾ വേണം; അവ വീണ്ടും റെക്കോർഡ് ചെയ്യൂ.
manifest-skipped = { $file } ഒഴിവാക്കി: { $why }.
manifest-why-nothing = ഒന്നും കേട്ടില്ല
manifest-why-quiet = വളരെ പതുക്കെ
manifest-why-clipped = വളരെ ഉച്ചത്തിൽ, ശബ്ദം വികലം (clipped)
manifest-why-phrase = { $said } പരിശീലന വാചകം അല്ല
manifest-why-copy = { $other }-ന്റെ പകർപ്പ്
manifest-why-mislabelled = ഇത് { $said } അല്ല, { $heard } പോലെ കേൾക്കുന്നു
manifest-too-few = { $manifest }-ലെ { $listed } ടേക്കുകളിൽ { $usable } എണ്ണം മാത്രമേ ഉപയോഗിക്കാൻ കഴിയൂ; പ്രൊഫൈലിന് ഒരു വാചകത്തിന്റെ കുറഞ്ഞത് രണ്ട് വെവ്വേറെ ടേക്കുകൾ വേണം. മുകളിൽ കാണിച്ച ടേക്കുകൾ ശരിയാക്കി വീണ്ടും ശ്രമിക്കൂ.
demo-profile-ignored = ഡെമോയിലെ കൃത്രിമ ശബ്ദം നിങ്ങളുടെ ശബ്ദമല്ല, അതിനാൽ { $name } എന്ന ശബ്ദ പ്രൊഫൈൽ ഡെമോയിൽ ഉപയോഗിക്കുന്നില്ല.
enroll-noise = ഞാൻ കേട്ടത് വെറും ബഹളമാണ്, ഒരു വാക്കും ഇല്ല. ദയവായി { $phrase } പറയൂ.
manifest-why-noise = വെറും ബഹളം, വാക്ക് ഇല്ല
manifest-why-unreadable = ഫയൽ ഒരു റെക്കോർഡിങ് ആയി വായിക്കാൻ കഴിയില്ല
profile-not-saved = പ്രൊഫൈൽ സേവ് ചെയ്യാൻ കഴിഞ്ഞില്ല: { $error }
profile-built = ശബ്ദ പ്രൊഫൈൽ { $name }: { $takes } ടേക്കുകൾ, { $seconds } സെക്കൻഡിൽ ഉണ്ടാക്കി, { $kib } KiB, { $adapted ->
    [yes] അനുയോജ്യമാക്കി
   *[no] അനുയോജ്യമാക്കിയിട്ടില്ല
}.
profile-delete-which = ഏത് പ്രൊഫൈൽ ഇല്ലാതാക്കണം എന്ന് പറയൂ: voice-ono profiles delete NAME (കാണുക: voice-ono profiles list).
# Voice profile errors (voice_ono.speech.asr.profile.ProfileError: a message id, a fix id and values)
profile-bad-name = '{ $name }' ഉപയോഗിക്കാവുന്ന പ്രൊഫൈൽ പേര് അല്ല.
profile-name-fix = 1 മുതൽ 40 വരെ അക്ഷരങ്ങൾ ഉപയോഗിക്കൂ: a മുതൽ z വരെ അല്ലെങ്കിൽ A മുതൽ Z വരെയുള്ള അക്ഷരങ്ങൾ, അക്കങ്ങൾ, കുത്തുകൾ, ഡാഷുകൾ, അണ്ടർസ്കോറുകൾ. പേര് ഒരു അക്ഷരത്തിലോ അക്കത്തിലോ തുടങ്ങണം, ഉദാഹരണത്തിന് --profile anna.
profile-other-engine = '{ $name }' എന്ന പ്രൊഫൈൽ ഉണ്ടാക്കിയത് { $made_model } ({ $made_engine }) -നു വേണ്ടിയാണ്, { $model } ({ $engine }) -നു വേണ്ടിയല്ല.
profile-engine-fix = --engine { $made_engine } ഉപയോഗിക്കൂ, അല്ലെങ്കിൽ ഈ എഞ്ചിൻ ഉപയോഗിച്ച് വീണ്ടും പരിശീലിപ്പിക്കൂ.
profile-no-takes = പ്രൊഫൈൽ ഉണ്ടാക്കാൻ ഓഡിയോ ഉള്ള ടേക്കുകൾ ഒന്നുമില്ല.
profile-record-again-fix = voice-ono enroll ഉപയോഗിച്ച് ടേക്കുകൾ വീണ്ടും റെക്കോർഡ് ചെയ്യൂ.
profile-manifest-unreadable = { $manifest } എന്ന മാനിഫെസ്റ്റ് വായിക്കാൻ കഴിയില്ല.
profile-manifest-fix = ../shared/corpus/manifest.jsonl-ന്റെ ഫോർമാറ്റിൽ ഒരു manifest.jsonl നൽകൂ.
profile-take-unreadable = { $manifest }-ൽ കൊടുത്തിട്ടുള്ള { $file } എന്ന ടേക്ക് വായിക്കാൻ കഴിയില്ല.
profile-manifest-line-fix = { $manifest }-ലെ അതിന്റെ വരി ശരിയാക്കൂ, അല്ലെങ്കിൽ നീക്കം ചെയ്യൂ.
profile-manifest-empty = { $manifest } എന്ന മാനിഫെസ്റ്റിൽ പറഞ്ഞ വാക്ക് ഉള്ള ടേക്കുകൾ ഒന്നുമില്ല.
profile-manifest-said-fix = ഓരോ വരിയിലും "file", "said" എന്നിവ വേണം.
profile-old-layout = '{ $name }' എന്ന ശബ്ദ പ്രൊഫൈലിന്റെ ലേഔട്ട് { $layout } ആണ്; ഈ പതിപ്പ് വായിക്കുന്നത് { $expected } ആണ്.
profile-old-features = '{ $name }' എന്ന ശബ്ദ പ്രൊഫൈൽ ഉണ്ടാക്കിയത് { $features } ഫീച്ചറുകൾ ഉപയോഗിച്ചാണ്; ഈ പതിപ്പ് ഉപയോഗിക്കുന്നത് { $expected } ആണ്.
profile-redo-fix = voice-ono profiles delete { $name } ഉപയോഗിച്ച് അത് ഇല്ലാതാക്കി വീണ്ടും പരിശീലിപ്പിക്കൂ.
profile-unfinished = പരിശീലനം പൂർത്തിയായിട്ടില്ല
profile-not-built = പ്രൊഫൈൽ ഉണ്ടാക്കിയിട്ടില്ല
profile-unusable = ഉപയോഗിക്കാൻ കഴിയില്ല: { $problem }
profile-summary = { $takes } ടേക്കുകൾ, { $engine } ({ $model }), { $adapted ->
    [yes] അനുയോജ്യമാക്കി
   *[no] അനുയോജ്യമാക്കിയിട്ടില്ല
}, ഉണ്ടാക്കിയത് { $created }
enroll-help = ഞാൻ നിങ്ങളുടെ ശബ്ദം പഠിക്കുകയാണ്. ഞാൻ ചോദിക്കുന്ന ഓരോ വാചകവും വ്യക്തമായി, സാധാരണ ശബ്ദത്തിൽ പറയൂ; { $total } ടേക്കുകളിൽ { $done } എണ്ണം റെക്കോർഡ് ചെയ്തു. വാചകം വീണ്ടും കേൾക്കാൻ ആവർത്തിക്കൂ എന്ന് പറയൂ. നിർത്താൻ നിർത്തൂ എന്ന് പറയൂ; നിങ്ങളുടെ ടേക്കുകൾ സൂക്ഷിക്കും.
enroll-heard-other = അത് { $phrase } അല്ല, { $heard } പോലെ കേട്ടു. ദയവായി { $phrase } പറയൂ.
enroll-takes-changed = ഈ പരിശീലനം തുടങ്ങിയത് ഓരോ വാചകത്തിനും { $was ->
    [one] ഒരു ടേക്ക്
   *[other] { $was } ടേക്കുകൾ
} വെച്ചാണ്, { $now } അല്ല. ഇങ്ങനെ തുടരൂ: { $command }
enroll-needs-input = പരിശീലനത്തിന് നിങ്ങളുടെ ശബ്ദം വേണം: ഒരു മൈക്രോഫോൺ ഘടിപ്പിക്കൂ, അല്ലെങ്കിൽ --wav FILE... അല്ലെങ്കിൽ --from-manifest FILE ഉപയോഗിച്ച് റെക്കോർഡിങ്ങുകൾ നൽകൂ.
enroll-wav-and-manifest = --wav അല്ലെങ്കിൽ --from-manifest, ഇവയിൽ ഒന്ന് മാത്രം നൽകൂ, രണ്ടും വേണ്ട.
enroll-use-profile = --profile { $name } ഉപയോഗിച്ച് ഇത് ഉപയോഗിക്കൂ, ഉദാഹരണത്തിന്: voice-ono play --profile { $name }
profiles-not-a-folder = ശബ്ദ പ്രൊഫൈലുകളുടെ ഫോൾഡർ { $path } ഒരു ഫയലാണ്, ഫോൾഡർ അല്ല.
profiles-not-a-folder-fix = ആ ഫയൽ നീക്കുകയോ പേര് മാറ്റുകയോ ചെയ്ത് വീണ്ടും ശ്രമിക്കൂ.
profile-not-finished = { $name } എന്ന ശബ്ദ പ്രൊഫൈലിന്റെ പരിശീലനം ഇതുവരെ പൂർത്തിയായിട്ടില്ല, അതിനാൽ ഉപയോഗിക്കാൻ പ്രൊഫൈൽ ഇല്ല.
profile-finish-fix = ഇങ്ങനെ പൂർത്തിയാക്കൂ: voice-ono enroll --profile { $name } (തുടങ്ങിയപ്പോൾ --wav ഫയലുകളോ --takes-ഓ നൽകിയിരുന്നെങ്കിൽ അവയും ചേർക്കൂ).
profiles-list-no-name = profiles list-ന് പേര് വേണ്ട ({ $name } കിട്ടി). എല്ലാ പ്രൊഫൈലുകളും കാണാൻ ഇത് റൺ ചെയ്യൂ: voice-ono profiles list
speech-options-unused-typed = ടൈപ്പ് ചെയ്യുന്ന കമാൻഡുകൾ ശബ്ദം തിരിച്ചറിയൽ ഉപയോഗിക്കുന്നില്ല, അതിനാൽ { $options } { $count ->
    [one] എന്ന ഓപ്ഷന്
   *[other] എന്നീ ഓപ്ഷനുകൾക്ക്
} ഇവിടെ ഫലമില്ല.
manifest-line = വരി { $line }
manifest-line-not-json = ശരിയായ JSON അല്ല
manifest-line-not-object = ഒരു JSON ഒബ്ജക്റ്റ് അല്ല
manifest-line-no-file = ഇതിൽ "file" ഇല്ല
manifest-count-phrase = പരിശീലന വാചകം അല്ല
manifest-count-copy = മറ്റ് ടേക്കുകളുടെ പകർപ്പുകൾ
manifest-count-mislabelled = കേൾക്കുന്നതല്ലാത്ത മറ്റൊരു വാചകത്തിന്റെ ലേബൽ ഉള്ളവ
manifest-skipped-more = { $count ->
    [one] ഒരു ടേക്ക് കൂടി
   *[other] { $count } ടേക്കുകൾ കൂടി
} ഒഴിവാക്കി (ആകെ { $total }: { $reasons }).
manifest-phrases = പരിശീലന വാചകങ്ങൾ ഇവയാണ്: { $phrases }.
manifest-capped = { $count ->
    [one] ഒരു ടേക്ക്
   *[other] { $count } ടേക്കുകൾ
} ഉപയോഗിച്ചില്ല: പ്രൊഫൈൽ ഓരോ വാചകത്തിനും പരമാവധി { $most } ടേക്കുകൾ (ആദ്യം കൊടുത്തവ) മാത്രം ഉപയോഗിക്കുന്നു. അങ്ങനെ അത് വേഗത്തിൽ ഉണ്ടാക്കാം.
manifest-progress = ടേക്കുകൾ പരിശോധിക്കുന്നു
profile-manifest-missing = { $manifest } എന്ന മാനിഫെസ്റ്റ് അവിടെ ഇല്ല.
profile-manifest-folder = { $manifest } ഒരു ഫോൾഡറാണ്, മാനിഫെസ്റ്റ് ഫയൽ അല്ല.
profile-manifest-bad-line = { $manifest }-ലെ വരി { $line }: { $why ->
    [manifest-line-not-json] ശരിയായ JSON അല്ല
    [manifest-line-not-object] ഒരു JSON ഒബ്ജക്റ്റ് അല്ല
   *[other] അതിൽ "file" ഇല്ല
}.
manifest-why-missing = ഫയൽ നിലവിലില്ല
manifest-why-folder = ഇത് ഒരു ഫോൾഡറാണ്, റെക്കോർഡിങ് അല്ല
manifest-labels-shifted = { $manifest }-ലെ ലേബലുകൾ തെറ്റാണെന്ന് തോന്നുന്നു, ഒരുപക്ഷേ സ്ഥാനം മാറിയതാകാം: { $labels } വാചകങ്ങളിൽ { $count } എണ്ണത്തിന്റെ ടേക്കുകൾ മറ്റൊരു വാചകം പോലെ കേൾക്കുന്നു ({ $examples }). സ്വന്തം ലേബൽ പോലെ കേൾക്കുന്നവ ഏതാണ്ട് ഇല്ല. അവയിൽ നിന്ന് ഉണ്ടാക്കുന്ന പ്രൊഫൈൽ നിങ്ങൾ പറയുന്നത് തെറ്റായി കേൾക്കും.
manifest-labels-fix = ഓരോ വരിയിലെയും "said" അതിന്റെ ഫയലിൽ പറഞ്ഞ വാക്കാണോ എന്ന് പരിശോധിക്കൂ. ലേബലുകൾ ശരിയാണെങ്കിൽ, --trust-labels ഉപയോഗിച്ച് എന്തായാലും ഉണ്ടാക്കൂ.
enroll-paused-same = പരിശീലനം നിർത്തിവെച്ചു. { $total } ടേക്കുകളിൽ { $done } എണ്ണം സൂക്ഷിച്ചിട്ടുണ്ട്. തുടരാൻ അതേ കമാൻഡ് വീണ്ടും റൺ ചെയ്യൂ; അത് താഴെ കൊടുത്തിട്ടുണ്ട്.
enroll-input-ended = റെക്കോർഡിങ്ങുകൾ തീർന്നു. { $total } ടേക്കുകളിൽ { $done } എണ്ണം സൂക്ഷിച്ചിട്ടുണ്ട്.
enroll-take-name = { $phrase }, ടേക്ക് { $take }
enroll-wav-refused-count = { $count ->
    [one] ഒരു ഫയൽ
   *[other] { $count } ഫയലുകൾ
} ടേക്ക് ആയി ഉപയോഗിച്ചില്ല:
enroll-wav-refused = { $phrase }, ടേക്ക് { $take } -നു വേണ്ടി { $file } ഉപയോഗിച്ചില്ല: { $why }.
enroll-still-missing = { $missing ->
    [one] ഒരു ടേക്ക്
   *[other] { $missing } ടേക്കുകൾ
} ഇനിയും റെക്കോർഡ് ചെയ്യാനുണ്ട്: { $takes }.
enroll-record-missing = അവ റെക്കോർഡ് ചെയ്യാൻ, മൈക്രോഫോൺ ഉപയോഗിക്കാൻ { $command } റൺ ചെയ്യൂ. അല്ലെങ്കിൽ ബാക്കിയുള്ള ഓരോ ടേക്കിനും ഓരോ പുതിയ ഫയൽ ഇതേ ക്രമത്തിൽ --wav ഉപയോഗിച്ച് ചേർക്കൂ.
enroll-why-command = അത് { $heard } എന്നാണ് കേട്ടത്
enroll-why-same = മുമ്പത്തെ ഒരു ടേക്കിന്റെ അതേ റെക്കോർഡിങ്
enroll-why-other = അത് { $heard } പോലെ കേട്ടു
enroll-pause-confirm = പരിശീലനം നിർത്തിവെക്കട്ടേ? അതെ അല്ലെങ്കിൽ ഇല്ല എന്ന് പറയൂ.
enroll-manifest-interrupted = തടസ്സപ്പെട്ടു; പ്രൊഫൈൽ ഉണ്ടാക്കിയില്ല. അത് ഉണ്ടാക്കാൻ വീണ്ടും റൺ ചെയ്യൂ: { $command }
enroll-skipped-missing = { $count ->
    [one] ഒരു വാചകത്തിന്
   *[other] { $count } വാചകങ്ങൾക്ക്
} ഈ പ്രൊഫൈലിൽ ഉപയോഗിക്കാവുന്ന ടേക്ക് ഇല്ല: { $phrases }. പ്രൊഫൈൽ { $count ->
    [one] അത്
   *[other] അവ
} പഠിക്കില്ല. { $count ->
    [one] അത്
   *[other] അവ
} ചേർക്കാൻ, പുതിയ പേരിൽ വീണ്ടും പരിശീലിപ്പിക്കൂ (voice-ono enroll --profile NEWNAME), എന്നിട്ട് ഇത് ഇല്ലാതാക്കൂ.
profile-summary-uncovered = { $summary }; ടേക്കുകൾ ഇല്ലാത്തവ: { $phrases } (അവ ചേർക്കാൻ, പുതിയ പേരിൽ വീണ്ടും പരിശീലിപ്പിക്കൂ)
profile-delete-enrolling = { $name } ഇപ്പോൾ പരിശീലനത്തിലാണ്; അത് കഴിയുമ്പോൾ വീണ്ടും ശ്രമിക്കൂ.
manifest-why-listed-twice = രണ്ടു തവണ കൊടുത്തിട്ടുണ്ട്{ $same ->
    [yes] {""}
   *[no] {" "}({ $other } ആയും)
}
manifest-count-listed-twice = രണ്ടു തവണ കൊടുത്ത ഫയലുകൾ
enroll-still-missing-below = { $missing ->
    [one] ഒരു ടേക്ക്
   *[other] { $missing } ടേക്കുകൾ
} ഇനിയും റെക്കോർഡ് ചെയ്യാനുണ്ട്; അവ താഴെ കൊടുത്തിട്ടുണ്ട്.
# The list printed under enroll-still-missing-below (the count is said there, once).
enroll-missing-list = ബാക്കിയുള്ളവ: { $takes }.
# --wav files left over after the file of the last take (each take is bound to the file in its place in the
# list; $refused: how many takes' files were refused: those takes stay missing, the files after are not moved up).
enroll-wav-not-needed = { $count ->
    [one] ഒരു ഫയൽ
   *[other] { $count } ഫയലുകൾ
} ഉപയോഗിച്ചില്ല: { $count ->
    [one] അത്
   *[other] അവ
} അവസാന ടേക്കിന്റെ ഫയലിന് ശേഷമാണ് വന്നത്.{ $refused ->
    [0] {""}
    [one] {" "}ഫയൽ നിരസിച്ച ടേക്ക് { $count ->
        [one] അതിൽ
       *[other] അവയിൽ
    } നിന്ന് നിറയ്ക്കില്ല; അത് ബാക്കിയായി തുടരും.
   *[other] {" "}ഫയലുകൾ നിരസിച്ച ടേക്കുകൾ { $count ->
        [one] അതിൽ
       *[other] അവയിൽ
    } നിന്ന് നിറയ്ക്കില്ല; അവ ബാക്കിയായി തുടരും.
}
# --wav files given when every take was already recorded (the profile is built from those takes).
enroll-wav-not-needed-recorded = { $count ->
    [one] ഒരു ഫയൽ
   *[other] { $count } ഫയലുകൾ
} ആവശ്യമില്ലായിരുന്നു: എല്ലാ ടേക്കുകളും ഇതിനകം റെക്കോർഡ് ചെയ്തിട്ടുണ്ട്, അതിനാൽ { $count ->
    [one] അത്
   *[other] അവ
} ഉപയോഗിച്ചില്ല.
