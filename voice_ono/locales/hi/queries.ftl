## खेल के बारे में सवालों के जवाब।

you-are-out = आप इस खेल से बाहर हैं।
no-human-player = इस खेल में सभी खिलाड़ी बॉट हैं, इसलिए बताने के लिए आपके कोई कार्ड नहीं हैं।
total-is = कुल { $total } है। { $bust } पर हार होती है।
# $reversed: yes या no; $order: बारी के क्रम में खिलाड़ी।
direction = खेल { $reversed ->
        [yes] उलटी दिशा में
       *[no] बैठने के क्रम में
    } चल रहा है: { $order }।
player-cards = { $person ->
        [you] आपके पास
       *[other] { $who } के पास
    } { $count } कार्ड
still-in = अभी खेल में: { $players }।
out-list = बाहर: { $players }।
draw-pile = ड्रॉ पाइल में { $count } कार्ड बचे हैं।
# "कितने टोकन" या "स्कोर क्या है" का जवाब, ऐसे खेल में जिसमें वे नहीं हैं ($asked: tokens या points)।
not-this-game = इस खेल में { $asked ->
        [tokens] टोकन
       *[points] अंक
    } नहीं हैं{ $scoring ->
        [points] ; इसमें अंकों से गिनती होती है। कहें, स्कोर क्या है।
        [tokens] ; यह टोकन से खेला जाता है। कहें, कितने टोकन।
       *[elimination] : खेल में बचा आखिरी खिलाड़ी जीतता है। कहें, कौन बचा है।
    }
player-count = { $who } { $count }
tokens-list = टोकन: { $players }।
scores-list = स्कोर: { $players }। लक्ष्य { $target } है।
single-round = इस खेल में एक ही राउंड है।
round-is = यह राउंड { $round } है।
cannot-answer = मैं अभी इसका जवाब नहीं दे सकता।

still-to-draw = आपको अभी कार्ड उठाना है: कहें, कार्ड उठाओ।
must-play-second = आपको अपना दूसरा कार्ड खेलना है।
must-play-two-you = आपको दो कार्ड खेलने होंगे।
round-tokens = राउंड { $round }; आपके पास { $count } टोकन { $count ->
        [one] है
       *[other] हैं
    }।
round-score = राउंड { $round }; आपका स्कोर { $score } है।
round-plain = राउंड { $round }।
game-over = खेल खत्म हो गया है।
# $solo: एक ही मानव खिलाड़ी हो तो yes।
your-turn = { $solo ->
        [yes] आपकी बारी है।
       *[no] { $name }, आपकी बारी है।
    }
whose-turn = { $who } की बारी है।
total-now = कुल { $total } है।
safe-to-play = खेलने के लिए सुरक्षित: { $cards }।
can-draw = आप अपना कार्ड उठा सकते हैं: कहें, कार्ड उठाओ।
nothing-safe = कोई भी कार्ड खेलने के लिए सुरक्षित नहीं है।

not-played-lately = { $person ->
        [you] आपने
       *[other] { $who } ने
    } हाल में कोई कार्ड नहीं खेला है।
not-played-since-resume = { $person ->
        [you] आपने
       *[other] { $who } ने
    } खेल फिर शुरू होने के बाद से कोई कार्ड नहीं खेला है।
last-played = { $who } ने आखिरी बार { $card } खेला, कुल { $total } हुआ।
no-plays-yet = अभी तक कोई कार्ड नहीं खेला गया है।
no-plays-since-resume = खेल फिर शुरू होने के बाद से कोई कार्ड नहीं खेला गया है। ऊपर वाला कार्ड सुनने के लिए कहें, आखिरी कार्ड क्या था।
played-making = { $who } ने { $card } खेला, कुल { $total }।
last-plays = पिछली चालें: { $plays }
last-card-by = आखिरी कार्ड { $card } था, जिसे { $who } ने खेला। कुल { $total } है।
last-card = आखिरी कार्ड { $card } था। कुल { $total } है।
no-card-yet = अभी तक कोई कार्ड नहीं खेला गया है।
