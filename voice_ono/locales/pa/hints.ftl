## ਸੰਕੇਤ ("ਮੈਨੂੰ ਕੀ ਖੇਡਣਾ ਚਾਹੀਦਾ ਹੈ?") ਅਤੇ "ਬੋਟ 1 ਨੇ ਇਹ ਕਿਉਂ ਖੇਡਿਆ?"।
## reason-hint-*: ਖਿਡਾਰੀ ਨੂੰ, ਵਰਤਮਾਨ ਕਾਲ; reason-why-*: ਬੋਟ ਦੀ ਚਾਲ, ਭੂਤਕਾਲ; reason-why-hidden-*: ਜਦੋਂ ਬੋਟ ਦਾ ਹੱਥ ਲੁਕਿਆ ਹੋਵੇ।
## $total: ਚਾਲ ਤੋਂ ਪਹਿਲਾਂ ਮੁੱਲ, $after: ਬਾਅਦ ਵਿੱਚ, $bust: ਹਾਰਨ ਵਾਲਾ ਮੁੱਲ, $next: ਅਗਲਾ ਖਿਡਾਰੀ ("ਨੂੰ" ਤੋਂ ਪਹਿਲਾਂ)।

reason-hint-draw = ਕਾਰਡ ਖਿੱਚਣ ਦੀ ਵਾਰੀ ਤੁਹਾਡੀ ਹੈ, ਅਤੇ ਜੇ ਅਗਲਾ ਖਿਡਾਰੀ ਪਹਿਲਾਂ ਖੇਡ ਲਵੇ ਤਾਂ ਤੁਸੀਂ ਇਹ ਗੁਆ ਦਿਓਗੇ
reason-why-draw = ਕਾਰਡ ਖਿੱਚਣ ਦੀ ਵਾਰੀ ਉਸਦੀ ਸੀ, ਅਤੇ ਨਹੀਂ ਤਾਂ ਉਹ ਇਹ ਗੁਆ ਦਿੰਦਾ
reason-hint-discard_ono = ਓ'ਨੋ 99 ਕਾਰਡ ਕਦੇ ਨਹੀਂ ਖੇਡੇ ਜਾ ਸਕਦੇ, ਅਤੇ ਇਸ ਨਾਲ ਤੁਹਾਨੂੰ ਚਾਰ ਨਵੇਂ ਕਾਰਡ ਮਿਲਦੇ ਹਨ
reason-why-discard_ono = ਓ'ਨੋ 99 ਕਾਰਡ ਕਦੇ ਨਹੀਂ ਖੇਡੇ ਜਾ ਸਕਦੇ, ਅਤੇ ਇਸ ਨਾਲ ਉਸਨੂੰ ਚਾਰ ਨਵੇਂ ਕਾਰਡ ਮਿਲੇ
reason-hint-ono_on_tens = ਮੁੱਲ ਦੇ ਅੰਤ ਵਿੱਚ ਸਿਫ਼ਰ ਹੈ, ਇਸ ਲਈ ਓ'ਨੋ 99 ਕਾਰਡ ਮੁਫ਼ਤ ਵਿੱਚ ਚਲਿਆ ਜਾਂਦਾ ਹੈ
reason-why-ono_on_tens = ਮੁੱਲ ਦੇ ਅੰਤ ਵਿੱਚ ਸਿਫ਼ਰ ਸੀ, ਇਸ ਲਈ ਓ'ਨੋ 99 ਕਾਰਡ ਮੁਫ਼ਤ ਵਿੱਚ ਚਲਿਆ ਗਿਆ
reason-hint-dodge = ਇਹ ਦੋ ਕਾਰਡ ਖੇਡਣ ਦਾ ਕੰਮ ਤੁਹਾਡੀ ਥਾਂ { $next } ਨੂੰ ਭੇਜ ਦਿੰਦਾ ਹੈ
reason-why-dodge = ਉਸ ਨੇ ਦੋ ਕਾਰਡ ਖੇਡਣ ਦੀ ਥਾਂ ਇਹ ਕੰਮ { $next } ਨੂੰ ਭੇਜ ਦਿੱਤਾ
reason-hint-bring_down = ਮੁੱਲ { $total } ਹੈ ਅਤੇ ਤੁਹਾਡੇ ਬਾਕੀ ਕਾਰਡ ਮੁੱਲ ਨੂੰ ਹੱਦ ਤੋਂ ਪਾਰ ਕਰ ਦਿੰਦੇ
reason-why-bring_down = ਮੁੱਲ { $total } ਸੀ ਅਤੇ ਉਸਦੇ ਬਾਕੀ ਕਾਰਡ ਮੁੱਲ ਨੂੰ ਹੱਦ ਤੋਂ ਪਾਰ ਕਰ ਦਿੰਦੇ
reason-why-hidden-bring_down = ਉਸ ਨੇ ਮੁੱਲ ਨੂੰ { $total } ਤੋਂ ਘਟਾ ਕੇ { $after } ਕਰ ਦਿੱਤਾ
reason-hint-only_safe = ਇਹ ਤੁਹਾਡਾ ਇੱਕੋ ਕਾਰਡ ਹੈ ਜੋ ਮੁੱਲ ਨੂੰ { $bust } ਤੋਂ ਹੇਠਾਂ ਰੱਖਦਾ ਹੈ
reason-why-only_safe = ਇਹ ਉਸਦਾ ਇੱਕੋ ਕਾਰਡ ਸੀ ਜੋ ਮੁੱਲ ਨੂੰ { $bust } ਤੋਂ ਹੇਠਾਂ ਰੱਖਦਾ ਸੀ
reason-why-hidden-only_safe = ਉਸ ਨੇ ਮੁੱਲ ਨੂੰ { $bust } ਤੋਂ ਹੇਠਾਂ, { $after } ਉੱਤੇ ਰੱਖਿਆ
reason-hint-safe_pair = ਇਸ ਤੋਂ ਬਾਅਦ ਤੁਹਾਡੇ ਕੋਲ ਇੱਕ ਸੁਰੱਖਿਅਤ ਦੂਜਾ ਕਾਰਡ ਬਚਦਾ ਹੈ
reason-why-safe_pair = ਇਸ ਤੋਂ ਬਾਅਦ ਉਸ ਕੋਲ ਇੱਕ ਸੁਰੱਖਿਅਤ ਦੂਜਾ ਕਾਰਡ ਬਚਿਆ
reason-why-hidden-safe_pair = ਇਹ ਉਸਦੇ ਦੋ ਕਾਰਡਾਂ ਵਿੱਚੋਂ ਪਹਿਲਾ ਸੀ ਅਤੇ ਇਸ ਨੇ ਮੁੱਲ ਨੂੰ { $after } ਉੱਤੇ ਰੱਖਿਆ
reason-hint-force = ਇਸ ਨਾਲ { $next } ਨੂੰ { $total } ਉੱਤੇ ਦੋ ਕਾਰਡ ਖੇਡਣੇ ਪੈਣਗੇ
reason-why-force = ਇਸ ਨਾਲ { $next } ਨੂੰ { $total } ਉੱਤੇ ਦੋ ਕਾਰਡ ਖੇਡਣੇ ਪਏ
reason-hint-set_99 = ਇਹ ਮੁੱਲ ਨੂੰ 99 ਕਰ ਦਿੰਦਾ ਹੈ, ਇਸ ਲਈ { $next } ਨੂੰ ਅਜਿਹਾ ਕਾਰਡ ਚਾਹੀਦਾ ਹੈ ਜੋ ਕੁਝ ਨਾ ਜੋੜੇ
reason-why-set_99 = ਇਸ ਨੇ ਮੁੱਲ ਨੂੰ 99 ਕਰ ਦਿੱਤਾ, ਇਸ ਲਈ { $next } ਨੂੰ ਅਜਿਹਾ ਕਾਰਡ ਚਾਹੀਦਾ ਸੀ ਜੋ ਕੁਝ ਨਾ ਜੋੜੇ
reason-hint-reverse = ਇਹ ਮੁੱਲ ਨੂੰ { $total } ਉੱਤੇ ਰੱਖਦਾ ਹੈ ਅਤੇ ਤੁਹਾਡੇ ਨੰਬਰ ਕਾਰਡ ਬਚਾਉਂਦਾ ਹੈ
reason-why-reverse = ਇਸ ਨੇ ਮੁੱਲ ਨੂੰ { $total } ਉੱਤੇ ਰੱਖਿਆ ਅਤੇ ਉਸਦੇ ਨੰਬਰ ਕਾਰਡ ਬਚਾਏ
reason-hint-lower = ਇਹ ਮੁੱਲ ਨੂੰ ਘਟਾ ਕੇ { $after } ਕਰਦਾ ਹੈ, ਜਿਸ ਨਾਲ ਤੁਹਾਡੇ ਬਾਕੀ ਕਾਰਡਾਂ ਲਈ ਥਾਂ ਬਚਦੀ ਹੈ
reason-why-lower = ਇਸ ਨੇ ਮੁੱਲ ਨੂੰ ਘਟਾ ਕੇ { $after } ਕੀਤਾ, ਜਿਸ ਨਾਲ ਉਸਦੇ ਬਾਕੀ ਕਾਰਡਾਂ ਲਈ ਥਾਂ ਬਚੀ
reason-hint-highest = ਇਹ ਤੁਹਾਡਾ ਸਭ ਤੋਂ ਵੱਡਾ ਸੁਰੱਖਿਅਤ ਕਾਰਡ ਹੈ, ਅਤੇ ਇਹ ਤੁਹਾਡੇ ਛੋਟੇ ਕਾਰਡ ਬਾਅਦ ਲਈ ਬਚਾਉਂਦਾ ਹੈ
reason-why-highest = ਇਹ ਉਸਦਾ ਸਭ ਤੋਂ ਵੱਡਾ ਸੁਰੱਖਿਅਤ ਕਾਰਡ ਸੀ, ਅਤੇ ਇਸ ਨੇ ਉਸਦੇ ਛੋਟੇ ਕਾਰਡ ਬਾਅਦ ਲਈ ਬਚਾਏ
reason-why-hidden-highest = ਇਸ ਨੇ ਮੁੱਲ ਨੂੰ { $after } ਤੱਕ ਪਹੁੰਚਾਇਆ, { $bust } ਤੋਂ ਸੁਰੱਖਿਅਤ ਹੇਠਾਂ
reason-hint-number = ਇਹ ਮੁੱਲ ਨੂੰ { $after } ਤੱਕ ਲੈ ਜਾਂਦਾ ਹੈ, { $bust } ਤੋਂ ਸੁਰੱਖਿਅਤ ਹੇਠਾਂ
reason-why-number = ਇਸ ਨੇ ਮੁੱਲ ਨੂੰ { $after } ਤੱਕ ਪਹੁੰਚਾਇਆ, { $bust } ਤੋਂ ਸੁਰੱਖਿਅਤ ਹੇਠਾਂ

why-easy-bot = ਇਹ ਸੌਖਾ ਬੋਟ ਹੈ ਅਤੇ ਕੋਈ ਵੀ ਸੁਰੱਖਿਅਤ ਕਾਰਡ ਬੇਤਰਤੀਬੇ ਖੇਡਦਾ ਹੈ

# "3 ਖੇਡੋ: ਇਹ ..." / "ਬੋਟ 1 ਨੇ 3 ਖੇਡਿਆ: ਇਸ ਨੇ ..."
hint = { $move }: { $reason }।
why = { $mover } ਨੇ { $move }: { $reason }।

# $card: ਚਾਲ ਵਿੱਚ ਕਾਰਡ ਜਿਵੇਂ ਕਿਹਾ ਜਾਂਦਾ ਹੈ (move-card)
move-play = { $tense ->
    [past] { $card } ਖੇਡਿਆ
   *[imperative] { $card } ਖੇਡੋ
 }
move-draw = { $tense ->
    [past] ਆਪਣਾ ਕਾਰਡ ਖਿੱਚਿਆ
   *[imperative] ਆਪਣਾ ਕਾਰਡ ਖਿੱਚੋ
 }
move-discard = { $tense ->
    [past] ਚਾਰ ਓ'ਨੋ 99 ਕਾਰਡ ਸੁੱਟੇ
   *[imperative] ਆਪਣੇ ਚਾਰ ਓ'ਨੋ 99 ਕਾਰਡ ਸੁੱਟੋ
 }
move-card = { $card ->
    [number] { $name }
    [two] ਨੰਬਰ { $name }
    [minus10] { $name }
    [ono99] { $name } ਕਾਰਡ
    [ninety_nine] { $name } ਕਾਰਡ
   *[other] { $name } ਕਾਰਡ
 }
