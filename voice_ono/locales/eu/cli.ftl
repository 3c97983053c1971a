## Komando lerroa: argumentu erroreak eta `voice-ono models`.
cli-error = { $prog }: { $error }. Ikusi { $prog } --help.
cli-unrecognized = argumentu ezezagunak: { $args }
cli-not-a-number = '{ $value }' ez da { $whole ->
    [yes] zenbaki oso bat
   *[no] zenbaki bat
}; eman { $low } eta { $high } artean{ $unit }
cli-out-of-range = { $value } tartetik kanpo dago; eman { $low } eta { $high } artean{ $unit }
cli-unit-wpm = {" "}hitz minutuko
cli-name-too-long = { $what ->
    [name] a file or folder name in '{ $path }' is { $length } bytes long, but this file system allows at most { $most }
   *[path] '{ $path }' is { $length } bytes long, but this file system allows at most { $most }
}; give a shorter path
models-none = Ez dago vosk eredurik instalatuta. Exekutatu `voice-ono models download` bat lortzeko (voice-ono-k ez du behar: bere Whisper tiny.en barnekoarekin entzuten zaitu, edo pocketsphinx-ekin ordezko gisa).
models-searched = Bilatuta: { $folders }
model-installed = { $name } instalatuta { $path } helbidean
model-not-verified = { $archive } fitxategiaren SHA-256 { $digest } da: EZ egiaztatua (ez da kontrol-baturik ezagutzen). Pasa --sha256 egiaztatzeko.
size = { $size } { $unit }
file-error = { $path }: errorea: { $error }
option-needs-key-value = --option aukerak KEY=VALUE behar du, ez '{ $pair }'
## Arau multzoak eta aukerak
rules-unknown = '{ $name }' arau ezezagunak; aukeratu hauetako bat: { $presets }
rules-unknown-option = '{ $key }' arau aukera ezezaguna; aukerak: { $options }
rules-option-choice = { $key } hauetako bat izan behar da: { $choices }, ez '{ $value }'
rules-option-bool = { $key } aukerak true edo false behar du, ez '{ $value }'
rules-option-int = { $key } aukerak zenbaki oso bat behar du, ez '{ $value }'
rules-bad-bust-total = bust_total 99 edo 100 izan behar da, ez { $value }
rules-not-positive = hand_size, tokens eta target positiboak izan behar dira
rules-bad-modes = scoring eta points_mode ScoringMode eta PointsMode izan behar dira
report-out-is-a-file = { $path } fitxategi bat da, ez karpeta bat; eman karpeta bat txostenerako
report-not-written = Txostena ezin izan da { $path } karpetan idatzi ({ $reason }). Eman --out aukerari idatz dezakezun karpeta bat.
# The terminal's encoding cannot write the language's script: said in English when the language's own letters cannot be shown.
cli-not-utf8 = Terminal honek ezin ditu { $language } hizkiak erakutsi (bere kodeketa { $encoding } da). Aukeratu UTF-8 locale bat, adibidez LANG=C.UTF-8, edo PYTHONIOENCODING=utf-8.
cli-bench-not-installed = Neurketak garapen-tresna bat dira, ez jokoaren zati. voice-ono-ren kopia batetik, instalatu honela: pip install -e ./dev
