## 1980 संस्करणों के राउंड की घटनाएँ: टोकन, अंक, कार्ड उठाना, चार ओएनओ 99 कार्ड।
## $who: खिलाड़ी; $person: you या other (क्रिया उसी से मेल खाती है)।

round-started = राउंड { $round }।
everyone-tokens = हर खिलाड़ी के पास { $count ->
        [one] { $count } टोकन है
       *[other] { $count } टोकन हैं
    }।
scored-in-points = इस खेल में अंकों से गिनती होती है; सब 0 से शुरू करते हैं।
round-ended = राउंड { $round } खत्म।
lost-the-round = इस राउंड में { $who } की हार हुई।
tokens-left-list = बचे टोकन: { $players }।
last-one-in = { $person ->
        [you] सिर्फ़ आप खेल में बचे हैं।
       *[other] सिर्फ़ { $who } खेल में बचा है।
    }
points-this-round = इस राउंड के अंक: { $players }।
scores-listed = स्कोर: { $players }।
# सूची की एक प्रविष्टि: "आपके पास 3 टोकन", "बॉब के पास 1 अंक"। $unit: token या point।
player-has = { $person ->
        [you] आपके पास
       *[other] { $who } के पास
    } { $count } { $unit ->
        [token] टोकन
       *[point] अंक
    }
token-lost = { $person ->
        [you] आपका
       *[other] { $who } का
    } एक टोकन गया, { $left ->
        [0] कोई टोकन नहीं बचा; एक और हार पर खेल से बाहर
        [one] { $left } टोकन बचा
       *[other] { $left } टोकन बचे
    }।
out-target = { $person ->
        [you] आप { $score } अंक पर पहुँच गए और खेल से बाहर हैं।
       *[other] { $who } { $score } अंक पर पहुँच गया और खेल से बाहर है।
    }
out-no-tokens = { $person ->
        [you] आपके पास कोई टोकन नहीं बचा, इसलिए आप खेल से बाहर हैं।
       *[other] { $who } के पास कोई टोकन नहीं बचा, इसलिए { $who } खेल से बाहर है।
    }
draw-forfeited = { $person ->
        [you] आपने
       *[other] { $who } ने
    } समय पर कार्ड नहीं उठाया, इसलिए बाकी राउंड के लिए { $cards ->
        [one] वह कार्ड
       *[other] वे { $cards } कार्ड
    } { $person ->
        [you] आपके हाथ से
       *[other] उसके हाथ से
    } गए।
turn-passed = { $person ->
        [you] आपके पास
       *[other] { $who } के पास
    } चार ओएनओ 99 कार्ड हैं; बारी बिना चाल के खत्म होती है।
# $reason: second_card, या कुछ और (कोई सुरक्षित कार्ड नहीं)।
out-of-round = { $person ->
        [you] आप { $reason ->
            [second_card] सुरक्षित दूसरा कार्ड नहीं खेल सकते
           *[other] सुरक्षित रूप से नहीं खेल सकते
        } और इस राउंड से बाहर हैं।
       *[other] { $who } { $reason ->
            [second_card] सुरक्षित दूसरा कार्ड नहीं खेल सकता
           *[other] सुरक्षित रूप से नहीं खेल सकता
        } और इस राउंड से बाहर है।
    }
