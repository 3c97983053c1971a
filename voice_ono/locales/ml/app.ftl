## Lines printed to stderr or said once at start-up: save files, input ending, devices (voice_ono.app, voice_ono.session).
not-a-save = { $path } ഒരു voice-ono സേവ് ചെയ്ത കളി അല്ല, അതിനാൽ അത് തൊടുന്നില്ല. --save-file ഉപയോഗിച്ച് മറ്റൊരു ഫയൽ തിരഞ്ഞെടുക്കൂ, അല്ലെങ്കിൽ --save-file ഒഴിവാക്കൂ.
save-in-use = { $path } എന്ന സേവ് ചെയ്ത കളി ഇപ്പോൾ മറ്റൊരു voice-ono-യിൽ തുറന്നിരിക്കുന്നു, അതിനാൽ ഇത് അതിനെ തൊടില്ല. ആദ്യം മറ്റേ കളി അടയ്ക്കൂ, അല്ലെങ്കിൽ --save-file ഉപയോഗിച്ച് മറ്റൊരു ഫയൽ തിരഞ്ഞെടുക്കൂ.
damaged-new-game = { $path } എന്ന സേവ് ചെയ്ത കളി കേടായതിനാൽ തുറക്കാൻ കഴിയില്ല; അത് { $kept } ആയി സൂക്ഷിച്ചിട്ടുണ്ട്. പുതിയ കളി തുടങ്ങുന്നു.
damaged-not-moved = { $path } എന്ന സേവ് ചെയ്ത കളി കേടായതിനാൽ തുറക്കാൻ കഴിയില്ല. അത് മാറ്റിവെക്കാനും കഴിഞ്ഞില്ല ({ $error }). അത് തൊടാതെ വെക്കുന്നു, ഈ കളി സേവ് ചെയ്യില്ല.
save-newer = { $path } എന്ന സേവ് ചെയ്ത കളി voice-ono-യുടെ പുതിയ പതിപ്പിലാണ് സേവ് ചെയ്തത്. അത് തുടരാൻ voice-ono പുതുക്കൂ, അല്ലെങ്കിൽ --save-file FILE ഉപയോഗിച്ച് മറ്റൊരു കളി തുടങ്ങൂ; ഫയൽ അതുപോലെ തന്നെ വെക്കുന്നു.
# $command: the command that starts a new game on the same save file (quoted for the shell).
damaged-resume = { $path } എന്ന സേവ് ചെയ്ത കളി കേടായതിനാൽ തുറക്കാൻ കഴിയില്ല. പുതിയ കളി തുടങ്ങാൻ { $command } പ്രവർത്തിപ്പിക്കൂ; കേടായ ഫയൽ സൂക്ഷിച്ചുവെക്കും.
input-ended-saved = ഇൻപുട്ട് അവസാനിച്ചു; നിങ്ങളുടെ സേവ് ചെയ്ത കളി സൂക്ഷിച്ചിട്ടുണ്ട്. തുടരാൻ: { $command }
input-ended-game = ഇൻപുട്ട് അവസാനിച്ചു; കളി സേവ് ചെയ്തു. തുടരാൻ: { $command }
input-ended-save-failed = ഇൻപുട്ട് അവസാനിച്ചു; കളി സേവ് ചെയ്യാൻ കഴിഞ്ഞില്ല. { $earlier ->
    [yes] നിങ്ങളുടെ സേവ് ചെയ്ത കളി ഇപ്പോഴും പഴയ നിലയിലാണ്. അവിടെ നിന്ന് തുടരാൻ: { $command }
   *[no] അത് സേവ് ചെയ്തിട്ടില്ല.
}
input-ended-unsaved = ഇൻപുട്ട് അവസാനിച്ചു; കളി സേവ് ചെയ്തില്ല (ഓട്ടോസേവ് ഓഫ് ആണ്).
saved-game-options = നിങ്ങൾക്ക് ഒരു സേവ് ചെയ്ത കളി ഉണ്ട്. അത് തുടർന്നാൽ, അതിന്റെ സ്വന്തം നിയമങ്ങളും കളിക്കാരും തന്നെ ഉണ്ടാകും. { $options } { $count ->
    [one] പുതിയ കളി തുടങ്ങിയാൽ മാത്രമേ ബാധകമാകൂ.
   *[other] പുതിയ കളി തുടങ്ങിയാൽ മാത്രമേ ബാധകമാകൂ.
}
save-file-is-folder = { $path } ഒരു ഫോൾഡർ ആണ്. --save-file-ന് ഒരു ഫയൽ പേര് നൽകൂ, ഉദാഹരണത്തിന് { $path }/game.json.
resume-ignores = നിങ്ങളുടെ സേവ് ചെയ്ത കളി അതുപോലെ തന്നെ തുടരുന്നു. { $options } { $count ->
    [one] പുതിയ കളികൾക്ക് മാത്രമേ ബാധകമാകൂ
   *[other] പുതിയ കളികൾക്ക് മാത്രമേ ബാധകമാകൂ
} (പുതിയ കളിക്ക് --resume ഇല്ലാതെ പ്രവർത്തിപ്പിക്കൂ).
config-missing = { $path } എന്ന കോൺഫിഗ് ഫയൽ നിലവിലില്ല; സാധാരണ സംസാര ക്രമീകരണങ്ങൾ ഉപയോഗിക്കുന്നു (പതുക്കെ, ഉറക്കെ, അല്ലെങ്കിൽ ചുരുക്കിയ അറിയിപ്പുകൾ എന്ന് പറഞ്ഞാൽ അത് ഉണ്ടാക്കും).
typed-commands = ടൈപ്പ് ചെയ്ത കമാൻഡുകൾ ഉപയോഗിക്കുന്നു.
mic-stopped-reopened = മൈക്രോഫോൺ നിന്നുപോയി. ഞാൻ അത് വീണ്ടും തുറന്നു, ദയവായി നിങ്ങളുടെ കമാൻഡ് വീണ്ടും പറയൂ.
mic-stopped-typed = മൈക്രോഫോൺ നിന്നുപോയി, വീണ്ടും തുറക്കാൻ കഴിഞ്ഞില്ല. അതിനാൽ കളി ടൈപ്പ് ചെയ്ത കമാൻഡുകളുമായി തുടരുന്നു. എന്ത് ടൈപ്പ് ചെയ്യാം എന്ന് കേൾക്കാൻ help എന്ന് ടൈപ്പ് ചെയ്യൂ.
device-unused = --device { $device } ഉപയോഗിക്കുന്നില്ല: { $why }.
device-unused-text = കമാൻഡുകൾ ടൈപ്പ് ചെയ്യുന്നു (--input text)
device-unused-wav = കമാൻഡുകൾ WAV ഫയലുകളിൽ നിന്നാണ് വരുന്നത്
device-unused-no-mic = ഒരു മൈക്രോഫോണും തുറക്കാൻ കഴിഞ്ഞില്ല
no-microphone = മൈക്രോഫോൺ കണ്ടെത്തിയില്ല, അതിനാൽ ടൈപ്പ് ചെയ്ത കമാൻഡുകൾ ഉപയോഗിക്കുന്നു. വിശദാംശങ്ങൾക്ക് പ്രവർത്തിപ്പിക്കൂ: voice-ono devices
save-damaged = { $path } എന്ന സേവ് ചെയ്ത കളി കേടായതിനാൽ തുറക്കാൻ കഴിയില്ല.
push-to-talk-help = ഒരു കമാൻഡ് പറയാൻ, Enter അമർത്തൂ, ശബ്ദം കേൾക്കുന്നത് വരെ കാത്തിരിക്കൂ, പിന്നെ പറയൂ.
wav-skipped = { $error } അത് ഒഴിവാക്കുന്നു.
demo-you-say = നിങ്ങൾ പറയുന്നു: { $said }.
no-save-to-resume = തുടരാൻ സേവ് ചെയ്ത കളി ഇല്ല; പുതിയ കളി തുടങ്ങുന്നു.
interrupted-saved = നിർത്തിവെച്ചു; കളി സേവ് ചെയ്തു. തുടരാൻ: { $command }
interrupted = നിർത്തിവെച്ചു.
interrupted-save-failed = നിർത്തിവെച്ചു; കളി സേവ് ചെയ്യാൻ കഴിഞ്ഞില്ല. { $earlier ->
    [yes] നിങ്ങളുടെ സേവ് ചെയ്ത കളി ഇപ്പോഴും പഴയ നിലയിലാണ്. അവിടെ നിന്ന് തുടരാൻ: { $command }
   *[no] അത് സേവ് ചെയ്തിട്ടില്ല.
}
save-lock-partial = { $path } എന്ന സേവ് ചെയ്ത കളി അതിനടുത്ത് ലോക്ക് ചെയ്യാൻ കഴിഞ്ഞില്ല ({ $lock } ഉണ്ടാക്കാൻ കഴിയില്ല). അതിനാൽ മറ്റൊരു home അല്ലെങ്കിൽ cache ഫോൾഡറുമായി തുടങ്ങിയ voice-ono അതേ സമയം ഇത് കളിക്കുന്നത് തടയില്ല. ഒരു സമയം ഒരു കളി മാത്രം കളിക്കൂ.
save-folder-unusable = { $folder } എന്ന ഫോൾഡറിൽ ഫയൽ വെക്കാൻ കഴിയില്ല ({ $error }), അതിനാൽ കളി { $path }-ൽ സേവ് ചെയ്യാൻ കഴിഞ്ഞില്ല. --save-file ഉപയോഗിച്ച് മറ്റൊരു സ്ഥലം തിരഞ്ഞെടുക്കൂ, അല്ലെങ്കിൽ --no-autosave ഉപയോഗിച്ച് കളിക്കൂ.
log-unwritable = voice-ono.log എഴുതാൻ കഴിഞ്ഞില്ല, അതിനാൽ വിശദാംശം ഇവിടെ: { $detail }
save-not-locked = { $path } എന്ന സേവ് ചെയ്ത കളി ലോക്ക് ചെയ്യാൻ കഴിഞ്ഞില്ല (ലോക്ക് ഫയൽ ഉണ്ടാക്കാൻ കഴിഞ്ഞില്ല). അതിനാൽ അതേ സമയം ഇത് കളിക്കുന്ന മറ്റൊരു voice-ono-യെ തടയില്ല. ഒരു സമയം ഒരു കളി മാത്രം കളിക്കൂ.
save-file-empty = --save-file-ന് ഒരു ഫയൽ പേര് വേണം, ഉദാഹരണത്തിന് --save-file game.json.
resume-not-saved = { $path } എന്ന സേവ് ചെയ്ത കളി സേവ് ചെയ്യാതെ തുടരുന്നു (--no-autosave): അത് അതുപോലെ തന്നെ ഇരിക്കും.
wav-needs-files = --input wav-ന് റെക്കോർഡ് ചെയ്ത കമാൻഡുകൾ വേണം: --wav FILE... ചേർക്കൂ (ഒന്നോ അതിലധികമോ WAV ഫയലുകൾ).
demo-ended-early = കളി തീരുന്നതിന് മുമ്പ് ഡെമോ അവസാനിച്ചു.
bad-hand = { $error }. കയ്യിലെ കാർഡുകൾ കോമ കൊണ്ട് വേർതിരിച്ച കാർഡ് പേരുകളായി നൽകൂ, ഉദാഹരണത്തിന് --hand 3,7,reverse.
no-microphones = മൈക്രോഫോണുകൾ ഒന്നും കണ്ടെത്തിയില്ല. ഒരെണ്ണം ഘടിപ്പിക്കൂ; അതുവരെ ഇങ്ങനെ കളിക്കൂ: voice-ono play --input text
demo-no-synthesiser = ഡെമോയ്ക്ക് ഓഫ്‌ലൈൻ സിന്തസൈസർ ഒന്നും കണ്ടെത്തിയില്ല.
demo-install-synthesiser = ഒരെണ്ണം ഇൻസ്റ്റാൾ ചെയ്യൂ: sudo apt-get install flite espeak-ng
demo-voice-missing = '{ $voice }' എന്ന ശബ്ദം ഇൻസ്റ്റാൾ ചെയ്തിട്ടില്ല.
demo-choose-voice = ഇവയിൽ ഒന്ന് തിരഞ്ഞെടുക്കൂ: { $voices }
no-wav-readable = WAV ഫയലുകളിൽ ഒന്നും വായിക്കാൻ കഴിഞ്ഞില്ല.
check-wav-names = ഫയൽ പേരുകൾ പരിശോധിക്കൂ.
config-unreadable = { $path } വായിക്കാൻ കഴിഞ്ഞില്ല ({ $error }); സാധാരണ സംസാര ക്രമീകരണങ്ങൾ ഉപയോഗിക്കുന്നു
# $fields: the names of the values ignored; the allowed values follow (the range voice commands keep to).
config-bad-values = { $path }-ലെ തെറ്റായ { $fields } അവഗണിച്ചു (rate: മിനിറ്റിൽ { $rate_low } മുതൽ { $rate_high } വരെ വാക്കുകൾ; volume: { $volume_low } മുതൽ { $volume_high } വരെ; verbosity: full അല്ലെങ്കിൽ short; language: { $languages })
config-not-ours = { $path } ഒരു voice-ono കോൺഫിഗ് ഫയൽ അല്ല, അതിനാൽ അത് തൊട്ടില്ല
enroll-use-wavs = അല്ലെങ്കിൽ നിങ്ങളുടെ ശബ്ദം WAV ഫയലുകളായി റെക്കോർഡ് ചെയ്ത് --wav FILE... അല്ലെങ്കിൽ --from-manifest FILE ഉപയോഗിക്കൂ.
too-few-players = ഒരു കളിക്ക് കുറഞ്ഞത് 2 കളിക്കാർ വേണം: --bots, --humans ഉപയോഗിക്കൂ
recognize-nothing = (ഒന്നും തിരിച്ചറിഞ്ഞില്ല)
recognize-too-quiet = (ഒന്നും തിരിച്ചറിഞ്ഞില്ല: റെക്കോർഡിങ് വളരെ പതുക്കെയാണ്. അതിന്റെ ഏറ്റവും ഉച്ചത്തിലുള്ള ഭാഗം { $level } dBFS ആണ്, സംസാരം കേൾക്കുന്നത് { $least } dBFS മുതലാണ്. മൈക്രോഫോണിനോട് അടുത്ത് റെക്കോർഡ് ചെയ്യൂ, അല്ലെങ്കിൽ ഇൻപുട്ട് ലെവൽ കൂട്ടൂ.)

# One line of the program on stderr: its name, then $message (a sentence).
program-line = voice-ono: { $message }

## The demo player's synthesiser (voice_ono/demo/synth.py)
synth-failed = { $voice } ശബ്ദത്തിന് വാചകം പറയാനായില്ല.
synth-no-audio = { $voice } ശബ്ദം ഒന്നും എഴുതിയില്ല.
synth-espeak-fix = libespeak-ng1 ഇൻസ്റ്റാൾ ചെയ്യുക, അല്ലെങ്കിൽ ഒരു flite ശബ്ദം ഉപയോഗിക്കുക.
synth-unknown = { $engine } എന്ന പേരിൽ സിന്തസൈസർ ഇല്ല.
synth-choose = flite, espeak-ng അല്ലെങ്കിൽ pyttsx3 ഉപയോഗിക്കുക.
synth-missing = { $program } ഇൻസ്റ്റാൾ ചെയ്തിട്ടില്ല.
synth-install = അത് ഇൻസ്റ്റാൾ ചെയ്യുക: sudo apt-get install { $program }
synth-unreadable = { $voice } വായിക്കാൻ കഴിയാത്ത ഒരു ശബ്ദ ഫയൽ എഴുതി.
