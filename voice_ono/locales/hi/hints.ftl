## संकेत ("मुझे क्या खेलना चाहिए?") और "बॉट 1 ने वह क्यों खेला?": चालों के कारण।
## reason-hint-*: खिलाड़ी के लिए, वर्तमान काल; reason-why-*: बॉट की चाल, भूतकाल; reason-why-hidden-*: जब बॉट के कार्ड
## छिपे हों।
## $total: चाल से पहले कुल, $after: चाल के बाद, $bust: हार वाला कुल, $next: अगला खिलाड़ी ("आप" या नाम)।

reason-hint-draw = कार्ड उठाना आपका है, और अगर अगला खिलाड़ी पहले खेल दे तो आप उसे खो देंगे
reason-why-draw = कार्ड उठाना उसका था, और नहीं तो वह उसे खो देता
reason-hint-discard_ono = ओएनओ 99 कार्ड कभी नहीं खेले जा सकते, और इससे आपको चार नए कार्ड मिलते हैं
reason-why-discard_ono = ओएनओ 99 कार्ड कभी नहीं खेले जा सकते, और इससे उसे चार नए कार्ड मिले
reason-hint-ono_on_tens = कुल के आखिर में शून्य है, इसलिए एक ओएनओ 99 कार्ड मुफ़्त में निकल जाता है
reason-why-ono_on_tens = कुल के आखिर में शून्य था, इसलिए एक ओएनओ 99 कार्ड मुफ़्त में निकल गया
reason-hint-dodge = यह दोनों कार्ड { $next } को आगे बढ़ा देता है, आपको दो नहीं खेलने पड़ते
reason-why-dodge = इसने दोनों कार्ड { $next } को आगे बढ़ा दिए, उसे दो नहीं खेलने पड़े
reason-hint-bring_down = कुल { $total } है और आपके बाकी कार्ड कुल को सीमा से ऊपर ले जाते
reason-why-bring_down = कुल { $total } था और उसके बाकी कार्ड कुल को सीमा से ऊपर ले जाते
reason-why-hidden-bring_down = इसने कुल को { $total } से घटाकर { $after } कर दिया
reason-hint-only_safe = यह आपका अकेला कार्ड है जो कुल को { $bust } से नीचे रखता है
reason-why-only_safe = यह उसका अकेला कार्ड था जो कुल को { $bust } से नीचे रखता था
reason-why-hidden-only_safe = इसने कुल को { $bust } से नीचे, { $after } पर रखा
reason-hint-safe_pair = इसके बाद आपके पास एक सुरक्षित दूसरा कार्ड बचता है
reason-why-safe_pair = इसके बाद उसके पास एक सुरक्षित दूसरा कार्ड बचा
reason-why-hidden-safe_pair = यह उसके दो कार्डों में पहला था और इसने कुल को { $after } पर रखा
reason-hint-force = इससे { $next } को { $total } पर दो कार्ड खेलने पड़ेंगे
reason-why-force = इससे { $next } को { $total } पर दो कार्ड खेलने पड़े
reason-hint-set_99 = इससे कुल 99 हो जाता है, इसलिए { $next } को ऐसा कार्ड चाहिए जो कुछ न जोड़े
reason-why-set_99 = इससे कुल 99 हो गया, इसलिए { $next } को ऐसा कार्ड चाहिए था जो कुछ न जोड़े
reason-hint-reverse = इससे कुल { $total } पर ही रहता है और आपके नंबर कार्ड बचे रहते हैं
reason-why-reverse = इससे कुल { $total } पर ही रहा और उसके नंबर कार्ड बचे रहे
reason-hint-lower = इससे कुल घटकर { $after } हो जाता है, और आपके बाकी कार्डों के लिए जगह बनती है
reason-why-lower = इससे कुल घटकर { $after } हो गया, और उसके बाकी कार्डों के लिए जगह बनी
reason-hint-highest = यह आपका सबसे बड़ा सुरक्षित कार्ड है, और छोटे कार्ड बाद के लिए बचे रहते हैं
reason-why-highest = यह उसका सबसे बड़ा सुरक्षित कार्ड था, और उसके छोटे कार्ड बाद के लिए बचे रहे
reason-why-hidden-highest = इससे कुल { $after } हो गया, जो { $bust } से सुरक्षित रूप से नीचे है
reason-hint-number = इससे कुल { $after } हो जाता है, जो { $bust } से सुरक्षित रूप से नीचे है
reason-why-number = इससे कुल { $after } हो गया, जो { $bust } से सुरक्षित रूप से नीचे है

why-easy-bot = यह आसान बॉट है और कोई भी सुरक्षित कार्ड बिना सोचे खेलता है

# "3 खेलें: यह ..." / "बॉट 1 ने 3 खेला: यह ..."
hint = { $move }: { $reason }।
why = { $mover } ने { $move }: { $reason }।

# $card: चाल में कहा गया कार्ड (move-card)
move-play = { $tense ->
    [past] { $card } खेला
   *[imperative] { $card } खेलें
 }
move-draw = { $tense ->
    [past] अपना कार्ड उठाया
   *[imperative] अपना कार्ड उठाएँ
 }
move-discard = { $tense ->
    [past] चार ओएनओ 99 कार्ड फेंके
   *[imperative] अपने चार ओएनओ 99 कार्ड फेंकें
 }
move-card = { $card ->
    [number] { $name }
    [two] नंबर { $name }
    [minus10] { $name }
    [ono99] { $name } कार्ड
    [ninety_nine] { $name } कार्ड
    [play2] { $name } कार्ड
   *[other] { $name }
 }
