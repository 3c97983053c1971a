## The command line: argument errors (voice_ono.cli, voice_ono.cli_parser) and `voice-ono models`
## (voice_ono.app.models_cmd.run_models).
cli-error = { $prog }: { $error }. { $prog } --help നോക്കൂ.
cli-unrecognized = തിരിച്ചറിയാത്ത ആർഗ്യുമെന്റുകൾ: { $args }
cli-not-a-number = '{ $value }' ഒരു { $whole ->
    [yes] പൂർണ്ണസംഖ്യ
   *[no] സംഖ്യ
} അല്ല; { $low } മുതൽ { $high }{ $unit } വരെ നൽകൂ
cli-out-of-range = { $value } അനുവദിച്ച പരിധിക്ക് പുറത്താണ്; { $low } മുതൽ { $high }{ $unit } വരെ നൽകൂ
cli-unit-wpm = {" "}വാക്കുകൾ (മിനിറ്റിൽ)
cli-name-too-long = { $what ->
    [name] a file or folder name in '{ $path }' is { $length } bytes long, but this file system allows at most { $most }
   *[path] '{ $path }' is { $length } bytes long, but this file system allows at most { $most }
}; give a shorter path
models-none = vosk മോഡലുകൾ ഒന്നും ഇൻസ്റ്റാൾ ചെയ്തിട്ടില്ല. ഒരെണ്ണം എടുക്കാൻ `voice-ono models download` പ്രവർത്തിപ്പിക്കൂ (voice-ono-യ്ക്ക് ഇത് ആവശ്യമില്ല: അത് ഉള്ളിലുള്ള Whisper tiny.en ഉപയോഗിച്ചോ, അല്ലെങ്കിൽ പകരം pocketsphinx ഉപയോഗിച്ചോ നിങ്ങളെ കേൾക്കുന്നു).
models-searched = തിരഞ്ഞ ഇടങ്ങൾ: { $folders }
model-installed = { $name } { $path }-ൽ ഇൻസ്റ്റാൾ ചെയ്തു
model-not-verified = { $archive }-ന്റെ SHA-256 { $digest } ആണ്: പരിശോധിച്ചിട്ടില്ല (ചെക്ക്സം അറിയില്ല). പരിശോധിക്കാൻ --sha256 നൽകൂ.
size = { $size } { $unit }
file-error = { $path }: പിശക്: { $error }
option-needs-key-value = --option-ന് KEY=VALUE വേണം, '{ $pair }' അല്ല
## Rule presets and options (voice_ono.rules.ruleset.UnknownRulesError: a message id and values)
rules-unknown = '{ $name }' എന്ന നിയമങ്ങൾ അറിയില്ല; ഇവയിൽ ഒന്ന് തിരഞ്ഞെടുക്കൂ: { $presets }
rules-unknown-option = '{ $key }' എന്ന നിയമ ഓപ്ഷൻ അറിയില്ല; ഓപ്ഷനുകൾ: { $options }
rules-option-choice = { $key } ഇവയിൽ ഒന്നായിരിക്കണം: { $choices }; '{ $value }' പറ്റില്ല
rules-option-bool = { $key } എന്ന ഓപ്ഷന് true അല്ലെങ്കിൽ false വേണം, '{ $value }' അല്ല
rules-option-int = { $key } എന്ന ഓപ്ഷന് ഒരു പൂർണ്ണസംഖ്യ വേണം, '{ $value }' അല്ല
rules-bad-bust-total = bust_total 99 അല്ലെങ്കിൽ 100 ആയിരിക്കണം, { $value } അല്ല
rules-not-positive = hand_size, tokens, target എന്നിവ പൂജ്യത്തേക്കാൾ കൂടുതലായിരിക്കണം
rules-bad-modes = scoring ഒരു ScoringMode-ഉം points_mode ഒരു PointsMode-ഉം ആയിരിക്കണം
report-out-is-a-file = { $path } ഒരു ഫയൽ ആണ്, ഫോൾഡർ അല്ല; റിപ്പോർട്ടിനായി ഒരു ഫോൾഡർ നൽകൂ
report-not-written = റിപ്പോർട്ട് { $path }-ൽ എഴുതാൻ കഴിഞ്ഞില്ല ({ $reason }). നിങ്ങൾക്ക് എഴുതാൻ കഴിയുന്ന ഒരു ഫോൾഡർ --out-ന് നൽകൂ.
# The terminal's encoding cannot write the language's script: said in English when the language's own letters cannot be shown.
cli-not-utf8 = ഈ ടെർമിനലിന് { $language } അക്ഷരങ്ങൾ കാണിക്കാൻ കഴിയില്ല (എൻകോഡിങ് { $encoding }). ഒരു UTF-8 ലോക്കേൽ തിരഞ്ഞെടുക്കൂ, ഉദാഹരണം LANG=C.UTF-8, അല്ലെങ്കിൽ PYTHONIOENCODING=utf-8.
cli-bench-not-installed = ബെഞ്ച്മാർക്കുകൾ വികസനത്തിനുള്ള ഉപകരണമാണ്, കളിയുടെ ഭാഗമല്ല. voice-ono-യുടെ ഒരു പകർപ്പിൽ നിന്ന് ഇങ്ങനെ ഇൻസ്റ്റാൾ ചെയ്യുക: pip install -e ./dev
