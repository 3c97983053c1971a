## ਦ੍ਰਿਸ਼ ਅਤੇ ਸੰਭਾਲ ਫ਼ਾਈਲਾਂ ਜੋ ਠੀਕ ਨਹੀਂ ਬੈਠਦੀਆਂ: $file "scenario" ਜਾਂ "save", $field ਖੇਤਰ ਦਾ JSON ਰਾਹ,
## $value ਗ਼ਲਤ ਮੁੱਲ ਜਿਵੇਂ ਫ਼ਾਈਲ ਵਿੱਚ ਹੈ (JSON), ਜੋ $shown yes ਹੋਣ ਉੱਤੇ ਕਿਹਾ ਜਾਂਦਾ ਹੈ।
file-field-missing = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} ਦਾ ਖੇਤਰ '{ $field }' ਗੁੰਮ ਹੈ
file-unknown-card = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} ਦਾ ਖੇਤਰ '{ $field }': ਅਣਜਾਣ ਕਾਰਡ { $value }; ਠੀਕ ਨਾਂ: { $cards }
file-one-of = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} ਦਾ ਖੇਤਰ '{ $field }' ਇਹਨਾਂ ਵਿੱਚੋਂ ਇੱਕ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ: { $allowed }{ $shown ->
    [yes] , { $value } ਨਹੀਂ
   *[no] {""}
}
file-wrong-type = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} ਦਾ ਖੇਤਰ '{ $field }' { $types ->
    [integer] ਪੂਰਨ ਸੰਖਿਆ
    [boolean] true ਜਾਂ false
    [string] ਲਿਖਤ
    [array] ਸੂਚੀ
    [object] JSON ਆਬਜੈਕਟ
    [null] null
    [integer-null] ਪੂਰਨ ਸੰਖਿਆ ਜਾਂ null
    [array-null] ਸੂਚੀ ਜਾਂ null
    [object-null] JSON ਆਬਜੈਕਟ ਜਾਂ null
    [string-null] ਲਿਖਤ ਜਾਂ null
   *[number] ਸੰਖਿਆ
} ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ{ $shown ->
    [yes] , { $value } ਨਹੀਂ
   *[no] {""}
}
file-below-minimum = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} ਦਾ ਖੇਤਰ '{ $field }' ਘੱਟੋ-ਘੱਟ { $minimum } ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ{ $shown ->
    [yes] , { $value } ਨਹੀਂ
   *[no] {""}
}
file-field-invalid = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} ਦਾ ਖੇਤਰ '{ $field }' ਠੀਕ ਨਹੀਂ ਹੈ{ $shown ->
    [yes] , { $value } ਨਹੀਂ
   *[no] {""}
}
file-not-found = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} ਨਹੀਂ ਮਿਲੀ: { $path }
file-not-regular = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} { $path } ਸਾਧਾਰਨ ਫ਼ਾਈਲ ਨਹੀਂ ਹੈ (ਫ਼ੋਲਡਰ, ਡਿਵਾਈਸ ਜਾਂ ਪਾਈਪ)। ਇੱਕ JSON ਫ਼ਾਈਲ ਦਿਓ।
file-not-json = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} { $path } ਠੀਕ JSON ਨਹੀਂ ਹੈ
file-not-object = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} { $path } ਵਿੱਚ ਇੱਕ JSON ਆਬਜੈਕਟ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ
## ਖੇਡ ਦੇ ਖਿਡਾਰੀਆਂ ਜਾਂ ਇਤਿਹਾਸ ਵਿੱਚ ਗ਼ਲਤੀ (file-bad-game ਅਤੇ cannot-start ਦਾ $error)
game-player-count = { $rules } ਲਈ { $low } ਤੋਂ { $high } ਖਿਡਾਰੀ ਚਾਹੀਦੇ ਹਨ, { $count } ਨਹੀਂ
## ਨਿਯਮ ਤੋੜਨ ਵਾਲਾ ਖਿਡਾਰੀ ਦਾ ਨਾਂ; $number ਖਿਡਾਰੀ ਦੀ ਥਾਂ, 1 ਪਹਿਲਾ; file-bad-name ਦਾ $error
name-not-text = ਖਿਡਾਰੀ { $number } ਦਾ ਨਾਂ ਲਿਖਤ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ
name-empty = ਖਿਡਾਰੀ { $number } ਦੇ ਨਾਂ ਵਿੱਚ ਘੱਟੋ-ਘੱਟ ਇੱਕ ਅੱਖਰ ਜਾਂ ਅੰਕ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ
name-not-printable = ਖਿਡਾਰੀ { $number } ਦੇ ਨਾਂ ਵਿੱਚ ਕੋਈ ਕੰਟਰੋਲ ਜਾਂ ਅਦਿੱਖ ਅੱਖਰ ਹੈ; ਅੱਖਰ, ਅੰਕ, ਖਾਲੀ ਥਾਂ ਅਤੇ ਵਿਰਾਮ ਚਿੰਨ੍ਹ ਵਰਤੋ
name-sentence-mark = ਖਿਡਾਰੀ { $number } ਦੇ ਨਾਂ ਵਿੱਚ ਡੰਡੀ, ਪ੍ਰਸ਼ਨ ਚਿੰਨ੍ਹ, ਵਿਸਮਿਕ ਚਿੰਨ੍ਹ, ਕੋਲਨ ਜਾਂ ਸੈਮੀਕੋਲਨ ਹੈ; ਅੱਖਰ, ਅੰਕ, ਖਾਲੀ ਥਾਂ, ਡੈਸ਼ ਅਤੇ ਅਪੌਸਟ੍ਰਾਫ਼ੀ ਵਰਤੋ
name-too-long = ਖਿਡਾਰੀ { $number } ਦਾ ਨਾਂ { $most } ਅੱਖਰਾਂ ਤੋਂ ਲੰਬਾ ਹੈ
name-repeated = ਖਿਡਾਰੀ { $number } ਦਾ ਨਾਂ ਕਿਸੇ ਹੋਰ ਖਿਡਾਰੀ ਦਾ ਵੀ ਹੈ; ਨਾਂ ਵੱਖਰੇ ਹੋਣੇ ਚਾਹੀਦੇ ਹਨ, ਵੱਡੇ ਅੱਖਰਾਂ ਵਿੱਚ ਵੀ
name-reserved = ਖਿਡਾਰੀ { $number } ਨੂੰ { $name } ਨਹੀਂ ਕਿਹਾ ਜਾ ਸਕਦਾ: ਖੇਡ ਤੁਹਾਨੂੰ ਇਹ ਕਹਿੰਦੀ ਹੈ
game-hands-do-not-fit = { $hand_size } ਕਾਰਡਾਂ ਵਾਲੇ { $players } ਹੱਥ { $deck_size } ਕਾਰਡਾਂ ਵਾਲੇ ਡੈੱਕ ਵਿੱਚ ਨਹੀਂ ਸਮਾਉਂਦੇ
game-not-an-action = ਇਹ ਚਾਲ ਨਹੀਂ ਹੈ: '{ $action }'
game-not-an-event = ਇਹ ਖੇਡ ਦੀ ਘਟਨਾ ਨਹੀਂ ਹੈ: '{ $event }'
file-bad-game = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
}: { $error }
file-bad-name = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} ਦਾ ਖੇਤਰ '{ $field }': { $error }। ਫ਼ਾਈਲ ਵਿੱਚ ਨਾਂ ਬਦਲੋ।
file-one-per-player = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} ਦੇ ਖੇਤਰ '{ $field }' ਵਿੱਚ ਹਰ ਖਿਡਾਰੀ ਲਈ ਇੱਕ ਇੰਦਰਾਜ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ ({ $players })
file-total-too-high = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} ਦਾ ਖੇਤਰ '{ $field }' { $bust_total } ਤੋਂ ਘੱਟ ਪੂਰਨ ਸੰਖਿਆ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ
file-total-too-low = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} ਦਾ ਖੇਤਰ '{ $field }' { $rules } ਵਿੱਚ { $min_total } ਤੋਂ ਘੱਟ ਨਹੀਂ ਹੋ ਸਕਦਾ
file-not-a-seat = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} ਦਾ ਖੇਤਰ '{ $field }' 0..{ $last } ਵਿੱਚੋਂ ਇੱਕ ਸੀਟ ਨੰਬਰ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ
file-turn-eliminated = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} ਦਾ ਖੇਤਰ '{ $field }' ਖੇਡ ਤੋਂ ਬਾਹਰ ਹੋਏ ਖਿਡਾਰੀ ਵੱਲ ਇਸ਼ਾਰਾ ਕਰਦਾ ਹੈ
file-unknown-kind = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} ਦਾ ਖੇਤਰ '{ $field }': ਅਣਜਾਣ ਕਿਸਮ '{ $kind }'; ਵਰਤੋ: { $kinds }
file-too-many-copies = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} ਵਿੱਚ ਕਾਰਡ { $card } ਦੀਆਂ { $count } ਨਕਲਾਂ ਹਨ, ਪਰ ਡੈੱਕ ਵਿੱਚ { $deck } ਹਨ
file-plays-left = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} ਦਾ ਖੇਤਰ '{ $field }' 1 ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ, ਜਾਂ ਪਲੇ 2 ਬਾਕੀ ਹੋਣ ਵੇਲੇ ਵੱਧ ਤੋਂ ਵੱਧ { $most }, { $value } ਨਹੀਂ
file-no-legal-move = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} ਦਾ ਖੇਤਰ '{ $field }': { $player } ਦੀ ਵਾਰੀ ਹੈ ਪਰ ਉਸ ਕੋਲ ਖੇਡਣ ਯੋਗ ਕੋਈ ਕਾਰਡ ਨਹੀਂ
file-too-many-cards = { $file ->
    [save] ਸੰਭਾਲ ਫ਼ਾਈਲ
   *[scenario] ਦ੍ਰਿਸ਼ ਫ਼ਾਈਲ
} ਵਿੱਚ { $count } ਕਾਰਡ ਹਨ, ਪਰ ਡੈੱਕ ਵਿੱਚ { $deck } ਹਨ
