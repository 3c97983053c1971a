## The 1980 editions' round events (voice_ono.narration.rounds): R-80-TOK, R-80-PTS-1..3, R-80-DRAW, R-80-ONO-2.
## $who: the player as said; $person: you or other (the verb agrees).

round-started = റൗണ്ട് { $round }.
everyone-tokens = എല്ലാവർക്കും { $count ->
        [one] { $count } ടോക്കൺ
       *[other] { $count } ടോക്കണുകൾ
    } ഉണ്ട്.
scored-in-points = ഈ കളി പോയിന്റുകൾ വെച്ചാണ്; എല്ലാവരും 0 പോയിന്റിൽ തുടങ്ങുന്നു.
round-ended = റൗണ്ട് { $round } കഴിഞ്ഞു.
lost-the-round = { $who } ഈ റൗണ്ട് തോറ്റു.
tokens-left-list = ബാക്കിയുള്ള ടോക്കണുകൾ: { $players }.
last-one-in = { $who } { $person ->
        [you] മാത്രമാണ് കളിയിൽ ബാക്കിയുള്ളത്
       *[other] മാത്രമാണ് കളിയിൽ ബാക്കിയുള്ളത്
    }.
points-this-round = ഈ റൗണ്ടിലെ പോയിന്റുകൾ: { $players }.
scores-listed = സ്കോറുകൾ: { $players }.
# ഒരു പട്ടികയിലെ ഒരു വരി: "നിങ്ങൾക്ക് 3 ടോക്കണുകൾ", "ബോബ് എന്ന കളിക്കാരന് 1 പോയിന്റ്". $unit: token or point.
player-has = { $person ->
        [you] നിങ്ങൾക്ക്
       *[other] { $who } എന്ന കളിക്കാരന്
    } { $unit ->
        [token] { $count ->
            [one] { $count } ടോക്കൺ
           *[other] { $count } ടോക്കണുകൾ
        }
       *[point] { $count ->
            [one] { $count } പോയിന്റ്
           *[other] { $count } പോയിന്റുകൾ
        }
    }
token-lost = { $person ->
        [you] നിങ്ങൾക്ക്
       *[other] { $who } എന്ന കളിക്കാരന്
    } ഒരു ടോക്കൺ നഷ്ടമായി; { $left ->
        [0] ഇനി ടോക്കൺ ഒന്നും ബാക്കിയില്ല, ഒരു തോൽവി കൂടി വന്നാൽ പുറത്താകും
        [one] { $left } ടോക്കൺ ബാക്കി
       *[other] { $left } ടോക്കണുകൾ ബാക്കി
    }.
out-target = { $who } { $score } പോയിന്റിൽ എത്തി, { $person ->
        [you] കളിയിൽ നിന്ന് പുറത്തായി
       *[other] കളിയിൽ നിന്ന് പുറത്തായി
    }.
out-no-tokens = { $person ->
        [you] നിങ്ങൾക്ക് ടോക്കണുകൾ ഒന്നും ബാക്കിയില്ല; നിങ്ങൾ
       *[other] { $who } എന്ന കളിക്കാരന് ടോക്കണുകൾ ഒന്നും ബാക്കിയില്ല; { $who }
    } കളിയിൽ നിന്ന് പുറത്തായി.
draw-forfeited = { $who } സമയത്ത് കാർഡ് എടുത്തില്ല, അതിനാൽ ഈ റൗണ്ടിൽ ഇനി { $person ->
        [you] നിങ്ങൾക്ക്
       *[other] ആ കളിക്കാരന്
    } { $cards ->
        [one] ആ കാർഡ്
       *[other] ആ { $cards } കാർഡുകൾ
    } കിട്ടില്ല.
turn-passed = { $person ->
        [you] നിങ്ങളുടെ കയ്യിൽ
       *[other] { $who } എന്ന കളിക്കാരന്റെ കയ്യിൽ
    } നാല് ഒനോ 99 കാർഡുകളാണ്; ഒന്നും കളിക്കാതെ ഊഴം അവസാനിക്കുന്നു.
# $reason: second_card, or anything else (no safe card).
out-of-round = { $who } { $reason ->
        [second_card] സുരക്ഷിതമായ രണ്ടാമത്തെ കാർഡ് കളിക്കാൻ കഴിയാതെ
       *[other] സുരക്ഷിതമായി കളിക്കാൻ കഴിയാതെ
    } ഈ റൗണ്ടിൽ നിന്ന് { $person ->
        [you] പുറത്തായി
       *[other] പുറത്തായി
    }.
