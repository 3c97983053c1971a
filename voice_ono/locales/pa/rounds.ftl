## 1980 ਵਾਲੇ ਰੂਪਾਂ ਦੇ ਦੌਰਾਂ ਦੀਆਂ ਘਟਨਾਵਾਂ: ਟੋਕਨ, ਅੰਕ, ਕਾਰਡ ਖਿੱਚਣਾ।
## $who: ਖਿਡਾਰੀ ਜਿਵੇਂ ਕਿਹਾ ਜਾਂਦਾ ਹੈ; $person: you ਜਾਂ other।

round-started = ਦੌਰ { $round }।
everyone-tokens = ਹਰ ਕਿਸੇ ਕੋਲ { $count ->
        [one] { $count } ਟੋਕਨ ਹੈ।
       *[other] { $count } ਟੋਕਨ ਹਨ।
    }
scored-in-points = ਇਸ ਖੇਡ ਵਿੱਚ ਅੰਕ ਗਿਣੇ ਜਾਂਦੇ ਹਨ; ਹਰ ਕੋਈ 0 ਤੋਂ ਸ਼ੁਰੂ ਕਰਦਾ ਹੈ।
round-ended = ਦੌਰ { $round } ਖਤਮ।
# $who "ਤੁਸੀਂ" ਵੀ ਹੋ ਸਕਦਾ ਹੈ।
lost-the-round = ਦੌਰ ਹਾਰਨ ਵਾਲਾ: { $who }।
tokens-left-list = ਬਾਕੀ ਟੋਕਨ: { $players }।
last-one-in = { $person ->
        [you] ਆਖ਼ਰੀ ਬਚੇ ਖਿਡਾਰੀ ਤੁਸੀਂ ਹੋ।
       *[other] ਆਖ਼ਰੀ ਬਚਿਆ ਖਿਡਾਰੀ { $who } ਹੈ।
    }
points-this-round = ਇਸ ਦੌਰ ਦੇ ਅੰਕ: { $players }।
scores-listed = ਸਕੋਰ: { $players }।
# ਸੂਚੀ ਦੀ ਇੱਕ ਇਕਾਈ: "ਤੁਹਾਡੇ ਕੋਲ 3 ਟੋਕਨ", "ਬੋਟ 1 ਕੋਲ 1 ਅੰਕ"। $unit: token ਜਾਂ point।
player-has = { $person ->
        [you] ਤੁਹਾਡੇ
       *[other] { $who }
    } ਕੋਲ { $unit ->
        [token] { $count ->
            [one] { $count } ਟੋਕਨ
           *[other] { $count } ਟੋਕਨ
        }
       *[point] { $count ->
            [one] { $count } ਅੰਕ
           *[other] { $count } ਅੰਕ
        }
    }
token-lost = { $person ->
        [you] { $who } ਇੱਕ ਟੋਕਨ ਗੁਆ ਦਿੱਤਾ
       *[other] { $who } ਨੇ ਇੱਕ ਟੋਕਨ ਗੁਆ ਦਿੱਤਾ
    }, { $left ->
        [0] ਕੋਈ ਟੋਕਨ ਨਹੀਂ ਬਚਿਆ; ਇੱਕ ਹੋਰ ਹਾਰ ਅਤੇ ਬਾਹਰ
        [one] { $left } ਟੋਕਨ ਬਚਿਆ
       *[other] { $left } ਟੋਕਨ ਬਚੇ
    }।
out-target = { $person ->
        [you] { $who } { $score } ਅੰਕਾਂ ਉੱਤੇ ਪਹੁੰਚ ਗਏ ਅਤੇ ਖੇਡ ਤੋਂ ਬਾਹਰ ਹੋ।
       *[other] { $who } { $score } ਅੰਕਾਂ ਉੱਤੇ ਪਹੁੰਚ ਗਿਆ ਅਤੇ ਖੇਡ ਤੋਂ ਬਾਹਰ ਹੈ।
    }
out-no-tokens = { $person ->
        [you] ਤੁਹਾਡੇ ਕੋਲ ਕੋਈ ਟੋਕਨ ਨਹੀਂ ਬਚਿਆ ਅਤੇ ਤੁਸੀਂ ਖੇਡ ਤੋਂ ਬਾਹਰ ਹੋ।
       *[other] { $who } ਕੋਲ ਕੋਈ ਟੋਕਨ ਨਹੀਂ ਬਚਿਆ ਅਤੇ ਉਹ ਖੇਡ ਤੋਂ ਬਾਹਰ ਹੈ।
    }
draw-forfeited = { $person ->
        [you] { $who } ਸਮੇਂ ਸਿਰ ਕਾਰਡ ਨਹੀਂ ਖਿੱਚਿਆ ਅਤੇ ਦੌਰ ਦੇ ਬਾਕੀ ਸਮੇਂ ਲਈ
       *[other] { $who } ਨੇ ਸਮੇਂ ਸਿਰ ਕਾਰਡ ਨਹੀਂ ਖਿੱਚਿਆ ਅਤੇ ਦੌਰ ਦੇ ਬਾਕੀ ਸਮੇਂ ਲਈ
    } { $cards ->
        [one] ਉਹ ਕਾਰਡ ਗੁਆ ਦਿੱਤਾ।
       *[other] ਉਹ { $cards } ਕਾਰਡ ਗੁਆ ਦਿੱਤੇ।
    }
turn-passed = { $person ->
        [you] ਤੁਹਾਡੇ
       *[other] { $who }
    } ਕੋਲ ਚਾਰ ਓ'ਨੋ 99 ਕਾਰਡ ਹਨ; ਵਾਰੀ ਬਿਨਾਂ ਚਾਲ ਦੇ ਖਤਮ ਹੁੰਦੀ ਹੈ।
# $reason: second_card, ਜਾਂ ਕੁਝ ਹੋਰ (ਕੋਈ ਸੁਰੱਖਿਅਤ ਕਾਰਡ ਨਹੀਂ)।
out-of-round = { $person ->
        [you] { $who } { $reason ->
            [second_card] ਸੁਰੱਖਿਅਤ ਦੂਜਾ ਕਾਰਡ ਨਹੀਂ ਖੇਡ ਸਕਦੇ
           *[other] ਸੁਰੱਖਿਅਤ ਢੰਗ ਨਾਲ ਨਹੀਂ ਖੇਡ ਸਕਦੇ
        } ਅਤੇ ਇਸ ਦੌਰ ਤੋਂ ਬਾਹਰ ਹੋ।
       *[other] { $who } { $reason ->
            [second_card] ਸੁਰੱਖਿਅਤ ਦੂਜਾ ਕਾਰਡ ਨਹੀਂ ਖੇਡ ਸਕਦਾ
           *[other] ਸੁਰੱਖਿਅਤ ਢੰਗ ਨਾਲ ਨਹੀਂ ਖੇਡ ਸਕਦਾ
        } ਅਤੇ ਇਸ ਦੌਰ ਤੋਂ ਬਾਹਰ ਹੈ।
    }
