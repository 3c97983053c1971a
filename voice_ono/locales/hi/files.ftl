## परिदृश्य और सहेजी गई फ़ाइलें जो ठीक नहीं बैठतीं: $file "scenario" या "save" है, $field फ़ील्ड का JSON पथ,
## $value फ़ाइल में लिखा गलत मान (JSON), जो $shown yes होने पर बोला जाता है।
file-field-missing = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} में फ़ील्ड '{ $field }' नहीं है
file-unknown-card = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} का फ़ील्ड '{ $field }': अनजान कार्ड { $value }; सही नाम: { $cards }
file-one-of = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} का फ़ील्ड '{ $field }' इनमें से एक होना चाहिए: { $allowed }{ $shown ->
    [yes] , { $value } नहीं
   *[no] {""}
}
file-wrong-type = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} का फ़ील्ड '{ $field }' { $types ->
    [integer] पूर्ण संख्या
    [boolean] true या false
    [string] टेक्स्ट
    [array] सूची
    [object] JSON ऑब्जेक्ट
    [null] null
    [integer-null] पूर्ण संख्या या null
    [array-null] सूची या null
    [object-null] JSON ऑब्जेक्ट या null
    [string-null] टेक्स्ट या null
   *[number] संख्या
} होना चाहिए{ $shown ->
    [yes] , { $value } नहीं
   *[no] {""}
}
file-below-minimum = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} का फ़ील्ड '{ $field }' कम से कम { $minimum } होना चाहिए{ $shown ->
    [yes] , { $value } नहीं
   *[no] {""}
}
file-field-invalid = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} का फ़ील्ड '{ $field }' सही नहीं है{ $shown ->
    [yes] : { $value }
   *[no] {""}
}
file-not-found = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} नहीं मिली: { $path }
file-not-regular = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} { $path } साधारण फ़ाइल नहीं है (फ़ोल्डर, डिवाइस या पाइप)। एक JSON फ़ाइल दें।
file-not-json = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} { $path } सही JSON नहीं है
file-not-object = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} { $path } में एक JSON ऑब्जेक्ट होना चाहिए
## खेल के खिलाड़ियों या इतिहास में क्या गलत है (file-bad-game और cannot-start का $error)
game-player-count = { $rules } के लिए { $low } से { $high } खिलाड़ी चाहिए, { $count } नहीं
## नियम तोड़ने वाला खिलाड़ी का नाम; $number खिलाड़ी का स्थान, पहला 1; file-bad-name का $error
name-not-text = खिलाड़ी { $number } का नाम टेक्स्ट होना चाहिए
name-empty = खिलाड़ी { $number } के नाम में कम से कम एक अक्षर या अंक होना चाहिए
name-not-printable = खिलाड़ी { $number } के नाम में कोई नियंत्रण या अदृश्य अक्षर है; अक्षर, अंक, खाली जगह और विराम चिह्न इस्तेमाल करें
name-sentence-mark = खिलाड़ी { $number } के नाम में पूर्ण विराम, प्रश्न चिह्न, विस्मयादिबोधक चिह्न, कोलन या सेमीकोलन है; अक्षर, अंक, खाली जगह, हाइफ़न और अपॉस्ट्रॉफ़ी इस्तेमाल करें
name-too-long = खिलाड़ी { $number } का नाम { $most } अक्षरों से लंबा है
name-repeated = खिलाड़ी { $number } का नाम किसी और खिलाड़ी का भी है; नाम अलग होने चाहिए, बड़े अक्षरों में भी
name-reserved = खिलाड़ी { $number } का नाम { $name } नहीं हो सकता: खेल आपको इसी नाम से बुलाता है
game-hands-do-not-fit = { $hand_size } कार्ड वाले { $players } हाथ { $deck_size } कार्ड की गड्डी में नहीं समाते
game-not-an-action = यह कोई चाल नहीं है: '{ $action }'
game-not-an-event = यह खेल की कोई घटना नहीं है: '{ $event }'
file-bad-game = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
}: { $error }
file-bad-name = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} का फ़ील्ड '{ $field }': { $error }। फ़ाइल में नाम बदलें।
file-one-per-player = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} के फ़ील्ड '{ $field }' में हर खिलाड़ी की एक प्रविष्टि होनी चाहिए ({ $players })
file-total-too-high = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} का फ़ील्ड '{ $field }' { $bust_total } से कम पूर्ण संख्या होना चाहिए
file-total-too-low = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} का फ़ील्ड '{ $field }' { $rules } में { $min_total } से कम नहीं हो सकता
file-not-a-seat = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} का फ़ील्ड '{ $field }' 0 से { $last } तक की कोई सीट संख्या होना चाहिए
file-turn-eliminated = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} का फ़ील्ड '{ $field }' खेल से बाहर हुए खिलाड़ी को दिखाता है
file-unknown-kind = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} का फ़ील्ड '{ $field }': अनजान प्रकार '{ $kind }'; इनमें से दें: { $kinds }
file-too-many-copies = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} में कार्ड { $card } की { $count } प्रतियाँ हैं, पर गड्डी में { $deck } हैं
file-plays-left = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} का फ़ील्ड '{ $field }' 1 होना चाहिए, या प्ले 2 बाकी हो तो { $most } तक, { $value } नहीं
file-no-legal-move = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} का फ़ील्ड '{ $field }': { $player } की खेलने की बारी है पर उसके पास खेलने लायक कोई कार्ड नहीं है
file-too-many-cards = { $file ->
    [save] सहेजी गई फ़ाइल
   *[scenario] परिदृश्य फ़ाइल
} में { $count } कार्ड हैं, पर गड्डी में { $deck } हैं
