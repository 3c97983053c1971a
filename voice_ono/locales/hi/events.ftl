## खेल की घटनाओं का वर्णन। $who: खिलाड़ी ("आप" या नाम); $person: "you" या "other"; $card: कार्ड का नाम;
## $hand: कार्डों की सूची।

game-started = ओएनओ 99 का नया खेल, { $rules } नियम, खिलाड़ी: { $players }।
dealer-deals = { $person ->
        [you] आप पत्ते बाँटते हैं।
       *[other] { $who } ने पत्ते बाँटे।
    }

# $solo: एक ही मानव खिलाड़ी हो तो "yes" ("आपकी बारी"), नहीं तो खिलाड़ी का नाम लिया जाता है।
turn-lead = { $solo ->
        [yes] आपकी बारी
       *[no] { $name }, आपकी बारी
    }
turn-start = { $lead }। कुल { $total } है।
turn-forced = { $lead }। आपको दो कार्ड खेलने होंगे। कुल { $total } है।
turn-second = अब अपना दूसरा कार्ड खेलें। कुल { $total } है।
you-hold = आपके कार्ड: { $hand }।
safe-now = सुरक्षित: { $cards }।
can-discard = आप अपने चार ओएनओ 99 कार्ड फेंक सकते हैं: कहें, चार ओनो फेंको।

card-played = { $person ->
        [you] आपने
       *[other] { $who } ने
    } { $card } खेला। कुल { $total }।
card-played-short = { $who }: { $card }, कुल { $total }।
direction-changed = दिशा उलट गई।
play2-passed = { $person ->
        [you] आपने
       *[other] { $who } ने
    } { $card } कार्ड आगे बढ़ा दिया।
must-play-two = { $who } को दो कार्ड खेलने होंगे।
you-draw = आप { $cards } उठाते हैं।
# छोटी घोषणाएँ: "नया कार्ड: 4।" / "नए कार्ड: 1, 2 और 3।"
you-draw-short = { $count ->
        [one] नया कार्ड
       *[other] नए कार्ड
    }: { $cards }।
reshuffled = ड्रॉ पाइल खाली है। डिस्कार्ड पाइल को फेंटकर नया ड्रॉ पाइल बनाया गया।
ono-discarded = { $person ->
        [you] आपने
       *[other] { $who } ने
    } चार ओएनओ 99 कार्ड फेंके और चार नए कार्ड उठाए।
# $reason: second_card (कोई सुरक्षित दूसरा कार्ड नहीं) या no_safe_card।
eliminated = { $person ->
        [you] { $reason ->
            [second_card] आप सुरक्षित दूसरा कार्ड नहीं खेल सकते।
           *[other] आपके पास कोई सुरक्षित कार्ड नहीं है।
        } आप खेल से बाहर हैं। आपके कार्ड थे: { $hand }।
       *[other] { $who } के पास { $reason ->
            [second_card] सुरक्षित दूसरा कार्ड नहीं है,
           *[other] कोई सुरक्षित कार्ड नहीं है,
        } इसलिए { $who } खेल से बाहर है। { $who } के कार्ड थे: { $hand }।
    }
held-hand = { $who } के कार्ड थे: { $hand }।

won-no-one-can-play = अब कोई भी कार्ड नहीं खेल सकता। आखिरी कार्ड { $who } ने खेला।
# विजेता: जो खिलाड़ी अभी खेल में हैं, उनमें सबसे कम स्कोर वाला।
won-lowest-score = { $person ->
        [you] खेल में बचे खिलाड़ियों में आपका
       *[other] खेल में बचे खिलाड़ियों में { $who } का
    } स्कोर सबसे कम है।
won-lowest-score-points = { $person ->
        [you] खेल में बचे खिलाड़ियों में आपका
       *[other] खेल में बचे खिलाड़ियों में { $who } का
    } स्कोर सबसे कम है, { $score } अंक।
out-earlier = लक्ष्य तक पहुँचकर पहले ही खेल से बाहर: { $players }।
out-this-round = लक्ष्य तक पहुँचकर इस राउंड में खेल से बाहर: { $players }।
player-at-score = { $who } { $score } अंक पर
game-won = { $person ->
        [you] आपने खेल जीत लिया!
       *[other] { $who } ने खेल जीत लिया।
    }
