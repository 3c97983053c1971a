## ਖੇਡ ਬਾਰੇ ਸਵਾਲਾਂ ਦੇ ਜਵਾਬ।

you-are-out = ਤੁਸੀਂ ਇਸ ਖੇਡ ਤੋਂ ਬਾਹਰ ਹੋ।
no-human-player = ਇਸ ਖੇਡ ਵਿੱਚ ਹਰ ਖਿਡਾਰੀ ਬੋਟ ਹੈ, ਇਸ ਲਈ ਦੱਸਣ ਲਈ ਤੁਹਾਡਾ ਕੋਈ ਹੱਥ ਨਹੀਂ ਹੈ।
total-is = ਮੁੱਲ { $total } ਹੈ। ਮੁੱਲ { $bust } ਹੋਣ ਉੱਤੇ ਤੁਸੀਂ ਹਾਰਦੇ ਹੋ।
# $reversed: yes ਜਾਂ no; $order: ਵਾਰੀ ਦੇ ਕ੍ਰਮ ਵਿੱਚ ਖਿਡਾਰੀ।
direction = ਖੇਡ { $reversed ->
        [yes] ਉਲਟੀ ਦਿਸ਼ਾ ਵਿੱਚ
       *[no] ਸੀਟਾਂ ਦੇ ਕ੍ਰਮ ਵਿੱਚ
    } ਚੱਲ ਰਹੀ ਹੈ: { $order }।
player-cards = { $person ->
        [you] ਤੁਹਾਡੇ
       *[other] { $who }
    } ਕੋਲ { $count ->
        [one] { $count } ਕਾਰਡ
       *[other] { $count } ਕਾਰਡ
    }
still-in = ਖੇਡ ਵਿੱਚ ਬਾਕੀ: { $players }।
out-list = ਬਾਹਰ: { $players }।
draw-pile = ਭੰਡਾਰ ਵਿੱਚ { $count ->
        [one] { $count } ਕਾਰਡ ਬਚਿਆ ਹੈ।
       *[other] { $count } ਕਾਰਡ ਬਚੇ ਹਨ।
    }
# "ਕਿੰਨੇ ਟੋਕਨ" ਜਾਂ "ਸਕੋਰ ਕੀ ਹੈ" ਦਾ ਜਵਾਬ, ਜਦੋਂ ਖੇਡ ਵਿੱਚ ਇਹ ਨਹੀਂ ਹਨ ($asked: tokens ਜਾਂ points)।
not-this-game = ਇਸ ਖੇਡ ਵਿੱਚ { $asked ->
        [tokens] ਟੋਕਨ
       *[points] ਅੰਕ
    } ਨਹੀਂ ਹਨ{ $scoring ->
        [points] ; ਇਹ ਅੰਕਾਂ ਨਾਲ ਖੇਡੀ ਜਾਂਦੀ ਹੈ। ਕਹੋ: ਸਕੋਰ ਕੀ ਹੈ।
        [tokens] ; ਇਹ ਟੋਕਨਾਂ ਨਾਲ ਖੇਡੀ ਜਾਂਦੀ ਹੈ। ਕਹੋ: ਕਿੰਨੇ ਟੋਕਨ।
       *[elimination] : ਆਖ਼ਰੀ ਬਚਿਆ ਖਿਡਾਰੀ ਜਿੱਤਦਾ ਹੈ। ਕਹੋ: ਕੌਣ ਬਚਿਆ ਹੈ।
    }
player-count = { $who }: { $count }
tokens-list = ਟੋਕਨਾਂ ਦੀ ਗਿਣਤੀ। { $players }।
scores-list = ਸਕੋਰ। { $players }। ਟੀਚਾ { $target } ਹੈ।
single-round = ਇਸ ਖੇਡ ਵਿੱਚ ਇੱਕੋ ਦੌਰ ਹੈ।
round-is = ਇਹ ਦੌਰ { $round } ਹੈ।
cannot-answer = ਮੈਂ ਹੁਣ ਇਸ ਦਾ ਜਵਾਬ ਨਹੀਂ ਦੇ ਸਕਦਾ।

still-to-draw = ਤੁਹਾਨੂੰ ਅਜੇ ਕਾਰਡ ਖਿੱਚਣਾ ਹੈ। ਕਹੋ: ਕਾਰਡ ਖਿੱਚੋ।
must-play-second = ਤੁਹਾਨੂੰ ਆਪਣਾ ਦੂਜਾ ਕਾਰਡ ਖੇਡਣਾ ਪਵੇਗਾ।
must-play-two-you = ਤੁਹਾਨੂੰ ਦੋ ਕਾਰਡ ਖੇਡਣੇ ਪੈਣਗੇ।
round-tokens = ਦੌਰ { $round }; ਤੁਹਾਡੇ ਕੋਲ { $count ->
        [one] { $count } ਟੋਕਨ ਹੈ।
       *[other] { $count } ਟੋਕਨ ਹਨ।
    }
round-score = ਦੌਰ { $round }; ਤੁਹਾਡਾ ਸਕੋਰ { $score } ਹੈ।
round-plain = ਦੌਰ { $round }।
game-over = ਖੇਡ ਖਤਮ ਹੋ ਗਈ ਹੈ।
# $solo: yes ਜਦੋਂ ਇੱਕੋ ਮਨੁੱਖੀ ਖਿਡਾਰੀ ਹੋਵੇ।
your-turn = { $solo ->
        [yes] ਤੁਹਾਡੀ ਵਾਰੀ ਹੈ।
       *[no] { $name }, ਤੁਹਾਡੀ ਵਾਰੀ ਹੈ।
    }
whose-turn = { $who } ਦੀ ਵਾਰੀ ਹੈ।
total-now = ਮੁੱਲ { $total } ਹੈ।
safe-to-play = ਖੇਡਣ ਲਈ ਸੁਰੱਖਿਅਤ: { $cards }।
can-draw = ਤੁਸੀਂ ਆਪਣਾ ਕਾਰਡ ਖਿੱਚ ਸਕਦੇ ਹੋ। ਕਹੋ: ਕਾਰਡ ਖਿੱਚੋ।
nothing-safe = ਖੇਡਣ ਲਈ ਕੋਈ ਕਾਰਡ ਸੁਰੱਖਿਅਤ ਨਹੀਂ ਹੈ।

not-played-lately = { $person ->
        [you] { $who } ਹਾਲ ਹੀ ਵਿੱਚ ਕੋਈ ਕਾਰਡ ਨਹੀਂ ਖੇਡਿਆ।
       *[other] { $who } ਨੇ ਹਾਲ ਹੀ ਵਿੱਚ ਕੋਈ ਕਾਰਡ ਨਹੀਂ ਖੇਡਿਆ।
    }
not-played-since-resume = { $person ->
        [you] ਖੇਡ ਮੁੜ ਸ਼ੁਰੂ ਹੋਣ ਤੋਂ ਬਾਅਦ { $who } ਕੋਈ ਕਾਰਡ ਨਹੀਂ ਖੇਡਿਆ।
       *[other] ਖੇਡ ਮੁੜ ਸ਼ੁਰੂ ਹੋਣ ਤੋਂ ਬਾਅਦ { $who } ਨੇ ਕੋਈ ਕਾਰਡ ਨਹੀਂ ਖੇਡਿਆ।
    }
# $who "ਤੁਸੀਂ" ਵੀ ਹੋ ਸਕਦਾ ਹੈ, ਇਸ ਲਈ "ਨੇ" ਤੋਂ ਬਿਨਾਂ।
last-played = { $who }: ਆਖ਼ਰੀ ਕਾਰਡ { $card }, ਜਿਸ ਨਾਲ ਮੁੱਲ { $total } ਹੋਇਆ।
no-plays-yet = ਅਜੇ ਤੱਕ ਕੋਈ ਕਾਰਡ ਨਹੀਂ ਖੇਡਿਆ ਗਿਆ।
no-plays-since-resume = ਖੇਡ ਮੁੜ ਸ਼ੁਰੂ ਹੋਣ ਤੋਂ ਬਾਅਦ ਕੋਈ ਕਾਰਡ ਨਹੀਂ ਖੇਡਿਆ ਗਿਆ। ਉੱਪਰਲਾ ਕਾਰਡ ਸੁਣਨ ਲਈ ਕਹੋ: ਆਖ਼ਰੀ ਕਾਰਡ ਕੀ ਸੀ।
played-making = { $who }: { $card }, ਮੁੱਲ { $total }।
last-plays = ਪਿਛਲੀਆਂ ਚਾਲਾਂ: { $plays }
last-card-by = ਆਖ਼ਰੀ ਕਾਰਡ { $card } ਸੀ, ਖੇਡਣ ਵਾਲਾ: { $who }। ਮੁੱਲ { $total } ਹੈ।
last-card = ਆਖ਼ਰੀ ਕਾਰਡ { $card } ਸੀ। ਮੁੱਲ { $total } ਹੈ।
no-card-yet = ਅਜੇ ਤੱਕ ਕੋਈ ਕਾਰਡ ਨਹੀਂ ਖੇਡਿਆ ਗਿਆ।
