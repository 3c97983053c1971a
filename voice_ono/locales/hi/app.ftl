## शुरुआत में छपने या एक बार बोले जाने वाले वाक्य: सहेजी गई फ़ाइलें, इनपुट का अंत, उपकरण।
not-a-save = { $path } voice-ono का सहेजा हुआ खेल नहीं है, इसलिए उसे छुआ नहीं गया। --save-file से कोई और फ़ाइल चुनें, या --save-file न दें।
save-in-use = { $path } पर सहेजा हुआ खेल अभी एक और voice-ono में खुला है, इसलिए यह उसे नहीं छुएगा। पहले दूसरा खेल बंद करें, या --save-file से कोई और फ़ाइल चुनें।
damaged-new-game = { $path } पर सहेजा हुआ खेल खराब है और खुल नहीं सकता; उसे { $kept } के रूप में रखा गया है। नया खेल शुरू हो रहा है।
damaged-not-moved = { $path } पर सहेजा हुआ खेल खराब है और खुल नहीं सकता, और उसे हटाकर अलग नहीं रखा जा सका ({ $error }); वह जैसा है वैसा रहेगा और यह खेल सहेजा नहीं जाएगा।
save-newer = { $path } पर सहेजा हुआ खेल voice-ono के नए संस्करण ने सहेजा था। उसे जारी रखने के लिए voice-ono को अपडेट करें, या --save-file FILE से कोई और खेल शुरू करें; फ़ाइल जैसी है वैसी रहेगी।
# $command: वही सहेजी फ़ाइल पर नया खेल शुरू करने का आदेश।
damaged-resume = { $path } पर सहेजा हुआ खेल खराब है और खुल नहीं सकता। नया खेल शुरू करने के लिए { $command } चलाएँ; खराब फ़ाइल रखी जाएगी।
input-ended-saved = इनपुट खत्म हुआ; आपका सहेजा हुआ खेल रखा गया है। जारी रखने के लिए: { $command }
input-ended-game = इनपुट खत्म हुआ; खेल सहेज लिया गया है। जारी रखने के लिए: { $command }
input-ended-save-failed = इनपुट खत्म हुआ; खेल सहेजा नहीं जा सका, इसलिए { $earlier ->
    [yes] आपका सहेजा हुआ खेल अभी भी पहले की स्थिति पर है। वहाँ से जारी रखने के लिए: { $command }
   *[no] वह सहेजा नहीं गया है।
}
input-ended-unsaved = इनपुट खत्म हुआ; खेल सहेजा नहीं गया (अपने आप सहेजना बंद है)।
saved-game-options = आपका एक सहेजा हुआ खेल है: अगर आप उसे जारी रखते हैं, तो उसके अपने नियम और खिलाड़ी रहेंगे, और { $options } { $count ->
    [one] तभी लागू होता है
   *[other] तभी लागू होते हैं
} जब आप नया खेल शुरू करें।
save-file-is-folder = { $path } एक फ़ोल्डर है। --save-file को एक फ़ाइल का नाम दें, जैसे { $path }/game.json।
resume-ignores = आपका सहेजा हुआ खेल जैसा था वैसा फिर शुरू हो रहा है; { $options } { $count ->
    [one] सिर्फ़ नए खेलों पर लागू होता है
   *[other] सिर्फ़ नए खेलों पर लागू होते हैं
} (नए खेल के लिए --resume के बिना चलाएँ)।
config-missing = सेटिंग फ़ाइल { $path } मौजूद नहीं है; बोलने की डिफ़ॉल्ट सेटिंग इस्तेमाल हो रही हैं (धीरे बोलो, ज़ोर से बोलो या छोटी घोषणाएँ कहने पर वह बन जाएगी)।
typed-commands = लिखे हुए आदेश इस्तेमाल हो रहे हैं।
mic-stopped-reopened = माइक्रोफ़ोन रुक गया था। उसे फिर से खोला गया है, इसलिए कृपया अपना आदेश फिर से कहें।
mic-stopped-typed = माइक्रोफ़ोन रुक गया और फिर से खुल नहीं सका, इसलिए खेल लिखे हुए आदेशों से चलेगा। आप क्या लिख सकते हैं, यह जानने के लिए मदद लिखें।
device-unused = --device { $device } इस्तेमाल नहीं हो रहा: { $why }।
device-unused-text = आदेश लिखे जा रहे हैं (--input text)
device-unused-wav = आदेश WAV फ़ाइलों से आ रहे हैं
device-unused-no-mic = कोई माइक्रोफ़ोन नहीं खुल सका
no-microphone = कोई माइक्रोफ़ोन नहीं मिला, इसलिए लिखे हुए आदेश इस्तेमाल हो रहे हैं। जानकारी के लिए चलाएँ: voice-ono devices
save-damaged = { $path } पर सहेजा हुआ खेल खराब है और खुल नहीं सकता।
push-to-talk-help = आदेश बोलने के लिए एंटर दबाएँ, बीप का इंतज़ार करें, फिर बोलें।
wav-skipped = { $error } इसे छोड़ा जा रहा है।
demo-you-say = आप कहते हैं: { $said }।
no-save-to-resume = फिर शुरू करने के लिए कोई सहेजा हुआ खेल नहीं है; नया खेल शुरू हो रहा है।
interrupted-saved = रोका गया; खेल सहेज लिया गया है। जारी रखने के लिए: { $command }
interrupted = रोका गया।
interrupted-save-failed = रोका गया; खेल सहेजा नहीं जा सका, इसलिए { $earlier ->
    [yes] आपका सहेजा हुआ खेल अभी भी पहले की स्थिति पर है। वहाँ से जारी रखने के लिए: { $command }
   *[no] वह सहेजा नहीं गया है।
}
save-lock-partial = { $path } पर सहेजे हुए खेल को उसके पास लॉक नहीं किया जा सका ({ $lock } नहीं बन सकता), इसलिए किसी और होम या कैश फ़ोल्डर से चला voice-ono इसे एक साथ खेलने से नहीं रोका जाएगा; इस पर एक समय में एक ही खेल खेलें।
save-folder-unusable = फ़ोल्डर { $folder } में फ़ाइल नहीं रखी जा सकती ({ $error }), इसलिए खेल { $path } पर सहेजा नहीं जा सका। --save-file से कोई और जगह चुनें, या --no-autosave के साथ खेलें।
log-unwritable = voice-ono.log लिखी नहीं जा सकी, इसलिए जानकारी यहाँ है: { $detail }
save-not-locked = { $path } पर सहेजे हुए खेल को लॉक नहीं किया जा सका (लॉक फ़ाइल नहीं बन सकी), इसलिए उसी समय इसे खेलता दूसरा voice-ono रोका नहीं जाएगा; इस पर एक समय में एक ही खेल खेलें।
save-file-empty = --save-file को एक फ़ाइल का नाम चाहिए, जैसे --save-file game.json।
resume-not-saved = { $path } पर सहेजा हुआ खेल बिना सहेजे फिर शुरू हो रहा है (--no-autosave): वह जैसा था वैसा रहेगा।
wav-needs-files = --input wav को रिकॉर्ड किए हुए आदेश चाहिए: --wav FILE... जोड़ें (एक या ज़्यादा WAV फ़ाइलें)।
demo-ended-early = खेल खत्म होने से पहले डेमो खत्म हो गया।
bad-hand = { $error }। हाथ को कार्डों के नामों के रूप में, अल्पविराम से अलग करके दें, जैसे --hand 3,7,reverse।
no-microphones = कोई माइक्रोफ़ोन नहीं मिला। एक लगाएँ; तब तक इससे खेलें: voice-ono play --input text
demo-no-synthesiser = डेमो के लिए कोई ऑफ़लाइन आवाज़ बनाने वाला प्रोग्राम नहीं मिला।
demo-install-synthesiser = एक इंस्टॉल करें: sudo apt-get install flite espeak-ng
demo-voice-missing = आवाज़ '{ $voice }' इंस्टॉल नहीं है।
demo-choose-voice = इनमें से एक चुनें: { $voices }
no-wav-readable = कोई भी WAV फ़ाइल पढ़ी नहीं जा सकी।
check-wav-names = फ़ाइलों के नाम जाँचें।
config-unreadable = { $path } पढ़ी नहीं जा सकी ({ $error }); बोलने की डिफ़ॉल्ट सेटिंग इस्तेमाल हो रही हैं
# $fields: अनदेखे किए गए मानों के नाम; फिर सही मान।
config-bad-values = { $path } में गलत { $fields } अनदेखे किए गए (rate: { $rate_low } से { $rate_high } शब्द प्रति मिनट; volume: { $volume_low } से { $volume_high }; verbosity: full या short; language: { $languages })
config-not-ours = { $path } voice-ono की सेटिंग फ़ाइल नहीं है, इसलिए उसे छुआ नहीं गया
enroll-use-wavs = या अपनी रिकॉर्डिंग WAV फ़ाइलों के रूप में बनाएँ और --wav FILE... या --from-manifest FILE इस्तेमाल करें।
too-few-players = खेल के लिए कम से कम 2 खिलाड़ी चाहिए: --bots और --humans इस्तेमाल करें
recognize-nothing = (कुछ पहचाना नहीं गया)
recognize-too-quiet = (कुछ पहचाना नहीं गया: रिकॉर्डिंग बहुत धीमी है; उसका सबसे ऊँचा हिस्सा { $level } dBFS है और बोली { $least } dBFS से सुनी जाती है। माइक्रोफ़ोन के पास रिकॉर्ड करें, या इनपुट का स्तर बढ़ाएँ।)

# One line of the program on stderr: its name, then $message (a sentence).
program-line = voice-ono: { $message }

## The demo player's synthesiser (voice_ono/demo/synth.py)
synth-failed = { $voice } वाक्यांश नहीं बोल सका।
synth-no-audio = { $voice } ने कोई आवाज़ नहीं लिखी।
synth-espeak-fix = libespeak-ng1 इंस्टॉल करें, या कोई flite आवाज़ चुनें।
synth-unknown = { $engine } नाम का कोई सिंथेसाइज़र नहीं है।
synth-choose = flite, espeak-ng या pyttsx3 चुनें।
synth-missing = { $program } इंस्टॉल नहीं है।
synth-install = उसे इंस्टॉल करें: sudo apt-get install { $program }
synth-unreadable = { $voice } ने ऐसी ध्वनि फ़ाइल लिखी जो पढ़ी नहीं जा सकती।
