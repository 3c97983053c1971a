## ਆਵਾਜ਼ ਦਰਜ ਕਰਨਾ ਅਤੇ ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲ: ਬੋਲੀਆਂ ਅਤੇ ਛਪੀਆਂ ਲਾਈਨਾਂ।
enroll-intro = ਪ੍ਰੋਫ਼ਾਈਲ { $name } ਲਈ ਆਵਾਜ਼ ਦਰਜ ਕਰਨਾ। ਮੈਂ ਤੁਹਾਨੂੰ { $phrases } ਵਾਕ ਕਹਿਣ ਲਈ ਕਹਾਂਗਾ, { $takes ->
    [one] ਹਰ ਇੱਕ ਇੱਕ ਵਾਰ
   *[other] ਹਰ ਇੱਕ { $takes } ਵਾਰ
}, ਕੁੱਲ { $total } ਰਿਕਾਰਡਿੰਗਾਂ। ਮੇਰੇ ਪੁੱਛਣ ਤੋਂ ਬਾਅਦ ਹਰ ਵਾਕ ਆਪਣੀ ਆਮ ਆਵਾਜ਼ ਵਿੱਚ ਕਹੋ। ਰੁਕਣ ਲਈ ਛੱਡੋ ਕਹੋ, ਜਾਂ ਕੰਟਰੋਲ C ਦਬਾਓ; ਤੁਹਾਡੀਆਂ ਰਿਕਾਰਡਿੰਗਾਂ ਰੱਖੀਆਂ ਜਾਣਗੀਆਂ ਅਤੇ ਤੁਸੀਂ ਬਾਅਦ ਵਿੱਚ ਜਾਰੀ ਰੱਖ ਸਕਦੇ ਹੋ।
enroll-resume = ਜੀ ਆਇਆਂ ਨੂੰ। { $total } ਵਿੱਚੋਂ { $done } ਰਿਕਾਰਡਿੰਗਾਂ ਪਹਿਲਾਂ ਹੀ ਹੋ ਚੁੱਕੀਆਂ ਹਨ; ਅਸੀਂ ਉੱਥੋਂ ਜਾਰੀ ਰੱਖਦੇ ਹਾਂ।
enroll-prompt = { $total } ਵਿੱਚੋਂ { $n }। ਕਹੋ: { $phrase }।
enroll-too-quiet = ਇਹ ਬਹੁਤ ਧੀਮਾ ਸੀ। ਕਿਰਪਾ ਕਰਕੇ ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਦੇ ਨੇੜੇ ਆਓ, ਜਾਂ ਉੱਚੀ ਬੋਲੋ, ਅਤੇ { $phrase } ਦੁਬਾਰਾ ਕਹੋ।
enroll-clipped = ਇਹ ਬਹੁਤ ਉੱਚਾ ਅਤੇ ਵਿਗੜਿਆ ਹੋਇਆ ਸੀ। ਕਿਰਪਾ ਕਰਕੇ ਥੋੜ੍ਹਾ ਪਿੱਛੇ ਹੋਵੋ ਅਤੇ { $phrase } ਦੁਬਾਰਾ ਕਹੋ।
enroll-nothing = ਮੈਨੂੰ ਕੁਝ ਸੁਣਾਈ ਨਹੀਂ ਦਿੱਤਾ। ਕਿਰਪਾ ਕਰਕੇ { $phrase } ਕਹੋ।
enroll-skipped = ਰਿਕਾਰਡਿੰਗ { $n }, { $phrase }, ਨੂੰ ਹੁਣ ਲਈ ਛੱਡ ਕੇ ਅੱਗੇ ਚੱਲਦੇ ਹਾਂ; ਜਦੋਂ ਤੁਸੀਂ ਇਹ ਦਰਜ ਕਰਨਾ ਜਾਰੀ ਰੱਖੋਗੇ ਤਾਂ ਮੈਂ ਇਹ ਦੁਬਾਰਾ ਮੰਗਾਂਗਾ।
enroll-paused = ਦਰਜ ਕਰਨਾ ਰੋਕਿਆ ਗਿਆ। { $total } ਵਿੱਚੋਂ { $done } ਰਿਕਾਰਡਿੰਗਾਂ ਰੱਖੀਆਂ ਗਈਆਂ ਹਨ। ਜਾਰੀ ਰੱਖਣ ਲਈ ਚਲਾਓ: { $command }
enroll-building = ਧੰਨਵਾਦ। ਸਾਰੀਆਂ { $total } ਰਿਕਾਰਡਿੰਗਾਂ ਹੋ ਗਈਆਂ ਹਨ। ਤੁਹਾਡੀ ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲ ਬਣ ਰਹੀ ਹੈ; ਇਸ ਵਿੱਚ ਥੋੜ੍ਹਾ ਸਮਾਂ ਲੱਗਦਾ ਹੈ।
enroll-done = ਤੁਹਾਡੀ ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲ { $name } ਤਿਆਰ ਹੈ। ਇਸਨੂੰ ਇਸ ਨਾਲ ਵਰਤੋ: voice-ono play --profile { $name }
enroll-not-adapted = ਨੋਟ: { $why }
enroll-incomplete = { $missing ->
    [one] ਇੱਕ ਰਿਕਾਰਡਿੰਗ ਅਜੇ ਬਾਕੀ ਹੈ
   *[other] { $missing } ਰਿਕਾਰਡਿੰਗਾਂ ਅਜੇ ਬਾਕੀ ਹਨ
}, ਇਸ ਲਈ ਪ੍ਰੋਫ਼ਾਈਲ ਅਜੇ ਨਹੀਂ ਬਣੀ। { $missing ->
    [one] ਇਸਨੂੰ
   *[other] ਇਹਨਾਂ ਨੂੰ
} ਰਿਕਾਰਡ ਕਰਨ ਲਈ ਚਲਾਓ: { $command }
profile-in-use = ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲ { $name } ਵਰਤੀ ਜਾ ਰਹੀ ਹੈ।
profile-not-used = { $problem } ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲ ਤੋਂ ਬਿਨਾਂ ਜਾਰੀ ਰੱਖਿਆ ਜਾ ਰਿਹਾ ਹੈ।
profiles-none = ਅਜੇ ਕੋਈ ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲ ਨਹੀਂ। ਇਸ ਨਾਲ ਇੱਕ ਬਣਾਓ: voice-ono enroll --profile ਨਾਂ
profile-deleted = ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲ { $name } ਮਿਟਾ ਦਿੱਤੀ ਗਈ।
enroll-profile-exists = { $name } ਨਾਂ ਦੀ ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲ ਪਹਿਲਾਂ ਹੀ ਮੌਜੂਦ ਹੈ। ਦੁਬਾਰਾ ਦਰਜ ਕਰਨ ਲਈ ਪਹਿਲਾਂ ਇਸਨੂੰ voice-ono profiles delete { $name } ਨਾਲ ਮਿਟਾਓ, ਜਾਂ --profile ਨਾਲ ਕੋਈ ਹੋਰ ਨਾਂ ਚੁਣੋ।
profile-missing = { $name } ਨਾਂ ਦੀ ਕੋਈ ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲ ਨਹੀਂ ਹੈ। voice-ono profiles list ਵੇਖੋ, ਜਾਂ voice-ono enroll --profile { $name } ਨਾਲ ਇੱਕ ਬਣਾਓ।
profile-damaged = ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲ { $name } ਖ਼ਰਾਬ ਹੈ ਅਤੇ ਪੜ੍ਹੀ ਨਹੀਂ ਜਾ ਸਕਦੀ। ਇਸਨੂੰ voice-ono profiles delete { $name } ਨਾਲ ਮਿਟਾਓ ਅਤੇ ਦੁਬਾਰਾ ਦਰਜ ਕਰੋ।
profile-not-loaded = ਪਛਾਣਕਾਰ ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲ { $name } ਲੋਡ ਨਹੀਂ ਕਰ ਸਕਿਆ।
profile-enroll-in-use = ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲ { $name } ਇਸ ਵੇਲੇ ਕਿਸੇ ਹੋਰ ਦਰਜ ਕਰਨ ਵਿੱਚ ਵਰਤੀ ਜਾ ਰਹੀ ਹੈ। ਉਸਦੇ ਖਤਮ ਹੋਣ ਤੱਕ ਉਡੀਕ ਕਰੋ, ਜਾਂ --profile ਨਾਲ ਕੋਈ ਹੋਰ ਨਾਂ ਚੁਣੋ।
enroll-same-take = ਇਹ ਬਿਲਕੁਲ ਪਹਿਲੀ ਰਿਕਾਰਡਿੰਗ ਵਰਗਾ ਸੁਣਿਆ। ਕਿਰਪਾ ਕਰਕੇ { $phrase } ਨਵੇਂ ਸਿਰਿਓਂ ਦੁਬਾਰਾ ਕਹੋ।
enroll-duplicate-takes = { $count ->
    [one] ਇੱਕ ਰਿਕਾਰਡਿੰਗ ਕਿਸੇ ਹੋਰ ਰਿਕਾਰਡਿੰਗ ਦੀ ਨਕਲ ਹੈ
   *[other] { $count } ਰਿਕਾਰਡਿੰਗਾਂ ਹੋਰ ਰਿਕਾਰਡਿੰਗਾਂ ਦੀਆਂ ਨਕਲਾਂ ਹਨ
}: { $files }। ਪ੍ਰੋਫ਼ਾਈਲ ਨੂੰ ਵੱਖ-ਵੱਖ ਕੀਤੀਆਂ ਰਿਕਾਰਡਿੰਗਾਂ ਚਾਹੀਦੀਆਂ ਹਨ; ਉਹਨਾਂ ਨੂੰ ਦੁਬਾਰਾ ਰਿਕਾਰਡ ਕਰੋ।
manifest-skipped = { $file } ਛੱਡੀ ਗਈ: { $why }।
manifest-why-nothing = ਕੁਝ ਸੁਣਾਈ ਨਹੀਂ ਦਿੱਤਾ
manifest-why-quiet = ਬਹੁਤ ਧੀਮੀ
manifest-why-clipped = ਬਹੁਤ ਉੱਚੀ ਅਤੇ ਵਿਗੜੀ ਹੋਈ (ਕੱਟੀ ਹੋਈ)
manifest-why-phrase = { $said } ਦਰਜ ਕਰਨ ਵਾਲਾ ਵਾਕ ਨਹੀਂ ਹੈ
manifest-why-copy = { $other } ਦੀ ਨਕਲ
manifest-why-mislabelled = ਇਹ { $heard } ਵਰਗੀ ਸੁਣਦੀ ਹੈ, { $said } ਨਹੀਂ
manifest-too-few = { $manifest } ਵਿੱਚ { $listed } ਵਿੱਚੋਂ ਸਿਰਫ਼ { $usable } ਰਿਕਾਰਡਿੰਗਾਂ ਵਰਤਣਯੋਗ ਹਨ; ਪ੍ਰੋਫ਼ਾਈਲ ਨੂੰ ਇੱਕ ਵਾਕ ਦੀਆਂ ਘੱਟੋ-ਘੱਟ ਦੋ ਵੱਖਰੀਆਂ ਰਿਕਾਰਡਿੰਗਾਂ ਚਾਹੀਦੀਆਂ ਹਨ। ਉੱਪਰ ਦੱਸੀਆਂ ਰਿਕਾਰਡਿੰਗਾਂ ਠੀਕ ਕਰੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।
demo-profile-ignored = ਡੈਮੋ ਦੀ ਬਣਾਉਟੀ ਆਵਾਜ਼ ਤੁਹਾਡੀ ਆਵਾਜ਼ ਨਹੀਂ ਹੈ, ਇਸ ਲਈ ਡੈਮੋ ਵਿੱਚ ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲ { $name } ਨਹੀਂ ਵਰਤੀ ਜਾਂਦੀ।
enroll-noise = ਮੈਨੂੰ ਸਿਰਫ਼ ਸ਼ੋਰ ਸੁਣਿਆ, ਕੋਈ ਸ਼ਬਦ ਨਹੀਂ। ਕਿਰਪਾ ਕਰਕੇ { $phrase } ਕਹੋ।
manifest-why-noise = ਸਿਰਫ਼ ਸ਼ੋਰ, ਕੋਈ ਸ਼ਬਦ ਨਹੀਂ
manifest-why-unreadable = ਫ਼ਾਈਲ ਰਿਕਾਰਡਿੰਗ ਵਜੋਂ ਪੜ੍ਹੀ ਨਹੀਂ ਜਾ ਸਕਦੀ
profile-not-saved = ਪ੍ਰੋਫ਼ਾਈਲ ਸੰਭਾਲੀ ਨਹੀਂ ਜਾ ਸਕੀ: { $error }
profile-built = ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲ { $name }: { $takes } ਰਿਕਾਰਡਿੰਗਾਂ, { $seconds } ਸਕਿੰਟ ਵਿੱਚ ਬਣੀ, { $kib } KiB, { $adapted ->
    [yes] ਢਾਲੀ ਗਈ
   *[no] ਢਾਲੀ ਨਹੀਂ ਗਈ
}।
profile-delete-which = ਦੱਸੋ ਕਿਹੜੀ ਪ੍ਰੋਫ਼ਾਈਲ ਮਿਟਾਉਣੀ ਹੈ: voice-ono profiles delete ਨਾਂ (ਵੇਖੋ: voice-ono profiles list)।
# ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲ ਦੀਆਂ ਗ਼ਲਤੀਆਂ
profile-bad-name = '{ $name }' ਵਰਤਣਯੋਗ ਪ੍ਰੋਫ਼ਾਈਲ ਨਾਂ ਨਹੀਂ ਹੈ।
profile-name-fix = 1 ਤੋਂ 40 ਅੱਖਰ ਵਰਤੋ: a ਤੋਂ z ਜਾਂ A ਤੋਂ Z ਅੱਖਰ, ਅੰਕ, ਬਿੰਦੂ, ਡੈਸ਼ ਜਾਂ ਅੰਡਰਸਕੋਰ, ਜੋ ਅੱਖਰ ਜਾਂ ਅੰਕ ਨਾਲ ਸ਼ੁਰੂ ਹੋਣ, ਜਿਵੇਂ --profile anna।
profile-other-engine = ਪ੍ਰੋਫ਼ਾਈਲ '{ $name }' { $made_model } ({ $made_engine }) ਲਈ ਬਣੀ ਸੀ, { $model } ({ $engine }) ਲਈ ਨਹੀਂ।
profile-engine-fix = --engine { $made_engine } ਵਰਤੋ, ਜਾਂ ਇਸ ਇੰਜਣ ਨਾਲ ਦੁਬਾਰਾ ਦਰਜ ਕਰੋ।
profile-no-takes = ਪ੍ਰੋਫ਼ਾਈਲ ਬਣਾਉਣ ਲਈ ਆਡੀਓ ਵਾਲੀ ਕੋਈ ਰਿਕਾਰਡਿੰਗ ਨਹੀਂ ਹੈ।
profile-record-again-fix = voice-ono enroll ਨਾਲ ਰਿਕਾਰਡਿੰਗਾਂ ਦੁਬਾਰਾ ਕਰੋ।
profile-manifest-unreadable = ਮੈਨੀਫ਼ੈਸਟ { $manifest } ਪੜ੍ਹਿਆ ਨਹੀਂ ਜਾ ਸਕਦਾ।
profile-manifest-fix = ../shared/corpus/manifest.jsonl ਵਾਲੇ ਢਾਂਚੇ ਵਿੱਚ ਇੱਕ manifest.jsonl ਦਿਓ।
profile-take-unreadable = { $manifest } ਵਿੱਚ ਦਰਜ ਰਿਕਾਰਡਿੰਗ { $file } ਪੜ੍ਹੀ ਨਹੀਂ ਜਾ ਸਕਦੀ।
profile-manifest-line-fix = { $manifest } ਵਿੱਚ ਇਸਦੀ ਲਾਈਨ ਠੀਕ ਕਰੋ ਜਾਂ ਹਟਾਓ।
profile-manifest-empty = ਮੈਨੀਫ਼ੈਸਟ { $manifest } ਵਿੱਚ ਕਹੇ ਸ਼ਬਦ ਵਾਲੀ ਕੋਈ ਰਿਕਾਰਡਿੰਗ ਨਹੀਂ ਹੈ।
profile-manifest-said-fix = ਹਰ ਲਾਈਨ ਵਿੱਚ "file" ਅਤੇ "said" ਹੋਣੇ ਚਾਹੀਦੇ ਹਨ।
profile-old-layout = ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲ '{ $name }' ਦਾ ਢਾਂਚਾ { $layout } ਹੈ; ਇਹ ਸੰਸਕਰਣ { $expected } ਪੜ੍ਹਦਾ ਹੈ।
profile-old-features = ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲ '{ $name }' ਗੁਣਾਂ { $features } ਨਾਲ ਬਣੀ ਸੀ; ਇਹ ਸੰਸਕਰਣ { $expected } ਵਰਤਦਾ ਹੈ।
profile-redo-fix = ਇਸਨੂੰ voice-ono profiles delete { $name } ਨਾਲ ਮਿਟਾਓ ਅਤੇ ਦੁਬਾਰਾ ਦਰਜ ਕਰੋ।
profile-unfinished = ਦਰਜ ਕਰਨਾ ਪੂਰਾ ਨਹੀਂ ਹੋਇਆ
profile-not-built = ਕੋਈ ਪ੍ਰੋਫ਼ਾਈਲ ਨਹੀਂ ਬਣੀ
profile-unusable = ਵਰਤਣਯੋਗ ਨਹੀਂ: { $problem }
profile-summary = { $takes } ਰਿਕਾਰਡਿੰਗਾਂ, { $engine } ({ $model }), { $adapted ->
    [yes] ਢਾਲੀ ਗਈ
   *[no] ਢਾਲੀ ਨਹੀਂ ਗਈ
}, ਬਣੀ { $created }
enroll-help = ਮੈਂ ਤੁਹਾਡੀ ਆਵਾਜ਼ ਸਿੱਖ ਰਿਹਾ ਹਾਂ। ਜੋ ਵਾਕ ਮੈਂ ਮੰਗਾਂ, ਉਹ ਸਾਫ਼-ਸਾਫ਼, ਆਪਣੀ ਆਮ ਆਵਾਜ਼ ਵਿੱਚ ਕਹੋ; { $total } ਵਿੱਚੋਂ { $done } ਰਿਕਾਰਡਿੰਗਾਂ ਹੋ ਚੁੱਕੀਆਂ ਹਨ। ਵਾਕ ਦੁਬਾਰਾ ਸੁਣਨ ਲਈ ਦੁਬਾਰਾ ਬੋਲੋ ਕਹੋ, ਜਾਂ ਰੁਕਣ ਲਈ ਛੱਡੋ ਕਹੋ; ਤੁਹਾਡੀਆਂ ਰਿਕਾਰਡਿੰਗਾਂ ਰੱਖੀਆਂ ਜਾਣਗੀਆਂ।
enroll-heard-other = ਇਹ { $heard } ਵਰਗਾ ਸੁਣਿਆ, { $phrase } ਨਹੀਂ। ਕਿਰਪਾ ਕਰਕੇ { $phrase } ਕਹੋ।
enroll-takes-changed = ਇਹ ਦਰਜ ਕਰਨਾ ਹਰ ਵਾਕ ਦੀਆਂ { $was ->
    [one] ਇੱਕ ਰਿਕਾਰਡਿੰਗ
   *[other] { $was } ਰਿਕਾਰਡਿੰਗਾਂ
} ਨਾਲ ਸ਼ੁਰੂ ਹੋਇਆ ਸੀ, { $now } ਨਾਲ ਨਹੀਂ। ਇਸ ਨਾਲ ਜਾਰੀ ਰੱਖੋ: { $command }
enroll-needs-input = ਦਰਜ ਕਰਨ ਲਈ ਤੁਹਾਡੀ ਆਵਾਜ਼ ਚਾਹੀਦੀ ਹੈ: ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਲਗਾਓ, ਜਾਂ --wav ਫ਼ਾਈਲ... ਜਾਂ --from-manifest ਫ਼ਾਈਲ ਨਾਲ ਰਿਕਾਰਡਿੰਗਾਂ ਦਿਓ।
enroll-wav-and-manifest = --wav ਜਾਂ --from-manifest ਵਿੱਚੋਂ ਇੱਕ ਦਿਓ, ਦੋਵੇਂ ਨਹੀਂ।
enroll-use-profile = ਇਸਨੂੰ --profile { $name } ਨਾਲ ਵਰਤੋ, ਜਿਵੇਂ: voice-ono play --profile { $name }
profiles-not-a-folder = ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲਾਂ ਦਾ ਫੋਲਡਰ { $path } ਇੱਕ ਫ਼ਾਈਲ ਹੈ, ਫੋਲਡਰ ਨਹੀਂ।
profiles-not-a-folder-fix = ਉਸ ਫ਼ਾਈਲ ਨੂੰ ਹਟਾਓ ਜਾਂ ਨਾਂ ਬਦਲੋ, ਫਿਰ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।
profile-not-finished = ਆਵਾਜ਼ ਪ੍ਰੋਫ਼ਾਈਲ { $name } ਦਾ ਦਰਜ ਕਰਨਾ ਅਜੇ ਪੂਰਾ ਨਹੀਂ ਹੋਇਆ, ਇਸ ਲਈ ਵਰਤਣ ਲਈ ਕੋਈ ਪ੍ਰੋਫ਼ਾਈਲ ਨਹੀਂ ਹੈ।
profile-finish-fix = ਇਸਨੂੰ ਇਸ ਨਾਲ ਪੂਰਾ ਕਰੋ: voice-ono enroll --profile { $name } (ਜੇ ਤੁਸੀਂ --wav ਫ਼ਾਈਲਾਂ ਜਾਂ --takes ਨਾਲ ਸ਼ੁਰੂ ਕੀਤਾ ਸੀ ਤਾਂ ਉਹ ਵੀ ਜੋੜੋ)।
profiles-list-no-name = profiles list ਕੋਈ ਨਾਂ ਨਹੀਂ ਲੈਂਦਾ (ਮਿਲਿਆ { $name })। ਹਰ ਪ੍ਰੋਫ਼ਾਈਲ ਵੇਖਣ ਲਈ ਚਲਾਓ: voice-ono profiles list
speech-options-unused-typed = ਲਿਖੇ ਹੁਕਮ ਬੋਲੀ ਪਛਾਣ ਨਹੀਂ ਵਰਤਦੇ, ਇਸ ਲਈ { $options } ਦਾ { $count ->
    [one] ਇੱਥੇ ਕੋਈ ਅਸਰ ਨਹੀਂ ਹੈ।
   *[other] ਇੱਥੇ ਕੋਈ ਅਸਰ ਨਹੀਂ ਹੈ।
}
manifest-line = ਲਾਈਨ { $line }
manifest-line-not-json = ਠੀਕ JSON ਨਹੀਂ
manifest-line-not-object = JSON ਆਬਜੈਕਟ ਨਹੀਂ
manifest-line-no-file = ਇਸ ਵਿੱਚ "file" ਨਹੀਂ ਹੈ
manifest-count-phrase = ਦਰਜ ਕਰਨ ਵਾਲਾ ਵਾਕ ਨਹੀਂ
manifest-count-copy = ਹੋਰ ਰਿਕਾਰਡਿੰਗਾਂ ਦੀਆਂ ਨਕਲਾਂ
manifest-count-mislabelled = ਜਿਵੇਂ ਸੁਣਦੀਆਂ ਹਨ ਉਸ ਤੋਂ ਵੱਖਰੇ ਵਾਕ ਦੇ ਨਾਂ ਵਾਲੀਆਂ
manifest-skipped-more = { $count ->
    [one] ਇੱਕ ਹੋਰ ਰਿਕਾਰਡਿੰਗ ਛੱਡੀ ਗਈ
   *[other] { $count } ਹੋਰ ਰਿਕਾਰਡਿੰਗਾਂ ਛੱਡੀਆਂ ਗਈਆਂ
} (ਕੁੱਲ { $total }: { $reasons })।
manifest-phrases = ਦਰਜ ਕਰਨ ਵਾਲੇ ਵਾਕ ਹਨ: { $phrases }।
manifest-capped = { $count ->
    [one] ਇੱਕ ਰਿਕਾਰਡਿੰਗ ਨਹੀਂ ਵਰਤੀ ਗਈ
   *[other] { $count } ਰਿਕਾਰਡਿੰਗਾਂ ਨਹੀਂ ਵਰਤੀਆਂ ਗਈਆਂ
}: ਪ੍ਰੋਫ਼ਾਈਲ ਹਰ ਵਾਕ ਦੀਆਂ ਵੱਧ ਤੋਂ ਵੱਧ { $most } ਰਿਕਾਰਡਿੰਗਾਂ ਵਰਤਦੀ ਹੈ (ਪਹਿਲੀਆਂ ਦਰਜ), ਜਿਸ ਨਾਲ ਇਹ ਛੇਤੀ ਬਣਦੀ ਹੈ।
manifest-progress = ਰਿਕਾਰਡਿੰਗਾਂ ਜਾਂਚੀਆਂ ਜਾ ਰਹੀਆਂ ਹਨ
profile-manifest-missing = ਮੈਨੀਫ਼ੈਸਟ { $manifest } ਮੌਜੂਦ ਨਹੀਂ ਹੈ।
profile-manifest-folder = { $manifest } ਇੱਕ ਫੋਲਡਰ ਹੈ, ਮੈਨੀਫ਼ੈਸਟ ਫ਼ਾਈਲ ਨਹੀਂ।
profile-manifest-bad-line = { $manifest } ਦੀ ਲਾਈਨ { $line } { $why ->
    [manifest-line-not-json] ਠੀਕ JSON ਨਹੀਂ ਹੈ
    [manifest-line-not-object] JSON ਆਬਜੈਕਟ ਨਹੀਂ ਹੈ
   *[other] ਵਿੱਚ "file" ਨਹੀਂ ਹੈ
}।
manifest-why-missing = ਫ਼ਾਈਲ ਮੌਜੂਦ ਨਹੀਂ ਹੈ
manifest-why-folder = ਇਹ ਇੱਕ ਫੋਲਡਰ ਹੈ, ਰਿਕਾਰਡਿੰਗ ਨਹੀਂ
manifest-labels-shifted = { $manifest } ਵਿਚਲੇ ਨਾਂ ਗ਼ਲਤ ਲੱਗਦੇ ਹਨ, ਸ਼ਾਇਦ ਖਿਸਕੇ ਹੋਏ: { $labels } ਵਿੱਚੋਂ { $count } ਵਾਕਾਂ ਦੀਆਂ ਰਿਕਾਰਡਿੰਗਾਂ ਕਿਸੇ ਹੋਰ ਵਾਕ ਵਰਗੀਆਂ ਸੁਣਦੀਆਂ ਹਨ ({ $examples }), ਅਤੇ ਮੁਸ਼ਕਲ ਨਾਲ ਕੋਈ ਆਪਣੇ ਨਾਂ ਵਰਗੀ। ਇਹਨਾਂ ਤੋਂ ਬਣੀ ਪ੍ਰੋਫ਼ਾਈਲ ਤੁਹਾਨੂੰ ਗ਼ਲਤ ਸੁਣੇਗੀ।
manifest-labels-fix = ਜਾਂਚੋ ਕਿ ਹਰ ਲਾਈਨ ਦਾ "said" ਉਸਦੀ ਫ਼ਾਈਲ ਵਿੱਚ ਬੋਲਿਆ ਸ਼ਬਦ ਹੈ। ਜੇ ਨਾਂ ਠੀਕ ਹਨ, ਤਾਂ --trust-labels ਨਾਲ ਫਿਰ ਵੀ ਬਣਾਓ।
enroll-paused-same = ਦਰਜ ਕਰਨਾ ਰੋਕਿਆ ਗਿਆ। { $total } ਵਿੱਚੋਂ { $done } ਰਿਕਾਰਡਿੰਗਾਂ ਰੱਖੀਆਂ ਗਈਆਂ ਹਨ। ਜਾਰੀ ਰੱਖਣ ਲਈ ਉਹੀ ਹੁਕਮ ਦੁਬਾਰਾ ਚਲਾਓ; ਇਹ ਹੇਠਾਂ ਛਪਿਆ ਹੈ।
enroll-input-ended = ਰਿਕਾਰਡਿੰਗਾਂ ਖਤਮ ਹੋ ਗਈਆਂ। { $total } ਵਿੱਚੋਂ { $done } ਰਿਕਾਰਡਿੰਗਾਂ ਰੱਖੀਆਂ ਗਈਆਂ ਹਨ।
enroll-take-name = { $phrase }, ਰਿਕਾਰਡਿੰਗ { $take }
enroll-wav-refused-count = { $count ->
    [one] ਇੱਕ ਫ਼ਾਈਲ ਰਿਕਾਰਡਿੰਗ ਵਜੋਂ ਨਹੀਂ ਵਰਤੀ ਗਈ:
   *[other] { $count } ਫ਼ਾਈਲਾਂ ਰਿਕਾਰਡਿੰਗ ਵਜੋਂ ਨਹੀਂ ਵਰਤੀਆਂ ਗਈਆਂ:
}
enroll-wav-refused = { $file } ਨੂੰ { $phrase }, ਰਿਕਾਰਡਿੰਗ { $take } ਲਈ ਨਹੀਂ ਵਰਤਿਆ ਗਿਆ: { $why }।
enroll-still-missing = { $missing ->
    [one] ਇੱਕ ਰਿਕਾਰਡਿੰਗ ਅਜੇ ਬਾਕੀ ਹੈ
   *[other] { $missing } ਰਿਕਾਰਡਿੰਗਾਂ ਅਜੇ ਬਾਕੀ ਹਨ
}: { $takes }।
enroll-record-missing = ਇਹਨਾਂ ਨੂੰ ਰਿਕਾਰਡ ਕਰਨ ਲਈ ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਨਾਲ { $command } ਚਲਾਓ, ਜਾਂ ਹਰ ਬਾਕੀ ਰਿਕਾਰਡਿੰਗ ਲਈ ਇੱਕ ਨਵੀਂ ਫ਼ਾਈਲ ਨਾਲ --wav ਜੋੜੋ, ਇਸੇ ਕ੍ਰਮ ਵਿੱਚ।
enroll-why-command = ਇਹ { $heard } ਵਜੋਂ ਸੁਣਿਆ ਗਿਆ
enroll-why-same = ਪਹਿਲੀ ਰਿਕਾਰਡਿੰਗ ਵਾਲੀ ਹੀ ਰਿਕਾਰਡਿੰਗ
enroll-why-other = ਇਹ { $heard } ਵਰਗਾ ਸੁਣਿਆ
enroll-pause-confirm = ਕੀ ਦਰਜ ਕਰਨਾ ਰੋਕਣਾ ਹੈ? ਹਾਂ ਜਾਂ ਨਹੀਂ ਕਹੋ।
enroll-manifest-interrupted = ਰੋਕਿਆ ਗਿਆ; ਕੋਈ ਪ੍ਰੋਫ਼ਾਈਲ ਨਹੀਂ ਬਣੀ। ਇਸਨੂੰ ਬਣਾਉਣ ਲਈ ਦੁਬਾਰਾ ਚਲਾਓ: { $command }
enroll-skipped-missing = { $count ->
    [one] ਇੱਕ ਵਾਕ ਦੀ
   *[other] { $count } ਵਾਕਾਂ ਦੀ
} ਇਸ ਪ੍ਰੋਫ਼ਾਈਲ ਵਿੱਚ ਕੋਈ ਵਰਤਣਯੋਗ ਰਿਕਾਰਡਿੰਗ ਨਹੀਂ ਹੈ: { $phrases }। ਇਹ { $count ->
    [one] ਉਸਨੂੰ
   *[other] ਉਹਨਾਂ ਨੂੰ
} ਨਹੀਂ ਸਿੱਖੇਗੀ; { $count ->
    [one] ਉਸਨੂੰ
   *[other] ਉਹਨਾਂ ਨੂੰ
} ਜੋੜਨ ਲਈ ਨਵੇਂ ਨਾਂ ਹੇਠ ਦੁਬਾਰਾ ਦਰਜ ਕਰੋ (voice-ono enroll --profile ਨਵਾਂ-ਨਾਂ) ਅਤੇ ਇਹ ਵਾਲੀ ਮਿਟਾਓ।
profile-summary-uncovered = { $summary }; ਇਹਨਾਂ ਦੀ ਕੋਈ ਰਿਕਾਰਡਿੰਗ ਨਹੀਂ: { $phrases } (ਜੋੜਨ ਲਈ ਨਵੇਂ ਨਾਂ ਹੇਠ ਦੁਬਾਰਾ ਦਰਜ ਕਰੋ)
profile-delete-enrolling = { $name } ਇਸ ਵੇਲੇ ਦਰਜ ਹੋ ਰਹੀ ਹੈ; ਇਸਦੇ ਖਤਮ ਹੋਣ ਉੱਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।
manifest-why-listed-twice = ਦੋ ਵਾਰ ਦਰਜ{ $same ->
    [yes] {""}
   *[no] {" "}({ $other } ਵਜੋਂ ਵੀ)
}
manifest-count-listed-twice = ਦੋ ਵਾਰ ਦਰਜ ਫ਼ਾਈਲਾਂ
enroll-still-missing-below = { $missing ->
    [one] ਇੱਕ ਰਿਕਾਰਡਿੰਗ ਅਜੇ ਬਾਕੀ ਹੈ
   *[other] { $missing } ਰਿਕਾਰਡਿੰਗਾਂ ਅਜੇ ਬਾਕੀ ਹਨ
}; ਉਹ ਹੇਠਾਂ ਦਿੱਤੀਆਂ ਹਨ।
# enroll-still-missing-below ਦੇ ਹੇਠਾਂ ਛਪਣ ਵਾਲੀ ਸੂਚੀ।
enroll-missing-list = ਬਾਕੀ: { $takes }।
# ਆਖ਼ਰੀ ਰਿਕਾਰਡਿੰਗ ਦੀ ਫ਼ਾਈਲ ਤੋਂ ਬਾਅਦ ਬਚੀਆਂ --wav ਫ਼ਾਈਲਾਂ ($refused: ਕਿੰਨੀਆਂ ਰਿਕਾਰਡਿੰਗਾਂ ਦੀਆਂ ਫ਼ਾਈਲਾਂ ਨਾਮਨਜ਼ੂਰ ਹੋਈਆਂ)।
enroll-wav-not-needed = { $count ->
    [one] ਇੱਕ ਫ਼ਾਈਲ ਨਹੀਂ ਵਰਤੀ ਗਈ: ਇਹ ਆਖ਼ਰੀ ਰਿਕਾਰਡਿੰਗ ਦੀ ਫ਼ਾਈਲ ਤੋਂ ਬਾਅਦ ਆਈ।
   *[other] { $count } ਫ਼ਾਈਲਾਂ ਨਹੀਂ ਵਰਤੀਆਂ ਗਈਆਂ: ਇਹ ਆਖ਼ਰੀ ਰਿਕਾਰਡਿੰਗ ਦੀ ਫ਼ਾਈਲ ਤੋਂ ਬਾਅਦ ਆਈਆਂ।
}{ $refused ->
    [0] {""}
    [one] {" "}ਜਿਸ ਰਿਕਾਰਡਿੰਗ ਦੀ ਫ਼ਾਈਲ ਨਾਮਨਜ਼ੂਰ ਹੋਈ, ਉਹ { $count ->
        [one] ਇਸ ਨਾਲ
       *[other] ਇਹਨਾਂ ਨਾਲ
    } ਨਹੀਂ ਭਰੀ ਜਾਂਦੀ; ਉਹ ਬਾਕੀ ਰਹਿੰਦੀ ਹੈ।
   *[other] {" "}ਜਿਹਨਾਂ ਰਿਕਾਰਡਿੰਗਾਂ ਦੀਆਂ ਫ਼ਾਈਲਾਂ ਨਾਮਨਜ਼ੂਰ ਹੋਈਆਂ, ਉਹ { $count ->
        [one] ਇਸ ਨਾਲ
       *[other] ਇਹਨਾਂ ਨਾਲ
    } ਨਹੀਂ ਭਰੀਆਂ ਜਾਂਦੀਆਂ; ਉਹ ਬਾਕੀ ਰਹਿੰਦੀਆਂ ਹਨ।
}
# ਜਦੋਂ ਹਰ ਰਿਕਾਰਡਿੰਗ ਪਹਿਲਾਂ ਹੀ ਹੋ ਚੁੱਕੀ ਹੋਵੇ ਤਾਂ ਦਿੱਤੀਆਂ --wav ਫ਼ਾਈਲਾਂ।
enroll-wav-not-needed-recorded = { $count ->
    [one] ਇੱਕ ਫ਼ਾਈਲ ਦੀ ਲੋੜ ਨਹੀਂ ਸੀ: ਹਰ ਰਿਕਾਰਡਿੰਗ ਪਹਿਲਾਂ ਹੀ ਹੋ ਚੁੱਕੀ ਹੈ, ਇਸ ਲਈ ਇਹ ਨਹੀਂ ਵਰਤੀ ਗਈ।
   *[other] { $count } ਫ਼ਾਈਲਾਂ ਦੀ ਲੋੜ ਨਹੀਂ ਸੀ: ਹਰ ਰਿਕਾਰਡਿੰਗ ਪਹਿਲਾਂ ਹੀ ਹੋ ਚੁੱਕੀ ਹੈ, ਇਸ ਲਈ ਇਹ ਨਹੀਂ ਵਰਤੀਆਂ ਗਈਆਂ।
}
