## ਕਮਾਂਡ ਲਾਈਨ: ਆਰਗੂਮੈਂਟ ਦੀਆਂ ਗ਼ਲਤੀਆਂ ਅਤੇ `voice-ono models`।
cli-error = { $prog }: { $error }। ਵੇਖੋ { $prog } --help।
cli-unrecognized = ਅਣਪਛਾਤੇ ਆਰਗੂਮੈਂਟ: { $args }
cli-not-a-number = '{ $value }' { $whole ->
    [yes] ਪੂਰਨ ਸੰਖਿਆ
   *[no] ਸੰਖਿਆ
} ਨਹੀਂ ਹੈ; { $low } ਤੋਂ { $high }{ $unit } ਦਿਓ
cli-out-of-range = { $value } ਹੱਦ ਤੋਂ ਬਾਹਰ ਹੈ; { $low } ਤੋਂ { $high }{ $unit } ਦਿਓ
cli-unit-wpm = {" "}ਸ਼ਬਦ ਪ੍ਰਤੀ ਮਿੰਟ
cli-name-too-long = { $what ->
    [name] a file or folder name in '{ $path }' is { $length } bytes long, but this file system allows at most { $most }
   *[path] '{ $path }' is { $length } bytes long, but this file system allows at most { $most }
}; give a shorter path
models-none = ਕੋਈ vosk ਮਾਡਲ ਇੰਸਟਾਲ ਨਹੀਂ ਹੈ। ਇੱਕ ਲੈਣ ਲਈ `voice-ono models download` ਚਲਾਓ (voice-ono ਨੂੰ ਕਿਸੇ ਦੀ ਲੋੜ ਨਹੀਂ: ਇਹ ਆਪਣੇ ਅੰਦਰਲੇ Whisper tiny.en ਨਾਲ, ਜਾਂ ਬਦਲ ਵਜੋਂ pocketsphinx ਨਾਲ ਤੁਹਾਨੂੰ ਸੁਣਦਾ ਹੈ)।
models-searched = ਖੋਜੇ ਗਏ: { $folders }
model-installed = { $name } ਨੂੰ { $path } ਉੱਤੇ ਇੰਸਟਾਲ ਕੀਤਾ ਗਿਆ
model-not-verified = { $archive } ਦਾ SHA-256 { $digest } ਹੈ: ਜਾਂਚਿਆ ਨਹੀਂ ਗਿਆ (ਕੋਈ ਚੈੱਕਸਮ ਪਤਾ ਨਹੀਂ)। ਜਾਂਚ ਲਈ --sha256 ਦਿਓ।
size = { $size } { $unit }
file-error = { $path }: ਗ਼ਲਤੀ: { $error }
option-needs-key-value = --option ਨੂੰ ਕੁੰਜੀ=ਮੁੱਲ ਚਾਹੀਦਾ ਹੈ, '{ $pair }' ਨਹੀਂ
## ਨਿਯਮਾਂ ਦੇ ਸੈੱਟ ਅਤੇ ਵਿਕਲਪ
rules-unknown = ਅਣਜਾਣ ਨਿਯਮ '{ $name }'; ਇਹਨਾਂ ਵਿੱਚੋਂ ਚੁਣੋ: { $presets }
rules-unknown-option = ਅਣਜਾਣ ਨਿਯਮ ਵਿਕਲਪ '{ $key }'; ਵਿਕਲਪ: { $options }
rules-option-choice = { $key } ਇਹਨਾਂ ਵਿੱਚੋਂ ਇੱਕ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ: { $choices }, '{ $value }' ਨਹੀਂ
rules-option-bool = ਵਿਕਲਪ { $key } ਨੂੰ true ਜਾਂ false ਚਾਹੀਦਾ ਹੈ, '{ $value }' ਨਹੀਂ
rules-option-int = ਵਿਕਲਪ { $key } ਨੂੰ ਪੂਰਨ ਸੰਖਿਆ ਚਾਹੀਦੀ ਹੈ, '{ $value }' ਨਹੀਂ
rules-bad-bust-total = bust_total 99 ਜਾਂ 100 ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ, { $value } ਨਹੀਂ
rules-not-positive = hand_size, tokens ਅਤੇ target ਧਨਾਤਮਕ ਹੋਣੇ ਚਾਹੀਦੇ ਹਨ
rules-bad-modes = scoring ਅਤੇ points_mode ਇੱਕ ScoringMode ਅਤੇ ਇੱਕ PointsMode ਹੋਣੇ ਚਾਹੀਦੇ ਹਨ
report-out-is-a-file = { $path } ਇੱਕ ਫ਼ਾਈਲ ਹੈ, ਫੋਲਡਰ ਨਹੀਂ; ਰਿਪੋਰਟ ਲਈ ਇੱਕ ਫੋਲਡਰ ਦਿਓ
report-not-written = ਰਿਪੋਰਟ { $path } ਵਿੱਚ ਲਿਖੀ ਨਹੀਂ ਜਾ ਸਕੀ ({ $reason })। --out ਨੂੰ ਅਜਿਹਾ ਫੋਲਡਰ ਦਿਓ ਜਿਸ ਵਿੱਚ ਤੁਸੀਂ ਲਿਖ ਸਕੋ।
# The terminal's encoding cannot write the language's script: said in English when the language's own letters cannot be shown.
cli-not-utf8 = ਇਹ ਟਰਮੀਨਲ { $language } ਦੇ ਅੱਖਰ ਨਹੀਂ ਵਿਖਾ ਸਕਦਾ (ਇਸ ਦੀ ਐਨਕੋਡਿੰਗ { $encoding } ਹੈ)। UTF-8 ਲੋਕੇਲ ਚੁਣੋ, ਜਿਵੇਂ LANG=C.UTF-8, ਜਾਂ PYTHONIOENCODING=utf-8।
cli-bench-not-installed = ਬੈਂਚਮਾਰਕ ਵਿਕਾਸ ਦਾ ਸੰਦ ਹਨ, ਖੇਡ ਦਾ ਹਿੱਸਾ ਨਹੀਂ। voice-ono ਦੀ ਇੱਕ ਕਾਪੀ ਤੋਂ ਇਨ੍ਹਾਂ ਨੂੰ ਇਉਂ ਇੰਸਟਾਲ ਕਰੋ: pip install -e ./dev
