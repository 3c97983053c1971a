## ਖੇਡ ਦੀਆਂ ਘਟਨਾਵਾਂ ਦਾ ਬਿਆਨ। $who: ਖਿਡਾਰੀ ("ਤੁਸੀਂ" ਜਾਂ ਨਾਂ); $person: "you" ਜਾਂ "other";
## $card: ਕਾਰਡ ਦਾ ਨਾਂ; $hand: ਕਾਰਡਾਂ ਦੀ ਸੂਚੀ।
## ਭੂਤਕਾਲ ਵਿੱਚ "ਤੁਸੀਂ ... ਖੇਡਿਆ" ਪਰ "ਬੋਟ 1 ਨੇ ... ਖੇਡਿਆ"।

game-started = ਓ'ਨੋ 99 ਦੀ ਨਵੀਂ ਖੇਡ, { $rules } ਨਿਯਮ। ਖਿਡਾਰੀ: { $players }।
dealer-deals = { $person ->
        [you] { $who } ਕਾਰਡ ਵੰਡਦੇ ਹੋ।
       *[other] { $who } ਕਾਰਡ ਵੰਡਦਾ ਹੈ।
    }

# $solo: "yes" ਜਦੋਂ ਇੱਕੋ ਮਨੁੱਖੀ ਖਿਡਾਰੀ ਹੋਵੇ।
turn-lead = { $solo ->
        [yes] ਤੁਹਾਡੀ ਵਾਰੀ
       *[no] { $name }, ਤੁਹਾਡੀ ਵਾਰੀ
    }
turn-start = { $lead }। ਮੁੱਲ { $total } ਹੈ।
turn-forced = { $lead }। ਤੁਹਾਨੂੰ ਦੋ ਕਾਰਡ ਖੇਡਣੇ ਪੈਣਗੇ। ਮੁੱਲ { $total } ਹੈ।
turn-second = ਹੁਣ ਆਪਣਾ ਦੂਜਾ ਕਾਰਡ ਖੇਡੋ। ਮੁੱਲ { $total } ਹੈ।
you-hold = ਤੁਹਾਡੇ ਕਾਰਡ: { $hand }।
safe-now = ਸੁਰੱਖਿਅਤ: { $cards }।
can-discard = ਤੁਸੀਂ ਆਪਣੇ ਚਾਰ ਓ'ਨੋ 99 ਕਾਰਡ ਸੁੱਟ ਸਕਦੇ ਹੋ। ਕਹੋ: ਚਾਰ ਓਨੋ ਸੁੱਟੋ।

card-played = { $person ->
        [you] { $who } { $card } ਖੇਡਿਆ।
       *[other] { $who } ਨੇ { $card } ਖੇਡਿਆ।
    } ਮੁੱਲ { $total }।
card-played-short = { $who }: { $card }, ਮੁੱਲ { $total }।
direction-changed = ਦਿਸ਼ਾ ਉਲਟ ਗਈ।
play2-passed = { $person ->
        [you] { $who } { $card } ਕਾਰਡ ਅੱਗੇ ਭੇਜ ਦਿੱਤਾ।
       *[other] { $who } ਨੇ { $card } ਕਾਰਡ ਅੱਗੇ ਭੇਜ ਦਿੱਤਾ।
    }
# ਸਿਰਫ਼ ਦੂਜੇ ਖਿਡਾਰੀਆਂ ਲਈ (ਤੁਹਾਡੀ ਵਾਰੀ ਦਾ ਸੱਦਾ ਖ਼ੁਦ ਦੱਸਦਾ ਹੈ)।
must-play-two = { $who } ਨੂੰ ਦੋ ਕਾਰਡ ਖੇਡਣੇ ਪੈਣਗੇ।
you-draw = ਤੁਸੀਂ ਖਿੱਚਿਆ: { $cards }।
# ਛੋਟੀਆਂ ਸੂਚਨਾਵਾਂ: "ਨਵਾਂ ਕਾਰਡ: 4।" / "ਨਵੇਂ ਕਾਰਡ: 1, 2 ਅਤੇ 3।"
you-draw-short = { $count ->
        [one] ਨਵਾਂ ਕਾਰਡ
       *[other] ਨਵੇਂ ਕਾਰਡ
    }: { $cards }।
reshuffled = ਭੰਡਾਰ ਖਾਲੀ ਹੋ ਗਿਆ ਹੈ। ਰੱਦੀ ਦੇ ਢੇਰ ਨੂੰ ਫੈਂਟ ਕੇ ਨਵਾਂ ਭੰਡਾਰ ਬਣਾਇਆ ਗਿਆ ਹੈ।
ono-discarded = { $person ->
        [you] { $who } ਚਾਰ ਓ'ਨੋ 99 ਕਾਰਡ ਸੁੱਟੇ ਅਤੇ ਚਾਰ ਨਵੇਂ ਕਾਰਡ ਖਿੱਚੇ।
       *[other] { $who } ਨੇ ਚਾਰ ਓ'ਨੋ 99 ਕਾਰਡ ਸੁੱਟੇ ਅਤੇ ਚਾਰ ਨਵੇਂ ਕਾਰਡ ਖਿੱਚੇ।
    }
# $reason: second_card (ਕੋਈ ਸੁਰੱਖਿਅਤ ਦੂਜਾ ਕਾਰਡ ਨਹੀਂ) ਜਾਂ no_safe_card।
eliminated = { $person ->
        [you] { $reason ->
            [second_card] ਤੁਸੀਂ ਦੂਜਾ ਕਾਰਡ ਨਹੀਂ ਖੇਡ ਸਕਦੇ।
           *[other] ਤੁਹਾਡੇ ਕੋਲ ਕੋਈ ਸੁਰੱਖਿਅਤ ਕਾਰਡ ਨਹੀਂ ਹੈ।
        } ਤੁਸੀਂ ਖੇਡ ਤੋਂ ਬਾਹਰ ਹੋ। ਤੁਹਾਡੇ ਹੱਥ ਵਿੱਚ ਸਨ: { $hand }।
       *[other] { $reason ->
            [second_card] { $who } ਦੂਜਾ ਕਾਰਡ ਨਹੀਂ ਖੇਡ ਸਕਦਾ
           *[other] { $who } ਕੋਲ ਕੋਈ ਸੁਰੱਖਿਅਤ ਕਾਰਡ ਨਹੀਂ ਹੈ
        } ਅਤੇ ਖੇਡ ਤੋਂ ਬਾਹਰ ਹੈ। { $who } ਦੇ ਹੱਥ ਵਿੱਚ ਸਨ: { $hand }।
    }
held-hand = { $who }: ਹੱਥ ਵਿੱਚ ਸਨ { $hand }।

won-no-one-can-play = ਬਚੇ ਖਿਡਾਰੀਆਂ ਵਿੱਚੋਂ ਕੋਈ ਨਹੀਂ ਖੇਡ ਸਕਦਾ। ਆਖ਼ਰੀ ਕਾਰਡ ਖੇਡਣ ਵਾਲਾ: { $who }।
# ਜੇਤੂ ਦਾ ਸਕੋਰ ਬਚੇ ਖਿਡਾਰੀਆਂ ਵਿੱਚੋਂ ਸਭ ਤੋਂ ਘੱਟ ਹੈ ($score ਨਾ ਵੀ ਹੋਵੇ)।
won-lowest-score = { $person ->
        [you] ਬਚੇ ਖਿਡਾਰੀਆਂ ਵਿੱਚੋਂ ਸਭ ਤੋਂ ਘੱਟ ਸਕੋਰ ਤੁਹਾਡਾ ਹੈ।
       *[other] ਬਚੇ ਖਿਡਾਰੀਆਂ ਵਿੱਚੋਂ ਸਭ ਤੋਂ ਘੱਟ ਸਕੋਰ { $who } ਦਾ ਹੈ।
    }
won-lowest-score-points = { $person ->
        [you] ਬਚੇ ਖਿਡਾਰੀਆਂ ਵਿੱਚੋਂ ਸਭ ਤੋਂ ਘੱਟ ਸਕੋਰ ਤੁਹਾਡਾ ਹੈ, { $score } ਅੰਕ।
       *[other] ਬਚੇ ਖਿਡਾਰੀਆਂ ਵਿੱਚੋਂ ਸਭ ਤੋਂ ਘੱਟ ਸਕੋਰ { $who } ਦਾ ਹੈ, { $score } ਅੰਕ।
    }
out-earlier = ਟੀਚੇ ਤੱਕ ਪਹੁੰਚ ਕੇ ਪਹਿਲਾਂ ਹੀ ਖੇਡ ਤੋਂ ਬਾਹਰ: { $players }।
out-this-round = ਟੀਚੇ ਤੱਕ ਪਹੁੰਚ ਕੇ ਇਸ ਦੌਰ ਵਿੱਚ ਖੇਡ ਤੋਂ ਬਾਹਰ: { $players }।
player-at-score = { $who } { $score } ਅੰਕਾਂ ਨਾਲ
game-won = { $person ->
        [you] ਤੁਸੀਂ ਖੇਡ ਜਿੱਤ ਲਈ!
       *[other] { $who } ਨੇ ਖੇਡ ਜਿੱਤ ਲਈ।
    }
