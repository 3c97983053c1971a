## आवाज़ नामांकन और आवाज़ प्रोफ़ाइल: बोले और छापे जाने वाले वाक्य।
enroll-intro = प्रोफ़ाइल { $name } के लिए आवाज़ नामांकन। मैं आपसे { $phrases } वाक्य कहने को कहूँगा, { $takes ->
    [one] हर एक { $takes } बार
   *[other] हर एक { $takes } बार
}, कुल { $total } टेक। मेरे कहने के बाद हर वाक्य अपनी सामान्य आवाज़ में कहें। रोकने के लिए खेल छोड़ो कहें, या कंट्रोल सी दबाएँ; आपके टेक रखे रहेंगे और आप बाद में आगे बढ़ सकते हैं।
enroll-resume = फिर से स्वागत है। { $total } में से { $done } टेक पहले से रिकॉर्ड हैं; हम वहीं से आगे बढ़ते हैं।
enroll-prompt = { $total } में से { $n }। कहें: { $phrase }।
enroll-too-quiet = यह बहुत धीमा था। कृपया माइक्रोफ़ोन के पास आएँ, या ज़ोर से बोलें, और फिर से { $phrase } कहें।
enroll-clipped = यह बहुत तेज़ और बिगड़ा हुआ था। कृपया थोड़ा पीछे हटें और फिर से { $phrase } कहें।
enroll-nothing = मुझे कुछ सुनाई नहीं दिया। कृपया { $phrase } कहें।
enroll-skipped = टेक { $n }, { $phrase }, को अभी छोड़कर आगे बढ़ते हैं; जब आप यह नामांकन आगे बढ़ाएँगे, तब मैं इसे फिर माँगूँगा।
enroll-paused = नामांकन रुका। { $total } में से { $done } टेक रखे गए हैं। आगे बढ़ने के लिए चलाएँ: { $command }
enroll-building = धन्यवाद। सभी { $total } टेक रिकॉर्ड हो गए। आपकी आवाज़ प्रोफ़ाइल बन रही है; इसमें थोड़ा समय लगता है।
enroll-done = आपकी आवाज़ प्रोफ़ाइल { $name } तैयार है। इसे ऐसे इस्तेमाल करें: voice-ono play --profile { $name }
enroll-not-adapted = ध्यान दें: { $why }
enroll-incomplete = अभी { $missing } टेक बाकी { $missing ->
    [one] है
   *[other] हैं
}, इसलिए प्रोफ़ाइल अभी नहीं बनी। { $missing ->
    [one] उसे
   *[other] उन्हें
} रिकॉर्ड करने के लिए चलाएँ: { $command }
profile-in-use = आवाज़ प्रोफ़ाइल { $name } इस्तेमाल हो रही है।
profile-not-used = { $problem } आवाज़ प्रोफ़ाइल के बिना आगे बढ़ रहे हैं।
profiles-none = अभी कोई आवाज़ प्रोफ़ाइल नहीं है। एक ऐसे बनाएँ: voice-ono enroll --profile NAME
profile-deleted = आवाज़ प्रोफ़ाइल { $name } हटा दी गई।
enroll-profile-exists = { $name } नाम की आवाज़ प्रोफ़ाइल पहले से है। फिर से नामांकन के लिए पहले उसे voice-ono profiles delete { $name } से हटाएँ, या --profile से कोई और नाम चुनें।
profile-missing = { $name } नाम की कोई आवाज़ प्रोफ़ाइल नहीं है। voice-ono profiles list देखें, या voice-ono enroll --profile { $name } से एक बनाएँ।
profile-damaged = आवाज़ प्रोफ़ाइल { $name } खराब है और पढ़ी नहीं जा सकती। उसे voice-ono profiles delete { $name } से हटाएँ और फिर से नामांकन करें।
profile-not-loaded = आवाज़ पहचानने वाला आवाज़ प्रोफ़ाइल { $name } लोड नहीं कर सका।
profile-enroll-in-use = आवाज़ प्रोफ़ाइल { $name } अभी एक और नामांकन में इस्तेमाल हो रही है। उसके खत्म होने तक रुकें, या --profile से कोई और नाम चुनें।
enroll-same-take = यह बिल्कुल पिछले किसी टेक जैसा सुनाई दिया। कृपया { $phrase } फिर से, नए सिरे से कहें।
enroll-duplicate-takes = { $count } टेक दूसरे टेक की नकल { $count ->
    [one] है
   *[other] हैं
}: { $files }। प्रोफ़ाइल के लिए अलग-अलग रिकॉर्ड किए गए टेक चाहिए; उन्हें फिर से रिकॉर्ड करें।
manifest-skipped = { $file } छोड़ा गया: { $why }।
manifest-why-nothing = कुछ सुनाई नहीं दिया
manifest-why-quiet = बहुत धीमा
manifest-why-clipped = बहुत तेज़ और बिगड़ा हुआ (कटा हुआ)
manifest-why-phrase = { $said } नामांकन का वाक्य नहीं है
manifest-why-copy = { $other } की नकल
manifest-why-mislabelled = यह { $heard } जैसा सुनाई देता है, { $said } जैसा नहीं
manifest-too-few = { $manifest } के { $listed } टेक में से सिर्फ़ { $usable } इस्तेमाल हो सकते हैं; प्रोफ़ाइल के लिए एक वाक्य के कम से कम दो अलग टेक चाहिए। ऊपर बताए टेक ठीक करें और फिर कोशिश करें।
demo-profile-ignored = डेमो की बनावटी आवाज़ आपकी आवाज़ नहीं है, इसलिए डेमो में आवाज़ प्रोफ़ाइल { $name } इस्तेमाल नहीं होती।
enroll-noise = मुझे सिर्फ़ शोर सुनाई दिया, कोई शब्द नहीं। कृपया { $phrase } कहें।
manifest-why-noise = सिर्फ़ शोर, कोई शब्द नहीं
manifest-why-unreadable = फ़ाइल रिकॉर्डिंग के रूप में पढ़ी नहीं जा सकती
profile-not-saved = प्रोफ़ाइल सहेजी नहीं जा सकी: { $error }
profile-built = आवाज़ प्रोफ़ाइल { $name }: { $takes } टेक, { $seconds } सेकंड में बनी, { $kib } KiB, { $adapted ->
    [yes] अनुकूलित
   *[no] अनुकूलित नहीं
}।
profile-delete-which = बताएँ कि कौन सी प्रोफ़ाइल हटानी है: voice-ono profiles delete NAME (देखें: voice-ono profiles list)।
# आवाज़ प्रोफ़ाइल की गलतियाँ
profile-bad-name = '{ $name }' इस्तेमाल करने लायक प्रोफ़ाइल नाम नहीं है।
profile-name-fix = 1 से 40 अक्षर इस्तेमाल करें: a से z या A से Z तक के अक्षर, अंक, बिंदु, डैश या अंडरस्कोर, जो किसी अक्षर या अंक से शुरू हों, जैसे --profile anna।
profile-other-engine = प्रोफ़ाइल '{ $name }' { $made_model } ({ $made_engine }) के लिए बनी थी, { $model } ({ $engine }) के लिए नहीं।
profile-engine-fix = --engine { $made_engine } इस्तेमाल करें, या इस इंजन के साथ फिर से नामांकन करें।
profile-no-takes = प्रोफ़ाइल बनाने के लिए आवाज़ वाला कोई टेक नहीं है।
profile-record-again-fix = voice-ono enroll से टेक फिर से रिकॉर्ड करें।
profile-manifest-unreadable = मैनिफ़ेस्ट { $manifest } पढ़ा नहीं जा सकता।
profile-manifest-fix = ../shared/corpus/manifest.jsonl के ढाँचे में एक manifest.jsonl दें।
profile-take-unreadable = { $manifest } में दिया गया टेक { $file } पढ़ा नहीं जा सकता।
profile-manifest-line-fix = { $manifest } में उसकी पंक्ति ठीक करें या हटाएँ।
profile-manifest-empty = मैनिफ़ेस्ट { $manifest } में कहे गए शब्द वाला कोई टेक नहीं है।
profile-manifest-said-fix = हर पंक्ति में "file" और "said" होने चाहिए।
profile-old-layout = आवाज़ प्रोफ़ाइल '{ $name }' का ढाँचा { $layout } है; यह संस्करण { $expected } पढ़ता है।
profile-old-features = आवाज़ प्रोफ़ाइल '{ $name }' फ़ीचर { $features } से बनी थी; यह संस्करण { $expected } इस्तेमाल करता है।
profile-redo-fix = उसे voice-ono profiles delete { $name } से हटाएँ और फिर से नामांकन करें।
profile-unfinished = नामांकन पूरा नहीं हुआ
profile-not-built = कोई प्रोफ़ाइल नहीं बनी
profile-unusable = इस्तेमाल के लायक नहीं: { $problem }
profile-summary = { $takes } टेक, { $engine } ({ $model }), { $adapted ->
    [yes] अनुकूलित
   *[no] अनुकूलित नहीं
}, { $created } को बनी
enroll-help = मैं आपकी आवाज़ सीख रहा हूँ। मैं जो भी वाक्य माँगूँ, उसे साफ़-साफ़, अपनी सामान्य आवाज़ में कहें; { $total } में से { $done } टेक रिकॉर्ड हो चुके हैं। वाक्य फिर से सुनने के लिए फिर से बोलो कहें, या रोकने के लिए खेल छोड़ो कहें; आपके टेक रखे रहेंगे।
enroll-heard-other = यह { $heard } जैसा सुनाई दिया, { $phrase } जैसा नहीं। कृपया { $phrase } कहें।
enroll-takes-changed = यह नामांकन हर वाक्य के { $was } टेक के साथ शुरू हुआ था, { $now } के साथ नहीं। ऐसे आगे बढ़ें: { $command }
enroll-needs-input = नामांकन के लिए आपकी आवाज़ चाहिए: माइक्रोफ़ोन लगाएँ, या --wav FILE... या --from-manifest FILE से रिकॉर्डिंग दें।
enroll-wav-and-manifest = या तो --wav दें या --from-manifest, दोनों नहीं।
enroll-use-profile = इसे --profile { $name } के साथ इस्तेमाल करें, जैसे: voice-ono play --profile { $name }
profiles-not-a-folder = आवाज़ प्रोफ़ाइल का फ़ोल्डर { $path } एक फ़ाइल है, फ़ोल्डर नहीं।
profiles-not-a-folder-fix = उस फ़ाइल को हटाएँ या उसका नाम बदलें, फिर कोशिश करें।
profile-not-finished = आवाज़ प्रोफ़ाइल { $name } का नामांकन अभी पूरा नहीं हुआ है, इसलिए इस्तेमाल के लिए कोई प्रोफ़ाइल नहीं है।
profile-finish-fix = इसे ऐसे पूरा करें: voice-ono enroll --profile { $name } (अगर शुरुआत में --wav फ़ाइलें या --takes दिए थे, तो वे भी जोड़ें)।
profiles-list-no-name = profiles list कोई नाम नहीं लेता ({ $name } मिला)। हर प्रोफ़ाइल देखने के लिए चलाएँ: voice-ono profiles list
speech-options-unused-typed = लिखे हुए आदेश आवाज़ पहचान इस्तेमाल नहीं करते, इसलिए यहाँ { $options } का कोई असर नहीं { $count ->
    [one] है
   *[other] है
}।
manifest-line = पंक्ति { $line }
manifest-line-not-json = सही JSON नहीं
manifest-line-not-object = JSON ऑब्जेक्ट नहीं
manifest-line-no-file = इसमें "file" नहीं है
manifest-count-phrase = नामांकन का वाक्य नहीं
manifest-count-copy = दूसरे टेक की नकल
manifest-count-mislabelled = जैसे सुनाई देते हैं, उससे अलग वाक्य के नाम वाले
manifest-skipped-more = { $count } और टेक छोड़े गए (कुल { $total }: { $reasons })।
manifest-phrases = नामांकन के वाक्य हैं: { $phrases }।
manifest-capped = { $count } टेक इस्तेमाल नहीं { $count ->
    [one] हुआ
   *[other] हुए
}: प्रोफ़ाइल हर वाक्य के ज़्यादा से ज़्यादा { $most } टेक (पहले दिए गए) इस्तेमाल करती है, जिससे वह जल्दी बनती है।
manifest-progress = टेक जाँचे जा रहे हैं
profile-manifest-missing = मैनिफ़ेस्ट { $manifest } मौजूद नहीं है।
profile-manifest-folder = { $manifest } एक फ़ोल्डर है, मैनिफ़ेस्ट फ़ाइल नहीं।
profile-manifest-bad-line = { $manifest } की पंक्ति { $line } { $why ->
    [manifest-line-not-json] सही JSON नहीं है
    [manifest-line-not-object] JSON ऑब्जेक्ट नहीं है
   *[other] में "file" नहीं है
}।
manifest-why-missing = फ़ाइल मौजूद नहीं है
manifest-why-folder = यह फ़ोल्डर है, रिकॉर्डिंग नहीं
manifest-labels-shifted = { $manifest } के लेबल गलत लगते हैं, शायद खिसके हुए: { $labels } में से { $count } वाक्यों के टेक किसी और वाक्य जैसे सुनाई देते हैं ({ $examples }), और लगभग कोई भी अपने लेबल जैसा नहीं। इनसे बनी प्रोफ़ाइल आपको गलत सुनेगी।
manifest-labels-fix = जाँचें कि हर पंक्ति का "said" वही शब्द है जो उसकी फ़ाइल में बोला गया है। अगर लेबल सही हैं, तो --trust-labels के साथ फिर भी बनाएँ।
enroll-paused-same = नामांकन रुका। { $total } में से { $done } टेक रखे गए हैं। आगे बढ़ने के लिए वही आदेश फिर से चलाएँ; वह नीचे छपा है।
enroll-input-ended = रिकॉर्डिंग खत्म हो गईं। { $total } में से { $done } टेक रखे गए हैं।
enroll-take-name = { $phrase }, टेक { $take }
enroll-wav-refused-count = { $count } फ़ाइल टेक के रूप में इस्तेमाल नहीं { $count ->
    [one] हुई
   *[other] हुईं
}:
enroll-wav-refused = { $file } को { $phrase }, टेक { $take } के लिए इस्तेमाल नहीं किया गया: { $why }।
enroll-still-missing = अभी { $missing } टेक बाकी { $missing ->
    [one] है
   *[other] हैं
}: { $takes }।
enroll-record-missing = उन्हें रिकॉर्ड करने के लिए माइक्रोफ़ोन के साथ { $command } चलाएँ, या हर बाकी टेक के लिए एक नई फ़ाइल के साथ, इसी क्रम में, --wav जोड़ें।
enroll-why-command = यह { $heard } सुनाई दिया
enroll-why-same = यह किसी पिछले टेक जैसी ही रिकॉर्डिंग है
enroll-why-other = यह { $heard } जैसा सुनाई दिया
enroll-pause-confirm = नामांकन रोकें? हाँ या नहीं कहें।
enroll-manifest-interrupted = रोका गया; कोई प्रोफ़ाइल नहीं बनी। उसे बनाने के लिए फिर से चलाएँ: { $command }
enroll-skipped-missing = इस प्रोफ़ाइल में { $count } { $count ->
    [one] वाक्य का
   *[other] वाक्यों का
} कोई इस्तेमाल लायक टेक नहीं है: { $phrases }। यह { $count ->
    [one] उसे
   *[other] उन्हें
} नहीं सीखेगी; { $count ->
    [one] उसे
   *[other] उन्हें
} जोड़ने के लिए नए नाम से फिर नामांकन करें (voice-ono enroll --profile NEWNAME) और इसे हटा दें।
profile-summary-uncovered = { $summary }; इनके कोई टेक नहीं: { $phrases } (उन्हें जोड़ने के लिए नए नाम से फिर नामांकन करें)
profile-delete-enrolling = { $name } का अभी नामांकन हो रहा है; उसके खत्म होने पर फिर कोशिश करें।
manifest-why-listed-twice = दो बार दिया गया{ $same ->
    [yes] {""}
   *[no] {" "}({ $other } के रूप में भी)
}
manifest-count-listed-twice = दो बार दी गई फ़ाइलें
enroll-still-missing-below = अभी { $missing } टेक बाकी { $missing ->
    [one] है
   *[other] हैं
}; वे नीचे दिए गए हैं।
# enroll-still-missing-below के नीचे छपी सूची।
enroll-missing-list = बाकी: { $takes }।
# आखिरी टेक की फ़ाइल के बाद बची --wav फ़ाइलें; $refused: कितने टेक की फ़ाइलें नहीं मानी गईं।
enroll-wav-not-needed = { $count } फ़ाइल इस्तेमाल नहीं { $count ->
    [one] हुई
   *[other] हुईं
}: वे आखिरी टेक की फ़ाइल के बाद आईं।{ $refused ->
    [0] {""}
    [one] {" "}जिस टेक की फ़ाइल नहीं मानी गई, वह इनसे नहीं भरा जाता; वह बाकी रहता है।
   *[other] {" "}जिन टेक की फ़ाइलें नहीं मानी गईं, वे इनसे नहीं भरे जाते; वे बाकी रहते हैं।
}
# जब हर टेक पहले से रिकॉर्ड था तब दी गई --wav फ़ाइलें।
enroll-wav-not-needed-recorded = { $count } फ़ाइल की ज़रूरत नहीं { $count ->
    [one] थी
   *[other] थीं
}: हर टेक पहले से रिकॉर्ड है, इसलिए वे इस्तेमाल नहीं हुईं।
