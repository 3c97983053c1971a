## कार्डों के नाम, सूचियाँ और नियमों के नाम।
## $card: नंबर कार्ड एक संख्या (0 से 10), बाकी कार्ड अपने id से
## (reverse, play2, minus10, ono99, hold, double_play, ninety_nine)।

card-name = { $card ->
    [reverse] रिवर्स
    [play2] प्ले 2
    [minus10] माइनस 10
    [ono99] ओएनओ 99
    [hold] होल्ड
    [double_play] डबल प्ले
    [ninety_nine] 99
   *[other] { $card }
 }

# एक कार्ड, ताकि संख्या गिनती जैसी न सुनाई दे: "4 का कार्ड", "रिवर्स कार्ड"।
card-with-article = { $card ->
    [reverse] { $name } कार्ड
    [play2] { $name } कार्ड
    [minus10] { $name } कार्ड
    [ono99] { $name } कार्ड
    [hold] { $name } कार्ड
    [double_play] { $name } कार्ड
    [ninety_nine] { $name } कार्ड
   *[other] { $name } का कार्ड
 }

# "प्ले 2 कार्ड खेलें?"; संख्या वैसी ही, पर संख्या 2 "नंबर 2" है।
card-in-question = { $card ->
    [number] { $name }
    [two] नंबर { $name }
   *[other] { $name } कार्ड
 }

# खेला या मना किया गया कार्ड, जहाँ संख्या 2 और प्ले 2 कार्ड अलग सुनाई दें।
card-said = { $card ->
    [2] नंबर { $name }
    [play2] { $name } कार्ड
   *[other] { $name }
 }
# छोटी घोषणाओं में भी: "बॉट 1: नंबर 2, कुल 40।"
card-said-short = { $card ->
    [2] नंबर { $name }
    [play2] { $name } कार्ड
   *[other] { $name }
 }

# "क्या आपका मतलब नंबर 2 है, या प्ले 2 कार्ड?"
card-choice = { $card ->
    [number] नंबर { $name }
   *[other] { $name } कार्ड
 }

# सूचियाँ: "क, ख और ग"।
list-separator = {", "}
list-or-separator = {", या "}
# Between the commands of a help line.
help-separator = {"; "}
list-and = { $first } और { $last }
list-then = { $first }, फिर { $last }
list-or = { $first } या { $last }
list-or-comma = { $first }, या { $last }
list-empty = कुछ नहीं

rules-name = { $rules ->
    [mattel2022] मैटेल 2022
    [classic1980] क्लासिक 1980
    [ninetynine_card] निन्यानवे कार्ड
   *[other] { $rules }
 }
## अनजान कार्ड
card-unknown = अनजान कार्ड '{ $name }'; सही नाम: { $valid }
